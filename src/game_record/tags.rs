//! A record's tags: names and values, the tags with a meaning of their own
//! (the roster written first, in a fixed order), the checks of their
//! values, and the date (ISO 8601, `YYYY-MM-DD`). Plain values; the start
//! position (`Start`) is not one of them: the record holds it as a
//! position.

use std::fmt;
use std::str::FromStr;

use super::error::TagProblem;
use super::{MAX_TAG_NAME, MAX_TAG_VALUE};
use crate::engine::Variant;
use crate::record::{EndReason, GameResult};

/// The variant (`standard` or `sixstack`): required, and must be the start
/// position's.
pub const VARIANT: &str = "Variant";
/// Player 1's display name.
pub const PLAYER1: &str = "Player1";
/// Player 2's display name.
pub const PLAYER2: &str = "Player2";
/// The day the game started, `YYYY-MM-DD` (UTC).
pub const DATE: &str = "Date";
/// The name of the server (Discord guild) it was played in.
pub const SERVER: &str = "Server";
/// `win1`, `win2`, `draw`, or `*` for none (yet): required.
pub const RESULT: &str = "Result";
/// How the game ended: one of the bot's end reasons.
pub const TERMINATION: &str = "Termination";
/// The start position in LPN: required.
pub const START: &str = "Start";

/// The tags with a meaning, in the order a record made by the bot writes
/// them (any other tag follows them; `Start` always comes last).
pub const ROSTER: [&str; 7] = [VARIANT, PLAYER1, PLAYER2, DATE, SERVER, RESULT, TERMINATION];

/// Every end reason, in the order of [`EndReason`].
pub(crate) const END_REASONS: [EndReason; 5] = [
    EndReason::End,
    EndReason::SuddenDeath,
    EndReason::Resign,
    EndReason::Timeout,
    EndReason::Abort,
];

/// The value of `Result` for no result (a game going on, or aborted).
pub const NO_RESULT: &str = "*";

/// One tag: `[Name "value"]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    name: String,
    value: String,
}

impl Tag {
    /// A tag whose name and value have been checked.
    pub(crate) fn new_unchecked(name: String, value: String) -> Tag {
        Tag { name, value }
    }

    /// Its name (case-sensitive).
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Its value, unescaped.
    #[must_use]
    pub fn value(&self) -> &str {
        &self.value
    }

    /// Where a roster tag stands in the roster; other tags come after it.
    pub(crate) fn rank(name: &str) -> usize {
        ROSTER
            .iter()
            .position(|r| *r == name)
            .unwrap_or(ROSTER.len())
    }
}

impl fmt::Display for Tag {
    /// `[Name "value"]`, with `"` and `\` escaped.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{} \"", self.name)?;
        write_escaped(f, &self.value)?;
        f.write_str("\"]")
    }
}

/// A tag's value between its quotes.
pub(crate) fn write_escaped(f: &mut impl fmt::Write, value: &str) -> fmt::Result {
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            f.write_char('\\')?;
        }
        f.write_char(c)?;
    }
    Ok(())
}

/// Whether `name` is a tag name: an ASCII letter, then ASCII letters,
/// digits or `_`.
pub(crate) fn is_tag_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The known tag `name` is written in another case, if it is.
pub(crate) fn known_in_other_case(name: &str) -> Option<&'static str> {
    ROSTER
        .iter()
        .chain(std::iter::once(&START))
        .find(|k| **k != name && k.eq_ignore_ascii_case(name))
        .copied()
}

/// The problem of any tag value: a control character other than a tab.
pub(crate) fn value_problem(value: &str) -> Option<TagProblem> {
    value
        .chars()
        .find(|c| c.is_control() && *c != '\t')
        .map(TagProblem::Control)
}

/// Whether `name` and `value` are too long, as (what, limit).
pub(crate) fn too_long(name: &str, value: &str) -> Option<(super::Limit, usize)> {
    if name.chars().count() > MAX_TAG_NAME {
        Some((super::Limit::TagName, MAX_TAG_NAME))
    } else if value.chars().count() > MAX_TAG_VALUE {
        Some((super::Limit::TagValue, MAX_TAG_VALUE))
    } else {
        None
    }
}

/// The variant a `Variant` tag names (exactly `standard` or `sixstack`).
pub(crate) fn parse_variant(value: &str) -> Result<Variant, TagProblem> {
    Variant::ALL
        .into_iter()
        .find(|v| v.name() == value)
        .ok_or(TagProblem::Variant)
}

/// The result a `Result` tag names: `None` for `*`.
pub(crate) fn parse_result(value: &str) -> Result<Option<GameResult>, TagProblem> {
    if value == NO_RESULT {
        return Ok(None);
    }
    [GameResult::Win1, GameResult::Win2, GameResult::Draw]
        .into_iter()
        .find(|r| r.name() == value)
        .map(Some)
        .ok_or(TagProblem::Result)
}

/// The end reason a `Termination` tag names.
pub(crate) fn parse_termination(value: &str) -> Result<EndReason, TagProblem> {
    END_REASONS
        .into_iter()
        .find(|r| r.name() == value)
        .ok_or(TagProblem::Termination)
}

