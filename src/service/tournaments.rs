//! Server tournaments around the pure core ([`crate::tournament`]): an
//! organiser (*Manage Server*) creates one in a channel, members join and
//! leave with the announcement's buttons until the sign-up deadline or a
//! start by hand, and the bot pairs every round, starts its games (each in
//! a thread of its own, [`Effect::StartGames`]), and when the last game of
//! a round ends pairs the next, until the winner is announced.
//!
//! **Exactly once.** A round is paired in the transaction that ends its
//! last game (a move, a resignation, a loss on time, a withdrawal) or that
//! starts or resumes the tournament: that transaction locks the
//! tournament's row (PostgreSQL `FOR UPDATE`; SQLite's write lock), reads
//! every result, and claims the next round with a conditional update of
//! `current_round` ([`Tx::advance_round`]) before inserting it (the round's
//! primary key refuses a second). Two games ending at the same moment on two
//! processes therefore take turns: the second sees the first's result and
//! pairs the round, the first saw an unfinished round and paired nothing.
//! The locks are always taken game first, then the tournament, so that two
//! such writers never wait for each other in a circle.
//!
//! **Starting the games** is Discord work (a thread per game), done after the
//! commit: each pairing is taken with a lease ([`PAIRING_LEASE`]) and names
//! its game once ([`Tx::set_pairing_game`]); a start interrupted by a
//! restart is taken again by the turn clock of any process once the lease
//! is old. Tournament games are ordinary rated games with the
//! tournament's time per turn, and takebacks are off in them.

use std::collections::BTreeSet;
use std::time::Duration;

use rand::{Rng, SeedableRng};

use crate::engine::{FastRng, Player, Position, Variant};
use crate::i18n::{Msg, Text};
use crate::storage::{
    Ending, EntrantStatus, GameResult, GameRow, NewGame, NewPairing, NewTournament, PairingResult,
    PairingRow, Plies, StorageError, TournamentFormat, TournamentRow, TournamentState, Tx,
};
use crate::tournament::{
    self, Format, PlayerId, Round, Standing, Tournament, TournamentError, swiss,
};

use super::effects::{ChannelPost, Effect, GamesToStart, Progress, TournamentSpot};
use super::takebacks::disable_closed;
use super::{
    Actor, Button, InternalError, MAX_TURN_LIMIT, MIN_TURN_LIMIT, Notice, Picture, Reply, Res,
    Service, ServiceError, humans, log_ending, ms_of, text, user_err,
};

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
    /// `None`: a round robin; `Some(n)`: a Swiss of `n` rounds.
    pub swiss_rounds: Option<u32>,
    /// Whether it is a Swiss (then `swiss_rounds` is required).
    pub swiss: bool,
    pub variant: Variant,
    pub turn_limit: Duration,
    /// When sign-up closes, from now; `None`: the organiser starts it.
    pub signup: Option<Duration>,
}

/// The standings to draw: the front end knows the players' names and the
/// reader's language, and asks [`Service::standings_png`] for the picture.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsPicture {
    pub title: String,
    pub caption: Msg,
    pub format: Format,
    pub rows: Vec<Standing>,
    pub alt_text: Msg,
}

/// A game of a round for the front end to start: make its thread, then
/// [`Service::start_pairing`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingStart {
    pub pairing: i64,
    pub round: i64,
    pub first: u64,
    pub second: u64,
}

