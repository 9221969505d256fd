//! The reference player `uct:N`: plain UCT, as small as it can be, so that
//! changes to the real search are measured against something that does not
//! move. UCB1 selection with the fixed constant [`EXPLORATION`], uniformly
//! random playouts (the engine's `random_playout`, no scoring rule), no
//! proofs, no solver, no special moves; a claim is an action of its own
//! (the same player moves again after it). After N iterations it plays the
//! root action with the best win rate (ties: the more visited).

use crate::engine::{Action, FastRng, Outcome, Player, Position, random_playout};
use rand::SeedableRng;
use rand::seq::SliceRandom;

/// The exploration constant of UCB1 (`mean + C·sqrt(ln N / n)`, rewards in
/// `[0, 1]`): √2, the value of Auer, Cesa-Bianchi and Fischer's UCB1.
pub const EXPLORATION: f64 = std::f64::consts::SQRT_2;

struct Node {
    action: Action,
    /// Who played `action`: the node's wins are theirs.
    mover: Player,
    parent: u32,
    children: Vec<u32>,
    untried: Vec<Action>,
    visits: u32,
    wins: f64,
}

/// The action plain UCT picks after `iterations` iterations, `None` when the
/// game is over. Deterministic for a seed.
#[must_use]
pub fn uct_action(root: &Position, iterations: u32, seed: u64) -> Option<Action> {
    let mut rng = FastRng::seed_from_u64(seed);
    let mut actions = root.legal_actions();
    if actions.is_empty() {
        return None;
    }
    actions.shuffle(&mut rng);
    let mut nodes = vec![Node {
        action: Action::Pass,
        mover: root.to_move().opponent(),
        parent: u32::MAX,
        children: Vec::new(),
        untried: actions,
        visits: 0,
        wins: 0.0,
    }];
    for _ in 0..iterations.max(1) {
        let mut pos = root.clone();
        let mut node = 0usize;
        // Down the tree while every action here has been tried.
        while nodes[node].untried.is_empty() && !nodes[node].children.is_empty() {
            let log_n = f64::from(nodes[node].visits).ln();
            let mut best = (f64::NEG_INFINITY, 0usize);
            for &c in &nodes[node].children {
                let child = &nodes[c as usize];
                let n = f64::from(child.visits);
                let value = child.wins / n + EXPLORATION * (log_n / n).sqrt();
                if value > best.0 {
                    best = (value, c as usize);
                }
            }
            node = best.1;
            pos.play_unchecked(nodes[node].action);
        }
        // One new node, then a random playout.
        if let Some(action) = nodes[node].untried.pop() {
            let mover = pos.to_move();
            pos.play_unchecked(action);
            let mut untried = pos.legal_actions();
            untried.shuffle(&mut rng);
            let child = nodes.len() as u32;
            nodes.push(Node {
                action,
                mover,
                parent: node as u32,
                children: Vec::new(),
                untried,
                visits: 0,
                wins: 0.0,
            });
            nodes[node].children.push(child);
            node = child as usize;
        }
        random_playout(&mut pos, &mut rng);
        let winner = pos.outcome().and_then(Outcome::winner);
        loop {
            let n = &mut nodes[node];
            n.visits += 1;
            n.wins += match winner {
                Some(p) if p == n.mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            if n.parent == u32::MAX {
                break;
            }
            node = n.parent as usize;
        }
    }
    let root = &nodes[0];
    let rate = |c: &Node| c.wins / f64::from(c.visits.max(1));
    root.children
        .iter()
        .map(|&c| &nodes[c as usize])
        .max_by(|a, b| rate(a).total_cmp(&rate(b)).then(a.visits.cmp(&b.visits)))
        .map(|c| c.action)
        .or_else(|| root.untried.last().copied())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    #[test]
    fn plays_legal_actions_to_the_end_and_repeats_for_a_seed() {
        let mut pos = Position::random_start(4, Variant::Standard);
        let mut seed = 0;
        while let Some(action) = uct_action(&pos, 60, seed) {
            assert_eq!(uct_action(&pos, 60, seed), Some(action));
            pos.play(action).expect("legal");
            seed += 1;
        }
        assert!(pos.is_over());
    }
}
