//! The fake Discord's own rules, as Discord applies them: a callback later
//! than its deadline is refused with 10062 "Unknown interaction", a message
//! over 2,000 characters with 50035, and an interaction's token stops
//! taking follow-ups and edits once its lifetime has passed (50027); where
//! only a user's install of the app reaches, channel endpoints answer 403
//! (50001) and an interaction takes no sixth follow-up.

use std::time::Duration;

use serde_json::{Value, json};

use crate::common::fake_discord::{CONTENT_LIMIT, FakeConfig, Opt};
use crate::common::{
    Harness, WAIT, alice, in_group_dm, in_guild_user_install, with_user_install_too,
};

/// The requests of an interaction's callback.
fn callback_requests(h: &Harness, id: u64) -> Vec<(u16, u64)> {
    let prefix = format!("/interactions/{id}/");
    h.fake
        .state()
        .requests
        .iter()
        .filter(|r| r.path.starts_with(&prefix))
        .map(|r| (r.status, r.code))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_callback_after_the_deadline_is_refused_as_an_unknown_interaction() {
    // Every answer comes "too late" when the deadline is zero.
    let mut h = Harness::start_with(FakeConfig {
        callback_deadline: Duration::ZERO,
        ..FakeConfig::default()
    })
    .await;
    let id = h
        .fake
        .send_interaction(h.fake.command_interaction(
            &alice(),
            "lyngk",
            &[Opt::sub("rules", vec![])],
        ))
        .unwrap();
    let refused = h
        .fake
        .wait_until(WAIT, "a refused callback", |s| {
            s.requests
                .iter()
                .find(|r| r.path.starts_with(&format!("/interactions/{id}/")))
                .map(|r| (r.status, r.code))
        })
        .await
        .unwrap();
    assert_eq!(
        refused,
        (404, 10062),
        "Unknown interaction, as Discord says"
    );
    assert!(!h.fake.state().callbacks.contains_key(&id), "nothing shown");
    assert!(callback_requests(&h, id).iter().all(|r| *r == (404, 10062)));
    // The bot lives on and logs off cleanly.
    h.stop_bot().await;
}

/// A plain HTTP client for the fake's REST API, as the bot would call it.
fn client() -> reqwest::Client {
    reqwest::Client::builder().no_proxy().build().unwrap()
}

async fn status_and_code(response: reqwest::Response) -> (u16, u64) {
    let status = response.status().as_u16();
    let body: Value =
        serde_json::from_str(&response.text().await.unwrap_or_default()).unwrap_or(Value::Null);
    (status, body["code"].as_u64().unwrap_or(0))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn content_over_2000_characters_is_refused() {
    let h = Harness::without_bot(FakeConfig::default()).await;
    let config = h.fake.config().clone();
    let url = format!(
        "{}/api/v10/channels/{}/messages",
        h.fake.api_base(),
        config.channel_id
    );
    let post = |content: String| {
        client()
            .post(&url)
            .header("authorization", format!("Bot {}", config.token))
            .header("content-type", "application/json")
            .body(json!({ "content": content }).to_string())
            .send()
    };
    // Characters, not bytes, count.
    let at_limit = post("é".repeat(CONTENT_LIMIT)).await.unwrap();
    assert_eq!(status_and_code(at_limit).await, (200, 0));
    let over = post("x".repeat(CONTENT_LIMIT + 1)).await.unwrap();
    assert_eq!(status_and_code(over).await, (400, 50035));
    assert_eq!(
        h.fake.channel_messages().len(),
        1,
        "only the first is posted"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interactions_token_expires() {
    let mut h = Harness::start_with(FakeConfig {
        token_lifetime: Duration::ZERO,
        ..FakeConfig::default()
    })
    .await;
    let interaction = h
        .fake
        .command_interaction(&alice(), "lyngk", &[Opt::sub("rules", vec![])]);
    let token = interaction["token"].as_str().unwrap().to_owned();
    let answer = h.send(interaction).await;
    assert_eq!(answer.kind, 4, "the callback itself is in time");
    let config = h.fake.config().clone();
    let url = format!(
        "{}/api/v10/webhooks/{}/{token}/messages/@original",
        h.fake.api_base(),
        config.application_id
    );
    let edit = client()
        .patch(&url)
        .header("authorization", format!("Bot {}", config.token))
        .header("content-type", "application/json")
        .body(json!({ "content": "too late" }).to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(status_and_code(edit).await, (401, 50027));
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_installed_app_reaches_only_its_interactions_where_the_bot_is_not() {
    let h = Harness::start().await;
    let config = h.fake.config().clone();
    let (group_dm, foreign_guild, foreign_channel) = (
        8_200_000_000_000_000_001_u64,
        2_000_000_000_000_000_077_u64,
        3_000_000_000_000_000_077_u64,
    );
    let rules = |user| {
        h.fake
            .command_interaction(user, "lyngk", &[Opt::sub("rules", vec![])])
    };
    let alice = alice();

    // As Discord sends them: the context, the installs and the permissions.
    let in_group = in_group_dm(rules(&alice), group_dm, alice.id);
    assert_eq!(in_group["context"], json!(2));
    assert_eq!(
        in_group["authorizing_integration_owners"],
        json!({"1": alice.id.to_string()})
    );
    let in_server = rules(&alice);
    assert_eq!(in_server["context"], json!(0));
    assert_eq!(
        in_server["authorizing_integration_owners"],
        json!({"0": config.guild_id.to_string()})
    );
    let both = with_user_install_too(rules(&alice));
    assert_eq!(
        both["authorizing_integration_owners"],
        json!({"0": config.guild_id.to_string(), "1": alice.id.to_string()})
    );

    let token = in_group["token"].as_str().unwrap().to_owned();
    let answer = h.send(in_group).await;
    assert!(answer.content().is_some(), "the rules are answered");
    h.send(in_guild_user_install(
        rules(&alice),
        foreign_guild,
        foreign_channel,
        alice.id,
    ))
    .await;
    // A server's install where both installed: the bot is in the channel.
    h.send(both).await;

    let call = |method: reqwest::Method, path: String, body: Value| {
        client()
            .request(method, format!("{}/api/v10{path}", h.fake.api_base()))
            .header("authorization", format!("Bot {}", config.token))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
    };
    let message = json!({"content": "hello"});
    // The channel endpoints where the bot is not: 403, Missing Access.
    for (method, path) in [
        ("POST", format!("/channels/{group_dm}/messages")),
        ("PATCH", format!("/channels/{group_dm}/messages/1")),
        ("POST", format!("/channels/{group_dm}/threads")),
        ("POST", format!("/channels/{foreign_channel}/messages")),
        (
            "GET",
            format!("/guilds/{foreign_guild}/members/{}", alice.id),
        ),
    ] {
        let method = method.parse().unwrap();
        let answered = call(method, path.clone(), message.clone()).await.unwrap();
        assert_eq!(status_and_code(answered).await, (403, 50001), "{path}");
    }
    // Where a server's install authorised the interaction, as before.
    let posted = call(
        reqwest::Method::POST,
        format!("/channels/{}/messages", config.channel_id),
        message.clone(),
    )
    .await
    .unwrap();
    assert_eq!(status_and_code(posted).await, (200, 0));
    // A DM opened with the user takes the bot's messages.
    let opened = call(
        reqwest::Method::POST,
        "/users/@me/channels".into(),
        json!({"recipient_id": alice.id.to_string()}),
    )
    .await
    .unwrap();
    let dm: Value = serde_json::from_str(&opened.text().await.unwrap()).unwrap();
    let dm = dm["id"].as_str().unwrap().to_owned();
    let sent = call(
        reqwest::Method::POST,
        format!("/channels/{dm}/messages"),
        message.clone(),
    )
    .await
    .unwrap();
    assert_eq!(status_and_code(sent).await, (200, 0));

    // Five follow-ups of the user-installed interaction, and no sixth.
    let followup = format!("/webhooks/{}/{token}", config.application_id);
    for n in 1..=5 {
        let made = call(reqwest::Method::POST, followup.clone(), message.clone())
            .await
            .unwrap();
        assert_eq!(status_and_code(made).await, (200, 0), "follow-up {n}");
    }
    let sixth = call(reqwest::Method::POST, followup, message.clone())
        .await
        .unwrap();
    assert_eq!(status_and_code(sixth).await, (400, 50035));

    let state = h.fake.state();
    assert_eq!(state.max_followups(), 6, "the refused one is counted");
    let calls: Vec<String> = state
        .channel_endpoint_calls()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(
        calls,
        [
            format!("POST /channels/{group_dm}/messages"),
            format!("PATCH /channels/{group_dm}/messages/1"),
            format!("POST /channels/{group_dm}/threads"),
            format!("POST /channels/{foreign_channel}/messages"),
            format!("GET /guilds/{foreign_guild}/members/{}", alice.id),
            format!("POST /channels/{}/messages", config.channel_id),
        ],
        "the bot's own DM is not a channel endpoint"
    );
}
