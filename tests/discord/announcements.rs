//! Every accepted turn reaches both players through Discord's failures: the
//! public answer to a turn (a menu's follow-up, a typed move's response or
//! its deferred edit) is retried, posted in the channel when its own route
//! keeps failing, and kept to post later (with the Move button) when that
//! fails too; what follows the turn (the computer's answer) does not wait
//! for it; a failed step is logged in the interaction's span and counted.

use std::time::Duration;

use lyngk::engine::{Action, Move, Player, Position};
use lyngk::metrics::Live;
use serde_json::Value;

use crate::common::fake_discord::{FakeUser, Fault, InteractionCallback, Opt};
use crate::common::game::{Game, as_message, select_menus};
use crate::common::logs::lines_with;
use crate::common::{Harness, WAIT, alice, allowed_users, bob};
use crate::support::{
    first_move, play_ai_in, position_from_history, requests_like, start_game, statuses,
};

const ATTEMPTS: u32 = lyngk::discord::ATTEMPTS;

/// Every try of a route failing, twice over (the route's own tries, then
/// the channel's) and a search: longer than one [`WAIT`].
const LONG_WAIT: Duration = Duration::from_secs(30);

/// The first plain move of the player to move.
fn a_move(pos: &Position) -> Move {
    let Action::Move(m) = first_move(pos) else {
        unreachable!("first_move finds a move")
    };
    m
}

/// The options of `/lyngk move` for `m`.
fn move_options(m: Move) -> Vec<Opt> {
    vec![
        Opt::string("from", &m.from.to_string()),
        Opt::string("to", &m.to.to_string()),
    ]
}

