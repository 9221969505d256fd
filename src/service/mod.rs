//! The game service: every user action, transport-agnostic. Plain ids in
//! ([`Actor`]), a [`Reply`] out (text, an optional picture, mentions,
//! buttons). Challenges, turns, passes, the end of the game, ratings,
//! statistics and turn timeouts live here; the rules come from the engine,
//! the SQL from storage, the pictures from the renderer.
//!
//! Every action on a game is serialised per channel inside the process and
//! runs in one write transaction that checks the game's expected ply, so two
//! actions at once (a double click, two processes) never both apply.
//!
//! It speaks no language: replies and errors are typed messages
//! ([`crate::i18n::Msg`], built in [`text`]) that front ends render in the
//! reader's language.
//!
//! This module must not import any transport (poise, serenity).

mod game;
mod picture;
mod ratings;
pub mod text;
mod types;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::ai::Level;
use crate::engine::{Action, Color, FastRng, Move, Outcome, Player, Point, Position, Variant};
use crate::i18n::{Msg, Text};
use crate::storage::{ChallengeRow, Db, NewChallenge, NewGame, Tx};
use rand::{Rng, SeedableRng};

use game::{Loaded, parse_move, parse_variant};
use picture::LastTurn;

/// The board in words for screen readers (typed messages).
pub use picture::alt_text as board_alt_text;
pub use types::{
    Actor, Button, COMPUTER, Clock, InternalError, ManualClock, Notice, Picture, Reply,
    ServiceError, SystemClock,
};

/// An unanswered challenge expires after this long.
pub const DEFAULT_CHALLENGE_TTL: Duration = Duration::from_secs(10 * 60);
/// The turn time limit of a guild that has not set one.
pub const DEFAULT_TURN_LIMIT: Duration = Duration::from_secs(24 * 60 * 60);

/// The shortest turn time limit a guild may set.
pub const MIN_TURN_LIMIT: Duration = Duration::from_secs(60);
/// The longest turn time limit a guild may set.
pub const MAX_TURN_LIMIT: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// The game service over one database.
pub struct Service {
    db: Db,
    clock: Arc<dyn Clock>,
    challenge_ttl_ms: i64,
    /// One lock per channel: actions in a channel run one at a time in this
    /// process (the ply check in the transaction covers other processes).
    locks: Mutex<HashMap<u64, Arc<tokio::sync::Mutex<()>>>>,
}

type Res = Result<Reply, ServiceError>;

fn user_err<T>(msg: Msg) -> Result<T, ServiceError> {
    Err(ServiceError::User(msg))
}

