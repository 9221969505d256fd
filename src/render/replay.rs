//! A whole game as an animated GIF: the start position, then one frame per
//! turn (a claim is shown together with the move that follows it), each with
//! that turn highlighted.
//!
//! All frames are drawn in the pictures' 256-colour palette (see `palette`),
//! so every frame shows exactly the colours of the still pictures. After the
//! first, each frame stores only the rectangle that changed (see [`encode`]).

use std::borrow::Cow;

use image::imageops;

use crate::engine::{Action, LastTurn, Position, turns};

use super::RenderError;
use super::palette::palette;
use super::view::{BoardView, Stopped};
use super::words::PictureWords;
use super::{board, indexed};

/// Discord's upload limit without boosts is 10 MiB; stay well below it.
pub const GIF_MAX_BYTES: usize = 8 * 1024 * 1024;

/// Frame delays in milliseconds: the start, each turn, the last.
const DELAY_START: u32 = 2000;
const DELAY_TURN: u32 = 1400;
const DELAY_LAST: u32 = 5000;

/// Every frame's position and highlight: the start, then each turn of the
/// game (an unfinished last turn, a claim alone, too), each action checked.
pub(super) fn frames(
    start: &Position,
    actions: &[Action],
) -> Result<Vec<(Position, LastTurn)>, RenderError> {
    let mut out = vec![(start.clone(), LastTurn::default())];
    for turn in turns(start, actions) {
        let turn = turn.map_err(|e| RenderError::IllegalAction {
            number: e.index + 1,
            action: e.action.to_string(),
            reason: e.reason,
        })?;
        out.push((turn.after, turn.marks));
    }
    Ok(out)
}

/// The game from `start` through `actions` as an animated GIF: the start
/// position, then one frame per turn (a claim and its move make one turn; a
/// claim at the very end of the log gets a frame of its own). Frames show for
/// 1.4 s, the first for 2 s and the last for 5 s; the animation loops. The
/// strip names the players `names` and speaks in `words`; the last frame
/// shows `ending` when the game ended in a way its position does not show.
///
/// # Errors
/// [`RenderError::IllegalAction`] for the first illegal action;
/// [`RenderError::TooLarge`] if even half-size frames exceed
/// [`GIF_MAX_BYTES`]; [`RenderError::Encode`] if the encoder fails.
pub fn replay_gif(
    start: &Position,
    actions: &[Action],
    names: [&str; 2],
    ending: Option<Stopped>,
    words: &PictureWords,
) -> Result<Vec<u8>, RenderError> {
    let frames = frames(start, actions)?;
    let looks = Looks {
        names,
        ending,
        words,
    };
    let full = encode(&frames, false, looks)?;
    if full.len() <= GIF_MAX_BYTES {
        return Ok(full);
    }
    let small = encode(&frames, true, looks)?;
    if small.len() <= GIF_MAX_BYTES {
        return Ok(small);
    }
    Err(RenderError::TooLarge {
        bytes: small.len(),
        limit: GIF_MAX_BYTES,
    })
}

/// The frames in the shared palette's colours, through the `gif` crate.
///
/// The first frame is the whole picture; each later one only the smallest
/// rectangle holding every pixel that differs from the frame before, drawn
/// over it (disposal "keep"), with the pixels of that rectangle that did not
/// change written as a transparent index, so that they stay as they were and
/// compress to long runs. The transparent index is one the frame's changed
/// pixels don't use (a turn changes a few stacks, a few rings and the side
/// strip: never all 256 colours); should every index be used, the rectangle
/// is written opaque. All frames share the one global palette.
///
/// `image`'s GIF encoder can't do this: it writes every frame whole (it drops
/// a frame's offset and clears each frame before the next).
pub(super) fn encode(
    frames: &[(Position, LastTurn)],
    halve: bool,
    looks: Looks<'_>,
) -> Result<Vec<u8>, RenderError> {
    let err = |e: gif::EncodingError| RenderError::Encode(e.to_string());
    let pal = palette();
    let (w, h) = if halve {
        (super::WIDTH / 2, super::HEIGHT / 2)
    } else {
        (super::WIDTH, super::HEIGHT)
    };
    let (gw, gh) = (gif_size(w)?, gif_size(h)?);
    let mut out = Vec::new();
    let mut enc = gif::Encoder::new(&mut out, gw, gh, &pal.rgb).map_err(err)?;
    enc.set_repeat(gif::Repeat::Infinite).map_err(err)?;
    let mut previous: Option<Vec<u8>> = None;
    let mut patch = Vec::new();
    for (i, (pos, last)) in frames.iter().enumerate() {
        let view = looks.view(pos, last, i, frames.len());
        let indices = if halve {
            pal.quantize(&imageops::thumbnail(&board::draw(&view, looks.words), w, h))
        } else {
            indexed::draw_indices(&view, looks.words)
        };
        let delay_ms = if i + 1 == frames.len() {
            DELAY_LAST
        } else if i == 0 {
            DELAY_START
        } else {
            DELAY_TURN
        };
        let mut frame = gif::Frame {
            // In hundredths of a second.
            delay: (delay_ms / 10) as u16,
            dispose: gif::DisposalMethod::Keep,
            ..gif::Frame::default()
        };
        match &previous {
            None => {
                frame.width = gw;
                frame.height = gh;
                frame.buffer = Cow::Borrowed(&indices);
            }
            Some(before) => {
                let rect = changed_rect(before, &indices, w as usize);
                frame.transparent = patch_of(before, &indices, w as usize, rect, &mut patch);
                // Inside the picture, whose sides fit a u16.
                frame.left = rect.left as u16;
                frame.top = rect.top as u16;
                frame.width = rect.width as u16;
                frame.height = rect.height as u16;
                frame.buffer = Cow::Borrowed(&patch);
            }
        }
        enc.write_frame(&frame).map_err(err)?;
        drop(frame);
        previous = Some(indices);
    }
    enc.into_inner().map_err(err)?;
    Ok(out)
}

