//! What the service answers: text, an optional picture, who may be pinged,
//! buttons ([`Reply`], [`Picture`], [`Button`]), and the work around posting
//! it ([`Reply::effects`], see [`effects`](super::effects)). Plain data: no
//! transport.

use crate::engine::{Player, Position, Variant};
use crate::i18n::{Msg, Text};

use super::effects::{ChallengeMessage, ComputerDue, Effect, Effects, NewGameSpot, Reminder};

/// What to answer: text, an optional picture, who may be pinged, whether only
/// the caller sees it, and buttons for the transport to draw.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// Markdown once rendered, one message per line. Users are written
    /// `<@id>`; only the ids in `mentions` may be pinged, any other `<@id>`
    /// (a leaderboard, a history) is only displayed.
    pub text: Text,
    /// The board (PNG) or the replay (GIF).
    pub image: Option<Picture>,
    /// The only users the message may ping (never roles or everyone).
    pub mentions: Vec<u64>,
    /// Only the caller sees it (mistakes, help).
    pub ephemeral: bool,
    pub buttons: Vec<Button>,
    /// The player to move, for an accent colour (`None` when over / no game).
    pub accent: Option<Player>,
    /// The position the reply is about, for text front ends that draw it.
    pub position: Option<Position>,
    /// What must happen around posting it, in any order: a front end takes
    /// them with [`Reply::take_effects`], which puts them in theirs.
    pub(super) effects: Vec<Effect>,
}

impl Reply {
    /// A plain public message.
    #[must_use]
    pub fn text(text: impl Into<Text>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// A message only the caller sees (a mistake, a private answer).
    #[must_use]
    pub fn ephemeral(text: impl Into<Text>) -> Reply {
        Reply {
            text: text.into(),
            ephemeral: true,
            ..Reply::default()
        }
    }

    /// Adds work around posting the reply.
    #[must_use]
    pub(super) fn with(mut self, effects: impl IntoIterator<Item = Effect>) -> Reply {
        self.effects.extend(effects);
        self
    }

    /// Takes the work around posting the reply, in its order: the reply is
    /// then only what to show.
    pub fn take_effects(&mut self) -> Effects {
        Effects::new(std::mem::take(&mut self.effects))
    }

    /// The computer's answer the reply makes due, if any (for tests and
    /// inspection; a front end carries it out through [`Reply::take_effects`]).
    #[must_use]
    pub fn computer_due(&self) -> Option<&ComputerDue> {
        self.effects.iter().find_map(|e| match e {
            Effect::ComputerAnswer(due) => Some(due),
            _ => None,
        })
    }

    /// The challenge the reply offers, if any.
    #[must_use]
    pub fn offers(&self) -> Option<i64> {
        self.effects.iter().find_map(|e| match e {
            Effect::RecordChallenge { challenge } => Some(*challenge),
            _ => None,
        })
    }

    /// The message of a challenge the reply closed, whose buttons go.
    #[must_use]
    pub fn settles(&self) -> Option<ChallengeMessage> {
        self.effects.iter().find_map(|e| match e {
            Effect::DisableChallenge(m) => Some(*m),
            _ => None,
        })
    }

    /// The turn reminders the reply makes due.
    #[must_use]
    pub fn reminders(&self) -> Vec<&Reminder> {
        self.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Remind(r) => Some(r),
                _ => None,
            })
            .collect()
    }

    /// The game the reply starts that goes to a thread of its own, if any.
    #[must_use]
    pub fn new_game(&self) -> Option<NewGameSpot> {
        self.effects.iter().find_map(|e| match e {
            Effect::PlaceInThread(spot) => Some(*spot),
            _ => None,
        })
    }
}

/// An image to attach.
#[derive(Clone, Debug)]
pub struct Picture {
    pub bytes: Vec<u8>,
    /// `board.png`, `replay.gif`.
    pub file_name: String,
    /// A description for screen readers.
    pub alt_text: Msg,
}

/// Abstract buttons. [`Button::custom_id`] / [`Button::from_custom_id`]
/// encode the ids so that a button keeps working after a restart; a stale one
/// is refused politely by the service (the challenge or game it names is no
/// longer open).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    Accept {
        challenge: i64,
    },
    Decline {
        challenge: i64,
    },
    Rematch {
        game: i64,
    },
    /// Confirms giving up the game (under the question `/lyngk resign` asks).
    Resign {
        game: i64,
    },
    /// Dismisses that question.
    KeepPlaying {
        game: i64,
    },
    /// Shows the page before on a leaderboard (0-based `page`).
    PreviousPage {
        variant: Variant,
        page: u32,
    },
    /// Shows the page after on a leaderboard.
    NextPage {
        variant: Variant,
        page: u32,
    },
}

