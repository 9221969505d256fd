//! Masks derived from the board and kept up to date by every move, so that
//! the move generator works on whole sets of points at once: what each stack
//! sees along its six lines, which points are topped by each colour, which
//! hold each colour, and which are at most each height.
//!
//! Stacks only ever leave points (a move empties its start; a scored 5-stack
//! empties its end), so what a point sees changes only when one of the
//! stacks it sees leaves: the stacks on either side of an emptied point now
//! see each other. Emptying a point is a few writes, not a new scan.

use std::fmt;
use std::hash::{Hash, Hasher};

use super::geometry::{Direction, POINT_COUNT, Point};
use super::piece::Stack;

/// The masks (bits are [`Point::bit`]s). Entries of empty points in `sees`
/// are stale and never read.
#[derive(Clone)]
pub(crate) struct Masks {
    /// For each occupied point, the nearest occupied point along each of its
    /// six lines (at most six bits).
    pub(crate) sees: [u64; POINT_COUNT],
    /// The points whose top piece has each colour code (jokers last).
    pub(crate) topped: [u64; 6],
    /// The points whose stack holds each claimable colour.
    pub(crate) holds: [u64; 5],
    /// The occupied points whose stack has at most each height (index 0:
    /// none), so that "no higher than" is one mask.
    pub(crate) at_most: [u64; 7],
}

impl Masks {
    /// The masks of this board.
    pub(crate) fn new(board: &[Stack; POINT_COUNT]) -> Masks {
        let mut m = Masks {
            sees: [0; POINT_COUNT],
            topped: [0; 6],
            holds: [0; 5],
            at_most: [0; 7],
        };
        let mut exact = [0u64; 7];
        for p in Point::ALL {
            let s = board[p.index()];
            if s.is_empty() {
                continue;
            }
            let bit = p.bit();
            m.topped[s.top_code() as usize] |= bit;
            exact[s.height()] |= bit;
            let mut colors = s.colors();
            while colors != 0 {
                m.holds[colors.trailing_zeros() as usize] |= bit;
                colors &= colors - 1;
            }
        }
        let mut below = 0;
        for (at_most, exact) in m.at_most.iter_mut().zip(exact) {
            below |= exact;
            *at_most = below;
        }
        let occupied = m.at_most[6];
        for p in Point::ALL {
            if occupied & p.bit() == 0 {
                continue;
            }
            m.sees[p.index()] = if occupied == FULL {
                // A start position: every stack sees its neighbours.
                p.neighbours()
            } else {
                Direction::ALL
                    .into_iter()
                    .filter_map(|d| p.first_occupied(d, occupied))
                    .fold(0, |m, q| m | q.bit())
            };
        }
        m
    }

    /// Forgets the stack `s` that stood on `p` (topped, holds, height).
    #[inline]
    pub(crate) fn remove(&mut self, p: Point, s: Stack) {
        let keep = !p.bit();
        self.topped[s.top_code() as usize] &= keep;
        for m in &mut self.at_most[s.height()..] {
            *m &= keep;
        }
        let mut colors = s.colors();
        while colors != 0 {
            self.holds[colors.trailing_zeros() as usize] &= keep;
            colors &= colors - 1;
        }
    }

    /// Records that the stack `s` has landed on `under` at `p`, making
    /// `combined`: the same as removing `under` and adding `combined`, in
    /// fewer writes.
    #[inline]
    pub(crate) fn stack_onto(&mut self, p: Point, under: Stack, s: Stack, combined: Stack) {
        let bit = p.bit();
        self.topped[under.top_code() as usize] &= !bit;
        self.topped[s.top_code() as usize] |= bit;
        for m in &mut self.at_most[under.height()..combined.height()] {
            *m &= !bit;
        }
        let mut colors = s.colors();
        while colors != 0 {
            self.holds[colors.trailing_zeros() as usize] |= bit;
            colors &= colors - 1;
        }
    }

