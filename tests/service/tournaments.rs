//! Tournaments through the service, on every database: two processes ending
//! the last games of a round at the same moment see its end once, and two
//! processes pairing it at once write it once; a round a stopped process
//! left unpaired is paired by the turn clock;
//! a whole Swiss with a bye, a loss on time and a player leaving, its
//! standings and the winner; bad input refused with nothing changed; the
//! games a stopped process left unstarted taken over by another process's
//! turn clock once their lease is over.

use std::time::Duration;

use crate::service_env::*;
use lyngk::engine::Variant;
use lyngk::ids::{ChannelId, TournamentId, UserId};
use lyngk::service::{
    Actor, AskedFormat, Effect, GamesToStart, PairingStart, Progress, Reply, Service, ServiceError,
    TournamentSpec,
};

const DAVE: UserId = UserId::new(100_000_000_000_000_044);
const ERIN: UserId = UserId::new(100_000_000_000_000_055);
const THREADS: u64 = 910_000_000_000_000_000;

const fn user(n: u64) -> UserId {
    UserId::new(n)
}

/// Game thread `n` (from 1).
const fn thread(n: u64) -> ChannelId {
    ChannelId::new(THREADS + n)
}

/// The channel `n` after the test channel.
const fn channel_after(n: u64) -> ChannelId {
    ChannelId::new(CHANNEL.get() + n)
}

fn admin_in(channel: ChannelId) -> Actor {
    Actor {
        admin: true,
        ..Actor::member(Some(GUILD), channel, ALICE)
    }
}

fn member_in(channel: ChannelId, user: UserId) -> Actor {
    Actor::member(Some(GUILD), channel, user)
}

fn swiss(name: &str, rounds: u32) -> TournamentSpec {
    TournamentSpec {
        name: name.to_owned(),
        format: AskedFormat::Swiss {
            rounds: Some(rounds),
        },
        variant: Variant::Standard,
        turn_limit: Duration::from_secs(3600),
        signup: None,
        in_thread: false,
        max_players: None,
    }
}

/// What a reply asks to be done about tournaments.
#[derive(Default, Debug)]
struct Done {
    announced: Option<TournamentId>,
    /// The tournaments whose next round is due, to pair after the answer.
    due: Vec<TournamentId>,
    progress: Vec<Progress>,
    starts: Vec<PairingStart>,
}

impl Done {
    fn add(&mut self, effects: &[Effect]) {
        for e in effects {
            match e {
                Effect::RecordAnnouncement { tournament } => self.announced = Some(*tournament),
                Effect::PairRound(spot) => self.due.push(spot.tournament),
                Effect::Tournament(p) => self.progress.push(*p),
                Effect::StartGames(GamesToStart { games, .. }) => {
                    self.starts.extend(games.clone());
                }
                _ => {}
            }
        }
    }
}

/// What a reply asks, its rounds not paired yet.
fn done(reply: &mut Reply) -> Done {
    let mut d = Done::default();
    d.add(reply.take_effects().as_slice());
    d
}

/// What a reply asks, with the rounds it hands on paired by `svc` as the
/// front end does after the answer, their effects added.
async fn settle(svc: &Service, reply: &mut Reply) -> Done {
    let d = done(reply);
    paired(svc, d).await
}

/// `d` with its due rounds paired by `svc`.
async fn paired(svc: &Service, mut d: Done) -> Done {
    for id in std::mem::take(&mut d.due) {
        let effects = svc.tournaments().pair_round(id).await.unwrap();
        d.add(effects.as_slice());
    }
    d
}

fn user_err(r: Result<Reply, ServiceError>) -> String {
    match r {
        Err(ServiceError::User(m)) => m.id.to_owned(),
        Err(e) => panic!("expected a user error, got {e}"),
        Ok(r) => panic!("expected a user error, got {:?}", r.text),
    }
}

/// Starts each game in a thread of its own; returns (thread, pairing).
async fn start_games(
    svc: &Service,
    starts: &[PairingStart],
    next: &mut u64,
) -> Vec<(ChannelId, PairingStart)> {
    let mut out = Vec::new();
    for p in starts {
        *next += 1;
        let thread = thread(*next);
        let start = svc
            .tournaments()
            .start_pairing(p.pairing, thread)
            .await
            .unwrap()
            .expect("the game starts");
        assert_eq!(start.mentions, vec![p.first, p.second], "both are pinged");
        // Started once only.
        assert!(
            svc.tournaments()
                .start_pairing(p.pairing, ChannelId::new(thread.get() + 1000))
                .await
                .unwrap()
                .is_none()
        );
        out.push((thread, p.clone()));
    }
    out
}

