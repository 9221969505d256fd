//! Every message the service shows to users, as typed messages: an id of the
//! catalogue (`locales/<lang>/main.ftl`) and its arguments. The wording lives
//! in the catalogue, one file per language; front ends render these in the
//! reader's language, so the service stays language-neutral. Users are named
//! by their ids (`<@id>` once rendered); only the ids a caller lists in
//! `Reply::mentions` are pinged, the others are just displayed.

use crate::ids::{ChannelId, GameId, Seat, UserId};
use crate::record::ChallengeStatus;
use std::time::Duration;

use crate::engine::{Color, IllegalAction, Player, Point, Variant};
use crate::i18n::{Arg, Msg};

use crate::ai::Level;
use crate::record::{EndReason, GameResult};

fn points(ps: &[Point], sep: &str) -> String {
    ps.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(sep)
}

/// A level of the computer, as shown.
#[must_use]
pub fn level_name(level: Level) -> Msg {
    Msg::new(match level {
        Level::Easy => "level-easy",
        Level::Normal => "level-normal",
        Level::Hard => "level-hard",
        Level::Master => "level-master",
    })
}

// ----- mistakes -------------------------------------------------------------

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
/// A game that ended before both players had moved changes no rating.
#[must_use]
pub fn not_rated_early() -> Msg {
    Msg::new("not-rated-early")
}

// ----- challenges -------------------------------------------------------------

#[must_use]
pub fn challenged(
    challenger: impl Into<Seat>,
    opponent: impl Into<Seat>,
    variant: Variant,
    ttl: Duration,
) -> Msg {
    Msg::new("challenged")
        .user("opponent", opponent)
        .user("challenger", challenger)
        .arg("variant", variant)
        .arg("ttl", ttl)
}
#[must_use]
pub fn challenged_anyone(challenger: impl Into<Seat>, variant: Variant, ttl: Duration) -> Msg {
    Msg::new("challenged-anyone")
        .user("challenger", challenger)
        .arg("variant", variant)
        .arg("ttl", ttl)
}
#[must_use]
pub fn rematch_offered(
    challenger: impl Into<Seat>,
    opponent: impl Into<Seat>,
    variant: Variant,
    ttl: Duration,
) -> Msg {
    Msg::new("rematch-offered")
        .user("opponent", opponent)
        .user("challenger", challenger)
        .arg("variant", variant)
        .arg("ttl", ttl)
}
#[must_use]
pub fn declined(challenger: impl Into<Seat>, opponent: impl Into<Seat>) -> Msg {
    Msg::new("declined")
        .user("challenger", challenger)
        .user("opponent", opponent)
}
#[must_use]
pub fn cancelled(challenger: impl Into<Seat>) -> Msg {
    Msg::new("cancelled").user("challenger", challenger)
}
#[must_use]
pub fn challenge_timed_out(challenger: impl Into<Seat>, opponent: Option<UserId>) -> Msg {
    match opponent {
        Some(opponent) => Msg::new("challenge-timed-out")
            .user("challenger", challenger)
            .user("opponent", opponent),
        None => Msg::new("challenge-timed-out-open").user("challenger", challenger),
    }
}
#[must_use]
pub fn game_started(
    p1: impl Into<Seat>,
    p2: impl Into<Seat>,
    variant: Variant,
    limit: Duration,
) -> Msg {
    Msg::new("game-started")
        .arg("variant", variant)
        .user("p1", p1)
        .user("p2", p2)
        .arg("limit", limit)
}

// ----- turns --------------------------------------------------------------------

#[must_use]
pub fn claimed(user: impl Into<Seat>, color: Color) -> Msg {
    Msg::new("claimed").user("user", user).arg("color", color)
}
#[must_use]
pub fn now_move(user: impl Into<Seat>) -> Msg {
    Msg::new("now-move").user("user", user)
}
/// `<@a> plays C3-E5` with the LYNGK points spelled out.
#[must_use]
pub fn moved(user: impl Into<Seat>, notation: &str, path: &[Point]) -> Msg {
    if path.len() > 2 {
        Msg::new("moved-lyngk")
            .user("user", user)
            .arg("move", notation)
            .arg("via", points(&path[1..path.len() - 1], ", "))
            .arg("path", points(path, " → "))
    } else {
        Msg::new("moved").user("user", user).arg("move", notation)
    }
}
#[must_use]
pub fn scored(user: impl Into<Seat>, points: u8) -> Msg {
    Msg::new("scored").user("user", user).arg("points", points)
}
#[must_use]
pub fn passed(user: impl Into<Seat>) -> Msg {
    Msg::new("passed").user("user", user)
}
#[must_use]
pub fn to_move(user: impl Into<Seat>, player: Player, claims: &[Color]) -> Msg {
    Msg::new("to-move")
        .user("user", user)
        .arg("player", player.number())
        .arg("colors", Arg::Colors(claims.to_vec()))
}
#[must_use]
pub fn turn_warning(user: impl Into<Seat>, left: Duration) -> Msg {
    Msg::new("turn-warning")
        .user("user", user)
        .arg("left", left)
}

