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
//! 2. the caller posts the answer (a response, a deferred response's edit,
//!    a follow-up, a channel message: [`super::answer`], [`super::buttons`],
//!    [`super::clock`]), asking for its message only when
//!    [`Executor::need_message`] says so, and hands it to [`Executor::posted`];
//! 3. after: the challenge's message is recorded, a closed challenge's
//!    buttons are disabled ([`challenge_message`]), turn reminders are sent
//!    ([`dm`]), and last the computer's answer is asked for and posted as a
//!    message of its own (a follow-up of the interaction, so that it pings
//!    the human; in the game's channel when the game is elsewhere or the
//!    follow-up fails), followed by its own reminders.
//!
//! Every step is a REST call made after the service's transaction; a
//! failure is logged and changes nothing stored.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{Builder, Cache, ChannelId, GuildId, Http, MessageId, PartialChannel};

use super::locale::GuildLocales;
use super::reply::{ephemeral_followup, followup, message};
use super::{challenge_message, dm, thread};
use crate::i18n::Lang;
use crate::service::{
    ChallengeMessage, ComputerDue, Effects, Front, NewGameSpot, Placed, Reminder, Reply, Service,
    TakebackMessage, text,
};

/// Where an answer goes, and what the executor needs to reach Discord.
pub(super) struct Executor<'a> {
    pub http: &'a Http,
    pub cache: &'a Arc<Cache>,
    pub service: &'a Service,
    pub locales: &'a GuildLocales,
    pub lang: Lang,
    pub guild: Option<GuildId>,
    /// The channel the answer is posted in.
    pub channel: ChannelId,
    /// The interaction's channel as Discord describes it (its kind), when
    /// the answer is to an interaction.
    pub partial: Option<&'a PartialChannel>,
    /// The interaction's token, for follow-ups (none for the clock).
    pub token: Option<&'a str>,
    /// The message whose button was clicked (its own buttons are handled
    /// by the click's answer).
    pub clicked: Option<MessageId>,
    /// The posted answer's message, once known.
    posted: Option<MessageId>,
    /// What is left to do after the post.
    pending: Effects,
}

impl<'a> Executor<'a> {
    /// An executor for answers in `channel`.
    pub fn new(
        http: &'a Http,
        cache: &'a Arc<Cache>,
        service: &'a Service,
        locales: &'a GuildLocales,
        lang: Lang,
        channel: ChannelId,
    ) -> Executor<'a> {
        Executor {
            http,
            cache,
            service,
            locales,
            lang,
            guild: None,
            channel,
            partial: None,
            token: None,
            clicked: None,
            posted: None,
            pending: Effects::default(),
        }
    }

    /// Step 1: takes the work out of `reply` and does what comes before
    /// posting it; returns what to post where the answer was asked for.
    pub async fn prepare(&mut self, mut reply: Reply) -> Placed {
        let mut effects = reply.take_effects();
        let placed = effects.before_post(self, reply).await;
        self.pending = effects;
        placed
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

    /// Step 3: everything after the post, in order.
    pub async fn finish(mut self) {
        let effects = std::mem::take(&mut self.pending);
        effects.after_post(&mut self).await;
    }

    /// Posts the computer's answer `answer` as a follow-up of the
    /// interaction, or in `channel` when it has no token, the game is
    /// elsewhere or the follow-up fails.
    async fn post_answer(&self, channel: ChannelId, answer: Reply) {
        let token = self.token.filter(|_| channel == self.channel);
        if let Some(token) = token {
            match followup(answer.clone(), self.lang)
                .execute(self.http, (None, token))
                .await
            {
                Ok(_) => return,
                Err(e) => tracing::warn!(
                    "the computer's answer as a follow-up failed ({e}); posting it in the channel"
                ),
            }
        }
        if let Err(e) = channel
            .send_message(self.http, message(answer, self.lang))
            .await
        {
            tracing::error!(
                "the computer's answer could not be posted: {e}; /lyngk board shows it"
            );
        }
    }
}

impl Front for Executor<'_> {
    async fn place_in_thread(&mut self, spot: NewGameSpot, reply: Reply) -> Result<u64, Reply> {
        let place = thread::Place {
            http: self.http,
            cache: self.cache,
            guild: self.guild,
            channel: self.channel,
            partial: self.partial,
            lang: self.lang,
        };
        place.start(self.service, spot, reply).await
    }

    async fn record_challenge(&mut self, challenge: i64) {
        if let Some(message) = self.posted {
            let closed =
                challenge_message::record(self.service, challenge, self.channel, message).await;
            if let Some(closed) = closed {
                challenge_message::disable(self.http, closed, self.lang).await;
            }
        }
    }

    async fn disable_challenge(&mut self, m: ChallengeMessage) {
        // The click on that very message already took its buttons away.
        if self.clicked.is_some_and(|c| c.get() == m.message) {
            return;
        }
        challenge_message::disable(self.http, m, self.lang).await;
    }

    async fn record_takeback(&mut self, takeback: i64) {
        if let Some(message) = self.posted {
            let closed =
                challenge_message::record_takeback(self.service, takeback, self.channel, message)
                    .await;
            if let Some(closed) = closed {
                challenge_message::disable_takeback(self.http, closed, self.lang).await;
            }
        }
    }

    async fn disable_takeback(&mut self, m: TakebackMessage) {
        if self.clicked.is_some_and(|c| c.get() == m.message) {
            return;
        }
        challenge_message::disable_takeback(self.http, m, self.lang).await;
    }

    async fn remind(&mut self, reminder: Reminder) {
        dm::send(self.http, self.cache, self.locales, reminder).await;
    }

    async fn computer_answer(&mut self, due: ComputerDue) -> Effects {
        let channel = ChannelId::new(due.game.channel);
        match self.service.computer_turn(due).await {
            Ok(Some(mut answer)) => {
                let effects = answer.take_effects();
                self.post_answer(channel, answer).await;
                effects
            }
            // Nothing to answer any more (a resignation came first).
            Ok(None) => Effects::default(),
            Err(e) => {
                tracing::error!("the computer's answer failed: {e}");
                if let Some(token) = self.token {
                    let apology = ephemeral_followup(&text::internal_error(), self.lang);
                    if let Err(e) = apology.execute(self.http, (None, token)).await {
                        tracing::error!("could not apologise for the computer's answer: {e}");
                    }
                }
                Effects::default()
            }
        }
    }
}
