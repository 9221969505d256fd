//! Thinking time of the computer player per level, on a start position and
//! a middle-game position of each variant. The hard level must stay within
//! about two seconds a move on the project's 2-core machine.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use lyngk::ai::{Level, SearchLimits, choose_action};
use lyngk::engine::{FastRng, Position, Variant};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

fn middle_game(seed: u64, variant: Variant) -> Position {
    let mut pos = Position::random_start(seed, variant);
    let mut rng = FastRng::seed_from_u64(seed);
    for _ in 0..10 {
        let actions = pos.legal_actions();
        if actions.is_empty() {
            break;
        }
        pos.play_unchecked(*actions.choose(&mut rng).expect("not empty"));
    }
    pos
}

fn levels(c: &mut Criterion) {
    let mut group = c.benchmark_group("choose_action");
    group.sample_size(10);
    for variant in Variant::ALL {
        let positions = [
            ("start", Position::random_start(1, variant)),
            ("middle", middle_game(1, variant)),
        ];
        for (name, pos) in &positions {
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

criterion_group!(benches, levels);
criterion_main!(benches);
