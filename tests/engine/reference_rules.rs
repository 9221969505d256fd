//! Cross-checks the fast move generator against a literal, slow reading of
//! RULES.md §4: step along each line point by point, follow LYNGK chains by a
//! depth-first search over paths with their own used sets, and compare the
//! landing points on thousands of positions from random games.

use std::collections::BTreeSet;

use lyngk::engine::{Action, Color, Direction, FastRng, Move, Point, Position, Stack, Variant};
use rand::SeedableRng;
use rand::seq::IndexedRandom;

fn distinct_colors(a: Stack, b: Stack) -> bool {
    let mut seen = Vec::new();
    for c in a.pieces().chain(b.pieces()) {
        if c != Color::Joker {
            if seen.contains(&c) {
                return false;
            }
            seen.push(c);
        }
    }
    true
}

/// The first stack met walking from `cur` in `dir`, treating `start` as empty.
fn first_stack(pos: &Position, cur: Point, dir: Direction, start: Point) -> Option<Point> {
    let mut q = cur.neighbour(dir)?;
    loop {
        if q != start && !pos.stack(q).is_empty() {
            return Some(q);
        }
        q = q.neighbour(dir)?;
    }
}

fn reference_targets(pos: &Position, from: Point) -> BTreeSet<Point> {
    let me = pos.to_move();
    let limit = pos.variant().limit();
    let s = pos.stack(from);
    let mut out = BTreeSet::new();
    let Some(top) = s.top() else { return out };
    let owner = pos.owner(top);
    if top == Color::Joker || owner == Some(me.opponent()) || s.height() >= limit {
        return out;
    }
    let own = owner == Some(me);
    let lands = |t: Stack| {
        t.height() + s.height() <= limit
            && distinct_colors(t, s)
            && (own || t.height() <= s.height())
    };
    if !own {
        for d in Direction::ALL {
            if let Some(q) = first_stack(pos, from, d, from)
                && lands(pos.stack(q))
            {
                out.insert(q);
            }
        }
        return out;
    }
    fn chain(
        pos: &Position,
        cur: Point,
        from: Point,
        top: Color,
        used: &mut Vec<Point>,
        lands: &dyn Fn(Stack) -> bool,
        out: &mut BTreeSet<Point>,
    ) {
        for d in Direction::ALL {
            let Some(q) = first_stack(pos, cur, d, from) else {
                continue;
            };
            let t = pos.stack(q);
            if t.top() == Some(top) {
                if !used.contains(&q) {
                    used.push(q);
                    chain(pos, q, from, top, used, lands, out);
                    used.pop();
                }
            } else if lands(t) {
                out.insert(q);
            }
        }
    }
    chain(pos, from, from, top, &mut Vec::new(), &lands, &mut out);
    out
}

#[test]
fn fast_and_literal_move_generators_agree() {
    let mut rng = FastRng::seed_from_u64(2024);
    let mut positions = 0;
    for game in 0..300u64 {
        let variant = if game % 2 == 0 {
            Variant::Standard
        } else {
            Variant::SixStack
        };
        let mut pos = Position::random_start(game, variant);
        loop {
            let legal = pos.legal_actions();
            if legal.is_empty() {
                break;
            }
            if !pos.claimed_this_turn() {
                positions += 1;
                let mut want = BTreeSet::new();
                for from in Point::ALL {
                    for to in reference_targets(&pos, from) {
                        want.insert((from, to));
                    }
                }
                let got: BTreeSet<(Point, Point)> = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Move(m) => Some((m.from, m.to)),
                        _ => None,
                    })
                    .collect();
                assert_eq!(got, want, "moves differ in {pos}");
                // A pass exactly when neither a move nor a claim is possible.
                let can_claim = pos.claims(pos.to_move()).len() < 2
                    && pos.neutral_colors().any(|c| {
                        let mut p = pos.clone();
                        p.play_unchecked(Action::Claim(c));
                        Point::ALL
                            .into_iter()
                            .any(|f| !reference_targets(&p, f).is_empty())
                    });
                let has_pass = legal.contains(&Action::Pass);
                assert_eq!(has_pass, want.is_empty() && !can_claim, "pass in {pos}");
            }
            let a = *legal.choose(&mut rng).expect("not empty");
            pos.play(a).unwrap();
        }
    }
    assert!(positions > 5000, "{positions}");
}

#[test]
fn every_path_the_engine_reports_is_a_real_chain() {
    let mut rng = FastRng::seed_from_u64(99);
    let mut chains = 0;
    for game in 0..100u64 {
        let mut pos = Position::random_start(game, Variant::Standard);
        loop {
            let legal = pos.legal_actions();
            if legal.is_empty() {
                break;
            }
            for a in &legal {
                if let Action::Move(m) = a {
                    let path = pos.lyngk_path(m).unwrap();
                    let top = pos.stack(m.from).top().unwrap();
                    // Each step is the first stack along a line; each LYNGK
                    // point carries the mover's colour and appears once.
                    for w in path.windows(2) {
                        let d = w[0].direction_to(w[1]).expect("on a line");
                        assert_eq!(first_stack(&pos, w[0], d, m.from), Some(w[1]));
                    }
                    let via = &path[1..path.len() - 1];
                    for (i, v) in via.iter().enumerate() {
                        assert_eq!(pos.stack(*v).top(), Some(top));
                        assert!(!via[..i].contains(v));
                    }
                    if !via.is_empty() {
                        chains += 1;
                        assert_eq!(pos.owner(top), Some(pos.to_move()));
                        let spelt = Move::with_via(m.from, via, m.to).unwrap();
                        assert!(pos.is_legal(&Action::Move(spelt)));
                    }
                }
            }
            let a = *legal.choose(&mut rng).expect("not empty");
            pos.play(a).unwrap();
        }
    }
    assert!(chains > 100, "only {chains} LYNGK chains seen");
}
