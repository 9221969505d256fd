use std::time::Duration;

use super::{at, challenge, channel, game, guild, raw, seat, user};
use crate::ai::Level;
use crate::engine::Outcome;
use crate::engine::Player;
use crate::engine::Variant;
use crate::ids::{GameId, Seat, UserId};
use crate::record::ChallengeStatus;
use crate::record::{EndReason, Ending, GameResult, GameStatus};
use crate::storage::testing::TestDb;
use crate::storage::{ActionRow, Db, NewGame, Plies, RatingRow, TurnClock, to_db};
use crate::tournament::PairingResult;

const MINUTE: Duration = Duration::from_secs(60);

backends!(values_round_trip_the_same_on_every_backend);
async fn values_round_trip_the_same_on_every_backend(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    // RETURNING id: fresh ids, in order.
    let first = tx.insert_game(&game(channel(1))).await.unwrap();
    let second = tx
        .insert_game(&NewGame {
            guild: guild(u64::MAX),
            channel: channel(u64::MAX),
            seed: i64::MIN,
            player1: seat(1 << 63),
            player2: seat(u64::MAX),
            ai_level: Some(Level::Hard),
            ..game(channel(2))
        })
        .await
        .unwrap();
    assert!(second > first, "{b:?}");
    let g = tx.game(second).await.unwrap().unwrap();
    assert_eq!(
        (g.guild(), g.channel(), g.player1(), g.player2(), g.seed),
        (
            guild(u64::MAX),
            channel(u64::MAX),
            seat(1 << 63),
            seat(u64::MAX),
            i64::MIN
        ),
        "{b:?}"
    );
    assert_eq!(g.ai_level, Some(Level::Hard));
    assert_eq!(
        (g.status, g.ply, g.result, g.warned),
        (GameStatus::Active, 0, None, false)
    );
    assert_eq!((g.turn_started_at, g.warn_at), (Some(at(10)), Some(at(20))));

    // Booleans: the warning is sent once per turn, a new turn resets it.
    assert!(tx.mark_warned(second, 0).await.unwrap());
    assert!(!tx.mark_warned(second, 0).await.unwrap());
    assert!(tx.game(second).await.unwrap().unwrap().warned);
    assert!(
        tx.due_warnings(at(1_000))
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
                started_at: at(50),
                warn_at: at(60),
                deadline_at: at(70)
            }
        )
        .await
        .unwrap()
    );
    let g = tx.game(second).await.unwrap().unwrap();
    assert_eq!((g.ply, g.warned, g.deadline_at), (1, false, Some(at(70))));
    let due: Vec<GameId> = tx
        .due_warnings(at(60))
        .await
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(due, [first, second], "{b:?}");
    let due: Vec<GameId> = tx
        .due_forfeits(at(30))
        .await
        .unwrap()
        .iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(due, [first]);

    // REAL columns keep every bit of an f64.
    let rating = 1_500.123_456_789_012_3_f64;
    let mut row = RatingRow::new(user(u64::MAX), rating, 350.0 / 3.0, 0.06);
    row.wins = 3;
    tx.put_rating(guild(u64::MAX), Variant::Standard, &row)
        .await
        .unwrap();
    tx.put_rating(
        guild(u64::MAX),
        Variant::Standard,
        &RatingRow::new(user(5), 1_600.0, 50.0, 0.06),
    )
    .await
    .unwrap();
    let back = tx
        .rating(guild(u64::MAX), Variant::Standard, user(u64::MAX))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(back, row, "{b:?}");
    assert_eq!(back.rating.to_bits(), rating.to_bits());
    let board = tx
        .leaderboard(guild(u64::MAX), Variant::Standard, 0, 10)
        .await
        .unwrap();
    let users: Vec<UserId> = board.iter().map(RatingRow::user).collect();
    assert_eq!(users, [user(5), user(u64::MAX)]);
    assert_eq!(
        tx.leaderboard(guild(u64::MAX), Variant::Standard, 0, 1)
            .await
            .unwrap()
            .len(),
        1
    );
    assert!(
        tx.rating(guild(u64::MAX), Variant::SixStack, user(u64::MAX))
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
            &Ending::finished(Outcome::Draw, EndReason::End, at(99))
        )
        .await
        .unwrap()
    );
    for player in [user(u64::MAX), user(2)] {
        let done = tx.finished_games(guild(1), player).await.unwrap();
        assert_eq!(done.len(), 1, "{b:?}");
        assert_eq!(
            (
                done[0].result,
                done[0].reason,
                done[0].player1(),
                done[0].finished_at
            ),
            (GameResult::Draw, EndReason::End, seat(u64::MAX), at(99))
        );
    }
    assert!(
        tx.finished_games(guild(1), user(3))
            .await
            .unwrap()
            .is_empty()
    );

    assert_eq!(tx.turn_limit(guild(u64::MAX)).await.unwrap(), None);
    tx.set_turn_limit(guild(u64::MAX), MINUTE).await.unwrap();
    tx.set_turn_limit(guild(u64::MAX), 2 * MINUTE)
        .await
        .unwrap();
    assert_eq!(
        tx.turn_limit(guild(u64::MAX)).await.unwrap(),
        Some(2 * MINUTE)
    );

    // Games in threads: on by default; a guild's own choice keeps its
    // turn limit, and a guild without one keeps the default limit.
    assert!(tx.threads(guild(u64::MAX)).await.unwrap());
    tx.set_threads(guild(u64::MAX), false).await.unwrap();
    assert!(!tx.threads(guild(u64::MAX)).await.unwrap());
    assert_eq!(
        tx.turn_limit(guild(u64::MAX)).await.unwrap(),
        Some(2 * MINUTE)
    );
    assert!(tx.threads(guild(u64::MAX - 1)).await.unwrap());
    tx.set_threads(guild(u64::MAX - 1), false).await.unwrap();
    assert_eq!(tx.turn_limit(guild(u64::MAX - 1)).await.unwrap(), None);
    tx.set_turn_limit(guild(u64::MAX - 1), MINUTE)
        .await
        .unwrap();
    assert!(!tx.threads(guild(u64::MAX - 1)).await.unwrap());
    tx.commit().await.unwrap();
    db.close().await;
}

