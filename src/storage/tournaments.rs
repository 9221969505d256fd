//! `tournaments`, `tournament_entrants`, `tournament_rounds`: a server's
//! tournaments, who signed up and the rounds paired so far (their games
//! are in [`super::pairings`]). Pairing a round is claimed once: the
//! round's primary key (tournament, number) and the conditional update of
//! `tournaments.current_round` ([`Tx::advance_round`]) both refuse a second
//! writer.

use std::time::Duration;

use super::row;
use super::{GuildKey, Millis, claiming, loading, on_conn};
use super::{Result, Tx};
use crate::engine::Variant;
use crate::ids::{ChannelId, GuildId, MessageId, TournamentId, UserId};
use crate::record::{EntrantStatus, TournamentFormat, TournamentState};
use crate::time::Timestamp;

row! {
    /// A stored tournament.
    #[derive(Clone, Debug, PartialEq)]
    pub struct TournamentRow {
        pub id: TournamentId,
        guild_id: GuildKey,
        channel_id: ChannelId,
        pub name: String,
        pub format: TournamentFormat,
        /// A Swiss's number of rounds.
        pub rounds: Option<i64>,
        pub variant: Variant,
        /// See [`TournamentRow::turn_limit`].
        turn_limit_ms: Millis,
        /// When sign-up closes; `None`: the organiser starts it.
        pub signup_deadline: Option<Timestamp>,
        /// The most players it takes (migration 0012); `None`: no limit.
        pub max_players: Option<i64>,
        pub state: TournamentState,
        organiser: UserId,
        message_id: Option<MessageId>,
        /// The round being played (0 before the start).
        pub current_round: i64,
        pub created_at: Timestamp,
        pub started_at: Option<Timestamp>,
        pub finished_at: Option<Timestamp>,
    }
}

impl TournamentRow {
    #[must_use]
    pub fn guild(&self) -> Option<GuildId> {
        self.guild_id.0
    }
    #[must_use]
    pub fn channel(&self) -> ChannelId {
        self.channel_id
    }
    #[must_use]
    pub fn organiser(&self) -> UserId {
        self.organiser
    }
    /// The announcement with the Join / Leave buttons, once posted.
    #[must_use]
    pub fn message(&self) -> Option<MessageId> {
        self.message_id
    }
    /// The time per turn of its games.
    #[must_use]
    pub fn turn_limit(&self) -> Duration {
        self.turn_limit_ms.0
    }
}

/// A tournament to create.
#[derive(Clone, Debug)]
pub struct NewTournament<'a> {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    pub name: &'a str,
    pub format: TournamentFormat,
    pub rounds: Option<i64>,
    pub variant: Variant,
    pub turn_limit: Duration,
    pub signup_deadline: Option<Timestamp>,
    /// The most players it takes; `None`: no limit.
    pub max_players: Option<i64>,
    pub organiser: UserId,
    pub now: Timestamp,
}

row! {
    /// One entrant of a tournament.
    #[derive(Clone, Debug, PartialEq)]
    pub struct EntrantRow {
        user_id: UserId,
        pub status: EntrantStatus,
        pub joined_at: Timestamp,
        /// The place in the seed order (0: the best), from the start.
        pub seed: Option<i64>,
    }
}

impl EntrantRow {
    #[must_use]
    pub fn user(&self) -> UserId {
        self.user_id
    }
}

row! {
    /// A round paired.
    #[derive(Clone, Debug, PartialEq)]
    pub struct RoundRow {
        pub number: i64,
        bye_user: Option<UserId>,
        pub started_at: Timestamp,
    }
}

impl RoundRow {
    /// The player with the round's bye.
    #[must_use]
    pub fn bye(&self) -> Option<UserId> {
        self.bye_user
    }
}

macro_rules! select_tournament {
    ($rest:literal) => {
        concat!(
            "SELECT id, guild_id, channel_id, name, format, rounds, variant, turn_limit_ms, \
             signup_deadline, max_players, state, organiser, message_id, current_round, created_at, \
             started_at, finished_at FROM tournaments ",
            $rest
        )
    };
}

