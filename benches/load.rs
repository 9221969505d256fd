//! The service under the load of a server population, on a database file:
//! H channels of human games (each player acting, then pausing) while K
//! channels play against the computer, all at once, each channel its own
//! task, through one `Service` as the bot runs it.
//!
//! Prints, per run: the human actions' latency (p50, p99, max), failures and
//! `database is locked` errors; the computer's answers (time from the
//! request to the stored answer), and for its searches the time waiting in
//! the pool's queue and the time running.
//!
//! ```sh
//! cargo bench --bench load -- --humans 4 --computers 8 --level hard --seconds 60
//! cargo bench --bench load -- --humans 0 --computers 6 --level hard --think-ms 2000
//! ```
//!
//! `--think-ms` is the pause of the human players of the computer games
//! before each move (0: they answer at once, the heaviest load);
//! `--pause-ms` the pause between actions in the human games.
//!
//! `--tournament-players N` adds tournaments of N members (`--tournaments`
//! of them, signed up and started before the run, their first round not
//! paired yet): during the run one task pairs them one after the other, as
//! the bot does when a round ends (read, the matching on the CPU pool, a
//! short write), so that the human actions' latency shows what a large
//! field's pairing costs the other channels:
//!
//! ```sh
//! cargo bench --bench load -- --humans 4 --computers 0 --seconds 30 \
//!     --tournament-players 1024 --tournaments 12
//! ```

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use lyngk::ai::Level;
use lyngk::engine::{Action, Color, FastRng, Position, Variant};
use lyngk::ids::{ChannelId, GuildId, TournamentId, UserId};
use lyngk::service::pool::{JobTiming, Lane, PoolConfig};
use lyngk::service::{
    Actor, AskedFormat, Button, Clock, Effect, Reply, Service, ServiceError, ServiceOptions,
    SystemClock, TournamentSpec,
};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

struct Args {
    humans: u64,
    computers: u64,
    level: Level,
    seconds: u64,
    pause_ms: u64,
    think_ms: u64,
    tournament_players: u64,
    tournaments: u64,
}

fn args() -> Args {
    let mut a = Args {
        humans: 4,
        computers: 2,
        level: Level::Hard,
        seconds: 60,
        pause_ms: 250,
        think_ms: 0,
        tournament_players: 0,
        tournaments: 4,
    };
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < argv.len() {
        let value = argv.get(i + 1).cloned().unwrap_or_default();
        let number = || {
            value
                .parse::<u64>()
                .unwrap_or_else(|_| panic!("{} needs a number", argv[i]))
        };
        match argv[i].as_str() {
            "--humans" => a.humans = number(),
            "--computers" => a.computers = number(),
            "--seconds" => a.seconds = number(),
            "--pause-ms" => a.pause_ms = number(),
            "--think-ms" => a.think_ms = number(),
            "--tournament-players" => a.tournament_players = number(),
            "--tournaments" => a.tournaments = number(),
            "--level" => a.level = value.parse().expect("easy, normal or hard"),
            // `cargo bench` passes `--bench`; anything else is a mistake.
            "--bench" => {
                i += 1;
                continue;
            }
            other => panic!("unknown argument {other}"),
        }
        i += 2;
    }
    a
}

/// What the tasks record.
#[derive(Default)]
struct Record {
    human: Vec<Duration>,
    /// The human's moves in games against the computer.
    human_vs_computer: Vec<Duration>,
    answers: Vec<Duration>,
    /// A tournament's round paired, from the request to the commit.
    pairings: Vec<Duration>,
    failed: usize,
    locked: usize,
    searches: Vec<JobTiming>,
    pictures: Vec<JobTiming>,
}

type Shared = Arc<Mutex<Record>>;

fn failed(record: &Shared, e: &ServiceError) {
    let mut r = record.lock().unwrap();
    r.failed += 1;
    if e.to_string().contains("database is locked") {
        r.locked += 1;
    }
    eprintln!("failed: {e}");
}

/// A random turn for the player to move: a claim and a move, or a move.
fn random_turn(pos: &Position, rng: &mut FastRng) -> (Option<Color>, String) {
    let mut a = *pos.legal_actions().choose(rng).expect("the game is on");
    let mut claim = None;
    if let Action::Claim(c) = a {
        claim = Some(c);
        let mut p = pos.clone();
        p.play_unchecked(a);
        a = *p
            .legal_actions()
            .choose(rng)
            .expect("a move follows a claim");
    }
    (claim, a.to_string())
}

