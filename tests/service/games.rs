//! The game service on every database (a SQLite file, and PostgreSQL when
//! configured): whole games in both variants, every kind of bad input,
//! restarts, concurrent actions, turn timeouts and ratings.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use crate::service_env::*;
use lyngk::engine::{Action, Color, FastRng, Player, Point, Position, Variant};
use lyngk::i18n::{Arg, Msg};
use lyngk::service::{Actor, Button, Reply, Service, ServiceError, text};
use lyngk::storage::{Db, NewGame, Plies, TurnClock};
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// The message of a user error.
fn user_err_msg(r: Result<Reply, ServiceError>) -> Msg {
    match r {
        Err(ServiceError::User(m)) => m,
        Err(e) => panic!("expected a user error, got {e:?}"),
        Ok(reply) => panic!("expected a user error, got {:?}", reply.text),
    }
}

/// The ids of a user error's message and its nested reason, joined by `/`
/// (`illegal/illegal-two-claims-already`): tests check what was said, not
/// the wording.
fn user_err(r: Result<Reply, ServiceError>) -> String {
    user_err_msg(r).ids().join("/")
}

/// Challenges and accepts; returns the users of player 1 and player 2 and
/// the start position.
async fn start(svc: &Service, variant: Variant) -> ([u64; 2], Position) {
    let r = svc
        .challenges()
        .challenge(actor(ALICE), BOB, variant)
        .await
        .unwrap();
    assert_eq!(r.mentions, vec![BOB]);
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("no accept button: {:?}", r.buttons);
    };
    let r = svc
        .challenges()
        .accept(actor(BOB), Some(challenge))
        .await
        .unwrap();
    assert_eq!(r.mentions.len(), 1, "only the player to move is pinged");
    let p1 = r.mentions[0];
    assert!(r.text.has("game-started"), "{}", r.text);
    let users = [p1, if p1 == ALICE { BOB } else { ALICE }];
    let pos = r.position.expect("the start position");
    assert_eq!(pos.variant(), variant);
    assert_eq!(pos.to_move(), Player::One);
    (users, pos)
}

/// Plays `actions` (an engine playout from the current position) through
/// the service, claims sometimes alone and sometimes with their move; the
/// passes are left to the service, which must make exactly the same ones.
/// Returns the last reply.
async fn play_through(svc: &Service, users: [u64; 2], actions: &[Action]) -> Reply {
    let mut pos = current(svc).await;
    let mut last = None;
    let mut i = 0;
    while i < actions.len() {
        let user = users[pos.to_move().index()];
        let reply = match actions[i] {
            Action::Pass => {
                panic!("the service should have passed at action {i}");
            }
            Action::Claim(c) if i % 4 == 0 => {
                pos.play(actions[i]).unwrap();
                i += 1;
                let r = svc.turns().claim(actor(user), c).await.unwrap();
                let claimed = r.text.find("claimed").expect("a claim line");
                assert_eq!(claimed.get("color"), Some(&Arg::Color(c)), "{}", r.text);
                r
            }
            Action::Claim(c) => {
                let Action::Move(m) = actions[i + 1] else {
                    panic!("a claim is followed by a move");
                };
                pos.play(actions[i]).unwrap();
                pos.play(actions[i + 1]).unwrap();
                i += 2;
                svc.turns()
                    .play_move(actor(user), Some(c), &m.to_string())
                    .await
                    .unwrap()
            }
            Action::Move(m) => {
                pos.play(actions[i]).unwrap();
                i += 1;
                // Both written forms: `C3-E5` and `C3 E5`.
                let text = if i % 2 == 0 {
                    m.to_string()
                } else {
                    format!("{} {}", m.from, m.to)
                };
                svc.turns()
                    .play_move(actor(user), None, &text)
                    .await
                    .unwrap()
            }
        };
        while i < actions.len() && actions[i] == Action::Pass {
            pos.play(Action::Pass).unwrap();
            assert!(reply.text.has("passed"), "{}", reply.text);
            i += 1;
        }
        assert_eq!(reply.position.as_ref(), Some(&pos), "after action {i}");
        let img = reply
            .image
            .as_ref()
            .expect("a board picture after every action");
        assert!(img.bytes.starts_with(b"\x89PNG\r\n"));
        assert_eq!(img.file_name, "board.png");
        assert!(!img.alt_text.to_string().is_empty());
        last = Some(reply);
    }
    last.expect("at least one action")
}

async fn rating_of(svc: &Service, user: u64) -> String {
    svc.views()
        .stats(actor(ALICE), user)
        .await
        .unwrap()
        .text
        .to_string()
}

#[tokio::test]
async fn standard_game_plays_to_the_end_of_moves() {
    for env in Env::all("standard_game_plays_to_the_end_of_moves").await {
        let svc = env.open().await;
        let (users, start_pos) = start(&svc, Variant::Standard).await;
        // A playout with a winner and at least one pass, which the service must
        // make by itself.
        let actions = playout_where(&start_pos, |p, actions| {
            p.outcome().is_some_and(|o| o.winner().is_some()) && actions.contains(&Action::Pass)
        });
        let last = play_through(&svc, users, &actions).await;
        assert!(last.text.has("end-no-moves"), "{}", last.text);
        assert!(last.text.has("score-standard"), "{}", last.text);
        assert!(
            last.text.has("end-win-on") || last.text.has("end-win-on-tiebreak"),
            "{}",
            last.text
        );
        let rating = last.text.find("rating-change").expect("a rating line");
        assert_eq!(rating.get("old"), Some(&Arg::Num(1500)), "{}", last.text);
        assert_eq!(last.accent, None);
        let Button::Rematch { .. } = last.buttons[0] else {
            panic!("a rematch button");
        };
        // The game is over: nobody can play on, and the channel is free.
        let user = users[0];
        assert_eq!(
            user_err(svc.turns().play_move(actor(user), None, "C3-E5").await),
            "no-game"
        );
        // History: the start LPN and every turn, ready to paste.
        let h = svc
            .views()
            .history(actor(CAROL))
            .await
            .unwrap()
            .text
            .to_string();
        assert!(h.contains(&start_pos.to_string()));
        let turns = actions.iter().filter(|a| a.ends_turn()).count();
        assert!(h.contains(&format!("\n{turns}. ")), "{h}");
        assert!(!h.contains(&format!("\n{}. ", turns + 1)));
        // Its numbered turns replay the game to the final position; it
        // points to `/lyngk replay` to watch it.
        let mut replayed = start_pos.clone();
        for line in h.lines() {
            if let Some((n, turn)) = line.split_once(". ")
                && n.parse::<usize>().is_ok()
            {
                for a in lyngk::engine::parse_turn(turn).unwrap() {
                    replayed.play(a).unwrap();
                }
            }
        }
        assert_eq!(Some(replayed), last.position);
        assert!(h.contains("`/lyngk replay`"), "{h}");
        // The replay is an animated GIF.
        let replay = svc.views().replay(actor(CAROL)).await.unwrap();
        let gif = replay.image.expect("a replay");
        assert!(gif.bytes.starts_with(b"GIF89a"));
        assert_eq!(gif.file_name, "replay.gif");
        // Both players are rated now; the board tells the result.
        let b = svc.views().board(actor(CAROL)).await.unwrap();
        assert_eq!(b.text.lines()[0].id, "game-over-won", "{}", b.text);
        let board = svc
            .views()
            .leaderboard(actor(CAROL), Variant::Standard, 0)
            .await
            .unwrap()
            .text;
        let rows: Vec<(Option<&Arg>, Option<&Arg>)> = board
            .lines()
            .iter()
            .filter(|m| m.id == "ladder-row")
            .map(|m| (m.get("won"), m.get("lost")))
            .collect();
        assert_eq!(
            rows,
            [
                (Some(&Arg::Num(1)), Some(&Arg::Num(0))),
                (Some(&Arg::Num(0)), Some(&Arg::Num(1)))
            ],
            "{board}"
        );
    }
}

