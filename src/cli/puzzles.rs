//! `lyngk puzzles mine` and `lyngk puzzles check`: the miner that finds
//! proven puzzles along self-play games, and the check that re-proves a
//! file of them. The puzzles themselves are `ai::puzzle`'s.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

use crate::ai::Level;
use crate::ai::calibrate::in_parallel;
use crate::ai::mining::{self, PlayedGame};
use crate::ai::puzzle::{self, Goal, PROOF_BUDGET, Puzzle, Refusal, Tried};
use crate::engine::Variant;

use super::{CliError, human};

/// What `lyngk puzzles mine` does.
#[derive(Clone, Copy, Debug)]
pub struct MineArgs {
    /// Games in all, alternately in each variant.
    pub games: usize,
    /// The level that plays both sides.
    pub level: Level,
    /// The first start seed.
    pub seed: u64,
    /// Games played (then mined) at once.
    pub jobs: usize,
}

/// The median of `times` (zero when empty).
fn median(times: &mut [Duration]) -> Duration {
    times.sort_unstable();
    times.get(times.len() / 2).copied().unwrap_or_default()
}

/// A short duration in milliseconds, to the hundredth.
fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1000.0)
}

/// A count with its share of `of`, as `12 (3.4%)`.
fn share(n: usize, of: usize) -> String {
    format!("{n} ({:.1}%)", 100.0 * n as f64 / of.max(1) as f64)
}

/// The name of a refusal in the report.
fn refusal_name(r: Refusal) -> &'static str {
    match r {
        Refusal::NotATurn => "not a turn",
        Refusal::Lost => "lost for the side to move",
        Refusal::NoChoice => "one legal turn",
        Refusal::NotUnique => "two right turns or more",
        Refusal::GaveUp => "solver gave up (budget)",
    }
}

