//! The `/lyngk` command tree, its autocomplete callbacks and the framework
//! around it (setup, error handling). Each command parses its Discord
//! arguments, calls one service method and hands the `Reply` to [`respond`];
//! the service decides what is allowed and what to say.

use std::num::NonZeroU64;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{AutocompleteChoice, CreateAutocompleteResponse, GuildId, Permissions};
use tokio::sync::watch;
use tokio::task::JoinHandle;

use super::answer::{post_computer_answer, within};
use super::challenge_message;
use super::locale::{GuildLocales, lang_of, localize};
use super::reply::{create_reply, edit_response, ephemeral_text};
use super::{Config, Context, Data, Error, Status, dm, events, spawn_turn_clock, thread};
use crate::ai::Level;
use crate::engine::{Color, Point, Variant};
use crate::i18n::{Lang, Msg};
use crate::service::{Actor, Destination, Reply, Service, ServiceError};

/// Discord's limit on autocomplete choices.
pub const MAX_CHOICES: usize = 25;

/// What a user sees when the bot itself failed; the details go to the log.
pub const APOLOGY: Msg = Msg::new("apology");
/// The answer outside a server.
const GUILD_ONLY: Msg = Msg::new("guild-only");

/// How long autocomplete may take: it can't be deferred, and Discord drops
/// an answer after 3 s; an empty list comes sooner instead.
const AUTOCOMPLETE_WITHIN: Duration = Duration::from_secs(2);

/// The claimable colours as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorChoice {
    Ivory,
    Blue,
    Red,
    Green,
    Black,
}

impl From<ColorChoice> for Color {
    fn from(c: ColorChoice) -> Color {
        match c {
            ColorChoice::Ivory => Color::Ivory,
            ColorChoice::Blue => Color::Blue,
            ColorChoice::Red => Color::Red,
            ColorChoice::Green => Color::Green,
            ColorChoice::Black => Color::Black,
        }
    }
}

/// The variants as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum VariantChoice {
    Standard,
    SixStack,
}

impl From<VariantChoice> for Variant {
    fn from(v: VariantChoice) -> Variant {
        match v {
            VariantChoice::Standard => Variant::Standard,
            VariantChoice::SixStack => Variant::SixStack,
        }
    }
}

/// The computer's levels as a slash-command choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LevelChoice {
    Easy,
    Normal,
    Hard,
    Master,
}

impl From<LevelChoice> for Level {
    fn from(l: LevelChoice) -> Level {
        match l {
            LevelChoice::Easy => Level::Easy,
            LevelChoice::Normal => Level::Normal,
            LevelChoice::Hard => Level::Hard,
            LevelChoice::Master => Level::Master,
        }
    }
}

/// The whole command tree: `/lyngk` for everyone and `/lyngk-admin` for
/// moderators and server managers. Descriptions, choice labels and the
/// other languages' names come from the catalogue (`cmd-*`, `opt-*`,
/// `choice-*` in `locales/*/main.ftl`); the doc comments on the commands
/// below are for readers of the code.
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![lyngk(), lyngk_admin()];
    localize(&mut commands);
    commands
}

/// The language of the user behind a command.
pub(crate) fn lang(ctx: Context<'_>) -> Lang {
    ctx.locale().map_or(Lang::En, lang_of)
}

pub(super) fn framework(
    config: &Config,
    service: Arc<Service>,
    status: Arc<watch::Sender<Status>>,
    clock_task: Arc<Mutex<Option<JoinHandle<()>>>>,
) -> poise::Framework<Data, Error> {
    let guild = config
        .guild_id
        .and_then(|g| NonZeroU64::new(g).map(GuildId::from));
    let tick_interval = config.tick_interval;
    let defer_after = config.defer_after;
    poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            event_handler: |framework, event| Box::pin(events::handle(framework, event)),
            on_error: |error| Box::pin(on_error(error)),
            // Nobody is pinged unless a reply lists them explicitly.
            allowed_mentions: Some(serenity::CreateAllowedMentions::new()),
            // Owners are not used; skip the extra request at start-up.
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                let registered = match guild {
                    Some(guild) => poise::builtins::register_in_guild(ctx, commands, guild).await,
                    None => poise::builtins::register_globally(ctx, commands).await,
                };
                if let Err(e) = registered {
                    status.send_replace(Status::Failed(format!("registration: {e}")));
                    return Err(e.into());
                }
                let guild_locales = Arc::new(GuildLocales::default());
                let task = spawn_turn_clock(
                    Arc::clone(&ctx.http),
                    Arc::clone(&ctx.cache),
                    Arc::clone(&service),
                    Arc::clone(&guild_locales),
                    tick_interval,
                );
                if let Some(old) = clock_task
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .replace(task)
                {
                    old.abort();
                }
                tracing::info!(
                    "{} is ready, commands registered {}",
                    ready.user.name,
                    guild.map_or("globally".to_owned(), |g| format!("in guild {g}"))
                );
                status.send_replace(Status::Ready);
                Ok(Data {
                    service,
                    guild_locales,
                    defer_after,
                })
            })
        })
        .build()
}

