//! Drawing on `image` buffers through imageproc: a [`Sketch`] is drawn a few
//! times larger than it will be shown, with imageproc's filled shapes and
//! text, then scaled down once with a box filter (the pixels
//! `image::imageops::thumbnail` gives), which turns the hard edges of the
//! large drawing into smooth ones. Finished
//! [`Sprite`]s are laid over a [`Canvas`], blended exactly as
//! `image::imageops::overlay` blends, in runs rather than pixel by pixel.
//!
//! Coordinates are in pixels of the finished picture, as `f32`; pixel `(x, y)`
//! covers `[x, x + 1) × [y, y + 1)`. Nothing here knows about the game.

use std::ops::Range;
use std::sync::OnceLock;

use ab_glyph::{
    Font, FontRef, GlyphId, Outline, OutlineCurve, Point as GlyphPoint, PxScale, ScaleFont,
};
use image::{Rgba, RgbaImage};
use imageproc::drawing::{
    Canvas as DrawTarget, draw_filled_circle_mut, draw_filled_ellipse_mut, draw_filled_rect_mut,
    draw_polygon_mut, draw_text_mut, text_size,
};
use imageproc::point::Point;
use imageproc::rect::Rect;

/// An RGB colour.
pub(crate) type Rgb = [u8; 3];

static LATIN_BYTES: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");
static CJK_BYTES: &[u8] = include_bytes!("../../fonts/NotoSansCJKsc-Bold-subset.otf");

/// The pictures' font: DejaVu Sans Bold, and for every character it lacks,
/// a subset of Noto Sans CJK SC Bold (the catalogue's Chinese and the
/// commonly used hanzi of players' names; `fonts/README.md`). A character
/// neither has (an emoji) is a glyph with no outline and no advance: it is
/// left out, never drawn as a box.
///
/// It is one `ab_glyph` font to imageproc, which lays out and draws text
/// with one font: glyph ids below DejaVu's glyph count are DejaVu's, the
/// next ones the subset's, and the last is the empty glyph. Metrics are
/// DejaVu's, so Latin text is laid out exactly as with DejaVu alone; the
/// subset's glyphs are scaled from its units per em to DejaVu's.
pub(crate) struct Fonts {
    latin: FontRef<'static>,
    cjk: FontRef<'static>,
    /// The first id of the subset's glyphs.
    cjk_from: u16,
    /// The glyph of what neither font draws.
    nothing: GlyphId,
    /// DejaVu's font units per the subset's.
    cjk_scale: f32,
}

/// Which font has a glyph, and its id there.
enum Source {
    Latin(GlyphId),
    Cjk(GlyphId),
    Nothing,
}

impl Fonts {
    fn new() -> Fonts {
        let latin = FontRef::try_from_slice(LATIN_BYTES).expect("the bundled font parses");
        let cjk = FontRef::try_from_slice(CJK_BYTES).expect("the bundled CJK subset parses");
        let cjk_from = u16::try_from(latin.glyph_count()).expect("a font has under 65536 glyphs");
        let nothing = cjk_from
            .checked_add(u16::try_from(cjk.glyph_count()).expect("under 65536 glyphs"))
            .expect("both fonts' glyphs fit in 16-bit ids");
        let em = |f: &FontRef<'_>| f.units_per_em().unwrap_or(1000.0);
        Fonts {
            cjk_scale: em(&latin) / em(&cjk),
            latin,
            cjk,
            cjk_from,
            nothing: GlyphId(nothing),
        }
    }

    fn source(&self, id: GlyphId) -> Source {
        if id.0 < self.cjk_from {
            Source::Latin(id)
        } else if id == self.nothing {
            Source::Nothing
        } else {
            Source::Cjk(GlyphId(id.0 - self.cjk_from))
        }
    }

    /// Whether one of the fonts draws `c` (a space counts as drawn).
    pub(crate) fn draws(&self, c: char) -> bool {
        self.glyph_id(c) != self.nothing
    }

    /// Whether `c` is drawn by the CJK subset.
    pub(crate) fn draws_from_cjk(&self, c: char) -> bool {
        matches!(self.source(self.glyph_id(c)), Source::Cjk(_))
    }
}

impl Font for Fonts {
    fn units_per_em(&self) -> Option<f32> {
        self.latin.units_per_em()
    }

    fn ascent_unscaled(&self) -> f32 {
        self.latin.ascent_unscaled()
    }

