//! The service when things happen at once, on every database (SQLite, and
//! PostgreSQL when configured), with a second `Service` on the same database
//! standing for a second process: a computer search in progress holds
//! nothing up; accept against cancel and against expiry, the turn clock
//! against a move, resignation and abort during the computer's search each
//! end in exactly one outcome, nothing lost and nothing applied twice; a
//! member waits for one computer answer at a time; a tournament's pairing in
//! progress holds nothing up either; one broken game does not
//! stop the turn clock; a kept message whose process stopped while posting
//! it is posted by another once its lease is over; many members reviewing
//! and exploring at once hold up no move and no computer answer, and a
//! member asks for one Best turn at a time.
//!
//! Searches are made slow and observable by the pool's hook: it reports
//! each search as it starts and holds it until the test opens the gate.

use std::future::Future;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use crate::service_env::*;
use lyngk::ai::Level;
use lyngk::engine::{Position, Variant};
use lyngk::ids::{ChallengeId, ChannelId, Seat, TournamentId, UserId};
use lyngk::service::pool::PoolConfig;
use lyngk::service::{
    Actor, AskedFormat, Button, ComputerDue, Effect, ManualClock, Notice, PENDING_ANSWER_GRACE,
    Reply, Service, ServiceError, ServiceOptions, TournamentSpec,
};
use tokio::sync::mpsc;

/// A generous bound on anything that should be prompt (a move takes
/// milliseconds; a write waiting for a held database lock would fail after
/// the 5 s busy timeout instead).
const PROMPT: Duration = Duration::from_secs(30);

async fn prompt<T>(what: &str, f: impl Future<Output = T>) -> T {
    tokio::time::timeout(PROMPT, f)
        .await
        .unwrap_or_else(|_| panic!("{what} did not complete within {PROMPT:?}"))
}

const fn user(n: u64) -> UserId {
    UserId::new(n)
}

const fn channel_no(n: u64) -> ChannelId {
    ChannelId::new(n)
}

/// A plain member of the test guild in channel `n`.
fn member(n: u64, user: UserId) -> Actor {
    Actor::member(Some(GUILD), channel_no(n), user)
}

/// Holds every search until opened.
#[derive(Default)]
struct Gate {
    open: Mutex<bool>,
    opened: Condvar,
}

impl Gate {
    fn wait(&self) {
        let mut open = self.open.lock().unwrap();
        while !*open {
            open = self.opened.wait(open).unwrap();
        }
    }

    fn open(&self) {
        *self.open.lock().unwrap() = true;
        self.opened.notify_all();
    }
}

/// A service whose searches report their start and wait at the gate.
async fn gated(env: &Env) -> (Arc<Service>, Arc<Gate>, mpsc::UnboundedReceiver<()>) {
    let gate = Arc::new(Gate::default());
    let (started, searches) = mpsc::unbounded_channel();
    let hook_gate = Arc::clone(&gate);
    let options = ServiceOptions {
        pool: PoolConfig {
            before_search: Some(Arc::new(move || {
                let _ = started.send(());
                hook_gate.wait();
            })),
            ..PoolConfig::default()
        },
    };
    let svc = Service::open_with(&env.url(), env.clock.clone(), options)
        .await
        .unwrap();
    (Arc::new(svc), gate, searches)
}

fn user_err_id(r: Result<Reply, ServiceError>) -> String {
    match r {
        Err(ServiceError::User(m)) => m.ids().join("/"),
        Err(e) => panic!("expected a user error, got {e:?}"),
        Ok(reply) => panic!("expected a user error, got {:?}", reply.text),
    }
}

async fn position(svc: &Service, a: Actor) -> Position {
    svc.viewing().board(a).await.unwrap().position.unwrap()
}

async fn history(svc: &Service, a: Actor) -> String {
    svc.viewing().history(a).await.unwrap().text.to_string()
}

/// A game against the computer in `a`'s channel where its answer is due,
/// with the marker the front end would hold.
async fn computer_due(svc: &Service, a: Actor, level: Level) -> ComputerDue {
    let started = svc
        .computer()
        .play_ai(a, level, Variant::Standard)
        .await
        .unwrap();
    if let Some(due) = started.computer_due().cloned() {
        return due;
    }
    let m = first_move(&position(svc, a).await);
    let moved = svc.turns().play_move(a, None, &m).await.unwrap();
    moved
        .computer_due()
        .cloned()
        .expect("the computer answers a move")
}

