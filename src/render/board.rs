//! Drawing one position: the static board (background, lines, labels, the
//! strip's frame) is drawn once and cached; each picture copies it and adds
//! the highlights of the last turn, the towers and the strip's contents.
//!
//! Towers are assembled from sprites (one per colour for a lower piece and
//! for a top piece, the height badges, the colour tokens), also drawn once,
//! so a picture costs a copy of the background and a few hundred small blits.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use ab_glyph::FontRef;

use crate::engine::{Color, Outcome, POINT_COUNT, Player, Point, Position, Variant};

use super::LastTurn;
use super::canvas::{
    Align, Canvas, Rgb, Sprite, convex_polygon_sdf, disc, ellipse, fill_sdf, line, ring,
    rounded_rect, rounded_rect_outline, text,
};
use super::layout::{BOARD_PAD, center, hull, piece_box, tower_base};
use super::theme::*;

static FONT_BYTES: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// The embedded font.
pub(crate) fn font() -> &'static FontRef<'static> {
    static FONT: OnceLock<FontRef<'static>> = OnceLock::new();
    FONT.get_or_init(|| FontRef::try_from_slice(FONT_BYTES).expect("the bundled font parses"))
}

/// Everything drawn once.
struct Assets {
    background: Canvas,
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
}

const PAD: i32 = 2;
const TOKEN_BIG_R: f32 = 21.0;
const TOKEN_SMALL_R: f32 = 15.0;

/// The player cards of the strip: left edge, top, right edge, bottom.
pub(crate) fn card_box(player: Player) -> (f32, f32, f32, f32) {
    let w = 300.0;
    let (top, bottom) = (14.0, STRIP - 10.0);
    match player {
        Player::One => (16.0, top, 16.0 + w, bottom),
        Player::Two => (WIDTH as f32 - 16.0 - w, top, WIDTH as f32 - 16.0, bottom),
    }
}

/// Centre of the `i`-th claim token of a player's card.
pub(crate) fn claim_token_center(player: Player, i: usize) -> (f32, f32) {
    let b = card_box(player);
    (b.0 + 36.0 + i as f32 * 54.0, b.3 - 33.0)
}

/// The board without anything that depends on the position.
pub(crate) fn background_canvas() -> &'static Canvas {
    &assets().background
}

/// Text drawn per picture comes from a small set of strings (numbers,
/// captions, point names): each is rasterised once into a sprite.
fn cached_text(cv: &mut Canvas, size: f32, x: f32, cy: f32, align: Align, color: Rgb, txt: &str) {
    type Key = (String, u32, Rgb);
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Sprite>>>> = OnceLock::new();
    let key = (txt.to_string(), size.to_bits(), color);
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let sprite = {
        let mut map = cache
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        Arc::clone(map.entry(key).or_insert_with(|| {
            let w = super::canvas::text_width(font(), size, txt).ceil() + 2.0 * PAD as f32;
            let h = (2.0 * size).ceil();
            let mut s = Sprite::new(w as u32, h as u32);
            text(
                &mut s,
                font(),
                size,
                PAD as f32,
                size,
                Align::Left,
                color,
                txt,
            );
            Arc::new(s.finish())
        }))
    };
    let w = sprite.width as f32 - 2.0 * PAD as f32;
    let left = match align {
        Align::Left => x,
        Align::Center => x - w / 2.0,
        Align::Right => x - w,
    };
    cv.blit(
        &sprite,
        (left - PAD as f32).round() as i32,
        (cy - size).round() as i32,
    );
}

fn assets() -> &'static Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(build_assets)
}

fn build_assets() -> Assets {
    let lower = Color::ALL.map(|c| piece_sprite(c, false));
    let top = Color::ALL.map(|c| piece_sprite(c, true));
    let mut badge: [Option<Sprite>; 7] = Default::default();
    let mut badge_full: [Option<Sprite>; 7] = Default::default();
    for h in 2..=6 {
        badge[h] = Some(badge_sprite(h, false));
        badge_full[h] = Some(badge_sprite(h, true));
    }
    let mut shadow = Sprite::new(TOWER_W as u32 + 16, 16);
    let c = (shadow.width as f32 / 2.0, 8.0);
    ellipse(&mut shadow, c, TOWER_W / 2.0 + 5.0, 6.0, SHADOW, 0.45);
    Assets {
        background: background(),
        lower,
        top,
        shadow: shadow.finish(),
        badge,
        badge_full,
        token_big: Color::ALL.map(|c| token_sprite(c, TOKEN_BIG_R, 20.0)),
        token_small: Color::ALL.map(|c| token_sprite(c, TOKEN_SMALL_R, 15.0)),
        card_frame: card_frame_sprite(),
    }
}

