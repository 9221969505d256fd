//! An exploration as a private board ([`ExploreAt`]): a line played from a
//! turn of a review (its Explore button) or from a position the member
//! gave (`/lyngk record review position:`), for either side in turn, with
//! the Move button's menus. Its member takes turns back, asks the computer
//! for its best turn and its chance there, and exports the line as a
//! record: the game's record with the line as a variation at the turn it
//! branches from, or, from a position, the line itself.
//!
//! The line is stored ([`crate::storage::ExplorationRow`]) and the board's
//! ids carry the exploration and the number of turns of its line: a turn
//! is played or taken back only on the line the board showed, changed by
//! one conditional update, so a second click or a stale menu changes
//! nothing. The computer's turn is searched on the search lane of the CPU
//! pool within [`ANALYSIS_LIMITS`], under the member's one reservation
//! (as an analysis is). Nothing here touches a game or a rating, and
//! every answer is private.

use crate::ai::puzzle::turn_text;
use crate::ai::{self, ANALYSIS_LIMITS};
use crate::engine::{Action, LastTurn, Position, parse_turn, turns};
use crate::game_record::GameRecord;
use crate::i18n::Msg;
use crate::ids::GameId;
use crate::storage::{ExplorationRow, NewExploration};

use super::super::buttons::Button;
use super::super::context::{Context, Private};
use super::super::moves::TurnRequest;
use super::super::records::{GameChoice, Records, Seen, record_reply};
use super::super::{Actor, InternalError, Reply, ServiceError, text};
use super::{Board, BoardRef, ExploreAt, Opened};
use crate::service::common::{Res, user_err};

/// The most turns a line explored holds.
pub const MAX_EXPLORED_TURNS: usize = 60;

impl Board for ExploreAt {
    fn claims_first(&self) -> bool {
        true
    }

    fn outdated(&self) -> Msg {
        text::explore_outdated()
    }

    async fn open(&self, cx: &Context, a: Actor) -> Result<Opened, ServiceError> {
        let e = own(cx, a, *self).await?;
        let shown = shown(cx, a, &e, Vec::new()).await;
        if e.pos.is_over() {
            return Ok(Opened::Instead(shown));
        }
        Ok(Opened::Board(Box::new(e.pos.clone()), shown))
    }

    async fn play(&self, cx: &Context, a: Actor, turn: TurnRequest) -> Res {
        let e = own(cx, a, *self).await?;
        let mut tried = Vec::with_capacity(2);
        tried.extend(turn.claim.map(Action::Claim));
        tried.push(Action::Move(turn.path));
        let mut after = e.pos.clone();
        for &act in &tried {
            if let Err(why) = after.play(act) {
                let illegal = vec![text::explore_illegal(&why)];
                return Ok(shown(cx, a, &e, illegal).await);
            }
        }
        if e.turns.len() >= MAX_EXPLORED_TURNS {
            return user_err(text::explore_too_long(MAX_EXPLORED_TURNS));
        }
        let mut line = e.turns.clone();
        line.push(tried);
        changed(cx, a, &e, line).await
    }
}

/// An exploration as its board shows it: the stored row, where it starts,
/// its turns, the position after them and the last turn's marks.
pub(in crate::service) struct Explored {
    row: ExplorationRow,
    start: Position,
    turns: Vec<Vec<Action>>,
    pos: Position,
    last: Option<LastTurn>,
}

impl Explored {
    /// What its ids carry.
    fn at(&self) -> ExploreAt {
        ExploreAt {
            explore: self.row.id,
            turns: u8::try_from(self.turns.len()).unwrap_or(u8::MAX),
        }
    }

    /// The line as stored.
    fn line_text(turns: &[Vec<Action>]) -> String {
        turns
            .iter()
            .map(|t| turn_text(t))
            .collect::<Vec<_>>()
            .join(";")
    }

    /// The game it branches from, if any.
    fn game(&self) -> Option<GameChoice> {
        match (self.row.game_id, self.row.imported_id) {
            (Some(g), _) => Some(GameChoice::Played(g)),
            (None, Some(i)) => Some(GameChoice::Imported(i)),
            (None, None) => None,
        }
    }
}

/// The row read back: the start, every turn played again.
fn explored(row: ExplorationRow) -> Result<Explored, ServiceError> {
    let corrupt = |reason: String| InternalError::Corrupt {
        game: row.game_id.unwrap_or(GameId(0)),
        reason: format!("exploration {}: {reason}", row.id),
    };
    let start: Position = row.start_lpn.parse().map_err(|e| corrupt(format!("{e}")))?;
    let mut pos = start.clone();
    let mut line = Vec::new();
    let mut last = None;
    for t in row.line.split(';').filter(|t| !t.is_empty()) {
        let actions = parse_turn(t).map_err(|e| corrupt(e.to_string()))?;
        let played = turns(&pos, &actions)
            .next()
            .and_then(Result::ok)
            .ok_or_else(|| corrupt(format!("turn {t}")))?;
        pos = played.after;
        last = Some(played.marks);
        line.push(actions);
    }
    Ok(Explored {
        row,
        start,
        turns: line,
        pos,
        last,
    })
}

