//! A lesson's step as a private board ([`LessonStep`]): the step's
//! position and task, and a try judged by the engine against the step's
//! task ([`crate::lessons`]). A right try moves the member to the next step
//! (the last marks the lesson done); a wrong or illegal one answers with
//! the hint and the position back, and stores nothing.
//!
//! The board carries its lesson and step, so its buttons and menus play
//! that step whatever was stored since (a restart included); a typed try
//! plays the step stored for the member ([`super::super::Lessons`]).

use crate::engine::{Action, LastTurn, Position};
use crate::i18n::Msg;
use crate::ids::UserId;
use crate::lessons::{Lesson, Tried};
use crate::time::Timestamp;

use super::super::context::{Context, Private};
use super::super::moves::TurnRequest;
use super::super::{Actor, Reply, ServiceError, text};
use super::{Board, BoardRef, LessonStep, Opened};
use crate::service::common::{Res, user_err};

impl Board for LessonStep {
    fn outdated(&self) -> Msg {
        text::lesson_outdated()
    }

    async fn open(&self, cx: &Context, a: Actor) -> Result<Opened, ServiceError> {
        let pos = step_position(self.lesson, self.step)?;
        let shown = step_reply(cx, a, self.lesson, usize::from(self.step), Vec::new()).await;
        Ok(Opened::Board(Box::new(pos), shown))
    }

    async fn play(&self, cx: &Context, a: Actor, turn: TurnRequest) -> Res {
        play(cx, a, self.lesson, usize::from(self.step), turn).await
    }
}

/// A try on step `step` of `lesson`, judged by the engine.
pub(in crate::service) async fn play(
    cx: &Context,
    a: Actor,
    lesson: Lesson,
    step: usize,
    turn: TurnRequest,
) -> Res {
    if step >= lesson.step_count() {
        return user_err(text::lesson_outdated());
    }
    match lesson.try_turn(step, turn.claim, turn.path) {
        Tried::Right => {
            let next = step + 1;
            if next < lesson.step_count() {
                store(cx, a.user, lesson, next, None).await?;
                let right = vec![text::lesson_right()];
                return Ok(step_reply(cx, a, lesson, next, right).await);
            }
            store(cx, a.user, lesson, 0, Some(cx.now())).await?;
            let (end, last) = played(lesson, step, turn)?;
            Ok(Reply {
                text: text::lesson_done(lesson, lesson.next()).into(),
                image: cx
                    .position_picture(&end, Some(last), Private::to(a.lang))
                    .await,
                ephemeral: true,
                position: Some(end),
                ..Reply::default()
            })
        }
        Tried::Wrong => {
            let wrong = vec![text::lesson_wrong(lesson, step)];
            Ok(step_reply(cx, a, lesson, step, wrong).await)
        }
        Tried::Illegal(why) => {
            let illegal = vec![text::lesson_illegal(lesson, step, &why)];
            Ok(step_reply(cx, a, lesson, step, illegal).await)
        }
    }
}

/// A step as shown to member `a`, in their language: `before` (what the
/// last try got), the lesson and the step, its task, its position drawn,
/// and the Move button.
pub(in crate::service) async fn step_reply(
    cx: &Context,
    a: Actor,
    lesson: Lesson,
    step: usize,
    before: Vec<Msg>,
) -> Reply {
    let mut lines = before;
    lines.push(text::lesson_step(lesson, step));
    lines.push(text::lesson_task(lesson, step));
    let pos = lesson.step(step).map(|s| s.position());
    let image = match &pos {
        Some(p) => cx.position_picture(p, None, Private::to(a.lang)).await,
        None => None,
    };
    let at = LessonStep {
        lesson,
        step: u8::try_from(step).unwrap_or(u8::MAX),
    };
    Reply {
        text: lines.into(),
        image,
        ephemeral: true,
        buttons: vec![BoardRef::new(a.user, at).move_button()],
        accent: pos.as_ref().map(Position::to_move),
        position: pos,
        ..Reply::default()
    }
}

/// Stores where `user` is in `lesson` (and when they finished it).
pub(in crate::service) async fn store(
    cx: &Context,
    user: UserId,
    lesson: Lesson,
    step: usize,
    done_at: Option<Timestamp>,
) -> Result<(), ServiceError> {
    let step = i32::try_from(step).unwrap_or(0);
    let mut tx = cx.db.begin().await?;
    tx.set_lesson_step(user, lesson.name(), step, done_at)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// The position of step `step`, or a user error for a step the lesson does
/// not have (a button of a lesson changed by an upgrade).
fn step_position(lesson: Lesson, step: u8) -> Result<Position, ServiceError> {
    match lesson.step(usize::from(step)) {
        Some(s) => Ok(s.position()),
        None => user_err(text::lesson_outdated()),
    }
}

/// The position after a right try on step `step`, and the try as the
/// picture highlights it (its whole LYNGK path).
fn played(
    lesson: Lesson,
    step: usize,
    turn: TurnRequest,
) -> Result<(Position, LastTurn), ServiceError> {
    let mut pos = step_position(lesson, u8::try_from(step).unwrap_or(u8::MAX))?;
    if let Some(c) = turn.claim {
        pos.play_unchecked(Action::Claim(c));
    }
    let path = pos
        .lyngk_path(&turn.path)
        .unwrap_or_else(|| vec![turn.path.from, turn.path.to]);
    pos.play_unchecked(Action::Move(turn.path));
    let last = LastTurn {
        claim: turn.claim,
        path,
    };
    Ok((pos, last))
}
