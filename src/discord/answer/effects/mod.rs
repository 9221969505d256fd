//! The executor: the one place that carries out the work around an answer
//! (the service's [`Effects`]), for commands, button clicks and the turn
//! clock's notices alike; the callers only post. It takes the work out of
//! the service's reply ([`Executor::prepare`]) and does the rest after the
//! post ([`Executor::finish`]). The order is the service's
//! ([`crate::service::effects`]):
//!
//! 1. before the answer is posted, a game that starts goes to a thread of
//!    its own ([`thread`]): the thread is made, the game moved there, its
//!    start posted there, and the answer becomes a link to it;
//! 2. the answer is posted along its route through the pipeline
//!    ([`super::pipeline`]: a response, a deferred response's edit, a
//!    follow-up, a channel message), its message asked for only when
//!    [`Executor::need_message`] says so and handed to [`Executor::posted`];
//! 3. after: the challenge's message is recorded, a closed challenge's
//!    buttons are disabled ([`challenge_message`]), turn reminders are
//!    sent ([`dm`]), and last the computer's answer is asked for and posted as a
//!    message of its own (a follow-up of the interaction, so that it pings
//!    the human; in the game's channel when the game is elsewhere or the
//!    follow-up fails), followed by its own reminders.
//!
//! Every step ([`steps`]) is a REST call made after the service's
//! transaction; a failure is logged and changes nothing stored.
//!
//! What must be seen is retried ([`Executor::retried`]): the computer's
//! answer, the clock's notices and the turn reminders are sent again after
//! a 5xx, a timeout or a connection that failed, and after a 429 when
//! serenity's own rate limiter is off (behind `DISCORD_HTTP_PROXY`;
//! otherwise serenity has waited out the 429 itself), up to
//! [`ATTEMPTS`] times with a doubling wait. A channel message carries a
//! `nonce` with `enforce_nonce`, so that a retry of a message Discord did
//! take is not shown twice. A message for a channel that still can't be
//! posted is kept in the database ([`Kept::keep`](crate::service::Kept::keep)) and posted by
//! the next command or clock tick in that channel
//! ([`Executor::post_kept`]).
//!
//! Where the bot reaches a channel only through interactions, the clock's
//! notices go to the players by direct message
//! ([`Executor::tell_directly`]); what must still be seen there (a notice
//! no direct message delivered, a game's loss on time) is kept for the
//! channel's next interaction, which shows it as a follow-up
//! ([`Executor::show_kept`]).

use std::future::Future;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{Builder, Cache, ChannelId, GuildId, Http, Message, MessageId, PartialChannel};

use super::reply::{Allowed, followup, message, message_and_file};
use super::retry::{ATTEMPTS, Retry, channel_may_take, nonce, raw};
use crate::discord::actor::Install;
use crate::discord::locale::GuildLocales;
use crate::discord::logged::logged;
use crate::discord::pacer::{Lane, Pacer, Permit};
mod challenge_message;
mod dm;
mod steps;
pub(in crate::discord) mod thread;

use crate::i18n::Lang;
use crate::ids;
use crate::service::{
    Effects, KeptImage, KeptPost, Placed, Reply, Service, StandingsPicture, text,
};
use crate::time::Timestamp;

/// How long after an interaction arrived the bot still uses its token.
/// Discord takes a token's follow-ups and edits for 15 minutes ("Interaction
/// tokens are valid for 15 minutes",
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages>),
/// counted from when Discord sent the interaction; a minute is left for the
/// way there and for a request sent just before the end.
pub(in crate::discord) const TOKEN_TRUSTED: Duration = Duration::from_secs(14 * 60);

/// Whether a token whose interaction arrived at `arrived` may still be used
/// at `now` ([`TOKEN_TRUSTED`]).
pub(in crate::discord) fn token_fresh(arrived: Timestamp, now: Timestamp) -> bool {
    now.saturating_since(arrived) < TOKEN_TRUSTED
}

/// What every executor reaches Discord and the service with.
#[derive(Clone, Copy)]
pub(in crate::discord) struct Reach<'a> {
    pub http: &'a Http,
    pub cache: &'a Arc<Cache>,
    pub service: &'a Arc<Service>,
    pub locales: &'a GuildLocales,
    pub pacer: &'a Pacer,
}

