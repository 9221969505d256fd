//! The game service: every user action, transport-agnostic. Plain ids in
//! ([`Actor`]), a [`Reply`] out (text, an optional picture, mentions,
//! buttons). Challenges, turns, passes, the end of the game, ratings,
//! statistics and turn timeouts live here; the rules come from the engine,
//! the SQL from storage, the pictures from the renderer, the computer's
//! moves from the AI.
//!
//! Every action has one shape: read the game (no write lock), decide and
//! compute with no transaction open (the engine, a search, a picture), then
//! one short write transaction that checks the game's expected ply (or the
//! challenge's status) and stores the result, then the reply, its picture
//! drawn after the commit. A check that fails means someone else acted
//! first (a double click, the turn clock, another process): the caller is
//! told the new state, and nothing is ever applied twice. Per channel, the
//! actions of this process also take turns ([`locks`]), which spares them
//! needless conflicts.
//!
//! CPU work runs on the service's bounded pool ([`pool`]): the computer's
//! searches in a queue, pictures in a lane of their own. A human's move is
//! answered at once; when the computer is to answer, the reply says so
//! ([`Effect::ComputerAnswer`]) and the front end asks for the answer with
//! [`Computer::answer`](crate::service::Computer::answer), to post it as its own message.
//!
//! This file is the front door only: the [`Service`], its handles (one per
//! concern, each a plain struct over the shared [`context`] in a module of
//! its own: [`challenges`], [`turns`] (the one turn path of humans and the
//! computer), [`computer`], [`viewing`], [`analysis`], [`records`], [`deadlines`] (the
//! turn clock), [`lists`]…) and what the front ends may name. The small
//! things every handle takes are in [`common`]; the stored game brought back
//! to life in [`game`]. Nothing in the service imports this file.
//!
//! It speaks no language: replies and errors are typed messages
//! ([`crate::i18n::Msg`], built in [`text`]) that front ends render in the
//! reader's language.
//!
//! This module must not import any transport (poise, serenity).

mod analysis;
mod autocomplete;
mod board;
mod buttons;
mod challenges;
mod common;
mod computer;
mod consequences;
mod context;
mod deadlines;
pub mod effects;
mod endings;
mod errors;
mod executor;
mod game;
mod kept;
mod lessons;
mod lists;
mod locks;
mod menus;
mod mistakes;
mod moves;
mod names;
mod occupancy;
mod picture;
pub mod pool;
pub mod puzzles;
mod ratings;
mod records;
mod reminders;
mod reply;
mod review;
mod searches;
mod settings;
mod takebacks;
pub mod text;
mod tournaments;
mod turns;
mod types;
mod viewing;
pub mod views;

use crate::ids::{GuildId, UserId};
use std::sync::Arc;
use std::time::Duration;

use crate::metrics::{Live, Metrics, PoolLane};
use crate::storage::Db;

use context::Context;
use locks::ChannelLocks;
use pool::{CpuPool, PoolConfig};
use searches::Searches;

pub use analysis::Analysis;
pub use autocomplete::Autocomplete;
pub use board::{
    BoardKind, BoardRef, Boards, LessonStep, MistakeRetry, PuzzleAt, ReviewAt, Reviewed,
};
pub use challenges::Challenges;
pub use computer::Computer;
pub use deadlines::Deadlines;
pub use endings::Endings;
pub use kept::Kept;
pub use lessons::Lessons;
pub use lists::Lists;
pub use menus::Menus;
pub use mistakes::Mistakes;
pub use puzzles::Puzzles;
pub use records::{GameChoice, Records};
pub use review::Review;
pub use settings::Settings;
pub use takebacks::Takebacks;
pub use tournaments::Tournaments;
pub use turns::Turns;
pub use viewing::Viewing;

pub use analysis::{ANALYSIS_LIMITS, biggest_swings};
pub use autocomplete::{Destination, split_claim};
pub use buttons::{Button, Menu, MenuKind, MenuOption, Tone};
pub use common::{
    DEFAULT_CHALLENGE_TTL, DEFAULT_TURN_LIMIT, MAX_TURN_LIMIT, MIN_TURN_LIMIT, TAKEBACK_TTL,
};
pub use deadlines::{FORFEITS_PER_TICK, PENDING_ANSWER_GRACE, Tick};
pub use effects::{
    ChallengeMessage, ChannelPost, ComputerDue, Effect, Effects, GamesToStart, NewGameSpot,
    PairingStart, Progress, Reminder, ReminderKind, ResponseToken, StandingsPicture,
    TakebackMessage, TournamentSpot,
};
pub use errors::{InternalError, ServiceError};
pub use executor::{Front, Placed};
pub use kept::{KEPT_FOR_INTERACTION, KEPT_POST_LEASE, KeptImage, KeptPost};
pub use lists::LIST_SIZE;
pub use mistakes::{
    FOUND_MARGIN, MISTAKE_DROP, MISTAKES_PER_PLAYER, Retried, check as check_retry,
    judge as judge_retry, picked as picked_mistakes,
};
pub use moves::{BadMove, Revision, TurnRequest};
/// The board in words for screen readers (typed messages).
#[cfg(any(test, feature = "test-support"))]
pub use picture::alt_text as board_alt_text;
pub use ratings::PROVISIONAL_DEVIATION;
pub use reply::{Notice, NoticeReach, Picture, Reply};
pub use tournaments::{AskedFormat, MAX_TOURNAMENT_NAME, PAIRING_LEASE, TournamentSpec};
pub use types::{Actor, Clock, GameRef, ManualClock, Players, SystemClock};
pub use viewing::LEADERBOARD_PAGE;

