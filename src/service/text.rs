//! Every message the service shows to users, as typed messages: an id of the
//! catalogue (`locales/<lang>/main.ftl`) and its arguments. The wording lives
//! in the catalogue, one file per language; front ends render these in the
//! reader's language, so the service stays language-neutral. Users are named
//! by their ids (`<@id>` once rendered); only the ids a caller lists in
//! `Reply::mentions` are pinged, the others are just displayed.

use std::time::Duration;

use crate::engine::{Color, IllegalAction, Player, Point, Variant};
use crate::i18n::{Arg, Msg};

use super::types::COMPUTER;
use crate::ai::Level;
use crate::storage::{ChallengeStatus, EndReason, GameResult, TakebackStatus};

fn ms(ms: i64) -> Duration {
    Duration::from_millis(u64::try_from(ms).unwrap_or(0))
}

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
pub fn challenge_pending(challenger: u64, opponent: Option<u64>) -> Msg {
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
pub fn challenge_taken(taker: u64) -> Msg {
    Msg::new("challenge-taken").user("taker", taker)
}
#[must_use]
pub fn cannot_accept_own_challenge() -> Msg {
    Msg::new("cannot-accept-own-challenge")
}
#[must_use]
pub fn open_challenge_not_declined(challenger: u64) -> Msg {
    Msg::new("open-challenge-not-declined").user("challenger", challenger)
}
#[must_use]
pub fn challenge_not_for_you(opponent: u64) -> Msg {
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
pub fn not_your_turn(next: u64) -> Msg {
    Msg::new("not-your-turn").user("next", next)
}
/// A button or menu of a game that has moved on (or is over) since it was
/// made.
#[must_use]
pub fn menu_outdated() -> Msg {
    Msg::new("menu-outdated")
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
pub fn challenged(challenger: u64, opponent: u64, variant: Variant, ttl: Duration) -> Msg {
    Msg::new("challenged")
        .user("opponent", opponent)
        .user("challenger", challenger)
        .arg("variant", variant)
        .arg("ttl", ttl)
}
#[must_use]
pub fn challenged_anyone(challenger: u64, variant: Variant, ttl: Duration) -> Msg {
    Msg::new("challenged-anyone")
        .user("challenger", challenger)
        .arg("variant", variant)
        .arg("ttl", ttl)
}
#[must_use]
pub fn rematch_offered(challenger: u64, opponent: u64, variant: Variant, ttl: Duration) -> Msg {
    Msg::new("rematch-offered")
        .user("opponent", opponent)
        .user("challenger", challenger)
        .arg("variant", variant)
        .arg("ttl", ttl)
}
#[must_use]
pub fn declined(challenger: u64, opponent: u64) -> Msg {
    Msg::new("declined")
        .user("challenger", challenger)
        .user("opponent", opponent)
}
#[must_use]
pub fn cancelled(challenger: u64) -> Msg {
    Msg::new("cancelled").user("challenger", challenger)
}
#[must_use]
pub fn challenge_timed_out(challenger: u64, opponent: Option<u64>) -> Msg {
    match opponent {
        Some(opponent) => Msg::new("challenge-timed-out")
            .user("challenger", challenger)
            .user("opponent", opponent),
        None => Msg::new("challenge-timed-out-open").user("challenger", challenger),
    }
}
#[must_use]
pub fn game_started(p1: u64, p2: u64, variant: Variant, limit_ms: i64) -> Msg {
    Msg::new("game-started")
        .arg("variant", variant)
        .user("p1", p1)
        .user("p2", p2)
        .arg("limit", ms(limit_ms))
}

// ----- turns --------------------------------------------------------------------

#[must_use]
pub fn claimed(user: u64, color: Color) -> Msg {
    Msg::new("claimed").user("user", user).arg("color", color)
}
#[must_use]
pub fn now_move(user: u64) -> Msg {
    Msg::new("now-move").user("user", user)
}
/// `<@a> plays C3-E5` with the LYNGK points spelled out.
#[must_use]
pub fn moved(user: u64, notation: &str, path: &[Point]) -> Msg {
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
pub fn scored(user: u64, points: u8) -> Msg {
    Msg::new("scored").user("user", user).arg("points", points)
}
#[must_use]
pub fn passed(user: u64) -> Msg {
    Msg::new("passed").user("user", user)
}
#[must_use]
pub fn to_move(user: u64, player: Player, claims: &[Color]) -> Msg {
    Msg::new("to-move")
        .user("user", user)
        .arg("player", player.number())
        .arg("colors", Arg::Colors(claims.to_vec()))
}
#[must_use]
pub fn turn_warning(user: u64, left_ms: i64) -> Msg {
    Msg::new("turn-warning")
        .user("user", user)
        .arg("left", ms(left_ms))
}

// ----- the end ------------------------------------------------------------------

#[must_use]
pub fn sudden_death(winner: u64) -> Msg {
    Msg::new("sudden-death").user("user", winner)
}
#[must_use]
pub fn resign_confirm(opponent: u64) -> Msg {
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
pub fn resigned(loser: u64, winner: u64) -> Msg {
    Msg::new("resigned")
        .user("loser", loser)
        .user("winner", winner)
}
#[must_use]
pub fn lost_on_time(loser: u64, winner: u64) -> Msg {
    Msg::new("lost-on-time")
        .user("loser", loser)
        .user("winner", winner)
}
#[must_use]
pub fn aborted(moderator: u64) -> Msg {
    Msg::new("aborted").user("user", moderator)
}
#[must_use]
pub fn rating_change(user: u64, old: f64, new: f64) -> Msg {
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
    users: [u64; 2],
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
pub fn history(game: i64, start_lpn: &str, turns: &[String], users: [u64; 2]) -> Vec<Msg> {
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
        lines.push(Msg::verbatim(format!(
            "```\nlyngk play '{start_lpn}' {}\n```",
            turns.join(" ")
        )));
    }
    lines
}
#[must_use]
pub fn replay_caption(users: [u64; 2], actions: usize) -> Msg {
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
pub fn analysis_head(users: [u64; 2], variant: Variant, turns: usize) -> Msg {
    Msg::new("analysis-head")
        .user("p1", users[0])
        .user("p2", users[1])
        .arg("variant", variant)
        .arg("turns", turns)
}
#[must_use]
pub fn analysis_swing(turn: usize, user: u64, notation: &str, from: i64, to: i64) -> Msg {
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
pub fn analysis_alt(player1: u64, turns: usize) -> Msg {
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
    user: u64,
    level: Level,
    variant: Variant,
    limit_ms: i64,
    human_first: bool,
) -> Msg {
    Msg::new("ai-game-started")
        .user("user", user)
        .arg("variant", variant)
        .arg("level", level_name(level))
        .user("first", if human_first { user } else { COMPUTER })
        .arg("limit", ms(limit_ms))
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
pub fn game_in_thread(thread: u64) -> Msg {
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
pub fn reminder_your_turn(opponent: u64, variant: Variant, link: &str) -> Msg {
    Msg::new("reminder-your-turn")
        .user("opponent", opponent)
        .arg("variant", variant)
        .arg("link", link)
}
/// A direct message: half of the reader's time for a turn has gone.
#[must_use]
pub fn reminder_half_time(opponent: u64, left_ms: i64, link: &str) -> Msg {
    Msg::new("reminder-half-time")
        .user("opponent", opponent)
        .arg("left", ms(left_ms))
        .arg("link", link)
}

#[must_use]
pub fn rules() -> Msg {
    Msg::new("rules")
}

// ----- playing by clicking --------------------------------------------------

/// Above the menu of movable stacks (and the claim buttons, when a claim is
/// possible).
#[must_use]
pub fn menu_stacks(can_claim: bool) -> Msg {
    Msg::new(if can_claim {
        "menu-stacks-or-claim"
    } else {
        "menu-stacks"
    })
}

/// The placeholder of a menu of stacks: of all of them, or of those in
/// `columns` (`A–E`) when they are split.
#[must_use]
pub fn menu_stacks_placeholder(columns: Option<String>) -> Msg {
    match columns {
        None => Msg::new("menu-stacks-placeholder"),
        Some(c) => Msg::new("menu-stacks-columns").arg("columns", c),
    }
}

/// The placeholder of a menu of landing points (as
/// [`menu_stacks_placeholder`]).
#[must_use]
pub fn menu_landings_placeholder(columns: Option<String>) -> Msg {
    match columns {
        None => Msg::new("menu-landings-placeholder"),
        Some(c) => Msg::new("menu-landings-columns").arg("columns", c),
    }
}

/// A stack in the menu: its top and its height.
#[must_use]
pub fn stack_description(top: Color, height: usize) -> Msg {
    Msg::new("menu-stack-description")
        .arg("color", top)
        .arg("height", height)
}

/// Above the menu of a stack's landing points.
#[must_use]
pub fn menu_landings(from: Point) -> Msg {
    Msg::new("menu-landings").arg("from", from.to_string())
}

/// A landing point as autocomplete and the menus offer it: `E3`,
/// `E3 (via B2, C3)`, `G9 — claim black, via F7, G8`.
#[must_use]
pub fn destination(to: Point, via: &[Point], claim: Option<Color>) -> Msg {
    let msg = match (claim, via.is_empty()) {
        (None, true) => return Msg::verbatim(to.to_string()),
        (None, false) => Msg::new("autocomplete-via"),
        (Some(c), true) => Msg::new("autocomplete-claim").arg("color", c),
        (Some(c), false) => Msg::new("autocomplete-claim-via").arg("color", c),
    };
    msg.arg("to", to.to_string()).arg("via", points(via, ", "))
}

// ----- takebacks ------------------------------------------------------------

/// Turns in notation as inline code, joined: `` `+R C3-E5`, `D4-E5` ``.
fn code_list(turns: &[String]) -> String {
    turns
        .iter()
        .map(|t| format!("`{t}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[must_use]
pub fn takeback_nothing() -> Msg {
    Msg::new("takeback-nothing")
}
#[must_use]
pub fn takebacks_off() -> Msg {
    Msg::new("takebacks-off")
}
#[must_use]
pub fn takeback_pending(requester: u64) -> Msg {
    Msg::new("takeback-pending").user("requester", requester)
}
/// A Take back button used by another than the player whose turn it undoes.
#[must_use]
pub fn takeback_button_for(user: u64) -> Msg {
    Msg::new("takeback-button-for").user("user", user)
}
#[must_use]
pub fn takeback_asked(requester: u64, opponent: u64, turns: &[String], ttl: Duration) -> Msg {
    Msg::new("takeback-asked")
        .user("requester", requester)
        .user("opponent", opponent)
        .arg("turns", code_list(turns))
        .arg("ttl", ttl)
}
#[must_use]
pub fn takeback_not_for_you(opponent: u64) -> Msg {
    Msg::new("takeback-not-for-you").user("opponent", opponent)
}
#[must_use]
pub fn takeback_accepted(opponent: u64, requester: u64, turns: &[String]) -> Msg {
    Msg::new("takeback-accepted")
        .user("opponent", opponent)
        .user("requester", requester)
        .arg("turns", code_list(turns))
}
/// A takeback against the computer, which needs no agreement.
#[must_use]
pub fn takeback_against_computer(requester: u64, turns: &[String]) -> Msg {
    Msg::new("takeback-computer")
        .user("requester", requester)
        .arg("turns", code_list(turns))
}
#[must_use]
pub fn takeback_declined(opponent: u64, requester: u64) -> Msg {
    Msg::new("takeback-declined")
        .user("opponent", opponent)
        .user("requester", requester)
}
#[must_use]
pub fn takeback_expired(requester: u64) -> Msg {
    Msg::new("takeback-expired").user("requester", requester)
}
/// A takeback request that is no longer open, by how it closed.
#[must_use]
pub fn takeback_closed(status: TakebackStatus) -> Msg {
    Msg::new(match status {
        TakebackStatus::Accepted => "takeback-was-accepted",
        TakebackStatus::Declined => "takeback-was-declined",
        TakebackStatus::Open | TakebackStatus::Expired => "takeback-has-expired",
        TakebackStatus::Overtaken => "takeback-overtaken",
    })
}
#[must_use]
pub fn takebacks_set(on: bool) -> Msg {
    Msg::new(if on {
        "takebacks-on"
    } else {
        "takebacks-off-set"
    })
}
/// A line of the history: the turns a takeback undid, from turn `turn` on.
#[must_use]
pub fn history_taken_back(turn: usize, turns: &[String]) -> Msg {
    Msg::new("history-taken-back")
        .arg("turn", turn)
        .arg("turns", code_list(turns))
}

/// `/lyngk-admin settings show`: one line each.
#[must_use]
pub fn settings(
    turn_limit_ms: i64,
    default_limit: bool,
    threads: bool,
    takebacks: bool,
) -> Vec<Msg> {
    vec![
        Msg::new("settings-head"),
        Msg::new(if default_limit {
            "settings-turn-limit-default"
        } else {
            "settings-turn-limit"
        })
        .arg("limit", ms(turn_limit_ms)),
        Msg::new(if threads {
            "settings-threads-on"
        } else {
            "settings-threads-off"
        }),
        Msg::new(if takebacks {
            "settings-takebacks-on"
        } else {
            "settings-takebacks-off"
        }),
    ]
}

/// The alt text of a rating chart: per ladder played, where its line
/// starts and ends and over how many results.
#[must_use]
pub fn rating_chart_alt(user: u64, lines: &[(Variant, Vec<f64>)]) -> Msg {
    let ladders = lines
        .iter()
        .filter(|(_, line)| !line.is_empty())
        .map(|(v, line)| {
            Msg::new("stats-chart-ladder")
                .arg("variant", *v)
                .arg("from", line[0].round() as i64)
                .arg("to", line[line.len() - 1].round() as i64)
                .arg("results", line.len() - 1)
        })
        .collect();
    Msg::new("stats-chart-alt")
        .user("user", user)
        .arg("ladders", Arg::List(ladders))
}

// ----- tournaments ---------------------------------------------------------------

/// A tournament's format in words: "Swiss (3 rounds)", "round robin".
#[must_use]
pub fn tournament_format(rounds: Option<i64>) -> Msg {
    match rounds {
        Some(rounds) => Msg::new("tournament-format-swiss").arg("rounds", rounds),
        None => Msg::new("tournament-format-round-robin"),
    }
}
#[must_use]
pub fn tournament_admins_only() -> Msg {
    Msg::new("tournament-admins-only")
}
#[must_use]
pub fn tournament_name_invalid(max: usize) -> Msg {
    Msg::new("tournament-name-invalid").arg("max", max)
}
#[must_use]
pub fn tournament_rounds_needed(max: u32) -> Msg {
    Msg::new("tournament-rounds-needed").arg("max", max)
}
#[must_use]
pub fn tournament_rounds_for_round_robin() -> Msg {
    Msg::new("tournament-rounds-round-robin")
}
#[must_use]
pub fn tournament_signup_out_of_range(max_hours: u32) -> Msg {
    Msg::new("tournament-signup-out-of-range").arg("max", max_hours)
}
#[must_use]
pub fn tournament_channel_taken(name: &str) -> Msg {
    Msg::new("tournament-channel-taken").arg("name", name)
}
#[must_use]
pub fn tournament_none() -> Msg {
    Msg::new("tournament-none")
}
/// The head of the announcement.
#[must_use]
pub fn tournament_announce(
    name: &str,
    rounds: Option<i64>,
    variant: Variant,
    limit_ms: i64,
    organiser: u64,
) -> Msg {
    Msg::new("tournament-announce")
        .arg("name", name)
        .arg("format", tournament_format(rounds))
        .arg("variant", variant)
        .arg("limit", ms(limit_ms))
        .user("organiser", organiser)
}
/// When sign-up closes (`at` in ms since the epoch, shown by Discord in the
/// reader's time zone), or that the organiser starts it.
#[must_use]
pub fn tournament_signup_until(at: Option<i64>) -> Msg {
    match at {
        Some(at) => {
            Msg::new("tournament-signup-closes").arg("when", format!("<t:{}:R>", at / 1000))
        }
        None => Msg::new("tournament-signup-by-hand"),
    }
}
#[must_use]
pub fn tournament_entrants(users: &[u64]) -> Msg {
    if users.is_empty() {
        return Msg::new("tournament-no-entrants");
    }
    let list: Vec<Msg> = users
        .iter()
        .map(|&u| Msg::verbatim(format!("<@{u}>")))
        .collect();
    Msg::new("tournament-entrants")
        .arg("count", users.len())
        .arg("list", Arg::List(list))
}
#[must_use]
pub fn tournament_signup_closed_line(count: usize) -> Msg {
    Msg::new("tournament-signup-over").arg("count", count)
}
#[must_use]
pub fn tournament_cancelled_line() -> Msg {
    Msg::new("tournament-cancelled-line")
}
#[must_use]
pub fn tournament_joined(name: &str, count: usize) -> Msg {
    Msg::new("tournament-joined")
        .arg("name", name)
        .arg("count", count)
}
#[must_use]
pub fn tournament_already_joined(name: &str) -> Msg {
    Msg::new("tournament-already-joined").arg("name", name)
}
#[must_use]
pub fn tournament_left_signup(name: &str) -> Msg {
    Msg::new("tournament-left-signup").arg("name", name)
}
#[must_use]
pub fn tournament_not_entered(user: u64, name: &str) -> Msg {
    Msg::new("tournament-not-entered")
        .user("user", user)
        .arg("name", name)
}
#[must_use]
pub fn tournament_signup_closed(name: &str) -> Msg {
    Msg::new("tournament-signup-closed").arg("name", name)
}
#[must_use]
pub fn tournament_removed_no_rejoin(name: &str) -> Msg {
    Msg::new("tournament-removed-no-rejoin").arg("name", name)
}
#[must_use]
pub fn tournament_withdrew(user: u64, name: &str) -> Msg {
    Msg::new("tournament-withdrew")
        .user("user", user)
        .arg("name", name)
}
#[must_use]
pub fn tournament_removed(organiser: u64, user: u64, name: &str) -> Msg {
    Msg::new("tournament-removed")
        .user("organiser", organiser)
        .user("user", user)
        .arg("name", name)
}
#[must_use]
pub fn tournament_forfeit(loser: u64, winner: u64) -> Msg {
    Msg::new("tournament-forfeit")
        .user("loser", loser)
        .user("winner", winner)
}
#[must_use]
pub fn tournament_started(name: &str, count: usize, total: u32) -> Msg {
    Msg::new("tournament-started")
        .arg("name", name)
        .arg("count", count)
        .arg("rounds", total)
}
#[must_use]
pub fn tournament_too_few(name: &str, count: usize) -> Msg {
    Msg::new("tournament-too-few")
        .arg("name", name)
        .arg("count", count)
}
#[must_use]
pub fn tournament_too_few_for_rounds(rounds: i64, needed: usize, count: usize) -> Msg {
    Msg::new("tournament-too-few-for-rounds")
        .arg("rounds", rounds)
        .arg("needed", needed)
        .arg("count", count)
}
#[must_use]
pub fn tournament_rounds_reduced(count: usize, rounds: u32) -> Msg {
    Msg::new("tournament-rounds-reduced")
        .arg("count", count)
        .arg("rounds", rounds)
}
#[must_use]
pub fn tournament_cancelled_too_few(name: &str, count: usize) -> Msg {
    Msg::new("tournament-cancelled-too-few")
        .arg("name", name)
        .arg("count", count)
}
#[must_use]
pub fn tournament_already_started(name: &str) -> Msg {
    Msg::new("tournament-already-started").arg("name", name)
}
#[must_use]
pub fn tournament_round(name: &str, round: i64, total: u32) -> Msg {
    Msg::new("tournament-round")
        .arg("name", name)
        .arg("round", round)
        .arg("total", total)
}
#[must_use]
pub fn tournament_board(board: i64, first: u64, second: u64) -> Msg {
    Msg::new("tournament-board")
        .arg("board", board)
        .user("first", first)
        .user("second", second)
}
#[must_use]
pub fn tournament_board_forfeit(board: i64, first: u64, second: u64) -> Msg {
    Msg::new("tournament-board-forfeit")
        .arg("board", board)
        .user("first", first)
        .user("second", second)
}
/// The round's odd player out: a point in a Swiss, a round off in a round
/// robin.
#[must_use]
pub fn tournament_bye(user: u64, swiss: bool) -> Msg {
    Msg::new(if swiss {
        "tournament-bye"
    } else {
        "tournament-sits-out"
    })
    .user("user", user)
}
#[must_use]
pub fn tournament_game_started(
    name: &str,
    round: i64,
    first: u64,
    second: u64,
    variant: Variant,
    limit_ms: i64,
) -> Msg {
    Msg::new("tournament-game-started")
        .arg("name", name)
        .arg("round", round)
        .user("first", first)
        .user("second", second)
        .arg("variant", variant)
        .arg("limit", ms(limit_ms))
}
#[must_use]
pub fn tournament_round_over(name: &str, round: i64) -> Msg {
    Msg::new("tournament-round-over")
        .arg("name", name)
        .arg("round", round)
}
#[must_use]
pub fn tournament_winner(name: &str, winners: &[u64]) -> Msg {
    let list: Vec<Msg> = winners
        .iter()
        .map(|&u| Msg::verbatim(format!("<@{u}>")))
        .collect();
    Msg::new("tournament-winner")
        .arg("name", name)
        .arg("count", winners.len())
        .arg("winners", Arg::List(list))
}
#[must_use]
pub fn tournament_standings_head(name: &str, round: i64, total: u32, over: bool) -> Msg {
    Msg::new(if over {
        "tournament-standings-final"
    } else {
        "tournament-standings-head"
    })
    .arg("name", name)
    .arg("round", round)
    .arg("total", total)
}
/// One row of the standings in text.
#[must_use]
pub fn standings_row(
    rank: u32,
    player: u64,
    points: &str,
    buchholz: Option<&str>,
    sb: &str,
    played: u32,
    withdrawn: bool,
) -> Msg {
    let m = match buchholz {
        Some(b) => Msg::new("standings-row").arg("buchholz", b),
        None => Msg::new("standings-row-rr"),
    };
    m.arg("rank", rank)
        .user("player", player)
        .arg("points", points)
        .arg("sb", sb)
        .arg("played", played)
        .arg(
            "note",
            if withdrawn {
                Msg::new("standings-withdrawn-note")
            } else {
                Msg::verbatim("")
            },
        )
}
#[must_use]
pub fn standings_caption(rounds: Option<i64>, round: i64, total: u32, over: bool) -> Msg {
    Msg::new(if over {
        "standings-caption-final"
    } else {
        "standings-caption"
    })
    .arg("format", tournament_format(rounds))
    .arg("round", round)
    .arg("total", total)
}
#[must_use]
pub fn standings_alt(name: &str, leader: Option<u64>, points: &str) -> Msg {
    match leader {
        Some(leader) => Msg::new("standings-alt")
            .arg("name", name)
            .user("leader", leader)
            .arg("points", points),
        None => Msg::new("standings-alt-empty").arg("name", name),
    }
}
#[must_use]
pub fn tournament_paused(name: &str) -> Msg {
    Msg::new("tournament-paused").arg("name", name)
}
#[must_use]
pub fn tournament_not_paused(name: &str) -> Msg {
    Msg::new("tournament-not-paused").arg("name", name)
}
#[must_use]
pub fn tournament_resumed(name: &str) -> Msg {
    Msg::new("tournament-resumed").arg("name", name)
}
#[must_use]
pub fn tournament_cancelled(organiser: u64, name: &str) -> Msg {
    Msg::new("tournament-cancelled")
        .user("organiser", organiser)
        .arg("name", name)
}
#[must_use]
pub fn tournament_over(name: &str) -> Msg {
    Msg::new("tournament-over").arg("name", name)
}
#[must_use]
pub fn tournament_not_running(name: &str) -> Msg {
    Msg::new("tournament-not-running").arg("name", name)
}
#[must_use]
pub fn tournament_takebacks_off() -> Msg {
    Msg::new("tournament-takebacks-off")
}
#[must_use]
pub fn tournament_abort_refused(name: &str) -> Msg {
    Msg::new("tournament-abort-refused").arg("name", name)
}
#[must_use]
pub fn tournament_thread_failed(first: u64, second: u64) -> Msg {
    Msg::new("tournament-thread-failed")
        .user("first", first)
        .user("second", second)
}
#[must_use]
pub fn tournament_resuming(name: &str, round: i64) -> Msg {
    Msg::new("tournament-resuming")
        .arg("name", name)
        .arg("round", round)
}
#[must_use]
pub fn tournament_game_forfeited(loser: u64, winner: u64) -> Msg {
    Msg::new("tournament-game-forfeited")
        .user("loser", loser)
        .user("winner", winner)
}
#[must_use]
pub fn tournament_thread_name(round: i64, first: &str, second: &str) -> Msg {
    Msg::new("tournament-thread-name")
        .arg("round", round)
        .arg("first", first)
        .arg("second", second)
}
/// The words of the standings picture, one message each: rank, player,
/// points, Buchholz, Sonneborn–Berger, games, withdrawn.
#[must_use]
pub fn standings_labels() -> [Msg; 7] {
    [
        Msg::new("standings-rank"),
        Msg::new("standings-player"),
        Msg::new("standings-points"),
        Msg::new("standings-buchholz"),
        Msg::new("standings-sb"),
        Msg::new("standings-played"),
        Msg::new("standings-withdrawn"),
    ]
}
