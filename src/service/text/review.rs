//! The words of a review: which game and turn it shows, the turn played,
//! the chances the analysis found there, and why a review can't be shown.

use crate::i18n::Msg;
use crate::ids::{GameId, ImportedGameId};

use super::Who;

/// A review of a played game at turn `turn` of `turns` (0: the start).
#[must_use]
pub fn review_head(game: GameId, p1: Who, p2: Who, turn: usize, turns: usize) -> Msg {
    Msg::new("review-head")
        .arg("game", game)
        .arg("p1", p1)
        .arg("p2", p2)
        .arg("turn", turn)
        .arg("turns", turns)
}

/// A review of a member's imported game at turn `turn` of `turns`.
#[must_use]
pub fn review_head_imported(
    game: ImportedGameId,
    p1: Who,
    p2: Who,
    turn: usize,
    turns: usize,
) -> Msg {
    Msg::new("review-head-imported")
        .arg("game", game)
        .arg("p1", p1)
        .arg("p2", p2)
        .arg("turn", turn)
        .arg("turns", turns)
}

/// The start position, before any turn.
#[must_use]
pub fn review_start() -> Msg {
    Msg::new("review-start")
}

/// Turn `turn`, played by `user` (in notation).
#[must_use]
pub fn review_turn(turn: usize, user: Who, notation: &str) -> Msg {
    Msg::new("review-turn")
        .arg("turn", turn)
        .arg("user", user)
        .arg("notation", notation)
}

/// The analysis's chances at the start: `p1`'s and `p2`'s, in percent.
#[must_use]
pub fn review_chances(p1: Who, c1: i64, p2: Who, c2: i64) -> Msg {
    Msg::new("review-chances")
        .arg("p1", p1)
        .arg("c1", c1)
        .arg("p2", p2)
        .arg("c2", c2)
}

/// What the turn shown did to its player's chance, as the analysis
/// estimated it.
#[must_use]
pub fn review_turn_chance(user: Who, from: i64, to: i64) -> Msg {
    Msg::new("review-turn-chance")
        .arg("user", user)
        .arg("from", from)
        .arg("to", to)
}

/// The turn shown is the game's biggest swing.
#[must_use]
pub fn review_biggest_swing() -> Msg {
    Msg::new("review-biggest-swing")
}

/// The game has no analysis: no chances, no swing.
#[must_use]
pub fn review_not_analysed() -> Msg {
    Msg::new("review-not-analysed")
}

/// A turn past the game's last (a typed `turn:`).
#[must_use]
pub fn review_no_such_turn(turns: usize) -> Msg {
    Msg::new("review-no-such-turn").arg("turns", turns)
}

/// A review's button that no longer applies.
#[must_use]
pub fn review_outdated() -> Msg {
    Msg::new("review-outdated")
}

/// A review's button pressed by another member than its own.
#[must_use]
pub fn review_not_yours() -> Msg {
    Msg::new("review-not-yours")
}
