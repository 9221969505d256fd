use super::{at, challenge, channel, guild, raw, user};
use crate::engine::Variant;
use crate::ids::{ChallengeId, MessageId};
use crate::record::ChallengeStatus;
use crate::storage::testing::TestDb;
use crate::storage::{Db, NewChallenge, ResponseToken};

backends!(one_open_challenge_per_channel);
async fn one_open_challenge_per_channel(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    let id = tx.insert_challenge(&challenge(channel(4))).await.unwrap();
    let other = tx.insert_challenge(&challenge(channel(5))).await.unwrap();
    tx.commit().await.unwrap();
    assert!(
        refused!(db, |tx| tx.insert_challenge(&challenge(channel(4)))),
        "{b:?}"
    );

    let mut tx = db.begin().await.unwrap();
    let open = tx.open_challenge(channel(4)).await.unwrap().unwrap();
    assert_eq!(open.id, id);
    assert_eq!(
        (open.guild(), open.challenger(), open.opponent()),
        (guild(u64::MAX), user(3), Some(user(u64::MAX - 1)))
    );
    assert_eq!(
        (open.variant, open.status),
        (Variant::SixStack, ChallengeStatus::Open)
    );
    let expired: Vec<ChallengeId> = tx
        .expired_challenges(at(200))
        .await
        .unwrap()
        .iter()
        .map(|c| c.id)
        .collect();
    assert_eq!(expired, [id, other]);
    assert!(tx.expired_challenges(at(199)).await.unwrap().is_empty());
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
    assert!(tx.open_challenge(channel(4)).await.unwrap().is_none());
    let again = tx.insert_challenge(&challenge(channel(4))).await.unwrap();
    assert!(again > other, "{b:?}");
    // The message that shows it, recorded once posted.
    assert_eq!(tx.challenge(again).await.unwrap().unwrap().message(), None);
    assert_eq!(
        tx.set_challenge_message(again, MessageId::new(u64::MAX - 7))
            .await
            .unwrap(),
        Some(ChallengeStatus::Open)
    );
    assert_eq!(
        tx.open_challenge(channel(4))
            .await
            .unwrap()
            .unwrap()
            .message(),
        Some(MessageId::new(u64::MAX - 7))
    );
    assert_eq!(
        tx.set_challenge_message(id, MessageId::new(8))
            .await
            .unwrap(),
        Some(ChallengeStatus::Declined),
        "{b:?}"
    );
    assert_eq!(
        tx.set_challenge_message(ChallengeId(999_999), MessageId::new(8))
            .await
            .unwrap(),
        None
    );
    tx.commit().await.unwrap();

    // Where only an interaction's token can edit that message, the token
    // is kept with it (and never shown by `Debug`).
    let mut tx = db.begin().await.unwrap();
    assert_eq!(tx.challenge(again).await.unwrap().unwrap().response(), None);
    let response = ResponseToken {
        token: "aW50ZXJhY3Rpb24".to_owned(),
        arrived: at(150),
        followup: true,
    };
    tx.set_challenge_response(again, &response).await.unwrap();
    let closed = tx
        .close_challenge(again, ChallengeStatus::Cancelled)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(closed.response(), Some(response.clone()), "{b:?}");
    assert!(!format!("{closed:?}").contains(&response.token));
    tx.commit().await.unwrap();

    // The schema's checks hold on both: no challenging oneself, no
    // unknown variant or status (the types rule those out above this
    // layer; the checks guard the rows against anything else).
    let selfish = NewChallenge {
        opponent: Some(user(3)),
        ..challenge(channel(9))
    };
    assert!(refused!(db, |tx| tx.insert_challenge(&selfish)), "{b:?}");
    assert!(
        refused!(db, |tx| raw(
            &mut tx,
            "UPDATE challenges SET variant = 'chess' WHERE id = $1",
            again.get()
        )),
        "{b:?}"
    );
    assert!(
        refused!(db, |tx| raw(
            &mut tx,
            "UPDATE challenges SET status = 'eaten' WHERE id = $1",
            again.get()
        )),
        "{b:?}"
    );
    db.close().await;
}

backends!(an_open_challenge_is_taken_by_its_first_accepter);
async fn an_open_challenge_is_taken_by_its_first_accepter(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    let open = NewChallenge {
        opponent: None,
        ..challenge(channel(4))
    };
    let id = tx.insert_challenge(&open).await.unwrap();
    assert_eq!(tx.challenge(id).await.unwrap().unwrap().opponent(), None);
    // Not by the challenger, not once expired.
    assert!(
        tx.accept_challenge(id, at(150), user(3))
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        tx.accept_challenge(id, at(200), user(7))
            .await
            .unwrap()
            .is_none()
    );
    let taken = tx
        .accept_challenge(id, at(150), user(7))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (taken.opponent(), taken.status),
        (Some(user(7)), ChallengeStatus::Accepted),
        "{b:?}"
    );
    assert!(
        tx.accept_challenge(id, at(150), user(8))
            .await
            .unwrap()
            .is_none()
    );
    assert_eq!(
        tx.challenge(id).await.unwrap().unwrap().opponent(),
        Some(user(7))
    );
    // A challenge addressed to someone is accepted by them only.
    let aimed = tx.insert_challenge(&challenge(channel(4))).await.unwrap();
    assert!(
        tx.accept_challenge(aimed, at(150), user(7))
            .await
            .unwrap()
            .is_none()
    );
    let accepted = tx
        .accept_challenge(aimed, at(150), user(u64::MAX - 1))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(accepted.opponent(), Some(user(u64::MAX - 1)));
    tx.commit().await.unwrap();
    db.close().await;
}
