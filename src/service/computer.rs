//! Games against the computer: starting one, and the computer's turns.
//!
//! The computer answers after the human's move has been shown: the human's
//! reply carries a [`ComputerDue`], and the front end then asks
//! [`Computer::answer`](crate::service::Computer::answer) for the answer. The answer is searched on the
//! pool's search queue with no lock or transaction open, then stored through
//! the same turn path as a human's turn. Answers left pending (a restart, a
//! front end that never asked) are played by [`Computer::resume`](crate::service::Computer::resume)
//! at start-up and by the turn clock.

use crate::ai::Level;
use crate::engine::{Action, Color, FastRng, Player, Position, Variant};
use crate::i18n::{Msg, Text};
use crate::ids::{GameId, Seat};
use crate::record::GameStatus;
use crate::time::Timestamp;
use rand::{Rng, SeedableRng};
use std::time::Duration;

use tracing::Instrument;

use crate::service::buttons::Button;
use crate::service::common::{Opening, Res, game_span};
use crate::service::context::Context;
use crate::service::effects::Effect;
use crate::service::effects::{ChallengeMessage, ComputerDue, NewGameSpot};
use crate::service::errors::{InternalError, ServiceError};
use crate::service::game::{Loaded, first_player_draw};
use crate::service::occupancy::Occupancy;
use crate::service::reply::{Notice, NoticeReach, Reply};
use crate::service::searches::Slot;
use crate::service::text;
use crate::service::turns::Turns;
use crate::service::turns::plan_turn;
use crate::service::types::{Actor, GameRef};

/// Games against the computer and its answers.
#[derive(Clone, Copy)]
pub struct Computer<'a> {
    cx: &'a Context,
}