/// A stored tournament rebuilt: the row, the core, and its pairings.
struct Loaded {
    row: TournamentRow,
    core: Option<Tournament>,
    pairings: Vec<PairingRow>,
    /// Everyone who joined and has not left or been removed, in the order
    /// they joined.
    joined: Vec<u64>,
    removed: BTreeSet<u64>,
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

fn to_core(r: PairingResult) -> tournament::GameResult {
    use tournament::GameResult as G;
    match r {
        PairingResult::First => G::FirstWon,
        PairingResult::Second => G::SecondWon,
        PairingResult::Draw => G::Draw,
        PairingResult::FirstForfeit => G::FirstForfeited,
        PairingResult::SecondForfeit => G::SecondForfeited,
        PairingResult::BothForfeit => G::BothForfeited,
    }
}

fn from_core(r: tournament::GameResult) -> PairingResult {
    use tournament::GameResult as G;
    match r {
        G::FirstWon => PairingResult::First,
        G::SecondWon => PairingResult::Second,
        G::Draw => PairingResult::Draw,
        G::FirstForfeited => PairingResult::FirstForfeit,
        G::SecondForfeited => PairingResult::SecondForfeit,
        G::BothForfeited => PairingResult::BothForfeit,
    }
}

fn corrupt(id: i64, reason: impl ToString) -> ServiceError {
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
    let players: Vec<PlayerId> = seeded.iter().map(|e| PlayerId(e.user())).collect();
    let withdrawn: Vec<PlayerId> = seeded
        .iter()
        .filter(|e| e.status != EntrantStatus::Joined)
        .map(|e| PlayerId(e.user()))
        .collect();
    let pairings = tx.pairings(row.id).await?;
    let rounds = tx
        .rounds(row.id)
        .await?
        .into_iter()
        .map(|r| {
            let mut round = Round {
                games: Vec::new(),
                bye: r.bye().map(PlayerId),
            };
            for p in pairings.iter().filter(|p| p.round == r.number) {
                round.games.push(tournament::Game {
                    first: PlayerId(p.first()),
                    second: PlayerId(p.second()),
                    result: p.result.map(to_core),
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

/// The tournament's result of a game that ended with `result`, the game's
/// player 1 having moved first.
fn pairing_result(result: GameResult) -> PairingResult {
    match result {
        GameResult::Win1 => PairingResult::First,
        GameResult::Win2 => PairingResult::Second,
        GameResult::Draw => PairingResult::Draw,
    }
}

impl Service {
    /// The tournament of the caller's channel: the one not over, else the
    /// last one (it stays viewable); in a game's thread, that game's.
    async fn find_tournament(
        &self,
        tx: &mut Tx,
        channel: u64,
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
        id: Option<i64>,
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

    /// Creates a tournament in the caller's channel (*Manage Server*): its
    /// announcement, with Join / Leave buttons, is the answer.
    ///
    /// # Errors
    /// A user error for non-admins, a bad name, a Swiss without its number
    /// of rounds (or a round robin with one), a time per turn or a sign-up
    /// out of range, or a channel that already has a tournament.
    pub async fn create_tournament(&self, a: Actor, spec: TournamentSpec) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let name = spec.name.trim();
        if name.is_empty() || name.chars().count() > MAX_TOURNAMENT_NAME {
            return user_err(text::tournament_name_invalid(MAX_TOURNAMENT_NAME));
        }
        let rounds = match (spec.swiss, spec.swiss_rounds) {
            (true, Some(r)) if (1..=MAX_SWISS_ROUNDS).contains(&r) => Some(i64::from(r)),
            (true, _) => return user_err(text::tournament_rounds_needed(MAX_SWISS_ROUNDS)),
            (false, Some(_)) => return user_err(text::tournament_rounds_for_round_robin()),
            (false, None) => None,
        };
        if spec.turn_limit < MIN_TURN_LIMIT || spec.turn_limit > MAX_TURN_LIMIT {
            return user_err(text::turn_limit_out_of_range(
                MIN_TURN_LIMIT,
                MAX_TURN_LIMIT,
            ));
        }
        if spec.signup.is_some_and(|d| d.is_zero() || d > MAX_SIGNUP) {
            return user_err(text::tournament_signup_out_of_range(
                (MAX_SIGNUP.as_secs() / 3600) as u32,
            ));
        }
        let now = self.now();
        let mut tx = self.db.begin().await?;
        if let Some(t) = tx.channel_tournament(a.channel).await?
            && !t.state.is_over()
        {
            return user_err(text::tournament_channel_taken(&t.name));
        }
        let new = NewTournament {
            guild: a.guild,
            channel: a.channel,
            name,
            format: if rounds.is_some() {
                TournamentFormat::Swiss
            } else {
                TournamentFormat::RoundRobin
            },
            rounds,
            variant: spec.variant,
            turn_limit_ms: ms_of(spec.turn_limit),
            signup_deadline: spec.signup.map(|d| now + ms_of(d)),
            organiser: a.user,
            now,
        };
        let id = match tx.insert_tournament(&new).await {
            Ok(id) => id,
            Err(StorageError::Taken(_)) => {
                drop(tx);
                return user_err(text::tournament_channel_taken(name));
            }
            Err(e) => return Err(e.into()),
        };
        let row = tx
            .tournament(id)
            .await?
            .ok_or_else(|| corrupt(id, "vanished"))?;
        let t = load(&mut tx, row).await?;
        tx.commit().await?;
        tracing::info!(tournament = id, "tournament created");
        Ok(announcement(&t).with([Effect::RecordAnnouncement { tournament: id }]))
    }

    /// Records the message that shows tournament `id`'s announcement.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn announcement_posted(&self, id: i64, message: u64) -> Result<(), ServiceError> {
        let mut tx = self.db.begin().await?;
        tx.set_tournament_message(id, message).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Tournament `id`'s announcement as it is now, with where it was
    /// posted: (channel, message, the announcement).
    ///
    /// # Errors
    /// Internal errors.
    pub async fn announcement(&self, id: i64) -> Result<Option<(u64, u64, Reply)>, ServiceError> {
        let mut tx = self.db.read().await?;
        let Some(row) = tx.tournament(id).await? else {
            return Ok(None);
        };
        let Some(message) = row.message() else {
            return Ok(None);
        };
        let t = load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(Some((t.row.channel(), message, announcement(&t))))
    }

    /// The caller joins the channel's tournament (or `id`'s, from its
    /// button) while sign-up is open.
    ///
    /// # Errors
    /// A user error when there is none, sign-up is closed, the caller has
    /// already joined or was removed by the organiser.
    pub async fn join_tournament(&self, a: Actor, id: Option<i64>) -> Res {
        let now = self.now();
        let mut tx = self.db.begin().await?;
        let t = self.tournament_for(&mut tx, a, id).await?;
        if t.row.state != TournamentState::Signup {
            return user_err(text::tournament_signup_closed(&t.row.name));
        }
        if t.removed.contains(&a.user) {
            return user_err(text::tournament_removed_no_rejoin(&t.row.name));
        }
        if !tx.join_tournament(t.row.id, a.user, now).await? {
            return user_err(text::tournament_already_joined(&t.row.name));
        }
        tx.commit().await?;
        Ok(
            Reply::ephemeral(text::tournament_joined(&t.row.name, t.joined.len() + 1)).with([
                Effect::RefreshAnnouncement {
                    tournament: t.row.id,
                },
            ]),
        )
    }

    /// The caller leaves the channel's tournament (or `id`'s): before the
    /// start, simply; once it runs, their game in progress is lost by
    /// forfeit (not rated) and they are paired no more.
    ///
    /// # Errors
    /// A user error when there is none, it is over, or the caller is not in
    /// it.
    pub async fn leave_tournament(&self, a: Actor, id: Option<i64>) -> Res {
        let id = match id {
            Some(id) => id,
            None => self.channel_tournament_id(a).await?,
        };
        self.withdraw(a, id, a.user, EntrantStatus::Left).await
    }

    /// Removes `user` from the channel's tournament (*Manage Server*), as
    /// if they had left; they can't join again.
    ///
    /// # Errors
    /// As [`Service::leave_tournament`], and for non-admins.
    pub async fn remove_from_tournament(&self, a: Actor, user: u64) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let id = self.channel_tournament_id(a).await?;
        self.withdraw(a, id, user, EntrantStatus::Removed).await
    }

    async fn channel_tournament_id(&self, a: Actor) -> Result<i64, ServiceError> {
        let mut tx = self.db.read().await?;
        let t = tx.channel_tournament(a.channel).await?;
        tx.commit().await?;
        match t {
            Some(t) if t.guild() == a.guild => Ok(t.id),
            _ => user_err(text::tournament_none()),
        }
    }

    /// Takes `user` out of tournament `id` (`status`: left or removed).
    async fn withdraw(&self, a: Actor, id: i64, user: u64, status: EntrantStatus) -> Res {
        let now = self.now();
        let mut tx = self.db.begin().await?;
        // The player's game first (every writer locks a game before its
        // tournament): found without locking, then locked.
        let open = tx
            .pairings(id)
            .await?
            .into_iter()
            .find(|p| p.result.is_none() && (p.first() == user || p.second() == user));
        let game = match open.as_ref().and_then(|p| p.game_id) {
            Some(game) => tx.game(game).await?,
            None => None,
        };
        let mut t = self.tournament_for(&mut tx, a, Some(id)).await?;
        if t.row.state.is_over() {
            return user_err(text::tournament_over(&t.row.name));
        }
        if !tx.set_entrant_status(id, user, status).await? {
            return user_err(text::tournament_not_entered(user, &t.row.name));
        }
        let name = t.row.name.clone();
        let mut lines = vec![match status {
            EntrantStatus::Removed => text::tournament_removed(a.user, user, &name),
            _ => text::tournament_withdrew(user, &name),
        }];
        let mut effects = vec![Effect::RefreshAnnouncement { tournament: id }];
        if t.row.state == TournamentState::Signup {
            tx.commit().await?;
            let reply = if status == EntrantStatus::Left {
                Reply::ephemeral(text::tournament_left_signup(&name))
            } else {
                Reply::text(Text(lines))
            };
            return Ok(reply.with(effects));
        }
        // The game of the current round, as it is now (it may have ended
        // between the look-up and the locks).
        let open = match open {
            Some(p) => tx.pairing(p.id).await?.filter(|p| p.result.is_none()),
            None => None,
        };
        if let Some(p) = open {
            let first_left = p.first() == user;
            let result = if first_left {
                PairingResult::FirstForfeit
            } else {
                PairingResult::SecondForfeit
            };
            tx.set_pairing_result(p.id, result).await?;
            let opponent = if first_left { p.second() } else { p.first() };
            lines.push(text::tournament_forfeit(user, opponent));
            if let Some(g) = game.filter(|g| g.status == crate::storage::GameStatus::Active) {
                // Over, unrated: the forfeit is the tournament's result.
                let e = Ending::aborted(now);
                if tx
                    .end_game(g.id, Plies::unchanged(g.revision, g.ply), &e)
                    .await?
                {
                    let overtaken = tx.overtake_takeback(g.id, now).await?;
                    effects.extend(disable_closed(overtaken.as_ref()));
                    effects.push(Effect::Post(ChannelPost {
                        channel: g.channel(),
                        game: Some(g.id),
                        reply: Box::new(Reply {
                            text: text::tournament_game_forfeited(user, opponent).into(),
                            mentions: humans([opponent]),
                            ..Reply::default()
                        }),
                    }));
                    log_ending(&e);
                }
            }
            // The core sees the forfeit.
            t = load(&mut tx, t.row).await?;
        }
        let progress = self.advance(&mut tx, t, now).await?;
        tx.commit().await?;
        tracing::info!(tournament = id, user, "tournament player withdrawn");
        effects.extend(progress.map(Advanced::effects).into_iter().flatten());
        Ok(Reply {
            text: Text(lines),
            mentions: humans([user]),
            ..Reply::default()
        }
        .with(effects))
    }

    /// Starts the channel's tournament now (*Manage Server*): seeds, then
    /// round one.
    ///
    /// # Errors
    /// A user error for non-admins, when there is none, it has started, or
    /// too few players joined.
    pub async fn start_tournament(&self, a: Actor) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let now = self.now();
        let mut tx = self.db.begin().await?;
        let t = self.tournament_for(&mut tx, a, None).await?;
        if t.row.state != TournamentState::Signup {
            return user_err(text::tournament_already_started(&t.row.name));
        }
        let count = t.joined.len();
        if count < 2 {
            return user_err(text::tournament_too_few(&t.row.name, count));
        }
        if let Some(rounds) = t.row.rounds
            && u32::try_from(rounds).unwrap_or(u32::MAX) > swiss::max_rounds(count)
        {
            let needed = usize::try_from(rounds).unwrap_or(usize::MAX) * 2 - 1;
            return user_err(text::tournament_too_few_for_rounds(rounds, needed, count));
        }
        let reply = self.begin_tournament(&mut tx, t, now).await?;
        tx.commit().await?;
        Ok(reply)
    }

    /// Seeds the players (by rating on the variant's ladder, then by who
    /// joined first), opens the tournament and pairs round one, in `tx`.
    /// The reply says it began (and, when fewer came than a Swiss's rounds
    /// need, that it has fewer rounds).
    async fn begin_tournament(
        &self,
        tx: &mut Tx,
        t: Loaded,
        now: i64,
    ) -> Result<Reply, ServiceError> {
        let mut lines = Vec::new();
        let count = t.joined.len();
        if let Some(rounds) = t.row.rounds {
            let max = swiss::max_rounds(count);
            if u32::try_from(rounds).unwrap_or(u32::MAX) > max {
                tx.set_tournament_rounds(t.row.id, i64::from(max)).await?;
                lines.push(text::tournament_rounds_reduced(count, max));
            }
        }
        let mut seeds = Vec::with_capacity(count);
        for (order, &user) in t.joined.iter().enumerate() {
            let rating = tx
                .rating(t.row.guild(), t.row.variant, user)
                .await?
                .map_or(1500.0, |r| r.rating);
            seeds.push((rating, order, user));
        }
        seeds.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        for (seed, (_, _, user)) in seeds.iter().enumerate() {
            tx.set_seed(t.row.id, *user, seed as i64).await?;
        }
        if !tx
            .set_tournament_state(
                t.row.id,
                TournamentState::Signup,
                TournamentState::Running,
                now,
            )
            .await?
        {
            return user_err(text::tournament_already_started(&t.row.name));
        }
        let row = tx
            .tournament(t.row.id)
            .await?
            .ok_or_else(|| corrupt(t.row.id, "vanished"))?;
        let t = load(tx, row).await?;
        lines.insert(0, text::tournament_started(&t.row.name, count, t.total()));
        let id = t.row.id;
        let progress = self.advance(tx, t, now).await?;
        tracing::info!(tournament = id, players = count, "tournament started");
        Ok(Reply::text(Text(lines))
            .with([Effect::RefreshAnnouncement { tournament: id }])
            .with(progress.map(Advanced::effects).into_iter().flatten()))
    }

    /// Pauses the channel's tournament (*Manage Server*): games in progress
    /// go on; the next round waits for [`Service::resume_tournament`].
    ///
    /// # Errors
    /// A user error for non-admins, when there is none or it is not running.
    pub async fn pause_tournament(&self, a: Actor) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let now = self.now();
        let mut tx = self.db.begin().await?;
        let t = self.tournament_for(&mut tx, a, None).await?;
        if !tx
            .set_tournament_state(
                t.row.id,
                TournamentState::Running,
                TournamentState::Paused,
                now,
            )
            .await?
        {
            return user_err(text::tournament_not_running(&t.row.name));
        }
        tx.commit().await?;
        Ok(Reply::text(text::tournament_paused(&t.row.name)))
    }

    /// Resumes the channel's paused tournament (*Manage Server*); a round
    /// that ended meanwhile is followed by the next at once.
    ///
    /// # Errors
    /// A user error for non-admins, when there is none or it is not paused.
    pub async fn resume_tournament(&self, a: Actor) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let now = self.now();
        let mut tx = self.db.begin().await?;
        let mut t = self.tournament_for(&mut tx, a, None).await?;
        if !tx
            .set_tournament_state(
                t.row.id,
                TournamentState::Paused,
                TournamentState::Running,
                now,
            )
            .await?
        {
            return user_err(text::tournament_not_paused(&t.row.name));
        }
        t.row.state = TournamentState::Running;
        let name = t.row.name.clone();
        let progress = self.advance(&mut tx, t, now).await?;
        tx.commit().await?;
        Ok(Reply::text(text::tournament_resumed(&name))
            .with(progress.map(Advanced::effects).into_iter().flatten()))
    }

    /// Cancels the channel's tournament (*Manage Server*). Games in
    /// progress go on as ordinary rated games; no round follows.
    ///
    /// # Errors
    /// A user error for non-admins, when there is none or it is over.
    pub async fn cancel_tournament(&self, a: Actor) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let now = self.now();
        let mut tx = self.db.begin().await?;
        let t = self.tournament_for(&mut tx, a, None).await?;
        if t.row.state.is_over()
            || !tx
                .set_tournament_state(t.row.id, t.row.state, TournamentState::Cancelled, now)
                .await?
        {
            return user_err(text::tournament_over(&t.row.name));
        }
        tx.commit().await?;
        tracing::info!(tournament = t.row.id, "tournament cancelled");
        Ok(
            Reply::text(text::tournament_cancelled(a.user, &t.row.name)).with([
                Effect::RefreshAnnouncement {
                    tournament: t.row.id,
                },
            ]),
        )
    }

    /// The standings of the channel's tournament (also once it is over, and
    /// from one of its games' threads): a picture and a short text.
    ///
    /// # Errors
    /// A user error when there is none or it has not started.
    pub async fn tournament_standings(&self, a: Actor) -> Res {
        let mut tx = self.db.read().await?;
        let Some(row) = self.find_tournament(&mut tx, a.channel).await? else {
            return user_err(text::tournament_none());
        };
        if row.guild() != a.guild {
            return user_err(text::tournament_none());
        }
        let t = load(&mut tx, row).await?;
        tx.commit().await?;
        if t.core.is_none() {
            return Ok(Reply::ephemeral(Text(vec![
                text::tournament_signup_until(t.row.signup_deadline),
                text::tournament_entrants(&t.joined),
            ])));
        }
        Ok(standings_reply(&t, Vec::new()))
    }

    /// Ends the tournament part of game `row`, which just ended with
    /// `result` in the write transaction `tx` (which locked the game): its
    /// pairing gets the result and, if that ends the round, the next round
    /// is paired (or the tournament finishes). What the tournament then
    /// posts is returned as effects.
    pub(super) async fn tournament_game_over(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        result: Option<GameResult>,
    ) -> Result<Vec<Effect>, ServiceError> {
        let (Some(id), Some(result)) = (row.tournament_id, result) else {
            return Ok(Vec::new());
        };
        let Some(t) = tx.tournament(id).await? else {
            return Ok(Vec::new());
        };
        let Some(p) = tx.pairing_of_game(row.id).await? else {
            return Ok(Vec::new());
        };
        if !tx.set_pairing_result(p.id, pairing_result(result)).await? {
            return Ok(Vec::new());
        }
        let t = load(tx, t).await?;
        let progress = self.advance(tx, t, self.now()).await?;
        Ok(progress
            .map(Advanced::effects)
            .into_iter()
            .flatten()
            .collect())
    }

    /// If the current round of running tournament `t` (read in `tx`, its
    /// row locked) is over, pairs the next one, or finishes the tournament
    /// after its last; rounds decided entirely by forfeit are passed
    /// through. `None` when nothing moved.
    async fn advance(
        &self,
        tx: &mut Tx,
        mut t: Loaded,
        now: i64,
    ) -> Result<Option<Advanced>, ServiceError> {
        let mut starts = Vec::new();
        let mut progress = Progress {
            spot: t.spot(),
            ended: None,
            started: None,
            finished: false,
        };
        loop {
            if t.row.state != TournamentState::Running {
                break;
            }
            let Some(core) = t.core.as_mut() else {
                break;
            };
            let current = t.row.current_round;
            if core.rounds().last().is_some_and(|r| !r.is_complete()) {
                break;
            }
            let paired = match core.advance() {
                Ok(round) => Some(round.clone()),
                Err(TournamentError::Finished | TournamentError::TooFewPlayers { .. }) => None,
                Err(e) => return Err(corrupt(t.row.id, e)),
            };
            let Some(round) = paired else {
                if tx
                    .set_tournament_state(
                        t.row.id,
                        TournamentState::Running,
                        TournamentState::Finished,
                        now,
                    )
                    .await?
                {
                    progress.ended = (current > 0).then_some(current);
                    progress.finished = true;
                    tracing::info!(tournament = t.row.id, "tournament finished");
                }
                break;
            };
            // The claim: one writer pairs this round.
            if !tx.advance_round(t.row.id, current).await? {
                break;
            }
            let number = current + 1;
            tx.insert_round(t.row.id, number, round.bye.map(|p| p.0), now)
                .await?;
            starts.clear();
            for (board, g) in round.games.iter().enumerate() {
                let pairing = tx
                    .insert_pairing(&NewPairing {
                        tournament: t.row.id,
                        round: number,
                        board: board as i64 + 1,
                        first: g.first.0,
                        second: g.second.0,
                        result: g.result.map(from_core),
                        claimed_at: now,
                    })
                    .await?;
                if g.result.is_none() {
                    starts.push(PairingStart {
                        pairing,
                        round: number,
                        first: g.first.0,
                        second: g.second.0,
                    });
                }
            }
            tracing::info!(tournament = t.row.id, round = number, "round paired");
            if current > 0 {
                progress.ended = Some(current);
            }
            progress.started = Some(number);
            t.row.current_round = number;
        }
        Ok(
            (progress.ended.is_some() || progress.started.is_some() || progress.finished)
                .then_some(Advanced { progress, starts }),
        )
    }

    /// The messages a tournament's progress calls for, in order: the
    /// standings after the round that ended (with the winner after the
    /// last), then the pairings of the round that starts.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn tournament_posts(&self, p: &Progress) -> Result<Vec<Reply>, ServiceError> {
        let mut tx = self.db.read().await?;
        let Some(row) = tx.tournament(p.spot.tournament).await? else {
            return Ok(Vec::new());
        };
        let t = load(&mut tx, row).await?;
        tx.commit().await?;
        let mut posts = Vec::new();
        if let Some(round) = p.ended {
            let mut head = vec![text::tournament_round_over(&t.row.name, round)];
            if p.finished {
                let winners: Vec<u64> = t
                    .core
                    .as_ref()
                    .map(Tournament::standings)
                    .unwrap_or_default()
                    .iter()
                    .filter(|s| s.rank == 1)
                    .map(|s| s.player.0)
                    .collect();
                head.push(text::tournament_winner(&t.row.name, &winners));
                let mut reply = standings_reply(&t, head);
                reply.ephemeral = false;
                reply.mentions = winners;
                posts.push(reply);
            } else {
                let mut reply = standings_reply(&t, head);
                reply.ephemeral = false;
                posts.push(reply);
            }
        }
        if let Some(round) = p.started {
            posts.push(round_announcement(&t, round));
        }
        Ok(posts)
    }

    /// Starts the game of pairing `id` in `thread` (made for it): its first
    /// player moves first, the tournament's time per turn. The game's start
    /// to post in the thread, pinging both players; `None` when the pairing
    /// has a game or a result already, or the tournament is over.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn start_pairing(&self, id: i64, thread: u64) -> Result<Option<Reply>, ServiceError> {
        let now = self.now();
        let mut tx = self.db.begin().await?;
        let Some(p) = tx.pairing(id).await? else {
            return Ok(None);
        };
        let Some(t) = tx.tournament(p.tournament_id).await? else {
            return Ok(None);
        };
        if p.game_id.is_some()
            || p.result.is_some()
            || !matches!(t.state, TournamentState::Running | TournamentState::Paused)
        {
            return Ok(None);
        }
        if tx.active_game(thread).await?.is_some() {
            return Ok(None);
        }
        let seed = FastRng::seed_from_u64((now as u64) ^ (id as u64).rotate_left(29)).next_u64();
        let start = Position::random_start(seed, t.variant);
        let lpn = start.to_string();
        let limit = t.turn_limit_ms;
        let game = tx
            .insert_game(&NewGame {
                guild: t.guild(),
                channel: thread,
                challenge: None,
                variant: t.variant,
                seed: seed as i64,
                start_lpn: &lpn,
                player1: p.first(),
                player2: p.second(),
                now,
                warn_at: now + limit / 2,
                deadline_at: now + limit,
                ai_level: None,
            })
            .await?;
        tx.set_game_tournament(game, t.id, limit).await?;
        if !tx.set_pairing_game(p.id, game).await? {
            return Ok(None);
        }
        tx.commit().await?;
        let span = super::game_span(super::GameRef::new(t.guild(), thread, game));
        span.in_scope(|| {
            tracing::info!(
                tournament = t.id,
                round = p.round,
                "tournament game started"
            );
        });
        let image = self.picture(&start, None).await;
        Ok(Some(Reply {
            text: text::tournament_game_started(
                &t.name,
                p.round,
                p.first(),
                p.second(),
                t.variant,
                limit,
            )
            .into(),
            image,
            mentions: vec![p.first(), p.second()],
            accent: Some(Player::One),
            buttons: vec![Button::Move { game, rev: 0 }],
            position: Some(start),
            ..Reply::default()
        }))
    }

