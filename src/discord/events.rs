//! Button clicks, handled in the global event handler rather than by
//! collectors: the custom id carries everything needed (the challenge or the
//! game), so a button keeps working after a restart and the service refuses
//! a stale one politely. A click the service does not settle in time is
//! acknowledged with a deferred update and completed afterwards.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage,
    EditInteractionResponse, FullEvent, Interaction, MessageId,
};

use super::answer::{post_computer_answer, within};
use super::challenge_message;
use super::commands::actor_of;
use super::locale::lang_of;
use super::reply::{edit_response, followup, response_message};
use super::thread::{Origin, place_reply};
use super::{Data, Error};
use crate::i18n::Msg;
use crate::service::{Actor, Button, Reply, ServiceError};

/// The framework's event handler.
pub(super) async fn handle(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(click),
    } = event
    {
        let ctx = framework.serenity_context;
        let lang = lang_of(&click.locale);
        let data = framework.user_data;
        data.guild_locales
            .note(click.guild_id, click.guild_locale.as_deref());
        let (mut clicked, posted) =
            match within(data.defer_after, click_outcome(ctx, data, click)).await {
                Ok(clicked) => {
                    let posted = answer_in_time(ctx, click, &clicked, lang).await?;
                    (clicked, posted)
                }
                Err(rest) => {
                    click.defer(ctx).await?;
                    let clicked = rest.await;
                    let posted = answer_deferred(ctx, click, &clicked, lang).await?;
                    (clicked, posted)
                }
            };
        // A game that starts: the player to move may want a reminder.
        let reminders = match &mut clicked {
            Clicked::Closed(reply) | Clicked::Answer(reply) | Clicked::Edit(reply) => {
                std::mem::take(&mut reply.reminders)
            }
        };
        super::dm::send(&ctx.http, &ctx.cache, &data.guild_locales, reminders).await;
        let reply = match &clicked {
            Clicked::Closed(reply) | Clicked::Answer(reply) | Clicked::Edit(reply) => reply,
        };
        // A rematch offer: its message is recorded. A challenge settled
        // elsewhere than on the clicked message (a rematch button that
        // accepts the other player's offer): that message's buttons go.
        if let (Some(challenge), Some(message)) = (reply.offers, posted) {
            challenge_message::record(
                &ctx.http,
                &data.service,
                challenge,
                click.channel_id,
                message,
                lang,
            )
            .await;
        }
        if let Some(m) = reply.settles
            && m.message != click.message.id.get()
        {
            challenge_message::disable(&ctx.http, m, lang).await;
        }
        // A rematch against the computer where it moves first: its move
        // follows.
        if let Clicked::Answer(reply) = clicked
            && let Some(due) = reply.computer_due
        {
            post_computer_answer(
                ctx,
                &data.service,
                &data.guild_locales,
                (click.channel_id, &click.token),
                due,
                lang,
            )
            .await;
        }
    }
    Ok(())
}

/// Answers a click the service settled in time, in the interaction response.
/// Returns the id of the message posted for a reply that offers a challenge.
async fn answer_in_time(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    clicked: &Clicked,
    lang: crate::i18n::Lang,
) -> Result<Option<MessageId>, Error> {
    match clicked {
        Clicked::Closed(reply) => {
            // The buttons go away at once; the outcome follows as a new
            // message, since an edited message pings nobody and the player
            // to move must be told.
            let closed = CreateInteractionResponseMessage::new().components(Vec::new());
            click
                .create_response(ctx, CreateInteractionResponse::UpdateMessage(closed))
                .await?;
            click
                .create_followup(ctx, followup(reply.clone(), lang))
                .await?;
        }
        Clicked::Answer(reply) => {
            let answer = CreateInteractionResponse::Message(response_message(reply.clone(), lang));
            click.create_response(ctx, answer).await?;
            if reply.offers.is_some() {
                // The answer is out: a failed look-up only costs the later
                // disabling of its buttons.
                match click.get_response(ctx).await {
                    Ok(message) => return Ok(Some(message.id)),
                    Err(e) => tracing::error!(
                        channel = click.channel_id.get(),
                        "reading a challenge's message failed: {e}"
                    ),
                }
            }
        }
        Clicked::Edit(reply) => {
            let edited =
                CreateInteractionResponse::UpdateMessage(response_message(reply.clone(), lang));
            click.create_response(ctx, edited).await?;
        }
    }
    Ok(None)
}

