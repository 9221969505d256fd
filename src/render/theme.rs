//! The look of the picture: colours and sizes in one place.
//!
//! The picture is a dark card, so it stands out on Discord's light theme and
//! stays a distinct, slightly darker panel on the dark one. It is designed
//! for a phone first: Discord shows an embedded picture about 400 pixels
//! wide there, so every size below is chosen for that width (the test
//! `text_stays_readable_at_phone_width` measures the glyphs).
//!
//! The six piece colours and the highlight are told apart by lightness as
//! much as by hue, so that they stay distinct under the common colour-vision
//! deficiencies: the smallest CIEDE2000 difference between two piece colours,
//! and between the highlight and a piece colour, is at least 20 under normal
//! vision and at least 14 under simulated protanopia, deuteranopia and
//! tritanopia (Machado, Oliveira and Fernandes 2009, severity 1.0; the test
//! `the_palette_stays_distinct_for_every_vision` computes it). Every top
//! piece also carries its notation letter.

use crate::engine::Color;

use super::draw::Rgb;

/// Behind everything: the margins and the information strip.
pub(crate) const BACKGROUND: Rgb = [0x1b, 0x1f, 0x26];
/// The board itself, a shade lighter.
pub(crate) const BOARD: Rgb = [0x2a, 0x31, 0x3c];
pub(crate) const BOARD_EDGE: Rgb = [0x3d, 0x46, 0x55];
pub(crate) const LINE: Rgb = [0x4a, 0x54, 0x66];
pub(crate) const POINT_DOT: Rgb = [0x7a, 0x86, 0x99];
pub(crate) const LABEL: Rgb = [0xb4, 0xbe, 0xcc];
pub(crate) const TEXT: Rgb = [0xf2, 0xf4, 0xf7];
pub(crate) const TEXT_DIM: Rgb = [0x9a, 0xa5, 0xb6];
pub(crate) const CARD: Rgb = [0x27, 0x2d, 0x37];
pub(crate) const CARD_EDGE: Rgb = [0x3a, 0x42, 0x50];
/// The last turn, whose turn it is and the winner: an orange amber that no
/// piece is near, under any of the simulated visions.
pub(crate) const HIGHLIGHT: Rgb = [0xf0, 0x8c, 0x00];
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
        // A cream clearly darker than the white joker.
        Color::Ivory => PieceStyle {
            fill: [0xdc, 0xc9, 0x8e],
            edge: [0x8a, 0x76, 0x45],
            letter: [0x2e, 0x26, 0x14],
        },
        Color::Blue => PieceStyle {
            fill: [0x33, 0x58, 0xc8],
            edge: [0x16, 0x2c, 0x70],
            letter: [0xff, 0xff, 0xff],
        },
        Color::Red => PieceStyle {
            fill: [0xd3, 0x20, 0x2c],
            edge: [0x7c, 0x10, 0x16],
            letter: [0xff, 0xff, 0xff],
        },
        // A bluish green, lighter than the red: the two differ in lightness
        // for those who see them as one hue.
        Color::Green => PieceStyle {
            fill: [0x4f, 0xa0, 0x83],
            edge: [0x1f, 0x5a, 0x46],
            letter: [0x0c, 0x22, 0x1a],
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

/// Picture size: a little wider than Discord shows a picture on a desktop,
/// so it is never scaled up there, and 1.6 times a phone's 400 pixels.
pub(crate) const WIDTH: u32 = 640;
pub(crate) const HEIGHT: u32 = 732;
/// Pixels per board unit (the distance between neighbouring points).
pub(crate) const UNIT: f32 = 76.0;

/// Tower geometry: width, height of a lower piece (a band), height of the
/// top piece. A six-stack reaches just below the point above it.
pub(crate) const TOWER_W: f32 = 38.0;
pub(crate) const LOWER_H: f32 = 9.0;
pub(crate) const TOP_H: f32 = 32.0;
/// Font sizes (pixels per em of the bundled font, whose capitals and digits
/// are 0.626 of it): the top piece's letter, the point labels, the height
/// badges, a player's name and the status line.
pub(crate) const TOP_FONT: f32 = 29.0;
pub(crate) const LABEL_FONT: f32 = 23.0;
pub(crate) const BADGE_R: f32 = 13.0;
pub(crate) const BADGE_FONT: f32 = 22.0;
pub(crate) const NAME_FONT: f32 = 24.0;
pub(crate) const STATUS_FONT: f32 = 21.0;
/// The smaller words of the strip (captions, the variant).
pub(crate) const SMALL_FONT: f32 = 15.0;
