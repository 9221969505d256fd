//! Ids with types: who ([`UserId`]), where ([`GuildId`], [`ChannelId`],
//! [`MessageId`]) and which record ([`GameId`], [`ChallengeId`],
//! [`ImportedGameId`], [`TournamentId`], [`PuzzleId`], [`TakebackId`], [`MistakeId`],
//! [`PairingId`], [`KeptPostId`]), and who sits at a board ([`Seat`]). A user
//! id can't be passed where a channel is meant, nor a takeback request where a
//! mistake is, and nothing stands for "none" (no guild: a DM, the shipped
//! puzzles) or "the computer" but `Option` and [`Seat::Computer`].
//!
//! Discord's ids are snowflakes, never 0; the bot's own records are numbered
//! by the database. Storage converts them to its columns (`storage::ids`), the
//! Discord adapter to serenity's ids (`discord::ids`): nowhere else.

use std::fmt;
use std::num::NonZeroU64;
use std::str::FromStr;

/// An id written and read as its number.
macro_rules! written_as_number {
    ($name:ident, $inner:ty) => {
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl FromStr for $name {
            type Err = std::num::ParseIntError;

            fn from_str(s: &str) -> Result<$name, Self::Err> {
                s.parse::<$inner>().map($name)
            }
        }
    };
}

/// A Discord id (a snowflake: never 0).
macro_rules! snowflake {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(NonZeroU64);

        impl $name {
            /// The id of this number.
            ///
            /// # Panics
            /// On 0, which is never a snowflake.
            #[must_use]
            #[track_caller]
            pub const fn new(id: u64) -> $name {
                match NonZeroU64::new(id) {
                    Some(id) => $name(id),
                    None => panic!("a Discord id is never 0"),
                }
            }

            /// The id of this number, or `None` for 0.
            #[must_use]
            pub const fn of(id: u64) -> Option<$name> {
                match NonZeroU64::new(id) {
                    Some(id) => Some($name(id)),
                    None => None,
                }
            }

            /// The number.
            #[must_use]
            pub const fn get(self) -> u64 {
                self.0.get()
            }
        }

        written_as_number!($name, NonZeroU64);
    };
}

/// The number of a record the bot keeps (a game, a challenge, a
/// tournament, a takeback request…), as the database gives it.
macro_rules! record_id {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub i64);

        impl $name {
            /// The number.
            #[must_use]
            pub const fn get(self) -> i64 {
                self.0
            }
        }

        written_as_number!($name, i64);
    };
}

snowflake! {
    /// A Discord user (a member of a server).
    UserId
}
snowflake! {
    /// A Discord server.
    GuildId
}
snowflake! {
    /// A Discord channel or thread.
    ChannelId
}
snowflake! {
    /// A Discord message.
    MessageId
}
record_id! {
    /// A game.
    GameId
}
record_id! {
    /// A game imported from a record: a kind of its own, with ids of its own.
    ImportedGameId
}
record_id! {
    /// A challenge (an open invitation to a game).
    ChallengeId
}
record_id! {
    /// A tournament or a ladder.
    TournamentId
}
record_id! {
    /// A puzzle (of the shipped set or mined from a server's game).
    PuzzleId
}
record_id! {
    /// A request to take back a turn.
    TakebackId
}
record_id! {
    /// A line a member explores from a review or a position.
    ExplorationId
}
record_id! {
    /// A member's costly turn, kept to retry (`/lyngk mistakes`).
    MistakeId
}
record_id! {
    /// One game of a tournament's round (its two players, board and result).
    PairingId
}
record_id! {
    /// A message kept after its post failed, until it is posted.
    KeptPostId
}

/// Who plays one side of a game: a member, or the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Seat {
    Human(UserId),
    Computer,
}

impl Seat {
    /// The member, unless the computer plays.
    #[must_use]
    pub const fn human(self) -> Option<UserId> {
        match self {
            Seat::Human(u) => Some(u),
            Seat::Computer => None,
        }
    }

    #[must_use]
    pub const fn is_computer(self) -> bool {
        matches!(self, Seat::Computer)
    }

    /// Whether `user` sits here.
    #[must_use]
    pub fn is(self, user: UserId) -> bool {
        self == Seat::Human(user)
    }
}

impl From<UserId> for Seat {
    fn from(u: UserId) -> Seat {
        Seat::Human(u)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snowflakes_are_never_0_and_read_back() {
        assert_eq!(UserId::of(0), None);
        assert_eq!(UserId::new(u64::MAX).get(), u64::MAX);
        assert_eq!("42".parse::<ChannelId>(), Ok(ChannelId::new(42)));
        assert!("0".parse::<ChannelId>().is_err());
        assert_eq!(GuildId::new(7).to_string(), "7");
    }

    #[test]
    fn record_ids_read_back() {
        assert_eq!("42".parse::<TakebackId>(), Ok(TakebackId(42)));
        assert_eq!(MistakeId(7).to_string(), "7");
        assert_eq!(PairingId(3).get(), 3);
        assert!("x".parse::<KeptPostId>().is_err());
    }

    #[test]
    fn a_seat_knows_its_member() {
        let alice = UserId::new(5);
        assert_eq!(Seat::Human(alice).human(), Some(alice));
        assert!(Seat::Human(alice).is(alice));
        assert!(!Seat::Computer.is(alice));
        assert_eq!(Seat::Computer.human(), None);
        // Option<UserId> costs nothing over a bare u64.
        assert_eq!(size_of::<Option<UserId>>(), size_of::<u64>());
    }
}
