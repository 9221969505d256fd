//! Runs the table-driven rule cases in `tests/data/rules.txt`.

use lyngk::engine::{Action, Outcome, Player, Point, Position};

/// Builds a position from a sparse board (`E5=IB C3=R`) and the rest of the
/// notation (`B:- 1 0:0 standard`).
fn position(board: &str, state: &str) -> Result<Position, String> {
    let mut cells = vec!["-".to_string(); 43];
    for item in board.split_whitespace() {
        let (p, stack) = item
            .split_once('=')
            .ok_or_else(|| format!("bad board item {item}"))?;
        let p: Point = p.parse().map_err(|e| format!("{e}"))?;
        cells[p.index()] = stack.to_string();
    }
    let lpn = format!("{} {state}", cells.join("/"));
    lpn.parse().map_err(|e| format!("{lpn}: {e}"))
}

struct Case {
    name: String,
    line: usize,
}

fn run_case(case: &Case, lines: &[(usize, String)], failures: &mut Vec<String>) {
    let mut board = String::new();
    let mut pos: Option<Position> = None;
    let mut fail = |line: usize, msg: String| {
        failures.push(format!(
            "case '{}' (line {}), line {line}: {msg}",
            case.name, case.line
        ));
    };
    for (n, line) in lines {
        let (key, value) = line.split_once(':').expect("key: value");
        let value = value.trim();
        match key {
            "board" => board = value.to_string(),
            "state" => match position(&board, value) {
                Ok(p) => pos = Some(p),
                Err(e) => fail(*n, e),
            },
            "play" => {
                let Some(p) = pos.as_mut() else { return };
                for a in value.split_whitespace() {
                    let action: Action = a.parse().expect("action");
                    if let Err(e) = p.play(action) {
                        fail(*n, format!("{a} should be legal: {e}"));
                    }
                }
            }
            "check" => {
                let Some(p) = pos.as_ref() else { return };
                let (action, expect) = value.split_once("=>").expect("check: A => E");
                let action: Action = action.trim().parse().expect("action");
                let expect = expect.trim();
                let result = p.check(&action);
                if result.is_ok() != p.is_legal(&action) {
                    fail(*n, "check and is_legal disagree".into());
                }
                let listed = p.legal_actions().contains(&action.canonical());
                if result.is_ok() && !listed && action.canonical() == action {
                    fail(*n, format!("{action} is legal but not listed"));
                }
                if let Some(words) = expect.strip_prefix("illegal ") {
                    match result {
                        Ok(()) => fail(*n, format!("{action} should be illegal ({words})")),
                        Err(e) if !e.to_string().contains(words) => {
                            fail(*n, format!("{action}: reason '{e}' lacks '{words}'"));
                        }
                        Err(_) => {
                            if listed && action.canonical() == action {
                                fail(*n, format!("{action} is illegal but listed"));
                            }
                        }
                    }
                    continue;
                }
                if let Err(e) = result {
                    fail(*n, format!("{action} should be legal: {e}"));
                    continue;
                }
                if let Some(path) = expect.strip_prefix("path ") {
                    let Action::Move(m) = action else {
                        fail(*n, "path of a non-move".into());
                        continue;
                    };
                    let got = p.lyngk_path(&m).map(|v| {
                        v.iter()
                            .map(ToString::to_string)
                            .collect::<Vec<_>>()
                            .join("-")
                    });
                    if got.as_deref() != Some(path) {
                        fail(*n, format!("path {got:?}, expected {path}"));
                    }
                } else if let Some(after) = expect.strip_prefix("lpn ") {
                    let (b, s) = after.split_once(';').expect("lpn board ; state");
                    let mut next = p.clone();
                    next.play_unchecked(action);
                    match position(b.trim(), s.trim()) {
                        Ok(want) if want == next => {}
                        Ok(want) => fail(*n, format!("got {next}\n  expected {want}")),
                        Err(e) => fail(*n, e),
                    }
                } else if expect != "ok" {
                    fail(*n, format!("unknown expectation {expect}"));
                }
            }
            "moves" => {
                let Some(p) = pos.as_ref() else { return };
                let mut got: Vec<String> =
                    p.legal_actions().iter().map(ToString::to_string).collect();
                got.sort();
                let got = if got.is_empty() {
                    "none".to_string()
                } else {
                    got.join(" ")
                };
                if got != value {
                    fail(*n, format!("moves {got}, expected {value}"));
                }
            }
            "status" => {
                let Some(p) = pos.as_ref() else { return };
                let parts: Vec<&str> = value.split('|').map(str::trim).collect();
                let over_winner: Vec<&str> = parts[0].split_whitespace().collect();
                let outcome = p.outcome();
                let winner = match outcome {
                    None => "none".to_string(),
                    Some(Outcome::Draw) => "draw".to_string(),
                    Some(Outcome::Win(w)) => w.to_string(),
                };
                let over = if p.is_over() { "yes" } else { "no" };
                if [over, winner.as_str()] != [over_winner[0], over_winner[1]] {
                    fail(*n, format!("status {over} {winner}, expected {}", parts[0]));
                }
                if (outcome.is_some()) != p.is_over() {
                    fail(*n, "outcome and is_over disagree".into());
                }
                for (player, want) in [(Player::One, parts[1]), (Player::Two, parts[2])] {
                    let got = p.score(player).map(|x| x.to_string()).join(" ");
                    if got != want {
                        fail(*n, format!("score{player} {got}, expected {want}"));
                    }
                }
            }
            other => fail(*n, format!("unknown key {other}")),
        }
    }
}

#[test]
fn rule_cases_from_the_table() {
    let text = include_str!("../data/rules.txt");
    let mut failures = Vec::new();
    let mut cases = 0;
    let mut current: Option<Case> = None;
    let mut lines: Vec<(usize, String)> = Vec::new();
    for (i, raw) in text.lines().chain(std::iter::once("")).enumerate() {
        let line = raw.trim();
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            if let Some(case) = current.take() {
                run_case(&case, &lines, &mut failures);
                cases += 1;
            }
            lines.clear();
            continue;
        }
        if let Some(name) = line.strip_prefix("case:") {
            current = Some(Case {
                name: name.trim().to_string(),
                line: i + 1,
            });
        } else {
            lines.push((i + 1, line.to_string()));
        }
    }
    assert!(cases >= 25, "only {cases} cases read");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
