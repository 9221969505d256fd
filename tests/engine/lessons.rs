//! Every step of every lesson, against the engine: its position is valid
//! LPN and not over, and its task means something: among all the legal
//! turns of the side to move (each claim followed by each move it allows,
//! and each move alone), at least one fulfils the task and at least one
//! does not. A task that any turn fulfils, or none, fails here.

use lyngk::engine::{Action, IllegalAction, Move, Point, Position};
use lyngk::lessons::{Lesson, Task, Tried, judge};

/// Every legal turn of the player to move: a move, or a claim then a move.
fn turns(pos: &Position) -> Vec<Vec<Action>> {
    let mut out = Vec::new();
    for a in pos.legal_actions() {
        match a {
            Action::Move(_) => out.push(vec![a]),
            Action::Claim(_) => {
                let mut after = pos.clone();
                after.play(a).unwrap();
                for m in after.legal_actions() {
                    out.push(vec![a, m]);
                }
            }
            Action::Pass => {}
        }
    }
    out
}

#[test]
fn every_step_is_legal_and_its_task_is_achievable_and_missable() {
    let mut steps = 0;
    for lesson in Lesson::ALL {
        assert!(lesson.step_count() >= 1, "{lesson} has steps");
        for (n, step) in lesson.steps().into_iter().enumerate() {
            steps += 1;
            let pos: Position = step
                .lpn
                .parse()
                .unwrap_or_else(|e| panic!("{lesson} step {n}: {e}"));
            assert_eq!(
                pos.to_string(),
                step.lpn,
                "{lesson} step {n}: LPN round trip"
            );
            assert!(!pos.is_over(), "{lesson} step {n}: the game goes on");
            let all = turns(&pos);
            let right: Vec<&Vec<Action>> = all
                .iter()
                .filter(|t| judge(&pos, step.task, t) == Tried::Right)
                .collect();
            let wrong = all
                .iter()
                .filter(|t| judge(&pos, step.task, t) == Tried::Wrong)
                .count();
            assert!(
                !right.is_empty(),
                "{lesson} step {n}: no legal turn does the task"
            );
            assert!(
                wrong > 0,
                "{lesson} step {n}: every legal turn does the task"
            );
            assert_eq!(
                right.len() + wrong,
                all.len(),
                "a legal turn is never illegal"
            );
            // The same verdict through the lesson's own entry point.
            let (claim, path) = split(right[0]);
            assert_eq!(lesson.try_turn(n, claim, path), Tried::Right);
        }
    }
    assert!(steps >= Lesson::ALL.len());
}

fn split(turn: &[Action]) -> (Option<lyngk::engine::Color>, Move) {
    let claim = turn.iter().find_map(|a| match a {
        Action::Claim(c) => Some(*c),
        _ => None,
    });
    let Some(Action::Move(m)) = turn.last() else {
        panic!("a turn ends with a move")
    };
    (claim, *m)
}

fn mv(from: &str, to: &str) -> Move {
    Move::new(from.parse::<Point>().unwrap(), to.parse::<Point>().unwrap())
}

#[test]
fn each_kind_of_task_is_judged_by_what_the_turn_did() {
    // A neutral 2-stack can't climb onto a 3-stack: the engine's reason.
    assert!(matches!(
        Lesson::Stacking.try_turn(0, None, mv("D4", "E5")),
        Tried::Illegal(IllegalAction::NeutralTooLow { .. })
    ));
    // Blue twice in one stack.
    assert!(matches!(
        Lesson::Stacking.try_turn(1, None, mv("D4", "E5")),
        Tried::Illegal(IllegalAction::ColorTwice { .. })
    ));
    assert_eq!(
        Lesson::Stacking.try_turn(1, None, mv("D4", "C4")),
        Tried::Right
    );
    assert_eq!(
        Lesson::Stacking.try_turn(1, None, mv("D4", "D5")),
        Tried::Wrong
    );
    // The hop along blue reaches E3; a plain move elsewhere does not.
    assert_eq!(
        Lesson::Lyngk.try_turn(0, None, mv("B5", "E3")),
        Tried::Right
    );
    assert_eq!(
        Lesson::Lyngk.try_turn(0, None, mv("G6", "G7")),
        Tried::Wrong
    );
    // Without the claim, the red single can't land on the 2-stack.
    assert!(matches!(
        Lesson::Claims.try_turn(0, None, mv("E5", "E6")),
        Tried::Illegal(_)
    ));
    assert_eq!(
        Lesson::Claims.try_turn(0, Some(lyngk::engine::Color::Red), mv("E5", "E6")),
        Tried::Right
    );
    // Completing the 5-stack scores; the neutral 4-stack onto the red
    // single makes a 5-stack too, but a neutral one that scores nothing.
    assert_eq!(
        Lesson::FiveStack.try_turn(0, None, mv("E5", "E6")),
        Tried::Right
    );
    assert_eq!(
        Lesson::FiveStack.try_turn(0, None, mv("E6", "E5")),
        Tried::Wrong
    );
    // The last move of the game: the red 2-stack beats the green single;
    // the other way round, the single green wins for the opponent.
    assert_eq!(
        Lesson::TheEnd.try_turn(0, None, mv("E5", "E6")),
        Tried::Right
    );
    assert_eq!(
        Lesson::TheEnd.try_turn(0, None, mv("E6", "E5")),
        Tried::Wrong
    );
    // The six-stack topped red wins at once.
    assert_eq!(
        Lesson::SuddenDeath.try_turn(0, None, mv("E5", "E6")),
        Tried::Right
    );
    assert_eq!(
        Lesson::SuddenDeath.try_turn(0, None, mv("D4", "E5")),
        Tried::Wrong
    );
    assert!(matches!(
        Lesson::Lyngk.step(0).unwrap().task,
        Task::Lyngk { .. }
    ));
}
