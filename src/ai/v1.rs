//! Today's `hard` level frozen as `hard-v1`, the yardstick of the arena:
//! the tree search exactly as it played when the level was measured (UCT
//! with proofs, playouts that take a score when there is one, the endgame
//! solver tried before every move), kept apart so that changes to the live
//! search never move it. Also the analysis's former estimate (the mean of
//! the best root child), which the calibration measures against.
//!
//! Do not change this file except to keep it compiling: results for a seed
//! must stay what they were.

use std::time::{Duration, Instant};

use crate::engine::{Action, FastRng, Outcome, Player, Position, Variant};
use rand::SeedableRng;
use rand::seq::{IndexedRandom, SliceRandom};

#[cfg(test)]
use super::mcts::Assessment;
use super::mcts::SearchLimits;
use super::solver::{self, DRAW};
use super::tactics::{claim_opens_score, scores};

/// The exploration constant of UCT; rewards lie in `[0, 1]`.
const EXPLORATION: f64 = 0.6;

/// How many iterations pass between two looks at the clock.
const CLOCK_EVERY: u32 = 64;

struct Node {
    /// The action that leads here from the parent.
    action: Action,
    /// Who played `action`: rewards are counted for them.
    mover: Player,
    /// Who is to move here (the mover again after a claim).
    to_move: Player,
    parent: u32,
    children: Vec<u32>,
    /// Legal actions not yet in the tree, `None` until first visited.
    untried: Option<Vec<Action>>,
    visits: u32,
    reward: f64,
    /// The winner with best play from here, once the tree proves one.
    proven: Option<Player>,
}

impl Node {
    fn new(action: Action, mover: Player, to_move: Player, parent: u32) -> Node {
        Node {
            action,
            mover,
            to_move,
            parent,
            children: Vec::new(),
            untried: None,
            visits: 0,
            reward: 0.0,
            proven: None,
        }
    }
}

/// The action chosen in `position` within `limits`, or `None` when the game
/// is over. Deterministic for a seed unless the wall-time bound is hit.
#[must_use]
pub(crate) fn search(position: &Position, limits: &SearchLimits, seed: u64) -> Option<Action> {
    let actions = position.legal_actions();
    match actions.len() {
        0 => return None,
        1 => return Some(actions[0]),
        _ => {}
    }
    if position.variant() == Variant::SixStack {
        // A sudden-death win ends the game: nothing can be better. A claim
        // that opens one comes next best; the win follows on the next call.
        let mut buf = Vec::new();
        if let Some(&win) = actions.iter().find(|&&a| scores(position, a)) {
            return Some(win);
        }
        if let Some(&claim) = actions
            .iter()
            .find(|&&a| claim_opens_score(position, a, &mut buf))
        {
            return Some(claim);
        }
    }
    if let Some((action, value)) = solver::solve(position, limits.solver_nodes) {
        // A proven loss is left to the search: against a fallible opponent
        // its choice keeps more chances than an arbitrary losing move.
        if value >= DRAW {
            return Some(action);
        }
    }
    Some(Tree::new(position, seed).run(limits))
}

/// Assesses `position` within `limits`: player 1's winning chance and the
/// action the search prefers. Deterministic for a seed unless the wall-time
/// bound is hit. The estimate the analysis first used, kept for the test
/// that shows how it favoured the side to move.
#[cfg(test)]
#[must_use]
pub(crate) fn assess(position: &Position, limits: &SearchLimits, seed: u64) -> Assessment {
    let for_player_one = |chance: f64| match position.to_move() {
        Player::One => chance,
        Player::Two => 1.0 - chance,
    };
    if let Some(outcome) = position.outcome() {
        let chance = match outcome {
            Outcome::Win(Player::One) => 1.0,
            Outcome::Win(Player::Two) => 0.0,
            Outcome::Draw => 0.5,
        };
        return Assessment { chance, best: None };
    }
    if let Some((action, value)) = solver::solve(position, limits.solver_nodes) {
        return Assessment {
            chance: for_player_one(f64::from(value) / f64::from(solver::WIN)),
            best: Some(action),
        };
    }
    let mut tree = Tree::new(position, seed);
    tree.grow(limits);
    let best = tree.best_action();
    Assessment {
        chance: for_player_one(tree.root_chance(best)),
        best: Some(best),
    }
}

