//! The turn clock's task: at start-up the computer's answers a restart
//! interrupted, then every tick the clock's notices (turn warnings, forfeits,
//! expired challenges, answers left pending), each posted in its game's
//! channel in the guild's language, in the span of its guild and channel,
//! and followed by its effects through the executor.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, GuildId, Http, MessageId};
use tokio::task::JoinHandle;
use tracing::Instrument;

use super::effects::{Executor, Reach, Spot};
use super::locale::GuildLocales;
use super::pipeline::{self, Route, Work};
use super::tally::Tally;
use crate::i18n::Lang;
use crate::service::{Notice, Placed, Reply, Service};

/// Posts the computer's answers that a restart interrupted, then publishes
/// the clock's notices in each game's channel, every `period`.
pub(super) fn spawn_turn_clock(
    http: Arc<Http>,
    cache: Arc<serenity::Cache>,
    service: Arc<Service>,
    locales: Arc<GuildLocales>,
    period: Duration,
) -> JoinHandle<()> {
    tokio::spawn(async move {
        // The answers a restart interrupted, alongside the clock (they may
        // take a few searches; the clock does not wait for them).
        let resume = async {
            match service.computer().resume().await {
                Ok(answers) => post_notices(&http, &cache, &service, &locales, answers).await,
                Err(e) => tracing::error!("resuming the computer's answers: {e}"),
            }
        };
        let clock = async {
            let mut interval = tokio::time::interval(period);
            interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                interval.tick().await;
                match service.deadlines().tick().await {
                    Ok(notices) => post_notices(&http, &cache, &service, &locales, notices).await,
                    Err(e) => tracing::error!("turn clock: {e}"),
                }
            }
        };
        tokio::join!(resume, clock);
    })
}

/// Posts notices in their channels, each followed by its effects. A notice
/// that can't be posted is logged; what it reports is stored either way.
async fn post_notices(
    http: &Http,
    cache: &Arc<serenity::Cache>,
    service: &Arc<Service>,
    locales: &GuildLocales,
    notices: Vec<Notice>,
) {
    let reach = Reach {
        http,
        cache,
        service,
        locales,
    };
    for notice in notices {
        let span = tracing::info_span!(
            "notice",
            guild = notice.guild.map(crate::ids::GuildId::get),
            channel = notice.channel.get(),
            game = notice.game.map(crate::ids::GameId::get)
        );
        let route = Posting {
            lang: locales.of(cache, notice.guild),
            guild: notice.guild.map(GuildId::from),
            channel: ChannelId::from(notice.channel),
            game: notice.game,
        };
        let work = async { Work::Place(notice.reply, ()) };
        pipeline::answer(reach, &route, work).instrument(span).await;
    }
    // Then what could not be posted before, in every channel (each in its
    // guild's language, already written).
    let anywhere = Spot {
        lang: Lang::default(),
        guild: None,
        channel: ChannelId::from(1),
        interaction: None,
    };
    Executor::new(reach, anywhere).post_kept(None).await;
}

/// A notice's route: no interaction to acknowledge or to count; the
/// notice is posted in its game's channel (retried, and kept when it still
/// fails).
struct Posting {
    lang: Lang,
    guild: Option<GuildId>,
    channel: ChannelId,
    game: Option<crate::ids::GameId>,
}

impl Route for Posting {
    type How = ();
    type Answer = Reply;

    fn spot(&self) -> Spot<'_> {
        Spot {
            lang: self.lang,
            guild: self.guild,
            channel: self.channel,
            interaction: None,
        }
    }

    fn limit(&self) -> Option<Duration> {
        None
    }

    fn tally(&self) -> Option<&Tally<'_>> {
        None
    }

    async fn acknowledge(&self) {}

    fn placed(&self, placed: Placed, (): ()) -> Reply {
        placed.reply
    }

    async fn post(
        &self,
        reply: Reply,
        executor: &mut Executor<'_>,
        _deferred: bool,
    ) -> Option<MessageId> {
        executor
            .post_in_channel(self.channel, self.game, reply)
            .await
            .map(|m| m.id)
    }
}
