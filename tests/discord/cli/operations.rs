//! The binary as an operator meets it: `lyngk db backup` and the log format
//! (`LOG_FORMAT`). Each run gets a temporary working directory, so that no
//! `.env` of the checkout is read.

use std::path::Path;
use std::process::{Command, Output};

use lyngk::engine::Variant;
use lyngk::ids::{ChannelId, GuildId, Seat, UserId};
use lyngk::storage::{Db, NewGame};
use lyngk::time::Timestamp;
use serde_json::Value;

fn lyngk(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_lyngk"));
    command
        .current_dir(dir)
        .args(args)
        .env_remove("DATABASE_URL")
        .env_remove("DISCORD_TOKEN")
        .env_remove("RUST_LOG")
        .env_remove("LOG_FORMAT");
    for (name, value) in env {
        command.env(name, value);
    }
    command.output().expect("the binary runs")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[tokio::test]
async fn db_backup_copies_the_sqlite_database_of_dot_env_and_never_overwrites() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("lyngk.db").display());
    // The bot's database, open (as a running bot holds it) with one game.
    let db = Db::open(&url).await.unwrap();
    let mut tx = db.begin().await.unwrap();
    let id = tx
        .insert_game(&NewGame {
            guild: Some(GuildId::new(1)),
            channel: ChannelId::new(2),
            challenge: None,
            variant: Variant::Standard,
            seed: 3,
            start_lpn: "x",
            player1: Seat::Human(UserId::new(4)),
            player2: Seat::Human(UserId::new(5)),
            now: Timestamp::from_millis(6),
            warn_at: Timestamp::from_millis(7),
            deadline_at: Timestamp::from_millis(8),
            ai_level: None,
        })
        .await
        .unwrap();
    tx.commit().await.unwrap();
    // DATABASE_URL comes from .env, as for the bot.
    std::fs::write(dir.path().join(".env"), format!("DATABASE_URL={url}\n")).unwrap();

    let o = lyngk(dir.path(), &["db", "backup", "copy.db"], &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("copy.db"),
        "{o:?}"
    );
    let copy = dir.path().join("copy.db");
    let restored = Db::open(&format!("sqlite://{}", copy.display()))
        .await
        .unwrap();
    let mut tx = restored.read().await.unwrap();
    assert_eq!(
        tx.active_game(ChannelId::new(2))
            .await
            .unwrap()
            .map(|g| g.id),
        Some(id)
    );
    tx.commit().await.unwrap();
    restored.close().await;

    let before = std::fs::read(&copy).unwrap();
    let o = lyngk(dir.path(), &["db", "backup", "copy.db"], &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("already exists"), "{}", stderr(&o));
    assert_eq!(std::fs::read(&copy).unwrap(), before);
    db.close().await;
}

#[test]
fn db_backup_of_postgres_points_to_pg_dump_without_showing_the_password() {
    let dir = tempfile::tempdir().unwrap();
    let o = lyngk(
        dir.path(),
        &["db", "backup", "lyngk.dump"],
        &[("DATABASE_URL", "postgres://lyngk:hunter2@127.0.0.1:1/lyngk")],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("pg_dump --format=custom --file=FILE \"$DATABASE_URL\""),
        "{err}"
    );
    assert!(!err.contains("hunter2"), "{err}");
    assert!(!dir.path().join("lyngk.dump").exists());
}

#[test]
fn json_logs_are_one_object_per_line() {
    let dir = tempfile::tempdir().unwrap();
    let o = lyngk(dir.path(), &[], &[("LOG_FORMAT", "json")]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    let lines: Vec<Value> = err
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line:?}")))
        .collect();
    assert!(!lines.is_empty());
    assert!(lines.iter().all(Value::is_object), "{err}");
    let error = lines
        .iter()
        .find(|l| l["level"] == "ERROR")
        .unwrap_or_else(|| panic!("an error line in {err}"));
    let message = error["fields"]["message"].as_str().unwrap_or_default();
    assert!(message.contains("DISCORD_TOKEN is not set"), "{error}");
    assert!(error["timestamp"].is_string(), "{error}");
}

#[test]
fn logs_are_text_by_default_and_a_bad_format_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let o = lyngk(dir.path(), &[], &[]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(err.contains("ERROR"), "{err}");
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
    assert!(
        err.lines()
            .all(|l| serde_json::from_str::<Value>(l).is_err())
    );
    // Plain text when not a terminal: no colour codes in a log file.
    assert!(!err.contains('\u{1b}'), "{err:?}");

    let o = lyngk(dir.path(), &[], &[("LOG_FORMAT", "xml")]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("LOG_FORMAT must be text or json, not \"xml\""),
        "{}",
        stderr(&o)
    );
}
