//! What storing a turn or a game's end sets in motion, in the transaction
//! that stores it: the ratings of a rated game that ended, the takeback
//! request it overtakes, the game's tournament (its pairing's result, and
//! the next round when that ends the round), the puzzles to mine from a
//! game that ended, and the reminder of the player whose turn it now is. One step ([`Consequences::settle`]), called by
//! every path that stores a turn or ends a game: a turn, a resignation, an
//! abort, a loss on time.

use crate::engine::Outcome;
use crate::i18n::Msg;
use crate::ids::UserId;
use crate::record::GameResult;
use crate::storage::{GameRow, TakebackRow, Tx};
use crate::time::Timestamp;

use super::context::Context;
use super::effects::{Effect, Reminder, ReminderKind};
use super::reminders::About;
use super::{ServiceError, Tournaments, ratings};

/// How the game stands once the turn (or the end) is stored.
#[derive(Clone, Copy, Debug)]
pub(super) enum Stand {
    /// It goes on; the reminder of `next` is due when they asked for one
    /// (`None`: nobody's turn came, or it is the computer's).
    GoesOn { next: Option<(About, UserId)> },
    /// It ended with `outcome` (`None`: no result, an abort), rated when
    /// `rated` (ratings also skip games against the computer).
    Ended {
        outcome: Option<Outcome>,
        rated: bool,
    },
}

/// What the step set in motion, for the answer.
#[derive(Default)]
pub(super) struct Consequences {
    /// One line per player describing their rating's change.
    pub rating_lines: Vec<Msg>,
    /// The takeback request that was overtaken (its buttons go).
    pub overtaken: Option<TakebackRow>,
    /// What the game's end sets in motion after the answer: what it does
    /// to its tournament (posts of the next round, the final standings),
    /// and the puzzles to mine from it.
    pub game_over: Vec<Effect>,
    /// The reminder of the player whose turn it now is.
    pub reminder: Option<Reminder>,
}

impl Consequences {
    /// Sets in motion, in `tx` (which stored the turn or the end of game
    /// `row` at `now`), what that entails as `stand` says.
    ///
    /// # Errors
    /// Storage errors (the caller's transaction is then not committed).
    pub(super) async fn settle(
        cx: &Context,
        tx: &mut Tx,
        row: &GameRow,
        stand: Stand,
        now: Timestamp,
    ) -> Result<Consequences, ServiceError> {
        let (outcome, rated, next) = match stand {
            Stand::GoesOn { next } => (None, false, next),
            Stand::Ended { outcome, rated } => (outcome, rated, None),
        };
        let rating_lines = if rated {
            ratings::apply(tx, row, outcome).await?
        } else {
            Vec::new()
        };
        let overtaken = tx.overtake_takeback(row.id, now).await?;
        // Nothing for a game that goes on or ends without a result.
        let mut game_over = Tournaments::of(cx)
            .game_over(tx, row, outcome.map(GameResult::from))
            .await?;
        if matches!(stand, Stand::Ended { .. }) && row.guild().is_some() {
            game_over.push(Effect::MinePuzzles(row.id));
        }
        let reminder = match next {
            Some((about, user)) => {
                about
                    .reminder(tx, user.into(), ReminderKind::YourTurn)
                    .await?
            }
            None => None,
        };
        Ok(Consequences {
            rating_lines,
            overtaken,
            game_over,
            reminder,
        })
    }
}
