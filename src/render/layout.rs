//! Where things go: board points to pixels, and the boxes of each piece of a
//! tower. Shared by the drawing code and the tests that probe pixels.

use crate::engine::Point;

use super::theme::{BADGE_R, HEIGHT, LOWER_H, TOP_H, TOWER_W, UNIT, WIDTH};

/// Horizontal extent of the board in units (`I7` is at `8·√3/2`).
const BOARD_UNITS_X: f32 = 6.928_203;
/// Pixel position of the board's origin (the point `x = 0`, `y = 0`).
const ORIGIN_X: f32 = (WIDTH as f32 - BOARD_UNITS_X * UNIT) / 2.0;
/// The board's rounded hexagon reaches this far beyond the outer points.
pub(crate) const BOARD_PAD: f32 = 0.42 * UNIT;
const ORIGIN_Y: f32 = HEIGHT as f32 - 10.0 - BOARD_PAD;

/// The centre of a board point, on a pixel corner: the sprites drawn around
/// a point are centred on a pixel corner too, so they line up exactly.
#[must_use]
pub(crate) fn center(p: Point) -> (f32, f32) {
    let (x, y) = p.xy();
    (
        (ORIGIN_X + x as f32 * UNIT).round(),
        (ORIGIN_Y - y as f32 * UNIT).round(),
    )
}

/// The six corners of the board's hexagon (`A3`, `C1`, `G3`, `I7`, `G9`,
/// `C7`), in pixels: every point lies inside or on it.
pub(crate) fn hull() -> [(f32, f32); 6] {
    ["A3", "C1", "G3", "I7", "G9", "C7"].map(|s| {
        let p: Point = s.parse().expect("a valid point name");
        center(p)
    })
}

/// The right end of a point's label: just left of its tower's foot, clear
/// of the towers of the neighbouring columns.
pub(crate) fn label_right(p: Point) -> f32 {
    center(p).0 - TOWER_W / 2.0 - 3.0
}

/// The centre of the height badge of the tower on `p`: at its foot, on the
/// right, below the letter of a two-piece tower's top and above the labels
/// of the column on the right.
pub(crate) fn badge_center(p: Point) -> (f32, f32) {
    let (cx, cy) = center(p);
    (cx + TOWER_W / 2.0 + 4.0, cy + TOP_H / 2.0 - BADGE_R + 8.0)
}

/// The bottom edge of the tower standing on `p`: a single piece is centred
/// on the point, taller stacks grow upward from there.
pub(crate) fn tower_base(p: Point) -> f32 {
    center(p).1 + TOP_H / 2.0
}

/// The box `(x0, y0, x1, y1)` of the piece at `level` (0 = bottom) in a tower
/// of `height` pieces on `p`.
pub(crate) fn piece_box(p: Point, level: usize, height: usize) -> (f32, f32, f32, f32) {
    let (cx, _) = center(p);
    let base = tower_base(p);
    let bottom = base - level as f32 * LOWER_H;
    let top = if level + 1 == height {
        bottom - TOP_H
    } else {
        bottom - LOWER_H
    };
    (cx - TOWER_W / 2.0, top, cx + TOWER_W / 2.0, bottom)
}

/// A pixel inside the piece at `level` that shows its plain fill colour: left
/// of the letter, clear of the rounded outline.
#[cfg(test)]
pub(crate) fn piece_probe(p: Point, level: usize, height: usize) -> (u32, u32) {
    let (x0, y0, _, y1) = piece_box(p, level, height);
    ((x0 + 6.0) as u32, ((y0 + y1) / 2.0) as u32)
}
