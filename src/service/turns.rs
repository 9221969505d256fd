//! Turns: claims and moves of the players, resignation and abort.

use super::*;

impl Service {
    /// Claims a colour (the turn then continues with a move).
    ///
    /// # Errors
    /// A user error when there is no game, the caller doesn't play in it, it
    /// isn't their turn, or the claim is illegal (with the engine's reason).
    pub async fn claim(&self, a: Actor, color: Color) -> Res {
        self.play_turn(a, Some(color), None).await
    }

    /// Plays a move, optionally preceded by a claim. `text` is the move as a
    /// user typed it: `C3-E5`, `C3 E5`, `B5-B2-C3-E3`, `B5 B2 C3 E3`.
    ///
    /// # Errors
    /// A user error when there is no game, the caller doesn't play in it, it
    /// isn't their turn, the text is not a move, or the move is illegal (with
    /// the engine's reason); nothing is changed then.
    pub async fn play_move(&self, a: Actor, claim: Option<Color>, text: &str) -> Res {
        let m =
            parse_move(text).map_err(|why| ServiceError::User(text::bad_move_text(text, &why)))?;
        self.play_turn(a, claim, Some(m)).await
    }

    pub(super) async fn play_turn(&self, a: Actor, claim: Option<Color>, mv: Option<Move>) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let Some(row) = tx.active_game(a.channel).await? else {
            return user_err(text::no_game());
        };
        let g = Loaded::load(&mut tx, row).await?;
        let Some(me) = g.player_of(a.user) else {
            return user_err(text::not_a_player());
        };
        if g.pos.to_move() != me {
            if g.user(g.pos.to_move()) == COMPUTER {
                // The computer's answer was interrupted (a restart): give it now.
                drop(tx);
                return self.computer_reply(g.row.id, Vec::new()).await;
            }
            return user_err(text::not_your_turn(g.user(g.pos.to_move())));
        }
        let mut pos = g.pos.clone();
        let mut new: Vec<(Action, Option<u64>)> = Vec::new();
        if let Some(c) = claim {
            let act = Action::Claim(c);
            pos.play(act)
                .map_err(|e| ServiceError::User(text::illegal(&e)))?;
            new.push((act, Some(a.user)));
        }
        let mut path = Vec::new();
        let points_before = pos.points(me);
        if let Some(m) = mv {
            let act = Action::Move(m);
            pos.check(&act)
                .map_err(|e| ServiceError::User(text::illegal(&e)))?;
            path = pos.lyngk_path(&m).unwrap_or_else(|| vec![m.from, m.to]);
            pos.play_unchecked(act);
            new.push((act, Some(a.user)));
        }
        // A player without any legal turn passes; the service does it for them.
        let mut passes = Vec::new();
        if mv.is_some() {
            while !pos.is_over() && !pos.has_turn(pos.to_move()) {
                passes.push(pos.to_move());
                pos.play_unchecked(Action::Pass);
                new.push((Action::Pass, None));
            }
        }
        let now = self.now();
        let expected = g.row.ply;
        let new_ply = expected + new.len() as i64;
        let outcome = pos.outcome();
        let ended = if let Some(o) = outcome {
            let reason = if pos.sudden_death_winner().is_some() {
                "sudden_death"
            } else {
                "end"
            };
            let e = Ending::of(o, reason);
            tx.end_game(
                g.row.id, expected, new_ply, e.status, e.result, e.reason, now,
            )
            .await?
        } else if mv.is_some() {
            let limit = Self::turn_limit_ms(&mut tx, a.guild).await?;
            tx.advance_game(
                g.row.id,
                expected,
                new_ply,
                now,
                now + limit / 2,
                now + limit,
            )
            .await?
        } else {
            tx.bump_ply(g.row.id, expected, new_ply).await?
        };
        if !ended {
            return user_err(text::changed_meanwhile());
        }
        for (i, (act, who)) in new.iter().enumerate() {
            tx.insert_action(g.row.id, expected + i as i64, &act.to_string(), *who, now)
                .await?;
        }
        let rating_lines = match outcome {
            Some(o) => ratings::apply(&mut tx, &g.row, Some(o)).await?,
            None => Vec::new(),
        };
        tx.commit().await?;

