//! Speed of the board pictures: drawing plus PNG encoding of a mid-game
//! position with tall stacks and a LYNGK chain highlighted (the target is a
//! median of at most 5 ms in release), the start position, the animated
//! replay of a whole game and of its first 33 actions (printing their
//! sizes), and what `image`'s own RGB PNG encoder would cost on the same
//! mid-game picture (the reason the pictures are indexed PNGs).

use criterion::{Criterion, criterion_group, criterion_main};
use lyngk::engine::LastTurn;
use lyngk::engine::{Action, Move, Position, Variant};
use lyngk::render::{BoardView, board_png, replay_gif};

/// The players' names the pictures show.
const NAMES: [&str; 2] = ["alice", "bob"];

/// The pictures' words, in English.
fn words() -> &'static lyngk::render::PictureWords {
    lyngk::i18n::Lang::En.picture_words()
}

const CHAIN_LPN: &str = "-/-/-/IBK/-/K/-/-/GKR/-/-/WG/-/GKB/-/-/BR/BGIR/-/GI/BRKG/-/IGBK/-/-/-/-/-/-/IGBR/-/R/RWK/-/WIRK/-/-/I/-/BI/-/-/- R:KB 2 0:0 sixstack";

fn bench(c: &mut Criterion) {
    let mut pos: Position = CHAIN_LPN.parse().expect("valid LPN");
    let m = Move::new("E6".parse().expect("point"), "G3".parse().expect("point"));
    let path = pos.lyngk_path(&m).expect("legal");
    pos.play(Action::Move(m)).expect("legal");
    let last = LastTurn { claim: None, path };
    // The first call draws the cached board and sprites: keep it out.
    let view = |pos, last| BoardView::new(pos, last).named(NAMES);
    let mid = board_png(&view(&pos, Some(&last)), words()).expect("renders");
    eprintln!("mid-game PNG: {} bytes", mid.len());
    c.bench_function("board_png mid-game with LYNGK chain", |b| {
        b.iter(|| {
            board_png(&view(std::hint::black_box(&pos), Some(&last)), words()).expect("renders")
        });
    });
    let start = Position::random_start(1, Variant::Standard);
    eprintln!(
        "start PNG: {} bytes",
        board_png(&view(&start, None), words())
            .expect("renders")
            .len()
    );
    c.bench_function("board_png start position", |b| {
        b.iter(|| board_png(&view(std::hint::black_box(&start), None), words()).expect("renders"));
    });
    bench_rgb_png(c, &mid);
}

/// `image`'s PNG encoder on the mid-game picture as RGB, at its fastest
/// compression with each filter: encoding alone, to set beside the whole
/// drawing and indexed encoding of `board_png`.
fn bench_rgb_png(c: &mut Criterion, indexed: &[u8]) {
    use image::ImageEncoder;
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    let rgb = image::load_from_memory(indexed).expect("decodes").to_rgb8();
    let encode = |filter| {
        let mut out = Vec::new();
        PngEncoder::new_with_quality(&mut out, CompressionType::Fast, filter)
            .write_image(
                &rgb,
                rgb.width(),
                rgb.height(),
                image::ExtendedColorType::Rgb8,
            )
            .expect("encodes");
        out
    };
    eprintln!("indexed PNG (board_png): {} bytes", indexed.len());
    for (name, filter) in [
        ("Sub", FilterType::Sub),
        ("Paeth", FilterType::Paeth),
        ("Adaptive", FilterType::Adaptive),
    ] {
        eprintln!("RGB PNG, fast, {name}: {} bytes", encode(filter).len());
        c.bench_function(&format!("image RGB PNG fast {name}, mid-game"), |b| {
            b.iter(|| encode(std::hint::black_box(filter)));
        });
    }
}

/// The longest of some whole games, each action picked by a fixed rule so
/// the game is the same on every run, and its number of turns.
fn long_game() -> (Position, Vec<Action>, usize) {
    (1..40)
        .map(|seed| {
            let start = Position::random_start(seed, Variant::Standard);
            let mut pos = start.clone();
            let mut actions = Vec::new();
            let mut turns = 0;
            loop {
                let legal = pos.legal_actions();
                if legal.is_empty() {
                    break;
                }
                let a = legal[(actions.len() * 7 + 3) % legal.len()];
                turns += usize::from(a.ends_turn());
                pos.play_unchecked(a);
                actions.push(a);
            }
            (start, actions, turns)
        })
        .max_by_key(|g| g.2)
        .expect("games")
}

fn bench_replay(c: &mut Criterion) {
    let (start, actions, turns) = long_game();
    let gif = replay_gif(&start, &actions, NAMES, None, words()).expect("renders");
    eprintln!("replay of {turns} turns: {} bytes", gif.len());
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("replay_gif whole game", |b| {
        b.iter(|| {
            replay_gif(std::hint::black_box(&start), &actions, NAMES, None, words())
                .expect("renders")
        });
    });
    let short = &actions[..33.min(actions.len())];
    group.bench_function("replay_gif 33 actions", |b| {
        b.iter(|| {
            replay_gif(std::hint::black_box(&start), short, NAMES, None, words()).expect("renders")
        });
    });
    eprintln!(
        "replay of 33 actions: {} bytes",
        replay_gif(&start, short, NAMES, None, words())
            .expect("renders")
            .len()
    );
    group.finish();
}

criterion_group!(benches, bench, bench_replay);
criterion_main!(benches);
