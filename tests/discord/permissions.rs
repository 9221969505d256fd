//! Who may abort a game and change the settings, from the member's
//! permissions as Discord sends them.

use crate::common::fake_discord::Opt;
use crate::common::{Harness, alice, bob, carol};
use crate::support::start_game;

const SEND_MESSAGES: u64 = 1 << 11;

const MANAGE_MESSAGES: u64 = 1 << 13;

const MANAGE_GUILD: u64 = 1 << 5;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_and_settings_need_their_permissions() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    start_game(&h, &alice, &bob).await;
    let turn_limit = |hours| {
        vec![Opt::group(
            "settings",
            vec![Opt::sub("turn-limit", vec![Opt::integer("hours", hours)])],
        )]
    };

    let refused = h
        .command_with_permissions(&alice, SEND_MESSAGES, turn_limit(2))
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.content(),
        Some("Only administrators can change the turn time limit.")
    );
    let set = h
        .command_with_permissions(&carol, MANAGE_GUILD, turn_limit(2))
        .await;
    assert!(!set.is_ephemeral(), "{:?}", set.content());
    assert!(
        set.content().unwrap_or_default().contains("2 hours"),
        "{:?}",
        set.content()
    );

    let abort = vec![Opt::sub("abort", vec![])];
    let refused = h
        .command_with_permissions(&bob, SEND_MESSAGES, abort.clone())
        .await;
    assert!(refused.is_ephemeral());
    assert_eq!(refused.content(), Some("Only moderators can abort a game."));
    let aborted = h
        .command_with_permissions(&carol, MANAGE_MESSAGES, abort)
        .await;
    assert!(!aborted.is_ephemeral());
    assert!(
        aborted
            .content()
            .unwrap_or_default()
            .contains("aborted the game")
    );
    let board = h.command(&alice, "board", vec![]).await;
    assert!(board.content().unwrap_or_default().contains("aborted"));
    h.finish().await;
}
