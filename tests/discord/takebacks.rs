//! Takebacks through Discord: the Take back button under the reply to
//! one's own turn and `/lyngk takeback` ask the opponent in a public
//! message that pings them, with Accept and Decline only they may use;
//! accepted, declined, expired (the turn clock disables the buttons) and
//! overtaken by a move (its buttons disabled); against the computer both
//! turns at once; the server's setting refusing them in rated games.

use std::time::Duration;

use lyngk::engine::{Action, Player, Position};
use serde_json::Value;

use crate::common::fake_discord::payloads::message_json;
use crate::common::fake_discord::{FakeUser, InteractionCallback, Opt};
use crate::common::game::Game;
use crate::common::{Harness, WAIT, alice, allowed_users, assert_safe_mentions, bob};
use crate::support::{first_move, position_from_history};

const MANAGE_GUILD: u64 = 1 << 5;

fn shown(h: &Harness, answer: &InteractionCallback, id: u64) -> Value {
    let config = h.fake.config();
    message_json(
        id,
        config.channel_id,
        &config.bot_user,
        &answer.data,
        &answer.files,
    )
}

fn button(answer: &InteractionCallback, prefix: &str) -> String {
    answer
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("a {prefix} button in {:?}", answer.custom_ids()))
}

/// A game between alice and bob in which player 1 has moved: the game, the
/// position before that move and the move's answer.
async fn after_one_move(h: &Harness) -> (Game, Position, InteractionCallback) {
    let (alice, bob) = (alice(), bob());
    let challenge = h
        .command(&alice, "challenge", vec![Opt::user("opponent", &bob)])
        .await;
    let message = shown(h, &challenge, 9_200_000_000_000_000_001);
    h.click_settling(&bob, &challenge.custom_ids()[0], Some(message))
        .await;
    let mut game = Game::from_history(h, &alice, &alice, &bob).await;
    let before = game.pos.clone();
    let mv = first_move(&game.pos);
    let answer = game.play_turn(h, None, Some(mv), None).await;
    (game, before, answer)
}

