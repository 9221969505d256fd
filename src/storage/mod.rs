//! Storage: the only module that knows SQL. A [`Db`] over SQLite or
//! PostgreSQL, and one file per table with the queries that touch it. Games
//! are kept as their seed and start position plus an action log, so the
//! position is rebuilt by replay. Above this layer ids and times have types
//! (`crate::ids`: `UserId`, `GameId`, `TakebackId`…, `Option<GuildId>` for a
//! guild that may be missing; `crate::time::Timestamp` for an instant, std's
//! `Duration` for a length); in the database every one is a signed 64-bit
//! integer, converted in one place, `ids.rs`: a snowflake bit for bit, no
//! guild and the computer's seat as 0, an instant or a length in
//! milliseconds.
//!
//! [`Db::open`] chooses the backend from the URL; the rest of the program
//! never knows which one it talks to. Each query is written once (with `$1`,
//! `$2`… placeholders, which both drivers accept) and compiled for both
//! drivers by [`on_conn!`]; only where the SQL must differ is it spelled per
//! backend. Every write the service makes goes through a write [`Tx`] (one
//! user action = one transaction), so that two writers never both read a game
//! and then race to update it:
//!
//! * **SQLite** (`sqlite://FILE`, the embedded default): the file is created on
//!   first start, in WAL mode with a 5 s busy timeout and foreign keys on. A
//!   write transaction is `BEGIN IMMEDIATE`: it takes the database's write lock
//!   at once, so writers queue one after the other. A read transaction is a
//!   plain `BEGIN` (a snapshot from its first read). Migrations come from
//!   `migrations/sqlite/`.
//! * **PostgreSQL** (`postgres://…` or `postgresql://…`): a write transaction
//!   is a plain `BEGIN` (read committed) in which every query that loads games
//!   or challenges ends in `FOR UPDATE`: the rows it reads stay locked until
//!   the commit, so writers of the same game queue one after the other while
//!   the rest of the database stays free. A read transaction is
//!   `REPEATABLE READ, READ ONLY` (one snapshot, and a write there fails).
//!   Migrations come from `migrations/postgres/`: the same versions, tables,
//!   checks and uniqueness rules in PostgreSQL's types (`BIGINT` ids and
//!   identity keys, `DOUBLE PRECISION`, `BOOLEAN`). The URL's TLS parameters
//!   (`sslmode`, `sslrootcert`) are honoured as libpq defines them, and a
//!   connection refused for a cause the URL can fix names it (`connect.rs`).
//!
//! On both, the rules that must never break are constraints: one open
//! challenge and one active game per channel, one open takeback request per
//! game, one standing action per ply, one tournament not over per channel, one
//! row per round of a tournament (partial unique indexes and keys). Migrations run at start; a database
//! migrated by a newer release is refused with [`StorageError::NewerSchema`].
//!
//! Columns that hold one of a few names (statuses, results, end reasons,
//! variants, computer levels) are Rust enums in the rows (`kinds.rs`); a
//! value outside them never passes as a string.
//!
//! This module must not import the service, the renderer or any transport.

mod actions;
mod analyses;
mod challenges;
mod command_guilds;
mod connect;
mod explorations;
mod games;
mod ids;
mod imported;
mod kept;
mod kinds;
mod lessons;
mod migrations;
mod mistakes;
#[cfg(any(test, feature = "test-support"))]
mod page_limit;
mod pairings;
mod puzzles;
mod ratings;
mod settings;
mod takebacks;
#[cfg(any(test, feature = "test-support"))]
pub mod testing;
mod tournaments;

use std::path::Path;
use std::str::FromStr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use sqlx::migrate::MigrateError;
use sqlx::pool::PoolConnection;
use sqlx::postgres::{PgPoolOptions, PgRow};
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteRow, SqliteSynchronous,
};
use sqlx::{Executor, FromRow, PgPool, Postgres, Sqlite, SqlitePool};

