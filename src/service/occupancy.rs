//! A channel holds one game or one open challenge at a time: the checks
//! every new challenge or game makes ([`Occupancy::ensure_channel_free`]),
//! and the answer when another process stored one there first
//! ([`Occupancy::unless_taken`]).

use crate::ids::ChannelId;
use crate::record::ChallengeStatus;
use crate::storage::{ChallengeRow, StorageError, Tx};
use crate::time::Timestamp;

use crate::service::common::user_err;
use crate::service::context::Context;
use crate::service::effects::ChallengeMessage;
use crate::service::errors::{InternalError, ServiceError};
use crate::service::text;

/// What occupies a channel.
#[derive(Clone, Copy)]
pub struct Occupancy<'a> {
    cx: &'a Context,
}

impl<'a> Occupancy<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

impl Occupancy<'_> {
    /// `stored`, the result of storing a new challenge or game in `channel`,
    /// or, when a uniqueness rule refused it because another process stored
    /// one there at the same moment, the answer the checks before the insert
    /// would have given had that process been a moment quicker.
    pub(super) async fn unless_taken<T>(
        &self,
        channel: ChannelId,
        stored: Result<T, ServiceError>,
    ) -> Result<T, ServiceError> {
        match stored {
            Err(ServiceError::Internal(InternalError::Storage(StorageError::Taken(_)))) => {
                Err(self.channel_taken(channel).await)
            }
            stored => stored,
        }
    }

    /// Refuses a new challenge or game where a game is active or a challenge
    /// is still open; closes an open challenge that has expired. Returns now
    /// and the posted message of the challenge it closed, whose buttons are
    /// to be disabled.
    pub(super) async fn ensure_channel_free(
        &self,
        tx: &mut Tx,
        channel: ChannelId,
    ) -> Result<(Timestamp, Option<ChallengeMessage>), ServiceError> {
        tx.lock_channel(channel).await?;
        if tx.active_game(channel).await?.is_some() {
            return user_err(text::channel_busy());
        }
        let now = self.cx.now();
        if let Some(open) = tx.open_challenge(channel).await? {
            if open.expires_at > now {
                return user_err(text::challenge_pending(open.challenger(), open.opponent()));
            }
            let closed = tx
                .close_challenge(open.id, ChallengeStatus::Expired)
                .await?;
            return Ok((now, closed.as_ref().and_then(posted_message)));
        }
        Ok((now, None))
    }

    /// What another action stored first in `channel`.
    async fn channel_taken(&self, channel: ChannelId) -> ServiceError {
        let read = async {
            let mut tx = self.cx.db.read().await?;
            let game = tx.active_game(channel).await?;
            let open = tx.open_challenge(channel).await?;
            tx.commit().await?;
            Ok::<_, ServiceError>((game, open))
        };
        match read.await {
            Ok((Some(_), _)) => ServiceError::User(text::channel_busy()),
            Ok((None, Some(c))) => {
                ServiceError::User(text::challenge_pending(c.challenger(), c.opponent()))
            }
            Ok((None, None)) => ServiceError::User(text::changed_meanwhile()),
            Err(e) => e,
        }
    }
}

/// The posted message of challenge `c`, if it was recorded.
pub(super) fn posted_message(c: &ChallengeRow) -> Option<ChallengeMessage> {
    c.message().map(|message| ChallengeMessage {
        challenge: c.id,
        channel: c.channel(),
        message,
        response: c.response(),
    })
}
