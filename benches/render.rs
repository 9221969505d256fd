//! Speed of the board pictures: drawing plus PNG encoding of a mid-game
//! position with tall stacks and a LYNGK chain highlighted (the target is a
//! median of at most 5 ms in release), the start position, and the animated
//! replay of a whole game.

use criterion::{Criterion, criterion_group, criterion_main};
use lyngk::engine::{Action, Move, Position, Variant};
use lyngk::render::{LastTurn, alt_text, board_png, replay_gif};

const CHAIN_LPN: &str = "-/-/-/IBK/-/K/-/-/GKR/-/-/WG/-/GKB/-/-/BR/BGIR/-/GI/BRKG/-/IGBK/-/-/-/-/-/-/IGBR/-/R/RWK/-/WIRK/-/-/I/-/BI/-/-/- R:KB 2 0:0 sixstack";

fn bench(c: &mut Criterion) {
    let mut pos: Position = CHAIN_LPN.parse().expect("valid LPN");
    let m = Move::new("E6".parse().expect("point"), "G3".parse().expect("point"));
    let path = pos.lyngk_path(&m).expect("legal");
    pos.play(Action::Move(m)).expect("legal");
    let last = LastTurn { claim: None, path };
    // The first call draws the cached board and sprites: keep it out.
    board_png(&pos, Some(&last)).expect("renders");
    c.bench_function("board_png mid-game with LYNGK chain", |b| {
        b.iter(|| board_png(std::hint::black_box(&pos), Some(&last)).expect("renders"))
    });
    let start = Position::random_start(1, Variant::Standard);
    c.bench_function("board_png start position", |b| {
        b.iter(|| board_png(std::hint::black_box(&start), None).expect("renders"))
    });
    c.bench_function("alt_text mid-game", |b| {
        b.iter(|| alt_text(std::hint::black_box(&pos), Some(&last)))
    });
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
    let gif = replay_gif(&start, &actions).expect("renders");
    eprintln!("replay of {turns} turns: {} bytes", gif.len());
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("replay_gif whole game", |b| {
        b.iter(|| replay_gif(std::hint::black_box(&start), &actions).expect("renders"))
    });
    group.finish();
}

criterion_group!(benches, bench, bench_replay);
criterion_main!(benches);
