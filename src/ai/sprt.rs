//! The statistics of a match: the Elo difference a score stands for, with
//! its 95% interval, and the sequential probability ratio test that stops a
//! match as soon as the games played decide between two Elo differences.
//!
//! The test is the generalised SPRT on win/draw/loss counts that chess
//! engine testing uses (fishtest's trinomial `LLR_logistic`): each game is a
//! result of 0, ½ or 1; under each hypothesis the result's distribution is
//! the maximum-likelihood one among those whose mean is the score that the
//! hypothesis's logistic Elo gives, so draws need no model of their own. The
//! log-likelihood ratio of the two is compared with Wald's bounds
//! `ln(β/(1−α))` and `ln((1−β)/α)`.
//!
//! Pure arithmetic: no I/O, nothing outside the standard library.

use std::fmt;

/// The score a logistic Elo difference gives: `1 / (1 + 10^(−elo/400))`.
#[must_use]
pub fn score_of_elo(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The logistic Elo difference of a score in `(0, 1)`; ±infinity at 1 and 0.
#[must_use]
pub fn elo_of_score(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// Win, draw and loss counts of one side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Results {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Results {
    /// Games played.
    #[must_use]
    pub const fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins plus half the draws, over the games (½ before any game).
    #[must_use]
    pub fn score(&self) -> f64 {
        if self.games() == 0 {
            return 0.5;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games())
    }

    /// The variance of one game's result (0, ½ or 1) around the score.
    fn variance(&self) -> f64 {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n
    }

    /// The Elo difference of the score and its 95% interval, from the normal
    /// approximation of the mean result (as engine testers print it). The
    /// ends are infinite when the interval reaches 0% or 100%.
    #[must_use]
    pub fn elo(&self) -> EloEstimate {
        const Z: f64 = 1.959_963_984_540_054;
        let s = self.score();
        let half = Z * (self.variance() / f64::from(self.games().max(1))).sqrt();
        EloEstimate {
            elo: elo_of_score(s),
            low: elo_of_score(s - half),
            high: elo_of_score(s + half),
        }
    }
}

/// An Elo difference with its 95% interval.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct EloEstimate {
    /// The Elo difference of the score.
    pub elo: f64,
    /// The low end of the interval.
    pub low: f64,
    /// The high end of the interval.
    pub high: f64,
}

impl fmt::Display for EloEstimate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let show = |x: f64| {
            if x.is_infinite() {
                if x > 0.0 {
                    "+inf".to_owned()
                } else {
                    "-inf".to_owned()
                }
            } else {
                format!("{x:+.0}")
            }
        };
        write!(
            f,
            "{} (95% CI {} to {})",
            show(self.elo),
            show(self.low),
            show(self.high)
        )
    }
}

/// What a finished test decided.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Hypothesis {
    /// The difference is `elo0` (or less).
    H0,
    /// The difference is `elo1` (or more).
    H1,
}

/// A sequential probability ratio test of `elo0` against `elo1` (logistic
/// Elo), with error rates α (accepting H1 when H0 holds) and β.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Sprt {
    /// The Elo difference of the null hypothesis.
    pub elo0: f64,
    /// The Elo difference of the alternative.
    pub elo1: f64,
    /// The false-positive rate.
    pub alpha: f64,
    /// The false-negative rate.
    pub beta: f64,
}

/// A `--sprt` argument that is not `ELO0,ELO1` with `ELO0 < ELO1`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("invalid SPRT bounds '{0}': use ELO0,ELO1 with ELO0 < ELO1, e.g. 0,70")]
pub struct ParseSprtError(pub String);

impl std::str::FromStr for Sprt {
    type Err = ParseSprtError;

    /// `ELO0,ELO1`, with α = β = 0.05.
    fn from_str(s: &str) -> Result<Sprt, ParseSprtError> {
        let err = || ParseSprtError(s.to_owned());
        let (a, b) = s.split_once(',').ok_or_else(err)?;
        let elo0: f64 = a.trim().parse().map_err(|_| err())?;
        let elo1: f64 = b.trim().parse().map_err(|_| err())?;
        if !(elo0.is_finite() && elo1.is_finite() && elo0 < elo1) {
            return Err(err());
        }
        Ok(Sprt::new(elo0, elo1))
    }
}

