//! Matches between two agents: many games from seeded start positions, each
//! start played twice with the sides swapped so that neither agent profits
//! from a lucky shuffle or from moving first.
//!
//! Games may run on several threads at once (`jobs`), one per core. Every
//! game has its own seeds, fixed by the match's seed and the game's index,
//! and results are read in game order, so wins, draws, losses, each game's
//! result and the point where a sequential test stops are the same for any
//! number of jobs. Only the clock readings differ.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use crate::engine::{FastRng, Outcome, Player, Position, Variant};
use rand::{Rng, SeedableRng};

use super::Agent;
use super::sprt::{EloEstimate, Hypothesis, Results, Sprt};

/// A two-sided confidence interval on a score fraction.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Interval {
    /// Lower end, in `[0, 1]`.
    pub low: f64,
    /// Upper end, in `[0, 1]`.
    pub high: f64,
}

/// One game's result from agent A's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ArenaResult {
    /// A won.
    Win,
    /// Nobody won.
    Draw,
    /// B won.
    Loss,
}

/// How long one side took over its moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct MoveTimes {
    /// Moves timed (every call for an action, claims and passes included).
    pub moves: u64,
    /// Their total.
    pub total: Duration,
    /// The longest.
    pub longest: Duration,
}

impl MoveTimes {
    fn add(&mut self, t: Duration) {
        self.moves += 1;
        self.total += t;
        self.longest = self.longest.max(t);
    }

    fn merge(&mut self, other: &MoveTimes) {
        self.moves += other.moves;
        self.total += other.total;
        self.longest = self.longest.max(other.longest);
    }

    /// The mean time per move.
    #[must_use]
    pub fn mean(&self) -> Duration {
        if self.moves == 0 {
            return Duration::ZERO;
        }
        self.total / u32::try_from(self.moves).unwrap_or(u32::MAX)
    }
}

/// One game of a match.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// Its index in the match, from 0.
    pub index: u32,
    /// The side A played.
    pub a_side: Player,
    /// The result for A.
    pub result: ArenaResult,
    /// Actions played.
    pub actions: u32,
    /// A's and B's thinking times.
    pub times: [MoveTimes; 2],
}

/// What a match is.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MatchConfig {
    /// Player A, whose results are reported.
    pub a: Agent,
    /// Player B.
    pub b: Agent,
    /// The most games to play (each start position twice).
    pub games: u32,
    /// The variant of every game.
    pub variant: Variant,
    /// The seed of the first start position.
    pub seed: u64,
    /// Games played at once (0 counts as 1).
    pub jobs: usize,
    /// A sequential test that may stop the match before `games`.
    pub sprt: Option<Sprt>,
}

impl MatchConfig {
    /// `games` games of `a` against `b`, one at a time, no test.
    #[must_use]
    pub const fn new(a: Agent, b: Agent, games: u32, variant: Variant, seed: u64) -> MatchConfig {
        MatchConfig {
            a,
            b,
            games,
            variant,
            seed,
            jobs: 1,
            sprt: None,
        }
    }
}

/// Where a sequential test stands.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct SprtStatus {
    /// The test.
    pub test: Sprt,
    /// The log-likelihood ratio after the games counted.
    pub llr: f64,
    /// Its decision, if it has made one (the match stopped there).
    pub verdict: Option<Hypothesis>,
}

/// The result of a match, from agent A's point of view.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct ArenaReport {
    /// A's wins, draws and losses.
    pub results: Results,
    /// Each game's result for A, in game order.
    pub outcomes: Vec<ArenaResult>,
    /// Actions played in all games.
    pub actions: u64,
    /// A's and B's thinking times over all games.
    pub times: [MoveTimes; 2],
    /// The sequential test, when the match has one.
    pub sprt: Option<SprtStatus>,
    /// Thread time spent on games, counted games and games cut short by the
    /// test's decision alike: the match's cost in core time.
    pub busy: Duration,
}

impl ArenaReport {
    /// Games played.
    #[must_use]
    pub const fn games(&self) -> u32 {
        self.results.games()
    }

    /// A's score: wins plus half the draws, over the games.
    #[must_use]
    pub fn score(&self) -> f64 {
        self.results.score()
    }

    /// The Elo difference of A over B and its 95% interval.
    #[must_use]
    pub fn elo(&self) -> EloEstimate {
        self.results.elo()
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
            self.results.wins,
            self.results.draws,
            self.results.losses,
            100.0 * self.score(),
            100.0 * ci.low,
            100.0 * ci.high
        )
    }

    fn count(&mut self, game: &GameRecord) {
        match game.result {
            ArenaResult::Win => self.results.wins += 1,
            ArenaResult::Draw => self.results.draws += 1,
            ArenaResult::Loss => self.results.losses += 1,
        }
        self.outcomes.push(game.result);
        self.actions += u64::from(game.actions);
        for (mine, theirs) in self.times.iter_mut().zip(&game.times) {
            mine.merge(theirs);
        }
    }
}

