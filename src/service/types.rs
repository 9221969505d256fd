//! The values every part of the service shares: who acts ([`Actor`]),
//! which game ([`GameRef`]) and who plays it ([`Players`]), what happened on
//! its own ([`Notice`]) and what time it is ([`Clock`]). Plain data: no
//! transport, no SQL, no messages.

use std::ops::Index;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::engine::Player;
use crate::storage::GameRow;

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

/// A game and where it is played: its guild, its channel (or thread) and
/// its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameRef {
    pub guild: u64,
    pub channel: u64,
    pub game: i64,
}

impl GameRef {
    #[must_use]
    pub const fn new(guild: u64, channel: u64, game: i64) -> GameRef {
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
    pub const fn at(a: Actor, game: i64) -> GameRef {
        GameRef::new(a.guild, a.channel, game)
    }

    /// The link to the channel (or thread) of the game.
    #[must_use]
    pub fn link(&self) -> String {
        format!(
            "https://discord.com/channels/{}/{}",
            self.guild, self.channel
        )
    }
}

/// The users playing a game: player 1 first ([`COMPUTER`] for the
/// computer).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Players(pub [u64; 2]);

impl Players {
    /// The user playing `p`.
    #[must_use]
    pub const fn user(&self, p: Player) -> u64 {
        self.0[p.index()]
    }

    /// Which player `user` is, if they play.
    #[must_use]
    pub fn player_of(&self, user: u64) -> Option<Player> {
        [Player::One, Player::Two]
            .into_iter()
            .find(|&p| self.user(p) == user)
    }

    /// The other player of `user`, if they play.
    #[must_use]
    pub fn opponent_of(&self, user: u64) -> Option<u64> {
        self.player_of(user).map(|p| self.user(p.opponent()))
    }

    /// The human of a game against the computer (player 1 when both are).
    #[must_use]
    pub fn human(&self) -> Option<u64> {
        self.0.into_iter().find(|&u| u != COMPUTER)
    }

    /// The humans among them, once each (the computer is never pinged).
    #[must_use]
    pub fn humans(&self) -> Vec<u64> {
        humans(self.0)
    }
}

impl Index<usize> for Players {
    type Output = u64;

    fn index(&self, i: usize) -> &u64 {
        &self.0[i]
    }
}

/// The humans among `users`, once each (the computer is never pinged).
pub(super) fn humans<const N: usize>(users: [u64; N]) -> Vec<u64> {
    let mut v: Vec<u64> = users.into_iter().filter(|&u| u != COMPUTER).collect();
    v.dedup();
    v
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
    fn manual_clock_moves_only_when_told() {
        let c = ManualClock::new(1000);
        assert_eq!(c.now(), 1000);
        c.advance(500);
        assert_eq!(c.now(), 1500);
        c.set(10);
        assert_eq!(c.now(), 10);
    }

    #[test]
    fn players_name_each_other() {
        let p = Players([5, COMPUTER]);
        assert_eq!(p.player_of(5), Some(Player::One));
        assert_eq!(p.player_of(COMPUTER), Some(Player::Two));
        assert_eq!(p.player_of(6), None);
        assert_eq!(p.opponent_of(5), Some(COMPUTER));
        assert_eq!(p.opponent_of(COMPUTER), Some(5));
        assert_eq!(p.opponent_of(6), None);
        assert_eq!(p.human(), Some(5));
        assert_eq!(p.humans(), vec![5]);
        assert_eq!(Players([5, 5]).humans(), vec![5]);
        assert_eq!(
            GameRef::new(1, 2, 3).link(),
            "https://discord.com/channels/1/2"
        );
    }
}
