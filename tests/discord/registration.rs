//! Where the commands are registered when `DISCORD_GUILD_ID` names a server
//! the bot is not in (yet), or none at all, and the copies left in a server
//! when the bot goes back to registering globally: removed once, then
//! forgotten; a final refusal forgotten at once, a transient one tried again.
//! And the other cause of *Missing Access*: a server the bot is in, invited
//! without the `applications.commands` scope.

use std::time::{Duration, Instant};

use lyngk::ids::GuildId;
use lyngk::service::Service;
use serde_json::json;

use crate::common::fake_discord::{CommandScope, FakeConfig, Fault};
use crate::common::logs::lines_with;
use crate::common::{Harness, WAIT};
use crate::support::names;

/// Servers of these tests, one each, so that their log lines are told apart.
const NOT_YET: u64 = 2_100_000_000_000_000_001;
const WRONG: u64 = 2_100_000_000_000_000_002;
const FINAL: u64 = 2_100_000_000_000_000_003;
const TRANSIENT: u64 = 2_100_000_000_000_000_004;
const SCOPE: u64 = 2_100_000_000_000_000_005;

/// The requests to `guild`'s commands, as (method, status, code, body).
fn guild_calls(h: &Harness, guild: u64) -> Vec<(String, u16, u64, serde_json::Value)> {
    let path = format!(
        "/applications/{}/guilds/{guild}/commands",
        h.fake.config().application_id
    );
    h.fake
        .state()
        .requests
        .iter()
        .filter(|r| r.path == path)
        .map(|r| {
            let body = r.json.clone().unwrap_or(json!(null));
            (r.method.clone(), r.status, r.code, body)
        })
        .collect()
}

/// The servers the bot remembers having registered its commands in.
async fn remembered(service: &Service) -> Vec<u64> {
    service
        .settings()
        .command_guilds()
        .await
        .expect("the database answers")
        .into_iter()
        .map(GuildId::get)
        .collect()
}