impl Tx {
    /// Stores a tournament open for sign-up and returns its id.
    ///
    /// # Errors
    /// A database failure, or the channel already has a tournament that is
    /// not over ([`StorageError::Taken`](super::StorageError::Taken)).
    pub async fn insert_tournament(&mut self, t: &NewTournament<'_>) -> Result<TournamentId> {
        let (id,): (TournamentId,) = on_conn!(self, |c| {
            sqlx::query_as(
                "INSERT INTO tournaments (guild_id, channel_id, name, format, rounds, variant,
                                          turn_limit_ms, signup_deadline, max_players, organiser,
                                          created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
            )
            .bind(GuildKey(t.guild))
            .bind(t.channel)
            .bind(t.name)
            .bind(t.format)
            .bind(t.rounds)
            .bind(t.variant)
            .bind(Millis(t.turn_limit))
            .bind(t.signup_deadline)
            .bind(t.max_players)
            .bind(t.organiser)
            .bind(t.now)
            .fetch_one(c)
            .await?
        });
        Ok(id)
    }

    /// A tournament by id; in a write transaction on PostgreSQL its row
    /// stays locked until the commit, so that the writers of one tournament
    /// (games ending, players leaving, the organiser) take turns.
    ///
    /// # Errors
    /// A database failure.
    pub async fn tournament(&mut self, id: TournamentId) -> Result<Option<TournamentRow>> {
        self.row_by(loading!(self, select_tournament!("WHERE id = $1")), id)
            .await
    }

    /// The newest tournament of a channel (the one not over, if any: a
    /// channel has at most one, and no new one while it lasts).
    ///
    /// # Errors
    /// A database failure.
    pub async fn channel_tournament(
        &mut self,
        channel: ChannelId,
    ) -> Result<Option<TournamentRow>> {
        let sql = select_tournament!("WHERE channel_id = $1 ORDER BY id DESC LIMIT 1");
        self.row_by(sql, channel).await
    }

