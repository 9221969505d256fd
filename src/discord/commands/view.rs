//! Looking at games and results, and a member's own settings: board,
//! history, replay, analyse, games, mygames, leaderboard, stats, notify,
//! rules.

use poise::serenity_prelude as serenity;

use super::choices::{Switch, VariantChoice};
use crate::discord::actor::{Install, install};
use crate::discord::answer::{Defer, act, act_with};
use crate::discord::{Context, Error};
use crate::engine::Variant;
use crate::service::{GameChoice, ServiceError, text};

/// Show the board of the game in this channel
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.viewing().board(a).await }).await
}

/// The moves of the game in this channel so far
#[poise::command(slash_command)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.viewing().history(a).await }).await
}

/// An animation of the game in this channel
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[min = 1] game: Option<i64>,
    #[min = 1] imported: Option<i64>,
) -> Result<(), Error> {
    // Drawing a whole game takes a while: say so at once.
    act_with(ctx, Defer::AtOnce, |s, a| async move {
        let Some(choice) = GameChoice::of_options(game, imported) else {
            return Err(ServiceError::User(text::one_game_only()));
        };
        s.viewing().replay_game(a, choice).await
    })
    .await
}

/// The computer's analysis of a finished game: winning chances and turning points
#[poise::command(slash_command)]
pub async fn analyse(
    ctx: Context<'_>,
    #[min = 1] game: Option<i64>,
    #[min = 1] imported: Option<i64>,
) -> Result<(), Error> {
    // A search per turn of the game: say so at once.
    act_with(ctx, Defer::AtOnce, |s, a| async move {
        let Some(choice) = GameChoice::of_options(game, imported) else {
            return Err(ServiceError::User(text::one_game_only()));
        };
        s.analysis().analyse_game(a, choice).await
    })
    .await
}

/// The games being played in this server
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.lists().games(a).await }).await
}

/// Your games, active then finished, with a link to each
#[poise::command(slash_command)]
pub async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.lists().my_games(a, 0).await }).await
}

/// The best players of this server, per variant
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>, variant: Option<VariantChoice>) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Standard, Variant::from);
    act(ctx, |s, a| async move {
        s.viewing().leaderboard(a, variant, 0).await
    })
    .await
}

/// A player's rating and results (yours by default)
#[poise::command(slash_command)]
pub async fn stats(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let user = user.map_or(ctx.author().id, |u| u.id).into();
    // A server's ladder only where the server installed the app; elsewhere
    // the member's games outside servers, privately.
    let servers = ctx.guild_id().is_some() && install(ctx) == Install::Server;
    act(ctx, |s, a| async move {
        if servers {
            s.viewing().stats(a, user).await
        } else {
            s.viewing().stats_elsewhere(a, user).await
        }
    })
    .await
}

/// Turn reminders by direct message (off by default)
#[poise::command(slash_command, guild_only)]
pub async fn notify(ctx: Context<'_>, state: Switch) -> Result<(), Error> {
    let on = matches!(state, Switch::On);
    act(
        ctx,
        |s, a| async move { s.settings().set_notify(a, on).await },
    )
    .await
}

/// How to play LYNGK
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, _| async move { Ok(s.viewing().rules()) }).await
}
