//! The fake Discord refuses what Discord refuses (common/fake_discord/limits.rs):
//! each test sends a body breaking one documented limit straight to the fake,
//! as the bot would, and checks the answer is Discord's: 400 with code 50035
//! "Invalid Form Body" and the field named in `errors`, or 50006 "Cannot send
//! an empty message". A body at the limit goes through.

use serde_json::{Value, json};

use crate::common::fake_discord::payloads::snowflake;
use crate::common::fake_discord::{CONTENT_LIMIT, FakeConfig, Opt};
use crate::common::{Harness, alice};

/// A fake Discord without a bot, and a client that talks to it as the bot.
struct Api {
    h: Harness,
    client: reqwest::Client,
}

impl Api {
    async fn start() -> Api {
        Api {
            h: Harness::without_bot(FakeConfig::default()).await,
            client: reqwest::Client::builder().no_proxy().build().unwrap(),
        }
    }

    /// `method path` with a JSON body; the status and the JSON answer.
    async fn call(&self, method: &str, path: &str, body: &Value) -> (u16, Value) {
        let config = self.h.fake.config();
        let url = format!("{}/api/v10{path}", self.h.fake.api_base());
        let response = self
            .client
            .request(method.parse().unwrap(), &url)
            .header("authorization", format!("Bot {}", config.token))
            .header("content-type", "application/json")
            .body(body.to_string())
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        let text = response.text().await.unwrap_or_default();
        (status, serde_json::from_str(&text).unwrap_or(Value::Null))
    }

    /// A new message in the test channel.
    async fn post(&self, body: Value) -> (u16, Value) {
        let channel = self.h.fake.config().channel_id;
        self.call("POST", &format!("/channels/{channel}/messages"), &body)
            .await
    }

    /// An edit of a message in the test channel.
    async fn edit(&self, body: Value) -> (u16, Value) {
        let channel = self.h.fake.config().channel_id;
        self.call("PATCH", &format!("/channels/{channel}/messages/1"), &body)
            .await
    }

    /// An interaction's follow-up.
    async fn followup(&self, body: Value) -> (u16, Value) {
        let app = self.h.fake.config().application_id;
        self.call("POST", &format!("/webhooks/{app}/some-token"), &body)
            .await
    }

    /// The response to a fresh interaction (the fake knows its id and token).
    async fn respond(&self, body: Value) -> (u16, Value) {
        let interaction =
            self.h
                .fake
                .command_interaction(&alice(), "lyngk", &[Opt::sub("rules", vec![])]);
        let id = snowflake(&interaction["id"]).unwrap();
        let token = interaction["token"].as_str().unwrap().to_owned();
        // No bot is connected: the dispatch goes nowhere, the fake still
        // takes the interaction's id and token.
        let _ = self.h.fake.send_interaction(interaction);
        self.call(
            "POST",
            &format!("/interactions/{id}/{token}/callback"),
            &body,
        )
        .await
    }

    /// A bulk overwrite of the guild's commands.
    async fn register(&self, commands: Value) -> (u16, Value) {
        let config = self.h.fake.config();
        let path = format!(
            "/applications/{}/guilds/{}/commands",
            config.application_id, config.guild_id
        );
        self.call("PUT", &path, &commands).await
    }
}

/// Accepted.
#[track_caller]
fn accepted(answer: &(u16, Value)) {
    assert!(
        matches!(answer.0, 200 | 204),
        "accepted, but got {answer:?}"
    );
}

/// Refused as Discord refuses a form: 400, 50035, an error at `field`.
#[track_caller]
fn invalid_at(answer: &(u16, Value), field: &[&str]) {
    let (status, body) = answer;
    assert_eq!(*status, 400, "{body}");
    assert_eq!(body["code"], 50035, "{body}");
    assert_eq!(body["message"], "Invalid Form Body", "{body}");
    let at = field.iter().fold(&body["errors"], |v, k| &v[*k]);
    assert!(
        at["_errors"].as_array().is_some_and(|e| !e.is_empty()),
        "an error at {field:?}: {body}"
    );
}

