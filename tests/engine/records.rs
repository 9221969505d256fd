//! Game records (`lyngk::game_record`) against the engine: every game the
//! engine plays (random playouts and the computer players, both variants,
//! every way a game ends) written and read again gives the same positions
//! after every turn and the same text byte for byte; no input makes the
//! reader panic and no wrong record is accepted (an accepted record is
//! checked again here, turn by turn, with the engine alone); and the
//! reader's errors, case by case, with their lines.

use lyngk::ai::{Agent, Level};
use lyngk::engine::{
    Action, Color, FastRng, IllegalAction, Move, Player, Point, Position, Variant,
};
use lyngk::game_record::{
    GameRecord, Limit, MAX_BYTES, MAX_DEPTH, MAX_TURNS, MAX_VARIATIONS, RecordErrorKind,
};
use lyngk::record::{EndReason, GameResult};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;

const START: &str = "I/K/G/B/W/B/I/I/I/G/G/W/I/K/W/R/I/B/B/R/G/B/K/R/B/R/K/R/R/G/R/K/I/G/G/B/K/G/K/K/R/I/B -:- 1 0:0 standard";

// ----- games to write ----------------------------------------------------------

/// A game of random legal actions from the start of `seed`.
fn random_game(seed: u64, variant: Variant) -> (Position, Vec<Action>) {
    let start = Position::random_start(seed, variant);
    let mut pos = start.clone();
    let mut rng = FastRng::seed_from_u64(seed ^ 0x5EC0_D4E5);
    let mut log = Vec::new();
    while let Some(&a) = pos.legal_actions().choose(&mut rng) {
        pos.play_unchecked(a);
        log.push(a);
    }
    (start, log)
}

/// A game the computer plays against itself (a short search each turn).
fn computer_game(seed: u64, variant: Variant) -> (Position, Vec<Action>) {
    let agent = Agent::level(Level::Easy).scaled(8);
    let start = Position::random_start(seed, variant);
    let mut pos = start.clone();
    let mut log = Vec::new();
    while let Some(a) = agent.choose(&pos, seed.wrapping_add(log.len() as u64)) {
        pos.play(a).expect("the computer plays legal actions");
        log.push(a);
    }
    (start, log)
}

/// How a game (or the part of it kept) ended, as the bot would record it.
#[derive(Clone, Copy, Debug)]
enum Stop {
    /// Played to its end.
    Whole,
    /// Cut after some actions, then:
    Going,
    Resigned(Player),
    TimedOut,
    Aborted,
}

/// The record of `log` (cut at `keep` actions unless whole), with its
/// ending and a few tags.
fn record(start: &Position, log: &[Action], keep: usize, stop: Stop) -> GameRecord {
    let log = match stop {
        Stop::Whole => log,
        _ => &log[..keep.min(log.len().saturating_sub(1))],
    };
    let mut r = GameRecord::from_log(start, log).expect("a legal log");
    let last = r.final_position().clone();
    let (result, reason) = match stop {
        Stop::Whole => {
            let reason = if last.sudden_death_winner().is_some() {
                EndReason::SuddenDeath
            } else {
                EndReason::End
            };
            (last.outcome().map(GameResult::from), Some(reason))
        }
        Stop::Going => (None, None),
        Stop::Resigned(p) => (Some(GameResult::win(p.opponent())), Some(EndReason::Resign)),
        Stop::TimedOut => (
            Some(GameResult::win(last.to_move().opponent())),
            Some(EndReason::Timeout),
        ),
        Stop::Aborted => (None, Some(EndReason::Abort)),
    };
    r.set_ending(result, reason).expect("a true ending");
    r.set_tag("Player1", "Ann").unwrap();
    r.set_tag("Player2", "Bo \"the\" \\ Ba 🎲").unwrap();
    r.set_tag("Date", "2025-03-14").unwrap();
    r
}

/// The positions after each turn of `actions` played from `start`, by the
/// engine alone: a turn ends with a move or a pass, or with the log.
fn positions_by_engine(start: &Position, actions: &[Action]) -> Vec<Position> {
    let mut pos = start.clone();
    let mut out = Vec::new();
    for (i, &a) in actions.iter().enumerate() {
        pos.play(a).unwrap_or_else(|e| panic!("{a}: {e}"));
        if a.ends_turn() || i + 1 == actions.len() {
            out.push(pos.clone());
        }
    }
    out
}

