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
//! ([`Reply::computer_due`]) and the front end asks for the answer with
//! [`Service::computer_turn`], to post it as its own message.
//!
//! Files by concern: [`challenges`], [`turns`] (the one turn path of humans
//! and the computer), [`computer`], [`viewing`], [`analysis`], [`clock`],
//! [`autocomplete`], [`lists`], [`reminders`]; the stored game brought back to life in [`game`].
//!
//! It speaks no language: replies and errors are typed messages
//! ([`crate::i18n::Msg`], built in [`text`]) that front ends render in the
//! reader's language.
//!
//! This module must not import any transport (poise, serenity).

mod analysis;
mod autocomplete;
mod challenges;
mod clock;
mod computer;
pub mod effects;
mod errors;
mod executor;
mod game;
mod kept;
mod lists;
mod locks;
mod menus;
mod moves;
mod names;
mod picture;
pub mod pool;
mod ratings;
mod reminders;
mod reply;
mod searches;
mod takebacks;
pub mod text;
mod threads;
mod tournaments;
mod turns;
mod types;
mod viewing;
pub mod views;

use std::sync::Arc;
use std::time::Duration;

use crate::ai::Level;
use crate::engine::{LastTurn, Position};
use crate::i18n::Msg;
use crate::metrics::{Live, Metrics, PoolLane};
use crate::render;
use crate::storage::{Db, Ending, GameResult, NewGame, Tx};

use game::Loaded;
use locks::{ChannelGuard, ChannelLocks};
use pool::{CpuPool, PoolConfig};
use searches::Searches;

pub use analysis::{ANALYSIS_LIMITS, biggest_swings};
pub use autocomplete::{Destination, split_claim};
/// The board in words for screen readers (typed messages).
pub use clock::PENDING_ANSWER_GRACE;
pub use effects::{
    ChallengeMessage, ChannelPost, ComputerDue, Effect, Effects, GamesToStart, NewGameSpot,
    Progress, Reminder, ReminderKind, TakebackMessage, TournamentSpot,
};
pub use errors::{InternalError, ServiceError};
pub use executor::{Front, Placed};
pub use kept::{KEPT_POST_LEASE, KeptImage, KeptPost};
pub use lists::LIST_SIZE;
pub use moves::{BadMove, Revision, TurnRequest};
pub use picture::alt_text as board_alt_text;
pub use ratings::PROVISIONAL_DEVIATION;
pub use reply::{Button, Menu, MenuKind, MenuOption, Notice, Picture, Reply};
pub use tournaments::{
    AskedFormat, MAX_TOURNAMENT_NAME, PAIRING_LEASE, PairingStart, StandingsPicture, TournamentSpec,
};
use types::humans;
pub use types::{Actor, COMPUTER, Clock, GameRef, ManualClock, Players, SystemClock};
pub use viewing::LEADERBOARD_PAGE;

/// An unanswered challenge expires after this long.
pub const DEFAULT_CHALLENGE_TTL: Duration = Duration::from_secs(10 * 60);
/// An unanswered takeback request expires after this long.
pub const TAKEBACK_TTL: Duration = Duration::from_secs(10 * 60);
/// The turn time limit of a guild that has not set one.
pub const DEFAULT_TURN_LIMIT: Duration = Duration::from_secs(24 * 60 * 60);

/// The shortest turn time limit a guild may set.
pub const MIN_TURN_LIMIT: Duration = Duration::from_secs(60);
/// The longest turn time limit a guild may set.
pub const MAX_TURN_LIMIT: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// How a service is set up beyond its database and clock.
#[derive(Clone, Debug, Default)]
pub struct ServiceOptions {
    /// The CPU pool: its threads, and hooks for tests and measurements.
    pub pool: PoolConfig,
}

/// The game service over one database.
pub struct Service {
    db: Db,
    clock: Arc<dyn Clock>,
    challenge_ttl_ms: i64,
    locks: ChannelLocks,
    pool: CpuPool,
    searches: Searches,
    metrics: Arc<Metrics>,
    /// The tournament pairings whose thread could not be made, whose
    /// players have been told so ([`Service::thread_failed`]).
    thread_failures: std::sync::Mutex<std::collections::HashSet<i64>>,
    /// The players' display names, for the pictures.
    names: names::Names,
}

/// How long a health check waits for the database.
pub const DATABASE_CHECK_TIMEOUT: Duration = Duration::from_secs(2);

type Res = Result<Reply, ServiceError>;

fn user_err<T>(msg: Msg) -> Result<T, ServiceError> {
    Err(ServiceError::User(msg))
}

fn ms_of(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// A game about to start: the seed it is drawn from (stored, it reproduces
/// the board, the first player and the computer's moves), its start
/// position, its players in order, and what it comes from.
struct Opening<'a> {
    seed: u64,
    start: &'a Position,
    players: [u64; 2],
    challenge: Option<i64>,
    /// The computer's level in a game against it.
    level: Option<Level>,
}

/// The span of an operation on a game: every log line inside it carries
/// the game's guild, channel and id.
fn game_span(game: GameRef) -> tracing::Span {
    tracing::info_span!(
        "game",
        guild = game.guild,
        channel = game.channel,
        game = game.game
    )
}

/// Logs the end of a game for operators (after the commit, in the game's
/// span).
fn log_ending(e: &Ending) {
    tracing::info!(
        status = e.status.name(),
        result = e.result.map(GameResult::name),
        reason = e.reason.name(),
        "game over"
    );
}