pub use actions::{ActionRow, LoggedAction};
pub use analyses::AnalysedGame;
pub use challenges::{ChallengeRow, NewChallenge, ResponseToken};
pub use connect::ConnectError;
pub use explorations::{ExplorationRow, KEPT_PER_MEMBER, NewExploration};
pub use games::{FinishedGame, GameRow, GamesOf, NewGame, Plies, TurnClock};
pub use imported::{ImportedGameRow, NewImportedGame};
pub use kept::{KeptPostRow, NewKeptPost};
pub use lessons::LessonRow;
pub use mistakes::{MistakeRow, NewMistake};
pub use pairings::{NewPairing, PairingRow};
pub use puzzles::{NewPuzzle, PuzzlePlayerRow, PuzzleRow};
pub use ratings::{GuildRecord, RatingPoint, RatingRow};
pub use takebacks::{NewTakeback, TakebackRow};
pub use tournaments::{EntrantRow, NewTournament, RoundRow, TournamentRow};

use migrations::{POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS};

/// A storage failure.
#[derive(Debug, thiserror::Error)]
pub enum StorageError {
    #[error("database: {0}")]
    Sqlx(sqlx::Error),
    /// A uniqueness rule refused a write: another transaction stored the same
    /// thing first (two processes opening a game in one channel at once).
    /// SQLite's write lock lets one writer at a time read and decide, so
    /// there the second one sees the first one's row instead; PostgreSQL
    /// lets both read and decide, and the index stops the second.
    #[error("already stored by another action: {0}")]
    Taken(sqlx::Error),
    #[error("migration: {0}")]
    Migrate(MigrateError),
    /// A PostgreSQL connection that can't be made for a reason
    /// `DATABASE_URL` can fix (TLS, the server's certificate): the message
    /// names it.
    #[error("{0}")]
    Connect(#[from] ConnectError),
    #[error(
        "the database was migrated by a newer release of lyngk (its migration {0} is unknown to this one): run that release or a newer one, or restore a backup taken before the upgrade"
    )]
    NewerSchema(i64),
    #[error("DATABASE_URL must start with sqlite:// or postgres:// (or postgresql://), not {0:?}")]
    UnknownBackend(String),
    #[error("{0} already exists: a backup never overwrites a file, choose a new name")]
    BackupExists(String),
    #[error(
        "lyngk backs up only SQLite databases; back up PostgreSQL with its own tool, e.g. `pg_dump --format=custom --file=FILE \"$DATABASE_URL\"` (restore with `pg_restore --dbname=\"$DATABASE_URL\" FILE`)"
    )]
    BackupPostgres,
}

/// Failed database calls of this process: every sqlx error becomes a
/// [`StorageError`] through the conversion below, which counts it (a
/// uniqueness rule that refuses a write is a conflict, not a failure).
static FAILED_CALLS: AtomicU64 = AtomicU64::new(0);

/// How many database calls of this process have failed (a query, a
/// transaction's start or commit, a connection that could not be had),
/// whatever the database; for the operators' metrics.
#[must_use]
pub fn failed_calls() -> u64 {
    FAILED_CALLS.load(Ordering::Relaxed)
}

impl From<sqlx::Error> for StorageError {
    fn from(e: sqlx::Error) -> StorageError {
        match &e {
            sqlx::Error::Database(db) if db.is_unique_violation() => StorageError::Taken(e),
            _ => {
                FAILED_CALLS.fetch_add(1, Ordering::Relaxed);
                StorageError::Sqlx(e)
            }
        }
    }
}

impl From<MigrateError> for StorageError {
    fn from(e: MigrateError) -> StorageError {
        match e {
            // sqlx finds a version applied in the database that this binary
            // does not carry: a newer release has been there.
            MigrateError::VersionMissing(version) => StorageError::NewerSchema(version),
            e => StorageError::Migrate(e),
        }
    }
}

/// Result of a storage call.
pub type Result<T, E = StorageError> = std::result::Result<T, E>;

/// The database: a pool of connections to one SQLite file or one PostgreSQL
/// database.
#[derive(Clone, Debug)]
pub struct Db {
    pool: Pool,
    /// SQLite's `max_page_count` for the write transactions, when a test has
    /// set one: see [`Db::limit_pages`].
    #[cfg(any(test, feature = "test-support"))]
    page_limit: page_limit::PageLimit,
}

