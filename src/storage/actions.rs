//! `actions`: the log of a game, one row per action (claim, move or pass),
//! append-only. A takeback marks the actions it undid (`undone_by`) rather
//! than deleting them: the line of play that stands is the actions not
//! undone, in order of ply; the whole log, in order of `seq`, keeps what was
//! taken back.

use super::row;
use super::{Result, Tx, on_conn};
use crate::ids::{GameId, Seat, TakebackId};
use crate::time::Timestamp;

row! {
    /// One logged action.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct ActionRow {
        pub ply: i64,
        /// The action in notation (`+R`, `C3-E5`, `B5-B2-C3-E3`, `pass`).
        pub notation: String,
        user_id: Option<Seat>,
        pub played_at: Timestamp,
    }
}

impl ActionRow {
    /// Who played it (`None` for a pass the service made).
    #[must_use]
    pub fn user(&self) -> Option<Seat> {
        self.user_id
    }
}

row! {
    /// One action of the whole log, with its place and the takeback that
    /// undid it, if one did.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct LoggedAction {
        /// Its place in the whole log.
        pub seq: i64,
        pub ply: i64,
        pub notation: String,
        user_id: Option<Seat>,
        pub played_at: Timestamp,
        /// The takeback that undid it (`None` while it stands).
        pub undone_by: Option<TakebackId>,
    }
}

impl LoggedAction {
    /// Who played it (`None` for a pass the service made).
    #[must_use]
    pub fn user(&self) -> Option<Seat> {
        self.user_id
    }
}

impl Tx {
    /// Appends an action at `ply`, after every action logged so far (taken
    /// back or not). A second standing action at the same ply fails (a
    /// unique index).
    ///
    /// # Errors
    /// A database failure, or the ply is taken.
    pub async fn insert_action(
        &mut self,
        game: GameId,
        ply: i64,
        notation: &str,
        user: Option<Seat>,
        at: Timestamp,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO actions (game_id, seq, ply, notation, user_id, played_at)
                 VALUES ($1, (SELECT COALESCE(MAX(seq), -1) + 1 FROM actions WHERE game_id = $1),
                         $2, $3, $4, $5)",
            )
            .bind(game)
            .bind(ply)
            .bind(notation)
            .bind(user)
            .bind(at)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// The line of play that stands: the actions not taken back, in order.
    ///
    /// # Errors
    /// A database failure.
    pub async fn actions(&mut self, game: GameId) -> Result<Vec<ActionRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT ply, notation, user_id, played_at FROM actions
                 WHERE game_id = $1 AND undone_by IS NULL ORDER BY ply",
            )
            .bind(game)
            .fetch_all(c)
            .await?
        }))
    }

    /// The whole log of a game, taken-back actions included, in the order
    /// they were played.
    ///
    /// # Errors
    /// A database failure.
    pub async fn whole_log(&mut self, game: GameId) -> Result<Vec<LoggedAction>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT seq, ply, notation, user_id, played_at, undone_by FROM actions
                 WHERE game_id = $1 ORDER BY seq",
            )
            .bind(game)
            .fetch_all(c)
            .await?
        }))
    }

    /// Marks the standing actions of `game` from ply `from` on as undone by
    /// `takeback`; returns how many.
    ///
    /// # Errors
    /// A database failure.
    pub async fn undo_actions(
        &mut self,
        game: GameId,
        from: i64,
        takeback: TakebackId,
    ) -> Result<u64> {
        Ok(on_conn!(self, |c| {
            sqlx::query(
                "UPDATE actions SET undone_by = $1
                 WHERE game_id = $2 AND ply >= $3 AND undone_by IS NULL",
            )
            .bind(takeback)
            .bind(game)
            .bind(from)
            .execute(c)
            .await?
            .rows_affected()
        }))
    }
}
