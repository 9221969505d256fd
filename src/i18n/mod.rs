//! The languages the bot speaks and the message catalogue: one Project Fluent
//! file per language under `locales/<lang>/main.ftl`, embedded at compile
//! time. English is the default and the fallback. A [`Msg`] (an id and typed
//! arguments) becomes a sentence with [`Lang::render`]; colours, variants and
//! durations in the arguments are localised too, while notation, points and
//! positions stay as they are in every language.
//!
//! This module knows no transport and no storage; front ends pick the
//! [`Lang`] (Discord from the interaction's locale, the terminal from
//! `--lang`) and render at the edge.

mod message;
mod pictures;

use crate::ids::Seat;
use std::borrow::Cow;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use crate::engine::{Color, Variant};

pub use message::{Arg, Msg, Text};
pub use pictures::{PuzzleLine, you_and_opponent};

/// A language of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Fr,
    Es,
    ZhCn,
    Tr,
}

/// The catalogue files, in the order of [`Lang::ALL`].
const SOURCES: [&str; 5] = [
    include_str!("../../locales/en/main.ftl"),
    include_str!("../../locales/fr/main.ftl"),
    include_str!("../../locales/es/main.ftl"),
    include_str!("../../locales/zh-CN/main.ftl"),
    include_str!("../../locales/tr/main.ftl"),
];

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Fr, Lang::Es, Lang::ZhCn, Lang::Tr];

    /// The catalogue's folder name and BCP 47 tag: `en`, `fr`, `es`, `zh-CN`, `tr`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Es => "es",
            Lang::ZhCn => "zh-CN",
            Lang::Tr => "tr",
        }
    }

    const fn index(self) -> usize {
        self as usize
    }

    /// The catalogue source of this language.
    #[must_use]
    pub fn source(self) -> &'static str {
        SOURCES[self.index()]
    }

    /// The language of a locale tag (Discord's `en-US`, `fr`, `es-ES`,
    /// `es-419`, `zh-CN`, `tr`, or a plain `es`, `zh`); unknown tags fall back
    /// to English.
    #[must_use]
    pub fn from_tag(tag: &str) -> Lang {
        let tag = tag.trim().replace('_', "-").to_ascii_lowercase();
        let primary = tag.split('-').next().unwrap_or_default();
        match primary {
            "fr" => Lang::Fr,
            "es" => Lang::Es,
            "tr" => Lang::Tr,
            // Only the simplified script is catalogued: zh-TW readers get English.
            "zh" if tag == "zh" || tag == "zh-cn" || tag == "zh-hans" => Lang::ZhCn,
            _ => Lang::En,
        }
    }

    /// The language a `--lang` argument names, if it names one of ours.
    #[must_use]
    pub fn parse(tag: &str) -> Option<Lang> {
        let lang = Lang::from_tag(tag);
        let t = tag.trim().to_ascii_lowercase();
        (lang != Lang::En || t == "en" || t.starts_with("en-")).then_some(lang)
    }

    /// The Discord locales this language is registered under for command
    /// names and descriptions (English is the commands' default).
    #[must_use]
    pub const fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::Fr => &["fr"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::ZhCn => &["zh-CN"],
            Lang::Tr => &["tr"],
        }
    }

    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
        let bundles = BUNDLES.get_or_init(|| Lang::ALL.iter().map(|l| l.build()).collect());
        &bundles[self.index()]
    }

    fn build(self) -> FluentBundle<FluentResource> {
        let id: unic_langid::LanguageIdentifier = self.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Mentions and notation must reach Discord untouched: no bidi marks.
        bundle.set_use_isolating(false);
        // The files are checked by tests; a broken entry is dropped, not fatal.
        let resource = match FluentResource::try_new(self.source().to_owned()) {
            Ok(r) => r,
            Err((r, errors)) => {
                tracing::error!("locales/{}/main.ftl: {errors:?}", self.code());
                r
            }
        };
        bundle.add_resource_overriding(resource);
        bundle
    }

    /// Whether the catalogue of this language has the message.
    #[must_use]
    pub fn has(self, id: &str) -> bool {
        self.bundle().has_message(id)
    }

    /// A message without arguments, or `None` if this language lacks it (no
    /// fallback: used for Discord's per-locale command names).
    #[must_use]
    pub fn lookup(self, id: &str) -> Option<String> {
        let mut missing = Vec::new();
        let s = self.format(id, None, &mut missing)?;
        missing.is_empty().then_some(s)
    }

    /// A message in this language (falling back to English for a missing one).
    #[must_use]
    pub fn render(self, msg: &Msg) -> String {
        self.render_inner(msg, &mut Vec::new())
    }

    /// Lines of text in this language.
    #[must_use]
    pub fn render_text(self, text: &Text) -> String {
        self.render_text_checked(text).0
    }

    /// Lines of text, and the ids that fell back to English (or were missing
    /// everywhere).
    #[must_use]
    pub fn render_text_checked(self, text: &Text) -> (String, Vec<&'static str>) {
        let mut missing = Vec::new();
        let lines: Vec<String> = text
            .lines()
            .iter()
            .map(|m| self.sentence(self.render_inner(m, &mut missing)))
            .collect();
        (lines.join("\n"), missing)
    }

    /// A message, and the ids that fell back to English.
    #[must_use]
    pub fn render_checked(self, msg: &Msg) -> (String, Vec<&'static str>) {
        let mut missing = Vec::new();
        let s = self.render_inner(msg, &mut missing);
        (s, missing)
    }

    /// `line` with a capital first letter when it starts with the
    /// computer's name ("the computer claims green." is a sentence), after
    /// any Markdown emphasis.
    fn sentence(self, line: String) -> String {
        let name = self.render_inner(&Msg::new("computer"), &mut Vec::new());
        let text = line.trim_start_matches(['*', '_']);
        let marks = &line[..line.len() - text.len()];
        match text.strip_prefix(&name) {
            Some(rest) => {
                let mut chars = name.chars();
                let first: String = chars
                    .next()
                    .into_iter()
                    .flat_map(char::to_uppercase)
                    .collect();
                format!("{marks}{first}{}{rest}", chars.as_str())
            }
            None => line,
        }
    }

    /// The localised name of a colour.
    #[must_use]
    pub fn color(self, c: Color) -> String {
        self.render(&color_msg(c))
    }

    fn render_inner(self, msg: &Msg, missing: &mut Vec<&'static str>) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            args.set(*name, self.value(arg, missing));
        }
        if let Some(s) = self.format(msg.id, Some(&args), missing) {
            return s;
        }
        missing.push(msg.id);
        if self != Lang::En
            && let Some(s) = Lang::En.format(msg.id, Some(&args), &mut Vec::new())
        {
            return s;
        }
        tracing::error!("message `{}` is missing from the catalogue", msg.id);
        msg.id.to_owned()
    }

    fn format(
        self,
        id: &str,
        args: Option<&FluentArgs<'_>>,
        missing: &mut Vec<&'static str>,
    ) -> Option<String> {
        let bundle = self.bundle();
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        let s = bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            tracing::error!("message `{id}` in {}: {errors:?}", self.code());
            missing.push("(format error)");
        }
        Some(match s {
            Cow::Borrowed(s) => s.to_owned(),
            Cow::Owned(s) => s,
        })
    }

    fn value(self, arg: &Arg, missing: &mut Vec<&'static str>) -> FluentValue<'static> {
        match arg {
            Arg::Str(s) => FluentValue::from(s.clone()),
            Arg::Num(n) => FluentValue::from(*n),
            // The computer is named in words, never mentioned.
            Arg::User(Seat::Computer) => {
                FluentValue::from(self.render_inner(&Msg::new("computer"), missing))
            }
            Arg::User(Seat::Human(id)) => FluentValue::from(format!("<@{id}>")),
            Arg::Color(c) => FluentValue::from(self.render_inner(&color_msg(*c), missing)),
            Arg::Colors(cs) => {
                let m = match cs.as_slice() {
                    [] => Msg::new("colors-none"),
                    [a] => color_msg(*a),
                    [init @ .., last] => Msg::new("list-and")
                        .arg("a", Arg::List(init.iter().map(|c| color_msg(*c)).collect()))
                        .arg("b", *last),
                };
                FluentValue::from(self.render_inner(&m, missing))
            }
            Arg::Variant(v) => FluentValue::from(self.render_inner(&variant_msg(*v), missing)),
            Arg::Duration(d) => FluentValue::from(self.duration(*d, missing)),
            Arg::Msg(m) => FluentValue::from(self.render_inner(m, missing)),
            Arg::Seq { items, sep } => {
                let sep = self.render_inner(&Msg::new(sep), missing);
                let parts: Vec<String> = items
                    .iter()
                    .map(|m| self.render_inner(m, missing))
                    .collect();
                FluentValue::from(parts.join(&sep))
            }
            Arg::List(ms) => {
                let sep = self.render_inner(&Msg::new("list-separator"), missing);
                let parts: Vec<String> = ms.iter().map(|m| self.render_inner(m, missing)).collect();
                FluentValue::from(parts.join(&sep))
            }
        }
    }

    /// `1 day 2 hours`, rounded up to whole minutes.
    fn duration(self, d: std::time::Duration, missing: &mut Vec<&'static str>) -> String {
        let total_min = d.as_secs().div_ceil(60);
        let (days, hours, mins) = (total_min / 1440, total_min / 60 % 24, total_min % 60);
        let mut parts = Vec::new();
        for (n, id) in [
            (days, "duration-days"),
            (hours, "duration-hours"),
            (mins, "duration-minutes"),
        ] {
            if n > 0 {
                parts.push(self.render_inner(&Msg::new(id).arg("n", n), missing));
            }
        }
        if parts.is_empty() {
            return self.render_inner(&Msg::new("duration-under-a-minute"), missing);
        }
        let sep = self.render_inner(&Msg::new("duration-separator"), missing);
        parts.join(&sep)
    }
}

