//! Games against the computer through the service, on every database: a
//! whole game against the easy level with a scripted human, the lot for the
//! first player, a restart in the middle, resign and rematch; such games
//! count in the statistics but never touch ratings or the leaderboard.

use crate::service_env::*;
use lyngk::ai::Level;
use lyngk::engine::{Action, FastRng, Player, Variant};
use lyngk::ids::{ChannelId, Seat};
use lyngk::service::{Actor, Button, Reply, Service, ServiceError};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

/// The human's side: a random legal action (a claim alone, or a move).
/// Returns the reply and, when the move made the computer's answer due, the
/// answer the front end then asks for.
async fn human_turn(svc: &Service, rng: &mut FastRng) -> (Reply, Option<Reply>) {
    let pos = current(svc).await;
    let act = *pos.legal_actions().choose(rng).expect("not empty");
    let reply = match act {
        Action::Claim(c) => svc.turns().claim(actor(ALICE), c).await.unwrap(),
        Action::Move(m) => svc
            .turns()
            .play_move(actor(ALICE), None, &m.to_string())
            .await
            .unwrap(),
        Action::Pass => panic!("the service passes for the human"),
    };
    let answer = answer_of(svc, &reply).await;
    (reply, answer)
}

/// The computer's answer a reply announces, asked for as a front end does.
async fn answer_of(svc: &Service, reply: &Reply) -> Option<Reply> {
    let due = reply.computer_due().cloned()?;
    assert!(
        reply.text.to_string().contains("is thinking"),
        "{}",
        reply.text
    );
    let answer = svc
        .computer()
        .answer(due)
        .await
        .unwrap()
        .expect("an answer");
    assert!(answer.computer_due().is_none());
    Some(answer)
}

/// Plays random human turns until the game ends; returns the last reply and
/// how many times the computer answered.
async fn play_to_the_end(svc: &Service, rng: &mut FastRng, max_turns: usize) -> (Reply, usize) {
    let mut answers = 0;
    for _ in 0..max_turns {
        let (reply, answer) = human_turn(svc, rng).await;
        // Only the human is ever pinged, never the computer.
        assert!(
            reply.mentions.iter().all(|&u| u == ALICE),
            "{:?}",
            reply.mentions
        );
        assert!(reply.image.is_some(), "the board after the human's turn");
        if answer.is_some() {
            assert!(
                reply.mentions.is_empty(),
                "the human's own move pings nobody"
            );
        }
        let reply = match answer {
            Some(answer) => {
                answers += 1;
                assert!(
                    answer
                        .text
                        .to_string()
                        .contains("The computer (easy) answers"),
                    "{}",
                    answer.text
                );
                assert!(
                    answer.image.is_some(),
                    "the board after the computer's answer"
                );
                answer
            }
            None => reply,
        };
        let pos = reply.position.clone().unwrap();
        if pos.is_over() {
            // A rematch, and a review of the game just finished.
            assert!(
                matches!(
                    reply.buttons[..],
                    [Button::Rematch { .. }, Button::Review { .. }]
                ),
                "{:?}",
                reply.buttons
            );
            return (reply, answers);
        }
        // After every reply it is the human's turn again: the computer
        // never keeps the move while the human waits.
        assert!(
            !svc.autocomplete()
                .movable_stacks(actor(ALICE), None)
                .await
                .is_empty()
        );
        assert_eq!(reply.mentions, vec![ALICE], "{}", reply.text);
    }
    panic!("the game did not end in {max_turns} turns");
}

fn user_err(r: Result<Reply, ServiceError>) -> String {
    match r {
        Err(ServiceError::User(m)) => m.to_string(),
        Err(e) => panic!("expected a user error, got {e:?}"),
        Ok(reply) => panic!("expected a user error, got {:?}", reply.text),
    }
}

