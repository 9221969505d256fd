//! Answering a command within Discord's three seconds. An interaction must
//! be acknowledged within 3 s of being sent, or Discord refuses the answer
//! ("Unknown interaction") and the user sees a failure. So every service
//! call races a short limit ([`Config::defer_after`](super::Config), 1.5 s
//! by default): whatever is not done by then is deferred at once
//! ("thinking…") and completed by editing the response or by a follow-up,
//! which the interaction's token allows for 15 minutes.
//!
//! One path for every command ([`act`]): the service call races the limit;
//! an answer that needs REST calls before it is posted (a game's thread) is
//! deferred before them, whatever the time left, since Discord may be slow;
//! the answer is posted; then the executor ([`super::effects`]) carries out
//! the rest. All of it runs in the interaction's span.
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
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::Instrument;

use super::actor::{GUILD_ONLY, actor, command_span, lang};
use super::effects::Executor;
use super::health::Noted;
use super::reply::{create_reply, edit_response, ephemeral_text};
use super::tally::Tally;
use super::{Context, Error};
use crate::service::{Actor, Reply, Service, ServiceError};

/// Runs `work` for at most `limit`: its output, or the unfinished work
/// (still running when polled again) once the limit has passed. A zero
/// limit hands the work back unstarted.
pub(super) async fn within<F: Future>(limit: Duration, work: F) -> Result<F::Output, Pin<Box<F>>> {
    let mut work = Box::pin(work);
    if limit.is_zero() {
        return Err(work);
    }
    tokio::select! {
        out = &mut work => Ok(out),
        () = tokio::time::sleep(limit) => Err(work),
    }
}

/// When to defer an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Defer {
    /// Only if the service has not answered within `defer_after`.
    IfSlow,
    /// At once: the work is known to be slow (a replay, an analysis).
    AtOnce,
}