    fn descent_unscaled(&self) -> f32 {
        self.latin.descent_unscaled()
    }

    fn line_gap_unscaled(&self) -> f32 {
        self.latin.line_gap_unscaled()
    }

    fn italic_angle(&self) -> f32 {
        self.latin.italic_angle()
    }

    fn glyph_id(&self, c: char) -> GlyphId {
        let id = self.latin.glyph_id(c);
        if id.0 != 0 {
            return id;
        }
        let id = self.cjk.glyph_id(c);
        if id.0 != 0 {
            return GlyphId(self.cjk_from + id.0);
        }
        self.nothing
    }

    fn h_advance_unscaled(&self, id: GlyphId) -> f32 {
        match self.source(id) {
            Source::Latin(id) => self.latin.h_advance_unscaled(id),
            Source::Cjk(id) => self.cjk.h_advance_unscaled(id) * self.cjk_scale,
            Source::Nothing => 0.0,
        }
    }

    fn h_side_bearing_unscaled(&self, id: GlyphId) -> f32 {
        match self.source(id) {
            Source::Latin(id) => self.latin.h_side_bearing_unscaled(id),
            Source::Cjk(id) => self.cjk.h_side_bearing_unscaled(id) * self.cjk_scale,
            Source::Nothing => 0.0,
        }
    }

    fn v_advance_unscaled(&self, id: GlyphId) -> f32 {
        match self.source(id) {
            Source::Latin(id) => self.latin.v_advance_unscaled(id),
            Source::Cjk(id) => self.cjk.v_advance_unscaled(id) * self.cjk_scale,
            Source::Nothing => 0.0,
        }
    }

    fn v_side_bearing_unscaled(&self, id: GlyphId) -> f32 {
        match self.source(id) {
            Source::Latin(id) => self.latin.v_side_bearing_unscaled(id),
            Source::Cjk(id) => self.cjk.v_side_bearing_unscaled(id) * self.cjk_scale,
            Source::Nothing => 0.0,
        }
    }

    fn kern_unscaled(&self, first: GlyphId, second: GlyphId) -> f32 {
        match (self.source(first), self.source(second)) {
            (Source::Latin(a), Source::Latin(b)) => self.latin.kern_unscaled(a, b),
            _ => 0.0,
        }
    }

    fn outline(&self, id: GlyphId) -> Option<Outline> {
        match self.source(id) {
            Source::Latin(id) => self.latin.outline(id),
            Source::Cjk(id) => {
                let k = self.cjk_scale;
                let s = |p: GlyphPoint| ab_glyph::point(p.x * k, p.y * k);
                let o = self.cjk.outline(id)?;
                Some(Outline {
                    bounds: ab_glyph::Rect {
                        min: s(o.bounds.min),
                        max: s(o.bounds.max),
                    },
                    curves: o
                        .curves
                        .into_iter()
                        .map(|c| match c {
                            OutlineCurve::Line(a, b) => OutlineCurve::Line(s(a), s(b)),
                            OutlineCurve::Quad(a, b, c) => OutlineCurve::Quad(s(a), s(b), s(c)),
                            OutlineCurve::Cubic(a, b, c, d) => {
                                OutlineCurve::Cubic(s(a), s(b), s(c), s(d))
                            }
                        })
                        .collect(),
                })
            }
            Source::Nothing => None,
        }
    }

    fn glyph_count(&self) -> usize {
        usize::from(self.nothing.0) + 1
    }

    /// DejaVu's characters only: `ab_glyph` builds this iterator for its
    /// own fonts alone, and nothing here asks for it.
    fn codepoint_ids(&self) -> ab_glyph::CodepointIdIter<'_> {
        self.latin.codepoint_ids()
    }

    fn glyph_raster_image2(&self, _: GlyphId, _: u16) -> Option<ab_glyph::v2::GlyphImage<'_>> {
        None
    }
}

/// The embedded fonts, DejaVu Sans Bold with the CJK subset behind it.
pub(crate) fn font() -> &'static Fonts {
    static FONT: OnceLock<Fonts> = OnceLock::new();
    FONT.get_or_init(Fonts::new)
}

/// The height of a capital letter as a fraction of the font's pixel scale,
/// read from the outline of `H`.
fn cap_height() -> f32 {
    static CAP: OnceLock<f32> = OnceLock::new();
    *CAP.get_or_init(|| {
        let font = font();
        // Outline bounds keep the font's upward y: `min.y` is the top.
        let h = font
            .outline(font.glyph_id('H'))
            .map_or(0.7 * font.height_unscaled(), |o| {
                o.bounds.min.y - o.bounds.max.y
            });
        h / font.height_unscaled()
    })
}

