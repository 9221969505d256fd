//! Every sentence the service shows to users, in one place so that they can
//! be reworded or translated without touching the logic. Users are named by
//! mentions `<@id>`; only the ids a caller lists in `Reply::mentions` are
//! pinged, the others are just displayed.

use std::fmt::Write as _;
use std::time::Duration;

use crate::engine::{Color, IllegalAction, Player, Point, Score, Variant};

use super::types::{Button, COMPUTER};
use crate::ai::Level;

/// A mention (the computer by name).
#[must_use]
pub fn at(user: u64) -> String {
    if user == COMPUTER {
        return "the computer".to_owned();
    }
    format!("<@{user}>")
}

/// A level of the computer, as shown.
#[must_use]
pub fn level_name(level: Level) -> &'static str {
    match level {
        Level::Easy => "easy",
        Level::Normal => "normal",
        Level::Hard => "hard",
    }
}

#[must_use]
pub fn button_label(b: Button) -> &'static str {
    match b {
        Button::Accept { .. } => "Accept",
        Button::Decline { .. } => "Decline",
        Button::Rematch { .. } => "Rematch",
    }
}

#[must_use]
pub fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Standard => "standard",
        Variant::SixStack => "six-stack sudden death",
    }
}

/// A duration in words: `10 minutes`, `24 hours`, `1 hour 30 minutes`.
#[must_use]
pub fn duration(d: Duration) -> String {
    let total_min = d.as_secs().div_ceil(60);
    let (days, hours, mins) = (total_min / 1440, total_min / 60 % 24, total_min % 60);
    let mut parts = Vec::new();
    for (n, unit) in [(days, "day"), (hours, "hour"), (mins, "minute")] {
        if n > 0 {
            parts.push(format!("{n} {unit}{}", if n == 1 { "" } else { "s" }));
        }
    }
    if parts.is_empty() {
        "less than a minute".to_owned()
    } else {
        parts.join(" ")
    }
}

fn ms(ms: i64) -> String {
    duration(Duration::from_millis(u64::try_from(ms).unwrap_or(0)))
}

// ----- mistakes -------------------------------------------------------------

#[must_use]
pub fn internal_error() -> String {
    "Sorry, something went wrong on our side. Nothing was changed; please try again.".to_owned()
}
#[must_use]
pub fn cannot_challenge_self() -> String {
    "You can't challenge yourself.".to_owned()
}
#[must_use]
pub fn channel_busy() -> String {
    "A game is already being played in this channel; finish it (or play in another channel) first."
        .to_owned()
}
#[must_use]
pub fn challenge_pending(challenger: u64, opponent: u64) -> String {
    format!(
        "There is already an open challenge in this channel ({} to {}). It must be answered, \
         cancelled or expire first.",
        at(challenger),
        at(opponent)
    )
}
#[must_use]
pub fn no_open_challenge() -> String {
    "There is no open challenge here.".to_owned()
}
#[must_use]
pub fn challenge_closed(status: &str) -> String {
    match status {
        "accepted" => "That challenge was already accepted.".to_owned(),
        "declined" => "That challenge was declined.".to_owned(),
        "cancelled" => "That challenge was withdrawn.".to_owned(),
        _ => "That challenge has expired.".to_owned(),
    }
}
#[must_use]
pub fn challenge_expired() -> String {
    "That challenge has expired. Send a new one if you still want to play.".to_owned()
}
#[must_use]
pub fn challenge_not_for_you(opponent: u64) -> String {
    format!(
        "That challenge is addressed to {}, not to you.",
        at(opponent)
    )
}
#[must_use]
pub fn not_your_challenge() -> String {
    "You have no open challenge in this channel to withdraw.".to_owned()
}
#[must_use]
pub fn wrong_channel() -> String {
    "That belongs to another channel.".to_owned()
}
#[must_use]
pub fn no_game() -> String {
    "There is no game in progress in this channel.".to_owned()
}
#[must_use]
pub fn never_a_game() -> String {
    "No game has been played in this channel yet.".to_owned()
}
#[must_use]
pub fn not_a_player() -> String {
    "You are not playing the game in this channel.".to_owned()
}
#[must_use]
pub fn not_your_turn(next: u64) -> String {
    format!("It is not your turn: {} is to move.", at(next))
}
#[must_use]
pub fn illegal(reason: &IllegalAction) -> String {
    format!("Illegal: {reason}.")
}
#[must_use]
pub fn bad_move_text(text: &str, why: &str) -> String {
    format!(
        "`{text}` is not a move ({why}). Write the start and end points, e.g. `C3-E5` or `C3 E5`, \
         or the full LYNGK path, e.g. `B5-B2-C3-E3`."
    )
}
#[must_use]
pub fn changed_meanwhile() -> String {
    "The game changed while your action was being handled; look at the board and try again."
        .to_owned()
}
#[must_use]
pub fn moderators_only() -> String {
    "Only moderators can abort a game.".to_owned()
}
#[must_use]
pub fn admins_only() -> String {
    "Only administrators can change the turn time limit.".to_owned()
}
#[must_use]
pub fn turn_limit_out_of_range(min: Duration, max: Duration) -> String {
    format!(
        "The turn time limit must be between {} and {}.",
        duration(min),
        duration(max)
    )
}
#[must_use]
pub fn game_not_over() -> String {
    "That game is still being played.".to_owned()
}
#[must_use]
pub fn no_such_game() -> String {
    "There is no such game.".to_owned()
}

