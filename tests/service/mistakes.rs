//! Mistakes to retry: the analysis keeps a member's costly turn (once,
//! however often the game is analysed, and never the computer's), and
//! `/lyngk mistakes` shows it to that member only and judges the turns
//! tried on it.

use lyngk::engine::{Action, Player, Position, Variant, turns};
use lyngk::i18n::Arg;
use lyngk::ids::{GameId, MistakeId, Seat, UserId};
use lyngk::record::{EndReason, Ending};
use lyngk::service::{
    BoardKind, BoardRef, Button, MISTAKE_DROP, MISTAKES_PER_PLAYER, MenuKind, MistakeRetry, Reply,
    Service, picked_mistakes,
};
use lyngk::storage::{Db, NewGame, Plies};

use crate::games::user_err;
use crate::service_env::*;

/// Player 2 to move, with a forced win proven by the solver: `C2-E2` (and
/// six other moves) keep it, `C5-C7` and `F6-E4` (and three others) give
/// it away. Found along a random game (seed 11), near its end.
pub const WON: &str = "KB/-/-/-/KI/B/R/-/-/BK/-/IG/-/WGBR/BG/-/-/-/I/-/BK/-/GB/-/GWRIK/-/-/RIKG/RWG/-/-/GRI/-/-/-/-/-/I/-/-/-/KR/KBRI -:BG 2 0:0 standard";
/// The turn that throws the win away.
pub const BLUNDER: &str = "C5-C7";

