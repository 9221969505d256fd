//! The messages of the views ([`crate::service::views`]): the end of a game
//! by lack of moves, the lists of games, a ladder's page and a player's
//! statistics. The views decide which lines there are; these say them.

use crate::ai::Level;
use crate::engine::{Player, Score, Variant};
use crate::i18n::{Arg, Msg};
use crate::ids::Seat;
use crate::time::Timestamp;

use super::level_name;

// ----- the end of a game -------------------------------------------------------

/// The names of the five tie-break criteria, most important first.
fn criteria(variant: Variant) -> [&'static str; 5] {
    match variant {
        Variant::Standard => [
            "criterion-points",
            "criterion-4stacks",
            "criterion-3stacks",
            "criterion-2stacks",
            "criterion-singles",
        ],
        Variant::SixStack => [
            "criterion-5stacks",
            "criterion-4stacks",
            "criterion-3stacks",
            "criterion-2stacks",
            "criterion-singles",
        ],
    }
}

fn score_line(variant: Variant, s: &Score) -> Msg {
    let id = match variant {
        Variant::Standard => "score-standard",
        Variant::SixStack => "score-sixstack",
    };
    Msg::new(id)
        .arg("a", s[0])
        .arg("b", s[1])
        .arg("c", s[2])
        .arg("d", s[3])
        .arg("e", s[4])
}

/// Heads the end by lack of moves.
#[must_use]
pub fn end_no_moves() -> Msg {
    Msg::new("end-no-moves")
}

/// A player's tie-break vector at the end by lack of moves.
#[must_use]
pub fn end_score_line(
    variant: Variant,
    player: Player,
    user: impl Into<Seat>,
    score: &Score,
) -> Msg {
    Msg::new("end-score-line")
        .arg("player", player.number())
        .user("user", user)
        .arg("score", score_line(variant, score))
}

/// The winner at the end by lack of moves, on the criterion `decided`
/// (0: the first; a later one after the criteria before it were equal).
#[must_use]
pub fn end_won_on(variant: Variant, winner: impl Into<Seat>, decided: usize) -> Msg {
    let names = criteria(variant);
    if decided == 0 {
        Msg::new("end-win-on")
            .user("user", winner)
            .arg("criterion", Msg::new(names[0]))
    } else {
        Msg::new("end-win-on-tiebreak")
            .user("user", winner)
            .arg("criterion", Msg::new(names[decided]))
            .arg(
                "equal",
                Arg::List(names[..decided].iter().map(|n| Msg::new(n)).collect()),
            )
    }
}

/// The draw at the end by lack of moves: every criterion equal.
#[must_use]
pub fn end_draw() -> Msg {
    Msg::new("end-draw")
}

// ----- finding games -----------------------------------------------------------

/// The arguments of a listed game: its players and variant, whose turn
/// since when, and where.
fn listed(
    m: Msg,
    players: [Seat; 2],
    variant: Variant,
    next: Seat,
    since: Timestamp,
    link: &str,
) -> Msg {
    m.user("p1", players[0])
        .user("p2", players[1])
        .arg("variant", variant)
        .user("next", next)
        // A Discord timestamp, shown in the reader's time zone ("3 hours ago").
        .arg("since", format!("<t:{}:R>", since.unix_seconds()))
        .arg("link", link)
}

/// "…and 3 more" under a list of games.
#[must_use]
pub fn games_more(count: usize) -> Msg {
    Msg::new("games-more").arg("count", count)
}
#[must_use]
pub fn games_none() -> Msg {
    Msg::new("games-none")
}
#[must_use]
pub fn games_title(count: usize) -> Msg {
    Msg::new("games-title").arg("count", count)
}
/// An active game of the guild's list.
#[must_use]
pub fn games_row(
    players: [Seat; 2],
    variant: Variant,
    next: Seat,
    since: Timestamp,
    link: &str,
) -> Msg {
    listed(Msg::new("games-row"), players, variant, next, since, link)
}
/// Where a member's list looked: `everywhere` or `server` (this server
/// and outside servers).
const fn list_place(everywhere: bool) -> &'static str {
    if everywhere { "everywhere" } else { "server" }
}
#[must_use]
pub fn mygames_none(everywhere: bool) -> Msg {
    Msg::new("mygames-none").arg("place", list_place(everywhere))
}
#[must_use]
pub fn mygames_title(count: usize, everywhere: bool) -> Msg {
    Msg::new("mygames-title")
        .arg("count", count)
        .arg("place", list_place(everywhere))
}
/// A finished game of a member's list: `result` is `win`, `loss` or
/// `draw` for them.
#[must_use]
pub fn mygames_row_finished(
    result: &str,
    opponent: impl Into<Seat>,
    variant: Variant,
    at: Timestamp,
    link: &str,
) -> Msg {
    Msg::new("mygames-row-finished")
        .arg("result", result)
        .user("opponent", opponent)
        .arg("variant", variant)
        .arg("when", format!("<t:{}:R>", at.unix_seconds()))
        .arg("link", link)
}
/// Which page of a member's list this is.
#[must_use]
pub fn mygames_page(page: u32, pages: u32) -> Msg {
    Msg::new("mygames-page")
        .arg("page", page)
        .arg("pages", pages)
}
/// An active game of a member's list: marked when it is their turn.
#[must_use]
pub fn mygames_row(
    players: [Seat; 2],
    variant: Variant,
    next: Seat,
    since: Timestamp,
    link: &str,
    your_turn: bool,
    opponent: impl Into<Seat>,
) -> Msg {
    let id = if your_turn {
        "mygames-row-your-turn"
    } else {
        "mygames-row-waiting"
    };
    listed(Msg::new(id), players, variant, next, since, link).user("opponent", opponent)
}

