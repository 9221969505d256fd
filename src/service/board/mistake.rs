//! A mistake to retry as a private board ([`MistakeRetry`]): the position
//! before a member's costly turn, kept by the analysis
//! ([`super::super::Mistakes`]), and a turn tried on it, judged. A turn
//! tried is **found** when the exact solver proves it keeps the position's
//! result ([`keeps_result`] within [`PROOF_BUDGET`]), or, when it can't
//! prove it, when the analysis's search rates it within [`FOUND_MARGIN`]
//! points of the turn it preferred (both positions assessed with
//! [`ANALYSIS_LIMITS`] and the same seed) — see [`judge`]. The searches
//! run on the search lane of the CPU pool, with no lock and no transaction
//! open; then one short transaction counts the try and, when found, marks
//! it with a condition (`found_at IS NULL`), so a second click of the same
//! menu or a stale menu changes nothing. A found mistake gives way to the
//! member's next one.

use crate::ai::puzzle::{PROOF_BUDGET, keeps_result, turn_text};
use crate::ai::{self, ANALYSIS_LIMITS};
use crate::engine::{Action, IllegalAction, Player, Position, parse_turn};
use crate::i18n::Msg;
use crate::ids::{GameId, MistakeId};
use crate::storage::MistakeRow;

use super::super::context::{Context, Private};
use super::super::moves::TurnRequest;
use super::super::{Actor, GameRef, InternalError, Reply, ServiceError, text};
use super::{Board, BoardRef, MistakeRetry, Opened};
use crate::service::common::{Res, user_err};

impl Board for MistakeRetry {
    fn outdated(&self) -> Msg {
        text::mistake_outdated()
    }

    async fn open(&self, cx: &Context, a: Actor) -> Result<Opened, ServiceError> {
        match own(cx, a, self.mistake).await? {
            Own::Open(m) => {
                let shown = shown(cx, a, &m, Vec::new()).await?;
                Ok(Opened::Board(Box::new(m.before), shown))
            }
            Own::Found => {
                let found = vec![text::mistake_already_found()];
                Ok(Opened::Instead(next_after(cx, a, found).await?))
            }
        }
    }

    async fn play(&self, cx: &Context, a: Actor, turn: TurnRequest) -> Res {
        match own(cx, a, self.mistake).await? {
            Own::Open(m) => retry(cx, a, *m, turn).await,
            Own::Found => next_after(cx, a, vec![text::mistake_already_found()]).await,
        }
    }
}

/// How close to the preferred turn's chance, in points, a retried turn
/// must come to count as found when the solver can't prove it.
pub const FOUND_MARGIN: i64 = 5;

