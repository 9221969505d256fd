//! The private board: a position shown to one member only, with the Move
//! button's menus — a lesson's step, a puzzle, a mistake to retry. Every
//! kind is a type of its own, in a file of its own, that implements
//! [`Board`]: how the board stands for its member (the position to move
//! in, and the reply that shows it) and what a chosen turn does (judge a
//! lesson's step, solve a puzzle, retry a mistake). Everything else is
//! here, once: the Move button ([`Button::Board`]), the claim buttons of a
//! kind that offers claims first, the stacks' and the landings' menus
//! ([`MenuKind::BoardStacks`], [`MenuKind::BoardLandings`], built by
//! [`picker`], which a game's Move button shares), and the one check that
//! refuses a press by anyone but the board's member, the same way for
//! every kind.
//!
//! A board's buttons and menus carry a [`BoardRef`]: its member and its
//! kind with what the kind needs (`lyngk:board:<member>.lesson.4.0`), so
//! they keep working after a restart and the member check needs no
//! storage. A new kind is its fields and one line of the `kinds!` list in
//! [`refs`] (what its ids carry: plain data, which the ids' module may
//! import), and a file of its own implementing [`Board`] for them.
//!
//! Every answer is private and replaces the board's message. Imports no
//! front end; the kinds import the storage and the engine, never the
//! handles of the features that open them (`Lessons`, `Puzzles`,
//! `Mistakes` import the board, not the other way round).

pub(super) mod explore;
pub(super) mod lesson;
pub(super) mod mistake;
pub(super) mod picker;
pub(super) mod puzzle;
pub(in crate::service) mod refs;

use crate::engine::{Action, Color, Point, Position};
use crate::i18n::Msg;

use super::buttons::{Button, MenuKind};
use super::context::Context;
use super::moves::TurnRequest;
use super::{Actor, Reply, ServiceError, text};
use crate::service::common::{Res, user_err};

use refs::each_kind;
pub use refs::{
    BoardKind, BoardRef, ExploreAt, LessonStep, MistakeRetry, PuzzleAt, ReviewAt, Reviewed,
};

/// A kind of private board: what it shows its member, and what a turn
/// chosen on it does.
pub(in crate::service) trait Board: Copy {
    /// Whether its stacks' menu offers a button per colour the member may
    /// claim first (the claim and the move after it are then one turn, the
    /// claim carried by the next menus' ids). Otherwise a landing that
    /// needs a claim names it.
    fn claims_first(&self) -> bool {
        false
    }

    /// Why one of its buttons or menus no longer applies.
    fn outdated(&self) -> Msg;

    /// The board as it stands for its member `a`: the position to move in
    /// and the reply that shows it (its lines, picture, accent and Move
    /// button), or the answer to show instead when there is nothing to
    /// move in any more.
    ///
    /// # Errors
    /// A user error ([`Board::outdated`]) when the board is no longer
    /// there for the member; a database failure.
    async fn open(&self, cx: &Context, a: Actor) -> Result<Opened, ServiceError>;

    /// A turn chosen on the board by its member `a`.
    ///
    /// # Errors
    /// As the kind says; a database failure.
    async fn play(&self, cx: &Context, a: Actor, turn: TurnRequest) -> Res;
}

/// How a board stands for its member.
pub(in crate::service) enum Opened {
    /// The position to move in (boxed: a position is large), and the
    /// board as shown.
    Board(Box<Position>, Reply),
    /// Nothing left to move in: this answer in the board's place.
    Instead(Reply),
}

/// Each call on the enum handed to the kind it holds.
impl Board for BoardKind {
    fn claims_first(&self) -> bool {
        each_kind!(self, board => board.claims_first())
    }

    fn outdated(&self) -> Msg {
        each_kind!(self, board => board.outdated())
    }

    async fn open(&self, cx: &Context, a: Actor) -> Result<Opened, ServiceError> {
        each_kind!(self, board => board.open(cx, a).await)
    }

    async fn play(&self, cx: &Context, a: Actor, turn: TurnRequest) -> Res {
        each_kind!(self, board => board.play(cx, a, turn).await)
    }
}

impl BoardRef {
    /// The board's Move button.
    #[must_use]
    pub fn move_button(self) -> Button {
        Button::Board { board: self }
    }

    /// The one check of every press: only the board's member may.
    fn pressed_by(self, a: Actor) -> Result<(), ServiceError> {
        if a.user == self.member {
            Ok(())
        } else {
            user_err(text::board_not_yours())
        }
    }
}

/// Private boards: their Move and claim buttons, their menus.
#[derive(Clone, Copy)]
pub struct Boards<'a> {
    cx: &'a Context,
}

impl<'a> Boards<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

