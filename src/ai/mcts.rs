//! Monte Carlo tree search with the UCT selection rule (Kocsis and
//! Szepesvári, 2006). Each iteration walks down the tree from the root,
//! adds one new node, finishes the game with a fast random playout, and
//! credits every node on the path with the result from the point of view of
//! the player who chose that node's action (win 1, draw ½, loss 0): the end
//! is decided by comparing tie-break vectors, so margins mean nothing and
//! only the result counts. Playouts are the engine's random play plus one
//! rule: a move that scores at once is always taken. Claims are actions of
//! their own, so a claim node's children belong to the same player.
//!
//! The tree also proves results (the MCTS-Solver idea of Winands, Björnsson
//! and Saito, 2008): a finished game is a proven win for its winner; a node
//! is a proven win for the player to move when one child is, and a proven
//! loss when every child is. Proven losses are never selected again, so a
//! move that hands the opponent a forced win is dropped after a few
//! iterations instead of being averaged with lucky playouts.
//!
//! Around the search: a lone legal action (a forced claim or a pass) is
//! played at once, an immediate sudden-death win is taken at once, and near
//! the end of the game the exact solver decides when it can prove a win or
//! a draw.

use std::time::{Duration, Instant};

use crate::engine::{Action, FastRng, Outcome, POINT_COUNT, Player, Position, Variant};
use rand::SeedableRng;
use rand::seq::SliceRandom;

use super::fast;
use super::solver::{self, DRAW};
use super::tactics::{claim_opens_score, heights_fit, scores};

/// The exploration constant of UCT; rewards lie in `[0, 1]`.
const EXPLORATION: f64 = 0.6;

/// The RAVE parameter of the levels that use it and of `rave:N`.
pub const RAVE: u32 = 300;

/// The exploration constant with RAVE, whose all-moves-as-first means
/// already spread the visits: against plain UCT at about equal time
/// (`rave:2000` against `uct:2400`, 60 games each) it scored 48% with the
/// plain search's 0.6, 77% with 0.3 and 82% with 0.15.
const RAVE_EXPLORATION: f64 = 0.15;

/// How many iterations pass between two looks at the clock.
const CLOCK_EVERY: u32 = 64;

/// How long a search may go on.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct SearchLimits {
    /// Tree-search iterations (one playout each).
    pub iterations: u32,
    /// An optional wall-time bound; when it is hit the search stops early
    /// and its result no longer depends on the seed alone.
    pub max_time: Option<Duration>,
    /// Positions the endgame solver may visit before it gives up (0: off).
    pub solver_nodes: u64,
    /// The RAVE equivalence parameter (0: off): after how many visits of
    /// an action its own mean and its all-moves-as-first mean weigh about
    /// the same in the selection (see [`Tree::select`]).
    pub rave: u32,
}

impl SearchLimits {
    /// A pure tree search of `iterations` iterations, with no solver and no
    /// clock.
    #[must_use]
    pub const fn iterations(iterations: u32) -> SearchLimits {
        SearchLimits {
            iterations,
            max_time: None,
            solver_nodes: 0,
            rave: 0,
        }
    }

    /// These limits at `1/divisor` of the effort: the iterations (at least
    /// one) and the solver's budget divided, the clock unchanged.
    #[must_use]
    pub const fn scaled(self, divisor: u32) -> SearchLimits {
        let d = if divisor == 0 { 1 } else { divisor };
        let iterations = self.iterations / d;
        SearchLimits {
            iterations: if iterations == 0 { 1 } else { iterations },
            max_time: self.max_time,
            solver_nodes: self.solver_nodes / d as u64,
            rave: self.rave,
        }
    }
}

/// The search behind each chance of the post-game analysis: iterations only
/// (no clock), so an analysis is the same on every machine.
pub const ANALYSIS_LIMITS: SearchLimits = SearchLimits {
    iterations: 800,
    max_time: None,
    solver_nodes: 20_000,
    rave: 0,
};

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
    /// All-moves-as-first statistics of `action`: the iterations through
    /// the parent in which `mover` played it anywhere later, and their
    /// rewards for `mover`.
    amaf_visits: u32,
    amaf_reward: f64,
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
            amaf_visits: 0,
            amaf_reward: 0.0,
            proven: None,
        }
    }
}

