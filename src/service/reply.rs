//! What the service answers: text, an optional picture, who may be pinged,
//! buttons and menus ([`Reply`], [`Picture`]; the buttons and menus are
//! declared in [`buttons`](super::buttons)), and the work around posting it
//! ([`Reply::take_effects`], see [`effects`](super::effects)). Plain data:
//! no transport.

use crate::engine::{Player, Position};
use crate::i18n::Text;
use crate::ids::{ChannelId, GameId, GuildId, TakebackId, UserId};

use super::buttons::{Button, Menu};
#[cfg(any(test, feature = "test-support"))]
use super::effects::{ChallengeMessage, ComputerDue, Reminder, TakebackMessage};
use super::effects::{Effect, Effects, NewGameSpot};
pub use super::picture::Picture;

/// What to answer: text, an optional picture, who may be pinged, whether only
/// the caller sees it, and buttons for the transport to draw.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// Markdown once rendered, one message per line. Users are written
    /// `<@id>`; only the ids in `mentions` may be pinged, any other `<@id>`
    /// (a leaderboard, a history) is only displayed.
    pub text: Text,
    /// The board (PNG), the replay (GIF), or a file to keep (a game's
    /// record, `.lyngk`: see [`Picture::is_image`]).
    pub image: Option<Picture>,
    /// The only users the message may ping (never roles or everyone).
    pub mentions: Vec<UserId>,
    /// Only the caller sees it (mistakes, help).
    pub ephemeral: bool,
    pub buttons: Vec<Button>,
    /// Select menus, each on a row of its own above the buttons.
    pub menus: Vec<Menu>,
    /// The player to move, for an accent colour (`None` when over / no game).
    pub accent: Option<Player>,
    /// The position the reply is about, for text front ends that draw it.
    pub position: Option<Position>,
    /// A tournament's standings to draw: the front end knows the players'
    /// names and the reader's language, and asks
    /// [`Tournaments::standings_png`](crate::service::Tournaments::standings_png) for the
    /// picture before posting.
    pub standings: Option<super::effects::StandingsPicture>,
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
    #[cfg(any(test, feature = "test-support"))]
    #[must_use]
    pub fn computer_due(&self) -> Option<&ComputerDue> {
        self.effects.iter().find_map(|e| match e {
            Effect::ComputerAnswer(due) => Some(due),
            _ => None,
        })
    }

    /// The challenge the reply offers, if any.
    #[cfg(any(test, feature = "test-support"))]
    #[must_use]
    pub fn offers(&self) -> Option<crate::ids::ChallengeId> {
        self.effects.iter().find_map(|e| match e {
            Effect::RecordChallenge { challenge } => Some(*challenge),
            _ => None,
        })
    }

    /// The takeback request the reply asks, if any.
    #[must_use]
    pub fn asks_takeback(&self) -> Option<TakebackId> {
        self.effects.iter().find_map(|e| match e {
            Effect::RecordTakeback { takeback } => Some(*takeback),
            _ => None,
        })
    }

    /// The message of a takeback request the reply closed, whose buttons go.
    #[cfg(any(test, feature = "test-support"))]
    #[must_use]
    pub fn settles_takeback(&self) -> Option<TakebackMessage> {
        self.effects.iter().find_map(|e| match e {
            Effect::DisableTakeback(m) => Some(m.clone()),
            _ => None,
        })
    }

    /// The message of a challenge the reply closed, whose buttons go.
    #[cfg(any(test, feature = "test-support"))]
    #[must_use]
    pub fn settles(&self) -> Option<ChallengeMessage> {
        self.effects.iter().find_map(|e| match e {
            Effect::DisableChallenge(m) => Some(m.clone()),
            _ => None,
        })
    }

    /// The turn reminders the reply makes due.
    #[cfg(any(test, feature = "test-support"))]
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

    /// The game the reply is about, as its buttons and its work tell: a
    /// turn's Move, Takeback or Rematch button, the game it starts, the
    /// computer's answer or a reminder it makes due. A reply that could not
    /// be posted is kept with it, and dropped once that game has moved on.
    #[must_use]
    pub fn game(&self) -> Option<GameId> {
        let by_button = self.buttons.iter().find_map(Button::game);
        by_button.or_else(|| {
            self.effects.iter().find_map(|e| match e {
                Effect::PlaceInThread(spot) => Some(spot.game),
                Effect::ComputerAnswer(due) => Some(due.game.game),
                Effect::Remind(r) => Some(r.game),
                _ => None,
            })
        })
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

/// Something that happened without a command (a turn warning, a forfeit on
/// time, an expired challenge), to post in a channel.
#[derive(Clone, Debug)]
pub struct Notice {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    /// The game it is about (none for an expired challenge).
    pub game: Option<GameId>,
    pub reply: Reply,
    /// How it reaches the players.
    pub reach: NoticeReach,
}

/// How a notice reaches the players of its channel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NoticeReach {
    /// Posted in the channel (the bot is there, or is thought to be).
    #[default]
    Channel,
    /// The bot reaches the channel only through interactions (its game
    /// started through a user's install of the app): the notice goes by
    /// direct message to each player it pings, and is kept for the
    /// channel's next interaction when one of them can't be reached that
    /// way or, for a game's result (`result`), always, since the channel
    /// must show how its game ended.
    Direct { result: bool },
}

impl NoticeReach {
    /// The reach of a notice about a game whose channel the bot reaches
    /// only through interactions when `interactions_only`; `result`: the
    /// notice tells how the game ended.
    #[must_use]
    pub fn of_game(interactions_only: bool, result: bool) -> NoticeReach {
        if interactions_only {
            NoticeReach::Direct { result }
        } else {
            NoticeReach::Channel
        }
    }
}
