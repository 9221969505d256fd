//! A notice's route: what the service reports on its own (the turn clock's
//! warnings, forfeits, expired challenges and answers left pending; the
//! computer's answers a restart interrupted), each posted in its game's
//! channel in the guild's language, in the span of its guild and channel,
//! and followed by its effects through the executor; then the messages
//! kept for later in every channel. There is no interaction to acknowledge
//! or count.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, GuildId, Http, MessageId};
use tracing::Instrument;

use super::effects::{Executor, Reach, Spot};
use super::pipeline::{self, Route, Work};
use super::tally::Tally;
use crate::discord::locale::GuildLocales;
use crate::discord::pacer::Pacer;
use crate::i18n::Lang;
use crate::service::{Notice, NoticeReach, Placed, Reply, Service};

/// Posts notices in their channels, each followed by its effects. A notice
/// that can't be posted is logged; what it reports is stored either way.
pub(in crate::discord) async fn post_notices(
    http: &Http,
    cache: &Arc<serenity::Cache>,
    service: &Arc<Service>,
    locales: &GuildLocales,
    pacer: &Pacer,
    notices: Vec<Notice>,
) {
    let reach = Reach {
        http,
        cache,
        service,
        locales,
        pacer,
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
            reach: notice.reach,
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
/// fails), or, where the bot reaches that channel only through
/// interactions, sent to the players by direct message (and kept for the
/// channel's next interaction when it must still be seen there).
struct Posting {
    lang: Lang,
    guild: Option<GuildId>,
    channel: ChannelId,
    game: Option<crate::ids::GameId>,
    reach: NoticeReach,
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
        match self.reach {
            NoticeReach::Channel => executor
                .post_in_channel(self.channel, self.game, reply)
                .await
                .map(|m| m.id),
            NoticeReach::Direct { result } => {
                // Its steps after the post call no channel endpoint either.
                executor.only_interactions();
                executor
                    .tell_directly(self.channel, self.game, reply, result)
                    .await;
                None
            }
        }
    }
}
