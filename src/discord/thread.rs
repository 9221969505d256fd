//! A thread per game. When the service starts a game the guild wants in a
//! thread of its own ([`Reply::new_game`]), the game is already stored in
//! the channel; then, outside any transaction: a public thread named after
//! the players is made in that channel, the game moves there
//! ([`Service::move_to_thread`]), its start (board, whose turn, the ping)
//! is posted there, and the answer in the channel becomes a link to the
//! thread. If the thread can't be made, nothing is lost: the game stays in
//! the channel and the start is answered there as before, with what to
//! grant when permissions are missing.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, ChannelType, CreateThread, GuildId, HttpError, PartialChannel, UserId};

use super::reply::message;
use crate::i18n::{Lang, Text};
use crate::service::{COMPUTER, NewGameSpot, Reply, Service, ServiceError, text};

/// Discord's limit on a channel's name.
const NAME_LIMIT: usize = 100;

/// Discord's code for "Missing Permissions".
const MISSING_PERMISSIONS: isize = 50013;

/// Where the interaction came from.
pub(super) struct Origin<'a> {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    /// The interaction's channel as Discord describes it (its kind).
    pub partial: Option<&'a PartialChannel>,
}

/// Places a game the outcome starts, when the guild wants it in a thread:
/// returns the outcome to answer the interaction with (a link to the
/// thread, or the start itself when the game stays in the channel).
pub(super) async fn place(
    ctx: &serenity::Context,
    service: &Service,
    origin: Origin<'_>,
    outcome: Result<Reply, ServiceError>,
    lang: Lang,
) -> Result<Reply, ServiceError> {
    Ok(place_reply(ctx, service, origin, outcome?, lang).await.0)
}

/// [`place`] for a reply: the reply to answer with and whether the game
/// went to a thread (the reply is then the link).
pub(super) async fn place_reply(
    ctx: &serenity::Context,
    service: &Service,
    origin: Origin<'_>,
    mut reply: Reply,
    lang: Lang,
) -> (Reply, bool) {
    let Some(spot) = reply.new_game.take() else {
        return (reply, false);
    };
    // A game agreed inside a thread (a rematch) stays there: a thread has
    // no threads.
    if origin.partial.is_some_and(|c| is_thread(c.kind)) {
        return (reply, false);
    }
    let name = thread_name(ctx, origin.guild, spot, lang).await;
    let builder = CreateThread::new(name).kind(ChannelType::PublicThread);
    let thread = match origin.channel.create_thread(ctx, builder).await {
        Ok(thread) => thread.id,
        Err(e) => {
            let missing = missing_permissions(&e);
            tracing::warn!(
                guild = origin.guild.map(GuildId::get),
                channel = origin.channel.get(),
                game = spot.game,
                "the game's thread could not be made ({e}); it stays in the channel"
            );
            if missing {
                reply.text.push(text::thread_permissions_missing());
            }
            return (reply, false);
        }
    };
    match service.move_to_thread(spot.game, thread.get()).await {
        Ok(true) => {}
        // Over already (a resignation came first), or the move failed: the
        // game is where the storage says; the start is answered in the
        // channel, and the thread stays empty.
        Ok(false) => return (reply, false),
        Err(e) => {
            tracing::error!(
                channel = origin.channel.get(),
                thread = thread.get(),
                game = spot.game,
                "moving the game to its thread failed: {e}"
            );
            return (reply, false);
        }
    }
    if let Some(due) = reply.computer_due.as_mut() {
        due.channel = thread.get();
    }
    for r in reply.reminders.iter_mut().filter(|r| r.game == spot.game) {
        r.channel = thread.get();
    }
    let link = Reply {
        text: Text(vec![text::game_in_thread(thread.get())]),
        computer_due: reply.computer_due.take(),
        settles: reply.settles.take(),
        reminders: std::mem::take(&mut reply.reminders),
        ..Reply::default()
    };
    if let Err(e) = thread.send_message(ctx, message(reply, lang)).await {
        tracing::error!(
            thread = thread.get(),
            game = spot.game,
            "posting the game's start in its thread failed: {e}; /lyngk board shows it"
        );
    }
    (link, true)
}

fn is_thread(kind: ChannelType) -> bool {
    matches!(
        kind,
        ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread
    )
}

/// Whether Discord refused for lack of permissions.
fn missing_permissions(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            r.error.code == MISSING_PERMISSIONS || r.status_code.as_u16() == 403
        }
        _ => false,
    }
}

/// "alice vs bob": the players' names in the guild (the bot's for the
/// computer), cut to Discord's limit.
async fn thread_name(
    ctx: &serenity::Context,
    guild: Option<GuildId>,
    spot: NewGameSpot,
    lang: Lang,
) -> String {
    let first = player_name(ctx, guild, spot.players[0]).await;
    let second = player_name(ctx, guild, spot.players[1]).await;
    let name = lang.render(&text::thread_name(&first, &second));
    name.chars().take(NAME_LIMIT).collect()
}

async fn player_name(ctx: &serenity::Context, guild: Option<GuildId>, user: u64) -> String {
    if user == COMPUTER {
        return ctx.cache.current_user().name.clone();
    }
    let id = UserId::new(user);
    if let Some(guild) = guild {
        match guild.member(ctx, id).await {
            Ok(member) => return member.display_name().to_owned(),
            Err(e) => tracing::debug!(
                guild = guild.get(),
                user,
                "reading a player's name failed: {e}"
            ),
        }
    }
    user.to_string()
}
