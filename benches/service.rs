//! One move through the game service: load the game (replay of its log),
//! validate, store (one transaction), render the board. On a SQLite file,
//! and on PostgreSQL when `LYNGK_TEST_POSTGRES_URL` names a server (a fresh
//! database of its own, as the tests make).
//!
//! Besides criterion's estimate, prints per database the median and 99th
//! percentile of single moves, the same of a review's steps (the redraw of a
//! finished game at a turn), and the throughput of moves spread over 100
//! channels played at once.

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use lyngk::engine::{Action, Color, FastRng, Position, Variant};
use lyngk::i18n::Arg;
use lyngk::ids::{ChannelId, GuildId, UserId};
use lyngk::service::{Actor, Button, Clock, GameChoice, ReviewAt, Reviewed, Service, SystemClock};
use lyngk::storage::testing::{self, TestDb};
use lyngk::storage::{AnalysedGame, Backend, Db};
use lyngk::time::Timestamp;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use tokio::runtime::Runtime;

const CHANNELS: u64 = 100;

/// A channel with a game in progress and the position it is at.
struct Table {
    channel: u64,
    users: [UserId; 2],
    pos: Position,
}

/// A member in table `channel`'s channel (channels are numbered from 1).
fn actor(channel: u64, user: UserId) -> Actor {
    Actor::member(Some(GuildId::new(1)), ChannelId::new(channel + 1), user)
}

async fn new_game(svc: &Service, channel: u64) -> Table {
    let (a, b) = (UserId::new(channel * 10 + 1), UserId::new(channel * 10 + 2));
    let r = svc
        .challenges()
        .challenge(actor(channel, a), b.into(), Variant::Standard)
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        unreachable!("a challenge has an accept button")
    };
    let r = svc
        .challenges()
        .accept(actor(channel, b), Some(challenge))
        .await
        .unwrap();
    Table {
        channel,
        // Only player 1, who moves first, is pinged.
        users: [r.mentions[0], if r.mentions[0] == a { b } else { a }],
        pos: r.position.unwrap(),
    }
}

/// The next turn of a table: who, the claim if any, the move text.
fn next_turn(t: &Table, rng: &mut FastRng) -> (Actor, Option<Color>, String) {
    let legal = t.pos.legal_actions();
    let mut a = *legal.choose(rng).expect("not empty");
    let mut claim = None;
    if let Action::Claim(c) = a {
        claim = Some(c);
        let mut p = t.pos.clone();
        p.play_unchecked(a);
        let after = p.legal_actions();
        a = *after.choose(rng).expect("not empty");
    }
    let user = t.users[t.pos.to_move().index()];
    (actor(t.channel, user), claim, a.to_string())
}

/// Plays one turn at `t` and returns how long the service took.
async fn one_move(svc: &Service, t: &mut Table, rng: &mut FastRng) -> Duration {
    let (who, claim, text) = next_turn(t, rng);
    let start = Instant::now();
    let reply = svc.turns().play_move(who, claim, &text).await.unwrap();
    let took = start.elapsed();
    assert!(reply.image.is_some());
    black_box(&reply.image);
    t.pos = reply.position.unwrap();
    if t.pos.is_over() {
        *t = new_game(svc, t.channel).await;
    }
    took
}

struct Fixture {
    rt: Runtime,
    svc: Arc<Service>,
    tables: Vec<Table>,
    rng: FastRng,
    next: usize,
}

fn runtime() -> Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
}

fn fixture(db: &TestDb) -> Fixture {
    let rt = runtime();
    let clock: Arc<dyn Clock> = Arc::new(SystemClock);
    let svc = Arc::new(rt.block_on(Service::open(db.url(), clock)).unwrap());
    let tables = rt.block_on(async {
        let mut v = Vec::new();
        for c in 0..CHANNELS {
            v.push(new_game(&svc, 1000 + c).await);
        }
        v
    });
    Fixture {
        rt,
        svc,
        tables,
        rng: FastRng::seed_from_u64(7),
        next: 0,
    }
}

impl Fixture {
    /// One move at the next table in turn (the tables are at different
    /// stages of their games).
    fn step(&mut self) -> Duration {
        let i = self.next;
        self.next = (self.next + 1) % self.tables.len();
        let (svc, t, rng) = (&self.svc, &mut self.tables[i], &mut self.rng);
        self.rt.block_on(one_move(svc, t, rng))
    }
}

fn bench_move(c: &mut Criterion) {
    let dbs = runtime().block_on(testing::databases("service bench"));
    for (i, db) in dbs.iter().enumerate() {
        bench_on(c, db, i == 0);
    }
}