/// Writes `r`, reads it back and checks it is the same record: the same
/// text, the same positions after every turn of every line (recomputed by
/// the engine from the actions), the same tags.
fn assert_round_trip(r: &GameRecord) {
    let text = r.to_string();
    let back = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.to_string(), text, "written again");
    assert_eq!(back.tags(), r.tags());
    assert_eq!(back.start(), r.start());
    let (ours, theirs) = (r.lines(), back.lines());
    assert_eq!(ours.len(), theirs.len());
    for (a, b) in ours.iter().zip(&theirs) {
        assert_eq!(a.path, b.path);
        let from = |l: &lyngk::game_record::Line| {
            l.nodes()
                .first()
                .map_or_else(|| r.start().clone(), |n| n.turn().before.clone())
        };
        let expected = positions_by_engine(&from(a.line), &a.line.actions());
        let read: Vec<Position> = b.line.positions().cloned().collect();
        assert_eq!(read, expected, "{text}");
    }
    assert!(back == *r);
}

/// A few variations and comments on `r`: a legal other turn at some turns
/// of the main line, continued randomly for a few actions, sometimes with a
/// variation inside.
fn annotate(r: &mut GameRecord, rng: &mut FastRng) {
    let turns = r.main_line().nodes().len();
    if turns == 0 {
        r.main_line_mut()
            .add_trailing_comment("no turn yet")
            .unwrap();
        return;
    }
    for _ in 0..rng.random_range(1..4) {
        let at = rng.random_range(0..turns);
        let before = r.main_line().nodes()[at].turn().before.clone();
        let line = continuation(&before, rng);
        let main = r.main_line_mut();
        main.nodes_mut()[at]
            .add_comment(&format!("turn {} «sic»", at + 1))
            .unwrap();
        if line.is_empty() {
            continue;
        }
        let v = main.add_variation(at, &line).unwrap();
        v.nodes_mut()[0].add_comment("  maybe\tbetter\n ").unwrap();
        if v.nodes().len() > 1 && rng.random_bool(0.5) {
            let inner_at = v.nodes().len() - 1;
            let from = v.nodes()[inner_at].turn().before.clone();
            let inner = continuation(&from, rng);
            if !inner.is_empty() {
                v.add_variation(inner_at, &inner).unwrap();
                v.add_trailing_comment("after the inner line").unwrap();
            }
        }
    }
}

/// Up to six random legal actions from `pos`.
fn continuation(pos: &Position, rng: &mut FastRng) -> Vec<Action> {
    let mut pos = pos.clone();
    let mut out = Vec::new();
    while out.len() < 6 {
        let Some(&a) = pos.legal_actions().choose(rng) else {
            break;
        };
        pos.play_unchecked(a);
        out.push(a);
    }
    out
}

fn stop_of(k: u8, rng: &mut FastRng) -> Stop {
    match k % 6 {
        0 | 1 => Stop::Whole,
        2 => Stop::Going,
        3 => Stop::Resigned(if rng.random_bool(0.5) {
            Player::One
        } else {
            Player::Two
        }),
        4 => Stop::TimedOut,
        _ => Stop::Aborted,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, .. ProptestConfig::default() })]

    /// Random playouts in both variants, whole or stopped any way, with and
    /// without comments and variations.
    #[test]
    fn every_random_game_reads_back_as_written(
        seed in any::<u64>(),
        six in any::<bool>(),
        keep in 0usize..120,
        stop in any::<u8>(),
        annotated in any::<bool>(),
    ) {
        let variant = if six { Variant::SixStack } else { Variant::Standard };
        let (start, log) = random_game(seed, variant);
        let mut rng = FastRng::seed_from_u64(seed);
        let mut r = record(&start, &log, keep, stop_of(stop, &mut rng));
        if annotated {
            annotate(&mut r, &mut rng);
        }
        assert_round_trip(&r);
        // The main line is the log kept, and its last position the game's.
        let kept = r.actions();
        prop_assert_eq!(&log[..kept.len()], &kept[..]);
    }
}