    /// Tournaments still in sign-up whose deadline has passed at `now`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn signups_due(&mut self, now: Timestamp) -> Result<Vec<TournamentRow>> {
        let sql =
            select_tournament!("WHERE state = 'signup' AND signup_deadline <= $1 ORDER BY id");
        self.rows_by(sql, now).await
    }

    /// Running tournaments whose current round is over (every game of it
    /// has a result) or that have none yet: their next round is to be
    /// paired, or they are to finish. Found by the turn clock, for those a
    /// stopped process left so.
    ///
    /// # Errors
    /// A database failure.
    pub async fn tournaments_to_pair(&mut self) -> Result<Vec<TournamentRow>> {
        let sql = select_tournament!(
            "WHERE state = $1 AND NOT EXISTS (
                 SELECT 1 FROM pairings p
                 WHERE p.tournament_id = tournaments.id
                   AND p.round = tournaments.current_round AND p.result IS NULL)
             ORDER BY id"
        );
        self.rows_by(sql, TournamentState::Running).await
    }

    /// Claims a tournament still in sign-up for the turn clock (see
    /// [`Tx::claim_challenge`]).
    ///
    /// # Errors
    /// A database failure.
    pub async fn claim_signup(&mut self, id: TournamentId) -> Result<Option<TournamentRow>> {
        let sql = claiming!(
            self,
            select_tournament!("WHERE id = $1 AND state = 'signup'")
        );
        self.row_by(sql, id).await
    }

    /// Records the announcement's message; returns the tournament's state
    /// (`None`: no such tournament).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_tournament_message(
        &mut self,
        id: TournamentId,
        message: MessageId,
    ) -> Result<Option<TournamentState>> {
        let state: Option<(TournamentState,)> = on_conn!(self, |c| {
            sqlx::query_as("UPDATE tournaments SET message_id = $1 WHERE id = $2 RETURNING state")
                .bind(message)
                .bind(id)
                .fetch_optional(c)
                .await?
        });
        Ok(state.map(|(s,)| s))
    }

    /// Moves a tournament from state `from` to `to` (`started_at` or
    /// `finished_at` set to `now` on the way to running or to an end);
    /// `false` when it was not in `from`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_tournament_state(
        &mut self,
        id: TournamentId,
        from: TournamentState,
        to: TournamentState,
        now: Timestamp,
    ) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE tournaments SET state = $1,
                    started_at = CASE WHEN $2 = 'signup' AND $1 = 'running' THEN $3 ELSE started_at END,
                    finished_at = CASE WHEN $1 IN ('finished', 'cancelled') THEN $3
                                       ELSE finished_at END
                 WHERE id = $4 AND state = $2",
            )
            .bind(to)
            .bind(from)
            .bind(now)
            .bind(id)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Sets a Swiss's number of rounds (fewer players came than it needs).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_tournament_rounds(&mut self, id: TournamentId, rounds: i64) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query("UPDATE tournaments SET rounds = $1 WHERE id = $2")
                .bind(rounds)
                .bind(id)
                .execute(c)
                .await?
                .rows_affected()
        });
        Ok(())
    }

    /// Claims the pairing of round `from + 1` of a running tournament whose
    /// round `from` is over: `false` when another writer already did (or
    /// the tournament is not running). Exactly one writer gets `true`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn advance_round(&mut self, id: TournamentId, from: i64) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE tournaments SET current_round = current_round + 1
                 WHERE id = $1 AND current_round = $2 AND state = 'running'",
            )
            .bind(id)
            .bind(from)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// The entrants of a tournament, in the order they joined.
    ///
    /// # Errors
    /// A database failure.
    pub async fn entrants(&mut self, tournament: TournamentId) -> Result<Vec<EntrantRow>> {
        self.rows_by(
            "SELECT user_id, status, joined_at, seed FROM tournament_entrants
             WHERE tournament_id = $1 ORDER BY joined_at, user_id",
            tournament,
        )
        .await
    }

    /// Signs `user` up (again, after leaving); `false` when they already are.
    ///
    /// # Errors
    /// A database failure.
    pub async fn join_tournament(
        &mut self,
        tournament: TournamentId,
        user: UserId,
        now: Timestamp,
    ) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO tournament_entrants (tournament_id, user_id, joined_at)
                 VALUES ($1, $2, $3)
                 ON CONFLICT (tournament_id, user_id) DO UPDATE
                 SET status = 'joined', joined_at = excluded.joined_at
                 WHERE tournament_entrants.status = 'left'",
            )
            .bind(tournament)
            .bind(user)
            .bind(now)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Marks a joined entrant as `status` (left or removed); `false` when
    /// they were not joined.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_entrant_status(
        &mut self,
        tournament: TournamentId,
        user: UserId,
        status: EntrantStatus,
    ) -> Result<bool> {
        let changed = on_conn!(self, |c| {
            sqlx::query(
                "UPDATE tournament_entrants SET status = $1
                 WHERE tournament_id = $2 AND user_id = $3 AND status = 'joined'",
            )
            .bind(status)
            .bind(tournament)
            .bind(user)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(changed == 1)
    }

    /// Fixes an entrant's place in the seed order.
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_seed(
        &mut self,
        tournament: TournamentId,
        user: UserId,
        seed: i64,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "UPDATE tournament_entrants SET seed = $1 WHERE tournament_id = $2 AND user_id = $3",
            )
            .bind(seed)
            .bind(tournament)
            .bind(user)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(())
    }

    /// Stores round `number` (its primary key refuses a second one).
    ///
    /// # Errors
    /// A database failure, or the round is already stored.
    pub async fn insert_round(
        &mut self,
        tournament: TournamentId,
        number: i64,
        bye: Option<UserId>,
        now: Timestamp,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO tournament_rounds (tournament_id, number, bye_user, started_at)
                 VALUES ($1, $2, $3, $4)",
            )
            .bind(tournament)
            .bind(number)
            .bind(bye)
            .bind(now)
            .execute(c)
            .await?
            .rows_affected()
        });
        Ok(())
    }

    /// The rounds of a tournament, in order.
    ///
    /// # Errors
    /// A database failure.
    pub async fn rounds(&mut self, tournament: TournamentId) -> Result<Vec<RoundRow>> {
        self.rows_by(
            "SELECT number, bye_user, started_at FROM tournament_rounds
             WHERE tournament_id = $1 ORDER BY number",
            tournament,
        )
        .await
    }
}
