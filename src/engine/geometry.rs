//! The board's shape: its 43 points, the six directions and the straight lines
//! (rays) through them. Pure geometry: nothing here knows about pieces.
//!
//! A hexagon of side 4 (37 points, centre `E5`) plus one extra point beyond the
//! middle of each of its six edges (`A3`, `C1`, `G3`, `I7`, `G9`, `C7`).
//! Columns `A`..`I` are vertical; within a column the number grows upward.
//! Points with the same number lie on one straight line.
//!
//! ```text
//!           C7        E8        G9
//!                D7        F8
//!           C6        E7        G8
//!      B5        D6        F7        H8
//!           C5        E6        G7
//!      B4        D5        F6        H7
//! A3        C4        E5        G6        I7
//!      B3        D4        F5        H6
//!           C3        E4        G5
//!      B2        D3        F4        H5
//!           C2        E3        G4
//!                D2        F3
//!           C1        E2        G3
//! ```
//!
//! With `q` the column index (A = 0 … I = 8) and `r` the number, the directions
//! are N (0,+1), S (0,−1), NE (+1,+1), SW (−1,−1), SE (+1,0), NW (−1,0).
//!
//! Points are numbered 0..43 in the order of the position notation: `A3`,
//! `B2`–`B5`, `C1`–`C7`, `D2`–`D7`, `E2`–`E8`, `F3`–`F8`, `G3`–`G9`, `H5`–`H8`,
//! `I7`. Along N, NE and SE that index grows, along S, SW and NW it shrinks,
//! which lets the move generator find the first stack on a line with a single
//! bit scan of a 64-bit occupancy mask.

use std::fmt;

/// Number of points on the board.
pub const POINT_COUNT: usize = 43;

/// Lowest and highest number of each column `A`..`I`.
const COLUMNS: [(u8, u8); 9] = [
    (3, 3),
    (2, 5),
    (1, 7),
    (2, 7),
    (2, 8),
    (3, 8),
    (3, 9),
    (5, 8),
    (7, 7),
];

/// Index of the first point of each column.
const COLUMN_START: [u8; 10] = {
    let mut starts = [0u8; 10];
    let mut c = 0;
    while c < 9 {
        starts[c + 1] = starts[c] + (COLUMNS[c].1 - COLUMNS[c].0 + 1);
        c += 1;
    }
    starts
};

/// One of the 43 intersections of the board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Point(u8);

impl Point {
    /// Every point, in notation order.
    pub const ALL: [Point; POINT_COUNT] = {
        let mut all = [Point(0); POINT_COUNT];
        let mut i = 0;
        while i < POINT_COUNT {
            all[i] = Point(i as u8);
            i += 1;
        }
        all
    };

