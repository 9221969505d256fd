//! `lyngk export` and `lyngk import` on the bot's database (DATABASE_URL),
//! and `import FILE` in `lyngk local`: a finished game's record written out
//! (to standard output, or to a new file never overwritten), imported for a
//! member and written out again byte for byte; a bad record refused with
//! its line, the turn and the reason (exit 1), nothing stored.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use lyngk::game_record::GameRecord;

fn lyngk(dir: &Path, args: &[&str], url: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir)
        .args(args)
        .env("DATABASE_URL", url)
        .env_remove("RUST_LOG")
        .env_remove("LOG_FORMAT")
        .output()
        .expect("the binary runs")
}

fn local(dir: &Path, db: &Path, input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .current_dir(dir)
        .args(["local", "--now", "1800000001000", "--db"])
        .arg(db)
        .arg("--out")
        .arg(dir.join("pictures"))
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
    assert!(output.status.success(), "{}", text(&output.stderr));
    text(&output.stdout)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_game_is_exported_and_imported_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("local.db");
    // A six-stack game played to its end (game 1), then a rematch resigned.
    local(dir.path(), &db, include_str!("../../data/local_game.txt"));
    let url = format!("sqlite://{}", db.display());

    let o = lyngk(dir.path(), &["export", "1"], &url);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let record = GameRecord::parse_bytes(&o.stdout).expect("a record on standard output");
    assert_eq!(record.tag("Variant"), Some("sixstack"));
    assert_eq!(record.tag("Termination"), Some("sudden_death"));
    assert!(record.final_position().outcome().is_some(), "over");
    assert_eq!(
        record.tag("Player1"),
        None,
        "no name the database does not know"
    );

    // --out: a new file, never one that exists.
    let o2 = lyngk(dir.path(), &["export", "1", "--out", "game.lyngk"], &url);
    assert!(o2.status.success(), "{}", text(&o2.stderr));
    let file = std::fs::read(dir.path().join("game.lyngk")).unwrap();
    assert_eq!(file, o.stdout);
    let again = lyngk(dir.path(), &["export", "1", "--out", "game.lyngk"], &url);
    assert_eq!(again.status.code(), Some(2), "{}", text(&again.stderr));
    assert_eq!(std::fs::read(dir.path().join("game.lyngk")).unwrap(), file);
    let none = lyngk(dir.path(), &["export", "99"], &url);
    assert_eq!(none.status.code(), Some(1), "{}", text(&none.stderr));

    // Imported for member 42, then written out again byte for byte.
    let o = lyngk(dir.path(), &["import", "game.lyngk", "--owner", "42"], &url);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("Imported as your game 1"),
        "{}",
        text(&o.stdout)
    );
    let o = lyngk(dir.path(), &["export", "1", "--imported"], &url);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(o.stdout, file, "the imported record, byte for byte");

    // A bad record: its line, the turn and the reason; nothing stored.
    let example = include_str!("../../data/records/example.lyngk");
    let mut lines: Vec<String> = example.lines().map(str::to_owned).collect();
    let at = lines.iter().position(|l| l.starts_with("3. ")).unwrap();
    lines[at] = "3. B2-C3".to_owned();
    std::fs::write(dir.path().join("bad.lyngk"), lines.join("\n")).unwrap();
    let o = lyngk(dir.path(), &["import", "bad.lyngk", "--owner", "42"], &url);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(
        err.contains(&format!("line {}: turn 3 \"B2-C3\"", at + 1)),
        "{err}"
    );
    let o = lyngk(dir.path(), &["export", "2", "--imported"], &url);
    assert_eq!(
        o.status.code(),
        Some(1),
        "nothing was stored: {}",
        text(&o.stdout)
    );

    // In the terminal: carol imports the file, exports it, and alice can't.
    let out = local(
        dir.path(),
        &db,
        "carol import game.lyngk\ncarol export imported 2\nalice export imported 2\n",
    );
    assert!(out.contains("Imported as your game 2"), "{out}");
    assert!(out.contains(text(&file).trim_end()), "{out}");
    assert!(
        out.contains("> alice export imported 2\n! "),
        "another member's imported game is refused: {out}"
    );
}
