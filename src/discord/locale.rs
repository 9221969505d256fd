//! Languages on Discord: which [`Lang`] an interaction speaks (the user's
//! locale; the guild's preferred locale for the bot's own posts) and the
//! localised names, descriptions and choice labels of the command tree,
//! taken from the catalogue and handed to Discord through poise's
//! `name_localizations` / `description_localizations`.

use std::collections::HashMap;
use std::sync::Mutex;

use poise::serenity_prelude as serenity;

use super::{Data, Error};
use crate::i18n::Lang;
use crate::ids::GuildId;

/// The language of a Discord locale (`en-US`, `fr`, `es-419`, `zh-CN`, ...).
#[must_use]
pub fn lang_of(locale: &str) -> Lang {
    Lang::from_tag(locale)
}

/// The guilds' preferred languages, learnt from the gateway's guild data and
/// from every interaction (which carries `guild_locale`).
#[derive(Debug, Default)]
pub struct GuildLocales(Mutex<HashMap<serenity::GuildId, Lang>>);

impl GuildLocales {
    /// Remembers a guild's preferred locale.
    pub fn note(&self, guild: Option<serenity::GuildId>, locale: Option<&str>) {
        if let (Some(g), Some(l)) = (guild, locale) {
            self.0
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .insert(g, lang_of(l));
        }
    }

    /// The language for a message the bot posts by itself in a guild: the
    /// cached guild's preferred locale, else the last one an interaction
    /// reported, else English.
    #[must_use]
    pub fn of(&self, cache: &serenity::Cache, guild: Option<GuildId>) -> Lang {
        let Some(guild) = guild.map(serenity::GuildId::from) else {
            return Lang::default();
        };
        if let Some(g) = cache.guild(guild) {
            return lang_of(&g.preferred_locale);
        }
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(&guild)
            .copied()
            .unwrap_or_default()
    }
}

/// The top-level commands, whose names are the game's name everywhere (not
/// translated).
const TOP_LEVEL: [&str; 2] = ["lyngk", "lyngk-admin"];

/// The catalogue key of a command: its path below its top-level command
/// (`lyngk-admin settings turn-limit` → `settings-turn-limit`), or the
/// top-level command's own name. (poise fills in qualified names only when
/// the framework is built.)
fn key(parent: Option<&str>, name: &str) -> String {
    match parent {
        None => name.to_owned(),
        Some(p) if TOP_LEVEL.contains(&p) => name.to_owned(),
        Some(p) => format!("{p}-{name}"),
    }
}

/// The catalogue id of a choice label, from the choice's name in the code.
/// (`Ivory` → `choice-color-ivory`; also after [`localize`] renamed it `Ivory (I)`.)
fn choice_id(name: &str) -> String {
    let first = name
        .split([' ', '-'])
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    match first.as_str() {
        "ivory" | "blue" | "red" | "green" | "black" => format!("choice-color-{first}"),
        "standard" => "choice-variant-standard".to_owned(),
        "easy" | "normal" | "hard" | "master" => format!("choice-level-{first}"),
        "on" | "off" => format!("choice-notify-{first}"),
        "swiss" => "choice-format-swiss".to_owned(),
        "round" => "choice-format-round-robin".to_owned(),
        "moves" | "stacking" | "lyngk" | "claims" | "five" | "end" | "sudden" => {
            format!("choice-lesson-{first}")
        }
        // `SixStack`, or its English label "Six-stack sudden death".
        "sixstack" | "six" => "choice-variant-sixstack".to_owned(),
        // Named here first: the catalogue test then reports it missing,
        // rather than the choice taking another's label.
        _ => format!("choice-{first}"),
    }
}

/// One thing of the command tree to localise.
#[cfg(any(test, feature = "test-support"))]
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A command's name (not the top-level `lyngk` and `lyngk-admin`, the
    /// game's name everywhere).
    CommandName {
        id: String,
        code: String,
    },
    CommandDescription {
        id: String,
    },
    OptionName {
        id: String,
        code: String,
    },
    OptionDescription {
        id: String,
    },
    Choice {
        id: String,
    },
}

