//! A whole game as an animated GIF: the start position, then one frame per
//! turn (a claim is shown together with the move that follows it), each with
//! that turn highlighted.
//!
//! All frames share the pictures' 256-colour palette (see `palette`). After
//! the first frame only the rectangle that changed is stored, which keeps a
//! long game to a few megabytes.

use crate::engine::{Action, Position};
use std::borrow::Cow;

use super::board;
use super::canvas::Canvas;
use super::palette::palette;
use super::{LastTurn, RenderError};

/// Discord's upload limit without boosts is 10 MiB; stay well below it.
pub const GIF_MAX_BYTES: usize = 8 * 1024 * 1024;

/// Frame delays in hundredths of a second: the start, each turn, the last.
const DELAY_START: u16 = 200;
const DELAY_TURN: u16 = 140;
const DELAY_LAST: u16 = 500;

/// Halves a picture by averaging 2×2 blocks.
fn half(cv: &Canvas) -> Canvas {
    let (w, h) = (cv.width / 2, cv.height / 2);
    let mut out = Canvas::new(w, h, [0, 0, 0]);
    for y in 0..h {
        for x in 0..w {
            let mut sum = [0u32; 3];
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                let p = cv.get(2 * x + dx, 2 * y + dy);
                for (s, v) in sum.iter_mut().zip(p) {
                    *s += u32::from(v);
                }
            }
            let i = ((y * w + x) * 3) as usize;
            for (o, s) in out.pixels[i..i + 3].iter_mut().zip(sum) {
                *o = ((s + 2) / 4) as u8;
            }
        }
    }
    out
}

/// Every frame's position and highlight, checking each action.
fn frames(start: &Position, actions: &[Action]) -> Result<Vec<(Position, LastTurn)>, RenderError> {
    let mut pos = start.clone();
    let mut out = vec![(pos.clone(), LastTurn::default())];
    let mut claim = None;
    for (i, &a) in actions.iter().enumerate() {
        pos.check(&a).map_err(|reason| RenderError::IllegalAction {
            number: i + 1,
            action: a.to_string(),
            reason,
        })?;
        let path = match a {
            Action::Move(m) => pos.lyngk_path(&m).unwrap_or_default(),
            Action::Claim(c) => {
                claim = Some(c);
                Vec::new()
            }
            Action::Pass => Vec::new(),
        };
        pos.play_unchecked(a);
        if a.ends_turn() {
            out.push((
                pos.clone(),
                LastTurn {
                    claim: claim.take(),
                    path,
                },
            ));
        }
    }
    if claim.is_some() {
        out.push((
            pos,
            LastTurn {
                claim,
                path: Vec::new(),
            },
        ));
    }
    Ok(out)
}

/// The game from `start` through `actions` as an animated GIF: the start
/// position, then one frame per turn (a claim and its move make one turn; a
/// claim at the very end of the log gets a frame of its own). Frames show for
/// 1.4 s, the first for 2 s and the last for 5 s; the animation loops.
///
/// # Errors
/// [`RenderError::IllegalAction`] for the first illegal action;
/// [`RenderError::TooLarge`] if even half-size frames exceed
/// [`GIF_MAX_BYTES`]; [`RenderError::Encode`] if the encoder fails.
pub fn replay_gif(start: &Position, actions: &[Action]) -> Result<Vec<u8>, RenderError> {
    let frames = frames(start, actions)?;
    let full = encode(&frames, false)?;
    if full.len() <= GIF_MAX_BYTES {
        return Ok(full);
    }
    let small = encode(&frames, true)?;
    if small.len() <= GIF_MAX_BYTES {
        return Ok(small);
    }
    Err(RenderError::TooLarge {
        bytes: small.len(),
        limit: GIF_MAX_BYTES,
    })
}

fn encode(frames: &[(Position, LastTurn)], halve: bool) -> Result<Vec<u8>, RenderError> {
    let pal = palette();
    let enc_err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let (w, h) = if halve {
        (super::WIDTH / 2, super::HEIGHT / 2)
    } else {
        (super::WIDTH, super::HEIGHT)
    };
    let mut out = Vec::new();
    let mut enc = gif::Encoder::new(&mut out, w as u16, h as u16, &pal.rgb).map_err(enc_err)?;
    enc.set_repeat(gif::Repeat::Infinite).map_err(enc_err)?;
    let mut prev: Option<Vec<u8>> = None;
    for (i, (pos, last)) in frames.iter().enumerate() {
        let highlight = (i > 0).then_some(last);
        let cv = board::draw(pos, highlight);
        let idx = if halve {
            pal.quantize(&half(&cv))
        } else {
            super::indices_over_background(&cv)
        };
        let delay = if i + 1 == frames.len() {
            DELAY_LAST
        } else if i == 0 {
            DELAY_START
        } else {
            DELAY_TURN
        };
        // Only the rectangle that changed since the previous frame.
        let (x0, y0, x1, y1) = match &prev {
            None => (0, 0, w, h),
            Some(p) => changed_box(p, &idx, w, h).unwrap_or((0, 0, 1, 1)),
        };
        let mut buf = Vec::with_capacity(((x1 - x0) * (y1 - y0)) as usize);
        for y in y0..y1 {
            let row = (y * w) as usize;
            buf.extend_from_slice(&idx[row + x0 as usize..row + x1 as usize]);
        }
        let frame = gif::Frame {
            delay,
            left: x0 as u16,
            top: y0 as u16,
            width: (x1 - x0) as u16,
            height: (y1 - y0) as u16,
            buffer: Cow::Owned(buf),
            ..gif::Frame::default()
        };
        enc.write_frame(&frame).map_err(enc_err)?;
        prev = Some(idx);
    }
    enc.into_inner().map_err(enc_err)?;
    Ok(out)
}

/// The bounding box `(x0, y0, x1, y1)` of the pixels that differ, if any.
fn changed_box(a: &[u8], b: &[u8], w: u32, h: u32) -> Option<(u32, u32, u32, u32)> {
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for y in 0..h {
        let row = (y * w) as usize;
        let (ra, rb) = (&a[row..row + w as usize], &b[row..row + w as usize]);
        if ra == rb {
            continue;
        }
        let first = ra.iter().zip(rb).position(|(p, q)| p != q).unwrap_or(0) as u32;
        let last = ra.iter().zip(rb).rposition(|(p, q)| p != q).unwrap_or(0) as u32;
        x0 = x0.min(first);
        x1 = x1.max(last + 1);
        y0 = y0.min(y);
        y1 = y + 1;
    }
    (x1 > x0).then_some((x0, y0, x1, y1))
}
