//! The bot's instruments for operators, in Prometheus' text format: what
//! happened to the interactions, how long answers and queued jobs took, what
//! failed (database calls, REST calls, posts) and what the gateway did. One
//! [`Metrics`] per service, so that each bot (and each test's bot) counts its
//! own; every metric is named here once, and the callers record through the
//! typed methods below, never by a metric's name.
//!
//! Counters and histograms are kept as they happen; the values that are read
//! at the moment of a scrape (queue lengths, active games, connected shards,
//! failed database calls) come in a [`Live`] snapshot to [`Metrics::render`].
//!
//! This module must not import any other module of the crate: the service
//! and the Discord adapter both record here.

use std::time::Duration;

use prometheus::core::Collector;
use prometheus::{
    Histogram, HistogramOpts, HistogramVec, IntCounter, IntCounterVec, IntGauge, IntGaugeVec, Opts,
    Registry, TextEncoder,
};

/// How an interaction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerOutcome {
    /// Done as asked.
    Ok,
    /// Refused as the user's mistake (not their turn, an illegal move), with
    /// the reason shown to them.
    Refused,
    /// The bot failed (a database outage, a bug): the user got an apology.
    Failed,
    /// Discord did not take the answer (a REST call failed).
    Unanswered,
}

impl AnswerOutcome {
    /// The label value.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            AnswerOutcome::Ok => "ok",
            AnswerOutcome::Refused => "refused",
            AnswerOutcome::Failed => "failed",
            AnswerOutcome::Unanswered => "unanswered",
        }
    }
}

/// How an answer reached Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnswerPath {
    /// In the interaction's response.
    Direct,
    /// Deferred first ("thinking…"), completed afterwards.
    Deferred,
}

impl AnswerPath {
    const fn name(self) -> &'static str {
        match self {
            AnswerPath::Direct => "direct",
            AnswerPath::Deferred => "deferred",
        }
    }
}

/// The queues of the CPU pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PoolLane {
    /// The computer's searches (and analyses).
    Search,
    /// Board pictures and replays.
    Picture,
}

impl PoolLane {
    const fn name(self) -> &'static str {
        match self {
            PoolLane::Search => "search",
            PoolLane::Picture => "picture",
        }
    }
}

/// Why a REST call failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RestFailure {
    /// Discord (or the proxy) answered with this HTTP status.
    Status(u16),
    /// No answer within the client's timeout.
    Timeout,
    /// No connection (DNS, refused, reset).
    Connect,
    /// Anything else (a body that could not be read or parsed).
    Other,
}

impl RestFailure {
    fn label(self) -> String {
        match self {
            RestFailure::Status(status) => status.to_string(),
            RestFailure::Timeout => "timeout".to_owned(),
            RestFailure::Connect => "connect".to_owned(),
            RestFailure::Other => "other".to_owned(),
        }
    }
}

/// How a shard came back after a drop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reconnect {
    /// Its session went on (RESUME): nothing was missed.
    Resumed,
    /// A new session (IDENTIFY): the events in between are lost.
    Identified,
}

impl Reconnect {
    /// The label value.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Reconnect::Resumed => "resumed",
            Reconnect::Identified => "identified",
        }
    }
}

/// The values read when a scrape comes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Live {
    /// Jobs waiting (not yet running) in each lane of the CPU pool.
    pub search_queue: usize,
    pub picture_queue: usize,
    /// Games in progress in the database (`None` when it could not be read).
    pub active_games: Option<u64>,
    /// Failed database calls since the process started.
    pub database_errors: u64,
    /// Each gateway shard of this process and whether it is connected.
    pub shards: Vec<(u32, bool)>,
}

/// Seconds, as the histograms take them.
fn seconds(d: Duration) -> f64 {
    d.as_secs_f64()
}

/// The instruments of one bot.
pub struct Metrics {
    registry: Registry,
    interactions: IntCounterVec,
    interaction_failures: IntCounterVec,
    answer_seconds: HistogramVec,
    pool_wait_seconds: HistogramVec,
    rest_failures: IntCounterVec,
    post_retries: IntCounter,
    posts_kept: IntCounter,
    kept_posted: IntCounter,
    posts_refused: IntCounter,
    reconnects: IntCounterVec,
    away_seconds: Histogram,
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metrics").finish_non_exhaustive()
    }
}

impl Default for Metrics {
    fn default() -> Self {
        Self::new()
    }
}

/// Registers `metric` in `registry` and hands it back. The names and labels
/// are this file's constants, so a failure is a bug seen by the first test.
fn registered<C: Collector + Clone + 'static>(registry: &Registry, metric: C) -> C {
    registry
        .register(Box::new(metric.clone()))
        .expect("the metrics' names are valid and unique");
    metric
}

fn counter_vec(registry: &Registry, name: &str, help: &str, labels: &[&str]) -> IntCounterVec {
    let metric = IntCounterVec::new(Opts::new(name, help), labels).expect("a valid counter");
    registered(registry, metric)
}