/// Where a line of text is anchored horizontally.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Align {
    Left,
    Center,
    Right,
}

/// The advance width of `text` at `size` pixels, as imageproc lays it out.
pub(crate) fn text_width(size: f32, text: &str) -> f32 {
    text_size(PxScale::from(size), font(), text).0 as f32
}

/// `text`, cut and ended with "…" if it is wider than `max` at `size`
/// pixels.
pub(crate) fn ellipsized(size: f32, text: &str, max: f32) -> String {
    if text_width(size, text) <= max {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    // The longest prefix that fits with the ellipsis, by bisection: widths
    // grow with the prefix.
    let (mut lo, mut hi) = (0, chars.len());
    while lo < hi {
        let mid = (lo + hi).div_ceil(2);
        let candidate: String = chars[..mid].iter().chain(['…'].iter()).collect();
        if text_width(size, &candidate) <= max {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    let kept: String = chars[..lo].iter().collect();
    format!("{}…", kept.trim_end())
}

/// An opaque colour.
pub(crate) const fn solid(c: Rgb) -> Rgba<u8> {
    Rgba([c[0], c[1], c[2], 255])
}

/// `c` at opacity `alpha` (0..=1).
pub(crate) fn tinted(c: Rgb, alpha: f32) -> Rgba<u8> {
    Rgba([
        c[0],
        c[1],
        c[2],
        (alpha.clamp(0.0, 1.0) * 255.0).round() as u8,
    ])
}

/// Full transparency: painting it cuts a hole.
pub(crate) const CLEAR: Rgba<u8> = Rgba([0, 0, 0, 0]);

/// `a` mixed with `b` in the proportion `t` of `b`: an opaque stand-in for
/// `b` laid over `a` at opacity `t`.
pub(crate) fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let m = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    [m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])]
}

/// The surface imageproc draws on: shapes replace the pixels they cover (a
/// translucent colour stays translucent, which is how halos and holes are
/// made in sprites), and only within `rows`.
struct Pen<'a> {
    img: &'a mut RgbaImage,
    rows: Range<u32>,
}

impl DrawTarget for Pen<'_> {
    type Pixel = Rgba<u8>;

    fn dimensions(&self) -> (u32, u32) {
        self.img.dimensions()
    }

    fn get_pixel(&self, x: u32, y: u32) -> Rgba<u8> {
        *self.img.get_pixel(x, y)
    }

    fn draw_pixel(&mut self, x: u32, y: u32, color: Rgba<u8>) {
        if self.rows.contains(&y) {
            self.img.put_pixel(x, y, color);
        }
    }
}

/// A picture drawn at `scale` times its final size.
pub(crate) struct Sketch {
    img: RgbaImage,
    width: u32,
    height: u32,
    scale: f32,
    /// Every pixel has the same colour and only its opacity varies, so
    /// scaling down needs no premultiplied alpha.
    one_colour: bool,
}

impl Sketch {
    /// A sketch of `width` × `height` final pixels, all of them `fill`.
    fn with(width: u32, height: u32, scale: u32, fill: Rgba<u8>, one_colour: bool) -> Sketch {
        Sketch {
            img: RgbaImage::from_pixel(width * scale, height * scale, fill),
            width,
            height,
            scale: scale as f32,
            one_colour,
        }
    }

    /// A transparent sketch of `width` × `height` final pixels.
    pub(crate) fn new(width: u32, height: u32, scale: u32) -> Sketch {
        Sketch::with(width, height, scale, CLEAR, false)
    }

    /// A transparent sketch on which only `color` (at any opacity) will be
    /// drawn.
    pub(crate) fn one_colour(width: u32, height: u32, scale: u32, color: Rgb) -> Sketch {
        Sketch::with(width, height, scale, tinted(color, 0.0), true)
    }

    /// An opaque sketch filled with `background`.
    pub(crate) fn filled(width: u32, height: u32, scale: u32, background: Rgb) -> Sketch {
        Sketch::with(width, height, scale, solid(background), false)
    }

