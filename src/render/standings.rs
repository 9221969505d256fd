//! A tournament's standings as a picture and as a few lines of text: rank,
//! player, points, the tie-breaks and games played, one row per player.
//! Drawn like the analysis chart (imageproc on a supersampled [`Sketch`], in
//! the board's colours, under the charts' heading, written as an RGB PNG)
//! and sized like it for a phone: the leaders' ranks on the highlight
//! amber, every other row a shade lighter, withdrawn players dimmed.
//!
//! The words (column headings, "withdrawn") come from the caller in
//! [`StandingsLabels`], so the picture speaks the reader's language; names
//! are drawn with the bundled font, cut with "…" when too long.

use crate::tournament::{Format, Standing};

use super::RenderError;
use super::chart::{CAPTION_Y, heading};
use super::draw::{Align, Rgb, Sketch, ellipsized, mix, tinted};
use super::theme::{BACKGROUND, BADGE, BOARD, HIGHLIGHT, LABEL, LINE, TEXT, TEXT_DIM};

/// The picture's width in pixels; its height grows with the rows
/// ([`standings_height`]).
pub const STANDINGS_WIDTH: u32 = 560;

const SCALE: u32 = 2;
const MARGIN: f32 = 14.0;
const HEADER_Y: f32 = 84.0;
/// Where the first row starts.
const TABLE_TOP: f32 = 100.0;
const ROW: f32 = 38.0;
const BOTTOM: f32 = 16.0;
const FONT: f32 = 19.0;
const HEADER_FONT: f32 = 16.0;
/// Every other row, a shade lighter than the board.
pub(crate) const ROW_ALT: Rgb = [0x36, 0x3e, 0x4b];

/// The words of the table, in the reader's language.
#[derive(Debug, Clone, Copy)]
pub struct StandingsLabels<'a> {
    pub rank: &'a str,
    pub player: &'a str,
    pub points: &'a str,
    pub buchholz: &'a str,
    pub sonneborn_berger: &'a str,
    pub played: &'a str,
    pub withdrawn: &'a str,
}

impl StandingsLabels<'static> {
    pub const ENGLISH: Self = Self {
        rank: "#",
        player: "Player",
        points: "Points",
        buchholz: "Buchholz",
        sonneborn_berger: "SB",
        played: "Games",
        withdrawn: "withdrawn",
    };
}

/// What the picture shows: a title (the tournament's name), a caption (its
/// format and round), the rows in order with each player's display name.
#[derive(Debug, Clone, Copy)]
pub struct StandingsView<'a> {
    pub title: &'a str,
    pub caption: &'a str,
    pub format: Format,
    pub rows: &'a [(Standing, String)],
    pub labels: StandingsLabels<'a>,
}

/// The height of the picture of `rows` rows.
#[must_use]
pub fn standings_height(rows: usize) -> u32 {
    (TABLE_TOP + ROW * rows as f32 + BOTTOM) as u32
}

/// The top of row `i` (0-based) in the picture.
#[must_use]
pub(crate) fn row_top(i: usize) -> f32 {
    TABLE_TOP + ROW * i as f32
}

/// Column anchors: the rank (centre), the name (left), then the numbers
/// (right-aligned), with Buchholz only for a Swiss.
struct Columns {
    rank: f32,
    name: f32,
    name_end: f32,
    numbers: Vec<f32>,
}

fn columns(format: Format) -> Columns {
    let w = STANDINGS_WIDTH as f32;
    let right = w - MARGIN - 10.0;
    let numbers = match format {
        Format::Swiss { .. } => vec![right - 236.0, right - 148.0, right - 72.0, right],
        Format::RoundRobin => vec![right - 148.0, right - 72.0, right],
    };
    Columns {
        rank: MARGIN + 22.0,
        name: MARGIN + 48.0,
        name_end: numbers[0] - 62.0,
        numbers,
    }
}

/// The standings as PNG bytes, [`STANDINGS_WIDTH`] wide and
/// [`standings_height`] high.
///
/// # Errors
/// [`RenderError::Encode`] if the PNG encoder fails.
pub fn standings_png(view: &StandingsView<'_>) -> Result<Vec<u8>, RenderError> {
    super::rgb_png(draw(view))
}

