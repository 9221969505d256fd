//! The game service: every user action, transport-agnostic. Plain ids in
//! ([`Actor`]), a [`Reply`] out (text, an optional picture, mentions,
//! buttons). Challenges, turns, passes, the end of the game, ratings,
//! statistics and turn timeouts live here; the rules come from the engine,
//! the SQL from storage, the pictures from the renderer.
//!
//! Every action on a game is serialised per channel inside the process and
//! runs in one write transaction that checks the game's expected ply, so two
//! actions at once (a double click, two processes) never both apply.
//!
//! This module must not import any transport (poise, serenity).

mod picture;
pub mod text;
mod types;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::engine::{Color, Point, Variant};
use crate::storage::Db;

pub use types::{
    Actor, Button, Clock, InternalError, ManualClock, Notice, Picture, Reply, ServiceError,
    SystemClock,
};

/// An unanswered challenge expires after this long.
pub const DEFAULT_CHALLENGE_TTL: Duration = Duration::from_secs(10 * 60);
/// The turn time limit of a guild that has not set one.
pub const DEFAULT_TURN_LIMIT: Duration = Duration::from_secs(24 * 60 * 60);

/// The game service over one database.
pub struct Service {
    db: Db,
    clock: Arc<dyn Clock>,
    challenge_ttl_ms: i64,
    /// One lock per channel: actions in a channel run one at a time.
    locks: Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
}

type Res = Result<Reply, ServiceError>;

impl Service {
    /// Opens (creating and migrating) the database at `database_url`.
    ///
    /// # Errors
    /// The database can't be opened or migrated.
    pub async fn open(database_url: &str, clock: Arc<dyn Clock>) -> Result<Service, ServiceError> {
        let db = Db::open(database_url).await?;
        Ok(Service {
            db,
            clock,
            challenge_ttl_ms: DEFAULT_CHALLENGE_TTL.as_millis() as i64,
            locks: Mutex::new(HashMap::new()),
        })
    }

    /// Closes the database (waits for running queries).
    pub async fn close(&self) {
        self.db.close().await;
    }

    /// Challenges `opponent` to a game in the caller's channel.
    ///
    /// # Errors
    /// A user error for oneself, a busy channel; internal errors.
    pub async fn challenge(&self, a: Actor, opponent: u64, variant: Variant) -> Res {
        let _ = (
            a,
            opponent,
            variant,
            &self.clock,
            &self.locks,
            self.challenge_ttl_ms,
        );
        todo!()
    }

    /// Accepts a challenge (`None`: the open challenge of the channel) and
    /// starts the game.
    ///
    /// # Errors
    /// A user error when there is no such open challenge or it is not for the caller.
    pub async fn accept(&self, a: Actor, challenge: Option<i64>) -> Res {
        let _ = (a, challenge);
        todo!()
    }

    /// Declines a challenge addressed to the caller.
    ///
    /// # Errors
    /// A user error when there is no such open challenge or it is not for the caller.
    pub async fn decline(&self, a: Actor, challenge: Option<i64>) -> Res {
        let _ = (a, challenge);
        todo!()
    }

    /// Withdraws the caller's open challenge in the channel.
    ///
    /// # Errors
    /// A user error when the caller has no open challenge here.
    pub async fn cancel(&self, a: Actor) -> Res {
        let _ = a;
        todo!()
    }

    /// Claims a colour (the turn then continues with a move).
    ///
    /// # Errors
    /// A user error when there is no game, it isn't the caller's turn, or the
    /// claim is illegal (with the engine's reason).
    pub async fn claim(&self, a: Actor, color: Color) -> Res {
        let _ = (a, color);
        todo!()
    }

    /// Plays a move, optionally preceded by a claim. `text` is the move as a
    /// user typed it: `C3-E5`, `C3 E5`, `B5-B2-C3-E3`, `B5 B2 C3 E3`.
    ///
    /// # Errors
    /// A user error when there is no game, it isn't the caller's turn, the
    /// text is not a move, or the move is illegal (with the engine's reason).
    pub async fn play_move(&self, a: Actor, claim: Option<Color>, text: &str) -> Res {
        let _ = (a, claim, text);
        todo!()
    }

    /// The caller gives up the game in the channel.
    ///
    /// # Errors
    /// A user error when the caller plays no game here.
    pub async fn resign(&self, a: Actor) -> Res {
        let _ = a;
        todo!()
    }

    /// The current board of the channel's game (or its last game).
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn board(&self, a: Actor) -> Res {
        let _ = a;
        todo!()
    }

    /// The move list of the channel's game, with its start position (LPN).
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn history(&self, a: Actor) -> Res {
        let _ = a;
        todo!()
    }

    /// The animated replay of the channel's game.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn replay(&self, a: Actor) -> Res {
        let _ = a;
        todo!()
    }

    /// Ends the channel's game without a result (moderators only; no rating change).
    ///
    /// # Errors
    /// A user error for non-moderators or when there is no game.
    pub async fn abort(&self, a: Actor) -> Res {
        let _ = a;
        todo!()
    }

    /// Offers a rematch of a finished game (`None`: the channel's last game)
    /// to the other player; if they already offered one, starts it.
    ///
    /// # Errors
    /// A user error when the caller didn't play that game or it isn't over.
    pub async fn rematch(&self, a: Actor, game: Option<i64>) -> Res {
        let _ = (a, game);
        todo!()
    }

    /// The guild's best `limit` players.
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn leaderboard(&self, a: Actor, limit: u32) -> Res {
        let _ = (a, limit);
        todo!()
    }

    /// A user's statistics in the guild.
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn stats(&self, a: Actor, user: u64) -> Res {
        let _ = (a, user);
        todo!()
    }

    /// Sets the guild's turn time limit (admins only).
    ///
    /// # Errors
    /// A user error for non-admins or a limit out of range.
    pub async fn set_turn_limit(&self, a: Actor, limit: Duration) -> Res {
        let _ = (a, limit);
        todo!()
    }

    /// A summary of the rules and commands.
    #[must_use]
    pub fn rules(&self) -> Reply {
        todo!()
    }

    /// The caller's movable stacks, if it is their turn (for autocomplete).
    pub async fn movable_stacks(&self, a: Actor) -> Vec<Point> {
        let _ = a;
        todo!()
    }

    /// Where the stack on `from` can land, each with its LYNGK points (empty
    /// for a direct move), if it is the caller's turn (for autocomplete).
    pub async fn destinations(&self, a: Actor, from: Point) -> Vec<(Point, Vec<Point>)> {
        let _ = (a, from);
        todo!()
    }

    /// Applies due timeouts: a warning at half time, a forfeit once the limit
    /// has passed, and expired challenges; each applied exactly once.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        todo!()
    }
}
