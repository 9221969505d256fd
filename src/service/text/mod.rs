//! Every message the service shows to users, as typed messages: an id of the
//! catalogue (`locales/<lang>/main.ftl`) and its arguments. The wording lives
//! in the catalogue, one file per language; front ends render these in the
//! reader's language, so the service stays language-neutral. Users are named
//! by their ids (`<@id>` once rendered); only the ids a caller lists in
//! `Reply::mentions` are pinged, the others are just displayed.

use crate::ids::{ChannelId, GameId, Seat, UserId};
use std::time::Duration;

use crate::engine::{Color, Player, Point, Variant};
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
pub fn replay_caption<W: Into<Who>>(players: [W; 2], actions: usize) -> Msg {
    let [p1, p2] = players;
    Msg::new("replay-caption")
        .arg("p1", p1.into())
        .arg("p2", p2.into())
        .arg("actions", actions)
}
#[must_use]
pub fn replay_alt(actions: usize) -> Msg {
    Msg::new("replay-alt").arg("actions", actions)
}

// ----- analysis ------------------------------------------------------------------------

#[must_use]
pub fn analysis_head<W: Into<Who>>(players: [W; 2], variant: Variant, turns: usize) -> Msg {
    let [p1, p2] = players;
    Msg::new("analysis-head")
        .arg("p1", p1.into())
        .arg("p2", p2.into())
        .arg("variant", variant)
        .arg("turns", turns)
}
#[must_use]
pub fn analysis_swing(
    turn: usize,
    user: impl Into<Who>,
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
    .arg("user", user.into())
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
pub fn analysis_alt(player1: impl Into<Who>, turns: usize) -> Msg {
    Msg::new("analysis-alt")
        .arg("user", player1.into())
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
mod explore;
mod lessons;
mod local;
mod mistakes;
mod picture;
mod puzzles;
mod records;
mod refusals;
mod review;
mod tournaments;
mod views;

pub use adapter::*;
pub use buttons::*;
pub use clicks::*;
pub use explore::*;
pub use lessons::*;
pub use local::*;
pub use mistakes::*;
pub use picture::*;
pub use puzzles::*;
pub use records::*;
pub use refusals::*;
pub use review::*;
pub use tournaments::*;
pub use views::*;
