//! The words of game records: an export's caption, an import's answer, and
//! why a record is refused (its line, the turn and the rules' reason, the
//! file's limits). A player of an imported game is named by the record
//! ([`Who`]), never mentioned.

use crate::game_record::{
    MAX_BYTES, MAX_TAGS, MAX_TURNS, MAX_VARIATIONS, RecordError, RecordErrorKind,
};
use crate::i18n::{Arg, Msg};
use crate::ids::{GameId, ImportedGameId, Seat, UserId};

use super::illegal;

/// Who plays a game as a message names them: a seat of a played game (a
/// mention, or the computer), the name a record gives, or a player the
/// record does not name (by their number).
#[derive(Clone, Debug, PartialEq)]
pub enum Who {
    Seat(Seat),
    /// A name from a record, already made plain (no markdown, no mention).
    Name(String),
    /// Player 1 or 2 of a record that names nobody.
    Unnamed(u8),
}

impl From<Seat> for Who {
    fn from(s: Seat) -> Who {
        Who::Seat(s)
    }
}

impl From<UserId> for Who {
    fn from(u: UserId) -> Who {
        Who::Seat(u.into())
    }
}

impl From<Who> for Arg {
    fn from(w: Who) -> Arg {
        match w {
            Who::Seat(s) => Arg::User(s),
            Who::Name(n) => Arg::Str(n),
            Who::Unnamed(n) => Msg::new("record-player-unnamed").arg("n", n).into(),
        }
    }
}

/// A record's name as text that shows only itself: markdown's marks
/// escaped, and `@` and `<` kept from making a mention.
#[must_use]
pub fn plain_name(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars() {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '[' | ']' | '(' | ')' | '-' => {
                out.push('\\');
                out.push(c);
            }
            // A zero-width space after them: no mention, no @everyone.
            '@' | '<' => {
                out.push(c);
                out.push('\u{200b}');
            }
            _ => out.push(c),
        }
    }
    out
}

/// The caption of a played game's record.
#[must_use]
pub fn export_caption(game: GameId, p1: Who, p2: Who, turns: usize) -> Msg {
    Msg::new("export-caption")
        .arg("game", game)
        .arg("p1", p1)
        .arg("p2", p2)
        .arg("turns", turns)
}

/// The caption of an imported game's record.
#[must_use]
pub fn export_caption_imported(game: ImportedGameId, p1: Who, p2: Who, turns: usize) -> Msg {
    Msg::new("export-caption-imported")
        .arg("game", game)
        .arg("p1", p1)
        .arg("p2", p2)
        .arg("turns", turns)
}

/// The description of a record's file, for screen readers.
#[must_use]
pub fn export_alt(turns: usize) -> Msg {
    Msg::new("export-alt").arg("turns", turns)
}

/// A record imported: the new game's number, who played, its turns, and
/// what can be done with it.
#[must_use]
pub fn import_done(game: ImportedGameId, p1: Who, p2: Who, turns: usize) -> Msg {
    Msg::new("import-done")
        .arg("game", game)
        .arg("p1", p1)
        .arg("p2", p2)
        .arg("turns", turns)
}

/// A command given both a played game's number and an imported one's.
#[must_use]
pub fn one_game_only() -> Msg {
    Msg::new("one-game-only")
}

/// The file could not be fetched (after its tries).
#[must_use]
pub fn import_download_failed() -> Msg {
    Msg::new("import-download-failed")
}

/// A record refused: where (its line, and column for a fault of form), what
/// is wrong, and the file's limits when it went past one.
#[must_use]
pub fn import_refused(e: &RecordError) -> Msg {
    let reason: Msg = match &e.kind {
        RecordErrorKind::Illegal {
            number,
            text,
            reason,
        } => Msg::new("import-illegal-turn")
            .arg("number", *number)
            .arg("turn", text.as_str())
            .arg("reason", illegal(reason)),
        RecordErrorKind::TooLarge { bytes } => Msg::new("import-too-large").arg("bytes", *bytes),
        RecordErrorKind::TooMany { .. } => Msg::new("import-too-many"),
        RecordErrorKind::NotUtf8 => Msg::new("import-not-utf8"),
        // The other faults are the format's own (records.md): told in its
        // words, as written there.
        kind => Msg::new("import-fault").arg(
            "detail",
            format!("`{}`", kind.to_string().replace('`', "'")),
        ),
    };
    let limits = matches!(
        e.kind,
        RecordErrorKind::TooLarge { .. } | RecordErrorKind::TooMany { .. }
    );
    let mut msg = match (e.line, e.column) {
        (Some(line), Some(column)) => Msg::new("import-refused-at")
            .arg("line", line)
            .arg("column", column),
        (Some(line), None) => Msg::new("import-refused-line").arg("line", line),
        _ => Msg::new("import-refused"),
    }
    .arg("reason", reason);
    if limits {
        msg = msg.arg(
            "limits",
            Msg::new("import-limits")
                .arg("bytes", MAX_BYTES)
                .arg("kib", MAX_BYTES / 1024)
                .arg("turns", MAX_TURNS)
                .arg("variations", MAX_VARIATIONS)
                .arg("tags", MAX_TAGS),
        );
    } else {
        msg = msg.arg("limits", "");
    }
    msg
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_shows_only_itself() {
        assert_eq!(plain_name("ivy_stacks"), "ivy\\_stacks");
        assert_eq!(plain_name("@everyone"), "@\u{200b}everyone");
        assert_eq!(plain_name("<@123>"), "<\u{200b}@\u{200b}123\\>");
        assert_eq!(plain_name("**Marek**"), "\\*\\*Marek\\*\\*");
    }
}
