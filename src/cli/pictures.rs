//! `lyngk render` and `lyngk replay`: board pictures from the command line,
//! in the words of a language of the catalogue (`--lang`). The renderer
//! returns bytes; writing them to a file happens here.

use crate::engine::LastTurn;
use crate::engine::{Action, parse_turn};
use crate::i18n::Lang;
use crate::render;

use super::{CliError, parse_position};

fn parse_actions(texts: &[String]) -> Result<Vec<Action>, CliError> {
    let mut out = Vec::new();
    for t in texts {
        let turn =
            parse_turn(t).map_err(|e| CliError::Parse(format!("invalid action '{t}': {e}")))?;
        out.extend(turn);
    }
    Ok(out)
}

/// The highlight for a turn written in notation (`+R C3-E5`,
/// `B5-B2-C3-E3`, `pass`) that led to `position`. The path is the one written:
/// spell out the LYNGK points to see them (the position after the move no
/// longer tells which chain was used).
fn last_turn(position: &crate::engine::Position, text: &str) -> Result<LastTurn, CliError> {
    let actions =
        parse_turn(text).map_err(|e| CliError::Parse(format!("invalid turn '{text}': {e}")))?;
    let mut last = LastTurn::default();
    let mut ended = false;
    for a in actions {
        if ended {
            return Err(CliError::Parse(format!(
                "invalid turn '{text}': nothing may follow a move or a pass"
            )));
        }
        match a {
            Action::Claim(c) if last.claim.is_none() => last.claim = Some(c),
            Action::Claim(_) => {
                return Err(CliError::Parse(format!(
                    "invalid turn '{text}': at most one claim per turn"
                )));
            }
            Action::Move(m) => {
                if !position.stack(m.from).is_empty() {
                    return Err(CliError::Illegal(format!(
                        "the turn '{text}' can't have led to this position: {} is not empty",
                        m.from
                    )));
                }
                last.path.push(m.from);
                last.path.extend_from_slice(m.via());
                last.path.push(m.to);
                ended = true;
            }
            Action::Pass => ended = true,
        }
    }
    Ok(last)
}

/// What a picture shows beyond the game: the players' names
/// (`--names A B`), how it ended (`--ending resigned:2`), and the language
/// of its words (`--lang fr`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Looks {
    pub names: Option<[String; 2]>,
    pub ending: Option<render::Stopped>,
    pub lang: Lang,
}

impl Looks {
    /// From the command line's words.
    ///
    /// # Errors
    /// Not two names, or an ending that is none of `resigned:N`, `time:N`,
    /// `forfeit:N` (N is 1 or 2) and `aborted`.
    pub fn parse(names: Option<&[String]>, ending: Option<&str>) -> Result<Looks, CliError> {
        let names = match names {
            None => None,
            Some([a, b]) => Some([a.clone(), b.clone()]),
            Some(_) => return Err(CliError::Parse("--names takes two names".to_owned())),
        };
        let bad = |e: &str| {
            CliError::Parse(format!(
                "invalid ending '{e}': resigned:N, time:N, forfeit:N (N is 1 or 2) or aborted"
            ))
        };
        let ending = match ending {
            None => None,
            Some("aborted") => Some(render::Stopped::Aborted),
            Some(e) => {
                let (how, who) = e.split_once(':').ok_or_else(|| bad(e))?;
                let player = match who {
                    "1" => crate::engine::Player::One,
                    "2" => crate::engine::Player::Two,
                    _ => return Err(bad(e)),
                };
                Some(match how {
                    "resigned" => render::Stopped::Resigned(player),
                    "time" => render::Stopped::OutOfTime(player),
                    "forfeit" => render::Stopped::Forfeit(player),
                    _ => return Err(bad(e)),
                })
            }
        };
        Ok(Looks {
            names,
            ending,
            lang: Lang::En,
        })
    }

    /// The same looks, in the words of `lang`.
    #[must_use]
    pub fn in_lang(self, lang: Lang) -> Looks {
        Looks { lang, ..self }
    }

    /// The names given, or none (the picture's "Player 1", "Player 2").
    fn names(&self) -> [&str; 2] {
        match &self.names {
            Some([a, b]) => [a, b],
            None => ["", ""],
        }
    }
}

/// `lyngk render LPN [--last TURN] [--names A B] [--ending E] [--lang L]`:
/// the PNG of a position, with the turn that led to it highlighted.
///
/// # Errors
/// An unparsable position or turn, a turn that can't have led to the
/// position, or an encoder failure.
pub fn render(lpn: &str, last: Option<&str>, looks: &Looks) -> Result<Vec<u8>, CliError> {
    let position = parse_position(lpn)?;
    let last = last.map(|t| last_turn(&position, t)).transpose()?;
    let view = render::BoardView::new(&position, last.as_ref())
        .named(looks.names())
        .ended(looks.ending);
    render::board_png(&view, looks.lang.picture_words())
        .map_err(|e| CliError::Output(e.to_string()))
}

