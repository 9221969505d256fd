//! The buttons and select menus under the service's messages, each declared
//! once: its fields, the pattern of its custom id (which gives both the
//! writing and the reading of the id, [`codec`]), and, for a button, how
//! it looks (its tone and its label). A new button is one line here, its
//! words in the catalogue (`text/buttons.rs`) and its answer where clicks
//! are answered (the adapter's `buttons.rs`, the terminal's `local.rs`).
//!
//! Ids start with `lyngk:`; a menu's id ends with its place among the
//! menus of one message (`lyngk:stacks:12:31:0`). The ids of public
//! messages (a challenge, a game's turn, a tournament's announcement, a
//! leaderboard, the daily puzzle) outlive upgrades in their channels and
//! keep their text; a private board's carry its member
//! ([`BoardRef`]). An id this service did not make, or no longer makes, is
//! read as nothing: the adapter refuses it politely.
//!
//! Plain data: no transport, no storage.

pub(super) mod codec;
#[cfg(test)]
mod tests;

use crate::engine::{Color, Point, Variant};
use crate::i18n::Msg;
use crate::ids::{ChallengeId, GameId, TakebackId, TournamentId};

use super::board::refs::{BoardRef, ReviewAt, Reviewed};
use super::text;
use codec::{Field, declare_ids};

/// The prefix of every custom id the service makes.
const PREFIX: &str = "lyngk:";

/// How a button stands out: the main action, a plain one, a yes, a no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    Primary,
    Secondary,
    Success,
    Danger,
}

