//! Tournaments at the size of a server, against a fake Discord that keeps
//! to Discord's rate limits as well as its other limits: a round's threads
//! and posts past a route's limit are answered 429 and made again once its
//! `retry_after` has passed; a round's pairings take as many messages as
//! they need, each within Discord's limits; the announcement stays a
//! summary while hundreds join; a cap on entrants refuses the one too
//! many; a 256-player Swiss is played from sign-up to its winner; and in a
//! 1,024-player Swiss the commands and clicks that start the tournament and
//! end its rounds are answered in time while the next round is paired.

use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::fake_discord::{
    ChannelMessage, FakeConfig, FakeState, FakeUser, InteractionCallback, Opt, RateLimit,
    RateLimits,
};
use crate::common::game::as_message;
use crate::common::{Harness, WAIT, alice, in_channel, pinged};
use crate::support::move_first_in;
use crate::tournaments::{HOUR, MANAGE_GUILD, admin};

/// The bound of the waits on a whole round of a large tournament.
const ROUND_WAIT: Duration = Duration::from_secs(120);

/// `n` members, numbered.
fn members(n: u64) -> Vec<FakeUser> {
    (0..n)
        .map(|i| FakeUser::new(7_200_000_000_000_000_000 + i, &format!("member{i}")))
        .collect()
}

/// Alice creates a Swiss `name` of `rounds` rounds, an hour a turn, with
/// `options` more; returns the answer and the id of its message.
async fn create(
    h: &Harness,
    name: &str,
    rounds: i64,
    options: Vec<Opt>,
) -> (InteractionCallback, u64) {
    let mut all = vec![
        Opt::string("name", name),
        Opt::integer("format", 0),
        Opt::integer("rounds", rounds),
        Opt::integer("hours", 1),
    ];
    all.extend(options);
    let created = h
        .admin_command(&alice(), MANAGE_GUILD, admin("create", all))
        .await;
    assert!(!created.is_ephemeral(), "{:?}", created.data);
    let message = h
        .fake
        .wait_until(WAIT, "the announcement's message", |s| {
            s.original_message(created.interaction_id)
        })
        .await
        .unwrap();
    (created, message)
}

/// Each of `players` presses Join on the announcement.
async fn join_all(h: &Harness, created: &InteractionCallback, message: u64, players: &[FakeUser]) {
    let join = created.custom_ids()[0].clone();
    let shown = as_message(h, created, message);
    for p in players {
        let joined = h.click(p, &join, Some(shown.clone())).await;
        assert!(
            joined.is_ephemeral() && joined.content().unwrap_or_default().contains("You joined"),
            "{:?}",
            joined.data
        );
    }
}

fn content(m: &ChannelMessage) -> &str {
    m.content().unwrap_or_default()
}

/// Waits until `n` threads were made, each with its game's start posted.
async fn started_games(h: &Harness, n: usize) {
    started_games_within(h, n, ROUND_WAIT).await;
}

/// [`started_games`], waiting at most `wait`.
async fn started_games_within(h: &Harness, n: usize, wait: Duration) {
    h.fake
        .wait_until(wait, &format!("{n} games started in their threads"), |s| {
            let threads: BTreeSet<u64> = s.threads.iter().map(|t| t.id).collect();
            let started: BTreeSet<u64> = s
                .channel_messages
                .iter()
                .filter(|m| threads.contains(&m.channel_id))
                .map(|m| m.channel_id)
                .collect();
            (s.threads.len() >= n && started.len() >= n).then_some(())
        })
        .await
        .unwrap_or_else(|e| panic!("{e}"));
}

/// The messages of round `round`'s pairings in `channel`, in order: the one
/// with its heading and those that follow it up to the next post of
/// another kind.
fn pairing_posts(s: &FakeState, channel: u64, name: &str, round: i64) -> Vec<ChannelMessage> {
    let heading = format!("**{name}: round {round} of");
    let in_channel: Vec<&ChannelMessage> = s
        .channel_messages
        .iter()
        .filter(|m| m.channel_id == channel)
        .collect();
    let Some(start) = in_channel
        .iter()
        .position(|m| content(m).starts_with(&heading))
    else {
        return Vec::new();
    };
    in_channel[start..]
        .iter()
        .enumerate()
        .take_while(|(i, m)| {
            *i == 0 || content(m).starts_with("Board") || content(m).starts_with("Bye")
        })
        .map(|(_, m)| (*m).clone())
        .collect()
}

