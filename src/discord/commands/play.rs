//! Playing a game: claim, move (with its autocomplete) and resign.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse};

use super::choices::ColorChoice;
use crate::discord::actor::{actor, lang};
use crate::discord::answer::act;
use crate::discord::answer::pipeline::within;
use crate::discord::{Context, Error};
use crate::engine::{Color, Point};
use crate::i18n::Lang;
use crate::service::{Destination, TurnRequest, text};

/// Discord's limit on autocomplete choices.
pub const MAX_CHOICES: usize = 25;

/// How long autocomplete may take: it can't be deferred, and Discord drops
/// an answer after 3 s; an empty list comes sooner instead.
const AUTOCOMPLETE_WITHIN: Duration = Duration::from_secs(2);

/// Claim a colour at the start of your turn (then move)
#[poise::command(slash_command)]
pub async fn claim(ctx: Context<'_>, color: ColorChoice) -> Result<(), Error> {
    let color = Color::from(color);
    act(ctx, |s, a| async move { s.turns().claim(a, color).await }).await
}

/// Move a stack (optionally claiming a colour first)
#[poise::command(slash_command, rename = "move")]
pub async fn move_(
    ctx: Context<'_>,
    #[autocomplete = "autocomplete_from"]
    #[max_length = 16]
    from: String,
    #[autocomplete = "autocomplete_to"]
    #[max_length = 64]
    to: String,
    claim: Option<ColorChoice>,
) -> Result<(), Error> {
    let claim = claim.map(Color::from);
    act(ctx, |s, a| async move {
        s.turns()
            .play(a, TurnRequest::from_options(&from, &to, claim)?)
            .await
    })
    .await
}

/// Filters autocomplete candidates by what was typed and keeps Discord's limit.
/// `candidates` are (label, value) pairs; a candidate matches when its label or
/// value starts with the typed text, ignoring case.
pub fn filter_choices(
    candidates: impl IntoIterator<Item = (String, String)>,
    typed: &str,
) -> Vec<(String, String)> {
    let typed = typed.trim().to_ascii_uppercase();
    // A typed path "B2 C3 E3" is matched by its landing point.
    let last = typed.split([' ', '-', ',']).next_back().unwrap_or_default();
    candidates
        .into_iter()
        .filter(|(label, value)| {
            let label = label.to_ascii_uppercase();
            let value = value.to_ascii_uppercase();
            typed.is_empty()
                || label.starts_with(&typed)
                || value.starts_with(&typed)
                || (!last.is_empty() && value.starts_with(last))
        })
        .take(MAX_CHOICES)
        .collect()
}

/// Label of a destination: `E3`, `E3 (via B2, C3)` for a LYNGK chain, and
/// the claim it needs when there is one: `G9 — claim black, via F7, G8`.
#[must_use]
pub fn destination_label(d: &Destination, lang: Lang) -> String {
    lang.render(&text::destination(d.to, &d.via, d.claim))
}

fn choices(pairs: Vec<(String, String)>) -> CreateAutocompleteResponse {
    CreateAutocompleteResponse::new().set_choices(
        pairs
            .into_iter()
            .map(|(name, value)| AutocompleteChoice::new(name, value))
            .collect(),
    )
}

/// `from`: the caller's movable stacks (after the `claim` option's colour,
/// when it is filled).
async fn autocomplete_from(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let actor = actor(ctx);
    let points = within(
        AUTOCOMPLETE_WITHIN,
        ctx.data()
            .service
            .autocomplete()
            .movable_stacks(actor, chosen_claim(ctx)),
    )
    .await
    .unwrap_or_default();
    let candidates = points.into_iter().map(|p| (p.to_string(), p.to_string()));
    choices(filter_choices(candidates, partial))
}

/// `to`: the legal landing points of the chosen `from`, LYNGK paths spelled
/// out; a landing that needs a claim names it and its value carries it.
async fn autocomplete_to(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let actor = actor(ctx);
    let Some(from) = typed_option(ctx, "from").and_then(|f| f.trim().parse::<Point>().ok()) else {
        return CreateAutocompleteResponse::new();
    };
    let destinations = within(
        AUTOCOMPLETE_WITHIN,
        ctx.data()
            .service
            .autocomplete()
            .destinations(actor, from, chosen_claim(ctx)),
    )
    .await
    .unwrap_or_default();
    let lang = lang(ctx);
    let candidates = destinations
        .iter()
        .map(|d| (destination_label(d, lang), d.value()));
    choices(filter_choices(candidates, partial))
}

/// The colour of the `claim` option, if it is filled while another option
/// is being typed (a choice parameter arrives as its index).
fn chosen_claim(ctx: Context<'_>) -> Option<Color> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.args
        .iter()
        .find(|o| o.name == "claim")
        .and_then(|o| match &o.value {
            serenity::ResolvedValue::Integer(i) => usize::try_from(*i).ok(),
            _ => None,
        })
        .and_then(<ColorChoice as poise::ChoiceParameter>::from_index)
        .map(Color::from)
}

/// The text of another option of the same subcommand, while one is being typed.
fn typed_option(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.args
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::ResolvedValue::String(s) => Some((*s).to_owned()),
            serenity::ResolvedValue::Autocomplete { value, .. } => Some((*value).to_owned()),
            _ => None,
        })
}

/// Ask to take back your last turn (your opponent must agree)
#[poise::command(slash_command)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    act(
        ctx,
        |s, a| async move { s.takebacks().request(a, None).await },
    )
    .await
}

/// Resign the game in this channel (you are asked to confirm)
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    act(
        ctx,
        |s, a| async move { s.endings().resign_prompt(a).await },
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn destination_labels_spell_out_lyngk_paths_and_claims() {
        let d = |to: &str, via: &[&str], claim| Destination {
            to: p(to),
            via: via.iter().map(|v| p(v)).collect(),
            claim,
        };
        assert_eq!(destination_label(&d("E5", &[], None), Lang::En), "E5");
        assert_eq!(
            destination_label(&d("E3", &["B2", "C3"], None), Lang::En),
            "E3 (via B2, C3)"
        );
        let fr = destination_label(&d("E3", &["B2", "C3"], None), Lang::Fr);
        assert!(fr.starts_with("E3 (") && fr.contains("B2, C3"), "{fr}");
        assert_ne!(fr, "E3 (via B2, C3)");
        assert_eq!(
            destination_label(&d("G9", &["F7", "G8"], Some(Color::Black)), Lang::En),
            "G9 — claim black, via F7, G8"
        );
        assert_eq!(
            destination_label(&d("G9", &[], Some(Color::Ivory)), Lang::Fr),
            "G9 — en revendiquant l'ivoire"
        );
    }

    #[test]
    fn choices_are_filtered_and_capped() {
        let all: Vec<(String, String)> = Point::ALL
            .iter()
            .map(|p| (p.to_string(), p.to_string()))
            .collect();
        assert_eq!(all.len(), 43);
        assert_eq!(filter_choices(all.clone(), "").len(), MAX_CHOICES);
        let c: Vec<String> = filter_choices(all.clone(), "c")
            .into_iter()
            .map(|(n, _)| n)
            .collect();
        assert_eq!(c, ["C1", "C2", "C3", "C4", "C5", "C6", "C7"]);
        let path = vec![
            ("E3 (via B2, C3)".to_owned(), "E3".to_owned()),
            ("E5".to_owned(), "E5".to_owned()),
        ];
        assert_eq!(filter_choices(path.clone(), "e3").len(), 1);
        assert_eq!(filter_choices(path.clone(), "B2 C3 E3")[0].1, "E3");
        assert!(filter_choices(path, "G").is_empty());
    }
}