/// `lyngk replay LPN ACTION... [--names A B] [--lang L]`: the animated GIF
/// of a game.
///
/// # Errors
/// An unparsable position or action, an illegal action, or an animation too
/// large to send.
pub fn replay(lpn: &str, actions: &[String], looks: &Looks) -> Result<Vec<u8>, CliError> {
    let start = parse_position(lpn)?;
    let actions = parse_actions(actions)?;
    let words = looks.lang.picture_words();
    render::replay_gif(&start, &actions, looks.names(), looks.ending, words).map_err(|e| match e {
        render::RenderError::IllegalAction { .. } => CliError::Illegal(e.to_string()),
        other => CliError::Output(other.to_string()),
    })
}

/// Writes `bytes` to `path` and returns the line to print.
///
/// # Errors
/// The file can't be written.
pub fn write_output(path: &std::path::Path, bytes: &[u8]) -> Result<String, CliError> {
    std::fs::write(path, bytes)
        .map_err(|e| CliError::Output(format!("can't write {}: {e}", path.display())))?;
    Ok(format!(
        "wrote {} ({} bytes)\n",
        path.display(),
        bytes.len()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Color, Point, Position};

    const MIDGAME: &str = "G/GKI/-/-/-/BWWR/GRB/-/-/-/-/GKIB/-/-/-/IK/-/-/GR/-/-/RBI/-/WRKB/KI/-/-/-/KIRB/-/-/GB/-/-/-/-/-/KG/RI/-/-/-/- IR:B 1 1:0 standard";

    fn pts(names: &[&str]) -> Vec<Point> {
        names.iter().map(|n| n.parse().expect("a point")).collect()
    }

    #[test]
    fn the_last_turn_is_read_as_written() {
        let pos: Position = MIDGAME.parse().expect("valid LPN");
        let last = last_turn(&pos, "+B I7-E7-C7-C2").expect("valid");
        assert_eq!(last.claim, Some(Color::Blue));
        assert_eq!(last.path, pts(&["I7", "E7", "C7", "C2"]));
        let pass = last_turn(&pos, "pass").expect("valid");
        assert_eq!(pass, LastTurn::default());
        let png = render(MIDGAME, Some("+B I7-C2"), &Looks::default()).expect("renders");
        let img = image::load_from_memory(&png).expect("decodes");
        assert_eq!((img.width(), img.height()), (render::WIDTH, render::HEIGHT));
    }

    #[test]
    fn a_turn_that_cannot_have_led_to_the_position_is_refused() {
        // C2 holds a stack, so nothing can have left it.
        let err = render(MIDGAME, Some("C2-C7"), &Looks::default()).expect_err("refused");
        assert_eq!(err.exit_code(), 1);
        for bad in ["+B +R I7-C2", "I7-C2 +B", "Z9-C2"] {
            let err = render(MIDGAME, Some(bad), &Looks::default()).expect_err("refused");
            assert_eq!(err.exit_code(), 2, "{bad}");
        }
    }

    #[test]
    fn names_and_endings_are_read_from_the_command_line() {
        let names = ["alice".to_owned(), "bob".to_owned()];
        let looks = Looks::parse(Some(&names), Some("resigned:2")).expect("valid");
        assert_eq!(looks.names, Some(names.clone()));
        assert_eq!(
            looks.ending,
            Some(render::Stopped::Resigned(crate::engine::Player::Two))
        );
        assert_eq!(
            Looks::parse(None, Some("aborted")).expect("valid").ending,
            Some(render::Stopped::Aborted)
        );
        for bad in ["resigned", "time:3", "won:1"] {
            assert_eq!(Looks::parse(None, Some(bad)).expect_err(bad).exit_code(), 2);
        }
        let plain = render(MIDGAME, None, &Looks::default()).expect("renders");
        let named = render(MIDGAME, None, &looks).expect("renders");
        assert_ne!(plain, named);
        // The same picture in French words differs, in the strip only.
        let french = render(MIDGAME, None, &looks.clone().in_lang(Lang::Fr)).expect("renders");
        assert_ne!(named, french);
        let (a, b) = (
            image::load_from_memory(&named).expect("decodes").to_rgb8(),
            image::load_from_memory(&french).expect("decodes").to_rgb8(),
        );
        let (_, _, _, strip_end) = render::status_box();
        assert!(
            (strip_end..render::HEIGHT)
                .all(|y| (0..render::WIDTH).all(|x| a.get_pixel(x, y) == b.get_pixel(x, y)))
        );
    }

    #[test]
    fn a_replay_with_an_illegal_action_exits_with_1() {
        let start = Position::random_start(1, crate::engine::Variant::Standard).to_string();
        let err = replay(&start, &["+W".to_string()], &Looks::default()).expect_err("illegal");
        assert_eq!(err.exit_code(), 1);
        assert!(err.message().contains("action 1"), "{}", err.message());
        let err =
            replay(&start, &["nonsense".to_string()], &Looks::default()).expect_err("unparsable");
        assert_eq!(err.exit_code(), 2);
    }
}
