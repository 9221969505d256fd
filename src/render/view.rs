//! What a board picture shows beyond the position: the players' names and
//! how the game ended when the position alone can't tell (a resignation, a
//! loss on time, a tournament forfeit, an abort). [`BoardView::status`] is
//! the one place that decides what the strip says (whose turn, or the result
//! and why); the picture draws it and the service's description for screen
//! readers tells the same.

use crate::engine::{LastTurn, Outcome, Player, Position};

use super::draw::{font, text_width};

/// How a game ended when the position does not show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// This player gave up.
    Resigned(Player),
    /// This player ran out of time.
    OutOfTime(Player),
    /// This player left the tournament the game belonged to.
    Forfeit(Player),
    /// A moderator ended it without a result.
    Aborted,
}

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WonBy {
    /// Nobody could move any more: the count decided.
    Count,
    /// A six-stack of the winner's colour (the variant's sudden death).
    SixStack,
    /// The other player resigned.
    Resignation,
    /// The other player ran out of time.
    Time,
    /// The other player left the tournament.
    Forfeit,
}

/// What the strip says: whose turn it is, or how the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// This player is to move.
    ToMove(Player),
    /// This player has claimed a colour and moves next.
    Claimed(Player),
    /// The other player had no legal turn and passed; this one moves.
    Passed(Player),
    /// Over: this player won.
    Won(Player, WonBy),
    /// Over: a draw (nobody could move, all counts equal).
    Draw,
    /// Over without a result.
    Aborted,
}

impl Status {
    /// The player to move, while the game goes on.
    #[must_use]
    pub fn to_move(self) -> Option<Player> {
        match self {
            Status::ToMove(p) | Status::Claimed(p) | Status::Passed(p) => Some(p),
            Status::Won(..) | Status::Draw | Status::Aborted => None,
        }
    }

    /// Whether the game is over.
    #[must_use]
    pub fn is_over(self) -> bool {
        self.to_move().is_none()
    }

    /// The winner, if there is one.
    #[must_use]
    pub fn winner(self) -> Option<Player> {
        match self {
            Status::Won(p, _) => Some(p),
            _ => None,
        }
    }
}

/// Everything a board picture shows.
#[derive(Clone, Copy, Debug)]
pub struct BoardView<'a> {
    pub position: &'a Position,
    /// The turn that led to the position, highlighted.
    pub last: Option<&'a LastTurn>,
    /// The players' display names, player 1 first, as they are: the picture
    /// shortens them and replaces what the bundled font can't draw.
    pub names: [&'a str; 2],
    /// How the game ended, when the position does not show it.
    pub ending: Option<Stopped>,
}