/// Errors outside the commands' own replies: argument parsing (the user's
/// fault, answered ephemerally), panics and Discord failures (logged, apology).
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!("setup failed: {error}");
        }
        poise::FrameworkError::ArgumentParse {
            error, input, ctx, ..
        } => {
            let msg = match input {
                Some(input) => Msg::new("unreadable-input").arg("input", input),
                None => Msg::new("unreadable"),
            }
            .arg("error", error.to_string());
            send_quietly(ctx, ephemeral_text(&msg, lang(ctx))).await;
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            let (guild, channel, shard) = whereabouts(ctx);
            tracing::error!(
                guild,
                channel,
                shard,
                "/{} failed: {error}",
                ctx.command().qualified_name
            );
            send_quietly(ctx, ephemeral_text(&APOLOGY, lang(ctx))).await;
        }
        poise::FrameworkError::CommandPanic { payload, ctx, .. } => {
            let (guild, channel, shard) = whereabouts(ctx);
            tracing::error!(
                guild,
                channel,
                shard,
                "/{} panicked: {}",
                ctx.command().qualified_name,
                payload.unwrap_or_default()
            );
            send_quietly(ctx, ephemeral_text(&APOLOGY, lang(ctx))).await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            send_quietly(ctx, ephemeral_text(&GUILD_ONLY, lang(ctx))).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("while handling an error: {e}");
            }
        }
    }
}

async fn send_quietly(ctx: Context<'_>, reply: poise::CreateReply) {
    if let Err(e) = ctx.send(reply).await {
        let (guild, channel, shard) = whereabouts(ctx);
        tracing::error!(
            guild,
            channel,
            shard,
            "could not answer an interaction: {e}"
        );
    }
}

/// Where a command came from, for the log: its guild (0 outside one), its
/// channel and the gateway shard that received it.
fn whereabouts(ctx: Context<'_>) -> (u64, u64, u32) {
    (
        ctx.guild_id().map_or(0, |g| g.get()),
        ctx.channel_id().get(),
        ctx.serenity_context().shard_id.0,
    )
}

/// Who is acting, where, with which powers (from the interaction's member).
/// `None` outside a guild.
pub(crate) fn actor_of(
    guild: Option<GuildId>,
    channel: serenity::ChannelId,
    user: serenity::UserId,
    permissions: Option<Permissions>,
) -> Option<Actor> {
    let permissions = permissions.unwrap_or_else(Permissions::empty);
    let administrator = permissions.contains(Permissions::ADMINISTRATOR);
    Some(Actor {
        guild: guild?.get(),
        channel: channel.get(),
        user: user.get(),
        moderator: administrator || permissions.contains(Permissions::MANAGE_MESSAGES),
        admin: administrator || permissions.contains(Permissions::MANAGE_GUILD),
    })
}

fn actor(ctx: Context<'_>) -> Option<Actor> {
    let permissions = match ctx {
        poise::Context::Application(app) => {
            ctx.data()
                .guild_locales
                .note(ctx.guild_id(), app.interaction.guild_locale.as_deref());
            app.interaction.member.as_ref().and_then(|m| m.permissions)
        }
        poise::Context::Prefix(_) => None,
    };
    actor_of(
        ctx.guild_id(),
        ctx.channel_id(),
        ctx.author().id,
        permissions,
    )
}

