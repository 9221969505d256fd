//! Start-up and shutdown: the registered command tree, a wrong token, a
//! refused registration, a bad guild id, global registration, the shutdown
//! signal.

use lyngk::discord::{BotError, Config, ConfigError, RunningBot};
use lyngk::ids::GuildId;
use serde_json::json;

use crate::common::fake_discord::{CommandScope, FakeConfig};
use crate::common::{Harness, WAIT};
use crate::support::{names, option};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn startup_registers_the_command_tree() {
    let h = Harness::start().await;
    let commands = h.commands();
    assert_eq!(names(&json!(commands)), ["lyngk", "lyngk-admin"]);
    let lyngk = &commands[0];
    assert_eq!(lyngk["type"], 1, "a slash command");
    let subs = &lyngk["options"];
    assert_eq!(
        names(subs),
        [
            "challenge",
            "play-ai",
            "accept",
            "decline",
            "cancel",
            "claim",
            "move",
            "board",
            "history",
            "replay",
            "analyse",
            "record",
            "takeback",
            "resign",
            "rematch",
            "games",
            "mygames",
            "leaderboard",
            "stats",
            "notify",
            "rules",
            "learn",
            "puzzle",
            "tournament",
            "mistakes"
        ]
    );
    // Discord allows 25 options to a command: /lyngk is at the cap, so
    // what comes next goes into a group.
    assert!(subs.as_array().unwrap().len() <= 25);
    let record = option(subs, "record");
    assert_eq!(record["type"], 2, "a subcommand group");
    assert_eq!(names(&record["options"]), ["export", "import", "review"]);
    let tournament = option(subs, "tournament");
    assert_eq!(tournament["type"], 2, "a subcommand group");
    assert_eq!(
        names(&tournament["options"]),
        ["standings", "join", "leave"]
    );

    let challenge = &option(subs, "challenge")["options"];
    assert_eq!(option(challenge, "opponent")["type"], 6, "a user option");
    assert!(
        option(challenge, "opponent")["required"] != true,
        "without an opponent the challenge is open to anyone"
    );
    let variant = option(challenge, "variant");
    // poise sends choices as integers (the index of the choice).
    assert_eq!(variant["type"], 4);
    assert!(variant["required"] != true, "Standard by default");
    let variant_names: Vec<&str> = variant["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(variant_names, ["Standard", "Six-stack sudden death"]);

    let level = option(&option(subs, "play-ai")["options"], "level");
    assert_eq!(level["required"], true);
    let levels: Vec<&str> = level["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(levels, ["Easy", "Normal", "Hard", "Master"]);

    let claim_color = option(&option(subs, "claim")["options"], "color");
    let colors: Vec<&str> = claim_color["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    // The colour names with their notation letters, from the catalogue.
    assert_eq!(
        colors,
        ["Ivory (I)", "Blue (B)", "Red (R)", "Green (G)", "Black (K)"]
    );

    let mv = &option(subs, "move")["options"];
    assert_eq!(names(mv), ["from", "to", "claim"]);
    for name in ["from", "to"] {
        assert_eq!(option(mv, name)["autocomplete"], true, "{name}");
        assert_eq!(option(mv, name)["required"], true, "{name}");
    }
    // Discord refuses longer text before it reaches the bot.
    assert_eq!(option(mv, "from")["max_length"], 16);
    assert_eq!(option(mv, "to")["max_length"], 64);
    assert!(option(mv, "claim")["required"] != true);

    let stats_user = option(&option(subs, "stats")["options"], "user");
    assert_eq!(stats_user["type"], 6);
    assert!(stats_user["required"] != true);

    let settings = option(&commands[1]["options"], "settings");
    assert_eq!(settings["type"], 2, "a subcommand group");
    let turn_limit = option(&settings["options"], "turn-limit");
    assert_eq!(turn_limit["type"], 1);
    let hours = option(&turn_limit["options"], "hours");
    assert_eq!(hours["type"], 4, "an integer");
    assert_eq!(hours["min_value"].as_f64(), Some(1.0));
    assert_eq!(hours["max_value"].as_f64(), Some(720.0));

    {
        let state = h.fake.state();
        let identify = &state.gateway.identifies[0];
        assert_eq!(identify["token"], "Bot fake-token");
        assert_eq!(identify["intents"], 1, "GUILDS only");
        assert_eq!(state.gateway.readies, 1);
        // Every REST call went through the proxy setting to the fake, in order:
        // the token check, the client's own look-ups (gateway URL, application),
        // then the registration after READY.
        let calls: Vec<String> = state
            .requests
            .iter()
            .map(|r| format!("{} {}", r.method, r.path))
            .collect();
        let guild = h.fake.config().guild_id;
        let app = h.fake.config().application_id;
        assert_eq!(
            calls,
            [
                "GET /gateway".to_owned(),
                "GET /gateway".to_owned(),
                "GET /oauth2/applications/@me".to_owned(),
                format!("PUT /applications/{app}/guilds/{guild}/commands"),
            ]
        );
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wrong_token_fails_fast_with_a_clear_error() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let mut config = h.config();
    config.token = "not-the-token".into();
    let started = tokio::time::timeout(WAIT, RunningBot::start(&config))
        .await
        .expect("no hang");
    let Err(error) = started else {
        panic!("a wrong token must not start the bot");
    };
    assert!(matches!(error, BotError::BadToken(_)), "{error:?}");
    let text = error.to_string();
    assert!(
        text.contains("DISCORD_TOKEN") && text.contains("401"),
        "{text}"
    );
    let state = h.fake.state();
    let calls: Vec<(String, u16)> = state
        .requests
        .iter()
        .map(|r| (format!("{} {}", r.method, r.path), r.status))
        .collect();
    assert_eq!(calls, [("GET /gateway".to_owned(), 401)]);
    assert_eq!(state.gateway.connections, 0, "never reached any gateway");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_command_registration_ends_the_bot_with_a_clear_error() {
    let h = Harness::without_bot(FakeConfig {
        reject_commands: true,
        ..FakeConfig::default()
    })
    .await;
    // Global registration: a server's refusal waits for the server instead
    // (tests/discord/registration.rs).
    let mut config = h.config();
    config.guild_id = None;
    let outcome = tokio::time::timeout(WAIT, lyngk::discord::run(config, std::future::pending()))
        .await
        .expect("run ends by itself instead of hanging");
    let Err(error) = outcome else {
        panic!("run must fail when the registration fails");
    };
    assert!(matches!(error, BotError::Registration(_)), "{error:?}");
    assert!(error.to_string().contains("Missing Access"), "{error}");
    // It still logged off cleanly.
    let codes = h.fake.wait_for_close(WAIT).await.expect("a close frame");
    assert_eq!(codes, [1000]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn run_creates_the_database_and_stops_cleanly_on_the_shutdown_signal() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    assert!(!h.database_path().exists());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let bot = tokio::spawn(lyngk::discord::run(h.config(), async {
        let _ = stopped.await;
    }));
    h.fake
        .wait_for_commands(CommandScope::Guild(h.fake.config().guild_id), WAIT)
        .await
        .expect("commands registered");
    assert!(h.database_path().exists(), "created on first start");
    stop.send(()).expect("the bot listens");
    let outcome = tokio::time::timeout(WAIT, bot)
        .await
        .expect("run returns after the signal")
        .expect("no panic");
    assert!(outcome.is_ok(), "{outcome:?}");
    let codes = h.fake.wait_for_close(WAIT).await.expect("a close frame");
    assert_eq!(codes, [1000]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_guild_id_the_commands_are_registered_globally() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let mut config = h.config();
    config.guild_id = None;
    let bot = RunningBot::start(&config).await.expect("the bot starts");
    bot.ready(WAIT).await.expect("ready");
    let global = h
        .fake
        .wait_for_commands(CommandScope::Global, WAIT)
        .await
        .expect("a global registration");
    assert_eq!(names(&json!(global)), ["lyngk", "lyngk-admin"]);
    assert!(
        h.fake
            .registered_commands(CommandScope::Guild(h.fake.config().guild_id))
            .is_empty()
    );
    bot.shutdown(WAIT).await.expect("clean shutdown");
    assert_eq!(h.fake.wait_for_close(WAIT).await.expect("closed"), [1000]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guild_id_of_zero_is_refused_with_a_clear_error() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let config = h.config();
    // A configuration holds a server's id, which is never 0: the 0 is
    // refused where the environment is read, and no bot starts.
    assert_eq!(GuildId::of(0), None);
    let env = |name: &str| match name {
        "DISCORD_TOKEN" => Some(config.token.clone()),
        "DATABASE_URL" => Some(config.database_url.clone()),
        "DISCORD_GUILD_ID" => Some("0".to_owned()),
        _ => None,
    };
    let Err(error) = Config::from_lookup(env) else {
        panic!("a guild id of 0 must not start the bot");
    };
    assert_eq!(error, ConfigError::ZeroGuildId);
    let error = BotError::from(error);
    assert!(error.to_string().contains("DISCORD_GUILD_ID"), "{error}");
    assert!(h.fake.state().requests.is_empty(), "nothing was sent");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn discord_out_of_reach_is_reported_with_its_cause_not_as_a_wrong_token() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    // A port nothing listens on.
    let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = closed.local_addr().unwrap().port();
    drop(closed);
    let mut config = h.config();
    config.http_proxy = Some(format!("http://127.0.0.1:{port}"));
    let started = tokio::time::timeout(WAIT, RunningBot::start(&config))
        .await
        .expect("no hang");
    let Err(error) = started else {
        panic!("no Discord, no bot");
    };
    assert!(matches!(error, BotError::Unreachable(_)), "{error:?}");
    let text = error.to_string();
    assert!(!text.contains("DISCORD_TOKEN"), "not the token: {text}");
    assert!(
        text.to_lowercase().contains("connect"),
        "the cause is given: {text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_shutdown_signal_stops_a_start_that_discord_never_answers() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    // Takes connections and never answers.
    let silent = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = silent.local_addr().unwrap();
    let _held = tokio::spawn(async move {
        let mut open = Vec::new();
        while let Ok((conn, _)) = silent.accept().await {
            open.push(conn);
        }
    });
    let mut config = h.config();
    config.http_proxy = Some(format!("http://{addr}"));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let bot = tokio::spawn(lyngk::discord::run(config, async {
        let _ = stopped.await;
    }));
    // The bot is waiting for its first answer: stop it.
    tokio::task::yield_now().await;
    stop.send(()).expect("the bot listens");
    let outcome = tokio::time::timeout(WAIT, bot)
        .await
        .expect("stopped well before any REST timeout")
        .expect("no panic");
    assert!(outcome.is_ok(), "{outcome:?}");
}
