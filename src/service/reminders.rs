//! Turn reminders by direct message. A member may ask (`/lyngk notify on`,
//! stored per user, off by default) to be told privately when it becomes
//! their turn in any game (after the opponent's move, the computer's
//! answer, or at the start) and when half of their time for a turn has
//! gone. The service only says which reminders are due
//! ([`Reply::reminders`](super::Reply)); the front end sends them after its
//! reply, never inside a transaction, and a member whose direct messages
//! are closed simply gets none.

use crate::engine::Variant;
use crate::storage::{GameRow, StorageError};

use super::types::{Reminder, ReminderKind};
use super::{Actor, COMPUTER, GameIds, Reply, Res, Service, text};

/// The game a reminder is about.
#[derive(Clone, Copy, Debug)]
pub(super) struct About {
    pub ids: GameIds,
    pub variant: Variant,
    pub players: [u64; 2],
}

impl About {
    pub fn of(row: &GameRow) -> About {
        About {
            ids: GameIds::of(row),
            variant: row.variant,
            players: [row.player1(), row.player2()],
        }
    }
}

impl Service {
    /// Turns the caller's turn reminders on or off (for every server).
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn set_notify(&self, a: Actor, on: bool) -> Res {
        let mut tx = self.db.begin().await?;
        tx.set_notify(a.user, on).await?;
        tx.commit().await?;
        Ok(Reply {
            text: text::notify_set(on).into(),
            ephemeral: true,
            ..Reply::default()
        })
    }

    /// The reminder for `user` about a game, if they asked for reminders.
    /// Read after the action was stored; a failure to read the setting is
    /// logged and costs only the reminder.
    pub(super) async fn reminder(
        &self,
        about: About,
        user: u64,
        kind: ReminderKind,
    ) -> Option<Reminder> {
        if user == COMPUTER {
            return None;
        }
        let GameIds { guild, channel, id } = about.ids;
        let wanted = async {
            let mut tx = self.db.read().await?;
            let on = tx.notify(user).await?;
            tx.commit().await?;
            Ok::<bool, StorageError>(on)
        };
        match wanted.await {
            Ok(true) => {}
            Ok(false) => return None,
            Err(e) => {
                tracing::error!(
                    guild,
                    channel,
                    game = id,
                    user,
                    "reading the reminder setting failed: {e}"
                );
                return None;
            }
        }
        let opponent = if about.players[0] == user {
            about.players[1]
        } else {
            about.players[0]
        };
        Some(Reminder {
            user,
            guild,
            channel,
            game: id,
            opponent,
            variant: about.variant,
            kind,
        })
    }
}
