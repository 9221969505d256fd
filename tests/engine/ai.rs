//! The computer player's contract: it always returns a legal action (forced
//! claims and passes included), takes an immediate sudden-death win and an
//! immediate point, and a seed fixes its move.

use lyngk::ai::{Agent, Level, MatchConfig, SearchLimits, choose_action, run_arena};
use lyngk::engine::{
    Action, Color, FastRng, POINT_COUNT, Point, Position, Stack, Variant, random_playout,
};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

/// A position from the stacks on named points (bottom→top letters), the
/// claims field of LPN (`R:B`) and the player to move.
fn position(stacks: &[(&str, &str)], claims: &str, to_move: u8, variant: Variant) -> Position {
    let mut board = [Stack::EMPTY; POINT_COUNT];
    for (point, pieces) in stacks {
        let p: Point = point.parse().expect("point");
        let colors: Vec<Color> = pieces
            .chars()
            .map(|c| Color::from_letter(c).expect("colour"))
            .collect();
        board[p.index()] = Stack::from_pieces(&colors).expect("stack");
    }
    let lpn = Position::new(board, variant).to_string();
    let mut fields: Vec<String> = lpn.split(' ').map(str::to_string).collect();
    fields[1] = claims.to_string();
    fields[2] = to_move.to_string();
    fields.join(" ").parse().expect("valid LPN")
}

fn small() -> SearchLimits {
    SearchLimits {
        iterations: 60,
        max_time: None,
        solver_nodes: 2_000,
        rave: 0,
    }
}

#[test]
fn every_choice_is_legal_including_forced_claims_and_passes() {
    let mut rng = FastRng::seed_from_u64(11);
    let (mut passes, mut forced_claims, mut checked) = (0, 0, 0);
    for game in 0..24u64 {
        let variant = if game % 2 == 0 {
            Variant::Standard
        } else {
            Variant::SixStack
        };
        let mut pos = Position::random_start(game, variant);
        loop {
            let legal = pos.legal_actions();
            let forced_claim =
                !legal.is_empty() && legal.iter().all(|a| matches!(a, Action::Claim(_)));
            let pass = legal == [Action::Pass];
            // Every position of the first games, then the rare ones.
            if !legal.is_empty() && (game < 4 || forced_claim || pass) {
                let action = choose_action(&pos, small(), game).expect("an action while not over");
                assert!(pos.is_legal(&action), "{action} is illegal in {pos}");
                checked += 1;
                passes += usize::from(pass);
                forced_claims += usize::from(forced_claim);
                if pass {
                    assert_eq!(action, Action::Pass);
                }
            }
            if legal.is_empty() {
                assert_eq!(choose_action(&pos, small(), game), None, "over: {pos}");
                break;
            }
            pos.play(*legal.choose(&mut rng).expect("not empty"))
                .expect("legal");
        }
    }
    assert!(checked > 100, "checked {checked}");
    assert!(passes > 0, "no pass met");
    assert!(forced_claims > 0, "no forced claim met");
}

#[test]
fn every_agent_returns_legal_actions_to_the_end() {
    for agent in [
        Agent::RANDOM,
        Agent::GREEDY,
        Agent::mcts(30),
        Agent::uct(30),
        Agent::HARD_V1.scaled(200),
    ] {
        let mut pos = Position::random_start(5, Variant::SixStack);
        let mut seed = 0;
        while let Some(action) = agent.choose(&pos, seed) {
            pos.play(action)
                .unwrap_or_else(|e| panic!("{agent}: {action}: {e}"));
            seed += 1;
        }
        assert!(pos.is_over());
    }
}

/// Player 1 owns red; a red single on E4 can complete a 6-stack on E5.
fn sudden_death_position(claims: &str) -> Position {
    position(
        &[
            ("E5", "WIGKB"),
            ("E4", "R"),
            ("A3", "I"),
            ("B2", "G"),
            ("B3", "K"),
            ("C1", "I"),
            ("G9", "G"),
            ("H8", "I"),
            ("H7", "K"),
            ("I7", "B"),
            ("G3", "R"),
            ("F3", "G"),
            ("C7", "W"),
            ("D7", "K"),
        ],
        claims,
        1,
        Variant::SixStack,
    )
}

#[test]
fn takes_an_immediate_sudden_death_win() {
    let pos = sudden_death_position("R:B");
    let win: Action = "E4-E5".parse().expect("action");
    assert!(pos.is_legal(&win));
    assert!(pos.legal_actions().len() > 10);
    for level in Level::ALL {
        for seed in 0..3 {
            assert_eq!(choose_action(&pos, level, seed), Some(win), "{level}");
        }
    }
    assert_eq!(Agent::GREEDY.choose(&pos, 0), Some(win));
}

