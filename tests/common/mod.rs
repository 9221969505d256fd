//! Glue between the fake Discord and the real bot: one fake, one database
//! file and one bot per test, and functions that send an interaction and wait
//! (bounded) for the bot's answer.

// The harness offers more than each test uses.
#![allow(dead_code)]

pub mod fake_discord;
pub mod game;
pub mod logs;
pub mod memory;
pub mod plan;
pub mod scrape;

use std::sync::Arc;
use std::time::Duration;

use fake_discord::{
    CommandScope, FakeConfig, FakeDiscord, FakeUser, InteractionCallback, Opt, WebhookTarget,
};
use lyngk::discord::{Config, RunningBot, Shards};
use lyngk::ids::{ChannelId, GuildId, UserId};
use lyngk::service::{Actor, ManualClock, Service, ServiceOptions};
use lyngk::time::Timestamp;
use serde_json::Value;

/// Upper bound of every single wait in the tests (normally a few ms).
pub const WAIT: Duration = Duration::from_secs(10);

/// Where the manual clock starts (2025-01-01, unix ms).
pub const T0: Timestamp = Timestamp::from_millis(1_735_689_600_000);

/// `RUST_LOG=debug cargo test` shows the bot's, serenity's and the fake's logs.
pub fn init_tracing() {
    use tracing_subscriber::Layer;
    use tracing_subscriber::layer::SubscriberExt;
    let output = tracing_subscriber::fmt::layer()
        .with_test_writer()
        .with_filter(tracing_subscriber::EnvFilter::from_default_env());
    // Warnings and errors, with the bot's spans they happen in.
    let capture = logs::capture()
        .clone()
        .with_filter(tracing_subscriber::filter::filter_fn(|meta| {
            if meta.is_span() {
                meta.target().starts_with("lyngk")
            } else {
                *meta.level() <= tracing::Level::WARN
            }
        }));
    let subscriber = tracing_subscriber::registry().with(output).with(capture);
    let _ = tracing::subscriber::set_global_default(subscriber);
}

pub fn alice() -> FakeUser {
    FakeUser::new(7_000_000_000_000_000_001, "alice")
}

pub fn bob() -> FakeUser {
    FakeUser::new(7_000_000_000_000_000_002, "bob")
}

pub fn carol() -> FakeUser {
    FakeUser::new(7_000_000_000_000_000_003, "carol")
}

/// A fake Discord, a database in a temporary directory, a manual clock and
/// the bot connected to the fake.
pub struct Harness {
    pub fake: FakeDiscord,
    pub bot: Option<RunningBot>,
    pub clock: Arc<ManualClock>,
    pub database_url: String,
    /// The bot's `defer_after` (set before [`Harness::start_bot`]).
    pub defer_after: Duration,
    /// The service's options (set before [`Harness::start_bot`]).
    pub service_options: ServiceOptions,
    /// Whether the fake's guilds play their games in threads (set before
    /// [`Harness::start_bot`]). Off unless a test turns it on: the tests
    /// written for games in the channel keep them there.
    pub threads: bool,
    /// Serve `/healthz` and `/metrics` on a free port of 127.0.0.1 (set
    /// before [`Harness::start_bot`]; the bot's `metrics_addr` tells which).
    pub metrics: bool,
    /// The bot's `shard_grace` (set before [`Harness::start_bot`]).
    pub shard_grace: Duration,
    _dir: tempfile::TempDir,
}

impl Harness {
    /// The bot's configuration pointing at the fake: REST through
    /// `DISCORD_HTTP_PROXY`, commands registered in the fake's guild.
    pub fn config(&self) -> Config {
        let mut config = Config::new(self.fake.config().token.clone());
        config.database_url = self.database_url.clone();
        config.guild_id = GuildId::of(self.fake.config().guild_id);
        config.http_proxy = Some(self.fake.api_base().to_owned());
        // The turn clock runs often so that a test can see its notices quickly.
        config.tick_interval = Duration::from_millis(50);
        config.defer_after = self.defer_after;
        // One shard, as with SHARD_COUNT=1, so that the bot's requests are the
        // ones these tests list; tests/discord/shards.rs covers the others.
        config.shards = Shards::Range {
            first: 0,
            last: 0,
            count: 1,
        };
        if self.metrics {
            config.metrics_addr = Some(([127, 0, 0, 1], 0).into());
        }
        config.shard_grace = self.shard_grace;
        config
    }

    pub async fn start() -> Harness {
        Self::start_with(FakeConfig::default()).await
    }

