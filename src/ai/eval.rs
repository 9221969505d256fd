//! The position evaluation of the post-game analysis: a logistic model of
//! player 1's winning chance over a few features of the position and the
//! analysis's own search, learned from self-play.
//!
//! The search alone (random playouts from the middle game) says about 50%
//! until the endgame solver starts proving results: random play from a
//! middle-game position wins about as often for either side whatever the
//! position. What decides a game between players who search is visible
//! earlier on the board: the points already scored, the stacks by height
//! topped by each player's claimed colours (the tie-break order of the
//! rules), the claimed colours, the mobility and the stacks that can be
//! completed next. The model weighs these together with the search's
//! chance (as a log-odds), and its weights are fitted by maximum likelihood
//! to the results of `normal` against `normal` self-play games
//! (`lyngk train-eval`, seeds far from those the calibration measures on).
//!
//! Exact values (a finished game, a proof) are never replaced: the model
//! is only asked where the search could not prove anything.
//!
//! A candidate, measured by `lyngk calibrate` beside the analysis: the
//! service does not use it. Trained on 120 games, it scored worse than the
//! search alone on the held-out games of the calibration (Brier 0.247
//! against 0.226 over the first two thirds, `docs/dev/analysis.md`).
//!
//! Pure like the rest of `ai`: no I/O here; the command that writes the
//! weights file is in `cli`.

use std::fmt::Write as _;
use std::sync::LazyLock;

use crate::engine::{Player, Point, Position, Variant};

use super::calibrate::{SelfPlayGame, in_parallel, self_play_game};
use super::mcts::{ANALYSIS_LIMITS, Assessment, assess_exact};

/// How many features the model reads (the first is the constant 1).
pub const FEATURES: usize = 14;

/// The names of the features, in order (the weights file's columns).
pub const FEATURE_NAMES: [&str; FEATURES] = [
    "bias",
    "to_move",
    "search_logit",
    "search_logit_x_phase",
    "points",
    "tops_1",
    "tops_2",
    "tops_3",
    "tops_4",
    "tops_5",
    "claims",
    "mobility",
    "threats",
    "threats_of_mover",
];

/// The search's chance is clamped to this distance from 0 and 1 before its
/// log-odds is taken: an unproven 100% is not a certainty.
const CLAMP: f64 = 0.02;

/// The shipped weights, as `lyngk train-eval` writes them.
const SHIPPED: &str = include_str!("eval_weights.txt");

/// The model's weights, one per feature, of the standard game. The
/// six-stack variant has none: fitted on the 40 games the machine's budget
/// allowed, its model scored worse than a coin on held-out games, so its
/// analysis keeps the search's chance.
#[derive(Clone, PartialEq, Debug)]
pub struct Weights {
    /// The standard game's weights, one per feature.
    pub standard: [f64; FEATURES],
}

impl Weights {
    /// Reads a weights file: a line `standard w0 w1 …`, comments after `#`.
    ///
    /// # Errors
    /// A message naming what is missing or malformed.
    pub fn parse(text: &str) -> Result<Weights, String> {
        let mut standard = None;
        for line in text.lines() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let mut words = line.split_whitespace();
            let name = words.next().unwrap_or("");
            let values: Vec<f64> = words
                .map(|w| w.parse::<f64>().map_err(|e| format!("'{w}': {e}")))
                .collect::<Result<_, _>>()?;
            let values: [f64; FEATURES] = values
                .try_into()
                .map_err(|v: Vec<f64>| format!("{name}: {} weights, not {FEATURES}", v.len()))?;
            match name {
                "standard" => standard = Some(values),
                other => return Err(format!("no model for '{other}'")),
            }
        }
        Ok(Weights {
            standard: standard.ok_or("no standard weights")?,
        })
    }

    /// The weights shipped with the program.
    ///
    /// # Panics
    /// When the shipped file is malformed (a test reads it).
    #[must_use]
    pub fn shipped() -> &'static Weights {
        static WEIGHTS: LazyLock<Weights> =
            LazyLock::new(|| Weights::parse(SHIPPED).expect("the shipped weights parse"));
        &WEIGHTS
    }

    /// Player 1's chance in `position` (a standard game) given the
    /// search's chance for player 1 there.
    #[must_use]
    pub fn chance(&self, position: &Position, search_chance: f64) -> f64 {
        let x = features(position, search_chance);
        logistic(dot(&self.standard, &x))
    }
}

