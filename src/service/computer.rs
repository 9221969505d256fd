//! Games against the computer: starting one, and the computer's turns.

use super::*;

impl Service {
    /// Starts a game against the computer at `level` in the caller's
    /// channel, the first player drawn by lot; if the computer moves first,
    /// its turn is in the reply. Not rated.
    ///
    /// # Errors
    /// A user error for a busy channel or a pending challenge; internal errors.
    pub async fn play_ai(&self, a: Actor, level: Level, variant: Variant) -> Res {
        let _guard = self.lock(a.channel).await;
        let mut tx = self.db.begin().await?;
        let now = self.ensure_channel_free(&mut tx, a.channel).await?;
        // As for a challenge: the seed, stored with the game, reproduces the
        // board, the draw of the first player and every move of the computer.
        let seed = SplitMix64::new((now as u64) ^ a.user.rotate_left(21) ^ a.channel).next_u64();
        let start = Position::random_start(seed, variant);
        let human_first = game::first_player_draw(seed) == 0;
        let (p1, p2) = if human_first {
            (a.user, COMPUTER)
        } else {
            (COMPUTER, a.user)
        };
        let limit = Self::turn_limit_ms(&mut tx, a.guild).await?;
        let lpn = start.to_string();
        let id = tx
            .insert_game(&NewGame {
                guild: a.guild,
                channel: a.channel,
                challenge: None,
                variant: variant.name(),
                seed: seed as i64,
                start_lpn: &lpn,
                player1: p1,
                player2: p2,
                now,
                warn_at: now + limit / 2,
                deadline_at: now + limit,
                ai_level: Some(level.name()),
            })
            .await?;
        tx.commit().await?;
        let first = text::ai_game_started(a.user, level, variant, limit, human_first);
        if human_first {
            let claims: Vec<Color> = start.claims(Player::One).iter().collect();
            return Ok(Reply {
                text: Text(vec![first, text::to_move(a.user, Player::One, &claims)]),
                image: Self::picture(&start, None).await,
                mentions: vec![a.user],
                accent: Some(Player::One),
                position: Some(start),
                ..Reply::default()
            });
        }
        self.computer_reply(id, vec![first]).await
    }

    /// Plays the computer's pending turn(s) in game `id` and answers with
    /// `lines`, the computer's turn, the board (its turn highlighted) and who
    /// is to move or how the game ended. The caller holds the channel lock.
    pub(super) async fn computer_reply(&self, id: i64, mut lines: Vec<Msg>) -> Res {
        let ai = self.computer_turns(id).await?;
        lines.extend(ai.lines);
        let pos = ai.pos;
        let users = ai.users;
        let mut reply = Reply {
            mentions: humans(users),
            ..Reply::default()
        };
        match pos.outcome() {
            Some(o) => {
                lines.extend(Self::ending_lines(&pos, users, o));
                reply.buttons = vec![Button::Rematch { game: id }];
            }
            None => {
                let next = pos.to_move();
                let claims: Vec<Color> = pos.claims(next).iter().collect();
                lines.push(text::to_move(users[next.index()], next, &claims));
                reply.accent = Some(next);
            }
        }
        reply.image = Self::picture(&pos, ai.last).await;
        reply.position = Some(pos);
        reply.text = Text(lines);
        Ok(reply)
    }

    pub(super) fn ending_lines(pos: &Position, users: [u64; 2], o: Outcome) -> Vec<Msg> {
        match pos.sudden_death_winner() {
            Some(w) => vec![text::sudden_death(users[w.index()])],
            None => text::end_by_moves(
                pos.variant(),
                users,
                [pos.score(Player::One), pos.score(Player::Two)],
                o.winner(),
            ),
        }
    }

