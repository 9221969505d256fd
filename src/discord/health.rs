//! Health and metrics for operators: which gateway shards are connected (and
//! how long a shard was away when it comes back, logged and counted), the
//! optional HTTP listener of `METRICS_ADDR` with its two pages, and the
//! reading of a failed REST call for the metrics (each interaction's own
//! count is kept by [`super::tally`]).
//!
//! * `/healthz`: 200 `ok` when every shard of this process is connected (a
//!   shard that dropped has [`Config::shard_grace`](super::Config) to come
//!   back) and the database answers a `SELECT 1` in time; else 503 with the
//!   reasons, one short line. `lyngk health` (the Docker image's
//!   `HEALTHCHECK`) reads it.
//! * `/metrics`: [`crate::metrics`] in Prometheus' text format.
//!
//! The shards are followed through serenity's stage updates (an event
//! handler of serenity's own: poise's does not get them) and its shard
//! runners. A return shows as a stage update into `Connected` (after a
//! RESUME or a new IDENTIFY): it is counted, and logged with the time away.
//! A drop mostly shows no stage update (serenity starts its RESUME within
//! the same step), so the runners are also looked at every
//! [`WATCH_INTERVAL`]: a runner out of the connected stage, or gone (to be
//! started again), is a drop from then on. A drop resumed within that
//! interval is counted without a time away. The runners' stages have the
//! last word on whether a shard is connected now, since serenity hands
//! each stage update to a task of its own.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use poise::serenity_prelude as serenity;
use serenity::{Cache, ConnectionStage, ShardManager, ShardStageUpdateEvent};
use tokio::net::TcpListener;
use tokio::task::{JoinHandle, JoinSet};

use super::Shards;
use crate::metrics::{CONTENT_TYPE, Metrics, Reconnect, RestFailure};
use crate::service::Service;

/// How often the shards' runners are looked at, to see a drop.
const WATCH_INTERVAL: Duration = Duration::from_millis(250);

/// Logs that `shard` lost its connection (now at `stage`).
fn log_drop(shard: u32, stage: ConnectionStage) {
    tracing::warn!(
        shard,
        stage = ?stage,
        "shard {shard} lost its gateway connection; reconnecting"
    );
}

/// How long a client of the listener may take to send its request.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(5);

/// What the stage updates and the runners told of one shard.
#[derive(Debug, Default)]
struct ShardState {
    /// Connected, as far as the updates go.
    connected: bool,
    /// Has been connected once: a later connection is a reconnect.
    ever: bool,
    /// Since when it has been away (while it is).
    down_since: Option<Instant>,
}

/// A shard as a check sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ShardView {
    Connected,
    /// Has not been connected yet (the bot is starting).
    NotYet,
    /// Dropped, this long ago.
    Away(Duration),
}

/// What a stage update means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Change {
    /// Nothing new (a step of a connection, a repeated update).
    Nothing,
    /// The shard left the connected stage.
    Dropped,
    /// Connected for the first time.
    Connected,
    /// Back after a drop, `how`, after `away` when the drop was seen.
    Back {
        how: Reconnect,
        away: Option<Duration>,
    },
}

/// The shards' states: plain bookkeeping, with the time given.
#[derive(Debug, Default)]
struct ShardBook(HashMap<u32, ShardState>);

impl ShardBook {
    /// `shard`'s stage went from `old` to `new` at `now`.
    fn stage_changed(
        &mut self,
        shard: u32,
        old: ConnectionStage,
        new: ConnectionStage,
        now: Instant,
    ) -> Change {
        let s = self.0.entry(shard).or_default();
        if new != ConnectionStage::Connected {
            if !s.connected {
                return Change::Nothing;
            }
            s.connected = false;
            s.down_since = Some(now);
            return Change::Dropped;
        }
        if old == ConnectionStage::Connected {
            return Change::Nothing;
        }
        let first = !s.ever;
        let away = s.down_since.take().map(|since| now - since);
        s.connected = true;
        s.ever = true;
        if first {
            return Change::Connected;
        }
        let how = if old == ConnectionStage::Resuming {
            Reconnect::Resumed
        } else {
            Reconnect::Identified
        };
        Change::Back { how, away }
    }

