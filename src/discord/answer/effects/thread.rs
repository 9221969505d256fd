//! A thread per game. When the service starts a game the guild wants in a
//! thread of its own ([`Effect::PlaceInThread`](crate::service::Effect)), the game is already stored in
//! the channel; then, outside any transaction: a public thread named after
//! the players is made in that channel, the game moves there
//! ([`Settings::move_to_thread`](crate::service::Settings::move_to_thread)), its start (board, whose turn, the ping)
//! is posted there by the executor (retried, and kept when it still fails,
//! as every message that must be seen), and the answer in the channel
//! becomes a link to the thread. If the thread can't be made, nothing is lost: the game stays in
//! the channel and the start is answered there as before, with what to
//! grant when permissions are missing.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{
    Cache, ChannelId, ChannelType, CreateThread, GuildId, Http, HttpError, PartialChannel, UserId,
};

use crate::discord::answer::tally::Noted;
use crate::discord::logged::logged;
use crate::discord::pacer::{Lane, Pacer};
use crate::i18n::Lang;
use crate::ids::Seat;
use crate::service::{NewGameSpot, Reply, Service, text};

/// Discord's limit on a channel's name.
pub(in crate::discord) const NAME_LIMIT: usize = 100;

/// Discord's code for "Missing Permissions".
const MISSING_PERMISSIONS: isize = 50013;

/// Where a game's thread is made: the channel of the interaction.
pub(in crate::discord) struct Place<'a> {
    pub http: &'a Http,
    /// The requests' pace; they answer an interaction: they go first.
    pub pacer: &'a Pacer,
    pub cache: &'a Arc<Cache>,
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    /// The interaction's channel as Discord describes it (its kind).
    pub partial: Option<&'a PartialChannel>,
    pub lang: Lang,
}

impl Place<'_> {
    /// Moves the game of `spot` to a new thread: the thread, with its start
    /// (`reply`) to post there, or the reply back when the game stays in
    /// the channel (with what to grant when permissions are missing).
    pub async fn start(
        &self,
        service: &Service,
        spot: NewGameSpot,
        mut reply: Reply,
    ) -> Result<(ChannelId, Reply), Reply> {
        // A game agreed inside a thread (a rematch) stays there: a thread has
        // no threads.
        if self.partial.is_some_and(|c| is_thread(c.kind)) {
            return Err(reply);
        }
        let name = self.thread_name(service, spot).await;
        let made = open(
            self.http,
            self.channel,
            &name,
            service,
            self.pacer,
            Lane::First,
        )
        .await;
        let thread = match made {
            Ok(thread) => thread,
            Err(e) => {
                tracing::warn!(
                    "the game's thread could not be made ({e}); it stays in the channel",
                    e = logged(&e)
                );
                if missing_permissions(&e) {
                    reply.text.push(text::thread_permissions_missing());
                }
                return Err(reply);
            }
        };
        match service
            .settings()
            .move_to_thread(spot.game, thread.into())
            .await
        {
            Ok(true) => {}
            // Over already (a resignation came first), or the move failed:
            // the game is where the storage says; the start is answered in
            // the channel, and the thread stays empty.
            Ok(false) => return Err(reply),
            Err(e) => {
                tracing::error!(
                    thread = thread.get(),
                    "moving the game to its thread failed: {e}",
                    e = logged(&e)
                );
                return Err(reply);
            }
        }
        Ok((thread, reply))
    }

    /// "alice vs bob": the players' names in the guild (the bot's for the
    /// computer).
    async fn thread_name(&self, service: &Service, spot: NewGameSpot) -> String {
        let read = |seat| {
            member_name(
                self.http,
                self.cache,
                self.pacer,
                Lane::First,
                self.guild,
                seat,
            )
        };
        let first = read(spot.players[0]).await;
        let second = read(spot.players[1]).await;
        // Noted for the pictures of the game (the start's is drawn already).
        // (An id stands for a name that could not be read.)
        if let Some(guild) = self.guild {
            for (seat, name) in spot.players.into_iter().zip([&first, &second]) {
                if let Seat::Human(user) = seat
                    && *name != user.to_string()
                {
                    service.note_name(Some(guild.into()), user, name);
                }
            }
        }
        self.lang.render(&text::thread_name(&first, &second))
    }
}

/// Makes a public thread named `name` (cut to Discord's limit) in
/// `channel`, paced in `lane`; a failure is counted in `service`'s metrics.
pub(in crate::discord) async fn open(
    http: &Http,
    channel: ChannelId,
    name: &str,
    service: &Service,
    pacer: &Pacer,
    lane: Lane,
) -> Result<ChannelId, serenity::Error> {
    let name: String = name.chars().take(NAME_LIMIT).collect();
    let builder = CreateThread::new(name).kind(ChannelType::PublicThread);
    let made = {
        let _slot = pacer.permit(lane).await;
        channel.create_thread(http, builder).await
    };
    made.noted(service.metrics()).map(|thread| thread.id)
}

/// `user`'s name in `guild` (the bot's own for the computer; the id when
/// it can't be read): from the cache, or asked of Discord (paced in
/// `lane`).
pub(in crate::discord) async fn member_name(
    http: &Http,
    cache: &Arc<Cache>,
    pacer: &Pacer,
    lane: Lane,
    guild: Option<GuildId>,
    seat: Seat,
) -> String {
    let Seat::Human(user) = seat else {
        return cache.current_user().name.clone();
    };
    if let Some(guild) = guild {
        let user = UserId::from(user);
        let cached = cache
            .guild(guild)
            .and_then(|g| g.members.get(&user).map(|m| m.display_name().to_owned()));
        if let Some(name) = cached {
            return name;
        }
        let _slot = pacer.permit(lane).await;
        match http.get_member(guild, user).await {
            Ok(member) => return member.display_name().to_owned(),
            Err(e) => tracing::debug!(
                user = user.get(),
                "reading a player's name failed: {e}",
                e = logged(&e)
            ),
        }
    }
    user.to_string()
}

pub(in crate::discord) fn is_thread(kind: ChannelType) -> bool {
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
