//! Messages kept because they could not be posted: a front end that gives
//! up on a post after its retries hands it here ([`Kept::keep`](crate::service::Kept::keep)),
//! and posts what [`Kept::take`](crate::service::Kept::take) gives back at the next
//! command or clock tick in the channel. A message about a game that has
//! moved on since (a move, a resignation) is out of date and is dropped.
//!
//! A message for a channel the bot reaches only through interactions (a
//! DM or group DM between users, a server without the bot) is kept
//! [`KeptPost::for_interaction`]: the clock never takes it, the channel's
//! next interaction shows it, and the clock drops it unshown after
//! [`KEPT_FOR_INTERACTION`].

use crate::engine::Player;
use crate::i18n::{Msg, Text};
use crate::ids::{ChannelId, GameId, KeptPostId, UserId};
use crate::storage::NewKeptPost;

use crate::service::buttons::Button;
use crate::service::context::Context;
use crate::service::errors::ServiceError;
use crate::service::reply::{Picture, Reply};

/// Posts kept after Discord refused them, posted again later.
#[derive(Clone, Copy)]
pub struct Kept<'a> {
    cx: &'a Context,
}

impl<'a> Kept<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// How long a kept message taken to be posted is left to the process that
/// took it (longer than every try of a post together): after it, a process
/// that stopped meanwhile is taken to have lost it, and another posts it.
pub const KEPT_POST_LEASE: std::time::Duration = std::time::Duration::from_secs(300);

/// How long a message kept for a channel's next interaction waits for one
/// (a week): after it the clock drops it unshown, so that nothing is kept
/// for ever for a channel nobody uses any more.
pub const KEPT_FOR_INTERACTION: std::time::Duration = std::time::Duration::from_secs(7 * 24 * 3600);

/// A message as it was to be posted, its text already in the reader's
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptPost {
    /// The kept row, once kept (given by [`Kept::take`](crate::service::Kept::take); `None`
    /// for a message not kept yet): [`Kept::done`](crate::service::Kept::done) or
    /// [`Kept::failed`](crate::service::Kept::failed) once it has been tried.
    pub id: Option<KeptPostId>,
    pub channel: ChannelId,
    /// The game it is about.
    pub game: Option<GameId>,
    /// The game's revision when the message was written (read by
    /// [`Kept::keep`](crate::service::Kept::keep) when not given): once the game has moved on,
    /// the message is out of date.
    pub revision: Option<i64>,
    pub content: String,
    /// The only users it may ping.
    pub mentions: Vec<UserId>,
    /// The player of the colour bar.
    pub accent: Option<Player>,
    pub image: Option<KeptImage>,
    /// Whether its game is still being played at `revision` (given by
    /// [`Kept::take`](crate::service::Kept::take); [`Kept::keep`](crate::service::Kept::keep) ignores it):
    /// posted again, the message carries the Move button, as a turn's
    /// answer and the clock's warning do.
    pub playable: bool,
    /// For a channel the bot reaches only through interactions: shown as a
    /// follow-up of the channel's next interaction, never posted in it.
    pub for_interaction: bool,
}

/// The picture of a kept message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptImage {
    pub bytes: Vec<u8>,
    pub file_name: String,
    /// Its description, in the reader's language.
    pub alt_text: String,
}

impl KeptPost {
    /// The message to post again, as a reply of its own, with the Move
    /// button of its game while that is still being played where it was.
    #[must_use]
    pub fn into_reply(self) -> Reply {
        let buttons = match (self.playable, self.game, self.revision) {
            (true, Some(game), Some(rev)) => vec![Button::Move { game, rev }],
            _ => Vec::new(),
        };
        Reply {
            buttons,
            text: Text(vec![Msg::verbatim(self.content)]),
            image: self.image.map(|i| Picture {
                bytes: i.bytes,
                file_name: i.file_name,
                alt_text: Msg::verbatim(i.alt_text),
            }),
            mentions: self.mentions,
            accent: self.accent,
            ..Reply::default()
        }
    }
}

