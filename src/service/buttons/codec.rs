//! How a value is written in a custom id and read back, from one pattern.
//!
//! A variant is declared with its pattern, such as
//! `"claim-{color}:{game}:{rev}"`: the text outside braces stands as it
//! is, each `{field}` stands for that field's text ([`Field`]). Writing
//! fills the pattern in; reading matches its literal text and takes each
//! field up to the literal that follows it (the last one to the end). A
//! text is read only when writing what was read gives it back to the
//! letter, so a text is never read as a value it does not name: `+7`,
//! `07`, `C3` (a point is written `c3`) or an extra field is refused.
//!
//! [`declare_ids!`] declares an enum (or a struct) with a pattern per
//! variant and gives it its [`Field`]: the declaration reads like the enum
//! itself. A field's text never holds `:` (the separator of an id's
//! parts); the property tests (`tests.rs`) check that every declared value
//! is read back as written.
//!
//! Knows only the types it writes (engine, lessons, ids); imports nothing
//! else of the service.

use crate::engine::{Color, Point, Variant};
use crate::ids::{
    ChallengeId, ExplorationId, GameId, ImportedGameId, MistakeId, PuzzleId, TakebackId,
    TournamentId, UserId,
};
use crate::lessons::Lesson;

/// A value written in a custom id as text of its own (one field of a
/// pattern), and read back from exactly that text.
pub(in crate::service) trait Field: Sized {
    /// Its text: never empty, never a `:`.
    fn encode(&self) -> String;

    /// The value `text` is the text of, or `None` when it is not one
    /// (written otherwise, out of range, another kind of value).
    fn decode(text: &str) -> Option<Self>;
}

/// Numbers as decimal digits; the bot's records and Discord's ids as their
/// number (a snowflake is never 0).
macro_rules! decimal {
    ($($ty:ty),*) => {$(
        impl Field for $ty {
            fn encode(&self) -> String {
                self.to_string()
            }

            fn decode(text: &str) -> Option<Self> {
                let value = text.parse::<$ty>().ok()?;
                // `+7` and `07` name 7 but are not how it is written.
                (value.to_string() == text).then_some(value)
            }
        }
    )*};
}

decimal!(
    i64,
    u8,
    u32,
    usize,
    GameId,
    ImportedGameId,
    ExplorationId,
    ChallengeId,
    TournamentId,
    PuzzleId,
    TakebackId,
    MistakeId,
    UserId
);

/// A colour in an id is always one a player may claim: a joker never is.
impl Field for Color {
    fn encode(&self) -> String {
        self.name().to_owned()
    }

    fn decode(text: &str) -> Option<Self> {
        Color::ALL
            .into_iter()
            .find(|c| *c != Color::Joker && c.name() == text)
    }
}

/// A claim that may not be made yet: `none`, or the colour.
impl Field for Option<Color> {
    fn encode(&self) -> String {
        self.map_or_else(|| "none".to_owned(), |c| c.encode())
    }

    fn decode(text: &str) -> Option<Self> {
        match text {
            "none" => Some(None),
            _ => Color::decode(text).map(Some),
        }
    }
}

/// A point in lower case (`c3`), as ids have always carried it.
impl Field for Point {
    fn encode(&self) -> String {
        self.to_string().to_ascii_lowercase()
    }

    fn decode(text: &str) -> Option<Self> {
        let p: Point = text.parse().ok()?;
        (p.encode() == text).then_some(p)
    }
}

/// A variant by its notation name (`standard`, `sixstack`).
impl Field for Variant {
    fn encode(&self) -> String {
        self.name().to_owned()
    }

    fn decode(text: &str) -> Option<Self> {
        Variant::ALL.into_iter().find(|v| v.name() == text)
    }
}

/// A lesson by its number (from 1).
impl Field for Lesson {
    fn encode(&self) -> String {
        self.number().to_string()
    }

    fn decode(text: &str) -> Option<Self> {
        let n = i64::decode(text)?;
        Lesson::from_number(n)
    }
}

