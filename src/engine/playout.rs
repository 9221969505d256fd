//! Uniformly random play: the engine's speed benchmark and the cheapest way
//! to finish a game from any position.
//!
//! [`Position::random_action`] draws from exactly the list that
//! [`Position::legal_actions`] returns, but never builds it: it keeps one
//! target mask per movable stack and counts bits, so playouts need no buffer.

use super::action::{Action, Move};
use super::geometry::{POINT_COUNT, Point};
use super::piece::Color;
use super::position::Position;
use rand::{Rng, RngExt};

impl Position {
    /// A uniformly random legal action, or `None` when the game is over.
    pub fn random_action<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Action> {
        if self.sudden_death.is_some() {
            return None;
        }
        let me = self.to_move.index();
        let own = self.claims[me].mask();
        let opp = self.claims[1 - me].mask();
        let mut masks = [0u64; POINT_COUNT];
        let mut froms = [Point::ALL[0]; POINT_COUNT];
        let mut counts = [0u8; POINT_COUNT];
        let (mut stacks, mut moves) = (0usize, 0u64);
        let mut bits = self.movable_points(opp);
        while bits != 0 {
            let from = Point::lowest(bits);
            bits &= bits - 1;
            let targets = self.targets(from, own);
            if targets != 0 {
                let count = targets.count_ones();
                masks[stacks] = targets;
                froms[stacks] = from;
                counts[stacks] = count as u8;
                stacks += 1;
                moves += u64::from(count);
            }
        }
        let mut claims = [Color::Joker; 5];
        let mut n_claims = 0;
        if !self.claimed_this_turn && self.claims[me].len() < 2 {
            for c in Color::CLAIMABLE {
                if (own | opp) & c.mask() == 0 && (moves > 0 || self.claim_gives_move(c, own, opp))
                {
                    claims[n_claims] = c;
                    n_claims += 1;
                }
            }
        }
        let total = moves + n_claims as u64;
        if total == 0 {
            let pass = !self.claimed_this_turn && self.has_turn(self.to_move.opponent());
            return pass.then_some(Action::Pass);
        }
        // A `u64` range on purpose: with a `u32` one, which draws the same
        // numbers but for rare roundings, this function compiled to about 12%
        // more instructions per action (callgrind over `lyngk selfplay`).
        let mut r = rng.random_range(0..total);
        if r < n_claims as u64 {
            return Some(Action::Claim(claims[r as usize]));
        }
        r -= n_claims as u64;
        for ((&mask, &from), &count) in masks[..stacks]
            .iter()
            .zip(&froms[..stacks])
            .zip(&counts[..stacks])
        {
            let count = u64::from(count);
            if r < count {
                let mut m = mask;
                for _ in 0..r {
                    m &= m - 1;
                }
                let to = Point::lowest(m);
                return Some(Action::Move(Move::new(from, to)));
            }
            r -= count;
        }
        None
    }
}

/// Plays uniformly random legal actions from `position` until the game is
/// over and returns the number of actions played.
pub fn random_playout<R: Rng + ?Sized>(position: &mut Position, rng: &mut R) -> usize {
    let mut played = 0;
    while let Some(action) = position.random_action(rng) {
        position.play_unchecked(action);
        played += 1;
    }
    played
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{FastRng, Variant};
    use rand::SeedableRng;

    #[test]
    fn random_actions_are_uniform_over_the_legal_list() {
        let mut pos = Position::random_start(3, Variant::Standard);
        let mut rng = FastRng::seed_from_u64(1);
        // Walk into a game, then sample one position many times.
        for _ in 0..12 {
            let a = pos.random_action(&mut rng).unwrap();
            pos.play(a).unwrap();
        }
        let legal = pos.legal_actions();
        let mut counts = vec![0u32; legal.len()];
        let draws = 200 * legal.len() as u32;
        for _ in 0..draws {
            let a = pos.random_action(&mut rng).unwrap();
            let i = legal
                .iter()
                .position(|l| *l == a)
                .expect("drawn action is listed");
            counts[i] += 1;
        }
        // Each count is Binomial(draws, 1/n): mean 200, sd ≈ 14.
        for (a, c) in legal.iter().zip(&counts) {
            assert!((120..=280).contains(c), "{a} drawn {c} times");
        }
    }

    #[test]
    fn playouts_end_the_game() {
        let mut rng = FastRng::seed_from_u64(5);
        for seed in 0..50 {
            for variant in Variant::ALL {
                let mut pos = Position::random_start(seed, variant);
                let n = random_playout(&mut pos, &mut rng);
                assert!(n > 0);
                assert!(pos.legal_actions().is_empty());
                assert!(pos.outcome().is_some());
            }
        }
    }
}