/// When to defer an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Defer {
    /// Only if the service has not answered within `defer_after`.
    IfSlow,
    /// At once: the work is known to be slow (a replay).
    AtOnce,
}

/// Runs one service call for the acting user and answers with its outcome
/// (see [`act_with`]).
async fn act<F, Fut>(ctx: Context<'_>, call: F) -> Result<(), Error>
where
    F: FnOnce(Arc<Service>, Actor) -> Fut,
    Fut: Future<Output = Result<Reply, ServiceError>>,
{
    act_with(ctx, Defer::IfSlow, call).await
}

/// Runs one service call and answers with its outcome within Discord's
/// limit: directly if the call is done in time, otherwise deferred and then
/// completed. A game the call starts goes to a thread of its own when the
/// guild wants that (see [`thread::place`]); the answer is then its link. A
/// computer answer the reply announces follows as a follow-up (in the
/// thread, for a game there).
async fn act_with<F, Fut>(ctx: Context<'_>, defer: Defer, call: F) -> Result<(), Error>
where
    F: FnOnce(Arc<Service>, Actor) -> Fut,
    Fut: Future<Output = Result<Reply, ServiceError>>,
{
    let Some(actor) = actor(ctx) else {
        ctx.send(ephemeral_text(&GUILD_ONLY, lang(ctx))).await?;
        return Ok(());
    };
    let service = Arc::clone(&ctx.data().service);
    let origin = thread::Origin {
        guild: ctx.guild_id(),
        channel: ctx.channel_id(),
        partial: match ctx {
            poise::Context::Application(app) => app.interaction.channel.as_ref(),
            poise::Context::Prefix(_) => None,
        },
    };
    let started = call(Arc::clone(&service), actor);
    let work = async {
        let outcome = started.await;
        thread::place(ctx.serenity_context(), &service, origin, outcome, lang(ctx)).await
    };
    let limit = match defer {
        Defer::IfSlow => ctx.data().defer_after,
        Defer::AtOnce => Duration::ZERO,
    };
    let (mut outcome, deferred) = match within(limit, work).await {
        Ok(outcome) => (outcome, false),
        Err(rest) => {
            ctx.defer().await?;
            (rest.await, true)
        }
    };
    let due = outcome.as_ref().ok().and_then(|r| r.computer_due.clone());
    let offers = outcome.as_ref().ok().and_then(|r| r.offers);
    let settles = outcome.as_ref().ok().and_then(|r| r.settles);
    let reminders = outcome
        .as_mut()
        .map(|r| std::mem::take(&mut r.reminders))
        .unwrap_or_default();
    let posted = if deferred {
        complete(ctx, outcome).await?
    } else {
        respond(ctx, outcome).await?
    };
    // A challenge's message is recorded once posted; one this command
    // closed loses its buttons. Both after the service's transaction.
    let serenity_ctx = ctx.serenity_context();
    let http = &serenity_ctx.http;
    if let (Some(challenge), Some(message)) = (offers, posted) {
        challenge_message::record(
            http,
            &service,
            challenge,
            ctx.channel_id(),
            message,
            lang(ctx),
        )
        .await;
    }
    if let Some(m) = settles {
        challenge_message::disable(http, m, lang(ctx)).await;
    }
    let locales = &ctx.data().guild_locales;
    dm::send(&serenity_ctx.http, &serenity_ctx.cache, locales, reminders).await;
    if let (Some(due), poise::Context::Application(app)) = (due, ctx) {
        post_computer_answer(
            serenity_ctx,
            &service,
            locales,
            (ctx.channel_id(), &app.interaction.token),
            due,
            lang(ctx),
        )
        .await;
    }
    Ok(())
}

/// Logs a bug (a user's mistake is not one).
fn log_failure(ctx: Context<'_>, error: &ServiceError) {
    if !error.is_user() {
        let (guild, channel, shard) = whereabouts(ctx);
        tracing::error!(
            guild,
            channel,
            shard,
            "/{}: {error}",
            ctx.command().qualified_name
        );
    }
}

/// Sends a service outcome: the reply, a user's mistake ephemerally with its
/// reason, or (for a bug) a logged error and a short apology. Returns the
/// id of the message of a reply that offers a challenge.
async fn respond(
    ctx: Context<'_>,
    outcome: Result<Reply, ServiceError>,
) -> Result<Option<serenity::MessageId>, Error> {
    let lang = lang(ctx);
    let (reply, offers) = match outcome {
        Ok(reply) => {
            let offers = reply.offers.is_some();
            (create_reply(reply, lang), offers)
        }
        Err(error) => {
            log_failure(ctx, &error);
            (ephemeral_text(&error.user_message(), lang), false)
        }
    };
    let handle = ctx.send(reply).await?;
    if !offers {
        return Ok(None);
    }
    // The answer is out: a failed look-up only costs the later disabling
    // of its buttons (a stale click is refused anyway).
    match handle.message().await {
        Ok(message) => Ok(Some(message.id)),
        Err(e) => {
            let (guild, channel, shard) = whereabouts(ctx);
            tracing::error!(
                guild,
                channel,
                shard,
                "reading a challenge's message failed: {e}"
            );
            Ok(None)
        }
    }
}

/// Completes a deferred answer: the "thinking…" response becomes the reply;
/// an answer only the caller may see (a mistake) replaces it as an ephemeral
/// follow-up, since a deferred public response can't turn private. Returns
/// the id of the message of a reply that offers a challenge.
async fn complete(
    ctx: Context<'_>,
    outcome: Result<Reply, ServiceError>,
) -> Result<Option<serenity::MessageId>, Error> {
    let poise::Context::Application(app) = ctx else {
        return respond(ctx, outcome).await;
    };
    let lang = lang(ctx);
    match outcome {
        Ok(reply) if !reply.ephemeral => {
            let offers = reply.offers.is_some();
            let message = app
                .interaction
                .edit_response(ctx.serenity_context(), edit_response(reply, lang))
                .await?;
            Ok(offers.then_some(message.id))
        }
        outcome => {
            app.interaction
                .delete_response(ctx.serenity_context())
                .await?;
            // After the deferral, poise sends this as a follow-up.
            respond(ctx, outcome).await
        }
    }
}

/// Play LYNGK, the abstract game of stacking colours
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "challenge",
        "play_ai",
        "accept",
        "decline",
        "cancel",
        "claim",
        "move_",
        "board",
        "history",
        "replay",
        "analyse",
        "resign",
        "rematch",
        "games",
        "mygames",
        "leaderboard",
        "stats",
        "notify",
        "rules"
    ),
    subcommand_required
)]
pub async fn lyngk(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Challenge someone (or, without an opponent, anyone) to a game in this channel
#[poise::command(slash_command, guild_only)]
pub async fn challenge(
    ctx: Context<'_>,
    opponent: Option<serenity::User>,
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Standard, Variant::from);
    // A challenge to the bot itself is a game against the computer; another
    // bot can't answer one. Without an opponent it is open to anyone.
    let bot = ctx.framework().bot_id();
    act(ctx, |s, a| async move {
        match opponent {
            None => s.challenge_anyone(a, variant).await,
            Some(o) if o.id == bot => s.play_ai(a, Level::Normal, variant).await,
            Some(o) if o.bot => Err(ServiceError::User(
                Msg::new("challenge-other-bot").user("bot", o.id.get()),
            )),
            Some(o) => s.challenge(a, o.id.get(), variant).await,
        }
    })
    .await
}

