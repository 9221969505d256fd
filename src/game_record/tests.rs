use super::*;
use crate::engine::{FastRng, IllegalAction, Player};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

/// A random game from `seed`, stopped after `n` actions or at its end.
fn game(seed: u64, variant: Variant, n: usize) -> (Position, Vec<Action>) {
    let start = Position::random_start(seed, variant);
    let mut pos = start.clone();
    let mut rng = FastRng::seed_from_u64(seed);
    let mut log = Vec::new();
    while log.len() < n && !pos.is_over() {
        let a = *pos.legal_actions().choose(&mut rng).expect("not over");
        pos.play_unchecked(a);
        log.push(a);
    }
    (start, log)
}

fn finished(seed: u64, variant: Variant) -> GameRecord {
    let (start, log) = game(seed, variant, usize::MAX);
    let mut r = GameRecord::from_log(&start, &log).unwrap();
    let last = r.final_position().clone();
    let outcome = last.outcome().unwrap();
    let reason = if last.sudden_death_winner().is_some() {
        EndReason::SuddenDeath
    } else {
        EndReason::End
    };
    r.set_ending(Some(outcome.into()), Some(reason)).unwrap();
    r
}

#[test]
fn a_game_written_reads_back_the_same() {
    for seed in 0..20 {
        let variant = Variant::ALL[seed as usize % 2];
        let mut r = finished(seed, variant);
        r.set_tag(PLAYER2, "Bob \"the\" \\ builder").unwrap();
        r.set_tag(PLAYER1, "Ada").unwrap();
        r.set_tag(DATE, "2025-03-14").unwrap();
        r.set_tag("Event", "Spring cup").unwrap();
        r.set_tag(SERVER, "LYNGK Club 🎲").unwrap();
        let text = r.to_string();
        let back = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(back == r, "{text}");
        assert_eq!(back.to_string(), text);
        // The roster in its order, the free tag after it, Start last.
        let names: Vec<&str> = r.tags().iter().map(Tag::name).collect();
        assert_eq!(
            names,
            [
                VARIANT,
                PLAYER1,
                PLAYER2,
                DATE,
                SERVER,
                RESULT,
                TERMINATION,
                "Event"
            ]
        );
        let start_line = text.lines().nth(names.len()).unwrap();
        assert!(start_line.starts_with("[Start \""), "{text}");
    }
}

#[test]
fn comments_and_variations_are_kept_in_their_places() {
    let (start, log) = game(7, Variant::Standard, 12);
    let mut r = GameRecord::from_log(&start, &log).unwrap();
    let (_, other) = game(8, Variant::Standard, 0);
    assert!(other.is_empty());
    // A variation for turn 3: another legal turn from the same position.
    let before = r.main_line().nodes()[2].turn().before.clone();
    let played = r.main_line().nodes()[2].turn().actions.clone();
    let alternative = *before
        .legal_actions()
        .iter()
        .find(|a| a.ends_turn() && **a != played[played.len() - 1])
        .unwrap();
    let main = r.main_line_mut();
    main.nodes_mut()[2]
        .add_comment("the game's choice")
        .unwrap();
    let v = main.add_variation(2, &[alternative]).unwrap();
    v.nodes_mut()[0].add_comment("  another\n  way  ").unwrap();
    v.add_trailing_comment("and so on").unwrap();
    main.add_trailing_comment("unfinished").unwrap();
    let text = r.to_string();
    assert!(
        text.contains(&format!("3. {}", played[0])),
        "turn numbers: {text}"
    );
    assert!(
        text.contains(&format!(
            "(\n  3. {alternative} {{another way}} {{and so on}}\n)\n"
        )),
        "{text}"
    );
    let back = GameRecord::parse(&text).unwrap();
    assert!(back == r, "{text}");
    assert_eq!(back.to_string(), text);
    let lines = back.lines();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[1].path, [(2, 0)]);
    assert_eq!(lines[1].line.first_number(), 3);
    assert_eq!(back.size(), (log_turns(&back) + 1, 1));
}