/// A human game in `a`'s channel between `a` and `other`; returns the
/// players' ids in order (player 1 first).
async fn human_game(svc: &Service, a: Actor, other: UserId) -> [UserId; 2] {
    let r = svc
        .challenges()
        .challenge(a, Seat::from(other), Variant::Standard)
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("an accept button")
    };
    let b = Actor::member(a.guild, a.channel, other);
    let r = svc.challenges().accept(b, Some(challenge)).await.unwrap();
    // Only player 1, who moves first, is pinged.
    let p1 = r.mentions[0];
    [p1, if p1 == a.user { other } else { a.user }]
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    a_search_in_progress_holds_up_no_move_of_another_process
);
async fn a_search_in_progress_holds_up_no_move_of_another_process(env: Env) {
    let (svc, gate, mut searches) = gated(&env).await;
    // Another service on the same file: another process of the bot.
    let other = env.open().await;

    let a = member(10, ALICE);
    let due = computer_due(&svc, a, Level::Hard).await;
    let answering = tokio::spawn({
        let svc = Arc::clone(&svc);
        async move { svc.computer().answer(due).await }
    });
    prompt("the search's start", searches.recv()).await;

    // While the search runs (held at the gate), Bob and Carol start a game
    // and play in another channel through the other process.
    let b = member(20, BOB);
    let users = prompt(
        "a challenge and its acceptance",
        human_game(&other, b, CAROL),
    )
    .await;
    let p1 = member(20, users[0]);
    let m = first_move(&position(&other, p1).await);
    let moved = prompt("a move", other.turns().play_move(p1, None, &m)).await;
    assert!(moved.is_ok(), "{moved:?}");
    let p2 = member(20, users[1]);
    let m = first_move(&position(&other, p2).await);
    prompt("the next move", other.turns().play_move(p2, None, &m))
        .await
        .unwrap();
    assert!(!answering.is_finished(), "the search was running all along");

    gate.open();
    let answer = prompt("the computer's answer", answering)
        .await
        .unwrap()
        .unwrap()
        .expect("an answer");
    assert!(answer.text.has("computer-answers"), "{}", answer.text);
    assert_eq!(answer.mentions, vec![ALICE]);
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    a_rounds_pairing_in_progress_holds_up_no_move_and_sees_a_withdrawal_made_meanwhile
);
/// A tournament's pairing runs on the pool with no transaction open: held
/// there (the pool's pairing hook), it holds up no move in another channel,
/// on this process or another, nor a write to the tournament itself (a
/// player leaving), which the pairing then sees: it pairs again without
/// them.
async fn a_rounds_pairing_in_progress_holds_up_no_move_and_sees_a_withdrawal_made_meanwhile(
    env: Env,
) {
    let gate = Arc::new(Gate::default());
    let (started, mut pairings) = mpsc::unbounded_channel();
    let hook_gate = Arc::clone(&gate);
    let options = ServiceOptions {
        pool: PoolConfig {
            before_pairing: Some(Arc::new(move || {
                let _ = started.send(());
                hook_gate.wait();
            })),
            ..PoolConfig::default()
        },
    };
    let svc = Arc::new(
        Service::open_with(&env.url(), env.clock.clone(), options)
            .await
            .unwrap(),
    );
    let other = env.open().await;

    // Five players in channel 30; the start hands on round one's pairing.
    let ch = channel_no(30);
    let admin = Actor {
        admin: true,
        ..member(30, ALICE)
    };
    let spec = TournamentSpec {
        name: "Held".to_owned(),
        format: AskedFormat::Swiss { rounds: Some(2) },
        variant: Variant::Standard,
        turn_limit: HOUR,
        signup: None,
        in_thread: false,
        max_players: None,
    };
    svc.tournaments().create(admin, spec).await.unwrap();
    let players = [user(31), user(32), user(33), user(34), user(35)];
    for p in players {
        svc.tournaments()
            .join(Actor::member(Some(GUILD), ch, p), None)
            .await
            .unwrap();
    }
    let mut begun = svc.tournaments().start(admin).await.unwrap();
    let due: Vec<TournamentId> = begun
        .take_effects()
        .as_slice()
        .iter()
        .filter_map(|e| match e {
            Effect::PairRound(spot) => Some(spot.tournament),
            _ => None,
        })
        .collect();
    let [id] = due.as_slice() else {
        panic!("the start hands on round one's pairing: {due:?}");
    };
    let id = *id;
    let pairing = tokio::spawn({
        let svc = Arc::clone(&svc);
        async move { svc.tournaments().pair_round(id).await }
    });
    prompt("the pairing's start", pairings.recv()).await;

    // While it is held: Bob and Carol start a game and play in channel 20
    // on the other process, then on this one.
    let b = member(20, BOB);
    let users = prompt(
        "a challenge and its acceptance",
        human_game(&other, b, CAROL),
    )
    .await;
    let p1 = member(20, users[0]);
    let m = first_move(&position(&other, p1).await);
    prompt("a move", other.turns().play_move(p1, None, &m))
        .await
        .unwrap();
    let p2 = member(20, users[1]);
    let m = first_move(&position(&svc, p2).await);
    prompt("the next move", svc.turns().play_move(p2, None, &m))
        .await
        .unwrap();
    // And a player leaves the tournament being paired.
    let leaver = players[4];
    let left = prompt(
        "a withdrawal",
        other
            .tournaments()
            .leave(Actor::member(Some(GUILD), ch, leaver), None),
    )
    .await
    .unwrap();
    assert!(left.text.has("tournament-withdrew"), "{}", left.text);
    assert!(!pairing.is_finished(), "the pairing was held all along");

    gate.open();
    let effects = prompt("the pairing", pairing).await.unwrap().unwrap();
    let mut progress = Vec::new();
    let mut starts = Vec::new();
    for e in effects.as_slice() {
        match e {
            Effect::Tournament(p) => progress.push(*p),
            Effect::StartGames(g) => starts.extend(g.games.clone()),
            _ => {}
        }
    }
    assert_eq!(progress.len(), 1, "{progress:?}");
    assert_eq!(progress[0].started, Some(1));
    assert_eq!(starts.len(), 2, "four players left: two games, no bye");
    assert!(
        starts
            .iter()
            .all(|g| g.first != leaver && g.second != leaver),
        "the player who left meanwhile is not paired: {starts:?}"
    );
    // The withdrawal's own hand-on finds the round paired: nothing more.
    let again = svc.tournaments().pair_round(id).await.unwrap();
    assert!(again.as_slice().is_empty(), "{again:?}");
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    resignation_during_the_search_ends_the_game_once_and_the_answer_is_dropped
);
async fn resignation_during_the_search_ends_the_game_once_and_the_answer_is_dropped(env: Env) {
    let (svc, gate, mut searches) = gated(&env).await;
    let a = member(10, ALICE);
    let due = computer_due(&svc, a, Level::Hard).await;
    let before = history(&svc, a).await;
    let answering = tokio::spawn({
        let svc = Arc::clone(&svc);
        async move { svc.computer().answer(due).await }
    });
    prompt("the search's start", searches.recv()).await;
    // The channel is not locked during the search: the resignation goes
    // through at once.
    let resigned = prompt("the resignation", svc.endings().resign(a))
        .await
        .unwrap();
    assert!(resigned.text.has("resigned"), "{}", resigned.text);
    gate.open();
    let answer = prompt("the search's end", answering)
        .await
        .unwrap()
        .unwrap();
    assert!(answer.is_none(), "nothing to answer: {answer:?}");
    // Exactly one outcome: resigned, with no move of the computer after it.
    assert_eq!(history(&svc, a).await, before);
    let status = svc.viewing().board(a).await.unwrap().text.lines()[0].clone();
    assert_eq!(status.id, "game-over-won", "{status}");
    assert!(user_err_id(svc.endings().resign(a).await).contains("no-game"));
    let stats = svc
        .viewing()
        .stats(a, ALICE)
        .await
        .unwrap()
        .text
        .to_string();
    assert!(stats.contains("0 won, 1 lost"), "{stats}");
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    an_abort_from_another_process_during_the_search_wins_cleanly
);
async fn an_abort_from_another_process_during_the_search_wins_cleanly(env: Env) {
    let (svc, gate, mut searches) = gated(&env).await;
    let other = env.open().await;
    let a = member(10, ALICE);
    let due = computer_due(&svc, a, Level::Hard).await;
    let before = history(&svc, a).await;
    let answering = tokio::spawn({
        let svc = Arc::clone(&svc);
        async move { svc.computer().answer(due).await }
    });
    prompt("the search's start", searches.recv()).await;
    let moderator = Actor {
        moderator: true,
        ..member(10, CAROL)
    };
    let aborted = prompt("the abort", other.endings().abort(moderator))
        .await
        .unwrap();
    assert!(aborted.text.has("aborted"), "{}", aborted.text);
    gate.open();
    let answer = prompt("the search's end", answering)
        .await
        .unwrap()
        .unwrap();
    assert!(answer.is_none(), "nothing to answer: {answer:?}");
    assert_eq!(history(&svc, a).await, before);
    let status = svc.viewing().board(a).await.unwrap().text.lines()[0].clone();
    assert_eq!(status.id, "game-over-aborted", "{status}");
}