impl<'a> Computer<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// The seed of the computer's search at `ply` of a game with `seed`: a
/// replayed game gets the same answers.
fn computer_seed(seed: i64, ply: i64) -> u64 {
    FastRng::seed_from_u64((seed as u64) ^ (ply as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .next_u64()
}

/// The computer's whole turn in `pos`: a claim and a move, a move, or a pass.
/// Runs on the search lane.
fn search_turn(mut pos: Position, level: Level, seed: u64) -> Vec<Action> {
    let mut actions = Vec::new();
    while let Some(act) = crate::ai::choose_action(&pos, level, seed ^ actions.len() as u64) {
        pos.play_unchecked(act);
        actions.push(act);
        if act.ends_turn() {
            break;
        }
    }
    actions
}

/// A game against the computer, just stored.
struct AiGame {
    id: GameId,
    start: Position,
    human_first: bool,
    /// The turn limit.
    limit: Duration,
    /// The computer's answer reserved when it moves first.
    slot: Option<Slot>,
    /// The message of an expired challenge closed to make room.
    settles: Option<ChallengeMessage>,
    /// The guild wants games in threads.
    threads: bool,
}

impl Computer<'_> {
    /// Starts a game against the computer at `level` in the caller's
    /// channel, the first player drawn by lot. Not rated. If the computer
    /// moves first, the reply says it is thinking and carries
    /// [`Reply::computer_due`]: ask [`Computer::answer`](crate::service::Computer::answer) for its move.
    ///
    /// # Errors
    /// A user error for a busy channel or a pending challenge, or when the
    /// computer would move first while the caller still waits for another of
    /// its answers; internal errors.
    pub async fn play_ai(&self, a: Actor, level: Level, variant: Variant) -> Res {
        let _guard = self.cx.lock(a.channel).await;
        let stored = self.store_ai_game(a, level, variant).await;
        let stored = Occupancy::of(self.cx)
            .unless_taken(a.channel, stored)
            .await?;
        let (id, start, human_first) = (stored.id, stored.start, stored.human_first);
        let first = text::ai_game_started(a.user, level, variant, stored.limit, human_first);
        let second = if human_first {
            let claims: Vec<Color> = start.claims(Player::One).iter().collect();
            text::to_move(a.user, Player::One, &claims)
        } else {
            text::computer_thinking(level)
        };
        let game = GameRef::at(a, id);
        let computer_due = stored.slot.map(|slot| ComputerDue::new(game, a.user, slot));
        let players = if human_first {
            [Seat::Human(a.user), Seat::Computer]
        } else {
            [Seat::Computer, Seat::Human(a.user)]
        };
        let buttons = if human_first {
            vec![Button::Move { game: id, rev: 0 }]
        } else {
            Vec::new()
        };
        Ok(Reply {
            text: Text(vec![first, second]),
            image: self
                .cx
                .picture((a.guild, players), &start, None, None)
                .instrument(game_span(game))
                .await,
            mentions: vec![a.user],
            accent: Some(Player::One),
            buttons,
            position: Some(start),
            ..Reply::default()
        }
        .with(
            stored
                .settles
                .map(Effect::DisableChallenge)
                .into_iter()
                .chain(
                    stored
                        .threads
                        .then_some(Effect::PlaceInThread(NewGameSpot { game: id, players })),
                )
                .chain(computer_due.map(Effect::ComputerAnswer)),
        ))
    }

    /// Stores a new game against the computer in `a`'s channel in one write
    /// transaction. Returns its start position, whether the human moves
    /// first, the turn limit and, when the computer moves first, its answer
    /// reserved for `a` (the slot and the game's id).
    async fn store_ai_game(
        &self,
        a: Actor,
        level: Level,
        variant: Variant,
    ) -> Result<AiGame, ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let (now, settles) = Occupancy::of(self.cx)
            .ensure_channel_free(&mut tx, a.channel)
            .await?;
        // As for a challenge: the seed, stored with the game, reproduces the
        // board, the draw of the first player and every move of the computer.
        let seed = FastRng::seed_from_u64(
            (now.millis() as u64) ^ a.user.get().rotate_left(21) ^ a.channel.get(),
        )
        .next_u64();
        let start = Position::random_start(seed, variant);
        let human_first = first_player_draw(seed) == 0;
        let (p1, p2) = if human_first {
            (Seat::Human(a.user), Seat::Computer)
        } else {
            (Seat::Computer, Seat::Human(a.user))
        };
        let opening = Opening {
            seed,
            start: &start,
            players: [p1, p2],
            challenge: None,
            level: Some(level),
        };
        let (id, limit) = Context::insert_game(&mut tx, a, &opening, now).await?;
        // Refused before the commit: nothing is stored.
        let slot = if human_first {
            None
        } else {
            Some(Turns::of(self.cx).reserve_answer(a.user, id)?)
        };
        let threads = tx.threads(a.guild).await?;
        tx.commit().await?;
        game_span(GameRef::at(a, id)).in_scope(|| {
            tracing::info!(level = level.name(), "game against the computer started");
        });
        Ok(AiGame {
            id,
            start,
            human_first,
            limit,
            slot,
            settles,
            threads,
        })
    }

    /// The computer's answer that `due` announced: its turn (and any turn
    /// after it, when the human must pass), searched on the pool and stored,
    /// with the board and a mention of the human. `None` when there is
    /// nothing to answer any more (the game ended meanwhile, by resignation
    /// or abort, or the answer was already given).
    ///
    /// The search waits its turn in the pool's queue; it is never cut short
    /// by the wait (the level's iterations fix the move for a seed).
    ///
    /// # Errors
    /// Storage failures, a game that no longer replays, a failed search.
    pub async fn answer(&self, due: ComputerDue) -> Result<Option<Reply>, ServiceError> {
        let answer = self
            .computer_answer(due.game.game)
            .instrument(game_span(due.game))
            .await;
        due.slot.release();
        answer
    }

    /// Plays the computer's turns in game `id` while it is to move.
    async fn computer_answer(&self, id: GameId) -> Result<Option<Reply>, ServiceError> {
        let mut lines: Vec<Msg> = Vec::new();
        let mut answered = None;
        loop {
            let g = self.cx.game(id).await?;
            if g.row.status != GameStatus::Active
                || g.pos.is_over()
                || !g.user(g.pos.to_move()).is_computer()
            {
                break;
            }
            let level = g.row.ai_level.ok_or_else(|| InternalError::Corrupt {
                game: id,
                reason: "the computer plays but no level is stored".to_owned(),
            })?;
            let seed = computer_seed(g.row.seed, g.row.ply);
            let searched = g.pos.clone();
            let actions = self
                .cx
                .pool
                .search(move || search_turn(searched, level, seed))
                .await
                .map_err(|e| InternalError::Computer(format!("game {id}: {e}")))?
                .value;
            if actions.is_empty() {
                return Err(InternalError::Computer(format!("no action in game {id}")).into());
            }
            let turn = plan_turn(&g, Seat::Computer, &actions)
                .map_err(|e| InternalError::Computer(format!("game {id}: {e}")))?;
            let stored = {
                let _guard = self.cx.lock(g.row.channel()).await;
                Turns::of(self.cx).store_turn(&g, &turn).await?
            };
            // Someone acted first (a resignation, an abort, another
            // process's answer): the game has moved on without this one.
            let Some(stored) = stored else {
                break;
            };
            lines.push(text::computer_answers(level));
            lines.extend(turn.lines.iter().cloned());
            // A turn that came back to the computer (the human had to pass)
            // reminds nobody: only the last one's reminder stands.
            answered = Some((g, turn, stored));
        }
        let Some((g, turn, stored)) = answered else {
            return Ok(None);
        };
        let human = g.players().human().map_or(Seat::Computer, Seat::Human);
        Ok(Some(
            Turns::of(self.cx)
                .turn_reply(&g, human, &turn, lines, stored, None)
                .await,
        ))
    }

    /// Plays every computer answer that is due and that nobody in this
    /// process is working on: answers interrupted by a restart. Called at
    /// start-up; the turn clock does the same for answers pending longer
    /// than a minute. Returns them as notices to post; a game that fails is
    /// logged (guild, channel, game) and skipped.
    ///
    /// # Errors
    /// Only when the list of games can't be read.
    pub async fn resume(&self) -> Result<Vec<Notice>, ServiceError> {
        self.pending_answers(Timestamp::MAX).await
    }

    /// The answers due in games whose turn started at or before
    /// `started_before`, played.
    pub(super) async fn pending_answers(
        &self,
        started_before: Timestamp,
    ) -> Result<Vec<Notice>, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let rows = tx.active_computer_games(started_before).await?;
        tx.commit().await?;
        let mut notices = Vec::new();
        for row in rows {
            let game = GameRef::of(&row);
            if self.cx.searches.is_due(game.game) {
                continue;
            }
            let answer = async {
                self.pending_answer(game.game, started_before)
                    .await
                    .unwrap_or_else(|e| {
                        tracing::error!("the computer's pending answer failed: {e}");
                        None
                    })
            };
            if let Some(reply) = answer.instrument(game_span(game)).await {
                notices.push(Notice {
                    guild: game.guild,
                    channel: game.channel,
                    game: Some(game.game),
                    reply,
                    reach: NoticeReach::of_game(row.interactions_only, false),
                });
            }
        }
        Ok(notices)
    }

    /// The answer in one game, if the computer is to move there, its turn
    /// started at or before `started_before`, its human is not waiting for
    /// another answer, and no other process has taken it.
    async fn pending_answer(
        &self,
        id: GameId,
        started_before: Timestamp,
    ) -> Result<Option<Reply>, ServiceError> {
        let g: Loaded = self.cx.game(id).await?;
        if g.row.status != GameStatus::Active
            || g.pos.is_over()
            || !g.user(g.pos.to_move()).is_computer()
        {
            return Ok(None);
        }
        let Some(human) = g.players().human() else {
            return Ok(None);
        };
        let Ok(slot) = self.cx.searches.reserve(human, id) else {
            // The human waits for another answer: this one comes next time.
            return Ok(None);
        };
        // Taken by restarting the turn: another process's turn clock leaves
        // it alone for a grace period, and if this process stops before
        // answering, a later tick takes it again.
        let mut tx = self.cx.db.begin().await?;
        let taken = tx.claim_game(id, g.row.revision).await?.is_some()
            && tx
                .take_pending_answer(id, g.row.revision, started_before, self.cx.now())
                .await?;
        tx.commit().await?;
        if !taken {
            return Ok(None);
        }
        let answer = self.computer_answer(id).await;
        slot.release();
        answer
    }
}