/// Where an answer goes, in which language, and the interaction it answers.
pub(in crate::discord) struct Spot<'a> {
    pub lang: Lang,
    pub guild: Option<GuildId>,
    /// The channel the answer is posted in.
    pub channel: ChannelId,
    /// The interaction answered (none for the clock).
    pub interaction: Option<Asked<'a>>,
}

/// The interaction an answer is to.
#[derive(Clone, Copy)]
pub(in crate::discord) struct Asked<'a> {
    /// Its token, for follow-ups.
    pub token: &'a str,
    /// Its channel as Discord describes it (its kind).
    pub partial: Option<&'a PartialChannel>,
    /// The message whose button was clicked, for a click (its own buttons
    /// are handled by the click's answer).
    pub clicked: Option<MessageId>,
    /// Where the bot may post for it: through a user's install only, the
    /// interaction's response and follow-ups are all it has.
    pub install: Install,
    /// What its messages may hold (its `app_permissions`).
    pub allowed: Allowed,
}

/// Carries out the work around one answer.
pub(in crate::discord) struct Executor<'a> {
    http: &'a Http,
    cache: &'a Arc<Cache>,
    service: &'a Arc<Service>,
    locales: &'a GuildLocales,
    pacer: &'a Pacer,
    lang: Lang,
    guild: Option<GuildId>,
    /// The channel the answer is posted in.
    channel: ChannelId,
    /// The interaction's channel as Discord describes it (its kind), when
    /// the answer is to an interaction.
    partial: Option<&'a PartialChannel>,
    /// The interaction's token, for follow-ups (none for the clock): use
    /// [`Executor::token`], which refuses one past its life.
    token: Option<&'a str>,
    /// When the interaction arrived, on the service's clock (none for the
    /// clock).
    arrived: Option<Timestamp>,
    /// The last follow-up [`Executor::post_must_see`] posted (0: none), so
    /// that a challenge's message is known to be a follow-up of the
    /// interaction rather than its original response.
    followed_up: AtomicU64,
    /// The message whose button was clicked (its own buttons are handled
    /// by the click's answer).
    clicked: Option<MessageId>,
    /// Where the bot may post: a server's install for the clock, which has
    /// no interaction.
    install: Install,
    /// What the answers to the interaction may hold: everything for the
    /// clock.
    allowed: Allowed,
    /// Whether an answer already said why its picture is missing
    /// ([`Executor::fit`]): once per interaction.
    told_missing: AtomicBool,
    /// The posted answer's message, once known.
    posted: Option<MessageId>,
    /// The game the answer is about ([`Reply::game`]), once prepared.
    about: Option<ids::GameId>,
    /// What is left to do after the post.
    pending: Effects,
}

