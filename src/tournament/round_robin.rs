//! The round robin's schedule by the circle method (the construction behind
//! Berger's tables): with an even count m, one player stays in place and the
//! other m − 1 turn one step round a circle each round; the fixed player
//! meets the one at the head of the circle and the others meet across it.
//! Every pair meets exactly once in m − 1 rounds. An odd count gets a
//! "dummy" as the fixed player: whoever meets it sits the round out (the
//! bye, worth nothing in a round robin, as everyone has exactly one).
//!
//! The first move alternates by position across the circle and, for the
//! fixed player, by round, which leaves every player's first-move count
//! within one of their second-move count (equal, with an odd count).

use super::{PlayerId, Round};

/// The number of rounds for `players`: n − 1 for an even count, n for odd.
#[must_use]
pub fn round_count(players: usize) -> u32 {
    let m = players + players % 2;
    u32::try_from(m.saturating_sub(1)).unwrap_or(u32::MAX)
}

/// Round `index` (0-based) of the schedule of `players` in seed order:
/// games as (first, second) in board order, and the bye for an odd count.
///
/// # Panics
/// If `index` is not below [`round_count`].
#[must_use]
pub fn round(players: &[PlayerId], index: usize) -> Round {
    let m = players.len() + players.len() % 2;
    let circle = m - 1;
    assert!(index < circle, "round {index} of {circle}");
    // Position `m - 1` is the fixed player (the dummy for an odd count).
    let at = |i: usize| players.get(i).copied();
    let mut pairs = Vec::with_capacity(m / 2);
    let mut bye = None;
    let mut place = |a: usize, b: usize| match (at(a), at(b)) {
        (Some(x), Some(y)) => pairs.push((x, y)),
        (Some(x), None) | (None, Some(x)) => bye = Some(x),
        (None, None) => {}
    };
    let fixed = m - 1;
    if index.is_multiple_of(2) {
        place(fixed, index);
    } else {
        place(index, fixed);
    }
    for k in 1..m / 2 {
        let a = (index + k) % circle;
        let b = (index + circle - k) % circle;
        if k % 2 == 1 {
            place(a, b);
        } else {
            place(b, a);
        }
    }
    Round::paired(&pairs, bye)
}

/// The whole schedule.
#[must_use]
pub fn schedule(players: &[PlayerId]) -> Vec<Round> {
    (0..round_count(players.len()) as usize)
        .map(|i| round(players, i))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_players_meet_in_three_rounds() {
        let players: Vec<_> = (1..=4).map(PlayerId).collect();
        let rounds = schedule(&players);
        let pairs: Vec<Vec<(u64, u64)>> = rounds
            .iter()
            .map(|r| r.games.iter().map(|g| (g.first.0, g.second.0)).collect())
            .collect();
        assert_eq!(
            pairs,
            [
                vec![(4, 1), (2, 3)],
                vec![(2, 4), (3, 1)],
                vec![(4, 3), (1, 2)],
            ]
        );
    }

    #[test]
    fn three_players_take_turns_sitting_out() {
        let players: Vec<_> = (1..=3).map(PlayerId).collect();
        let byes: Vec<_> = schedule(&players)
            .iter()
            .map(|r| r.bye.unwrap().0)
            .collect();
        assert_eq!(byes, [1, 2, 3]);
    }
}