#[tokio::test]
async fn sixstack_game_ends_by_sudden_death() {
    for env in Env::all("sixstack_game_ends_by_sudden_death").await {
        let svc = env.open().await;
        let (users, start_pos) = start(&svc, Variant::SixStack).await;
        let actions = playout_where(&start_pos, |p, _| p.sudden_death_winner().is_some());
        let mut end = start_pos.clone();
        for a in &actions {
            end.play(*a).unwrap();
        }
        let winner = users[end.sudden_death_winner().unwrap().index()];
        let last = play_through(&svc, users, &actions).await;
        let sudden = last.text.find("sudden-death").expect("sudden death");
        assert_eq!(
            sudden.get("user"),
            Some(&Arg::User(winner)),
            "{}",
            last.text
        );
        assert!(rating_of(&svc, winner).await.contains("1 won, 0 lost"));
        // A six-stack game is rated on the six-stack ladder only.
        let six = svc
            .views()
            .leaderboard(actor(winner), Variant::SixStack, 0)
            .await
            .unwrap();
        assert_eq!(six.text.lines()[1].get("user"), Some(&Arg::User(winner)));
        let you = six.text.find("ladder-you").expect("the caller's rank");
        assert_eq!(
            (you.get("rank"), you.get("size")),
            (Some(&Arg::Num(1)), Some(&Arg::Num(2)))
        );
        let standard = svc
            .views()
            .leaderboard(actor(winner), Variant::Standard, 0)
            .await
            .unwrap();
        assert!(standard.text.has("ladder-empty"), "{}", standard.text);
        let st = rating_of(&svc, winner).await;
        assert!(st.contains("Rating (six-stack"), "{st}");
        assert!(!st.contains("Rating (standard"), "{st}");
        assert!(
            svc.views()
                .history(actor(ALICE))
                .await
                .unwrap()
                .text
                .to_string()
                .contains("sixstack")
        );
    }
}

#[tokio::test]
async fn sixstack_game_ends_by_lack_of_moves() {
    for env in Env::all("sixstack_game_ends_by_lack_of_moves").await {
        let svc = env.open().await;
        let (users, start_pos) = start(&svc, Variant::SixStack).await;
        let actions = playout_where(&start_pos, |p, _| p.sudden_death_winner().is_none());
        let last = play_through(&svc, users, &actions).await;
        assert!(last.text.has("end-no-moves"), "{}", last.text);
        assert!(last.text.has("score-sixstack"), "{}", last.text);
    }
}

#[tokio::test]
async fn resignation_ends_the_game_and_updates_ratings_like_glicko2() {
    for env in Env::all("resignation_ends_the_game_and_updates_ratings_like_glicko2").await {
        let svc = env.open().await;
        let (users, start_pos) = start(&svc, Variant::Standard).await;
        let actions = playout_where(&start_pos, |_, _| true);
        // Six actions or a few more, up to the end of a turn.
        let cut = (6..actions.len())
            .find(|&i| actions[i - 1].ends_turn())
            .unwrap();
        play_through(&svc, users, &actions[..cut]).await;
        // Either player may resign, on either turn.
        let pos = current(&svc).await;
        let loser = users[pos.to_move().opponent().index()];
        let winner = if loser == ALICE { BOB } else { ALICE };
        let r = svc.endings().resign(actor(loser)).await.unwrap();
        assert_eq!(
            r.text.lines()[0],
            text::resigned(loser, winner),
            "{}",
            r.text
        );
        let (w, l) = glicko2(
            &Glicko2Rating::new(),
            &Glicko2Rating::new(),
            &Outcomes::WIN,
            &Glicko2Config::new(),
        );
        let board = svc
            .views()
            .leaderboard(actor(CAROL), Variant::Standard, 0)
            .await
            .unwrap()
            .text
            .to_string();
        // The English rendering, exactly (the catalogue's wording of the rows).
        assert_eq!(
            board,
            format!(
                "**Leaderboard: standard** (page 1 of 1)\n\
                 1. <@{winner}> {:.0}? (1 won, 0 lost, 0 drawn)\n\
                 2. <@{loser}> {:.0}? (0 won, 1 lost, 0 drawn)\n\
                 A rating followed by ? is provisional: too few rated games yet (rating deviation above 110).\n\
                 You are not on this ladder yet: finish a rated standard game to join it.",
                w.rating, l.rating
            )
        );
        let st = rating_of(&svc, loser).await;
        assert!(st.contains("Current streak: 1 loss"), "{st}");
        assert!(st.contains("standard: 0 won, 1 lost, 0 drawn"), "{st}");
        // Resigning twice is refused.
        assert_eq!(
            user_err(svc.endings().resign(actor(winner)).await),
            "no-game"
        );
    }
}

