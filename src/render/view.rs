//! What a board picture shows beyond the position: the players' names and
//! how the game ended when the position alone can't tell (a resignation, a
//! loss on time, a tournament forfeit, an abort). [`BoardView::status`] is
//! the one place that decides what the strip says (whose turn, or the result
//! and why); the picture draws it, in the words of a [`PictureWords`], and
//! the service's description for screen readers tells the same.

use crate::engine::{LastTurn, Outcome, Player, Position};

use super::draw::{font, text_width};
use super::words::PictureWords;

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
    /// shortens them and leaves out what the bundled fonts can't draw. An
    /// empty name is shown as the words' "Player 1" or "Player 2".
    pub names: [&'a str; 2],
    /// How the game ended, when the position does not show it.
    pub ending: Option<Stopped>,
    /// A line in the reader's language shown instead of the status line
    /// (a puzzle's task).
    pub headline: Option<&'a str>,
}

impl<'a> BoardView<'a> {
    /// The picture of `position` after `last`, the players unnamed (shown
    /// as "Player 1" and "Player 2" in the picture's words), the game
    /// ending as the position says.
    #[must_use]
    pub fn new(position: &'a Position, last: Option<&'a LastTurn>) -> BoardView<'a> {
        BoardView {
            position,
            last,
            names: ["", ""],
            ending: None,
            headline: None,
        }
    }

    /// The same view with `headline` in place of the status line.
    #[must_use]
    pub fn headlined(self, headline: &'a str) -> BoardView<'a> {
        BoardView {
            headline: Some(headline),
            ..self
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
    pub fn shown_name(&self, p: Player, words: &PictureWords) -> String {
        shown_name(self.names[p.index()], &words.players[p.index()])
    }

    /// The status line of the strip, in `words`: the headline if the view
    /// has one, else whose turn it is or how the game ended.
    #[must_use]
    pub fn status_line(&self, words: &PictureWords) -> String {
        let names = [Player::One, Player::Two].map(|p| self.shown_name(p, words));
        self.status_line_naming(words, [&names[0], &names[1]])
    }

    /// The status line with the players called `names` (shortened names,
    /// when the whole ones make the line too long).
    pub(crate) fn status_line_naming(&self, words: &PictureWords, names: [&str; 2]) -> String {
        if let Some(line) = self.headline {
            return line.to_owned();
        }
        let w = &words.status;
        let said = |phrase: &super::words::Phrase, p: Player| {
            phrase.fill(names[p.index()], names[p.opponent().index()])
        };
        match self.status() {
            Status::ToMove(p) => said(&w.to_move, p),
            Status::Claimed(p) => said(&w.claimed, p),
            Status::Passed(p) => said(&w.passed, p),
            Status::Won(p, by) => said(
                match by {
                    WonBy::Count => &w.won_count,
                    WonBy::SixStack => &w.won_six_stack,
                    WonBy::Resignation => &w.won_resigned,
                    WonBy::Time => &w.won_time,
                    WonBy::Forfeit => &w.won_forfeit,
                },
                p,
            ),
            Status::Draw => w.draw.clone(),
            Status::Aborted => w.aborted.clone(),
        }
    }
}

/// The longest name shown, in characters (Discord allows 32).
const NAME_CHARS: usize = 24;

/// `name` as a picture shows it: the characters the bundled fonts draw
/// (Latin, Greek, Cyrillic and more, the commonly used Chinese characters
/// and kana; not emoji), spaces tidied, at most [`NAME_CHARS`] characters;
/// `fallback` ("Player 1") instead when fewer than half of its letters can
/// be drawn, so that no name is shown as a fragment. The text beside the
/// picture always has the full name.
#[must_use]
pub fn shown_name(name: &str, fallback: &str) -> String {
    let f = font();
    let visible: Vec<char> = name.chars().filter(|c| !c.is_whitespace()).collect();
    let drawable: String = name
        .chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .filter(|&c| c == ' ' || (!c.is_control() && f.draws(c)))
        .collect();
    let kept = drawable.chars().filter(|&c| c != ' ').count();
    if kept == 0 || kept * 2 < visible.len() {
        return fallback.to_owned();
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

/// The size at which `text` fits `max` pixels, from `size` down to
/// `smallest` (in steps of a quarter pixel, so that the cached captions stay
/// few), and the text, cut with "…" if even `smallest` is too large: a
/// caption that is longer in one language than in another shrinks before it
/// is cut.
pub(crate) fn shrunk(size: f32, text: &str, max: f32, smallest: f32) -> (f32, String) {
    let width = text_width(size, text);
    if width <= max {
        return (size, text.to_owned());
    }
    let mut s = ((size * max / width) * 4.0).floor() / 4.0;
    while s > smallest && text_width(s, text) > max {
        s -= 0.25;
    }
    if s >= smallest {
        (s, text.to_owned())
    } else {
        (smallest, fit(smallest, text, max))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_keep_what_the_fonts_draw_and_fall_back_when_little_is_left() {
        let p1 = "Player 1";
        assert_eq!(shown_name("alice", p1), "alice");
        assert_eq!(shown_name("  Zoë   Ñúñez ", p1), "Zoë Ñúñez");
        assert_eq!(shown_name("Дмитрий", p1), "Дмитрий");
        // Chinese characters and kana are drawn.
        assert_eq!(shown_name("玩家091号", p1), "玩家091号");
        assert_eq!(shown_name("さくら", p1), "さくら");
        // An emoji is dropped, the rest stays.
        assert_eq!(shown_name("bob 🎲", p1), "bob");
        assert_eq!(shown_name("🎲 李明", p1), "李明");
        // A name the fonts can't draw at all is the player's number.
        assert_eq!(shown_name("🐉🐉🐉x", "Joueur 2"), "Joueur 2");
        assert_eq!(shown_name("", "玩家 2"), "玩家 2");
        let long = shown_name("Bartholomew the Magnificent of the North", p1);
        assert!(
            long.ends_with('…') && long.chars().count() <= NAME_CHARS,
            "{long}"
        );
    }
}