    /// `shard` as of `now`, its runner at `stage` (`None`: no runner, the
    /// shard is to be started again); `true` with it when this is the
    /// first sign of its drop.
    fn view(
        &mut self,
        shard: u32,
        stage: Option<ConnectionStage>,
        now: Instant,
    ) -> (ShardView, bool) {
        let s = self.0.entry(shard).or_default();
        if stage == Some(ConnectionStage::Connected) {
            return (ShardView::Connected, false);
        }
        if !s.ever {
            return (ShardView::NotYet, false);
        }
        let dropped = s.connected;
        if dropped {
            s.connected = false;
            s.down_since = Some(now);
        }
        let since = *s.down_since.get_or_insert(now);
        (ShardView::Away(now - since), dropped)
    }
}

/// The bot's health: its shards, its database, its metrics.
pub(super) struct Health {
    service: Arc<Service>,
    shards: Shards,
    grace: Duration,
    /// The client's shard manager and cache, once it is built.
    client: OnceLock<(Arc<ShardManager>, Arc<Cache>)>,
    state: Mutex<ShardBook>,
    stopping: AtomicBool,
}

impl Health {
    pub(super) fn new(service: Arc<Service>, shards: Shards, grace: Duration) -> Health {
        Health {
            service,
            shards,
            grace,
            client: OnceLock::new(),
            state: Mutex::new(ShardBook::default()),
            stopping: AtomicBool::new(false),
        }
    }

    fn metrics(&self) -> &Metrics {
        self.service.metrics()
    }

    /// The client is built: its runners and its shard count can be read,
    /// and watched.
    pub(super) fn connect(self: &Arc<Self>, manager: Arc<ShardManager>, cache: Arc<Cache>) {
        if self.client.set((manager, cache)).is_ok() {
            Health::watch(self);
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, ShardBook> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A shard's stage changed from `old` to `new`: a drop, or a return
    /// (logged with the time away, and counted).
    fn stage_changed(&self, shard: u32, old: ConnectionStage, new: ConnectionStage) {
        let change = self.state().stage_changed(shard, old, new, Instant::now());
        let (how, away) = match change {
            Change::Nothing => return,
            Change::Dropped => return log_drop(shard, new),
            Change::Connected => {
                tracing::info!(shard, "shard {shard} connected to the gateway");
                return;
            }
            Change::Back { how, away } => (how, away),
        };
        self.metrics().reconnected(shard, how, away);
        let how_name = how.name();
        match away {
            Some(away) => tracing::info!(
                shard,
                how = how_name,
                away_ms = u64::try_from(away.as_millis()).unwrap_or(u64::MAX),
                "shard {shard} is back on the gateway ({how_name}) after {:.1} s away",
                away.as_secs_f64()
            ),
            None => tracing::info!(
                shard,
                how = how_name,
                "shard {shard} is back on the gateway ({how_name}) at once, within {WATCH_INTERVAL:?} of its drop"
            ),
        }
    }

    /// Every shard of this process as of now (none before the client is
    /// built). A shard seen away for the first time is taken as dropped now.
    async fn shard_views(&self) -> Vec<(u32, ShardView)> {
        let Some((manager, cache)) = self.client.get() else {
            return Vec::new();
        };
        let ids: Vec<u32> = match self.shards {
            Shards::Range { first, last, .. } => (first..=last).collect(),
            // Every shard Discord recommended runs here; the count is known
            // from the first READY (1 until then).
            Shards::Auto => (0..cache.shard_count().max(1)).collect(),
        };
        let stages: HashMap<u32, ConnectionStage> = manager
            .runners
            .lock()
            .await
            .iter()
            .map(|(id, runner)| (id.0, runner.stage))
            .collect();
        let now = Instant::now();
        let mut dropped = Vec::new();
        let mut state = self.state();
        let views = ids
            .into_iter()
            .map(|id| {
                let stage = stages.get(&id).copied();
                let (view, first_sign) = state.view(id, stage, now);
                if first_sign {
                    dropped.push((id, stage.unwrap_or(ConnectionStage::Disconnected)));
                }
                (id, view)
            })
            .collect();
        drop(state);
        for (id, stage) in dropped {
            log_drop(id, stage);
        }
        views
    }

    /// Looks at the shards every [`WATCH_INTERVAL`] until `health` is
    /// dropped or stopped: serenity reports no stage change when a
    /// connection breaks (only the stage it reaches once back), so a drop
    /// is seen here, by its runner leaving the connected stage or the
    /// shard manager (to be started again).
    fn watch(health: &Arc<Health>) {
        let health = Arc::downgrade(health);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(WATCH_INTERVAL);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                let Some(health) = health.upgrade() else {
                    return;
                };
                if health.stopping.load(Ordering::Relaxed) {
                    return;
                }
                health.shard_views().await;
            }
        });
    }

    /// The bot is stopping: its shards' disconnections are no drops.
    pub(super) fn stop(&self) {
        self.stopping.store(true, Ordering::Relaxed);
    }

    /// `Ok` with a short note when the bot is healthy, else the reasons.
    async fn check(&self) -> Result<String, String> {
        let mut problems = Vec::new();
        let mut notes = Vec::new();
        let shards = self.shard_views().await;
        if shards.is_empty() {
            problems.push("the gateway is not connected yet".to_owned());
        }
        for (id, view) in shards {
            match view {
                ShardView::Connected => {}
                ShardView::NotYet => problems.push(format!("shard {id} is not connected yet")),
                ShardView::Away(away) if away < self.grace => notes.push(format!(
                    "shard {id} reconnecting ({:.1} s away)",
                    away.as_secs_f64()
                )),
                ShardView::Away(away) => problems.push(format!(
                    "shard {id} has been away from the gateway for {:.0} s",
                    away.as_secs_f64()
                )),
            }
        }
        if let Err(e) = self.service.check_database().await {
            problems.push(e);
        }
        if problems.is_empty() {
            notes.insert(0, "ok".to_owned());
            Ok(notes.join("; "))
        } else {
            Err(problems.join("; "))
        }
    }

    /// `/metrics`' text.
    async fn metrics_text(&self) -> String {
        let mut live = self.service.live_metrics().await;
        live.shards = self
            .shard_views()
            .await
            .into_iter()
            .map(|(id, view)| (id, view == ShardView::Connected))
            .collect();
        self.metrics().render(&live)
    }
}