/// The message naming a colour.
#[must_use]
pub fn color_msg(c: Color) -> Msg {
    Msg::new(match c {
        Color::Ivory => "color-ivory",
        Color::Blue => "color-blue",
        Color::Red => "color-red",
        Color::Green => "color-green",
        Color::Black => "color-black",
        Color::Joker => "color-joker",
    })
}

/// The message naming a variant.
#[must_use]
pub fn variant_msg(v: Variant) -> Msg {
    Msg::new(match v {
        Variant::Standard => "variant-standard",
        Variant::SixStack => "variant-sixstack",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_map_to_languages() {
        for (tag, lang) in [
            ("en-US", Lang::En),
            ("en-GB", Lang::En),
            ("fr", Lang::Fr),
            ("es-ES", Lang::Es),
            ("es-419", Lang::Es),
            ("zh-CN", Lang::ZhCn),
            ("tr", Lang::Tr),
            ("zh-TW", Lang::En),
            ("de", Lang::En),
            ("", Lang::En),
        ] {
            assert_eq!(Lang::from_tag(tag), lang, "{tag}");
        }
        assert_eq!(Lang::parse("zh-CN"), Some(Lang::ZhCn));
        assert_eq!(Lang::parse("en"), Some(Lang::En));
        assert_eq!(Lang::parse("klingon"), None);
    }

    #[test]
    fn arguments_are_localised_and_mentions_untouched() {
        let m = Msg::new("to-move")
            .user("user", crate::ids::UserId::new(42))
            .arg("player", 2)
            .arg("colors", Arg::Colors(vec![Color::Red, Color::Blue]));
        assert_eq!(
            Lang::En.render(&m),
            "<@42>, your turn (player 2, red and blue)."
        );
        let fr = Lang::Fr.render(&m);
        assert!(
            fr.starts_with("<@42>,") && fr.contains("rouge et bleu"),
            "{fr}"
        );
        let d = Msg::new("turn-limit-set").arg("limit", std::time::Duration::from_secs(90 * 60));
        assert!(Lang::En.render(&d).contains("1 hour 30 minutes"));
        assert!(Lang::Fr.render(&d).contains("1 heure 30 minutes"));
    }

    #[test]
    fn a_missing_message_falls_back_to_english_and_is_reported() {
        let (s, missing) = Lang::Fr.render_checked(&Msg::new("no-such-id"));
        assert_eq!(s, "no-such-id");
        assert_eq!(missing, ["no-such-id"]);
        let (_, missing) = Lang::Fr.render_checked(&Msg::new("no-game"));
        assert!(missing.is_empty());
    }
}
