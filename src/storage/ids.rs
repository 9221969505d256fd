//! The columns of ids and times: every one is an `INTEGER`/`BIGINT` in both
//! databases. Discord's ids are kept bit for bit (a snowflake above
//! `i64::MAX` comes back as it went in); the computer's seat is 0, which no
//! snowflake is; a game, setting or puzzle without a server has guild 0
//! ([`GuildKey`]); an instant is its milliseconds since the epoch, and a
//! length of time its whole milliseconds ([`Millis`]). This is the one place
//! where an id or a time becomes a number for the database and back.

use std::time::Duration;

use sqlx::encode::IsNull;
use sqlx::error::BoxDynError;
use sqlx::{Database, Decode, Encode, Type};

use crate::ids::{
    ChallengeId, ChannelId, ExplorationId, GameId, GuildId, ImportedGameId, KeptPostId, MessageId,
    MistakeId, PairingId, PuzzleId, Seat, TakebackId, TournamentId, UserId,
};
use crate::time::Timestamp;

/// Implements `Type`, `Encode` and `Decode` through `i64`, given how the
/// value becomes its number and comes back.
macro_rules! integer_column {
    ($ty:ty, |$v:ident| $to:expr, |$n:ident| $from:expr) => {
        impl<DB: Database> Type<DB> for $ty
        where
            i64: Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <i64 as Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <i64 as Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: Database> Encode<'q, DB> for $ty
        where
            i64: Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut <DB as Database>::ArgumentBuffer,
            ) -> Result<IsNull, BoxDynError> {
                let $v = *self;
                let n: i64 = $to;
                n.encode_by_ref(buf)
            }
        }

        impl<'r, DB: Database> Decode<'r, DB> for $ty
        where
            i64: Decode<'r, DB>,
        {
            fn decode(value: <DB as Database>::ValueRef<'r>) -> Result<$ty, BoxDynError> {
                let $n = <i64 as Decode<DB>>::decode(value)?;
                $from
            }
        }
    };
}

/// A snowflake's column, refusing a stored 0.
macro_rules! snowflake_column {
    ($ty:ident) => {
        integer_column!($ty, |v| to_db(v.get()), |n| {
            $ty::of(from_db(n)).ok_or_else(|| concat!("a stored ", stringify!($ty), " of 0").into())
        });
    };
}

/// A record id's column.
macro_rules! record_column {
    ($ty:ident) => {
        integer_column!($ty, |v| v.get(), |n| Ok($ty(n)));
    };
}

snowflake_column!(UserId);
snowflake_column!(GuildId);
snowflake_column!(ChannelId);
snowflake_column!(MessageId);
record_column!(GameId);
record_column!(ImportedGameId);
record_column!(ChallengeId);
record_column!(TournamentId);
record_column!(PuzzleId);
record_column!(TakebackId);
record_column!(MistakeId);
record_column!(ExplorationId);
record_column!(PairingId);
record_column!(KeptPostId);
integer_column!(Timestamp, |v| v.millis(), |n| Ok(Timestamp::from_millis(n)));
integer_column!(
    Seat,
    |v| match v {
        Seat::Human(u) => to_db(u.get()),
        Seat::Computer => 0,
    },
    |n| Ok(UserId::of(from_db(n)).map_or(Seat::Computer, Seat::Human))
);

/// A Discord id as stored (bit-for-bit, so every `u64` round-trips).
#[inline]
pub(crate) const fn to_db(id: u64) -> i64 {
    id.cast_signed()
}

/// A stored id back as a Discord id.
#[inline]
pub(crate) const fn from_db(id: i64) -> u64 {
    id.cast_unsigned()
}

/// A guild as the `guild_id` columns hold it, where "none" (a game in a DM,
/// the shipped puzzles, a setting outside a server) is 0 rather than `NULL`:
/// the column is part of keys and unique indexes, which `NULL` would not
/// join. Queries bind `GuildKey(guild)`; rows read it and give the
/// `Option<GuildId>` back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct GuildKey(pub(crate) Option<GuildId>);

integer_column!(
    GuildKey,
    |v| match v.0 {
        Some(g) => to_db(g.get()),
        None => 0,
    },
    |n| Ok(GuildKey(GuildId::of(from_db(n))))
);

/// A length of time as its column holds it: whole milliseconds (a turn
/// limit). Rows read it and give the [`Duration`] back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Millis(pub(crate) Duration);

integer_column!(
    Millis,
    |v| i64::try_from(v.0.as_millis()).unwrap_or(i64::MAX),
    |n| u64::try_from(n)
        .map(|ms| Millis(Duration::from_millis(ms)))
        .map_err(|_| "a stored length of time below 0".into())
);
