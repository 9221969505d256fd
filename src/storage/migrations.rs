//! The schema of each backend: the migration files under `migrations/sqlite/`
//! and `migrations/postgres/`, embedded in the binary by `build.rs` (which
//! rebuilds them when a file changes) and run by [`super::Db::open`].

use std::borrow::Cow;
use std::sync::LazyLock;

use sqlx::SqlStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

/// The migration files of each backend, embedded by `build.rs`: (version,
/// description, SQL), in order.
mod embedded {
    include!(concat!(env!("OUT_DIR"), "/migrations.rs"));
}

/// The schema of each backend, embedded in the binary. Built as sqlx's
/// `migrate!` would build it (the same versions, descriptions and checksums),
/// without its procedural macro and the second, compile-time copy of both
/// database drivers it brings.
pub(super) static SQLITE_MIGRATIONS: LazyLock<Migrator> =
    LazyLock::new(|| migrator(embedded::SQLITE));
pub(super) static POSTGRES_MIGRATIONS: LazyLock<Migrator> =
    LazyLock::new(|| migrator(embedded::POSTGRES));

fn migrator(files: &[(i64, &'static str, &'static str)]) -> Migrator {
    Migrator::with_migrations(
        files
            .iter()
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    Cow::Borrowed(description),
                    MigrationType::Simple,
                    SqlStr::from_static(sql),
                    sql.starts_with("-- no-transaction"),
                )
            })
            .collect(),
    )
}