/// The check of a known tag's value (the variant against the start position
/// is checked by the record).
pub(crate) fn check_value(name: &str, value: &str) -> Result<(), TagProblem> {
    if let Some(p) = value_problem(value) {
        return Err(p);
    }
    match name {
        VARIANT => parse_variant(value).map(drop),
        RESULT => parse_result(value).map(drop),
        TERMINATION => parse_termination(value).map(drop),
        DATE => value.parse::<RecordDate>().map(drop),
        _ => Ok(()),
    }
}

/// A calendar day (proleptic Gregorian), written `YYYY-MM-DD` as ISO 8601
/// has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct RecordDate {
    year: u16,
    month: u8,
    day: u8,
}

impl RecordDate {
    /// The day `year-month-day`, if there is one (years 0000 to 9999).
    #[must_use]
    pub fn new(year: u16, month: u8, day: u8) -> Option<RecordDate> {
        (year <= 9999 && (1..=12).contains(&month) && day >= 1 && day <= days_in(year, month))
            .then_some(RecordDate { year, month, day })
    }

    /// The UTC day of an instant in milliseconds since the Unix epoch (how
    /// the bot stores times), if it falls in years 0000 to 9999.
    #[must_use]
    pub fn from_unix_millis(ms: i64) -> Option<RecordDate> {
        let days = ms.div_euclid(86_400_000);
        // Howard Hinnant's civil_from_days.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        RecordDate::new(
            u16::try_from(year).ok()?,
            u8::try_from(month).ok()?,
            u8::try_from(day).ok()?,
        )
    }

    #[must_use]
    pub fn year(self) -> u16 {
        self.year
    }

    #[must_use]
    pub fn month(self) -> u8 {
        self.month
    }

    #[must_use]
    pub fn day(self) -> u8 {
        self.day
    }
}

fn days_in(year: u16, month: u8) -> u8 {
    match month {
        4 | 6 | 9 | 11 => 30,
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        _ => 31,
    }
}

impl fmt::Display for RecordDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for RecordDate {
    type Err = TagProblem;

    /// Exactly `YYYY-MM-DD`, a day that exists.
    fn from_str(s: &str) -> Result<RecordDate, TagProblem> {
        let b = s.as_bytes();
        let digits = |r: std::ops::Range<usize>| {
            b.get(r.clone())
                .filter(|d| d.iter().all(u8::is_ascii_digit))
                .and_then(|_| s.get(r))
                .and_then(|t| t.parse::<u16>().ok())
        };
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(TagProblem::Date);
        }
        let (Some(y), Some(m), Some(d)) = (digits(0..4), digits(5..7), digits(8..10)) else {
            return Err(TagProblem::Date);
        };
        RecordDate::new(
            y,
            u8::try_from(m).map_err(|_| TagProblem::Date)?,
            u8::try_from(d).map_err(|_| TagProblem::Date)?,
        )
        .ok_or(TagProblem::Date)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_days_that_exist_written_iso_8601() {
        for good in [
            "2025-03-14",
            "2024-02-29",
            "2000-02-29",
            "0001-01-01",
            "9999-12-31",
        ] {
            assert_eq!(good.parse::<RecordDate>().unwrap().to_string(), good);
        }
        for bad in [
            "2025-3-14",
            "2025-13-01",
            "2025-00-10",
            "2025-02-29",
            "1900-02-29",
            "2025-04-31",
            "2025-03-14T10:00",
            "20250314",
            "２０２５-03-14",
            "+025-03-14",
            "",
        ] {
            assert_eq!(bad.parse::<RecordDate>(), Err(TagProblem::Date), "{bad}");
        }
    }

    #[test]
    fn an_instant_gives_its_utc_day() {
        let day = |ms| RecordDate::from_unix_millis(ms).map(|d| d.to_string());
        assert_eq!(day(0).as_deref(), Some("1970-01-01"));
        assert_eq!(day(-1).as_deref(), Some("1969-12-31"));
        // 2024-02-29T23:59:59.999Z and the next millisecond.
        assert_eq!(day(1_709_251_199_999).as_deref(), Some("2024-02-29"));
        assert_eq!(day(1_709_251_200_000).as_deref(), Some("2024-03-01"));
        assert_eq!(day(i64::MAX), None);
        assert_eq!(day(i64::MIN), None);
    }

    #[test]
    fn values_are_escaped_and_names_checked() {
        let t = Tag::new_unchecked("Player1".into(), r#"Ann "the \ fox""#.into());
        assert_eq!(t.to_string(), r#"[Player1 "Ann \"the \\ fox\""]"#);
        assert!(is_tag_name("Player1") && is_tag_name("a_b2"));
        assert!(!is_tag_name("1a") && !is_tag_name("_a") && !is_tag_name("") && !is_tag_name("é"));
        assert_eq!(known_in_other_case("variant"), Some("Variant"));
        assert_eq!(known_in_other_case("START"), Some("Start"));
        assert_eq!(known_in_other_case("Variant"), None);
        assert_eq!(check_value(TERMINATION, "sudden_death"), Ok(()));
        assert_eq!(check_value(RESULT, "1-0"), Err(TagProblem::Result));
        assert_eq!(check_value(VARIANT, "Standard"), Err(TagProblem::Variant));
        assert_eq!(
            check_value(SERVER, "a\u{7}b"),
            Err(TagProblem::Control('\u{7}'))
        );
        assert_eq!(check_value(SERVER, "a\tb"), Ok(()));
    }
}