#[test]
fn every_game_of_the_computer_reads_back_as_written() {
    let mut sudden_death = 0;
    let mut claims = 0;
    for seed in 0..6u64 {
        for variant in Variant::ALL {
            let (start, log) = computer_game(seed, variant);
            let mut rng = FastRng::seed_from_u64(seed);
            let r = record(&start, &log, 0, Stop::Whole);
            sudden_death += usize::from(r.termination() == Some(EndReason::SuddenDeath));
            claims += log.iter().filter(|a| matches!(a, Action::Claim(_))).count();
            assert_round_trip(&r);
            let mut annotated = r.clone();
            annotate(&mut annotated, &mut rng);
            assert_round_trip(&annotated);
            let end = r.final_position();
            assert!(end.is_over());
            assert_eq!(r.result(), end.outcome().map(GameResult::from));
        }
    }
    // The games met every kind of turn and ending they are meant to cover.
    assert!(sudden_death > 0, "no six-stack game ended by sudden death");
    assert!(claims > 0, "no claim");
}

#[test]
fn random_games_with_passes_and_sudden_death_read_back_as_written() {
    let (mut sudden_death, mut passes) = (0, 0);
    for seed in 0..40u64 {
        for variant in Variant::ALL {
            let (start, log) = random_game(seed, variant);
            let r = record(&start, &log, 0, Stop::Whole);
            assert_round_trip(&r);
            sudden_death += usize::from(r.termination() == Some(EndReason::SuddenDeath));
            passes += log.iter().filter(|a| **a == Action::Pass).count();
        }
    }
    assert!(
        sudden_death > 0,
        "no sudden-death win in 40 random six-stack games"
    );
    assert!(passes > 0, "no pass in 80 random games");
}

#[test]
fn moves_written_with_their_lyngk_points_are_kept() {
    // Find LYNGK moves in random games and write them with their path.
    let mut found = 0;
    for seed in 0..60u64 {
        let (start, log) = random_game(seed, Variant::Standard);
        let mut pos = start.clone();
        let mut spelt = Vec::new();
        for &a in &log {
            let written = match a {
                Action::Move(m) => {
                    let path = pos.lyngk_path(&m).unwrap();
                    if path.len() > 2 {
                        found += 1;
                    }
                    Action::Move(Move::with_via(m.from, &path[1..path.len() - 1], m.to).unwrap())
                }
                other => other,
            };
            pos.play(written).unwrap();
            spelt.push(written);
        }
        let r = record(&start, &spelt, 0, Stop::Whole);
        assert_round_trip(&r);
        assert_eq!(r.actions(), spelt);
    }
    assert!(found > 0, "no LYNGK move in the games");
}

// ----- nothing wrong is accepted, nothing panics ----------------------------------

/// Checks an accepted record again with the engine alone: every turn of
/// every line legal where it stands, the ending true of the main line's
/// last position, and the record written and read again the same.
fn assert_sound(r: &GameRecord) {
    for at in r.lines() {
        let from = at
            .line
            .nodes()
            .first()
            .map_or_else(|| r.start().clone(), |n| n.turn().before.clone());
        let mut pos = from;
        for n in at.line.nodes() {
            assert_eq!(n.turn().before, pos);
            for &a in &n.turn().actions {
                pos.play(a)
                    .unwrap_or_else(|e| panic!("{a} accepted but {e}"));
            }
            assert_eq!(n.turn().after, pos);
        }
    }
    let last = r.final_position();
    match (r.result(), r.termination()) {
        (None, None) => assert!(!last.is_over()),
        (None, Some(EndReason::Abort)) => {}
        (Some(res), Some(EndReason::End)) => {
            assert!(last.is_over() && last.sudden_death_winner().is_none());
            assert_eq!(last.outcome().map(GameResult::from), Some(res));
        }
        (Some(res), Some(EndReason::SuddenDeath)) => {
            assert_eq!(last.sudden_death_winner().map(GameResult::win), Some(res));
        }
        (Some(res), Some(EndReason::Resign)) => {
            assert!(!last.is_over() && res != GameResult::Draw);
        }
        (Some(res), Some(EndReason::Timeout)) => {
            assert!(!last.is_over());
            assert_eq!(res, GameResult::win(last.to_move().opponent()));
        }
        other => panic!("accepted ending {other:?}"),
    }
    let text = r.to_string();
    let again = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(again.to_string(), text);
}

/// Reads `text`: no panic, and if accepted, sound.
fn read(text: &str) -> Result<GameRecord, lyngk::game_record::RecordError> {
    let result = GameRecord::parse(text);
    match &result {
        Ok(r) => assert_sound(r),
        Err(e) => {
            let message = e.to_string();
            assert!(!message.is_empty());
        }
    }
    result
}

