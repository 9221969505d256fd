//! Answering a command within Discord's three seconds. An interaction must
//! be acknowledged within 3 s of being sent, or Discord refuses the answer
//! ("Unknown interaction") and the user sees a failure. So every service
//! call races a short limit ([`Config::defer_after`](crate::discord::Config), 1.5 s
//! by default): whatever is not done by then is deferred at once
//! ("thinking…") and completed by editing the response or by a follow-up,
//! which the interaction's token allows for 15 minutes.
//!
//! One path for every command ([`act`]), through the pipeline every answer
//! takes ([`super::pipeline`]); this module is a command's route through
//! it: the deferral ("thinking…"), the answer as the interaction's
//! response or the deferred response's edit, a mistake only the caller
//! sees. All of it runs in the interaction's span.
//!
//! A public answer announces what was done (a turn, a resignation, a game
//! that starts), so it must be seen. A response Discord fails is looked up
//! (Discord may have shown it all the same) and otherwise posted as a
//! follow-up or in the channel; a deferred answer's edit is retried first
//! ([`Executor::post_must_see`]). The response itself can't be tried again
//! (it must come within the 3 s): the player then sees Discord's
//! "The application did not respond", and the answer a moment later. A
//! step Discord fails never stops what follows the answer
//! ([`Executor::finish`]: the computer's answer, reminders, a tournament's
//! progress); it is logged in the interaction's span and counted
//! ([`super::tally`]).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::Instrument;

use super::effects::{Asked, Executor, Reach, Spot};
use super::pipeline::{self, Route, Work};
use super::reply::{Allowed, create_reply, edit_response, ephemeral_text};
use super::tally::Tally;
use crate::discord::actor::{Install, actor, command_span, lang};
use crate::discord::logged::logged;
use crate::discord::{Context, Error};
use crate::service::{Actor, Placed, Reply, Service, ServiceError};

/// When to defer an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::discord) enum Defer {
    /// Only if the service has not answered within `defer_after`.
    IfSlow,
    /// At once: the work is known to be slow (a replay, an analysis).
    AtOnce,
}

/// Runs one service call for the acting user and answers with its outcome,
/// deferred only if it is slow.
pub(in crate::discord) async fn act<F, Fut>(ctx: Context<'_>, call: F) -> Result<(), Error>
where
    F: FnOnce(Arc<Service>, Actor) -> Fut,
    Fut: Future<Output = Result<Reply, ServiceError>>,
{
    act_with(ctx, Defer::IfSlow, call).await
}

/// Runs one service call and answers with its outcome within Discord's
/// limit ([`pipeline::answer`]): directly if the call (and a thread for the
/// game it starts) is done in time, otherwise deferred and then completed;
/// then the executor carries out what must follow the answer.
pub(in crate::discord) async fn act_with<F, Fut>(
    ctx: Context<'_>,
    defer: Defer,
    call: F,
) -> Result<(), Error>
where
    F: FnOnce(Arc<Service>, Actor) -> Fut,
    Fut: Future<Output = Result<Reply, ServiceError>>,
{
    let actor = actor(ctx);
    let span = command_span(ctx);
    answer(ctx, defer, actor, call).instrument(span).await;
    Ok(())
}

async fn answer<F, Fut>(ctx: Context<'_>, defer: Defer, actor: Actor, call: F)
where
    F: FnOnce(Arc<Service>, Actor) -> Fut,
    Fut: Future<Output = Result<Reply, ServiceError>>,
{
    let data = ctx.data();
    let route = Command {
        ctx,
        defer,
        tally: Tally::new(
            data.service.metrics(),
            ctx.command().qualified_name.as_ref(),
        ),
    };
    let serenity_ctx = ctx.serenity_context();
    let reach = Reach {
        http: &serenity_ctx.http,
        cache: &serenity_ctx.cache,
        service: &data.service,
        locales: &data.guild_locales,
        pacer: &data.pacer,
    };
    let started = call(Arc::clone(&data.service), actor);
    let work = async {
        let outcome = started.await;
        let shown = Tally::outcome_of(&outcome);
        match outcome {
            Ok(reply) => Work::Place(reply, ()),
            error => Work::Done(error, shown),
        }
    };
    pipeline::answer(reach, &route, work).await;
}

/// A slash command's answer: a new message in the interaction's response,
/// or the edit of its deferred response.
struct Command<'a> {
    ctx: Context<'a>,
    defer: Defer,
    tally: Tally<'a>,
}

impl Route for Command<'_> {
    type How = ();
    /// The service's outcome: a reply, or why there is none.
    type Answer = Result<Reply, ServiceError>;

    fn spot(&self) -> Spot<'_> {
        let ctx = self.ctx;
        let interaction = match ctx {
            poise::Context::Application(app) => Some(Asked {
                token: &app.interaction.token,
                partial: app.interaction.channel.as_ref(),
                clicked: None,
                install: Install::of(
                    app.interaction.context,
                    &app.interaction.authorizing_integration_owners,
                    ctx.guild_id(),
                ),
                allowed: Allowed::of(app.interaction.app_permissions),
            }),
            poise::Context::Prefix(_) => None,
        };
        Spot {
            lang: lang(ctx),
            guild: ctx.guild_id(),
            channel: ctx.channel_id(),
            interaction,
        }
    }

    fn limit(&self) -> Option<Duration> {
        Some(match self.defer {
            Defer::IfSlow => self.ctx.data().defer_after,
            Defer::AtOnce => Duration::ZERO,
        })
    }

    fn tally(&self) -> Option<&Tally<'_>> {
        Some(&self.tally)
    }

    async fn acknowledge(&self) {
        // Failed: logged and counted; the answer finds another way.
        let _ = self
            .tally
            .respond("deferring the answer", || self.ctx.defer())
            .await;
    }

    fn placed(&self, placed: Placed, (): ()) -> Self::Answer {
        Ok(placed.reply)
    }

    async fn post(
        &self,
        outcome: Self::Answer,
        executor: &mut Executor<'_>,
        deferred: bool,
    ) -> Option<serenity::MessageId> {
        let need = executor.need_message();
        if deferred {
            self.complete(executor, outcome, need).await
        } else {
            self.respond(executor, outcome, need).await
        }
    }
}

