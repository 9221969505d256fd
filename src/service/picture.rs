//! Pictures for replies: the board after a turn (PNG), the replay (GIF), with
//! their alt text. A thin wrapper over the renderer that turns its errors
//! into service errors.

use crate::engine::{Action, Position};
use crate::i18n::Msg;

use super::types::{InternalError, Picture};

use crate::render;

pub use render::LastTurn;

/// The board, with the last turn highlighted.
pub fn board(pos: &Position, last: Option<&LastTurn>) -> Result<Picture, InternalError> {
    let bytes = render::board_png(pos, last).map_err(|e| InternalError::Render(e.to_string()))?;
    Ok(Picture {
        bytes,
        file_name: "board.png".to_owned(),
        alt_text: Msg::verbatim(render::alt_text(pos, last)),
    })
}

/// The animated replay of a game.
pub fn replay(
    start: &Position,
    actions: &[Action],
    alt_text: Msg,
) -> Result<Picture, InternalError> {
    let bytes =
        render::replay_gif(start, actions).map_err(|e| InternalError::Render(e.to_string()))?;
    Ok(Picture {
        bytes,
        file_name: "replay.gif".to_owned(),
        alt_text,
    })
}
