//! What autocomplete offers: the caller's movable stacks and where a stack
//! can land, only on the caller's turn. A read of the game and a little
//! engine work; failures give an empty list (autocomplete has no place for
//! an error).

use crate::engine::{Action, Color, Move, Point, Position};

use super::{Actor, Service};

impl Service {
    /// The position of the channel's game if it is the caller's turn.
    async fn my_turn(&self, a: Actor) -> Option<Position> {
        let g = self.active_game(a.channel).await.ok()??;
        (g.player_of(a.user) == Some(g.pos.to_move())).then_some(g.pos)
    }

    /// The caller's movable stacks (with or without a claim first), if it is
    /// their turn; empty otherwise.
    pub async fn movable_stacks(&self, a: Actor) -> Vec<Point> {
        let Some(pos) = self.my_turn(a).await else {
            return Vec::new();
        };
        let mut mask = 0u64;
        for m in moves_with_claims(&pos) {
            mask |= m.from.bit();
        }
        Point::ALL
            .into_iter()
            .filter(|p| mask & p.bit() != 0)
            .collect()
    }

    /// Where the stack on `from` can land (with or without a claim first),
    /// each with its LYNGK points (empty for a direct move), if it is the
    /// caller's turn; empty otherwise.
    pub async fn destinations(&self, a: Actor, from: Point) -> Vec<(Point, Vec<Point>)> {
        let Some(pos) = self.my_turn(a).await else {
            return Vec::new();
        };
        destinations(&pos, from)
    }
}

/// The positions to move from: the current one and, if the player may still
/// claim, one per possible claim.
fn with_claims(pos: &Position) -> Vec<(Option<Color>, Position)> {
    let mut out = vec![(None, pos.clone())];
    for a in pos.legal_actions() {
        if let Action::Claim(c) = a {
            let mut p = pos.clone();
            p.play_unchecked(a);
            out.push((Some(c), p));
        }
    }
    out
}

/// Every legal move of the player to move, with or without a claim first.
fn moves_with_claims(pos: &Position) -> Vec<Move> {
    let mut moves = Vec::new();
    for (_, p) in with_claims(pos) {
        for a in p.legal_actions() {
            if let Action::Move(m) = a {
                moves.push(m);
            }
        }
    }
    moves
}

/// Where the stack on `from` may land, each with its LYNGK points.
fn destinations(pos: &Position, from: Point) -> Vec<(Point, Vec<Point>)> {
    let mut out: Vec<(Point, Vec<Point>)> = Vec::new();
    for (_, p) in with_claims(pos) {
        let targets = p.targets_from(from);
        for to in Point::ALL {
            if targets & to.bit() == 0 || out.iter().any(|(t, _)| *t == to) {
                continue;
            }
            let m = Move::new(from, to);
            if let Some(path) = p.lyngk_path(&m) {
                out.push((to, path[1..path.len() - 1].to_vec()));
            }
        }
    }
    out.sort_by_key(|(p, _)| p.index());
    out
}
