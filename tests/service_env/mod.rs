//! What the service's test files share: the ids of one guild, channel and
//! its players, and a service on a SQLite file in a temporary directory with
//! a manual clock (reopened to simulate a restart).

#![allow(dead_code)] // each test file uses its own part of it

use std::sync::Arc;

use lyngk::engine::{Action, Position};
use lyngk::service::{Actor, Clock, ManualClock, Service};
use tempfile::TempDir;

pub const GUILD: u64 = 1_000_000_000_000_000_001;
pub const CHANNEL: u64 = 900_000_000_000_000_002;
pub const ALICE: u64 = 100_000_000_000_000_011;
pub const BOB: u64 = 100_000_000_000_000_022;
pub const CAROL: u64 = 100_000_000_000_000_033;
pub const T0: i64 = 1_800_000_000_000;
pub const HOUR: i64 = 3_600_000;

/// A plain member of the test guild in the test channel.
pub fn actor(user: u64) -> Actor {
    Actor::member(GUILD, CHANNEL, user)
}

/// A database file and a clock that outlive the services opened on them.
pub struct Env {
    pub dir: TempDir,
    pub clock: Arc<ManualClock>,
}

impl Env {
    pub fn new() -> Env {
        Env {
            dir: tempfile::tempdir().unwrap(),
            clock: Arc::new(ManualClock::new(T0)),
        }
    }

    pub fn url(&self) -> String {
        format!("sqlite://{}", self.dir.path().join("lyngk.db").display())
    }

    pub async fn open(&self) -> Service {
        let clock: Arc<dyn Clock> = self.clock.clone();
        Service::open(&self.url(), clock).await.unwrap()
    }
}

/// The position of the game in the test channel.
pub async fn current(svc: &Service) -> Position {
    svc.board(actor(ALICE)).await.unwrap().position.unwrap()
}

/// The first plain move (no claim) of the player to move, in notation.
pub fn first_move(pos: &Position) -> String {
    pos.legal_actions()
        .into_iter()
        .find_map(|a| match a {
            Action::Move(m) => Some(m.to_string()),
            _ => None,
        })
        .expect("a move without a claim")
}
