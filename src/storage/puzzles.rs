//! `puzzles`, `puzzle_players`, `puzzle_attempts`: the puzzles of the
//! shipped set and of each server, each member's puzzle rating and the
//! puzzle they are playing, and the first try of each member at each puzzle.

use super::{GuildKey, Result, Tx, loading, on_conn, row};
use crate::ids::{GameId, GuildId, PuzzleId, UserId};
use crate::time::Timestamp;

row! {
    /// A stored puzzle.
    #[derive(Clone, Debug, PartialEq)]
    pub struct PuzzleRow {
        pub id: PuzzleId,
        /// Its server (0: the shipped set); see [`PuzzleRow::guild`].
        guild_id: GuildKey,
        /// The game it was mined from (`None`: the shipped set).
        pub game_id: Option<GameId>,
        /// Its line: `LPN | goal | turn; turn; …`.
        pub puzzle: String,
        /// The solving side's turns.
        pub turns: i32,
        pub rating: f64,
        pub deviation: f64,
        pub volatility: f64,
        /// When it was stored.
        pub created_at: Timestamp,
    }
}

impl PuzzleRow {
    /// Its server (`None`: the shipped set).
    #[must_use]
    pub fn guild(&self) -> Option<GuildId> {
        self.guild_id.0
    }
}

row! {
    /// A member's puzzle rating, counts and the puzzle they are playing.
    #[derive(Clone, Debug, PartialEq)]
    pub struct PuzzlePlayerRow {
        pub user_id: UserId,
        pub rating: f64,
        pub deviation: f64,
        pub volatility: f64,
        pub solved: i32,
        pub failed: i32,
        /// Puzzles solved in a row, up to now.
        pub streak: i32,
        pub best_streak: i32,
        /// The puzzle being played, if any.
        pub puzzle_id: Option<PuzzleId>,
        /// The ply of its line the member is at (an even number).
        pub ply: i32,
        /// 1 when it is the server's daily puzzle.
        pub daily: i32,
    }
}

/// A puzzle to store.
#[derive(Clone, Debug)]
pub struct NewPuzzle<'a> {
    pub guild: Option<GuildId>,
    pub game: Option<GameId>,
    pub puzzle: &'a str,
    pub turns: i32,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    pub created_at: Timestamp,
}

