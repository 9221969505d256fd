//! Self-play games to mine puzzles from (`lyngk puzzles mine`): games of a
//! level against itself, alternately in each variant, each reproducible
//! from its start seed.

use std::time::{Duration, Instant};

use crate::engine::{Action, FastRng, Position, Variant};
use rand::{Rng, SeedableRng};

use super::{Agent, Level};

/// One self-play game kept for mining.
#[derive(Clone, Debug)]
pub struct PlayedGame {
    /// Its variant.
    pub variant: Variant,
    /// The seed of its start position.
    pub seed: u64,
    /// Its start position.
    pub start: Position,
    /// Every action played, in order.
    pub actions: Vec<Action>,
    /// The time its moves took (one core).
    pub time: Duration,
}

/// The variant and start seed of game `i` of a run from `first_seed`: the
/// variants alternate (standard first), each taking the seeds
/// `first_seed`, `first_seed + 1`, … in turn.
#[must_use]
pub fn game_of(first_seed: u64, i: usize) -> (Variant, u64) {
    let variant = Variant::ALL[i % Variant::ALL.len()];
    (
        variant,
        first_seed.wrapping_add((i / Variant::ALL.len()) as u64),
    )
}

/// A game of `level` against itself from the start position of `seed` in
/// `variant`. Deterministic: the levels play by their iteration counts
/// alone ([`Agent::choose`]), and the searches' seeds come from the start
/// seed and the variant.
#[must_use]
pub fn self_play(level: Level, variant: Variant, seed: u64) -> PlayedGame {
    let clock = Instant::now();
    let agent = Agent::level(level);
    let start = Position::random_start(seed, variant);
    let variant_bits = match variant {
        Variant::Standard => 0,
        Variant::SixStack => 1 << 63,
    };
    let mut seeds = FastRng::seed_from_u64(seed ^ variant_bits ^ 0x9022_1E5E);
    let mut pos = start.clone();
    let mut actions = Vec::new();
    while let Some(a) = agent.choose(&pos, seeds.next_u64()) {
        pos.play_unchecked(a);
        actions.push(a);
    }
    PlayedGame {
        variant,
        seed,
        start,
        actions,
        time: clock.elapsed(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_alternate_the_variants_over_consecutive_seeds() {
        let games: Vec<_> = (0..5).map(|i| game_of(10, i)).collect();
        assert_eq!(
            games,
            [
                (Variant::Standard, 10),
                (Variant::SixStack, 10),
                (Variant::Standard, 11),
                (Variant::SixStack, 11),
                (Variant::Standard, 12),
            ]
        );
    }

    #[test]
    fn a_self_play_game_is_finished_and_replays_identically() {
        let a = self_play(Level::Easy, Variant::SixStack, 3);
        let b = self_play(Level::Easy, Variant::SixStack, 3);
        assert_eq!(a.actions, b.actions);
        let mut pos = a.start.clone();
        for &x in &a.actions {
            pos.play(x).expect("legal");
        }
        assert!(pos.is_over());
        assert_eq!(a.start, Position::random_start(3, Variant::SixStack));
    }
}