    /// The standings picture of `s`, with the players' `names` (in the
    /// order of its rows) and the reader's words: `labels` as
    /// [`text::standings_labels`] lists them, the caption rendered.
    pub async fn standings_png(
        &self,
        s: &StandingsPicture,
        names: Vec<String>,
        labels: [String; 7],
        caption: String,
    ) -> Option<Picture> {
        let rows: Vec<(Standing, String)> = s.rows.iter().cloned().zip(names).collect();
        let title = s.title.clone();
        let format = s.format;
        let drawn = self
            .pool
            .picture(move || {
                let view = crate::render::StandingsView {
                    title: &title,
                    caption: &caption,
                    format,
                    rows: &rows,
                    labels: crate::render::StandingsLabels {
                        rank: &labels[0],
                        player: &labels[1],
                        points: &labels[2],
                        buchholz: &labels[3],
                        sonneborn_berger: &labels[4],
                        played: &labels[5],
                        withdrawn: &labels[6],
                    },
                };
                crate::render::standings_png(&view)
            })
            .await;
        match drawn.map(|ran| ran.value) {
            Ok(Ok(bytes)) => Some(Picture {
                bytes,
                file_name: "standings.png".to_owned(),
                alt_text: s.alt_text.clone(),
            }),
            Ok(Err(e)) => {
                tracing::error!("standings picture failed: {e}");
                None
            }
            Err(e) => {
                tracing::error!("standings picture task failed: {e}");
                None
            }
        }
    }

