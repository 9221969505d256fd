//! `challenges`: open, accepted, declined, cancelled and expired challenges.
//! The schema allows one open challenge per channel; a challenge without
//! an opponent is open to anyone but its challenger.

use super::row;
use super::{GuildKey, Result, Tx, claiming, loading, on_conn};
use crate::engine::Variant;
use crate::ids::{ChallengeId, ChannelId, GameId, GuildId, MessageId, UserId};
use crate::record::ChallengeStatus;
use crate::time::Timestamp;

row! {
    /// A stored challenge. Its `Debug` hides the response token.
    #[derive(Clone, PartialEq)]
    pub struct ChallengeRow {
        pub id: ChallengeId,
        guild_id: GuildKey,
        channel_id: ChannelId,
        challenger: UserId,
        /// NULL for an open challenge (anyone may accept) until it is accepted.
        opponent: Option<UserId>,
        pub variant: Variant,
        pub created_at: Timestamp,
        pub expires_at: Timestamp,
        pub status: ChallengeStatus,
        pub rematch_of: Option<GameId>,
        /// The message that shows the challenge and its buttons, once posted.
        message_id: Option<MessageId>,
        /// Where only an interaction's token can edit that message (a
        /// user's install of the app): the token, when its interaction
        /// arrived, and whether the message is a follow-up of it.
        response_token: Option<String>,
        response_at: Option<Timestamp>,
        response_followup: Option<bool>,
    }
}

/// The interaction token that can edit a challenge's message where the bot
/// is not in the channel ([`Tx::set_challenge_response`]). Its `Debug`
/// hides the token.
#[derive(Clone, PartialEq, Eq)]
pub struct ResponseToken {
    /// The interaction's token: a secret, never logged.
    pub token: String,
    /// When the interaction arrived (its token lasts 15 minutes).
    pub arrived: Timestamp,
    /// The message is a follow-up of the interaction, not its original
    /// response.
    pub followup: bool,
}

impl std::fmt::Debug for ResponseToken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ResponseToken")
            .field("token", &"<hidden>")
            .field("arrived", &self.arrived)
            .field("followup", &self.followup)
            .finish()
    }
}

impl std::fmt::Debug for ChallengeRow {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ChallengeRow")
            .field("id", &self.id)
            .field("guild_id", &self.guild_id)
            .field("channel_id", &self.channel_id)
            .field("challenger", &self.challenger)
            .field("opponent", &self.opponent)
            .field("variant", &self.variant)
            .field("created_at", &self.created_at)
            .field("expires_at", &self.expires_at)
            .field("status", &self.status)
            .field("rematch_of", &self.rematch_of)
            .field("message_id", &self.message_id)
            .field("response", &self.response())
            .finish()
    }
}

impl ChallengeRow {
    /// The message that shows the challenge (in its channel), once posted.
    #[must_use]
    pub fn message(&self) -> Option<MessageId> {
        self.message_id
    }
    /// The token that can edit the challenge's message, where only one can.
    #[must_use]
    pub fn response(&self) -> Option<ResponseToken> {
        Some(ResponseToken {
            token: self.response_token.clone()?,
            arrived: self.response_at?,
            followup: self.response_followup.unwrap_or(false),
        })
    }
    #[must_use]
    pub fn guild(&self) -> Option<GuildId> {
        self.guild_id.0
    }
    #[must_use]
    pub fn channel(&self) -> ChannelId {
        self.channel_id
    }
    #[must_use]
    pub fn challenger(&self) -> UserId {
        self.challenger
    }
    #[must_use]
    pub fn opponent(&self) -> Option<UserId> {
        self.opponent
    }
}

/// A challenge to create.
#[derive(Clone, Debug)]
pub struct NewChallenge {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    pub challenger: UserId,
    /// `None`: an open challenge, anyone but the challenger may accept.
    pub opponent: Option<UserId>,
    pub variant: Variant,
    pub created_at: Timestamp,
    pub expires_at: Timestamp,
    pub rematch_of: Option<GameId>,
}

macro_rules! challenge_columns {
    () => {
        "id, guild_id, channel_id, challenger, opponent, variant, created_at, expires_at, \
         status, rematch_of, message_id, response_token, response_at, response_followup"
    };
}

macro_rules! select_challenge {
    ($rest:literal) => {
        concat!("SELECT ", challenge_columns!(), " FROM challenges ", $rest)
    };
}