impl Boards<'_> {
    /// The answer to a board's Move button ([`Button::Board`], `claim`
    /// none) or to one of its claim buttons ([`Button::BoardClaim`]): the
    /// board with the stacks its member may move (after the claim) and,
    /// when its kind claims first and no claim is made yet, a button per
    /// colour they may claim.
    ///
    /// # Errors
    /// A user error when the caller is not the board's member
    /// (`board-not-yours`, for every kind) or the board is no longer there
    /// for them; a database failure.
    pub async fn press(&self, a: Actor, board: BoardRef, claim: Option<Color>) -> Res {
        let (pos, shown) = match self.open(a, board, claim).await? {
            Opened::Board(pos, shown) => (pos, shown),
            Opened::Instead(answer) => return Ok(answer),
        };
        let claims = if board.kind.claims_first() && claim.is_none() {
            picker::claims(&pos, |color| Button::BoardClaim { board, color })
        } else {
            Vec::new()
        };
        let menus = picker::stacks(&pos, MenuKind::BoardStacks { board, claim }, claims);
        Ok(with_menus(shown, claim, menus))
    }

    /// A choice in a board's menu: a stack opens the board with its
    /// landing points; a landing plays the turn (with the claim made
    /// before it) as the board's kind says.
    ///
    /// # Errors
    /// As [`Boards::press`]; a user error for a value the menu did not
    /// offer, or a menu of a game.
    pub async fn choose(&self, a: Actor, menu: MenuKind, value: &str) -> Res {
        match menu {
            MenuKind::BoardStacks { board, claim } => {
                let (pos, shown) = match self.open(a, board, claim).await? {
                    Opened::Board(pos, shown) => (pos, shown),
                    Opened::Instead(answer) => return Ok(answer),
                };
                let outdated = || user_err(board.kind.outdated());
                let Ok(from) = value.parse::<Point>() else {
                    return outdated();
                };
                let landing = MenuKind::BoardLandings { board, from, claim };
                match picker::landings(&pos, from, landing) {
                    Some(menus) => Ok(with_menus(shown, claim, menus)),
                    None => outdated(),
                }
            }
            MenuKind::BoardLandings { board, from, claim } => {
                board.pressed_by(a)?;
                let turn = TurnRequest::from_options(&from.to_string(), value, claim)?;
                board.kind.play(self.cx, a, turn).await
            }
            MenuKind::Stacks { .. } | MenuKind::Landings { .. } => user_err(text::menu_outdated()),
        }
    }

    /// An exploration's Take back button: its line without its last turn.
    ///
    /// # Errors
    /// A user error when the caller is not the board's member or the
    /// exploration is out of date; a database failure.
    pub async fn explore_back(&self, a: Actor, board: BoardRef) -> Res {
        board.pressed_by(a)?;
        explore::take_back(self.cx, a, explore::of_board(board)?).await
    }

    /// An exploration's Best turn button: the computer's best turn and the
    /// chance where its line stands, searched within a bound.
    ///
    /// # Errors
    /// As [`Boards::explore_back`]; a user error when the member already
    /// has a search running.
    pub async fn explore_best(&self, a: Actor, board: BoardRef) -> Res {
        board.pressed_by(a)?;
        explore::best(self.cx, a, explore::of_board(board)?).await
    }

    /// An exploration's Export button: its line as a record, for its
    /// member alone.
    ///
    /// # Errors
    /// As [`Boards::explore_back`]; a user error when there is nothing to
    /// export.
    pub async fn explore_export(&self, a: Actor, board: BoardRef) -> Res {
        board.pressed_by(a)?;
        explore::export(self.cx, a, explore::of_board(board)?).await
    }

    /// `board` as it stands for its member `a`, after `claim`: the
    /// position to move in and the board as shown, or the answer in its
    /// place. A kind offers only the claims the rules allow there, and
    /// only when it claims first, so any other claim is an id the board
    /// did not make for this position: out of date.
    async fn open(
        &self,
        a: Actor,
        board: BoardRef,
        claim: Option<Color>,
    ) -> Result<Opened, ServiceError> {
        board.pressed_by(a)?;
        let kind = board.kind;
        let outdated = || ServiceError::User(kind.outdated());
        if claim.is_some() && !kind.claims_first() {
            return Err(outdated());
        }
        match kind.open(self.cx, a).await? {
            Opened::Board(mut pos, shown) => {
                if let Some(c) = claim {
                    pos.play(Action::Claim(c)).map_err(|_| outdated())?;
                }
                Ok(Opened::Board(pos, shown))
            }
            instead @ Opened::Instead(_) => Ok(instead),
        }
    }
}

/// The board as `shown`, with the claim made (if any), then the menus'
/// prompt, the menus and the buttons beside them in place of its own.
fn with_menus(mut shown: Reply, claim: Option<Color>, menus: picker::Picker) -> Reply {
    if let Some(c) = claim {
        // The words of the one kind that claims first, which say nothing
        // of puzzles: "You claim red this turn: now choose the move."
        shown.text.push(text::puzzle_claimed(c));
    }
    shown.text.push(menus.prompt);
    shown.menus = menus.menus;
    shown.buttons = menus.buttons;
    shown
}