        // The reply, built after the commit.
        let users = g.users();
        let mut outcome = outcome;
        let mut last = LastTurn {
            claim,
            path: if mv.is_some() {
                path.clone()
            } else {
                Vec::new()
            },
        };
        let mut lines = Vec::new();
        if let Some(c) = claim {
            lines.push(text::claimed(a.user, c));
        }
        if let Some(m) = mv {
            lines.push(text::moved(a.user, &m.to_string(), &path));
            let pts = pos.points(me);
            if pts > points_before {
                lines.push(text::scored(a.user, pts));
            }
        }
        for p in &passes {
            lines.push(text::passed(users[p.index()]));
        }
        // In a game against the computer, its answer follows at once, in
        // the same reply (the channel stays locked meanwhile).
        if outcome.is_none() && mv.is_some() && users[pos.to_move().index()] == COMPUTER {
            let ai = self.computer_turns(g.row.id).await?;
            lines.extend(ai.lines);
            if let Some(l) = ai.last {
                last = l;
            }
            pos = ai.pos;
            outcome = pos.outcome();
        }
        let mut reply = Reply {
            mentions: humans(users),
            position: Some(pos.clone()),
            ..Reply::default()
        };
        match outcome {
            Some(o) => {
                if let Some(w) = pos.sudden_death_winner() {
                    lines.push(text::sudden_death(users[w.index()]));
                } else {
                    lines.extend(text::end_by_moves(
                        pos.variant(),
                        users,
                        [pos.score(Player::One), pos.score(Player::Two)],
                        o.winner(),
                    ));
                }
                lines.extend(rating_lines);
                reply.buttons = vec![Button::Rematch { game: g.row.id }];
            }
            None => {
                let next = pos.to_move();
                let claims: Vec<Color> = pos.claims(next).iter().collect();
                if mv.is_none() {
                    lines.push(text::now_move(a.user));
                    reply.mentions = vec![a.user];
                } else {
                    lines.push(text::to_move(users[next.index()], next, &claims));
                    reply.mentions = humans([users[next.index()], COMPUTER]);
                }
                reply.accent = Some(next);
            }
        }
        reply.position = Some(pos.clone());
        reply.image = Self::picture(&pos, Some(last)).await;
        reply.text = Text(lines);
        Ok(reply)
    }

    /// The caller gives up the game in the channel (at any time, on either turn).
    ///
    /// # Errors
    /// A user error when there is no game or the caller doesn't play in it.
    pub async fn resign(&self, a: Actor) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let Some(row) = tx.active_game(a.channel).await? else {
            return user_err(text::no_game());
        };
        let g = Loaded::load(&mut tx, row).await?;
        let Some(me) = g.player_of(a.user) else {
            return user_err(text::not_a_player());
        };
        let winner = me.opponent();
        let e = Ending::win(winner, "resign");
        let now = self.now();
        if !tx
            .end_game(
                g.row.id, g.row.ply, g.row.ply, e.status, e.result, e.reason, now,
            )
            .await?
        {
            return user_err(text::changed_meanwhile());
        }
        let rating_lines = ratings::apply(&mut tx, &g.row, Some(Outcome::Win(winner))).await?;
        tx.commit().await?;
        let users = g.users();
        let mut lines = vec![text::resigned(a.user, users[winner.index()])];
        lines.extend(rating_lines);
        Ok(Reply {
            text: Text(lines),
            image: Self::picture(&g.pos, g.last_turn()).await,
            mentions: humans([users[winner.index()], COMPUTER]),
            buttons: vec![Button::Rematch { game: g.row.id }],
            position: Some(g.pos),
            ..Reply::default()
        })
    }

    /// Ends the channel's game without a result (moderators only; no rating change).
    ///
    /// # Errors
    /// A user error for non-moderators or when there is no game.
    pub async fn abort(&self, a: Actor) -> Res {
        if !a.moderator {
            return user_err(text::moderators_only());
        }
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let Some(row) = tx.active_game(a.channel).await? else {
            return user_err(text::no_game());
        };
        let users = [row.player1(), row.player2()];
        if !tx
            .end_game(
                row.id,
                row.ply,
                row.ply,
                "aborted",
                None,
                "abort",
                self.now(),
            )
            .await?
        {
            return user_err(text::changed_meanwhile());
        }
        tx.commit().await?;
        Ok(Reply {
            text: text::aborted(a.user).into(),
            mentions: humans(users),
            ..Reply::default()
        })
    }
}
