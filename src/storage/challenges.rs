//! `challenges`: open, accepted, declined, cancelled and expired challenges.
//! The schema allows one open challenge per channel.

use super::{Result, Tx, from_db, to_db};

/// A stored challenge.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct ChallengeRow {
    pub id: i64,
    guild_id: i64,
    channel_id: i64,
    challenger: i64,
    opponent: i64,
    /// `standard` or `sixstack`.
    pub variant: String,
    pub created_at: i64,
    pub expires_at: i64,
    /// `open`, `accepted`, `declined`, `cancelled` or `expired`.
    pub status: String,
    pub rematch_of: Option<i64>,
}

impl ChallengeRow {
    #[must_use]
    pub fn guild(&self) -> u64 {
        from_db(self.guild_id)
    }
    #[must_use]
    pub fn channel(&self) -> u64 {
        from_db(self.channel_id)
    }
    #[must_use]
    pub fn challenger(&self) -> u64 {
        from_db(self.challenger)
    }
    #[must_use]
    pub fn opponent(&self) -> u64 {
        from_db(self.opponent)
    }
}

/// A challenge to create.
#[derive(Clone, Debug)]
pub struct NewChallenge<'a> {
    pub guild: u64,
    pub channel: u64,
    pub challenger: u64,
    pub opponent: u64,
    pub variant: &'a str,
    pub created_at: i64,
    pub expires_at: i64,
    pub rematch_of: Option<i64>,
}

const COLUMNS: &str = "id, guild_id, channel_id, challenger, opponent, variant, created_at, \
                       expires_at, status, rematch_of";

impl Tx {
    /// Stores a new open challenge and returns its id.
    ///
    /// # Errors
    /// A database failure, or the channel already has an open challenge.
    pub async fn insert_challenge(&mut self, c: &NewChallenge<'_>) -> Result<i64> {
        let (id,): (i64,) = sqlx::query_as(
            "INSERT INTO challenges
               (guild_id, channel_id, challenger, opponent, variant, created_at, expires_at, rematch_of)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
        )
        .bind(to_db(c.guild))
        .bind(to_db(c.channel))
        .bind(to_db(c.challenger))
        .bind(to_db(c.opponent))
        .bind(c.variant)
        .bind(c.created_at)
        .bind(c.expires_at)
        .bind(c.rematch_of)
        .fetch_one(&mut *self.0)
        .await?;
        Ok(id)
    }

    /// The open challenge of a channel, if any (expired or not).
    ///
    /// # Errors
    /// A database failure.
    pub async fn open_challenge(&mut self, channel: u64) -> Result<Option<ChallengeRow>> {
        Ok(sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM challenges WHERE channel_id = ? AND status = 'open'"
        )))
        .bind(to_db(channel))
        .fetch_optional(&mut *self.0)
        .await?)
    }

    /// A challenge by id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn challenge(&mut self, id: i64) -> Result<Option<ChallengeRow>> {
        Ok(sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM challenges WHERE id = ?"
        )))
        .bind(id)
        .fetch_optional(&mut *self.0)
        .await?)
    }

    /// Closes an open challenge with `status`; `false` when it was no longer
    /// open (someone else closed it first).
    ///
    /// # Errors
    /// A database failure.
    pub async fn close_challenge(&mut self, id: i64, status: &str) -> Result<bool> {
        let r = sqlx::query("UPDATE challenges SET status = ? WHERE id = ? AND status = 'open'")
            .bind(status)
            .bind(id)
            .execute(&mut *self.0)
            .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Accepts an open challenge that has not expired at `now`; `false`
    /// when it was closed meanwhile or its time is up.
    ///
    /// # Errors
    /// A database failure.
    pub async fn accept_challenge(&mut self, id: i64, now: i64) -> Result<bool> {
        let r = sqlx::query(
            "UPDATE challenges SET status = 'accepted'
             WHERE id = $1 AND status = 'open' AND expires_at > $2",
        )
        .bind(id)
        .bind(now)
        .execute(&mut *self.0)
        .await?;
        Ok(r.rows_affected() == 1)
    }

    /// Open challenges whose time is up at `now`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn expired_challenges(&mut self, now: i64) -> Result<Vec<ChallengeRow>> {
        Ok(sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {COLUMNS} FROM challenges WHERE status = 'open' AND expires_at <= ? ORDER BY id"
        )))
        .bind(now)
        .fetch_all(&mut *self.0)
        .await?)
    }
}
