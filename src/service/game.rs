//! A stored game brought back to life: the row, the start position, the
//! action log replayed into the current position; plus the parsing of what
//! draws made from a game's seed.

use crate::engine::{Action, DealRng, LastTurn, Player, Position, Turn, turns};
use crate::ids::{Seat, UserId};
use crate::storage::{GameRow, Tx};
use rand::{RngExt, SeedableRng};

use crate::service::errors::{InternalError, ServiceError};
use crate::service::types::{GameRef, Players};

/// A game loaded from storage.
pub(super) struct Loaded {
    pub row: GameRow,
    pub start: Position,
    pub actions: Vec<Action>,
    pub pos: Position,
    /// Whether player 1 and player 2 have each made a move.
    pub moved: [bool; 2],
}

impl Loaded {
    /// Loads the log of `row` and replays it from the start position.
    pub async fn load(tx: &mut Tx, row: GameRow) -> Result<Loaded, ServiceError> {
        let log = tx.actions(row.id).await?;
        let corrupt = |reason: String| InternalError::Corrupt {
            game: row.id,
            reason,
        };
        let start: Position = row
            .start_lpn
            .parse()
            .map_err(|e| corrupt(format!("start position: {e}")))?;
        let mut pos = start.clone();
        let mut actions = Vec::with_capacity(log.len());
        let mut moved = [false; 2];
        for (i, a) in log.iter().enumerate() {
            if a.ply != i as i64 {
                return Err(corrupt(format!("action {} at ply {}", i, a.ply)).into());
            }
            let act: Action = a
                .notation
                .parse()
                .map_err(|e| corrupt(format!("action {}: {e}", a.notation)))?;
            if matches!(act, Action::Move(_)) {
                moved[pos.to_move().index()] = true;
            }
            pos.play(act)
                .map_err(|e| corrupt(format!("action {} {}: {e}", i, a.notation)))?;
            actions.push(act);
        }
        if actions.len() as i64 != row.ply {
            return Err(
                corrupt(format!("{} actions logged, ply {}", actions.len(), row.ply)).into(),
            );
        }
        Ok(Loaded {
            row,
            start,
            actions,
            pos,
            moved,
        })
    }

    /// The game's revision: it grows with every change of the game, so that
    /// buttons and menus made before a change are refused after it.
    pub fn revision(&self) -> i64 {
        self.row.revision
    }

    /// The game as a takeback to ply `ply` leaves it: the actions from
    /// there on undone, the revision one higher.
    pub fn back_to(&self, ply: usize) -> Result<Loaded, ServiceError> {
        let actions = self.actions[..ply.min(self.actions.len())].to_vec();
        let (pos, moved) =
            replay(&self.start, &actions).map_err(|reason| InternalError::Corrupt {
                game: self.row.id,
                reason,
            })?;
        let mut row = self.row.clone();
        row.ply = actions.len() as i64;
        row.revision += 1;
        Ok(Loaded {
            row,
            start: self.start.clone(),
            actions,
            pos,
            moved,
        })
    }

    /// Where `user`'s last turn (a claim or a move, not a pass) starts in
    /// the log: the ply a takeback of it goes back to, and the turns it
    /// undoes (that one and every one after it).
    pub fn last_turn_of(&self, user: UserId) -> Option<(usize, Vec<Turn>)> {
        let me = self.player_of(user)?;
        let mut start = 0;
        let mut found = None;
        let turns: Vec<Turn> = self.turns().collect();
        for (i, t) in turns.iter().enumerate() {
            let played = t.actions.iter().any(|a| !matches!(a, Action::Pass));
            if t.player == me && played {
                found = Some((start, i));
            }
            start += t.actions.len();
        }
        let (ply, first) = found?;
        Some((ply, turns[first..].to_vec()))
    }

    /// The game and where it is played.
    pub fn at(&self) -> GameRef {
        GameRef::new(self.row.guild(), self.row.channel(), self.row.id)
    }

    /// Its players.
    pub fn players(&self) -> Players {
        Players([self.row.player1(), self.row.player2()])
    }

    /// The users playing player 1 and player 2.
    pub fn users(&self) -> [Seat; 2] {
        self.players().0
    }

    pub fn user(&self, p: Player) -> Seat {
        self.players().user(p)
    }

    /// Which player `user` is, if they play this game.
    pub fn player_of(&self, user: UserId) -> Option<Player> {
        self.players().player_of(user)
    }

    /// The game's turns, from its start (the log was checked when loaded).
    pub fn turns(&self) -> impl Iterator<Item = Turn> + '_ {
        turns(&self.start, &self.actions).map_while(Result::ok)
    }

    /// The last turn played that changed the board (its claim and the path
    /// of its move), to highlight: passes since are skipped, and a claim
    /// made at the start of the current, unfinished turn counts.
    pub fn last_turn(&self) -> Option<LastTurn> {
        self.turns()
            .map(|t| t.marks)
            .filter(|marks| *marks != LastTurn::default())
            .last()
    }

    /// The log grouped into turns in notation: `+R C3-E5`, `D4-E5`, `pass`.
    pub fn turn_notations(&self) -> Vec<String> {
        self.turns().map(|t| t.to_string()).collect()
    }
}

/// The position after `actions` from `start`, and whether each player
/// has made a move; the reason when an action does not replay.
fn replay(start: &Position, actions: &[Action]) -> Result<(Position, [bool; 2]), String> {
    let mut pos = start.clone();
    let mut moved = [false; 2];
    for (i, &act) in actions.iter().enumerate() {
        if matches!(act, Action::Move(_)) {
            moved[pos.to_move().index()] = true;
        }
        pos.play(act)
            .map_err(|e| format!("action {i} {act}: {e}"))?;
    }
    Ok((pos, moved))
}

/// Who moves first, drawn from the game's seed (0: the challenger). A
/// separate stream from the shuffle's, so the two draws are independent; the
/// deal's generator, so that a stored seed names the same first player in
/// every build.
pub(super) fn first_player_draw(seed: u64) -> u64 {
    DealRng::seed_from_u64(seed ^ 0xD1B5_4A32_D192_ED03).random_range(0..2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_player_draw_uses_both_outcomes() {
        let draws: Vec<u64> = (0..64).map(first_player_draw).collect();
        assert!(draws.contains(&0) && draws.contains(&1));
        assert_eq!(first_player_draw(42), first_player_draw(42));
    }

    #[test]
    fn seeds_give_pinned_first_players() {
        // A stored seed names the same first player in every build: a change
        // of the deal's generator fails here.
        let lots: String = (0..40)
            .map(|seed| char::from(b'0' + first_player_draw(seed) as u8))
            .collect();
        assert_eq!(lots, "1000110001000111011110100100010011110010");
    }
}
