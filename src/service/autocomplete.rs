//! What autocomplete offers: the caller's movable stacks and where a stack
//! can land, only on the caller's turn, each with the claim it needs. A read
//! of the game and a little engine work; failures give an empty list
//! (autocomplete has no place for an error).
//!
//! Every choice is legal when picked: a destination that is reachable only
//! after claiming a colour names that claim, and its value carries it
//! ([`Destination::value`]), so picking it plays the claim and the move
//! together (`play_move` reads the claim back with [`split_claim`]).

use crate::engine::{Action, Color, Move, Point, Position};

use super::context::Context;
use super::types::Actor;

/// Suggestions while a member types a move.
#[derive(Clone, Copy)]
pub struct Autocomplete<'a> {
    cx: &'a Context,
}

impl<'a> Autocomplete<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// The marker of a claim carried in a destination's value: `G9 claim:black`.
const CLAIM_MARK: &str = "claim:";

/// A landing point offered for a stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Destination {
    pub to: Point,
    /// The LYNGK points between the stack and `to` (empty for a direct move).
    pub via: Vec<Point>,
    /// The claim this landing needs, when the caller hasn't chosen one.
    pub claim: Option<Color>,
}

impl Destination {
    /// The value a chosen destination sends: the point, and the claim it
    /// needs (`G9`, `G9 claim:black`).
    #[must_use]
    pub fn value(&self) -> String {
        match self.claim {
            None => self.to.to_string(),
            Some(c) => format!("{} {CLAIM_MARK}{}", self.to, c.name()),
        }
    }
}

/// Splits the claim a destination value carries (`… claim:black`) from the
/// move text; text without one (or with no colour after the marker) is
/// returned whole.
#[must_use]
pub fn split_claim(text: &str) -> (&str, Option<Color>) {
    let lower = text.to_ascii_lowercase();
    let Some(at) = lower.rfind(CLAIM_MARK) else {
        return (text, None);
    };
    match text[at + CLAIM_MARK.len()..].trim().parse::<Color>() {
        Ok(c) => (text[..at].trim_end(), Some(c)),
        Err(_) => (text, None),
    }
}

impl Autocomplete<'_> {
    /// The position of the channel's game if it is the caller's turn.
    async fn my_turn(&self, a: Actor) -> Option<Position> {
        let g = self.cx.active_game(a.channel).await.ok()??;
        (g.player_of(a.user) == Some(g.pos.to_move())).then_some(g.pos)
    }

    /// The caller's movable stacks, if it is their turn (empty otherwise):
    /// with `claim`, those that can move after that claim; without, those
    /// that can move with the caller's claims or with one claim still to
    /// make.
    pub async fn movable_stacks(&self, a: Actor, claim: Option<Color>) -> Vec<Point> {
        let Some(pos) = self.my_turn(a).await else {
            return Vec::new();
        };
        movable(&pos, claim)
    }

    /// Where the stack on `from` can land, if it is the caller's turn (empty
    /// otherwise): with `claim`, only the landings legal after that claim;
    /// without, the landings legal now and then those that need a claim,
    /// each naming it.
    pub async fn destinations(
        &self,
        a: Actor,
        from: Point,
        claim: Option<Color>,
    ) -> Vec<Destination> {
        let Some(pos) = self.my_turn(a).await else {
            return Vec::new();
        };
        destinations(&pos, from, claim)
    }
}

/// The stacks the player to move can move: with `claim`, after that claim;
/// without, with their claims or with one claim still to make.
pub(super) fn movable(pos: &Position, claim: Option<Color>) -> Vec<Point> {
    let mut mask = 0u64;
    for (_, p) in starts(pos, claim) {
        for a in p.legal_actions() {
            if let Action::Move(m) = a {
                mask |= m.from.bit();
            }
        }
    }
    Point::ALL
        .into_iter()
        .filter(|p| mask & p.bit() != 0)
        .collect()
}

/// The positions to move from, each with the claim that leads to it (`None`
/// when the caller's claim is chosen already or none is made): with `claim`,
/// the position after it (nothing when it can't be claimed now); without,
/// the current position and one per possible claim.
fn starts(pos: &Position, claim: Option<Color>) -> Vec<(Option<Color>, Position)> {
    let legal = pos.legal_actions();
    if let Some(c) = claim {
        if !legal.contains(&Action::Claim(c)) {
            return Vec::new();
        }
        let mut p = pos.clone();
        p.play_unchecked(Action::Claim(c));
        return vec![(None, p)];
    }
    let mut out = vec![(None, pos.clone())];
    for a in legal {
        if let Action::Claim(c) = a {
            let mut p = pos.clone();
            p.play_unchecked(a);
            out.push((Some(c), p));
        }
    }
    out
}

/// Where the stack on `from` may land, each with its LYNGK points and the
/// claim it needs; a landing legal without a claim is offered only so.
pub(super) fn destinations(pos: &Position, from: Point, claim: Option<Color>) -> Vec<Destination> {
    let mut out: Vec<Destination> = Vec::new();
    for (needs, p) in starts(pos, claim) {
        let targets = p.targets_from(from);
        for to in Point::ALL {
            let free = out.iter().any(|d| d.to == to && d.claim.is_none());
            if targets & to.bit() == 0 || free {
                continue;
            }
            if let Some(path) = p.lyngk_path(&Move::new(from, to)) {
                out.push(Destination {
                    to,
                    via: path[1..path.len() - 1].to_vec(),
                    claim: needs,
                });
            }
        }
    }
    // Stable: by point, the claim-free landing before those needing a claim.
    out.sort_by_key(|d| (d.to.index(), d.claim));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_destination_value_carries_its_claim_and_reads_back() {
        let d = Destination {
            to: "G9".parse().unwrap(),
            via: Vec::new(),
            claim: Some(Color::Black),
        };
        assert_eq!(d.value(), "G9 claim:black");
        assert_eq!(
            split_claim("E7 G9 claim:black"),
            ("E7 G9", Some(Color::Black))
        );
        assert_eq!(
            split_claim("E7 G9 Claim:Black"),
            ("E7 G9", Some(Color::Black))
        );
        assert_eq!(split_claim("E7 G9"), ("E7 G9", None));
        // A marker without a colour is left to the move parser to refuse.
        assert_eq!(split_claim("E7 G9 claim:"), ("E7 G9 claim:", None));
    }
}
