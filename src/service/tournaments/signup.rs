//! Sign-up and the organiser's controls: create, join, leave, remove,
//! start, pause, resume, cancel.

use super::{
    Actor, AskedFormat, ChannelPost, Effect, Ending, EntrantStatus, Loaded, MAX_PLAYERS,
    MAX_SIGNUP, MAX_SWISS_ROUNDS, MAX_TOURNAMENT_NAME, MAX_TURN_LIMIT, MIN_TURN_LIMIT,
    NewTournament, PairingResult, Reply, Res, ServiceError, StorageError, Text, TournamentFormat,
    TournamentSpec, TournamentState, Tournaments, Tx, announcement, corrupt, disable_closed,
    humans, load, log_ending, swiss, text, user_err,
};
use crate::ids::{ChannelId, MessageId, TournamentId, UserId};
use crate::service::consequences::Consequences;
use crate::time::Timestamp;

impl Tournaments<'_> {
    /// Creates a tournament in the caller's channel (*Manage Server*): its
    /// announcement, with Join / Leave buttons, is the answer.
    ///
    /// # Errors
    /// A user error for non-admins, a bad name, a Swiss without its number
    /// of rounds (or a round robin with one), a time per turn or a sign-up
    /// out of range, or a channel that already has a tournament.
    pub async fn create(&self, a: Actor, spec: TournamentSpec) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        if spec.in_thread {
            return user_err(text::tournament_in_thread());
        }
        let name = spec.name.trim();
        if name.is_empty() || name.chars().count() > MAX_TOURNAMENT_NAME {
            return user_err(text::tournament_name_invalid(MAX_TOURNAMENT_NAME));
        }
        let rounds = match spec.format {
            AskedFormat::Swiss { rounds: Some(r) } if (1..=MAX_SWISS_ROUNDS).contains(&r) => {
                Some(i64::from(r))
            }
            AskedFormat::Swiss { .. } => {
                return user_err(text::tournament_rounds_needed(MAX_SWISS_ROUNDS));
            }
            AskedFormat::RoundRobin { rounds: Some(_) } => {
                return user_err(text::tournament_rounds_for_round_robin());
            }
            AskedFormat::RoundRobin { rounds: None } => None,
        };
        if spec.turn_limit < MIN_TURN_LIMIT || spec.turn_limit > MAX_TURN_LIMIT {
            return user_err(text::turn_limit_out_of_range(
                MIN_TURN_LIMIT,
                MAX_TURN_LIMIT,
            ));
        }
        if spec.signup.is_some_and(|d| d.is_zero() || d > MAX_SIGNUP) {
            return user_err(text::tournament_signup_out_of_range(
                (MAX_SIGNUP.as_secs() / 3600) as u32,
            ));
        }
        if spec
            .max_players
            .is_some_and(|m| !(2..=MAX_PLAYERS).contains(&m))
        {
            return user_err(text::tournament_cap_invalid(MAX_PLAYERS as usize));
        }
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        if let Some(t) = tx.channel_tournament(a.channel).await?
            && !t.state.is_over()
        {
            return user_err(text::tournament_channel_taken(&t.name));
        }
        let new = NewTournament {
            guild: a.guild,
            channel: a.channel,
            name,
            format: if rounds.is_some() {
                TournamentFormat::Swiss
            } else {
                TournamentFormat::RoundRobin
            },
            rounds,
            variant: spec.variant,
            turn_limit: spec.turn_limit,
            signup_deadline: spec.signup.map(|d| now + d),
            max_players: spec.max_players.map(i64::from),
            organiser: a.user,
            now,
        };
        let id = match tx.insert_tournament(&new).await {
            Ok(id) => id,
            Err(StorageError::Taken(_)) => {
                drop(tx);
                return user_err(text::tournament_channel_taken(name));
            }
            Err(e) => return Err(e.into()),
        };
        let row = tx
            .tournament(id)
            .await?
            .ok_or_else(|| corrupt(id, "vanished"))?;
        let t = load(&mut tx, row).await?;
        tx.commit().await?;
        tracing::info!(tournament = id.get(), "tournament created");
        Ok(announcement(&t).with([Effect::RecordAnnouncement { tournament: id }]))
    }

    /// Records the message that shows tournament `id`'s announcement.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn announcement_posted(
        &self,
        id: TournamentId,
        message: MessageId,
    ) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        tx.set_tournament_message(id, message).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Tournament `id`'s announcement as it is now, with where it was
    /// posted: (channel, message, the announcement).
    ///
    /// # Errors
    /// Internal errors.
    pub async fn announcement(
        &self,
        id: TournamentId,
    ) -> Result<Option<(ChannelId, MessageId, Reply)>, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let Some(row) = tx.tournament(id).await? else {
            return Ok(None);
        };
        let Some(message) = row.message() else {
            return Ok(None);
        };
        let t = load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(Some((t.row.channel(), message, announcement(&t))))
    }

    /// The caller joins the channel's tournament (or `id`'s, from its
    /// button) while sign-up is open.
    ///
    /// # Errors
    /// A user error when there is none, sign-up is closed, the caller has
    /// already joined or was removed by the organiser.
    pub async fn join(&self, a: Actor, id: Option<TournamentId>) -> Res {
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        let t = self.tournament_for(&mut tx, a, id).await?;
        if t.row.state != TournamentState::Signup {
            return user_err(text::tournament_signup_closed(&t.row.name));
        }
        if t.removed.contains(&a.user) {
            return user_err(text::tournament_removed_no_rejoin(&t.row.name));
        }
        // Checked under the tournament's lock: the last place goes once.
        if let Some(max) = t.row.max_players
            && t.joined.len() >= usize::try_from(max).unwrap_or(usize::MAX)
            && !t.joined.contains(&a.user)
        {
            return user_err(text::tournament_full(&t.row.name, max));
        }
        if !tx.join_tournament(t.row.id, a.user, now).await? {
            return user_err(text::tournament_already_joined(&t.row.name));
        }
        tx.commit().await?;
        Ok(
            Reply::ephemeral(text::tournament_joined(&t.row.name, t.joined.len() + 1)).with([
                Effect::RefreshAnnouncement {
                    tournament: t.row.id,
                },
            ]),
        )
    }

    /// The caller leaves the channel's tournament (or `id`'s): before the
    /// start, simply; once it runs, their game in progress is lost by
    /// forfeit (not rated) and they are paired no more.
    ///
    /// # Errors
    /// A user error when there is none, it is over, or the caller is not in
    /// it.
    pub async fn leave(&self, a: Actor, id: Option<TournamentId>) -> Res {
        let id = match id {
            Some(id) => id,
            None => self.channel_tournament_id(a).await?,
        };
        self.withdraw(a, id, a.user, EntrantStatus::Left).await
    }

    /// Removes `user` from the channel's tournament (*Manage Server*), as
    /// if they had left; they can't join again.
    ///
    /// # Errors
    /// As [`Tournaments::leave`](crate::service::Tournaments::leave), and for non-admins.
    pub async fn remove(&self, a: Actor, user: UserId) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let id = self.channel_tournament_id(a).await?;
        self.withdraw(a, id, user, EntrantStatus::Removed).await
    }

    pub(super) async fn channel_tournament_id(
        &self,
        a: Actor,
    ) -> Result<TournamentId, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let t = tx.channel_tournament(a.channel).await?;
        tx.commit().await?;
        match t {
            Some(t) if t.guild() == a.guild => Ok(t.id),
            _ => user_err(text::tournament_none()),
        }
    }

    /// Takes `user` out of tournament `id` (`status`: left or removed).
    pub(super) async fn withdraw(
        &self,
        a: Actor,
        id: TournamentId,
        user: UserId,
        status: EntrantStatus,
    ) -> Res {
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        // The player's game first (every writer locks a game before its
        // tournament): found without locking, then locked.
        let open = tx
            .pairings(id)
            .await?
            .into_iter()
            .find(|p| p.result.is_none() && (p.first() == user || p.second() == user));
        let game = match open.as_ref().and_then(|p| p.game_id) {
            Some(game) => tx.game(game).await?,
            None => None,
        };
        let t = self.tournament_for(&mut tx, a, Some(id)).await?;
        if t.row.state.is_over() {
            return user_err(text::tournament_over(&t.row.name));
        }
        if !tx.set_entrant_status(id, user, status).await? {
            return user_err(text::tournament_not_entered(user, &t.row.name));
        }
        let name = t.row.name.clone();
        let mut lines = vec![match status {
            EntrantStatus::Removed => text::tournament_removed(a.user, user, &name),
            _ => text::tournament_withdrew(user, &name),
        }];
        let mut effects = vec![Effect::RefreshAnnouncement { tournament: id }];
        if t.row.state == TournamentState::Signup {
            tx.commit().await?;
            let reply = if status == EntrantStatus::Left {
                Reply::ephemeral(text::tournament_left_signup(&name))
            } else {
                Reply::text(Text(lines))
            };
            return Ok(reply.with(effects));
        }
        // The game of the current round, as it is now (it may have ended
        // between the look-up and the locks).
        let open = match open {
            Some(p) => tx.pairing(p.id).await?.filter(|p| p.result.is_none()),
            None => None,
        };
        // The post that tells the game's channel, with its last picture,
        // made after the commit: where it goes in the effects, and what.
        let mut forfeit_post = None;
        if let Some(p) = open {
            let first_left = p.first() == user;
            let result = if first_left {
                PairingResult::FirstForfeited
            } else {
                PairingResult::SecondForfeited
            };
            tx.set_pairing_result(p.id, result).await?;
            let opponent = if first_left { p.second() } else { p.first() };
            lines.push(text::tournament_forfeit(user, opponent));
            if let Some(g) = game.filter(|g| g.status == crate::record::GameStatus::Active) {
                // Over, unrated: the forfeit is the tournament's result.
                let e = Ending::aborted(now);
                if let Some(then) =
                    Consequences::end_where_it_stands(self.cx, &mut tx, &g, &e, false).await?
                {
                    effects.extend(disable_closed(then.overtaken.as_ref()));
                    forfeit_post = Some((effects.len(), g.clone(), opponent));
                    log_ending(&e);
                }
            }
        }
        // The round this ends (or that ended before) is paired after the
        // commit.
        let next = self.next_round_due(&mut tx, &t.row).await?;
        tx.commit().await?;
        if let Some((at, g, opponent)) = forfeit_post {
            let loser = if g.player1().is(user) {
                crate::engine::Player::One
            } else {
                crate::engine::Player::Two
            };
            let image = self
                .cx
                .ended_picture(&g, crate::render::Stopped::Forfeit(loser))
                .await;
            effects.insert(
                at,
                Effect::Post(ChannelPost {
                    channel: g.channel(),
                    game: Some(g.id),
                    text: text::tournament_game_forfeited(user, opponent).into(),
                    image,
                    mentions: humans([opponent]),
                }),
            );
        }
        tracing::info!(
            tournament = id.get(),
            user = user.get(),
            "tournament player withdrawn"
        );
        effects.extend(next);
        Ok(Reply {
            text: Text(lines),
            mentions: humans([user]),
            ..Reply::default()
        }
        .with(effects))
    }

    /// Starts the channel's tournament now (*Manage Server*): seeds, then
    /// round one.
    ///
    /// # Errors
    /// A user error for non-admins, when there is none, it has started, or
    /// too few players joined.
    pub async fn start(&self, a: Actor) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        let t = self.tournament_for(&mut tx, a, None).await?;
        if t.row.state != TournamentState::Signup {
            return user_err(text::tournament_already_started(&t.row.name));
        }
        let count = t.joined.len();
        if count < 2 {
            return user_err(text::tournament_too_few(&t.row.name, count));
        }
        if let Some(rounds) = t.row.rounds
            && u32::try_from(rounds).unwrap_or(u32::MAX) > swiss::max_rounds(count)
        {
            let needed = usize::try_from(rounds).unwrap_or(usize::MAX) * 2 - 1;
            return user_err(text::tournament_too_few_for_rounds(rounds, needed, count));
        }
        let reply = self.begin_tournament(&mut tx, t, now).await?;
        tx.commit().await?;
        Ok(reply)
    }

    /// Seeds the players (by rating on the variant's ladder, then by who
    /// joined first), opens the tournament and pairs round one, in `tx`.
    /// The reply says it began (and, when fewer came than a Swiss's rounds
    /// need, that it has fewer rounds).
    pub(super) async fn begin_tournament(
        &self,
        tx: &mut Tx,
        t: Loaded,
        now: Timestamp,
    ) -> Result<Reply, ServiceError> {
        let mut lines = Vec::new();
        let count = t.joined.len();
        if let Some(rounds) = t.row.rounds {
            let max = swiss::max_rounds(count);
            if u32::try_from(rounds).unwrap_or(u32::MAX) > max {
                tx.set_tournament_rounds(t.row.id, i64::from(max)).await?;
                lines.push(text::tournament_rounds_reduced(count, max));
            }
        }
        let mut seeds = Vec::with_capacity(count);
        for (order, &user) in t.joined.iter().enumerate() {
            let rating = tx
                .rating(t.row.guild(), t.row.variant, user)
                .await?
                .map_or(1500.0, |r| r.rating);
            seeds.push((rating, order, user));
        }
        seeds.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        for (seed, (_, _, user)) in seeds.iter().enumerate() {
            tx.set_seed(t.row.id, *user, seed as i64).await?;
        }
        if !tx
            .set_tournament_state(
                t.row.id,
                TournamentState::Signup,
                TournamentState::Running,
                now,
            )
            .await?
        {
            return user_err(text::tournament_already_started(&t.row.name));
        }
        let row = tx
            .tournament(t.row.id)
            .await?
            .ok_or_else(|| corrupt(t.row.id, "vanished"))?;
        let t = load(tx, row).await?;
        lines.insert(0, text::tournament_started(&t.row.name, count, t.total()));
        let id = t.row.id;
        // Round one is paired after the commit.
        let first = self.next_round_due(tx, &t.row).await?;
        tracing::info!(tournament = id.get(), players = count, "tournament started");
        Ok(Reply::text(Text(lines))
            .with([Effect::RefreshAnnouncement { tournament: id }])
            .with(first))
    }

    /// Pauses the channel's tournament (*Manage Server*): games in progress
    /// go on; the next round waits for [`Tournaments::resume`](crate::service::Tournaments::resume).
    ///
    /// # Errors
    /// A user error for non-admins, when there is none or it is not running.
    pub async fn pause(&self, a: Actor) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        let t = self.tournament_for(&mut tx, a, None).await?;
        if !tx
            .set_tournament_state(
                t.row.id,
                TournamentState::Running,
                TournamentState::Paused,
                now,
            )
            .await?
        {
            return user_err(text::tournament_not_running(&t.row.name));
        }
        tx.commit().await?;
        Ok(Reply::text(text::tournament_paused(&t.row.name)))
    }

    /// Resumes the channel's paused tournament (*Manage Server*); a round
    /// that ended meanwhile is followed by the next at once.
    ///
    /// # Errors
    /// A user error for non-admins, when there is none or it is not paused.
    pub async fn resume(&self, a: Actor) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        let mut t = self.tournament_for(&mut tx, a, None).await?;
        if !tx
            .set_tournament_state(
                t.row.id,
                TournamentState::Paused,
                TournamentState::Running,
                now,
            )
            .await?
        {
            return user_err(text::tournament_not_paused(&t.row.name));
        }
        t.row.state = TournamentState::Running;
        // A round that ended meanwhile: the next is paired after the commit.
        let next = self.next_round_due(&mut tx, &t.row).await?;
        tx.commit().await?;
        Ok(Reply::text(text::tournament_resumed(&t.row.name)).with(next))
    }

    /// Cancels the channel's tournament (*Manage Server*). Games in
    /// progress go on as ordinary rated games; no round follows.
    ///
    /// # Errors
    /// A user error for non-admins, when there is none or it is over.
    pub async fn cancel(&self, a: Actor) -> Res {
        if !a.admin {
            return user_err(text::tournament_admins_only());
        }
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        let t = self.tournament_for(&mut tx, a, None).await?;
        if t.row.state.is_over()
            || !tx
                .set_tournament_state(t.row.id, t.row.state, TournamentState::Cancelled, now)
                .await?
        {
            return user_err(text::tournament_over(&t.row.name));
        }
        tx.commit().await?;
        tracing::info!(tournament = t.row.id.get(), "tournament cancelled");
        Ok(
            Reply::text(text::tournament_cancelled(a.user, &t.row.name)).with([
                Effect::RefreshAnnouncement {
                    tournament: t.row.id,
                },
            ]),
        )
    }
}
