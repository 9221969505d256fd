//! Your mistakes to retry (`/lyngk mistakes`). The analysis of a finished
//! game ([`super::Analysis`]) keeps the turns that cost a member most: a
//! drop of at least [`MISTAKE_DROP`] points of the mover's winning chance,
//! at most [`MISTAKES_PER_PLAYER`] of each member's turns per game, the
//! biggest drops first, and only where the analysis preferred another turn
//! and there was one to choose ([`picked`]). The computer's turns are never
//! kept. They are stored after the searches, in one short transaction;
//! analysing a game again adds nothing (one row per member, game and turn).
//!
//! A member retries them privately, the latest game's first: the position
//! before the turn, the Move button with its menus (the lesson flow's
//! builders with ids of their own, [`Button::Mistake`],
//! [`MenuKind::MistakeStacks`], [`MenuKind::MistakeLandings`], carrying
//! the mistake's id) or a typed `move:`. A turn tried is **found** when the
//! exact solver proves it keeps the position's result
//! ([`keeps_result`] within [`PROOF_BUDGET`]), or, when it can't prove
//! it, when the analysis's search rates it within [`FOUND_MARGIN`] points
//! of the turn it preferred (both positions assessed with
//! [`ANALYSIS_LIMITS`] and the same seed) — see [`judge`]. The searches run
//! on the search lane of the CPU pool, with no lock and no transaction
//! open; then one short transaction counts the try and, when found, marks
//! it with a condition (`found_at IS NULL`), so a second click of the same
//! menu or a stale menu changes nothing.

use crate::ai::puzzle::{PROOF_BUDGET, keeps_result, legal_turns};
use crate::ai::{self, ANALYSIS_LIMITS};
use crate::engine::{Action, IllegalAction, Player, Point, Position, Turn, parse_turn};
use crate::i18n::{Lang, Msg};
use crate::ids::{GameId, Seat};
use crate::storage::{MistakeRow, NewMistake};

use super::autocomplete::{destinations, movable};
use super::context::{Private, handle};
use super::game::Loaded;
use super::menus::{landing_option, split_by_columns, stack_option};
use super::moves::TurnRequest;
use super::reply::{Button, Menu, MenuKind};
use super::{Actor, GameRef, InternalError, Reply, Res, ServiceError, text, user_err};

handle! {
    /// A member's mistakes: stored by the analysis, retried privately.
    Mistakes
}

/// The smallest drop of the mover's winning chance, in points, that makes
/// a turn a mistake.
pub const MISTAKE_DROP: i64 = 10;

/// The most mistakes kept of one player in one game (their biggest drops).
pub const MISTAKES_PER_PLAYER: usize = 3;

/// How close to the preferred turn's chance, in points, a retried turn
/// must come to count as found when the solver can't prove it.
pub const FOUND_MARGIN: i64 = 5;

/// At most this many menus in one message (as a game's Move button).
const MAX_MENUS: usize = 5;

/// A chance as a whole percentage for `p`.
fn percent(chance_of_one: f64, p: Player) -> i64 {
    let c = match p {
        Player::One => chance_of_one,
        Player::Two => 1.0 - chance_of_one,
    };
    (c * 100.0).round() as i64
}

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

/// How a turn tried on a mistake went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Retried {
    /// A turn the rules refuse there: the engine's reason.
    Illegal(IllegalAction),
    /// The turn played in the game (a LYNGK move spelt otherwise too).
    Same,
    /// A better turn: proven to keep the result (`proven`), or rated
    /// within [`FOUND_MARGIN`] points of the preferred turn.
    Found { proven: bool },
    /// Not good enough: the member's chance after it and after the
    /// preferred turn, in whole percents.
    Missed { chance: i64, best: i64 },
}

/// What a turn tried on a mistake is, before any search: illegal, the same
/// as the one played, or a whole turn to judge (its actions and the
/// position after them).
///
/// # Errors
/// [`Retried::Illegal`] or [`Retried::Same`]: nothing to judge.
pub fn check(before: &Position, played: &str, tried: &[Action]) -> Result<Position, Retried> {
    let mut after = before.clone();
    for &a in tried {
        if let Err(why) = after.play(a) {
            return Err(Retried::Illegal(why));
        }
    }
    if played_position(before, played).as_ref() == Some(&after) {
        return Err(Retried::Same);
    }
    Ok(after)
}

