//! The players an arena can pit against each other, named by a short spec:
//! `random`, `greedy`, `easy`, `normal`, `hard`, or `mcts:N` (a pure tree
//! search of N iterations).

use std::fmt;
use std::str::FromStr;

use crate::engine::{Action, FastRng, Position};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

use super::tactics::scoring_action;
use super::{Level, SearchLimits, search};

/// A player for the arena.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Agent {
    /// A uniformly random legal action (claims included).
    Random,
    /// Any action that scores at once (a point or a sudden-death win, or the
    /// claim that opens one), else a random one.
    Greedy,
    /// The tree search at a level (iterations only, see [`Agent::choose`]).
    Level(Level),
    /// A pure tree search of this many iterations (no solver, no clock).
    Mcts(u32),
}

/// An agent spec that is not understood.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown player '{0}': use random, greedy, easy, normal, hard or mcts:N")]
pub struct ParseAgentError(pub String);

impl FromStr for Agent {
    type Err = ParseAgentError;

    fn from_str(s: &str) -> Result<Agent, ParseAgentError> {
        let lower = s.trim().to_ascii_lowercase();
        if let Some(n) = lower.strip_prefix("mcts:") {
            return match n.parse::<u32>() {
                Ok(n) if n > 0 => Ok(Agent::Mcts(n)),
                _ => Err(ParseAgentError(s.to_string())),
            };
        }
        match lower.as_str() {
            "random" => Ok(Agent::Random),
            "greedy" => Ok(Agent::Greedy),
            other => other
                .parse::<Level>()
                .map(Agent::Level)
                .map_err(|_| ParseAgentError(s.to_string())),
        }
    }
}

impl fmt::Display for Agent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Agent::Random => f.write_str("random"),
            Agent::Greedy => f.write_str("greedy"),
            Agent::Level(l) => write!(f, "{l}"),
            Agent::Mcts(n) => write!(f, "mcts:{n}"),
        }
    }
}

impl Agent {
    /// This agent's action in `position`, or `None` when the game is over.
    /// Deterministic for a seed: levels play here by their iteration count
    /// alone, without their wall-time cap.
    #[must_use]
    pub fn choose(&self, position: &Position, seed: u64) -> Option<Action> {
        match self {
            Agent::Random => {
                let actions = position.legal_actions();
                if actions.is_empty() {
                    return None;
                }
                let mut rng = FastRng::seed_from_u64(seed);
                Some(*actions.choose(&mut rng).expect("not empty"))
            }
            Agent::Greedy => {
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
            // Without the clock: a match must replay identically however
            // busy the machine is.
            Agent::Level(level) => {
                let limits = SearchLimits {
                    max_time: None,
                    ..level.limits()
                };
                search(position, &limits, seed)
            }
            Agent::Mcts(n) => search(position, &SearchLimits::iterations(*n), seed),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::Rng;

    #[test]
    fn specs_parse_and_print_back() {
        for spec in ["random", "greedy", "easy", "normal", "hard", "mcts:250"] {
            let agent: Agent = spec.parse().expect(spec);
            assert_eq!(agent.to_string(), spec);
        }
        assert_eq!("HARD".parse(), Ok(Agent::Level(Level::Hard)));
        for bad in ["", "mcts:", "mcts:0", "mcts:-3", "strong", "mcts:x"] {
            assert!(bad.parse::<Agent>().is_err(), "{bad}");
        }
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
            let chosen = Agent::Greedy
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
            let random = Agent::Random
                .choose(&pos, rng.next_u64())
                .expect("not over");
            assert!(pos.is_legal(&random));
            pos.play(chosen).expect("legal");
        }
        assert!(scored > 0, "greedy never had a point to take");
    }
}