// ----- challenges -------------------------------------------------------------

#[must_use]
pub fn challenged(challenger: u64, opponent: u64, variant: Variant, ttl: Duration) -> String {
    format!(
        "{}, {} challenges you to a game of LYNGK ({}). Accept within {}.",
        at(opponent),
        at(challenger),
        variant_name(variant),
        duration(ttl)
    )
}
#[must_use]
pub fn rematch_offered(challenger: u64, opponent: u64, variant: Variant, ttl: Duration) -> String {
    format!(
        "{}, {} offers a rematch ({}). Accept within {}.",
        at(opponent),
        at(challenger),
        variant_name(variant),
        duration(ttl)
    )
}
#[must_use]
pub fn declined(challenger: u64, opponent: u64) -> String {
    format!(
        "{}, {} declined your challenge.",
        at(challenger),
        at(opponent)
    )
}
#[must_use]
pub fn cancelled(challenger: u64) -> String {
    format!("{} withdrew the challenge.", at(challenger))
}
#[must_use]
pub fn challenge_timed_out(challenger: u64, opponent: u64) -> String {
    format!(
        "{}, your challenge to {} expired unanswered.",
        at(challenger),
        at(opponent)
    )
}
#[must_use]
pub fn game_started(p1: u64, p2: u64, variant: Variant, limit_ms: i64) -> String {
    format!(
        "A {} game of LYNGK begins: {} is player 1, {} player 2, drawn by lot. {}, you move \
         first (claim a colour and move, or just move). Each turn may take up to {}.",
        variant_name(variant),
        at(p1),
        at(p2),
        at(p1),
        ms(limit_ms)
    )
}

// ----- turns --------------------------------------------------------------------

/// `<@a> claims red.`
#[must_use]
pub fn claimed(user: u64, color: Color) -> String {
    format!("{} claims {}.", at(user), color.name())
}
#[must_use]
pub fn now_move(user: u64) -> String {
    format!("{}, now move a stack.", at(user))
}
/// `<@a> plays C3-E5` with the LYNGK points spelled out.
#[must_use]
pub fn moved(user: u64, notation: &str, path: &[Point]) -> String {
    let mut s = format!("{} plays `{notation}`", at(user));
    if path.len() > 2 {
        let via: Vec<String> = path[1..path.len() - 1]
            .iter()
            .map(ToString::to_string)
            .collect();
        let full: Vec<String> = path.iter().map(ToString::to_string).collect();
        let _ = write!(
            s,
            ", a LYNGK move through {} (path {})",
            via.join(", "),
            full.join(" → ")
        );
    }
    s.push('.');
    s
}
#[must_use]
pub fn scored(user: u64, points: u8) -> String {
    format!(
        "{} completes a five-stack of their colour and removes it: {} point{}.",
        at(user),
        points,
        if points == 1 { "" } else { "s" }
    )
}
#[must_use]
pub fn passed(user: u64) -> String {
    format!("{} has no legal turn and passes.", at(user))
}
#[must_use]
pub fn to_move(user: u64, player: Player, claims: &[Color]) -> String {
    let colours = if claims.is_empty() {
        "no colour yet".to_owned()
    } else {
        claims
            .iter()
            .map(|c| c.name())
            .collect::<Vec<_>>()
            .join(" and ")
    };
    format!(
        "{}, your turn (player {}, {}).",
        at(user),
        player.number(),
        colours
    )
}
#[must_use]
pub fn turn_warning(user: u64, left_ms: i64) -> String {
    format!(
        "{}, half of your time for this turn has gone: {} left before you lose on time.",
        at(user),
        ms(left_ms)
    )
}