    pub async fn start_with(fake_config: FakeConfig) -> Harness {
        let mut harness = Self::without_bot(fake_config).await;
        harness.start_bot().await;
        harness
    }

    /// The fake and a database path, no bot yet.
    pub async fn without_bot(fake_config: FakeConfig) -> Harness {
        init_tracing();
        let fake = FakeDiscord::start_with(fake_config)
            .await
            .expect("fake Discord starts");
        let dir = tempfile::tempdir().expect("a temporary directory");
        let database_url = format!("sqlite://{}", dir.path().join("lyngk.db").display());
        Harness {
            fake,
            bot: None,
            clock: Arc::new(ManualClock::new(T0)),
            database_url,
            defer_after: lyngk::discord::config::DEFAULT_DEFER_AFTER,
            service_options: ServiceOptions::default(),
            threads: false,
            metrics: false,
            shard_grace: lyngk::discord::config::DEFAULT_SHARD_GRACE,
            _dir: dir,
        }
    }

    /// The database file of this test.
    pub fn database_path(&self) -> std::path::PathBuf {
        self._dir.path().join("lyngk.db")
    }

    /// Opens the service on the test's database and starts a bot, then waits
    /// until it takes interactions (READY, commands registered): poise holds
    /// every event until its setup has finished.
    pub async fn start_bot(&mut self) {
        let registrations_before = self.registrations();
        let bot = self.launch(&self.config()).await;
        self.fake
            .wait_for_ready(WAIT)
            .await
            .expect("a READY session");
        self.fake
            .wait_until(WAIT, "a new command registration", |s| {
                let n = s
                    .requests
                    .iter()
                    .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                    .count();
                (n > registrations_before).then_some(())
            })
            .await
            .expect("commands registered");
        self.bot = Some(bot);
    }

    /// A bot process of its own on `config`: its own service (and pool) on
    /// `config.database_url` with the harness's clock, started and ready.
    pub async fn launch(&self, config: &Config) -> RunningBot {
        let service = Service::open_with(
            &config.database_url,
            self.clock.clone(),
            self.service_options.clone(),
        )
        .await
        .expect("the service opens the database");
        if !self.threads {
            let fake = self.fake.config();
            let guilds = fake.guild_ids.iter().chain([&fake.guild_id]);
            for &guild in guilds {
                let admin = Actor {
                    admin: true,
                    ..Actor::member(
                        GuildId::of(guild),
                        ChannelId::new(fake.channel_id),
                        UserId::new(fake.owner.id),
                    )
                };
                service
                    .settings()
                    .set_threads(admin, false)
                    .await
                    .expect("games in the channel");
            }
        }
        let bot = tokio::time::timeout(
            WAIT,
            RunningBot::start_with_service(config, Arc::new(service)),
        )
        .await
        .expect("starting the bot timed out")
        .expect("the bot starts");
        bot.ready(WAIT).await.expect("the bot gets ready");
        bot
    }

    fn registrations(&self) -> usize {
        self.fake
            .state()
            .requests
            .iter()
            .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
            .count()
    }

    /// Stops the bot cleanly (close code 1000) and closes its database.
    pub async fn stop_bot(&mut self) {
        let bot = self.bot.take().expect("a running bot");
        let service = Arc::clone(bot.service());
        let closes_before = self.fake.state().gateway.close_codes.len();
        bot.shutdown(WAIT).await.expect("clean shutdown");
        service.close().await;
        let codes = self
            .fake
            .wait_until(WAIT, "a gateway close frame", |s| {
                (s.gateway.close_codes.len() > closes_before).then(|| s.gateway.close_codes.clone())
            })
            .await
            .expect("a close frame");
        assert_eq!(codes.last(), Some(&1000), "clean close");
    }

    /// Stops the bot and checks the fake saw only routes it knows, and
    /// nothing Discord would have refused (a late answer, a long message).
    pub async fn finish(mut self) {
        if self.bot.is_some() {
            self.stop_bot().await;
        }
        let state = self.fake.state();
        let unhandled: Vec<_> = state
            .unhandled_requests()
            .iter()
            .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
            .collect();
        assert!(unhandled.is_empty(), "routes the fake lacks: {unhandled:?}");
        let refused: Vec<_> = state
            .refused_requests()
            .iter()
            .map(|r| format!("{} {} -> {} ({})", r.method, r.path, r.status, r.code))
            .collect();
        assert!(refused.is_empty(), "refused as Discord would: {refused:?}");
    }

