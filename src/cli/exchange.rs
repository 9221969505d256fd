//! `lyngk export` and `lyngk import`: a game's record out of the bot's
//! database, and a record into it, on the operator's command line. The
//! database is `DATABASE_URL`'s, opened (and migrated) as the bot opens
//! it; the work is the service's ([`crate::service::Records`]), so a record
//! is written and checked exactly as `/lyngk record export` and `/lyngk record import` do.
//! The operator sees every game: no member's view applies here.

use std::path::Path;
use std::sync::Arc;

use super::CliError;
use crate::i18n::Lang;
use crate::ids::{GameId, ImportedGameId, UserId};
use crate::service::{Service, ServiceError, SystemClock};

/// A service error as the command line says it: a user's mistake in
/// English words (exit 1), anything else as it is (exit 2).
fn failed(e: &ServiceError) -> CliError {
    match e {
        ServiceError::User(msg) => CliError::Illegal(Lang::En.render(msg)),
        other @ ServiceError::Internal(_) => CliError::Parse(other.to_string()),
    }
}

async fn open(url: &str) -> Result<Service, CliError> {
    Service::open(url, Arc::new(SystemClock))
        .await
        .map_err(|e| CliError::Parse(format!("cannot open the database: {e}")))
}

/// `lyngk export GAME [--imported] [--out FILE]`: the record of game `game`
/// (an imported game's with `imported`), written to `out` (never over a
/// file that exists) or returned to be printed.
///
/// # Errors
/// No such game (exit 1), the database or the file can't be used (exit 2).
pub async fn export(
    url: &str,
    game: i64,
    imported: bool,
    out: Option<&Path>,
) -> Result<String, CliError> {
    let service = open(url).await?;
    let record = if imported {
        service.records().stored_import(ImportedGameId(game)).await
    } else {
        service.records().stored_record(GameId(game)).await
    };
    service.close().await;
    let text = record.map_err(|e| failed(&e))?.to_string();
    match out {
        None => Ok(text),
        Some(path) => {
            let cannot = |e: std::io::Error| {
                CliError::Parse(format!("cannot write {}: {e}", path.display()))
            };
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(path)
                .map_err(cannot)?;
            std::io::Write::write_all(&mut file, text.as_bytes()).map_err(cannot)?;
            Ok(format!("wrote the record to {}\n", path.display()))
        }
    }
}

/// `lyngk import FILE --owner USER`: the record in `file` stored as an
/// imported game of the member `owner` (only they see it in Discord).
///
/// # Errors
/// A record refused, with its line and reason (exit 1); the file or the
/// database can't be used (exit 2).
pub async fn import(url: &str, file: &Path, owner: u64) -> Result<String, CliError> {
    let Some(owner) = UserId::of(owner) else {
        return Err(CliError::Parse(
            "--owner: a Discord user id, not 0".to_owned(),
        ));
    };
    let bytes = super::records::read_at_most(file)?;
    let bytes = match bytes {
        Ok(bytes) => bytes,
        Err(e) => return Err(CliError::Illegal(format!("{}: {e}", file.display()))),
    };
    let service = open(url).await?;
    let imported = service.records().import(owner, &bytes).await;
    service.close().await;
    let reply = imported.map_err(|e| match failed(&e) {
        CliError::Illegal(why) => CliError::Illegal(format!("{}: {why}", file.display())),
        other => other,
    })?;
    Ok(format!("{}\n", Lang::En.render_text(&reply.text)))
}