/// A two-round Swiss named `name` in `channel`, created and started by
/// `svc` and joined by Alice, Bob, Carol and Dave through `joiner` (`svc`
/// or another process), its first round paired as the front end does:
/// its id and what round one asks.
async fn four_player_swiss(
    svc: &Service,
    joiner: &Service,
    channel: ChannelId,
    name: &str,
) -> (TournamentId, Done) {
    let mut created = svc
        .tournaments()
        .create(admin_in(channel), swiss(name, 2))
        .await
        .unwrap();
    let id = done(&mut created).announced.expect("an announcement");
    for user in [ALICE, BOB, CAROL, DAVE] {
        joiner
            .tournaments()
            .join(member_in(channel, user), Some(id))
            .await
            .unwrap();
    }
    let mut started = svc.tournaments().start(admin_in(channel)).await.unwrap();
    (id, settle(svc, &mut started).await)
}

/// The number of stored rounds of `tournament` (an update that changes
/// nothing, counted).
async fn rounds_stored(env: &Env, tournament: TournamentId) -> u64 {
    env.execute(
        "UPDATE tournament_rounds SET started_at = started_at WHERE tournament_id = $1",
        &[tournament.get()],
    )
    .await
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    two_processes_ending_the_last_games_of_a_round_at_once_pair_the_next_round_once
);
async fn two_processes_ending_the_last_games_of_a_round_at_once_pair_the_next_round_once(env: Env) {
    let one = std::sync::Arc::new(env.open().await);
    let two = std::sync::Arc::new(env.open().await);
    let mut next = 0;
    for attempt in 0..6u64 {
        let channel = channel_after(attempt);
        let (id, round1) = four_player_swiss(&one, &two, channel, &format!("Race {attempt}")).await;
        assert_eq!(round1.starts.len(), 2, "four players: two games");
        let games = start_games(&one, &round1.starts, &mut next).await;
        // The two games end at the same moment, one on each process.
        let (t1, p1) = games[0].clone();
        let (t2, p2) = games[1].clone();
        let (a, b) = (one.clone(), two.clone());
        let left = tokio::spawn(async move { a.endings().resign(member_in(t1, p1.first)).await });
        let right = tokio::spawn(async move { b.endings().resign(member_in(t2, p2.second)).await });
        let (l, r) = tokio::join!(left, right);
        let (mut l, mut r) = (l.unwrap().unwrap(), r.unwrap().unwrap());
        let (l, r) = (done(&mut l), done(&mut r));
        // The second to record its result saw the round over, and hands on
        // its pairing; the first saw a game still on.
        assert_eq!(
            [l.due.as_slice(), r.due.as_slice()].concat(),
            [id],
            "{} attempt {attempt}: the round's end seen once",
            env.db.url()
        );
        // Both processes pair it at once (the turn clock of one, the
        // game's end on the other): one writes it.
        let (a, b) = (one.clone(), two.clone());
        let due = move || Done {
            due: vec![id],
            ..Done::default()
        };
        let (lp, rp) = tokio::join!(
            tokio::spawn(async move { paired(&a, due()).await }),
            tokio::spawn(async move { paired(&b, due()).await })
        );
        let (l, r) = (lp.unwrap(), rp.unwrap());
        let paired: Vec<&Progress> = l
            .progress
            .iter()
            .chain(&r.progress)
            .filter(|p| p.started == Some(2))
            .collect();
        assert_eq!(
            paired.len(),
            1,
            "{} attempt {attempt}: round 2 paired exactly once ({l:?} / {r:?})",
            env.db.url()
        );
        assert_eq!(paired[0].ended, Some(1));
        assert_eq!(l.starts.len() + r.starts.len(), 2, "its two games, once");
        assert_eq!(rounds_stored(&env, id).await, 2);
        // Round 2's games: nobody meets the same opponent again.
        let round2: Vec<PairingStart> = l.starts.into_iter().chain(r.starts).collect();
        for p in &round2 {
            for (_, q) in &games {
                let same = [p.first, p.second] == [q.first, q.second]
                    || [p.first, p.second] == [q.second, q.first];
                assert!(!same, "a repeated pairing: {p:?}");
            }
        }
        // A restart: a new process pairs nothing more.
        let three = env.open().await;
        assert!(three.deadlines().tick().await.unwrap().is_empty());
        assert_eq!(rounds_stored(&env, id).await, 2);
    }
}