/// Runs `f` on every item at once; the results in the items' order.
async fn all_at_once<I, F, Fut>(items: Vec<I>, f: F) -> Vec<Fut::Output>
where
    F: Fn(I) -> Fut,
    Fut: Future + Send + 'static,
    Fut::Output: Send + 'static,
{
    let tasks: Vec<_> = items.into_iter().map(|i| tokio::spawn(f(i))).collect();
    let mut out = Vec::with_capacity(tasks.len());
    for t in tasks {
        out.push(t.await.unwrap());
    }
    out
}

/// Runs `left` and `right` at once.
async fn race<L, R>(left: L, right: R) -> (L::Output, R::Output)
where
    L: Future + Send + 'static,
    R: Future + Send + 'static,
    L::Output: Send + 'static,
    R::Output: Send + 'static,
{
    let (l, r) = tokio::join!(tokio::spawn(left), tokio::spawn(right));
    (l.unwrap(), r.unwrap())
}

const CHANNELS: u64 = 8;

/// Open challenges from Alice to Bob in channels 1..=CHANNELS; their ids.
async fn challenges(svc: &Service) -> Vec<(Actor, ChallengeId)> {
    let mut out = Vec::new();
    for channel in 1..=CHANNELS {
        let a = member(channel, ALICE);
        let r = svc
            .challenges()
            .challenge(a, Seat::from(BOB), Variant::Standard)
            .await
            .unwrap();
        let Button::Accept { challenge } = r.buttons[0] else {
            panic!("an accept button")
        };
        out.push((a, challenge));
    }
    out
}

