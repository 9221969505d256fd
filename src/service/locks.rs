//! One lock per channel, so that the actions in a channel run one at a time
//! in this process: a double click then reads the state the first click
//! left and gets a precise answer instead of a conflict. Only an
//! optimisation: correctness comes from the database (every write checks the
//! game's ply or the challenge's status), which also covers other processes.
//!
//! A channel's entry lives only while someone holds or waits for its lock,
//! so the map does not grow with every channel ever played in.

use crate::ids::ChannelId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

/// The per-channel locks of one service.
#[derive(Debug, Default)]
pub(super) struct ChannelLocks {
    map: Mutex<HashMap<ChannelId, Arc<AsyncMutex<()>>>>,
}

/// A held channel lock; dropping it releases the lock and forgets the
/// channel if nobody else holds or waits for it.
pub(super) struct ChannelGuard<'a> {
    locks: &'a ChannelLocks,
    channel: ChannelId,
    guard: Option<OwnedMutexGuard<()>>,
}

impl ChannelLocks {
    fn map(&self) -> MutexGuard<'_, HashMap<ChannelId, Arc<AsyncMutex<()>>>> {
        self.map.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Waits for the channel's lock.
    pub(super) async fn lock(&self, channel: ChannelId) -> ChannelGuard<'_> {
        // The clone is taken under the map's lock, so the count the guard's
        // drop reads always includes every waiter.
        let mutex = Arc::clone(self.map().entry(channel).or_default());
        let guard = mutex.lock_owned().await;
        ChannelGuard {
            locks: self,
            channel,
            guard: Some(guard),
        }
    }

    /// Channels with an entry (held or awaited locks).
    #[cfg(any(test, feature = "test-support"))]
    pub(super) fn len(&self) -> usize {
        self.map().len()
    }
}

impl Drop for ChannelGuard<'_> {
    fn drop(&mut self) {
        drop(self.guard.take());
        let mut map = self.locks.map();
        if map
            .get(&self.channel)
            .is_some_and(|m| Arc::strong_count(m) == 1)
        {
            map.remove(&self.channel);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn entries_go_away_with_their_last_holder() {
        let locks = ChannelLocks::default();
        for channel in 1..=100 {
            let _held = locks.lock(ChannelId::new(channel)).await;
            assert_eq!(locks.len(), 1);
        }
        assert_eq!(locks.len(), 0, "no entry for channels nobody uses");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_waiter_keeps_the_entry_and_gets_the_lock() {
        let locks = Arc::new(ChannelLocks::default());
        let first = locks.lock(ChannelId::new(7)).await;
        let waiter = {
            let locks = Arc::clone(&locks);
            tokio::spawn(async move {
                let _second = locks.lock(ChannelId::new(7)).await;
                locks.len()
            })
        };
        // Until the first guard goes, the waiter can't have the lock.
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while Arc::strong_count(locks.map().get(&ChannelId::new(7)).unwrap()) < 3 {
            assert!(
                std::time::Instant::now() < deadline,
                "the waiter never queued"
            );
            tokio::task::yield_now().await;
        }
        assert!(!waiter.is_finished());
        drop(first);
        assert_eq!(
            waiter.await.unwrap(),
            1,
            "the entry survived for the waiter"
        );
        assert_eq!(locks.len(), 0);
    }
}
