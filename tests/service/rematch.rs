//! Rematches: a new game between the same players with a fresh draw.

use crate::games::{start, user_err};
use crate::service_env::*;
use lyngk::engine::Variant;
use lyngk::service::Button;

backends!(rematch_offers_a_new_game_with_a_fresh_draw);
async fn rematch_offers_a_new_game_with_a_fresh_draw(env: Env) {
    let svc = env.open().await;
    let (_, first_start) = start(&svc, Variant::SixStack).await;
    assert!(user_err(svc.challenges().rematch(actor(ALICE), None).await).contains("game-not-over"));
    let r = svc.endings().resign(actor(ALICE)).await.unwrap();
    let Button::Rematch { game } = r.buttons[0] else {
        panic!()
    };
    assert!(
        user_err(svc.challenges().rematch(actor(CAROL), Some(game)).await).contains("not-a-player")
    );
    let offer = svc
        .challenges()
        .rematch(actor(BOB), Some(game))
        .await
        .unwrap();
    assert_eq!(offer.mentions, vec![ALICE]);
    assert!(offer.text.has("rematch-offered"), "{}", offer.text);
    // Alice's own rematch click accepts Bob's offer.
    let started = svc
        .challenges()
        .rematch(actor(ALICE), Some(game))
        .await
        .unwrap();
    let second_start = started.position.unwrap();
    assert_eq!(second_start.variant(), Variant::SixStack);
    assert_ne!(second_start, first_start);
    assert!(started.text.has("game-started"), "{}", started.text);
    // The old game's button is now stale: its players are busy again.
    assert!(
        user_err(svc.challenges().rematch(actor(BOB), Some(game)).await).contains("channel-busy")
    );
}
