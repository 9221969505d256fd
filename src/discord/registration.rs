//! Where the slash commands are registered: globally, or as the commands of
//! one server (`DISCORD_GUILD_ID`, for trying the bot out), and what happens
//! when that server can't take them yet.
//!
//! A server's commands can only be written while the bot is in it: before
//! it is invited (or with a wrong id) Discord answers 403 *Missing Access*
//! (50001) or 404 *Unknown Guild* (10004). The bot then keeps running, says
//! why in one log line with its invite link, and registers the commands when
//! the server's `GUILD_CREATE` arrives (the bot joined it).
//!
//! Discord keeps a server's commands until the application replaces them,
//! and a command registered both globally and in a server shows twice
//! there. So each server where the commands were registered is remembered
//! in the database, and a start that registers them elsewhere (globally, or
//! in another server) empties that server's list in the background and
//! forgets it. A 4xx answer to that is final (logged once, forgotten); a
//! 5xx, a 429 or no answer is tried again later, with a growing wait.
//!
//! The network calls of a `GUILD_CREATE` run in a task of their own, so the
//! gateway's events are never held up by them. This module talks to Discord
//! and to the service's settings; it must not reach into commands or
//! answers.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::http::HttpError;
use serenity::{CreateCommand, GuildId, Http};

use super::invite;
use crate::discord::logged::logged;
use crate::service::Service;

/// Discord's JSON error code for a request about a server the bot may not
/// see: it is not in it (or, for an old invite, lacks `applications.commands`).
const MISSING_ACCESS: isize = 50001;
/// Discord's JSON error code for a server id it knows of no server by.
const UNKNOWN_GUILD: isize = 10004;

/// The first wait before removing a server's old commands again after a
/// transient failure; each failure doubles it, up to [`LONGEST_RETRY`].
const FIRST_RETRY: Duration = Duration::from_millis(500);
const LONGEST_RETRY: Duration = Duration::from_secs(600);

/// The registration of this process: where the commands go, and whether it
/// waits for that server's `GUILD_CREATE`.
pub(super) struct Registration {
    guild: Option<GuildId>,
    /// The application, whose invite link the log lines give.
    application: serenity::ApplicationId,
    /// Set while the server of `DISCORD_GUILD_ID` refused the commands
    /// because the bot is not in it: its `GUILD_CREATE` registers them.
    waiting: AtomicBool,
    service: Arc<Service>,
}

/// What Discord's refusal of a server's commands says about the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    /// 50001: the bot is not in the server, or (when it is) was invited
    /// without the `applications.commands` scope.
    MissingAccess,
    /// 10004: no server by that id (or none the bot may know of).
    UnknownGuild,
}

impl Registration {
    pub(super) fn new(
        guild: Option<GuildId>,
        application: serenity::ApplicationId,
        service: Arc<Service>,
    ) -> Self {
        Self {
            guild,
            application,
            waiting: AtomicBool::new(false),
            service,
        }
    }

    /// Registers the commands at the first READY. A server that can't take
    /// them yet is no failure: the reason is logged and the bot waits for
    /// it. Then, in the background, the copies in servers registered earlier
    /// are removed.
    ///
    /// # Errors
    /// Any other refusal or failure of the registration, as before.
    pub(super) async fn at_ready(
        &self,
        http: &Arc<Http>,
        ready: &serenity::Ready,
        commands: Vec<CreateCommand>,
    ) -> Result<(), serenity::Error> {
        let Some(guild) = self.guild else {
            serenity::Command::set_global_commands(http, commands).await?;
            tracing::info!("commands registered globally");
            self.remove_old_copies(http);
            return Ok(());
        };
        match guild.set_commands(http, commands).await {
            Ok(_) => {
                self.registered_in(http, guild).await;
                Ok(())
            }
            Err(e) => {
                let Some(refusal) = refusal(&e) else {
                    return Err(e);
                };
                // READY lists the servers of its shard the bot is in: one
                // of them refusing Missing Access lacks the scope, and no
                // GUILD_CREATE will change that.
                let member = shard_of(guild, ready) && ready.guilds.iter().any(|g| g.id == guild);
                let application = self.application;
                if member && refusal == Refusal::MissingAccess {
                    log_missing_scope(guild, application);
                } else {
                    self.waiting.store(true, Ordering::SeqCst);
                    log_not_in_server(guild, refusal, application, ready.user.id);
                }
                Ok(())
            }
        }
    }

