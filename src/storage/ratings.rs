//! `ratings`: each player's Glicko-2 rating and win/loss/draw count, per
//! guild and variant: one ladder for each variant (`standard`, `sixstack`);
//! `rating_history`: the rating after each rated result.

use super::row;
use super::{GuildKey, Result, Tx, loading, on_conn};
use crate::engine::Variant;
use crate::ids::{GameId, GuildId, UserId};

row! {
    /// A player's rating on one ladder of a guild.
    #[derive(Clone, Debug, PartialEq)]
    pub struct RatingRow {
        user_id: UserId,
        pub rating: f64,
        pub deviation: f64,
        pub volatility: f64,
        pub wins: i64,
        pub losses: i64,
        pub draws: i64,
    }
}

row! {
    /// A player's rated results in one guild, all its ladders together.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct GuildRecord {
        guild_id: GuildKey,
        pub wins: i64,
        pub losses: i64,
        pub draws: i64,
    }
}

impl GuildRecord {
    /// The guild (rated games are only a guild's).
    #[must_use]
    pub fn guild(&self) -> Option<GuildId> {
        self.guild_id.0
    }

    /// The rated games counted.
    #[must_use]
    pub const fn games(&self) -> i64 {
        self.wins + self.losses + self.draws
    }
}

impl RatingRow {
    /// A fresh row for `user`.
    #[must_use]
    pub fn new(user: UserId, rating: f64, deviation: f64, volatility: f64) -> RatingRow {
        RatingRow {
            user_id: user,
            rating,
            deviation,
            volatility,
            wins: 0,
            losses: 0,
            draws: 0,
        }
    }

    #[must_use]
    pub fn user(&self) -> UserId {
        self.user_id
    }
}

impl Tx {
    /// A user's rating on the `variant` ladder of a guild, if they have
    /// played rated games there.
    ///
    /// # Errors
    /// A database failure.
    pub async fn rating(
        &mut self,
        guild: Option<GuildId>,
        variant: Variant,
        user: UserId,
    ) -> Result<Option<RatingRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT user_id, rating, deviation, volatility, wins, losses, draws FROM ratings
                 WHERE guild_id = $1 AND variant = $2 AND user_id = $3",
            )
            .bind(GuildKey(guild))
            .bind(variant)
            .bind(user)
            .fetch_optional(c)
            .await?
        }))
    }

    /// The ratings of `players` on the `variant` ladder of a guild, for a
    /// game's result to update in this write transaction; a player without
    /// one gets `fresh` (stored at once, so that there is a row to lock). On
    /// PostgreSQL both rows stay locked until the commit, so that two games
    /// ending at once for the same player (two channels, two processes)
    /// update the rating one after the other instead of one overwriting the
    /// other; they are locked in the order of the user ids, so that two such
    /// games never wait for each other in a circle.
    ///
    /// # Errors
    /// A database failure.
    pub async fn ratings_for_update(
        &mut self,
        guild: Option<GuildId>,
        variant: Variant,
        players: [UserId; 2],
        fresh: &RatingRow,
    ) -> Result<[RatingRow; 2]> {
        let mut order = players;
        order.sort_unstable();
        for user in order {
            on_conn!(self, |c| {
                sqlx::query(
                    "INSERT INTO ratings (guild_id, variant, user_id, rating, deviation, volatility)
                     VALUES ($1, $2, $3, $4, $5, $6)
                     ON CONFLICT (guild_id, variant, user_id) DO NOTHING",
                )
                .bind(GuildKey(guild))
                .bind(variant)
                .bind(user)
                .bind(fresh.rating)
                .bind(fresh.deviation)
                .bind(fresh.volatility)
                .execute(c)
                .await?;
            });
        }
        let sql = loading!(
            self,
            "SELECT user_id, rating, deviation, volatility, wins, losses, draws FROM ratings
             WHERE guild_id = $1 AND variant = $2 AND user_id = $3"
        );
        let mut rows = [fresh.clone(), fresh.clone()];
        for (row, user) in rows.iter_mut().zip(order) {
            *row = on_conn!(self, |c| {
                sqlx::query_as(sql)
                    .bind(GuildKey(guild))
                    .bind(variant)
                    .bind(user)
                    .fetch_one(c)
                    .await?
            });
        }
        if order != players {
            rows.reverse();
        }
        Ok(rows)
    }

    /// Writes a user's rating on the `variant` ladder of a guild.
    ///
    /// # Errors
    /// A database failure.
    pub async fn put_rating(
        &mut self,
        guild: Option<GuildId>,
        variant: Variant,
        r: &RatingRow,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO ratings
                   (guild_id, variant, user_id, rating, deviation, volatility, wins, losses, draws)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                 ON CONFLICT (guild_id, variant, user_id) DO UPDATE SET rating = excluded.rating,
                   deviation = excluded.deviation, volatility = excluded.volatility,
                   wins = excluded.wins, losses = excluded.losses, draws = excluded.draws",
            )
            .bind(GuildKey(guild))
            .bind(variant)
            .bind(r.user_id)
            .bind(r.rating)
            .bind(r.deviation)
            .bind(r.volatility)
            .bind(r.wins)
            .bind(r.losses)
            .bind(r.draws)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// One page of the `variant` ladder of a guild: `limit` players from
    /// rank `offset + 1`, by rating (ties by user id, as
    /// [`Tx::ladder_rank`] counts them).
    ///
    /// # Errors
    /// A database failure.
    pub async fn leaderboard(
        &mut self,
        guild: Option<GuildId>,
        variant: Variant,
        offset: u32,
        limit: u32,
    ) -> Result<Vec<RatingRow>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT user_id, rating, deviation, volatility, wins, losses, draws FROM ratings
                 WHERE guild_id = $1 AND variant = $2
                 ORDER BY rating DESC, user_id LIMIT $3 OFFSET $4",
            )
            .bind(GuildKey(guild))
            .bind(variant)
            .bind(i64::from(limit))
            .bind(i64::from(offset))
            .fetch_all(c)
            .await?
        }))
    }

    /// How many players the `variant` ladder of a guild has.
    ///
    /// # Errors
    /// A database failure.
    pub async fn ladder_size(&mut self, guild: Option<GuildId>, variant: Variant) -> Result<i64> {
        let (n,): (i64,) = on_conn!(self, |c| {
            sqlx::query_as("SELECT COUNT(*) FROM ratings WHERE guild_id = $1 AND variant = $2")
                .bind(GuildKey(guild))
                .bind(variant)
                .fetch_one(c)
                .await?
        });
        Ok(n)
    }

    /// A user's rank (1 for the best) on the `variant` ladder of a guild, in
    /// the order of [`Tx::leaderboard`]; `None` when they are not on it.
    ///
    /// # Errors
    /// A database failure.
    pub async fn ladder_rank(
        &mut self,
        guild: Option<GuildId>,
        variant: Variant,
        user: UserId,
    ) -> Result<Option<i64>> {
        let rank: Option<(i64,)> = on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT 1 + (SELECT COUNT(*) FROM ratings o
                             WHERE o.guild_id = r.guild_id AND o.variant = r.variant
                               AND (o.rating > r.rating
                                    OR (o.rating = r.rating AND o.user_id < r.user_id)))
                 FROM ratings r WHERE r.guild_id = $1 AND r.variant = $2 AND r.user_id = $3",
            )
            .bind(GuildKey(guild))
            .bind(variant)
            .bind(user)
            .fetch_optional(c)
            .await?
        });
        Ok(rank.map(|(r,)| r))
    }
}

