//! Lessons through Discord: `/lyngk learn` lists them with the member's
//! progress, only to them; a lesson starts in an ephemeral answer with
//! the board and the Move button; the button and its menus update that
//! same message, step by step; a typed try that misses gets the hint;
//! another member's click on the board is refused.

use crate::common::fake_discord::{FakeUser, InteractionCallback, Opt};
use crate::common::game::{click_private, select_menus, select_private};
use crate::common::{Harness, alice, bob};

async fn click(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    on: &InteractionCallback,
) -> InteractionCallback {
    click_private(h, user, id, on, 9_200_000_000_000_000_001).await
}

async fn select(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    value: &str,
    on: &InteractionCallback,
) -> InteractionCallback {
    select_private(h, user, id, value, on, 9_200_000_000_000_000_001).await
}

fn text(answer: &InteractionCallback) -> String {
    answer.content().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn a_lesson_is_listed_started_and_played_by_clicks_privately() {
    let h = Harness::start().await;
    let alice = alice();

    let list = h.command(&alice, "learn", vec![]).await;
    assert!(list.is_ephemeral(), "only the member sees the list");
    let listed = text(&list);
    assert!(listed.contains("**Lessons**"), "{listed}");
    assert!(
        listed.contains("**Claiming a colour** (`claims`): not yet"),
        "{listed}"
    );

    // Lesson 4, "Claims" (the fourth choice, from 0).
    let started = h
        .command(&alice, "learn", vec![Opt::integer("lesson", 3)])
        .await;
    assert!(started.is_ephemeral(), "a lesson is private");
    assert!(
        text(&started).contains("**Lesson 4: Claiming a colour** — step 1 of 1"),
        "{}",
        text(&started)
    );
    assert!(text(&started).contains("claim red"), "{}", text(&started));
    assert!(
        started.files.iter().any(|f| f.filename == "board.png"),
        "the step's board"
    );
    // Alice's board, at the lesson's (4) first step.
    let move_button = format!("lyngk:board:{}.lesson.4.0", alice.id);
    assert_eq!(started.custom_ids(), vec![move_button.clone()]);

    // A typed try that breaks a rule: the rule, said as a game says it, and
    // the hint; nothing stored.
    let typed = h
        .command(
            &alice,
            "learn",
            vec![Opt::integer("lesson", 3), Opt::string("move", "E5 E6")],
        )
        .await;
    assert!(typed.is_ephemeral());
    assert!(text(&typed).starts_with("Illegal: "), "{}", text(&typed));
    assert_eq!(typed.custom_ids(), vec![move_button.clone()]);

    // A claim without the move it goes with is refused, not dropped: the
    // lesson is not started again and nothing is stored.
    let half = h
        .command(
            &alice,
            "learn",
            vec![Opt::integer("lesson", 3), Opt::integer("claim", 2)],
        )
        .await;
    assert!(half.is_ephemeral());
    assert!(
        text(&half).starts_with("A claim goes with the move after it"),
        "{}",
        text(&half)
    );
    assert!(half.custom_ids().is_empty(), "{:?}", half.custom_ids());

    // The Move button: the same message becomes the menu of stacks.
    let stacks = click(&h, &alice, &move_button, &started).await;
    assert_eq!(
        stacks.kind, 7,
        "an update of the lesson's message: {:?}",
        stacks.data
    );
    let shown = select_menus(&stacks.data);
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert_eq!(
        shown[0].0,
        format!("lyngk:board-stacks:{}.lesson.4.0:none:0", alice.id)
    );
    assert!(shown[0].1.contains(&"E5".to_owned()), "{shown:?}");

    // A stack chosen: its landing points, the one that needs the claim named.
    let landings = select(&h, &alice, &shown[0].0, "E5", &stacks).await;
    assert_eq!(landings.kind, 7);
    let shown = select_menus(&landings.data);
    assert_eq!(
        shown[0].0,
        format!("lyngk:board-land-e5:{}.lesson.4.0:none:0", alice.id)
    );
    let with_claim = shown[0]
        .1
        .iter()
        .find(|v| v.starts_with("E6"))
        .expect("E6, with its claim")
        .clone();
    assert_eq!(with_claim, "E6 claim:red");

    // The landing chosen: the step is played, the lesson done, in place.
    let done = select(&h, &alice, &shown[0].0, &with_claim, &landings).await;
    assert_eq!(done.kind, 7);
    assert!(
        text(&done).contains("Lesson done: **Claiming a colour** ✓"),
        "{}",
        text(&done)
    );
    assert!(done.custom_ids().is_empty(), "nothing left to click");
    // Each update carries its own board: the step's, then the one after
    // the last move, which differs.
    let board = |a: &InteractionCallback| {
        a.files
            .iter()
            .find(|f| f.filename == "board.png")
            .map(|f| f.data.clone())
            .expect("a board")
    };
    assert_eq!(board(&stacks), board(&started));
    assert_ne!(board(&done), board(&started));

    // Another member's click on Alice's board is refused, only to them;
    // an id from before a board carried its member is refused politely.
    let bobs = click(&h, &bob(), &move_button, &started).await;
    assert!(bobs.is_ephemeral(), "only Bob hears it");
    assert!(
        text(&bobs).starts_with("This board was shown to another member"),
        "{}",
        text(&bobs)
    );
    let old = click(&h, &alice, "lyngk:lesson:4:0", &started).await;
    assert!(old.is_ephemeral());
    assert_eq!(text(&old), "This button no longer does anything.");
    let list = h.command(&alice, "learn", vec![]).await;
    assert!(
        text(&list).contains("**Claiming a colour** (`claims`): done ✓"),
        "{}",
        text(&list)
    );
    h.finish().await;
}
