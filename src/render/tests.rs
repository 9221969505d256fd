//! Tests of the pictures: size, determinism, the colours where pieces stand,
//! the highlight, the strip, the animation's frames and the description.

use image::{AnimationDecoder, RgbImage};

use super::layout::{badge_center, center, label_right, piece_box, piece_probe};
use super::theme::{
    BADGE_R, BOARD, HIGHLIGHT, LABEL, LABEL_FONT, POINT_DOT, TEXT, TOP_FONT, piece_style,
};
use super::*;
use crate::engine::{Action, Color, FastRng, LastTurn, Move, Player, Point, Position, Variant};
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};

/// A six-stack position with tall stacks where player 2 can move `E6-G3`
/// through the LYNGK points `G6` and `G4`.
const CHAIN_LPN: &str = "-/-/-/IBK/-/K/-/-/GKR/-/-/WG/-/GKB/-/-/BR/BGIR/-/GI/BRKG/-/IGBK/-/-/-/-/-/-/IGBR/-/R/RWK/-/WIRK/-/-/I/-/BI/-/-/- R:KB 2 0:0 sixstack";

fn pt(s: &str) -> Point {
    s.parse().expect("a valid point")
}

/// The names the replays of these tests show.
const NAMES: [&str; 2] = ["Player 1", "Player 2"];

/// The pictures' words in English, as the catalogue has them.
pub(crate) fn words() -> &'static PictureWords {
    crate::i18n::Lang::En.picture_words()
}

/// The picture of `pos` after `last`, with the default names.
fn png(pos: &Position, last: Option<&LastTurn>) -> Result<Vec<u8>, RenderError> {
    board_png(&BoardView::new(pos, last), words())
}

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory(png)
        .expect("the PNG decodes")
        .to_rgb8()
}

/// A position after `steps` random actions from a seeded start.
fn played(seed: u64, variant: Variant, steps: usize) -> Position {
    let mut pos = Position::random_start(seed, variant);
    let mut rng = FastRng::seed_from_u64(seed);
    for _ in 0..steps {
        let actions = pos.legal_actions();
        if actions.is_empty() {
            break;
        }
        pos.play_unchecked(*actions.choose(&mut rng).expect("not empty"));
    }
    pos
}

/// The chain position after its LYNGK move, and that turn.
fn after_chain() -> (Position, LastTurn) {
    let mut pos: Position = CHAIN_LPN.parse().expect("valid LPN");
    let m = Move::new(pt("E6"), pt("G3"));
    let path = pos.lyngk_path(&m).expect("the move is legal");
    assert_eq!(path, vec![pt("E6"), pt("G6"), pt("G4"), pt("G3")]);
    pos.play(Action::Move(m)).expect("legal");
    (pos, LastTurn { claim: None, path })
}

#[test]
fn png_decodes_with_the_picture_size_and_stays_small() {
    let (pos, last) = after_chain();
    for (p, l) in [
        (Position::random_start(1, Variant::Standard), None),
        (pos, Some(&last)),
        (played(9, Variant::Standard, 400), None),
    ] {
        let png = png(&p, l).expect("renders");
        assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
        let img = decode(&png);
        assert_eq!(img.dimensions(), (WIDTH, HEIGHT));
        assert!(png.len() <= 150 * 1024, "{} bytes", png.len());
    }
}

#[test]
fn pictures_stay_small_along_random_games() {
    // Every eighth turn and the end of 60 seeded random games, with each
    // move's path highlighted: busy boards with long arrows.
    let mut count = 0;
    for seed in 0..60 {
        let variant = if seed % 3 == 2 {
            Variant::SixStack
        } else {
            Variant::Standard
        };
        let mut pos = Position::random_start(seed, variant);
        let mut rng = FastRng::seed_from_u64(seed);
        let mut turns = 0;
        while let Some(&a) = pos.legal_actions().choose(&mut rng) {
            let path = match a {
                Action::Move(m) => pos.lyngk_path(&m).expect("a legal move"),
                _ => Vec::new(),
            };
            pos.play_unchecked(a);
            turns += usize::from(a.ends_turn());
            if a.ends_turn() && (turns % 8 == 0 || pos.is_over()) {
                let last = LastTurn { claim: None, path };
                let png = png(&pos, Some(&last)).expect("renders");
                assert!(png.len() <= 150 * 1024, "{} bytes: {pos}", png.len());
                count += 1;
            }
        }
    }
    assert!(count >= 200, "{count} pictures");
}

