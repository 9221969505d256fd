//! The turn clock's task: at start-up the computer's answers a restart
//! interrupted, then every tick the clock's notices (turn warnings, forfeits,
//! expired challenges, answers left pending), each posted in its game's
//! channel in the guild's language, in the span of its guild and channel,
//! and followed by its effects through the executor.

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, Http};
use tokio::task::JoinHandle;
use tracing::Instrument;

use super::effects::Executor;
use super::locale::GuildLocales;
use crate::i18n::Lang;
use crate::service::{Notice, Service};

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
                match service.timeouts().tick().await {
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
    service: &Service,
    locales: &GuildLocales,
    notices: Vec<Notice>,
) {
    for notice in notices {
        let span = tracing::info_span!(
            "notice",
            guild = notice.guild,
            channel = notice.channel,
            game = notice.game
        );
        post_notice(http, cache, service, locales, notice)
            .instrument(span)
            .await;
    }
    // Then what could not be posted before, in every channel (each in its
    // guild's language, already written).
    let executor = Executor::new(
        http,
        cache,
        service,
        locales,
        Lang::default(),
        ChannelId::new(1),
    );
    executor.post_kept(None).await;
}

async fn post_notice(
    http: &Http,
    cache: &Arc<serenity::Cache>,
    service: &Service,
    locales: &GuildLocales,
    notice: Notice,
) {
    let channel = ChannelId::new(notice.channel);
    let lang = locales.of(cache, notice.guild);
    let mut executor = Executor::new(http, cache, service, locales, lang, channel);
    executor.guild = (notice.guild != 0).then(|| serenity::GuildId::new(notice.guild));
    let placed = executor.prepare(notice.reply).await;
    // Retried, and kept when it still fails.
    let posted = executor
        .post_in_channel(channel, notice.game, placed.reply)
        .await;
    executor.posted(posted.map(|m| m.id));
    executor.finish().await;
}
