//! Answering within Discord's three seconds. An interaction must be
//! acknowledged within 3 s of being sent, or Discord refuses the answer
//! ("Unknown interaction") and the user sees a failure. So every service
//! call races a short limit ([`Config::defer_after`](super::Config), 1.5 s
//! by default): whatever is not done by then is deferred at once (slash
//! commands: "thinking…"; buttons: a deferred update) and completed by
//! editing the response or by a follow-up, which the interaction's token
//! allows for 15 minutes.
//!
//! The computer's answer to a move is a follow-up of its own, posted after
//! the move's reply (a new message, so its mention pings the human); if that
//! fails, a plain message in the channel. A game that moved to a thread of
//! its own gets the answer as a message in the thread (a follow-up would
//! land in the channel). Either way the game is already
//! stored: `/lyngk board` shows it even if no message gets through.

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::Builder;

use super::locale::GuildLocales;
use super::reply::{ephemeral_followup, followup, message};
use crate::i18n::{Lang, Msg};
use crate::service::{ComputerDue, Service};

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

/// Asks the service for the computer's answer that `due` announced and
/// posts it as a follow-up of the interaction `token` (from channel
/// `origin`), in `lang`; in the game's channel instead when the game is
/// elsewhere (moved to its thread). Then the turn reminder it makes due, if
/// any.
pub(super) async fn post_computer_answer(
    ctx: &serenity::Context,
    service: &Service,
    locales: &GuildLocales,
    (origin, token): (serenity::ChannelId, &str),
    due: ComputerDue,
    lang: Lang,
) {
    let channel = serenity::ChannelId::new(due.channel);
    let elsewhere = channel != origin;
    let (guild, game) = (due.guild, due.game);
    let mut answer = match service.computer_turn(due).await {
        Ok(Some(answer)) => answer,
        // Nothing to answer any more (a resignation came first).
        Ok(None) => return,
        Err(e) => {
            tracing::error!(guild, %channel, game, "the computer's answer failed: {e}");
            let apology = ephemeral_followup(&Msg::new("apology"), lang);
            if let Err(e) = apology.execute(ctx, (None, token)).await {
                tracing::error!(
                    guild,
                    %channel,
                    game,
                    "could not apologise for the computer's answer: {e}"
                );
            }
            return;
        }
    };
    let reminders = std::mem::take(&mut answer.reminders);
    let sent = if elsewhere {
        Err(None)
    } else {
        followup(answer.clone(), lang)
            .execute(ctx, (None, token))
            .await
            .map_err(Some)
    };
    if let Err(e) = sent {
        if let Some(e) = e {
            tracing::warn!(
                guild,
                %channel,
                game,
                "the computer's answer as a follow-up failed ({e}); posting it in the channel"
            );
        }
        if let Err(e) = channel.send_message(ctx, message(answer, lang)).await {
            tracing::error!(
                guild,
                %channel,
                game,
                "the computer's answer could not be posted: {e}; /lyngk board shows it"
            );
        }
    }
    super::dm::send(&ctx.http, &ctx.cache, locales, reminders).await;
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
