//! Autocomplete of moves: the caller's stacks and landing points, and every
//! choice offered being legal when picked, over whole games.

use std::collections::HashSet;

use crate::games::{start, user_err};
use crate::service_env::*;
use lyngk::engine::{Action, Color, Point, Position, Variant};

backends!(autocomplete_lists_the_callers_stacks_and_landing_points);
async fn autocomplete_lists_the_callers_stacks_and_landing_points(env: Env) {
    let svc = env.open().await;
    let (users, pos) = start(&svc, Variant::Standard).await;
    let [p1, p2] = users;
    assert!(
        svc.autocomplete()
            .movable_stacks(actor(p2), None)
            .await
            .is_empty()
    );
    assert!(
        svc.autocomplete()
            .movable_stacks(actor(CAROL), None)
            .await
            .is_empty()
    );
    let stacks = svc.autocomplete().movable_stacks(actor(p1), None).await;
    for a in pos.legal_actions() {
        if let Action::Move(m) = a {
            assert!(stacks.contains(&m.from));
        }
    }
    let from = stacks[0];
    let dests = svc.autocomplete().destinations(actor(p1), from, None).await;
    assert!(!dests.is_empty());
    for d in dests {
        if d.claim.is_none() {
            assert!(d.via.is_empty(), "no LYNGK without a claimed colour");
        }
        assert!(!pos.stack(d.to).is_empty());
    }
    assert!(
        svc.autocomplete()
            .destinations(actor(p2), from, None)
            .await
            .is_empty()
    );
}

/// The moves (from, to) legal in `pos` after `claim`, or, without one, now
/// or after any claim the player could still make.
fn legal_moves(pos: &Position, claim: Option<Color>) -> HashSet<(Point, Point)> {
    let mut starts = Vec::new();
    match claim {
        Some(c) => {
            let mut p = pos.clone();
            if p.play(Action::Claim(c)).is_ok() {
                starts.push(p);
            }
        }
        None => {
            starts.push(pos.clone());
            for a in pos.legal_actions() {
                if let Action::Claim(_) = a {
                    let mut p = pos.clone();
                    p.play(a).unwrap();
                    starts.push(p);
                }
            }
        }
    }
    starts
        .iter()
        .flat_map(Position::legal_actions)
        .filter_map(|a| match a {
            Action::Move(m) => Some((m.from, m.to)),
            _ => None,
        })
        .collect()
}

backends!(every_autocomplete_choice_is_legal_when_picked);
/// Autocomplete keeps its word over whole games: every stack and landing it
/// offers (with the `claim` option empty or filled) is exactly what the rules
/// allow, a landing that needs a claim names it, and the value Discord sends
/// back for a pick plays it — the claim it carries included.
async fn every_autocomplete_choice_is_legal_when_picked(env: Env) {
    let svc = env.open().await;
    let mut needing_a_claim = 0;
    for game in 0..4 {
        let (users, _) = start(&svc, Variant::Standard).await;
        let mut turn = 0;
        loop {
            let pos = current(&svc).await;
            if pos.is_over() {
                break;
            }
            let a = actor(users[pos.to_move().index()]);
            let mut options = vec![None];
            options.extend(pos.legal_actions().into_iter().filter_map(|x| match x {
                Action::Claim(c) => Some(Some(c)),
                _ => None,
            }));
            let mut picks = Vec::new();
            for claim in options {
                let legal = legal_moves(&pos, claim);
                let stacks = svc.autocomplete().movable_stacks(a, claim).await;
                let froms: HashSet<Point> = legal.iter().map(|(f, _)| *f).collect();
                assert_eq!(stacks.iter().copied().collect::<HashSet<_>>(), froms);
                let mut offered = HashSet::new();
                for from in stacks {
                    for d in svc.autocomplete().destinations(a, from, claim).await {
                        let needs = claim.or(d.claim);
                        assert!(
                            legal_moves(&pos, needs).contains(&(from, d.to)),
                            "{from}-{} offered with claim {needs:?} in {pos:?}",
                            d.to
                        );
                        if claim.is_some() {
                            assert_eq!(d.claim, None, "the option carries the claim already");
                        }
                        if d.claim.is_some() {
                            needing_a_claim += 1;
                            let direct = pos.legal_actions().iter().any(
                                |x| matches!(x, Action::Move(m) if m.from == from && m.to == d.to),
                            );
                            assert!(!direct, "{from}-{} needs no claim", d.to);
                        }
                        offered.insert((from, d.to));
                        picks.push((claim, from, d));
                    }
                }
                assert_eq!(offered, legal, "every legal landing is offered");
            }
            assert!(!picks.is_empty(), "the player to move has a choice");
            // A pick whose claim differs from the option is refused, changing nothing.
            if let Some((_, from, d)) = picks.iter().find(|(_, _, d)| d.claim.is_some()) {
                let other = Color::ALL
                    .into_iter()
                    .find(|c| Some(*c) != d.claim)
                    .unwrap();
                let text = format!("{from} {}", d.value());
                let r = svc.turns().play_move(a, Some(other), &text).await;
                assert!(user_err(r).contains("claim-conflict"));
                assert_eq!(current(&svc).await, pos);
            }
            // Pick one as Discord sends it: the `from` text, then the value.
            let (claim, from, d) = &picks[(turn * 7 + game) % picks.len()];
            let text = format!("{from} {}", d.value());
            svc.turns()
                .play_move(a, *claim, &text)
                .await
                .unwrap_or_else(|e| panic!("{text} with {claim:?} refused: {e:?}"));
            turn += 1;
        }
    }
    assert!(needing_a_claim > 0, "landings that need a claim were met");
}
