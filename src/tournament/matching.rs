//! Maximum-weight matching on a complete graph: Edmonds' blossom algorithm in
//! its primal–dual form (Galil, "Efficient algorithms for finding maximum
//! matching in graphs", 1986), O(n³) on a dense weight matrix.
//!
//! The Swiss pairing asks for the perfect matching of least total cost. With
//! every weight `w(u, v) = big − cost(u, v)` positive, a maximum-weight
//! matching of a complete graph with an even number of vertices is perfect
//! (two single vertices could always be matched for more weight), and among
//! perfect matchings, which all have the same number of edges, the heaviest is
//! the cheapest. That is why [`min_cost_perfect`] needs no separate
//! "maximum cardinality" mode.
//!
//! Vertex duals are kept doubled (`dual[v] = 2·u(v)`), so that with integer
//! weights every quantity stays an integer and the result is exact.

// The algorithm is about vertex numbers and a weight matrix: indices read
// as the mathematics does.
#![allow(clippy::needless_range_loop)]

/// Sentinel for "no vertex" in the 1-based arrays below.
const NONE: usize = 0;

/// The cheapest perfect matching of `n` vertices (`n` even) whose pair costs
/// are `cost(u, v)` (`u < v`, both below `n`, costs not negative): `mate[v]`
/// is `v`'s partner. Deterministic: the same costs give the same matching.
///
/// Memory: the weights of the real pairs once (`n²` numbers), and the edges
/// between vertices and blossoms as the two real vertices that carry them
/// (eight bytes each, `(2n+1)²`), about 55 MB for 1,024 vertices.
///
/// # Panics
/// If `n` is odd, if a cost is negative, or past 2³⁰ vertices.
pub fn min_cost_perfect(n: usize, cost: impl Fn(usize, usize) -> i128) -> Vec<usize> {
    assert!(
        n.is_multiple_of(2),
        "a perfect matching needs an even count"
    );
    assert!(n < 1 << 30, "vertex numbers fit in 31 bits");
    if n == 0 {
        return Vec::new();
    }
    // The costs, then in place the weights: every weight is at least 1 so
    // that "no edge" (weight 0) stays apart for the blossoms' borrowed edges.
    let mut weight = vec![0i128; n * n];
    let mut highest = 0;
    for u in 0..n {
        for v in u + 1..n {
            let c = cost(u, v);
            assert!(c >= 0, "costs are not negative");
            weight[u * n + v] = c;
            weight[v * n + u] = c;
            highest = highest.max(c);
        }
    }
    let big = highest + 1;
    for u in 0..n {
        for v in 0..n {
            if u != v {
                weight[u * n + v] = big - weight[u * n + v];
            }
        }
    }
    let mut m = Blossom::new(n, weight);
    m.solve();
    (1..=n).map(|v| m.mate[v] - 1).collect()
}

/// An edge between two outermost blossoms (or vertices), as the real
/// vertices `u`, `v` that carry it; the top bit of `v` marks a slot holding
/// no edge (weight 0), its numbers kept as they were.
#[derive(Clone, Copy)]
struct Edge {
    u: u32,
    v: u32,
}

// The edge table is the solver's memory: eight bytes an entry.
const _: () = assert!(std::mem::size_of::<Edge>() == 8);

impl Edge {
    const NO_EDGE: u32 = 1 << 31;

    fn new(u: usize, v: usize, live: bool) -> Self {
        let (u, v) = (u as u32, v as u32);
        Self {
            u,
            v: if live { v } else { v | Self::NO_EDGE },
        }
    }

    fn u(self) -> usize {
        self.u as usize
    }

    fn v(self) -> usize {
        (self.v & !Self::NO_EDGE) as usize
    }

    fn live(self) -> bool {
        self.v & Self::NO_EDGE == 0
    }

    fn cut(self) -> Self {
        Self {
            u: self.u,
            v: self.v | Self::NO_EDGE,
        }
    }
}

/// The labels of the search forest.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Label {
    /// Not in the forest.
    Free,
    /// Outer (even distance from a single vertex).
    Outer,
    /// Inner (odd distance).
    Inner,
}

