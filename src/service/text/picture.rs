//! The messages of a board's description for screen readers (the alt text
//! of the service's board pictures, [`crate::service::board_alt_text`]):
//! its sentences, joined by the language's separators.

use crate::engine::{Color, Player, Point, Variant};
use crate::i18n::{Arg, Msg, color_msg};
use crate::render::{Status, WonBy};

/// The sentences of a description, as one text.
#[must_use]
pub fn alt_sentences(parts: Vec<Msg>) -> Msg {
    Msg::new("verbatim").arg(
        "text",
        Arg::Seq {
            items: parts,
            sep: "alt-sentence-separator",
        },
    )
}

#[must_use]
pub fn alt_head(variant: Variant) -> Msg {
    Msg::new("alt-head").arg("variant", variant)
}

/// The status strip in words: whose turn, or the result and why.
#[must_use]
pub fn alt_status(status: Status) -> Vec<Msg> {
    let player = |id: &'static str, p: Player| Msg::new(id).arg("player", p.number());
    match status {
        Status::ToMove(p) | Status::Passed(p) => vec![player("alt-to-move", p)],
        Status::Claimed(p) => vec![player("alt-to-move-claimed", p)],
        Status::Won(w, by) => {
            let loser = w.opponent();
            let why = match by {
                WonBy::Count => Msg::new("alt-why-count"),
                WonBy::SixStack => Msg::new("alt-why-sixstack"),
                WonBy::Resignation => player("alt-why-resigned", loser),
                WonBy::Time => player("alt-why-time", loser),
                WonBy::Forfeit => player("alt-why-forfeit", loser),
            };
            vec![player("alt-winner", w), why]
        }
        Status::Draw => vec![Msg::new("alt-draw"), Msg::new("alt-why-count")],
        Status::Aborted => vec![Msg::new("alt-aborted")],
    }
}

/// A player's claimed colours, and their points where the variant counts
/// them.
#[must_use]
pub fn alt_claims(variant: Variant, player: Player, colors: Vec<Color>, points: u8) -> Msg {
    let colors = Arg::Colors(colors);
    match variant {
        Variant::Standard => Msg::new("alt-claims-points")
            .arg("player", player.number())
            .arg("colors", colors)
            .arg("points", points),
        Variant::SixStack => Msg::new("alt-claims")
            .arg("player", player.number())
            .arg("colors", colors),
    }
}

/// The colours nobody has claimed.
#[must_use]
pub fn alt_neutral(colors: Vec<Color>) -> Msg {
    if colors.is_empty() {
        Msg::new("alt-no-neutral")
    } else {
        Msg::new("alt-neutral").arg("colors", Arg::Colors(colors))
    }
}

/// One stack, its pieces bottom to top.
#[must_use]
pub fn alt_stack(point: Point, pieces: impl IntoIterator<Item = Color>) -> Msg {
    Msg::new("alt-stack").arg("point", point.to_string()).arg(
        "pieces",
        Arg::Seq {
            items: pieces.into_iter().map(color_msg).collect(),
            sep: "alt-piece-separator",
        },
    )
}

/// Every stack ([`alt_stack`]).
#[must_use]
pub fn alt_stacks(stacks: Vec<Msg>) -> Msg {
    Msg::new("alt-stacks").arg(
        "stacks",
        Arg::Seq {
            items: stacks,
            sep: "alt-group-separator",
        },
    )
}

/// The single pieces of one colour: `points` as written, space-separated.
#[must_use]
pub fn alt_single_group(color: Color, points: &str) -> Msg {
    Msg::new("alt-single-group")
        .arg("color", color)
        .arg("points", points)
}

/// Every group of single pieces ([`alt_single_group`]).
#[must_use]
pub fn alt_singles(groups: Vec<Msg>) -> Msg {
    Msg::new("alt-singles").arg(
        "groups",
        Arg::Seq {
            items: groups,
            sep: "alt-group-separator",
        },
    )
}

/// How many points are empty.
#[must_use]
pub fn alt_empty(n: usize) -> Msg {
    Msg::new("alt-empty").arg("n", n)
}

/// The last turn: what `mover` did ([`alt_last_claimed`],
/// [`alt_last_passed`], [`alt_last_moved`]), in order.
#[must_use]
pub fn alt_last(mover: Player, what: Vec<Msg>) -> Msg {
    Msg::new("alt-last").arg("player", mover.number()).arg(
        "what",
        Arg::Seq {
            items: what,
            sep: "alt-then",
        },
    )
}
#[must_use]
pub fn alt_last_claimed(color: Color) -> Msg {
    Msg::new("alt-last-claimed").arg("color", color)
}
#[must_use]
pub fn alt_last_passed() -> Msg {
    Msg::new("alt-last-passed")
}
/// A move from `from` to `to`, through the LYNGK points `via` if any.
#[must_use]
pub fn alt_last_moved(from: Point, via: &[Point], to: Point) -> Msg {
    let m = if via.is_empty() {
        Msg::new("alt-last-moved")
    } else {
        let via: Vec<String> = via.iter().map(Point::to_string).collect();
        Msg::new("alt-last-moved-lyngk").arg("via", via.join(", "))
    };
    m.arg("from", from.to_string()).arg("to", to.to_string())
}
