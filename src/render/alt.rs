//! The picture in words, for screen readers: who is to move or who won, the
//! claims and points, the last turn, then every stack bottom to top and the
//! single pieces grouped by colour.

use std::fmt::Write as _;

use crate::engine::{Color, Outcome, Player, Point, Position, Variant};

use super::LastTurn;

/// Discord accepts attachment descriptions of at most this many characters;
/// [`alt_text`] never returns more.
pub const ALT_TEXT_MAX: usize = 1024;

/// "nothing", "red", "red and blue", "ivory, red and blue".
fn color_list(colors: impl Iterator<Item = Color>) -> String {
    let names: Vec<&str> = colors.map(Color::name).collect();
    match names.as_slice() {
        [] => "nothing".to_string(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Describes `position` (and the highlighted `last` turn) in plain English,
/// at most [`ALT_TEXT_MAX`] characters.
#[must_use]
pub fn alt_text(position: &Position, last: Option<&LastTurn>) -> String {
    let mut s = String::new();
    let variant = match position.variant() {
        Variant::Standard => "standard game",
        Variant::SixStack => "six-stack sudden-death game",
    };
    let _ = write!(s, "LYNGK board, {variant}. ");
    match position.outcome() {
        Some(Outcome::Win(p)) => {
            let _ = write!(s, "Game over: player {} wins. ", p.number());
        }
        Some(Outcome::Draw) => s.push_str("Game over: a draw. "),
        None => {
            let _ = write!(s, "Player {} to move", position.to_move().number());
            if position.claimed_this_turn() {
                s.push_str(", having claimed this turn");
            }
            s.push_str(". ");
        }
    }
    for p in [Player::One, Player::Two] {
        let _ = write!(
            s,
            "Player {} has claimed {}",
            p.number(),
            color_list(position.claims(p).iter())
        );
        match position.variant() {
            Variant::Standard => {
                let _ = write!(
                    s,
                    ", {}. ",
                    plural(position.points(p).into(), "point", "points")
                );
            }
            Variant::SixStack => s.push_str(". "),
        }
    }
    let neutral: Vec<Color> = position.neutral_colors().collect();
    if neutral.is_empty() {
        s.push_str("No neutral colour. ");
    } else {
        let _ = write!(s, "Neutral: {}. ", color_list(neutral.into_iter()));
    }
    if let Some(last) = last {
        describe_last(&mut s, position, last);
    }
    describe_board(&mut s, position);
    truncate(s.trim_end().to_string())
}

fn describe_last(s: &mut String, position: &Position, last: &LastTurn) {
    let claim_only = last.path.is_empty() && last.claim.is_some() && position.claimed_this_turn();
    let mover = if claim_only {
        position.to_move()
    } else {
        position.to_move().opponent()
    };
    let _ = write!(s, "Last turn, player {}: ", mover.number());
    let mut parts = Vec::new();
    if let Some(c) = last.claim {
        parts.push(format!("claimed {}", c.name()));
    }
    match last.path.as_slice() {
        [] if !claim_only => parts.push("passed".to_string()),
        [] => {}
        [from, via @ .., to] => {
            let mut m = format!("moved {from} to {to}");
            if !via.is_empty() {
                let names: Vec<String> = via.iter().map(Point::to_string).collect();
                let _ = write!(m, " through LYNGK {}", names.join(", "));
            }
            parts.push(m);
        }
        [only] => parts.push(format!("moved from {only}")),
    }
    let _ = write!(s, "{}. ", parts.join(", then "));
}

fn describe_board(s: &mut String, position: &Position) {
    let stacks: Vec<String> = Point::ALL
        .into_iter()
        .filter(|&p| position.stack(p).height() >= 2)
        .map(|p| {
            let names: Vec<&str> = position.stack(p).pieces().map(Color::name).collect();
            format!("{p} {}", names.join(" "))
        })
        .collect();
    if !stacks.is_empty() {
        let _ = write!(s, "Stacks, bottom to top: {}. ", stacks.join("; "));
    }
    let mut singles = Vec::new();
    for c in Color::ALL {
        let points: Vec<String> = Point::ALL
            .into_iter()
            .filter(|&p| {
                let st = position.stack(p);
                st.height() == 1 && st.top() == Some(c)
            })
            .map(|p| p.to_string())
            .collect();
        if !points.is_empty() {
            singles.push(format!("{} {}", c.name(), points.join(" ")));
        }
    }
    if !singles.is_empty() {
        let _ = write!(s, "Single pieces: {}. ", singles.join("; "));
    }
    let empty = Point::ALL
        .into_iter()
        .filter(|&p| position.stack(p).is_empty())
        .count();
    if empty > 0 {
        let _ = write!(s, "{} empty.", plural(empty, "point", "points"));
    }
}

fn truncate(s: String) -> String {
    if s.chars().count() <= ALT_TEXT_MAX {
        return s;
    }
    let mut out: String = s.chars().take(ALT_TEXT_MAX - 1).collect();
    out.push('…');
    out
}
