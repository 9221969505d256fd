//! `lyngk local` plays a scripted six-stack game to the end through the real
//! binary, a real SQLite file and standard input, then a second session on
//! the same file finds everything still there.

use std::io::Write;
use std::process::{Command, Stdio};

fn run_local(db: &std::path::Path, out: &std::path::Path, input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["local", "--now", "1800000001000", "--db"])
        .arg(db)
        .arg("--out")
        .arg(out)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the lyngk binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).unwrap()
}

#[test]
fn a_scripted_game_plays_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let pictures = dir.path().join("pictures");
    let script = include_str!("../../data/local_game.txt");
    let out = run_local(&db, &pictures, script);

    // Mistakes are refused and the game goes on.
    assert!(
        out.contains("> carol accept\n! That challenge is addressed to bob, not to you."),
        "{out}"
    );
    assert!(
        out.contains("> alice move C4 D5\n! It is not your turn: bob is to move."),
        "{out}"
    );
    // The game starts (bob drawn first), is played, and ends by sudden death.
    assert!(out.contains("bob is player 1, alice player 2"), "{out}");
    assert!(
        out.contains("> alice claim R\nalice claims red.\nalice, now move a stack."),
        "{out}"
    );
    assert!(
        out.contains("> alice move +B F6-E6\nalice claims blue.\nalice plays `F6-E6`."),
        "{out}"
    );
    assert!(out.contains("> bob move D4 F4\nbob plays `D4-F4`.\nbob completes a six-stack topped by their colour: sudden death, bob wins!"), "{out}");
    assert!(
        out.contains("> alice move C3 E5\n! There is no game in progress in this channel."),
        "{out}"
    );
    // History, ratings, statistics.
    assert!(out.contains("28. +R E6-E8\n29. D4-F4\n```"), "{out}");
    assert!(
        out.contains(
            "1. bob 1662? (1 won, 0 lost, 0 drawn)\n2. alice 1338? (0 won, 1 lost, 0 drawn)\nA rating followed by ? is provisional"
        ),
        "{out}"
    );
    // The finished game analysed: all of its 29 turns charted.
    assert!(
        out.contains("> bob analyse\nAnalysis of bob vs alice (six-stack sudden death, 29 turns): the chart shows bob's winning chance"),
        "{out}"
    );
    // The rematch: offered, accepted, resigned.
    assert!(out.contains("bob, alice offers a rematch"), "{out}");
    assert!(out.contains("alice resigns. bob wins."), "{out}");
    assert!(
        out.contains("Games: 2 (2 won, 0 lost, 0 drawn)\nCurrent streak: 2 wins"),
        "{out}"
    );
    // An ASCII board after every turn.
    assert!(
        out.contains("   A   B   C   D   E   F   G   H   I\n"),
        "{out}"
    );

    // Every picture is written as a numbered file: a board per action, the replay.
    let mut files: Vec<String> = std::fs::read_dir(&pictures)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    assert_eq!(files[0], "0001-board.png");
    assert!(
        files.iter().any(|f| f.ends_with("-replay.gif")),
        "{files:?}"
    );
    assert!(files.len() > 30, "{files:?}");
    assert!(
        files.iter().any(|f| f.ends_with("-analysis.png")),
        "{files:?}"
    );
    for f in &files {
        let bytes = std::fs::read(pictures.join(f)).unwrap();
        assert!(
            bytes.starts_with(b"\x89PNG") || bytes.starts_with(b"GIF89a"),
            "{f}"
        );
    }

    // A second session on the same file remembers everything.
    let again = run_local(&db, &pictures, "bob stats\nalice history\n");
    assert!(
        again.contains("Games: 2 (2 won, 0 lost, 0 drawn)"),
        "{again}"
    );
    assert!(again.contains("(no moves yet)"), "{again}");
}