/// A chance as a whole percentage for `p`.
pub(in crate::service) fn percent(chance_of_one: f64, p: Player) -> i64 {
    let c = match p {
        Player::One => chance_of_one,
        Player::Two => 1.0 - chance_of_one,
    };
    (c * 100.0).round() as i64
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
pub(in crate::service) fn played_position(before: &Position, turn: &str) -> Option<Position> {
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
/// [`retry`]); this one-piece form is for tests and tools.
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
pub(in crate::service) struct Stored {
    row: MistakeRow,
    before: Position,
}

/// A turn tried on mistake `m`: checked by the engine, judged on the
/// search lane with nothing held, then the try counted (and the
/// mistake marked found) in one short transaction.
pub(in crate::service) async fn retry(cx: &Context, a: Actor, m: Stored, turn: TurnRequest) -> Res {
    let mut tried = Vec::with_capacity(2);
    tried.extend(turn.claim.map(Action::Claim));
    tried.push(Action::Move(turn.path));
    let tried_text = turn_text(&tried);
    let after = match check(&m.before, &m.row.played, &tried) {
        Ok(after) => after,
        Err(Retried::Illegal(why)) => {
            return shown(cx, a, &m, vec![text::mistake_illegal(&why)]).await;
        }
        Err(_) => {
            return shown(cx, a, &m, vec![text::mistake_same(&m.row.played)]).await;
        }
    };
    let game = game_of(cx, m.row.game_id).await?;
    let seed = game.seed as u64 ^ u64::try_from(m.row.turn).unwrap_or(0);
    let _slot = cx
        .searches
        .reserve(a.user, m.row.game_id)
        .map_err(|_| ServiceError::User(text::analysis_busy()))?;
    let verdict = judged(cx, &m, tried, after, seed).await?;
    let found = matches!(verdict, Retried::Found { .. });
    let mut tx = cx.db.begin().await?;
    let counted = tx.try_mistake(m.row.id, found.then(|| cx.now())).await?;
    tx.commit().await?;
    if !counted {
        // Found meanwhile (a second click): nothing changed.
        return next_after(cx, a, vec![text::mistake_already_found()]).await;
    }
    match verdict {
        Retried::Found { proven } => {
            let said = text::mistake_found(&tried_text, proven);
            next_after(cx, a, vec![said]).await
        }
        Retried::Missed { chance, best } => {
            let said = text::mistake_missed(&tried_text, chance, &m.row.preferred, best);
            shown(cx, a, &m, vec![said]).await
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
    cx: &Context,
    m: &Stored,
    tried: Vec<Action>,
    after: Position,
    seed: u64,
) -> Result<Retried, ServiceError> {
    let me = m.before.to_move();
    let before = m.before.clone();
    let proof = cx
        .search(move || keeps_result(&before, &tried, PROOF_BUDGET))
        .await?;
    if proof == Some(true) {
        return Ok(Retried::Found { proven: true });
    }
    let chance = cx
        .search(move || ai::assess(&after, &ANALYSIS_LIMITS, seed).chance)
        .await?;
    let best = match played_position(&m.before, &m.row.preferred) {
        Some(p) => Some(
            cx.search(move || ai::assess(&p, &ANALYSIS_LIMITS, seed).chance)
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
pub(in crate::service) async fn next_after(cx: &Context, a: Actor, before: Vec<Msg>) -> Res {
    let mut tx = cx.db.read().await?;
    let row = tx.next_mistake(a.user, a.guild).await?;
    let (stored_count, found_count) = tx.mistake_counts(a.user, a.guild).await?;
    tx.commit().await?;
    match row {
        Some(row) => {
            let m = stored(row)?;
            shown(cx, a, &m, before).await
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

/// A mistake as shown to member `a`, in their language: `before` (what the last try got), the
/// game, the turn and what it cost, the task, the position drawn, the Move
/// button.
async fn shown(cx: &Context, a: Actor, m: &Stored, before: Vec<Msg>) -> Res {
    let game = game_of(cx, m.row.game_id).await?;
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
        image: cx
            .position_picture(&m.before, None, Private::to(a.lang))
            .await,
        ephemeral: true,
        buttons: vec![BoardRef::new(a.user, MistakeRetry { mistake: m.row.id }).move_button()],
        accent: Some(me),
        position: Some(m.before.clone()),
        ..Reply::default()
    })
}

/// Mistake `id` if it is the member's: still to find, or found.
async fn own(cx: &Context, a: Actor, id: MistakeId) -> Result<Own, ServiceError> {
    let mut tx = cx.db.read().await?;
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
async fn game_of(cx: &Context, id: GameId) -> Result<crate::storage::GameRow, ServiceError> {
    let mut tx = cx.db.read().await?;
    let row = tx.game(id).await?;
    tx.commit().await?;
    Ok(row.ok_or_else(|| InternalError::Corrupt {
        game: id,
        reason: "a mistake of a game that is not stored".to_owned(),
    })?)
}

/// A mistake of the member's.
enum Own {
    Open(Box<Stored>),
    Found,
}

/// A stored mistake with its position read back.
pub(in crate::service) fn stored(row: MistakeRow) -> Result<Stored, ServiceError> {
    let before = row.before_lpn.parse().map_err(|e| InternalError::Corrupt {
        game: row.game_id,
        reason: format!("mistake {}: {e}", row.id),
    })?;
    Ok(Stored { row, before })
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
