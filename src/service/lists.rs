//! Finding games: the active games of a guild (`/lyngk games`) and a
//! member's games wherever they are (`/lyngk mygames`: in a server, that
//! server's and those outside servers; in a DM or group DM, all of them),
//! the active ones first and then the finished ones, each with its players,
//! variant, the player to move (or the result) and since when, and a link
//! to its channel or thread. Reads only; a list or a page shows
//! [`LIST_SIZE`] games so that it fits one message.

use crate::ids::{GuildId, Seat, UserId};
use crate::record::GameResult;
use crate::storage::{GameRow, GamesOf};

use crate::service::buttons::Button;
use crate::service::common::Res;
use crate::service::context::Context;
use crate::service::errors::ServiceError;
use crate::service::game::Loaded;
use crate::service::reply::Reply;
use crate::service::types::Actor;
use crate::service::views::{self, ListedGame, PlayerResult};

/// Lists of games: the channel's and the caller's own.
#[derive(Clone, Copy)]
pub struct Lists<'a> {
    cx: &'a Context,
}

impl<'a> Lists<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// How many games a list shows (the rest are counted: "and 3 more").
pub const LIST_SIZE: u32 = 8;

fn listed(g: &Loaded) -> ListedGame {
    let row: &GameRow = &g.row;
    ListedGame {
        players: g.users(),
        variant: g.pos.variant(),
        next: g.user(g.pos.to_move()),
        since: row.turn_started_at.unwrap_or(row.created_at),
        link: g.at().link(),
        result: None,
    }
}

/// A finished game of `user`'s list, with its result for them.
fn listed_finished(user: UserId, row: &GameRow) -> ListedGame {
    let players = [row.player1(), row.player2()];
    let result = match row.result {
        Some(GameResult::Draw) | None => PlayerResult::Draw,
        Some(GameResult::Win1) if players[0].is(user) => PlayerResult::Win,
        Some(GameResult::Win2) if players[1].is(user) => PlayerResult::Win,
        Some(_) => PlayerResult::Loss,
    };
    ListedGame {
        players,
        variant: row.variant,
        next: Seat::Human(user),
        since: row.finished_at.unwrap_or(row.created_at),
        link: crate::service::types::GameRef::of(row).link(),
        result: Some(result),
    }
}

impl Lists<'_> {
    /// The guild's active games (public: it pings nobody).
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn games(&self, a: Actor) -> Res {
        let (games, total) = self.listed(a.guild).await?;
        Ok(Reply::text(views::game_list(&games, total)))
    }

    /// The caller's games, page `page` (0-based; past the last, the last):
    /// in a server, that server's and those outside servers (a DM, a
    /// group DM); outside servers, all of them. The active ones first,
    /// those where it is their turn marked, then the finished ones, the
    /// latest first. Only they see it.
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn my_games(&self, a: Actor, page: u32) -> Res {
        let scope = match a.guild {
            Some(guild) => GamesOf::ServerAndOutside(guild),
            None => GamesOf::Everywhere,
        };
        let mut tx = self.cx.db.read().await?;
        let (_, total) = tx.member_games(a.user, scope, 0, 0).await?;
        let total = u32::try_from(total).unwrap_or(u32::MAX);
        let pages = total.div_ceil(LIST_SIZE).max(1);
        let page = page.min(pages - 1);
        let (rows, _) = tx
            .member_games(a.user, scope, LIST_SIZE, page * LIST_SIZE)
            .await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            games.push(if row.result.is_some() {
                listed_finished(a.user, &row)
            } else {
                listed(&Loaded::load(&mut tx, row).await?)
            });
        }
        tx.commit().await?;
        let mut buttons = Vec::new();
        if page > 0 {
            buttons.push(Button::MyGamesPrevious { page: page - 1 });
        }
        if page + 1 < pages {
            buttons.push(Button::MyGamesNext { page: page + 1 });
        }
        let everywhere = scope == GamesOf::Everywhere;
        Ok(Reply {
            text: views::my_game_list(a.user, &games, total as usize, everywhere, (page, pages))
                .into(),
            ephemeral: true,
            buttons,
            ..Reply::default()
        })
    }

    /// Up to [`LIST_SIZE`] active games of the guild, replayed to know who
    /// is to move, and how many there are in all.
    async fn listed(
        &self,
        guild: Option<GuildId>,
    ) -> Result<(Vec<ListedGame>, usize), ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let (rows, total) = tx.active_games_in_guild(guild, None, LIST_SIZE).await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            games.push(listed(&Loaded::load(&mut tx, row).await?));
        }
        tx.commit().await?;
        Ok((games, usize::try_from(total).unwrap_or(0)))
    }
}