#[cfg(any(test, feature = "test-support"))]
impl Entry {
    /// The catalogue id.
    #[must_use]
    pub fn id(&self) -> &str {
        match self {
            Entry::CommandName { id, .. }
            | Entry::CommandDescription { id }
            | Entry::OptionName { id, .. }
            | Entry::OptionDescription { id }
            | Entry::Choice { id } => id,
        }
    }
}

/// Everything of the tree that needs a text in every language.
#[cfg(any(test, feature = "test-support"))]
#[must_use]
pub fn entries(commands: &[poise::Command<Data, Error>]) -> Vec<Entry> {
    let mut out = Vec::new();
    entries_below(commands, None, &mut out);
    out
}

#[cfg(any(test, feature = "test-support"))]
fn entries_below(
    commands: &[poise::Command<Data, Error>],
    parent: Option<&str>,
    out: &mut Vec<Entry>,
) {
    for c in commands {
        let k = key(parent, &c.name);
        if parent.is_some() {
            out.push(Entry::CommandName {
                id: format!("cmd-{k}-name"),
                code: c.name.to_string(),
            });
        }
        out.push(Entry::CommandDescription {
            id: format!("cmd-{k}-desc"),
        });
        for p in &c.parameters {
            out.push(Entry::OptionName {
                id: format!("opt-{k}-{}-name", p.name),
                code: p.name.to_string(),
            });
            out.push(Entry::OptionDescription {
                id: format!("opt-{k}-{}-desc", p.name),
            });
            for ch in p.choices.iter() {
                out.push(Entry::Choice {
                    id: choice_id(&ch.name),
                });
            }
        }
        entries_below(&c.subcommands, Some(&k), out);
    }
}

fn texts(
    id: &str,
) -> Vec<(
    std::borrow::Cow<'static, str>,
    std::borrow::Cow<'static, str>,
)> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        if let Some(text) = lang.lookup(id) {
            for code in lang.discord_locales() {
                out.push(((*code).into(), text.clone().into()));
            }
        }
    }
    out
}

/// Sets descriptions and choice labels from the English catalogue and the
/// other languages as Discord localisations. Names in the code stay the
/// canonical ones (Discord reports them in every interaction).
pub fn localize(commands: &mut [poise::Command<Data, Error>]) {
    localize_below(commands, None);
}

fn localize_below(commands: &mut [poise::Command<Data, Error>], parent: Option<&str>) {
    for c in commands.iter_mut() {
        let k = key(parent, &c.name);
        if parent.is_some() {
            c.name_localizations = texts(&format!("cmd-{k}-name")).into();
        }
        let desc = format!("cmd-{k}-desc");
        if let Some(d) = Lang::En.lookup(&desc) {
            c.description = Some(d.into());
        }
        c.description_localizations = texts(&desc).into();
        for p in &mut c.parameters {
            p.name_localizations = texts(&format!("opt-{k}-{}-name", p.name)).into();
            let desc = format!("opt-{k}-{}-desc", p.name);
            if let Some(d) = Lang::En.lookup(&desc) {
                p.description = Some(d.into());
            }
            p.description_localizations = texts(&desc).into();
            for ch in p.choices.to_mut() {
                let id = choice_id(&ch.name);
                ch.localizations = texts(&id).into();
                if let Some(label) = Lang::En.lookup(&id) {
                    ch.name = label.into();
                }
            }
        }
        localize_below(&mut c.subcommands, Some(&k));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_is_labelled_by_its_own_entry_and_an_unknown_one_by_none_of_the_others() {
        assert_eq!(choice_id("SixStack"), "choice-variant-sixstack");
        assert_eq!(
            choice_id("Six-stack sudden death"),
            "choice-variant-sixstack"
        );
        assert_eq!(choice_id("Ivory (I)"), "choice-color-ivory");
        assert_eq!(choice_id("Round robin"), "choice-format-round-robin");
        assert_eq!(choice_id("Sudden death"), "choice-lesson-sudden");
        // A choice nobody named here gets an id of its own, which the
        // catalogue lacks until it is written: the catalogue test says so.
        let unknown = choice_id("Purple");
        assert_eq!(unknown, "choice-purple");
        assert!(Lang::En.lookup(&unknown).is_none());
    }
}
