//! Game records in and out: a game's record exported as a `.lyngk` file
//! (`/lyngk record export`, the Export button beside a history, `lyngk export`),
//! and a record imported as a game of its own kind (`/lyngk record import`,
//! `lyngk import FILE`, `import FILE` in `lyngk local`), every turn checked
//! by the engine (`crate::game_record`).
//!
//! Which game a member may look at is decided here, once, for every view of
//! a game by its number ([`Records::seen`]: the history, the replay, the
//! analysis, the export): a played game of the member's own server (the
//! channel's by default), or an imported game of their own. An imported
//! game is stored apart from the played ones (`imported_games`): never
//! rated, never listed, counted or shown in a server, seen only by the
//! member who imported it. [`Seen`] is a game as a view needs it, played or
//! imported, so that a view (a replay, an analysis, a private board that
//! steps through a game) is written once for both.
//!
//! Reads and one short write (an import); no lock is held across an
//! `.await` that is not the database's.

use crate::engine::{Action, Position, Turn};
use crate::game_record::{GameRecord, PLAYER1, PLAYER2, RecordDate, RecordError};
use crate::i18n::{Lang, Msg};
use crate::ids::{GameId, ImportedGameId, UserId};
use crate::record::{EndReason, GameResult, GameStatus};
use crate::render::Stopped;
use crate::storage::{AnalysedGame, ImportedGameRow, NewImportedGame, Tx};

use crate::service::board::refs::Reviewed;
use crate::service::common::{Res, user_err};
use crate::service::context::Context;
use crate::service::errors::{InternalError, ServiceError};
use crate::service::game::Loaded;
use crate::service::names::{self, Names};
use crate::service::reply::{Picture, Reply};
use crate::service::text::{self, Who};
use crate::service::types::Actor;

/// Which game a member asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameChoice {
    /// The channel's game: the one being played, or else its last.
    Channel,
    /// A played game by its number, in the member's server.
    Played(GameId),
    /// An imported game by its number, the member's own.
    Imported(ImportedGameId),
}

impl From<Option<GameId>> for GameChoice {
    fn from(game: Option<GameId>) -> GameChoice {
        game.map_or(GameChoice::Channel, GameChoice::Played)
    }
}

impl From<GameId> for GameChoice {
    fn from(game: GameId) -> GameChoice {
        GameChoice::Played(game)
    }
}

impl From<ImportedGameId> for GameChoice {
    fn from(game: ImportedGameId) -> GameChoice {
        GameChoice::Imported(game)
    }
}

impl From<Reviewed> for GameChoice {
    fn from(game: Reviewed) -> GameChoice {
        match game {
            Reviewed::Played { game } => GameChoice::Played(game),
            Reviewed::Imported { game } => GameChoice::Imported(game),
        }
    }
}

impl GameChoice {
    /// The choice the two options of a command make (`game`, `imported`):
    /// `None` when both are given.
    #[must_use]
    pub fn of_options(game: Option<i64>, imported: Option<i64>) -> Option<GameChoice> {
        match (game, imported) {
            (Some(_), Some(_)) => None,
            (Some(g), None) => Some(GameChoice::Played(GameId(g))),
            (None, Some(i)) => Some(GameChoice::Imported(ImportedGameId(i))),
            (None, None) => Some(GameChoice::Channel),
        }
    }
}

/// An imported game read back: its row and its record (checked again).
pub(super) struct Imported {
    pub row: ImportedGameRow,
    pub record: GameRecord,
}

/// A game as a view needs it, played or imported.
pub(super) enum Seen {
    Played(Box<Loaded>),
    Imported(Box<Imported>),
}

impl Seen {
    /// The start position.
    pub fn start(&self) -> &Position {
        match self {
            Seen::Played(g) => &g.start,
            Seen::Imported(g) => g.record.start(),
        }
    }

    /// The actions of the line that stands (the record's main line).
    pub fn actions(&self) -> Vec<Action> {
        match self {
            Seen::Played(g) => g.actions.clone(),
            Seen::Imported(g) => g.record.actions(),
        }
    }

