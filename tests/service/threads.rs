//! Games in threads: a new game may move to a thread of its own and free
//! the channel.

use crate::games::user_err;
use crate::service_env::*;
use lyngk::engine::Variant;
use lyngk::ids::{ChannelId, Seat};
use lyngk::service::{Actor, Button};

backends!(a_new_game_may_move_to_its_thread_and_free_the_channel);
async fn a_new_game_may_move_to_its_thread_and_free_the_channel(env: Env) {
    let svc = env.open().await;
    const THREAD: ChannelId = ChannelId::new(CHANNEL.get() + 7);
    // On by default: the start names the game to move.
    let r = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::Standard)
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("no accept button: {:?}", r.buttons);
    };
    let r = svc
        .challenges()
        .accept(actor(BOB), Some(challenge))
        .await
        .unwrap();
    let spot = r.new_game().expect("a game for a thread");
    assert_eq!(
        spot.players[0],
        Seat::from(r.mentions[0]),
        "the player to move first"
    );
    assert!(spot.players.contains(&ALICE.into()) && spot.players.contains(&BOB.into()));
    assert!(
        svc.settings()
            .move_to_thread(spot.game, THREAD)
            .await
            .unwrap()
    );
    // Played in the thread; the channel is free for the next game.
    let in_thread = Actor::member(Some(GUILD), THREAD, ALICE);
    assert!(svc.viewing().board(in_thread).await.is_ok());
    assert!(svc.viewing().board(actor(ALICE)).await.is_err());
    svc.challenges()
        .challenge(actor(CAROL), ALICE.into(), Variant::Standard)
        .await
        .unwrap();

    // Off: only admins may, and then games stay where they start.
    assert_eq!(
        user_err(svc.settings().set_threads(actor(ALICE), false).await),
        "threads-admins-only"
    );
    let admin = Actor {
        admin: true,
        ..actor(CAROL)
    };
    assert!(
        svc.settings()
            .set_threads(admin, false)
            .await
            .unwrap()
            .text
            .has("threads-off")
    );
    assert!(!svc.settings().threads(Some(GUILD)).await.unwrap());
    let r = svc.challenges().accept(actor(ALICE), None).await.unwrap();
    assert!(r.text.has("game-started"), "{}", r.text);
    assert!(r.new_game().is_none());
    // A game that ended stays where it was.
    svc.endings().resign(in_thread).await.unwrap();
    assert!(
        !svc.settings()
            .move_to_thread(spot.game, ChannelId::new(THREAD.get() + 1))
            .await
            .unwrap()
    );
    svc.close().await;
}