#[derive(Clone, Debug)]
enum Pool {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Which database a URL names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend of `url`, from its scheme.
    ///
    /// # Errors
    /// The scheme is neither `sqlite:` nor `postgres:`/`postgresql:` (the
    /// error shows only the scheme, never credentials).
    pub fn of_url(url: &str) -> Result<Backend> {
        let scheme = url.split_once(':').map_or(url, |(scheme, _)| scheme);
        match scheme {
            "sqlite" => Ok(Backend::Sqlite),
            "postgres" | "postgresql" => Ok(Backend::Postgres),
            _ => Err(StorageError::UnknownBackend(format!("{scheme}:"))),
        }
    }
}

use crate::ids::ChannelId;
use ids::{GuildKey, Millis};
pub(crate) use ids::{from_db, to_db};

/// How long a writer waits for SQLite's write lock before giving up.
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(5);

fn sqlite_options(url: &str) -> Result<SqliteConnectOptions> {
    Ok(SqliteConnectOptions::from_str(url)?
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .busy_timeout(SQLITE_BUSY_TIMEOUT)
        .foreign_keys(true))
}

impl Db {
    /// Opens the database at `url` and runs the embedded migrations.
    /// `sqlite://lyngk.db` (or `sqlite::memory:`) opens SQLite, creating the
    /// file if needed; `postgres://user:password@host/database` opens
    /// PostgreSQL (the database must exist), over TLS as its `sslmode` and
    /// `sslrootcert` say.
    ///
    /// # Errors
    /// An unknown URL scheme, the database can't be reached or opened (a
    /// [`ConnectError`] when the URL's TLS parameters are the cause), a
    /// migration fails, or the database was migrated by a newer release.
    pub async fn open(url: &str) -> Result<Db> {
        let pool = match Backend::of_url(url)? {
            Backend::Sqlite => {
                let options = sqlite_options(url)?.create_if_missing(true);
                // An in-memory database exists once per connection: keep it to one.
                let max = if url.contains(":memory:") { 1 } else { 8 };
                let pool = SqlitePoolOptions::new()
                    .max_connections(max)
                    .connect_with(options)
                    .await?;
                SQLITE_MIGRATIONS.run(&pool).await?;
                Pool::Sqlite(pool)
            }
            Backend::Postgres => {
                let options = connect::postgres_options(url)?;
                let pool = PgPoolOptions::new()
                    .max_connections(10)
                    .connect_with(options.clone())
                    .await
                    .map_err(|e| connect::refused(e, &options))?;
                // sqlx holds an advisory lock while migrating: processes that
                // start together migrate once.
                POSTGRES_MIGRATIONS.run(&pool).await?;
                Pool::Postgres(pool)
            }
        };
        Ok(Db {
            pool,
            #[cfg(any(test, feature = "test-support"))]
            page_limit: page_limit::PageLimit::default(),
        })
    }

    /// Which backend this is.
    #[must_use]
    pub fn backend(&self) -> Backend {
        match self.pool {
            Pool::Sqlite(_) => Backend::Sqlite,
            Pool::Postgres(_) => Backend::Postgres,
        }
    }

    /// Starts a write transaction: on SQLite `BEGIN IMMEDIATE` (the write lock
    /// is taken at once, so a read-then-write never fails half-way on a busy
    /// database); on PostgreSQL a plain `BEGIN` whose game and challenge loads
    /// lock the rows they read (`FOR UPDATE`).
    ///
    /// # Errors
    /// The database is unavailable or stays locked past the busy timeout.
    pub async fn begin(&self) -> Result<Tx> {
        let (conn, begin) = match &self.pool {
            Pool::Sqlite(pool) => (Conn::Sqlite(pool.acquire().await?), "BEGIN IMMEDIATE"),
            Pool::Postgres(pool) => (Conn::Postgres(pool.acquire().await?), "BEGIN"),
        };
        let tx = Tx::start(conn, true, begin).await?;
        #[cfg(any(test, feature = "test-support"))]
        let tx = self.page_limit.applied(tx).await?;
        Ok(tx)
    }

