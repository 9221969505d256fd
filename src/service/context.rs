//! The context every handle of the service shares: the database, the
//! clock, the per-channel locks, the CPU pool and the computer's searches,
//! the metrics and the players' names; and the few steps every concern
//! takes (the time, a channel's lock, a game read and replayed, a new game
//! stored, a board drawn). The handles ([`super::Turns`],
//! [`super::Challenges`]…) are views of it: each names one concern.

use crate::ids::{ChannelId, GameId, GuildId, PairingId, Seat, TournamentId};
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::engine::{LastTurn, Position};
use crate::metrics::Metrics;
use crate::render;
use crate::storage::{Db, NewGame, Tx};
use crate::time::Timestamp;

use crate::service::common::{DEFAULT_TURN_LIMIT, Opening};
use crate::service::errors::{InternalError, ServiceError};
use crate::service::game::Loaded;
use crate::service::locks::{ChannelGuard, ChannelLocks};
use crate::service::pool::CpuPool;
use crate::service::reply::Picture;
use crate::service::searches::Searches;
use crate::service::types::{Actor, Clock};
use crate::service::{names, picture};

/// What the handles share (one per service).
pub(super) struct Context {
    pub(super) db: Db,
    pub(super) clock: Arc<dyn Clock>,
    pub(super) challenge_ttl: Duration,
    pub(super) locks: ChannelLocks,
    pub(super) pool: CpuPool,
    pub(super) searches: Searches,
    pub(super) metrics: Arc<Metrics>,
    /// The tournament pairings whose thread could not be made, whose
    /// players have been told so ([`super::Tournaments::thread_failed`]).
    pub(super) thread_failures: Mutex<HashSet<PairingId>>,
    /// The tournaments whose next round this process is to pair (a round
    /// ended here, or the turn clock found one left unpaired), with when
    /// that was decided: the turn clock leaves them to that pairing
    /// ([`super::Tournaments::pair_round`]) for a lease's time.
    pub(super) pairing_due: Mutex<HashMap<TournamentId, Timestamp>>,
    /// The players' display names, for the pictures.
    pub(super) names: names::Names,
}

impl Context {
    pub(super) fn now(&self) -> Timestamp {
        self.clock.now()
    }

