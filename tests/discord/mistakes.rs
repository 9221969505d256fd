//! Mistakes through Discord: a game where Alice throws a proven win away is
//! played to its end and analysed; `/lyngk mistakes` then shows her that
//! turn, only to her, with the board and the Move button; a wrong typed
//! retry is answered with both chances, and a better turn chosen in the
//! button's menus is found, all in the same private message.

use std::time::Duration;

use lyngk::engine::Variant;
use lyngk::ids::{ChannelId, GuildId, UserId};
use lyngk::storage::{Db, NewGame};

use crate::common::fake_discord::{FakeConfig, FakeUser, InteractionCallback, Opt};
use crate::common::game::{click_private, select_menus, select_private};
use crate::common::{Harness, T0, alice, bob, carol};
use crate::support::resign;

/// Player 2 to move, with a forced win proven by the solver: `C2-E2` keeps
/// it, `C5-C7` and `F6-E4` give it away (as in the service's tests).
const WON: &str = "KB/-/-/-/KI/B/R/-/-/BK/-/IG/-/WGBR/BG/-/-/-/I/-/BK/-/GB/-/GWRIK/-/-/RIKG/RWG/-/-/GRI/-/-/-/-/-/I/-/-/-/KR/KBRI -:BG 2 0:0 standard";

const HOUR: Duration = Duration::from_secs(3600);

async fn click(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    on: &InteractionCallback,
) -> InteractionCallback {
    click_private(h, user, id, on, 9_200_000_000_000_000_002).await
}

async fn select(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    value: &str,
    on: &InteractionCallback,
) -> InteractionCallback {
    select_private(h, user, id, value, on, 9_200_000_000_000_000_002).await
}

fn text(answer: &InteractionCallback) -> String {
    answer.content().unwrap_or_default().to_owned()
}

/// The game between Bob (player 1) and Alice (player 2, to move) from
/// [`WON`], stored in the test's channel before the bot starts.
async fn seed_game(h: &Harness, bob: &FakeUser, alice: &FakeUser) {
    let config = h.fake.config();
    let db = Db::open(&h.database_url).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    tx.insert_game(&NewGame {
        guild: GuildId::of(config.guild_id),
        channel: ChannelId::new(config.channel_id),
        challenge: None,
        variant: Variant::Standard,
        seed: 7,
        start_lpn: WON,
        player1: UserId::new(bob.id).into(),
        player2: UserId::new(alice.id).into(),
        now: T0,
        warn_at: T0 + HOUR,
        deadline_at: T0 + 2 * HOUR,
        ai_level: None,
    })
    .await
    .unwrap();
    tx.commit().await.unwrap();
    db.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_mistake_from_an_analysed_game_is_retried_privately_until_found() {
    let mut h = Harness::without_bot(FakeConfig::default()).await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    seed_game(&h, &bob, &alice).await;
    h.start_bot().await;

    // Before any analysis: how to get some.
    let none = h.command(&alice, "mistakes", vec![]).await;
    assert!(none.is_ephemeral());
    assert!(
        text(&none).contains("/lyngk analyse"),
        "how to get mistakes: {}",
        text(&none)
    );

    // Alice throws the win away, then resigns; Carol analyses the game.
    let played = h
        .command(
            &alice,
            "move",
            vec![Opt::string("from", "C5"), Opt::string("to", "C7")],
        )
        .await;
    assert!(!played.is_ephemeral(), "{}", text(&played));
    resign(&h, &alice).await;
    let analysed = h.command(&carol, "analyse", vec![]).await;
    assert!(
        text(&analysed).contains("Analysis of"),
        "{}",
        text(&analysed)
    );

    // Only Alice has a mistake.
    let bobs = h.command(&bob, "mistakes", vec![]).await;
    assert!(bobs.is_ephemeral());
    assert!(text(&bobs).contains("no mistakes"), "{}", text(&bobs));

    let shown = h.command(&alice, "mistakes", vec![]).await;
    assert!(shown.is_ephemeral(), "a mistake is private");
    let said = text(&shown);
    assert!(
        said.contains(&format!("Your game against <@{}>", bob.id)),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "https://discord.com/channels/{}/{}",
            h.fake.config().guild_id,
            h.fake.config().channel_id
        )),
        "a link to the game: {said}"
    );
    assert!(
        said.contains("turn 1: you played `C5-C7` and your winning chance went from 100%"),
        "{said}"
    );
    assert!(said.contains("Find a better turn"), "{said}");
    assert!(
        shown.files.iter().any(|f| f.filename == "board.png"),
        "the board before the mistake"
    );
    let ids = shown.custom_ids();
    assert_eq!(ids.len(), 1, "{ids:?}");
    // Alice's board, with her mistake's id.
    let head = format!("lyngk:board:{}.mistake.", alice.id);
    assert!(ids[0].starts_with(&head), "{ids:?}");
    let mistake = ids[0].trim_start_matches(&head).to_owned();
    // Alice saw it, nobody pinged.
    assert!(crate::common::allowed_users(&shown).is_empty());

    // A wrong typed retry: both chances and the preferred turn, the same
    // mistake offered again.
    let wrong = h
        .command(&alice, "mistakes", vec![Opt::string("move", "F6 E4")])
        .await;
    assert!(wrong.is_ephemeral());
    assert!(
        text(&wrong).starts_with("Not this one: after `F6-E4`"),
        "{}",
        text(&wrong)
    );
    assert_eq!(wrong.custom_ids(), ids);

    // The Move button: the same message becomes the stacks' menu.
    let stacks = click(&h, &alice, &ids[0], &shown).await;
    assert_eq!(stacks.kind, 7, "an update: {:?}", stacks.data);
    let menus = select_menus(&stacks.data);
    assert_eq!(
        menus[0].0,
        format!("lyngk:board-stacks:{}.mistake.{mistake}:none:0", alice.id)
    );
    let stacks_menu = menus
        .iter()
        .find(|(_, values)| values.contains(&"C2".to_owned()))
        .expect("C2 among the stacks")
        .0
        .clone();
    let landings = select(&h, &alice, &stacks_menu, "C2", &stacks).await;
    assert_eq!(landings.kind, 7);
    let menus = select_menus(&landings.data);
    assert_eq!(
        menus[0].0,
        format!("lyngk:board-land-c2:{}.mistake.{mistake}:none:0", alice.id)
    );
    let (menu, e2) = menus
        .iter()
        .find_map(|(id, values)| {
            values
                .iter()
                .find(|v| v.starts_with("E2"))
                .map(|v| (id.clone(), v.clone()))
        })
        .expect("E2 among the landings");
    let found = select(&h, &alice, &menu, &e2, &landings).await;
    assert_eq!(found.kind, 7);
    assert!(
        text(&found).starts_with("Found! `C2-E2` keeps the result"),
        "{}",
        text(&found)
    );
    assert!(
        text(&found).contains("You have found a better turn for your mistake"),
        "{}",
        text(&found)
    );
    assert!(found.custom_ids().is_empty(), "nothing left to retry");

    // The stale menu chosen again changes nothing.
    let again = select(&h, &alice, &menu, &e2, &landings).await;
    assert!(
        text(&again).starts_with("You have already found a better turn"),
        "{}",
        text(&again)
    );
    h.finish().await;
}
