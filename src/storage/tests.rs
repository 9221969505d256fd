//! The storage contract, checked on SQLite and (when a server is configured,
//! see [`super::testing`]) on PostgreSQL: every test body runs on each.

use std::time::Duration;

use super::testing::{TestDb, databases};
use super::*;
use crate::ai::Level;
use crate::engine::{Outcome, Player, Variant};

fn game<'a>(channel: u64) -> NewGame<'a> {
    NewGame {
        guild: 1,
        channel,
        challenge: None,
        variant: Variant::Standard,
        seed: -5,
        start_lpn: "x",
        player1: u64::MAX,
        player2: 2,
        now: 10,
        warn_at: 20,
        deadline_at: 30,
        ai_level: None,
    }
}

fn challenge(channel: u64) -> NewChallenge {
    NewChallenge {
        guild: u64::MAX,
        channel,
        challenger: 3,
        opponent: Some(u64::MAX - 1),
        variant: Variant::SixStack,
        created_at: 100,
        expires_at: 200,
        rematch_of: None,
    }
}

/// Whether the schema refuses `$write` (an expression using the write
/// transaction `$tx`), tried in a transaction of its own, which is then rolled
/// back: on PostgreSQL a failed statement ends its transaction, and on SQLite
/// an open write transaction keeps the write lock.
macro_rules! refused {
    ($db:expr, |$tx:ident| $write:expr) => {{
        let mut $tx = $db.begin().await.unwrap();
        let result = $write.await;
        drop($tx);
        result.is_err()
    }};
}

/// Runs `sql` with `id` bound to `$1` in `tx`, past the typed API.
async fn raw(tx: &mut Tx, sql: &'static str, id: i64) -> Result<u64> {
    Ok(on_conn!(tx, |c| sqlx::query(sql)
        .bind(id)
        .execute(c)
        .await?
        .rows_affected()))
}

/// Stores one game in its own transaction and returns its id.
async fn stored_game(db: &Db, channel: u64) -> i64 {
    let mut tx = db.begin().await.unwrap();
    let id = tx.insert_game(&game(channel)).await.unwrap();
    tx.commit().await.unwrap();
    id
}

#[tokio::test]
async fn the_sqlite_file_is_created_in_wal_mode_with_foreign_keys() {
    let t = TestDb::sqlite();
    let db = Db::open(t.url()).await.unwrap();
    assert_eq!(db.backend(), Backend::Sqlite);
    assert!(t.url().ends_with("lyngk.db"));
    let path = t.url().trim_start_matches("sqlite://");
    assert!(std::path::Path::new(path).exists());
    let mut tx = db.read().await.unwrap();
    let Conn::Sqlite(conn) = tx.conn() else {
        unreachable!("a SQLite URL opens SQLite")
    };
    let (mode,): (String,) = sqlx::query_as("PRAGMA journal_mode")
        .fetch_one(&mut **conn)
        .await
        .unwrap();
    let (fk,): (i64,) = sqlx::query_as("PRAGMA foreign_keys")
        .fetch_one(&mut **conn)
        .await
        .unwrap();
    assert_eq!((mode.as_str(), fk), ("wal", 1));
}

#[tokio::test]
async fn one_active_game_per_channel_and_one_action_per_ply() {
    for t in databases("storage::tests::one_active_game_per_channel_and_one_action_per_ply").await {
        let b = t.backend();
        let db = Db::open(t.url()).await.unwrap();
        let id = stored_game(&db, 7).await;
        let mut tx = db.begin().await.unwrap();
        tx.insert_action(id, 0, "C3-E5", Some(u64::MAX), 11)
            .await
            .unwrap();
        tx.commit().await.unwrap();
        assert!(refused!(db, |tx| tx.insert_game(&game(7))), "{b:?}");
        assert!(refused!(db, |tx| tx.insert_action(
            id,
            0,
            "D4-E5",
            Some(2),
            12
        )));
        // An action of a game that doesn't exist breaks the foreign key.
        assert!(refused!(db, |tx| tx.insert_action(999, 0, "C3-E5", None, 12)));

        let mut tx = db.begin().await.unwrap();
        tx.insert_game(&game(8)).await.unwrap();
        // Ids round-trip bit for bit, u64::MAX included.
        let g = tx.active_game(7).await.unwrap().unwrap();
        assert_eq!((g.player1(), g.player2(), g.seed), (u64::MAX, 2, -5));
        let log = tx.actions(id).await.unwrap();
        assert_eq!(log.len(), 1);
        assert_eq!(log[0].user(), Some(u64::MAX));
        // A stale ply changes nothing; ending frees the channel.
        assert!(
            !tx.advance_game(
                id,
                Plies {
                    expected: 5,
                    new: 6
                },
                &TurnClock {
                    started_at: 1,
                    warn_at: 2,
                    deadline_at: 3
                }
            )
            .await
            .unwrap()
        );
        assert!(
            tx.end_game(
                id,
                Plies {
                    expected: 0,
                    new: 1
                },
                &Ending::win(Player::One, EndReason::Resign, 40)
            )
            .await
            .unwrap()
        );
        assert!(
            !tx.end_game(
                id,
                Plies {
                    expected: 1,
                    new: 1
                },
                &Ending::win(Player::Two, EndReason::Resign, 41)
            )
            .await
            .unwrap()
        );
        let moved = tx.insert_game(&game(7)).await.unwrap();
        // Moving a game to its thread frees its channel; an ended game
        // stays where it was.
        assert!(tx.move_game(moved, 9).await.unwrap());
        assert_eq!(tx.active_game(9).await.unwrap().unwrap().id, moved);
        assert!(tx.active_game(7).await.unwrap().is_none());
        assert!(!tx.move_game(id, 10).await.unwrap());
        tx.insert_game(&game(7)).await.unwrap();
        tx.commit().await.unwrap();
        db.close().await;
    }
}

