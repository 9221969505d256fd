//! The words of the puzzles (`/lyngk puzzle`): a puzzle's head and task,
//! its credit to the game it comes from, the answers to a turn, the rating's
//! change, and the puzzle line of `/lyngk stats`.

use crate::ai::puzzle::Goal;
use crate::engine::Player;
use crate::i18n::Msg;
use crate::ids::{PuzzleId, Seat};
use crate::time::Timestamp;

/// A puzzle's head: its number and rating.
#[must_use]
pub fn puzzle_head(id: PuzzleId, rating: f64) -> Msg {
    Msg::new("puzzle-head")
        .arg("id", id.get())
        .arg("rating", rating.round() as i64)
}

/// The daily puzzle's head.
#[must_use]
pub fn puzzle_daily_head(id: PuzzleId) -> Msg {
    Msg::new("puzzle-daily-head").arg("id", id.get())
}

/// Where a puzzle comes from: the game's players, when it ended (shown by
/// Discord in the reader's time zone), and its link.
#[must_use]
pub fn puzzle_credit(one: Seat, two: Seat, ended: Timestamp, link: &str) -> Msg {
    Msg::new("puzzle-credit")
        .user("one", one)
        .user("two", two)
        .arg("when", format!("<t:{}:R>", ended.unix_seconds()))
        .arg("link", link)
}

/// What to find: the side the member plays, the goal, and how many turns
/// are left to find.
#[must_use]
pub fn puzzle_task(side: Player, goal: Goal, turns: usize) -> Msg {
    Msg::new(match goal {
        Goal::Win => "puzzle-task-win",
        Goal::Draw => "puzzle-task-draw",
    })
    .arg("player", side.index() + 1)
    .arg("turns", turns)
}

/// Before a puzzle shown again: the member was playing it.
#[must_use]
pub fn puzzle_resumed() -> Msg {
    Msg::new("puzzle-resumed")
}

/// Every puzzle tried.
#[must_use]
pub fn puzzle_none_left(count: i64) -> Msg {
    Msg::new("puzzle-none-left").arg("count", count)
}

/// Today's puzzle, tried before.
#[must_use]
pub fn puzzle_daily_tried(solved: bool) -> Msg {
    Msg::new(if solved {
        "puzzle-daily-tried-solved"
    } else {
        "puzzle-daily-tried-failed"
    })
}

/// A claim typed without the move it goes with.
#[must_use]
pub fn puzzle_claim_needs_move() -> Msg {
    Msg::new("puzzle-claim-needs-move")
}

/// A typed turn with no puzzle being played.
#[must_use]
pub fn puzzle_not_playing() -> Msg {
    Msg::new("puzzle-not-playing")
}

/// A button or menu of a puzzle the member is no longer at.
#[must_use]
pub fn puzzle_outdated() -> Msg {
    Msg::new("puzzle-outdated")
}

/// A turn the rules refuse: the rule broken, as a game says it (the
/// sentence [`super::illegal`] makes), then the invitation to try again.
#[must_use]
pub fn puzzle_illegal(illegal: Msg) -> Msg {
    Msg::new("puzzle-illegal").arg("illegal", illegal)
}

/// A right turn, answered by the defence; the member plays on.
#[must_use]
pub fn puzzle_right_go_on(answer: &str) -> Msg {
    Msg::new("puzzle-right-go-on").arg("answer", answer)
}

/// The puzzle solved: `turns` is how many of the member's turns its line
/// has (the catalogue says it in the singular for one).
#[must_use]
pub fn puzzle_solved(turns: usize) -> Msg {
    Msg::new("puzzle-solved").arg("turns", turns)
}

/// A wrong turn: what it gave away.
#[must_use]
pub fn puzzle_wrong(turn: &str, goal: Goal) -> Msg {
    Msg::new(match goal {
        Goal::Win => "puzzle-wrong-win",
        Goal::Draw => "puzzle-wrong-draw",
    })
    .arg("turn", turn)
}

/// The solver's answer to a wrong turn.
#[must_use]
pub fn puzzle_refutation(answer: &str, goal: Goal) -> Msg {
    Msg::new(match goal {
        Goal::Win => "puzzle-refutation-win",
        Goal::Draw => "puzzle-refutation-draw",
    })
    .arg("answer", answer)
}

/// The solution's line.
#[must_use]
pub fn puzzle_solution(line: &str, goal: Goal) -> Msg {
    Msg::new(match goal {
        Goal::Win => "puzzle-solution-win",
        Goal::Draw => "puzzle-solution-draw",
    })
    .arg("line", line)
}

/// The member's puzzle rating moved by a first try.
#[must_use]
pub fn puzzle_rating_change(old: f64, new: f64) -> Msg {
    Msg::new("puzzle-rating-change")
        .arg("old", old.round() as i64)
        .arg("new", new.round() as i64)
}

/// A puzzle tried before: not rated again.
#[must_use]
pub fn puzzle_not_rated() -> Msg {
    Msg::new("puzzle-not-rated")
}

/// The puzzle line of `/lyngk stats`.
#[must_use]
pub fn stats_puzzles(rating: f64, solved: i32, failed: i32, streak: i32, best: i32) -> Msg {
    Msg::new("stats-puzzles")
        .arg("rating", rating.round() as i64)
        .arg("solved", solved)
        .arg("failed", failed)
        .arg("streak", streak)
        .arg("best", best)
}

/// The claim made before choosing the move (in the menus).
#[must_use]
pub fn puzzle_claimed(color: crate::engine::Color) -> Msg {
    Msg::new("puzzle-claimed").arg("color", color)
}

/// The label of the button to the next puzzle.
#[must_use]
pub fn button_next_puzzle() -> Msg {
    Msg::new("button-next-puzzle")
}

/// The settings' line on the daily puzzle's posts.
#[must_use]
pub fn settings_daily_puzzle(channel: Option<crate::ids::ChannelId>) -> Msg {
    match channel {
        Some(ch) => Msg::new("settings-daily-puzzle-on").arg("channel", format!("<#{ch}>")),
        None => Msg::new("settings-daily-puzzle-off"),
    }
}

/// The daily puzzle's posts turned on (in `channel`) or off.
#[must_use]
pub fn daily_puzzle_set(channel: Option<crate::ids::ChannelId>) -> Msg {
    match channel {
        Some(ch) => Msg::new("daily-puzzle-on").arg("channel", format!("<#{ch}>")),
        None => Msg::new("daily-puzzle-off"),
    }
}

/// Turned off from a channel where it is not posted.
#[must_use]
pub fn daily_puzzle_elsewhere(channel: crate::ids::ChannelId) -> Msg {
    Msg::new("daily-puzzle-elsewhere").arg("channel", format!("<#{channel}>"))
}

/// The head of the daily puzzle as the clock posts it.
#[must_use]
pub fn daily_puzzle_post(id: PuzzleId) -> Msg {
    Msg::new("daily-puzzle-post").arg("id", id.get())
}

/// The label of the button that opens today's puzzle for the clicker.
#[must_use]
pub fn button_daily_puzzle() -> Msg {
    Msg::new("button-daily-puzzle")
}