    /// The turns of that line, whole ones only.
    pub fn complete_turns(&self) -> Vec<Turn> {
        crate::engine::turns(self.start(), &self.actions())
            .map_while(Result::ok)
            .filter(Turn::is_complete)
            .collect()
    }

    /// The players as messages name them.
    pub fn who(&self) -> [Who; 2] {
        match self {
            Seen::Played(g) => g.users().map(Who::Seat),
            Seen::Imported(g) => record_players(&g.record),
        }
    }

    /// The names a picture draws in `lang`: an empty one where none is
    /// known (the picture's words say "Player 1" or "Player 2").
    pub fn picture_names(&self, names: &Names, lang: Lang) -> [String; 2] {
        match self {
            Seen::Played(g) => names.picture_names(g.row.guild(), g.users(), lang),
            Seen::Imported(g) => {
                [PLAYER1, PLAYER2].map(|tag| g.record.tag(tag).unwrap_or_default().to_owned())
            }
        }
    }

    /// The language of its pictures for `a`: a played game's are posted
    /// for everyone, in its server's language; an imported game's only
    /// its member sees, in theirs.
    pub fn picture_lang(&self, names: &Names, a: Actor) -> Lang {
        match self {
            Seen::Played(g) => names.guild_lang(g.row.guild()),
            Seen::Imported(_) => a.lang,
        }
    }

    /// How it ended, when its last position does not show it.
    pub fn ending(&self) -> Option<Stopped> {
        match self {
            Seen::Played(g) => names::ending_of(&g.row),
            Seen::Imported(g) => names::stopped(g.row.result, g.row.reason),
        }
    }

    /// A number for the searches' seeds: the played game's seed, the
    /// imported game's id.
    pub fn seed(&self) -> u64 {
        match self {
            Seen::Played(g) => g.row.seed as u64,
            Seen::Imported(g) => g.row.id.get() as u64,
        }
    }

    /// The game as a review's ids carry it.
    pub fn reviewed(&self) -> Reviewed {
        match self {
            Seen::Played(g) => Reviewed::Played { game: g.row.id },
            Seen::Imported(g) => Reviewed::Imported { game: g.row.id },
        }
    }

    /// The game as its stored analysis names it.
    pub fn analysed(&self) -> AnalysedGame {
        match self {
            Seen::Played(g) => AnalysedGame::Played(g.row.id),
            Seen::Imported(g) => AnalysedGame::Imported(g.row.id),
        }
    }

    /// The played game, if it is one.
    pub fn played(&self) -> Option<&Loaded> {
        match self {
            Seen::Played(g) => Some(g),
            Seen::Imported(_) => None,
        }
    }
}

/// The players of a record, as messages name them.
fn record_players(record: &GameRecord) -> [Who; 2] {
    let who = |tag: &str, n: u8| {
        record
            .tag(tag)
            .filter(|name| !name.trim().is_empty())
            .map_or(Who::Unnamed(n), |name| Who::Name(text::plain_name(name)))
    };
    [who(PLAYER1, 1), who(PLAYER2, 2)]
}

/// Game records: export, import, and which game a member may look at.
#[derive(Clone, Copy)]
pub struct Records<'a> {
    cx: &'a Context,
}

impl<'a> Records<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

