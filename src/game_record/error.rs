//! Why a game record is refused: too large, not text, malformed (with the
//! line and column), a tag that is wrong, a turn the rules refuse (with the
//! line, the turn and the engine's own reason), or an ending the last
//! position contradicts. Each error is a plain value with a message in
//! words; nothing here reads or writes a record.

use std::fmt;

use crate::engine::{IllegalAction, ParseActionError, ParseLpnError};

/// Where in the text an error is, 1-based; the column counts characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

/// A record that can't be read or made, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line the error is on (none for the record as a whole).
    pub line: Option<usize>,
    /// The column, for errors of form (none for errors of meaning).
    pub column: Option<usize>,
    /// What is wrong.
    pub kind: RecordErrorKind,
}

/// A limit a record goes past (the `MAX_` constants of [`super`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Turns in all lines together.
    Turns,
    /// Variations in all.
    Variations,
    /// Variations inside variations.
    Depth,
    /// Tags.
    Tags,
    /// Characters of one tag's value.
    TagValue,
    /// Characters of one tag's name.
    TagName,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordErrorKind {
    /// More bytes than [`super::MAX_BYTES`].
    TooLarge { bytes: u64 },
    /// More of something than its limit allows.
    TooMany { what: Limit, limit: usize },
    /// The bytes are not UTF-8.
    NotUtf8,
    /// A control character (other than a tab or a line break).
    Control(char),
    /// Text that does not follow the grammar.
    Syntax(Syntax),
    /// An action that is not notation (`C3-Z9`, `+X`).
    Action {
        text: String,
        error: ParseActionError,
    },
    /// A tag that is missing.
    MissingTag(&'static str),
    /// A tag whose value is wrong.
    Tag { name: String, problem: TagProblem },
    /// The start position is not valid LPN.
    Start(ParseLpnError),
    /// A turn the rules refuse where it stands.
    Illegal {
        /// The turn's number in its line.
        number: usize,
        /// The turn as written.
        text: String,
        reason: IllegalAction,
    },
    /// The result or the way the game ended disagrees with the last
    /// position of the main line.
    Ending(EndingProblem),
}

/// A fault of form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// A character the grammar has no place for here.
    Unexpected(char),
    /// A `{` without its `}`.
    UnclosedComment,
    /// A `(` without its `)`.
    UnclosedVariation,
    /// A `[` without its `]`, or a tag cut short.
    UnclosedTag,
    /// A `)`, `}` or `]` that closes nothing.
    Stray(char),
    /// A tag after the first turn or comment.
    TagAfterTurns,
    /// A tag name that does not start with a letter.
    TagName,
    /// A tag without its quoted value.
    TagValueExpected,
    /// A backslash before anything but `"` or `\` in a tag's value.
    Escape(char),
    /// The same tag twice.
    DuplicateTag(String),
    /// A known tag's name in another case (`variant` for `Variant`).
    TagCase { found: String, known: &'static str },
    /// A turn number without the `.` after it.
    NumberDot,
    /// A turn number that is too long to be one.
    NumberTooLong,
    /// A turn number with no turn after it.
    NumberWithoutTurn(usize),
    /// A turn number that is not the turn's place in its line.
    WrongNumber { found: usize, expected: usize },
    /// A claim whose move does not follow it (only the last turn of a line
    /// may be a claim alone: a game stopped in the middle of a turn).
    ClaimWithoutMove(String),
    /// A variation before any turn of its line: it has nothing to replace.
    VariationFirst,
    /// A variation without a turn.
    EmptyVariation,
    /// A point written other than as a column and one digit (`E05`).
    PointForm(String),
}

/// A tag value that is wrong, or a tag a record can't be given by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TagProblem {
    /// Not `standard` or `sixstack`.
    Variant,
    /// The variant tag and the start position disagree.
    VariantMismatch { tag: String, start: String },
    /// Not `win1`, `win2`, `draw` or `*`.
    Result,
    /// Not one of the end reasons.
    Termination,
    /// Not a date `YYYY-MM-DD`.
    Date,
    /// A control character in the value.
    Control(char),
    /// Not a tag name (letters, digits, `_`, starting with a letter).
    Name,
    /// A tag that the record sets itself (`Variant`, `Start`, `Result`,
    /// `Termination`): given by the start position and the ending instead.
    Reserved,
}

