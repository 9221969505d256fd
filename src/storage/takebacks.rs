//! `takebacks`: requests to take back a turn, which the opponent accepts
//! or declines, or which expire or are overtaken by a move. The schema
//! allows one open request per game. An accepted request is named by the
//! actions it undid (`actions.undone_by`).

use super::row;
use super::{ResponseToken, Result, Tx, claiming, loading, on_conn};
use crate::ids::{ChannelId, GameId, MessageId, TakebackId, UserId};
use crate::record::TakebackStatus;
use crate::time::Timestamp;

row! {
    /// A stored takeback request. Its `Debug` hides the response token.
    #[derive(Clone, PartialEq)]
    pub struct TakebackRow {
        pub id: TakebackId,
        pub game_id: GameId,
        requester: UserId,
        /// The game's revision when it was asked for.
        pub revision: i64,
        /// The ply the game goes back to.
        pub back_to: i64,
        pub created_at: Timestamp,
        pub expires_at: Timestamp,
        pub status: TakebackStatus,
        pub answered_at: Option<Timestamp>,
        channel_id: ChannelId,
        message_id: Option<MessageId>,
        /// Where only an interaction's token can edit that message (a
        /// user's install of the app): the token, when its interaction
        /// arrived, and whether the message is a follow-up of it.
        response_token: Option<String>,
        response_at: Option<Timestamp>,
        response_followup: Option<bool>,
    }
}

impl std::fmt::Debug for TakebackRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("TakebackRow")
            .field("id", &self.id)
            .field("game_id", &self.game_id)
            .field("requester", &self.requester)
            .field("revision", &self.revision)
            .field("back_to", &self.back_to)
            .field("created_at", &self.created_at)
            .field("expires_at", &self.expires_at)
            .field("status", &self.status)
            .field("answered_at", &self.answered_at)
            .field("channel_id", &self.channel_id)
            .field("message_id", &self.message_id)
            .field("response", &self.response())
            .finish()
    }
}

impl TakebackRow {
    #[must_use]
    pub fn requester(&self) -> UserId {
        self.requester
    }
    /// Where the request was posted.
    #[must_use]
    pub fn channel(&self) -> ChannelId {
        self.channel_id
    }
    /// The message that shows the request and its buttons, once posted.
    #[must_use]
    pub fn message(&self) -> Option<MessageId> {
        self.message_id
    }
    /// The token that can edit the request's message, where only one can.
    #[must_use]
    pub fn response(&self) -> Option<ResponseToken> {
        Some(ResponseToken {
            token: self.response_token.clone()?,
            arrived: self.response_at?,
            followup: self.response_followup.unwrap_or(false),
        })
    }
}

/// A takeback request to store.
#[derive(Clone, Copy, Debug)]
pub struct NewTakeback {
    pub game: GameId,
    pub requester: UserId,
    pub revision: i64,
    pub back_to: i64,
    pub channel: ChannelId,
    pub created_at: Timestamp,
    pub expires_at: Timestamp,
}

macro_rules! takeback_columns {
    () => {
        "id, game_id, requester, revision, back_to, created_at, expires_at, status, \
         answered_at, channel_id, message_id, response_token, response_at, response_followup"
    };
}

macro_rules! select_takeback {
    ($rest:literal) => {
        concat!("SELECT ", takeback_columns!(), " FROM takebacks ", $rest)
    };
}

impl Tx {
    /// Stores an open takeback request and returns its id.
    ///
    /// # Errors
    /// A database failure, or the game already has an open request.
    pub async fn insert_takeback(&mut self, t: &NewTakeback) -> Result<TakebackId> {
        let (id,): (TakebackId,) = on_conn!(self, |c| {
            sqlx::query_as(
                "INSERT INTO takebacks (game_id, requester, revision, back_to, channel_id,
                                        created_at, expires_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
            )
            .bind(t.game)
            .bind(t.requester)
            .bind(t.revision)
            .bind(t.back_to)
            .bind(t.channel)
            .bind(t.created_at)
            .bind(t.expires_at)
            .fetch_one(c)
            .await?
        });
        Ok(id)
    }

    /// A takeback request by id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn takeback(&mut self, id: TakebackId) -> Result<Option<TakebackRow>> {
        self.row_by(loading!(self, select_takeback!("WHERE id = $1")), id)
            .await
    }

    /// The open takeback request of a game, if any (expired or not).
    ///
    /// # Errors
    /// A database failure.
    pub async fn open_takeback(&mut self, game: GameId) -> Result<Option<TakebackRow>> {
        let sql = loading!(
            self,
            select_takeback!("WHERE game_id = $1 AND status = 'open'")
        );
        self.row_by(sql, game).await
    }

    /// Claims an open request for the turn clock (see
    /// [`Tx::claim_challenge`]).
    ///
    /// # Errors
    /// A database failure.
    pub async fn claim_takeback(&mut self, id: TakebackId) -> Result<Option<TakebackRow>> {
        let sql = claiming!(self, select_takeback!("WHERE id = $1 AND status = 'open'"));
        self.row_by(sql, id).await
    }

    /// Closes an open request with `status` at `now`: the closed request,
    /// or `None` when it was no longer open.
    ///
    /// # Errors
    /// A database failure.
    pub async fn close_takeback(
        &mut self,
        id: TakebackId,
        status: TakebackStatus,
        now: Timestamp,
    ) -> Result<Option<TakebackRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(concat!(
                "UPDATE takebacks SET status = $1, answered_at = $2
                 WHERE id = $3 AND status = 'open' RETURNING ",
                takeback_columns!()
            ))
            .bind(status)
            .bind(now)
            .bind(id)
            .fetch_optional(c)
            .await?
        }))
    }

    /// Closes the open request of `game`, if any, as overtaken (the game
    /// moved on or ended without an answer): the closed request.
    ///
    /// # Errors
    /// A database failure.
    pub async fn overtake_takeback(
        &mut self,
        game: GameId,
        now: Timestamp,
    ) -> Result<Option<TakebackRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(concat!(
                "UPDATE takebacks SET status = 'overtaken', answered_at = $1
                 WHERE game_id = $2 AND status = 'open' RETURNING ",
                takeback_columns!()
            ))
            .bind(now)
            .bind(game)
            .fetch_optional(c)
            .await?
        }))
    }

    /// Records the message that shows request `id`; returns its status
    /// (`None`: no such request).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_takeback_message(
        &mut self,
        id: TakebackId,
        message: MessageId,
    ) -> Result<Option<TakebackStatus>> {
        let status: Option<(TakebackStatus,)> = on_conn!(self, |c| {
            sqlx::query_as("UPDATE takebacks SET message_id = $1 WHERE id = $2 RETURNING status")
                .bind(message)
                .bind(id)
                .fetch_optional(c)
                .await?
        });
        Ok(status.map(|(s,)| s))
    }

    /// Records the interaction token that can edit takeback request
    /// `id`'s message where the bot can't edit it in the channel (a user's
    /// install).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_takeback_response(
        &mut self,
        id: TakebackId,
        response: &ResponseToken,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "UPDATE takebacks SET response_token = $1, response_at = $2,
                                      response_followup = $3
                 WHERE id = $4",
            )
            .bind(&response.token)
            .bind(response.arrived)
            .bind(response.followup)
            .bind(id)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// Open requests whose time is up at `now`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn expired_takebacks(&mut self, now: Timestamp) -> Result<Vec<TakebackRow>> {
        let sql = loading!(
            self,
            select_takeback!("WHERE status = 'open' AND expires_at <= $1 ORDER BY id")
        );
        self.rows_by(sql, now).await
    }
}
