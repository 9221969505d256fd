//! Engine speed: legal-action generation, playing, random self-play, parsing.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use lyngk::engine::{Action, FastRng, Position, Variant, random_playout};
use rand::SeedableRng;

fn bench_engine(c: &mut Criterion) {
    let start = Position::random_start(1, Variant::Standard);
    let mut buf: Vec<Action> = Vec::with_capacity(256);
    c.bench_function("legal_actions start position", |b| {
        b.iter(|| {
            black_box(&start).legal_actions_into(&mut buf);
            black_box(buf.len())
        });
    });

    let mid: Position = "W/K/W/-/I/-/GK/IWBR/-/R/-/KB/-/-/IG/-/BI/-/-/RKG/G/-/-/B/K/-/-/GKRI/GR/-/GBK/IB/-/-/-/-/-/B/-/-/BRI/GRK/RI R:IG 2 0:0 standard"
        .parse()
        .expect("valid position");
    c.bench_function("legal_actions mid-game with LYNGK chains", |b| {
        b.iter(|| {
            black_box(&mid).legal_actions_into(&mut buf);
            black_box(buf.len())
        });
    });

    c.bench_function("random playout from the start (one game)", |b| {
        let mut rng = FastRng::seed_from_u64(7);
        b.iter(|| {
            let mut p = start.clone();
            black_box(random_playout(&mut p, &mut rng))
        });
    });

    let lpn = start.to_string();
    c.bench_function("parse LPN", |b| {
        b.iter(|| black_box(&lpn).parse::<Position>().expect("valid"));
    });
}

criterion_group!(benches, bench_engine);
criterion_main!(benches);