/// Plays the game in `thread` to its end by resigning for the player who
/// should lose.
async fn lose(svc: &Service, thread: ChannelId, loser: UserId) -> Done {
    let mut r = svc
        .endings()
        .resign(member_in(thread, loser))
        .await
        .unwrap();
    settle(svc, &mut r).await
}

backends!(a_five_player_swiss_with_a_bye_a_loss_on_time_and_a_player_leaving);
async fn a_five_player_swiss_with_a_bye_a_loss_on_time_and_a_player_leaving(env: Env) {
    let svc = env.open().await;
    let mut next = 0;
    let ch = CHANNEL;
    // Bad input changes nothing.
    let plain = Actor::member(Some(GUILD), ch, BOB);
    assert_eq!(
        user_err(svc.tournaments().create(plain, swiss("X", 3)).await),
        "tournament-admins-only"
    );
    let mut no_rounds = swiss("X", 3);
    no_rounds.format = AskedFormat::Swiss { rounds: None };
    assert_eq!(
        user_err(svc.tournaments().create(admin_in(ch), no_rounds).await),
        "tournament-rounds-needed"
    );
    assert_eq!(
        user_err(svc.tournaments().create(admin_in(ch), swiss("  ", 3)).await),
        "tournament-name-invalid"
    );
    let mut in_thread = swiss("X", 3);
    in_thread.in_thread = true;
    assert_eq!(
        user_err(svc.tournaments().create(admin_in(ch), in_thread).await),
        "tournament-in-thread"
    );
    assert_eq!(
        user_err(svc.tournaments().standings(plain).await),
        "tournament-none"
    );
    let mut created = svc
        .tournaments()
        .create(admin_in(ch), swiss("Evening", 3))
        .await
        .unwrap();
    let id = done(&mut created).announced.unwrap();
    assert_eq!(
        user_err(
            svc.tournaments()
                .create(admin_in(ch), swiss("Again", 3))
                .await
        ),
        "tournament-channel-taken"
    );
    for user in [ALICE, BOB, CAROL, DAVE] {
        svc.tournaments()
            .join(member_in(ch, user), None)
            .await
            .unwrap();
    }
    assert_eq!(
        user_err(svc.tournaments().join(member_in(ch, BOB), None).await),
        "tournament-already-joined"
    );
    // Four players can't play three repeat-free rounds.
    assert_eq!(
        user_err(svc.tournaments().start(admin_in(ch)).await),
        "tournament-too-few-for-rounds"
    );
    svc.tournaments()
        .join(member_in(ch, ERIN), None)
        .await
        .unwrap();
    let mut started = svc.tournaments().start(admin_in(ch)).await.unwrap();
    assert_eq!(started.text.0[0].id, "tournament-started");
    assert_eq!(
        user_err(svc.tournaments().join(member_in(ch, user(77)), None).await),
        "tournament-signup-closed"
    );
    let round1 = settle(&svc, &mut started).await;
    assert_eq!(round1.starts.len(), 2, "five players: two games and a bye");
    let games = start_games(&svc, &round1.starts, &mut next).await;
    // Takebacks are refused in tournament games; abort too.
    let (t, p) = &games[0];
    let pos = svc
        .viewing()
        .board(member_in(*t, p.first))
        .await
        .unwrap()
        .position
        .unwrap();
    svc.turns()
        .play_move(member_in(*t, p.first), None, &first_move(&pos))
        .await
        .unwrap();
    assert_eq!(
        user_err(svc.takebacks().request(member_in(*t, p.first), None).await),
        "tournament-takebacks-off"
    );
    let moderator = Actor {
        moderator: true,
        ..member_in(*t, ERIN)
    };
    assert_eq!(
        user_err(svc.endings().abort(moderator).await),
        "tournament-abort-refused"
    );
    // Game 2 is resigned; game 1's second player (to move now) loses
    // on time after the tournament's hour, which ends round 1.
    let after_resign = lose(&svc, games[1].0, games[1].1.first).await;
    assert!(after_resign.progress.is_empty(), "game 1 is still on");
    env.clock.advance(HOUR + Duration::from_millis(1000));
    let notices = svc.deadlines().tick().await.unwrap();
    let mut on_time: Vec<_> = notices
        .into_iter()
        .filter(|n| n.channel == games[0].0)
        .collect();
    assert_eq!(on_time.len(), 1, "the loss on time is announced");
    let mut round2 = settle(&svc, &mut on_time[0].reply).await;
    assert_eq!(round2.progress.len(), 1);
    assert_eq!(round2.progress[0].ended, Some(1));
    assert_eq!(round2.progress[0].started, Some(2));
    assert!(
        svc.deadlines().tick().await.unwrap().is_empty(),
        "once only"
    );
    let r2 = start_games(&svc, &std::mem::take(&mut round2.starts), &mut next).await;
    assert_eq!(r2.len(), 2);
    // A player leaves in round 2: their game is lost by forfeit.
    let (t, p) = r2[0].clone();
    let mut left = svc
        .tournaments()
        .leave(member_in(ch, p.second), None)
        .await
        .unwrap();
    assert!(
        left.text.0.iter().any(|m| m.id == "tournament-forfeit"),
        "{:?}",
        left.text
    );
    let left_effects = settle(&svc, &mut left).await;
    assert!(
        left_effects.progress.is_empty(),
        "round 2 still has a game on"
    );
    assert_eq!(
        user_err(svc.endings().resign(member_in(t, p.first)).await),
        "no-game",
        "the forfeited game is over"
    );
    let mut round3 = lose(&svc, r2[1].0, r2[1].1.second).await;
    assert_eq!(round3.progress[0].started, Some(3));
    // Four players are left: two games, no bye, the leaver unpaired.
    let r3 = start_games(&svc, &std::mem::take(&mut round3.starts), &mut next).await;
    assert_eq!(r3.len(), 2);
    assert!(
        r3.iter()
            .all(|(_, g)| g.first != p.second && g.second != p.second)
    );
    let _ = lose(&svc, r3[0].0, r3[0].1.first).await;
    let last = lose(&svc, r3[1].0, r3[1].1.first).await;
    assert_eq!(last.progress.len(), 1);
    let end = last.progress[0];
    assert!(end.finished && end.ended == Some(3) && end.started.is_none());
    assert!(last.starts.is_empty());
    // The posts: the final standings with the winner.
    let posts = svc.tournaments().posts(&end).await.unwrap();
    assert_eq!(posts.len(), 1);
    let ids: Vec<&str> = posts[0].text.0.iter().map(|m| m.id).collect();
    assert!(ids.contains(&"tournament-winner"), "{ids:?}");
    let standings = posts[0].standings.as_ref().expect("a standings picture");
    assert_eq!(standings.rows.len(), 5, "every entrant has a row");
    let leaver = standings
        .rows
        .iter()
        .find(|s| s.player.user() == p.second)
        .unwrap();
    assert!(leaver.withdrawn);
    // Points: 3 rounds of 2 games, a bye in rounds 1 and 2 (five
    // players), none in round 3 (four left); the leaver's absence
    // scores nothing. Every point is accounted for.
    let total: u32 = standings.rows.iter().map(|s| s.points.halves()).sum();
    assert_eq!(total, 2 * (2 + 2 + 2) + 2 * 2, "six games and two byes");
    // Still viewable after the end; nothing more to start.
    let mut view = svc
        .tournaments()
        .standings(member_in(ch, BOB))
        .await
        .unwrap();
    assert!(view.standings.is_some());
    assert!(done(&mut view).starts.is_empty());
    let png = svc
        .tournaments()
        .standings_png(
            standings,
            (0..5).map(|i| format!("P{i}")).collect(),
            std::array::from_fn(|i| format!("L{i}")),
            "caption".to_owned(),
        )
        .await
        .expect("a picture");
    let img = image::load_from_memory(&png.bytes).expect("a PNG");
    assert_eq!(img.width(), lyngk::render::STANDINGS_WIDTH);
    assert_eq!(img.height(), lyngk::render::standings_height(5));
    assert_eq!(rounds_stored(&env, id).await, 3);
    // A new tournament may now be made in the channel.
    svc.tournaments()
        .create(admin_in(ch), swiss("Next", 1))
        .await
        .unwrap();
}

