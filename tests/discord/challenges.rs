//! Challenges: one open to anyone, taken by the first member to accept; a
//! challenge's message, whose Accept and Decline buttons the bot disables
//! by editing it when the challenge closes without a click on them (a
//! command, the turn clock).

use std::time::Duration;

use lyngk::engine::Player;
use serde_json::Value;

use crate::common::fake_discord::{FakeUser, InteractionCallback, Opt};
use crate::common::game::{Game, as_message};
use crate::common::{Harness, WAIT, alice, allowed_users, bob, carol};

/// `a` challenges `b` by command; returns the answer and the id of the
/// message that shows it.
async fn challenge(h: &Harness, a: &FakeUser, b: &FakeUser) -> (InteractionCallback, u64) {
    let answer = h
        .command(a, "challenge", vec![Opt::user("opponent", b)])
        .await;
    assert_eq!(answer.kind, 4, "{:?}", answer.data);
    assert_eq!(answer.custom_ids().len(), 2, "Accept and Decline");
    let message = h
        .fake
        .state()
        .original_message(answer.interaction_id)
        .expect("the challenge's message");
    (answer, message)
}

/// Waits for the edit of `message` and checks that it shows the challenge's
/// two buttons, disabled.
async fn assert_disabled(h: &Harness, challenge: &InteractionCallback, message: u64) {
    let edit = h
        .fake
        .wait_for_message_edit(h.fake.config().channel_id, message, WAIT)
        .await
        .expect("the challenge's message is edited");
    let buttons: Vec<&Value> = edit["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .collect();
    let ids: Vec<&str> = buttons
        .iter()
        .filter_map(|b| b["custom_id"].as_str())
        .collect();
    assert_eq!(ids, challenge.custom_ids(), "{edit}");
    assert!(buttons.iter().all(|b| b["disabled"] == true), "{edit}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_closed_by_a_command_loses_its_buttons() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());

    let (offered, message) = challenge(&h, &alice, &bob).await;
    let cancelled = h.command(&alice, "cancel", vec![]).await;
    assert!(!cancelled.is_ephemeral(), "{:?}", cancelled.content());
    assert!(
        cancelled.content().unwrap_or_default().contains("withdrew"),
        "{:?}",
        cancelled.content()
    );
    assert_disabled(&h, &offered, message).await;

    let (offered, message) = challenge(&h, &alice, &bob).await;
    let declined = h.command(&bob, "decline", vec![]).await;
    assert!(!declined.is_ephemeral(), "{:?}", declined.content());
    assert_disabled(&h, &offered, message).await;

    let (offered, message) = challenge(&h, &alice, &bob).await;
    let accepted = h.command(&bob, "accept", vec![]).await;
    assert!(
        accepted.content().unwrap_or_default().contains("begins"),
        "{:?}",
        accepted.content()
    );
    assert_disabled(&h, &offered, message).await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_challenge_loses_its_buttons() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (offered, message) = challenge(&h, &alice, &bob).await;

    h.clock.advance(Duration::from_millis(10 * 60 * 1000 + 1));
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the expiry notice");
    let notice = posted[0].content().unwrap_or_default();
    assert!(notice.contains("expired unanswered"), "{notice}");
    assert_disabled(&h, &offered, message).await;

    // A click on the disabled button, had Discord let it through, is refused.
    let late = h.click(&bob, &offered.custom_ids()[0], None).await;
    assert!(late.is_ephemeral());
    assert_eq!(late.content(), Some("That challenge has expired."));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_taken_by_the_first_member_to_accept() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let offered = h.command(&alice, "challenge", vec![]).await;
    assert_eq!(offered.kind, 4);
    assert!(!offered.is_ephemeral());
    let text = offered.content().unwrap_or_default().to_owned();
    assert!(text.contains("challenges anyone here"), "{text}");
    assert!(allowed_users(&offered).is_empty(), "nobody is pinged");
    let buttons = offered.custom_ids();
    assert_eq!(buttons.len(), 2, "Accept and Decline");
    let message = as_message(&h, &offered, 9_000_000_000_000_000_101);

    // Not its own challenger; and there is nothing to decline.
    let own = h.click(&alice, &buttons[0], Some(message.clone())).await;
    assert!(own.is_ephemeral());
    assert!(
        own.content()
            .unwrap_or_default()
            .contains("your own challenge"),
        "{:?}",
        own.content()
    );
    let decline = h.command(&bob, "decline", vec![]).await;
    assert!(decline.is_ephemeral());
    assert!(
        decline
            .content()
            .unwrap_or_default()
            .contains("open to anyone"),
        "{:?}",
        decline.content()
    );
    // Another open challenge can't be added while this one is open.
    let second = h.command(&bob, "challenge", vec![]).await;
    assert!(second.is_ephemeral());
    assert!(
        second.content().unwrap_or_default().contains("to anyone"),
        "{:?}",
        second.content()
    );

    // Carol, a third member, takes it with the button.
    let (closed, started) = h
        .click_settling(&carol, &buttons[0], Some(message.clone()))
        .await;
    assert!(closed.custom_ids().is_empty(), "the buttons are gone");
    assert!(!started.is_ephemeral());
    let text = started.content().unwrap_or_default();
    assert!(text.contains("begins"), "{text}");
    assert!(
        text.contains(&format!("<@{}>", alice.id)) && text.contains(&format!("<@{}>", carol.id)),
        "{text}"
    );
    // Bob comes second and is told who was quicker.
    let late = h.click(&bob, &buttons[0], Some(message)).await;
    assert!(late.is_ephemeral());
    assert_eq!(
        late.content(),
        Some(format!("Too late: <@{}> already accepted that challenge.", carol.id).as_str())
    );
    let game = Game::from_history(&h, &bob, &alice, &carol).await;
    let mut players = [game.user(Player::One).id, game.user(Player::Two).id];
    players.sort_unstable();
    assert_eq!(players, [alice.id, carol.id]);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accepting_a_lapsed_challenge_the_clock_has_not_closed_disables_its_buttons() {
    // A turn clock that does not come round during the test: the challenge
    // lapses without being closed.
    let mut h = Harness::without_bot(Default::default()).await;
    let mut config = h.config();
    config.tick_interval = std::time::Duration::from_secs(3600);
    let before = h.fake.state().requests.len();
    h.bot = Some(h.launch(&config).await);
    h.fake
        .wait_until(WAIT, "the command registration", |s| {
            s.requests[before..]
                .iter()
                .any(|r| r.method == "PUT" && r.path.ends_with("/commands"))
                .then_some(())
        })
        .await
        .unwrap();
    let (alice, bob) = (alice(), bob());
    let (offered, message) = challenge(&h, &alice, &bob).await;
    h.clock.advance(Duration::from_millis(10 * 60 * 1000 + 1));
    let shown = as_message(&h, &offered, message);
    let late = h.click(&bob, &offered.custom_ids()[0], Some(shown)).await;
    assert!(late.is_ephemeral());
    assert_eq!(
        late.content(),
        Some("That challenge has expired. Send a new one if you still want to play.")
    );
    // The clicked message's buttons are disabled by an edit, although the
    // click was answered by a new message.
    assert_disabled(&h, &offered, message).await;
    assert!(
        h.fake.channel_messages().is_empty(),
        "the clock did not close it"
    );
    let board = h.command(&alice, "board", vec![]).await;
    assert!(board.is_ephemeral(), "no game: {:?}", board.content());
    h.finish().await;
}

/// A member who takes an open challenge with a click alone, having typed
/// no command, is named on the game's pictures as one who typed would be:
/// the start's board is the one drawn with both players' names, not with
/// "Player 2".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_who_only_clicks_is_named_on_the_board() {
    let h = Harness::start().await;
    let (alice, carol) = (alice(), carol());
    let offered = h.command(&alice, "challenge", vec![]).await;
    let buttons = offered.custom_ids();
    let message = as_message(&h, &offered, 9_000_000_000_000_000_111);
    let (_, started) = h.click_settling(&carol, &buttons[0], Some(message)).await;
    let game = Game::from_history(&h, &alice, &alice, &carol).await;
    let drawn = |names: [&str; 2]| {
        let view = lyngk::render::BoardView::new(&game.pos, None).named(names);
        lyngk::render::board_png(&view, lyngk::i18n::Lang::En.picture_words()).expect("a board")
    };
    let name = |p: Player| game.user(p).name.clone();
    let named = drawn([&name(Player::One), &name(Player::Two)]);
    let posted = &started.files[0].data;
    assert!(
        *posted == named,
        "the start's board names both players ({} and {})",
        name(Player::One),
        name(Player::Two)
    );
    let carol_as = if game.user(Player::One).id == carol.id {
        ["Player 1", &name(Player::Two)]
    } else {
        [&name(Player::One), "Player 2"]
    };
    assert!(*posted != drawn(carol_as), "carol is not a number");
    h.finish().await;
}
