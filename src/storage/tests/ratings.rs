use sqlx::migrate::Migrator;
use sqlx::postgres::PgPoolOptions;
use sqlx::sqlite::SqlitePoolOptions;

use super::{guild, user};
use crate::engine::Variant;
use crate::storage::testing::TestDb;
use crate::storage::{
    Backend, Db, POSTGRES_MIGRATIONS, RatingRow, SQLITE_MIGRATIONS, sqlite_options, to_db,
};

backends!(each_variant_has_its_ladder_with_pages_and_ranks);
async fn each_variant_has_its_ladder_with_pages_and_ranks(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    // Standard: users 1..=12 rated 1000 + 10 * id, and 13 tied with 12.
    for n in 1..=12_u64 {
        let r = RatingRow::new(user(n), 1_000.0 + 10.0 * n as f64, 80.0, 0.06);
        tx.put_rating(guild(7), Variant::Standard, &r)
            .await
            .unwrap();
    }
    tx.put_rating(
        guild(7),
        Variant::Standard,
        &RatingRow::new(user(13), 1_120.0, 80.0, 0.06),
    )
    .await
    .unwrap();
    // The same user on the other ladder, and another guild.
    tx.put_rating(
        guild(7),
        Variant::SixStack,
        &RatingRow::new(user(1), 2_000.0, 80.0, 0.06),
    )
    .await
    .unwrap();
    tx.put_rating(
        guild(8),
        Variant::Standard,
        &RatingRow::new(user(1), 3_000.0, 80.0, 0.06),
    )
    .await
    .unwrap();
    tx.commit().await.unwrap();

    let mut tx = db.read().await.unwrap();
    assert_eq!(
        tx.ladder_size(guild(7), Variant::Standard).await.unwrap(),
        13,
        "{b:?}"
    );
    assert_eq!(
        tx.ladder_size(guild(7), Variant::SixStack).await.unwrap(),
        1
    );
    assert_eq!(
        tx.ladder_size(guild(9), Variant::Standard).await.unwrap(),
        0
    );
    let page = |rows: Vec<RatingRow>| rows.iter().map(RatingRow::user).collect::<Vec<_>>();
    assert_eq!(
        page(
            tx.leaderboard(guild(7), Variant::Standard, 0, 5)
                .await
                .unwrap()
        ),
        [12, 13, 11, 10, 9].map(user),
        "ties by user id"
    );
    assert_eq!(
        page(
            tx.leaderboard(guild(7), Variant::Standard, 10, 5)
                .await
                .unwrap()
        ),
        [3, 2, 1].map(user)
    );
    assert!(
        tx.leaderboard(guild(7), Variant::Standard, 15, 5)
            .await
            .unwrap()
            .is_empty()
    );
    // Ranks count as the pages order.
    for (rank, n) in [(1, 12), (2, 13), (3, 11), (13, 1)] {
        assert_eq!(
            tx.ladder_rank(guild(7), Variant::Standard, user(n))
                .await
                .unwrap(),
            Some(rank),
            "{b:?}: user {n}"
        );
    }
    assert_eq!(
        tx.ladder_rank(guild(7), Variant::SixStack, user(1))
            .await
            .unwrap(),
        Some(1)
    );
    assert_eq!(
        tx.ladder_rank(guild(7), Variant::SixStack, user(2))
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        tx.ladder_rank(guild(8), Variant::Standard, user(1))
            .await
            .unwrap(),
        Some(1)
    );
    tx.commit().await.unwrap();

    // Updating one ladder leaves the other alone.
    let mut tx = db.begin().await.unwrap();
    // Its user is not read: each player's row is theirs.
    let fresh = RatingRow::new(user(99), 1_500.0, 350.0, 0.06);
    let [one, two] = tx
        .ratings_for_update(guild(7), Variant::SixStack, [user(1), user(2)], &fresh)
        .await
        .unwrap();
    assert_eq!((one.user(), one.rating), (user(1), 2_000.0));
    assert_eq!((two.user(), two.rating), (user(2), 1_500.0));
    tx.commit().await.unwrap();
    let mut tx = db.read().await.unwrap();
    assert_eq!(
        tx.ladder_size(guild(7), Variant::SixStack).await.unwrap(),
        2
    );
    assert_eq!(
        tx.ladder_size(guild(7), Variant::Standard).await.unwrap(),
        13
    );
    tx.commit().await.unwrap();
    db.close().await;
}

backends!(a_members_rated_results_are_summed_per_guild);
async fn a_members_rated_results_are_summed_per_guild(t: TestDb) {
    let b = t.backend();
    let db = Db::open(t.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    let row = |n, wins, losses, draws| {
        let mut r = RatingRow::new(user(n), 1_500.0, 80.0, 0.06);
        (r.wins, r.losses, r.draws) = (wins, losses, draws);
        r
    };
    // Member 1: both ladders of guild 7, one of a guild above i64::MAX.
    tx.put_rating(guild(7), Variant::Standard, &row(1, 2, 1, 0))
        .await
        .unwrap();
    tx.put_rating(guild(7), Variant::SixStack, &row(1, 1, 0, 1))
        .await
        .unwrap();
    tx.put_rating(guild(u64::MAX), Variant::Standard, &row(1, 0, 1, 0))
        .await
        .unwrap();
    // Another member's results are not theirs.
    tx.put_rating(guild(7), Variant::Standard, &row(2, 9, 9, 9))
        .await
        .unwrap();
    tx.commit().await.unwrap();

    let mut tx = db.read().await.unwrap();
    let records = tx.rated_results_per_guild(user(1)).await.unwrap();
    let seen: Vec<_> = records
        .iter()
        .map(|r| (r.guild(), r.wins, r.losses, r.draws, r.games()))
        .collect();
    assert_eq!(
        seen,
        [(guild(7), 3, 1, 1, 5), (guild(u64::MAX), 0, 1, 0, 1)],
        "{b:?}: the guild with the most games first"
    );
    assert!(
        tx.rated_results_per_guild(user(3))
            .await
            .unwrap()
            .is_empty()
    );
    tx.commit().await.unwrap();
    db.close().await;
}

backends!(a_rating_from_before_the_ladders_lands_on_the_standard_ladder);
/// A rating stored before the ladders were split by variant lands on the
/// standard ladder, with every field kept.
async fn a_rating_from_before_the_ladders_lands_on_the_standard_ladder(t: TestDb) {
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
    let mut expected = RatingRow::new(user(42), 1612.5, 95.25, 0.061);
    (expected.wins, expected.losses, expected.draws) = (4, 2, 1);
    assert_eq!(
        tx.rating(guild(u64::MAX), Variant::Standard, user(42))
            .await
            .unwrap(),
        Some(expected),
        "{b:?}"
    );
    assert_eq!(
        tx.rating(guild(u64::MAX), Variant::SixStack, user(42))
            .await
            .unwrap(),
        None
    );
    assert_eq!(
        tx.ladder_rank(guild(u64::MAX), Variant::Standard, user(42))
            .await
            .unwrap(),
        Some(1)
    );
    tx.commit().await.unwrap();
    // The new key: the same user may now be rated on both ladders.
    let mut tx = db.begin().await.unwrap();
    tx.put_rating(
        guild(u64::MAX),
        Variant::SixStack,
        &RatingRow::new(user(42), 1_400.0, 200.0, 0.06),
    )
    .await
    .unwrap();
    tx.commit().await.unwrap();
    db.close().await;
}
