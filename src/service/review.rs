//! Review: a finished game stepped through on a private board. `/lyngk
//! record review` (and the Review button under a finished game's last
//! message and under an analysis) shows one member the board at a turn,
//! the turn in notation, the chances the analysis found there when the
//! game was analysed, and buttons to go to the start, one turn back, one
//! turn on, the end, and to the turn of the game's biggest swing. Every
//! step redraws the same private message.
//!
//! Which game a member may review is [`Records::seen`]'s rule (a played
//! game of their server, or a game they imported); never one still being
//! played. A review stores nothing: its buttons carry the member, the game
//! and the turn ([`ReviewAt`]), so they work after a restart, and only
//! their member may press them. The chances are those the analysis kept
//! (`/lyngk analyse`); a review never searches. Its Explore button opens
//! an exploration of the game from the turn shown, a private board of its
//! own ([`crate::service::board::explore`]), which is stored.

use crate::engine::{Position, Turn};
use crate::i18n::Msg;
use crate::record::GameStatus;

use crate::service::board::explore;
use crate::service::board::refs::{ReviewAt, Reviewed};
use crate::service::buttons::Button;
use crate::service::common::{Res, user_err};
use crate::service::context::Context;
use crate::service::errors::ServiceError;
use crate::service::records::{GameChoice, Records, Seen};
use crate::service::reply::Reply;
use crate::service::text;
use crate::service::types::Actor;

/// Reviews of finished games.
#[derive(Clone, Copy)]
pub struct Review<'a> {
    cx: &'a Context,
}

impl<'a> Review<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// A game as a review reads it: the game, its turns, and the chances its
/// analysis kept (player 1's, at the start and after every turn), if any.
struct Reviewing {
    game: Seen,
    turns: Vec<Turn>,
    chances: Option<Vec<f64>>,
}

impl Reviewing {
    /// The turn of the biggest swing, when the game was analysed and a
    /// turn changed the balance.
    fn swing(&self) -> Option<usize> {
        let chances = self.chances.as_ref()?;
        crate::service::analysis::biggest_swings(chances, 1)
            .first()
            .copied()
    }

    /// The position at turn `k` (0: the start).
    fn position(&self, k: usize) -> &Position {
        match k.checked_sub(1) {
            Some(i) => &self.turns[i].after,
            None => self.game.start(),
        }
    }
}

