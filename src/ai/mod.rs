//! The computer opponent: a Monte Carlo tree search (UCT) over the engine's
//! legal actions, with random playouts and an exact endgame solver, plus the
//! simple reference players and the arena that measures them against each
//! other.
//!
//! This layer is pure: it depends only on `crate::engine`, does no I/O and
//! must not import tokio, sqlx, poise, serenity, image or any higher layer.
//! A search is CPU-bound and synchronous; the service runs it on its bounded
//! CPU pool (`service::pool`) so other games never wait.
//! The only clock it reads is `std::time::Instant`, for the optional
//! wall-time bound.

mod agent;
mod arena;
pub mod calibrate;
pub mod eval;
mod fast;
mod mcts;
pub mod mining;
pub mod puzzle;
mod solver;
mod sprt;
mod tactics;
mod uct;
mod v1;

pub use agent::{Agent, Kind, ParseAgentError};
pub use arena::{
    ArenaReport, ArenaResult, GameRecord, Interval, MatchConfig, MoveTimes, SprtStatus, run_arena,
};
pub use mcts::{ANALYSIS_LIMITS, Assessment, SearchLimits, assess, search};
pub use sprt::{
    EloEstimate, Hypothesis, ParseSprtError, Results, Sprt, elo_of_score, score_of_elo,
};
pub use uct::EXPLORATION as UCT_EXPLORATION;

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use crate::engine::{Action, Position};

/// How strongly the computer plays. Each level is bounded by a number of
/// search iterations (so its moves are reproducible for a seed), with a
/// wall-time cap as a safety net on slow machines. `hard` and `master`
/// search with RAVE, which plays about 70% against the plain search at
/// equal iterations (`docs/dev/arena/`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    /// A short search: plays sensible moves, misses plans.
    Easy,
    /// A medium search and a small endgame solver.
    Normal,
    /// A long search and a large endgame solver.
    Hard,
    /// The strongest: a search of two to three seconds a move.
    Master,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Normal, Level::Hard, Level::Master];

    /// The search limits that define this level.
    #[must_use]
    pub const fn limits(self) -> SearchLimits {
        match self {
            Level::Easy => SearchLimits {
                iterations: 200,
                max_time: Some(Duration::from_secs(2)),
                solver_nodes: 0,
                rave: 0,
            },
            Level::Normal => SearchLimits {
                iterations: 2_000,
                max_time: Some(Duration::from_secs(2)),
                solver_nodes: 20_000,
                rave: 0,
            },
            Level::Hard => SearchLimits {
                iterations: 8_000,
                max_time: Some(Duration::from_secs(1)),
                solver_nodes: 200_000,
                rave: mcts::RAVE,
            },
            Level::Master => SearchLimits {
                iterations: 40_000,
                max_time: Some(Duration::from_secs(3)),
                solver_nodes: 500_000,
                rave: mcts::RAVE,
            },
        }
    }

    /// The lower-case name used on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
            Level::Master => "master",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is none of `easy`, `normal`, `hard`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown level '{0}': use easy, normal, hard or master")]
pub struct ParseLevelError(pub String);

impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Level, ParseLevelError> {
        match s.to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "normal" | "medium" => Ok(Level::Normal),
            "hard" => Ok(Level::Hard),
            "master" => Ok(Level::Master),
            _ => Err(ParseLevelError(s.to_string())),
        }
    }
}

impl From<Level> for SearchLimits {
    fn from(level: Level) -> SearchLimits {
        level.limits()
    }
}

/// The action the computer plays in `position`, or `None` when the game is
/// over. Takes a [`Level`] or explicit [`SearchLimits`]. Iteration-bounded
/// searches are deterministic: the same position, limits and seed give the
/// same action.
#[must_use]
pub fn choose_action(
    position: &Position,
    limits: impl Into<SearchLimits>,
    seed: u64,
) -> Option<Action> {
    search(position, &limits.into(), seed)
}