#[tokio::test]
async fn values_round_trip_the_same_on_every_backend() {
    for t in databases("storage::tests::values_round_trip_the_same_on_every_backend").await {
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
                    expected: 0,
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
}

#[tokio::test]
async fn one_open_challenge_per_channel() {
    for t in databases("storage::tests::one_open_challenge_per_channel").await {
        let b = t.backend();
        let db = Db::open(t.url()).await.unwrap();
        let mut tx = db.begin().await.unwrap();
        let id = tx.insert_challenge(&challenge(4)).await.unwrap();
        let other = tx.insert_challenge(&challenge(5)).await.unwrap();
        tx.commit().await.unwrap();
        assert!(
            refused!(db, |tx| tx.insert_challenge(&challenge(4))),
            "{b:?}"
        );

        let mut tx = db.begin().await.unwrap();
        let open = tx.open_challenge(4).await.unwrap().unwrap();
        assert_eq!(open.id, id);
        assert_eq!(
            (open.guild(), open.challenger(), open.opponent()),
            (u64::MAX, 3, Some(u64::MAX - 1))
        );
        assert_eq!(
            (open.variant, open.status),
            (Variant::SixStack, ChallengeStatus::Open)
        );
        let expired: Vec<i64> = tx
            .expired_challenges(200)
            .await
            .unwrap()
            .iter()
            .map(|c| c.id)
            .collect();
        assert_eq!(expired, [id, other]);
        assert!(tx.expired_challenges(199).await.unwrap().is_empty());
        // Closed once; a closed challenge no longer blocks the channel.
        let closed = tx
            .close_challenge(id, ChallengeStatus::Declined)
            .await
            .unwrap()
            .unwrap();
        assert_eq!((closed.id, closed.status), (id, ChallengeStatus::Declined));
        assert!(
            tx.close_challenge(id, ChallengeStatus::Accepted)
                .await
                .unwrap()
                .is_none()
        );
        assert_eq!(
            tx.challenge(id).await.unwrap().unwrap().status,
            ChallengeStatus::Declined
        );
        assert!(tx.open_challenge(4).await.unwrap().is_none());
        let again = tx.insert_challenge(&challenge(4)).await.unwrap();
        assert!(again > other, "{b:?}");
        // The message that shows it, recorded once posted.
        assert_eq!(tx.challenge(again).await.unwrap().unwrap().message(), None);
        assert_eq!(
            tx.set_challenge_message(again, u64::MAX - 7).await.unwrap(),
            Some(ChallengeStatus::Open)
        );
        assert_eq!(
            tx.open_challenge(4).await.unwrap().unwrap().message(),
            Some(u64::MAX - 7)
        );
        assert_eq!(
            tx.set_challenge_message(id, 8).await.unwrap(),
            Some(ChallengeStatus::Declined),
            "{b:?}"
        );
        assert_eq!(tx.set_challenge_message(999_999, 8).await.unwrap(), None);
        tx.commit().await.unwrap();

        // The schema's checks hold on both: no challenging oneself, no
        // unknown variant or status (the types rule those out above this
        // layer; the checks guard the rows against anything else).
        let selfish = NewChallenge {
            opponent: Some(3),
            ..challenge(9)
        };
        assert!(refused!(db, |tx| tx.insert_challenge(&selfish)), "{b:?}");
        assert!(
            refused!(db, |tx| raw(
                &mut tx,
                "UPDATE challenges SET variant = 'chess' WHERE id = $1",
                again
            )),
            "{b:?}"
        );
        assert!(
            refused!(db, |tx| raw(
                &mut tx,
                "UPDATE challenges SET status = 'eaten' WHERE id = $1",
                again
            )),
            "{b:?}"
        );
        db.close().await;
    }
}

#[tokio::test]
async fn an_open_challenge_is_taken_by_its_first_accepter() {
    for t in databases("storage::tests::an_open_challenge_is_taken_by_its_first_accepter").await {
        let b = t.backend();
        let db = Db::open(t.url()).await.unwrap();
        let mut tx = db.begin().await.unwrap();
        let open = NewChallenge {
            opponent: None,
            ..challenge(4)
        };
        let id = tx.insert_challenge(&open).await.unwrap();
        assert_eq!(tx.challenge(id).await.unwrap().unwrap().opponent(), None);
        // Not by the challenger, not once expired.
        assert!(tx.accept_challenge(id, 150, 3).await.unwrap().is_none());
        assert!(tx.accept_challenge(id, 200, 7).await.unwrap().is_none());
        let taken = tx.accept_challenge(id, 150, 7).await.unwrap().unwrap();
        assert_eq!(
            (taken.opponent(), taken.status),
            (Some(7), ChallengeStatus::Accepted),
            "{b:?}"
        );
        assert!(tx.accept_challenge(id, 150, 8).await.unwrap().is_none());
        assert_eq!(tx.challenge(id).await.unwrap().unwrap().opponent(), Some(7));
        // A challenge addressed to someone is accepted by them only.
        let aimed = tx.insert_challenge(&challenge(4)).await.unwrap();
        assert!(tx.accept_challenge(aimed, 150, 7).await.unwrap().is_none());
        let accepted = tx
            .accept_challenge(aimed, 150, u64::MAX - 1)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(accepted.opponent(), Some(u64::MAX - 1));
        tx.commit().await.unwrap();
        db.close().await;
    }
}

/// Migration 3 rebuilds `challenges` on SQLite (to drop a NOT NULL): the
/// rows keep their ids and the games their references, the indexes are back.
#[tokio::test]
async fn the_sqlite_challenges_rebuild_keeps_rows_ids_and_indexes() {
    let t = TestDb::sqlite();
    let pool = SqlitePool::connect_with(sqlite_options(t.url()).unwrap().create_if_missing(true))
        .await
        .unwrap();
    SQLITE_MIGRATIONS.run_to(2, &pool).await.unwrap();
    for sql in [
        "INSERT INTO challenges (id, guild_id, channel_id, challenger, opponent, variant,
                                 created_at, expires_at, status)
         VALUES (41, 1, 4, 3, 5, 'standard', 100, 200, 'accepted'),
                (42, 1, 4, 3, 5, 'sixstack', 300, 400, 'open')",
        "INSERT INTO games (id, guild_id, channel_id, challenge_id, variant, seed, start_lpn,
                            player1, player2, created_at)
         VALUES (7, 1, 4, 41, 'standard', 9, 'x', 3, 5, 150)",
    ] {
        sqlx::query(sql).execute(&pool).await.unwrap();
    }
    pool.close().await;

    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    let kept = tx.challenge(41).await.unwrap().unwrap();
    assert_eq!(
        (
            kept.challenger(),
            kept.opponent(),
            kept.status,
            kept.message()
        ),
        (3, Some(5), ChallengeStatus::Accepted, None)
    );
    assert_eq!(tx.open_challenge(4).await.unwrap().unwrap().id, 42);
    assert_eq!(tx.game(7).await.unwrap().unwrap().challenge_id, Some(41));
    let broken: Vec<(String,)> = on_conn!(tx, |c| {
        sqlx::query_as("SELECT \"table\" FROM pragma_foreign_key_check")
            .fetch_all(c)
            .await
            .unwrap()
    });
    assert!(broken.is_empty(), "{broken:?}");
    let fresh = tx
        .insert_challenge(&NewChallenge {
            opponent: None,
            ..challenge(5)
        })
        .await
        .unwrap();
    assert!(fresh > 42);
    tx.commit().await.unwrap();
    // One open challenge per channel still.
    assert!(refused!(db, |tx| tx.insert_challenge(&challenge(4))));
    db.close().await;
}

