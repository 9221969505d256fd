//! The position and the rules: who may move what, where it may land, LYNGK
//! chains, claims, passes, scoring and the end of the game.
//!
//! The hot path (`legal_actions_into`, `play_unchecked`) allocates nothing and
//! works on 64-bit occupancy masks; the explaining path (`check`) is slower and
//! says which rule an illegal action breaks.

use std::fmt;

use super::action::{Action, Move};
use super::error::IllegalAction;
use super::geometry::{Direction, POINT_COUNT, Point};
use super::masks::Masks;
use super::piece::{Color, Player, Stack};

/// The two ways to play.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Variant {
    /// The rulebook game: 5-stacks of your colour score and leave the board.
    #[default]
    Standard,
    /// Six-stack sudden death: completing a 6-stack of your colour wins.
    SixStack,
}

impl Variant {
    /// Every variant, the rulebook's first.
    pub const ALL: [Variant; 2] = [Variant::Standard, Variant::SixStack];

    /// The highest stack allowed, which also can't move or be landed on.
    #[must_use]
    pub const fn limit(self) -> usize {
        match self {
            Variant::Standard => 5,
            Variant::SixStack => 6,
        }
    }

    /// The notation name: `standard` or `sixstack`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::SixStack => "sixstack",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is not a variant's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseVariantError(pub String);

impl fmt::Display for ParseVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown variant '{}': use standard or sixstack", self.0)
    }
}

impl std::error::Error for ParseVariantError {}

impl std::str::FromStr for Variant {
    type Err = ParseVariantError;

    /// A variant by its notation name (`standard`, `sixstack`), in any
    /// case; `six-stack` is read as `sixstack`.
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let name = s.trim().to_ascii_lowercase();
        let name = if name == "six-stack" {
            "sixstack"
        } else {
            name.as_str()
        };
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| ParseVariantError(s.chars().take(20).collect()))
    }
}

/// The colours one player has claimed, in the order claimed (at most two).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Claims {
    len: u8,
    mask: u8,
    colors: [Option<Color>; 2],
}

impl Claims {
    /// How many colours are claimed.
    #[must_use]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether nothing is claimed yet.
    #[must_use]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The claimed colours, in order.
    pub fn iter(&self) -> impl Iterator<Item = Color> + '_ {
        self.colors.iter().flatten().copied()
    }

    /// Whether `color` is among them.
    #[must_use]
    pub const fn contains(&self, color: Color) -> bool {
        self.mask & color.mask() != 0
    }

    /// The colour mask (see [`Color::mask`]).
    #[must_use]
    pub const fn mask(&self) -> u8 {
        self.mask
    }

    /// Adds a claim; `false` (and no change) when two are claimed already or
    /// the colour is a joker or already in the list.
    pub fn push(&mut self, color: Color) -> bool {
        if self.len >= 2 || color == Color::Joker || self.contains(color) {
            return false;
        }
        self.colors[self.len as usize] = Some(color);
        self.len += 1;
        self.mask |= color.mask();
        true
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// This player won (on the tie-break vectors, or by sudden death).
    Win(Player),
    /// All tie-break numbers are equal.
    Draw,
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub const fn winner(self) -> Option<Player> {
        match self {
            Outcome::Win(p) => Some(p),
            Outcome::Draw => None,
        }
    }
}

/// A player's tie-break vector, compared lexicographically at the end.
///
/// Standard game: points (removed 5-stacks), then the 4-, 3-, 2-stacks and
/// single pieces on the board topped by the player's claimed colours.
/// Six-stack variant: 5-, 4-, 3-, 2-stacks and singles of the player's colours.
pub type Score = [u8; 5];

/// A complete game state.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) board: [Stack; POINT_COUNT],
    pub(crate) occupied: u64,
    pub(crate) claims: [Claims; 2],
    pub(crate) to_move: Player,
    pub(crate) claimed_this_turn: bool,
    pub(crate) points: [u8; 2],
    pub(crate) variant: Variant,
    pub(crate) sudden_death: Option<Player>,
    /// Sets of points derived from the board (see `masks`).
    pub(crate) masks: Masks,
}

/// The result of a search from one start point: the landing points, and for
/// the explaining path every point reached along a line and how.
struct Reach {
    targets: u64,
    seen: u64,
    parent: [u8; POINT_COUNT],
}

