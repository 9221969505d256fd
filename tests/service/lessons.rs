//! Lessons you play: started, played by typed tries and by the Move
//! button's menus, judged by the engine: a right try moves the member on
//! (the last one marks the lesson done), a wrong or illegal one answers
//! with the hint and the same step and stores nothing; the progress is the
//! member's own and survives a restart.

use crate::games::user_err;
use crate::service_env::*;
use lyngk::engine::Color;
use lyngk::i18n::{Arg, Msg};
use lyngk::ids::UserId;
use lyngk::lessons::Lesson;
use lyngk::service::{BoardKind, BoardRef, Button, LessonStep, MenuKind, Reply, Service};

/// One step's tries: a legal or illegal one that misses the task (and the
/// message that says so), and one that does it.
struct Tries {
    lesson: Lesson,
    step: u8,
    wrong: &'static str,
    said: &'static str,
    claim: Option<Color>,
    right: &'static str,
}

/// A try of each kind of task: landing on a point, a height, a LYNGK hop,
/// a claim then a move, a 5-stack scored, a win (by tie-break and by
/// sudden death); wrong tries legal ones and illegal ones (with the
/// engine's reason).
const TRIES: [Tries; 9] = [
    t(Lesson::Moves, 0, "E5 D4", "lesson-wrong", None, "E5 E6"),
    t(Lesson::Moves, 1, "E7 E2", "lesson-wrong", None, "E2-E7"),
    t(
        Lesson::Stacking,
        0,
        "D4 E5",
        "illegal-neutral-too-low",
        None,
        "D4 C4",
    ),
    t(
        Lesson::Stacking,
        1,
        "D4 E5",
        "illegal-color-twice",
        None,
        "D4 C4",
    ),
    t(Lesson::Lyngk, 0, "G6 G7", "lesson-wrong", None, "B5 E3"),
    t(
        Lesson::Claims,
        0,
        "E5 E6",
        "lesson-illegal",
        Some(Color::Red),
        "E5 E6",
    ),
    t(Lesson::FiveStack, 0, "E6 E5", "lesson-wrong", None, "E5 E6"),
    t(Lesson::TheEnd, 0, "E6 E5", "lesson-wrong", None, "E5 E6"),
    t(
        Lesson::SuddenDeath,
        0,
        "D4 E5",
        "lesson-wrong",
        None,
        "E5 E6",
    ),
];

const fn t(
    lesson: Lesson,
    step: u8,
    wrong: &'static str,
    said: &'static str,
    claim: Option<Color>,
    right: &'static str,
) -> Tries {
    Tries {
        lesson,
        step,
        wrong,
        said,
        claim,
        right,
    }
}

/// The state of `lesson` in the member's list: its message id and step.
async fn state(svc: &Service, user: UserId, lesson: Lesson) -> (&'static str, Option<i64>) {
    let list = svc.lessons().list(actor(user)).await.unwrap();
    assert!(list.ephemeral);
    let line = list
        .text
        .lines()
        .iter()
        .find(|m| m.get("name") == Some(&Arg::Str(lesson.name().to_owned())))
        .expect("every lesson is listed");
    let Some(Arg::Msg(state)) = line.get("state") else {
        panic!("a state")
    };
    let step = match state.get("step") {
        Some(Arg::Num(n)) => Some(*n),
        _ => None,
    };
    (state.id, step)
}

/// The step a reply shows (from 0), by its Move button.
fn shown_step(r: &Reply, lesson: Lesson) -> Option<u8> {
    r.buttons.iter().find_map(|b| match *b {
        Button::Board {
            board:
                BoardRef {
                    kind: BoardKind::Lesson(LessonStep { lesson: l, step }),
                    ..
                },
        } if l == lesson => Some(step),
        _ => None,
    })
}

fn step_of(r: &Reply) -> Option<i64> {
    let head: &Msg = r.text.find("lesson-step")?;
    match head.get("step") {
        Some(Arg::Num(n)) => Some(*n),
        _ => None,
    }
}

