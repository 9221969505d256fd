//! `games`: one row per game: who plays, the seed and start position, the
//! number of standing actions (`ply`), its revision (which grows with every
//! change and is checked by every write), the turn clock and, once over, the
//! result. The schema allows one active game per channel.

use std::time::Duration;

use super::row;
use super::{GuildKey, Millis, Result, Tx, claiming, loading, on_conn};
use crate::ai::Level;
use crate::engine::Variant;
use crate::ids::{ChallengeId, ChannelId, GameId, GuildId, Seat, TournamentId, UserId};
use crate::record::{EndReason, Ending, GameResult, GameStatus};
use crate::time::Timestamp;

row! {
    /// A stored game.
    #[derive(Clone, Debug, PartialEq)]
    pub struct GameRow {
        pub id: GameId,
        guild_id: GuildKey,
        channel_id: ChannelId,
        pub challenge_id: Option<ChallengeId>,
        pub variant: Variant,
        pub seed: i64,
        /// The start position (LPN).
        pub start_lpn: String,
        player1: Seat,
        player2: Seat,
        pub status: GameStatus,
        /// Number of standing actions (taken-back ones not counted).
        pub ply: i64,
        /// Grows with every change of the game (a turn, a takeback, its
        /// end); every write checks it, since after a takeback a ply comes
        /// back with another position.
        pub revision: i64,
        /// Once finished.
        pub result: Option<GameResult>,
        /// Once over.
        pub reason: Option<EndReason>,
        pub created_at: Timestamp,
        pub finished_at: Option<Timestamp>,
        pub turn_started_at: Option<Timestamp>,
        pub warn_at: Option<Timestamp>,
        pub deadline_at: Option<Timestamp>,
        pub warned: bool,
        /// The computer's level in a game against it.
        pub ai_level: Option<Level>,
        /// The tournament the game is part of.
        pub tournament_id: Option<TournamentId>,
        /// See [`GameRow::turn_limit`].
        turn_limit_ms: Option<Millis>,
        /// Whether the bot reaches the game's channel only through
        /// interactions (see [`Tx::set_interactions_only`]).
        pub interactions_only: bool,
    }
}

impl GameRow {
    #[must_use]
    pub fn guild(&self) -> Option<GuildId> {
        self.guild_id.0
    }
    #[must_use]
    pub fn channel(&self) -> ChannelId {
        self.channel_id
    }
    /// The user playing player 1 (who moved first).
    #[must_use]
    pub fn player1(&self) -> Seat {
        self.player1
    }
    #[must_use]
    pub fn player2(&self) -> Seat {
        self.player2
    }
    /// The game's own time per turn (a tournament's); `None`: the guild's.
    #[must_use]
    pub fn turn_limit(&self) -> Option<Duration> {
        self.turn_limit_ms.map(|Millis(limit)| limit)
    }
}

/// A game to create.
#[derive(Clone, Debug)]
pub struct NewGame<'a> {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    pub challenge: Option<ChallengeId>,
    pub variant: Variant,
    pub seed: i64,
    pub start_lpn: &'a str,
    pub player1: Seat,
    pub player2: Seat,
    pub now: Timestamp,
    pub warn_at: Timestamp,
    pub deadline_at: Timestamp,
    /// The computer's level in a game against it, `None` between humans.
    pub ai_level: Option<Level>,
}

/// What a write expects and leaves: it applies only while the game is
/// still at `revision` (someone else acted first otherwise), and leaves
/// `new` standing actions; the revision grows by one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plies {
    /// The game's revision the write expects.
    pub revision: i64,
    /// The number of standing actions after it.
    pub new: i64,
}

impl Plies {
    /// A write at revision `revision` that adds no action (a resignation,
    /// a forfeit, an abort) to the `ply` actions standing.
    #[must_use]
    pub const fn unchanged(revision: i64, ply: i64) -> Plies {
        Plies { revision, new: ply }
    }
}

/// The clock of a turn that starts: when, when its warning is due, and
/// when it runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnClock {
    pub started_at: Timestamp,
    pub warn_at: Timestamp,
    pub deadline_at: Timestamp,
}

impl TurnClock {
    /// A turn starting at `now` with `limit` to play: warned at half time.
    #[must_use]
    pub fn starting(now: Timestamp, limit: Duration) -> TurnClock {
        TurnClock {
            started_at: now,
            warn_at: now + limit / 2,
            deadline_at: now + limit,
        }
    }
}

row! {
    /// A finished game as seen by statistics.
    #[derive(Clone, Debug, PartialEq)]
    pub struct FinishedGame {
        pub id: GameId,
        pub variant: Variant,
        player1: Seat,
        player2: Seat,
        pub result: GameResult,
        pub reason: EndReason,
        pub finished_at: Timestamp,
        /// The computer's level in a game against it.
        pub ai_level: Option<Level>,
    }
}

