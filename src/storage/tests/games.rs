use super::{at, channel, game, seat, stored_game};
use crate::engine::Player;
use crate::ids::GameId;
use crate::record::{EndReason, Ending};
use crate::storage::testing::TestDb;
use crate::storage::{Db, Plies, TurnClock};

backends!(one_active_game_per_channel_and_one_action_per_ply);
async fn one_active_game_per_channel_and_one_action_per_ply(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let id = stored_game(&db, channel(7)).await;
    let mut tx = db.begin().await.unwrap();
    tx.insert_action(id, 0, "C3-E5", Some(seat(u64::MAX)), at(11))
        .await
        .unwrap();
    tx.commit().await.unwrap();
    assert!(
        refused!(db, |tx| tx.insert_game(&game(channel(7)))),
        "{b:?}"
    );
    assert!(refused!(db, |tx| tx.insert_action(
        id,
        0,
        "D4-E5",
        Some(seat(2)),
        at(12)
    )));
    // An action of a game that doesn't exist breaks the foreign key.
    assert!(refused!(db, |tx| tx.insert_action(
        GameId(999),
        0,
        "C3-E5",
        None,
        at(12)
    )));

    let mut tx = db.begin().await.unwrap();
    tx.insert_game(&game(channel(8))).await.unwrap();
    // Ids round-trip bit for bit, u64::MAX included.
    let g = tx.active_game(channel(7)).await.unwrap().unwrap();
    assert_eq!(
        (g.player1(), g.player2(), g.seed),
        (seat(u64::MAX), seat(2), -5)
    );
    let log = tx.actions(id).await.unwrap();
    assert_eq!(log.len(), 1);
    assert_eq!(log[0].user(), Some(seat(u64::MAX)));
    // A stale ply changes nothing; ending frees the channel.
    assert!(
        !tx.advance_game(
            id,
            Plies {
                revision: 5,
                new: 6
            },
            &TurnClock {
                started_at: at(1),
                warn_at: at(2),
                deadline_at: at(3)
            }
        )
        .await
        .unwrap()
    );
    assert!(
        tx.end_game(
            id,
            Plies {
                revision: 0,
                new: 1
            },
            &Ending::win(Player::One, EndReason::Resign, at(40))
        )
        .await
        .unwrap()
    );
    assert!(
        !tx.end_game(
            id,
            Plies {
                revision: 1,
                new: 1
            },
            &Ending::win(Player::Two, EndReason::Resign, at(41))
        )
        .await
        .unwrap()
    );
    let moved = tx.insert_game(&game(channel(7))).await.unwrap();
    // Moving a game to its thread frees its channel; an ended game
    // stays where it was.
    assert!(tx.move_game(moved, channel(9)).await.unwrap());
    assert_eq!(tx.active_game(channel(9)).await.unwrap().unwrap().id, moved);
    assert!(tx.active_game(channel(7)).await.unwrap().is_none());
    assert!(!tx.move_game(id, channel(10)).await.unwrap());
    tx.insert_game(&game(channel(7))).await.unwrap();
    tx.commit().await.unwrap();
    db.close().await;
}