backends!(a_round_robin_of_three_paused_between_rounds_meets_every_pair_once);
async fn a_round_robin_of_three_paused_between_rounds_meets_every_pair_once(env: Env) {
    let svc = env.open().await;
    let mut next = 0;
    let ch = CHANNEL;
    let spec = TournamentSpec {
        name: "League".to_owned(),
        format: AskedFormat::RoundRobin { rounds: None },
        variant: Variant::Standard,
        turn_limit: Duration::from_secs(3600),
        signup: None,
        in_thread: false,
        max_players: None,
    };
    let mut created = svc.tournaments().create(admin_in(ch), spec).await.unwrap();
    let id = done(&mut created).announced.unwrap();
    for user in [ALICE, BOB, CAROL] {
        svc.tournaments()
            .join(member_in(ch, user), None)
            .await
            .unwrap();
    }
    assert_eq!(
        user_err(svc.tournaments().pause(admin_in(ch)).await),
        "tournament-not-running",
        "nothing to pause before the start"
    );
    let mut started = svc.tournaments().start(admin_in(ch)).await.unwrap();
    let mut round = settle(&svc, &mut started).await;
    let mut met = std::collections::BTreeSet::new();
    // Three players: three rounds of one game, each sitting out once.
    for r in 1..=3 {
        assert_eq!(round.starts.len(), 1, "round {r}: one game, one sits out");
        let games = start_games(&svc, &round.starts, &mut next).await;
        let (t, p) = games[0].clone();
        let pair = (p.first.min(p.second), p.first.max(p.second));
        assert!(met.insert(pair), "round {r} repeats {pair:?}");
        if r == 1 {
            // Paused during round 1: its end pairs nothing.
            svc.tournaments().pause(admin_in(ch)).await.unwrap();
            assert_eq!(
                user_err(svc.tournaments().pause(admin_in(ch)).await),
                "tournament-not-running"
            );
            let ended = lose(&svc, t, p.first).await;
            assert!(ended.starts.is_empty(), "{ended:?}");
            assert!(
                ended.progress.iter().all(|p| p.started.is_none()),
                "{ended:?}"
            );
            assert_eq!(rounds_stored(&env, id).await, 1);
            assert!(
                svc.deadlines().tick().await.unwrap().is_empty(),
                "nor does the clock"
            );
            assert_eq!(rounds_stored(&env, id).await, 1);
            // Resumed: round 2 follows at once.
            let mut resumed = svc.tournaments().resume(admin_in(ch)).await.unwrap();
            round = settle(&svc, &mut resumed).await;
            assert_eq!(round.progress[0].started, Some(2));
            assert_eq!(rounds_stored(&env, id).await, 2);
            assert_eq!(
                user_err(svc.tournaments().resume(admin_in(ch)).await),
                "tournament-not-paused"
            );
        } else {
            round = lose(&svc, t, p.first).await;
        }
    }
    assert_eq!(met.len(), 3, "every pair met once");
    let end = round.progress.last().copied().expect("the end");
    assert!(end.finished && end.ended == Some(3), "{end:?}");
    assert!(round.starts.is_empty());
    assert_eq!(rounds_stored(&env, id).await, 3);
    // Three games decided: three points, two games each, no Buchholz.
    let posts = svc.tournaments().posts(&end).await.unwrap();
    let standings = posts[0].standings.as_ref().expect("the standings");
    assert_eq!(standings.rows.len(), 3);
    let total: u32 = standings.rows.iter().map(|s| s.points.halves()).sum();
    assert_eq!(total, 6);
    for s in &standings.rows {
        assert_eq!(s.played, 2, "{s:?}");
        assert_eq!(s.buchholz, None, "no Buchholz in a round robin");
    }
}