/// The mover asks with the Take back button under their turn's answer:
/// the public request.
async fn ask(h: &Harness, game: &Game, turn: &InteractionCallback) -> InteractionCallback {
    let mover = game.user(Player::One).clone();
    let opponent = game.user(Player::Two).id;
    let message = shown(h, turn, 9_200_000_000_000_000_101);
    let asked = h
        .click(&mover, &button(turn, "lyngk:takeback:"), Some(message))
        .await;
    assert_eq!(asked.kind, 4, "{:?}", asked.data);
    assert!(!asked.is_ephemeral());
    assert_safe_mentions(&asked);
    assert_eq!(allowed_users(&asked), [opponent], "the opponent is pinged");
    assert!(
        asked
            .content()
            .unwrap()
            .contains(&format!("<@{opponent}>, do you agree?")),
        "{:?}",
        asked.content()
    );
    asked
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_accepted_with_its_button() {
    let h = Harness::start().await;
    let (game, before, turn) = after_one_move(&h).await;
    let (p1, p2) = (
        game.user(Player::One).clone(),
        game.user(Player::Two).clone(),
    );
    let asked = ask(&h, &game, &turn).await;
    let request = shown(&h, &asked, 9_200_000_000_000_000_102);
    // Only the opponent may answer.
    let own = h
        .click(
            &p1,
            &button(&asked, "lyngk:takeback-yes:"),
            Some(request.clone()),
        )
        .await;
    assert!(own.is_ephemeral());
    assert_eq!(
        own.content(),
        Some(format!("Only <@{}> can answer this takeback request.", p2.id).as_str())
    );
    let (closed, done) = h
        .click_settling(&p2, &button(&asked, "lyngk:takeback-yes:"), Some(request))
        .await;
    assert!(closed.custom_ids().is_empty(), "the request's buttons go");
    assert!(!done.is_ephemeral());
    assert!(
        done.content().unwrap().contains(" agreed: "),
        "{:?}",
        done.content()
    );
    assert_eq!(allowed_users(&done), [p1.id], "player 1 is to move again");
    assert!(button(&done, "lyngk:move:").starts_with("lyngk:move:"));
    assert_eq!(position_from_history(&h, &p1).await, before);
    // The old turn's buttons are stale now.
    let stale = h
        .click(
            &p2,
            &button(&turn, "lyngk:move:"),
            Some(shown(&h, &turn, 9_200_000_000_000_000_103)),
        )
        .await;
    assert!(stale.is_ephemeral());
    assert!(stale.content().unwrap().contains("out of date"));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_declined_changes_nothing() {
    let h = Harness::start().await;
    let (game, _, turn) = after_one_move(&h).await;
    let (p1, p2) = (
        game.user(Player::One).clone(),
        game.user(Player::Two).clone(),
    );
    let asked = ask(&h, &game, &turn).await;
    let request = shown(&h, &asked, 9_200_000_000_000_000_202);
    let (closed, no) = h
        .click_settling(&p2, &button(&asked, "lyngk:takeback-no:"), Some(request))
        .await;
    assert!(closed.custom_ids().is_empty());
    assert!(
        no.content().unwrap().contains("declined"),
        "{:?}",
        no.content()
    );
    assert_eq!(allowed_users(&no), [p1.id]);
    assert_eq!(position_from_history(&h, &p1).await, game.pos);
    h.finish().await;
}

/// The request `/lyngk takeback` posted: the answer and its message's id.
async fn ask_by_command(h: &Harness, user: &FakeUser) -> (InteractionCallback, u64) {
    let asked = h.command(user, "takeback", vec![]).await;
    assert!(!asked.is_ephemeral(), "{:?}", asked.content());
    let message = h
        .fake
        .wait_until(WAIT, "the request's message", |s| {
            s.original_message(asked.interaction_id)
        })
        .await
        .unwrap();
    (asked, message)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_request_loses_its_buttons() {
    let h = Harness::start().await;
    let (game, _, _) = after_one_move(&h).await;
    let p1 = game.user(Player::One).clone();
    let (_, message) = ask_by_command(&h, &p1).await;
    h.clock.advance(Duration::from_millis(10 * 60 * 1000));
    let channel = h.fake.config().channel_id;
    let edit = h
        .fake
        .wait_for_message_edit(channel, message, WAIT)
        .await
        .expect("the request's buttons are disabled");
    let disabled: Vec<bool> = edit["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["disabled"] == true)
        .collect();
    assert_eq!(disabled, [true, true], "{edit}");
    let notice = h
        .fake
        .wait_until(WAIT, "the expiry notice", |s| {
            s.channel_messages
                .iter()
                .find(|m| m.content().unwrap_or_default().contains("expired"))
                .cloned()
        })
        .await
        .unwrap();
    assert!(
        notice.content().unwrap().contains(&format!("<@{}>", p1.id)),
        "{:?}",
        notice.content()
    );
    assert_eq!(position_from_history(&h, &p1).await, game.pos);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_overtaken_by_a_move_loses_its_buttons() {
    let h = Harness::start().await;
    let (mut game, _, _) = after_one_move(&h).await;
    let p2 = game.user(Player::Two).clone();
    let (asked, message) = ask_by_command(&h, &game.user(Player::One).clone()).await;
    // The opponent moves instead of answering.
    let mv = first_move(&game.pos);
    game.play_turn(&h, None, Some(mv), None).await;
    let channel = h.fake.config().channel_id;
    let edit = h
        .fake
        .wait_for_message_edit(channel, message, WAIT)
        .await
        .expect("the request's buttons are disabled");
    assert_eq!(edit["components"][0]["components"][0]["disabled"], true);
    let late = h
        .click(
            &p2,
            &button(&asked, "lyngk:takeback-yes:"),
            Some(shown(&h, &asked, message)),
        )
        .await;
    assert!(late.is_ephemeral());
    assert_eq!(
        late.content(),
        Some("That takeback request no longer applies: the game has moved on.")
    );
    assert_eq!(position_from_history(&h, &p2).await, game.pos);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_setting_refuses_takebacks_in_a_rated_game() {
    let h = Harness::start().await;
    let off = vec![Opt::group(
        "settings",
        vec![Opt::sub("takebacks", vec![Opt::integer("state", 1)])],
    )];
    let refused = h.admin_command(&alice(), 0, off.clone()).await;
    assert!(refused.is_ephemeral());
    let set = h
        .admin_command(&crate::common::carol(), MANAGE_GUILD, off)
        .await;
    assert!(!set.is_ephemeral(), "{:?}", set.content());
    assert!(set.content().unwrap().contains("refused in rated games"));
    let (game, _, turn) = after_one_move(&h).await;
    assert!(
        !turn
            .custom_ids()
            .iter()
            .any(|id| id.starts_with("lyngk:takeback:")),
        "no Take back button: {:?}",
        turn.custom_ids()
    );
    let asked = h
        .command(&game.user(Player::One).clone(), "takeback", vec![])
        .await;
    assert!(asked.is_ephemeral());
    assert_eq!(
        asked.content(),
        Some("This server does not allow takebacks in rated games.")
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn against_the_computer_the_turn_and_its_answer_go_at_once() {
    let h = Harness::start().await;
    let alice = alice();
    let started = crate::support::play_ai_in(&h, h.fake.config().channel_id, &alice, 0).await;
    assert!(!started.is_ephemeral());
    let before = position_from_history(&h, &alice).await;
    let Action::Move(m) = first_move(&before) else {
        unreachable!()
    };
    let mine = h
        .command(
            &alice,
            "move",
            vec![
                Opt::string("from", &m.from.to_string()),
                Opt::string("to", &m.to.to_string()),
            ],
        )
        .await;
    // The computer's answer pings the human and has their Take back button.
    let answer = h.followup(&mine, 1).await;
    assert_eq!(allowed_users(&answer), [alice.id]);
    let message = shown(&h, &answer, 9_200_000_000_000_000_601);
    let back = h
        .click(&alice, &button(&answer, "lyngk:takeback:"), Some(message))
        .await;
    assert!(!back.is_ephemeral(), "{:?}", back.content());
    assert!(
        back.content().unwrap().contains("no agreement is needed"),
        "{:?}",
        back.content()
    );
    assert_eq!(allowed_users(&back), [alice.id]);
    assert_eq!(position_from_history(&h, &alice).await, before);
    let history = h.command(&alice, "history", vec![]).await;
    assert!(
        history.content().unwrap().contains("Taken back from turn"),
        "{:?}",
        history.content()
    );
    h.finish().await;
}
