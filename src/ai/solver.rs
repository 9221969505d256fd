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

/// The most stacks on the board for which the solver is worth trying.
/// Measured over six games (both variants, 192 positions) with a budget of
/// 200 000 positions: it never proved a position with 20 stacks or more,
/// and those are the first two thirds of a game; with 17 to 19 it succeeded
/// about half the time, with 16 or fewer always.
pub(crate) const MAX_STACKS: usize = 19;

/// Whether the solver may prove `pos` within a budget: few enough stacks.
#[must_use]
pub(crate) fn worth_trying(pos: &Position) -> bool {
    pos.board().iter().filter(|s| !s.is_empty()).count() <= MAX_STACKS
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{FastRng, Variant};
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;

    /// Positions whose plain minimax tree is larger are not compared.
    const MINIMAX_NODES: u64 = 200_000;

    /// Plain minimax without pruning: the reference. It stops counting (and
    /// its value means nothing) past [`MINIMAX_NODES`], so that one large
    /// tree among the random positions cannot stall the test.
    fn minimax(pos: &Position, me: Player, nodes: &mut u64) -> i8 {
        *nodes += 1;
        if *nodes > MINIMAX_NODES {
            return DRAW;
        }
        let actions = pos.legal_actions();
        if actions.is_empty() {
            return match pos.outcome() {
                Some(Outcome::Win(p)) if p == me => WIN,
                Some(Outcome::Win(_)) => LOSS,
                _ => DRAW,
            };
        }
        let values = actions.iter().map(|&a| {
            let mut child = pos.clone();
            child.play_unchecked(a);
            minimax(&child, me, nodes)
        });
        if pos.to_move() == me {
            values.max().unwrap_or(DRAW)
        } else {
            values.min().unwrap_or(DRAW)
        }
    }

    /// Positions a few actions before the end of random games.
    fn late_positions(variant: Variant, back: usize) -> Vec<Position> {
        let mut rng = FastRng::seed_from_u64(17);
        (0..12)
            .filter_map(|seed| {
                let mut history = vec![Position::random_start(seed, variant)];
                loop {
                    let pos = history.last().cloned()?;
                    let actions = pos.legal_actions();
                    if actions.is_empty() {
                        break;
                    }
                    let mut next = pos;
                    next.play_unchecked(*actions.choose(&mut rng).expect("not empty"));
                    history.push(next);
                }
                history
                    .len()
                    .checked_sub(back + 1)
                    .map(|i| history[i].clone())
            })
            .collect()
    }

    #[test]
    fn the_solver_agrees_with_plain_minimax() {
        let mut compared = 0;
        for variant in Variant::ALL {
            for pos in late_positions(variant, 5) {
                if pos.is_over() {
                    continue;
                }
                let mut nodes = 0;
                let expected = minimax(&pos, pos.to_move(), &mut nodes);
                if nodes > MINIMAX_NODES {
                    continue;
                }
                let (action, value) = solve(&pos, 10_000_000).expect("within budget");
                assert_eq!(value, expected, "{pos}");
                // The chosen action really achieves the value.
                let mut child = pos.clone();
                child.play(action).expect("legal");
                assert_eq!(
                    minimax(&child, pos.to_move(), &mut 0),
                    expected,
                    "{pos} {action}"
                );
                compared += 1;
            }
        }
        assert!(compared >= 10, "only {compared} positions compared");
    }

    #[test]
    fn the_solver_gives_up_when_the_budget_is_spent() {
        let pos = Position::random_start(1, Variant::Standard);
        assert_eq!(solve(&pos, 1_000), None);
        assert_eq!(solve(&pos, 0), None);
    }
}
