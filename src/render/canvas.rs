//! Anti-aliased drawing primitives: shapes given by signed distance functions
//! (the coverage of a pixel is how far its centre lies inside the edge, which
//! gives smooth edges without supersampling), text through `ab_glyph`, and
//! sprites blitted with alpha.
//!
//! Pure pixel arithmetic on in-memory buffers: no I/O, nothing about the game.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};

/// An RGB colour.
pub(crate) type Rgb = [u8; 3];

/// Something pixels can be blended onto: the opaque picture or a sprite.
pub(crate) trait Surface {
    fn width(&self) -> i32;
    fn height(&self) -> i32;
    /// Blends `color` with opacity `alpha` (0..=1) onto the pixel `(x, y)`,
    /// which is inside the surface.
    fn blend(&mut self, x: i32, y: i32, color: Rgb, alpha: f32);
}

/// An opaque RGB picture, row by row.
#[derive(Clone)]
pub(crate) struct Canvas {
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) pixels: Vec<u8>,
}

impl Canvas {
    pub(crate) fn new(width: u32, height: u32, background: Rgb) -> Canvas {
        let mut pixels = Vec::with_capacity(width as usize * height as usize * 3);
        for _ in 0..width as usize * height as usize {
            pixels.extend_from_slice(&background);
        }
        Canvas {
            width,
            height,
            pixels,
        }
    }

    pub(crate) fn get(&self, x: u32, y: u32) -> Rgb {
        let i = (y as usize * self.width as usize + x as usize) * 3;
        [self.pixels[i], self.pixels[i + 1], self.pixels[i + 2]]
    }

    /// Draws `sprite` with its top-left corner at `(x, y)`, clipped.
    pub(crate) fn blit(&mut self, sprite: &Sprite, x: i32, y: i32) {
        let w = self.width as i32;
        let h = self.height as i32;
        let x0 = x.max(0);
        let y0 = y.max(0);
        let x1 = (x + sprite.width as i32).min(w);
        let y1 = (y + sprite.height as i32).min(h);
        for py in y0..y1 {
            let srow = ((py - y) as usize * sprite.width as usize) * 4;
            let drow = (py as usize * w as usize) * 3;
            for px in x0..x1 {
                let s = srow + (px - x) as usize * 4;
                let a = u32::from(sprite.pixels[s + 3]);
                if a == 0 {
                    continue;
                }
                let d = drow + px as usize * 3;
                if a == 255 {
                    self.pixels[d..d + 3].copy_from_slice(&sprite.pixels[s..s + 3]);
                    continue;
                }
                // Premultiplied source over an opaque destination.
                for c in 0..3 {
                    let dst = u32::from(self.pixels[d + c]);
                    let src = u32::from(sprite.pixels[s + c]);
                    self.pixels[d + c] = (src + (dst * (255 - a) + 127) / 255).min(255) as u8;
                }
            }
        }
    }
}

impl Surface for Canvas {
    fn width(&self) -> i32 {
        self.width as i32
    }
    fn height(&self) -> i32 {
        self.height as i32
    }
    fn blend(&mut self, x: i32, y: i32, color: Rgb, alpha: f32) {
        let i = (y as usize * self.width as usize + x as usize) * 3;
        let a = alpha.clamp(0.0, 1.0);
        for (dst, &src) in self.pixels[i..i + 3].iter_mut().zip(&color) {
            let d = f32::from(*dst);
            *dst = (d + (f32::from(src) - d) * a).round() as u8;
        }
    }
}

/// A small picture with an alpha channel (premultiplied), drawn once and
/// blitted many times.
#[derive(Clone)]
pub(crate) struct Sprite {
    pub(crate) width: u32,
    pub(crate) height: u32,
    /// Premultiplied RGBA.
    pub(crate) pixels: Vec<u8>,
    /// Premultiplied RGBA in floating point while drawing.
    work: Vec<f32>,
}

impl Sprite {
    pub(crate) fn new(width: u32, height: u32) -> Sprite {
        Sprite {
            width,
            height,
            pixels: vec![0; width as usize * height as usize * 4],
            work: vec![0.0; width as usize * height as usize * 4],
        }
    }

    /// Freezes the drawing into 8-bit premultiplied pixels.
    pub(crate) fn finish(mut self) -> Sprite {
        for (p, w) in self.pixels.iter_mut().zip(&self.work) {
            *p = (w * 255.0).round().clamp(0.0, 255.0) as u8;
        }
        self.work = Vec::new();
        self
    }
}

impl Surface for Sprite {
    fn width(&self) -> i32 {
        self.width as i32
    }
    fn height(&self) -> i32 {
        self.height as i32
    }
    fn blend(&mut self, x: i32, y: i32, color: Rgb, alpha: f32) {
        let i = (y as usize * self.width as usize + x as usize) * 4;
        let a = alpha.clamp(0.0, 1.0);
        for (dst, &src) in self.work[i..i + 3].iter_mut().zip(&color) {
            *dst = f32::from(src) / 255.0 * a + *dst * (1.0 - a);
        }
        self.work[i + 3] = a + self.work[i + 3] * (1.0 - a);
    }
}