/// Distinct keys of actions for the all-moves-as-first tables: a move by
/// its start and end point, a claim by its colour, a pass.
const ACTION_KEYS: usize = POINT_COUNT * POINT_COUNT + 8;

fn action_key(action: Action) -> usize {
    match action {
        Action::Move(m) => m.from.index() * POINT_COUNT + m.to.index(),
        Action::Claim(c) => POINT_COUNT * POINT_COUNT + c as usize,
        Action::Pass => POINT_COUNT * POINT_COUNT + 7,
    }
}

/// The action chosen in `position` within `limits`, or `None` when the game
/// is over. Deterministic for a seed unless the wall-time bound is hit.
#[must_use]
pub fn search(position: &Position, limits: &SearchLimits, seed: u64) -> Option<Action> {
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
    if let Some((action, value)) = solver::worth_trying(position)
        .then(|| solver::solve(position, limits.solver_nodes))
        .flatten()
    {
        // A proven loss is left to the search: against a fallible opponent
        // its choice keeps more chances than an arbitrary losing move.
        if value >= DRAW {
            return Some(action);
        }
    }
    Some(Tree::new(position, seed).with_rave(limits.rave).run(limits))
}

/// How a position stands as the search sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Assessment {
    /// The chance that player 1 wins, from 0 to 1 (a draw counts half):
    /// exact for a finished game and for what the endgame solver proves,
    /// otherwise the search's estimate seen from both sides (see
    /// [`assess`]).
    pub chance: f64,
    /// The action the search would play, `None` when the game is over.
    pub best: Option<Action>,
}

/// Assesses `position` within `limits`: player 1's winning chance and the
/// action the search prefers. Deterministic for a seed unless the wall-time
/// bound is hit.
///
/// A short search overrates whoever is to move: its chosen move is the best
/// of a hundred against random replies, so the mean result of that move
/// is far above what it is worth against an opponent who searches too
/// (measured over self-play of `normal` against `normal` with 800
/// iterations: about 80% for the mover in the opening, where the games are
/// even). The bias is about the same at either player's turn, so the chance
/// here is the mean of two views: the mover's, by a search of this
/// position, and the opponent's, by a search of the position after the
/// whole turn the first search prefers (a claim and the move it would
/// play after it). Where either view is exact (a finished game, a proof),
/// the exact value is used alone.
#[must_use]
pub fn assess(position: &Position, limits: &SearchLimits, seed: u64) -> Assessment {
    assess_exact(position, limits, seed).0
}

/// [`assess`], and whether its chance is exact: the game is over or a
/// search proved the result.
pub(crate) fn assess_exact(
    position: &Position,
    limits: &SearchLimits,
    seed: u64,
) -> (Assessment, bool) {
    let me = position.to_move();
    let for_one = |p: Player, c: f64| if p == Player::One { c } else { 1.0 - c };
    let mine = view(position, limits, seed);
    let Some(best) = mine.best else {
        let a = Assessment {
            chance: for_one(me, mine.chance),
            best: None,
        };
        return (a, true);
    };
    if mine.exact {
        let a = Assessment {
            chance: for_one(me, mine.chance),
            best: Some(best),
        };
        return (a, true);
    }
    let mut next = position.clone();
    next.play_unchecked(best);
    if next.to_move() == me && !next.is_over() {
        let then = mine
            .follow_up
            .or_else(|| search(&next, limits, seed ^ 0x005E_C04D));
        if let Some(m) = then {
            next.play_unchecked(m);
        }
    }
    let theirs = view(&next, limits, seed ^ 0x7E11_0715);
    let chance = if theirs.exact {
        for_one(next.to_move(), theirs.chance)
    } else {
        0.5 * (for_one(me, mine.chance) + for_one(next.to_move(), theirs.chance))
    };
    let a = Assessment {
        chance,
        best: Some(best),
    };
    (a, theirs.exact)
}

/// One search's view of a position.
struct View {
    /// The chance of the player to move (a draw counting half).
    chance: f64,
    /// Whether it is exact: the game is over, or the result is proven.
    exact: bool,
    /// The preferred action, `None` when the game is over.
    best: Option<Action>,
    /// When `best` is a claim, the move the tree would play after it.
    follow_up: Option<Action>,
}

