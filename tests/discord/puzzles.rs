//! Puzzles through Discord: `/lyngk puzzle` shows one privately with the
//! Move button; the button, a claim button and the menus update that same
//! message until the puzzle is solved; a wrong turn ends it with the
//! solver's answer and the solution; the daily puzzle is the same for two
//! members and, once a game of the server has ended, comes from it,
//! credited to its players.

use std::time::Duration;

use crate::common::fake_discord::{FakeUser, InteractionCallback, Opt};
use crate::common::game::{click_private, select_menus, select_private};
use crate::common::{Harness, alice, allowed_users, bob, carol};
use crate::support::{position_from_history, start_game};
use lyngk::ai::puzzle::{Judged, PROOF_BUDGET, Puzzle, legal_turns, mine, starter};
use lyngk::engine::{Action, Color, FastRng, Position};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

const MESSAGE: u64 = 9_200_000_000_000_000_101;

async fn click(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    on: &InteractionCallback,
) -> InteractionCallback {
    click_private(h, user, id, on, MESSAGE).await
}

async fn select(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    value: &str,
    on: &InteractionCallback,
) -> InteractionCallback {
    select_private(h, user, id, value, on, MESSAGE).await
}

fn text(answer: &InteractionCallback) -> String {
    answer.content().unwrap_or_default().to_owned()
}

/// The puzzle id and ply of an answer's Move button
/// (`lyngk:board:MEMBER.puzzle.ID.PLY`).
fn puzzle_button(answer: &InteractionCallback) -> (i64, u8) {
    let id = answer
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("lyngk:board:") && id.contains(".puzzle."))
        .unwrap_or_else(|| panic!("a puzzle's Move button: {:?}", answer.custom_ids()));
    let (_, at) = id.split_once(".puzzle.").unwrap();
    let (puzzle, ply) = at.split_once('.').unwrap();
    (puzzle.parse().unwrap(), ply.parse().unwrap())
}

/// A shipped puzzle by its id: the set is stored in its order, from 1, on
/// a new database.
fn shipped(id: i64) -> &'static Puzzle {
    &starter()[usize::try_from(id - 1).unwrap()]
}

/// The menu (of several, split by columns) that offers `value`, and the
/// option itself (the first that starts with it).
fn option_in(answer: &InteractionCallback, value: &str) -> (String, String) {
    select_menus(&answer.data)
        .into_iter()
        .find_map(|(id, values)| {
            values
                .into_iter()
                .find(|v| v.split(' ').next() == Some(value))
                .map(|v| (id, v))
        })
        .unwrap_or_else(|| panic!("{value} in the menus: {:?}", select_menus(&answer.data)))
}

/// Plays `turn` at `ply` of puzzle `id` by clicks: the Move button (or the
/// claim's button, after it), the stack, the landing. Every answer
/// updates the puzzle's message. The last answer.
async fn play_by_clicks(
    h: &Harness,
    user: &FakeUser,
    id: i64,
    ply: usize,
    turn: &[Action],
    on: &InteractionCallback,
) -> InteractionCallback {
    let board = format!("{}.puzzle.{id}.{ply}", user.id);
    let mut shown = click(h, user, &format!("lyngk:board:{board}"), on).await;
    assert_eq!(shown.kind, 7, "an update of the puzzle's message");
    for &a in turn {
        match a {
            Action::Claim(c) => {
                let button = format!("lyngk:board-claim-{}:{board}", c.name());
                assert!(
                    shown.custom_ids().contains(&button),
                    "{:?}",
                    shown.custom_ids()
                );
                shown = click(h, user, &button, &shown).await;
                assert_eq!(shown.kind, 7);
            }
            Action::Move(m) => {
                let (menu, from) = option_in(&shown, &m.from.to_string());
                let landings = select(h, user, &menu, &from, &shown).await;
                assert_eq!(landings.kind, 7);
                let (menu, to) = option_in(&landings, &m.to.to_string());
                shown = select(h, user, &menu, &to, &landings).await;
                assert_eq!(shown.kind, 7);
            }
            Action::Pass => unreachable!("a puzzle's turn is never a pass"),
        }
    }
    shown
}

