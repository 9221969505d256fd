//! The players an arena can pit against each other, named by a short spec:
//! `random`, `greedy`, a level (`easy`, `normal`, `hard`, `master`),
//! `hard-v1` (today's `hard` frozen), `mcts:N` (the live tree search, N
//! iterations, no solver), `rave:N` (the same with RAVE) or `uct:N` (the
//! plain UCT reference). A search's
//! spec may end in `/K` to divide its iterations and its solver budget by
//! K: `master/8` plays master at an eighth of its effort, so that a whole
//! table of matches runs at a short time control.

use std::fmt;
use std::str::FromStr;

use crate::engine::{Action, FastRng, Position};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

use super::tactics::scoring_action;
use super::uct::uct_action;
use super::v1::{self, HARD_V1};
use super::{Level, SearchLimits, search};

/// What kind of player an [`Agent`] is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    /// A uniformly random legal action (claims included).
    Random,
    /// Any action that scores at once (a point or a sudden-death win, or the
    /// claim that opens one), else a random one.
    Greedy,
    /// The tree search at a level (iterations only, see [`Agent::choose`]).
    Level(Level),
    /// The `hard` level as it was first measured, frozen.
    HardV1,
    /// The live tree search with this many iterations, no solver, no clock.
    Mcts(u32),
    /// The same with RAVE.
    Rave(u32),
    /// Plain UCT with this many iterations (see `uct`).
    Uct(u32),
}

/// A player for the arena: a kind and the divisor of its effort.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Agent {
    /// The player.
    pub kind: Kind,
    /// Its iterations and solver budget are divided by this (1: in full).
    pub scale: u32,
}

/// An agent spec that is not understood.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "unknown player '{0}': use random, greedy, easy, normal, hard, master, hard-v1, mcts:N, rave:N or uct:N; a search may end in /K for a K-th of its effort"
)]
pub struct ParseAgentError(pub String);

impl FromStr for Agent {
    type Err = ParseAgentError;

    fn from_str(s: &str) -> Result<Agent, ParseAgentError> {
        let err = || ParseAgentError(s.to_string());
        let lower = s.trim().to_ascii_lowercase();
        let (base, scale) = match lower.split_once('/') {
            Some((base, k)) => match k.parse::<u32>() {
                Ok(k) if k > 0 => (base, k),
                _ => return Err(err()),
            },
            None => (lower.as_str(), 1),
        };
        let count = |n: &str| match n.parse::<u32>() {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(err()),
        };
        let kind = if let Some(n) = base.strip_prefix("mcts:") {
            Kind::Mcts(count(n)?)
        } else if let Some(n) = base.strip_prefix("rave:") {
            Kind::Rave(count(n)?)
        } else if let Some(n) = base.strip_prefix("uct:") {
            Kind::Uct(count(n)?)
        } else {
            match base {
                "random" => Kind::Random,
                "greedy" => Kind::Greedy,
                "hard-v1" => Kind::HardV1,
                other => Kind::Level(other.parse::<Level>().map_err(|_| err())?),
            }
        };
        if scale > 1 && matches!(kind, Kind::Random | Kind::Greedy) {
            return Err(err()); // nothing to scale
        }
        Ok(Agent { kind, scale })
    }
}

impl fmt::Display for Agent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            Kind::Random => f.write_str("random")?,
            Kind::Greedy => f.write_str("greedy")?,
            Kind::Level(l) => write!(f, "{l}")?,
            Kind::HardV1 => f.write_str("hard-v1")?,
            Kind::Mcts(n) => write!(f, "mcts:{n}")?,
            Kind::Rave(n) => write!(f, "rave:{n}")?,
            Kind::Uct(n) => write!(f, "uct:{n}")?,
        }
        if self.scale > 1 {
            write!(f, "/{}", self.scale)?;
        }
        Ok(())
    }
}

impl Agent {
    /// The uniformly random player.
    pub const RANDOM: Agent = Agent::full(Kind::Random);
    /// The player that takes any immediate score.
    pub const GREEDY: Agent = Agent::full(Kind::Greedy);

    const fn full(kind: Kind) -> Agent {
        Agent { kind, scale: 1 }
    }

    /// A level in full.
    #[must_use]
    pub const fn level(level: Level) -> Agent {
        Agent::full(Kind::Level(level))
    }

    /// The live search with `iterations` iterations and no solver.
    #[must_use]
    pub const fn mcts(iterations: u32) -> Agent {
        Agent::full(Kind::Mcts(iterations))
    }

    /// The plain UCT reference with `iterations` iterations.
    #[must_use]
    pub const fn uct(iterations: u32) -> Agent {
        Agent::full(Kind::Uct(iterations))
    }

    /// Today's `hard`, frozen.
    pub const HARD_V1: Agent = Agent::full(Kind::HardV1);

    /// The same player at `1/scale` of its effort.
    #[must_use]
    pub const fn scaled(self, scale: u32) -> Agent {
        Agent {
            kind: self.kind,
            scale,
        }
    }

