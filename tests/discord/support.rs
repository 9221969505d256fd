//! What the Discord tests share beyond the harness: reading the registered
//! command tree, starting a game through the challenge and its Accept
//! button, choosing moves with the engine, reading a game back from
//! `/lyngk history`, and resigning through the confirmation.

use lyngk::engine::{Action, Move, Player, Point, Position};
use serde_json::Value;

use crate::common::fake_discord::{FakeUser, Fault, InteractionCallback, Opt, RecordedRequest};
use crate::common::game::{Game, as_message, board_png_size, mentioned_ids};
use crate::common::{Harness, allowed_users, assert_safe_mentions};

pub fn names(options: &Value) -> Vec<&str> {
    options.as_array().map_or(vec![], |o| {
        o.iter().filter_map(|o| o["name"].as_str()).collect()
    })
}

pub fn option<'a>(options: &'a Value, name: &str) -> &'a Value {
    options
        .as_array()
        .and_then(|o| o.iter().find(|o| o["name"] == name))
        .unwrap_or_else(|| panic!("no option {name} in {options}"))
}

/// An illegal move for the player to move: an occupied start and an occupied
/// end that the engine refuses, with its reason.
pub fn an_illegal_move(pos: &Position) -> (Point, Point, String) {
    for from in Point::ALL {
        if pos.stack(from).is_empty() {
            continue;
        }
        for to in Point::ALL {
            if to == from || pos.stack(to).is_empty() {
                continue;
            }
            if let Err(reason) = pos.check(&Action::Move(Move::new(from, to))) {
                return (from, to, reason.to_string());
            }
        }
    }
    panic!("every move is legal in {pos}");
}

/// Challenges `b` as `a`, accepts with the button as `b`, and reads the game
/// back from `/lyngk history`. Returns the game and the challenge message.
pub async fn start_game(h: &Harness, a: &FakeUser, b: &FakeUser) -> (Game, Value, Vec<String>) {
    let challenge = h
        .command(a, "challenge", vec![Opt::user("opponent", b)])
        .await;
    assert_eq!(challenge.kind, 4);
    assert!(!challenge.is_ephemeral());
    assert_safe_mentions(&challenge);
    assert_eq!(
        allowed_users(&challenge),
        [b.id],
        "only the opponent is pinged"
    );
    let buttons = challenge.custom_ids();
    assert_eq!(buttons.len(), 2, "Accept and Decline");
    assert!(buttons[0].starts_with("lyngk:accept:"), "{buttons:?}");
    assert!(buttons[1].starts_with("lyngk:decline:"), "{buttons:?}");
    let message = as_message(h, &challenge, 9_000_000_000_000_000_001);

    let (closed, started) = h
        .click_settling(b, &buttons[0], Some(message.clone()))
        .await;
    assert!(
        closed.custom_ids().is_empty(),
        "the challenge's buttons are gone"
    );
    assert!(!started.is_ephemeral());
    assert_safe_mentions(&started);
    let mut game = Game::from_history(h, a, a, b).await;
    assert_eq!(game.pos.to_move(), Player::One);
    let ids = mentioned_ids(started.content().unwrap_or_default());
    assert_eq!(
        ids[0],
        game.user(Player::One).id,
        "player 1 is announced first"
    );
    assert_eq!(ids[1], game.user(Player::Two).id, "player 2 is named too");
    assert_eq!(
        allowed_users(&started),
        [game.user(Player::One).id],
        "only the player to move is pinged"
    );
    game.boards.push(board_png_size(&started));
    (game, message, buttons)
}

/// The first plain move of the player to move (no claim).
pub fn first_move(pos: &Position) -> Action {
    pos.legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move(_)))
        .expect("a move without a claim")
}

/// The current position, read from `/lyngk history` (start LPN and turns).
pub async fn position_from_history(h: &Harness, asker: &FakeUser) -> Position {
    position_in(h, h.fake.config().channel_id, asker).await
}

