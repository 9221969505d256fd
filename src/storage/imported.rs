//! `imported_games`: games imported from a record, one row each: the member
//! who imported it (its owner, the only one who sees it), the variant, the
//! result and end reason, the record in its canonical text, and when. A
//! table of its own, apart from `games`: no query of the played games (the
//! channel's game, lists, ladders, statistics, the turn clock) reads it, so
//! an imported game is never rated, counted or shown as played in a server.

use super::row;
use super::{Result, Tx, on_conn};
use crate::engine::Variant;
use crate::ids::{ImportedGameId, UserId};
use crate::record::{EndReason, GameResult};
use crate::time::Timestamp;

row! {
    /// A stored imported game.
    #[derive(Clone, Debug, PartialEq)]
    pub struct ImportedGameRow {
        pub id: ImportedGameId,
        /// The member who imported it.
        pub owner: UserId,
        pub variant: Variant,
        pub result: Option<GameResult>,
        pub reason: Option<EndReason>,
        /// The record, canonical text.
        pub record: String,
        pub imported_at: Timestamp,
    }
}

/// An imported game to store.
#[derive(Clone, Debug)]
pub struct NewImportedGame<'a> {
    pub owner: UserId,
    pub variant: Variant,
    pub result: Option<GameResult>,
    pub reason: Option<EndReason>,
    pub record: &'a str,
    pub now: Timestamp,
}

impl Tx {
    /// Stores an imported game and returns its id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn insert_imported_game(
        &mut self,
        g: &NewImportedGame<'_>,
    ) -> Result<ImportedGameId> {
        let (id,): (ImportedGameId,) = on_conn!(self, |c| {
            sqlx::query_as(
                "INSERT INTO imported_games (owner, variant, result, reason, record, imported_at)
                 VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
            )
            .bind(g.owner)
            .bind(g.variant)
            .bind(g.result)
            .bind(g.reason)
            .bind(g.record)
            .bind(g.now)
            .fetch_one(c)
            .await?
        });
        Ok(id)
    }

    /// An imported game by id, whoever owns it (the service checks).
    ///
    /// # Errors
    /// A database failure.
    pub async fn imported_game(&mut self, id: ImportedGameId) -> Result<Option<ImportedGameRow>> {
        self.row_by(
            "SELECT id, owner, variant, result, reason, record, imported_at
             FROM imported_games WHERE id = $1",
            id,
        )
        .await
    }

    /// How many games `owner` has imported.
    ///
    /// # Errors
    /// A database failure.
    pub async fn imported_games_count(&mut self, owner: UserId) -> Result<u64> {
        let n: i64 = on_conn!(self, |c| {
            sqlx::query_scalar("SELECT COUNT(*) FROM imported_games WHERE owner = $1")
                .bind(owner)
                .fetch_one(c)
                .await?
        });
        Ok(u64::try_from(n).unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    /// The played games' queries (lists, ladders, statistics, the channel's
    /// game, the turn clock) never see an imported game because no other
    /// storage file names its table: one that starts to (a join, a union)
    /// fails here, and must then keep imported games out on purpose.
    #[test]
    fn no_other_query_reads_the_imported_games() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/storage");
        let mut readers = Vec::new();
        let mut stack = vec![dir.clone()];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    // The storage tests may name it.
                    if path.file_name().is_some_and(|n| n != "tests") {
                        stack.push(path);
                    }
                } else if path.extension().is_some_and(|e| e == "rs")
                    && path.file_name().is_some_and(|n| n != "imported.rs")
                    && std::fs::read_to_string(&path)
                        .unwrap()
                        .contains("imported_games")
                {
                    readers.push(path.display().to_string());
                }
            }
        }
        assert!(readers.is_empty(), "imported games read by {readers:?}");
    }
}