    fn pen(&mut self) -> Pen<'_> {
        let rows = 0..self.img.height();
        Pen {
            img: &mut self.img,
            rows,
        }
    }

    /// The pen limited to the final-size rows `[y0, y1)`.
    fn pen_rows(&mut self, (y0, y1): (f32, f32)) -> Pen<'_> {
        let (s, h) = (self.scale, self.img.height() as f32);
        let rows = (y0 * s).round().clamp(0.0, h) as u32..(y1 * s).round().clamp(0.0, h) as u32;
        Pen {
            img: &mut self.img,
            rows,
        }
    }

    /// A final-size length as a radius in large-scale pixels: imageproc's
    /// circles of radius `n` reach about half a pixel beyond `n`.
    fn len(&self, r: f32) -> i32 {
        (r * self.scale - 0.5).round().max(0.0) as i32
    }

    /// The large-scale pixel whose centre is nearest to the final-size point.
    fn px(&self, (x, y): (f32, f32)) -> (i32, i32) {
        (
            (x * self.scale - 0.5).round() as i32,
            (y * self.scale - 0.5).round() as i32,
        )
    }

    pub(crate) fn disc(&mut self, c: (f32, f32), r: f32, color: Rgba<u8>) {
        let (centre, radius) = (self.px(c), self.len(r));
        draw_filled_circle_mut(&mut self.pen(), centre, radius, color);
    }

    /// A ring `width` wide centred on the circle of radius `r`; its hole is
    /// painted with `inside` (the flat colour beneath, a tint, or [`CLEAR`]).
    pub(crate) fn ring(
        &mut self,
        c: (f32, f32),
        r: f32,
        width: f32,
        color: Rgba<u8>,
        inside: Rgba<u8>,
    ) {
        self.disc(c, r + width / 2.0, color);
        self.disc(c, r - width / 2.0, inside);
    }

    pub(crate) fn ellipse(&mut self, c: (f32, f32), rx: f32, ry: f32, color: Rgba<u8>) {
        let (centre, rx, ry) = (self.px(c), self.len(rx), self.len(ry));
        draw_filled_ellipse_mut(&mut self.pen(), centre, rx, ry, color);
    }

    /// A filled polygon (vertices in order, either way round).
    pub(crate) fn polygon(&mut self, pts: &[(f32, f32)], color: Rgba<u8>) {
        let pts: Vec<Point<i32>> = pts
            .iter()
            .map(|&p| {
                let (x, y) = self.px(p);
                Point::new(x, y)
            })
            .collect();
        draw_polygon_mut(&mut self.pen(), &pts, color);
    }

    /// A line `width` wide with round caps.
    pub(crate) fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, color: Rgba<u8>) {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        if len > 0.0 {
            let (nx, ny) = (-dy / len * width / 2.0, dx / len * width / 2.0);
            let quad = [
                (a.0 + nx, a.1 + ny),
                (b.0 + nx, b.1 + ny),
                (b.0 - nx, b.1 - ny),
                (a.0 - nx, a.1 - ny),
            ];
            self.polygon(&quad, color);
        }
        self.disc(a, width / 2.0, color);
        self.disc(b, width / 2.0, color);
    }

    /// A rectangle `(x0, y0, x1, y1)` with corners rounded to radius `r`.
    pub(crate) fn rounded_rect(&mut self, b: (f32, f32, f32, f32), r: f32, color: Rgba<u8>) {
        self.rounded_rect_rows(b, r, color, (b.1, b.3));
    }

    /// The part of a rounded rectangle between the rows `y0` and `y1`.
    pub(crate) fn rounded_rect_rows(
        &mut self,
        b: (f32, f32, f32, f32),
        r: f32,
        color: Rgba<u8>,
        rows: (f32, f32),
    ) {
        let s = self.scale;
        let (x0, y0) = ((b.0 * s).round() as i32, (b.1 * s).round() as i32);
        let (x1, y1) = ((b.2 * s).round() as i32, (b.3 * s).round() as i32);
        let rr = ((r * s).round() as i32)
            .min((x1 - x0) / 2)
            .min((y1 - y0) / 2);
        let mut pen = self.pen_rows(rows);
        // A cross of two rectangles and a disc in each corner.
        let size = |w: i32, h: i32| (w.max(1) as u32, h.max(1) as u32);
        let (w, h) = size(x1 - x0 - 2 * rr, y1 - y0);
        draw_filled_rect_mut(&mut pen, Rect::at(x0 + rr, y0).of_size(w, h), color);
        let (w, h) = size(x1 - x0, y1 - y0 - 2 * rr);
        draw_filled_rect_mut(&mut pen, Rect::at(x0, y0 + rr).of_size(w, h), color);
        let radius = (rr - 1).max(0);
        for (cx, cy) in [
            (x0 + rr, y0 + rr),
            (x1 - rr - 1, y0 + rr),
            (x0 + rr, y1 - rr - 1),
            (x1 - rr - 1, y1 - rr - 1),
        ] {
            draw_filled_circle_mut(&mut pen, (cx, cy), radius, color);
        }
    }

    /// One line of text at `size` pixels whose capitals are vertically
    /// centred on `cy`, anchored at `x` as `align` says.
    pub(crate) fn text(&mut self, size: f32, x: f32, cy: f32, align: Align, color: Rgb, txt: &str) {
        let s = self.scale;
        let scale = PxScale::from(size * s);
        let font = font();
        let width = text_size(scale, font, txt).0 as f32;
        let left = match align {
            Align::Left => x * s,
            Align::Center => x * s - width / 2.0,
            Align::Right => x * s - width,
        };
        let ascent = font.as_scaled(scale).ascent();
        let baseline = cy * s + cap_height() * size * s / 2.0;
        // imageproc blends the glyphs itself: the pen only replaces.
        draw_text_mut(
            &mut self.pen(),
            solid(color),
            left.round() as i32,
            (baseline - ascent).round() as i32,
            scale,
            font,
            txt,
        );
    }

    /// The finished drawing as a sprite.
    pub(crate) fn sprite(self) -> Sprite {
        Sprite::from(self.finish())
    }

    /// The finished picture at its final size.
    pub(crate) fn finish(self) -> RgbaImage {
        if self.one_colour {
            return box_down(&self.img, self.width, self.height);
        }
        // Each final pixel is the average of the block of large pixels it
        // covers (the box filter): the exact coverage of every
        // edge, as crisp as a drawing can be at this size. Averaging treats
        // colours as premultiplied by their alpha: without that, edges over
        // transparency would darken.
        let mut img = self.img;
        for p in img.pixels_mut() {
            let a = u16::from(p[3]);
            for c in &mut p.0[..3] {
                *c = ((u16::from(*c) * a + 127) / 255) as u8;
            }
        }
        let mut out = box_down(&img, self.width, self.height);
        for p in out.pixels_mut() {
            let a = u16::from(p[3]);
            if a != 0 && a != 255 {
                for c in &mut p.0[..3] {
                    *c = ((u16::from(*c) * 255 + a / 2) / a).min(255) as u8;
                }
            }
        }
        out
    }
}

