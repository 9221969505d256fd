//! Drawing one position: the static board (background, lines, labels, the
//! strip's frame) is drawn once and cached; each picture lays over it the
//! highlights of the last turn, the towers and the strip's contents (the
//! players' names, claims and points, whose turn or the result).
//!
//! Everything laid over the board is a sprite drawn once (one per colour for
//! a lower piece and for a top piece, the height badges, the rings of a path,
//! the colour tokens, every caption and number), so a picture costs a few
//! hundred sprites laid over the board and the arrows of the last move, the
//! only shapes drawn per picture. A picture for a PNG or a replay is painted
//! ([`paint`]) on a canvas kept from an earlier one, of which only the blocks
//! touched are put back to the board and mapped to the palette (`indexed`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use image::RgbaImage;

use crate::engine::{Color, POINT_COUNT, Player, Point, Position, Variant};

use super::draw::{Align, CLEAR, Canvas, Rgb, Sketch, Sprite, mix, solid, text_width, tinted};
use super::layout::{BOARD_PAD, badge_center, center, hull, label_right, piece_box, tower_base};
use super::theme::*;
use super::view::{BoardView, Status, fit, shrunk};
use super::words::PictureWords;

/// Sprites and the board are drawn this many times larger, then scaled down.
const SUPERSAMPLE: u32 = 4;
/// The arrows, drawn for every picture, at a lower factor to stay cheap.
const ARROW_SUPERSAMPLE: u32 = 2;

/// Everything drawn once.
struct Assets {
    background: RgbaImage,
    lower: [Sprite; 6],
    top: [Sprite; 6],
    shadow: Sprite,
    /// Height badges for heights 2..=6, indexed by height; `full` marks a
    /// stack at the variant's limit (it can neither move nor be landed on).
    badge: [Option<Sprite>; 7],
    badge_full: [Option<Sprite>; 7],
    token_big: [Sprite; 6],
    token_small: [Sprite; 6],
    /// The amber frame of the card of the player to move (or the winner).
    card_frame: Sprite,
    /// The dark frame of the loser's card at the end.
    card_shade: Sprite,
    /// The rings of a highlighted path, by [`path_stop`].
    path_ring: [Sprite; 3],
    /// The dot on the emptied start of a move.
    path_dot: Sprite,
    /// The ring round a colour claimed in the last turn.
    claim_ring: Sprite,
}

/// Transparent margin round a sprite's shape, so its smooth edge fits.
const PAD: f32 = 2.0;
const TOKEN_BIG_R: f32 = 17.0;
const TOKEN_SMALL_R: f32 = 12.0;
/// The rows of the strip below the cards: the neutral colours and the
/// variant, then the status line.
const INFO_Y: f32 = 124.0;
pub(crate) const STATUS_Y: f32 = 150.0;

/// The player cards of the strip: left edge, top, right edge, bottom.
pub(crate) fn card_box(player: Player) -> (f32, f32, f32, f32) {
    let w = WIDTH as f32 / 2.0 - 12.0;
    let (top, bottom) = (8.0, 106.0);
    match player {
        Player::One => (8.0, top, 8.0 + w, bottom),
        Player::Two => (WIDTH as f32 - 8.0 - w, top, WIDTH as f32 - 8.0, bottom),
    }
}

/// The box of the status line (whose turn, or the result), across the
/// picture under the cards.
#[must_use]
pub fn status_box() -> (u32, u32, u32, u32) {
    let half = STATUS_FONT * 0.7;
    (
        8,
        (STATUS_Y - half) as u32,
        WIDTH - 8,
        (STATUS_Y + half).ceil() as u32,
    )
}

/// Centre of the `i`-th claim token of a player's card.
pub(crate) fn claim_token_center(player: Player, i: usize) -> (f32, f32) {
    let b = card_box(player);
    (b.0 + 14.0 + TOKEN_BIG_R + i as f32 * 42.0, b.3 - 27.0)
}

/// Where a card's name is written: its left end and the capitals' centre.
pub(crate) fn name_anchor(player: Player) -> (f32, f32) {
    let b = card_box(player);
    (b.0 + 14.0, b.1 + 26.0)
}

/// The board without anything that depends on the position.
pub(crate) fn background_image() -> &'static RgbaImage {
    &assets().background
}

/// A transparent sketch for a sprite whose shape is `w` × `h` pixels, with a
/// margin of [`PAD`] all round.
fn padded(w: f32, h: f32) -> Sketch {
    let size = |v: f32| (v + 2.0 * PAD).ceil() as u32;
    Sketch::new(size(w), size(h), SUPERSAMPLE)
}