/// A game with comments and variations, as text.
fn rich_text(seed: u64, variant: Variant, stop: Stop) -> String {
    let (start, log) = random_game(seed, variant);
    let mut rng = FastRng::seed_from_u64(seed);
    let mut r = record(&start, &log, 30, stop);
    annotate(&mut r, &mut rng);
    r.to_string()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, .. ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes_are_refused_or_sound(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        if let Ok(r) = GameRecord::parse_bytes(&bytes) {
            assert_sound(&r);
        }
    }

    #[test]
    fn arbitrary_text_is_refused_or_sound(text in ".{0,300}") {
        let _ = read(&text);
    }

    /// Text made of the record's own characters after valid tags, to reach
    /// the turns, comments and variations.
    #[test]
    fn turn_shaped_text_is_refused_or_sound(
        tail in "[\\[\\]{}()\" \n\t0-9.A-Ia-i+pasW-]{0,200}",
    ) {
        let head = format!("[Variant \"standard\"]\n[Result \"*\"]\n[Start \"{START}\"]\n");
        let _ = read(&format!("{head}{tail}"));
    }

    /// A record with one character changed.
    #[test]
    fn one_character_changed_is_refused_or_sound(
        seed in 0u64..8,
        at in any::<prop::sample::Index>(),
        c in prop::sample::select(vec![
            'X', '(', ')', '{', '}', '[', ']', '"', '\\', '-', '+', '1', '9', '.', ' ', '\n',
            'A', 'I', 'p', 'W', 'é', '\u{0}', '\u{7f}',
        ]),
    ) {
        let stop = if seed % 4 < 2 { Stop::Whole } else { Stop::Going };
        let text = rich_text(seed, Variant::ALL[seed as usize % 2], stop);
        let mut chars: Vec<char> = text.chars().collect();
        let i = at.index(chars.len());
        chars[i] = c;
        let changed: String = chars.into_iter().collect();
        let _ = read(&changed);
    }

    /// An illegal turn put in place of one: always refused, on its line,
    /// with the engine's reason.
    #[test]
    fn an_illegal_turn_is_always_refused_on_its_line(
        seed in any::<u64>(),
        six in any::<bool>(),
        at in any::<prop::sample::Index>(),
        pick in any::<prop::sample::Index>(),
    ) {
        let variant = if six { Variant::SixStack } else { Variant::Standard };
        let (start, log) = random_game(seed, variant);
        let r = record(&start, &log, 0, Stop::Whole);
        let nodes = r.main_line().nodes();
        let k = at.index(nodes.len());
        let before = &nodes[k].turn().before;
        let illegal: Vec<Action> = candidates()
            .into_iter()
            .filter(|a| before.check(a).is_err())
            .collect();
        let bad = illegal[pick.index(illegal.len())];
        let reason = before.check(&bad).unwrap_err();
        // A claim is written with a move after it: alone, it could only end
        // the game's record.
        let written = match bad {
            Action::Claim(_) => format!("{bad} A3-B3"),
            _ => bad.to_string(),
        };
        let text = r.to_string();
        let first_turn_line = text.lines().position(|l| l.starts_with("1. ")).unwrap() + 1;
        let line = first_turn_line + k;
        let changed: String = text
            .lines()
            .enumerate()
            .map(|(i, l)| if i + 1 == line { format!("{}. {written}\n", k + 1) } else { format!("{l}\n") })
            .collect();
        let e = read(&changed).expect_err("an illegal turn is refused");
        prop_assert_eq!(e.line, Some(line), "{}", e);
        prop_assert_eq!(
            e.kind.clone(),
            RecordErrorKind::Illegal { number: k + 1, text: written.clone(), reason }
        );
        let expected = format!("line {line}: turn {} \"{written}\": {reason}", k + 1);
        prop_assert_eq!(e.to_string(), expected);
    }
}

/// Every action one could write: the claims, pass, every start-end pair.
fn candidates() -> Vec<Action> {
    let mut v: Vec<Action> = Color::ALL.into_iter().map(Action::Claim).collect();
    v.push(Action::Pass);
    for from in Point::ALL {
        for to in Point::ALL {
            v.push(Action::Move(Move::new(from, to)));
        }
    }
    v
}