backends!(games_a_stopped_process_left_unstarted_are_started_by_another_process_after_the_lease);
/// The games of a round whose start a stopped process left undone: another
/// process's turn clock leaves them alone while the lease runs, then takes
/// them over once, and each starts once.
async fn games_a_stopped_process_left_unstarted_are_started_by_another_process_after_the_lease(
    env: Env,
) {
    let one = env.open().await;
    let two = env.open().await;
    let ch = CHANNEL;
    let (_, round1) = four_player_swiss(&one, &one, ch, "Night").await;
    let mut left = round1.starts;
    assert_eq!(left.len(), 2, "four players: two games");
    // The first process stops here, before making the games' threads.
    drop(one);
    env.clock.advance(Duration::from_millis(30_000));
    assert!(
        starts_in(&two, ch, &mut two.deadlines().tick().await.unwrap())
            .await
            .is_empty(),
        "within the lease the games are left to their process"
    );
    env.clock.advance(Duration::from_millis(31_000));
    let mut notices = two.deadlines().tick().await.unwrap();
    assert_eq!(notices.len(), 1, "one notice for the tournament");
    assert_eq!(notices[0].reply.text.lines()[0].id, "tournament-resuming");
    let mut taken = starts_in(&two, ch, &mut notices).await;
    taken.sort_by_key(|p| p.pairing);
    left.sort_by_key(|p| p.pairing);
    assert_eq!(taken, left, "the same games, taken over");
    assert!(
        starts_in(&two, ch, &mut two.deadlines().tick().await.unwrap())
            .await
            .is_empty(),
        "taken once"
    );
    let mut next = 0;
    let games = start_games(&two, &taken, &mut next).await;
    assert_eq!(games.len(), 2);
    env.clock.advance(Duration::from_millis(61_000));
    assert!(
        starts_in(&two, ch, &mut two.deadlines().tick().await.unwrap())
            .await
            .is_empty(),
        "a started game is not taken again"
    );
}