/// A human game in `channel`: two players acting in turn, pausing between
/// actions, new games as they end, until `until`.
async fn human_channel(
    svc: Arc<Service>,
    channel: u64,
    pause: Duration,
    until: Instant,
    rec: Shared,
) {
    let mut rng = FastRng::seed_from_u64(channel);
    let (a, b) = (UserId::new(channel * 10 + 1), UserId::new(channel * 10 + 2));
    let actor = |u| Actor::member(Some(GuildId::new(1)), ChannelId::new(channel), u);
    while Instant::now() < until {
        let started = Instant::now();
        let offer = svc
            .challenges()
            .challenge(actor(a), b.into(), Variant::Standard)
            .await;
        let accepted = match offer {
            Ok(r) => {
                let Button::Accept { challenge } = r.buttons[0] else {
                    unreachable!("a challenge has an accept button")
                };
                svc.challenges().accept(actor(b), Some(challenge)).await
            }
            Err(e) => Err(e),
        };
        let reply = match accepted {
            Ok(r) => r,
            Err(e) => {
                failed(&rec, &e);
                return;
            }
        };
        rec.lock().unwrap().human.push(started.elapsed());
        // Only player 1, who moves first, is pinged.
        let p1 = reply.mentions[0];
        let users = [p1, if p1 == a { b } else { a }];
        let mut pos = reply.position.expect("a start position");
        while !pos.is_over() && Instant::now() < until {
            tokio::time::sleep(pause).await;
            let who = users[pos.to_move().index()];
            let (claim, text) = random_turn(&pos, &mut rng);
            let started = Instant::now();
            match svc.turns().play_move(actor(who), claim, &text).await {
                Ok(r) => {
                    rec.lock().unwrap().human.push(started.elapsed());
                    pos = r.position.expect("the position");
                }
                Err(e) => {
                    failed(&rec, &e);
                    return;
                }
            }
        }
        if !pos.is_over() {
            let _ = svc
                .endings()
                .abort(Actor {
                    moderator: true,
                    ..actor(a)
                })
                .await;
        }
    }
}

/// The computer's answer a reply announces, timed.
async fn answer(svc: &Service, reply: Reply, rec: &Shared) -> Result<Reply, ServiceError> {
    let Some(due) = reply.computer_due().cloned() else {
        return Ok(reply);
    };
    let started = Instant::now();
    let answer = svc.computer().answer(due).await?;
    rec.lock().unwrap().answers.push(started.elapsed());
    Ok(answer.unwrap_or(reply))
}

/// A game against the computer in `channel`, new games as they end.
async fn computer_channel(
    svc: Arc<Service>,
    channel: u64,
    level: Level,
    think: Duration,
    until: Instant,
    rec: Shared,
) {
    let mut rng = FastRng::seed_from_u64(channel);
    let human = Actor::member(
        Some(GuildId::new(1)),
        ChannelId::new(channel),
        UserId::new(channel * 10 + 1),
    );
    while Instant::now() < until {
        let started = svc
            .computer()
            .play_ai(human, level, Variant::Standard)
            .await;
        let mut reply = match started {
            Ok(r) => r,
            Err(e) => {
                failed(&rec, &e);
                return;
            }
        };
        loop {
            reply = match answer(&svc, reply, &rec).await {
                Ok(r) => r,
                Err(e) => {
                    failed(&rec, &e);
                    return;
                }
            };
            let pos = reply.position.clone().expect("the position");
            if pos.is_over() || Instant::now() >= until {
                break;
            }
            tokio::time::sleep(think).await;
            let (claim, text) = random_turn(&pos, &mut rng);
            let t = Instant::now();
            reply = match svc.turns().play_move(human, claim, &text).await {
                Ok(r) => r,
                Err(e) => {
                    failed(&rec, &e);
                    return;
                }
            };
            rec.lock().unwrap().human_vs_computer.push(t.elapsed());
        }
        if !reply.position.is_some_and(|p| p.is_over()) {
            let _ = svc
                .endings()
                .abort(Actor {
                    moderator: true,
                    ..human
                })
                .await;
        }
    }
}

/// `count` Swiss tournaments of `players` members each, in channels of
/// their own, signed up and started, their first round's pairing left to
/// [`pairing_task`].
async fn tournaments_to_pair(svc: &Service, players: u64, count: u64) -> Vec<TournamentId> {
    let mut due = Vec::new();
    for k in 0..count {
        let channel = ChannelId::new(3000 + k);
        let member = |u: u64| Actor::member(Some(GuildId::new(1)), channel, UserId::new(u));
        let admin = Actor {
            admin: true,
            ..member(9)
        };
        let spec = TournamentSpec {
            name: format!("Load {k}"),
            format: AskedFormat::Swiss { rounds: Some(3) },
            variant: Variant::Standard,
            turn_limit: Duration::from_secs(3600),
            signup: None,
            in_thread: false,
            max_players: None,
        };
        svc.tournaments().create(admin, spec).await.unwrap();
        for p in 0..players {
            svc.tournaments()
                .join(member(1_000_000 + p), None)
                .await
                .unwrap();
        }
        let mut started = svc.tournaments().start(admin).await.unwrap();
        for e in started.take_effects().as_slice() {
            if let Effect::PairRound(spot) = e {
                due.push(spot.tournament);
            }
        }
    }
    due
}

