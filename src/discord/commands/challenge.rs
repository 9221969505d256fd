//! Challenges and games against the computer: challenge, play-ai, accept,
//! decline, cancel, rematch.

use poise::serenity_prelude as serenity;

use super::choices::{LevelChoice, VariantChoice};
use crate::ai::Level;
use crate::discord::answer::act;
use crate::discord::{Context, Error};
use crate::engine::Variant;
use crate::service::{ServiceError, text};

/// Challenge someone (or, without an opponent, anyone) to a game in this channel
#[poise::command(slash_command, category = "between-players")]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: Option<serenity::User>,
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Standard, Variant::from);
    // A challenge to the bot itself is a game against the computer; another
    // bot can't answer one. Without an opponent it is open to anyone.
    let bot = ctx.framework().bot_id();
    act(ctx, |s, a| async move {
        match opponent {
            None => s.challenges().challenge_anyone(a, variant).await,
            Some(o) if o.id == bot => s.computer().play_ai(a, Level::Normal, variant).await,
            Some(o) if o.bot => Err(ServiceError::User(text::challenge_other_bot(o.id.into()))),
            Some(o) => {
                // The opponent's name, for the pictures of the game (their
                // name in the guild replaces it once they act themselves).
                s.note_name(a.guild, o.id.into(), o.display_name());
                s.challenges()
                    .challenge(a, crate::ids::Seat::Human(o.id.into()), variant)
                    .await
            }
        }
    })
    .await
}

/// Play against the computer in this channel (not rated)
#[poise::command(slash_command, rename = "play-ai")]
pub async fn play_ai(
    ctx: Context<'_>,
    level: LevelChoice,
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Standard, Variant::from);
    act(ctx, |s, a| async move {
        s.computer().play_ai(a, level.into(), variant).await
    })
    .await
}

/// Accept the challenge open to you in this channel
#[poise::command(slash_command, category = "between-players")]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    act(
        ctx,
        |s, a| async move { s.challenges().accept(a, None).await },
    )
    .await
}

/// Decline the challenge open to you in this channel
#[poise::command(slash_command, category = "between-players")]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    act(
        ctx,
        |s, a| async move { s.challenges().decline(a, None).await },
    )
    .await
}

/// Withdraw your open challenge in this channel
#[poise::command(slash_command, category = "between-players")]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.challenges().cancel(a).await }).await
}

/// Challenge your last opponent in this channel again
#[poise::command(slash_command)]
pub async fn rematch(ctx: Context<'_>) -> Result<(), Error> {
    act(
        ctx,
        |s, a| async move { s.challenges().rematch(a, None).await },
    )
    .await
}
