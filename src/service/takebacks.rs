//! Takebacks with consent. A player asks (`/lyngk takeback`, or the Take
//! back button under the reply to their own turn) to take back their last
//! turn and anything played after it; their opponent accepts or declines
//! with buttons only they may use. A request lapses after [`TAKEBACK_TTL`]
//! (the turn clock closes it) and is overtaken by any change of the game
//! before the answer (a move, a resignation, the clock: [`Turns::store_turn`](crate::service::Turns::store_turn)
//! and the game's end close it). Against the computer a takeback needs no
//! consent: the player's turn and the computer's answer go at once.
//!
//! The log stays append-only: an accepted takeback marks the actions it
//! undid (`actions.undone_by`) and moves the game back to the ply its
//! requester's turn started at, with a new revision, in one write
//! transaction that checks the revision the request was made at: of a
//! takeback and a move (or a resignation, or the clock) racing, exactly one
//! applies. A guild may refuse takebacks in its rated games (on by
//! default); they are always allowed in unrated ones.

use crate::engine::{Color, Turn};
use crate::i18n::{Msg, Text};
use crate::ids::{ChannelId, GuildId, MessageId, Seat, TakebackId};
use crate::record::TakebackStatus;
use crate::storage::{NewTakeback, Plies, TakebackRow, TurnClock, Tx};
use crate::time::Timestamp;

use crate::service::buttons::Button;
use crate::service::common::{Res, TAKEBACK_TTL, game_span, user_err};
use crate::service::context::Context;
use crate::service::effects::{Effect, ResponseToken, TakebackMessage};
use crate::service::errors::{InternalError, ServiceError};
use crate::service::game::Loaded;
use crate::service::moves::Revision;
use crate::service::reply::{Notice, NoticeReach, Reply};
use crate::service::text;
use crate::service::types::{Actor, humans};
use tracing::Instrument;

/// Takebacks: asked, answered, expired.
#[derive(Clone, Copy)]
pub struct Takebacks<'a> {
    cx: &'a Context,
}

impl<'a> Takebacks<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// The message of a request, once posted.
pub(super) fn takeback_message(t: &TakebackRow) -> Option<TakebackMessage> {
    t.message().map(|message| TakebackMessage {
        takeback: t.id,
        channel: t.channel(),
        message,
        response: t.response(),
    })
}

/// The step that disables the buttons of a request just closed (if it was
/// posted): what every change that ends a request adds to its reply.
pub(super) fn disable_closed(closed: Option<&TakebackRow>) -> Option<Effect> {
    closed
        .and_then(takeback_message)
        .map(Effect::DisableTakeback)
}

/// The turns a takeback to ply `back_to` of `g` undoes, in notation.
fn undone_turns(g: &Loaded, back_to: usize) -> Vec<String> {
    let mut ply = 0;
    let mut out = Vec::new();
    for t in g.turns() {
        if ply >= back_to {
            out.push(t.to_string());
        }
        ply += t.actions.len();
    }
    out
}

