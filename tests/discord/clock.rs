//! The turn clock's own posts: the half-time warning and the loss on time.

use std::time::Duration;

use lyngk::engine::Player;
use serde_json::json;

use crate::common::fake_discord::payloads::custom_ids;
use crate::common::game::mentioned_ids;
use crate::common::{Harness, WAIT, alice, bob};
use crate::support::start_game;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_turn_clock_posts_warnings_and_forfeits_in_the_games_channel() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let late = game.user(Player::One).id;
    let other = game.user(Player::Two).id;
    const HOUR: Duration = Duration::from_secs(3600);

    // Half of the default day has gone: a warning for the player to move.
    h.clock.advance(12 * HOUR + Duration::from_millis(1));
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("a warning");
    let warning = &posted[0];
    assert_eq!(warning.channel_id, h.fake.config().channel_id);
    let text = warning.content().unwrap_or_default();
    assert!(text.contains("half of your time"), "{text}");
    assert!(text.contains(&format!("<@{late}>")), "{text}");
    assert_eq!(
        warning.json["allowed_mentions"]["users"],
        json!([late.to_string()])
    );
    assert_eq!(warning.json["allowed_mentions"]["parse"], json!([]));
    // The warning carries the Move button: the warned player opens their
    // menu of movable stacks from it.
    let ids = custom_ids(warning.json.get("components"));
    let move_id = ids
        .iter()
        .find(|id| id.starts_with("lyngk:move:"))
        .unwrap_or_else(|| panic!("a Move button among {ids:?}"));
    let menu = h.click(game.user(Player::One), move_id, None).await;
    assert!(menu.is_ephemeral(), "{:?}", menu.content());
    assert!(
        menu.custom_ids()
            .iter()
            .any(|id| id.starts_with("lyngk:stacks:")),
        "{:?}",
        menu.custom_ids()
    );

    // The limit has passed: the game is lost on time, once.
    h.clock.advance(12 * HOUR);
    let posted = h
        .fake
        .wait_for_channel_messages(2, WAIT)
        .await
        .expect("a forfeit");
    let forfeit = posted[1].content().unwrap_or_default();
    assert!(forfeit.contains("loses on time"), "{forfeit}");
    assert!(forfeit.contains(&format!("<@{other}> wins")), "{forfeit}");

    let board = h.command(&alice, "leaderboard", vec![]).await;
    assert_eq!(
        mentioned_ids(board.content().unwrap_or_default()),
        [other, late]
    );
    assert_eq!(h.fake.channel_messages().len(), 2, "each notice once");
    h.finish().await;
}