impl FinishedGame {
    #[must_use]
    pub fn player1(&self) -> Seat {
        self.player1
    }
    #[must_use]
    pub fn player2(&self) -> Seat {
        self.player2
    }
}

/// Where a member's games are looked for (`/lyngk mygames`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamesOf {
    /// In every server and outside servers.
    Everywhere,
    /// In one server and outside servers (a DM, a group DM).
    ServerAndOutside(GuildId),
}

macro_rules! select_game {
    ($rest:literal) => {
        concat!(
            "SELECT id, guild_id, channel_id, challenge_id, variant, seed, start_lpn, player1, \
             player2, status, ply, revision, result, reason, created_at, finished_at, turn_started_at, \
             warn_at, deadline_at, warned, ai_level, tournament_id, turn_limit_ms, \
             interactions_only FROM games ",
            $rest
        )
    };
}

impl Tx {
    /// Stores a new active game and returns its id.
    ///
    /// # Errors
    /// A database failure, or the channel already has an active game.
    pub async fn insert_game(&mut self, g: &NewGame<'_>) -> Result<GameId> {
        let (id,): (GameId,) = on_conn!(self, |c| {
            sqlx::query_as(
                "INSERT INTO games (guild_id, channel_id, challenge_id, variant, seed, start_lpn,
                                    player1, player2, created_at, turn_started_at, warn_at,
                                    deadline_at, ai_level)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12) RETURNING id",
            )
            .bind(GuildKey(g.guild))
            .bind(g.channel)
            .bind(g.challenge)
            .bind(g.variant)
            .bind(g.seed)
            .bind(g.start_lpn)
            .bind(g.player1)
            .bind(g.player2)
            .bind(g.now)
            .bind(g.warn_at)
            .bind(g.deadline_at)
            .bind(g.ai_level)
            .fetch_one(c)
            .await?
        });
        Ok(id)
    }

    /// Marks game `id` as played in a channel the bot reaches only through
    /// interactions (a DM or group DM between users, a server without the
    /// bot): the turn clock never posts there.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_interactions_only(&mut self, id: GameId) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query("UPDATE games SET interactions_only = TRUE WHERE id = $1")
                .bind(id)
                .execute(c)
                .await?;
        });
        Ok(())
    }

    /// The active game of a channel.
    ///
    /// # Errors
    /// A database failure.
    pub async fn active_game(&mut self, channel: ChannelId) -> Result<Option<GameRow>> {
        let sql = loading!(
            self,
            select_game!("WHERE channel_id = $1 AND status = 'active'")
        );
        self.row_by(sql, channel).await
    }

    /// The most recent game of a channel, active or over.
    ///
    /// # Errors
    /// A database failure.
    pub async fn latest_game(&mut self, channel: ChannelId) -> Result<Option<GameRow>> {
        let sql = loading!(
            self,
            select_game!("WHERE channel_id = $1 ORDER BY id DESC LIMIT 1")
        );
        self.row_by(sql, channel).await
    }

    /// A game by id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn game(&mut self, id: GameId) -> Result<Option<GameRow>> {
        self.row_by(loading!(self, select_game!("WHERE id = $1")), id)
            .await
    }

    /// Claims an active game still at revision `revision` for the turn clock, in a write
    /// transaction: the game, or `None` when it has moved on, is over, or
    /// (PostgreSQL) another process holds it right now, which then does
    /// what is due in it.
    ///
    /// # Errors
    /// A database failure.
    pub async fn claim_game(&mut self, id: GameId, revision: i64) -> Result<Option<GameRow>> {
        let sql = claiming!(
            self,
            select_game!("WHERE id = $1 AND revision = $2 AND status = 'active'")
        );
        Ok(on_conn!(self, |c| {
            sqlx::query_as(sql)
                .bind(id)
                .bind(revision)
                .fetch_optional(c)
                .await?
        }))
    }

    /// Marks the computer's pending answer at `revision` as taken at `now` (its
    /// turn restarts, so no other process's turn clock takes it for another
    /// grace period), if its turn started at or before `started_before`;
    /// `false` when someone took it or the game moved on.
    ///
    /// # Errors
    /// A database failure.
    pub async fn take_pending_answer(
        &mut self,
        id: GameId,
        revision: i64,
        started_before: Timestamp,
        now: Timestamp,
    ) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE games SET turn_started_at = $1
                 WHERE id = $2 AND revision = $3 AND status = 'active' AND turn_started_at <= $4",
            )
            .bind(now)
            .bind(id)
            .bind(revision)
            .bind(started_before)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Moves an active game at revision `plies.revision` to `plies.new`
    /// standing actions and restarts the turn clock (a turn, or a takeback).
    /// `false` (and no change) when the game is no longer at that revision
    /// or no longer active: another action got there first.
    ///
    /// # Errors
    /// A database failure.
    pub async fn advance_game(
        &mut self,
        id: GameId,
        plies: Plies,
        clock: &TurnClock,
    ) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE games
                 SET ply = $1, revision = revision + 1, turn_started_at = $2, warn_at = $3,
                     deadline_at = $4, warned = FALSE
                 WHERE id = $5 AND revision = $6 AND status = 'active'",
            )
            .bind(plies.new)
            .bind(clock.started_at)
            .bind(clock.warn_at)
            .bind(clock.deadline_at)
            .bind(id)
            .bind(plies.revision)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Ends an active game at revision `plies.revision` as `ending` says;
    /// `plies.new` is the number of its standing actions. `false` (and no change) when another action got
    /// there first.
    ///
    /// # Errors
    /// A database failure.
    pub async fn end_game(&mut self, id: GameId, plies: Plies, ending: &Ending) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE games SET ply = $1, revision = revision + 1, status = $2, result = $3,
                        reason = $4, finished_at = $5,
                        turn_started_at = NULL, warn_at = NULL, deadline_at = NULL
                 WHERE id = $6 AND revision = $7 AND status = 'active'",
            )
            .bind(plies.new)
            .bind(ending.status)
            .bind(ending.result)
            .bind(ending.reason)
            .bind(ending.at)
            .bind(id)
            .bind(plies.revision)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Moves an active game at revision `plies.revision` to `plies.new`
    /// standing actions without touching the turn clock (a claim: the same turn goes on). `false` when another
    /// action got there first.
    ///
    /// # Errors
    /// A database failure.
    pub async fn bump_ply(&mut self, id: GameId, plies: Plies) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE games SET ply = $1, revision = revision + 1
                 WHERE id = $2 AND revision = $3 AND status = 'active'",
            )
            .bind(plies.new)
            .bind(id)
            .bind(plies.revision)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Moves an active game to another channel (the thread made for it);
    /// `false` when it is no longer active.
    ///
    /// # Errors
    /// A database failure (the other channel has an active game).
    pub async fn move_game(&mut self, id: GameId, channel: ChannelId) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query("UPDATE games SET channel_id = $1 WHERE id = $2 AND status = 'active'")
                .bind(channel)
                .bind(id)
                .execute(c)
                .await?
                .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Records that the half-time warning of the turn at revision
    /// `revision` was sent; `false` when it already was or the turn is over.
    ///
    /// # Errors
    /// A database failure.
    pub async fn mark_warned(&mut self, id: GameId, revision: i64) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE games SET warned = TRUE
                 WHERE id = $1 AND revision = $2 AND status = 'active' AND NOT warned",
            )
            .bind(id)
            .bind(revision)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Active games whose half-time warning is due and not yet sent.
    ///
    /// # Errors
    /// A database failure.
    pub async fn due_warnings(&mut self, now: Timestamp) -> Result<Vec<GameRow>> {
        // Each spelled as its backend's partial index `games_warnings` is, so
        // that the index serves the query (SQLite matches the terms literally).
        let sql = self.per_backend(
            select_game!("WHERE status = 'active' AND warned = 0 AND warn_at <= $1 ORDER BY id"),
            loading!(
                self,
                select_game!(
                    "WHERE status = 'active' AND NOT warned AND warn_at <= $1 ORDER BY id"
                )
            ),
        );
        self.rows_by(sql, now).await
    }

    /// Active games whose turn limit has passed.
    ///
    /// # Errors
    /// A database failure.
    pub async fn due_forfeits(&mut self, now: Timestamp) -> Result<Vec<GameRow>> {
        let sql = loading!(
            self,
            select_game!("WHERE status = 'active' AND deadline_at <= $1 ORDER BY id")
        );
        self.rows_by(sql, now).await
    }

    /// Active games against the computer whose current turn started at or
    /// before `started_before` (the computer may owe an answer in them).
    ///
    /// # Errors
    /// A database failure.
    pub async fn active_computer_games(
        &mut self,
        started_before: Timestamp,
    ) -> Result<Vec<GameRow>> {
        self.rows_by(
            select_game!(
                "WHERE status = 'active' AND ai_level IS NOT NULL AND turn_started_at <= $1 ORDER BY id"
            ),
            started_before,
        )
        .await
    }

    /// The finished games of a user in a guild, newest first.
    ///
    /// # Errors
    /// A database failure.
    pub async fn finished_games(
        &mut self,
        guild: Option<GuildId>,
        user: UserId,
    ) -> Result<Vec<FinishedGame>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT id, variant, player1, player2, result, reason, finished_at, ai_level
                 FROM games
                 WHERE guild_id = $1 AND status = 'finished' AND (player1 = $2 OR player2 = $2)
                 ORDER BY finished_at DESC, id DESC",
            )
            .bind(GuildKey(guild))
            .bind(user)
            .fetch_all(c)
            .await?
        }))
    }
}

