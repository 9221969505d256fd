//! Keeping the bot under Discord's global rate limit: 50 requests a second
//! per bot, every route counted but an interaction's own endpoints (its
//! response, follow-ups and edits of them), and past it a 429 for
//! everything; 10,000 refused requests in 10 minutes bring a temporary ban
//! of the bot's address
//! (<https://discord.com/developers/docs/topics/rate-limits#global-rate-limit>).
//! serenity's limiter waits only once Discord has said 429: a round's start
//! (a thread and a start per game, the pairings, the standings) would
//! otherwise be sent at once, hundreds of requests in a second.
//!
//! Every request the bot sends on a counted route goes through one
//! [`Pacer`] of the process, which lets at most its rate through in any
//! second: a request holds its slot from the moment it is let through
//! until one second after its answer came back, so that however late it
//! reaches Discord and however long Discord takes, no second as Discord
//! counts it holds more than the rate. Two lanes share the slots: what
//! answers someone now ([`Lane::First`]: a game's thread and a message
//! that answers an interaction) takes the next free slot before any bulk
//! work ([`Lane::Bulk`]: a tournament's threads, starts and posts, the
//! turn clock's notices and sweeps, the daily puzzle), which waits its
//! turn in order. An interaction's response is not counted by Discord and
//! never waits here.
//!
//! The rate is `LYNGK_BULK_RATE` (40 a second by default, leaving room for
//! what is not paced: the command registration at start-up). Processes
//! sharing one bot token each pace their own requests with their share of
//! the rate: a process running some of the shards gets the rate times its
//! part of `SHARD_COUNT` ([`Pacer::share`]).

use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::Duration;

use tokio::sync::Notify;
use tokio::time::Instant;

use super::config::Shards;

/// The window Discord counts its global limit in.
const WINDOW: Duration = Duration::from_secs(1);

/// Which requests go first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::discord) enum Lane {
    /// A request that answers someone now: served before any bulk one.
    First,
    /// The bot's own work: served in order after what goes first.
    Bulk,
}

/// The slots of the process's share of the global rate limit.
pub struct Pacer {
    rate: u32,
    /// [`WINDOW`], shorter in this module's tests.
    window: Duration,
    state: Mutex<Slots>,
    /// Bulk requests wait here in turn (tokio's mutex serves in order).
    queue: tokio::sync::Mutex<()>,
    /// Told when a slot may have come free or a first request took one.
    changed: Notify,
}

#[derive(Default)]
struct Slots {
    /// Requests let through whose answer has not come back.
    in_flight: u32,
    /// When the answers of the last second came back, oldest first.
    done: VecDeque<Instant>,
    /// First requests waiting for a slot.
    first_waiting: u32,
}

impl Slots {
    /// Forgets answers older than the window; whether a slot is free.
    fn free(&mut self, rate: u32, window: Duration, now: Instant) -> bool {
        while self
            .done
            .front()
            .is_some_and(|at| now.duration_since(*at) >= window)
        {
            self.done.pop_front();
        }
        self.in_flight + u32::try_from(self.done.len()).unwrap_or(u32::MAX) < rate
    }

    /// When the oldest answer leaves the window (a slot comes free then),
    /// if any answer is in it.
    fn next_free(&self, window: Duration) -> Option<Instant> {
        self.done.front().map(|at| *at + window)
    }
}

/// A slot held while its request is sent; dropped once the answer is in,
/// it stays counted for one more second.
pub(in crate::discord) struct Permit<'a> {
    pacer: &'a Pacer,
}

impl Drop for Permit<'_> {
    fn drop(&mut self) {
        let mut slots = self.pacer.lock();
        slots.in_flight = slots.in_flight.saturating_sub(1);
        slots.done.push_back(Instant::now());
        drop(slots);
        self.pacer.changed.notify_waiters();
    }
}

/// A first request waiting, counted until it has its slot or gives up.
struct Waiting<'a>(&'a Pacer);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.lock().first_waiting -= 1;
        // A bulk request may have been held back for this one.
        self.0.changed.notify_waiters();
    }
}

impl Pacer {
    /// At most `rate` requests (1 or more) in any second.
    #[must_use]
    pub fn new(rate: u32) -> Pacer {
        Pacer::with_window(rate, WINDOW)
    }

    fn with_window(rate: u32, window: Duration) -> Pacer {
        Pacer {
            rate: rate.max(1),
            window,
            state: Mutex::new(Slots::default()),
            queue: tokio::sync::Mutex::new(()),
            changed: Notify::new(),
        }
    }