#[test]
fn every_prefix_of_a_record_is_refused_or_sound() {
    for (seed, variant, stop) in [
        (1, Variant::Standard, Stop::Whole),
        (2, Variant::SixStack, Stop::Whole),
        (5, Variant::Standard, Stop::Going),
    ] {
        let text = rich_text(seed, variant, stop);
        let all = GameRecord::parse(&text).unwrap().actions();
        let mut accepted = 0;
        for (i, _) in text.char_indices().chain([(text.len(), ' ')]) {
            if let Ok(r) = read(&text[..i]) {
                accepted += 1;
                // A prefix accepted is the game so far, never another one.
                assert_eq!(&all[..r.actions().len()], &r.actions()[..]);
            }
        }
        // The whole text, and the whole text without its last line end; a
        // game going on also after each of its turns.
        let least = if matches!(stop, Stop::Going) { 10 } else { 2 };
        assert!(accepted >= least, "{accepted}");
    }
}

#[test]
fn a_turn_after_the_end_is_refused() {
    for (seed, variant) in [(3, Variant::Standard), (4, Variant::SixStack)] {
        let (start, log) = random_game(seed, variant);
        let r = record(&start, &log, 0, Stop::Whole);
        let text = r.to_string();
        let n = r.main_line().nodes().len() + 1;
        for turn in ["pass", "C3-E5", "+R C3-D3"] {
            let more = format!("{text}{n}. {turn}\n");
            let e = read(&more).unwrap_err();
            assert_eq!(e.line, Some(more.lines().count()), "{e}");
            let RecordErrorKind::Illegal { number, reason, .. } = e.kind else {
                panic!("{e}");
            };
            assert_eq!(number, n);
            // A claim is checked as a claim first (the colour may be taken).
            if !turn.starts_with('+') {
                assert_eq!(reason, IllegalAction::GameOver);
            }
        }
    }
}

#[test]
fn a_wrong_start_position_is_refused_on_its_line() {
    let head = "[Variant \"standard\"]\n[Result \"*\"]\n";
    for lpn in [
        "",
        "standard",
        &START.replace(" 1 0:0", " 3 0:0"),
        &START.replace("-:-", "RR:-"),
        &START.replacen("I/", "X/", 1),
        &START.replacen("I/", "IRGBKW/", 1),
        &START.replace("standard", "standard win1"),
        &format!("{START} extra"),
        &START.replacen('/', "//", 1),
    ] {
        let text = format!("{head}[Start \"{lpn}\"]\n\n1. C3-D3\n");
        let e = read(&text).unwrap_err();
        assert_eq!(e.line, Some(3), "{lpn}: {e}");
        assert!(matches!(e.kind, RecordErrorKind::Start(_)), "{lpn}: {e}");
        assert!(
            e.to_string()
                .starts_with("line 3: the Start tag is not a position: ")
        );
    }
}

#[test]
fn records_over_a_limit_are_refused_before_any_turn_is_played() {
    let head = format!("[Variant \"standard\"]\n[Result \"*\"]\n[Start \"{START}\"]\n\n");
    // Over the size: refused whatever it holds.
    let huge = format!("{head}{}", "1. pass\n".repeat(MAX_BYTES / 8 + 1));
    let e = GameRecord::parse(&huge).unwrap_err();
    assert_eq!(
        e.kind,
        RecordErrorKind::TooLarge {
            bytes: huge.len() as u64
        }
    );
    assert_eq!(e.line, None);
    assert!(e.to_string().contains("at most 65536 (64 KiB)"), "{e}");
    let e = GameRecord::parse_bytes(&vec![0xff; MAX_BYTES + 1]).unwrap_err();
    assert!(matches!(e.kind, RecordErrorKind::TooLarge { .. }));
    // Too many turns: all of them illegal passes, but the count comes first.
    let turns: String = (1..=MAX_TURNS + 1)
        .map(|n| format!("{n}. pass\n"))
        .collect();
    let e = GameRecord::parse(&format!("{head}{turns}")).unwrap_err();
    assert_eq!(
        e.kind,
        RecordErrorKind::TooMany {
            what: Limit::Turns,
            limit: MAX_TURNS
        }
    );
    assert_eq!(e.line, Some(5 + MAX_TURNS));
    // Too many variations.
    let variations = "(1. pass) ".repeat(MAX_VARIATIONS + 1);
    let e = GameRecord::parse(&format!("{head}1. pass {variations}")).unwrap_err();
    assert_eq!(
        e.kind,
        RecordErrorKind::TooMany {
            what: Limit::Variations,
            limit: MAX_VARIATIONS
        }
    );
    // Nested too deep, and nested far deeper than any stack would take.
    let deepest = (MAX_BYTES - head.len() - 8) / "(1. pass ".len();
    for depth in [MAX_DEPTH + 1, deepest] {
        let nested = format!("{head}1. pass {}", "(1. pass ".repeat(depth));
        let e = GameRecord::parse(&nested).unwrap_err();
        assert_eq!(
            e.kind,
            RecordErrorKind::TooMany {
                what: Limit::Depth,
                limit: MAX_DEPTH
            }
        );
    }
    // At the limits, the text is read (and then the turns are refused).
    let nested = format!(
        "{head}1. pass {}{}",
        "(1. pass ".repeat(MAX_DEPTH),
        ")".repeat(MAX_DEPTH)
    );
    let e = GameRecord::parse(&nested).unwrap_err();
    assert!(matches!(e.kind, RecordErrorKind::Illegal { .. }), "{e}");
}

