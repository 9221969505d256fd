//! The Discord adapter: the only module that imports poise and serenity.
//!
//! It turns slash commands, autocomplete requests and button clicks into calls
//! of the [`crate::service`] and the service's `Reply`s into Discord messages.
//! It holds no game logic: every rule, permission and message comes from the
//! service; this layer only translates — also into the user's language
//! ([`locale`]: the interaction's locale, the catalogue's command names). It must not import `storage`,
//! `render` or SQL.
//!
//! Start-up ([`RunningBot::start`], [`run`]): open the service, build serenity's
//! HTTP client (optionally through an HTTP proxy such as twilight-http-proxy,
//! which is also how the tests reach their fake Discord), connect the gateway
//! shards of [`config::Shards`] (by default as many as Discord recommends;
//! an operator can split a range of them per process), register the command
//! tree on the first READY (and log the bot's [`invite`] link once), then post the computer's answers a restart
//! interrupted and run the turn clock. A failed registration or a rejected
//! token ends [`run`] with an error instead of leaving a bot that silently
//! answers nothing; a server of `DISCORD_GUILD_ID` the bot is not in yet is
//! waited for instead, and the copies left in servers registered earlier are
//! removed ([`registration`]).
//!
//! How an answer reaches Discord is the folder [`answer`]: one pipeline,
//! along the route of what asked for it (a command, a click or a menu
//! choice, a notice of the turn clock's task, [`clock`]). An interaction is
//! answered within Discord's three seconds: slow work is deferred and
//! completed later. What must happen around an answer (a game's thread, a
//! challenge's message, reminders, the computer's answer) is carried out by
//! one executor in one order, for all of them alike, every request on a
//! route Discord counts in its global rate limit waiting for a slot of the
//! process's [`pacer`] (what answers someone first, bulk work after); each interaction is
//! counted and runs in a tracing span with its guild, channel and shard
//! ([`actor`]). What operators watch: the shards
//! followed ([`shards`]: a reconnect logged with its time away), and with
//! `METRICS_ADDR` a listener of `/healthz` and `/metrics` ([`health`])
//! started before the first request to Discord.

mod actor;
mod answer;
mod clock;
pub mod commands;
pub mod config;
pub use answer::retry::ATTEMPTS;
mod framework;
mod health;
mod ids;
pub mod invite;
pub mod locale;
mod logged;
mod pacer;
mod registration;
mod shards;

use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{GatewayIntents, Http, HttpBuilder, ShardManager};
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::service::{Service, SystemClock};
use logged::logged;

pub use config::{
    Config, ConfigError, DEFAULT_LOG_FILTER, LogFormat, Shards, log_filter, log_filter_from_env,
};

/// The error type of commands and event handlers (poise's convention).
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// The context every command receives.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// How long a clean shutdown may take before the bot task is abandoned.
pub const SHUTDOWN_TIMEOUT: Duration = Duration::from_secs(10);

/// State shared by every command and handler.
pub struct Data {
    pub service: Arc<Service>,
    /// The guilds' preferred languages, for the bot's own posts.
    pub guild_locales: Arc<locale::GuildLocales>,
    /// How long a command may run before its answer is deferred.
    pub defer_after: Duration,
    /// Where the commands are registered (and whether they wait for a server).
    registration: Arc<registration::Registration>,
    /// The process's share of Discord's global rate limit, which every
    /// request on a counted route waits for.
    pacer: Arc<pacer::Pacer>,
    /// The client that fetches attached files (a record to import): set up
    /// as serenity's REST client is.
    pub files: reqwest::Client,
}

/// Why the bot could not start or stopped on its own.
#[derive(Debug, thiserror::Error)]
pub enum BotError {
    #[error("{0}")]
    Config(#[from] ConfigError),
    #[error("cannot open the database: {0}")]
    Database(String),
    /// Discord (or the proxy) answered the first request with 401: the
    /// token is wrong. Restarting does not help.
    #[error(
        "Discord refused the bot's token ({0}); check DISCORD_TOKEN (the bot's token from the Developer Portal, without \"Bot \")"
    )]
    BadToken(String),
    /// The first request got no answer from Discord (or the proxy), or an
    /// answer other than 401; the cause is given in full.
    #[error(
        "Discord could not be reached for the bot's first request: {0}; check the network, DNS and DISCORD_HTTP_PROXY"
    )]
    Unreachable(String),
    #[error("cannot build the Discord client: {0}")]
    Client(#[from] serenity::Error),
    #[error("registering the slash commands failed: {0}")]
    Registration(String),
    #[error("the gateway connection ended: {0}")]
    Gateway(String),
    #[error("the bot did not stop within {0:?}")]
    ShutdownTimeout(Duration),
    #[error("cannot serve /healthz and /metrics on METRICS_ADDR {addr}: {error}")]
    Metrics {
        addr: std::net::SocketAddr,
        error: String,
    },
}

/// Where the bot is in its life, published by the framework's setup and the
/// client task.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Status {
    Starting,
    Ready,
    Failed(String),
}

