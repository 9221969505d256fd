//! A thread per game: accepting a challenge (and `/lyngk play-ai`) starts
//! the game in a new public thread named after the players, the challenge
//! message becomes a link to it, and the game is played there; a server may
//! keep games in the channel; a bot without the thread permissions plays in
//! the channel and says what to grant.

use lyngk::engine::Player;

use crate::common::fake_discord::{FakeConfig, FakeThread, FakeUser, InteractionCallback, Opt};
use crate::common::game::{as_message, board_png_size, mentioned_ids};
use crate::common::{Harness, WAIT, alice, allowed_users, bob, carol, from_thread};
use crate::support::{move_first_in, position_in, start_game};

const MANAGE_GUILD: u64 = 1 << 5;
const SEND_MESSAGES: u64 = 1 << 11;

/// A harness whose guild plays its games in threads (the default of a
/// server).
async fn with_threads(fake: FakeConfig) -> Harness {
    let mut h = Harness::without_bot(fake).await;
    h.threads = true;
    h.start_bot().await;
    h
}

/// `a` challenges `b` in the fake's channel; returns the challenge message
/// with its buttons.
async fn challenge(h: &Harness, a: &FakeUser, b: &FakeUser) -> (InteractionCallback, Vec<String>) {
    let offered = h
        .command(a, "challenge", vec![Opt::user("opponent", b)])
        .await;
    let buttons = offered.custom_ids();
    assert_eq!(buttons.len(), 2, "Accept and Decline: {:?}", offered.data);
    (offered, buttons)
}

/// The threads the bot made so far.
fn threads(h: &Harness) -> Vec<FakeThread> {
    h.fake.state().threads.clone()
}