/// Lays `sprite` over the picture with its top-left corner at `(x, y)`.
fn put(cv: &mut Canvas, sprite: &Sprite, x: f32, y: f32) {
    sprite.put(cv, x.round() as i64, y.round() as i64);
}

/// Lays `sprite` over the picture centred on `c` (a pixel corner).
fn put_centered(cv: &mut Canvas, sprite: &Sprite, c: (f32, f32)) {
    let (w, h) = sprite.dimensions();
    put(cv, sprite, c.0 - (w / 2) as f32, c.1 - (h / 2) as f32);
}

/// What a cached sprite shows.
#[derive(Clone, PartialEq, Eq, Hash)]
enum Cached {
    /// A line of text: its size (as `f32` bits) and colour.
    Text(String, u32, Rgb),
    /// A point's label on a dark chip, over a ring.
    Chip(Point),
    /// A tag ("TO MOVE", "WINNER") on an amber pill: its text and size (as
    /// `f32` bits).
    Tag(String, u32),
}

/// At most this many sprites are kept: names and status lines come from
/// every game, so the cache starts afresh when it is full.
const CACHE_LIMIT: usize = 2048;

/// The sprites made on demand (numbers, captions, point names, names and
/// status lines): each is drawn once while it stays in the cache.
fn cached(key: Cached, build: impl FnOnce() -> Sprite) -> Arc<Sprite> {
    static CACHE: OnceLock<Mutex<HashMap<Cached, Arc<Sprite>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let mut map = cache
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(s) = map.get(&key) {
        return Arc::clone(s);
    }
    if map.len() >= CACHE_LIMIT {
        map.clear();
    }
    Arc::clone(map.entry(key).or_insert_with(|| Arc::new(build())))
}

/// One line of text whose capitals are centred on `cy`, anchored at `x`.
fn cached_text(cv: &mut Canvas, size: f32, x: f32, cy: f32, align: Align, color: Rgb, txt: &str) {
    let sprite = cached(Cached::Text(txt.to_string(), size.to_bits(), color), || {
        let mut s = padded(text_width(size, txt), 2.0 * size - 2.0 * PAD);
        s.text(size, PAD, size, Align::Left, color, txt);
        s.sprite()
    });
    let w = sprite.dimensions().0 as f32 - 2.0 * PAD;
    let left = match align {
        Align::Left => x,
        Align::Center => x - w / 2.0,
        Align::Right => x - w,
    };
    put(cv, &sprite, left - PAD, cy - size);
}

fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(build_assets)
}

fn build_assets() -> Assets {
    let mut badge: [Option<Sprite>; 7] = Default::default();
    let mut badge_full: [Option<Sprite>; 7] = Default::default();
    for h in 2..=6 {
        badge[h] = Some(badge_sprite(h, false));
        badge_full[h] = Some(badge_sprite(h, true));
    }
    // Flat enough to end above the rings of a highlighted path.
    let mut shadow = Sketch::new(TOWER_W as u32 + 12, 10, SUPERSAMPLE);
    let c = ((TOWER_W + 12.0) / 2.0, 5.0);
    shadow.ellipse(c, TOWER_W / 2.0 + 4.0, 3.5, tinted(SHADOW, 0.45));
    Assets {
        background: background(),
        lower: Color::ALL.map(|c| piece_sprite(c, false)),
        top: Color::ALL.map(|c| piece_sprite(c, true)),
        shadow: shadow.sprite(),
        badge,
        badge_full,
        token_big: Color::ALL.map(|c| token_sprite(c, TOKEN_BIG_R, 22.0)),
        token_small: Color::ALL.map(|c| token_sprite(c, TOKEN_SMALL_R, 15.0)),
        card_frame: card_frame_sprite(HIGHLIGHT, 4.0),
        card_shade: card_frame_sprite(BACKGROUND, 2.0),
        path_ring: [0, 1, 2].map(path_ring_sprite),
        path_dot: round_sprite(6.0, |s, c| s.disc(c, 6.0, solid(HIGHLIGHT))),
        claim_ring: round_sprite(TOKEN_BIG_R + 6.5, |s, c| {
            s.ring(c, TOKEN_BIG_R + 4.5, 3.5, solid(HIGHLIGHT), CLEAR);
        }),
    }
}

/// A square sprite for a shape of radius `r` round its centre, drawn by
/// `draw` given that centre; an even size puts the centre on a pixel corner.
fn round_sprite(r: f32, draw: impl FnOnce(&mut Sketch, (f32, f32))) -> Sprite {
    let d = 2.0 * r.ceil();
    let mut s = padded(d, d);
    draw(&mut s, (d / 2.0 + PAD, d / 2.0 + PAD));
    s.sprite()
}