#[test]
fn the_same_input_gives_identical_bytes() {
    let (pos, last) = after_chain();
    let a = png(&pos, Some(&last)).expect("renders");
    let b = png(&pos, Some(&last)).expect("renders");
    assert_eq!(a, b);
    let other = played(4, Variant::Standard, 10);
    assert_ne!(a, png(&other, None).expect("renders"));
}

#[test]
fn every_piece_shows_its_colour_where_it_stands() {
    // A finished six-stack game with a 6-stack on E2 and 5-stacks.
    let tall: Position = "-/-/-/-/BGRI/-/-/-/-/-/IWR/-/-/-/-/KGRBI/-/BI/GWWRBK/-/RGBK/-/-/-/-/-/KRIG/-/-/-/-/GK/BIK/-/BIGK/-/-/-/-/-/IKBRG/R/- GB:IK 1 0:0 sixstack win2"
        .parse()
        .expect("valid LPN");
    assert_eq!(tall.stack(pt("E2")).height(), 6);
    let positions = [
        played(1, Variant::Standard, 0),
        played(2, Variant::Standard, 20),
        played(3, Variant::SixStack, 30),
        tall,
    ];
    for pos in positions {
        let img = decode(&png(&pos, None).expect("renders"));
        for p in Point::ALL {
            let stack = pos.stack(p);
            if stack.is_empty() {
                let (x, y) = center(p);
                assert_eq!(img.get_pixel(x as u32, y as u32).0, POINT_DOT, "empty {p}");
                continue;
            }
            for (level, color) in stack.pieces().enumerate() {
                let (x, y) = piece_probe(p, level, stack.height());
                assert_eq!(
                    img.get_pixel(x, y).0,
                    piece_style(color).fill,
                    "{p} level {level} ({stack})"
                );
            }
        }
    }
}

#[test]
fn the_last_turn_is_highlighted_along_its_path() {
    let (pos, last) = after_chain();
    let plain = png(&pos, None).expect("renders");
    let lit = png(&pos, Some(&last)).expect("renders");
    assert_ne!(plain, lit);
    let (plain, lit) = (decode(&plain), decode(&lit));
    // The start is empty now: its dot turns amber.
    let (x, y) = center(pt("E6"));
    assert_eq!(plain.get_pixel(x as u32, y as u32).0, POINT_DOT);
    assert_eq!(lit.get_pixel(x as u32, y as u32).0, HIGHLIGHT);
    // Each point of the path gets a ring: amber just below its centre, where
    // no tower stands.
    for (i, p) in last.path.iter().enumerate() {
        let (x, y) = center(*p);
        let r = if i == 0 {
            0.24
        } else if i + 1 == last.path.len() {
            0.33
        } else {
            0.30
        };
        let y = y + r * theme::UNIT;
        assert_eq!(
            lit.get_pixel(x as u32, y as u32).0,
            HIGHLIGHT,
            "ring of {p}"
        );
        assert_ne!(plain.get_pixel(x as u32, y as u32).0, HIGHLIGHT, "{p}");
    }
    // A point off the path is untouched.
    let (x, y) = center(pt("A3"));
    assert_eq!(
        plain.get_pixel(x as u32, y as u32 + 30),
        lit.get_pixel(x as u32, y as u32 + 30)
    );
}