/// A game started from [`WON`] between `seats` (player 1, player 2), in
/// which player 2 played `played`, then resigned: stored past the service,
/// as a finished game.
pub(crate) async fn finished_from_won(env: &Env, seats: [Seat; 2], played: &str) -> GameId {
    let db = Db::open(&env.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    let id = tx
        .insert_game(&NewGame {
            guild: Some(GUILD),
            channel: CHANNEL,
            challenge: None,
            variant: Variant::Standard,
            seed: 7,
            start_lpn: WON,
            player1: seats[0],
            player2: seats[1],
            now: T0,
            warn_at: T0 + HOUR,
            deadline_at: T0 + 2 * HOUR,
            ai_level: None,
        })
        .await
        .unwrap();
    tx.insert_action(id, 0, played, Some(seats[1]), T0)
        .await
        .unwrap();
    let ended = tx
        .end_game(
            id,
            Plies {
                revision: 0,
                new: 1,
            },
            &Ending::win(Player::One, EndReason::Resign, T0),
        )
        .await
        .unwrap();
    assert!(ended);
    tx.commit().await.unwrap();
    db.close().await;
    id
}

/// The member's mistakes in the test guild: how many are stored, how many
/// found.
pub(crate) async fn counts(env: &Env, user: UserId) -> (i64, i64) {
    let db = Db::open(&env.url()).await.unwrap();
    let mut tx = db.read().await.unwrap();
    let counts = tx.mistake_counts(user, Some(GUILD)).await.unwrap();
    tx.commit().await.unwrap();
    db.close().await;
    counts
}

fn num(r: &Reply, id: &str, arg: &str) -> i64 {
    match r.text.find(id).and_then(|m| m.get(arg)) {
        Some(Arg::Num(n)) => *n,
        other => panic!("{id}'s {arg}: {other:?} in {}", r.text),
    }
}

fn mistake_id(r: &Reply) -> MistakeId {
    match r.buttons[..] {
        [
            Button::Board {
                board:
                    BoardRef {
                        kind: BoardKind::Mistake(MistakeRetry { mistake }),
                        ..
                    },
            },
        ] => mistake,
        _ => panic!("a mistake's Move button: {:?}", r.buttons),
    }
}

/// The board of mistake `id` shown to `member`.
fn board(member: UserId, id: MistakeId) -> BoardRef {
    BoardRef::new(member, MistakeRetry { mistake: id })
}

async fn analyse(svc: &Service, game: GameId) {
    svc.analysis()
        .analyse(actor(CAROL), Some(game))
        .await
        .unwrap();
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    a_mistake_is_stored_once_and_retried_until_found
);
async fn a_mistake_is_stored_once_and_retried_until_found(env: Env) {
    // Nothing analysed yet: how to get some; a typed try has nothing to try.
    let svc = env.open().await;
    let none = svc.mistakes().next(actor(ALICE)).await.unwrap();
    assert!(none.ephemeral);
    assert!(none.text.has("mistakes-none"), "{}", none.text);
    assert!(
        user_err(
            svc.mistakes()
                .retry_typed(actor(ALICE), None, "C2 E2")
                .await
        )
        .contains("mistakes-none")
    );
    svc.close().await;

    // Bob (player 1) against Alice, who threw the win away, then resigned.
    let game = finished_from_won(&env, [BOB.into(), ALICE.into()], BLUNDER).await;
    let svc = env.open().await;
    // Analysed twice (by someone else): one mistake, Alice's.
    analyse(&svc, game).await;
    analyse(&svc, game).await;
    assert_eq!(counts(&env, ALICE).await, (1, 0));
    assert_eq!(counts(&env, BOB).await, (0, 0), "Bob made no turn");

    let shown = svc.mistakes().next(actor(ALICE)).await.unwrap();
    assert!(shown.ephemeral, "a mistake is private");
    assert!(shown.text.has("mistake-head"), "{}", shown.text);
    assert!(shown.text.has("mistake-task"), "{}", shown.text);
    assert_eq!(num(&shown, "mistake-head", "turn"), 1);
    assert_eq!(num(&shown, "mistake-head", "from"), 100, "a proven win");
    assert!(
        num(&shown, "mistake-head", "to") <= 100 - MISTAKE_DROP,
        "{}",
        shown.text
    );
    let head = shown.text.find("mistake-head").unwrap();
    assert_eq!(head.get("notation"), Some(&Arg::Str(BLUNDER.into())));
    assert_eq!(head.get("opponent"), Some(&Arg::User(BOB.into())));
    assert_eq!(shown.position, Some(WON.parse::<Position>().unwrap()));
    assert!(shown.image.is_some(), "the board before the mistake");
    let id = mistake_id(&shown);
    // Only Alice's: not Bob's, not Carol's (who analysed it), whether
    // they press Alice's board or one they made up as theirs.
    for other in [BOB, CAROL] {
        let theirs = svc.mistakes().next(actor(other)).await.unwrap();
        assert!(theirs.text.has("mistakes-none"), "{}", theirs.text);
        assert!(
            user_err(
                svc.boards()
                    .press(actor(other), board(ALICE, id), None)
                    .await
            )
            .contains("board-not-yours")
        );
        assert!(
            user_err(
                svc.boards()
                    .press(actor(other), board(other, id), None)
                    .await
            )
            .contains("mistake-outdated")
        );
    }

    // The turn she played: said so, not counted.
    let same = svc
        .mistakes()
        .retry_typed(actor(ALICE), None, "C5 C7")
        .await
        .unwrap();
    assert!(same.text.has("mistake-same"), "{}", same.text);
    assert_eq!(mistake_id(&same), id, "the same mistake again");
    // A move the rules refuse: the engine's reason, not counted.
    let illegal = svc
        .mistakes()
        .retry_typed(actor(ALICE), None, "C2 C7")
        .await
        .unwrap();
    assert!(illegal.text.has("mistake-illegal"), "{}", illegal.text);
    // Another losing turn: missed, with both chances and the preferred turn.
    let missed = svc
        .mistakes()
        .retry_typed(actor(ALICE), None, "F6-E4")
        .await
        .unwrap();
    assert!(missed.text.has("mistake-missed"), "{}", missed.text);
    assert!(
        num(&missed, "mistake-missed", "chance") < num(&missed, "mistake-missed", "best"),
        "{}",
        missed.text
    );
    assert_eq!(mistake_id(&missed), id, "try again");
    assert_eq!(counts(&env, ALICE).await, (1, 0));

    // The Move button's menus: the stack on C2, then its landing on E2,
    // which keeps the win (proven).
    let mine = board(ALICE, id);
    let stacks = svc.boards().press(actor(ALICE), mine, None).await.unwrap();
    assert!(stacks.buttons.is_empty());
    let stacks_menu = MenuKind::BoardStacks {
        board: mine,
        claim: None,
    };
    assert_eq!(stacks.menus[0].kind, stacks_menu);
    assert!(
        stacks
            .menus
            .iter()
            .any(|m| m.options.iter().any(|o| o.value == "C2"))
    );
    let from = "C2".parse().unwrap();
    let landings = svc
        .menus()
        .choose(actor(ALICE), stacks_menu, "C2")
        .await
        .unwrap();
    let kind = MenuKind::BoardLandings {
        board: mine,
        from,
        claim: None,
    };
    assert_eq!(landings.menus[0].kind, kind);
    let e2 = landings
        .menus
        .iter()
        .flat_map(|m| &m.options)
        .find(|o| o.value.starts_with("E2"))
        .expect("E2 among the landings")
        .value
        .clone();
    let found = svc.menus().choose(actor(ALICE), kind, &e2).await.unwrap();
    assert!(found.text.has("mistake-found-proven"), "{}", found.text);
    // Nothing left: every mistake found.
    assert!(found.text.has("mistakes-all-found"), "{}", found.text);
    assert_eq!(num(&found, "mistakes-all-found", "count"), 1);
    assert!(found.buttons.is_empty());
    assert_eq!(counts(&env, ALICE).await, (1, 1));

    // The same landing chosen again (a double click): nothing changes.
    let again = svc.menus().choose(actor(ALICE), kind, &e2).await.unwrap();
    assert!(again.text.has("mistake-already-found"), "{}", again.text);
    // Two processes judging the same find at once pass that check
    // together; the write's condition lets only the first count.
    let db = Db::open(&env.url()).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    assert!(!tx.try_mistake(id, Some(T0 + HOUR)).await.unwrap());
    assert!(!tx.try_mistake(id, None).await.unwrap());
    tx.commit().await.unwrap();
    let mut tx = db.read().await.unwrap();
    let row = tx.mistake(id).await.unwrap().unwrap();
    tx.commit().await.unwrap();
    db.close().await;
    assert_eq!(row.tries, 2, "the miss and the find");
    assert_eq!(row.found_at, Some(T0));
    assert_eq!(row.played, BLUNDER);

    // Analysed once more: still one mistake, still found.
    analyse(&svc, game).await;
    assert_eq!(counts(&env, ALICE).await, (1, 1));
}

backends!(
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    the_computers_turns_are_never_stored
);
async fn the_computers_turns_are_never_stored(env: Env) {
    // The same blunder, made by the computer's seat.
    let game = finished_from_won(&env, [ALICE.into(), Seat::Computer], BLUNDER).await;
    let svc = env.open().await;
    let r = svc
        .analysis()
        .analyse(actor(ALICE), Some(game))
        .await
        .unwrap();
    assert!(
        r.text.has("analysis-swing-drop"),
        "the analysis sees the drop: {}",
        r.text
    );
    assert_eq!(counts(&env, ALICE).await, (0, 0));
    let none = svc.mistakes().next(actor(ALICE)).await.unwrap();
    assert!(none.text.has("mistakes-none"), "{}", none.text);
}

/// The turns kept: a drop of at least [`MISTAKE_DROP`] points for the
/// player who moved, at most [`MISTAKES_PER_PLAYER`] per player, the
/// biggest first, in the order played.
#[test]
fn the_biggest_drops_of_each_player_are_picked() {
    let start = Position::random_start(3, Variant::Standard);
    let mut pos = start.clone();
    let mut actions = Vec::new();
    // Ten plain moves: turns 1, 3, 5… are player 1's.
    while actions.len() < 10 {
        let m = pos
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Move(_)))
            .unwrap();
        pos.play(m).unwrap();
        actions.push(m);
    }
    let turns: Vec<_> = turns(&start, &actions).map(Result::unwrap).collect();
    assert_eq!(turns.len(), 10);
    assert_eq!(turns[0].player, Player::One);
    // Player 1's chance before turn 1 and after each turn.
    let chances = [
        0.50, // start
        0.40, // 1 (p1): -10, p1's fourth drop, the smallest: left out
        0.60, // 2 (p2): -20 for p2, kept
        0.59, // 3 (p1): -1
        0.30, // 4 (p2): +30 for p2
        0.10, // 5 (p1): -20, kept
        0.50, // 6 (p2): -40 for p2, kept
        0.20, // 7 (p1): -30, kept
        0.25, // 8 (p2): -5 for p2
        0.14, // 9 (p1): -11, kept
        0.40, // 10 (p2): -26 for p2, kept
    ];
    assert_eq!(MISTAKES_PER_PLAYER, 3);
    assert_eq!(picked_mistakes(&turns, &chances), [2, 5, 6, 7, 9, 10]);
    // A drop of exactly the threshold is a mistake, one point less is not.
    let mut level = [0.5; 11];
    level[1] = 0.5 - MISTAKE_DROP as f64 / 100.0;
    let after = level[1];
    level[2..].fill(after);
    assert_eq!(picked_mistakes(&turns, &level), [1]);
    level[1] += 0.01;
    let after = level[1];
    level[2..].fill(after);
    assert!(picked_mistakes(&turns, &level).is_empty());
}