/// The custom ids of the buttons of a message's components.
fn buttons(data: &Value) -> Vec<String> {
    data["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == 2)
        .filter_map(|b| b["custom_id"].as_str().map(str::to_owned))
        .collect()
}

fn move_button(data: &Value) -> String {
    buttons(data)
        .into_iter()
        .find(|id| id.starts_with("lyngk:move:"))
        .unwrap_or_else(|| panic!("a Move button in {data}"))
}

/// Opens `mover`'s menus with the Move button of `turn` and chooses the
/// stack of `m`: the landings' menu, and the custom id of the menu that
/// offers `m`'s landing.
async fn choose_stack(
    h: &Harness,
    mover: &FakeUser,
    turn: &InteractionCallback,
    m: Move,
) -> (InteractionCallback, String) {
    let shown = as_message(h, turn, 9_200_000_000_000_000_001);
    let menu = h.click(mover, &move_button(&turn.data), Some(shown)).await;
    assert!(menu.is_ephemeral(), "{:?}", menu.data);
    let from = m.from.to_string();
    let (stacks, _) = select_menus(&menu.data)
        .into_iter()
        .find(|(_, values)| values.contains(&from))
        .expect("the stack is offered");
    let shown = as_message(h, &menu, 9_200_000_000_000_000_002);
    let landings = h.select(mover, &stacks, &from, shown).await;
    assert_eq!(landings.kind, 7, "{:?}", landings.data);
    let to = m.to.to_string();
    let (land, _) = select_menus(&landings.data)
        .into_iter()
        .find(|(_, values)| values.contains(&to))
        .expect("the landing is offered");
    (landings, land)
}

/// Chooses `m`'s landing in the landings' menu: the turn is played, the
/// menu removed (type 7).
async fn land(
    h: &Harness,
    mover: &FakeUser,
    landings: &InteractionCallback,
    menu: &str,
    m: Move,
) -> InteractionCallback {
    let shown = as_message(h, landings, 9_200_000_000_000_000_003);
    let closed = h.select(mover, menu, &m.to.to_string(), shown).await;
    assert_eq!(closed.kind, 7, "{:?}", closed.data);
    assert!(closed.custom_ids().is_empty(), "the menus go");
    closed
}

/// The turn's answer as the players see it: names the move (`D7-E7`) and
/// pings the opponent, who is to move.
fn assert_announces(content: &str, pinged: &[u64], m: Move, opponent: u64) {
    assert!(content.contains(&m.to_string()), "{content}");
    assert!(content.contains(&format!("<@{opponent}>")), "{content}");
    assert_eq!(pinged, [opponent], "the opponent is pinged");
}

/// The lines of `/metrics` naming `metric`.
fn metric_lines(h: &Harness, metric: &str) -> Vec<String> {
    let bot = h.bot.as_ref().expect("a bot");
    bot.service()
        .metrics()
        .render(&Live::default())
        .lines()
        .filter(|l| l.starts_with(metric))
        .map(str::to_owned)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_through_the_menus_whose_follow_up_meets_two_502s_is_posted_once() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let started = h.command(&alice, "board", vec![]).await;
    let mover = game.user(Player::One).clone();
    let opponent = game.user(Player::Two).id;
    let m = a_move(&game.pos);
    let (landings, menu) = choose_stack(&h, &mover, &started, m).await;
    let before = requests_like(&h, &Fault::followups(502, 0)).len();
    h.fake.inject(Fault::followups(502, 2));

    let closed = land(&h, &mover, &landings, &menu, m).await;
    let played = h.followup(&closed, 1).await;
    assert_announces(
        played.content().unwrap_or_default(),
        &allowed_users(&played),
        m,
        opponent,
    );
    assert_eq!(played.files.len(), 1, "with the board");
    assert!(move_button(&played.data).starts_with("lyngk:move:"));
    let tries = requests_like(&h, &Fault::followups(502, 0));
    assert_eq!(
        statuses(&tries[before..]),
        [502, 502, 200],
        "two failures, then the turn once"
    );
    for t in &tries[before..] {
        assert_eq!(t.json, tries[before].json, "the same message each time");
    }
    // The opponent's next turn proves nothing more was posted for it.
    let mut pos = game.pos.clone();
    pos.play(Action::Move(m)).unwrap();
    assert_eq!(position_from_history(&h, &alice).await, pos);
    assert!(
        h.fake.channel_messages().is_empty(),
        "no copy in the channel"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_through_the_menus_whose_posts_all_fail_is_kept_and_posted_with_the_move_button() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let started = h.command(&alice, "board", vec![]).await;
    let mover = game.user(Player::One).clone();
    let opponent = game.user(Player::Two).clone();
    let m = a_move(&game.pos);
    let (landings, menu) = choose_stack(&h, &mover, &started, m).await;
    h.fake.inject(Fault::followups(502, ATTEMPTS));
    h.fake.inject(Fault::channel_messages(502, ATTEMPTS));

    let closed = land(&h, &mover, &landings, &menu, m).await;
    // Kept, then posted by a tick of the turn clock (every 50 ms here).
    let posted = h
        .fake
        .wait_for_channel_messages(1, LONG_WAIT)
        .await
        .expect("the kept turn, posted later");
    let json = &posted[0].json;
    let pinged: Vec<u64> = json["allowed_mentions"]["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|id| id.as_str()?.parse().ok())
        .collect();
    assert_announces(
        posted[0].content().unwrap_or_default(),
        &pinged,
        m,
        opponent.id,
    );
    assert_eq!(posted[0].files.len(), 1, "with the board");
    let tries = requests_like(&h, &Fault::channel_messages(502, 0));
    let failed = usize::try_from(ATTEMPTS).unwrap();
    assert_eq!(statuses(&tries)[..failed], vec![502; failed]);
    assert_eq!(statuses(&tries)[failed..], [200], "then posted once");
    let nonce = &tries[0].json.as_ref().unwrap()["nonce"];
    for t in &tries[..failed] {
        assert_eq!(&t.json.as_ref().unwrap()["nonce"], nonce, "one nonce");
    }
    // Its Move button opens the opponent's menus.
    let id = move_button(json);
    let menu = h.click(&opponent, &id, None).await;
    assert!(menu.is_ephemeral(), "{:?}", menu.data);
    assert!(
        menu.content()
            .unwrap_or_default()
            .contains("Choose the stack to move"),
        "{:?}",
        menu.data
    );
    // The failure was logged in the interaction's span: its guild,
    // channel, component and game.
    let lines = lines_with("could not be posted");
    let line = lines
        .iter()
        .find(|l| l.field("what") == Some(menu_id(&closed, &h).as_str()))
        .unwrap_or_else(|| panic!("the failure, in the click's span: {lines:#?}"));
    assert_eq!(
        line.field("guild"),
        Some(h.fake.config().guild_id.to_string().as_str())
    );
    assert_eq!(
        line.field("channel"),
        Some(h.fake.config().channel_id.to_string().as_str())
    );
    let game_id = id.split(':').nth(2).unwrap();
    assert_eq!(line.field("game"), Some(game_id), "{line:?}");
    assert_eq!(h.fake.channel_messages().len(), 1, "posted once");
    h.finish().await;
}

/// The custom id of the menu choice behind `closed`.
fn menu_id(closed: &InteractionCallback, h: &Harness) -> String {
    let state = h.fake.state();
    state
        .interactions
        .get(&closed.interaction_id)
        .and_then(|i| i["data"]["custom_id"].as_str())
        .expect("the choice's interaction")
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn against_the_computer_its_answer_follows_although_the_humans_post_failed() {
    let h = Harness::start().await;
    let alice = alice();
    let channel = h.fake.config().channel_id;
    // Easy, so that the computer answers at once.
    play_ai_in(&h, channel, &alice, 0).await;
    let turn = h.command(&alice, "board", vec![]).await;
    let pos = position_from_history(&h, &alice).await;
    let m = a_move(&pos);
    let (landings, menu) = choose_stack(&h, &alice, &turn, m).await;
    h.fake.inject(Fault::followups(502, ATTEMPTS));
    h.fake.inject(Fault::channel_messages(502, ATTEMPTS));

    let closed = land(&h, &alice, &landings, &menu, m).await;
    let answer = h
        .fake
        .wait_until(LONG_WAIT, "the computer's answer", |s| {
            s.webhook_calls
                .iter()
                .find(|c| c.interaction_id == Some(closed.interaction_id) && c.method == "POST")
                .cloned()
        })
        .await
        .expect("the computer's answer, although the turn's post failed");
    let text = answer.content().unwrap_or_default();
    assert!(text.contains("The computer (easy) answers"), "{text}");
    assert_eq!(
        answer.json["allowed_mentions"]["users"],
        serde_json::json!([alice.id.to_string()]),
        "the human is pinged"
    );
    assert!(move_button(&answer.json).starts_with("lyngk:move:"));
    // The human's kept post is posted before the computer has answered, or
    // dropped as out of date after: never after the answer, never twice.
    let mut after = pos.clone();
    after.play(Action::Move(m)).unwrap();
    assert_ne!(
        position_from_history(&h, &alice).await,
        after,
        "the computer has moved"
    );
    h.command(&alice, "board", vec![]).await;
    let posted = h.fake.channel_messages();
    assert!(posted.len() <= 1, "{posted:?}");
    if let Some(turn) = posted.first() {
        let text = turn.content().unwrap_or_default();
        assert!(text.contains(&m.to.to_string()), "{text}");
    }
    h.finish().await;
}

/// A bot that defers every answer, a game between alice and bob, the
/// first player, the second's id and a move for the first.
async fn deferred_game() -> (Harness, FakeUser, u64, Move) {
    let mut h = Harness::without_bot(Default::default()).await;
    h.defer_after = Duration::ZERO;
    h.start_bot().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let mover = game.user(Player::One).clone();
    let opponent = game.user(Player::Two).id;
    let m = a_move(&game.pos);
    (h, mover, opponent, m)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_move_whose_deferred_edit_meets_two_502s_is_posted_once() {
    let (h, mover, opponent, m) = deferred_game().await;
    let edits = Fault::new("PATCH", "/webhooks", "/messages/@original", 502, 2);
    let before = requests_like(&h, &edits).len();
    h.fake.inject(edits.clone());

    let moved = h.command(&mover, "move", move_options(m)).await;
    assert!(moved.deferred, "{:?}", moved.data);
    assert_announces(
        moved.content().unwrap_or_default(),
        &allowed_users(&moved),
        m,
        opponent,
    );
    assert_eq!(moved.files.len(), 1, "with the board");
    let tries = requests_like(&h, &edits);
    assert_eq!(statuses(&tries[before..]), [502, 502, 200]);
    assert!(
        h.fake.channel_messages().is_empty(),
        "no copy in the channel"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_move_whose_deferred_edit_keeps_failing_comes_as_a_follow_up() {
    let (h, mover, opponent, m) = deferred_game().await;
    h.fake.inject(Fault::new(
        "PATCH",
        "/webhooks",
        "/messages/@original",
        502,
        ATTEMPTS,
    ));

    let moved = h.command(&mover, "move", move_options(m)).await;
    assert!(moved.deferred && moved.followups_used == 1, "{moved:?}");
    assert_announces(
        moved.content().unwrap_or_default(),
        &allowed_users(&moved),
        m,
        opponent,
    );
    assert!(move_button(&moved.data).starts_with("lyngk:move:"));
    // Counted by kind, under the command.
    let failures = metric_lines(&h, "lyngk_interaction_failures_total");
    assert!(
        failures
            .iter()
            .any(|l| l.contains("command=\"lyngk move\"") && l.contains("kind=\"502\"")),
        "{failures:?}"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_move_whose_response_keeps_failing_is_still_announced_and_the_failure_logged() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _): (Game, _, _) = start_game(&h, &alice, &bob).await;
    let mover = game.user(Player::One).clone();
    let opponent = game.user(Player::Two).id;
    let m = a_move(&game.pos);
    let interaction =
        h.fake
            .command_interaction(&mover, "lyngk", &[Opt::sub("move", move_options(m))]);
    // Its response fails for longer than Discord's 3 s allow.
    let interaction_id = interaction["id"].as_str().unwrap().to_owned();
    let callback = Fault::new(
        "POST",
        &format!("/interactions/{interaction_id}/"),
        "/callback",
        502,
        1000,
    );
    h.fake.inject(callback.clone());
    let id = h.fake.send_interaction(interaction).unwrap();
    let calls = h
        .fake
        .wait_for_webhook_calls(id, 1, WAIT)
        .await
        .expect("the turn, by another way");
    assert_announces(
        calls[0].content().unwrap_or_default(),
        &calls[0].json["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u.as_str()?.parse().ok())
            .collect::<Vec<u64>>(),
        m,
        opponent,
    );
    let tries = requests_like(&h, &callback);
    assert!(
        tries.len() > 1 && tries.iter().all(|t| t.status == 502),
        "the response tried again within the 3 s: {:?}",
        statuses(&tries)
    );
    let lines = lines_with("the answer failed");
    let line = lines
        .iter()
        .find(|l| l.field("what") == Some("lyngk move"))
        .unwrap_or_else(|| panic!("the failure, in the command's span: {lines:#?}"));
    assert_eq!(
        line.field("channel"),
        Some(h.fake.config().channel_id.to_string().as_str())
    );
    assert!(
        line.field("game").is_some_and(|g| g.parse::<i64>().is_ok()),
        "{line:?}"
    );
    let failures = metric_lines(&h, "lyngk_interaction_failures_total");
    assert!(
        failures
            .iter()
            .any(|l| l.contains("command=\"lyngk move\"") && l.contains("kind=\"502\"")),
        "{failures:?}"
    );
    h.finish().await;
}
