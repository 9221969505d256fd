//! The standings: rank, points, games played and the tie-breaks, Buchholz
//! and Sonneborn–Berger for a Swiss, Sonneborn–Berger for a round robin.
//!
//! Unplayed rounds are counted as FIDE's tie-break regulations (Handbook
//! C.07, the rules on unplayed games in force until 2023) say:
//!
//! - **The player's own unplayed rounds** (a bye, a forfeit won or lost, a
//!   round missed after withdrawing) count as a game against a *virtual
//!   opponent* who starts that round with the player's score, gets the
//!   opposite result in it and draws every later round:
//!   `Svon = SPR + (1 − SfPR) + ½·(n − R)`, with `SPR` the player's score
//!   before round `R`, `SfPR` what the player got in round `R`, and `n` the
//!   number of rounds so far. Its score enters the player's Buchholz, and
//!   the player's result in that round times it their Sonneborn–Berger.
//! - **Opponents' unplayed rounds** count as draws: an opponent's score as
//!   used by the players they met is their score with every unplayed round
//!   of theirs counted as half a point, whatever it really gave them.
//! - **In a round robin** the round a player sits out (the bye of an odd
//!   count) is not a round of theirs at all: everyone has one, so it is
//!   left out of both their score and the tie-breaks, and counts as nothing
//!   in their opponents' adjusted scores.
//!
//! - **Buchholz**: the sum of the (adjusted) scores of the opponents.
//! - **Sonneborn–Berger**: the sum of the (adjusted) scores of the opponents
//!   beaten and half the scores of those drawn.
//!
//! Games still going on count for nothing yet. Players are ordered by
//! points, then the tie-breaks in the order above; players equal on all of
//! them share a rank and are listed by seed. Withdrawn players stay in the
//! table, marked.

use std::collections::{BTreeMap, BTreeSet};

use super::{Format, PlayerId, PlayerResult, Points, Quarters, Round};

/// One row of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the leader; tied players share a rank.
    pub rank: u32,
    pub player: PlayerId,
    pub points: Points,
    /// Games played on the board (not byes or forfeits).
    pub played: u32,
    /// Swiss only.
    pub buchholz: Option<Points>,
    pub sonneborn_berger: Quarters,
    pub withdrawn: bool,
}

/// How a round counts for one player's tie-breaks.
#[derive(Debug, Clone, Copy)]
enum Counted {
    /// Not counted: a round robin's sit-out, or a game still going on.
    Skip,
    Played {
        result: PlayerResult,
        opponent: PlayerId,
    },
    Unplayed {
        result: PlayerResult,
    },
}

fn counted(format: Format, round: &Round, player: PlayerId) -> Counted {
    let e = round.entry(player);
    match (e.result, e.opponent) {
        (None, _) => Counted::Skip,
        (Some(PlayerResult::Bye), _) if format == Format::RoundRobin => Counted::Skip,
        (Some(result), Some(opponent)) if result.is_played() => {
            Counted::Played { result, opponent }
        }
        (Some(result), _) => Counted::Unplayed { result },
    }
}

/// The standings of `players` (in seed order) after `rounds`.
#[must_use]
pub fn standings(
    format: Format,
    players: &[PlayerId],
    withdrawn: &BTreeSet<PlayerId>,
    rounds: &[Round],
) -> Vec<Standing> {
    let n = u32::try_from(rounds.len()).unwrap_or(u32::MAX);
    let rows: BTreeMap<PlayerId, Vec<Counted>> = players
        .iter()
        .map(|&p| (p, rounds.iter().map(|r| counted(format, r, p)).collect()))
        .collect();
    let points = |p: PlayerId| -> Points {
        rows[&p]
            .iter()
            .map(|c| match c {
                Counted::Skip => Points::ZERO,
                Counted::Played { result, .. } | Counted::Unplayed { result } => {
                    result.points(format)
                }
            })
            .sum()
    };
    // An opponent's score as the players they met see it.
    let adjusted: BTreeMap<PlayerId, u32> = rows
        .iter()
        .map(|(&p, row)| {
            let halves = row
                .iter()
                .map(|c| match c {
                    Counted::Skip => 0,
                    Counted::Played { result, .. } => result.points(format).halves(),
                    Counted::Unplayed { .. } => Points::HALF.halves(),
                })
                .sum();
            (p, halves)
        })
        .collect();

    let mut table: Vec<(usize, Standing)> = players
        .iter()
        .enumerate()
        .map(|(seed, &p)| {
            let mut buchholz = 0u32;
            let mut sb = 0u32;
            let mut before = 0u32;
            let mut played = 0u32;
            for (r, c) in rows[&p].iter().enumerate() {
                let round = u32::try_from(r + 1).unwrap_or(u32::MAX);
                match *c {
                    Counted::Skip => {}
                    Counted::Played { result, opponent } => {
                        let opp = adjusted[&opponent];
                        buchholz += opp;
                        sb += result.points(format).halves() * opp;
                        before += result.points(format).halves();
                        played += 1;
                    }
                    Counted::Unplayed { result } => {
                        let got = result.points(format).halves();
                        let virtual_opponent = before + (Points::ONE.halves() - got) + (n - round);
                        buchholz += virtual_opponent;
                        sb += got * virtual_opponent;
                        before += got;
                    }
                }
            }
            let row = Standing {
                rank: 0,
                player: p,
                points: points(p),
                played,
                buchholz: matches!(format, Format::Swiss { .. })
                    .then_some(Points::from_halves(buchholz)),
                sonneborn_berger: Quarters(sb),
                withdrawn: withdrawn.contains(&p),
            };
            (seed, row)
        })
        .collect();

    let key = |s: &Standing| (s.points, s.buchholz, s.sonneborn_berger);
    table.sort_by(|(sa, a), (sb, b)| key(b).cmp(&key(a)).then(sa.cmp(sb)));
    let mut out: Vec<Standing> = Vec::with_capacity(table.len());
    for (i, (_, mut row)) in table.into_iter().enumerate() {
        row.rank = match out.last() {
            Some(prev) if key(prev) == key(&row) => prev.rank,
            _ => u32::try_from(i + 1).unwrap_or(u32::MAX),
        };
        out.push(row);
    }
    out
}
