//! Tournaments, pure: who plays whom in each round, who moves first, and the
//! standings with their tie-breaks. A [`Tournament`] holds the entrants in
//! seed order, the rounds paired so far with their results, and who has
//! withdrawn; the storage and the Discord commands are built on it, but this
//! module does no I/O, keeps no clock and imports nothing outside the
//! standard library (no engine, tokio, sqlx, poise, serenity or image code).
//!
//! - [`swiss`]: a Swiss system in the manner of FIDE's Dutch system,
//!   simplified (its module documentation says what is kept and dropped):
//!   the repeat-free pairing with the smallest score differences, found
//!   exactly as a minimum-cost perfect matching ([`matching`]).
//! - [`round_robin`]: everyone meets everyone once, by the circle method.
//! - [`standings`]: rank, points, games played, Buchholz and
//!   Sonneborn–Berger, with unplayed rounds counted as FIDE's tie-break
//!   regulations (C.07) do, against a virtual opponent.
//!
//! Points are counted in half-points ([`Points`]) so that every sum is an
//! exact integer; Sonneborn–Berger, a sum of results times scores, is in
//! quarter-points ([`Quarters`]).

mod matching;
pub mod round_robin;
pub mod standings;
pub mod swiss;

use std::collections::BTreeSet;
use std::fmt;
use std::ops::{Add, AddAssign};

use crate::ids::UserId;

pub use standings::{Standing, standings};

/// An entrant, as the layer above identifies them (a Discord user id, for
/// the bot). Only compared, never interpreted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PlayerId(pub u64);

impl From<UserId> for PlayerId {
    fn from(user: UserId) -> PlayerId {
        PlayerId(user.get())
    }
}

impl PlayerId {
    /// The Discord user of an entrant the bot named.
    ///
    /// # Panics
    /// On `PlayerId(0)`, which no user is.
    #[must_use]
    pub const fn user(self) -> UserId {
        UserId::new(self.0)
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A score in half-points: `Points::from_halves(5)` is 2½.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(u32);

impl Points {
    pub const ZERO: Self = Self(0);
    pub const HALF: Self = Self(1);
    pub const ONE: Self = Self(2);

    #[must_use]
    pub const fn from_halves(halves: u32) -> Self {
        Self(halves)
    }

    #[must_use]
    pub const fn halves(self) -> u32 {
        self.0
    }
}

impl Add for Points {
    type Output = Self;
    fn add(self, other: Self) -> Self {
        Self(self.0 + other.0)
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, other: Self) {
        self.0 += other.0;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::ZERO, Add::add)
    }
}

/// "2½", "½", "3".
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fraction(f, self.0 / 2, ["", "½"][(self.0 % 2) as usize])
    }
}

/// A tie-break value in quarter-points (a result, in half-points, times a
/// score, in half-points): `Quarters(9)` is 2¼.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Quarters(pub u32);

/// "2¼", "¾", "6".
impl fmt::Display for Quarters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fraction(f, self.0 / 4, ["", "¼", "½", "¾"][(self.0 % 4) as usize])
    }
}

fn fraction(f: &mut fmt::Formatter<'_>, whole: u32, part: &str) -> fmt::Result {
    match (whole, part) {
        (0, "") => f.write_str("0"),
        (0, part) => f.write_str(part),
        (whole, part) => write!(f, "{whole}{part}"),
    }
}

/// Who moves first in a game: the tournament's "colour".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    First,
    Second,
}

impl Side {
    #[must_use]
    pub const fn other(self) -> Self {
        match self {
            Self::First => Self::Second,
            Self::Second => Self::First,
        }
    }
}

/// How a game of the tournament ended, from the board's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PairingResult {
    FirstWon,
    SecondWon,
    Draw,
    /// The player moving first withdrew: the game counts as lost for them
    /// and won for the other, but was not played.
    FirstForfeited,
    SecondForfeited,
    /// Both withdrew: nobody scores.
    BothForfeited,
}