    /// Takes the occupied point `p`, whose stack `s` has left, out of every
    /// mask: the stacks on either side of it along a line now see each other.
    #[inline]
    pub(crate) fn empty(&mut self, p: Point, s: Stack) {
        self.remove(p, s);
        let sees = self.sees[p.index()];
        for d in [Direction::N, Direction::NE, Direction::SE] {
            // At most one point each: the nearest on either side.
            let ahead = sees & p.ray_mask(d);
            let behind = sees & p.ray_mask(d.opposite());
            if ahead != 0 {
                let a = Point::lowest(ahead).index();
                self.sees[a] = (self.sees[a] & !p.bit()) | behind;
            }
            if behind != 0 {
                let b = Point::lowest(behind).index();
                self.sees[b] = (self.sees[b] & !p.bit()) | ahead;
            }
        }
    }

    /// The points holding any colour of `colors` (a colour mask).
    #[inline]
    pub(crate) fn holding_any(&self, mut colors: u8) -> u64 {
        let mut m = 0;
        while colors != 0 {
            m |= self.holds[colors.trailing_zeros() as usize];
            colors &= colors - 1;
        }
        m
    }

    /// The points whose stack has exactly `height` pieces (1 to 6).
    #[inline]
    pub(crate) fn of_height(&self, height: usize) -> u64 {
        self.at_most[height] & !self.at_most[height - 1]
    }
}

/// Every point of the board.
const FULL: u64 = (1 << POINT_COUNT) - 1;

/// A cache of the board, which positions already compare and hash: two
/// positions with the same stacks have the same masks, whatever the stale
/// entries of empty points hold.
impl PartialEq for Masks {
    fn eq(&self, _: &Masks) -> bool {
        true
    }
}

impl Eq for Masks {}

impl Hash for Masks {
    fn hash<H: Hasher>(&self, _: &mut H) {}
}

impl fmt::Debug for Masks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Masks")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{FastRng, Position, Variant};
    use rand::SeedableRng;

    /// Every mask, with the stale entries of empty points left out.
    fn live(m: &Masks, occupied: u64) -> (Vec<u64>, [u64; 6], [u64; 5], [u64; 7]) {
        let sees = Point::ALL
            .into_iter()
            .filter(|p| occupied & p.bit() != 0)
            .map(|p| m.sees[p.index()])
            .collect();
        (sees, m.topped, m.holds, m.at_most)
    }

    #[test]
    fn masks_kept_along_random_games_match_fresh_ones() {
        let mut rng = FastRng::seed_from_u64(9);
        for seed in 0..40 {
            let variant = if seed % 2 == 0 {
                Variant::Standard
            } else {
                Variant::SixStack
            };
            let mut pos = Position::random_start(seed, variant);
            while let Some(a) = pos.random_action(&mut rng) {
                pos.play_unchecked(a);
                let fresh = Masks::new(pos.board());
                assert_eq!(
                    live(&pos.masks, pos.occupied()),
                    live(&fresh, pos.occupied()),
                    "{pos}"
                );
            }
        }
    }

    #[test]
    fn neighbours_see_past_an_emptied_point() {
        let p = |s: &str| s.parse::<Point>().unwrap();
        let (a, b, c) = (p("E3"), p("E5"), p("E8"));
        let mut board = [Stack::EMPTY; POINT_COUNT];
        for q in [a, b, c] {
            board[q.index()] = Stack::single(crate::engine::Color::Red);
        }
        let mut m = Masks::new(&board);
        assert_eq!(m.sees[a.index()], b.bit());
        assert_eq!(m.sees[b.index()], a.bit() | c.bit());
        m.empty(b, board[b.index()]);
        assert_eq!(m.sees[a.index()], c.bit());
        assert_eq!(m.sees[c.index()], a.bit());
        assert_eq!(
            m.topped[crate::engine::Color::Red as usize],
            a.bit() | c.bit()
        );
        m.empty(c, board[c.index()]);
        assert_eq!(m.sees[a.index()], 0);
    }
}