/// Exploration `at` if it is the member's and its line is the one the
/// board showed.
async fn own(cx: &Context, a: Actor, at: ExploreAt) -> Result<Explored, ServiceError> {
    let mut tx = cx.db.read().await?;
    let row = tx.exploration(at.explore).await?;
    tx.commit().await?;
    let Some(row) = row.filter(|r| r.user() == a.user) else {
        return user_err(text::explore_outdated());
    };
    let e = explored(row)?;
    if e.at() != at {
        return user_err(text::explore_outdated());
    }
    Ok(e)
}

/// Stores `line` in place of the line `e` shows, and shows the result; out
/// of date when it changed meanwhile.
async fn changed(cx: &Context, a: Actor, e: &Explored, line: Vec<Vec<Action>>) -> Res {
    let text_now = Explored::line_text(&line);
    let mut tx = cx.db.begin().await?;
    let done = tx
        .set_exploration_line(e.row.id, &e.row.line, &text_now)
        .await?;
    tx.commit().await?;
    if !done {
        return user_err(text::explore_outdated());
    }
    let mut row = e.row.clone();
    row.line = text_now;
    let now = explored(row)?;
    Ok(shown(cx, a, &now, Vec::new()).await)
}

/// Starts an exploration for `a` from `start`: after turn `turn` of
/// `game` (`None`: a position they gave), and shows it.
///
/// # Errors
/// A database failure.
pub(in crate::service) async fn start(
    cx: &Context,
    a: Actor,
    game: Option<&Seen>,
    turn: usize,
    start: &Position,
) -> Res {
    let (played, imported) = match game {
        Some(Seen::Played(g)) => (Some(g.row.id), None),
        Some(Seen::Imported(g)) => (None, Some(g.row.id)),
        None => (None, None),
    };
    let lpn = start.to_string();
    let mut tx = cx.db.begin().await?;
    let id = tx
        .insert_exploration(&NewExploration {
            user: a.user,
            game: played,
            imported,
            turn: i32::try_from(turn).unwrap_or(i32::MAX),
            start_lpn: &lpn,
            now: cx.now(),
        })
        .await?;
    let row = tx.exploration(id).await?;
    tx.commit().await?;
    let row = row.ok_or_else(|| InternalError::Corrupt {
        game: played.unwrap_or(GameId(0)),
        reason: format!("exploration {id} not stored"),
    })?;
    let e = explored(row)?;
    Ok(shown(cx, a, &e, Vec::new()).await)
}

/// The Take back button: the line without its last turn.
///
/// # Errors
/// A user error when the exploration is not the clicker's or is out of
/// date; a database failure.
pub(in crate::service) async fn take_back(cx: &Context, a: Actor, at: ExploreAt) -> Res {
    let e = own(cx, a, at).await?;
    let mut line = e.turns.clone();
    if line.pop().is_none() {
        return user_err(text::explore_outdated());
    }
    changed(cx, a, &e, line).await
}

/// The Best turn button: the computer's best whole turn where the line
/// stands and the chance of the player to move, searched on the search
/// lane within [`ANALYSIS_LIMITS`] under the member's reservation.
///
/// # Errors
/// A user error when the exploration is out of date, its game is over, or
/// the member already has a search running; a database failure.
pub(in crate::service) async fn best(cx: &Context, a: Actor, at: ExploreAt) -> Res {
    let e = own(cx, a, at).await?;
    if e.pos.is_over() {
        return user_err(text::explore_over());
    }
    let _slot = cx
        .searches
        .reserve(a.user, None::<GameId>)
        .map_err(|_| ServiceError::User(text::analysis_busy()))?;
    let seed = (e.row.id.get() as u64).rotate_left(16) ^ e.turns.len() as u64;
    let pos = e.pos.clone();
    let assessed = cx
        .search(move || ai::assess(&pos, &ANALYSIS_LIMITS, seed))
        .await?;
    let Some(first) = assessed.best else {
        return user_err(text::explore_over());
    };
    let mut whole = vec![first];
    if !first.ends_turn() {
        let mut after = e.pos.clone();
        after.play_unchecked(first);
        if let Some(then) = cx
            .search(move || ai::search(&after, &ANALYSIS_LIMITS, seed))
            .await?
        {
            whole.push(then);
        }
    }
    let me = e.pos.to_move();
    let chance = super::mistake::percent(assessed.chance, me);
    let said = text::explore_best(&turn_text(&whole), me.number(), chance);
    Ok(shown(cx, a, &e, vec![said]).await)
}

