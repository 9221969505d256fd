//! The values every part of the service shares: who acts ([`Actor`]),
//! which game ([`GameRef`]) and who plays it ([`Players`]), what happened on
//! its own ([`Notice`]) and what time it is ([`Clock`]). Plain data: no
//! transport, no SQL, no messages.

use std::ops::Index;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, SystemTime};

use crate::engine::Player;
use crate::ids::{ChannelId, GameId, GuildId, Seat, UserId};
use crate::storage::GameRow;
use crate::time::Timestamp;

/// Who is acting, where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Actor {
    /// `None` outside a server.
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    pub user: UserId,
    /// May abort games.
    pub moderator: bool,
    /// May change the guild's settings.
    pub admin: bool,
    /// The member's language: the pictures only they see speak it.
    pub lang: crate::i18n::Lang,
    /// Whether the bot reaches the channel only through interactions (only
    /// a user's install of the app authorised this one): a game started
    /// here is marked so, and the turn clock never posts in its channel.
    pub interactions_only: bool,
}

impl Actor {
    /// A member without special rights, reading English.
    #[must_use]
    pub const fn member(guild: Option<GuildId>, channel: ChannelId, user: UserId) -> Actor {
        Actor {
            guild,
            channel,
            user,
            moderator: false,
            admin: false,
            lang: crate::i18n::Lang::En,
            interactions_only: false,
        }
    }

    /// The same member, reading `lang`.
    #[must_use]
    pub const fn reading(self, lang: crate::i18n::Lang) -> Actor {
        Actor { lang, ..self }
    }

    /// The same member, in a channel the bot reaches only through
    /// interactions when `only`.
    #[must_use]
    pub const fn through_interactions_only(self, only: bool) -> Actor {
        Actor {
            interactions_only: only,
            ..self
        }
    }
}

/// A game and where it is played: its guild, its channel (or thread) and
/// its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRef {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    pub game: GameId,
}

impl GameRef {
    #[must_use]
    pub const fn new(guild: Option<GuildId>, channel: ChannelId, game: GameId) -> GameRef {
        GameRef {
            guild,
            channel,
            game,
        }
    }

    /// The game of a stored row, where it is played now.
    #[must_use]
    pub fn of(row: &GameRow) -> GameRef {
        GameRef::new(row.guild(), row.channel(), row.id)
    }

    /// Game `game` in `a`'s channel.
    #[must_use]
    pub const fn at(a: Actor, game: GameId) -> GameRef {
        GameRef::new(a.guild, a.channel, game)
    }

    /// The link to the channel (or thread) of the game.
    #[must_use]
    pub fn link(&self) -> String {
        match self.guild {
            Some(guild) => format!("https://discord.com/channels/{guild}/{}", self.channel),
            None => format!("https://discord.com/channels/@me/{}", self.channel),
        }
    }
}

/// Who plays a game: player 1 first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Players(pub [Seat; 2]);

impl Players {
    /// Who plays `p`.
    #[must_use]
    pub const fn user(&self, p: Player) -> Seat {
        self.0[p.index()]
    }

    /// Which player sits at `seat` (a member, or the computer), if any.
    #[must_use]
    pub fn player_of(&self, seat: impl Into<Seat>) -> Option<Player> {
        let seat = seat.into();
        [Player::One, Player::Two]
            .into_iter()
            .find(|&p| self.user(p) == seat)
    }

    /// Who plays against `seat`, if it plays.
    #[must_use]
    pub fn opponent_of(&self, seat: impl Into<Seat>) -> Option<Seat> {
        self.player_of(seat).map(|p| self.user(p.opponent()))
    }

    /// The human of a game against the computer (player 1 when both are).
    #[must_use]
    pub fn human(&self) -> Option<UserId> {
        self.0.into_iter().find_map(Seat::human)
    }

    /// The humans among them, once each (the computer is never pinged).
    #[must_use]
    pub fn humans(&self) -> Vec<UserId> {
        humans(self.0)
    }
}

impl Index<usize> for Players {
    type Output = Seat;

    fn index(&self, i: usize) -> &Seat {
        &self.0[i]
    }
}

/// The humans among `seats`, once each (the computer is never pinged).
pub(super) fn humans<S: Into<Seat>, const N: usize>(seats: [S; N]) -> Vec<UserId> {
    let mut v: Vec<UserId> = seats.into_iter().filter_map(|s| s.into().human()).collect();
    v.dedup();
    v
}

/// The time. Injectable so that tests can move it.
pub trait Clock: Send + Sync {
    fn now(&self) -> Timestamp;
}

/// The system's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        Timestamp::of_system(SystemTime::now())
    }
}

/// A clock that stands still until told to move (tests, replays).
#[derive(Debug, Default)]
pub struct ManualClock(Mutex<Timestamp>);

impl ManualClock {
    /// A clock showing `now`.
    #[must_use]
    pub fn new(now: Timestamp) -> ManualClock {
        ManualClock(Mutex::new(now))
    }

    /// Moves the clock forward by `by` (to the millisecond).
    pub fn advance(&self, by: Duration) {
        *self.time() += by;
    }

    /// Sets the clock.
    pub fn set(&self, now: Timestamp) {
        *self.time() = now;
    }

    /// The time shown: a plain value, which a panic elsewhere can't leave
    /// half-written.
    fn time(&self) -> MutexGuard<'_, Timestamp> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        *self.time()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manual_clock_moves_only_when_told() {
        let c = ManualClock::new(Timestamp::from_millis(1000));
        assert_eq!(c.now(), Timestamp::from_millis(1000));
        c.advance(Duration::from_millis(500));
        assert_eq!(c.now(), Timestamp::from_millis(1500));
        c.set(Timestamp::from_millis(10));
        assert_eq!(c.now(), Timestamp::from_millis(10));
    }

    #[test]
    fn players_name_each_other() {
        let alice = UserId::new(5);
        let bob = UserId::new(6);
        let p = Players([Seat::Human(alice), Seat::Computer]);
        assert_eq!(p.player_of(alice), Some(Player::One));
        assert_eq!(p.player_of(Seat::Computer), Some(Player::Two));
        assert_eq!(p.player_of(bob), None);
        assert_eq!(p.opponent_of(alice), Some(Seat::Computer));
        assert_eq!(p.opponent_of(Seat::Computer), Some(Seat::Human(alice)));
        assert_eq!(p.opponent_of(bob), None);
        assert_eq!(p.human(), Some(alice));
        assert_eq!(p.humans(), vec![alice]);
        assert_eq!(Players([alice.into(), alice.into()]).humans(), vec![alice]);
        let game = GameRef::new(Some(GuildId::new(1)), ChannelId::new(2), GameId(3));
        assert_eq!(game.link(), "https://discord.com/channels/1/2");
        let direct = GameRef::new(None, ChannelId::new(2), GameId(3));
        assert_eq!(direct.link(), "https://discord.com/channels/@me/2");
    }
}