/// Whether the channel of `a` has a game in progress (its board names the
/// player to move rather than a result).
async fn has_game(svc: &Service, a: Actor) -> bool {
    svc.viewing()
        .board(a)
        .await
        .is_ok_and(|r| r.text.lines()[0].id == "to-move")
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    two_processes_opening_a_game_in_one_channel_one_wins_the_other_is_told
);
async fn two_processes_opening_a_game_in_one_channel_one_wins_the_other_is_told(env: Env) {
    let one = Arc::new(env.open().await);
    let two = Arc::new(env.open().await);
    let mut first_won = 0;
    for channel in 1..=4 * CHANNELS {
        let alice = member(channel, ALICE);
        let carol = member(channel, CAROL);
        // Half the channels see two challenges at once, the other half a
        // challenge and a game against the computer.
        let (offered, other) = race(
            {
                let one = Arc::clone(&one);
                async move {
                    one.challenges()
                        .challenge(alice, Seat::from(BOB), Variant::Standard)
                        .await
                }
            },
            {
                let two = Arc::clone(&two);
                async move {
                    if channel % 2 == 0 {
                        two.challenges()
                            .challenge(carol, Seat::from(BOB), Variant::Standard)
                            .await
                    } else {
                        two.computer()
                            .play_ai(carol, Level::Easy, Variant::Standard)
                            .await
                    }
                }
            },
        )
        .await;
        let refused = match (offered, other) {
            (Ok(_), Err(ServiceError::User(m))) => {
                first_won += 1;
                m
            }
            (Err(ServiceError::User(m)), Ok(_)) => m,
            other => panic!("not exactly one stored, the other told: {other:?}"),
        };
        assert!(
            ["challenge-pending", "channel-busy"].contains(&refused.id),
            "{refused}"
        );
    }
    assert!(first_won <= 4 * CHANNELS);
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    an_open_challenge_goes_to_the_first_accepter_only
);
/// Two members accept one open challenge at once, through two processes:
/// exactly one plays it, the other is told who was quicker; and two accepts
/// through one process take turns with the same outcome.
async fn an_open_challenge_goes_to_the_first_accepter_only(env: Env) {
    let one = Arc::new(env.open().await);
    let two = Arc::new(env.open().await);
    let (mut bob_won, mut carol_won) = (0, 0);
    for channel in 1..=CHANNELS {
        let alice = member(channel, ALICE);
        let offered = one
            .challenges()
            .challenge_anyone(alice, Variant::Standard)
            .await
            .unwrap();
        assert!(
            offered.mentions.is_empty(),
            "an open challenge pings nobody"
        );
        let Button::Accept { challenge: id } = offered.buttons[0] else {
            panic!("an accept button")
        };
        let bob = member(channel, BOB);
        let carol = member(channel, CAROL);
        // Even channels: both through one process; odd: one each.
        let other = if channel % 2 == 0 { &one } else { &two };
        let (by_bob, by_carol) = race(
            {
                let one = Arc::clone(&one);
                async move { one.challenges().accept(bob, Some(id)).await }
            },
            {
                let other = Arc::clone(other);
                async move { other.challenges().accept(carol, Some(id)).await }
            },
        )
        .await;
        let (winner, loser) = match (by_bob, by_carol) {
            (Ok(_), Err(ServiceError::User(m))) => {
                bob_won += 1;
                (BOB, m)
            }
            (Err(ServiceError::User(m)), Ok(_)) => {
                carol_won += 1;
                (CAROL, m)
            }
            other => panic!("not exactly one outcome: {other:?}"),
        };
        assert_eq!(loser.id, "challenge-taken", "{loser}");
        assert!(loser.to_string().contains(&winner.to_string()), "{loser}");
        let board = one.viewing().board(alice).await.unwrap();
        assert_eq!(board.text.lines()[0].id, "to-move");
        let history = one.viewing().history(alice).await.unwrap().text.to_string();
        assert!(history.contains(&winner.to_string()), "{history}");
        // Nobody else can take it any more.
        let late = user_err_id(
            two.challenges()
                .accept(member(channel, user(7)), Some(id))
                .await,
        );
        assert_eq!(late, "challenge-taken");
    }
    assert_eq!(bob_won + carol_won, CHANNELS);
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    accept_against_cancel_exactly_one_wins
);
async fn accept_against_cancel_exactly_one_wins(env: Env) {
    let one = Arc::new(env.open().await);
    let two = Arc::new(env.open().await);
    let (mut accepted, mut cancelled) = (0, 0);
    for (a, id) in challenges(&one).await {
        let bob = Actor::member(Some(GUILD), a.channel, BOB);
        let (accept, cancel) = race(
            {
                let one = Arc::clone(&one);
                async move { one.challenges().accept(bob, Some(id)).await }
            },
            {
                let two = Arc::clone(&two);
                async move { two.challenges().cancel(a).await }
            },
        )
        .await;
        match (accept, cancel) {
            (Ok(_), Err(ServiceError::User(m))) => {
                accepted += 1;
                assert!(
                    ["not-your-challenge", "challenge-taken"].contains(&m.id),
                    "{m}"
                );
                assert!(has_game(&one, a).await);
            }
            (Err(ServiceError::User(m)), Ok(_)) => {
                cancelled += 1;
                assert_eq!(m.id, "challenge-was-withdrawn", "{m}");
                assert!(!has_game(&one, a).await);
                assert!(
                    user_err_id(one.challenges().accept(bob, Some(id)).await).contains("withdrawn")
                );
            }
            other => panic!("not exactly one outcome: {other:?}"),
        }
    }
    assert_eq!(accepted + cancelled, CHANNELS);
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    accept_against_expiry_exactly_one_wins
);
async fn accept_against_expiry_exactly_one_wins(env: Env) {
    let one = Arc::new(env.open().await);
    let rows = challenges(&one).await;
    // Two processes whose clocks straddle the expiry: for the turn clock's
    // the challenges have expired, for the accepting one not quite yet.
    let expiry = T0 + Duration::from_secs(10 * 60);
    let late = Arc::new(
        Service::open(&env.url(), Arc::new(ManualClock::new(expiry)))
            .await
            .unwrap(),
    );
    let early = Arc::new(
        Service::open(
            &env.url(),
            Arc::new(ManualClock::new(expiry - Duration::from_millis(1))),
        )
        .await
        .unwrap(),
    );
    let accepts = all_at_once(rows, move |(a, id)| {
        let early = Arc::clone(&early);
        async move {
            let bob = Actor::member(Some(GUILD), a.channel, BOB);
            (a.channel, early.challenges().accept(bob, Some(id)).await)
        }
    });
    let (accepts, notices) = race(accepts, {
        let late = Arc::clone(&late);
        async move { late.deadlines().tick().await.unwrap() }
    })
    .await;
    for (channel, accepted) in accepts {
        let expired: Vec<&Notice> = notices.iter().filter(|n| n.channel == channel).collect();
        let a = Actor::member(Some(GUILD), channel, ALICE);
        match accepted {
            Ok(_) => {
                assert!(expired.is_empty(), "accepted and expired: {expired:?}");
                assert!(has_game(&one, a).await);
            }
            Err(ServiceError::User(m)) => {
                assert_eq!(expired.len(), 1, "neither accepted nor expired: {m}");
                assert!(expired[0].reply.text.has("challenge-timed-out"));
                assert_eq!(m.id, "challenge-has-expired", "{m}");
                assert!(!has_game(&one, a).await);
            }
            Err(e) => panic!("{e:?}"),
        }
    }
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    the_turn_clock_against_a_last_moment_move_exactly_one_wins
);
async fn the_turn_clock_against_a_last_moment_move_exactly_one_wins(env: Env) {
    let one = Arc::new(env.open().await);
    let two = Arc::new(env.open().await);
    let mut games = Vec::new();
    for channel in 1..=CHANNELS {
        let a = member(channel, ALICE);
        let users = human_game(&one, a, BOB).await;
        let p1 = member(channel, users[0]);
        let m = first_move(&position(&one, p1).await);
        games.push((p1, m));
    }
    // The day is over: the turn clock and the players' moves meet.
    env.clock.advance(24 * HOUR);
    let moves = all_at_once(games, move |(p1, m)| {
        let two = Arc::clone(&two);
        async move { (p1, two.turns().play_move(p1, None, &m).await) }
    });
    let (moves, notices) = race(moves, {
        let one = Arc::clone(&one);
        async move { one.deadlines().tick().await.unwrap() }
    })
    .await;
    for (p1, moved) in moves {
        let forfeits: Vec<&Notice> = notices
            .iter()
            .filter(|n| n.channel == p1.channel && n.reply.text.has("lost-on-time"))
            .collect();
        let h = history(&one, p1).await;
        match moved {
            Ok(_) => {
                assert!(forfeits.is_empty(), "moved and lost on time");
                assert!(h.contains("1. "), "{h}");
                assert!(has_game(&one, p1).await);
            }
            Err(ServiceError::User(m)) => {
                assert_eq!(forfeits.len(), 1, "neither moved nor lost: {m}");
                assert!(!h.contains("1. "), "{h}");
                assert!(!has_game(&one, p1).await);
            }
            Err(e) => panic!("{e:?}"),
        }
    }
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    a_member_waits_for_one_computer_answer_at_a_time
);
async fn a_member_waits_for_one_computer_answer_at_a_time(env: Env) {
    let svc = env.open().await;
    let in_channel = |c: u64| member(c, ALICE);
    // Alice's move in channel 1 makes an answer due; she has not had it yet.
    let due = computer_due(&svc, in_channel(1), Level::Easy).await;

    // A move in another game against the computer would make a second one
    // due: refused, and nothing stored.
    let mut second = None;
    for channel in 2..40 {
        let r = svc
            .computer()
            .play_ai(in_channel(channel), Level::Easy, Variant::Standard)
            .await;
        match r {
            Ok(r) => {
                assert!(r.computer_due().is_none(), "only human-first games start");
                second.get_or_insert(channel);
            }
            Err(ServiceError::User(m)) => {
                // The computer would have moved first: no game at all.
                assert_eq!(m.id, "search-busy", "{m}");
                assert!(
                    user_err_id(svc.viewing().board(in_channel(channel)).await)
                        .contains("never-a-game")
                );
            }
            Err(e) => panic!("{e:?}"),
        }
    }
    let second = in_channel(second.expect("a human-first game"));
    let before = history(&svc, second).await;
    let m = first_move(&position(&svc, second).await);
    assert_eq!(
        user_err_id(svc.turns().play_move(second, None, &m).await),
        "search-busy"
    );
    assert_eq!(history(&svc, second).await, before, "nothing stored");
    // Human games and other members are not affected.
    let bob = member(50, BOB);
    let bobs = computer_due(&svc, bob, Level::Easy).await;
    human_game(&svc, member(51, ALICE), CAROL).await;

    // Once the answer is given, Alice may make the next one due.
    let answer = svc
        .computer()
        .answer(due)
        .await
        .unwrap()
        .expect("an answer");
    assert!(answer.text.has("computer-answers"));
    let moved = svc.turns().play_move(second, None, &m).await.unwrap();
    let next = moved.computer_due().cloned().expect("due");
    // Giving the marker up (dropping every copy) frees her too; the answer
    // then waits for the turn clock or a restart.
    drop((next, moved));
    let m = first_move(&position(&svc, in_channel(1)).await);
    let third = svc
        .turns()
        .play_move(in_channel(1), None, &m)
        .await
        .unwrap();
    svc.computer()
        .answer(third.computer_due().cloned().expect("due"))
        .await
        .unwrap();
    svc.computer().answer(bobs).await.unwrap();
    let pending = svc.computer().resume().await.unwrap();
    assert_eq!(pending.len(), 1, "the answer given up");
    assert_eq!(pending[0].channel, second.channel);
    assert_eq!(svc.channels_locked(), 0, "no lock entry left behind");
}

