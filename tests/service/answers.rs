//! The answers of the private boards (a lesson, a puzzle, a mistake) read
//! as sentences: a turn the rules refuse is said once, the way a game says
//! it ("Illegal: …."), and what follows (the hint, "Try again.") is a
//! sentence of its own, never a second verdict around the first nor a
//! doubled full stop; a count of turns (or of a tournament's rounds) is in
//! the singular for one. Played through the service where a turn is cheap
//! to play (lessons, puzzles) and on the message builders for every rule
//! the engine can break.

use crate::i18n::every_rule_violation;
use crate::service_env::*;
use lyngk::ai::puzzle::starter;
use lyngk::engine::{Action, Color, Point};
use lyngk::i18n::{Lang, Msg, Text};
use lyngk::lessons::Lesson;
use lyngk::service::{Reply, text};

/// Every fault of punctuation the answers once had, in every script: a
/// doubled full stop ("C2).. Try again."), a full stop after a Chinese one.
fn doubled_stops(s: &str) -> bool {
    s.contains("..") || s.contains("。。") || s.contains(".。") || s.contains("。.")
}

/// Each sentence after the first starts with a capital: no letter in lower
/// case after ". ", as "…on A3.. move the stack…" had.
fn sentences_start_with_a_capital(s: &str) -> bool {
    s.split(". ")
        .skip(1)
        .all(|rest| !rest.chars().next().is_some_and(char::is_lowercase))
}

fn english(r: &Reply) -> String {
    Lang::En.render_text(&r.text)
}

/// The English answer to an illegal turn, checked: one verdict, in the
/// game's words, at the start of its line; then `then`.
fn said_once_as_a_game_says_it(rendered: &str, then: &str) {
    assert!(!doubled_stops(rendered), "{rendered}");
    assert!(sentences_start_with_a_capital(rendered), "{rendered}");
    assert_eq!(rendered.matches("Illegal: ").count(), 1, "{rendered}");
    assert!(
        !rendered.contains("not allowed"),
        "a second verdict: {rendered}"
    );
    let line = rendered
        .lines()
        .find(|l| l.contains("Illegal: "))
        .expect("the verdict's line");
    assert!(line.starts_with("Illegal: "), "{line}");
    assert!(line.contains(then), "{line}");
}

backends!(a_lessons_illegal_try_is_said_as_in_a_game_then_the_hint);
async fn a_lessons_illegal_try_is_said_as_in_a_game_then_the_hint(env: Env) {
    let svc = env.open().await;
    let me = actor(ALICE);
    // A neutral single onto a 2-stack, without the claim the task asks for.
    svc.lessons().start(me, Lesson::Claims).await.unwrap();
    let refused = svc
        .lessons()
        .play_typed(me, Lesson::Claims, None, "E5 E6")
        .await
        .unwrap();
    let rendered = english(&refused);
    said_once_as_a_game_says_it(
        &rendered,
        "has 1 piece, the stack on E6 has 2. A neutral single",
    );
    // A try that breaks no rule but misses: "Not quite." and the hint.
    svc.lessons().start(me, Lesson::Moves).await.unwrap();
    let missed = svc
        .lessons()
        .play_typed(me, Lesson::Moves, None, "E5 D4")
        .await
        .unwrap();
    let rendered = english(&missed);
    assert!(!doubled_stops(&rendered), "{rendered}");
    assert!(sentences_start_with_a_capital(&rendered), "{rendered}");
    assert!(
        rendered.contains("Not quite. Move the stack on E5"),
        "{rendered}"
    );
    svc.close().await;
}

