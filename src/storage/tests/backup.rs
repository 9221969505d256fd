use std::time::Duration;

use super::{channel, game, stored_game};
use crate::storage::testing::TestDb;
use crate::storage::{Db, StorageError, backup};

#[tokio::test]
async fn a_sqlite_backup_is_a_consistent_copy_taken_beside_a_writer() {
    let t = TestDb::sqlite();
    let db = Db::open(t.url()).await.unwrap();
    let id = stored_game(&db, channel(7)).await;
    let dir = TestDb::sqlite();
    let copy = std::path::PathBuf::from(dir.url().trim_start_matches("sqlite://"));
    // A writer in the middle of a transaction, as a running bot may be.
    let mut writer = db.begin().await.unwrap();
    writer.insert_game(&game(channel(8))).await.unwrap();
    tokio::time::timeout(Duration::from_secs(10), backup(t.url(), &copy))
        .await
        .expect("the backup does not wait for the writer")
        .unwrap();
    writer.commit().await.unwrap();

    let restored = Db::open(&format!("sqlite://{}", copy.display()))
        .await
        .unwrap();
    let mut tx = restored.read().await.unwrap();
    assert_eq!(tx.active_game(channel(7)).await.unwrap().unwrap().id, id);
    assert!(
        tx.active_game(channel(8)).await.unwrap().is_none(),
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
