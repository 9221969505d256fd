//! What autocomplete offers: the caller's movable stacks and where a stack
//! can land, only on the caller's turn.

use super::*;

impl Service {
    /// The position of the channel's game if it is the caller's turn.
    pub(super) async fn my_turn(&self, a: Actor) -> Option<Position> {
        let mut tx = self.db.read().await.ok()?;
        let row = tx.active_game(a.channel).await.ok()??;
        let g = Loaded::load(&mut tx, row).await.ok()?;
        let _ = tx.commit().await;
        (g.player_of(a.user) == Some(g.pos.to_move())).then_some(g.pos)
    }

    /// The caller's movable stacks (with or without a claim first), if it is
    /// their turn; empty otherwise.
    pub async fn movable_stacks(&self, a: Actor) -> Vec<Point> {
        let Some(pos) = self.my_turn(a).await else {
            return Vec::new();
        };
        let mut mask = 0u64;
        for m in game::moves_with_claims(&pos) {
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
        game::destinations(&pos, from)
    }
}