fn log_turns(r: &GameRecord) -> usize {
    r.main_line().nodes().len()
}

#[test]
fn input_is_read_loosely_and_written_canonically() {
    let start = Position::random_start(3, Variant::Standard);
    let legal = start.legal_actions();
    let Some(Action::Move(m)) = legal.iter().find(|a| matches!(a, Action::Move(_))) else {
        panic!("a move");
    };
    let lower = m.to_string().to_lowercase();
    let text = format!(
        "\u{feff}[Variant \"standard\"]  [Result \"*\"]\r\n[Start \"{start}\"]\r\n\r\n{{ opening   thoughts }}{lower}{{good}}{{ really }}\r\n"
    );
    let r = GameRecord::parse(&text).unwrap();
    assert_eq!(
        r.to_string(),
        format!(
            "[Variant \"standard\"]\n[Result \"*\"]\n[Start \"{start}\"]\n\n{{opening thoughts}}\n1. {m} {{good}} {{really}}\n"
        )
    );
}

#[test]
fn a_claim_alone_may_end_a_line_only() {
    let (start, mut log) = game(1, Variant::Standard, 200);
    let at = log
        .iter()
        .position(|a| matches!(a, Action::Claim(_)))
        .unwrap();
    log.truncate(at + 1);
    let r = GameRecord::from_log(&start, &log).unwrap();
    let text = r.to_string();
    assert!(text.trim_end().ends_with(&log[at].to_string()), "{text}");
    assert!(GameRecord::parse(&text).unwrap() == r, "{text}");
    // The same claim with a turn after it.
    let more = format!("{text}{}. pass\n", r.main_line().nodes().len() + 1);
    let e = GameRecord::parse(&more).unwrap_err();
    assert!(
        matches!(e.kind, RecordErrorKind::Syntax(Syntax::ClaimWithoutMove(_))),
        "{e}"
    );
}

#[test]
fn the_ending_must_agree_with_the_last_position() {
    let r = finished(4, Variant::Standard);
    let last = r.final_position().clone();
    let right: GameResult = last.outcome().unwrap().into();
    let wrong = if right == GameResult::Win1 {
        GameResult::Win2
    } else {
        GameResult::Win1
    };
    let mut r2 = r.clone();
    for (result, reason) in [
        (Some(wrong), Some(EndReason::End)),
        (Some(right), Some(EndReason::SuddenDeath)),
        (Some(right), Some(EndReason::Resign)),
        (Some(right), None),
        (None, None),
        (None, Some(EndReason::End)),
        (Some(right), Some(EndReason::Abort)),
    ] {
        let e = r2.set_ending(result, reason).unwrap_err();
        assert!(matches!(e.kind, RecordErrorKind::Ending(_)), "{e}");
        assert!(r2 == r, "a refused ending changes nothing");
        // The same ending written by hand is refused on reading.
        let text = r
            .to_string()
            .replace(
                &format!("[Result \"{}\"]", right.name()),
                &format!("[Result \"{}\"]", result.map_or("*", GameResult::name)),
            )
            .replace(
                "[Termination \"end\"]",
                &reason.map_or(String::new(), |r| format!("[Termination \"{}\"]", r.name())),
            );
        let e = GameRecord::parse(&text).unwrap_err();
        assert!(matches!(e.kind, RecordErrorKind::Ending(_)), "{e}\n{text}");
        assert!(e.line.is_some(), "{e}");
    }
    // Resigned or lost on time half-way: a win, the loser on time being the
    // player to move.
    let (start, log) = game(4, Variant::Standard, 10);
    let mut r = GameRecord::from_log(&start, &log).unwrap();
    let to_move = r.final_position().to_move();
    r.set_ending(Some(GameResult::win(to_move)), Some(EndReason::Resign))
        .unwrap();
    r.set_ending(
        Some(GameResult::win(to_move.opponent())),
        Some(EndReason::Timeout),
    )
    .unwrap();
    let e = r
        .set_ending(Some(GameResult::win(to_move)), Some(EndReason::Timeout))
        .unwrap_err();
    assert!(
        matches!(
            e.kind,
            RecordErrorKind::Ending(EndingProblem::TimeoutWinner { .. })
        ),
        "{e}"
    );
    r.set_ending(Some(GameResult::Draw), Some(EndReason::Resign))
        .unwrap_err();
    r.set_ending(None, Some(EndReason::Abort)).unwrap();
    assert_eq!(r.tag(TERMINATION), Some("abort"));
    r.set_ending(None, None).unwrap();
    assert_eq!(r.tag(TERMINATION), None);
    assert_eq!(r.tag(RESULT), Some("*"));
}

