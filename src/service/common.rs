//! The small things every concern of the service takes: an answer's result
//! ([`Res`]) and a user's mistake ([`user_err`]), the span of an operation
//! on a game ([`game_span`]), the operators' log line of a game's end
//! ([`log_ending`]), a game about to start ([`Opening`]), and the limits
//! that are the same for every guild (the time to answer a challenge or a
//! takeback, the turn limit's default and bounds).
//!
//! It sits below every handle: it imports only the values of the answer and
//! its errors ([`super::reply`], [`super::errors`]), never a handle, and no
//! transport.

use std::time::Duration;

use crate::ai::Level;
use crate::engine::Position;
use crate::i18n::Msg;
use crate::ids::{ChallengeId, GuildId, Seat};
use crate::record::{Ending, GameResult};
use crate::service::errors::ServiceError;
use crate::service::reply::Reply;
use crate::service::types::GameRef;

/// An unanswered challenge expires after this long.
pub const DEFAULT_CHALLENGE_TTL: Duration = Duration::from_secs(10 * 60);
/// An unanswered takeback request expires after this long.
pub const TAKEBACK_TTL: Duration = Duration::from_secs(10 * 60);
/// The turn time limit of a guild that has not set one.
pub const DEFAULT_TURN_LIMIT: Duration = Duration::from_secs(24 * 60 * 60);
/// The shortest turn time limit a guild may set.
pub const MIN_TURN_LIMIT: Duration = Duration::from_secs(60);
/// The longest turn time limit a guild may set.
pub const MAX_TURN_LIMIT: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// What a service call answers.
pub(super) type Res = Result<Reply, ServiceError>;

/// A user's mistake, shown only to them.
pub(super) fn user_err<T>(msg: Msg) -> Result<T, ServiceError> {
    Err(ServiceError::User(msg))
}

/// A game about to start: the seed it is drawn from (stored, it reproduces
/// the board, the first player and the computer's moves), its start
/// position, its players in order, and what it comes from.
pub(super) struct Opening<'a> {
    pub(super) seed: u64,
    pub(super) start: &'a Position,
    pub(super) players: [Seat; 2],
    pub(super) challenge: Option<ChallengeId>,
    /// The computer's level in a game against it.
    pub(super) level: Option<Level>,
}

/// The span of an operation on a game: every log line inside it carries
/// the game's guild, channel and id.
pub(super) fn game_span(game: GameRef) -> tracing::Span {
    tracing::info_span!(
        "game",
        guild = game.guild.map(GuildId::get),
        channel = game.channel.get(),
        game = game.game.get()
    )
}

/// Logs the end of a game for operators (after the commit, in the game's
/// span).
pub(super) fn log_ending(e: &Ending) {
    tracing::info!(
        status = e.status.name(),
        result = e.result.map(GameResult::name),
        reason = e.reason.name(),
        "game over"
    );
}
