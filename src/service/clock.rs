//! The turn clock and its setting: expired challenges, half-time warnings,
//! forfeits on time, and the guild's turn limit.

use super::*;

impl Service {
    /// Applies what is due at the clock's time: expired challenges, forfeits
    /// past the turn limit, warnings at half time. Each is applied exactly
    /// once, also across restarts and processes (conditional updates on the
    /// stored deadlines).
    ///
    /// # Errors
    /// Internal errors.
    pub async fn tick(&self) -> Result<Vec<Notice>, ServiceError> {
        let now = self.now();
        let mut notices = Vec::new();

        let mut tx = self.db.read().await?;
        let challenges = tx.expired_challenges(now).await?;
        let forfeits = tx.due_forfeits(now).await?;
        tx.commit().await?;

        for c in challenges {
            let _guard = self.lock(c.channel()).await;
            let mut tx = self.db.begin().await?;
            if tx.close_challenge(c.id, "expired").await? {
                tx.commit().await?;
                notices.push(Notice {
                    guild: c.guild(),
                    channel: c.channel(),
                    reply: Reply {
                        text: text::challenge_timed_out(c.challenger(), c.opponent()).into(),
                        mentions: vec![c.challenger()],
                        ..Reply::default()
                    },
                });
            }
        }

        for due in forfeits {
            let _guard = self.lock(due.channel()).await;
            let mut tx = self.db.begin().await?;
            let Some(row) = tx.game(due.id).await? else {
                continue;
            };
            if row.status != "active" || row.deadline_at.is_none_or(|d| d > now) {
                continue;
            }
            let g = Loaded::load(&mut tx, row).await?;
            if g.user(g.pos.to_move()) == COMPUTER {
                // The computer never loses on time: an answer interrupted by
                // a restart is played now.
                drop(tx);
                let reply = self.computer_reply(g.row.id, Vec::new()).await?;
                notices.push(Notice {
                    guild: g.row.guild(),
                    channel: g.row.channel(),
                    reply,
                });
                continue;
            }
            let loser = g.pos.to_move();
            let winner = loser.opponent();
            let e = Ending::win(winner, "timeout");
            if !tx
                .end_game(
                    g.row.id, g.row.ply, g.row.ply, e.status, e.result, e.reason, now,
                )
                .await?
            {
                continue;
            }
            let rating_lines = ratings::apply(&mut tx, &g.row, Some(Outcome::Win(winner))).await?;
            tx.commit().await?;
            let users = g.users();
            let mut lines = vec![text::lost_on_time(
                users[loser.index()],
                users[winner.index()],
            )];
            lines.extend(rating_lines);
            notices.push(Notice {
                guild: g.row.guild(),
                channel: g.row.channel(),
                reply: Reply {
                    text: Text(lines),
                    mentions: humans(users),
                    buttons: vec![Button::Rematch { game: g.row.id }],
                    ..Reply::default()
                },
            });
        }

        let mut tx = self.db.read().await?;
        let warnings = tx.due_warnings(now).await?;
        tx.commit().await?;
        for due in warnings {
            let _guard = self.lock(due.channel()).await;
            let mut tx = self.db.begin().await?;
            let Some(row) = tx.game(due.id).await? else {
                continue;
            };
            if row.status != "active" || row.warned || row.warn_at.is_none_or(|w| w > now) {
                continue;
            }
            if !tx.mark_warned(row.id, row.ply).await? {
                continue;
            }
            let g = Loaded::load(&mut tx, row).await?;
            tx.commit().await?;
            let user = g.user(g.pos.to_move());
            if user == COMPUTER {
                continue;
            }
            let left = g.row.deadline_at.unwrap_or(now) - now;
            notices.push(Notice {
                guild: g.row.guild(),
                channel: g.row.channel(),
                reply: Reply {
                    text: text::turn_warning(user, left).into(),
                    mentions: vec![user],
                    accent: Some(g.pos.to_move()),
                    ..Reply::default()
                },
            });
        }
        Ok(notices)
    }

    /// Sets the guild's turn time limit (admins only), for turns that start
    /// from now on.
    ///
    /// # Errors
    /// A user error for non-admins or a limit out of range.
    pub async fn set_turn_limit(&self, a: Actor, limit: Duration) -> Res {
        if !a.admin {
            return user_err(text::admins_only());
        }
        if limit < MIN_TURN_LIMIT || limit > MAX_TURN_LIMIT {
            return user_err(text::turn_limit_out_of_range(
                MIN_TURN_LIMIT,
                MAX_TURN_LIMIT,
            ));
        }
        let mut tx = self.db.begin().await?;
        tx.set_turn_limit(a.guild, ms_of(limit)).await?;
        tx.commit().await?;
        Ok(Reply::text(text::turn_limit_set(limit)))
    }
}
