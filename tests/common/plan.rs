//! Finds, with the real engine, a complete game from a given start position
//! that contains a multi-hop LYNGK chain (a move through at least two LYNGK
//! points). The end-to-end test then plays that game through Discord; nothing
//! about the game is invented by the test.

use lyngk::engine::{Action, Color, FastRng, Move, Position};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

/// Whether `action` is a move through at least `hops` LYNGK points in `pos`.
pub fn lyngk_points(pos: &Position, action: &Action) -> usize {
    match action {
        Action::Move(m) => pos.lyngk_path(m).map_or(0, |path| path.len() - 2),
        _ => 0,
    }
}

/// A planned game: every action in order, and the index of the chain move.
#[derive(Clone, Debug)]
pub struct Plan {
    pub actions: Vec<Action>,
    pub chain_index: usize,
}

/// One player's turn in a plan: the colour claimed first, if any, and the
/// move, with the move's index in the plan's actions.
#[derive(Clone, Copy, Debug)]
pub struct PlannedTurn {
    pub claim: Option<Color>,
    pub mv: Move,
    pub move_index: usize,
}

impl Plan {
    /// The plan's turns in order. Passes are left out: the bot passes for a
    /// player who has no turn.
    pub fn turns(&self) -> Vec<PlannedTurn> {
        let mut turns = Vec::new();
        let mut i = 0;
        while i < self.actions.len() {
            let (claim, at) = match self.actions[i] {
                Action::Pass => {
                    i += 1;
                    continue;
                }
                Action::Claim(c) => (Some(c), i + 1),
                Action::Move(_) => (None, i),
            };
            let Action::Move(mv) = self.actions[at] else {
                panic!("a claim is followed by a move, got {}", self.actions[at]);
            };
            turns.push(PlannedTurn {
                claim,
                mv,
                move_index: at,
            });
            i = at + 1;
        }
        turns
    }
}

/// Plays seeded random games from `start`, taking the first multi-hop chain
/// that shows up (looking one claim ahead, since a chain needs the mover's
/// own colour), until one such game reaches its end.
pub fn plan_game_with_chain(start: &Position, hops: usize) -> Option<Plan> {
    for seed in 0..5_000u64 {
        let mut rng = FastRng::seed_from_u64(seed);
        let mut pos = start.clone();
        let mut actions = Vec::new();
        let mut chain_index = None;
        while !pos.is_over() {
            let legal = pos.legal_actions();
            let mut pick = None;
            if chain_index.is_none() {
                pick = legal
                    .iter()
                    .find(|a| lyngk_points(&pos, a) >= hops)
                    .copied();
                if pick.is_none() {
                    // A claim that opens a chain for the same turn.
                    pick = legal
                        .iter()
                        .filter(|a| matches!(a, Action::Claim(_)))
                        .find(|claim| {
                            let mut after = pos.clone();
                            after.play_unchecked(**claim);
                            after
                                .legal_actions()
                                .iter()
                                .any(|a| lyngk_points(&after, a) >= hops)
                        })
                        .copied();
                }
            }
            let action = match pick {
                Some(a) => a,
                None => *legal.choose(&mut rng).expect("not empty"),
            };
            if chain_index.is_none() && lyngk_points(&pos, &action) >= hops {
                chain_index = Some(actions.len());
            }
            pos.play(action).expect("the engine's own legal action");
            actions.push(action);
        }
        if let Some(chain_index) = chain_index {
            return Some(Plan {
                actions,
                chain_index,
            });
        }
    }
    None
}

/// Like [`plan_game_with_chain`], but the chain is a turn's claim and a
/// move through at least `hops` LYNGK points that only that claim makes
/// legal (the stack is topped by the colour claimed).
pub fn plan_game_with_claimed_chain(start: &Position, hops: usize) -> Option<Plan> {
    for seed in 0..5_000u64 {
        let mut rng = FastRng::seed_from_u64(seed);
        let mut pos = start.clone();
        let mut actions = Vec::new();
        let mut chain_index = None;
        while !pos.is_over() {
            let legal = pos.legal_actions();
            if chain_index.is_none() {
                let opened = legal
                    .iter()
                    .filter(|a| matches!(a, Action::Claim(_)))
                    .find_map(|claim| {
                        let mut after = pos.clone();
                        after.play_unchecked(*claim);
                        after
                            .legal_actions()
                            .into_iter()
                            .find(|a| lyngk_points(&after, a) >= hops && !pos.is_legal(a))
                            .map(|mv| (*claim, mv))
                    });
                if let Some((claim, mv)) = opened {
                    for a in [claim, mv] {
                        pos.play(a).expect("the engine's own legal action");
                        actions.push(a);
                    }
                    chain_index = Some(actions.len() - 1);
                    continue;
                }
            }
            let action = *legal.choose(&mut rng).expect("not empty");
            pos.play(action).expect("the engine's own legal action");
            actions.push(action);
        }
        if let Some(chain_index) = chain_index {
            return Some(Plan {
                actions,
                chain_index,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use lyngk::engine::Variant;

    #[test]
    fn chains_are_found_from_many_starts() {
        for seed in 0..20 {
            let start = Position::random_start(seed, Variant::Standard);
            let plan = plan_game_with_chain(&start, 2)
                .unwrap_or_else(|| panic!("no two-hop chain from seed {seed}"));
            let mut pos = start.clone();
            for a in &plan.actions[..plan.chain_index] {
                pos.play(*a).unwrap();
            }
            assert!(lyngk_points(&pos, &plan.actions[plan.chain_index]) >= 2);
            for a in &plan.actions[plan.chain_index..] {
                pos.play(*a).unwrap();
            }
            assert!(pos.is_over());
        }
    }
}
