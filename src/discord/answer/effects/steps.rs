//! The steps the executor takes around an answer: the service's [`Front`],
//! each effect carried out by REST calls (a game's thread, a challenge's
//! message, a reminder, a tournament's announcement and posts, the
//! computer's answer), with [`thread`], [`challenge_message`] and [`dm`].

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{Builder, ChannelId, ChannelType, CreateThread, GuildId, MessageId};

use std::sync::atomic::Ordering;

use super::{Executor, Spot, TOKEN_TRUSTED, token_fresh};
use super::{challenge_message, dm, thread};
use crate::discord::answer::reply::{edited_message, ephemeral_followup};
use crate::discord::answer::retry::raw;
use crate::discord::answer::tally::Noted;
use crate::discord::logged::logged;
use crate::discord::pacer::Lane;
use crate::ids;
use crate::service::{
    ChallengeMessage, ComputerDue, Effects, Front, GamesToStart, NewGameSpot, Progress, Reminder,
    Reply, ResponseToken, TakebackMessage, TournamentSpot, text,
};

/// An executor for a tournament's own posts in its channel, which speak
/// its guild's language.
fn poster<'a>(executor: &Executor<'a>, spot: &TournamentSpot) -> Executor<'a> {
    let spot = Spot {
        lang: executor.locales.of(executor.cache, spot.guild),
        guild: spot.guild.map(GuildId::from),
        channel: ChannelId::from(spot.channel),
        interaction: None,
    };
    Executor::new(executor.reach(), spot)
}

impl Executor<'_> {
    /// The token that can edit `message`, which this answer posted, where
    /// the bot is not in the channel (a user's install): kept with a
    /// challenge or a takeback request, so that closing it can take its
    /// buttons away.
    fn response_for(&self, message: MessageId) -> Option<ResponseToken> {
        if self.in_channel() {
            return None;
        }
        Some(ResponseToken {
            token: self.token()?.to_owned(),
            arrived: self.arrived?,
            followup: self.followed_up.load(Ordering::Relaxed) == message.get(),
        })
    }

    /// Disables the buttons of challenge message `m`: in the channel, or
    /// through the token kept with it where the bot is not in the channel,
    /// while that token lasts.
    async fn disable_challenge_message(&self, m: &ChallengeMessage) {
        let _slot = self.slot(self.lane()).await;
        match &m.response {
            None => challenge_message::disable(self.http, self.service, m, self.lang).await,
            Some(response) if token_fresh(response.arrived, self.service.now()) => {
                challenge_message::disable_by_token(
                    self.http,
                    self.service,
                    m,
                    response,
                    self.lang,
                )
                .await;
            }
            Some(_) => tracing::warn!(
                challenge = m.challenge.get(),
                "a closed challenge's buttons stay: the token that could edit its message is \
                 past its {} minutes",
                TOKEN_TRUSTED.as_secs() / 60
            ),
        }
    }

    /// Disables the buttons of takeback request message `m`, as
    /// [`Executor::disable_challenge_message`] a challenge's.
    async fn disable_takeback_message(&self, m: &TakebackMessage) {
        let _slot = self.slot(self.lane()).await;
        match &m.response {
            None => {
                challenge_message::disable_takeback(self.http, self.service, m, self.lang).await;
            }
            Some(response) if token_fresh(response.arrived, self.service.now()) => {
                challenge_message::disable_takeback_by_token(
                    self.http,
                    self.service,
                    m,
                    response,
                    self.lang,
                )
                .await;
            }
            Some(_) => tracing::warn!(
                takeback = m.takeback.get(),
                "a closed takeback request's buttons stay: the token that could edit its message \
                 is past its {} minutes",
                TOKEN_TRUSTED.as_secs() / 60
            ),
        }
    }

    /// Makes a public thread named `name` in `channel` for a tournament's
    /// game. A round makes its threads one after the other, as fast as
    /// Discord takes them: past the route's rate limit Discord answers 429,
    /// and the thread is asked for again once its `retry_after` has passed
    /// (serenity's limiter waits it out itself when it is on; behind a proxy
    /// the request is sent by hand to read it, [`raw`]).
    async fn open_thread(&self, channel: ChannelId, name: &str) -> Result<ChannelId, raw::Failure> {
        if self.http.ratelimiter.is_some() {
            return thread::open(
                self.http,
                channel,
                name,
                self.service,
                self.pacer,
                Lane::Bulk,
            )
            .await
            .map_err(raw::Failure::from);
        }
        let name: &str = &name.chars().take(thread::NAME_LIMIT).collect::<String>();
        self.retried("a tournament game's thread", || async move {
            let builder = CreateThread::new(name).kind(ChannelType::PublicThread);
            let _slot = self.slot(Lane::Bulk).await;
            raw::create_thread(self.http, channel, builder).await
        })
        .await
        .map(|made| made.id)
    }
}