/// `img` scaled down to `width` × `height`, a whole number of times
/// smaller each way: every pixel the rounded average of the block it
/// covers. The same pixels as `image::imageops::thumbnail` gives at such a
/// ratio (whose box filter then sums exactly these blocks, rounding the same
/// way), without its general case for fractional ratios.
fn box_down(img: &RgbaImage, width: u32, height: u32) -> RgbaImage {
    let (kx, ky) = (img.width() / width, img.height() / height);
    debug_assert_eq!((kx * width, ky * height), img.dimensions());
    let n = kx * ky;
    let (w, kx) = (width as usize, kx as usize);
    let big_row = img.width() as usize * 4;
    let mut out = Vec::with_capacity(w * height as usize * 4);
    let mut sums = vec![0u32; w * 4];
    for rows in img.as_raw().chunks_exact(big_row * ky as usize) {
        sums.fill(0);
        for row in rows.chunks_exact(big_row) {
            for (sum, block) in sums.chunks_exact_mut(4).zip(row.chunks_exact(kx * 4)) {
                for px in block.chunks_exact(4) {
                    for c in 0..4 {
                        sum[c] += u32::from(px[c]);
                    }
                }
            }
        }
        out.extend(sums.iter().map(|&s| ((s + n / 2) / n) as u8));
    }
    RgbaImage::from_raw(width, height, out).expect("one pixel per block")
}

/// A picture being composed from sprites, which remembers where it was
/// drawn on: per row, one bit for every [`BLOCK`] pixels touched. What was
/// not touched is still the picture it started as (the cached board), so
/// only the touched blocks need mapping to the palette, and restoring them
/// makes the canvas the board again for the next picture.
pub(crate) struct Canvas {
    pub(crate) img: RgbaImage,
    dirty: Vec<u64>,
}

/// Pixels per bit of [`Canvas`]'s record.
pub(crate) const BLOCK: u32 = 16;