declare_ids! {
    /// Abstract buttons. The custom id carries what the click needs (the
    /// challenge, the game and its revision, the board), so that a button
    /// keeps working after a restart; a stale one is refused politely by
    /// the service (the challenge or game it names is no longer open).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Button {
        /// Accepts a challenge (under it).
        Accept { challenge: ChallengeId } = "accept:{challenge}"
            => (Tone::Success, text::button_accept()),
        /// Declines a challenge.
        Decline { challenge: ChallengeId } = "decline:{challenge}"
            => (Tone::Danger, text::button_decline()),
        /// Offers the same players a new game (under a finished one).
        Rematch { game: GameId } = "rematch:{game}"
            => (Tone::Primary, text::button_rematch()),
        /// Confirms giving up the game (under the question `/lyngk resign`
        /// asks).
        Resign { game: GameId } = "resign:{game}"
            => (Tone::Danger, text::button_resign()),
        /// Dismisses that question.
        KeepPlaying { game: GameId } = "keep:{game}"
            => (Tone::Secondary, text::button_keep_playing()),
        /// Shows the page before on a leaderboard (0-based `page`).
        PreviousPage { variant: Variant, page: u32 } = "prev-{variant}:{page}"
            => (Tone::Secondary, text::button_previous_page()),
        /// Shows the page after on a leaderboard.
        NextPage { variant: Variant, page: u32 } = "next-{variant}:{page}"
            => (Tone::Secondary, text::button_next_page()),
        /// Shows the page before of the clicker's own games (`/lyngk
        /// mygames`, 0-based `page`).
        MyGamesPrevious { page: u32 } = "mine-prev:{page}"
            => (Tone::Secondary, text::button_previous_page()),
        /// The page after.
        MyGamesNext { page: u32 } = "mine-next:{page}"
            => (Tone::Secondary, text::button_next_page()),
        /// Opens the menus of a turn (under every turn's message and the
        /// board): only for the player to move, while `game` is at revision
        /// `rev`.
        Move { game: GameId, rev: i64 } = "move:{game}:{rev}"
            => (Tone::Primary, text::button_move()),
        /// Claims `color` (beside the stacks' menu), while `game` is at
        /// revision `rev`.
        Claim { game: GameId, rev: i64, color: Color } = "claim-{color}:{game}:{rev}"
            => (Tone::Secondary, text::button_claim(*color)),
        /// Asks to take back the turn a reply answers (under it), while
        /// `game` is at revision `rev`.
        Takeback { game: GameId, rev: i64 } = "takeback:{game}:{rev}"
            => (Tone::Secondary, text::button_takeback()),
        /// Agrees to a takeback request (only its requester's opponent).
        TakebackAccept { takeback: TakebackId } = "takeback-yes:{takeback}"
            => (Tone::Success, text::button_accept()),
        /// Refuses a takeback request.
        TakebackDecline { takeback: TakebackId } = "takeback-no:{takeback}"
            => (Tone::Danger, text::button_decline()),
        /// Joins a tournament (under its announcement).
        JoinTournament { tournament: TournamentId } = "tjoin:{tournament}"
            => (Tone::Success, text::button_join()),
        /// Leaves a tournament before it starts.
        LeaveTournament { tournament: TournamentId } = "tleave:{tournament}"
            => (Tone::Secondary, text::button_leave()),
        /// Shows another page of a tournament's sign-up list (to the
        /// clicker): the page before.
        EntrantsPrevious { tournament: TournamentId, page: u32 } = "tprev:{tournament}:{page}"
            => (Tone::Secondary, text::button_previous_page()),
        /// The page after.
        EntrantsNext { tournament: TournamentId, page: u32 } = "tnext:{tournament}:{page}"
            => (Tone::Secondary, text::button_next_page()),
        /// Opens the menus of a private board (under it, shown only to its
        /// member): a lesson's step, a puzzle, a mistake to retry.
        Board { board: BoardRef } = "board:{board}"
            => (Tone::Primary, text::button_move()),
        /// Claims `color` on a private board that offers claims beside its
        /// stacks' menu (a puzzle): the stacks' menu again, after the
        /// claim, whose landing plays the claim and the move as one turn.
        BoardClaim { board: BoardRef, color: Color } = "board-claim-{color}:{board}"
            => (Tone::Secondary, text::button_claim(*color)),
        /// Sends the clicker the record of `game` as a `.lyngk` file (beside
        /// the game's history).
        Export { game: GameId } = "export:{game}"
            => (Tone::Secondary, text::button_export()),
        /// The member's next puzzle, in place of the one just finished.
        NextPuzzle = "puzzle-next:0"
            => (Tone::Secondary, text::button_next_puzzle()),
        /// Under the daily puzzle the clock posts: opens today's puzzle for
        /// the clicker, privately.
        DailyPuzzle = "puzzle-daily:0"
            => (Tone::Primary, text::button_daily_puzzle()),
        /// Opens a review of `game` for the clicker, privately, at its
        /// start (under a finished game's last message and its analysis).
        Review { game: Reviewed } = "review:{game}"
            => (Tone::Secondary, text::button_review()),
        /// Steps a review (shown only to its member) to its start.
        ReviewStart { to: ReviewAt } = "review-start:{to}"
            => (Tone::Secondary, text::button_review_start()),
        /// One turn back.
        ReviewBack { to: ReviewAt } = "review-back:{to}"
            => (Tone::Secondary, text::button_review_back()),
        /// One turn on.
        ReviewOn { to: ReviewAt } = "review-on:{to}"
            => (Tone::Primary, text::button_review_on()),
        /// To its last turn.
        ReviewEnd { to: ReviewAt } = "review-end:{to}"
            => (Tone::Secondary, text::button_review_end()),
        /// To the turn the analysis found the biggest swing.
        ReviewSwing { to: ReviewAt } = "review-swing:{to}"
            => (Tone::Success, text::button_review_swing()),
        /// Opens an exploration from the review's turn, for its member,
        /// privately.
        ReviewExplore { to: ReviewAt } = "review-explore:{to}"
            => (Tone::Primary, text::button_review_explore()),
        /// Takes the last turn of an exploration's line back.
        ExploreBack { board: BoardRef } = "explore-back:{board}"
            => (Tone::Secondary, text::button_explore_back()),
        /// The computer's best turn where an exploration's line stands.
        ExploreBest { board: BoardRef } = "explore-best:{board}"
            => (Tone::Success, text::button_explore_best()),
        /// An exploration's line as a record, for its member.
        ExploreExport { board: BoardRef } = "explore-export:{board}"
            => (Tone::Secondary, text::button_explore_export()),
    }
}

impl Button {
    /// A stable id such as `lyngk:accept:12`, `lyngk:next-sixstack:2` for a
    /// page of a leaderboard, or `lyngk:move:12:31` for the Move button of
    /// game 12 at revision 31.
    #[must_use]
    pub fn custom_id(&self) -> String {
        format!("{PREFIX}{}", self.encode())
    }

    /// The button an id names, or `None` for an id this service did not
    /// make (or no longer makes).
    #[must_use]
    pub fn from_custom_id(id: &str) -> Option<Button> {
        Button::decode(id.strip_prefix(PREFIX)?)
    }