/// The solver's state. Vertices are `1..=n`; blossoms get the numbers
/// `n+1..=2n`; `0` means none.
struct Blossom {
    n: usize,
    /// `2n + 1`: the side of the edge table.
    size: usize,
    /// Highest number in use (vertices and blossoms).
    top: usize,
    /// `weight[(u-1)·n + (v-1)]`: the weight of the real vertices `u`, `v`
    /// (0 when `u = v`).
    weight: Vec<i128>,
    /// `g[a·size + b]`: the edge between (the blossoms or vertices) `a` and
    /// `b`.
    g: Vec<Edge>,
    /// Doubled duals: of vertices, and of blossoms.
    dual: Vec<i128>,
    /// `mate[b]`: the real vertex matched to `b`, or `NONE`.
    mate: Vec<usize>,
    /// The least-slack edge into `b` from an outer vertex (its outer end).
    slack: Vec<usize>,
    /// That edge's doubled slack, kept up to date through the duals'
    /// changes (read only while `slack[b]` is not `NONE`).
    slack_value: Vec<i128>,
    /// The outermost blossom containing `v`.
    top_of: Vec<usize>,
    /// The real vertex through which an inner blossom was reached.
    parent: Vec<usize>,
    label: Vec<Label>,
    /// Children of a blossom, starting with its base, around the cycle.
    children: Vec<Vec<usize>>,
    /// `held[(b-n-1)·(n+1) + v]`: the child of the blossom `b` holding the
    /// real vertex `v`, or `NONE` (a vertex holds only itself).
    held: Vec<u32>,
    visit: Vec<u64>,
    visit_mark: u64,
    queue: std::collections::VecDeque<usize>,
}

impl Blossom {
    fn new(n: usize, weight: Vec<i128>) -> Self {
        let size = 2 * n + 1;
        let mut g = Vec::with_capacity(size * size);
        for u in 0..size {
            for v in 0..size {
                let real = (1..=n).contains(&u) && (1..=n).contains(&v) && u != v;
                g.push(Edge::new(u, v, real));
            }
        }
        Self {
            n,
            size,
            top: n,
            weight,
            g,
            dual: vec![0; size],
            mate: vec![NONE; size],
            slack: vec![NONE; size],
            slack_value: vec![0; size],
            top_of: (0..size).map(|b| if b <= n { b } else { NONE }).collect(),
            parent: vec![NONE; size],
            label: vec![Label::Free; size],
            children: vec![Vec::new(); size],
            held: vec![NONE as u32; n * (n + 1)],
            visit: vec![0; size],
            visit_mark: 0,
            queue: std::collections::VecDeque::new(),
        }
    }

    fn g(&self, a: usize, b: usize) -> Edge {
        self.g[a * self.size + b]
    }

    fn set_g(&mut self, a: usize, b: usize, e: Edge) {
        self.g[a * self.size + b] = e;
    }

    /// The weight of an edge (0 for no edge).
    fn w(&self, e: Edge) -> i128 {
        if e.live() {
            self.weight[(e.u() - 1) * self.n + e.v() - 1]
        } else {
            0
        }
    }

    /// The child of `b` that holds the real vertex `v`, or `NONE`.
    fn holder(&self, b: usize, v: usize) -> usize {
        if b <= self.n {
            if b == v { b } else { NONE }
        } else {
            self.held[(b - self.n - 1) * (self.n + 1) + v] as usize
        }
    }

    fn set_holder(&mut self, b: usize, v: usize, child: usize) {
        self.held[(b - self.n - 1) * (self.n + 1) + v] = child as u32;
    }

    /// Twice the slack of an edge between outermost blossoms.
    fn slack_of(&self, e: Edge) -> i128 {
        self.dual[e.u()] + self.dual[e.v()] - 2 * self.w(e)
    }

    fn offer_slack(&mut self, u: usize, b: usize) {
        self.offer(u, b, self.slack_of(self.g(u, b)));
    }

    /// Offers the edge `g(u, b)`, whose doubled slack is `slack`, as `b`'s
    /// least-slack edge.
    fn offer(&mut self, u: usize, b: usize, slack: i128) {
        if self.slack[b] == NONE || slack < self.slack_value[b] {
            self.slack[b] = u;
            self.slack_value[b] = slack;
        }
    }

