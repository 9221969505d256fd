//! A game's record as a text file others can read (`.lyngk`, described in
//! `docs/players/records.md`): tags in the manner of PGN, the start position
//! in LPN, every turn in the project's notation one per line, comments in
//! braces and variations in parentheses. [`GameRecord`] holds one, writes
//! its canonical text (`Display`) and reads it back ([`GameRecord::parse`]),
//! checking every turn with the engine and refusing a bad record with the
//! line, the turn and the engine's own reason.
//!
//! Pure: only the engine, the bot's words for a result and an end reason
//! (`crate::record`, itself pure) and the standard library are imported. No
//! I/O, no storage, service or transport; those build on it.

mod error;
mod parse;
mod tags;

pub use error::{EndingProblem, Limit, Location, RecordError, RecordErrorKind, Syntax, TagProblem};
pub use tags::{
    DATE, NO_RESULT, PLAYER1, PLAYER2, RESULT, ROSTER, RecordDate, SERVER, START, TERMINATION, Tag,
    VARIANT,
};

use std::fmt;
use std::str::FromStr;

use crate::engine::{Action, IllegalInLog, Outcome, Position, Turn, Variant, turns};
use crate::record::{EndReason, GameResult};

/// The file extension of a record (no other format is known to use it).
pub const FILE_EXTENSION: &str = "lyngk";
/// The media type of a record sent as an attachment.
pub const MEDIA_TYPE: &str = "text/plain; charset=utf-8";

/// The largest record read, in bytes (64 KiB): refused before anything else
/// is done. A whole game is about 1 KiB.
pub const MAX_BYTES: usize = 64 * 1024;
/// The most turns in all lines together. A game has at most about 90
/// turns (42 moves, the claims inside them, and passes between them);
/// this leaves room for many variations.
pub const MAX_TURNS: usize = 2_000;
/// The most variations in all.
pub const MAX_VARIATIONS: usize = 500;
/// The deepest nesting of variations inside variations.
pub const MAX_DEPTH: usize = 32;
/// The most tags.
pub const MAX_TAGS: usize = 64;
/// The longest tag name, in characters.
pub const MAX_TAG_NAME: usize = 32;
/// The longest tag value, in characters.
pub const MAX_TAG_VALUE: usize = 255;

/// One turn of a line with its comments and the variations that replace
/// it.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    before: Vec<String>,
    turn: Turn,
    after: Vec<String>,
    variations: Vec<Line>,
}

impl Node {
    fn new(turn: Turn) -> Node {
        Node {
            before: Vec::new(),
            turn,
            after: Vec::new(),
            variations: Vec::new(),
        }
    }

    /// The turn, with the positions before and after it.
    #[must_use]
    pub fn turn(&self) -> &Turn {
        &self.turn
    }

    /// The comments written before the turn.
    #[must_use]
    pub fn comments_before(&self) -> &[String] {
        &self.before
    }

    /// The comments written after the turn.
    #[must_use]
    pub fn comments(&self) -> &[String] {
        &self.after
    }

    /// The variations: other turns played instead of this one, from the
    /// same position, each going on as a line of its own.
    #[must_use]
    pub fn variations(&self) -> &[Line] {
        &self.variations
    }

    /// The variations, to add comments and variations to.
    pub fn variations_mut(&mut self) -> &mut [Line] {
        &mut self.variations
    }

    /// Adds a comment after the turn.
    ///
    /// # Errors
    /// A comment holding `}` or a control character other than a tab or a
    /// line break.
    pub fn add_comment(&mut self, text: &str) -> Result<(), RecordError> {
        self.after.push(comment(text)?);
        Ok(())
    }
}

/// A line of turns: the main line of the game, or a variation.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    first: usize,
    nodes: Vec<Node>,
    trailing: Vec<String>,
}

impl Line {
    fn empty(first: usize) -> Line {
        Line {
            first,
            nodes: Vec::new(),
            trailing: Vec::new(),
        }
    }

    /// The number of its first turn: 1 for the main line, the number of
    /// the turn it replaces for a variation.
    #[must_use]
    pub fn first_number(&self) -> usize {
        self.first
    }

    /// Its turns, in order.
    #[must_use]
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    /// Its turns, in order, to add comments and variations to.
    pub fn nodes_mut(&mut self) -> &mut [Node] {
        &mut self.nodes
    }