impl<'a> Executor<'a> {
    /// An executor for an answer at `spot`.
    pub fn new(reach: Reach<'a>, spot: Spot<'a>) -> Executor<'a> {
        let Reach {
            http,
            cache,
            service,
            locales,
            pacer,
        } = reach;
        let Spot {
            lang,
            guild,
            channel,
            interaction,
        } = spot;
        Executor {
            http,
            cache,
            service,
            locales,
            pacer,
            lang,
            guild,
            channel,
            partial: interaction.and_then(|i| i.partial),
            token: interaction.map(|i| i.token),
            arrived: interaction.map(|_| service.now()),
            followed_up: AtomicU64::new(0),
            clicked: interaction.and_then(|i| i.clicked),
            install: interaction.map_or(Install::Server, |i| i.install),
            allowed: interaction.map_or(Allowed::ALL, |i| i.allowed),
            told_missing: AtomicBool::new(false),
            posted: None,
            about: None,
            pending: Effects::default(),
        }
    }

    /// What this executor reaches Discord and the service with.
    fn reach(&self) -> Reach<'a> {
        Reach {
            http: self.http,
            cache: self.cache,
            service: self.service,
            locales: self.locales,
            pacer: self.pacer,
        }
    }

    /// Whether the bot may call `channel`'s own endpoints (post, edit,
    /// open a thread): not the answer's channel when only a user's install
    /// of the app authorised the interaction, since the bot is not there.
    fn may_post_in(&self, channel: ChannelId) -> bool {
        self.install.in_channel() || channel != self.channel
    }

    /// The interaction's token while the bot may still use it
    /// ([`TOKEN_TRUSTED`] after the interaction arrived); past that, none,
    /// and it is said in the log (never the token itself).
    fn token(&self) -> Option<&'a str> {
        let token = self.token?;
        if self.token_fresh() {
            return Some(token);
        }
        tracing::warn!(
            game = self.about.map(ids::GameId::get),
            "the interaction's token is past its {} minutes; it is not used",
            TOKEN_TRUSTED.as_secs() / 60
        );
        None
    }

    /// Whether the interaction's token may still be used ([`TOKEN_TRUSTED`]
    /// after the interaction arrived); `true` with no interaction.
    pub fn token_fresh(&self) -> bool {
        self.arrived
            .is_none_or(|arrived| token_fresh(arrived, self.service.now()))
    }

    /// Whether the bot is in the answer's channel ([`Install`]).
    pub fn in_channel(&self) -> bool {
        self.install.in_channel()
    }

    /// What the interaction's answers may hold ([`Allowed`]).
    pub fn allowed(&self) -> Allowed {
        self.allowed
    }

    /// `reply` as the interaction's answers may show it: where files may
    /// not be attached (the interaction's `app_permissions` lack *Attach
    /// Files*), without its picture or file, and the first such answer of
    /// the interaction says why; the text tells the rest. Fitting a fitted
    /// reply changes nothing.
    #[must_use]
    pub fn fit(&self, mut reply: Reply) -> Reply {
        if !self.allowed.files
            && reply.image.take().is_some()
            && !self.told_missing.swap(true, Ordering::Relaxed)
        {
            reply.text.push(text::no_attachments_here());
        }
        reply
    }

    /// The clicked message is left as it was (the click was answered by a
    /// new message): closing what it shows is the executor's, as for a
    /// command.
    pub fn leave_clicked(&mut self) {
        self.clicked = None;
    }

    /// Whether `reply` needs REST calls before it can be posted (a game's
    /// thread): the interaction is then acknowledged first, so that only
    /// that work waits, not Discord's three seconds.
    pub fn works_before_post(reply: &Reply) -> bool {
        reply.new_game().is_some()
    }

    /// Step 1: takes the work out of `reply` and does what comes before
    /// posting it; returns what to post where the answer was asked for.
    pub async fn prepare(&mut self, mut reply: Reply) -> Placed {
        self.about = reply.game();
        if let Some(game) = self.about {
            tracing::Span::current().record("game", game.get());
        }
        self.draw_standings(&mut reply).await;
        let mut effects = reply.take_effects();
        let placed = effects.before_post(self, reply).await;
        self.pending = effects;
        placed
    }

    /// The instruments the answer is counted in.
    pub fn metrics(&self) -> &crate::metrics::Metrics {
        self.service.metrics()
    }

    /// Whether the posted answer's message is needed afterwards: the caller
    /// then hands it to [`Executor::posted`].
    pub fn need_message(&self) -> bool {
        self.pending.need_message()
    }

    /// The answer was posted as `message` (known when it was needed).
    pub fn posted(&mut self, message: Option<MessageId>) {
        self.posted = message.filter(|_| self.need_message());
    }

    /// Step 3: everything after the post, in order; then the messages kept
    /// for this channel because they could not be posted earlier.
    pub async fn finish(mut self) {
        let effects = std::mem::take(&mut self.pending);
        effects.after_post(&mut self).await;
        if self.in_channel() {
            self.post_kept(Some(self.channel)).await;
        } else {
            self.show_kept().await;
        }
    }

    /// The executor of a notice for a channel the bot reaches only through
    /// interactions: none of its steps calls the channel's endpoints.
    pub fn only_interactions(&mut self) {
        self.install = Install::User;
    }

    /// Draws the standings `reply` carries as its picture, with the
    /// players' names in the executor's guild; its words in the guild's
    /// language when it is posted for everyone (as every public picture),
    /// in the reader's when only they see it.
    async fn draw_standings(&self, reply: &mut Reply) {
        let guild = self.guild;
        let Some(standings) = reply.standings.take() else {
            return;
        };
        let lang = if reply.ephemeral {
            self.lang
        } else {
            self.locales.of(self.cache, guild.map(Into::into))
        };
        let mut names = Vec::with_capacity(standings.rows.len());
        for row in &standings.rows {
            let seat = row.player.user().into();
            names.push(
                thread::member_name(self.http, self.cache, self.pacer, self.lane(), guild, seat)
                    .await,
            );
        }
        reply.image = self.standings_picture(lang, &standings, names).await;
    }

    async fn standings_picture(
        &self,
        lang: Lang,
        standings: &StandingsPicture,
        names: Vec<String>,
    ) -> Option<crate::service::Picture> {
        let labels = text::standings_labels().map(|m| lang.render(&m));
        let caption = lang.render(&standings.caption);
        self.service
            .tournaments()
            .standings_png(standings, names, labels, caption)
            .await
    }

    /// Runs `call` until it succeeds, fails for good, or has been tried
    /// [`ATTEMPTS`] times (see [`Retry::retry_wait`]).
    ///
    /// # Errors
    /// The last failure.
    pub async fn retried<T, E, F, Fut>(&self, what: &str, mut call: F) -> Result<T, E>
    where
        E: Retry + 'static,
        F: FnMut() -> Fut,
        Fut: Future<Output = Result<T, E>>,
    {
        let limiter_off = self.http.ratelimiter.is_none();
        let mut attempt = 0;
        loop {
            attempt += 1;
            let e = match call().await {
                Ok(done) => return Ok(done),
                Err(e) => e,
            };
            let metrics = self.service.metrics();
            if let Some(why) = e.failure() {
                metrics.rest_failed(why);
            }
            match e.retry_wait(attempt, limiter_off) {
                Some(wait) if attempt < ATTEMPTS => {
                    metrics.post_retried();
                    tracing::warn!(
                        attempt,
                        ?wait,
                        "{what} failed ({e}); trying again",
                        e = logged(&e)
                    );
                    tokio::time::sleep(wait).await;
                }
                _ => return Err(e),
            }
        }
    }

    /// Posts `reply` in `channel` (about `game`), retried with one nonce;
    /// when it still fails, keeps it to post later. Returns its message.
    pub async fn post_in_channel(
        &self,
        channel: ChannelId,
        game: Option<ids::GameId>,
        reply: Reply,
    ) -> Option<Message> {
        // The game's state the message is about, read before the tries:
        // a move while they fail makes the message out of date.
        if !self.may_post_in(channel) {
            // Never kept either: nothing would ever post it there.
            tracing::warn!(
                channel = channel.get(),
                game = game.map(ids::GameId::get),
                "a message for a channel the bot is not in (a user's install) is not posted"
            );
            return None;
        }
        let revision = match game {
            Some(game) => self.service.kept().game_revision(game).await.ok().flatten(),
            None => None,
        };
        match self.post(channel, &reply).await {
            Ok(posted) => Some(posted),
            Err(e) if e.missing_access() && !reply.mentions.is_empty() => {
                // The bot is not in that channel (only a user's install of
                // the app reached it): the players the notice names are
                // told by direct message instead; never kept.
                tracing::info!(
                    channel = channel.get(),
                    "the bot is not in the channel ({e}); the notice goes by direct message",
                    e = logged(&e)
                );
                for user in reply.mentions.clone() {
                    self.direct(user, &reply).await;
                }
                None
            }
            Err(e) if e.refused() => {
                // The same message would be refused again: never kept.
                tracing::error!(
                    channel = channel.get(),
                    "Discord refused a message for good ({e}); it is dropped",
                    e = logged(&e)
                );
                self.service.metrics().post_refused();
                None
            }
            Err(e) => {
                tracing::error!(
                    "a message could not be posted ({e}); it is kept to post later",
                    e = logged(&e)
                );
                self.keep(channel, game, revision, reply, false).await;
                None
            }
        }
    }

    /// The lane of this executor's requests: an interaction's answer goes
    /// first, the bot's own work (the clock's, a tournament's) is bulk.
    fn lane(&self) -> Lane {
        if self.token.is_some() {
            Lane::First
        } else {
            Lane::Bulk
        }
    }

    /// Waits for a slot of the global rate limit in `lane`, held while the
    /// request is sent ([`crate::discord::pacer`]).
    pub(in crate::discord) async fn slot(&self, lane: Lane) -> Permit<'a> {
        self.pacer.permit(lane).await
    }

    /// Sends `reply` to `user` by direct message (retried with one nonce),
    /// where Discord lets the bot open one; a refusal (the member's direct
    /// messages are closed) is logged. Returns whether it was sent.
    async fn direct(&self, user: ids::UserId, reply: &Reply) -> bool {
        let opened = {
            let _slot = self.slot(self.lane()).await;
            serenity::UserId::from(user)
                .create_dm_channel(self.http)
                .await
        };
        let dm = match opened {
            Ok(dm) => dm,
            Err(e) => {
                tracing::warn!(
                    user = user.get(),
                    "no direct message could be opened: {e}",
                    e = logged(&e)
                );
                return false;
            }
        };
        match self.post(dm.id, reply).await {
            Ok(_) => true,
            Err(e) => {
                tracing::warn!(
                    user = user.get(),
                    "a notice by direct message failed: {e}",
                    e = logged(&e)
                );
                false
            }
        }
    }

    /// Tells `reply`, a notice about `game` for `channel`, a channel the
    /// bot reaches only through interactions, to each player it pings by
    /// direct message, without trying the channel. Kept for the channel's
    /// next interaction ([`Executor::show_kept`]) when a direct message
    /// fails (or it pings nobody) and, for a game's `result`, always: the
    /// channel shows how its game ended.
    pub async fn tell_directly(
        &self,
        channel: ChannelId,
        game: Option<ids::GameId>,
        reply: Reply,
        result: bool,
    ) {
        // The game's state the notice is about, read before the tries: a
        // move meanwhile makes it out of date.
        let revision = match game {
            Some(game) => self.service.kept().game_revision(game).await.ok().flatten(),
            None => None,
        };
        let mut missed = reply.mentions.is_empty();
        for &user in &reply.mentions {
            missed |= !self.direct(user, &reply).await;
        }
        if missed || result {
            tracing::info!(
                channel = channel.get(),
                "a notice is kept for the channel's next interaction"
            );
            self.keep(channel, game, revision, reply, true).await;
        }
    }

    /// Posts `reply` in `channel`, retried with one nonce, each try paced.
    async fn post(&self, channel: ChannelId, reply: &Reply) -> Result<Message, raw::Failure> {
        let nonce = &nonce();
        let lane = self.lane();
        if self.http.ratelimiter.is_none() {
            // Behind a proxy a 429 is the bot's to wait out: sent by hand,
            // to read its `retry_after`.
            self.retried("a message in the channel", || async move {
                let (message, file) = message_and_file(reply.clone(), self.lang);
                let message = message.nonce(nonce.clone()).enforce_nonce(true);
                let _slot = self.slot(lane).await;
                raw::send_message(self.http, channel, message, file).await
            })
            .await
        } else {
            self.retried("a message in the channel", || async move {
                let message = message(reply.clone(), self.lang)
                    .nonce(nonce.clone())
                    .enforce_nonce(true);
                let _slot = self.slot(lane).await;
                channel.send_message(self.http, message).await
            })
            .await
            .map_err(raw::Failure::from)
        }
    }

    /// Keeps `reply` as it would have been posted in `channel` (`for_interaction`:
    /// to show at the channel's next interaction, never to post there).
    async fn keep(
        &self,
        channel: ChannelId,
        game: Option<ids::GameId>,
        revision: Option<i64>,
        reply: Reply,
        for_interaction: bool,
    ) {
        let post = KeptPost {
            id: None,
            channel: channel.into(),
            game,
            revision,
            content: self.lang.render_text(&reply.text),
            mentions: reply.mentions,
            accent: reply.accent,
            image: reply.image.map(|p| KeptImage {
                alt_text: self.lang.render(&p.alt_text),
                bytes: p.bytes,
                file_name: p.file_name,
            }),
            playable: false,
            for_interaction,
        };
        match self.service.kept().keep(&post).await {
            Ok(()) => self.service.metrics().post_kept(),
            Err(e) => {
                tracing::error!(
                    "a message that could not be posted could not be kept either: {e}",
                    e = logged(&e)
                );
            }
        }
    }

    /// Posts the messages kept for `channel` (for every channel with
    /// `None`, as the clock does); each stays kept until it is posted, and
    /// one that fails again is left for the next try.
    pub async fn post_kept(&self, channel: Option<ChannelId>) {
        let kept = match self
            .service
            .kept()
            .take(channel.map(ids::ChannelId::from))
            .await
        {
            Ok(kept) => kept,
            Err(e) => {
                tracing::error!("reading the kept messages failed: {e}", e = logged(&e));
                return;
            }
        };
        // Each message on its own: one Discord refuses for good is dropped
        // and the next is tried; once one fails for a reason that may pass
        // (Discord's side, the network), the rest wait for the next try, so
        // that an outage does not hold the clock for every message.
        let mut discord_down = false;
        for post in kept {
            // Every message taken has its kept row.
            let Some(id) = post.id else { continue };
            let channel = ChannelId::from(post.channel);
            let tried = if discord_down {
                None
            } else {
                Some(self.post(channel, &post.into_reply()).await)
            };
            let settled = match tried {
                Some(Ok(_)) => {
                    self.service.metrics().kept_post_posted();
                    tracing::info!(channel = channel.get(), "a kept message was posted");
                    self.service.kept().done(id).await
                }
                Some(Err(e)) if e.refused() => {
                    tracing::error!(
                        channel = channel.get(),
                        "Discord refused a kept message for good ({e}); it is dropped",
                        e = logged(&e)
                    );
                    self.service.metrics().post_refused();
                    self.service.kept().done(id).await
                }
                Some(Err(e)) => {
                    tracing::error!(
                        "a kept message could not be posted again ({e})",
                        e = logged(&e)
                    );
                    discord_down = true;
                    self.service.kept().failed(id).await
                }
                None => self.service.kept().failed(id).await,
            };
            if let Err(e) = settled {
                // Still leased: taken again once the lease is over.
                tracing::error!(
                    "a kept message's state could not be saved: {e}",
                    e = logged(&e)
                );
            }
        }
    }

    /// Shows the oldest message kept for this interaction's channel, a
    /// channel the bot reaches only through interactions, publicly as a
    /// follow-up of the interaction, pinging whom it pings; the others wait
    /// for the channel's next interactions (one each, so that an
    /// interaction's follow-ups stay within the five a user's install
    /// allows). Shown, it is no longer kept; a follow-up that fails leaves
    /// it for the next interaction. Nothing is posted in the channel.
    async fn show_kept(&self) {
        let Some(token) = self.token() else { return };
        let kept = match self
            .service
            .kept()
            .take(Some(ids::ChannelId::from(self.channel)))
            .await
        {
            Ok(kept) => kept,
            Err(e) => {
                tracing::error!("reading the kept messages failed: {e}", e = logged(&e));
                return;
            }
        };
        let mut kept = kept
            .into_iter()
            .filter_map(|post| post.id.map(|id| (id, post)));
        if let Some((id, post)) = kept.next() {
            let reply = self.fit(post.into_reply());
            let shown = self
                .retried("a kept message as a follow-up", || {
                    followup(reply.clone(), self.lang, self.allowed)
                        .execute(self.http, (None, token))
                })
                .await;
            let settled = match shown {
                Ok(_) => {
                    self.service.metrics().kept_post_posted();
                    tracing::info!("a kept message was shown at the channel's interaction");
                    self.service.kept().done(id).await
                }
                Err(e) => {
                    tracing::warn!(
                        "a kept message could not be shown ({e}); left for the next",
                        e = logged(&e)
                    );
                    self.service.kept().failed(id).await
                }
            };
            if let Err(e) = settled {
                tracing::error!(
                    "a kept message's state could not be saved: {e}",
                    e = logged(&e)
                );
            }
        }
        for (id, _) in kept {
            if let Err(e) = self.service.kept().failed(id).await {
                tracing::error!(
                    "a kept message's state could not be saved: {e}",
                    e = logged(&e)
                );
            }
        }
    }

    /// `reply`, a public answer whose interaction response Discord failed
    /// with `error`: Discord may have shown it all the same (the response
    /// then exists: its message is returned); otherwise it is posted as a
    /// follow-up or in the channel ([`Executor::post_must_see`]) when that
    /// may work.
    pub async fn after_failed_response(
        &self,
        reply: Reply,
        error: &serenity::Error,
    ) -> Option<MessageId> {
        if let Some(token) = self.token()
            && let Ok(message) = self.http.get_original_interaction_response(token).await
        {
            tracing::info!("the answer was shown after all");
            return Some(message.id);
        }
        self.answer_elsewhere(reply, error).await
    }

    /// `reply`, a public answer that its interaction's own route (the
    /// response, a follow-up, an edit of the response) failed to post with
    /// `error`, posted another way ([`Executor::post_must_see`]) when that
    /// may work ([`channel_may_take`]).
    pub async fn answer_elsewhere(
        &self,
        reply: Reply,
        error: &serenity::Error,
    ) -> Option<MessageId> {
        if !channel_may_take(error) {
            tracing::error!(
                game = self.about.map(ids::GameId::get),
                "an answer Discord refused is not posted"
            );
            return None;
        }
        self.post_answer(reply).await
    }

    /// Posts `reply`, an answer that must be seen, where it was asked for
    /// ([`Executor::post_must_see`] in the executor's channel, about the
    /// answer's game).
    pub async fn post_answer(&self, reply: Reply) -> Option<MessageId> {
        self.post_must_see(self.channel, self.about, reply).await
    }

    /// Posts `reply`, an answer that must be seen, as a follow-up of the
    /// interaction when there is one and the answer belongs in its channel,
    /// retried as [`Executor::retried`] retries. When that still fails for
    /// a reason a channel message need not share ([`channel_may_take`]:
    /// Discord's side, the network, an interaction Discord no longer
    /// knows), or there is no interaction, it is posted in `channel` under
    /// one nonce ([`Executor::post_in_channel`]), and kept to post later if
    /// that fails too. Returns its message, if it was posted.
    ///
    /// Where only a user's install authorised the interaction, the
    /// follow-up is the only way: the bot is not in the channel. A token
    /// past its life ([`TOKEN_TRUSTED`]) is never used: in a server's
    /// install the answer goes in the channel; where only the interaction
    /// reached the channel, it is kept for the channel's next interaction.
    ///
    /// Discord's follow-ups take no nonce (Execute Webhook has none): a
    /// follow-up Discord created but failed to confirm may be shown twice,
    /// rather than a turn never shown.
    pub async fn post_must_see(
        &self,
        channel: ChannelId,
        game: Option<ids::GameId>,
        reply: Reply,
    ) -> Option<MessageId> {
        // In the interaction's channel the bot has what the interaction's
        // permissions say, for its follow-ups and its own messages alike.
        let reply = if channel == self.channel {
            self.fit(reply)
        } else {
            reply
        };
        let asked_here = self.token.is_some() && channel == self.channel;
        let token = if asked_here { self.token() } else { None };
        if asked_here && token.is_none() && !self.in_channel() {
            // Only the interaction reached this channel, and its token is
            // too old: the channel's next interaction shows the answer
            // ([`Executor::show_kept`]).
            tracing::warn!(
                game = game.map(ids::GameId::get),
                "an answer for a channel the bot is not in came after its interaction's token \
                 expired; it is kept for the channel's next interaction"
            );
            self.keep(channel, game, None, reply, true).await;
            return None;
        }
        if let Some(token) = token {
            let posted = self
                .retried("an answer as a follow-up", || {
                    followup(reply.clone(), self.lang, self.allowed)
                        .execute(self.http, (None, token))
                })
                .await;
            match posted {
                Ok(message) => {
                    self.followed_up.store(message.id.get(), Ordering::Relaxed);
                    return Some(message.id);
                }
                Err(e) if !channel_may_take(&e) => {
                    tracing::error!(
                        game = game.map(ids::GameId::get),
                        "an answer Discord refused is not posted: {e}",
                        e = logged(&e)
                    );
                    return None;
                }
                Err(e) if !self.in_channel() => {
                    // Only the interaction reaches a channel the bot is not in.
                    tracing::error!(
                        game = game.map(ids::GameId::get),
                        "an answer as a follow-up failed ({e}); the bot can't post there",
                        e = logged(&e)
                    );
                    return None;
                }
                Err(e) => tracing::warn!(
                    game = game.map(ids::GameId::get),
                    "an answer as a follow-up failed ({e}); posting it in the channel",
                    e = logged(&e)
                ),
            }
        }
        self.post_in_channel(channel, game, reply)
            .await
            .map(|m| m.id)
    }
}
