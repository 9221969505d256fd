//! Turns: the one path every turn takes, whoever plays it (a player's claim
//! and move, the computer's answer), and the players' other actions on a
//! game: resignation and abort.
//!
//! A turn is worked out on the position read from storage ([`plan_turn`]:
//! the engine checks it, plays it and the passes it forces, and says how the
//! game stands), stored in one short transaction that checks the game is
//! still at the ply it was read at ([`Service::store_turn`]), and answered
//! with the board drawn after the commit ([`Service::turn_reply`]).

use crate::ai::Level;
use crate::engine::{Action, Color, IllegalAction, Move, Outcome, Player, Position};
use crate::i18n::{Msg, Text};

use crate::storage::{EndReason, Ending};

use super::autocomplete::split_claim;
use super::game::{Loaded, parse_move};
use super::picture::LastTurn;
use super::reminders::About;
use super::searches::Slot;
use super::types::ReminderKind;
use super::{
    Actor, Button, COMPUTER, ComputerDue, GameIds, Reply, Res, Service, ServiceError, humans,
    log_ending, ratings, text, user_err,
};

/// A turn (or the claim that opens one) worked out on a game's position,
/// not yet stored.
pub(super) struct Turn {
    /// What goes into the log: the player's actions, then the passes they
    /// forced (played by nobody).
    log: Vec<(Action, Option<u64>)>,
    /// Whether the turn is over (a move or a pass; not a claim alone).
    ended: bool,
    /// The position after it.
    pub pos: Position,
    /// The turn in words: the claim, the move, points scored, forced passes.
    pub lines: Vec<Msg>,
    /// What the board highlights.
    last: LastTurn,
    /// The result, if the turn ended the game.
    outcome: Option<Outcome>,
}

/// Works out `user`'s `actions` (a claim, a move, or both; the computer's
/// may be a pass) on the game's current position, with the passes they
/// force.
///
/// # Errors
/// The first action the rules refuse.
pub(super) fn plan_turn(g: &Loaded, user: u64, actions: &[Action]) -> Result<Turn, IllegalAction> {
    let users = g.users();
    let mut pos = g.pos.clone();
    let me = pos.to_move();
    let points_before = pos.points(me);
    let mut lines = Vec::new();
    let mut log = Vec::new();
    let mut last = LastTurn {
        claim: None,
        path: Vec::new(),
    };
    for &act in actions {
        pos.check(&act)?;
        match act {
            Action::Claim(c) => {
                last.claim = Some(c);
                lines.push(text::claimed(user, c));
            }
            Action::Move(m) => {
                last.path = pos.lyngk_path(&m).unwrap_or_else(|| vec![m.from, m.to]);
                lines.push(text::moved(user, &m.to_string(), &last.path));
            }
            Action::Pass => lines.push(text::passed(user)),
        }
        pos.play_unchecked(act);
        log.push((act, Some(user)));
    }
    if pos.points(me) > points_before {
        lines.push(text::scored(user, pos.points(me)));
    }
    let ended = actions.last().is_some_and(|a| a.ends_turn());
    if ended {
        for p in pos.play_forced_passes() {
            lines.push(text::passed(users[p.index()]));
            log.push((Action::Pass, None));
        }
    }
    let outcome = pos.outcome();
    Ok(Turn {
        log,
        ended,
        pos,
        lines,
        last,
        outcome,
    })
}

