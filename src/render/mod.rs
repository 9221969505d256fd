//! Board pictures: a position (and the turn that led to it) becomes a PNG the
//! players see, a sentence-by-sentence description for screen readers, and a
//! whole game becomes an animated GIF.
//!
//! The picture is designed for a phone first (Discord shows it about 400
//! pixels wide there) and stays clear on a desktop. It shows the 43 points
//! at their true places with the board lines and a label at every point;
//! every stack as a column of bands, bottom to top, under its top piece,
//! which is large and carries its notation letter, and the height in a badge
//! at its foot; the last turn's path (start, each LYNGK point, end) in amber;
//! and a strip with both players' names, claimed colours and points, whose
//! turn it is, the neutral colours, the variant, and at the end the result
//! and why ([`BoardView`], [`Status`]).
//!
//! A game's analysis becomes a chart of player 1's winning chance after every
//! turn ([`win_chance_png`]), a player's results a chart of their ratings
//! ([`rating_chart_png`]; both charts are laid out by one [`Plot`] and
//! titled, with a legend and axis titles, by one frame), and a tournament's
//! standings a table ([`standings_png`], with a text version,
//! [`standings_text`], under the charts' heading). All are encoded by one
//! function.
//!
//! Every word a picture draws comes from the caller, already in the
//! reader's language ([`PictureWords`], which `i18n` builds from the
//! catalogue; the standings' [`StandingsLabels`]): the renderer holds no
//! wording of its own (but the standings' English labels, for tests).
//!
//! The pictures are drawn with imageproc on `image` buffers and encoded
//! through `image` and its `png` codec. The renderer takes typed engine (and
//! tournament) values and returns bytes: it does no I/O and must not import
//! tokio, sqlx, poise, serenity or any layer above the engine. The fonts
//! are embedded from `fonts/`: DejaVu Sans Bold, and a subset of Noto Sans
//! CJK SC Bold for the characters DejaVu lacks.

mod board;
mod chart;
mod draw;
mod indexed;
mod layout;
mod palette;
mod replay;
mod standings;
mod theme;
mod view;
#[cfg(test)]
mod vision;
mod words;

use thiserror::Error;

use crate::engine::IllegalAction;

pub use board::status_box;
pub use chart::{
    CHART_HEIGHT, CHART_WIDTH, Plot, rating_chart_png, rating_plot, series_colour, win_chance_png,
};
pub use replay::{GIF_MAX_BYTES, replay_gif};
pub use standings::{
    STANDINGS_WIDTH, StandingsLabels, StandingsView, standings_height, standings_png,
    standings_text,
};
pub use view::{BoardView, Status, Stopped, WonBy, shown_name};
pub use words::{ChartWords, Phrase, PictureWords, StatusWords};

/// Width of a board picture in pixels.
pub const WIDTH: u32 = theme::WIDTH;
/// Height of a board picture in pixels.
pub const HEIGHT: u32 = theme::HEIGHT;

/// Why a picture could not be made.
#[derive(Debug, Error)]
pub enum RenderError {
    /// The image encoder failed (it should not for in-memory output).
    #[error("could not encode the picture: {0}")]
    Encode(String),
    /// An action of a replayed game is illegal in its position.
    #[error("action {number} ({action}) is illegal: {reason}")]
    IllegalAction {
        /// 1-based position of the action in the log.
        number: usize,
        /// The action as written.
        action: String,
        /// Which rule it breaks.
        reason: IllegalAction,
    },
    /// The animation would be larger than Discord accepts, even scaled down.
    #[error("the animation would take {bytes} bytes, more than the {limit} allowed")]
    TooLarge { bytes: usize, limit: usize },
}

/// The picture of `view` (its position with the last turn highlighted, the
/// players' names, whose turn or the result) in `words`, as PNG bytes of
/// [`WIDTH`] × [`HEIGHT`] pixels.
///
/// # Errors
/// [`RenderError::Encode`] if the PNG encoder fails.
pub fn board_png(view: &BoardView<'_>, words: &PictureWords) -> Result<Vec<u8>, RenderError> {
    encode_png(&indexed::draw_indices(view, words), WIDTH, HEIGHT)
}

/// The palette indices of a full-size picture, using the cached indices of
/// the unchanging background for every run of pixels that didn't change:
/// the same as [`indexed::draw_indices`] gives, for a picture at hand.
#[cfg(test)]
pub(crate) fn indices_over_background(picture: &image::RgbaImage) -> Vec<u8> {
    let pal = palette::palette();
    pal.quantize_over(
        picture,
        board::background_image(),
        indexed::background_indices(),
    )
}

/// PNG bytes of a finished picture: indexed colour through the shared
/// palette, written by the `png` crate that `image` uses (`image`'s own PNG
/// encoder writes only grey, RGB and RGBA), with the Paeth filter and
/// fdeflate's fastest mode. On these mostly flat pictures that is less than
/// half the bytes of `image`'s fastest RGB PNG, which would exceed the size
/// limit (measured in the README).
fn encode_png(indices: &[u8], width: u32, height: u32) -> Result<Vec<u8>, RenderError> {
    let pal = palette::palette();
    let mut out = Vec::with_capacity(128 * 1024);
    let err = |e: png::EncodingError| RenderError::Encode(e.to_string());
    let mut enc = png::Encoder::new(&mut out, width, height);
    enc.set_color(png::ColorType::Indexed);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_palette(pal.rgb.as_slice());
    enc.set_deflate_compression(png::DeflateCompression::FdeflateUltraFast);
    enc.set_filter(png::Filter::Paeth);
    let mut writer = enc.write_header().map_err(err)?;
    writer.write_image_data(indices).map_err(err)?;
    writer.finish().map_err(err)?;
    Ok(out)
}

/// PNG bytes of a small picture of a few flat colours (the chart, the
/// standings): RGB through `image`'s encoder, which keeps them far below
/// Discord's limits without a palette.
fn rgb_png(img: image::RgbaImage) -> Result<Vec<u8>, RenderError> {
    use image::ImageEncoder;
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    let rgb = image::DynamicImage::ImageRgba8(img).to_rgb8();
    let mut out = Vec::with_capacity(32 * 1024);
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Adaptive)
        .write_image(
            rgb.as_raw(),
            rgb.width(),
            rgb.height(),
            image::ExtendedColorType::Rgb8,
        )
        .map_err(|e| RenderError::Encode(e.to_string()))?;
    Ok(out)
}

#[cfg(test)]
pub(crate) mod tests;
