//! Uniformly random play to the end of a game: the engine's speed benchmark
//! and the playouts of the AI.

use super::action::Action;
use super::position::Position;
use super::rng::SplitMix64;

/// Plays uniformly random legal actions from `position` until the game is
/// over and returns the number of actions played. `buf` is scratch space,
/// reused to avoid allocation.
pub fn random_playout(
    position: &mut Position,
    rng: &mut SplitMix64,
    buf: &mut Vec<Action>,
) -> usize {
    let mut played = 0;
    loop {
        position.legal_actions_into(buf);
        if buf.is_empty() {
            return played;
        }
        let action = buf[rng.below(buf.len() as u64) as usize];
        position.play_unchecked(action);
        played += 1;
    }
}