/// Play against the computer in this channel (not rated)
#[poise::command(slash_command, guild_only, rename = "play-ai")]
pub async fn play_ai(
    ctx: Context<'_>,
    level: LevelChoice,
    variant: Option<VariantChoice>,
) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Standard, Variant::from);
    act(ctx, |s, a| async move {
        s.play_ai(a, level.into(), variant).await
    })
    .await
}

/// Accept the challenge open to you in this channel
#[poise::command(slash_command, guild_only)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.accept(a, None).await }).await
}

/// Decline the challenge open to you in this channel
#[poise::command(slash_command, guild_only)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.decline(a, None).await }).await
}

/// Withdraw your open challenge in this channel
#[poise::command(slash_command, guild_only)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.cancel(a).await }).await
}

/// Claim a colour at the start of your turn (then move)
#[poise::command(slash_command, guild_only)]
pub async fn claim(ctx: Context<'_>, color: ColorChoice) -> Result<(), Error> {
    let color = Color::from(color);
    act(ctx, |s, a| async move { s.claim(a, color).await }).await
}

/// Move a stack (optionally claiming a colour first)
#[poise::command(slash_command, guild_only, rename = "move")]
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
    let text = move_text(&from, &to);
    let claim = claim.map(Color::from);
    act(
        ctx,
        |s, a| async move { s.play_move(a, claim, &text).await },
    )
    .await
}

