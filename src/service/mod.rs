//! The game service: every user action, transport-agnostic. Plain ids in
//! ([`Actor`]), a [`Reply`] out (text, an optional picture, mentions,
//! buttons). Challenges, turns, passes, the end of the game, ratings,
//! statistics and turn timeouts live here; the rules come from the engine,
//! the SQL from storage, the pictures from the renderer.
//!
//! Every action on a game is serialised per channel inside the process and
//! runs in one write transaction that checks the game's expected ply, so two
//! actions at once (a double click, two processes) never both apply.
//!
//! It speaks no language: replies and errors are typed messages
//! ([`crate::i18n::Msg`], built in [`text`]) that front ends render in the
//! reader's language.
//!
//! This module must not import any transport (poise, serenity).

mod autocomplete;
mod challenges;
mod clock;
mod computer;
mod game;
mod picture;
mod ratings;
pub mod text;
mod turns;
mod types;
mod viewing;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::ai::Level;
use crate::engine::{Action, Color, Move, Outcome, Player, Point, Position, SplitMix64, Variant};
use crate::i18n::{Msg, Text};
use crate::storage::{ChallengeRow, Db, NewChallenge, NewGame, Tx};

use game::{Loaded, parse_move, parse_variant};
use picture::LastTurn;

/// The board in words for screen readers (typed messages).
pub use picture::alt_text as board_alt_text;
pub use types::{
    Actor, Button, COMPUTER, Clock, InternalError, ManualClock, Notice, Picture, Reply,
    ServiceError, SystemClock,
};

/// An unanswered challenge expires after this long.
pub const DEFAULT_CHALLENGE_TTL: Duration = Duration::from_secs(10 * 60);
/// The turn time limit of a guild that has not set one.
pub const DEFAULT_TURN_LIMIT: Duration = Duration::from_secs(24 * 60 * 60);

/// The shortest turn time limit a guild may set.
pub const MIN_TURN_LIMIT: Duration = Duration::from_secs(60);
/// The longest turn time limit a guild may set.
pub const MAX_TURN_LIMIT: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// The game service over one database.
pub struct Service {
    db: Db,
    clock: Arc<dyn Clock>,
    challenge_ttl_ms: i64,
    /// One lock per channel: actions in a channel run one at a time in this
    /// process (the ply check in the transaction covers other processes).
    locks: Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
}

type Res = Result<Reply, ServiceError>;

fn user_err<T>(msg: Msg) -> Result<T, ServiceError> {
    Err(ServiceError::User(msg))
}

fn ms_of(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// The humans among `users` (the computer is never pinged).
fn humans<const N: usize>(users: [u64; N]) -> Vec<u64> {
    let mut v: Vec<u64> = users.into_iter().filter(|&u| u != COMPUTER).collect();
    v.dedup();
    v
}

/// What the computer did, for the reply.
struct ComputerTurns {
    lines: Vec<Msg>,
    /// The computer's last turn, to highlight.
    last: Option<LastTurn>,
    pos: Position,
    users: [u64; 2],
}

/// How a game ended, for storage.
struct Ending {
    status: &'static str,
    result: Option<&'static str>,
    reason: &'static str,
}

impl Ending {
    fn win(p: Player, reason: &'static str) -> Ending {
        Ending {
            status: "finished",
            result: Some(if p == Player::One { "win1" } else { "win2" }),
            reason,
        }
    }

    fn of(outcome: Outcome, reason: &'static str) -> Ending {
        match outcome {
            Outcome::Win(p) => Ending::win(p, reason),
            Outcome::Draw => Ending {
                status: "finished",
                result: Some("draw"),
                reason,
            },
        }
    }
}

impl Service {
    /// Opens (creating and migrating) the database at `database_url`
    /// (`sqlite://lyngk.db`; the file is created on first start).
    ///
    /// # Errors
    /// The database can't be opened or migrated.
    pub async fn open(database_url: &str, clock: Arc<dyn Clock>) -> Result<Service, ServiceError> {
        let db = Db::open(database_url).await?;
        Ok(Service {
            db,
            clock,
            challenge_ttl_ms: ms_of(DEFAULT_CHALLENGE_TTL),
            locks: Mutex::new(HashMap::new()),
        })
    }

    /// Closes the database (waits for running queries).
    pub async fn close(&self) {
        self.db.close().await;
    }

    pub(super) fn now(&self) -> i64 {
        self.clock.now()
    }

    pub(super) async fn lock(&self, channel: u64) -> tokio::sync::OwnedMutexGuard<()> {
        let m = {
            let mut map = self
                .locks
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            Arc::clone(map.entry(channel).or_default())
        };
        m.lock_owned().await
    }

    pub(super) async fn turn_limit_ms(tx: &mut Tx, guild: u64) -> Result<i64, ServiceError> {
        Ok(tx
            .turn_limit(guild)
            .await?
            .unwrap_or_else(|| ms_of(DEFAULT_TURN_LIMIT)))
    }

    /// The picture of a position, or none when the renderer fails (the
    /// action has been stored by then: the failure is logged, not shown).
    /// Drawing takes milliseconds of CPU, so it runs on the blocking pool
    /// rather than stalling the async workers (and a Discord gateway).
    pub(super) async fn picture(pos: &Position, last: Option<LastTurn>) -> Option<Picture> {
        let pos = pos.clone();
        let drawn = tokio::task::spawn_blocking(move || picture::board(&pos, last.as_ref())).await;
        match drawn {
            Ok(Ok(p)) => Some(p),
            Ok(Err(e)) => {
                tracing::error!("board picture failed: {e}");
                None
            }
            Err(e) => {
                tracing::error!("board picture task failed: {e}");
                None
            }
        }
    }
}
