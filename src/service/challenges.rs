//! Challenges: offering a game, accepting, declining and withdrawing it,
//! and rematches. A challenge aimed at the computer starts a game against it.
//!
//! Accepting, declining and withdrawing read the challenge, decide, then
//! close it in a short write transaction only if it is still open (and, to
//! accept it, not expired): when two of them (or the turn clock's expiry)
//! meet, exactly one wins and the others are told what happened.

use crate::ids::{ChallengeId, ChannelId, GameId, MessageId, Seat, UserId};
use crate::record::ChallengeStatus;
use std::time::Duration;

use crate::ai::Level;
use crate::engine::{FastRng, Player, Position, Variant};
use crate::record::GameStatus;
use crate::storage::{ChallengeRow, NewChallenge, Tx};
use rand::{Rng, SeedableRng};
use tracing::Instrument;

use crate::service::buttons::Button;
use crate::service::common::{Opening, Res, game_span, user_err};
use crate::service::computer::Computer;
use crate::service::context::Context;
use crate::service::effects::{ChallengeMessage, NewGameSpot, ResponseToken};
use crate::service::effects::{Effect, Reminder, ReminderKind};
use crate::service::errors::ServiceError;
use crate::service::game::first_player_draw;
use crate::service::occupancy::{Occupancy, posted_message};
use crate::service::reminders::About;
use crate::service::reply::Reply;
use crate::service::text;
use crate::service::types::{Actor, GameRef, Players};

/// Challenges: made, posted, accepted, declined, cancelled; rematches.
#[derive(Clone, Copy)]
pub struct Challenges<'a> {
    cx: &'a Context,
}

impl<'a> Challenges<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// A challenge accepted and its game stored.
struct Accepted {
    id: GameId,
    /// The turn limit.
    limit: Duration,
    /// The guild wants games in threads.
    threads: bool,
    /// The challenge's message, whose buttons go.
    settles: Option<ChallengeMessage>,
    /// The first player's reminder.
    reminder: Option<Reminder>,
}

