//! `lyngk record check FILE`: a good record's tags, turns and last
//! position; a refused one's line and reason with exit 1; a file that can't
//! be read, exit 2.

use std::path::Path;
use std::process::{Command, Output};

const EXAMPLE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/records/example.lyngk"
);

fn check(file: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(["record", "check"])
        .arg(file)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn a_good_record_prints_its_tags_turns_and_last_position() {
    let o = check(Path::new(EXAMPLE));
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let text = std::fs::read_to_string(EXAMPLE).unwrap();
    // The tags as the file has them, Start last.
    let tags: Vec<&str> = text.lines().take_while(|l| l.starts_with('[')).collect();
    let printed: Vec<&str> = out.lines().take(tags.len()).collect();
    assert_eq!(printed, tags);
    assert!(
        out.contains("\nturns: 34\nvariations: 1 (1 turn)\n"),
        "{out}"
    );
    // The last position is the engine's after the main line's turns.
    let start = tags
        .last()
        .unwrap()
        .trim_start_matches("[Start \"")
        .trim_end_matches("\"]");
    let mut pos: lyngk::engine::Position = start.parse().unwrap();
    for line in text.lines().filter(|l| {
        l.split('.')
            .next()
            .is_some_and(|n| n.parse::<u32>().is_ok())
    }) {
        let turn = line.split_once(". ").unwrap().1;
        let turn = turn.split(" {").next().unwrap();
        for action in lyngk::engine::parse_turn(turn).unwrap() {
            pos.play(action).unwrap();
        }
    }
    assert!(pos.is_over());
    assert!(out.ends_with(&format!("final: {pos}\n")), "{out}");
}

#[test]
fn a_refused_record_exits_1_with_its_line_and_reason() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(EXAMPLE).unwrap();
    // Turn 2 (line 12) played from an empty point: B2 left at turn 1.
    let bad = text.replace("\n2. C4-D5\n", "\n2. B2-C4\n");
    let file = dir.path().join("bad.lyngk");
    std::fs::write(&file, bad).unwrap();
    let o = check(&file);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "");
    assert_eq!(
        stderr(&o),
        format!(
            "lyngk: {}: line 12: turn 2 \"B2-C4\": there is no stack on B2\n",
            file.display()
        )
    );
    // Too large: refused for its size.
    std::fs::write(&file, " ".repeat(70_000)).unwrap();
    let o = check(&file);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("the record has 70000 bytes; a record has at most 65536"),
        "{}",
        stderr(&o)
    );
    // Not text.
    std::fs::write(&file, b"[Variant \"st\xffandard\"]").unwrap();
    let o = check(&file);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("line 1, column 13: the record is not UTF-8 text"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_missing_file_exits_2() {
    let o = check(Path::new("/nonexistent/game.lyngk"));
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).starts_with("lyngk: cannot read /nonexistent/game.lyngk"),
        "{}",
        stderr(&o)
    );
}