/// How the ending tags contradict the last position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndingProblem {
    /// A result without the way the game ended.
    NoTermination,
    /// A way of ending that needs a result (all but `abort`).
    NoResult { reason: &'static str },
    /// An aborted game with a result.
    AbortWithResult,
    /// The game is over after the last turn, but the result is `*`.
    OverUnrecorded {
        expected: &'static str,
        reason: &'static str,
    },
    /// `end` or `sudden_death`, but the game is not over after the last turn.
    NotOver { reason: &'static str },
    /// `end`, but a stack of six ended the game.
    SuddenDeathNotEnd,
    /// `sudden_death`, but the game ended by the count.
    EndNotSuddenDeath,
    /// The result is not the one the last position gives.
    WrongResult {
        found: &'static str,
        expected: &'static str,
    },
    /// A resignation or a loss on time in a game that was already over.
    AlreadyOver { reason: &'static str },
    /// A resignation or a loss on time is never a draw.
    DrawNotPossible { reason: &'static str },
    /// A loss on time is the player to move's.
    TimeoutWinner {
        found: &'static str,
        expected: &'static str,
    },
}

impl RecordError {
    /// An error without a place in the text.
    pub(crate) fn whole(kind: RecordErrorKind) -> RecordError {
        RecordError {
            line: None,
            column: None,
            kind,
        }
    }

    /// An error of form at `at`.
    pub(crate) fn at(at: Location, kind: RecordErrorKind) -> RecordError {
        RecordError {
            line: Some(at.line),
            column: Some(at.column),
            kind,
        }
    }

    /// An error of meaning on `line`.
    pub(crate) fn on_line(line: usize, kind: RecordErrorKind) -> RecordError {
        RecordError {
            line: Some(line),
            column: None,
            kind,
        }
    }

    pub(crate) fn syntax(at: Location, syntax: Syntax) -> RecordError {
        RecordError::at(at, RecordErrorKind::Syntax(syntax))
    }

    /// A record of `bytes` bytes, refused for its size before it is read.
    #[must_use]
    pub fn too_large(bytes: u64) -> RecordError {
        RecordError::whole(RecordErrorKind::TooLarge { bytes })
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (Some(line), Some(column)) => write!(f, "line {line}, column {column}: ")?,
            (Some(line), None) => write!(f, "line {line}: ")?,
            _ => {}
        }
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for RecordError {}

impl fmt::Display for Limit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Limit::Turns => "turns (main line and variations together)",
            Limit::Variations => "variations",
            Limit::Depth => "variations nested inside each other",
            Limit::Tags => "tags",
            Limit::TagValue => "characters in a tag's value",
            Limit::TagName => "characters in a tag's name",
        })
    }
}

impl fmt::Display for RecordErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordErrorKind::TooLarge { bytes } => write!(
                f,
                "the record has {bytes} bytes; a record has at most {} ({} KiB)",
                super::MAX_BYTES,
                super::MAX_BYTES / 1024
            ),
            RecordErrorKind::TooMany { what, limit } => {
                write!(f, "more than {limit} {what}: a record has at most {limit}")
            }
            RecordErrorKind::NotUtf8 => write!(f, "the record is not UTF-8 text"),
            RecordErrorKind::Control(c) => write!(
                f,
                "control character U+{:04X}: a record holds only text, tabs and line breaks",
                u32::from(*c)
            ),
            RecordErrorKind::Syntax(s) => write!(f, "{s}"),
            RecordErrorKind::Action { text, error } => write!(f, "\"{text}\": {error}"),
            RecordErrorKind::MissingTag(name) => write!(
                f,
                "the record has no {name} tag{}",
                match *name {
                    "Start" => " (the start position in LPN, such as [Start \"…\"])",
                    "Variant" => " ([Variant \"standard\"] or [Variant \"sixstack\"])",
                    "Result" => " ([Result \"*\"] for a game without a result)",
                    _ => "",
                }
            ),
            RecordErrorKind::Tag { name, problem } => write!(f, "the {name} tag: {problem}"),
            RecordErrorKind::Start(e) => write!(f, "the Start tag is not a position: {e}"),
            RecordErrorKind::Illegal {
                number,
                text,
                reason,
            } => write!(f, "turn {number} \"{text}\": {reason}"),
            RecordErrorKind::Ending(e) => write!(f, "{e}"),
        }
    }
}