#[tokio::test]
async fn a_writer_waits_for_the_writer_of_the_same_game_and_sees_its_change() {
    for t in databases(
        "storage::tests::a_writer_waits_for_the_writer_of_the_same_game_and_sees_its_change",
    )
    .await
    {
        let b = t.backend();
        let db = Db::open(t.url()).await.unwrap();
        let id = stored_game(&db, 7).await;

        let mut first = db.begin().await.unwrap();
        assert_eq!(first.game(id).await.unwrap().unwrap().ply, 0);
        let mut second = tokio::spawn({
            let db = db.clone();
            async move {
                let mut tx = db.begin().await.unwrap();
                let seen = tx.game(id).await.unwrap().unwrap().ply;
                let applied = tx
                    .advance_game(
                        id,
                        Plies {
                            expected: 0,
                            new: 1,
                        },
                        &TurnClock {
                            started_at: 2,
                            warn_at: 3,
                            deadline_at: 4,
                        },
                    )
                    .await
                    .unwrap();
                tx.commit().await.unwrap();
                (seen, applied)
            }
        });
        // Readers are never held up by a writer.
        let reader = tokio::time::timeout(Duration::from_secs(5), async {
            let mut tx = db.read().await.unwrap();
            assert_eq!(tx.game(id).await.unwrap().unwrap().ply, 0);
            tx
        })
        .await
        .expect("a read while a writer holds the game");
        reader.commit().await.unwrap();
        // The second writer is still waiting for the first one: SQLite's
        // write lock, PostgreSQL's row lock.
        let waited = tokio::time::timeout(Duration::from_millis(300), &mut second).await;
        assert!(waited.is_err(), "{b:?}: the second writer did not wait");
        assert!(
            first
                .advance_game(
                    id,
                    Plies {
                        expected: 0,
                        new: 1
                    },
                    &TurnClock {
                        started_at: 2,
                        warn_at: 3,
                        deadline_at: 4
                    }
                )
                .await
                .unwrap()
        );
        first.commit().await.unwrap();
        let (seen, applied) = tokio::time::timeout(Duration::from_secs(10), second)
            .await
            .expect("the second writer goes on after the commit")
            .unwrap();
        assert_eq!((seen, applied), (1, false), "{b:?}");
        db.close().await;
    }
}

