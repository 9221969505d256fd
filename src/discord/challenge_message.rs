//! The message of a challenge: its id is recorded once it is posted, and
//! when the challenge closes without a click on it (a command, the turn
//! clock) its Accept / Decline buttons are disabled by editing it. Both are
//! REST calls made after the service's transaction; a failure is logged and
//! changes nothing stored (a stale button is refused by the service anyway).

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, EditMessage, Http, MessageId};

use super::reply::disabled_challenge_buttons;
use crate::i18n::Lang;
use crate::service::{ChallengeMessage, Service};

/// Records that challenge `challenge` is shown by `message` in `channel`;
/// when it closed meanwhile, disables its buttons at once.
pub(super) async fn record(
    http: &Http,
    service: &Service,
    challenge: i64,
    channel: ChannelId,
    message: MessageId,
    lang: Lang,
) {
    match service
        .challenge_posted(challenge, channel.get(), message.get())
        .await
    {
        Ok(Some(closed)) => disable(http, closed, lang).await,
        Ok(None) => {}
        Err(e) => tracing::error!(
            channel = channel.get(),
            challenge,
            "recording a challenge's message failed: {e}"
        ),
    }
}

/// Disables the buttons of a closed challenge's message.
pub(super) async fn disable(http: &Http, m: ChallengeMessage, lang: Lang) {
    let edit = EditMessage::new().components(disabled_challenge_buttons(m.challenge, lang));
    if let Err(e) = ChannelId::new(m.channel)
        .edit_message(http, MessageId::new(m.message), edit)
        .await
    {
        tracing::error!(
            channel = m.channel,
            challenge = m.challenge,
            "disabling a challenge's buttons failed: {e}"
        );
    }
}