backends!(a_puzzles_illegal_turn_is_said_as_in_a_game_and_one_turn_solved_is_one);
async fn a_puzzles_illegal_turn_is_said_as_in_a_game_and_one_turn_solved_is_one(env: Env) {
    let svc = env.open().await;
    let me = actor(ALICE);
    let shown = svc.puzzles().next(me).await.unwrap();
    let (first, last) = (Point::ALL[0], Point::ALL[Point::ALL.len() - 1]);
    let refused = svc
        .puzzles()
        .play_typed(me, None, &format!("{first}-{last}"))
        .await
        .unwrap();
    said_once_as_a_game_says_it(&english(&refused), "Try again.");

    // A new member's first puzzle is rated nearest 1,500: a one-turn one.
    let position = shown.position.as_ref().expect("a position");
    let puzzle = starter()
        .iter()
        .find(|p| p.start == *position)
        .expect("a shipped puzzle");
    assert_eq!(puzzle.turns(), 1, "the test's premise");
    let mut claim: Option<Color> = None;
    let mut path = String::new();
    for action in &puzzle.line[0] {
        match action {
            Action::Claim(c) => claim = Some(*c),
            Action::Move(m) => path = m.to_string(),
            Action::Pass => panic!("a puzzle's turn is never a pass"),
        }
    }
    let solved = svc.puzzles().play_typed(me, claim, &path).await.unwrap();
    let rendered = english(&solved);
    assert!(
        rendered.contains("Solved ✓: you found the right turn."),
        "{rendered}"
    );
    assert!(!rendered.contains("1 turns"), "{rendered}");
    svc.close().await;
}

#[test]
fn every_rule_broken_on_a_private_board_is_one_verdict_then_a_sentence() {
    for why in every_rule_violation() {
        let answers = [
            (
                text::lesson_illegal(Lesson::Moves, 0, &why),
                "Move the stack on E5",
            ),
            (text::puzzle_illegal(text::illegal(&why)), "Try again."),
            (text::mistake_illegal(&why), "Try another turn."),
        ];
        let game = Lang::En.render(&text::illegal(&why));
        for (answer, then) in answers {
            let rendered = Lang::En.render_text(&Text(vec![answer.clone()]));
            said_once_as_a_game_says_it(&rendered, then);
            // The game's own sentence, whole, then the rest.
            assert!(rendered.starts_with(&game), "{rendered}");
            for lang in Lang::ALL {
                let rendered = lang.render_text(&Text(vec![answer.clone()]));
                assert!(!doubled_stops(&rendered), "{lang:?}: {rendered}");
                assert!(
                    rendered.starts_with(&lang.render(&text::illegal(&why))),
                    "{lang:?}: one verdict, the game's: {rendered}"
                );
            }
        }
    }
}

#[test]
fn counts_are_singular_for_one_in_every_language() {
    let render = |lang: Lang, m: Msg| lang.render(&m);
    assert_eq!(
        render(Lang::En, text::puzzle_solved(1)),
        "Solved ✓: you found the right turn."
    );
    assert_eq!(
        render(Lang::En, text::puzzle_solved(3)),
        "Solved ✓: you found all 3 right turns."
    );
    let task = |turns| {
        text::puzzle_task(
            lyngk::engine::Player::One,
            lyngk::ai::puzzle::Goal::Win,
            turns,
        )
    };
    assert!(render(Lang::En, task(1)).contains("(1 turn to find)"));
    assert!(render(Lang::En, task(2)).contains("(2 turns to find)"));
    // A Swiss cut down to one round, and its final standings.
    let reduced = render(Lang::En, text::tournament_rounds_reduced(2, 1));
    assert!(reduced.contains("played over 1 round,"), "{reduced}");
    let last = render(Lang::En, text::tournament_standings_head("Cup", 1, 1, true));
    assert!(last.contains("(1 round)"), "{last}");
    for lang in Lang::ALL {
        // One turn is said otherwise than several, not "1" in a plural.
        let one = render(lang, text::puzzle_solved(1));
        let three = render(lang, text::puzzle_solved(3));
        assert!(!one.contains('1'), "{lang:?}: {one}");
        assert!(three.contains('3'), "{lang:?}: {three}");
        assert!(!doubled_stops(&one) && !doubled_stops(&three), "{lang:?}");
    }
}
