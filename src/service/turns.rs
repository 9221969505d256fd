//! Turns: the one path every turn takes, whoever plays it (a player's claim
//! and move, the computer's answer), and the players' other actions on a
//! game: resignation and abort.
//!
//! A turn is worked out on the position read from storage ([`plan_turn`]:
//! the engine checks it, plays it and the passes it forces, and says how the
//! game stands), stored in one short transaction that checks the game is
//! still at the ply it was read at ([`Turns::store_turn`](crate::service::Turns::store_turn)), and answered
//! with the board drawn after the commit ([`Turns::turn_reply`](crate::service::Turns::turn_reply)).

use crate::ids::{GameId, Seat, UserId};
use tracing::Instrument;

use crate::ai::Level;
use crate::engine::{Action, Color, IllegalAction, LastTurn, Move, Outcome, Player, Position};
use crate::i18n::{Msg, Text};

use crate::record::Ending;
use crate::storage::{Plies, TurnClock};

use crate::service::buttons::Button;
use crate::service::common::{Res, game_span, log_ending, user_err};
use crate::service::consequences::{Consequences, Stand};
use crate::service::context::Context;
use crate::service::effects::ComputerDue;
use crate::service::effects::{Effect, Reminder, TakebackMessage};
use crate::service::errors::ServiceError;
use crate::service::game::Loaded;
use crate::service::locks::ChannelGuard;
use crate::service::moves::{Revision, TurnRequest};
use crate::service::reminders::About;
use crate::service::reply::Reply;
use crate::service::searches::Slot;
use crate::service::takebacks::takeback_message;
use crate::service::types::{Actor, humans};
use crate::service::{text, views};

/// Turns: a claim, a move, stored and answered.
#[derive(Clone, Copy)]
pub struct Turns<'a> {
    cx: &'a Context,
}

impl<'a> Turns<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// What storing a turn added to it: the rating changes of a game it ended,
/// and the reminder of the player whose turn it made (read in the turn's
/// transaction).
pub(super) struct Stored {
    pub rating_lines: Vec<Msg>,
    pub reminder: Option<Reminder>,
    /// The game's revision once the turn is stored.
    pub revision: i64,
    /// The takeback request the turn overtook, whose buttons go.
    pub overtaken: Option<TakebackMessage>,
    /// Whether the game allows takebacks (the Take back button).
    pub takebacks: bool,
    /// What the game's end does to its tournament (the next round).
    pub tournament: Vec<Effect>,
}

/// A turn (or the claim that opens one) worked out on a game's position,
/// not yet stored.
pub(super) struct PlannedTurn {
    /// What goes into the log: the player's actions, then the passes they
    /// forced (played by nobody).
    log: Vec<(Action, Option<Seat>)>,
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
pub(super) fn plan_turn(
    g: &Loaded,
    user: Seat,
    actions: &[Action],
) -> Result<PlannedTurn, IllegalAction> {
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
    Ok(PlannedTurn {
        log,
        ended,
        pos,
        lines,
        last,
        outcome,
    })
}

/// The lines announcing how a game that is over ended.
pub(super) fn ending_lines(pos: &Position, users: [Seat; 2], o: Outcome) -> Vec<Msg> {
    match pos.sudden_death_winner() {
        Some(w) => vec![text::sudden_death(users[w.index()])],
        None => views::end_by_moves(
            pos.variant(),
            users,
            [pos.score(Player::One), pos.score(Player::Two)],
            o.winner(),
        ),
    }
}

/// The human whose turn `turn` makes, to remind: not after their own turn
/// (when the opponent had to pass, they are at the board), not when the
/// game is over or the turn goes on.
fn turn_comes_to(g: &Loaded, turn: &PlannedTurn) -> Option<UserId> {
    if turn.outcome.is_some() || !turn.ended {
        return None;
    }
    let next = g.user(turn.pos.to_move());
    let mover = g.user(g.pos.to_move());
    next.human().filter(|_| next != mover)
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
    user: UserId,
    claim: Option<Color>,
    mv: Option<Move>,
) -> Result<PlannedTurn, Refused> {
    let Some(me) = g.player_of(user) else {
        return Err(Refused::User(text::not_a_player()));
    };
    let next = g.pos.to_move();
    if next != me {
        if g.user(next).is_computer() {
            return Err(Refused::ComputerToMove);
        }
        return Err(Refused::User(text::not_your_turn(g.user(next))));
    }
    let mut actions = Vec::with_capacity(2);
    actions.extend(claim.map(Action::Claim));
    actions.extend(mv.map(Action::Move));
    plan_turn(g, user.into(), &actions).map_err(|e| Refused::User(text::illegal(&e)))
}

impl Turns<'_> {
    /// Claims a colour (the turn then continues with a move).
    ///
    /// # Errors
    /// A user error when there is no game, the caller doesn't play in it, it
    /// isn't their turn, or the claim is illegal (with the engine's reason).
    pub async fn claim(&self, a: Actor, color: Color) -> Res {
        self.human_turn(a, Some(color), None, None).await
    }

