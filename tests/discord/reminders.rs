//! Turn reminders by direct message: `/lyngk notify`, a reminder with a
//! link when it becomes a member's turn, and members whose direct messages
//! are closed skipped without holding up the game.

use lyngk::engine::Player;

use crate::common::fake_discord::{ChannelMessage, FakeConfig, FakeUser, Opt};
use crate::common::{Harness, WAIT, alice, bob};
use crate::support::{move_first_in, start_game};

/// `/lyngk notify state:On` by `user`.
async fn notify_on(h: &Harness, user: &FakeUser) {
    let answer = h
        .command(user, "notify", vec![Opt::integer("state", 0)])
        .await;
    assert!(answer.is_ephemeral());
    let text = answer.content().unwrap_or_default();
    assert!(text.contains("reminders are on"), "{text}");
}

/// Waits until `user` has `n` direct messages; returns them.
async fn direct_messages(h: &Harness, user: &FakeUser, n: usize) -> Vec<ChannelMessage> {
    h.fake
        .wait_until(
            WAIT,
            &format!("{n} direct messages to {}", user.name),
            |s| {
                let dms = s.direct_messages(user.id);
                (dms.len() >= n).then_some(dms)
            },
        )
        .await
        .expect("the reminders arrive")
}

fn game_link(h: &Harness) -> String {
    let config = h.fake.config();
    format!(
        "https://discord.com/channels/{}/{}",
        config.guild_id, config.channel_id
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_who_asked_gets_a_direct_message_with_a_link_when_it_is_their_turn() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    notify_on(&h, &alice).await;
    notify_on(&h, &bob).await;
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let first = game.user(Player::One).clone();
    let second = game.user(Player::Two).clone();
    // Bob accepted: if Alice moves first, she is told at once (Bob is at
    // the board, he is not).
    if first.id == alice.id {
        let dms = direct_messages(&h, &alice, 1).await;
        let text = dms[0].content().unwrap_or_default();
        assert!(text.contains(&game_link(&h)), "{text}");
    }
    let count = |user: &FakeUser| h.fake.state().direct_messages(user.id).len();
    let before = (count(&first), count(&second));

    let channel = h.fake.config().channel_id;
    move_first_in(&h, channel, &first).await;
    let dms = direct_messages(&h, &second, before.1 + 1).await;
    let reminder = dms.last().unwrap();
    let text = reminder.content().unwrap_or_default();
    assert!(text.contains("It is your turn"), "{text}");
    assert!(text.contains(&game_link(&h)), "{text}");
    assert!(text.contains(&format!("<@{}>", first.id)), "{text}");
    assert_eq!(
        reminder.json["allowed_mentions"]["parse"],
        serde_json::json!([]),
        "a reminder pings nobody"
    );
    assert!(
        reminder.json["allowed_mentions"]["users"]
            .as_array()
            .is_none_or(Vec::is_empty)
    );
    assert_eq!(count(&first), before.0, "no reminder after one's own move");

    // And back: the first player is told when the second has moved.
    move_first_in(&h, channel, &second).await;
    let dms = direct_messages(&h, &first, before.0 + 1).await;
    let text = dms.last().unwrap().content().unwrap_or_default();
    assert!(text.contains(&game_link(&h)), "{text}");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_direct_messages_are_skipped_and_the_game_goes_on() {
    let config = FakeConfig {
        closed_dms: vec![bob().id],
        ..FakeConfig::default()
    };
    let h = Harness::start_with(config).await;
    let (alice, bob) = (alice(), bob());
    notify_on(&h, &alice).await;
    notify_on(&h, &bob).await;
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let channel = h.fake.config().channel_id;
    let first = game.user(Player::One).clone();
    let second = game.user(Player::Two).clone();

    // Two turns: each makes it someone's turn, Bob's once.
    let (answer, _, _) = move_first_in(&h, channel, &first).await;
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    let (answer, _, _) = move_first_in(&h, channel, &second).await;
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    direct_messages(&h, &alice, 1).await;
    h.fake
        .wait_until(WAIT, "Bob's reminder refused", |s| {
            (s.closed_dm_refusals() >= 1).then_some(())
        })
        .await
        .expect("the reminder to Bob was tried");
    assert!(h.fake.state().direct_messages(bob.id).is_empty());
    // The game goes on: the next move is taken and answered.
    let (answer, _, _) = move_first_in(&h, channel, &first).await;
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    h.finish().await;
}