backends!(every_typed_value_round_trips_and_an_unknown_name_is_refused);
async fn every_typed_value_round_trips_and_an_unknown_name_is_refused(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let endings = [
        Ending::win(Player::One, EndReason::End, at(1)),
        Ending::win(Player::Two, EndReason::SuddenDeath, at(2)),
        Ending::finished(Outcome::Draw, EndReason::End, at(3)),
        Ending::win(Player::One, EndReason::Resign, at(4)),
        Ending::win(Player::Two, EndReason::Timeout, at(5)),
        Ending::aborted(at(6)),
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
                ..game(channel(100 + i as u64))
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
            .insert_challenge(&challenge(channel(200 + i as u64)))
            .await
            .unwrap();
        assert!(tx.close_challenge(id, status).await.unwrap().is_some());
        assert_eq!(tx.challenge(id).await.unwrap().unwrap().status, status);
        tx.commit().await.unwrap();
    }
    // A tournament game's result is stored by the names the schema's CHECK
    // lists, and read back.
    let mut tx = db.read().await.unwrap();
    let names = [
        "first",
        "second",
        "draw",
        "first_forfeit",
        "second_forfeit",
        "both_forfeit",
    ];
    for (r, name) in PairingResult::ALL.into_iter().zip(names) {
        let (stored, back): (String, PairingResult) = on_conn!(tx, |c| {
            sqlx::query_as("SELECT CAST($1 AS TEXT), CAST($1 AS TEXT)")
                .bind(r)
                .fetch_one(c)
                .await
                .unwrap()
        });
        assert_eq!((stored.as_str(), back), (name, r), "{b:?}");
    }
    tx.commit().await.unwrap();
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

backends!(the_computer_and_no_guild_are_stored_as_0_and_read_back);
/// Neither the computer's seat nor "no server" is a snowflake: both are
/// stored as 0, as they always were, and a stored 0 reads back as
/// `Seat::Computer` or `None`, a member's number as `Seat::Human`. A
/// member's own column never holds 0: one is refused, not read as someone.
async fn the_computer_and_no_guild_are_stored_as_0_and_read_back(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    let id = tx
        .insert_game(&NewGame {
            guild: None,
            player2: Seat::Computer,
            ai_level: Some(Level::Normal),
            ..game(channel(3))
        })
        .await
        .unwrap();
    tx.insert_action(id, 0, "+R", Some(seat(u64::MAX)), at(11))
        .await
        .unwrap();
    tx.insert_action(id, 1, "+G", Some(Seat::Computer), at(12))
        .await
        .unwrap();
    tx.insert_action(id, 2, "pass", None, at(13)).await.unwrap();
    // The columns hold the numbers they always did.
    let columns: (i64, i64, i64) = on_conn!(tx, |c| sqlx::query_as(
        "SELECT guild_id, player1, player2 FROM games WHERE id = $1"
    )
    .bind(id.get())
    .fetch_one(c)
    .await
    .unwrap());
    assert_eq!(columns, (0, to_db(u64::MAX), 0), "{b:?}");
    let users: Vec<(Option<i64>,)> = on_conn!(tx, |c| sqlx::query_as(
        "SELECT user_id FROM actions WHERE game_id = $1 ORDER BY seq"
    )
    .bind(id.get())
    .fetch_all(c)
    .await
    .unwrap());
    assert_eq!(
        users,
        [(Some(to_db(u64::MAX)),), (Some(0),), (None,)],
        "{b:?}"
    );
    // And they read back as they went in.
    let g = tx.game(id).await.unwrap().unwrap();
    assert_eq!(
        (g.guild(), g.player1(), g.player2()),
        (None, Seat::Human(user(u64::MAX)), Seat::Computer),
        "{b:?}"
    );
    let users: Vec<Option<Seat>> = tx
        .actions(id)
        .await
        .unwrap()
        .iter()
        .map(ActionRow::user)
        .collect();
    assert_eq!(
        users,
        [
            Some(Seat::Human(user(u64::MAX))),
            Some(Seat::Computer),
            None
        ],
        "{b:?}"
    );

    // Numbers written past the typed API: the computer in the first seat,
    // member 5 in the second, no server.
    let other = tx.insert_game(&game(channel(4))).await.unwrap();
    raw(
        &mut tx,
        "UPDATE games SET guild_id = 0, player1 = 0, player2 = 5 WHERE id = $1",
        other.get(),
    )
    .await
    .unwrap();
    let g = tx.game(other).await.unwrap().unwrap();
    assert_eq!(
        (g.guild(), g.player1(), g.player2()),
        (None, Seat::Computer, Seat::Human(user(5))),
        "{b:?}"
    );
    let id = tx.insert_challenge(&challenge(channel(5))).await.unwrap();
    raw(
        &mut tx,
        "UPDATE challenges SET guild_id = 0 WHERE id = $1",
        id.get(),
    )
    .await
    .unwrap();
    assert_eq!(tx.challenge(id).await.unwrap().unwrap().guild(), None);
    raw(
        &mut tx,
        "UPDATE challenges SET challenger = 0 WHERE id = $1",
        id.get(),
    )
    .await
    .unwrap();
    assert!(tx.challenge(id).await.is_err(), "{b:?}: a challenger of 0");
    drop(tx);
    db.close().await;
}
