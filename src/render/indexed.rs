//! A board picture as indices into the pictures' palette, which the PNG and
//! the full-size frames of a replay are written from. The board's own
//! indices are cached; a picture maps only what was drawn over it.

use std::sync::{Mutex, OnceLock};

use super::board::{background_image, paint};
use super::draw::Canvas;
use super::palette::palette;
use super::view::BoardView;
use super::words::PictureWords;

/// The palette indices of the picture of `position` with the last turn
/// highlighted, its strip in `words` (the pixels of [`super::board::draw`],
/// mapped to the palette).
///
/// It draws on a canvas kept from an earlier picture, whose touched blocks
/// are first put back to the board, and maps only the blocks drawn on: the
/// rest are the board's, whose indices are cached. The canvases wait in a
/// list, one per picture being drawn at the same time.
pub(crate) fn draw_indices(view: &BoardView<'_>, words: &PictureWords) -> Vec<u8> {
    static CANVASES: Mutex<Vec<Canvas>> = Mutex::new(Vec::new());
    let background = background_image();
    let taken = CANVASES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .pop();
    // A canvas is only put back after a picture completed; one whose
    // drawing panicked is dropped, and restoring here covers both cases.
    let mut cv = taken.unwrap_or_else(|| Canvas::new(background.clone()));
    cv.restore(background);
    paint(&mut cv, view, words);
    let indices = palette().quantize_blocks(&cv.img, cv.dirty(), background, background_indices());
    CANVASES
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .push(cv);
    indices
}

/// The palette indices of the board without anything on it.
pub(crate) fn background_indices() -> &'static [u8] {
    static INDICES: OnceLock<Vec<u8>> = OnceLock::new();
    INDICES.get_or_init(|| palette().quantize(background_image()))
}
