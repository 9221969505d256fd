use std::path::Path;

use sqlx::SqlitePool;
use sqlx::migrate::Migrator;

use super::{challenge, channel, stored_game, user};
use crate::ids::{ChallengeId, GameId};
use crate::record::ChallengeStatus;
use crate::storage::testing::TestDb;
use crate::storage::{
    Db, NewChallenge, POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS, StorageError, sqlite_options,
};

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
    let kept = tx.challenge(ChallengeId(41)).await.unwrap().unwrap();
    assert_eq!(
        (
            kept.challenger(),
            kept.opponent(),
            kept.status,
            kept.message()
        ),
        (user(3), Some(user(5)), ChallengeStatus::Accepted, None)
    );
    assert_eq!(
        tx.open_challenge(channel(4)).await.unwrap().unwrap().id,
        ChallengeId(42)
    );
    assert_eq!(
        tx.game(GameId(7)).await.unwrap().unwrap().challenge_id,
        Some(ChallengeId(41))
    );
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
            ..challenge(channel(5))
        })
        .await
        .unwrap();
    assert!(fresh > ChallengeId(42));
    tx.commit().await.unwrap();
    // One open challenge per channel still.
    assert!(refused!(db, |tx| tx.insert_challenge(&challenge(channel(4)))));
    db.close().await;
}

backends!(a_database_migrated_by_a_newer_release_is_refused_with_advice);
async fn a_database_migrated_by_a_newer_release_is_refused_with_advice(t: TestDb) {
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

/// Bot processes sharing one PostgreSQL database may start together.
#[tokio::test]
async fn processes_starting_together_migrate_postgres_once() {
    if let Some(t) = TestDb::postgres(
        "storage::tests::migrations::processes_starting_together_migrate_postgres_once",
    )
    .await
    {
        let (a, b) = tokio::join!(Db::open(t.url()), Db::open(t.url()));
        let (a, b) = (a.unwrap(), b.unwrap());
        stored_game(&a, channel(1)).await;
        let mut tx = b.read().await.unwrap();
        assert!(tx.active_game(channel(1)).await.unwrap().is_some());
        let versions: Vec<(i64,)> = on_conn!(tx, |c| {
            sqlx::query_as("SELECT version FROM _sqlx_migrations ORDER BY version")
                .fetch_all(c)
                .await
                .unwrap()
        });
        // Every embedded migration, each applied once.
        let embedded: Vec<(i64,)> = POSTGRES_MIGRATIONS.iter().map(|m| (m.version,)).collect();
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
