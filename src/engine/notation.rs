//! Text forms of points, colours, actions and whole positions (LPN), each with
//! `FromStr` and `Display` that round-trip. Parsing never panics: malformed
//! input gets an error naming what is wrong.
//!
//! Input of points, colour letters and `pass` is case-insensitive; output is
//! upper case (`pass` lower case).

use std::fmt;
use std::str::FromStr;

use super::action::{Action, MAX_VIA, Move};
use super::geometry::{POINT_COUNT, Point};
use super::piece::{Color, MAX_HEIGHT, Player, Stack};
use super::position::{Claims, Position, Variant};

/// Text that is not a point.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParsePointError {
    input: String,
    reason: PointReason,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum PointReason {
    Empty,
    Column(char),
    Number,
    OffBoard,
}

impl fmt::Display for ParsePointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.reason {
            PointReason::Empty => write!(f, "expected a point such as E5, found nothing"),
            PointReason::Column(c) => write!(
                f,
                "'{}' is not a point: there is no column '{c}' (columns are A to I)",
                self.input
            ),
            PointReason::Number => write!(
                f,
                "'{}' is not a point: expected a column letter A to I followed by a number, such as E5",
                self.input
            ),
            PointReason::OffBoard => write!(f, "'{}' is not a point of the board", self.input),
        }
    }
}

impl std::error::Error for ParsePointError {}

impl ParsePointError {
    /// The text that was read (cut to 20 characters).
    #[must_use]
    pub fn input(&self) -> &str {
        &self.input
    }
}

impl FromStr for Point {
    type Err = ParsePointError;

    fn from_str(s: &str) -> Result<Point, ParsePointError> {
        let input = s.trim();
        let err = |reason| ParsePointError {
            input: input.chars().take(20).collect(),
            reason,
        };
        let mut chars = input.chars();
        let Some(col) = chars.next() else {
            return Err(err(PointReason::Empty));
        };
        let upper = col.to_ascii_uppercase();
        if !upper.is_ascii_uppercase() {
            return Err(err(PointReason::Number));
        }
        if !('A'..='I').contains(&upper) {
            return Err(err(PointReason::Column(upper)));
        }
        let rest = chars.as_str();
        if rest.is_empty() || rest.len() > 2 || !rest.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err(PointReason::Number));
        }
        let r: i32 = rest.parse().map_err(|_| err(PointReason::Number))?;
        Point::from_coords(i32::from(upper as u8 - b'A'), r)
            .ok_or_else(|| err(PointReason::OffBoard))
    }
}

/// Text that is not a colour letter.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseColorError {
    input: String,
}

impl fmt::Display for ParseColorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a colour: use I (ivory), B (blue), R (red), G (green), K (black) or W (joker)",
            self.input
        )
    }
}

impl std::error::Error for ParseColorError {}

impl FromStr for Color {
    type Err = ParseColorError;

    /// A letter (`R`, `r`) or an English name (`red`, `Red`).
    fn from_str(s: &str) -> Result<Color, ParseColorError> {
        let t = s.trim();
        let mut chars = t.chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(color) = Color::from_letter(c)
        {
            return Ok(color);
        }
        Color::ALL
            .into_iter()
            .find(|c| {
                c.name().eq_ignore_ascii_case(t)
                    || (*c == Color::Joker && t.eq_ignore_ascii_case("white"))
            })
            .ok_or_else(|| ParseColorError {
                input: t.chars().take(20).collect(),
            })
    }
}

/// Text that is not an action.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ParseActionError {
    /// Nothing was given.
    Empty,
    /// `+` followed by something that is not one colour letter.
    Claim(ParseColorError),
    /// One of the points of a move is wrong (1-based position in the move).
    Point {
        position: usize,
        error: ParsePointError,
    },
    /// A move needs a start and an end.
    TooFewPoints,
    /// More LYNGK points than any chain can have.
    TooManyPoints,
    /// No point where the separators promise one (1-based position in the
    /// move): two separators in a row such as `C3--D4`, or one before the
    /// first point or after the last.
    EmptySegment { position: usize },
}

