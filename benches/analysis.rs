//! How long `/lyngk analyse` takes for a whole recorded game: a game of at
//! least 30 turns is played through the service on a SQLite file (both
//! sides played by the `normal` level, fixed seeds, so the positions are
//! those of a real game rather than of random play), then analysed three
//! times, as a player's command would, with the service's own search limits
//! and CPU pool.
//!
//! Prints each run's wall time and the process's CPU time per run, and the
//! median. The figures go in docs/dev/analysis.md.

use std::sync::Arc;
use std::time::{Duration, Instant};

use lyngk::ai::{Level, choose_action};
use lyngk::engine::{Action, Color, Position, Variant};
use lyngk::ids::{ChannelId, GuildId, UserId};
use lyngk::service::{ANALYSIS_LIMITS, Actor, Button, Clock, Service, SystemClock};
use lyngk::storage::testing::TestDb;

const CHANNEL: u64 = 7;
const MIN_TURNS: usize = 30;
const RUNS: usize = 3;

fn actor(user: UserId) -> Actor {
    Actor::member(Some(GuildId::new(1)), ChannelId::new(CHANNEL), user)
}

/// Plays one whole game in the channel, each turn chosen by the `normal`
/// level seeded from `seed` and the ply; returns its number of turns.
async fn play_game(svc: &Service, seed: u64) -> usize {
    let (a, b) = (UserId::new(11), UserId::new(22));
    let r = svc
        .challenges()
        .challenge(actor(a), b.into(), Variant::Standard)
        .await
        .expect("challenge");
    let Button::Accept { challenge } = r.buttons[0] else {
        unreachable!("a challenge has an accept button")
    };
    let r = svc
        .challenges()
        .accept(actor(b), Some(challenge))
        .await
        .expect("accept");
    let first = r.mentions[0];
    let users = [first, if first == a { b } else { a }];
    let mut pos: Position = r.position.expect("a position");
    let mut turns = 0;
    let mut ply = 0;
    let mut choose = |pos: &Position| {
        ply += 1;
        choose_action(pos, Level::Normal, seed.wrapping_mul(1000) + ply).expect("an action")
    };
    while !pos.is_over() {
        let mut act = choose(&pos);
        let mut claim: Option<Color> = None;
        if let Action::Claim(c) = act {
            claim = Some(c);
            let mut after = pos.clone();
            after.play_unchecked(act);
            act = choose(&after);
        }
        let who = actor(users[pos.to_move().index()]);
        let reply = svc
            .turns()
            .play_move(who, claim, &act.to_string())
            .await
            .expect("a legal move");
        pos = reply.position.expect("a position");
        turns += 1;
    }
    turns
}

/// User + system CPU time of this process so far (Linux), from /proc.
fn process_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    // The kernel's USER_HZ is 100 on every common Linux configuration.
    Some(Duration::from_millis((utime + stime) * 10))
}

fn main() {
    // `cargo bench` passes `--bench`; a filter that excludes this bench
    // skips it, as criterion's benches do.
    let filter = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-'))
        .unwrap_or_default();
    if !"analysis whole game".contains(filter.as_str()) {
        return;
    }
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let db = TestDb::sqlite();
    let clock: Arc<dyn Clock> = Arc::new(SystemClock);
    let svc = rt
        .block_on(Service::open(db.url(), clock))
        .expect("the service opens");
    let turns = rt.block_on(async {
        // The first game of at least 30 turns (they last 30 to 40).
        let mut seed = 0;
        loop {
            let turns = play_game(&svc, seed).await;
            if turns >= MIN_TURNS {
                return turns;
            }
            seed += 1;
        }
    });
    println!(
        "analysis of a {turns}-turn game, {} search iterations per position:",
        ANALYSIS_LIMITS.iterations
    );
    let mut walls = Vec::new();
    for run in 1..=RUNS {
        let cpu = process_cpu();
        let start = Instant::now();
        let reply = rt
            .block_on(svc.analysis().analyse(actor(UserId::new(11)), None))
            .expect("the analysis");
        let wall = start.elapsed();
        assert!(reply.image.is_some(), "the chart");
        let cpu = match (cpu, process_cpu()) {
            (Some(a), Some(b)) => format!("{:.2} s CPU", (b - a).as_secs_f64()),
            _ => "CPU time unknown".to_owned(),
        };
        println!("  run {run}: {:.2} s ({cpu})", wall.as_secs_f64());
        walls.push(wall);
    }
    walls.sort();
    println!(
        "analysis whole game: median {:.2} s over {RUNS} runs",
        walls[RUNS / 2].as_secs_f64()
    );
    rt.block_on(svc.close());
}
