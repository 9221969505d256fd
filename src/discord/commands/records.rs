//! Game records, one group (`/lyngk` holds Discord's most, 25 options):
//! `/lyngk record export [game] [imported]` attaches a game's record (a
//! `.lyngk` file) for the caller alone, `/lyngk record import file:` reads
//! an attached record into a game of the caller's own, `/lyngk record review
//! [game] [imported] [turn]` steps through a finished game privately, and
//! `/lyngk record review position:` explores from a position given in LPN. The attachment's size
//! is checked before it is fetched; the file is fetched with the bot's REST
//! client ([`Data::files`](crate::discord::Data)), a failure that may pass
//! (a timeout, a 5xx, a 429) tried again, a 4xx not. The service reads and
//! checks the record.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use crate::discord::answer::act;
use crate::discord::{Context, Error};
use crate::game_record::MAX_BYTES;
use crate::service::{GameChoice, ServiceError, text};

/// A game's record as a .lyngk file: export and import
#[poise::command(
    slash_command,
    subcommands("export", "import", "review"),
    subcommand_required
)]
pub async fn record(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The record of a game as a file, for you alone (default: the last game in this channel)
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[min = 1] game: Option<i64>,
    #[min = 1] imported: Option<i64>,
) -> Result<(), Error> {
    act(ctx, |s, a| async move {
        let Some(choice) = GameChoice::of_options(game, imported) else {
            return Err(ServiceError::User(text::one_game_only()));
        };
        s.records().export(a, choice).await
    })
    .await
}

/// Import a game's record (.lyngk): a game of your own to replay, analyse and export
#[poise::command(slash_command)]
pub async fn import(ctx: Context<'_>, file: serenity::Attachment) -> Result<(), Error> {
    let client = ctx.data().files.clone();
    act(ctx, |s, a| async move {
        // Refused for its size before a byte is fetched.
        s.records().check_size(u64::from(file.size))?;
        let bytes = fetch(&client, &file.url)
            .await
            .map_err(|()| ServiceError::User(text::import_download_failed()))?;
        s.records().import(a.user, &bytes).await
    })
    .await
}

/// Step through a finished game privately, turn by turn (default: the last game in this channel)
#[poise::command(slash_command)]
pub async fn review(
    ctx: Context<'_>,
    #[min = 1] game: Option<i64>,
    #[min = 1] imported: Option<i64>,
    #[min = 0]
    #[max = 10000]
    turn: Option<u32>,
    #[max_length = 200] position: Option<String>,
) -> Result<(), Error> {
    act(ctx, |s, a| async move {
        if let Some(lpn) = position {
            if game.is_some() || imported.is_some() || turn.is_some() {
                return Err(ServiceError::User(text::explore_position_alone()));
            }
            return s.review().explore_position(a, &lpn).await;
        }
        let Some(choice) = GameChoice::of_options(game, imported) else {
            return Err(ServiceError::User(text::one_game_only()));
        };
        s.review().open(a, choice, turn).await
    })
    .await
}

/// How many times a file is asked for at most, and the waits between.
const FETCH_WAITS: [Duration; 2] = [Duration::from_millis(500), Duration::from_secs(1)];

/// The attachment's bytes, at most one past [`MAX_BYTES`] (the service
/// refuses what is larger). A timeout, a failed connection, a 5xx or a 429
/// is tried again; a 4xx is final.
async fn fetch(client: &reqwest::Client, url: &str) -> Result<Vec<u8>, ()> {
    let mut waits = FETCH_WAITS.iter();
    loop {
        match fetch_once(client, url).await {
            Ok(bytes) => return Ok(bytes),
            Err(Fetch::Final(why)) => {
                tracing::warn!("fetching an attached record failed: {why}");
                return Err(());
            }
            Err(Fetch::Again(why)) => {
                let Some(wait) = waits.next() else {
                    tracing::warn!("fetching an attached record failed, tried again: {why}");
                    return Err(());
                };
                tracing::info!("fetching an attached record failed ({why}): trying again");
                tokio::time::sleep(*wait).await;
            }
        }
    }
}

/// Why one try failed.
enum Fetch {
    /// Worth another try.
    Again(String),
    /// Not.
    Final(String),
}

async fn fetch_once(client: &reqwest::Client, url: &str) -> Result<Vec<u8>, Fetch> {
    let mut response = client
        .get(url)
        .send()
        .await
        .map_err(|e| Fetch::Again(e.to_string()))?;
    let status = response.status();
    if status.is_server_error() || status.as_u16() == 429 {
        return Err(Fetch::Again(status.to_string()));
    }
    if !status.is_success() {
        return Err(Fetch::Final(status.to_string()));
    }
    let mut bytes = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|e| Fetch::Again(e.to_string()))?
    {
        bytes.extend_from_slice(&chunk);
        // Enough to know it is too large: the rest is never read.
        if bytes.len() > MAX_BYTES {
            break;
        }
    }
    Ok(bytes)
}
