//! `mistakes`: a member's turns that the analysis of their finished games
//! found costly, to retry with `/lyngk mistakes`: the position before, the
//! turn played, the member's chance before and after, the turn the analysis
//! preferred, when a better turn was found and how many were tried. One
//! row per member, game and turn.

use super::{GuildKey, Result, Tx, on_conn, row};
use crate::ids::{GameId, GuildId, MistakeId, UserId};
use crate::time::Timestamp;

row! {
    /// A stored mistake.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct MistakeRow {
        pub id: MistakeId,
        user_id: UserId,
        guild_id: GuildKey,
        pub game_id: GameId,
        /// The turn's number in the game, from 1.
        pub turn: i32,
        /// The position before the turn (LPN).
        pub before_lpn: String,
        /// The turn played (`+R C3-E5`).
        pub played: String,
        /// The member's winning chance before and after it, in whole
        /// percents.
        pub chance_before: i32,
        pub chance_after: i32,
        /// The whole turn the analysis preferred.
        pub preferred: String,
        pub created_at: Timestamp,
        /// When a better turn was found, if it was.
        pub found_at: Option<Timestamp>,
        /// How many turns were tried.
        pub tries: i32,
    }
}

impl MistakeRow {
    /// Whose mistake it is.
    #[must_use]
    pub fn user(&self) -> UserId {
        self.user_id
    }
    /// The guild of its game.
    #[must_use]
    pub fn guild(&self) -> Option<GuildId> {
        self.guild_id.0
    }
}

/// A mistake to store.
#[derive(Clone, Debug)]
pub struct NewMistake<'a> {
    pub user: UserId,
    pub guild: Option<GuildId>,
    pub game: GameId,
    pub turn: i32,
    pub before_lpn: &'a str,
    pub played: &'a str,
    pub chance_before: i32,
    pub chance_after: i32,
    pub preferred: &'a str,
    pub now: Timestamp,
}

macro_rules! select_mistake {
    ($rest:literal) => {
        concat!(
            "SELECT id, user_id, guild_id, game_id, turn, before_lpn, played, chance_before, \
             chance_after, preferred, created_at, found_at, tries FROM mistakes ",
            $rest
        )
    };
}

impl Tx {
    /// Stores a mistake unless the same member's turn of the same game is
    /// already stored; `true` when it was new.
    ///
    /// # Errors
    /// A database failure.
    pub async fn insert_mistake(&mut self, m: &NewMistake<'_>) -> Result<bool> {
        let added = on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO mistakes (user_id, guild_id, game_id, turn, before_lpn, played,
                                       chance_before, chance_after, preferred, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
                 ON CONFLICT (user_id, game_id, turn) DO NOTHING",
            )
            .bind(m.user)
            .bind(GuildKey(m.guild))
            .bind(m.game)
            .bind(m.turn)
            .bind(m.before_lpn)
            .bind(m.played)
            .bind(m.chance_before)
            .bind(m.chance_after)
            .bind(m.preferred)
            .bind(m.now)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(added == 1)
    }

    /// The member's next mistake still to find in `guild`: the latest
    /// game's first, and within a game the earliest turn.
    ///
    /// # Errors
    /// A database failure.
    pub async fn next_mistake(
        &mut self,
        user: UserId,
        guild: Option<GuildId>,
    ) -> Result<Option<MistakeRow>> {
        let row = on_conn!(self, |c| {
            sqlx::query_as::<_, MistakeRow>(select_mistake!(
                "WHERE user_id = $1 AND guild_id = $2 AND found_at IS NULL
                 ORDER BY game_id DESC, turn LIMIT 1"
            ))
            .bind(user)
            .bind(GuildKey(guild))
            .fetch_optional(c)
            .await?
        });
        Ok(row)
    }

    /// A mistake by id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn mistake(&mut self, id: MistakeId) -> Result<Option<MistakeRow>> {
        let row = on_conn!(self, |c| {
            sqlx::query_as::<_, MistakeRow>(select_mistake!("WHERE id = $1"))
                .bind(id)
                .fetch_optional(c)
                .await?
        });
        Ok(row)
    }

    /// The member's mistakes in `guild`: how many are stored, and how many
    /// of them are found.
    ///
    /// # Errors
    /// A database failure.
    pub async fn mistake_counts(
        &mut self,
        user: UserId,
        guild: Option<GuildId>,
    ) -> Result<(i64, i64)> {
        let counts: (i64, i64) = on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT COUNT(*), COUNT(found_at) FROM mistakes
                 WHERE user_id = $1 AND guild_id = $2",
            )
            .bind(user)
            .bind(GuildKey(guild))
            .fetch_one(c)
            .await?
        });
        Ok(counts)
    }

    /// Counts one more try of mistake `id`, and marks it found at `found`
    /// if that is given and it was not found yet. `false` when the mistake
    /// was already found (a second click of the same menu): nothing
    /// changes then.
    ///
    /// # Errors
    /// A database failure.
    pub async fn try_mistake(&mut self, id: MistakeId, found: Option<Timestamp>) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE mistakes SET tries = tries + 1, found_at = $1
                 WHERE id = $2 AND found_at IS NULL",
            )
            .bind(found)
            .bind(id)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }
}
