//! A long list (a round's pairings, a table) as several messages, each
//! within a chat message's limits in every language of the catalogue: the
//! service knows what it says and whom it pings, so it cuts between lines,
//! where a reader expects a break, rather than leaving the front end to cut
//! a text it can only measure.

use crate::i18n::{Lang, Msg, Text};
use crate::ids::UserId;

use super::Reply;

/// Discord's limit on a message's content, in characters.
pub(crate) const CONTENT_CHARS: usize = 2000;
/// Discord's limit on the users one message may ping (`allowed_mentions`).
pub(crate) const PINGS: usize = 100;

/// One line of a list, and the users it pings.
pub(super) struct Line {
    pub msg: Msg,
    pub pings: Vec<UserId>,
}

impl Line {
    /// A line that pings nobody.
    pub fn quiet(msg: Msg) -> Line {
        Line {
            msg,
            pings: Vec::new(),
        }
    }
}

/// The characters `msg` takes as a line, in its longest language.
fn width(msg: &Msg) -> usize {
    let line = Text(vec![msg.clone()]);
    Lang::ALL
        .iter()
        .map(|lang| lang.render_text(&line).chars().count())
        .max()
        .unwrap_or(0)
}

/// `head`, then `lines`, in order, as few messages as hold them: each at
/// most [`CONTENT_CHARS`] characters in every language and pinging at most
/// [`PINGS`] users; the head opens the first, and a line is never cut.
pub(super) fn split(head: Vec<Line>, lines: Vec<Line>) -> Vec<Reply> {
    let mut out = Vec::new();
    let mut text: Vec<Msg> = Vec::new();
    let mut pings: Vec<UserId> = Vec::new();
    let mut chars = 0;
    for line in head.into_iter().chain(lines) {
        let w = width(&line.msg);
        // The line break before it, when it is not the first.
        let needed = if text.is_empty() { w } else { chars + 1 + w };
        let mut new_pings: Vec<UserId> = line
            .pings
            .iter()
            .copied()
            .filter(|u| !pings.contains(u))
            .collect();
        new_pings.dedup();
        let full = needed > CONTENT_CHARS || pings.len() + new_pings.len() > PINGS;
        if full && !text.is_empty() {
            out.push(post(std::mem::take(&mut text), std::mem::take(&mut pings)));
            chars = w;
            new_pings = line.pings.clone();
            new_pings.dedup();
        } else {
            chars = needed;
        }
        text.push(line.msg);
        pings.extend(new_pings);
    }
    if !text.is_empty() {
        out.push(post(text, pings));
    }
    out
}

fn post(text: Vec<Msg>, mentions: Vec<UserId>) -> Reply {
    Reply {
        text: Text(text),
        mentions,
        ..Reply::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::text;

    fn board(n: i64) -> Line {
        let first = UserId::new(7_000_000_000_000_000_000 + 2 * n as u64);
        let second = UserId::new(first.get() + 1);
        Line {
            msg: text::tournament_board(n, first, second),
            pings: vec![first, second],
        }
    }

    #[test]
    fn a_long_list_is_cut_between_lines_within_every_limit_in_every_language() {
        let head = vec![Line::quiet(text::tournament_round("Open", 1, 9))];
        let lines: Vec<Line> = (1..=128).map(board).collect();
        let posts = split(head, lines);
        assert!(posts.len() > 1, "128 boards take several messages");
        let mut boards = Vec::new();
        let mut pinged = Vec::new();
        for post in &posts {
            for lang in Lang::ALL {
                let shown = lang.render_text(&post.text);
                assert!(shown.chars().count() <= CONTENT_CHARS, "{lang:?}: {shown}");
            }
            assert!(post.mentions.len() <= PINGS);
            pinged.extend(post.mentions.iter().copied());
            boards.extend(
                post.text
                    .lines()
                    .iter()
                    .filter_map(|m| match m.get("board") {
                        Some(crate::i18n::Arg::Num(n)) => Some(*n),
                        _ => None,
                    }),
            );
        }
        assert_eq!(posts[0].text.lines()[0].ids(), ["tournament-round"]);
        assert_eq!(
            boards,
            (1..=128).collect::<Vec<_>>(),
            "every board once, in order"
        );
        let mut unique = pinged.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), 256, "everyone pinged");
        assert_eq!(pinged.len(), 256, "and once");
    }

    #[test]
    fn more_than_a_hundred_pings_take_another_message_even_when_short() {
        let lines: Vec<Line> = (0..150)
            .map(|u| Line {
                msg: Msg::verbatim("x"),
                pings: vec![UserId::new(u + 1)],
            })
            .collect();
        let posts = split(Vec::new(), lines);
        let sizes: Vec<usize> = posts.iter().map(|p| p.mentions.len()).collect();
        assert_eq!(sizes, [100, 50]);
    }
}
