//! The chart of a game's analysis: player 1's estimated winning chance
//! after every turn, from the start position to the end, with the turning
//! points ringed. Drawn like the board (imageproc on a supersampled
//! [`Sketch`], in the board's colours) and written as an RGB PNG by
//! `image`'s encoder: a few flat colours on a small picture stay far below
//! Discord's limits without a palette.

use super::RenderError;
use super::draw::{Align, Rgb, Sketch, mix, tinted};
use super::theme::{BACKGROUND, BOARD, HIGHLIGHT, LABEL, LINE, TEXT};

/// The chart's size in pixels.
pub const CHART_WIDTH: u32 = 800;
pub const CHART_HEIGHT: u32 = 360;

const SCALE: u32 = 2;
const LEFT: f32 = 58.0;
const RIGHT: f32 = 24.0;
const TOP: f32 = 24.0;
const BOTTOM: f32 = 44.0;
const FONT: f32 = 14.0;
/// Player 2's side of the chart (below 50 %).
const SECOND: Rgb = [0x5a, 0xa9, 0xe6];

/// The chart of `chances` (player 1's chance from 0 to 1: index 0 is the
/// start, index `k` the position after turn `k`), with the turns in `marked`
/// ringed and numbered, as PNG bytes of [`CHART_WIDTH`] × [`CHART_HEIGHT`].
///
/// # Errors
/// [`RenderError::Encode`] if the PNG encoder fails.
pub fn win_chance_png(chances: &[f64], marked: &[usize]) -> Result<Vec<u8>, RenderError> {
    super::rgb_png(draw(chances, marked))
}

fn draw(chances: &[f64], marked: &[usize]) -> image::RgbaImage {
    let (w, h) = (CHART_WIDTH as f32, CHART_HEIGHT as f32);
    let (x0, x1, y0, y1) = (LEFT, w - RIGHT, TOP, h - BOTTOM);
    let turns = chances.len().saturating_sub(1).max(1);
    let x = |turn: usize| x0 + (x1 - x0) * turn as f32 / turns as f32;
    let y = |chance: f64| y1 - (y1 - y0) * chance.clamp(0.0, 1.0) as f32;
    let mut s = Sketch::filled(CHART_WIDTH, CHART_HEIGHT, SCALE, BACKGROUND);

    s.rounded_rect((x0, y0, x1, y1), 4.0, tinted(BOARD, 1.0));
    for pct in [0, 25, 50, 75, 100] {
        let yy = y(f64::from(pct) / 100.0);
        let width = if pct == 50 { 2.0 } else { 1.0 };
        let colour = if pct == 50 { LABEL } else { LINE };
        s.line((x0, yy), (x1, yy), width, tinted(colour, 1.0));
        s.text(FONT, x0 - 8.0, yy, Align::Right, LABEL, &format!("{pct}%"));
    }
    let step = tick_step(turns);
    for turn in (0..=turns).step_by(step) {
        let xx = x(turn);
        s.line((xx, y1), (xx, y1 + 5.0), 1.0, tinted(LINE, 1.0));
        s.text(FONT, xx, y1 + 18.0, Align::Center, LABEL, &turn.to_string());
    }

    // Each stretch is tinted by the side it favours: player 1 above 50 %,
    // player 2 below.
    let mid = y(0.5);
    for (i, pair) in chances.windows(2).enumerate() {
        let (a, b) = ((x(i), y(pair[0])), (x(i + 1), y(pair[1])));
        for (from, to) in split_at_half(a, b, mid) {
            let colour = if (from.1 + to.1) / 2.0 <= mid {
                HIGHLIGHT
            } else {
                SECOND
            };
            // The pen replaces pixels: the fill is the colour laid over the
            // board at a fifth of its strength, opaque.
            let fill = tinted(mix(BOARD, colour, 0.2), 1.0);
            s.polygon(&[from, to, (to.0, mid), (from.0, mid)], fill);
            s.line(from, to, 3.0, tinted(colour, 1.0));
        }
    }
    for (turn, &chance) in chances.iter().enumerate() {
        s.disc((x(turn), y(chance)), 3.0, tinted(TEXT, 1.0));
    }
    for &turn in marked.iter().filter(|&&t| t < chances.len()) {
        let c = (x(turn), y(chances[turn]));
        s.disc(c, 8.0, tinted(TEXT, 1.0));
        s.disc(c, 5.0, tinted(BACKGROUND, 1.0));
        let above = chances[turn] < 0.85;
        let label_y = if above { c.1 - 20.0 } else { c.1 + 20.0 };
        s.text(FONT, c.0, label_y, Align::Center, TEXT, &turn.to_string());
    }
    s.finish()
}

/// Turn labels every 1, 2, 5, 10, 20… turns, at most about a dozen.
fn tick_step(turns: usize) -> usize {
    [1, 2, 5, 10, 20, 50, 100]
        .into_iter()
        .find(|step| turns / step <= 12)
        .unwrap_or(200)
}

/// The segment `a`–`b` cut where it crosses the horizontal line `mid`: one
/// piece, or two when it crosses.
fn split_at_half(a: (f32, f32), b: (f32, f32), mid: f32) -> Vec<((f32, f32), (f32, f32))> {
    if (a.1 - mid) * (b.1 - mid) < 0.0 {
        let t = (mid - a.1) / (b.1 - a.1);
        let cross = (a.0 + (b.0 - a.0) * t, mid);
        vec![(a, cross), (cross, b)]
    } else {
        vec![(a, b)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_chart_is_a_png_of_its_size_with_player_ones_colour_above_half() {
        let chances = [0.5, 0.55, 0.7, 0.4, 0.2, 0.3, 0.0];
        let png = win_chance_png(&chances, &[3, 4]).unwrap();
        let img = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(img.dimensions(), (CHART_WIDTH, CHART_HEIGHT));
        // The line between turns 1 and 2 (above 50 %) is player 1's colour;
        // between turns 5 and 6 (below) player 2's.
        let (w, h) = (CHART_WIDTH as f32, CHART_HEIGHT as f32);
        let px = |turn: f32, chance: f32| {
            let x = LEFT + (w - RIGHT - LEFT) * turn / 6.0;
            let y = h - BOTTOM - (h - BOTTOM - TOP) * chance;
            img.get_pixel(x as u32, y as u32).0
        };
        let near = |a: [u8; 3], b: Rgb| a.iter().zip(b).all(|(x, y)| x.abs_diff(y) < 40);
        assert!(near(px(1.5, 0.625), HIGHLIGHT), "{:?}", px(1.5, 0.625));
        assert!(near(px(5.5, 0.15), SECOND), "{:?}", px(5.5, 0.15));
    }

    #[test]
    fn a_game_without_turns_still_draws() {
        let png = win_chance_png(&[0.5], &[]).unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!(img.width(), CHART_WIDTH);
    }

    #[test]
    fn tick_labels_stay_few() {
        assert_eq!(tick_step(8), 1);
        assert_eq!(tick_step(30), 5);
        assert_eq!(tick_step(60), 5);
        assert_eq!(tick_step(65), 10);
    }
}