impl Sprt {
    /// A test of `elo0` against `elo1` with α = β = 0.05.
    #[must_use]
    pub const fn new(elo0: f64, elo1: f64) -> Sprt {
        Sprt {
            elo0,
            elo1,
            alpha: 0.05,
            beta: 0.05,
        }
    }

    /// The lower and upper bounds of the log-likelihood ratio: below the
    /// first H0 is accepted, above the second H1.
    #[must_use]
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The generalised log-likelihood ratio of H1 against H0 for `r`. A
    /// result never seen counts as 0.001 games, as fishtest regularises, so
    /// that the maximum-likelihood distributions exist from the first game.
    #[must_use]
    pub fn llr(&self, r: &Results) -> f64 {
        if r.games() == 0 {
            return 0.0;
        }
        let counts = [r.losses, r.draws, r.wins].map(|c| if c == 0 { 1e-3 } else { f64::from(c) });
        let n: f64 = counts.iter().sum();
        let p = counts.map(|c| c / n);
        let q0 = mle_with_mean(&p, score_of_elo(self.elo0));
        let q1 = mle_with_mean(&p, score_of_elo(self.elo1));
        n * (0..3).map(|i| p[i] * (q1[i] / q0[i]).ln()).sum::<f64>()
    }

    /// The decision after `r`, if the ratio has crossed a bound.
    #[must_use]
    pub fn verdict(&self, r: &Results) -> Option<Hypothesis> {
        let llr = self.llr(r);
        let (low, high) = self.bounds();
        if llr >= high {
            Some(Hypothesis::H1)
        } else if llr <= low {
            Some(Hypothesis::H0)
        } else {
            None
        }
    }
}

/// The results' values: a loss, a draw, a win.
const VALUES: [f64; 3] = [0.0, 0.5, 1.0];