/// The boards a round's pairing posts list, in order.
fn boards(posts: &[ChannelMessage]) -> Vec<u64> {
    posts
        .iter()
        .flat_map(|m| content(m).lines().map(str::to_owned).collect::<Vec<_>>())
        .filter_map(|line| {
            let rest = line.strip_prefix("Board ")?;
            rest.split(':').next()?.parse().ok()
        })
        .collect()
}

/// Every 429 the fake answered on `suffix`'s POSTs was waited out: the same
/// route in the same channel was asked again no sooner than its
/// `retry_after`, and succeeded. Returns how many 429s there were.
fn honoured(s: &FakeState, suffix: &str) -> usize {
    let mut limited = 0;
    for (i, r) in s.requests.iter().enumerate() {
        if !(r.method == "POST" && r.path.ends_with(suffix) && r.rate_limited) {
            continue;
        }
        limited += 1;
        let wait = Duration::from_secs_f64(r.retry_after.expect("a 429 has its retry_after"));
        let next = s.requests[i + 1..]
            .iter()
            .find(|n| n.method == "POST" && n.path == r.path && n.status == 200)
            .unwrap_or_else(|| panic!("no success after the 429 on {}", r.path));
        assert!(
            next.at.duration_since(r.at) + Duration::from_millis(5) >= wait,
            "{} asked again {:?} after a 429 that said to wait {wait:?}",
            r.path,
            next.at.duration_since(r.at)
        );
    }
    limited
}

/// A round of eight players under tight rate limits: the round's four
/// threads are paced by the 429s the fake returns (each made once, after
/// its `retry_after`), and the tournament's posts in its channel likewise.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rounds_threads_and_posts_past_the_rate_limit_wait_out_its_429s_and_each_game_starts_once()
 {
    // Windows long enough that a round's four threads meet the limit on
    // any machine (unless it makes fewer than one a second).
    let limit = RateLimit {
        requests: 2,
        per: Duration::from_secs(2),
    };
    let h = Harness::start_with(FakeConfig {
        rate_limits: RateLimits {
            threads: Some(limit),
            messages: Some(RateLimit {
                requests: 1,
                per: Duration::from_secs(1),
            }),
            global: None,
        },
        ..FakeConfig::default()
    })
    .await;
    let channel = h.fake.config().channel_id;
    let players = members(8);
    let (created, message) = create(&h, "Paced", 2, Vec::new()).await;
    join_all(&h, &created, message, &players).await;
    h.admin_command(&alice(), MANAGE_GUILD, admin("start", vec![]))
        .await;
    started_games(&h, 4).await;
    h.clock.advance(HOUR + Duration::from_millis(1_000));
    started_games(&h, 8).await;
    h.fake
        .wait_until(WAIT, "round 2's pairings", |s| {
            (!pairing_posts(s, channel, "Paced", 2).is_empty()).then_some(())
        })
        .await
        .unwrap();
    {
        let s = h.fake.state();
        let threads = honoured(&s, "/threads");
        assert!(threads >= 2, "4 threads a round, 2 a window: paced by 429s");
        let messages = honoured(&s, &format!("/channels/{channel}/messages"));
        assert!(
            messages >= 1,
            "the standings and the pairings: paced by 429s"
        );
        assert_eq!(s.threads.len(), 8, "one thread per game, none twice");
        for t in &s.threads {
            let starts = s
                .channel_messages
                .iter()
                .filter(|m| m.channel_id == t.id && content(m).contains("you move first"))
                .count();
            assert_eq!(starts, 1, "one start in {:?}", t.name);
        }
        assert!(
            !s.channel_messages
                .iter()
                .any(|m| content(m).contains("could not be made")),
            "a 429 is waited out, not reported as a failure"
        );
    }
    h.finish().await;
}

