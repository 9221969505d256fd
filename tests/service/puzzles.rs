//! Puzzles proven by the solver: offered near the member's puzzle rating,
//! played turn by turn against the proven line (the defence answering),
//! rated by Glicko-2 on a first try (member and puzzle), shown in
//! `/lyngk stats`; mined from a server's finished game; the daily puzzle
//! the same for everyone and from the server's own games once it has
//! some; a double click or a stale button changes nothing.

use crate::games::{play_through, start, user_err};
use crate::service_env::*;
use lyngk::ai::puzzle::{
    Judged, LATE_TURNS, PROOF_BUDGET, Puzzle, keeps_result, legal_turns, mine, mine_tried, starter,
};
use lyngk::engine::{Action, Color, Position, Variant};
use lyngk::i18n::Arg;
use lyngk::ids::{PuzzleId, Seat, UserId};
use lyngk::service::puzzles::starting_rating;
use lyngk::service::{BoardKind, BoardRef, Button, PuzzleAt, Reply, Service};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// The puzzle and ply a reply's Move button plays.
fn at(r: &Reply) -> (PuzzleId, u8) {
    r.buttons
        .iter()
        .find_map(|b| match *b {
            Button::Board {
                board:
                    BoardRef {
                        kind: BoardKind::Puzzle(PuzzleAt { puzzle, ply }),
                        ..
                    },
            } => Some((puzzle, ply)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("a puzzle's Move button: {:?}", r.buttons))
}

/// The shipped puzzle that starts where `r` shows.
fn shipped(r: &Reply) -> &'static Puzzle {
    let pos = r.position.as_ref().expect("a position");
    starter()
        .iter()
        .find(|p| p.start == *pos)
        .expect("a shipped puzzle")
}

/// A whole turn as `/lyngk puzzle` takes it: the claim and the move.
fn typed(turn: &[Action]) -> (Option<Color>, String) {
    let mut claim = None;
    let mut path = String::new();
    for a in turn {
        match a {
            Action::Claim(c) => claim = Some(*c),
            Action::Move(m) => path = m.to_string(),
            Action::Pass => panic!("a puzzle's turn is never a pass"),
        }
    }
    (claim, path)
}

/// A legal whole turn of `p`'s first position that is not its solution.
fn a_wrong_turn(p: &Puzzle) -> Vec<Action> {
    legal_turns(&p.start)
        .into_iter()
        .map(|(turn, _)| turn)
        .find(|t| p.judge(0, t) == Judged::Wrong && t.last().is_some_and(|a| a.ends_turn()))
        .expect("a puzzle has a wrong turn")
}

fn num(r: &Reply, id: &str, arg: &str) -> i64 {
    match r.text.find(id).and_then(|m| m.get(arg)) {
        Some(Arg::Num(n)) => *n,
        other => panic!("{id}/{arg}: {other:?} in {}", r.text),
    }
}

/// Plays `p`'s whole line for `user` from the reply that shows it; the
/// last reply.
async fn solve(svc: &Service, user: UserId, p: &Puzzle, shown: &Reply) -> Reply {
    let (id, _) = at(shown);
    let mut last = None;
    for ply in (0..p.line.len()).step_by(2) {
        let (claim, path) = typed(&p.line[ply]);
        let r = svc
            .puzzles()
            .play_typed(actor(user), claim, &path)
            .await
            .unwrap();
        assert!(r.ephemeral, "a puzzle is private");
        if ply + 1 < p.line.len() {
            assert!(r.text.has("puzzle-right-go-on"), "{}", r.text);
            assert_eq!(at(&r), (id, u8::try_from(ply + 2).unwrap()));
        }
        last = Some(r);
    }
    last.expect("a line")
}

backends!(solving_and_failing_move_both_ratings_as_glicko2_says_and_stats_show_them);
async fn solving_and_failing_move_both_ratings_as_glicko2_says_and_stats_show_them(env: Env) {
    let svc = env.open().await;
    let me = actor(ALICE);
    let first = svc.puzzles().next(me).await.unwrap();
    assert!(first.ephemeral);
    assert!(first.image.is_some(), "the puzzle's board is drawn");
    let p = shipped(&first);
    assert!(first.text.has(match p.goal {
        lyngk::ai::puzzle::Goal::Win => "puzzle-task-win",
        lyngk::ai::puzzle::Goal::Draw => "puzzle-task-draw",
    }));
    // A new member (1,500) gets a puzzle rated nearest 1,500: one turn.
    assert_eq!(num(&first, "puzzle-head", "rating"), 1500);

    // An illegal try: the engine's reason, nothing changes.
    let (from, to) = (
        lyngk::engine::Point::ALL[0],
        lyngk::engine::Point::ALL[lyngk::engine::Point::ALL.len() - 1],
    );
    let illegal = svc
        .puzzles()
        .play_typed(me, None, &format!("{from}-{to}"))
        .await;
    match illegal {
        Ok(r) => {
            assert!(r.text.has("puzzle-illegal"), "{}", r.text);
            assert_eq!(at(&r), at(&first), "still at the start");
        }
        Err(e) => panic!("an answer with the reason, not an error: {e:?}"),
    }

    // Solved: both ratings move as Glicko-2 says for a win.
    let solved = solve(&svc, ALICE, p, &first).await;
    assert!(solved.text.has("puzzle-solved"), "{}", solved.text);
    assert_eq!(solved.buttons, vec![Button::NextPuzzle]);
    let start = starting_rating(p.turns());
    let (won, _) = glicko2(
        &Glicko2Rating::new(),
        &start,
        &Outcomes::WIN,
        &Glicko2Config::new(),
    );
    assert_eq!(num(&solved, "puzzle-rating-change", "old"), 1500);
    assert_eq!(
        num(&solved, "puzzle-rating-change", "new"),
        won.rating.round() as i64
    );
    assert!(won.rating > 1500.0);

    // Failed: the wrong turn, the solver's answer and the solution.
    let second = svc.puzzles().next(me).await.unwrap();
    assert_ne!(at(&second).0, at(&first).0, "a puzzle is not offered twice");
    let q = shipped(&second);
    let puzzle_rating = num(&second, "puzzle-head", "rating");
    let wrong = a_wrong_turn(q);
    let (claim, path) = typed(&wrong);
    let failed = svc.puzzles().play_typed(me, claim, &path).await.unwrap();
    assert!(
        failed.text.has("puzzle-wrong-win") || failed.text.has("puzzle-wrong-draw"),
        "{}",
        failed.text
    );
    let solution = failed
        .text
        .lines()
        .iter()
        .find(|m| m.id.starts_with("puzzle-solution"))
        .expect("the solution is shown");
    assert_eq!(
        solution.get("line"),
        Some(&Arg::Str(q.line_text())),
        "{}",
        failed.text
    );
    let start_q = starting_rating(q.turns());
    assert_eq!(puzzle_rating, start_q.rating.round() as i64);
    let (lost, _) = glicko2(&won, &start_q, &Outcomes::LOSS, &Glicko2Config::new());
    assert_eq!(
        num(&failed, "puzzle-rating-change", "new"),
        lost.rating.round() as i64
    );
    assert!(lost.rating < won.rating);

    // Stats: the rating, one solved, one failed, the streak broken.
    let stats = svc.viewing().stats(me, ALICE).await.unwrap();
    assert_eq!(
        num(&stats, "stats-puzzles", "rating"),
        lost.rating.round() as i64
    );
    assert_eq!(num(&stats, "stats-puzzles", "solved"), 1);
    assert_eq!(num(&stats, "stats-puzzles", "failed"), 1);
    assert_eq!(num(&stats, "stats-puzzles", "streak"), 0);
    assert_eq!(num(&stats, "stats-puzzles", "best"), 1);

    // The finished puzzle's button and a typed turn change nothing.
    let (puzzle, ply) = at(&second);
    let board = BoardRef::new(ALICE, PuzzleAt { puzzle, ply });
    assert_eq!(
        user_err(svc.boards().press(me, board, None).await),
        "puzzle-outdated"
    );
    assert_eq!(
        user_err(svc.puzzles().play_typed(me, claim, &path).await),
        "puzzle-not-playing"
    );
    let again = svc.viewing().stats(me, ALICE).await.unwrap();
    assert_eq!(num(&again, "stats-puzzles", "failed"), 1);
}

backends!(a_puzzle_in_progress_survives_a_restart_and_a_double_click_is_rated_once);
async fn a_puzzle_in_progress_survives_a_restart_and_a_double_click_is_rated_once(env: Env) {
    let svc = env.open().await;
    let me = actor(BOB);
    let shown = svc.puzzles().next(me).await.unwrap();
    let p = shipped(&shown);
    drop(svc);
    let svc = env.open().await;
    let resumed = svc.puzzles().next(me).await.unwrap();
    assert!(resumed.text.has("puzzle-resumed"), "{}", resumed.text);
    assert_eq!(at(&resumed), at(&shown));
    // Two answers to the same turn at once: one is played.
    let mut last = shown;
    for ply in (0..p.line.len()).step_by(2) {
        let (claim, path) = typed(&p.line[ply]);
        let (one, two) = (svc.puzzles(), svc.puzzles());
        let (a, b) = tokio::join!(
            one.play_typed(me, claim, &path),
            two.play_typed(me, claim, &path)
        );
        let played: Vec<Reply> = [a, b].into_iter().filter_map(Result::ok).collect();
        assert_eq!(played.len(), 1, "one of the two is played");
        last = played.into_iter().next().unwrap();
    }
    assert!(last.text.has("puzzle-solved"), "{}", last.text);
    let stats = svc.viewing().stats(me, BOB).await.unwrap();
    assert_eq!(num(&stats, "stats-puzzles", "solved"), 1);
    assert_eq!(num(&stats, "stats-puzzles", "streak"), 1);
}

/// Whether exactly one whole turn of `pos` keeps its proven result.
fn one_right_turn(pos: &Position) -> bool {
    let keeping = legal_turns(pos)
        .into_iter()
        .filter(|(turn, _)| keeps_result(pos, turn, 10 * PROOF_BUDGET).expect("proven"))
        .count();
    keeping == 1
}

/// A random game whose end the solver proves, with a position where two
/// turns or more win (no puzzle) and at least one puzzle.
fn a_game_with_puzzles_and_positions_that_are_not(start: &Position) -> Vec<Action> {
    playout_where(start, |_, actions| {
        let found = mine(start, actions, PROOF_BUDGET);
        if found.is_empty() {
            return false;
        }
        let mut pos = start.clone();
        let mut not_unique = false;
        for &a in actions {
            if a.ends_turn()
                && !pos.claimed_this_turn()
                && lyngk::ai::puzzle::worth_proving(&pos)
                && keeps_result(&pos, &[a], PROOF_BUDGET) == Some(true)
                && !one_right_turn(&pos)
            {
                not_unique = true;
            }
            pos.play(a).unwrap();
        }
        not_unique
    })
}

backends!(a_servers_game_gives_puzzles_whose_first_turn_is_unique_and_the_daily_one_is_credited);
async fn a_servers_game_gives_puzzles_whose_first_turn_is_unique_and_the_daily_one_is_credited(
    env: Env,
) {
    let svc = env.open().await;
    // Before any game, today's puzzle is a shipped one, the same for two
    // members, and credited to no game.
    let alice = svc.puzzles().daily(actor(ALICE)).await.unwrap();
    let carol = svc.puzzles().daily(actor(CAROL)).await.unwrap();
    assert!(alice.text.has("puzzle-daily-head"), "{}", alice.text);
    assert_eq!(at(&alice), at(&carol));
    assert!(!alice.text.has("puzzle-credit"));

    // A game of the server, played to its end, then mined.
    let (users, start_pos) = start(&svc, Variant::Standard).await;
    let actions = a_game_with_puzzles_and_positions_that_are_not(&start_pos);
    let expected: Vec<Puzzle> = mine_tried(&start_pos, &actions, PROOF_BUDGET, LATE_TURNS)
        .into_iter()
        .filter_map(|t| t.verdict.ok())
        .collect();
    let last = play_through(&svc, users, &actions).await;
    assert!(last.position.as_ref().is_some_and(Position::is_over));
    let Some(Button::Rematch { game }) = last.buttons.first().copied() else {
        panic!("a finished game: {:?}", last.buttons);
    };
    let stored = svc.puzzles().mine(game).await.unwrap();
    assert!(!expected.is_empty());
    assert_eq!(stored, expected.len(), "every puzzle of the game is stored");
    // Mining again stores nothing twice.
    assert_eq!(svc.puzzles().mine(game).await.unwrap(), 0);

    // Today's puzzle is now the server's own, the same for both, credited.
    let alice = svc.puzzles().daily(actor(ALICE)).await.unwrap();
    let carol = svc.puzzles().daily(actor(CAROL)).await.unwrap();
    assert_eq!(at(&alice), at(&carol));
    let credit = alice.text.find("puzzle-credit").expect("credited");
    assert_eq!(credit.get("one"), Some(&Arg::User(Seat::Human(users[0]))));
    assert_eq!(credit.get("two"), Some(&Arg::User(Seat::Human(users[1]))));
    let shown = alice.position.clone().unwrap();
    assert!(expected.iter().any(|p| p.start == shown));

    // Every puzzle offered (shipped and mined) has one right first turn.
    let me = actor(BOB);
    let mut offered = 0;
    loop {
        let r = svc.puzzles().next(me).await.unwrap();
        if r.text.has("puzzle-none-left") {
            break;
        }
        let pos = r.position.clone().unwrap();
        assert!(one_right_turn(&pos), "offered with two right turns: {pos}");
        // Give it up with a wrong turn, to be offered the next one.
        let p = starter()
            .iter()
            .chain(expected.iter())
            .find(|p| p.start == pos)
            .expect("a known puzzle");
        let (claim, path) = typed(&a_wrong_turn(p));
        svc.puzzles().play_typed(me, claim, &path).await.unwrap();
        offered += 1;
    }
    assert_eq!(offered, starter().len() + expected.len());
}

/// The clock's posts of the puzzle of the day among `notices`.
fn daily_posts(notices: &[lyngk::service::Notice]) -> Vec<&lyngk::service::Notice> {
    notices
        .iter()
        .filter(|n| n.reply.text.has("daily-puzzle-post"))
        .collect()
}

backends!(the_clock_posts_the_puzzle_of_the_day_once_a_day_where_an_admin_asked);
async fn the_clock_posts_the_puzzle_of_the_day_once_a_day_where_an_admin_asked(env: Env) {
    let svc = env.open().await;
    let admin = lyngk::service::Actor {
        admin: true,
        ..actor(CAROL)
    };
    assert_eq!(
        user_err(svc.settings().set_daily_puzzle(actor(ALICE), true).await),
        "admins-only"
    );
    assert!(daily_posts(&svc.deadlines().tick().await.unwrap()).is_empty());

    let on = svc.settings().set_daily_puzzle(admin, true).await.unwrap();
    assert!(on.text.has("daily-puzzle-on"), "{}", on.text);
    let shown = svc.settings().show(actor(ALICE)).await.unwrap();
    assert!(shown.text.has("settings-daily-puzzle-on"), "{}", shown.text);

    // Posted at the next tick, in the channel, public, with its button;
    // the puzzle members get with `daily` is the same.
    let notices = svc.deadlines().tick().await.unwrap();
    let posts = daily_posts(&notices);
    assert_eq!(posts.len(), 1);
    let post = posts[0];
    assert_eq!(post.channel, CHANNEL);
    assert!(!post.reply.ephemeral, "posted for everyone");
    assert!(post.reply.image.is_some(), "with its board");
    assert_eq!(post.reply.buttons, vec![Button::DailyPuzzle]);
    assert!(post.reply.mentions.is_empty(), "it pings nobody");
    let mine_today = svc.puzzles().daily(actor(ALICE)).await.unwrap();
    assert_eq!(post.reply.position, mine_today.position);

    // Once a day, whatever the ticks and restarts.
    assert!(daily_posts(&svc.deadlines().tick().await.unwrap()).is_empty());
    drop(svc);
    let svc = env.open().await;
    env.clock.advance(HOUR);
    assert!(daily_posts(&svc.deadlines().tick().await.unwrap()).is_empty());
    // The next day: posted again.
    env.clock.advance(24 * HOUR);
    assert_eq!(daily_posts(&svc.deadlines().tick().await.unwrap()).len(), 1);

    // Off (from another channel: refused, it says where), then no more.
    let elsewhere = lyngk::service::Actor {
        channel: lyngk::ids::ChannelId::new(900_000_000_000_000_777),
        ..admin
    };
    assert_eq!(
        user_err(svc.settings().set_daily_puzzle(elsewhere, false).await),
        "daily-puzzle-elsewhere"
    );
    svc.settings().set_daily_puzzle(admin, false).await.unwrap();
    env.clock.advance(24 * HOUR);
    assert!(daily_posts(&svc.deadlines().tick().await.unwrap()).is_empty());
}
