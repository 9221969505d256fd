//! `guild_settings`: per-guild options (the turn time limit, games in
//! threads, takebacks in rated games);
//! `user_settings`: per-user choices (turn reminders by direct message).

use super::{Result, Tx, on_conn, to_db};

impl Tx {
    /// The guild's turn limit in milliseconds, if it set one.
    ///
    /// # Errors
    /// A database failure.
    pub async fn turn_limit(&mut self, guild: u64) -> Result<Option<i64>> {
        let v: Option<(Option<i64>,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT turn_limit_ms FROM guild_settings WHERE guild_id = $1")
                .bind(to_db(guild))
                .fetch_optional(c)
                .await?
        });
        Ok(v.and_then(|(ms,)| ms))
    }

    /// Whether new games of the guild start in a thread of their own (on
    /// unless the guild turned it off).
    ///
    /// # Errors
    /// A database failure.
    pub async fn threads(&mut self, guild: u64) -> Result<bool> {
        let v: Option<(bool,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT threads FROM guild_settings WHERE guild_id = $1")
                .bind(to_db(guild))
                .fetch_optional(c)
                .await?
        });
        Ok(v.is_none_or(|(on,)| on))
    }

    /// Whether the guild allows takebacks in rated games (on unless it
    /// turned them off).
    ///
    /// # Errors
    /// A database failure.
    pub async fn takebacks(&mut self, guild: u64) -> Result<bool> {
        let v: Option<(bool,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT takebacks FROM guild_settings WHERE guild_id = $1")
                .bind(to_db(guild))
                .fetch_optional(c)
                .await?
        });
        Ok(v.is_none_or(|(on,)| on))
    }

    /// Allows or refuses takebacks in the guild's rated games.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_takebacks(&mut self, guild: u64, on: bool) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO guild_settings (guild_id, takebacks) VALUES ($1, $2)
                 ON CONFLICT (guild_id) DO UPDATE SET takebacks = excluded.takebacks",
            )
            .bind(to_db(guild))
            .bind(on)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// Turns games in threads on or off for the guild.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_threads(&mut self, guild: u64, on: bool) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO guild_settings (guild_id, threads) VALUES ($1, $2)
                 ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads",
            )
            .bind(to_db(guild))
            .bind(on)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// Sets the guild's turn limit (milliseconds, positive).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_turn_limit(&mut self, guild: u64, ms: i64) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO guild_settings (guild_id, turn_limit_ms) VALUES ($1, $2)
                 ON CONFLICT (guild_id) DO UPDATE SET turn_limit_ms = excluded.turn_limit_ms",
            )
            .bind(to_db(guild))
            .bind(ms)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// Whether a user asked for turn reminders (off unless they did).
    ///
    /// # Errors
    /// A database failure.
    pub async fn notify(&mut self, user: u64) -> Result<bool> {
        let v: Option<(bool,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT notify FROM user_settings WHERE user_id = $1")
                .bind(to_db(user))
                .fetch_optional(c)
                .await?
        });
        Ok(v.is_some_and(|(on,)| on))
    }

    /// Turns a user's turn reminders on or off.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_notify(&mut self, user: u64, on: bool) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO user_settings (user_id, notify) VALUES ($1, $2)
                 ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify",
            )
            .bind(to_db(user))
            .bind(on)
            .execute(c)
            .await?;
        });
        Ok(())
    }
}