/// A cap on entrants: the member past it is told the tournament is full,
/// only them, and nothing changes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_full_to_its_cap_refuses_one_more_and_changes_nothing() {
    let h = Harness::start().await;
    let channel = h.fake.config().channel_id;
    let players = members(5);
    // A cap out of range is refused, and nothing is made.
    let refused = h
        .admin_command(
            &alice(),
            MANAGE_GUILD,
            admin(
                "create",
                vec![
                    Opt::string("name", "Tiny"),
                    Opt::integer("format", 0),
                    Opt::integer("rounds", 1),
                    Opt::integer("players", 1),
                ],
            ),
        )
        .await;
    assert!(refused.is_ephemeral(), "{:?}", refused.data);
    assert!(
        refused
            .content()
            .unwrap_or_default()
            .contains("2 to 1024 players"),
        "{:?}",
        refused.content()
    );
    let (created, message) = create(&h, "Four", 2, vec![Opt::integer("players", 4)]).await;
    assert!(
        created
            .content()
            .unwrap_or_default()
            .contains("At most 4 players."),
        "{:?}",
        created.content()
    );
    join_all(&h, &created, message, &players[..4]).await;
    let join = created.custom_ids()[0].clone();
    let shown = as_message(&h, &created, message);
    let path = format!("/channels/{channel}/messages/{message}");
    let fourth = format!("<@{}>", players[3].id);
    h.fake
        .wait_until(WAIT, "the announcement listing four", |s| {
            s.requests
                .iter()
                .any(|r| {
                    r.method == "PATCH"
                        && r.path == path
                        && r.json
                            .as_ref()
                            .is_some_and(|j| j.to_string().contains(&fourth))
                })
                .then_some(())
        })
        .await
        .unwrap();
    let edits_before = h.fake.state().requests.len();
    let full = h.click(&players[4], &join, Some(shown)).await;
    assert!(full.is_ephemeral(), "{:?}", full.data);
    assert_eq!(
        full.content(),
        Some("Four is full: it takes 4 players."),
        "{:?}",
        full.data
    );
    // Nothing changed: the refused Join edits nothing (an earlier Join's
    // edit may still arrive, listing the same four), and the fifth is not in.
    let fifth = format!("<@{}>", players[4].id);
    let after: Vec<String> = h.fake.state().requests[edits_before..]
        .iter()
        .filter(|r| r.method == "PATCH" && r.path == path)
        .map(|r| r.json.as_ref().map(ToString::to_string).unwrap_or_default())
        .collect();
    assert!(
        after
            .iter()
            .all(|edit| edit.contains(&fourth) && !edit.contains(&fifth)),
        "no edit names the fifth: {after:?}"
    );
    let started = h
        .admin_command(&alice(), MANAGE_GUILD, admin("start", vec![]))
        .await;
    assert!(
        started
            .content()
            .unwrap_or_default()
            .contains("begins with 4 players"),
        "{:?}",
        started.content()
    );
    h.finish().await;
}