fn piece_sprite(c: Color, is_top: bool) -> Sprite {
    let style = piece_style(c);
    let h = if is_top { TOP_H } else { LOWER_H };
    let mut s = padded(TOWER_W, h);
    let p = PAD;
    let b = (p, p, p + TOWER_W, p + h);
    let r = if is_top { 8.0 } else { 3.5 };
    // The rim, then the face inside it.
    let rim = if is_top { 2.0 } else { 1.5 };
    s.rounded_rect(b, r, solid(style.edge));
    let face = (b.0 + rim, b.1 + rim, b.2 - rim, b.3 - rim);
    s.rounded_rect(face, r - rim, solid(style.fill));
    if is_top {
        // A darker lower band gives the top piece some thickness, a soft
        // sheen its face; the letter names the colour.
        let dark = mix(style.fill, style.edge, 0.35);
        s.rounded_rect_rows(face, r - rim, solid(dark), (b.3 - 5.0, b.3));
        let light = mix(style.fill, [255, 255, 255], 0.16);
        s.rounded_rect_rows(face, r - rim, solid(light), (b.1, b.1 + 6.0));
        s.text(
            TOP_FONT,
            p + TOWER_W / 2.0,
            p + h / 2.0 - 0.5,
            Align::Center,
            style.letter,
            &c.letter().to_string(),
        );
    }
    // A band is too thin for a letter at a phone's size: its colour (whose
    // lightness differs from every other's) tells it.
    s.sprite()
}

fn card_frame_sprite(colour: Rgb, width: f32) -> Sprite {
    let b = card_box(Player::One);
    let (w, h) = (b.2 - b.0, b.3 - b.1);
    let mut s = padded(w, h);
    let p = PAD;
    s.rounded_rect((p, p, p + w, p + h), 14.0, solid(colour));
    s.rounded_rect(
        (p + width, p + width, p + w - width, p + h - width),
        14.0 - width,
        CLEAR,
    );
    s.sprite()
}

fn badge_sprite(height: usize, full: bool) -> Sprite {
    let (fill, edge, ink) = if full {
        (BADGE_EDGE, BADGE, BADGE)
    } else {
        (BADGE, BADGE_EDGE, TEXT)
    };
    round_sprite(BADGE_R, |s, c| {
        s.ring(c, BADGE_R - 0.75, 1.5, solid(edge), solid(fill));
        s.text(
            BADGE_FONT,
            c.0,
            c.1,
            Align::Center,
            ink,
            &height.to_string(),
        );
    })
}

fn token_sprite(c: Color, r: f32, size: f32) -> Sprite {
    let style = piece_style(c);
    round_sprite(r, |s, m| {
        s.ring(m, r - 1.0, 2.0, solid(style.edge), solid(style.fill));
        s.text(
            size,
            m.0,
            m.1,
            Align::Center,
            style.letter,
            &c.letter().to_string(),
        );
    })
}

/// The ring of a point of a highlighted path (see [`path_stop`]) over a
/// tinted disc: faint at the start, stronger at the LYNGK points, strongest
/// where the move ends.
fn path_ring_sprite(stop: usize) -> Sprite {
    let r = RING_RADIUS[stop];
    let (width, halo) = [(3.5, 0.18), (3.0, 0.28), (4.0, 0.45)][stop];
    round_sprite(r + width / 2.0, |s, c| {
        s.ring(c, r, width, solid(HIGHLIGHT), tinted(HIGHLIGHT, halo));
    })
}

/// A point's label on a dark chip, laid over the ring that hides the label
/// drawn on the board.
fn chip_sprite(label: &str) -> Sprite {
    let w = text_width(LABEL_FONT, label);
    let p = PAD;
    let h = CHIP_H;
    let mut s = padded(w + 6.0, h);
    s.rounded_rect((p, p, p + w + 6.0, p + h), 5.0, tinted(BOARD, 0.85));
    s.text(
        LABEL_FONT,
        p + w + 3.0,
        p + h / 2.0,
        Align::Right,
        TEXT,
        label,
    );
    s.sprite()
}

/// Height of a label's chip over a ring.
const CHIP_H: f32 = 26.0;
/// Height of a tag's pill.
const TAG_H: f32 = 26.0;
/// Room on each side of a tag's text on its pill.
const TAG_INSET: f32 = 9.0;
/// The smallest size a caption of the strip shrinks to before it is cut.
const SMALLEST_CAPTION: f32 = 11.0;

