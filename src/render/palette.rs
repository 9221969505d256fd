//! The pictures' 256-colour palette. An indexed PNG is less than half the
//! bytes of an RGB one and deflates faster, and the GIF needs a palette anyway.
//!
//! The palette is made once, deterministically: the theme's flat colours
//! first, then the most frequent colours of a few sample pictures (mostly
//! anti-aliased blends of those). A colour of the palette maps to itself
//! exactly (through a small hash table); any other colour to the entry nearest
//! to it (through a table indexed by the colour reduced to 5 bits a channel).

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::engine::{Action, Color, FastRng, Position, Variant};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

use super::board;
use super::view::BoardView;
use super::words::{ChartWords, Phrase, PictureWords, StatusWords};
use crate::engine::LastTurn;
use image::RgbaImage;

use super::draw::Rgb;
use super::theme;

pub(crate) struct Palette {
    /// 256 RGB entries.
    pub(crate) rgb: Vec<u8>,
    /// Nearest entry for each colour reduced to 5 bits a channel.
    nearest: Vec<u8>,
    /// Open-addressing table of the exact entries: `(rgb + 1, index)`,
    /// 0 marks a free slot.
    exact: Vec<(u32, u8)>,
}

const EXACT_BITS: u32 = 12;

fn hash(rgb: u32) -> usize {
    (rgb.wrapping_mul(2_654_435_761) >> (32 - EXACT_BITS)) as usize
}

fn pack(c: &[u8]) -> u32 {
    (u32::from(c[0]) << 16) | (u32::from(c[1]) << 8) | u32::from(c[2])
}

pub(crate) fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    PALETTE.get_or_init(build)
}

/// Sample pictures: a start position with a highlighted move, a game
/// part-way, and a finished six-stack game.
fn samples() -> Vec<RgbaImage> {
    let mut out = Vec::new();
    let mut rng = FastRng::seed_from_u64(7);
    for (seed, variant, steps) in [
        (1, Variant::Standard, 1),
        (2, Variant::Standard, 24),
        (3, Variant::SixStack, 1000),
    ] {
        let mut pos = Position::random_start(seed, variant);
        let mut last = None;
        for _ in 0..steps {
            let actions = pos.legal_actions();
            if actions.is_empty() {
                break;
            }
            let a = *actions.choose(&mut rng).expect("not empty");
            let mut turn = LastTurn::default();
            match a {
                Action::Move(m) => turn.path = pos.lyngk_path(&m).unwrap_or_default(),
                Action::Claim(c) => turn.claim = Some(c),
                Action::Pass => {}
            }
            pos.play_unchecked(a);
            last = Some(turn);
        }
        out.push(board::draw(
            &BoardView::new(&pos, last.as_ref()),
            &sample_words(),
        ));
    }
    out
}

/// The words the sample pictures are drawn with: the English of the
/// catalogue when the palette was made. The palette takes the colours of
/// their anti-aliased edges, the same in any language; keeping these words
/// keeps the palette, and so every picture, as it was.
fn sample_words() -> PictureWords {
    let phrase =
        |before: &str, after: &str| Phrase::new(format!("{before}{}{after}", Phrase::PLAYER));
    let won = |why: &str| phrase("Game over · ", &format!(" wins · {why}"));
    let won_over = |why: &str| {
        Phrase::new(format!(
            "Game over · {} wins · {}{why}",
            Phrase::PLAYER,
            Phrase::OTHER
        ))
    };
    PictureWords {
        points: "POINTS".into(),
        five_stacks: "5-STACKS".into(),
        to_move: "TO MOVE".into(),
        winner: "WINNER".into(),
        neutral: "NEUTRAL".into(),
        no_neutral: "none".into(),
        variants: ["STANDARD GAME".into(), "SIX-STACK · SUDDEN DEATH".into()],
        players: ["Player 1".into(), "Player 2".into()],
        status: StatusWords {
            to_move: phrase("", " to move"),
            claimed: phrase("", " has claimed, moves next"),
            passed: Phrase::new(format!(
                "{} had no move and passed · {} to move",
                Phrase::OTHER,
                Phrase::PLAYER
            )),
            won_count: won("no moves left"),
            won_six_stack: won("six-stack"),
            won_resigned: won_over(" resigned"),
            won_time: won_over(" ran out of time"),
            won_forfeit: won_over(" left the tournament"),
            draw: "Game over · draw · no moves left".into(),
            aborted: "Game aborted · no result".into(),
        },
        charts: ChartWords::default(),
    }
}

fn theme_colors() -> Vec<Rgb> {
    let mut v = vec![
        theme::BACKGROUND,
        theme::BOARD,
        theme::BOARD_EDGE,
        theme::LINE,
        theme::POINT_DOT,
        theme::LABEL,
        theme::TEXT,
        theme::TEXT_DIM,
        theme::CARD,
        theme::CARD_EDGE,
        theme::HIGHLIGHT,
        theme::BADGE,
        theme::BADGE_EDGE,
    ];
    for c in Color::ALL {
        let s = theme::piece_style(c);
        v.extend([s.fill, s.edge, s.letter]);
    }
    v
}