    /// Starts a read-only transaction (a consistent snapshot; no write lock).
    ///
    /// # Errors
    /// The database is unavailable.
    pub async fn read(&self) -> Result<Tx> {
        let (conn, begin) = match &self.pool {
            Pool::Sqlite(pool) => (Conn::Sqlite(pool.acquire().await?), "BEGIN"),
            Pool::Postgres(pool) => (
                Conn::Postgres(pool.acquire().await?),
                "BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY",
            ),
        };
        Tx::start(conn, false, begin).await
    }

    /// Whether the database answers: one `SELECT 1` on a connection of the
    /// pool, outside any transaction (the caller bounds the wait).
    ///
    /// # Errors
    /// No connection could be had, or the query failed.
    pub async fn ping(&self) -> Result<()> {
        match &self.pool {
            Pool::Sqlite(pool) => {
                sqlx::query("SELECT 1").execute(pool).await?;
            }
            Pool::Postgres(pool) => {
                sqlx::query("SELECT 1").execute(pool).await?;
            }
        }
        Ok(())
    }

    /// Closes every connection (waits for running queries).
    pub async fn close(&self) {
        match &self.pool {
            Pool::Sqlite(pool) => pool.close().await,
            Pool::Postgres(pool) => pool.close().await,
        }
    }
}

/// Copies the database at `url` into the new file `to`, without migrating
/// it: on SQLite with `VACUUM INTO`, which reads one consistent snapshot and
/// so is safe while the bot runs. The file must not exist yet.
///
/// # Errors
/// `to` already exists, the database is PostgreSQL (its own `pg_dump` does
/// this; the error says how), the URL is unknown, or the copy fails.
pub async fn backup(url: &str, to: &Path) -> Result<()> {
    match Backend::of_url(url)? {
        Backend::Postgres => Err(StorageError::BackupPostgres),
        Backend::Sqlite => {
            if to.exists() {
                return Err(StorageError::BackupExists(to.display().to_string()));
            }
            // Never create an empty database where the operator mistyped a path.
            let options = sqlite_options(url)?.create_if_missing(false);
            let pool = SqlitePoolOptions::new()
                .max_connections(1)
                .connect_with(options)
                .await?;
            let copied = sqlx::query("VACUUM INTO $1")
                .bind(to.to_string_lossy().into_owned())
                .execute(&pool)
                .await;
            pool.close().await;
            copied?;
            Ok(())
        }
    }
}

/// The connection of a [`Tx`], per backend, taken from the pool. The
/// transaction is begun, committed and rolled back by plain statements
/// rather than through sqlx's `Transaction`: sqlx counts the depth of a
/// transaction itself, and when SQLite ends a transaction on its own (a full
/// disk or an I/O error can roll the whole transaction back) its `ROLLBACK`
/// fails, the count stays at one, and the connection goes back to the pool
/// refusing every later `BEGIN` ("attempted to call begin_with at non-zero
/// transaction depth"). Here a connection returns to the pool only once it
/// is known to be outside a transaction; else it is closed.
enum Conn {
    Sqlite(PoolConnection<Sqlite>),
    Postgres(PoolConnection<Postgres>),
}

impl Conn {
    async fn execute(&mut self, sql: &'static str) -> Result<(), sqlx::Error> {
        match self {
            Conn::Sqlite(c) => c.execute(sqlx::raw_sql(sql)).await.map(drop),
            Conn::Postgres(c) => c.execute(sqlx::raw_sql(sql)).await.map(drop),
        }
    }

