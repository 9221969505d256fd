//! Turn reminders by direct message. A member may ask (`/lyngk notify on`,
//! stored per user, off by default) to be told privately when it becomes
//! their turn in any game (after the opponent's move, the computer's
//! answer, or at the start) and when half of their time for a turn has
//! gone. The service only says which reminders are due
//! ([`Effect::Remind`](super::Effect)), reading the member's setting in the
//! action's own transaction; the front end sends them after its reply,
//! never inside a transaction, and a member whose direct messages are
//! closed simply gets none.

use crate::engine::Variant;
use crate::ids::Seat;
use crate::storage::{StorageError, Tx};

use crate::service::effects::{Reminder, ReminderKind};
use crate::service::game::Loaded;
use crate::service::types::{GameRef, Players};

/// The game a reminder is about.
#[derive(Clone, Copy, Debug)]
pub(super) struct About {
    pub game: GameRef,
    pub variant: Variant,
    pub players: Players,
}

impl About {
    pub fn of(g: &Loaded) -> About {
        About {
            game: g.at(),
            variant: g.row.variant,
            players: g.players(),
        }
    }

    /// The reminder of `kind` for `user`, if they asked for reminders: read
    /// in `tx`, the transaction of the action that makes it due.
    pub async fn reminder(
        self,
        tx: &mut Tx,
        user: Seat,
        kind: ReminderKind,
    ) -> Result<Option<Reminder>, StorageError> {
        let Seat::Human(user) = user else {
            return Ok(None);
        };
        if !tx.notify(user).await? {
            return Ok(None);
        }
        Ok(Some(Reminder::new(
            self.game,
            self.players,
            self.variant,
            user,
            kind,
        )))
    }
}
