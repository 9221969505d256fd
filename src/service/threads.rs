//! Games in threads: a game agreed in a channel starts in a new public
//! thread of that channel, unless the guild turned that off. The service
//! stores the game in the channel as always; the front end makes the thread
//! afterwards (a network call, outside any transaction) and moves the game
//! there with [`Service::move_to_thread`]. If the thread can't be made, the
//! game simply stays in the channel.

use super::{Actor, DEFAULT_TURN_LIMIT, Reply, Res, Service, ServiceError, ms_of, text, user_err};

impl Service {
    /// Turns games in threads on or off for the guild (admins only).
    ///
    /// # Errors
    /// A user error for non-admins; internal errors.
    pub async fn set_threads(&self, a: Actor, on: bool) -> Res {
        if !a.admin {
            return user_err(text::threads_admins_only());
        }
        let mut tx = self.db.begin().await?;
        tx.set_threads(a.guild, on).await?;
        tx.commit().await?;
        Ok(Reply::text(text::threads_set(on)))
    }

    /// Whether the guild's new games start in threads of their own.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn threads(&self, guild: u64) -> Result<bool, ServiceError> {
        let mut tx = self.db.read().await?;
        let on = tx.threads(guild).await?;
        tx.commit().await?;
        Ok(on)
    }

    /// Moves game `game`, just started, to `thread` (made for it). `false`
    /// when the game is no longer active (it stays where it ended).
    ///
    /// # Errors
    /// Internal errors.
    pub async fn move_to_thread(&self, game: i64, thread: u64) -> Result<bool, ServiceError> {
        let mut tx = self.db.begin().await?;
        let moved = tx.move_game(game, thread).await?;
        tx.commit().await?;
        if moved {
            tracing::info!(game, thread, "game moved to its thread");
        }
        Ok(moved)
    }
}

impl Service {
    /// The guild's settings: the turn limit (and whether it is the
    /// default), games in threads, takebacks in rated games. Shown only to
    /// the caller; anyone who sees the command may look.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn settings(&self, a: Actor) -> Res {
        let mut tx = self.db.read().await?;
        let limit = tx.turn_limit(a.guild).await?;
        let threads = tx.threads(a.guild).await?;
        let takebacks = tx.takebacks(a.guild).await?;
        tx.commit().await?;
        let limit_ms = limit.unwrap_or_else(|| ms_of(DEFAULT_TURN_LIMIT));
        Ok(Reply::ephemeral(text::settings(
            limit_ms,
            limit.is_none(),
            threads,
            takebacks,
        )))
    }
}