    /// The turn clock's part: tournaments whose sign-up deadline has
    /// passed start (or are cancelled with too few players), and games of a
    /// round whose start a stopped process left undone are started.
    pub(super) async fn tournament_tick(&self, now: i64) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        let mut tx = self.db.read().await?;
        let due = tx.signups_due(now).await?;
        let stalled = tx.stalled_pairings(now - ms_of(PAIRING_LEASE)).await?;
        tx.commit().await?;
        for row in due {
            match self.close_signup(row.id, now).await {
                Ok(Some(n)) => notices.push(n),
                Ok(None) => {}
                Err(e) => tracing::error!(
                    tournament = row.id,
                    "turn clock: closing a tournament's sign-up failed: {e}"
                ),
            }
        }
        let stale = now - ms_of(PAIRING_LEASE);
        let mut by_tournament: Vec<(i64, Vec<PairingRow>)> = Vec::new();
        for p in stalled {
            match by_tournament.last_mut() {
                Some((id, ps)) if *id == p.tournament_id => ps.push(p),
                _ => by_tournament.push((p.tournament_id, vec![p])),
            }
        }
        for (id, pairings) in by_tournament {
            // Each taken by one process only (the lease's conditional
            // update); the others see it taken.
            let mut tx = self.db.begin().await?;
            let Some(row) = tx.tournament(id).await? else {
                continue;
            };
            let mut games = Vec::new();
            for p in pairings {
                if tx.claim_pairing(p.id, now, stale).await? {
                    games.push(PairingStart {
                        pairing: p.id,
                        round: p.round,
                        first: p.first(),
                        second: p.second(),
                    });
                }
            }
            tx.commit().await?;
            let Some(round) = games.first().map(|g| g.round) else {
                continue;
            };
            tracing::info!(tournament = id, round, "starting games left unstarted");
            notices.push(Notice {
                guild: row.guild(),
                channel: row.channel(),
                game: None,
                reply: Reply::text(text::tournament_resuming(&row.name, round)).with([
                    Effect::StartGames(GamesToStart {
                        spot: spot(&row),
                        games,
                    }),
                ]),
            });
        }
        Ok(notices)
    }

    /// Closes the sign-up of tournament `id` at its deadline: it starts,
    /// or is cancelled with fewer than two players. Once only.
    async fn close_signup(&self, id: i64, now: i64) -> Result<Option<Notice>, ServiceError> {
        let mut tx = self.db.begin().await?;
        let Some(row) = tx.claim_signup(id).await? else {
            return Ok(None);
        };
        if row.signup_deadline.is_none_or(|d| d > now) {
            return Ok(None);
        }
        let t = load(&mut tx, row).await?;
        let (guild, channel) = (t.row.guild(), t.row.channel());
        let count = t.joined.len();
        let reply = if count < 2 {
            let name = t.row.name.clone();
            tx.set_tournament_state(id, TournamentState::Signup, TournamentState::Cancelled, now)
                .await?;
            Reply::text(text::tournament_cancelled_too_few(&name, count))
                .with([Effect::RefreshAnnouncement { tournament: id }])
        } else {
            self.begin_tournament(&mut tx, t, now).await?
        };
        tx.commit().await?;
        Ok(Some(Notice {
            guild,
            channel,
            game: None,
            reply,
        }))
    }

    /// Whether game `row` is a tournament's, and which: its name.
    pub(super) async fn tournament_name_of(
        tx: &mut Tx,
        row: &GameRow,
    ) -> Result<Option<String>, ServiceError> {
        match row.tournament_id {
            Some(id) => Ok(tx.tournament(id).await?.map(|t| t.name)),
            None => Ok(None),
        }
    }
}

