//! Speed of the board pictures: drawing plus PNG encoding of a mid-game
//! position with tall stacks and a LYNGK chain highlighted (the target is a
//! median of at most 5 ms in release), and the start position.

use criterion::{Criterion, criterion_group, criterion_main};
use lyngk::engine::{Action, Move, Position, Variant};
use lyngk::render::{LastTurn, alt_text, board_png};

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

criterion_group!(benches, bench);
criterion_main!(benches);