// ----- ratings and statistics -----------------------------------------------------------

/// A rating as shown: rounded, with `?` after a provisional one.
fn shown_rating(rating: f64, provisional: bool) -> String {
    let mark = if provisional { "?" } else { "" };
    format!("{}{mark}", rating.round() as i64)
}

#[must_use]
pub fn ladder_empty(variant: Variant) -> Msg {
    Msg::new("ladder-empty").arg("variant", variant)
}
/// Heads a page of a ladder (`page` counted from 1).
#[must_use]
pub fn ladder_title(variant: Variant, page: u32, pages: u32) -> Msg {
    Msg::new("ladder-title")
        .arg("variant", variant)
        .arg("page", page)
        .arg("pages", pages)
}
/// One player on a page of a ladder: a provisional rating has a `?`.
#[must_use]
pub fn ladder_row(
    rank: u64,
    user: impl Into<Seat>,
    rating: f64,
    provisional: bool,
    won: i64,
    lost: i64,
    drawn: i64,
) -> Msg {
    Msg::new("ladder-row")
        .arg("rank", rank)
        .user("user", user)
        .arg("rating", shown_rating(rating, provisional))
        .arg("won", won)
        .arg("lost", lost)
        .arg("drawn", drawn)
}
/// What the `?` after a rating means: a deviation above `deviation`.
#[must_use]
pub fn ladder_provisional(deviation: f64) -> Msg {
    Msg::new("ladder-provisional").arg("deviation", deviation as i64)
}
/// The reader's rank among `size` players.
#[must_use]
pub fn ladder_you(rank: i64, size: i64) -> Msg {
    Msg::new("ladder-you").arg("rank", rank).arg("size", size)
}
#[must_use]
pub fn ladder_you_unrated(variant: Variant) -> Msg {
    Msg::new("ladder-you-unrated").arg("variant", variant)
}

#[must_use]
pub fn stats_none(user: impl Into<Seat>) -> Msg {
    Msg::new("stats-none").user("user", user)
}
#[must_use]
pub fn stats_title(user: impl Into<Seat>) -> Msg {
    Msg::new("stats-title").user("user", user)
}
/// A rating on one ladder, with its deviation.
#[must_use]
pub fn stats_rating(variant: Variant, rating: f64, provisional: bool, deviation: f64) -> Msg {
    Msg::new("stats-rating")
        .arg("variant", variant)
        .arg("rating", shown_rating(rating, provisional))
        .arg("deviation", deviation.round() as i64)
}
/// All finished games: how many, won, lost and drawn.
#[must_use]
pub fn stats_games(won: usize, lost: usize, drawn: usize) -> Msg {
    record(
        Msg::new("stats-games").arg("games", won + lost + drawn),
        won,
        lost,
        drawn,
    )
}
/// The newest results while the same: `kind` is `win`, `loss` or `draw`.
#[must_use]
pub fn stats_streak(count: usize, kind: &str) -> Msg {
    Msg::new("stats-streak")
        .arg("count", count)
        .arg("kind", kind)
}
/// The title of a member's games outside servers (not rated).
#[must_use]
pub fn stats_outside_title() -> Msg {
    Msg::new("stats-outside-title")
}
#[must_use]
pub fn stats_outside_none(user: impl Into<Seat>) -> Msg {
    Msg::new("stats-outside-none").user("user", user)
}
/// The title of a member's rated results per server (shown only to them).
#[must_use]
pub fn stats_servers_title() -> Msg {
    Msg::new("stats-servers-title")
}
/// A member's rated results in one server, `link` to it.
#[must_use]
pub fn stats_server_row(link: &str, won: i64, lost: i64, drawn: i64) -> Msg {
    Msg::new("stats-server-row")
        .arg("link", link)
        .arg("games", won + lost + drawn)
        .arg("won", won)
        .arg("lost", lost)
        .arg("drawn", drawn)
}
/// "…and 3 more servers" under a member's rated results per server.
#[must_use]
pub fn stats_servers_more(count: usize) -> Msg {
    Msg::new("stats-servers-more").arg("count", count)
}
/// The record in one variant.
#[must_use]
pub fn stats_variant(variant: Variant, won: usize, lost: usize, drawn: usize) -> Msg {
    record(
        Msg::new("stats-variant").arg("variant", variant),
        won,
        lost,
        drawn,
    )
}
/// The record against the computer at one level.
#[must_use]
pub fn stats_vs_computer(level: Level, won: usize, lost: usize, drawn: usize) -> Msg {
    record(
        Msg::new("stats-vs-computer").arg("level", level_name(level)),
        won,
        lost,
        drawn,
    )
}

fn record(m: Msg, won: usize, lost: usize, drawn: usize) -> Msg {
    m.arg("won", won).arg("lost", lost).arg("drawn", drawn)
}