/// The lines announcing how a game that is over ended.
pub(super) fn ending_lines(pos: &Position, users: [u64; 2], o: Outcome) -> Vec<Msg> {
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

/// Why a player can't play the turn they asked for.
enum Refused {
    /// A mistake, to tell them.
    User(Msg),
    /// The computer is to move: its answer is pending.
    ComputerToMove,
}

/// The actions of a player's turn (a claim, a move, or both), checked
/// against the game as read.
fn human_actions(
    g: &Loaded,
    user: u64,
    claim: Option<Color>,
    mv: Option<Move>,
) -> Result<Turn, Refused> {
    let Some(me) = g.player_of(user) else {
        return Err(Refused::User(text::not_a_player()));
    };
    let next = g.pos.to_move();
    if next != me {
        if g.user(next) == COMPUTER {
            return Err(Refused::ComputerToMove);
        }
        return Err(Refused::User(text::not_your_turn(g.user(next))));
    }
    let mut actions = Vec::with_capacity(2);
    actions.extend(claim.map(Action::Claim));
    actions.extend(mv.map(Action::Move));
    plan_turn(g, user, &actions).map_err(|e| Refused::User(text::illegal(&e)))
}

impl Service {
    /// Claims a colour (the turn then continues with a move).
    ///
    /// # Errors
    /// A user error when there is no game, the caller doesn't play in it, it
    /// isn't their turn, or the claim is illegal (with the engine's reason).
    pub async fn claim(&self, a: Actor, color: Color) -> Res {
        self.human_turn(a, Some(color), None).await
    }

    /// Plays a move, optionally preceded by a claim. `text` is the move as a
    /// user typed it: `C3-E5`, `C3 E5`, `B5-B2-C3-E3`, `B5 B2 C3 E3`, or as
    /// autocomplete offered it, carrying the claim it needs (`E7 G9
    /// claim:black`, see [`Destination::value`](super::Destination::value)).
    ///
    /// In a game against the computer the reply comes at once, with
    /// [`Reply::computer_due`] set: the front end then asks
    /// [`Service::computer_turn`] for the answer.
    ///
    /// # Errors
    /// A user error when there is no game, the caller doesn't play in it, it
    /// isn't their turn, the text is not a move, or the move is illegal (with
    /// the engine's reason), when `claim` and the claim the text carries
    /// differ; when the move would make the computer answer while the caller
    /// still waits for another of its answers; nothing is changed then.
    pub async fn play_move(&self, a: Actor, claim: Option<Color>, text: &str) -> Res {
        let (text, carried) = split_claim(text);
        let claim = match (claim, carried) {
            (Some(chosen), Some(carried)) if chosen != carried => {
                return user_err(text::claim_conflict(chosen, carried));
            }
            (chosen, carried) => chosen.or(carried),
        };
        let m =
            parse_move(text).map_err(|why| ServiceError::User(text::bad_move_text(text, &why)))?;
        self.human_turn(a, claim, Some(m)).await
    }

    async fn human_turn(&self, a: Actor, claim: Option<Color>, mv: Option<Move>) -> Res {
        let guard = self.lock(a.channel).await;
        let Some(g) = self.active_game(a.channel).await? else {
            return user_err(text::no_game());
        };
        let turn = match human_actions(&g, a.user, claim, mv) {
            Ok(turn) => turn,
            Err(Refused::User(msg)) => return user_err(msg),
            Err(Refused::ComputerToMove) => return self.computer_pending(&g, a.user).await,
        };
        // The computer answers next: reserve the member's answer before
        // storing, so a refusal changes nothing.
        let computer_next = turn.outcome.is_none() && g.user(turn.pos.to_move()) == COMPUTER;
        let slot = if computer_next {
            Some(self.reserve_answer(a.user, g.row.id)?)
        } else {
            None
        };
        let Some(rating_lines) = self.store_turn(&g, &turn).await? else {
            return Err(self.conflict(a, claim, mv).await);
        };
        drop(guard);
        let due = slot.map(|slot| ComputerDue::new(a.guild, a.channel, g.row.id, a.user, slot));
        let lines = turn.lines.clone();
        Ok(self
            .turn_reply(&g, a.user, &turn, lines, rating_lines, due)
            .await)
    }

    /// Reserves `member`'s one outstanding computer answer, in `game`.
    pub(super) fn reserve_answer(&self, member: u64, game: i64) -> Result<Slot, ServiceError> {
        self.searches
            .reserve(member, game)
            .map_err(|_| ServiceError::User(text::search_busy()))
    }

    /// A player acted while the computer is to move. Its answer is either on
    /// its way (wait for it) or was interrupted (then it is due again, and
    /// the reply says so).
    async fn computer_pending(&self, g: &Loaded, human: u64) -> Res {
        if self.searches.is_due(g.row.id) {
            return user_err(text::not_your_turn(COMPUTER));
        }
        let level = g.row.ai_level.unwrap_or(Level::Normal);
        let slot = self.reserve_answer(human, g.row.id)?;
        Ok(Reply {
            text: text::computer_thinking(level).into(),
            position: Some(g.pos.clone()),
            accent: Some(g.pos.to_move()),
            computer_due: Some(ComputerDue::new(
                g.row.guild(),
                g.row.channel(),
                g.row.id,
                human,
                slot,
            )),
            ..Reply::default()
        })
    }

    /// Someone else acted between our read and our write: the player's
    /// turn, checked again against the game as it is now, gets the precise
    /// refusal (not your turn any more, the claim is gone, ...); if it would
    /// still be legal, the player is asked to look again rather than have it
    /// applied to a game they have not seen.
    async fn conflict(&self, a: Actor, claim: Option<Color>, mv: Option<Move>) -> ServiceError {
        let now = match self.active_game(a.channel).await {
            Ok(Some(g)) => g,
            Ok(None) => return ServiceError::User(text::changed_meanwhile()),
            Err(e) => return e,
        };
        match human_actions(&now, a.user, claim, mv) {
            Err(Refused::User(msg)) => ServiceError::User(msg),
            Err(Refused::ComputerToMove) => ServiceError::User(text::not_your_turn(COMPUTER)),
            Ok(_) => ServiceError::User(text::changed_meanwhile()),
        }
    }

    /// Stores a turn worked out on `g` in one short write transaction that
    /// checks the game is still active at the ply it was read at; the turn
    /// clock restarts when the turn is over, ratings change when it ends a
    /// rated game. `None` (and nothing stored) when someone else acted first.
    pub(super) async fn store_turn(
        &self,
        g: &Loaded,
        turn: &Turn,
    ) -> Result<Option<Vec<Msg>>, ServiceError> {
        let now = self.now();
        let id = g.row.id;
        let expected = g.row.ply;
        let new_ply = expected + turn.log.len() as i64;
        let mut tx = self.db.begin().await?;
        let ending = turn.outcome.map(|o| Ending::of_position(&turn.pos, o, now));
        let stored = if let Some(e) = &ending {
            tx.end_game(id, expected, new_ply, e).await?
        } else if turn.ended {
            let limit = Self::turn_limit_ms(&mut tx, g.row.guild()).await?;
            tx.advance_game(id, expected, new_ply, now, now + limit / 2, now + limit)
                .await?
        } else {
            tx.bump_ply(id, expected, new_ply).await?
        };
        if !stored {
            return Ok(None);
        }
        for (i, (act, who)) in turn.log.iter().enumerate() {
            tx.insert_action(id, expected + i as i64, &act.to_string(), *who, now)
                .await?;
        }
        let rating_lines = ratings::apply(&mut tx, &g.row, turn.outcome).await?;
        tx.commit().await?;
        tracing::info!(
            guild = g.row.guild(),
            channel = g.row.channel(),
            game = id,
            ply = new_ply,
            "turn stored"
        );
        if let Some(e) = &ending {
            log_ending(e, &g.row);
        }
        Ok(Some(rating_lines))
    }

    /// The answer to a stored turn played by `user` on `g`: `lines` (the
    /// turn in words), then how the game ended or who is to move, the board
    /// with the turn highlighted (drawn now, after the commit), and who may
    /// be pinged.
    pub(super) async fn turn_reply(
        &self,
        g: &Loaded,
        user: u64,
        turn: &Turn,
        mut lines: Vec<Msg>,
        rating_lines: Vec<Msg>,
        computer_due: Option<ComputerDue>,
    ) -> Reply {
        let users = g.users();
        let pos = &turn.pos;
        let mut reply = Reply {
            mentions: humans(users),
            position: Some(pos.clone()),
            computer_due,
            ..Reply::default()
        };
        match turn.outcome {
            Some(o) => {
                lines.extend(ending_lines(pos, users, o));
                lines.extend(rating_lines);
                reply.buttons = vec![Button::Rematch { game: g.row.id }];
            }
            None => {
                let next = pos.to_move();
                let next_user = users[next.index()];
                if !turn.ended {
                    lines.push(text::now_move(user));
                    reply.mentions = humans([user]);
                } else if next_user == COMPUTER {
                    let level = g.row.ai_level.unwrap_or(Level::Normal);
                    lines.push(text::computer_thinking(level));
                    reply.mentions = Vec::new();
                } else {
                    let claims: Vec<Color> = pos.claims(next).iter().collect();
                    lines.push(text::to_move(next_user, next, &claims));
                    reply.mentions = vec![next_user];
                    // Their turn has come (not after their own turn, when
                    // the opponent had to pass: they are at the board).
                    let mover = users[g.pos.to_move().index()];
                    if mover != next_user {
                        let about = About::of(&g.row);
                        reply.reminders.extend(
                            self.reminder(about, next_user, ReminderKind::YourTurn)
                                .await,
                        );
                    }
                }
                reply.accent = Some(next);
            }
        }
        reply.image = self
            .picture(GameIds::of(&g.row), pos, Some(turn.last.clone()))
            .await;
        reply.text = Text(lines);
        reply
    }

    /// Asks the caller to confirm giving up the game in the channel: a reply
    /// only they see, with [`Button::Resign`] and [`Button::KeepPlaying`].
    /// Nothing changes until they confirm.
    ///
    /// # Errors
    /// A user error when there is no game or the caller doesn't play in it.
    pub async fn resign_prompt(&self, a: Actor) -> Res {
        let Some(g) = self.active_game(a.channel).await? else {
            return user_err(text::no_game());
        };
        let Some(me) = g.player_of(a.user) else {
            return user_err(text::not_a_player());
        };
        let game = g.row.id;
        Ok(Reply {
            text: text::resign_confirm(g.user(me.opponent())).into(),
            ephemeral: true,
            buttons: vec![Button::Resign { game }, Button::KeepPlaying { game }],
            ..Reply::default()
        })
    }

    /// The answer to [`Button::KeepPlaying`]: nothing changes.
    #[must_use]
    pub fn keep_playing(&self) -> Reply {
        Reply {
            text: text::resign_kept().into(),
            ephemeral: true,
            ..Reply::default()
        }
    }

    /// The caller gives up the game in the channel (at any time, on either
    /// turn). A game given up before both players have moved is not rated.
    ///
    /// # Errors
    /// A user error when there is no game or the caller doesn't play in it.
    pub async fn resign(&self, a: Actor) -> Res {
        self.resign_game(a, None).await
    }

    /// [`Service::resign`] confirmed through [`Button::Resign`]: only while
    /// `game` is still the channel's game.
    ///
    /// # Errors
    /// As [`Service::resign`], and a user error when `game` is over.
    pub async fn confirm_resign(&self, a: Actor, game: i64) -> Res {
        self.resign_game(a, Some(game)).await
    }

    async fn resign_game(&self, a: Actor, expected: Option<i64>) -> Res {
        let _guard = self.lock(a.channel).await;
        // Giving up does not depend on the position: if a move lands between
        // the read and the write, read again (the status check still makes
        // it end the game once only).
        for _ in 0..3 {
            let Some(g) = self.active_game(a.channel).await? else {
                return user_err(match expected {
                    Some(_) => text::resign_outdated(),
                    None => text::no_game(),
                });
            };
            if expected.is_some_and(|id| id != g.row.id) {
                return user_err(text::resign_outdated());
            }
            let Some(me) = g.player_of(a.user) else {
                return user_err(text::not_a_player());
            };
            let winner = me.opponent();
            let rated = g.moved == [true, true];
            let e = Ending::win(winner, EndReason::Resign, self.now());
            let mut tx = self.db.begin().await?;
            let (id, ply) = (g.row.id, g.row.ply);
            if !tx.end_game(id, ply, ply, &e).await? {
                continue;
            }
            let outcome = Some(Outcome::Win(winner));
            let rating_lines = if rated {
                ratings::apply(&mut tx, &g.row, outcome).await?
            } else {
                Vec::new()
            };
            tx.commit().await?;
            log_ending(&e, &g.row);
            let users = g.users();
            let mut lines = vec![text::resigned(a.user, users[winner.index()])];
            lines.extend(rating_lines);
            if !rated && g.row.ai_level.is_none() {
                lines.push(text::not_rated_early());
            }
            return Ok(Reply {
                text: Text(lines),
                image: self
                    .picture(GameIds::of(&g.row), &g.pos, g.last_turn())
                    .await,
                mentions: humans([users[winner.index()]]),
                buttons: vec![Button::Rematch { game: g.row.id }],
                position: Some(g.pos),
                ..Reply::default()
            });
        }
        user_err(text::changed_meanwhile())
    }

    /// Ends the channel's game without a result (moderators only; no rating
    /// change).
    ///
    /// # Errors
    /// A user error for non-moderators or when there is no game.
    pub async fn abort(&self, a: Actor) -> Res {
        if !a.moderator {
            return user_err(text::moderators_only());
        }
        let _guard = self.lock(a.channel).await;
        for _ in 0..3 {
            let mut tx = self.db.read().await?;
            let row = tx.active_game(a.channel).await?;
            tx.commit().await?;
            let Some(row) = row else {
                return user_err(text::no_game());
            };
            let e = Ending::aborted(self.now());
            let mut tx = self.db.begin().await?;
            if !tx.end_game(row.id, row.ply, row.ply, &e).await? {
                continue;
            }
            tx.commit().await?;
            log_ending(&e, &row);
            return Ok(Reply {
                text: text::aborted(a.user).into(),
                mentions: humans([row.player1(), row.player2()]),
                ..Reply::default()
            });
        }
        user_err(text::changed_meanwhile())
    }
}