    /// The comments after its last turn (and its last turn's variations).
    #[must_use]
    pub fn trailing_comments(&self) -> &[String] {
        &self.trailing
    }

    /// The positions after each of its turns.
    pub fn positions(&self) -> impl Iterator<Item = &Position> {
        self.nodes.iter().map(|n| &n.turn.after)
    }

    /// Its actions, in order.
    #[must_use]
    pub fn actions(&self) -> Vec<Action> {
        self.nodes
            .iter()
            .flat_map(|n| n.turn.actions.iter().copied())
            .collect()
    }

    /// Adds a variation to turn `index` (0-based): `actions` played instead
    /// of it, from the position before it. Returns the new line, for its
    /// own comments and variations.
    ///
    /// # Errors
    /// No actions, or an action the rules refuse (with its index in
    /// `actions`).
    ///
    /// # Panics
    /// When the line has no turn `index`.
    pub fn add_variation(
        &mut self,
        index: usize,
        actions: &[Action],
    ) -> Result<&mut Line, VariationError> {
        let number = self.first + index;
        let node = &mut self.nodes[index];
        if actions.is_empty() {
            return Err(VariationError::Empty);
        }
        let mut line = Line::empty(number);
        for t in turns(&node.turn.before, actions) {
            line.nodes
                .push(Node::new(t.map_err(VariationError::Illegal)?));
        }
        node.variations.push(line);
        Ok(node.variations.last_mut().expect("just pushed"))
    }

    /// Adds a comment at the end of the line: after its last turn's
    /// variations, or (when that turn has none) after the turn itself, which
    /// is the same place in the text.
    ///
    /// # Errors
    /// A comment holding `}` or a control character other than a tab or a
    /// line break.
    pub fn add_trailing_comment(&mut self, text: &str) -> Result<(), RecordError> {
        let text = comment(text)?;
        match self.nodes.last_mut() {
            Some(last) if last.variations.is_empty() => last.after.push(text),
            _ => self.trailing.push(text),
        }
        Ok(())
    }

    /// Turns and variations in this line and every line inside it.
    fn counts(&self, depth: usize, c: &mut Counts) {
        c.turns += self.nodes.len();
        c.depth = c.depth.max(depth);
        for n in &self.nodes {
            c.variations += n.variations.len();
            for v in &n.variations {
                v.counts(depth + 1, c);
            }
        }
    }

    fn lines<'a>(&'a self, path: &mut Vec<(usize, usize)>, out: &mut Vec<LineAt<'a>>) {
        out.push(LineAt {
            path: path.clone(),
            line: self,
        });
        for (i, n) in self.nodes.iter().enumerate() {
            for (j, v) in n.variations.iter().enumerate() {
                path.push((i, j));
                v.lines(path, out);
                path.pop();
            }
        }
    }
}

/// Why a variation can't be added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariationError {
    /// A variation has at least one turn.
    Empty,
    /// An action the rules refuse.
    Illegal(IllegalInLog),
}

impl fmt::Display for VariationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariationError::Empty => write!(f, "{}", Syntax::EmptyVariation),
            VariationError::Illegal(e) => write!(f, "\"{}\": {}", e.action, e.reason),
        }
    }
}

impl std::error::Error for VariationError {}

#[derive(Default)]
struct Counts {
    turns: usize,
    variations: usize,
    depth: usize,
}

/// A line of a record and where it is.
#[derive(Clone, Debug)]
pub struct LineAt<'a> {
    /// The (turn index, variation index) pairs from the main line down to
    /// the line; empty for the main line.
    pub path: Vec<(usize, usize)>,
    pub line: &'a Line,
}

/// A game's record: its tags in order, its start position, its main line of
/// turns with their comments and variations.
#[derive(Clone, PartialEq)]
pub struct GameRecord {
    tags: Vec<Tag>,
    start: Position,
    main: Line,
}