// ----- the errors, case by case -----------------------------------------------------

/// The start position's tags, lines 1 to 4 (a blank line 4); turns begin on
/// line 5.
fn head() -> String {
    format!("[Variant \"standard\"]\n[Result \"*\"]\n[Start \"{START}\"]\n\n")
}

#[test]
fn each_error_names_its_line_and_reason() {
    // In the start position: C3 I, C4 I, D3 K, E3 R, B5 a lone joker, A3 I.
    let turns: &[(&str, &str)] = &[
        (
            "1. pass",
            "line 5: turn 1 \"pass\": you can't pass: you have a legal move",
        ),
        (
            "1. C3-D3\n2. C3-C4",
            "line 6: turn 2 \"C3-C4\": there is no stack on C3",
        ),
        (
            "1. C3-C4",
            "line 5: turn 1 \"C3-C4\": the combined stack would hold ivory twice",
        ),
        (
            "1. B5-B4",
            "line 5: turn 1 \"B5-B4\": the lone joker on B5 can never be moved",
        ),
        (
            "1. +W C3-D3",
            "line 5: turn 1 \"+W C3-D3\": the white jokers belong to nobody and can't be claimed",
        ),
        (
            "1. +R +B C3-D3",
            "line 5: turn 1 \"+R +B C3-D3\": you have already claimed a colour this turn: now move a stack",
        ),
        (
            "1. +R C3-D3\n2. +R E3-E4",
            "line 6: turn 2 \"+R E3-E4\": red is already claimed by your opponent",
        ),
        (
            "1. C3-D3\n2. E3-D3",
            "line 6: turn 2 \"E3-D3\": a stack with a neutral top lands only on stacks no higher than itself: it has 1 piece, the stack on D3 has 2",
        ),
        (
            "1. C3-D3\n\n  (1. C3-C4)",
            "line 7: turn 1 \"C3-C4\": the combined stack would hold ivory twice",
        ),
        (
            "1. C3-D3 (1. C2-D3\n 2. E3-D3)",
            "line 6: turn 2 \"E3-D3\": a stack with a neutral top lands only on stacks no higher than itself: it has 1 piece, the stack on D3 has 2",
        ),
        (
            "1. C3-Z9",
            "line 5, column 4: \"C3-Z9\": point 2 of the move: 'Z9' is not a point: there is no column 'Z' (columns are A to I)",
        ),
        (
            "1. C3--D3",
            "line 5, column 4: \"C3--D3\": point 2 of the move is missing: two separators follow each other, or one starts or ends the move (write C3-E5, or every LYNGK point such as B5-B2-C3-E3)",
        ),
        (
            "1. C03-D3",
            "line 5, column 4: \"C03\": a point is a column A to I and one digit, such as E5",
        ),
        (
            "1. +X C3-D3",
            "line 5, column 4: \"+X\": in the claim: 'X' is not a colour: use I (ivory), B (blue), R (red), G (green), K (black) or W (joker)",
        ),
        (
            "1. C3,D3",
            "line 5, column 6: unexpected ',': a move's points are joined by '-' (C3-E5), turns are separated by spaces or line breaks",
        ),
        (
            "1. C3-D3 ; the start",
            "line 5, column 10: unexpected ';': comments are written in braces, {like this}",
        ),
        (
            "2. C3-D3",
            "line 5, column 1: turn number 2, but this is turn 1 of its line",
        ),
        (
            "1. C3-D3\n1. E3-E4",
            "line 6, column 1: turn number 1, but this is turn 2 of its line",
        ),
        (
            "1 C3-D3",
            "line 5, column 2: a turn number is followed by '.', as in 12. C3-E5",
        ),
        (
            "1234567. C3-D3",
            "line 5, column 1: a turn number too long to be one",
        ),
        (
            "1. C3-D3 2.",
            "line 5, column 10: turn number 2 with no turn after it",
        ),
        (
            "1. C3-D3 {a comment",
            "line 5, column 10: the comment opened here has no '}'",
        ),
        (
            "1. C3-D3\n( 1. C2-D3",
            "line 6, column 1: the variation opened here has no ')'",
        ),
        (
            "(1. C3-D3)",
            "line 5, column 1: a variation before any turn: it follows the turn it replaces",
        ),
        (
            "1. C3-D3 ( {nothing} )",
            "line 5, column 10: a variation without a turn",
        ),
        ("1. C3-D3 )", "line 5, column 10: ')' closes nothing"),
        ("1. C3-D3 }", "line 5, column 10: '}' closes nothing"),
        (
            "1. +R (1. C3-D3) C3-D3",
            "line 5, column 4: the claim +R has no move: a claim and its move are one turn, written together (+R C3-E5)",
        ),
        (
            "1. +R {hmm} C3-D3",
            "line 5, column 4: the claim +R has no move: a claim and its move are one turn, written together (+R C3-E5)",
        ),
        (
            "1. C3-D3\n[Date \"2025-01-01\"]",
            "line 6, column 1: a tag after the turns: tags come first",
        ),
        (
            "1. C3-D3 {bell \u{7}}",
            "line 5, column 16: control character U+0007: a record holds only text, tabs and line breaks",
        ),
        ("1. C3-D3 #", "line 5, column 10: unexpected '#'"),
    ];
    for (tail, expected) in turns {
        let e = read(&format!("{}{tail}\n", head())).unwrap_err();
        assert_eq!(e.to_string(), *expected, "{tail:?}");
    }

    let start = format!("[Start \"{START}\"]");
    let tags: &[(String, &str)] = &[
        (
            format!("[Variant \"chess\"]\n[Result \"*\"]\n{start}"),
            "line 1: the Variant tag: write standard or sixstack",
        ),
        (
            format!("[Variant \"sixstack\"]\n[Result \"*\"]\n{start}"),
            "line 1: the Variant tag: it says sixstack, but the start position is standard",
        ),
        (
            format!("[variant \"standard\"]\n[Result \"*\"]\n{start}"),
            "line 1, column 1: tag variant: write Variant (tag names are case-sensitive)",
        ),
        (
            format!("[Variant \"standard\"]\n[Variant \"standard\"]\n[Result \"*\"]\n{start}"),
            "line 2, column 1: a second Variant tag",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"*\"]\n{start}\n{start}"),
            "line 4, column 1: a second Start tag",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"1-0\"]\n{start}"),
            "line 2: the Result tag: write win1, win2, draw, or * for none",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"*\"]\n[Termination \"checkmate\"]\n{start}"),
            "line 3: the Termination tag: write end, sudden_death, resign, timeout or abort",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"*\"]\n[Date \"2025-02-30\"]\n{start}"),
            "line 3: the Date tag: not a date: write YYYY-MM-DD, such as 2025-03-14",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"*\"]\n[Player1 \"a\\nb\"]\n{start}"),
            "line 3, column 12: '\\n' in a tag's value: only \\\" and \\\\ are escapes",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"*\"]\n[Player1 \"Ann]\n{start}"),
            "line 3, column 1: the tag opened here is not closed: write [Name \"value\"] on one line",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"*\"]\n[Player1 Ann]\n{start}"),
            "line 3, column 10: a tag's value is written in double quotes, as in [Variant \"standard\"]",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"*\"]\n[_x \"1\"]\n{start}"),
            "line 3, column 2: a tag's name is a letter followed by letters, digits or '_', as in [Date \"2025-03-14\"]",
        ),
        (
            format!(
                "[Variant \"standard\"]\n[Result \"*\"]\n[Event \"{}\"]\n{start}",
                "x".repeat(256)
            ),
            "line 3, column 1: more than 255 characters in a tag's value: a record has at most 255",
        ),
        (
            "[Variant \"standard\"]\n[Result \"*\"]".to_string(),
            "the record has no Start tag (the start position in LPN, such as [Start \"…\"])",
        ),
        (
            format!("[Result \"*\"]\n{start}"),
            "the record has no Variant tag ([Variant \"standard\"] or [Variant \"sixstack\"])",
        ),
        (
            format!("[Variant \"standard\"]\n{start}"),
            "the record has no Result tag ([Result \"*\"] for a game without a result)",
        ),
        (
            String::new(),
            "the record has no Start tag (the start position in LPN, such as [Start \"…\"])",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"win1\"]\n{start}\n\n1. C3-D3"),
            "line 2: a result without a Termination tag: say how the game ended (end, sudden_death, resign or timeout)",
        ),
        (
            format!(
                "[Variant \"standard\"]\n[Result \"win1\"]\n[Termination \"end\"]\n{start}\n\n1. C3-D3"
            ),
            "line 3: Termination end, but the game is not over after the last turn",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"*\"]\n[Termination \"resign\"]\n{start}"),
            "line 3: a game that ended by resign has a result: write [Result \"win1\"], \"win2\" or \"draw\"",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"draw\"]\n[Termination \"resign\"]\n{start}"),
            "line 2: Termination resign is a win for one player: write win1 or win2",
        ),
        (
            format!(
                "[Variant \"standard\"]\n[Result \"win1\"]\n[Termination \"timeout\"]\n{start}"
            ),
            "line 2: Result win1, but the player to move ran out of time: write win2",
        ),
        (
            format!("[Variant \"standard\"]\n[Result \"win2\"]\n[Termination \"abort\"]\n{start}"),
            "line 2: an aborted game has no result: write [Result \"*\"]",
        ),
        (
            format!(
                "[Variant \"standard\"]\n[Result \"win2\"]\n[Termination \"sudden_death\"]\n{start}"
            ),
            "line 3: Termination sudden_death, but the game is not over after the last turn",
        ),
    ];
    for (text, expected) in tags {
        let e = read(text).unwrap_err();
        assert_eq!(e.to_string(), *expected, "{text}");
    }

    // Bytes that are not UTF-8: the place of the first bad one.
    let mut bytes = head().into_bytes();
    bytes.extend_from_slice(b"1. C3");
    bytes.push(0xC3);
    let e = GameRecord::parse_bytes(&bytes).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 5, column 6: the record is not UTF-8 text"
    );
}

