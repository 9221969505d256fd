//! Post-game analysis: a finished game (or one a member imported, whose
//! analysis only they see and which keeps no mistakes) replayed turn by turn, each position
//! assessed by the computer's search on the search lane of the CPU pool (one
//! position per job, so the computer's answers in other games take their
//! turns in between), then a chart of player 1's winning chance after every
//! turn and the three biggest swings in words. No transaction stays open
//! during the searches: the game is read once, everything is computed, and
//! then the players' costliest turns are stored in one short transaction
//! as their mistakes to retry ([`super::Mistakes`], `/lyngk mistakes`),
//! and the chances in another, for the game's reviews ([`super::Review`]).

use crate::ai::{self, SearchLimits};
use crate::engine::{Action, Player, Position, Turn};
use crate::i18n::Text;
use crate::ids::GameId;
use crate::record::GameStatus;
use crate::render;

use crate::service::buttons::Button;
use crate::service::common::{Res, user_err};
use crate::service::context::Context;
use crate::service::errors::{InternalError, ServiceError};
use crate::service::mistakes::Mistakes;
use crate::service::records::{GameChoice, Records, Seen};
use crate::service::reply::{Picture, Reply};
use crate::service::searches::Slot;
use crate::service::text;
use crate::service::types::Actor;

/// The analysis of a finished game.
#[derive(Clone, Copy)]
pub struct Analysis<'a> {
    cx: &'a Context,
}

impl<'a> Analysis<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// The search per position: iterations only (no clock), so an analysis is
/// the same on every machine. Each position is searched from both sides
/// (see [`ai::assess`]), twice these iterations.
pub const ANALYSIS_LIMITS: SearchLimits = ai::ANALYSIS_LIMITS;

/// How many swings the answer lists.
const SWINGS: usize = 3;

/// The turns of a game and the position after each: `positions[0]` is the
/// start, `positions[k]` the position after turn `k` (1-based).
fn turns_of(g: &Seen) -> (Vec<Turn>, Vec<Position>) {
    let turns = g.complete_turns();
    let positions = std::iter::once(g.start().clone())
        .chain(turns.iter().map(|t| t.after.clone()))
        .collect();
    (turns, positions)
}

/// The turns (1-based) whose change of player 1's chance was largest, at
/// most `n`, largest first (ties: the earlier turn); turns that changed
/// nothing are left out.
#[must_use]
pub fn biggest_swings(chances: &[f64], n: usize) -> Vec<usize> {
    let mut turns: Vec<(usize, f64)> = chances
        .windows(2)
        .enumerate()
        .map(|(i, w)| (i + 1, (w[1] - w[0]).abs()))
        .filter(|&(_, d)| d > 0.0)
        .collect();
    turns.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    turns.into_iter().take(n).map(|(t, _)| t).collect()
}

/// A chance as a whole percentage for `p`.
fn percent(chance_of_one: f64, p: Player) -> i64 {
    let c = match p {
        Player::One => chance_of_one,
        Player::Two => 1.0 - chance_of_one,
    };
    (c * 100.0).round() as i64
}

