//! `lyngk calibrate` and `lyngk train-eval`: how truthful the post-game
//! analysis's chances are, and the training of the position evaluation it
//! weighs them with. The figures themselves are computed in
//! `ai::calibrate` and `ai::eval`; this module plays the games, prints the
//! report and reads or writes the files.

use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::ai::calibrate::{self as cal, Figures, SelfPlayGame};
use crate::ai::eval::{self, FEATURE_NAMES, Record, Sample};
use crate::ai::{self, Agent};
use crate::engine::{Position, Variant};
use crate::service::biggest_swings;

/// How many swings the analysis reports (as `service::analysis` does).
const SWINGS: usize = 3;

/// What `lyngk calibrate` measures against.
#[derive(Clone, Debug)]
pub struct ReferenceSpec<'a> {
    /// The player of the continuations.
    pub player: Agent,
    /// Continuations per position (0: no reference chances).
    pub continuations: u32,
    /// A file that keeps them: read when it holds the same reference, else
    /// written.
    pub file: Option<&'a Path>,
}

/// The share of the biggest swings of `chances` that fall in the first two
/// thirds of their game's turns: (in the first two thirds, all reported).
fn early_swings(chances: &[Vec<f64>]) -> (usize, usize) {
    let (mut early, mut all) = (0, 0);
    for c in chances {
        let turns = c.len().saturating_sub(1);
        for k in biggest_swings(c, SWINGS) {
            all += 1;
            if k * 3 <= turns * 2 {
                early += 1;
            }
        }
    }
    (early, all)
}

/// The first line of a reference file, which says what it holds.
fn reference_header(played: &[SelfPlayGame], variant: Variant, spec: &ReferenceSpec) -> String {
    format!(
        "# reference chances: {} continuations of {} from a third, a half and two thirds of {} games of normal against normal, {variant}, seeds {}..{}",
        spec.continuations,
        spec.player,
        played.len(),
        played.first().map_or(0, |g| g.seed),
        played.last().map_or(0, |g| g.seed),
    )
}

/// The reference chances kept in `text` under `header`, if it holds them.
fn read_reference(text: &str, header: &str, games: usize) -> Option<Vec<[f64; 3]>> {
    let mut lines = text.lines();
    if lines.next()? != header {
        return None;
    }
    let rows: Option<Vec<[f64; 3]>> = lines
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let v: Vec<f64> = l
                .split_whitespace()
                .skip(1)
                .map(|w| w.parse().ok())
                .collect::<Option<_>>()?;
            v.try_into().ok()
        })
        .collect();
    rows.filter(|r| r.len() == games)
}