/// Fills the shape whose signed distance (negative inside, in pixels) is `sdf`,
/// looking only at the pixels of the box `[x0, x1) × [y0, y1)`.
pub(crate) fn fill_sdf<S: Surface>(
    s: &mut S,
    bounds: (f32, f32, f32, f32),
    color: Rgb,
    alpha: f32,
    sdf: impl Fn(f32, f32) -> f32,
) {
    let (bx0, by0, bx1, by1) = bounds;
    let x0 = (bx0.floor() as i32 - 1).max(0);
    let y0 = (by0.floor() as i32 - 1).max(0);
    let x1 = (bx1.ceil() as i32 + 1).min(s.width());
    let y1 = (by1.ceil() as i32 + 1).min(s.height());
    for y in y0..y1 {
        for x in x0..x1 {
            let d = sdf(x as f32 + 0.5, y as f32 + 0.5);
            let cover = (0.5 - d).clamp(0.0, 1.0);
            if cover > 0.0 {
                s.blend(x, y, color, cover * alpha);
            }
        }
    }
}

fn length(x: f32, y: f32) -> f32 {
    (x * x + y * y).sqrt()
}

/// Distance from `(px, py)` to the segment `a`–`b`.
pub(crate) fn segment_distance(px: f32, py: f32, a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 > 0.0 {
        (((px - a.0) * dx + (py - a.1) * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    length(px - a.0 - t * dx, py - a.1 - t * dy)
}

pub(crate) fn disc<S: Surface>(s: &mut S, c: (f32, f32), r: f32, color: Rgb, alpha: f32) {
    fill_sdf(
        s,
        (c.0 - r, c.1 - r, c.0 + r, c.1 + r),
        color,
        alpha,
        |x, y| length(x - c.0, y - c.1) - r,
    );
}

pub(crate) fn ring<S: Surface>(
    s: &mut S,
    c: (f32, f32),
    r: f32,
    width: f32,
    color: Rgb,
    alpha: f32,
) {
    let o = r + width / 2.0;
    fill_sdf(
        s,
        (c.0 - o, c.1 - o, c.0 + o, c.1 + o),
        color,
        alpha,
        |x, y| (length(x - c.0, y - c.1) - r).abs() - width / 2.0,
    );
}

/// An ellipse with radii `rx`, `ry` (approximate distance, exact on the axes).
pub(crate) fn ellipse<S: Surface>(
    s: &mut S,
    c: (f32, f32),
    rx: f32,
    ry: f32,
    color: Rgb,
    alpha: f32,
) {
    fill_sdf(
        s,
        (c.0 - rx, c.1 - ry, c.0 + rx, c.1 + ry),
        color,
        alpha,
        |x, y| {
            let (nx, ny) = ((x - c.0) / rx, (y - c.1) / ry);
            let k = length(nx, ny);
            // Scale the normalised distance back to pixels along the gradient.
            let g = length(nx / rx, ny / ry).max(1e-6);
            (k - 1.0) * k / g
        },
    );
}

/// A line with round caps. Only the pixels near the line are looked at, row
/// by row, so a long diagonal costs its area, not its bounding box's.
pub(crate) fn line<S: Surface>(
    s: &mut S,
    a: (f32, f32),
    b: (f32, f32),
    width: f32,
    color: Rgb,
    alpha: f32,
) {
    let h = width / 2.0;
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let y0 = ((a.1.min(b.1) - h).floor() as i32 - 1).max(0);
    let y1 = ((a.1.max(b.1) + h).ceil() as i32 + 1).min(s.height());
    for y in y0..y1 {
        let yc = y as f32 + 0.5;
        // The segment's points within reach of this row lie between these
        // parameters; the pixels to look at are within h + 1 of them.
        let (xa, xb) = if dy.abs() < 1e-3 {
            (a.0.min(b.0), a.0.max(b.0))
        } else {
            let t0 = ((yc - h - 1.0 - a.1) / dy).clamp(0.0, 1.0);
            let t1 = ((yc + h + 1.0 - a.1) / dy).clamp(0.0, 1.0);
            let (p, q) = (a.0 + dx * t0, a.0 + dx * t1);
            (p.min(q), p.max(q))
        };
        let x0 = ((xa - h).floor() as i32 - 1).max(0);
        let x1 = ((xb + h).ceil() as i32 + 1).min(s.width());
        for x in x0..x1 {
            let d = segment_distance(x as f32 + 0.5, yc, a, b) - h;
            let cover = (0.5 - d).clamp(0.0, 1.0);
            if cover > 0.0 {
                s.blend(x, y, color, cover * alpha);
            }
        }
    }
}

/// Signed distance to a rounded rectangle given by its box and corner radius.
pub(crate) fn rounded_rect_sdf(x: f32, y: f32, b: (f32, f32, f32, f32), r: f32) -> f32 {
    let (cx, cy) = ((b.0 + b.2) / 2.0, (b.1 + b.3) / 2.0);
    let (hx, hy) = ((b.2 - b.0) / 2.0 - r, (b.3 - b.1) / 2.0 - r);
    let qx = (x - cx).abs() - hx;
    let qy = (y - cy).abs() - hy;
    length(qx.max(0.0), qy.max(0.0)) + qx.max(qy).min(0.0) - r
}

pub(crate) fn rounded_rect<S: Surface>(
    s: &mut S,
    b: (f32, f32, f32, f32),
    r: f32,
    color: Rgb,
    alpha: f32,
) {
    fill_sdf(s, b, color, alpha, |x, y| rounded_rect_sdf(x, y, b, r));
}

/// The outline of a rounded rectangle, `width` wide, inside its box.
pub(crate) fn rounded_rect_outline<S: Surface>(
    s: &mut S,
    b: (f32, f32, f32, f32),
    r: f32,
    width: f32,
    color: Rgb,
    alpha: f32,
) {
    fill_sdf(s, b, color, alpha, |x, y| {
        let d = rounded_rect_sdf(x, y, b, r);
        d.max(-d - width)
    });
}

/// A filled convex polygon (vertices in either order).
pub(crate) fn convex_polygon<S: Surface>(s: &mut S, pts: &[(f32, f32)], color: Rgb, alpha: f32) {
    let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
    for &(x, y) in pts {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    fill_sdf(s, (x0, y0, x1, y1), color, alpha, |x, y| {
        convex_polygon_sdf(x, y, pts)
    });
}

/// Signed distance to a convex polygon: exact outside and inside.
pub(crate) fn convex_polygon_sdf(x: f32, y: f32, pts: &[(f32, f32)]) -> f32 {
    let n = pts.len();
    let mut dist = f32::MAX;
    let mut inside = true;
    let mut sign = 0.0f32;
    for i in 0..n {
        let a = pts[i];
        let b = pts[(i + 1) % n];
        dist = dist.min(segment_distance(x, y, a, b));
        let cross = (b.0 - a.0) * (y - a.1) - (b.1 - a.1) * (x - a.0);
        if cross != 0.0 {
            if sign == 0.0 {
                sign = cross.signum();
            } else if cross.signum() != sign {
                inside = false;
            }
        }
    }
    if inside { -dist } else { dist }
}

/// Where a line of text is anchored horizontally.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Align {
    Left,
    Center,
    Right,
}

/// The advance width of `text` at `size` pixels.
pub(crate) fn text_width(font: &FontRef<'_>, size: f32, text: &str) -> f32 {
    let sf = font.as_scaled(PxScale::from(size));
    let mut w = 0.0;
    let mut prev = None;
    for ch in text.chars() {
        let id = sf.glyph_id(ch);
        if let Some(p) = prev {
            w += sf.kern(p, id);
        }
        w += sf.h_advance(id);
        prev = Some(id);
    }
    w
}

/// Draws one line of text whose capital letters are vertically centred on
/// `cy`, anchored at `x` as `align` says.
#[allow(clippy::too_many_arguments)]
pub(crate) fn text<S: Surface>(
    s: &mut S,
    font: &FontRef<'_>,
    size: f32,
    x: f32,
    cy: f32,
    align: Align,
    color: Rgb,
    txt: &str,
) {
    let scale = PxScale::from(size);
    let sf = font.as_scaled(scale);
    let width = text_width(font, size, txt);
    let mut pen = match align {
        Align::Left => x,
        Align::Center => x - width / 2.0,
        Align::Right => x - width,
    };
    // DejaVu's capital height is 0.729 em.
    let baseline = cy + 0.729 * size / 2.0;
    let mut prev = None;
    let (w, h) = (s.width(), s.height());
    for ch in txt.chars() {
        let id = sf.glyph_id(ch);
        if let Some(p) = prev {
            pen += sf.kern(p, id);
        }
        let glyph = id.with_scale_and_position(scale, point(pen, baseline));
        pen += sf.h_advance(id);
        prev = Some(id);
        if let Some(outline) = font.outline_glyph(glyph) {
            let bounds = outline.px_bounds();
            let (ox, oy) = (bounds.min.x as i32, bounds.min.y as i32);
            outline.draw(|gx, gy, cover| {
                let (px, py) = (ox + gx as i32, oy + gy as i32);
                if cover > 0.0 && px >= 0 && py >= 0 && px < w && py < h {
                    s.blend(px, py, color, cover);
                }
            });
        }
    }
}