impl Records<'_> {
    /// The game `choice` names, if `a` may look at it: the channel's game
    /// (being played, or else its last), a played game of `a`'s server, or
    /// an imported game of `a`'s own. Any other game is "no such game",
    /// whether or not it exists.
    ///
    /// # Errors
    /// A user error when there is no such game for `a`.
    pub(super) async fn seen(&self, a: Actor, choice: GameChoice) -> Result<Seen, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let seen = seen_in(&mut tx, a, choice).await?;
        tx.commit().await?;
        Ok(seen)
    }

    /// The record of the game `choice` names, as a `.lyngk` file only `a`
    /// sees: a played game's tags (the variant, the players' names as last
    /// seen, the day it started, the result and how it ended; never the
    /// server's name, which no setting lets a server share), or an imported
    /// game's record as it was imported.
    ///
    /// # Errors
    /// A user error when there is no such game for `a`.
    pub async fn export(&self, a: Actor, choice: impl Into<GameChoice>) -> Res {
        let seen = self.seen(a, choice.into()).await?;
        let [p1, p2] = seen.who();
        let (record, caption, file_name) = match &seen {
            Seen::Played(g) => {
                let names = self.known_names(g);
                let record = played_record(g, &names)?;
                let turns = record.main_line().nodes().len();
                (
                    record,
                    text::export_caption(g.row.id, p1, p2, turns),
                    format!("lyngk-game-{}.lyngk", g.row.id),
                )
            }
            Seen::Imported(g) => {
                let turns = g.record.main_line().nodes().len();
                (
                    g.record.clone(),
                    text::export_caption_imported(g.row.id, p1, p2, turns),
                    format!("lyngk-imported-{}.lyngk", g.row.id),
                )
            }
        };
        Ok(record_reply(&record, caption, file_name))
    }

    /// The record of a game as its export writes it: a played game's
    /// (the players' names when known), an imported game's as imported.
    ///
    /// # Errors
    /// A stored game that can't be written (corrupt).
    pub(super) fn record_of(&self, seen: &Seen) -> Result<GameRecord, ServiceError> {
        match seen {
            Seen::Played(g) => played_record(g, &self.known_names(g)),
            Seen::Imported(g) => Ok(g.record.clone()),
        }
    }

    /// The record of the played game `game`, whoever may see it: for the
    /// operator's command line, which has the database's every game.
    ///
    /// # Errors
    /// A user error when there is no such game.
    pub async fn stored_record(&self, game: GameId) -> Result<GameRecord, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let Some(row) = tx.game(game).await? else {
            return user_err(text::no_such_game());
        };
        let g = Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        let names = self.known_names(&g);
        played_record(&g, &names)
    }

    /// The record of the imported game `game`, whoever owns it: for the
    /// operator's command line.
    ///
    /// # Errors
    /// A user error when there is no such game.
    pub async fn stored_import(&self, game: ImportedGameId) -> Result<GameRecord, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let row = tx.imported_game(game).await?;
        tx.commit().await?;
        let Some(row) = row else {
            return user_err(text::no_such_game());
        };
        Ok(read_imported(row)?.record)
    }

    /// Refuses a file of `size` bytes before it is fetched, when it is
    /// larger than a record may be.
    ///
    /// # Errors
    /// A user error stating the limits.
    pub fn check_size(&self, size: u64) -> Result<(), ServiceError> {
        if size > crate::game_record::MAX_BYTES as u64 {
            return user_err(text::import_refused(&RecordError::too_large(size)));
        }
        Ok(())
    }

    /// Imports the record `bytes` for `owner`: read, every turn played by
    /// the engine, then stored as an imported game that only `owner` sees.
    /// A record refused changes nothing, and the answer says where and why.
    ///
    /// # Errors
    /// A user error for a record refused (its line, the turn and the
    /// rules' reason; the file's limits when it went past one).
    pub async fn import(&self, owner: UserId, bytes: &[u8]) -> Res {
        let record = GameRecord::parse_bytes(bytes)
            .map_err(|e| ServiceError::User(text::import_refused(&e)))?;
        let (id, turns) = self.store(owner, &record).await?;
        let [p1, p2] = record_players(&record);
        Ok(Reply::ephemeral(text::import_done(id, p1, p2, turns)))
    }

    /// Stores `record` as `owner`'s imported game: its id and its number of
    /// turns.
    async fn store(
        &self,
        owner: UserId,
        record: &GameRecord,
    ) -> Result<(ImportedGameId, usize), ServiceError> {
        let text = record.to_string();
        let mut tx = self.cx.db.begin().await?;
        let id = tx
            .insert_imported_game(&NewImportedGame {
                owner,
                variant: record.variant(),
                result: record.result(),
                reason: record.termination(),
                record: &text,
                now: self.cx.now(),
            })
            .await?;
        tx.commit().await?;
        Ok((id, record.main_line().nodes().len()))
    }

    /// The names of a played game's players as last seen, `None` for one
    /// not seen (never a made-up name in a record).
    fn known_names(&self, g: &Loaded) -> [Option<String>; 2] {
        // A record's tags are in English, whatever the reader's language.
        let drawn = self
            .cx
            .names
            .picture_names(g.row.guild(), g.users(), Lang::En);
        drawn.map(|n| Some(n).filter(|n| !n.is_empty()))
    }
}