    /// While it is the computer's turn in game `id`, searches its turn off
    /// the async runtime and stores it (one transaction per turn, checked
    /// against the expected ply), passing for a human without a turn. The
    /// caller holds the channel lock.
    pub(super) async fn computer_turns(&self, id: i64) -> Result<ComputerTurns, ServiceError> {
        let mut lines = Vec::new();
        let mut last = None;
        loop {
            let mut tx = self.db.begin().await?;
            let Some(row) = tx.game(id).await? else {
                return Err(InternalError::Corrupt {
                    game: id,
                    reason: "vanished".to_owned(),
                }
                .into());
            };
            let g = Loaded::load(&mut tx, row).await?;
            let users = g.users();
            let me = g.pos.to_move();
            if g.row.status != "active" || g.pos.is_over() || users[me.index()] != COMPUTER {
                tx.commit().await?;
                return Ok(ComputerTurns {
                    lines,
                    last,
                    pos: g.pos,
                    users,
                });
            }
            let level: Level = g
                .row
                .ai_level
                .as_deref()
                .and_then(|l| l.parse().ok())
                .ok_or_else(|| InternalError::Corrupt {
                    game: id,
                    reason: format!("computer level {:?}", g.row.ai_level),
                })?;
            // Seeded from the stored game and ply: a replayed game gets the
            // same answers.
            let seed = game::computer_seed(g.row.seed, g.row.ply);
            let searched = g.pos.clone();
            let acts = tokio::task::spawn_blocking(move || {
                let mut p = searched;
                let mut acts = Vec::new();
                while let Some(act) = crate::ai::choose_action(&p, level, seed ^ acts.len() as u64)
                {
                    p.play_unchecked(act);
                    acts.push(act);
                    if act.ends_turn() {
                        break;
                    }
                }
                acts
            })
            .await
            .map_err(|e| InternalError::Computer(e.to_string()))?;
            if acts.is_empty() {
                return Err(InternalError::Computer(format!("no action in game {id}")).into());
            }
            let mut pos = g.pos.clone();
            let mut new: Vec<(Action, Option<u64>)> = Vec::new();
            let mut turn = LastTurn {
                claim: None,
                path: Vec::new(),
            };
            let mut turn_lines = vec![text::computer_answers(level)];
            let points_before = pos.points(me);
            for act in acts {
                pos.check(&act)
                    .map_err(|e| InternalError::Computer(e.to_string()))?;
                match act {
                    Action::Claim(c) => {
                        turn.claim = Some(c);
                        turn_lines.push(text::claimed(COMPUTER, c));
                    }
                    Action::Move(m) => {
                        turn.path = pos.lyngk_path(&m).unwrap_or_else(|| vec![m.from, m.to]);
                        turn_lines.push(text::moved(COMPUTER, &m.to_string(), &turn.path));
                    }
                    Action::Pass => turn_lines.push(text::passed(COMPUTER)),
                }
                pos.play_unchecked(act);
                new.push((act, Some(COMPUTER)));
            }
            if pos.points(me) > points_before {
                turn_lines.push(text::scored(COMPUTER, pos.points(me)));
            }
            while !pos.is_over() && !pos.has_turn(pos.to_move()) {
                turn_lines.push(text::passed(users[pos.to_move().index()]));
                pos.play_unchecked(Action::Pass);
                new.push((Action::Pass, None));
            }
            let now = self.now();
            let expected = g.row.ply;
            let new_ply = expected + new.len() as i64;
            let stored = if let Some(o) = pos.outcome() {
                let reason = if pos.sudden_death_winner().is_some() {
                    "sudden_death"
                } else {
                    "end"
                };
                let e = Ending::of(o, reason);
                tx.end_game(id, expected, new_ply, e.status, e.result, e.reason, now)
                    .await?
            } else {
                let limit = Self::turn_limit_ms(&mut tx, g.row.guild()).await?;
                tx.advance_game(id, expected, new_ply, now, now + limit / 2, now + limit)
                    .await?
            };
            if !stored {
                return user_err(text::changed_meanwhile());
            }
            for (i, (act, who)) in new.iter().enumerate() {
                tx.insert_action(id, expected + i as i64, &act.to_string(), *who, now)
                    .await?;
            }
            tx.commit().await?;
            lines.extend(turn_lines);
            if !turn.path.is_empty() || turn.claim.is_some() {
                last = Some(turn);
            }
        }
    }
}
