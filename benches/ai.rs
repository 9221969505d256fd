//! Thinking time of the computer player per level, at the start, in the
//! middle game and near the end of each variant, and the search's own
//! speed (`mcts:2000`, iterations per second). `hard` must stay within one
//! second a move and `master` within three on the project's 2-core machine.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use lyngk::ai::{Level, SearchLimits, choose_action};
use lyngk::engine::{FastRng, Position, Variant};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

/// `plies` random actions into the game of `seed`.
fn after(seed: u64, variant: Variant, plies: usize) -> Position {
    let mut pos = Position::random_start(seed, variant);
    let mut rng = FastRng::seed_from_u64(seed);
    for _ in 0..plies {
        let actions = pos.legal_actions();
        if actions.is_empty() {
            break;
        }
        pos.play_unchecked(*actions.choose(&mut rng).expect("not empty"));
    }
    pos
}

/// A position `back` actions before the end of the random game of `seed`.
fn near_the_end(seed: u64, variant: Variant, back: usize) -> Position {
    let mut history = vec![Position::random_start(seed, variant)];
    let mut rng = FastRng::seed_from_u64(seed);
    loop {
        let pos = history.last().cloned().expect("a start");
        let actions = pos.legal_actions();
        let Some(&a) = actions.choose(&mut rng) else {
            break;
        };
        let mut next = pos;
        next.play_unchecked(a);
        history.push(next);
    }
    history.swap_remove(history.len().saturating_sub(back + 1))
}

fn positions(variant: Variant) -> [(&'static str, Position); 3] {
    [
        ("start", Position::random_start(1, variant)),
        ("middle", after(1, variant, 10)),
        ("end", near_the_end(1, variant, 10)),
    ]
}

fn levels(c: &mut Criterion) {
    let mut group = c.benchmark_group("choose_action");
    group.sample_size(10);
    for variant in Variant::ALL {
        for (name, pos) in &positions(variant) {
            for level in Level::ALL {
                // Iterations only: the clock would cap exactly what is measured.
                let limits = SearchLimits {
                    max_time: None,
                    ..level.limits()
                };
                group.bench_function(format!("{variant}/{name}/{level}"), |b| {
                    b.iter(|| choose_action(black_box(pos), limits, 7));
                });
            }
        }
    }
    group.finish();
}

fn search_speed(c: &mut Criterion) {
    let mut group = c.benchmark_group("mcts_2000");
    group.sample_size(10);
    group.throughput(Throughput::Elements(2_000));
    let variant = Variant::Standard;
    for (name, pos) in positions(variant).iter().take(2) {
        group.bench_function(format!("{variant}/{name}"), |b| {
            b.iter(|| choose_action(black_box(pos), SearchLimits::iterations(2_000), 7));
        });
    }
    group.finish();
}

criterion_group!(benches, levels, search_speed);
criterion_main!(benches);