#[test]
fn the_strip_shows_claims_and_the_claim_of_the_last_turn() {
    let pos: Position = CHAIN_LPN.parse().expect("valid LPN");
    let img = decode(&png(&pos, None).expect("renders"));
    for (player, colors) in [
        (Player::One, vec![Color::Red]),
        (Player::Two, vec![Color::Black, Color::Blue]),
    ] {
        for (i, c) in colors.into_iter().enumerate() {
            let (x, y) = board::claim_token_center(player, i);
            // Left of the letter, inside the token.
            let px = img.get_pixel((x - 12.0) as u32, y as u32).0;
            assert_eq!(px, piece_style(c).fill, "player {player} claim {i}");
        }
    }
    // Highlighting a claim rings its token.
    let last = LastTurn {
        claim: Some(Color::Blue),
        path: Vec::new(),
    };
    let lit = decode(&png(&pos, Some(&last)).expect("renders"));
    let (x, y) = board::claim_token_center(Player::Two, 1);
    let ring_y = (y - 21.5) as u32;
    assert_eq!(lit.get_pixel(x as u32, ring_y).0, HIGHLIGHT);
    assert_ne!(img.get_pixel(x as u32, ring_y).0, HIGHLIGHT);
}

#[test]
fn pictures_drawn_on_a_reused_canvas_are_those_drawn_afresh() {
    let (start, actions, _) = random_game(4, 60);
    let frames = replay::frames(&start, &actions).expect("legal");
    let (chain, chain_last) = after_chain();
    // In an order that makes each picture follow a different one.
    let mut cases: Vec<(Position, Option<LastTurn>)> = frames
        .iter()
        .enumerate()
        .map(|(i, (p, l))| (p.clone(), (i > 0).then(|| l.clone())))
        .collect();
    cases.push((chain, Some(chain_last)));
    cases.reverse();
    for (pos, last) in cases.iter().chain(cases.iter().step_by(3)) {
        let fresh =
            indices_over_background(&board::draw(&BoardView::new(pos, last.as_ref()), words()));
        assert!(
            indexed::draw_indices(&BoardView::new(pos, last.as_ref()), words()) == fresh,
            "{pos}"
        );
    }
}

