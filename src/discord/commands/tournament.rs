//! Tournaments: `/lyngk-admin tournament …` for the organiser (the service
//! checks *Manage Server*) and `/lyngk tournament …` for everyone.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::choices::{FormatChoice, VariantChoice};
use crate::discord::answer::act;
use crate::discord::answer::effects::thread::is_thread;
use crate::discord::{Context, Error};
use crate::service::{AskedFormat, TournamentSpec};

/// Server tournaments (Manage Server)
#[poise::command(
    slash_command,
    guild_only,
    rename = "tournament",
    subcommands("create", "start", "pause", "resume", "remove", "cancel"),
    subcommand_required
)]
pub async fn tournament_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a tournament in this channel (Manage Server)
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub async fn create(
    ctx: Context<'_>,
    #[max_length = 60] name: String,
    format: FormatChoice,
    #[min = 1]
    #[max = 20]
    rounds: Option<u32>,
    variant: Option<VariantChoice>,
    #[min = 1]
    #[max = 720]
    hours: Option<u32>,
    #[min = 1]
    #[max = 720]
    signup: Option<u32>,
    #[min = 2]
    #[max = 1024]
    players: Option<u32>,
) -> Result<(), Error> {
    let spec = TournamentSpec {
        name,
        format: match format {
            FormatChoice::Swiss => AskedFormat::Swiss { rounds },
            FormatChoice::RoundRobin => AskedFormat::RoundRobin { rounds },
        },
        variant: variant.map_or(crate::engine::Variant::Standard, Into::into),
        turn_limit: Duration::from_secs(u64::from(hours.unwrap_or(24)) * 3600),
        signup: signup.map(|h| Duration::from_secs(u64::from(h) * 3600)),
        in_thread: in_thread(ctx),
        max_players: players,
    };
    act(
        ctx,
        |s, a| async move { s.tournaments().create(a, spec).await },
    )
    .await
}

/// Whether the command was sent from a thread, as Discord describes its
/// channel.
fn in_thread(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .channel
            .as_ref()
            .is_some_and(|c| is_thread(c.kind)),
        poise::Context::Prefix(_) => false,
    }
}

/// Start this channel's tournament now (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.tournaments().start(a).await }).await
}

/// Pause before the next round (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.tournaments().pause(a).await }).await
}

/// Resume a paused tournament (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.tournaments().resume(a).await }).await
}

/// Remove a player from this channel's tournament (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn remove(ctx: Context<'_>, player: serenity::User) -> Result<(), Error> {
    let user = player.id.into();
    act(
        ctx,
        |s, a| async move { s.tournaments().remove(a, user).await },
    )
    .await
}

/// Cancel this channel's tournament (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.tournaments().cancel(a).await }).await
}

/// This channel's tournament
#[poise::command(
    slash_command,
    guild_only,
    rename = "tournament",
    subcommands("standings", "join", "leave"),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The standings of this channel's tournament
#[poise::command(slash_command, guild_only)]
pub async fn standings(ctx: Context<'_>) -> Result<(), Error> {
    act(
        ctx,
        |s, a| async move { s.tournaments().standings(a).await },
    )
    .await
}

/// Join this channel's tournament
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Context<'_>) -> Result<(), Error> {
    act(
        ctx,
        |s, a| async move { s.tournaments().join(a, None).await },
    )
    .await
}

/// Leave this channel's tournament (once it runs, your games are lost by forfeit)
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    act(
        ctx,
        |s, a| async move { s.tournaments().leave(a, None).await },
    )
    .await
}