    /// A server became available: when it is the one the commands wait for,
    /// registers them there in a task of its own.
    pub(super) fn guild_created(
        self: &Arc<Self>,
        http: &Arc<Http>,
        guild: GuildId,
        commands: impl FnOnce() -> Vec<CreateCommand>,
    ) {
        if self.guild != Some(guild) || !self.waiting.swap(false, Ordering::SeqCst) {
            return;
        }
        let this = Arc::clone(self);
        let http = Arc::clone(http);
        let commands = commands();
        tokio::spawn(async move {
            match guild.set_commands(&http, commands).await {
                Ok(_) => this.registered_in(&http, guild).await,
                // In the server and still refused: the invite lacked the scope.
                Err(e) if refusal(&e) == Some(Refusal::MissingAccess) => {
                    log_missing_scope(guild, this.application);
                }
                Err(e) => {
                    // Tried again at the server's next GUILD_CREATE (the next
                    // session), or at the next start.
                    this.waiting.store(true, Ordering::SeqCst);
                    tracing::error!(
                        "registering the commands in server {guild} failed: {e}",
                        e = logged(&e)
                    );
                }
            }
        });
    }

    /// The commands are in `guild`: remembered there, removed elsewhere.
    async fn registered_in(&self, http: &Arc<Http>, guild: GuildId) {
        tracing::info!("commands registered in server {guild}");
        if let Err(e) = self
            .service
            .settings()
            .remember_command_guild(guild.into())
            .await
        {
            tracing::error!(
                "could not remember that the commands are registered in server {guild}: {e}",
                e = logged(&e)
            );
        }
        self.remove_old_copies(http);
    }

    /// Empties, in the background, the command lists of the servers
    /// registered earlier other than this one's, and forgets them.
    fn remove_old_copies(&self, http: &Arc<Http>) {
        let http = Arc::clone(http);
        let service = Arc::clone(&self.service);
        let keep = self.guild;
        tokio::spawn(async move {
            let guilds = match service.settings().command_guilds().await {
                Ok(guilds) => guilds,
                Err(e) => {
                    tracing::error!(
                        "could not read where the commands were registered: {e}",
                        e = logged(&e)
                    );
                    return;
                }
            };
            for guild in guilds.into_iter().map(GuildId::from) {
                if Some(guild) != keep {
                    remove_copies(&http, &service, guild).await;
                }
            }
        });
    }
}

/// Empties `guild`'s command list, waiting and trying again while the
/// failure is transient, then forgets the server.
async fn remove_copies(http: &Http, service: &Service, guild: GuildId) {
    let mut wait = FIRST_RETRY;
    let mut told = false;
    loop {
        match guild.set_commands(http, Vec::new()).await {
            Ok(_) => {
                tracing::info!("removed the commands registered earlier in server {guild}");
                break;
            }
            Err(e) if is_final(&e) => {
                tracing::warn!(
                    "could not remove the commands registered earlier in server {guild} ({e}); \
                     if they still show twice there, remove the bot from that server and invite it again",
                    e = logged(&e)
                );
                break;
            }
            Err(e) => {
                if !told {
                    tracing::warn!(
                        "removing the commands registered earlier in server {guild} failed ({e}); trying again",
                        e = logged(&e)
                    );
                    told = true;
                }
                tokio::time::sleep(wait).await;
                wait = (wait * 2).min(LONGEST_RETRY);
            }
        }
    }
    if let Err(e) = service.settings().forget_command_guild(guild.into()).await {
        tracing::error!(
            "could not forget server {guild}'s commands: {e}",
            e = logged(&e)
        );
    }
}