fn dot(w: &[f64; FEATURES], x: &[f64; FEATURES]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

fn logistic(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

fn logit(p: f64) -> f64 {
    let p = p.clamp(CLAMP, 1.0 - CLAMP);
    (p / (1.0 - p)).ln()
}

/// What the features count for one player.
#[derive(Default)]
struct Side {
    /// Stacks topped by the player's claimed colours, by height (1–5).
    tops: [f64; 5],
    /// Legal moves if it were the player's turn (claims aside).
    moves: f64,
    /// The player's stacks that could be completed by one move.
    threats: f64,
}

fn side(pos: &Position, p: Player) -> Side {
    let own = pos.claims(p).mask();
    let opp = pos.claims(p.opponent()).mask();
    let board = pos.board();
    let limit = pos.variant().limit();
    let mut heights = [0u64; 8];
    for point in Point::ALL {
        let h = board[point.index()].height();
        if h > 0 {
            heights[h] |= point.bit();
        }
    }
    let mut s = Side::default();
    for point in Point::ALL {
        let stack = board[point.index()];
        let Some(top) = stack.top() else { continue };
        let mine = own & top.mask() != 0;
        if mine && (1..=5).contains(&stack.height()) {
            s.tops[stack.height() - 1] += 1.0;
        }
        if !pos.movable(point, opp) {
            continue;
        }
        let targets = pos.targets(point, own);
        s.moves += f64::from(targets.count_ones());
        if mine && targets & heights[limit - stack.height()] != 0 {
            s.threats += 1.0;
        }
    }
    s
}

/// The features of `position` for player 1, given the search's chance for
/// player 1 there: each a difference between the players (player 1's count
/// minus player 2's) except the constant, the side to move (+1 for player
/// 1) and the search's log-odds.
#[must_use]
pub fn features(position: &Position, search_chance: f64) -> [f64; FEATURES] {
    let one = side(position, Player::One);
    let two = side(position, Player::Two);
    let mover = match position.to_move() {
        Player::One => 1.0,
        Player::Two => -1.0,
    };
    // 0 at the start (43 pieces on 43 points), towards 1 as stacks form.
    let phase = 1.0 - f64::from(position.occupied().count_ones()) / 43.0;
    let search = logit(search_chance);
    let diff = |a: f64, b: f64| a - b;
    let points = f64::from(position.points(Player::One)) - f64::from(position.points(Player::Two));
    let claims =
        position.claims(Player::One).len() as f64 - position.claims(Player::Two).len() as f64;
    let mover_threats = match position.to_move() {
        Player::One => one.threats,
        Player::Two => -two.threats,
    };
    [
        1.0,
        mover,
        search,
        search * phase,
        points,
        diff(one.tops[0], two.tops[0]),
        diff(one.tops[1], two.tops[1]),
        diff(one.tops[2], two.tops[2]),
        diff(one.tops[3], two.tops[3]),
        diff(one.tops[4], two.tops[4]),
        claims,
        diff(one.moves, two.moves) / 50.0,
        diff(one.threats, two.threats),
        mover_threats,
    ]
}

/// The candidate assessment of `position`: the search of
/// [`ANALYSIS_LIMITS`] seen from both sides (see [`super::assess`]), its
/// chance kept where it is exact (and in the six-stack variant, see
/// [`Weights`]) and otherwise weighed by the shipped model with the
/// position's features. Deterministic for a seed.
#[must_use]
pub fn analyse(position: &Position, seed: u64) -> Assessment {
    analyse_with_search(position, seed).0
}

/// [`analyse`], and the chance of its search alone (the analysis's chance
/// before the evaluation weighed it), for the calibration.
#[must_use]
pub fn analyse_with_search(position: &Position, seed: u64) -> (Assessment, f64) {
    let (searched, exact) = assess_exact(position, &ANALYSIS_LIMITS, seed);
    if exact || position.variant() != Variant::Standard {
        return (searched, searched.chance);
    }
    let weighed = Assessment {
        chance: Weights::shipped().chance(position, searched.chance),
        best: searched.best,
    };
    (weighed, searched.chance)
}

/// One training example: the features of a position and player 1's result
/// in its game.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Sample {
    /// The features.
    pub x: [f64; FEATURES],
    /// Player 1's result: 1, ½ or 0.
    pub y: f64,
}

/// A position of a self-play game as the training reads it: the position,
/// the search's chance for player 1 there and player 1's result.
#[derive(Clone, PartialEq, Debug)]
pub struct Record {
    /// The position after a turn.
    pub position: Position,
    /// The chance of the analysis's search (not exact).
    pub search: f64,
    /// Player 1's result in the game: 1, ½ or 0.
    pub result: f64,
}

impl Record {
    /// The training example of this record.
    #[must_use]
    pub fn sample(&self) -> Sample {
        Sample {
            x: features(&self.position, self.search),
            y: self.result,
        }
    }
}

/// The records of one game: every position after a turn whose search is
/// not exact, searched as the analysis searches it (seeded by the game's
/// seed and the position's index).
#[must_use]
pub fn records_of(game: &SelfPlayGame) -> Vec<Record> {
    game.positions
        .iter()
        .enumerate()
        .filter_map(|(k, pos)| {
            let (a, exact) = assess_exact(pos, &ANALYSIS_LIMITS, game.seed ^ k as u64);
            (!exact).then(|| Record {
                position: pos.clone(),
                search: a.chance,
                result: game.result,
            })
        })
        .collect()
}

/// The training records of `games` self-play games of `normal` against
/// `normal` from the start seeds `seed`, `seed + 1`, … in `variant`, on
/// `jobs` threads, grouped by game (in game order, whatever `jobs`).
#[must_use]
pub fn training_records(games: u32, seed: u64, variant: Variant, jobs: usize) -> Vec<Vec<Record>> {
    in_parallel(games as usize, jobs, |g| {
        records_of(&self_play_game(seed.wrapping_add(g as u64), variant))
    })
}

/// The L2 penalty of the fit (not on the constant): a light one, so that a
/// feature that hardly ever differs from 0 gets no wild weight.
pub const L2: f64 = 1.0;

/// The weights that maximise the likelihood of `samples` (logistic
/// regression with an L2 penalty of [`L2`] on every weight but the
/// constant's), by Newton's method from zero. Deterministic.
// Matrix arithmetic reads best with indices.
#[allow(clippy::needless_range_loop)]
#[must_use]
pub fn fit(samples: &[Sample]) -> [f64; FEATURES] {
    let mut w = [0.0; FEATURES];
    for _ in 0..50 {
        let mut grad = [0.0; FEATURES];
        let mut hess = [[0.0; FEATURES]; FEATURES];
        for s in samples {
            let p = logistic(dot(&w, &s.x));
            let r = p - s.y;
            let v = (p * (1.0 - p)).max(1e-9);
            for i in 0..FEATURES {
                grad[i] += r * s.x[i];
                for j in 0..=i {
                    hess[i][j] += v * s.x[i] * s.x[j];
                }
            }
        }
        for i in 0..FEATURES {
            for j in 0..i {
                hess[j][i] = hess[i][j];
            }
            if i > 0 {
                grad[i] += L2 * w[i];
                hess[i][i] += L2;
            }
        }
        let step = solve(hess, grad);
        let mut largest: f64 = 0.0;
        for i in 0..FEATURES {
            w[i] -= step[i];
            largest = largest.max(step[i].abs());
        }
        if largest < 1e-10 {
            break;
        }
    }
    w
}

/// Solves `a · x = b` by Gaussian elimination with partial pivoting (`a` is
/// symmetric positive definite here, thanks to the penalty).
#[allow(clippy::needless_range_loop)]
fn solve(mut a: [[f64; FEATURES]; FEATURES], mut b: [f64; FEATURES]) -> [f64; FEATURES] {
    for col in 0..FEATURES {
        let pivot = (col..FEATURES)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let d = a[col][col];
        if d.abs() < 1e-300 {
            continue;
        }
        for row in col + 1..FEATURES {
            let f = a[row][col] / d;
            if f != 0.0 {
                for k in col..FEATURES {
                    a[row][k] -= f * a[col][k];
                }
                b[row] -= f * b[col];
            }
        }
    }
    let mut x = [0.0; FEATURES];
    for row in (0..FEATURES).rev() {
        let mut sum = b[row];
        for k in row + 1..FEATURES {
            sum -= a[row][k] * x[k];
        }
        x[row] = if a[row][row].abs() < 1e-300 {
            0.0
        } else {
            sum / a[row][row]
        };
    }
    x
}

/// The mean log-loss and Brier score of `w` on `samples`.
#[must_use]
pub fn scores(w: &[f64; FEATURES], samples: &[Sample]) -> (f64, f64) {
    let (mut loss, mut brier) = (0.0, 0.0);
    for s in samples {
        let p = logistic(dot(w, &s.x)).clamp(1e-12, 1.0 - 1e-12);
        loss -= s.y * p.ln() + (1.0 - s.y) * (1.0 - p).ln();
        brier += (p - s.y).powi(2);
    }
    let n = samples.len().max(1) as f64;
    (loss / n, brier / n)
}

/// One variant's weights as a line of the weights file. `{:?}` prints the
/// shortest text that reads back as the same number.
#[must_use]
pub fn weights_line(variant: Variant, w: &[f64; FEATURES]) -> String {
    let mut line = variant.name().to_owned();
    for v in w {
        let _ = write!(line, " {v:?}");
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_weights_parse_and_read_the_board() {
        let w = Weights::shipped();
        assert!(w.standard.iter().all(|v| v.is_finite()));
        // A point up is worth more than a point down, the search's chance
        // counts in its own direction.
        let s = &w.standard;
        assert!(s[4] > 0.0 && s[2] > 0.0, "{s:?}");
        let text = format!("# a comment\n{}\n", weights_line(Variant::Standard, s));
        assert_eq!(Weights::parse(&text).as_ref(), Ok(w));
        assert!(Weights::parse("standard 1 2").is_err());
        assert!(Weights::parse(&weights_line(Variant::SixStack, s)).is_err());
    }

    #[test]
    fn the_six_stack_analysis_is_the_search() {
        let pos = Position::random_start(5, Variant::SixStack);
        let (analysis, search) = analyse_with_search(&pos, 3);
        assert_eq!(analysis, assess_exact(&pos, &ANALYSIS_LIMITS, 3).0);
        assert_eq!(analysis.chance, search);
    }

    #[test]
    fn the_features_are_the_same_seen_from_the_other_side() {
        // Player 1's features after a few turns, and the same counted by
        // hand for one of them.
        let mut pos = Position::random_start(4, Variant::Standard);
        let mut rng = <crate::engine::FastRng as rand::SeedableRng>::seed_from_u64(4);
        for _ in 0..16 {
            let a = pos.random_action(&mut rng).expect("not over");
            pos.play_unchecked(a);
        }
        let x = features(&pos, 0.5);
        assert_eq!(x[0], 1.0);
        assert_eq!(x[2], 0.0, "an even search is 0 in log-odds");
        let tops = |p: Player| {
            pos.board()
                .iter()
                .filter(|s| s.top().is_some_and(|c| pos.claims(p).contains(c)))
                .count() as f64
        };
        let counted: f64 = x[5..10].iter().sum();
        assert_eq!(counted, tops(Player::One) - tops(Player::Two));
        // The search's log-odds is symmetric.
        let (hi, lo) = (features(&pos, 0.8), features(&pos, 0.2));
        assert!((hi[2] + lo[2]).abs() < 1e-12);
    }

    #[test]
    fn the_analysis_is_the_same_for_a_seed_and_keeps_what_is_exact() {
        let game = self_play_game(77, Variant::Standard);
        let seed = 31;
        let once: Vec<Assessment> = game
            .positions
            .iter()
            .enumerate()
            .map(|(k, p)| analyse(p, seed ^ k as u64))
            .collect();
        let again: Vec<Assessment> = game
            .positions
            .iter()
            .enumerate()
            .map(|(k, p)| analyse(p, seed ^ k as u64))
            .collect();
        assert_eq!(once, again);
        // The finished game is read exactly; the opening is the model's.
        let last = once.last().expect("positions");
        assert_eq!(last.chance, game.result);
        let (searched, exact) = assess_exact(&game.positions[2], &ANALYSIS_LIMITS, seed ^ 2);
        assert!(!exact);
        assert_eq!(
            once[2].chance,
            Weights::shipped().chance(&game.positions[2], searched.chance)
        );
        assert_eq!(once[2].best, searched.best);
    }

    #[test]
    fn the_fit_finds_the_weights_that_made_the_data() {
        // Results drawn from a known model over two features: the fit
        // recovers its weights.
        let truth = [0.3, 1.2, -0.8];
        let mut rng = <crate::engine::FastRng as rand::SeedableRng>::seed_from_u64(9);
        let mut samples = Vec::new();
        for _ in 0..20_000 {
            let mut x = [0.0; FEATURES];
            x[0] = 1.0;
            x[1] = rand::RngExt::random_range(&mut rng, -2.0..2.0);
            x[2] = rand::RngExt::random_range(&mut rng, -2.0..2.0);
            let p = logistic(truth[0] + truth[1] * x[1] + truth[2] * x[2]);
            let y = if rand::RngExt::random_range(&mut rng, 0.0..1.0) < p {
                1.0
            } else {
                0.0
            };
            samples.push(Sample { x, y });
        }
        let w = fit(&samples);
        for i in 0..3 {
            assert!((w[i] - truth[i]).abs() < 0.1, "{w:?}");
        }
        assert!(w[3..].iter().all(|&v| v == 0.0), "{w:?}");
        let (loss, brier) = scores(&w, &samples);
        assert!(loss < std::f64::consts::LN_2 && brier < 0.25);
    }
}