backends!(a_whole_game_against_the_computer_counts_in_stats_but_not_in_ratings);
async fn a_whole_game_against_the_computer_counts_in_stats_but_not_in_ratings(env: Env) {
    let svc = env.open().await;
    let start = svc
        .computer()
        .play_ai(actor(ALICE), Level::Easy, Variant::Standard)
        .await
        .unwrap();
    assert!(
        start
            .text
            .to_string()
            .contains("against the computer (level easy)"),
        "{}",
        start.text
    );
    assert_eq!(start.mentions, vec![ALICE]);
    answer_of(&svc, &start).await;
    // Someone else can't play in it, nor start another game here.
    let pos = current(&svc).await;
    let m = pos
        .legal_actions()
        .into_iter()
        .find_map(|a| match a {
            Action::Move(m) => Some(m.to_string()),
            _ => None,
        })
        .unwrap();
    assert!(user_err(svc.turns().play_move(actor(BOB), None, &m).await).contains("not playing"));
    user_err(
        svc.computer()
            .play_ai(actor(BOB), Level::Hard, Variant::Standard)
            .await,
    );

    let mut rng = FastRng::seed_from_u64(7);
    let (end, answers) = play_to_the_end(&svc, &mut rng, 200).await;
    assert!(answers >= 5, "the computer answered only {answers} times");
    assert!(
        end.text.to_string().contains("wins") || end.text.to_string().contains("draw"),
        "{}",
        end.text
    );
    assert!(!end.text.to_string().contains("Rating"), "{}", end.text);

    // The log holds the computer's turns; the history names it.
    let history = svc
        .viewing()
        .history(actor(ALICE))
        .await
        .unwrap()
        .text
        .to_string();
    assert!(history.contains("the computer"), "{history}");

    let stats = svc
        .viewing()
        .stats(actor(ALICE), ALICE)
        .await
        .unwrap()
        .text
        .to_string();
    assert!(stats.contains("Games: 1"), "{stats}");
    assert!(
        stats.contains("Against the computer (easy, not rated)"),
        "{stats}"
    );
    assert!(!stats.contains("Rating ("), "{stats}");
    let board = svc
        .viewing()
        .leaderboard(actor(ALICE), Variant::Standard, 0)
        .await
        .unwrap()
        .text
        .to_string();
    assert!(!board.contains(&ALICE.to_string()), "{board}");
    assert!(!board.contains("the computer"), "{board}");

    // A rematch starts a new game against the same level at once.
    let again = svc.challenges().rematch(actor(ALICE), None).await.unwrap();
    assert!(
        again
            .text
            .to_string()
            .contains("against the computer (level easy)"),
        "{}",
        again.text
    );
    assert!(!current(&svc).await.is_over());
}

backends!(the_lot_decides_who_moves_first_and_the_computer_plays_at_once);
async fn the_lot_decides_who_moves_first_and_the_computer_plays_at_once(env: Env) {
    let svc = env.open().await;
    let (mut human_first, mut computer_first) = (0, 0);
    for channel in 1..=16u64 {
        let a = Actor::member(Some(GUILD), ChannelId::new(channel), ALICE);
        let r = svc
            .computer()
            .play_ai(a, Level::Easy, Variant::SixStack)
            .await
            .unwrap();
        let pos = r.position.clone().unwrap();
        assert_eq!(pos.variant(), Variant::SixStack);
        assert_eq!(r.mentions, vec![ALICE]);
        assert!(r.image.is_some());
        let history = svc.viewing().history(a).await.unwrap().text.to_string();
        if r.text.to_string().contains("the computer moves first") {
            computer_first += 1;
            // Its first turn follows as an answer of its own; then the
            // human (player 2) is to move.
            assert_eq!(pos.to_move(), Player::One);
            assert!(!history.contains("1. "), "{history}");
            let answer = answer_of(&svc, &r).await.unwrap();
            assert!(
                answer
                    .text
                    .to_string()
                    .contains("The computer (easy) answers"),
                "{}",
                answer.text
            );
            assert!(
                answer.text.to_string().contains("The computer plays `"),
                "{}",
                answer.text
            );
            assert_eq!(answer.mentions, vec![ALICE]);
            assert!(answer.image.is_some());
            assert_eq!(answer.position.unwrap().to_move(), Player::Two);
            let history = svc.viewing().history(a).await.unwrap().text.to_string();
            assert!(history.contains("1. "), "{history}");
        } else {
            human_first += 1;
            assert!(
                r.text
                    .to_string()
                    .contains(&format!("<@{ALICE}> moves first")),
                "{}",
                r.text
            );
            assert!(!r.text.to_string().contains("answers"), "{}", r.text);
            assert!(r.computer_due().is_none());
            assert_eq!(pos.to_move(), Player::One);
        }
    }
    assert!(
        human_first > 0 && computer_first > 0,
        "{human_first} / {computer_first}"
    );
}

