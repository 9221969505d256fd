//! What a user is told when they can't do what they asked: a rule of the
//! game, a right they lack, a game or a challenge that is not there or moved
//! on. Each is a catalogue message shown only to them (see the catalogue's
//! ids in `locales/<lang>/main.ftl`).

use std::time::Duration;

use crate::engine::{Color, IllegalAction};
use crate::i18n::Msg;
use crate::ids::{Seat, UserId};
use crate::record::ChallengeStatus;

#[must_use]
pub fn internal_error() -> Msg {
    Msg::new("internal-error")
}
#[must_use]
pub fn cannot_challenge_self() -> Msg {
    Msg::new("cannot-challenge-self")
}
#[must_use]
pub fn channel_busy() -> Msg {
    Msg::new("channel-busy")
}
#[must_use]
pub fn challenge_pending(challenger: impl Into<Seat>, opponent: Option<UserId>) -> Msg {
    match opponent {
        Some(opponent) => Msg::new("challenge-pending")
            .user("challenger", challenger)
            .user("opponent", opponent),
        None => Msg::new("challenge-pending-open").user("challenger", challenger),
    }
}
#[must_use]
pub fn no_open_challenge() -> Msg {
    Msg::new("no-open-challenge")
}
#[must_use]
pub fn challenge_closed(status: ChallengeStatus) -> Msg {
    Msg::new(match status {
        ChallengeStatus::Accepted => "challenge-already-accepted",
        ChallengeStatus::Declined => "challenge-was-declined",
        ChallengeStatus::Cancelled => "challenge-was-withdrawn",
        ChallengeStatus::Open | ChallengeStatus::Expired => "challenge-has-expired",
    })
}
#[must_use]
pub fn challenge_expired() -> Msg {
    Msg::new("challenge-expired")
}
#[must_use]
pub fn challenge_taken(taker: impl Into<Seat>) -> Msg {
    Msg::new("challenge-taken").user("taker", taker)
}
#[must_use]
pub fn cannot_accept_own_challenge() -> Msg {
    Msg::new("cannot-accept-own-challenge")
}
#[must_use]
pub fn open_challenge_not_declined(challenger: impl Into<Seat>) -> Msg {
    Msg::new("open-challenge-not-declined").user("challenger", challenger)
}
#[must_use]
pub fn challenge_not_for_you(opponent: impl Into<Seat>) -> Msg {
    Msg::new("challenge-not-for-you").user("opponent", opponent)
}
#[must_use]
pub fn not_your_challenge() -> Msg {
    Msg::new("not-your-challenge")
}
#[must_use]
pub fn wrong_channel() -> Msg {
    Msg::new("wrong-channel")
}
#[must_use]
pub fn no_game() -> Msg {
    Msg::new("no-game")
}
#[must_use]
pub fn never_a_game() -> Msg {
    Msg::new("never-a-game")
}
#[must_use]
pub fn not_a_player() -> Msg {
    Msg::new("not-a-player")
}
#[must_use]
pub fn not_your_turn(next: Seat) -> Msg {
    Msg::new("not-your-turn").user("next", next)
}
/// A button or menu of a game that has moved on (or is over) since it was
/// made.
#[must_use]
pub fn menu_outdated() -> Msg {
    Msg::new("menu-outdated")
}

/// A menu of a game that is over (no board has a Move button any more).
#[must_use]
pub fn menu_game_over() -> Msg {
    Msg::new("menu-game-over")
}

