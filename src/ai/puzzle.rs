//! Puzzles proven by the exact solver: a position where the side to move
//! wins by force (or, defending, saves a draw) and exactly one turn keeps
//! that result. A turn is whole: a claim and the move after it count as one.
//! A puzzle may go on for several of the solver's turns, the other side
//! answering with the solver's best defence; each of the solver's turns is
//! again the only one that keeps the result.
//!
//! [`prove`] decides whether a position is a puzzle; [`mine`] looks for
//! puzzles along a played game. Both are pure and CPU-bound: the service
//! runs them on its CPU pool.

use std::fmt;
use std::str::FromStr;

use crate::engine::{Action, IllegalAction, Outcome, Player, Position, parse_turn, turns};

use super::solver::{self, DRAW, LOSS, WIN};

/// The solver's budget per position proven, in positions searched. A
/// puzzle is checked against every turn of its position, each within this
/// budget: about 0.05 s a solve on one core, in a release build.
pub const PROOF_BUDGET: u64 = 300_000;

/// The most turns of the solver's side in one puzzle.
pub const MAX_TURNS: usize = 3;

/// What the side to move achieves by force with the one right turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Goal {
    /// A win.
    Win,
    /// A draw, where every other turn loses (a defence puzzle).
    Draw,
}

impl Goal {
    /// The name written in a puzzle's line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Draw => "draw",
        }
    }

    const fn value(self) -> i8 {
        match self {
            Goal::Win => WIN,
            Goal::Draw => DRAW,
        }
    }
}

/// A proven puzzle: where it starts, what the side to move achieves, and
/// its line: the solver's side's turns at even indices, the defence's
/// answers at odd ones, ending with one of the solver's side's turns.
#[derive(Clone, PartialEq, Debug)]
pub struct Puzzle {
    pub start: Position,
    pub goal: Goal,
    pub line: Vec<Vec<Action>>,
}

/// How a turn tried at some point of a puzzle went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Judged {
    /// The one right turn.
    Right,
    /// A legal turn that gives the result away.
    Wrong,
    /// A turn the rules refuse: the engine's reason.
    Illegal(IllegalAction),
}

impl Puzzle {
    /// The side that solves the puzzle.
    #[must_use]
    pub fn solver(&self) -> Player {
        self.start.to_move()
    }

    /// How many turns the solving side plays.
    #[must_use]
    pub fn turns(&self) -> usize {
        self.line.len().div_ceil(2)
    }

    /// The position after the first `ply` turns of the line.
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Position {
        let mut pos = self.start.clone();
        for turn in self.line.iter().take(ply) {
            for &a in turn {
                pos.play_unchecked(a);
            }
        }
        pos
    }

    /// Judges `actions` (a whole turn) played at `ply` (an even index of
    /// the line: a turn of the solving side). A turn is right when it
    /// leaves the same position as the line's: a LYNGK move written with
    /// or without its points is the same turn.
    #[must_use]
    pub fn judge(&self, ply: usize, actions: &[Action]) -> Judged {
        let Some(expected) = self.line.get(ply) else {
            return Judged::Wrong;
        };
        let before = self.position_at(ply);
        let mut tried = before.clone();
        for &a in actions {
            if let Err(why) = tried.check(&a) {
                return Judged::Illegal(why);
            }
            tried.play_unchecked(a);
        }
        if tried.to_move() == before.to_move() && !tried.is_over() {
            // A claim without its move.
            return Judged::Wrong;
        }
        let mut right = before;
        for &a in expected {
            right.play_unchecked(a);
        }
        if tried == right {
            Judged::Right
        } else {
            Judged::Wrong
        }
    }

    /// The line in notation, turns separated by `;`.
    #[must_use]
    pub fn line_text(&self) -> String {
        self.line
            .iter()
            .map(|t| turn_text(t))
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// A whole turn in notation: `+R C3-E5`.
#[must_use]
pub fn turn_text(turn: &[Action]) -> String {
    turn.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl fmt::Display for Puzzle {
    /// `LPN | goal | turn; turn; …`, one line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} | {} | {}",
            self.start,
            self.goal.name(),
            self.line_text()
        )
    }
}

/// A puzzle line that does not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a puzzle: {0}")]
pub struct ParsePuzzleError(pub String);

impl FromStr for Puzzle {
    type Err = ParsePuzzleError;