backends!(one_broken_game_does_not_stop_the_turn_clock);
async fn one_broken_game_does_not_stop_the_turn_clock(env: Env) {
    let svc = env.open().await;
    for channel in 1..=3 {
        human_game(&svc, member(channel, ALICE), BOB).await;
    }
    // The log of the game in channel 2 no longer replays.
    svc.close().await;
    env.execute(
        "UPDATE games SET start_lpn = 'not a position' WHERE channel_id = $1",
        &[2],
    )
    .await;
    let svc = env.open().await;
    env.clock.advance(24 * HOUR);
    let notices = svc.deadlines().tick().await.expect("the clock goes on");
    let mut lost: Vec<ChannelId> = notices
        .iter()
        .filter(|n| n.reply.text.has("lost-on-time"))
        .map(|n| n.channel)
        .collect();
    lost.sort_unstable();
    assert_eq!(
        lost,
        [channel_no(1), channel_no(3)],
        "the other games are handled: {notices:?}"
    );
    // Applied once: the next tick has nothing more for them.
    let again = svc.deadlines().tick().await.unwrap();
    assert!(
        again.iter().all(|n| n.channel == channel_no(2)),
        "only the broken game remains: {again:?}"
    );
}

backends!(a_game_resigned_before_both_players_moved_is_not_rated);
async fn a_game_resigned_before_both_players_moved_is_not_rated(env: Env) {
    let svc = env.open().await;
    let a = actor(ALICE);
    let users = human_game(&svc, a, BOB).await;
    // Player 1 moves; player 2 resigns before moving.
    let p1 = actor(users[0]);
    let m = first_move(&position(&svc, p1).await);
    svc.turns().play_move(p1, None, &m).await.unwrap();
    let r = svc.endings().resign(actor(users[1])).await.unwrap();
    assert!(r.text.has("not-rated-early"), "{}", r.text);
    assert!(!r.text.has("rating-change"), "{}", r.text);
    let board = svc
        .viewing()
        .leaderboard(a, Variant::Standard, 0)
        .await
        .unwrap();
    assert!(board.text.has("ladder-empty"), "{}", board.text);
    // The result is kept all the same.
    let stats = svc
        .viewing()
        .stats(a, users[1])
        .await
        .unwrap()
        .text
        .to_string();
    assert!(stats.contains("0 won, 1 lost"), "{stats}");
}

