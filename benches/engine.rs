//! Engine speed: legal-action generation, playing, random self-play, parsing;
//! and the pure tournament core's Swiss pairing of a large field.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use lyngk::engine::{Action, FastRng, Position, Variant, random_playout};
use lyngk::tournament::{Format, PairingResult, PlayerId, Tournament, swiss};
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

/// A Swiss of 64 players with 31 rounds played (results by a fixed rule),
/// and the pairing of its last round: the hardest pairing the bot makes.
fn bench_swiss(c: &mut Criterion) {
    let players: Vec<PlayerId> = (1..=64).map(PlayerId).collect();
    let mut t = Tournament::new(Format::Swiss { rounds: 32 }, players.clone()).expect("valid");
    for r in 0..31u64 {
        let games = t.advance().expect("a round").games.clone();
        for (i, g) in games.iter().enumerate() {
            let result = match (g.first.0 * 7 + g.second.0 * 3 + r + i as u64) % 5 {
                0 | 1 => PairingResult::FirstWon,
                2 | 3 => PairingResult::SecondWon,
                _ => PairingResult::Draw,
            };
            t.record(g.first, g.second, result).expect("a game");
        }
    }
    let none = std::collections::BTreeSet::new();
    c.bench_function("swiss pairing, 64 players, round 32", |b| {
        b.iter(|| swiss::pair(black_box(&players), &none, t.rounds()));
    });
}

criterion_group!(benches, bench_engine, bench_swiss);
criterion_main!(benches);