/// Runs the bot until `shutdown` completes (e.g. SIGTERM), then logs off
/// cleanly.
///
/// # Errors
/// The database can't be opened, Discord (or the proxy) rejects the token, the
/// command registration fails, or the gateway connection ends for good.
pub async fn run(config: Config, shutdown: impl Future<Output = ()>) -> Result<(), BotError> {
    let mut shutdown = std::pin::pin!(shutdown);
    // Asked to stop while starting (Discord slow to answer, the database
    // slow to open): stop at once, nothing is connected yet.
    let bot = tokio::select! {
        started = RunningBot::start(&config) => started?,
        () = &mut shutdown => {
            tracing::info!("shutting down before the bot had started");
            return Ok(());
        }
    };
    let outcome = tokio::select! {
        () = shutdown => {
            tracing::info!("shutting down");
            Ok(())
        }
        failure = bot.failure() => Err(failure),
    };
    let service = Arc::clone(bot.service());
    let stopped = bot.shutdown(SHUTDOWN_TIMEOUT).await;
    // Wait for running queries and checkpoint the database before exiting.
    service.close().await;
    outcome.and(stopped)
}

/// How long any REST call may take, with or without a proxy.
pub const REST_TIMEOUT: Duration = Duration::from_secs(30);

/// The REST client, every call bounded by [`REST_TIMEOUT`]. With a proxy,
/// serenity rewrites `https://discord.com` in every route to the proxy's
/// base URL. Its rate limiter must then be off: it builds requests without
/// the proxy (and the proxy limits anyway). The reqwest client then ignores
/// `HTTP(S)_PROXY` from the environment, which would otherwise capture
/// loopback proxies.
fn build_http(config: &Config) -> Http {
    let mut builder = HttpBuilder::new(&config.token);
    // serenity's own client, with a timeout.
    match rest_client(config) {
        Ok(client) => builder = builder.client(client),
        Err(e) => tracing::warn!(
            "the HTTP client with a timeout: {e}; serenity's default instead",
            e = logged(&e)
        ),
    }
    if let Some(base) = &config.http_proxy {
        builder = builder
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    builder.build()
}

/// A REST client as serenity's: rustls, every call bounded by
/// [`REST_TIMEOUT`], environment proxies ignored behind a proxy of ours.
///
/// # Errors
/// The TLS backend can't be set up.
pub(crate) fn rest_client(config: &Config) -> reqwest::Result<reqwest::Client> {
    let mut client = reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(REST_TIMEOUT)
        .connect_timeout(Duration::from_secs(10));
    if config.http_proxy.is_some() {
        client = client.no_proxy();
    }
    client.build()
}

/// Why the first request failed: a 401 apart from everything else, with
/// the whole chain of causes (a DNS failure, a refused connection, a
/// timeout), which serenity's message alone leaves out.
fn first_request_error(e: &serenity::Error) -> BotError {
    if let serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) = e {
        let status = r.status_code;
        let answer = format!("{status}: {}", r.error.message);
        return if status.as_u16() == 401 {
            BotError::BadToken(answer)
        } else {
            BotError::Unreachable(format!("Discord answered {answer}"))
        };
    }
    BotError::Unreachable(logged(e).to_string())
}

/// Slash commands and buttons need no privileged intent.
fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS
}

/// A bot connected in a background task.
pub struct RunningBot {
    shard_manager: Arc<ShardManager>,
    client_task: JoinHandle<()>,
    clock_task: Arc<Mutex<Option<JoinHandle<()>>>>,
    status: watch::Receiver<Status>,
    service: Arc<Service>,
    /// The listener of `/healthz` and `/metrics`, when there is one.
    listener: Option<health::Listener>,
    shards: Arc<shards::ShardTracker>,
}

impl RunningBot {
    /// Opens (creates, migrates) the database of `config` and starts the bot.
    ///
    /// # Errors
    /// See [`RunningBot::start_with_service`]; also a database that can't be opened.
    pub async fn start(config: &Config) -> Result<Self, BotError> {
        let service = Service::open(&config.database_url, Arc::new(SystemClock))
            .await
            .map_err(|e| BotError::Database(e.to_string()))?;
        Self::start_with_service(config, Arc::new(service)).await
    }

