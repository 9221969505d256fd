//! What storing a turn or a game's end sets in motion, in the transaction
//! that stores it: the ratings of a rated game that ended, the takeback
//! request it overtakes, the game's tournament (its pairing's result, and
//! the next round when that ends the round), the puzzles to mine from a
//! game that ended, and the reminder of the player whose turn it now is. One
//! step ([`Consequences::settle`]), called by every path that stores a turn
//! or ends a game; and the one step that ends a game where it stands, with
//! no move, then settles ([`Consequences::end_where_it_stands`]: a
//! resignation, an abort, a loss on time, a tournament withdrawal).

use crate::engine::Outcome;
use crate::i18n::Msg;
use crate::ids::UserId;
use crate::record::{Ending, GameResult};
use crate::storage::{GameRow, Plies, TakebackRow, Tx};
use crate::time::Timestamp;

use crate::service::context::Context;
use crate::service::effects::{Effect, Reminder, ReminderKind};
use crate::service::errors::ServiceError;
use crate::service::ratings;
use crate::service::reminders::About;
use crate::service::tournaments::Tournaments;

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
    /// Ends game `row` where it stands, with no move (a resignation, an
    /// abort, a loss on time, a tournament withdrawal), as `ending` says,
    /// then settles in the same transaction what that entails
    /// ([`Consequences::settle`]; ratings only when `rated`). `None` when
    /// the game moved or ended since `row` was read: its revision no longer
    /// matches, and nothing was written.
    ///
    /// # Errors
    /// Storage errors (the caller's transaction is then not committed).
    pub(super) async fn end_where_it_stands(
        cx: &Context,
        tx: &mut Tx,
        row: &GameRow,
        ending: &Ending,
        rated: bool,
    ) -> Result<Option<Consequences>, ServiceError> {
        if !tx
            .end_game(row.id, Plies::unchanged(row.revision, row.ply), ending)
            .await?
        {
            return Ok(None);
        }
        let stand = Stand::Ended {
            outcome: ending.result.map(GameResult::outcome),
            rated,
        };
        Self::settle(cx, tx, row, stand, ending.at).await.map(Some)
    }

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
