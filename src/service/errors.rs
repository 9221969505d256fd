//! What went wrong in a service call: a user's mistake, with the reason to
//! show them, or a failure that is not their fault (logged; they get an
//! apology).

use crate::i18n::Msg;
use crate::ids::{GameId, TournamentId};

use crate::service::text;

/// What went wrong.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// A user's mistake, with the specific reason, to show only to them.
    #[error("{0}")]
    User(Msg),
    /// A bug or an outage: log it; the user gets a short apology.
    #[error(transparent)]
    Internal(#[from] InternalError),
}

impl ServiceError {
    /// The text to show the user: the reason of a mistake, or an apology.
    #[must_use]
    pub fn user_message(&self) -> Msg {
        match self {
            ServiceError::User(m) => m.clone(),
            ServiceError::Internal(_) => text::internal_error(),
        }
    }

    /// Whether this is the user's mistake (as opposed to a bug).
    #[must_use]
    pub fn is_user(&self) -> bool {
        matches!(self, ServiceError::User(_))
    }
}

/// Failures that are not the user's fault.
#[derive(Debug, thiserror::Error)]
pub enum InternalError {
    #[error("storage: {0}")]
    Storage(#[from] crate::storage::StorageError),
    #[error("rendering: {0}")]
    Render(String),
    #[error("the computer's search failed: {0}")]
    Computer(String),
    #[error("a tournament's pairing failed: {0}")]
    Pairing(String),
    #[error("stored game {game} can't be replayed: {reason}")]
    Corrupt { game: GameId, reason: String },
    #[error("stored puzzle {puzzle} can't be read: {reason}")]
    Puzzle {
        puzzle: crate::ids::PuzzleId,
        reason: String,
    },
    #[error("stored tournament {tournament} can't be rebuilt: {reason}")]
    Tournament {
        tournament: TournamentId,
        reason: String,
    },
}

impl From<crate::storage::StorageError> for ServiceError {
    fn from(e: crate::storage::StorageError) -> ServiceError {
        ServiceError::Internal(InternalError::Storage(e))
    }
}