    pub(super) async fn lock(&self, channel: ChannelId) -> ChannelGuard<'_> {
        self.locks.lock(channel).await
    }

    pub(super) async fn turn_limit(
        tx: &mut Tx,
        guild: Option<GuildId>,
    ) -> Result<Duration, ServiceError> {
        Ok(tx.turn_limit(guild).await?.unwrap_or(DEFAULT_TURN_LIMIT))
    }

    /// The time per turn of game `row`: its own (a tournament's), else the
    /// guild's.
    pub(super) async fn game_turn_limit(
        tx: &mut Tx,
        row: &crate::storage::GameRow,
    ) -> Result<Duration, ServiceError> {
        match row.turn_limit() {
            Some(limit) => Ok(limit),
            None => Self::turn_limit(tx, row.guild()).await,
        }
    }

    /// Stores a game starting at `now` in `a`'s channel, its turn clock set
    /// from the guild's limit; returns the game's id and that limit.
    pub(super) async fn insert_game(
        tx: &mut Tx,
        a: Actor,
        opening: &Opening<'_>,
        now: Timestamp,
    ) -> Result<(GameId, Duration), ServiceError> {
        let limit = Self::turn_limit(tx, a.guild).await?;
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
        if a.interactions_only {
            tx.set_interactions_only(id).await?;
        }
        Ok((id, limit))
    }

    /// The channel's active game, read and replayed (no write lock).
    pub(super) async fn active_game(
        &self,
        channel: ChannelId,
    ) -> Result<Option<Loaded>, ServiceError> {
        let mut tx = self.db.read().await?;
        let Some(row) = tx.active_game(channel).await? else {
            return Ok(None);
        };
        let g = Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(Some(g))
    }

    /// A game by id, read and replayed (no write lock).
    pub(super) async fn game(&self, id: GameId) -> Result<Loaded, ServiceError> {
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
    /// (named as [`Service::note_name`](crate::service::Service::note_name) noted them), ended as `ending` says
    /// when its position does not show it, drawn on the pool's picture lane
    /// after the action is stored (in the game's span); none when the
    /// renderer fails (logged, not shown: the action stands).
    pub(super) async fn picture(
        &self,
        (guild, users): (Option<GuildId>, [Seat; 2]),
        pos: &Position,
        last: Option<LastTurn>,
        ending: Option<render::Stopped>,
    ) -> Option<Picture> {
        let pos = pos.clone();
        // Posted for everyone: in the server's language, whoever moved.
        let lang = self.names.guild_lang(guild);
        let names = self.names.picture_names(guild, users, lang);
        let drawn = self
            .pool
            .picture(move || {
                let view = render::BoardView::new(&pos, last.as_ref())
                    .named([&names[0], &names[1]])
                    .ended(ending);
                picture::board(&view, lang.picture_words())
            })
            .await;
        logged(drawn)
    }

    /// Runs `f` (a search or a proof for a member's analysis, exploration,
    /// puzzle or mistake) on the pool's search lane as private work:
    /// the computer's answers in the games go before it and keep a thread
    /// of their own.
    pub(super) async fn search<T, F>(&self, f: F) -> Result<T, ServiceError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        Ok(self
            .pool
            .private_search(f)
            .await
            .map_err(|e| InternalError::Computer(e.to_string()))?
            .value)
    }

    /// Runs `f` (a tournament's pairing) on the pool's search lane, off the
    /// async workers and outside any transaction.
    pub(super) async fn pairing<T, F>(&self, f: F) -> Result<T, ServiceError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        Ok(self
            .pool
            .pairing(f)
            .await
            .map_err(|e| InternalError::Pairing(e.to_string()))?
            .value)
    }

    /// The picture of a position of no game (a lesson's step, a puzzle, a
    /// mistake to retry, an exploration), shown to one member as `looks`
    /// says, drawn on the pool's picture lane as private work (after the
    /// games' pictures); none when the renderer fails (logged: the answer
    /// goes on in words).
    pub(super) async fn position_picture(
        &self,
        pos: &Position,
        last: Option<LastTurn>,
        looks: Private,
    ) -> Option<Picture> {
        let pos = pos.clone();
        let drawn = self
            .pool
            .private_picture(move || looks.draw(&pos, last.as_ref()))
            .await;
        logged(drawn)
    }

    /// The picture of a position of a game shown to one member (a
    /// review): its players named `names`, in `lang`, ended as `ending`
    /// says when its position does not show it, drawn on the pool's picture
    /// lane as private work (after the games' pictures); none when the
    /// renderer fails (logged: the answer goes on in words).
    pub(super) async fn game_picture(
        &self,
        pos: &Position,
        last: Option<LastTurn>,
        (names, lang): ([String; 2], crate::i18n::Lang),
        ending: Option<render::Stopped>,
    ) -> Option<Picture> {
        let pos = pos.clone();
        let drawn = self
            .pool
            .private_picture(move || {
                let view = render::BoardView::new(&pos, last.as_ref())
                    .named([&names[0], &names[1]])
                    .ended(ending);
                picture::board(&view, lang.picture_words())
            })
            .await;
        logged(drawn)
    }

    /// The last picture of the game `row` that just ended as `ending` says:
    /// its stored log replayed (after the commit). None when it can't be
    /// read (logged: the ending stands).
    pub(super) async fn ended_picture(
        &self,
        row: &crate::storage::GameRow,
        ending: crate::render::Stopped,
    ) -> Option<Picture> {
        let g = match self.game(row.id).await {
            Ok(g) => g,
            Err(e) => {
                tracing::error!("reading the ended game for its picture failed: {e}");
                return None;
            }
        };
        self.picture(
            (row.guild(), g.users()),
            &g.pos,
            g.last_turn(),
            Some(ending),
        )
        .await
    }
}

/// How a picture shown to one member speaks: in their language; naming
/// their side "You" and the other "Opponent" when they play one (a
/// puzzle); with a line in place of the status line when given (the
/// puzzle's task).
#[derive(Clone, Debug, Default)]
pub(super) struct Private {
    pub(super) lang: crate::i18n::Lang,
    pub(super) member: Option<crate::engine::Player>,
    pub(super) headline: Option<String>,
}

impl Private {
    /// `pos` drawn as it looks to its member (`last` highlighted).
    pub(super) fn draw(
        &self,
        pos: &Position,
        last: Option<&LastTurn>,
    ) -> Result<Picture, InternalError> {
        let names = self
            .member
            .map(|p| crate::i18n::you_and_opponent(self.lang, p))
            .unwrap_or_default();
        let mut view = render::BoardView::new(pos, last).named([&names[0], &names[1]]);
        if let Some(line) = &self.headline {
            view = view.headlined(line);
        }
        picture::board(&view, self.lang.picture_words())
    }

    /// A private picture in `lang`, its players unnamed.
    pub(super) fn to(lang: crate::i18n::Lang) -> Private {
        Private {
            lang,
            ..Private::default()
        }
    }
}

/// A board drawn on the pool, or none with the failure logged.
fn logged(
    drawn: Result<
        crate::service::pool::Ran<Result<Picture, InternalError>>,
        crate::service::pool::PoolError,
    >,
) -> Option<Picture> {
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
