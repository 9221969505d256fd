//! Charts that say what they show, readable on a phone (Discord shows them
//! about 400 pixels wide there): a title, a legend for every line and fill,
//! both axes titled, in the board's colours. Two charts: a game's analysis
//! (player 1's estimated winning chance after every turn, the turns along
//! the bottom, the biggest swings ringed and labelled with their turn and
//! who played it) and a player's ratings (one line per ladder over their
//! rated games). Both are laid out by one [`Plot`] and framed by one
//! [`Chart`] (title, legend, axis titles), whose heading the standings
//! picture shares. Drawn like the board (imageproc on a supersampled
//! [`Sketch`]) and written as an RGB PNG by `image`'s encoder: a few flat
//! colours on a small picture stay far below Discord's limits without a
//! palette.
//!
//! Hand-written rather than `plotters`: these two charts need a dozen lines
//! of axes and legend, drawn with the renderer's own font, colours and
//! supersampling, where `plotters` would be a second drawing path (its own
//! text rendering and bitmap backend beside imageproc, one path per
//! behaviour) and a longer first build: `plotters` 0.3.7 with its bitmap
//! backend, `ab_glyph` text and line and area series is 26 crates, among
//! them a second `image` (0.24, beside this project's 0.25) and its codecs,
//! 15.5 s of CPU for a first debug build on the 2-core development machine.
//! Its strengths (dates on axes, many series kinds) are not needed: the
//! x axes count turns and rated games.

use crate::engine::Player;

use super::RenderError;
use super::draw::{Align, Rgb, Sketch, mix, text_width, tinted};
use super::theme::{BACKGROUND, BOARD, HIGHLIGHT, LABEL, LINE, TEXT, TEXT_DIM};
use super::view::{fit, shown_name, shrunk};
use super::words::PictureWords;

/// The chart's size in pixels: 1.4 times a phone's 400 pixels.
pub const CHART_WIDTH: u32 = 560;
pub const CHART_HEIGHT: u32 = 380;

const SCALE: u32 = 2;
const LEFT: f32 = 58.0;
const RIGHT: f32 = 22.0;
const TOP: f32 = 104.0;
const BOTTOM: f32 = 56.0;
/// Tick labels, legend and axis titles; the title.
const FONT: f32 = 17.0;
pub(crate) const TITLE_FONT: f32 = 23.0;
/// Player 2's side of the chart (below 50 %), the six-stack ladder.
const SECOND: Rgb = [0x5a, 0xa9, 0xe6];

/// Where the title's capitals are centred, and the line under it.
pub(crate) const TITLE_Y: f32 = 22.0;
pub(crate) const CAPTION_Y: f32 = 50.0;
/// The legend's row.
const LEGEND_Y: f32 = 52.0;
/// A legend item's swatch and the space after it; the space between items.
const LEGEND_SWATCH: f32 = 28.0;
const LEGEND_GAP: f32 = 18.0;

/// The words and the frame of a chart: its title, its legend (a colour
/// and what it stands for), the titles of its axes.
pub(crate) struct Chart<'a> {
    pub(crate) title: &'a str,
    pub(crate) legend: Vec<(Rgb, String)>,
    pub(crate) x_title: &'a str,
    pub(crate) y_title: &'a str,
}

/// A title on the left of the first row, cut to fit `width`, and a caption
/// under it (the charts' legend row, the standings' format and round).
pub(crate) fn heading(s: &mut Sketch, width: f32, margin: f32, title: &str) {
    let title = fit(TITLE_FONT, title, width - 2.0 * margin);
    s.text(TITLE_FONT, margin, TITLE_Y, Align::Left, TEXT, &title);
}

