//! Rounds: a game that ends may end its round, which pairs the next (exactly
//! once, see the parent module); the games of a paired round started in
//! their threads; the turn clock's sign-up deadlines and unstarted games.

use crate::ids::{ChannelId, PairingId, TournamentId};
use crate::service::effects::PairingStart;
use crate::time::Timestamp;
use rand::{Rng, SeedableRng};

use super::{
    Advanced, Button, Effect, FastRng, GameResult, GameRow, GamesToStart, Loaded, NewGame,
    NewPairing, Notice, PAIRING_LEASE, PairingRow, Player, Position, Progress, Reply, ServiceError,
    TournamentError, TournamentState, Tournaments, Tx, corrupt, load, pairing_result, spot, text,
};

impl Tournaments<'_> {
    /// Ends the tournament part of game `row`, which just ended with
    /// `result` in the write transaction `tx` (which locked the game): its
    /// pairing gets the result and, if that ends the round, the next round
    /// is paired (or the tournament finishes). What the tournament then
    /// posts is returned as effects.
    pub(in crate::service) async fn game_over(
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
        let progress = self.advance(tx, t, self.cx.now()).await?;
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
    pub(super) async fn advance(
        &self,
        tx: &mut Tx,
        mut t: Loaded,
        now: Timestamp,
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
                    tracing::info!(tournament = t.row.id.get(), "tournament finished");
                }
                break;
            };
            // The claim: one writer pairs this round.
            if !tx.advance_round(t.row.id, current).await? {
                break;
            }
            let number = current + 1;
            tx.insert_round(
                t.row.id,
                number,
                round.bye.map(crate::tournament::PlayerId::user),
                now,
            )
            .await?;
            starts.clear();
            for (board, g) in round.games.iter().enumerate() {
                let pairing = tx
                    .insert_pairing(&NewPairing {
                        tournament: t.row.id,
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
            tracing::info!(tournament = t.row.id.get(), round = number, "round paired");
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
    /// passed start (or are cancelled with too few players), and games of a
    /// round whose start a stopped process left undone are started.
    pub(in crate::service) async fn tournament_tick(
        &self,
        now: Timestamp,
    ) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        let mut tx = self.cx.db.read().await?;
        let due = tx.signups_due(now).await?;
        let stalled = tx.stalled_pairings(now - PAIRING_LEASE).await?;
        tx.commit().await?;
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
            });
        }
        Ok(notices)
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
        }))
    }
}
