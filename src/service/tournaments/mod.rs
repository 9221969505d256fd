//! Server tournaments around the pure core ([`crate::tournament`]): an
//! organiser (*Manage Server*) creates one in a channel, members join and
//! leave with the announcement's buttons until the sign-up deadline or a
//! start by hand, and the bot pairs every round, starts its games (each in
//! a thread of its own, [`Effect::StartGames`]), and when the last game of
//! a round ends pairs the next, until the winner is announced.
//!
//! **Exactly once, and never in the way.** The transaction that ends a
//! round's last game (a move, a resignation, a loss on time, a withdrawal)
//! records its result, locking the tournament's row (PostgreSQL `FOR
//! UPDATE`; SQLite's write lock) after the game's, and sees every game of
//! the round over; it pairs nothing itself but hands on the round's
//! pairing ([`Effect::PairRound`]), done after its commit and after the
//! answer is posted: [`Tournaments::pair_round`] reads the tournament,
//! pairs on the CPU pool (a matching over the whole field, seconds for a
//! thousand players) with no transaction open, then writes the round in a
//! short transaction that locks the row again, claims the round with a
//! conditional update of `current_round` ([`Tx::advance_round`]) and
//! checks that nobody withdrew meanwhile (else it pairs again). Starting
//! and resuming a tournament hand on its pairing the same way. Two games
//! ending at the same moment on two processes take turns on the row: the
//! second sees the first's result and hands on the pairing, the first saw
//! an unfinished round; two pairings of the same round (the turn clock's
//! and the game's, on two processes) both compute it, and the claim lets
//! one write it. A process stopped between the game's commit and the
//! pairing leaves a running tournament with its round over and no next
//! one: the turn clock of any process pairs it ([`Tx::tournaments_to_pair`]),
//! unless this process has the pairing in hand. The locks are always taken
//! game first, then the tournament, so that two such writers never wait
//! for each other in a circle.
//!
//! **Starting the games** is Discord work (a thread per game), done after the
//! commit: each pairing is taken with a lease ([`PAIRING_LEASE`]) and names
//! its game once ([`Tx::set_pairing_game`]); a start interrupted by a
//! restart is taken again by the turn clock of any process once the lease
//! is old. Tournament games are ordinary rated games with the
//! tournament's time per turn, and takebacks are off in them.

use crate::ids::{ChannelId, TournamentId, UserId};
use crate::record::{EntrantStatus, TournamentFormat, TournamentState};
use std::collections::BTreeSet;
use std::time::Duration;

use crate::engine::{FastRng, Player, Position, Variant};
use crate::i18n::{Msg, Text};
use crate::record::{Ending, GameResult};
use crate::storage::{
    GameRow, NewGame, NewPairing, NewTournament, PairingRow, StorageError, TournamentRow, Tx,
};
use crate::tournament::{
    self, Format, PairingResult, PlayerId, Round, Standing, Tournament, TournamentError, swiss,
};

use crate::service::buttons::Button;
use crate::service::common::{MAX_TURN_LIMIT, MIN_TURN_LIMIT, Res, log_ending, user_err};
use crate::service::effects::{
    ChannelPost, Effect, GamesToStart, PairingStart, Progress, TournamentSpot,
};
use crate::service::errors::{InternalError, ServiceError};
use crate::service::reply::{Notice, Picture, Reply};
use crate::service::takebacks::disable_closed;
use crate::service::text;
use crate::service::types::{Actor, humans};

/// The longest name of a tournament.
pub const MAX_TOURNAMENT_NAME: usize = 60;
/// The longest sign-up.
const MAX_SIGNUP: Duration = Duration::from_secs(30 * 24 * 3600);
/// How long a process that took a pairing has to start its game before
/// another process's turn clock takes it (the first one stopped).
pub const PAIRING_LEASE: Duration = Duration::from_secs(60);