fn tag_sprite(tag: &str, size: f32) -> Sprite {
    let w = text_width(size, tag) + 2.0 * TAG_INSET;
    let p = PAD;
    let mut s = padded(w, TAG_H);
    s.rounded_rect((p, p, p + w, p + TAG_H), TAG_H / 2.0, solid(HIGHLIGHT));
    s.text(
        size,
        p + w / 2.0,
        p + TAG_H / 2.0,
        Align::Center,
        BACKGROUND,
        tag,
    );
    s.sprite()
}

/// The board's outline: the points' hexagon widened by `pad` with round
/// corners (the hexagon, a band along each side, a disc at each corner).
fn rounded_hexagon(s: &mut Sketch, pad: f32, color: image::Rgba<u8>) {
    let hex = hull();
    s.polygon(&hex, color);
    for i in 0..hex.len() {
        let (a, b) = (hex[i], hex[(i + 1) % hex.len()]);
        s.line(a, b, 2.0 * pad, color);
    }
}

/// The unchanging part of every picture.
fn background() -> RgbaImage {
    let mut s = Sketch::filled(WIDTH, HEIGHT, SUPERSAMPLE, BACKGROUND);
    // The board with a 3-pixel edge.
    rounded_hexagon(&mut s, BOARD_PAD, solid(BOARD_EDGE));
    rounded_hexagon(&mut s, BOARD_PAD - 3.0, solid(BOARD));
    // Lines between neighbours (each edge once).
    for p in Point::ALL {
        for d in crate::engine::Direction::ALL {
            if let Some(q) = p.neighbour(d)
                && p < q
            {
                s.line(center(p), center(q), 2.5, solid(LINE));
            }
        }
    }
    for p in Point::ALL {
        let c = center(p);
        s.disc(c, 4.0, solid(POINT_DOT));
        s.text(
            LABEL_FONT,
            label_right(p),
            c.1,
            Align::Right,
            LABEL,
            &p.to_string(),
        );
    }
    // The strip: two player cards, the empty places of their claims.
    for player in [Player::One, Player::Two] {
        let b = card_box(player);
        s.rounded_rect(b, 14.0, solid(CARD_EDGE));
        s.rounded_rect(
            (b.0 + 1.5, b.1 + 1.5, b.2 - 1.5, b.3 - 1.5),
            12.5,
            solid(CARD),
        );
        for i in 0..2 {
            let c = claim_token_center(player, i);
            s.ring(c, TOKEN_BIG_R - 1.0, 2.0, solid(CARD_EDGE), solid(CARD));
        }
    }
    s.finish()
}

/// Draws `view`: its position with the last turn highlighted, its strip in
/// `words`.
pub(crate) fn draw(view: &BoardView<'_>, words: &PictureWords) -> RgbaImage {
    let mut cv = Canvas::new(assets().background.clone());
    paint(&mut cv, view, words);
    cv.img
}

/// Lays the towers, the highlight and the strip (in `words`) over the board
/// on `cv`.
pub(crate) fn paint(cv: &mut Canvas, view: &BoardView<'_>, words: &PictureWords) {
    let (position, last) = (view.position, view.last);
    let a = assets();
    let over = match last {
        Some(last) => draw_highlight(cv, position, &last.path),
        None => Vec::new(),
    };
    // Back rows first, so a tall tower in front overlaps the one behind.
    let mut order: [Point; POINT_COUNT] = Point::ALL;
    order.sort_by(|p, q| center(*p).1.total_cmp(&center(*q).1));
    let limit = position.variant().limit();
    for p in order {
        let stack = position.stack(p);
        let h = stack.height();
        if h == 0 {
            continue;
        }
        let (cx, _) = center(p);
        let base = tower_base(p);
        put_centered(cv, &a.shadow, (cx, base + 1.0));
        for (level, color) in stack.pieces().enumerate() {
            let b = piece_box(p, level, h);
            let sprite = if level + 1 == h {
                &a.top[color as usize]
            } else {
                &a.lower[color as usize]
            };
            put(cv, sprite, b.0 - PAD, b.1 - PAD);
        }
    }
    // The heights last, at the foot of each tower: a tall tower in front
    // never hides the badge of the one behind.
    for p in order {
        let h = position.stack(p).height();
        if h >= 2 {
            let set = if h >= limit { &a.badge_full } else { &a.badge };
            if let Some(s) = &set[h] {
                put_centered(cv, s, badge_center(p));
            }
        }
    }
    // Translucent, so the top piece beneath stays readable.
    for (from, to) in over {
        arrow(cv, from, to, 0.55);
    }
    draw_strip(cv, view, words);
}