    /// Plays a move, optionally preceded by a claim, as a player typed it
    /// (see [`TurnRequest::parse`]).
    ///
    /// # Errors
    /// As [`Turns::play`](crate::service::Turns::play), and a user error when the text is not a move or
    /// its claims differ.
    pub async fn play_move(&self, a: Actor, claim: Option<Color>, text: &str) -> Res {
        self.play(a, TurnRequest::parse(text, claim)?).await
    }

    /// Plays the turn a player asked for: its claim, if any, then its move.
    ///
    /// In a game against the computer the reply comes at once, with the
    /// computer's answer due ([`Effect::ComputerAnswer`]).
    ///
    /// A turn chosen in a menu ([`TurnRequest::at`]) is played only while
    /// the game is still at the revision the menu showed.
    ///
    /// # Errors
    /// A user error when there is no game, the caller doesn't play in it, it
    /// isn't their turn, or the move is illegal (with the engine's reason);
    /// when the move would make the computer answer while the caller still
    /// waits for another of its answers; when the game has moved on since
    /// the menu the turn was chosen in; nothing is changed then.
    pub async fn play(&self, a: Actor, turn: TurnRequest) -> Res {
        self.human_turn(a, turn.claim, Some(turn.path), turn.at)
            .await
    }

    pub(super) async fn human_turn(
        &self,
        a: Actor,
        claim: Option<Color>,
        mv: Option<Move>,
        at: Option<Revision>,
    ) -> Res {
        let guard = self.cx.lock(a.channel).await;
        let Some(g) = self.cx.active_game(a.channel).await? else {
            return user_err(match at {
                Some(_) => text::menu_outdated(),
                None => text::no_game(),
            });
        };
        if let Some(at) = at
            && (g.row.id != at.game || g.revision() != at.rev)
        {
            return user_err(text::menu_outdated());
        }
        let span = game_span(g.at());
        self.stored_human_turn(a, g, claim, mv, at.is_some(), guard)
            .instrument(span)
            .await
    }

    /// [`Turns::human_turn`] on the game `g` read, in the game's span.
    async fn stored_human_turn(
        &self,
        a: Actor,
        g: Loaded,
        claim: Option<Color>,
        mv: Option<Move>,
        from_menu: bool,
        guard: ChannelGuard<'_>,
    ) -> Res {
        let turn = match human_actions(&g, a.user, claim, mv) {
            Ok(turn) => turn,
            Err(Refused::User(msg)) => return user_err(msg),
            Err(Refused::ComputerToMove) => return self.computer_pending(&g, a.user).await,
        };
        // The computer answers next: reserve the member's answer before
        // storing, so a refusal changes nothing.
        let computer_next = turn.outcome.is_none() && g.user(turn.pos.to_move()).is_computer();
        let slot = if computer_next {
            Some(self.reserve_answer(a.user, g.row.id)?)
        } else {
            None
        };
        let Some(stored) = self.store_turn(&g, &turn).await? else {
            if from_menu {
                // The menu showed a game that is gone now.
                return user_err(text::menu_outdated());
            }
            return Err(self.conflict(a, claim, mv).await);
        };
        drop(guard);
        let due = slot.map(|slot| ComputerDue::new(g.at(), a.user, slot));
        let lines = turn.lines.clone();
        Ok(self
            .turn_reply(&g, a.user.into(), &turn, lines, stored, due)
            .await)
    }

    /// Reserves `member`'s one outstanding computer answer, in `game`.
    pub(super) fn reserve_answer(
        &self,
        member: UserId,
        game: GameId,
    ) -> Result<Slot, ServiceError> {
        self.cx
            .searches
            .reserve(member, game)
            .map_err(|_| ServiceError::User(text::search_busy()))
    }

    /// A player acted while the computer is to move. Its answer is either on
    /// its way (wait for it) or was interrupted (then it is due again, and
    /// the reply says so).
    async fn computer_pending(&self, g: &Loaded, human: UserId) -> Res {
        if self.cx.searches.is_due(g.row.id) {
            return user_err(text::not_your_turn(Seat::Computer));
        }
        let level = g.row.ai_level.unwrap_or(Level::Normal);
        let slot = self.reserve_answer(human, g.row.id)?;
        Ok(Reply {
            text: text::computer_thinking(level).into(),
            position: Some(g.pos.clone()),
            accent: Some(g.pos.to_move()),
            ..Reply::default()
        }
        .with([Effect::ComputerAnswer(ComputerDue::new(
            g.at(),
            human,
            slot,
        ))]))
    }

    /// Someone else acted between our read and our write: the player's
    /// turn, checked again against the game as it is now, gets the precise
    /// refusal (not your turn any more, the claim is gone, ...); if it would
    /// still be legal, the player is asked to look again rather than have it
    /// applied to a game they have not seen.
    async fn conflict(&self, a: Actor, claim: Option<Color>, mv: Option<Move>) -> ServiceError {
        let now = match self.cx.active_game(a.channel).await {
            Ok(Some(g)) => g,
            Ok(None) => return ServiceError::User(text::changed_meanwhile()),
            Err(e) => return e,
        };
        match human_actions(&now, a.user, claim, mv) {
            Err(Refused::User(msg)) => ServiceError::User(msg),
            Err(Refused::ComputerToMove) => ServiceError::User(text::not_your_turn(Seat::Computer)),
            Ok(_) => ServiceError::User(text::changed_meanwhile()),
        }
    }

