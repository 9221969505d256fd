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

/// A rated game between alice and bob that `loser` gives up after both
/// have moved.
async fn rated_game(h: &Harness, loser_is_alice: bool) {
    let (alice, bob) = (alice(), crate::common::bob());
    let (mut game, _, _) = crate::support::start_game(h, &alice, &bob).await;
    for _ in 0..2 {
        let mv = crate::support::first_move(&game.pos);
        game.play_turn(h, None, Some(mv), None).await;
    }
    let loser = if loser_is_alice { &alice } else { &bob };
    crate::support::resign(h, loser).await;
}

/// The standard rating `/lyngk stats` states (`Rating (standard): 1662?`).
fn stated_rating(text: &str) -> f64 {
    let rest = text
        .split("Rating (standard): ")
        .nth(1)
        .unwrap_or_else(|| panic!("a standard rating in {text}"));
    rest.split(|c: char| !c.is_ascii_digit())
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_chart_the_rating_after_each_rated_game() {
    let h = Harness::start().await;
    let alice = alice();
    // No rated game yet: no chart.
    let none = h.command(&alice, "stats", vec![]).await;
    assert!(none.files.is_empty());

    rated_game(&h, false).await;
    let first = h.command(&alice, "stats", vec![]).await;
    let r1 = stated_rating(first.content().unwrap());
    assert!(r1 > 1500.0, "alice won: {r1}");
    rated_game(&h, true).await;
    let second = h.command(&alice, "stats", vec![]).await;
    let text = second.content().unwrap().to_owned();
    let r2 = stated_rating(&text);
    assert!(r2 < r1, "alice lost the second: {r1} then {r2}");
    assert!(text.contains("1 won, 1 lost"), "the record in text: {text}");

    // The chart: a PNG whose line goes through 1500, then each rating.
    assert_eq!(second.files.len(), 1);
    let file = &second.files[0];
    assert_eq!(file.content_type.as_deref(), Some("image/png"));
    assert_eq!(
        second.data["embeds"][0]["image"]["url"],
        format!("attachment://{}", file.filename)
    );
    let alt = second.data["attachments"][0]["description"]
        .as_str()
        .unwrap_or_default();
    assert!(
        alt.contains(&format!("standard from 1500 to {r2} over 2 rated results")),
        "{alt}"
    );
    let img = image::load_from_memory_with_format(&file.data, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8();
    assert_eq!(
        img.dimensions(),
        (lyngk::render::CHART_WIDTH, lyngk::render::CHART_HEIGHT)
    );
    let line = vec![1500.0, r1, r2];
    let plot = lyngk::render::rating_plot(&[line.clone(), Vec::new()]);
    let colour = lyngk::render::series_colour(0);
    let near = |a: [u8; 3]| a.iter().zip(colour).all(|(x, y)| x.abs_diff(y) < 40);
    for (k, &r) in line.iter().enumerate() {
        let px = img.get_pixel(plot.x(k) as u32, plot.y(r) as u32).0;
        assert!(near(px), "rating {r} after {k} games: {px:?}");
    }
    // Where the line is not: the second rating drawn as the first's, upside down.
    let (lo, hi) = plot.range();
    let wrong = lo + hi - r1;
    if (wrong - r1).abs() > 40.0 {
        let px = img.get_pixel(plot.x(1) as u32, plot.y(wrong) as u32).0;
        assert!(!near(px), "{px:?}");
    }
    h.finish().await;
}