/// The games the turn clock's `notices` start (each told in channel `ch`),
/// their rounds paired by `svc` first.
async fn starts_in(
    svc: &Service,
    ch: ChannelId,
    notices: &mut [lyngk::service::Notice],
) -> Vec<PairingStart> {
    let mut starts = Vec::new();
    for n in notices {
        assert_eq!(n.channel, ch, "told in the tournament's channel");
        starts.extend(settle(svc, &mut n.reply).await.starts);
    }
    starts
}

backends!(a_round_left_unpaired_by_a_stopped_process_is_paired_by_the_turn_clock_once);
/// A process that stops between the commit of a round's last game and the
/// round's pairing loses nothing: the turn clock of another process (or of
/// the same one, started again) pairs the next round, once; while a
/// process has the pairing in hand, its own clock leaves it alone.
async fn a_round_left_unpaired_by_a_stopped_process_is_paired_by_the_turn_clock_once(env: Env) {
    let one = env.open().await;
    let ch = CHANNEL;
    let (id, round1) = four_player_swiss(&one, &one, ch, "Dawn").await;
    let mut next = 0;
    let games = start_games(&one, &round1.starts, &mut next).await;
    let first = lose(&one, games[0].0, games[0].1.first).await;
    assert!(first.due.is_empty() && first.progress.is_empty());
    // The round's last game ends; its pairing is handed on...
    let mut last = one
        .endings()
        .resign(member_in(games[1].0, games[1].1.first))
        .await
        .unwrap();
    let last = done(&mut last);
    assert_eq!(last.due, [id]);
    assert!(
        last.progress.is_empty(),
        "nothing paired in the game's transaction"
    );
    assert_eq!(rounds_stored(&env, id).await, 1);
    // ...and this process's own clock leaves it to that pairing.
    assert!(one.deadlines().tick().await.unwrap().is_empty());
    // The process stops before pairing it. Another one's clock pairs it.
    drop(one);
    let two = env.open().await;
    let mut notices = two.deadlines().tick().await.unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].channel, ch);
    assert_eq!(
        notices[0].reply.text.lines()[0].id,
        "tournament-carrying-on"
    );
    let round2 = settle(&two, &mut notices[0].reply).await;
    assert_eq!(round2.progress.len(), 1);
    assert_eq!(round2.progress[0].ended, Some(1));
    assert_eq!(round2.progress[0].started, Some(2));
    assert_eq!(round2.starts.len(), 2, "round 2's two games");
    assert_eq!(rounds_stored(&env, id).await, 2);
    // Once.
    assert!(two.deadlines().tick().await.unwrap().is_empty());
    let again = two.tournaments().pair_round(id).await.unwrap();
    assert!(again.as_slice().is_empty(), "{again:?}");
    assert_eq!(rounds_stored(&env, id).await, 2);
}

/// The points of each player in `standings`, by user.
fn points_of(reply: &Reply) -> std::collections::BTreeMap<UserId, u32> {
    reply
        .standings
        .as_ref()
        .expect("a standings table")
        .rows
        .iter()
        .map(|s| (s.player.user(), s.points.halves()))
        .collect()
}

/// The round the standings head of `reply` says they are after.
fn labelled_round(reply: &Reply) -> i64 {
    let head = reply
        .text
        .0
        .iter()
        .find(|m| m.id == "tournament-standings-head" || m.id == "tournament-standings-final")
        .expect("a standings head");
    match head.get("round") {
        Some(lyngk::i18n::Arg::Num(n)) => *n,
        // The final standings name the number of rounds.
        _ => match head.get("total") {
            Some(lyngk::i18n::Arg::Num(n)) => *n,
            other => panic!("a round in the head: {other:?}"),
        },
    }
}

