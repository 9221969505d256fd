//! Pictures for replies: the board after a turn (PNG), the replay (GIF), with
//! their alt text. A thin wrapper over the renderer that turns its errors
//! into service errors; the alt text tells what the picture's strip says
//! (the renderer's [`render::Status`]).

use crate::engine::{Action, Color, Player, Point, Position};
use crate::i18n::Msg;

use crate::service::errors::InternalError;
use crate::service::text;

use crate::render::{self, BoardView, PictureWords, Stopped};

use crate::engine::LastTurn;

/// A file to attach: an image, or a game's record (`.lyngk`).
#[derive(Clone, Debug)]
pub struct Picture {
    pub bytes: Vec<u8>,
    /// `board.png`, `replay.gif`, `lyngk-game-12.lyngk`.
    pub file_name: String,
    /// A description for screen readers.
    pub alt_text: Msg,
}

impl Picture {
    /// Whether it is an image to show (a PNG or a GIF), not a file to keep.
    #[must_use]
    pub fn is_image(&self) -> bool {
        let name = self.file_name.to_ascii_lowercase();
        name.ends_with(".png") || name.ends_with(".gif")
    }
}

/// The board of `view`: the last turn highlighted, the players named, whose
/// turn it is or how the game ended, in `words`.
pub fn board(view: &BoardView<'_>, words: &PictureWords) -> Result<Picture, InternalError> {
    let bytes = render::board_png(view, words).map_err(|e| InternalError::Render(e.to_string()))?;
    Ok(Picture {
        bytes,
        file_name: "board.png".to_owned(),
        alt_text: alt_text_of(view),
    })
}

/// The animated replay of a game, its players named `names`, its last frame
/// showing `ending`, in `words`.
pub fn replay(
    start: &Position,
    actions: &[Action],
    (names, ending): ([&str; 2], Option<Stopped>),
    words: &PictureWords,
    alt_text: Msg,
) -> Result<Picture, InternalError> {
    let bytes = render::replay_gif(start, actions, names, ending, words)
        .map_err(|e| InternalError::Render(e.to_string()))?;
    Ok(Picture {
        bytes,
        file_name: "replay.gif".to_owned(),
        alt_text,
    })
}

/// The board in words for screen readers, as messages of the catalogue: who
/// is to move or who won, claims
/// and points, the neutral colours, the last turn, then every stack bottom to
/// top and the single pieces grouped by colour. Front ends cut it to
/// Discord's limit once rendered.
#[cfg(any(test, feature = "test-support"))]
#[must_use]
pub fn alt_text(pos: &Position, last: Option<&LastTurn>) -> Msg {
    alt_text_of(&BoardView::new(pos, last))
}

/// [`alt_text`] of a whole view: with how the game ended.
#[must_use]
pub fn alt_text_of(view: &BoardView<'_>) -> Msg {
    let (pos, last) = (view.position, view.last);
    let mut parts = vec![text::alt_head(pos.variant())];
    parts.extend(text::alt_status(view.status()));
    for p in [Player::One, Player::Two] {
        let colors = pos.claims(p).iter().collect();
        parts.push(text::alt_claims(pos.variant(), p, colors, pos.points(p)));
    }
    parts.push(text::alt_neutral(pos.neutral_colors().collect()));
    if let Some(last) = last {
        parts.push(last_turn(pos, last));
    }
    let stacks: Vec<Msg> = Point::ALL
        .into_iter()
        .filter(|&p| pos.stack(p).height() >= 2)
        .map(|p| text::alt_stack(p, pos.stack(p).pieces()))
        .collect();
    if !stacks.is_empty() {
        parts.push(text::alt_stacks(stacks));
    }
    let mut singles = Vec::new();
    for c in Color::ALL {
        let points: Vec<String> = Point::ALL
            .into_iter()
            .filter(|&p| pos.stack(p).height() == 1 && pos.stack(p).top() == Some(c))
            .map(|p| p.to_string())
            .collect();
        if !points.is_empty() {
            singles.push(text::alt_single_group(c, &points.join(" ")));
        }
    }
    if !singles.is_empty() {
        parts.push(text::alt_singles(singles));
    }
    let empty = Point::ALL
        .into_iter()
        .filter(|&p| pos.stack(p).is_empty())
        .count();
    if empty > 0 {
        parts.push(text::alt_empty(empty));
    }
    text::alt_sentences(parts)
}