#[tokio::test]
async fn a_puzzle_is_solved_by_clicks_and_the_next_one_failed_shows_the_solution() {
    let h = Harness::start().await;
    let alice = alice();

    let first = h.command(&alice, "puzzle", vec![]).await;
    assert!(first.is_ephemeral(), "a puzzle is private");
    assert!(text(&first).contains("rated 1500"), "{}", text(&first));
    assert!(
        first.files.iter().any(|f| f.filename == "board.png"),
        "the puzzle's board"
    );
    let (id, ply) = puzzle_button(&first);
    assert_eq!(ply, 0);

    // A claim without its move is refused, with the puzzle's own usage.
    let half = h
        .command(&alice, "puzzle", vec![Opt::integer("claim", 2)])
        .await;
    assert!(half.is_ephemeral());
    assert!(
        text(&half).contains("(`/lyngk puzzle claim:… move:C3-E5`)"),
        "{}",
        text(&half)
    );
    let p = shipped(id);

    // Every turn of the line through the Move button and its menus.
    let mut last = first;
    for k in (0..p.line.len()).step_by(2) {
        last = play_by_clicks(&h, &alice, id, k, &p.line[k], &last).await;
        if k + 1 < p.line.len() {
            assert!(
                text(&last).contains("Right! The other side answers"),
                "{}",
                text(&last)
            );
        }
    }
    assert!(text(&last).contains("Solved ✓"), "{}", text(&last));
    assert!(
        text(&last).contains("Puzzle rating: 1500 → "),
        "{}",
        text(&last)
    );
    assert_eq!(last.custom_ids(), vec!["lyngk:puzzle-next:0".to_owned()]);

    // The Next puzzle button: another puzzle, in the same message.
    let second = click(&h, &alice, "lyngk:puzzle-next:0", &last).await;
    assert_eq!(second.kind, 7);
    let (id2, _) = puzzle_button(&second);
    assert_ne!(id2, id, "a puzzle is not offered twice");
    let q = shipped(id2);

    // A wrong turn, typed: it ends the puzzle with why and the solution.
    let wrong = legal_turns(&q.start)
        .into_iter()
        .map(|(turn, _)| turn)
        .find(|t| q.judge(0, t) == Judged::Wrong)
        .expect("a wrong turn");
    let mut opts = Vec::new();
    for a in &wrong {
        match a {
            Action::Claim(c) => opts.push(Opt::integer("claim", claim_choice(*c))),
            Action::Move(m) => opts.push(Opt::string("move", &m.to_string())),
            Action::Pass => unreachable!(),
        }
    }
    let failed = h.command(&alice, "puzzle", opts).await;
    assert!(failed.is_ephemeral());
    let said = text(&failed);
    assert!(said.contains("Not this one"), "{said}");
    assert!(said.contains("Why: the solver answers"), "{said}");
    assert!(
        said.contains(&format!("The solution: {}", q.line_text())),
        "{said}"
    );
    assert_eq!(failed.custom_ids(), vec!["lyngk:puzzle-next:0".to_owned()]);

    // Stats: the puzzle rating, one solved and one failed.
    let stats = h
        .command(&alice, "stats", vec![Opt::user("user", &alice)])
        .await;
    assert!(
        text(&stats).contains("1 solved, 1 failed · streak 0 (best 1)"),
        "{}",
        text(&stats)
    );
    h.finish().await;
}

/// The index of a colour among `/lyngk`'s claim choices.
fn claim_choice(c: Color) -> i64 {
    match c {
        Color::Ivory => 0,
        Color::Blue => 1,
        Color::Red => 2,
        Color::Green => 3,
        Color::Black => 4,
        Color::Joker => unreachable!("a joker is never claimed"),
    }
}

/// A random game from `start` in which the miner finds a puzzle.
fn a_game_with_a_puzzle(start: &Position) -> Vec<Action> {
    for seed in 0..1_000 {
        let mut rng = FastRng::seed_from_u64(seed);
        let mut pos = start.clone();
        let mut actions = Vec::new();
        while let Some(&a) = pos.legal_actions().choose(&mut rng) {
            pos.play(a).unwrap();
            actions.push(a);
        }
        if !mine(start, &actions, PROOF_BUDGET).is_empty() {
            return actions;
        }
    }
    panic!("no game with a puzzle from {start}");
}

#[tokio::test]
async fn the_daily_puzzle_is_the_same_for_two_members_and_credited_to_a_game_of_the_server() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    // Before any game: a shipped puzzle, the same for both, with no credit.
    let a = h
        .command(&alice, "puzzle", vec![Opt::boolean("daily", true)])
        .await;
    let c = h
        .command(&carol, "puzzle", vec![Opt::boolean("daily", true)])
        .await;
    assert!(text(&a).contains("Today's puzzle"), "{}", text(&a));
    assert_eq!(puzzle_button(&a), puzzle_button(&c));
    assert!(!text(&a).contains("From "), "{}", text(&a));

    // A game of the server, played to its end.
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let start = position_from_history(&h, &alice).await;
    let actions = a_game_with_a_puzzle(&start);
    let mut pos = start.clone();
    let mut i = 0;
    while i < actions.len() {
        let player = game.user(pos.to_move()).clone();
        let mut opts = Vec::new();
        match actions[i] {
            Action::Pass => {
                pos.play(Action::Pass).unwrap();
                i += 1;
                continue;
            }
            Action::Claim(c) => {
                opts.push(Opt::integer("claim", claim_choice(c)));
                pos.play(actions[i]).unwrap();
                i += 1;
            }
            Action::Move(_) => {}
        }
        let Action::Move(m) = actions[i] else {
            panic!("a move after a claim")
        };
        pos.play(actions[i]).unwrap();
        i += 1;
        opts.push(Opt::string("from", &m.from.to_string()));
        opts.push(Opt::string("to", &m.to.to_string()));
        let answer = h.command(&player, "move", opts).await;
        assert!(!answer.is_ephemeral(), "{}", text(&answer));
    }
    assert!(pos.is_over());

    // The puzzles are mined in the background: today's puzzle becomes the
    // server's own, the same for both, credited to the two players.
    let mut credited = None;
    for _ in 0..150 {
        let a = h
            .command(&alice, "puzzle", vec![Opt::boolean("daily", true)])
            .await;
        if text(&a).contains("From ") {
            credited = Some(a);
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let a = credited.expect("the daily puzzle comes from the server's game");
    let c = h
        .command(&carol, "puzzle", vec![Opt::boolean("daily", true)])
        .await;
    assert_eq!(puzzle_button(&a), puzzle_button(&c));
    let said = text(&a);
    let (one, two) = (game.users[0].id, game.users[1].id);
    assert!(
        said.contains(&format!("From <@{one}> vs <@{two}>")),
        "{said}"
    );
    // When the game ended, as Discord's relative time ("3 days ago").
    assert!(
        said.contains(":R> ([the game](https://discord.com/channels/"),
        "{said}"
    );
    assert!(allowed_users(&a).is_empty(), "a credit pings nobody");
    h.finish().await;
}
