//! The framework around the command tree: its options (no pings unless a
//! reply lists them), the set-up on the first READY (registering the
//! commands, see [`super::registration`], starting the turn clock), the
//! gateway's events (a server the commands wait for, buttons), and one
//! `on_error` for what the commands' own answers don't cover.

use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use serenity::GuildId;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tracing::Instrument;

use super::actor::{command_span, lang};
use super::answer::click;
use super::answer::reply::ephemeral_text;
use super::answer::tally::{self, Noted};
use super::clock::spawn_turn_clock;
use super::locale::GuildLocales;
use super::pacer::Pacer;
use super::registration::Registration;
use super::{Config, Context, Data, Error, Status, commands};
use crate::discord::logged::logged;
use crate::service::{Service, text};

pub(super) fn framework(
    config: &Config,
    service: Arc<Service>,
    status: Arc<watch::Sender<Status>>,
    clock_task: Arc<Mutex<Option<JoinHandle<()>>>>,
) -> poise::Framework<Data, Error> {
    let guild = config.guild_id.map(GuildId::from);
    let tick_interval = config.tick_interval;
    let defer_after = config.defer_after;
    let rate = Pacer::share(config.bulk_rate, config.shards);
    tracing::info!("requests paced at {rate} a second ({})", config.shards);
    let pacer = Arc::new(Pacer::new(rate));
    let files = super::rest_client(config).unwrap_or_else(|e| {
        tracing::warn!(
            "the client for attached files: {e}; reqwest's default instead",
            e = logged(&e)
        );
        reqwest::Client::new()
    });
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::commands(),
            event_handler: |framework, event| Box::pin(handle_event(framework, event)),
            on_error: |error| Box::pin(on_error(error)),
            // What a command's place lacks is refused with the reason.
            command_check: Some(|ctx| Box::pin(commands::place_check(ctx))),
            // Nobody is pinged unless a reply lists them explicitly.
            allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
            // Owners are not used; skip the extra request at start-up.
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands =
                    poise::builtins::create_application_commands(&framework.options().commands);
                let registration = Arc::new(Registration::new(
                    guild,
                    ready.application.id,
                    Arc::clone(&service),
                ));
                let registered = registration.at_ready(&ctx.http, ready, commands).await;
                if let Err(e) = registered {
                    status.send_replace(Status::Failed(format!("registration: {e}")));
                    return Err(e.into());
                }
                let guild_locales = Arc::new(GuildLocales::default());
                let task = spawn_turn_clock(
                    Arc::clone(&ctx.http),
                    Arc::clone(&ctx.cache),
                    Arc::clone(&service),
                    Arc::clone(&guild_locales),
                    Arc::clone(&pacer),
                    tick_interval,
                );
                if let Some(old) = clock_task
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .replace(task)
                {
                    old.abort();
                }
                tracing::info!("{} is ready", ready.user.name);
                status.send_replace(Status::Ready);
                Ok(Data {
                    service,
                    guild_locales,
                    defer_after,
                    registration,
                    pacer,
                    files,
                })
            })
        })
        .build()
}

/// Every gateway event: a server becoming available may be the one the
/// commands wait for (its registration runs in a task of its own); clicks
/// and menus go to their handler.
async fn handle_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::GuildCreate { guild, .. } = event {
        let ctx = framework.serenity_context;
        framework
            .user_data
            .registration
            .guild_created(&ctx.http, guild.id, || {
                poise::builtins::create_application_commands(&framework.options().commands)
            });
    }
    click::handle(framework, event).await
}

/// Errors outside the commands' own replies: argument parsing (the user's
/// fault, answered ephemerally), panics and Discord failures (logged, an
/// apology).
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!("setup failed: {error}", error = logged(error.as_ref()));
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let msg = text::unreadable(input.as_deref(), &error.to_string());
            send_quietly(ctx, ephemeral_text(&msg, lang(ctx))).await;
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tally::note_error(ctx.data().service.metrics(), error.as_ref());
            let span = command_span(ctx);
            span.in_scope(|| {
                tracing::error!(
                    "the command failed: {error}",
                    error = logged(error.as_ref())
                );
            });
            send_quietly(ctx, ephemeral_text(&text::internal_error(), lang(ctx)))
                .instrument(span)
                .await;
        }
        poise::FrameworkError::CommandPanic { payload, ctx, .. } => {
            let span = command_span(ctx);
            span.in_scope(|| {
                tracing::error!("the command panicked: {}", payload.unwrap_or_default());
            });
            send_quietly(ctx, ephemeral_text(&text::internal_error(), lang(ctx)))
                .instrument(span)
                .await;
        }
        poise::FrameworkError::EventHandler {
            error, framework, ..
        } => {
            tally::note_error(framework.user_data.service.metrics(), error.as_ref());
            tracing::error!(
                "handling an event failed: {error}",
                error = logged(error.as_ref())
            );
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            // A DM or group DM between users: only a user's install reaches.
            let private = match ctx {
                poise::Context::Application(app) => {
                    app.interaction.context == Some(serenity::InteractionContext::PrivateChannel)
                }
                poise::Context::Prefix(_) => false,
            };
            let why = if private {
                text::server_install_only()
            } else {
                text::guild_only()
            };
            send_quietly(ctx, ephemeral_text(&why, lang(ctx))).await;
        }
        // The check answered already, with the reason.
        poise::FrameworkError::CommandCheckFailed { error: None, .. } => {}
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("while handling an error: {e}", e = logged(&e));
            }
        }
    }
}

async fn send_quietly(ctx: Context<'_>, reply: poise::CreateReply) {
    if let Err(e) = ctx.send(reply).await.noted(ctx.data().service.metrics()) {
        tracing::error!("could not answer an interaction: {e}", e = logged(&e));
    }
}
