//! The Swiss pairing, in the manner of FIDE's Dutch system (Handbook C.04.3),
//! simplified.
//!
//! **Kept.** Players are ranked by score, then by seed (their pairing
//! number). Nobody meets the same opponent twice (C.04.1 b). Among the
//! pairings that respect that, the one with the smallest score differences
//! is chosen: exactly, as the minimum-cost perfect matching of all the
//! players (plus a "bye" vertex for an odd count), not by a greedy pass over
//! score groups. Who moves first is the Dutch colour rule: a player with more
//! first moves than second moves gets the second move and vice versa, the
//! stronger imbalance wins when both want the same, then the alternation
//! back to the last round where the two differed, then the higher-ranked
//! player's wish; no player's first-move count may get more than two away
//! from their second-move count (the absolute colour criterion, C.04.3
//! A.6/C.3); in round one, the higher seed moves first on the odd boards and
//! second on the even ones (the initial colour, with the lot fixed). The odd
//! player out gets a bye worth a point: the lowest-ranked player who has not
//! had one, at most once each (C.04.1 c, d).
//!
//! **Dropped.** Dutch's bracket-by-bracket procedure, its transpositions and
//! exchanges, and its float criteria (no repeated downfloat, upfloat
//! limits): one global optimum replaces them. Colour preferences are a
//! tie-break below the score differences, and the "three times the same
//! colour in a row" criterion and top-scorer exceptions are not applied.
//! Half-point and zero-point byes requested by players, accelerated rounds
//! and team rules are not offered.
//!
//! **The order of the criteria**, each only breaking ties of the ones before
//! (encoded as the digits of one cost, so the matching weighs them in this
//! order):
//! 1. no repeated pair and no second bye;
//! 2. the limit of two on first-move imbalance;
//! 3. the bye to the lowest-ranked player who has not had one;
//! 4. the smallest score differences: the sum over the pairs of the squared
//!    difference in half-points (a pair two points apart costs more than two
//!    pairs one point apart, so floats stay short);
//! 5. fewest pairs where both players want the same side;
//! 6. within a score group, the top half meets the bottom half (1 against
//!    m/2 + 1, as Dutch folds S1 against S2), and a player who floats down
//!    meets the top of the group below.
//!
//! A repeat-free pairing always exists for up to ⌈n/2⌉ rounds ([`max_rounds`]):
//! after k rounds each player has met at most k others. With an even n,
//! each still has at least n − 1 − k ≥ n/2 possible opponents while
//! k < n/2. With an odd n, count the bye as a vertex of its own: the n + 1
//! vertices are paired perfectly every round, so after k rounds each player
//! has n − k edges left (n − 1 − k opponents and the bye, or n − k opponents
//! once they had the bye) and the bye vertex n − k players who have not had
//! it; n − k ≥ (n + 1)/2 while k ≤ (n − 1)/2, so round (n + 1)/2 can still
//! be paired. By Dirac's theorem the graph of pairs (and byes) not yet
//! played then has a Hamiltonian cycle, and every other edge of it is a
//! pairing. When withdrawals leave too few players for that, the matching
//! still pairs everyone, with as few repeats as possible; and should the
//! first-move limit ever leave no repeat-free pairing, the limit gives way,
//! never the ban on repeats.

use std::collections::{BTreeMap, BTreeSet};

use super::matching::min_cost_perfect;
use super::{Format, PlayerId, Round, Side};

/// The most rounds a Swiss of `players` can have: ⌈n/2⌉ (⌊n/2⌋ for an
/// even count; an odd count gains one, since the bye is one more partner).
#[must_use]
pub fn max_rounds(players: usize) -> u32 {
    u32::try_from(players.div_ceil(2)).unwrap_or(u32::MAX)
}

/// What the pairing knows about one active player.
#[derive(Debug, Clone)]
pub struct Record {
    pub player: PlayerId,
    /// Seed index: 0 is the best.
    pub seed: usize,
    /// Score in half-points, a bye counting one point.
    pub score: u32,
    pub met: BTreeSet<PlayerId>,
    pub had_bye: bool,
    /// The sides of the games played on the board, in round order.
    pub sides: Vec<Side>,
}

