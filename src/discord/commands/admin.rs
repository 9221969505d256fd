//! `/lyngk-admin`: moderation (abort) and the server's settings.

use std::time::Duration;

use super::choices::Switch;
use crate::discord::answer::act;
use crate::discord::{Context, Error};

// Discord applies default member permissions to a top-level command only,
// so the whole command is shown by default to members with *Manage
// Messages* (needed for `abort`); `settings` needs *Manage Server*, which the
// service checks (as it checks *Manage Messages* for `abort`: a server may
// show the command to anyone in its integration settings).
/// Moderation and server settings
#[poise::command(
    slash_command,
    guild_only,
    install_context = "Guild",
    interaction_context = "Guild",
    rename = "lyngk-admin",
    default_member_permissions = "MANAGE_MESSAGES",
    subcommands("abort", "settings", "super::tournament::tournament_admin"),
    subcommand_required
)]
pub async fn lyngk_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// End the game in this channel without a result (Manage Messages)
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.endings().abort(a).await }).await
}

/// Server settings (Manage Server)
#[poise::command(
    slash_command,
    guild_only,
    subcommands("turn_limit", "threads", "takebacks", "daily_puzzle", "show"),
    subcommand_required
)]
pub async fn settings(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// How long a player may take for a turn before forfeiting (Manage Server)
#[poise::command(slash_command, guild_only, rename = "turn-limit")]
pub async fn turn_limit(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 720]
    hours: u32,
) -> Result<(), Error> {
    let limit = Duration::from_secs(u64::from(hours) * 3600);
    act(ctx, |s, a| async move {
        s.settings().set_turn_limit(a, limit).await
    })
    .await
}

/// Whether each new game starts in a thread of its own (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn threads(ctx: Context<'_>, state: Switch) -> Result<(), Error> {
    let on = matches!(state, Switch::On);
    act(
        ctx,
        |s, a| async move { s.settings().set_threads(a, on).await },
    )
    .await
}

/// Whether takebacks are allowed in rated games (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn takebacks(ctx: Context<'_>, state: Switch) -> Result<(), Error> {
    let on = matches!(state, Switch::On);
    act(ctx, |s, a| async move {
        s.settings().set_takebacks(a, on).await
    })
    .await
}

/// Post the server's puzzle of the day in this channel every day, or no more (Manage Server)
#[poise::command(slash_command, guild_only, rename = "daily-puzzle")]
pub async fn daily_puzzle(ctx: Context<'_>, state: Switch) -> Result<(), Error> {
    let on = matches!(state, Switch::On);
    act(ctx, |s, a| async move {
        s.settings().set_daily_puzzle(a, on).await
    })
    .await
}

/// The server's current settings
#[poise::command(slash_command, guild_only)]
pub async fn show(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.settings().show(a).await }).await
}