/// Follows the shards' stages for [`Health`] (serenity gives stage
/// updates to its own event handlers only).
pub(super) struct ShardWatch(pub Arc<Health>);

#[::serenity::async_trait]
impl serenity::EventHandler for ShardWatch {
    async fn shard_stage_update(&self, _ctx: serenity::Context, event: ShardStageUpdateEvent) {
        self.0.stage_changed(event.shard_id.0, event.old, event.new);
    }
}

/// The HTTP listener; stops when dropped.
pub(super) struct Listener {
    addr: SocketAddr,
    task: JoinHandle<()>,
}

impl Listener {
    /// The address it listens on.
    pub(super) fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        // The accept loop owns its connections: they end with it.
        self.task.abort();
    }
}

/// Listens on `addr` and serves `/healthz` and `/metrics` from `health`.
///
/// # Errors
/// The address can't be bound (in use, not an address of this machine).
pub(super) async fn listen(addr: SocketAddr, health: Arc<Health>) -> std::io::Result<Listener> {
    let listener = TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    let task = tokio::spawn(async move {
        let mut connections = JoinSet::new();
        loop {
            while connections.try_join_next().is_some() {}
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(e) => {
                    // Out of file descriptors, say: wait a little, go on.
                    tracing::warn!("the metrics listener could not accept a connection: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            let health = Arc::clone(&health);
            connections.spawn(async move {
                let serve = hyper::service::service_fn(move |request| {
                    let health = Arc::clone(&health);
                    async move { Ok::<_, Infallible>(respond(&health, &request).await) }
                });
                let served = hyper::server::conn::http1::Builder::new()
                    .timer(TokioTimer::new())
                    .header_read_timeout(REQUEST_TIMEOUT)
                    .keep_alive(false)
                    .serve_connection(TokioIo::new(stream), serve)
                    .await;
                if let Err(e) = served {
                    tracing::debug!("a metrics connection ended: {e}");
                }
            });
        }
    });
    Ok(Listener { addr, task })
}

fn text(status: StatusCode, content_type: &str, body: String) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    if let Ok(value) = content_type.parse() {
        response
            .headers_mut()
            .insert(hyper::header::CONTENT_TYPE, value);
    }
    response
}

const PLAIN: &str = "text/plain; charset=utf-8";

async fn respond(health: &Health, request: &Request<Incoming>) -> Response<Full<Bytes>> {
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        return text(
            StatusCode::METHOD_NOT_ALLOWED,
            PLAIN,
            "only GET and HEAD\n".to_owned(),
        );
    }
    match request.uri().path() {
        "/healthz" => match health.check().await {
            Ok(note) => text(StatusCode::OK, PLAIN, format!("{note}\n")),
            Err(reasons) => {
                tracing::warn!("health check failed: {reasons}");
                text(
                    StatusCode::SERVICE_UNAVAILABLE,
                    PLAIN,
                    format!("{reasons}\n"),
                )
            }
        },
        "/metrics" => text(StatusCode::OK, CONTENT_TYPE, health.metrics_text().await),
        _ => text(
            StatusCode::NOT_FOUND,
            PLAIN,
            "not found: this listener serves /healthz and /metrics\n".to_owned(),
        ),
    }
}