impl Record {
    /// First moves minus second moves.
    #[must_use]
    pub fn imbalance(&self) -> i32 {
        self.sides
            .iter()
            .map(|s| match s {
                Side::First => 1,
                Side::Second => -1,
            })
            .sum()
    }

    /// The side the player should have next and how strongly: against the
    /// imbalance first, else the other side than last time.
    #[must_use]
    pub fn preference(&self) -> Option<(Side, u32)> {
        let d = self.imbalance();
        match d.signum() {
            1 => Some((Side::Second, d.unsigned_abs())),
            -1 => Some((Side::First, d.unsigned_abs())),
            _ => self.sides.last().map(|s| (s.other(), 0)),
        }
    }
}

/// Every active player's record, in ranking order (score, then seed).
#[must_use]
pub fn records(
    players: &[PlayerId],
    withdrawn: &BTreeSet<PlayerId>,
    rounds: &[Round],
) -> Vec<Record> {
    let format = Format::Swiss { rounds: 0 };
    let mut out: Vec<Record> = players
        .iter()
        .enumerate()
        .filter(|(_, p)| !withdrawn.contains(p))
        .map(|(seed, &player)| {
            let mut r = Record {
                player,
                seed,
                score: 0,
                met: BTreeSet::new(),
                had_bye: false,
                sides: Vec::new(),
            };
            for round in rounds {
                let e = round.entry(player);
                if let Some(result) = e.result {
                    r.score += result.points(format).halves();
                    if result.is_played()
                        && let Some(side) = e.side
                    {
                        r.sides.push(side);
                    }
                }
                r.had_bye |= round.bye == Some(player);
                r.met.extend(e.opponent);
            }
            r
        })
        .collect();
    out.sort_by_key(|r| (std::cmp::Reverse(r.score), r.seed));
    out
}

/// The cost of pairing two players, or one with the bye, by criterion: the
/// criteria of the module documentation, most important first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
pub struct Cost {
    pub repeats: u32,
    pub colour_breaks: u32,
    pub bye_rank: u32,
    pub score: u32,
    pub same_wish: u32,
    pub order: u32,
}

/// The records to pair with what a pair's cost reads of the whole field,
/// found once: each pair's [`Cost`] is then a constant-time look (and one set
/// lookup), where a scan of the field per pair made the costs of 1,024
/// players cost more than their matching.
pub struct Field<'a> {
    records: &'a [Record],
    /// For each record: the first index of its score group and the group's
    /// size.
    groups: Vec<(usize, usize)>,
    /// For each record: how many lower-ranked players have had no bye yet.
    byes_below: Vec<usize>,
    imbalances: Vec<i32>,
    preferences: Vec<Option<Side>>,
}

impl<'a> Field<'a> {
    /// `records` in ranking order.
    #[must_use]
    pub fn new(records: &'a [Record]) -> Self {
        let mut by_score: BTreeMap<u32, (usize, usize)> = BTreeMap::new();
        for (i, r) in records.iter().enumerate() {
            by_score.entry(r.score).or_insert((i, 0)).1 += 1;
        }
        let groups = records.iter().map(|r| by_score[&r.score]).collect();
        let mut byes_below = vec![0; records.len()];
        let mut without = 0;
        for (i, r) in records.iter().enumerate().rev() {
            byes_below[i] = without;
            without += usize::from(!r.had_bye);
        }
        Self {
            records,
            groups,
            byes_below,
            imbalances: records.iter().map(Record::imbalance).collect(),
            preferences: records
                .iter()
                .map(|r| r.preference().map(|(side, _)| side))
                .collect(),
        }
    }