/// What the organiser asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentSpec {
    pub name: String,
    pub format: AskedFormat,
    pub variant: Variant,
    pub turn_limit: Duration,
    /// When sign-up closes, from now; `None`: the organiser starts it.
    pub signup: Option<Duration>,
    /// Whether the channel is itself a thread (the front end knows): then
    /// it is refused, since every game of a tournament is played in a
    /// thread of the tournament's channel, and a thread has none.
    pub in_thread: bool,
    /// The most players who may join (2 to [`MAX_PLAYERS`]); `None`: no
    /// limit.
    pub max_players: Option<u32>,
}

/// The most players a tournament may be capped at.
pub const MAX_PLAYERS: u32 = 1024;

/// The format an organiser asks for, with the number of rounds as they
/// filled it in (or not): [`Service::create_tournament`] refuses a Swiss
/// without one (or with too many) and a round robin with one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AskedFormat {
    /// Everyone meets everyone once: `rounds` must be left out.
    RoundRobin { rounds: Option<u32> },
    /// `rounds` rounds, paired by results: required, 1 to 20.
    Swiss { rounds: Option<u32> },
}

/// A stored tournament rebuilt: the row, the core, and its pairings.
struct Loaded {
    row: TournamentRow,
    core: Option<Tournament>,
    pairings: Vec<PairingRow>,
    /// Everyone who joined and has not left or been removed, in the order
    /// they joined.
    joined: Vec<UserId>,
    removed: BTreeSet<UserId>,
}

impl Loaded {
    fn spot(&self) -> TournamentSpot {
        spot(&self.row)
    }

    /// The number of rounds it has (or will have).
    fn total(&self) -> u32 {
        match &self.core {
            Some(core) => core.total_rounds(),
            None => self
                .row
                .rounds
                .and_then(|r| u32::try_from(r).ok())
                .unwrap_or(0),
        }
    }
}

fn spot(row: &TournamentRow) -> TournamentSpot {
    TournamentSpot {
        tournament: row.id,
        guild: row.guild(),
        channel: row.channel(),
    }
}

fn format_of(row: &TournamentRow) -> Format {
    match (row.format, row.rounds) {
        (TournamentFormat::Swiss, Some(rounds)) => Format::Swiss {
            rounds: u32::try_from(rounds).unwrap_or(0),
        },
        _ => Format::RoundRobin,
    }
}

fn corrupt(id: TournamentId, reason: impl ToString) -> ServiceError {
    InternalError::Tournament {
        tournament: id,
        reason: reason.to_string(),
    }
    .into()
}

/// Reads tournament `row` (already loaded, and locked in a write
/// transaction) with its entrants and rounds, and rebuilds the core once it
/// has started.
async fn load(tx: &mut Tx, row: TournamentRow) -> Result<Loaded, ServiceError> {
    let entrants = tx.entrants(row.id).await?;
    let joined = entrants
        .iter()
        .filter(|e| e.status == EntrantStatus::Joined)
        .map(crate::storage::EntrantRow::user)
        .collect();
    let removed = entrants
        .iter()
        .filter(|e| e.status == EntrantStatus::Removed)
        .map(crate::storage::EntrantRow::user)
        .collect();
    if row.state == TournamentState::Signup
        || (row.state == TournamentState::Cancelled && row.started_at.is_none())
    {
        return Ok(Loaded {
            row,
            core: None,
            pairings: Vec::new(),
            joined,
            removed,
        });
    }
    let mut seeded: Vec<_> = entrants.iter().filter(|e| e.seed.is_some()).collect();
    seeded.sort_by_key(|e| e.seed);
    let players: Vec<PlayerId> = seeded.iter().map(|e| PlayerId::from(e.user())).collect();
    let withdrawn = withdrawn_of(&entrants);
    let pairings = tx.pairings(row.id).await?;
    let rounds = tx
        .rounds(row.id)
        .await?
        .into_iter()
        .map(|r| {
            let mut round = Round {
                games: Vec::new(),
                bye: r.bye().map(PlayerId::from),
            };
            for p in pairings.iter().filter(|p| p.round == r.number) {
                round.games.push(tournament::Game {
                    first: PlayerId::from(p.first()),
                    second: PlayerId::from(p.second()),
                    result: p.result,
                });
            }
            round
        })
        .collect();
    let core = Tournament::restore(format_of(&row), players, withdrawn, rounds)
        .map_err(|e| corrupt(row.id, e))?;
    Ok(Loaded {
        row,
        core: Some(core),
        pairings,
        joined,
        removed,
    })
}

