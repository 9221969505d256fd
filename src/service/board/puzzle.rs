//! A puzzle as a private board ([`PuzzleAt`]): the puzzle at the ply of its
//! line the member is at, and a turn judged against the proven line. A
//! right turn is answered by the defence's (the member plays on) or solves
//! the puzzle; a wrong one ends it with the solver's answer and the
//! solution. The first try at a puzzle moves the member's and the puzzle's
//! ratings (Glicko-2); a later one only where the member is.
//!
//! Where a member is is stored in one row per member (the puzzle and the
//! ply): a turn is played only at the puzzle and ply its button or menu
//! names, checked in the transaction that moves it on, so a double click
//! or a stale menu changes nothing. The stacks' menu offers claims first:
//! a claim, then its move, is one turn.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::ai::puzzle::{self, Judged, PROOF_BUDGET, Puzzle, turn_text};
use crate::engine::{Action, LastTurn, Position, turns};
use crate::i18n::{Lang, Msg, PuzzleLine};
use crate::ids::{PuzzleId, UserId};
use crate::storage::PuzzleRow;

use super::super::buttons::Button;
use super::super::context::{Context, Private};
use super::super::moves::TurnRequest;
use super::super::types::GameRef;
use super::super::{Actor, InternalError, Reply, ServiceError, text};
use super::{Board, BoardRef, Opened, PuzzleAt};
use crate::service::common::Res;

impl Board for PuzzleAt {
    fn claims_first(&self) -> bool {
        true
    }

    fn outdated(&self) -> Msg {
        text::puzzle_outdated()
    }

    async fn open(&self, cx: &Context, a: Actor) -> Result<Opened, ServiceError> {
        let ply = usize::from(self.ply);
        let (row, p, daily) = current(cx, a.user, self.puzzle, ply).await?;
        let shown = shown_to(cx, a, &row, ply, daily, Vec::new()).await?;
        Ok(Opened::Board(Box::new(p.position_at(ply)), shown))
    }

    async fn play(&self, cx: &Context, a: Actor, turn: TurnRequest) -> Res {
        play(cx, a, self.puzzle, usize::from(self.ply), turn).await
    }
}

/// Why a puzzle's button or menu no longer applies.
fn outdated() -> ServiceError {
    ServiceError::User(text::puzzle_outdated())
}

/// The stored puzzle read back (every stored one was proven and checked
/// when stored).
fn parsed(row: &PuzzleRow) -> Result<Puzzle, ServiceError> {
    row.puzzle.parse::<Puzzle>().map_err(|e| {
        InternalError::Puzzle {
            puzzle: row.id,
            reason: e.to_string(),
        }
        .into()
    })
}

/// The position after `turn` played in `pos`, and the turn as the picture
/// highlights it.
fn after_turn(pos: &Position, turn: &[Action]) -> (Position, LastTurn) {
    let mut it = turns(pos, turn);
    match it.next() {
        Some(Ok(t)) => (t.after, t.marks),
        _ => (pos.clone(), LastTurn::default()),
    }
}

/// The puzzle the member is playing, when it is `puzzle` at `ply`.
async fn current(
    cx: &Context,
    user: UserId,
    puzzle: PuzzleId,
    ply: usize,
) -> Result<(PuzzleRow, Puzzle, bool), ServiceError> {
    let mut tx = cx.db.read().await?;
    let player = tx.puzzle_player(user).await?;
    let row = tx.puzzle(puzzle).await?;
    tx.commit().await?;
    let at = player
        .as_ref()
        .and_then(|p| p.puzzle_id.map(|id| (id, p.ply)));
    let Some(row) = row.filter(|_| at == Some((puzzle, i32::try_from(ply).unwrap_or(-1)))) else {
        return Err(outdated());
    };
    let p = parsed(&row)?;
    Ok((row, p, player.is_some_and(|p| p.daily == 1)))
}