fn last_turn(pos: &Position, last: &LastTurn) -> Msg {
    let claim_only = last.path.is_empty() && last.claim.is_some() && pos.claimed_this_turn();
    let mover = if claim_only {
        pos.to_move()
    } else {
        pos.to_move().opponent()
    };
    let mut what = Vec::new();
    if let Some(c) = last.claim {
        what.push(text::alt_last_claimed(c));
    }
    match last.path.as_slice() {
        [] if !claim_only => what.push(text::alt_last_passed()),
        [] => {}
        [from, via @ .., to] => what.push(text::alt_last_moved(*from, via, *to)),
        [only] => what.push(text::alt_last_moved(*only, &[], *only)),
    }
    text::alt_last(mover, what)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{FastRng, Move, Variant};
    use crate::i18n::Lang;
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;

    const CHAIN_LPN: &str = "-/-/-/IBK/-/K/-/-/GKR/-/-/WG/-/GKB/-/-/BR/BGIR/-/GI/BRKG/-/IGBK/-/-/-/-/-/-/IGBR/-/R/RWK/-/WIRK/-/-/I/-/BI/-/-/- R:KB 2 0:0 sixstack";

    fn pt(s: &str) -> Point {
        s.parse().expect("a valid point")
    }

    fn english(pos: &Position, last: Option<&LastTurn>) -> String {
        Lang::En.render(&alt_text(pos, last))
    }

    /// A position after `steps` random actions from a seeded start.
    fn played(seed: u64, variant: Variant, steps: usize) -> Position {
        let mut pos = Position::random_start(seed, variant);
        let mut rng = FastRng::seed_from_u64(seed);
        for _ in 0..steps {
            let Some(&a) = pos.legal_actions().choose(&mut rng) else {
                break;
            };
            pos.play_unchecked(a);
        }
        pos
    }

    #[test]
    fn the_words_describe_the_position_and_the_last_turn() {
        let mut pos: Position = CHAIN_LPN.parse().expect("valid LPN");
        let m = Move::new(pt("E6"), pt("G3"));
        let path = pos.lyngk_path(&m).expect("the move is legal");
        pos.play(Action::Move(m)).expect("legal");
        let text = english(&pos, Some(&LastTurn { claim: None, path }));
        assert!(text.starts_with("LYNGK board, "), "{text}");
        assert!(text.contains("Player 1 to move."), "{text}");
        assert!(text.contains("Player 1 has claimed red"), "{text}");
        assert!(
            text.contains("Player 2 has claimed black and blue"),
            "{text}"
        );
        assert!(text.contains("Neutral: ivory and green."), "{text}");
        assert!(
            text.contains("Last turn, player 2: moved E6 to G3 through LYNGK G6, G4."),
            "{text}"
        );
        let start = Position::random_start(1, Variant::Standard);
        let text = english(&start, None);
        assert!(text.contains("Player 1 to move."), "{text}");
        assert!(!text.contains("Stacks"), "{text}");
        // Every single piece is named with its point.
        for p in Point::ALL {
            assert!(text.contains(&p.to_string()), "{p} missing: {text}");
        }
        let done = played(9, Variant::Standard, 400);
        assert!(done.is_over());
        assert!(english(&done, None).contains("Game over"));
    }

    #[test]
    fn a_pass_and_a_claim_are_told_in_words() {
        let pos = played(2, Variant::Standard, 6);
        let mover = pos.to_move().opponent().number();
        let text = english(&pos, Some(&LastTurn::default()));
        assert!(
            text.contains(&format!("Last turn, player {mover}: passed.")),
            "{text}"
        );
        let claim = LastTurn {
            claim: Some(Color::Green),
            path: vec![pt("C3"), pt("E5")],
        };
        let text = english(&pos, Some(&claim));
        assert!(
            text.contains(&format!(
                "Last turn, player {mover}: claimed green, then moved C3 to E5."
            )),
            "{text}"
        );
    }
}

