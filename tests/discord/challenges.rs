//! A challenge's message: when the challenge closes without a click on its
//! buttons (a command, the turn clock), the bot edits that message so that
//! Accept and Decline are disabled.

use serde_json::Value;

use crate::common::fake_discord::{FakeUser, InteractionCallback, Opt};
use crate::common::{Harness, WAIT, alice, bob};

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

    h.clock.advance(10 * 60 * 1000 + 1);
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
