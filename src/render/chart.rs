//! Charts: a game's analysis (player 1's estimated winning chance after
//! every turn, from the start position to the end, with the turning points
//! ringed) and a player's ratings (one line per ladder, a point per rated
//! result). Both are laid out by one [`Plot`] (the plotting area, the grid
//! and its labels, where a value falls), drawn like the board (imageproc on
//! a supersampled [`Sketch`], in the board's colours) and written as an RGB
//! PNG by `image`'s encoder: a few flat colours on a small picture stay far
//! below Discord's limits without a palette.

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

/// A chart's plotting area in picture pixels and the values it spans:
/// `0..=steps` across, `low..=high` up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Plot {
    left: f32,
    right: f32,
    top: f32,
    bottom: f32,
    steps: usize,
    low: f64,
    high: f64,
}

impl Plot {
    /// The plotting area of a [`CHART_WIDTH`] × [`CHART_HEIGHT`] chart.
    fn new(steps: usize, low: f64, high: f64) -> Plot {
        Plot {
            left: LEFT,
            right: CHART_WIDTH as f32 - RIGHT,
            top: TOP,
            bottom: CHART_HEIGHT as f32 - BOTTOM,
            steps: steps.max(1),
            low,
            high: if high > low { high } else { low + 1.0 },
        }
    }

    /// Where step `i` falls across (in picture pixels).
    #[must_use]
    pub fn x(&self, i: usize) -> f32 {
        self.left + (self.right - self.left) * i as f32 / self.steps as f32
    }

    /// Where `value` falls up (in picture pixels; clamped to the area).
    #[must_use]
    pub fn y(&self, value: f64) -> f32 {
        let t = ((value - self.low) / (self.high - self.low)).clamp(0.0, 1.0);
        self.bottom - (self.bottom - self.top) * t as f32
    }

    /// The lowest and highest value the area spans.
    #[must_use]
    pub fn range(&self) -> (f64, f64) {
        (self.low, self.high)
    }

    /// The area, its grid lines at `ticks` (value, label, heavy) with their
    /// labels on the left, and the steps labelled below.
    fn frame(&self, s: &mut Sketch, ticks: &[(f64, String, bool)]) {
        let (x0, x1, y0, y1) = (self.left, self.right, self.top, self.bottom);
        s.rounded_rect((x0, y0, x1, y1), 4.0, tinted(BOARD, 1.0));
        for (value, label, heavy) in ticks {
            let yy = self.y(*value);
            let (width, colour) = if *heavy { (2.0, LABEL) } else { (1.0, LINE) };
            s.line((x0, yy), (x1, yy), width, tinted(colour, 1.0));
            s.text(FONT, x0 - 8.0, yy, Align::Right, LABEL, label);
        }
        for step in (0..=self.steps).step_by(tick_step(self.steps)) {
            let xx = self.x(step);
            s.line((xx, y1), (xx, y1 + 5.0), 1.0, tinted(LINE, 1.0));
            s.text(FONT, xx, y1 + 18.0, Align::Center, LABEL, &step.to_string());
        }
    }
}

/// The colour of a player's line on the `i`-th ladder (0: standard).
#[must_use]
pub fn series_colour(i: usize) -> [u8; 3] {
    [HIGHLIGHT, SECOND][i % 2]
}

/// The plot of a rating chart of `series` (each a ladder's ratings in the
/// order they came, the first where the line starts): every rating in
/// range, rounded out to whole fifties.
#[must_use]
pub fn rating_plot(series: &[Vec<f64>]) -> Plot {
    let all = series.iter().flatten().copied();
    let (lo, hi) = all.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), r| {
        (lo.min(r), hi.max(r))
    });
    let (lo, hi) = if lo.is_finite() {
        (lo, hi)
    } else {
        (1500.0, 1500.0)
    };
    let low = ((lo - 25.0) / 50.0).floor() * 50.0;
    let high = ((hi + 25.0) / 50.0).ceil() * 50.0;
    let steps = series
        .iter()
        .map(Vec::len)
        .max()
        .unwrap_or(1)
        .saturating_sub(1);
    Plot::new(steps, low, high)
}