#[tokio::test]
async fn bad_input_is_refused_with_its_reason_and_changes_nothing() {
    for env in Env::all("bad_input_is_refused_with_its_reason_and_changes_nothing").await {
        let svc = env.open().await;
        // No game yet.
        assert!(
            user_err(svc.turns().play_move(actor(ALICE), None, "C3-E5").await).contains("no-game")
        );
        assert!(user_err(svc.turns().claim(actor(ALICE), Color::Red).await).contains("no-game"));
        assert!(user_err(svc.views().board(actor(ALICE)).await).contains("never-a-game"));
        assert!(
            user_err(svc.challenges().accept(actor(BOB), None).await).contains("no-open-challenge")
        );
        // Challenges.
        assert_eq!(
            user_err(
                svc.challenges()
                    .challenge(actor(ALICE), ALICE, Variant::Standard)
                    .await
            ),
            "cannot-challenge-self"
        );
        let r = svc
            .challenges()
            .challenge(actor(ALICE), BOB, Variant::Standard)
            .await
            .unwrap();
        assert!(
            user_err(
                svc.challenges()
                    .challenge(actor(CAROL), BOB, Variant::Standard)
                    .await
            )
            .contains("challenge-pending")
        );
        let Button::Accept { challenge } = r.buttons[0] else {
            panic!()
        };
        assert!(
            user_err(svc.challenges().accept(actor(CAROL), Some(challenge)).await)
                .contains("challenge-not-for-you")
        );
        assert!(
            user_err(svc.challenges().accept(actor(ALICE), None).await)
                .contains("challenge-not-for-you")
        );
        assert!(
            user_err(svc.challenges().decline(actor(CAROL), None).await)
                .contains("challenge-not-for-you")
        );
        assert!(user_err(svc.challenges().cancel(actor(BOB)).await).contains("not-your-challenge"));
        // An expired challenge can't be accepted: the first try closes it
        // (answered only to the caller), the next finds it closed.
        env.clock.advance(10 * 60 * 1000);
        let lapsed = svc
            .challenges()
            .accept(actor(BOB), Some(challenge))
            .await
            .unwrap();
        assert!(lapsed.ephemeral);
        assert!(lapsed.text.has("challenge-expired"), "{}", lapsed.text);
        assert!(
            user_err(svc.challenges().accept(actor(BOB), Some(challenge)).await)
                .contains("expired")
        );
        // Declined and cancelled challenges can't be accepted either.
        let r = svc
            .challenges()
            .challenge(actor(ALICE), BOB, Variant::Standard)
            .await
            .unwrap();
        let Button::Decline { challenge } = r.buttons[1] else {
            panic!()
        };
        svc.challenges()
            .decline(actor(BOB), Some(challenge))
            .await
            .unwrap();
        assert!(
            user_err(svc.challenges().accept(actor(BOB), Some(challenge)).await)
                .contains("declined")
        );
        svc.challenges()
            .challenge(actor(ALICE), BOB, Variant::Standard)
            .await
            .unwrap();
        svc.challenges().cancel(actor(ALICE)).await.unwrap();
        assert!(
            user_err(svc.challenges().accept(actor(BOB), None).await).contains("no-open-challenge")
        );

        let (users, pos) = start(&svc, Variant::Standard).await;
        let [p1, p2] = users;
        // A busy channel.
        assert!(
            user_err(
                svc.challenges()
                    .challenge(actor(CAROL), ALICE, Variant::Standard)
                    .await
            )
            .contains("channel-busy")
        );
        // Someone who doesn't play, and the player who isn't to move.
        assert_eq!(
            user_err(svc.turns().play_move(actor(CAROL), None, "C3-E5").await),
            "not-a-player"
        );
        assert_eq!(
            user_err(svc.turns().play_move(actor(p2), None, "C3-E5").await),
            "not-your-turn"
        );
        assert!(user_err(svc.turns().claim(actor(p2), Color::Red).await).contains("not-your-turn"));
        // Text that is not a move.
        assert!(
            user_err(svc.turns().play_move(actor(p1), None, "hello").await).contains("bad-move")
        );
        assert!(user_err(svc.turns().play_move(actor(p1), None, "C3").await).contains("bad-move"));
        // A doubled separator leaves a point out: refused, not read as C3-E5.
        for doubled in ["C3--E5", "C3 - - E5", "C3,,E5"] {
            assert_eq!(
                user_err_msg(svc.turns().play_move(actor(p1), None, doubled).await),
                lyngk::service::BadMove::MissingPoint(2).message(doubled)
            );
        }
        // An illegal move, with the engine's reason.
        let lone_far = pos
            .legal_actions()
            .iter()
            .find_map(|a| match a {
                Action::Move(m) => Some(m.from),
                _ => None,
            })
            .unwrap();
        let far = lyngk::engine::Point::ALL
            .into_iter()
            .find(|&to| {
                to != lone_far
                    && pos.targets_from(lone_far) & to.bit() == 0
                    && !pos.stack(to).is_empty()
            })
            .unwrap();
        let reason = pos
            .check(&Action::Move(lyngk::engine::Move::new(lone_far, far)))
            .unwrap_err();
        // The engine's reason, with its fields, as a message of the catalogue.
        assert_eq!(
            user_err_msg(
                svc.turns()
                    .play_move(actor(p1), None, &format!("{lone_far}-{far}"))
                    .await
            ),
            text::illegal(&reason)
        );
        // Claims: the joker, a taken colour, a second claim in a turn, a third claim.
        assert!(
            user_err(svc.turns().claim(actor(p1), Color::Joker).await)
                .contains("illegal-joker-not-claimable")
        );
        svc.turns().claim(actor(p1), Color::Red).await.unwrap();
        assert!(
            user_err(svc.turns().claim(actor(p1), Color::Blue).await)
                .contains("illegal-already-claimed-this-turn")
        );
        let m = first_move(&current(&svc).await);
        svc.turns().play_move(actor(p1), None, &m).await.unwrap();
        let pos = current(&svc).await;
        if pos.to_move() == Player::Two {
            assert_eq!(
                user_err(svc.turns().claim(actor(p2), Color::Red).await),
                "illegal/illegal-color-opponents"
            );
            let m = first_move(&pos);
            svc.turns()
                .play_move(actor(p2), Some(Color::Green), &m)
                .await
                .unwrap();
        }
        // Player 1 claims a second colour, then a third is refused.
        let pos = current(&svc).await;
        assert_eq!(pos.to_move(), Player::One);
        let m = first_move_after_claim(&pos, Color::Blue);
        svc.turns()
            .play_move(actor(p1), Some(Color::Blue), &m)
            .await
            .unwrap();
        let pos = current(&svc).await;
        let m = first_move(&pos);
        let mover = users[pos.to_move().index()];
        svc.turns().play_move(actor(mover), None, &m).await.unwrap();
        let pos = current(&svc).await;
        if pos.to_move() == Player::One {
            assert_eq!(
                user_err(svc.turns().claim(actor(p1), Color::Black).await),
                "illegal/illegal-two-claims-already"
            );
        }
        // None of the mistakes changed anything: the log holds only the good actions.
        let h = svc
            .views()
            .history(actor(CAROL))
            .await
            .unwrap()
            .text
            .to_string();
        assert!(h.contains("1. +R "), "{h}");
        assert!(h.contains("+B "), "{h}");
        assert!(!h.contains("+I") && !h.contains("+W"), "{h}");
    }
}

fn first_move_after_claim(pos: &Position, c: Color) -> String {
    let mut p = pos.clone();
    p.play(Action::Claim(c)).unwrap();
    first_move(&p)
}

#[tokio::test]
async fn a_restart_in_the_middle_of_a_game_continues_exactly() {
    for env in Env::all("a_restart_in_the_middle_of_a_game_continues_exactly").await {
        let svc = env.open().await;
        let (users, start_pos) = start(&svc, Variant::Standard).await;
        let actions = playout_where(&start_pos, |_, _| true);
        let half = actions.len() / 2;
        // Cut at a turn boundary.
        let cut = (half..actions.len())
            .find(|&i| actions[i - 1].ends_turn() && actions[i] != Action::Pass)
            .unwrap();
        play_through(&svc, users, &actions[..cut]).await;
        let before = current(&svc).await;
        let history = svc.views().history(actor(ALICE)).await.unwrap().text;
        svc.close().await;
        drop(svc);

        let svc = env.open().await;
        assert_eq!(current(&svc).await, before);
        assert_eq!(
            svc.views().history(actor(ALICE)).await.unwrap().text,
            history
        );
        let last = play_through(&svc, users, &actions[cut..]).await;
        assert!(last.text.has("end-no-moves"), "{}", last.text);
    }
}