    /// How many records there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// Whether there is no record.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// The cost of pairing `records[a]` with `records[b]` (`None`: `a` gets
    /// the bye).
    #[must_use]
    pub fn cost(&self, a: usize, b: Option<usize>) -> Cost {
        let Some(b) = b else {
            // Lower-ranked players without a bye yet: 0 for the lowest of
            // them.
            return Cost {
                repeats: u32::from(self.records[a].had_bye),
                bye_rank: u32::try_from(self.byes_below[a]).unwrap_or(u32::MAX),
                ..Cost::default()
            };
        };
        let (a, b) = (a.min(b), a.max(b));
        let (ra, rb) = (&self.records[a], &self.records[b]);
        let (da, db) = (self.imbalances[a], self.imbalances[b]);
        let diff = ra.score.abs_diff(rb.score);
        let same_wish = matches!(
            (self.preferences[a], self.preferences[b]),
            (Some(x), Some(y)) if x == y
        );
        Cost {
            repeats: u32::from(ra.met.contains(&rb.player)),
            colour_breaks: u32::from((da >= 2 && db >= 2) || (da <= -2 && db <= -2)),
            bye_rank: 0,
            score: diff * diff,
            same_wish: u32::from(same_wish),
            order: self.order_cost(a, b),
        }
    }

    /// Within a score group, how far the pair is from the fold (the i-th of
    /// the top half against the i-th of the bottom half); across groups, how
    /// far down its group the lower player is.
    fn order_cost(&self, a: usize, b: usize) -> u32 {
        let (sa, _) = self.groups[a];
        let (sb, len) = self.groups[b];
        if sa == sb {
            let gap = b - a;
            u32::try_from(gap.abs_diff(len / 2)).unwrap_or(u32::MAX)
        } else {
            u32::try_from(b - sb).unwrap_or(u32::MAX)
        }
    }
}

/// Encodes costs as one number whose digits are the criteria, each digit
/// wide enough for the sum over every pair, so that the minimum total is the
/// lexicographic minimum.
struct Radix {
    widths: [i128; 6],
}

impl Radix {
    fn new(field: &Field<'_>) -> Self {
        let n = field.len() + 1;
        let pairs = i128::try_from(n / 2 + 1).unwrap_or(i128::MAX);
        let mut max = [0u32; 6];
        for a in 0..field.len() {
            let mut note = |c: Cost| {
                let digits = [
                    c.order,
                    c.same_wish,
                    c.score,
                    c.bye_rank,
                    c.colour_breaks,
                    c.repeats,
                ];
                for (m, d) in max.iter_mut().zip(digits) {
                    *m = (*m).max(d);
                }
            };
            note(field.cost(a, None));
            for b in a + 1..field.len() {
                note(field.cost(a, Some(b)));
            }
        }
        Self {
            widths: max.map(|m| pairs * i128::from(m) + 1),
        }
    }

    fn encode(&self, c: Cost) -> i128 {
        let digits = [
            c.order,
            c.same_wish,
            c.score,
            c.bye_rank,
            c.colour_breaks,
            c.repeats,
        ];
        let mut value = 0i128;
        let mut unit = 1i128;
        for (d, w) in digits.into_iter().zip(self.widths) {
            value += i128::from(d) * unit;
            unit *= w;
        }
        value
    }
}

/// The next round of a Swiss: `players` in seed order, minus `withdrawn`,
/// after `rounds`. Games in board order (highest scores first), the bye (if
/// the count is odd) last.
#[must_use]
pub fn pair(players: &[PlayerId], withdrawn: &BTreeSet<PlayerId>, rounds: &[Round]) -> Round {
    let records = records(players, withdrawn, rounds);
    let pairs = best_pairs(&records);
    let mut games: Vec<(usize, usize)> = Vec::new();
    let mut bye = None;
    for (a, b) in pairs {
        match b {
            Some(b) => games.push((a.min(b), a.max(b))),
            None => bye = Some(records[a].player),
        }
    }
    // Ranking order is score order, so the pair with the better-ranked
    // player plays on the higher board.
    games.sort_unstable();
    let ordered: Vec<(PlayerId, PlayerId)> = games
        .iter()
        .enumerate()
        .map(|(board, &(a, b))| {
            let (ra, rb) = (&records[a], &records[b]);
            match sides(ra, rb, board) {
                Side::First => (ra.player, rb.player),
                Side::Second => (rb.player, ra.player),
            }
        })
        .collect();
    Round::paired(&ordered, bye)
}

