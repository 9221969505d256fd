//! The rules of LYNGK, pure: geometry, pieces and stacks, positions, legal
//! actions, LYNGK chains, scoring and the end of the game, and the notation.
//!
//! This layer does no I/O and must not import tokio, sqlx, poise, serenity,
//! image or any higher layer of the crate: everything else stands on it.

mod action;
mod error;
mod geometry;
mod notation;
mod piece;
mod playout;
mod position;
mod rng;

pub use action::{Action, MAX_VIA, Move};
pub use error::IllegalAction;
pub use geometry::{Direction, POINT_COUNT, Point};
pub use notation::{
    LpnField, ParseActionError, ParseColorError, ParseLpnError, ParsePointError, parse_turn,
};
pub use piece::{Color, MAX_HEIGHT, Player, Stack};
pub use playout::random_playout;
pub use position::{Claims, Outcome, Position, Score, Variant};
pub use rng::SplitMix64;
