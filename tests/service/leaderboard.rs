//! The leaderboard: pages of ten, the caller's rank and provisional marks.

use crate::service_env::*;
use lyngk::engine::Variant;
use lyngk::i18n::{Arg, Msg};
use lyngk::ids::UserId;
use lyngk::service::Button;

/// Ladder player `n` of [`seed_ladder`].
fn user(n: u64) -> UserId {
    UserId::new(n)
}

/// Puts `n` players on the standard ladder of the test guild, straight into
/// the database: user `i` (1..=n) rated `1000 + 10 * i`, settled when `i`
/// is even, provisional when odd.
async fn seed_ladder(env: &Env, n: i64) {
    for i in 1..=n {
        let deviation = if i % 2 == 0 { 60 } else { 200 };
        env.execute(
            "INSERT INTO ratings (guild_id, variant, user_id, rating, deviation, volatility)
             VALUES ($1, 'standard', $2, $3, $4, 0.06)",
            &[GUILD.get() as i64, i, 1000 + 10 * i, deviation],
        )
        .await;
    }
}

backends!(the_leaderboard_pages_by_ten_with_the_callers_rank_and_provisional_marks);
async fn the_leaderboard_pages_by_ten_with_the_callers_rank_and_provisional_marks(env: Env) {
    let svc = env.open().await;
    seed_ladder(&env, 24).await;
    // Player 20 is 5th of 24.
    let me = actor(user(20));
    let first = svc
        .viewing()
        .leaderboard(me, Variant::Standard, 0)
        .await
        .unwrap();
    assert!(first.ephemeral, "the rank line is the caller's own");
    let rows: Vec<&Msg> = first
        .text
        .lines()
        .iter()
        .filter(|m| m.id == "ladder-row")
        .collect();
    assert_eq!(rows.len(), 10);
    assert_eq!(rows[0].get("user"), Some(&Arg::User(user(24).into())));
    assert_eq!(rows[0].get("rating"), Some(&Arg::Str("1240".into())));
    assert_eq!(rows[1].get("rating"), Some(&Arg::Str("1230?".into())));
    assert!(first.text.has("ladder-provisional"));
    let you = first.text.find("ladder-you").unwrap();
    assert_eq!(you.get("rank"), Some(&Arg::Num(5)));
    assert_eq!(you.get("size"), Some(&Arg::Num(24)));
    assert_eq!(
        first.buttons,
        [Button::NextPage {
            variant: Variant::Standard,
            page: 1
        }]
    );

    let second = svc
        .viewing()
        .leaderboard(me, Variant::Standard, 1)
        .await
        .unwrap();
    let title = second.text.find("ladder-title").unwrap();
    assert_eq!(
        (title.get("page"), title.get("pages")),
        (Some(&Arg::Num(2)), Some(&Arg::Num(3)))
    );
    assert_eq!(
        second.text.find("ladder-row").unwrap().get("rank"),
        Some(&Arg::Num(11))
    );
    assert_eq!(
        second.buttons,
        [
            Button::PreviousPage {
                variant: Variant::Standard,
                page: 0
            },
            Button::NextPage {
                variant: Variant::Standard,
                page: 2
            }
        ]
    );
    // Past the end: the last page, 4 players.
    let last = svc
        .viewing()
        .leaderboard(me, Variant::Standard, 99)
        .await
        .unwrap();
    let rows = last.text.lines().iter().filter(|m| m.id == "ladder-row");
    assert_eq!(rows.count(), 4);
    assert_eq!(
        last.buttons,
        [Button::PreviousPage {
            variant: Variant::Standard,
            page: 1
        }]
    );
    // Someone not on it is told so; the other ladder is empty.
    let outsider = svc
        .viewing()
        .leaderboard(actor(CAROL), Variant::Standard, 0)
        .await
        .unwrap();
    assert!(outsider.text.has("ladder-you-unrated"), "{}", outsider.text);
    let six = svc
        .viewing()
        .leaderboard(actor(CAROL), Variant::SixStack, 0)
        .await
        .unwrap();
    assert!(six.text.has("ladder-empty") && six.buttons.is_empty());
}