row! {
    /// A rating as a rated result (or the ratings kept from before the
    /// history) left it.
    #[derive(Clone, Debug, PartialEq)]
    pub struct RatingPoint {
        pub variant: Variant,
        /// The game whose result made it (`None`: kept from before).
        pub game_id: Option<GameId>,
        pub rating: f64,
        pub deviation: f64,
    }
}

impl Tx {
    /// Records `user`'s new rating on the `variant` ladder after `game`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn record_rating(
        &mut self,
        guild: Option<GuildId>,
        variant: Variant,
        user: UserId,
        game: GameId,
        rating: f64,
        deviation: f64,
    ) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO rating_history (guild_id, variant, user_id, game_id, rating, deviation)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(GuildKey(guild))
            .bind(variant)
            .bind(user)
            .bind(game)
            .bind(rating)
            .bind(deviation)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// A user's ratings in a guild, every ladder, in the order they came.
    ///
    /// # Errors
    /// A database failure.
    pub async fn rating_history(
        &mut self,
        guild: Option<GuildId>,
        user: UserId,
    ) -> Result<Vec<RatingPoint>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT variant, game_id, rating, deviation FROM rating_history
                 WHERE guild_id = $1 AND user_id = $2 ORDER BY id",
            )
            .bind(GuildKey(guild))
            .bind(user)
            .fetch_all(c)
            .await?
        }))
    }

    /// `user`'s rated results in each guild where they have some, the
    /// guild with the most games first.
    ///
    /// # Errors
    /// A database failure.
    pub async fn rated_results_per_guild(&mut self, user: UserId) -> Result<Vec<GuildRecord>> {
        Ok(on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT guild_id, CAST(SUM(wins) AS BIGINT) AS wins,
                        CAST(SUM(losses) AS BIGINT) AS losses, CAST(SUM(draws) AS BIGINT) AS draws
                 FROM ratings
                 WHERE user_id = $1 AND guild_id <> 0
                 GROUP BY guild_id
                 HAVING SUM(wins + losses + draws) > 0
                 ORDER BY SUM(wins + losses + draws) DESC, guild_id",
            )
            .bind(user)
            .fetch_all(c)
            .await?
        }))
    }
}
