//! Private boards (a lesson's step, a puzzle, a mistake to retry) answer
//! only the member they were shown to: another member's press on the Move
//! button, a claim button or either menu is refused with the same message
//! on every kind, and changes nothing; the member then plays on.

use lyngk::ai::puzzle::starter;
use lyngk::engine::{Action, Color, Point};
use lyngk::ids::{MistakeId, PuzzleId, UserId};
use lyngk::lessons::Lesson;
use lyngk::service::{Actor, BoardKind, BoardRef, Button, MenuKind, Reply, Service};
use lyngk::storage::{Db, MistakeRow, PuzzlePlayerRow};

use crate::games::user_err;
use crate::mistakes::{BLUNDER, finished_from_won};
use crate::service_env::*;

/// The board a reply's Move button opens.
fn board_of(r: &Reply) -> BoardRef {
    r.buttons
        .iter()
        .find_map(|b| match *b {
            Button::Board { board } => Some(board),
            _ => None,
        })
        .unwrap_or_else(|| panic!("a board's Move button: {:?}", r.buttons))
}

/// The menu among `r`'s that offers an option starting with `point`, and
/// that option.
fn option(r: &Reply, point: &str) -> (MenuKind, String) {
    r.menus
        .iter()
        .find_map(|m| {
            m.options
                .iter()
                .find(|o| o.value.split(' ').next() == Some(point))
                .map(|o| (m.kind, o.value.clone()))
        })
        .unwrap_or_else(|| panic!("{point} in {:?}", r.menus))
}

/// What a member's boards stand on: where they are in the lesson, in
/// their puzzle, and their mistake's row.
#[derive(Debug, PartialEq)]
struct Stored {
    lesson: Vec<(String, i32, bool)>,
    puzzle: Option<(Option<PuzzleId>, i32, i32, i32)>,
    mistake: Option<(i32, bool)>,
}

async fn stored(env: &Env, user: UserId, mistake: MistakeId) -> Stored {
    let db = Db::open(&env.url()).await.unwrap();
    let mut tx = db.read().await.unwrap();
    let lesson = tx
        .lesson_progress(user)
        .await
        .unwrap()
        .into_iter()
        .map(|r| (r.lesson, r.step, r.done_at.is_some()))
        .collect();
    let puzzle = tx
        .puzzle_player(user)
        .await
        .unwrap()
        .map(|p: PuzzlePlayerRow| (p.puzzle_id, p.ply, p.solved, p.failed));
    let mistake = tx
        .mistake(mistake)
        .await
        .unwrap()
        .filter(|m: &MistakeRow| m.user() == user)
        .map(|m| (m.tries, m.found_at.is_some()));
    tx.commit().await.unwrap();
    db.close().await;
    Stored {
        lesson,
        puzzle,
        mistake,
    }
}