/// Runs one service call for the acting user and answers with its outcome,
/// deferred only if it is slow.
pub(super) async fn act<F, Fut>(ctx: Context<'_>, call: F) -> Result<(), Error>
where
    F: FnOnce(Arc<Service>, Actor) -> Fut,
    Fut: Future<Output = Result<Reply, ServiceError>>,
{
    act_with(ctx, Defer::IfSlow, call).await
}

/// Runs one service call and answers with its outcome within Discord's
/// limit: directly if the call (and a thread for the game it starts) is done
/// in time, otherwise deferred and then completed; then the executor
/// carries out what must follow the answer.
pub(super) async fn act_with<F, Fut>(ctx: Context<'_>, defer: Defer, call: F) -> Result<(), Error>
where
    F: FnOnce(Arc<Service>, Actor) -> Fut,
    Fut: Future<Output = Result<Reply, ServiceError>>,
{
    let Some(actor) = actor(ctx) else {
        ctx.send(ephemeral_text(&GUILD_ONLY, lang(ctx))).await?;
        return Ok(());
    };
    let span = command_span(ctx);
    answer(ctx, defer, actor, call).instrument(span).await
}

async fn answer<F, Fut>(ctx: Context<'_>, defer: Defer, actor: Actor, call: F) -> Result<(), Error>
where
    F: FnOnce(Arc<Service>, Actor) -> Fut,
    Fut: Future<Output = Result<Reply, ServiceError>>,
{
    let service = Arc::clone(&ctx.data().service);
    let tally = Tally::new(service.metrics(), ctx.command().qualified_name.as_ref());
    let serenity_ctx = ctx.serenity_context();
    let mut executor = Executor::new(
        &serenity_ctx.http,
        &serenity_ctx.cache,
        &service,
        &ctx.data().guild_locales,
        lang(ctx),
        ctx.channel_id(),
    );
    executor.guild = ctx.guild_id();
    if let poise::Context::Application(app) = ctx {
        executor.partial = app.interaction.channel.as_ref();
        executor.token = Some(&app.interaction.token);
    }
    let started = call(Arc::clone(&service), actor);
    let limit = match defer {
        Defer::IfSlow => ctx.data().defer_after,
        Defer::AtOnce => Duration::ZERO,
    };
    // A deferral Discord fails does not stop the work: what it stores is
    // announced all the same (the answer finds another way, below).
    let (outcome, mut deferred) = match within(limit, started).await {
        Ok(done) => (done, false),
        Err(rest) => {
            // Failed: logged and counted; the answer finds another way.
            let _ = tally.respond("deferring the answer", || ctx.defer()).await;
            (rest.await, true)
        }
    };
    // REST work before the post (a game's thread): acknowledge first.
    let outcome = match outcome {
        Ok(reply) => {
            if !deferred && Executor::works_before_post(&reply) {
                let _ = tally.respond("deferring the answer", || ctx.defer()).await;
                deferred = true;
            }
            Ok(executor.prepare(reply).await.reply)
        }
        Err(error) => Err(error),
    };
    let need = executor.need_message();
    let shown = Tally::outcome_of(&outcome);
    let posted = if deferred {
        complete(ctx, &executor, &tally, outcome, need).await
    } else {
        respond(ctx, &executor, &tally, outcome, need).await
    };
    tally.answered(shown, deferred);
    // What follows the answer does not depend on its post.
    executor.posted(posted);
    executor.finish().await;
    Ok(())
}

/// Logs a bug (a user's mistake is not one).
fn log_failure(error: &ServiceError) {
    if !error.is_user() {
        tracing::error!("failed: {error}");
    }
}

/// Sends a service outcome in the interaction's response: the reply, a
/// user's mistake ephemerally with its reason, or (for a bug) a logged error
/// and a short apology. A public reply announces what was done, so it must
/// be seen: when the response fails, and Discord did not show it all the
/// same, it goes as a follow-up or in the channel
/// ([`Executor::post_must_see`]). Returns the id of the message posted when
/// `need_message` (or when it went another way).
async fn respond(
    ctx: Context<'_>,
    executor: &Executor<'_>,
    tally: &Tally<'_>,
    outcome: Result<Reply, ServiceError>,
    need_message: bool,
) -> Option<serenity::MessageId> {
    let lang = lang(ctx);
    let (answer, must_see) = match outcome {
        Ok(reply) => {
            let must_see = (!reply.ephemeral).then(|| reply.clone());
            (create_reply(reply, lang), must_see)
        }
        Err(error) => {
            log_failure(&error);
            (ephemeral_text(&error.user_message(), lang), None)
        }
    };
    let sent = tally
        .respond("the answer", || ctx.send(answer.clone()))
        .await;
    let handle = match sent {
        Ok(handle) => handle,
        Err(e) => {
            let reply = must_see?;
            return executor.after_failed_response(reply, &e).await;
        }
    };
    if !need_message {
        return None;
    }
    // The answer is out: a failed look-up only costs the later disabling
    // of its buttons (a stale click is refused anyway).
    match handle.message().await.noted(ctx.data().service.metrics()) {
        Ok(message) => Some(message.id),
        Err(e) => {
            tracing::error!("reading a challenge's message failed: {e}");
            None
        }
    }
}

/// Completes a deferred answer: the "thinking…" response becomes the reply
/// (an edit, retried as the executor retries; when it still fails, the
/// reply goes as a follow-up or in the channel: [`Executor::post_must_see`]);
/// an answer only the caller may see (a mistake) replaces it as an
/// ephemeral follow-up, since a deferred public response can't turn
/// private. Returns the id of the message posted.
async fn complete(
    ctx: Context<'_>,
    executor: &Executor<'_>,
    tally: &Tally<'_>,
    outcome: Result<Reply, ServiceError>,
    need_message: bool,
) -> Option<serenity::MessageId> {
    let poise::Context::Application(app) = ctx else {
        return respond(ctx, executor, tally, outcome, need_message).await;
    };
    match outcome {
        Ok(reply) if !reply.ephemeral => {
            let lang = lang(ctx);
            let edited = executor
                .retried("the deferred answer", || {
                    app.interaction
                        .edit_response(ctx.serenity_context(), edit_response(reply.clone(), lang))
                })
                .await;
            match edited {
                Ok(message) => Some(message.id),
                Err(e) => {
                    // Each try is counted by the executor.
                    tally.failed("the deferred answer", &e);
                    executor.answer_elsewhere(reply, &e).await
                }
            }
        }
        outcome => {
            let deleted = app
                .interaction
                .delete_response(ctx.serenity_context())
                .await;
            tally.step("removing the deferred response", deleted);
            // After the deferral, poise sends this as a follow-up.
            respond(ctx, executor, tally, outcome, need_message).await
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn quick_work_is_done_within_the_limit() {
        assert_eq!(
            within(Duration::from_secs(10), async { 7 }).await.ok(),
            Some(7)
        );
    }

    #[tokio::test]
    async fn slow_work_is_handed_back_unfinished_and_still_completes() {
        let (tx, rx) = tokio::sync::oneshot::channel::<u8>();
        let Err(rest) = within(Duration::from_millis(1), async { rx.await.unwrap() }).await else {
            panic!("the work can't finish before it is told to");
        };
        tx.send(9).unwrap();
        assert_eq!(rest.await, 9);
    }
}
