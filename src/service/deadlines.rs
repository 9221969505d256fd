//! The turn clock and its setting: expired challenges, forfeits on time,
//! half-time warnings, the computer's answers left pending, and the guild's
//! turn limit.
//!
//! Each due item is claimed in a short write transaction (on PostgreSQL with
//! `FOR UPDATE SKIP LOCKED`, so that processes ticking at once take
//! different items and never wait for each other; on SQLite under the
//! database's write lock), decided, then applied by a conditional write (the
//! challenge still open, the game still at the ply that ran out of time), so
//! it happens exactly once, also across restarts and processes, and a move
//! made at the last moment either lands or loses on time, never both. A
//! computer answer left pending is taken by marking its turn restarted, so
//! that only one process searches it. One
//! item that fails (a log that no longer replays, a failed search) is logged
//! with its guild, channel and id and skipped: the others are still handled,
//! and what was already applied is still reported.

use std::time::Duration;

use crate::i18n::Text;
use crate::ids::{GuildId, Seat};
use crate::record::ChallengeStatus;
use crate::record::{EndReason, Ending};
use crate::storage::{ChallengeRow, GameRow, Tx};
use crate::time::Timestamp;

use tracing::Instrument;

use crate::service::buttons::Button;
use crate::service::common::{game_span, log_ending};
use crate::service::computer::Computer;
use crate::service::consequences::Consequences;
use crate::service::context::Context;
use crate::service::effects::{Effect, ReminderKind};
use crate::service::errors::ServiceError;
use crate::service::game::Loaded;
use crate::service::kept::Kept;
use crate::service::occupancy::posted_message;
use crate::service::puzzles::Puzzles;
use crate::service::reminders::About;
use crate::service::reply::{Notice, NoticeReach, Reply};
use crate::service::takebacks::Takebacks;
use crate::service::takebacks::disable_closed;
use crate::service::text;
use crate::service::tournaments::Tournaments;
use crate::service::types::{GameRef, humans};

/// The turn clock: expired challenges and takeback requests, warnings,
/// losses on time.
#[derive(Clone, Copy)]
pub struct Deadlines<'a> {
    cx: &'a Context,
}

impl<'a> Deadlines<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// How long the computer's answer may stay pending before the turn clock
/// plays it: a front end normally asks for it at once, so only an answer
/// that nobody asked for (another process stopped) is ever this late.
pub const PENDING_ANSWER_GRACE: Duration = Duration::from_secs(60);

/// The most games one tick ends on time. Each loss's notice carries its
/// board's picture until the front end has posted it (paced under
/// Discord's global rate limit by the Discord adapter's pacer): a large
/// tournament's round, whose games may all run out at once, is ended a
/// part at a time, the clock asking again at once while a tick says more
/// are due ([`Tick::more`]), so that its pictures are never all held at
/// once (with all 511 losses of a 1,024-player round at once, the bot's
/// heap peaked at 258 MiB; 199 MiB 64 at a time).
pub const FORFEITS_PER_TICK: usize = 64;

/// What one tick of the clock did ([`Deadlines::tick_part`]).
#[derive(Debug)]
pub struct Tick {
    /// The notices to post, in order.
    pub notices: Vec<Notice>,
    /// Whether more games than [`FORFEITS_PER_TICK`] were due: the rest
    /// are ended by the next tick, which the clock asks for at once.
    pub more: bool,
}