fn counter(registry: &Registry, name: &str, help: &str) -> IntCounter {
    registered(
        registry,
        IntCounter::new(name, help).expect("a valid counter"),
    )
}

impl Metrics {
    /// Every counter at zero.
    #[must_use]
    pub fn new() -> Self {
        let registry = Registry::new();
        let r = &registry;
        let interactions = counter_vec(
            r,
            "lyngk_interactions_total",
            "Slash commands, button clicks and menu choices answered, by command and outcome (ok, refused: the user's mistake, failed: the bot's, unanswered: Discord did not take the answer).",
            &["command", "outcome"],
        );
        let interaction_failures = counter_vec(
            r,
            "lyngk_interaction_failures_total",
            "Steps of an interaction's answer that Discord failed (the response, a deferral, a follow-up, an edit), by command and kind (the HTTP status, timeout, connect, other). What the interaction changed is kept, and an answer that must be seen is posted another way.",
            &["command", "kind"],
        );
        let answer_seconds = registered(
            r,
            HistogramVec::new(
                HistogramOpts::new(
                    "lyngk_answer_seconds",
                    "Time from an interaction's arrival to its answer being posted, directly or after a deferral.",
                )
                .buckets(vec![
                    0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 5.0, 10.0, 30.0,
                ]),
                &["path"],
            )
            .expect("a valid histogram"),
        );
        let pool_wait_seconds = registered(
            r,
            HistogramVec::new(
                HistogramOpts::new(
                    "lyngk_pool_wait_seconds",
                    "Time a job waited in the CPU pool's queue before it ran (search: the computer's moves and analyses; picture: boards and replays).",
                )
                .buckets(vec![
                    0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0,
                ]),
                &["lane"],
            )
            .expect("a valid histogram"),
        );
        let rest_failures = counter_vec(
            r,
            "lyngk_rest_failures_total",
            "Failed Discord REST calls, by HTTP status (or timeout, connect, other); each try of a retried post counts.",
            &["status"],
        );
        let post_retries = counter(
            r,
            "lyngk_post_retries_total",
            "Tries of a post that must be seen (the computer's answer, the clock's notices, reminders) after a failed one.",
        );
        let posts_kept = counter(
            r,
            "lyngk_posts_kept_total",
            "Messages that could not be posted after every try and were kept in the database to post later.",
        );
        let kept_posted = counter(
            r,
            "lyngk_kept_posts_posted_total",
            "Kept messages posted later, by a command or clock tick in their channel.",
        );
        let posts_refused = counter(
            r,
            "lyngk_posts_refused_total",
            "Messages Discord refused for good (a 4xx other than 429): not kept, or dropped from the kept messages, never tried again.",
        );
        let reconnects = counter_vec(
            r,
            "lyngk_gateway_reconnects_total",
            "Gateway connections of a shard that came back after a drop, by shard and how (resumed, identified).",
            &["shard", "how"],
        );
        let away_seconds = registered(
            r,
            Histogram::with_opts(
                HistogramOpts::new(
                    "lyngk_gateway_away_seconds",
                    "Time a shard was away from the gateway, from its drop to its return (a drop serenity resumes at once, with no disconnect seen, is counted in lyngk_gateway_reconnects_total only).",
                )
                .buckets(vec![
                    0.1, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0, 120.0, 300.0, 900.0,
                ]),
            )
            .expect("a valid histogram"),
        );
        Metrics {
            registry,
            interactions,
            interaction_failures,
            answer_seconds,
            pool_wait_seconds,
            rest_failures,
            post_retries,
            posts_kept,
            kept_posted,
            posts_refused,
            reconnects,
            away_seconds,
        }
    }

    /// Discord failed a step of an interaction's answer (`why`: the REST
    /// call's failure, `None` for another error).
    pub fn interaction_failed(&self, command: &str, why: Option<RestFailure>) {
        let kind = why.map_or_else(|| "other".to_owned(), RestFailure::label);
        self.interaction_failures
            .with_label_values(&[command, kind.as_str()])
            .inc();
    }

    /// An interaction answered (`command`: the command's name as Discord
    /// shows it, or `button …` / `menu …`), `took` after it arrived.
    pub fn interaction(
        &self,
        command: &str,
        outcome: AnswerOutcome,
        path: AnswerPath,
        took: Duration,
    ) {
        self.interactions
            .with_label_values(&[command, outcome.name()])
            .inc();
        if outcome != AnswerOutcome::Unanswered {
            self.answer_seconds
                .with_label_values(&[path.name()])
                .observe(seconds(took));
        }
    }

    /// A job of `lane` waited `waited` in its queue.
    pub fn pool_wait(&self, lane: PoolLane, waited: Duration) {
        self.pool_wait_seconds
            .with_label_values(&[lane.name()])
            .observe(seconds(waited));
    }

    /// A REST call failed.
    pub fn rest_failed(&self, why: RestFailure) {
        self.rest_failures.with_label_values(&[&why.label()]).inc();
    }

    /// A post that must be seen is tried again.
    pub fn post_retried(&self) {
        self.post_retries.inc();
    }