    /// The share of `rate` of a process running `shards`: all of it with
    /// every shard here, else the rate times the process's part of the
    /// shards (rounded down, at least 1), so that the processes of one
    /// token together stay within `rate`.
    #[must_use]
    pub fn share(rate: u32, shards: Shards) -> u32 {
        match shards {
            Shards::Auto => rate,
            Shards::Range { first, last, count } => {
                let own = u64::from(last.saturating_sub(first) + 1);
                let share = u64::from(rate) * own / u64::from(count.max(1));
                u32::try_from(share).unwrap_or(rate).clamp(1, rate.max(1))
            }
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Slots> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Waits for a slot in `lane`; the request is sent while the permit is
    /// held, and the permit dropped once its answer is in.
    pub(in crate::discord) async fn permit(&self, lane: Lane) -> Permit<'_> {
        match lane {
            Lane::First => {
                self.lock().first_waiting += 1;
                let _waiting = Waiting(self);
                self.take(Lane::First).await
            }
            Lane::Bulk => {
                let _turn = self.queue.lock().await;
                self.take(Lane::Bulk).await
            }
        }
    }

    async fn take(&self, lane: Lane) -> Permit<'_> {
        loop {
            let changed = self.changed.notified();
            tokio::pin!(changed);
            changed.as_mut().enable();
            let next_free = {
                let mut slots = self.lock();
                let free = slots.free(self.rate, self.window, Instant::now());
                // Bulk work leaves a free slot to a waiting first request.
                let yields = lane == Lane::Bulk && slots.first_waiting > 0;
                if free && !yields {
                    slots.in_flight += 1;
                    return Permit { pacer: self };
                }
                if free {
                    None
                } else {
                    slots.next_free(self.window)
                }
            };
            match next_free {
                Some(at) => {
                    tokio::select! {
                        () = tokio::time::sleep_until(at) => {}
                        () = &mut changed => {}
                    }
                }
                None => changed.await,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    #[test]
    fn a_process_gets_its_part_of_the_rate() {
        assert_eq!(Pacer::share(40, Shards::Auto), 40);
        let range = |first, last, count| Shards::Range { first, last, count };
        assert_eq!(Pacer::share(40, range(0, 0, 1)), 40);
        assert_eq!(Pacer::share(40, range(0, 3, 8)), 20);
        assert_eq!(Pacer::share(40, range(4, 7, 8)), 20);
        // Three processes of 1, 1 and 2 shards: 10, 10 and 20.
        assert_eq!(Pacer::share(40, range(3, 3, 4)), 10);
        // Rounded down, so that the processes stay within the rate together,
        // but never nothing.
        assert_eq!(Pacer::share(40, range(0, 0, 3)), 13);
        assert_eq!(Pacer::share(40, range(0, 0, 100)), 1);
    }

    /// A pacer of `rate` a window of 100 ms.
    fn quick(rate: u32) -> Arc<Pacer> {
        Arc::new(Pacer::with_window(rate, Duration::from_millis(100)))
    }

    /// The instants at which `n` requests of `lane`, all asked at once, are
    /// sent (read while each holds its permit, then answered at once).
    async fn sent(pacer: &Arc<Pacer>, n: usize, lane: Lane) -> Vec<Instant> {
        let tasks: Vec<_> = (0..n)
            .map(|_| {
                let pacer = Arc::clone(pacer);
                tokio::spawn(async move {
                    let _permit = pacer.permit(lane).await;
                    Instant::now()
                })
            })
            .collect();
        let mut at = Vec::new();
        for t in tasks {
            at.push(t.await.unwrap());
        }
        at.sort();
        at
    }

    #[tokio::test]
    async fn no_window_sends_more_than_the_rate() {
        let pacer = quick(5);
        let at = sent(&pacer, 23, Lane::Bulk).await;
        // Any 6 in a row span a window or more.
        for w in at.windows(6) {
            assert!(w[5] - w[0] >= pacer.window, "{:?}", w[5] - w[0]);
        }
    }

    #[tokio::test]
    async fn a_slot_is_held_until_a_window_after_the_answer() {
        let pacer = quick(1);
        let slow = pacer.permit(Lane::Bulk).await;
        let next = {
            let pacer = Arc::clone(&pacer);
            tokio::spawn(async move {
                let _p = pacer.permit(Lane::Bulk).await;
                Instant::now()
            })
        };
        // Three windows later the slow request's answer is not in: its slot
        // is still taken.
        tokio::time::sleep(pacer.window * 3).await;
        assert!(!next.is_finished());
        drop(slow);
        let answered = Instant::now();
        assert!(next.await.unwrap() - answered >= pacer.window);
    }

    #[tokio::test]
    async fn a_first_request_goes_before_the_bulk_already_waiting() {
        let pacer = quick(2);
        let held = [
            pacer.permit(Lane::Bulk).await,
            pacer.permit(Lane::Bulk).await,
        ];
        let order = Arc::new(Mutex::new(Vec::new()));
        let ask = |lane: Lane, name: &'static str| {
            let (pacer, order) = (Arc::clone(&pacer), Arc::clone(&order));
            tokio::spawn(async move {
                let _p = pacer.permit(lane).await;
                order.lock().unwrap().push(name);
            })
        };
        let mut tasks: Vec<_> = (0..5).map(|_| ask(Lane::Bulk, "bulk")).collect();
        // The bulk requests are in the queue before the first one asks.
        while pacer.queue.try_lock().is_ok() {
            tokio::task::yield_now().await;
        }
        tasks.push(ask(Lane::First, "first"));
        while pacer.lock().first_waiting == 0 {
            tokio::task::yield_now().await;
        }
        drop(held);
        for t in tasks {
            t.await.unwrap();
        }
        let order = order.lock().unwrap().clone();
        assert_eq!(order, ["first", "bulk", "bulk", "bulk", "bulk", "bulk"]);
    }
}