impl PairingResult {
    /// Every result, in the order of the stored names.
    pub const ALL: [PairingResult; 6] = [
        PairingResult::FirstWon,
        PairingResult::SecondWon,
        PairingResult::Draw,
        PairingResult::FirstForfeited,
        PairingResult::SecondForfeited,
        PairingResult::BothForfeited,
    ];

    /// The name it is stored by (and written in logs).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PairingResult::FirstWon => "first",
            PairingResult::SecondWon => "second",
            PairingResult::Draw => "draw",
            PairingResult::FirstForfeited => "first_forfeit",
            PairingResult::SecondForfeited => "second_forfeit",
            PairingResult::BothForfeited => "both_forfeit",
        }
    }

    /// The result for the player on `side`.
    #[must_use]
    pub const fn for_side(self, side: Side) -> PlayerResult {
        use PlayerResult as P;
        match (self, side) {
            (Self::FirstWon, Side::First) | (Self::SecondWon, Side::Second) => P::Win,
            (Self::FirstWon, Side::Second) | (Self::SecondWon, Side::First) => P::Loss,
            (Self::Draw, _) => P::Draw,
            (Self::FirstForfeited, Side::Second) | (Self::SecondForfeited, Side::First) => {
                P::ForfeitWin
            }
            (Self::FirstForfeited | Self::BothForfeited, Side::First)
            | (Self::SecondForfeited | Self::BothForfeited, Side::Second) => P::ForfeitLoss,
        }
    }

    /// Whether the game was played on the board (not a forfeit).
    #[must_use]
    pub const fn is_played(self) -> bool {
        matches!(self, Self::FirstWon | Self::SecondWon | Self::Draw)
    }
}

/// One player's result in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlayerResult {
    Win,
    Draw,
    Loss,
    /// The round's odd player out. In a Swiss this is worth a point; in a
    /// round robin it is the round the player sits out, worth nothing.
    Bye,
    /// Won because the opponent withdrew.
    ForfeitWin,
    /// Lost because the player withdrew.
    ForfeitLoss,
    /// Not paired: the player had withdrawn before the round (Swiss).
    Absent,
}

impl PlayerResult {
    /// The points it is worth in `format`.
    #[must_use]
    pub const fn points(self, format: Format) -> Points {
        match self {
            Self::Win | Self::ForfeitWin => Points::ONE,
            Self::Draw => Points::HALF,
            Self::Bye => match format {
                Format::Swiss { .. } => Points::ONE,
                Format::RoundRobin => Points::ZERO,
            },
            Self::Loss | Self::ForfeitLoss | Self::Absent => Points::ZERO,
        }
    }

    /// Whether a game was played on the board.
    #[must_use]
    pub const fn is_played(self) -> bool {
        matches!(self, Self::Win | Self::Draw | Self::Loss)
    }
}

/// One game of a round: who moves first, who second, and the result once
/// the game has ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub first: PlayerId,
    pub second: PlayerId,
    pub result: Option<PairingResult>,
}

/// A round: its games in board order, and the player with the bye.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Round {
    pub games: Vec<Game>,
    pub bye: Option<PlayerId>,
}

/// What one round means for one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// `None` while their game goes on.
    pub result: Option<PlayerResult>,
    pub opponent: Option<PlayerId>,
    /// The side they had, if they had a game.
    pub side: Option<Side>,
}

impl Round {
    /// A round of `pairs` (first, second) with no result yet.
    #[must_use]
    pub fn paired(pairs: &[(PlayerId, PlayerId)], bye: Option<PlayerId>) -> Self {
        let games = pairs
            .iter()
            .map(|&(first, second)| Game {
                first,
                second,
                result: None,
            })
            .collect();
        Self { games, bye }
    }