/// The position after the whole turn `turn` (notation) in `before`, if it
/// reads and is legal there.
fn played_position(before: &Position, turn: &str) -> Option<Position> {
    let mut pos = before.clone();
    for a in parse_turn(turn).ok()? {
        pos.play(a).ok()?;
    }
    Some(pos)
}

/// The whole judgement of a legal turn `tried` (leaving `after`) in
/// `before`, the analysis preferring `preferred` there: the solver first,
/// then, when it proves nothing or the turn loses, both positions
/// assessed with [`ANALYSIS_LIMITS`] and `seed`. CPU-bound: run it on the
/// pool's search lane (the service splits it into jobs, see
/// [`Mistakes::retry`]); this one-piece form is for tests and tools.
#[must_use]
pub fn judge(
    before: &Position,
    tried: &[Action],
    after: &Position,
    preferred: &str,
    seed: u64,
) -> Retried {
    let proof = keeps_result(before, tried, PROOF_BUDGET);
    if proof == Some(true) {
        return Retried::Found { proven: true };
    }
    let me = before.to_move();
    let chance = percent(ai::assess(after, &ANALYSIS_LIMITS, seed).chance, me);
    let best = played_position(before, preferred)
        .map(|p| percent(ai::assess(&p, &ANALYSIS_LIMITS, seed).chance, me));
    rated(proof, chance, best)
}

/// The verdict from the solver's proof and the chances: found within the
/// margin only when the solver proves nothing.
fn rated(proof: Option<bool>, chance: i64, best: Option<i64>) -> Retried {
    let best = best.unwrap_or(chance).max(chance);
    match proof {
        Some(true) => Retried::Found { proven: true },
        None if chance >= best - FOUND_MARGIN => Retried::Found { proven: false },
        _ => Retried::Missed { chance, best },
    }
}