/// The docs' board pictures are described as the bot describes them: every
/// sentence of a board picture's alt text in the README and the guides is
/// a sentence of what a screen reader is given for that picture in Discord
/// (in the picture's language), so a doc can't say of a picture what it
/// does not show.
#[cfg(test)]
mod doc_alt_texts {
    use super::alt_text_of;
    use crate::render::BoardView;
    use crate::render::tests::doc_pictures;
    use std::collections::HashMap;
    use std::path::{Path, PathBuf};

    /// `text`'s sentences: each ends with a full stop (`.` then a space or
    /// the end, or `。`).
    fn sentences(text: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut current = String::new();
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            current.push(c);
            let end = c == '。' || (c == '.' && chars.peek().is_none_or(|n| n.is_whitespace()));
            if end {
                out.push(current.trim().to_owned());
                current.clear();
            }
        }
        if !current.trim().is_empty() {
            out.push(current.trim().to_owned());
        }
        out
    }

    /// The Markdown files of the README and the docs.
    fn markdown(root: &Path) -> Vec<PathBuf> {
        let mut files = vec![root.join("README.md")];
        let mut dirs = vec![root.join("docs")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("the docs folder") {
                let path = entry.expect("a docs entry").path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "md") {
                    files.push(path);
                }
            }
        }
        files
    }

    /// Every `![alt](target)` of `text`, as (alt, the target's file name).
    fn images(text: &str) -> Vec<(String, String)> {
        let mut out = Vec::new();
        let mut rest = text;
        while let Some(start) = rest.find("![") {
            rest = &rest[start + 2..];
            let Some(close) = rest.find("](") else { break };
            let alt = rest[..close].to_owned();
            let after = &rest[close + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or_default();
            let file = target.rsplit('/').next().unwrap_or_default().to_owned();
            out.push((alt, file));
            rest = &after[end..];
        }
        out
    }

    #[test]
    fn every_sentence_of_a_board_pictures_alt_text_in_the_docs_is_the_bots() {
        let described: HashMap<String, Vec<String>> = doc_pictures()
            .into_iter()
            .map(|(pos, last, names, ending, lang, name)| {
                let view = BoardView::new(&pos, last.as_ref())
                    .named(names)
                    .ended(ending);
                (
                    format!("{name}.png"),
                    sentences(&lang.render(&alt_text_of(&view))),
                )
            })
            .collect();
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut checked = 0;
        let mut wrong = Vec::new();
        for file in markdown(root) {
            let text = std::fs::read_to_string(&file).expect("a Markdown file");
            for (alt, target) in images(&text) {
                let Some(bots) = described.get(&target) else {
                    continue;
                };
                checked += 1;
                for sentence in sentences(&alt) {
                    if !bots.contains(&sentence) {
                        wrong.push(format!(
                            "{}: {target}: \"{sentence}\" is not said of it; the bot says: {}",
                            file.strip_prefix(root).unwrap_or(&file).display(),
                            bots.join(" ")
                        ));
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
        // The README's three, the rules' four, the commands' one and the
        // pictures page's six at full size.
        assert!(
            checked >= 14,
            "only {checked} board pictures found in the docs"
        );
    }

    #[test]
    fn sentences_end_at_full_stops_not_inside_words() {
        assert_eq!(
            sentences("Player 1 to move. Moved I7 to C2 through LYNGK E7, C7."),
            ["Player 1 to move.", "Moved I7 to C2 through LYNGK E7, C7."]
        );
        assert_eq!(
            sentences("轮到玩家 1。中立颜色：绿色。"),
            ["轮到玩家 1。", "中立颜色：绿色。"]
        );
        assert_eq!(sentences("A 1.5 thing"), ["A 1.5 thing"]);
    }
}
