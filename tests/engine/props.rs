//! Property tests over random games and fuzz-style tests of every parser.

use lyngk::engine::{Action, Color, FastRng, Move, Point, Position, Variant, parse_turn};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::seq::IndexedRandom;

fn variant(six: bool) -> Variant {
    if six {
        Variant::SixStack
    } else {
        Variant::Standard
    }
}

/// Every action that could be written for this position: all claims, pass,
/// and every start-end pair.
fn all_candidates() -> Vec<Action> {
    let mut v: Vec<Action> = Color::ALL.into_iter().map(Action::Claim).collect();
    v.push(Action::Pass);
    for from in Point::ALL {
        for to in Point::ALL {
            v.push(Action::Move(Move::new(from, to)));
        }
    }
    v
}

/// Plays one random game from `seed`, checking the invariants at every step;
/// returns the action log.
fn checked_random_game(seed: u64, six: bool, exhaustive_every: usize) -> Vec<Action> {
    let start = Position::random_start(seed, variant(six));
    let mut pos = start.clone();
    let mut rng = FastRng::seed_from_u64(seed.rotate_left(17) ^ 0xABCD);
    let candidates = all_candidates();
    let mut log = Vec::new();
    let (mut moves, mut passes) = (0usize, 0usize);
    let mut last_was_pass = false;
    loop {
        // Notation round-trips.
        let lpn = pos.to_string();
        assert_eq!(lpn.parse::<Position>().unwrap(), pos, "{lpn}");
        // Pieces are conserved: removed 5-stacks account for the rest.
        let removed = 5
            * (usize::from(pos.points(lyngk::engine::Player::One))
                + usize::from(pos.points(lyngk::engine::Player::Two)));
        assert_eq!(pos.piece_count() + removed, 43, "{lpn}");

        let legal = pos.legal_actions();
        assert_eq!(legal.is_empty(), pos.is_over(), "{lpn}");
        assert_eq!(legal.is_empty(), pos.outcome().is_some(), "{lpn}");
        for a in &legal {
            assert!(pos.is_legal(a), "{a} listed but not legal in {lpn}");
            assert_eq!(a.to_string().parse::<Action>().unwrap(), *a);
            if let Action::Move(m) = a {
                let path = pos.lyngk_path(m).expect("a legal move has a path");
                assert_eq!((path[0], *path.last().unwrap()), (m.from, m.to));
                let spelt = Move::with_via(m.from, &path[1..path.len() - 1], m.to).unwrap();
                assert!(
                    pos.is_legal(&Action::Move(spelt)),
                    "path {spelt} of {a} in {lpn}"
                );
                let mask = pos.targets_from(m.from);
                assert!(mask & m.to.bit() != 0);
            }
        }
        if exhaustive_every > 0 && log.len() % exhaustive_every == 0 {
            for c in &candidates {
                assert_eq!(
                    pos.is_legal(c),
                    legal.contains(c),
                    "{c}: is_legal and the legal list disagree in {lpn}"
                );
            }
        }
        if legal.is_empty() {
            break;
        }
        // An illegal action changes nothing.
        let junk = *candidates.choose(&mut rng).expect("not empty");
        let before = pos.clone();
        if pos.play(junk).is_err() {
            assert_eq!(pos, before);
        } else {
            pos = before;
        }

        let a = *legal.choose(&mut rng).expect("not empty");
        match a {
            Action::Move(_) => moves += 1,
            Action::Pass => {
                assert!(!last_was_pass, "two passes in a row in {lpn}");
                passes += 1;
            }
            Action::Claim(_) => {}
        }
        last_was_pass = a == Action::Pass;
        pos.play(a).expect("listed actions are legal");
        log.push(a);
    }
    // Every move merges two stacks: at most 42 moves, and passes alternate.
    assert!(moves <= 42, "{moves} moves");
    assert!(passes <= moves + 1);
    assert!(log.len() <= 42 + 4 + passes);

    // Replaying the log equals incremental play.
    let mut replay = start;
    for a in &log {
        replay.play(*a).unwrap();
    }
    assert_eq!(replay, pos);
    log
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, .. ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), six in any::<bool>()) {
        checked_random_game(seed, six, 6);
    }

    #[test]
    fn actions_and_turns_round_trip(seed in any::<u64>()) {
        let log = checked_random_game(seed, seed % 2 == 0, 0);
        let text: Vec<String> = log.iter().map(ToString::to_string).collect();
        let parsed = parse_turn(&text.join(" ")).unwrap_or_default();
        prop_assert_eq!(parsed, log);
    }

    #[test]
    fn parsers_never_panic_on_arbitrary_text(s in ".{0,64}") {
        let _ = s.parse::<Point>();
        let _ = s.parse::<Color>();
        let _ = s.parse::<Action>();
        let _ = parse_turn(&s);
        if let Ok(p) = s.parse::<Position>() {
            prop_assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
        }
    }

    #[test]
    fn mutated_positions_parse_or_fail_cleanly(
        seed in any::<u64>(),
        edits in proptest::collection::vec((any::<prop::sample::Index>(), "[-/ :+0-9A-Za-z]{0,2}"), 1..4),
    ) {
        let mut lpn: Vec<char> = Position::random_start(seed, Variant::Standard).to_string().chars().collect();
        for (at, insert) in edits {
            let i = at.index(lpn.len());
            lpn.splice(i..=i, insert.chars());
        }
        let text: String = lpn.into_iter().collect();
        match text.parse::<Position>() {
            Ok(p) => {
                prop_assert_eq!(p.to_string().parse::<Position>().unwrap(), p.clone());
                let _ = p.legal_actions();
                let _ = p.outcome();
            }
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }

    #[test]
    fn moves_with_arbitrary_points_parse_or_fail_cleanly(points in proptest::collection::vec("[A-Ka-k]?[0-9]{0,2}", 0..11)) {
        let text = points.join("-");
        if let Ok(a) = text.parse::<Action>() {
            prop_assert_eq!(a.to_string().parse::<Action>().unwrap(), a);
            let pos = Position::random_start(1, Variant::Standard);
            let _ = pos.check(&a);
        }
    }
}