/// A mistake as stored, with its position read back.
struct Stored {
    row: MistakeRow,
    before: Position,
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
        self.next_after(a, Vec::new()).await
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
        self.retry(a, m, turn).await
    }

    /// The answer to [`Button::Mistake`]: the stacks the member may move in
    /// the mistake's position (claims included: a landing that needs one
    /// names it).
    ///
    /// # Errors
    /// A user error for a mistake that is not the member's (or no more); a
    /// database failure.
    pub async fn move_menu(&self, a: Actor, mistake: i64) -> Res {
        let m = match self.own(a, mistake).await? {
            Own::Open(m) => m,
            Own::Found => {
                return self
                    .next_after(a, vec![text::mistake_already_found()])
                    .await;
            }
        };
        let options = movable(&m.before, None)
            .into_iter()
            .map(|p| (p, stack_option(&m.before, p)))
            .collect();
        let menus = split_by_columns(options, MAX_MENUS, |part, columns, options| Menu {
            kind: MenuKind::MistakeStacks { mistake },
            part,
            placeholder: text::menu_stacks_placeholder(columns),
            options,
        });
        let mut reply = self.shown(a.lang, &m, Vec::new()).await?;
        reply.text.push(text::menu_stacks(false));
        reply.menus = menus;
        reply.buttons.clear();
        Ok(reply)
    }

    /// A choice in a mistake's menu: a stack opens its landing points; a
    /// landing tries the turn.
    ///
    /// # Errors
    /// A user error for a mistake that is not the member's, a value the
    /// menu did not offer, or a menu of a game or a lesson; a database
    /// failure.
    pub async fn choose(&self, a: Actor, menu: MenuKind, value: &str) -> Res {
        match menu {
            MenuKind::MistakeStacks { mistake } => match value.parse::<Point>() {
                Ok(from) => self.landing_menu(a, mistake, from).await,
                Err(_) => user_err(text::mistake_outdated()),
            },
            MenuKind::MistakeLandings { mistake, from } => {
                let turn = TurnRequest::from_options(&from.to_string(), value, None)?;
                match self.own(a, mistake).await? {
                    Own::Open(m) => self.retry(a, *m, turn).await,
                    Own::Found => {
                        self.next_after(a, vec![text::mistake_already_found()])
                            .await
                    }
                }
            }
            _ => user_err(text::mistake_outdated()),
        }
    }

    /// The landing points of the stack on `from` in the mistake's position.
    async fn landing_menu(&self, a: Actor, mistake: i64, from: Point) -> Res {
        let m = match self.own(a, mistake).await? {
            Own::Open(m) => m,
            Own::Found => {
                return self
                    .next_after(a, vec![text::mistake_already_found()])
                    .await;
            }
        };
        let landings = destinations(&m.before, from, None);
        if landings.is_empty() {
            return user_err(text::mistake_outdated());
        }
        let options = landings.iter().map(|d| (d.to, landing_option(d))).collect();
        let menus = split_by_columns(options, MAX_MENUS, |part, columns, options| Menu {
            kind: MenuKind::MistakeLandings { mistake, from },
            part,
            placeholder: text::menu_landings_placeholder(columns),
            options,
        });
        let mut reply = self.shown(a.lang, &m, Vec::new()).await?;
        reply.text.push(text::menu_landings(from));
        reply.menus = menus;
        reply.buttons.clear();
        Ok(reply)
    }

    /// A turn tried on mistake `m`: checked by the engine, judged on the
    /// search lane with nothing held, then the try counted (and the
    /// mistake marked found) in one short transaction.
    async fn retry(&self, a: Actor, m: Stored, turn: TurnRequest) -> Res {
        let mut tried = Vec::with_capacity(2);
        tried.extend(turn.claim.map(Action::Claim));
        tried.push(Action::Move(turn.path));
        let tried_text = crate::ai::puzzle::turn_text(&tried);
        let after = match check(&m.before, &m.row.played, &tried) {
            Ok(after) => after,
            Err(Retried::Illegal(why)) => {
                return self
                    .shown(a.lang, &m, vec![text::mistake_illegal(&why)])
                    .await;
            }
            Err(_) => {
                return self
                    .shown(a.lang, &m, vec![text::mistake_same(&m.row.played)])
                    .await;
            }
        };
        let game = self.game(m.row.game_id).await?;
        let seed = game.seed as u64 ^ u64::try_from(m.row.turn).unwrap_or(0);
        let _slot = self
            .cx
            .searches
            .reserve(a.user, m.row.game_id)
            .map_err(|_| ServiceError::User(text::analysis_busy()))?;
        let verdict = self.judged(&m, tried, after, seed).await?;
        let found = matches!(verdict, Retried::Found { .. });
        let mut tx = self.cx.db.begin().await?;
        let counted = tx
            .try_mistake(m.row.id, found.then(|| self.cx.now()))
            .await?;
        tx.commit().await?;
        if !counted {
            // Found meanwhile (a second click): nothing changed.
            return self
                .next_after(a, vec![text::mistake_already_found()])
                .await;
        }
        match verdict {
            Retried::Found { proven } => {
                let said = text::mistake_found(&tried_text, proven);
                self.next_after(a, vec![said]).await
            }
            Retried::Missed { chance, best } => {
                let said = text::mistake_missed(&tried_text, chance, &m.row.preferred, best);
                self.shown(a.lang, &m, vec![said]).await
            }
            Retried::Illegal(_) | Retried::Same => Err(InternalError::Corrupt {
                game: m.row.game_id,
                reason: "a retried turn judged twice".to_owned(),
            }
            .into()),
        }
    }

    /// [`judge`], a job at a time on the search lane.
    async fn judged(
        &self,
        m: &Stored,
        tried: Vec<Action>,
        after: Position,
        seed: u64,
    ) -> Result<Retried, ServiceError> {
        let me = m.before.to_move();
        let before = m.before.clone();
        let proof = self
            .cx
            .search(move || keeps_result(&before, &tried, PROOF_BUDGET))
            .await?;
        if proof == Some(true) {
            return Ok(Retried::Found { proven: true });
        }
        let chance = self
            .cx
            .search(move || ai::assess(&after, &ANALYSIS_LIMITS, seed).chance)
            .await?;
        let best = match played_position(&m.before, &m.row.preferred) {
            Some(p) => Some(
                self.cx
                    .search(move || ai::assess(&p, &ANALYSIS_LIMITS, seed).chance)
                    .await?,
            ),
            None => None,
        };
        Ok(rated(
            proof,
            percent(chance, me),
            best.map(|b| percent(b, me)),
        ))
    }

    /// The member's next mistake to find, after `before` (what the last
    /// try got); when none is left, how to get some (or that every one is
    /// found).
    async fn next_after(&self, a: Actor, before: Vec<Msg>) -> Res {
        let mut tx = self.cx.db.read().await?;
        let row = tx.next_mistake(a.user, a.guild).await?;
        let (stored_count, found_count) = tx.mistake_counts(a.user, a.guild).await?;
        tx.commit().await?;
        match row {
            Some(row) => {
                let m = stored(row)?;
                self.shown(a.lang, &m, before).await
            }
            None => {
                let mut lines = before;
                lines.push(if stored_count == 0 {
                    text::mistakes_none()
                } else {
                    text::mistakes_all_found(found_count)
                });
                Ok(Reply::ephemeral(lines))
            }
        }
    }

    /// A mistake as shown: `before` (what the last try got), the game, the
    /// turn and what it cost, the task, the position drawn, the Move button.
    async fn shown(&self, lang: Lang, m: &Stored, before: Vec<Msg>) -> Res {
        let game = self.game(m.row.game_id).await?;
        let me = m.before.to_move();
        let seats = [game.player1(), game.player2()];
        let (opponent, link) = (seats[me.opponent().index()], GameRef::of(&game).link());
        let mut lines = before;
        lines.push(text::mistake_head(
            opponent,
            &link,
            m.row.turn,
            &m.row.played,
            m.row.chance_before,
            m.row.chance_after,
        ));
        lines.push(text::mistake_task());
        Ok(Reply {
            text: lines.into(),
            image: self
                .cx
                .position_picture(&m.before, None, Private::to(lang))
                .await,
            ephemeral: true,
            buttons: vec![Button::Mistake { mistake: m.row.id }],
            accent: Some(me),
            position: Some(m.before.clone()),
            ..Reply::default()
        })
    }

    /// Mistake `id` if it is the member's: still to find, or found.
    async fn own(&self, a: Actor, id: i64) -> Result<Own, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let row = tx.mistake(id).await?;
        tx.commit().await?;
        match row {
            Some(row) if row.user() == a.user && row.found_at.is_none() => {
                Ok(Own::Open(Box::new(stored(row)?)))
            }
            Some(row) if row.user() == a.user => Ok(Own::Found),
            _ => user_err(text::mistake_outdated()),
        }
    }

    /// The game of a mistake (always there: a mistake goes with its game).
    async fn game(&self, id: GameId) -> Result<crate::storage::GameRow, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let row = tx.game(id).await?;
        tx.commit().await?;
        Ok(row.ok_or_else(|| InternalError::Corrupt {
            game: id,
            reason: "a mistake of a game that is not stored".to_owned(),
        })?)
    }
}

