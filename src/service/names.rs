//! The players' display names as the front end last saw them, for the
//! pictures (the text names players by mention, which Discord resolves;
//! a picture must draw the name itself). The front end notes the name of
//! everyone who acts ([`Service::note_name`]); a player not seen since the
//! process started is drawn as "Player 1" or "Player 2". Kept in memory
//! only, a bounded map per guild and user: a name is a courtesy of the
//! picture, never a fact the game depends on. The guilds' languages, in
//! which the pictures posted for everyone there speak, are noted the same
//! way ([`Service::note_guild_lang`]).

use crate::i18n::{Lang, Msg};
use crate::ids::{GuildId, Seat, UserId};
use std::collections::HashMap;
use std::sync::Mutex;

use crate::record::{EndReason, GameResult};
use crate::render::Stopped;
use crate::storage::GameRow;

/// At most this many names are kept; the map starts afresh when full.
const LIMIT: usize = 50_000;

/// Display names by guild and user, and the guilds' languages.
#[derive(Default)]
pub(super) struct Names {
    map: Mutex<HashMap<(Option<GuildId>, UserId), String>>,
    langs: Mutex<HashMap<GuildId, Lang>>,
}

impl Names {
    fn note(&self, guild: Option<GuildId>, user: UserId, name: &str) {
        let mut map = self
            .map
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if map.get(&(guild, user)).is_some_and(|n| n == name) {
            return;
        }
        if map.len() >= LIMIT {
            map.clear();
        }
        map.insert((guild, user), name.to_owned());
    }

    fn get(&self, guild: Option<GuildId>, user: UserId) -> Option<String> {
        self.map
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(&(guild, user))
            .cloned()
    }
}

impl Names {
    /// Notes `user`'s display name in `guild`, as the front end sees it, for
    /// the pictures of their games.
    pub(super) fn note_name(&self, guild: Option<GuildId>, user: UserId, name: &str) {
        let name = name.trim();
        if !name.is_empty() {
            self.note(guild, user, name);
        }
    }

    /// The names a picture of a game between `users` in `guild` shows, in
    /// `lang`: the noted ones, "Computer" for the computer, none for anyone
    /// not seen (the picture says "Player 1" or "Player 2").
    pub(super) fn picture_names(
        &self,
        guild: Option<GuildId>,
        users: [Seat; 2],
        lang: Lang,
    ) -> [String; 2] {
        [0, 1].map(|i| match users[i] {
            Seat::Computer => lang.render(&Msg::new("picture-computer")),
            Seat::Human(u) => self.get(guild, u).unwrap_or_default(),
        })
    }

    /// Notes `guild`'s language, as the front end knows it (its preferred
    /// locale).
    pub(super) fn note_lang(&self, guild: GuildId, lang: Lang) {
        let mut langs = self
            .langs
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if langs.len() >= LIMIT && !langs.contains_key(&guild) {
            langs.clear();
        }
        langs.insert(guild, lang);
    }

    /// The language of the pictures posted for everyone in `guild`: its
    /// noted language, English when none was noted (or outside a guild).
    pub(super) fn guild_lang(&self, guild: Option<GuildId>) -> Lang {
        guild
            .and_then(|g| {
                self.langs
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .get(&g)
                    .copied()
            })
            .unwrap_or_default()
    }
}

/// How the stored game `row` ended, when its position does not show it.
pub(super) fn ending_of(row: &GameRow) -> Option<Stopped> {
    stopped(row.result, row.reason)
}

/// How a game with `result` that ended for `reason` stopped, when its
/// position does not show it (a resignation, a loss on time, an abort).
pub(super) fn stopped(result: Option<GameResult>, reason: Option<EndReason>) -> Option<Stopped> {
    let loser = result.and_then(|r| match r.outcome() {
        crate::engine::Outcome::Win(w) => Some(w.opponent()),
        crate::engine::Outcome::Draw => None,
    });
    match (reason?, loser) {
        (EndReason::Resign, Some(l)) => Some(Stopped::Resigned(l)),
        (EndReason::Timeout, Some(l)) => Some(Stopped::OutOfTime(l)),
        (EndReason::Abort, _) => Some(Stopped::Aborted),
        _ => None,
    }
}