struct Tree<'a> {
    root: &'a Position,
    nodes: Vec<Node>,
    rng: FastRng,
    buf: Vec<Action>,
    scratch: Vec<Action>,
}

impl<'a> Tree<'a> {
    fn new(root: &'a Position, seed: u64) -> Tree<'a> {
        let root_node = Node::new(
            Action::Pass,
            root.to_move().opponent(),
            root.to_move(),
            u32::MAX,
        );
        Tree {
            root,
            nodes: vec![root_node],
            rng: FastRng::seed_from_u64(seed),
            buf: Vec::with_capacity(256),
            scratch: Vec::with_capacity(256),
        }
    }

    fn run(mut self, limits: &SearchLimits) -> Action {
        self.grow(limits);
        self.best_action()
    }

    /// Runs the iterations `limits` allow, or until the root is proven.
    fn grow(&mut self, limits: &SearchLimits) {
        let start = Instant::now();
        for i in 0..limits.iterations.max(1) {
            if i % CLOCK_EVERY == CLOCK_EVERY - 1
                && limits.max_time.is_some_and(|t| start.elapsed() >= t)
            {
                break;
            }
            if self.nodes[0].proven.is_some() {
                break; // nothing left to learn
            }
            self.iterate();
        }
    }

    /// The chance that the player to move at the root wins (a draw counting
    /// half): 1 or 0 when the tree proved it, otherwise the mean result of
    /// the child [`Tree::best_action`] picks.
    #[cfg(test)]
    fn root_chance(&self, best: Action) -> f64 {
        let root = &self.nodes[0];
        if let Some(winner) = root.proven {
            return if winner == root.to_move { 1.0 } else { 0.0 };
        }
        root.children
            .iter()
            .map(|&c| &self.nodes[c as usize])
            .find(|n| n.action == best)
            .map_or(0.5, mean)
    }

    /// A proven win if there is one; otherwise the most visited action that
    /// is not a proven loss (ties: the better mean), the usual robust choice.
    fn best_action(&self) -> Action {
        let root = &self.nodes[0];
        let me = root.to_move;
        let child = |i: &u32| &self.nodes[*i as usize];
        if let Some(win) = root.children.iter().find(|i| child(i).proven == Some(me)) {
            return child(win).action;
        }
        let not_lost = |i: &&u32| child(i).proven != Some(me.opponent());
        let candidates: Vec<u32> = if root.children.iter().any(|i| not_lost(&i)) {
            root.children.iter().filter(not_lost).copied().collect()
        } else {
            root.children.clone()
        };
        let best = candidates.iter().max_by(|a, b| {
            let (na, nb) = (child(a), child(b));
            na.visits
                .cmp(&nb.visits)
                .then_with(|| mean(na).total_cmp(&mean(nb)))
        });
        match best {
            Some(i) => child(i).action,
            // Unreachable with at least one iteration; stay total anyway.
            None => self.root.legal_actions()[0],
        }
    }

    fn iterate(&mut self) {
        let mut pos = self.root.clone();
        let mut node = 0usize;
        loop {
            if self.nodes[node].proven.is_some() {
                break;
            }
            if self.nodes[node].untried.is_none() {
                let untried = self.untried_actions(&pos);
                self.nodes[node].untried = Some(untried);
            }
            if let Some(action) = self.nodes[node].untried.as_mut().and_then(Vec::pop) {
                let mover = pos.to_move();
                pos.play_unchecked(action);
                let child = self.nodes.len();
                let mut child_node = Node::new(action, mover, pos.to_move(), node as u32);
                if pos.is_over() {
                    child_node.proven = pos.outcome().and_then(Outcome::winner);
                } else if self.wins_at_once(&pos) {
                    child_node.proven = Some(pos.to_move());
                }
                self.nodes.push(child_node);
                self.nodes[node].children.push(child as u32);
                node = child;
                break;
            }
            if self.nodes[node].children.is_empty() {
                break; // the game is over here
            }
            node = self.select(node);
            pos.play_unchecked(self.nodes[node].action);
        }
        let winner = match self.nodes[node].proven {
            Some(p) => Some(p),
            None => {
                playout(&mut pos, &mut self.rng, &mut self.buf, &mut self.scratch);
                pos.outcome().and_then(Outcome::winner)
            }
        };
        let mut newly_proven = self.nodes[node].proven.is_some();
        loop {
            let n = &mut self.nodes[node];
            n.visits += 1;
            n.reward += match winner {
                Some(p) if p == n.mover => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            if n.parent == u32::MAX {
                break;
            }
            node = n.parent as usize;
            if newly_proven {
                newly_proven = self.prove(node);
            }
        }
    }

    /// Whether the player to move can win by sudden death this turn (with a
    /// claim first if need be). Without this, the winning reply would wait
    /// until every other reply had been tried once before the tree saw it.
    fn wins_at_once(&mut self, pos: &Position) -> bool {
        if pos.variant() != Variant::SixStack {
            return false;
        }
        pos.legal_actions_into(&mut self.buf);
        let actions = std::mem::take(&mut self.buf);
        let wins = actions.iter().any(|&a| scores(pos, a))
            || actions
                .iter()
                .any(|&a| claim_opens_score(pos, a, &mut self.scratch));
        self.buf = actions;
        wins
    }

    /// Marks `node` proven when its children allow (one is a forced win for
    /// the player to move, or all are forced losses and none is untried);
    /// returns whether it is proven now.
    fn prove(&mut self, node: usize) -> bool {
        let n = &self.nodes[node];
        if n.proven.is_some() {
            return false;
        }
        let m = n.to_move;
        let proven = if n
            .children
            .iter()
            .any(|&c| self.nodes[c as usize].proven == Some(m))
        {
            Some(m)
        } else if n.untried.as_ref().is_some_and(Vec::is_empty)
            && n.children
                .iter()
                .all(|&c| self.nodes[c as usize].proven == Some(m.opponent()))
        {
            Some(m.opponent())
        } else {
            None
        };
        self.nodes[node].proven = proven;
        proven.is_some()
    }

    /// The legal actions in a random order, with the scoring ones (and the
    /// claims that open one) last, so that they are tried first.
    fn untried_actions(&mut self, pos: &Position) -> Vec<Action> {
        let mut actions = pos.legal_actions();
        actions.shuffle(&mut self.rng);
        let mut back = actions.len();
        let mut i = 0;
        while i < back {
            if scores(pos, actions[i]) || claim_opens_score(pos, actions[i], &mut self.buf) {
                back -= 1;
                actions.swap(i, back);
            } else {
                i += 1;
            }
        }
        actions
    }

    /// The child of `node` with the highest UCT value, passing over the
    /// children proven lost for the player to move.
    fn select(&self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let lost = Some(parent.to_move.opponent());
        let log_n = f64::from(parent.visits.max(1)).ln();
        let mut best = parent.children[0] as usize;
        let mut best_value = f64::NEG_INFINITY;
        for &c in &parent.children {
            let child = &self.nodes[c as usize];
            if child.proven == lost {
                continue;
            }
            let visits = f64::from(child.visits.max(1));
            let value = child.reward / visits + EXPLORATION * (log_n / visits).sqrt();
            if value > best_value {
                best_value = value;
                best = c as usize;
            }
        }
        best
    }
}

fn mean(node: &Node) -> f64 {
    node.reward / f64::from(node.visits.max(1))
}

/// Finishes the game: a scoring move when there is one (a point, or the
/// sudden-death win), else a claim that opens one, else a uniformly random
/// action. Uniform playouts
/// almost never find the one winning move among a hundred, so they would
/// rate a position that hands the opponent a win as fine; taking the
/// obvious score costs little and makes the estimates far more honest.
fn playout(
    pos: &mut Position,
    rng: &mut FastRng,
    buf: &mut Vec<Action>,
    scratch: &mut Vec<Action>,
) {
    loop {
        pos.legal_actions_into(buf);
        if buf.is_empty() {
            return;
        }
        let action = match buf.iter().find(|&&a| scores(pos, a)) {
            Some(&a) => a,
            None => {
                let claim = buf
                    .iter()
                    .take_while(|a| matches!(a, Action::Claim(_)))
                    .find(|&&a| claim_opens_score(pos, a, scratch));
                match claim {
                    Some(&a) => a,
                    None => *buf.choose(rng).expect("not empty"),
                }
            }
        };
        pos.play_unchecked(action);
    }
}

/// Today's `hard` level: 10,000 iterations, a 200,000-position solver and
/// the two-second cap (which the arena leaves out).
pub(crate) const HARD_V1: SearchLimits = SearchLimits {
    iterations: 10_000,
    max_time: Some(Duration::from_secs(2)),
    solver_nodes: 200_000,
    rave: 0,
};
