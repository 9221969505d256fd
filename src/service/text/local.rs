//! The messages of the terminal front end (`lyngk local`) about its own
//! commands.

use crate::i18n::Msg;

/// The commands, one per line.
#[must_use]
pub fn local_help() -> Msg {
    Msg::new("local-help")
}
/// A command's arguments as it takes them.
#[must_use]
pub fn local_usage(usage: &str) -> Msg {
    Msg::new("local-usage").arg("usage", usage)
}
#[must_use]
pub fn local_unknown_command(command: &str) -> Msg {
    Msg::new("local-unknown-command").arg("command", command)
}
/// Writing a picture or the output failed.
#[must_use]
pub fn local_io_error(error: &str) -> Msg {
    Msg::new("local-io-error").arg("error", error)
}