    pub fn commands(&self) -> Vec<Value> {
        self.fake
            .registered_commands(CommandScope::Guild(self.fake.config().guild_id))
    }

    /// `/lyngk <sub> <options>` by `user`; returns the bot's answer.
    pub async fn command(
        &self,
        user: &FakeUser,
        sub: &str,
        options: Vec<Opt>,
    ) -> InteractionCallback {
        let interaction = self
            .fake
            .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]);
        self.send(interaction).await
    }

    /// Like [`Harness::command`], typed in another channel of the guild.
    pub async fn command_in(
        &self,
        channel: u64,
        user: &FakeUser,
        sub: &str,
        options: Vec<Opt>,
    ) -> InteractionCallback {
        let interaction = self
            .fake
            .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]);
        self.send(in_channel(interaction, channel)).await
    }

    /// Like [`Harness::command`] with the member's permissions replaced
    /// (a permission bit set as a decimal string, as Discord sends it).
    pub async fn command_with_permissions(
        &self,
        user: &FakeUser,
        permissions: u64,
        options: Vec<Opt>,
    ) -> InteractionCallback {
        let mut interaction = self.fake.command_interaction(user, "lyngk", &options);
        interaction["member"]["permissions"] = Value::String(permissions.to_string());
        self.send(interaction).await
    }

    /// `/lyngk-admin <options>` by `user` with the member's permissions
    /// (as in [`Harness::command_with_permissions`]).
    pub async fn admin_command(
        &self,
        user: &FakeUser,
        permissions: u64,
        options: Vec<Opt>,
    ) -> InteractionCallback {
        let mut interaction = self.fake.command_interaction(user, "lyngk-admin", &options);
        interaction["member"]["permissions"] = Value::String(permissions.to_string());
        self.send(interaction).await
    }

    /// Autocomplete of `/lyngk <sub>` with one focused option; returns the choices.
    pub async fn autocomplete(
        &self,
        user: &FakeUser,
        sub: &str,
        options: Vec<Opt>,
    ) -> Vec<(String, Value)> {
        let interaction =
            self.fake
                .autocomplete_interaction(user, "lyngk", &[Opt::sub(sub, options)]);
        let answer = self.send(interaction).await;
        assert_eq!(answer.kind, 8, "an autocomplete result");
        answer.choices()
    }

    /// A click on the button `custom_id` of `message` (a message object).
    pub async fn click(
        &self,
        user: &FakeUser,
        custom_id: &str,
        message: Option<Value>,
    ) -> InteractionCallback {
        let interaction = self.fake.button_interaction(user, custom_id, message);
        self.send(interaction).await
    }

    /// A choice of `value` in the select menu `custom_id` of `message`.
    pub async fn select(
        &self,
        user: &FakeUser,
        custom_id: &str,
        value: &str,
        message: Value,
    ) -> InteractionCallback {
        let interaction = self
            .fake
            .select_interaction(user, custom_id, &[value], message);
        self.send(interaction).await
    }

    /// A click that settles a challenge (Accept, Decline): the bot removes the
    /// buttons (callback type 7, or a deferred update and an edit) and posts
    /// the outcome as a follow-up, a new message so that its mentions ping.
    /// Returns both; the follow-up is given the shape of a type-4 answer (a
    /// new message with that body and files).
    pub async fn click_settling(
        &self,
        user: &FakeUser,
        custom_id: &str,
        message: Option<Value>,
    ) -> (InteractionCallback, InteractionCallback) {
        let closed = self.click(user, custom_id, message).await;
        assert_eq!(
            closed.kind, 7,
            "the clicked message is updated: {:?}",
            closed.data
        );
        let followup = self.followup(&closed, 1).await;
        (closed, followup)
    }

    /// Sends an interaction (e.g. one with its `locale` changed) and waits for the answer.
    pub async fn send(&self, interaction: Value) -> InteractionCallback {
        let id = self
            .fake
            .send_interaction(interaction)
            .expect("the interaction is sent");
        let answer = self
            .fake
            .wait_for_response(id, WAIT)
            .await
            .expect("the bot answers");
        self.completed(answer).await
    }

    /// The answer as the user ends up seeing it. A deferred one (callback 5
    /// or 6) is completed by an edit of the original response (a slash
    /// command's reply, or a clicked message losing its buttons), or by
    /// deleting the "thinking…" response and sending a follow-up (an answer
    /// only the caller sees); it is given the shape of a direct answer
    /// (type 4, or 7 for an edited clicked message), marked `deferred`.
    pub async fn completed(&self, answer: InteractionCallback) -> InteractionCallback {
        if !matches!(answer.kind, 5 | 6) {
            return answer;
        }
        let id = answer.interaction_id;
        let calls = self
            .fake
            .wait_for_webhook_calls(id, 1, WAIT)
            .await
            .expect("a deferred answer is completed");
        let first = calls[0].clone();
        let (kind, call, followups_used) = match (first.method.as_str(), &first.target) {
            ("PATCH", WebhookTarget::Original) => (if answer.kind == 6 { 7 } else { 4 }, first, 0),
            ("DELETE", WebhookTarget::Original) => {
                let calls = self
                    .fake
                    .wait_for_webhook_calls(id, 2, WAIT)
                    .await
                    .expect("a follow-up after the deleted response");
                let followup = calls[1].clone();
                assert_eq!(followup.target, WebhookTarget::NewFollowup);
                (4, followup, 1)
            }
            ("POST", WebhookTarget::NewFollowup) => (4, first, 1),
            other => panic!("a deferred answer completed by {other:?}"),
        };
        InteractionCallback {
            kind,
            data: call.json,
            files: call.files,
            deferred: true,
            followups_used,
            ..answer
        }
    }

    /// The `n`-th follow-up message (1-based) of an answer's interaction
    /// after those that completed the answer itself, given the shape of a
    /// type-4 answer: e.g. the outcome of a settled challenge, or the
    /// computer's answer after a move.
    pub async fn followup(&self, answer: &InteractionCallback, n: usize) -> InteractionCallback {
        let id = answer.interaction_id;
        let wanted = answer.followups_used + n;
        let call = self
            .fake
            .wait_until(
                WAIT,
                &format!("follow-up {wanted} of interaction {id}"),
                |s| {
                    s.webhook_calls
                        .iter()
                        .filter(|c| c.interaction_id == Some(id))
                        .filter(|c| c.method == "POST" && c.target == WebhookTarget::NewFollowup)
                        .nth(wanted - 1)
                        .cloned()
                },
            )
            .await
            .expect("a follow-up message");
        InteractionCallback {
            interaction_id: id,
            kind: 4,
            data: call.json,
            files: call.files,
            after: answer.after,
            deferred: false,
            followups_used: wanted,
        }
    }
}

