//! `explorations`: a member's lines explored from a turn of a review (or
//! from a position they gave), played on a private board: where the line
//! starts (the game and its turn, if any, and the position), and the turns
//! played since, whole turns in notation separated by `;`. A member keeps
//! their [`KEPT_PER_MEMBER`] latest explorations; an older one's buttons
//! are out of date. Nothing here touches a game or a rating.

use super::{Result, Tx, on_conn, row};
use crate::ids::{ExplorationId, GameId, ImportedGameId, UserId};
use crate::time::Timestamp;

/// How many explorations a member keeps (the latest ones).
pub const KEPT_PER_MEMBER: i64 = 20;

row! {
    /// A stored exploration.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct ExplorationRow {
        pub id: ExplorationId,
        user_id: UserId,
        /// The played game it branches from, if any.
        pub game_id: Option<GameId>,
        /// The imported game it branches from, if any.
        pub imported_id: Option<ImportedGameId>,
        /// The turn of that game it starts after (0: its start); 0 for a
        /// position given.
        pub turn: i32,
        /// The position it starts from (LPN).
        pub start_lpn: String,
        /// The turns played since, in notation, separated by `;`.
        pub line: String,
        pub created_at: Timestamp,
    }
}

impl ExplorationRow {
    /// Whose exploration it is.
    #[must_use]
    pub fn user(&self) -> UserId {
        self.user_id
    }
}

/// An exploration to store.
#[derive(Clone, Debug)]
pub struct NewExploration<'a> {
    pub user: UserId,
    pub game: Option<GameId>,
    pub imported: Option<ImportedGameId>,
    pub turn: i32,
    pub start_lpn: &'a str,
    pub now: Timestamp,
}

impl Tx {
    /// Stores a new exploration, with no turn played yet, and forgets the
    /// member's explorations past their [`KEPT_PER_MEMBER`] latest.
    ///
    /// # Errors
    /// A database failure.
    pub async fn insert_exploration(&mut self, e: &NewExploration<'_>) -> Result<ExplorationId> {
        let (id,): (ExplorationId,) = on_conn!(self, |c| {
            let id = sqlx::query_as(
                "INSERT INTO explorations (user_id, game_id, imported_id, turn, start_lpn, line,
                                           created_at)
                 VALUES ($1, $2, $3, $4, $5, '', $6) RETURNING id",
            )
            .bind(e.user)
            .bind(e.game)
            .bind(e.imported)
            .bind(e.turn)
            .bind(e.start_lpn)
            .bind(e.now)
            .fetch_one(&mut *c)
            .await?;
            sqlx::query(
                "DELETE FROM explorations WHERE user_id = $1 AND id NOT IN
                 (SELECT id FROM explorations WHERE user_id = $2 ORDER BY id DESC LIMIT $3)",
            )
            .bind(e.user)
            .bind(e.user)
            .bind(KEPT_PER_MEMBER)
            .execute(&mut *c)
            .await?;
            id
        });
        Ok(id)
    }

    /// An exploration by id, whoever it is of (the service checks).
    ///
    /// # Errors
    /// A database failure.
    pub async fn exploration(&mut self, id: ExplorationId) -> Result<Option<ExplorationRow>> {
        let row = on_conn!(self, |c| {
            sqlx::query_as::<_, ExplorationRow>(
                "SELECT id, user_id, game_id, imported_id, turn, start_lpn, line, created_at
                 FROM explorations WHERE id = $1",
            )
            .bind(id)
            .fetch_optional(c)
            .await?
        });
        Ok(row)
    }

    /// Replaces the line of exploration `id` by `line` if it still is
    /// `was`: `false` when it changed meanwhile (a second click, a stale
    /// menu), and nothing changes then.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_exploration_line(
        &mut self,
        id: ExplorationId,
        was: &str,
        line: &str,
    ) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query("UPDATE explorations SET line = $1 WHERE id = $2 AND line = $3")
                .bind(line)
                .bind(id)
                .bind(was)
                .execute(c)
                .await?
                .rows_affected()
        });
        Ok(changed == 1)
    }
}