    /// Reads what [`Puzzle`]'s `Display` writes; every turn of the line is
    /// checked by the engine.
    fn from_str(s: &str) -> Result<Puzzle, ParsePuzzleError> {
        let err = |m: String| ParsePuzzleError(m);
        let mut fields = s.split('|').map(str::trim);
        let (Some(lpn), Some(goal), Some(line), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(err("three fields separated by '|' expected".into()));
        };
        let start: Position = lpn.parse().map_err(|e| err(format!("{e}")))?;
        let goal = match goal {
            "win" => Goal::Win,
            "draw" => Goal::Draw,
            other => return Err(err(format!("unknown goal '{other}'"))),
        };
        let mut pos = start.clone();
        let mut turns_read = Vec::new();
        for t in line.split(';') {
            let actions = parse_turn(t.trim()).map_err(|e| err(format!("'{t}': {e}")))?;
            for &a in &actions {
                pos.play(a).map_err(|e| err(format!("'{t}': {e}")))?;
            }
            turns_read.push(actions);
        }
        if turns_read.len() % 2 == 0 {
            return Err(err("the line must end with the solving side's turn".into()));
        }
        Ok(Puzzle {
            start,
            goal,
            line: turns_read,
        })
    }
}

/// Every whole turn in `pos` with the position it leaves: a claim is
/// followed by each move it allows. Turns leaving the same position (a
/// move and its LYNGK spellings) are listed once.
#[must_use]
pub fn legal_turns(pos: &Position) -> Vec<(Vec<Action>, Position)> {
    let mut out: Vec<(Vec<Action>, Position)> = Vec::new();
    let mut push = |turn: Vec<Action>, after: Position| {
        if !out.iter().any(|(_, p)| *p == after) {
            out.push((turn, after));
        }
    };
    for a in pos.legal_actions() {
        let mut after = pos.clone();
        after.play_unchecked(a);
        if a.ends_turn() || after.is_over() {
            push(vec![a], after);
            continue;
        }
        for m in after.legal_actions() {
            let mut then = after.clone();
            then.play_unchecked(m);
            push(vec![a, m], then);
        }
    }
    out
}

/// The proven value of `pos` for `player` ([`WIN`], [`DRAW`] or [`LOSS`]),
/// or `None` past the budget.
fn value_for(pos: &Position, player: Player, budget: u64) -> Option<i8> {
    if let Some(outcome) = pos.outcome() {
        return Some(match outcome {
            Outcome::Win(p) if p == player => WIN,
            Outcome::Win(_) => LOSS,
            Outcome::Draw => DRAW,
        });
    }
    let (_, v) = solver::solve(pos, budget)?;
    Some(if pos.to_move() == player { v } else { WIN - v })
}

/// Whether the whole turn `turn` keeps the proven result of `pos` for the
/// side to move (a win stays a win, a draw at least a draw): `None` when
/// the solver cannot prove both within `budget`, or the turn is not legal
/// and whole.
#[must_use]
pub fn keeps_result(pos: &Position, turn: &[Action], budget: u64) -> Option<bool> {
    let me = pos.to_move();
    let mut after = pos.clone();
    for &a in turn {
        after.check(&a).ok()?;
        after.play_unchecked(a);
    }
    if after.to_move() == me && !after.is_over() {
        return None;
    }
    let best = value_for(pos, me, budget)?;
    Some(value_for(&after, me, budget)? >= best)
}

/// The one turn of `pos` that keeps `goal` for the side to move, when
/// exactly one does (every turn proven within `budget`) and there was a
/// choice (two turns or more).
fn unique_turn(pos: &Position, goal: Goal, budget: u64) -> Option<(Vec<Action>, Position)> {
    let me = pos.to_move();
    let turns = legal_turns(pos);
    if turns.len() < 2 {
        return None;
    }
    let mut keeping = None;
    for (turn, after) in turns {
        if value_for(&after, me, budget)? >= goal.value() {
            if keeping.is_some() {
                return None;
            }
            keeping = Some((turn, after));
        }
    }
    keeping
}

/// The best whole turn for the side to move in `pos`, as the solver
/// proves it within `budget`: what the defence answers, and what refutes a
/// wrong try.
#[must_use]
pub fn best_answer(pos: &Position, budget: u64) -> Option<Vec<Action>> {
    defence(pos, budget).map(|(turn, _)| turn)
}

/// Whether [`prove`] may succeed in `pos` within its budget: few enough
/// stacks for the solver.
#[must_use]
pub fn worth_proving(pos: &Position) -> bool {
    solver::worth_trying(pos)
}

/// The puzzles shipped with the bot (`src/ai/puzzles.txt`), so that a new
/// server has puzzles at once.
///
/// # Panics
/// Never for the shipped file: a test reads and re-proves every line.
#[must_use]
pub fn starter() -> &'static [Puzzle] {
    static SET: std::sync::LazyLock<Vec<Puzzle>> = std::sync::LazyLock::new(|| {
        include_str!("puzzles.txt")
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .map(|l| l.parse().expect("a shipped puzzle reads"))
            .collect()
    });
    &SET
}

/// The defence's answer in `pos`: the solver's best whole turn for the
/// side to move (a claim followed by the solver's best move after it).
fn defence(pos: &Position, budget: u64) -> Option<(Vec<Action>, Position)> {
    let (first, _) = solver::solve(pos, budget)?;
    let mut after = pos.clone();
    after.play_unchecked(first);
    if first.ends_turn() || after.is_over() {
        return Some((vec![first], after));
    }
    let (then, _) = solver::solve(&after, budget)?;
    after.play_unchecked(then);
    Some((vec![first, then], after))
}