/// The notices of `notices` per channel, by message id.
fn per_channel(notices: &[Notice], id: &str) -> std::collections::BTreeMap<ChannelId, usize> {
    let mut count = std::collections::BTreeMap::new();
    for n in notices.iter().filter(|n| n.reply.text.has(id)) {
        *count.entry(n.channel).or_insert(0) += 1;
    }
    count
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    several_processes_ticking_give_each_notice_once
);
async fn several_processes_ticking_give_each_notice_once(env: Env) {
    // Three processes on one database, their clocks in step.
    let mut processes = Vec::new();
    for _ in 0..3 {
        processes.push(Arc::new(env.open().await));
    }
    let games: Vec<u64> = (1..=3 * CHANNELS).collect();
    for &channel in &games {
        human_game(&processes[0], member(channel, ALICE), BOB).await;
    }
    let offers: Vec<u64> = (100..100 + CHANNELS).collect();
    for &channel in &offers {
        let a = member(channel, ALICE);
        processes[1]
            .challenges()
            .challenge(a, Seat::from(BOB), Variant::Standard)
            .await
            .unwrap();
    }
    let tick_all = || {
        all_at_once(processes.clone(), |svc: Arc<Service>| async move {
            svc.deadlines().tick().await.unwrap()
        })
    };
    let once = |channels: &[u64]| channels.iter().map(|&c| (channel_no(c), 1)).collect();

    // Half the turn limit: every challenge has expired, every player to
    // move is warned, each exactly once among the three.
    env.clock.advance(12 * HOUR);
    let notices: Vec<Notice> = tick_all().await.into_iter().flatten().collect();
    assert_eq!(per_channel(&notices, "challenge-timed-out"), once(&offers));
    assert_eq!(per_channel(&notices, "turn-warning"), once(&games));
    assert_eq!(notices.len(), offers.len() + games.len(), "{notices:?}");
    let again: Vec<Notice> = tick_all().await.into_iter().flatten().collect();
    assert!(again.is_empty(), "{again:?}");

    // The whole limit: every game is lost on time, once.
    env.clock.advance(12 * HOUR);
    let notices: Vec<Notice> = tick_all().await.into_iter().flatten().collect();
    assert_eq!(per_channel(&notices, "lost-on-time"), once(&games));
    assert_eq!(notices.len(), games.len(), "{notices:?}");
    for &channel in &games {
        assert!(!has_game(&processes[2], member(channel, ALICE)).await);
    }
    // Every result counted in the ratings, though the games of the same
    // two players ended at the same moment in three processes.
    let board = processes[0]
        .viewing()
        .leaderboard(actor(CAROL), Variant::Standard, 0)
        .await
        .unwrap()
        .text;
    let counted: i64 = board
        .lines()
        .iter()
        .filter(|m| m.id == "ladder-row")
        .flat_map(|m| [m.get("won"), m.get("lost")])
        .map(|n| match n {
            Some(lyngk::i18n::Arg::Num(n)) => *n,
            other => panic!("a count: {other:?}"),
        })
        .sum();
    assert_eq!(counted, 2 * games.len() as i64, "{board}");
    let again: Vec<Notice> = tick_all().await.into_iter().flatten().collect();
    assert!(again.is_empty(), "{again:?}");
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    an_answer_a_stopped_process_left_is_played_once_by_another_process
);
async fn an_answer_a_stopped_process_left_is_played_once_by_another_process(env: Env) {
    let stopped = env.open().await;
    let mut left = Vec::new();
    for channel in 1..=4 {
        let a = member(channel, user(ALICE.get() + channel));
        let due = computer_due(&stopped, a, Level::Easy).await;
        left.push((a, history(&stopped, a).await));
        // The process stops before answering.
        drop(due);
    }
    stopped.close().await;
    drop(stopped);

    let one = Arc::new(env.open().await);
    let two = Arc::new(env.open().await);
    // Within the grace period the answers are left to the process that
    // made them due.
    let (a, b) = race(
        {
            let one = Arc::clone(&one);
            async move { one.deadlines().tick().await.unwrap() }
        },
        {
            let two = Arc::clone(&two);
            async move { two.deadlines().tick().await.unwrap() }
        },
    )
    .await;
    assert!(a.is_empty() && b.is_empty(), "{a:?} {b:?}");
    env.clock.advance(PENDING_ANSWER_GRACE);
    let (a, b) = race(
        {
            let one = Arc::clone(&one);
            async move { one.deadlines().tick().await.unwrap() }
        },
        {
            let two = Arc::clone(&two);
            async move { two.deadlines().tick().await.unwrap() }
        },
    )
    .await;
    let notices: Vec<Notice> = a.into_iter().chain(b).collect();
    let channels: Vec<ChannelId> = left.iter().map(|(a, _)| a.channel).collect();
    assert_eq!(
        per_channel(&notices, "computer-answers"),
        channels.iter().map(|&c| (c, 1)).collect(),
        "{notices:?}"
    );
    assert_eq!(notices.len(), channels.len(), "{notices:?}");
    for (a, before) in left {
        let after = history(&one, a).await;
        assert!(after.len() > before.len(), "{before} → {after}");
        // The human's turn again, in both processes.
        assert_eq!(position(&one, a).await, position(&two, a).await);
        assert!(!one.autocomplete().movable_stacks(a, None).await.is_empty());
    }
    assert!(one.deadlines().tick().await.unwrap().is_empty());
}

