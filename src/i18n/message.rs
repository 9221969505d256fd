//! Typed messages: a catalogue id and its arguments, without any wording.
//! The service builds these; a front end turns them into sentences of the
//! reader's language with [`super::Lang::render`]. Plain data: no catalogue,
//! no transport.

use crate::ids::{ChallengeId, GameId, ImportedGameId, Seat, TournamentId};
use std::fmt;
use std::time::Duration;

use crate::engine::{Color, Variant};

/// One argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Language-neutral text: notation, positions, points, numbers already
    /// formatted.
    Str(String),
    /// A number (selects plural forms).
    Num(i64),
    /// Who plays: a member, written as a mention `<@id>`, or the computer,
    /// in words.
    User(Seat),
    /// A colour, written by its localised name.
    Color(Color),
    /// Colours in claim order, joined like "red and blue" (or "none").
    Colors(Vec<Color>),
    /// A variant, by its localised name.
    Variant(Variant),
    /// A duration in localised words (`1 hour 30 minutes`).
    Duration(Duration),
    /// Another message, rendered in the same language.
    Msg(Box<Msg>),
    /// Messages joined by the language's list separator.
    List(Vec<Msg>),
    /// Messages joined by the separator that the message `sep` gives
    /// (sentences, groups).
    Seq { items: Vec<Msg>, sep: &'static str },
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_owned())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}
impl From<Color> for Arg {
    fn from(c: Color) -> Arg {
        Arg::Color(c)
    }
}
impl From<Variant> for Arg {
    fn from(v: Variant) -> Arg {
        Arg::Variant(v)
    }
}
impl From<Duration> for Arg {
    fn from(d: Duration) -> Arg {
        Arg::Duration(d)
    }
}
impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}
macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
num_arg!(u8, u32, i32, i64, usize, u64);

/// A record's number, as a number.
macro_rules! record_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(id: $t) -> Arg {
                Arg::Num(id.get())
            }
        }
    )*};
}
record_arg!(GameId, ImportedGameId, ChallengeId, TournamentId);

/// A message: an id of the catalogue (`locales/<lang>/main.ftl`) and its
/// named arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// A message without arguments.
    #[must_use]
    pub const fn new(id: &'static str) -> Msg {
        Msg {
            id,
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// Adds a user argument (`<@id>`, or the computer in words).
    #[must_use]
    pub fn user(self, name: &'static str, seat: impl Into<Seat>) -> Msg {
        self.arg(name, Arg::User(seat.into()))
    }

    /// Text that is the same in every language (notation, code blocks).
    #[must_use]
    pub fn verbatim(text: impl Into<String>) -> Msg {
        Msg::new("verbatim").arg("text", Arg::Str(text.into()))
    }

    /// The value of an argument.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }

    /// Every message id in this message and its nested arguments.
    pub fn ids(&self) -> Vec<&'static str> {
        let mut out = vec![self.id];
        for (_, a) in &self.args {
            match a {
                Arg::Msg(m) => out.extend(m.ids()),
                Arg::List(ms) | Arg::Seq { items: ms, .. } => {
                    out.extend(ms.iter().flat_map(Msg::ids));
                }
                _ => {}
            }
        }
        out
    }
}

/// English, for logs and error chains (users get their own language at the
/// edge).
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::Lang::En.render(self))
    }
}

/// A reply's text: messages, one per line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Text(pub Vec<Msg>);

impl Text {
    /// No text.
    #[must_use]
    pub const fn empty() -> Text {
        Text(Vec::new())
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Appends a line.
    pub fn push(&mut self, m: Msg) {
        self.0.push(m);
    }

    /// The lines.
    #[must_use]
    pub fn lines(&self) -> &[Msg] {
        &self.0
    }

    /// The first line with this id, anywhere in the text (nested included).
    #[must_use]
    pub fn find(&self, id: &str) -> Option<&Msg> {
        fn walk<'a>(m: &'a Msg, id: &str) -> Option<&'a Msg> {
            if m.id == id {
                return Some(m);
            }
            m.args.iter().find_map(|(_, a)| match a {
                Arg::Msg(n) => walk(n, id),
                Arg::List(ns) | Arg::Seq { items: ns, .. } => ns.iter().find_map(|n| walk(n, id)),
                _ => None,
            })
        }
        self.0.iter().find_map(|m| walk(m, id))
    }

    /// Whether a message with this id is part of the text.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.find(id).is_some()
    }
}

impl From<Msg> for Text {
    fn from(m: Msg) -> Text {
        Text(vec![m])
    }
}

impl From<Vec<Msg>> for Text {
    fn from(v: Vec<Msg>) -> Text {
        Text(v)
    }
}

/// English, for logs and tests of the front ends.
impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&super::Lang::En.render_text(self))
    }
}
