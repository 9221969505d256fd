//! How far apart the piece colours and the highlight look, under normal
//! vision and the three dichromacies, measured as the test of the palette.
//!
//! The simulation is Machado, Oliveira and Fernandes, "A Physiologically-based
//! Model for Simulation of Color Vision Deficiency", IEEE Transactions on
//! Visualization and Computer Graphics 15(6), 2009, at severity 1.0 (the
//! matrices of their table for protanopia, deuteranopia and tritanopia),
//! applied to linear RGB as is usual (and as the project's reference
//! simulator does). The difference is CIEDE2000 (Sharma, Wu and Dalal, "The
//! CIEDE2000 color-difference formula: implementation notes", 2005) between
//! CIELAB colours under D65.

use crate::engine::Color;

use super::draw::Rgb;
use super::theme::{HIGHLIGHT, piece_style};

/// A simulated vision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Vision {
    Normal,
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

impl Vision {
    pub(crate) const ALL: [Vision; 4] = [
        Vision::Normal,
        Vision::Protanopia,
        Vision::Deuteranopia,
        Vision::Tritanopia,
    ];

    /// Machado et al. (2009), severity 1.0, on linear RGB.
    fn matrix(self) -> Option<[[f64; 3]; 3]> {
        match self {
            Vision::Normal => None,
            Vision::Protanopia => Some([
                [0.152_286, 1.052_583, -0.204_868],
                [0.114_503, 0.786_281, 0.099_216],
                [-0.003_882, -0.048_116, 1.051_998],
            ]),
            Vision::Deuteranopia => Some([
                [0.367_322, 0.860_646, -0.227_968],
                [0.280_085, 0.672_501, 0.047_413],
                [-0.011_820, 0.042_940, 0.968_881],
            ]),
            Vision::Tritanopia => Some([
                [1.255_528, -0.076_749, -0.178_779],
                [-0.078_411, 0.930_809, 0.147_602],
                [0.004_733, 0.691_367, 0.303_900],
            ]),
        }
    }
}

