//! The look of the picture: colours and sizes in one place.
//!
//! The picture is a dark card, so it stands out on Discord's light theme and
//! stays a distinct, slightly darker panel on the dark one. Every piece colour
//! comes with its notation letter, so no information rests on hue alone.

use crate::engine::Color;

use super::draw::Rgb;

/// Behind everything: the margins and the information strip.
pub(crate) const BACKGROUND: Rgb = [0x1b, 0x1f, 0x26];
/// The board itself, a shade lighter.
pub(crate) const BOARD: Rgb = [0x2a, 0x31, 0x3c];
pub(crate) const BOARD_EDGE: Rgb = [0x3d, 0x46, 0x55];
pub(crate) const LINE: Rgb = [0x55, 0x60, 0x72];
pub(crate) const POINT_DOT: Rgb = [0x7a, 0x86, 0x99];
pub(crate) const LABEL: Rgb = [0x9a, 0xa5, 0xb6];
pub(crate) const TEXT: Rgb = [0xf2, 0xf4, 0xf7];
pub(crate) const TEXT_DIM: Rgb = [0x9a, 0xa5, 0xb6];
pub(crate) const CARD: Rgb = [0x27, 0x2d, 0x37];
pub(crate) const CARD_EDGE: Rgb = [0x3a, 0x42, 0x50];
/// The last turn and whose turn it is: a warm amber no piece uses.
pub(crate) const HIGHLIGHT: Rgb = [0xff, 0xc0, 0x2e];
pub(crate) const SHADOW: Rgb = [0, 0, 0];
pub(crate) const BADGE: Rgb = [0x10, 0x12, 0x16];
pub(crate) const BADGE_EDGE: Rgb = [0xd5, 0xdb, 0xe4];

/// How a piece of one colour is painted.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PieceStyle {
    pub(crate) fill: Rgb,
    pub(crate) edge: Rgb,
    pub(crate) letter: Rgb,
}

pub(crate) const fn piece_style(c: Color) -> PieceStyle {
    match c {
        Color::Ivory => PieceStyle {
            fill: [0xee, 0xe0, 0xb8],
            edge: [0x9c, 0x8a, 0x5c],
            letter: [0x3b, 0x32, 0x20],
        },
        Color::Blue => PieceStyle {
            fill: [0x2f, 0x6f, 0xe0],
            edge: [0x16, 0x3d, 0x8c],
            letter: [0xff, 0xff, 0xff],
        },
        Color::Red => PieceStyle {
            fill: [0xdd, 0x3a, 0x33],
            edge: [0x8c, 0x1d, 0x19],
            letter: [0xff, 0xff, 0xff],
        },
        Color::Green => PieceStyle {
            fill: [0x25, 0x9b, 0x50],
            edge: [0x12, 0x5c, 0x2d],
            letter: [0xff, 0xff, 0xff],
        },
        // A light rim keeps black pieces visible on the dark board.
        Color::Black => PieceStyle {
            fill: [0x16, 0x17, 0x1a],
            edge: [0xa4, 0xad, 0xba],
            letter: [0xff, 0xff, 0xff],
        },
        // Pure white with a violet rim and letter: never mistaken for ivory.
        Color::Joker => PieceStyle {
            fill: [0xff, 0xff, 0xff],
            edge: [0x8a, 0x4f, 0xe0],
            letter: [0x7a, 0x3c, 0xd6],
        },
    }
}

/// Picture size.
pub(crate) const WIDTH: u32 = 960;
pub(crate) const HEIGHT: u32 = 976;
/// Height of the information strip at the top.
pub(crate) const STRIP: f32 = 132.0;
/// Pixels per board unit (the distance between neighbouring points).
pub(crate) const UNIT: f32 = 116.0;

/// Tower geometry: width, height of a lower piece, height of the top piece.
pub(crate) const TOWER_W: f32 = 48.0;
pub(crate) const LOWER_H: f32 = 15.0;
pub(crate) const TOP_H: f32 = 30.0;
pub(crate) const LOWER_FONT: f32 = 12.0;
pub(crate) const TOP_FONT: f32 = 20.0;
pub(crate) const LABEL_FONT: f32 = 13.0;
pub(crate) const BADGE_R: f32 = 11.0;
pub(crate) const BADGE_FONT: f32 = 14.0;
