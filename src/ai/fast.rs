//! The search's playout rule without a list of actions. The rule is: a move
//! that scores at once (the first in the legal list's order), else a claim
//! that opens one this turn (the first such), else a uniformly random legal
//! action. Building the whole legal list, testing each action for a score
//! and copying the position to try each claim, as the rule was first
//! written, cost most of a playout; here one pass over the board gives each
//! movable stack's landing points, a score is a landing point of the right
//! height under a stack topped by one of the mover's colours, and a claim
//! opens a score when a stack topped by that colour reaches such a point
//! once the colour is the mover's.
//!
//! The draw is made exactly as `choose` over the legal list would make it
//! (one `random_range(..len)`), from the same list order (claims, then moves
//! by start and end point, or a lone pass), so a seed gives the same
//! playouts, and the same search, as before.

use crate::engine::{Action, Color, FastRng, Move, POINT_COUNT, Point, Position};
use rand::RngExt;

/// What one pass over the board found for the player to move.
struct Scan {
    /// Each movable stack's start point and landing points, in point order.
    froms: [Point; POINT_COUNT],
    targets: [u64; POINT_COUNT],
    stacks: usize,
    /// The number of legal moves.
    moves: u64,
    /// The first scoring move in list order.
    score: Option<Move>,
    /// Points holding a stack of each height.
    heights: [u64; 8],
    /// Points whose stack is topped by each colour code.
    tops: [u64; 8],
}

fn scan(pos: &Position, own: u8, opp: u8, stop_at_score: bool) -> Scan {
    let board = pos.board();
    let limit = pos.variant().limit();
    let mut s = Scan {
        froms: [Point::ALL[0]; POINT_COUNT],
        targets: [0; POINT_COUNT],
        stacks: 0,
        moves: 0,
        score: None,
        heights: [0; 8],
        tops: [0; 8],
    };
    let occupied = pos.occupied();
    let mut bits = occupied;
    while bits != 0 {
        let i = bits.trailing_zeros() as usize;
        bits &= bits - 1;
        let stack = board[i];
        s.heights[stack.height()] |= 1 << i;
        s.tops[stack.top_code() as usize] |= 1 << i;
    }
    let mut bits = occupied;
    while bits != 0 {
        let from = Point::ALL[bits.trailing_zeros() as usize];
        bits &= bits - 1;
        if !pos.movable(from, opp) {
            continue;
        }
        let targets = pos.targets(from, own);
        if targets == 0 {
            continue;
        }
        let stack = board[from.index()];
        if s.score.is_none() && own & (1 << stack.top_code()) != 0 {
            let scoring = targets & s.heights[limit - stack.height()];
            if scoring != 0 {
                let to = Point::ALL[scoring.trailing_zeros() as usize];
                s.score = Some(Move::new(from, to));
                if stop_at_score {
                    return s;
                }
            }
        }
        s.froms[s.stacks] = from;
        s.targets[s.stacks] = targets;
        s.stacks += 1;
        s.moves += u64::from(targets.count_ones());
    }
    s
}

/// Whether claiming the neutral `color` lets a stack topped by it score
/// this turn, for a mover owning `own`.
fn claim_opens(pos: &Position, s: &Scan, color: Color, own: u8, opp: u8) -> bool {
    let board = pos.board();
    let limit = pos.variant().limit();
    let mut bits = s.tops[color as usize];
    while bits != 0 {
        let from = Point::ALL[bits.trailing_zeros() as usize];
        bits &= bits - 1;
        let h = board[from.index()].height();
        if h < limit
            && s.heights[limit - h] != 0
            && pos.movable(from, opp)
            && pos.targets(from, own | color.mask()) & s.heights[limit - h] != 0
        {
            return true;
        }
    }
    false
}

/// The claims the player to move may make, in the legal list's order.
fn legal_claims(pos: &Position, s: &Scan, own: u8, opp: u8) -> ([Color; 5], usize) {
    let mut claims = [Color::Joker; 5];
    let mut n = 0;
    if !pos.claimed_this_turn() && pos.claims(pos.to_move()).len() < 2 {
        for c in Color::CLAIMABLE {
            if (own | opp) & c.mask() == 0 && (s.moves > 0 || pos.claim_gives_move(c, own, opp)) {
                claims[n] = c;
                n += 1;
            }
        }
    }
    (claims, n)
}

fn masks(pos: &Position) -> (u8, u8) {
    let me = pos.to_move();
    (pos.claims(me).mask(), pos.claims(me.opponent()).mask())
}