#[test]
fn the_same_game_in_loose_forms_reads_the_same() {
    let canonical = format!("{}1. C3-D3 {{a first move}}\n2. +R E3-E4\n", head());
    let r = read(&canonical).unwrap();
    assert_eq!(r.to_string(), canonical);
    for loose in [
        format!("{}1. c3-d3 {{ a  first\n move }} 2. +r e3-e4", head()),
        format!("{}C3-D3{{a first move}}+R E3-E4", head()),
        format!(
            "\u{feff}{}1.C3-D3 {{a first move}}\r\n2.\t+R\r\nE3-E4\r\n",
            head().replace('\n', "\r\n")
        ),
    ] {
        let back = read(&loose).unwrap_or_else(|e| panic!("{e}: {loose:?}"));
        assert_eq!(back.to_string(), canonical, "{loose:?}");
    }
    // A game stopped in the middle of a turn: the claim made, its move not.
    let open = read(&format!("{}1. C3-D3\n2. +R\n", head())).unwrap();
    assert_eq!(
        open.final_position().to_string().split(' ').nth(2),
        Some("2+")
    );
}

#[test]
fn the_documented_example_is_a_record_written_as_the_bot_writes_it() {
    let root = env!("CARGO_MANIFEST_DIR");
    let file = std::fs::read_to_string(format!("{root}/tests/data/records/example.lyngk")).unwrap();
    let r = read(&file).unwrap();
    assert_eq!(r.to_string(), file);
    assert_eq!(r.main_line().nodes().len(), 34);
    assert_eq!(r.size(), (35, 1));
    assert_eq!(r.result(), Some(GameResult::Win2));
    let doc = std::fs::read_to_string(format!("{root}/docs/players/records.md")).unwrap();
    let block = doc
        .split("```lyngk\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("the example in docs/players/records.md");
    assert_eq!(
        block, file,
        "docs/players/records.md and the example file differ"
    );
}