/// A turn at `ply` of `puzzle`, judged against its line.
pub(in crate::service) async fn play(
    cx: &Context,
    a: Actor,
    puzzle: PuzzleId,
    ply: usize,
    turn: TurnRequest,
) -> Res {
    let (row, p, daily) = current(cx, a.user, puzzle, ply).await?;
    let actions: Vec<Action> = turn
        .claim
        .map(Action::Claim)
        .into_iter()
        .chain(std::iter::once(Action::Move(turn.path)))
        .collect();
    match p.judge(ply, &actions) {
        Judged::Illegal(why) => {
            let reason = text::illegal(&why);
            let illegal = vec![text::puzzle_illegal(reason)];
            shown_to(cx, a, &row, ply, daily, illegal).await
        }
        Judged::Right if ply + 1 < p.line.len() => {
            // The defence answers; the member plays on.
            advance(cx, a.user, puzzle, ply).await?;
            let answer = turn_text(&p.line[ply + 1]);
            let before = p.position_at(ply + 1);
            let (after, last) = after_turn(&before, &p.line[ply + 1]);
            let go_on = vec![text::puzzle_right_go_on(&answer)];
            let mut reply = shown_to(cx, a, &row, ply + 2, daily, go_on).await?;
            let task = PuzzleLine::Task {
                wins: p.goal == puzzle::Goal::Win,
                turns: p.turns() - (ply + 2) / 2,
            };
            let looks = looks(a.lang, &p, task);
            reply.image = cx.position_picture(&after, Some(last), looks).await;
            Ok(reply)
        }
        Judged::Right => {
            let change = finish(cx, a.user, &row, true).await?;
            let before = p.position_at(ply);
            let (after, last) = after_turn(&before, &actions);
            let mut lines = vec![text::puzzle_solved(p.turns())];
            lines.extend(change);
            let looks = looks(a.lang, &p, PuzzleLine::Solved);
            Ok(Reply {
                text: lines.into(),
                image: cx.position_picture(&after, Some(last), looks).await,
                ephemeral: true,
                buttons: vec![Button::NextPuzzle],
                position: Some(after),
                ..Reply::default()
            })
        }
        Judged::Wrong => {
            let before = p.position_at(ply);
            let (after, _) = after_turn(&before, &actions);
            let refutation = refutation(cx, &after).await?;
            let change = finish(cx, a.user, &row, false).await?;
            let (solved_at, last) = after_turn(&before, &p.line[ply]);
            let mut lines = vec![text::puzzle_wrong(&turn_text(&actions), p.goal)];
            if let Some(answer) = refutation {
                lines.push(text::puzzle_refutation(&turn_text(&answer), p.goal));
            }
            lines.push(text::puzzle_solution(&p.line_text(), p.goal));
            lines.extend(change);
            Ok(Reply {
                text: lines.into(),
                image: cx
                    .position_picture(
                        &solved_at,
                        Some(last),
                        looks(a.lang, &p, PuzzleLine::Solution),
                    )
                    .await,
                ephemeral: true,
                buttons: vec![Button::NextPuzzle],
                position: Some(solved_at),
                ..Reply::default()
            })
        }
    }
}

/// The defence's best answer to a wrong turn, proven by the solver on
/// the search lane (`None` past its budget).
async fn refutation(cx: &Context, after: &Position) -> Result<Option<Vec<Action>>, ServiceError> {
    if after.is_over() {
        return Ok(None);
    }
    let pos = after.clone();
    cx.search(move || puzzle::best_answer(&pos, PROOF_BUDGET))
        .await
}

/// Moves the member from `ply` to the solving side's next turn, if they
/// are still at `ply` of `puzzle`.
async fn advance(
    cx: &Context,
    user: UserId,
    puzzle: PuzzleId,
    ply: usize,
) -> Result<(), ServiceError> {
    let mut tx = cx.db.begin().await?;
    let Some(mut player) = tx.puzzle_player(user).await? else {
        return Err(outdated());
    };
    if player.puzzle_id != Some(puzzle) || usize::try_from(player.ply).ok() != Some(ply) {
        return Err(outdated());
    }
    player.ply += 2;
    tx.put_puzzle_player(&player).await?;
    tx.commit().await?;
    Ok(())
}

/// Ends the member's puzzle, solved or not: the first try at a puzzle
/// moves both ratings and the counts; a later one changes only where
/// the member is. The lines telling the rating's change.
async fn finish(
    cx: &Context,
    user: UserId,
    row: &PuzzleRow,
    solved: bool,
) -> Result<Vec<Msg>, ServiceError> {
    let now = cx.now();
    let mut tx = cx.db.begin().await?;
    let Some(mut player) = tx.puzzle_player(user).await? else {
        return Err(outdated());
    };
    if player.puzzle_id != Some(row.id) {
        return Err(outdated());
    }
    player.puzzle_id = None;
    player.ply = 0;
    let mut lines = Vec::new();
    if tx.insert_puzzle_attempt(user, row.id, solved, now).await? {
        let Some(current) = tx.puzzle(row.id).await? else {
            return Err(outdated());
        };
        let member = Glicko2Rating {
            rating: player.rating,
            deviation: player.deviation,
            volatility: player.volatility,
        };
        let problem = Glicko2Rating {
            rating: current.rating,
            deviation: current.deviation,
            volatility: current.volatility,
        };
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let (m, q) = glicko2(&member, &problem, &outcome, &Glicko2Config::new());
        lines.push(text::puzzle_rating_change(player.rating, m.rating));
        player.rating = m.rating;
        player.deviation = m.deviation;
        player.volatility = m.volatility;
        if solved {
            player.solved += 1;
            player.streak += 1;
            player.best_streak = player.best_streak.max(player.streak);
        } else {
            player.failed += 1;
            player.streak = 0;
        }
        tx.set_puzzle_rating(row.id, q.rating, q.deviation, q.volatility)
            .await?;
    } else {
        lines.push(text::puzzle_not_rated());
    }
    tx.put_puzzle_player(&player).await?;
    tx.commit().await?;
    Ok(lines)
}

