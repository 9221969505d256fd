//! Instants as the bot keeps them: a [`Timestamp`] counts milliseconds since
//! the Unix epoch (UTC), the way the service's clock tells the time and every
//! `*_at` column, deadline and lease is stored; a length of time (a turn
//! limit, a lease, a warning's time left) is std's [`Duration`]. An instant
//! can't be passed where a length is meant: one moves by `+ Duration`, and
//! two give a length by [`Timestamp::saturating_since`].
//!
//! Pure: no clock is read here (the service's `Clock` gives the time) and
//! nothing is imported from the rest of the crate. Storage turns a
//! `Timestamp` into its `BIGINT` and back (`storage::ids`): nowhere else is
//! it a bare number, but where the catalogue writes Discord's `<t:…>`
//! markup ([`Timestamp::unix_seconds`]).

use std::fmt;
use std::ops::{Add, AddAssign, Sub};
use std::str::FromStr;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// An instant: milliseconds since 1970-01-01 00:00 UTC.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Timestamp(i64);

impl Timestamp {
    /// 1970-01-01 00:00 UTC.
    pub const UNIX_EPOCH: Timestamp = Timestamp(0);
    /// The latest instant there is: later than any deadline.
    pub const MAX: Timestamp = Timestamp(i64::MAX);

    /// The instant `ms` milliseconds after the epoch (before it, if
    /// negative).
    #[must_use]
    pub const fn from_millis(ms: i64) -> Timestamp {
        Timestamp(ms)
    }

    /// Its milliseconds since the epoch.
    #[must_use]
    pub const fn millis(self) -> i64 {
        self.0
    }

    /// Its whole seconds since the epoch (rounded down), as Discord's
    /// `<t:…>` markup counts.
    #[must_use]
    pub const fn unix_seconds(self) -> i64 {
        self.0.div_euclid(1000)
    }

    /// The instant a system time names (the epoch for one before it, the
    /// latest instant past `i64` milliseconds).
    #[must_use]
    pub fn of_system(t: SystemTime) -> Timestamp {
        t.duration_since(UNIX_EPOCH)
            .map_or(Timestamp::UNIX_EPOCH, |d| Timestamp(millis_of(d)))
    }

    /// How long after `earlier` this is: zero when it is not later.
    #[must_use]
    pub fn saturating_since(self, earlier: Timestamp) -> Duration {
        Duration::from_millis(self.0.saturating_sub(earlier.0).try_into().unwrap_or(0))
    }
}

/// A length in whole milliseconds (rounded down), `i64::MAX` past it.
fn millis_of(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// Later by a length (rounded down to the millisecond; the latest instant
/// at most).
impl Add<Duration> for Timestamp {
    type Output = Timestamp;

    fn add(self, d: Duration) -> Timestamp {
        Timestamp(self.0.saturating_add(millis_of(d)))
    }
}

impl AddAssign<Duration> for Timestamp {
    fn add_assign(&mut self, d: Duration) {
        *self = *self + d;
    }
}

/// Earlier by a length (rounded down to the millisecond).
impl Sub<Duration> for Timestamp {
    type Output = Timestamp;

    fn sub(self, d: Duration) -> Timestamp {
        Timestamp(self.0.saturating_sub(millis_of(d)))
    }
}

/// Written as its milliseconds since the epoch, as the command line takes it.
impl fmt::Display for Timestamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl FromStr for Timestamp {
    type Err = std::num::ParseIntError;

    fn from_str(s: &str) -> Result<Timestamp, Self::Err> {
        s.parse().map(Timestamp)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: Timestamp = Timestamp::from_millis(1_700_000_000_123);

    #[test]
    fn moves_by_lengths_to_the_millisecond() {
        assert_eq!((T + Duration::from_secs(2)).millis(), 1_700_000_002_123);
        assert_eq!((T - Duration::from_millis(123)).millis(), 1_700_000_000_000);
        // Below a millisecond is dropped, as the stored columns count.
        assert_eq!(
            T + Duration::from_micros(1_999),
            T + Duration::from_millis(1)
        );
        let mut t = T;
        t += Duration::from_millis(7);
        assert_eq!(t.millis(), 1_700_000_000_130);
    }

    #[test]
    fn never_overflows() {
        assert_eq!(T + Duration::MAX, Timestamp::MAX);
        assert_eq!(Timestamp::MAX + Duration::from_millis(1), Timestamp::MAX);
        assert_eq!(
            Timestamp::from_millis(i64::MIN) - Duration::from_millis(1),
            Timestamp::from_millis(i64::MIN)
        );
    }

    #[test]
    fn the_time_since_is_never_negative() {
        let later = T + Duration::from_millis(1_500);
        assert_eq!(later.saturating_since(T), Duration::from_millis(1_500));
        assert_eq!(T.saturating_since(later), Duration::ZERO);
        assert_eq!(
            Timestamp::MAX.saturating_since(Timestamp::from_millis(i64::MIN)),
            Duration::from_millis(i64::MAX.unsigned_abs())
        );
    }

    #[test]
    fn reads_a_system_time_and_counts_whole_seconds() {
        let t = UNIX_EPOCH + Duration::from_millis(1_700_000_000_123);
        assert_eq!(Timestamp::of_system(t), T);
        assert_eq!(
            Timestamp::of_system(UNIX_EPOCH - Duration::from_secs(1)),
            Timestamp::UNIX_EPOCH
        );
        assert_eq!(T.unix_seconds(), 1_700_000_000);
        assert_eq!(Timestamp::from_millis(-1).unix_seconds(), -1);
    }

    #[test]
    fn is_written_and_read_as_its_milliseconds() {
        assert_eq!(T.to_string(), "1700000000123");
        assert_eq!("1700000000123".parse::<Timestamp>(), Ok(T));
        assert!("soon".parse::<Timestamp>().is_err());
    }
}