fn bench_on(c: &mut Criterion, db: &TestDb, with_picture: bool) {
    let name = match db.backend() {
        Backend::Sqlite => "sqlite file",
        Backend::Postgres => "postgres",
    };
    let mut f = fixture(db);
    // Warm up: spread the tables over all stages of a game.
    for _ in 0..1000 {
        f.step();
    }
    if with_picture {
        // For comparison: the picture alone, of a position in the middle of a game.
        let mid = f.tables[f.tables.len() / 2].pos.clone();
        c.bench_function("service/picture alone (render::board_png)", |b| {
            b.iter(|| {
                lyngk::render::board_png(
                    &lyngk::render::BoardView::new(black_box(&mid), None),
                    lyngk::i18n::Lang::En.picture_words(),
                )
                .unwrap()
            });
        });
    }
    c.bench_function(
        &format!("service/move ({name}: load, validate, store, render)"),
        |b| b.iter_custom(|iters| (0..iters).map(|_| f.step()).sum()),
    );

    // Percentiles of single moves.
    let mut times: Vec<Duration> = (0..2000).map(|_| f.step()).collect();
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    println!(
        "service/move {name} single: median {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} moves)",
        pct(0.5).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3,
        times.len()
    );

    bench_review(&f, name, db);

    // Throughput: every channel plays at once, one task per channel.
    let per_table = 30;
    let tables = std::mem::take(&mut f.tables);
    let svc = f.svc.clone();
    let cpu_before = process_cpu();
    let (moves, elapsed) = f.rt.block_on(async move {
        let start = Instant::now();
        let mut tasks = Vec::new();
        for (i, mut t) in tables.into_iter().enumerate() {
            let svc = svc.clone();
            tasks.push(tokio::spawn(async move {
                let mut rng = FastRng::seed_from_u64(i as u64);
                for _ in 0..per_table {
                    one_move(&svc, &mut t, &mut rng).await;
                }
            }));
        }
        for t in tasks {
            t.await.unwrap();
        }
        (CHANNELS as usize * per_table, start.elapsed())
    });
    println!(
        "service/move {name} throughput: {:.0} moves/s over {CHANNELS} channels ({moves} moves in {:.2} s)",
        moves as f64 / elapsed.as_secs_f64(),
        elapsed.as_secs_f64()
    );
    // The machine is shared: the CPU time per move tells what two idle cores
    // would sustain, whatever else is running.
    if let (Some(before), Some(after)) = (cpu_before, process_cpu()) {
        let per_move = (after - before).as_secs_f64() / moves as f64;
        println!(
            "service/move {name} cpu: {:.2} ms per move (this process, not a database server), {:.0} moves/s on 2 idle cores",
            per_move * 1e3,
            2.0 / per_move
        );
    }
    f.rt.block_on(f.svc.close());
}

/// A review's step, the redraw of a finished game at a turn (read the
/// game, replay it, read its analysis's chances, render the board): the
/// median and 99th percentile of 2000 steps to random turns of a random
/// game of at most 40 turns (resigned if it lasts), analysed.
fn bench_review(f: &Fixture, name: &str, db: &TestDb) {
    let svc = &f.svc;
    let (t, game, turns) = f.rt.block_on(async {
        let mut t = new_game(svc, 5000).await;
        let mut rng = FastRng::seed_from_u64(11);
        let mut played = 0;
        while played < 40 && !t.pos.is_over() {
            let (who, claim, text) = next_turn(&t, &mut rng);
            let reply = svc.turns().play_move(who, claim, &text).await.unwrap();
            t.pos = reply.position.unwrap();
            played += 1;
        }
        let loser = t.users[t.pos.to_move().index()];
        if !t.pos.is_over() {
            let asked = svc
                .endings()
                .resign_prompt(actor(t.channel, loser))
                .await
                .unwrap();
            let Button::Resign { game } = asked.buttons[0] else {
                unreachable!("a Resign button")
            };
            svc.endings()
                .confirm_resign(actor(t.channel, loser), game)
                .await
                .unwrap();
        }
        let r = svc
            .review()
            .open(actor(t.channel, loser), GameChoice::Channel, None)
            .await
            .unwrap();
        let Some(Button::ReviewOn { to }) = r.buttons.first().copied() else {
            unreachable!("a review at its start steps on")
        };
        let game = to.game;
        let Some(Arg::Num(turns)) = r.text.find("review-head").and_then(|m| m.get("turns")) else {
            unreachable!("a review's head gives the game's turns")
        };
        let turns = u32::try_from(*turns).unwrap();
        let Reviewed::Played { game: id } = game else {
            unreachable!("a played game")
        };
        // Its analysis's chances, as an analysis keeps them.
        let store = Db::open(db.url()).await.unwrap();
        let mut tx = store.begin().await.unwrap();
        let chances: Vec<f64> = (0..=turns).map(|k| f64::from(k % 10) / 10.0).collect();
        tx.store_analysis(
            AnalysedGame::Played(id),
            &chances,
            Timestamp::from_millis(0),
        )
        .await
        .unwrap();
        tx.commit().await.unwrap();
        store.close().await;
        (t, game, turns)
    });
    let member = t.users[0];
    let mut rng = FastRng::seed_from_u64(13);
    let mut times: Vec<Duration> = (0..2000)
        .map(|_| {
            let to = ReviewAt {
                member,
                game,
                turn: u32::try_from(rng.next_u64() % (u64::from(turns) + 1)).unwrap(),
            };
            let start = Instant::now();
            let r =
                f.rt.block_on(svc.review().step(actor(t.channel, member), to))
                    .unwrap();
            let took = start.elapsed();
            assert!(r.image.is_some());
            black_box(&r.image);
            took
        })
        .collect();
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 * p) as usize).min(times.len() - 1)];
    println!(
        "service/review step {name}: median {:.2} ms, p99 {:.2} ms, max {:.2} ms ({} steps, a game of {turns} turns; target: p99 under 50 ms)",
        pct(0.5).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3,
        times[times.len() - 1].as_secs_f64() * 1e3,
        times.len()
    );
}

/// User + system CPU time of this process so far (Linux), from /proc.
fn process_cpu() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses).
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    // The kernel's USER_HZ is 100 on every common Linux configuration.
    Some(Duration::from_millis((utime + stime) * 10))
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(5));
    targets = bench_move
}

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