/// What every frame shows beyond its position: the names, the ending on
/// the last, and the words of the strip.
#[derive(Clone, Copy, Debug)]
pub(super) struct Looks<'a> {
    pub(super) names: [&'a str; 2],
    pub(super) ending: Option<Stopped>,
    pub(super) words: &'a PictureWords,
}

impl<'a> Looks<'a> {
    /// The view of frame `i` of `n`: the start without a highlight.
    pub(super) fn view(
        self,
        pos: &'a Position,
        last: &'a LastTurn,
        i: usize,
        n: usize,
    ) -> BoardView<'a> {
        BoardView::new(pos, (i > 0).then_some(last))
            .named(self.names)
            .ended(self.ending.filter(|_| i + 1 == n))
    }
}

fn gif_size(n: u32) -> Result<u16, RenderError> {
    u16::try_from(n).map_err(|_| RenderError::Encode(format!("{n} pixels is too large for a GIF")))
}

/// A rectangle of a frame, in pixels.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Rect {
    pub(super) left: usize,
    pub(super) top: usize,
    pub(super) width: usize,
    pub(super) height: usize,
}

/// The smallest rectangle holding every pixel where `before` and `after`
/// (rows of `width` indices) differ; a single pixel at the origin when they
/// are equal (a GIF frame can't be empty).
pub(super) fn changed_rect(before: &[u8], after: &[u8], width: usize) -> Rect {
    let (mut left, mut right) = (usize::MAX, 0);
    let (mut top, mut bottom) = (usize::MAX, 0);
    for (y, (b, a)) in before
        .chunks_exact(width)
        .zip(after.chunks_exact(width))
        .enumerate()
    {
        if b == a {
            continue;
        }
        let first = b.iter().zip(a).position(|(x, y)| x != y).unwrap_or(0);
        let from_end = b
            .iter()
            .rev()
            .zip(a.iter().rev())
            .position(|(x, y)| x != y)
            .unwrap_or(0);
        left = left.min(first);
        right = right.max(width - 1 - from_end);
        top = top.min(y);
        bottom = y;
    }
    if top == usize::MAX {
        return Rect {
            left: 0,
            top: 0,
            width: 1,
            height: 1,
        };
    }
    Rect {
        left,
        top,
        width: right + 1 - left,
        height: bottom + 1 - top,
    }
}

/// Fills `patch` with the pixels of `rect` in `after`, those equal in
/// `before` replaced by an index that no changed pixel uses, and returns that
/// index (`None`, and every pixel as it is, if the changed pixels use all
/// 256).
fn patch_of(
    before: &[u8],
    after: &[u8],
    width: usize,
    rect: Rect,
    patch: &mut Vec<u8>,
) -> Option<u8> {
    let rows = || {
        (rect.top..rect.top + rect.height).map(move |y| {
            let start = y * width + rect.left;
            (
                &before[start..start + rect.width],
                &after[start..start + rect.width],
            )
        })
    };
    let mut used = [false; 256];
    for (b, a) in rows() {
        for (&x, &y) in b.iter().zip(a) {
            if x != y {
                used[usize::from(y)] = true;
            }
        }
    }
    let transparent = used.iter().position(|u| !u).map(|i| i as u8);
    patch.clear();
    patch.reserve(rect.width * rect.height);
    for (b, a) in rows() {
        match transparent {
            Some(t) => patch.extend(b.iter().zip(a).map(|(&x, &y)| if x == y { t } else { y })),
            None => patch.extend_from_slice(a),
        }
    }
    transparent
}