impl Tx {
    /// Stores a new open challenge and returns its id.
    ///
    /// # Errors
    /// A database failure, or the channel already has an open challenge.
    pub async fn insert_challenge(&mut self, c: &NewChallenge) -> Result<ChallengeId> {
        let (id,): (ChallengeId,) = on_conn!(self, |conn| {
            sqlx::query_as(
                "INSERT INTO challenges (guild_id, channel_id, challenger, opponent, variant,
                                         created_at, expires_at, rematch_of)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
            )
            .bind(GuildKey(c.guild))
            .bind(c.channel)
            .bind(c.challenger)
            .bind(c.opponent)
            .bind(c.variant)
            .bind(c.created_at)
            .bind(c.expires_at)
            .bind(c.rematch_of)
            .fetch_one(conn)
            .await?
        });
        Ok(id)
    }

    /// The open challenge of a channel, if any (expired or not).
    ///
    /// # Errors
    /// A database failure.
    pub async fn open_challenge(&mut self, channel: ChannelId) -> Result<Option<ChallengeRow>> {
        let sql = loading!(
            self,
            select_challenge!("WHERE channel_id = $1 AND status = 'open'")
        );
        self.row_by(sql, channel).await
    }

    /// A challenge by id.
    ///
    /// # Errors
    /// A database failure.
    pub async fn challenge(&mut self, id: ChallengeId) -> Result<Option<ChallengeRow>> {
        self.row_by(loading!(self, select_challenge!("WHERE id = $1")), id)
            .await
    }

    /// Claims an open challenge for the turn clock, in a write transaction:
    /// the challenge, or `None` when it was closed or (PostgreSQL) another
    /// process holds it right now.
    ///
    /// # Errors
    /// A database failure.
    pub async fn claim_challenge(&mut self, id: ChallengeId) -> Result<Option<ChallengeRow>> {
        let sql = claiming!(self, select_challenge!("WHERE id = $1 AND status = 'open'"));
        self.row_by(sql, id).await
    }

    /// Closes an open challenge with `status`: the closed challenge, or
    /// `None` when it was no longer open (someone else closed it first).
    ///
    /// # Errors
    /// A database failure.
    pub async fn close_challenge(
        &mut self,
        id: ChallengeId,
        status: ChallengeStatus,
    ) -> Result<Option<ChallengeRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(concat!(
                "UPDATE challenges SET status = $1 WHERE id = $2 AND status = 'open' RETURNING ",
                challenge_columns!()
            ))
            .bind(status)
            .bind(id)
            .fetch_optional(c)
            .await?
        }))
    }

    /// Accepts, for `accepter`, an open challenge that has not expired at
    /// `now` and is addressed to them or to anyone (an open challenge then
    /// stores them as its opponent): the accepted challenge, or `None` when
    /// it was closed (or taken) meanwhile or its time is up. One
    /// conditional update: of two accepters at once, exactly one gets it.
    ///
    /// # Errors
    /// A database failure.
    pub async fn accept_challenge(
        &mut self,
        id: ChallengeId,
        now: Timestamp,
        accepter: UserId,
    ) -> Result<Option<ChallengeRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(concat!(
                "UPDATE challenges SET status = 'accepted', opponent = $3
                 WHERE id = $1 AND status = 'open' AND expires_at > $2
                   AND (opponent IS NULL OR opponent = $3) AND challenger <> $3
                 RETURNING ",
                challenge_columns!()
            ))
            .bind(id)
            .bind(now)
            .bind(accepter)
            .fetch_optional(c)
            .await?
        }))
    }

    /// Records the message that shows challenge `id`; returns its status
    /// (`None`: no such challenge).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_challenge_message(
        &mut self,
        id: ChallengeId,
        message: MessageId,
    ) -> Result<Option<ChallengeStatus>> {
        let status: Option<(ChallengeStatus,)> = on_conn!(self, |c| {
            sqlx::query_as("UPDATE challenges SET message_id = $1 WHERE id = $2 RETURNING status")
                .bind(message)
                .bind(id)
                .fetch_optional(c)
                .await?
        });
        Ok(status.map(|(s,)| s))
    }

    /// Records the interaction token that can edit challenge `id`'s message
    /// where the bot can't edit it in the channel (a user's install).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_challenge_response(
        &mut self,
        id: ChallengeId,
        response: &ResponseToken,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "UPDATE challenges SET response_token = $1, response_at = $2,
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

    /// Open challenges whose time is up at `now`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn expired_challenges(&mut self, now: Timestamp) -> Result<Vec<ChallengeRow>> {
        let sql = loading!(
            self,
            select_challenge!("WHERE status = 'open' AND expires_at <= $1 ORDER BY id")
        );
        self.rows_by(sql, now).await
    }
}
