//! Turn reminders sent as direct messages, after the reply that made them
//! due (never inside a transaction or a lock). Each is written in the
//! language of the game's guild and pings nobody; it carries a link to the
//! game. A member whose direct messages are closed (Discord answers 403,
//! code 50007, when the DM channel is opened or the message sent) is
//! skipped: the failure is logged with its ids, and the game goes on.

use poise::serenity_prelude as serenity;
use serenity::{CreateAllowedMentions, CreateMessage, Http, HttpError, UserId};

use crate::discord::locale::GuildLocales;
use crate::discord::logged::logged;
use crate::discord::pacer::{Lane, Pacer};
use crate::service::Reminder;

/// Discord's code for "Cannot send messages to this user".
const DMS_CLOSED: isize = 50007;

/// Sends `r` once, its two requests (the DM channel, the message) paced
/// in `lane`.
///
/// # Errors
/// Discord refused or could not be reached.
pub(in crate::discord) async fn try_send(
    http: &Http,
    cache: &serenity::Cache,
    locales: &GuildLocales,
    r: &Reminder,
    pacer: &Pacer,
    lane: Lane,
) -> serenity::Result<()> {
    let lang = locales.of(cache, r.guild);
    let message = CreateMessage::new()
        .content(lang.render(&r.text()))
        .allowed_mentions(CreateAllowedMentions::new());
    let channel = {
        let _slot = pacer.permit(lane).await;
        UserId::from(r.user).create_dm_channel(http).await?
    };
    let _slot = pacer.permit(lane).await;
    channel.id.send_message(http, message).await.map(drop)
}

/// Logs how sending `r` went (the game's ids are on the executor's span;
/// the user is named).
pub(in crate::discord) fn report(r: &Reminder, sent: serenity::Result<()>) {
    let (game, user) = (r.game.get(), r.user.get());
    match sent {
        Ok(()) => tracing::debug!(game, user, "turn reminder sent"),
        Err(e) if dms_closed(&e) => tracing::info!(
            game,
            user,
            "turn reminder skipped: the member's direct messages are closed ({e})",
            e = logged(&e)
        ),
        Err(e) => tracing::warn!(game, user, "turn reminder failed: {e}", e = logged(&e)),
    }
}

/// Whether Discord refused because the member takes no direct message.
fn dms_closed(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            r.error.code == DMS_CLOSED || r.status_code.as_u16() == 403
        }
        _ => false,
    }
}
