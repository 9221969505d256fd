use std::time::Duration;

use super::{at, channel, game, seat, stored_game};
use crate::storage::testing::TestDb;
use crate::storage::{Backend, Conn, Db, Plies, StorageError, TurnClock};

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

backends!(a_writer_waits_for_the_writer_of_the_same_game_and_sees_its_change);
async fn a_writer_waits_for_the_writer_of_the_same_game_and_sees_its_change(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let id = stored_game(&db, channel(7)).await;

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
                        revision: 0,
                        new: 1,
                    },
                    &TurnClock {
                        started_at: at(2),
                        warn_at: at(3),
                        deadline_at: at(4),
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
                    revision: 0,
                    new: 1
                },
                &TurnClock {
                    started_at: at(2),
                    warn_at: at(3),
                    deadline_at: at(4)
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

backends!(a_read_transaction_sees_one_snapshot);
async fn a_read_transaction_sees_one_snapshot(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let id = stored_game(&db, channel(7)).await;
    let mut reader = db.read().await.unwrap();
    assert_eq!(reader.game(id).await.unwrap().unwrap().ply, 0);
    let mut tx = db.begin().await.unwrap();
    assert!(
        tx.advance_game(
            id,
            Plies {
                revision: 0,
                new: 1
            },
            &TurnClock {
                started_at: at(2),
                warn_at: at(3),
                deadline_at: at(4)
            }
        )
        .await
        .unwrap()
    );
    tx.insert_action(id, 0, "+R", Some(seat(1)), at(2))
        .await
        .unwrap();
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

#[tokio::test]
async fn a_transaction_sqlite_ended_itself_leaves_its_connection_clean() {
    // One connection: every transaction gets the one the last one used.
    let db = Db::open("sqlite::memory:").await.unwrap();
    for n in 1..=3 {
        let mut tx = db.begin().await.unwrap();
        tx.insert_game(&game(channel(n))).await.unwrap();
        // What SQLite does itself on a full disk or an I/O error: the whole
        // transaction is rolled back under the caller, whose own ROLLBACK
        // (on drop) or COMMIT then fails.
        tx.conn().execute("ROLLBACK").await.unwrap();
        if n == 2 {
            assert!(tx.commit().await.is_err(), "nothing left to commit");
        } else {
            drop(tx);
        }
    }
    stored_game(&db, channel(9)).await;
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
            let id = tx.insert_game(&game(channel(stored + 1))).await?;
            for ply in 0..20 {
                tx.insert_action(id, ply, "C3-E5", Some(seat(2)), at(11))
                    .await?;
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
    for n in stored + 1..=stored + 10 {
        stored_game(&db, channel(n)).await;
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
        "storage::tests::db::a_postgres_connection_killed_in_a_transaction_goes_away_and_the_next_write_works",
    )
    .await
    else {
        return;
    };
    let db = Db::open(t.url()).await.unwrap();
    let first = stored_game(&db, channel(1)).await;
    let mut tx = db.begin().await.unwrap();
    tx.insert_game(&game(channel(2))).await.unwrap();
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
        tx.insert_action(first, 0, "C3-E5", Some(seat(2)), at(11))
            .await?;
        tx.commit().await
    };
    assert!(written.await.is_err(), "the connection is gone");
    // More writes than the pool has connections: none gets the dead one.
    for n in 2..14 {
        stored_game(&db, channel(n)).await;
    }
    assert_eq!(
        games_stored(&db).await,
        13,
        "the killed transaction left nothing"
    );
}