impl Tx {
    /// Stores a puzzle unless its server (or the shipped set) has it
    /// already; its id when it is new.
    ///
    /// # Errors
    /// A database failure.
    pub async fn insert_puzzle(&mut self, p: &NewPuzzle<'_>) -> Result<Option<PuzzleId>> {
        let id: Option<(PuzzleId,)> = on_conn!(self, |c| {
            sqlx::query_as(
                "INSERT INTO puzzles
                     (guild_id, game_id, puzzle, turns, rating, deviation, volatility, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (guild_id, puzzle) DO NOTHING RETURNING id",
            )
            .bind(GuildKey(p.guild))
            .bind(p.game)
            .bind(p.puzzle)
            .bind(p.turns)
            .bind(p.rating)
            .bind(p.deviation)
            .bind(p.volatility)
            .bind(p.created_at)
            .fetch_optional(c)
            .await?
        });
        Ok(id.map(|(id,)| id))
    }

    /// How many puzzles a server has of its own (`None`: the shipped set).
    ///
    /// # Errors
    /// A database failure.
    pub async fn puzzle_count(&mut self, guild: Option<GuildId>) -> Result<i64> {
        let (n,): (i64,) = on_conn!(self, |c| {
            sqlx::query_as("SELECT COUNT(*) FROM puzzles WHERE guild_id = $1")
                .bind(GuildKey(guild))
                .fetch_one(c)
                .await?
        });
        Ok(n)
    }

    /// A puzzle by id (locked until the commit in a write transaction on
    /// PostgreSQL: its rating is read to be updated).
    ///
    /// # Errors
    /// A database failure.
    pub async fn puzzle(&mut self, id: PuzzleId) -> Result<Option<PuzzleRow>> {
        let sql = loading!(
            self,
            "SELECT id, guild_id, game_id, puzzle, turns, rating, deviation, volatility, created_at
             FROM puzzles WHERE id = $1"
        );
        self.row_by(sql, id).await
    }

    /// The `index`-th puzzle (from 0, oldest first) of a server, or of the
    /// shipped set for `None`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn nth_puzzle(
        &mut self,
        guild: Option<GuildId>,
        index: i64,
    ) -> Result<Option<PuzzleRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT id, guild_id, game_id, puzzle, turns, rating, deviation, volatility,
                        created_at
                 FROM puzzles WHERE guild_id = $1 ORDER BY id LIMIT 1 OFFSET $2",
            )
            .bind(GuildKey(guild))
            .bind(index)
            .fetch_optional(c)
            .await?
        }))
    }

    /// The puzzle of the shipped set or of `guild` the member has never
    /// tried whose rating is nearest `rating` (ties: the oldest).
    ///
    /// # Errors
    /// A database failure.
    pub async fn nearest_untried_puzzle(
        &mut self,
        user: UserId,
        guild: Option<GuildId>,
        rating: f64,
    ) -> Result<Option<PuzzleRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT p.id, p.guild_id, p.game_id, p.puzzle, p.turns, p.rating, p.deviation,
                        p.volatility, p.created_at
                 FROM puzzles p
                 WHERE (p.guild_id = 0 OR p.guild_id = $2)
                   AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a
                                   WHERE a.user_id = $1 AND a.puzzle_id = p.id)
                 ORDER BY ABS(p.rating - $3), p.id LIMIT 1",
            )
            .bind(user)
            .bind(GuildKey(guild))
            .bind(rating)
            .fetch_optional(c)
            .await?
        }))
    }

    /// A puzzle's new rating.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_puzzle_rating(
        &mut self,
        id: PuzzleId,
        rating: f64,
        deviation: f64,
        volatility: f64,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4 WHERE id = $1",
            )
            .bind(id)
            .bind(rating)
            .bind(deviation)
            .bind(volatility)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// A member's puzzle row (locked until the commit in a write
    /// transaction on PostgreSQL), if they ever had one.
    ///
    /// # Errors
    /// A database failure.
    pub async fn puzzle_player(&mut self, user: UserId) -> Result<Option<PuzzlePlayerRow>> {
        let sql = loading!(
            self,
            "SELECT user_id, rating, deviation, volatility, solved, failed, streak, best_streak,
                    puzzle_id, ply, daily
             FROM puzzle_players WHERE user_id = $1"
        );
        self.row_by(sql, user).await
    }

    /// Writes a member's puzzle row, whole.
    ///
    /// # Errors
    /// A database failure.
    pub async fn put_puzzle_player(&mut self, r: &PuzzlePlayerRow) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO puzzle_players (user_id, rating, deviation, volatility, solved,
                     failed, streak, best_streak, puzzle_id, ply, daily)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                 ON CONFLICT (user_id) DO UPDATE SET
                     rating = excluded.rating, deviation = excluded.deviation,
                     volatility = excluded.volatility, solved = excluded.solved,
                     failed = excluded.failed, streak = excluded.streak,
                     best_streak = excluded.best_streak, puzzle_id = excluded.puzzle_id,
                     ply = excluded.ply, daily = excluded.daily",
            )
            .bind(r.user_id)
            .bind(r.rating)
            .bind(r.deviation)
            .bind(r.volatility)
            .bind(r.solved)
            .bind(r.failed)
            .bind(r.streak)
            .bind(r.best_streak)
            .bind(r.puzzle_id)
            .bind(r.ply)
            .bind(r.daily)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// Records a member's first try at a puzzle; false when they had tried
    /// it before (nothing changes then).
    ///
    /// # Errors
    /// A database failure.
    pub async fn insert_puzzle_attempt(
        &mut self,
        user: UserId,
        puzzle: PuzzleId,
        solved: bool,
        at: Timestamp,
    ) -> Result<bool> {
        let done = on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO puzzle_attempts (user_id, puzzle_id, solved, at)
                 VALUES ($1, $2, $3, $4) ON CONFLICT (user_id, puzzle_id) DO NOTHING",
            )
            .bind(user)
            .bind(puzzle)
            .bind(i32::from(solved))
            .bind(at)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(done == 1)
    }

    /// Whether the member tried the puzzle before, and solved it then.
    ///
    /// # Errors
    /// A database failure.
    pub async fn puzzle_attempt(&mut self, user: UserId, puzzle: PuzzleId) -> Result<Option<bool>> {
        let row: Option<(i32,)> = on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT solved FROM puzzle_attempts WHERE user_id = $1 AND puzzle_id = $2",
            )
            .bind(user)
            .bind(puzzle)
            .fetch_optional(c)
            .await?
        });
        Ok(row.map(|(s,)| s == 1))
    }
}