/// A puzzle as shown to member `a` at `ply`: as [`shown`], in their
/// language, with the Move button of the member's board.
pub(in crate::service) async fn shown_to(
    cx: &Context,
    a: Actor,
    row: &PuzzleRow,
    ply: usize,
    daily: bool,
    before: Vec<Msg>,
) -> Res {
    let mut reply = shown(cx, a.lang, row, ply, daily, before).await?;
    let at = PuzzleAt {
        puzzle: row.id,
        ply: u8::try_from(ply).unwrap_or(u8::MAX),
    };
    reply.buttons = vec![BoardRef::new(a.user, at).move_button()];
    Ok(reply)
}

/// A puzzle as shown at `ply` in `lang`: `before` (what the last turn
/// got), its head (daily, credited), what to find, its position drawn
/// (the solving side named "You", the task in place of the status line).
pub(in crate::service) async fn shown(
    cx: &Context,
    lang: Lang,
    row: &PuzzleRow,
    ply: usize,
    daily: bool,
    before: Vec<Msg>,
) -> Res {
    let p = parsed(row)?;
    let mut lines = before;
    lines.push(if daily {
        text::puzzle_daily_head(row.id)
    } else {
        text::puzzle_head(row.id, row.rating)
    });
    if let Some(credit) = credit(cx, row).await? {
        lines.push(credit);
    }
    let left = p.turns() - ply / 2;
    lines.push(text::puzzle_task(p.solver(), p.goal, left));
    let pos = p.position_at(ply);
    let looks = looks(
        lang,
        &p,
        PuzzleLine::Task {
            wins: p.goal == puzzle::Goal::Win,
            turns: left,
        },
    );
    Ok(Reply {
        text: lines.into(),
        image: cx.position_picture(&pos, None, looks).await,
        ephemeral: true,
        accent: Some(pos.to_move()),
        position: Some(pos),
        ..Reply::default()
    })
}

/// "From alice vs bob, 3 days ago", for a puzzle mined from a game.
async fn credit(cx: &Context, row: &PuzzleRow) -> Result<Option<Msg>, ServiceError> {
    let Some(game) = row.game_id else {
        return Ok(None);
    };
    let mut tx = cx.db.read().await?;
    let g = tx.game(game).await?;
    tx.commit().await?;
    Ok(g.map(|g| {
        text::puzzle_credit(
            g.player1(),
            g.player2(),
            g.finished_at.unwrap_or(g.created_at),
            &GameRef::of(&g).link(),
        )
    }))
}

/// How a puzzle's picture speaks to the member solving it: in `lang`, the
/// solving side named "You", and `line` (the task, solved, the solution)
/// in place of the status line.
fn looks(lang: Lang, p: &Puzzle, line: PuzzleLine) -> Private {
    Private {
        lang,
        member: Some(p.solver()),
        headline: Some(lang.puzzle_line(line)),
    }
}

#[cfg(test)]
mod tests {
    use super::{PuzzleLine, looks};
    use crate::ai::puzzle::{Goal, starter};
    use crate::i18n::Lang;

    /// The guide's puzzle picture (`docs/puzzle.png`, in
    /// docs/players/commands.md) is a shipped puzzle drawn as `/lyngk
    /// puzzle` draws it: the solving side named "You", the task in place of
    /// the status line. `LYNGK_WRITE_DOCS=1` draws it again.
    #[test]
    fn the_guides_puzzle_picture_is_the_bots() {
        let p = starter()
            .iter()
            .find(|p| p.start.to_string().starts_with("-/-/-/-/-/-/-/GIK/IRWK/"))
            .expect("the guide's puzzle is shipped");
        let task = PuzzleLine::Task {
            wins: p.goal == Goal::Win,
            turns: p.turns(),
        };
        let drawn = looks(Lang::En, p, task)
            .draw(&p.position_at(0), None)
            .expect("drawn");
        crate::render::tests::check_doc_picture("puzzle", &drawn.bytes);
    }
}
