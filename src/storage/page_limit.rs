//! A SQLite file that a test fills on purpose: [`Db::limit_pages`] caps the
//! file's size for the write transactions begun from then on, so that a write
//! fails with `SQLITE_FULL` as on a full disk. Only in tests (the
//! `test-support` feature): the shipped program never limits its file.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use super::{Conn, Db, Result, Tx};

/// SQLite's largest `max_page_count` (its default): no limit.
const MAX_PAGE_COUNT: u32 = 0xFFFF_FFFE;

/// SQLite's `max_page_count` for a [`Db`]'s write transactions, shared by
/// its clones (0: never set, nothing is done).
#[derive(Clone, Debug, Default)]
pub(super) struct PageLimit(Arc<AtomicU32>);

impl PageLimit {
    /// `tx` with the limit set on its connection, if one was ever set and
    /// the database is SQLite.
    pub(super) async fn applied(&self, mut tx: Tx) -> Result<Tx> {
        let limit = self.0.load(Ordering::Relaxed);
        if let (true, Conn::Sqlite(c)) = (limit > 0, tx.conn()) {
            // A pragma takes no bound parameter; the number is ours.
            let pragma = format!("PRAGMA max_page_count = {limit}");
            sqlx::raw_sql(sqlx::AssertSqlSafe(pragma))
                .execute(&mut **c)
                .await?;
        }
        Ok(tx)
    }
}

impl Db {
    /// Limits the SQLite file to its current size (`Some(0)`), to `pages`
    /// pages, or lifts the limit (`None`) for every write transaction begun
    /// from now on: SQLite's `max_page_count`, which is a setting of each
    /// connection rather than of the file, so that a test can fill the
    /// database (a write then fails with `SQLITE_FULL`, as on a full disk)
    /// and free it again. Does nothing on PostgreSQL.
    pub fn limit_pages(&self, pages: Option<u32>) {
        // 1 is below every database's size, and SQLite never lowers the
        // limit under the file's current size: "as full as it is now".
        let limit = pages.map_or(MAX_PAGE_COUNT, |p| p.max(1));
        self.page_limit.0.store(limit, Ordering::Relaxed);
    }
}
