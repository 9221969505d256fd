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

use poise::serenity_prelude as serenity;

use super::actor::{Install, lang};
use super::answer::reply::ephemeral_text;
use super::locale::localize;
use super::{Context, Data, Error};
use crate::discord::logged::logged;
use crate::service::text;

pub use choices::{ColorChoice, FormatChoice, LessonChoice, LevelChoice, Switch, VariantChoice};
pub use play::{MAX_CHOICES, destination_label, filter_choices};

/// The whole command tree: `/lyngk` for everyone and `/lyngk-admin` for
/// moderators and server managers, localised. `/lyngk-admin` is for a
/// server's install, in servers. `/lyngk` is also for the install of the
/// app to a user's account, and is used in servers, in the bot's DM and in
/// DMs and group DMs between users. Discord sets where a command may be
/// used per top-level command, not per subcommand, so what a place lacks is
/// refused there with a clear answer ([`place_check`]): what needs a server
/// (its `guild_only`) outside one; what needs the server's own install
/// (the server's lists and ladders, notices, tournaments) where only a
/// user's install reaches; a game between players (its category
/// `between-players`) in the bot's DM, where nobody else is.
#[must_use]
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![lyngk(), admin::lyngk_admin()];
    localize(&mut commands);
    commands
}

/// Play LYNGK, the abstract game of stacking colours
#[poise::command(
    slash_command,
    install_context = "Guild|User",
    interaction_context = "Guild|BotDm|PrivateChannel",
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

/// The category of the commands that play between players (a challenge
/// and its answers): not in the bot's DM, where nobody else is.
const BETWEEN_PLAYERS: &str = "between-players";

/// What the place of a command lacks for it, if anything: the answer to
/// give instead (after poise's own `guild_only` check, which refuses what
/// needs a server outside one).
#[must_use]
pub(super) fn lacking(
    command: &poise::Command<Data, Error>,
    context: Option<serenity::InteractionContext>,
    install: Install,
) -> Option<crate::i18n::Msg> {
    if command.guild_only && install == Install::User {
        return Some(text::server_install_only());
    }
    let between_players = command.category.as_deref() == Some(BETWEEN_PLAYERS);
    (between_players && context == Some(serenity::InteractionContext::BotDm)).then(text::guild_only)
}

/// The framework's check before every command: refuses, ephemerally and
/// with the reason, a command its place lacks what for ([`lacking`]).
pub(super) async fn place_check(ctx: Context<'_>) -> Result<bool, Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(true);
    };
    let interaction = app.interaction;
    let install = Install::of(
        interaction.context,
        &interaction.authorizing_integration_owners,
        interaction.guild_id,
    );
    let Some(why) = lacking(ctx.command(), interaction.context, install) else {
        return Ok(true);
    };
    let answer = ephemeral_text(&why, lang(ctx));
    if let Err(e) = ctx.send(answer).await {
        tracing::error!("could not answer an interaction: {e}", e = logged(&e));
    }
    Ok(false)
}