impl Review<'_> {
    /// A review of the game `choice` names for `a`, at turn `turn` (by
    /// default the start).
    ///
    /// # Errors
    /// A user error when there is no such game for `a`, it is still being
    /// played, or it has no such turn.
    pub async fn open(&self, a: Actor, choice: GameChoice, turn: Option<u32>) -> Res {
        let r = self.read(a, choice).await?;
        let k = match turn {
            None => 0,
            Some(t) => match usize::try_from(t).ok().filter(|&t| t <= r.turns.len()) {
                Some(t) => t,
                None => return user_err(text::review_no_such_turn(r.turns.len())),
            },
        };
        Ok(self.shown(a, &r, k).await)
    }

    /// The Review button: a review of `game` for its clicker, at the start.
    ///
    /// # Errors
    /// As [`Review::open`].
    pub async fn press(&self, a: Actor, game: Reviewed) -> Res {
        self.open(a, game.into(), None).await
    }

    /// A review's step button: the review at the turn it goes to, in place
    /// of the one shown.
    ///
    /// # Errors
    /// A user error when the clicker is not the review's member, or the game or the turn is no longer there for
    /// them.
    pub async fn step(&self, a: Actor, to: ReviewAt) -> Res {
        let (r, k) = self.reached(a, to).await?;
        Ok(self.shown(a, &r, k).await)
    }

    /// The game a review's button names and the turn it goes to, when the
    /// clicker is the review's member and both are still there for them.
    async fn reached(&self, a: Actor, to: ReviewAt) -> Result<(Reviewing, usize), ServiceError> {
        if a.user != to.member {
            return user_err(text::review_not_yours());
        }
        let r = match self.read(a, to.game.into()).await {
            Ok(r) => r,
            Err(ServiceError::User(_)) => return user_err(text::review_outdated()),
            Err(e) => return Err(e),
        };
        match usize::try_from(to.turn)
            .ok()
            .filter(|&k| k <= r.turns.len())
        {
            Some(k) => Ok((r, k)),
            None => user_err(text::review_outdated()),
        }
    }

    /// The Explore button of a review: an exploration of its game from the
    /// turn it shows, for its member, privately (the review stays).
    ///
    /// # Errors
    /// As [`Review::step`]; a database failure.
    pub async fn explore(&self, a: Actor, to: ReviewAt) -> Res {
        let (r, k) = self.reached(a, to).await?;
        let pos = r.position(k).clone();
        explore::start(self.cx, a, Some(&r.game), k, &pos).await
    }

    /// `/lyngk record review position:`: an exploration from the position
    /// `lpn` gives, for its member, privately.
    ///
    /// # Errors
    /// A user error when the position can't be read; a database failure.
    pub async fn explore_position(&self, a: Actor, lpn: &str) -> Res {
        let pos: Position = match lpn.trim().parse() {
            Ok(pos) => pos,
            Err(e) => return user_err(text::explore_bad_position(&e.to_string())),
        };
        explore::start(self.cx, a, None, 0, &pos).await
    }

    /// The game `choice` names, with its turns and its analysis's chances.
    async fn read(&self, a: Actor, choice: GameChoice) -> Result<Reviewing, ServiceError> {
        let game = Records::of(self.cx).seen(a, choice).await?;
        if game
            .played()
            .is_some_and(|p| p.row.status == GameStatus::Active)
        {
            return user_err(text::game_not_over());
        }
        let turns = game.complete_turns();
        let mut tx = self.cx.db.read().await?;
        let chances = tx.analysis(game.analysed()).await?;
        tx.commit().await?;
        // Chances that are not one per position are of another line: none.
        let chances = chances.filter(|c| c.len() == turns.len() + 1);
        Ok(Reviewing {
            game,
            turns,
            chances,
        })
    }

    /// The review `r` at turn `k` for its member `a`, in their language:
    /// the game and the turn, the turn played, the chances there, the board
    /// (the turn's marks, the game's ending at its last turn), and the step
    /// buttons that lead somewhere else.
    async fn shown(&self, a: Actor, r: &Reviewing, k: usize) -> Reply {
        let n = r.turns.len();
        let who = r.game.who();
        let [p1, p2] = who.clone();
        let mut lines: Vec<Msg> = vec![match &r.game {
            Seen::Played(g) => text::review_head(g.row.id, p1.clone(), p2.clone(), k, n),
            Seen::Imported(g) => text::review_head_imported(g.row.id, p1.clone(), p2.clone(), k, n),
        }];
        let turn = k.checked_sub(1).map(|i| &r.turns[i]);
        lines.push(match turn {
            Some(t) => text::review_turn(k, who[t.player.index()].clone(), &t.to_string()),
            None => text::review_start(),
        });
        let swing = r.swing();
        match (&r.chances, turn) {
            (Some(chances), Some(t)) => {
                let (from, to) = (
                    percent(chances[k - 1], t.player),
                    percent(chances[k], t.player),
                );
                lines.push(text::review_turn_chance(
                    who[t.player.index()].clone(),
                    from,
                    to,
                ));
                if swing == Some(k) {
                    lines.push(text::review_biggest_swing());
                }
            }
            (Some(chances), None) => {
                let c1 = percent(chances[0], crate::engine::Player::One);
                lines.push(text::review_chances(p1, c1, p2, 100 - c1));
            }
            (None, _) => lines.push(text::review_not_analysed()),
        }

        let pos = r.position(k);
        let last = turn.map(|t| t.marks.clone());
        let ending = if k == n { r.game.ending() } else { None };
        let names = r.game.picture_names(&self.cx.names, a.lang);
        let image = self
            .cx
            .game_picture(pos, last, (names, a.lang), ending)
            .await;

        let at = |turn: usize| ReviewAt {
            member: a.user,
            game: r.game.reviewed(),
            turn: u32::try_from(turn).unwrap_or(u32::MAX),
        };
        let mut buttons = Vec::with_capacity(5);
        if k > 0 {
            buttons.push(Button::ReviewStart { to: at(0) });
            buttons.push(Button::ReviewBack { to: at(k - 1) });
        }
        if k < n {
            buttons.push(Button::ReviewOn { to: at(k + 1) });
            buttons.push(Button::ReviewEnd { to: at(n) });
        }
        if let Some(s) = swing.filter(|&s| s != k) {
            buttons.push(Button::ReviewSwing { to: at(s) });
        }
        buttons.push(Button::ReviewExplore { to: at(k) });
        Reply {
            text: lines.into(),
            image,
            ephemeral: true,
            buttons,
            accent: (!pos.is_over()).then(|| pos.to_move()),
            position: Some(pos.clone()),
            ..Reply::default()
        }
    }
}

/// A chance as a whole percentage for `p`.
fn percent(chance_of_one: f64, p: crate::engine::Player) -> i64 {
    crate::service::board::mistake::percent(chance_of_one, p)
}