impl fmt::Display for ParseActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseActionError::Empty => write!(
                f,
                "expected an action: a claim such as +R, a move such as C3-E5, or pass"
            ),
            ParseActionError::Claim(e) => write!(f, "in the claim: {e}"),
            ParseActionError::Point { position, error } => {
                write!(f, "point {position} of the move: {error}")
            }
            ParseActionError::TooFewPoints => write!(
                f,
                "a move needs a start and an end point, such as C3-E5 (a claim is written +R)"
            ),
            ParseActionError::TooManyPoints => write!(
                f,
                "a move has at most {MAX_VIA} LYNGK points between its start and end"
            ),
            ParseActionError::EmptySegment { position } => write!(
                f,
                "point {position} of the move is missing: two separators follow each other, or \
                 one starts or ends the move (write C3-E5, or every LYNGK point such as \
                 B5-B2-C3-E3)"
            ),
        }
    }
}

impl std::error::Error for ParseActionError {}

impl FromStr for Action {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        let t = s.trim();
        if t.is_empty() {
            return Err(ParseActionError::Empty);
        }
        if t.eq_ignore_ascii_case("pass") {
            return Ok(Action::Pass);
        }
        if let Some(rest) = t.strip_prefix('+') {
            let mut chars = rest.trim().chars();
            return match (chars.next(), chars.next()) {
                (Some(c), None) => Color::from_letter(c).map(Action::Claim).ok_or_else(|| {
                    ParseActionError::Claim(ParseColorError {
                        input: c.to_string(),
                    })
                }),
                _ => Err(ParseActionError::Claim(ParseColorError {
                    input: rest.chars().take(20).collect(),
                })),
            };
        }
        t.parse::<Move>().map(Action::Move)
    }
}

impl FromStr for Move {
    type Err = ParseActionError;

    /// A move as players write it: its points separated by `-`, spaces or
    /// commas (`C3-E5`, `C3 E5`, `C3,E5`, `B5 B2 C3 E3`); the first is the
    /// start, the last the end, any others the LYNGK points in order.
    ///
    /// Between two points stands one `-` or `,` (with spaces around it if
    /// wished) or only spaces. Two of them in a row (`C3--D4`, `C3 - - D4`,
    /// `C3,,D4`), or one before the first point or after the last, leave a
    /// place without a point: often a LYNGK point left out, so the text is
    /// refused rather than read as the shorter move.
    fn from_str(s: &str) -> Result<Move, ParseActionError> {
        let parts = split_move(s)?;
        match parts.as_slice() {
            [] => return Err(ParseActionError::Empty),
            [one] => {
                // Say what's wrong with a lone token if it is not even a point.
                if let Err(error) = one.parse::<Point>() {
                    return Err(ParseActionError::Point { position: 1, error });
                }
                return Err(ParseActionError::TooFewPoints);
            }
            _ => {}
        }
        if parts.len() > MAX_VIA + 2 {
            return Err(ParseActionError::TooManyPoints);
        }
        let mut points = Vec::with_capacity(parts.len());
        for (i, part) in parts.iter().enumerate() {
            let p = part
                .parse::<Point>()
                .map_err(|error| ParseActionError::Point {
                    position: i + 1,
                    error,
                })?;
            points.push(p);
        }
        let (from, to) = (points[0], points[points.len() - 1]);
        Move::with_via(from, &points[1..points.len() - 1], to)
            .ok_or(ParseActionError::TooManyPoints)
    }
}

/// The point texts of a written move, or the place of the first point that
/// is missing (1-based) where two of `-` and `,` follow each other or one of
/// them opens or closes the text. Text without any point is no move at all
/// (`Ok` of nothing; the caller says so).
fn split_move(s: &str) -> Result<Vec<&str>, ParseActionError> {
    let is_separator = |c: char| c == '-' || c == ',';
    let mut parts = Vec::new();
    // A `-` or `,` has been read since the last point.
    let mut separator_pending = false;
    let mut rest = s;
    loop {
        rest = rest.trim_start();
        let Some(c) = rest.chars().next() else { break };
        if is_separator(c) {
            if parts.is_empty() && !has_point(rest) {
                return Ok(parts);
            }
            if separator_pending || parts.is_empty() {
                return Err(ParseActionError::EmptySegment {
                    position: parts.len() + 1,
                });
            }
            separator_pending = true;
            rest = &rest[c.len_utf8()..];
            continue;
        }
        let end = rest
            .find(|c: char| is_separator(c) || c.is_whitespace())
            .unwrap_or(rest.len());
        parts.push(&rest[..end]);
        rest = &rest[end..];
        separator_pending = false;
    }
    if separator_pending {
        return Err(ParseActionError::EmptySegment {
            position: parts.len() + 1,
        });
    }
    Ok(parts)
}

