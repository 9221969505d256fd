//! The rules of LYNGK, pure: geometry, pieces and stacks, positions, legal
//! actions, LYNGK chains, scoring and the end of the game, and the notation.
//!
//! This layer does no I/O and uses nothing outside the standard library but
//! `rand` (its generators, see `rng`): no async runtime, database, Discord or
//! image code, and no higher layer of the crate. Everything else stands on it.

mod action;
mod error;
mod geometry;
mod masks;
mod notation;
mod piece;
mod playout;
mod position;
mod rng;
mod turns;

pub use action::{Action, MAX_VIA, Move};
pub use error::IllegalAction;
pub use geometry::{Direction, POINT_COUNT, Point};
pub use notation::{
    LpnField, ParseActionError, ParseColorError, ParseLpnError, ParsePointError, parse_turn,
};
pub use piece::{Color, MAX_HEIGHT, Player, Stack};
pub use playout::random_playout;
pub use position::{Claims, Outcome, ParseVariantError, Position, Score, Variant};
pub use rng::{DealRng, FastRng};
pub use turns::{IllegalInLog, LastTurn, Turn, Turns, turns};
