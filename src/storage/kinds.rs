//! The typed columns: statuses, results, end reasons, variants and computer
//! levels are Rust enums above this layer and `TEXT` in both databases (each
//! with a `CHECK` listing its values). One macro implements `sqlx::Type`,
//! `Encode` and `Decode` for every one of them on both backends by way of the
//! `&str` mapping, so the enums of a game's record (`crate::record`), the
//! engine's `Variant` and the computer's `Level` map the same way as the
//! enums defined here. (sqlx's derive would
//! map an enum to a named PostgreSQL type, which these columns are not.) A
//! value that is none of the enum's names fails to decode with a clear error
//! instead of passing through as a string.

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Database, Decode, Encode, Type};

use crate::ai::Level;
use crate::engine::Variant;
use crate::record::{EndReason, GameResult, GameStatus};

/// Implements the `TEXT` mapping for an enum with a `name()` method, from the
/// list of its variants.
macro_rules! text_column {
    ($ty:ident { $($variant:ident),+ $(,)? }) => {
        impl $ty {
            /// The value as stored, from its stored name.
            fn from_stored(name: &str) -> Option<$ty> {
                [$($ty::$variant),+].into_iter().find(|v| v.name() == name)
            }
        }

        impl<DB: Database> Type<DB> for $ty
        where
            str: Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <str as Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <str as Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: Database> Encode<'q, DB> for $ty
        where
            &'static str: Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as Database>::ArgumentBuffer,
            ) -> Result<IsNull, BoxDynError> {
                self.name().encode_by_ref(buf)
            }
        }

        impl<'r, DB: Database> Decode<'r, DB> for $ty
        where
            &'r str: Decode<'r, DB>,
        {
            fn decode(value: <DB as Database>::ValueRef<'r>) -> Result<$ty, BoxDynError> {
                let name = <&str as Decode<DB>>::decode(value)?;
                $ty::from_stored(name).ok_or_else(|| {
                    format!(concat!("unknown ", stringify!($ty), " {:?}"), name).into()
                })
            }
        }
    };
}

/// An enum stored as `TEXT`, with its stored names: a named enum (as the
/// record's are) and its column mapping.
macro_rules! text_enum {
    (
        $(#[$meta:meta])*
        pub enum $ty:ident { $($(#[$vmeta:meta])* $variant:ident = $name:literal),+ $(,)? }
    ) => {
        crate::record::named_enum! {
            $(#[$meta])*
            pub enum $ty { $($(#[$vmeta])* $variant = $name),+ }
        }

        text_column!($ty { $($variant),+ });
    };
}

text_enum! {
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

text_enum! {
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

text_enum! {
    /// The kind of a tournament.
    pub enum TournamentFormat {
        Swiss = "swiss",
        RoundRobin = "round_robin",
    }
}

text_enum! {
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

impl TournamentState {
    /// Whether it is over (finished or cancelled).
    #[must_use]
    pub const fn is_over(self) -> bool {
        matches!(self, TournamentState::Finished | TournamentState::Cancelled)
    }
}

text_enum! {
    /// Where an entrant of a tournament stands.
    pub enum EntrantStatus {
        Joined = "joined",
        Left = "left",
        /// Taken out by the organiser.
        Removed = "removed",
    }
}

text_enum! {
    /// The result of a tournament's game, from the board's point of view:
    /// the stored form of [`tournament::PairingResult`](crate::tournament::PairingResult).
    pub enum PairingResult {
        /// The player moving first won.
        First = "first",
        Second = "second",
        Draw = "draw",
        /// The player moving first withdrew: lost by forfeit, not played.
        FirstForfeit = "first_forfeit",
        SecondForfeit = "second_forfeit",
        BothForfeit = "both_forfeit",
    }
}

text_column!(GameStatus {
    Active,
    Finished,
    Aborted
});
text_column!(GameResult { Win1, Win2, Draw });
text_column!(EndReason {
    End,
    SuddenDeath,
    Resign,
    Timeout,
    Abort
});
text_column!(Variant { Standard, SixStack });
text_column!(Level {
    Easy,
    Normal,
    Hard,
    Master
});
