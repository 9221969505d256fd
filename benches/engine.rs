//! Engine speed: legal-action generation, playing, random self-play, parsing;
//! and the pure tournament core's Swiss pairing: many rounds of 64 players,
//! and a field of 256 and of 1,024.

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
    let t = swiss_after(64, 32, 31);
    let players: Vec<PlayerId> = (1..=64).map(PlayerId).collect();
    let none = std::collections::BTreeSet::new();
    c.bench_function("swiss pairing, 64 players, round 32", |b| {
        b.iter(|| swiss::pair(black_box(&players), &none, t.rounds()));
    });
}

/// A Swiss of `n` players with `played` rounds played (results by the
/// same fixed rule), ready to pair the next.
fn swiss_after(n: u64, rounds: u32, played: u64) -> Tournament {
    let players: Vec<PlayerId> = (1..=n).map(PlayerId).collect();
    let mut t = Tournament::new(Format::Swiss { rounds }, players).expect("valid");
    for r in 0..played {
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
    t
}

/// The pairing of rounds 2, 3 and 5 of a 5-round Swiss of 64, 256 and
/// 1,024 players (the largest cap): what the bot computes on its CPU pool
/// when a round of a large tournament ends.
fn bench_swiss_field(c: &mut Criterion) {
    let mut group = c.benchmark_group("swiss pairing by field");
    group.sample_size(10);
    for n in [64u64, 256, 1024] {
        for round in [2u64, 3, 5] {
            let t = swiss_after(n, 5, round - 1);
            let players: Vec<PlayerId> = (1..=n).map(PlayerId).collect();
            let none = std::collections::BTreeSet::new();
            group.bench_function(format!("{n} players, round {round}"), |b| {
                b.iter(|| swiss::pair(black_box(&players), &none, t.rounds()));
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench_engine, bench_swiss, bench_swiss_field);
criterion_main!(benches);