// ----- the end ------------------------------------------------------------------

fn score_line(variant: Variant, s: &Score) -> String {
    let names: [&str; 5] = match variant {
        Variant::Standard => ["points", "4-stacks", "3-stacks", "2-stacks", "singles"],
        Variant::SixStack => ["5-stacks", "4-stacks", "3-stacks", "2-stacks", "singles"],
    };
    names
        .iter()
        .zip(s)
        .map(|(n, v)| format!("{v} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The end by lack of moves: both tie-break vectors and what decided.
#[must_use]
pub fn end_by_moves(
    variant: Variant,
    users: [u64; 2],
    scores: [Score; 2],
    winner: Option<Player>,
) -> String {
    let mut s = String::from("Neither player can move any more: the game is over.\n");
    for p in [Player::One, Player::Two] {
        let _ = writeln!(
            s,
            "Player {} {}: {}",
            p.number(),
            at(users[p.index()]),
            score_line(variant, &scores[p.index()])
        );
    }
    let names = match variant {
        Variant::Standard => ["points", "4-stacks", "3-stacks", "2-stacks", "singles"],
        Variant::SixStack => ["5-stacks", "4-stacks", "3-stacks", "2-stacks", "singles"],
    };
    match winner {
        Some(w) => {
            let i = (0..5).find(|&i| scores[0][i] != scores[1][i]).unwrap_or(0);
            let how = if i == 0 {
                format!("on {}", names[0])
            } else {
                format!(
                    "on {} ({} equal before that)",
                    names[i],
                    names[..i].join(", ")
                )
            };
            let _ = write!(s, "**{} wins** {how}.", at(users[w.index()]));
        }
        None => s.push_str("**Draw**: every number is equal."),
    }
    s
}
#[must_use]
pub fn sudden_death(winner: u64) -> String {
    format!(
        "{} completes a six-stack topped by their colour: **sudden death, {} wins!**",
        at(winner),
        at(winner)
    )
}
#[must_use]
pub fn resigned(loser: u64, winner: u64) -> String {
    format!("{} resigns. **{} wins.**", at(loser), at(winner))
}
#[must_use]
pub fn lost_on_time(loser: u64, winner: u64) -> String {
    format!(
        "{} did not move in time and loses on time. **{} wins.**",
        at(loser),
        at(winner)
    )
}
#[must_use]
pub fn aborted(moderator: u64) -> String {
    format!(
        "{} aborted the game. No result, no rating change.",
        at(moderator)
    )
}
#[must_use]
pub fn rating_change(user: u64, old: f64, new: f64) -> String {
    format!(
        "{}: rating {:.0} → {:.0} ({:+.0})",
        at(user),
        old,
        new,
        new.round() - old.round()
    )
}

// ----- looking at games -------------------------------------------------------------

#[must_use]
pub fn game_over_status(result: Option<&str>, reason: Option<&str>, users: [u64; 2]) -> String {
    let why = match reason {
        Some("sudden_death") => " by sudden death",
        Some("resign") => " by resignation",
        Some("timeout") => " on time",
        _ => "",
    };
    match result {
        Some("win1") => format!("Game over: {} won{why}.", at(users[0])),
        Some("win2") => format!("Game over: {} won{why}.", at(users[1])),
        Some(_) => "Game over: a draw.".to_owned(),
        None => "The game was aborted.".to_owned(),
    }
}
#[must_use]
pub fn history(start_lpn: &str, turns: &[String], users: [u64; 2]) -> String {
    let mut s = format!(
        "Player 1 {}, player 2 {}. Start position and moves:\n```\n{start_lpn}\n",
        at(users[0]),
        at(users[1])
    );
    if turns.is_empty() {
        s.push_str("(no moves yet)\n");
    }
    for (i, t) in turns.iter().enumerate() {
        let _ = writeln!(s, "{}. {t}", i + 1);
    }
    s.push_str("```");
    if !turns.is_empty() {
        let _ = write!(
            s,
            "\nTo replay it: ```\nlyngk play '{start_lpn}' {}\n```",
            turns.join(" ")
        );
    }
    s
}
#[must_use]
pub fn replay_caption(users: [u64; 2], actions: usize) -> String {
    format!(
        "Replay of {} vs {} ({actions} actions).",
        at(users[0]),
        at(users[1])
    )
}
#[must_use]
pub fn replay_alt(actions: usize) -> String {
    format!("An animation of the game, one frame per action, {actions} actions.")
}

// ----- ratings and statistics -----------------------------------------------------------

#[must_use]
pub fn leaderboard(rows: &[(u64, f64, i64, i64, i64)]) -> String {
    if rows.is_empty() {
        return "Nobody has finished a rated game in this server yet.".to_owned();
    }
    let mut s = String::from("**Leaderboard**\n");
    for (i, (user, rating, w, l, d)) in rows.iter().enumerate() {
        let _ = writeln!(
            s,
            "{}. {} {:.0} ({w} won, {l} lost, {d} drawn)",
            i + 1,
            at(*user),
            rating
        );
    }
    s.trim_end().to_owned()
}

/// One user's statistics.
pub struct StatsText<'a> {
    pub user: u64,
    pub rating: Option<(f64, f64)>,
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
pub fn stats(st: &StatsText<'_>) -> String {
    if st.games == 0 {
        return format!(
            "{} has not finished a game in this server yet.",
            at(st.user)
        );
    }
    let mut s = format!("**Statistics of {}**\n", at(st.user));
    if let Some((r, rd)) = st.rating {
        let _ = writeln!(s, "Rating: {r:.0} (±{:.0})", 2.0 * rd);
    }
    let _ = writeln!(
        s,
        "Games: {} ({} won, {} lost, {} drawn)",
        st.games, st.wins, st.losses, st.draws
    );
    if let Some((n, kind)) = st.streak {
        let word = match (kind, n == 1) {
            ("win", true) => "win",
            ("win", false) => "wins",
            ("loss", true) => "loss",
            ("loss", false) => "losses",
            (_, true) => "draw",
            (_, false) => "draws",
        };
        let _ = writeln!(s, "Current streak: {n} {word}");
    }
    for (v, w, l, d) in &st.per_variant {
        let _ = writeln!(s, "{}: {w} won, {l} lost, {d} drawn", variant_name(*v));
    }
    for (level, w, l, d) in &st.vs_computer {
        let _ = writeln!(
            s,
            "Against the computer ({}, not rated): {w} won, {l} lost, {d} drawn",
            level_name(*level)
        );
    }
    s.trim_end().to_owned()
}

#[must_use]
pub fn ai_game_started(
    user: u64,
    level: Level,
    variant: Variant,
    limit_ms: i64,
    human_first: bool,
) -> String {
    let first = if human_first {
        format!("{} moves first", at(user))
    } else {
        format!("{} moves first", at(COMPUTER))
    };
    format!(
        "{} starts a {} game of LYNGK against the computer (level {}); it is not rated. \
         Lots were drawn: {first}. Each of your turns may take up to {}.",
        at(user),
        variant_name(variant),
        level_name(level),
        ms(limit_ms)
    )
}

/// Heads the computer's answer in a reply.
#[must_use]
pub fn computer_answers(level: Level) -> String {
    format!("The computer ({}) answers:", level_name(level))
}

#[must_use]
pub fn turn_limit_set(limit: Duration) -> String {
    format!(
        "Each turn may now take up to {}. Running turns keep their current deadline.",
        duration(limit)
    )
}

#[must_use]
pub fn rules() -> String {
    "**LYNGK** in brief. 43 pieces (8 each of ivory, blue, red, green, black and 3 white jokers) \
     stand on 43 points. On your turn you may first claim one free colour (at most two each), then \
     you must move one whole stack onto another occupied point: a neighbour, or the first stack \
     along a line. A stack topped by a neutral colour lands only on stacks no higher than itself; \
     a stack topped by your colour lands anywhere, and can chain through other stacks topped by \
     the same colour (LYNGK). Stacks hold at most 5 pieces (6 in the variant), never a colour \
     twice; jokers stand for any colour. A five-stack topped by your colour leaves the board and \
     scores a point. When nobody can move, points decide, then 4-stacks, 3-stacks, 2-stacks and \
     single pieces topped by your colours. In six-stack sudden death, completing a six-stack of \
     your colour wins at once.\n\
     Commands: challenge, accept, decline, cancel, claim, move (`C3-E5` or the full path \
     `B5-B2-C3-E3`), resign, board, history, replay, rematch, leaderboard, stats; play-ai to play \
     the computer (easy, normal or hard)."
        .to_owned()
}