fn piece_sprite(c: Color, is_top: bool) -> Sprite {
    let style = piece_style(c);
    let h = if is_top { TOP_H } else { LOWER_H };
    let mut s = Sprite::new(TOWER_W as u32 + 2 * PAD as u32, h as u32 + 2 * PAD as u32);
    let p = PAD as f32;
    let b = (p, p, p + TOWER_W, p + h);
    let r = if is_top { 9.0 } else { 5.0 };
    rounded_rect(&mut s, b, r, style.fill, 1.0);
    // A darker lower band gives each disc some thickness.
    let band = if is_top { 6.0 } else { 3.5 };
    fill_sdf(&mut s, b, style.edge, 0.35, |x, y| {
        super::canvas::rounded_rect_sdf(x, y, b, r).max(b.3 - band - y)
    });
    if is_top {
        // A soft sheen on the top piece.
        fill_sdf(&mut s, b, [255, 255, 255], 0.16, |x, y| {
            super::canvas::rounded_rect_sdf(x, y, b, r).max(y - (b.1 + 7.0))
        });
    }
    rounded_rect_outline(
        &mut s,
        b,
        r,
        if is_top { 2.0 } else { 1.5 },
        style.edge,
        1.0,
    );
    let font = font();
    let (size, cy) = if is_top {
        (TOP_FONT, p + h / 2.0 - 1.0)
    } else {
        (LOWER_FONT, p + h / 2.0 - 0.5)
    };
    text(
        &mut s,
        font,
        size,
        p + TOWER_W / 2.0,
        cy,
        Align::Center,
        style.letter,
        &c.letter().to_string(),
    );
    s.finish()
}

fn card_frame_sprite() -> Sprite {
    let b = card_box(Player::One);
    let (w, h) = (b.2 - b.0, b.3 - b.1);
    let mut s = Sprite::new(w as u32 + 2 * PAD as u32, h as u32 + 2 * PAD as u32);
    let p = PAD as f32;
    rounded_rect_outline(&mut s, (p, p, p + w, p + h), 14.0, 3.0, HIGHLIGHT, 1.0);
    s.finish()
}

fn badge_sprite(height: usize, full: bool) -> Sprite {
    let d = (2.0 * BADGE_R) as u32 + 2 * PAD as u32;
    let mut s = Sprite::new(d, d);
    let c = (d as f32 / 2.0, d as f32 / 2.0);
    let (fill, edge, ink) = if full {
        (BADGE_EDGE, BADGE, BADGE)
    } else {
        (BADGE, BADGE_EDGE, TEXT)
    };
    disc(&mut s, c, BADGE_R, fill, 1.0);
    ring(&mut s, c, BADGE_R - 0.75, 1.5, edge, 1.0);
    text(
        &mut s,
        font(),
        BADGE_FONT,
        c.0,
        c.1,
        Align::Center,
        ink,
        &height.to_string(),
    );
    s.finish()
}

fn token_sprite(c: Color, r: f32, size: f32) -> Sprite {
    let style = piece_style(c);
    let d = (2.0 * r) as u32 + 2 * PAD as u32;
    let mut s = Sprite::new(d, d);
    let m = (d as f32 / 2.0, d as f32 / 2.0);
    disc(&mut s, m, r, style.fill, 1.0);
    ring(&mut s, m, r - 1.0, 2.0, style.edge, 1.0);
    text(
        &mut s,
        font(),
        size,
        m.0,
        m.1,
        Align::Center,
        style.letter,
        &c.letter().to_string(),
    );
    s.finish()
}

