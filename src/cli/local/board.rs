//! The board in text for the terminal. It must not import any Discord type.

use std::fmt::Write as _;

use crate::engine::{POINT_COUNT, Point, Position};

/// The board in text: each point shows its top colour and height (`R3`),
/// `.` when empty, laid out like the board: columns A to I left to right,
/// under it; each number written up and left of the first point of its
/// line (a number's points run down to the right, as on the picture).
#[must_use]
pub fn ascii_board(pos: &Position) -> String {
    // Doubled y (2r - q) is an integer from 0 to 12; one row more above for
    // the numbers of the top lines, one column more on the left for A3's.
    let at = |q: i32, r: i32| ((13 - (2 * r - q)) as usize, ((q + 1) * 4 + 1) as usize);
    let mut rows = vec![vec![b' '; 10 * 4 + 2]; 14];
    let mut first_of_line = [i32::MAX; 10];
    for i in 0..POINT_COUNT {
        let p = Point::from_index(i).unwrap_or(Point::ALL[0]);
        let (q, r) = (i32::from(p.column()), i32::from(p.row()));
        first_of_line[r as usize] = first_of_line[r as usize].min(q);
        let (row, col) = at(q, r);
        let s = pos.stack(p);
        let cell = match s.top() {
            None => " . ".to_owned(),
            Some(c) => format!("{}{} ", c.letter(), s.height()),
        };
        rows[row][col..col + 3].copy_from_slice(&cell.as_bytes()[..3]);
    }
    for (r, &q) in first_of_line.iter().enumerate().skip(1) {
        let (row, col) = at(q - 1, r as i32);
        rows[row][col + 1] = b'0' + r as u8;
    }
    let mut out = String::new();
    for r in rows {
        let line = String::from_utf8_lossy(&r).trim_end().to_owned();
        let _ = writeln!(out, "  {line}");
    }
    out.push_str("       A   B   C   D   E   F   G   H   I\n");
    let _ = writeln!(out, "  {pos}");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;

    #[test]
    fn the_ascii_board_shows_every_point() {
        let pos = Position::random_start(7, Variant::Standard);
        let b = ascii_board(&pos);
        let cells = b
            .lines()
            .take(14)
            .flat_map(|l| l.split_whitespace())
            .filter(|c| c.len() == 2 && c.ends_with('1'))
            .count();
        assert_eq!(cells, POINT_COUNT);
        assert!(b.contains(&pos.to_string()));
        // Every number from 1 to 9 is written once, up and left of the
        // first point of its line: 3 beside A3, 9 beside G9.
        let lines: Vec<&str> = b.lines().take(14).collect();
        let numbers: Vec<char> = lines
            .iter()
            .flat_map(|l| l.split_whitespace())
            .filter(|c| c.len() == 1 && c.chars().all(|ch| ch.is_ascii_digit()))
            .flat_map(str::chars)
            .collect();
        let mut sorted = numbers.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, "123456789".chars().collect::<Vec<_>>(), "{b}");
        // "3" sits one row above A3 and one cell to its left (A3 is at
        // column 5 of the eighth line, after the two-space indent).
        assert_eq!(lines[6].as_bytes()[4], b'3', "{b}");
        assert_ne!(&lines[7][7..9], "  ", "{b}");
    }
}