fn draw(view: &StandingsView<'_>) -> image::RgbaImage {
    let height = standings_height(view.rows.len());
    let (w, h) = (STANDINGS_WIDTH as f32, height as f32);
    let mut s = Sketch::filled(STANDINGS_WIDTH, height, SCALE, BACKGROUND);
    let cols = columns(view.format);
    let labels = view.labels;

    heading(&mut s, w, MARGIN, view.title);
    let caption = ellipsized(HEADER_FONT, view.caption, w - 2.0 * MARGIN);
    s.text(HEADER_FONT, MARGIN, CAPTION_Y, Align::Left, LABEL, &caption);

    let mut headings = vec![labels.points];
    if matches!(view.format, Format::Swiss { .. }) {
        headings.push(labels.buchholz);
    }
    headings.extend([labels.sonneborn_berger, labels.played]);
    s.text(
        HEADER_FONT,
        cols.rank,
        HEADER_Y,
        Align::Center,
        LABEL,
        labels.rank,
    );
    s.text(
        HEADER_FONT,
        cols.name,
        HEADER_Y,
        Align::Left,
        LABEL,
        labels.player,
    );
    for (x, heading) in cols.numbers.iter().zip(&headings) {
        s.text(HEADER_FONT, *x, HEADER_Y, Align::Right, LABEL, heading);
    }

    let table = (MARGIN, TABLE_TOP, w - MARGIN, h - BOTTOM);
    s.rounded_rect(table, 6.0, tinted(BOARD, 1.0));
    for (i, (row, name)) in view.rows.iter().enumerate() {
        let (top, mid) = (row_top(i), row_top(i) + ROW / 2.0);
        if i % 2 == 1 {
            s.rounded_rect_rows(table, 6.0, tinted(ROW_ALT, 1.0), (top, top + ROW));
        }
        if i > 0 {
            s.line(
                (MARGIN, top),
                (w - MARGIN, top),
                1.0,
                tinted(mix(BOARD, LINE, 0.5), 1.0),
            );
        }
        let colour = if row.withdrawn { TEXT_DIM } else { TEXT };
        let rank = row.rank.to_string();
        if row.rank == 1 {
            s.disc((cols.rank, mid), 15.0, tinted(HIGHLIGHT, 1.0));
            s.text(FONT, cols.rank, mid, Align::Center, BADGE, &rank);
        } else {
            s.text(FONT, cols.rank, mid, Align::Center, colour, &rank);
        }
        let mut room = cols.name_end - cols.name;
        let note = row.withdrawn.then(|| format!("({})", labels.withdrawn));
        if let Some(note) = &note {
            room -= super::draw::text_width(HEADER_FONT, note) + 8.0;
        }
        let shown = ellipsized(FONT, name, room);
        s.text(FONT, cols.name, mid, Align::Left, colour, &shown);
        if let Some(note) = &note {
            let x = cols.name + super::draw::text_width(FONT, &shown) + 8.0;
            s.text(HEADER_FONT, x, mid, Align::Left, TEXT_DIM, note);
        }
        for (x, value) in cols.numbers.iter().zip(values(row)) {
            s.text(FONT, *x, mid, Align::Right, colour, &value);
        }
    }
    s.finish()
}

/// The numbers of a row, in column order.
fn values(row: &Standing) -> Vec<String> {
    let mut out = vec![row.points.to_string()];
    if let Some(b) = row.buchholz {
        out.push(b.to_string());
    }
    out.extend([row.sonneborn_berger.to_string(), row.played.to_string()]);
    out
}