#[tokio::test]
async fn a_game_stored_with_a_board_from_the_former_generator_still_replays() {
    // What seed 0 dealt before the deal moved to ChaCha8. A game keeps its
    // start position, so the seed's new board does not matter to it.
    const OLD_START: &str = "B/R/K/G/B/R/W/I/W/R/I/I/W/G/B/K/I/B/G/K/R/K/G/G/I/R/K/B/R/G/R/G/B/K/B/G/I/B/I/K/I/R/K -:- 1 0:0 standard";
    let start: Position = OLD_START.parse().unwrap();
    assert_ne!(start, Position::random_start(0, Variant::Standard));
    let users = [ALICE, BOB];
    let mut pos = start.clone();
    let mut log = Vec::new();
    let mut rng = FastRng::seed_from_u64(12);
    for _ in 0..10 {
        let a = *pos.legal_actions().choose(&mut rng).expect("not over");
        log.push((a, users[pos.to_move().index()]));
        pos.play(a).unwrap();
    }

    let env = Env::sqlite();
    let db = Db::open(&env.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    let id = tx
        .insert_game(&NewGame {
            guild: GUILD,
            channel: CHANNEL,
            challenge: None,
            variant: Variant::Standard,
            seed: 0,
            start_lpn: OLD_START,
            player1: ALICE,
            player2: BOB,
            now: T0,
            warn_at: T0 + HOUR,
            deadline_at: T0 + 2 * HOUR,
            ai_level: None,
        })
        .await
        .unwrap();
    for (ply, (a, user)) in log.iter().enumerate() {
        tx.insert_action(id, ply as i64, &a.to_string(), Some(*user), T0)
            .await
            .unwrap();
    }
    let n = log.len() as i64;
    assert!(
        tx.advance_game(
            id,
            Plies {
                expected: 0,
                new: n
            },
            &TurnClock {
                started_at: T0,
                warn_at: T0 + HOUR,
                deadline_at: T0 + 2 * HOUR
            }
        )
        .await
        .unwrap()
    );
    tx.commit().await.unwrap();
    db.close().await;

    let svc = env.open().await;
    assert_eq!(current(&svc).await, pos);
    // The game goes on from there.
    let next = pos
        .legal_actions()
        .into_iter()
        .find_map(|a| match a {
            Action::Move(m) => Some(m),
            _ => None,
        })
        .expect("a move");
    let user = users[pos.to_move().index()];
    svc.turns()
        .play_move(actor(user), None, &next.to_string())
        .await
        .unwrap();
    pos.play(Action::Move(next)).unwrap();
    assert_eq!(current(&svc).await, pos);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_moves_on_one_game_apply_exactly_once() {
    for env in Env::all("concurrent_moves_on_one_game_apply_exactly_once").await {
        let svc = Arc::new(env.open().await);
        // A second service on the same file stands for a second process.
        let other = Arc::new(env.open().await);
        let (users, pos) = start(&svc, Variant::Standard).await;
        let p1 = users[0];
        let moves: Vec<String> = pos
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Move(m) => Some(m.to_string()),
                _ => None,
            })
            .take(4)
            .collect();
        let mut tasks = Vec::new();
        for i in 0..8 {
            let s = if i % 2 == 0 {
                svc.clone()
            } else {
                other.clone()
            };
            let m = moves[i % moves.len()].clone();
            tasks.push(tokio::spawn(async move {
                s.turns().play_move(actor(p1), None, &m).await
            }));
        }
        let mut ok = 0;
        for t in tasks {
            match t.await.unwrap() {
                Ok(_) => ok += 1,
                Err(ServiceError::User(m)) => assert_eq!(m.id, "not-your-turn", "{m}"),
                Err(e) => panic!("{e:?}"),
            }
        }
        assert_eq!(ok, 1);
        let h = svc
            .views()
            .history(actor(ALICE))
            .await
            .unwrap()
            .text
            .to_string();
        assert!(h.contains("\n1. ") && !h.contains("\n2. "), "{h}");
        assert_eq!(current(&other).await.to_move(), Player::Two);
    }
}

#[tokio::test]
async fn timeouts_warn_then_forfeit_once_and_survive_a_restart() {
    for env in Env::all("timeouts_warn_then_forfeit_once_and_survive_a_restart").await {
        let svc = env.open().await;
        let admin = Actor {
            admin: true,
            ..actor(CAROL)
        };
        assert!(
            user_err(
                svc.settings()
                    .set_turn_limit(actor(ALICE), Duration::from_secs(3600))
                    .await
            )
            .contains("admins-only")
        );
        assert!(
            user_err(
                svc.settings()
                    .set_turn_limit(admin, Duration::from_secs(1))
                    .await
            )
            .contains("turn-limit-out-of-range")
        );
        svc.settings()
            .set_turn_limit(admin, Duration::from_secs(2 * 3600))
            .await
            .unwrap();
        let (users, pos) = start(&svc, Variant::Standard).await;
        let [p1, p2] = users;
        // Player 1 moves after 30 minutes: the clock restarts for player 2.
        env.clock.advance(HOUR / 2);
        assert!(svc.timeouts().tick().await.unwrap().is_empty());
        svc.turns()
            .play_move(actor(p1), None, &first_move(&pos))
            .await
            .unwrap();
        env.clock.advance(HOUR - 1);
        assert!(svc.timeouts().tick().await.unwrap().is_empty());
        env.clock.advance(1);
        let notices = svc.timeouts().tick().await.unwrap();
        assert_eq!(notices.len(), 1);
        assert_eq!(notices[0].channel, CHANNEL);
        assert_eq!(notices[0].reply.mentions, vec![p2]);
        assert_eq!(
            notices[0].reply.text.lines()[0].get("left"),
            Some(&Arg::Duration(Duration::from_secs(3600))),
            "{}",
            notices[0].reply.text
        );
        assert!(
            svc.timeouts().tick().await.unwrap().is_empty(),
            "warned once only"
        );
        // A restart neither forgets nor repeats.
        svc.close().await;
        drop(svc);
        let svc = env.open().await;
        assert!(svc.timeouts().tick().await.unwrap().is_empty());
        env.clock.advance(HOUR);
        let notices = svc.timeouts().tick().await.unwrap();
        assert_eq!(notices.len(), 1);
        let text = &notices[0].reply.text;
        assert_eq!(text.lines()[0], text::lost_on_time(p2, p1), "{text}");
        assert!(
            svc.timeouts().tick().await.unwrap().is_empty(),
            "forfeited once only"
        );
        svc.close().await;
        drop(svc);
        let svc = env.open().await;
        env.clock.advance(10 * HOUR);
        assert!(svc.timeouts().tick().await.unwrap().is_empty());
        assert!(rating_of(&svc, p1).await.contains("1 won, 0 lost"));
        let status = svc.views().board(actor(p1)).await.unwrap().text.lines()[0].clone();
        assert_eq!(status.get("how"), Some(&Arg::Str("timeout".into())));
    }
}

#[tokio::test]
async fn default_turn_limit_is_a_day_and_challenges_expire_in_tick() {
    for env in Env::all("default_turn_limit_is_a_day_and_challenges_expire_in_tick").await {
        let svc = env.open().await;
        svc.challenges()
            .challenge(actor(ALICE), BOB, Variant::SixStack)
            .await
            .unwrap();
        env.clock.advance(10 * 60 * 1000 - 1);
        assert!(svc.timeouts().tick().await.unwrap().is_empty());
        env.clock.advance(1);
        let n = svc.timeouts().tick().await.unwrap();
        assert_eq!(n.len(), 1);
        assert!(
            n[0].reply.text.has("challenge-timed-out"),
            "{}",
            n[0].reply.text
        );
        assert!(svc.timeouts().tick().await.unwrap().is_empty());
        let (users, _) = start(&svc, Variant::Standard).await;
        env.clock.advance(12 * HOUR - 1);
        assert!(svc.timeouts().tick().await.unwrap().is_empty());
        env.clock.advance(1);
        assert_eq!(
            svc.timeouts().tick().await.unwrap()[0].reply.mentions,
            vec![users[0]]
        );
        env.clock.advance(12 * HOUR);
        assert!(
            svc.timeouts().tick().await.unwrap()[0]
                .reply
                .text
                .has("lost-on-time")
        );
    }
}