/// Whether any text other than separators and spaces is left.
fn has_point(s: &str) -> bool {
    s.chars()
        .any(|c| !(c == '-' || c == ',' || c.is_whitespace()))
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        for p in self.via() {
            write!(f, "-{p}")?;
        }
        write!(f, "-{}", self.to)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Claim(c) => write!(f, "+{}", c.letter()),
            Action::Move(m) => write!(f, "{m}"),
            Action::Pass => f.write_str("pass"),
        }
    }
}

/// Parses a whole turn as written in a game record: `+R C3-E5`, `C3-E5`,
/// `pass` (actions separated by spaces).
///
/// # Errors
/// The first action that does not parse.
pub fn parse_turn(s: &str) -> Result<Vec<Action>, ParseActionError> {
    let actions: Vec<Action> = s
        .split_whitespace()
        .map(str::parse)
        .collect::<Result<_, _>>()?;
    if actions.is_empty() {
        return Err(ParseActionError::Empty);
    }
    Ok(actions)
}

/// The field of a position's notation that is wrong.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LpnField {
    /// The line as a whole (number of fields).
    Line,
    /// The board (first field).
    Board,
    /// The claims (second field).
    Claims,
    /// The player to move (third field).
    ToMove,
    /// The points (fourth field).
    Points,
    /// The variant (fifth field).
    Variant,
    /// The sudden-death outcome (optional sixth field).
    Outcome,
}

impl fmt::Display for LpnField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LpnField::Line => "position",
            LpnField::Board => "board",
            LpnField::Claims => "claims",
            LpnField::ToMove => "player to move",
            LpnField::Points => "points",
            LpnField::Variant => "variant",
            LpnField::Outcome => "outcome",
        })
    }
}

/// Text that is not a valid position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseLpnError {
    /// Which field is wrong.
    pub field: LpnField,
    detail: String,
}

impl ParseLpnError {
    fn new(field: LpnField, detail: impl Into<String>) -> ParseLpnError {
        ParseLpnError {
            field,
            detail: detail.into(),
        }
    }
}

impl fmt::Display for ParseLpnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.detail)
    }
}

impl std::error::Error for ParseLpnError {}

fn clip(s: &str) -> String {
    let mut out: String = s.chars().take(24).collect();
    if s.chars().count() > 24 {
        out.push('…');
    }
    out
}

fn parse_stack(point: Point, s: &str) -> Result<Stack, ParseLpnError> {
    if s == "-" {
        return Ok(Stack::EMPTY);
    }
    if s.is_empty() {
        return Err(ParseLpnError::new(
            LpnField::Board,
            format!("point {point} is blank: write '-' for an empty point"),
        ));
    }
    let mut pieces = Vec::with_capacity(MAX_HEIGHT);
    for c in s.chars() {
        let color = Color::from_letter(c).ok_or_else(|| {
            ParseLpnError::new(
                LpnField::Board,
                format!("point {point}: '{c}' is not a colour letter (I, B, R, G, K or W)"),
            )
        })?;
        pieces.push(color);
        if pieces.len() > MAX_HEIGHT {
            return Err(ParseLpnError::new(
                LpnField::Board,
                format!("point {point}: more than {MAX_HEIGHT} pieces"),
            ));
        }
    }
    Stack::from_pieces(&pieces).ok_or_else(|| {
        ParseLpnError::new(LpnField::Board, format!("point {point}: too many pieces"))
    })
}

fn parse_claims(s: &str) -> Result<[Claims; 2], ParseLpnError> {
    let err = |d: String| ParseLpnError::new(LpnField::Claims, d);
    let sides: Vec<&str> = s.split(':').collect();
    if sides.len() != 2 {
        return Err(err(format!(
            "expected two lists separated by ':' such as RB:K or -:-, found '{}'",
            clip(s)
        )));
    }
    let mut claims = [Claims::default(); 2];
    for (i, side) in sides.iter().enumerate() {
        if *side == "-" {
            continue;
        }
        if side.is_empty() {
            return Err(err(format!(
                "player {}'s list is blank: write '-' for none",
                i + 1
            )));
        }
        for c in side.chars() {
            let color = Color::from_letter(c)
                .ok_or_else(|| err(format!("player {}: '{c}' is not a colour letter", i + 1)))?;
            if color == Color::Joker {
                return Err(err(format!(
                    "player {}: the jokers (W) can't be claimed",
                    i + 1
                )));
            }
            if claims[0].contains(color) || claims[1].contains(color) {
                return Err(err(format!("{} is claimed twice", color.name())));
            }
            if !claims[i].push(color) {
                return Err(err(format!("player {} has more than two colours", i + 1)));
            }
        }
    }
    Ok(claims)
}

