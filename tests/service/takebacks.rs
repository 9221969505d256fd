//! Takebacks on every database: a request accepted (the log keeps what was
//! taken back; history marks it, replay and the board use the line that
//! stands; the same ply comes back with a new revision), declined,
//! expired, overtaken by a move; refused by the guild's setting in a rated
//! game; against the computer both turns at once; and a takeback racing a
//! move, a resignation and the turn clock across two services (two
//! processes) with exactly one outcome.

use std::sync::Arc;

use crate::service_env::*;
use lyngk::ai::Level;
use lyngk::engine::{Action, Player, Position, Variant};
use lyngk::ids::{MessageId, Seat, TakebackId, UserId};
use lyngk::service::{Actor, Button, Reply, Service, ServiceError, TAKEBACK_TTL};

/// A posted message (in the test channel).
const fn message(n: u64) -> MessageId {
    MessageId::new(n)
}

fn refusal(r: Result<Reply, ServiceError>) -> String {
    match r {
        Err(ServiceError::User(m)) => m.ids().join("/"),
        Err(e) => panic!("expected a user error, got {e:?}"),
        Ok(reply) => panic!("expected a user error, got {}", reply.text),
    }
}

/// Challenges and accepts: the users of player 1 and player 2.
async fn start(svc: &Service) -> [UserId; 2] {
    let r = svc
        .challenges()
        .challenge(actor(ALICE), Seat::from(BOB), Variant::Standard)
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("{:?}", r.buttons);
    };
    let r = svc
        .challenges()
        .accept(actor(BOB), Some(challenge))
        .await
        .unwrap();
    let p1 = r.mentions[0];
    [p1, if p1 == ALICE { BOB } else { ALICE }]
}

/// The player to move plays their first plain move; returns the reply.
async fn play(svc: &Service, users: [UserId; 2]) -> Reply {
    let pos = current(svc).await;
    let user = users[pos.to_move().index()];
    svc.turns()
        .play_move(actor(user), None, &first_move(&pos))
        .await
        .unwrap()
}

/// The takeback request of a reply (its Accept button).
fn request_of(r: &Reply) -> TakebackId {
    match r.buttons.first() {
        Some(Button::TakebackAccept { takeback }) => *takeback,
        other => panic!("no takeback request: {other:?} in {}", r.text),
    }
}

/// The history's line of play: its numbered turns.
async fn history_turns(svc: &Service) -> (Vec<String>, String) {
    let text = svc
        .viewing()
        .history(actor(ALICE))
        .await
        .unwrap()
        .text
        .to_string();
    let block = text.split("```").nth(1).unwrap();
    let turns = block
        .lines()
        .filter_map(|l| l.split_once(". ").map(|(_, t)| t.to_owned()))
        .collect();
    (turns, text)
}

