//! The words of an exploration: where its line starts, the line, the
//! computer's best turn there, its export, and why a button no longer
//! applies.

use crate::engine::IllegalAction;
use crate::i18n::Msg;
use crate::ids::{GameId, ImportedGameId};

/// An exploration of a played game from its turn `turn` (0: the start),
/// `played` turns into its line.
#[must_use]
pub fn explore_head(game: GameId, turn: i32, played: usize) -> Msg {
    Msg::new("explore-head")
        .arg("game", game)
        .arg("turn", i64::from(turn))
        .arg("played", played)
}

/// The same from a member's imported game.
#[must_use]
pub fn explore_head_imported(game: ImportedGameId, turn: i32, played: usize) -> Msg {
    Msg::new("explore-head-imported")
        .arg("game", game)
        .arg("turn", i64::from(turn))
        .arg("played", played)
}

/// The same from a position the member gave.
#[must_use]
pub fn explore_head_position(played: usize) -> Msg {
    Msg::new("explore-head-position").arg("played", played)
}

/// No turn played yet.
#[must_use]
pub fn explore_empty() -> Msg {
    Msg::new("explore-empty")
}

/// The turns of the line, in notation.
#[must_use]
pub fn explore_line(line: &str) -> Msg {
    Msg::new("explore-line").arg("line", line)
}

/// The game is over where the line stands.
#[must_use]
pub fn explore_over() -> Msg {
    Msg::new("explore-over")
}

/// A turn the rules refuse there.
#[must_use]
pub fn explore_illegal(reason: &IllegalAction) -> Msg {
    Msg::new("explore-illegal").arg("illegal", super::illegal(reason))
}

/// The line holds its most turns.
#[must_use]
pub fn explore_too_long(max: usize) -> Msg {
    Msg::new("explore-too-long").arg("max", max)
}

/// The computer's best whole turn where the line stands, and the winning
/// chance of the player to move (`player`: 1 or 2), in percent.
#[must_use]
pub fn explore_best(turn: &str, player: u8, chance: i64) -> Msg {
    Msg::new("explore-best")
        .arg("turn", turn)
        .arg("player", i64::from(player))
        .arg("chance", chance)
}

/// An exploration's button that no longer applies.
#[must_use]
pub fn explore_outdated() -> Msg {
    Msg::new("explore-outdated")
}

/// Export with no turn played.
#[must_use]
pub fn explore_nothing() -> Msg {
    Msg::new("explore-nothing")
}

/// Export of a line that only follows the game.
#[must_use]
pub fn explore_same_as_game() -> Msg {
    Msg::new("explore-same-as-game")
}

/// Export past a record's limits.
#[must_use]
pub fn explore_record_too_big() -> Msg {
    Msg::new("explore-record-too-big")
}

/// The game's record with the line (`turns` turns) as a variation of its
/// turn `turn`.
#[must_use]
pub fn explore_exported(turn: usize, turns: usize) -> Msg {
    Msg::new("explore-exported")
        .arg("turn", turn)
        .arg("turns", turns)
}

/// The line (`turns` turns) as a record from where it starts.
#[must_use]
pub fn explore_exported_position(turns: usize) -> Msg {
    Msg::new("explore-exported-position").arg("turns", turns)
}

/// A position given that can't be read.
#[must_use]
pub fn explore_bad_position(reason: &str) -> Msg {
    Msg::new("explore-bad-position").arg("reason", reason)
}

/// A position given with a game or a turn.
#[must_use]
pub fn explore_position_alone() -> Msg {
    Msg::new("explore-position-alone")
}

#[must_use]
pub fn button_review_explore() -> Msg {
    Msg::new("button-review-explore")
}
#[must_use]
pub fn button_explore_back() -> Msg {
    Msg::new("button-explore-back")
}
#[must_use]
pub fn button_explore_best() -> Msg {
    Msg::new("button-explore-best")
}
#[must_use]
pub fn button_explore_export() -> Msg {
    Msg::new("button-explore-export")
}