impl Position {
    /// A start position: these stacks, nothing claimed, player 1 to move.
    #[must_use]
    pub fn new(board: [Stack; POINT_COUNT], variant: Variant) -> Position {
        let mut occupied = 0;
        for p in Point::ALL {
            if !board[p.index()].is_empty() {
                occupied |= p.bit();
            }
        }
        Position {
            board,
            occupied,
            claims: [Claims::default(); 2],
            to_move: Player::One,
            claimed_this_turn: false,
            points: [0; 2],
            variant,
            sudden_death: None,
            masks: Masks::new(&board),
        }
    }

    /// The stack on `point` (empty when the point is).
    #[must_use]
    pub fn stack(&self, point: Point) -> Stack {
        self.board[point.index()]
    }

    /// All 43 points' stacks, in notation order.
    #[must_use]
    pub fn board(&self) -> &[Stack; POINT_COUNT] {
        &self.board
    }

    /// The mask of occupied points.
    #[must_use]
    pub fn occupied(&self) -> u64 {
        self.occupied
    }

    /// The colours `player` has claimed.
    #[must_use]
    pub fn claims(&self, player: Player) -> Claims {
        self.claims[player.index()]
    }

    /// Who owns `color`, if anybody.
    #[must_use]
    pub fn owner(&self, color: Color) -> Option<Player> {
        [Player::One, Player::Two]
            .into_iter()
            .find(|p| self.claims[p.index()].contains(color))
    }

