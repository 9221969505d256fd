//! Reading a record: the text is read by the grammar of
//! `docs/players/records.md` into a tree of tags, turns, comments and
//! variations (every limit checked as it is read, before any turn is
//! played), then the tags are checked and every turn is played on the
//! engine, main line and variations, and the ending is checked against the
//! main line's last position. Nothing here panics, whatever the text:
//! slices are cut at characters, numbers are bounded, nesting is limited.

use super::error::{EndingProblem, Limit, Location, RecordError, RecordErrorKind, Syntax};
use super::tags::{self, RESULT, START, TERMINATION, Tag, VARIANT};
use super::{
    GameRecord, Line, MAX_BYTES, MAX_DEPTH, MAX_TAG_NAME, MAX_TAG_VALUE, MAX_TAGS, MAX_TURNS,
    MAX_VARIATIONS, Node, ending_problem, is_space, normalize_comment,
};
use crate::engine::{Action, Position, turns};

/// The place just after `prefix`.
pub(crate) fn location_after(prefix: &str) -> Location {
    let line = 1 + prefix.matches('\n').count();
    let last = prefix.rfind('\n').map_or(prefix, |i| &prefix[i + 1..]);
    Location {
        line,
        column: last.chars().count() + 1,
    }
}

/// Reads a whole record.
pub(crate) fn parse(text: &str) -> Result<GameRecord, RecordError> {
    if text.len() > MAX_BYTES {
        return Err(RecordError::too_large(text.len() as u64));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reader = Reader {
        text,
        at: 0,
        line: 1,
        column: 1,
        turns: 0,
        variations: 0,
    };
    let tags = reader.tags()?;
    let main = reader.line(1, 0, None)?;
    build(tags, main)
}

// ----- the tree as written ---------------------------------------------------

struct SynTag {
    name: String,
    value: String,
    at: Location,
}

struct SynAction {
    action: Action,
    text: String,
    at: Location,
}

struct SynNode {
    before: Vec<String>,
    actions: Vec<SynAction>,
    after: Vec<String>,
    variations: Vec<SynLine>,
}

impl SynNode {
    /// The claim that ends it, if it is a claim without its move.
    fn open_claim(&self) -> Option<&SynAction> {
        self.actions
            .last()
            .filter(|a| matches!(a.action, Action::Claim(_)))
    }

    fn text(&self) -> String {
        self.actions
            .iter()
            .map(|a| a.text.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

struct SynLine {
    first: usize,
    nodes: Vec<SynNode>,
    trailing: Vec<String>,
}

// ----- reading the text ------------------------------------------------------

struct Reader<'a> {
    text: &'a str,
    /// Byte offset of the next character.
    at: usize,
    line: usize,
    column: usize,
    /// Turns and variations read so far.
    turns: usize,
    variations: usize,
}

/// A turn number has at most this many digits.
const NUMBER_DIGITS: usize = 6;

impl Reader<'_> {
    fn peek(&self) -> Option<char> {
        self.text.get(self.at..).and_then(|s| s.chars().next())
    }

    fn here(&self) -> Location {
        Location {
            line: self.line,
            column: self.column,
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.at += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(is_space) {
            self.bump();
        }
    }

    /// Spaces and tabs: what may stand inside a tag.
    fn skip_blanks(&mut self) {
        while matches!(self.peek(), Some(' ' | '\t')) {
            self.bump();
        }
    }

    /// The error for a character that has no place here.
    fn unexpected(&self, c: char) -> RecordError {
        if c.is_control() {
            RecordError::at(self.here(), RecordErrorKind::Control(c))
        } else {
            RecordError::syntax(self.here(), Syntax::Unexpected(c))
        }
    }

    fn tags(&mut self) -> Result<Vec<SynTag>, RecordError> {
        let mut tags = Vec::new();
        loop {
            self.skip_space();
            if self.peek() != Some('[') {
                return Ok(tags);
            }
            if tags.len() == MAX_TAGS {
                return Err(RecordError::at(
                    self.here(),
                    RecordErrorKind::TooMany {
                        what: Limit::Tags,
                        limit: MAX_TAGS,
                    },
                ));
            }
            tags.push(self.tag()?);
        }
    }

    /// `[Name "value"]`, on one line.
    fn tag(&mut self) -> Result<SynTag, RecordError> {
        let at = self.here();
        let unclosed = || RecordError::syntax(at, Syntax::UnclosedTag);
        self.bump(); // [
        self.skip_blanks();
        let name_at = self.here();
        let mut name = String::new();
        while let Some(c) = self
            .peek()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        {
            if name.len() == MAX_TAG_NAME {
                return Err(RecordError::at(
                    name_at,
                    RecordErrorKind::TooMany {
                        what: Limit::TagName,
                        limit: MAX_TAG_NAME,
                    },
                ));
            }
            name.push(c);
            self.bump();
        }
        if !tags::is_tag_name(&name) {
            return Err(RecordError::syntax(name_at, Syntax::TagName));
        }
        self.skip_blanks();
        match self.peek() {
            Some('"') => {
                self.bump();
            }
            None | Some('\n' | '\r') => return Err(unclosed()),
            Some(_) => return Err(RecordError::syntax(self.here(), Syntax::TagValueExpected)),
        }
        let mut value = String::new();
        let mut length = 0;
        loop {
            let c = match self.peek() {
                None | Some('\n' | '\r') => return Err(unclosed()),
                Some('"') => {
                    self.bump();
                    break;
                }
                Some('\\') => {
                    let escape_at = self.here();
                    self.bump();
                    match self.peek() {
                        Some(c @ ('"' | '\\')) => c,
                        None | Some('\n' | '\r') => return Err(unclosed()),
                        Some(c) => {
                            return Err(RecordError::syntax(escape_at, Syntax::Escape(c)));
                        }
                    }
                }
                Some(c) if c.is_control() && c != '\t' => return Err(self.unexpected(c)),
                Some(c) => c,
            };
            length += 1;
            if length > MAX_TAG_VALUE {
                return Err(RecordError::at(
                    at,
                    RecordErrorKind::TooMany {
                        what: Limit::TagValue,
                        limit: MAX_TAG_VALUE,
                    },
                ));
            }
            value.push(c);
            self.bump();
        }
        self.skip_blanks();
        match self.peek() {
            Some(']') => {
                self.bump();
            }
            None | Some('\n' | '\r') => return Err(unclosed()),
            Some(c) => return Err(self.unexpected(c)),
        }
        Ok(SynTag { name, value, at })
    }

    /// `{text}`, as kept.
    fn comment(&mut self) -> Result<String, RecordError> {
        let at = self.here();
        self.bump(); // {
        let start = self.at;
        loop {
            match self.peek() {
                None => return Err(RecordError::syntax(at, Syntax::UnclosedComment)),
                Some('}') => break,
                Some(c) if c.is_control() && !is_space(c) => return Err(self.unexpected(c)),
                Some(_) => {
                    self.bump();
                }
            }
        }
        let text = normalize_comment(self.text.get(start..self.at).unwrap_or_default());
        self.bump(); // }
        Ok(text)
    }

    /// A line of turns, numbered from `first`, `depth` variations deep;
    /// `open` is where its `(` stands (none for the main line).
    fn line(
        &mut self,
        first: usize,
        depth: usize,
        open: Option<Location>,
    ) -> Result<SynLine, RecordError> {
        let mut line = SynLine {
            first,
            nodes: Vec::new(),
            trailing: Vec::new(),
        };
        // Comments not yet placed: they go before the next turn or
        // variation, or end the line.
        let mut pending: Vec<String> = Vec::new();
        // Whether a comment now follows a turn directly.
        let mut after_turn = false;
        loop {
            self.skip_space();
            let at = self.here();
            match self.peek() {
                None => match open {
                    Some(o) => return Err(RecordError::syntax(o, Syntax::UnclosedVariation)),
                    None => break,
                },
                Some(')') => {
                    if open.is_none() {
                        return Err(RecordError::syntax(at, Syntax::Stray(')')));
                    }
                    self.bump();
                    break;
                }
                Some('{') => {
                    let c = self.comment()?;
                    match line.nodes.last_mut() {
                        Some(last) if after_turn => last.after.push(c),
                        _ => pending.push(c),
                    }
                }
                Some('(') => {
                    if line.nodes.is_empty() {
                        return Err(RecordError::syntax(at, Syntax::VariationFirst));
                    }
                    if depth + 1 > MAX_DEPTH {
                        return Err(too_many(at, Limit::Depth, MAX_DEPTH));
                    }
                    self.variations += 1;
                    if self.variations > MAX_VARIATIONS {
                        return Err(too_many(at, Limit::Variations, MAX_VARIATIONS));
                    }
                    self.bump();
                    let number = first + line.nodes.len() - 1;
                    let mut variation = self.line(number, depth + 1, Some(at))?;
                    let Some(head) = variation.nodes.first_mut() else {
                        return Err(RecordError::syntax(at, Syntax::EmptyVariation));
                    };
                    if !pending.is_empty() {
                        pending.append(&mut head.before);
                        head.before = std::mem::take(&mut pending);
                    }
                    if let Some(last) = line.nodes.last_mut() {
                        last.variations.push(variation);
                    }
                    after_turn = false;
                }
                Some('[') => return Err(RecordError::syntax(at, Syntax::TagAfterTurns)),
                Some(c @ ('}' | ']')) => return Err(RecordError::syntax(at, Syntax::Stray(c))),
                Some(c) if c.is_ascii_alphanumeric() || c == '+' => {
                    if let Some(claim) = line.nodes.last().and_then(SynNode::open_claim) {
                        return Err(claim_without_move(claim));
                    }
                    let expected = first + line.nodes.len();
                    let mut node = self.turn(expected)?;
                    node.before = std::mem::take(&mut pending);
                    line.nodes.push(node);
                    after_turn = true;
                }
                Some(c) => return Err(self.unexpected(c)),
            }
        }
        line.trailing = pending;
        Ok(line)
    }

    /// One turn, `[number.] {claim} (move | pass)`, or claims alone (kept
    /// only as a line's last turn).
    fn turn(&mut self, expected: usize) -> Result<SynNode, RecordError> {
        let at = self.here();
        let mut number = None;
        if self.peek().is_some_and(|c| c.is_ascii_digit()) {
            let mut digits = String::new();
            while let Some(c) = self.peek().filter(char::is_ascii_digit) {
                if digits.len() == NUMBER_DIGITS {
                    return Err(RecordError::syntax(at, Syntax::NumberTooLong));
                }
                digits.push(c);
                self.bump();
            }
            if self.peek() != Some('.') {
                return Err(RecordError::syntax(self.here(), Syntax::NumberDot));
            }
            self.bump();
            let n: usize = digits
                .parse()
                .map_err(|_| RecordError::syntax(at, Syntax::NumberTooLong))?;
            if n != expected {
                return Err(RecordError::syntax(
                    at,
                    Syntax::WrongNumber { found: n, expected },
                ));
            }
            number = Some(n);
        }
        self.turns += 1;
        if self.turns > MAX_TURNS {
            return Err(too_many(at, Limit::Turns, MAX_TURNS));
        }
        let mut actions = Vec::new();
        loop {
            self.skip_space();
            if !self
                .peek()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '+')
            {
                break;
            }
            let action = self.action()?;
            let ends = action.action.ends_turn();
            actions.push(action);
            if ends {
                break;
            }
        }
        if actions.is_empty() {
            return Err(RecordError::syntax(
                at,
                Syntax::NumberWithoutTurn(number.unwrap_or(expected)),
            ));
        }
        Ok(SynNode {
            before: Vec::new(),
            actions,
            after: Vec::new(),
            variations: Vec::new(),
        })
    }

    /// One action: a word of letters, digits, `+` and `-`.
    fn action(&mut self) -> Result<SynAction, RecordError> {
        let at = self.here();
        let start = self.at;
        while let Some(c) = self.peek() {
            if is_space(c) || "(){}[]".contains(c) {
                break;
            }
            if !(c.is_ascii_alphanumeric() || c == '+' || c == '-') {
                return Err(self.unexpected(c));
            }
            self.bump();
        }
        let text = self.text.get(start..self.at).unwrap_or_default();
        let action = text.parse::<Action>().map_err(|error| {
            RecordError::at(
                at,
                RecordErrorKind::Action {
                    text: clip(text),
                    error,
                },
            )
        })?;
        if let Action::Move(_) = action
            && let Some(bad) = text.split('-').find(|p| p.len() != 2)
        {
            return Err(RecordError::syntax(at, Syntax::PointForm(clip(bad))));
        }
        Ok(SynAction {
            action,
            text: text.to_owned(),
            at,
        })
    }
}

fn too_many(at: Location, what: Limit, limit: usize) -> RecordError {
    RecordError::at(at, RecordErrorKind::TooMany { what, limit })
}

fn claim_without_move(claim: &SynAction) -> RecordError {
    RecordError::syntax(claim.at, Syntax::ClaimWithoutMove(claim.text.clone()))
}

/// At most 20 characters of `s`, for a message.
fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(20).collect();
    if s.chars().count() > 20 {
        out.push('…');
    }
    out
}

// ----- meaning ---------------------------------------------------------------

/// The record of a tree read: its tags checked, its turns played.
fn build(syn_tags: Vec<SynTag>, main: SynLine) -> Result<GameRecord, RecordError> {
    let mut tags: Vec<(Tag, usize)> = Vec::with_capacity(syn_tags.len());
    let mut start: Option<(Position, usize)> = None;
    for t in syn_tags {
        if let Some(known) = tags::known_in_other_case(&t.name) {
            return Err(RecordError::syntax(
                t.at,
                Syntax::TagCase {
                    found: t.name,
                    known,
                },
            ));
        }
        let seen = if t.name == START {
            start.is_some()
        } else {
            tags.iter().any(|(old, _)| old.name() == t.name)
        };
        if seen {
            return Err(RecordError::syntax(t.at, Syntax::DuplicateTag(t.name)));
        }
        if t.name == START {
            let pos = t
                .value
                .parse::<Position>()
                .map_err(|e| RecordError::on_line(t.at.line, RecordErrorKind::Start(e)))?;
            start = Some((pos, t.at.line));
            continue;
        }
        if let Err(problem) = tags::check_value(&t.name, &t.value) {
            return Err(RecordError::on_line(
                t.at.line,
                RecordErrorKind::Tag {
                    name: t.name,
                    problem,
                },
            ));
        }
        tags.push((Tag::new_unchecked(t.name, t.value), t.at.line));
    }
    let line_of = |name: &str| {
        tags.iter()
            .find(|(t, _)| t.name() == name)
            .map(|(t, line)| (t.value().to_owned(), *line))
    };
    let Some((start, _)) = start else {
        return Err(RecordError::whole(RecordErrorKind::MissingTag(START)));
    };
    let Some((variant, variant_line)) = line_of(VARIANT) else {
        return Err(RecordError::whole(RecordErrorKind::MissingTag(VARIANT)));
    };
    let Some((result, result_line)) = line_of(RESULT) else {
        return Err(RecordError::whole(RecordErrorKind::MissingTag(RESULT)));
    };
    if variant != start.variant().name() {
        return Err(RecordError::on_line(
            variant_line,
            RecordErrorKind::Tag {
                name: VARIANT.to_owned(),
                problem: super::TagProblem::VariantMismatch {
                    tag: variant,
                    start: start.variant().name().to_owned(),
                },
            },
        ));
    }

    let main = play_line(&start, main)?;

    let last = main.nodes.last().map_or(&start, |n| &n.turn.after);
    // Both values were checked with the tags.
    let result = tags::parse_result(&result).ok().flatten();
    let termination = line_of(TERMINATION);
    let reason = termination
        .as_ref()
        .and_then(|(v, _)| tags::parse_termination(v).ok());
    if let Some(problem) = ending_problem(last, result, reason) {
        let line = match problem {
            EndingProblem::NotOver { .. }
            | EndingProblem::SuddenDeathNotEnd
            | EndingProblem::EndNotSuddenDeath
            | EndingProblem::AlreadyOver { .. }
            | EndingProblem::NoResult { .. } => termination.map_or(result_line, |(_, l)| l),
            _ => result_line,
        };
        return Err(RecordError::on_line(line, RecordErrorKind::Ending(problem)));
    }
    Ok(GameRecord {
        tags: tags.into_iter().map(|(t, _)| t).collect(),
        start,
        main,
    })
}

/// Plays the turns of `syn` from `start`, and each variation from the
/// position before the turn it replaces.
fn play_line(start: &Position, syn: SynLine) -> Result<Line, RecordError> {
    let mut line = Line {
        first: syn.first,
        nodes: Vec::with_capacity(syn.nodes.len()),
        trailing: syn.trailing,
    };
    let mut pos = start.clone();
    for (i, sn) in syn.nodes.into_iter().enumerate() {
        let number = syn.first + i;
        let actions: Vec<Action> = sn.actions.iter().map(|a| a.action).collect();
        let illegal = |index: usize, reason| {
            let line = sn.actions.get(index).map_or(0, |a| a.at.line);
            RecordError::on_line(
                line,
                RecordErrorKind::Illegal {
                    number,
                    text: sn.text(),
                    reason,
                },
            )
        };
        let turn = match turns(&pos, &actions).next() {
            Some(Ok(turn)) if turn.actions.len() == actions.len() => turn,
            Some(Err(e)) => return Err(illegal(e.index, e.reason)),
            // The grammar lets only claims precede a turn's last action, so
            // the engine reads it as one turn; anything else is refused.
            _ => {
                return Err(illegal(
                    0,
                    crate::engine::IllegalAction::AlreadyClaimedThisTurn,
                ));
            }
        };
        let mut variations = Vec::with_capacity(sn.variations.len());
        for v in sn.variations {
            variations.push(play_line(&turn.before, v)?);
        }
        pos = turn.after.clone();
        line.nodes.push(Node {
            before: sn.before,
            turn,
            after: sn.after,
            variations,
        });
    }
    Ok(line)
}