/// The move as the service reads it: `from` then the rest of the path. A `to`
/// that repeats the start (`B5 B2 C3 E3` for from `B5`) is taken as the whole path.
pub fn move_text(from: &str, to: &str) -> String {
    let from = from.trim();
    let to = to.trim();
    let first = to.split([' ', '-', ',']).next().unwrap_or_default();
    if !from.is_empty() && first.eq_ignore_ascii_case(from) {
        to.to_owned()
    } else {
        format!("{from} {to}")
    }
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
pub fn destination_label(d: &Destination, lang: Lang) -> String {
    let via: Vec<String> = d.via.iter().map(ToString::to_string).collect();
    let to = d.to.to_string();
    let msg = match (d.claim, via.is_empty()) {
        (None, true) => return to,
        (None, false) => Msg::new("autocomplete-via"),
        (Some(c), true) => Msg::new("autocomplete-claim").arg("color", c),
        (Some(c), false) => Msg::new("autocomplete-claim-via").arg("color", c),
    };
    lang.render(&msg.arg("to", to).arg("via", via.join(", ")))
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
    let Some(actor) = actor(ctx) else {
        return CreateAutocompleteResponse::new();
    };
    let points = within(
        AUTOCOMPLETE_WITHIN,
        ctx.data().service.movable_stacks(actor, chosen_claim(ctx)),
    )
    .await
    .unwrap_or_default();
    let candidates = points.into_iter().map(|p| (p.to_string(), p.to_string()));
    choices(filter_choices(candidates, partial))
}

/// `to`: the legal landing points of the chosen `from`, LYNGK paths spelled
/// out; a landing that needs a claim names it and its value carries it.
async fn autocomplete_to(ctx: Context<'_>, partial: &str) -> CreateAutocompleteResponse {
    let Some(actor) = actor(ctx) else {
        return CreateAutocompleteResponse::new();
    };
    let Some(from) = typed_option(ctx, "from").and_then(|f| f.trim().parse::<Point>().ok()) else {
        return CreateAutocompleteResponse::new();
    };
    let destinations = within(
        AUTOCOMPLETE_WITHIN,
        ctx.data()
            .service
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

/// Show the board of the game in this channel
#[poise::command(slash_command, guild_only)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.board(a).await }).await
}

/// The moves of the game in this channel so far
#[poise::command(slash_command, guild_only)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.history(a).await }).await
}

/// An animation of the game in this channel
#[poise::command(slash_command, guild_only)]
pub async fn replay(ctx: Context<'_>) -> Result<(), Error> {
    // Drawing a whole game takes a while: say so at once.
    act_with(ctx, Defer::AtOnce, |s, a| async move { s.replay(a).await }).await
}

/// The computer's analysis of a finished game: winning chances and turning points
#[poise::command(slash_command, guild_only)]
pub async fn analyse(ctx: Context<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    // A search per turn of the game: say so at once.
    act_with(ctx, Defer::AtOnce, |s, a| async move {
        s.analyse(a, game).await
    })
    .await
}

/// Resign the game in this channel (you are asked to confirm)
#[poise::command(slash_command, guild_only)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.resign_prompt(a).await }).await
}

/// Challenge your last opponent in this channel again
#[poise::command(slash_command, guild_only)]
pub async fn rematch(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.rematch(a, None).await }).await
}

/// The games being played in this server
#[poise::command(slash_command, guild_only)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.games(a).await }).await
}

/// Your games in this server, and where it is your turn
#[poise::command(slash_command, guild_only)]
pub async fn mygames(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.my_games(a).await }).await
}

/// The best players of this server, per variant
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(ctx: Context<'_>, variant: Option<VariantChoice>) -> Result<(), Error> {
    let variant = variant.map_or(Variant::Standard, Variant::from);
    act(
        ctx,
        |s, a| async move { s.leaderboard(a, variant, 0).await },
    )
    .await
}