    /// The point with this notation index (0..43), if any.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Point> {
        if index < POINT_COUNT {
            Some(Point(index as u8))
        } else {
            None
        }
    }

    /// The point of the lowest bit of `mask`, a non-empty mask of
    /// [`Point::bit`]s: the move generator's way through a set of points,
    /// without the range check of [`Point::from_index`] (a wrong mask gives
    /// a point that fails the next bounds check, never a wrong answer
    /// silently: every table is indexed by it).
    #[inline]
    pub(crate) const fn lowest(mask: u64) -> Point {
        debug_assert!(mask != 0 && mask.trailing_zeros() < POINT_COUNT as u32);
        Point(mask.trailing_zeros() as u8)
    }

    /// The point at column `q` (A = 0) and number `r`, if it is on the board.
    #[must_use]
    pub const fn from_coords(q: i32, r: i32) -> Option<Point> {
        if q < 0 || q > 8 {
            return None;
        }
        let (lo, hi) = COLUMNS[q as usize];
        if r < lo as i32 || r > hi as i32 {
            return None;
        }
        Some(Point(COLUMN_START[q as usize] + (r as u8 - lo)))
    }

    /// Notation index, 0..43.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Column index, A = 0 … I = 8.
    #[must_use]
    pub const fn column(self) -> u8 {
        let mut c = 0;
        while COLUMN_START[c + 1] <= self.0 {
            c += 1;
        }
        c as u8
    }

    /// The number of the point (its global line number).
    #[must_use]
    pub const fn row(self) -> u8 {
        let c = self.column() as usize;
        COLUMNS[c].0 + (self.0 - COLUMN_START[c])
    }

    /// Column letter, `'A'`..=`'I'`.
    #[must_use]
    pub const fn column_letter(self) -> char {
        (b'A' + self.column()) as char
    }

    /// Drawing coordinates with y growing upward: `x = q·√3/2`, `y = r − q/2`.
    /// Neighbouring points are exactly one unit apart.
    #[must_use]
    pub fn xy(self) -> (f64, f64) {
        let q = f64::from(self.column());
        let r = f64::from(self.row());
        (q * 3f64.sqrt() / 2.0, r - q / 2.0)
    }

    /// The single-bit mask of this point.
    #[must_use]
    pub const fn bit(self) -> u64 {
        1u64 << self.0
    }

    /// The neighbour in direction `dir`, if it is on the board.
    #[must_use]
    pub fn neighbour(self, dir: Direction) -> Option<Point> {
        let (dq, dr) = dir.delta();
        Point::from_coords(i32::from(self.column()) + dq, i32::from(self.row()) + dr)
    }

    /// The points along the line from `self` (excluded) in direction `dir`,
    /// nearest first, up to the edge of the board.
    #[must_use]
    pub fn ray(self, dir: Direction) -> &'static [Point] {
        let r = &RAYS[self.index()][dir as usize];
        &r.points[..r.len as usize]
    }

    /// The mask of [`Point::ray`].
    #[must_use]
    pub fn ray_mask(self, dir: Direction) -> u64 {
        RAYS[self.index()][dir as usize].mask
    }

    /// The direction in which `to` lies on a straight line from `self`.
    #[must_use]
    pub fn direction_to(self, to: Point) -> Option<Direction> {
        Direction::ALL
            .into_iter()
            .find(|&d| self.ray_mask(d) & to.bit() != 0)
    }

    /// The mask of the points next to this one.
    #[inline]
    #[must_use]
    pub(crate) fn neighbours(self) -> u64 {
        NEIGHBOURS[self.index()]
    }

    /// The points beyond `through` on the line from `self` through it, or
    /// nothing if `through` is not on a line from `self`: where a line from
    /// `self` goes on once the stack on `through` has left.
    #[inline]
    #[must_use]
    pub(crate) fn beyond(self, through: Point) -> u64 {
        BEYOND[self.index()][through.index()]
    }

    /// The first point set in `occupied` along the line from `self` in
    /// direction `dir` (the point `self` itself is never looked at).
    #[inline]
    #[must_use]
    pub fn first_occupied(self, dir: Direction, occupied: u64) -> Option<Point> {
        let hits = RAYS[self.index()][dir as usize].mask & occupied;
        if hits == 0 {
            None
        } else if dir.ascending() {
            Some(Point(hits.trailing_zeros() as u8))
        } else {
            Some(Point(63 - hits.leading_zeros() as u8))
        }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.column_letter(), self.row())
    }
}

/// The six directions of the board's lines.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Direction {
    N = 0,
    NE = 1,
    SE = 2,
    S = 3,
    SW = 4,
    NW = 5,
}

impl Direction {
    /// All six directions.
    pub const ALL: [Direction; 6] = [
        Direction::N,
        Direction::NE,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::NW,
    ];

    /// The step `(dq, dr)` in column and number.
    #[must_use]
    pub const fn delta(self) -> (i32, i32) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::SE => (1, 0),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::NW => (-1, 0),
        }
    }

    /// The opposite direction.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::N => Direction::S,
            Direction::NE => Direction::SW,
            Direction::SE => Direction::NW,
            Direction::S => Direction::N,
            Direction::SW => Direction::NE,
            Direction::NW => Direction::SE,
        }
    }

    /// Whether the point index grows along this direction.
    #[must_use]
    pub const fn ascending(self) -> bool {
        matches!(self, Direction::N | Direction::NE | Direction::SE)
    }
}

#[derive(Clone, Copy)]
struct Ray {
    mask: u64,
    len: u8,
    points: [Point; 8],
}

static RAYS: [[Ray; 6]; POINT_COUNT] = build_rays();

const fn build_rays() -> [[Ray; 6]; POINT_COUNT] {
    let empty = Ray {
        mask: 0,
        len: 0,
        points: [Point(0); 8],
    };
    let mut rays = [[empty; 6]; POINT_COUNT];
    let mut i = 0;
    while i < POINT_COUNT {
        let p = Point(i as u8);
        let mut d = 0;
        while d < 6 {
            let (dq, dr) = Direction::ALL[d].delta();
            let mut q = p.column() as i32 + dq;
            let mut r = p.row() as i32 + dr;
            while let Some(next) = Point::from_coords(q, r) {
                let ray = &mut rays[i][d];
                ray.points[ray.len as usize] = next;
                ray.len += 1;
                ray.mask |= next.bit();
                q += dq;
                r += dr;
            }
            d += 1;
        }
        i += 1;
    }
    rays
}

static BEYOND: [[u64; POINT_COUNT]; POINT_COUNT] = build_beyond();

static NEIGHBOURS: [u64; POINT_COUNT] = {
    let rays = build_rays();
    let mut out = [0u64; POINT_COUNT];
    let mut i = 0;
    while i < POINT_COUNT {
        let mut d = 0;
        while d < 6 {
            if rays[i][d].len > 0 {
                out[i] |= rays[i][d].points[0].bit();
            }
            d += 1;
        }
        i += 1;
    }
    out
};

