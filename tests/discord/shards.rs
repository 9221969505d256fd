//! Gateway shards against the fake Discord: a process connects the range of
//! shards it is given (`SHARD_COUNT`, `SHARD_RANGE`), or as many as Discord
//! recommends when nothing is set, and answers the guilds of its shards.
//! Two processes on two shard ranges of one PostgreSQL database share the
//! games: the turn clock's notices are posted once, and a game goes on
//! through a process restarted in its middle.

use std::sync::Arc;
use std::time::Duration;

use crate::common::fake_discord::{
    ChannelMessage, FakeConfig, FakeUser, InteractionCallback, Opt, Shard,
};
use crate::common::{Harness, WAIT, alice, bob, carol, in_channel};
use crate::support::{first_move, position_in};
use lyngk::discord::{RunningBot, Shards};
use lyngk::engine::Action;
use lyngk::storage::testing::TestDb;
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
    h.bot = Some(h.launch(&config).await);
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
    Some(answer.text())
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

/// A bot process of its own (its own service and connection pool) on shard
/// `shard` of 2, on the database at `url`, connected and ready.
async fn process_on(h: &Harness, url: &str, shard: u32) -> RunningBot {
    let mut config = h.config();
    config.database_url = url.to_owned();
    config.shards = Shards::Range {
        first: shard,
        last: shard,
        count: 2,
    };
    let bot = h.launch(&config).await;
    h.fake
        .wait_until(WAIT, "the shard's session", |s| {
            s.gateway
                .connected_shards()
                .contains(&Shard {
                    id: shard,
                    count: 2,
                })
                .then_some(())
        })
        .await
        .expect("the shard connects");
    bot
}

/// Stops a process cleanly and closes its database.
async fn stop(bot: RunningBot) {
    let service = Arc::clone(bot.service());
    bot.shutdown(WAIT).await.expect("clean shutdown");
    service.close().await;
}

/// `/lyngk <sub>` by `user` in `channel` of `guild` (sent to the session of
/// the guild's shard).
async fn command_at(
    h: &Harness,
    (guild, channel): (u64, u64),
    user: &FakeUser,
    sub: &str,
    options: Vec<Opt>,
) -> InteractionCallback {
    let mut interaction = h
        .fake
        .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]);
    interaction["guild_id"] = json!(guild.to_string());
    h.send(in_channel(interaction, channel)).await
}

/// Alice challenges Bob at `place` and Bob accepts; returns the users of
/// player 1 and player 2.
async fn human_game_at(h: &Harness, place: (u64, u64)) -> [FakeUser; 2] {
    let (alice, bob) = (alice(), bob());
    let offered = command_at(
        h,
        place,
        &alice,
        "challenge",
        vec![Opt::user("opponent", &bob)],
    )
    .await;
    assert!(!offered.is_ephemeral(), "{:?}", offered.content());
    let started = command_at(h, place, &bob, "accept", vec![]).await;
    let text = started.content().unwrap_or_default().to_owned();
    let first = crate::common::game::mentioned_ids(&text)[0];
    if first == alice.id {
        [alice, bob]
    } else {
        [bob, alice]
    }
}

/// The player to move at `place` plays its first plain move.
async fn move_at(h: &Harness, place: (u64, u64), players: &[FakeUser; 2]) -> InteractionCallback {
    let pos = position_in(h, place.1, &carol()).await;
    let Action::Move(m) = first_move(&pos) else {
        unreachable!("first_move finds a move")
    };
    let user = &players[pos.to_move().index()];
    command_at(
        h,
        place,
        user,
        "move",
        vec![
            Opt::string("from", &m.from.to_string()),
            Opt::string("to", &m.to.to_string()),
        ],
    )
    .await
}

/// The channel messages containing `text`, per channel.
fn posted(messages: &[ChannelMessage], text: &str) -> std::collections::BTreeMap<u64, usize> {
    let mut count = std::collections::BTreeMap::new();
    for m in messages {
        if m.content().unwrap_or_default().contains(text) {
            *count.entry(m.channel_id).or_insert(0) += 1;
        }
    }
    count
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_two_shard_ranges_share_one_postgresql_database() {
    let Some(db) =
        TestDb::postgres("two_processes_on_two_shard_ranges_share_one_postgresql_database").await
    else {
        return;
    };
    let guilds = [guild_on(0, 2), guild_on(1, 2)];
    let fake = FakeConfig {
        guild_id: guilds[0],
        guild_ids: guilds.to_vec(),
        recommended_shards: 2,
        ..FakeConfig::default()
    };
    let mut h = Harness::without_bot(fake).await;
    h.database_url = db.url().to_owned();
    h.bot = Some(process_on(&h, db.url(), 0).await);
    let second = process_on(&h, db.url(), 1).await;

    // Games in servers of both shards at the same time, two per server.
    let places: Vec<(u64, u64)> = (0..4)
        .map(|i| (guilds[i % 2], 8_100_000_000_000_000_000 + i as u64))
        .collect();
    let mut games = Vec::new();
    for &place in &places {
        games.push(human_game_at(&h, place).await);
    }
    for (&place, players) in places.iter().zip(&games) {
        let moved = move_at(&h, place, players).await;
        assert!(!moved.is_ephemeral(), "{:?}", moved.content());
    }

    // The process of shard 1 stops in the middle of its games and a new one
    // takes its place: the games go on through it.
    stop(second).await;
    let second = process_on(&h, db.url(), 1).await;
    for (&place, players) in places.iter().zip(&games) {
        let before = position_in(&h, place.1, &carol()).await;
        let moved = move_at(&h, place, players).await;
        assert!(!moved.is_ephemeral(), "{:?}", moved.content());
        assert_ne!(position_in(&h, place.1, &carol()).await, before);
    }

    // Both processes run the turn clock: each warning and each loss on
    // time is posted once, in its game's channel.
    let channels: std::collections::BTreeMap<u64, usize> =
        places.iter().map(|&(_, c)| (c, 1)).collect();
    h.clock.advance(Duration::from_millis(12 * 3_600_000 + 1));
    h.fake
        .wait_until(WAIT, "a warning in every game", |s| {
            (posted(&s.channel_messages, "half of your time").len() == places.len()).then_some(())
        })
        .await
        .expect("the warnings");
    h.clock.advance(Duration::from_millis(12 * 3_600_000));
    h.fake
        .wait_until(WAIT, "a loss on time in every game", |s| {
            (posted(&s.channel_messages, "loses on time").len() == places.len()).then_some(())
        })
        .await
        .expect("the forfeits");
    // Each process ticks every 50 ms: give both a few more ticks to post a
    // notice twice, should they.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let messages = h.fake.channel_messages();
    assert_eq!(posted(&messages, "half of your time"), channels);
    assert_eq!(posted(&messages, "loses on time"), channels);
    assert_eq!(messages.len(), 2 * places.len());

    stop(second).await;
    h.finish().await;
}
