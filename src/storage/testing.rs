//! Fresh databases for tests, on every backend the machine offers: the
//! storage unit tests, the integration tests and the benches share it. Not
//! part of the shipped program: it exists in the library's own tests and with
//! the `test-support` feature, which the tests and benches turn on through
//! their dev-dependency on this crate.
//!
//! [`databases`] gives a test a new SQLite file, and a new PostgreSQL
//! database when `LYNGK_TEST_POSTGRES_URL` names a server
//! (`postgres://postgres@127.0.0.1:PORT/postgres`): each test gets its own
//! database (`CREATE DATABASE` / `DROP DATABASE … WITH (FORCE)`), so tests run
//! in parallel. Without the variable the PostgreSQL part is skipped and the
//! test says so on standard error, bypassing libtest's capture so that the
//! note shows even when the test passes. With `LYNGK_REQUIRE_POSTGRES=1` a
//! missing or unreachable server fails the test instead (CI sets it).
//!
//! [`TlsServer`] is a second server that accepts only TLS connections
//! (`LYNGK_TEST_POSTGRES_TLS_URL`, `postgres://postgres@localhost:PORT/postgres`,
//! and `LYNGK_TEST_POSTGRES_TLS_CA`, the file of the authority that signed
//! its certificate, which names `localhost` only), for the tests of
//! `sslmode`; skipped or required the same way.
//!
//! Nothing outside tests uses it; it must not import the service.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Once;
use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::{Connection, PgConnection, SqliteConnection};

use super::Backend;

/// The server the PostgreSQL tests create their databases on.
pub const POSTGRES_URL_VAR: &str = "LYNGK_TEST_POSTGRES_URL";
/// Set to `1` to fail, rather than skip, without a PostgreSQL server.
pub const REQUIRE_POSTGRES_VAR: &str = "LYNGK_REQUIRE_POSTGRES";
/// The server that accepts only TLS connections, its host `localhost`.
pub const POSTGRES_TLS_URL_VAR: &str = "LYNGK_TEST_POSTGRES_TLS_URL";
/// The certificate (PEM) of the authority that signed that server's.
pub const POSTGRES_TLS_CA_VAR: &str = "LYNGK_TEST_POSTGRES_TLS_CA";

/// One test's own database; removed when dropped.
pub struct TestDb {
    url: String,
    backend: Backend,
    cleanup: Cleanup,
}

enum Cleanup {
    /// The temporary directory holding the SQLite file.
    Dir(PathBuf),
    /// The database created on the server at `admin_url`.
    Postgres { admin_url: String, name: String },
}

impl TestDb {
    /// The URL to open (`Db::open`, `Service::open`, `DATABASE_URL`).
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    #[must_use]
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The same database, its URL ending in `?params` (e.g. `sslmode=require`).
    #[must_use]
    pub fn with_params(mut self, params: &str) -> TestDb {
        self.url = with_params(&self.url, params);
        self
    }

    /// A new SQLite file (not yet created) in its own temporary directory.
    ///
    /// # Panics
    /// The temporary directory can't be created.
    #[must_use]
    pub fn sqlite() -> TestDb {
        let dir = std::env::temp_dir().join(unique_name("lyngk-test"));
        std::fs::create_dir_all(&dir).expect("a temporary directory for the test database");
        TestDb {
            url: format!("sqlite://{}", dir.join("lyngk.db").display()),
            backend: Backend::Sqlite,
            cleanup: Cleanup::Dir(dir),
        }
    }

    /// A new, empty PostgreSQL database on the test server, or `None` (and a
    /// note on standard error) when there is none and none is required.
    ///
    /// # Panics
    /// `LYNGK_REQUIRE_POSTGRES=1` and the server is not configured or not
    /// reachable, or the database can't be created.
    pub async fn postgres(test: &str) -> Option<TestDb> {
        let required = std::env::var(REQUIRE_POSTGRES_VAR).is_ok_and(|v| v == "1");
        let Some(admin_url) = std::env::var(POSTGRES_URL_VAR)
            .ok()
            .filter(|u| !u.is_empty())
        else {
            assert!(
                !required,
                "{REQUIRE_POSTGRES_VAR}=1 but {POSTGRES_URL_VAR} is not set"
            );
            skipped(test, &format!("{POSTGRES_URL_VAR} is not set"));
            return None;
        };
        match TestDb::created_on(admin_url).await {
            Ok(db) => Some(db),
            Err(e) => {
                assert!(
                    !required,
                    "{REQUIRE_POSTGRES_VAR}=1 but the server of {POSTGRES_URL_VAR} is unreachable: {e}"
                );
                skipped(test, &format!("the server is unreachable: {e}"));
                None
            }
        }
    }