impl Canvas {
    /// A canvas showing `img`, untouched. At most 64 blocks a row.
    pub(crate) fn new(img: RgbaImage) -> Canvas {
        assert!(img.width() <= 64 * BLOCK, "one u64 of blocks per row");
        let dirty = vec![0; img.height() as usize];
        Canvas { img, dirty }
    }

    /// For each row, the blocks drawn on since the canvas was made or
    /// restored (bit `b`: pixels `b * BLOCK ..` of the row).
    pub(crate) fn dirty(&self) -> &[u64] {
        &self.dirty
    }

    /// Copies `original` back over every block drawn on, and forgets them.
    pub(crate) fn restore(&mut self, original: &RgbaImage) {
        let w = self.img.width() as usize;
        let raw = &mut *self.img;
        for (y, bits) in self.dirty.iter_mut().enumerate() {
            let mut b = std::mem::take(bits);
            while b != 0 {
                let x0 = b.trailing_zeros() as usize * BLOCK as usize;
                b &= b - 1;
                let x1 = (x0 + BLOCK as usize).min(w);
                let at = (y * w + x0) * 4..(y * w + x1) * 4;
                raw[at.clone()].copy_from_slice(&original.as_raw()[at]);
            }
        }
    }

    /// Lays `top` over the canvas with its top-left corner at `(x, y)`,
    /// exactly as `image::imageops::overlay` would: for a picture laid once,
    /// where making a [`Sprite`] of it would cost more than it saves.
    pub(crate) fn overlay(&mut self, top: &RgbaImage, x: i64, y: i64) {
        let (w, h) = (i64::from(self.img.width()), i64::from(self.img.height()));
        let (x0, x1) = (x.max(0), (x + i64::from(top.width())).min(w));
        if x0 >= x1 {
            return;
        }
        let tw = top.width() as usize * 4;
        for (ty, src) in top.as_raw().chunks_exact(tw).enumerate() {
            let py = y + ty as i64;
            if py < 0 || py >= h {
                continue;
            }
            let src = &src[((x0 - x) * 4) as usize..((x1 - x) * 4) as usize];
            let start = ((py * w + x0) * 4) as usize;
            let dst = &mut self.img.as_mut()[start..start + src.len()];
            let mut touched = false;
            for (bg, fg) in dst.chunks_exact_mut(4).zip(src.chunks_exact(4)) {
                match fg[3] {
                    0 => continue,
                    255 => bg.copy_from_slice(fg),
                    _ => Translucent::new([fg[0], fg[1], fg[2], fg[3]]).over(bg),
                }
                touched = true;
            }
            if touched {
                self.mark(py as u32, x0 as u32, x1 as u32);
            }
        }
    }

    fn mark(&mut self, y: u32, x0: u32, x1: u32) {
        let (first, last) = (x0 / BLOCK, (x1 - 1) / BLOCK);
        let bits = (u64::MAX >> (63 - (last - first))) << first;
        self.dirty[y as usize] |= bits;
    }
}

/// `k / 255` as `image` computes it, for every `k`.
const UNIT: [f32; 256] = {
    let mut t = [0.0; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = i as f32 / 255.0;
        i += 1;
    }
    t
};

/// A translucent pixel of a sprite, with the values `image`'s alpha
/// blending derives from it computed once.
#[derive(Clone, Copy)]
struct Translucent {
    alpha: f32,
    keep: f32,
    premultiplied: [f32; 3],
}

impl Translucent {
    fn new(px: [u8; 4]) -> Translucent {
        let alpha = UNIT[usize::from(px[3])];
        Translucent {
            alpha,
            keep: 1.0 - alpha,
            premultiplied: [0, 1, 2].map(|c| UNIT[usize::from(px[c])] * alpha),
        }
    }

    /// Lays the pixel over `bg`: the same operations in the same order as
    /// `image`'s `Blend` for `Rgba<u8>` (which `imageops::overlay` uses),
    /// so the result is the same to the bit.
    #[inline]
    fn over(&self, bg: &mut [u8]) {
        let bg_a = UNIT[usize::from(bg[3])];
        let alpha = bg_a + self.alpha - bg_a * self.alpha;
        if alpha == 0.0 {
            return;
        }
        for c in 0..3 {
            let under = UNIT[usize::from(bg[c])] * bg_a;
            let v = (self.premultiplied[c] + under * self.keep) / alpha;
            // Truncation, as `image`'s cast back does.
            bg[c] = (255.0 * v) as u8;
        }
        bg[3] = (255.0 * alpha) as u8;
    }
}

