//! Rounds: a game that ends may end its round, which pairs the next (exactly
//! once, see the parent module); the games of a paired round started in
//! their threads; the turn clock's sign-up deadlines and unstarted games.

use crate::ids::{ChannelId, PairingId, TournamentId};
use crate::service::effects::PairingStart;
use crate::time::Timestamp;
use rand::{Rng, SeedableRng};

use super::{
    Advanced, Button, Effect, FastRng, GameResult, GameRow, GamesToStart, NewGame, NewPairing,
    Notice, PAIRING_LEASE, PairingRow, Player, Position, Progress, Reply, ServiceError,
    TournamentError, TournamentRow, TournamentState, Tournaments, Tx, corrupt, load,
    pairing_result, spot, text, withdrawn_in, withdrawn_of,
};
use crate::service::effects::Effects;
use crate::service::reply::NoticeReach;

/// How many times a round is paired again when players keep withdrawing
/// while it is paired, before the turn clock is left to try later.
const MAX_PAIRING_RETRIES: u32 = 3;

impl Tournaments<'_> {
    /// Ends the tournament part of game `row`, which just ended with
    /// `result` in the write transaction `tx` (which locked the game): its
    /// pairing gets the result. When that ends the round, the next round is
    /// due ([`Effect::PairRound`]), paired after the commit by
    /// [`Tournaments::pair_round`](crate::service::Tournaments::pair_round),
    /// never in this transaction.
    pub(in crate::service) async fn game_over(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        result: Option<GameResult>,
    ) -> Result<Vec<Effect>, ServiceError> {
        let (Some(id), Some(result)) = (row.tournament_id, result) else {
            return Ok(Vec::new());
        };
        // Locks the tournament's row: of two games ending at once, the
        // second sees the first's result.
        let Some(t) = tx.tournament(id).await? else {
            return Ok(Vec::new());
        };
        let Some(p) = tx.pairing_of_game(row.id).await? else {
            return Ok(Vec::new());
        };
        if !tx.set_pairing_result(p.id, pairing_result(result)).await? || p.round != t.current_round
        {
            return Ok(Vec::new());
        }
        Ok(self.next_round_due(tx, &t).await?.into_iter().collect())
    }

    /// The pairing of running tournament `row`'s next round, as an effect,
    /// when its current round is over (as `tx` sees it, with what it
    /// wrote) or it has none yet. Noted as due in this process, so that the
    /// turn clock leaves it to that effect.
    pub(super) async fn next_round_due(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
    ) -> Result<Option<Effect>, ServiceError> {
        if row.state != TournamentState::Running
            || tx.open_pairings(row.id, row.current_round).await? > 0
        {
            return Ok(None);
        }
        self.cx
            .pairing_due
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(row.id, self.cx.now());
        Ok(Some(Effect::PairRound(spot(row))))
    }

    /// Pairs the next round of tournament `id` when its current round is
    /// over (or it has none yet), or finishes it after its last; rounds
    /// decided entirely by forfeit are passed through. The pairing, a
    /// matching over the whole field that takes seconds for a thousand
    /// players, runs on the CPU pool with no transaction open: the
    /// tournament is read, paired, then written in a short transaction that
    /// claims the round ([`Tx::advance_round`]) and checks that nobody
    /// withdrew meanwhile (if somebody did, it is paired again). Returns the
    /// messages to post and the games to start, taken for this process;
    /// none when nothing moved (another writer paired it first, or it was
    /// paused or cancelled meanwhile).
    ///
    /// # Errors
    /// Internal errors; the turn clock tries again a lease later.
    pub async fn pair_round(&self, id: TournamentId) -> Result<Effects, ServiceError> {
        let paired = self.pair_rounds(id).await;
        let mut due = self
            .cx
            .pairing_due
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if paired.is_ok() {
            due.remove(&id);
        } else {
            // The turn clock tries again once a lease has passed.
            due.insert(id, self.cx.now());
        }
        drop(due);
        Ok(Effects::new(
            paired?
                .map(Advanced::effects)
                .into_iter()
                .flatten()
                .collect(),
        ))
    }

    async fn pair_rounds(&self, id: TournamentId) -> Result<Option<Advanced>, ServiceError> {
        let mut progress: Option<Progress> = None;
        let mut starts = Vec::new();
        let mut retries = 0;
        loop {
            let mut tx = self.cx.db.read().await?;
            let Some(row) = tx.tournament(id).await? else {
                break;
            };
            let t = load(&mut tx, row).await?;
            tx.commit().await?;
            let spot = t.spot();
            let p = progress.get_or_insert(Progress {
                spot,
                ended: None,
                started: None,
                finished: false,
            });
            if t.row.state != TournamentState::Running {
                break;
            }
            let Some(mut core) = t.core else {
                break;
            };
            if core.rounds().last().is_some_and(|r| !r.is_complete()) {
                break;
            }
            let current = t.row.current_round;
            let withdrawn = withdrawn_in(&core);
            let began = std::time::Instant::now();
            let paired = self.cx.pairing(move || core.advance().cloned()).await?;
            let took = began.elapsed();
            // The write: short, under the tournament's lock.
            let now = self.cx.now();
            let mut tx = self.cx.db.begin().await?;
            let Some(row) = tx.tournament(id).await? else {
                break;
            };
            if row.state != TournamentState::Running || row.current_round != current {
                // Paused, cancelled, or paired by another writer meanwhile.
                break;
            }
            if withdrawn_of(&tx.entrants(id).await?) != withdrawn {
                // Somebody withdrew meanwhile: pair again without them.
                drop(tx);
                retries += 1;
                if retries > MAX_PAIRING_RETRIES {
                    return Err(corrupt(id, "withdrawals kept changing during its pairing"));
                }
                continue;
            }
            let round = match paired {
                Ok(round) => round,
                Err(TournamentError::Finished | TournamentError::TooFewPlayers { .. }) => {
                    if tx
                        .set_tournament_state(
                            id,
                            TournamentState::Running,
                            TournamentState::Finished,
                            now,
                        )
                        .await?
                    {
                        p.ended = (current > 0).then_some(current);
                        p.finished = true;
                        tracing::info!(tournament = id.get(), "tournament finished");
                    }
                    tx.commit().await?;
                    break;
                }
                Err(e) => return Err(corrupt(id, e)),
            };
            // The claim: one writer pairs this round.
            if !tx.advance_round(id, current).await? {
                break;
            }
            let number = current + 1;
            tx.insert_round(
                id,
                number,
                round.bye.map(crate::tournament::PlayerId::user),
                now,
            )
            .await?;
            starts.clear();
            for (board, g) in round.games.iter().enumerate() {
                let pairing = tx
                    .insert_pairing(&NewPairing {
                        tournament: id,
                        round: number,
                        board: board as i64 + 1,
                        first: g.first.user(),
                        second: g.second.user(),
                        result: g.result,
                        claimed_at: now,
                    })
                    .await?;
                if g.result.is_none() {
                    starts.push(PairingStart {
                        pairing,
                        round: number,
                        first: g.first.user(),
                        second: g.second.user(),
                    });
                }
            }
            tx.commit().await?;
            tracing::info!(
                tournament = id.get(),
                round = number,
                players = t.joined.len(),
                pairing_ms = took.as_millis() as u64,
                "round paired"
            );
            if current > 0 {
                p.ended = Some(current);
            }
            p.started = Some(number);
        }
        Ok(progress
            .filter(|p| p.ended.is_some() || p.started.is_some() || p.finished)
            .map(|progress| Advanced { progress, starts }))
    }

    /// Notes that the thread of pairing `pairing` could not be made: true
    /// the first time, when its players are to be told. The turn clock
    /// tries again every minute without telling them again, until
    /// [`Tournaments::start_pairing`](crate::service::Tournaments::start_pairing) starts the game. Kept by the process:
    /// after a restart they are told once more.
    pub fn thread_failed(&self, pairing: PairingId) -> bool {
        self.cx
            .thread_failures
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(pairing)
    }

    /// Starts the game of pairing `id` in `thread` (made for it): its first
    /// player moves first, the tournament's time per turn. The game's start
    /// to post in the thread, pinging both players; `None` when the pairing
    /// has a game or a result already, or the tournament is over.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn start_pairing(
        &self,
        id: PairingId,
        thread: ChannelId,
    ) -> Result<Option<Reply>, ServiceError> {
        self.cx
            .thread_failures
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&id);
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
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
        let seed =
            FastRng::seed_from_u64((now.millis() as u64) ^ (id.get() as u64).rotate_left(29))
                .next_u64();
        let start = Position::random_start(seed, t.variant);
        let lpn = start.to_string();
        let limit = t.turn_limit();
        let game = tx
            .insert_game(&NewGame {
                guild: t.guild(),
                channel: thread,
                challenge: None,
                variant: t.variant,
                seed: seed as i64,
                start_lpn: &lpn,
                player1: p.first().into(),
                player2: p.second().into(),
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
        let span = crate::service::common::game_span(crate::service::types::GameRef::new(
            t.guild(),
            thread,
            game,
        ));
        span.in_scope(|| {
            tracing::info!(
                tournament = t.id.get(),
                round = p.round,
                "tournament game started"
            );
        });
        let image = self
            .cx
            .picture(
                (t.guild(), [p.first().into(), p.second().into()]),
                &start,
                None,
                None,
            )
            .await;
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

    /// The turn clock's part: tournaments whose sign-up deadline has
    /// passed start (or are cancelled with too few players), rounds that
    /// ended with no next round paired (a stopped process, a failed
    /// pairing) are followed by it, and games of a round whose start a
    /// stopped process left undone are started.
    pub(in crate::service) async fn tournament_tick(
        &self,
        now: Timestamp,
    ) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        let mut tx = self.cx.db.read().await?;
        let due = tx.signups_due(now).await?;
        let unpaired = tx.tournaments_to_pair().await?;
        let stalled = tx.stalled_pairings(now - PAIRING_LEASE).await?;
        tx.commit().await?;
        for row in unpaired {
            if self.take_unpaired(row.id, now) {
                tracing::info!(
                    tournament = row.id.get(),
                    round = row.current_round,
                    "pairing a round left unpaired"
                );
                notices.push(Notice {
                    guild: row.guild(),
                    channel: row.channel(),
                    game: None,
                    reply: Reply::text(text::tournament_carrying_on(&row.name))
                        .with([Effect::PairRound(spot(&row))]),
                    reach: NoticeReach::Channel,
                });
            }
        }
        for row in due {
            match self.close_signup(row.id, now).await {
                Ok(Some(n)) => notices.push(n),
                Ok(None) => {}
                Err(e) => tracing::error!(
                    tournament = row.id.get(),
                    "turn clock: closing a tournament's sign-up failed: {e}"
                ),
            }
        }
        let stale = now - PAIRING_LEASE;
        let mut by_tournament: Vec<(TournamentId, Vec<PairingRow>)> = Vec::new();
        for p in stalled {
            match by_tournament.last_mut() {
                Some((id, ps)) if *id == p.tournament_id => ps.push(p),
                _ => by_tournament.push((p.tournament_id, vec![p])),
            }
        }
        for (id, pairings) in by_tournament {
            // Each taken by one process only (the lease's conditional
            // update); the others see it taken.
            let mut tx = self.cx.db.begin().await?;
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
            tracing::info!(
                tournament = id.get(),
                round,
                "starting games left unstarted"
            );
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
                reach: NoticeReach::Channel,
            });
        }
        Ok(notices)
    }

    /// Whether the turn clock takes the pairing of tournament `id`, found
    /// with its round over at `now`: not while this process is about to
    /// pair it (noted less than a lease ago); then it is noted for the
    /// clock's own pairing.
    fn take_unpaired(&self, id: TournamentId, now: Timestamp) -> bool {
        let mut due = self
            .cx
            .pairing_due
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if due.get(&id).is_some_and(|&at| at > now - PAIRING_LEASE) {
            return false;
        }
        due.insert(id, now);
        true
    }

    /// Closes the sign-up of tournament `id` at its deadline: it starts,
    /// or is cancelled with fewer than two players. Once only.
    pub(super) async fn close_signup(
        &self,
        id: TournamentId,
        now: Timestamp,
    ) -> Result<Option<Notice>, ServiceError> {
        let mut tx = self.cx.db.begin().await?;
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
            reach: NoticeReach::Channel,
        }))
    }
}
