//! What a private board's buttons and menus carry ([`BoardRef`]): its
//! member and its kind, with what the kind needs (`lesson.4.0`), written
//! into the custom ids and read back from them. Plain data: the ids
//! ([`super::super::buttons`]) hold it, and what a kind does
//! ([`super::Board`]) is in the kind's own file. A new kind is its fields
//! here (by `declare_ids!`) and one line in the `kinds!` list.
//!
//! Imports the ids' codec only: nothing that reads storage or answers.

use crate::ids::{ExplorationId, GameId, ImportedGameId, MistakeId, PuzzleId, UserId};
use crate::lessons::Lesson;

use super::super::buttons::codec::{Field, declare_ids};

declare_ids! {
    /// A step of a lesson on the board: the lesson and the step (from 0).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct LessonStep {
        pub lesson: Lesson,
        pub step: u8,
    } = "{lesson}.{step}"
}

declare_ids! {
    /// A puzzle on the board: the puzzle, and the ply of its line the
    /// member is at.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct PuzzleAt {
        pub puzzle: PuzzleId,
        pub ply: u8,
    } = "{puzzle}.{ply}"
}

declare_ids! {
    /// A mistake on the board: the stored mistake's id.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct MistakeRetry {
        pub mistake: MistakeId,
    } = "{mistake}"
}

declare_ids! {
    /// An exploration on the board: the stored exploration's id, and how
    /// many turns its line had when the board was shown.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct ExploreAt {
        pub explore: ExplorationId,
        pub turns: u8,
    } = "{explore}.{turns}"
}

/// Lists the kinds of board: the enum of them, their text in ids (a tag,
/// then the kind's own fields: `lesson.4.0`), and `each_kind!`, which hands
/// a call on the enum to the kind it holds ([`super::Board`] for the enum).
macro_rules! kinds {
    ($( $(#[$meta:meta])* $kind:ident($ty:ty) = $tag:literal ),* $(,)?) => {
        /// Every kind of private board, with what its ids carry.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum BoardKind {
            $( $(#[$meta])* $kind($ty) ),*
        }

        $(
            impl From<$ty> for BoardKind {
                fn from(board: $ty) -> BoardKind {
                    BoardKind::$kind(board)
                }
            }
        )*

        impl Field for BoardKind {
            fn encode(&self) -> String {
                match self {
                    $( BoardKind::$kind(board) => format!("{}.{}", $tag, board.encode()) ),*
                }
            }

            fn decode(text: &str) -> Option<Self> {
                let (tag, rest) = text.split_once('.')?;
                let read = match tag {
                    $( $tag => BoardKind::$kind(<$ty>::decode(rest)?), )*
                    _ => return None,
                };
                (read.encode() == text).then_some(read)
            }
        }

        /// `each_kind!(kind, board => expr)`: `expr` with `board` bound to
        /// the kind `kind` holds.
        macro_rules! each_kind {
            ($on:expr, $board:ident => $call:expr) => {
                match $on {
                    $( $crate::service::board::BoardKind::$kind($board) => $call ),*
                }
            };
        }
        pub(in crate::service) use each_kind;

        #[cfg(test)]
        impl super::super::buttons::codec::Sample for BoardKind {
            fn strategy() -> proptest::strategy::BoxedStrategy<Self> {
                use proptest::strategy::Strategy as _;
                proptest::strategy::Union::new(vec![$(
                    <$ty as super::super::buttons::codec::Sample>::strategy()
                        .prop_map(BoardKind::$kind)
                        .boxed()
                ),*])
                .boxed()
            }

            fn longest_each() -> Vec<Self> {
                vec![$(
                    BoardKind::$kind(<$ty as super::super::buttons::codec::Sample>::longest())
                ),*]
            }
        }
    };
}

kinds! {
    /// A step of a lesson ([`super::lesson`]).
    Lesson(LessonStep) = "lesson",
    /// A puzzle at a ply of its line ([`super::puzzle`]).
    Puzzle(PuzzleAt) = "puzzle",
    /// A mistake to retry ([`super::mistake`]).
    Mistake(MistakeRetry) = "mistake",
    /// A line explored from a review or a position ([`super::explore`]).
    Explore(ExploreAt) = "explore",
}

declare_ids! {
    /// A private board as its buttons and menus carry it: whose it is, and
    /// what it shows.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct BoardRef {
        /// The only member who may press it.
        pub member: UserId,
        pub kind: BoardKind,
    } = "{member}.{kind}"
}

impl BoardRef {
    /// The board of `kind` shown to `member`.
    #[must_use]
    pub fn new(member: UserId, kind: impl Into<BoardKind>) -> BoardRef {
        BoardRef {
            member,
            kind: kind.into(),
        }
    }
}

declare_ids! {
    /// The game a review steps through: a played game of the server, or a
    /// game its member imported.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Reviewed {
        Played { game: GameId } = "g{game}",
        Imported { game: ImportedGameId } = "i{game}",
    }
}

declare_ids! {
    /// A review at a turn, as its buttons carry it: whose it is, the game,
    /// and the turn (0: the start, `k`: after turn `k`). Nothing is
    /// stored: the ids are the review's whole state, so its buttons work
    /// after a restart.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct ReviewAt {
        /// The only member who may press it.
        pub member: UserId,
        pub game: Reviewed,
        pub turn: u32,
    } = "{member}.{game}.{turn}"
}