impl Command<'_> {
    /// Sends a service outcome in the interaction's response: the reply, a
    /// user's mistake ephemerally with its reason, or (for a bug) a logged
    /// error and a short apology. A public reply announces what was done,
    /// so it must be seen: when the response fails, and Discord did not
    /// show it all the same, it goes as a follow-up or in the channel
    /// ([`Executor::post_must_see`]). Returns the id of the message posted
    /// when `need_message` (or when it went another way).
    async fn respond(
        &self,
        executor: &Executor<'_>,
        outcome: Result<Reply, ServiceError>,
        need_message: bool,
    ) -> Option<serenity::MessageId> {
        let ctx = self.ctx;
        let lang = lang(ctx);
        let (answer, must_see) = match outcome {
            Ok(reply) => {
                let reply = executor.fit(reply);
                let must_see = (!reply.ephemeral).then(|| reply.clone());
                (create_reply(reply, lang, executor.allowed()), must_see)
            }
            Err(error) => {
                log_failure(&error);
                (ephemeral_text(&error.user_message(), lang), None)
            }
        };
        pipeline::respond_or_fall_back(
            &self.tally,
            executor,
            must_see,
            need_message,
            || ctx.send(answer.clone()),
            |handle| async move { handle.message().await.map(|m| m.id) },
        )
        .await
    }

    /// Completes a deferred answer: the "thinking…" response becomes the
    /// reply (an edit, retried as the executor retries; when it still
    /// fails, the reply goes as a follow-up or in the channel:
    /// [`Executor::post_must_see`]); an answer only the caller may see (a
    /// mistake) replaces it as an ephemeral follow-up, since a deferred
    /// public response can't turn private. Returns the id of the message
    /// posted.
    async fn complete(
        &self,
        executor: &Executor<'_>,
        outcome: Result<Reply, ServiceError>,
        need_message: bool,
    ) -> Option<serenity::MessageId> {
        let ctx = self.ctx;
        let poise::Context::Application(app) = ctx else {
            return self.respond(executor, outcome, need_message).await;
        };
        if !executor.token_fresh() {
            // The work outlasted the token: its "thinking…" can't be
            // completed. A public answer goes another way
            // ([`Executor::post_must_see`]); a private one is lost.
            return match outcome {
                Ok(reply) if !reply.ephemeral => executor.post_answer(reply).await,
                _ => {
                    tracing::warn!("a private answer came after its interaction's token expired");
                    None
                }
            };
        }
        match outcome {
            Ok(reply) if !reply.ephemeral => {
                let lang = lang(ctx);
                let reply = executor.fit(reply);
                let edited = executor
                    .retried("the deferred answer", || {
                        app.interaction.edit_response(
                            ctx.serenity_context(),
                            edit_response(reply.clone(), lang, executor.allowed()),
                        )
                    })
                    .await;
                match edited {
                    Ok(message) => Some(message.id),
                    Err(e) => {
                        // Each try is counted by the executor.
                        self.tally.failed("the deferred answer", &e);
                        executor.answer_elsewhere(reply, &e).await
                    }
                }
            }
            outcome => {
                let deleted = app
                    .interaction
                    .delete_response(ctx.serenity_context())
                    .await;
                self.tally.step("removing the deferred response", deleted);
                // After the deferral, poise sends this as a follow-up.
                self.respond(executor, outcome, need_message).await
            }
        }
    }
}

/// Logs a bug (a user's mistake is not one).
fn log_failure(error: &ServiceError) {
    if !error.is_user() {
        tracing::error!("failed: {error}", error = logged(error));
    }
}
