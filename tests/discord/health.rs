//! Health and metrics for operators (`METRICS_ADDR`): `/healthz` and
//! `/metrics` scraped on loopback while a game is played, the counters
//! moving with what the bot did; gateway drops and closes counted as
//! reconnects; the health check failing when a shard stays away past its
//! grace or the database does not answer.

use std::net::SocketAddr;
use std::time::Duration;

use lyngk::engine::Action;

use crate::common::fake_discord::{FakeConfig, Fault, Opt};
use crate::common::scrape::{Scrape, get, wait_for};
use crate::common::{Harness, WAIT, alice, bob};
use crate::support::{an_illegal_move, first_move, requests_like, start_game};

/// A bot serving `/healthz` and `/metrics`, and their address.
async fn bot_with_metrics(grace: Option<Duration>) -> (Harness, SocketAddr) {
    bot_with_metrics_on(None, grace).await
}

/// [`bot_with_metrics`] on the database `url` (the test's SQLite file
/// without one).
async fn bot_with_metrics_on(url: Option<&str>, grace: Option<Duration>) -> (Harness, SocketAddr) {
    let mut h = Harness::without_bot(FakeConfig::default()).await;
    if let Some(url) = url {
        h.database_url = url.to_owned();
    }
    h.metrics = true;
    if let Some(grace) = grace {
        h.shard_grace = grace;
    }
    h.start_bot().await;
    let addr = h
        .bot
        .as_ref()
        .and_then(lyngk::discord::RunningBot::metrics_addr)
        .expect("the listener's address");
    assert!(addr.ip().is_loopback() && addr.port() != 0, "{addr}");
    (h, addr)
}

/// The answers of a command, counted by outcome.
fn interactions(s: &Scrape, command: &str, outcome: &str) -> f64 {
    s.sum(
        "lyngk_interactions_total",
        &[("command", command), ("outcome", outcome)],
    )
}

/// Interactions answered, whether directly or after a deferral.
fn answers(s: &Scrape) -> f64 {
    s.sum("lyngk_answer_seconds_count", &[])
}

fn reconnects(s: &Scrape, how: &str) -> f64 {
    s.sum(
        "lyngk_gateway_reconnects_total",
        &[("shard", "0"), ("how", how)],
    )
}

/// Stops a bot whose shard serenity had to start again: serenity then
/// closes that shard's new connection without a close frame (its restart
/// waits for the stopping runner, which is the one asking for it, and
/// leaves the shard manager out of step), so the clean close of
/// [`Harness::finish`] is not checked; the rest is.
async fn finish_after_restart(mut h: Harness) {
    let bot = h.bot.take().expect("a running bot");
    let service = std::sync::Arc::clone(bot.service());
    bot.shutdown(WAIT).await.expect("the bot stops");
    service.close().await;
    h.finish().await;
}

