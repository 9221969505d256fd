use super::{challenge, game};
use crate::ai::Level;
use crate::engine::Outcome;
use crate::engine::Player;
use crate::engine::Variant;
use crate::record::{EndReason, Ending, GameResult, GameStatus};
use crate::storage::testing::TestDb;
use crate::storage::{ChallengeStatus, Db, NewGame, Plies, RatingRow, TurnClock};

backends!(values_round_trip_the_same_on_every_backend);
async fn values_round_trip_the_same_on_every_backend(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    // RETURNING id: fresh ids, in order.
    let first = tx.insert_game(&game(1)).await.unwrap();
    let second = tx
        .insert_game(&NewGame {
            guild: u64::MAX,
            channel: u64::MAX,
            seed: i64::MIN,
            player1: 1 << 63,
            player2: u64::MAX,
            ai_level: Some(Level::Hard),
            ..game(2)
        })
        .await
        .unwrap();
    assert!(second > first, "{b:?}");
    let g = tx.game(second).await.unwrap().unwrap();
    assert_eq!(
        (g.guild(), g.channel(), g.player1(), g.player2(), g.seed),
        (u64::MAX, u64::MAX, 1 << 63, u64::MAX, i64::MIN),
        "{b:?}"
    );
    assert_eq!(g.ai_level, Some(Level::Hard));
    assert_eq!(
        (g.status, g.ply, g.result, g.warned),
        (GameStatus::Active, 0, None, false)
    );
    assert_eq!((g.turn_started_at, g.warn_at), (Some(10), Some(20)));

    // Booleans: the warning is sent once per turn, a new turn resets it.
    assert!(tx.mark_warned(second, 0).await.unwrap());
    assert!(!tx.mark_warned(second, 0).await.unwrap());
    assert!(tx.game(second).await.unwrap().unwrap().warned);
    assert!(
        tx.due_warnings(1_000)
            .await
            .unwrap()
            .iter()
            .all(|g| g.id != second)
    );
    assert!(
        tx.advance_game(
            second,
            Plies {
                revision: 0,
                new: 1
            },
            &TurnClock {
                started_at: 50,
                warn_at: 60,
                deadline_at: 70
            }
        )
        .await
        .unwrap()
    );
    let g = tx.game(second).await.unwrap().unwrap();
    assert_eq!((g.ply, g.warned, g.deadline_at), (1, false, Some(70)));
    let due: Vec<i64> = tx
        .due_warnings(60)
        .await
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(due, [first, second], "{b:?}");
    let due: Vec<i64> = tx
        .due_forfeits(30)
        .await
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(due, [first]);

    // REAL columns keep every bit of an f64.
    let rating = 1_500.123_456_789_012_3_f64;
    let mut row = RatingRow::new(u64::MAX, rating, 350.0 / 3.0, 0.06);
    row.wins = 3;
    tx.put_rating(u64::MAX, Variant::Standard, &row)
        .await
        .unwrap();
    tx.put_rating(
        u64::MAX,
        Variant::Standard,
        &RatingRow::new(5, 1_600.0, 50.0, 0.06),
    )
    .await
    .unwrap();
    let back = tx
        .rating(u64::MAX, Variant::Standard, u64::MAX)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(back, row, "{b:?}");
    assert_eq!(back.rating.to_bits(), rating.to_bits());
    let board = tx
        .leaderboard(u64::MAX, Variant::Standard, 0, 10)
        .await
        .unwrap();
    let users: Vec<u64> = board.iter().map(RatingRow::user).collect();
    assert_eq!(users, [5, u64::MAX]);
    assert_eq!(
        tx.leaderboard(u64::MAX, Variant::Standard, 0, 1)
            .await
            .unwrap()
            .len(),
        1
    );
    assert!(
        tx.rating(u64::MAX, Variant::SixStack, u64::MAX)
            .await
            .unwrap()
            .is_none(),
        "another ladder"
    );

    // A finished game, found by either player (one placeholder used twice).
    assert!(
        tx.end_game(
            first,
            Plies::unchanged(0, 0),
            &Ending::finished(Outcome::Draw, EndReason::End, 99)
        )
        .await
        .unwrap()
    );
    for player in [u64::MAX, 2] {
        let done = tx.finished_games(1, player).await.unwrap();
        assert_eq!(done.len(), 1, "{b:?}");
        assert_eq!(
            (
                done[0].result,
                done[0].reason,
                done[0].player1(),
                done[0].finished_at
            ),
            (GameResult::Draw, EndReason::End, u64::MAX, 99)
        );
    }
    assert!(tx.finished_games(1, 3).await.unwrap().is_empty());

    assert_eq!(tx.turn_limit(u64::MAX).await.unwrap(), None);
    tx.set_turn_limit(u64::MAX, 60_000).await.unwrap();
    tx.set_turn_limit(u64::MAX, 120_000).await.unwrap();
    assert_eq!(tx.turn_limit(u64::MAX).await.unwrap(), Some(120_000));

    // Games in threads: on by default; a guild's own choice keeps its
    // turn limit, and a guild without one keeps the default limit.
    assert!(tx.threads(u64::MAX).await.unwrap());
    tx.set_threads(u64::MAX, false).await.unwrap();
    assert!(!tx.threads(u64::MAX).await.unwrap());
    assert_eq!(tx.turn_limit(u64::MAX).await.unwrap(), Some(120_000));
    assert!(tx.threads(u64::MAX - 1).await.unwrap());
    tx.set_threads(u64::MAX - 1, false).await.unwrap();
    assert_eq!(tx.turn_limit(u64::MAX - 1).await.unwrap(), None);
    tx.set_turn_limit(u64::MAX - 1, 60_000).await.unwrap();
    assert!(!tx.threads(u64::MAX - 1).await.unwrap());
    tx.commit().await.unwrap();
    db.close().await;
}