#[test]
fn play_ai_starts_a_game_against_the_computer() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let pictures = dir.path().join("pictures");
    let out = run_local(
        &db,
        &pictures,
        "alice play-ai easy sixstack\nalice play-ai nonsense\nalice resign\nalice stats\n",
    );
    assert!(
        out.contains(
            "alice starts a six-stack sudden death game of LYNGK against the computer (level easy)"
        ),
        "{out}"
    );
    assert!(out.contains("! usage: <user> play-ai"), "{out}");
    assert!(out.contains("alice resigns. the computer wins."), "{out}");
    assert!(
        out.contains("Against the computer (easy, not rated): 0 won, 1 lost, 0 drawn"),
        "{out}"
    );
}

#[test]
fn takebacks_and_the_settings_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    // The start of the scripted game (bob moves first), then a takeback
    // asked, refused by the wrong player, accepted; the settings shown and
    // changed.
    let script = "alice challenge bob sixstack\nbob accept\nbob move H8 G7\n\
                  bob takeback\nbob takeback-accept\nalice takeback-accept\nbob history\n\
                  alice settings\nalice takebacks off\nalice settings\n\
                  alice games\nbob mygames\nbob notify on\nalice analyse\n";
    let out = run_local(&db, &dir.path().join("pictures"), script);
    assert!(
        out.contains("> bob takeback\nbob asks to take back their last turn: `H8-G7` would be undone. alice, do you agree?"),
        "{out}"
    );
    assert!(
        out.contains("> bob takeback-accept\n! Only alice can answer this takeback request."),
        "{out}"
    );
    assert!(
        out.contains("> alice takeback-accept\nalice agreed: `H8-G7` taken back."),
        "{out}"
    );
    assert!(out.contains("Taken back from turn 1 on: `H8-G7`"), "{out}");
    assert!(
        out.contains("• Takebacks are allowed in rated games"),
        "{out}"
    );
    assert!(
        out.contains("• Takebacks are refused in rated games"),
        "{out}"
    );
}

#[test]
fn a_game_played_through_the_menus_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    // The start of the scripted game (bob moves first): the Move button's
    // menus typed as `menu` and `pick`, a stale pick, a claim from the menu.
    let script = "alice challenge bob sixstack\nbob accept\nalice menu\nbob menu\n\
                  bob pick H8\nbob pick G7\nbob pick G7\nalice menu\nalice pick R\n\
                  alice menu\nalice pick C6\nalice pick B5\nbob history\n\
                  alice threads off\nalice settings\n";
    let out = run_local(&db, &dir.path().join("pictures"), script);
    // Only the player to move opens the menus.
    assert!(
        out.contains("> alice menu\n! It is not your turn: bob is to move."),
        "{out}"
    );
    // 40 movable stacks at the start: more than a menu holds, so they are
    // split by columns.
    assert!(
        out.contains("> bob menu\nChoose the stack to move"),
        "{out}"
    );
    assert!(out.contains("Stacks in A"), "{out}");
    assert!(
        out.contains("> bob pick H8\nWhere does the stack on H8 go?"),
        "{out}"
    );
    // The landing is played as if typed; the same menu again is refused.
    assert!(out.contains("> bob pick G7\nbob plays `H8-G7`."), "{out}");
    assert!(
        out.contains("> bob pick G7\n! This menu is out of date: the game has moved on."),
        "{out}"
    );
    // A claim offered beside the stacks, then a move.
    assert!(out.contains("> alice pick R\nalice claims red."), "{out}");
    assert!(
        out.contains("> alice pick B5\nalice plays `C6-B5`."),
        "{out}"
    );
    assert!(out.contains("1. H8-G7\n2. +R C6-B5"), "{out}");
    assert!(
        out.contains("• New games are played in the channel where they are agreed."),
        "{out}"
    );
}