/// The standings as text, one line per player (at most `max_rows`, then a
/// line "… +k" for the rest): `1. Name — Points 2½ · Buchholz 3½ · SB 2½ ·
/// Games 2`.
#[must_use]
pub fn standings_text(view: &StandingsView<'_>, max_rows: usize) -> String {
    let l = view.labels;
    let mut out = String::new();
    for (row, name) in view.rows.iter().take(max_rows) {
        let mut parts = vec![format!("{} {}", l.points, row.points)];
        if let Some(b) = row.buchholz {
            parts.push(format!("{} {b}", l.buchholz));
        }
        parts.push(format!("{} {}", l.sonneborn_berger, row.sonneborn_berger));
        parts.push(format!("{} {}", l.played, row.played));
        let note = if row.withdrawn {
            format!(" ({})", l.withdrawn)
        } else {
            String::new()
        };
        out.push_str(&format!(
            "{}. {name}{note} — {}\n",
            row.rank,
            parts.join(" · ")
        ));
    }
    if view.rows.len() > max_rows {
        out.push_str(&format!("… +{}\n", view.rows.len() - max_rows));
    }
    out.truncate(out.trim_end().len());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{PlayerId, Points, Quarters};

    fn row(rank: u32, id: u64, halves: u32, withdrawn: bool) -> Standing {
        Standing {
            rank,
            player: PlayerId(id),
            points: Points::from_halves(halves),
            played: 3,
            buchholz: Some(Points::from_halves(7)),
            sonneborn_berger: Quarters(9),
            withdrawn,
        }
    }

    /// Two leaders tied on rank 1, then ranks 3 to 5, the fourth withdrawn.
    fn rows() -> Vec<(Standing, String)> {
        vec![
            (row(1, 1, 5, false), "Alice".into()),
            (row(1, 2, 5, false), "Bob".into()),
            (row(3, 3, 4, false), "Chloé".into()),
            (row(4, 4, 2, true), "Dmitri".into()),
            (row(5, 5, 0, false), "Eve".into()),
        ]
    }

    fn view(rows: &[(Standing, String)]) -> StandingsView<'_> {
        StandingsView {
            title: "Winter cup",
            caption: "Swiss · round 3 of 3",
            format: Format::Swiss { rounds: 3 },
            rows,
            labels: StandingsLabels::ENGLISH,
        }
    }

    fn near(a: [u8; 3], b: Rgb) -> bool {
        a.iter().zip(b).all(|(x, y)| x.abs_diff(y) < 12)
    }

    #[test]
    fn the_picture_shows_one_band_per_player_the_leaders_marked_and_leavers_dimmed() {
        let rows = rows();
        let png = standings_png(&view(&rows)).unwrap();
        let img = image::load_from_memory(&png).unwrap().to_rgb8();
        let height = standings_height(rows.len());
        assert_eq!(img.dimensions(), (STANDINGS_WIDTH, height));
        let px = |x: f32, y: f32| img.get_pixel(x as u32, y as u32).0;
        let cols = columns(Format::Swiss { rounds: 3 });

        // One band per row, alternating, and nothing below the last.
        for i in 0..rows.len() {
            let mid = row_top(i) + ROW / 2.0;
            let band = if i % 2 == 0 { BOARD } else { ROW_ALT };
            assert!(
                near(px(MARGIN + 4.0, mid), band),
                "row {i}: {:?}",
                px(MARGIN + 4.0, mid)
            );
        }
        let below = row_top(rows.len()) + BOTTOM / 2.0;
        assert!(near(px(MARGIN + 4.0, below), BACKGROUND));

        // The amber disc behind the rank of both leaders, and no one else.
        for (i, (row, _)) in rows.iter().enumerate() {
            let mid = row_top(i) + ROW / 2.0;
            let amber = near(px(cols.rank + 9.0, mid), HIGHLIGHT);
            assert_eq!(amber, row.rank == 1, "row {i}");
        }

        // The brightest pixel of each name: full white text, but only the
        // dim grey for the player who withdrew.
        let brightest = |i: usize| {
            let (top, bottom) = (row_top(i) as u32 + 2, (row_top(i) + ROW) as u32 - 2);
            let mut best = 0u8;
            for y in top..bottom {
                for x in cols.name as u32..cols.name_end as u32 {
                    best = best.max(img.get_pixel(x, y).0[0]);
                }
            }
            best
        };
        for (i, (row, _)) in rows.iter().enumerate() {
            if row.withdrawn {
                assert!(brightest(i) <= TEXT_DIM[0] + 4, "row {i}: {}", brightest(i));
            } else {
                assert!(brightest(i) >= TEXT[0] - 16, "row {i}: {}", brightest(i));
            }
        }

        // Every number column has text in every row.
        for i in 0..rows.len() {
            let mid = (row_top(i) + ROW / 2.0) as u32;
            for &x in &cols.numbers {
                let lit = (x as u32 - 30..x as u32)
                    .flat_map(|x| (mid - 6..mid + 6).map(move |y| (x, y)))
                    .any(|(x, y)| img.get_pixel(x, y).0[0] > 0x80);
                assert!(lit, "row {i}, column at {x}");
            }
        }
    }

    #[test]
    fn a_round_robin_has_no_buchholz_column() {
        let rows: Vec<_> = rows()
            .into_iter()
            .map(|(mut s, n)| {
                s.buchholz = None;
                (s, n)
            })
            .collect();
        let v = StandingsView {
            format: Format::RoundRobin,
            ..view(&rows)
        };
        assert_eq!(columns(v.format).numbers.len(), 3);
        let img = image::load_from_memory(&standings_png(&v).unwrap()).unwrap();
        assert_eq!(img.height(), standings_height(5));
        assert!(!standings_text(&v, 10).contains("Buchholz"));
    }

    #[test]
    fn the_text_version_lists_the_rows_and_counts_the_rest() {
        let rows = rows();
        let text = standings_text(&view(&rows), 4);
        assert_eq!(
            text,
            "1. Alice — Points 2½ · Buchholz 3½ · SB 2¼ · Games 3\n\
             1. Bob — Points 2½ · Buchholz 3½ · SB 2¼ · Games 3\n\
             3. Chloé — Points 2 · Buchholz 3½ · SB 2¼ · Games 3\n\
             4. Dmitri (withdrawn) — Points 1 · Buchholz 3½ · SB 2¼ · Games 3\n\
             … +1"
        );
    }

    #[test]
    fn long_names_are_cut_to_fit() {
        let long = "Bartholomew the Magnificent of the Northern Reaches";
        let cut = ellipsized(FONT, long, 200.0);
        assert!(cut.ends_with('…') && cut.len() < long.len(), "{cut}");
        assert!(super::super::draw::text_width(FONT, &cut) <= 200.0);
        assert_eq!(ellipsized(FONT, "Eve", 200.0), "Eve");
    }
}
