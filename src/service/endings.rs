//! The end of a game by a player or a moderator: a resignation (asked,
//! then confirmed) and an abort. The game's end sets in motion what every
//! end does ([`super::consequences`]).

use crate::ids::GameId;
use tracing::Instrument;

use crate::i18n::Text;
use crate::record::{EndReason, Ending};

use crate::service::buttons::Button;
use crate::service::common::{Res, game_span, log_ending, user_err};
use crate::service::consequences::Consequences;
use crate::service::context::Context;
use crate::service::errors::ServiceError;
use crate::service::game::Loaded;
use crate::service::reply::Reply;
use crate::service::takebacks::disable_closed;
use crate::service::text;
use crate::service::tournaments::Tournaments;
use crate::service::types::{Actor, GameRef, humans};

/// Resignations and aborts.
#[derive(Clone, Copy)]
pub struct Endings<'a> {
    cx: &'a Context,
}

impl<'a> Endings<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

impl Endings<'_> {
    /// Asks the caller to confirm giving up the game in the channel: a reply
    /// only they see, with [`Button::Resign`] and [`Button::KeepPlaying`].
    /// Nothing changes until they confirm.
    ///
    /// # Errors
    /// A user error when there is no game or the caller doesn't play in it.
    pub async fn resign_prompt(&self, a: Actor) -> Res {
        let Some(g) = self.cx.active_game(a.channel).await? else {
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

    /// [`Endings::resign`](crate::service::Endings::resign) confirmed through [`Button::Resign`]: only while
    /// `game` is still the channel's game.
    ///
    /// # Errors
    /// As [`Endings::resign`](crate::service::Endings::resign), and a user error when `game` is over.
    pub async fn confirm_resign(&self, a: Actor, game: GameId) -> Res {
        self.resign_game(a, Some(game)).await
    }

    async fn resign_game(&self, a: Actor, expected: Option<GameId>) -> Res {
        let _guard = self.cx.lock(a.channel).await;
        // Giving up does not depend on the position: if a move lands between
        // the read and the write, read again (the status check still makes
        // it end the game once only).
        for _ in 0..3 {
            let Some(g) = self.cx.active_game(a.channel).await? else {
                return user_err(match expected {
                    Some(_) => text::resign_outdated(),
                    None => text::no_game(),
                });
            };
            if expected.is_some_and(|id| id != g.row.id) {
                return user_err(text::resign_outdated());
            }
            let span = game_span(g.at());
            if let Some(answer) = self.resign_in(a, g).instrument(span).await {
                return answer;
            }
        }
        user_err(text::changed_meanwhile())
    }

    /// `a` gives up the game `g` read: `None` when it moved meanwhile.
    async fn resign_in(&self, a: Actor, g: Loaded) -> Option<Res> {
        let Some(me) = g.player_of(a.user) else {
            return Some(user_err(text::not_a_player()));
        };
        let winner = me.opponent();
        let rated = g.moved == [true, true];
        let e = Ending::win(winner, EndReason::Resign, self.cx.now());
        let stored = async {
            let mut tx = self.cx.db.begin().await?;
            let then =
                Consequences::end_where_it_stands(self.cx, &mut tx, &g.row, &e, rated).await?;
            if then.is_some() {
                tx.commit().await?;
            }
            Ok::<_, ServiceError>(then)
        };
        let then = match stored.await {
            Ok(Some(stored)) => stored,
            Ok(None) => return None,
            Err(e) => return Some(Err(e)),
        };
        log_ending(&e);
        let users = g.users();
        let mut lines = vec![text::resigned(a.user, users[winner.index()])];
        lines.extend(then.rating_lines);
        if !rated && g.row.ai_level.is_none() {
            lines.push(text::not_rated_early());
        }
        let rematch = g.row.tournament_id.is_none();
        Some(Ok(Reply {
            text: Text(lines),
            image: self
                .cx
                .picture(
                    (g.row.guild(), users),
                    &g.pos,
                    g.last_turn(),
                    Some(crate::render::Stopped::Resigned(me)),
                )
                .await,
            mentions: humans([users[winner.index()]]),
            buttons: if rematch {
                vec![
                    Button::Rematch { game: g.row.id },
                    Button::review_of(g.row.id),
                ]
            } else {
                vec![Button::review_of(g.row.id)]
            },
            position: Some(g.pos),
            ..Reply::default()
        }
        .with(disable_closed(then.overtaken.as_ref()))
        .with(then.game_over)))
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
        let _guard = self.cx.lock(a.channel).await;
        for _ in 0..3 {
            let mut tx = self.cx.db.read().await?;
            let row = tx.active_game(a.channel).await?;
            tx.commit().await?;
            let Some(row) = row else {
                return user_err(text::no_game());
            };
            if row.tournament_id.is_some() {
                let mut tx = self.cx.db.read().await?;
                let name = Tournaments::name_of(&mut tx, &row).await?;
                tx.commit().await?;
                return user_err(text::tournament_abort_refused(&name.unwrap_or_default()));
            }
            let e = Ending::aborted(self.cx.now());
            let mut tx = self.cx.db.begin().await?;
            let Some(then) =
                Consequences::end_where_it_stands(self.cx, &mut tx, &row, &e, false).await?
            else {
                continue;
            };
            tx.commit().await?;
            let span = game_span(GameRef::new(row.guild(), row.channel(), row.id));
            span.in_scope(|| log_ending(&e));
            let image = self
                .cx
                .ended_picture(&row, crate::render::Stopped::Aborted)
                .instrument(span)
                .await;
            return Ok(Reply {
                text: text::aborted(a.user).into(),
                image,
                mentions: humans([row.player1(), row.player2()]),
                ..Reply::default()
            }
            .with(disable_closed(then.overtaken.as_ref())));
        }
        user_err(text::changed_meanwhile())
    }
}