/// The board pictures of the README and of `docs/players/pictures.md`, as
/// `lyngk render` makes them (the commands are on that page): the position,
/// the highlighted turn (claim and path), the names, the ending, the
/// language of the words, and the committed file's name under `docs/`.
pub(crate) type DocPicture = (
    Position,
    Option<LastTurn>,
    [&'static str; 2],
    Option<Stopped>,
    crate::i18n::Lang,
    &'static str,
);

pub(crate) fn doc_pictures() -> Vec<DocPicture> {
    let path = |ps: &[&str]| ps.iter().map(|p| pt(p)).collect::<Vec<_>>();
    use crate::i18n::Lang;
    let lpn = |s: &str| s.parse::<Position>().expect("valid LPN");
    vec![
        (
            Position::random_start(3, Variant::Standard),
            None,
            ["alice", "bob"],
            None,
            Lang::En,
            "board-start",
        ),
        (
            lpn(
                "G/GKI/-/-/-/BWWR/GRB/-/-/-/-/GKIB/-/-/-/IK/-/-/GR/-/-/RBI/-/WRKB/KI/-/-/-/KIRB/-/-/GB/-/-/-/-/-/KG/RI/-/-/-/- IR:B 1 1:0 standard",
            ),
            Some(LastTurn {
                claim: Some(Color::Blue),
                path: path(&["I7", "E7", "C7", "C2"]),
            }),
            ["alice", "bob"],
            None,
            Lang::En,
            "board-midgame",
        ),
        (
            lpn(
                "RBGI/-/-/-/BG/-/RGB/-/KG/-/K/-/-/WR/B/-/-/-/KB/GI/-/IR/-/KR/RG/-/-/IKBG/-/-/-/I/-/-/KB/-/-/KWI/-/-/-/-/BRI I:- 2 1:0 standard",
            ),
            Some(LastTurn {
                claim: None,
                path: path(&["H5", "H7"]),
            }),
            ["alice", "bob"],
            Some(Stopped::Resigned(Player::Two)),
            Lang::En,
            "board-finished",
        ),
        (
            lpn(
                "-/-/-/-/BGRI/-/-/-/-/-/IWR/-/-/-/-/KGRBI/-/BI/GWWRBK/-/RGBK/-/-/-/-/-/KRIG/-/-/-/-/GK/BIK/-/BIGK/-/-/-/-/-/IKBRG/R/- GB:IK 1 0:0 sixstack win2",
            ),
            Some(LastTurn {
                claim: None,
                path: path(&["A3", "G3", "G4", "E2"]),
            }),
            ["Chloé", "Дмитрий 🎲"],
            None,
            Lang::En,
            "board-sixstack",
        ),
        // The middle game in a French server and in a Chinese one.
        (
            lpn(
                "G/GKI/-/-/-/BWWR/GRB/-/-/-/-/GKIB/-/-/-/IK/-/-/GR/-/-/RBI/-/WRKB/KI/-/-/-/KIRB/-/-/GB/-/-/-/-/-/KG/RI/-/-/-/- IR:B 1 1:0 standard",
            ),
            Some(LastTurn {
                claim: Some(Color::Blue),
                path: path(&["I7", "E7", "C7", "C2"]),
            }),
            ["Chloé", "Théo"],
            None,
            Lang::Fr,
            "board-midgame-fr",
        ),
        (
            lpn(
                "G/GKI/-/-/-/BWWR/GRB/-/-/-/-/GKIB/-/-/-/IK/-/-/GR/-/-/RBI/-/WRKB/KI/-/-/-/KIRB/-/-/GB/-/-/-/-/-/KG/RI/-/-/-/- IR:B 1 1:0 standard",
            ),
            Some(LastTurn {
                claim: Some(Color::Blue),
                path: path(&["I7", "E7", "C7", "C2"]),
            }),
            ["玩家091号", "李明 🐉"],
            None,
            Lang::ZhCn,
            "board-midgame-zh",
        ),
    ]
}

/// `picture` as Discord shows it on a phone: 400 pixels wide (a triangle
/// filter, as browsers scale down).
pub(crate) fn phone_size(picture: &image::RgbImage) -> image::RgbImage {
    let h = (f64::from(picture.height()) * 400.0 / f64::from(picture.width())).round() as u32;
    image::imageops::resize(picture, 400, h, image::imageops::FilterType::Triangle)
}

/// Holds `docs/NAME.png` and `docs/NAME-400.png` to `picture` and its phone
/// size; `LYNGK_WRITE_DOCS=1` writes them instead.
pub(crate) fn check_doc_picture(name: &str, png: &[u8]) {
    let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    let full = decode(png);
    let small = phone_size(&full);
    let (full_path, small_path) = (
        docs.join(format!("{name}.png")),
        docs.join(format!("{name}-400.png")),
    );
    if std::env::var_os("LYNGK_WRITE_DOCS").is_some() {
        std::fs::write(&full_path, png).expect("writes the picture");
        small.save(&small_path).expect("writes the phone picture");
    }
    let read = |p: &std::path::Path| {
        image::open(p)
            .unwrap_or_else(|e| panic!("{}: {e}", p.display()))
            .to_rgb8()
    };
    assert!(
        read(&full_path) == full,
        "docs/{name}.png is not what the renderer draws; LYNGK_WRITE_DOCS=1 cargo test --lib draws it again"
    );
    assert!(
        read(&small_path) == small,
        "docs/{name}-400.png is out of date; LYNGK_WRITE_DOCS=1 cargo test --lib draws it again"
    );
}

#[test]
fn the_docs_pictures_are_what_the_renderer_draws() {
    for (pos, last, names, ending, lang, name) in doc_pictures() {
        let view = BoardView::new(&pos, last.as_ref())
            .named(names)
            .ended(ending);
        check_doc_picture(
            name,
            &board_png(&view, lang.picture_words()).expect("renders"),
        );
    }
}

/// How many rows of `img` inside the box hold a pixel that `ink` accepts,
/// from the first to the last: the height of the glyphs there.
fn ink_height(
    img: &RgbImage,
    (x0, y0, x1, y1): (u32, u32, u32, u32),
    ink: impl Fn(u32, u32, [u8; 3]) -> bool,
) -> u32 {
    let rows: Vec<u32> = (y0..y1)
        .filter(|&y| (x0..x1).any(|x| ink(x, y, img.get_pixel(x, y).0)))
        .collect();
    match (rows.first(), rows.last()) {
        (Some(a), Some(b)) => b + 1 - a,
        _ => 0,
    }
}

/// Whether `px` is nearer to `a` than to `b`: at least half covered by a
/// glyph of colour `a` drawn over `b`.
fn nearer(px: [u8; 3], a: [u8; 3], b: [u8; 3]) -> bool {
    let d = |c: [u8; 3]| -> i32 {
        (0..3)
            .map(|i| (i32::from(px[i]) - i32::from(c[i])).pow(2))
            .sum()
    };
    d(a) < d(b)
}

/// The smallest text a phone shows, measured on the drawn pictures: the
/// height of the point labels, of the height badges' digits and of the top
/// pieces' letters, in pixels once the picture is shown 400 pixels wide.
/// The minima: 8 pixels for labels and digits (the capitals of the
/// smallest text a phone's interface uses at that scale), 10 for the
/// letters that name a stack's owner.
#[test]
fn text_stays_readable_at_phone_width() {
    let at_phone = |h: u32| f64::from(h) * 400.0 / f64::from(WIDTH);
    // Every label, on the board without pieces.
    let board = image::DynamicImage::ImageRgba8(board::background_image().clone()).to_rgb8();
    let mut smallest = [f64::INFINITY; 3];
    for p in Point::ALL {
        let (_, cy) = center(p);
        let right = label_right(p);
        let w = super::draw::text_width(LABEL_FONT, &p.to_string());
        let b = (
            (right - w - 1.0) as u32,
            (cy - LABEL_FONT) as u32,
            (right + 1.0) as u32,
            (cy + LABEL_FONT) as u32,
        );
        let h = ink_height(&board, b, |_, _, px| nearer(px, LABEL, BOARD));
        smallest[0] = smallest[0].min(at_phone(h));
    }
    // Every top piece and badge of busy positions.
    for pos in [
        played(2, Variant::Standard, 24),
        played(3, Variant::SixStack, 30),
        played(5, Variant::Standard, 12),
    ] {
        let img = decode(&png(&pos, None).expect("renders"));
        for p in Point::ALL {
            let stack = pos.stack(p);
            let Some(top) = stack.top() else { continue };
            let h = stack.height();
            let style = piece_style(top);
            let (x0, y0, x1, y1) = piece_box(p, h - 1, h);
            let b = (x0 as u32 + 3, y0 as u32 + 3, x1 as u32 - 3, y1 as u32 - 3);
            let letter = ink_height(&img, b, |_, _, px| nearer(px, style.letter, style.fill));
            smallest[2] = smallest[2].min(at_phone(letter));
            if h >= 2 && h < pos.variant().limit() {
                let (cx, cy) = badge_center(p);
                let r = BADGE_R - 2.5;
                let b = (
                    (cx - r) as u32,
                    (cy - r) as u32,
                    (cx + r) as u32 + 1,
                    (cy + r) as u32 + 1,
                );
                let inside = |x: u32, y: u32| {
                    let (dx, dy) = (x as f32 + 0.5 - cx, y as f32 + 0.5 - cy);
                    dx * dx + dy * dy <= r * r
                };
                let digit = ink_height(&img, b, |x, y, px| {
                    inside(x, y) && nearer(px, TEXT, super::theme::BADGE)
                });
                smallest[1] = smallest[1].min(at_phone(digit));
            }
        }
    }
    eprintln!(
        "at 400 px: labels {:.1}, height digits {:.1}, top letters {:.1} px (fonts {LABEL_FONT}, {}, {TOP_FONT})",
        smallest[0],
        smallest[1],
        smallest[2],
        super::theme::BADGE_FONT
    );
    assert!(smallest[0] >= 8.0, "labels: {smallest:?}");
    assert!(smallest[1] >= 8.0, "height digits: {smallest:?}");
    assert!(smallest[2] >= 10.0, "top letters: {smallest:?}");
}

/// A seeded random game's actions, and how many turns they make.
fn random_game(seed: u64, max_actions: usize) -> (Position, Vec<Action>, usize) {
    let start = Position::random_start(seed, Variant::Standard);
    let mut pos = start.clone();
    let mut rng = FastRng::seed_from_u64(seed);
    let mut actions = Vec::new();
    let mut turns = 0;
    while actions.len() < max_actions {
        let legal = pos.legal_actions();
        if legal.is_empty() {
            break;
        }
        // Prefer claims early so the log has some.
        let a = legal
            .iter()
            .copied()
            .find(|a| matches!(a, Action::Claim(_)) && rng.random_bool(0.5))
            .unwrap_or(*legal.choose(&mut rng).expect("not empty"));
        turns += usize::from(a.ends_turn());
        pos.play_unchecked(a);
        actions.push(a);
    }
    (start, actions, turns)
}

fn gif_frames(gif: &[u8]) -> Vec<image::Frame> {
    let decoder =
        image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).expect("the GIF decodes");
    decoder
        .into_frames()
        .collect_frames()
        .expect("every frame decodes")
}