impl FromStr for Position {
    type Err = ParseLpnError;

    fn from_str(s: &str) -> Result<Position, ParseLpnError> {
        let fields: Vec<&str> = s.split_whitespace().collect();
        if !(5..=6).contains(&fields.len()) {
            return Err(ParseLpnError::new(
                LpnField::Line,
                format!(
                    "expected 5 or 6 fields separated by spaces (board claims to-move points variant [outcome]), found {}",
                    fields.len()
                ),
            ));
        }
        let variant: Variant = fields[4].parse().map_err(|_| {
            ParseLpnError::new(
                LpnField::Variant,
                format!(
                    "expected 'standard' or 'sixstack', found '{}'",
                    clip(&fields[4].to_ascii_lowercase())
                ),
            )
        })?;

        let cells: Vec<&str> = fields[0].split('/').collect();
        if cells.len() != POINT_COUNT {
            return Err(ParseLpnError::new(
                LpnField::Board,
                format!(
                    "expected {POINT_COUNT} points separated by '/', found {}",
                    cells.len()
                ),
            ));
        }
        let mut board = [Stack::EMPTY; POINT_COUNT];
        let mut counts = [0usize; 6];
        for (p, cell) in Point::ALL.into_iter().zip(&cells) {
            let stack = parse_stack(p, cell)?;
            let limit = variant.limit();
            if stack.height() > limit {
                return Err(ParseLpnError::new(
                    LpnField::Board,
                    format!(
                        "point {p}: {} pieces, but the {variant} limit is {limit}",
                        stack.height()
                    ),
                ));
            }
            if !stack.colors_distinct() {
                return Err(ParseLpnError::new(
                    LpnField::Board,
                    format!("point {p}: a colour appears twice in the stack {stack}"),
                ));
            }
            if stack.height() > 1 && stack.top() == Some(Color::Joker) {
                return Err(ParseLpnError::new(
                    LpnField::Board,
                    format!("point {p}: a joker can't be the top of a stack ({stack})"),
                ));
            }
            for c in stack.pieces() {
                counts[c as usize] += 1;
            }
            board[p.index()] = stack;
        }
        for c in Color::ALL {
            let max = if c == Color::Joker { 3 } else { 8 };
            if counts[c as usize] > max {
                return Err(ParseLpnError::new(
                    LpnField::Board,
                    format!(
                        "{} {} pieces; the game has only {max}",
                        counts[c as usize],
                        c.name()
                    ),
                ));
            }
        }

        let claims = parse_claims(fields[1])?;

        let (to_move, claimed_this_turn) = match fields[2] {
            "1" => (Player::One, false),
            "2" => (Player::Two, false),
            "1+" => (Player::One, true),
            "2+" => (Player::Two, true),
            other => {
                return Err(ParseLpnError::new(
                    LpnField::ToMove,
                    format!(
                        "expected 1 or 2, optionally followed by '+', found '{}'",
                        clip(other)
                    ),
                ));
            }
        };
        if claimed_this_turn && claims[to_move.index()].is_empty() {
            return Err(ParseLpnError::new(
                LpnField::ToMove,
                format!("player {to_move} is marked as having claimed this turn but has no colour"),
            ));
        }

        let pts: Vec<&str> = fields[3].split(':').collect();
        let parse_pt = |t: &str| -> Option<u8> {
            (!t.is_empty() && t.len() <= 2 && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse().ok())
                .flatten()
        };
        let points = match pts.as_slice() {
            [a, b] => match (parse_pt(a), parse_pt(b)) {
                (Some(a), Some(b)) => [a, b],
                _ => {
                    return Err(ParseLpnError::new(
                        LpnField::Points,
                        format!(
                            "expected two numbers such as 1:0, found '{}'",
                            clip(fields[3])
                        ),
                    ));
                }
            },
            _ => {
                return Err(ParseLpnError::new(
                    LpnField::Points,
                    format!(
                        "expected two numbers separated by ':', found '{}'",
                        clip(fields[3])
                    ),
                ));
            }
        };
        let on_board: usize = counts.iter().sum();
        match variant {
            Variant::SixStack if points != [0, 0] => {
                return Err(ParseLpnError::new(
                    LpnField::Points,
                    "nothing is removed in the six-stack variant: points must be 0:0",
                ));
            }
            Variant::Standard
                if on_board + 5 * (usize::from(points[0]) + usize::from(points[1])) > 43 =>
            {
                return Err(ParseLpnError::new(
                    LpnField::Points,
                    format!(
                        "{} removed 5-stacks and {on_board} pieces on the board make more than the game's 43",
                        u32::from(points[0]) + u32::from(points[1])
                    ),
                ));
            }
            _ => {}
        }

        let sudden_death = match fields.get(5) {
            None => None,
            Some(o) => {
                let winner = match o.to_ascii_lowercase().as_str() {
                    "win1" => Player::One,
                    "win2" => Player::Two,
                    other => {
                        return Err(ParseLpnError::new(
                            LpnField::Outcome,
                            format!("expected 'win1' or 'win2', found '{}'", clip(other)),
                        ));
                    }
                };
                if variant != Variant::SixStack {
                    return Err(ParseLpnError::new(
                        LpnField::Outcome,
                        "only the six-stack variant ends by sudden death",
                    ));
                }
                Some(winner)
            }
        };

        let mut position = Position::new(board, variant);
        position.claims = claims;
        position.to_move = to_move;
        position.claimed_this_turn = claimed_this_turn;
        position.points = points;
        position.sudden_death = sudden_death;
        Ok(position)
    }
}

