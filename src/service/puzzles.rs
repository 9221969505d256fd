//! Puzzles proven by the solver (`/lyngk puzzle`): the next puzzle for a
//! member, chosen near their puzzle rating among the shipped set and their
//! server's own; the server's daily puzzle; a turn typed on the puzzle the
//! member is playing; and the puzzles mined from each finished game, in
//! the background.
//!
//! A puzzle is a private board ([`super::board::puzzle`]): its Move
//! button's menus, the judgement of a turn against the proven line and
//! the ratings it moves (Glicko-2, on a first try) are the board's. Every
//! answer is ephemeral, as in the lessons.

use skillratings::glicko2::Glicko2Rating;

use crate::ai::puzzle::{self, PROOF_BUDGET, Puzzle};
use crate::engine::{Color, Position};
use crate::ids::{GameId, GuildId, PuzzleId, UserId};
use crate::record::GameStatus;
use crate::storage::{NewPuzzle, PuzzlePlayerRow, PuzzleRow};
use crate::time::Timestamp;

use super::board::puzzle::{play, shown, shown_to};
use super::buttons::Button;
use super::context::Context;
use super::moves::TurnRequest;
use super::reply::{Notice, NoticeReach};
use super::text;
use super::{Actor, Reply, ServiceError};
use crate::service::common::{Res, user_err};

/// Puzzles proven by the solver.
#[derive(Clone, Copy)]
pub struct Puzzles<'a> {
    cx: &'a Context,
}

impl<'a> Puzzles<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// One day, in milliseconds: the daily puzzle changes at 00:00 UTC.
const DAY_MS: i64 = 86_400_000;

/// A puzzle's starting rating: 1,500 for one turn to find, 150 more for
/// each further turn; its deviation starts wide, so the first tries
/// settle it.
#[must_use]
pub fn starting_rating(turns: usize) -> Glicko2Rating {
    let extra = f64::from(u32::try_from(turns.saturating_sub(1)).unwrap_or(u32::MAX));
    Glicko2Rating {
        rating: 1500.0 + 150.0 * extra,
        deviation: 300.0,
        volatility: 0.06,
    }
}

/// A member's puzzle row before their first puzzle.
fn fresh_player(user: UserId) -> PuzzlePlayerRow {
    let g = Glicko2Rating::new();
    PuzzlePlayerRow {
        user_id: user,
        rating: g.rating,
        deviation: g.deviation,
        volatility: g.volatility,
        solved: 0,
        failed: 0,
        streak: 0,
        best_streak: 0,
        puzzle_id: None,
        ply: 0,
        daily: 0,
    }
}

/// The day number of `now` (days since 1970-01-01, UTC).
#[must_use]
pub fn day_of(now: Timestamp) -> i64 {
    now.millis().div_euclid(DAY_MS)
}

