//! Lessons you play: `/lyngk learn` lists them with the member's progress,
//! `/lyngk learn lesson:<name>` starts one, and `move:` plays a typed try
//! on the member's step of it. Every answer is ephemeral.

use super::choices::{ColorChoice, LessonChoice};
use crate::discord::answer::act;
use crate::discord::{Context, Error};
use crate::engine::Color;
use crate::lessons::Lesson;
use crate::service::{ServiceError, text};

/// Short lessons you play, privately: the list, or one of them
#[poise::command(slash_command)]
pub async fn learn(
    ctx: Context<'_>,
    lesson: Option<LessonChoice>,
    #[rename = "move"]
    #[max_length = 64]
    typed: Option<String>,
    claim: Option<ColorChoice>,
) -> Result<(), Error> {
    let lesson = lesson.map(Lesson::from);
    let claim = claim.map(Color::from);
    act(ctx, |s, a| async move {
        match (lesson, typed) {
            // A claim is half a turn: refused rather than dropped.
            (_, None) if claim.is_some() => {
                Err(ServiceError::User(text::lesson_claim_needs_move()))
            }
            (None, None) => s.lessons().list(a).await,
            (Some(lesson), None) => s.lessons().start(a, lesson).await,
            (Some(lesson), Some(typed)) => s.lessons().play_typed(a, lesson, claim, &typed).await,
            (None, Some(_)) => Err(ServiceError::User(text::lesson_needs_lesson())),
        }
    })
    .await
}
