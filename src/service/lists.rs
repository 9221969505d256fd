//! Finding games: the active games of a guild (`/lyngk games`) and those of
//! one member (`/lyngk mygames`), each with its players, variant, the player
//! to move and since when, and a link to its channel or thread. Reads only;
//! a list is cut to [`LIST_SIZE`] games so that it fits one message.

use crate::ids::{GuildId, UserId};
use crate::storage::GameRow;

use crate::service::common::Res;
use crate::service::context::Context;
use crate::service::errors::ServiceError;
use crate::service::game::Loaded;
use crate::service::reply::Reply;
use crate::service::types::Actor;
use crate::service::views::{self, ListedGame};

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
    }
}

impl Lists<'_> {
    /// The guild's active games (public: it pings nobody).
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn games(&self, a: Actor) -> Res {
        let (games, total) = self.listed(a.guild, None).await?;
        Ok(Reply::text(views::game_list(&games, total)))
    }

    /// The caller's active games in the guild, marking those where it is
    /// their turn (only they see it).
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn my_games(&self, a: Actor) -> Res {
        let (games, total) = self.listed(a.guild, Some(a.user)).await?;
        Ok(Reply {
            text: views::my_game_list(a.user, &games, total).into(),
            ephemeral: true,
            ..Reply::default()
        })
    }

    /// Up to [`LIST_SIZE`] active games of the guild (of `player`), replayed
    /// to know who is to move, and how many there are in all.
    async fn listed(
        &self,
        guild: Option<GuildId>,
        player: Option<UserId>,
    ) -> Result<(Vec<ListedGame>, usize), ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let (rows, total) = tx.active_games_in_guild(guild, player, LIST_SIZE).await?;
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            games.push(listed(&Loaded::load(&mut tx, row).await?));
        }
        tx.commit().await?;
        Ok((games, usize::try_from(total).unwrap_or(0)))
    }
}
