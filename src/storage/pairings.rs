//! `pairings`: the games of a tournament's rounds, before and after they
//! are played. A pairing's game is started once: the pairing is taken with
//! a lease ([`Tx::claim_pairing`]) and names its game by a conditional
//! update ([`Tx::set_pairing_game`]). The rounds themselves and their
//! claim are in [`super::tournaments`].

use std::time::Duration;

use super::row;
use super::{Millis, on_conn};
use super::{Result, Tx};
use crate::ids::{GameId, PairingId, TournamentId, UserId};
use crate::time::Timestamp;
use crate::tournament::PairingResult;

row! {
    /// One game of a round, before and after it is played.
    #[derive(Clone, Debug, PartialEq)]
    pub struct PairingRow {
        pub id: PairingId,
        pub tournament_id: TournamentId,
        pub round: i64,
        pub board: i64,
        first_user: UserId,
        second_user: UserId,
        /// The game, once started.
        pub game_id: Option<GameId>,
        pub result: Option<PairingResult>,
        pub claimed_at: Option<Timestamp>,
    }
}

impl PairingRow {
    /// Who moves first.
    #[must_use]
    pub fn first(&self) -> UserId {
        self.first_user
    }
    /// Who moves second.
    #[must_use]
    pub fn second(&self) -> UserId {
        self.second_user
    }
}

/// A game of a new round to store.
#[derive(Clone, Copy, Debug)]
pub struct NewPairing {
    pub tournament: TournamentId,
    pub round: i64,
    pub board: i64,
    pub first: UserId,
    pub second: UserId,
    /// Already decided (a round robin's game against a withdrawn player).
    pub result: Option<PairingResult>,
    pub claimed_at: Timestamp,
}

macro_rules! pairing_columns {
    () => {
        "id, tournament_id, round, board, first_user, second_user, game_id, result, claimed_at"
    };
}

macro_rules! select_pairing {
    ($rest:literal) => {
        concat!("SELECT ", pairing_columns!(), " FROM pairings ", $rest)
    };
}

impl Tx {
    /// Stores a game of a round and returns its id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn insert_pairing(&mut self, p: &NewPairing) -> Result<PairingId> {
        let (id,): (PairingId,) = on_conn!(self, |c| {
            sqlx::query_as(
                "INSERT INTO pairings (tournament_id, round, board, first_user, second_user,
                                       result, claimed_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
            )
            .bind(p.tournament)
            .bind(p.round)
            .bind(p.board)
            .bind(p.first)
            .bind(p.second)
            .bind(p.result)
            .bind(p.claimed_at)
            .fetch_one(c)
            .await?
        });
        Ok(id)
    }

    /// Every game of every round of a tournament, by round and board.
    ///
    /// # Errors
    /// A database failure.
    pub async fn pairings(&mut self, tournament: TournamentId) -> Result<Vec<PairingRow>> {
        self.rows_by(
            select_pairing!("WHERE tournament_id = $1 ORDER BY round, board"),
            tournament,
        )
        .await
    }

    /// How many games of round `round` of a tournament have no result yet.
    ///
    /// # Errors
    /// A database failure.
    pub async fn open_pairings(&mut self, tournament: TournamentId, round: i64) -> Result<u64> {
        let n: i64 = on_conn!(self, |c| {
            sqlx::query_scalar(
                "SELECT COUNT(*) FROM pairings
                 WHERE tournament_id = $1 AND round = $2 AND result IS NULL",
            )
            .bind(tournament)
            .bind(round)
            .fetch_one(c)
            .await?
        });
        Ok(u64::try_from(n).unwrap_or(0))
    }

    /// A pairing by id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn pairing(&mut self, id: PairingId) -> Result<Option<PairingRow>> {
        self.row_by(select_pairing!("WHERE id = $1"), id).await
    }

    /// Takes pairing `id` to start its game, if no game is started, no
    /// result decided and nobody took it after `stale_before`: `false`
    /// otherwise. The taker starts it; another process takes it only once
    /// the lease is old (the first stopped in between).
    ///
    /// # Errors
    /// A database failure.
    pub async fn claim_pairing(
        &mut self,
        id: PairingId,
        now: Timestamp,
        stale_before: Timestamp,
    ) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE pairings SET claimed_at = $1
                 WHERE id = $2 AND game_id IS NULL AND result IS NULL
                   AND (claimed_at IS NULL OR claimed_at <= $3)",
            )
            .bind(now)
            .bind(id)
            .bind(stale_before)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Names the game of a pairing, once: `false` when it already has one
    /// or a result.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_pairing_game(&mut self, id: PairingId, game: GameId) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE pairings SET game_id = $1
                 WHERE id = $2 AND game_id IS NULL AND result IS NULL",
            )
            .bind(game)
            .bind(id)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Marks a game as a tournament's, with the tournament's time per turn.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_game_tournament(
        &mut self,
        game: GameId,
        tournament: TournamentId,
        turn_limit: Duration,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query("UPDATE games SET tournament_id = $1, turn_limit_ms = $2 WHERE id = $3")
                .bind(tournament)
                .bind(Millis(turn_limit))
                .bind(game)
                .execute(c)
                .await?
                .rows_affected()
        });
        Ok(())
    }

    /// Enters the result of a pairing that has none; `false` when it has.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_pairing_result(
        &mut self,
        id: PairingId,
        result: PairingResult,
    ) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query("UPDATE pairings SET result = $1 WHERE id = $2 AND result IS NULL")
                .bind(result)
                .bind(id)
                .execute(c)
                .await?
                .rows_affected()
        });
        Ok(changed == 1)
    }

    /// The pairing whose game is `game`, if any.
    ///
    /// # Errors
    /// A database failure.
    pub async fn pairing_of_game(&mut self, game: GameId) -> Result<Option<PairingRow>> {
        self.row_by(select_pairing!("WHERE game_id = $1"), game)
            .await
    }

    /// Pairings of running or paused tournaments with no game and no
    /// result, not taken after `stale_before` (their start was
    /// interrupted).
    ///
    /// # Errors
    /// A database failure.
    pub async fn stalled_pairings(&mut self, stale_before: Timestamp) -> Result<Vec<PairingRow>> {
        self.rows_by(
            "SELECT p.id, p.tournament_id, p.round, p.board, p.first_user, p.second_user,
                    p.game_id, p.result, p.claimed_at
             FROM pairings p JOIN tournaments t ON t.id = p.tournament_id
             WHERE p.game_id IS NULL AND p.result IS NULL
               AND t.state IN ('running', 'paused') AND p.round = t.current_round
               AND (p.claimed_at IS NULL OR p.claimed_at <= $1)
             ORDER BY p.tournament_id, p.board",
            stale_before,
        )
        .await
    }
}