    fn reset_slack(&mut self, b: usize) {
        self.slack[b] = NONE;
        for u in 1..=self.n {
            if self.g(u, b).live()
                && self.top_of[u] != b
                && self.label[self.top_of[u]] == Label::Outer
            {
                self.offer_slack(u, b);
            }
        }
    }

    fn push(&mut self, b: usize) {
        if b <= self.n {
            self.queue.push_back(b);
        } else {
            for i in 0..self.children[b].len() {
                let c = self.children[b][i];
                self.push(c);
            }
        }
    }

    fn set_top(&mut self, b: usize, top: usize) {
        self.top_of[b] = top;
        if b > self.n {
            for i in 0..self.children[b].len() {
                let c = self.children[b][i];
                self.set_top(c, top);
            }
        }
    }

    /// The position of child `c` in blossom `b`, after turning the cycle
    /// round if needed so that the even-length way to the base is forward.
    fn even_position(&mut self, b: usize, c: usize) -> usize {
        let kids = &mut self.children[b];
        let at = kids
            .iter()
            .position(|&x| x == c)
            .expect("a child of the blossom");
        if at % 2 == 1 {
            kids[1..].reverse();
            kids.len() - at
        } else {
            at
        }
    }

    /// Matches `b`'s base side towards `to` along the edge `g(b, to)`,
    /// rearranging the blossom's inside so that it stays a valid blossom.
    fn match_to(&mut self, b: usize, to: usize) {
        let e = self.g(b, to);
        self.mate[b] = e.v();
        if b > self.n {
            let inner = self.holder(b, e.u());
            let at = self.even_position(b, inner);
            for i in 0..at {
                let (x, y) = (self.children[b][i], self.children[b][i ^ 1]);
                self.match_to(x, y);
            }
            self.match_to(inner, to);
            self.children[b].rotate_left(at);
        }
    }

    fn augment(&mut self, mut u: usize, mut v: usize) {
        loop {
            let next = self.top_of[self.mate[u]];
            self.match_to(u, v);
            if next == NONE {
                return;
            }
            let back = self.top_of[self.parent[next]];
            self.match_to(next, back);
            u = back;
            v = next;
        }
    }

    /// The common base of the two trees' paths from `u` and `v`, or `NONE`
    /// when they lie in different trees (an augmenting path).
    fn common_base(&mut self, mut u: usize, mut v: usize) -> usize {
        self.visit_mark += 1;
        while u != NONE || v != NONE {
            if u != NONE {
                if self.visit[u] == self.visit_mark {
                    return u;
                }
                self.visit[u] = self.visit_mark;
                u = self.top_of[self.mate[u]];
                if u != NONE {
                    u = self.top_of[self.parent[u]];
                }
            }
            std::mem::swap(&mut u, &mut v);
        }
        NONE
    }

    fn add_blossom(&mut self, u: usize, base: usize, v: usize) {
        let mut b = self.n + 1;
        while b <= self.top && self.top_of[b] != NONE {
            b += 1;
        }
        if b > self.top {
            self.top += 1;
        }
        self.dual[b] = 0;
        self.label[b] = Label::Outer;
        self.mate[b] = self.mate[base];
        let mut kids = vec![base];
        let mut x = u;
        while x != base {
            let y = self.top_of[self.mate[x]];
            kids.push(x);
            kids.push(y);
            self.push(y);
            x = self.top_of[self.parent[y]];
        }
        kids[1..].reverse();
        let mut x = v;
        while x != base {
            let y = self.top_of[self.mate[x]];
            kids.push(x);
            kids.push(y);
            self.push(y);
            x = self.top_of[self.parent[y]];
        }
        self.children[b] = kids;
        self.set_top(b, b);
        for x in 1..=self.top {
            self.set_g(b, x, self.g(b, x).cut());
            self.set_g(x, b, self.g(x, b).cut());
        }
        for x in 1..=self.n {
            self.set_holder(b, x, NONE);
        }
        for i in 0..self.children[b].len() {
            let c = self.children[b][i];
            for x in 1..=self.top {
                if !self.g(b, x).live() || self.slack_of(self.g(c, x)) < self.slack_of(self.g(b, x))
                {
                    self.set_g(b, x, self.g(c, x));
                    self.set_g(x, b, self.g(x, c));
                }
            }
            for x in 1..=self.n {
                if self.holder(c, x) != NONE {
                    self.set_holder(b, x, c);
                }
            }
        }
        self.reset_slack(b);
    }

