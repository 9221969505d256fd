//! The messages a front end answers with before (or instead of) asking the
//! service: an interaction outside a server, a button or an input it can't
//! read, a challenge to another bot.

use crate::i18n::Msg;
use crate::ids::UserId;

/// The answer to an interaction outside a server.
#[must_use]
pub fn guild_only() -> Msg {
    Msg::new("guild-only")
}

/// The answer to a command that needs the server's own install of the
/// app, used where only a user's install reaches (a group DM, a server
/// whose managers did not add it).
#[must_use]
pub fn server_install_only() -> Msg {
    Msg::new("server-install-only")
}

/// Why an answer comes without its picture or file: the channel does not
/// let the app attach files (the interaction's permissions lack *Attach
/// Files*).
#[must_use]
pub fn no_attachments_here() -> Msg {
    Msg::new("no-attachments-here")
}

/// The answer to a button or a menu that no longer does anything (an id
/// this bot did not make, a menu choice without a value).
#[must_use]
pub fn stale_button() -> Msg {
    Msg::new("stale-button")
}

/// A command's options that could not be read: the `input` given, when
/// known, and the reader's `error`.
#[must_use]
pub fn unreadable(input: Option<&str>, error: &str) -> Msg {
    match input {
        Some(input) => Msg::new("unreadable-input").arg("input", input),
        None => Msg::new("unreadable"),
    }
    .arg("error", error)
}

/// A challenge to `bot`, a bot other than this one (it can't answer).
#[must_use]
pub fn challenge_other_bot(bot: UserId) -> Msg {
    Msg::new("challenge-other-bot").user("bot", bot)
}