/// Discord's answer when it refused `guild`'s commands for a reason the
/// server's `GUILD_CREATE` may lift.
fn refusal(e: &serenity::Error) -> Option<Refusal> {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => match r.error.code {
            MISSING_ACCESS => Some(Refusal::MissingAccess),
            UNKNOWN_GUILD => Some(Refusal::UnknownGuild),
            _ => None,
        },
        _ => None,
    }
}

/// A 4xx other than 429: asking again gets the same answer.
fn is_final(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.is_client_error() && r.status_code.as_u16() != 429
        }
        _ => false,
    }
}

/// Whether `ready`'s shard is the one Discord sends `guild`'s events to
/// (`(id >> 22) % count`), so that its list of servers tells about it.
fn shard_of(guild: GuildId, ready: &serenity::Ready) -> bool {
    ready.shard.is_none_or(|shard| {
        shard.total == 0 || (guild.get() >> 22) % u64::from(shard.total) == u64::from(shard.id.0)
    })
}

fn log_not_in_server(
    guild: GuildId,
    refusal: Refusal,
    application: serenity::ApplicationId,
    user: serenity::UserId,
) {
    let own = guild.get() == application.get() || guild.get() == user.get();
    if own || refusal == Refusal::UnknownGuild {
        let why = if own {
            "is this bot's own id (the application's), not a server's".to_owned()
        } else {
            "names no server Discord knows (404 Unknown Guild)".to_owned()
        };
        tracing::warn!(
            "DISCORD_GUILD_ID={guild} {why}: a wrong id. Set it to your server's id \
             (Developer Mode on, right-click the server, Copy Server ID), or unset it to \
             register the commands globally. The bot keeps running and registers them in \
             server {guild} if it ever joins it: {}",
            invite::link(application)
        );
    } else {
        tracing::warn!(
            "the bot is not in server {guild} (DISCORD_GUILD_ID) yet, so Discord refuses its \
             commands there (403 Missing Access). Invite it with {}; the commands are \
             registered as soon as it joins. (A wrong id gives the same answer: check it, or \
             unset DISCORD_GUILD_ID to register globally.)",
            invite::link_to(application, guild)
        );
    }
}

fn log_missing_scope(guild: GuildId, application: serenity::ApplicationId) {
    tracing::warn!(
        "the bot is in server {guild} (DISCORD_GUILD_ID) but Discord refuses its commands there \
         (403 Missing Access): it was invited without the applications.commands scope. Invite it \
         again with {} (it stays in the server), then restart the bot",
        invite::link_to(application, guild)
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ready(shard: Option<(u16, u32)>) -> serenity::Ready {
        let mut json = serde_json::json!({
            "v": 10,
            "user": {"id": "1", "username": "LYNGK", "discriminator": "0", "bot": true,
                     "avatar": null, "verified": true, "mfa_enabled": false, "flags": 0},
            "guilds": [],
            "session_id": "s",
            "resume_gateway_url": "ws://127.0.0.1:1",
            "application": {"id": "1", "flags": 0},
        });
        if let Some((id, total)) = shard {
            json["shard"] = serde_json::json!([id, total]);
        }
        serde_json::from_value(json).expect("a READY")
    }

    #[test]
    fn a_ready_tells_about_the_servers_of_its_own_shard_only() {
        let guild = GuildId::new((7 << 22) + 5);
        assert!(shard_of(guild, &ready(None)));
        assert!(shard_of(guild, &ready(Some((0, 1)))));
        assert!(shard_of(guild, &ready(Some((3, 4)))));
        assert!(!shard_of(guild, &ready(Some((2, 4)))));
    }
}