#[test]
fn claims_the_colour_that_opens_a_sudden_death_win() {
    // Red is still neutral: claiming it makes E4-E5 a win this very turn.
    let pos = sudden_death_position("-:B");
    let claim = Action::Claim(Color::Red);
    for level in Level::ALL {
        assert_eq!(choose_action(&pos, level, 1), Some(claim), "{level}");
    }
    let mut after = pos.clone();
    after.play(claim).expect("legal claim");
    assert_eq!(choose_action(&after, Level::Easy, 1), "E4-E5".parse().ok());
}

#[test]
fn takes_an_immediate_point() {
    // Player 1 owns red and ivory, player 2 blue and black. Red on D3 can
    // complete the 5-stack on D4 (a point); everything else is singles that
    // both sides shuffle around, so the point decides the game.
    let pos = position(
        &[
            ("D4", "IGKB"),
            ("D3", "R"),
            ("A3", "I"),
            ("B5", "G"),
            ("C7", "K"),
            ("G9", "B"),
            ("I7", "G"),
            ("G3", "K"),
            ("H5", "I"),
            ("E8", "G"),
        ],
        "RI:BK",
        1,
        Variant::Standard,
    );
    let point: Action = "D3-D4".parse().expect("action");
    assert!(pos.is_legal(&point));
    assert!(pos.legal_actions().len() > 3);
    for limits in [
        Level::Easy.limits(),
        Level::Normal.limits(),
        SearchLimits::iterations(200),
    ] {
        for seed in 0..3 {
            assert_eq!(choose_action(&pos, limits, seed), Some(point), "{limits:?}");
        }
    }
    assert_eq!(Agent::GREEDY.choose(&pos, 3), Some(point));
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let mut pos = Position::random_start(21, Variant::Standard);
    let mut rng = FastRng::seed_from_u64(4);
    let mut buf = Vec::new();
    // A middle-game position: a few random actions in.
    for _ in 0..8 {
        pos.legal_actions_into(&mut buf);
        pos.play(*buf.choose(&mut rng).expect("not empty"))
            .expect("legal");
    }
    for limits in [Level::Easy.limits(), SearchLimits::iterations(500)] {
        let first = choose_action(&pos, limits, 99);
        for _ in 0..3 {
            assert_eq!(choose_action(&pos, limits, 99), first);
        }
    }
    // And a whole match replays identically.
    let config = MatchConfig::new(Agent::mcts(40), Agent::GREEDY, 4, Variant::SixStack, 7);
    let a = run_arena(&config, |_, _| {});
    let b = run_arena(&config, |_, _| {});
    assert_eq!(
        (a.results, &a.outcomes, a.actions),
        (b.results, &b.outcomes, b.actions)
    );
    assert_eq!(a.games(), 4);
}

#[test]
fn two_jobs_give_the_results_of_one() {
    // A short match between searches whose games differ in length, so that
    // with two jobs games finish out of order.
    let one = MatchConfig::new(
        "normal/20".parse().expect("spec"),
        Agent::mcts(60),
        8,
        Variant::Standard,
        13,
    );
    let mut order = Vec::new();
    let serial = run_arena(&one, |g, _| order.push(g.index));
    let mut order2 = Vec::new();
    let parallel = run_arena(&MatchConfig { jobs: 2, ..one }, |g, _| order2.push(g.index));
    assert_eq!(order, (0..8).collect::<Vec<_>>());
    assert_eq!(order2, order, "results are read in game order");
    assert_eq!(parallel.outcomes, serial.outcomes);
    assert_eq!(parallel.results, serial.results);
    assert_eq!(parallel.actions, serial.actions);
    assert_eq!(serial.outcomes.len(), 8);
}

#[test]
fn a_finished_game_has_no_action() {
    let mut pos = Position::random_start(2, Variant::Standard);
    random_playout(&mut pos, &mut FastRng::seed_from_u64(1));
    assert!(pos.is_over());
    assert_eq!(choose_action(&pos, Level::Hard, 0), None);
    for agent in [Agent::RANDOM, Agent::GREEDY, Agent::mcts(10)] {
        assert_eq!(agent.choose(&pos, 0), None);
    }
}

#[test]
fn a_search_beats_random_play() {
    // Deterministic for the seed: this checks that the search steers, not
    // luck. Eight games, sides alternated.
    let r = run_arena(
        &MatchConfig::new(Agent::mcts(150), Agent::RANDOM, 8, Variant::Standard, 3),
        |_, _| {},
    );
    assert!(r.results.wins >= 7, "{}", r.summary());
}

