//! The `lyngk` engine command line: outputs and exit codes are a contract.

use std::process::{Command, Output};

const START: &str = "G/R/B/G/B/W/G/W/K/G/R/K/B/B/G/B/R/I/R/K/R/K/I/K/I/R/K/B/G/R/K/B/B/W/G/G/I/K/R/I/I/I/I -:- 1 0:0 standard";

fn lyngk(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lyngk"))
        .args(args)
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
fn moves_lists_every_legal_action() {
    let o = lyngk(&["moves", START]);
    assert!(o.status.success());
    let lines: Vec<String> = stdout(&o).lines().map(str::to_string).collect();
    assert_eq!(lines.len(), 159);
    assert_eq!(&lines[..5], ["+I", "+B", "+R", "+G", "+K"]);
    assert!(
        lines
            .iter()
            .skip(5)
            .all(|l| l.len() == 5 && &l[2..3] == "-")
    );
}

#[test]
fn moves_of_a_position_starting_with_an_empty_point() {
    let lpn = START.replacen('G', "-", 1);
    let o = lyngk(&["moves", &lpn]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn unparsable_input_exits_2_with_the_reason() {
    let o = lyngk(&["moves", "I/K/G standard"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("expected 5 or 6 fields"),
        "{}",
        stderr(&o)
    );
    let o = lyngk(&["play", START, "Z9-E5"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("'Z9' is not a point"), "{}", stderr(&o));
    let o = lyngk(&["play", START, "C3--D4"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("point 2 of the move is missing"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn play_applies_actions_and_reports_illegal_ones() {
    let o = lyngk(&["play", START, "+R"]);
    assert!(o.status.success());
    assert!(
        stdout(&o).trim().ends_with("R:- 1+ 0:0 standard"),
        "{}",
        stdout(&o)
    );
    let o = lyngk(&["play", START, "+R", "+B"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("already claimed a colour this turn"));
    let o = lyngk(&["play", START, "A3-C4"]);
    assert_eq!(o.status.code(), Some(1));
    let o = lyngk(&["play", START, "pass"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("you have a legal move"));
    // A move switches sides.
    let first = stdout(&lyngk(&["moves", START]))
        .lines()
        .nth(5)
        .unwrap()
        .to_string();
    let o = lyngk(&["play", START, &first]);
    assert!(stdout(&o).trim().ends_with("-:- 2 0:0 standard"));
}

#[test]
fn perft_counts_action_sequences() {
    let o = lyngk(&["perft", START, "1"]);
    assert_eq!(stdout(&o).trim(), "159");
    let o = lyngk(&["perft", START, "2"]);
    assert_eq!(stdout(&o).trim(), "23817");
}

#[test]
fn status_prints_the_result_and_tie_break_vectors() {
    let o = lyngk(&["status", START]);
    assert_eq!(
        stdout(&o),
        "over: no\nwinner: none\nscore1: 0 0 0 0 0\nscore2: 0 0 0 0 0\n"
    );
    let mut cells = vec!["-"; 43];
    cells[0] = "R"; // A3
    cells[42] = "I"; // I7
    let over = format!("{} R:I 1 0:0 standard", cells.join("/"));
    let o = lyngk(&["status", &over]);
    assert_eq!(
        stdout(&o),
        "over: yes\nwinner: draw\nscore1: 0 0 0 0 1\nscore2: 0 0 0 0 1\n"
    );
    assert_eq!(stdout(&lyngk(&["moves", &over])), "");
}

#[test]
fn new_is_deterministic_per_seed_and_variant() {
    let a = stdout(&lyngk(&["new", "--seed", "5"]));
    let b = stdout(&lyngk(&["new", "--seed", "5"]));
    let c = stdout(&lyngk(&["new", "--seed", "6", "--variant", "sixstack"]));
    assert_eq!(a, b);
    assert!(a.trim().ends_with("-:- 1 0:0 standard"));
    assert!(c.trim().ends_with("-:- 1 0:0 sixstack"));
    assert_eq!(
        stdout(&lyngk(&["new"])),
        stdout(&lyngk(&["new", "--seed", "0"]))
    );
    let o = lyngk(&["new", "--variant", "chess"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn selfplay_reports_speed_and_results() {
    let o = lyngk(&["selfplay", "--games", "50", "--variant", "sixstack"]);
    assert!(o.status.success());
    let out = stdout(&o);
    for key in [
        "games: 50",
        "actions/s:",
        "games/s:",
        "mean length:",
        "draws:",
    ] {
        assert!(out.contains(key), "{out}");
    }
    let wins: u64 = out
        .lines()
        .filter(|l| l.starts_with("player") || l.starts_with("draws"))
        .map(|l| {
            l.split(':')
                .nth(1)
                .unwrap()
                .split_whitespace()
                .next()
                .unwrap()
                .parse::<u64>()
                .unwrap()
        })
        .sum();
    assert_eq!(wins, 50);
}
