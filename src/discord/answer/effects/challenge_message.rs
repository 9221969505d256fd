//! The message of a challenge, or of a takeback request: its id is
//! recorded once it is posted, and when it closes without a click on it (a
//! command, a move, the turn clock) its Accept / Decline buttons are
//! disabled by editing it. Both are
//! made by the executor ([`super`]) after the service's
//! transaction; a failure is logged and changes nothing stored (a stale
//! button is refused by the service anyway).

use poise::serenity_prelude as serenity;
use serenity::{
    Builder, ChannelId, CreateActionRow, CreateInteractionResponseFollowup,
    EditInteractionResponse, EditMessage, Http, MessageId,
};

use crate::discord::answer::reply::{disabled_challenge_buttons, disabled_takeback_buttons};
use crate::discord::answer::tally::Noted;
use crate::discord::logged::logged;
use crate::i18n::Lang;
use crate::ids::{ChallengeId, TakebackId};
use crate::service::{ChallengeMessage, ResponseToken, Service, TakebackMessage};

/// Records that challenge `challenge` is shown by `message` in `channel`.
/// Returns the message when the challenge closed meanwhile: its buttons are
/// to be disabled at once.
pub(in crate::discord) async fn record(
    service: &Service,
    challenge: ChallengeId,
    channel: ChannelId,
    message: MessageId,
    response: Option<ResponseToken>,
) -> Option<ChallengeMessage> {
    match service
        .challenges()
        .posted(challenge, channel.into(), message.into(), response)
        .await
    {
        Ok(closed) => closed,
        Err(e) => {
            tracing::error!(
                challenge = challenge.get(),
                "recording a challenge's message failed: {e}",
                e = logged(&e)
            );
            None
        }
    }
}

/// Disables the buttons of a closed challenge's message.
pub(in crate::discord) async fn disable(
    http: &Http,
    service: &Service,
    m: &ChallengeMessage,
    lang: Lang,
) {
    let edit = EditMessage::new().components(disabled_challenge_buttons(m.challenge, lang));
    let edited = ChannelId::from(m.channel)
        .edit_message(http, MessageId::from(m.message), edit)
        .await;
    if let Err(e) = edited.noted(service.metrics()) {
        tracing::error!(
            challenge = m.challenge.get(),
            "disabling a challenge's buttons failed: {e}",
            e = logged(&e)
        );
    }
}

/// Disables the buttons of a closed challenge's message through `response`,
/// the token of the interaction that showed it, where the bot is not in the
/// channel: an edit of the interaction's original response, or of its
/// follow-up (<https://discord.com/developers/docs/interactions/receiving-and-responding#edit-original-interaction-response>,
/// `#edit-followup-message`). The caller checks the token's age.
pub(in crate::discord) async fn disable_by_token(
    http: &Http,
    service: &Service,
    m: &ChallengeMessage,
    response: &ResponseToken,
    lang: Lang,
) {
    let buttons = disabled_challenge_buttons(m.challenge, lang);
    let edited = edit_by_token(http, m.message, response, buttons).await;
    if let Err(e) = edited.noted(service.metrics()) {
        tracing::error!(
            challenge = m.challenge.get(),
            "disabling a challenge's buttons through its interaction failed: {e}",
            e = logged(&e)
        );
    }
}

/// Gives `message`, shown through the interaction of `response`, the
/// components `buttons`: an edit of its original response, or of its
/// follow-up.
async fn edit_by_token(
    http: &Http,
    message: crate::ids::MessageId,
    response: &ResponseToken,
    buttons: Vec<CreateActionRow>,
) -> serenity::Result<()> {
    if response.followup {
        CreateInteractionResponseFollowup::new()
            .components(buttons)
            .execute(http, (Some(MessageId::from(message)), &response.token))
            .await
            .map(drop)
    } else {
        EditInteractionResponse::new()
            .components(buttons)
            .execute(http, &response.token)
            .await
            .map(drop)
    }
}

/// Records that takeback request `takeback` is shown by `message`; returns
/// the message when the request closed meanwhile. `response`: as for a
/// challenge ([`record`]).
pub(in crate::discord) async fn record_takeback(
    service: &Service,
    takeback: TakebackId,
    channel: ChannelId,
    message: MessageId,
    response: Option<ResponseToken>,
) -> Option<TakebackMessage> {
    match service
        .takebacks()
        .posted(takeback, channel.into(), message.into(), response)
        .await
    {
        Ok(closed) => closed,
        Err(e) => {
            tracing::error!(
                takeback = takeback.get(),
                "recording a takeback request's message failed: {e}",
                e = logged(&e)
            );
            None
        }
    }
}

/// Disables the buttons of a closed takeback request's message.
pub(in crate::discord) async fn disable_takeback(
    http: &Http,
    service: &Service,
    m: &TakebackMessage,
    lang: Lang,
) {
    let edit = EditMessage::new().components(disabled_takeback_buttons(m.takeback, lang));
    let edited = ChannelId::from(m.channel)
        .edit_message(http, MessageId::from(m.message), edit)
        .await;
    if let Err(e) = edited.noted(service.metrics()) {
        tracing::error!(
            takeback = m.takeback.get(),
            "disabling a takeback request's buttons failed: {e}",
            e = logged(&e)
        );
    }
}

/// Disables the buttons of a closed takeback request's message through
/// `response`, where the bot is not in the channel (as
/// [`disable_by_token`] for a challenge). The caller checks the token's
/// age.
pub(in crate::discord) async fn disable_takeback_by_token(
    http: &Http,
    service: &Service,
    m: &TakebackMessage,
    response: &ResponseToken,
    lang: Lang,
) {
    let buttons = disabled_takeback_buttons(m.takeback, lang);
    let edited = edit_by_token(http, m.message, response, buttons).await;
    if let Err(e) = edited.noted(service.metrics()) {
        tracing::error!(
            takeback = m.takeback.get(),
            "disabling a takeback request's buttons through its interaction failed: {e}",
            e = logged(&e)
        );
    }
}
