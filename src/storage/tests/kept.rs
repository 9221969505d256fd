use super::{at, channel, raw, stored_game, user};
use crate::storage::testing::TestDb;
use crate::storage::{Db, NewKeptPost};
use crate::time::Timestamp;

backends!(kept_posts_are_taken_once_per_channel_and_out_of_date_ones_are_marked);
async fn kept_posts_are_taken_once_per_channel_and_out_of_date_ones_are_marked(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let game_id = stored_game(&db, channel(7)).await;
    let png = [137_u8, 80, 78, 71];
    let mut tx = db.begin().await.unwrap();
    for (channel, game, content) in [
        (channel(7), Some((game_id, 0)), "the computer answers"),
        (channel(7), Some((game_id, 1)), "a warning of a later turn"),
        (channel(8), None, "a challenge expired"),
    ] {
        tx.keep_post(&NewKeptPost {
            channel,
            game,
            content,
            mentions: &[user(u64::MAX), user(2)],
            accent: Some(2),
            image: game.map(|_| (&png[..], "board.png", "the board")),
            now: at(5),
            for_interaction: false,
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
        game_id.get(),
    )
    .await
    .unwrap();
    tx.commit().await.unwrap();

    let mut tx = db.read().await.unwrap();
    assert!(
        !tx.no_kept_posts(Some(channel(7)), at(0)).await.unwrap(),
        "{b:?}"
    );
    assert!(
        tx.no_kept_posts(Some(channel(9)), at(0)).await.unwrap(),
        "{b:?}"
    );
    drop(tx);
    let mut tx = db.begin().await.unwrap();
    let taken = tx
        .take_kept_posts(Some(channel(7)), at(10), at(0))
        .await
        .unwrap();
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
    assert_eq!(taken[0].mentions(), [user(u64::MAX), user(2)], "{b:?}");
    assert_eq!(taken[0].image.as_deref(), Some(&png[..]), "{b:?}");
    assert_eq!(taken[0].accent, Some(2));
    assert_eq!(taken[0].channel(), channel(7));
    // Taken: gone; the other channel's is still there, for every channel.
    let mut tx = db.begin().await.unwrap();
    assert!(
        tx.take_kept_posts(Some(channel(7)), at(10), at(0))
            .await
            .unwrap()
            .is_empty(),
        "{b:?}"
    );
    let rest = tx.take_kept_posts(None, at(10), at(0)).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(rest.len(), 1, "{b:?}");
    assert!(rest[0].current && rest[0].image.is_none(), "{b:?}");
    assert!(!rest[0].active, "no game, nothing to play: {b:?}");
    assert_eq!(rest[0].channel(), channel(8));

    // Taken messages are leased, not gone: once the lease is over (a
    // process that took them stopped) they are taken again; the out of
    // date one was deleted at once.
    let mut tx = db.read().await.unwrap();
    assert!(tx.no_kept_posts(None, at(10)).await.unwrap(), "{b:?}");
    assert!(!tx.no_kept_posts(None, at(11)).await.unwrap(), "{b:?}");
    drop(tx);
    let mut tx = db.begin().await.unwrap();
    let again = tx.take_kept_posts(None, at(20), at(11)).await.unwrap();
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
    let last = tx.take_kept_posts(None, at(21), at(11)).await.unwrap();
    assert_eq!(last.len(), 1, "{b:?}");
    assert_eq!(last[0].content, "a challenge expired", "{b:?}");
    tx.delete_kept_post(last[0].id).await.unwrap();
    tx.commit().await.unwrap();
    let mut tx = db.read().await.unwrap();
    assert!(
        tx.no_kept_posts(None, Timestamp::MAX).await.unwrap(),
        "{b:?}"
    );
}

backends!(kept_posts_for_an_interaction_are_left_to_their_channel_and_dropped_when_old);
async fn kept_posts_for_an_interaction_are_left_to_their_channel_and_dropped_when_old(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    for (channel, content, kept_at, for_interaction) in [
        (channel(7), "a loss on time in a group DM", 5, true),
        (channel(7), "an older one there", 1, true),
        (channel(8), "a message for a server's channel", 1, false),
    ] {
        tx.keep_post(&NewKeptPost {
            channel,
            game: None,
            content,
            mentions: &[user(2)],
            accent: None,
            image: None,
            now: at(kept_at),
            for_interaction,
        })
        .await
        .unwrap();
    }
    tx.commit().await.unwrap();
    // The clock, which posts in every channel, never takes them.
    let mut tx = db.begin().await.unwrap();
    let clock = tx.take_kept_posts(None, at(10), at(0)).await.unwrap();
    let contents: Vec<_> = clock.iter().map(|k| k.content.as_str()).collect();
    assert_eq!(contents, ["a message for a server's channel"], "{b:?}");
    assert!(!clock[0].for_interaction, "{b:?}");
    tx.delete_kept_post(clock[0].id).await.unwrap();
    tx.commit().await.unwrap();
    let mut tx = db.read().await.unwrap();
    assert!(tx.no_kept_posts(None, at(0)).await.unwrap(), "{b:?}");
    assert!(!tx.no_kept_posts(Some(channel(7)), at(0)).await.unwrap());
    // Only the older one is past the bound at 3.
    assert!(tx.kept_for_interactions_before(at(3)).await.unwrap());
    assert!(!tx.kept_for_interactions_before(at(1)).await.unwrap());
    drop(tx);
    let mut tx = db.begin().await.unwrap();
    assert_eq!(tx.drop_kept_for_interactions(at(3)).await.unwrap(), 1);
    // Their channel's own take finds the one left.
    let left = tx
        .take_kept_posts(Some(channel(7)), at(10), at(0))
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let contents: Vec<_> = left.iter().map(|k| k.content.as_str()).collect();
    assert_eq!(contents, ["a loss on time in a group DM"], "{b:?}");
    assert!(left[0].for_interaction, "{b:?}");
}
