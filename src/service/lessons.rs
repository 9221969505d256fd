//! Lessons you play (`/lyngk learn`): the list with a member's progress, a
//! lesson started, and a try typed on the step the member is at. A step is
//! a private board ([`super::board::lesson`]): its Move button's menus, and
//! the engine's judgement of a try (a right one moves the member to the
//! next step, the last marks the lesson done; a wrong or illegal one
//! answers with the hint and the position back, and stores nothing), are
//! the board's.
//!
//! Every answer is shown only to the member: a lesson needs no channel, no
//! permission and no game. Typed tries play the step stored for the member.

use crate::engine::Color;
use crate::ids::UserId;
use crate::lessons::Lesson;

use super::board::lesson::{play, step_reply, store};
use super::context::Context;
use super::moves::TurnRequest;
use super::text::{self, LessonState};
use super::{Actor, Reply, ServiceError};
use crate::service::common::{Res, user_err};

/// Lessons you play.
#[derive(Clone, Copy)]
pub struct Lessons<'a> {
    cx: &'a Context,
}

impl<'a> Lessons<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

impl Lessons<'_> {
    /// The lessons, each with the member's progress (done, at a step, not
    /// yet), shown only to them.
    ///
    /// # Errors
    /// A database failure.
    pub async fn list(&self, a: Actor) -> Res {
        let rows = self.progress(a.user).await?;
        let mut lines = vec![text::lesson_list()];
        for lesson in Lesson::ALL {
            let state = match rows.iter().find(|r| r.lesson == lesson.name()) {
                Some(r) if r.done_at.is_some() => LessonState::Done,
                Some(r) => LessonState::AtStep(usize::try_from(r.step).unwrap_or(0)),
                None => LessonState::NotYet,
            };
            lines.push(text::lesson_list_line(lesson, state));
        }
        Ok(Reply::ephemeral(lines))
    }

    /// `/lyngk learn`: the list without a lesson's name, else that lesson
    /// started.
    ///
    /// # Errors
    /// A user error for a name that is no lesson's; a database failure.
    pub async fn learn(&self, a: Actor, lesson: Option<&str>) -> Res {
        match lesson.map(str::trim).filter(|n| !n.is_empty()) {
            None => self.list(a).await,
            Some(name) => match name.parse::<Lesson>() {
                Ok(lesson) => self.start(a, lesson).await,
                Err(_) => user_err(text::lesson_unknown(name)),
            },
        }
    }

    /// Starts `lesson` at its first step (again, if the member did it
    /// before: it stays done).
    ///
    /// # Errors
    /// A database failure.
    pub async fn start(&self, a: Actor, lesson: Lesson) -> Res {
        store(self.cx, a.user, lesson, 0, None).await?;
        Ok(step_reply(self.cx, a, lesson, 0, Vec::new()).await)
    }

    /// Plays a typed try (`C3-E5`, `C3 E5`, a LYNGK path, `claim` beside)
    /// on the step of `lesson` the member is at.
    ///
    /// # Errors
    /// A user error when the text is not a move; a database failure.
    pub async fn play_typed(
        &self,
        a: Actor,
        lesson: Lesson,
        claim: Option<Color>,
        typed: &str,
    ) -> Res {
        let turn = TurnRequest::parse(typed, claim)?;
        let step = self.current_step(a.user, lesson).await?;
        play(self.cx, a, lesson, step, turn).await
    }

    /// The step of `lesson` the member is at (the first when they never
    /// started it).
    async fn current_step(&self, user: UserId, lesson: Lesson) -> Result<usize, ServiceError> {
        let rows = self.progress(user).await?;
        Ok(rows
            .iter()
            .find(|r| r.lesson == lesson.name())
            .and_then(|r| usize::try_from(r.step).ok())
            .filter(|s| *s < lesson.step_count())
            .unwrap_or(0))
    }

    async fn progress(&self, user: UserId) -> Result<Vec<crate::storage::LessonRow>, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let rows = tx.lesson_progress(user).await?;
        tx.commit().await?;
        Ok(rows)
    }
}