    /// Stores a turn worked out on `g` in one short write transaction that
    /// checks the game is still active at the ply it was read at; the turn
    /// clock restarts when the turn is over, ratings change when it ends a
    /// rated game, and the reminder of the player whose turn it makes is
    /// read. `None` (and nothing stored) when someone else acted first.
    pub(super) async fn store_turn(
        &self,
        g: &Loaded,
        turn: &PlannedTurn,
    ) -> Result<Option<Stored>, ServiceError> {
        let now = self.cx.now();
        let id = g.row.id;
        let ply = g.row.ply;
        let plies = Plies {
            revision: g.row.revision,
            new: ply + turn.log.len() as i64,
        };
        let mut tx = self.cx.db.begin().await?;
        let ending = turn.outcome.map(|o| Ending::of_position(&turn.pos, o, now));
        let stored = if let Some(e) = &ending {
            tx.end_game(id, plies, e).await?
        } else if turn.ended {
            let limit = Context::game_turn_limit(&mut tx, &g.row).await?;
            tx.advance_game(id, plies, &TurnClock::starting(now, limit))
                .await?
        } else {
            tx.bump_ply(id, plies).await?
        };
        if !stored {
            return Ok(None);
        }
        for (i, (act, who)) in turn.log.iter().enumerate() {
            tx.insert_action(id, ply + i as i64, &act.to_string(), *who, now)
                .await?;
        }
        let stand = match turn.outcome {
            Some(outcome) => Stand::Ended {
                outcome: Some(outcome),
                rated: true,
            },
            None => Stand::GoesOn {
                next: turn_comes_to(g, turn).map(|user| (About::of(g), user)),
            },
        };
        let then = Consequences::settle(self.cx, &mut tx, &g.row, stand, now).await?;
        let takebacks = g.row.tournament_id.is_none()
            && (g.row.ai_level.is_some() || tx.takebacks(g.row.guild()).await?);
        tx.commit().await?;
        tracing::info!(ply = plies.new, "turn stored");
        if let Some(e) = &ending {
            log_ending(e);
        }
        Ok(Some(Stored {
            rating_lines: then.rating_lines,
            reminder: then.reminder,
            revision: g.row.revision + 1,
            overtaken: then.overtaken.as_ref().and_then(takeback_message),
            takebacks,
            tournament: then.game_over,
        }))
    }

    /// The answer to a stored turn played by `user` on `g`: `lines` (the
    /// turn in words), then how the game ended or who is to move, the board
    /// with the turn highlighted (drawn now, after the commit), and who may
    /// be pinged.
    pub(super) async fn turn_reply(
        &self,
        g: &Loaded,
        user: Seat,
        turn: &PlannedTurn,
        mut lines: Vec<Msg>,
        stored: Stored,
        computer_due: Option<ComputerDue>,
    ) -> Reply {
        let users = g.users();
        let pos = &turn.pos;
        let mut reply = Reply {
            mentions: humans(users),
            position: Some(pos.clone()),
            ..Reply::default()
        };
        match turn.outcome {
            Some(o) => {
                lines.extend(ending_lines(pos, users, o));
                lines.extend(stored.rating_lines);
                reply.buttons = vec![
                    Button::Rematch { game: g.row.id },
                    Button::review_of(g.row.id),
                ];
            }
            None => {
                let next = pos.to_move();
                let next_user = users[next.index()];
                if !next_user.is_computer() {
                    reply.buttons = vec![Button::Move {
                        game: g.row.id,
                        rev: stored.revision,
                    }];
                    // Under the reply to one's own turn (or to the
                    // computer's answer to it).
                    if !user.is_computer() && stored.takebacks {
                        reply.buttons.push(Button::Takeback {
                            game: g.row.id,
                            rev: stored.revision,
                        });
                    }
                }
                if !turn.ended {
                    lines.push(text::now_move(user));
                    reply.mentions = humans([user]);
                } else if next_user.is_computer() {
                    let level = g.row.ai_level.unwrap_or(Level::Normal);
                    lines.push(text::computer_thinking(level));
                    reply.mentions = Vec::new();
                } else {
                    let claims: Vec<Color> = pos.claims(next).iter().collect();
                    lines.push(text::to_move(next_user, next, &claims));
                    reply.mentions = humans([next_user]);
                }
                reply.accent = Some(next);
            }
        }
        reply.image = self
            .cx
            .picture((g.row.guild(), users), pos, Some(turn.last.clone()), None)
            .await;
        reply.text = Text(lines);
        reply.with(
            stored
                .reminder
                .map(Effect::Remind)
                .into_iter()
                .chain(stored.overtaken.map(Effect::DisableTakeback))
                .chain(stored.tournament)
                .chain(computer_due.map(Effect::ComputerAnswer)),
        )
    }
}
