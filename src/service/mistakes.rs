//! Your mistakes to retry (`/lyngk mistakes`). The analysis of a finished
//! game ([`super::Analysis`]) keeps the turns that cost a member most: a
//! drop of at least [`MISTAKE_DROP`] points of the mover's winning chance,
//! at most [`MISTAKES_PER_PLAYER`] of each member's turns per game, the
//! biggest drops first, and only where the analysis preferred another turn
//! and there was one to choose ([`picked`]). The computer's turns are never
//! kept. They are stored after the searches, in one short transaction;
//! analysing a game again adds nothing (one row per member, game and turn).
//!
//! A member retries them privately, the latest game's first, with a typed
//! `move:` or on a private board ([`super::board::mistake`]), whose Move
//! button's menus and judgement of a turn tried ([`judge`]: the solver,
//! then the analysis's search within [`FOUND_MARGIN`]) are the board's.

use crate::ai::puzzle::legal_turns;
use crate::ai::{self, ANALYSIS_LIMITS};
use crate::engine::{Action, Player, Position, Turn};
use crate::ids::Seat;
use crate::storage::NewMistake;

use super::board::mistake::{next_after, percent, played_position, retry, stored};
use super::context::Context;
use super::game::Loaded;
use super::moves::TurnRequest;
use super::{Actor, ServiceError, text};
use crate::service::common::{Res, user_err};

pub use super::board::mistake::{FOUND_MARGIN, Retried, check, judge};

/// A member's mistakes: stored by the analysis, retried privately.
#[derive(Clone, Copy)]
pub struct Mistakes<'a> {
    cx: &'a Context,
}

impl<'a> Mistakes<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// The smallest drop of the mover's winning chance, in points, that makes
/// a turn a mistake.
pub const MISTAKE_DROP: i64 = 10;

/// The most mistakes kept of one player in one game (their biggest drops).
pub const MISTAKES_PER_PLAYER: usize = 3;

/// The turns (1-based) of a game that are its players' mistakes, given
/// player 1's chance before every turn and after the last (`chances[k]`
/// after turn `k`): the turns with a move whose mover's chance dropped by
/// [`MISTAKE_DROP`] points or more, at most [`MISTAKES_PER_PLAYER`] per
/// player, the biggest drops (then the earlier turn) first; in the order
/// they were played.
#[must_use]
pub fn picked(turns: &[Turn], chances: &[f64]) -> Vec<usize> {
    let mut picked = Vec::new();
    for player in [Player::One, Player::Two] {
        let mut drops: Vec<(usize, i64)> = turns
            .iter()
            .enumerate()
            .filter(|(_, t)| t.player == player && t.actions.iter().any(is_move))
            .filter_map(|(i, _)| {
                let k = i + 1;
                let drop =
                    percent(*chances.get(k - 1)?, player) - percent(*chances.get(k)?, player);
                (drop >= MISTAKE_DROP).then_some((k, drop))
            })
            .collect();
        drops.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        picked.extend(drops.into_iter().take(MISTAKES_PER_PLAYER).map(|(k, _)| k));
    }
    picked.sort_unstable();
    picked
}

fn is_move(a: &Action) -> bool {
    matches!(a, Action::Move(_))
}

impl Mistakes<'_> {
    /// Stores the mistakes of an analysed game (see [`picked`]): only its
    /// members' turns, each with the whole turn the analysis preferred,
    /// found with a search on the pool when it starts with a claim. Runs
    /// the searches first, then one short transaction. Returns how many
    /// were new.
    pub(super) async fn record(
        &self,
        g: &Loaded,
        turns: &[Turn],
        chances: &[f64],
        preferred: &[Option<Action>],
        seed: u64,
    ) -> Result<usize, ServiceError> {
        let users = g.users();
        let mut found = Vec::new();
        for k in picked(turns, chances) {
            let turn = &turns[k - 1];
            let Seat::Human(user) = users[turn.player.index()] else {
                continue;
            };
            let Some(first) = preferred.get(k - 1).copied().flatten() else {
                continue;
            };
            let before = turn.before.clone();
            let seed = seed ^ k as u64;
            let (better, choice) = self
                .cx
                .search(move || {
                    let choice = legal_turns(&before).len() >= 2;
                    (whole_turn(&before, first, seed), choice)
                })
                .await?;
            let played = turn.to_string();
            // Nothing better to find: the search would play the same, or
            // there was no other turn.
            if !choice || played_position(&turn.before, &better) == Some(turn.after.clone()) {
                continue;
            }
            let (from, to) = (
                percent(chances[k - 1], turn.player),
                percent(chances[k], turn.player),
            );
            found.push((user, k, turn.before.to_string(), played, from, to, better));
        }
        if found.is_empty() {
            return Ok(0);
        }
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        let mut added = 0;
        for (user, k, before, played, from, to, better) in &found {
            let new = tx
                .insert_mistake(&NewMistake {
                    user: *user,
                    guild: g.row.guild(),
                    game: g.row.id,
                    turn: i32::try_from(*k).unwrap_or(i32::MAX),
                    before_lpn: before,
                    played,
                    chance_before: i32::try_from(*from).unwrap_or(0),
                    chance_after: i32::try_from(*to).unwrap_or(0),
                    preferred: better,
                    now,
                })
                .await?;
            added += usize::from(new);
        }
        tx.commit().await?;
        Ok(added)
    }

    /// `/lyngk mistakes`: the member's next mistake still to find in this
    /// server, or how to get some.
    ///
    /// # Errors
    /// A database failure.
    pub async fn next(&self, a: Actor) -> Res {
        next_after(self.cx, a, Vec::new()).await
    }

    /// A typed turn (`C3-E5`, `C3 E5`, a LYNGK path, `claim` beside) tried
    /// on the member's next mistake.
    ///
    /// # Errors
    /// A user error when the text is not a move or there is no mistake to
    /// retry; a database failure.
    pub async fn retry_typed(
        &self,
        a: Actor,
        claim: Option<crate::engine::Color>,
        typed: &str,
    ) -> Res {
        let turn = TurnRequest::parse(typed, claim)?;
        let mut tx = self.cx.db.read().await?;
        let row = tx.next_mistake(a.user, a.guild).await?;
        tx.commit().await?;
        let Some(row) = row else {
            return user_err(text::mistakes_none());
        };
        let m = stored(row)?;
        retry(self.cx, a, m, turn).await
    }
}

/// The whole turn the search would play in `pos` starting with `first`
/// (a claim is followed by the move the search chooses after it), in
/// notation.
fn whole_turn(pos: &Position, first: Action, seed: u64) -> String {
    if first.ends_turn() {
        return first.to_string();
    }
    let mut after = pos.clone();
    after.play_unchecked(first);
    match ai::search(&after, &ANALYSIS_LIMITS, seed) {
        Some(m) => format!("{first} {m}"),
        None => first.to_string(),
    }
}