/// A run of pixels of one row of a sprite that are all opaque (copied) or
/// all translucent (blended); transparent pixels are in no run.
struct Run {
    /// Row and first column in the sprite's untrimmed drawing.
    y: i64,
    x: i64,
    len: usize,
    /// Where its pixels start: in `opaque` (bytes) or `translucent`.
    at: usize,
    opaque: bool,
}

/// A finished drawing, kept as runs of opaque and of translucent pixels:
/// laying it over a picture copies the first, blends the second exactly as
/// `image::imageops::overlay` would, and skips every transparent pixel.
pub(crate) struct Sprite {
    runs: Vec<Run>,
    opaque: Vec<u8>,
    translucent: Vec<Translucent>,
    /// The untrimmed size.
    width: u32,
    height: u32,
}

impl Sprite {
    /// The size of the drawing, border included.
    pub(crate) fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// Lays the sprite over the canvas with the drawing's top-left corner at
    /// `(x, y)`; what falls outside the canvas is cut off.
    pub(crate) fn put(&self, cv: &mut Canvas, x: i64, y: i64) {
        let (w, h) = (i64::from(cv.img.width()), i64::from(cv.img.height()));
        for run in &self.runs {
            let py = y + run.y;
            if py < 0 || py >= h {
                continue;
            }
            let x0 = x + run.x;
            let x1 = x0 + run.len as i64;
            let (c0, c1) = (x0.max(0), x1.min(w));
            if c0 >= c1 {
                continue;
            }
            let skip = (c0 - x0) as usize;
            let n = (c1 - c0) as usize;
            let start = ((py * w + c0) * 4) as usize;
            let dst = &mut cv.img.as_mut()[start..start + n * 4];
            if run.opaque {
                let src = run.at + skip * 4;
                dst.copy_from_slice(&self.opaque[src..src + n * 4]);
            } else {
                let src = &self.translucent[run.at + skip..run.at + skip + n];
                for (px, t) in dst.chunks_exact_mut(4).zip(src) {
                    t.over(px);
                }
            }
            cv.mark(py as u32, c0 as u32, c1 as u32);
        }
    }
}