    /// The round as `player` lived it: [`PlayerResult::Absent`] if they were
    /// not in it.
    #[must_use]
    pub fn entry(&self, player: PlayerId) -> Entry {
        if self.bye == Some(player) {
            return Entry {
                result: Some(PlayerResult::Bye),
                opponent: None,
                side: None,
            };
        }
        for g in &self.games {
            let (side, opponent) = if g.first == player {
                (Side::First, g.second)
            } else if g.second == player {
                (Side::Second, g.first)
            } else {
                continue;
            };
            return Entry {
                result: g.result.map(|r| r.for_side(side)),
                opponent: Some(opponent),
                side: Some(side),
            };
        }
        Entry {
            result: Some(PlayerResult::Absent),
            opponent: None,
            side: None,
        }
    }

    /// Whether every game has a result.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.games.iter().all(|g| g.result.is_some())
    }
}

/// The kind of tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// A Swiss of this many rounds (at most ⌈n/2⌉ for n players).
    Swiss { rounds: u32 },
    /// Everyone meets everyone once.
    RoundRobin,
}

/// Why a tournament step was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentError {
    TooFewPlayers {
        count: usize,
    },
    DuplicatePlayer(PlayerId),
    /// A Swiss needs at least one round and at most ⌈n/2⌉.
    RoundsOutOfRange {
        rounds: u32,
        max: u32,
    },
    RoundInProgress,
    Finished,
    NotAPlayer(PlayerId),
    AlreadyWithdrawn(PlayerId),
    NoSuchGame {
        first: PlayerId,
        second: PlayerId,
    },
    AlreadyRecorded {
        first: PlayerId,
        second: PlayerId,
    },
}

impl fmt::Display for TournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooFewPlayers { count } => {
                write!(f, "a tournament needs at least 2 players, not {count}")
            }
            Self::DuplicatePlayer(p) => write!(f, "{p} is entered twice"),
            Self::RoundsOutOfRange { rounds, max } => write!(
                f,
                "a Swiss of these players can have 1 to {max} rounds, not {rounds}"
            ),
            Self::RoundInProgress => f.write_str("the current round has games still going on"),
            Self::Finished => f.write_str("every round has been played"),
            Self::NotAPlayer(p) => write!(f, "{p} is not in the tournament"),
            Self::AlreadyWithdrawn(p) => write!(f, "{p} has already withdrawn"),
            Self::NoSuchGame { first, second } => {
                write!(f, "{first} and {second} have no game in the current round")
            }
            Self::AlreadyRecorded { first, second } => {
                write!(f, "the game of {first} and {second} already has a result")
            }
        }
    }
}

impl std::error::Error for TournamentError {}

/// A tournament: entrants in seed order (best first), the rounds so far,
/// and who has withdrawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tournament {
    format: Format,
    players: Vec<PlayerId>,
    withdrawn: BTreeSet<PlayerId>,
    rounds: Vec<Round>,
}

impl Tournament {
    /// A tournament of `players`, best seed first.
    ///
    /// # Errors
    /// Fewer than two players, a player entered twice, or a Swiss with no
    /// rounds or more than ⌈n/2⌉.
    pub fn new(format: Format, players: Vec<PlayerId>) -> Result<Self, TournamentError> {
        if players.len() < 2 {
            return Err(TournamentError::TooFewPlayers {
                count: players.len(),
            });
        }
        let mut seen = BTreeSet::new();
        if let Some(&p) = players.iter().find(|&&p| !seen.insert(p)) {
            return Err(TournamentError::DuplicatePlayer(p));
        }
        if let Format::Swiss { rounds } = format {
            let max = swiss::max_rounds(players.len());
            if rounds == 0 || rounds > max {
                return Err(TournamentError::RoundsOutOfRange { rounds, max });
            }
        }
        Ok(Self {
            format,
            players,
            withdrawn: BTreeSet::new(),
            rounds: Vec::new(),
        })
    }