backends!(a_restart_in_the_middle_of_a_game_against_the_computer_continues);
async fn a_restart_in_the_middle_of_a_game_against_the_computer_continues(env: Env) {
    let mut rng = FastRng::seed_from_u64(11);
    {
        let svc = env.open().await;
        svc.computer()
            .play_ai(actor(ALICE), Level::Easy, Variant::Standard)
            .await
            .unwrap();
        for _ in 0..4 {
            human_turn(&svc, &mut rng).await;
        }
        svc.close().await;
    }
    let svc = env.open().await;
    let before = current(&svc).await;
    assert!(!before.is_over());
    let (end, _) = play_to_the_end(&svc, &mut rng, 200).await;
    assert!(end.position.unwrap().is_over());
    let stats = svc
        .viewing()
        .stats(actor(ALICE), ALICE)
        .await
        .unwrap()
        .text
        .to_string();
    assert!(stats.contains("Games: 1"), "{stats}");
}

backends!(resigning_against_the_computer_is_a_loss_without_rating);
async fn resigning_against_the_computer_is_a_loss_without_rating(env: Env) {
    let svc = env.open().await;
    svc.computer()
        .play_ai(actor(ALICE), Level::Easy, Variant::Standard)
        .await
        .unwrap();
    let r = svc.endings().resign(actor(ALICE)).await.unwrap();
    assert!(
        r.text.to_string().contains("the computer wins"),
        "{}",
        r.text
    );
    assert!(r.mentions.iter().all(|&u| u == ALICE), "{:?}", r.mentions);
    let stats = svc
        .viewing()
        .stats(actor(ALICE), ALICE)
        .await
        .unwrap()
        .text
        .to_string();
    assert!(stats.contains("0 won, 1 lost"), "{stats}");
    assert!(!stats.contains("Rating ("), "{stats}");
    // The computer never loses on time: a day later nothing has happened to
    // a fresh game where it is the human's turn except the human's clock.
    let r = svc.challenges().rematch(actor(ALICE), None).await.unwrap();
    assert!(r.text.to_string().contains("level easy"), "{}", r.text);
    answer_of(&svc, &r).await;
    env.clock.advance(Duration::from_millis(25 * 3_600_000));
    let notices = svc.deadlines().tick().await.unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0]
            .reply
            .text
            .to_string()
            .contains("the computer wins"),
        "{}",
        notices[0].reply.text
    );
}

/// A human-first game in some channel; returns its actor. (Where the
/// computer moved first, its answer is given, and the human is to move.)
async fn human_first_game(svc: &Service) -> Actor {
    for channel in 1..=32u64 {
        let a = Actor::member(Some(GUILD), ChannelId::new(channel), ALICE);
        let r = svc
            .computer()
            .play_ai(a, Level::Easy, Variant::Standard)
            .await
            .unwrap();
        if answer_of(svc, &r).await.is_none() {
            return a;
        }
    }
    panic!("the computer always moved first");
}

/// Leaves the game in `channel` as a process stopped between the human's
/// first move and the computer's answer would: its log ends after that move.
async fn rewind_to_the_first_move(env: &Env, channel: ChannelId) {
    env.execute("DELETE FROM actions WHERE ply >= 1", &[]).await;
    env.execute(
        "UPDATE games SET ply = 1 WHERE channel_id = $1 AND status = 'active'",
        &[channel.get() as i64],
    )
    .await;
}