backends!(an_accepted_takeback_undoes_the_turn_and_keeps_it_in_the_log);
async fn an_accepted_takeback_undoes_the_turn_and_keeps_it_in_the_log(env: Env) {
    let svc = env.open().await;
    let users = start(&svc).await;
    let [p1, p2] = users;
    play(&svc, users).await;
    let before = current(&svc).await;
    let reply = play(&svc, users).await;
    // The reply to one's own turn has the Take back button (and the
    // opponent's Move button).
    let Some(&Button::Takeback { game, rev }) = reply
        .buttons
        .iter()
        .find(|b| matches!(b, Button::Takeback { .. }))
    else {
        panic!("{:?}", reply.buttons);
    };
    let (played, _) = history_turns(&svc).await;
    assert_eq!(played.len(), 2);

    // The button is for the one who played that turn.
    let other = refusal(
        svc.takebacks()
            .request(actor(p1), Some(lyngk::service::Revision { game, rev }))
            .await,
    );
    assert_eq!(other, "takeback-button-for");
    let asked = svc
        .takebacks()
        .request(actor(p2), Some(lyngk::service::Revision { game, rev }))
        .await
        .unwrap();
    assert_eq!(asked.mentions, vec![p1], "the opponent is pinged");
    assert!(asked.text.has("takeback-asked"), "{}", asked.text);
    assert_eq!(asked.asks_takeback(), Some(request_of(&asked)));
    let id = request_of(&asked);
    // One request at a time; only the opponent answers.
    assert_eq!(
        refusal(svc.takebacks().request(actor(p2), None).await),
        "takeback-pending"
    );
    assert_eq!(
        refusal(svc.takebacks().answer(actor(p2), id, true).await),
        "takeback-not-for-you"
    );
    assert_eq!(
        refusal(svc.takebacks().answer(actor(CAROL), id, true).await),
        "takeback-not-for-you"
    );
    let done = svc.takebacks().answer(actor(p1), id, true).await.unwrap();
    assert!(done.text.has("takeback-accepted"), "{}", done.text);
    assert_eq!(done.mentions, vec![p2], "the player to move again");
    assert_eq!(done.position.as_ref(), Some(&before));
    assert!(done.image.is_some());
    // The same ply, a new revision: the old buttons are stale.
    let Some(&Button::Move { rev: new_rev, .. }) = done.buttons.first() else {
        panic!("{:?}", done.buttons);
    };
    assert!(new_rev > rev);
    assert_eq!(current(&svc).await, before);
    assert_eq!(
        refusal(svc.takebacks().answer(actor(p1), id, true).await),
        "takeback-was-accepted"
    );

    // History: the standing line, then what was taken back.
    let (turns, text) = history_turns(&svc).await;
    assert_eq!(turns, played[..1].to_vec(), "{text}");
    assert!(
        text.contains(&format!("Taken back from turn 2 on: `{}`", played[1])),
        "{text}"
    );
    // Replay uses the line that stands.
    let replay = svc.viewing().replay(actor(ALICE)).await.unwrap();
    assert!(
        replay.text.to_string().contains("1 action"),
        "{}",
        replay.text
    );
    // The undone action is still in the log, marked.
    assert_eq!(
        env.execute(
            "UPDATE actions SET played_at = played_at WHERE undone_by IS NOT NULL AND ply = 1",
            &[]
        )
        .await,
        1
    );
    // Play on: the ply comes back with another move, and both survive
    // a restart.
    let again: Vec<Action> = before.legal_actions();
    let other_move = again
        .iter()
        .filter_map(|a| match a {
            Action::Move(m) if m.to_string() != played[1] => Some(m.to_string()),
            _ => None,
        })
        .next()
        .unwrap();
    svc.turns()
        .play_move(actor(p2), None, &other_move)
        .await
        .unwrap();
    svc.close().await;
    let svc = env.open().await;
    let (turns, text) = history_turns(&svc).await;
    assert_eq!(turns, vec![played[0].clone(), other_move.clone()], "{text}");
    assert!(text.contains(&played[1]), "{text}");
    let mut pos = before.clone();
    pos.play(other_move.parse::<Action>().unwrap()).unwrap();
    assert_eq!(current(&svc).await, pos);
}

backends!(declined_expired_and_overtaken_requests_change_nothing);
async fn declined_expired_and_overtaken_requests_change_nothing(env: Env) {
    let svc = env.open().await;
    let users = start(&svc).await;
    let [p1, p2] = users;
    assert_eq!(
        refusal(svc.takebacks().request(actor(p1), None).await),
        "takeback-nothing"
    );
    play(&svc, users).await;
    let after = current(&svc).await;

    // Declined.
    let id = request_of(&svc.takebacks().request(actor(p1), None).await.unwrap());
    let no = svc.takebacks().answer(actor(p2), id, false).await.unwrap();
    assert!(no.text.has("takeback-declined"));
    assert_eq!(no.mentions, vec![p1]);
    assert_eq!(current(&svc).await, after);

    // Expired: the clock closes it once and says so.
    let asked = svc.takebacks().request(actor(p1), None).await.unwrap();
    let id = request_of(&asked);
    svc.takebacks()
        .posted(id, CHANNEL, message(555), None)
        .await
        .unwrap();
    env.clock.advance(lyngk::service::TAKEBACK_TTL);
    let notices = svc.deadlines().tick().await.unwrap();
    let expired: Vec<_> = notices
        .iter()
        .filter(|n| n.reply.text.has("takeback-expired"))
        .collect();
    assert_eq!(expired.len(), 1, "{notices:?}");
    assert_eq!(expired[0].reply.mentions, vec![p1]);
    assert_eq!(
        expired[0].reply.settles_takeback().map(|m| m.message),
        Some(message(555)),
        "its buttons go"
    );
    assert!(svc.deadlines().tick().await.unwrap().is_empty());
    assert_eq!(
        refusal(svc.takebacks().answer(actor(p2), id, true).await),
        "takeback-has-expired"
    );

    // Lapsed but not closed by the clock yet: accepting it closes it.
    let id = request_of(&svc.takebacks().request(actor(p1), None).await.unwrap());
    svc.takebacks()
        .posted(id, CHANNEL, message(556), None)
        .await
        .unwrap();
    env.clock.advance(TAKEBACK_TTL + Duration::from_millis(1));
    let late = svc.takebacks().answer(actor(p2), id, true).await.unwrap();
    assert!(late.ephemeral);
    assert!(late.text.has("takeback-has-expired"));
    assert_eq!(
        late.settles_takeback().map(|m| m.message),
        Some(message(556))
    );
    assert_eq!(current(&svc).await, after);

    // Overtaken by a move: the move stands, the buttons go, through the
    // token kept with the request where only it can edit the message.
    let id = request_of(&svc.takebacks().request(actor(p1), None).await.unwrap());
    let response = lyngk::service::ResponseToken {
        token: "the click's token".into(),
        arrived: svc.now(),
        followup: false,
    };
    svc.takebacks()
        .posted(id, CHANNEL, message(557), Some(response.clone()))
        .await
        .unwrap();
    let moved = play(&svc, users).await;
    let overtaken = moved.settles_takeback().expect("its buttons go");
    assert_eq!(overtaken.message, message(557));
    assert_eq!(overtaken.response, Some(response));
    assert!(!format!("{overtaken:?}").contains("the click's token"));
    let moved_pos = current(&svc).await;
    assert_eq!(
        refusal(svc.takebacks().answer(actor(p2), id, true).await),
        "takeback-overtaken"
    );
    assert_eq!(current(&svc).await, moved_pos);
}