    /// Ends a transaction that was not committed, and puts the connection
    /// back in the pool if it is clean, or closes it.
    async fn roll_back(mut self) {
        let Err(error) = self.execute("ROLLBACK").await else {
            return;
        };
        // SQLite may have ended the transaction itself: its ROLLBACK then
        // fails although the connection is clean. A BEGIN tells (it fails
        // only inside a transaction). On PostgreSQL a ROLLBACK outside a
        // transaction is only a warning, so an error means the connection
        // is broken (the server went away or killed it).
        if matches!(self, Conn::Sqlite(_))
            && self.execute("BEGIN").await.is_ok()
            && self.execute("ROLLBACK").await.is_ok()
        {
            return;
        }
        tracing::warn!(%error, "a transaction could not be rolled back: its connection is closed");
        self.discard();
    }

    /// Closes the connection instead of returning it to the pool (which
    /// opens a new one when needed).
    fn discard(self) {
        match self {
            Conn::Sqlite(c) => drop(c.detach()),
            Conn::Postgres(c) => drop(c.detach()),
        }
    }
}

/// Runs `$body` once per backend with `$c` bound to the transaction's
/// connection (`&mut SqliteConnection` or `&mut PgConnection`): the query is
/// written once and compiled for both drivers. `$body` must give the same type
/// on both (e.g. rows, or `rows_affected()` rather than the driver's result).
macro_rules! on_conn {
    ($tx:expr, |$c:ident| $body:expr) => {
        match $tx.conn() {
            $crate::storage::Conn::Sqlite(t) => {
                let $c = &mut **t;
                $body
            }
            $crate::storage::Conn::Postgres(t) => {
                let $c = &mut **t;
                $body
            }
        }
    };
}
pub(crate) use on_conn;

/// Defines a row type and reads it by column name on either backend, one
/// column per field of the same name: what `#[derive(sqlx::FromRow)]`
/// writes, without its procedural macro (whose crate compiles both database
/// drivers a second time, for the compiler).
macro_rules! row {
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $($(#[$field_meta:meta])* $field_vis:vis $field:ident : $ty:ty),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $($(#[$field_meta])* $field_vis $field: $ty),*
        }

        impl<'r, R: ::sqlx::Row> ::sqlx::FromRow<'r, R> for $name
        where
            &'static str: ::sqlx::ColumnIndex<R>,
            $($ty: ::sqlx::Decode<'r, R::Database> + ::sqlx::Type<R::Database>,)*
        {
            fn from_row(row: &'r R) -> ::std::result::Result<Self, ::sqlx::Error> {
                Ok($name {
                    $($field: row.try_get(stringify!($field))?),*
                })
            }
        }
    };
}
pub(crate) use row;

/// A query that loads games or challenges, for [`Tx::loading`]: the query as
/// is, and the same query locking the rows it returns.
macro_rules! loading {
    ($tx:expr, $sql:expr) => {
        $tx.loading(concat!($sql), concat!($sql, " FOR UPDATE"))
    };
}
pub(crate) use loading;

/// A query by which the turn clock claims a due item, for [`Tx::loading`]:
/// on PostgreSQL the rows it returns are locked, and rows another process
/// has locked are skipped rather than waited for (`SKIP LOCKED`), so that
/// processes ticking at once each take different items.
macro_rules! claiming {
    ($tx:expr, $sql:expr) => {
        $tx.loading(concat!($sql), concat!($sql, " FOR UPDATE SKIP LOCKED"))
    };
}
pub(crate) use claiming;

/// One transaction, read or write; the per-table files add their queries to it.
///
/// Dropped without [`Tx::commit`] (an error on the way, or a read that is
/// done), or after a commit that failed, it is rolled back before its
/// connection goes back to the pool; a connection whose rollback fails (the
/// server went away) is closed instead. Either way the next transaction
/// starts clean, with no restart.
pub struct Tx {
    /// `None` only once the transaction has ended.
    conn: Option<Conn>,
    /// Opened by [`Db::begin`]: its loads lock rows on PostgreSQL.
    write: bool,
}

impl Drop for Tx {
    fn drop(&mut self) {
        let Some(conn) = self.conn.take() else {
            return;
        };
        // Dropping can't wait for the rollback: it runs on its own, and the
        // connection is not back in the pool before it has finished, so no
        // one else can use it in the meantime. Without a runtime (never in
        // the bot) the connection is closed.
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => drop(runtime.spawn(conn.roll_back())),
            Err(_) => conn.discard(),
        }
    }
}