    /// A tournament rebuilt from what was stored: the same checks as
    /// [`Tournament::new`], then the rounds and withdrawals as they are.
    ///
    /// # Errors
    /// As [`Tournament::new`], or a withdrawn player who is not entered.
    pub fn restore(
        format: Format,
        players: Vec<PlayerId>,
        withdrawn: impl IntoIterator<Item = PlayerId>,
        rounds: Vec<Round>,
    ) -> Result<Self, TournamentError> {
        let mut t = Self::new(format, players)?;
        for p in withdrawn {
            if !t.players.contains(&p) {
                return Err(TournamentError::NotAPlayer(p));
            }
            t.withdrawn.insert(p);
        }
        t.rounds = rounds;
        Ok(t)
    }

    #[must_use]
    pub const fn format(&self) -> Format {
        self.format
    }

    /// The entrants in seed order.
    #[must_use]
    pub fn players(&self) -> &[PlayerId] {
        &self.players
    }

    #[must_use]
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    #[must_use]
    pub fn is_withdrawn(&self, player: PlayerId) -> bool {
        self.withdrawn.contains(&player)
    }

    /// The number of rounds the tournament will have.
    #[must_use]
    pub fn total_rounds(&self) -> u32 {
        match self.format {
            Format::Swiss { rounds } => rounds,
            Format::RoundRobin => round_robin::round_count(self.players.len()),
        }
    }

    /// Whether every round has been paired and played.
    #[must_use]
    pub fn is_finished(&self) -> bool {
        self.rounds.len() as u32 == self.total_rounds()
            && self.rounds.last().is_none_or(Round::is_complete)
    }

    /// Pairs the next round and adds it: a Swiss from the standings so far,
    /// a round robin from its schedule, where games with a withdrawn player
    /// are entered as forfeits at once. Returns the new round.
    ///
    /// # Errors
    /// [`TournamentError::RoundInProgress`] while a game of the current
    /// round has no result, [`TournamentError::Finished`] after the last
    /// round, [`TournamentError::TooFewPlayers`] when fewer than two
    /// players remain in a Swiss.
    pub fn advance(&mut self) -> Result<&Round, TournamentError> {
        if self.rounds.last().is_some_and(|r| !r.is_complete()) {
            return Err(TournamentError::RoundInProgress);
        }
        if self.rounds.len() as u32 >= self.total_rounds() {
            return Err(TournamentError::Finished);
        }
        let round = match self.format {
            Format::Swiss { .. } => {
                let active = self.players.iter().filter(|p| !self.withdrawn.contains(p));
                if active.count() < 2 {
                    return Err(TournamentError::TooFewPlayers {
                        count: self.players.len() - self.withdrawn.len(),
                    });
                }
                swiss::pair(&self.players, &self.withdrawn, &self.rounds)
            }
            Format::RoundRobin => {
                let mut round = round_robin::round(&self.players, self.rounds.len());
                for g in &mut round.games {
                    g.result = self.forfeit(g.first, g.second);
                }
                round
            }
        };
        self.rounds.push(round);
        Ok(self.rounds.last().expect("just pushed"))
    }

    /// The forfeit between `first` and `second` if either has withdrawn.
    fn forfeit(&self, first: PlayerId, second: PlayerId) -> Option<PairingResult> {
        match (self.is_withdrawn(first), self.is_withdrawn(second)) {
            (true, true) => Some(PairingResult::BothForfeited),
            (true, false) => Some(PairingResult::FirstForfeited),
            (false, true) => Some(PairingResult::SecondForfeited),
            (false, false) => None,
        }
    }

    /// Records the result of the current round's game of `first` and
    /// `second` (in that order: who moved first).
    ///
    /// # Errors
    /// No such game in the current round, or it already has a result.
    pub fn record(
        &mut self,
        first: PlayerId,
        second: PlayerId,
        result: PairingResult,
    ) -> Result<(), TournamentError> {
        let game = self
            .rounds
            .last_mut()
            .and_then(|r| {
                r.games
                    .iter_mut()
                    .find(|g| g.first == first && g.second == second)
            })
            .ok_or(TournamentError::NoSuchGame { first, second })?;
        if game.result.is_some() {
            return Err(TournamentError::AlreadyRecorded { first, second });
        }
        game.result = Some(result);
        Ok(())
    }