fn ms_of(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// The humans among `users` (the computer is never pinged).
fn humans<const N: usize>(users: [u64; N]) -> Vec<u64> {
    let mut v: Vec<u64> = users.into_iter().filter(|&u| u != COMPUTER).collect();
    v.dedup();
    v
}

/// What the computer did, for the reply.
struct ComputerTurns {
    lines: Vec<Msg>,
    /// The computer's last turn, to highlight.
    last: Option<LastTurn>,
    pos: Position,
    users: [u64; 2],
}

/// How a game ended, for storage.
struct Ending {
    status: &'static str,
    result: Option<&'static str>,
    reason: &'static str,
}

impl Ending {
    fn win(p: Player, reason: &'static str) -> Ending {
        Ending {
            status: "finished",
            result: Some(if p == Player::One { "win1" } else { "win2" }),
            reason,
        }
    }

    fn of(outcome: Outcome, reason: &'static str) -> Ending {
        match outcome {
            Outcome::Win(p) => Ending::win(p, reason),
            Outcome::Draw => Ending {
                status: "finished",
                result: Some("draw"),
                reason,
            },
        }
    }
}

impl Service {
    /// Opens (creating and migrating) the database at `database_url`
    /// (`sqlite://lyngk.db`; the file is created on first start).
    ///
    /// # Errors
    /// The database can't be opened or migrated.
    pub async fn open(database_url: &str, clock: Arc<dyn Clock>) -> Result<Service, ServiceError> {
        let db = Db::open(database_url).await?;
        Ok(Service {
            db,
            clock,
            challenge_ttl_ms: ms_of(DEFAULT_CHALLENGE_TTL),
            locks: Mutex::new(HashMap::new()),
        })
    }

    /// Closes the database (waits for running queries).
    pub async fn close(&self) {
        self.db.close().await;
    }

    fn now(&self) -> i64 {
        self.clock.now()
    }

    async fn lock(&self, channel: u64) -> tokio::sync::OwnedMutexGuard<()> {
        let m = {
            let mut map = self
                .locks
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            Arc::clone(map.entry(channel).or_default())
        };
        m.lock_owned().await
    }

    async fn turn_limit_ms(tx: &mut Tx, guild: u64) -> Result<i64, ServiceError> {
        Ok(tx
            .turn_limit(guild)
            .await?
            .unwrap_or_else(|| ms_of(DEFAULT_TURN_LIMIT)))
    }

    /// The picture of a position, or none when the renderer fails (the
    /// action has been stored by then: the failure is logged, not shown).
    /// Drawing takes milliseconds of CPU, so it runs on the blocking pool
    /// rather than stalling the async workers (and a Discord gateway).
    async fn picture(pos: &Position, last: Option<LastTurn>) -> Option<Picture> {
        let pos = pos.clone();
        let drawn = tokio::task::spawn_blocking(move || picture::board(&pos, last.as_ref())).await;
        match drawn {
            Ok(Ok(p)) => Some(p),
            Ok(Err(e)) => {
                tracing::error!("board picture failed: {e}");
                None
            }
            Err(e) => {
                tracing::error!("board picture task failed: {e}");
                None
            }
        }
    }

    // ----- challenges -------------------------------------------------------------

    /// Challenges `opponent` to a game in the caller's channel ([`COMPUTER`]:
    /// starts a game against the computer at level normal).
    ///
    /// # Errors
    /// A user error for oneself, a busy channel or a pending challenge;
    /// internal errors.
    pub async fn challenge(&self, a: Actor, opponent: u64, variant: Variant) -> Res {
        if opponent == COMPUTER {
            return self.play_ai(a, Level::Normal, variant).await;
        }
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let reply = self
            .challenge_in(&mut tx, a, opponent, variant, None)
            .await?;
        tx.commit().await?;
        Ok(reply)
    }

    /// Refuses a new challenge or game where a game is active or a challenge
    /// is still open; closes an open challenge that has expired. Returns now.
    async fn ensure_channel_free(&self, tx: &mut Tx, channel: u64) -> Result<i64, ServiceError> {
        if tx.active_game(channel).await?.is_some() {
            return user_err(text::channel_busy());
        }
        let now = self.now();
        if let Some(open) = tx.open_challenge(channel).await? {
            if open.expires_at > now {
                return user_err(text::challenge_pending(open.challenger(), open.opponent()));
            }
            tx.close_challenge(open.id, "expired").await?;
        }
        Ok(now)
    }

    async fn challenge_in(
        &self,
        tx: &mut Tx,
        a: Actor,
        opponent: u64,
        variant: Variant,
        rematch_of: Option<i64>,
    ) -> Res {
        if opponent == a.user {
            return user_err(text::cannot_challenge_self());
        }
        let now = self.ensure_channel_free(tx, a.channel).await?;
        let id = tx
            .insert_challenge(&NewChallenge {
                guild: a.guild,
                channel: a.channel,
                challenger: a.user,
                opponent,
                variant: variant.name(),
                created_at: now,
                expires_at: now + self.challenge_ttl_ms,
                rematch_of,
            })
            .await?;
        let ttl = Duration::from_millis(self.challenge_ttl_ms.unsigned_abs());
        let text = if rematch_of.is_some() {
            text::rematch_offered(a.user, opponent, variant, ttl)
        } else {
            text::challenged(a.user, opponent, variant, ttl)
        };
        Ok(Reply {
            text: text.into(),
            mentions: vec![opponent],
            buttons: vec![
                Button::Accept { challenge: id },
                Button::Decline { challenge: id },
            ],
            ..Reply::default()
        })
    }

    /// The challenge an accept/decline names: by id, or the channel's open one.
    async fn find_challenge(
        tx: &mut Tx,
        a: Actor,
        id: Option<i64>,
    ) -> Result<ChallengeRow, ServiceError> {
        let c = match id {
            Some(id) => tx.challenge(id).await?,
            None => tx.open_challenge(a.channel).await?,
        };
        let Some(c) = c else {
            return user_err(text::no_open_challenge());
        };
        if c.channel() != a.channel {
            return user_err(text::wrong_channel());
        }
        if c.status != "open" {
            return user_err(text::challenge_closed(&c.status));
        }
        Ok(c)
    }

    /// Accepts a challenge (`None`: the open challenge of the channel) and
    /// starts the game: a seeded start position, the first player by lot.
    ///
    /// # Errors
    /// A user error when there is no such open challenge, it has expired or
    /// it is addressed to someone else.
    pub async fn accept(&self, a: Actor, challenge: Option<i64>) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let c = Self::find_challenge(&mut tx, a, challenge).await?;
        let reply = self.accept_in(tx, a, c).await?;
        Ok(reply)
    }

    async fn accept_in(&self, mut tx: Tx, a: Actor, c: ChallengeRow) -> Res {
        if c.opponent() != a.user {
            return user_err(text::challenge_not_for_you(c.opponent()));
        }
        let now = self.now();
        if c.expires_at <= now {
            tx.close_challenge(c.id, "expired").await?;
            tx.commit().await?;
            return user_err(text::challenge_expired());
        }
        if tx.active_game(a.channel).await?.is_some() {
            return user_err(text::channel_busy());
        }
        let variant = parse_variant(&c.variant).ok_or_else(|| InternalError::Corrupt {
            game: 0,
            reason: format!("challenge {} has variant {}", c.id, c.variant),
        })?;
        // The seed mixes the time and the challenge id; stored with the game,
        // it reproduces both the board and the draw of the first player.
        let seed = FastRng::seed_from_u64((now as u64) ^ (c.id as u64).rotate_left(32)).next_u64();
        let start = Position::random_start(seed, variant);
        let challenger_first = game::first_player_draw(seed) == 0;
        let (p1, p2) = if challenger_first {
            (c.challenger(), c.opponent())
        } else {
            (c.opponent(), c.challenger())
        };
        let limit = Self::turn_limit_ms(&mut tx, a.guild).await?;
        if !tx.close_challenge(c.id, "accepted").await? {
            return user_err(text::changed_meanwhile());
        }
        let lpn = start.to_string();
        tx.insert_game(&NewGame {
            guild: a.guild,
            channel: a.channel,
            challenge: Some(c.id),
            variant: variant.name(),
            seed: seed as i64,
            start_lpn: &lpn,
            player1: p1,
            player2: p2,
            now,
            warn_at: now + limit / 2,
            deadline_at: now + limit,
            ai_level: None,
        })
        .await?;
        tx.commit().await?;
        Ok(Reply {
            text: text::game_started(p1, p2, variant, limit).into(),
            image: Self::picture(&start, None).await,
            mentions: vec![p1, p2],
            accent: Some(Player::One),
            position: Some(start),
            ..Reply::default()
        })
    }

    /// Declines a challenge addressed to the caller.
    ///
    /// # Errors
    /// A user error when there is no such open challenge or it is not for the caller.
    pub async fn decline(&self, a: Actor, challenge: Option<i64>) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let c = Self::find_challenge(&mut tx, a, challenge).await?;
        if c.opponent() != a.user {
            return user_err(text::challenge_not_for_you(c.opponent()));
        }
        if !tx.close_challenge(c.id, "declined").await? {
            return user_err(text::changed_meanwhile());
        }
        tx.commit().await?;
        Ok(Reply {
            text: text::declined(c.challenger(), a.user).into(),
            mentions: vec![c.challenger()],
            ..Reply::default()
        })
    }

    /// Withdraws the caller's open challenge in the channel.
    ///
    /// # Errors
    /// A user error when the caller has no open challenge here.
    pub async fn cancel(&self, a: Actor) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let Some(c) = tx.open_challenge(a.channel).await? else {
            return user_err(text::not_your_challenge());
        };
        if c.challenger() != a.user {
            return user_err(text::not_your_challenge());
        }
        tx.close_challenge(c.id, "cancelled").await?;
        tx.commit().await?;
        Ok(Reply::text(text::cancelled(a.user)))
    }

    // ----- turns ----------------------------------------------------------------------

    /// Claims a colour (the turn then continues with a move).
    ///
    /// # Errors
    /// A user error when there is no game, the caller doesn't play in it, it
    /// isn't their turn, or the claim is illegal (with the engine's reason).
    pub async fn claim(&self, a: Actor, color: Color) -> Res {
        self.play_turn(a, Some(color), None).await
    }

    /// Plays a move, optionally preceded by a claim. `text` is the move as a
    /// user typed it: `C3-E5`, `C3 E5`, `B5-B2-C3-E3`, `B5 B2 C3 E3`.
    ///
    /// # Errors
    /// A user error when there is no game, the caller doesn't play in it, it
    /// isn't their turn, the text is not a move, or the move is illegal (with
    /// the engine's reason); nothing is changed then.
    pub async fn play_move(&self, a: Actor, claim: Option<Color>, text: &str) -> Res {
        let m =
            parse_move(text).map_err(|why| ServiceError::User(text::bad_move_text(text, &why)))?;
        self.play_turn(a, claim, Some(m)).await
    }

    async fn play_turn(&self, a: Actor, claim: Option<Color>, mv: Option<Move>) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let Some(row) = tx.active_game(a.channel).await? else {
            return user_err(text::no_game());
        };
        let g = Loaded::load(&mut tx, row).await?;
        let Some(me) = g.player_of(a.user) else {
            return user_err(text::not_a_player());
        };
        if g.pos.to_move() != me {
            if g.user(g.pos.to_move()) == COMPUTER {
                // The computer's answer was interrupted (a restart): give it now.
                drop(tx);
                return self.computer_reply(g.row.id, Vec::new()).await;
            }
            return user_err(text::not_your_turn(g.user(g.pos.to_move())));
        }
        let mut pos = g.pos.clone();
        let mut new: Vec<(Action, Option<u64>)> = Vec::new();
        if let Some(c) = claim {
            let act = Action::Claim(c);
            pos.play(act)
                .map_err(|e| ServiceError::User(text::illegal(&e)))?;
            new.push((act, Some(a.user)));
        }
        let mut path = Vec::new();
        let points_before = pos.points(me);
        if let Some(m) = mv {
            let act = Action::Move(m);
            pos.check(&act)
                .map_err(|e| ServiceError::User(text::illegal(&e)))?;
            path = pos.lyngk_path(&m).unwrap_or_else(|| vec![m.from, m.to]);
            pos.play_unchecked(act);
            new.push((act, Some(a.user)));
        }
        // A player without any legal turn passes; the service does it for them.
        let mut passes = Vec::new();
        if mv.is_some() {
            while !pos.is_over() && !pos.has_turn(pos.to_move()) {
                passes.push(pos.to_move());
                pos.play_unchecked(Action::Pass);
                new.push((Action::Pass, None));
            }
        }
        let now = self.now();
        let expected = g.row.ply;
        let new_ply = expected + new.len() as i64;
        let outcome = pos.outcome();
        let ended = if let Some(o) = outcome {
            let reason = if pos.sudden_death_winner().is_some() {
                "sudden_death"
            } else {
                "end"
            };
            let e = Ending::of(o, reason);
            tx.end_game(
                g.row.id, expected, new_ply, e.status, e.result, e.reason, now,
            )
            .await?
        } else if mv.is_some() {
            let limit = Self::turn_limit_ms(&mut tx, a.guild).await?;
            tx.advance_game(
                g.row.id,
                expected,
                new_ply,
                now,
                now + limit / 2,
                now + limit,
            )
            .await?
        } else {
            tx.bump_ply(g.row.id, expected, new_ply).await?
        };
        if !ended {
            return user_err(text::changed_meanwhile());
        }
        for (i, (act, who)) in new.iter().enumerate() {
            tx.insert_action(g.row.id, expected + i as i64, &act.to_string(), *who, now)
                .await?;
        }
        let rating_lines = match outcome {
            Some(o) => ratings::apply(&mut tx, &g.row, Some(o)).await?,
            None => Vec::new(),
        };
        tx.commit().await?;

        // The reply, built after the commit.
        let users = g.users();
        let mut outcome = outcome;
        let mut last = LastTurn {
            claim,
            path: if mv.is_some() {
                path.clone()
            } else {
                Vec::new()
            },
        };
        let mut lines = Vec::new();
        if let Some(c) = claim {
            lines.push(text::claimed(a.user, c));
        }
        if let Some(m) = mv {
            lines.push(text::moved(a.user, &m.to_string(), &path));
            let pts = pos.points(me);
            if pts > points_before {
                lines.push(text::scored(a.user, pts));
            }
        }
        for p in &passes {
            lines.push(text::passed(users[p.index()]));
        }
        // In a game against the computer, its answer follows at once, in
        // the same reply (the channel stays locked meanwhile).
        if outcome.is_none() && mv.is_some() && users[pos.to_move().index()] == COMPUTER {
            let ai = self.computer_turns(g.row.id).await?;
            lines.extend(ai.lines);
            if let Some(l) = ai.last {
                last = l;
            }
            pos = ai.pos;
            outcome = pos.outcome();
        }
        let mut reply = Reply {
            mentions: humans(users),
            position: Some(pos.clone()),
            ..Reply::default()
        };
        match outcome {
            Some(o) => {
                if let Some(w) = pos.sudden_death_winner() {
                    lines.push(text::sudden_death(users[w.index()]));
                } else {
                    lines.extend(text::end_by_moves(
                        pos.variant(),
                        users,
                        [pos.score(Player::One), pos.score(Player::Two)],
                        o.winner(),
                    ));
                }
                lines.extend(rating_lines);
                reply.buttons = vec![Button::Rematch { game: g.row.id }];
            }
            None => {
                let next = pos.to_move();
                let claims: Vec<Color> = pos.claims(next).iter().collect();
                if mv.is_none() {
                    lines.push(text::now_move(a.user));
                    reply.mentions = vec![a.user];
                } else {
                    lines.push(text::to_move(users[next.index()], next, &claims));
                    reply.mentions = humans([users[next.index()], COMPUTER]);
                }
                reply.accent = Some(next);
            }
        }
        reply.position = Some(pos.clone());
        reply.image = Self::picture(&pos, Some(last)).await;
        reply.text = Text(lines);
        Ok(reply)
    }

    /// The caller gives up the game in the channel (at any time, on either turn).
    ///
    /// # Errors
    /// A user error when there is no game or the caller doesn't play in it.
    pub async fn resign(&self, a: Actor) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let Some(row) = tx.active_game(a.channel).await? else {
            return user_err(text::no_game());
        };
        let g = Loaded::load(&mut tx, row).await?;
        let Some(me) = g.player_of(a.user) else {
            return user_err(text::not_a_player());
        };
        let winner = me.opponent();
        let e = Ending::win(winner, "resign");
        let now = self.now();
        if !tx
            .end_game(
                g.row.id, g.row.ply, g.row.ply, e.status, e.result, e.reason, now,
            )
            .await?
        {
            return user_err(text::changed_meanwhile());
        }
        let rating_lines = ratings::apply(&mut tx, &g.row, Some(Outcome::Win(winner))).await?;
        tx.commit().await?;
        let users = g.users();
        let mut lines = vec![text::resigned(a.user, users[winner.index()])];
        lines.extend(rating_lines);
        Ok(Reply {
            text: Text(lines),
            image: Self::picture(&g.pos, g.last_turn()).await,
            mentions: humans([users[winner.index()], COMPUTER]),
            buttons: vec![Button::Rematch { game: g.row.id }],
            position: Some(g.pos),
            ..Reply::default()
        })
    }

    /// Ends the channel's game without a result (moderators only; no rating change).
    ///
    /// # Errors
    /// A user error for non-moderators or when there is no game.
    pub async fn abort(&self, a: Actor) -> Res {
        if !a.moderator {
            return user_err(text::moderators_only());
        }
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let Some(row) = tx.active_game(a.channel).await? else {
            return user_err(text::no_game());
        };
        let users = [row.player1(), row.player2()];
        if !tx
            .end_game(
                row.id,
                row.ply,
                row.ply,
                "aborted",
                None,
                "abort",
                self.now(),
            )
            .await?
        {
            return user_err(text::changed_meanwhile());
        }
        tx.commit().await?;
        Ok(Reply {
            text: text::aborted(a.user).into(),
            mentions: humans(users),
            ..Reply::default()
        })
    }

    /// Offers a rematch of a finished game (`None`: the channel's last game)
    /// to the other player, same variant; if the other player has already
    /// offered one, this accepts it. The first player is drawn again.
    ///
    /// # Errors
    /// A user error when the caller didn't play that game or it isn't over.
    pub async fn rematch(&self, a: Actor, game: Option<i64>) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let row = match game {
            Some(id) => tx.game(id).await?,
            None => tx.latest_game(a.channel).await?,
        };
        let Some(row) = row else {
            return user_err(if game.is_some() {
                text::no_such_game()
            } else {
                text::never_a_game()
            });
        };
        if row.channel() != a.channel {
            return user_err(text::wrong_channel());
        }
        if row.status == "active" {
            return user_err(text::game_not_over());
        }
        let other = if row.player1() == a.user {
            row.player2()
        } else if row.player2() == a.user {
            row.player1()
        } else {
            return user_err(text::not_a_player());
        };
        if other == COMPUTER {
            drop(tx);
            let level = row
                .ai_level
                .as_deref()
                .and_then(|l| l.parse().ok())
                .unwrap_or(Level::Normal);
            let variant = parse_variant(&row.variant).unwrap_or_default();
            drop(_guard);
            return self.play_ai(a, level, variant).await;
        }
        if let Some(open) = tx.open_challenge(a.channel).await?
            && open.challenger() == other
            && open.opponent() == a.user
            && open.expires_at > self.now()
        {
            return self.accept_in(tx, a, open).await;
        }
        let variant = parse_variant(&row.variant).unwrap_or_default();
        let reply = self
            .challenge_in(&mut tx, a, other, variant, Some(row.id))
            .await?;
        tx.commit().await?;
        Ok(reply)
    }

    // ----- games against the computer --------------------------------------------------

    /// Starts a game against the computer at `level` in the caller's
    /// channel, the first player drawn by lot; if the computer moves first,
    /// its turn is in the reply. Not rated.
    ///
    /// # Errors
    /// A user error for a busy channel or a pending challenge; internal errors.
    pub async fn play_ai(&self, a: Actor, level: Level, variant: Variant) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let now = self.ensure_channel_free(&mut tx, a.channel).await?;
        // As for a challenge: the seed, stored with the game, reproduces the
        // board, the draw of the first player and every move of the computer.
        let seed =
            FastRng::seed_from_u64((now as u64) ^ a.user.rotate_left(21) ^ a.channel).next_u64();
        let start = Position::random_start(seed, variant);
        let human_first = game::first_player_draw(seed) == 0;
        let (p1, p2) = if human_first {
            (a.user, COMPUTER)
        } else {
            (COMPUTER, a.user)
        };
        let limit = Self::turn_limit_ms(&mut tx, a.guild).await?;
        let lpn = start.to_string();
        let id = tx
            .insert_game(&NewGame {
                guild: a.guild,
                channel: a.channel,
                challenge: None,
                variant: variant.name(),
                seed: seed as i64,
                start_lpn: &lpn,
                player1: p1,
                player2: p2,
                now,
                warn_at: now + limit / 2,
                deadline_at: now + limit,
                ai_level: Some(level.name()),
            })
            .await?;
        tx.commit().await?;
        let first = text::ai_game_started(a.user, level, variant, limit, human_first);
        if human_first {
            let claims: Vec<Color> = start.claims(Player::One).iter().collect();
            return Ok(Reply {
                text: Text(vec![first, text::to_move(a.user, Player::One, &claims)]),
                image: Self::picture(&start, None).await,
                mentions: vec![a.user],
                accent: Some(Player::One),
                position: Some(start),
                ..Reply::default()
            });
        }
        self.computer_reply(id, vec![first]).await
    }

    /// Plays the computer's pending turn(s) in game `id` and answers with
    /// `lines`, the computer's turn, the board (its turn highlighted) and who
    /// is to move or how the game ended. The caller holds the channel lock.
    async fn computer_reply(&self, id: i64, mut lines: Vec<Msg>) -> Res {
        let ai = self.computer_turns(id).await?;
        lines.extend(ai.lines);
        let pos = ai.pos;
        let users = ai.users;
        let mut reply = Reply {
            mentions: humans(users),
            ..Reply::default()
        };
        match pos.outcome() {
            Some(o) => {
                lines.extend(Self::ending_lines(&pos, users, o));
                reply.buttons = vec![Button::Rematch { game: id }];
            }
            None => {
                let next = pos.to_move();
                let claims: Vec<Color> = pos.claims(next).iter().collect();
                lines.push(text::to_move(users[next.index()], next, &claims));
                reply.accent = Some(next);
            }
        }
        reply.image = Self::picture(&pos, ai.last).await;
        reply.position = Some(pos);
        reply.text = Text(lines);
        Ok(reply)
    }

    fn ending_lines(pos: &Position, users: [u64; 2], o: Outcome) -> Vec<Msg> {
        match pos.sudden_death_winner() {
            Some(w) => vec![text::sudden_death(users[w.index()])],
            None => text::end_by_moves(
                pos.variant(),
                users,
                [pos.score(Player::One), pos.score(Player::Two)],
                o.winner(),
            ),
        }
    }

    /// While it is the computer's turn in game `id`, searches its turn off
    /// the async runtime and stores it (one transaction per turn, checked
    /// against the expected ply), passing for a human without a turn. The
    /// caller holds the channel lock.
    async fn computer_turns(&self, id: i64) -> Result<ComputerTurns, ServiceError> {
        let mut lines = Vec::new();
        let mut last = None;
        loop {
            let mut tx = self.db.begin().await?;
            let Some(row) = tx.game(id).await? else {
                return Err(InternalError::Corrupt {
                    game: id,
                    reason: "vanished".to_owned(),
                }
                .into());
            };
            let g = Loaded::load(&mut tx, row).await?;
            let users = g.users();
            let me = g.pos.to_move();
            if g.row.status != "active" || g.pos.is_over() || users[me.index()] != COMPUTER {
                tx.commit().await?;
                return Ok(ComputerTurns {
                    lines,
                    last,
                    pos: g.pos,
                    users,
                });
            }
            let level: Level = g
                .row
                .ai_level
                .as_deref()
                .and_then(|l| l.parse().ok())
                .ok_or_else(|| InternalError::Corrupt {
                    game: id,
                    reason: format!("computer level {:?}", g.row.ai_level),
                })?;
            // Seeded from the stored game and ply: a replayed game gets the
            // same answers.
            let seed = game::computer_seed(g.row.seed, g.row.ply);
            let searched = g.pos.clone();
            let acts = tokio::task::spawn_blocking(move || {
                let mut p = searched;
                let mut acts = Vec::new();
                while let Some(act) = crate::ai::choose_action(&p, level, seed ^ acts.len() as u64)
                {
                    p.play_unchecked(act);
                    acts.push(act);
                    if act.ends_turn() {
                        break;
                    }
                }
                acts
            })
            .await
            .map_err(|e| InternalError::Computer(e.to_string()))?;
            if acts.is_empty() {
                return Err(InternalError::Computer(format!("no action in game {id}")).into());
            }
            let mut pos = g.pos.clone();
            let mut new: Vec<(Action, Option<u64>)> = Vec::new();
            let mut turn = LastTurn {
                claim: None,
                path: Vec::new(),
            };
            let mut turn_lines = vec![text::computer_answers(level)];
            let points_before = pos.points(me);
            for act in acts {
                pos.check(&act)
                    .map_err(|e| InternalError::Computer(e.to_string()))?;
                match act {
                    Action::Claim(c) => {
                        turn.claim = Some(c);
                        turn_lines.push(text::claimed(COMPUTER, c));
                    }
                    Action::Move(m) => {
                        turn.path = pos.lyngk_path(&m).unwrap_or_else(|| vec![m.from, m.to]);
                        turn_lines.push(text::moved(COMPUTER, &m.to_string(), &turn.path));
                    }
                    Action::Pass => turn_lines.push(text::passed(COMPUTER)),
                }
                pos.play_unchecked(act);
                new.push((act, Some(COMPUTER)));
            }
            if pos.points(me) > points_before {
                turn_lines.push(text::scored(COMPUTER, pos.points(me)));
            }
            while !pos.is_over() && !pos.has_turn(pos.to_move()) {
                turn_lines.push(text::passed(users[pos.to_move().index()]));
                pos.play_unchecked(Action::Pass);
                new.push((Action::Pass, None));
            }
            let now = self.now();
            let expected = g.row.ply;
            let new_ply = expected + new.len() as i64;
            let stored = if let Some(o) = pos.outcome() {
                let reason = if pos.sudden_death_winner().is_some() {
                    "sudden_death"
                } else {
                    "end"
                };
                let e = Ending::of(o, reason);
                tx.end_game(id, expected, new_ply, e.status, e.result, e.reason, now)
                    .await?
            } else {
                let limit = Self::turn_limit_ms(&mut tx, g.row.guild()).await?;
                tx.advance_game(id, expected, new_ply, now, now + limit / 2, now + limit)
                    .await?
            };
            if !stored {
                return user_err(text::changed_meanwhile());
            }
            for (i, (act, who)) in new.iter().enumerate() {
                tx.insert_action(id, expected + i as i64, &act.to_string(), *who, now)
                    .await?;
            }
            tx.commit().await?;
            lines.extend(turn_lines);
            if !turn.path.is_empty() || turn.claim.is_some() {
                last = Some(turn);
            }
        }
    }

    // ----- looking at games ------------------------------------------------------------

    async fn shown_game(&self, a: Actor) -> Result<Loaded, ServiceError> {
        let mut tx = self.db.read().await?;
        let row = match tx.active_game(a.channel).await? {
            Some(r) => Some(r),
            None => tx.latest_game(a.channel).await?,
        };
        let Some(row) = row else {
            return user_err(text::never_a_game());
        };
        let g = Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(g)
    }

    /// The board of the channel's game (or of its last game), the last turn
    /// highlighted.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn board(&self, a: Actor) -> Res {
        let g = self.shown_game(a).await?;
        let users = g.users();
        let (text, accent) = if g.row.status == "active" {
            let next = g.pos.to_move();
            let claims: Vec<Color> = g.pos.claims(next).iter().collect();
            (
                text::to_move(users[next.index()], next, &claims),
                Some(next),
            )
        } else {
            (
                text::game_over_status(g.row.result.as_deref(), g.row.reason.as_deref(), users),
                None,
            )
        };
        Ok(Reply {
            text: text.into(),
            image: Self::picture(&g.pos, g.last_turn()).await,
            accent,
            position: Some(g.pos),
            ..Reply::default()
        })
    }

    /// The move list of the channel's game in notation, with its start
    /// position (LPN), ready to paste into `lyngk play`.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn history(&self, a: Actor) -> Res {
        let g = self.shown_game(a).await?;
        Ok(Reply::text(text::history(
            &g.row.start_lpn,
            &g.turns(),
            g.users(),
        )))
    }

    /// The animated replay (GIF) of the channel's game.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn replay(&self, a: Actor) -> Res {
        let g = self.shown_game(a).await?;
        let alt = text::replay_alt(g.actions.len());
        let (start, actions) = (g.start.clone(), g.actions.clone());
        let pic = tokio::task::spawn_blocking(move || picture::replay(&start, &actions, alt))
            .await
            .map_err(|e| InternalError::Render(e.to_string()))??;
        Ok(Reply {
            text: text::replay_caption(g.users(), g.actions.len()).into(),
            image: Some(pic),
            ..Reply::default()
        })
    }

    // ----- ratings, statistics, settings --------------------------------------------------------

    /// The guild's best `limit` players by rating.
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn leaderboard(&self, a: Actor, limit: u32) -> Res {
        let mut tx = self.db.read().await?;
        let rows = tx.leaderboard(a.guild, limit.clamp(1, 100)).await?;
        tx.commit().await?;
        let rows: Vec<_> = rows
            .iter()
            .map(|r| (r.user(), r.rating, r.wins, r.losses, r.draws))
            .collect();
        Ok(Reply::text(text::leaderboard(&rows)))
    }

    /// A user's statistics in the guild: games, results, rating, current
    /// streak, results per variant.
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn stats(&self, a: Actor, user: u64) -> Res {
        let mut tx = self.db.read().await?;
        let rating = tx.rating(a.guild, user).await?;
        let games = tx.finished_games(a.guild, user).await?;
        tx.commit().await?;
        let st = ratings::stats(user, rating.as_ref(), &games);
        Ok(Reply::text(text::stats(&st)))
    }

    /// Sets the guild's turn time limit (admins only), for turns that start
    /// from now on.
    ///
    /// # Errors
    /// A user error for non-admins or a limit out of range.
    pub async fn set_turn_limit(&self, a: Actor, limit: Duration) -> Res {
        if !a.admin {
            return user_err(text::admins_only());
        }
        if limit < MIN_TURN_LIMIT || limit > MAX_TURN_LIMIT {
            return user_err(text::turn_limit_out_of_range(
                MIN_TURN_LIMIT,
                MAX_TURN_LIMIT,
            ));
        }
        let mut tx = self.db.begin().await?;
        tx.set_turn_limit(a.guild, ms_of(limit)).await?;
        tx.commit().await?;
        Ok(Reply::text(text::turn_limit_set(limit)))
    }

    /// A summary of the rules and commands (shown only to the caller).
    #[must_use]
    pub fn rules(&self) -> Reply {
        Reply {
            text: text::rules().into(),
            ephemeral: true,
            ..Reply::default()
        }
    }

    // ----- autocomplete ---------------------------------------------------------------

    /// The position of the channel's game if it is the caller's turn.
    async fn my_turn(&self, a: Actor) -> Option<Position> {
        let mut tx = self.db.read().await.ok()?;
        let row = tx.active_game(a.channel).await.ok()??;
        let g = Loaded::load(&mut tx, row).await.ok()?;
        let _ = tx.commit().await;
        (g.player_of(a.user) == Some(g.pos.to_move())).then_some(g.pos)
    }

    /// The caller's movable stacks (with or without a claim first), if it is
    /// their turn; empty otherwise.
    pub async fn movable_stacks(&self, a: Actor) -> Vec<Point> {
        let Some(pos) = self.my_turn(a).await else {
            return Vec::new();
        };
        let mut mask = 0u64;
        for m in game::moves_with_claims(&pos) {
            mask |= m.from.bit();
        }
        Point::ALL
            .into_iter()
            .filter(|p| mask & p.bit() != 0)
            .collect()
    }

    /// Where the stack on `from` can land (with or without a claim first),
    /// each with its LYNGK points (empty for a direct move), if it is the
    /// caller's turn; empty otherwise.
    pub async fn destinations(&self, a: Actor, from: Point) -> Vec<(Point, Vec<Point>)> {
        let Some(pos) = self.my_turn(a).await else {
            return Vec::new();
        };
        game::destinations(&pos, from)
    }

    // ----- the turn clock -----------------------------------------------------------------

    /// Applies what is due at the clock's time: expired challenges, forfeits
    /// past the turn limit, warnings at half time. Each is applied exactly
    /// once, also across restarts and processes (conditional updates on the
    /// stored deadlines).
    ///
    /// # Errors
    /// Internal errors.
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        let now = self.now();
        let mut notices = Vec::new();

        let mut tx = self.db.read().await?;
        let challenges = tx.expired_challenges(now).await?;
        let forfeits = tx.due_forfeits(now).await?;
        tx.commit().await?;

        for c in challenges {
            let _guard = self.lock(c.channel()).await;
            let mut tx = self.db.begin().await?;
            if tx.close_challenge(c.id, "expired").await? {
                tx.commit().await?;
                notices.push(Notice {
                    guild: c.guild(),
                    channel: c.channel(),
                    reply: Reply {
                        text: text::challenge_timed_out(c.challenger(), c.opponent()).into(),
                        mentions: vec![c.challenger()],
                        ..Reply::default()
                    },
                });
            }
        }

        for due in forfeits {
            let _guard = self.lock(due.channel()).await;
            let mut tx = self.db.begin().await?;
            let Some(row) = tx.game(due.id).await? else {
                continue;
            };
            if row.status != "active" || row.deadline_at.is_none_or(|d| d > now) {
                continue;
            }
            let g = Loaded::load(&mut tx, row).await?;
            if g.user(g.pos.to_move()) == COMPUTER {
                // The computer never loses on time: an answer interrupted by
                // a restart is played now.
                drop(tx);
                let reply = self.computer_reply(g.row.id, Vec::new()).await?;
                notices.push(Notice {
                    guild: g.row.guild(),
                    channel: g.row.channel(),
                    reply,
                });
                continue;
            }
            let loser = g.pos.to_move();
            let winner = loser.opponent();
            let e = Ending::win(winner, "timeout");
            if !tx
                .end_game(
                    g.row.id, g.row.ply, g.row.ply, e.status, e.result, e.reason, now,
                )
                .await?
            {
                continue;
            }
            let rating_lines = ratings::apply(&mut tx, &g.row, Some(Outcome::Win(winner))).await?;
            tx.commit().await?;
            let users = g.users();
            let mut lines = vec![text::lost_on_time(
                users[loser.index()],
                users[winner.index()],
            )];
            lines.extend(rating_lines);
            notices.push(Notice {
                guild: g.row.guild(),
                channel: g.row.channel(),
                reply: Reply {
                    text: Text(lines),
                    mentions: humans(users),
                    buttons: vec![Button::Rematch { game: g.row.id }],
                    ..Reply::default()
                },
            });
        }

        let mut tx = self.db.read().await?;
        let warnings = tx.due_warnings(now).await?;
        tx.commit().await?;
        for due in warnings {
            let _guard = self.lock(due.channel()).await;
            let mut tx = self.db.begin().await?;
            let Some(row) = tx.game(due.id).await? else {
                continue;
            };
            if row.status != "active" || row.warned || row.warn_at.is_none_or(|w| w > now) {
                continue;
            }
            if !tx.mark_warned(row.id, row.ply).await? {
                continue;
            }
            let g = Loaded::load(&mut tx, row).await?;
            tx.commit().await?;
            let user = g.user(g.pos.to_move());
            if user == COMPUTER {
                continue;
            }
            let left = g.row.deadline_at.unwrap_or(now) - now;
            notices.push(Notice {
                guild: g.row.guild(),
                channel: g.row.channel(),
                reply: Reply {
                    text: text::turn_warning(user, left).into(),
                    mentions: vec![user],
                    accent: Some(g.pos.to_move()),
                    ..Reply::default()
                },
            });
        }
        Ok(notices)
    }
}