impl GameRecord {
    /// The record of the game played from `start` through `actions` (the
    /// action log, every action checked), with the tags `Variant` and
    /// `Result "*"`; [`set_tag`](Self::set_tag) and
    /// [`set_ending`](Self::set_ending) add the others.
    ///
    /// # Errors
    /// The first action the rules refuse.
    pub fn from_log(start: &Position, actions: &[Action]) -> Result<GameRecord, IllegalInLog> {
        let mut main = Line::empty(1);
        for t in turns(start, actions) {
            main.nodes.push(Node::new(t?));
        }
        Ok(GameRecord {
            tags: vec![
                Tag::new_unchecked(VARIANT.into(), start.variant().name().into()),
                Tag::new_unchecked(RESULT.into(), NO_RESULT.into()),
            ],
            start: start.clone(),
            main,
        })
    }

    /// Reads a record from its text.
    ///
    /// # Errors
    /// The first thing wrong, with its line (and column, for a fault of
    /// form): see [`RecordErrorKind`].
    pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
        parse::parse(text)
    }

    /// Reads a record from bytes (a file, an attachment): refused when over
    /// [`MAX_BYTES`] before anything else, then when not UTF-8 (with the
    /// place of the first bad byte).
    ///
    /// # Errors
    /// As [`parse`](Self::parse), and [`RecordErrorKind::NotUtf8`].
    pub fn parse_bytes(bytes: &[u8]) -> Result<GameRecord, RecordError> {
        if bytes.len() > MAX_BYTES {
            return Err(RecordError::too_large(bytes.len() as u64));
        }
        match std::str::from_utf8(bytes) {
            Ok(text) => parse::parse(text),
            Err(e) => {
                let good = &bytes[..e.valid_up_to()];
                // The valid prefix is UTF-8 by definition; a byte order mark
                // takes no column, as when the text is read.
                let prefix = std::str::from_utf8(good).unwrap_or_default();
                let prefix = prefix.strip_prefix('\u{feff}').unwrap_or(prefix);
                Err(RecordError::at(
                    parse::location_after(prefix),
                    RecordErrorKind::NotUtf8,
                ))
            }
        }
    }

    /// The tags, in order (`Start` is not one: see [`start`](Self::start)).
    #[must_use]
    pub fn tags(&self) -> &[Tag] {
        &self.tags
    }

    /// The value of the tag `name`, if the record has it.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|t| t.name() == name).map(Tag::value)
    }

    /// Sets the tag `name` to `value`: replaced where it stands, or added
    /// (a roster tag at its place in the roster, any other after the
    /// others).
    ///
    /// # Errors
    /// `Variant`, `Start`, `Result` and `Termination` (set by the start
    /// position and [`set_ending`](Self::set_ending)), a name that is not
    /// one or is a known one in another case, a value too long, with a
    /// control character or (for `Date`) not a date, or one tag too many.
    pub fn set_tag(&mut self, name: &str, value: &str) -> Result<(), RecordError> {
        let tag_error = |problem| {
            RecordError::whole(RecordErrorKind::Tag {
                name: name.to_owned(),
                problem,
            })
        };
        if [VARIANT, START, RESULT, TERMINATION].contains(&name) {
            return Err(tag_error(TagProblem::Reserved));
        }
        if !tags::is_tag_name(name) {
            return Err(tag_error(TagProblem::Name));
        }
        if let Some(known) = tags::known_in_other_case(name) {
            return Err(RecordError::whole(RecordErrorKind::Syntax(
                Syntax::TagCase {
                    found: name.to_owned(),
                    known,
                },
            )));
        }
        if let Some((what, limit)) = tags::too_long(name, value) {
            return Err(RecordError::whole(RecordErrorKind::TooMany { what, limit }));
        }
        tags::check_value(name, value).map_err(tag_error)?;
        self.put_tag(name, value)
    }

    /// Sets or replaces a checked tag.
    fn put_tag(&mut self, name: &str, value: &str) -> Result<(), RecordError> {
        if let Some(t) = self.tags.iter_mut().find(|t| t.name() == name) {
            *t = Tag::new_unchecked(name.to_owned(), value.to_owned());
            return Ok(());
        }
        // `Start` counts as one.
        if self.tags.len() + 1 >= MAX_TAGS {
            return Err(RecordError::whole(RecordErrorKind::TooMany {
                what: Limit::Tags,
                limit: MAX_TAGS,
            }));
        }
        let rank = Tag::rank(name);
        let at = self
            .tags
            .iter()
            .position(|t| Tag::rank(t.name()) > rank)
            .unwrap_or(self.tags.len());
        self.tags
            .insert(at, Tag::new_unchecked(name.to_owned(), value.to_owned()));
        Ok(())
    }

    /// Removes the tag `name`, if it is one [`set_tag`](Self::set_tag) may
    /// set.
    pub fn remove_tag(&mut self, name: &str) {
        if ![VARIANT, START, RESULT, TERMINATION].contains(&name) {
            self.tags.retain(|t| t.name() != name);
        }
    }

    /// Sets the result and how the game ended (`None, None`: no result yet;
    /// `None, Some(Abort)`: aborted).
    ///
    /// # Errors
    /// An ending the main line's last position contradicts (see
    /// [`EndingProblem`]): the record is unchanged.
    pub fn set_ending(
        &mut self,
        result: Option<GameResult>,
        reason: Option<EndReason>,
    ) -> Result<(), RecordError> {
        if let Some(problem) = ending_problem(self.final_position(), result, reason) {
            return Err(RecordError::whole(RecordErrorKind::Ending(problem)));
        }
        self.put_tag(RESULT, result.map_or(NO_RESULT, GameResult::name))?;
        match reason {
            Some(r) => self.put_tag(TERMINATION, r.name()),
            None => {
                self.tags.retain(|t| t.name() != TERMINATION);
                Ok(())
            }
        }
    }

    /// The variant (the start position's).
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// The result, `None` for `*`.
    #[must_use]
    pub fn result(&self) -> Option<GameResult> {
        self.tag(RESULT)
            .and_then(|v| tags::parse_result(v).ok())
            .flatten()
    }

    /// How the game ended, if it has.
    #[must_use]
    pub fn termination(&self) -> Option<EndReason> {
        self.tag(TERMINATION)
            .and_then(|v| tags::parse_termination(v).ok())
    }

    /// The start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The main line.
    #[must_use]
    pub fn main_line(&self) -> &Line {
        &self.main
    }

    /// The main line, to add comments and variations to.
    pub fn main_line_mut(&mut self) -> &mut Line {
        &mut self.main
    }

    /// The main line's actions: the game's action log.
    #[must_use]
    pub fn actions(&self) -> Vec<Action> {
        self.main.actions()
    }

    /// The position after the main line's last turn.
    #[must_use]
    pub fn final_position(&self) -> &Position {
        self.main
            .nodes
            .last()
            .map_or(&self.start, |n| &n.turn.after)
    }

    /// The positions after every turn of the main line, in order.
    #[must_use]
    pub fn positions(&self) -> Vec<&Position> {
        self.main.positions().collect()
    }

    /// Every line, the main line first, then each variation in the order
    /// the text gives it (depth first), with its path.
    #[must_use]
    pub fn lines(&self) -> Vec<LineAt<'_>> {
        let mut out = Vec::new();
        self.main.lines(&mut Vec::new(), &mut out);
        out
    }

    /// Turns in all lines together, and variations in all.
    #[must_use]
    pub fn size(&self) -> (usize, usize) {
        let mut c = Counts::default();
        self.main.counts(0, &mut c);
        (c.turns, c.variations)
    }

    /// Whether the record stays within the limits a reader holds it to
    /// (a record built by hand may not).
    ///
    /// # Errors
    /// The first limit it goes past; its text's size is not checked.
    pub fn check_limits(&self) -> Result<(), RecordError> {
        let mut c = Counts::default();
        self.main.counts(0, &mut c);
        for (what, n, limit) in [
            (Limit::Turns, c.turns, MAX_TURNS),
            (Limit::Variations, c.variations, MAX_VARIATIONS),
            (Limit::Depth, c.depth, MAX_DEPTH),
            (Limit::Tags, self.tags.len() + 1, MAX_TAGS),
        ] {
            if n > limit {
                return Err(RecordError::whole(RecordErrorKind::TooMany { what, limit }));
            }
        }
        Ok(())
    }
}