#[test]
fn the_replay_has_the_start_and_one_frame_per_turn() {
    let (start, actions, turns) = random_game(5, 10);
    assert!(actions.iter().any(|a| matches!(a, Action::Claim(_))));
    // A claim at the end of the log gets a frame of its own (tested below).
    assert!(actions.last().is_some_and(|a| a.ends_turn()));
    assert!(turns < actions.len(), "claims are not turns");
    let gif = replay_gif(&start, &actions, NAMES, None, words()).expect("renders");
    assert!(gif.len() <= GIF_MAX_BYTES);
    let frames = gif_frames(&gif);
    assert_eq!(frames.len(), turns + 1);
    for f in &frames {
        assert_eq!(f.buffer().dimensions(), (WIDTH, HEIGHT));
    }
    // The last frame shows the final position.
    let mut end = start.clone();
    for a in &actions {
        end.play(*a).expect("legal");
    }
    let last = frames.last().expect("frames").buffer();
    let p = Point::ALL
        .into_iter()
        .find(|&p| end.stack(p).height() == 1)
        .expect("a single piece");
    let (x, y) = piece_probe(p, 0, 1);
    let color = end.stack(p).top().expect("a piece");
    let px = last.get_pixel(x, y).0;
    assert_eq!([px[0], px[1], px[2]], piece_style(color).fill);
}

