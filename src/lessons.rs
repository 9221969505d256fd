//! Lessons you play, pure: each lesson teaches one idea of the rules in one
//! or more steps; a step is a position built for it (written in LPN, read
//! by the engine) and a [`Task`] the member's turn must fulfil. [`Lesson::try_turn`] plays a turn on a step's
//! position with the engine and says whether it fulfils the task, misses
//! it, or breaks a rule (with the engine's own reason).
//!
//! The words of a lesson (its title, each step's task and hint) live in the
//! catalogue, named after the lesson and the step; this module has none.
//! Only the engine is imported here: no storage, service or transport.

use std::fmt;
use std::str::FromStr;

use crate::engine::{Action, Color, IllegalAction, Move, Outcome, Point, Position};

/// One lesson, in the order they are taught.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Lesson {
    /// A move onto a neighbour, and along a line across empty points.
    Moves,
    /// What may stack on what: heights, and each colour once per stack.
    Stacking,
    /// A LYNGK hop along your claimed colour.
    Lyngk,
    /// Claiming a colour, then moving with it.
    Claims,
    /// Completing a 5-stack of your colour: it leaves the board and scores.
    FiveStack,
    /// The end of the game and its tie-breaks.
    TheEnd,
    /// The six-stack variant's sudden death.
    SuddenDeath,
}

/// What a step asks of the member's turn (an optional claim, then a move).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Task {
    /// Move the stack on `from` onto the stack on `to`.
    Land { from: Point, to: Point },
    /// Make a stack of exactly this height.
    Height(usize),
    /// Reach `to` through at least one LYNGK point.
    Lyngk { to: Point },
    /// Claim a colour, then move the stack on `from` onto `to` in the same
    /// turn.
    ClaimThenLand { from: Point, to: Point },
    /// Complete a 5-stack of your colour (a point scored).
    Score,
    /// Win the game with this turn.
    Win,
}

/// One step of a lesson: where it starts and what to do.
#[derive(Clone, Debug)]
pub struct Step {
    /// The position, in LPN (see RULES.md's notation).
    pub lpn: String,
    pub task: Task,
}

impl Step {
    /// The step's position.
    ///
    /// # Panics
    /// Never for the lessons of this module: a test reads every one.
    #[must_use]
    pub fn position(&self) -> Position {
        self.lpn.parse().expect("a lesson's position is valid LPN")
    }
}

/// How a turn tried on a step went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tried {
    /// The turn is legal and does what the task asks.
    Right,
    /// The turn is legal but misses the task.
    Wrong,
    /// The turn breaks a rule: the engine's reason.
    Illegal(IllegalAction),
}

/// A name that is no lesson's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLessonError(pub String);

impl fmt::Display for ParseLessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no lesson is called '{}'", self.0)
    }
}

impl std::error::Error for ParseLessonError {}