backends!(standings_after_round_n_count_rounds_one_to_n_only);
/// After each round of a five-player Swiss (a bye every round), the
/// standings labelled "after round N", in the round's closing post and in
/// `/lyngk tournament standings` until the next round ends, count rounds
/// 1…N only: the next round's bye, decided when it is paired in the same
/// step, counts with that round.
async fn standings_after_round_n_count_rounds_one_to_n_only(env: Env) {
    let svc = env.open().await;
    let ch = CHANNEL;
    let mut next = 0;
    let players = [ALICE, BOB, CAROL, DAVE, ERIN];
    let mut created = svc
        .tournaments()
        .create(admin_in(ch), swiss("Label", 3))
        .await
        .unwrap();
    done(&mut created);
    for user in players {
        svc.tournaments()
            .join(member_in(ch, user), None)
            .await
            .unwrap();
    }
    let mut started = svc.tournaments().start(admin_in(ch)).await.unwrap();
    let mut starts = settle(&svc, &mut started).await.starts;
    // Each player's points from the rounds played so far, counted here:
    // a win or a bye is a point (two halves).
    let mut expected: std::collections::BTreeMap<UserId, u32> =
        players.iter().map(|&p| (p, 0)).collect();
    for round in 1..=3_i64 {
        assert_eq!(starts.len(), 2, "round {round}: two games and a bye");
        let games = start_games(&svc, &starts, &mut next).await;
        let playing: Vec<UserId> = starts.iter().flat_map(|p| [p.first, p.second]).collect();
        let bye = players
            .into_iter()
            .find(|p| !playing.contains(p))
            .expect("one player sits out");
        // The first player of each game gives up: the second wins.
        let mut progress = Vec::new();
        let mut next_starts = Vec::new();
        for (thread, p) in &games {
            let d = lose(&svc, *thread, p.first).await;
            progress.extend(d.progress);
            next_starts.extend(d.starts);
            *expected.get_mut(&p.second).unwrap() += 2;
        }
        *expected.get_mut(&bye).unwrap() += 2;
        let [p] = progress.as_slice() else {
            panic!("round {round}: the last game ends the round once: {progress:?}");
        };
        assert_eq!(p.ended, Some(round));
        let posts = svc.tournaments().posts(p).await.unwrap();
        let closing = &posts[0];
        assert_eq!(labelled_round(closing), round, "the closing post's label");
        assert_eq!(
            points_of(closing),
            expected,
            "round {round}'s closing post counts rounds 1..={round} only"
        );
        let asked = svc
            .tournaments()
            .standings(member_in(ch, ALICE))
            .await
            .unwrap();
        assert_eq!(labelled_round(&asked), round, "/standings' label");
        assert_eq!(
            points_of(&asked),
            expected,
            "/standings after round {round} counts rounds 1..={round} only"
        );
        if round < 3 {
            assert_eq!(p.started, Some(round + 1), "the next round is paired");
            starts = next_starts;
        } else {
            assert!(p.finished, "three rounds: over");
        }
    }
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    a_cap_on_entrants_refuses_the_one_too_many_and_the_last_place_goes_once
);
async fn a_cap_on_entrants_refuses_the_one_too_many_and_the_last_place_goes_once(env: Env) {
    let svc = std::sync::Arc::new(env.open().await);
    let ch = CHANNEL;
    for bad in [0, 1, 1025] {
        let mut spec = swiss("Capped", 1);
        spec.max_players = Some(bad);
        assert_eq!(
            user_err(svc.tournaments().create(admin_in(ch), spec).await),
            "tournament-cap-invalid",
            "{bad}"
        );
    }
    let mut spec = swiss("Capped", 1);
    spec.max_players = Some(3);
    let created = svc.tournaments().create(admin_in(ch), spec).await.unwrap();
    assert!(
        created.text.has("tournament-cap-line"),
        "{:?}",
        created.text
    );
    for user in [ALICE, BOB] {
        svc.tournaments()
            .join(member_in(ch, user), None)
            .await
            .unwrap();
    }
    // Two members press Join at once for the last place: one gets it.
    let (a, b) = (std::sync::Arc::clone(&svc), std::sync::Arc::clone(&svc));
    let (first, second) = tokio::join!(
        async move { a.tournaments().join(member_in(ch, CAROL), None).await },
        async move { b.tournaments().join(member_in(ch, DAVE), None).await },
    );
    let (won, lost) = if first.is_ok() {
        (first, second)
    } else {
        (second, first)
    };
    assert!(won.is_ok());
    assert_eq!(user_err(lost), "tournament-full");
    assert_eq!(
        user_err(svc.tournaments().join(member_in(ch, ERIN), None).await),
        "tournament-full"
    );
    // Someone already in is told so, not that it is full.
    assert_eq!(
        user_err(svc.tournaments().join(member_in(ch, BOB), None).await),
        "tournament-already-joined"
    );
    // A place freed by a leaver can be taken again.
    svc.tournaments()
        .leave(member_in(ch, BOB), None)
        .await
        .unwrap();
    svc.tournaments()
        .join(member_in(ch, ERIN), None)
        .await
        .unwrap();
    let started = svc.tournaments().start(admin_in(ch)).await.unwrap();
    let msg = &started.text.0[0];
    assert_eq!(msg.id, "tournament-started");
    assert!(
        matches!(msg.get("count"), Some(lyngk::i18n::Arg::Num(3))),
        "three players: {msg:?}"
    );
}

