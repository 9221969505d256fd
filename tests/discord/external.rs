//! The fake Discord served to bots outside this process, for trying a
//! deployment (a container, the compose stack) without Discord. Ignored in
//! the suite; run it by hand:
//!
//! ```sh
//! LYNGK_FAKE_DISCORD_SECS=300 cargo test --test discord external:: -- --ignored --nocapture
//! ```
//!
//! It prints the address to give the bots as `DISCORD_HTTP_PROXY` (and writes
//! it to the file `LYNGK_FAKE_DISCORD_URL_FILE` names, if set); the token it
//! accepts is `fake-token`, and any other is refused with 401. It recommends
//! two shards and knows one guild on each. By default it waits until both
//! shards are connected (by one process or by two), sends `/lyngk rules`
//! from each guild and checks that each is answered, then goes on serving
//! until `LYNGK_FAKE_DISCORD_SECS` (default 300, at most 1800) have passed
//! since it started. With `LYNGK_FAKE_DISCORD_SILENT=1` it answers no
//! request within that time instead (a Discord that accepts connections and
//! never answers), and only serves.

use std::time::{Duration, Instant};

use crate::common::alice;
use crate::common::fake_discord::{FakeConfig, FakeDiscord, Opt, Shard};
use serde_json::json;

/// A guild id whose events Discord sends to shard `id` of `count`.
fn guild_on(id: u32, count: u32) -> u64 {
    ((500_000_000_000 * u64::from(count) + u64::from(id)) << 22) + 1
}

fn serving_time() -> Duration {
    let secs = std::env::var("LYNGK_FAKE_DISCORD_SECS")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(300)
        .min(1800);
    Duration::from_secs(secs)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "serves a fake Discord to bots started outside the test, for minutes"]
async fn serve_a_fake_discord_to_bots_outside_this_process() {
    let started = Instant::now();
    let until = started + serving_time();
    let silent = std::env::var("LYNGK_FAKE_DISCORD_SILENT").is_ok_and(|v| v.trim() == "1");
    let guilds = vec![guild_on(0, 2), guild_on(1, 2)];
    let fake = FakeDiscord::start_with(FakeConfig {
        guild_id: guilds[0],
        guild_ids: guilds.clone(),
        recommended_shards: 2,
        ..FakeConfig::default()
    })
    .await
    .expect("the fake Discord starts");
    if silent {
        fake.delay_every_request(serving_time());
    }
    eprintln!(
        "fake Discord: DISCORD_HTTP_PROXY={} DISCORD_TOKEN={}{}",
        fake.api_base(),
        fake.config().token,
        if silent { " (answering nothing)" } else { "" }
    );
    if let Ok(file) = std::env::var("LYNGK_FAKE_DISCORD_URL_FILE") {
        std::fs::write(&file, fake.api_base()).expect("the address file is written");
    }
    if !silent {
        let both = [Shard { id: 0, count: 2 }, Shard { id: 1, count: 2 }];
        fake.wait_until(
            until.saturating_duration_since(Instant::now()),
            "both shards connected",
            |s| {
                let mut connected = s.gateway.connected_shards();
                connected.sort_by_key(|shard| shard.id);
                (connected == both).then_some(())
            },
        )
        .await
        .expect("both shards connect before the time is up");
        eprintln!(
            "fake Discord: shards 0 and 1 of 2 connected after {:.1} s",
            started.elapsed().as_secs_f64()
        );
        for (shard, &guild) in guilds.iter().enumerate() {
            let mut interaction =
                fake.command_interaction(&alice(), "lyngk", &[Opt::sub("rules", vec![])]);
            interaction["guild_id"] = json!(guild.to_string());
            let sent = Instant::now();
            let id = fake
                .send_interaction(interaction)
                .expect("the guild's shard has a session");
            let answer = fake
                .wait_for_response(id, Duration::from_secs(10))
                .await
                .expect("the process of the guild's shard answers");
            let content = answer.content().unwrap_or_default();
            assert!(content.contains("LYNGK"), "{content}");
            eprintln!(
                "fake Discord: /lyngk rules in the guild of shard {shard} answered in {} ms",
                sent.elapsed().as_millis()
            );
        }
    }
    tokio::time::sleep_until(until.into()).await;
    eprintln!("fake Discord: {}", fake.summary());
}
