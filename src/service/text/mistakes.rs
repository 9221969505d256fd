//! The words of `/lyngk mistakes`: a mistake shown (the game, the turn and
//! what it cost), and the answers to a turn tried on it.

use crate::engine::IllegalAction;
use crate::i18n::Msg;
use crate::ids::Seat;

use super::super::mistakes::FOUND_MARGIN;

/// A mistake: the game it comes from, the turn, what was played and the
/// member's chance before and after.
#[must_use]
pub fn mistake_head(
    opponent: Seat,
    link: &str,
    turn: i32,
    played: &str,
    from: i32,
    to: i32,
) -> Msg {
    Msg::new("mistake-head")
        .user("opponent", opponent)
        .arg("link", link)
        .arg("turn", i64::from(turn))
        .arg("notation", played)
        .arg("from", i64::from(from))
        .arg("to", i64::from(to))
}

/// What the member is asked.
#[must_use]
pub fn mistake_task() -> Msg {
    Msg::new("mistake-task")
}

/// No mistake stored: how to get some.
#[must_use]
pub fn mistakes_none() -> Msg {
    Msg::new("mistakes-none")
}

/// Every stored mistake found.
#[must_use]
pub fn mistakes_all_found(found: i64) -> Msg {
    Msg::new("mistakes-all-found").arg("count", found)
}

/// A better turn found: proven by the solver, or rated close enough to the
/// analysis's best.
#[must_use]
pub fn mistake_found(tried: &str, proven: bool) -> Msg {
    if proven {
        Msg::new("mistake-found-proven").arg("notation", tried)
    } else {
        Msg::new("mistake-found-rated")
            .arg("notation", tried)
            .arg("margin", FOUND_MARGIN)
    }
}

/// A turn that is not good enough: what it leaves, and the preferred turn.
#[must_use]
pub fn mistake_missed(tried: &str, chance: i64, preferred: &str, best: i64) -> Msg {
    Msg::new("mistake-missed")
        .arg("notation", tried)
        .arg("chance", chance)
        .arg("preferred", preferred)
        .arg("best", best)
}

/// The turn played in the game, tried again.
#[must_use]
pub fn mistake_same(played: &str) -> Msg {
    Msg::new("mistake-same").arg("notation", played)
}

/// A turn the rules refuse in the mistake's position: the rule broken, as
/// a game says it ([`super::illegal`]), then the invitation to try again.
#[must_use]
pub fn mistake_illegal(reason: &IllegalAction) -> Msg {
    Msg::new("mistake-illegal").arg("illegal", super::illegal(reason))
}

/// A button or menu of a mistake already found (a second click).
#[must_use]
pub fn mistake_already_found() -> Msg {
    Msg::new("mistake-already-found")
}

/// A button or menu of a mistake that is not the clicker's or is gone.
#[must_use]
pub fn mistake_outdated() -> Msg {
    Msg::new("mistake-outdated")
}

/// A `claim:` given without the `move:` it goes with.
#[must_use]
pub fn mistake_claim_needs_move() -> Msg {
    Msg::new("mistake-claim-needs-move")
}
