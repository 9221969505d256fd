//! How truthful an estimate of the winning chance is, measured as the
//! post-game analysis uses it: self-play games of `normal` against
//! `normal`, every position after a turn assessed, and these figures over
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
//! - *Error against reference chances*: at a third, a half and two thirds
//!   of each game, the position's chance measured by continuations (the
//!   mean result of games played on from there by a stronger player), and
//!   the mean absolute difference of the estimate from it. One game's
//!   result says little about a single middle-game position; the
//!   continuations say more, within the interval their number gives.
//! - *Reliability*: the estimates in bins of ten points, each bin's mean
//!   estimate against its positions' mean result.
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

use super::{Agent, Level};

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
    in_parallel(games as usize, jobs, |g| {
        self_play_game(seed.wrapping_add(g as u64), variant)
    })
}

/// One game of `normal` against `normal` from the start position of
/// `start_seed` in `variant`.
#[must_use]
pub fn self_play_game(start_seed: u64, variant: Variant) -> SelfPlayGame {
    let normal = Agent::level(Level::Normal);
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

/// The fractions of a game's turns where the reference chances are taken:
/// a third, a half and two thirds.
pub const REFERENCE_POINTS: [(usize, usize); 3] = [(1, 3), (1, 2), (2, 3)];

/// The index of the position at `REFERENCE_POINTS[point]` of `game`: after
/// that fraction of its turns, rounded.
#[must_use]
pub fn reference_index(game: &SelfPlayGame, point: usize) -> usize {
    let (num, den) = REFERENCE_POINTS[point];
    let turns = game.positions.len().saturating_sub(1);
    (turns * num + den / 2) / den
}

/// Player 1's result of one continuation of `pos` played by `player` on
/// both sides, seeded by `seed`.
#[must_use]
pub fn continuation(pos: &Position, player: Agent, seed: u64) -> f64 {
    let mut pos = pos.clone();
    let mut seeds = FastRng::seed_from_u64(seed);
    while let Some(action) = player.choose(&pos, seeds.next_u64()) {
        pos.play_unchecked(action);
    }
    result_for_one(&pos)
}

/// The reference chances of `games`: at each of [`REFERENCE_POINTS`], the
/// mean result of `continuations` continuations by `player`, each seeded by
/// the game, the point and its number; on `jobs` threads, the same whatever
/// `jobs`. Also the thread time they took.
#[must_use]
pub fn reference(
    games: &[SelfPlayGame],
    player: Agent,
    continuations: u32,
    jobs: usize,
) -> (Vec<[f64; 3]>, Duration) {
    let per = REFERENCE_POINTS.len() * continuations as usize;
    let results = in_parallel(games.len() * per, jobs, |task| {
        let start = Instant::now();
        let (g, rest) = (task / per, task % per);
        let (point, c) = (rest / continuations as usize, rest % continuations as usize);
        let game = &games[g];
        let pos = &game.positions[reference_index(game, point)];
        let seed = game.seed ^ ((point as u64) << 32) ^ ((c as u64) << 40) ^ 0x2EF0_2E4C;
        (continuation(pos, player, seed), start.elapsed())
    });
    let spent = results.iter().map(|(_, t)| *t).sum();
    let chances = results
        .chunks(per.max(1))
        .map(|game| {
            let mut mean = [0.0; 3];
            for (point, m) in mean.iter_mut().enumerate() {
                let of_point = &game[point * continuations as usize..][..continuations as usize];
                *m = of_point.iter().map(|(r, _)| r).sum::<f64>() / f64::from(continuations.max(1));
            }
            mean
        })
        .collect();
    (chances, spent)
}

/// How precise reference chances of `continuations` continuations each
/// are: the mean over the positions of the half-width of a 95% interval
/// (1.96 standard errors of a mean of results), and of the mean absolute
/// error a perfect estimate would still show against them (the standard
/// error times √(2/π)), both in points.
#[must_use]
pub fn reference_precision(reference: &[[f64; 3]], continuations: u32) -> (f64, f64) {
    let n = f64::from(continuations.max(2));
    let (mut half, mut floor, mut count) = (0.0, 0.0, 0usize);
    for &p in reference.iter().flatten() {
        // The unbiased variance of results in {0, 1}.
        let se = (p * (1.0 - p) / (n - 1.0)).sqrt();
        half += 196.0 * se;
        floor += 100.0 * se * (2.0 / std::f64::consts::PI).sqrt();
        count += 1;
    }
    let count = count.max(1) as f64;
    (half / count, floor / count)
}

/// The mean absolute difference between `chances` and `reference` at each
/// of [`REFERENCE_POINTS`], in points.
#[must_use]
pub fn reference_error(
    games: &[SelfPlayGame],
    chances: &[Vec<f64>],
    reference: &[[f64; 3]],
) -> [f64; 3] {
    let mut error = [0.0; 3];
    for ((game, c), r) in games.iter().zip(chances).zip(reference) {
        for (point, e) in error.iter_mut().enumerate() {
            *e += 100.0 * (c[reference_index(game, point)] - r[point]).abs();
        }
    }
    error.map(|e| e / games.len().max(1) as f64)
}

/// One decile of a reliability table: the positions whose estimate fell in
/// `[lower, lower + 0.1)` (the last one includes 1).
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Decile {
    /// Its lower bound.
    pub lower: f64,
    /// Positions in it.
    pub positions: usize,
    /// Their mean estimate.
    pub estimate: f64,
    /// Their games' mean result.
    pub observed: f64,
}

/// The reliability table of `chances` over the first two thirds of each
/// game (the positions the Brier score counts): the estimates in ten bins
/// of ten points, each bin's mean estimate against its mean result.
#[must_use]
pub fn reliability(games: &[SelfPlayGame], chances: &[Vec<f64>]) -> [Decile; 10] {
    let mut table = [Decile::default(); 10];
    for (i, d) in table.iter_mut().enumerate() {
        d.lower = i as f64 / 10.0;
    }
    for (game, c) in games.iter().zip(chances) {
        for &chance in &c[..c.len() * 2 / 3] {
            let d = &mut table[((chance * 10.0) as usize).min(9)];
            d.positions += 1;
            d.estimate += chance;
            d.observed += game.result;
        }
    }
    for d in &mut table {
        let n = d.positions.max(1) as f64;
        d.estimate /= n;
        d.observed /= n;
    }
    table
}

/// Player 1's chance at every assessed position of every game, by
/// `estimate(position, seed)`, seeded as the analysis seeds its searches
/// (the game's seed and the position's index), on `jobs` threads; and the
/// thread time the estimates took, summed over the games.
pub fn chances<T: Send>(
    games: &[SelfPlayGame],
    jobs: usize,
    estimate: impl Fn(&Position, u64) -> T + Sync,
) -> (Vec<Vec<T>>, Duration) {
    let per_game = in_parallel(games.len(), jobs, |g| {
        let start = Instant::now();
        let game = &games[g];
        let chances: Vec<T> = game
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
    fn the_reference_points_are_a_third_a_half_and_two_thirds_of_the_turns() {
        let g = game(1.0, 13); // 12 turns
        let at: Vec<usize> = (0..3).map(|p| reference_index(&g, p)).collect();
        assert_eq!(at, [4, 6, 8]);
        // The error at each point is the distance from the reference there.
        let chances = vec![(0..13).map(|k| k as f64 / 12.0).collect::<Vec<_>>()];
        let error = reference_error(&[g], &chances, &[[0.0, 0.5, 1.0]]);
        let expected = [400.0 / 12.0, 0.0, 400.0 / 12.0];
        for (e, x) in error.iter().zip(expected) {
            assert!((e - x).abs() < 1e-9, "{error:?}");
        }
    }

    #[test]
    fn continuations_are_reproducible_and_their_precision_is_that_of_a_mean() {
        let g = game(1.0, 13);
        let pos = &g.positions[6];
        let player = Agent::level(Level::Easy);
        let r = continuation(pos, player, 5);
        assert!([0.0, 0.5, 1.0].contains(&r));
        assert_eq!(continuation(pos, player, 5), r);
        // Results of 1 and 0 in equal numbers: a standard error of
        // sqrt(0.25 / (n - 1)).
        let (half, floor) = reference_precision(&[[0.5, 0.5, 0.5]], 17);
        assert!((half - 196.0 * (0.25f64 / 16.0).sqrt()).abs() < 1e-9);
        assert!(floor > 0.0 && floor < half);
        assert_eq!(reference_precision(&[[1.0, 0.0, 1.0]], 17), (0.0, 0.0));
    }

    #[test]
    fn the_reliability_table_puts_each_estimate_in_its_bin() {
        // Nine positions, the first six in the first two thirds.
        let games = [game(1.0, 9), game(0.0, 9)];
        let chances = vec![
            vec![0.05, 0.07, 0.55, 0.95, 1.0, 0.5, 0.0, 0.0, 0.0],
            vec![0.05, 0.05, 0.15, 0.5, 0.5, 0.5, 1.0, 1.0, 1.0],
        ];
        let t = reliability(&games, &chances);
        assert_eq!(t.iter().map(|d| d.positions).sum::<usize>(), 12);
        assert_eq!(t[0].positions, 4);
        assert!((t[0].estimate - 0.055).abs() < 1e-9);
        assert!((t[0].observed - 0.5).abs() < 1e-9);
        assert_eq!(t[1].positions, 1);
        assert_eq!(t[1].observed, 0.0);
        // 0.5 and 0.55 share a bin; 0.95 and 1.0 the last.
        assert_eq!(t[5].positions, 5);
        assert!((t[5].observed - 0.4).abs() < 1e-9);
        assert_eq!(t[9].positions, 2);
        assert_eq!(t[9].observed, 1.0);
    }

    #[test]
    fn work_in_parallel_comes_back_in_order() {
        let squares = in_parallel(50, 3, |i| i * i);
        assert_eq!(squares, (0..50).map(|i| i * i).collect::<Vec<_>>());
    }
}
