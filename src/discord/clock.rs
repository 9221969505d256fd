//! The turn clock's task: at start-up the computer's answers a restart
//! interrupted, then every tick what fell due ([`crate::service::Deadlines`]),
//! each notice posted along a notice's route
//! ([`super::answer::notice`]).

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::Http;
use tokio::task::JoinHandle;

use super::answer::notice::post_notices;
use super::locale::GuildLocales;
use super::pacer::Pacer;
use crate::discord::logged::logged;
use crate::service::Service;

/// Posts the computer's answers that a restart interrupted, then publishes
/// the clock's notices in each game's channel, every `period`.
pub(in crate::discord) fn spawn_turn_clock(
    http: Arc<Http>,
    cache: Arc<serenity::Cache>,
    service: Arc<Service>,
    locales: Arc<GuildLocales>,
    pacer: Arc<Pacer>,
    period: Duration,
) -> JoinHandle<()> {
    tokio::spawn(async move {
        // The answers a restart interrupted, alongside the clock (they may
        // take a few searches; the clock does not wait for them).
        let resume = async {
            match service.computer().resume().await {
                Ok(answers) => {
                    post_notices(&http, &cache, &service, &locales, &pacer, answers).await;
                }
                Err(e) => tracing::error!("resuming the computer's answers: {e}", e = logged(&e)),
            }
        };
        let clock = async {
            let mut interval = tokio::time::interval(period);
            interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                interval.tick().await;
                // A tick ends a part of the games due at once (a large
                // round's); the rest at once after its notices are posted.
                loop {
                    match service.deadlines().tick_part().await {
                        Ok(tick) => {
                            post_notices(&http, &cache, &service, &locales, &pacer, tick.notices)
                                .await;
                            if !tick.more {
                                break;
                            }
                        }
                        Err(e) => {
                            tracing::error!("turn clock: {e}", e = logged(&e));
                            break;
                        }
                    }
                }
            }
        };
        tokio::join!(resume, clock);
    })
}