backends!(the_setting_refuses_takebacks_in_rated_games_and_not_against_the_computer);
async fn the_setting_refuses_takebacks_in_rated_games_and_not_against_the_computer(env: Env) {
    let svc = env.open().await;
    let admin = Actor {
        admin: true,
        ..actor(CAROL)
    };
    assert_eq!(
        refusal(svc.settings().set_takebacks(actor(ALICE), false).await),
        "admins-only"
    );
    svc.settings().set_takebacks(admin, false).await.unwrap();
    let users = start(&svc).await;
    let reply = play(&svc, users).await;
    assert!(
        !reply
            .buttons
            .iter()
            .any(|b| matches!(b, Button::Takeback { .. })),
        "no Take back button where takebacks are refused"
    );
    assert_eq!(
        refusal(svc.takebacks().request(actor(users[0]), None).await),
        "takebacks-off"
    );
    svc.endings()
        .abort(Actor {
            moderator: true,
            ..actor(CAROL)
        })
        .await
        .unwrap();

    // Against the computer: always allowed, both turns at once.
    let started = svc
        .computer()
        .play_ai(actor(ALICE), Level::Easy, Variant::Standard)
        .await
        .unwrap();
    if let Some(due) = started.computer_due().cloned() {
        svc.computer().answer(due).await.unwrap();
    }
    let before = current(&svc).await;
    let mine = svc
        .turns()
        .play_move(actor(ALICE), None, &first_move(&before))
        .await
        .unwrap();
    let answer = svc
        .computer()
        .answer(mine.computer_due().cloned().unwrap())
        .await
        .unwrap()
        .unwrap();
    assert!(
        answer
            .buttons
            .iter()
            .any(|b| matches!(b, Button::Takeback { .. })),
        "{:?}",
        answer.buttons
    );
    let back = svc.takebacks().request(actor(ALICE), None).await.unwrap();
    assert!(back.text.has("takeback-computer"), "{}", back.text);
    assert!(!back.ephemeral);
    assert_eq!(current(&svc).await, before);
    assert_eq!(before.to_move(), current(&svc).await.to_move());
    let text = svc
        .viewing()
        .history(actor(ALICE))
        .await
        .unwrap()
        .text
        .to_string();
    assert!(text.contains("Taken back from turn"), "{text}");
}

/// A game where player 1 moved and asked for a takeback, on two services.
async fn asked(
    env: &Env,
) -> (
    Arc<Service>,
    Arc<Service>,
    [UserId; 2],
    TakebackId,
    Position,
) {
    let svc = Arc::new(env.open().await);
    let other = Arc::new(env.open().await);
    let users = start(&svc).await;
    let before = current(&svc).await;
    play(&svc, users).await;
    let id = request_of(
        &svc.takebacks()
            .request(actor(users[0]), None)
            .await
            .unwrap(),
    );
    (svc, other, users, id, before)
}

