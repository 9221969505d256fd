//! `ratings`: each player's Glicko-2 rating and win/loss/draw count, per guild.

use super::{Result, Tx, from_db, on_conn, to_db};

/// A player's rating in a guild.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct RatingRow {
    user_id: i64,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub wins: i64,
    pub losses: i64,
    pub draws: i64,
}

impl RatingRow {
    /// A fresh row for `user`.
    #[must_use]
    pub fn new(user: u64, rating: f64, deviation: f64, volatility: f64) -> RatingRow {
        RatingRow {
            user_id: to_db(user),
            rating,
            deviation,
            volatility,
            wins: 0,
            losses: 0,
            draws: 0,
        }
    }

    #[must_use]
    pub fn user(&self) -> u64 {
        from_db(self.user_id)
    }
}

impl Tx {
    /// A user's rating in a guild, if they have played there.
    ///
    /// # Errors
    /// A database failure.
    pub async fn rating(&mut self, guild: u64, user: u64) -> Result<Option<RatingRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT user_id, rating, deviation, volatility, wins, losses, draws FROM ratings
                 WHERE guild_id = $1 AND user_id = $2",
            )
            .bind(to_db(guild))
            .bind(to_db(user))
            .fetch_optional(c)
            .await?
        }))
    }

    /// Writes a user's rating in a guild.
    ///
    /// # Errors
    /// A database failure.
    pub async fn put_rating(&mut self, guild: u64, r: &RatingRow) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO ratings
                   (guild_id, user_id, rating, deviation, volatility, wins, losses, draws)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (guild_id, user_id) DO UPDATE SET rating = excluded.rating,
                   deviation = excluded.deviation, volatility = excluded.volatility,
                   wins = excluded.wins, losses = excluded.losses, draws = excluded.draws",
            )
            .bind(to_db(guild))
            .bind(r.user_id)
            .bind(r.rating)
            .bind(r.deviation)
            .bind(r.volatility)
            .bind(r.wins)
            .bind(r.losses)
            .bind(r.draws)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// The best `limit` players of a guild by rating.
    ///
    /// # Errors
    /// A database failure.
    pub async fn leaderboard(&mut self, guild: u64, limit: u32) -> Result<Vec<RatingRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT user_id, rating, deviation, volatility, wins, losses, draws FROM ratings
                 WHERE guild_id = $1 ORDER BY rating DESC, user_id LIMIT $2",
            )
            .bind(to_db(guild))
            .bind(i64::from(limit))
            .fetch_all(c)
            .await?
        }))
    }
}
