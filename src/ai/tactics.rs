//! One-turn tactics shared by the search and the reference players: which
//! actions complete a scoring stack (a point in the standard game, a sudden
//! death win in the variant), directly or after a claim.

use crate::engine::{Action, Color, FastRng, Position};
use rand::seq::IndexedRandom;

/// Whether `action` (legal in `pos`) is a move that completes a full stack
/// topped by one of the mover's colours: a point in the standard game, the
/// win in the six-stack variant.
#[must_use]
pub(crate) fn scores(pos: &Position, action: Action) -> bool {
    let Action::Move(m) = action else {
        return false;
    };
    let moving = pos.stack(m.from);
    let height = moving.height() + pos.stack(m.to).height();
    height == pos.variant().limit()
        && moving
            .top()
            .is_some_and(|c| pos.claims(pos.to_move()).contains(c))
}

/// Whether the claim `action` (legal in `pos`) opens a scoring move this
/// same turn.
#[must_use]
pub(crate) fn claim_opens_score(pos: &Position, action: Action, buf: &mut Vec<Action>) -> bool {
    let Action::Claim(color) = action else {
        return false;
    };
    if !heights_fit(pos, color) {
        return false;
    }
    let mut next = pos.clone();
    next.play_unchecked(action);
    next.legal_actions_into(buf);
    buf.iter().any(|&a| scores(&next, a))
}

/// A scoring action chosen at random among the legal `actions`: a move that
/// scores now, or failing that a claim that opens one. `None` when there is
/// none.
#[must_use]
pub(crate) fn scoring_action(
    pos: &Position,
    actions: &[Action],
    rng: &mut FastRng,
) -> Option<Action> {
    let direct: Vec<Action> = actions
        .iter()
        .copied()
        .filter(|&a| scores(pos, a))
        .collect();
    if !direct.is_empty() {
        return Some(*direct.choose(rng).expect("not empty"));
    }
    let mut buf = Vec::new();
    let claims: Vec<Action> = actions
        .iter()
        .copied()
        .filter(|&a| claim_opens_score(pos, a, &mut buf))
        .collect();
    if claims.is_empty() {
        None
    } else {
        Some(*claims.choose(rng).expect("not empty"))
    }
}

/// A cheap necessary condition for a claim of `color` to open a scoring
/// move: some stack topped by `color` and some other stack have heights that
/// add up to the limit. It spares the exact test (a copy of the position and
/// a move generation) in nearly every case.
pub(crate) fn heights_fit(pos: &Position, color: Color) -> bool {
    let limit = pos.variant().limit();
    let (mut mine, mut all) = (0u32, 0u32);
    for s in pos.board() {
        let h = s.height();
        if h == 0 || h >= limit {
            continue;
        }
        if s.top() == Some(color) {
            mine |= 1 << h;
        }
        all |= 1 << h;
    }
    (1..limit).any(|h| mine & (1 << h) != 0 && all & (1 << (limit - h)) != 0)
}