/// The full picture of every frame of a replay, in the palette's colours,
/// at full or half size.
fn expected_frames(start: &Position, actions: &[Action], halve: bool) -> Vec<image::RgbaImage> {
    let pal = palette::palette();
    replay::frames(start, actions)
        .expect("legal")
        .iter()
        .enumerate()
        .map(|(i, (pos, last))| {
            let picture = board::draw(&BoardView::new(pos, (i > 0).then_some(last)), words());
            if halve {
                let (w, h) = (WIDTH / 2, HEIGHT / 2);
                pal.image(
                    &pal.quantize(&image::imageops::thumbnail(&picture, w, h)),
                    w,
                    h,
                )
            } else {
                pal.image(&indices_over_background(&picture), WIDTH, HEIGHT)
            }
        })
        .collect()
}

/// The frames as stored: offset and size of each, and its transparent index.
fn stored_frames(gif_bytes: &[u8]) -> Vec<(u16, u16, u16, u16, Option<u8>)> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options
        .read_info(std::io::Cursor::new(gif_bytes))
        .expect("the GIF decodes");
    let mut out = Vec::new();
    while let Some(f) = decoder.read_next_frame().expect("every frame decodes") {
        assert_eq!(f.dispose, gif::DisposalMethod::Keep);
        assert!(f.palette.is_none(), "one global palette");
        out.push((f.left, f.top, f.width, f.height, f.transparent));
    }
    out
}