/// The message of a challenge, once recorded, is named by whatever closes
/// the challenge, so that its buttons can be disabled: the turn clock's
/// expiry, and a new challenge or game that finds it expired first. One
/// closed before its message was recorded is named at once.
#[tokio::test]
async fn what_closes_a_challenge_names_its_recorded_message() {
    for env in Env::all("what_closes_a_challenge_names_its_recorded_message").await {
        let svc = env.open().await;
        let first = svc
            .challenges()
            .challenge(actor(ALICE), BOB, Variant::Standard)
            .await
            .unwrap()
            .offers()
            .unwrap();
        assert_eq!(
            svc.challenges().posted(first, CHANNEL, 501).await.unwrap(),
            None
        );
        env.clock.advance(10 * 60 * 1000);
        let notices = svc.timeouts().tick().await.unwrap();
        let closed = notices[0]
            .reply
            .settles()
            .expect("the expired challenge's message");
        assert_eq!(
            (closed.challenge, closed.channel, closed.message),
            (first, CHANNEL, 501)
        );

        let second = svc
            .challenges()
            .challenge(actor(ALICE), BOB, Variant::Standard)
            .await
            .unwrap()
            .offers()
            .unwrap();
        svc.challenges().posted(second, CHANNEL, 502).await.unwrap();
        env.clock.advance(10 * 60 * 1000);
        // Before the clock runs, a game against the computer takes its place.
        let game = svc
            .computer()
            .play_ai(actor(BOB), lyngk::ai::Level::Easy, Variant::Standard)
            .await
            .unwrap();
        assert_eq!(game.settles().map(|m| m.message), Some(502));
        svc.endings()
            .abort(Actor {
                moderator: true,
                ..actor(CAROL)
            })
            .await
            .unwrap();

        // Withdrawn before its message is recorded: recording it names it.
        let third = svc
            .challenges()
            .challenge(actor(ALICE), BOB, Variant::Standard)
            .await
            .unwrap()
            .offers()
            .unwrap();
        let withdrawn = svc.challenges().cancel(actor(ALICE)).await.unwrap();
        assert_eq!(withdrawn.settles(), None);
        let late = svc.challenges().posted(third, CHANNEL, 503).await.unwrap();
        assert_eq!(late.map(|m| m.message), Some(503));
    }
}

#[tokio::test]
async fn abort_is_for_moderators_and_leaves_ratings_alone() {
    for env in Env::all("abort_is_for_moderators_and_leaves_ratings_alone").await {
        let svc = env.open().await;
        start(&svc, Variant::Standard).await;
        assert_eq!(
            user_err(svc.endings().abort(actor(ALICE)).await),
            "moderators-only"
        );
        let moderator = Actor {
            moderator: true,
            ..actor(CAROL)
        };
        let r = svc.endings().abort(moderator).await.unwrap();
        assert!(r.text.has("aborted"), "{}", r.text);
        assert!(user_err(svc.endings().abort(moderator).await).contains("no-game"));
        assert!(
            svc.views()
                .leaderboard(actor(ALICE), Variant::Standard, 0)
                .await
                .unwrap()
                .text
                .has("ladder-empty")
        );
        // The channel is free again.
        start(&svc, Variant::Standard).await;
    }
}

#[tokio::test]
async fn rematch_offers_a_new_game_with_a_fresh_draw() {
    for env in Env::all("rematch_offers_a_new_game_with_a_fresh_draw").await {
        let svc = env.open().await;
        let (_, first_start) = start(&svc, Variant::SixStack).await;
        assert!(
            user_err(svc.challenges().rematch(actor(ALICE), None).await).contains("game-not-over")
        );
        let r = svc.endings().resign(actor(ALICE)).await.unwrap();
        let Button::Rematch { game } = r.buttons[0] else {
            panic!()
        };
        assert!(
            user_err(svc.challenges().rematch(actor(CAROL), Some(game)).await)
                .contains("not-a-player")
        );
        let offer = svc
            .challenges()
            .rematch(actor(BOB), Some(game))
            .await
            .unwrap();
        assert_eq!(offer.mentions, vec![ALICE]);
        assert!(offer.text.has("rematch-offered"), "{}", offer.text);
        // Alice's own rematch click accepts Bob's offer.
        let started = svc
            .challenges()
            .rematch(actor(ALICE), Some(game))
            .await
            .unwrap();
        let second_start = started.position.unwrap();
        assert_eq!(second_start.variant(), Variant::SixStack);
        assert_ne!(second_start, first_start);
        assert!(started.text.has("game-started"), "{}", started.text);
        // The old game's button is now stale: its players are busy again.
        assert!(
            user_err(svc.challenges().rematch(actor(BOB), Some(game)).await)
                .contains("channel-busy")
        );
    }
}

#[tokio::test]
async fn autocomplete_lists_the_callers_stacks_and_landing_points() {
    for env in Env::all("autocomplete_lists_the_callers_stacks_and_landing_points").await {
        let svc = env.open().await;
        let (users, pos) = start(&svc, Variant::Standard).await;
        let [p1, p2] = users;
        assert!(
            svc.autocomplete()
                .movable_stacks(actor(p2), None)
                .await
                .is_empty()
        );
        assert!(
            svc.autocomplete()
                .movable_stacks(actor(CAROL), None)
                .await
                .is_empty()
        );
        let stacks = svc.autocomplete().movable_stacks(actor(p1), None).await;
        for a in pos.legal_actions() {
            if let Action::Move(m) = a {
                assert!(stacks.contains(&m.from));
            }
        }
        let from = stacks[0];
        let dests = svc.autocomplete().destinations(actor(p1), from, None).await;
        assert!(!dests.is_empty());
        for d in dests {
            if d.claim.is_none() {
                assert!(d.via.is_empty(), "no LYNGK without a claimed colour");
            }
            assert!(!pos.stack(d.to).is_empty());
        }
        assert!(
            svc.autocomplete()
                .destinations(actor(p2), from, None)
                .await
                .is_empty()
        );
    }
}

/// The moves (from, to) legal in `pos` after `claim`, or, without one, now
/// or after any claim the player could still make.
fn legal_moves(pos: &Position, claim: Option<Color>) -> HashSet<(Point, Point)> {
    let mut starts = Vec::new();
    match claim {
        Some(c) => {
            let mut p = pos.clone();
            if p.play(Action::Claim(c)).is_ok() {
                starts.push(p);
            }
        }
        None => {
            starts.push(pos.clone());
            for a in pos.legal_actions() {
                if let Action::Claim(_) = a {
                    let mut p = pos.clone();
                    p.play(a).unwrap();
                    starts.push(p);
                }
            }
        }
    }
    starts
        .iter()
        .flat_map(Position::legal_actions)
        .filter_map(|a| match a {
            Action::Move(m) => Some((m.from, m.to)),
            _ => None,
        })
        .collect()
}

