//! How truthful an estimate of the winning chance is, measured as the
//! post-game analysis uses it: self-play games of `normal` against
//! `normal`, every position after a turn assessed, and three figures over
//! the whole set.
//!
//! - *Movement*: the mean change of player 1's chance from one assessed
//!   position to the next, in points. A consistent estimate moves little
//!   when the players play as the search would.
//! - *Flips*: among pairs of consecutive changes, the share where both are
//!   over 30 points and in opposite directions, the saw of an estimate that
//!   favours whoever is to move.
//! - *Brier score* over the first two thirds of each game's assessed
//!   positions, against the final result (1, ½ or 0 for player 1): 0.25 is
//!   what saying 50% every time scores; lower is better.
//!
//! A turn ends when the player to move changes (a claim does not end one).
//! Games are played on `jobs` threads, each game from its own seeds, and
//! read in order, so the figures do not depend on `jobs`.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::engine::{FastRng, Outcome, Player, Position, Variant};
use rand::{Rng, SeedableRng};

use super::{Agent, Level, SearchLimits};

/// One self-play game as the calibration sees it.
#[derive(Clone, Debug)]
pub struct SelfPlayGame {
    /// The seed of its start position.
    pub seed: u64,
    /// The start position and the position after every turn.
    pub positions: Vec<Position>,
    /// Player 1's result: 1 a win, ½ a draw, 0 a loss.
    pub result: f64,
}

/// Player 1's result in a finished game.
fn result_for_one(pos: &Position) -> f64 {
    match pos.outcome() {
        Some(Outcome::Win(Player::One)) => 1.0,
        Some(Outcome::Win(Player::Two)) => 0.0,
        _ => 0.5,
    }
}

/// Runs `f` on the indices `0..n` on `jobs` threads and returns the results
/// in index order.
pub(crate) fn in_parallel<T: Send>(n: usize, jobs: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let mut done = BTreeMap::new();
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel();
        for _ in 0..jobs.clamp(1, n.max(1)) {
            let tx = tx.clone();
            let (next, f) = (&next, &f);
            scope.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= n || tx.send((i, f(i))).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for (i, value) in rx {
            done.insert(i, value);
        }
    });
    done.into_values().collect()
}

/// `games` games of `normal` against `normal` from the start positions of
/// `seed`, `seed + 1`, … in `variant`, on `jobs` threads.
#[must_use]
pub fn self_play(games: u32, seed: u64, variant: Variant, jobs: usize) -> Vec<SelfPlayGame> {
    let normal = Agent::level(Level::Normal);
    in_parallel(games as usize, jobs, |g| {
        let start_seed = seed.wrapping_add(g as u64);
        let mut pos = Position::random_start(start_seed, variant);
        let mut seeds = FastRng::seed_from_u64(start_seed ^ 0xCA11_B8A7);
        let mut positions = vec![pos.clone()];
        while let Some(action) = normal.choose(&pos, seeds.next_u64()) {
            let mover = pos.to_move();
            pos.play_unchecked(action);
            if pos.to_move() != mover || pos.is_over() {
                positions.push(pos.clone());
            }
        }
        SelfPlayGame {
            seed: start_seed,
            result: result_for_one(&pos),
            positions,
        }
    })
}

/// The calibration figures of one estimate over a set of games.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Figures {
    /// Positions assessed.
    pub positions: usize,
    /// Mean change of player 1's chance per turn, in points (0–100).
    pub movement: f64,
    /// Pairs of consecutive changes.
    pub pairs: usize,
    /// Pairs with both changes over 30 points, in opposite directions.
    pub flips: usize,
    /// The Brier score over the first two thirds of each game.
    pub brier: f64,
    /// The mean change after player 1's turns and after player 2's, in
    /// points: an estimate that favours the side to move drops after each
    /// side's own turns.
    pub after_turns: [f64; 2],
}

impl Figures {
    /// The share of pairs that are flips.
    #[must_use]
    pub fn flip_share(&self) -> f64 {
        self.flips as f64 / self.pairs.max(1) as f64
    }

    /// Whether the figures meet the bar: at most 12 points of movement, at
    /// most 5% flips, and a Brier score under a coin's 0.25.
    #[must_use]
    pub fn truthful(&self) -> bool {
        self.movement <= 12.0 && self.flip_share() <= 0.05 && self.brier < 0.25
    }
}

