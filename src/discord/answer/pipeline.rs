//! The one pipeline every answer goes through: a slash command's
//! ([`super::command`]), a button's or a menu's ([`super::click`]) and a
//! notice's ([`super::notice`]). In order ([`answer`]):
//!
//! 1. the executor ([`super::effects`]) is built for where the answer goes;
//! 2. the work (the service's call) races the time limit, when there is an
//!    interaction to acknowledge: whatever is not done by then is
//!    acknowledged at once ("thinking…", a deferred update) and completed
//!    afterwards, which the interaction's token allows for 15 minutes;
//! 3. a reply that needs REST calls before it is posted (a game's thread)
//!    is acknowledged first, whatever the time left, since Discord may be
//!    slow; then the executor takes its steps before the post;
//! 4. the answer is posted;
//! 5. the interaction is counted ([`super::tally`]);
//! 6. the executor carries out what follows the answer, whatever happened
//!    to its post.
//!
//! What truly differs is the [`Route`]: how the answer is acknowledged
//! and posted (a new message for a command; for a click an update of the
//! clicked message, a new message or a follow-up; a channel message for
//! the clock, which has no interaction), who may see it, and how the
//! interaction is counted.

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use poise::serenity_prelude::{self as serenity, MessageId};

use super::effects::{Executor, Reach, Spot};
use super::tally::{Noted, Tally};
use crate::discord::logged::logged;
use crate::metrics::{AnswerOutcome, Metrics};
use crate::service::{Placed, Reply};

/// Runs `work` for at most `limit`: its output, or the unfinished work
/// (still running when polled again) once the limit has passed. A zero
/// limit hands the work back unstarted.
pub(in crate::discord) async fn within<F: Future>(
    limit: Duration,
    work: F,
) -> Result<F::Output, Pin<Box<F>>> {
    let mut work = Box::pin(work);
    if limit.is_zero() {
        return Err(work);
    }
    tokio::select! {
        out = &mut work => Ok(out),
        () = tokio::time::sleep(limit) => Err(work),
    }
}

/// What the work hands the pipeline. (Its answer `A` holds a reply as
/// large as the one to place: the sizes clippy compares without `A` do
/// not differ.)
#[allow(clippy::large_enum_variant)]
pub(in crate::discord) enum Work<A, H> {
    /// The answer as it is to be posted (a refusal, a page of a list), and
    /// how the interaction ended.
    Done(A, AnswerOutcome),
    /// A reply the executor still takes its steps on before the post, and
    /// how the route shows it once they are taken.
    Place(Reply, H),
}

/// How an answer reaches Discord: what differs between a command, a click
/// and a clock's notice.
pub(in crate::discord) trait Route: Sync {
    /// How a reply the executor placed is shown.
    type How: Send;
    /// What the route posts.
    type Answer: Send;

    /// Where the answer goes, in which language, for which interaction.
    fn spot(&self) -> Spot<'_>;

    /// How long the work may run before the interaction is acknowledged;
    /// `None` when there is no interaction to acknowledge (the clock).
    fn limit(&self) -> Option<Duration>;

    /// The interaction's count (none for the clock).
    fn tally(&self) -> Option<&Tally<'_>>;

    /// Acknowledges the interaction, to answer it later. A failure is
    /// logged and counted; the answer then finds another way.
    fn acknowledge(&self) -> impl Future<Output = ()> + Send;

    /// What is posted for `placed`, a reply the executor took its steps
    /// on, shown `how`.
    fn placed(&self, placed: Placed, how: Self::How) -> Self::Answer;

    /// Posts `answer` (`deferred`: after an acknowledgement). Returns the
    /// id of the message posted when the executor needs it
    /// ([`Executor::need_message`]), or when it had to go another way.
    fn post(
        &self,
        answer: Self::Answer,
        executor: &mut Executor<'_>,
        deferred: bool,
    ) -> impl Future<Output = Option<MessageId>> + Send;
}

/// Answers with the outcome of `work` along `route`, within Discord's
/// limit when there is an interaction, then lets the executor carry out
/// what follows the answer.
pub(in crate::discord) async fn answer<R, F>(reach: Reach<'_>, route: &R, work: F)
where
    R: Route,
    F: Future<Output = Work<R::Answer, R::How>>,
{
    let mut executor = Executor::new(reach, route.spot());
    let limit = route.limit();
    // An acknowledgement Discord fails does not stop the work: what it
    // stores is announced all the same (the answer finds another way).
    let (work, mut deferred) = match limit {
        None => (work.await, false),
        Some(limit) => match within(limit, work).await {
            Ok(done) => (done, false),
            Err(rest) => {
                route.acknowledge().await;
                (rest.await, true)
            }
        },
    };
    let (answer, shown) = match work {
        Work::Done(answer, shown) => (answer, shown),
        Work::Place(reply, how) => {
            // REST work before the post (a game's thread): acknowledge first.
            if limit.is_some() && !deferred && Executor::works_before_post(&reply) {
                route.acknowledge().await;
                deferred = true;
            }
            let placed = executor.prepare(reply).await;
            (route.placed(placed, how), AnswerOutcome::Ok)
        }
    };
    let posted = route.post(answer, &mut executor, deferred).await;
    if let Some(tally) = route.tally() {
        tally.answered(shown, deferred);
    }
    // What follows the answer does not depend on its post.
    executor.posted(posted);
    executor.finish().await;
}

/// Sends an answer as the interaction's response (`send`, tried again as
/// [`Tally::respond`] does), then, when `need_message`, looks up the
/// message it made (`look_up`). A public answer (`must_see`: a turn, a
/// resignation, a game that starts) must be seen: when Discord fails the
/// response, it may have shown it all the same, and otherwise the answer is
/// posted another way ([`Executor::after_failed_response`]); an answer only
/// the caller sees is not. The one block of the command's and the click's
/// routes. Returns the id of the message posted when it was needed (or
/// when the answer had to go another way).
pub(in crate::discord) async fn respond_or_fall_back<T, S, SFut, L, LFut>(
    tally: &Tally<'_>,
    executor: &Executor<'_>,
    must_see: Option<Reply>,
    need_message: bool,
    send: S,
    look_up: L,
) -> Option<MessageId>
where
    S: FnMut() -> SFut,
    SFut: Future<Output = Result<T, serenity::Error>>,
    L: FnOnce(T) -> LFut,
    LFut: Future<Output = Result<MessageId, serenity::Error>>,
{
    let sent = match tally.respond("the answer", send).await {
        Ok(sent) => sent,
        Err(e) => {
            let reply = must_see?;
            return executor.after_failed_response(reply, &e).await;
        }
    };
    if !need_message {
        return None;
    }
    looked_up(look_up(sent).await, executor.metrics())
}

/// The id of an answer's message, `found` by looking it up once the answer
/// is out: a failed look-up is counted and logged, and only costs the later
/// disabling of its buttons (a stale click is refused anyway).
pub(in crate::discord) fn looked_up(
    found: Result<MessageId, serenity::Error>,
    metrics: &Metrics,
) -> Option<MessageId> {
    match found.noted(metrics) {
        Ok(message) => Some(message),
        Err(e) => {
            tracing::error!("reading a challenge's message failed: {e}", e = logged(&e));
            None
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
