//! Answers that can't be given at once: deferred within Discord's limit,
//! then completed by an edit of the response or a follow-up. With no time
//! to spare (a zero `defer_after`) every kind of answer takes that path.

use std::time::Duration;

use crate::common::fake_discord::Opt;
use crate::common::game::{as_message, board_png_size};
use crate::common::{Harness, alice, allowed_users, assert_safe_mentions, bob, carol};
use crate::support::{move_first_in, play_ai_in};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_answer_can_be_deferred_and_completed() {
    let mut h = Harness::without_bot(Default::default()).await;
    h.defer_after = Duration::ZERO;
    h.start_bot().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let raw_kind = |id: u64| h.fake.state().callbacks[&id].kind;

    // A slash command: "thinking…" at once, then the reply edited in, with
    // its buttons and its mention.
    let challenge = h
        .command(&alice, "challenge", vec![Opt::user("opponent", &bob)])
        .await;
    assert!(challenge.deferred);
    assert_eq!(raw_kind(challenge.interaction_id), 5);
    assert_eq!(challenge.kind, 4);
    assert_safe_mentions(&challenge);
    assert_eq!(allowed_users(&challenge), [bob.id]);
    assert_eq!(challenge.custom_ids().len(), 2, "Accept and Decline");

    // A mistake: the "thinking…" response goes, and the reason comes only
    // to the caller.
    let mistake = h.command(&carol, "accept", vec![]).await;
    assert!(mistake.deferred);
    assert!(mistake.is_ephemeral(), "{:?}", mistake.data);
    assert!(
        mistake
            .content()
            .unwrap_or_default()
            .contains("addressed to"),
        "{:?}",
        mistake.content()
    );

    // A button: a deferred update, the buttons removed by an edit, the
    // outcome as a follow-up that pings the player to move.
    let message = as_message(&h, &challenge, 9_000_000_000_000_000_101);
    let (closed, started) = h
        .click_settling(&bob, &challenge.custom_ids()[0], Some(message))
        .await;
    assert!(closed.deferred);
    assert_eq!(raw_kind(closed.interaction_id), 6);
    assert!(closed.custom_ids().is_empty(), "the buttons are gone");
    assert_safe_mentions(&started);
    assert_eq!(allowed_users(&started).len(), 1);
    assert_eq!(
        board_png_size(&started),
        (lyngk::render::WIDTH, lyngk::render::HEIGHT)
    );
    let (asked, _) = crate::support::resign_question(&h, &alice).await;
    assert!(asked.deferred);
    let resigned = crate::support::resign(&h, &alice).await;
    assert!(!resigned.is_ephemeral());

    // Against the computer: the move's reply edited in, the computer's
    // answer after it as a follow-up of its own.
    let channel = h.fake.config().channel_id;
    let started = play_ai_in(&h, channel, &carol, 0).await;
    assert!(started.deferred, "{:?}", started.content());
    let (moved, _, _) = move_first_in(&h, channel, &carol).await;
    assert!(moved.deferred && !moved.is_ephemeral());
    let answer = h.followup(&moved, 1).await;
    assert!(
        answer
            .content()
            .unwrap_or_default()
            .contains("The computer (easy) answers"),
        "{:?}",
        answer.content()
    );
    assert_eq!(allowed_users(&answer), [carol.id]);
    h.finish().await;
}