backends!(an_interrupted_answer_is_given_later_and_the_same_and_never_on_time);
async fn an_interrupted_answer_is_given_later_and_the_same_and_never_on_time(env: Env) {
    let svc = env.open().await;
    let a = human_first_game(&svc).await;
    let pos = svc.viewing().board(a).await.unwrap().position.unwrap();
    let m = pos
        .legal_actions()
        .into_iter()
        .find(|x| matches!(x, Action::Move(_)))
        .unwrap();
    let moved = svc
        .turns()
        .play_move(a, None, &m.to_string())
        .await
        .unwrap();
    let answered = answer_of(&svc, &moved).await.expect("an answer");
    assert!(
        answered.text.to_string().contains("answers"),
        "{}",
        answered.text
    );
    let history = svc.viewing().history(a).await.unwrap().text.to_string();
    svc.close().await;

    // As if the process had stopped between the human's move and the
    // computer's answer: the log ends after the human's move.
    rewind_to_the_first_move(&env, a.channel).await;

    // Past the turn limit the computer does not lose: it answers, and
    // exactly as it did before (its search is seeded from the stored game).
    let svc = env.open().await;
    env.clock.advance(Duration::from_millis(25 * 3_600_000));
    // (The other channels' games, where the human was to move, are lost on time.)
    let notices = svc.deadlines().tick().await.unwrap();
    let ours: Vec<_> = notices.iter().filter(|n| n.channel == a.channel).collect();
    assert_eq!(ours.len(), 1, "{notices:?}");
    assert!(
        ours[0].reply.text.to_string().contains("answers"),
        "{}",
        ours[0].reply.text
    );
    for n in notices.iter().filter(|n| n.channel != a.channel) {
        assert!(
            n.reply.text.to_string().contains("loses on time"),
            "{}",
            n.reply.text
        );
    }
    assert!(
        !svc.viewing()
            .board(a)
            .await
            .unwrap()
            .position
            .unwrap()
            .is_over()
    );
    assert_eq!(
        svc.viewing().history(a).await.unwrap().text.to_string(),
        history
    );

    // The same interruption answered on the human's next command instead.
    svc.close().await;
    rewind_to_the_first_move(&env, a.channel).await;
    let svc = env.open().await;
    let pos = svc.viewing().board(a).await.unwrap().position.unwrap();
    let any = pos
        .legal_actions()
        .into_iter()
        .find(|x| matches!(x, Action::Move(_)))
        .unwrap();
    // The human's command finds the answer pending: it is due again (the
    // human's move is not taken), and asked for, it is the same answer.
    let r = svc
        .turns()
        .play_move(a, None, &any.to_string())
        .await
        .unwrap();
    assert!(r.text.to_string().contains("is thinking"), "{}", r.text);
    let answer = answer_of(&svc, &r).await.expect("the pending answer");
    assert!(
        answer.text.to_string().contains("answers"),
        "{}",
        answer.text
    );
    assert_eq!(
        svc.viewing().history(a).await.unwrap().text.to_string(),
        history
    );
}

backends!(a_challenge_to_the_computer_starts_a_normal_game);
async fn a_challenge_to_the_computer_starts_a_normal_game(env: Env) {
    let svc = env.open().await;
    let r = svc
        .challenges()
        .challenge(actor(ALICE), Seat::Computer, Variant::Standard)
        .await
        .unwrap();
    assert!(
        r.text
            .to_string()
            .contains("against the computer (level normal)"),
        "{}",
        r.text
    );
    assert!(r.buttons.is_empty(), "nothing to accept");
    // The channel is taken: a human challenge waits for the game to end.
    user_err(
        svc.challenges()
            .challenge(actor(BOB), ALICE.into(), Variant::Standard)
            .await,
    );
}