impl fmt::Display for Syntax {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Syntax::Unexpected(',') => write!(
                f,
                "unexpected ',': a move's points are joined by '-' (C3-E5), turns are \
                 separated by spaces or line breaks"
            ),
            Syntax::Unexpected(';') => write!(
                f,
                "unexpected ';': comments are written in braces, {{like this}}"
            ),
            Syntax::Unexpected(c) => write!(f, "unexpected '{c}'"),
            Syntax::UnclosedComment => write!(f, "the comment opened here has no '}}'"),
            Syntax::UnclosedVariation => write!(f, "the variation opened here has no ')'"),
            Syntax::UnclosedTag => write!(
                f,
                "the tag opened here is not closed: write [Name \"value\"] on one line"
            ),
            Syntax::Stray(c) => write!(f, "'{c}' closes nothing"),
            Syntax::TagAfterTurns => write!(f, "a tag after the turns: tags come first"),
            Syntax::TagName => write!(
                f,
                "a tag's name is a letter followed by letters, digits or '_', as in [Date \"2025-03-14\"]"
            ),
            Syntax::TagValueExpected => {
                write!(
                    f,
                    "a tag's value is written in double quotes, as in [Variant \"standard\"]"
                )
            }
            Syntax::Escape(c) => write!(
                f,
                "'\\{c}' in a tag's value: only \\\" and \\\\ are escapes"
            ),
            Syntax::DuplicateTag(name) => write!(f, "a second {name} tag"),
            Syntax::TagCase { found, known } => {
                write!(
                    f,
                    "tag {found}: write {known} (tag names are case-sensitive)"
                )
            }
            Syntax::NumberDot => write!(f, "a turn number is followed by '.', as in 12. C3-E5"),
            Syntax::NumberTooLong => write!(f, "a turn number too long to be one"),
            Syntax::NumberWithoutTurn(n) => write!(f, "turn number {n} with no turn after it"),
            Syntax::WrongNumber { found, expected } => write!(
                f,
                "turn number {found}, but this is turn {expected} of its line"
            ),
            Syntax::ClaimWithoutMove(claim) => write!(
                f,
                "the claim {claim} has no move: a claim and its move are one turn, written \
                 together (+R C3-E5)"
            ),
            Syntax::VariationFirst => write!(
                f,
                "a variation before any turn: it follows the turn it replaces"
            ),
            Syntax::EmptyVariation => write!(f, "a variation without a turn"),
            Syntax::PointForm(text) => write!(
                f,
                "\"{text}\": a point is a column A to I and one digit, such as E5"
            ),
        }
    }
}

impl fmt::Display for TagProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagProblem::Variant => write!(f, "write standard or sixstack"),
            TagProblem::VariantMismatch { tag, start } => {
                write!(f, "it says {tag}, but the start position is {start}")
            }
            TagProblem::Result => write!(f, "write win1, win2, draw, or * for none"),
            TagProblem::Termination => {
                write!(f, "write end, sudden_death, resign, timeout or abort")
            }
            TagProblem::Date => write!(f, "not a date: write YYYY-MM-DD, such as 2025-03-14"),
            TagProblem::Control(c) => {
                write!(f, "control character U+{:04X} in the value", u32::from(*c))
            }
            TagProblem::Name => write!(
                f,
                "not a tag name: a letter followed by letters, digits or '_'"
            ),
            TagProblem::Reserved => write!(
                f,
                "set by the record itself (from its start position and its ending)"
            ),
        }
    }
}

impl fmt::Display for EndingProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EndingProblem::NoTermination => write!(
                f,
                "a result without a Termination tag: say how the game ended (end, \
                 sudden_death, resign or timeout)"
            ),
            EndingProblem::NoResult { reason } => write!(
                f,
                "a game that ended by {reason} has a result: write [Result \"win1\"], \"win2\" \
                 or \"draw\""
            ),
            EndingProblem::AbortWithResult => {
                write!(f, "an aborted game has no result: write [Result \"*\"]")
            }
            EndingProblem::OverUnrecorded { expected, reason } => write!(
                f,
                "the game is over after the last turn: write [Result \"{expected}\"] and \
                 [Termination \"{reason}\"]"
            ),
            EndingProblem::NotOver { reason } => write!(
                f,
                "Termination {reason}, but the game is not over after the last turn"
            ),
            EndingProblem::SuddenDeathNotEnd => write!(
                f,
                "Termination end, but a stack of six won the game: write sudden_death"
            ),
            EndingProblem::EndNotSuddenDeath => write!(
                f,
                "Termination sudden_death, but no stack of six won the game: the count ended \
                 it (write end)"
            ),
            EndingProblem::WrongResult { found, expected } => {
                write!(f, "Result {found}, but the last position gives {expected}")
            }
            EndingProblem::AlreadyOver { reason } => write!(
                f,
                "Termination {reason}, but the game was already over after the last turn"
            ),
            EndingProblem::DrawNotPossible { reason } => write!(
                f,
                "Termination {reason} is a win for one player: write win1 or win2"
            ),
            EndingProblem::TimeoutWinner { found, expected } => write!(
                f,
                "Result {found}, but the player to move ran out of time: write {expected}"
            ),
        }
    }
}
