//! Pieces, players and stacks: the material of the game.
//!
//! A [`Stack`] is packed into one `u32` so that a whole board is 172 bytes and
//! combining two stacks is a handful of integer operations.

use std::fmt;

/// The colour of a piece: the five claimable colours and the white joker.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Color {
    Ivory = 0,
    Blue = 1,
    Red = 2,
    Green = 3,
    Black = 4,
    /// The white joker: never claimed, never moved alone, repeats freely.
    Joker = 5,
}

impl Color {
    /// The five claimable colours, in notation order.
    pub const CLAIMABLE: [Color; 5] = [
        Color::Ivory,
        Color::Blue,
        Color::Red,
        Color::Green,
        Color::Black,
    ];

    /// All six kinds of piece.
    pub const ALL: [Color; 6] = [
        Color::Ivory,
        Color::Blue,
        Color::Red,
        Color::Green,
        Color::Black,
        Color::Joker,
    ];

    /// The notation letter: `I`, `B`, `R`, `G`, `K` or `W`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Color::Ivory => 'I',
            Color::Blue => 'B',
            Color::Red => 'R',
            Color::Green => 'G',
            Color::Black => 'K',
            Color::Joker => 'W',
        }
    }

    /// The colour with this notation letter (either case).
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Color> {
        match c.to_ascii_uppercase() {
            'I' => Some(Color::Ivory),
            'B' => Some(Color::Blue),
            'R' => Some(Color::Red),
            'G' => Some(Color::Green),
            'K' => Some(Color::Black),
            'W' => Some(Color::Joker),
            _ => None,
        }
    }

    /// The English name, lower case ("ivory", …, "joker").
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Color::Ivory => "ivory",
            Color::Blue => "blue",
            Color::Red => "red",
            Color::Green => "green",
            Color::Black => "black",
            Color::Joker => "joker",
        }
    }

    /// The bit of this colour in a colour mask (jokers have none).
    #[must_use]
    pub const fn mask(self) -> u8 {
        match self {
            Color::Joker => 0,
            c => 1 << (c as u8),
        }
    }

    const fn from_code(code: u32) -> Color {
        Color::ALL[code as usize]
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// One of the two players; player 1 moves first.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Player {
    One = 0,
    Two = 1,
}

impl Player {
    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 0 for player 1, 1 for player 2.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// 1 or 2.
    #[must_use]
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A stack of 0 to 6 pieces, bottom to top. A single piece is a stack of
/// height 1; the empty stack marks an empty point.
///
/// Layout: bits 0..18 the pieces (3 bits each, bottom first), bits 20..23 the
/// height, bits 24..29 the mask of non-joker colours present, bits 29..32 the
/// top piece (kept apart so the move generator reads it with one shift).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Stack(u32);

/// The highest stack the rules ever allow (the six-stack variant).
pub const MAX_HEIGHT: usize = 6;

impl Stack {
    /// An empty point.
    pub const EMPTY: Stack = Stack(0);

    /// A single piece.
    #[must_use]
    pub const fn single(color: Color) -> Stack {
        Stack(color as u32 | (1 << 20) | ((color.mask() as u32) << 24) | ((color as u32) << 29))
    }

    /// A stack from its pieces, bottom first, or `None` if it has more than
    /// [`MAX_HEIGHT`] pieces. Colour repetition is not checked here.
    #[must_use]
    pub fn from_pieces(pieces: &[Color]) -> Option<Stack> {
        if pieces.len() > MAX_HEIGHT {
            return None;
        }
        Some(
            pieces
                .iter()
                .fold(Stack::EMPTY, |s, &c| s.stacked_unchecked(Stack::single(c))),
        )
    }

    /// Number of pieces.
    #[inline]
    #[must_use]
    pub const fn height(self) -> usize {
        ((self.0 >> 20) & 0xf) as usize
    }