    /// A new, empty database on the server of `admin_url`.
    ///
    /// # Errors
    /// The server can't be reached.
    ///
    /// # Panics
    /// The server is reached but refuses to create the database.
    async fn created_on(admin_url: String) -> Result<TestDb, sqlx::Error> {
        let mut admin = PgConnection::connect(&admin_url).await?;
        let name = unique_name("lyngk_test");
        // A name left by an earlier run killed before it could drop it.
        for statement in [
            format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
            format!("CREATE DATABASE {name}"),
        ] {
            sqlx::raw_sql(sqlx::AssertSqlSafe(statement))
                .execute(&mut admin)
                .await
                .expect("the test server creates a database");
        }
        let _ = admin.close().await;
        Ok(TestDb {
            url: with_database(&admin_url, &name),
            backend: Backend::Postgres,
            cleanup: Cleanup::Postgres { admin_url, name },
        })
    }
}

/// The test server that accepts only TLS connections (see the module
/// documentation).
pub struct TlsServer {
    url: String,
    ca: PathBuf,
}

impl TlsServer {
    /// The server of [`POSTGRES_TLS_URL_VAR`] and [`POSTGRES_TLS_CA_VAR`],
    /// or `None` (and a note on standard error naming `test`) when they are
    /// not set and [`REQUIRE_POSTGRES_VAR`] is not `1`.
    ///
    /// # Panics
    /// `LYNGK_REQUIRE_POSTGRES=1` and the variables are not set.
    #[must_use]
    pub fn from_env(test: &str) -> Option<TlsServer> {
        let required = std::env::var(REQUIRE_POSTGRES_VAR).is_ok_and(|v| v == "1");
        let var = |name| std::env::var(name).ok().filter(|v| !v.is_empty());
        let (Some(url), Some(ca)) = (var(POSTGRES_TLS_URL_VAR), var(POSTGRES_TLS_CA_VAR)) else {
            assert!(
                !required,
                "{REQUIRE_POSTGRES_VAR}=1 but {POSTGRES_TLS_URL_VAR} or {POSTGRES_TLS_CA_VAR} is not set"
            );
            skipped_tls(test);
            return None;
        };
        Some(TlsServer {
            url,
            ca: PathBuf::from(ca),
        })
    }

    /// The server's URL, with no `sslmode` (libpq's default, `prefer`).
    #[must_use]
    pub fn url(&self) -> &str {
        &self.url
    }

    /// The file of the authority that signed the server's certificate.
    #[must_use]
    pub fn ca(&self) -> &Path {
        &self.ca
    }

    /// A new, empty database on the server, its URL ending in `?params`
    /// (e.g. `sslmode=require`); created over TLS.
    ///
    /// # Panics
    /// The server can't be reached or can't create the database.
    pub async fn database(&self, params: &str) -> TestDb {
        TestDb::created_on(self.url.clone())
            .await
            .unwrap_or_else(|e| panic!("the server of {POSTGRES_TLS_URL_VAR} is unreachable: {e}"))
            .with_params(params)
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        match &self.cleanup {
            Cleanup::Dir(dir) => {
                let _ = std::fs::remove_dir_all(dir);
            }
            Cleanup::Postgres { admin_url, name } => {
                // Drop may run inside the test's runtime, which can't be
                // blocked on: drop the database from a thread of its own.
                // FORCE ends the connections the test's pool still holds.
                let (admin_url, name) = (admin_url.clone(), name.clone());
                let dropped = std::thread::spawn(move || {
                    let runtime = tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                        .ok()?;
                    runtime.block_on(async {
                        let mut admin = PgConnection::connect(&admin_url).await.ok()?;
                        sqlx::raw_sql(sqlx::AssertSqlSafe(format!(
                            "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                        )))
                        .execute(&mut admin)
                        .await
                        .ok()?;
                        admin.close().await.ok()
                    })
                });
                let _ = dropped.join();
            }
        }
    }
}

/// Runs one statement straight on the database at `url`, past the service
/// (a test breaking a row on purpose, or rewinding a game as a crash would
/// leave it), with `params` bound to `$1`, `$2`…; returns the rows changed.
/// The SQL must suit both backends.
///
/// # Panics
/// The database can't be reached or the statement fails.
pub async fn execute(url: &str, sql: &str, params: &[i64]) -> u64 {
    macro_rules! run {
        ($conn:ty) => {{
            let mut conn = <$conn>::connect(url).await.expect("the test database");
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql.to_owned()));
            for &p in params {
                query = query.bind(p);
            }
            let changed = query
                .execute(&mut conn)
                .await
                .expect("the statement runs")
                .rows_affected();
            let _ = conn.close().await;
            changed
        }};
    }
    match Backend::of_url(url).expect("a database URL") {
        Backend::Sqlite => run!(SqliteConnection),
        Backend::Postgres => run!(PgConnection),
    }
}

/// The databases `test` runs on: a new SQLite file, then a new PostgreSQL
/// database if a server is configured (see the module documentation).
///
/// # Panics
/// As [`TestDb::postgres`].
pub async fn databases(test: &str) -> Vec<TestDb> {
    let mut dbs = vec![TestDb::sqlite()];
    dbs.extend(TestDb::postgres(test).await);
    dbs
}

/// A name no other test of any running process uses: the process id and a
/// counter (lower case, so that PostgreSQL needs no quoting).
fn unique_name(prefix: &str) -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    format!("{prefix}_{}_{n}", std::process::id())
}