/// The must-show run: 256 members join a Swiss of three rounds (the cap
/// set at 256 refuses a 257th), which is played to its winner by losses
/// on time, under a fake that refuses whatever Discord refuses and limits
/// the rate of threads and messages. Every request is within Discord's
/// limits, every pairing post too, every player is pinged once for each
/// of their games (by its start, in its thread), no edit of the
/// announcement is ever empty, every game starts exactly once, and the
/// threads are paced by the 429s the fake returns.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_256_player_swiss_is_played_from_sign_up_to_its_winner_within_discords_limits() {
    let began = Instant::now();
    let h = Harness::start_with(FakeConfig {
        rate_limits: RateLimits {
            // 8 a second: the bot makes a round's threads at 10 to 20 a
            // second here, so each round meets the limit.
            threads: Some(RateLimit {
                requests: 4,
                per: Duration::from_millis(500),
            }),
            messages: Some(RateLimit {
                requests: 5,
                per: Duration::from_millis(500),
            }),
            global: None,
        },
        ..FakeConfig::default()
    })
    .await;
    let channel = h.fake.config().channel_id;
    let players = members(257);
    let (created, message) = create(&h, "Open", 3, vec![Opt::integer("players", 256)]).await;
    join_all(&h, &created, message, &players[..256]).await;
    let joined = began.elapsed();
    let join = created.custom_ids()[0].clone();
    let full = h
        .click(
            &players[256],
            &join,
            Some(as_message(&h, &created, message)),
        )
        .await;
    assert_eq!(full.content(), Some("Open is full: it takes 256 players."));

    // The announcement, as last edited during sign-up: a summary.
    let path = format!("/channels/{channel}/messages/{message}");
    let summary = h
        .fake
        .wait_until(WAIT, "the announcement counting 256", |s| {
            s.requests
                .iter()
                .rev()
                .find(|r| r.method == "PATCH" && r.path == path)
                .and_then(|r| r.json.clone())
                .filter(|j| {
                    j["content"]
                        .as_str()
                        .is_some_and(|c| c.contains("Players (256)"))
                })
        })
        .await
        .unwrap();
    let text = summary["content"].as_str().unwrap();
    assert!(
        text.contains("`/lyngk tournament standings` lists the players"),
        "{text}"
    );
    for p in &players[256 - 15..256] {
        assert!(
            text.contains(&format!("<@{}>", p.id)),
            "the latest named: {text}"
        );
    }
    assert!(
        !text.contains(&format!("<@{}>", players[0].id)),
        "not the first: {text}"
    );

    let started = h
        .admin_command(&alice(), MANAGE_GUILD, admin("start", vec![]))
        .await;
    assert!(
        started
            .content()
            .unwrap_or_default()
            .contains("begins with 256 players over 3 rounds"),
        "{:?}",
        started.content()
    );
    let mut rounds = Vec::new();
    for round in 1..=3 {
        let round_began = Instant::now();
        started_games(&h, 128 * round).await;
        rounds.push(round_began.elapsed());
        // Every game of the round ends on time.
        h.clock.advance(HOUR + Duration::from_millis(1_000));
    }
    // The final standings, then the winner (or the winners, when several
    // are equal on every tie-break: each pinged once, within the limits).
    let over = h
        .fake
        .wait_until(ROUND_WAIT, "the winner", |s| {
            let at = s.channel_messages.iter().position(|m| {
                m.channel_id == channel && content(m).contains("**Open**: round 3 is over")
            })?;
            let after: Vec<ChannelMessage> = s.channel_messages[at..]
                .iter()
                .filter(|m| m.channel_id == channel)
                .cloned()
                .collect();
            after
                .iter()
                .any(|m| content(m).contains("**Open** is over"))
                .then_some(after)
        })
        .await
        .unwrap_or_else(|e| {
            let s = h.fake.state();
            let refused: Vec<String> = s
                .requests
                .iter()
                .filter(|r| r.status == 400)
                .map(|r| format!("{} {}: {:?}", r.method, r.path, r.json))
                .collect();
            panic!(
                "{refused:?}\n{}",
                e.to_string().lines().next().unwrap_or_default()
            )
        });
    let table = &over[0];
    assert_eq!(table.files.len(), 1, "the final standings' picture");
    let png = image::load_from_memory_with_format(&table.files[0].data, image::ImageFormat::Png)
        .expect("a PNG");
    assert_eq!(
        png.height(),
        lyngk::render::standings_height(16),
        "the top of the table, not 256 rows"
    );
    assert!(
        content(table).contains("and 240 more"),
        "{}",
        content(table)
    );
    let mut winners: Vec<u64> = over.iter().flat_map(|m| pinged(&m.json)).collect();
    let named = winners.len();
    winners.sort_unstable();
    winners.dedup();
    assert!(!winners.is_empty(), "the winner is pinged");
    assert_eq!(named, winners.len(), "each winner pinged once");
    for m in &over {
        assert!(content(m).chars().count() <= 2000 && pinged(&m.json).len() <= 100);
    }
    let played = began.elapsed();

    // A player asks: the top of the table and their own line.
    let last = players[..256]
        .iter()
        .find(|p| !content(table).contains(&format!("<@{}>", p.id)))
        .expect("someone below the top 16")
        .clone();
    let view = h
        .send(h.fake.command_interaction(
            &last,
            "lyngk",
            &[Opt::group(
                "tournament",
                vec![Opt::sub("standings", vec![])],
            )],
        ))
        .await;
    let shown = view.content().unwrap_or_default().to_owned();
    let own = format!("<@{}>", last.id);
    let table_text = format!(
        "{shown}{}",
        view.data["embeds"][0]["description"]
            .as_str()
            .unwrap_or_default()
    );
    assert!(table_text.contains(&own), "their own line: {table_text}");
    assert!(table_text.contains("1. "), "the top: {table_text}");
    assert_eq!(view.files.len(), 1, "{:?}", view.data);
    let png = image::load_from_memory_with_format(&view.files[0].data, image::ImageFormat::Png)
        .expect("a PNG");
    assert_eq!(
        png.height(),
        lyngk::render::standings_height(17),
        "the top and their row"
    );
    if let Some(dir) = std::env::var_os("LYNGK_KEEP_STANDINGS") {
        let dir = std::path::PathBuf::from(dir);
        std::fs::write(dir.join("standings-256-final.png"), &table.files[0].data).unwrap();
        std::fs::write(dir.join("standings-256-own.png"), &view.files[0].data).unwrap();
    }

    {
        let s = h.fake.state();
        // Every round's pairings: every board once, in order, each post
        // within the limits; only a bye would be pinged there (none: 256).
        for round in 1..=3 {
            let posts = pairing_posts(&s, channel, "Open", round);
            assert!(posts.len() > 1, "128 boards take several messages");
            assert_eq!(
                boards(&posts),
                (1..=128).collect::<Vec<u64>>(),
                "round {round}"
            );
            for m in &posts {
                assert!(content(m).chars().count() <= 2000);
                assert!(
                    pinged(&m.json).is_empty(),
                    "a board's players are pinged in its thread"
                );
            }
        }
        // Every game started once, in a thread of its own, pinging its two
        // players; every player pinged once per round, by their game's start.
        assert_eq!(s.threads.len(), 384, "128 games a round, each once");
        let mut called: BTreeMap<u64, u32> = BTreeMap::new();
        for t in &s.threads {
            let posted: Vec<&ChannelMessage> = s
                .channel_messages
                .iter()
                .filter(|m| m.channel_id == t.id)
                .collect();
            let start = posted.first().expect("its start");
            assert!(
                content(start).contains("you move first"),
                "{}",
                content(start)
            );
            let pinged = pinged(&start.json);
            assert_eq!(pinged.len(), 2, "{:?}", start.json);
            for p in pinged {
                *called.entry(p).or_default() += 1;
            }
            let starts = posted
                .iter()
                .filter(|m| content(m).contains("you move first"))
                .count();
            assert_eq!(starts, 1, "one start in {}", t.name);
        }
        assert_eq!(called.len(), 256, "every player played");
        assert!(
            called.values().all(|&n| n == 3),
            "pinged once for each of three games"
        );
        // No edit of the announcement left it empty or over a limit.
        let edits: Vec<&Value> = s
            .requests
            .iter()
            .filter(|r| r.method == "PATCH" && r.path == path)
            .filter_map(|r| r.json.as_ref())
            .collect();
        assert!(
            edits.len() >= 256,
            "edited as people joined, and at the start"
        );
        for e in &edits {
            let c = e["content"].as_str().unwrap_or_default();
            assert!(!c.trim().is_empty() && c.chars().count() <= 2000, "{e}");
        }
        assert_eq!(
            edits.last().unwrap()["components"].as_array().map(Vec::len),
            Some(0),
            "the buttons are gone once it starts"
        );
        // Paced by the fake's 429s, each waited out.
        let paced = honoured(&s, "/threads");
        assert!(
            paced >= 1,
            "thread creation met the rate limit: {paced} 429s"
        );
        honoured(&s, &format!("/channels/{channel}/messages"));
        let made = s
            .requests
            .iter()
            .filter(|r| r.method == "POST" && r.path.ends_with("/threads") && r.status == 200)
            .count();
        assert_eq!(made, 384, "no thread made twice");
        let statuses: BTreeSet<u16> = s.requests.iter().map(|r| r.status).collect();
        assert!(
            statuses.iter().all(|&st| matches!(st, 200 | 204 | 429)),
            "nothing refused, nothing failed: {statuses:?}"
        );
    }
    let (requests, limited) = {
        let s = h.fake.state();
        let limited = s.requests.iter().filter(|r| r.rate_limited).count();
        (s.requests.len(), limited)
    };
    eprintln!(
        "256-player Swiss: sign-up {joined:?}, rounds started in {rounds:?}, played in {played:?} ({requests} requests, {limited} of them 429s)"
    );
    h.finish().await;
}