/// An interaction moved to another channel of the guild.
pub fn in_channel(mut interaction: Value, channel: u64) -> Value {
    interaction["channel_id"] = Value::String(channel.to_string());
    interaction["channel"]["id"] = Value::String(channel.to_string());
    interaction
}

/// `interaction` sent from the DM channel `channel` between its user and the
/// bot, where a server's install of the app may be used: no guild, no
/// member (the user instead), the DM's context (1, `BOT_DM`), and the
/// server install's key with "0" for its guild, as Discord sends them
/// (<https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object>).
pub fn in_bot_dm(mut interaction: Value, channel: u64) -> Value {
    let interaction_map = interaction.as_object_mut().expect("an interaction object");
    interaction_map.remove("guild_id");
    interaction_map.remove("guild_locale");
    if let Some(member) = interaction_map.remove("member") {
        interaction_map.insert("user".into(), member["user"].clone());
    }
    if let Some(data) = interaction_map
        .get_mut("data")
        .and_then(Value::as_object_mut)
    {
        data.remove("guild_id");
    }
    interaction["channel_id"] = Value::String(channel.to_string());
    interaction["channel"] = serde_json::json!({"id": channel.to_string(), "type": 1});
    interaction["context"] = serde_json::json!(1);
    interaction["authorizing_integration_owners"] = serde_json::json!({"0": "0"});
    if let Some(message) = interaction.get_mut("message") {
        message["channel_id"] = Value::String(channel.to_string());
        if let Some(m) = message.as_object_mut() {
            m.remove("guild_id");
        }
    }
    interaction
}

/// `interaction` sent from the bot's DM channel `channel` through the
/// install of the app to its user's account alone: the bot's DM context
/// (1), the user install's key only, and the permissions Discord gives a
/// user-installed app.
pub fn in_bot_dm_user_install(interaction: Value, channel: u64) -> Value {
    let mut interaction = in_bot_dm(interaction, channel);
    let user = user_of(&interaction);
    interaction["authorizing_integration_owners"] = serde_json::json!({"1": user});
    interaction["app_permissions"] =
        Value::String(fake_discord::payloads::USER_INSTALL_PERMISSIONS.to_string());
    interaction
}