#[tokio::test]
async fn a_read_transaction_sees_one_snapshot() {
    for t in databases("storage::tests::a_read_transaction_sees_one_snapshot").await {
        let b = t.backend();
        let db = Db::open(t.url()).await.unwrap();
        let id = stored_game(&db, 7).await;
        let mut reader = db.read().await.unwrap();
        assert_eq!(reader.game(id).await.unwrap().unwrap().ply, 0);
        let mut tx = db.begin().await.unwrap();
        assert!(
            tx.advance_game(
                id,
                Plies {
                    expected: 0,
                    new: 1
                },
                &TurnClock {
                    started_at: 2,
                    warn_at: 3,
                    deadline_at: 4
                }
            )
            .await
            .unwrap()
        );
        tx.insert_action(id, 0, "+R", Some(1), 2).await.unwrap();
        tx.commit().await.unwrap();
        assert_eq!(reader.game(id).await.unwrap().unwrap().ply, 0, "{b:?}");
        assert!(reader.actions(id).await.unwrap().is_empty(), "{b:?}");
        reader.commit().await.unwrap();
        let mut reader = db.read().await.unwrap();
        assert_eq!(reader.game(id).await.unwrap().unwrap().ply, 1);
        assert_eq!(reader.actions(id).await.unwrap().len(), 1);
        reader.commit().await.unwrap();
        db.close().await;
    }
}

#[tokio::test]
async fn a_database_migrated_by_a_newer_release_is_refused_with_advice() {
    for t in
        databases("storage::tests::a_database_migrated_by_a_newer_release_is_refused_with_advice")
            .await
    {
        let b = t.backend();
        let db = Db::open(t.url()).await.unwrap();
        let mut tx = db.begin().await.unwrap();
        on_conn!(tx, |c| {
            sqlx::query(
                "INSERT INTO _sqlx_migrations
                   (version, description, success, checksum, execution_time)
                 VALUES (9999, 'from the future', TRUE, $1, 0)",
            )
            .bind(vec![0_u8; 48])
            .execute(c)
            .await
            .unwrap();
        });
        tx.commit().await.unwrap();
        db.close().await;
        let err = Db::open(t.url()).await.unwrap_err();
        assert!(
            matches!(err, StorageError::NewerSchema(9999)),
            "{b:?}: {err:?}"
        );
        let shown = err.to_string();
        assert!(
            shown.contains("newer release") && shown.contains("9999"),
            "{shown}"
        );
        assert!(shown.contains("backup"), "{shown}");
    }
}

/// Bot processes sharing one PostgreSQL database may start together.
#[tokio::test]
async fn processes_starting_together_migrate_postgres_once() {
    if let Some(t) =
        TestDb::postgres("storage::tests::processes_starting_together_migrate_postgres_once").await
    {
        let (a, b) = tokio::join!(Db::open(t.url()), Db::open(t.url()));
        let (a, b) = (a.unwrap(), b.unwrap());
        stored_game(&a, 1).await;
        let mut tx = b.read().await.unwrap();
        assert!(tx.active_game(1).await.unwrap().is_some());
        let versions: Vec<(i64,)> = on_conn!(tx, |c| {
            sqlx::query_as("SELECT version FROM _sqlx_migrations ORDER BY version")
                .fetch_all(c)
                .await
                .unwrap()
        });
        // Every embedded migration, each applied once.
        let embedded: Vec<(i64,)> = super::POSTGRES_MIGRATIONS
            .iter()
            .map(|m| (m.version,))
            .collect();
        let numbered: Vec<(i64,)> = (1..).zip(&embedded).map(|(v, _)| (v,)).collect();
        assert_eq!(
            embedded, numbered,
            "migrations numbered from 1 without a gap"
        );
        assert_eq!(versions, embedded);
        tx.commit().await.unwrap();
        a.close().await;
        b.close().await;
    }
}

/// Every existing SQLite database recorded these checksums (SHA-384 of each
/// file) when it was migrated; sqlx refuses to open a database whose applied
/// migration has changed. A released migration is never edited: add one.
#[test]
fn released_sqlite_migrations_are_unchanged() {
    let released = [
        (
            1,
            "f1a59bfdfb9bbf52a776a199c85ed07d676eadfbd9460507b2d2c412cf2c57706c66e168decd5f823987f30115c7fc26",
        ),
        (
            2,
            "99603feb72141236a9fecc24cd4fefe82093dbcb4776552a6c72d77a7258f9132af1f47a04bb2aa1f284c95b2f011a7b",
        ),
    ];
    for (version, sum) in released {
        let m = SQLITE_MIGRATIONS
            .iter()
            .find(|m| m.version == version)
            .expect("a released migration is still there");
        let hex: String = m.checksum.iter().map(|b| format!("{b:02x}")).collect();
        assert_eq!(hex, sum, "migration {version} was edited");
    }
}