#[test]
fn every_composed_frame_of_a_replay_is_the_whole_picture_of_its_turn() {
    let (start, actions, turns) = random_game(11, 200);
    assert!(turns >= 25, "a whole game: {turns} turns");
    let expected = expected_frames(&start, &actions, false);
    let gif_bytes = replay_gif(&start, &actions, NAMES, None, words()).expect("renders");
    let frames = gif_frames(&gif_bytes);
    assert_eq!(frames.len(), expected.len());
    for (i, (got, want)) in frames.iter().zip(&expected).enumerate() {
        assert!(
            got.buffer() == want,
            "frame {i} differs from the picture of its turn"
        );
    }
    // The frames after the first store only part of the picture.
    let stored = stored_frames(&gif_bytes);
    assert_eq!(stored[0], (0, 0, WIDTH as u16, HEIGHT as u16, None));
    for &(_, _, w, h, transparent) in &stored[1..] {
        assert!(u32::from(w) * u32::from(h) < WIDTH * HEIGHT, "{w} × {h}");
        assert!(transparent.is_some());
    }
    // The halved fallback composes exactly too.
    let small = replay::encode(
        &replay::frames(&start, &actions).expect("legal"),
        true,
        replay::Looks {
            names: NAMES,
            ending: None,
            words: words(),
        },
    )
    .expect("renders");
    let frames = gif_frames(&small);
    let expected = expected_frames(&start, &actions, true);
    assert_eq!(frames.len(), expected.len());
    for (i, (got, want)) in frames.iter().zip(&expected).enumerate() {
        assert!(got.buffer() == want, "halved frame {i} differs");
    }
}

#[test]
fn the_changed_rectangle_is_the_smallest_holding_every_difference() {
    let width = 7;
    let before = vec![3u8; width * 5];
    assert_eq!(
        replay::changed_rect(&before, &before, width),
        replay::Rect {
            left: 0,
            top: 0,
            width: 1,
            height: 1
        }
    );
    let mut after = before.clone();
    after[width + 4] = 9; // (4, 1)
    after[3 * width + 2] = 9; // (2, 3)
    assert_eq!(
        replay::changed_rect(&before, &after, width),
        replay::Rect {
            left: 2,
            top: 1,
            width: 3,
            height: 3
        }
    );
    after[4 * width + 6] = 0; // (6, 4), the last pixel
    assert_eq!(
        replay::changed_rect(&before, &after, width),
        replay::Rect {
            left: 2,
            top: 1,
            width: 5,
            height: 4
        }
    );
}

#[test]
fn a_claim_at_the_end_of_the_log_gets_its_own_frame() {
    let start = Position::random_start(2, Variant::Standard);
    let m = start
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move(_)))
        .expect("a move");
    let gif = replay_gif(
        &start,
        &[m, Action::Claim(Color::Red)],
        NAMES,
        None,
        words(),
    )
    .expect("renders");
    assert_eq!(gif_frames(&gif).len(), 3);
}

#[test]
fn an_illegal_action_in_the_log_is_reported_with_its_number() {
    let start = Position::random_start(2, Variant::Standard);
    let legal = start.legal_actions()[0];
    let err = replay_gif(
        &start,
        &[legal, Action::Claim(Color::Joker)],
        NAMES,
        None,
        words(),
    )
    .expect_err("illegal");
    match err {
        RenderError::IllegalAction { number, .. } => assert_eq!(number, 2),
        other => panic!("unexpected {other}"),
    }
}