/// The reference chances of `played`, from `spec.file` when it holds them,
/// else computed (and written there); with a line saying where they came
/// from.
fn reference(
    played: &[SelfPlayGame],
    variant: Variant,
    spec: &ReferenceSpec,
    jobs: usize,
) -> Result<(Vec<[f64; 3]>, String), String> {
    let header = reference_header(played, variant, spec);
    if let Some(path) = spec.file
        && let Ok(text) = std::fs::read_to_string(path)
        && let Some(kept) = read_reference(&text, &header, played.len())
    {
        return Ok((kept, format!("read from {}", path.display())));
    }
    let start = Instant::now();
    let (chances, spent) = cal::reference(played, spec.player, spec.continuations, jobs);
    let how = format!(
        "computed: {} games, {:.1} core-minutes, {:.1} minutes of wall time",
        played.len() * 3 * spec.continuations as usize,
        spent.as_secs_f64() / 60.0,
        start.elapsed().as_secs_f64() / 60.0
    );
    if let Some(path) = spec.file {
        let mut text = header + "\n";
        for (g, r) in played.iter().zip(&chances) {
            let _ = writeln!(text, "{} {:?} {:?} {:?}", g.seed, r[0], r[1], r[2]);
        }
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok((chances, how))
}

/// `lyngk calibrate`: how truthful the post-game analysis's chances are.
/// Plays `games` games of `normal` against `normal` (`jobs` at a time),
/// assesses the position after every turn with the analysis's estimate
/// (its search, `ai::assess`) and with the candidate evaluation weighing it
/// (`ai::eval::analyse`), and prints each
/// one's movement per turn, flips, Brier score over the first two thirds,
/// error against the reference chances, share of biggest swings in the
/// first two thirds, and their reliability tables (see `ai::calibrate`).
/// With `positions`, also returns one CSV line per assessed position: the
/// game, the index, the player to move, player 1's result and both
/// estimates.
///
/// # Errors
/// When the reference file cannot be written.
pub fn calibrate(
    games: u32,
    seed: u64,
    variant: Variant,
    jobs: usize,
    spec: &ReferenceSpec,
    positions: bool,
) -> Result<(String, Option<String>), String> {
    let start = Instant::now();
    let played = cal::self_play(games, seed, variant, jobs);
    // The evaluation weighs the analysis's own search: one search gives both.
    let (both, time) = cal::chances(&played, jobs, |pos, seed| {
        let (analysis, search) = eval::analyse_with_search(pos, seed);
        (search, analysis.chance)
    });
    let search: Vec<Vec<f64>> = both
        .iter()
        .map(|g| g.iter().map(|c| c.0).collect())
        .collect();
    let analysis: Vec<Vec<f64>> = both
        .iter()
        .map(|g| g.iter().map(|c| c.1).collect())
        .collect();
    let reference = if spec.continuations > 0 {
        Some(reference(&played, variant, spec, jobs)?)
    } else {
        None
    };
    let per_game = |t: Duration| t.as_secs_f64() / f64::from(games.max(1));
    let (f_search, f_analysis) = (
        cal::figures(&played, &search),
        cal::figures(&played, &analysis),
    );
    let mut out = String::new();
    let _ = writeln!(
        out,
        "analysis calibration: {games} games of normal against normal, {variant}, seeds {seed}..{}, {} positions assessed",
        seed + u64::from(games.max(1)) - 1,
        f_analysis.positions,
    );
    if let Some((r, how)) = &reference {
        let (half, floor) = cal::reference_precision(r, spec.continuations);
        let _ = writeln!(
            out,
            "reference chances: the mean result of {} continuations of {} (both sides) from the positions after a third, a half and two thirds of each game's turns ({how}); 95% interval +/-{half:.1} points on average; a perfect estimate would still be {floor:.1} points from them on average",
            spec.continuations, spec.player,
        );
    }
    let row = |out: &mut String, name: &str, f: &Figures, c: &[Vec<f64>]| {
        let (early, all) = early_swings(c);
        let _ = write!(
            out,
            "{name:<9} movement {:5.1} points/turn | flips {:>3}/{} ({:4.1}%) | Brier, first two thirds {:.3}",
            f.movement,
            f.flips,
            f.pairs,
            100.0 * f.flip_share(),
            f.brier,
        );
        if let Some((r, _)) = &reference {
            let e = cal::reference_error(&played, c, r);
            let _ = write!(
                out,
                " | error against the reference at 1/3, 1/2, 2/3: {:.1} / {:.1} / {:.1} points",
                e[0], e[1], e[2]
            );
        }
        let _ = writeln!(
            out,
            " | biggest swings in the first two thirds {early}/{all} ({:.0}%)",
            100.0 * early as f64 / all.max(1) as f64,
        );
    };
    row(&mut out, "analysis", &f_search, &search);
    row(&mut out, "evaluated", &f_analysis, &analysis);
    let _ = writeln!(
        out,
        "the evaluated estimate (the analysis's search and the evaluation): {:.2} s of one core a game",
        per_game(time)
    );
    let _ = writeln!(
        out,
        "reliability over the first two thirds (estimate of player 1's chance in bins of ten points: positions, mean estimate, mean result):"
    );
    let _ = writeln!(
        out,
        "{:<9} | {:^24} | {:^24}",
        "bin", "analysis", "evaluated"
    );
    let (rs, ra) = (
        cal::reliability(&played, &search),
        cal::reliability(&played, &analysis),
    );
    for (s, a) in rs.iter().zip(&ra) {
        let cell = |d: &cal::Decile| {
            if d.positions == 0 {
                format!("{:>4} {:>9} {:>9}", 0, "-", "-")
            } else {
                format!(
                    "{:>4} {:>8.1}% {:>8.1}%",
                    d.positions,
                    100.0 * d.estimate,
                    100.0 * d.observed
                )
            }
        };
        let upper = if s.lower >= 0.9 {
            100
        } else {
            (s.lower * 100.0) as u32 + 10
        };
        let _ = writeln!(
            out,
            "{:>3}-{:<3}%  | {} | {}",
            (s.lower * 100.0).round() as u32,
            upper,
            cell(s),
            cell(a)
        );
    }
    let mut bar =
        f_analysis.movement <= 12.0 && f_analysis.flip_share() <= 0.05 && f_analysis.brier <= 0.20;
    let mut wording = String::from("movement <= 12 points, flips <= 5%, Brier <= 0.20");
    if let Some((r, _)) = &reference {
        let (es, ea) = (
            cal::reference_error(&played, &search, r),
            cal::reference_error(&played, &analysis, r),
        );
        bar &= ea[1] <= 10.0 && ea.iter().zip(&es).all(|(a, s)| a < s);
        wording += ", error at half-game <= 10 points and below the analysis's at each point";
    }
    let _ = writeln!(
        out,
        "bar for the evaluated estimate: {wording}: {}",
        if bar { "met" } else { "NOT met" }
    );
    let _ = writeln!(out, "seconds: {:.1}", start.elapsed().as_secs_f64());
    let table = positions.then(|| {
        let mut csv = String::from("game,index,to_move,result,analysis,evaluated\n");
        for (g, game) in played.iter().enumerate() {
            for (k, pos) in game.positions.iter().enumerate() {
                let _ = writeln!(
                    csv,
                    "{g},{k},{},{},{:.4},{:.4}",
                    pos.to_move(),
                    game.result,
                    search[g][k],
                    analysis[g][k],
                );
            }
        }
        csv
    });
    Ok((out, table))
}

/// One variant's part of `lyngk train-eval`.
#[derive(Clone, Copy, Debug)]
pub struct TrainSpec {
    /// The variant.
    pub variant: Variant,
    /// Self-play games.
    pub games: u32,
    /// The start seed of the first.
    pub seed: u64,
}

/// The header of a training data file of `spec`.
fn data_header(spec: &TrainSpec) -> String {
    format!(
        "# training records: {} games of normal against normal, {}, seeds from {}; analysis search {:?}",
        spec.games,
        spec.variant,
        spec.seed,
        ai::ANALYSIS_LIMITS
    )
}

/// The training records of `spec`: read from `data` (a folder) when it
/// holds a file of them, else played (and written there). A line per
/// record: the game's number, the search's chance, the result and the
/// position (LPN).
fn training_records(
    spec: &TrainSpec,
    jobs: usize,
    data: Option<&Path>,
) -> Result<Vec<Vec<Record>>, String> {
    let header = data_header(spec);
    let path = data.map(|d| {
        d.join(format!(
            "train-{}-{}-{}.txt",
            spec.variant, spec.seed, spec.games
        ))
    });
    if let Some(path) = &path
        && let Ok(text) = std::fs::read_to_string(path)
        && text.lines().next() == Some(header.as_str())
    {
        let mut games: Vec<Vec<Record>> = vec![Vec::new(); spec.games as usize];
        for line in text.lines().skip(1) {
            let bad = || format!("{}: a malformed line: {line}", path.display());
            let mut parts = line.splitn(4, ' ');
            let mut next = || parts.next().ok_or_else(bad);
            let g: usize = next()?.parse().map_err(|_| bad())?;
            let search: f64 = next()?.parse().map_err(|_| bad())?;
            let result: f64 = next()?.parse().map_err(|_| bad())?;
            let position: Position = next()?.parse().map_err(|_| bad())?;
            games.get_mut(g).ok_or_else(bad)?.push(Record {
                position,
                search,
                result,
            });
        }
        return Ok(games);
    }
    let games = eval::training_records(spec.games, spec.seed, spec.variant, jobs);
    if let Some(path) = &path {
        let mut text = header + "\n";
        for (g, records) in games.iter().enumerate() {
            for r in records {
                let _ = writeln!(text, "{g} {:?} {:?} {}", r.search, r.result, r.position);
            }
        }
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(games)
}

/// `lyngk train-eval`: plays the self-play games of each spec (or reads
/// them from the folder `data`, where it keeps them), fits the
/// evaluation's weights to their positions (see `ai::eval`) and returns
/// the weights file (deterministic for the specs, whatever `jobs`) and a
/// report: the data's size, the time it took and, as a check, the fit on
/// the first four fifths of the games scored on the last fifth.
///
/// # Errors
/// When a data file cannot be read or written.
pub fn train_eval(
    specs: &[TrainSpec],
    jobs: usize,
    data: Option<&Path>,
) -> Result<(String, String), String> {
    let command = specs
        .iter()
        .map(|s| {
            format!(
                "--{}-games {} --{}-seed {}",
                s.variant, s.games, s.variant, s.seed
            )
        })
        .collect::<Vec<_>>()
        .join(" ");
    let mut file = format!(
        "# The weights of the post-game analysis's position evaluation (src/ai/eval.rs),\n# written by: lyngk train-eval {command}\n# columns: {}\n",
        FEATURE_NAMES.join(" ")
    );
    let mut report = String::new();
    for spec in specs {
        let start = Instant::now();
        let records = training_records(spec, jobs, data)?;
        let by_game: Vec<Vec<Sample>> = records
            .iter()
            .map(|game| game.iter().map(Record::sample).collect())
            .collect();
        let all: Vec<Sample> = by_game.iter().flatten().copied().collect();
        let cut = by_game.len() * 4 / 5;
        let train: Vec<Sample> = by_game[..cut].iter().flatten().copied().collect();
        let held: Vec<Sample> = by_game[cut..].iter().flatten().copied().collect();
        let w_train = eval::fit(&train);
        let (held_loss, held_brier) = eval::scores(&w_train, &held);
        let w = eval::fit(&all);
        let (loss, brier) = eval::scores(&w, &all);
        let _ = writeln!(
            file,
            "# {}: {} games, seeds {}..{}, {} positions; log-loss {loss:.4}, Brier {brier:.4}",
            spec.variant,
            spec.games,
            spec.seed,
            spec.seed + u64::from(spec.games.max(1)) - 1,
            all.len(),
        );
        let _ = writeln!(file, "{}", eval::weights_line(spec.variant, &w));
        let _ = writeln!(
            report,
            "{}: {} games, {} positions, {:.1} minutes; fitted on the first {cut} games and scored on the others ({} positions): log-loss {held_loss:.4}, Brier {held_brier:.4}; on all: log-loss {loss:.4}, Brier {brier:.4}",
            spec.variant,
            spec.games,
            all.len(),
            start.elapsed().as_secs_f64() / 60.0,
            held.len(),
        );
        for (name, v) in FEATURE_NAMES.iter().zip(w) {
            let _ = writeln!(report, "  {name:<22} {v:+.4}");
        }
    }
    Ok((file, report))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FNV-1a, 64 bits: a checksum that needs no dependency.
    fn fnv(text: &str) -> u64 {
        text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
    }

    #[test]
    fn a_small_training_run_writes_the_same_weights_on_any_number_of_threads() {
        // The full run that wrote src/ai/eval_weights.txt takes an hour; a
        // small one (two games) checks that the command is deterministic (whatever the
        // threads) and that its output has not changed since the weights
        // were written: a change of the features, the search or the fit
        // changes this checksum, and the shipped weights must be written
        // again by the command in their file's header.
        let specs = [TrainSpec {
            variant: Variant::Standard,
            games: 2,
            seed: 90_000,
        }];
        let (one, _) = train_eval(&specs, 1, None).expect("no files");
        let (two, _) = train_eval(&specs, 2, None).expect("no files");
        assert_eq!(one, two);
        let shipped = include_str!("../ai/eval_weights.txt");
        assert!(
            shipped.contains("# written by: lyngk train-eval --standard-games"),
            "{shipped}"
        );
        assert_eq!(fnv(&one), SMALL_RUN, "{one}");
    }

    /// The checksum of the small run's weights file.
    const SMALL_RUN: u64 = 0x1fbf_82fe_d092_16c6;

    #[test]
    fn a_kept_reference_is_read_back_only_under_its_own_header() {
        let text = "# head\n1000 0.5 0.25 1.0\n1001 0.0 0.125 0.75\n";
        assert_eq!(
            read_reference(text, "# head", 2),
            Some(vec![[0.5, 0.25, 1.0], [0.0, 0.125, 0.75]])
        );
        assert_eq!(read_reference(text, "# other", 2), None);
        assert_eq!(read_reference(text, "# head", 3), None);
    }

    #[test]
    fn swings_in_the_first_two_thirds_are_counted() {
        // Six turns: the big changes at turns 2 and 6, a small one at 4.
        let c = vec![vec![0.5, 0.5, 0.9, 0.9, 0.8, 0.8, 0.1]];
        assert_eq!(early_swings(&c), (2, 3));
    }
}
