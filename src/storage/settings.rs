//! `guild_settings`: per-guild options (the turn time limit, games in
//! threads, takebacks in rated games);
//! `user_settings`: per-user choices (turn reminders by direct message).

use std::time::Duration;

use sqlx::{Encode, Postgres, Sqlite, Type};

use super::{GuildKey, Millis, Result, Tx, on_conn};
use crate::ids::{ChannelId, GuildId, UserId};

/// The statement that stores one setting of one guild or user, creating its
/// row when there is none yet and keeping the row's other settings:
/// `$table` keyed by `$key` (`$1`), its `$column` set to `$2`.
macro_rules! upsert {
    ($table:literal, $key:literal, $column:literal) => {
        concat!(
            "INSERT INTO ",
            $table,
            " (",
            $key,
            ", ",
            $column,
            ") VALUES ($1, $2)
             ON CONFLICT (",
            $key,
            ") DO UPDATE SET ",
            $column,
            " = excluded.",
            $column
        )
    };
}

impl Tx {
    /// The guild's turn limit, if it set one.
    ///
    /// # Errors
    /// A database failure.
    pub async fn turn_limit(&mut self, guild: Option<GuildId>) -> Result<Option<Duration>> {
        let v: Option<(Option<Millis>,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT turn_limit_ms FROM guild_settings WHERE guild_id = $1")
                .bind(GuildKey(guild))
                .fetch_optional(c)
                .await?
        });
        Ok(v.and_then(|(limit,)| limit).map(|Millis(limit)| limit))
    }

    /// Whether new games of the guild start in a thread of their own (on
    /// unless the guild turned it off); never outside a guild (a DM has no
    /// threads).
    ///
    /// # Errors
    /// A database failure.
    pub async fn threads(&mut self, guild: Option<GuildId>) -> Result<bool> {
        if guild.is_none() {
            return Ok(false);
        }
        let v: Option<(bool,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT threads FROM guild_settings WHERE guild_id = $1")
                .bind(GuildKey(guild))
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
    pub async fn takebacks(&mut self, guild: Option<GuildId>) -> Result<bool> {
        let v: Option<(bool,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT takebacks FROM guild_settings WHERE guild_id = $1")
                .bind(GuildKey(guild))
                .fetch_optional(c)
                .await?
        });
        Ok(v.is_none_or(|(on,)| on))
    }

    /// Allows or refuses takebacks in the guild's rated games.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_takebacks(&mut self, guild: Option<GuildId>, on: bool) -> Result<()> {
        self.upsert(
            upsert!("guild_settings", "guild_id", "takebacks"),
            GuildKey(guild),
            on,
        )
        .await
    }

    /// Turns games in threads on or off for the guild.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_threads(&mut self, guild: Option<GuildId>, on: bool) -> Result<()> {
        self.upsert(
            upsert!("guild_settings", "guild_id", "threads"),
            GuildKey(guild),
            on,
        )
        .await
    }

    /// Sets the guild's turn limit (stored in whole milliseconds; the
    /// schema wants it positive).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_turn_limit(&mut self, guild: Option<GuildId>, limit: Duration) -> Result<()> {
        self.upsert(
            upsert!("guild_settings", "guild_id", "turn_limit_ms"),
            GuildKey(guild),
            Millis(limit),
        )
        .await
    }

    /// Whether a user asked for turn reminders (off unless they did).
    ///
    /// # Errors
    /// A database failure.
    pub async fn notify(&mut self, user: UserId) -> Result<bool> {
        let v: Option<(bool,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT notify FROM user_settings WHERE user_id = $1")
                .bind(user)
                .fetch_optional(c)
                .await?
        });
        Ok(v.is_some_and(|(on,)| on))
    }

    /// Turns a user's turn reminders on or off.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_notify(&mut self, user: UserId, on: bool) -> Result<()> {
        self.upsert(upsert!("user_settings", "user_id", "notify"), user, on)
            .await
    }

    /// Runs `sql`, an [`upsert!`], for the guild or user `key`.
    async fn upsert<K: super::Key, V>(&mut self, sql: &'static str, key: K, value: V) -> Result<()>
    where
        V: Send
            + for<'q> Encode<'q, Sqlite>
            + Type<Sqlite>
            + for<'q> Encode<'q, Postgres>
            + Type<Postgres>,
    {
        on_conn!(self, |c| {
            sqlx::query(sql).bind(key).bind(value).execute(c).await?;
        });
        Ok(())
    }

    /// The channel where the guild's puzzle of the day is posted, if any.
    ///
    /// # Errors
    /// A database failure.
    pub async fn daily_puzzle_channel(
        &mut self,
        guild: Option<GuildId>,
    ) -> Result<Option<ChannelId>> {
        let v: Option<(Option<ChannelId>,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT daily_puzzle_channel FROM guild_settings WHERE guild_id = $1")
                .bind(GuildKey(guild))
                .fetch_optional(c)
                .await?
        });
        Ok(v.and_then(|(ch,)| ch))
    }

    /// Posts the guild's puzzle of the day in `channel` from now on
    /// (`None`: no more).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_daily_puzzle_channel(
        &mut self,
        guild: Option<GuildId>,
        channel: Option<ChannelId>,
    ) -> Result<()> {
        self.upsert(
            upsert!("guild_settings", "guild_id", "daily_puzzle_channel"),
            GuildKey(guild),
            channel,
        )
        .await
    }

    /// The guilds whose puzzle of `day` is due in their channel (not
    /// posted yet that day).
    ///
    /// # Errors
    /// A database failure.
    pub async fn daily_puzzles_due(
        &mut self,
        day: i64,
    ) -> Result<Vec<(Option<GuildId>, ChannelId)>> {
        let rows: Vec<(GuildKey, ChannelId)> = on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT guild_id, daily_puzzle_channel FROM guild_settings
                 WHERE daily_puzzle_channel IS NOT NULL AND daily_puzzle_day < $1
                 ORDER BY guild_id",
            )
            .bind(day)
            .fetch_all(c)
            .await?
        });
        Ok(rows.into_iter().map(|(g, ch)| (g.0, ch)).collect())
    }

    /// Takes the post of the guild's puzzle of `day` for this transaction:
    /// true once per guild and day, whichever process asks first.
    ///
    /// # Errors
    /// A database failure.
    pub async fn take_daily_puzzle_post(
        &mut self,
        guild: Option<GuildId>,
        day: i64,
    ) -> Result<bool> {
        let n = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE guild_settings SET daily_puzzle_day = $2
                 WHERE guild_id = $1 AND daily_puzzle_day < $2
                   AND daily_puzzle_channel IS NOT NULL",
            )
            .bind(GuildKey(guild))
            .bind(day)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(n == 1)
    }
}