backends!(every_kind_of_task_advances_when_right_and_changes_nothing_when_wrong);
async fn every_kind_of_task_advances_when_right_and_changes_nothing_when_wrong(env: Env) {
    let svc = env.open().await;
    let me = actor(ALICE);
    for lesson in Lesson::ALL {
        assert_eq!(state(&svc, ALICE, lesson).await.0, "lesson-state-not-yet");
    }
    for tries in &TRIES {
        let lesson = tries.lesson;
        if tries.step == 0 {
            let started = svc.lessons().start(me, lesson).await.unwrap();
            assert!(started.ephemeral, "a lesson is private");
            assert!(started.image.is_some(), "the step's board is drawn");
            assert_eq!(shown_step(&started, lesson), Some(0));
            assert!(started.text.has(task_id(lesson, 0)), "{}", started.text);
            assert_eq!(
                started.position.as_ref().map(ToString::to_string),
                Some(lesson.step(0).unwrap().lpn)
            );
        }
        let at = usize::from(tries.step);
        let before = state(&svc, ALICE, lesson).await;
        assert_eq!(
            before,
            ("lesson-state-at-step", Some(i64::from(tries.step) + 1))
        );

        // The wrong try: the hint, the same step and position, nothing stored.
        let wrong = svc
            .lessons()
            .play_typed(me, lesson, None, tries.wrong)
            .await
            .unwrap();
        assert!(wrong.text.has(tries.said), "{lesson} {at}: {}", wrong.text);
        assert!(wrong.text.has(hint_id(lesson, at)), "{}", wrong.text);
        assert!(!wrong.text.has("lesson-right"));
        assert_eq!(shown_step(&wrong, lesson), Some(tries.step));
        assert_eq!(
            wrong.position.as_ref().map(ToString::to_string),
            Some(lesson.step(at).unwrap().lpn),
            "the position back"
        );
        assert_eq!(state(&svc, ALICE, lesson).await, before, "nothing stored");

        // The right try: the next step, or the lesson done.
        let right = svc
            .lessons()
            .play_typed(me, lesson, tries.claim, tries.right)
            .await
            .unwrap();
        assert!(right.ephemeral);
        if at + 1 < lesson.step_count() {
            assert!(right.text.has("lesson-right"), "{}", right.text);
            assert_eq!(shown_step(&right, lesson), Some(tries.step + 1));
            assert_eq!(step_of(&right), Some(i64::from(tries.step) + 2));
            assert_eq!(
                state(&svc, ALICE, lesson).await,
                ("lesson-state-at-step", Some(i64::from(tries.step) + 2))
            );
        } else {
            assert!(
                right.text.has("lesson-done-next") || right.text.has("lesson-done-all"),
                "{}",
                right.text
            );
            assert!(right.buttons.is_empty(), "nothing left to play");
            assert!(right.image.is_some(), "the board after the last move");
            assert_eq!(state(&svc, ALICE, lesson).await.0, "lesson-state-done");
        }
    }
    // The last lesson says so; the others name the next one.
    for lesson in Lesson::ALL {
        assert_eq!(state(&svc, ALICE, lesson).await.0, "lesson-state-done");
        assert_eq!(
            state(&svc, BOB, lesson).await.0,
            "lesson-state-not-yet",
            "Bob's own"
        );
    }
    // Started again: back at its first step, and still done.
    let again = svc.lessons().start(me, Lesson::Moves).await.unwrap();
    assert_eq!(shown_step(&again, Lesson::Moves), Some(0));
    assert_eq!(
        state(&svc, ALICE, Lesson::Moves).await.0,
        "lesson-state-done"
    );
}

fn task_id(lesson: Lesson, step: usize) -> &'static str {
    lyngk::service::text::lesson_task(lesson, step).id
}

fn hint_id(lesson: Lesson, step: usize) -> &'static str {
    lyngk::service::text::lesson_hint(lesson, step).id
}