impl<'a> BoardView<'a> {
    /// The picture of `position` after `last`, the players named "Player 1"
    /// and "Player 2", the game ending as the position says.
    #[must_use]
    pub fn new(position: &'a Position, last: Option<&'a LastTurn>) -> BoardView<'a> {
        BoardView {
            position,
            last,
            names: DEFAULT_NAMES,
            ending: None,
        }
    }

    /// The same view with the players' names.
    #[must_use]
    pub fn named(self, names: [&'a str; 2]) -> BoardView<'a> {
        BoardView { names, ..self }
    }

    /// The same view ended as `ending` says (`None`: as the position says).
    #[must_use]
    pub fn ended(self, ending: Option<Stopped>) -> BoardView<'a> {
        BoardView { ending, ..self }
    }

    /// What the strip says.
    #[must_use]
    pub fn status(&self) -> Status {
        let pos = self.position;
        match self.ending {
            Some(Stopped::Aborted) => return Status::Aborted,
            Some(Stopped::Resigned(p)) => return Status::Won(p.opponent(), WonBy::Resignation),
            Some(Stopped::OutOfTime(p)) => return Status::Won(p.opponent(), WonBy::Time),
            Some(Stopped::Forfeit(p)) => return Status::Won(p.opponent(), WonBy::Forfeit),
            None => {}
        }
        match pos.outcome() {
            Some(Outcome::Win(w)) if pos.sudden_death_winner().is_some() => {
                Status::Won(w, WonBy::SixStack)
            }
            Some(Outcome::Win(w)) => Status::Won(w, WonBy::Count),
            Some(Outcome::Draw) => Status::Draw,
            None => {
                let passed = self
                    .last
                    .is_some_and(|l| l.claim.is_none() && l.path.is_empty());
                if passed {
                    Status::Passed(pos.to_move())
                } else if pos.claimed_this_turn() {
                    Status::Claimed(pos.to_move())
                } else {
                    Status::ToMove(pos.to_move())
                }
            }
        }
    }

    /// Player `p`'s name as the picture shows it (see [`shown_name`]).
    #[must_use]
    pub fn shown_name(&self, p: Player) -> String {
        shown_name(self.names[p.index()], p)
    }

    /// The status line of the strip, in the picture's words.
    #[must_use]
    pub fn status_line(&self) -> String {
        let name = |p: Player| self.shown_name(p);
        match self.status() {
            Status::ToMove(p) => format!("{} to move", name(p)),
            Status::Claimed(p) => format!("{} has claimed, moves next", name(p)),
            Status::Passed(p) => format!(
                "{} had no move and passed · {} to move",
                name(p.opponent()),
                name(p)
            ),
            Status::Won(w, by) => {
                let why = match by {
                    WonBy::Count => "no moves left".to_owned(),
                    WonBy::SixStack => "six-stack".to_owned(),
                    WonBy::Resignation => format!("{} resigned", name(w.opponent())),
                    WonBy::Time => format!("{} ran out of time", name(w.opponent())),
                    WonBy::Forfeit => format!("{} left the tournament", name(w.opponent())),
                };
                format!("Game over · {} wins · {why}", name(w))
            }
            Status::Draw => "Game over · draw · no moves left".to_owned(),
            Status::Aborted => "Game aborted · no result".to_owned(),
        }
    }
}

const DEFAULT_NAMES: [&str; 2] = ["Player 1", "Player 2"];

/// The longest name shown, in characters (Discord allows 32).
const NAME_CHARS: usize = 24;

/// `name` as a picture shows it: the characters the bundled font has (Latin,
/// Greek, Cyrillic and more; not CJK or emoji), spaces tidied, at most
/// [`NAME_CHARS`] characters; "Player 1" or "Player 2" instead when fewer
/// than half of its letters can be drawn, so that no name is shown as a
/// fragment. The text beside the picture always has the full name.
#[must_use]
pub fn shown_name(name: &str, p: Player) -> String {
    use ab_glyph::Font;
    let f = font();
    let visible: Vec<char> = name.chars().filter(|c| !c.is_whitespace()).collect();
    let drawable: String = name
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|&c| c == ' ' || (!c.is_control() && f.glyph_id(c).0 != 0))
        .collect();
    let kept = drawable.chars().filter(|&c| c != ' ').count();
    if kept == 0 || kept * 2 < visible.len() {
        return DEFAULT_NAMES[p.index()].to_owned();
    }
    let tidy = drawable.split_whitespace().collect::<Vec<_>>().join(" ");
    if tidy.chars().count() > NAME_CHARS {
        let cut: String = tidy.chars().take(NAME_CHARS - 1).collect();
        format!("{}…", cut.trim_end())
    } else {
        tidy
    }
}

/// `text` cut with "…" to fit `max` pixels at `size`.
pub(crate) fn fit(size: f32, text: &str, max: f32) -> String {
    if text_width(size, text) <= max {
        text.to_owned()
    } else {
        super::draw::ellipsized(size, text, max)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_what_the_font_draws_and_fall_back_when_little_is_left() {
        assert_eq!(shown_name("alice", Player::One), "alice");
        assert_eq!(shown_name("  Zoë   Ñúñez ", Player::One), "Zoë Ñúñez");
        assert_eq!(shown_name("Дмитрий", Player::Two), "Дмитрий");
        // An emoji is dropped, the rest stays.
        assert_eq!(shown_name("bob 🎲", Player::Two), "bob");
        // A name the font can't draw at all is the player's number.
        assert_eq!(shown_name("山田太郎", Player::One), "Player 1");
        assert_eq!(shown_name("🐉🐉🐉x", Player::Two), "Player 2");
        assert_eq!(shown_name("", Player::Two), "Player 2");
        let long = shown_name("Bartholomew the Magnificent of the North", Player::One);
        assert!(
            long.ends_with('…') && long.chars().count() <= NAME_CHARS,
            "{long}"
        );
    }
}
