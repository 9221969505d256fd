//! The typed columns: statuses, results, end reasons, variants and computer
//! levels are Rust enums above this layer and `TEXT` in both databases (each
//! with a `CHECK` listing its values). One macro implements `sqlx::Type`,
//! `Encode` and `Decode` for every one of them on both backends by way of the
//! `&str` mapping: the records' words (`crate::record`), a tournament game's
//! result (`tournament::PairingResult`), the engine's `Variant` and the
//! computer's `Level`. Storage defines none of them. (sqlx's derive would
//! map an enum to a named PostgreSQL type, which these columns are not.) A
//! value that is none of the enum's names fails to decode with a clear error
//! instead of passing through as a string.

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Database, Decode, Encode, Type};

use crate::ai::Level;
use crate::engine::Variant;
use crate::record::{
    ChallengeStatus, EndReason, EntrantStatus, GameResult, GameStatus, TakebackStatus,
    TournamentFormat, TournamentState,
};
use crate::tournament::PairingResult;

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

text_column!(PairingResult {
    FirstWon,
    SecondWon,
    Draw,
    FirstForfeited,
    SecondForfeited,
    BothForfeited
});
text_column!(ChallengeStatus {
    Open,
    Accepted,
    Declined,
    Cancelled,
    Expired
});
text_column!(TakebackStatus {
    Open,
    Accepted,
    Declined,
    Expired,
    Overtaken
});
text_column!(TournamentFormat { Swiss, RoundRobin });
text_column!(TournamentState {
    Signup,
    Running,
    Paused,
    Finished,
    Cancelled
});
text_column!(EntrantStatus {
    Joined,
    Left,
    Removed
});
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
