//! The exact endgame solver: alpha-beta over win/draw/loss with a node
//! budget. A game lasts at most 42 moves and the last few have few legal
//! actions, so near the end the whole tree is searched and the result is
//! proven rather than sampled. When the budget runs out the solver gives up
//! and the caller falls back to the tree search.

use crate::engine::{Action, Outcome, Player, Position};

use super::tactics::scores;

/// A proven result for the player to move at the root.
pub(crate) const LOSS: i8 = 0;
/// A proven draw.
pub(crate) const DRAW: i8 = 1;
/// A proven win.
pub(crate) const WIN: i8 = 2;

/// The best action in `pos` and its proven value ([`WIN`], [`DRAW`] or
/// [`LOSS`] for the player to move), or `None` if proving it takes more than
/// `budget` positions or the game is over.
#[must_use]
pub(crate) fn solve(pos: &Position, budget: u64) -> Option<(Action, i8)> {
    if budget == 0 {
        return None;
    }
    let mut solver = Solver {
        me: pos.to_move(),
        nodes: 0,
        budget,
        bufs: Vec::new(),
    };
    let actions = solver.ordered_actions(pos, 0);
    let mut best: Option<(Action, i8)> = None;
    for &a in &actions {
        let mut child = pos.clone();
        child.play_unchecked(a);
        let alpha = best.map_or(-1, |(_, v)| v);
        let v = solver.alpha_beta(&child, alpha, WIN + 1, 1)?;
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((a, v));
            if v == WIN {
                break;
            }
        }
    }
    best
}

struct Solver {
    /// The root player: values are from their point of view.
    me: Player,
    nodes: u64,
    budget: u64,
    /// One scratch buffer per depth, reused across the search.
    bufs: Vec<Vec<Action>>,
}

impl Solver {
    /// The legal actions, scoring moves first: they are the likeliest best
    /// replies and make the cut-offs come early.
    fn ordered_actions(&mut self, pos: &Position, depth: usize) -> Vec<Action> {
        if self.bufs.len() <= depth {
            self.bufs.resize_with(depth + 1, Vec::new);
        }
        let mut buf = std::mem::take(&mut self.bufs[depth]);
        pos.legal_actions_into(&mut buf);
        let mut front = 0;
        for i in 0..buf.len() {
            if scores(pos, buf[i]) {
                buf.swap(front, i);
                front += 1;
            }
        }
        buf
    }

    fn terminal_value(&self, pos: &Position) -> i8 {
        match pos.outcome() {
            Some(Outcome::Win(p)) if p == self.me => WIN,
            Some(Outcome::Win(_)) => LOSS,
            _ => DRAW,
        }
    }

    /// The value of `pos` for the root player, exact when it lies strictly
    /// between `alpha` and `beta` (fail-hard otherwise); `None` when the
    /// budget is spent.
    fn alpha_beta(
        &mut self,
        pos: &Position,
        mut alpha: i8,
        mut beta: i8,
        depth: usize,
    ) -> Option<i8> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let actions = self.ordered_actions(pos, depth);
        if actions.is_empty() {
            self.bufs[depth] = actions;
            return Some(self.terminal_value(pos));
        }
        let maximising = pos.to_move() == self.me;
        let mut best = if maximising { LOSS - 1 } else { WIN + 1 };
        let mut result = Some(best);
        for &a in &actions {
            let mut child = pos.clone();
            child.play_unchecked(a);
            let Some(v) = self.alpha_beta(&child, alpha, beta, depth + 1) else {
                result = None;
                break;
            };
            if maximising {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            result = Some(best);
            if alpha >= beta {
                break;
            }
        }
        self.bufs[depth] = actions;
        result
    }
}