#[test]
fn the_worked_example_start_position() {
    let pos: Position = "G/R/B/G/B/W/G/W/K/G/R/K/B/B/G/B/R/I/R/K/R/K/I/K/I/R/K/B/G/R/K/B/B/W/G/G/I/K/R/I/I/I/I -:- 1 0:0 standard"
        .parse()
        .unwrap();
    let actions = pos.legal_actions();
    let moves: Vec<Move> = actions
        .iter()
        .filter_map(|a| match a {
            Action::Move(m) => Some(*m),
            _ => None,
        })
        .collect();
    assert_eq!(moves.len(), 154);
    let mut starts: Vec<Point> = moves.iter().map(|m| m.from).collect();
    starts.dedup();
    assert_eq!(starts.len(), 39);
    let i7: Point = "I7".parse().unwrap();
    assert!(!starts.contains(&i7), "the ivory on I7 is stuck");
    for p in Point::ALL {
        if pos.stack(p).top() == Some(Color::Joker) {
            assert!(!starts.contains(&p), "the joker on {p} moved");
        }
    }
    // No claim is made yet, so all five colours may be claimed.
    assert_eq!(actions.len(), 154 + 5);
}

#[test]
fn perft_counts_stay_the_same() {
    // Counts from this engine, kept as data to catch any change in the rules.
    let text = include_str!("../data/perft.txt");
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let (lpn, counts) = line.split_once(';').unwrap();
        let pos: Position = lpn.trim().parse().unwrap();
        for (depth, want) in counts.split_whitespace().enumerate() {
            let want: u64 = want.parse().unwrap();
            assert_eq!(
                lyngk::cli::perft(&pos, depth as u32 + 1),
                want,
                "{lpn} depth {}",
                depth + 1
            );
        }
    }
}