    /// A post failed for good and was kept.
    pub fn post_kept(&self) {
        self.posts_kept.inc();
    }

    /// A kept post was posted.
    pub fn kept_post_posted(&self) {
        self.kept_posted.inc();
    }

    /// Discord refused a post for good: it is not kept, or no longer.
    pub fn post_refused(&self) {
        self.posts_refused.inc();
    }

    /// Shard `shard` came back, `how`, after `away` (when the drop was seen).
    pub fn reconnected(&self, shard: u32, how: Reconnect, away: Option<Duration>) {
        self.reconnects
            .with_label_values(&[&shard.to_string(), how.name()])
            .inc();
        if let Some(away) = away {
            self.away_seconds.observe(seconds(away));
        }
    }

    /// Everything in Prometheus' text format (version 0.0.4), the values
    /// of the moment from `live`.
    #[must_use]
    pub fn render(&self, live: &Live) -> String {
        let now = Registry::new();
        let gauge_vec = |name: &str, help: &str, label: &str| {
            registered(
                &now,
                IntGaugeVec::new(Opts::new(name, help), &[label]).expect("a valid gauge"),
            )
        };
        let queued = gauge_vec(
            "lyngk_pool_queued",
            "Jobs waiting (not yet running) in each queue of the CPU pool.",
            "lane",
        );
        for (lane, n) in [
            (PoolLane::Search, live.search_queue),
            (PoolLane::Picture, live.picture_queue),
        ] {
            queued
                .with_label_values(&[lane.name()])
                .set(i64::try_from(n).unwrap_or(i64::MAX));
        }
        if let Some(games) = live.active_games {
            let active = registered(
                &now,
                IntGauge::new(
                    "lyngk_active_games",
                    "Games in progress in the database (the same for every process sharing it).",
                )
                .expect("a valid gauge"),
            );
            active.set(i64::try_from(games).unwrap_or(i64::MAX));
        }
        counter(
            &now,
            "lyngk_database_errors_total",
            "Failed database calls (a query, a transaction's start or commit, a connection) since the process started.",
        )
        .inc_by(live.database_errors);
        let shards = gauge_vec(
            "lyngk_shard_connected",
            "1 while a gateway shard of this process is connected, 0 while it is away.",
            "shard",
        );
        for &(shard, connected) in &live.shards {
            shards
                .with_label_values(&[&shard.to_string()])
                .set(i64::from(connected));
        }
        let mut families = self.registry.gather();
        families.extend(now.gather());
        families.sort_by(|a, b| a.name().cmp(b.name()));
        TextEncoder::new()
            .encode_to_string(&families)
            .unwrap_or_else(|e| format!("# the metrics could not be encoded: {e}\n"))
    }
}

/// The content type of [`Metrics::render`]'s text.
pub const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counters_and_live_values_are_rendered_in_prometheus_text() {
        let m = Metrics::new();
        m.interaction(
            "lyngk move",
            AnswerOutcome::Ok,
            AnswerPath::Direct,
            Duration::from_millis(120),
        );
        m.interaction(
            "lyngk move",
            AnswerOutcome::Unanswered,
            AnswerPath::Direct,
            Duration::from_secs(9),
        );
        m.rest_failed(RestFailure::Status(502));
        m.rest_failed(RestFailure::Status(502));
        m.rest_failed(RestFailure::Timeout);
        m.reconnected(1, Reconnect::Resumed, Some(Duration::from_secs(5)));
        m.reconnected(1, Reconnect::Resumed, None);
        let text = m.render(&Live {
            search_queue: 3,
            active_games: Some(7),
            database_errors: 2,
            shards: vec![(0, true), (1, false)],
            ..Live::default()
        });
        for line in [
            "lyngk_interactions_total{command=\"lyngk move\",outcome=\"ok\"} 1",
            "lyngk_interactions_total{command=\"lyngk move\",outcome=\"unanswered\"} 1",
            // An unanswered interaction has no answer time.
            "lyngk_answer_seconds_count{path=\"direct\"} 1",
            "lyngk_answer_seconds_bucket{path=\"direct\",le=\"0.25\"} 1",
            "lyngk_answer_seconds_bucket{path=\"direct\",le=\"0.1\"} 0",
            "lyngk_rest_failures_total{status=\"502\"} 2",
            "lyngk_rest_failures_total{status=\"timeout\"} 1",
            "lyngk_gateway_reconnects_total{how=\"resumed\",shard=\"1\"} 2",
            "lyngk_gateway_away_seconds_count 1",
            "lyngk_pool_queued{lane=\"search\"} 3",
            "lyngk_active_games 7",
            "lyngk_database_errors_total 2",
            "lyngk_shard_connected{shard=\"1\"} 0",
            "# TYPE lyngk_database_errors_total counter",
        ] {
            assert!(text.lines().any(|l| l == line), "{line} in\n{text}");
        }
        // Unknown games are left out rather than shown as zero.
        let text = m.render(&Live::default());
        assert!(!text.contains("lyngk_active_games"), "{text}");
    }
}
