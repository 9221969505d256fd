//! What a player can do in one step: claim a colour, move a stack, or pass.
//!
//! A move is identified by its start and end points; the LYNGK points in
//! between (`via`) are optional and, when given, must form a valid chain.

use super::geometry::Point;
use super::piece::Color;

/// Most LYNGK points one chain can use: the other stacks topped by the
/// mover's colour (8 pieces of a colour, one of which tops the mover).
pub const MAX_VIA: usize = 7;

/// A move of the whole stack on `from` onto the stack on `to`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// Where the moving stack stands.
    pub from: Point,
    /// The stack it lands on.
    pub to: Point,
    via_len: u8,
    via: [Point; MAX_VIA],
}

impl Move {
    /// A move given by its start and end only (the canonical form).
    #[must_use]
    pub const fn new(from: Point, to: Point) -> Move {
        Move {
            from,
            to,
            via_len: 0,
            via: [Point::ALL[0]; MAX_VIA],
        }
    }

    /// A move spelling out its LYNGK points, or `None` if there are more than
    /// [`MAX_VIA`] of them (no chain can be that long).
    #[must_use]
    pub fn with_via(from: Point, via: &[Point], to: Point) -> Option<Move> {
        if via.len() > MAX_VIA {
            return None;
        }
        let mut m = Move::new(from, to);
        m.via[..via.len()].copy_from_slice(via);
        m.via_len = via.len() as u8;
        Some(m)
    }

    /// The LYNGK points given with the move (empty for the canonical form).
    #[must_use]
    pub fn via(&self) -> &[Point] {
        &self.via[..usize::from(self.via_len)]
    }

    /// The same move without its LYNGK points.
    #[must_use]
    pub const fn canonical(self) -> Move {
        Move::new(self.from, self.to)
    }
}

/// One action: a turn is an optional claim followed by a move, or a pass.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Claim a colour (`+R`).
    Claim(Color),
    /// Move a stack (`C3-E5`, or `B5-B2-C3-E3` with its LYNGK points).
    Move(Move),
    /// No legal turn at all (`pass`).
    Pass,
}

impl Action {
    /// The canonical form: moves without their LYNGK points.
    #[must_use]
    pub const fn canonical(self) -> Action {
        match self {
            Action::Move(m) => Action::Move(m.canonical()),
            a => a,
        }
    }

    /// Whether this action ends the turn (moves and passes do, claims don't).
    #[must_use]
    pub const fn ends_turn(self) -> bool {
        !matches!(self, Action::Claim(_))
    }
}

impl From<Move> for Action {
    fn from(m: Move) -> Action {
        Action::Move(m)
    }
}