/// Which of `count` puzzles is the daily one of `guild` on `day`: the same
/// for everyone that day, another the next day, different servers
/// scattered.
#[must_use]
pub fn daily_index(guild: Option<GuildId>, day: i64, count: i64) -> i64 {
    if count <= 0 {
        return 0;
    }
    let salt = guild.map_or(0, |g| g.get() % 1_000_003);
    let mixed = (day as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(salt.wrapping_mul(0xBF58_476D_1CE4_E5B9));
    let mixed = mixed ^ (mixed >> 31);
    i64::try_from(mixed % count.unsigned_abs()).unwrap_or(0)
}

impl Puzzles<'_> {
    /// `/lyngk puzzle`: the puzzle the member is playing, else the next
    /// one near their rating among those they never tried.
    ///
    /// # Errors
    /// A database failure.
    pub async fn next(&self, a: Actor) -> Res {
        self.seed_starter_set().await?;
        let mut tx = self.cx.db.read().await?;
        let player = tx
            .puzzle_player(a.user)
            .await?
            .unwrap_or_else(|| fresh_player(a.user));
        if let Some(id) = player.puzzle_id
            && let Some(row) = tx.puzzle(id).await?
        {
            tx.commit().await?;
            let ply = usize::try_from(player.ply).unwrap_or(0);
            let resumed = vec![text::puzzle_resumed()];
            return shown_to(self.cx, a, &row, ply, player.daily == 1, resumed).await;
        }
        let row = tx
            .nearest_untried_puzzle(a.user, a.guild, player.rating)
            .await?;
        let total = tx.puzzle_count(None).await? + tx.puzzle_count(a.guild).await?;
        tx.commit().await?;
        let Some(row) = row else {
            return Ok(Reply::ephemeral(vec![text::puzzle_none_left(total)]));
        };
        self.begin(a.user, &row, false).await?;
        shown_to(self.cx, a, &row, 0, false, Vec::new()).await
    }

    /// `/lyngk puzzle daily`: the server's puzzle of the day, from its own
    /// games when it has any (credited to the game), else from the shipped
    /// set. Rated like any other on a first try.
    ///
    /// # Errors
    /// A database failure.
    pub async fn daily(&self, a: Actor) -> Res {
        self.seed_starter_set().await?;
        let row = self.daily_row(a.guild).await?;
        let Some(row) = row else {
            return Ok(Reply::ephemeral(vec![text::puzzle_none_left(0)]));
        };
        let mut tx = self.cx.db.read().await?;
        let tried = tx.puzzle_attempt(a.user, row.id).await?;
        tx.commit().await?;
        self.begin(a.user, &row, true).await?;
        let mut before = Vec::new();
        if let Some(solved) = tried {
            before.push(text::puzzle_daily_tried(solved));
        }
        shown_to(self.cx, a, &row, 0, true, before).await
    }

    /// The puzzles of the day the clock posts at `now`: one per server
    /// that asked for it and has not had today's, each taken in a
    /// transaction of its own (a restart or a second process never posts
    /// it twice), public, with a button that opens it for the clicker.
    ///
    /// # Errors
    /// A database failure.
    pub async fn daily_posts(&self, now: Timestamp) -> Result<Vec<Notice>, ServiceError> {
        let day = day_of(now);
        let mut tx = self.cx.db.read().await?;
        let due = tx.daily_puzzles_due(day).await?;
        tx.commit().await?;
        if due.is_empty() {
            return Ok(Vec::new());
        }
        self.seed_starter_set().await?;
        let mut notices = Vec::new();
        for (guild, channel) in due {
            let mut tx = self.cx.db.begin().await?;
            let taken = tx.take_daily_puzzle_post(guild, day).await?;
            tx.commit().await?;
            if !taken {
                continue;
            }
            let Some(row) = self.daily_row(guild).await? else {
                continue;
            };
            // Posted for everyone: in the server's language.
            let lang = self.cx.names.guild_lang(guild);
            let mut reply = shown(self.cx, lang, &row, 0, true, Vec::new()).await?;
            reply.text.0[0] = text::daily_puzzle_post(row.id);
            reply.ephemeral = false;
            reply.buttons = vec![Button::DailyPuzzle];
            notices.push(Notice {
                guild,
                channel,
                game: None,
                reply,
                reach: NoticeReach::Channel,
            });
        }
        Ok(notices)
    }

    /// The daily puzzle of `guild` today.
    async fn daily_row(&self, guild: Option<GuildId>) -> Result<Option<PuzzleRow>, ServiceError> {
        let day = day_of(self.cx.now());
        let mut tx = self.cx.db.read().await?;
        let own = tx.puzzle_count(guild).await?;
        let row = if guild.is_some() && own > 0 {
            tx.nth_puzzle(guild, daily_index(guild, day, own)).await?
        } else {
            let shipped = tx.puzzle_count(None).await?;
            tx.nth_puzzle(None, daily_index(guild, day, shipped))
                .await?
        };
        tx.commit().await?;
        Ok(row)
    }

    /// Puts the member at the start of `row`.
    async fn begin(&self, user: UserId, row: &PuzzleRow, daily: bool) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let mut player = tx
            .puzzle_player(user)
            .await?
            .unwrap_or_else(|| fresh_player(user));
        player.puzzle_id = Some(row.id);
        player.ply = 0;
        player.daily = i32::from(daily);
        tx.put_puzzle_player(&player).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Plays a typed turn (`C3-E5`, a LYNGK path, `claim` beside) on the
    /// puzzle the member is playing.
    ///
    /// # Errors
    /// A user error when the text is not a move or no puzzle is being
    /// played; a database failure.
    pub async fn play_typed(&self, a: Actor, claim: Option<Color>, typed: &str) -> Res {
        let turn = TurnRequest::parse(typed, claim)?;
        let mut tx = self.cx.db.read().await?;
        let player = tx.puzzle_player(a.user).await?;
        tx.commit().await?;
        let Some((id, ply)) = player.and_then(|p| p.puzzle_id.map(|id| (id, p.ply))) else {
            return user_err(text::puzzle_not_playing());
        };
        play(self.cx, a, id, usize::try_from(ply).unwrap_or(0), turn).await
    }

    /// Stores the puzzles shipped with the bot that the database does not
    /// have yet (all of them, the first time).
    async fn seed_starter_set(&self) -> Result<(), ServiceError> {
        let shipped = puzzle::starter();
        let mut tx = self.cx.db.read().await?;
        let stored = tx.puzzle_count(None).await?;
        tx.commit().await?;
        if usize::try_from(stored).unwrap_or(0) >= shipped.len() {
            return Ok(());
        }
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        for p in shipped {
            self.store(&mut tx, None, None, p, now).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn store(
        &self,
        tx: &mut crate::storage::Tx,
        guild: Option<GuildId>,
        game: Option<GameId>,
        p: &Puzzle,
        now: Timestamp,
    ) -> Result<Option<PuzzleId>, ServiceError> {
        let line = p.to_string();
        let start = starting_rating(p.turns());
        Ok(tx
            .insert_puzzle(&NewPuzzle {
                guild,
                game,
                puzzle: &line,
                turns: i32::try_from(p.turns()).unwrap_or(i32::MAX),
                rating: start.rating,
                deviation: start.deviation,
                volatility: start.volatility,
                created_at: now,
            })
            .await?)
    }

    /// Mines a finished game of a server for puzzles, as
    /// [`puzzle::mine_tried`] with [`puzzle::LATE_TURNS`] does, and stores
    /// those its server does not have: each position is proven by its own job on the
    /// search lane (other games' computer answers take their turns in
    /// between); nothing is locked meanwhile. The number stored.
    ///
    /// # Errors
    /// A database failure; the pool gone.
    pub async fn mine(&self, game: GameId) -> Result<usize, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let Some(row) = tx.game(game).await? else {
            tx.commit().await?;
            return Ok(0);
        };
        if row.status == GameStatus::Active || row.guild().is_none() {
            tx.commit().await?;
            return Ok(0);
        }
        let g = super::game::Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        let befores: Vec<Position> = g.turns().map(|t| t.before).collect();
        // The last turns are tried whatever their stacks (a six-stack game
        // ends with a full board), the others when the solver may prove them.
        let late = befores.len().saturating_sub(puzzle::LATE_TURNS);
        let mut found: Vec<Puzzle> = Vec::new();
        for (i, pos) in befores.into_iter().enumerate().rev() {
            if (i < late && !puzzle::worth_proving(&pos))
                || found
                    .iter()
                    .any(|p| (0..p.line.len()).any(|ply| p.position_at(ply) == pos))
            {
                continue;
            }
            let proven = self
                .cx
                .search(move || puzzle::prove(&pos, PROOF_BUDGET))
                .await?;
            found.extend(proven);
        }
        if found.is_empty() {
            return Ok(0);
        }
        let now = self.cx.now();
        let mut stored = 0;
        let mut tx = self.cx.db.begin().await?;
        for p in found.iter().rev() {
            if self
                .store(&mut tx, g.row.guild(), Some(g.row.id), p, now)
                .await?
                .is_some()
            {
                stored += 1;
            }
        }
        tx.commit().await?;
        Ok(stored)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_daily_index_is_the_same_all_day_and_moves_the_next() {
        let guild = GuildId::of(7);
        let day = day_of(Timestamp::from_millis(1_800_000_000_000));
        assert_eq!(day_of(Timestamp::from_millis(day * DAY_MS)), day);
        assert_eq!(
            day_of(Timestamp::from_millis(day * DAY_MS + DAY_MS - 1)),
            day
        );
        let n = 50;
        let today = daily_index(guild, day, n);
        assert!((0..n).contains(&today));
        // Over a month, the daily puzzle changes and covers many puzzles.
        let month: std::collections::HashSet<i64> =
            (0..30).map(|d| daily_index(guild, day + d, n)).collect();
        assert!(month.len() > 15, "{month:?}");
        assert_eq!(daily_index(guild, day, 0), 0);
        assert_eq!(daily_index(guild, day, 1), 0);
    }

    #[test]
    fn longer_puzzles_start_higher() {
        assert!((starting_rating(1).rating - 1500.0).abs() < 1e-9);
        assert!(starting_rating(2).rating > starting_rating(1).rating);
        assert!(starting_rating(3).rating > starting_rating(2).rating);
    }
}