    /// The colours nobody has claimed (jokers excluded).
    pub fn neutral_colors(&self) -> impl Iterator<Item = Color> + '_ {
        Color::CLAIMABLE
            .into_iter()
            .filter(|&c| self.owner(c).is_none())
    }

    /// The player whose turn it is.
    #[must_use]
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// Whether the player to move has claimed a colour in this turn already.
    #[must_use]
    pub fn claimed_this_turn(&self) -> bool {
        self.claimed_this_turn
    }

    /// The 5-stacks `player` has removed (always 0 in the six-stack variant).
    #[must_use]
    pub fn points(&self, player: Player) -> u8 {
        self.points[player.index()]
    }

    /// Which game this is.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The winner by sudden death (six-stack variant), if there is one.
    #[must_use]
    pub fn sudden_death_winner(&self) -> Option<Player> {
        self.sudden_death
    }

    /// Number of pieces on the board.
    #[must_use]
    pub fn piece_count(&self) -> usize {
        self.board.iter().map(|s| s.height()).sum()
    }

    // ----- move generation --------------------------------------------------

    /// Whether the stack on `from` may be moved by a player whose opponent
    /// owns the colours in `opp`.
    #[inline]
    pub(crate) fn movable(&self, from: Point, opp: u8) -> bool {
        let s = self.board[from.index()];
        let top = s.top_code();
        !s.is_empty()
            && top != Color::Joker as u32
            && opp & (1 << top) == 0
            && s.height() < self.variant.limit()
    }

    /// The landing points of the stack on `from` (assumed movable) for a
    /// player owning the colours in `own`, with every point reached along a
    /// line and the point it was reached from: the explaining path, which
    /// reads the rays themselves (the move generator reads `masks`, see
    /// [`Self::targets`]; the tests hold the two to the same answers).
    fn reach(&self, from: Point, own: u8, reach: &mut Reach) {
        let limit = self.variant.limit();
        let s = self.board[from.index()];
        let top = s.top_code();
        let occ = self.occupied & !from.bit();
        if own & (1 << top) == 0 {
            // Neutral top: straight lines only, onto stacks no higher.
            for d in Direction::ALL {
                if let Some(q) = from.first_occupied(d, occ) {
                    let t = self.board[q.index()];
                    reach.seen |= q.bit();
                    reach.parent[q.index()] = from.index() as u8;
                    if t.height() <= s.height() && t.accepts(s, limit) {
                        reach.targets |= q.bit();
                    }
                }
            }
            return;
        }
        // Own top: a breadth-first search over the LYNGK points. Which landing
        // points a chain reaches doesn't depend on the path taken (a used LYNGK
        // point only blocks lines, and every reachable LYNGK point has a path
        // without repeats), so one visited set for the whole search is exact.
        let mut queue = [from; 8];
        let (mut head, mut tail) = (0usize, 1usize);
        let mut linked = from.bit();
        while head < tail {
            let cur = queue[head];
            head += 1;
            for d in Direction::ALL {
                let Some(q) = cur.first_occupied(d, occ) else {
                    continue;
                };
                let t = self.board[q.index()];
                if reach.seen & q.bit() == 0 {
                    reach.seen |= q.bit();
                    reach.parent[q.index()] = cur.index() as u8;
                }
                if t.top_code() == top {
                    if linked & q.bit() == 0 && tail < queue.len() {
                        linked |= q.bit();
                        queue[tail] = q;
                        tail += 1;
                    }
                } else if t.accepts(s, limit) {
                    reach.targets |= q.bit();
                }
            }
        }
    }

    /// The points whose stacks may be moved by a player whose opponent owns
    /// the colours in `opp`: occupied, not topped by a joker or one of the
    /// opponent's colours, and not full.
    #[inline]
    pub(crate) fn movable_points(&self, opp: u8) -> u64 {
        let m = &self.masks;
        let mut blocked = m.topped[Color::Joker as usize] | m.of_height(self.variant.limit());
        let mut colors = opp;
        while colors != 0 {
            blocked |= m.topped[colors.trailing_zeros() as usize];
            colors &= colors - 1;
        }
        self.occupied & !blocked
    }

    /// The landing points of the stack on `from` (assumed movable): the hot
    /// path of move generation, on whole sets of points at once.
    #[inline(always)]
    pub(crate) fn targets(&self, from: Point, own: u8) -> u64 {
        let s = self.board[from.index()];
        if own & (1 << s.top_code()) != 0 {
            return self.chain_targets(from, s);
        }
        // Neutral top: the stacks it sees, no higher than itself, within the
        // limit together, with no colour twice.
        let h = s.height();
        let highest = if 2 * h <= self.variant.limit() {
            h
        } else {
            self.variant.limit().saturating_sub(h)
        };
        self.masks.sees[from.index()]
            & self.masks.at_most[highest]
            & !self.masks.holding_any(s.colors())
    }

    /// The landing points of the stack `s` on `from`, topped by one of the
    /// mover's colours: a breadth-first search over the LYNGK points, a
    /// whole layer at a time. Which landing points a chain reaches doesn't
    /// depend on the path taken (a used LYNGK point only blocks lines, and
    /// every reachable LYNGK point has a path without repeats), so one
    /// visited set for the whole search is exact: every stack seen from the
    /// start or from a LYNGK point is either a LYNGK point (topped by the
    /// same colour) or a landing point if it accepts the stack. The start
    /// counts as empty: a LYNGK point that sees it sees past it.
    #[inline(never)]
    fn chain_targets(&self, from: Point, s: Stack) -> u64 {
        let m = &self.masks;
        let limit = self.variant.limit();
        let f = from.index();
        let links = m.topped[s.top_code() as usize];
        let lands =
            !links & m.at_most[limit.saturating_sub(s.height())] & !m.holding_any(s.colors());
        let mut seen = m.sees[f];
        let mut linked = from.bit();
        let mut fresh = seen & links;
        while fresh != 0 {
            linked |= fresh;
            let mut layer = 0;
            while fresh != 0 {
                let q = Point::lowest(fresh);
                fresh &= fresh - 1;
                let sees = m.sees[q.index()];
                layer |= if sees & from.bit() == 0 {
                    sees
                } else {
                    (sees & !from.bit()) | (q.beyond(from) & m.sees[f])
                };
            }
            seen |= layer;
            fresh = layer & links & !linked;
        }
        seen & lands
    }

    /// The points the stack on `from` may land on this turn (empty when it
    /// may not move), as a mask of [`Point::bit`]s.
    #[must_use]
    pub fn targets_from(&self, from: Point) -> u64 {
        if self.sudden_death.is_some() {
            return 0;
        }
        let me = self.to_move.index();
        if !self.movable(from, self.claims[1 - me].mask) {
            return 0;
        }
        self.targets(from, self.claims[me].mask)
    }

    /// Whether a player owning `own` against `opp` has any move at all.
    fn any_move(&self, own: u8, opp: u8) -> bool {
        let mut bits = self.movable_points(opp);
        while bits != 0 {
            let from = Point::lowest(bits);
            bits &= bits - 1;
            if self.targets(from, own) != 0 {
                return true;
            }
        }
        false
    }

    /// Whether claiming the neutral colour `color` would give a player owning
    /// `own` a move with a stack topped by it.
    pub(crate) fn claim_gives_move(&self, color: Color, own: u8, opp: u8) -> bool {
        let own = own | color.mask();
        let mut bits = self.movable_points(opp) & self.masks.topped[color as usize];
        while bits != 0 {
            let from = Point::lowest(bits);
            bits &= bits - 1;
            if self.targets(from, own) != 0 {
                return true;
            }
        }
        false
    }

    /// Whether `player`, were it their turn (before any claim), would have a
    /// legal turn: a move, or a claim followed by a move.
    #[must_use]
    pub fn has_turn(&self, player: Player) -> bool {
        if self.sudden_death.is_some() {
            return false;
        }
        let own = self.claims[player.index()].mask;
        let opp = self.claims[player.opponent().index()].mask;
        if self.any_move(own, opp) {
            return true;
        }
        if self.to_move == player && self.claimed_this_turn {
            return false;
        }
        self.claims[player.index()].len() < 2
            && self
                .neutral_colors()
                .any(|c| self.claim_gives_move(c, own, opp))
    }

    /// Every legal action for the player to move, written into `out` (which
    /// is cleared first): claims, then moves by start and end point, or a
    /// single `pass`; nothing when the game is over. Moves come in canonical
    /// form (no LYNGK points spelt out).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.sudden_death.is_some() {
            return;
        }
        let me = self.to_move.index();
        let own = self.claims[me].mask;
        let opp = self.claims[1 - me].mask;
        let mut bits = self.movable_points(opp);
        while bits != 0 {
            let from = Point::lowest(bits);
            bits &= bits - 1;
            let mut targets = self.targets(from, own);
            while targets != 0 {
                let to = Point::lowest(targets);
                targets &= targets - 1;
                out.push(Action::Move(Move::new(from, to)));
            }
        }
        if !self.claimed_this_turn && self.claims[me].len() < 2 {
            // Claims come first in the list; with a move available every
            // neutral colour may be claimed, otherwise only those that give one.
            let moves = out.len();
            for c in Color::CLAIMABLE {
                if (own | opp) & c.mask() == 0 && (moves > 0 || self.claim_gives_move(c, own, opp))
                {
                    out.push(Action::Claim(c));
                }
            }
            out.rotate_left(moves);
        }
        if out.is_empty() && !self.claimed_this_turn && self.has_turn(self.to_move.opponent()) {
            out.push(Action::Pass);
        }
    }

    /// Every legal action for the player to move (see
    /// [`Position::legal_actions_into`]).
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut v = Vec::with_capacity(64);
        self.legal_actions_into(&mut v);
        v
    }

    /// Whether `action` is legal now. A move that spells out its LYNGK points
    /// is legal only if that chain is valid.
    #[must_use]
    pub fn is_legal(&self, action: &Action) -> bool {
        self.check(action).is_ok()
    }

    /// Whether `action` is legal now, and if not, which rule it breaks.
    ///
    /// # Errors
    /// The [`IllegalAction`] naming the broken rule.
    pub fn check(&self, action: &Action) -> Result<(), IllegalAction> {
        if self.sudden_death.is_some() {
            return Err(IllegalAction::GameOver);
        }
        let me = self.to_move;
        let own = self.claims[me.index()].mask;
        let opp = self.claims[me.opponent().index()].mask;
        match *action {
            Action::Claim(color) => {
                if self.claimed_this_turn {
                    return Err(IllegalAction::AlreadyClaimedThisTurn);
                }
                if color == Color::Joker {
                    return Err(IllegalAction::JokerNotClaimable);
                }
                if let Some(by) = self.owner(color) {
                    return Err(IllegalAction::ColorTaken {
                        color,
                        by,
                        mover: me,
                    });
                }
                if self.claims[me.index()].len() >= 2 {
                    return Err(IllegalAction::TwoClaimsAlready);
                }
                if !self.any_move(own, opp) && !self.claim_gives_move(color, own, opp) {
                    if self.is_over() {
                        return Err(IllegalAction::GameOver);
                    }
                    return Err(IllegalAction::ClaimWithoutMove { color });
                }
                Ok(())
            }
            Action::Pass => {
                if self.any_move(own, opp) {
                    return Err(IllegalAction::PassWithMove);
                }
                if self.has_turn(me) {
                    return Err(IllegalAction::PassWithClaim);
                }
                if !self.has_turn(me.opponent()) {
                    return Err(IllegalAction::GameOver);
                }
                Ok(())
            }
            Action::Move(m) => {
                let result = self.check_move(&m, own, opp);
                if result.is_err() && self.is_over() {
                    return Err(IllegalAction::GameOver);
                }
                result
            }
        }
    }

    fn check_move(&self, m: &Move, own: u8, opp: u8) -> Result<(), IllegalAction> {
        let limit = self.variant.limit();
        let (from, to) = (m.from, m.to);
        let s = self.board[from.index()];
        let Some(top) = s.top() else {
            return Err(IllegalAction::EmptyStart { point: from });
        };
        if top == Color::Joker {
            return Err(IllegalAction::JokerCannotMove { point: from });
        }
        if opp & top.mask() != 0 {
            return Err(IllegalAction::OpponentsStack {
                point: from,
                color: top,
            });
        }
        if s.height() >= limit {
            return Err(IllegalAction::FullStackCannotMove { point: from, limit });
        }
        if from == to {
            return Err(IllegalAction::SamePoint { point: from });
        }
        let t = self.board[to.index()];
        if t.is_empty() {
            return Err(IllegalAction::EmptyTarget { point: to });
        }
        let is_own = own & top.mask() != 0;
        let occ = self.occupied & !from.bit();
        if !m.via().is_empty() {
            if !is_own {
                return Err(IllegalAction::ChainNeedsOwnColor { point: from });
            }
            let mut cur = from;
            let mut used = 0u64;
            for &v in m.via() {
                if !self.first_on_line(cur, v, occ) {
                    return Err(IllegalAction::NotOnLine { from: cur, to: v });
                }
                if self.board[v.index()].top() != Some(top) {
                    return Err(IllegalAction::NotLyngkPoint {
                        point: v,
                        color: top,
                    });
                }
                if used & v.bit() != 0 {
                    return Err(IllegalAction::LyngkPointTwice { point: v });
                }
                used |= v.bit();
                cur = v;
            }
            if !self.first_on_line(cur, to, occ) {
                return Err(IllegalAction::NotOnLine { from: cur, to });
            }
            return self.landing(s, is_own, to);
        }
        let mut reach = Reach {
            targets: 0,
            seen: 0,
            parent: [0; POINT_COUNT],
        };
        self.reach(from, if is_own { top.mask() } else { 0 }, &mut reach);
        if reach.targets & to.bit() != 0 {
            return Ok(());
        }
        if reach.seen & to.bit() != 0 {
            self.landing(s, is_own, to)?;
        }
        Err(IllegalAction::Unreachable {
            from,
            to,
            own: is_own,
        })
    }

    fn first_on_line(&self, from: Point, to: Point, occ: u64) -> bool {
        from.direction_to(to)
            .is_some_and(|d| from.first_occupied(d, occ) == Some(to))
    }

    /// Whether the stack `s` may land on `to` once it got there.
    fn landing(&self, s: Stack, is_own: bool, to: Point) -> Result<(), IllegalAction> {
        let limit = self.variant.limit();
        let t = self.board[to.index()];
        if t.height() >= limit {
            return Err(IllegalAction::FullTarget { point: to, limit });
        }
        if s.height() + t.height() > limit {
            return Err(IllegalAction::TooHigh {
                height: s.height() + t.height(),
                limit,
            });
        }
        let twice = s.colors() & t.colors();
        if twice != 0 {
            let color = Color::CLAIMABLE[twice.trailing_zeros() as usize];
            return Err(IllegalAction::ColorTwice { color });
        }
        if !is_own && t.height() > s.height() {
            return Err(IllegalAction::NeutralTooLow {
                from_height: s.height(),
                to,
                to_height: t.height(),
            });
        }
        Ok(())
    }

    /// For a legal move, one concrete path: the start, each LYNGK point in
    /// order, the end. A move that spells out its LYNGK points gets exactly
    /// those. `None` when the move is illegal.
    #[must_use]
    pub fn lyngk_path(&self, m: &Move) -> Option<Vec<Point>> {
        self.check(&Action::Move(*m)).ok()?;
        if !m.via().is_empty() {
            let mut path = vec![m.from];
            path.extend_from_slice(m.via());
            path.push(m.to);
            return Some(path);
        }
        let own = self.claims[self.to_move.index()].mask;
        let mut reach = Reach {
            targets: 0,
            seen: 0,
            parent: [0; POINT_COUNT],
        };
        self.reach(m.from, own, &mut reach);
        let mut path = vec![m.to];
        let mut cur = m.to;
        while cur != m.from && path.len() <= POINT_COUNT {
            cur = Point::from_index(usize::from(reach.parent[cur.index()]))?;
            path.push(cur);
        }
        path.reverse();
        Some(path)
    }

    // ----- playing ----------------------------------------------------------

    /// Plays `action` if it is legal.
    ///
    /// # Errors
    /// The [`IllegalAction`] naming the broken rule; the position is then
    /// unchanged.
    pub fn play(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.check(&action)?;
        self.play_unchecked(action);
        Ok(())
    }

    /// Plays `action` without checking it. Playing an illegal action leaves
    /// the position in an unspecified (but memory-safe) state.
    pub fn play_unchecked(&mut self, action: Action) {
        let me = self.to_move;
        match action {
            Action::Claim(color) => {
                self.claims[me.index()].push(color);
                self.claimed_this_turn = true;
                return;
            }
            Action::Pass => {}
            Action::Move(m) => {
                let s = self.board[m.from.index()];
                let under = self.board[m.to.index()];
                let combined = under.stacked_unchecked(s);
                self.board[m.from.index()] = Stack::EMPTY;
                self.occupied &= !m.from.bit();
                self.masks.empty(m.from, s);
                let scores = combined.height() == self.variant.limit()
                    && self.claims[me.index()].mask & (1 << s.top_code()) != 0;
                match (scores, self.variant) {
                    (true, Variant::Standard) => {
                        self.board[m.to.index()] = Stack::EMPTY;
                        self.occupied &= !m.to.bit();
                        self.masks.empty(m.to, under);
                        self.points[me.index()] += 1;
                    }
                    (true, Variant::SixStack) => {
                        self.board[m.to.index()] = combined;
                        self.masks.stack_onto(m.to, under, s, combined);
                        self.sudden_death = Some(me);
                    }
                    (false, _) => {
                        self.board[m.to.index()] = combined;
                        self.masks.stack_onto(m.to, under, s, combined);
                    }
                }
            }
        }
        self.to_move = me.opponent();
        self.claimed_this_turn = false;
    }

    /// Plays the passes the rules force: while the game goes on and the
    /// player to move has no legal turn, that player passes. Returns who
    /// passed, in order (empty when the player to move can play).
    pub fn play_forced_passes(&mut self) -> Vec<Player> {
        let mut passed = Vec::new();
        while !self.is_over() && !self.has_turn(self.to_move) {
            passed.push(self.to_move);
            self.play_unchecked(Action::Pass);
        }
        passed
    }

    // ----- the end ----------------------------------------------------------

    /// Whether the game is over: a sudden-death win, or neither player has a
    /// legal turn.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.sudden_death.is_some()
            || (!self.has_turn(self.to_move) && !self.has_turn(self.to_move.opponent()))
    }

    /// The tie-break vector of `player` (see [`Score`]).
    #[must_use]
    pub fn score(&self, player: Player) -> Score {
        let own = self.claims[player.index()].mask;
        let mut by_height = [0u8; 7];
        for s in self.board {
            if !s.is_empty() && own & (1 << s.top_code()) != 0 {
                by_height[s.height()] += 1;
            }
        }
        match self.variant {
            Variant::Standard => [
                self.points[player.index()],
                by_height[4],
                by_height[3],
                by_height[2],
                by_height[1],
            ],
            Variant::SixStack => [
                by_height[5],
                by_height[4],
                by_height[3],
                by_height[2],
                by_height[1],
            ],
        }
    }

    /// The result, once the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(p) = self.sudden_death {
            return Some(Outcome::Win(p));
        }
        if !self.is_over() {
            return None;
        }
        let (a, b) = (self.score(Player::One), self.score(Player::Two));
        Some(match a.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::Win(Player::One),
            std::cmp::Ordering::Less => Outcome::Win(Player::Two),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::FastRng;
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;

    #[test]
    fn forced_passes_are_exactly_the_lone_pass_actions() {
        let mut seen_passes = 0;
        for seed in 0..200 {
            let variant = if seed % 2 == 0 {
                Variant::Standard
            } else {
                Variant::SixStack
            };
            let mut pos = Position::random_start(seed, variant);
            let mut rng = FastRng::seed_from_u64(seed);
            while !pos.is_over() {
                let mut forced = pos.clone();
                let passed = forced.play_forced_passes();
                // The same as passing while a pass is the only legal action.
                let mut expected = pos.clone();
                let mut who = Vec::new();
                while expected.legal_actions() == [Action::Pass] {
                    who.push(expected.to_move());
                    expected.play(Action::Pass).unwrap();
                }
                assert_eq!(passed, who, "{pos}");
                assert_eq!(forced, expected);
                assert!(forced.is_over() || forced.has_turn(forced.to_move()));
                seen_passes += passed.len();
                let Some(&a) = forced.legal_actions().choose(&mut rng) else {
                    break;
                };
                pos = forced;
                pos.play(a).unwrap();
            }
        }
        assert!(seen_passes > 0, "some playout makes a player pass");
    }
}
