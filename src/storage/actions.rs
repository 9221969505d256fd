//! `actions`: the log of a game, one row per action (claim, move or pass).

use super::row;
use super::{Result, Tx, from_db, on_conn, to_db};

row! {
    /// One logged action.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct ActionRow {
        pub ply: i64,
        /// The action in notation (`+R`, `C3-E5`, `B5-B2-C3-E3`, `pass`).
        pub notation: String,
        user_id: Option<i64>,
        pub played_at: i64,
    }
}

impl ActionRow {
    /// Who played it (`None` for a pass the service made).
    #[must_use]
    pub fn user(&self) -> Option<u64> {
        self.user_id.map(from_db)
    }
}

impl Tx {
    /// Appends an action at `ply`. The primary key (game, ply) makes a second
    /// action at the same ply fail.
    ///
    /// # Errors
    /// A database failure, or the ply is taken.
    pub async fn insert_action(
        &mut self,
        game: i64,
        ply: i64,
        notation: &str,
        user: Option<u64>,
        at: i64,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO actions (game_id, ply, notation, user_id, played_at)
                 VALUES ($1, $2, $3, $4, $5)",
            )
            .bind(game)
            .bind(ply)
            .bind(notation)
            .bind(user.map(to_db))
            .bind(at)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// The whole log of a game, in order.
    ///
    /// # Errors
    /// A database failure.
    pub async fn actions(&mut self, game: i64) -> Result<Vec<ActionRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT ply, notation, user_id, played_at FROM actions WHERE game_id = $1 ORDER BY ply",
            )
            .bind(game)
            .fetch_all(c)
            .await?
        }))
    }
}