impl Takebacks<'_> {
    /// Asks to take back the caller's last turn in the channel's game (and
    /// anything played after it): a public request that pings the opponent,
    /// with Accept and Decline buttons. Against the computer the turn and
    /// the computer's answer are taken back at once. With `at` (the Take
    /// back button), only while the game is still at that revision.
    ///
    /// # Errors
    /// A user error when there is no game, the caller doesn't play in it or
    /// has no turn to take back, the guild refuses takebacks in rated games,
    /// a request is already waiting, or the game moved on since `at`.
    pub async fn request(&self, a: Actor, at: Option<Revision>) -> Res {
        let _guard = self.cx.lock(a.channel).await;
        let Some(g) = self.cx.active_game(a.channel).await? else {
            return user_err(text::no_game());
        };
        if let Some(at) = at
            && (g.row.id != at.game || g.revision() != at.rev)
        {
            return user_err(text::menu_outdated());
        }
        let span = game_span(g.at());
        self.request_in(a, g, at.is_some()).instrument(span).await
    }

    async fn request_in(&self, a: Actor, g: Loaded, by_button: bool) -> Res {
        let Some(me) = g.player_of(a.user) else {
            return user_err(text::not_a_player());
        };
        if g.row.tournament_id.is_some() {
            return user_err(text::tournament_takebacks_off());
        }
        let Some((back_to, undone)) = g.last_turn_of(a.user) else {
            return user_err(text::takeback_nothing());
        };
        // The button under a turn is for whoever played that turn: after it,
        // only passes or the computer's answer may have come.
        if by_button
            && let Some(other) = undone.iter().skip(1).find(|t| {
                t.player != me
                    && !g.user(t.player).is_computer()
                    && t.actions
                        .iter()
                        .any(|x| !matches!(x, crate::engine::Action::Pass))
            })
        {
            return user_err(text::takeback_button_for(g.user(other.player)));
        }
        let turns: Vec<String> = undone.iter().map(Turn::to_string).collect();
        let now = self.cx.now();
        if g.row.ai_level.is_some() {
            return self.take_back_now(a, &g, back_to, &turns, now).await;
        }
        let opponent = g.user(me.opponent());
        let mut tx = self.cx.db.begin().await?;
        if !tx.takebacks(a.guild).await? {
            return user_err(text::takebacks_off());
        }
        // The request is about the game as read (its row locked first, as
        // every writer locks the game before its request).
        let current = tx.game(g.row.id).await?;
        if current.is_none_or(|r| r.revision != g.revision()) {
            return user_err(text::changed_meanwhile());
        }
        let mut effects = Vec::new();
        if let Some(open) = tx.open_takeback(g.row.id).await? {
            if open.expires_at > now {
                return user_err(text::takeback_pending(open.requester()));
            }
            // Lapsed, and not closed by the clock yet: it goes now.
            if let Some(closed) = tx
                .close_takeback(open.id, TakebackStatus::Expired, now)
                .await?
            {
                effects.extend(takeback_message(&closed).map(Effect::DisableTakeback));
            }
        }
        let id = tx
            .insert_takeback(&NewTakeback {
                game: g.row.id,
                requester: a.user,
                revision: g.revision(),
                back_to: back_to as i64,
                channel: a.channel,
                created_at: now,
                expires_at: now + TAKEBACK_TTL,
            })
            .await?;
        tx.commit().await?;
        tracing::info!(takeback = id.get(), "takeback asked");
        effects.push(Effect::RecordTakeback { takeback: id });
        Ok(Reply {
            text: text::takeback_asked(a.user, opponent, &turns, TAKEBACK_TTL).into(),
            mentions: humans([opponent]),
            buttons: vec![
                Button::TakebackAccept { takeback: id },
                Button::TakebackDecline { takeback: id },
            ],
            accent: Some(g.pos.to_move()),
            ..Reply::default()
        }
        .with(effects))
    }

    /// Against the computer: the takeback is recorded as accepted and
    /// applied at once.
    async fn take_back_now(
        &self,
        a: Actor,
        g: &Loaded,
        back_to: usize,
        turns: &[String],
        now: Timestamp,
    ) -> Res {
        let mut tx = self.cx.db.begin().await?;
        // The game's row first (see `answer_in`).
        tx.game(g.row.id).await?;
        let id = tx
            .insert_takeback(&NewTakeback {
                game: g.row.id,
                requester: a.user,
                revision: g.revision(),
                back_to: back_to as i64,
                channel: a.channel,
                created_at: now,
                expires_at: now,
            })
            .await?;
        tx.close_takeback(id, TakebackStatus::Accepted, now).await?;
        if !Self::apply_takeback(&mut tx, g, id, back_to, now).await? {
            return user_err(text::changed_meanwhile());
        }
        tx.commit().await?;
        tracing::info!(takeback = id.get(), back_to, "turns taken back");
        self.taken_back_reply(g, back_to, text::takeback_against_computer(a.user, turns))
            .await
    }

    /// Moves `g` back to ply `back_to` in `tx`, the actions from there on
    /// marked as undone by takeback `id`, the turn clock restarted for the
    /// player to move; `false` (nothing written) when the game is no longer
    /// at the revision it was read at.
    async fn apply_takeback(
        tx: &mut Tx,
        g: &Loaded,
        id: TakebackId,
        back_to: usize,
        now: Timestamp,
    ) -> Result<bool, ServiceError> {
        let limit = Context::game_turn_limit(tx, &g.row).await?;
        let plies = Plies {
            revision: g.revision(),
            new: back_to as i64,
        };
        if !tx
            .advance_game(g.row.id, plies, &TurnClock::starting(now, limit))
            .await?
        {
            return Ok(false);
        }
        tx.undo_actions(g.row.id, back_to as i64, id).await?;
        Ok(true)
    }

    /// The answer to a takeback that stands: `line`, who is to move now,
    /// the board as it is again, the Move button.
    async fn taken_back_reply(&self, g: &Loaded, back_to: usize, line: Msg) -> Res {
        let back = g.back_to(back_to)?;
        let next = back.pos.to_move();
        let next_user = back.user(next);
        let claims: Vec<Color> = back.pos.claims(next).iter().collect();
        let mut buttons = Vec::new();
        if !next_user.is_computer() {
            buttons.push(Button::Move {
                game: back.row.id,
                rev: back.revision(),
            });
        }
        Ok(Reply {
            text: Text(vec![line, text::to_move(next_user, next, &claims)]),
            image: self
                .cx
                .picture(
                    (back.row.guild(), back.users()),
                    &back.pos,
                    back.last_turn(),
                    None,
                )
                .await,
            mentions: humans([next_user]),
            accent: Some(next),
            buttons,
            position: Some(back.pos),
            ..Reply::default()
        })
    }

    /// The opponent's answer to takeback request `id` (its Accept or
    /// Decline button). Accepted, the requester's last turn and everything
    /// after it are taken back, if the game has not moved since the
    /// request; a request that lapsed or was overtaken is closed and its
    /// buttons go.
    ///
    /// # Errors
    /// A user error when the request is closed or the caller is not the
    /// requester's opponent.
    pub async fn answer(&self, a: Actor, id: TakebackId, accept: bool) -> Res {
        let _guard = self.cx.lock(a.channel).await;
        let mut tx = self.cx.db.read().await?;
        let t = tx.takeback(id).await?;
        tx.commit().await?;
        let Some(t) = t else {
            return user_err(text::takeback_closed(TakebackStatus::Expired));
        };
        if t.status != TakebackStatus::Open {
            return user_err(text::takeback_closed(t.status));
        }
        let g = self.cx.game(t.game_id).await?;
        let span = game_span(g.at());
        self.answer_in(a, &t, g, accept).instrument(span).await
    }

    async fn answer_in(&self, a: Actor, t: &TakebackRow, g: Loaded, accept: bool) -> Res {
        let requester = t.requester();
        let Some(opponent) = g.players().opponent_of(requester).and_then(Seat::human) else {
            return user_err(text::takeback_not_for_you(Seat::Computer));
        };
        if a.user != opponent {
            return user_err(text::takeback_not_for_you(opponent));
        }
        let now = self.cx.now();
        if !accept {
            return match self.close_request(t, TakebackStatus::Declined, now).await? {
                Some(closed) => Ok(Reply {
                    text: text::takeback_declined(opponent, requester).into(),
                    mentions: vec![requester],
                    ..Reply::default()
                }
                .with(takeback_message(&closed).map(Effect::DisableTakeback))),
                None => user_err(text::changed_meanwhile()),
            };
        }
        let moved_on =
            g.row.status != crate::record::GameStatus::Active || g.revision() != t.revision;
        if t.expires_at <= now || moved_on {
            let status = if moved_on {
                TakebackStatus::Overtaken
            } else {
                TakebackStatus::Expired
            };
            let closed = self.close_request(t, status, now).await?;
            // Only the clicker hears why; the request's buttons go.
            return Ok(Reply::ephemeral(text::takeback_closed(status))
                .with(disable_closed(closed.as_ref())));
        }
        let back_to = usize::try_from(t.back_to).map_err(|_| InternalError::Corrupt {
            game: g.row.id,
            reason: format!("takeback {} to ply {}", t.id, t.back_to),
        })?;
        let turns = undone_turns(&g, back_to);
        // The game first, then the request: every writer takes the two in
        // this order (a move overtakes the request after storing its turn),
        // so that on PostgreSQL their row locks never wait on each other in
        // a circle.
        let mut tx = self.cx.db.begin().await?;
        if !Self::apply_takeback(&mut tx, &g, t.id, back_to, now).await? {
            drop(tx);
            // The game moved on meanwhile (a move, the clock): that stands.
            let closed = self
                .close_request(t, TakebackStatus::Overtaken, now)
                .await?;
            return Ok(
                Reply::ephemeral(text::takeback_closed(TakebackStatus::Overtaken))
                    .with(disable_closed(closed.as_ref())),
            );
        }
        let Some(closed) = tx
            .close_takeback(t.id, TakebackStatus::Accepted, now)
            .await?
        else {
            // Dropped uncommitted: nothing was taken back.
            return user_err(text::changed_meanwhile());
        };
        tx.commit().await?;
        tracing::info!(takeback = t.id.get(), back_to, "turns taken back");
        let reply = self
            .taken_back_reply(
                &g,
                back_to,
                text::takeback_accepted(opponent, requester, &turns),
            )
            .await?;
        Ok(reply.with(takeback_message(&closed).map(Effect::DisableTakeback)))
    }

    /// Closes request `t` with `status` in a transaction of its own: the
    /// closed request, or `None` when it was no longer open.
    async fn close_request(
        &self,
        t: &TakebackRow,
        status: TakebackStatus,
        now: Timestamp,
    ) -> Result<Option<TakebackRow>, ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let closed = tx.close_takeback(t.id, status, now).await?;
        tx.commit().await?;
        Ok(closed)
    }

    /// Records the message that shows takeback request `id` (see
    /// [`Challenges::posted`](crate::service::Challenges::posted)): the message when the request closed
    /// before it was recorded, whose buttons are to be disabled at once.
    /// Where the bot is not in the channel, `response` is the token of the
    /// interaction that showed it, kept with the request (so that another
    /// process, or this one after a restart, can close it within the
    /// token's life).
    ///
    /// # Errors
    /// Internal errors.
    pub async fn posted(
        &self,
        id: TakebackId,
        channel: ChannelId,
        message: MessageId,
        response: Option<ResponseToken>,
    ) -> Result<Option<TakebackMessage>, ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let status = tx.set_takeback_message(id, message).await?;
        if let (Some(_), Some(response)) = (status, &response) {
            tx.set_takeback_response(id, response).await?;
        }
        tx.commit().await?;
        Ok(status
            .filter(|s| *s != TakebackStatus::Open)
            .map(|_| TakebackMessage {
                takeback: id,
                channel,
                message,
                response,
            }))
    }

    /// The takeback requests that lapsed at `now`, each closed once (for
    /// the turn clock).
    pub(super) async fn expired_takebacks(
        &self,
        now: Timestamp,
    ) -> Result<Vec<Notice>, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let mut due = Vec::new();
        for t in tx.expired_takebacks(now).await? {
            let guild = tx.game(t.game_id).await?.and_then(|g| g.guild());
            due.push((t, guild));
        }
        tx.commit().await?;
        let mut notices = Vec::new();
        for (t, guild) in due {
            match self.expire_takeback(&t, guild, now).await {
                Ok(notice) => notices.extend(notice),
                Err(e) => tracing::error!(
                    takeback = t.id.get(),
                    "turn clock: expiring a takeback request failed: {e}"
                ),
            }
        }
        Ok(notices)
    }

    async fn expire_takeback(
        &self,
        t: &TakebackRow,
        guild: Option<GuildId>,
        now: Timestamp,
    ) -> Result<Option<Notice>, ServiceError> {
        let _guard = self.cx.lock(t.channel()).await;
        let mut tx = self.cx.db.begin().await?;
        if tx.claim_takeback(t.id).await?.is_none() {
            return Ok(None);
        }
        let Some(closed) = tx
            .close_takeback(t.id, TakebackStatus::Expired, now)
            .await?
        else {
            return Ok(None);
        };
        let interactions_only = tx
            .game(closed.game_id)
            .await?
            .is_some_and(|g| g.interactions_only);
        tx.commit().await?;
        tracing::info!(takeback = t.id.get(), "takeback request expired");
        Ok(Some(Notice {
            guild,
            channel: closed.channel(),
            game: Some(closed.game_id),
            reply: Reply {
                text: text::takeback_expired(closed.requester()).into(),
                mentions: vec![closed.requester()],
                ..Reply::default()
            }
            .with(takeback_message(&closed).map(Effect::DisableTakeback)),
            reach: NoticeReach::of_game(interactions_only, false),
        }))
    }
}