    /// Opens an inner blossom whose dual reached zero.
    fn expand(&mut self, b: usize) {
        for i in 0..self.children[b].len() {
            let c = self.children[b][i];
            self.set_top(c, c);
        }
        let entry = self.holder(b, self.g(b, self.parent[b]).u());
        let at = self.even_position(b, entry);
        for i in (0..at).step_by(2) {
            let (x, y) = (self.children[b][i], self.children[b][i + 1]);
            self.parent[x] = self.g(y, x).u();
            self.label[x] = Label::Inner;
            self.label[y] = Label::Outer;
            self.slack[x] = NONE;
            self.reset_slack(y);
            self.push(y);
        }
        self.label[entry] = Label::Inner;
        self.parent[entry] = self.parent[b];
        for i in at + 1..self.children[b].len() {
            let c = self.children[b][i];
            self.label[c] = Label::Free;
            self.reset_slack(c);
        }
        self.top_of[b] = NONE;
    }

    /// Follows a tight edge from an outer vertex; true when it augmented.
    fn follow(&mut self, e: Edge) -> bool {
        let (u, v) = (self.top_of[e.u()], self.top_of[e.v()]);
        match self.label[v] {
            Label::Free => {
                self.parent[v] = e.u();
                self.label[v] = Label::Inner;
                let w = self.top_of[self.mate[v]];
                self.slack[v] = NONE;
                self.slack[w] = NONE;
                self.label[w] = Label::Outer;
                self.push(w);
                false
            }
            Label::Outer => {
                let base = self.common_base(u, v);
                if base == NONE {
                    self.augment(u, v);
                    self.augment(v, u);
                    true
                } else {
                    self.add_blossom(u, base, v);
                    false
                }
            }
            Label::Inner => false,
        }
    }

    /// One stage: grows the forest until an augmenting path is found (true)
    /// or no augmentation can add weight (false).
    fn stage(&mut self) -> bool {
        for x in 1..=self.top {
            self.label[x] = Label::Free;
            self.slack[x] = NONE;
        }
        self.queue.clear();
        for x in 1..=self.top {
            if self.top_of[x] == x && self.mate[x] == NONE {
                self.parent[x] = NONE;
                self.label[x] = Label::Outer;
                self.push(x);
            }
        }
        if self.queue.is_empty() {
            return false;
        }
        loop {
            while let Some(u) = self.queue.pop_front() {
                if self.label[self.top_of[u]] == Label::Inner {
                    continue;
                }
                for v in 1..=self.n {
                    let b = self.top_of[v];
                    if self.g(u, v).live() && self.top_of[u] != b {
                        let slack = self.slack_of(self.g(u, v));
                        if slack == 0 {
                            if self.follow(self.g(u, v)) {
                                return true;
                            }
                        } else if b == v {
                            // A vertex alone: `g(u, b)` is this very edge.
                            self.offer(u, b, slack);
                        } else {
                            self.offer_slack(u, b);
                        }
                    }
                }
            }
            let mut d = i128::MAX;
            for b in self.n + 1..=self.top {
                if self.top_of[b] == b && self.label[b] == Label::Inner {
                    d = d.min(self.dual[b] / 2);
                }
            }
            for x in 1..=self.top {
                if self.top_of[x] == x && self.slack[x] != NONE {
                    let s = self.slack_value[x];
                    match self.label[x] {
                        Label::Free => d = d.min(s),
                        Label::Outer => d = d.min(s / 2),
                        Label::Inner => {}
                    }
                }
            }
            for u in 1..=self.n {
                match self.label[self.top_of[u]] {
                    Label::Outer => {
                        if self.dual[u] <= d {
                            return false;
                        }
                        self.dual[u] -= d;
                    }
                    Label::Inner => self.dual[u] += d,
                    Label::Free => {}
                }
            }
            for b in self.n + 1..=self.top {
                if self.top_of[b] == b {
                    match self.label[b] {
                        Label::Outer => self.dual[b] += 2 * d,
                        Label::Inner => self.dual[b] -= 2 * d,
                        Label::Free => {}
                    }
                }
            }
            // A least-slack edge runs from an outer vertex (its dual down
            // by d) to a vertex of `x`, whose dual moved with `x`'s label.
            for x in 1..=self.top {
                if self.top_of[x] == x && self.slack[x] != NONE {
                    self.slack_value[x] += match self.label[x] {
                        Label::Outer => -2 * d,
                        Label::Inner => 0,
                        Label::Free => -d,
                    };
                    debug_assert_eq!(self.slack_value[x], self.slack_of(self.g(self.slack[x], x)));
                }
            }
            self.queue.clear();
            for x in 1..=self.top {
                let s = self.slack[x];
                if self.top_of[x] == x
                    && s != NONE
                    && self.top_of[s] != x
                    && self.slack_value[x] == 0
                    && self.follow(self.g(s, x))
                {
                    return true;
                }
            }
            for b in self.n + 1..=self.top {
                if self.top_of[b] == b && self.label[b] == Label::Inner && self.dual[b] == 0 {
                    self.expand(b);
                }
            }
        }
    }