/// Completes a click acknowledged with a deferred update: the clicked
/// message loses its buttons (a settled challenge), and the outcome comes
/// as a follow-up (public, or only for the clicker), whose id is returned.
async fn answer_deferred(
    ctx: &serenity::Context,
    click: &ComponentInteraction,
    clicked: &Clicked,
    lang: crate::i18n::Lang,
) -> Result<Option<MessageId>, Error> {
    let reply = match clicked {
        Clicked::Closed(reply) => {
            click
                .edit_response(ctx, EditInteractionResponse::new().components(Vec::new()))
                .await?;
            reply
        }
        Clicked::Answer(reply) => reply,
        Clicked::Edit(reply) => {
            click
                .edit_response(ctx, edit_response(reply.clone(), lang))
                .await?;
            return Ok(None);
        }
    };
    let posted = click
        .create_followup(ctx, followup(reply.clone(), lang))
        .await?;
    Ok(Some(posted.id))
}

/// What a click leads to.
enum Clicked {
    /// The challenge is settled: remove its buttons, then post the reply.
    Closed(Reply),
    /// Answer with a new message (a rematch offer, or a refusal only the
    /// clicker sees); the clicked message stays as it was.
    Answer(Reply),
    /// Replace the clicked message by the reply (another page of a
    /// leaderboard).
    Edit(Reply),
}

fn refusal(msg: Msg) -> Clicked {
    Clicked::Answer(Reply {
        text: msg.into(),
        ephemeral: true,
        ..Reply::default()
    })
}

async fn click_outcome(
    ctx: &serenity::Context,
    data: &Data,
    click: &ComponentInteraction,
) -> Clicked {
    let Some(button) = Button::from_custom_id(&click.data.custom_id) else {
        tracing::warn!(
            guild = click.guild_id.map(|g| g.get()),
            channel = click.channel_id.get(),
            "unknown button {:?}",
            click.data.custom_id
        );
        return refusal(Msg::new("stale-button"));
    };
    let permissions = click.member.as_ref().and_then(|m| m.permissions);
    let Some(actor) = actor_of(click.guild_id, click.channel_id, click.user.id, permissions) else {
        return refusal(Msg::new("guild-only"));
    };
    let service = &data.service;
    let (outcome, settles) = match button {
        Button::Accept { challenge } => (service.accept(actor, Some(challenge)).await, true),
        Button::Decline { challenge } => (service.decline(actor, Some(challenge)).await, true),
        Button::Rematch { game } => (service.rematch(actor, Some(game)).await, false),
        Button::Resign { game } => (service.confirm_resign(actor, game).await, true),
        // The question goes away; only the clicker hears back.
        Button::KeepPlaying { .. } => return Clicked::Closed(service.keep_playing()),
        Button::PreviousPage { variant, page } | Button::NextPage { variant, page } => {
            return match service.leaderboard(actor, variant, page).await {
                Ok(reply) => Clicked::Edit(reply),
                Err(error) => refused(&actor, click, &error),
            };
        }
    };
    // A game that starts in a thread of its own: the clicked message
    // becomes the link to it (a challenge's, or under a rematch offer a new
    // message).
    let outcome = match outcome {
        Ok(reply) if reply.new_game.is_some() => {
            let origin = Origin {
                guild: click.guild_id,
                channel: click.channel_id,
                partial: click.channel.as_ref(),
            };
            match place_reply(ctx, service, origin, reply, lang_of(&click.locale)).await {
                (link, true) if settles => return Clicked::Edit(link),
                (reply, _) => Ok(reply),
            }
        }
        outcome => outcome,
    };
    match outcome {
        Ok(reply) if settles && !reply.ephemeral => Clicked::Closed(reply),
        Ok(reply) => Clicked::Answer(reply),
        Err(error) => refused(&actor, click, &error),
    }
}

/// A click the service refused: a bug is logged; the clicker hears why.
fn refused(actor: &Actor, click: &ComponentInteraction, error: &ServiceError) -> Clicked {
    if !error.is_user() {
        tracing::error!(
            guild = actor.guild,
            channel = actor.channel,
            "button {:?}: {error}",
            click.data.custom_id
        );
    }
    refusal(error.user_message())
}