/// Whether the player to move can win by sudden death this turn, with a
/// claim first if need be (checked by brute force).
fn can_win_at_once(pos: &Position) -> bool {
    pos.legal_actions().into_iter().any(|a| {
        let mut next = pos.clone();
        next.play(a).expect("legal");
        next.sudden_death_winner().is_some()
            || (matches!(a, Action::Claim(_))
                && next.legal_actions().into_iter().any(|b| {
                    let mut last = next.clone();
                    last.play(b).expect("legal");
                    last.sudden_death_winner().is_some()
                }))
    })
}

#[test]
fn never_hands_the_opponent_a_sudden_death_win_when_a_safe_move_exists() {
    // Red tops the 3-stack BWR on D5. Moving it onto a 2-stack, or piling a
    // 3-stack for it to land on, lets the opponent claim red and complete a
    // 6-stack at once; a uniform playout rarely finds that reply.
    let pos: Position = "G/R/I/-/KG/G/I/K/-/-/-/-/I/K/W/BWR/BR/IK/I/I/B/R/IG/-/K/R/K/IB/-/B/B/R/B/G/B/R/KG/-/W/R/K/G/G -:- 1 0:0 sixstack"
        .parse()
        .expect("valid LPN");
    let unsafe_moves = pos
        .legal_actions()
        .into_iter()
        .filter(|&a| {
            let mut next = pos.clone();
            next.play(a).expect("legal");
            a.ends_turn() && can_win_at_once(&next)
        })
        .count();
    assert!(unsafe_moves > 0, "the position must hold a trap");
    for seed in 0..4 {
        // Follow a claim with the move of the same turn.
        let mut next = pos.clone();
        let mut turn = Vec::new();
        while turn.last().is_none_or(|a: &Action| !a.ends_turn()) {
            let action =
                choose_action(&next, SearchLimits::iterations(300), seed).expect("an action");
            next.play(action).expect("legal");
            turn.push(action);
        }
        assert!(
            !can_win_at_once(&next),
            "seed {seed}: {turn:?} loses at once"
        );
    }
}

#[test]
fn the_command_line_prints_a_legal_action_and_reports_bad_input() {
    use lyngk::cli;
    let pos = Position::random_start(9, Variant::Standard);
    let lpn = pos.to_string();
    for (level, iterations) in [(Some("easy"), None), (None, Some(50)), (None, None)] {
        let out = cli::ai_action(&lpn, level, iterations, 3).expect("an action");
        let action: Action = out.trim().parse().expect("notation");
        assert!(pos.is_legal(&action), "{out}");
    }
    let err = cli::ai_action(&lpn, Some("grandmaster"), None, 0).expect_err("bad level");
    assert_eq!(err.exit_code(), 2);
    let mut over = pos.clone();
    random_playout(&mut over, &mut FastRng::seed_from_u64(3));
    let err = cli::ai_action(&over.to_string(), None, Some(10), 0).expect_err("over");
    assert_eq!(err.exit_code(), 1);

    let mut lines = 0;
    let args = cli::ArenaArgs {
        a: "mcts:20",
        b: "random",
        games: 2,
        variant: Variant::SixStack,
        seed: 0,
        jobs: 2,
        sprt: Some("0,70"),
    };
    let out = cli::arena(&args, |_| lines += 1).expect("arena");
    assert_eq!(lines, 2);
    assert!(out.contains("mcts:20 vs random: sixstack"), "{out}");
    assert!(
        out.contains("games: 2 (the cap, the test undecided)"),
        "{out}"
    );
    assert!(out.contains("LLR: "), "{out}");
    assert!(out.contains("time per move: mcts:20 mean"), "{out}");
    let err = cli::arena(
        &cli::ArenaArgs {
            b: "nobody",
            ..args
        },
        |_| {},
    )
    .expect_err("spec");
    assert_eq!(err.exit_code(), 2);
    let err = cli::arena(
        &cli::ArenaArgs {
            sprt: Some("70,0"),
            ..args
        },
        |_| {},
    )
    .expect_err("sprt");
    assert_eq!(err.exit_code(), 2);
}

#[test]
fn the_wall_clock_cap_stops_a_search() {
    // Without the cap this search would run for days.
    let pos = Position::random_start(3, Variant::Standard);
    let limits = SearchLimits {
        iterations: u32::MAX,
        max_time: Some(std::time::Duration::from_millis(200)),
        solver_nodes: 0,
        rave: 0,
    };
    let start = std::time::Instant::now();
    let action = choose_action(&pos, limits, 1).expect("an action");
    assert!(pos.is_legal(&action));
    let spent = start.elapsed();
    assert!(spent < std::time::Duration::from_secs(60), "{spent:?}");
    // The levels keep one as a safety net.
    for level in Level::ALL {
        assert!(level.limits().max_time.is_some(), "{level}");
    }
}