fn linear(c: u8) -> f64 {
    let c = f64::from(c) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// `rgb` as a viewer with `vision` sees it, in linear RGB (clamped to the
/// displayable range, as a simulated picture is).
fn seen(rgb: Rgb, vision: Vision) -> [f64; 3] {
    let l = rgb.map(linear);
    match vision.matrix() {
        None => l,
        Some(m) => {
            [0, 1, 2].map(|i| (m[i][0] * l[0] + m[i][1] * l[1] + m[i][2] * l[2]).clamp(0.0, 1.0))
        }
    }
}

/// CIELAB (D65) of a linear RGB colour.
fn lab(l: [f64; 3]) -> [f64; 3] {
    let x = 0.412_456_4 * l[0] + 0.357_576_1 * l[1] + 0.180_437_5 * l[2];
    let y = 0.212_672_9 * l[0] + 0.715_152_2 * l[1] + 0.072_175 * l[2];
    let z = 0.019_333_9 * l[0] + 0.119_192 * l[1] + 0.950_304_1 * l[2];
    let f = |t: f64| {
        if t > 216.0 / 24_389.0 {
            t.cbrt()
        } else {
            (24_389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 difference of two CIELAB colours.
#[allow(clippy::many_single_char_names)]
pub(crate) fn ciede2000(p: [f64; 3], q: [f64; 3]) -> f64 {
    let [l1, a1, b1] = p;
    let [l2, a2, b2] = q;
    let c_bar = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (c_bar.powi(7) / (c_bar.powi(7) + 25f64.powi(7))).sqrt());
    let (a1p, a2p) = ((1.0 + g) * a1, (1.0 + g) * a2);
    let (c1p, c2p) = (a1p.hypot(b1), a2p.hypot(b2));
    let hue = |b: f64, a: f64| {
        if b == 0.0 && a == 0.0 {
            0.0
        } else {
            b.atan2(a).to_degrees().rem_euclid(360.0)
        }
    };
    let (h1p, h2p) = (hue(b1, a1p), hue(b2, a2p));
    let dl = l2 - l1;
    let dc = c2p - c1p;
    let dh = if c1p * c2p == 0.0 {
        0.0
    } else if (h2p - h1p).abs() <= 180.0 {
        h2p - h1p
    } else if h2p - h1p > 180.0 {
        h2p - h1p - 360.0
    } else {
        h2p - h1p + 360.0
    };
    let dhh = 2.0 * (c1p * c2p).sqrt() * (dh.to_radians() / 2.0).sin();
    let l_bar = (l1 + l2) / 2.0;
    let cp_bar = (c1p + c2p) / 2.0;
    let h_bar = if c1p * c2p == 0.0 {
        h1p + h2p
    } else if (h1p - h2p).abs() <= 180.0 {
        (h1p + h2p) / 2.0
    } else if h1p + h2p < 360.0 {
        (h1p + h2p + 360.0) / 2.0
    } else {
        (h1p + h2p - 360.0) / 2.0
    };
    let t = 1.0 - 0.17 * (h_bar - 30.0).to_radians().cos()
        + 0.24 * (2.0 * h_bar).to_radians().cos()
        + 0.32 * (3.0 * h_bar + 6.0).to_radians().cos()
        - 0.20 * (4.0 * h_bar - 63.0).to_radians().cos();
    let d_theta = 30.0 * (-((h_bar - 275.0) / 25.0).powi(2)).exp();
    let rc = 2.0 * (cp_bar.powi(7) / (cp_bar.powi(7) + 25f64.powi(7))).sqrt();
    let sl = 1.0 + 0.015 * (l_bar - 50.0).powi(2) / (20.0 + (l_bar - 50.0).powi(2)).sqrt();
    let sc = 1.0 + 0.045 * cp_bar;
    let sh = 1.0 + 0.015 * cp_bar * t;
    let rt = -(2.0 * d_theta).to_radians().sin() * rc;
    ((dl / sl).powi(2) + (dc / sc).powi(2) + (dhh / sh).powi(2) + rt * (dc / sc) * (dhh / sh))
        .sqrt()
}

/// The difference of two colours as a viewer with `vision` sees them.
pub(crate) fn difference(a: Rgb, b: Rgb, vision: Vision) -> f64 {
    ciede2000(lab(seen(a, vision)), lab(seen(b, vision)))
}

/// Under `vision`: the smallest difference between two piece colours, and
/// between the highlight and a piece colour.
pub(crate) fn palette_minima(vision: Vision) -> (f64, f64) {
    let fills = Color::ALL.map(|c| piece_style(c).fill);
    let mut pieces = f64::INFINITY;
    for (i, &a) in fills.iter().enumerate() {
        for &b in &fills[i + 1..] {
            pieces = pieces.min(difference(a, b, vision));
        }
    }
    let highlight = fills
        .iter()
        .map(|&f| difference(HIGHLIGHT, f, vision))
        .fold(f64::INFINITY, f64::min);
    (pieces, highlight)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pairs from Sharma, Wu and Dalal's table of test data.
    #[test]
    fn ciede2000_gives_the_published_differences() {
        for (p, q, expected) in [
            ([50.0, 2.6772, -79.7751], [50.0, 0.0, -82.7485], 2.0425),
            ([50.0, 2.5, 0.0], [50.0, 0.0, -2.5], 4.3065),
            ([50.0, 2.5, 0.0], [73.0, 25.0, -18.0], 27.1492),
            (
                [60.2574, -34.0099, 36.2677],
                [60.4626, -34.1751, 39.4387],
                1.2644,
            ),
            (
                [22.7233, 20.0904, -46.694],
                [23.0331, 14.973, -42.5619],
                2.0373,
            ),
        ] {
            let d = ciede2000(p, q);
            assert!((d - expected).abs() < 1e-4, "{p:?} {q:?}: {d}");
        }
    }

    /// A simulated dichromat sees pure grey as grey, and deuteranopia makes
    /// the old red and green pieces of the board nearly one colour (the
    /// reason for the palette): the simulation is not the identity.
    #[test]
    fn the_simulation_keeps_greys_and_merges_red_and_green() {
        for v in Vision::ALL {
            let g = seen([128, 128, 128], v);
            assert!(
                (g[0] - g[1]).abs() < 0.01 && (g[1] - g[2]).abs() < 0.01,
                "{v:?}"
            );
        }
        let (old_red, old_green) = ([0xdd, 0x3a, 0x33], [0x25, 0x9b, 0x50]);
        assert!(difference(old_red, old_green, Vision::Normal) > 40.0);
        assert!(difference(old_red, old_green, Vision::Deuteranopia) < 12.0);
    }

    /// The palette's figures: at least 20 under normal vision and 14 under
    /// each simulated deficiency, between any two piece colours and between
    /// the highlight and any piece colour.
    #[test]
    fn the_palette_stays_distinct_for_every_vision() {
        let mut report = String::new();
        for v in Vision::ALL {
            let (pieces, highlight) = palette_minima(v);
            report.push_str(&format!("{v:?}: {pieces:.1} {highlight:.1}\n"));
            let floor = if v == Vision::Normal { 20.0 } else { 14.0 };
            assert!(pieces >= floor && highlight >= floor, "{report}");
        }
        eprintln!("smallest CIEDE2000 (pieces, highlight):\n{report}");
    }
}