/// Refused as an empty message: 400, 50006.
#[track_caller]
fn empty(answer: &(u16, Value)) {
    let (status, body) = answer;
    assert_eq!(*status, 400, "{body}");
    assert_eq!(body["code"], 50006, "{body}");
    assert_eq!(body["message"], "Cannot send an empty message", "{body}");
}

fn text(n: usize) -> String {
    "é".repeat(n)
}

fn button(id: &str) -> Value {
    json!({"type": 2, "style": 1, "label": "Go", "custom_id": id})
}

fn row(children: Vec<Value>) -> Value {
    json!({"type": 1, "components": children})
}

fn select(options: Vec<Value>) -> Value {
    json!({"type": 3, "custom_id": "pick", "options": options})
}

fn option(label: &str, value: &str) -> Value {
    json!({"label": label, "value": value})
}

// --- 1. content and empty messages ---

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn content_over_2000_characters_is_refused_at_its_field() {
    let api = Api::start().await;
    accepted(&api.post(json!({"content": text(CONTENT_LIMIT)})).await);
    invalid_at(
        &api.post(json!({"content": text(CONTENT_LIMIT + 1)})).await,
        &["content"],
    );
    invalid_at(
        &api.followup(json!({"content": text(CONTENT_LIMIT + 1)}))
            .await,
        &["content"],
    );
    invalid_at(
        &api.respond(json!({"type": 4, "data": {"content": text(CONTENT_LIMIT + 1)}}))
            .await,
        &["data", "content"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_with_nothing_to_show_is_refused() {
    let api = Api::start().await;
    empty(&api.post(json!({})).await);
    empty(
        &api.post(json!({"content": "", "embeds": [], "components": []}))
            .await,
    );
    empty(&api.followup(json!({"content": ""})).await);
    empty(&api.respond(json!({"type": 4, "data": {}})).await);
    accepted(&api.post(json!({"embeds": [{"title": "t"}]})).await);
    accepted(
        &api.post(json!({"components": [row(vec![button("a")])]}))
            .await,
    );
    assert_eq!(api.h.fake.channel_messages().len(), 2, "only those posted");
    // A deferred response shows "thinking…": no content needed.
    accepted(&api.respond(json!({"type": 5})).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_that_leaves_the_message_empty_is_refused() {
    let api = Api::start().await;
    let emptying = json!({"content": "", "embeds": [], "components": [], "attachments": []});
    empty(&api.edit(emptying.clone()).await);
    let app = api.h.fake.config().application_id;
    empty(
        &api.call("PATCH", &format!("/webhooks/{app}/t/messages/5"), &emptying)
            .await,
    );
    empty(&api.respond(json!({"type": 7, "data": emptying})).await);
    // Taking the buttons away from a message that keeps its text is fine.
    accepted(&api.edit(json!({"components": []})).await);
}

// --- 2. allowed mentions ---

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn more_than_100_allowed_user_mentions_are_refused() {
    let api = Api::start().await;
    let users = |n: u64| (1..=n).map(|u| u.to_string()).collect::<Vec<_>>();
    accepted(
        &api.post(json!({"content": "hi", "allowed_mentions": {"users": users(100)}}))
            .await,
    );
    invalid_at(
        &api.post(json!({"content": "hi", "allowed_mentions": {"users": users(101)}}))
            .await,
        &["allowed_mentions", "users"],
    );
}

// --- 3. embeds ---

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn more_than_10_embeds_are_refused() {
    let api = Api::start().await;
    let embeds = |n: usize| vec![json!({"title": "t"}); n];
    accepted(&api.post(json!({"embeds": embeds(10)})).await);
    invalid_at(&api.post(json!({"embeds": embeds(11)})).await, &["embeds"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn embed_texts_over_their_limits_are_refused() {
    let api = Api::start().await;
    accepted(
        &api.post(json!({"embeds": [{
            "title": text(256),
            "description": text(4096),
            "footer": {"text": text(100)},
            "author": {"name": text(256)},
            "fields": [{"name": text(256), "value": text(1024)}],
        }]}))
        .await,
    );
    for (embed, field) in [
        (json!({"title": text(257)}), &["title"][..]),
        (json!({"description": text(4097)}), &["description"]),
        (json!({"footer": {"text": text(2049)}}), &["footer", "text"]),
        (json!({"author": {"name": text(257)}}), &["author", "name"]),
        (
            json!({"fields": [{"name": text(257), "value": "v"}]}),
            &["fields", "0", "name"],
        ),
        (
            json!({"fields": [{"name": "n", "value": text(1025)}]}),
            &["fields", "0", "value"],
        ),
    ] {
        let path: Vec<&str> = ["embeds", "0"].iter().chain(field).copied().collect();
        invalid_at(&api.post(json!({"embeds": [embed]})).await, &path);
    }
    // Leading and trailing spaces are not counted.
    accepted(
        &api.post(json!({"embeds": [{"title": format!("  {}  ", text(256))}]}))
            .await,
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn more_than_25_embed_fields_are_refused() {
    let api = Api::start().await;
    let fields = |n: usize| vec![json!({"name": "n", "value": "v"}); n];
    accepted(&api.post(json!({"embeds": [{"fields": fields(25)}]})).await);
    invalid_at(
        &api.post(json!({"embeds": [{"fields": fields(26)}]})).await,
        &["embeds", "0", "fields"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn embeds_over_6000_characters_in_all_are_refused() {
    let api = Api::start().await;
    let half = json!({"description": text(3000)});
    accepted(
        &api.post(json!({"embeds": [half.clone(), half.clone()]}))
            .await,
    );
    invalid_at(
        &api.post(json!({"embeds": [half.clone(), half, {"title": "x"}]}))
            .await,
        &["embeds"],
    );
}

// --- 4. components ---

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn more_than_5_action_rows_are_refused() {
    let api = Api::start().await;
    let rows = |n: usize| {
        (0..n)
            .map(|i| row(vec![button(&format!("b{i}"))]))
            .collect::<Vec<_>>()
    };
    accepted(&api.post(json!({"components": rows(5)})).await);
    invalid_at(
        &api.post(json!({"components": rows(6)})).await,
        &["components"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn more_than_5_buttons_in_a_row_are_refused() {
    let api = Api::start().await;
    let buttons = |n: usize| (0..n).map(|i| button(&format!("b{i}"))).collect();
    accepted(&api.post(json!({"components": [row(buttons(5))]})).await);
    invalid_at(
        &api.post(json!({"components": [row(buttons(6))]})).await,
        &["components", "0", "components"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_select_menu_shares_its_row_with_nothing() {
    let api = Api::start().await;
    let menu = select(vec![option("a", "a")]);
    accepted(
        &api.post(json!({"components": [row(vec![menu.clone()])]}))
            .await,
    );
    invalid_at(
        &api.post(json!({"components": [row(vec![menu, button("b")])]}))
            .await,
        &["components", "0", "components"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_custom_id_has_1_to_100_characters() {
    let api = Api::start().await;
    accepted(
        &api.post(json!({"components": [row(vec![button(&text(100))])]}))
            .await,
    );
    for id in [String::new(), text(101)] {
        invalid_at(
            &api.post(json!({"components": [row(vec![button(&id)])]}))
                .await,
            &["components", "0", "components", "0", "custom_id"],
        );
    }
    // A link button has none.
    let link = json!({"type": 2, "style": 5, "label": "Docs", "url": "https://example.com"});
    accepted(&api.post(json!({"components": [row(vec![link])]})).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_label_over_80_characters_is_refused() {
    let api = Api::start().await;
    let labelled = |n: usize| json!({"type": 2, "style": 1, "label": text(n), "custom_id": "b"});
    accepted(
        &api.post(json!({"components": [row(vec![labelled(80)])]}))
            .await,
    );
    invalid_at(
        &api.post(json!({"components": [row(vec![labelled(81)])]}))
            .await,
        &["components", "0", "components", "0", "label"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn select_menus_keep_to_their_limits() {
    let api = Api::start().await;
    let options = |n: usize| (0..n).map(|i| option("o", &i.to_string())).collect();
    let at = |rest: &[&'static str]| {
        let mut p = vec!["components", "0", "components", "0"];
        p.extend_from_slice(rest);
        p
    };
    accepted(
        &api.post(json!({"components": [row(vec![select(options(25))])]}))
            .await,
    );
    invalid_at(
        &api.post(json!({"components": [row(vec![select(options(26))])]}))
            .await,
        &at(&["options"]),
    );
    for (key, field) in [
        ("label", "label"),
        ("value", "value"),
        ("description", "description"),
    ] {
        let mut o = option("o", "v");
        o[key] = json!(text(101));
        invalid_at(
            &api.post(json!({"components": [row(vec![select(vec![o])])]}))
                .await,
            &at(&["options", "0", field]),
        );
    }
    let mut placeholder = select(options(1));
    placeholder["placeholder"] = json!(text(150));
    accepted(
        &api.post(json!({"components": [row(vec![placeholder.clone()])]}))
            .await,
    );
    placeholder["placeholder"] = json!(text(151));
    invalid_at(
        &api.post(json!({"components": [row(vec![placeholder])]}))
            .await,
        &at(&["placeholder"]),
    );
}

// --- 5. autocomplete and threads ---

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_choices_keep_to_their_limits() {
    let api = Api::start().await;
    let choices = |n: usize| {
        (0..n)
            .map(|i| json!({"name": format!("c{i}"), "value": i.to_string()}))
            .collect::<Vec<_>>()
    };
    let answer = |choices: Vec<Value>| json!({"type": 8, "data": {"choices": choices}});
    accepted(&api.respond(answer(choices(25))).await);
    invalid_at(
        &api.respond(answer(choices(26))).await,
        &["data", "choices"],
    );
    for name in [String::new(), text(101)] {
        invalid_at(
            &api.respond(answer(vec![json!({"name": name, "value": "v"})]))
                .await,
            &["data", "choices", "0", "name"],
        );
    }
    invalid_at(
        &api.respond(answer(vec![json!({"name": "n", "value": text(101)})]))
            .await,
        &["data", "choices", "0", "value"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_name_has_1_to_100_characters() {
    let api = Api::start().await;
    let channel = api.h.fake.config().channel_id;
    let path = format!("/channels/{channel}/threads");
    accepted(
        &api.call("POST", &path, &json!({"name": text(100), "type": 11}))
            .await,
    );
    for name in [String::new(), text(101)] {
        invalid_at(
            &api.call("POST", &path, &json!({"name": name, "type": 11}))
                .await,
            &["name"],
        );
    }
    assert_eq!(api.h.fake.state().threads.len(), 1, "only the first");
}

// --- 6. command registration ---

fn command(name: &str) -> Value {
    json!({"type": 1, "name": name, "description": "A command"})
}

fn string_option(name: &str, required: bool) -> Value {
    json!({"type": 3, "name": name, "description": "An option", "required": required})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn command_names_follow_discords_pattern() {
    let api = Api::start().await;
    accepted(
        &api.register(json!([
            command("play-move_2"),
            command("jouer"),
            command("ходить"),
            command("चाल"),
            command("x".repeat(32).as_str())
        ]))
        .await,
    );
    for name in ["Play", "play move", "", &"x".repeat(33), "play!"] {
        invalid_at(&api.register(json!([command(name)])).await, &["0", "name"]);
    }
    // Options too, and localised names.
    let mut with_option = command("play");
    with_option["options"] = json!([string_option("Move", true)]);
    invalid_at(
        &api.register(json!([with_option])).await,
        &["0", "options", "0", "name"],
    );
    let mut localised = command("play");
    localised["name_localizations"] = json!({"fr": "Jouer"});
    invalid_at(
        &api.register(json!([localised])).await,
        &["0", "name_localizations", "fr"],
    );
    // Context-menu commands may be mixed case with spaces.
    accepted(
        &api.register(json!([{"type": 2, "name": "Show Games", "description": ""}]))
            .await,
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn command_descriptions_have_1_to_100_characters() {
    let api = Api::start().await;
    let described = |d: String| json!([{"type": 1, "name": "play", "description": d}]);
    accepted(&api.register(described(text(100))).await);
    for d in [String::new(), text(101)] {
        invalid_at(&api.register(described(d)).await, &["0", "description"]);
    }
    let mut option = string_option("move", true);
    option["description_localizations"] = json!({"de": text(101)});
    let mut c = command("play");
    c["options"] = json!([option]);
    invalid_at(
        &api.register(json!([c])).await,
        &["0", "options", "0", "description_localizations", "de"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_most_25_options_and_25_choices() {
    let api = Api::start().await;
    let with_options = |n: usize| {
        let mut c = command("play");
        c["options"] = (0..n)
            .map(|i| string_option(&format!("o{i}"), false))
            .collect();
        json!([c])
    };
    accepted(&api.register(with_options(25)).await);
    invalid_at(&api.register(with_options(26)).await, &["0", "options"]);
    let with_choices = |n: usize| {
        let mut o = string_option("move", true);
        o["choices"] = (0..n)
            .map(|i| json!({"name": format!("c{i}"), "value": i.to_string()}))
            .collect();
        let mut c = command("play");
        c["options"] = json!([o]);
        json!([c])
    };
    accepted(&api.register(with_choices(25)).await);
    invalid_at(
        &api.register(with_choices(26)).await,
        &["0", "options", "0", "choices"],
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn required_options_come_before_optional_ones() {
    let api = Api::start().await;
    let ordered = |first: bool, second: bool| {
        let mut c = command("play");
        c["options"] = json!([string_option("a", first), string_option("b", second)]);
        json!([c])
    };
    accepted(&api.register(ordered(true, false)).await);
    invalid_at(
        &api.register(ordered(false, true)).await,
        &["0", "options", "1"],
    );
    // Each subcommand has its own order.
    let mut c = command("game");
    c["options"] = json!([
        {"type": 1, "name": "new", "description": "d", "options": [string_option("x", false)]},
        {"type": 1, "name": "join", "description": "d", "options": [string_option("y", true)]},
    ]);
    accepted(&api.register(json!([c])).await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn localisations_take_only_discords_locales() {
    let api = Api::start().await;
    let localised = |locale: &str| {
        let mut c = command("play");
        c["description_localizations"] = json!({ locale: "Jouer" });
        json!([c])
    };
    for locale in ["fr", "en-GB", "pt-BR", "es-419", "zh-TW"] {
        accepted(&api.register(localised(locale)).await);
    }
    for locale in ["en", "fr-FR", "pt", "xx"] {
        invalid_at(
            &api.register(localised(locale)).await,
            &["0", "description_localizations", locale],
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_command_over_8000_characters_in_all_is_refused() {
    let api = Api::start().await;
    // 4 + 100 + 25 × (name 2-3 + description 100 + 10 choices × (10 + 10))
    // is 7,669, under; with 25 choices of 10 + 100 it is far over.
    let big = |choices: usize, value: usize| {
        let mut c = command("play");
        c["description"] = json!(text(100));
        c["options"] = (0..25)
            .map(|i| {
                let mut o = string_option(&format!("o{i}"), false);
                o["description"] = json!(text(100));
                o["choices"] = (0..choices)
                    .map(|j| json!({"name": format!("{j:0>10}"), "value": format!("{:0>1$}", j, value)}))
                    .collect();
                o
            })
            .collect();
        json!([c])
    };
    accepted(&api.register(big(10, 10)).await);
    invalid_at(&api.register(big(25, 100)).await, &["0"]);
    // The longest localisation counts, not the sum of them.
    let mut c = command("play");
    c["description_localizations"] = json!({"fr": text(100), "de": text(100), "ja": text(100)});
    accepted(&api.register(json!([c])).await);
}

// --- rate limits (off unless a test sets them) ---

/// POSTs `body` to `path` as the bot; the status, the headers that matter
/// and the JSON answer.
async fn post_raw(api: &Api, path: &str, body: &Value) -> (u16, Vec<(String, String)>, Value) {
    let config = api.h.fake.config();
    let url = format!("{}/api/v10{path}", api.h.fake.api_base());
    let response = api
        .client
        .post(&url)
        .header("authorization", format!("Bot {}", config.token))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    let headers = response
        .headers()
        .iter()
        .filter(|(k, _)| k.as_str().starts_with("x-ratelimit") || k.as_str() == "retry-after")
        .map(|(k, v)| {
            (
                k.as_str().to_owned(),
                v.to_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    let text = response.text().await.unwrap_or_default();
    (
        status,
        headers,
        serde_json::from_str(&text).unwrap_or(Value::Null),
    )
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// Past a route's limit in its window, Discord answers 429 with the
/// seconds to wait (`retry_after` in the body, `Retry-After` and the
/// `X-RateLimit-*` headers), per channel; once that wait is over the same
/// request goes through.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_past_a_routes_rate_limit_gets_429_with_retry_after_until_its_window_ends() {
    use crate::common::fake_discord::{RateLimit, RateLimits};
    use std::time::Duration;
    let api = Api::start().await;
    let limit = RateLimit {
        requests: 2,
        per: Duration::from_millis(600),
    };
    api.h.fake.limit_rates(RateLimits {
        threads: Some(limit),
        messages: Some(limit),
        global: None,
    });
    let channel = api.h.fake.config().channel_id;
    let messages = format!("/channels/{channel}/messages");
    let threads = format!("/channels/{channel}/threads");
    let message = json!({"content": "hello"});
    let thread = json!({"name": "R1: a vs b", "type": 11});
    for (path, body) in [(&messages, &message), (&threads, &thread)] {
        let first = post_raw(&api, path, body).await;
        assert_eq!(first.0, 200, "{path}: {first:?}");
        assert_eq!(
            header(&first.1, "x-ratelimit-limit"),
            Some("2"),
            "{first:?}"
        );
        assert_eq!(
            header(&first.1, "x-ratelimit-remaining"),
            Some("1"),
            "{first:?}"
        );
        assert!(
            header(&first.1, "x-ratelimit-bucket").is_some(),
            "{first:?}"
        );
        let second = post_raw(&api, path, body).await;
        assert_eq!(second.0, 200, "{path}: {second:?}");
        assert_eq!(header(&second.1, "x-ratelimit-remaining"), Some("0"));
        let (status, headers, answer) = post_raw(&api, path, body).await;
        assert_eq!(status, 429, "{path}: the third in the window: {answer}");
        assert_eq!(answer["message"], "You are being rate limited.");
        assert_eq!(answer["global"], false);
        let retry_after = answer["retry_after"].as_f64().expect("retry_after");
        assert!(retry_after > 0.0 && retry_after <= 0.6, "{answer}");
        let header_wait: f64 = header(&headers, "retry-after").unwrap().parse().unwrap();
        assert!((header_wait - retry_after).abs() < 0.01, "{headers:?}");
        assert!(
            header(&headers, "x-ratelimit-reset-after").is_some(),
            "{headers:?}"
        );
        assert_eq!(header(&headers, "x-ratelimit-remaining"), Some("0"));
        // Another channel has its own bucket.
        let elsewhere = path.replace(&channel.to_string(), "3000000000000000777");
        assert_eq!(post_raw(&api, &elsewhere, body).await.0, 200, "{elsewhere}");
        // Waiting as told, the request goes through.
        tokio::time::sleep(Duration::from_secs_f64(retry_after)).await;
        let after = post_raw(&api, path, body).await;
        assert_eq!(after.0, 200, "{path} after retry_after: {after:?}");
    }
    // Routes that are not limited are never refused.
    for _ in 0..5 {
        accepted(&api.edit(json!({"content": "edited"})).await);
    }
    let limited = api
        .h
        .fake
        .state()
        .requests
        .iter()
        .filter(|r| r.status == 429)
        .map(|r| (r.rate_limited, r.retry_after.is_some()))
        .collect::<Vec<_>>();
    assert_eq!(
        limited,
        [(true, true), (true, true)],
        "one 429 per route, recorded"
    );
}

/// Past the global limit (one bucket for the bot's token, whatever the
/// route or channel), Discord answers 429 with `"global": true`, the
/// seconds left in the window as `retry_after`, and the headers
/// `X-RateLimit-Global` and `X-RateLimit-Scope: global` with no per-route
/// counts; an interaction's callback is not counted and still goes
/// through; once the wait is over, requests go through again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_past_the_global_rate_limit_gets_429_global_on_every_route_but_an_interactions() {
    use crate::common::fake_discord::{RateLimit, RateLimits};
    use std::time::Duration;
    let api = Api::start().await;
    api.h.fake.limit_rates(RateLimits {
        threads: None,
        messages: None,
        global: Some(RateLimit {
            requests: 3,
            per: Duration::from_millis(800),
        }),
    });
    let channel = api.h.fake.config().channel_id;
    let message = json!({"content": "hello"});
    // Three requests on routes of their own, in two channels, use the
    // window up.
    let first = post_raw(&api, &format!("/channels/{channel}/messages"), &message).await;
    assert_eq!(first.0, 200, "{first:?}");
    assert_eq!(header(&first.1, "x-ratelimit-global"), None, "not past it");
    let elsewhere = post_raw(&api, "/channels/3000000000000000777/messages", &message).await;
    assert_eq!(elsewhere.0, 200, "{elsewhere:?}");
    accepted(&api.edit(json!({"content": "edited"})).await);
    // The fourth, on yet another route: refused, globally.
    let threads = format!("/channels/{channel}/threads");
    let thread = json!({"name": "R1: a vs b", "type": 11});
    let (status, headers, answer) = post_raw(&api, &threads, &thread).await;
    assert_eq!(status, 429, "{answer}");
    assert_eq!(answer["message"], "You are being rate limited.");
    assert_eq!(answer["global"], true, "{answer}");
    let retry_after = answer["retry_after"].as_f64().expect("retry_after");
    assert!(retry_after > 0.0 && retry_after <= 0.8, "{answer}");
    assert_eq!(header(&headers, "x-ratelimit-global"), Some("true"));
    assert_eq!(header(&headers, "x-ratelimit-scope"), Some("global"));
    let header_wait: f64 = header(&headers, "retry-after").unwrap().parse().unwrap();
    assert!((header_wait - retry_after).abs() < 0.01, "{headers:?}");
    assert_eq!(
        header(&headers, "x-ratelimit-limit"),
        None,
        "the global limit has no per-route count: {headers:?}"
    );
    // An interaction's callback is outside the global limit.
    accepted(
        &api.respond(json!({"type": 4, "data": {"content": "answered"}}))
            .await,
    );
    // Waiting as told, the request goes through.
    tokio::time::sleep(Duration::from_secs_f64(retry_after)).await;
    let after = post_raw(&api, &threads, &thread).await;
    assert_eq!(after.0, 200, "after retry_after: {after:?}");
    let limited: Vec<(String, bool, bool)> = api
        .h
        .fake
        .state()
        .requests
        .iter()
        .filter(|r| r.status == 429)
        .map(|r| (r.path.clone(), r.rate_limited, r.retry_after.is_some()))
        .collect();
    assert_eq!(limited, [(threads, true, true)], "one 429, recorded");
}