/// The players of a started tournament who have withdrawn (left or been
/// removed after the start), among `entrants`.
fn withdrawn_of(entrants: &[crate::storage::EntrantRow]) -> BTreeSet<PlayerId> {
    entrants
        .iter()
        .filter(|e| e.seed.is_some() && e.status != EntrantStatus::Joined)
        .map(|e| PlayerId::from(e.user()))
        .collect()
}

/// The players of `core` who have withdrawn.
fn withdrawn_in(core: &Tournament) -> BTreeSet<PlayerId> {
    core.players()
        .iter()
        .copied()
        .filter(|&p| core.is_withdrawn(p))
        .collect()
}

/// The tournament's result of a game that ended with `result`, the game's
/// player 1 having moved first.
fn pairing_result(result: GameResult) -> PairingResult {
    match result {
        GameResult::Win1 => PairingResult::FirstWon,
        GameResult::Win2 => PairingResult::SecondWon,
        GameResult::Draw => PairingResult::Draw,
    }
}

impl Tournaments<'_> {
    /// The tournament of the caller's channel: the one not over, else the
    /// last one (it stays viewable); in a game's thread, that game's.
    async fn find_tournament(
        &self,
        tx: &mut Tx,
        channel: ChannelId,
    ) -> Result<Option<TournamentRow>, ServiceError> {
        if let Some(t) = tx.channel_tournament(channel).await? {
            return Ok(Some(t));
        }
        let Some(game) = tx.latest_game(channel).await? else {
            return Ok(None);
        };
        match game.tournament_id {
            Some(id) => Ok(tx.tournament(id).await?),
            None => Ok(None),
        }
    }

    /// The open tournament of `a`'s channel (or `id`, from a button), locked
    /// in the write transaction `tx`.
    async fn tournament_for(
        &self,
        tx: &mut Tx,
        a: Actor,
        id: Option<TournamentId>,
    ) -> Result<Loaded, ServiceError> {
        let row = match id {
            Some(id) => tx.tournament(id).await?,
            None => match tx.channel_tournament(a.channel).await? {
                // Locked by reading it again by id.
                Some(t) => tx.tournament(t.id).await?,
                None => None,
            },
        };
        let Some(row) = row.filter(|t| t.guild() == a.guild) else {
            return user_err(text::tournament_none());
        };
        load(tx, row).await
    }
}

/// The most rounds a Swiss may be created with (the players who join may
/// lower it).
const MAX_SWISS_ROUNDS: u32 = 20;

/// What [`Tournaments::pair_round`](crate::service::Tournaments::pair_round) did: the progress to post, and the games of
/// the round it paired, taken for this process to start.
struct Advanced {
    progress: Progress,
    starts: Vec<PairingStart>,
}

impl Advanced {
    /// Its messages, then the games to start.
    fn effects(self) -> Vec<Effect> {
        let mut out = vec![Effect::Tournament(self.progress)];
        if !self.starts.is_empty() {
            out.push(Effect::StartGames(GamesToStart {
                spot: self.progress.spot,
                games: self.starts,
            }));
        }
        out
    }
}

mod rounds;
mod signup;
mod split;
mod views;

use crate::service::context::Context;
use views::announcement;

/// Tournaments: sign-up, rounds, standings.
#[derive(Clone, Copy)]
pub struct Tournaments<'a> {
    cx: &'a Context,
}

impl<'a> Tournaments<'a> {
    /// The handle over the service's shared context.
    pub(in crate::service) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_games_result_is_the_boards_result() {
        assert_eq!(pairing_result(GameResult::Win1), PairingResult::FirstWon);
        assert_eq!(pairing_result(GameResult::Win2), PairingResult::SecondWon);
        assert_eq!(pairing_result(GameResult::Draw), PairingResult::Draw);
    }
}