// ----- the end ------------------------------------------------------------------

#[must_use]
pub fn sudden_death(winner: impl Into<Seat>) -> Msg {
    Msg::new("sudden-death").user("user", winner)
}
#[must_use]
pub fn resign_confirm(opponent: impl Into<Seat>) -> Msg {
    Msg::new("resign-confirm").user("opponent", opponent)
}
#[must_use]
pub fn resign_kept() -> Msg {
    Msg::new("resign-kept")
}
#[must_use]
pub fn resign_outdated() -> Msg {
    Msg::new("resign-outdated")
}
#[must_use]
pub fn resigned(loser: impl Into<Seat>, winner: impl Into<Seat>) -> Msg {
    Msg::new("resigned")
        .user("loser", loser)
        .user("winner", winner)
}
#[must_use]
pub fn lost_on_time(loser: impl Into<Seat>, winner: impl Into<Seat>) -> Msg {
    Msg::new("lost-on-time")
        .user("loser", loser)
        .user("winner", winner)
}
#[must_use]
pub fn aborted(moderator: impl Into<Seat>) -> Msg {
    Msg::new("aborted").user("user", moderator)
}
#[must_use]
pub fn rating_change(user: impl Into<Seat>, old: f64, new: f64) -> Msg {
    let (old, new) = (old.round() as i64, new.round() as i64);
    Msg::new("rating-change")
        .user("user", user)
        .arg("old", old)
        .arg("new", new)
        .arg("delta", format!("{:+}", new - old))
}

// ----- looking at games -------------------------------------------------------------

#[must_use]
pub fn game_over_status(
    result: Option<GameResult>,
    reason: Option<EndReason>,
    users: [Seat; 2],
) -> Msg {
    let how = match reason {
        Some(EndReason::SuddenDeath) => "sudden-death",
        Some(EndReason::Resign) => "resign",
        Some(EndReason::Timeout) => "timeout",
        Some(EndReason::End | EndReason::Abort) | None => "moves",
    };
    match result {
        Some(GameResult::Win1) => Msg::new("game-over-won")
            .user("user", users[0])
            .arg("how", how),
        Some(GameResult::Win2) => Msg::new("game-over-won")
            .user("user", users[1])
            .arg("how", how),
        Some(GameResult::Draw) => Msg::new("game-over-draw"),
        None => Msg::new("game-over-aborted"),
    }
}
#[must_use]
pub fn history(game: GameId, start_lpn: &str, turns: &[String], users: [Seat; 2]) -> Vec<Msg> {
    let mut lines = vec![
        Msg::new("history-head")
            .arg("game", game)
            .user("p1", users[0])
            .user("p2", users[1]),
        Msg::verbatim(format!("```\n{start_lpn}")),
    ];
    if turns.is_empty() {
        lines.push(Msg::new("history-no-moves"));
    }
    for (i, t) in turns.iter().enumerate() {
        lines.push(Msg::verbatim(format!("{}. {t}", i + 1)));
    }
    lines.push(Msg::verbatim("```"));
    if !turns.is_empty() {
        lines.push(Msg::new("history-replay-it"));
    }
    lines
}
#[must_use]
pub fn replay_caption(users: [Seat; 2], actions: usize) -> Msg {
    Msg::new("replay-caption")
        .user("p1", users[0])
        .user("p2", users[1])
        .arg("actions", actions)
}
#[must_use]
pub fn replay_alt(actions: usize) -> Msg {
    Msg::new("replay-alt").arg("actions", actions)
}

// ----- analysis ------------------------------------------------------------------------