/// The Export button: the line as a record, for its member alone. From a
/// game: the game's record with the line as a variation at the first turn
/// where it differs from the game (a line that only goes on after the
/// game's last turn is exported from where it starts); from a position:
/// the line from there.
///
/// # Errors
/// A user error when the exploration is out of date or has no turn that
/// differs from the game; a database failure.
pub(in crate::service) async fn export(cx: &Context, a: Actor, at: ExploreAt) -> Res {
    let e = own(cx, a, at).await?;
    if e.turns.is_empty() {
        return user_err(text::explore_nothing());
    }
    let file = format!("lyngk-line-{}.lyngk", e.row.id);
    let Some(choice) = e.game() else {
        return line_from_start(&e, text::explore_exported_position(e.turns.len()), file);
    };
    let records = Records::of(cx);
    let seen = match records.seen(a, choice).await {
        Ok(seen) => seen,
        Err(ServiceError::User(_)) => return user_err(text::explore_outdated()),
        Err(err) => return Err(err),
    };
    let mut record = records.record_of(&seen)?;
    let game = seen.complete_turns();
    // The first explored turn that is not the game's own.
    let mut k = usize::try_from(e.row.turn).unwrap_or(usize::MAX);
    let mut pos = e.start.clone();
    let mut i = 0;
    while i < e.turns.len() && k < game.len() {
        let Some(Ok(t)) = turns(&pos, &e.turns[i]).next() else {
            break;
        };
        if t.after != game[k].after {
            break;
        }
        pos = t.after;
        i += 1;
        k += 1;
    }
    if i == e.turns.len() {
        return user_err(text::explore_same_as_game());
    }
    if k >= record.main_line().nodes().len() {
        // Past the game's last turn: no turn of the game to vary.
        return line_from_start(&e, text::explore_exported_position(e.turns.len()), file);
    }
    let varied: Vec<Action> = e.turns[i..].concat();
    record
        .main_line_mut()
        .add_variation(k, &varied)
        .map_err(|err| InternalError::Corrupt {
            game: e.row.game_id.unwrap_or(GameId(0)),
            reason: format!("exploration {}: {err:?}", e.row.id),
        })?;
    if record.check_limits().is_err() {
        return user_err(text::explore_record_too_big());
    }
    let caption = text::explore_exported(k + 1, e.turns.len() - i);
    Ok(record_reply(&record, caption, file))
}

/// The line from where it starts, as a record of its own.
fn line_from_start(e: &Explored, caption: Msg, file: String) -> Res {
    let actions: Vec<Action> = e.turns.concat();
    let record =
        GameRecord::from_log(&e.start, &actions).map_err(|err| InternalError::Corrupt {
            game: e.row.game_id.unwrap_or(GameId(0)),
            reason: format!("exploration {}: {}: {}", e.row.id, err.action, err.reason),
        })?;
    Ok(record_reply(&record, caption, file))
}

/// The exploration `e` as shown to its member, in their language: `before`
/// (what the last action got), where it starts, the line, the board, and
/// its buttons: Move while the game goes on, Take back and Export once a
/// turn is played, the computer's Best turn.
async fn shown(cx: &Context, a: Actor, e: &Explored, before: Vec<Msg>) -> Reply {
    let mut lines = before;
    let n = e.turns.len();
    lines.push(match (e.row.game_id, e.row.imported_id) {
        (Some(g), _) => text::explore_head(g, e.row.turn, n),
        (None, Some(i)) => text::explore_head_imported(i, e.row.turn, n),
        (None, None) => text::explore_head_position(n),
    });
    if n == 0 {
        lines.push(text::explore_empty());
    } else {
        let line = e.turns.iter().map(|t| turn_text(t)).collect::<Vec<_>>();
        lines.push(text::explore_line(&line.join(", ")));
    }
    let over = e.pos.is_over();
    if over {
        lines.push(text::explore_over());
    }
    let board = BoardRef::new(a.user, e.at());
    let mut buttons = Vec::with_capacity(4);
    if !over {
        buttons.push(board.move_button());
    }
    if n > 0 {
        buttons.push(Button::ExploreBack { board });
    }
    if !over {
        buttons.push(Button::ExploreBest { board });
    }
    if n > 0 {
        buttons.push(Button::ExploreExport { board });
    }
    Reply {
        text: lines.into(),
        image: cx
            .position_picture(&e.pos, e.last.clone(), Private::to(a.lang))
            .await,
        ephemeral: true,
        buttons,
        accent: (!over).then(|| e.pos.to_move()),
        position: Some(e.pos.clone()),
        ..Reply::default()
    }
}

/// The exploration a board's kind names, for the buttons beside it.
pub(in crate::service) fn of_board(board: BoardRef) -> Result<ExploreAt, ServiceError> {
    match board.kind {
        super::BoardKind::Explore(at) => Ok(at),
        _ => Err(ServiceError::User(text::explore_outdated())),
    }
}