    /// Whether the point is empty.
    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The mask of non-joker colours in the stack.
    #[inline]
    #[must_use]
    pub const fn colors(self) -> u8 {
        (self.0 >> 24) as u8 & 0x1f
    }

    /// The piece at `level` (0 = bottom).
    #[must_use]
    pub fn piece(self, level: usize) -> Option<Color> {
        (level < self.height()).then(|| Color::from_code((self.0 >> (3 * level)) & 7))
    }

    /// The top piece, which decides who may move the stack.
    #[inline]
    #[must_use]
    pub fn top(self) -> Option<Color> {
        let h = self.height();
        (h > 0).then(|| Color::from_code((self.0 >> (3 * (h - 1))) & 7))
    }

    /// The top piece's code (garbage for an empty stack): the hot path's view.
    #[inline]
    pub(crate) const fn top_code(self) -> u32 {
        self.0 >> 29
    }

    /// The pieces, bottom first.
    #[must_use]
    pub fn pieces(self) -> impl DoubleEndedIterator<Item = Color> + ExactSizeIterator {
        (0..self.height()).map(move |i| Color::from_code((self.0 >> (3 * i)) & 7))
    }

    /// Number of jokers in the stack.
    #[must_use]
    pub fn jokers(self) -> usize {
        self.pieces().filter(|&c| c == Color::Joker).count()
    }

    /// Whether no non-joker colour appears twice.
    #[must_use]
    pub fn colors_distinct(self) -> bool {
        self.colors().count_ones() as usize + self.jokers() == self.height()
    }

    /// Whether `top` may be put on `self` within a height limit: the combined
    /// height stays within `limit` and no colour repeats.
    #[inline]
    #[must_use]
    pub const fn accepts(self, top: Stack, limit: usize) -> bool {
        self.height() + top.height() <= limit && self.colors() & top.colors() == 0
    }

    /// `top` put on `self`, without any rule check.
    #[inline]
    #[must_use]
    pub const fn stacked_unchecked(self, top: Stack) -> Stack {
        if top.is_empty() {
            return self;
        }
        let h = self.height();
        let pieces = (self.0 & 0x3ffff) | ((top.0 & 0x3ffff) << (3 * h));
        let height = (h + top.height()) as u32;
        let colors = (self.colors() | top.colors()) as u32;
        Stack(pieces | (height << 20) | (colors << 24) | (top.top_code() << 29))
    }
}

impl fmt::Display for Stack {
    /// The stack's notation: its pieces bottom to top (`WRK`), `-` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for c in self.pieces() {
            write!(f, "{}", c.letter())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Stack({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stacks_combine_bottom_to_top() {
        let s = Stack::from_pieces(&[Color::Joker, Color::Red]).unwrap();
        let t = Stack::from_pieces(&[Color::Black, Color::Blue]).unwrap();
        let c = s.stacked_unchecked(t);
        assert_eq!(c.to_string(), "WRKB");
        assert_eq!(c.height(), 4);
        assert_eq!(c.top(), Some(Color::Blue));
        assert_eq!(c.jokers(), 1);
        assert!(c.colors_distinct());
        assert!(s.accepts(t, 5));
        assert!(!c.accepts(Stack::single(Color::Red), 5));
        assert!(c.accepts(Stack::single(Color::Joker), 5));
        assert!(!c.accepts(t, 6));
        assert_eq!(Stack::EMPTY.top(), None);
        assert_eq!(c.stacked_unchecked(Stack::EMPTY), c);
        assert_eq!(Stack::EMPTY.stacked_unchecked(c), c);
        assert_eq!(Stack::EMPTY.to_string(), "-");
    }

    #[test]
    fn colours_and_letters_round_trip() {
        for c in Color::ALL {
            assert_eq!(Color::from_letter(c.letter()), Some(c));
            assert_eq!(Color::from_letter(c.letter().to_ascii_lowercase()), Some(c));
        }
        assert_eq!(Color::from_letter('X'), None);
    }
}