/// The cheapest pairing of `records` (in ranking order) as pairs of
/// indices, `None` standing for the bye.
#[must_use]
pub fn best_pairs(records: &[Record]) -> Vec<(usize, Option<usize>)> {
    let n = records.len();
    let vertices = n + n % 2;
    let field = Field::new(records);
    let radix = Radix::new(&field);
    let mate = min_cost_perfect(vertices, |u, v| {
        let (u, v) = (u.min(v), u.max(v));
        let b = (v < n).then_some(v);
        radix.encode(field.cost(u, b))
    });
    (0..n)
        .filter_map(|u| {
            let m = mate[u];
            if m >= n {
                Some((u, None))
            } else {
                (u < m).then_some((u, Some(m)))
            }
        })
        .collect()
}

/// The side of the better-ranked player `a` against `b` on `board`
/// (0-based).
fn sides(a: &Record, b: &Record, board: usize) -> Side {
    let lot = if board.is_multiple_of(2) {
        Side::First
    } else {
        Side::Second
    };
    match (a.preference(), b.preference()) {
        (None, None) => lot,
        (Some((x, _)), None) => x,
        (None, Some((y, _))) => y.other(),
        (Some((x, sx)), Some((y, sy))) => {
            if x != y {
                x
            } else if sx != sy {
                if sx > sy { x } else { x.other() }
            } else if let Some(s) = alternation(a, b) {
                s
            } else {
                x
            }
        }
    }
}

/// Going back from the last game, the first time `a` and `b` had different
/// sides: `a` takes the other side than then.
fn alternation(a: &Record, b: &Record) -> Option<Side> {
    a.sides
        .iter()
        .rev()
        .zip(b.sides.iter().rev())
        .find(|(x, y)| x != y)
        .map(|(x, _)| x.other())
}

/// Each player's sides over `rounds` of played games: for checks.
#[must_use]
pub fn side_counts(rounds: &[Round]) -> BTreeMap<PlayerId, (u32, u32)> {
    let mut out: BTreeMap<PlayerId, (u32, u32)> = BTreeMap::new();
    for g in rounds.iter().flat_map(|r| &r.games) {
        if g.result.is_some_and(super::PairingResult::is_played) {
            out.entry(g.first).or_default().0 += 1;
            out.entry(g.second).or_default().1 += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::PairingResult;

    fn ids(n: u64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    #[test]
    fn round_one_folds_the_seeds_and_alternates_the_first_move_by_board() {
        let round = pair(&ids(8), &BTreeSet::new(), &[]);
        let pairs: Vec<_> = round
            .games
            .iter()
            .map(|g| (g.first.0, g.second.0))
            .collect();
        assert_eq!(pairs, [(1, 5), (6, 2), (3, 7), (8, 4)]);
        assert_eq!(round.bye, None);
    }

    #[test]
    fn an_odd_count_gives_the_bye_to_the_lowest_seed_first() {
        let round = pair(&ids(5), &BTreeSet::new(), &[]);
        assert_eq!(round.bye, Some(PlayerId(5)));
        let mut second = round.clone();
        for g in &mut second.games {
            g.result = Some(PairingResult::FirstWon);
        }
        let next = pair(&ids(5), &BTreeSet::new(), &[second]);
        assert!(next.bye.is_some_and(|p| p != PlayerId(5)), "{next:?}");
    }

    #[test]
    fn winners_meet_winners_and_everyone_takes_the_other_side() {
        let mut r1 = pair(&ids(4), &BTreeSet::new(), &[]);
        let pairs: Vec<_> = r1.games.iter().map(|g| (g.first.0, g.second.0)).collect();
        assert_eq!(pairs, [(1, 3), (4, 2)]);
        r1.games[0].result = Some(PairingResult::FirstWon);
        r1.games[1].result = Some(PairingResult::SecondWon);
        let r2 = pair(&ids(4), &BTreeSet::new(), &[r1]);
        let pairs: Vec<_> = r2.games.iter().map(|g| (g.first.0, g.second.0)).collect();
        // 1 and 2 won; 1 moved first, so 2 does now; 3 moved second, so
        // 3 moves first against 4.
        assert_eq!(pairs, [(2, 1), (3, 4)]);
    }
}