    fn solve(&mut self) {
        let highest = self.weight.iter().copied().max().unwrap_or(0);
        // Doubled duals start at the highest weight: every slack is then
        // 2·(highest − w) ≥ 0.
        for u in 1..=self.n {
            self.dual[u] = highest;
        }
        while self.stage() {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The cheapest perfect matching's cost by dynamic programming over the
    /// subsets of vertices: exact, for small `n`.
    fn brute(n: usize, cost: &[Vec<i128>]) -> i128 {
        let full = (1usize << n) - 1;
        let mut best = vec![i128::MAX; 1 << n];
        best[0] = 0;
        for mask in 0..=full {
            if best[mask] == i128::MAX || mask == full {
                continue;
            }
            let u = (!mask).trailing_zeros() as usize;
            for v in u + 1..n {
                if mask & (1 << v) == 0 {
                    let next = mask | 1 << u | 1 << v;
                    best[next] = best[next].min(best[mask] + cost[u][v]);
                }
            }
        }
        best[full]
    }

    fn check(n: usize, seed: u64, spread: u64) {
        // A small xorshift keeps the test free of a generator dependency.
        let mut s = seed | 1;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        let mut cost = vec![vec![0i128; n]; n];
        for u in 0..n {
            for v in u + 1..n {
                let c = i128::from(next() % spread);
                cost[u][v] = c;
                cost[v][u] = c;
            }
        }
        let mate = min_cost_perfect(n, |u, v| cost[u][v]);
        for v in 0..n {
            assert_ne!(mate[v], v);
            assert_eq!(mate[mate[v]], v, "a matching");
        }
        let total: i128 = (0..n)
            .filter(|&v| v < mate[v])
            .map(|v| cost[v][mate[v]])
            .sum();
        assert_eq!(total, brute(n, &cost), "n={n} seed={seed} spread={spread}");
    }

    #[test]
    fn the_matching_is_as_cheap_as_the_exhaustive_search() {
        for n in (2..=14).step_by(2) {
            for seed in 1..60 {
                // Few distinct costs (many ties, as in score groups) and many.
                check(n, seed * 7919 + n as u64, 4);
                check(n, seed * 104_729 + n as u64, 1_000_000);
            }
        }
    }

    #[test]
    fn huge_weights_stay_exact() {
        for seed in 1..20 {
            let n = 12;
            let mut cost = vec![vec![0i128; n]; n];
            for u in 0..n {
                for v in u + 1..n {
                    let c = i128::from(((u * 31 + v * 17) as u64 * seed) % 5) << 70;
                    cost[u][v] = c + i128::from((u + v) as u64 % 3);
                    cost[v][u] = cost[u][v];
                }
            }
            let mate = min_cost_perfect(n, |u, v| cost[u][v]);
            let total: i128 = (0..n)
                .filter(|&v| v < mate[v])
                .map(|v| cost[v][mate[v]])
                .sum();
            assert_eq!(total, brute(n, &cost));
        }
    }

    #[test]
    fn no_vertices_no_pairs() {
        assert!(min_cost_perfect(0, |_, _| 0).is_empty());
        assert_eq!(min_cost_perfect(2, |_, _| 5), vec![1, 0]);
    }
}