/// `pattern` filled in with `fields` (by name).
pub(in crate::service) fn render(pattern: &str, fields: &[(&str, String)]) -> String {
    let mut out = String::with_capacity(pattern.len() + 32);
    let mut rest = pattern;
    while let Some((before, name, after)) = next_field(rest) {
        out.push_str(before);
        if let Some((_, text)) = fields.iter().find(|(n, _)| *n == name) {
            out.push_str(text);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// The fields of `text` read by `pattern`: the texts of its fields, by
/// name, or `None` when the literal text of the pattern is not there.
pub(in crate::service) fn captures<'a>(pattern: &'static str, text: &'a str) -> Option<Found<'a>> {
    let mut fields = Vec::new();
    let (mut pattern, mut rest) = (pattern, text);
    while let Some((before, name, after)) = next_field(pattern) {
        rest = rest.strip_prefix(before)?;
        // The field runs to the literal text after it, or to the end.
        let next = next_field(after).map_or(after, |(literal, _, _)| literal);
        let end = if next.is_empty() {
            rest.len()
        } else {
            rest.find(next)?
        };
        fields.push((name, &rest[..end]));
        rest = &rest[end..];
        pattern = after;
    }
    (rest == pattern).then_some(Found { fields })
}

/// The text before the first `{field}` of `pattern`, the field's name, and
/// the pattern after it.
fn next_field(pattern: &str) -> Option<(&str, &str, &str)> {
    let (before, rest) = pattern.split_once('{')?;
    let (name, after) = rest.split_once('}')?;
    Some((before, name, after))
}

/// The literal text of `pattern` before its first field: what tells its
/// variant's ids from the others'.
#[must_use]
pub(in crate::service) fn head(pattern: &'static str) -> &'static str {
    next_field(pattern).map_or(pattern, |(before, _, _)| before)
}

/// The name a variant is counted under: its head up to the first `:`,
/// without a trailing `-` (`claim` for `claim-{color}:…`, `puzzle-next`
/// for `puzzle-next:0`).
#[must_use]
pub(in crate::service) fn name(pattern: &'static str) -> &'static str {
    let head = head(pattern);
    let head = head.split(':').next().unwrap_or(head);
    head.trim_end_matches('-')
}

/// The names of the fields `pattern` holds, in order.
#[cfg(test)]
pub(in crate::service) fn field_names(pattern: &'static str) -> Vec<&'static str> {
    let mut names = Vec::new();
    let mut rest = pattern;
    while let Some((_, name, after)) = next_field(rest) {
        names.push(name);
        rest = after;
    }
    names
}

/// The fields read from an id by [`captures`].
pub(in crate::service) struct Found<'a> {
    fields: Vec<(&'static str, &'a str)>,
}

impl Found<'_> {
    /// The field `name`, read as a `T`.
    pub(in crate::service) fn field<T: Field>(&self, name: &str) -> Option<T> {
        let (_, text) = self.fields.iter().find(|(n, _)| *n == name)?;
        T::decode(text)
    }

    /// Whether the pattern had no field at all.
    pub(in crate::service) fn is_empty(&self) -> bool {
        self.fields.is_empty()
    }
}

/// Declares an enum whose variants (or a struct whose value) are written
/// in custom ids, each with its pattern (see the module's head):
///
/// ```ignore
/// declare_ids! {
///     /// What a select menu chooses.
///     #[derive(Clone, Copy, Debug, PartialEq, Eq)]
///     pub enum MenuKind {
///         /// The stack to move.
///         Stacks { game: GameId, rev: i64 } = "stacks:{game}:{rev}",
///     }
/// }
/// ```
///
/// gives the enum and its [`Field`]; each field's type must have one. A
/// variant may also say how it looks, `= "pattern" => (tone, label)` (the
/// buttons): then the enum gets `fn look(&self) -> (Tone, Msg)`, whose
/// expression sees the variant's fields by reference. The tests get a
/// `Sample` of it (every variant, any values, and each at its longest).
macro_rules! declare_ids {
    // An enum whose variants say how they look.
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? = $pattern:literal
                    => $look:expr
            ),* $(,)?
        }
    ) => {
        $crate::service::buttons::codec::declare_ids! {
            $(#[$meta])*
            $vis enum $name {
                $( $(#[$vmeta])* $variant $({ $($field : $ty),* })? = $pattern ),*
            }
        }

        impl $name {
            /// How it looks: its tone and its label.
            #[allow(unused_variables, clippy::match_same_arms)]
            fn look(&self) -> ($crate::service::buttons::Tone, $crate::i18n::Msg) {
                match self {
                    $( $name::$variant $({ $($field),* })? => $look ),*
                }
            }
        }
    };
    // An enum.
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? = $pattern:literal
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[$vmeta])* $variant $({ $($field : $ty),* })? ),*
        }

        impl $name {
            /// Every variant's pattern, in the order declared.
            #[cfg(test)]
            pub(in crate::service) const PATTERNS: &'static [&'static str] = &[$($pattern),*];

            /// The fields each variant holds, in the order declared.
            #[cfg(test)]
            pub(in crate::service) const FIELDS: &'static [&'static [&'static str]] =
                &[$( &[$($(stringify!($field)),*)?] ),*];

            /// The name its kind is counted under in the metrics: its
            /// pattern's head, without what the id carries (`accept`,
            /// `land`).
            #[must_use]
            pub fn name(&self) -> &'static str {
                $crate::service::buttons::codec::name(self.pattern())
            }

            /// Its variant's pattern.
            fn pattern(&self) -> &'static str {
                match self {
                    $( $name::$variant { .. } => $pattern ),*
                }
            }

            /// The value `text` names by its variant's pattern (not yet
            /// checked to be written back the same).
            fn read(text: &str) -> Option<Self> {
                $(
                    if let Some(found) = $crate::service::buttons::codec::captures($pattern, text) {
                        return $crate::service::buttons::codec::declare_ids!(
                            @build found; $name $variant $({ $($field),* })?
                        );
                    }
                )*
                None
            }
        }

        impl $crate::service::buttons::codec::Field for $name {
            fn encode(&self) -> String {
                match self {
                    $(
                        $name::$variant $({ $($field),* })? => $crate::service::buttons::codec::render(
                            $pattern,
                            &[$($(
                                (
                                    stringify!($field),
                                    $crate::service::buttons::codec::Field::encode($field),
                                )
                            ),*)?],
                        )
                    ),*
                }
            }

            fn decode(text: &str) -> Option<Self> {
                let read = Self::read(text)?;
                (Self::encode(&read) == text).then_some(read)
            }
        }

        #[cfg(test)]
        impl $crate::service::buttons::codec::Sample for $name {
            fn strategy() -> proptest::strategy::BoxedStrategy<Self> {
                use proptest::strategy::Strategy as _;
                proptest::strategy::Union::new(vec![$(
                    $crate::service::buttons::codec::declare_ids!(
                        @strategy $name $variant $({ $($field : $ty),* })?
                    )
                ),*])
                .boxed()
            }

            fn longest_each() -> Vec<Self> {
                vec![$(
                    $crate::service::buttons::codec::declare_ids!(
                        @longest $name $variant $({ $($field : $ty),* })?
                    )
                ),*]
            }
        }
    };
    // A struct.
    (
        $(#[$meta:meta])*
        $vis:vis struct $name:ident {
            $( $(#[$fmeta:meta])* $fvis:vis $field:ident : $ty:ty ),* $(,)?
        } = $pattern:literal
    ) => {
        $(#[$meta])*
        $vis struct $name {
            $( $(#[$fmeta])* $fvis $field : $ty ),*
        }

        impl $crate::service::buttons::codec::Field for $name {
            fn encode(&self) -> String {
                let $name { $($field),* } = self;
                $crate::service::buttons::codec::render(
                    $pattern,
                    &[$(
                        (
                            stringify!($field),
                            $crate::service::buttons::codec::Field::encode($field),
                        )
                    ),*],
                )
            }

            fn decode(text: &str) -> Option<Self> {
                let found = $crate::service::buttons::codec::captures($pattern, text)?;
                let read = $name { $($field: found.field(stringify!($field))?),* };
                (Self::encode(&read) == text).then_some(read)
            }
        }

        #[cfg(test)]
        impl $crate::service::buttons::codec::Sample for $name {
            fn strategy() -> proptest::strategy::BoxedStrategy<Self> {
                use proptest::strategy::Strategy as _;
                $crate::service::buttons::codec::declare_ids!(@strategy $name { $($field : $ty),* })
            }

            fn longest_each() -> Vec<Self> {
                vec![$name {
                    $($field: <$ty as $crate::service::buttons::codec::Sample>::longest()),*
                }]
            }
        }
    };
    (@build $found:ident; $name:ident $variant:ident { $($field:ident),* }) => {
        Some($name::$variant { $($field: $found.field(stringify!($field))?),* })
    };
    (@build $found:ident; $name:ident $variant:ident) => {
        $found.is_empty().then_some($name::$variant)
    };
    (@strategy $name:ident $variant:ident { $($field:ident : $ty:ty),* }) => {
        ($( <$ty as $crate::service::buttons::codec::Sample>::strategy(), )*)
            .prop_map(|($($field,)*)| $name::$variant { $($field),* })
            .boxed()
    };
    (@strategy $name:ident $variant:ident) => {
        proptest::strategy::Just($name::$variant).boxed()
    };
    (@strategy $name:ident { $($field:ident : $ty:ty),* }) => {
        ($( <$ty as $crate::service::buttons::codec::Sample>::strategy(), )*)
            .prop_map(|($($field,)*)| $name { $($field),* })
            .boxed()
    };
    (@longest $name:ident $variant:ident { $($field:ident : $ty:ty),* }) => {
        $name::$variant {
            $($field: <$ty as $crate::service::buttons::codec::Sample>::longest()),*
        }
    };
    (@longest $name:ident $variant:ident) => {
        $name::$variant
    };
}
pub(in crate::service) use declare_ids;

/// Values for the property tests: any value of the type, and each kind of
/// value at its longest text (the largest ids, the longest names).
#[cfg(test)]
pub(in crate::service) trait Sample:
    Field + std::fmt::Debug + Clone + 'static
{
    /// Any value.
    fn strategy() -> proptest::strategy::BoxedStrategy<Self>;

    /// Each variant (one value for other types) at its longest.
    fn longest_each() -> Vec<Self>;

    /// The value whose text is the longest.
    fn longest() -> Self {
        Self::longest_each()
            .into_iter()
            .max_by_key(|v| v.encode().len())
            .expect("at least one value")
    }
}

#[cfg(test)]
mod samples {
    use proptest::prelude::*;
    use proptest::strategy::BoxedStrategy;

    use super::Sample;
    use crate::engine::{Color, Point, Variant};
    use crate::ids::{
        ChallengeId, ExplorationId, GameId, ImportedGameId, MistakeId, PuzzleId, TakebackId,
        TournamentId, UserId,
    };
    use crate::lessons::Lesson;

    /// Any number, its extremes more often than chance would.
    macro_rules! numbers {
        ($($ty:ty => $longest:expr),*) => {$(
            impl Sample for $ty {
                fn strategy() -> BoxedStrategy<Self> {
                    prop_oneof![Just(<$ty>::MIN), Just(<$ty>::MAX), any::<$ty>()].boxed()
                }

                fn longest_each() -> Vec<Self> {
                    vec![$longest]
                }
            }
        )*};
    }
    numbers!(i64 => i64::MIN, u8 => u8::MAX, u32 => u32::MAX, usize => usize::MAX);

    /// A record's id: any number the database could hand out or not.
    macro_rules! records {
        ($($ty:ident),*) => {$(
            impl Sample for $ty {
                fn strategy() -> BoxedStrategy<Self> {
                    i64::strategy().prop_map($ty).boxed()
                }

                fn longest_each() -> Vec<Self> {
                    vec![$ty(i64::MIN)]
                }
            }
        )*};
    }
    records!(
        GameId,
        ImportedGameId,
        ExplorationId,
        ChallengeId,
        TournamentId,
        PuzzleId,
        TakebackId,
        MistakeId
    );

    impl Sample for UserId {
        fn strategy() -> BoxedStrategy<Self> {
            prop_oneof![Just(u64::MAX), 1..=u64::MAX]
                .prop_map(UserId::new)
                .boxed()
        }

        fn longest_each() -> Vec<Self> {
            vec![UserId::new(u64::MAX)]
        }
    }

    /// Every value of a small type.
    macro_rules! every {
        ($($ty:ty => $all:expr),*) => {$(
            impl Sample for $ty {
                fn strategy() -> BoxedStrategy<Self> {
                    proptest::sample::select($all.to_vec()).boxed()
                }

                fn longest_each() -> Vec<Self> {
                    $all.to_vec()
                }
            }
        )*};
    }
    every!(
        Point => Point::ALL,
        Variant => Variant::ALL,
        Lesson => Lesson::ALL,
        Color => [Color::Ivory, Color::Blue, Color::Red, Color::Green, Color::Black]
    );

    impl Sample for Option<Color> {
        fn strategy() -> BoxedStrategy<Self> {
            proptest::option::of(Color::strategy()).boxed()
        }

        fn longest_each() -> Vec<Self> {
            std::iter::once(None)
                .chain(Color::longest_each().into_iter().map(Some))
                .collect()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pattern_is_filled_in_and_read_back() {
        let pattern = "claim-{color}:{game}:{rev}";
        let written = render(
            pattern,
            &[
                ("game", "12".to_owned()),
                ("rev", "-3".to_owned()),
                ("color", "red".to_owned()),
            ],
        );
        assert_eq!(written, "claim-red:12:-3");
        let found = captures(pattern, &written).expect("read");
        assert_eq!(found.field::<Color>("color"), Some(Color::Red));
        assert_eq!(found.field::<GameId>("game"), Some(GameId(12)));
        assert_eq!(found.field::<i64>("rev"), Some(-3));
        for other in [
            "claim-red:12",
            "claim-red12:3",
            "clam-red:1:2",
            "claim-red:1:2:",
        ] {
            let read = captures(pattern, other);
            assert!(
                read.is_none() || read.is_some_and(|f| f.field::<i64>("rev").is_none()),
                "{other}"
            );
        }
        assert_eq!(head(pattern), "claim-");
        assert_eq!(name(pattern), "claim");
        assert_eq!(name("puzzle-next:0"), "puzzle-next");
        assert_eq!(name("stacks:{game}"), "stacks");
        assert_eq!(field_names(pattern), ["color", "game", "rev"]);
    }

    #[test]
    fn a_field_is_read_only_as_it_is_written() {
        assert_eq!(i64::decode("7"), Some(7));
        assert_eq!(i64::decode("-7"), Some(-7));
        for bad in ["+7", "07", "", " 7", "7 "] {
            assert_eq!(i64::decode(bad), None, "{bad:?}");
        }
        assert_eq!(UserId::decode("0"), None, "a snowflake is never 0");
        assert_eq!(u8::decode("256"), None);
        assert_eq!(Point::decode("c3"), Some("C3".parse().unwrap()));
        assert_eq!(Point::decode("C3"), None);
        assert_eq!(Color::decode("joker"), None, "a joker is never claimed");
        assert_eq!(Color::decode("Red"), None);
        assert_eq!(Option::<Color>::decode("none"), Some(None));
        assert_eq!(Lesson::decode("0"), None);
        assert_eq!(Lesson::decode("4"), Some(Lesson::Claims));
    }
}