/// The most rounds a Swiss may be created with (the players who join may
/// lower it).
const MAX_SWISS_ROUNDS: u32 = 20;

/// What [`Service::advance`] did: the progress to post, and the games of
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

/// The announcement of `t`: what it is, when it starts, who joined, and
/// while sign-up is open the Join / Leave buttons.
fn announcement(t: &Loaded) -> Reply {
    let r = &t.row;
    let mut lines = vec![text::tournament_announce(
        &r.name,
        r.rounds,
        r.variant,
        r.turn_limit_ms,
        r.organiser(),
    )];
    let mut buttons = Vec::new();
    match r.state {
        TournamentState::Signup => {
            lines.push(text::tournament_signup_until(r.signup_deadline));
            buttons = vec![
                Button::JoinTournament { tournament: r.id },
                Button::LeaveTournament { tournament: r.id },
            ];
        }
        TournamentState::Cancelled => lines.push(text::tournament_cancelled_line()),
        _ => lines.push(text::tournament_signup_closed_line(
            t.core
                .as_ref()
                .map_or(t.joined.len(), |c| c.players().len()),
        )),
    }
    let entrants: Vec<u64> = match &t.core {
        Some(core) => core.players().iter().map(|p| p.0).collect(),
        None => t.joined.clone(),
    };
    lines.push(text::tournament_entrants(&entrants));
    Reply {
        text: Text(lines),
        buttons,
        ..Reply::default()
    }
}