#[must_use]
pub fn analysis_head(users: [Seat; 2], variant: Variant, turns: usize) -> Msg {
    Msg::new("analysis-head")
        .user("p1", users[0])
        .user("p2", users[1])
        .arg("variant", variant)
        .arg("turns", turns)
}
#[must_use]
pub fn analysis_swing(
    turn: usize,
    user: impl Into<Seat>,
    notation: &str,
    from: i64,
    to: i64,
) -> Msg {
    Msg::new(if to < from {
        "analysis-swing-drop"
    } else {
        "analysis-swing-rise"
    })
    .arg("turn", turn)
    .user("user", user)
    .arg("notation", notation)
    .arg("from", from)
    .arg("to", to)
}
#[must_use]
pub fn analysis_preferred(notation: &str, chance: i64) -> Msg {
    Msg::new("analysis-preferred")
        .arg("notation", notation)
        .arg("chance", chance)
}
#[must_use]
pub fn analysis_level() -> Msg {
    Msg::new("analysis-level")
}
#[must_use]
pub fn analysis_note(iterations: u32) -> Msg {
    Msg::new("analysis-note").arg("iterations", iterations)
}
#[must_use]
pub fn analysis_alt(player1: Seat, turns: usize) -> Msg {
    Msg::new("analysis-alt")
        .user("user", player1)
        .arg("turns", turns)
}
#[must_use]
pub fn analysis_busy() -> Msg {
    Msg::new("analysis-busy")
}

// ----- ratings and statistics -----------------------------------------------------------

#[must_use]
pub fn ai_game_started(
    user: UserId,
    level: Level,
    variant: Variant,
    limit: Duration,
    human_first: bool,
) -> Msg {
    Msg::new("ai-game-started")
        .user("user", user)
        .arg("variant", variant)
        .arg("level", level_name(level))
        .user(
            "first",
            if human_first {
                Seat::Human(user)
            } else {
                Seat::Computer
            },
        )
        .arg("limit", limit)
}

/// Heads the computer's answer in a reply.
#[must_use]
pub fn computer_answers(level: Level) -> Msg {
    Msg::new("computer-answers").arg("level", level_name(level))
}
/// The computer is to move; its answer follows as a message of its own.
#[must_use]
pub fn computer_thinking(level: Level) -> Msg {
    Msg::new("computer-thinking").arg("level", level_name(level))
}
/// A member who already waits for an answer of the computer can't make
/// another one due.
#[must_use]
pub fn search_busy() -> Msg {
    Msg::new("search-busy")
}

#[must_use]
pub fn turn_limit_set(limit: Duration) -> Msg {
    Msg::new("turn-limit-set").arg("limit", limit)
}

// ----- games in threads --------------------------------------------------------

#[must_use]
pub fn threads_admins_only() -> Msg {
    Msg::new("threads-admins-only")
}
#[must_use]
pub fn threads_set(on: bool) -> Msg {
    Msg::new(if on { "threads-on" } else { "threads-off" })
}

/// The name of a game's thread, after its players (first to move first).
#[must_use]
pub fn thread_name(first: &str, second: &str) -> Msg {
    Msg::new("thread-name")
        .arg("first", first)
        .arg("second", second)
}

/// The answer in the channel when the game went to its thread.
#[must_use]
pub fn game_in_thread(thread: ChannelId) -> Msg {
    Msg::new("game-in-thread").arg("thread", format!("<#{thread}>"))
}

/// Added to a game's start when its thread could not be made for lack of
/// permissions.
#[must_use]
pub fn thread_permissions_missing() -> Msg {
    Msg::new("thread-permissions-missing")
}

// ----- turn reminders ----------------------------------------------------------

#[must_use]
pub fn notify_set(on: bool) -> Msg {
    Msg::new(if on { "notify-on" } else { "notify-off" })
}
/// A direct message: it is the reader's turn in a game.
#[must_use]
pub fn reminder_your_turn(opponent: Seat, variant: Variant, link: &str) -> Msg {
    Msg::new("reminder-your-turn")
        .user("opponent", opponent)
        .arg("variant", variant)
        .arg("link", link)
}
/// A direct message: half of the reader's time for a turn has gone.
#[must_use]
pub fn reminder_half_time(opponent: Seat, left: Duration, link: &str) -> Msg {
    Msg::new("reminder-half-time")
        .user("opponent", opponent)
        .arg("left", left)
        .arg("link", link)
}

#[must_use]
pub fn rules() -> Msg {
    Msg::new("rules")
}

mod adapter;
mod buttons;
mod clicks;
mod lessons;
mod local;
mod mistakes;
mod picture;
mod puzzles;
mod tournaments;
mod views;

pub use adapter::*;
pub use buttons::*;
pub use clicks::*;
pub use lessons::*;
pub use local::*;
pub use mistakes::*;
pub use picture::*;
pub use puzzles::*;
pub use tournaments::*;
pub use views::*;