/// `pos` as a puzzle, when it is one: the side to move wins (or saves a
/// draw) by force, exactly one turn keeps that, proven within `budget` per
/// solve. The line goes on while the solving side's next turn is again the
/// only one, up to [`MAX_TURNS`] of them.
#[must_use]
pub fn prove(pos: &Position, budget: u64) -> Option<Puzzle> {
    if pos.is_over() || pos.claimed_this_turn() {
        return None;
    }
    let me = pos.to_move();
    let goal = match value_for(pos, me, budget)? {
        WIN => Goal::Win,
        DRAW => Goal::Draw,
        _ => return None,
    };
    let (first, mut at) = unique_turn(pos, goal, budget)?;
    let mut line = vec![first];
    while line.len().div_ceil(2) < MAX_TURNS && !at.is_over() {
        if at.to_move() == me {
            break;
        }
        let Some((answer, after)) = defence(&at, budget) else {
            break;
        };
        if after.is_over() || after.to_move() != me {
            break;
        }
        let Some((next, then)) = unique_turn(&after, goal, budget) else {
            break;
        };
        line.push(answer);
        line.push(next);
        at = then;
    }
    Some(Puzzle {
        start: pos.clone(),
        goal,
        line,
    })
}

/// The puzzles along a game played from `start` through `actions`: each
/// position a turn was played in, from the end back, that [`prove`]
/// accepts and that does not already lie on a found puzzle's line. Only
/// positions the solver may prove ([`solver::worth_trying`]) are tried.
#[must_use]
pub fn mine(start: &Position, actions: &[Action], budget: u64) -> Vec<Puzzle> {
    let befores: Vec<Position> = turns(start, actions)
        .map_while(Result::ok)
        .map(|t| t.before)
        .collect();
    let mut found: Vec<Puzzle> = Vec::new();
    for pos in befores.iter().rev() {
        if !solver::worth_trying(pos) {
            continue;
        }
        let on_a_line = found
            .iter()
            .any(|p| (0..p.line.len()).any(|ply| p.position_at(ply) == *pos));
        if on_a_line {
            continue;
        }
        if let Some(p) = prove(pos, budget) {
            found.push(p);
        }
    }
    found.reverse();
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{FastRng, Variant};
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;

    /// The actions of a random game.
    fn random_game(seed: u64, variant: Variant) -> (Position, Vec<Action>) {
        let start = Position::random_start(seed, variant);
        let mut rng = FastRng::seed_from_u64(seed);
        let mut pos = start.clone();
        let mut actions = Vec::new();
        while let Some(&a) = pos.legal_actions().choose(&mut rng) {
            pos.play_unchecked(a);
            actions.push(a);
        }
        (start, actions)
    }

    /// Every puzzle found checks out against the definition by brute force:
    /// its first turn keeps the goal, every other turn does worse, and the
    /// line reads back from its text.
    #[test]
    fn mined_puzzles_have_one_right_first_turn_and_read_back() {
        let mut checked = 0;
        for seed in 0..8 {
            for variant in Variant::ALL {
                let (start, actions) = random_game(seed, variant);
                for p in mine(&start, &actions, PROOF_BUDGET) {
                    let me = p.solver();
                    let turns = legal_turns(&p.start);
                    assert!(turns.len() >= 2);
                    let keeping: Vec<_> = turns
                        .iter()
                        .filter(|(_, after)| {
                            value_for(after, me, 10 * PROOF_BUDGET).expect("proven")
                                >= p.goal.value()
                        })
                        .collect();
                    assert_eq!(keeping.len(), 1, "{p}");
                    assert_eq!(p.judge(0, &p.line[0]), Judged::Right);
                    for (turn, _) in &turns {
                        if *turn != p.line[0] {
                            assert_eq!(p.judge(0, turn), Judged::Wrong, "{p}");
                        }
                    }
                    let read: Puzzle = p.to_string().parse().expect("reads back");
                    assert_eq!(read, p);
                    checked += 1;
                }
            }
        }
        assert!(checked >= 3, "only {checked} puzzles found");
    }

    #[test]
    #[ignore = "prints puzzles mined from random games"]
    fn print_random_puzzles() {
        for seed in 0..40 {
            for variant in Variant::ALL {
                let (start, actions) = random_game(seed, variant);
                for p in mine(&start, &actions, PROOF_BUDGET) {
                    println!("{p}");
                }
            }
        }
    }

    #[test]
    fn a_position_with_two_winning_turns_is_no_puzzle() {
        // Along random games, every position where two turns or more keep
        // the side to move's proven result is refused.
        for seed in 0..6 {
            let (start, actions) = random_game(seed, Variant::Standard);
            for t in turns(&start, &actions).map_while(Result::ok) {
                let pos = t.before;
                if !solver::worth_trying(&pos) {
                    continue;
                }
                let me = pos.to_move();
                let Some(v) = value_for(&pos, me, PROOF_BUDGET) else {
                    continue;
                };
                let keeping = legal_turns(&pos)
                    .into_iter()
                    .filter(|(_, a)| value_for(a, me, PROOF_BUDGET) >= Some(v))
                    .count();
                if keeping >= 2 {
                    assert_eq!(prove(&pos, PROOF_BUDGET), None, "{pos}");
                }
            }
        }
    }
}