/// Autocomplete keeps its word over whole games: every stack and landing it
/// offers (with the `claim` option empty or filled) is exactly what the rules
/// allow, a landing that needs a claim names it, and the value Discord sends
/// back for a pick plays it — the claim it carries included.
#[tokio::test]
async fn every_autocomplete_choice_is_legal_when_picked() {
    for env in Env::all("every_autocomplete_choice_is_legal_when_picked").await {
        let svc = env.open().await;
        let mut needing_a_claim = 0;
        for game in 0..4 {
            let (users, _) = start(&svc, Variant::Standard).await;
            let mut turn = 0;
            loop {
                let pos = current(&svc).await;
                if pos.is_over() {
                    break;
                }
                let a = actor(users[pos.to_move().index()]);
                let mut options = vec![None];
                options.extend(pos.legal_actions().into_iter().filter_map(|x| match x {
                    Action::Claim(c) => Some(Some(c)),
                    _ => None,
                }));
                let mut picks = Vec::new();
                for claim in options {
                    let legal = legal_moves(&pos, claim);
                    let stacks = svc.autocomplete().movable_stacks(a, claim).await;
                    let froms: HashSet<Point> = legal.iter().map(|(f, _)| *f).collect();
                    assert_eq!(stacks.iter().copied().collect::<HashSet<_>>(), froms);
                    let mut offered = HashSet::new();
                    for from in stacks {
                        for d in svc.autocomplete().destinations(a, from, claim).await {
                            let needs = claim.or(d.claim);
                            assert!(
                                legal_moves(&pos, needs).contains(&(from, d.to)),
                                "{from}-{} offered with claim {needs:?} in {pos:?}",
                                d.to
                            );
                            if claim.is_some() {
                                assert_eq!(d.claim, None, "the option carries the claim already");
                            }
                            if d.claim.is_some() {
                                needing_a_claim += 1;
                                let direct = pos.legal_actions().iter().any(
                                |x| matches!(x, Action::Move(m) if m.from == from && m.to == d.to),
                            );
                                assert!(!direct, "{from}-{} needs no claim", d.to);
                            }
                            offered.insert((from, d.to));
                            picks.push((claim, from, d));
                        }
                    }
                    assert_eq!(offered, legal, "every legal landing is offered");
                }
                assert!(!picks.is_empty(), "the player to move has a choice");
                // A pick whose claim differs from the option is refused, changing nothing.
                if let Some((_, from, d)) = picks.iter().find(|(_, _, d)| d.claim.is_some()) {
                    let other = Color::ALL
                        .into_iter()
                        .find(|c| Some(*c) != d.claim)
                        .unwrap();
                    let text = format!("{from} {}", d.value());
                    let r = svc.turns().play_move(a, Some(other), &text).await;
                    assert!(user_err(r).contains("claim-conflict"));
                    assert_eq!(current(&svc).await, pos);
                }
                // Pick one as Discord sends it: the `from` text, then the value.
                let (claim, from, d) = &picks[(turn * 7 + game) % picks.len()];
                let text = format!("{from} {}", d.value());
                svc.turns()
                    .play_move(a, *claim, &text)
                    .await
                    .unwrap_or_else(|e| panic!("{text} with {claim:?} refused: {e:?}"));
                turn += 1;
            }
        }
        assert!(needing_a_claim > 0, "landings that need a claim were met");
    }
}

/// The Discord adapter runs these futures on a multi-threaded runtime.
#[test]
fn the_service_and_its_futures_can_cross_threads() {
    fn send_sync<T: Send + Sync>(_: &T) {}
    fn send<T: Send>(_: T) {}
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let env = Env::sqlite();
    let svc = rt.block_on(env.open());
    send_sync(&svc);
    let a = actor(ALICE);
    send(svc.challenges().challenge(a, BOB, Variant::Standard));
    send(svc.challenges().accept(a, None));
    send(svc.challenges().decline(a, None));
    send(svc.challenges().cancel(a));
    send(svc.turns().claim(a, Color::Red));
    send(svc.turns().play_move(a, None, "C3-E5"));
    send(svc.endings().resign(a));
    send(svc.views().board(a));
    send(svc.views().history(a));
    send(svc.views().replay(a));
    send(svc.endings().abort(a));
    send(svc.challenges().rematch(a, None));
    send(svc.views().leaderboard(a, Variant::Standard, 0));
    send(svc.views().stats(a, BOB));
    send(svc.settings().set_turn_limit(a, Duration::from_secs(60)));
    send(svc.autocomplete().movable_stacks(a, None));
    send(
        svc.autocomplete()
            .destinations(a, "E5".parse().unwrap(), None),
    );
    send(svc.timeouts().tick());
}

#[tokio::test]
async fn resigning_asks_first_and_a_stale_confirmation_changes_nothing() {
    for env in Env::all("resigning_asks_first_and_a_stale_confirmation_changes_nothing").await {
        let svc = env.open().await;
        let (users, pos) = start(&svc, Variant::Standard).await;
        let asked = svc.endings().resign_prompt(actor(users[0])).await.unwrap();
        assert!(asked.ephemeral, "only the player sees the question");
        assert!(asked.text.has("resign-confirm"), "{}", asked.text);
        let [Button::Resign { game }, Button::KeepPlaying { game: kept }] = asked.buttons[..]
        else {
            panic!("Resign and Keep playing: {:?}", asked.buttons)
        };
        assert_eq!(game, kept);
        assert_eq!(current(&svc).await, pos, "asking changes nothing");
        assert!(svc.endings().keep_playing().ephemeral);
        assert!(user_err(svc.endings().resign_prompt(actor(CAROL)).await).contains("not-a-player"));
        assert!(
            user_err(svc.endings().confirm_resign(actor(CAROL), game).await)
                .contains("not-a-player")
        );

        let done = svc
            .endings()
            .confirm_resign(actor(users[0]), game)
            .await
            .unwrap();
        assert!(done.text.has("resigned"), "{}", done.text);
        // The same confirmation again, and once a new game has started: refused.
        assert!(
            user_err(svc.endings().confirm_resign(actor(users[0]), game).await)
                .contains("resign-outdated")
        );
        start(&svc, Variant::Standard).await;
        assert!(
            user_err(svc.endings().confirm_resign(actor(ALICE), game).await)
                .contains("resign-outdated")
        );
        assert!(!current(&svc).await.is_over(), "the new game goes on");
    }
}

/// Challenges `opponent` as `challenger` in `channel` of `guild` and
/// accepts; returns the user to move first.
async fn start_in(svc: &Service, guild: u64, channel: u64, challenger: u64, opponent: u64) -> u64 {
    let r = svc
        .challenges()
        .challenge(
            Actor::member(guild, channel, challenger),
            opponent,
            Variant::Standard,
        )
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("no accept button: {:?}", r.buttons);
    };
    let r = svc
        .challenges()
        .accept(Actor::member(guild, channel, opponent), Some(challenge))
        .await
        .unwrap();
    r.mentions[0]
}

