//! The gateway shards followed: which are connected, and how long a shard
//! was away when it comes back (logged and counted).
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
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use poise::serenity_prelude as serenity;
use serenity::{Cache, ConnectionStage, ShardManager, ShardStageUpdateEvent};

use super::Shards;
use crate::metrics::{Metrics, Reconnect};
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
pub(super) enum ShardView {
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

/// The shards of this process, followed.
pub(super) struct ShardTracker {
    service: Arc<Service>,
    shards: Shards,
    /// The client's shard manager and cache, once it is built.
    client: OnceLock<(Arc<ShardManager>, Arc<Cache>)>,
    state: Mutex<ShardBook>,
    stopping: AtomicBool,
}

impl ShardTracker {
    /// The shards of `shards`, counted in `service`'s metrics.
    pub(super) fn new(service: Arc<Service>, shards: Shards) -> ShardTracker {
        ShardTracker {
            service,
            shards,
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
            ShardTracker::watch(self);
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
    pub(super) async fn views(&self) -> Vec<(u32, ShardView)> {
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

    /// Looks at the shards every [`WATCH_INTERVAL`] until `tracker` is
    /// dropped or stopped: serenity reports no stage change when a
    /// connection breaks (only the stage it reaches once back), so a drop
    /// is seen here, by its runner leaving the connected stage or the
    /// shard manager (to be started again).
    fn watch(tracker: &Arc<ShardTracker>) {
        let tracker = Arc::downgrade(tracker);
        tokio::spawn(async move {
            let mut every = tokio::time::interval(WATCH_INTERVAL);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                let Some(tracker) = tracker.upgrade() else {
                    return;
                };
                if tracker.stopping.load(Ordering::Relaxed) {
                    return;
                }
                tracker.views().await;
            }
        });
    }

    /// The bot is stopping: its shards' disconnections are no drops.
    pub(super) fn stop(&self) {
        self.stopping.store(true, Ordering::Relaxed);
    }
}

/// Follows the shards' stages for [`ShardTracker`] (serenity gives stage
/// updates to its own event handlers only).
pub(super) struct ShardWatch(pub Arc<ShardTracker>);

#[::serenity::async_trait]
impl serenity::EventHandler for ShardWatch {
    async fn shard_stage_update(&self, _ctx: serenity::Context, event: ShardStageUpdateEvent) {
        self.0.stage_changed(event.shard_id.0, event.old, event.new);
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