impl Analysis<'_> {
    /// Analyses a finished game (`None`: the channel's latest game): a chart
    /// of player 1's winning chance after every turn, as the computer's
    /// search estimates it, and the three biggest swings with the turn the
    /// search preferred. A search per turn: the caller should defer its answer.
    ///
    /// # Errors
    /// A user error when there is no such game, it is still being played, or
    /// the caller already has an analysis or a computer answer running.
    pub async fn analyse(&self, a: Actor, game: Option<GameId>) -> Res {
        self.analyse_game(a, game.into()).await
    }

    /// Analyses the game `choice` names, as [`analyse`](Self::analyse)
    /// does: a played game (never one still being played) or one the member
    /// imported, whose analysis only they see.
    ///
    /// # Errors
    /// A user error when there is no such game for `a`, it is still being
    /// played, or the caller already has an analysis or a computer answer
    /// running.
    pub async fn analyse_game(&self, a: Actor, choice: GameChoice) -> Res {
        let g = self.analysed_game(a, choice).await?;
        let _slot: Slot = self
            .cx
            .searches
            .reserve(a.user, g.played().map(|p| p.row.id))
            .map_err(|_| ServiceError::User(text::analysis_busy()))?;
        let (turns, positions) = turns_of(&g);
        let seed = g.seed();
        let mut chances = Vec::with_capacity(positions.len());
        let mut preferred = Vec::with_capacity(positions.len());
        for (i, pos) in positions.into_iter().enumerate() {
            let assessed = self
                .cx
                .search(move || ai::assess(&pos, &ANALYSIS_LIMITS, seed ^ i as u64))
                .await?;
            chances.push(assessed.chance);
            preferred.push(assessed.best);
        }
        // The members' costliest turns, kept for them to retry. The answer
        // does not depend on it: a failure is logged, and analysing the
        // game again stores what is missing.
        // An imported game's players are not members: it keeps none.
        if let Some(played) = g.played()
            && let Err(e) = Mistakes::of(self.cx)
                .record(played, &turns, &chances, &preferred, seed)
                .await
        {
            tracing::error!("storing the mistakes of game {} failed: {e}", played.row.id);
        }
        // The chances, kept for the game's reviews (the chance at every
        // turn, the biggest swing). The answer does not depend on them
        // either: a failure is logged, and analysing again stores them.
        if let Err(e) = self.keep(&g, &chances).await {
            tracing::error!("storing the analysis of {:?} failed: {e}", g.analysed());
        }
        // The biggest swings, told in the order they came.
        let mut swings = biggest_swings(&chances, SWINGS);
        swings.sort_unstable();

        let users = g.who();
        let mut lines = vec![text::analysis_head(
            users.clone(),
            g.start().variant(),
            turns.len(),
        )];
        if swings.is_empty() {
            lines.push(text::analysis_level());
        }
        for &k in &swings {
            let turn = &turns[k - 1];
            let (from, to) = (
                percent(chances[k - 1], turn.player),
                percent(chances[k], turn.player),
            );
            lines.push(text::analysis_swing(
                k,
                users[turn.player.index()].clone(),
                &turn.to_string(),
                from,
                to,
            ));
            if to < from
                && let Some(best) = preferred[k - 1]
            {
                let better = self.whole_turn(&turn.before, best, seed ^ k as u64).await?;
                if better != turn.to_string() {
                    lines.push(text::analysis_preferred(&better, from));
                }
            }
        }
        lines.push(text::analysis_note(2 * ANALYSIS_LIMITS.iterations));

        let [first, _] = users;
        let alt_text = text::analysis_alt(first, turns.len());
        let marks: Vec<(usize, Player)> =
            swings.iter().map(|&k| (k, turns[k - 1].player)).collect();
        // A played game's is posted for everyone: in the server's language.
        let lang = g.picture_lang(&self.cx.names, a);
        let names = g.picture_names(&self.cx.names, lang);
        let bytes = self
            .cx
            .pool
            .picture(move || {
                render::win_chance_png(
                    &chances,
                    &marks,
                    [&names[0], &names[1]],
                    lang.picture_words(),
                )
            })
            .await
            .map_err(|e| InternalError::Render(e.to_string()))?
            .value
            .map_err(|e| InternalError::Render(e.to_string()))?;
        Ok(Reply {
            text: Text(lines),
            image: Some(Picture {
                bytes,
                file_name: "analysis.png".to_owned(),
                alt_text,
            }),
            // An imported game is its member's alone: so is its analysis.
            ephemeral: g.played().is_none(),
            // A review of the game, for whoever clicks it, privately.
            buttons: vec![Button::Review { game: g.reviewed() }],
            ..Reply::default()
        })
    }

    /// Stores the chances of the analysis of `g`, in place of any before.
    async fn keep(&self, g: &Seen, chances: &[f64]) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        tx.store_analysis(g.analysed(), chances, self.cx.now())
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The game to analyse, as [`Records::seen`] allows it (by default the
    /// channel's latest game); never one still being played.
    async fn analysed_game(&self, a: Actor, game: GameChoice) -> Result<Seen, ServiceError> {
        let g = Records::of(self.cx).seen(a, game).await?;
        if g.played()
            .is_some_and(|p| p.row.status == GameStatus::Active)
        {
            return user_err(text::game_not_over());
        }
        Ok(g)
    }

    /// The whole turn the search would play in `pos` starting with `first`:
    /// a claim is followed by the move the search chooses after it.
    async fn whole_turn(
        &self,
        pos: &Position,
        first: Action,
        seed: u64,
    ) -> Result<String, ServiceError> {
        if first.ends_turn() {
            return Ok(first.to_string());
        }
        let mut after = pos.clone();
        after.play_unchecked(first);
        let then = self
            .cx
            .search(move || ai::search(&after, &ANALYSIS_LIMITS, seed))
            .await?;
        Ok(match then {
            Some(m) => format!("{first} {m}"),
            None => first.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_biggest_swings_come_first_and_still_turns_are_left_out() {
        let chances = [0.5, 0.5, 0.8, 0.3, 0.35, 0.35, 1.0];
        // Changes: 0, +.3, -.5, +.05, 0, +.65.
        assert_eq!(biggest_swings(&chances, 3), [6, 3, 2]);
        assert_eq!(biggest_swings(&chances, 10), [6, 3, 2, 4]);
        assert!(biggest_swings(&[0.5], 3).is_empty());
        assert!(biggest_swings(&[0.5, 0.5], 3).is_empty());
        // Equal swings: the earlier turn first.
        assert_eq!(biggest_swings(&[0.5, 0.7, 0.5], 1), [1]);
    }

    #[test]
    fn percentages_are_the_movers() {
        assert_eq!(percent(0.62, Player::One), 62);
        assert_eq!(percent(0.62, Player::Two), 38);
        assert_eq!(percent(1.0, Player::Two), 0);
    }
}
