//! Whole games on every database (a SQLite file, and PostgreSQL when
//! configured): both variants played to their end, resignation and its
//! confirmation, a moderator's abort, every kind of bad input, restarts,
//! concurrent moves and the ratings. What the other files of games share
//! (`start`, `user_err`, `rating_of`) is here.

use std::sync::Arc;
use std::time::Duration;

use crate::service_env::*;
use lyngk::engine::{Action, Color, FastRng, Player, Position, Variant};
use lyngk::i18n::{Arg, Msg};
use lyngk::ids::{Seat, UserId};
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
pub(crate) fn user_err(r: Result<Reply, ServiceError>) -> String {
    user_err_msg(r).ids().join("/")
}

/// Challenges and accepts; returns the users of player 1 and player 2 and
/// the start position.
pub(crate) async fn start(svc: &Service, variant: Variant) -> ([UserId; 2], Position) {
    let r = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), variant)
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
pub(crate) async fn play_through(svc: &Service, users: [UserId; 2], actions: &[Action]) -> Reply {
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

pub(crate) async fn rating_of(svc: &Service, user: UserId) -> String {
    svc.viewing()
        .stats(actor(ALICE), user)
        .await
        .unwrap()
        .text
        .to_string()
}

backends!(standard_game_plays_to_the_end_of_moves);
async fn standard_game_plays_to_the_end_of_moves(env: Env) {
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
        .viewing()
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
    let replay = svc.viewing().replay(actor(CAROL)).await.unwrap();
    let gif = replay.image.expect("a replay");
    assert!(gif.bytes.starts_with(b"GIF89a"));
    assert_eq!(gif.file_name, "replay.gif");
    // Both players are rated now; the board tells the result.
    let b = svc.viewing().board(actor(CAROL)).await.unwrap();
    assert_eq!(b.text.lines()[0].id, "game-over-won", "{}", b.text);
    let board = svc
        .viewing()
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

backends!(sixstack_game_ends_by_sudden_death);
async fn sixstack_game_ends_by_sudden_death(env: Env) {
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
        Some(&Arg::User(winner.into())),
        "{}",
        last.text
    );
    assert!(rating_of(&svc, winner).await.contains("1 won, 0 lost"));
    // A six-stack game is rated on the six-stack ladder only.
    let six = svc
        .viewing()
        .leaderboard(actor(winner), Variant::SixStack, 0)
        .await
        .unwrap();
    assert_eq!(
        six.text.lines()[1].get("user"),
        Some(&Arg::User(winner.into()))
    );
    let you = six.text.find("ladder-you").expect("the caller's rank");
    assert_eq!(
        (you.get("rank"), you.get("size")),
        (Some(&Arg::Num(1)), Some(&Arg::Num(2)))
    );
    let standard = svc
        .viewing()
        .leaderboard(actor(winner), Variant::Standard, 0)
        .await
        .unwrap();
    assert!(standard.text.has("ladder-empty"), "{}", standard.text);
    let st = rating_of(&svc, winner).await;
    assert!(st.contains("Rating (six-stack"), "{st}");
    assert!(!st.contains("Rating (standard"), "{st}");
    assert!(
        svc.viewing()
            .history(actor(ALICE))
            .await
            .unwrap()
            .text
            .to_string()
            .contains("sixstack")
    );
}

backends!(sixstack_game_ends_by_lack_of_moves);
async fn sixstack_game_ends_by_lack_of_moves(env: Env) {
    let svc = env.open().await;
    let (users, start_pos) = start(&svc, Variant::SixStack).await;
    let actions = playout_where(&start_pos, |p, _| p.sudden_death_winner().is_none());
    let last = play_through(&svc, users, &actions).await;
    assert!(last.text.has("end-no-moves"), "{}", last.text);
    assert!(last.text.has("score-sixstack"), "{}", last.text);
}

backends!(resignation_ends_the_game_and_updates_ratings_like_glicko2);
async fn resignation_ends_the_game_and_updates_ratings_like_glicko2(env: Env) {
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
        .viewing()
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

backends!(resigning_asks_first_and_a_stale_confirmation_changes_nothing);
async fn resigning_asks_first_and_a_stale_confirmation_changes_nothing(env: Env) {
    let svc = env.open().await;
    let (users, pos) = start(&svc, Variant::Standard).await;
    let asked = svc.endings().resign_prompt(actor(users[0])).await.unwrap();
    assert!(asked.ephemeral, "only the player sees the question");
    assert!(asked.text.has("resign-confirm"), "{}", asked.text);
    let [Button::Resign { game }, Button::KeepPlaying { game: kept }] = asked.buttons[..] else {
        panic!("Resign and Keep playing: {:?}", asked.buttons)
    };
    assert_eq!(game, kept);
    assert_eq!(current(&svc).await, pos, "asking changes nothing");
    assert!(svc.endings().keep_playing().ephemeral);
    assert!(user_err(svc.endings().resign_prompt(actor(CAROL)).await).contains("not-a-player"));
    assert!(
        user_err(svc.endings().confirm_resign(actor(CAROL), game).await).contains("not-a-player")
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

backends!(abort_is_for_moderators_and_leaves_ratings_alone);
async fn abort_is_for_moderators_and_leaves_ratings_alone(env: Env) {
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
        svc.viewing()
            .leaderboard(actor(ALICE), Variant::Standard, 0)
            .await
            .unwrap()
            .text
            .has("ladder-empty")
    );
    // The channel is free again.
    start(&svc, Variant::Standard).await;
}

backends!(bad_input_is_refused_with_its_reason_and_changes_nothing);
async fn bad_input_is_refused_with_its_reason_and_changes_nothing(env: Env) {
    let svc = env.open().await;
    // No game yet.
    assert!(user_err(svc.turns().play_move(actor(ALICE), None, "C3-E5").await).contains("no-game"));
    assert!(user_err(svc.turns().claim(actor(ALICE), Color::Red).await).contains("no-game"));
    assert!(user_err(svc.viewing().board(actor(ALICE)).await).contains("never-a-game"));
    assert!(
        user_err(svc.challenges().accept(actor(BOB), None).await).contains("no-open-challenge")
    );
    // Challenges.
    assert_eq!(
        user_err(
            svc.challenges()
                .challenge(actor(ALICE), ALICE.into(), Variant::Standard)
                .await
        ),
        "cannot-challenge-self"
    );
    let r = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::Standard)
        .await
        .unwrap();
    assert!(
        user_err(
            svc.challenges()
                .challenge(actor(CAROL), BOB.into(), Variant::Standard)
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
    env.clock.advance(Duration::from_millis(10 * 60 * 1000));
    let lapsed = svc
        .challenges()
        .accept(actor(BOB), Some(challenge))
        .await
        .unwrap();
    assert!(lapsed.ephemeral);
    assert!(lapsed.text.has("challenge-expired"), "{}", lapsed.text);
    assert!(
        user_err(svc.challenges().accept(actor(BOB), Some(challenge)).await).contains("expired")
    );
    // Declined and cancelled challenges can't be accepted either.
    let r = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::Standard)
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
        user_err(svc.challenges().accept(actor(BOB), Some(challenge)).await).contains("declined")
    );
    svc.challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::Standard)
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
                .challenge(actor(CAROL), ALICE.into(), Variant::Standard)
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
    assert!(user_err(svc.turns().play_move(actor(p1), None, "hello").await).contains("bad-move"));
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
        .viewing()
        .history(actor(CAROL))
        .await
        .unwrap()
        .text
        .to_string();
    assert!(h.contains("1. +R "), "{h}");
    assert!(h.contains("+B "), "{h}");
    assert!(!h.contains("+I") && !h.contains("+W"), "{h}");
}

fn first_move_after_claim(pos: &Position, c: Color) -> String {
    let mut p = pos.clone();
    p.play(Action::Claim(c)).unwrap();
    first_move(&p)
}

backends!(a_restart_in_the_middle_of_a_game_continues_exactly);
async fn a_restart_in_the_middle_of_a_game_continues_exactly(env: Env) {
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
    let history = svc.viewing().history(actor(ALICE)).await.unwrap().text;
    svc.close().await;
    drop(svc);

    let svc = env.open().await;
    assert_eq!(current(&svc).await, before);
    assert_eq!(
        svc.viewing().history(actor(ALICE)).await.unwrap().text,
        history
    );
    let last = play_through(&svc, users, &actions[cut..]).await;
    assert!(last.text.has("end-no-moves"), "{}", last.text);
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
            guild: Some(GUILD),
            channel: CHANNEL,
            challenge: None,
            variant: Variant::Standard,
            seed: 0,
            start_lpn: OLD_START,
            player1: ALICE.into(),
            player2: BOB.into(),
            now: T0,
            warn_at: T0 + HOUR,
            deadline_at: T0 + 2 * HOUR,
            ai_level: None,
        })
        .await
        .unwrap();
    for (ply, (a, user)) in log.iter().enumerate() {
        tx.insert_action(id, ply as i64, &a.to_string(), Some(Seat::from(*user)), T0)
            .await
            .unwrap();
    }
    let n = log.len() as i64;
    assert!(
        tx.advance_game(
            id,
            Plies {
                revision: 0,
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

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    concurrent_moves_on_one_game_apply_exactly_once
);
async fn concurrent_moves_on_one_game_apply_exactly_once(env: Env) {
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
        .viewing()
        .history(actor(ALICE))
        .await
        .unwrap()
        .text
        .to_string();
    assert!(h.contains("\n1. ") && !h.contains("\n2. "), "{h}");
    assert_eq!(current(&other).await.to_move(), Player::Two);
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
    send(svc.challenges().challenge(a, BOB.into(), Variant::Standard));
    send(svc.challenges().accept(a, None));
    send(svc.challenges().decline(a, None));
    send(svc.challenges().cancel(a));
    send(svc.turns().claim(a, Color::Red));
    send(svc.turns().play_move(a, None, "C3-E5"));
    send(svc.endings().resign(a));
    send(svc.viewing().board(a));
    send(svc.viewing().history(a));
    send(svc.viewing().replay(a));
    send(svc.endings().abort(a));
    send(svc.challenges().rematch(a, None));
    send(svc.viewing().leaderboard(a, Variant::Standard, 0));
    send(svc.viewing().stats(a, BOB));
    send(svc.settings().set_turn_limit(a, Duration::from_secs(60)));
    send(svc.autocomplete().movable_stacks(a, None));
    send(
        svc.autocomplete()
            .destinations(a, "E5".parse().unwrap(), None),
    );
    send(svc.deadlines().tick());
}