/// How a service is set up beyond its database and clock.
#[derive(Clone, Debug, Default)]
pub struct ServiceOptions {
    /// The CPU pool: its threads, and hooks for tests and measurements.
    pub pool: PoolConfig,
}

/// The game service over one database: its handles, one per concern
/// ([`Service::turns`], [`Service::challenges`]…), over one shared context.
pub struct Service {
    cx: Context,
}

/// How long a health check waits for the database.
pub const DATABASE_CHECK_TIMEOUT: Duration = Duration::from_secs(2);

impl Service {
    /// Challenges: made, posted, accepted, declined, cancelled; rematches.
    #[must_use]
    pub fn challenges(&self) -> Challenges<'_> {
        Challenges::of(&self.cx)
    }

    /// Turns: a claim, a move, stored and answered.
    #[must_use]
    pub fn turns(&self) -> Turns<'_> {
        Turns::of(&self.cx)
    }

    /// Resignations and aborts.
    #[must_use]
    pub fn endings(&self) -> Endings<'_> {
        Endings::of(&self.cx)
    }

    /// The Move button's menus.
    #[must_use]
    pub fn menus(&self) -> Menus<'_> {
        Menus::of(&self.cx)
    }

    /// Private boards (a lesson's step, a puzzle, a mistake to retry):
    /// their Move and claim buttons and their menus.
    #[must_use]
    pub fn boards(&self) -> Boards<'_> {
        Boards::of(&self.cx)
    }

    /// Suggestions while a member types a move.
    #[must_use]
    pub fn autocomplete(&self) -> Autocomplete<'_> {
        Autocomplete::of(&self.cx)
    }

    /// Takebacks: asked, answered.
    #[must_use]
    pub fn takebacks(&self) -> Takebacks<'_> {
        Takebacks::of(&self.cx)
    }

    /// Games against the computer and its answers.
    #[must_use]
    pub fn computer(&self) -> Computer<'_> {
        Computer::of(&self.cx)
    }

    /// The analysis of a finished game.
    #[must_use]
    pub fn analysis(&self) -> Analysis<'_> {
        Analysis::of(&self.cx)
    }

    /// What a member looks at: the board, the history, a replay, the
    /// leaderboard, statistics, the rules.
    #[must_use]
    pub fn viewing(&self) -> Viewing<'_> {
        Viewing::of(&self.cx)
    }

    /// Lists of games.
    #[must_use]
    pub fn lists(&self) -> Lists<'_> {
        Lists::of(&self.cx)
    }

    /// The turn clock: what falls due.
    #[must_use]
    pub fn deadlines(&self) -> Deadlines<'_> {
        Deadlines::of(&self.cx)
    }

    /// Posts kept to be posted again.
    #[must_use]
    pub fn kept(&self) -> Kept<'_> {
        Kept::of(&self.cx)
    }

    /// The guild's settings and a member's own.
    #[must_use]
    pub fn settings(&self) -> Settings<'_> {
        Settings::of(&self.cx)
    }

    /// Tournaments.
    #[must_use]
    pub fn tournaments(&self) -> Tournaments<'_> {
        Tournaments::of(&self.cx)
    }

    /// Lessons you play.
    #[must_use]
    pub fn lessons(&self) -> Lessons<'_> {
        Lessons::of(&self.cx)
    }

    /// Puzzles proven by the solver.
    #[must_use]
    pub fn puzzles(&self) -> Puzzles<'_> {
        Puzzles::of(&self.cx)
    }

    /// Game records: exported, imported; which game a member may look at.
    #[must_use]
    pub fn records(&self) -> Records<'_> {
        Records::of(&self.cx)
    }

    /// Reviews of finished games, stepped through privately.
    #[must_use]
    pub fn review(&self) -> Review<'_> {
        Review::of(&self.cx)
    }

    /// A member's mistakes, retried privately.
    #[must_use]
    pub fn mistakes(&self) -> Mistakes<'_> {
        Mistakes::of(&self.cx)
    }

    /// Notes the name `user` goes by, for the pictures.
    pub fn note_name(&self, guild: Option<GuildId>, user: UserId, name: &str) {
        self.cx.names.note_name(guild, user, name);
    }

    /// Notes `guild`'s language (its preferred locale): the pictures posted
    /// for everyone there speak it.
    pub fn note_guild_lang(&self, guild: GuildId, lang: crate::i18n::Lang) {
        self.cx.names.note_lang(guild, lang);
    }

    /// Opens (creating and migrating) the database at `database_url`
    /// (`sqlite://lyngk.db`; the file is created on first start), with a
    /// CPU pool sized to the machine.
    ///
    /// # Errors
    /// The database can't be opened or migrated.
    pub async fn open(database_url: &str, clock: Arc<dyn Clock>) -> Result<Service, ServiceError> {
        Self::open_with(database_url, clock, ServiceOptions::default()).await
    }

    /// Like [`Service::open`], with the pool (and its hooks) set up as given.
    ///
    /// # Errors
    /// The database can't be opened or migrated.
    pub async fn open_with(
        database_url: &str,
        clock: Arc<dyn Clock>,
        options: ServiceOptions,
    ) -> Result<Service, ServiceError> {
        let db = Db::open(database_url).await?;
        let metrics = Arc::new(Metrics::new());
        let mut pool = options.pool;
        // Every job's wait goes to the metrics, then to the caller's observer.
        let theirs = pool.observer.take();
        let ours = Arc::clone(&metrics);
        pool.observer = Some(Arc::new(move |timing: pool::JobTiming| {
            let lane = match timing.lane {
                pool::Lane::Search => PoolLane::Search,
                pool::Lane::Picture => PoolLane::Picture,
            };
            ours.pool_wait(lane, timing.waited);
            if let Some(theirs) = &theirs {
                theirs(timing);
            }
        }));
        Ok(Service {
            cx: Context {
                db,
                clock,
                challenge_ttl: DEFAULT_CHALLENGE_TTL,
                locks: ChannelLocks::default(),
                pool: CpuPool::new(pool),
                searches: Searches::default(),
                metrics,
                thread_failures: std::sync::Mutex::default(),
                pairing_due: std::sync::Mutex::default(),
                names: names::Names::default(),
            },
        })
    }

    /// Closes the database (waits for running queries).
    pub async fn close(&self) {
        self.cx.db.close().await;
    }

    /// The database, for tests that make it fail under the service.
    #[cfg(any(test, feature = "test-support"))]
    #[doc(hidden)]
    #[must_use]
    pub fn db(&self) -> &Db {
        &self.cx.db
    }

    /// The time on the service's clock (for a front end's own deadlines,
    /// such as an interaction token's life).
    #[must_use]
    pub fn now(&self) -> crate::time::Timestamp {
        self.cx.now()
    }

    /// The instruments of this service and of the front end that drives it.
    #[must_use]
    pub fn metrics(&self) -> &Arc<Metrics> {
        &self.cx.metrics
    }

    /// The values of the moment for a scrape of the metrics (the gateway's
    /// shards are the front end's to add): the pool's queues, the games in
    /// progress (left out when the database does not answer within
    /// [`DATABASE_CHECK_TIMEOUT`]) and the failed database calls.
    pub async fn live_metrics(&self) -> Live {
        let count = async {
            let mut tx = self.cx.db.read().await?;
            let n = tx.active_games_count().await?;
            tx.commit().await?;
            Ok::<_, ServiceError>(n)
        };
        let active_games = match tokio::time::timeout(DATABASE_CHECK_TIMEOUT, count).await {
            Ok(Ok(n)) => Some(n),
            Ok(Err(e)) => {
                tracing::warn!("counting the active games for the metrics failed: {e}");
                None
            }
            Err(_) => None,
        };
        Live {
            search_queue: self.cx.pool.queued(pool::Lane::Search),
            picture_queue: self.cx.pool.queued(pool::Lane::Picture),
            active_games,
            database_errors: crate::storage::failed_calls(),
            shards: Vec::new(),
        }
    }

    /// Whether the database answers a trivial query within
    /// [`DATABASE_CHECK_TIMEOUT`], for a health check.
    ///
    /// # Errors
    /// Why not, in a few words for an operator.
    pub async fn check_database(&self) -> Result<(), String> {
        match tokio::time::timeout(DATABASE_CHECK_TIMEOUT, self.cx.db.ping()).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(format!("the database does not answer: {e}")),
            Err(_) => Err(format!(
                "the database did not answer within {DATABASE_CHECK_TIMEOUT:?}"
            )),
        }
    }

    /// How many channels have a lock held or awaited in this process.
    #[cfg(any(test, feature = "test-support"))]
    #[doc(hidden)]
    #[must_use]
    pub fn channels_locked(&self) -> usize {
        self.cx.locks.len()
    }
}