impl Deadlines<'_> {
    /// Applies what is due at the clock's time: expired challenges, forfeits
    /// past the turn limit, warnings at half time, and the computer's
    /// answers pending for more than [`PENDING_ANSWER_GRACE`]. Returns the
    /// notices to post.
    ///
    /// # Errors
    /// Only when the due items can't be read at all (nothing was applied
    /// then); a failure in one item is logged and the others go on.
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        Ok(self.tick_part().await?.notices)
    }

    /// [`Deadlines::tick`], which ends at most [`FORFEITS_PER_TICK`] games
    /// on time and says whether more were due.
    ///
    /// # Errors
    /// As [`Deadlines::tick`].
    pub async fn tick_part(&self) -> Result<Tick, ServiceError> {
        let now = self.cx.now();
        let mut tx = self.cx.db.read().await?;
        let challenges = tx.expired_challenges(now).await?;
        let forfeits = tx.due_forfeits(now).await?;
        tx.commit().await?;

        let mut notices = Vec::new();
        for c in challenges {
            let span = tracing::info_span!(
                "challenge",
                guild = c.guild().map(GuildId::get),
                channel = c.channel().get(),
                challenge = c.id.get()
            );
            let expired = async {
                self.expire(&c).await.unwrap_or_else(|e| {
                    tracing::error!("turn clock: expiring a challenge failed: {e}");
                    None
                })
            };
            notices.extend(expired.instrument(span).await);
        }
        let more = forfeits.len() > FORFEITS_PER_TICK;
        for row in forfeits.into_iter().take(FORFEITS_PER_TICK) {
            let forfeit = async {
                self.forfeit(&row, now).await.unwrap_or_else(|e| {
                    tracing::error!("turn clock: a forfeit on time failed: {e}");
                    None
                })
            };
            notices.extend(forfeit.instrument(game_span(GameRef::of(&row))).await);
        }
        match Takebacks::of(self.cx).expired_takebacks(now).await {
            Ok(expired) => notices.extend(expired),
            Err(e) => tracing::error!("turn clock: reading the lapsed takebacks failed: {e}"),
        }
        match Puzzles::of(self.cx).daily_posts(now).await {
            Ok(posts) => notices.extend(posts),
            Err(e) => tracing::error!("turn clock: the puzzle of the day failed: {e}"),
        }
        match self.warnings(now).await {
            Ok(warnings) => notices.extend(warnings),
            Err(e) => tracing::error!("turn clock: reading the due warnings failed: {e}"),
        }
        match Tournaments::of(self.cx).tournament_tick(now).await {
            Ok(tournaments) => notices.extend(tournaments),
            Err(e) => tracing::error!("turn clock: the tournaments' due work failed: {e}"),
        }
        match Computer::of(self.cx)
            .pending_answers(now - PENDING_ANSWER_GRACE)
            .await
        {
            Ok(answers) => notices.extend(answers),
            Err(e) => tracing::error!("turn clock: reading the pending answers failed: {e}"),
        }
        if let Err(e) = Kept::of(self.cx).drop_old().await {
            tracing::error!("turn clock: dropping old kept messages failed: {e}");
        }
        Ok(Tick { notices, more })
    }

    async fn expire(&self, c: &ChallengeRow) -> Result<Option<Notice>, ServiceError> {
        let _guard = self.cx.lock(c.channel()).await;
        let mut tx = self.cx.db.begin().await?;
        if tx.claim_challenge(c.id).await?.is_none() {
            return Ok(None);
        }
        // Its message as it closes (it may have been recorded since it was read).
        let Some(closed) = tx.close_challenge(c.id, ChallengeStatus::Expired).await? else {
            return Ok(None);
        };
        tx.commit().await?;
        tracing::info!("challenge expired");
        Ok(Some(Notice {
            guild: c.guild(),
            channel: c.channel(),
            game: None,
            reply: Reply {
                text: text::challenge_timed_out(c.challenger(), c.opponent()).into(),
                mentions: vec![c.challenger()],
                ..Reply::default()
            }
            .with(posted_message(&closed).map(Effect::DisableChallenge)),
            // A challenge keeps its answer's token only where nothing else
            // reaches its channel: its notice goes by direct message there.
            reach: if closed.response().is_some() {
                NoticeReach::Direct { result: false }
            } else {
                NoticeReach::Channel
            },
        }))
    }

    /// The player to move in `due` loses on time, if the game is still at
    /// the turn that ran out. The computer never loses on time (its pending
    /// answer is played instead).
    async fn forfeit(&self, due: &GameRow, now: Timestamp) -> Result<Option<Notice>, ServiceError> {
        let _guard = self.cx.lock(due.channel()).await;
        let mut tx = self.cx.db.begin().await?;
        let Some(g) = self.claim_due(&mut tx, due).await? else {
            return Ok(None);
        };
        if g.row.deadline_at.is_none_or(|d| d > now) {
            return Ok(None);
        }
        let loser = g.pos.to_move();
        if g.user(loser).is_computer() {
            return Ok(None);
        }
        let winner = loser.opponent();
        let e = Ending::win(winner, EndReason::Timeout, now);
        let Some(then) =
            Consequences::end_where_it_stands(self.cx, &mut tx, &g.row, &e, true).await?
        else {
            // A move landed in the meantime: the turn did not run out.
            return Ok(None);
        };
        tx.commit().await?;
        log_ending(&e);
        let users = g.users();
        let mut lines = vec![text::lost_on_time(
            users[loser.index()],
            users[winner.index()],
        )];
        lines.extend(then.rating_lines);
        let image = self
            .cx
            .picture(
                (g.row.guild(), users),
                &g.pos,
                g.last_turn(),
                Some(crate::render::Stopped::OutOfTime(loser)),
            )
            .await;
        Ok(Some(Notice {
            guild: g.row.guild(),
            channel: g.row.channel(),
            game: Some(g.row.id),
            reply: Reply {
                text: Text(lines),
                image,
                mentions: humans(users),
                buttons: vec![
                    Button::Rematch { game: g.row.id },
                    Button::review_of(g.row.id),
                ],
                ..Reply::default()
            }
            .with(disable_closed(then.overtaken.as_ref()))
            .with(then.game_over),
            // The channel shows how its game ended, even where the bot
            // can't post there.
            reach: NoticeReach::of_game(g.row.interactions_only, true),
        }))
    }

    /// The half-time warnings due at `now`, each sent once.
    async fn warnings(&self, now: Timestamp) -> Result<Vec<Notice>, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let due = tx.due_warnings(now).await?;
        tx.commit().await?;
        let mut notices = Vec::new();
        for row in due {
            let warning = async {
                self.warning(&row, now).await.unwrap_or_else(|e| {
                    tracing::error!("turn clock: a turn warning failed: {e}");
                    None
                })
            };
            notices.extend(warning.instrument(game_span(GameRef::of(&row))).await);
        }
        Ok(notices)
    }

    async fn warning(&self, due: &GameRow, now: Timestamp) -> Result<Option<Notice>, ServiceError> {
        let _guard = self.cx.lock(due.channel()).await;
        let mut tx = self.cx.db.begin().await?;
        let Some(g) = self.claim_due(&mut tx, due).await? else {
            return Ok(None);
        };
        if g.row.warned || g.row.warn_at.is_none_or(|w| w > now) {
            return Ok(None);
        }
        // Marked also when the computer is to move (it gets no warning), so
        // the game is not read again at every tick.
        if !tx.mark_warned(g.row.id, g.row.revision).await? {
            return Ok(None);
        }
        let next = g.pos.to_move();
        let user = g.user(next);
        let left = g.row.deadline_at.unwrap_or(now).saturating_since(now);
        let reminder = About::of(&g)
            .reminder(&mut tx, user, ReminderKind::HalfTime { left })
            .await?;
        tx.commit().await?;
        tracing::info!(ply = g.row.ply, "turn warning due");
        let Seat::Human(user) = user else {
            return Ok(None);
        };
        Ok(Some(Notice {
            guild: g.row.guild(),
            channel: g.row.channel(),
            game: Some(g.row.id),
            reply: Reply {
                text: text::turn_warning(user, left).into(),
                mentions: vec![user],
                accent: Some(next),
                // The warned player can move from here, as from their turn.
                buttons: vec![Button::Move {
                    game: g.row.id,
                    rev: g.row.revision,
                }],
                ..Reply::default()
            }
            .with(reminder.map(Effect::Remind)),
            reach: NoticeReach::of_game(g.row.interactions_only, false),
        }))
    }

    /// Claims `due` for this process in the write transaction `tx` and
    /// replays it: `None` when it has moved on, is over, or another process
    /// is handling it (on PostgreSQL its row is locked, and skipped; on
    /// SQLite the write lock lets one process at a time get here, and the
    /// conditional write that follows makes sure the item is applied once).
    /// Replaying is fast (no search, no picture): the transaction stays
    /// short.
    async fn claim_due(&self, tx: &mut Tx, due: &GameRow) -> Result<Option<Loaded>, ServiceError> {
        match tx.claim_game(due.id, due.revision).await? {
            Some(row) => Ok(Some(Loaded::load(tx, row).await?)),
            None => Ok(None),
        }
    }
}
