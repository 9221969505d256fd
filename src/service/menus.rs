//! Playing by clicking: the menus behind a game's Move button. The button
//! opens, for the player to move only, a menu of their movable stacks
//! (split by columns when there are more than a menu holds) and a button
//! per colour they may claim; a stack chosen, a menu of its landing points
//! (the menus are built by [`picker`], as a private board's are). The
//! landing chosen is played by [`Turns::play`](crate::service::Turns::play)
//! exactly as if it had been typed, with the game's revision the menus
//! were made at ([`Revision`]): a menu of a game that has moved on since is
//! refused and changes nothing.
//!
//! Every id carries the game and its revision ([`Button::Move`],
//! [`MenuKind`]), so the menus keep working after a restart as long as the
//! game has not moved. Reads only, until the landing is played. A choice in
//! a private board's menu, which arrives here too, is the board's
//! ([`Boards::choose`]).

use crate::engine::{Color, Point};

use super::board::{Boards, picker};
use super::buttons::{Button, MenuKind};
use super::context::Context;
use super::game::Loaded;
use super::moves::{Revision, TurnRequest};
use super::turns::Turns;
use super::{Actor, Reply, ServiceError, text};
use crate::service::common::{Res, user_err};

/// The Move button's menus.
#[derive(Clone, Copy)]
pub struct Menus<'a> {
    cx: &'a Context,
}

impl<'a> Menus<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

impl Menus<'_> {
    /// The answer to [`Button::Move`]: the caller's movable stacks as a
    /// menu (several, by columns, past
    /// [`Menu::MAX_OPTIONS`](super::Menu::MAX_OPTIONS)) and a button
    /// per colour they may claim, shown only to them.
    ///
    /// # Errors
    /// A user error when the game has moved on since the button was made (or
    /// is over), the caller doesn't play in it or it isn't their turn.
    pub async fn move_menu(&self, a: Actor, at: Revision) -> Res {
        let g = self.turn_at(a, at).await?;
        let (game, rev) = (at.game, at.rev);
        let claims = picker::claims(&g.pos, |color| Button::Claim { game, rev, color });
        let menus = picker::stacks(&g.pos, MenuKind::Stacks { game, rev }, claims);
        Ok(Reply {
            text: menus.prompt.into(),
            ephemeral: true,
            menus: menus.menus,
            buttons: menus.buttons,
            accent: Some(g.pos.to_move()),
            ..Reply::default()
        })
    }

    /// The answer to a stack chosen in the menu of [`Menus::move_menu`](crate::service::Menus::move_menu):
    /// the landing points of the stack on `from`, shown only to the caller.
    ///
    /// # Errors
    /// As [`Menus::move_menu`](crate::service::Menus::move_menu); also when that stack can't move.
    pub async fn landing_menu(&self, a: Actor, at: Revision, from: Point) -> Res {
        let g = self.turn_at(a, at).await?;
        let kind = MenuKind::Landings {
            game: at.game,
            rev: at.rev,
            from,
        };
        let Some(menus) = picker::landings(&g.pos, from, kind) else {
            return user_err(text::menu_outdated());
        };
        Ok(Reply {
            text: menus.prompt.into(),
            ephemeral: true,
            menus: menus.menus,
            accent: Some(g.pos.to_move()),
            ..Reply::default()
        })
    }

    /// A choice made in a menu of [`Menus::move_menu`](crate::service::Menus::move_menu) or
    /// [`Menus::landing_menu`](crate::service::Menus::landing_menu): a stack opens the menu of its landing
    /// points; a landing plays the turn through [`Turns::play`](crate::service::Turns::play), exactly
    /// as if it had been typed, while the game is still where the menu was
    /// made.
    ///
    /// # Errors
    /// As [`Menus::landing_menu`](crate::service::Menus::landing_menu) and [`Turns::play`](crate::service::Turns::play); a user error for
    /// a value the menu did not offer.
    pub async fn choose(&self, a: Actor, menu: MenuKind, value: &str) -> Res {
        match menu {
            MenuKind::Stacks { game, rev } => match value.parse() {
                Ok(from) => self.landing_menu(a, Revision { game, rev }, from).await,
                Err(_) => user_err(text::menu_outdated()),
            },
            MenuKind::Landings { game, rev, from } => {
                let turn = TurnRequest::from_options(&from.to_string(), value, None)?;
                Turns::of(self.cx)
                    .play(a, turn.at(Revision { game, rev }))
                    .await
            }
            // A private board's menus play on the board, not a game.
            MenuKind::BoardStacks { .. } | MenuKind::BoardLandings { .. } => {
                Boards::of(self.cx).choose(a, menu, value).await
            }
        }
    }

    /// The claim button beside the stacks' menu: [`Turns::claim`](crate::service::Turns::claim), only
    /// while the game is at `at`.
    ///
    /// # Errors
    /// As [`Turns::claim`](crate::service::Turns::claim), and a user error when the game has moved on.
    pub async fn claim_at(&self, a: Actor, color: Color, at: Revision) -> Res {
        Turns::of(self.cx)
            .human_turn(a, Some(color), None, Some(at))
            .await
    }

    /// The channel's game, if it is still at `at` and the caller is to move
    /// in it.
    async fn turn_at(&self, a: Actor, at: Revision) -> Result<Loaded, ServiceError> {
        let Some(g) = self.cx.active_game(a.channel).await? else {
            // The game is over: there is no later board to move from.
            return user_err(text::menu_game_over());
        };
        if g.row.id != at.game {
            return user_err(text::menu_outdated());
        }
        let Some(me) = g.player_of(a.user) else {
            return user_err(text::not_a_player());
        };
        if g.revision() != at.rev {
            return user_err(text::menu_outdated());
        }
        let next = g.pos.to_move();
        if next != me {
            return user_err(text::not_your_turn(g.user(next)));
        }
        Ok(g)
    }
}