impl Challenges<'_> {
    /// Challenges `opponent` to a game in the caller's channel (the
    /// computer: starts a game against it at level normal).
    ///
    /// # Errors
    /// A user error for oneself, a busy channel or a pending challenge;
    /// internal errors.
    pub async fn challenge(&self, a: Actor, opponent: Seat, variant: Variant) -> Res {
        let Seat::Human(opponent) = opponent else {
            return Computer::of(self.cx)
                .play_ai(a, Level::Normal, variant)
                .await;
        };
        let _guard = self.cx.lock(a.channel).await;
        self.offer(a, Some(opponent), variant, None).await
    }

    /// An open challenge in the caller's channel: anyone but the caller may
    /// accept it, the first to accept plays.
    ///
    /// # Errors
    /// A user error for a busy channel or a pending challenge; internal errors.
    pub async fn challenge_anyone(&self, a: Actor, variant: Variant) -> Res {
        let _guard = self.cx.lock(a.channel).await;
        self.offer(a, None, variant, None).await
    }

    /// Stores a challenge (or a rematch offer) in one write transaction.
    async fn offer(
        &self,
        a: Actor,
        opponent: Option<UserId>,
        variant: Variant,
        rematch_of: Option<GameId>,
    ) -> Res {
        let stored = async {
            let mut tx = self.cx.db.begin().await?;
            let reply = self
                .challenge_in(&mut tx, a, opponent, variant, rematch_of)
                .await?;
            tx.commit().await?;
            Ok(reply)
        };
        Occupancy::of(self.cx)
            .unless_taken(a.channel, stored.await)
            .await
    }

    async fn challenge_in(
        &self,
        tx: &mut Tx,
        a: Actor,
        opponent: Option<UserId>,
        variant: Variant,
        rematch_of: Option<GameId>,
    ) -> Res {
        if opponent == Some(a.user) {
            return user_err(text::cannot_challenge_self());
        }
        let (now, settles) = Occupancy::of(self.cx)
            .ensure_channel_free(tx, a.channel)
            .await?;
        let id = tx
            .insert_challenge(&NewChallenge {
                guild: a.guild,
                channel: a.channel,
                challenger: a.user,
                opponent,
                variant,
                created_at: now,
                expires_at: now + self.cx.challenge_ttl,
                rematch_of,
            })
            .await?;
        let ttl = self.cx.challenge_ttl;
        let text = match opponent {
            Some(opponent) if rematch_of.is_some() => {
                text::rematch_offered(a.user, opponent, variant, ttl)
            }
            Some(opponent) => text::challenged(a.user, opponent, variant, ttl),
            None => text::challenged_anyone(a.user, variant, ttl),
        };
        Ok(Reply {
            text: text.into(),
            // An open challenge pings nobody.
            mentions: opponent.into_iter().collect(),
            buttons: vec![
                Button::Accept { challenge: id },
                Button::Decline { challenge: id },
            ],
            ..Reply::default()
        }
        .with(
            std::iter::once(Effect::RecordChallenge { challenge: id })
                .chain(settles.map(Effect::DisableChallenge)),
        ))
    }

    /// Records the message that shows challenge `id` (posted after the
    /// challenge was stored), so that its buttons can be disabled when the
    /// challenge closes. Returns the message when the challenge closed before
    /// it was recorded: its buttons are to be disabled at once. Where the
    /// bot is not in the channel, `response` is the token of the interaction
    /// that showed it, kept with the challenge (so that another process, or
    /// this one after a restart, can close it within the token's life).
    ///
    /// # Errors
    /// Internal errors.
    pub async fn posted(
        &self,
        id: ChallengeId,
        channel: ChannelId,
        message: MessageId,
        response: Option<ResponseToken>,
    ) -> Result<Option<ChallengeMessage>, ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let status = tx.set_challenge_message(id, message).await?;
        if let (Some(_), Some(response)) = (status, &response) {
            tx.set_challenge_response(id, response).await?;
        }
        tx.commit().await?;
        Ok(status
            .filter(|s| *s != ChallengeStatus::Open)
            .map(|_| ChallengeMessage {
                challenge: id,
                channel,
                message,
                response,
            }))
    }

    /// The challenge an accept/decline names: by id, or the channel's open one.
    async fn find_challenge(
        &self,
        a: Actor,
        id: Option<ChallengeId>,
    ) -> Result<ChallengeRow, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let c = match id {
            Some(id) => tx.challenge(id).await?,
            None => tx.open_challenge(a.channel).await?,
        };
        tx.commit().await?;
        let Some(c) = c else {
            return user_err(text::no_open_challenge());
        };
        if c.channel() != a.channel {
            return user_err(text::wrong_channel());
        }
        if c.status != ChallengeStatus::Open {
            return user_err(closed_reason(&c, a.user));
        }
        Ok(c)
    }

    /// What became of challenge `id`, which someone else closed between the
    /// read and the write of `asker`.
    async fn challenge_changed(&self, id: ChallengeId, asker: UserId) -> ServiceError {
        let read = async {
            let mut tx = self.cx.db.read().await?;
            let c = tx.challenge(id).await?;
            tx.commit().await?;
            Ok::<_, ServiceError>(c)
        };
        match read.await {
            Ok(Some(c)) if c.status != ChallengeStatus::Open => {
                ServiceError::User(closed_reason(&c, asker))
            }
            Ok(_) => ServiceError::User(text::changed_meanwhile()),
            Err(e) => e,
        }
    }

    /// Accepts a challenge (`None`: the open challenge of the channel) and
    /// starts the game: a seeded start position, the first player by lot.
    ///
    /// # Errors
    /// A user error when there is no such open challenge, it has expired or
    /// it is addressed to someone else.
    pub async fn accept(&self, a: Actor, challenge: Option<ChallengeId>) -> Res {
        let _guard = self.cx.lock(a.channel).await;
        let c = self.find_challenge(a, challenge).await?;
        self.accept_open(a, c).await
    }

    /// Accepts `c`, read open; the caller holds the channel lock. An open
    /// challenge goes to the first who accepts it (but its challenger).
    async fn accept_open(&self, a: Actor, c: ChallengeRow) -> Res {
        let opponent = match c.opponent() {
            Some(opponent) if opponent != a.user => {
                return user_err(text::challenge_not_for_you(opponent));
            }
            Some(opponent) => opponent,
            None if c.challenger() == a.user => {
                return user_err(text::cannot_accept_own_challenge());
            }
            None => a.user,
        };
        let now = self.cx.now();
        if c.expires_at <= now {
            // Lapsed, and the turn clock has not closed it yet: it closes
            // now, and its buttons go (only the caller hears why).
            let mut tx = self.cx.db.begin().await?;
            let closed = tx.close_challenge(c.id, ChallengeStatus::Expired).await?;
            tx.commit().await?;
            return Ok(Reply::ephemeral(text::challenge_expired()).with(
                closed
                    .as_ref()
                    .and_then(posted_message)
                    .map(Effect::DisableChallenge),
            ));
        }
        let variant = c.variant;
        // The seed mixes the time and the challenge id; stored with the game,
        // it reproduces both the board and the draw of the first player.
        let seed =
            FastRng::seed_from_u64((now.millis() as u64) ^ (c.id.get() as u64).rotate_left(32))
                .next_u64();
        let start = Position::random_start(seed, variant);
        let challenger_first = first_player_draw(seed) == 0;
        let (p1, p2) = if challenger_first {
            (c.challenger(), opponent)
        } else {
            (opponent, c.challenger())
        };
        let opening = Opening {
            seed,
            start: &start,
            players: [p1.into(), p2.into()],
            challenge: Some(c.id),
            level: None,
        };
        let stored = async {
            let mut tx = self.cx.db.begin().await?;
            tx.lock_channel(a.channel).await?;
            // The challenge first: of two accepters, the second learns that
            // it was taken (the game it started is no concern of theirs).
            let Some(accepted) = tx.accept_challenge(c.id, now, a.user).await? else {
                drop(tx);
                return Err(self.challenge_changed(c.id, a.user).await);
            };
            if tx.active_game(a.channel).await?.is_some() {
                // Dropped uncommitted: the challenge stays open.
                return user_err(text::channel_busy());
            }
            let (id, limit) = Context::insert_game(&mut tx, a, &opening, now).await?;
            let threads = tx.threads(a.guild).await?;
            // The player to move first is told privately, unless they are
            // the one accepting.
            let about = About {
                game: GameRef::at(a, id),
                variant,
                players: Players([p1.into(), p2.into()]),
            };
            let reminder = if p1 == a.user {
                None
            } else {
                about
                    .reminder(&mut tx, p1.into(), ReminderKind::YourTurn)
                    .await?
            };
            tx.commit().await?;
            Ok(Accepted {
                id,
                limit,
                threads,
                settles: posted_message(&accepted),
                reminder,
            })
        };
        let accepted = Occupancy::of(self.cx)
            .unless_taken(a.channel, stored.await)
            .await?;
        let game = GameRef::at(a, accepted.id);
        let span = game_span(game);
        span.in_scope(|| tracing::info!("game started"));
        let image = self
            .cx
            .picture((a.guild, [p1.into(), p2.into()]), &start, None, None)
            .instrument(span)
            .await;
        Ok(Reply {
            text: text::game_started(p1, p2, variant, accepted.limit).into(),
            image,
            // Both are named; only the player to move is pinged.
            mentions: vec![p1],
            accent: Some(Player::One),
            buttons: vec![Button::Move {
                game: accepted.id,
                rev: 0,
            }],
            position: Some(start),
            ..Reply::default()
        }
        .with(
            accepted
                .settles
                .map(Effect::DisableChallenge)
                .into_iter()
                .chain(accepted.reminder.map(Effect::Remind))
                .chain(
                    accepted
                        .threads
                        .then_some(Effect::PlaceInThread(NewGameSpot {
                            game: accepted.id,
                            players: [p1.into(), p2.into()],
                        })),
                ),
        ))
    }

    /// Declines a challenge addressed to the caller.
    ///
    /// # Errors
    /// A user error when there is no such open challenge or it is not for
    /// the caller (an open challenge, for anyone, is not declined: its
    /// challenger may withdraw it).
    pub async fn decline(&self, a: Actor, challenge: Option<ChallengeId>) -> Res {
        let _guard = self.cx.lock(a.channel).await;
        let c = self.find_challenge(a, challenge).await?;
        match c.opponent() {
            Some(opponent) if opponent != a.user => {
                return user_err(text::challenge_not_for_you(opponent));
            }
            Some(_) => {}
            None => return user_err(text::open_challenge_not_declined(c.challenger())),
        }
        let settles = self
            .close_open(c.id, ChallengeStatus::Declined, a.user)
            .await?;
        Ok(Reply {
            text: text::declined(c.challenger(), a.user).into(),
            mentions: vec![c.challenger()],
            ..Reply::default()
        }
        .with(settles.map(Effect::DisableChallenge)))
    }

    /// Withdraws the caller's open challenge in the channel.
    ///
    /// # Errors
    /// A user error when the caller has no open challenge here.
    pub async fn cancel(&self, a: Actor) -> Res {
        let _guard = self.cx.lock(a.channel).await;
        let mut tx = self.cx.db.read().await?;
        let open = tx.open_challenge(a.channel).await?;
        tx.commit().await?;
        let Some(c) = open.filter(|c| c.challenger() == a.user) else {
            return user_err(text::not_your_challenge());
        };
        let settles = self
            .close_open(c.id, ChallengeStatus::Cancelled, a.user)
            .await?;
        Ok(Reply::text(text::cancelled(a.user)).with(settles.map(Effect::DisableChallenge)))
    }

    /// Closes challenge `id` with `status` if it is still open; returns its
    /// posted message (read as it closes: recorded or not, never missed).
    ///
    /// # Errors
    /// A user error saying what became of it otherwise.
    async fn close_open(
        &self,
        id: ChallengeId,
        status: ChallengeStatus,
        asker: UserId,
    ) -> Result<Option<ChallengeMessage>, ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let Some(closed) = tx.close_challenge(id, status).await? else {
            drop(tx);
            return Err(self.challenge_changed(id, asker).await);
        };
        tx.commit().await?;
        Ok(posted_message(&closed))
    }

    /// Offers a rematch of a finished game (`None`: the channel's last game)
    /// to the other player, same variant; if the other player has already
    /// offered one, this accepts it. The first player is drawn again.
    ///
    /// # Errors
    /// A user error when the caller didn't play that game or it isn't over.
    pub async fn rematch(&self, a: Actor, game: Option<GameId>) -> Res {
        let guard = self.cx.lock(a.channel).await;
        let mut tx = self.cx.db.read().await?;
        let row = match game {
            Some(id) => tx.game(id).await?,
            None => tx.latest_game(a.channel).await?,
        };
        let open = tx.open_challenge(a.channel).await?;
        tx.commit().await?;
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
        if row.status == GameStatus::Active {
            return user_err(text::game_not_over());
        }
        let other = if row.player1().is(a.user) {
            row.player2()
        } else if row.player2().is(a.user) {
            row.player1()
        } else {
            return user_err(text::not_a_player());
        };
        let variant = row.variant;
        let Seat::Human(other) = other else {
            let level = row.ai_level.unwrap_or(Level::Normal);
            drop(guard);
            return Computer::of(self.cx).play_ai(a, level, variant).await;
        };
        if let Some(open) = open
            && open.challenger() == other
            && open.opponent() == Some(a.user)
            && open.expires_at > self.cx.now()
        {
            return self.accept_open(a, open).await;
        }
        self.offer(a, Some(other), variant, Some(row.id)).await
    }
}

/// Why closed challenge `c` can't be answered by `asker`: an accepted one
/// names who took it, unless the asker did (the answer to the second of two
/// accepters of an open challenge).
fn closed_reason(c: &ChallengeRow, asker: UserId) -> crate::i18n::Msg {
    match (c.status, c.opponent()) {
        (ChallengeStatus::Accepted, Some(taker)) if taker != asker => text::challenge_taken(taker),
        (status, _) => text::challenge_closed(status),
    }
}