impl Tx {
    /// How many games are in progress, in every guild.
    ///
    /// # Errors
    /// A database failure.
    pub async fn active_games_count(&mut self) -> Result<u64> {
        let n: i64 = on_conn!(self, |c| {
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status = 'active'")
                .fetch_one(c)
                .await?
        });
        Ok(u64::try_from(n).unwrap_or(0))
    }

    /// The active games of a guild (of `player` only, when given), the
    /// longest waiting turn first: at most `limit` of them, and how many
    /// there are in all.
    ///
    /// # Errors
    /// A database failure.
    pub async fn active_games_in_guild(
        &mut self,
        guild: Option<GuildId>,
        player: Option<UserId>,
        limit: u32,
    ) -> Result<(Vec<GameRow>, i64)> {
        let guild = GuildKey(guild);
        let limit = i64::from(limit);
        let (rows, (total,)): (Vec<GameRow>, (i64,)) = match player {
            None => on_conn!(self, |c| {
                let rows = sqlx::query_as(select_game!(
                    "WHERE guild_id = $1 AND status = 'active'
                     ORDER BY turn_started_at, id LIMIT $2"
                ))
                .bind(guild)
                .bind(limit)
                .fetch_all(&mut *c)
                .await?;
                let total = sqlx::query_as(
                    "SELECT COUNT(*) FROM games WHERE guild_id = $1 AND status = 'active'",
                )
                .bind(guild)
                .fetch_one(&mut *c)
                .await?;
                (rows, total)
            }),
            Some(user) => on_conn!(self, |c| {
                let rows = sqlx::query_as(select_game!(
                    "WHERE guild_id = $1 AND status = 'active' AND (player1 = $2 OR player2 = $2)
                     ORDER BY turn_started_at, id LIMIT $3"
                ))
                .bind(guild)
                .bind(user)
                .bind(limit)
                .fetch_all(&mut *c)
                .await?;
                let total = sqlx::query_as(
                    "SELECT COUNT(*) FROM games
                     WHERE guild_id = $1 AND status = 'active' AND (player1 = $2 OR player2 = $2)",
                )
                .bind(guild)
                .bind(user)
                .fetch_one(&mut *c)
                .await?;
                (rows, total)
            }),
        };
        Ok((rows, total))
    }

