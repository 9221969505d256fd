//! `lesson_progress`: where each member stands in each lesson (the step
//! they are at, and when they first finished it).

use super::{Result, Tx, on_conn, row};
use crate::ids::UserId;
use crate::time::Timestamp;

row! {
    /// A member's place in one lesson, as stored.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct LessonRow {
        /// The lesson's name (`moves`, `five-stack`…).
        pub lesson: String,
        /// The step they are at, from 0.
        pub step: i32,
        /// When they first finished it, if they have.
        pub done_at: Option<Timestamp>,
    }
}

impl Tx {
    /// The member's place in every lesson they have started.
    ///
    /// # Errors
    /// A database failure.
    pub async fn lesson_progress(&mut self, user: UserId) -> Result<Vec<LessonRow>> {
        let rows = on_conn!(self, |c| {
            sqlx::query_as::<_, LessonRow>(
                "SELECT lesson, step, done_at FROM lesson_progress
                 WHERE user_id = $1 ORDER BY lesson",
            )
            .bind(user)
            .fetch_all(c)
            .await?
        });
        Ok(rows)
    }

    /// Puts the member at `step` of `lesson`; `done_at` marks it finished
    /// (a lesson finished once stays finished, with its first time).
    ///
    /// # Errors
    /// A database failure.
    pub async fn set_lesson_step(
        &mut self,
        user: UserId,
        lesson: &str,
        step: i32,
        done_at: Option<Timestamp>,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO lesson_progress (user_id, lesson, step, done_at)
                 VALUES ($1, $2, $3, $4)
                 ON CONFLICT (user_id, lesson) DO UPDATE SET
                     step = excluded.step,
                     done_at = COALESCE(lesson_progress.done_at, excluded.done_at)",
            )
            .bind(user)
            .bind(lesson)
            .bind(step)
            .bind(done_at)
            .execute(c)
            .await?;
        });
        Ok(())
    }
}