/// The distribution over loss/draw/win closest to the empirical `p` (in
/// likelihood) among those with mean `s`: `q_i = p_i / (1 + x (v_i − s))`
/// where `x` solves `Σ p_i (v_i − s) / (1 + x (v_i − s)) = 0` (the secular
/// equation of fishtest's `MLE_expected`). The left side falls strictly in
/// `x` between its poles `−1/(1−s)` and `1/s`, so bisection finds the root.
fn mle_with_mean(p: &[f64; 3], s: f64) -> [f64; 3] {
    let a = VALUES.map(|v| v - s);
    let f = |x: f64| (0..3).map(|i| p[i] * a[i] / (1.0 + x * a[i])).sum::<f64>();
    let eps = 1e-12;
    let (mut lo, mut hi) = (-1.0 / a[2] + eps, -1.0 / a[0] - eps);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if f(mid) > 0.0 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let x = 0.5 * (lo + hi);
    [0, 1, 2].map(|i| p[i] / (1.0 + x * a[i]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(wins: u32, draws: u32, losses: u32) -> Results {
        Results {
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn elo_and_score_convert_both_ways() {
        assert!((elo_of_score(0.75) - 190.848).abs() < 1e-3);
        assert!((elo_of_score(0.7) - 147.190).abs() < 1e-3);
        assert!((elo_of_score(0.6) - 70.437).abs() < 1e-3);
        assert_eq!(elo_of_score(0.5), 0.0);
        for elo in [-300.0, -5.0, 0.0, 70.0, 191.0] {
            assert!((elo_of_score(score_of_elo(elo)) - elo).abs() < 1e-9);
        }
        assert_eq!(elo_of_score(1.0), f64::INFINITY);
    }

    #[test]
    fn the_bounds_are_walds() {
        let (low, high) = Sprt::new(0.0, 70.0).bounds();
        assert!((low + 2.944_438_979).abs() < 1e-8, "{low}");
        assert!((high - 2.944_438_979).abs() < 1e-8, "{high}");
    }

    #[test]
    fn the_maximum_likelihood_distribution_has_the_asked_mean() {
        let p = [0.2, 0.3, 0.5];
        for s in [0.1, 0.5, 0.65, 0.9] {
            let q = mle_with_mean(&p, s);
            let mean: f64 = (0..3).map(|i| q[i] * VALUES[i]).sum();
            assert!((q.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{q:?}");
            assert!((mean - s).abs() < 1e-9, "{s}: {q:?}");
        }
        // The empirical mean itself: the empirical distribution.
        let q = mle_with_mean(&p, 0.65);
        assert!((0..3).all(|i| (q[i] - p[i]).abs() < 1e-9), "{q:?}");
    }

    /// Reference values of the trinomial GSPRT: the log-likelihood ratio
    /// computed independently, by maximising each hypothesis's likelihood
    /// over a fine grid of the loss/draw/win simplex restricted to its mean
    /// (with the same 0.001 for a result never seen).
    #[test]
    fn the_ratio_matches_known_values() {
        let cases = [
            // (wins, draws, losses, elo0, elo1, LLR)
            (60, 20, 20, 0.0, 70.0, 7.6398),
            (30, 10, 60, 0.0, 70.0, -8.9205),
            (120, 0, 80, 0.0, 147.0, -0.4675),
            (150, 10, 40, 0.0, 191.0, 33.5517),
            (10, 0, 0, 0.0, 191.0, 4.0565),
        ];
        for (w, d, l, elo0, elo1, expected) in cases {
            let llr = Sprt::new(elo0, elo1).llr(&results(w, d, l));
            assert!(
                (llr - expected).abs() < 2e-3,
                "{w}/{d}/{l} [{elo0},{elo1}]: {llr} not {expected}"
            );
        }
    }

    #[test]
    fn the_ratio_is_near_the_brownian_approximation_for_close_hypotheses() {
        // fishtest's LLR_alt2: N (s1 − s0)(2 s̄ − s0 − s1) / (2 var).
        let r = results(410, 300, 290);
        let sprt = Sprt::new(0.0, 10.0);
        let (s0, s1) = (score_of_elo(0.0), score_of_elo(10.0));
        let n = f64::from(r.games());
        let approx = n * (s1 - s0) * (2.0 * r.score() - s0 - s1) / (2.0 * r.variance());
        assert!(
            (sprt.llr(&r) - approx).abs() < 0.02 * approx.abs(),
            "{approx}"
        );
    }

    #[test]
    fn verdicts_follow_the_evidence() {
        let sprt = Sprt::new(0.0, 70.0);
        assert_eq!(sprt.verdict(&results(0, 0, 0)), None);
        assert_eq!(sprt.verdict(&results(3, 0, 2)), None);
        assert_eq!(sprt.verdict(&results(60, 20, 20)), Some(Hypothesis::H1));
        assert_eq!(sprt.verdict(&results(30, 10, 60)), Some(Hypothesis::H0));
        // Even results over many games: H0 (no gain).
        assert_eq!(sprt.verdict(&results(100, 0, 100)), Some(Hypothesis::H0));
    }

    #[test]
    fn sprt_bounds_parse() {
        assert_eq!("0,70".parse(), Ok(Sprt::new(0.0, 70.0)));
        assert_eq!(" -5 , 5 ".parse(), Ok(Sprt::new(-5.0, 5.0)));
        for bad in ["", "70", "70,0", "0,0", "a,b", "0,inf", "0;70"] {
            assert!(bad.parse::<Sprt>().is_err(), "{bad}");
        }
    }

    #[test]
    fn elo_intervals_contain_the_estimate() {
        let e = results(60, 20, 20).elo();
        assert!((e.elo - elo_of_score(0.7)).abs() < 1e-9);
        assert!(e.low < e.elo && e.elo < e.high, "{e:?}");
        // 0.7 ± 1.96·sqrt(0.16/100): 62.2%–77.8%.
        assert!(
            (e.low - elo_of_score(0.7 - 1.96 * 0.04)).abs() < 0.5,
            "{e:?}"
        );
        assert_eq!(results(5, 0, 0).elo().elo, f64::INFINITY);
        assert_eq!(
            results(5, 0, 0).elo().to_string(),
            "+inf (95% CI +inf to +inf)"
        );
    }
}
