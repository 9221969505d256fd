//! Finding games: `/lyngk games` lists the server's games for everyone,
//! `/lyngk mygames` the caller's, only for them.

use lyngk::engine::Player;

use crate::common::{Harness, alice, allowed_users, assert_safe_mentions, bob, carol};
use crate::support::start_game;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn games_and_mygames_list_the_game_with_its_link_and_whose_turn_it_is() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let none = h.command(&carol, "games", vec![]).await;
    assert!(
        none.content().unwrap_or_default().contains("No game"),
        "{:?}",
        none.content()
    );

    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let config = h.fake.config();
    let link = format!(
        "https://discord.com/channels/{}/{}",
        config.guild_id, config.channel_id
    );
    let listed = h.command(&carol, "games", vec![]).await;
    assert!(!listed.is_ephemeral());
    assert_safe_mentions(&listed);
    assert!(allowed_users(&listed).is_empty(), "a list pings nobody");
    let text = listed.content().unwrap_or_default();
    assert!(text.contains(&link), "{text}");
    assert!(text.contains("<t:") && text.contains(":R>"), "{text}");
    let next = game.user(Player::One);
    assert!(text.contains(&format!("<@{}> to move", next.id)), "{text}");

    let mine = h.command(next, "mygames", vec![]).await;
    assert!(mine.is_ephemeral());
    let text = mine.content().unwrap_or_default();
    assert!(text.contains("your turn") && text.contains(&link), "{text}");
    let waiting = h.command(game.user(Player::Two), "mygames", vec![]).await;
    let text = waiting.content().unwrap_or_default();
    assert!(
        !text.contains("your turn") && text.contains(&link),
        "{text}"
    );
    h.finish().await;
}