const fn build_beyond() -> [[u64; POINT_COUNT]; POINT_COUNT] {
    let rays = build_rays();
    let mut beyond = [[0u64; POINT_COUNT]; POINT_COUNT];
    let mut i = 0;
    while i < POINT_COUNT {
        let mut d = 0;
        while d < 6 {
            let ray = &rays[i][d];
            let mut k = 0;
            while k < ray.len as usize {
                let through = ray.points[k].index();
                beyond[i][through] = rays[through][d].mask;
                k += 1;
            }
            d += 1;
        }
        i += 1;
    }
    beyond
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_round_trip_through_coordinates() {
        for p in Point::ALL {
            let q = i32::from(p.column());
            let r = i32::from(p.row());
            assert_eq!(Point::from_coords(q, r), Some(p));
        }
        assert_eq!(Point::ALL[0].to_string(), "A3");
        assert_eq!(Point::ALL[42].to_string(), "I7");
        assert_eq!(Point::from_coords(4, 5).unwrap().to_string(), "E5");
    }

    #[test]
    fn the_board_has_102_edges_and_the_extra_points_two_neighbours() {
        let mut degree_sum = 0;
        for p in Point::ALL {
            let n = Direction::ALL
                .iter()
                .filter(|&&d| p.neighbour(d).is_some())
                .count();
            degree_sum += n;
            if ["A3", "C1", "G3", "I7", "G9", "C7"].contains(&p.to_string().as_str()) {
                assert_eq!(n, 2, "{p}");
            }
        }
        assert_eq!(degree_sum / 2, 102);
        let a3 = Point::from_coords(0, 3).unwrap();
        let neighbours: Vec<String> = Direction::ALL
            .iter()
            .filter_map(|&d| a3.neighbour(d))
            .map(|p| p.to_string())
            .collect();
        assert_eq!(neighbours, ["B4", "B3"]);
    }

    #[test]
    fn rays_are_ordered_and_index_monotonic() {
        for p in Point::ALL {
            for d in Direction::ALL {
                let ray = p.ray(d);
                let mut prev = p;
                for &next in ray {
                    assert_eq!(prev.neighbour(d), Some(next));
                    assert_eq!(next > prev, d.ascending());
                    prev = next;
                }
                assert_eq!(prev.neighbour(d), None);
                // A line read backwards is the opposite ray.
                if let Some(&last) = ray.last() {
                    assert!(last.ray(d.opposite()).contains(&p));
                }
            }
        }
    }

    #[test]
    fn beyond_is_the_rest_of_the_line_through_a_point() {
        let p = |s: &str| s.parse::<Point>().unwrap();
        let mask = |ps: &[&str]| ps.iter().fold(0, |m, s| m | p(s).bit());
        assert_eq!(p("A3").neighbours(), mask(&["B3", "B4"]));
        assert_eq!(
            p("E5").neighbours(),
            mask(&["E4", "E6", "D4", "D5", "F5", "F6"])
        );
        assert_eq!(p("E3").beyond(p("E5")), mask(&["E6", "E7", "E8"]));
        assert_eq!(p("E3").beyond(p("E4")), mask(&["E5", "E6", "E7", "E8"]));
        assert_eq!(
            p("A3").beyond(p("B4")),
            mask(&["C5", "D6", "E7", "F8", "G9"])
        );
        assert_eq!(p("E3").beyond(p("E8")), 0);
        assert_eq!(p("E3").beyond(p("F5")), 0, "not on a line");
        for a in Point::ALL {
            for d in Direction::ALL {
                for (k, &through) in a.ray(d).iter().enumerate() {
                    let rest = a.ray(d)[k + 1..].iter().fold(0, |m, q| m | q.bit());
                    assert_eq!(a.beyond(through), rest);
                }
            }
        }
    }

    #[test]
    fn first_occupied_finds_the_nearest_stack() {
        let e5 = Point::from_coords(4, 5).unwrap();
        let e7 = Point::from_coords(4, 7).unwrap();
        let e8 = Point::from_coords(4, 8).unwrap();
        let e2 = Point::from_coords(4, 2).unwrap();
        let e3 = Point::from_coords(4, 3).unwrap();
        let occ = e7.bit() | e8.bit() | e2.bit() | e3.bit() | e5.bit();
        assert_eq!(e5.first_occupied(Direction::N, occ), Some(e7));
        assert_eq!(e5.first_occupied(Direction::S, occ), Some(e3));
        assert_eq!(e5.first_occupied(Direction::NE, occ), None);
    }

    #[test]
    fn neighbours_are_one_unit_apart_when_drawn() {
        for p in Point::ALL {
            for d in Direction::ALL {
                if let Some(n) = p.neighbour(d) {
                    let (x0, y0) = p.xy();
                    let (x1, y1) = n.xy();
                    let dist = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt();
                    assert!((dist - 1.0).abs() < 1e-9);
                }
            }
        }
    }
}
