//! The records the bot keeps, in words: where a game stands
//! ([`GameStatus`]), and once it is over, its result ([`GameResult`]), why it
//! ended ([`EndReason`]) and all three together as [`Ending`]; where a
//! challenge ([`ChallengeStatus`]), a takeback request ([`TakebackStatus`]), a
//! tournament ([`TournamentState`], [`TournamentFormat`]) and its entrants
//! ([`EntrantStatus`]) stand. Plain values, above the engine and below storage
//! and the service; storage keeps them as `TEXT` by their
//! [`name`](GameResult::name)s.

use crate::engine::{Outcome, Player, Position};
use crate::time::Timestamp;

/// An enum with a name for each value, as stored and written in logs.
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        pub enum $ty:ident { $($(#[$vmeta:meta])* $variant:ident = $name:literal),+ $(,)? }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $ty {
            $($(#[$vmeta])* $variant),+
        }

        impl $ty {
            /// The name stored in the database (and written in logs).
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name),+
                }
            }
        }

        impl std::fmt::Display for $ty {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

named_enum! {
    /// Where a game stands.
    pub enum GameStatus {
        Active = "active",
        /// Over with a result.
        Finished = "finished",
        /// Ended by a moderator without a result.
        Aborted = "aborted",
    }
}

named_enum! {
    /// The result of a finished game.
    pub enum GameResult {
        Win1 = "win1",
        Win2 = "win2",
        Draw = "draw",
    }
}

named_enum! {
    /// Why a game ended.
    pub enum EndReason {
        /// Nobody could move any more: the count decided.
        End = "end",
        /// The six-stack variant's first completed stack of six.
        SuddenDeath = "sudden_death",
        Resign = "resign",
        /// The player to move ran out of time.
        Timeout = "timeout",
        /// A moderator ended it.
        Abort = "abort",
    }
}

named_enum! {
    /// Where a challenge stands.
    pub enum ChallengeStatus {
        Open = "open",
        Accepted = "accepted",
        Declined = "declined",
        /// Withdrawn by the challenger.
        Cancelled = "cancelled",
        /// Nobody answered in time.
        Expired = "expired",
    }
}

named_enum! {
    /// Where a takeback request stands.
    pub enum TakebackStatus {
        Open = "open",
        Accepted = "accepted",
        Declined = "declined",
        /// Nobody answered in time.
        Expired = "expired",
        /// The game moved on or ended before an answer.
        Overtaken = "overtaken",
    }
}

named_enum! {
    /// The kind of a tournament.
    pub enum TournamentFormat {
        Swiss = "swiss",
        RoundRobin = "round_robin",
    }
}

named_enum! {
    /// Where a tournament stands.
    pub enum TournamentState {
        /// Open for sign-up.
        Signup = "signup",
        Running = "running",
        /// No next round until the organiser resumes it.
        Paused = "paused",
        Finished = "finished",
        Cancelled = "cancelled",
    }
}

named_enum! {
    /// Where an entrant of a tournament stands.
    pub enum EntrantStatus {
        Joined = "joined",
        Left = "left",
        /// Taken out by the organiser.
        Removed = "removed",
    }
}

impl TournamentState {
    /// Whether it is over (finished or cancelled).
    #[must_use]
    pub const fn is_over(self) -> bool {
        matches!(self, TournamentState::Finished | TournamentState::Cancelled)
    }
}

impl GameResult {
    /// A win for `p`.
    #[must_use]
    pub fn win(p: Player) -> GameResult {
        match p {
            Player::One => GameResult::Win1,
            Player::Two => GameResult::Win2,
        }
    }

    /// The engine's outcome this result records.
    #[must_use]
    pub fn outcome(self) -> Outcome {
        match self {
            GameResult::Win1 => Outcome::Win(Player::One),
            GameResult::Win2 => Outcome::Win(Player::Two),
            GameResult::Draw => Outcome::Draw,
        }
    }
}

impl From<Outcome> for GameResult {
    fn from(outcome: Outcome) -> GameResult {
        match outcome {
            Outcome::Win(p) => GameResult::win(p),
            Outcome::Draw => GameResult::Draw,
        }
    }
}

/// How a game ended: what [`Tx::end_game`](crate::storage::Tx::end_game) stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    /// `Finished` or `Aborted`.
    pub status: GameStatus,
    /// `None` only for an aborted game.
    pub result: Option<GameResult>,
    pub reason: EndReason,
    /// When it ended.
    pub at: Timestamp,
}

impl Ending {
    /// A game finished with `outcome` for `reason` at `at`.
    #[must_use]
    pub fn finished(outcome: Outcome, reason: EndReason, at: Timestamp) -> Ending {
        Ending {
            status: GameStatus::Finished,
            result: Some(outcome.into()),
            reason,
            at,
        }
    }

    /// A win for `p` for `reason` (a resignation, a timeout).
    #[must_use]
    pub fn win(p: Player, reason: EndReason, at: Timestamp) -> Ending {
        Ending::finished(Outcome::Win(p), reason, at)
    }

    /// A position that is over: by sudden death or by moves.
    #[must_use]
    pub fn of_position(pos: &Position, outcome: Outcome, at: Timestamp) -> Ending {
        let reason = if pos.sudden_death_winner().is_some() {
            EndReason::SuddenDeath
        } else {
            EndReason::End
        };
        Ending::finished(outcome, reason, at)
    }

    /// Ended by a moderator, without a result.
    #[must_use]
    pub fn aborted(at: Timestamp) -> Ending {
        Ending {
            status: GameStatus::Aborted,
            result: None,
            reason: EndReason::Abort,
            at,
        }
    }
}
