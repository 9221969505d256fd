//! `kept_posts`: messages that could not be posted after every retry, kept
//! until a later command or clock tick in their channel posts them. A
//! message taken to be posted stays, leased, until it is posted. A message
//! for a channel the bot reaches only through interactions
//! (`for_interaction`) is never taken by the clock: only that channel's
//! next interaction shows it, and it is dropped once it is too old
//! ([`Tx::drop_kept_for_interactions`]).

use super::{Result, Tx, from_db, on_conn, to_db};
use crate::ids::{ChannelId, GameId, KeptPostId, UserId};
use crate::time::Timestamp;

/// A message to keep.
pub struct NewKeptPost<'a> {
    pub channel: ChannelId,
    /// The game it is about and the game's revision when it was written.
    pub game: Option<(GameId, i64)>,
    pub content: &'a str,
    pub mentions: &'a [UserId],
    /// The colour bar's player, 1 or 2.
    pub accent: Option<i64>,
    /// The picture: its bytes, file name and description.
    pub image: Option<(&'a [u8], &'a str, &'a str)>,
    pub now: Timestamp,
    /// For a channel the bot reaches only through interactions: shown at
    /// its next interaction, never posted by the clock.
    pub for_interaction: bool,
}

super::row! {
    /// A kept message, with whether it is still current (not about a game
    /// that has moved on since) and whether its game is still being played.
    #[derive(Clone, Debug)]
    pub struct KeptPostRow {
        pub id: KeptPostId,
        channel_id: ChannelId,
        pub game_id: Option<GameId>,
        pub revision: Option<i64>,
        pub content: String,
        mentions: String,
        pub accent: Option<i64>,
        pub image: Option<Vec<u8>>,
        pub image_name: Option<String>,
        pub image_alt: Option<String>,
        pub current: bool,
        pub active: bool,
        pub for_interaction: bool,
    }
}

impl KeptPostRow {
    #[must_use]
    pub fn channel(&self) -> ChannelId {
        self.channel_id
    }

    /// The users it pings.
    #[must_use]
    pub fn mentions(&self) -> Vec<UserId> {
        self.mentions
            .split_whitespace()
            .filter_map(|id| id.parse::<i64>().ok())
            .filter_map(|id| UserId::of(from_db(id)))
            .collect()
    }
}