/// The same in another channel.
pub async fn position_in(h: &Harness, channel: u64, asker: &FakeUser) -> Position {
    let answer = h.command_in(channel, asker, "history", vec![]).await;
    position_of_history(&answer)
}

/// The current position of a game, from its `/lyngk history` answer (start
/// LPN and turns).
pub fn position_of_history(answer: &InteractionCallback) -> Position {
    let text = answer.content().expect("a history text").to_owned();
    let block = text.split("```").nth(1).expect("a code block");
    let mut lines = block.trim().lines();
    let mut pos: Position = lines.next().unwrap().trim().parse().unwrap();
    for line in lines {
        let Some((_, turn)) = line.split_once(". ") else {
            continue;
        };
        for action in lyngk::engine::parse_turn(turn).unwrap() {
            pos.play(action).unwrap();
        }
    }
    pos
}

/// `/lyngk play-ai` at the level choice `level` (0 easy, 1 normal, 2 hard)
/// by `user` in `channel`; when the computer moves first, waits for its
/// move, a follow-up that pings the human. Returns the command's answer.
pub async fn play_ai_in(
    h: &Harness,
    channel: u64,
    user: &FakeUser,
    level: i64,
) -> InteractionCallback {
    let started = h
        .command_in(channel, user, "play-ai", vec![Opt::integer("level", level)])
        .await;
    if started
        .content()
        .unwrap_or_default()
        .contains("the computer moves first")
    {
        let first = h.followup(&started, 1).await;
        assert_eq!(allowed_users(&first), [user.id]);
    }
    started
}

/// `/lyngk move` by `user` in `channel` with the first plain move of the
/// game's position (read from `/lyngk history`). Returns the answer, the
/// position before the move and the move.
pub async fn move_first_in(
    h: &Harness,
    channel: u64,
    user: &FakeUser,
) -> (InteractionCallback, Position, Move) {
    let pos = position_in(h, channel, user).await;
    let Action::Move(m) = first_move(&pos) else {
        unreachable!("first_move finds a move")
    };
    let answer = h
        .command_in(
            channel,
            user,
            "move",
            vec![
                Opt::string("from", &m.from.to_string()),
                Opt::string("to", &m.to.to_string()),
            ],
        )
        .await;
    (answer, pos, m)
}

/// `/lyngk resign` by `user`, confirmed: the question only they see, with
/// Resign and Keep playing, then the Resign click, which takes the buttons
/// away. Returns the public result.
pub async fn resign(h: &Harness, user: &FakeUser) -> InteractionCallback {
    let (asked, message) = resign_question(h, user).await;
    let (closed, result) = h
        .click_settling(user, &asked.custom_ids()[0], Some(message))
        .await;
    assert!(
        closed.custom_ids().is_empty(),
        "the question's buttons are gone"
    );
    result
}

/// `/lyngk resign` by `user`, not answered yet: the question and the message
/// it shows.
pub async fn resign_question(h: &Harness, user: &FakeUser) -> (InteractionCallback, Value) {
    let asked = h.command(user, "resign", vec![]).await;
    assert!(asked.is_ephemeral(), "{:?}", asked.content());
    let ids = asked.custom_ids();
    assert_eq!(ids.len(), 2, "Resign and Keep playing: {ids:?}");
    assert!(ids[0].starts_with("lyngk:resign:"), "{ids:?}");
    assert!(ids[1].starts_with("lyngk:keep:"), "{ids:?}");
    let message = as_message(h, &asked, 9_000_000_000_000_000_777);
    (asked, message)
}

/// The requests `fault` would fail (its method and paths), in order,
/// whatever the fake answered them.
pub fn requests_like(h: &Harness, fault: &Fault) -> Vec<RecordedRequest> {
    let probe = Fault {
        times: 1,
        ..fault.clone()
    };
    h.fake
        .state()
        .requests
        .iter()
        .filter(|r| probe.matches(&r.method, &r.path))
        .cloned()
        .collect()
}

/// The statuses the fake answered `requests` with.
pub fn statuses(requests: &[RecordedRequest]) -> Vec<u16> {
    requests.iter().map(|r| r.status).collect()
}
