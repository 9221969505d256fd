use super::{at, channel, game, guild, seat, stored_game, user};
use crate::engine::Player;
use crate::ids::{GameId, GuildId};
use crate::record::{EndReason, Ending};
use crate::storage::testing::TestDb;
use crate::storage::{Db, GamesOf, Plies, TurnClock};

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

/// Stores a game of member 2 in `ch` of `guild` at `now` (its turn started
/// then), ended by `ending` if given.
async fn add(
    tx: &mut crate::storage::Tx,
    guild: Option<GuildId>,
    ch: u64,
    now: i64,
    ending: Option<Ending>,
) -> GameId {
    let mut g = game(channel(ch));
    g.guild = guild;
    g.now = at(now);
    let id = tx.insert_game(&g).await.unwrap();
    if let Some(ending) = ending {
        assert!(
            tx.end_game(id, Plies::unchanged(0, 0), &ending)
                .await
                .unwrap()
        );
    }
    id
}

backends!(a_members_games_are_listed_where_asked_the_active_ones_first);
async fn a_members_games_are_listed_where_asked_the_active_ones_first(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    // Member 2 plays in server 1, outside servers (no guild) and in server
    // 3; a game is stored at `now`, its turn started then.
    let won = |ms| Some(Ending::win(Player::Two, EndReason::Resign, at(ms)));
    let here = add(&mut tx, guild(1), 1, 10, None).await;
    let outside = add(&mut tx, None, 2, 5, None).await;
    let there = add(&mut tx, guild(3), 3, 20, None).await;
    let finished_here = add(&mut tx, guild(1), 4, 1, won(100)).await;
    let finished_outside = add(&mut tx, None, 5, 2, won(200)).await;
    // An aborted game is not listed, nor the games of others.
    add(&mut tx, guild(1), 6, 3, Some(Ending::aborted(at(300)))).await;
    let mut others = game(channel(7));
    others.player2 = seat(9);
    tx.insert_game(&others).await.unwrap();
    tx.commit().await.unwrap();

    let mut tx = db.read().await.unwrap();
    let ids = |(rows, total): (Vec<crate::storage::GameRow>, i64)| {
        (rows.iter().map(|r| r.id).collect::<Vec<_>>(), total)
    };
    assert_eq!(
        ids(tx
            .member_games(user(2), GamesOf::Everywhere, 10, 0)
            .await
            .unwrap()),
        (
            vec![outside, here, there, finished_outside, finished_here],
            5
        ),
        "{b:?}: the longest waiting turn first, then the latest finished"
    );
    let server_one = GamesOf::ServerAndOutside(GuildId::new(1));
    assert_eq!(
        ids(tx.member_games(user(2), server_one, 10, 0).await.unwrap()),
        (vec![outside, here, finished_outside, finished_here], 4),
        "{b:?}: another server's game is not listed in a server"
    );
    assert_eq!(
        ids(tx
            .member_games(user(2), GamesOf::Everywhere, 2, 1)
            .await
            .unwrap()),
        (vec![here, there], 5),
        "{b:?}: a page"
    );
    assert_eq!(
        ids(tx
            .member_games(user(2), GamesOf::ServerAndOutside(GuildId::new(3)), 10, 2)
            .await
            .unwrap()),
        (vec![finished_outside], 3)
    );
    assert_eq!(
        ids(tx
            .member_games(user(8), GamesOf::Everywhere, 10, 0)
            .await
            .unwrap()),
        (vec![], 0)
    );
    tx.commit().await.unwrap();
    db.close().await;
}