/// A mistake of the member's.
enum Own {
    Open(Box<Stored>),
    Found,
}

/// A stored mistake with its position read back.
fn stored(row: MistakeRow) -> Result<Stored, ServiceError> {
    let before = row.before_lpn.parse().map_err(|e| InternalError::Corrupt {
        game: row.game_id,
        reason: format!("mistake {}: {e}", row.id),
    })?;
    Ok(Stored { row, before })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn found_within_the_margin_only_when_the_solver_proves_nothing() {
        assert_eq!(
            rated(Some(true), 0, Some(100)),
            Retried::Found { proven: true }
        );
        assert_eq!(rated(None, 95, Some(100)), Retried::Found { proven: false });
        assert_eq!(
            rated(None, 94, Some(100)),
            Retried::Missed {
                chance: 94,
                best: 100
            }
        );
        // Proven to lose the result: missed however close the estimate.
        assert_eq!(
            rated(Some(false), 99, Some(100)),
            Retried::Missed {
                chance: 99,
                best: 100
            }
        );
        // Better than the preferred turn: found, and never shown as worse.
        assert_eq!(rated(None, 80, Some(60)), Retried::Found { proven: false });
        assert_eq!(
            rated(Some(false), 80, Some(60)),
            Retried::Missed {
                chance: 80,
                best: 80
            }
        );
    }
}