/// Discord's deadline for the first answer to an interaction is 3 s; the
/// bot acknowledges whatever is not done after 1.5 s. An answer this late
/// means the acknowledgement itself was held up.
const ACKNOWLEDGED: Duration = Duration::from_secs(2);

/// The bound of the waits on a round of 1,024 players: 512 threads and as
/// many losses on time, slower still when other tests share the cores.
const FIELD_WAIT: Duration = Duration::from_secs(600);

/// `/lyngk resign` by `user` in the game thread `thread`, then the Resign
/// click: the click's callback (the game's end, and maybe its round's).
async fn resign_in(h: &Harness, thread: u64, user: &FakeUser) -> InteractionCallback {
    let asked = h.command_in(thread, user, "resign", vec![]).await;
    assert!(asked.is_ephemeral(), "{:?}", asked.data);
    let ids = asked.custom_ids();
    assert!(ids[0].starts_with("lyngk:resign:"), "{ids:?}");
    let mut shown = as_message(h, &asked, 9_000_000_000_000_000_901);
    shown["channel_id"] = Value::String(thread.to_string());
    let click = h.fake.button_interaction(user, &ids[0], Some(shown));
    h.send(in_channel(click, thread)).await
}

/// The heap's peak of the bot and the test (without the fake's), in MiB,
/// in each phase of a test, named as it ends.
#[derive(Default)]
struct Phases(Vec<(&'static str, usize)>);

impl Phases {
    fn ended(&mut self, phase: &'static str) {
        self.0
            .push((phase, crate::common::memory::take_peak() >> 20));
    }
}

/// The process's peak resident memory so far (`VmHWM`), in MiB, where
/// the system tells it (Linux).
fn peak_resident_mib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

/// Discord's global rate limit: 50 requests a second per bot, an
/// interaction's own endpoints apart.
fn global_limit() -> FakeConfig {
    FakeConfig {
        rate_limits: RateLimits {
            threads: None,
            messages: None,
            global: Some(RateLimit {
                requests: 50,
                per: Duration::from_secs(1),
            }),
        },
        ..FakeConfig::default()
    }
}

/// The bot kept under the global limit from start to end: no 429 with
/// `"global": true`, and from `ready` on (once its start-up's few requests,
/// which are not paced, are made) no second in which more requests arrived
/// than its configured rate. Returns the peak, for the figures.
fn under_the_global_limit(h: &Harness, ready: Instant) -> usize {
    let rate = h.config().bulk_rate as usize;
    let s = h.fake.state();
    assert_eq!(s.global_429s(), 0, "no 429 of the global limit");
    let (peak, at) = s.peak_global_second(ready);
    let in_that_second = |from: Instant| -> Vec<String> {
        s.requests
            .iter()
            .filter(|r| r.at >= from && r.at.duration_since(from) < Duration::from_secs(1))
            .map(|r| format!("{} {}", r.method, r.path))
            .collect()
    };
    assert!(
        peak <= rate,
        "{peak} requests in the second from {:?} after the start, past the configured {rate}: {:?}",
        at.map(|at| at.duration_since(s.requests[0].at)),
        at.map(in_that_second)
    );
    peak
}

/// A round's start paced under the global limit: 130 players, whose round
/// makes 65 threads, 65 starts and the pairings (about 260 requests with
/// the players' names, 262 to 285 in one second before it was paced), get
/// no 429 of the global limit, and no second holds more requests than the
/// configured rate, the bot's own and those of the sign-up's clicks (the
/// announcement's edits) alike.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_130_player_rounds_start_is_paced_under_the_global_rate_limit() {
    let h = Harness::start_with(global_limit()).await;
    let ready = Instant::now();
    let channel = h.fake.config().channel_id;
    let players = members(130);
    let (created, message) = create(&h, "Crowd", 3, vec![Opt::integer("players", 130)]).await;
    join_all(&h, &created, message, &players).await;
    let before = h.fake.state().counted_in_global_limit().len();
    let asked = Instant::now();
    let started = h
        .admin_command(&alice(), MANAGE_GUILD, admin("start", vec![]))
        .await;
    assert!(started.after < ACKNOWLEDGED, "{:?}", started.after);
    started_games(&h, 65).await;
    h.fake
        .wait_until(WAIT, "round 1's pairings", |s| {
            let posts = pairing_posts(s, channel, "Crowd", 1);
            (boards(&posts).len() == 65).then_some(())
        })
        .await
        .unwrap();
    let posted = asked.elapsed();
    let requests = h.fake.state().counted_in_global_limit().len() - before;
    let peak = under_the_global_limit(&h, ready);
    let rate = h.config().bulk_rate as usize;
    // Paced, it can't be quicker than the rate allows.
    assert!(
        posted >= Duration::from_secs((requests / rate).saturating_sub(1) as u64),
        "{requests} requests in {posted:?}"
    );
    eprintln!(
        "130-player round start: {requests} requests posted in {posted:?}, \
         at most {peak} in any second (paced at {rate})"
    );
    h.finish().await;
}

/// The must-show for the pace of a large field: 1,024 members (the cap)
/// play a Swiss of three rounds, each round's pairing a matching over the
/// whole field, under Discord's global rate limit. The start, and in
/// rounds 1 and 2 the resignation that ends the round's last game (the
/// others lost on time), are acknowledged within 2 s: the next round is
/// paired after the answer, on the CPU pool, and never holds up the
/// acknowledgement; the round's threads and posts, paced, never meet a 429
/// of the global limit nor pass the configured rate in any second. Every
/// round is paired once and every game started once. (About 8 minutes on
/// two cores, most of it the 1,500 threads and the losses on time, each
/// posted with its board, at the paced rate.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_1024_player_swiss_answers_the_clicks_that_end_its_rounds_in_time() {
    const FIELD: usize = 1024;
    const BOARDS: usize = FIELD / 2;
    let began = Instant::now();
    // The fake keeps no picture's bytes: the process's memory is then the
    // bot's, for the figure printed at the end.
    let h = Harness::start_with(FakeConfig {
        keep_file_bytes: false,
        ..global_limit()
    })
    .await;
    let ready = Instant::now();
    let at_start = peak_resident_mib();
    let mut phases = Phases::default();
    phases.ended("start-up");
    let channel = h.fake.config().channel_id;
    let players = members(FIELD as u64);
    let (created, message) = create(&h, "Vast", 3, vec![Opt::integer("players", 1024)]).await;
    join_all(&h, &created, message, &players).await;
    let joined = began.elapsed();
    phases.ended("sign-up");

    let started = h
        .admin_command(&alice(), MANAGE_GUILD, admin("start", vec![]))
        .await;
    assert!(
        started
            .content()
            .unwrap_or_default()
            .contains("begins with 1024 players over 3 rounds"),
        "{:?}",
        started.content()
    );
    let mut answered = vec![("the start".to_owned(), started.after)];
    let mut rounds = Vec::new();
    for round in 1..=2_usize {
        let round_began = Instant::now();
        started_games_within(&h, BOARDS * round, FIELD_WAIT).await;
        rounds.push(round_began.elapsed());
        phases.ended(if round == 1 {
            "round 1 paired and started"
        } else {
            "round 2 started"
        });
        // One game of the round moves a minute in: it alone outlasts the
        // hour, and its resignation ends the round.
        let (thread, mover, other) = {
            let s = h.fake.state();
            let t = s
                .threads
                .iter()
                .find(|t| t.name.starts_with(&format!("R{round}: ")))
                .expect("a thread of the round")
                .clone();
            let start = s
                .channel_messages
                .iter()
                .find(|m| m.channel_id == t.id)
                .expect("its start")
                .clone();
            let ids = pinged(&start.json);
            let user = |id: u64| players.iter().find(|p| p.id == id).unwrap().clone();
            (t.id, user(ids[0]), user(ids[1]))
        };
        h.clock.advance(Duration::from_secs(60));
        let (moved, _, _) = move_first_in(&h, thread, &mover).await;
        assert!(!moved.is_ephemeral(), "{:?}", moved.data);
        h.clock.advance(HOUR - Duration::from_secs(59));
        // Every other game of the round is lost on time.
        let ended = BOARDS - 1;
        h.fake
            .wait_until(
                FIELD_WAIT,
                &format!("{ended} games of round {round} lost on time"),
                |s| {
                    let n = s
                        .channel_messages
                        .iter()
                        .filter(|m| content(m).contains("loses on time"))
                        .count();
                    (n >= ended * round).then_some(())
                },
            )
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        phases.ended(if round == 1 {
            "round 1 lost on time"
        } else {
            "round 2 lost on time"
        });
        let resigned = resign_in(&h, thread, &other).await;
        assert!(
            resigned.custom_ids().is_empty(),
            "the question's buttons are gone: {:?}",
            resigned.data
        );
        answered.push((format!("the click ending round {round}"), resigned.after));
        h.fake
            .wait_until(
                FIELD_WAIT,
                &format!("round {}'s pairings", round + 1),
                |s| (!pairing_posts(s, channel, "Vast", round as i64 + 1).is_empty()).then_some(()),
            )
            .await
            .unwrap_or_else(|e| panic!("{e}"));
        phases.ended(if round == 1 {
            "round 2 paired"
        } else {
            "round 3 paired"
        });
    }
    // Round 3's games start (its end and the final standings are the
    // 256-player test's).
    started_games_within(&h, BOARDS * 3, FIELD_WAIT).await;
    let played = began.elapsed();
    phases.ended("round 3 started");
    let peak = under_the_global_limit(&h, ready);
    let heap = crate::common::memory::heap();
    eprintln!(
        "1,024-player Swiss: sign-up {joined:?}, rounds 1 and 2 started in {rounds:?}, \
         round 3 started after {played:?}; answered after {answered:?}; \
         at most {peak} requests in any second; heap: {} MiB at most for the bot and \
         the test, {} MiB now, {} MiB the fake's records; peak resident memory of the \
         process {:?} MiB ({at_start:?} MiB once started); the heap's peak by phase \
         (MiB): {:?}",
        phases.0.iter().map(|(_, peak)| *peak).max().unwrap_or(0),
        heap.rest >> 20,
        heap.fake >> 20,
        peak_resident_mib(),
        phases.0
    );
    for (what, after) in &answered {
        assert!(
            *after < ACKNOWLEDGED,
            "{what} was acknowledged {after:?} after it was sent"
        );
    }
    {
        let s = h.fake.state();
        for round in 1..=3 {
            let posts = pairing_posts(&s, channel, "Vast", round);
            assert_eq!(
                boards(&posts),
                (1..=BOARDS as u64).collect::<Vec<u64>>(),
                "round {round}: every board once"
            );
        }
        let made = s
            .requests
            .iter()
            .filter(|r| r.method == "POST" && r.path.ends_with("/threads") && r.status == 200)
            .count();
        assert_eq!(made, 3 * BOARDS, "one thread per game, none twice");
        let refused: Vec<String> = s
            .requests
            .iter()
            .filter(|r| r.status >= 400)
            .map(|r| format!("{} {} {}: {:?}", r.status, r.method, r.path, r.json))
            .collect();
        assert!(refused.is_empty(), "nothing refused: {refused:?}");
    }
    h.finish().await;
}

