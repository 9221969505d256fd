//! The values the service hands to whoever hosts it: who acts ([`Actor`]),
//! what to answer ([`Reply`], [`Picture`], [`Button`]), what went wrong
//! ([`ServiceError`]), what happened on its own ([`Notice`]), the computer's
//! answer a front end should ask for ([`ComputerDue`]) and what time it is
//! ([`Clock`]). Plain data: no transport, no SQL.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::engine::{Player, Position, Variant};
use crate::i18n::{Msg, Text};

use super::searches::Slot;

/// The user id under which the computer plays its games (never a Discord
/// id: snowflakes are never 0).
pub const COMPUTER: u64 = 0;

/// Who is acting, where. Discord snowflakes as plain `u64`; storage converts
/// them to `i64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Actor {
    pub guild: u64,
    pub channel: u64,
    pub user: u64,
    /// May abort games.
    pub moderator: bool,
    /// May change the guild's settings.
    pub admin: bool,
}

impl Actor {
    /// A member without special rights.
    #[must_use]
    pub const fn member(guild: u64, channel: u64, user: u64) -> Actor {
        Actor {
            guild,
            channel,
            user,
            moderator: false,
            admin: false,
        }
    }
}

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
    /// The computer is to answer: once this reply is shown, ask
    /// [`Service::computer_turn`](super::Service::computer_turn) for its
    /// answer and show that as a message of its own.
    pub computer_due: Option<ComputerDue>,
    /// The challenge this reply offers (its Accept / Decline buttons): once
    /// the message is posted, tell
    /// [`Service::challenge_posted`](super::Service::challenge_posted) its id.
    pub offers: Option<i64>,
    /// A challenge this reply settles whose message still shows its buttons:
    /// disable them (unless the click on that message already did).
    pub settles: Option<ChallengeMessage>,
    /// Turn reminders to send as direct messages once the reply is out.
    pub reminders: Vec<Reminder>,
    /// A game this reply starts, which the guild wants in a thread of its
    /// own: make the thread, tell
    /// [`Service::move_to_thread`](super::Service::move_to_thread), and show
    /// the reply there (it is stored in the caller's channel until then).
    pub new_game: Option<NewGameSpot>,
}

/// A game just started that may move to a thread of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGameSpot {
    pub game: i64,
    /// Its players, the first to move first ([`COMPUTER`] for the computer).
    pub players: [u64; 2],
}

/// The posted message of a challenge, with its Accept / Decline buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChallengeMessage {
    pub challenge: i64,
    pub channel: u64,
    pub message: u64,
}

/// A turn reminder for the front end to send privately to `user`: it is
/// their turn in `game` (in `channel` of `guild`), or half of their time
/// has gone.
#[derive(Clone, Debug, PartialEq)]
pub struct Reminder {
    pub user: u64,
    pub guild: u64,
    /// Where the game is played: the link of the message leads there.
    pub channel: u64,
    pub game: i64,
    pub opponent: u64,
    pub variant: Variant,
    pub kind: ReminderKind,
}

/// Why a reminder is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReminderKind {
    /// It has become their turn.
    YourTurn,
    /// Half of their time for the turn has gone; `left_ms` remain.
    HalfTime { left_ms: i64 },
}

impl Reminder {
    /// The message, with a link to the game where it is now.
    #[must_use]
    pub fn text(&self) -> Msg {
        let link = super::game_link(self.guild, self.channel);
        match self.kind {
            ReminderKind::YourTurn => {
                super::text::reminder_your_turn(self.opponent, self.variant, &link)
            }
            ReminderKind::HalfTime { left_ms } => {
                super::text::reminder_half_time(self.opponent, left_ms, &link)
            }
        }
    }
}

/// A computer answer that is due in a game, for the front end to ask for.
/// While it is held, the member it answers can't make another answer due
/// (see [`Service::computer_turn`](super::Service::computer_turn)); dropping
/// every copy without asking gives that up (the turn clock then plays the
/// answer later).
#[derive(Clone)]
pub struct ComputerDue {
    pub guild: u64,
    pub channel: u64,
    pub game: i64,
    /// The human the answer is for (the one to ping).
    pub human: u64,
    pub(super) slot: Arc<Slot>,
}

impl ComputerDue {
    pub(super) fn new(guild: u64, channel: u64, game: i64, human: u64, slot: Slot) -> ComputerDue {
        ComputerDue {
            guild,
            channel,
            game,
            human,
            slot: Arc::new(slot),
        }
    }
}

impl fmt::Debug for ComputerDue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ComputerDue")
            .field("guild", &self.guild)
            .field("channel", &self.channel)
            .field("game", &self.game)
            .field("human", &self.human)
            .finish_non_exhaustive()
    }
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
            let variant = [Variant::Standard, Variant::SixStack]
                .into_iter()
                .find(|v| v.name() == variant)?;
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
        super::text::button_label(*self)
    }
}

/// What went wrong.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    /// A user's mistake, with the specific reason, to show only to them.
    #[error("{0}")]
    User(Msg),
    /// A bug or an outage: log it; the user gets a short apology.
    #[error(transparent)]
    Internal(#[from] InternalError),
}

impl ServiceError {
    /// The text to show the user: the reason of a mistake, or an apology.
    #[must_use]
    pub fn user_message(&self) -> Msg {
        match self {
            ServiceError::User(m) => m.clone(),
            ServiceError::Internal(_) => super::text::internal_error(),
        }
    }

    /// Whether this is the user's mistake (as opposed to a bug).
    #[must_use]
    pub fn is_user(&self) -> bool {
        matches!(self, ServiceError::User(_))
    }
}

/// Failures that are not the user's fault.
#[derive(Debug, thiserror::Error)]
pub enum InternalError {
    #[error("storage: {0}")]
    Storage(#[from] crate::storage::StorageError),
    #[error("rendering: {0}")]
    Render(String),
    #[error("the computer's search failed: {0}")]
    Computer(String),
    #[error("stored game {game} can't be replayed: {reason}")]
    Corrupt { game: i64, reason: String },
}

impl From<crate::storage::StorageError> for ServiceError {
    fn from(e: crate::storage::StorageError) -> ServiceError {
        ServiceError::Internal(InternalError::Storage(e))
    }
}

/// Something that happened without a command (a turn warning, a forfeit on
/// time, an expired challenge), to post in a channel.
#[derive(Clone, Debug)]
pub struct Notice {
    pub guild: u64,
    pub channel: u64,
    pub reply: Reply,
}

/// The time, in unix milliseconds. Injectable so that tests can move it.
pub trait Clock: Send + Sync {
    fn now(&self) -> i64;
}

/// The system's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
    }
}

/// A clock that stands still until told to move (tests, replays).
#[derive(Debug, Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    /// A clock showing `now` (unix ms).
    #[must_use]
    pub fn new(now: i64) -> ManualClock {
        ManualClock(AtomicI64::new(now))
    }

    /// Moves the clock forward by `ms`.
    pub fn advance(&self, ms: i64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }

    /// Sets the clock.
    pub fn set(&self, now: i64) {
        self.0.store(now, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
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

    #[test]
    fn manual_clock_moves_only_when_told() {
        let c = ManualClock::new(1000);
        assert_eq!(c.now(), 1000);
        c.advance(500);
        assert_eq!(c.now(), 1500);
        c.set(10);
        assert_eq!(c.now(), 10);
    }
}
