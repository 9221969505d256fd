//! Gateway shards against the fake Discord: a process connects the range of
//! shards it is given (`SHARD_COUNT`, `SHARD_RANGE`), or as many as Discord
//! recommends when nothing is set, and answers the guilds of its shards.

use std::sync::Arc;
use std::time::Duration;

use crate::common::fake_discord::{FakeConfig, Opt, Shard};
use crate::common::{Harness, WAIT, alice};
use lyngk::discord::{RunningBot, Shards};
use lyngk::service::Service;
use serde_json::json;

/// serenity waits 5 s between two shards' IDENTIFYs (Discord's rate limit), so
/// a second shard connects a little over 5 s after the first.
const SHARDS_WAIT: Duration = Duration::from_secs(30);

/// A guild id whose events Discord sends to shard `id` of `count`.
fn guild_on(id: u32, count: u32) -> u64 {
    ((500_000_000_000 * u64::from(count) + u64::from(id)) << 22) + 1
}

/// A fake Discord knowing `guilds` (the first is where the test's
/// interactions come from) and recommending `recommended` shards, and a bot
/// on `shards`, connected and ready.
async fn started(guilds: Vec<u64>, recommended: u32, shards: Shards) -> Harness {
    let fake = FakeConfig {
        guild_id: guilds[0],
        guild_ids: guilds,
        recommended_shards: recommended,
        ..FakeConfig::default()
    };
    let mut h = Harness::without_bot(fake).await;
    let mut config = h.config();
    config.shards = shards;
    let service = Service::open(&h.database_url, h.clock.clone())
        .await
        .expect("the service opens the database");
    let bot = tokio::time::timeout(
        WAIT,
        RunningBot::start_with_service(&config, Arc::new(service)),
    )
    .await
    .expect("starting the bot timed out")
    .expect("the bot starts");
    bot.ready(WAIT).await.expect("the bot gets ready");
    h.bot = Some(bot);
    h
}

/// Waits until exactly `expected` are connected, then checks that these
/// were the only shards identified.
async fn assert_connected(h: &Harness, expected: &[Shard]) {
    h.fake
        .wait_until(
            SHARDS_WAIT,
            &format!("READY sessions of {expected:?}"),
            |s| (s.gateway.connected_shards() == expected).then_some(()),
        )
        .await
        .expect("the shards connect");
    let identified: Vec<_> = h
        .fake
        .state()
        .gateway
        .identifies
        .iter()
        .map(|d| d["shard"].clone())
        .collect();
    let expected_json: Vec<_> = expected.iter().map(|s| json!([s.id, s.count])).collect();
    assert_eq!(identified, expected_json);
}

/// `/lyngk rules` from a member of `guild`: sent to the session of the
/// guild's shard, or refused by the fake when no session has that shard.
async fn rules_in(h: &Harness, guild: u64) -> Option<String> {
    let mut interaction =
        h.fake
            .command_interaction(&alice(), "lyngk", &[Opt::sub("rules", vec![])]);
    interaction["guild_id"] = json!(guild.to_string());
    let id = h.fake.send_interaction(interaction).ok()?;
    let answer = h
        .fake
        .wait_for_response(id, WAIT)
        .await
        .expect("the bot answers");
    answer.content().map(str::to_owned)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_range_connects_exactly_those_shards_and_serves_their_guilds() {
    let guilds: Vec<u64> = [2, 3, 0, 1].map(|id| guild_on(id, 4)).to_vec();
    let h = started(
        guilds.clone(),
        1,
        Shards::Range {
            first: 2,
            last: 3,
            count: 4,
        },
    )
    .await;
    let shard = |id| Shard { id, count: 4 };
    assert_connected(&h, &[shard(2), shard(3)]).await;

    // The guilds of shards 2 and 3 are answered; those of shards 0 and 1
    // belong to another process (the fake has no session to send them to).
    for &guild in &guilds[..2] {
        let rules = rules_in(&h, guild).await.expect("an answer");
        assert!(rules.contains("LYNGK"), "{rules}");
    }
    for &guild in &guilds[2..] {
        assert_eq!(rules_in(&h, guild).await, None);
    }
    // One process registers the commands once, whatever its shards.
    let registrations = h
        .fake
        .state()
        .requests
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count();
    assert_eq!(registrations, 1);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_shard_setting_the_bot_follows_discord_s_recommendation() {
    let guilds = vec![guild_on(1, 2), guild_on(0, 2)];
    let h = started(guilds.clone(), 2, Shards::Auto).await;
    assert_connected(&h, &[Shard { id: 0, count: 2 }, Shard { id: 1, count: 2 }]).await;
    assert!(
        h.fake
            .state()
            .requests
            .iter()
            .any(|r| r.method == "GET" && r.path == "/gateway/bot"),
        "the recommendation was asked for"
    );
    for guild in guilds {
        assert!(rules_in(&h, guild).await.is_some(), "guild {guild}");
    }
    h.finish().await;
}
