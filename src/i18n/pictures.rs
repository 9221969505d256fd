//! The words of the pictures in each language: the catalogue's `picture-*`
//! and `chart-*` messages resolved once into the renderer's
//! [`PictureWords`], the sentences that name players kept with their slots
//! ([`Phrase`]) for the renderer to fill with the names it draws.
//!
//! Plain data out of the catalogue: no transport, no storage; the renderer
//! is imported for its word types only.

use std::sync::OnceLock;

use crate::render::{ChartWords, Phrase, PictureWords, StatusWords};

use super::{Lang, Msg};

impl Lang {
    /// Every word the board pictures and the charts draw, in this language.
    #[must_use]
    pub fn picture_words(self) -> &'static PictureWords {
        static WORDS: OnceLock<Vec<PictureWords>> = OnceLock::new();
        let all = WORDS.get_or_init(|| Lang::ALL.iter().map(|l| l.build_picture_words()).collect());
        &all[self.index()]
    }

    fn build_picture_words(self) -> PictureWords {
        let word = |id: &'static str| self.render(&Msg::new(id));
        // The slots go in as the names: the renderer finds them there.
        let phrase = |id: &'static str| {
            Phrase::new(
                self.render(
                    &Msg::new(id)
                        .arg("player", Phrase::PLAYER.to_string())
                        .arg("other", Phrase::OTHER.to_string()),
                ),
            )
        };
        let player = |n: u8| self.render(&Msg::new("picture-player").arg("number", n));
        PictureWords {
            points: word("picture-points"),
            five_stacks: word("picture-five-stacks"),
            to_move: word("picture-tag-to-move"),
            winner: word("picture-tag-winner"),
            neutral: word("picture-neutral"),
            no_neutral: word("picture-no-neutral"),
            variants: [
                word("picture-variant-standard"),
                word("picture-variant-sixstack"),
            ],
            players: [player(1), player(2)],
            status: StatusWords {
                to_move: phrase("picture-to-move"),
                claimed: phrase("picture-claimed"),
                passed: phrase("picture-passed"),
                won_count: phrase("picture-won-count"),
                won_six_stack: phrase("picture-won-sixstack"),
                won_resigned: phrase("picture-won-resigned"),
                won_time: phrase("picture-won-time"),
                won_forfeit: phrase("picture-won-forfeit"),
                draw: word("picture-draw"),
                aborted: word("picture-aborted"),
            },
            charts: ChartWords {
                chances_title: word("chart-chances-title"),
                ahead: phrase("chart-ahead"),
                swing: word("chart-swing"),
                turn_axis: word("chart-turn-axis"),
                chance_axis: phrase("chart-chance-axis"),
                ratings_title: phrase("chart-ratings-title"),
                ladders: [word("chart-ladder-standard"), word("chart-ladder-sixstack")],
                games_axis: word("chart-games-axis"),
                rating_axis: word("chart-rating-axis"),
            },
        }
    }
}

/// The names a private picture gives its two players: "You" for the member
/// who plays `member`, "Opponent" for the other side.
#[must_use]
pub fn you_and_opponent(lang: Lang, member: crate::engine::Player) -> [String; 2] {
    let you = lang.render(&Msg::new("picture-you"));
    let other = lang.render(&Msg::new("picture-opponent"));
    match member {
        crate::engine::Player::One => [you, other],
        crate::engine::Player::Two => [other, you],
    }
}

/// What a puzzle's picture says in place of the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleLine {
    /// The task: find the turn that wins by force (or, `wins` false, that
    /// saves the draw), `turns` turns left to find.
    Task { wins: bool, turns: usize },
    /// The member found the whole line.
    Solved,
    /// The picture shows the solution's first turn (after a wrong one).
    Solution,
}

impl Lang {
    /// `line` in this language, for a puzzle's picture.
    #[must_use]
    pub fn puzzle_line(self, line: PuzzleLine) -> String {
        self.render(&match line {
            PuzzleLine::Task { wins, turns } => Msg::new(if wins {
                "picture-puzzle-task-win"
            } else {
                "picture-puzzle-task-draw"
            })
            .arg("turns", turns),
            PuzzleLine::Solved => Msg::new("picture-puzzle-solved"),
            PuzzleLine::Solution => Msg::new("picture-puzzle-solution"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_its_own_words_with_the_names_slotted_in() {
        let en = Lang::En.picture_words();
        assert_eq!(en.to_move, "TO MOVE");
        assert_eq!(en.players, ["Player 1", "Player 2"]);
        assert_eq!(
            en.status.won_resigned.fill("alice", "bob"),
            "Game over · alice wins · bob resigned"
        );
        assert_eq!(
            en.status.passed.fill("alice", "bob"),
            "bob had no move and passed · alice to move"
        );
        let fr = Lang::Fr.picture_words();
        assert_eq!(fr.status.to_move.fill("alice", "bob"), "À alice de jouer");
        assert_eq!(fr.players[1], "Joueur 2");
        let zh = Lang::ZhCn.picture_words();
        assert_eq!(zh.to_move, "轮到");
        assert_eq!(zh.charts.ahead.fill("玩家091号", ""), "玩家091号 领先");
        for lang in Lang::ALL {
            let w = lang.picture_words();
            // Every phrase naming a player has the slot for it.
            for p in [
                &w.status.to_move,
                &w.status.won_count,
                &w.charts.ahead,
                &w.charts.ratings_title,
            ] {
                assert!(
                    p.fill("\u{1}", "").contains('\u{1}'),
                    "{}: {p:?}",
                    lang.code()
                );
            }
            for p in [&w.status.passed, &w.status.won_resigned] {
                assert!(
                    p.fill("", "\u{2}").contains('\u{2}'),
                    "{}: {p:?}",
                    lang.code()
                );
            }
            let task = lang.puzzle_line(PuzzleLine::Task {
                wins: true,
                turns: 2,
            });
            assert!(task.contains('2'), "{}: {task}", lang.code());
            if lang != Lang::En {
                assert_ne!(w.status, en.status, "{}", lang.code());
                assert_ne!(w.variants, en.variants, "{}", lang.code());
            }
        }
    }
}
