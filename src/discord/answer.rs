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

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tracing::Instrument;

use super::actor::{GUILD_ONLY, actor, command_span, lang};
use super::effects::Executor;
use super::health::{Noted, Tally};
use super::reply::{create_reply, edit_response, ephemeral_text};
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
    let (outcome, mut deferred) = match within(limit, started).await {
        Ok(done) => (done, false),
        Err(rest) => {
            tally.check(ctx.defer().await)?;
            (rest.await, true)
        }
    };
    // REST work before the post (a game's thread): acknowledge first.
    let outcome = match outcome {
        Ok(reply) => {
            if !deferred && Executor::works_before_post(&reply) {
                tally.check(ctx.defer().await)?;
                deferred = true;
            }
            Ok(executor.prepare(reply).await.reply)
        }
        Err(error) => Err(error),
    };
    let need = executor.need_message();
    let shown = Tally::outcome_of(&outcome);
    let posted = if deferred {
        tally.check(complete(ctx, outcome, need).await)?
    } else {
        tally.check(respond(ctx, outcome, need).await)?
    };
    tally.answered(shown, deferred);
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

/// Sends a service outcome: the reply, a user's mistake ephemerally with its
/// reason, or (for a bug) a logged error and a short apology. Returns the
/// id of the message posted when `need_message`.
async fn respond(
    ctx: Context<'_>,
    outcome: Result<Reply, ServiceError>,
    need_message: bool,
) -> Result<Option<serenity::MessageId>, Error> {
    let lang = lang(ctx);
    let reply = match outcome {
        Ok(reply) => create_reply(reply, lang),
        Err(error) => {
            log_failure(&error);
            ephemeral_text(&error.user_message(), lang)
        }
    };
    let handle = ctx.send(reply).await?;
    if !need_message {
        return Ok(None);
    }
    // The answer is out: a failed look-up only costs the later disabling
    // of its buttons (a stale click is refused anyway).
    match handle.message().await.noted(ctx.data().service.metrics()) {
        Ok(message) => Ok(Some(message.id)),
        Err(e) => {
            tracing::error!("reading a challenge's message failed: {e}");
            Ok(None)
        }
    }
}

/// Completes a deferred answer: the "thinking…" response becomes the reply;
/// an answer only the caller may see (a mistake) replaces it as an ephemeral
/// follow-up, since a deferred public response can't turn private. Returns
/// the id of the message posted when `need_message`.
async fn complete(
    ctx: Context<'_>,
    outcome: Result<Reply, ServiceError>,
    need_message: bool,
) -> Result<Option<serenity::MessageId>, Error> {
    let poise::Context::Application(app) = ctx else {
        return respond(ctx, outcome, need_message).await;
    };
    match outcome {
        Ok(reply) if !reply.ephemeral => {
            let message = app
                .interaction
                .edit_response(ctx.serenity_context(), edit_response(reply, lang(ctx)))
                .await?;
            Ok(need_message.then_some(message.id))
        }
        outcome => {
            app.interaction
                .delete_response(ctx.serenity_context())
                .await?;
            // After the deferral, poise sends this as a follow-up.
            respond(ctx, outcome, need_message).await
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
