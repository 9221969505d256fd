//! The leaderboard: one ladder per variant, pages of ten with Previous and
//! Next buttons that edit the message, and the caller's own rank.

use lyngk::storage::testing;

use crate::common::fake_discord::Opt;
use crate::common::game::as_message;
use crate::common::{Harness, alice};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_pages_with_buttons_and_shows_the_callers_rank() {
    let h = Harness::start().await;
    let alice = alice();
    let guild = h.fake.config().guild_id as i64;
    // 14 players on the standard ladder; Alice 12th, settled.
    for i in 1..=14_i64 {
        let user = if i == 3 { alice.id as i64 } else { i };
        testing::execute(
            &h.database_url,
            "INSERT INTO ratings (guild_id, variant, user_id, rating, deviation, volatility)
             VALUES ($1, 'standard', $2, $3, $4, 0.06)",
            &[guild, user, 1000 + 10 * i, if i == 3 { 60 } else { 300 }],
        )
        .await;
    }

    let first = h.command(&alice, "leaderboard", vec![]).await;
    assert!(first.is_ephemeral());
    let text = first.content().unwrap_or_default();
    assert!(text.contains("page 1 of 2"), "{text}");
    assert!(text.contains("You: #12 of 14"), "{text}");
    assert!(
        text.contains("1140?") && text.contains("provisional"),
        "{text}"
    );
    assert_eq!(first.custom_ids(), ["lyngk:next-standard:1"]);

    // Next: the same message shows the second page.
    let message = as_message(&h, &first, 9_000_000_000_000_000_321);
    let second = h
        .click(&alice, "lyngk:next-standard:1", Some(message))
        .await;
    assert_eq!(second.kind, 7, "the message is edited: {:?}", second.data);
    let text = second.content().unwrap_or_default();
    assert!(text.contains("page 2 of 2"), "{text}");
    assert!(
        text.contains(&format!("12. <@{}> 1030 (", alice.id)),
        "{text}"
    );
    assert!(text.contains("You: #12 of 14"), "{text}");
    assert_eq!(second.custom_ids(), ["lyngk:prev-standard:0"]);

    // The six-stack ladder is another one, still empty.
    let six = h
        .command(&alice, "leaderboard", vec![Opt::integer("variant", 1)])
        .await;
    let text = six.content().unwrap_or_default();
    assert!(text.contains("rated six-stack"), "{text}");
    assert!(six.custom_ids().is_empty());
    h.finish().await;
}
