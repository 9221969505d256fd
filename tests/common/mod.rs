//! Glue between the fake Discord and the real bot: one fake, one database
//! file and one bot per test, and functions that send an interaction and wait
//! (bounded) for the bot's answer.

// The harness offers more than each test uses.
#![allow(dead_code)]

pub mod fake_discord;
pub mod game;
pub mod plan;

use std::sync::Arc;
use std::time::Duration;

use fake_discord::{CommandScope, FakeConfig, FakeDiscord, FakeUser, InteractionCallback, Opt};
use lyngk::discord::{Config, RunningBot, Shards};
use lyngk::service::{ManualClock, Service};
use serde_json::Value;

/// Upper bound of every single wait in the tests (normally a few ms).
pub const WAIT: Duration = Duration::from_secs(10);

/// Where the manual clock starts (2025-01-01, unix ms).
pub const T0: i64 = 1_735_689_600_000;

/// `RUST_LOG=debug cargo test` shows the bot's, serenity's and the fake's logs.
pub fn init_tracing() {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
        .with_test_writer()
        .try_init();
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
    _dir: tempfile::TempDir,
}

impl Harness {
    /// The bot's configuration pointing at the fake: REST through
    /// `DISCORD_HTTP_PROXY`, commands registered in the fake's guild.
    pub fn config(&self) -> Config {
        let mut config = Config::new(self.fake.config().token.clone());
        config.database_url = self.database_url.clone();
        config.guild_id = Some(self.fake.config().guild_id);
        config.http_proxy = Some(self.fake.api_base().to_owned());
        // The turn clock runs often so that a test can see its notices quickly.
        config.tick_interval = Duration::from_millis(50);
        // One shard, as with SHARD_COUNT=1, so that the bot's requests are the
        // ones these tests list; tests/discord_shards.rs covers the others.
        config.shards = Shards::Range {
            first: 0,
            last: 0,
            count: 1,
        };
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
        let service = Service::open(&self.database_url, self.clock.clone())
            .await
            .expect("the service opens the database");
        let registrations_before = self.registrations();
        let bot = tokio::time::timeout(
            WAIT,
            RunningBot::start_with_service(&self.config(), Arc::new(service)),
        )
        .await
        .expect("starting the bot timed out")
        .expect("the bot starts");
        bot.ready(WAIT).await.expect("the bot gets ready");
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

    /// Stops the bot and checks the fake saw only routes it knows.
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

    /// A click that settles a challenge (Accept, Decline): the bot removes the
    /// buttons (callback type 7) and posts the outcome as a follow-up, a new
    /// message so that its mentions ping. Returns both; the follow-up is given
    /// the shape of a type-4 answer (a new message with that body and files).
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
        let calls = self
            .fake
            .wait_for_webhook_calls(closed.interaction_id, 1, WAIT)
            .await
            .expect("a follow-up message");
        let call = &calls[0];
        assert_eq!(call.method, "POST");
        assert_eq!(call.target, fake_discord::WebhookTarget::NewFollowup);
        let followup = InteractionCallback {
            interaction_id: closed.interaction_id,
            kind: 4,
            data: call.json.clone(),
            files: call.files.clone(),
        };
        (closed, followup)
    }

    /// Sends an interaction (e.g. one with its `locale` changed) and waits for the answer.
    pub async fn send(&self, interaction: Value) -> InteractionCallback {
        let id = self
            .fake
            .send_interaction(interaction)
            .expect("the interaction is sent");
        self.fake
            .wait_for_response(id, WAIT)
            .await
            .expect("the bot answers")
    }
}

/// The users an answer may ping (`allowed_mentions.users`).
pub fn allowed_users(answer: &InteractionCallback) -> Vec<u64> {
    answer.data["allowed_mentions"]["users"]
        .as_array()
        .map(|ids| {
            ids.iter()
                .filter_map(fake_discord::payloads::snowflake)
                .collect()
        })
        .unwrap_or_default()
}

/// Checks the mention policy of an answer: no `@everyone`, no roles, and only
/// the listed users.
pub fn assert_safe_mentions(answer: &InteractionCallback) {
    let allowed = &answer.data["allowed_mentions"];
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