/// The game `choice` names in `tx`, if `a` may look at it (see
/// [`Records::seen`]).
pub(super) async fn seen_in(
    tx: &mut Tx,
    a: Actor,
    choice: GameChoice,
) -> Result<Seen, ServiceError> {
    let row = match choice {
        GameChoice::Channel => {
            let row = match tx.active_game(a.channel).await? {
                Some(r) => Some(r),
                None => tx.latest_game(a.channel).await?,
            };
            let Some(row) = row else {
                return user_err(text::never_a_game());
            };
            row
        }
        GameChoice::Played(id) => {
            let Some(row) = tx.game(id).await?.filter(|r| r.guild() == a.guild) else {
                return user_err(text::no_such_game());
            };
            row
        }
        GameChoice::Imported(id) => {
            let Some(row) = tx.imported_game(id).await?.filter(|r| r.owner == a.user) else {
                return user_err(text::no_such_game());
            };
            return Ok(Seen::Imported(Box::new(read_imported(row)?)));
        }
    };
    Ok(Seen::Played(Box::new(Loaded::load(tx, row).await?)))
}

/// An imported game's stored record, read again.
fn read_imported(row: ImportedGameRow) -> Result<Imported, ServiceError> {
    let record = GameRecord::parse(&row.record).map_err(|e| InternalError::Corrupt {
        game: GameId(row.id.get()),
        reason: format!("imported game {}: {e}", row.id),
    })?;
    Ok(Imported { row, record })
}

/// The record of a played game: its line that stands, the variant, the
/// players' names when known, the day it started, its result and how it
/// ended.
fn played_record(g: &Loaded, names: &[Option<String>; 2]) -> Result<GameRecord, ServiceError> {
    let corrupt = |reason: String| InternalError::Corrupt {
        game: g.row.id,
        reason,
    };
    let mut record = GameRecord::from_log(&g.start, &g.actions)
        .map_err(|e| corrupt(format!("{}: {}", e.action, e.reason)))?;
    for (tag, name) in [PLAYER1, PLAYER2].into_iter().zip(names) {
        // A name a tag can't hold (too long, a control character) is left out.
        if let Some(name) = name
            && record.set_tag(tag, name).is_err()
        {
            record.remove_tag(tag);
        }
    }
    if let Some(day) = RecordDate::from_unix_millis(g.row.created_at.millis()) {
        record
            .set_tag(crate::game_record::DATE, &day.to_string())
            .map_err(|e| corrupt(e.to_string()))?;
    }
    let (result, reason) = ending_tags(g.row.status, g.row.result, g.row.reason);
    record
        .set_ending(result, reason)
        .map_err(|e| corrupt(e.to_string()))?;
    Ok(record)
}

/// A stored game's result and end reason as a record's tags say them.
fn ending_tags(
    status: GameStatus,
    result: Option<GameResult>,
    reason: Option<EndReason>,
) -> (Option<GameResult>, Option<EndReason>) {
    match status {
        GameStatus::Active => (None, None),
        _ => (result, reason),
    }
}

/// A record as a file only its asker sees.
pub(super) fn record_reply(record: &GameRecord, caption: Msg, file_name: String) -> Reply {
    let turns = record.main_line().nodes().len();
    Reply {
        image: Some(Picture {
            bytes: record.to_string().into_bytes(),
            file_name,
            alt_text: text::export_alt(turns),
        }),
        ..Reply::ephemeral(caption)
    }
}
