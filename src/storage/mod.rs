//! Storage: the only place that knows SQL. A [`Db`] holds a private SQLite
//! pool; each table has its own file with the queries that touch it. Games
//! are kept as their seed and start position plus an action log, so the
//! position is rebuilt by replay. Discord ids are plain `u64` above this
//! layer and `INTEGER` (`i64`, bit for bit) in the database.
//!
//! Every write the service makes goes through a [`Tx`] (one user action = one
//! transaction), opened with `BEGIN IMMEDIATE` so that two writers never both
//! read a game and then race to update it. This module must not import the
//! service, the renderer or any transport.

mod actions;
mod challenges;
mod games;
mod ratings;
mod settings;

use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqlitePool, Transaction};

pub use actions::ActionRow;
pub use challenges::{ChallengeRow, NewChallenge};
pub use games::{FinishedGame, GameRow, NewGame};
pub use ratings::RatingRow;

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("database: {0}")]
    Sqlx(#[from] sqlx::Error),
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
}

/// Result of a storage call.
pub type Result<T, E = StorageError> = std::result::Result<T, E>;

/// The database: a pool of SQLite connections to one file.
#[derive(Clone, Debug)]
pub struct Db {
    pool: SqlitePool,
}

/// A Discord id as stored (bit-for-bit, so every `u64` round-trips).
#[inline]
pub(crate) const fn to_db(id: u64) -> i64 {
    id as i64
}

/// A stored id back as a Discord id.
#[inline]
pub(crate) const fn from_db(id: i64) -> u64 {
    id as u64
}

impl Db {
    /// Opens (creating it if needed) the database at `url` (`sqlite://lyngk.db`,
    /// `sqlite::memory:`), switches on WAL, a busy timeout and foreign keys,
    /// and runs the embedded migrations.
    ///
    /// # Errors
    /// The file can't be opened or a migration fails.
    pub async fn open(url: &str) -> Result<Db> {
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .busy_timeout(Duration::from_secs(5))
            .foreign_keys(true);
        // An in-memory database exists once per connection: keep it to one.
        let max = if url.contains(":memory:") { 1 } else { 8 };
        let pool = SqlitePoolOptions::new()
            .max_connections(max)
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Db { pool })
    }

    /// Starts a write transaction (`BEGIN IMMEDIATE`: the write lock is taken
    /// at once, so a read-then-write never fails half-way on a busy database).
    ///
    /// # Errors
    /// The database is unavailable or stays locked past the busy timeout.
    pub async fn begin(&self) -> Result<Tx> {
        Ok(Tx(self.pool.begin_with("BEGIN IMMEDIATE").await?))
    }

    /// Starts a read-only transaction (a consistent snapshot; no write lock).
    ///
    /// # Errors
    /// The database is unavailable.
    pub async fn read(&self) -> Result<Tx> {
        Ok(Tx(self.pool.begin().await?))
    }

    /// Closes every connection (waits for running queries).
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// One transaction; the per-table files add their queries to it.
pub struct Tx(Transaction<'static, Sqlite>);

impl Tx {
    /// Makes every change of the transaction permanent.
    ///
    /// # Errors
    /// The commit fails (the changes are then rolled back).
    pub async fn commit(self) -> Result<()> {
        self.0.commit().await?;
        Ok(())
    }
}

/// The database URL from `DATABASE_URL`, or `sqlite://lyngk.db`.
#[must_use]
pub fn database_url_from_env() -> String {
    std::env::var("DATABASE_URL").unwrap_or_else(|_| "sqlite://lyngk.db".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn open_file() -> (tempfile::TempDir, Db) {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let db = Db::open(&url).await.unwrap();
        (dir, db)
    }

    fn game<'a>(channel: u64) -> NewGame<'a> {
        NewGame {
            guild: 1,
            channel,
            challenge: None,
            variant: "standard",
            seed: -5,
            start_lpn: "x",
            player1: u64::MAX,
            player2: 2,
            now: 10,
            warn_at: 20,
            deadline_at: 30,
            ai_level: None,
        }
    }

    #[tokio::test]
    async fn the_file_is_created_in_wal_mode_with_foreign_keys() {
        let (dir, db) = open_file().await;
        assert!(dir.path().join("t.db").exists());
        let mut tx = db.read().await.unwrap();
        let (mode,): (String,) = sqlx::query_as("PRAGMA journal_mode")
            .fetch_one(&mut *tx.0)
            .await
            .unwrap();
        let (fk,): (i64,) = sqlx::query_as("PRAGMA foreign_keys")
            .fetch_one(&mut *tx.0)
            .await
            .unwrap();
        assert_eq!((mode.as_str(), fk), ("wal", 1));
    }

    #[tokio::test]
    async fn one_active_game_per_channel_and_one_action_per_ply() {
        let (_dir, db) = open_file().await;
        let mut tx = db.begin().await.unwrap();
        let id = tx.insert_game(&game(7)).await.unwrap();
        assert!(tx.insert_game(&game(7)).await.is_err());
        tx.insert_game(&game(8)).await.unwrap();
        tx.insert_action(id, 0, "C3-E5", Some(u64::MAX), 11)
            .await
            .unwrap();
        assert!(tx.insert_action(id, 0, "D4-E5", Some(2), 12).await.is_err());
        // An action of a game that doesn't exist breaks the foreign key.
        assert!(tx.insert_action(999, 0, "C3-E5", None, 12).await.is_err());
        // Ids round-trip bit for bit, u64::MAX included.
        let g = tx.active_game(7).await.unwrap().unwrap();
        assert_eq!((g.player1(), g.player2(), g.seed), (u64::MAX, 2, -5));
        let log = tx.actions(id).await.unwrap();
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].user(), Some(u64::MAX));
        // A stale ply changes nothing; ending frees the channel.
        assert!(!tx.advance_game(id, 5, 6, 1, 2, 3).await.unwrap());
        assert!(
            tx.end_game(id, 0, 1, "finished", Some("win1"), "resign", 40)
                .await
                .unwrap()
        );
        assert!(
            !tx.end_game(id, 1, 1, "finished", Some("win2"), "resign", 41)
                .await
                .unwrap()
        );
        tx.insert_game(&game(7)).await.unwrap();
        tx.commit().await.unwrap();
    }
}