/// `lyngk puzzles mine`: plays `args.games` games of the level against
/// itself on `args.jobs` threads, then mines each; returns the report and
/// the puzzles' file (a `#` header, then one puzzle a line, each start
/// position once). `progress` receives a line after each game played and
/// each game mined, as they finish. `command` is the command line, for the
/// file's header.
#[must_use]
pub fn mine(args: &MineArgs, command: &str, progress: impl Fn(&str) + Sync) -> (String, String) {
    let n = args.games;
    let clock = Instant::now();
    let played: Vec<PlayedGame> = in_parallel(n, args.jobs, |i| {
        let (variant, seed) = mining::game_of(args.seed, i);
        let game = mining::self_play(args.level, variant, seed);
        progress(&format!(
            "played game {} ({variant}, seed {seed}): {} actions in {}",
            i + 1,
            game.actions.len(),
            human(game.time)
        ));
        game
    });
    let play_wall = clock.elapsed();
    let clock = Instant::now();
    let mined: Vec<(Vec<Tried>, Duration)> = in_parallel(n, args.jobs, |i| {
        let game = &played[i];
        let start = Instant::now();
        let tried =
            puzzle::mine_tried(&game.start, &game.actions, PROOF_BUDGET, puzzle::LATE_TURNS);
        let spent = start.elapsed();
        progress(&format!(
            "mined game {} ({}, seed {}): {} positions, {} puzzles in {}",
            i + 1,
            game.variant,
            game.seed,
            tried.len(),
            tried.iter().filter(|t| t.verdict.is_ok()).count(),
            human(spent)
        ));
        (tried, spent)
    });
    let mine_wall = clock.elapsed();

    // Every puzzle once (by start position), in the games' order.
    let mut seen = HashSet::new();
    let mut puzzles: Vec<(Variant, &Puzzle)> = Vec::new();
    let mut refusals: BTreeMap<&str, usize> = BTreeMap::new();
    let (mut proven_times, mut puzzle_times, mut all_times) = (Vec::new(), Vec::new(), Vec::new());
    let mut examined = 0;
    for (game, (tried, _)) in played.iter().zip(&mined) {
        for t in tried {
            examined += 1;
            all_times.push(t.time);
            match &t.verdict {
                Ok(p) => {
                    proven_times.push(t.time);
                    puzzle_times.push(t.time);
                    if seen.insert(p.start.to_string()) {
                        puzzles.push((game.variant, p));
                    }
                }
                Err(r) => {
                    if *r != Refusal::GaveUp {
                        proven_times.push(t.time);
                    }
                    *refusals.entry(refusal_name(*r)).or_default() += 1;
                }
            }
        }
    }

    let mut out = String::new();
    let per_variant = |v: Variant| played.iter().filter(|g| g.variant == v).count();
    let _ = writeln!(
        out,
        "games played: {n} ({} standard, {} six-stack), {} against itself, seeds from {}, {} job{}",
        per_variant(Variant::Standard),
        per_variant(Variant::SixStack),
        args.level,
        args.seed,
        args.jobs,
        if args.jobs == 1 { "" } else { "s" },
    );
    let actions: usize = played.iter().map(|g| g.actions.len()).sum();
    let play_core: Duration = played.iter().map(|g| g.time).sum();
    let _ = writeln!(
        out,
        "time for the games: {} wall, {} summed over the threads ({} a game, {:.1} actions a game)",
        human(play_wall),
        human(play_core),
        human(play_core / u32::try_from(n.max(1)).unwrap_or(u32::MAX)),
        actions as f64 / n.max(1) as f64,
    );
    let mine_core: Duration = mined.iter().map(|(_, t)| *t).sum();
    let _ = writeln!(
        out,
        "time for the mining: {} wall, {} summed over the threads (budget {PROOF_BUDGET} positions a solve)",
        human(mine_wall),
        human(mine_core),
    );
    let gave_up = refusals
        .get(refusal_name(Refusal::GaveUp))
        .copied()
        .unwrap_or(0);
    let _ = writeln!(
        out,
        "positions examined: {examined}; the solver gave up on {}",
        share(gave_up, examined)
    );
    for variant in Variant::ALL {
        let of = |t: &&Tried| t.verdict.as_ref().err() == Some(&Refusal::GaveUp);
        let (all, gave): (usize, usize) = played
            .iter()
            .zip(&mined)
            .filter(|(g, _)| g.variant == variant)
            .fold((0, 0), |(a, g), (_, (tried, _))| {
                (a + tried.len(), g + tried.iter().filter(of).count())
            });
        let _ = writeln!(
            out,
            "  {variant}: {all} examined, gave up on {}",
            share(gave, all)
        );
    }
    for (why, count) in &refusals {
        let _ = writeln!(out, "  refused, {why}: {}", share(*count, examined));
    }
    let _ = writeln!(
        out,
        "time per position examined, median: {} over all {}; {} over the {} proven (not given up); {} over the {} puzzles",
        ms(median(&mut all_times.clone())),
        all_times.len(),
        ms(median(&mut proven_times.clone())),
        proven_times.len(),
        ms(median(&mut puzzle_times.clone())),
        puzzle_times.len(),
    );
    if let Some(longest) = all_times.iter().max() {
        let _ = writeln!(out, "longest examination: {}", ms(*longest));
    }
    let _ = writeln!(
        out,
        "puzzles found: {} (each start position once; {} before removing repeats)",
        puzzles.len(),
        puzzle_times.len()
    );
    for variant in Variant::ALL {
        for goal in [Goal::Win, Goal::Draw] {
            let count = puzzles
                .iter()
                .filter(|(v, p)| *v == variant && p.goal == goal)
                .count();
            let _ = writeln!(out, "  {variant}, {}: {count}", goal.name());
        }
    }
    let _ = writeln!(out, "length in turns of the solving side:");
    for turns in 1..=puzzle::MAX_TURNS {
        let count = puzzles.iter().filter(|(_, p)| p.turns() == turns).count();
        let _ = writeln!(
            out,
            "  {turns}: {count:>5} {}",
            "#".repeat(count.div_ceil(2))
        );
    }

    let mut file = String::new();
    let _ = writeln!(
        file,
        "# Puzzles mined by `{command}`: {n} games of {} against itself (alternately standard and six-stack, start seeds from {}), each proven by the exact solver within {PROOF_BUDGET} positions a solve.",
        args.level, args.seed
    );
    let _ = writeln!(file, "# One puzzle a line: LPN | goal | turn; turn; …");
    for (_, p) in &puzzles {
        let _ = writeln!(file, "{p}");
    }
    (out, file)
}

