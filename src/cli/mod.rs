//! The `lyngk` command line: the engine's developer commands (`moves`, `play`,
//! `perft`, `status`, `new`, `selfplay`), the pictures (`render`, `replay`),
//! the computer player's (`ai`, `arena`) and game records' (`record`). Exit
//! codes are a contract other tools rely on: 0 success, 1 an illegal action
//! (or a refused record), 2 unparsable input, 3 the output could not be made
//! or written.

mod calibrate;
pub mod exchange;
mod pictures;
mod puzzles;

pub use calibrate::{ReferenceSpec, TrainSpec, calibrate, train_eval};
pub use pictures::{Looks, render, replay, write_output};
pub use puzzles::{MineArgs, check as check_puzzles, mine as mine_puzzles, read_puzzles};

pub mod args;
pub mod health;
pub mod local;
pub mod records;
pub mod run;

use std::fmt::Write as _;
use std::time::Instant;

use crate::ai::{self, Agent, ArenaReport, Level, SearchLimits};
use crate::engine::{Action, FastRng, Outcome, Player, Position, Variant, random_playout};
use rand::SeedableRng;

/// A command's failure, with the exit code it maps to.
#[derive(Debug)]
pub enum CliError {
    /// Unparsable input (exit 2).
    Parse(String),
    /// A well-formed but illegal action (exit 1).
    Illegal(String),
    /// The picture could not be made or written (exit 3).
    Output(String),
}

impl CliError {
    /// The process exit code for this error.
    #[must_use]
    pub fn exit_code(&self) -> i32 {
        match self {
            CliError::Parse(_) => 2,
            CliError::Illegal(_) => 1,
            CliError::Output(_) => 3,
        }
    }

    /// The message for standard error.
    #[must_use]
    pub fn message(&self) -> &str {
        match self {
            CliError::Parse(m) | CliError::Illegal(m) | CliError::Output(m) => m,
        }
    }
}

pub(crate) fn parse_position(lpn: &str) -> Result<Position, CliError> {
    lpn.parse::<Position>()
        .map_err(|e| CliError::Parse(format!("invalid position: {e}")))
}

/// Parses a variant name as given on the command line.
///
/// # Errors
/// A parse error naming the accepted values.
pub fn parse_variant(s: &str) -> Result<Variant, CliError> {
    s.parse()
        .map_err(|e: crate::engine::ParseVariantError| CliError::Parse(e.to_string()))
}

/// `lyngk moves LPN`: every legal action, one per line.
///
/// # Errors
/// An unparsable position.
pub fn moves(lpn: &str) -> Result<String, CliError> {
    let pos = parse_position(lpn)?;
    let mut out = String::new();
    for a in pos.legal_actions() {
        let _ = writeln!(out, "{a}");
    }
    Ok(out)
}

/// `lyngk play LPN ACTION...`: the position after the actions.
///
/// # Errors
/// An unparsable position or action, or the first illegal action.
pub fn play(lpn: &str, actions: &[String]) -> Result<String, CliError> {
    let mut pos = parse_position(lpn)?;
    let parsed: Vec<Action> = actions
        .iter()
        .map(|a| {
            a.parse::<Action>()
                .map_err(|e| CliError::Parse(format!("invalid action '{a}': {e}")))
        })
        .collect::<Result<_, _>>()?;
    for (a, text) in parsed.into_iter().zip(actions) {
        pos.play(a)
            .map_err(|e| CliError::Illegal(format!("illegal action '{text}': {e}")))?;
    }
    Ok(format!("{pos}\n"))
}

/// Counts the action sequences of length `depth` from `pos`.
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actions = pos.legal_actions();
    if depth == 1 {
        return actions.len() as u64;
    }
    actions
        .into_iter()
        .map(|a| {
            let mut next = pos.clone();
            next.play_unchecked(a);
            perft(&next, depth - 1)
        })
        .sum()
}