/// The mentions a message's `list` names, in order.
fn listed(msg: &lyngk::i18n::Msg) -> Vec<String> {
    match msg.get("list") {
        Some(lyngk::i18n::Arg::List(items)) => items
            .iter()
            .map(|m| lyngk::i18n::Lang::En.render(m))
            .collect(),
        other => panic!("a list of players: {other:?}"),
    }
}

backends!(a_long_sign_up_list_is_shown_in_pages_each_within_a_message);
async fn a_long_sign_up_list_is_shown_in_pages_each_within_a_message(env: Env) {
    let svc = env.open().await;
    let ch = CHANNEL;
    let created = svc
        .tournaments()
        .create(admin_in(ch), swiss("Crowd", 2))
        .await
        .unwrap();
    let Some(&lyngk::service::Button::JoinTournament { tournament }) = created.buttons.first()
    else {
        panic!("a Join button: {:?}", created.buttons);
    };
    // Ids of the longest Discord writes (19 digits), 120 of them.
    let players: Vec<UserId> = (0..120).map(|i| user(u64::MAX - 1_000 + i)).collect();
    for &p in &players {
        svc.tournaments()
            .join(member_in(ch, p), None)
            .await
            .unwrap();
    }
    let mention = |u: UserId| format!("<@{u}>");
    // The first page comes with the standings command; the others with the
    // buttons, each pointing to the pages around it.
    let mut seen = Vec::new();
    let mut reply = svc
        .tournaments()
        .standings(member_in(ch, BOB))
        .await
        .unwrap();
    let mut page = 0;
    loop {
        assert!(reply.ephemeral, "for the caller only");
        let list = reply.text.0.last().unwrap();
        assert_eq!(list.id, "tournament-entrants-page", "{list:?}");
        assert!(
            matches!(list.get("count"), Some(lyngk::i18n::Arg::Num(120))),
            "{list:?}"
        );
        for lang in lyngk::i18n::Lang::ALL {
            let shown = lang.render_text(&reply.text);
            assert!(shown.chars().count() <= 2000, "{lang:?}: {}", shown.len());
        }
        seen.extend(listed(list));
        let previous = reply.buttons.iter().find_map(|b| match *b {
            lyngk::service::Button::EntrantsPrevious {
                tournament: t,
                page,
            } => Some((t, page)),
            _ => None,
        });
        let next = reply.buttons.iter().find_map(|b| match *b {
            lyngk::service::Button::EntrantsNext {
                tournament: t,
                page,
            } => Some((t, page)),
            _ => None,
        });
        assert_eq!(previous, (page > 0).then(|| (tournament, page - 1)));
        let Some((t, to)) = next else { break };
        assert_eq!((t, to), (tournament, page + 1));
        page = to;
        reply = svc
            .tournaments()
            .entrants(member_in(ch, BOB), tournament, page)
            .await
            .unwrap();
    }
    assert_eq!(page, 2, "120 players, 50 a page");
    // Every player once, in the order they joined.
    assert_eq!(
        seen,
        players.iter().map(|&u| mention(u)).collect::<Vec<_>>()
    );
    // A page past the last shows the last.
    let last = svc
        .tournaments()
        .entrants(member_in(ch, BOB), tournament, 99)
        .await
        .unwrap();
    assert_eq!(listed(last.text.0.last().unwrap()), seen[100..]);
    // A tournament of another guild is not shown.
    let stranger = Actor::member(Some(lyngk::ids::GuildId::new(GUILD.get() + 1)), ch, BOB);
    assert_eq!(
        user_err(svc.tournaments().entrants(stranger, tournament, 0).await),
        "tournament-none"
    );
}