impl Front for Executor<'_> {
    async fn place_in_thread(
        &mut self,
        spot: NewGameSpot,
        reply: Reply,
    ) -> Result<ids::ChannelId, Reply> {
        // Where the bot is not, it can open no thread: the game stays in
        // the channel, played through its interactions.
        if !self.in_channel() {
            return Err(reply);
        }
        let place = thread::Place {
            http: self.http,
            pacer: self.pacer,
            cache: self.cache,
            guild: self.guild,
            channel: self.channel,
            partial: self.partial,
            lang: self.lang,
        };
        let (thread, start) = place.start(self.service, spot, reply).await?;
        // Retried; kept for the thread's next command or tick if it still
        // fails (the game is in the thread by now).
        self.post_in_channel(thread, Some(spot.game), start).await;
        Ok(thread.into())
    }

    async fn record_challenge(&mut self, challenge: ids::ChallengeId) {
        if let Some(message) = self.posted {
            let response = self.response_for(message);
            let closed =
                challenge_message::record(self.service, challenge, self.channel, message, response)
                    .await;
            if let Some(closed) = closed.filter(|c| self.in_channel() || c.response.is_some()) {
                self.disable_challenge_message(&closed).await;
            }
        }
    }

    async fn disable_challenge(&mut self, m: ChallengeMessage) {
        // The click on that very message already took its buttons away.
        // Where the bot is not, only the token of the interaction that
        // showed the challenge can (kept with it); without one the buttons
        // stay (a stale button is refused anyway).
        if self
            .clicked
            .is_some_and(|c| ids::MessageId::from(c) == m.message)
            || (m.response.is_none() && !self.may_post_in(ChannelId::from(m.channel)))
        {
            return;
        }
        self.disable_challenge_message(&m).await;
    }

    async fn record_takeback(&mut self, takeback: ids::TakebackId) {
        if let Some(message) = self.posted {
            let response = self.response_for(message);
            let closed = challenge_message::record_takeback(
                self.service,
                takeback,
                self.channel,
                message,
                response,
            )
            .await;
            if let Some(closed) = closed.filter(|t| self.in_channel() || t.response.is_some()) {
                self.disable_takeback_message(&closed).await;
            }
        }
    }

    async fn disable_takeback(&mut self, m: TakebackMessage) {
        // As a challenge's: the click on that very message took its buttons
        // away; where the bot is not, only the kept token can.
        if self
            .clicked
            .is_some_and(|c| ids::MessageId::from(c) == m.message)
            || (m.response.is_none() && !self.may_post_in(ChannelId::from(m.channel)))
        {
            return;
        }
        self.disable_takeback_message(&m).await;
    }

    async fn remind(&mut self, reminder: Reminder) {
        let lane = self.lane();
        let sent = self
            .retried("a turn reminder", || {
                dm::try_send(
                    self.http,
                    self.cache,
                    self.locales,
                    &reminder,
                    self.pacer,
                    lane,
                )
            })
            .await;
        dm::report(&reminder, sent);
    }

    async fn record_announcement(&mut self, tournament: ids::TournamentId) {
        if let Some(message) = self.posted
            && let Err(e) = self
                .service
                .tournaments()
                .announcement_posted(tournament, message.into())
                .await
        {
            tracing::error!(
                tournament = tournament.get(),
                "recording a tournament's announcement failed: {e}",
                e = logged(&e)
            );
        }
    }

    async fn refresh_announcement(&mut self, tournament: ids::TournamentId) {
        // The slot first, then the announcement as it is now: an edit read
        // before a wait could be sent after a later one (the start's,
        // without its buttons) and undo it.
        let _slot = self.slot(self.lane()).await;
        let (channel, message, reply) =
            match self.service.tournaments().announcement(tournament).await {
                Ok(Some(found)) => found,
                Ok(None) => return,
                Err(e) => {
                    tracing::error!(
                        tournament = tournament.get(),
                        "reading a tournament's announcement failed: {e}",
                        e = logged(&e)
                    );
                    return;
                }
            };
        let lang = self
            .locales
            .of(self.cache, self.guild.map(ids::GuildId::from));
        let edit = edited_message(reply, lang);
        if let Err(e) = ChannelId::from(channel)
            .edit_message(self.http, MessageId::from(message), edit)
            .await
        {
            tracing::error!(
                tournament = tournament.get(),
                "editing a tournament's announcement failed: {e}",
                e = logged(&e)
            );
        }
    }

    async fn post(&mut self, channel: ids::ChannelId, game: Option<ids::GameId>, reply: Reply) {
        self.post_in_channel(ChannelId::from(channel), game, reply)
            .await;
    }

    async fn pair_round(&mut self, spot: TournamentSpot) -> Effects {
        match self.service.tournaments().pair_round(spot.tournament).await {
            Ok(effects) => effects,
            Err(e) => {
                tracing::error!(
                    tournament = spot.tournament.get(),
                    "pairing a tournament's next round failed ({e}); the turn clock tries again",
                    e = logged(&e)
                );
                Effects::default()
            }
        }
    }

    async fn tournament_progress(&mut self, progress: Progress) {
        let posts = match self.service.tournaments().posts(&progress).await {
            Ok(posts) => posts,
            Err(e) => {
                tracing::error!(
                    tournament = progress.spot.tournament.get(),
                    "a tournament's messages failed: {e}",
                    e = logged(&e)
                );
                return;
            }
        };
        // The tournament's own posts speak the guild's language.
        let poster = poster(self, &progress.spot);
        for mut reply in posts {
            poster.draw_standings(&mut reply).await;
            poster.post_in_channel(poster.channel, None, reply).await;
        }
    }

    async fn start_games(&mut self, games: GamesToStart) {
        let poster = poster(self, &games.spot);
        let (guild, channel, lang) = (poster.guild, poster.channel, poster.lang);
        for game in games.games {
            let read = |seat| {
                thread::member_name(self.http, self.cache, self.pacer, Lane::Bulk, guild, seat)
            };
            let first = read(game.first.into()).await;
            let second = read(game.second.into()).await;
            let name = lang.render(&text::tournament_thread_name(game.round, &first, &second));
            let thread = match self.open_thread(channel, &name).await {
                Ok(thread) => thread,
                Err(e) => {
                    tracing::warn!(
                        pairing = game.pairing.get(),
                        "a tournament game's thread could not be made ({e}); the clock tries again",
                        e = logged(&e)
                    );
                    // Said once: the clock tries again every minute.
                    if self.service.tournaments().thread_failed(game.pairing) {
                        let notice =
                            Reply::text(text::tournament_thread_failed(game.first, game.second));
                        poster.post_in_channel(channel, None, notice).await;
                    }
                    continue;
                }
            };
            match self
                .service
                .tournaments()
                .start_pairing(game.pairing, thread.into())
                .await
            {
                Ok(Some(start)) => {
                    poster.post_in_channel(thread, None, start).await;
                }
                Ok(None) => {}
                Err(e) => tracing::error!(
                    pairing = game.pairing.get(),
                    "starting a tournament game failed: {e}",
                    e = logged(&e)
                ),
            }
        }
    }

    async fn computer_answer(&mut self, due: ComputerDue) -> Effects {
        let channel = ChannelId::from(due.game.channel);
        let game = due.game.game;
        match self.service.computer().answer(due).await {
            Ok(Some(mut answer)) => {
                let effects = answer.take_effects();
                self.post_must_see(channel, Some(game), answer).await;
                effects
            }
            // Nothing to answer any more (a resignation came first).
            Ok(None) => Effects::default(),
            Err(e) => {
                tracing::error!("the computer's answer failed: {e}", e = logged(&e));
                if let Some(token) = self.token() {
                    let apology = ephemeral_followup(&text::internal_error(), self.lang);
                    let sent = apology.execute(self.http, (None, token)).await;
                    if let Err(e) = sent.noted(self.service.metrics()) {
                        tracing::error!(
                            "could not apologise for the computer's answer: {e}",
                            e = logged(&e)
                        );
                    }
                }
                Effects::default()
            }
        }
    }

    /// Mining takes a search per position: it runs as a task of its own,
    /// so that neither this answer's handler nor the turn clock waits.
    async fn mine_puzzles(&mut self, game: ids::GameId) {
        let service = Arc::clone(self.service);
        tokio::spawn(async move {
            match service.puzzles().mine(game).await {
                Ok(n) => tracing::debug!("game {game}: {n} puzzles stored"),
                Err(e) => {
                    tracing::warn!("mining game {game} for puzzles failed: {e}", e = logged(&e));
                }
            }
        });
    }
}