/// The unchanging part of every picture.
fn background() -> Canvas {
    let mut cv = Canvas::new(WIDTH, HEIGHT, BACKGROUND);
    let font = font();
    // The board: the points' hexagon, widened and rounded.
    let hex = hull();
    let pad = BOARD_PAD;
    let (x0, y0) = (hex[0].0 - pad, hex[4].1 - pad);
    let (x1, y1) = (hex[3].0 + pad, hex[1].1 + pad);
    fill_sdf(&mut cv, (x0, y0, x1, y1), BOARD, 1.0, |x, y| {
        convex_polygon_sdf(x, y, &hex) - pad
    });
    fill_sdf(&mut cv, (x0, y0, x1, y1), BOARD_EDGE, 1.0, |x, y| {
        (convex_polygon_sdf(x, y, &hex) - pad + 1.5).abs() - 1.5
    });
    // Lines between neighbours (each edge once).
    for p in Point::ALL {
        for d in crate::engine::Direction::ALL {
            if let Some(q) = p.neighbour(d)
                && p < q
            {
                line(&mut cv, center(p), center(q), 2.5, LINE, 1.0);
            }
        }
    }
    for p in Point::ALL {
        let c = center(p);
        disc(&mut cv, c, 4.5, POINT_DOT, 1.0);
        text(
            &mut cv,
            font,
            LABEL_FONT,
            c.0 - TOWER_W / 2.0 - 5.0,
            c.1,
            Align::Right,
            LABEL,
            &p.to_string(),
        );
    }
    // The strip: two player cards and the titles.
    for player in [Player::One, Player::Two] {
        let b = card_box(player);
        rounded_rect(&mut cv, b, 14.0, CARD, 1.0);
        rounded_rect_outline(&mut cv, b, 14.0, 1.5, CARD_EDGE, 1.0);
        text(
            &mut cv,
            font,
            17.0,
            b.0 + 16.0,
            b.1 + 22.0,
            Align::Left,
            TEXT,
            &format!("PLAYER {}", player.number()),
        );
        for i in 0..2 {
            ring(
                &mut cv,
                claim_token_center(player, i),
                TOKEN_BIG_R - 1.0,
                2.0,
                CARD_EDGE,
                1.0,
            );
        }
    }
    text(
        &mut cv,
        font,
        12.0,
        WIDTH as f32 / 2.0,
        30.0,
        Align::Center,
        TEXT_DIM,
        "NEUTRAL",
    );
    cv
}

/// Draws `position` with the last turn highlighted.
pub(crate) fn draw(position: &Position, last: Option<&LastTurn>) -> Canvas {
    let a = assets();
    let mut cv = a.background.clone();
    let over = match last {
        Some(last) => draw_highlight(&mut cv, position, &last.path),
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
        cv.blit(
            &a.shadow,
            (cx - a.shadow.width as f32 / 2.0).round() as i32,
            (base - 8.0 + 2.0).round() as i32,
        );
        for (level, color) in stack.pieces().enumerate() {
            let b = piece_box(p, level, h);
            let sprite = if level + 1 == h {
                &a.top[color as usize]
            } else {
                &a.lower[color as usize]
            };
            cv.blit(sprite, b.0 as i32 - PAD, b.1.round() as i32 - PAD);
        }
        if h >= 2 {
            let b = piece_box(p, h - 1, h);
            let set = if h >= limit { &a.badge_full } else { &a.badge };
            if let Some(s) = &set[h] {
                let (bx, by) = (b.2 + 3.0, b.1 - 4.0);
                cv.blit(s, bx.round() as i32 - PAD, by.round() as i32 - PAD);
            }
        }
    }
    // Translucent, so the top piece beneath stays readable.
    for (from, to) in over {
        arrow(&mut cv, from, to, 0.55);
    }
    draw_strip(&mut cv, position, last);
    cv
}

