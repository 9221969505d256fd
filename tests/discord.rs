//! End-to-end tests of the Discord bot: the real poise/serenity bot, started
//! in-process with `DISCORD_HTTP_PROXY` pointing at a fake Discord (REST and
//! gateway on 127.0.0.1, one per test). Every wait is bounded (common::WAIT);
//! nothing sleeps.

mod common;

use common::Harness;
use serde_json::{Value, json};

fn names(options: &Value) -> Vec<&str> {
    options.as_array().map_or(vec![], |o| {
        o.iter().filter_map(|o| o["name"].as_str()).collect()
    })
}

fn option<'a>(options: &'a Value, name: &str) -> &'a Value {
    options
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == name))
        .unwrap_or_else(|| panic!("no option {name} in {options}"))
}

// ------------------------------------------------------------------ start-up

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn startup_registers_the_command_tree() {
    let h = Harness::start().await;
    let commands = h.commands();
    assert_eq!(names(&json!(commands)), ["lyngk"]);
    let lyngk = &commands[0];
    assert_eq!(lyngk["type"], 1, "a slash command");
    let subs = &lyngk["options"];
    assert_eq!(
        names(subs),
        [
            "challenge",
            "accept",
            "decline",
            "cancel",
            "claim",
            "move",
            "board",
            "history",
            "replay",
            "resign",
            "rematch",
            "leaderboard",
            "stats",
            "rules",
            "abort",
            "settings"
        ]
    );

    let challenge = &option(subs, "challenge")["options"];
    assert_eq!(option(challenge, "opponent")["type"], 6, "a user option");
    assert_eq!(option(challenge, "opponent")["required"], true);
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

    let claim_color = option(&option(subs, "claim")["options"], "color");
    let colors: Vec<&str> = claim_color["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    assert_eq!(colors, ["Ivory", "Blue", "Red", "Green", "Black"]);

    let mv = &option(subs, "move")["options"];
    assert_eq!(names(mv), ["from", "to", "claim"]);
    for name in ["from", "to"] {
        assert_eq!(option(mv, name)["autocomplete"], true, "{name}");
        assert_eq!(option(mv, name)["required"], true, "{name}");
    }
    assert!(option(mv, "claim")["required"] != true);

    let stats_user = option(&option(subs, "stats")["options"], "user");
    assert_eq!(stats_user["type"], 6);
    assert!(stats_user["required"] != true);

    let settings = option(subs, "settings");
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
