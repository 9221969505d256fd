//! Puzzles proven by the solver: `/lyngk puzzle` gives the member's puzzle
//! (the one they are playing, else the next near their puzzle rating),
//! `daily:True` the server's puzzle of the day, and `move:` plays a typed
//! turn on the puzzle they are playing. Every answer is ephemeral.

use super::choices::ColorChoice;
use crate::discord::answer::act;
use crate::discord::{Context, Error};
use crate::engine::Color;
use crate::service::{ServiceError, text};

/// Puzzles from real games, proven by the solver: find the one right turn
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Context<'_>,
    daily: Option<bool>,
    #[rename = "move"]
    #[max_length = 64]
    typed: Option<String>,
    claim: Option<ColorChoice>,
) -> Result<(), Error> {
    let claim = claim.map(Color::from);
    let daily = daily.unwrap_or(false);
    act(ctx, |s, a| async move {
        match typed {
            // A claim is half a turn: refused rather than dropped.
            None if claim.is_some() => Err(ServiceError::User(text::puzzle_claim_needs_move())),
            Some(typed) => s.puzzles().play_typed(a, claim, &typed).await,
            None if daily => s.puzzles().daily(a).await,
            None => s.puzzles().next(a).await,
        }
    })
    .await
}
