//! A guild's settings and a member's own: games in threads, takebacks, the
//! turn time limit, turn reminders.
//!
//! Games in threads: a game agreed in a channel starts in a new public
//! thread of that channel, unless the guild turned that off. The service
//! stores the game in the channel as always; the front end makes the thread
//! afterwards (a network call, outside any transaction) and moves the game
//! there with [`Settings::move_to_thread`](crate::service::Settings::move_to_thread). If the thread can't be made, the
//! game simply stays in the channel.

use crate::ids::{ChannelId, GameId, GuildId};
use std::time::Duration;

use crate::service::common::{DEFAULT_TURN_LIMIT, MAX_TURN_LIMIT, MIN_TURN_LIMIT, Res, user_err};
use crate::service::context::Context;
use crate::service::errors::ServiceError;
use crate::service::reply::Reply;
use crate::service::text;
use crate::service::types::Actor;

/// The guild's settings (admins) and a member's own.
#[derive(Clone, Copy)]
pub struct Settings<'a> {
    cx: &'a Context,
}

impl<'a> Settings<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

impl Settings<'_> {
    /// Turns games in threads on or off for the guild (admins only).
    ///
    /// # Errors
    /// A user error for non-admins; internal errors.
    pub async fn set_threads(&self, a: Actor, on: bool) -> Res {
        if !a.admin {
            return user_err(text::threads_admins_only());
        }
        let mut tx = self.cx.db.begin().await?;
        tx.set_threads(a.guild, on).await?;
        tx.commit().await?;
        Ok(Reply::text(text::threads_set(on)))
    }

    /// Whether the guild's new games start in threads of their own.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn threads(&self, guild: Option<GuildId>) -> Result<bool, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let on = tx.threads(guild).await?;
        tx.commit().await?;
        Ok(on)
    }

    /// Moves game `game`, just started, to `thread` (made for it). `false`
    /// when the game is no longer active (it stays where it ended).
    ///
    /// # Errors
    /// Internal errors.
    pub async fn move_to_thread(
        &self,
        game: GameId,
        thread: ChannelId,
    ) -> Result<bool, ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let moved = tx.move_game(game, thread).await?;
        tx.commit().await?;
        if moved {
            tracing::info!(
                game = game.get(),
                thread = thread.get(),
                "game moved to its thread"
            );
        }
        Ok(moved)
    }
}

impl Settings<'_> {
    /// The guild's settings: the turn limit (and whether it is the
    /// default), games in threads, takebacks in rated games. Shown only to
    /// the caller; anyone who sees the command may look.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn show(&self, a: Actor) -> Res {
        let mut tx = self.cx.db.read().await?;
        let limit = tx.turn_limit(a.guild).await?;
        let threads = tx.threads(a.guild).await?;
        let takebacks = tx.takebacks(a.guild).await?;
        let daily = tx.daily_puzzle_channel(a.guild).await?;
        tx.commit().await?;
        let shown = limit.unwrap_or(DEFAULT_TURN_LIMIT);
        let mut lines = text::settings(shown, limit.is_none(), threads, takebacks);
        lines.push(text::settings_daily_puzzle(daily));
        Ok(Reply::ephemeral(lines))
    }

    /// Posts the server's puzzle of the day in the caller's channel every
    /// day (the clock posts it at the first tick after 00:00 UTC), or no
    /// more (admins only).
    ///
    /// # Errors
    /// A user error for non-admins; internal errors.
    pub async fn set_daily_puzzle(&self, a: Actor, on: bool) -> Res {
        if !a.admin {
            return user_err(text::admins_only());
        }
        let mut tx = self.cx.db.begin().await?;
        let before = tx.daily_puzzle_channel(a.guild).await?;
        let channel = if on {
            Some(a.channel)
        } else {
            // Off only where it is posted: from another channel it says
            // where, and changes nothing.
            match before {
                Some(ch) if ch != a.channel => {
                    tx.commit().await?;
                    return user_err(text::daily_puzzle_elsewhere(ch));
                }
                _ => None,
            }
        };
        tx.set_daily_puzzle_channel(a.guild, channel).await?;
        tx.commit().await?;
        Ok(Reply::text(text::daily_puzzle_set(channel)))
    }

    /// Allows or refuses takebacks in the guild's rated games (admins
    /// only).
    ///
    /// # Errors
    /// A user error for non-admins; internal errors.
    pub async fn set_takebacks(&self, a: Actor, on: bool) -> Res {
        if !a.admin {
            return user_err(text::admins_only());
        }
        let mut tx = self.cx.db.begin().await?;
        tx.set_takebacks(a.guild, on).await?;
        tx.commit().await?;
        Ok(Reply::text(text::takebacks_set(on)))
    }

    /// Turns the caller's turn reminders on or off (for every server).
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn set_notify(&self, a: Actor, on: bool) -> Res {
        let mut tx = self.cx.db.begin().await?;
        tx.set_notify(a.user, on).await?;
        tx.commit().await?;
        Ok(Reply {
            text: text::notify_set(on).into(),
            ephemeral: true,
            ..Reply::default()
        })
    }

    /// Sets the guild's turn time limit (admins only), for turns that start
    /// from now on.
    ///
    /// # Errors
    /// A user error for non-admins or a limit out of range.
    pub async fn set_turn_limit(&self, a: Actor, limit: Duration) -> Res {
        if !a.admin {
            return user_err(text::admins_only());
        }
        if limit < MIN_TURN_LIMIT || limit > MAX_TURN_LIMIT {
            return user_err(text::turn_limit_out_of_range(
                MIN_TURN_LIMIT,
                MAX_TURN_LIMIT,
            ));
        }
        let mut tx = self.cx.db.begin().await?;
        tx.set_turn_limit(a.guild, limit).await?;
        tx.commit().await?;
        Ok(Reply::text(text::turn_limit_set(limit)))
    }
}

/// Where the front end registered its commands as a server's own, so that
/// a later start registering them elsewhere removes those copies.
impl Settings<'_> {
    /// The servers whose copies of the commands are remembered.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn command_guilds(&self) -> Result<Vec<GuildId>, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let guilds = tx.command_guilds().await?;
        tx.commit().await?;
        Ok(guilds)
    }

    /// Remembers that the commands were registered in `guild`.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn remember_command_guild(&self, guild: GuildId) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        tx.remember_command_guild(guild).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Forgets `guild`: its copies of the commands are gone.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn forget_command_guild(&self, guild: GuildId) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        tx.forget_command_guild(guild).await?;
        tx.commit().await?;
        Ok(())
    }
}