impl From<RgbaImage> for Sprite {
    fn from(img: RgbaImage) -> Sprite {
        let (width, height) = img.dimensions();
        let mut sprite = Sprite {
            runs: Vec::new(),
            opaque: Vec::new(),
            translucent: Vec::new(),
            width,
            height,
        };
        for (y, row) in img.rows().enumerate() {
            let px: Vec<[u8; 4]> = row.map(|p| p.0).collect();
            let mut x = 0;
            while x < px.len() {
                // Transparent, translucent or opaque.
                let kind = |p: &[u8; 4]| match p[3] {
                    0 => 0,
                    255 => 2,
                    _ => 1,
                };
                let k = kind(&px[x]);
                let len = px[x..].iter().take_while(|p| kind(p) == k).count();
                let opaque = px[x][3] == 255;
                if px[x][3] != 0 {
                    let at = if opaque {
                        sprite.opaque.len()
                    } else {
                        sprite.translucent.len()
                    };
                    for p in &px[x..x + len] {
                        if opaque {
                            sprite.opaque.extend_from_slice(p);
                        } else {
                            sprite.translucent.push(Translucent::new(*p));
                        }
                    }
                    sprite.runs.push(Run {
                        y: y as i64,
                        x: x as i64,
                        len,
                        at,
                        opaque,
                    });
                }
                x += len;
            }
        }
        sprite
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::imageops;

    /// A picture with every kind of pixel: opaque, translucent, transparent
    /// and a translucent background.
    fn varied(w: u32, h: u32, seed: u32) -> RgbaImage {
        RgbaImage::from_fn(w, h, |x, y| {
            let v = (x * 31 + y * 17 + seed).wrapping_mul(2_654_435_761);
            let a = match v % 5 {
                0 => 0,
                1 | 2 => 255,
                _ => (v >> 8) as u8,
            };
            Rgba([(v >> 16) as u8, (v >> 20) as u8, (v >> 24) as u8, a])
        })
    }

    /// `txt` drawn white at 24 pixels on a transparent sketch.
    fn inked(txt: &str) -> RgbaImage {
        let mut s = Sketch::new(200, 40, 2);
        s.text(24.0, 4.0, 20.0, Align::Left, [255, 255, 255], txt);
        s.finish()
    }

    fn has_ink(img: &RgbaImage) -> bool {
        img.pixels().any(|p| p[3] > 128)
    }

    #[test]
    fn chinese_characters_are_drawn_from_the_subset_not_as_boxes() {
        let f = font();
        let name = "玩家091号";
        for c in name.chars() {
            assert!(f.draws(c), "{c}");
            assert_eq!(f.draws_from_cjk(c), !c.is_ascii_digit(), "{c}");
        }
        // What DejaVu alone draws for a character it lacks: its box.
        let boxed = |c: char| {
            let mut s = Sketch::new(200, 40, 2);
            let scale = PxScale::from(48.0);
            draw_text_mut(
                &mut s.pen(),
                solid([255; 3]),
                8,
                0,
                scale,
                &f.latin,
                &c.to_string(),
            );
            s.finish()
        };
        assert!(boxed('玩') == boxed('家'), "DejaVu draws one box for both");
        let glyphs: Vec<RgbaImage> = ['玩', '家', '号'].map(|c| inked(&c.to_string())).into();
        for (i, g) in glyphs.iter().enumerate() {
            assert!(has_ink(g));
            assert!(*g != boxed('玩'), "glyph {i} is a box");
            for h in &glyphs[i + 1..] {
                assert!(g != h, "two characters drawn alike");
            }
        }
        // A hanzi is as wide as the em, wider than a digit.
        assert!(text_width(24.0, "玩") > 1.3 * text_width(24.0, "0"));
        assert!(has_ink(&inked(name)));
    }

    #[test]
    fn what_no_font_draws_is_left_out() {
        let f = font();
        for c in ['🎲', '🐉', '🏆', '🔥', '⭐'] {
            assert!(!f.draws(c), "{c}");
        }
        assert!(text_width(24.0, "bob🎲") == text_width(24.0, "bob"));
        assert!(inked("bob🎲") == inked("bob"));
        assert!(inked("🎲bob") == inked("bob"));
    }

    #[test]
    fn the_box_filter_gives_the_pixels_of_image_thumbnail() {
        for (w, h, k) in [(37, 23, 2), (20, 9, 4), (5, 3, 1)] {
            let big = varied(w * k, h * k, 3);
            assert!(
                box_down(&big, w, h) == imageops::thumbnail(&big, w, h),
                "{w} × {h}, {k}"
            );
        }
    }

    #[test]
    fn a_picture_laid_once_lands_as_image_overlays_it() {
        let top = varied(37, 23, 5);
        for (x, y) in [(5, 7), (-4, -3), (60, 40)] {
            let bottom = varied(64, 48, 2);
            let mut expected = bottom.clone();
            imageops::overlay(&mut expected, &top, x, y);
            let mut cv = Canvas::new(bottom.clone());
            cv.overlay(&top, x, y);
            assert!(cv.img == expected, "at ({x}, {y})");
            cv.restore(&bottom);
            assert!(cv.img == bottom);
        }
    }

    #[test]
    fn a_sprite_lands_exactly_as_image_overlays_it_and_marks_what_it_touched() {
        let top = varied(37, 23, 1);
        let sprite = Sprite::from(top.clone());
        for (x, y) in [(5, 7), (-4, -3), (60, 40), (0, 0)] {
            let bottom = RgbaImage::from_fn(64, 48, |x, y| {
                let v = varied(64, 48, 9).get_pixel(x, y).0;
                // The board is opaque; a few translucent pixels too.
                Rgba([v[0], v[1], v[2], if (x + y) % 7 == 0 { v[3] } else { 255 }])
            });
            let mut expected = bottom.clone();
            imageops::overlay(&mut expected, &top, x, y);
            let mut cv = Canvas::new(bottom.clone());
            sprite.put(&mut cv, x, y);
            assert!(cv.img == expected, "at ({x}, {y})");
            // Every changed pixel is in a marked block, and restoring gives
            // the picture back.
            for (px, py, p) in cv.img.enumerate_pixels() {
                if p != bottom.get_pixel(px, py) {
                    assert!(cv.dirty()[py as usize] & (1 << (px / BLOCK)) != 0);
                }
            }
            cv.restore(&bottom);
            assert!(cv.img == bottom);
            assert!(cv.dirty().iter().all(|&b| b == 0));
        }
    }
}
