//! Button clicks, handled in the global event handler rather than by
//! collectors: the custom id carries everything needed (the challenge or game,
//! and the ply where it matters), so a button keeps working after a restart
//! and the service refuses a stale one politely.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, CreateInteractionResponse, CreateInteractionResponseMessage, FullEvent,
    Interaction,
};

use super::commands::actor_of;
use super::reply::response_message;
use super::{Data, Error};
use crate::service::Button;

/// The framework's event handler.
pub(super) async fn handle(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(click),
    } = event
    {
        let response = click_response(framework.user_data, click).await;
        click
            .create_response(framework.serenity_context, response)
            .await?;
    }
    Ok(())
}

fn ephemeral(text: &str) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    )
}

/// What to answer to a click: Accept and Decline replace the challenge message
/// (its buttons go away with it); Rematch posts a new challenge and leaves the
/// finished game's message alone.
async fn click_response(data: &Data, click: &ComponentInteraction) -> CreateInteractionResponse {
    let Some(button) = Button::from_custom_id(&click.data.custom_id) else {
        tracing::warn!("unknown button {:?}", click.data.custom_id);
        return ephemeral("This button no longer does anything.");
    };
    let permissions = click.member.as_ref().and_then(|m| m.permissions);
    let Some(actor) = actor_of(click.guild_id, click.channel_id, click.user.id, permissions) else {
        return ephemeral("LYNGK is played in a server channel.");
    };
    let service = &data.service;
    let (outcome, replaces) = match button {
        Button::Accept { challenge } => (service.accept(actor, Some(challenge)).await, true),
        Button::Decline { challenge } => (service.decline(actor, Some(challenge)).await, true),
        Button::Rematch { game } => (service.rematch(actor, Some(game)).await, false),
    };
    match outcome {
        Ok(reply) if replaces && !reply.ephemeral => {
            CreateInteractionResponse::UpdateMessage(response_message(reply))
        }
        Ok(reply) => CreateInteractionResponse::Message(response_message(reply)),
        Err(error) => {
            if !error.is_user() {
                tracing::error!("button {:?}: {error}", click.data.custom_id);
            }
            ephemeral(&error.user_message())
        }
    }
}