/// The puzzles of a file as [`mine`] writes it (and `src/ai/puzzles.txt`):
/// `#` lines and blank ones skipped.
///
/// # Errors
/// The first line that does not read, with its number.
pub fn read_puzzles(text: &str) -> Result<Vec<Puzzle>, CliError> {
    puzzle::read_lines(text).map_err(|e| CliError::Parse(e.0))
}

/// `lyngk puzzles check`: re-proves every puzzle of `text` with
/// [`PROOF_BUDGET`], on `jobs` threads: one line a puzzle (whether it is
/// proven again exactly, the time it took), then the totals. The second
/// value is whether every puzzle held.
///
/// # Errors
/// A line that does not read.
pub fn check(text: &str, jobs: usize) -> Result<(String, bool), CliError> {
    let puzzles = read_puzzles(text)?;
    let results = in_parallel(puzzles.len(), jobs, |i| {
        let clock = Instant::now();
        let again = puzzle::prove(&puzzles[i].start, PROOF_BUDGET);
        (again.as_ref() == Some(&puzzles[i]), clock.elapsed())
    });
    let mut out = String::new();
    for (p, (held, time)) in puzzles.iter().zip(&results) {
        let _ = writeln!(
            out,
            "{} {:>8.1} ms {} turn{} {} {}",
            if *held { "ok  " } else { "FAIL" },
            time.as_secs_f64() * 1000.0,
            p.turns(),
            if p.turns() == 1 { " " } else { "s" },
            p.goal.name(),
            p.start
        );
    }
    let failed = results.iter().filter(|(held, _)| !held).count();
    let mut times: Vec<Duration> = results.iter().map(|(_, t)| *t).collect();
    let total: Duration = times.iter().sum();
    let _ = writeln!(
        out,
        "puzzles: {}, proven again: {}, failed: {failed}; time {} in all, median {}, longest {}",
        puzzles.len(),
        puzzles.len() - failed,
        human(total),
        ms(median(&mut times)),
        ms(times.last().copied().unwrap_or_default()),
    );
    Ok((out, failed == 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small run: the same puzzles on one thread or two, the report
    /// counting what the file holds, and every puzzle written proven again.
    #[test]
    fn mining_gives_the_same_file_on_any_number_of_threads() {
        let args = MineArgs {
            games: 4,
            level: Level::Easy,
            seed: 3,
            jobs: 1,
        };
        let (report, file) = mine(&args, "lyngk puzzles mine", |_| {});
        let (_, on_two) = mine(&MineArgs { jobs: 2, ..args }, "lyngk puzzles mine", |_| {});
        assert_eq!(file, on_two);
        assert!(
            file.starts_with("# Puzzles mined by `lyngk puzzles mine`"),
            "{file}"
        );
        assert!(
            report.contains("games played: 4 (2 standard, 2 six-stack)"),
            "{report}"
        );
        let puzzles = read_puzzles(&file).expect("reads back");
        assert!(
            report.contains(&format!("puzzles found: {} ", puzzles.len())),
            "{report}"
        );
        let per_length: usize = (1..=puzzle::MAX_TURNS)
            .map(|t| puzzles.iter().filter(|p| p.turns() == t).count())
            .sum();
        assert_eq!(per_length, puzzles.len());
        for p in &puzzles {
            assert_eq!(
                puzzle::prove(&p.start, PROOF_BUDGET).as_ref(),
                Some(p),
                "{p}"
            );
        }
    }

    #[test]
    fn the_check_fails_a_puzzle_that_does_not_hold_and_passes_one_that_does() {
        let p = puzzle::starter()[0].clone();
        let (out, held) = check(&format!("# one\n{p}\n"), 1).expect("reads");
        assert!(held, "{out}");
        assert!(out.starts_with("ok"), "{out}");
        // The same position claimed with the other goal is not what the
        // solver proves.
        let other = Puzzle {
            goal: match p.goal {
                Goal::Win => Goal::Draw,
                Goal::Draw => Goal::Win,
            },
            ..p
        };
        let (out, held) = check(&format!("{other}\n"), 1).expect("reads");
        assert!(!held);
        assert!(out.starts_with("FAIL"), "{out}");
        assert!(out.contains("failed: 1"), "{out}");
        assert!(
            matches!(check("nonsense\n", 1), Err(CliError::Parse(m)) if m.starts_with("line 1:"))
        );
    }
}
