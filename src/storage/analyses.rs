//! `game_analyses`: the winning chances an analysis found, one row per game
//! analysed (a played game or an imported one), so that a review shows the
//! chance at every turn and finds the biggest swing without searching
//! again. Analysing a game again replaces its row.

use super::{Result, Tx, on_conn};
use crate::ids::{GameId, ImportedGameId};
use crate::time::Timestamp;

/// The game an analysis is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnalysedGame {
    /// A played game.
    Played(GameId),
    /// A game a member imported.
    Imported(ImportedGameId),
}

impl AnalysedGame {
    /// Its id in the column that holds its kind, `None` in the other.
    fn columns(self) -> (Option<GameId>, Option<ImportedGameId>) {
        match self {
            AnalysedGame::Played(g) => (Some(g), None),
            AnalysedGame::Imported(g) => (None, Some(g)),
        }
    }
}

/// Chances as stored: thousandths, separated by spaces.
fn written(chances: &[f64]) -> String {
    chances
        .iter()
        .map(|c| ((c.clamp(0.0, 1.0) * 1000.0).round() as i64).to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Chances read back; `None` for a text that is not chances.
fn read(text: &str) -> Option<Vec<f64>> {
    text.split_whitespace()
        .map(|t| {
            t.parse::<u16>()
                .ok()
                .filter(|&n| n <= 1000)
                .map(|n| f64::from(n) / 1000.0)
        })
        .collect()
}

impl Tx {
    /// Stores the chances of the analysis of `game` (player 1's chance at
    /// the start and after every turn), replacing any stored before.
    ///
    /// # Errors
    /// A database failure.
    pub async fn store_analysis(
        &mut self,
        game: AnalysedGame,
        chances: &[f64],
        now: Timestamp,
    ) -> Result<()> {
        let (played, imported) = game.columns();
        let text = written(chances);
        on_conn!(self, |c| {
            // Exactly one of the two is given: the other matches nothing.
            sqlx::query(
                "DELETE FROM game_analyses
                 WHERE game_id = $1 OR imported_id = $2",
            )
            .bind(played)
            .bind(imported)
            .execute(&mut *c)
            .await?;
            sqlx::query(
                "INSERT INTO game_analyses (game_id, imported_id, chances, analysed_at)
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(played)
            .bind(imported)
            .bind(&text)
            .bind(now)
            .execute(&mut *c)
            .await?;
        });
        Ok(())
    }

    /// The chances of the analysis of `game` (player 1's chance at the
    /// start and after every turn), if it was analysed; a stored text that
    /// can't be read is taken as no analysis.
    ///
    /// # Errors
    /// A database failure.
    pub async fn analysis(&mut self, game: AnalysedGame) -> Result<Option<Vec<f64>>> {
        let (played, imported) = game.columns();
        let text: Option<String> = on_conn!(self, |c| {
            sqlx::query_scalar(
                "SELECT chances FROM game_analyses
                 WHERE game_id = $1 OR imported_id = $2",
            )
            .bind(played)
            .bind(imported)
            .fetch_optional(c)
            .await?
        });
        Ok(text.as_deref().and_then(read))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_are_kept_to_the_thousandth() {
        let chances = [0.5, 0.6234, 1.0, 0.0, 0.0004];
        let text = written(&chances);
        assert_eq!(text, "500 623 1000 0 0");
        assert_eq!(read(&text), Some(vec![0.5, 0.623, 1.0, 0.0, 0.0]));
        assert_eq!(read(""), Some(vec![]));
        assert_eq!(read("500 x"), None);
        assert_eq!(read("1001"), None);
    }
}