/// The id of the user behind `interaction` (its member's, or its user's
/// outside a server).
fn user_of(interaction: &Value) -> String {
    let user = if interaction["member"].is_object() {
        &interaction["member"]["user"]["id"]
    } else {
        &interaction["user"]["id"]
    };
    user.as_str().unwrap_or_default().to_owned()
}

/// `interaction` sent from the group DM `channel` (a DM between users
/// works alike), through the install of the app to `installer`'s account:
/// no guild, no member, the private channel's context (2,
/// `PRIVATE_CHANNEL`), the user install's key only, and the permissions
/// Discord gives a user-installed app there
/// (<https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object>,
/// <https://discord.com/developers/docs/resources/application#installation-context>).
/// The bot is not in that channel: the fake refuses its channel endpoints.
pub fn in_group_dm(interaction: Value, channel: u64, installer: u64) -> Value {
    let mut interaction = in_bot_dm(interaction, channel);
    interaction["channel"] = serde_json::json!({
        "id": channel.to_string(),
        "type": 3,
        "name": "friends",
    });
    interaction["context"] = serde_json::json!(2);
    interaction["authorizing_integration_owners"] = serde_json::json!({"1": installer.to_string()});
    interaction["app_permissions"] =
        Value::String(fake_discord::payloads::USER_INSTALL_PERMISSIONS.to_string());
    interaction
}

/// `interaction` sent from the channel `channel` of the server `guild`,
/// which did not install the app, through its install to `installer`'s
/// account: the server's context (0), the user install's key only, and
/// the permissions Discord gives a user-installed app there. The bot is not
/// in that server: the fake refuses its channel and member endpoints.
pub fn in_guild_user_install(
    mut interaction: Value,
    guild: u64,
    channel: u64,
    installer: u64,
) -> Value {
    let guild_id = Value::String(guild.to_string());
    interaction["guild_id"] = guild_id.clone();
    if let Some(data) = interaction.get_mut("data").and_then(Value::as_object_mut)
        && data.contains_key("guild_id")
    {
        data.insert("guild_id".into(), guild_id.clone());
    }
    let mut interaction = in_channel(interaction, channel);
    interaction["context"] = serde_json::json!(0);
    interaction["authorizing_integration_owners"] = serde_json::json!({"1": installer.to_string()});
    interaction["app_permissions"] =
        Value::String(fake_discord::payloads::USER_INSTALL_PERMISSIONS.to_string());
    if let Some(message) = interaction.get_mut("message") {
        message["channel_id"] = Value::String(channel.to_string());
        message["guild_id"] = guild_id;
    }
    interaction
}

/// `interaction` authorised by the install of the app to its own user's
/// account as well as by the server's (both keys), as Discord sends it
/// where both installed the app.
pub fn with_user_install_too(mut interaction: Value) -> Value {
    let user = user_of(&interaction);
    interaction["authorizing_integration_owners"]["1"] = Value::String(user);
    interaction
}

/// `interaction` sent from inside the public thread `thread` of `parent`.
pub fn from_thread(interaction: Value, thread: u64, parent: u64) -> Value {
    let mut interaction = in_channel(interaction, thread);
    interaction["channel"]["type"] = serde_json::json!(11);
    interaction["channel"]["parent_id"] = Value::String(parent.to_string());
    interaction
}

/// The users an answer may ping (`allowed_mentions.users`).
pub fn allowed_users(answer: &InteractionCallback) -> Vec<u64> {
    pinged(&answer.data)
}

/// The users a message (an answer's data, or a posted message) pings.
pub fn pinged(message: &Value) -> Vec<u64> {
    message["allowed_mentions"]["users"]
        .as_array()
        .map(|ids| {
            ids.iter()
                .filter_map(fake_discord::payloads::snowflake)
                .collect()
        })
        .unwrap_or_default()
}

/// Checks the mention policy of an answer: it is stated (Discord's default
/// would parse every mention), no `@everyone`, no roles, and only the listed
/// users.
pub fn assert_safe_mentions(answer: &InteractionCallback) {
    let allowed = &answer.data["allowed_mentions"];
    assert!(
        allowed.is_object(),
        "no allowed_mentions: Discord would ping whatever the text mentions: {}",
        answer.data
    );
    let parse = allowed["parse"].as_array().cloned().unwrap_or_default();
    assert!(
        parse.is_empty(),
        "nothing may be parsed for pings, got {allowed}"
    );
    assert!(
        allowed["roles"].as_array().is_none_or(Vec::is_empty),
        "no role pings: {allowed}"
    );
}