/// Why a REST call failed, if `error` is one.
pub(super) fn rest_failure(error: &serenity::Error) -> Option<RestFailure> {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some(RestFailure::Status(r.status_code.as_u16()))
        }
        serenity::Error::Http(serenity::HttpError::Request(e)) => Some(reqwest_failure(e)),
        serenity::Error::Http(_) => Some(RestFailure::Other),
        _ => None,
    }
}

/// Why a request of the client failed.
pub(super) fn reqwest_failure(error: &reqwest::Error) -> RestFailure {
    if error.is_timeout() {
        RestFailure::Timeout
    } else if error.is_connect() {
        RestFailure::Connect
    } else if let Some(status) = error.status() {
        RestFailure::Status(status.as_u16())
    } else {
        RestFailure::Other
    }
}

/// Counts `error` in the metrics when it is a failed REST call.
pub(super) fn note_rest_error(metrics: &Metrics, error: &serenity::Error) {
    if let Some(why) = rest_failure(error) {
        metrics.rest_failed(why);
    }
}

/// Counts an error a command or a handler returned, when it is a failed
/// REST call.
pub(super) fn note_error(metrics: &Metrics, error: &(dyn std::error::Error + 'static)) {
    if let Some(e) = error.downcast_ref::<serenity::Error>() {
        note_rest_error(metrics, e);
    }
}

/// Counts a failed REST call in `result`, which it hands back.
pub(super) trait Noted {
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

#[cfg(test)]
mod tests {
    use super::*;
    use ConnectionStage::{Connected, Connecting, Handshake, Identifying, Resuming};

    #[test]
    fn a_drop_seen_by_the_watch_is_timed_until_the_return() {
        let t0 = Instant::now();
        let at = |ms| t0 + Duration::from_millis(ms);
        let mut book = ShardBook::default();
        assert_eq!(book.view(0, None, at(0)), (ShardView::NotYet, false));
        assert_eq!(
            book.stage_changed(0, Identifying, Connected, at(10)),
            Change::Connected
        );
        assert_eq!(
            book.view(0, Some(Connected), at(20)),
            (ShardView::Connected, false)
        );
        // The runner is gone (to be started again): a drop, seen once.
        assert_eq!(
            book.view(0, None, at(100)),
            (ShardView::Away(Duration::ZERO), true)
        );
        assert_eq!(
            book.view(0, Some(Handshake), at(1100)),
            (ShardView::Away(Duration::from_secs(1)), false)
        );
        assert_eq!(
            book.stage_changed(0, Identifying, Connected, at(5100)),
            Change::Back {
                how: Reconnect::Identified,
                away: Some(Duration::from_secs(5)),
            }
        );
        // An update within the connected stage is no return.
        assert_eq!(
            book.stage_changed(0, Connected, Connected, at(5300)),
            Change::Nothing
        );
    }

    #[test]
    fn a_resume_whose_drop_was_not_seen_is_counted_without_a_time() {
        let t0 = Instant::now();
        let mut book = ShardBook::default();
        book.stage_changed(3, Identifying, Connected, t0);
        // A close resumed at once: serenity reports only the way back.
        assert_eq!(
            book.stage_changed(3, Resuming, Connected, t0 + Duration::from_millis(40)),
            Change::Back {
                how: Reconnect::Resumed,
                away: None,
            }
        );
        // A drop that serenity does report (the connection failed while
        // resuming), then its return.
        assert_eq!(
            book.stage_changed(3, Connected, Connecting, t0 + Duration::from_secs(1)),
            Change::Dropped
        );
        assert_eq!(
            book.stage_changed(3, Connecting, Resuming, t0 + Duration::from_secs(2)),
            Change::Nothing
        );
        assert_eq!(
            book.stage_changed(3, Resuming, Connected, t0 + Duration::from_secs(3)),
            Change::Back {
                how: Reconnect::Resumed,
                away: Some(Duration::from_secs(2)),
            }
        );
    }
}