fn view(pos: &Position, limits: &SearchLimits, seed: u64) -> View {
    if let Some(outcome) = pos.outcome() {
        let chance = match outcome {
            Outcome::Win(p) if p == pos.to_move() => 1.0,
            Outcome::Win(_) => 0.0,
            Outcome::Draw => 0.5,
        };
        return View {
            chance,
            exact: true,
            best: None,
            follow_up: None,
        };
    }
    if let Some((action, value)) = solver::worth_trying(pos)
        .then(|| solver::solve(pos, limits.solver_nodes))
        .flatten()
    {
        return View {
            chance: f64::from(value) / f64::from(solver::WIN),
            exact: true,
            best: Some(action),
            follow_up: None,
        };
    }
    let mut tree = Tree::new(pos, seed).with_rave(limits.rave);
    tree.grow(limits);
    let best = tree.best_action();
    View {
        chance: tree.root_chance(best),
        exact: tree.nodes[0].proven.is_some(),
        best: Some(best),
        follow_up: tree.follow_up(best),
    }
}

struct Tree<'a> {
    root: &'a Position,
    nodes: Vec<Node>,
    rng: FastRng,
    /// The RAVE parameter, 0 when off.
    rave: f64,
    /// This iteration's path from the root and the actions played after
    /// it (tree and playout) with their players, for RAVE.
    path: Vec<usize>,
    played: Vec<(Action, Player)>,
    /// `seen[p][key] == generation`: player `p` played that action in this
    /// iteration at or after the node being updated.
    seen: [Vec<u32>; 2],
    generation: u32,
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
            rave: 0.0,
            path: Vec::new(),
            played: Vec::new(),
            seen: [Vec::new(), Vec::new()],
            generation: 0,
        }
    }

    /// Turns on RAVE with parameter `k` (0: off).
    fn with_rave(mut self, k: u32) -> Tree<'a> {
        self.rave = f64::from(k);
        if k > 0 {
            self.seen = [vec![0; ACTION_KEYS], vec![0; ACTION_KEYS]];
        }
        self
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

    /// The most visited action after the root action `first` (the move that
    /// follows a claim), if the tree went there.
    fn follow_up(&self, first: Action) -> Option<Action> {
        let node = self.nodes[0]
            .children
            .iter()
            .map(|&c| &self.nodes[c as usize])
            .find(|n| n.action == first)?;
        node.children
            .iter()
            .map(|&c| &self.nodes[c as usize])
            .max_by_key(|n| n.visits)
            .map(|n| n.action)
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
        let rave = self.rave > 0.0;
        let mut pos = self.root.clone();
        let mut node = 0usize;
        if rave {
            self.path.clear();
            self.played.clear();
            self.path.push(0);
        }
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
                if rave {
                    self.played.push((action, mover));
                    self.path.push(node);
                }
                break;
            }
            if self.nodes[node].children.is_empty() {
                break; // the game is over here
            }
            node = self.select(node);
            let action = self.nodes[node].action;
            if rave {
                self.played.push((action, pos.to_move()));
                self.path.push(node);
            }
            pos.play_unchecked(action);
        }
        let winner = match self.nodes[node].proven {
            Some(p) => Some(p),
            None => {
                if rave {
                    while let Some(action) = fast::playout_action(&pos, &mut self.rng) {
                        self.played.push((action, pos.to_move()));
                        pos.play_unchecked(action);
                    }
                } else {
                    playout(&mut pos, &mut self.rng);
                }
                pos.outcome().and_then(Outcome::winner)
            }
        };
        if rave {
            self.update_amaf(winner);
        }
        let mut newly_proven = self.nodes[node].proven.is_some();
        loop {
            let n = &mut self.nodes[node];
            n.visits += 1;
            n.reward += reward(winner, n.mover);
            if n.parent == u32::MAX {
                break;
            }
            node = n.parent as usize;
            if newly_proven {
                newly_proven = self.prove(node);
            }
        }
    }

    /// Credits the all-moves-as-first statistics along this iteration's
    /// path: at each node, every child whose action its mover played at
    /// that point or later in the iteration.
    fn update_amaf(&mut self, winner: Option<Player>) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            for seen in &mut self.seen {
                seen.fill(0);
            }
            self.generation = 1;
        }
        let depth = self.path.len() - 1; // tree actions on the path
        for &(action, p) in &self.played[depth..] {
            self.seen[p.index()][action_key(action)] = self.generation;
        }
        for d in (0..depth + 1).rev() {
            if d < depth {
                let (action, p) = self.played[d];
                self.seen[p.index()][action_key(action)] = self.generation;
            }
            let node = self.path[d];
            let me = self.nodes[node].to_move.index();
            let credit = reward(winner, self.nodes[node].to_move);
            for i in 0..self.nodes[node].children.len() {
                let c = self.nodes[node].children[i] as usize;
                if self.seen[me][action_key(self.nodes[c].action)] == self.generation {
                    let child = &mut self.nodes[c];
                    child.amaf_visits += 1;
                    child.amaf_reward += credit;
                }
            }
        }
    }

    /// Whether the player to move can win by sudden death this turn (with a
    /// claim first if need be). Without this, the winning reply would wait
    /// until every other reply had been tried once before the tree saw it.
    fn wins_at_once(&mut self, pos: &Position) -> bool {
        pos.variant() == Variant::SixStack && fast::tactics(pos).any()
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
        let t = fast::tactics(pos);
        // A claim counts when a score follows it this turn: its own colour's,
        // or (heights allowing) one the mover had anyway.
        let urgent = |a: Action| match a {
            Action::Claim(c) => t.opening & c.mask() != 0 || (t.direct && heights_fit(pos, c)),
            _ => t.direct && scores(pos, a),
        };
        let mut back = actions.len();
        let mut i = 0;
        while i < back {
            if urgent(actions[i]) {
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
    /// With RAVE, a child's mean is blended with its all-moves-as-first
    /// mean, weighted `β = sqrt(k / (3n + k))` (Gelly and Silver, 2007): the
    /// first visits lean on how the action fared anywhere later in the
    /// iterations, the later ones on its own results.
    fn select(&self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let lost = Some(parent.to_move.opponent());
        let log_n = f64::from(parent.visits.max(1)).ln();
        let exploration = if self.rave > 0.0 {
            RAVE_EXPLORATION
        } else {
            EXPLORATION
        };
        let mut best = parent.children[0] as usize;
        let mut best_value = f64::NEG_INFINITY;
        for &c in &parent.children {
            let child = &self.nodes[c as usize];
            if child.proven == lost {
                continue;
            }
            let visits = f64::from(child.visits.max(1));
            let mut q = child.reward / visits;
            if self.rave > 0.0 && child.amaf_visits > 0 {
                let beta = (self.rave / (3.0 * visits + self.rave)).sqrt();
                let amaf = child.amaf_reward / f64::from(child.amaf_visits);
                q = (1.0 - beta) * q + beta * amaf;
            }
            let value = q + exploration * (log_n / visits).sqrt();
            if value > best_value {
                best_value = value;
                best = c as usize;
            }
        }
        best
    }
}

/// The reward of a result for `p`: win 1, draw ½, loss 0.
fn reward(winner: Option<Player>, p: Player) -> f64 {
    match winner {
        Some(w) if w == p => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

fn mean(node: &Node) -> f64 {
    node.reward / f64::from(node.visits.max(1))
}

/// Finishes the game: a scoring move when there is one (a point, or the
/// sudden-death win), else a claim that opens one, else a uniformly random
/// action (see `fast`). Uniform playouts almost never find the one winning
/// move among a hundred, so they would rate a position that hands the
/// opponent a win as fine; taking the obvious score costs little and makes
/// the estimates far more honest.
fn playout(pos: &mut Position, rng: &mut FastRng) {
    while let Some(action) = fast::playout_action(pos, rng) {
        pos.play_unchecked(action);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;

    const LIMITS: SearchLimits = SearchLimits {
        iterations: 300,
        max_time: None,
        solver_nodes: 5_000,
        rave: 0,
    };

    /// A random game of `variant` from `seed`, every position of it.
    fn random_game(seed: u64, variant: Variant) -> Vec<Position> {
        let mut rng = FastRng::seed_from_u64(seed);
        let mut pos = Position::random_start(seed, variant);
        let mut all = vec![pos.clone()];
        while !pos.is_over() {
            let a = *pos.legal_actions().choose(&mut rng).expect("not over");
            pos.play_unchecked(a);
            all.push(pos.clone());
        }
        all
    }

    #[test]
    fn a_finished_game_is_assessed_exactly() {
        for variant in Variant::ALL {
            let end = random_game(3, variant).pop().unwrap();
            let a = assess(&end, &LIMITS, 1);
            let expected = match end.outcome().unwrap() {
                Outcome::Win(Player::One) => 1.0,
                Outcome::Win(Player::Two) => 0.0,
                Outcome::Draw => 0.5,
            };
            assert_eq!(
                a,
                Assessment {
                    chance: expected,
                    best: None
                }
            );
        }
    }

    /// Twelve turns from a start, each the whole turn the search prefers,
    /// and player 1's chance before each by `estimate`.
    fn along_the_preferred_line(
        seed: u64,
        estimate: impl Fn(&Position, u64) -> Assessment,
    ) -> (Vec<f64>, Vec<Player>) {
        let mut pos = Position::random_start(seed, Variant::Standard);
        let (mut chances, mut movers) = (Vec::new(), Vec::new());
        for turn in 0..12u64 {
            let a = estimate(&pos, seed ^ turn);
            assert!((0.0..=1.0).contains(&a.chance), "{a:?}");
            chances.push(a.chance);
            movers.push(pos.to_move());
            let me = pos.to_move();
            pos.play_unchecked(a.best.expect("not over"));
            while pos.to_move() == me && !pos.is_over() {
                let m = search(&pos, &ANALYSIS_LIMITS, turn).expect("a move");
                pos.play_unchecked(m);
            }
        }
        (chances, movers)
    }

    /// The mean size of the changes, and the mean change after each
    /// player's turns, in points.
    fn movement(chances: &[f64], movers: &[Player]) -> (f64, [f64; 2]) {
        let deltas: Vec<f64> = chances.windows(2).map(|w| 100.0 * (w[1] - w[0])).collect();
        let size = deltas.iter().map(|d| d.abs()).sum::<f64>() / deltas.len() as f64;
        let mut after = [(0.0, 0.0); 2];
        for (d, p) in deltas.iter().zip(movers) {
            after[p.index()].0 += d;
            after[p.index()].1 += 1.0;
        }
        (size, after.map(|(sum, n)| sum / n))
    }

    #[test]
    fn the_chance_holds_along_the_preferred_moves_and_the_mover_gets_no_bonus() {
        // Playing the move the search prefers keeps the chance where it
        // was, whichever side moved: the estimate neither rises nor falls
        // with who is to move. The former estimate (the mean of the best
        // root child) fails the same check by a wide margin: each side's
        // own turns cost it about 35 points of its chance.
        let seed = 6;
        let (chances, movers) =
            along_the_preferred_line(seed, |p, s| assess(p, &ANALYSIS_LIMITS, s));
        let (size, after) = movement(&chances, &movers);
        assert!(size <= 12.0, "moves {size:.1} points a turn: {chances:?}");
        for bonus in after {
            assert!(bonus.abs() <= 8.0, "{after:?}: {chances:?}");
        }
        let (old, old_movers) = along_the_preferred_line(seed, |p, s| {
            super::super::v1::assess(p, &ANALYSIS_LIMITS, s)
        });
        let (old_size, old_after) = movement(&old, &old_movers);
        // Player 1's chance fell after player 1's turns, rose after player 2's.
        assert!(old_size > 20.0, "{old:?}");
        assert!(old_after[0] < -15.0 && old_after[1] > 15.0, "{old_after:?}");
        // And a seed fixes every figure.
        let again = along_the_preferred_line(seed, |p, s| assess(p, &ANALYSIS_LIMITS, s));
        assert_eq!(again.0, chances);
    }

    #[test]
    fn a_proven_endgame_reads_the_same_from_either_side() {
        // Near the end the solver proves the result: the chance is 0, ½ or
        // 1 for player 1 whoever is to move.
        let game = random_game(8, Variant::Standard);
        let late = &game[game.len() - 3];
        let a = assess(late, &LIMITS, 2);
        assert!([0.0, 0.5, 1.0].contains(&a.chance), "{a:?}");
        let (_, value) = solver::solve(late, LIMITS.solver_nodes).expect("proven");
        let for_mover = f64::from(value) / f64::from(solver::WIN);
        let expected = match late.to_move() {
            Player::One => for_mover,
            Player::Two => 1.0 - for_mover,
        };
        assert_eq!(a.chance, expected);
    }
}
