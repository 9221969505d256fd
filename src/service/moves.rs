//! A turn as a player asks for it ([`TurnRequest`]): an optional claim,
//! then a move along its path. Front ends read what the player typed or
//! picked into one once, with [`TurnRequest::from_options`] (the `from` and
//! `to` of a slash command) or [`TurnRequest::parse`] (a whole move), and
//! hand it to [`Turns::play`](crate::service::Turns::play); a text that is not a
//! move is refused there with the reason ([`BadMove`]).

use crate::engine::{Color, Move, ParseActionError};
use crate::i18n::Msg;
use crate::ids::GameId;

use crate::service::autocomplete::split_claim;
use crate::service::errors::ServiceError;
use crate::service::text;

/// A turn a player asks for: claim `claim` (if any), then play `path`;
/// when it was chosen in a menu, only while the game is still as the menu
/// showed it (`at`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnRequest {
    pub claim: Option<Color>,
    pub path: Move,
    /// The game and revision the turn was chosen at (`None`: typed, played
    /// on the channel's game as it is).
    pub at: Option<Revision>,
}

/// A game as a button or a menu showed it: its id and its revision, a
/// number that grows with every change of the game, so that a stale
/// choice is refused rather than applied to a game its chooser has not
/// seen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Revision {
    pub game: GameId,
    pub rev: i64,
}

/// Why typed text is not a move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadMove {
    TooFewPoints,
    TooManyPoints,
    NotAPoint(String),
    /// Nothing between two separators, or before the first or after the
    /// last (the 1-based place of the missing point).
    MissingPoint(usize),
}

impl BadMove {
    /// The refusal of `text`, with this reason.
    #[must_use]
    pub fn message(&self, typed: &str) -> Msg {
        if typed.trim().is_empty() {
            return text::bad_move_nothing();
        }
        let why = match self {
            BadMove::TooFewPoints => text::bad_move_too_few_points(),
            BadMove::TooManyPoints => text::bad_move_too_many_points(),
            BadMove::NotAPoint(p) => text::bad_move_not_a_point(p),
            BadMove::MissingPoint(n) => text::bad_move_empty_point(*n),
        };
        text::bad_move(typed, why)
    }
}

impl TurnRequest {
    /// The move of a slash command's options: the stack `from`, then `to`
    /// (a landing point, the rest of a LYNGK path, or a whole path that
    /// repeats `from`: `B5 B2 C3 E3`), which may carry the claim an
    /// autocomplete choice needs (`G9 claim:black`); `claim` is the claim
    /// option.
    ///
    /// # Errors
    /// A user error when the text is not a move or the two claims differ.
    pub fn from_options(from: &str, to: &str, claim: Option<Color>) -> Result<Self, ServiceError> {
        let from = from.trim();
        let to = to.trim();
        let first = to.split([' ', '-', ',']).next().unwrap_or_default();
        if !from.is_empty() && first.eq_ignore_ascii_case(from) {
            Self::parse(to, claim)
        } else {
            Self::parse(&format!("{from} {to}"), claim)
        }
    }

    /// A whole move as typed: `C3-E5`, `C3 E5`, `B5-B2-C3-E3`, `B5 B2 C3 E3`,
    /// or as autocomplete offered it, carrying the claim it needs (`E7 G9
    /// claim:black`); `claim` is the one chosen besides.
    ///
    /// # Errors
    /// A user error when the text is not a move or the two claims differ.
    pub fn parse(text: &str, claim: Option<Color>) -> Result<Self, ServiceError> {
        let (text, carried) = split_claim(text);
        let claim = match (claim, carried) {
            (Some(chosen), Some(carried)) if chosen != carried => {
                return Err(ServiceError::User(text::claim_conflict(chosen, carried)));
            }
            (chosen, carried) => chosen.or(carried),
        };
        let path = parse_move(text).map_err(|why| ServiceError::User(why.message(text)))?;
        Ok(TurnRequest {
            claim,
            path,
            at: None,
        })
    }

    /// The same turn, only while the game is at `at`.
    #[must_use]
    pub const fn at(self, at: Revision) -> TurnRequest {
        TurnRequest {
            at: Some(at),
            ..self
        }
    }
}

/// A move as a user typed it (the engine reads `C3-E5`, `C3 E5`, `C3,E5`
/// and whole LYNGK paths), or why it is not one.
fn parse_move(text: &str) -> Result<Move, BadMove> {
    text.parse::<Move>().map_err(|e| match e {
        ParseActionError::Point { error, .. } => BadMove::NotAPoint(error.input().to_owned()),
        ParseActionError::TooManyPoints => BadMove::TooManyPoints,
        ParseActionError::EmptySegment { position } => BadMove::MissingPoint(position),
        ParseActionError::Empty | ParseActionError::TooFewPoints | ParseActionError::Claim(_) => {
            BadMove::TooFewPoints
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Point;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    fn path(points: &[&str]) -> Move {
        points.join(" ").parse().unwrap()
    }

    #[test]
    fn unreadable_moves_say_why() {
        assert_eq!(parse_move(" c3 e5 "), Ok(Move::new(p("C3"), p("E5"))));
        assert_eq!(parse_move("C3"), Err(BadMove::TooFewPoints));
        assert_eq!(parse_move(""), Err(BadMove::TooFewPoints));
        assert_eq!(parse_move("C3-Z9"), Err(BadMove::NotAPoint("Z9".into())));
        for doubled in ["C3--D4", "C3 - - D4", "C3,,D4"] {
            assert_eq!(
                parse_move(doubled),
                Err(BadMove::MissingPoint(2)),
                "{doubled}"
            );
        }
        assert_eq!(
            parse_move("A1-A2-A3-A4-A5-A6-A7-A8-A9-A10"),
            Err(BadMove::TooManyPoints)
        );
    }

    #[test]
    fn options_join_from_and_to() {
        let req = |from, to| TurnRequest::from_options(from, to, None).unwrap().path;
        assert_eq!(req("C3", "E5"), path(&["C3", "E5"]));
        assert_eq!(req(" b5 ", "B2 C3 E3"), path(&["B5", "B2", "C3", "E3"]));
        assert_eq!(req("B5", "B5 B2 C3 E3"), path(&["B5", "B2", "C3", "E3"]));
        assert_eq!(req("B5", "b5-B2-C3-E3"), path(&["B5", "B2", "C3", "E3"]));
    }

    #[test]
    fn a_carried_claim_is_read_and_must_agree() {
        let r = TurnRequest::from_options("E7", "G9 claim:black", None).unwrap();
        assert_eq!(r.claim, Some(Color::Black));
        assert_eq!(r.path, path(&["E7", "G9"]));
        let same = TurnRequest::from_options("E7", "G9 claim:black", Some(Color::Black));
        assert_eq!(same.unwrap().claim, Some(Color::Black));
        let Err(ServiceError::User(m)) =
            TurnRequest::from_options("E7", "G9 claim:black", Some(Color::Red))
        else {
            panic!("two different claims");
        };
        assert_eq!(m.id, "claim-conflict");
        let Err(ServiceError::User(m)) = TurnRequest::parse("C3", None) else {
            panic!("not a move");
        };
        assert_eq!(m, BadMove::TooFewPoints.message("C3"));
    }
}