impl Service {
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
            db,
            clock,
            challenge_ttl_ms: ms_of(DEFAULT_CHALLENGE_TTL),
            locks: ChannelLocks::default(),
            pool: CpuPool::new(pool),
            searches: Searches::default(),
            metrics,
            thread_failures: std::sync::Mutex::default(),
            names: names::Names::default(),
        })
    }

    /// Closes the database (waits for running queries).
    pub async fn close(&self) {
        self.db.close().await;
    }

    /// The database, for tests that make it fail under the service.
    #[doc(hidden)]
    #[must_use]
    pub fn db(&self) -> &Db {
        &self.db
    }

    /// How many computer searches wait in the queue (not yet running).
    #[must_use]
    pub fn searches_queued(&self) -> usize {
        self.pool.queued(pool::Lane::Search)
    }

    /// The instruments of this service and of the front end that drives it.
    #[must_use]
    pub fn metrics(&self) -> &Arc<Metrics> {
        &self.metrics
    }

    /// The values of the moment for a scrape of the metrics (the gateway's
    /// shards are the front end's to add): the pool's queues, the games in
    /// progress (left out when the database does not answer within
    /// [`DATABASE_CHECK_TIMEOUT`]) and the failed database calls.
    pub async fn live_metrics(&self) -> Live {
        let count = async {
            let mut tx = self.db.read().await?;
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
            search_queue: self.pool.queued(pool::Lane::Search),
            picture_queue: self.pool.queued(pool::Lane::Picture),
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
        match tokio::time::timeout(DATABASE_CHECK_TIMEOUT, self.db.ping()).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(format!("the database does not answer: {e}")),
            Err(_) => Err(format!(
                "the database did not answer within {DATABASE_CHECK_TIMEOUT:?}"
            )),
        }
    }

    /// How many channels have a lock held or awaited in this process.
    #[must_use]
    pub fn channels_locked(&self) -> usize {
        self.locks.len()
    }

    fn now(&self) -> i64 {
        self.clock.now()
    }

    async fn lock(&self, channel: u64) -> ChannelGuard<'_> {
        self.locks.lock(channel).await
    }

    async fn turn_limit_ms(tx: &mut Tx, guild: u64) -> Result<i64, ServiceError> {
        Ok(tx
            .turn_limit(guild)
            .await?
            .unwrap_or_else(|| ms_of(DEFAULT_TURN_LIMIT)))
    }

    /// The time per turn of game `row`: its own (a tournament's), else the
    /// guild's.
    async fn game_turn_limit_ms(
        tx: &mut Tx,
        row: &crate::storage::GameRow,
    ) -> Result<i64, ServiceError> {
        match row.turn_limit_ms {
            Some(limit) => Ok(limit),
            None => Self::turn_limit_ms(tx, row.guild()).await,
        }
    }

    /// Stores a game starting at `now` in `a`'s channel, its turn clock set
    /// from the guild's limit; returns the game's id and that limit.
    async fn insert_game(
        tx: &mut Tx,
        a: Actor,
        opening: &Opening<'_>,
        now: i64,
    ) -> Result<(i64, i64), ServiceError> {
        let limit = Self::turn_limit_ms(tx, a.guild).await?;
        let lpn = opening.start.to_string();
        let id = tx
            .insert_game(&NewGame {
                guild: a.guild,
                channel: a.channel,
                challenge: opening.challenge,
                variant: opening.start.variant(),
                seed: opening.seed as i64,
                start_lpn: &lpn,
                player1: opening.players[0],
                player2: opening.players[1],
                now,
                warn_at: now + limit / 2,
                deadline_at: now + limit,
                ai_level: opening.level,
            })
            .await?;
        Ok((id, limit))
    }

    /// The channel's active game, read and replayed (no write lock).
    async fn active_game(&self, channel: u64) -> Result<Option<Loaded>, ServiceError> {
        let mut tx = self.db.read().await?;
        let Some(row) = tx.active_game(channel).await? else {
            return Ok(None);
        };
        let g = Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(Some(g))
    }

    /// A game by id, read and replayed (no write lock).
    async fn game(&self, id: i64) -> Result<Loaded, ServiceError> {
        let mut tx = self.db.read().await?;
        let Some(row) = tx.game(id).await? else {
            return Err(InternalError::Corrupt {
                game: id,
                reason: "vanished".to_owned(),
            }
            .into());
        };
        let g = Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(g)
    }

    /// The picture of a position of the game between `users` in `guild`
    /// (named as [`Service::note_name`] noted them), ended as `ending` says
    /// when its position does not show it, drawn on the pool's picture lane
    /// after the action is stored (in the game's span); none when the
    /// renderer fails (logged, not shown: the action stands).
    async fn picture(
        &self,
        (guild, users): (u64, [u64; 2]),
        pos: &Position,
        last: Option<LastTurn>,
        ending: Option<render::Ending>,
    ) -> Option<Picture> {
        let pos = pos.clone();
        let names = self.picture_names(guild, users);
        let drawn = self
            .pool
            .picture(move || {
                let view = render::BoardView::new(&pos, last.as_ref())
                    .named([&names[0], &names[1]])
                    .ended(ending);
                picture::board(&view)
            })
            .await;
        match drawn {
            Ok(ran) => match ran.value {
                Ok(p) => Some(p),
                Err(e) => {
                    tracing::error!("board picture failed: {e}");
                    None
                }
            },
            Err(e) => {
                tracing::error!("board picture task failed: {e}");
                None
            }
        }
    }
}
