//! Why an action is illegal, in words a player understands.
//!
//! Syntax errors (text that is not notation at all) live in
//! [`super::notation`]; this module only explains rule violations.

use std::fmt;

use super::geometry::Point;
use super::piece::{Color, Player};

/// The rule an illegal action breaks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum IllegalAction {
    /// Nothing can be played in a finished game.
    GameOver,
    /// A second claim in the same turn.
    AlreadyClaimedThisTurn,
    /// A player owns at most two colours.
    TwoClaimsAlready,
    /// The jokers belong to nobody.
    JokerNotClaimable,
    /// The colour already belongs to somebody.
    ColorTaken {
        color: Color,
        by: Player,
        mover: Player,
    },
    /// A claim must be followed by a move in the same turn.
    ClaimWithoutMove { color: Color },
    /// Passing is only allowed without any legal turn.
    PassWithMove,
    /// Passing is not allowed while a claim would give a move.
    PassWithClaim,
    /// No stack stands on the start point.
    EmptyStart { point: Point },
    /// A lone joker can never move.
    JokerCannotMove { point: Point },
    /// The stack is topped by the opponent's colour.
    OpponentsStack { point: Point, color: Color },
    /// Full stacks never move.
    FullStackCannotMove { point: Point, limit: usize },
    /// Start and end are the same point.
    SamePoint { point: Point },
    /// A move must land on an occupied point.
    EmptyTarget { point: Point },
    /// The end point can't be reached at all.
    Unreachable { from: Point, to: Point, own: bool },
    /// Full stacks are never landed on.
    FullTarget { point: Point, limit: usize },
    /// The combined stack would be too high.
    TooHigh { height: usize, limit: usize },
    /// The combined stack would hold a colour twice.
    ColorTwice { color: Color },
    /// A neutral stack lands only on stacks no higher than itself.
    NeutralTooLow {
        from_height: usize,
        to: Point,
        to_height: usize,
    },
    /// A given LYNGK chain needs a stack topped by the mover's own colour.
    ChainNeedsOwnColor { point: Point },
    /// A step of a given chain is not the first stack along a line.
    NotOnLine { from: Point, to: Point },
    /// A given LYNGK point is not topped by the moving stack's colour.
    NotLyngkPoint { point: Point, color: Color },
    /// A LYNGK point is used at most once per turn.
    LyngkPointTwice { point: Point },
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use IllegalAction::*;
        match *self {
            GameOver => write!(f, "the game is over"),
            AlreadyClaimedThisTurn => write!(
                f,
                "you have already claimed a colour this turn: now move a stack"
            ),
            TwoClaimsAlready => write!(f, "you have already claimed two colours"),
            JokerNotClaimable => {
                write!(f, "the white jokers belong to nobody and can't be claimed")
            }
            ColorTaken { color, by, mover } => {
                if by == mover {
                    write!(f, "{} is already yours", color.name())
                } else {
                    write!(f, "{} is already claimed by your opponent", color.name())
                }
            }
            ClaimWithoutMove { color } => write!(
                f,
                "you can't claim {}: you would have no move to follow it",
                color.name()
            ),
            PassWithMove => write!(f, "you can't pass: you have a legal move"),
            PassWithClaim => write!(
                f,
                "you can't pass: claiming a colour would give you a move, so you must claim"
            ),
            EmptyStart { point } => write!(f, "there is no stack on {point}"),
            JokerCannotMove { point } => {
                write!(f, "the lone joker on {point} can never be moved")
            }
            OpponentsStack { point, color } => write!(
                f,
                "the stack on {point} is topped by {}, your opponent's colour",
                color.name()
            ),
            FullStackCannotMove { point, limit } => write!(
                f,
                "the stack on {point} is complete ({limit} pieces) and can't move"
            ),
            SamePoint { point } => write!(f, "a stack can't move onto itself ({point})"),
            EmptyTarget { point } => write!(
                f,
                "there is no stack on {point}: a move must land on another stack"
            ),
            Unreachable { from, to, own } => {
                write!(
                    f,
                    "{to} can't be reached from {from}: it is neither a neighbour nor the first \
                     stack along a line"
                )?;
                if own {
                    write!(f, ", and no LYNGK chain leads there")
                } else {
                    write!(
                        f,
                        " (LYNGK chains need a stack topped by one of your claimed colours)"
                    )
                }
            }
            FullTarget { point, limit } => write!(
                f,
                "the stack on {point} is complete ({limit} pieces): nothing can land on it"
            ),
            TooHigh { height, limit } => write!(
                f,
                "the combined stack would have {height} pieces; the limit is {limit}"
            ),
            ColorTwice { color } => {
                write!(f, "the combined stack would hold {} twice", color.name())
            }
            NeutralTooLow {
                from_height,
                to,
                to_height,
            } => write!(
                f,
                "a stack with a neutral top lands only on stacks no higher than itself: it has \
                 {from_height} piece{}, the stack on {to} has {to_height}",
                if from_height == 1 { "" } else { "s" }
            ),
            ChainNeedsOwnColor { point } => write!(
                f,
                "only a stack topped by one of your claimed colours can make a LYNGK move, and \
                 the stack on {point} is not"
            ),
            NotOnLine { from, to } => write!(
                f,
                "{to} is not the first stack along a straight line from {from}"
            ),
            NotLyngkPoint { point, color } => write!(
                f,
                "{point} is not a LYNGK point: it is not topped by {}",
                color.name()
            ),
            LyngkPointTwice { point } => {
                write!(f, "the LYNGK point {point} can be used only once per turn")
            }
        }
    }
}

impl std::error::Error for IllegalAction {}
