//! The messages of tournaments.

use crate::engine::Variant;
use crate::i18n::{Arg, Msg};
use crate::ids::{Seat, UserId};
use crate::time::Timestamp;
use std::time::Duration;

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
pub fn tournament_in_thread() -> Msg {
    Msg::new("tournament-in-thread")
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
    limit: Duration,
    organiser: impl Into<Seat>,
) -> Msg {
    Msg::new("tournament-announce")
        .arg("name", name)
        .arg("format", tournament_format(rounds))
        .arg("variant", variant)
        .arg("limit", limit)
        .user("organiser", organiser)
}
/// When sign-up closes (shown by Discord in the reader's time zone), or
/// that the organiser starts it.
#[must_use]
pub fn tournament_signup_until(at: Option<Timestamp>) -> Msg {
    match at {
        Some(at) => {
            Msg::new("tournament-signup-closes").arg("when", format!("<t:{}:R>", at.unix_seconds()))
        }
        None => Msg::new("tournament-signup-by-hand"),
    }
}
#[must_use]
pub fn tournament_entrants(users: &[UserId]) -> Msg {
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
/// Players `from` to `from + users.len() - 1` of `count` who joined (one
/// page of a long sign-up list).
#[must_use]
pub fn tournament_entrants_page(from: usize, count: usize, users: &[UserId]) -> Msg {
    let list: Vec<Msg> = users
        .iter()
        .map(|&u| Msg::verbatim(format!("<@{u}>")))
        .collect();
    Msg::new("tournament-entrants-page")
        .arg("from", from)
        .arg("to", from + users.len().saturating_sub(1))
        .arg("count", count)
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
pub fn tournament_not_entered(user: impl Into<Seat>, name: &str) -> Msg {
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
pub fn tournament_withdrew(user: impl Into<Seat>, name: &str) -> Msg {
    Msg::new("tournament-withdrew")
        .user("user", user)
        .arg("name", name)
}
#[must_use]
pub fn tournament_removed(organiser: impl Into<Seat>, user: impl Into<Seat>, name: &str) -> Msg {
    Msg::new("tournament-removed")
        .user("organiser", organiser)
        .user("user", user)
        .arg("name", name)
}
#[must_use]
pub fn tournament_forfeit(loser: impl Into<Seat>, winner: impl Into<Seat>) -> Msg {
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
pub fn tournament_board(board: i64, first: impl Into<Seat>, second: impl Into<Seat>) -> Msg {
    Msg::new("tournament-board")
        .arg("board", board)
        .user("first", first)
        .user("second", second)
}
#[must_use]
pub fn tournament_board_forfeit(
    board: i64,
    first: impl Into<Seat>,
    second: impl Into<Seat>,
) -> Msg {
    Msg::new("tournament-board-forfeit")
        .arg("board", board)
        .user("first", first)
        .user("second", second)
}
/// The round's odd player out: a point in a Swiss, a round off in a round
/// robin.
#[must_use]
pub fn tournament_bye(user: impl Into<Seat>, swiss: bool) -> Msg {
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
    first: impl Into<Seat>,
    second: impl Into<Seat>,
    variant: Variant,
    limit: Duration,
) -> Msg {
    Msg::new("tournament-game-started")
        .arg("name", name)
        .arg("round", round)
        .user("first", first)
        .user("second", second)
        .arg("variant", variant)
        .arg("limit", limit)
}
#[must_use]
pub fn tournament_round_over(name: &str, round: i64) -> Msg {
    Msg::new("tournament-round-over")
        .arg("name", name)
        .arg("round", round)
}
#[must_use]
pub fn tournament_winner(name: &str, winners: &[UserId]) -> Msg {
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
    player: impl Into<Seat>,
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
pub fn standings_alt(name: &str, leader: Option<UserId>, points: &str) -> Msg {
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
pub fn tournament_cancelled(organiser: impl Into<Seat>, name: &str) -> Msg {
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
pub fn tournament_thread_failed(first: impl Into<Seat>, second: impl Into<Seat>) -> Msg {
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
pub fn tournament_carrying_on(name: &str) -> Msg {
    Msg::new("tournament-carrying-on").arg("name", name)
}
#[must_use]
pub fn tournament_game_forfeited(loser: impl Into<Seat>, winner: impl Into<Seat>) -> Msg {
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
/// The entrants of a sign-up too long to list in its announcement: their
/// number and the latest to join (`latest`, the newest last).
#[must_use]
pub fn tournament_entrants_latest(count: usize, latest: &[UserId]) -> Msg {
    let list: Vec<Msg> = latest
        .iter()
        .map(|&u| Msg::verbatim(format!("<@{u}>")))
        .collect();
    Msg::new("tournament-entrants-latest")
        .arg("count", count)
        .arg("list", Arg::List(list))
}
#[must_use]
pub fn tournament_cap_line(max: i64) -> Msg {
    Msg::new("tournament-cap-line").arg("max", max)
}
#[must_use]
pub fn tournament_full(name: &str, max: i64) -> Msg {
    Msg::new("tournament-full")
        .arg("name", name)
        .arg("max", max)
}
#[must_use]
pub fn tournament_cap_invalid(max: usize) -> Msg {
    Msg::new("tournament-cap-invalid").arg("max", max)
}
/// The rows of the standings left out of a table cut to its top.
#[must_use]
pub fn standings_more(count: usize) -> Msg {
    Msg::new("standings-more").arg("count", count)
}
/// The end of a tournament won by more players than one message names:
/// their number; they follow, one a line ([`tournament_winner_line`]).
#[must_use]
pub fn tournament_winners_shared(name: &str, count: usize) -> Msg {
    Msg::new("tournament-winners-shared")
        .arg("name", name)
        .arg("count", count)
}
/// One of the winners of [`tournament_winners_shared`].
#[must_use]
pub fn tournament_winner_line(user: UserId) -> Msg {
    Msg::verbatim(format!("🏆 <@{user}>"))
}