/// Scrapes until `f` holds (the bot records gateway events in tasks of
/// their own, after the fake has seen them).
async fn metrics_until(addr: SocketAddr, what: &str, f: impl Fn(&Scrape) -> bool) -> Scrape {
    wait_for(addr, "/metrics", WAIT, what, |_, body| {
        let s = Scrape::parse(body.to_owned());
        f(&s).then_some(s)
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scrapes_during_a_game_follow_what_the_bot_did() {
    let (h, addr) = bot_with_metrics(None).await;
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!((status, body.as_str()), (200, "ok\n"));
    let (status, _) = get(addr, "/nothing").await;
    assert_eq!(status, 404);

    let start = Scrape::of(addr).await;
    assert_eq!(start.sum("lyngk_active_games", &[]), 0.0, "{}", start.text);
    assert_eq!(start.sum("lyngk_shard_connected", &[("shard", "0")]), 1.0);
    assert_eq!(answers(&start), 0.0);

    let (alice, bob) = (alice(), bob());
    let (mut game, _, _) = start_game(&h, &alice, &bob).await;
    // The bot counts an answer once Discord has taken it, a moment after
    // the fake has seen it.
    let started = metrics_until(addr, "the accepted challenge counted", |s| {
        interactions(s, "button accept", "ok") == 1.0
    })
    .await;
    assert_eq!(interactions(&started, "lyngk challenge", "ok"), 1.0);
    assert_eq!(started.sum("lyngk_active_games", &[]), 1.0);

    // A move: one more "ok" for the move, one more answer timed, and its
    // board drawn on the picture lane.
    let before = Scrape::of(addr).await;
    let Action::Move(m) = first_move(&game.pos) else {
        unreachable!("first_move finds a move")
    };
    let mover = game.user(game.pos.to_move()).clone();
    let answer = h
        .command(
            &mover,
            "move",
            vec![
                Opt::string("from", &m.from.to_string()),
                Opt::string("to", &m.to.to_string()),
            ],
        )
        .await;
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    game.pos.play(Action::Move(m)).expect("a legal move");
    let moved = interactions(&before, "lyngk move", "ok") + 1.0;
    let after = metrics_until(addr, "the move counted", |s| {
        interactions(s, "lyngk move", "ok") == moved
    })
    .await;
    assert_eq!(answers(&after), answers(&before) + 1.0, "{}", after.text);
    assert!(
        after.sum("lyngk_pool_wait_seconds_count", &[("lane", "picture")])
            > before.sum("lyngk_pool_wait_seconds_count", &[("lane", "picture")]),
        "the move's board was drawn in the pool"
    );

    // An illegal move is the player's mistake: refused, not ok.
    let (from, to, _) = an_illegal_move(&game.pos);
    let mover = game.user(game.pos.to_move()).clone();
    let refused = h
        .command(
            &mover,
            "move",
            vec![
                Opt::string("from", &from.to_string()),
                Opt::string("to", &to.to_string()),
            ],
        )
        .await;
    assert!(refused.is_ephemeral());
    let later = metrics_until(addr, "the refused move counted", |s| {
        interactions(s, "lyngk move", "refused") == 1.0
    })
    .await;
    assert_eq!(
        interactions(&later, "lyngk move", "ok"),
        interactions(&after, "lyngk move", "ok")
    );
    assert_eq!(later.sum("lyngk_rest_failures_total", &[]), 0.0);
    // (lyngk_database_errors_total counts for the whole process, where
    // other tests make databases fail.)
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_discord_refuses_is_counted_unanswered_with_its_status() {
    let (h, addr) = bot_with_metrics(None).await;
    let before = Scrape::of(addr).await;
    // The interaction's response fails at every try Discord's 3 s allow.
    let interaction = h
        .fake
        .command_interaction(&alice(), "lyngk", &[Opt::sub("rules", vec![])]);
    let id = interaction["id"].as_str().unwrap().to_owned();
    let callback = Fault::new(
        "POST",
        &format!("/interactions/{id}/"),
        "/callback",
        502,
        1000,
    );
    h.fake.inject(callback.clone());
    h.fake.send_interaction(interaction).unwrap();
    let after = metrics_until(addr, "the failed callback counted", |s| {
        interactions(s, "lyngk rules", "unanswered") == 1.0
    })
    .await;
    assert_eq!(interactions(&after, "lyngk rules", "ok"), 0.0);
    let tries = requests_like(&h, &callback).len();
    assert!(tries > 1, "tried again within the 3 s");
    assert_eq!(
        after.sum("lyngk_rest_failures_total", &[("status", "502")]),
        before.sum("lyngk_rest_failures_total", &[("status", "502")]) + tries as f64,
        "every try counted: {}",
        after.text
    );
    assert_eq!(
        after.sum(
            "lyngk_interaction_failures_total",
            &[("command", "lyngk rules"), ("kind", "502")]
        ),
        1.0,
        "{}",
        after.text
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notice_that_fails_every_try_is_counted_retried_kept_and_posted() {
    let (h, addr) = bot_with_metrics(None).await;
    let (alice, bob) = (alice(), bob());
    let _ = start_game(&h, &alice, &bob).await;
    let before = Scrape::of(addr).await;
    assert_eq!(before.sum("lyngk_posts_kept_total", &[]), 0.0);
    h.fake
        .inject(Fault::channel_messages(502, lyngk::discord::ATTEMPTS));
    // Half of player 1's time: the clock's warning.
    h.clock.advance(Duration::from_millis(12 * 3_600_000 + 1));
    h.fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the kept warning, posted by a later tick");
    let after = metrics_until(addr, "the kept warning posted", |s| {
        s.sum("lyngk_kept_posts_posted_total", &[]) == 1.0
    })
    .await;
    let tries = f64::from(lyngk::discord::ATTEMPTS);
    assert_eq!(after.sum("lyngk_posts_kept_total", &[]), 1.0);
    assert_eq!(after.sum("lyngk_post_retries_total", &[]), tries - 1.0);
    assert_eq!(
        after.sum("lyngk_rest_failures_total", &[("status", "502")]),
        tries,
        "{}",
        after.text
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gateway_drops_and_closes_are_counted_as_reconnects() {
    let (h, addr) = bot_with_metrics(None).await;
    let start = Scrape::of(addr).await;
    assert_eq!(reconnects(&start, "resumed"), 0.0);

    // Closed with 4000: serenity resumes the session at once.
    h.fake.close_gateway_sessions(4000).expect("a session");
    metrics_until(addr, "a reconnect after the 4000 close", |s| {
        reconnects(s, "resumed") == 1.0
    })
    .await;
    // The bot counts the reconnect when its shard says it resumed, which
    // may come before the fake has read the RESUME it sent.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while h.fake.state().gateway.resumes == 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "the fake saw no RESUME after the bot counted one"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }

    // Dropped without a close frame: resumed too.
    h.fake.drop_gateway_sessions().expect("a session");
    let s = metrics_until(addr, "a reconnect after the drop", |s| {
        reconnects(s, "resumed") == 2.0
    })
    .await;
    assert_eq!(reconnects(&s, "identified"), 0.0);
    assert_eq!(s.sum("lyngk_shard_connected", &[("shard", "0")]), 1.0);
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!((status, body.as_str()), (200, "ok\n"));

    // And the bot still answers.
    let answer = h.command(&alice(), "rules", vec![]).await;
    assert!(answer.text().contains("LYNGK"), "{}", answer.text());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_away_past_its_grace_makes_the_bot_unhealthy_until_it_is_back() {
    let (h, addr) = bot_with_metrics(Some(Duration::from_millis(200))).await;
    h.fake.refuse_gateway(true);
    h.fake.drop_gateway_sessions().expect("a session");
    let reason = wait_for(
        addr,
        "/healthz",
        WAIT,
        "an unhealthy answer",
        |status, body| (status == 503).then(|| body.to_owned()),
    )
    .await;
    assert!(
        reason.contains("shard 0 has been away from the gateway"),
        "{reason}"
    );
    let away = Scrape::of(addr).await;
    assert_eq!(away.sum("lyngk_shard_connected", &[("shard", "0")]), 0.0);

    // The gateway is back: serenity connects anew (its queue starts a shard
    // every 5 s), and the bot is healthy again, one reconnect more, with
    // its time away measured.
    h.fake.refuse_gateway(false);
    wait_for(
        addr,
        "/healthz",
        WAIT * 2,
        "a healthy answer",
        |status, _| (status == 200).then_some(()),
    )
    .await;
    let back = metrics_until(addr, "the reconnect counted", |s| {
        reconnects(s, "resumed") + reconnects(s, "identified") == 1.0
    })
    .await;
    assert_eq!(back.sum("lyngk_gateway_away_seconds_count", &[]), 1.0);
    assert!(
        back.sum("lyngk_gateway_away_seconds_sum", &[]) >= 0.2,
        "away for at least the grace it outlasted: {}",
        back.text
    );
    assert!(h.fake.state().gateway.refused_connections >= 1);
    finish_after_restart(h).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_reconnecting_within_its_grace_leaves_the_bot_healthy() {
    let (h, addr) = bot_with_metrics(None).await;
    h.fake.refuse_gateway(true);
    h.fake.drop_gateway_sessions().expect("a session");
    metrics_until(addr, "the shard away", |s| {
        s.sum("lyngk_shard_connected", &[("shard", "0")]) == 0.0
    })
    .await;
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    assert!(body.starts_with("ok; shard 0 reconnecting"), "{body}");
    h.fake.refuse_gateway(false);
    let _ = metrics_until(addr, "the shard back", |s| {
        s.sum("lyngk_shard_connected", &[("shard", "0")]) == 1.0
    })
    .await;
    finish_after_restart(h).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_does_not_answer_makes_the_bot_unhealthy() {
    let (h, addr) = bot_with_metrics(None).await;
    let before = Scrape::of(addr).await;
    assert!(before.has("lyngk_active_games"));
    h.bot.as_ref().unwrap().service().db().close().await;
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503, "{body}");
    assert!(body.starts_with("the database does not answer"), "{body}");
    let after = Scrape::of(addr).await;
    assert!(
        after.sum("lyngk_database_errors_total", &[])
            > before.sum("lyngk_database_errors_total", &[]),
        "{}",
        after.text
    );
    assert!(
        !after.has("lyngk_active_games"),
        "no count without a database"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_postgres_the_health_check_and_the_game_count_ask_the_server() {
    let Some(server) = lyngk::storage::testing::TestDb::postgres(
        "discord::health::on_postgres_the_health_check_and_the_game_count_ask_the_server",
    )
    .await
    else {
        return;
    };
    let (h, addr) = bot_with_metrics_on(Some(server.url()), None).await;
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!((status, body.as_str()), (200, "ok\n"));
    assert_eq!(Scrape::of(addr).await.sum("lyngk_active_games", &[]), 0.0);
    let _ = start_game(&h, &alice(), &bob()).await;
    assert_eq!(Scrape::of(addr).await.sum("lyngk_active_games", &[]), 1.0);
    h.bot.as_ref().unwrap().service().db().close().await;
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503, "{body}");
    assert!(body.starts_with("the database does not answer"), "{body}");
    h.finish().await;
}

/// Keeps a message for `channel` that Discord will refuse (a 400) when it
/// is posted.
async fn keep_a_message_discord_refuses(h: &Harness, channel: u64) {
    h.fake.inject(Fault::channel_messages(400, 1));
    let service = h.bot.as_ref().expect("a bot").service();
    service
        .kept()
        .keep(&lyngk::service::KeptPost {
            id: None,
            channel: lyngk::ids::ChannelId::new(channel),
            game: None,
            revision: None,
            content: "refused: a message Discord does not take".to_owned(),
            mentions: Vec::new(),
            accent: None,
            image: None,
            playable: false,
            for_interaction: false,
        })
        .await
        .unwrap();
}

/// A kept message Discord refuses for good (a 400) is tried once, dropped
/// and counted; it never holds back the messages kept after it: a clock
/// notice kept after every try met a 502 is posted by a later tick.
/// Before, the refused message stayed kept, was tried again at every tick
/// and command in its channel, and the messages behind it waited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kept_message_discord_refuses_is_dropped_after_one_try_and_the_rest_are_posted() {
    let (h, addr) = bot_with_metrics(None).await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let channel = h.fake.config().channel_id;
    keep_a_message_discord_refuses(&h, channel).await;
    let service = std::sync::Arc::clone(h.bot.as_ref().expect("a bot").service());
    let refused = metrics_until(addr, "the refused message counted", |s| {
        s.sum("lyngk_posts_refused_total", &[]) == 1.0
    })
    .await;
    assert_eq!(refused.sum("lyngk_kept_posts_posted_total", &[]), 0.0);
    // Then the clock's warning meets a 502 at every try: it is kept.
    h.fake
        .inject(Fault::channel_messages(502, lyngk::discord::ATTEMPTS));
    h.clock.advance(Duration::from_millis(12 * 3_600_000 + 1));
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the kept warning, posted by a later tick");
    let text = posted[0].content().unwrap_or_default();
    assert!(text.contains("half of your time"), "{text}");
    let late = game.user(lyngk::engine::Player::One).id;
    assert!(text.contains(&format!("<@{late}>")), "{text}");
    let after = metrics_until(addr, "the kept warning posted", |s| {
        s.sum("lyngk_kept_posts_posted_total", &[]) == 1.0
    })
    .await;
    assert_eq!(after.sum("lyngk_posts_refused_total", &[]), 1.0);
    // More ticks and a command in the channel: the refused message is never
    // tried again.
    h.clock.advance(Duration::from_millis(1000));
    h.command(&bob, "board", vec![]).await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let tries: Vec<u16> = h
        .fake
        .state()
        .requests
        .iter()
        .filter(|r| {
            r.method == "POST"
                && r.json
                    .as_ref()
                    .and_then(|j| j["content"].as_str())
                    .is_some_and(|c| c.starts_with("refused: "))
        })
        .map(|r| r.status)
        .collect();
    assert_eq!(tries, [400], "tried once, refused, dropped");
    assert!(
        service.kept().take(None).await.unwrap().is_empty(),
        "nothing is left kept"
    );
    h.finish().await;
}

/// In one channel, a kept message Discord refuses (400) and a computer's
/// answer that meets two 502s: the answer is retried and posted once, and
/// the kept message, tried after it, is dropped after its one try and
/// counted; it holds nothing back and is never tried again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_kept_message_is_dropped_once_while_a_computers_answer_after_two_502s_is_posted()
{
    use crate::support::{move_first_in, play_ai_in, statuses};
    let (h, addr) = bot_with_metrics(None).await;
    let alice = alice();
    let channel = h.fake.config().channel_id;
    play_ai_in(&h, channel, &alice, 0).await;
    keep_a_message_discord_refuses(&h, channel).await;
    let service = std::sync::Arc::clone(h.bot.as_ref().expect("a bot").service());
    let followups_before = requests_like(&h, &Fault::followups(502, 0)).len();
    h.fake.inject(Fault::followups(502, 2));

    let (answer, _, _) = move_first_in(&h, channel, &alice).await;
    let computer = h.followup(&answer, 1).await;
    let text = computer.content().unwrap_or_default().to_owned();
    assert!(text.contains("The computer (easy) answers"), "{text}");
    let followups = requests_like(&h, &Fault::followups(502, 0));
    assert_eq!(
        statuses(&followups[followups_before..]),
        [502, 502, 200],
        "two failures, then the answer once"
    );
    let counted = metrics_until(addr, "the refused kept message counted", |s| {
        s.sum("lyngk_posts_refused_total", &[]) == 1.0
    })
    .await;
    assert_eq!(counted.sum("lyngk_kept_posts_posted_total", &[]), 0.0);
    // The next move and its answer: the refused message is not tried again.
    let (next, _, _) = move_first_in(&h, channel, &alice).await;
    h.followup(&next, 1).await;
    let tries: Vec<u16> = h
        .fake
        .state()
        .requests
        .iter()
        .filter(|r| {
            r.method == "POST"
                && r.json
                    .as_ref()
                    .and_then(|j| j["content"].as_str())
                    .is_some_and(|c| c.starts_with("refused: "))
        })
        .map(|r| r.status)
        .collect();
    assert_eq!(tries, [400], "tried once, refused, dropped");
    assert!(service.kept().take(None).await.unwrap().is_empty());
    h.finish().await;
}
