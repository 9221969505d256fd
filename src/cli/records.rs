//! `lyngk record`: game records (`.lyngk` files) on the command line.
//! `lyngk record check FILE` reads a record as the bot would, every turn
//! checked by the engine, and prints its tags, its number of turns and its
//! last position in LPN, or the reason it is refused with its line (exit
//! 1); a file that can't be read exits 2. Only the record module and the
//! standard library are used here.

use std::fmt::Write as _;
use std::io::Read as _;
use std::path::{Path, PathBuf};

use clap::Subcommand;

use super::CliError;
use crate::game_record::{GameRecord, MAX_BYTES, RecordError, START};

/// What `lyngk record` does.
#[derive(Subcommand, Debug)]
pub enum RecordCommand {
    /// Read a record as the bot would: print its tags, its number of turns
    /// and its last position (LPN), or why it is refused, with its line
    /// (exit 1).
    Check {
        /// The record (a `.lyngk` file, UTF-8 text, at most 64 KiB).
        file: PathBuf,
    },
}

/// Runs `lyngk record …`.
///
/// # Errors
/// A refused record (exit 1) or a file that can't be read (exit 2).
pub fn run(command: &RecordCommand) -> Result<String, CliError> {
    match command {
        RecordCommand::Check { file } => check(file),
    }
}

/// `lyngk record check FILE`.
///
/// # Errors
/// A refused record (exit 1) or a file that can't be read (exit 2).
pub fn check(file: &Path) -> Result<String, CliError> {
    let refused = |e: RecordError| CliError::Illegal(format!("{}: {e}", file.display()));
    let bytes = read_at_most(file)?.map_err(refused)?;
    let record = GameRecord::parse_bytes(&bytes).map_err(refused)?;
    Ok(summary(&record))
}

/// The file's bytes, or the size error when it is over the limit (read no
/// further than one byte past it).
pub(crate) fn read_at_most(file: &Path) -> Result<Result<Vec<u8>, RecordError>, CliError> {
    let cannot =
        |e: std::io::Error| CliError::Parse(format!("cannot read {}: {e}", file.display()));
    let f = std::fs::File::open(file).map_err(cannot)?;
    let size = f.metadata().map_err(cannot)?.len();
    let mut bytes = Vec::new();
    f.take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() > MAX_BYTES {
        return Ok(Err(RecordError::too_large(size.max(bytes.len() as u64))));
    }
    Ok(Ok(bytes))
}

/// The tags (`Start` last), the turns of the main line, the variations and
/// the last position.
#[must_use]
pub fn summary(record: &GameRecord) -> String {
    let mut out = String::new();
    for tag in record.tags() {
        let _ = writeln!(out, "{tag}");
    }
    let _ = writeln!(out, "[{START} \"{}\"]", record.start());
    let (all, variations) = record.size();
    let main = record.main_line().nodes().len();
    let _ = writeln!(out, "turns: {main}");
    let inside = all - main;
    let _ = writeln!(
        out,
        "variations: {variations} ({inside} turn{})",
        if inside == 1 { "" } else { "s" }
    );
    let _ = writeln!(out, "final: {}", record.final_position());
    out
}
