//! A restart of the bot: the game continues where it was, old buttons still
//! reach the bot and are refused politely, and a computer answer the restart
//! interrupted is posted as soon as the bot is back.

use serde_json::json;

use crate::common::game::board_png_size;
use crate::common::{Harness, WAIT, alice, bob};
use crate::support::{first_move, move_first_in, play_ai_in, start_game};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_bot_continues_the_game_and_refuses_stale_buttons() {
    let mut h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (mut game, challenge_message, buttons) = start_game(&h, &alice, &bob).await;
    for _ in 0..2 {
        let mv = first_move(&game.pos);
        game.play_turn(&h, None, Some(mv), None).await;
    }

    // A restart: the bot logs off, a new process opens the same database.
    h.stop_bot().await;
    h.start_bot().await;
    {
        let state = h.fake.state();
        assert_eq!(state.gateway.connections, 2);
        assert_eq!(state.gateway.readies, 2);
    }

    // The board is where it was, and the game goes on.
    let board = h.command(&alice, "board", vec![]).await;
    assert!(!board.is_ephemeral());
    assert_eq!(
        board_png_size(&board),
        (lyngk::render::WIDTH, lyngk::render::HEIGHT)
    );
    let next = game.user(game.pos.to_move()).id;
    assert!(
        board
            .content()
            .unwrap_or_default()
            .contains(&format!("<@{next}>")),
        "{:?}",
        board.content()
    );
    for _ in 0..2 {
        let mv = first_move(&game.pos);
        game.play_turn(&h, None, Some(mv), None).await;
    }
    let history = h.command(&alice, "history", vec![]).await;
    assert!(
        history.content().unwrap_or_default().contains("4. "),
        "four turns survive the restart: {:?}",
        history.content()
    );

    // The challenge's buttons still reach the bot after the restart, and are
    // refused politely since the challenge was accepted.
    for id in &buttons {
        let stale = h.click(&bob, id, Some(challenge_message.clone())).await;
        assert_eq!(stale.kind, 4);
        assert!(stale.is_ephemeral());
        assert_eq!(
            stale.content(),
            Some("That challenge was already accepted.")
        );
    }
    let unknown_game = h.click(&bob, "lyngk:rematch:999999", None).await;
    assert!(unknown_game.is_ephemeral());
    assert_eq!(unknown_game.content(), Some("There is no such game."));
    let foreign = h.click(&bob, "someone-else:button", None).await;
    assert!(foreign.is_ephemeral());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_answer_interrupted_by_a_restart_is_posted_at_start_up() {
    let mut h = Harness::start().await;
    let alice = alice();
    let channel = h.fake.config().channel_id;
    play_ai_in(&h, channel, &alice, 0).await;
    let (moved, _, _) = move_first_in(&h, channel, &alice).await;
    let answered = h.followup(&moved, 1).await;
    let history = h.command(&alice, "history", vec![]).await;
    h.stop_bot().await;

    // As if the process had stopped before the answer was stored: the log
    // ends with the human's move.
    let pool = sqlx::SqlitePool::connect(&h.database_url).await.unwrap();
    let (human_ply,): (i64,) = sqlx::query_as("SELECT MAX(ply) FROM actions WHERE user_id = ?")
        .bind(alice.id as i64)
        .fetch_one(&pool)
        .await
        .unwrap();
    sqlx::query("DELETE FROM actions WHERE ply > ?")
        .bind(human_ply)
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("UPDATE games SET ply = ? WHERE status = 'active'")
        .bind(human_ply + 1)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;

    // The restarted bot posts the answer by itself, pinging the human; it is
    // the same answer (the search is seeded from the stored game).
    h.start_bot().await;
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the answer is posted at start-up");
    let text = posted[0].content().unwrap_or_default();
    assert!(text.contains("The computer (easy) answers"), "{text}");
    assert_eq!(
        posted[0].json["allowed_mentions"]["users"],
        json!([alice.id.to_string()])
    );
    assert_eq!(posted[0].files.len(), 1, "with the board");
    assert_eq!(
        text,
        answered.content().unwrap_or_default(),
        "the same answer"
    );
    let again = h.command(&alice, "history", vec![]).await;
    assert_eq!(again.content(), history.content());
    h.finish().await;
}