/// The comment `text` as kept: runs of spaces, tabs and line breaks made
/// one space, trimmed.
fn comment(text: &str) -> Result<String, RecordError> {
    if text.contains('}') {
        return Err(RecordError::whole(RecordErrorKind::Syntax(Syntax::Stray(
            '}',
        ))));
    }
    if let Some(c) = text.chars().find(|c| c.is_control() && !is_space(*c)) {
        return Err(RecordError::whole(RecordErrorKind::Control(c)));
    }
    Ok(normalize_comment(text))
}

/// The whitespace of the grammar: space, tab, carriage return, line feed.
pub(crate) fn is_space(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\r' | '\n')
}

pub(crate) fn normalize_comment(text: &str) -> String {
    text.split(is_space)
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What is wrong with ending a game whose last position is `last` with
/// `result` for `reason`, if anything.
fn ending_problem(
    last: &Position,
    result: Option<GameResult>,
    reason: Option<EndReason>,
) -> Option<EndingProblem> {
    let found = result.map_or(NO_RESULT, GameResult::name);
    let outcome = last.outcome();
    let name = |o: Outcome| GameResult::from(o).name();
    match (result, reason) {
        (None, None) => outcome.map(|o| EndingProblem::OverUnrecorded {
            expected: name(o),
            reason: if last.sudden_death_winner().is_some() {
                EndReason::SuddenDeath.name()
            } else {
                EndReason::End.name()
            },
        }),
        (Some(_), None) => Some(EndingProblem::NoTermination),
        (Some(_), Some(EndReason::Abort)) => Some(EndingProblem::AbortWithResult),
        (None, Some(EndReason::Abort)) => None,
        (None, Some(r)) => Some(EndingProblem::NoResult { reason: r.name() }),
        (Some(result), Some(r @ (EndReason::End | EndReason::SuddenDeath))) => {
            let Some(o) = outcome else {
                return Some(EndingProblem::NotOver { reason: r.name() });
            };
            let sudden = last.sudden_death_winner().is_some();
            if r == EndReason::End && sudden {
                Some(EndingProblem::SuddenDeathNotEnd)
            } else if r == EndReason::SuddenDeath && !sudden {
                Some(EndingProblem::EndNotSuddenDeath)
            } else {
                (GameResult::from(o) != result).then(|| EndingProblem::WrongResult {
                    found,
                    expected: name(o),
                })
            }
        }
        (Some(result), Some(r @ (EndReason::Resign | EndReason::Timeout))) => {
            if outcome.is_some() {
                Some(EndingProblem::AlreadyOver { reason: r.name() })
            } else if result == GameResult::Draw {
                Some(EndingProblem::DrawNotPossible { reason: r.name() })
            } else {
                let winner = GameResult::win(last.to_move().opponent());
                (r == EndReason::Timeout && result != winner).then(|| {
                    EndingProblem::TimeoutWinner {
                        found,
                        expected: winner.name(),
                    }
                })
            }
        }
    }
}

impl fmt::Debug for GameRecord {
    /// The text: every position in it follows from it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("GameRecord")
            .field(&self.to_string())
            .finish()
    }
}

