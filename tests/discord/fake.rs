//! The fake Discord's own rules, as Discord applies them: a callback later
//! than its deadline is refused with 10062 "Unknown interaction", a message
//! over 2,000 characters with 50035, and an interaction's token stops
//! taking follow-ups and edits once its lifetime has passed (50027).

use std::time::Duration;

use serde_json::{Value, json};

use crate::common::fake_discord::{CONTENT_LIMIT, FakeConfig, Opt};
use crate::common::{Harness, WAIT, alice};

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