/// Plays the match `config` describes. Game `g` starts from
/// `Position::random_start(seed + g / 2)`; A is player 1 in even games and
/// player 2 in odd ones. With a test, the match stops after the first game
/// (in game order) at which the test decides, or at `games`. `progress` is
/// called after every counted game, in game order, with the game and the
/// running report. Everything but the clock readings is deterministic for a
/// seed, whatever `jobs` is.
pub fn run_arena(
    config: &MatchConfig,
    mut progress: impl FnMut(&GameRecord, &ArenaReport),
) -> ArenaReport {
    let mut report = ArenaReport {
        sprt: config.sprt.map(|test| SprtStatus {
            test,
            llr: 0.0,
            verdict: None,
        }),
        ..ArenaReport::default()
    };
    let next = AtomicU32::new(0);
    let stop = AtomicBool::new(false);
    let busy_nanos = AtomicU64::new(0);
    let jobs = config.jobs.clamp(1, config.games.max(1) as usize);
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel::<GameRecord>();
        for _ in 0..jobs {
            let tx = tx.clone();
            let (next, stop, busy_nanos) = (&next, &stop, &busy_nanos);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= config.games {
                        break;
                    }
                    let start = Instant::now();
                    let game = play_game(config, g, stop);
                    let spent = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
                    busy_nanos.fetch_add(spent, Ordering::Relaxed);
                    match game {
                        Some(game) if tx.send(game).is_ok() => {}
                        _ => break,
                    }
                }
            });
        }
        drop(tx);
        // Games finish out of order; they are counted in order.
        let mut waiting = BTreeMap::new();
        let mut expected = 0u32;
        'games: for game in &rx {
            waiting.insert(game.index, game);
            while let Some(game) = waiting.remove(&expected) {
                expected += 1;
                report.count(&game);
                let decided = report.sprt.as_mut().is_some_and(|status| {
                    status.llr = status.test.llr(&report.results);
                    status.verdict = status.test.verdict(&report.results);
                    status.verdict.is_some()
                });
                progress(&game, &report);
                if decided || expected == config.games {
                    break 'games;
                }
            }
        }
        // Games still running are cut short: they come after the decision.
        stop.store(true, Ordering::Relaxed);
    });
    report.busy = Duration::from_nanos(busy_nanos.load(Ordering::Relaxed));
    report
}

/// Game `g` of the match, or `None` if `stop` was raised during it.
fn play_game(config: &MatchConfig, g: u32, stop: &AtomicBool) -> Option<GameRecord> {
    let start_seed = config.seed.wrapping_add(u64::from(g / 2));
    let mut pos = Position::random_start(start_seed, config.variant);
    let a_side = if g.is_multiple_of(2) {
        Player::One
    } else {
        Player::Two
    };
    let mut seeds = FastRng::seed_from_u64(start_seed ^ (u64::from(g) << 32) ^ 0xA7E4_A000);
    let mut times = [MoveTimes::default(); 2];
    let mut actions = 0;
    loop {
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        let side = usize::from(pos.to_move() != a_side);
        let agent = if side == 0 { config.a } else { config.b };
        let clock = Instant::now();
        let choice = agent.choose(&pos, seeds.next_u64());
        let Some(action) = choice else { break };
        times[side].add(clock.elapsed());
        debug_assert!(pos.is_legal(&action), "{action} in {pos}");
        pos.play_unchecked(action);
        actions += 1;
    }
    let result = match pos.outcome() {
        Some(Outcome::Win(p)) if p == a_side => ArenaResult::Win,
        Some(Outcome::Win(_)) => ArenaResult::Loss,
        _ => ArenaResult::Draw,
    };
    Some(GameRecord {
        index: g,
        a_side,
        result,
        actions,
        times,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(wins: u32, draws: u32, losses: u32) -> ArenaReport {
        ArenaReport {
            results: Results {
                wins,
                draws,
                losses,
            },
            ..ArenaReport::default()
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
    fn sides_alternate_and_every_game_is_counted_in_order() {
        let mut seen = Vec::new();
        let config = MatchConfig {
            jobs: 3,
            ..MatchConfig::new(Agent::GREEDY, Agent::RANDOM, 6, Variant::Standard, 5)
        };
        let r = run_arena(&config, |g, r| {
            seen.push((g.index, g.a_side, r.games()));
        });
        assert_eq!(r.games(), 6);
        let sides = [Player::One, Player::Two];
        assert_eq!(
            seen,
            (0..6)
                .map(|g| (g, sides[g as usize % 2], g + 1))
                .collect::<Vec<_>>()
        );
        assert!(r.actions > 6 * 20, "games are full length: {}", r.actions);
        assert!(r.summary().contains("95% CI"));
        // Both sides were timed on every move.
        assert_eq!(r.times[0].moves + r.times[1].moves, r.actions);
        assert!(r.times[0].longest >= r.times[0].mean());
    }

    #[test]
    fn a_decisive_test_stops_the_match_early_at_the_same_game_for_any_jobs() {
        // Greedy against random is lopsided: the test accepts H1 long before
        // the cap of 60 games.
        let base = MatchConfig {
            sprt: Some(Sprt::new(0.0, 70.0)),
            ..MatchConfig::new(Agent::GREEDY, Agent::RANDOM, 60, Variant::Standard, 9)
        };
        let one = run_arena(&base, |_, _| {});
        let status = one.sprt.expect("a test");
        assert_eq!(status.verdict, Some(Hypothesis::H1), "{}", one.summary());
        assert!(one.games() < 60, "{}", one.games());
        assert!(status.llr >= status.test.bounds().1);
        // One game fewer would not have decided.
        let mut before = Results::default();
        for o in &one.outcomes[..one.outcomes.len() - 1] {
            match o {
                ArenaResult::Win => before.wins += 1,
                ArenaResult::Draw => before.draws += 1,
                ArenaResult::Loss => before.losses += 1,
            }
        }
        assert_eq!(status.test.verdict(&before), None);
        let two = run_arena(&MatchConfig { jobs: 2, ..base }, |_, _| {});
        assert_eq!(two.outcomes, one.outcomes);
        assert_eq!(two.sprt.map(|s| s.verdict), Some(status.verdict));
    }
}
