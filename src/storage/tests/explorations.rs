use super::{at, channel, stored_game, user};
use crate::storage::testing::TestDb;
use crate::storage::{Db, KEPT_PER_MEMBER, NewExploration};

backends!(a_members_latest_explorations_are_kept_and_a_line_changes_only_from_the_one_shown);
async fn a_members_latest_explorations_are_kept_and_a_line_changes_only_from_the_one_shown(
    t: TestDb,
) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let game = stored_game(&db, channel(7)).await;
    let lpn = "a start position";
    let mut ids = Vec::new();
    for k in 0..=KEPT_PER_MEMBER {
        let mut tx = db.begin().await.unwrap();
        let id = tx
            .insert_exploration(&NewExploration {
                user: user(1),
                game: Some(game),
                imported: None,
                turn: i32::try_from(k).unwrap(),
                start_lpn: lpn,
                now: at(k),
            })
            .await
            .unwrap();
        tx.commit().await.unwrap();
        ids.push(id);
    }
    // Another member's exploration is not counted against the first's.
    let mut tx = db.begin().await.unwrap();
    let other = tx
        .insert_exploration(&NewExploration {
            user: user(2),
            game: None,
            imported: None,
            turn: 0,
            start_lpn: lpn,
            now: at(0),
        })
        .await
        .unwrap();
    tx.commit().await.unwrap();

    let mut tx = db.begin().await.unwrap();
    assert_eq!(
        tx.exploration(ids[0]).await.unwrap(),
        None,
        "{b:?}: the oldest goes"
    );
    let last = tx
        .exploration(ids[ids.len() - 1])
        .await
        .unwrap()
        .expect("the latest is kept");
    assert_eq!(last.user(), user(1));
    assert_eq!(last.game_id, Some(game));
    assert_eq!(last.imported_id, None);
    assert_eq!(i64::from(last.turn), KEPT_PER_MEMBER);
    assert_eq!(last.start_lpn, lpn);
    assert_eq!(last.line, "");
    assert_eq!(last.created_at, at(KEPT_PER_MEMBER));
    assert!(tx.exploration(ids[1]).await.unwrap().is_some(), "{b:?}");
    let theirs = tx.exploration(other).await.unwrap().expect("kept");
    assert_eq!(theirs.user(), user(2));

    // A turn played from the line shown, then a second click from the
    // same line: only the first changes it.
    assert!(tx.set_exploration_line(last.id, "", "A1-B2").await.unwrap());
    assert!(
        !tx.set_exploration_line(last.id, "", "C3-D4").await.unwrap(),
        "{b:?}"
    );
    tx.commit().await.unwrap();
    let mut tx = db.read().await.unwrap();
    let now = tx.exploration(last.id).await.unwrap().unwrap();
    assert_eq!(now.line, "A1-B2", "{b:?}");
}