/// The chart of a player's ratings: one line per ladder of `series` (in the
/// colours of [`series_colour`]), a point at each rating, the results
/// counted along the bottom, as PNG bytes of [`CHART_WIDTH`] ×
/// [`CHART_HEIGHT`]. Where each rating falls is [`rating_plot`]'s.
///
/// # Errors
/// [`RenderError::Encode`] if the PNG encoder fails.
pub fn rating_chart_png(series: &[Vec<f64>]) -> Result<Vec<u8>, RenderError> {
    let plot = rating_plot(series);
    let mut s = Sketch::filled(CHART_WIDTH, CHART_HEIGHT, SCALE, BACKGROUND);
    let (low, high) = plot.range();
    let step = [50.0, 100.0, 200.0, 500.0]
        .into_iter()
        .find(|step| (high - low) / step <= 8.0)
        .unwrap_or(1000.0);
    let mut ticks = Vec::new();
    let mut v = (low / step).ceil() * step;
    while v <= high {
        ticks.push((v, format!("{v:.0}"), false));
        v += step;
    }
    plot.frame(&mut s, &ticks);
    for (i, ratings) in series.iter().enumerate() {
        let colour = tinted(series_colour(i), 1.0);
        for (k, pair) in ratings.windows(2).enumerate() {
            let a = (plot.x(k), plot.y(pair[0]));
            let b = (plot.x(k + 1), plot.y(pair[1]));
            s.line(a, b, 3.0, colour);
        }
        for (k, &r) in ratings.iter().enumerate() {
            s.disc((plot.x(k), plot.y(r)), 5.0, colour);
        }
    }
    super::rgb_png(s.finish())
}

fn draw(chances: &[f64], marked: &[usize]) -> image::RgbaImage {
    let turns = chances.len().saturating_sub(1).max(1);
    let plot = Plot::new(turns, 0.0, 1.0);
    let x = |turn: usize| plot.x(turn);
    let y = |chance: f64| plot.y(chance);
    let mut s = Sketch::filled(CHART_WIDTH, CHART_HEIGHT, SCALE, BACKGROUND);
    let ticks: Vec<(f64, String, bool)> = [0, 25, 50, 75, 100]
        .into_iter()
        .map(|pct| (f64::from(pct) / 100.0, format!("{pct}%"), pct == 50))
        .collect();
    plot.frame(&mut s, &ticks);

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
    fn a_rating_chart_draws_each_rating_where_its_value_falls() {
        let series = vec![vec![1500.0, 1662.4, 1590.0, 1710.0], vec![1420.0, 1380.0]];
        let plot = rating_plot(&series);
        assert_eq!(plot.range(), (1350.0, 1750.0));
        let png = rating_chart_png(&series).unwrap();
        let img = image::load_from_memory(&png).unwrap().to_rgb8();
        assert_eq!(img.dimensions(), (CHART_WIDTH, CHART_HEIGHT));
        let near = |a: [u8; 3], b: [u8; 3]| a.iter().zip(b).all(|(x, y)| x.abs_diff(y) < 40);
        for (i, ratings) in series.iter().enumerate() {
            for (k, &r) in ratings.iter().enumerate() {
                let (x, y) = (plot.x(k), plot.y(r));
                let px = img.get_pixel(x as u32, y as u32).0;
                assert!(near(px, series_colour(i)), "ladder {i}, point {k}: {px:?}");
            }
        }
        // A value the line does not take is not drawn: the same step, 120
        // points higher, is the plot's background.
        let (x, y) = (plot.x(3), plot.y(1590.0));
        let px = img.get_pixel(x as u32, y as u32).0;
        assert!(!near(px, series_colour(0)), "{px:?}");
        assert!(near(px, BOARD), "{px:?}");
    }

    #[test]
    fn tick_labels_stay_few() {
        assert_eq!(tick_step(8), 1);
        assert_eq!(tick_step(30), 5);
        assert_eq!(tick_step(60), 5);
        assert_eq!(tick_step(65), 10);
    }
}