    /// The search limits this agent plays with (scaled, without the clock),
    /// `None` for the players that do not search with them.
    #[must_use]
    pub fn limits(&self) -> Option<SearchLimits> {
        let limits = match self.kind {
            Kind::Random | Kind::Greedy | Kind::Uct(_) => return None,
            Kind::Level(level) => level.limits(),
            Kind::HardV1 => HARD_V1,
            Kind::Mcts(n) => SearchLimits::iterations(n),
            Kind::Rave(n) => SearchLimits {
                rave: super::mcts::RAVE,
                ..SearchLimits::iterations(n)
            },
        };
        Some(
            SearchLimits {
                max_time: None,
                ..limits
            }
            .scaled(self.scale),
        )
    }

    /// This agent's action in `position`, or `None` when the game is over.
    /// Deterministic for a seed: levels play here by their iteration count
    /// alone, without their wall-time cap, so that a match replays
    /// identically however busy the machine is.
    #[must_use]
    pub fn choose(&self, position: &Position, seed: u64) -> Option<Action> {
        match self.kind {
            Kind::Random => {
                let actions = position.legal_actions();
                let mut rng = FastRng::seed_from_u64(seed);
                actions.choose(&mut rng).copied()
            }
            Kind::Greedy => {
                let actions = position.legal_actions();
                if actions.is_empty() {
                    return None;
                }
                let mut rng = FastRng::seed_from_u64(seed);
                Some(
                    scoring_action(position, &actions, &mut rng)
                        .unwrap_or_else(|| *actions.choose(&mut rng).expect("not empty")),
                )
            }
            Kind::Uct(n) => uct_action(position, (n / self.scale).max(1), seed),
            Kind::HardV1 => v1::search(position, &self.limits()?, seed),
            Kind::Level(_) | Kind::Mcts(_) | Kind::Rave(_) => {
                search(position, &self.limits()?, seed)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn specs_parse_and_print_back() {
        for spec in [
            "random",
            "greedy",
            "easy",
            "normal",
            "hard",
            "hard-v1",
            "mcts:250",
            "uct:4000",
            "hard/8",
            "hard-v1/8",
            "uct:4000/8",
            "mcts:250/2",
        ] {
            let agent: Agent = spec.parse().expect(spec);
            assert_eq!(agent.to_string(), spec);
        }
        assert_eq!("HARD".parse(), Ok(Agent::level(Level::Hard)));
        assert_eq!("hard/1".parse(), Ok(Agent::level(Level::Hard)));
        for bad in [
            "", "mcts:", "mcts:0", "mcts:-3", "strong", "mcts:x", "uct:", "hard/0", "hard/",
            "hard/x", "hard/-2", "random/2", "greedy/4", "/8", "hard/8/2",
        ] {
            assert!(bad.parse::<Agent>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_scale_divides_iterations_and_solver_budget() {
        let hard: Agent = "hard/8".parse().expect("spec");
        let full = Level::Hard.limits();
        let limits = hard.limits().expect("a search");
        assert_eq!(limits.iterations, full.iterations / 8);
        assert_eq!(limits.solver_nodes, full.solver_nodes / 8);
        assert_eq!(limits.max_time, None, "the arena plays without the clock");
        let v1: Agent = "hard-v1/4".parse().expect("spec");
        assert_eq!(
            v1.limits().map(|l| (l.iterations, l.solver_nodes)),
            Some((2_500, 50_000))
        );
        let mcts: Agent = "mcts:100/8".parse().expect("spec");
        assert_eq!(mcts.limits().map(|l| l.iterations), Some(12));
        // Never below one iteration.
        let tiny: Agent = "mcts:3/8".parse().expect("spec");
        assert_eq!(tiny.limits().map(|l| l.iterations), Some(1));
        assert_eq!(Agent::RANDOM.limits(), None);
    }

    #[test]
    fn greedy_scores_when_it_can_and_random_plays_legally() {
        // After random play to the middle of the game, whenever a scoring
        // move exists greedy plays one (or the claim that opens one).
        let mut pos = Position::random_start(8, crate::engine::Variant::Standard);
        let mut rng = FastRng::seed_from_u64(2);
        let mut scored = 0;
        while !pos.is_over() {
            let actions = pos.legal_actions();
            let chosen = Agent::GREEDY
                .choose(&pos, rng.next_u64())
                .expect("not over");
            assert!(pos.is_legal(&chosen));
            if actions
                .iter()
                .any(|&a| super::super::tactics::scores(&pos, a))
            {
                assert!(
                    super::super::tactics::scores(&pos, chosen),
                    "{pos}: {chosen}"
                );
                scored += 1;
            }
            let random = Agent::RANDOM
                .choose(&pos, rng.next_u64())
                .expect("not over");
            assert!(pos.is_legal(&random));
            pos.play(chosen).expect("legal");
        }
        assert!(scored > 0, "greedy never had a point to take");
    }
}