#[tokio::test]
async fn the_embedded_migrations_are_those_sqlx_reads_from_the_folders() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let key = |m: &Migrator| {
        m.iter()
            .map(|m| {
                (
                    m.version,
                    m.description.to_string(),
                    m.checksum.to_vec(),
                    m.no_tx,
                    m.sql.as_str().to_owned(),
                )
            })
            .collect::<Vec<_>>()
    };
    for (embedded, folder) in [
        (&*SQLITE_MIGRATIONS, "sqlite"),
        (&*POSTGRES_MIGRATIONS, "postgres"),
    ] {
        let read = Migrator::new(root.join(folder)).await.unwrap();
        assert!(read.iter().next().is_some(), "{folder}: no migrations read");
        assert_eq!(key(embedded), key(&read), "{folder}");
    }
}

#[test]
fn both_backends_have_the_same_migration_versions() {
    let versions = |m: &Migrator| {
        m.iter()
            .map(|m| (m.version, m.description.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(versions(&SQLITE_MIGRATIONS), versions(&POSTGRES_MIGRATIONS));
}

#[test]
fn the_backend_comes_from_the_url_scheme() {
    assert_eq!(
        Backend::of_url("sqlite://lyngk.db").unwrap(),
        Backend::Sqlite
    );
    assert_eq!(Backend::of_url("sqlite::memory:").unwrap(), Backend::Sqlite);
    assert_eq!(
        Backend::of_url("postgres://u:p@h/db").unwrap(),
        Backend::Postgres
    );
    assert_eq!(
        Backend::of_url("postgresql://h/db").unwrap(),
        Backend::Postgres
    );
    let err = Backend::of_url("mysql://root:secret@h/db").unwrap_err();
    let shown = err.to_string();
    assert!(shown.contains("\"mysql:\""), "{shown}");
    assert!(!shown.contains("secret"), "{shown}");
}

#[tokio::test]
async fn a_sqlite_backup_is_a_consistent_copy_taken_beside_a_writer() {
    let t = TestDb::sqlite();
    let db = Db::open(t.url()).await.unwrap();
    let id = stored_game(&db, 7).await;
    let dir = TestDb::sqlite();
    let copy = std::path::PathBuf::from(dir.url().trim_start_matches("sqlite://"));
    // A writer in the middle of a transaction, as a running bot may be.
    let mut writer = db.begin().await.unwrap();
    writer.insert_game(&game(8)).await.unwrap();
    tokio::time::timeout(Duration::from_secs(10), backup(t.url(), &copy))
        .await
        .expect("the backup does not wait for the writer")
        .unwrap();
    writer.commit().await.unwrap();

    let restored = Db::open(&format!("sqlite://{}", copy.display()))
        .await
        .unwrap();
    let mut tx = restored.read().await.unwrap();
    assert_eq!(tx.active_game(7).await.unwrap().unwrap().id, id);
    assert!(
        tx.active_game(8).await.unwrap().is_none(),
        "only committed data"
    );
    tx.commit().await.unwrap();
    restored.close().await;

    let before = std::fs::read(&copy).unwrap();
    let err = backup(t.url(), &copy).await.unwrap_err();
    assert!(matches!(err, StorageError::BackupExists(_)), "{err:?}");
    assert_eq!(std::fs::read(&copy).unwrap(), before, "never overwritten");
    db.close().await;
}

#[tokio::test]
async fn a_backup_of_a_missing_sqlite_file_fails_and_creates_nothing() {
    let t = TestDb::sqlite();
    let out = TestDb::sqlite();
    let copy = std::path::PathBuf::from(out.url().trim_start_matches("sqlite://"));
    assert!(backup(t.url(), &copy).await.is_err());
    let original = t.url().trim_start_matches("sqlite://");
    assert!(!std::path::Path::new(original).exists());
    assert!(!copy.exists());
}

#[tokio::test]
async fn postgres_is_backed_up_with_pg_dump() {
    // No server needed: the answer comes before any connection.
    let err = backup(
        "postgres://lyngk:secret@db.invalid/lyngk",
        std::path::Path::new("x.dump"),
    )
    .await
    .unwrap_err();
    let shown = err.to_string();
    assert!(shown.contains("pg_dump --format=custom"), "{shown}");
    assert!(!shown.contains("secret"), "{shown}");
}

#[tokio::test]
async fn each_variant_has_its_ladder_with_pages_and_ranks() {
    for t in databases("storage::tests::each_variant_has_its_ladder_with_pages_and_ranks").await {
        let b = t.backend();
        let db = Db::open(t.url()).await.unwrap();
        let mut tx = db.begin().await.unwrap();
        // Standard: users 1..=12 rated 1000 + 10 * id, and 13 tied with 12.
        for user in 1..=12_u64 {
            let r = RatingRow::new(user, 1_000.0 + 10.0 * user as f64, 80.0, 0.06);
            tx.put_rating(7, Variant::Standard, &r).await.unwrap();
        }
        tx.put_rating(
            7,
            Variant::Standard,
            &RatingRow::new(13, 1_120.0, 80.0, 0.06),
        )
        .await
        .unwrap();
        // The same user on the other ladder, and another guild.
        tx.put_rating(
            7,
            Variant::SixStack,
            &RatingRow::new(1, 2_000.0, 80.0, 0.06),
        )
        .await
        .unwrap();
        tx.put_rating(
            8,
            Variant::Standard,
            &RatingRow::new(1, 3_000.0, 80.0, 0.06),
        )
        .await
        .unwrap();
        tx.commit().await.unwrap();

        let mut tx = db.read().await.unwrap();
        assert_eq!(
            tx.ladder_size(7, Variant::Standard).await.unwrap(),
            13,
            "{b:?}"
        );
        assert_eq!(tx.ladder_size(7, Variant::SixStack).await.unwrap(), 1);
        assert_eq!(tx.ladder_size(9, Variant::Standard).await.unwrap(), 0);
        let page = |rows: Vec<RatingRow>| rows.iter().map(RatingRow::user).collect::<Vec<_>>();
        assert_eq!(
            page(tx.leaderboard(7, Variant::Standard, 0, 5).await.unwrap()),
            [12, 13, 11, 10, 9],
            "ties by user id"
        );
        assert_eq!(
            page(tx.leaderboard(7, Variant::Standard, 10, 5).await.unwrap()),
            [3, 2, 1]
        );
        assert!(
            tx.leaderboard(7, Variant::Standard, 15, 5)
                .await
                .unwrap()
                .is_empty()
        );
        // Ranks count as the pages order.
        for (rank, user) in [(1, 12), (2, 13), (3, 11), (13, 1)] {
            assert_eq!(
                tx.ladder_rank(7, Variant::Standard, user).await.unwrap(),
                Some(rank),
                "{b:?}: user {user}"
            );
        }
        assert_eq!(
            tx.ladder_rank(7, Variant::SixStack, 1).await.unwrap(),
            Some(1)
        );
        assert_eq!(tx.ladder_rank(7, Variant::SixStack, 2).await.unwrap(), None);
        assert_eq!(
            tx.ladder_rank(8, Variant::Standard, 1).await.unwrap(),
            Some(1)
        );
        tx.commit().await.unwrap();

        // Updating one ladder leaves the other alone.
        let mut tx = db.begin().await.unwrap();
        let fresh = RatingRow::new(0, 1_500.0, 350.0, 0.06);
        let [one, two] = tx
            .ratings_for_update(7, Variant::SixStack, [1, 2], &fresh)
            .await
            .unwrap();
        assert_eq!((one.user(), one.rating), (1, 2_000.0));
        assert_eq!((two.user(), two.rating), (2, 1_500.0));
        tx.commit().await.unwrap();
        let mut tx = db.read().await.unwrap();
        assert_eq!(tx.ladder_size(7, Variant::SixStack).await.unwrap(), 2);
        assert_eq!(tx.ladder_size(7, Variant::Standard).await.unwrap(), 13);
        tx.commit().await.unwrap();
        db.close().await;
    }
}

/// A rating stored before the ladders were split by variant lands on the
/// standard ladder, with every field kept.
#[tokio::test]
async fn a_rating_from_before_the_ladders_lands_on_the_standard_ladder() {
    for t in
        databases("storage::tests::a_rating_from_before_the_ladders_lands_on_the_standard_ladder")
            .await
    {
        let b = t.backend();
        // The schema as it was: every migration before 0004.
        let before = |m: &Migrator| Migrator {
            migrations: m
                .iter()
                .filter(|m| m.version < 4)
                .cloned()
                .collect::<Vec<_>>()
                .into(),
            ..Migrator::DEFAULT
        };
        let insert = "INSERT INTO ratings
               (guild_id, user_id, rating, deviation, volatility, wins, losses, draws)
             VALUES ($1, $2, 1612.5, 95.25, 0.061, 4, 2, 1)";
        match b {
            Backend::Sqlite => {
                let pool = SqlitePoolOptions::new()
                    .max_connections(1)
                    .connect_with(sqlite_options(t.url()).unwrap().create_if_missing(true))
                    .await
                    .unwrap();
                before(&SQLITE_MIGRATIONS).run(&pool).await.unwrap();
                sqlx::query(insert)
                    .bind(to_db(u64::MAX))
                    .bind(to_db(42))
                    .execute(&pool)
                    .await
                    .unwrap();
                pool.close().await;
            }
            Backend::Postgres => {
                let pool = PgPoolOptions::new()
                    .max_connections(1)
                    .connect(t.url())
                    .await
                    .unwrap();
                before(&POSTGRES_MIGRATIONS).run(&pool).await.unwrap();
                sqlx::query(insert)
                    .bind(to_db(u64::MAX))
                    .bind(to_db(42))
                    .execute(&pool)
                    .await
                    .unwrap();
                pool.close().await;
            }
        }
        let db = Db::open(t.url()).await.unwrap();
        let mut tx = db.read().await.unwrap();
        let mut expected = RatingRow::new(42, 1612.5, 95.25, 0.061);
        (expected.wins, expected.losses, expected.draws) = (4, 2, 1);
        assert_eq!(
            tx.rating(u64::MAX, Variant::Standard, 42).await.unwrap(),
            Some(expected),
            "{b:?}"
        );
        assert_eq!(
            tx.rating(u64::MAX, Variant::SixStack, 42).await.unwrap(),
            None
        );
        assert_eq!(
            tx.ladder_rank(u64::MAX, Variant::Standard, 42)
                .await
                .unwrap(),
            Some(1)
        );
        tx.commit().await.unwrap();
        // The new key: the same user may now be rated on both ladders.
        let mut tx = db.begin().await.unwrap();
        tx.put_rating(
            u64::MAX,
            Variant::SixStack,
            &RatingRow::new(42, 1_400.0, 200.0, 0.06),
        )
        .await
        .unwrap();
        tx.commit().await.unwrap();
        db.close().await;
    }
}

#[tokio::test]
async fn every_typed_value_round_trips_and_an_unknown_name_is_refused() {
    for t in
        databases("storage::tests::every_typed_value_round_trips_and_an_unknown_name_is_refused")
            .await
    {
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
                        expected: 0,
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
}

/// How many games are stored, read in a transaction of its own.
async fn games_stored(db: &Db) -> i64 {
    let mut tx = db.read().await.unwrap();
    on_conn!(tx, |c| sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM games"
    )
    .fetch_one(c)
    .await
    .unwrap())
}

/// Whether `error` is SQLite's "database or disk is full" (`SQLITE_FULL`).
fn is_full(error: &StorageError) -> bool {
    matches!(error, StorageError::Sqlx(sqlx::Error::Database(e)) if e.code().as_deref() == Some("13"))
}

#[tokio::test]
async fn a_transaction_sqlite_ended_itself_leaves_its_connection_clean() {
    // One connection: every transaction gets the one the last one used.
    let db = Db::open("sqlite::memory:").await.unwrap();
    for channel in 0..3 {
        let mut tx = db.begin().await.unwrap();
        tx.insert_game(&game(channel)).await.unwrap();
        // What SQLite does itself on a full disk or an I/O error: the whole
        // transaction is rolled back under the caller, whose own ROLLBACK
        // (on drop) or COMMIT then fails.
        tx.conn().execute("ROLLBACK").await.unwrap();
        if channel == 1 {
            assert!(tx.commit().await.is_err(), "nothing left to commit");
        } else {
            drop(tx);
        }
    }
    stored_game(&db, 9).await;
    assert_eq!(
        games_stored(&db).await,
        1,
        "only the committed game is kept"
    );
}

#[tokio::test]
async fn a_full_sqlite_file_refuses_a_write_and_takes_the_next_once_there_is_room() {
    let t = TestDb::sqlite();
    let db = Db::open(t.url()).await.unwrap();
    db.limit_pages(Some(0));
    let mut stored = 0;
    let full = loop {
        assert!(stored < 10_000, "the file never filled up");
        let mut tx = db.begin().await.unwrap();
        let written = async {
            let id = tx.insert_game(&game(stored)).await?;
            for ply in 0..20 {
                tx.insert_action(id, ply, "C3-E5", Some(2), 11).await?;
            }
            tx.commit().await
        };
        match written.await {
            Ok(()) => stored += 1,
            Err(e) => break e,
        }
    };
    assert!(is_full(&full), "{full}");
    assert_eq!(games_stored(&db).await, i64::try_from(stored).unwrap());
    // Every pooled connection, one after the other, the failed game's channel first.
    db.limit_pages(None);
    for channel in stored..stored + 10 {
        stored_game(&db, channel).await;
    }
    assert_eq!(
        games_stored(&db).await,
        i64::try_from(stored + 10).unwrap(),
        "the failed write left nothing behind"
    );
}

#[tokio::test]
async fn a_postgres_connection_killed_in_a_transaction_goes_away_and_the_next_write_works() {
    let Some(t) = TestDb::postgres(
        "storage::tests::a_postgres_connection_killed_in_a_transaction_goes_away_and_the_next_write_works",
    )
    .await
    else {
        return;
    };
    let db = Db::open(t.url()).await.unwrap();
    stored_game(&db, 1).await;
    let mut tx = db.begin().await.unwrap();
    tx.insert_game(&game(2)).await.unwrap();
    let pid = on_conn!(tx, |c| sqlx::query_scalar::<_, i32>(
        "SELECT pg_backend_pid()"
    )
    .fetch_one(c)
    .await
    .unwrap());
    let mut admin = <sqlx::PgConnection as sqlx::Connection>::connect(t.url())
        .await
        .unwrap();
    let killed: bool = sqlx::query_scalar("SELECT pg_terminate_backend($1)")
        .bind(pid)
        .fetch_one(&mut admin)
        .await
        .unwrap();
    assert!(killed);
    let written = async {
        tx.insert_action(1, 0, "C3-E5", Some(2), 11).await?;
        tx.commit().await
    };
    assert!(written.await.is_err(), "the connection is gone");
    // More writes than the pool has connections: none gets the dead one.
    for channel in 2..14 {
        stored_game(&db, channel).await;
    }
    assert_eq!(
        games_stored(&db).await,
        13,
        "the killed transaction left nothing"
    );
}

#[tokio::test]
async fn kept_posts_are_taken_once_per_channel_and_out_of_date_ones_are_marked() {
    for t in databases(
        "storage::tests::kept_posts_are_taken_once_per_channel_and_out_of_date_ones_are_marked",
    )
    .await
    {
        let b = t.backend();
        let db = Db::open(t.url()).await.unwrap();
        let game_id = stored_game(&db, 7).await;
        let png = [137_u8, 80, 78, 71];
        let mut tx = db.begin().await.unwrap();
        for (channel, game, content) in [
            (7, Some((game_id, 0)), "the computer answers"),
            (7, Some((game_id, 1)), "a warning of a later turn"),
            (8, None, "a challenge expired"),
        ] {
            tx.keep_post(&NewKeptPost {
                channel,
                game,
                content,
                mentions: &[u64::MAX, 2],
                accent: Some(2),
                image: game.map(|_| (&png[..], "board.png", "the board")),
                now: 5,
            })
            .await
            .unwrap();
        }
        tx.commit().await.unwrap();
        // The game moves on to revision 1: the first message is out of date.
        let mut tx = db.begin().await.unwrap();
        raw(
            &mut tx,
            "UPDATE games SET revision = 1 WHERE id = $1",
            game_id,
        )
        .await
        .unwrap();
        tx.commit().await.unwrap();

        let mut tx = db.read().await.unwrap();
        assert!(!tx.no_kept_posts(Some(7), 0).await.unwrap(), "{b:?}");
        assert!(tx.no_kept_posts(Some(9), 0).await.unwrap(), "{b:?}");
        drop(tx);
        let mut tx = db.begin().await.unwrap();
        let taken = tx.take_kept_posts(Some(7), 10, 0).await.unwrap();
        tx.commit().await.unwrap();
        let seen: Vec<_> = taken
            .iter()
            .map(|k| {
                (
                    k.content.as_str(),
                    k.current,
                    k.active,
                    k.game_id,
                    k.revision,
                )
            })
            .collect();
        assert_eq!(
            seen,
            [
                ("the computer answers", false, true, Some(game_id), Some(0)),
                (
                    "a warning of a later turn",
                    true,
                    true,
                    Some(game_id),
                    Some(1)
                ),
            ],
            "{b:?}"
        );
        assert_eq!(taken[0].mentions(), [u64::MAX, 2], "{b:?}");
        assert_eq!(taken[0].image.as_deref(), Some(&png[..]), "{b:?}");
        assert_eq!(taken[0].accent, Some(2));
        assert_eq!(taken[0].channel(), 7);
        // Taken: gone; the other channel's is still there, for every channel.
        let mut tx = db.begin().await.unwrap();
        assert!(
            tx.take_kept_posts(Some(7), 10, 0).await.unwrap().is_empty(),
            "{b:?}"
        );
        let rest = tx.take_kept_posts(None, 10, 0).await.unwrap();
        tx.commit().await.unwrap();
        assert_eq!(rest.len(), 1, "{b:?}");
        assert!(rest[0].current && rest[0].image.is_none(), "{b:?}");
        assert!(!rest[0].active, "no game, nothing to play: {b:?}");
        assert_eq!(rest[0].channel(), 8);

        // Taken messages are leased, not gone: once the lease is over (a
        // process that took them stopped) they are taken again; the out of
        // date one was deleted at once.
        let mut tx = db.read().await.unwrap();
        assert!(tx.no_kept_posts(None, 10).await.unwrap(), "{b:?}");
        assert!(!tx.no_kept_posts(None, 11).await.unwrap(), "{b:?}");
        drop(tx);
        let mut tx = db.begin().await.unwrap();
        let again = tx.take_kept_posts(None, 20, 11).await.unwrap();
        let contents: Vec<_> = again.iter().map(|k| k.content.as_str()).collect();
        assert_eq!(
            contents,
            ["a warning of a later turn", "a challenge expired"],
            "{b:?}"
        );
        // One posted (deleted), one failed (freed: taken at the next try).
        tx.delete_kept_post(again[0].id).await.unwrap();
        tx.free_kept_post(again[1].id).await.unwrap();
        tx.commit().await.unwrap();
        let mut tx = db.begin().await.unwrap();
        let last = tx.take_kept_posts(None, 21, 11).await.unwrap();
        assert_eq!(last.len(), 1, "{b:?}");
        assert_eq!(last[0].content, "a challenge expired", "{b:?}");
        tx.delete_kept_post(last[0].id).await.unwrap();
        tx.commit().await.unwrap();
        let mut tx = db.read().await.unwrap();
        assert!(tx.no_kept_posts(None, i64::MAX).await.unwrap(), "{b:?}");
    }
}
