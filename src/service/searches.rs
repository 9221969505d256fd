//! The computer's answers this process owes, one per member at most: from
//! the moment a member's move (or new game) makes an answer due until that
//! answer is stored or abandoned. A member's post-game analysis holds the
//! same reservation while it runs. While one is outstanding, whatever would
//! make another one due for the same member is refused, so nobody can fill
//! the search queue on their own. The reservation travels with the reply
//! ([`ComputerDue`](super::ComputerDue)) and ends when the answer is played
//! or when every copy of the reply is dropped.
//!
//! In-process bookkeeping only: it knows games and members by id, nothing
//! of storage or transports.

use crate::ids::{GameId, UserId};
use std::collections::HashMap;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Reservation {
    token: u64,
    /// The game answered or analysed; `None` for an imported game's
    /// analysis, which no turn clock awaits.
    game: Option<GameId>,
}

#[derive(Debug, Default)]
struct Table {
    by_member: HashMap<UserId, Reservation>,
    next_token: AtomicU64,
}

/// The outstanding answers of one service.
#[derive(Debug, Default, Clone)]
pub(super) struct Searches(Arc<Mutex<Table>>);

/// One member's outstanding answer. Released when played, or on drop.
pub(crate) struct Slot {
    table: Searches,
    member: UserId,
    token: u64,
}

impl Searches {
    fn table(&self) -> MutexGuard<'_, Table> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Reserves `member`'s answer in `game` (`None`: an imported game's
    /// analysis), or returns the game of the answer they are already
    /// waiting for.
    pub(super) fn reserve(
        &self,
        member: UserId,
        game: impl Into<Option<GameId>>,
    ) -> Result<Slot, Option<GameId>> {
        let game = game.into();
        let mut table = self.table();
        if let Some(r) = table.by_member.get(&member) {
            return Err(r.game);
        }
        let token = table.next_token.fetch_add(1, Ordering::Relaxed);
        table.by_member.insert(member, Reservation { token, game });
        Ok(Slot {
            table: self.clone(),
            member,
            token,
        })
    }

    /// Whether an answer in `game` is outstanding here.
    pub(super) fn is_due(&self, game: GameId) -> bool {
        self.table()
            .by_member
            .values()
            .any(|r| r.game == Some(game))
    }
}

impl Slot {
    /// Ends the reservation (idempotent; a later reservation of the same
    /// member is left alone).
    pub(crate) fn release(&self) {
        let mut table = self.table.table();
        if table
            .by_member
            .get(&self.member)
            .is_some_and(|r| r.token == self.token)
        {
            table.by_member.remove(&self.member);
        }
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.release();
    }
}

impl fmt::Debug for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Slot")
            .field("member", &self.member)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_outstanding_answer_per_member() {
        let s = Searches::default();
        let a = s.reserve(UserId::new(1), GameId(10)).unwrap();
        assert_eq!(
            s.reserve(UserId::new(1), GameId(11)).unwrap_err(),
            Some(GameId(10))
        );
        let b = s.reserve(UserId::new(2), GameId(11)).unwrap();
        assert!(s.is_due(GameId(10)) && s.is_due(GameId(11)) && !s.is_due(GameId(12)));
        a.release();
        a.release();
        let again = s.reserve(UserId::new(1), GameId(12)).unwrap();
        // The old slot's drop does not end the new reservation.
        drop(a);
        assert_eq!(
            s.reserve(UserId::new(1), GameId(13)).unwrap_err(),
            Some(GameId(12))
        );
        drop((again, b));
        assert!(!s.is_due(GameId(11)) && !s.is_due(GameId(12)));
        s.reserve(UserId::new(1), GameId(14)).unwrap();
    }
}
