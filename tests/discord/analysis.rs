//! `/lyngk analyse`: refused while the game is on, then, once it is over,
//! deferred at once and answered with the chart (a PNG) and the swings.

use lyngk::engine::Action;
use lyngk::render::{CHART_HEIGHT, CHART_WIDTH};

use crate::common::fake_discord::Opt;
use crate::common::{Harness, alice, allowed_users, bob, carol};
use crate::support::{resign, start_game};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_analysed_with_a_chart() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    let nothing = h.command(&carol, "analyse", vec![]).await;
    assert!(nothing.is_ephemeral(), "{:?}", nothing.content());

    let (mut game, _, _) = start_game(&h, &alice, &bob).await;
    let early = h.command(&carol, "analyse", vec![]).await;
    assert!(early.is_ephemeral(), "{:?}", early.content());
    assert!(
        early
            .content()
            .unwrap_or_default()
            .contains("still being played"),
        "{:?}",
        early.content()
    );

    // Two plain moves, then the player to move resigns.
    for _ in 0..2 {
        let mv = game
            .pos
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Move(_)))
            .expect("a move without a claim");
        game.play_turn(&h, None, Some(mv), None).await;
    }
    let loser = game.user(game.pos.to_move()).clone();
    resign(&h, &loser).await;

    let analysed = h.command(&carol, "analyse", vec![]).await;
    assert!(analysed.deferred, "an analysis is deferred at once");
    assert!(!analysed.is_ephemeral(), "{:?}", analysed.content());
    let text = analysed.content().unwrap_or_default();
    assert!(text.contains("Analysis of"), "{text}");
    assert!(text.contains("2 turns"), "{text}");
    assert!(
        allowed_users(&analysed).is_empty(),
        "an analysis pings nobody"
    );
    assert_eq!(analysed.files.len(), 1);
    assert_eq!(analysed.files[0].content_type.as_deref(), Some("image/png"));
    let chart =
        image::load_from_memory_with_format(&analysed.files[0].data, image::ImageFormat::Png)
            .expect("a PNG");
    assert_eq!((chart.width(), chart.height()), (CHART_WIDTH, CHART_HEIGHT));

    // By number, from the history's header: the same analysis.
    let history = h.command(&carol, "history", vec![]).await;
    let head = history.content().unwrap_or_default();
    let number: i64 = head
        .split('#')
        .nth(1)
        .and_then(|rest| rest.split(':').next())
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("a game number in {head}"));
    let again = h
        .command(&carol, "analyse", vec![Opt::integer("game", number)])
        .await;
    assert_eq!(again.content(), analysed.content());
    assert_eq!(
        again.files[0].data, analysed.files[0].data,
        "the same chart"
    );
    let unknown = h
        .command(&carol, "analyse", vec![Opt::integer("game", number + 1000)])
        .await;
    assert!(unknown.is_ephemeral(), "{:?}", unknown.content());
    h.finish().await;
}