/// Pairs the tournaments `due` one after the other until `until`.
async fn pairing_task(svc: Arc<Service>, due: Vec<TournamentId>, until: Instant, rec: Shared) {
    for id in due {
        if Instant::now() >= until {
            break;
        }
        let started = Instant::now();
        match svc.tournaments().pair_round(id).await {
            Ok(_) => rec.lock().unwrap().pairings.push(started.elapsed()),
            Err(e) => failed(&rec, &e),
        }
    }
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// `p50 / p99 / max` in ms, and the count.
fn summary(mut v: Vec<Duration>) -> String {
    if v.is_empty() {
        return "none".to_owned();
    }
    v.sort();
    let pct = |p: f64| v[((v.len() as f64 * p) as usize).min(v.len() - 1)];
    let mean = v.iter().sum::<Duration>() / v.len() as u32;
    format!(
        "mean {:.1} ms, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} samples)",
        ms(mean),
        ms(pct(0.5)),
        ms(pct(0.99)),
        ms(v[v.len() - 1]),
        v.len()
    )
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg").map_or_else(
        |_| "unknown".to_owned(),
        |s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "),
    )
}

fn main() {
    let args = args();
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("load.db").display());
    let rec: Shared = Arc::default();
    let observed = Arc::clone(&rec);
    let options = ServiceOptions {
        pool: PoolConfig {
            observer: Some(Arc::new(move |t: JobTiming| {
                let mut r = observed.lock().unwrap();
                match t.lane {
                    Lane::Search => r.searches.push(t),
                    Lane::Picture => r.pictures.push(t),
                }
            })),
            ..PoolConfig::default()
        },
    };
    let threads = (options.pool.search_threads, options.pool.picture_threads);
    let clock: Arc<dyn Clock> = Arc::new(SystemClock);
    let svc = Arc::new(
        rt.block_on(Service::open_with(&url, clock, options))
            .unwrap(),
    );
    let due = if args.tournament_players > 0 {
        let prepared = Instant::now();
        let due = rt.block_on(tournaments_to_pair(
            &svc,
            args.tournament_players,
            args.tournaments,
        ));
        println!(
            "{} tournaments of {} players signed up and started in {:.0} s",
            due.len(),
            args.tournament_players,
            prepared.elapsed().as_secs_f64()
        );
        due
    } else {
        Vec::new()
    };
    let load_before = load_average();
    let started = Instant::now();
    let until = started + Duration::from_secs(args.seconds);
    rt.block_on(async {
        let mut tasks = Vec::new();
        if !due.is_empty() {
            tasks.push(tokio::spawn(pairing_task(
                Arc::clone(&svc),
                due,
                until,
                Arc::clone(&rec),
            )));
        }
        for c in 0..args.humans {
            tasks.push(tokio::spawn(human_channel(
                Arc::clone(&svc),
                1000 + c,
                Duration::from_millis(args.pause_ms),
                until,
                Arc::clone(&rec),
            )));
        }
        for c in 0..args.computers {
            tasks.push(tokio::spawn(computer_channel(
                Arc::clone(&svc),
                2000 + c,
                args.level,
                Duration::from_millis(args.think_ms),
                until,
                Arc::clone(&rec),
            )));
        }
        for t in tasks {
            t.await.unwrap();
        }
    });
    let elapsed = started.elapsed();
    let r = std::mem::take(&mut *rec.lock().unwrap());
    println!(
        "load: {} human channels, {} channels against the computer ({}), think {} ms, {:.0} s; \
         pool: {} search + {} picture threads; load average before {load_before}, after {}",
        args.humans,
        args.computers,
        args.level,
        args.think_ms,
        elapsed.as_secs_f64(),
        threads.0,
        threads.1,
        load_average()
    );
    println!("  human actions:           {}", summary(r.human));
    println!(
        "  moves against computer:  {}",
        summary(r.human_vs_computer)
    );
    println!(
        "  failed actions: {}, of which `database is locked`: {}",
        r.failed, r.locked
    );
    println!("  computer answers:        {}", summary(r.answers));
    if args.tournament_players > 0 {
        println!(
            "  rounds of {} paired:    {}",
            args.tournament_players,
            summary(r.pairings)
        );
    }
    println!(
        "  search queue wait:       {}",
        summary(r.searches.iter().map(|t| t.waited).collect())
    );
    println!(
        "  search run time:         {}",
        summary(r.searches.iter().map(|t| t.ran).collect())
    );
    println!(
        "  picture queue wait:      {}",
        summary(r.pictures.iter().map(|t| t.waited).collect())
    );
    println!(
        "  picture run time:        {}",
        summary(r.pictures.iter().map(|t| t.ran).collect())
    );
    let busy: Duration = r.searches.iter().map(|t| t.ran).sum();
    println!(
        "  search threads busy:     {:.0}% of {} threads",
        100.0 * busy.as_secs_f64() / (elapsed.as_secs_f64() * threads.0 as f64),
        threads.0
    );
}