backends!(every_typed_value_round_trips_and_an_unknown_name_is_refused);
async fn every_typed_value_round_trips_and_an_unknown_name_is_refused(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let endings = [
        Ending::win(Player::One, EndReason::End, 1),
        Ending::win(Player::Two, EndReason::SuddenDeath, 2),
        Ending::finished(Outcome::Draw, EndReason::End, 3),
        Ending::win(Player::One, EndReason::Resign, 4),
        Ending::win(Player::Two, EndReason::Timeout, 5),
        Ending::aborted(6),
    ];
    let kinds = [
        (Variant::Standard, None),
        (Variant::SixStack, Some(Level::Easy)),
        (Variant::Standard, Some(Level::Normal)),
        (Variant::SixStack, Some(Level::Hard)),
        (Variant::Standard, Some(Level::Master)),
    ];
    for (i, ending) in endings.iter().enumerate() {
        let (variant, ai_level) = kinds[i % kinds.len()];
        let mut tx = db.begin().await.unwrap();
        let id = tx
            .insert_game(&NewGame {
                variant,
                ai_level,
                ..game(100 + i as u64)
            })
            .await
            .unwrap();
        assert!(
            tx.end_game(
                id,
                Plies {
                    revision: 0,
                    new: 0
                },
                ending
            )
            .await
            .unwrap()
        );
        let g = tx.game(id).await.unwrap().unwrap();
        assert_eq!(
            (g.variant, g.ai_level, g.status, g.result, g.reason),
            (
                variant,
                ai_level,
                ending.status,
                ending.result,
                Some(ending.reason)
            ),
            "{b:?}"
        );
        assert_eq!(g.finished_at, Some(ending.at));
        tx.commit().await.unwrap();
    }
    let statuses = [
        ChallengeStatus::Accepted,
        ChallengeStatus::Declined,
        ChallengeStatus::Cancelled,
        ChallengeStatus::Expired,
    ];
    for (i, status) in statuses.into_iter().enumerate() {
        let mut tx = db.begin().await.unwrap();
        let id = tx
            .insert_challenge(&challenge(200 + i as u64))
            .await
            .unwrap();
        assert!(tx.close_challenge(id, status).await.unwrap().is_some());
        assert_eq!(tx.challenge(id).await.unwrap().unwrap().status, status);
        tx.commit().await.unwrap();
    }
    // A name the enum doesn't know never passes as a value.
    let mut tx = db.read().await.unwrap();
    let unknown = on_conn!(tx, |c| sqlx::query_scalar::<_, Variant>("SELECT 'chess'")
        .fetch_one(c)
        .await
        .map(|_| ()));
    let why = unknown.expect_err("chess is no variant").to_string();
    assert!(why.contains("unknown Variant \"chess\""), "{b:?}: {why}");
    tx.commit().await.unwrap();
    db.close().await;
}