impl Kept<'_> {
    /// The revision game `game` is at (`None` if there is no such game), to
    /// write beside a message about it that may have to be kept.
    ///
    /// # Errors
    /// A database failure.
    pub async fn game_revision(&self, game: GameId) -> Result<Option<i64>, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        Ok(tx.game(game).await?.map(|g| g.revision))
    }

    /// Keeps a message that could not be posted, with the revision its game is
    /// at, until [`Kept::take`](crate::service::Kept::take) gives it back.
    ///
    /// # Errors
    /// A database failure.
    pub async fn keep(&self, post: &KeptPost) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let game = match (post.game, post.revision) {
            (Some(id), Some(revision)) => Some((id, revision)),
            (Some(id), None) => tx.game(id).await?.map(|g| (id, g.revision)),
            (None, _) => None,
        };
        tx.keep_post(&NewKeptPost {
            channel: post.channel,
            game,
            content: &post.content,
            mentions: &post.mentions,
            accent: post.accent.map(|p| match p {
                Player::One => 1,
                Player::Two => 2,
            }),
            image: post.image.as_ref().map(|i| {
                (
                    i.bytes.as_slice(),
                    i.file_name.as_str(),
                    i.alt_text.as_str(),
                )
            }),
            now: self.cx.clock.now(),
            for_interaction: post.for_interaction,
        })
        .await?;
        tx.commit().await?;
        tracing::warn!(
            channel = post.channel.get(),
            "a message that could not be posted is kept"
        );
        Ok(())
    }

    /// Takes the kept messages of `channel` (of every channel with `None`),
    /// oldest first, to post them now. Each stays kept, leased to this
    /// process for [`KEPT_POST_LEASE`], until [`Kept::done`](crate::service::Kept::done)
    /// deletes it or [`Kept::failed`](crate::service::Kept::failed) frees it; should the
    /// process stop in between, any process takes it again once the lease
    /// is over. Those about a game that has moved on since are dropped.
    ///
    /// # Errors
    /// A database failure.
    pub async fn take(&self, channel: Option<ChannelId>) -> Result<Vec<KeptPost>, ServiceError> {
        // Most calls find none: look without the write lock first.
        let mut tx = self.cx.db.read().await?;
        let now = self.cx.clock.now();
        let stale = now - KEPT_POST_LEASE;
        let none = tx.no_kept_posts(channel, stale).await?;
        drop(tx);
        if none {
            return Ok(Vec::new());
        }
        let mut tx = self.cx.db.begin().await?;
        let rows = tx.take_kept_posts(channel, now, stale).await?;
        tx.commit().await?;
        let mut posts = Vec::new();
        for row in rows {
            if !row.current {
                tracing::info!(
                    channel = row.channel().get(),
                    "a kept message is out of date: dropped"
                );
                continue;
            }
            posts.push(KeptPost {
                id: Some(row.id),
                channel: row.channel(),
                game: row.game_id,
                revision: row.revision,
                mentions: row.mentions(),
                accent: match row.accent {
                    Some(1) => Some(Player::One),
                    Some(2) => Some(Player::Two),
                    _ => None,
                },
                image: match (row.image, row.image_name) {
                    (Some(bytes), Some(file_name)) => Some(KeptImage {
                        bytes,
                        file_name,
                        alt_text: row.image_alt.unwrap_or_default(),
                    }),
                    _ => None,
                },
                content: row.content,
                playable: row.active,
                for_interaction: row.for_interaction,
            });
        }
        Ok(posts)
    }

    /// Kept message `id` (from [`Kept::take`](crate::service::Kept::take)) was posted, or
    /// Discord refused it for good: it is no longer kept.
    ///
    /// # Errors
    /// A database failure.
    pub async fn done(&self, id: KeptPostId) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        tx.delete_kept_post(id).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Drops the messages kept for a channel's next interaction for longer
    /// than [`KEPT_FOR_INTERACTION`] (the turn clock's, at every tick).
    /// Returns how many were dropped.
    ///
    /// # Errors
    /// A database failure.
    pub async fn drop_old(&self) -> Result<u64, ServiceError> {
        let before = self.cx.clock.now() - KEPT_FOR_INTERACTION;
        // Most ticks find none: look without the write lock first.
        let mut tx = self.cx.db.read().await?;
        let any = tx.kept_for_interactions_before(before).await?;
        drop(tx);
        if !any {
            return Ok(0);
        }
        let mut tx = self.cx.db.begin().await?;
        let dropped = tx.drop_kept_for_interactions(before).await?;
        tx.commit().await?;
        tracing::info!(
            dropped,
            "messages kept for an interaction that never came are dropped"
        );
        Ok(dropped)
    }

    /// Kept message `id` (from [`Kept::take`](crate::service::Kept::take)) could not be
    /// posted, or was not tried: the next take gives it back.
    ///
    /// # Errors
    /// A database failure.
    pub async fn failed(&self, id: KeptPostId) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        tx.free_kept_post(id).await?;
        tx.commit().await?;
        Ok(())
    }
}