/// The pairings of round `round` of `t`: every board with both players
/// named (the first to move first), the bye, forfeits decided at once.
fn round_announcement(t: &Loaded, round: i64) -> Reply {
    let swiss = t.row.format == TournamentFormat::Swiss;
    let mut lines = vec![text::tournament_round(&t.row.name, round, t.total())];
    let mut mentions = Vec::new();
    for p in t.pairings.iter().filter(|p| p.round == round) {
        if p.result.is_some() {
            lines.push(text::tournament_board_forfeit(
                p.board,
                p.first(),
                p.second(),
            ));
        } else {
            lines.push(text::tournament_board(p.board, p.first(), p.second()));
            mentions.extend([p.first(), p.second()]);
        }
    }
    let bye = t
        .core
        .as_ref()
        .and_then(|c| c.rounds().get(usize::try_from(round - 1).ok()?)?.bye);
    if let Some(bye) = bye {
        lines.push(text::tournament_bye(bye.0, swiss));
        mentions.push(bye.0);
    }
    Reply {
        text: Text(lines),
        mentions,
        ..Reply::default()
    }
}

/// The standings of `t` after `head`: the table in text, and the picture
/// for the front end to draw.
fn standings_reply(t: &Loaded, mut lines: Vec<Msg>) -> Reply {
    let Some(core) = &t.core else {
        return Reply::text(Text(lines));
    };
    let rows = core.standings();
    // After the rounds played to the end (the next one may be paired already).
    let round = core.rounds().iter().filter(|r| r.is_complete()).count() as i64;
    let over = t.row.state.is_over();
    lines.push(text::tournament_standings_head(
        &t.row.name,
        round,
        t.total(),
        over,
    ));
    for s in &rows {
        lines.push(text::standings_row(
            s.rank,
            s.player.0,
            &s.points.to_string(),
            s.buchholz.map(|b| b.to_string()).as_deref(),
            &s.sonneborn_berger.to_string(),
            s.played,
            s.withdrawn,
        ));
    }
    let leader = rows.first();
    let alt_text = text::standings_alt(
        &t.row.name,
        leader.map(|s| s.player.0),
        &leader.map(|s| s.points.to_string()).unwrap_or_default(),
    );
    // One message, whose rows are joined as lines by the front end.
    Reply {
        text: Text(lines),
        standings: Some(StandingsPicture {
            title: t.row.name.clone(),
            caption: text::standings_caption(t.row.rounds, round, t.total(), over),
            format: core.format(),
            rows,
            alt_text,
        }),
        ..Reply::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_map_both_ways() {
        for r in [
            PairingResult::First,
            PairingResult::Second,
            PairingResult::Draw,
            PairingResult::FirstForfeit,
            PairingResult::SecondForfeit,
            PairingResult::BothForfeit,
        ] {
            assert_eq!(from_core(to_core(r)), r);
        }
        assert_eq!(pairing_result(GameResult::Win2), PairingResult::Second);
    }
}