backends!(a_kept_message_taken_by_a_process_that_stops_is_posted_by_another_after_the_lease);
/// A kept message taken by a process that then stops is not lost: it stays
/// kept, leased, and once the lease is over another process takes it, posts
/// it and it is gone; one that fails again is taken at the next try.
async fn a_kept_message_taken_by_a_process_that_stops_is_posted_by_another_after_the_lease(
    env: Env,
) {
    use lyngk::service::{KEPT_POST_LEASE, KeptPost};
    let one = env.open().await;
    let two = env.open().await;
    let kept = KeptPost {
        id: None,
        channel: CHANNEL,
        game: None,
        revision: None,
        content: "a challenge expired".to_owned(),
        mentions: vec![ALICE],
        accent: None,
        image: None,
        playable: false,
        for_interaction: false,
    };
    one.kept().keep(&kept).await.unwrap();
    let taken = one.kept().take(Some(CHANNEL)).await.unwrap();
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].content, kept.content);
    // The first process stops before posting it.
    drop(one);
    assert!(
        two.kept().take(None).await.unwrap().is_empty(),
        "leased to the process that took it"
    );
    env.clock
        .advance(KEPT_POST_LEASE + Duration::from_millis(1));
    let again = two.kept().take(None).await.unwrap();
    assert_eq!(again.len(), 1, "taken over after the lease");
    assert_eq!(
        (again[0].content.as_str(), again[0].mentions.as_slice()),
        ("a challenge expired", [ALICE].as_slice())
    );
    // Its post fails: the next try takes it at once.
    two.kept().failed(again[0].id.unwrap()).await.unwrap();
    let retry = two.kept().take(Some(CHANNEL)).await.unwrap();
    assert_eq!(retry.len(), 1, "freed by the failure");
    // Posted: gone, even after another lease.
    two.kept().done(retry[0].id.unwrap()).await.unwrap();
    env.clock
        .advance(KEPT_POST_LEASE + Duration::from_millis(1));
    assert!(two.kept().take(None).await.unwrap().is_empty());
}

/// Holds the first job its hook sees once armed (until opened), and
/// reports every job it sees then.
#[derive(Default)]
struct Hold {
    armed: std::sync::atomic::AtomicBool,
    seen: std::sync::atomic::AtomicUsize,
    gate: Gate,
}

impl Hold {
    /// The pool hook: a job starts.
    fn starts(&self, started: &mpsc::UnboundedSender<usize>) {
        use std::sync::atomic::Ordering;
        if !self.armed.load(Ordering::SeqCst) {
            return;
        }
        let n = self.seen.fetch_add(1, Ordering::SeqCst);
        let _ = started.send(n);
        if n == 0 {
            self.gate.wait();
        }
    }

