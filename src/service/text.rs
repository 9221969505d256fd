//! Every sentence the service shows to users, in one place so that they can
//! be reworded or translated without touching the logic. Mentions are
//! written `<@id>`; callers list the same ids in `Reply::mentions`.

use super::types::Button;

/// A mention.
#[must_use]
pub fn at(user: u64) -> String {
    format!("<@{user}>")
}

#[must_use]
pub fn button_label(b: Button) -> &'static str {
    match b {
        Button::Accept { .. } => "Accept",
        Button::Decline { .. } => "Decline",
        Button::Rematch { .. } => "Rematch",
    }
}

#[must_use]
pub fn internal_error() -> String {
    "Sorry, something went wrong on our side. The game is unchanged; please try again.".to_owned()
}