#[test]
fn a_whole_lesson_is_played_in_the_terminal() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let pictures = dir.path().join("pictures");
    let script = "alice learn\n\
                  alice learn chess\n\
                  alice try E5 E6\n\
                  alice learn moves\n\
                  alice try E5 D4\n\
                  alice try E5-E6\n\
                  alice menu\n\
                  alice pick E2\n\
                  alice pick E7\n\
                  alice learn\n";
    let out = run_local(&db, &pictures, script);
    // The list, with the member's progress.
    assert!(
        out.contains("> alice learn\nLessons — start one with"),
        "{out}"
    );
    assert!(
        out.contains("1. Moving a stack (`moves`): not yet"),
        "{out}"
    );
    // Mistakes: a name that is no lesson's, a try before any lesson.
    assert!(
        out.contains("> alice learn chess\n! There is no lesson called “chess”."),
        "{out}"
    );
    assert!(
        out.contains("> alice try E5 E6\n! usage: <user> try"),
        "{out}"
    );
    // Started: the first step, its board and picture.
    assert!(
        out.contains("> alice learn moves\nLesson 1: Moving a stack — step 1 of 2\nA stack moves onto an occupied neighbour"),
        "{out}"
    );
    assert!(out.contains("[picture: "), "{out}");
    // A legal try that misses: the hint and the same step.
    assert!(
        out.contains("> alice try E5 D4\nNot quite. Move the stack on E5 (the red piece) onto E6, just above it. Here is the position again.\nLesson 1: Moving a stack — step 1 of 2"),
        "{out}"
    );
    // Right: the next step, played through the Move button's menus.
    assert!(
        out.contains("> alice try E5-E6\nRight!\nLesson 1: Moving a stack — step 2 of 2"),
        "{out}"
    );
    assert!(out.contains("> alice menu\n"), "{out}");
    assert!(out.contains("Choose the stack to move."), "{out}");
    assert!(out.contains("Where does the stack on E2 go?"), "{out}");
    assert!(
        out.contains(
            "> alice pick E7\nRight! Lesson done: Moving a stack ✓. Next: What may stack on what"
        ),
        "{out}"
    );
    // Done, and stored.
    assert!(out.contains("1. Moving a stack (`moves`): done ✓"), "{out}");
}

#[test]
fn a_puzzle_is_played_in_the_terminal_with_the_menus_and_typed() {
    use lyngk::ai::puzzle::starter;
    use lyngk::engine::Action;
    use lyngk::service::puzzles::starting_rating;

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    let pictures = dir.path().join("pictures");
    // A new member (1,500) is offered the first shipped puzzle rated
    // nearest 1,500 (the set is stored in its order).
    let p = starter()
        .iter()
        .min_by(|a, b| {
            let d =
                |p: &lyngk::ai::puzzle::Puzzle| (starting_rating(p.turns()).rating - 1500.0).abs();
            d(a).total_cmp(&d(b))
        })
        .unwrap();
    let mut script = String::from("alice puzzle +R C3 E5\nalice puzzle\n");
    for (k, turn) in p.line.iter().enumerate().step_by(2) {
        if k == 0 {
            // The first turn through the Move button's menus.
            script.push_str("alice menu\n");
            for a in turn {
                match a {
                    Action::Claim(c) => script.push_str(&format!("alice pick {}\n", c.name())),
                    Action::Move(m) => {
                        script.push_str(&format!("alice pick {}\nalice pick {}\n", m.from, m.to));
                    }
                    Action::Pass => unreachable!(),
                }
            }
        } else {
            // The next ones typed (`+R C3-E5`).
            let typed = lyngk::ai::puzzle::turn_text(turn);
            script.push_str(&format!("alice puzzle {typed}\n"));
        }
    }
    script.push_str("alice stats\n");
    let out = run_local(&db, &pictures, &script);
    assert!(
        out.contains("> alice puzzle +R C3 E5\n! You are not playing a puzzle"),
        "{out}"
    );
    assert!(out.contains("> alice puzzle\nPuzzle #"), "{out}");
    assert!(out.contains("Choose the stack to move."), "{out}");
    assert!(out.contains("Solved ✓"), "{out}");
    assert!(out.contains("Puzzle rating: 1500 → "), "{out}");
    assert!(
        out.contains("1 solved, 0 failed · streak 1 (best 1)"),
        "{out}"
    );
}