impl FromStr for GameRecord {
    type Err = RecordError;

    fn from_str(s: &str) -> Result<GameRecord, RecordError> {
        GameRecord::parse(s)
    }
}

impl fmt::Display for GameRecord {
    /// The canonical text: each tag on a line of its own (`Start` last), a
    /// blank line, then one turn a line (`12. +R C3-E5`) with its comments
    /// after it, comments before a turn on lines of their own, each
    /// variation between a `(` line and a `)` line, its turns indented by
    /// two spaces. UTF-8 with `\n` line ends, a line end after the last
    /// line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for t in &self.tags {
            writeln!(f, "{t}")?;
        }
        writeln!(f, "[{START} \"{}\"]", self.start)?;
        if !self.main.nodes.is_empty() || !self.main.trailing.is_empty() {
            writeln!(f)?;
        }
        write_line(f, &self.main, 0)
    }
}

fn write_line(f: &mut fmt::Formatter<'_>, line: &Line, depth: usize) -> fmt::Result {
    let indent = "  ".repeat(depth);
    for (i, node) in line.nodes.iter().enumerate() {
        for c in &node.before {
            writeln!(f, "{indent}{{{c}}}")?;
        }
        write!(f, "{indent}{}. {}", line.first + i, node.turn)?;
        for c in &node.after {
            write!(f, " {{{c}}}")?;
        }
        writeln!(f)?;
        for v in &node.variations {
            writeln!(f, "{indent}(")?;
            write_line(f, v, depth + 1)?;
            writeln!(f, "{indent})")?;
        }
    }
    for c in &line.trailing {
        writeln!(f, "{indent}{{{c}}}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests;