/// During sign-up, `/lyngk tournament standings` lists a crowd's players a
/// page at a time, to the caller only, and the Next / Previous buttons turn
/// the pages in place.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crowds_sign_up_list_turns_its_pages_with_its_buttons() {
    let h = Harness::start().await;
    let players = members(60);
    let (created, message) = create(&h, "Paged", 2, Vec::new()).await;
    join_all(&h, &created, message, &players).await;
    let list = h
        .send(h.fake.command_interaction(
            &players[0],
            "lyngk",
            &[Opt::group(
                "tournament",
                vec![Opt::sub("standings", vec![])],
            )],
        ))
        .await;
    assert!(list.is_ephemeral(), "{:?}", list.data);
    let first = list.content().unwrap_or_default().to_owned();
    assert!(first.contains("Players 1–50 of 60"), "{first}");
    let named = |text: &str, range: std::ops::Range<usize>| {
        players
            .iter()
            .enumerate()
            .all(|(i, p)| text.contains(&format!("<@{}>", p.id)) == range.contains(&i))
    };
    assert!(named(&first, 0..50), "{first}");
    let ids = list.custom_ids();
    assert_eq!(ids.len(), 1, "only Next on the first page: {ids:?}");
    let shown = as_message(&h, &list, 7_300_000_000_000_000_001);
    let next = h.click(&players[0], &ids[0], Some(shown.clone())).await;
    assert_eq!(next.kind, 7, "the same message, updated: {:?}", next.data);
    let second = next.content().unwrap_or_default().to_owned();
    assert!(second.contains("Players 51–60 of 60"), "{second}");
    assert!(named(&second, 50..60), "{second}");
    let ids = next.custom_ids();
    assert_eq!(ids.len(), 1, "only Previous on the last page: {ids:?}");
    let shown = as_message(&h, &next, 7_300_000_000_000_000_001);
    let back = h.click(&players[0], &ids[0], Some(shown)).await;
    assert_eq!(back.content(), Some(first.as_str()));
}
