//! `tournaments.max_players` (migration 0012): the most players a
//! tournament takes, set once when it is created. Joins are checked
//! against it in the write transaction that locked the tournament's row,
//! so two members joining at once never take the last place both.

use super::on_conn;
use super::{Result, Tx};
use crate::ids::TournamentId;

impl Tx {
    /// Sets the most players tournament `id` takes (`None`: no limit).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_tournament_cap(&mut self, id: TournamentId, max: Option<i64>) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query("UPDATE tournaments SET max_players = $1 WHERE id = $2")
                .bind(max)
                .bind(id)
                .execute(c)
                .await?
                .rows_affected()
        });
        Ok(())
    }

    /// The most players tournament `id` takes (`None`: no limit, or no
    /// such tournament).
    ///
    /// # Errors
    /// A database failure.
    pub async fn tournament_cap(&mut self, id: TournamentId) -> Result<Option<i64>> {
        let row: Option<(Option<i64>,)> = on_conn!(self, |c| {
            sqlx::query_as("SELECT max_players FROM tournaments WHERE id = $1")
                .bind(id)
                .fetch_optional(c)
                .await?
        });
        Ok(row.and_then(|(max,)| max))
    }
}
