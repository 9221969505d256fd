//! The storage contract, checked on SQLite and (when a server is configured,
//! see [`super::testing`]) on PostgreSQL, one file per surface: each test
//! written for every backend is two tests, `name::sqlite` and
//! `name::postgres` ([`backends!`]).

use super::{Db, NewChallenge, NewGame, Result, Tx};
use crate::engine::Variant;
use crate::ids::{ChannelId, GameId, GuildId, Seat, UserId};
use crate::time::Timestamp;

/// Makes the test function `name` (`async fn name(t: TestDb)`) two tests,
/// one per database: `name::sqlite` on a new SQLite file and
/// `name::postgres` on a new PostgreSQL database, which passes with a note
/// on standard error when no server is configured (see [`super::testing`]).
macro_rules! backends {
    ($name:ident) => {
        mod $name {
            #[tokio::test]
            async fn sqlite() {
                super::$name(crate::storage::testing::TestDb::sqlite()).await;
            }

            #[tokio::test]
            async fn postgres() {
                // As libtest names it: the path without the crate.
                let test = concat!(module_path!(), "::postgres");
                let test = test.split_once("::").map_or(test, |(_, t)| t);
                if let Some(t) = crate::storage::testing::TestDb::postgres(test).await {
                    super::$name(t).await;
                }
            }
        }
    };
}

/// A member (a snowflake: never 0).
pub(super) const fn user(n: u64) -> UserId {
    UserId::new(n)
}

/// A member's seat at a board.
pub(super) const fn seat(n: u64) -> Seat {
    Seat::Human(user(n))
}

/// A server, as the storage takes it (`None`: a game without one).
pub(super) const fn guild(n: u64) -> Option<GuildId> {
    Some(GuildId::new(n))
}

pub(super) const fn channel(n: u64) -> ChannelId {
    ChannelId::new(n)
}

/// The instant `ms` milliseconds after the epoch: the tests' times are
/// small numbers, the columns the same as the bot's.
pub(super) const fn at(ms: i64) -> Timestamp {
    Timestamp::from_millis(ms)
}

/// A game between two members: player 1 has the largest snowflake, which a
/// column keeps only bit for bit.
pub(super) fn game<'a>(channel: ChannelId) -> NewGame<'a> {
    NewGame {
        guild: guild(1),
        channel,
        challenge: None,
        variant: Variant::Standard,
        seed: -5,
        start_lpn: "x",
        player1: seat(u64::MAX),
        player2: seat(2),
        now: at(10),
        warn_at: at(20),
        deadline_at: at(30),
        ai_level: None,
    }
}

/// A challenge from member 3 to a member above `i64::MAX`, in a server
/// above it too.
pub(super) fn challenge(channel: ChannelId) -> NewChallenge {
    NewChallenge {
        guild: guild(u64::MAX),
        channel,
        challenger: user(3),
        opponent: Some(user(u64::MAX - 1)),
        variant: Variant::SixStack,
        created_at: at(100),
        expires_at: at(200),
        rematch_of: None,
    }
}

/// Whether the schema refuses `$write` (an expression using the write
/// transaction `$tx`), tried in a transaction of its own, which is then rolled
/// back: on PostgreSQL a failed statement ends its transaction, and on SQLite
/// an open write transaction keeps the write lock.
macro_rules! refused {
    ($db:expr, |$tx:ident| $write:expr) => {{
        let mut $tx = $db.begin().await.unwrap();
        let result = $write.await;
        drop($tx);
        result.is_err()
    }};
}

/// Runs `sql` with `id` bound to `$1` in `tx`, past the typed API.
pub(super) async fn raw(tx: &mut Tx, sql: &'static str, id: i64) -> Result<u64> {
    Ok(on_conn!(tx, |c| sqlx::query(sql)
        .bind(id)
        .execute(c)
        .await?
        .rows_affected()))
}

/// Stores one game in its own transaction and returns its id.
pub(super) async fn stored_game(db: &Db, channel: ChannelId) -> GameId {
    let mut tx = db.begin().await.unwrap();
    let id = tx.insert_game(&game(channel)).await.unwrap();
    tx.commit().await.unwrap();
    id
}

mod backup;
mod challenges;
mod command_guilds;
mod db;
mod explorations;
mod games;
mod kept;
mod migrations;
mod ratings;
mod tls;
mod values;