backends!(a_takeback_racing_a_move_has_exactly_one_outcome);
async fn a_takeback_racing_a_move_has_exactly_one_outcome(env: Env) {
    for round in 0..3 {
        let (svc, other, users, id, before) = asked(&env).await;
        let [_, p2] = users;
        let after = current(&svc).await;
        let m = first_move(&after);
        // The opponent accepts on one process and moves on the other.
        let (a, b) = (svc.clone(), other.clone());
        let accept = tokio::spawn(async move { a.takebacks().answer(actor(p2), id, true).await });
        let mv = tokio::spawn(async move { b.turns().play_move(actor(p2), None, &m).await });
        let (accept, mv) = (accept.await.unwrap(), mv.await.unwrap());
        let accepted = matches!(&accept, Ok(r) if r.text.has("takeback-accepted"));
        let moved = mv.is_ok();
        assert!(accepted ^ moved, "round {round}: {accept:?} / {mv:?}");
        let now = current(&other).await;
        if accepted {
            assert_eq!(now, before);
            // The move was refused: player 1 is to move again.
            assert_eq!(now.to_move(), Player::One);
        } else {
            assert_ne!(now, after);
            assert_eq!(now.to_move(), Player::One);
            assert!(
                matches!(&accept, Ok(r) if r.ephemeral && r.text.has("takeback-overtaken"))
                    || matches!(&accept, Err(ServiceError::User(_))),
                "{accept:?}"
            );
        }
        svc.endings()
            .abort(Actor {
                moderator: true,
                ..actor(CAROL)
            })
            .await
            .unwrap();
    }
}

backends!(a_takeback_racing_a_resignation_or_the_clock_has_exactly_one_outcome);
async fn a_takeback_racing_a_resignation_or_the_clock_has_exactly_one_outcome(env: Env) {
    // Against a resignation of the requester.
    let (svc, other, users, id, before) = asked(&env).await;
    let [p1, p2] = users;
    let (a, b) = (svc.clone(), other.clone());
    let accept = tokio::spawn(async move { a.takebacks().answer(actor(p2), id, true).await });
    let resign = tokio::spawn(async move { b.endings().resign(actor(p1)).await });
    let (accept, resign) = (accept.await.unwrap(), resign.await.unwrap());
    // The resignation always stands (it does not depend on the
    // position); the takeback stands only if it came first, and then
    // the resignation is of the game taken back.
    assert!(resign.is_ok(), "{resign:?}");
    let accepted = matches!(&accept, Ok(r) if r.text.has("takeback-accepted"));
    let board = svc.viewing().board(actor(p1)).await.unwrap();
    assert!(board.text.has("game-over-won"), "{}", board.text);
    if accepted {
        assert_eq!(board.position.unwrap(), before);
    } else {
        assert_ne!(board.position.unwrap(), before);
    }
    let (turns, _) = history_turns(&svc).await;
    assert_eq!(turns.len(), usize::from(!accepted));

    // Against the turn clock: the deadline passes as the opponent
    // accepts; either the loss on time or the takeback, never both. (A
    // turn limit shorter than a request's life.)
    let admin = Actor {
        admin: true,
        ..actor(CAROL)
    };
    svc.settings()
        .set_turn_limit(admin, std::time::Duration::from_secs(120))
        .await
        .unwrap();
    let (svc, other, users, id, before) = asked(&env).await;
    let [p1, p2] = users;
    env.clock.advance(Duration::from_millis(121_000));
    let (a, b) = (svc.clone(), other.clone());
    let accept = tokio::spawn(async move { a.takebacks().answer(actor(p2), id, true).await });
    let tick = tokio::spawn(async move { b.deadlines().tick().await });
    let (accept, tick) = (accept.await.unwrap(), tick.await.unwrap().unwrap());
    let accepted = matches!(&accept, Ok(r) if r.text.has("takeback-accepted"));
    let lost = tick.iter().any(|n| n.reply.text.has("lost-on-time"));
    assert!(accepted ^ lost, "{accept:?} / {tick:?}");
    let board = svc.viewing().board(actor(p1)).await.unwrap();
    if accepted {
        // The clock restarted for the player to move.
        assert_eq!(board.position.unwrap(), before);
        assert!(svc.deadlines().tick().await.unwrap().is_empty());
    } else {
        assert!(board.text.has("game-over-won"));
    }
}
