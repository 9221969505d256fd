//! A game's turns: the action log grouped the one way every reader of a
//! game needs it (the history, the highlight of the last turn, the analysis,
//! the replay). A turn is a claim and its move, a move, or a pass; a claim
//! whose move is still to come makes an unfinished last turn.

use std::fmt;

use super::action::Action;
use super::error::IllegalAction;
use super::geometry::Point;
use super::piece::{Color, Player};
use super::position::Position;

/// What a turn did that a picture shows: the colour claimed in it (if any)
/// and the move's full path (start, LYNGK points, end) as
/// [`Position::lyngk_path`] gives it on the position before the move; an
/// empty path for a pass or a claim whose move is still to come.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastTurn {
    pub claim: Option<Color>,
    pub path: Vec<Point>,
}

/// One turn of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    /// Who played it.
    pub player: Player,
    /// Its actions, in order.
    pub actions: Vec<Action>,
    /// What it did that a picture shows.
    pub marks: LastTurn,
    /// The position it was played in.
    pub before: Position,
    /// The position after it.
    pub after: Position,
}

impl Turn {
    /// Whether the turn is over: false for a claim whose move is still to
    /// come (only ever the last turn of a game being played).
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.actions.last().is_some_and(|a| a.ends_turn())
    }
}

impl fmt::Display for Turn {
    /// The turn in notation: `+R C3-E5`, `D4-E5`, `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, a) in self.actions.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{a}")?;
        }
        Ok(())
    }
}

/// An action of a log that the rules refuse where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalInLog {
    /// Its index in the log (0-based).
    pub index: usize,
    pub action: Action,
    pub reason: IllegalAction,
}

/// The turns of the game played from `start` through `actions`, in order,
/// each action checked. Yields an error (and then nothing) at the first
/// action the rules refuse.
#[must_use]
pub fn turns<'a>(start: &Position, actions: &'a [Action]) -> Turns<'a> {
    Turns {
        pos: start.clone(),
        actions,
        next: 0,
        failed: false,
    }
}

/// The iterator of [`turns`].
#[derive(Clone, Debug)]
pub struct Turns<'a> {
    pos: Position,
    actions: &'a [Action],
    next: usize,
    failed: bool,
}

impl Iterator for Turns<'_> {
    type Item = Result<Turn, IllegalInLog>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.next >= self.actions.len() {
            return None;
        }
        let before = self.pos.clone();
        let mut turn = Turn {
            player: before.to_move(),
            actions: Vec::with_capacity(2),
            marks: LastTurn::default(),
            before,
            after: self.pos.clone(),
        };
        while let Some(&action) = self.actions.get(self.next) {
            if let Err(reason) = self.pos.check(&action) {
                self.failed = true;
                return Some(Err(IllegalInLog {
                    index: self.next,
                    action,
                    reason,
                }));
            }
            match action {
                Action::Claim(c) => turn.marks.claim = Some(c),
                Action::Move(m) => {
                    turn.marks.path = self
                        .pos
                        .lyngk_path(&m)
                        .unwrap_or_else(|| vec![m.from, m.to]);
                }
                Action::Pass => {}
            }
            self.pos.play_unchecked(action);
            turn.actions.push(action);
            self.next += 1;
            if action.ends_turn() {
                break;
            }
        }
        turn.after = self.pos.clone();
        Some(Ok(turn))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{FastRng, Variant};
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;

    /// A random game's log, stopped after `n` actions.
    fn game(seed: u64, n: usize) -> (Position, Vec<Action>) {
        let start = Position::random_start(seed, Variant::Standard);
        let mut pos = start.clone();
        let mut rng = FastRng::seed_from_u64(seed);
        let mut log = Vec::new();
        while log.len() < n && !pos.is_over() {
            let a = *pos.legal_actions().choose(&mut rng).unwrap();
            pos.play_unchecked(a);
            log.push(a);
        }
        (start, log)
    }

    #[test]
    fn turns_cover_the_log_in_order_and_replay_it() {
        for seed in 0..20 {
            let (start, log) = game(seed, 200);
            let turns: Vec<Turn> = turns(&start, &log).map(Result::unwrap).collect();
            let flat: Vec<Action> = turns.iter().flat_map(|t| t.actions.clone()).collect();
            assert_eq!(flat, log);
            let mut pos = start.clone();
            for t in &turns {
                assert_eq!(t.before, pos);
                assert_eq!(t.player, pos.to_move());
                assert!(t.is_complete());
                // A claim only opens a turn; a turn is one move or one pass.
                assert_eq!(t.actions.iter().filter(|a| a.ends_turn()).count(), 1);
                assert!(t.actions.len() == 1 || matches!(t.actions[0], Action::Claim(_)));
                for &a in &t.actions {
                    pos.play(a).unwrap();
                }
                assert_eq!(t.after, pos);
                assert_eq!(t.to_string().split(' ').count(), t.actions.len());
            }
        }
    }

    #[test]
    fn a_claim_alone_is_an_unfinished_turn_and_marks_show_the_move_path() {
        for seed in 0..200 {
            let (start, mut log) = game(seed, 200);
            let Some(at) = log.iter().position(|a| matches!(a, Action::Claim(_))) else {
                continue;
            };
            let Action::Claim(c) = log[at] else {
                unreachable!()
            };
            let Action::Move(m) = log[at + 1] else {
                panic!("a claim is followed by its move");
            };
            let whole: Vec<Turn> = turns(&start, &log[..=at + 1]).map(Result::unwrap).collect();
            let last = whole.last().unwrap();
            assert_eq!(last.marks.claim, Some(c));
            assert_eq!(last.marks.path.first(), Some(&m.from));
            assert_eq!(last.marks.path.last(), Some(&m.to));
            log.truncate(at + 1);
            let open = turns(&start, &log).last().unwrap().unwrap();
            assert!(!open.is_complete());
            assert_eq!(open.marks.claim, Some(c));
            assert!(open.marks.path.is_empty());
            return;
        }
        panic!("no game with a claim");
    }

    #[test]
    fn an_illegal_action_is_reported_once_with_its_index() {
        let (start, mut log) = game(3, 10);
        log.insert(4, Action::Pass);
        let results: Vec<_> = turns(&start, &log).collect();
        let err = results.last().unwrap().clone().unwrap_err();
        assert_eq!(err.index, 4);
        assert_eq!(err.action, Action::Pass);
        assert!(results[..results.len() - 1].iter().all(Result::is_ok));
    }
}