#[tokio::test]
async fn game_lists_show_the_guilds_active_games_and_mark_the_callers_turn() {
    for env in Env::all("game_lists_show_the_guilds_active_games_and_mark_the_callers_turn").await {
        let svc = env.open().await;
        let none = svc.lists().games(actor(ALICE)).await.unwrap();
        assert!(none.text.has("games-none"), "{}", none.text);
        let mine = svc.lists().my_games(actor(ALICE)).await.unwrap();
        assert!(mine.ephemeral && mine.text.has("mygames-none"));

        // Alice plays Bob here and Carol in a second channel; a game in
        // another guild is not listed.
        let first_here = start_in(&svc, GUILD, CHANNEL, ALICE, BOB).await;
        env.clock.advance(1000);
        let first_there = start_in(&svc, GUILD, CHANNEL + 1, CAROL, ALICE).await;
        start_in(&svc, GUILD + 1, CHANNEL + 2, BOB, CAROL).await;

        let all = svc.lists().games(actor(CAROL)).await.unwrap();
        assert!(!all.ephemeral && all.mentions.is_empty(), "pings nobody");
        let rows: Vec<&Msg> = all
            .text
            .lines()
            .iter()
            .filter(|m| m.id == "games-row")
            .collect();
        assert_eq!(rows.len(), 2, "{}", all.text);
        assert_eq!(
            rows[0].get("link"),
            Some(&Arg::Str(format!(
                "https://discord.com/channels/{GUILD}/{CHANNEL}"
            )))
        );
        assert_eq!(rows[0].get("next"), Some(&Arg::User(first_here)));
        assert_eq!(
            rows[0].get("since"),
            Some(&Arg::Str(format!("<t:{}:R>", T0 / 1000)))
        );
        assert_eq!(rows[1].get("next"), Some(&Arg::User(first_there)));
        assert!(!all.text.has("games-more"));

        let mine = svc.lists().my_games(actor(ALICE)).await.unwrap();
        assert!(mine.ephemeral);
        let ids: Vec<&str> = mine.text.lines().iter().map(|m| m.id).collect();
        let turn = |first: u64| {
            if first == ALICE {
                "mygames-row-your-turn"
            } else {
                "mygames-row-waiting"
            }
        };
        assert_eq!(
            ids,
            ["mygames-title", turn(first_here), turn(first_there)],
            "{}",
            mine.text
        );
        assert_eq!(mine.text.lines()[1].get("opponent"), Some(&Arg::User(BOB)));
        assert_eq!(
            mine.text.lines()[2].get("opponent"),
            Some(&Arg::User(CAROL))
        );

        // A long list is cut, the rest counted.
        let total = lyngk::service::LIST_SIZE as u64 + 3;
        for i in 2..total {
            start_in(&svc, GUILD, CHANNEL + 10 + i, BOB, CAROL).await;
        }
        let all = svc.lists().games(actor(ALICE)).await.unwrap();
        let rows = all.text.lines().iter().filter(|m| m.id == "games-row");
        assert_eq!(rows.count(), lyngk::service::LIST_SIZE as usize);
        let more = all.text.find("games-more").expect("the rest counted");
        assert_eq!(more.get("count"), Some(&Arg::Num(3)));
        let title = all.text.find("games-title").unwrap();
        assert_eq!(title.get("count"), Some(&Arg::Num(total as i64)));
        let rendered = lyngk::i18n::Lang::Fr.render_text(&all.text);
        assert!(rendered.chars().count() < 2000, "{rendered}");
        let mine = svc.lists().my_games(actor(ALICE)).await.unwrap();
        assert!(!mine.text.has("games-more"), "{}", mine.text);
    }
}

/// Puts `n` players on the standard ladder of the test guild, straight into
/// the database: user `i` (1..=n) rated `1000 + 10 * i`, settled when `i`
/// is even, provisional when odd.
async fn seed_ladder(env: &Env, n: i64) {
    for i in 1..=n {
        let deviation = if i % 2 == 0 { 60 } else { 200 };
        env.execute(
            "INSERT INTO ratings (guild_id, variant, user_id, rating, deviation, volatility)
             VALUES ($1, 'standard', $2, $3, $4, 0.06)",
            &[GUILD as i64, i, 1000 + 10 * i, deviation],
        )
        .await;
    }
}

#[tokio::test]
async fn the_leaderboard_pages_by_ten_with_the_callers_rank_and_provisional_marks() {
    for env in Env::all("the_leaderboard_pages_by_ten_with_the_callers_rank").await {
        let svc = env.open().await;
        seed_ladder(&env, 24).await;
        // Player 20 is 5th of 24.
        let me = actor(20);
        let first = svc
            .views()
            .leaderboard(me, Variant::Standard, 0)
            .await
            .unwrap();
        assert!(first.ephemeral, "the rank line is the caller's own");
        let rows: Vec<&Msg> = first
            .text
            .lines()
            .iter()
            .filter(|m| m.id == "ladder-row")
            .collect();
        assert_eq!(rows.len(), 10);
        assert_eq!(rows[0].get("user"), Some(&Arg::User(24)));
        assert_eq!(rows[0].get("rating"), Some(&Arg::Str("1240".into())));
        assert_eq!(rows[1].get("rating"), Some(&Arg::Str("1230?".into())));
        assert!(first.text.has("ladder-provisional"));
        let you = first.text.find("ladder-you").unwrap();
        assert_eq!(you.get("rank"), Some(&Arg::Num(5)));
        assert_eq!(you.get("size"), Some(&Arg::Num(24)));
        assert_eq!(
            first.buttons,
            [Button::NextPage {
                variant: Variant::Standard,
                page: 1
            }]
        );

        let second = svc
            .views()
            .leaderboard(me, Variant::Standard, 1)
            .await
            .unwrap();
        let title = second.text.find("ladder-title").unwrap();
        assert_eq!(
            (title.get("page"), title.get("pages")),
            (Some(&Arg::Num(2)), Some(&Arg::Num(3)))
        );
        assert_eq!(
            second.text.find("ladder-row").unwrap().get("rank"),
            Some(&Arg::Num(11))
        );
        assert_eq!(
            second.buttons,
            [
                Button::PreviousPage {
                    variant: Variant::Standard,
                    page: 0
                },
                Button::NextPage {
                    variant: Variant::Standard,
                    page: 2
                }
            ]
        );
        // Past the end: the last page, 4 players.
        let last = svc
            .views()
            .leaderboard(me, Variant::Standard, 99)
            .await
            .unwrap();
        let rows = last.text.lines().iter().filter(|m| m.id == "ladder-row");
        assert_eq!(rows.count(), 4);
        assert_eq!(
            last.buttons,
            [Button::PreviousPage {
                variant: Variant::Standard,
                page: 1
            }]
        );
        // Someone not on it is told so; the other ladder is empty.
        let outsider = svc
            .views()
            .leaderboard(actor(CAROL), Variant::Standard, 0)
            .await
            .unwrap();
        assert!(outsider.text.has("ladder-you-unrated"), "{}", outsider.text);
        let six = svc
            .views()
            .leaderboard(actor(CAROL), Variant::SixStack, 0)
            .await
            .unwrap();
        assert!(six.text.has("ladder-empty") && six.buttons.is_empty());
    }
}