#[test]
fn reserved_and_malformed_tags_are_refused_by_the_builder() {
    let (start, log) = game(5, Variant::SixStack, 4);
    let mut r = GameRecord::from_log(&start, &log).unwrap();
    for name in [VARIANT, START, RESULT, TERMINATION] {
        assert!(r.set_tag(name, "x").is_err(), "{name}");
    }
    assert!(r.set_tag("variant", "standard").is_err());
    assert!(r.set_tag("1st", "x").is_err());
    assert!(r.set_tag(DATE, "14/03/2025").is_err());
    assert!(r.set_tag(PLAYER1, "a\nb").is_err());
    assert!(r.set_tag(PLAYER1, &"x".repeat(MAX_TAG_VALUE + 1)).is_err());
    r.set_tag(PLAYER1, &"é".repeat(MAX_TAG_VALUE)).unwrap();
    r.set_tag(PLAYER1, "Ann").unwrap();
    assert_eq!(r.tag(PLAYER1), Some("Ann"));
    r.remove_tag(PLAYER1);
    r.remove_tag(VARIANT);
    assert_eq!(r.tag(PLAYER1), None);
    assert_eq!(r.tag(VARIANT), Some("sixstack"));
    let main = r.main_line_mut();
    assert!(main.nodes_mut()[0].add_comment("a } b").is_err());
    assert!(main.nodes_mut()[0].add_comment("bell \u{7}").is_err());
    assert_eq!(
        main.add_variation(0, &[]).unwrap_err(),
        VariationError::Empty
    );
    let e = main.add_variation(0, &[Action::Pass]).unwrap_err();
    assert!(
        matches!(
            e,
            VariationError::Illegal(IllegalInLog {
                reason: IllegalAction::PassWithMove,
                ..
            })
        ),
        "{e}"
    );
}

#[test]
fn errors_name_the_line_and_what_is_wrong() {
    let start = Position::random_start(0, Variant::Standard);
    let head = format!("[Variant \"standard\"]\n[Result \"*\"]\n[Start \"{start}\"]\n\n");
    let e = GameRecord::parse(&format!("{head}1. pass\n")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 5: turn 1 \"pass\": you can't pass: you have a legal move"
    );
    assert_eq!(e.line, Some(5));
    let e = GameRecord::parse(&format!("{head}1. C3,E5\n")).unwrap_err();
    assert_eq!((e.line, e.column), (Some(5), Some(6)));
    assert!(
        e.to_string()
            .starts_with("line 5, column 6: unexpected ','"),
        "{e}"
    );
    let player = start.to_move();
    assert_eq!(player, Player::One);
}

#[test]
fn a_tab_in_a_tag_and_a_byte_order_mark_are_text() {
    let start = Position::random_start(2, Variant::Standard);
    let text =
        format!("[Variant \"standard\"]\n[Result \"*\"]\n[Event \"a\tb\"]\n[Start \"{start}\"]\n");
    let r = GameRecord::parse(&text).unwrap();
    assert_eq!(r.tag("Event"), Some("a\tb"));
    assert_eq!(r.to_string(), text);
    // The mark takes no column: the bad byte is the fourth character.
    let mut bytes = b"\xEF\xBB\xBF[Va".to_vec();
    bytes.push(0xff);
    let e = GameRecord::parse_bytes(&bytes).unwrap_err();
    assert_eq!((e.line, e.column), (Some(1), Some(4)));
}