/// Ring radius of the `i`-th of `n` points of a highlighted path.
fn ring_radius(i: usize, n: usize) -> f32 {
    RING_RADIUS[path_stop(i, n)]
}

/// Ring radii by [`path_stop`].
const RING_RADIUS: [f32; 3] = [0.24 * UNIT, 0.30 * UNIT, 0.33 * UNIT];

/// What the `i`-th of `n` points of a path is: 0 the start, 1 a LYNGK point,
/// 2 the end (of a path of one point too).
fn path_stop(i: usize, n: usize) -> usize {
    if i + 1 == n {
        2
    } else if i == 0 {
        0
    } else {
        1
    }
}

/// Rings on the points of the last move's path and arrows between them.
/// Returns the arrows that would vanish behind towers: they are drawn over
/// them afterwards.
fn draw_highlight(
    cv: &mut Canvas,
    position: &Position,
    path: &[Point],
) -> Vec<((f32, f32), (f32, f32))> {
    let n = path.len();
    let a = assets();
    for (i, &p) in path.iter().enumerate() {
        let c = center(p);
        put_centered(cv, &a.path_ring[path_stop(i, n)], c);
        if position.stack(p).is_empty() {
            put_centered(cv, &a.path_dot, c);
        }
        // The ring covers the label: write it again, on a dark chip whose
        // right edge is just left of the tower.
        let chip = cached(Cached::Chip(p), || chip_sprite(&p.to_string()));
        let x1 = label_right(p) + 3.0;
        let left = x1 - (chip.dimensions().0 as f32 - 2.0 * PAD);
        put(cv, &chip, left - PAD, c.1 - CHIP_H / 2.0 - PAD);
    }
    let mut over = Vec::new();
    for (i, w) in path.windows(2).enumerate() {
        let (a, b) = (center(w[0]), center(w[1]));
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt();
        let u = (dx / len, dy / len);
        // Start and end where the arrow leaves the first point's ring (or
        // tower) and reaches the second's, so no piece hides it.
        let from = exit_distance(position, w[0], ring_radius(i, n), u) + 2.0;
        let to = exit_distance(position, w[1], ring_radius(i + 1, n), (-u.0, -u.1)) + 3.0;
        if len - from - to >= 30.0 {
            arrow(
                cv,
                (a.0 + u.0 * from, a.1 + u.1 * from),
                (b.0 - u.0 * to, b.1 - u.1 * to),
                0.95,
            );
        } else if let Some((s0, s1)) =
            side_arrow(position, a, b, u, ring_radius(i, n), ring_radius(i + 1, n))
        {
            arrow(cv, s0, s1, 0.95);
        } else {
            let r0 = ring_radius(i, n);
            let r1 = ring_radius(i + 1, n);
            over.push((
                (a.0 + u.0 * r0, a.1 + u.1 * r0),
                (b.0 - u.0 * r1, b.1 - u.1 * r1),
            ));
        }
    }
    over
}

/// The box of the tower on `p` with a small margin, if there is one.
fn tower_box(position: &Position, p: Point) -> Option<(f32, f32, f32, f32)> {
    let h = position.stack(p).height();
    if h == 0 {
        return None;
    }
    let (cx, _) = center(p);
    let top = piece_box(p, h - 1, h).1;
    Some((
        cx - TOWER_W / 2.0 - 2.0,
        top - 2.0,
        cx + TOWER_W / 2.0 + 2.0,
        tower_base(p) + 2.0,
    ))
}

/// When towers hide the straight arrow between two close points: an arrow
/// alongside, offset to one side, if one fits clear of every tower.
fn side_arrow(
    position: &Position,
    a: (f32, f32),
    b: (f32, f32),
    u: (f32, f32),
    r0: f32,
    r1: f32,
) -> Option<((f32, f32), (f32, f32))> {
    let off = TOWER_W / 2.0 + 14.0;
    let mut sides = [(-u.1, u.0), (u.1, -u.0)];
    // Left first: badges sit on the towers' right.
    sides.sort_by(|p, q| p.0.total_cmp(&q.0));
    let boxes: Vec<_> = Point::ALL
        .into_iter()
        .filter_map(|p| tower_box(position, p))
        .collect();
    sides.into_iter().find_map(|nrm| {
        let s0 = (
            a.0 + u.0 * r0 * 0.6 + nrm.0 * off,
            a.1 + u.1 * r0 * 0.6 + nrm.1 * off,
        );
        let s1 = (
            b.0 - u.0 * r1 * 0.6 + nrm.0 * off,
            b.1 - u.1 * r1 * 0.6 + nrm.1 * off,
        );
        let len = ((s1.0 - s0.0).powi(2) + (s1.1 - s0.1).powi(2)).sqrt();
        let clear = (0..=16).all(|k| {
            let t = k as f32 / 16.0;
            let (x, y) = (s0.0 + (s1.0 - s0.0) * t, s0.1 + (s1.1 - s0.1) * t);
            boxes
                .iter()
                .all(|b| x < b.0 - 4.0 || x > b.2 + 4.0 || y < b.1 - 4.0 || y > b.3 + 4.0)
        });
        (clear && len >= 26.0).then_some((s0, s1))
    })
}