impl fmt::Display for Position {
    /// The position notation (LPN) of RULES.md §7.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.board().iter().enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            write!(f, "{s}")?;
        }
        f.write_str(" ")?;
        for (i, p) in [Player::One, Player::Two].into_iter().enumerate() {
            if i > 0 {
                f.write_str(":")?;
            }
            let claims = self.claims(p);
            if claims.is_empty() {
                f.write_str("-")?;
            }
            for c in claims.iter() {
                write!(f, "{}", c.letter())?;
            }
        }
        write!(
            f,
            " {}{} {}:{} {}",
            self.to_move(),
            if self.claimed_this_turn() { "+" } else { "" },
            self.points(Player::One),
            self.points(Player::Two),
            self.variant()
        )?;
        if let Some(w) = self.sudden_death_winner() {
            write!(f, " win{w}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_parse_case_insensitively_and_print_upper_case() {
        assert_eq!("e5".parse::<Point>().unwrap().to_string(), "E5");
        assert_eq!(" A3 ".parse::<Point>().unwrap().to_string(), "A3");
        for bad in ["", "J3", "A4", "E", "E55", "5E", "E-1", "É5", "E٣"] {
            assert!(bad.parse::<Point>().is_err(), "{bad}");
        }
        assert_eq!(
            "J3".parse::<Point>().unwrap_err().to_string(),
            "'J3' is not a point: there is no column 'J' (columns are A to I)"
        );
    }

    #[test]
    fn actions_round_trip() {
        for text in ["+R", "C3-E5", "B5-B2-C3-E3", "pass"] {
            let a: Action = text.parse().unwrap();
            assert_eq!(a.to_string(), text);
        }
        assert_eq!("PASS".parse::<Action>().unwrap(), Action::Pass);
        assert_eq!("+k".parse::<Action>().unwrap().to_string(), "+K");
        assert_eq!("c3-e5".parse::<Action>().unwrap().to_string(), "C3-E5");
        let err = "C3-Z9".parse::<Action>().unwrap_err().to_string();
        assert!(err.contains("point 2"), "{err}");
        assert!("+X".parse::<Action>().is_err());
        assert!("C3".parse::<Action>().is_err());
        assert_eq!(parse_turn("+R C3-E5").unwrap().len(), 2);
    }

    #[test]
    fn moves_parse_in_every_written_form() {
        let p = |s: &str| s.parse::<Point>().unwrap();
        let plain = Move::new(p("C3"), p("E5"));
        for text in [
            "C3-E5",
            " c3 e5 ",
            "C3,E5",
            "C3, E5",
            "c3 - e5",
            "C3  E5",
            "C3 ,E5",
            "C3\t-\nE5",
        ] {
            assert_eq!(text.parse::<Move>(), Ok(plain), "{text:?}");
        }
        let chain = Move::with_via(p("B5"), &[p("B2"), p("C3")], p("E3")).unwrap();
        for text in ["B5-B2-C3-E3", "B5 B2 C3 E3", "B5,B2,C3,E3", "b5 b2-c3,e3"] {
            assert_eq!(text.parse::<Move>(), Ok(chain), "{text:?}");
        }
        // An action reads the same forms.
        assert_eq!("C3 E5".parse::<Action>(), Ok(Action::Move(plain)));
        assert_eq!("".parse::<Move>(), Err(ParseActionError::Empty));
        assert_eq!(" - ".parse::<Move>(), Err(ParseActionError::Empty));
        assert_eq!("C3".parse::<Move>(), Err(ParseActionError::TooFewPoints));
        let Err(ParseActionError::Point { position, error }) = "C3-Z9".parse::<Move>() else {
            panic!("Z9 is not a point");
        };
        assert_eq!((position, error.input()), (2, "Z9"));
        let Err(ParseActionError::Point { position: 1, error }) = "Z9".parse::<Move>() else {
            panic!("a lone non-point names itself");
        };
        assert_eq!(error.input(), "Z9");
        assert_eq!(
            "A3-B2-B3-B4-B5-C1-C2-C3-C4-C5".parse::<Move>(),
            Err(ParseActionError::TooManyPoints)
        );
    }

    #[test]
    fn an_empty_place_between_separators_is_refused() {
        // A doubled separator is most often a LYNGK point left out: reading
        // it as the direct move would play something the player didn't mean.
        for (text, position) in [
            ("C3--D4", 2),
            ("C3 - - D4", 2),
            ("C3,,D4", 2),
            ("C3-,D4", 2),
            ("C3 , - D4", 2),
            ("B5-B2--E3", 3),
            ("-C3-D4", 1),
            (", C3 D4", 1),
            ("C3-D4-", 3),
            ("C3 D4 ,", 3),
            ("C3-", 2),
        ] {
            assert_eq!(
                text.parse::<Move>(),
                Err(ParseActionError::EmptySegment { position }),
                "{text:?}"
            );
            assert_eq!(
                text.parse::<Action>(),
                Err(ParseActionError::EmptySegment { position }),
                "{text:?}"
            );
        }
        let message = "C3--D4".parse::<Move>().unwrap_err().to_string();
        assert!(
            message.starts_with("point 2 of the move is missing: two separators follow each other"),
            "{message}"
        );
        // The turn parser reads its moves with the same rule.
        assert_eq!(
            parse_turn("+R C3--D4"),
            Err(ParseActionError::EmptySegment { position: 2 })
        );
        // Text with no point at all is still "nothing given".
        for text in ["-", " - ", "--", ", -"] {
            assert_eq!(
                text.parse::<Move>(),
                Err(ParseActionError::Empty),
                "{text:?}"
            );
        }
    }

    #[test]
    fn the_rules_start_position_round_trips() {
        let lpn = "I/K/G/B/W/B/I/I/I/G/G/W/I/K/W/R/I/B/B/R/G/B/K/R/B/R/K/R/R/G/R/K/I/G/G/B/K/G/K/K/R/I/B -:- 1 0:0 standard";
        let pos: Position = lpn.parse().unwrap();
        assert_eq!(pos.to_string(), lpn);
        assert_eq!(pos.piece_count(), 43);
    }

    #[test]
    fn lpn_errors_name_the_field() {
        let good =
            "I/K/G/B/W/B/I/I/I/G/G/W/I/K/W/R/I/B/B/R/G/B/K/R/B/R/K/R/R/G/R/K/I/G/G/B/K/G/K/K/R/I/B";
        let cases = [
            (format!("{good} -:- 1 0:0"), LpnField::Line),
            (format!("{good} -:- 3 0:0 standard"), LpnField::ToMove),
            (format!("{good} RR:- 1 0:0 standard"), LpnField::Claims),
            (format!("{good} -:- 1 0:0 chess"), LpnField::Variant),
            (format!("{good} -:- 1 x:0 standard"), LpnField::Points),
            (format!("{good} -:- 1 0:0 standard win1"), LpnField::Outcome),
            (format!("X{good} -:- 1 0:0 standard"), LpnField::Board),
            (format!("{good} -:- 1+ 0:0 standard"), LpnField::ToMove),
        ];
        for (text, field) in cases {
            assert_eq!(text.parse::<Position>().unwrap_err().field, field, "{text}");
        }
    }
}