impl Tx {
    /// Keeps a message that could not be posted.
    ///
    /// # Errors
    /// A database failure.
    pub async fn keep_post(&mut self, p: &NewKeptPost<'_>) -> Result<()> {
        let mentions = p
            .mentions
            .iter()
            .map(|&id| to_db(id.get()).to_string())
            .collect::<Vec<_>>()
            .join(" ");
        let (image, name, alt) = match p.image {
            Some((bytes, name, alt)) => (Some(bytes.to_vec()), Some(name), Some(alt)),
            None => (None, None, None),
        };
        on_conn!(self, |c| {
            sqlx::query(
                "INSERT INTO kept_posts (channel_id, game_id, revision, content, mentions, accent,
                                         image, image_name, image_alt, kept_at, for_interaction)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
            )
            .bind(p.channel)
            .bind(p.game.map(|(game, _)| game))
            .bind(p.game.map(|(_, revision)| revision))
            .bind(p.content)
            .bind(&mentions)
            .bind(p.accent)
            .bind(image.as_deref())
            .bind(name)
            .bind(alt)
            .bind(p.now)
            .bind(p.for_interaction)
            .execute(c)
            .await?;
        });
        Ok(())
    }

    /// Whether no message is free to take for `channel` (for any channel
    /// with `None`, those kept for an interaction left out): none is kept,
    /// or every one is taken since `stale`.
    ///
    /// # Errors
    /// A database failure.
    pub async fn no_kept_posts(
        &mut self,
        channel: Option<ChannelId>,
        stale: Timestamp,
    ) -> Result<bool> {
        let kept: Option<(i64,)> = on_conn!(self, |c| {
            sqlx::query_as(
                "SELECT id FROM kept_posts
                 WHERE (channel_id = $1 OR (CAST($1 AS BIGINT) IS NULL AND NOT for_interaction))
                   AND (taken_at IS NULL OR taken_at < $2)
                 LIMIT 1",
            )
            .bind(channel)
            .bind(stale)
            .fetch_optional(c)
            .await?
        });
        Ok(kept.is_none())
    }

    /// Takes the kept messages of `channel` (of every channel with `None`,
    /// those kept for an interaction left out) that are free (never taken, or taken before `stale`: the process that
    /// took them stopped), oldest first, at `now`: the out-of-date ones are
    /// deleted, the others leased to the caller, which deletes each once
    /// posted ([`Tx::delete_kept_post`]) or frees it when the post fails
    /// ([`Tx::free_kept_post`]). On PostgreSQL rows another process is
    /// taking are skipped, so that each is posted once.
    ///
    /// # Errors
    /// A database failure.
    pub async fn take_kept_posts(
        &mut self,
        channel: Option<ChannelId>,
        now: Timestamp,
        stale: Timestamp,
    ) -> Result<Vec<KeptPostRow>> {
        let sql = self.loading(
            "SELECT k.id, k.channel_id, k.game_id, k.revision, k.content, k.mentions, k.accent, k.image,
                    k.image_name, k.image_alt,
                    (k.game_id IS NULL OR g.revision = k.revision) AS current,
                    COALESCE(g.status = 'active', FALSE) AS active, k.for_interaction
             FROM kept_posts k LEFT JOIN games g ON g.id = k.game_id
             WHERE (k.channel_id = $1 OR (CAST($1 AS BIGINT) IS NULL AND NOT k.for_interaction))
               AND (k.taken_at IS NULL OR k.taken_at < $2)
             ORDER BY k.id",
            "SELECT k.id, k.channel_id, k.game_id, k.revision, k.content, k.mentions, k.accent, k.image,
                    k.image_name, k.image_alt,
                    (k.game_id IS NULL OR g.revision = k.revision) AS current,
                    COALESCE(g.status = 'active', FALSE) AS active, k.for_interaction
             FROM kept_posts k LEFT JOIN games g ON g.id = k.game_id
             WHERE (k.channel_id = $1 OR (CAST($1 AS BIGINT) IS NULL AND NOT k.for_interaction))
               AND (k.taken_at IS NULL OR k.taken_at < $2)
             ORDER BY k.id
             FOR UPDATE OF k SKIP LOCKED",
        );
        let rows: Vec<KeptPostRow> = on_conn!(self, |c| {
            sqlx::query_as(sql)
                .bind(channel)
                .bind(stale)
                .fetch_all(c)
                .await?
        });
        for row in &rows {
            if row.current {
                on_conn!(self, |c| {
                    sqlx::query("UPDATE kept_posts SET taken_at = $2 WHERE id = $1")
                        .bind(row.id)
                        .bind(now)
                        .execute(c)
                        .await?;
                });
            } else {
                self.delete_kept_post(row.id).await?;
            }
        }
        Ok(rows)
    }

    /// Deletes kept message `id` (posted, or out of date).
    ///
    /// # Errors
    /// A database failure.
    pub async fn delete_kept_post(&mut self, id: KeptPostId) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query("DELETE FROM kept_posts WHERE id = $1")
                .bind(id)
                .execute(c)
                .await?;
        });
        Ok(())
    }

    /// Deletes the messages kept for an interaction before `before`: their
    /// channel saw none since, and they are not kept for ever. Returns how
    /// many were dropped.
    ///
    /// # Errors
    /// A database failure.
    pub async fn drop_kept_for_interactions(&mut self, before: Timestamp) -> Result<u64> {
        let sql = self.per_backend(
            // SQLite matches the partial index's terms literally.
            "DELETE FROM kept_posts WHERE for_interaction = 1 AND kept_at < $1",
            "DELETE FROM kept_posts WHERE for_interaction AND kept_at < $1",
        );
        Ok(on_conn!(self, |c| {
            sqlx::query(sql)
                .bind(before)
                .execute(c)
                .await?
                .rows_affected()
        }))
    }

    /// Whether a message kept for an interaction is older than `before`
    /// ([`Tx::drop_kept_for_interactions`] has work).
    ///
    /// # Errors
    /// A database failure.
    pub async fn kept_for_interactions_before(&mut self, before: Timestamp) -> Result<bool> {
        let sql = self.per_backend(
            "SELECT id FROM kept_posts WHERE for_interaction = 1 AND kept_at < $1 LIMIT 1",
            "SELECT id FROM kept_posts WHERE for_interaction AND kept_at < $1 LIMIT 1",
        );
        let found: Option<(i64,)> = on_conn!(self, |c| {
            sqlx::query_as(sql).bind(before).fetch_optional(c).await?
        });
        Ok(found.is_some())
    }

    /// Frees kept message `id` (its post failed): the next take finds it.
    ///
    /// # Errors
    /// A database failure.
    pub async fn free_kept_post(&mut self, id: KeptPostId) -> Result<()> {
        on_conn!(self, |c| {
            sqlx::query("UPDATE kept_posts SET taken_at = NULL WHERE id = $1")
                .bind(id)
                .execute(c)
                .await?;
        });
        Ok(())
    }
}