/// `lyngk status LPN`: whether the game is over, the winner and the tie-break
/// vectors.
///
/// # Errors
/// An unparsable position.
pub fn status(lpn: &str) -> Result<String, CliError> {
    let pos = parse_position(lpn)?;
    let outcome = pos.outcome();
    let winner = match outcome {
        None => "none".to_string(),
        Some(Outcome::Draw) => "draw".to_string(),
        Some(Outcome::Win(p)) => p.to_string(),
    };
    let vec = |p: Player| {
        pos.score(p)
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    Ok(format!(
        "over: {}\nwinner: {winner}\nscore1: {}\nscore2: {}\n",
        if outcome.is_some() { "yes" } else { "no" },
        vec(Player::One),
        vec(Player::Two)
    ))
}

/// `lyngk new`: a start position.
#[must_use]
pub fn new_position(seed: u64, variant: Variant) -> String {
    format!("{}\n", Position::random_start(seed, variant))
}

/// The figures of a `selfplay` run.
#[derive(Debug, Clone, Copy, Default)]
pub struct SelfplayReport {
    /// Games played.
    pub games: u64,
    /// Actions played in all games.
    pub actions: u64,
    /// Wins of player 1, of player 2, and draws.
    pub wins: [u64; 2],
    /// Draws.
    pub draws: u64,
    /// Wall time in seconds.
    pub seconds: f64,
}

/// Plays `games` games of uniformly random legal actions, each from the start
/// position of its own seed (`seed`, `seed + 1`, …).
#[must_use]
pub fn selfplay(games: u64, seed: u64, variant: Variant) -> SelfplayReport {
    let mut rng = FastRng::seed_from_u64(seed ^ 0x5EED_5EED);
    let mut report = SelfplayReport {
        games,
        ..SelfplayReport::default()
    };
    let start = Instant::now();
    for g in 0..games {
        let mut pos = Position::random_start(seed.wrapping_add(g), variant);
        report.actions += random_playout(&mut pos, &mut rng) as u64;
        match pos.outcome() {
            Some(Outcome::Win(p)) => report.wins[p.index()] += 1,
            _ => report.draws += 1,
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}

impl SelfplayReport {
    /// The human-readable summary printed by `lyngk selfplay`.
    #[must_use]
    pub fn render(&self) -> String {
        let secs = self.seconds.max(1e-9);
        let games = self.games.max(1) as f64;
        format!(
            "games: {}\nactions: {}\nseconds: {:.3}\ngames/s: {:.0}\nactions/s: {:.0}\nmean length: {:.2}\nplayer 1 wins: {} ({:.1}%)\nplayer 2 wins: {} ({:.1}%)\ndraws: {} ({:.1}%)\n",
            self.games,
            self.actions,
            self.seconds,
            self.games as f64 / secs,
            self.actions as f64 / secs,
            self.actions as f64 / games,
            self.wins[0],
            100.0 * self.wins[0] as f64 / games,
            self.wins[1],
            100.0 * self.wins[1] as f64 / games,
            self.draws,
            100.0 * self.draws as f64 / games,
        )
    }
}

/// `lyngk ai LPN`: the computer's action, at a level or with a number of
/// iterations (a pure tree search).
///
/// # Errors
/// An unparsable position or level, or a finished game (an illegal request,
/// exit 1).
pub fn ai_action(
    lpn: &str,
    level: Option<&str>,
    iterations: Option<u32>,
    seed: u64,
) -> Result<String, CliError> {
    let pos = parse_position(lpn)?;
    let limits = match (level, iterations) {
        (_, Some(n)) => SearchLimits::iterations(n.max(1)),
        (Some(l), None) => l
            .parse::<Level>()
            .map_err(|e| CliError::Parse(e.to_string()))?
            .limits(),
        (None, None) => Level::Normal.limits(),
    };
    match ai::choose_action(&pos, limits, seed) {
        Some(action) => Ok(format!("{action}\n")),
        None => Err(CliError::Illegal(
            "the game is over: there is no action to choose".into(),
        )),
    }
}

/// What `lyngk arena` plays: two agent specs and the match around them.
#[derive(Clone, Copy, Debug)]
pub struct ArenaArgs<'a> {
    /// Player A's spec.
    pub a: &'a str,
    /// Player B's spec.
    pub b: &'a str,
    /// The most games.
    pub games: u32,
    /// The variant.
    pub variant: Variant,
    /// The seed of the first start position.
    pub seed: u64,
    /// Games played at once.
    pub jobs: usize,
    /// `ELO0,ELO1` of a sequential test, if any.
    pub sprt: Option<&'a str>,
}

/// A duration for people: milliseconds below ten seconds, else seconds.
fn human(d: std::time::Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 10_000.0 {
        format!("{ms:.0} ms")
    } else {
        format!("{:.1} s", ms / 1000.0)
    }
}

/// `lyngk arena`: up to `games` games between two agents (sides
/// alternated, `jobs` at a time), stopped early when the sequential test
/// decides, and the result from A's point of view: the score with its 95%
/// interval, the Elo difference with its interval, the test's ratio and
/// bounds, each side's mean and longest time per move, and the core time
/// the match cost. `progress` receives a line after every game, in order.
///
/// # Errors
/// An unparsable agent spec or SPRT bounds.
pub fn arena(args: &ArenaArgs<'_>, mut progress: impl FnMut(&str)) -> Result<String, CliError> {
    let parse = |s: &str| {
        s.parse::<Agent>()
            .map_err(|e| CliError::Parse(e.to_string()))
    };
    let (a, b) = (parse(args.a)?, parse(args.b)?);
    let sprt = args
        .sprt
        .map(str::parse::<ai::Sprt>)
        .transpose()
        .map_err(|e| CliError::Parse(e.to_string()))?;
    let config = ai::MatchConfig {
        a,
        b,
        games: args.games,
        variant: args.variant,
        seed: args.seed,
        jobs: args.jobs.max(1),
        sprt,
    };
    let games = args.games;
    let start = Instant::now();
    let report: ArenaReport = ai::run_arena(&config, |g, r| {
        let result = match g.result {
            ai::ArenaResult::Win => "win",
            ai::ArenaResult::Draw => "draw",
            ai::ArenaResult::Loss => "loss",
        };
        let llr = r
            .sprt
            .map(|s| format!(", LLR {:.2}", s.llr))
            .unwrap_or_default();
        progress(&format!(
            "game {}/{games}: {result} for {a} as player {}, {} actions; {}{llr}",
            g.index + 1,
            g.a_side,
            g.actions,
            r.summary(),
        ));
    });
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{a} vs {b}: {}, seed {}, up to {games} games, {} job{}{}",
        args.variant,
        args.seed,
        config.jobs,
        if config.jobs == 1 { "" } else { "s" },
        sprt.map(|t| format!(
            ", SPRT [{}, {}] alpha {} beta {}",
            t.elo0, t.elo1, t.alpha, t.beta
        ))
        .unwrap_or_default(),
    );
    let stopped = match report.sprt.and_then(|s| s.verdict) {
        Some(ai::Hypothesis::H1) => " (stopped by the test: H1 accepted)",
        Some(ai::Hypothesis::H0) => " (stopped by the test: H0 accepted)",
        None if report.sprt.is_some() => " (the cap, the test undecided)",
        None => "",
    };
    let _ = writeln!(out, "games: {}{stopped}", report.games());
    let _ = writeln!(out, "{a}: {}", report.summary());
    let _ = writeln!(out, "Elo difference: {}", report.elo());
    if let Some(s) = report.sprt {
        let (low, high) = s.test.bounds();
        let verdict = match s.verdict {
            Some(ai::Hypothesis::H1) => "H1 accepted",
            Some(ai::Hypothesis::H0) => "H0 accepted",
            None => "undecided",
        };
        let _ = writeln!(
            out,
            "LLR: {:.2} (bounds {low:.2}, {high:.2}): {verdict}",
            s.llr
        );
    }
    let _ = writeln!(
        out,
        "time per move: {a} mean {}, longest {}; {b} mean {}, longest {}",
        human(report.times[0].mean()),
        human(report.times[0].longest),
        human(report.times[1].mean()),
        human(report.times[1].longest),
    );
    let _ = writeln!(
        out,
        "mean length: {:.1} actions",
        report.actions as f64 / f64::from(report.games().max(1))
    );
    let _ = writeln!(
        out,
        "cost: {:.1} core-minutes ({:.1} minutes of wall time)",
        report.busy.as_secs_f64() / 60.0,
        start.elapsed().as_secs_f64() / 60.0,
    );
    Ok(out)
}
