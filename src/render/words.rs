//! The words the pictures draw, in the reader's language: the board's
//! captions and tags, the status line, the charts' titles, legends and axes.
//! The renderer holds none of them: the caller resolves them from the
//! catalogue (`i18n` builds a [`PictureWords`] for each language) and the
//! renderer only puts the players' names into the sentences that name them
//! ([`Phrase`]). Plain data: nothing here imports anything but `std`.

/// A sentence of a picture that names one or two players: its text with a
/// slot for the player it is about and one for the other player (the
/// loser of a resignation, the player who passed), filled by the renderer
/// with the names as the picture shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Phrase(String);

impl Phrase {
    /// The slot of the player the sentence is about. A private-use
    /// character: no catalogue text or name the renderer draws holds it.
    pub const PLAYER: char = '\u{E000}';
    /// The slot of the other player.
    pub const OTHER: char = '\u{E001}';

    /// A sentence written with [`Phrase::PLAYER`] and [`Phrase::OTHER`]
    /// where the names go.
    #[must_use]
    pub fn new(text: impl Into<String>) -> Phrase {
        Phrase(text.into())
    }

    /// The sentence with its slots filled.
    #[must_use]
    pub fn fill(&self, player: &str, other: &str) -> String {
        let mut out = String::with_capacity(self.0.len() + player.len() + other.len());
        for c in self.0.chars() {
            match c {
                Phrase::PLAYER => out.push_str(player),
                Phrase::OTHER => out.push_str(other),
                c => out.push(c),
            }
        }
        out
    }

    /// The sentence's own words, without its slots: what the fonts must
    /// draw.
    #[must_use]
    pub fn words(&self) -> String {
        self.fill("", "")
    }
}

/// The status line of a board: whose turn, or how the game ended and why.
/// The player of each phrase is the one to move, or the winner; the other
/// is their opponent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StatusWords {
    /// "alice to move".
    pub to_move: Phrase,
    /// "alice has claimed, moves next".
    pub claimed: Phrase,
    /// "bob had no move and passed · alice to move" (bob is the other).
    pub passed: Phrase,
    /// "Game over · alice wins · no moves left".
    pub won_count: Phrase,
    /// "Game over · alice wins · six-stack".
    pub won_six_stack: Phrase,
    /// "Game over · alice wins · bob resigned".
    pub won_resigned: Phrase,
    /// "Game over · alice wins · bob ran out of time".
    pub won_time: Phrase,
    /// "Game over · alice wins · bob left the tournament".
    pub won_forfeit: Phrase,
    /// "Game over · draw · no moves left".
    pub draw: String,
    /// "Game aborted · no result".
    pub aborted: String,
}

impl StatusWords {
    /// The status lines that name a player, in the order of the fields.
    #[must_use]
    pub fn phrases(&self) -> [&Phrase; 8] {
        [
            &self.to_move,
            &self.claimed,
            &self.passed,
            &self.won_count,
            &self.won_six_stack,
            &self.won_resigned,
            &self.won_time,
            &self.won_forfeit,
        ]
    }
}

/// The words of the analysis and rating charts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChartWords {
    /// The analysis chart's title.
    pub chances_title: String,
    /// The legend of a player's side of the analysis chart: "alice ahead".
    pub ahead: Phrase,
    /// The legend of the ringed swings.
    pub swing: String,
    /// The analysis chart's x axis.
    pub turn_axis: String,
    /// Its y axis: "alice's chance to win".
    pub chance_axis: Phrase,
    /// The rating chart's title: "Ratings of alice".
    pub ratings_title: Phrase,
    /// The ladders in the rating chart's legend: standard, six-stack.
    pub ladders: [String; 2],
    /// The rating chart's x axis.
    pub games_axis: String,
    /// Its y axis.
    pub rating_axis: String,
}

/// Every word a board picture or a chart draws, in one language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PictureWords {
    /// The caption under a player's points, in the standard game.
    pub points: String,
    /// The caption under a player's 5-stacks, in the six-stack game.
    pub five_stacks: String,
    /// The tag of the player to move.
    pub to_move: String,
    /// The tag of the winner.
    pub winner: String,
    /// The caption of the neutral colours.
    pub neutral: String,
    /// What stands there when no colour is neutral.
    pub no_neutral: String,
    /// The variants, as the strip names them: standard, six-stack.
    pub variants: [String; 2],
    /// A player's name when theirs is unknown or can't be drawn: "Player
    /// 1", "Player 2".
    pub players: [String; 2],
    /// The status line.
    pub status: StatusWords,
    /// The charts.
    pub charts: ChartWords,
}

impl PictureWords {
    /// Every text the pictures may draw besides names and numbers, each
    /// with the slots of its phrase left empty: what the fonts must cover.
    #[must_use]
    pub fn all(&self) -> Vec<String> {
        let s = &self.status;
        let c = &self.charts;
        let mut out = vec![
            self.points.clone(),
            self.five_stacks.clone(),
            self.to_move.clone(),
            self.winner.clone(),
            self.neutral.clone(),
            self.no_neutral.clone(),
            s.draw.clone(),
            s.aborted.clone(),
            c.chances_title.clone(),
            c.swing.clone(),
            c.turn_axis.clone(),
            c.games_axis.clone(),
            c.rating_axis.clone(),
        ];
        out.extend(self.variants.iter().cloned());
        out.extend(self.players.iter().cloned());
        out.extend(c.ladders.iter().cloned());
        out.extend(
            s.phrases()
                .into_iter()
                .chain([&c.ahead, &c.chance_axis, &c.ratings_title])
                .map(Phrase::words),
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phrase_puts_each_name_in_its_slot() {
        let p = Phrase::new(format!(
            "{} had no move · {} to move",
            Phrase::OTHER,
            Phrase::PLAYER
        ));
        assert_eq!(p.fill("alice", "bob"), "bob had no move · alice to move");
        assert_eq!(p.words(), " had no move ·  to move");
    }
}
