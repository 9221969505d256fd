//! The `/lyngk` command tree and its autocomplete callbacks, by area:
//! challenges ([`challenge`]), playing a game ([`play`]), looking at games
//! and results ([`view`]) and moderation and settings ([`admin`]). Each
//! command parses its Discord arguments, calls one service method through
//! [`act`](super::answer::act) and leaves the answer to it; the service
//! decides what is allowed and what to say. Descriptions, choice labels and
//! the other languages' names come from the catalogue (`cmd-*`, `opt-*`,
//! `choice-*` in `locales/*/main.ftl`); the doc comments on the commands
//! are for readers of the code.

mod admin;
mod challenge;
mod choices;
mod learn;
mod mistakes;
mod play;
mod puzzle;
mod records;
mod tournament;
mod view;

use super::locale::localize;
use super::{Context, Data, Error};

pub use choices::{ColorChoice, FormatChoice, LessonChoice, LevelChoice, Switch, VariantChoice};
pub use play::{MAX_CHOICES, destination_label, filter_choices};

/// The whole command tree: `/lyngk` for everyone and `/lyngk-admin` for
/// moderators and server managers, localised. Both are for a server's
/// install; `/lyngk` also works in a DM with the bot, where what needs a
/// server (a challenge, the server's lists and ladders, tournaments) is
/// refused with a clear answer (their `guild_only`): Discord sets where a
/// command may be used per top-level command, not per subcommand.
#[must_use]
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![lyngk(), admin::lyngk_admin()];
    localize(&mut commands);
    commands
}

/// Play LYNGK, the abstract game of stacking colours
#[poise::command(
    slash_command,
    install_context = "Guild",
    interaction_context = "Guild|BotDm",
    subcommands(
        "challenge::challenge",
        "challenge::play_ai",
        "challenge::accept",
        "challenge::decline",
        "challenge::cancel",
        "play::claim",
        "play::move_",
        "view::board",
        "view::history",
        "view::replay",
        "view::analyse",
        "records::record",
        "play::takeback",
        "play::resign",
        "challenge::rematch",
        "view::games",
        "view::mygames",
        "view::leaderboard",
        "view::stats",
        "view::notify",
        "view::rules",
        "learn::learn",
        "puzzle::puzzle",
        "tournament::tournament",
        "mistakes::mistakes"
    ),
    subcommand_required
)]
pub async fn lyngk(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}
