//! `challenges`: open, accepted, declined, cancelled and expired challenges.
//! The schema allows one open challenge per channel.

use super::{ChallengeStatus, Result, Tx, claiming, from_db, loading, on_conn, to_db};
use crate::engine::Variant;

/// A stored challenge.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct ChallengeRow {
    pub id: i64,
    guild_id: i64,
    channel_id: i64,
    challenger: i64,
    opponent: i64,
    pub variant: Variant,
    pub created_at: i64,
    pub expires_at: i64,
    pub status: ChallengeStatus,
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
pub struct NewChallenge {
    pub guild: u64,
    pub channel: u64,
    pub challenger: u64,
    pub opponent: u64,
    pub variant: Variant,
    pub created_at: i64,
    pub expires_at: i64,
    pub rematch_of: Option<i64>,
}

macro_rules! select_challenge {
    ($rest:literal) => {
        concat!(
            "SELECT id, guild_id, channel_id, challenger, opponent, variant, created_at, \
             expires_at, status, rematch_of FROM challenges ",
            $rest
        )
    };
}

impl Tx {
    /// Stores a new open challenge and returns its id.
    ///
    /// # Errors
    /// A database failure, or the channel already has an open challenge.
    pub async fn insert_challenge(&mut self, c: &NewChallenge) -> Result<i64> {
        let (id,): (i64,) = on_conn!(self, |conn| {
            sqlx::query_as(
                "INSERT INTO challenges (guild_id, channel_id, challenger, opponent, variant,
                                         created_at, expires_at, rematch_of)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
            )
            .bind(to_db(c.guild))
            .bind(to_db(c.channel))
            .bind(to_db(c.challenger))
            .bind(to_db(c.opponent))
            .bind(c.variant)
            .bind(c.created_at)
            .bind(c.expires_at)
            .bind(c.rematch_of)
            .fetch_one(conn)
            .await?
        });
        Ok(id)
    }

    /// The open challenge of a channel, if any (expired or not).
    ///
    /// # Errors
    /// A database failure.
    pub async fn open_challenge(&mut self, channel: u64) -> Result<Option<ChallengeRow>> {
        let sql = loading!(
            self,
            select_challenge!("WHERE channel_id = $1 AND status = 'open'")
        );
        self.row_by(sql, to_db(channel)).await
    }

    /// A challenge by id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn challenge(&mut self, id: i64) -> Result<Option<ChallengeRow>> {
        self.row_by(loading!(self, select_challenge!("WHERE id = $1")), id)
            .await
    }

    /// Claims an open challenge for the turn clock, in a write transaction:
    /// the challenge, or `None` when it was closed or (PostgreSQL) another
    /// process holds it right now.
    ///
    /// # Errors
    /// A database failure.
    pub async fn claim_challenge(&mut self, id: i64) -> Result<Option<ChallengeRow>> {
        let sql = claiming!(self, select_challenge!("WHERE id = $1 AND status = 'open'"));
        self.row_by(sql, id).await
    }

    /// Closes an open challenge with `status`; `false` when it was no longer
    /// open (someone else closed it first).
    ///
    /// # Errors
    /// A database failure.
    pub async fn close_challenge(&mut self, id: i64, status: ChallengeStatus) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query("UPDATE challenges SET status = $1 WHERE id = $2 AND status = 'open'")
                .bind(status)
                .bind(id)
                .execute(c)
                .await?
                .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Accepts an open challenge that has not expired at `now`; `false`
    /// when it was closed meanwhile or its time is up.
    ///
    /// # Errors
    /// A database failure.
    pub async fn accept_challenge(&mut self, id: i64, now: i64) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE challenges SET status = 'accepted'
                 WHERE id = $1 AND status = 'open' AND expires_at > $2",
            )
            .bind(id)
            .bind(now)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Open challenges whose time is up at `now`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn expired_challenges(&mut self, now: i64) -> Result<Vec<ChallengeRow>> {
        let sql = loading!(
            self,
            select_challenge!("WHERE status = 'open' AND expires_at <= $1 ORDER BY id")
        );
        self.rows_by(sql, now).await
    }
}
