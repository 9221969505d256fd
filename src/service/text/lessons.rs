//! The words of the lessons (`/lyngk learn`): each lesson's title, each
//! step's task and hint (named after the lesson and the step, from 1), the
//! list with a member's progress, and the answers to a try.

use crate::engine::IllegalAction;
use crate::i18n::{Arg, Msg};
use crate::lessons::Lesson;

/// A lesson's title.
#[must_use]
pub fn lesson_title(lesson: Lesson) -> Msg {
    Msg::new(match lesson {
        Lesson::Moves => "lesson-title-moves",
        Lesson::Stacking => "lesson-title-stacking",
        Lesson::Lyngk => "lesson-title-lyngk",
        Lesson::Claims => "lesson-title-claims",
        Lesson::FiveStack => "lesson-title-five-stack",
        Lesson::TheEnd => "lesson-title-the-end",
        Lesson::SuddenDeath => "lesson-title-sudden-death",
    })
}

/// What step `step` (from 0) of `lesson` asks, in one sentence.
#[must_use]
pub fn lesson_task(lesson: Lesson, step: usize) -> Msg {
    Msg::new(match (lesson, step) {
        (Lesson::Moves, 0) => "lesson-moves-1-task",
        (Lesson::Moves, _) => "lesson-moves-2-task",
        (Lesson::Stacking, 0) => "lesson-stacking-1-task",
        (Lesson::Stacking, _) => "lesson-stacking-2-task",
        (Lesson::Lyngk, _) => "lesson-lyngk-1-task",
        (Lesson::Claims, _) => "lesson-claims-1-task",
        (Lesson::FiveStack, _) => "lesson-five-stack-1-task",
        (Lesson::TheEnd, _) => "lesson-the-end-1-task",
        (Lesson::SuddenDeath, _) => "lesson-sudden-death-1-task",
    })
}

/// The hint after a try that missed step `step` of `lesson`.
#[must_use]
pub fn lesson_hint(lesson: Lesson, step: usize) -> Msg {
    Msg::new(match (lesson, step) {
        (Lesson::Moves, 0) => "lesson-moves-1-hint",
        (Lesson::Moves, _) => "lesson-moves-2-hint",
        (Lesson::Stacking, 0) => "lesson-stacking-1-hint",
        (Lesson::Stacking, _) => "lesson-stacking-2-hint",
        (Lesson::Lyngk, _) => "lesson-lyngk-1-hint",
        (Lesson::Claims, _) => "lesson-claims-1-hint",
        (Lesson::FiveStack, _) => "lesson-five-stack-1-hint",
        (Lesson::TheEnd, _) => "lesson-the-end-1-hint",
        (Lesson::SuddenDeath, _) => "lesson-sudden-death-1-hint",
    })
}

/// The head of a step: the lesson, its title, the step and how many.
#[must_use]
pub fn lesson_step(lesson: Lesson, step: usize) -> Msg {
    Msg::new("lesson-step")
        .arg("number", lesson.number())
        .arg("title", lesson_title(lesson))
        .arg("step", step + 1)
        .arg("steps", lesson.step_count())
}

/// The head of the list of lessons.
#[must_use]
pub fn lesson_list() -> Msg {
    Msg::new("lesson-list")
}

/// Where a member stands in a lesson, for the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonState {
    NotYet,
    /// At this step (from 0), not yet done.
    AtStep(usize),
    Done,
}

/// One line of the list: the lesson, its name to start it by, and the
/// member's progress.
#[must_use]
pub fn lesson_list_line(lesson: Lesson, state: LessonState) -> Msg {
    let state = match state {
        LessonState::NotYet => Msg::new("lesson-state-not-yet"),
        LessonState::AtStep(step) => Msg::new("lesson-state-at-step")
            .arg("step", step + 1)
            .arg("steps", lesson.step_count()),
        LessonState::Done => Msg::new("lesson-state-done"),
    };
    Msg::new("lesson-list-line")
        .arg("number", lesson.number())
        .arg("title", lesson_title(lesson))
        .arg("name", lesson.name())
        .arg("state", state)
}

/// A right try, with more steps to come.
#[must_use]
pub fn lesson_right() -> Msg {
    Msg::new("lesson-right")
}

/// The last step done: the lesson is done.
#[must_use]
pub fn lesson_done(lesson: Lesson, next: Option<Lesson>) -> Msg {
    match next {
        Some(next) => Msg::new("lesson-done-next")
            .arg("title", lesson_title(lesson))
            .arg("next", lesson_title(next)),
        None => Msg::new("lesson-done-all").arg("title", lesson_title(lesson)),
    }
}

/// A legal try that misses the task: the hint.
#[must_use]
pub fn lesson_wrong(lesson: Lesson, step: usize) -> Msg {
    Msg::new("lesson-wrong").arg("hint", lesson_hint(lesson, step))
}

/// A try that breaks a rule: the rule broken, said as a game says it
/// ([`super::illegal`], a sentence of its own), then the hint.
#[must_use]
pub fn lesson_illegal(lesson: Lesson, step: usize, reason: &IllegalAction) -> Msg {
    Msg::new("lesson-illegal")
        .arg("illegal", super::illegal(reason))
        .arg("hint", lesson_hint(lesson, step))
}

/// A name that is no lesson's, with the names there are.
#[must_use]
pub fn lesson_unknown(name: &str) -> Msg {
    Msg::new("lesson-unknown").arg("name", name).arg(
        "names",
        Arg::Str(
            Lesson::ALL
                .iter()
                .map(|l| format!("`{}`", l.name()))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    )
}

/// A lesson's button or menu of a step the lesson does not have.
#[must_use]
pub fn lesson_outdated() -> Msg {
    Msg::new("lesson-outdated")
}

/// A typed try without the lesson it is for.
#[must_use]
pub fn lesson_needs_lesson() -> Msg {
    Msg::new("lesson-needs-lesson")
}
/// A `claim:` given without the `move:` it goes with.
#[must_use]
pub fn lesson_claim_needs_move() -> Msg {
    Msg::new("lesson-claim-needs-move")
}
