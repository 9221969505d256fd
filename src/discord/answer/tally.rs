//! The count of one interaction for the metrics: how it ended, by which
//! path and how long its answer took ([`Tally::answered`]), and each step
//! Discord failed on the way ([`Tally::step`]), logged in the
//! interaction's span and counted by kind. A failed step does not end the
//! handling: what follows an accepted action (the computer's answer,
//! reminders, a tournament's progress) is carried out all the same, and an
//! answer that must be seen goes out another way
//! ([`Executor::post_must_see`](super::effects::Executor::post_must_see)).
//!
//! Also the reading of a failed REST call for the metrics, wherever it
//! happens ([`Noted`], [`Retry::failure`]).

use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use poise::serenity_prelude as serenity;

use super::retry::{RESPONSE_WAIT, RESPONSE_WINDOW, Retry};
use crate::discord::logged::logged;
use crate::metrics::{AnswerOutcome, AnswerPath, Metrics};
use crate::service::ServiceError;

/// The count and the answer time of one interaction, kept as it is
/// answered.
pub(in crate::discord) struct Tally<'a> {
    metrics: &'a Metrics,
    command: String,
    started: Instant,
    /// A step of the answer failed: the interaction counts as unanswered.
    failed: AtomicBool,
}

impl<'a> Tally<'a> {
    /// An interaction for `command` (a command's name as Discord shows it,
    /// `button …` or `menu …`) that has just arrived.
    pub(in crate::discord) fn new(metrics: &'a Metrics, command: impl Into<String>) -> Tally<'a> {
        Tally {
            metrics,
            command: command.into(),
            started: Instant::now(),
            failed: AtomicBool::new(false),
        }
    }

    /// The outcome a service result gives the user.
    pub(in crate::discord) fn outcome_of<T>(result: &Result<T, ServiceError>) -> AnswerOutcome {
        match result {
            Ok(_) => AnswerOutcome::Ok,
            Err(e) if e.is_user() => AnswerOutcome::Refused,
            Err(_) => AnswerOutcome::Failed,
        }
    }

    /// The value of a step of the answer (`what`, in words), or `None` when
    /// Discord failed it: the failed REST call is counted, then see
    /// [`Tally::failed`].
    pub(in crate::discord) fn step<T>(
        &self,
        what: &str,
        result: Result<T, serenity::Error>,
    ) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(e) => {
                note_rest_error(self.metrics, &e);
                self.failed(what, &e);
                None
            }
        }
    }

    /// Runs `call`, the interaction's response or deferral (`what`, in
    /// words), again after a failure worth retrying
    /// ([`Retry::retry_wait`]) while it can still reach Discord within its
    /// 3 s ([`RESPONSE_WINDOW`] after the interaction arrived). Each failed
    /// try is counted; the last one, if none succeeds, is the step's
    /// failure ([`Tally::failed`]). A retry Discord refuses as already
    /// acknowledged (40060) means an earlier try was taken after all: the
    /// caller finds it by looking the response up.
    ///
    /// # Errors
    /// The last failure.
    pub(in crate::discord) async fn respond<T, F, Fut>(
        &self,
        what: &str,
        mut call: F,
    ) -> Result<T, serenity::Error>
    where
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, serenity::Error>>,
    {
        loop {
            let e = match call().await {
                Ok(done) => return Ok(done),
                Err(e) => e,
            };
            note_rest_error(self.metrics, &e);
            let worth = e.retry_wait(1, true).is_some();
            if !worth || self.started.elapsed() + RESPONSE_WAIT > RESPONSE_WINDOW {
                self.failed(what, &e);
                return Err(e);
            }
            tracing::warn!("{what} failed ({e}); trying again", e = logged(&e));
            tokio::time::sleep(RESPONSE_WAIT).await;
        }
    }

    /// Discord failed `what`, a step of the answer, with `error` (already
    /// counted among the failed REST calls): logged as an error in the
    /// current span (the interaction's: its guild, channel, game and
    /// command or component), counted among the interaction's failures by
    /// kind (the HTTP status, a timeout, a failed connection), and the
    /// interaction counts as unanswered.
    pub(in crate::discord) fn failed(&self, what: &str, error: &serenity::Error) {
        self.failed.store(true, Ordering::Relaxed);
        self.metrics
            .interaction_failed(&self.command, error.failure());
        tracing::error!("{what} failed: {error}", error = logged(error));
    }

    /// The interaction is over: counted with `outcome` (`deferred`: its
    /// answer came after a deferral), or as unanswered when a step failed.
    pub(in crate::discord) fn answered(&self, outcome: AnswerOutcome, deferred: bool) {
        let path = if deferred {
            AnswerPath::Deferred
        } else {
            AnswerPath::Direct
        };
        let outcome = if self.failed.load(Ordering::Relaxed) {
            AnswerOutcome::Unanswered
        } else {
            outcome
        };
        self.metrics
            .interaction(&self.command, outcome, path, self.started.elapsed());
    }
}

/// Counts `error` in the metrics when it is a failed REST call.
pub(in crate::discord) fn note_rest_error(metrics: &Metrics, error: &serenity::Error) {
    if let Some(why) = error.failure() {
        metrics.rest_failed(why);
    }
}

/// Counts an error a command or a handler returned, when it is a failed
/// REST call.
pub(in crate::discord) fn note_error(metrics: &Metrics, error: &(dyn std::error::Error + 'static)) {
    if let Some(e) = error.downcast_ref::<serenity::Error>() {
        note_rest_error(metrics, e);
    }
}

/// Counts a failed REST call in `result`, which it hands back.
pub(in crate::discord) trait Noted {
    #[must_use]
    fn noted(self, metrics: &Metrics) -> Self;
}

impl<T> Noted for Result<T, serenity::Error> {
    fn noted(self, metrics: &Metrics) -> Self {
        if let Err(e) = &self {
            note_rest_error(metrics, e);
        }
        self
    }
}
