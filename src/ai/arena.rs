//! Matches between two agents: many games from seeded start positions, each
//! start played twice with the sides swapped so that neither agent profits
//! from a lucky shuffle or from moving first.

use crate::engine::{FastRng, Outcome, Player, Position, Variant};
use rand::{Rng, SeedableRng};

use super::Agent;

/// A two-sided confidence interval on a score fraction.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Interval {
    /// Lower end, in `[0, 1]`.
    pub low: f64,
    /// Upper end, in `[0, 1]`.
    pub high: f64,
}

/// The result of a match, from agent A's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct ArenaReport {
    /// Games A won.
    pub wins: u32,
    /// Drawn games.
    pub draws: u32,
    /// Games A lost.
    pub losses: u32,
    /// Actions played in all games.
    pub actions: u64,
}

impl ArenaReport {
    /// Games played.
    #[must_use]
    pub const fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// A's score: wins plus half the draws, over the games.
    #[must_use]
    pub fn score(&self) -> f64 {
        let n = f64::from(self.games().max(1));
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / n
    }

    /// The 95% Wilson score interval of A's score. Draws count as half a
    /// win; that slightly overstates the variance, so the interval errs on
    /// the wide side. Unlike the normal approximation it stays inside
    /// `[0, 1]` and is not degenerate at 0% or 100%.
    #[must_use]
    pub fn interval(&self) -> Interval {
        const Z: f64 = 1.959_963_984_540_054;
        let n = f64::from(self.games());
        if n == 0.0 {
            return Interval {
                low: 0.0,
                high: 1.0,
            };
        }
        let p = self.score();
        let z2 = Z * Z;
        let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
        let half = Z / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        Interval {
            low: (centre - half).max(0.0),
            high: (centre + half).min(1.0),
        }
    }

    /// One line: `W/D/L`, the score and its interval.
    #[must_use]
    pub fn summary(&self) -> String {
        let ci = self.interval();
        format!(
            "{} wins / {} draws / {} losses, score {:.1}% (95% CI {:.1}%–{:.1}%)",
            self.wins,
            self.draws,
            self.losses,
            100.0 * self.score(),
            100.0 * ci.low,
            100.0 * ci.high
        )
    }
}

/// Plays `games` games of `a` against `b` in `variant`. Game `g` starts from
/// `Position::random_start(seed + g / 2)`; A is player 1 in even games and
/// player 2 in odd ones. `progress` is called after every game with its
/// index and the running report. The whole match is deterministic for a
/// seed (as long as no level hits its time cap).
pub fn run_arena(
    a: Agent,
    b: Agent,
    games: u32,
    variant: Variant,
    seed: u64,
    mut progress: impl FnMut(u32, &ArenaReport),
) -> ArenaReport {
    let mut report = ArenaReport::default();
    for g in 0..games {
        let start_seed = seed.wrapping_add(u64::from(g / 2));
        let mut pos = Position::random_start(start_seed, variant);
        let a_side = if g % 2 == 0 { Player::One } else { Player::Two };
        let mut seeds = FastRng::seed_from_u64(start_seed ^ (u64::from(g) << 32) ^ 0xA7E4_A000);
        while let Some(action) = {
            let agent = if pos.to_move() == a_side { a } else { b };
            agent.choose(&pos, seeds.next_u64())
        } {
            debug_assert!(pos.is_legal(&action), "{action} in {pos}");
            pos.play_unchecked(action);
            report.actions += 1;
        }
        match pos.outcome() {
            Some(Outcome::Win(p)) if p == a_side => report.wins += 1,
            Some(Outcome::Win(_)) => report.losses += 1,
            _ => report.draws += 1,
        }
        progress(g, &report);
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(wins: u32, draws: u32, losses: u32) -> ArenaReport {
        ArenaReport {
            wins,
            draws,
            losses,
            actions: 0,
        }
    }

    #[test]
    fn the_wilson_interval_matches_known_values() {
        // 50 of 100: 40.4%–59.6%; 100 of 100: 96.3%–100%.
        let even = report(50, 0, 50).interval();
        assert!((even.low - 0.4038).abs() < 1e-3 && (even.high - 0.5962).abs() < 1e-3);
        let all = report(100, 0, 0).interval();
        assert!((all.low - 0.9630).abs() < 1e-3 && all.high == 1.0);
        // Draws count half.
        assert_eq!(report(1, 2, 1).score(), 0.5);
        assert_eq!(
            report(0, 0, 0).interval(),
            Interval {
                low: 0.0,
                high: 1.0
            }
        );
    }

    #[test]
    fn sides_alternate_and_every_game_is_counted() {
        let mut seen = Vec::new();
        let r = run_arena(
            Agent::Greedy,
            Agent::Random,
            6,
            Variant::Standard,
            5,
            |g, r| {
                seen.push((g, r.games()));
            },
        );
        assert_eq!(r.games(), 6);
        assert_eq!(seen, (0..6).map(|g| (g, g + 1)).collect::<Vec<_>>());
        assert!(r.actions > 6 * 20, "games are full length: {}", r.actions);
        assert!(r.summary().contains("95% CI"));
    }
}