impl Chart<'_> {
    /// The heading, the legend, and `plot`'s area with its grid, tick
    /// labels and axis titles.
    fn frame(&self, s: &mut Sketch, plot: &Plot, ticks: &[(f64, String, bool)]) {
        let w = CHART_WIDTH as f32;
        heading(s, w, 14.0, self.title);
        // One row: a language whose labels are longer gets them smaller
        // (down to 13 pixels), then each cut to an equal share of the row.
        let n = self.legend.len() as f32;
        let fixed = n * LEGEND_SWATCH + (n - 1.0).max(0.0) * LEGEND_GAP;
        let room = w - 28.0 - fixed;
        let joined: String = self.legend.iter().map(|(_, l)| l.as_str()).collect();
        let (size, _) = shrunk(FONT, &joined, room, 13.0);
        let total: f32 = self.legend.iter().map(|(_, l)| text_width(size, l)).sum();
        let mut x = 14.0;
        for (colour, label) in &self.legend {
            let label = if total > room {
                fit(size, label, room / n)
            } else {
                label.clone()
            };
            if *colour == TEXT {
                // The ring that marks a point.
                s.disc((x + 11.0, LEGEND_Y), 8.0, tinted(TEXT, 1.0));
                s.disc((x + 11.0, LEGEND_Y), 5.0, tinted(BACKGROUND, 1.0));
            } else {
                s.rounded_rect(
                    (x, LEGEND_Y - 7.0, x + 22.0, LEGEND_Y + 7.0),
                    3.0,
                    tinted(*colour, 1.0),
                );
            }
            x += LEGEND_SWATCH;
            s.text(size, x, LEGEND_Y, Align::Left, LABEL, &label);
            x += text_width(size, &label) + LEGEND_GAP;
        }
        // The y axis's title above the axis, the x axis's under the ticks.
        let y_title = fit(FONT, self.y_title, w - (plot.left - 40.0) - 14.0);
        s.text(
            FONT,
            plot.left - 40.0,
            plot.top - 16.0,
            Align::Left,
            TEXT_DIM,
            &y_title,
        );
        plot.frame(s, ticks);
        let x_title = fit(FONT, self.x_title, w - 28.0);
        s.text(
            FONT,
            (plot.left + plot.right) / 2.0,
            CHART_HEIGHT as f32 - 13.0,
            Align::Center,
            TEXT_DIM,
            &x_title,
        );
    }
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
            s.text(FONT, x0 - 7.0, yy, Align::Right, LABEL, label);
        }
        for step in (0..=self.steps).step_by(tick_step(self.steps)) {
            let xx = self.x(step);
            s.line((xx, y1), (xx, y1 + 5.0), 1.0, tinted(LINE, 1.0));
            s.text(FONT, xx, y1 + 17.0, Align::Center, LABEL, &step.to_string());
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

/// The chart of `name`'s ratings: one line per ladder of `series` (standard,
/// then six-stack, in the colours of [`series_colour`]; a ladder without a
/// line is left out of the legend), a point at each rating, over the rated
/// games played on that ladder, as PNG bytes of [`CHART_WIDTH`] ×
/// [`CHART_HEIGHT`], in `words`. Where each rating falls is
/// [`rating_plot`]'s.
///
/// # Errors
/// [`RenderError::Encode`] if the PNG encoder fails.
pub fn rating_chart_png(
    series: &[Vec<f64>],
    name: &str,
    words: &PictureWords,
) -> Result<Vec<u8>, RenderError> {
    let w = &words.charts;
    let plot = rating_plot(series);
    let mut s = Sketch::filled(CHART_WIDTH, CHART_HEIGHT, SCALE, BACKGROUND);
    let (low, high) = plot.range();
    let step = [50.0, 100.0, 200.0, 500.0]
        .into_iter()
        .find(|step| (high - low) / step <= 6.0)
        .unwrap_or(1000.0);
    let mut ticks = Vec::new();
    let mut v = (low / step).ceil() * step;
    while v <= high {
        ticks.push((v, format!("{v:.0}"), false));
        v += step;
    }
    let title = w
        .ratings_title
        .fill(&shown_name(name, &words.players[0]), "");
    let legend = series
        .iter()
        .enumerate()
        .filter(|(_, line)| !line.is_empty())
        .map(|(i, _)| (series_colour(i), w.ladders[i % 2].clone()))
        .collect();
    let chart = Chart {
        title: &title,
        legend,
        x_title: &w.games_axis,
        y_title: &w.rating_axis,
    };
    chart.frame(&mut s, &plot, &ticks);
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

/// The chart of `chances` (player 1's chance from 0 to 1: index 0 is the
/// start, index `k` the position after turn `k`) of the game between
/// `names`, with the turns of `swings` (each with the player who played it)
/// ringed and labelled, as PNG bytes of [`CHART_WIDTH`] × [`CHART_HEIGHT`],
/// in `words`.
///
/// # Errors
/// [`RenderError::Encode`] if the PNG encoder fails.
pub fn win_chance_png(
    chances: &[f64],
    swings: &[(usize, Player)],
    names: [&str; 2],
    words: &PictureWords,
) -> Result<Vec<u8>, RenderError> {
    super::rgb_png(draw(chances, swings, names, words))
}

/// A player's name as a chart's labels show it: short.
fn short_name(names: [&str; 2], p: Player, words: &PictureWords) -> String {
    fit(
        FONT,
        &shown_name(names[p.index()], &words.players[p.index()]),
        120.0,
    )
}

fn draw(
    chances: &[f64],
    swings: &[(usize, Player)],
    names: [&str; 2],
    words: &PictureWords,
) -> image::RgbaImage {
    let w = &words.charts;
    let turns = chances.len().saturating_sub(1).max(1);
    let plot = Plot::new(turns, 0.0, 1.0);
    let x = |turn: usize| plot.x(turn);
    let y = |chance: f64| plot.y(chance);
    let mut s = Sketch::filled(CHART_WIDTH, CHART_HEIGHT, SCALE, BACKGROUND);
    let ticks: Vec<(f64, String, bool)> = [0, 25, 50, 75, 100]
        .into_iter()
        .map(|pct| (f64::from(pct) / 100.0, format!("{pct}%"), pct == 50))
        .collect();
    let (one, two) = (
        short_name(names, Player::One, words),
        short_name(names, Player::Two, words),
    );
    let y_title = w.chance_axis.fill(&one, &two);
    let chart = Chart {
        title: &w.chances_title,
        legend: vec![
            (HIGHLIGHT, w.ahead.fill(&one, &two)),
            (SECOND, w.ahead.fill(&two, &one)),
            (TEXT, w.swing.clone()),
        ],
        x_title: &w.turn_axis,
        y_title: &y_title,
    };
    chart.frame(&mut s, &plot, &ticks);

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
    for &(turn, player) in swings.iter().filter(|(t, _)| *t < chances.len()) {
        let c = (x(turn), y(chances[turn]));
        s.disc(c, 8.0, tinted(TEXT, 1.0));
        s.disc(c, 5.0, tinted(BACKGROUND, 1.0));
        let above = chances[turn] < 0.8;
        let label_y = if above { c.1 - 22.0 } else { c.1 + 22.0 };
        let label = format!("{turn} {}", short_name(names, player, words));
        let w = text_width(FONT, &label);
        // Kept inside the plot.
        let cx =
            c.0.clamp(plot.left + w / 2.0 + 2.0, plot.right - w / 2.0 - 2.0);
        let colour = match player {
            Player::One => HIGHLIGHT,
            Player::Two => SECOND,
        };
        // On a dark backdrop, so that the line beneath doesn't hide it.
        s.rounded_rect(
            (
                cx - w / 2.0 - 4.0,
                label_y - 11.0,
                cx + w / 2.0 + 4.0,
                label_y + 11.0,
            ),
            5.0,
            tinted(BACKGROUND, 1.0),
        );
        s.text(FONT, cx, label_y, Align::Center, colour, &label);
    }
    s.finish()
}

/// Turn labels every 1, 2, 5, 10, 20… turns, at most about eight (they
/// must stay apart at a phone's width).
fn tick_step(turns: usize) -> usize {
    [1, 2, 5, 10, 20, 50, 100]
        .into_iter()
        .find(|step| turns / step <= 8)
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
    use crate::render::tests::words;

    const NAMES: [&str; 2] = ["alice", "bob"];

    #[test]
    fn the_chart_is_a_png_of_its_size_with_player_ones_colour_above_half() {
        let chances = [0.5, 0.55, 0.7, 0.4, 0.2, 0.3, 0.0];
        let png = win_chance_png(
            &chances,
            &[(3, Player::Two), (4, Player::Two)],
            NAMES,
            words(),
        )
        .unwrap();
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
        let png = win_chance_png(&[0.5], &[], NAMES, words()).unwrap();
        let img = image::load_from_memory(&png).unwrap();
        assert_eq!(img.width(), CHART_WIDTH);
    }

    #[test]
    fn a_rating_chart_draws_each_rating_where_its_value_falls() {
        let series = vec![vec![1500.0, 1662.4, 1590.0, 1710.0], vec![1420.0, 1380.0]];
        let plot = rating_plot(&series);
        assert_eq!(plot.range(), (1350.0, 1750.0));
        let png = rating_chart_png(&series, "alice", words()).unwrap();
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
        assert_eq!(tick_step(40), 5);
        assert_eq!(tick_step(60), 10);
        assert_eq!(tick_step(65), 10);
    }

    /// The swatch of the `i`-th legend item (its colour's pixel), found by
    /// scanning the legend's row for it.
    fn legend_has(img: &image::RgbImage, colour: Rgb) -> bool {
        (0..CHART_WIDTH).any(|x| img.get_pixel(x, LEGEND_Y as u32).0 == colour)
    }

    #[test]
    fn every_line_and_fill_has_its_legend_and_the_axes_their_titles() {
        let chances = [0.5, 0.55, 0.7, 0.4, 0.2, 0.3, 0.0];
        let img = image::load_from_memory(
            &win_chance_png(&chances, &[(3, Player::Two)], NAMES, words()).unwrap(),
        )
        .unwrap()
        .to_rgb8();
        assert!(legend_has(&img, HIGHLIGHT) && legend_has(&img, SECOND));
        // Text in the title's row, above the y axis and under the x axis.
        let lit = |y0: f32, y1: f32| {
            (y0 as u32..y1 as u32)
                .any(|y| (0..CHART_WIDTH).any(|x| img.get_pixel(x, y).0[0] > 0x90))
        };
        assert!(lit(TITLE_Y - 8.0, TITLE_Y + 8.0), "title");
        assert!(lit(TOP - 24.0, TOP - 8.0), "y axis title");
        assert!(
            lit(CHART_HEIGHT as f32 - 20.0, CHART_HEIGHT as f32 - 6.0),
            "x axis title"
        );
        // A ladder without ratings has no legend.
        let only_standard = vec![vec![1500.0, 1530.0], Vec::new()];
        let img =
            image::load_from_memory(&rating_chart_png(&only_standard, "alice", words()).unwrap())
                .unwrap()
                .to_rgb8();
        assert!(legend_has(&img, HIGHLIGHT) && !legend_has(&img, SECOND));
    }

    /// The charts of the docs: an analysed game and a player's ratings on
    /// both ladders (`docs/analysis.png`, `docs/rating.png` and their
    /// phone sizes).
    #[test]
    fn the_docs_charts_are_what_the_renderer_draws() {
        let chances = [
            0.5, 0.52, 0.55, 0.49, 0.58, 0.61, 0.44, 0.47, 0.52, 0.5, 0.63, 0.66, 0.58, 0.72, 0.69,
            0.55, 0.38, 0.35, 0.42, 0.4, 0.51, 0.57, 0.66, 0.71, 0.78, 0.83, 0.8, 0.91, 0.95, 1.0,
        ];
        let swings = [(6, Player::Two), (16, Player::One), (20, Player::Two)];
        let png = win_chance_png(&chances, &swings, NAMES, words()).unwrap();
        super::super::tests::check_doc_picture("analysis", &png);
        let series = vec![
            vec![1500.0, 1588.0, 1642.0, 1601.0, 1662.0, 1703.0, 1690.0],
            vec![1500.0, 1431.0, 1478.0],
        ];
        let png = rating_chart_png(&series, "alice", words()).unwrap();
        super::super::tests::check_doc_picture("rating", &png);
    }
}