    /// The active and finished games of `user` in `scope`: at most `limit`
    /// from the `offset`th, the active ones first (the longest waiting turn
    /// first), then the finished ones (the latest first); and how many
    /// there are in all. Aborted games are not counted.
    ///
    /// # Errors
    /// A database failure.
    pub async fn member_games(
        &mut self,
        user: UserId,
        scope: GamesOf,
        limit: u32,
        offset: u32,
    ) -> Result<(Vec<GameRow>, i64)> {
        /// The member's games in the scope: `$2` is the server's key, or
        /// the key of no server (0), which stands for every server.
        macro_rules! theirs {
            ($rest:literal) => {
                concat!(
                    "WHERE (player1 = $1 OR player2 = $1) AND status IN ('active', 'finished')
                     AND (guild_id = $2 OR guild_id = 0 OR $2 = 0) ",
                    $rest
                )
            };
        }
        let guild = match scope {
            GamesOf::Everywhere => GuildKey(None),
            GamesOf::ServerAndOutside(guild) => GuildKey(Some(guild)),
        };
        let (rows, (total,)): (Vec<GameRow>, (i64,)) = on_conn!(self, |c| {
            let rows = sqlx::query_as(concat!(
                select_game!(""),
                theirs!(
                    "ORDER BY CASE WHEN status = 'active' THEN 0 ELSE 1 END,
                 CASE WHEN status = 'active' THEN COALESCE(turn_started_at, created_at)
                      ELSE 0 END,
                 finished_at DESC, id DESC
                 LIMIT $3 OFFSET $4"
                )
            ))
            .bind(user)
            .bind(guild)
            .bind(i64::from(limit))
            .bind(i64::from(offset))
            .fetch_all(&mut *c)
            .await?;
            let total = sqlx::query_as(concat!("SELECT COUNT(*) FROM games ", theirs!("")))
                .bind(user)
                .bind(guild)
                .fetch_one(&mut *c)
                .await?;
            (rows, total)
        });
        Ok((rows, total))
    }
}