/// A rule violation: one message per [`IllegalAction`] variant, its fields as
/// arguments (the engine's own English `Display` is not shown to users).
#[must_use]
pub fn illegal(reason: &IllegalAction) -> Msg {
    use IllegalAction as I;
    let why = match *reason {
        I::GameOver => Msg::new("illegal-game-over"),
        I::AlreadyClaimedThisTurn => Msg::new("illegal-already-claimed-this-turn"),
        I::TwoClaimsAlready => Msg::new("illegal-two-claims-already"),
        I::JokerNotClaimable => Msg::new("illegal-joker-not-claimable"),
        I::ColorTaken { color, by, mover } => Msg::new(if by == mover {
            "illegal-color-yours"
        } else {
            "illegal-color-opponents"
        })
        .arg("color", color),
        I::ClaimWithoutMove { color } => Msg::new("illegal-claim-without-move").arg("color", color),
        I::PassWithMove => Msg::new("illegal-pass-with-move"),
        I::PassWithClaim => Msg::new("illegal-pass-with-claim"),
        I::EmptyStart { point } => Msg::new("illegal-empty-start").arg("point", point.to_string()),
        I::JokerCannotMove { point } => {
            Msg::new("illegal-joker-cannot-move").arg("point", point.to_string())
        }
        I::OpponentsStack { point, color } => Msg::new("illegal-opponents-stack")
            .arg("point", point.to_string())
            .arg("color", color),
        I::FullStackCannotMove { point, limit } => Msg::new("illegal-full-stack-cannot-move")
            .arg("point", point.to_string())
            .arg("limit", limit),
        I::SamePoint { point } => Msg::new("illegal-same-point").arg("point", point.to_string()),
        I::EmptyTarget { point } => {
            Msg::new("illegal-empty-target").arg("point", point.to_string())
        }
        I::Unreachable { from, to, own } => Msg::new(if own {
            "illegal-unreachable-own"
        } else {
            "illegal-unreachable-neutral"
        })
        .arg("from", from.to_string())
        .arg("to", to.to_string()),
        I::FullTarget { point, limit } => Msg::new("illegal-full-target")
            .arg("point", point.to_string())
            .arg("limit", limit),
        I::TooHigh { height, limit } => Msg::new("illegal-too-high")
            .arg("height", height)
            .arg("limit", limit),
        I::ColorTwice { color } => Msg::new("illegal-color-twice").arg("color", color),
        I::NeutralTooLow {
            from_height,
            to,
            to_height,
        } => Msg::new("illegal-neutral-too-low")
            .arg("height", from_height)
            .arg("to", to.to_string())
            .arg("to_height", to_height),
        I::ChainNeedsOwnColor { point } => {
            Msg::new("illegal-chain-needs-own-color").arg("point", point.to_string())
        }
        I::NotOnLine { from, to } => Msg::new("illegal-not-on-line")
            .arg("from", from.to_string())
            .arg("to", to.to_string()),
        I::NotLyngkPoint { point, color } => Msg::new("illegal-not-lyngk-point")
            .arg("point", point.to_string())
            .arg("color", color),
        I::LyngkPointTwice { point } => {
            Msg::new("illegal-lyngk-point-twice").arg("point", point.to_string())
        }
    };
    Msg::new("illegal").arg("reason", why)
}

/// Typed text that is not a move because it is empty.
#[must_use]
pub fn bad_move_nothing() -> Msg {
    Msg::new("bad-move-nothing")
}
/// Typed text that is not a move, and why: one of the `bad_move_…` reasons.
#[must_use]
pub fn bad_move(typed: &str, why: Msg) -> Msg {
    Msg::new("bad-move").arg("text", typed).arg("why", why)
}
#[must_use]
pub fn bad_move_too_few_points() -> Msg {
    Msg::new("bad-move-too-few-points")
}
#[must_use]
pub fn bad_move_too_many_points() -> Msg {
    Msg::new("bad-move-too-many-points")
}
#[must_use]
pub fn bad_move_not_a_point(point: &str) -> Msg {
    Msg::new("bad-move-not-a-point").arg("point", point)
}
/// Nothing at the 1-based place `position` of the typed points.
#[must_use]
pub fn bad_move_empty_point(position: usize) -> Msg {
    Msg::new("bad-move-empty-point").arg("position", position)
}

/// The `claim` option and the claim a chosen destination carries differ.
#[must_use]
pub fn claim_conflict(chosen: Color, carried: Color) -> Msg {
    Msg::new("claim-conflict")
        .arg("chosen", chosen)
        .arg("carried", carried)
}
#[must_use]
pub fn changed_meanwhile() -> Msg {
    Msg::new("changed-meanwhile")
}
#[must_use]
pub fn moderators_only() -> Msg {
    Msg::new("moderators-only")
}
#[must_use]
pub fn admins_only() -> Msg {
    Msg::new("admins-only")
}
#[must_use]
pub fn turn_limit_out_of_range(min: Duration, max: Duration) -> Msg {
    Msg::new("turn-limit-out-of-range")
        .arg("min", min)
        .arg("max", max)
}
#[must_use]
pub fn game_not_over() -> Msg {
    Msg::new("game-not-over")
}
#[must_use]
pub fn no_such_game() -> Msg {
    Msg::new("no-such-game")
}
/// A game played outside a server (a DM, a group DM) changes no rating.
#[must_use]
pub fn not_rated_outside_servers() -> Msg {
    Msg::new("not-rated-outside-servers")
}
/// A game that ended before both players had moved changes no rating.
#[must_use]
pub fn not_rated_early() -> Msg {
    Msg::new("not-rated-early")
}
