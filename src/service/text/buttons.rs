//! The labels of the buttons under the service's messages
//! ([`crate::service::Button::label`]).

use crate::engine::Color;
use crate::i18n::Msg;

#[must_use]
pub fn button_accept() -> Msg {
    Msg::new("button-accept")
}
#[must_use]
pub fn button_decline() -> Msg {
    Msg::new("button-decline")
}
#[must_use]
pub fn button_export() -> Msg {
    Msg::new("button-export")
}
#[must_use]
pub fn button_rematch() -> Msg {
    Msg::new("button-rematch")
}
#[must_use]
pub fn button_resign() -> Msg {
    Msg::new("button-resign")
}
#[must_use]
pub fn button_keep_playing() -> Msg {
    Msg::new("button-keep-playing")
}
#[must_use]
pub fn button_previous_page() -> Msg {
    Msg::new("button-previous-page")
}
#[must_use]
pub fn button_next_page() -> Msg {
    Msg::new("button-next-page")
}
#[must_use]
pub fn button_move() -> Msg {
    Msg::new("button-move")
}
#[must_use]
pub fn button_claim(color: Color) -> Msg {
    Msg::new("button-claim").arg("color", color)
}
#[must_use]
pub fn button_takeback() -> Msg {
    Msg::new("button-takeback")
}
#[must_use]
pub fn button_join() -> Msg {
    Msg::new("button-join")
}
#[must_use]
pub fn button_leave() -> Msg {
    Msg::new("button-leave")
}
#[must_use]
pub fn button_review() -> Msg {
    Msg::new("button-review")
}
#[must_use]
pub fn button_review_start() -> Msg {
    Msg::new("button-review-start")
}
#[must_use]
pub fn button_review_back() -> Msg {
    Msg::new("button-review-back")
}
#[must_use]
pub fn button_review_on() -> Msg {
    Msg::new("button-review-on")
}
#[must_use]
pub fn button_review_end() -> Msg {
    Msg::new("button-review-end")
}
#[must_use]
pub fn button_review_swing() -> Msg {
    Msg::new("button-review-swing")
}