    /// Starts the bot on an already opened service (tests bring their own clock).
    /// Returns once the gateway connection is being made; the commands are
    /// registered on the first READY (see [`RunningBot::ready`]).
    ///
    /// # Errors
    /// The first REST call fails (wrong token, proxy unreachable) or serenity
    /// can't build its client.
    pub async fn start_with_service(
        config: &Config,
        service: Arc<Service>,
    ) -> Result<Self, BotError> {
        // Listening first: while Discord is slow to answer, the health
        // check already says that the bot is starting.
        let shards = Arc::new(shards::ShardTracker::new(
            Arc::clone(&service),
            config.shards,
        ));
        let listener = match config.metrics_addr {
            Some(addr) => {
                let health = health::Health::new(
                    Arc::clone(&service),
                    Arc::clone(&shards),
                    config.shard_grace,
                );
                let listener = health::listen(addr, Arc::new(health)).await.map_err(|e| {
                    BotError::Metrics {
                        addr,
                        error: e.to_string(),
                    }
                })?;
                tracing::info!(
                    "serving /healthz and /metrics on http://{}",
                    listener.addr()
                );
                Some(listener)
            }
            None => None,
        };
        let http = build_http(config);
        // ClientBuilder swallows a failing `GET /gateway` and falls back to the
        // public gateway: ask first, so a bad token is an error, not a hang.
        http.get_gateway()
            .await
            .map_err(|e| first_request_error(&e))?;

        let (status_tx, status) = watch::channel(Status::Starting);
        let status_tx = Arc::new(status_tx);
        let clock_task = Arc::new(Mutex::new(None));
        let framework = framework::framework(
            config,
            Arc::clone(&service),
            Arc::clone(&status_tx),
            Arc::clone(&clock_task),
        );
        let watch = shards::ShardWatch(Arc::clone(&shards));
        let mut client = serenity::ClientBuilder::new_with_http(http, intents())
            .framework(framework)
            .event_handler(watch)
            .event_handler(invite::LogInvite::default())
            .await?;
        let shard_manager = Arc::clone(&client.shard_manager);
        shards.connect(Arc::clone(&shard_manager), Arc::clone(&client.cache));
        let range = config.shards;
        tracing::info!("connecting {range}");
        let client_task = tokio::spawn(async move {
            let connected = match range {
                Shards::Auto => client.start_autosharded().await,
                // serenity takes the range's end as the last shard to run
                // (inclusive), unlike Rust's `Range`.
                Shards::Range { first, last, count } => {
                    client.start_shard_range(first..last, count).await
                }
            };
            match connected {
                Ok(()) => tracing::info!("gateway connection closed"),
                Err(e) => {
                    tracing::error!("gateway connection failed: {e}", e = logged(&e));
                    status_tx.send_replace(Status::Failed(format!("gateway: {e}")));
                }
            }
        });
        Ok(Self {
            shard_manager,
            client_task,
            clock_task,
            status,
            service,
            listener,
            shards,
        })
    }

    /// Where `/healthz` and `/metrics` are served (`None` without
    /// `METRICS_ADDR`): the address bound, also when the port was 0.
    #[must_use]
    pub fn metrics_addr(&self) -> Option<std::net::SocketAddr> {
        self.listener.as_ref().map(health::Listener::addr)
    }

    /// The service the bot calls.
    #[must_use]
    pub fn service(&self) -> &Arc<Service> {
        &self.service
    }

    /// Waits until the commands are registered (or wait for a server the bot
    /// is not in yet) and the bot takes interactions.
    ///
    /// # Errors
    /// The registration failed or the connection ended first, or `timeout` passed.
    pub async fn ready(&self, timeout: Duration) -> Result<(), BotError> {
        let mut status = self.status.clone();
        let wait = status.wait_for(|s| *s != Status::Starting);
        match tokio::time::timeout(timeout, wait).await {
            Ok(Ok(s)) => match &*s {
                Status::Failed(reason) => Err(failure_error(reason)),
                _ => Ok(()),
            },
            Ok(Err(_)) => Err(BotError::Gateway("the bot task ended".into())),
            Err(_) => Err(BotError::Gateway(format!("not ready within {timeout:?}"))),
        }
    }

    /// Completes when the bot fails on its own (registration, gateway).
    async fn failure(&self) -> BotError {
        let mut status = self.status.clone();
        match status
            .wait_for(|s| matches!(s, Status::Failed(_)))
            .await
            .as_deref()
        {
            Ok(Status::Failed(reason)) => failure_error(reason),
            _ => BotError::Gateway("the bot task ended".into()),
        }
    }

    /// Stops the turn clock, closes the gateway connection (close code 1000)
    /// and waits for the client task, at most `timeout`.
    ///
    /// # Errors
    /// The client did not stop in time (its task is then aborted).
    pub async fn shutdown(self, timeout: Duration) -> Result<(), BotError> {
        if let Some(task) = self
            .clock_task
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .take()
        {
            task.abort();
        }
        let mut client_task = self.client_task;
        // Before READY there may be no shard runner yet, and then
        // `shutdown_all` returns without stopping the client: give it a short
        // while, then end the task (nothing was connected to log off from).
        let starting = *self.status.borrow() == Status::Starting;
        let limit = if starting {
            timeout.min(Duration::from_secs(2))
        } else {
            timeout
        };
        // The health check goes first: a stopping bot is not one to send
        // to, and its shards' disconnections are no drops.
        drop(self.listener);
        self.shards.stop();
        let shard_manager = self.shard_manager;
        let stop = async {
            shard_manager.shutdown_all().await;
            (&mut client_task).await
        };
        match tokio::time::timeout(limit, stop).await {
            Ok(_) => Ok(()),
            Err(_) => {
                client_task.abort();
                if starting {
                    Ok(())
                } else {
                    Err(BotError::ShutdownTimeout(timeout))
                }
            }
        }
    }
}

fn failure_error(reason: &str) -> BotError {
    match reason.strip_prefix("registration: ") {
        Some(r) => BotError::Registration(r.to_owned()),
        None => BotError::Gateway(reason.to_owned()),
    }
}