/// `url` with its database (the path) replaced by `name`, keeping the
/// parameters.
fn with_database(url: &str, name: &str) -> String {
    let authority = url.find("://").map_or(0, |i| i + 3);
    let path = url[authority..]
        .find(['/', '?'])
        .map_or(url.len(), |i| authority + i);
    let query = url[path..].find('?').map_or("", |i| &url[path + i..]);
    format!("{}/{name}{query}", &url[..path])
}

/// `url` with `params` (`key=value&…`) added to its query.
fn with_params(url: &str, params: &str) -> String {
    match (params.is_empty(), url.contains('?')) {
        (true, _) => url.to_owned(),
        (false, true) => format!("{url}&{params}"),
        (false, false) => format!("{url}?{params}"),
    }
}

/// Tells the person running the tests what did not run and how to run it.
/// Written straight to the process's standard error: libtest captures
/// `eprintln!` and shows it only for failing tests.
fn skipped(test: &str, why: &str) {
    static HOW: Once = Once::new();
    let mut out = String::new();
    HOW.call_once(|| {
        out.push_str(&format!(
            "note: the PostgreSQL half of the storage and service tests is skipped ({why}). To run it, start a \
             throwaway server and set {POSTGRES_URL_VAR}=postgres://postgres@127.0.0.1:PORT/postgres \
             (docs/dev/testing.md shows how; .ci/run does it).\n"
        ));
    });
    out.push_str(&format!("note: {test}: skipped on PostgreSQL\n"));
    let _ = std::io::stderr().write_all(out.as_bytes());
}

/// [`skipped`], for the tests of the TLS-only server.
fn skipped_tls(test: &str) {
    static HOW: Once = Once::new();
    let mut out = String::new();
    HOW.call_once(|| {
        out.push_str(&format!(
            "note: the PostgreSQL TLS tests are skipped ({POSTGRES_TLS_URL_VAR} and {POSTGRES_TLS_CA_VAR} are not set). \
             To run them, start a throwaway server that accepts only TLS, with a certificate for localhost, and set \
             {POSTGRES_TLS_URL_VAR}=postgres://postgres@localhost:PORT/postgres and {POSTGRES_TLS_CA_VAR}=CA-FILE \
             (docs/dev/testing.md shows how; .ci/run does it).\n"
        ));
    });
    out.push_str(&format!("note: {test}: skipped (no TLS server)\n"));
    let _ = std::io::stderr().write_all(out.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::{Cleanup, TestDb, unique_name, with_database, with_params};

    #[test]
    fn the_database_of_a_url_is_replaced_and_its_parameters_kept() {
        assert_eq!(
            with_database("postgres://postgres@127.0.0.1:5433/postgres", "t_1"),
            "postgres://postgres@127.0.0.1:5433/t_1"
        );
        assert_eq!(
            with_database("postgresql://u:p@h/db?sslmode=disable", "t_1"),
            "postgresql://u:p@h/t_1?sslmode=disable"
        );
        assert_eq!(with_database("postgres://h", "t_1"), "postgres://h/t_1");
        assert_eq!(
            with_database("postgres://h?application_name=x", "t_1"),
            "postgres://h/t_1?application_name=x"
        );
    }

    #[test]
    fn parameters_are_added_to_the_query() {
        assert_eq!(
            with_params("postgres://h/t_1", "sslmode=require"),
            "postgres://h/t_1?sslmode=require"
        );
        assert_eq!(
            with_params("postgres://h/t_1?application_name=x", "sslmode=disable"),
            "postgres://h/t_1?application_name=x&sslmode=disable"
        );
        assert_eq!(with_params("postgres://h/t_1", ""), "postgres://h/t_1");
    }

    #[test]
    fn names_are_unique_and_need_no_quoting() {
        let (a, b) = (unique_name("lyngk_test"), unique_name("lyngk_test"));
        assert_ne!(a, b);
        assert!(
            a.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        );
    }

    #[tokio::test]
    async fn a_sqlite_test_database_is_removed_when_dropped() {
        let db = TestDb::sqlite();
        let Cleanup::Dir(dir) = &db.cleanup else {
            panic!("a directory");
        };
        let dir = dir.clone();
        crate::storage::Db::open(db.url())
            .await
            .unwrap()
            .close()
            .await;
        assert!(dir.join("lyngk.db").exists());
        drop(db);
        assert!(!dir.exists());
    }
}
