//! Games against the computer through Discord: the human's move at once,
//! the computer's answer as a follow-up that pings the human, also with
//! several channels playing the hard level at once.

use std::time::Duration;

use lyngk::engine::Action;

use crate::common::fake_discord::{FakeUser, Opt};
use crate::common::game::board_png_size;
use crate::common::{Harness, alice, allowed_users, assert_safe_mentions, bob, carol};
use crate::support::{move_first_in, play_ai_in, position_from_history};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_ai_answers_a_move_with_the_computers_move_and_the_board() {
    let h = Harness::start().await;
    let alice = alice();
    // Level choices are sent as their index: 0 = Easy.
    let started = h
        .command(&alice, "play-ai", vec![Opt::integer("level", 0)])
        .await;
    assert_eq!(started.kind, 4);
    assert!(!started.is_ephemeral(), "{:?}", started.content());
    assert_safe_mentions(&started);
    assert_eq!(allowed_users(&started), [alice.id]);
    let text = started.content().unwrap_or_default().to_owned();
    assert!(text.contains("against the computer (level easy)"), "{text}");
    let size = board_png_size(&started);
    if text.contains("the computer moves first") {
        // Its first move follows as a message of its own.
        let first = h.followup(&started, 1).await;
        assert_safe_mentions(&first);
        assert_eq!(allowed_users(&first), [alice.id]);
        let first = first.content().unwrap_or_default().to_owned();
        assert!(first.contains("The computer (easy) answers"), "{first}");
    }

    let channel = h.fake.config().channel_id;
    let (answer, pos, m) = move_first_in(&h, channel, &alice).await;
    assert_eq!(answer.kind, 4);
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    assert_safe_mentions(&answer);
    // The human's move is shown at once; it pings nobody (the computer is
    // to move, and it is never pinged).
    assert!(allowed_users(&answer).is_empty(), "{:?}", answer.data);
    let text = answer.content().unwrap_or_default().to_owned();
    assert!(
        text.contains(&format!("<@{}> plays `{m}`", alice.id)),
        "{text}"
    );
    assert!(text.contains("The computer (easy) is thinking"), "{text}");
    assert_eq!(board_png_size(&answer), size, "the board at its usual size");
    // The computer's answer follows as a new message that pings the human.
    let computer = h.followup(&answer, 1).await;
    assert!(!computer.is_ephemeral());
    assert_safe_mentions(&computer);
    assert_eq!(
        allowed_users(&computer),
        [alice.id],
        "only the human is pinged"
    );
    let text = computer.content().unwrap_or_default().to_owned();
    assert!(text.contains("The computer (easy) answers"), "{text}");
    assert!(text.contains("The computer plays `"), "{text}");
    assert!(text.contains(&format!("<@{}>", alice.id)), "{text}");
    assert_eq!(
        board_png_size(&computer),
        size,
        "the board at its usual size"
    );
    // The stored game agrees: both turns are in the history.
    let after = position_from_history(&h, &alice).await;
    let mut expected = pos.clone();
    expected.play(Action::Move(m)).unwrap();
    assert_ne!(after, expected, "the computer has moved too");

    // A challenge aimed at the bot itself starts a game against the computer.
    let resigned = crate::support::resign(&h, &alice).await;
    assert!(
        resigned
            .content()
            .unwrap_or_default()
            .contains("the computer wins")
    );
    // Another bot can't be challenged: refused, only the caller sees it.
    let other = FakeUser::bot(1_000_000_000_000_000_777, "OtherBot");
    let refused = h
        .command(&alice, "challenge", vec![Opt::user("opponent", &other)])
        .await;
    assert!(refused.is_ephemeral(), "{:?}", refused.content());
    assert!(
        refused.content().unwrap_or_default().contains("is a bot"),
        "{:?}",
        refused.content()
    );
    assert!(refused.custom_ids().is_empty(), "no challenge was made");
    let bot = h.fake.config().bot_user.clone();
    let challenged = h
        .command(&alice, "challenge", vec![Opt::user("opponent", &bot)])
        .await;
    assert!(!challenged.is_ephemeral(), "{:?}", challenged.content());
    let text = challenged.content().unwrap_or_default();
    assert!(
        text.contains("against the computer (level normal)"),
        "{text}"
    );
    assert!(challenged.custom_ids().is_empty(), "no challenge to accept");
    h.finish().await;
}

/// One member's game against the hard level in `channel`: `turns` moves,
/// each answered by the computer in a follow-up, then the board.
async fn hard_game(h: &Harness, channel: u64, user: &FakeUser, turns: usize) {
    // Level choices are sent as their index: 2 = Hard.
    let started = play_ai_in(h, channel, user, 2).await;
    assert!(!started.is_ephemeral(), "{:?}", started.content());
    let text = started.content().unwrap_or_default().to_owned();
    assert!(text.contains("(level hard)"), "{text}");
    for _ in 0..turns {
        let (moved, _, _) = move_first_in(h, channel, user).await;
        assert!(!moved.is_ephemeral(), "{:?}", moved.content());
        let answer = h.followup(&moved, 1).await;
        assert_safe_mentions(&answer);
        assert_eq!(allowed_users(&answer), [user.id]);
        let text = answer.content().unwrap_or_default();
        assert!(text.contains("The computer (hard) answers"), "{text}");
        board_png_size(&answer);
    }
    // The final board, with the human to move.
    let board = h.command_in(channel, user, "board", vec![]).await;
    assert!(!board.is_ephemeral());
    assert_eq!(
        board_png_size(&board),
        (lyngk::render::WIDTH, lyngk::render::HEIGHT)
    );
    let text = board.content().unwrap_or_default();
    assert!(text.contains(&format!("<@{}>", user.id)), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hard_games_in_several_channels_at_once_are_all_answered_in_time() {
    let h = Harness::start().await;
    let base = h.fake.config().channel_id;
    let players = [alice(), bob(), carol()];
    let games = players
        .iter()
        .enumerate()
        .map(|(i, user)| hard_game(&h, base + 1 + i as u64, user, 2));
    futures::future::join_all(games).await;
    // Every interaction was acknowledged within Discord's 3 seconds (the
    // fake refuses later ones, and `finish` fails on any refusal).
    let callbacks: Vec<_> = h.fake.state().callbacks.values().cloned().collect();
    assert!(callbacks.len() >= 3 * 5, "{}", callbacks.len());
    for cb in &callbacks {
        assert!(cb.after <= Duration::from_secs(3), "{:?}", cb.after);
    }
    h.finish().await;
}
