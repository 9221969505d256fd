//! Your mistakes to retry: `/lyngk mistakes` shows the member's next
//! mistake found by the analysis of their games, and `move:` (with
//! `claim:`) tries a turn on it. Every answer is ephemeral.

use super::choices::ColorChoice;
use crate::discord::answer::act;
use crate::discord::{Context, Error};
use crate::engine::Color;
use crate::service::{ServiceError, text};

/// Retry the costliest turns of your analysed games, privately
#[poise::command(slash_command)]
pub async fn mistakes(
    ctx: Context<'_>,
    #[rename = "move"]
    #[max_length = 64]
    typed: Option<String>,
    claim: Option<ColorChoice>,
) -> Result<(), Error> {
    let claim = claim.map(Color::from);
    act(ctx, |s, a| async move {
        match typed {
            Some(typed) => s.mistakes().retry_typed(a, claim, &typed).await,
            // A claim is half a turn: refused rather than dropped.
            None if claim.is_some() => Err(ServiceError::User(text::mistake_claim_needs_move())),
            None => s.mistakes().next(a).await,
        }
    })
    .await
}