/// A player's rating and results (yours by default)
#[poise::command(slash_command, guild_only)]
pub async fn stats(ctx: Context<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    let user = user.map_or(ctx.author().id.get(), |u| u.id.get());
    act(ctx, |s, a| async move { s.stats(a, user).await }).await
}

/// On or off.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum Switch {
    On,
    Off,
}

/// Turn reminders by direct message (off by default)
#[poise::command(slash_command, guild_only)]
pub async fn notify(ctx: Context<'_>, state: Switch) -> Result<(), Error> {
    let on = matches!(state, Switch::On);
    act(ctx, |s, a| async move { s.set_notify(a, on).await }).await
}

/// How to play LYNGK
#[poise::command(slash_command, guild_only)]
pub async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    let reply = ctx.data().service.rules();
    ctx.send(create_reply(reply, lang(ctx))).await?;
    Ok(())
}

// Discord applies default member permissions to a top-level command only,
// so the whole command is shown by default to members with *Manage
// Messages* (needed for `abort`); `settings` needs *Manage Server*, which the
// service checks (as it checks *Manage Messages* for `abort`: a server may
// show the command to anyone in its integration settings).
/// Moderation and server settings
#[poise::command(
    slash_command,
    guild_only,
    rename = "lyngk-admin",
    default_member_permissions = "MANAGE_MESSAGES",
    subcommands("abort", "settings"),
    subcommand_required
)]
pub async fn lyngk_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// End the game in this channel without a result (Manage Messages)
#[poise::command(slash_command, guild_only)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    act(ctx, |s, a| async move { s.abort(a).await }).await
}

/// Server settings (Manage Server)
#[poise::command(
    slash_command,
    guild_only,
    subcommands("turn_limit", "threads"),
    subcommand_required
)]
pub async fn settings(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// How long a player may take for a turn before forfeiting (Manage Server)
#[poise::command(slash_command, guild_only, rename = "turn-limit")]
pub async fn turn_limit(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 720]
    hours: u32,
) -> Result<(), Error> {
    let limit = Duration::from_secs(u64::from(hours) * 3600);
    act(ctx, |s, a| async move { s.set_turn_limit(a, limit).await }).await
}

/// Whether each new game starts in a thread of its own (Manage Server)
#[poise::command(slash_command, guild_only)]
pub async fn threads(ctx: Context<'_>, state: Switch) -> Result<(), Error> {
    let on = matches!(state, Switch::On);
    act(ctx, |s, a| async move { s.set_threads(a, on).await }).await
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Point {
        s.parse().unwrap()
    }

    #[test]
    fn move_text_joins_from_and_to() {
        assert_eq!(move_text("C3", "E5"), "C3 E5");
        assert_eq!(move_text(" b5 ", "B2 C3 E3"), "b5 B2 C3 E3");
        assert_eq!(move_text("B5", "B5 B2 C3 E3"), "B5 B2 C3 E3");
        assert_eq!(move_text("B5", "b5-B2-C3-E3"), "b5-B2-C3-E3");
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

    #[test]
    fn permissions_make_moderators_and_admins() {
        let ids = |perms| {
            actor_of(
                Some(GuildId::new(1)),
                serenity::ChannelId::new(2),
                serenity::UserId::new(3),
                perms,
            )
        };
        let plain = ids(Some(Permissions::SEND_MESSAGES)).unwrap();
        assert!(!plain.moderator && !plain.admin);
        let moderator = ids(Some(Permissions::MANAGE_MESSAGES)).unwrap();
        assert!(moderator.moderator && !moderator.admin);
        let admin = ids(Some(Permissions::MANAGE_GUILD)).unwrap();
        assert!(admin.admin && !admin.moderator);
        let owner = ids(Some(Permissions::ADMINISTRATOR)).unwrap();
        assert!(owner.admin && owner.moderator);
        assert!(ids(None).is_some_and(|a| !a.moderator));
        assert!(
            actor_of(
                None,
                serenity::ChannelId::new(2),
                serenity::UserId::new(3),
                None
            )
            .is_none()
        );
    }
}