/// The thread id in a link answer (`<#id>`).
fn linked_thread(answer: &InteractionCallback) -> u64 {
    let text = answer.content().unwrap_or_default();
    let start = text.find("<#").expect("a channel link") + 2;
    let end = start + text[start..].find('>').expect("a closed link");
    text[start..end].parse().expect("a channel id")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accepted_challenge_is_played_in_a_thread_named_after_the_players() {
    let h = with_threads(FakeConfig::default()).await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let channel = h.fake.config().channel_id;

    let (offered, buttons) = challenge(&h, &alice, &bob).await;
    let message = as_message(&h, &offered, 9_000_000_000_000_000_001);
    let clicked = h.click(&bob, &buttons[0], Some(message)).await;
    // The challenge's message becomes the link to the thread, without buttons.
    assert_eq!(clicked.kind, 7, "{:?}", clicked.data);
    assert!(clicked.custom_ids().is_empty(), "{:?}", clicked.data);
    assert!(allowed_users(&clicked).is_empty(), "the link pings nobody");
    let made = threads(&h);
    assert_eq!(made.len(), 1, "{made:?}");
    let thread = made[0].id;
    assert_eq!(linked_thread(&clicked), thread);
    assert_eq!((made[0].parent, made[0].kind), (channel, 11), "public");
    assert!(
        made[0].name == "alice vs bob" || made[0].name == "bob vs alice",
        "{:?}",
        made[0].name
    );

    // The start is posted in the thread: the board, both players, the
    // player to move (named first in the thread's name) pinged.
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the start in the thread");
    let start = &posted[0];
    assert_eq!(start.channel_id, thread);
    let text = start.content().unwrap_or_default();
    let first = if made[0].name.starts_with("alice") {
        &alice
    } else {
        &bob
    };
    let second = if first.id == alice.id { &bob } else { &alice };
    assert_eq!(mentioned_ids(text)[..2], [first.id, second.id], "{text}");
    assert_eq!(
        start.json["allowed_mentions"]["users"],
        serde_json::json!([first.id.to_string()])
    );
    assert_eq!(start.files.len(), 1, "the board");

    // The game is played in the thread; the channel has none.
    let (moved, before, _) = move_first_in(&h, thread, first).await;
    assert!(!moved.is_ephemeral(), "{:?}", moved.content());
    board_png_size(&moved);
    let after = position_in(&h, thread, second).await;
    assert_ne!(after, before);
    assert_eq!(after.to_move(), Player::Two);
    let none = h.command(&alice, "board", vec![]).await;
    assert!(none.is_ephemeral(), "{:?}", none.content());

    // The channel is free for the next game, in a thread of its own.
    h.command(&carol, "challenge", vec![Opt::user("opponent", &alice)])
        .await;
    let accepted = h.command(&alice, "accept", vec![]).await;
    assert!(!accepted.is_ephemeral(), "{:?}", accepted.content());
    let made = threads(&h);
    assert_eq!(made.len(), 2, "{made:?}");
    assert_eq!(linked_thread(&accepted), made[1].id);
    assert_ne!(made[1].id, thread);
    assert!(made[1].name.contains("carol"), "{:?}", made[1].name);
    let posted = h
        .fake
        .wait_for_channel_messages(2, WAIT)
        .await
        .expect("the second start");
    assert_eq!(posted[1].channel_id, made[1].id);
    position_in(&h, made[1].id, &carol).await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_computer_is_played_in_a_thread_too() {
    let h = with_threads(FakeConfig::default()).await;
    let alice = alice();
    let started = h
        .command(&alice, "play-ai", vec![Opt::integer("level", 0)])
        .await;
    let made = threads(&h);
    assert_eq!(made.len(), 1, "{made:?}");
    assert_eq!(linked_thread(&started), made[0].id);
    assert!(
        made[0].name == "alice vs LYNGK" || made[0].name == "LYNGK vs alice",
        "{:?}",
        made[0].name
    );
    // When the computer moves first, its answer follows in the thread too.
    let expected = if made[0].name.starts_with("LYNGK") {
        2
    } else {
        1
    };
    let posted = h
        .fake
        .wait_for_channel_messages(expected, WAIT)
        .await
        .expect("the game's messages in the thread");
    assert!(posted.iter().all(|m| m.channel_id == made[0].id));
    let pos = position_in(&h, made[0].id, &alice).await;
    let alice_plays = if expected == 2 {
        Player::Two
    } else {
        Player::One
    };
    assert_eq!(
        pos.to_move(),
        alice_plays,
        "the computer's answer is stored"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_may_keep_its_games_in_the_channel() {
    let h = with_threads(FakeConfig::default()).await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let threads_off = vec![Opt::group(
        "settings",
        vec![Opt::sub("threads", vec![Opt::integer("state", 1)])],
    )];
    let refused = h
        .admin_command(&alice, SEND_MESSAGES, threads_off.clone())
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.content(),
        Some("Only members with the Manage Server permission can choose where games are played.")
    );
    let set = h.admin_command(&carol, MANAGE_GUILD, threads_off).await;
    assert!(!set.is_ephemeral(), "{:?}", set.content());
    assert!(
        set.content()
            .unwrap_or_default()
            .contains("stay in the channel"),
        "{:?}",
        set.content()
    );

    // The game starts in the channel, as the tests of games in the
    // channel check it.
    start_game(&h, &alice, &bob).await;
    assert!(threads(&h).is_empty());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_thread_permissions_the_game_is_played_in_the_channel() {
    let h = with_threads(FakeConfig {
        refuse_threads: true,
        ..FakeConfig::default()
    })
    .await;
    let (alice, bob) = (alice(), bob());
    let (offered, buttons) = challenge(&h, &alice, &bob).await;
    let message = as_message(&h, &offered, 9_000_000_000_000_000_001);
    let (closed, started) = h.click_settling(&bob, &buttons[0], Some(message)).await;
    assert!(closed.custom_ids().is_empty());
    assert!(!started.is_ephemeral());
    let text = started.content().unwrap_or_default();
    assert!(
        text.contains("Create Public Threads") && text.contains("Send Messages in Threads"),
        "{text}"
    );
    board_png_size(&started);
    assert!(threads(&h).is_empty());
    assert_eq!(
        h.fake
            .state()
            .requests
            .iter()
            .filter(|r| r.code == 50013)
            .count(),
        1,
        "one refused thread"
    );
    // The game is the channel's.
    let channel = h.fake.config().channel_id;
    position_in(&h, channel, &alice).await;
    h.finish().await;
}

/// Where the first request matching `method` and `path` (a prefix, then a
/// suffix) stands in the fake's log, from `from` on.
fn position_of(h: &Harness, from: usize, method: &str, prefix: &str, suffix: &str) -> usize {
    let state = h.fake.state();
    state.requests[from..]
        .iter()
        .position(|r| r.method == method && r.path.starts_with(prefix) && r.path.ends_with(suffix))
        .map_or_else(
            || {
                panic!(
                    "no {method} {prefix}…{suffix} after {from}: {}",
                    h.fake.summary()
                )
            },
            |i| i + from,
        )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_work_around_an_answer_comes_in_order_thread_post_computer_then_its_reminder() {
    // A game against the computer that moves first, for a member who asked
    // for reminders: the command is acknowledged, the thread is made, the
    // start posted in it and the answer completed with its link; then the computer's answer is posted
    // in the thread, and last the reminder it makes due.
    let h = with_threads(FakeConfig::default()).await;
    let alice = alice();
    h.command(&alice, "notify", vec![Opt::integer("state", 0)])
        .await;
    // The lot decides who moves first: a few games, each in a thread of its
    // own, until the computer does.
    for _ in 0..24 {
        let before = h.fake.state().requests.len();
        let started = h
            .command(&alice, "play-ai", vec![Opt::integer("level", 0)])
            .await;
        let thread = linked_thread(&started);
        let made = threads(&h);
        if !made.last().is_some_and(|t| t.name.starts_with("LYNGK")) {
            continue;
        }
        h.fake
            .wait_until(WAIT, "the reminder after the computer's answer", |s| {
                (!s.direct_messages(alice.id).is_empty()).then_some(())
            })
            .await
            .expect("a reminder");
        let channel = h.fake.config().channel_id;
        let made_at = position_of(
            &h,
            before,
            "POST",
            &format!("/channels/{channel}/threads"),
            "",
        );
        let start_at = position_of(
            &h,
            made_at,
            "POST",
            &format!("/channels/{thread}/messages"),
            "",
        );
        // Acknowledged before the thread's REST calls, then completed by
        // an edit that becomes the link.
        let acknowledged_at = position_of(&h, before, "POST", "/interactions/", "/callback");
        let answered_at = position_of(&h, before, "PATCH", "/webhooks/", "/messages/@original");
        let computer_at = position_of(
            &h,
            start_at + 1,
            "POST",
            &format!("/channels/{thread}/messages"),
            "",
        );
        let dm_at = position_of(&h, before, "POST", "/users/@me/channels", "");
        assert!(acknowledged_at < made_at, "acknowledged before the thread");
        assert!(made_at < start_at, "the thread before the start in it");
        assert!(start_at < answered_at, "the start before the answer's link");
        assert!(
            answered_at < computer_at,
            "the answer before the computer's"
        );
        assert!(computer_at < dm_at, "the reminder last");
        h.finish().await;
        return;
    }
    panic!("the computer never moved first in 24 games");
}

/// An interaction sent from inside `thread`, a public thread of `parent`,
/// as Discord describes its channel.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_agreed_inside_a_thread_stays_in_that_thread() {
    let h = with_threads(FakeConfig::default()).await;
    let (alice, bob) = (alice(), bob());
    let channel = h.fake.config().channel_id;
    let (offered, buttons) = challenge(&h, &alice, &bob).await;
    let message = as_message(&h, &offered, 9_000_000_000_000_000_301);
    h.click(&bob, &buttons[0], Some(message)).await;
    let thread = threads(&h)[0].id;

    // Alice gives up, in the thread; the result offers a rematch.
    let command = |user: &FakeUser, sub: &str| {
        from_thread(
            h.fake
                .command_interaction(user, "lyngk", &[Opt::sub(sub, vec![])]),
            thread,
            channel,
        )
    };
    let click = |user: &FakeUser, id: &str, on: &InteractionCallback| {
        let mut shown = as_message(&h, on, 9_000_000_000_000_000_302);
        shown["channel_id"] = serde_json::json!(thread.to_string());
        from_thread(
            h.fake.button_interaction(user, id, Some(shown)),
            thread,
            channel,
        )
    };
    let asked = h.send(command(&alice, "resign")).await;
    let resigned = h.send(click(&alice, &asked.custom_ids()[0], &asked)).await;
    let result = h.followup(&resigned, 1).await;
    let rematch = result
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("lyngk:rematch:"))
        .expect("a Rematch button");

    // Bob asks for the rematch there, alice accepts there.
    let offer = h.send(click(&bob, &rematch, &result)).await;
    assert!(!offer.is_ephemeral(), "{:?}", offer.content());
    let accept = offer
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("lyngk:accept:"))
        .expect("the rematch's Accept");
    let closed = h.send(click(&alice, &accept, &offer)).await;
    assert_eq!(closed.kind, 7, "{:?}", closed.data);
    let started = h.followup(&closed, 1).await;
    assert!(
        started.content().unwrap_or_default().contains("begins"),
        "the start is posted in the thread itself: {:?}",
        started.content()
    );
    assert_eq!(threads(&h).len(), 1, "no new thread: {:?}", threads(&h));
    // The new game is the thread's: its board there, nothing in the channel.
    let board = h.send(command(&alice, "board")).await;
    assert!(!board.is_ephemeral(), "{:?}", board.content());
    assert!(
        board
            .custom_ids()
            .iter()
            .any(|id| id.starts_with("lyngk:move:")),
        "an active game: {:?}",
        board.custom_ids()
    );
    let in_channel = h.command(&alice, "board", vec![]).await;
    assert!(in_channel.is_ephemeral(), "{:?}", in_channel.content());
    assert!(
        position_in(&h, thread, &alice).await.legal_actions().len() > 1,
        "the new game is played in the thread"
    );
    h.finish().await;
}
