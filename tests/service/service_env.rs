//! What the service's test files share: the ids of one guild, channel and
//! its players, random playouts, and a service with a manual clock (reopened to simulate a
//! restart) on each database the machine offers: a SQLite file in a
//! temporary directory, and a PostgreSQL database of its own when
//! `LYNGK_TEST_POSTGRES_URL` names a server (skipped with a note otherwise).
//! [`backends!`] makes one test per database of a test function.

#![allow(dead_code)] // each test file uses its own part of it

use std::sync::Arc;

pub use lyngk::time::Timestamp;
pub use std::time::Duration;

use lyngk::engine::{Action, FastRng, Position};
use lyngk::ids::{ChannelId, GuildId, UserId};
use lyngk::service::{Actor, Clock, ManualClock, Service};
use lyngk::storage::testing::{self, TestDb};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

pub const GUILD: GuildId = GuildId::new(1_000_000_000_000_000_001);
pub const CHANNEL: ChannelId = ChannelId::new(900_000_000_000_000_002);
pub const ALICE: UserId = UserId::new(100_000_000_000_000_011);
pub const BOB: UserId = UserId::new(100_000_000_000_000_022);
pub const CAROL: UserId = UserId::new(100_000_000_000_000_033);
pub const T0: Timestamp = Timestamp::from_millis(1_800_000_000_000);
pub const HOUR: Duration = Duration::from_secs(3600);

/// A plain member of the test guild in the test channel.
pub fn actor(user: UserId) -> Actor {
    Actor::member(Some(GUILD), CHANNEL, user)
}

/// A database and a clock that outlive the services opened on them.
pub struct Env {
    pub db: TestDb,
    pub clock: Arc<ManualClock>,
}

/// Makes the test function `name` (`async fn name(env: Env)`) two tests,
/// one per database: `name::sqlite` on a new SQLite file and
/// `name::postgres` on a new PostgreSQL database, which passes with a note
/// on standard error when no server is configured (see
/// `lyngk::storage::testing`). `backends!(#[tokio::test(flavor = …)] name)`
/// gives both another runtime.
macro_rules! backends {
    ($(#[$test:meta])+ $name:ident) => {
        mod $name {
            $(#[$test])+
            async fn sqlite() {
                super::$name(crate::service_env::Env::sqlite()).await;
            }

            $(#[$test])+
            async fn postgres() {
                // As libtest names it: the path without the crate.
                let test = concat!(module_path!(), "::postgres");
                let test = test.split_once("::").map_or(test, |(_, t)| t);
                if let Some(env) = crate::service_env::Env::postgres(test).await {
                    super::$name(env).await;
                }
            }
        }
    };
    ($name:ident) => {
        crate::service_env::backends!(#[tokio::test] $name);
    };
}
pub(crate) use backends;

impl Env {
    /// On a new PostgreSQL database, or `None` (and a note naming `test`)
    /// when no server is configured: see [`TestDb::postgres`].
    pub async fn postgres(test: &str) -> Option<Env> {
        crate::spans::install();
        Some(Env {
            db: TestDb::postgres(test).await?,
            clock: Arc::new(ManualClock::new(T0)),
        })
    }

    /// On a new SQLite file.
    pub fn sqlite() -> Env {
        crate::spans::install();
        Env {
            db: TestDb::sqlite(),
            clock: Arc::new(ManualClock::new(T0)),
        }
    }

    pub fn url(&self) -> String {
        self.db.url().to_owned()
    }

    /// Runs `sql` (with `$1`, `$2`… bound to `params`) on the database past
    /// the service: see [`testing::execute`].
    pub async fn execute(&self, sql: &str, params: &[i64]) -> u64 {
        testing::execute(self.db.url(), sql, params).await
    }

    pub async fn open(&self) -> Service {
        let clock: Arc<dyn Clock> = self.clock.clone();
        Service::open(&self.url(), clock).await.unwrap()
    }
}

/// The position of the game in the test channel.
pub async fn current(svc: &Service) -> Position {
    svc.viewing()
        .board(actor(ALICE))
        .await
        .unwrap()
        .position
        .unwrap()
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

/// A random playout from `pos` chosen by `pred` among seeds.
pub fn playout_where(pos: &Position, pred: impl Fn(&Position, &[Action]) -> bool) -> Vec<Action> {
    for seed in 0..10_000 {
        let mut p = pos.clone();
        let mut rng = FastRng::seed_from_u64(seed);
        let mut actions = Vec::new();
        loop {
            let legal = p.legal_actions();
            if legal.is_empty() {
                break;
            }
            let a = *legal.choose(&mut rng).expect("not empty");
            p.play(a).unwrap();
            actions.push(a);
        }
        if pred(&p, &actions) {
            return actions;
        }
    }
    panic!("no playout found");
}