    /// Withdraws `player`: their game of the current round, if it has not
    /// ended, is lost by forfeit, and so is every later game (a round robin
    /// enters them as forfeits; a Swiss no longer pairs them). Returns the
    /// current round's game it forfeited, as (first, second).
    ///
    /// # Errors
    /// Not a player, or already withdrawn.
    pub fn withdraw(
        &mut self,
        player: PlayerId,
    ) -> Result<Option<(PlayerId, PlayerId)>, TournamentError> {
        if !self.players.contains(&player) {
            return Err(TournamentError::NotAPlayer(player));
        }
        if !self.withdrawn.insert(player) {
            return Err(TournamentError::AlreadyWithdrawn(player));
        }
        let Some(round) = self.rounds.last_mut() else {
            return Ok(None);
        };
        let game = round
            .games
            .iter_mut()
            .find(|g| g.result.is_none() && (g.first == player || g.second == player));
        Ok(game.map(|g| {
            g.result = Some(if g.first == player {
                PairingResult::FirstForfeited
            } else {
                PairingResult::SecondForfeited
            });
            (g.first, g.second)
        }))
    }

    /// The standings after the results so far.
    #[must_use]
    pub fn standings(&self) -> Vec<Standing> {
        standings(self.format, &self.players, &self.withdrawn, &self.rounds)
    }

    /// How many rounds, from the first, are played to the end (the next
    /// one may be paired already, its bye decided).
    #[must_use]
    pub fn rounds_complete(&self) -> usize {
        self.rounds.iter().take_while(|r| r.is_complete()).count()
    }