/// The playout rule's action in `pos` (see the module), or `None` when the
/// game is over.
pub(crate) fn playout_action(pos: &Position, rng: &mut FastRng) -> Option<Action> {
    if pos.sudden_death_winner().is_some() {
        return None;
    }
    let (own, opp) = masks(pos);
    let s = scan(pos, own, opp, true);
    if let Some(m) = s.score {
        return Some(Action::Move(m));
    }
    let (claims, n_claims) = legal_claims(pos, &s, own, opp);
    if let Some(&c) = claims[..n_claims]
        .iter()
        .find(|&&c| claim_opens(pos, &s, c, own, opp))
    {
        return Some(Action::Claim(c));
    }
    let total = s.moves as usize + n_claims;
    if total == 0 {
        if !pos.claimed_this_turn() && pos.has_turn(pos.to_move().opponent()) {
            let _ = rng.random_range(..1usize); // as `choose` over `[pass]`
            return Some(Action::Pass);
        }
        return None;
    }
    let mut r = rng.random_range(..total);
    if r < n_claims {
        return Some(Action::Claim(claims[r]));
    }
    r -= n_claims;
    for (&mask, &from) in s.targets[..s.stacks].iter().zip(&s.froms[..s.stacks]) {
        let count = mask.count_ones() as usize;
        if r < count {
            let mut m = mask;
            for _ in 0..r {
                m &= m - 1;
            }
            return Some(Action::Move(Move::new(
                from,
                Point::ALL[m.trailing_zeros() as usize],
            )));
        }
        r -= count;
    }
    unreachable!("the draw is below the number of actions")
}

/// The one-turn tactics of the player to move: whether a move scores at
/// once, and which legal claims open a score this turn (as a mask of
/// colours).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Tactics {
    /// Some move scores at once.
    pub direct: bool,
    /// The legal claims after which a stack of the claimed colour scores.
    pub opening: u8,
}

impl Tactics {
    /// Whether the player to move can score this turn, with a claim first
    /// if need be.
    pub(crate) const fn any(&self) -> bool {
        self.direct || self.opening != 0
    }
}

/// The one-turn tactics of the player to move in `pos`.
pub(crate) fn tactics(pos: &Position) -> Tactics {
    if pos.sudden_death_winner().is_some() {
        return Tactics {
            direct: false,
            opening: 0,
        };
    }
    let (own, opp) = masks(pos);
    let s = scan(pos, own, opp, false);
    let (claims, n) = legal_claims(pos, &s, own, opp);
    let mut opening = 0;
    for &c in &claims[..n] {
        if claim_opens(pos, &s, c, own, opp) {
            opening |= c.mask();
        }
    }
    Tactics {
        direct: s.score.is_some(),
        opening,
    }
}

#[cfg(test)]
mod tests {
    use super::super::tactics::{claim_opens_score, scores};
    use super::*;
    use crate::engine::Variant;
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;

    /// The playout rule as first written: over the legal list.
    fn listed_action(pos: &Position, rng: &mut FastRng) -> Option<Action> {
        let list = pos.legal_actions();
        if let Some(&a) = list.iter().find(|&&a| scores(pos, a)) {
            return Some(a);
        }
        let mut buf = Vec::new();
        if let Some(&a) = list
            .iter()
            .take_while(|a| matches!(a, Action::Claim(_)))
            .find(|&&a| claim_opens_score(pos, a, &mut buf))
        {
            return Some(a);
        }
        list.choose(rng).copied()
    }

    #[test]
    fn the_rule_without_a_list_plays_as_the_rule_over_the_list() {
        let mut checked = 0;
        let mut scoring = 0;
        let mut opening = 0;
        for seed in 0..120u64 {
            let variant = if seed % 2 == 0 {
                Variant::Standard
            } else {
                Variant::SixStack
            };
            let mut pos = Position::random_start(seed, variant);
            let mut fast = FastRng::seed_from_u64(seed);
            let mut slow = fast.clone();
            loop {
                let a = playout_action(&pos, &mut fast);
                let b = listed_action(&pos, &mut slow);
                assert_eq!(a, b, "{pos}");
                assert_eq!(fast, slow, "the same draws: {pos}");
                let t = tactics(&pos);
                let list = pos.legal_actions();
                let direct = list.iter().any(|&x| scores(&pos, x));
                assert_eq!(t.direct, direct, "{pos}");
                for &c in &list {
                    if let Action::Claim(color) = c {
                        let opens = claim_opens_score(&pos, c, &mut Vec::new());
                        // The list test also counts a score the claim did
                        // not make (an older colour's), when heights allow.
                        let mine = t.opening & color.mask() != 0;
                        assert!(!mine || opens, "{pos} {c}");
                        assert!(!opens || mine || direct, "{pos} {c}");
                        opening += usize::from(mine);
                    }
                }
                scoring += usize::from(direct);
                checked += 1;
                let Some(a) = a else { break };
                pos.play_unchecked(a);
            }
            assert!(pos.is_over());
        }
        assert!(checked > 3_000, "{checked}");
        assert!(scoring > 100 && opening > 20, "{scoring} {opening}");
    }
}