fn build() -> Palette {
    let mut entries: Vec<Rgb> = Vec::with_capacity(256);
    for c in theme_colors() {
        if !entries.contains(&c) {
            entries.push(c);
        }
    }
    let mut counts: HashMap<Rgb, u32> = HashMap::new();
    for picture in samples() {
        for px in picture.as_raw().chunks_exact(4) {
            *counts.entry([px[0], px[1], px[2]]).or_insert(0) += 1;
        }
    }
    let mut by_count: Vec<(Rgb, u32)> = counts.into_iter().collect();
    // Most frequent first; ties broken by colour so the palette is stable.
    by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    for (c, _) in by_count {
        if entries.len() == 256 {
            break;
        }
        if !entries.contains(&c) {
            entries.push(c);
        }
    }
    let used = entries.len();
    entries.resize(256, [0, 0, 0]);
    let nearest = (0..1u32 << 15)
        .map(|key| {
            let c = [
                ((key >> 10) & 31) * 8 + 4,
                ((key >> 5) & 31) * 8 + 4,
                (key & 31) * 8 + 4,
            ];
            let mut best = (u32::MAX, 0u8);
            for (i, e) in entries[..used].iter().enumerate() {
                let d: u32 = (0..3)
                    .map(|k| {
                        let v = c[k].abs_diff(u32::from(e[k]));
                        v * v
                    })
                    .sum();
                if d < best.0 {
                    best = (d, i as u8);
                }
            }
            best.1
        })
        .collect();
    let mut exact = vec![(0u32, 0u8); 1 << EXACT_BITS];
    for (i, e) in entries[..used].iter().enumerate() {
        let key = pack(e);
        let mut slot = hash(key);
        while exact[slot].0 != 0 {
            slot = (slot + 1) & ((1 << EXACT_BITS) - 1);
        }
        exact[slot] = (key + 1, i as u8);
    }
    Palette {
        rgb: entries.concat(),
        nearest,
        exact,
    }
}

impl Palette {
    fn index(&self, rgb: u32) -> u8 {
        let mut slot = hash(rgb);
        loop {
            let (k, i) = self.exact[slot];
            if k == rgb + 1 {
                return i;
            }
            if k == 0 {
                break;
            }
            slot = (slot + 1) & ((1 << EXACT_BITS) - 1);
        }
        let key = ((rgb >> 9) & 0x7c00) | ((rgb >> 6) & 0x3e0) | ((rgb >> 3) & 0x1f);
        self.nearest[key as usize]
    }

    /// The palette indices of an opaque picture's pixels.
    pub(crate) fn quantize(&self, picture: &RgbaImage) -> Vec<u8> {
        let mut out = Vec::with_capacity(picture.as_raw().len() / 4);
        // Pictures are mostly runs of one colour: remember the last lookup.
        let (mut last_rgb, mut last_idx) = (u32::MAX, 0u8);
        for px in picture.as_raw().chunks_exact(4) {
            let rgb = pack(px);
            if rgb != last_rgb {
                last_idx = self.index(rgb);
                last_rgb = rgb;
            }
            out.push(last_idx);
        }
        out
    }

    /// The picture `indices` stand for, in the palette's colours.
    #[cfg(test)]
    pub(crate) fn image(&self, indices: &[u8], width: u32, height: u32) -> RgbaImage {
        let mut raw = Vec::with_capacity(indices.len() * 4);
        for &i in indices {
            let c = &self.rgb[usize::from(i) * 3..][..3];
            raw.extend_from_slice(&[c[0], c[1], c[2], 255]);
        }
        RgbaImage::from_raw(width, height, raw).expect("one index per pixel")
    }

    /// The palette indices of a picture that differs from `background`,
    /// whose indices are `background_indices`, only in the blocks marked in
    /// `dirty` (see [`super::draw::Canvas`]); a marked block whose pixels
    /// are still the background's keeps its indices.
    pub(crate) fn quantize_blocks(
        &self,
        picture: &RgbaImage,
        dirty: &[u64],
        background: &RgbaImage,
        background_indices: &[u8],
    ) -> Vec<u8> {
        let w = picture.width() as usize;
        let block = super::draw::BLOCK as usize;
        let (raw, bg) = (picture.as_raw(), background.as_raw());
        let mut out = background_indices.to_vec();
        let (mut last_rgb, mut last_idx) = (u32::MAX, 0u8);
        for (y, &bits) in dirty.iter().enumerate() {
            let mut b = bits;
            while b != 0 {
                let x0 = b.trailing_zeros() as usize * block;
                b &= b - 1;
                let x1 = (x0 + block).min(w);
                let bytes = (y * w + x0) * 4..(y * w + x1) * 4;
                if raw[bytes.clone()] == bg[bytes.clone()] {
                    continue;
                }
                let pixels = raw[bytes].chunks_exact(4);
                for (o, px) in out[y * w + x0..y * w + x1].iter_mut().zip(pixels) {
                    let rgb = pack(px);
                    if rgb != last_rgb {
                        last_idx = self.index(rgb);
                        last_rgb = rgb;
                    }
                    *o = last_idx;
                }
            }
        }
        out
    }

    /// The palette indices of a picture drawn over `background`, whose
    /// indices are `background_indices`: only the runs of 16 pixels that
    /// differ from the background are looked up.
    #[cfg(test)]
    pub(crate) fn quantize_over(
        &self,
        picture: &RgbaImage,
        background: &RgbaImage,
        background_indices: &[u8],
    ) -> Vec<u8> {
        const RUN: usize = 16;
        let mut out = background_indices.to_vec();
        let (mut last_rgb, mut last_idx) = (u32::MAX, 0u8);
        let runs = picture
            .as_raw()
            .chunks(RUN * 4)
            .zip(background.as_raw().chunks(RUN * 4));
        for (i, (run, bg)) in runs.enumerate() {
            if run == bg {
                continue;
            }
            for (j, px) in run.chunks_exact(4).enumerate() {
                let rgb = pack(px);
                if rgb != last_rgb {
                    last_idx = self.index(rgb);
                    last_rgb = rgb;
                }
                out[i * RUN + j] = last_idx;
            }
        }
        out
    }
}