/// One LPN board from the stacks it holds (every other point empty), so
/// that a lesson's position reads as the few stacks it is about.
#[must_use]
pub fn board_of(stacks: &[(&str, &str)]) -> String {
    Point::ALL
        .iter()
        .map(|p| {
            let name = p.to_string();
            stacks
                .iter()
                .find(|(at, _)| at.eq_ignore_ascii_case(&name))
                .map_or("-".to_owned(), |(_, s)| (*s).to_owned())
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The steps, built once from their stacks.
fn steps_of(lesson: Lesson) -> Vec<Step> {
    fn step(stacks: &[(&str, &str)], rest: &str, task: Task) -> Step {
        Step {
            lpn: format!("{} {rest}", board_of(stacks)),
            task,
        }
    }
    let p = |s: &str| s.parse::<Point>().expect("a point of the board");
    match lesson {
        Lesson::Moves => vec![
            step(
                &[("E5", "R"), ("E6", "B"), ("D4", "G"), ("H8", "K")],
                "-:- 1 0:0 standard",
                Task::Land {
                    from: p("E5"),
                    to: p("E6"),
                },
            ),
            step(
                &[("E2", "I"), ("E7", "K"), ("C3", "R"), ("G5", "B")],
                "-:- 1 0:0 standard",
                Task::Land {
                    from: p("E2"),
                    to: p("E7"),
                },
            ),
        ],
        Lesson::Stacking => vec![
            step(
                &[("D4", "IB"), ("E5", "RGK"), ("C4", "R"), ("E4", "K")],
                "-:- 1 0:0 standard",
                Task::Height(3),
            ),
            step(
                &[("D4", "IB"), ("E5", "RB"), ("C4", "GK"), ("D5", "W")],
                "-:- 1 0:0 standard",
                Task::Height(4),
            ),
        ],
        Lesson::Lyngk => vec![step(
            &[
                ("B5", "RB"),
                ("B2", "GB"),
                ("C3", "KB"),
                ("E3", "IK"),
                ("G6", "R"),
                ("G7", "G"),
            ],
            "B:- 1 0:0 standard",
            Task::Lyngk { to: p("E3") },
        )],
        Lesson::Claims => vec![step(
            &[("E5", "R"), ("E6", "GK"), ("D4", "I"), ("C3", "B")],
            "-:- 1 0:0 standard",
            Task::ClaimThenLand {
                from: p("E5"),
                to: p("E6"),
            },
        )],
        Lesson::FiveStack => vec![step(
            &[("E5", "R"), ("E6", "IBGK"), ("D4", "I"), ("C3", "B")],
            "R:- 1 0:0 standard",
            Task::Score,
        )],
        Lesson::TheEnd => vec![step(
            &[("E5", "R"), ("E6", "B"), ("A3", "G")],
            "R:G 1 0:0 standard",
            Task::Win,
        )],
        Lesson::SuddenDeath => vec![step(
            &[("E5", "R"), ("E6", "WIBGK"), ("D4", "I"), ("C3", "B")],
            "R:- 1 0:0 sixstack",
            Task::Win,
        )],
    }
}

impl Lesson {
    /// Every lesson, in the order they are taught.
    pub const ALL: [Lesson; 7] = [
        Lesson::Moves,
        Lesson::Stacking,
        Lesson::Lyngk,
        Lesson::Claims,
        Lesson::FiveStack,
        Lesson::TheEnd,
        Lesson::SuddenDeath,
    ];

    /// The name it is stored and asked for by (`moves`, `five-stack`…).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Lesson::Moves => "moves",
            Lesson::Stacking => "stacking",
            Lesson::Lyngk => "lyngk",
            Lesson::Claims => "claims",
            Lesson::FiveStack => "five-stack",
            Lesson::TheEnd => "the-end",
            Lesson::SuddenDeath => "sudden-death",
        }
    }

    /// Its number, from 1.
    #[must_use]
    pub fn number(self) -> u8 {
        let at = Lesson::ALL.iter().position(|l| *l == self).unwrap_or(0);
        u8::try_from(at + 1).unwrap_or(u8::MAX)
    }

    /// The lesson numbered `n` (from 1).
    #[must_use]
    pub fn from_number(n: i64) -> Option<Lesson> {
        let at = usize::try_from(n.checked_sub(1)?).ok()?;
        Lesson::ALL.get(at).copied()
    }

    /// The lesson taught after it, if any.
    #[must_use]
    pub fn next(self) -> Option<Lesson> {
        Lesson::ALL.get(usize::from(self.number())).copied()
    }

    /// Its steps.
    #[must_use]
    pub fn steps(self) -> Vec<Step> {
        steps_of(self)
    }

    /// Its step `step` (from 0), if it has one.
    #[must_use]
    pub fn step(self, step: usize) -> Option<Step> {
        steps_of(self).into_iter().nth(step)
    }

    /// How many steps it has.
    #[must_use]
    pub fn step_count(self) -> usize {
        steps_of(self).len()
    }

    /// Tries a turn (`claim`, then `path`) on step `step`: the engine plays
    /// it on the step's position, then the task judges it. A step the
    /// lesson doesn't have is [`Tried::Wrong`].
    #[must_use]
    pub fn try_turn(self, step: usize, claim: Option<Color>, path: Move) -> Tried {
        let Some(s) = self.step(step) else {
            return Tried::Wrong;
        };
        let mut actions = Vec::with_capacity(2);
        actions.extend(claim.map(Action::Claim));
        actions.push(Action::Move(path));
        judge(&s.position(), s.task, &actions)
    }
}

/// Plays `actions` (one turn: an optional claim, then a move) on `before`
/// and says whether they fulfil `task`.
#[must_use]
pub fn judge(before: &Position, task: Task, actions: &[Action]) -> Tried {
    let me = before.to_move();
    let mut pos = before.clone();
    let mut claimed = false;
    let mut moved = None;
    for &a in actions {
        let mid = pos.clone();
        if let Err(why) = pos.play(a) {
            return Tried::Illegal(why);
        }
        match a {
            Action::Claim(_) => claimed = true,
            Action::Move(m) => moved = Some((mid, m)),
            Action::Pass => {}
        }
    }
    let Some((mid, m)) = moved else {
        return Tried::Wrong;
    };
    let right = match task {
        Task::Land { from, to } => m.from == from && m.to == to,
        Task::Height(h) => pos.stack(m.to).height() == h,
        Task::Lyngk { to } => m.to == to && mid.lyngk_path(&m).is_some_and(|p| p.len() > 2),
        Task::ClaimThenLand { from, to } => claimed && m.from == from && m.to == to,
        Task::Score => pos.points(me) > before.points(me),
        Task::Win => pos.outcome() == Some(Outcome::Win(me)),
    };
    if right { Tried::Right } else { Tried::Wrong }
}

impl fmt::Display for Lesson {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Lesson {
    type Err = ParseLessonError;

    /// A lesson by its name (any case, `_` or a space for `-`) or its
    /// number.
    fn from_str(s: &str) -> Result<Lesson, ParseLessonError> {
        let name = s.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        if let Ok(n) = name.parse::<i64>() {
            return Lesson::from_number(n).ok_or_else(|| ParseLessonError(clip(s)));
        }
        Lesson::ALL
            .into_iter()
            .find(|l| l.name() == name)
            .ok_or_else(|| ParseLessonError(clip(s)))
    }
}

fn clip(s: &str) -> String {
    s.trim().chars().take(30).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_numbers_round_trip() {
        for l in Lesson::ALL {
            assert_eq!(l.name().parse::<Lesson>(), Ok(l));
            assert_eq!(l.number().to_string().parse::<Lesson>(), Ok(l));
            assert_eq!(Lesson::from_number(i64::from(l.number())), Some(l));
        }
        assert_eq!("Five stack".parse::<Lesson>(), Ok(Lesson::FiveStack));
        assert!("chess".parse::<Lesson>().is_err());
        assert!("0".parse::<Lesson>().is_err());
        assert!("8".parse::<Lesson>().is_err());
        assert_eq!(Lesson::Moves.next(), Some(Lesson::Stacking));
        assert_eq!(Lesson::SuddenDeath.next(), None);
    }
}