#[tokio::test]
async fn turn_reminders_go_to_members_who_asked_at_each_turn_and_at_half_time() {
    for env in Env::all("turn_reminders_go_to_members_who_asked").await {
        let svc = env.open().await;
        // Off by default: nobody gets one.
        let (users, _) = start(&svc, Variant::Standard).await;
        let pos = current(&svc).await;
        let r = svc
            .turns()
            .play_move(actor(users[0]), None, &first_move(&pos))
            .await
            .unwrap();
        assert!(r.reminders().is_empty(), "{:?}", r.reminders());

        let on = svc
            .settings()
            .set_notify(actor(users[0]), true)
            .await
            .unwrap();
        assert!(on.ephemeral && on.text.has("notify-on"));
        let pos = current(&svc).await;
        let r = svc
            .turns()
            .play_move(actor(users[1]), None, &first_move(&pos))
            .await
            .unwrap();
        assert_eq!(r.reminders().len(), 1, "{:?}", r.reminders());
        let reminder = &r.reminders()[0];
        assert_eq!(
            (reminder.user, reminder.guild, reminder.channel),
            (users[0], GUILD, CHANNEL)
        );
        assert_eq!(reminder.text().id, "reminder-your-turn");
        assert_eq!(reminder.text().get("opponent"), Some(&Arg::User(users[1])));
        assert_eq!(
            reminder.text().get("link"),
            Some(&Arg::Str(format!(
                "https://discord.com/channels/{GUILD}/{CHANNEL}"
            )))
        );

        // Half time of player 1's turn: the warning carries a reminder.
        env.clock.advance(12 * HOUR + 1);
        let notices = svc.timeouts().tick().await.unwrap();
        assert_eq!(notices.len(), 1, "{notices:?}");
        let reminders = &notices[0].reply.reminders();
        assert_eq!(reminders.len(), 1, "{reminders:?}");
        assert_eq!(reminders[0].user, users[0]);
        assert_eq!(reminders[0].text().id, "reminder-half-time");

        // Turned off, it stops; player 2 never asked.
        let off = svc
            .settings()
            .set_notify(actor(users[0]), false)
            .await
            .unwrap();
        assert!(off.text.has("notify-off"));
        let pos = current(&svc).await;
        let r = svc
            .turns()
            .play_move(actor(users[0]), None, &first_move(&pos))
            .await
            .unwrap();
        assert!(r.reminders().is_empty());
        let pos = current(&svc).await;
        let r = svc
            .turns()
            .play_move(actor(users[1]), None, &first_move(&pos))
            .await
            .unwrap();
        assert!(r.reminders().is_empty());

        // A new game: the player to move first is told, unless they are the
        // one accepting.
        svc.endings().resign(actor(ALICE)).await.unwrap();
        svc.settings().set_notify(actor(ALICE), true).await.unwrap();
        svc.settings().set_notify(actor(BOB), true).await.unwrap();
        let r = svc
            .challenges()
            .challenge(actor(ALICE), BOB, Variant::SixStack)
            .await
            .unwrap();
        let Button::Accept { challenge } = r.buttons[0] else {
            panic!("no accept button");
        };
        let r = svc
            .challenges()
            .accept(actor(BOB), Some(challenge))
            .await
            .unwrap();
        if r.mentions == [ALICE] {
            assert_eq!(r.reminders().len(), 1, "{:?}", r.reminders());
            assert_eq!(r.reminders()[0].user, ALICE);
            assert_eq!(
                r.reminders()[0].text().get("variant"),
                Some(&Arg::Variant(Variant::SixStack))
            );
        } else {
            assert!(r.reminders().is_empty(), "Bob is at the board");
        }
    }
}

/// A finished game analysed: refused before and during the game, then a
/// chart of the right size, one swing line per swing (at most three, each a
/// different turn of the game) and the same answer every time.
#[tokio::test]
async fn a_finished_game_is_analysed_the_same_way_every_time() {
    let env = Env::sqlite();
    let svc = env.open().await;
    assert!(user_err(svc.analysis().analyse(actor(CAROL), None).await).contains("never-a-game"));
    let (users, _) = start(&svc, Variant::Standard).await;
    assert!(user_err(svc.analysis().analyse(actor(CAROL), None).await).contains("game-not-over"));
    for _ in 0..3 {
        let pos = current(&svc).await;
        let user = users[pos.to_move().index()];
        svc.turns()
            .play_move(actor(user), None, &first_move(&pos))
            .await
            .unwrap();
    }
    let pos = current(&svc).await;
    let loser = users[pos.to_move().index()];
    let asked = svc.endings().resign_prompt(actor(loser)).await.unwrap();
    let Button::Resign { game } = asked.buttons[0] else {
        panic!("a Resign button: {:?}", asked.buttons)
    };
    svc.endings()
        .confirm_resign(actor(loser), game)
        .await
        .unwrap();

    let r = svc.analysis().analyse(actor(CAROL), None).await.unwrap();
    let head = r.text.find("analysis-head").expect("a heading");
    assert_eq!(head.get("turns"), Some(&Arg::Num(3)), "{}", r.text);
    let swings: Vec<i64> = r
        .text
        .0
        .iter()
        .filter(|m| m.ids()[0].starts_with("analysis-swing"))
        .map(|m| match m.get("turn") {
            Some(Arg::Num(n)) => *n,
            other => panic!("a turn number, not {other:?}"),
        })
        .collect();
    assert!(swings.len() <= 3, "{}", r.text);
    assert!(swings.iter().all(|t| (1..=3).contains(t)), "{swings:?}");
    let mut distinct = swings.clone();
    distinct.dedup();
    assert_eq!(distinct.len(), swings.len(), "{swings:?}");
    assert_eq!(swings.is_empty(), r.text.has("analysis-level"));
    assert!(r.text.has("analysis-note"));
    assert!(r.mentions.is_empty(), "an analysis pings nobody");
    let chart = r.image.as_ref().expect("a chart");
    assert_eq!(chart.file_name, "analysis.png");
    let img = image::load_from_memory_with_format(&chart.bytes, image::ImageFormat::Png).unwrap();
    assert_eq!(
        (img.width(), img.height()),
        (lyngk::render::CHART_WIDTH, lyngk::render::CHART_HEIGHT)
    );

    // By number, and again: the same answer (the search is seeded).
    let by_id = svc
        .analysis()
        .analyse(actor(ALICE), Some(game))
        .await
        .unwrap();
    assert_eq!(by_id.text.to_string(), r.text.to_string());
    assert_eq!(by_id.image.unwrap().bytes, chart.bytes);
    // Another server's member can't reach it by number.
    let stranger = Actor::member(GUILD + 1, CHANNEL + 1, CAROL);
    assert!(user_err(svc.analysis().analyse(stranger, Some(game)).await).contains("no-such-game"));
}

#[tokio::test]
async fn a_new_game_may_move_to_its_thread_and_free_the_channel() {
    for env in Env::all("a_new_game_may_move_to_its_thread_and_free_the_channel").await {
        let svc = env.open().await;
        const THREAD: u64 = CHANNEL + 7;
        // On by default: the start names the game to move.
        let r = svc
            .challenges()
            .challenge(actor(ALICE), BOB, Variant::Standard)
            .await
            .unwrap();
        let Button::Accept { challenge } = r.buttons[0] else {
            panic!("no accept button: {:?}", r.buttons);
        };
        let r = svc
            .challenges()
            .accept(actor(BOB), Some(challenge))
            .await
            .unwrap();
        let spot = r.new_game().expect("a game for a thread");
        assert_eq!(spot.players[0], r.mentions[0], "the player to move first");
        assert!(spot.players.contains(&ALICE) && spot.players.contains(&BOB));
        assert!(
            svc.settings()
                .move_to_thread(spot.game, THREAD)
                .await
                .unwrap()
        );
        // Played in the thread; the channel is free for the next game.
        let in_thread = Actor::member(GUILD, THREAD, ALICE);
        assert!(svc.views().board(in_thread).await.is_ok());
        assert!(svc.views().board(actor(ALICE)).await.is_err());
        svc.challenges()
            .challenge(actor(CAROL), ALICE, Variant::Standard)
            .await
            .unwrap();

        // Off: only admins may, and then games stay where they start.
        assert_eq!(
            user_err(svc.settings().set_threads(actor(ALICE), false).await),
            "threads-admins-only"
        );
        let admin = Actor {
            admin: true,
            ..actor(CAROL)
        };
        assert!(
            svc.settings()
                .set_threads(admin, false)
                .await
                .unwrap()
                .text
                .has("threads-off")
        );
        assert!(!svc.settings().threads(GUILD).await.unwrap());
        let r = svc.challenges().accept(actor(ALICE), None).await.unwrap();
        assert!(r.text.has("game-started"), "{}", r.text);
        assert!(r.new_game().is_none());
        // A game that ended stays where it was.
        svc.endings().resign(in_thread).await.unwrap();
        assert!(
            !svc.settings()
                .move_to_thread(spot.game, THREAD + 1)
                .await
                .unwrap()
        );
        svc.close().await;
    }
}
