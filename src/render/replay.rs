//! A whole game as an animated GIF: the start position, then one frame per
//! turn (a claim is shown together with the move that follows it), each with
//! that turn highlighted.
//!
//! All frames are drawn in the pictures' 256-colour palette (see `palette`),
//! so every frame shows exactly the colours of the still pictures, and are
//! written whole by `image`'s GIF encoder.

use image::codecs::gif::{GifEncoder, Repeat};
use image::imageops;
use image::{Delay, Frame};

use crate::engine::{Action, LastTurn, Position, turns};

use super::RenderError;
use super::board;
use super::palette::palette;

/// Discord's upload limit without boosts is 10 MiB; stay well below it.
pub const GIF_MAX_BYTES: usize = 8 * 1024 * 1024;

/// Frame delays in milliseconds: the start, each turn, the last.
const DELAY_START: u32 = 2000;
const DELAY_TURN: u32 = 1400;
const DELAY_LAST: u32 = 5000;

/// Every frame's position and highlight: the start, then each turn of the
/// game (an unfinished last turn, a claim alone, too), each action checked.
fn frames(start: &Position, actions: &[Action]) -> Result<Vec<(Position, LastTurn)>, RenderError> {
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

/// The GIF encoder's trade between colour quality and speed (1 best, 30
/// fastest). Its colour quantiser only runs on a frame of more than 256
/// colours, and the frames given to it hold only the palette's; were that to
/// change, this is the only setting fast enough (measured in the README).
const GIF_SPEED: i32 = 30;

/// The frames in the shared palette's colours, through `image`'s GIF encoder.
/// It writes every frame whole (it keeps no frame offsets and clears each
/// frame before the next), which makes the file a little larger and the
/// encoding slower than storing only what changed.
fn encode(frames: &[(Position, LastTurn)], halve: bool) -> Result<Vec<u8>, RenderError> {
    let err = |e: image::ImageError| RenderError::Encode(e.to_string());
    let pal = palette();
    let (w, h) = if halve {
        (super::WIDTH / 2, super::HEIGHT / 2)
    } else {
        (super::WIDTH, super::HEIGHT)
    };
    let mut out = Vec::new();
    let mut enc = GifEncoder::new_with_speed(&mut out, GIF_SPEED);
    enc.set_repeat(Repeat::Infinite).map_err(err)?;
    for (i, (pos, last)) in frames.iter().enumerate() {
        let highlight = (i > 0).then_some(last);
        let picture = board::draw(pos, highlight);
        let indices = if halve {
            pal.quantize(&imageops::thumbnail(&picture, w, h))
        } else {
            super::indices_over_background(&picture)
        };
        let delay = if i + 1 == frames.len() {
            DELAY_LAST
        } else if i == 0 {
            DELAY_START
        } else {
            DELAY_TURN
        };
        let frame = Frame::from_parts(
            pal.image(&indices, w, h),
            0,
            0,
            Delay::from_numer_denom_ms(delay, 1),
        );
        enc.encode_frame(frame).map_err(err)?;
    }
    // The encoder writes the GIF's trailer when it is dropped.
    drop(enc);
    Ok(out)
}