/// The figures of the chances `chances[g][k]` (player 1's chance at the
/// `k`-th assessed position of game `g`) against `games`' results.
#[must_use]
pub fn figures(games: &[SelfPlayGame], chances: &[Vec<f64>]) -> Figures {
    let mut f = Figures::default();
    let (mut moved, mut changes) = (0.0, 0usize);
    let (mut brier, mut scored) = (0.0, 0usize);
    let mut after = [(0.0, 0usize); 2];
    for (game, c) in games.iter().zip(chances) {
        f.positions += c.len();
        let deltas: Vec<f64> = c.windows(2).map(|w| 100.0 * (w[1] - w[0])).collect();
        for (k, d) in deltas.iter().enumerate() {
            moved += d.abs();
            changes += 1;
            // The turn from position k to k + 1 was played by the player to
            // move at position k.
            let side = game.positions[k].to_move().index();
            after[side].0 += d;
            after[side].1 += 1;
        }
        for w in deltas.windows(2) {
            f.pairs += 1;
            if w[0].abs() > 30.0 && w[1].abs() > 30.0 && w[0].signum() != w[1].signum() {
                f.flips += 1;
            }
        }
        let first = c.len() * 2 / 3;
        for &chance in &c[..first] {
            brier += (chance - game.result).powi(2);
            scored += 1;
        }
    }
    f.movement = moved / changes.max(1) as f64;
    f.brier = brier / scored.max(1) as f64;
    f.after_turns = after.map(|(sum, n)| sum / n.max(1) as f64);
    f
}

/// The search limits the analysis used before its estimate was measured:
/// 800 iterations and a 20,000-position solver.
pub const FORMER_ANALYSIS_LIMITS: SearchLimits = SearchLimits {
    iterations: 800,
    max_time: None,
    solver_nodes: 20_000,
    rave: 0,
};

/// Player 1's chance at every assessed position of every game, by
/// `estimate(position, seed)`, seeded as the analysis seeds its searches
/// (the game's seed and the position's index), on `jobs` threads; and the
/// thread time the estimates took, summed over the games.
pub fn chances(
    games: &[SelfPlayGame],
    jobs: usize,
    estimate: impl Fn(&Position, u64) -> f64 + Sync,
) -> (Vec<Vec<f64>>, Duration) {
    let per_game = in_parallel(games.len(), jobs, |g| {
        let start = Instant::now();
        let game = &games[g];
        let chances: Vec<f64> = game
            .positions
            .iter()
            .enumerate()
            .map(|(k, pos)| estimate(pos, game.seed ^ k as u64))
            .collect();
        (chances, start.elapsed())
    });
    let spent = per_game.iter().map(|(_, t)| *t).sum();
    (per_game.into_iter().map(|(c, _)| c).collect(), spent)
}

/// Today's estimate of the analysis: the mean result of the best root
/// child after the former limits' search, from the frozen search.
#[must_use]
pub fn former_estimate(pos: &Position, seed: u64) -> f64 {
    super::v1::assess(pos, &FORMER_ANALYSIS_LIMITS, seed).chance
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(result: f64, n: usize) -> SelfPlayGame {
        // Alternating sides to move, as after every turn.
        let mut pos = Position::random_start(1, Variant::Standard);
        let mut positions = vec![pos.clone()];
        while positions.len() < n {
            let mover = pos.to_move();
            let a = pos
                .random_action(&mut FastRng::seed_from_u64(3))
                .expect("not over");
            pos.play_unchecked(a);
            if pos.to_move() != mover {
                positions.push(pos.clone());
            }
        }
        SelfPlayGame {
            seed: 1,
            positions,
            result,
        }
    }

    #[test]
    fn a_saw_counts_as_flips_and_a_steady_estimate_does_not() {
        let games = [game(1.0, 6)];
        let saw = figures(&games, &[vec![0.8, 0.2, 0.8, 0.2, 0.8, 0.2]]);
        assert_eq!(saw.pairs, 4);
        assert_eq!(saw.flips, 4);
        assert!((saw.movement - 60.0).abs() < 1e-9);
        // The first two thirds: four positions, (0.2² + 0.8²) · 2 / 4.
        assert!((saw.brier - 0.34).abs() < 1e-9, "{}", saw.brier);
        assert!(!saw.truthful());
        // Player 1 moved first: the chance rose after its turns.
        assert!(saw.after_turns[0] < 0.0 || saw.after_turns[1] < 0.0);
        let steady = figures(&games, &[vec![0.5, 0.55, 0.6, 0.6, 0.7, 1.0]]);
        assert_eq!(steady.flips, 0);
        assert!((steady.movement - 10.0).abs() < 1e-9);
        assert!(steady.brier < 0.25 && steady.truthful());
    }

    #[test]
    fn work_in_parallel_comes_back_in_order() {
        let squares = in_parallel(50, 3, |i| i * i);
        assert_eq!(squares, (0..50).map(|i| i * i).collect::<Vec<_>>());
    }
}
