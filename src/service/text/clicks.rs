//! The messages of playing by clicking and of takebacks.

use crate::ids::Seat;
use crate::record::TakebackStatus;
use std::time::Duration;

use crate::engine::{Color, Point, Variant};
use crate::i18n::{Arg, Msg};

use super::points;

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

/// A private board's button or menu pressed by another member than the
/// one it was shown to (the same for every kind of board).
#[must_use]
pub fn board_not_yours() -> Msg {
    Msg::new("board-not-yours")
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
pub fn takeback_pending(requester: impl Into<Seat>) -> Msg {
    Msg::new("takeback-pending").user("requester", requester)
}
/// A Take back button used by another than the player whose turn it undoes.
#[must_use]
pub fn takeback_button_for(user: impl Into<Seat>) -> Msg {
    Msg::new("takeback-button-for").user("user", user)
}
#[must_use]
pub fn takeback_asked(
    requester: impl Into<Seat>,
    opponent: impl Into<Seat>,
    turns: &[String],
    ttl: Duration,
) -> Msg {
    Msg::new("takeback-asked")
        .user("requester", requester)
        .user("opponent", opponent)
        .arg("turns", code_list(turns))
        .arg("ttl", ttl)
}
#[must_use]
pub fn takeback_not_for_you(opponent: impl Into<Seat>) -> Msg {
    Msg::new("takeback-not-for-you").user("opponent", opponent)
}
#[must_use]
pub fn takeback_accepted(
    opponent: impl Into<Seat>,
    requester: impl Into<Seat>,
    turns: &[String],
) -> Msg {
    Msg::new("takeback-accepted")
        .user("opponent", opponent)
        .user("requester", requester)
        .arg("turns", code_list(turns))
}
/// A takeback against the computer, which needs no agreement.
#[must_use]
pub fn takeback_against_computer(requester: impl Into<Seat>, turns: &[String]) -> Msg {
    Msg::new("takeback-computer")
        .user("requester", requester)
        .arg("turns", code_list(turns))
}
#[must_use]
pub fn takeback_declined(opponent: impl Into<Seat>, requester: impl Into<Seat>) -> Msg {
    Msg::new("takeback-declined")
        .user("opponent", opponent)
        .user("requester", requester)
}
#[must_use]
pub fn takeback_expired(requester: impl Into<Seat>) -> Msg {
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
    turn_limit: Duration,
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
        .arg("limit", turn_limit),
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
pub fn rating_chart_alt(user: impl Into<Seat>, lines: &[(Variant, Vec<f64>)]) -> Msg {
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