    /// The standings after the first `rounds` rounds only: what "after
    /// round N" shows. A later round already paired (its bye, its games
    /// already over) counts with that round.
    #[must_use]
    pub fn standings_after(&self, rounds: usize) -> Vec<Standing> {
        let rounds = &self.rounds[..rounds.min(self.rounds.len())];
        standings(self.format, &self.players, &self.withdrawn, rounds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_and_quarters_read_as_fractions() {
        assert_eq!(Points::from_halves(5).to_string(), "2½");
        assert_eq!(Points::HALF.to_string(), "½");
        assert_eq!(Points::ZERO.to_string(), "0");
        assert_eq!(Points::from_halves(6).to_string(), "3");
        assert_eq!(Quarters(9).to_string(), "2¼");
        assert_eq!(Quarters(3).to_string(), "¾");
        assert_eq!(Quarters(26).to_string(), "6½");
    }

    #[test]
    fn results_read_from_each_side() {
        use PlayerResult as P;
        let cases = [
            (PairingResult::FirstWon, P::Win, P::Loss),
            (PairingResult::SecondWon, P::Loss, P::Win),
            (PairingResult::Draw, P::Draw, P::Draw),
            (PairingResult::FirstForfeited, P::ForfeitLoss, P::ForfeitWin),
            (
                PairingResult::SecondForfeited,
                P::ForfeitWin,
                P::ForfeitLoss,
            ),
            (PairingResult::BothForfeited, P::ForfeitLoss, P::ForfeitLoss),
        ];
        for (r, first, second) in cases {
            assert_eq!(r.for_side(Side::First), first, "{r:?}");
            assert_eq!(r.for_side(Side::Second), second, "{r:?}");
        }
    }

    fn ids(n: u64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    #[test]
    fn a_tournament_refuses_what_cannot_be_run() {
        use TournamentError as E;
        let swiss = |rounds| Format::Swiss { rounds };
        assert_eq!(
            Tournament::new(swiss(1), ids(1)),
            Err(E::TooFewPlayers { count: 1 })
        );
        assert_eq!(
            Tournament::new(swiss(4), ids(5)),
            Err(E::RoundsOutOfRange { rounds: 4, max: 3 })
        );
        assert_eq!(
            Tournament::new(swiss(0), ids(5)),
            Err(E::RoundsOutOfRange { rounds: 0, max: 3 })
        );
        let twice = vec![PlayerId(1), PlayerId(2), PlayerId(1)];
        assert_eq!(
            Tournament::new(Format::RoundRobin, twice),
            Err(E::DuplicatePlayer(PlayerId(1)))
        );
    }

    #[test]
    fn rounds_advance_only_when_the_last_is_over_and_stop_at_the_end() {
        let mut t = Tournament::new(Format::Swiss { rounds: 2 }, ids(4)).unwrap();
        let games: Vec<_> = t.advance().unwrap().games.clone();
        assert_eq!(t.advance().err(), Some(TournamentError::RoundInProgress));
        for g in &games {
            t.record(g.first, g.second, PairingResult::FirstWon)
                .unwrap();
        }
        let old = games[0].clone();
        let games: Vec<_> = t.advance().unwrap().games.clone();
        assert_eq!(
            t.record(old.first, old.second, PairingResult::Draw),
            Err(TournamentError::NoSuchGame {
                first: old.first,
                second: old.second
            }),
            "only the current round's games take results"
        );
        assert!(!t.is_finished());
        for g in &games {
            t.record(g.first, g.second, PairingResult::SecondWon)
                .unwrap();
        }
        assert_eq!(
            t.record(games[0].first, games[0].second, PairingResult::Draw),
            Err(TournamentError::AlreadyRecorded {
                first: games[0].first,
                second: games[0].second
            })
        );
        assert!(t.is_finished());
        assert_eq!(t.advance().err(), Some(TournamentError::Finished));
    }

    #[test]
    fn a_withdrawal_forfeits_the_game_in_progress_and_every_later_one() {
        let mut t = Tournament::new(Format::RoundRobin, ids(4)).unwrap();
        let game = t.advance().unwrap().games[0].clone();
        let leaver = game.second;
        assert_eq!(t.withdraw(leaver), Ok(Some((game.first, game.second))));
        assert_eq!(
            t.withdraw(leaver),
            Err(TournamentError::AlreadyWithdrawn(leaver))
        );
        assert_eq!(
            t.withdraw(PlayerId(99)),
            Err(TournamentError::NotAPlayer(PlayerId(99)))
        );
        let open: Vec<_> = t.rounds()[0]
            .games
            .iter()
            .filter(|g| g.result.is_none())
            .cloned()
            .collect();
        for g in open {
            t.record(g.first, g.second, PairingResult::Draw).unwrap();
        }
        while !t.is_finished() {
            let round = t.advance().unwrap().clone();
            for g in &round.games {
                if g.first == leaver || g.second == leaver {
                    let expected = if g.first == leaver {
                        PairingResult::FirstForfeited
                    } else {
                        PairingResult::SecondForfeited
                    };
                    assert_eq!(g.result, Some(expected));
                } else {
                    t.record(g.first, g.second, PairingResult::Draw).unwrap();
                }
            }
        }
        let leaver_row = t
            .standings()
            .into_iter()
            .find(|s| s.player == leaver)
            .unwrap();
        assert!(leaver_row.withdrawn);
        assert_eq!(leaver_row.points, Points::ZERO);
        assert_eq!(leaver_row.played, 0);
    }

    #[test]
    fn a_withdrawn_swiss_player_is_no_longer_paired() {
        let mut t = Tournament::new(Format::Swiss { rounds: 3 }, ids(7)).unwrap();
        let games = t.advance().unwrap().games.clone();
        for g in &games {
            t.record(g.first, g.second, PairingResult::FirstWon)
                .unwrap();
        }
        t.withdraw(PlayerId(3)).unwrap();
        let round = t.advance().unwrap();
        assert_eq!(round.entry(PlayerId(3)).result, Some(PlayerResult::Absent));
        assert_eq!(
            round.games.len(),
            3,
            "six players left: three games, no bye"
        );
        assert_eq!(round.bye, None);
    }
}