/// Waits (polling the database, at most `WAIT`) until the bot remembers
/// exactly `expected`.
async fn until_remembered(service: &Service, expected: &[u64]) {
    let deadline = Instant::now() + WAIT;
    loop {
        let now = remembered(service).await;
        if now == expected {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "remembered {now:?}, not {expected:?}"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_the_bot_is_not_in_yet_gets_the_commands_when_it_joins() {
    let mut h = Harness::without_bot(FakeConfig {
        other_guilds: vec![NOT_YET],
        ..FakeConfig::default()
    })
    .await;
    let mut config = h.config();
    config.guild_id = GuildId::of(NOT_YET);
    // Ready: the refusal did not end the bot.
    let bot = h.launch(&config).await;
    let app = h.fake.config().application_id;
    assert_eq!(
        guild_calls(&h, NOT_YET)
            .iter()
            .map(|(m, s, c, _)| (m.as_str(), *s, *c))
            .collect::<Vec<_>>(),
        [("PUT", 403, 50001)],
        "registered once, refused: the bot is not in the server"
    );
    let told = lines_with(&format!("not in server {NOT_YET}"));
    assert_eq!(told.len(), 1, "one line: {told:?}");
    let line = &told[0].message;
    assert_eq!(told[0].level, tracing::Level::WARN);
    assert!(
        line.contains(&format!("client_id={app}"))
            && line.contains(&format!("guild_id={NOT_YET}"))
            && line.contains("scope=bot+applications.commands"),
        "the invite link, with the server chosen: {line}"
    );
    assert!(line.contains("403 Missing Access"), "the reason: {line}");
    assert!(
        line.contains("as soon as it joins"),
        "what happens next: {line}"
    );
    assert!(remembered(bot.service()).await.is_empty());

    // Still connected: the server's GUILD_CREATE reaches it and registers.
    h.fake.join_guild(NOT_YET).expect("a session of its shard");
    let commands = h
        .fake
        .wait_for_commands(CommandScope::Guild(NOT_YET), WAIT)
        .await
        .expect("registered when the bot joined");
    assert_eq!(names(&json!(commands)), ["lyngk", "lyngk-admin"]);
    assert_eq!(h.fake.state().gateway.readies, 1, "the same session");
    assert!(h.fake.state().gateway.close_codes.is_empty(), "never left");
    until_remembered(bot.service(), &[NOT_YET]).await;
    assert!(
        h.fake
            .registered_commands(CommandScope::Guild(h.fake.config().guild_id))
            .is_empty()
            && h.fake.registered_commands(CommandScope::Global).is_empty(),
        "only there"
    );
    h.bot = Some(bot);

    // Started again without DISCORD_GUILD_ID: global commands, and the
    // server's copies removed (an empty list) and forgotten.
    h.stop_bot().await;
    let mut config = h.config();
    config.guild_id = None;
    let bot = h.launch(&config).await;
    let global = h
        .fake
        .wait_for_commands(CommandScope::Global, WAIT)
        .await
        .expect("a global registration");
    assert_eq!(names(&json!(global)), ["lyngk", "lyngk-admin"]);
    h.fake
        .wait_until(WAIT, "the server's copies removed", |s| {
            s.commands
                .get(&CommandScope::Guild(NOT_YET))
                .is_some_and(Vec::is_empty)
                .then_some(())
        })
        .await
        .expect("removed");
    let calls = guild_calls(&h, NOT_YET);
    assert_eq!(calls.len(), 3, "{calls:?}");
    assert_eq!(
        (calls[2].0.as_str(), calls[2].1, &calls[2].3),
        ("PUT", 200, &json!([])),
        "a bulk overwrite with nothing"
    );
    until_remembered(bot.service(), &[]).await;
    h.bot = Some(bot);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_id_discord_does_not_know_is_named_a_wrong_id() {
    let mut h = Harness::without_bot(FakeConfig::default()).await;
    let mut config = h.config();
    config.guild_id = GuildId::of(WRONG);
    let bot = h.launch(&config).await;
    let calls = guild_calls(&h, WRONG);
    assert_eq!((calls[0].1, calls[0].2), (404, 10004), "{calls:?}");
    let told = lines_with(&format!("DISCORD_GUILD_ID={WRONG}"));
    assert_eq!(told.len(), 1, "one line: {told:?}");
    let line = &told[0].message;
    assert!(
        line.contains("wrong id") && line.contains("Unknown Guild"),
        "named as such: {line}"
    );
    assert!(
        line.contains("Copy Server ID"),
        "how to find the right one: {line}"
    );
    assert!(
        line.contains(&format!("client_id={}", h.fake.config().application_id)),
        "{line}"
    );
    assert!(remembered(bot.service()).await.is_empty());
    h.bot = Some(bot);
    h.finish().await;
}

/// Registers in `guild` (one the bot is in), then starts again without
/// `DISCORD_GUILD_ID` with `faults` on that server's commands; returns the
/// bot, global and running.
async fn back_to_global(
    h: &mut Harness,
    guild: u64,
    faults: &[Fault],
) -> lyngk::discord::RunningBot {
    let mut config = h.config();
    config.guild_id = GuildId::of(guild);
    let bot = h.launch(&config).await;
    until_remembered(bot.service(), &[guild]).await;
    h.bot = Some(bot);
    h.stop_bot().await;
    for fault in faults {
        h.fake.inject(fault.clone());
    }
    config.guild_id = None;
    h.launch(&config).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_final_refusal_of_the_removal_is_logged_once_and_forgotten() {
    let mut h = Harness::without_bot(FakeConfig {
        guild_ids: vec![FakeConfig::default().guild_id, FINAL],
        ..FakeConfig::default()
    })
    .await;
    let app = h.fake.config().application_id;
    let path = format!("/applications/{app}/guilds/{FINAL}/commands");
    let bot = back_to_global(&mut h, FINAL, &[Fault::new("PUT", &path, "", 403, 5)]).await;
    until_remembered(bot.service(), &[]).await;
    let removals: Vec<u16> = guild_calls(&h, FINAL).iter().skip(1).map(|c| c.1).collect();
    assert_eq!(removals, [403], "asked once, not again");
    let told = lines_with(&format!(
        "could not remove the commands registered earlier in server {FINAL}"
    ));
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!(told[0].level, tracing::Level::WARN);
    h.bot = Some(bot);
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_transient_failure_of_the_removal_is_tried_again() {
    let mut h = Harness::without_bot(FakeConfig {
        guild_ids: vec![FakeConfig::default().guild_id, TRANSIENT],
        ..FakeConfig::default()
    })
    .await;
    let app = h.fake.config().application_id;
    let path = format!("/applications/{app}/guilds/{TRANSIENT}/commands");
    let faults = [
        Fault::new("PUT", &path, "", 500, 1),
        Fault::new("PUT", &path, "", 429, 1),
    ];
    let bot = back_to_global(&mut h, TRANSIENT, &faults).await;
    h.fake
        .wait_until(WAIT, "the server's copies removed", |s| {
            s.commands
                .get(&CommandScope::Guild(TRANSIENT))
                .is_some_and(Vec::is_empty)
                .then_some(())
        })
        .await
        .expect("removed at the third try");
    until_remembered(bot.service(), &[]).await;
    let removals: Vec<u16> = guild_calls(&h, TRANSIENT)
        .iter()
        .skip(1)
        .map(|c| c.1)
        .collect();
    assert_eq!(removals, [500, 429, 200]);
    let told = lines_with(&format!(
        "removing the commands registered earlier in server {TRANSIENT} failed"
    ));
    assert_eq!(told.len(), 1, "told once: {told:?}");
    h.bot = Some(bot);
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_the_bot_is_in_refusing_its_commands_lacks_the_scope() {
    let mut h = Harness::without_bot(FakeConfig {
        guild_ids: vec![SCOPE],
        guild_id: SCOPE,
        reject_commands: true,
        ..FakeConfig::default()
    })
    .await;
    // READY lists the server: the bot is in it, so waiting for its
    // GUILD_CREATE would not help.
    let bot = h.launch(&h.config()).await;
    let calls = guild_calls(&h, SCOPE);
    assert_eq!((calls[0].1, calls[0].2), (403, 50001), "{calls:?}");
    let told = lines_with(&format!("the bot is in server {SCOPE}"));
    assert_eq!(told.len(), 1, "one line: {told:?}");
    let line = &told[0].message;
    assert!(
        line.contains("without the applications.commands scope")
            && line.contains(&format!("guild_id={SCOPE}"))
            && line.contains("restart"),
        "the other cause of Missing Access, and what to do: {line}"
    );
    assert!(lines_with(&format!("not in server {SCOPE}")).is_empty());
    h.bot = Some(bot);
    h.stop_bot().await;
}