impl Button {
    const PREFIX: &'static str = "lyngk";

    /// A stable id such as `lyngk:accept:12`, or `lyngk:next-sixstack:2`
    /// for a page of a leaderboard.
    #[must_use]
    pub fn custom_id(&self) -> String {
        let (kind, id) = match *self {
            Button::Accept { challenge } => ("accept", challenge),
            Button::Decline { challenge } => ("decline", challenge),
            Button::Rematch { game } => ("rematch", game),
            Button::Resign { game } => ("resign", game),
            Button::KeepPlaying { game } => ("keep", game),
            Button::PreviousPage { variant, page } => {
                return format!("{}:prev-{}:{page}", Self::PREFIX, variant.name());
            }
            Button::NextPage { variant, page } => {
                return format!("{}:next-{}:{page}", Self::PREFIX, variant.name());
            }
        };
        format!("{}:{kind}:{id}", Self::PREFIX)
    }

    /// The button an id names, or `None` for an id this service did not make.
    #[must_use]
    pub fn from_custom_id(id: &str) -> Option<Button> {
        let mut parts = id.split(':');
        if parts.next()? != Self::PREFIX {
            return None;
        }
        let kind = parts.next()?;
        let n: i64 = parts.next()?.parse().ok()?;
        if parts.next().is_some() {
            return None;
        }
        let page = |variant: &str| {
            let variant = Variant::ALL.into_iter().find(|v| v.name() == variant)?;
            Some((variant, u32::try_from(n).ok()?))
        };
        match kind {
            "accept" => Some(Button::Accept { challenge: n }),
            "decline" => Some(Button::Decline { challenge: n }),
            "rematch" => Some(Button::Rematch { game: n }),
            "resign" => Some(Button::Resign { game: n }),
            "keep" => Some(Button::KeepPlaying { game: n }),
            _ => {
                if let Some(v) = kind.strip_prefix("prev-") {
                    let (variant, page) = page(v)?;
                    Some(Button::PreviousPage { variant, page })
                } else if let Some(v) = kind.strip_prefix("next-") {
                    let (variant, page) = page(v)?;
                    Some(Button::NextPage { variant, page })
                } else {
                    None
                }
            }
        }
    }

    /// The button's label.
    #[must_use]
    pub fn label(&self) -> Msg {
        Msg::new(match self {
            Button::Accept { .. } => "button-accept",
            Button::Decline { .. } => "button-decline",
            Button::Rematch { .. } => "button-rematch",
            Button::Resign { .. } => "button-resign",
            Button::KeepPlaying { .. } => "button-keep-playing",
            Button::PreviousPage { .. } => "button-previous-page",
            Button::NextPage { .. } => "button-next-page",
        })
    }
}

/// Something that happened without a command (a turn warning, a forfeit on
/// time, an expired challenge), to post in a channel.
#[derive(Clone, Debug)]
pub struct Notice {
    pub guild: u64,
    pub channel: u64,
    /// The game it is about (none for an expired challenge).
    pub game: Option<i64>,
    pub reply: Reply,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip_and_reject_foreign_ids() {
        for b in [
            Button::Accept { challenge: 7 },
            Button::Decline {
                challenge: 123_456_789_012,
            },
            Button::Rematch { game: 1 },
            Button::PreviousPage {
                variant: Variant::SixStack,
                page: 0,
            },
            Button::NextPage {
                variant: Variant::Standard,
                page: 41,
            },
        ] {
            assert_eq!(Button::from_custom_id(&b.custom_id()), Some(b));
        }
        assert_eq!(
            Button::NextPage {
                variant: Variant::SixStack,
                page: 2
            }
            .custom_id(),
            "lyngk:next-sixstack:2"
        );
        assert_eq!(
            Button::Accept { challenge: 7 }.custom_id(),
            "lyngk:accept:7"
        );
        for bad in [
            "",
            "lyngk",
            "lyngk:accept",
            "lyngk:accept:x",
            "other:accept:1",
            "lyngk:fly:1",
            "lyngk:accept:1:2",
            "lyngk:next-chess:1",
            "lyngk:prev-standard:-1",
        ] {
            assert_eq!(Button::from_custom_id(bad), None, "{bad}");
        }
    }
}