#[test]
fn a_pass_is_told_in_the_strip() {
    let pos = played(2, Variant::Standard, 6);
    let pass = LastTurn::default();
    let plain = decode(&png(&pos, None).expect("renders"));
    let passed = decode(&png(&pos, Some(&pass)).expect("renders"));
    // The status line changes; the board does not.
    let (x0, y0, x1, y1) = status_box();
    let strip_differs =
        (y0..y1).any(|y| (x0..x1).any(|x| plain.get_pixel(x, y) != passed.get_pixel(x, y)));
    assert!(strip_differs);
    let board_same = (y1..HEIGHT).all(|y| {
        (0..WIDTH)
            .step_by(7)
            .all(|x| plain.get_pixel(x, y) == passed.get_pixel(x, y))
    });
    assert!(board_same);
}

/// Every word the pictures draw in every language of the catalogue: the
/// board's and the charts' ([`PictureWords`]), the standings' headings and
/// caption, and a puzzle's task and names.
fn every_picture_text() -> Vec<(crate::i18n::Lang, String)> {
    use crate::i18n::{Lang, Msg};
    let mut out = Vec::new();
    for lang in Lang::ALL {
        let words = lang.picture_words();
        out.extend(words.all().into_iter().map(|t| (lang, t)));
        for id in [
            "standings-rank",
            "standings-player",
            "standings-points",
            "standings-buchholz",
            "standings-sb",
            "standings-played",
            "standings-withdrawn",
            "picture-you",
            "picture-opponent",
            "picture-puzzle-task-win",
            "picture-puzzle-task-draw",
            "picture-puzzle-solved",
            "picture-puzzle-solution",
        ] {
            let msg = Msg::new(id).arg("turns", 3);
            let (text, missing) = lang.render_checked(&msg);
            assert!(missing.is_empty(), "{}: {id} is missing", lang.code());
            out.push((lang, text));
        }
        // The standings' caption, for a Swiss tournament and a round robin.
        for format in [
            Msg::new("tournament-format-swiss").arg("rounds", 5),
            Msg::new("tournament-format-round-robin"),
        ] {
            for id in ["standings-caption", "standings-caption-final"] {
                let msg = Msg::new(id)
                    .arg("format", format.clone())
                    .arg("round", 2)
                    .arg("total", 5);
                let (text, missing) = lang.render_checked(&msg);
                assert!(missing.is_empty(), "{}: {id} is missing", lang.code());
                out.push((lang, text));
            }
        }
    }
    out
}

#[test]
fn the_fonts_draw_every_character_of_every_word_of_every_language() {
    let f = draw::font();
    let texts = every_picture_text();
    assert!(texts.len() > 5 * 40, "{}", texts.len());
    let mut lacking = Vec::new();
    for (lang, text) in &texts {
        for c in text.chars() {
            if !c.is_whitespace() && !f.draws(c) {
                lacking.push(format!(
                    "{} {c:?} (U+{:04X}) in {text:?}",
                    lang.code(),
                    c as u32
                ));
            }
        }
    }
    assert!(
        lacking.is_empty(),
        "the bundled fonts lack these characters; add them to the CJK subset \
         with `sh fonts/make-cjk-subset.sh`: {lacking:#?}"
    );
    // The Chinese words are drawn by the CJK subset, not left out.
    let zh = crate::i18n::Lang::ZhCn.picture_words();
    assert!(
        zh.to_move.chars().all(|c| f.draws_from_cjk(c)),
        "{}",
        zh.to_move
    );
    assert!(text_width(15.0, &zh.to_move) > 20.0);
}

/// The width of `text` at `size`, as the pictures lay it out.
fn text_width(size: f32, text: &str) -> f32 {
    draw::text_width(size, text)
}