impl Tx {
    /// Runs `begin` on `conn`. The `Tx` exists before the statement is
    /// sent, so that a failed or cancelled `BEGIN` still ends in a rollback
    /// (or a closed connection) rather than in a pool connection inside a
    /// transaction.
    async fn start(conn: Conn, write: bool, begin: &'static str) -> Result<Tx> {
        let mut tx = Tx {
            conn: Some(conn),
            write,
        };
        tx.conn().execute(begin).await?;
        Ok(tx)
    }

    /// The open transaction's connection.
    fn conn(&mut self) -> &mut Conn {
        self.conn
            .as_mut()
            .expect("a Tx holds its connection until it is dropped")
    }

    /// Makes every change of the transaction permanent.
    ///
    /// # Errors
    /// The commit fails (the changes are then rolled back).
    pub async fn commit(mut self) -> Result<()> {
        self.conn().execute("COMMIT").await?;
        // Committed: the connection goes back to the pool as it is.
        drop(self.conn.take());
        Ok(())
    }

    /// `locked` (the query ending in `FOR UPDATE`) in a write transaction on
    /// PostgreSQL, else `plain`: SQLite's write lock already covers the whole
    /// file, and a read transaction locks nothing.
    fn loading(&self, plain: &'static str, locked: &'static str) -> &'static str {
        match self.conn {
            Some(Conn::Postgres(_)) if self.write => locked,
            _ => plain,
        }
    }

    /// The row `sql` selects by its one parameter `$1`, if any.
    async fn row_by<R, K: Key>(&mut self, sql: &'static str, key: K) -> Result<Option<R>>
    where
        R: Send + Unpin + for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow>,
    {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(sql).bind(key).fetch_optional(c).await?
        }))
    }

    /// The rows `sql` selects by its one parameter `$1`.
    async fn rows_by<R, K: Key>(&mut self, sql: &'static str, key: K) -> Result<Vec<R>>
    where
        R: Send + Unpin + for<'r> FromRow<'r, SqliteRow> + for<'r> FromRow<'r, PgRow>,
    {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(sql).bind(key).fetch_all(c).await?
        }))
    }

    /// Makes the writers that are about to open a challenge or a game in
    /// `channel` take turns until this transaction ends. The schema's unique
    /// indexes keep one open challenge and one active game per channel, but
    /// no index can say "not a challenge while a game is on": two writers
    /// that both find the channel free must not both insert. SQLite's write
    /// lock already serialises every writer; on PostgreSQL this takes a
    /// transaction-level advisory lock keyed by the channel (its rows may not
    /// exist yet, so there is no row to lock).
    ///
    /// # Errors
    /// A database failure.
    pub async fn lock_channel(&mut self, channel: ChannelId) -> Result<()> {
        if let Conn::Postgres(t) = self.conn() {
            sqlx::query("SELECT pg_advisory_xact_lock($1)")
                .bind(channel)
                .execute(&mut **t)
                .await?;
        }
        Ok(())
    }

    /// The text for this backend where the two must differ.
    fn per_backend(&self, sqlite: &'static str, postgres: &'static str) -> &'static str {
        match self.conn {
            Some(Conn::Sqlite(_)) => sqlite,
            _ => postgres,
        }
    }
}

/// A value a query selects its rows by, on either backend (an id, a time).
trait Key:
    for<'q> sqlx::Encode<'q, Sqlite>
    + sqlx::Type<Sqlite>
    + for<'q> sqlx::Encode<'q, Postgres>
    + sqlx::Type<Postgres>
    + Send
    + 'static
{
}

impl<K> Key for K where
    K: for<'q> sqlx::Encode<'q, Sqlite>
        + sqlx::Type<Sqlite>
        + for<'q> sqlx::Encode<'q, Postgres>
        + sqlx::Type<Postgres>
        + Send
        + 'static
{
}

#[cfg(test)]
mod tests;