    /// The button's label.
    #[must_use]
    pub fn label(&self) -> Msg {
        self.look().1
    }

    /// How the button stands out.
    #[must_use]
    pub fn tone(&self) -> Tone {
        self.look().0
    }

    /// The Review button of the played game `game` (under its last
    /// message).
    #[must_use]
    pub fn review_of(game: GameId) -> Button {
        Button::Review {
            game: Reviewed::Played { game },
        }
    }

    /// Where a review's step button goes, if it is one.
    #[must_use]
    pub fn review_step(&self) -> Option<ReviewAt> {
        match *self {
            Button::ReviewStart { to }
            | Button::ReviewBack { to }
            | Button::ReviewOn { to }
            | Button::ReviewEnd { to }
            | Button::ReviewSwing { to } => Some(to),
            _ => None,
        }
    }

    /// The game the button acts on, if any (a turn's Move, Claim or
    /// Takeback button, a finished game's Rematch, the resignation's
    /// question).
    #[must_use]
    pub fn game(&self) -> Option<GameId> {
        match *self {
            Button::Move { game, .. }
            | Button::Takeback { game, .. }
            | Button::Claim { game, .. }
            | Button::Rematch { game }
            | Button::Resign { game }
            | Button::KeepPlaying { game } => Some(game),
            _ => None,
        }
    }
}

declare_ids! {
    /// What a select menu chooses. Like a [`Button`], its id carries what
    /// the choice needs (a game and its revision, a private board), so
    /// that a menu keeps working after a restart while the game or the
    /// board has not moved, and is refused once it has.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum MenuKind {
        /// The stack to move in a game; the value is its point.
        Stacks { game: GameId, rev: i64 } = "stacks:{game}:{rev}",
        /// Where the stack on `from` lands; the value is a
        /// [`Destination::value`](crate::service::Destination::value) (the
        /// point, and the claim the landing needs).
        Landings { game: GameId, rev: i64, from: Point } = "land-{from}:{game}:{rev}",
        /// The stack to move on a private board, after `claim` when the
        /// member claimed a colour first; the value is its point.
        BoardStacks { board: BoardRef, claim: Option<Color> } = "board-stacks:{board}:{claim}",
        /// Where the stack on `from` lands on a private board, after
        /// `claim`; the value as in [`MenuKind::Landings`].
        BoardLandings { board: BoardRef, from: Point, claim: Option<Color> }
            = "board-land-{from}:{board}:{claim}",
    }
}

impl MenuKind {
    /// A stable id, unique within its message by `part` (a menu split in
    /// several: `lyngk:stacks:12:31:0`, `lyngk:land-c3:12:31:1`).
    #[must_use]
    pub fn custom_id(&self, part: usize) -> String {
        format!("{PREFIX}{}:{}", self.encode(), part.encode())
    }

    /// The menu an id names, or `None` for an id this service did not make
    /// (or no longer makes).
    #[must_use]
    pub fn from_custom_id(id: &str) -> Option<MenuKind> {
        MenuKind::with_part(id).map(|(kind, _)| kind)
    }

    /// The menu an id names and its place among the menus of its message.
    #[must_use]
    pub fn with_part(id: &str) -> Option<(MenuKind, usize)> {
        let (kind, part) = id.strip_prefix(PREFIX)?.rsplit_once(':')?;
        Some((MenuKind::decode(kind)?, usize::decode(part)?))
    }
}

/// A select menu: what it chooses, the text shown before a choice, and its
/// options (at most [`Menu::MAX_OPTIONS`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Menu {
    pub kind: MenuKind,
    /// Its place among the menus of the same kind in one message.
    pub part: usize,
    pub placeholder: Msg,
    pub options: Vec<MenuOption>,
}

impl Menu {
    /// Discord's limit on the options of a menu.
    pub const MAX_OPTIONS: usize = 25;

    /// Discord's limit on the rows of a message: each menu takes one, the
    /// buttons beside them another.
    pub const MAX_ROWS: usize = 5;

    /// The menu's id (see [`MenuKind::custom_id`]).
    #[must_use]
    pub fn custom_id(&self) -> String {
        self.kind.custom_id(self.part)
    }
}

/// One option of a select menu.
#[derive(Clone, Debug, PartialEq)]
pub struct MenuOption {
    pub label: Msg,
    /// What choosing it sends back.
    pub value: String,
    pub description: Option<Msg>,
}