/// Bob presses everything Alice's board `shown` offers, after Alice
/// opened its menus (the stacks', with its claim buttons, then the
/// landings' of the stack on `from`): every press is refused as not his.
async fn bob_presses_alices(svc: &Service, alice: Actor, bob: Actor, shown: &Reply, from: &str) {
    let board = board_of(shown);
    assert_eq!(board.member, ALICE);
    let stacks = svc.boards().press(alice, board, None).await.unwrap();
    let (stacks_menu, stack) = option(&stacks, from);
    let landings = svc
        .menus()
        .choose(alice, stacks_menu, &stack)
        .await
        .unwrap();
    let landings_menu = landings.menus[0].kind;
    let landing = landings.menus[0].options[0].value.clone();

    let mut pressed = vec![
        (
            "the Move button",
            svc.boards().press(bob, board, None).await,
        ),
        (
            "a claim button",
            svc.boards().press(bob, board, Some(Color::Red)).await,
        ),
        (
            "the stacks' menu",
            svc.menus().choose(bob, stacks_menu, &stack).await,
        ),
        (
            "the landings' menu",
            svc.menus().choose(bob, landings_menu, &landing).await,
        ),
    ];
    for b in &stacks.buttons {
        if let Button::BoardClaim { board, color } = *b {
            let claimed = svc.boards().press(bob, board, Some(color)).await;
            pressed.push(("the claim button shown", claimed));
        }
    }
    for (what, answer) in pressed {
        assert_eq!(user_err(answer), "board-not-yours", "{what} of {board:?}");
    }
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    another_members_press_on_a_private_board_is_refused_the_same_way_and_changes_nothing
);
async fn another_members_press_on_a_private_board_is_refused_the_same_way_and_changes_nothing(
    env: Env,
) {
    // Alice's mistake: a game of hers, analysed.
    let game = finished_from_won(&env, [BOB.into(), ALICE.into()], BLUNDER).await;
    let svc = env.open().await;
    svc.analysis()
        .analyse(actor(CAROL), Some(game))
        .await
        .unwrap();
    let (alice, bob) = (actor(ALICE), actor(BOB));

    // Alice's three boards: a lesson, a puzzle, a mistake.
    let lesson = svc.lessons().start(alice, Lesson::Claims).await.unwrap();
    let puzzle = svc.puzzles().next(alice).await.unwrap();
    let p = starter()
        .iter()
        .find(|p| Some(&p.start) == puzzle.position.as_ref())
        .expect("a shipped puzzle");
    let mistake = svc.mistakes().next(alice).await.unwrap();
    let BoardKind::Mistake(m) = board_of(&mistake).kind else {
        panic!("a mistake's board")
    };
    let first_move = p.line[0]
        .iter()
        .find_map(|a| match a {
            Action::Move(m) => Some(*m),
            _ => None,
        })
        .expect("a puzzle's turn moves");

    let alices = stored(&env, ALICE, m.mistake).await;
    let bobs = stored(&env, BOB, m.mistake).await;
    bob_presses_alices(&svc, alice, bob, &lesson, "E5").await;
    bob_presses_alices(&svc, alice, bob, &puzzle, &first_move.from.to_string()).await;
    bob_presses_alices(&svc, alice, bob, &mistake, "C2").await;
    assert_eq!(
        stored(&env, ALICE, m.mistake).await,
        alices,
        "nothing of Alice's"
    );
    assert_eq!(stored(&env, BOB, m.mistake).await, bobs, "nothing of Bob's");

    // Alice plays on, on each board.
    let done = play(&svc, alice, &lesson, None, "E5", "E6").await;
    assert!(done.text.has("lesson-done-next"), "{}", done.text);
    let claim = p.line[0].iter().find_map(|a| match a {
        Action::Claim(c) => Some(*c),
        _ => None,
    });
    let to = first_move.to.to_string();
    let solved = play(
        &svc,
        alice,
        &puzzle,
        claim,
        &first_move.from.to_string(),
        &to,
    )
    .await;
    assert!(
        solved.text.has("puzzle-solved") || solved.text.has("puzzle-right-go-on"),
        "{}",
        solved.text
    );
    let found = play(&svc, alice, &mistake, None, "C2", "E2").await;
    assert!(found.text.has("mistake-found-proven"), "{}", found.text);
    let now = stored(&env, ALICE, m.mistake).await;
    assert_eq!(now.mistake, Some((1, true)));
    assert!(now.lesson.iter().any(|(_, _, done)| *done));
}

/// `member` plays `from`–`to` (after `claim`) on the board `shown`, by its
/// Move button (or claim button) and its menus; the answer.
async fn play(
    svc: &Service,
    member: Actor,
    shown: &Reply,
    claim: Option<Color>,
    from: &str,
    to: &str,
) -> Reply {
    let board = board_of(shown);
    let stacks = svc.boards().press(member, board, claim).await.unwrap();
    let (menu, stack) = option(&stacks, from);
    let landings = svc.menus().choose(member, menu, &stack).await.unwrap();
    let (menu, landing) = option(&landings, to);
    assert!(to.parse::<Point>().is_ok());
    svc.menus().choose(member, menu, &landing).await.unwrap()
}