backends!(progress_survives_a_restart);
async fn progress_survives_a_restart(env: Env) {
    let svc = env.open().await;
    let me = actor(ALICE);
    svc.lessons().start(me, Lesson::Stacking).await.unwrap();
    let r = svc
        .lessons()
        .play_typed(me, Lesson::Stacking, None, "D4 C4")
        .await
        .unwrap();
    assert_eq!(shown_step(&r, Lesson::Stacking), Some(1));
    svc.close().await;
    drop(svc);

    let svc = env.open().await;
    assert_eq!(
        state(&svc, ALICE, Lesson::Stacking).await,
        ("lesson-state-at-step", Some(2))
    );
    // A typed try plays the stored step: the second step's task.
    let done = svc
        .lessons()
        .play_typed(me, Lesson::Stacking, None, "D4 C4")
        .await
        .unwrap();
    assert!(done.text.has("lesson-done-next"), "{}", done.text);
    svc.close().await;
    drop(svc);
    let svc = env.open().await;
    assert_eq!(
        state(&svc, ALICE, Lesson::Stacking).await.0,
        "lesson-state-done"
    );
    assert_eq!(
        state(&svc, ALICE, Lesson::Moves).await.0,
        "lesson-state-not-yet"
    );
}

backends!(the_menus_play_a_step_with_the_claim_it_needs);
async fn the_menus_play_a_step_with_the_claim_it_needs(env: Env) {
    let svc = env.open().await;
    let me = actor(ALICE);
    let started = svc.lessons().start(me, Lesson::Claims).await.unwrap();
    let Some(Button::Board { board }) = started.buttons.first().copied() else {
        panic!("the Move button")
    };
    assert_eq!(
        board,
        BoardRef::new(
            ALICE,
            LessonStep {
                lesson: Lesson::Claims,
                step: 0
            }
        ),
        "Alice's board, at the lesson's step"
    );
    let stacks = svc.boards().press(me, board, None).await.unwrap();
    assert!(stacks.ephemeral);
    let menu = &stacks.menus[0];
    assert_eq!(menu.kind, MenuKind::BoardStacks { board, claim: None });
    assert!(
        menu.options.iter().any(|o| o.value == "E5"),
        "{:?}",
        menu.options
    );
    // Through the game menus' entry point, as a click arrives.
    let landings = svc.menus().choose(me, menu.kind, "E5").await.unwrap();
    let menu = &landings.menus[0];
    let with_claim = menu
        .options
        .iter()
        .find(|o| o.value.starts_with("E6"))
        .expect("E6, with the claim it needs");
    assert!(
        with_claim.value.contains("claim:red"),
        "{}",
        with_claim.value
    );
    let done = svc
        .menus()
        .choose(me, menu.kind, &with_claim.value)
        .await
        .unwrap();
    assert!(done.text.has("lesson-done-next"), "{}", done.text);
    assert_eq!(
        state(&svc, ALICE, Lesson::Claims).await.0,
        "lesson-state-done"
    );
    // A menu's value it did not offer changes nothing.
    assert!(
        user_err(svc.menus().choose(me, menu.kind, "Z9").await).contains("bad-move"),
        "refused"
    );
}

backends!(a_name_that_is_no_lessons_is_refused_with_the_names);
async fn a_name_that_is_no_lessons_is_refused_with_the_names(env: Env) {
    let svc = env.open().await;
    let me = actor(ALICE);
    assert!(user_err(svc.lessons().learn(me, Some("chess")).await).contains("lesson-unknown"));
    let list = svc.lessons().learn(me, None).await.unwrap();
    assert!(list.text.has("lesson-list"));
    let started = svc.lessons().learn(me, Some("five-stack")).await.unwrap();
    assert_eq!(shown_step(&started, Lesson::FiveStack), Some(0));
    assert!(
        user_err(
            svc.lessons()
                .play_typed(me, Lesson::FiveStack, None, "E5")
                .await
        )
        .contains("bad-move")
    );
    assert_eq!(
        state(&svc, ALICE, Lesson::FiveStack).await,
        ("lesson-state-at-step", Some(1))
    );
}
