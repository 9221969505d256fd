//! What a log line says of an error ([`logged`]): the error and each of
//! its causes, which serenity's own message leaves out (a request that
//! failed on the way is only "Error while sending HTTP request."; its
//! cause says why), and never an interaction's token. A token is a
//! credential while it lasts (15 minutes,
//! <https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages>),
//! and the address of every call made with one holds it:
//! `/webhooks/{application}/{token}/…` for follow-ups and edits,
//! `/interactions/{id}/{token}/callback` for the response. A cause of a
//! failed request (reqwest's) names that address. Every error the Discord
//! adapter logs goes through here.

use std::error::Error;
use std::fmt;

/// What stands in a log line for a token.
pub(in crate::discord) const HIDDEN: &str = "(token hidden)";

/// `error`, with its causes and without any interaction's token, for a
/// log line.
pub(in crate::discord) fn logged<'a>(error: &'a (dyn Error + 'static)) -> Logged<'a> {
    Logged(error)
}

/// An error as a log line shows it ([`logged`]).
pub(in crate::discord) struct Logged<'a>(&'a (dyn Error + 'static));

impl fmt::Display for Logged<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&without_tokens(&with_causes(self.0)))
    }
}

/// `error`'s message followed by each of its causes' not already in it.
fn with_causes(error: &(dyn Error + 'static)) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(inner) = source {
        let cause = inner.to_string();
        if !text.contains(&cause) {
            text.push_str(": ");
            text.push_str(&cause);
        }
        source = inner.source();
    }
    text
}

/// `text` with the token of each interaction's address
/// (`/webhooks/{id}/{token}`, `/interactions/{id}/{token}`) replaced by
/// [`HIDDEN`].
fn without_tokens(text: &str) -> String {
    const ADDRESSES: [&str; 2] = ["/webhooks/", "/interactions/"];
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some((at, len)) = ADDRESSES
        .iter()
        .filter_map(|a| rest.find(a).map(|at| (at, a.len())))
        .min()
    {
        let (before, after) = rest.split_at(at + len);
        out.push_str(before);
        let id = after
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(after.len());
        rest = after;
        if id > 0 && after[id..].starts_with('/') {
            out.push_str(&after[..=id]);
            let token = &after[id + 1..];
            let end = token
                .find(|c: char| {
                    matches!(c, '/' | '?' | '#' | ')' | '"' | '\'') || c.is_whitespace()
                })
                .unwrap_or(token.len());
            if end > 0 {
                out.push_str(HIDDEN);
            }
            rest = &token[end..];
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tokens_of_follow_ups_edits_and_responses_are_hidden() {
        let text = "error sending request for url \
             (https://discord.com/api/v10/webhooks/1001/aW50ZXJhY3Rpb24.x-y_z/messages/@original), \
             then (http://127.0.0.1:9/api/v10/interactions/42/tok3n/callback?wait=true) and \
             /webhooks/7/last";
        let shown = without_tokens(text);
        for token in ["aW50ZXJhY3Rpb24.x-y_z", "tok3n", "last"] {
            assert!(!shown.contains(token), "{shown}");
        }
        assert_eq!(
            shown,
            format!(
                "error sending request for url \
                 (https://discord.com/api/v10/webhooks/1001/{HIDDEN}/messages/@original), \
                 then (http://127.0.0.1:9/api/v10/interactions/42/{HIDDEN}/callback?wait=true) \
                 and /webhooks/7/{HIDDEN}"
            )
        );
    }

    #[test]
    fn addresses_without_a_token_stay_as_they_are() {
        let text = "see /webhooks/ and /interactions/abc/def and /channels/5/messages";
        assert_eq!(without_tokens(text), text);
    }

    #[test]
    fn the_causes_follow_the_message() {
        #[derive(Debug)]
        struct Outer(std::io::Error);
        impl fmt::Display for Outer {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("Error while sending HTTP request.")
            }
        }
        impl Error for Outer {
            fn source(&self) -> Option<&(dyn Error + 'static)> {
                Some(&self.0)
            }
        }
        let e = Outer(std::io::Error::other(
            "error sending request for url (http://x/api/v10/webhooks/1/secret)",
        ));
        assert_eq!(
            logged(&e).to_string(),
            format!(
                "Error while sending HTTP request.: error sending request for url \
                 (http://x/api/v10/webhooks/1/{HIDDEN})"
            )
        );
    }
}
