//! The analysis of a finished game.

use crate::games::{start, user_err};
use crate::service_env::*;
use lyngk::engine::Variant;
use lyngk::i18n::Arg;
use lyngk::ids::{ChannelId, GuildId};
use lyngk::service::{Actor, Button};

/// A finished game analysed: refused before and during the game, then a
/// chart of the right size, one swing line per swing (at most three, each a
/// different turn of the game) and the same answer every time.
#[tokio::test]
async fn a_finished_game_is_analysed_the_same_way_every_time() {
    let env = Env::sqlite();
    let svc = env.open().await;
    assert!(user_err(svc.analysis().analyse(actor(CAROL), None).await).contains("never-a-game"));
    let (users, _) = start(&svc, Variant::Standard).await;
    assert!(user_err(svc.analysis().analyse(actor(CAROL), None).await).contains("game-not-over"));
    for _ in 0..3 {
        let pos = current(&svc).await;
        let user = users[pos.to_move().index()];
        svc.turns()
            .play_move(actor(user), None, &first_move(&pos))
            .await
            .unwrap();
    }
    let pos = current(&svc).await;
    let loser = users[pos.to_move().index()];
    let asked = svc.endings().resign_prompt(actor(loser)).await.unwrap();
    let Button::Resign { game } = asked.buttons[0] else {
        panic!("a Resign button: {:?}", asked.buttons)
    };
    svc.endings()
        .confirm_resign(actor(loser), game)
        .await
        .unwrap();

    let r = svc.analysis().analyse(actor(CAROL), None).await.unwrap();
    let head = r.text.find("analysis-head").expect("a heading");
    assert_eq!(head.get("turns"), Some(&Arg::Num(3)), "{}", r.text);
    let swings: Vec<i64> = r
        .text
        .0
        .iter()
        .filter(|m| m.ids()[0].starts_with("analysis-swing"))
        .map(|m| match m.get("turn") {
            Some(Arg::Num(n)) => *n,
            other => panic!("a turn number, not {other:?}"),
        })
        .collect();
    assert!(swings.len() <= 3, "{}", r.text);
    assert!(swings.iter().all(|t| (1..=3).contains(t)), "{swings:?}");
    let mut distinct = swings.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), swings.len(), "{swings:?}");
    assert_eq!(swings.is_empty(), r.text.has("analysis-level"));
    assert!(r.text.has("analysis-note"));
    assert!(r.mentions.is_empty(), "an analysis pings nobody");
    let chart = r.image.as_ref().expect("a chart");
    assert_eq!(chart.file_name, "analysis.png");
    let img = image::load_from_memory_with_format(&chart.bytes, image::ImageFormat::Png).unwrap();
    assert_eq!(
        (img.width(), img.height()),
        (lyngk::render::CHART_WIDTH, lyngk::render::CHART_HEIGHT)
    );

    // By number, and again: the same answer (the search is seeded).
    let by_id = svc
        .analysis()
        .analyse(actor(ALICE), Some(game))
        .await
        .unwrap();
    assert_eq!(by_id.text.to_string(), r.text.to_string());
    assert_eq!(by_id.image.unwrap().bytes, chart.bytes);
    // Another server's member can't reach it by number.
    let stranger = Actor::member(
        Some(GuildId::new(GUILD.get() + 1)),
        ChannelId::new(CHANNEL.get() + 1),
        CAROL,
    );
    assert!(user_err(svc.analysis().analyse(stranger, Some(game)).await).contains("no-such-game"));
}
