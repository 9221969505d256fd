//! Looking at games and results: the board, the history, the replay,
//! the leaderboard, statistics and the rules. Reads only; the pictures are
//! drawn on the pool's picture lane.

use crate::engine::Color;
use crate::storage::GameStatus;

use super::game::Loaded;
use super::{
    Actor, GameIds, InternalError, Reply, Res, Service, ServiceError, picture, ratings, text,
    user_err,
};

impl Service {
    /// The channel's active game, or else its last one.
    async fn shown_game(&self, a: Actor) -> Result<Loaded, ServiceError> {
        let mut tx = self.db.read().await?;
        let row = match tx.active_game(a.channel).await? {
            Some(r) => Some(r),
            None => tx.latest_game(a.channel).await?,
        };
        let Some(row) = row else {
            return user_err(text::never_a_game());
        };
        let g = Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(g)
    }

    /// The board of the channel's game (or of its last game), the last turn
    /// highlighted.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn board(&self, a: Actor) -> Res {
        let g = self.shown_game(a).await?;
        let users = g.users();
        let (text, accent) = if g.row.status == GameStatus::Active {
            let next = g.pos.to_move();
            let claims: Vec<Color> = g.pos.claims(next).iter().collect();
            (
                text::to_move(users[next.index()], next, &claims),
                Some(next),
            )
        } else {
            (
                text::game_over_status(g.row.result, g.row.reason, users),
                None,
            )
        };
        Ok(Reply {
            text: text.into(),
            image: self
                .picture(GameIds::of(&g.row), &g.pos, g.last_turn())
                .await,
            accent,
            position: Some(g.pos),
            ..Reply::default()
        })
    }

    /// The move list of the channel's game in notation, with its start
    /// position (LPN), ready to paste into `lyngk play`.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn history(&self, a: Actor) -> Res {
        let g = self.shown_game(a).await?;
        Ok(Reply::text(text::history(
            g.row.id,
            &g.row.start_lpn,
            &g.turns(),
            g.users(),
        )))
    }

    /// The animated replay (GIF) of the channel's game.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn replay(&self, a: Actor) -> Res {
        let g = self.shown_game(a).await?;
        let alt = text::replay_alt(g.actions.len());
        let (start, actions) = (g.start.clone(), g.actions.clone());
        let pic = self
            .pool
            .picture(move || picture::replay(&start, &actions, alt))
            .await
            .map_err(|e| InternalError::Render(e.to_string()))?
            .value?;
        Ok(Reply {
            text: text::replay_caption(g.users(), g.actions.len()).into(),
            image: Some(pic),
            ..Reply::default()
        })
    }

    /// The guild's best `limit` players by rating.
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn leaderboard(&self, a: Actor, limit: u32) -> Res {
        let mut tx = self.db.read().await?;
        let rows = tx.leaderboard(a.guild, limit.clamp(1, 100)).await?;
        tx.commit().await?;
        let rows: Vec<_> = rows
            .iter()
            .map(|r| (r.user(), r.rating, r.wins, r.losses, r.draws))
            .collect();
        Ok(Reply::text(text::leaderboard(&rows)))
    }

    /// A user's statistics in the guild: games, results, rating, current
    /// streak, results per variant.
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn stats(&self, a: Actor, user: u64) -> Res {
        let mut tx = self.db.read().await?;
        let rating = tx.rating(a.guild, user).await?;
        let games = tx.finished_games(a.guild, user).await?;
        tx.commit().await?;
        let st = ratings::stats(user, rating.as_ref(), &games);
        Ok(Reply::text(text::stats(&st)))
    }

    /// A summary of the rules and commands (shown only to the caller).
    #[must_use]
    pub fn rules(&self) -> Reply {
        Reply {
            text: text::rules().into(),
            ephemeral: true,
            ..Reply::default()
        }
    }
}
