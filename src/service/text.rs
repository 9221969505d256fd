//! Every message the service shows to users, as typed messages: an id of the
//! catalogue (`locales/<lang>/main.ftl`) and its arguments. The wording lives
//! in the catalogue, one file per language; front ends render these in the
//! reader's language, so the service stays language-neutral. Users are named
//! by their ids (`<@id>` once rendered); only the ids a caller lists in
//! `Reply::mentions` are pinged, the others are just displayed.

use std::time::Duration;

use crate::engine::{Color, IllegalAction, Player, Point, Score, Variant};
use crate::i18n::{Arg, Msg};

use super::types::{Button, COMPUTER};
use crate::ai::Level;
use crate::storage::{ChallengeStatus, EndReason, GameResult};

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

#[must_use]
pub fn button_label(b: Button) -> Msg {
    Msg::new(match b {
        Button::Accept { .. } => "button-accept",
        Button::Decline { .. } => "button-decline",
        Button::Rematch { .. } => "button-rematch",
        Button::Resign { .. } => "button-resign",
        Button::KeepPlaying { .. } => "button-keep-playing",
        Button::PreviousPage { .. } => "button-previous-page",
        Button::NextPage { .. } => "button-next-page",
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

/// Why typed text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadMove {
    TooFewPoints,
    TooManyPoints,
    NotAPoint(String),
}

/// The `claim` option and the claim a chosen destination carries differ.
#[must_use]
pub fn claim_conflict(chosen: Color, carried: Color) -> Msg {
    Msg::new("claim-conflict")
        .arg("chosen", chosen)
        .arg("carried", carried)
}
#[must_use]
pub fn bad_move_text(text: &str, why: &BadMove) -> Msg {
    let why = match why {
        BadMove::TooFewPoints => Msg::new("bad-move-too-few-points"),
        BadMove::TooManyPoints => Msg::new("bad-move-too-many-points"),
        BadMove::NotAPoint(p) => Msg::new("bad-move-not-a-point").arg("point", p.as_str()),
    };
    Msg::new("bad-move").arg("text", text).arg("why", why)
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

/// The end by lack of moves: both tie-break vectors and what decided.
#[must_use]
pub fn end_by_moves(
    variant: Variant,
    users: [u64; 2],
    scores: [Score; 2],
    winner: Option<Player>,
) -> Vec<Msg> {
    let mut lines = vec![Msg::new("end-no-moves")];
    for p in [Player::One, Player::Two] {
        lines.push(
            Msg::new("end-score-line")
                .arg("player", p.number())
                .user("user", users[p.index()])
                .arg("score", score_line(variant, &scores[p.index()])),
        );
    }
    let names = criteria(variant);
    lines.push(match winner {
        Some(w) => {
            let i = (0..5).find(|&i| scores[0][i] != scores[1][i]).unwrap_or(0);
            let winner = users[w.index()];
            if i == 0 {
                Msg::new("end-win-on")
                    .user("user", winner)
                    .arg("criterion", Msg::new(names[0]))
            } else {
                Msg::new("end-win-on-tiebreak")
                    .user("user", winner)
                    .arg("criterion", Msg::new(names[i]))
                    .arg(
                        "equal",
                        Arg::List(names[..i].iter().map(|n| Msg::new(n)).collect()),
                    )
            }
        }
        None => Msg::new("end-draw"),
    });
    lines
}
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
#[allow(clippy::cast_possible_truncation)]
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

// ----- finding games -----------------------------------------------------------

/// An active game as the lists show it.
#[derive(Clone, Debug)]
pub struct ListedGame {
    pub players: [u64; 2],
    pub variant: Variant,
    /// The user to move.
    pub next: u64,
    /// When the current turn started (unix seconds).
    pub since: i64,
    /// The game's channel or thread.
    pub link: String,
}

fn listed_args(m: Msg, g: &ListedGame) -> Msg {
    m.user("p1", g.players[0])
        .user("p2", g.players[1])
        .arg("variant", g.variant)
        .user("next", g.next)
        // A Discord timestamp, shown in the reader's time zone ("3 hours ago").
        .arg("since", format!("<t:{}:R>", g.since))
        .arg("link", g.link.as_str())
}

/// "…and 3 more" when a list shows `shown` of `total` games.
fn list_more(shown: usize, total: usize, lines: &mut Vec<Msg>) {
    if total > shown {
        lines.push(Msg::new("games-more").arg("count", total - shown));
    }
}

/// The guild's active games (`/lyngk games`).
#[must_use]
pub fn game_list(games: &[ListedGame], total: usize) -> Vec<Msg> {
    if games.is_empty() {
        return vec![Msg::new("games-none")];
    }
    let mut lines = vec![Msg::new("games-title").arg("count", total)];
    lines.extend(games.iter().map(|g| listed_args(Msg::new("games-row"), g)));
    list_more(games.len(), total, &mut lines);
    lines
}

/// One member's active games (`/lyngk mygames`), those where it is their
/// turn marked.
#[must_use]
pub fn my_game_list(user: u64, games: &[ListedGame], total: usize) -> Vec<Msg> {
    if games.is_empty() {
        return vec![Msg::new("mygames-none")];
    }
    let mut lines = vec![Msg::new("mygames-title").arg("count", total)];
    for g in games {
        let id = if g.next == user {
            "mygames-row-your-turn"
        } else {
            "mygames-row-waiting"
        };
        let opponent = if g.players[0] == user {
            g.players[1]
        } else {
            g.players[0]
        };
        lines.push(listed_args(Msg::new(id), g).user("opponent", opponent));
    }
    list_more(games.len(), total, &mut lines);
    lines
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

/// A rating as shown: rounded, with `?` after a provisional one.
#[allow(clippy::cast_possible_truncation)]
fn shown_rating(rating: f64, provisional: bool) -> String {
    let mark = if provisional { "?" } else { "" };
    format!("{}{mark}", rating.round() as i64)
}

/// One player on a page of a ladder.
#[derive(Clone, Debug)]
pub struct LadderRow {
    pub rank: u64,
    pub user: u64,
    pub rating: f64,
    /// The rating is still provisional (shown with `?`).
    pub provisional: bool,
    pub won: i64,
    pub lost: i64,
    pub drawn: i64,
}

/// A page of a variant's ladder, for one reader.
#[derive(Clone, Debug)]
pub struct Ladder {
    pub variant: Variant,
    /// 0-based.
    pub page: u32,
    pub pages: u32,
    /// Players on the ladder.
    pub size: i64,
    /// The reader's rank, if they are on the ladder.
    pub own: Option<i64>,
    pub rows: Vec<LadderRow>,
}

#[must_use]
pub fn leaderboard(l: &Ladder) -> Vec<Msg> {
    if l.rows.is_empty() {
        return vec![Msg::new("ladder-empty").arg("variant", l.variant)];
    }
    let mut lines = vec![
        Msg::new("ladder-title")
            .arg("variant", l.variant)
            .arg("page", l.page + 1)
            .arg("pages", l.pages),
    ];
    for r in &l.rows {
        lines.push(
            Msg::new("ladder-row")
                .arg("rank", r.rank)
                .user("user", r.user)
                .arg("rating", shown_rating(r.rating, r.provisional))
                .arg("won", r.won)
                .arg("lost", r.lost)
                .arg("drawn", r.drawn),
        );
    }
    if l.rows.iter().any(|r| r.provisional) {
        lines.push(provisional_note());
    }
    lines.push(match l.own {
        Some(rank) => Msg::new("ladder-you").arg("rank", rank).arg("size", l.size),
        None => Msg::new("ladder-you-unrated").arg("variant", l.variant),
    });
    lines
}

/// What the `?` after a rating means.
fn provisional_note() -> Msg {
    Msg::new("ladder-provisional").arg("deviation", super::ratings::PROVISIONAL_DEVIATION as i64)
}

/// One user's statistics.
pub struct StatsText<'a> {
    pub user: u64,
    /// The rating on each ladder the user is on: variant, rating, deviation.
    pub ratings: Vec<(Variant, f64, f64)>,
    pub games: usize,
    pub wins: usize,
    pub losses: usize,
    pub draws: usize,
    /// (length, "win" | "loss" | "draw")
    pub streak: Option<(usize, &'a str)>,
    pub per_variant: Vec<(Variant, usize, usize, usize)>,
    /// Results against the computer per level (not rated).
    pub vs_computer: Vec<(Level, usize, usize, usize)>,
}

#[must_use]
#[allow(clippy::cast_possible_truncation)]
pub fn stats(st: &StatsText<'_>) -> Vec<Msg> {
    if st.games == 0 {
        return vec![Msg::new("stats-none").user("user", st.user)];
    }
    let mut lines = vec![Msg::new("stats-title").user("user", st.user)];
    for &(v, r, rd) in &st.ratings {
        lines.push(
            Msg::new("stats-rating")
                .arg("variant", v)
                .arg("rating", shown_rating(r, super::ratings::provisional(rd)))
                .arg("deviation", (2.0 * rd).round() as i64),
        );
    }
    lines.push(
        Msg::new("stats-games")
            .arg("games", st.games)
            .arg("won", st.wins)
            .arg("lost", st.losses)
            .arg("drawn", st.draws),
    );
    if let Some((n, kind)) = st.streak {
        let kind = match kind {
            "win" | "loss" => kind,
            _ => "draw",
        };
        lines.push(Msg::new("stats-streak").arg("count", n).arg("kind", kind));
    }
    for (v, w, l, d) in &st.per_variant {
        lines.push(
            Msg::new("stats-variant")
                .arg("variant", *v)
                .arg("won", *w)
                .arg("lost", *l)
                .arg("drawn", *d),
        );
    }
    for (level, w, l, d) in &st.vs_computer {
        lines.push(
            Msg::new("stats-vs-computer")
                .arg("level", level_name(*level))
                .arg("won", *w)
                .arg("lost", *l)
                .arg("drawn", *d),
        );
    }
    if st
        .ratings
        .iter()
        .any(|&(_, _, rd)| super::ratings::provisional(rd))
    {
        lines.push(provisional_note());
    }
    lines
}

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