    fn arm(&self) {
        self.armed.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    fn seen(&self) -> usize {
        self.seen.load(std::sync::atomic::Ordering::SeqCst)
    }
}

/// Waits (within [`PROMPT`]) until the pool's queues hold `searches` and
/// `pictures` jobs.
async fn queued(svc: &Service, searches: usize, pictures: usize) {
    prompt("the queues", async {
        loop {
            let live = svc.live_metrics().await;
            if (live.search_queue, live.picture_queue) == (searches, pictures) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(2)).await;
        }
    })
    .await;
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    many_members_reviewing_and_exploring_hold_up_no_game
);
/// Reviews and explorations are the members' private work on the CPU
/// pool: 32 members stepping through a game's review and asking an
/// exploration's Best turn at once, their pictures and searches held in
/// the pool (the first of each drawing or searching, the others queued),
/// hold up neither a move in another channel (its picture is drawn on the
/// picture lane's other thread, before the queued ones) nor the
/// computer's answer in a third (searched before the queued Best turns).
/// A member who asks for Best turn again while theirs waits is told the
/// computer is already thinking for them, and nothing more is queued.
async fn many_members_reviewing_and_exploring_hold_up_no_game(env: Env) {
    const MEMBERS: u64 = 32;
    let searching = Arc::new(Hold::default());
    let drawing = Arc::new(Hold::default());
    let (search_tx, mut searches) = mpsc::unbounded_channel();
    let (picture_tx, mut pictures) = mpsc::unbounded_channel();
    let options = ServiceOptions {
        pool: PoolConfig {
            search_threads: 2,
            picture_threads: 2,
            before_search: Some(Arc::new({
                let searching = Arc::clone(&searching);
                move || searching.starts(&search_tx)
            })),
            before_private_picture: Some(Arc::new({
                let drawing = Arc::clone(&drawing);
                move || drawing.starts(&picture_tx)
            })),
            ..PoolConfig::default()
        },
    };
    let svc = Arc::new(
        Service::open_with(&env.url(), env.clock.clone(), options)
            .await
            .unwrap(),
    );

    // A game played in channel 10 and resigned.
    let players = human_game(&svc, member(10, ALICE), BOB).await;
    for k in 0..4 {
        let a = member(10, players[k % 2]);
        let m = first_move(&position(&svc, a).await);
        svc.turns().play_move(a, None, &m).await.unwrap();
    }
    let loser = member(10, players[0]);
    let asked = svc.endings().resign_prompt(loser).await.unwrap();
    let Button::Resign { game } = asked.buttons[0] else {
        panic!("a Resign button: {:?}", asked.buttons)
    };
    svc.endings().confirm_resign(loser, game).await.unwrap();

    // Every member opens its review and an exploration from its start.
    let mut crowd = Vec::new();
    for n in 0..MEMBERS {
        let a = member(10, user(1000 + n));
        let review = svc
            .review()
            .open(a, lyngk::service::GameChoice::Channel, None)
            .await
            .unwrap();
        let on = review
            .buttons
            .iter()
            .find_map(|b| match b {
                Button::ReviewOn { to } => Some(*to),
                _ => None,
            })
            .expect("a step on");
        let at = review
            .buttons
            .iter()
            .find_map(|b| match b {
                Button::ReviewExplore { to } => Some(*to),
                _ => None,
            })
            .expect("an Explore button");
        let explored = svc.review().explore(a, at).await.unwrap();
        let best = explored
            .buttons
            .iter()
            .find_map(|b| match b {
                Button::ExploreBest { board } => Some(*board),
                _ => None,
            })
            .expect("a Best turn button");
        crowd.push((a, on, best));
    }

    // All at once: every member steps on and asks for Best turn. One
    // picture draws and one search runs, held; the others queue.
    searching.arm();
    drawing.arm();
    let mut steps = Vec::new();
    let mut bests = Vec::new();
    for &(a, on, best) in &crowd {
        let s = Arc::clone(&svc);
        steps.push(tokio::spawn(async move { s.review().step(a, on).await }));
        let s = Arc::clone(&svc);
        bests.push(tokio::spawn(async move {
            s.boards().explore_best(a, best).await
        }));
    }
    prompt("a review's picture", pictures.recv()).await;
    prompt("a Best turn's search", searches.recv()).await;
    let crowded = usize::try_from(MEMBERS - 1).unwrap();
    queued(&svc, crowded, crowded).await;

    // Meanwhile Carol and Dan start a game in channel 20 and play it: each
    // action's picture is drawn at once.
    let users = prompt(
        "a challenge and its acceptance",
        human_game(&svc, member(20, CAROL), user(77)),
    )
    .await;
    for k in 0..4 {
        let a = member(20, users[k % 2]);
        let m = first_move(&position(&svc, a).await);
        let moved = prompt("a move", svc.turns().play_move(a, None, &m)).await;
        let moved = moved.unwrap();
        assert!(moved.image.is_some(), "the move's picture is drawn");
    }
    // And the computer answers Erin in channel 30 before the Best turns
    // queued.
    let due = prompt(
        "a game against the computer",
        computer_due(&svc, member(30, user(78)), Level::Easy),
    )
    .await;
    let answer = prompt("the computer's answer", svc.computer().answer(due))
        .await
        .unwrap()
        .expect("an answer");
    assert!(answer.text.has("computer-answers"), "{}", answer.text);

    // A member asking again, whether their search runs or waits, is told
    // it is already thinking, and no second search is queued.
    for &(a, _, best) in &crowd[..3] {
        assert_eq!(
            user_err_id(svc.boards().explore_best(a, best).await),
            "explore-thinking"
        );
    }
    queued(&svc, crowded, crowded).await;
    assert!(
        steps.iter().chain(&bests).all(|t| !t.is_finished()),
        "the members' work was held all along"
    );
    assert_eq!(drawing.seen(), 1, "no other review picture drawn meanwhile");
    assert!(
        searching.seen() >= 2,
        "the computer's answer searched meanwhile"
    );

    // Released, every member gets their step and their best turn.
    searching.gate.open();
    drawing.gate.open();
    for step in steps {
        let r = prompt("a review's step", step).await.unwrap().unwrap();
        let head = r.text.find("review-head").expect("a review");
        assert_eq!(head.get("turn"), Some(&lyngk::i18n::Arg::Num(1)));
        assert!(r.ephemeral && r.mentions.is_empty());
    }
    for best in bests {
        let r = prompt("a Best turn", best).await.unwrap().unwrap();
        assert!(r.text.has("explore-best"), "{}", r.text);
        assert!(r.ephemeral && r.mentions.is_empty());
    }
}