/// Ring radius of the `i`-th of `n` points of a highlighted path.
fn ring_radius(i: usize, n: usize) -> f32 {
    if i + 1 == n {
        0.33 * UNIT
    } else if i == 0 {
        0.24 * UNIT
    } else {
        0.30 * UNIT
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
    let font = font();
    for (i, &p) in path.iter().enumerate() {
        let c = center(p);
        let r = ring_radius(i, n);
        let halo = if i + 1 == n {
            0.45
        } else if i == 0 {
            0.18
        } else {
            0.28
        };
        disc(cv, c, r, HIGHLIGHT, halo);
        ring(
            cv,
            c,
            r,
            if i == 0 || i + 1 == n { 4.0 } else { 3.0 },
            HIGHLIGHT,
            1.0,
        );
        if position.stack(p).is_empty() {
            disc(cv, c, 5.0, HIGHLIGHT, 1.0);
        }
        // The ring covers the label: write it again, on a dark chip.
        let label = p.to_string();
        let w = super::canvas::text_width(font, LABEL_FONT, &label);
        let x1 = c.0 - TOWER_W / 2.0 - 3.0;
        rounded_rect(
            cv,
            (x1 - w - 4.0, c.1 - 9.0, x1 + 1.0, c.1 + 9.0),
            5.0,
            BOARD,
            0.85,
        );
        cached_text(cv, LABEL_FONT, x1 - 2.0, c.1, Align::Right, TEXT, &label);
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

fn arrow(cv: &mut Canvas, start: (f32, f32), tip: (f32, f32), alpha: f32) {
    let (dx, dy) = (tip.0 - start.0, tip.1 - start.1);
    let len = (dx * dx + dy * dy).sqrt();
    if len < 1.0 {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let head_len = 22.0f32.min(len * 0.6);
    let head_w = 13.0;
    let neck = (tip.0 - ux * head_len, tip.1 - uy * head_len);
    line(cv, start, (neck.0 + ux, neck.1 + uy), 7.0, HIGHLIGHT, alpha);
    let head = [
        tip,
        (neck.0 - uy * head_w, neck.1 + ux * head_w),
        (neck.0 + uy * head_w, neck.1 - ux * head_w),
    ];
    super::canvas::convex_polygon(cv, &head, HIGHLIGHT, alpha);
}

/// The strip: claims, points, whose turn, neutral colours, variant, result.
fn draw_strip(cv: &mut Canvas, position: &Position, last: Option<&LastTurn>) {
    let claimed = last.and_then(|l| l.claim);
    let passed = last.is_some_and(|l| l.claim.is_none() && l.path.is_empty());
    let a = assets();
    let font = font();
    let outcome = position.outcome();
    for player in [Player::One, Player::Two] {
        let b = card_box(player);
        for (i, c) in position.claims(player).iter().enumerate() {
            let (x, y) = claim_token_center(player, i);
            let s = &a.token_big[c as usize];
            if claimed == Some(c) {
                ring(cv, (x, y), TOKEN_BIG_R + 5.0, 3.0, HIGHLIGHT, 1.0);
            }
            cv.blit(
                s,
                (x - s.width as f32 / 2.0).round() as i32,
                (y - s.height as f32 / 2.0).round() as i32,
            );
        }
        // The first tie-break number: points, or 5-stacks in the variant.
        let (value, caption) = match position.variant() {
            Variant::Standard => (position.points(player), "POINTS"),
            Variant::SixStack => (position.score(player)[0], "5-STACKS"),
        };
        cached_text(
            cv,
            36.0,
            b.2 - 56.0,
            b.3 - 40.0,
            Align::Center,
            TEXT,
            &value.to_string(),
        );
        cached_text(
            cv,
            11.0,
            b.2 - 56.0,
            b.3 - 12.0,
            Align::Center,
            TEXT_DIM,
            caption,
        );
        let tag = match outcome {
            Some(Outcome::Win(w)) if w == player => Some("WINNER"),
            Some(_) => None,
            None if position.to_move() == player => Some("TO MOVE"),
            None => None,
        };
        if let Some(tag) = tag {
            cv.blit(&a.card_frame, b.0 as i32 - PAD, b.1 as i32 - PAD);
            let w = super::canvas::text_width(font, 12.0, tag) + 18.0;
            let tb = (b.2 - 14.0 - w, b.1 + 11.0, b.2 - 14.0, b.1 + 33.0);
            rounded_rect(cv, tb, 11.0, HIGHLIGHT, 1.0);
            cached_text(
                cv,
                12.0,
                (tb.0 + tb.2) / 2.0,
                (tb.1 + tb.3) / 2.0,
                Align::Center,
                BACKGROUND,
                tag,
            );
        }
    }
    // Middle: the neutral colours, the variant, the result.
    let neutral: Vec<Color> = position.neutral_colors().collect();
    let mid = WIDTH as f32 / 2.0;
    let step = 2.0 * TOKEN_SMALL_R + 8.0;
    let x0 = mid - step * (neutral.len() as f32 - 1.0) / 2.0;
    for (i, c) in neutral.iter().enumerate() {
        let s = &a.token_small[*c as usize];
        let (x, y) = (x0 + step * i as f32, 60.0);
        cv.blit(
            s,
            (x - s.width as f32 / 2.0).round() as i32,
            (y - s.height as f32 / 2.0).round() as i32,
        );
    }
    if neutral.is_empty() {
        cached_text(cv, 13.0, mid, 60.0, Align::Center, TEXT_DIM, "none");
    }
    let variant = match position.variant() {
        Variant::Standard => "STANDARD GAME",
        Variant::SixStack => "SIX-STACK · SUDDEN DEATH",
    };
    cached_text(cv, 12.0, mid, 94.0, Align::Center, TEXT_DIM, variant);
    let status = match outcome {
        Some(Outcome::Win(p)) => format!("GAME OVER · PLAYER {} WINS", p.number()),
        Some(Outcome::Draw) => "GAME OVER · DRAW".to_string(),
        None if passed => format!(
            "PLAYER {} PASSED: NO LEGAL TURN",
            position.to_move().opponent().number()
        ),
        None if position.claimed_this_turn() => {
            format!(
                "PLAYER {} HAS CLAIMED, MOVES NEXT",
                position.to_move().number()
            )
        }
        None => String::new(),
    };
    if !status.is_empty() {
        let color: Rgb = if outcome.is_some() { HIGHLIGHT } else { TEXT };
        cached_text(cv, 13.0, mid, 114.0, Align::Center, color, &status);
    }
}