/// How far from the centre of `p`, along the unit vector `u`, the union of its
/// ring (radius `r`) and its tower reaches.
fn exit_distance(position: &Position, p: Point, r: f32, u: (f32, f32)) -> f32 {
    let Some((x0, y0, x1, y1)) = tower_box(position, p) else {
        return r;
    };
    let (cx, cy) = center(p);
    let tx = if u.0 > 1e-6 {
        (x1 - cx) / u.0
    } else if u.0 < -1e-6 {
        (x0 - cx) / u.0
    } else {
        f32::MAX
    };
    let ty = if u.1 > 1e-6 {
        (y1 - cy) / u.1
    } else if u.1 < -1e-6 {
        (y0 - cy) / u.1
    } else {
        f32::MAX
    };
    r.max(tx.min(ty))
}

/// An amber arrow from `start` to `tip` at opacity `alpha`, drawn in bands
/// of [`ARROW_BAND`] rows: each band is a small sketch covering only the
/// columns the arrow crosses there, scaled down and laid over the picture. A
/// slanting arrow costs its area rather than its bounding box's.
fn arrow(cv: &mut Canvas, start: (f32, f32), tip: (f32, f32), alpha: f32) {
    let (dx, dy) = (tip.0 - start.0, tip.1 - start.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let head_len = 22.0f32.min(len * 0.6);
    let head_w = 13.0;
    let half = 3.5;
    let neck = (tip.0 - ux * head_len, tip.1 - uy * head_len);
    let shaft_end = (neck.0 + ux, neck.1 + uy);
    let head = [
        tip,
        (neck.0 - uy * head_w, neck.1 + ux * head_w),
        (neck.0 + uy * head_w, neck.1 - ux * head_w),
    ];
    // Polygons that hold everything drawn, with a margin: the shaft with its
    // round caps, and the head.
    let m = half + 2.0;
    let hull = [
        (start.0 - ux * m - uy * m, start.1 - uy * m + ux * m),
        (shaft_end.0 + ux * m - uy * m, shaft_end.1 + uy * m + ux * m),
        (shaft_end.0 + ux * m + uy * m, shaft_end.1 + uy * m - ux * m),
        (start.0 - ux * m + uy * m, start.1 - uy * m - ux * m),
    ];
    let ys = hull.iter().chain(&head).map(|p| p.1);
    let top = (ys.clone().fold(f32::MAX, f32::min) - 2.0).floor();
    let bottom = (ys.fold(f32::MIN, f32::max) + 2.0).ceil();
    let color = tinted(HIGHLIGHT, alpha);
    let mut y0 = top;
    while y0 < bottom {
        let y1 = (y0 + ARROW_BAND).min(bottom);
        let extent = [row_extent(&hull, y0, y1), row_extent(&head, y0, y1)]
            .into_iter()
            .flatten()
            .reduce(|a, b| (a.0.min(b.0), a.1.max(b.1)));
        if let Some((x0, x1)) = extent {
            let (x0, x1) = ((x0 - 2.0).floor(), (x1 + 2.0).ceil());
            let at = |p: (f32, f32)| (p.0 - x0, p.1 - y0);
            let mut s = Sketch::one_colour(
                (x1 - x0) as u32,
                (y1 - y0) as u32,
                ARROW_SUPERSAMPLE,
                HIGHLIGHT,
            );
            s.line(at(start), at(shaft_end), 2.0 * half, color);
            s.polygon(&head.map(at), color);
            cv.overlay(&s.finish(), x0.round() as i64, y0.round() as i64);
        }
        y0 = y1;
    }
}

/// Rows per band of an arrow.
const ARROW_BAND: f32 = 16.0;

/// The columns a convex polygon covers between the rows `y0` and `y1`.
fn row_extent(poly: &[(f32, f32)], y0: f32, y1: f32) -> Option<(f32, f32)> {
    let mut xs = Vec::new();
    for (i, &a) in poly.iter().enumerate() {
        let b = poly[(i + 1) % poly.len()];
        if (y0..=y1).contains(&a.1) {
            xs.push(a.0);
        }
        for y in [y0, y1] {
            if (a.1 - y) * (b.1 - y) < 0.0 {
                xs.push(a.0 + (b.0 - a.0) * (y - a.1) / (b.1 - a.1));
            }
        }
    }
    let x0 = xs.iter().copied().reduce(f32::min)?;
    let x1 = xs.iter().copied().reduce(f32::max)?;
    Some((x0, x1))
}

/// The room of the caption under a player's points.
const COUNT_ROOM: f32 = 80.0;
/// The room of the neutral colours' caption (and of "none").
const NEUTRAL_ROOM: f32 = 150.0;
/// The room of the status line, and the smallest size it shrinks to.
const STATUS_ROOM: f32 = WIDTH as f32 - 16.0;
const STATUS_SMALLEST: f32 = STATUS_FONT - 4.0;

/// Where the tag of `player`'s card starts, and the room for its text:
/// beside the claims, left of the points and their caption.
fn tag_room(player: Player) -> (f32, f32) {
    let b = card_box(player);
    let left = claim_token_center(player, 1).0 + TOKEN_BIG_R + 12.0;
    let number_x = b.2 - 44.0;
    (
        left,
        number_x - COUNT_ROOM / 2.0 - 4.0 - left - 2.0 * TAG_INSET,
    )
}

/// The room of the variant's name, right of the neutral colours' caption
/// (`label` wide at `size`) and their `n` tokens.
fn variant_room(label: f32, n: usize) -> f32 {
    let step = 2.0 * TOKEN_SMALL_R + 6.0;
    WIDTH as f32 - 8.0 - (8.0 + label + 10.0 + step * n as f32) - 16.0
}

/// A caption of the strip and its size, from [`SMALL_FONT`] down to fit
/// `room` (see [`shrunk`]). Chinese characters start a fifth larger: their
/// strokes need more pixels than Latin capitals to stay legible on a phone.
fn caption(text: &str, room: f32) -> (f32, String) {
    let cjk = text.chars().any(|c| super::draw::font().draws_from_cjk(c));
    let size = if cjk { SMALL_FONT * 1.2 } else { SMALL_FONT };
    shrunk(size, text, room, SMALLEST_CAPTION)
}

/// The strip: each player's card (name, claims, points, whose turn or the
/// winner), the neutral colours, the variant, and the status line, in
/// `words`. A caption longer in one language than in another shrinks to
/// its room before it is cut.
fn draw_strip(cv: &mut Canvas, view: &BoardView<'_>, words: &PictureWords) {
    let (position, last) = (view.position, view.last);
    let claimed = last.and_then(|l| l.claim);
    let a = assets();
    let status = view.status();
    let mut card_names = [String::new(), String::new()];
    for player in [Player::One, Player::Two] {
        let b = card_box(player);
        for (i, c) in position.claims(player).iter().enumerate() {
            let centre = claim_token_center(player, i);
            if claimed == Some(c) {
                put_centered(cv, &a.claim_ring, centre);
            }
            put_centered(cv, &a.token_big[c as usize], centre);
        }
        // The first tie-break number: points, or 5-stacks in the variant.
        let (value, counted) = match position.variant() {
            Variant::Standard => (position.points(player), &words.points),
            Variant::SixStack => (position.score(player)[0], &words.five_stacks),
        };
        let number_x = b.2 - 44.0;
        cached_text(
            cv,
            34.0,
            number_x,
            b.1 + 58.0,
            Align::Center,
            TEXT,
            &value.to_string(),
        );
        // Under the number, as wide as the room right of the tag.
        let (size, counted) = caption(counted, COUNT_ROOM);
        cached_text(
            cv,
            size,
            number_x,
            b.3 - 14.0,
            Align::Center,
            TEXT_DIM,
            &counted,
        );
        let tag = if status.is_over() {
            (status.winner() == Some(player)).then_some(&words.winner)
        } else {
            (status.to_move() == Some(player)).then_some(&words.to_move)
        };
        let mut name_room = b.2 - b.0 - 28.0;
        if let Some(tag) = tag {
            put(cv, &a.card_frame, b.0 - PAD, b.1 - PAD);
            let (left, room) = tag_room(player);
            let (size, tag) = caption(tag, room);
            let pill = cached(Cached::Tag(tag.clone(), size.to_bits()), || {
                tag_sprite(&tag, size)
            });
            put(cv, &pill, left - PAD, b.3 - 27.0 - TAG_H / 2.0 - PAD);
        } else if status.winner().is_some() {
            put(cv, &a.card_shade, b.0 - PAD, b.1 - PAD);
        }
        name_room = name_room.min(number_x - 30.0 - b.0 - 14.0);
        let name = fit(NAME_FONT, &view.shown_name(player, words), name_room);
        let (nx, ny) = name_anchor(player);
        cached_text(cv, NAME_FONT, nx, ny, Align::Left, TEXT, &name);
        card_names[player.index()] = name;
    }
    // Under the cards: the neutral colours on the left, the variant on the
    // right, then the status line.
    let (size, label) = caption(&words.neutral, NEUTRAL_ROOM);
    cached_text(cv, size, 8.0, INFO_Y, Align::Left, TEXT_DIM, &label);
    let neutral: Vec<Color> = position.neutral_colors().collect();
    let step = 2.0 * TOKEN_SMALL_R + 6.0;
    let x0 = 8.0 + text_width(size, &label) + 10.0 + TOKEN_SMALL_R;
    for (i, c) in neutral.iter().enumerate() {
        put_centered(
            cv,
            &a.token_small[*c as usize],
            (x0 + step * i as f32, INFO_Y),
        );
    }
    let mut room = variant_room(text_width(size, &label), neutral.len());
    if neutral.is_empty() {
        let (size, none) = caption(&words.no_neutral, NEUTRAL_ROOM);
        cached_text(
            cv,
            size,
            x0 - TOKEN_SMALL_R,
            INFO_Y,
            Align::Left,
            TEXT_DIM,
            &none,
        );
        room -= text_width(size, &none);
    }
    let variant = match position.variant() {
        Variant::Standard => &words.variants[0],
        Variant::SixStack => &words.variants[1],
    };
    let (size, variant) = caption(variant, room);
    cached_text(
        cv,
        size,
        WIDTH as f32 - 8.0,
        INFO_Y,
        Align::Right,
        TEXT_DIM,
        &variant,
    );
    // A line too long even at its smallest names the players as their
    // cards do (long names cut), so that the end of the sentence (how the
    // game ended) stays.
    let mut line = view.status_line(words);
    if text_width(STATUS_SMALLEST, &line) > STATUS_ROOM {
        line = view.status_line_naming(words, [&card_names[0], &card_names[1]]);
    }
    let (size, line) = shrunk(STATUS_FONT, &line, STATUS_ROOM, STATUS_SMALLEST);
    let color: Rgb = match status {
        Status::Won(..) | Status::Draw => HIGHLIGHT,
        _ => TEXT,
    };
    cached_text(
        cv,
        size,
        WIDTH as f32 / 2.0,
        STATUS_Y,
        Align::Center,
        color,
        &line,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Msg};

    /// Every word of the strip, in every language, fits its room whole
    /// (shrunk at most to the smallest size, never cut): the tags, the
    /// captions, the variants beside all five neutral colours, and the
    /// status lines and a puzzle's tasks with two names of eight letters.
    #[test]
    fn every_word_of_the_strip_fits_its_room_in_every_language() {
        for lang in Lang::ALL {
            let w = lang.picture_words();
            let whole = |text: &str, (size, shown): (f32, String)| {
                assert_eq!(shown, text, "{} is cut at {size}", lang.code());
            };
            for player in [Player::One, Player::Two] {
                let (_, room) = tag_room(player);
                whole(&w.to_move, caption(&w.to_move, room));
                whole(&w.winner, caption(&w.winner, room));
            }
            whole(&w.points, caption(&w.points, COUNT_ROOM));
            whole(&w.five_stacks, caption(&w.five_stacks, COUNT_ROOM));
            let (size, neutral) = caption(&w.neutral, NEUTRAL_ROOM);
            whole(&w.neutral, (size, neutral.clone()));
            let room = variant_room(text_width(size, &neutral), 5);
            for v in &w.variants {
                whole(v, caption(v, room));
            }
            let names = ["Mathilde", "Bérénice"];
            let s = &w.status;
            let mut lines: Vec<String> = s
                .phrases()
                .iter()
                .map(|p| p.fill(names[0], names[1]))
                .collect();
            lines.extend([s.draw.clone(), s.aborted.clone()]);
            for id in ["picture-puzzle-task-win", "picture-puzzle-task-draw"] {
                lines.push(lang.render(&Msg::new(id).arg("turns", 3)));
            }
            for line in lines {
                let fitted = shrunk(STATUS_FONT, &line, STATUS_ROOM, STATUS_SMALLEST);
                whole(&line, fitted);
            }
        }
    }
}
