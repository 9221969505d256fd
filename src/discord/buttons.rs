//! Button clicks and select-menu choices, handled in the global event
//! handler rather than by collectors: the custom id carries everything
//! needed (the challenge, or the game and its revision), so a button or a
//! menu keeps working after a restart and the service refuses a stale one
//! politely. A click the service does not settle in time, or
//! whose answer needs REST calls before it is posted (a game's thread), is
//! acknowledged with a deferred update and completed afterwards; what must
//! follow the answer is left to the executor ([`super::effects`]), as for a
//! command. Each click runs in its interaction's span.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, FullEvent, Interaction, MessageId,
};
use tracing::Instrument;

use super::actor::{GUILD_ONLY, actor_of, interaction_span};
use super::answer::within;
use super::effects::Executor;
use super::health::Noted;
use super::locale::lang_of;
use super::reply::{edit_response, followup, response_message};
use super::tally::Tally;
use super::{Data, Error};
use crate::i18n::{Lang, Msg};
use crate::metrics::Outcome as Shown;
use crate::service::{Button, MenuKind, Reply, Revision, ServiceError};

/// The framework's event handler. A click's failures are logged and
/// counted in its span, where they happen ([`super::tally`]).
pub(super) async fn handle(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    if let FullEvent::InteractionCreate {
        interaction: Interaction::Component(click),
    } = event
    {
        let ctx = framework.serenity_context;
        let span = interaction_span(
            click.guild_id,
            click.channel_id,
            ctx.shard_id.0,
            &click.data.custom_id,
        );
        answer(ctx, framework.user_data, click)
            .instrument(span)
            .await;
    }
    Ok(())
}

async fn answer(ctx: &serenity::Context, data: &Data, click: &ComponentInteraction) {
    let tally = Tally::new(data.service.metrics(), clicked_name(&click.data.custom_id));
    let lang = lang_of(&click.locale);
    data.guild_locales
        .note(click.guild_id, click.guild_locale.as_deref());
    let mut executor = Executor::new(
        &ctx.http,
        &ctx.cache,
        &data.service,
        &data.guild_locales,
        lang,
        click.channel_id,
    );
    executor.guild = click.guild_id;
    executor.partial = click.channel.as_ref();
    executor.token = Some(&click.token);
    executor.clicked = Some(click.message.id);
    let work = click_outcome(data, click);
    // An acknowledgement Discord fails does not stop the work: what it
    // stores is announced all the same.
    let (outcome, mut deferred) = match within(data.defer_after, work).await {
        Ok(done) => (done, false),
        Err(rest) => {
            // Failed: logged and counted; the answer finds another way.
            let _ = tally
                .respond("acknowledging the click", || click.defer(ctx))
                .await;
            (rest.await, true)
        }
    };
    let (clicked, shown) = match outcome {
        Outcome::Done(clicked, shown) => (clicked, shown),
        Outcome::Placing(settling) => {
            // REST work before the post (a game's thread): acknowledge first.
            if !deferred && Executor::works_before_post(&settling.reply) {
                let _ = tally
                    .respond("acknowledging the click", || click.defer(ctx))
                    .await;
                deferred = true;
            }
            (settling.place(&mut executor).await, Shown::Ok)
        }
    };
    // A click answered by a new message leaves the clicked one as it was:
    // if the answer closed what it shows (a challenge or a takeback request
    // that lapsed), its buttons are disabled by an edit, as for a command.
    if matches!(clicked, Clicked::Answer(_)) {
        executor.clicked = None;
    }
    let at = Answering {
        ctx,
        click,
        executor: &executor,
        tally: &tally,
        lang,
    };
    let posted = if deferred {
        at.deferred(clicked).await
    } else {
        at.in_time(clicked, executor.need_message()).await
    };
    tally.answered(shown, deferred);
    // What follows the answer does not depend on its post.
    executor.posted(posted);
    executor.finish().await;
}

/// What answering a click needs.
struct Answering<'a> {
    ctx: &'a serenity::Context,
    click: &'a ComponentInteraction,
    executor: &'a Executor<'a>,
    tally: &'a Tally<'a>,
    lang: Lang,
}

impl Answering<'_> {
    /// Answers a click the service settled in time, in the interaction
    /// response. Returns the id of the message posted when `need_message`
    /// (or when the answer had to go another way).
    async fn in_time(&self, clicked: Clicked, need_message: bool) -> Option<MessageId> {
        let (ctx, click) = (self.ctx, self.click);
        match clicked {
            Clicked::Closed(reply) => {
                // The buttons go away at once; the outcome follows as a new
                // message, since an edited message pings nobody and the
                // player to move must be told.
                // Failed: logged and counted; the outcome still follows.
                let _ = self
                    .tally
                    .respond("removing the clicked buttons", || {
                        let closed = CreateInteractionResponseMessage::new().components(Vec::new());
                        click.create_response(ctx, CreateInteractionResponse::UpdateMessage(closed))
                    })
                    .await;
                self.follow_up(reply).await
            }
            Clicked::Answer(reply) => {
                let sent = self
                    .tally
                    .respond("the answer", || {
                        let answer = response_message(reply.clone(), self.lang);
                        click.create_response(ctx, CreateInteractionResponse::Message(answer))
                    })
                    .await;
                if let Err(e) = sent {
                    if reply.ephemeral {
                        return None;
                    }
                    return self.executor.after_failed_response(reply, &e).await;
                }
                if !need_message {
                    return None;
                }
                // The answer is out: a failed look-up only costs the later
                // disabling of its buttons.
                match click
                    .get_response(ctx)
                    .await
                    .noted(self.executor.service.metrics())
                {
                    Ok(message) => Some(message.id),
                    Err(e) => {
                        tracing::error!("reading a challenge's message failed: {e}");
                        None
                    }
                }
            }
            Clicked::Edit(reply) => {
                // Failed: logged and counted.
                let _ = self
                    .tally
                    .respond("the edit of the clicked message", || {
                        let edited = response_message(reply.clone(), self.lang);
                        click.create_response(ctx, CreateInteractionResponse::UpdateMessage(edited))
                    })
                    .await;
                None
            }
        }
    }

    /// Completes a click acknowledged with a deferred update: the clicked
    /// message loses its buttons (a settled challenge), and the outcome
    /// comes as a follow-up (public, or only for the clicker), whose id is
    /// returned.
    async fn deferred(&self, clicked: Clicked) -> Option<MessageId> {
        let (ctx, click) = (self.ctx, self.click);
        let reply = match clicked {
            Clicked::Closed(reply) => {
                let removed = click
                    .edit_response(ctx, EditInteractionResponse::new().components(Vec::new()))
                    .await;
                self.tally.step("removing the clicked buttons", removed);
                reply
            }
            Clicked::Answer(reply) => reply,
            Clicked::Edit(reply) => {
                let edited = click
                    .edit_response(ctx, edit_response(reply, self.lang))
                    .await;
                self.tally.step("the edit of the clicked message", edited);
                return None;
            }
        };
        self.follow_up(reply).await
    }

    /// Posts `reply` as a follow-up: one that announces what was done must
    /// be seen ([`Executor::post_must_see`]); one only the clicker sees is
    /// sent once.
    async fn follow_up(&self, reply: Reply) -> Option<MessageId> {
        if !reply.ephemeral {
            let executor = self.executor;
            return executor
                .post_must_see(executor.channel, executor.about(), reply)
                .await;
        }
        let sent = self
            .click
            .create_followup(self.ctx, followup(reply, self.lang))
            .await;
        self.tally
            .step("an answer only the clicker sees", sent)
            .map(|m| m.id)
    }
}

/// What a click leads to.
enum Clicked {
    /// The challenge is settled: remove its buttons, then post the reply.
    Closed(Reply),
    /// Answer with a new message (a rematch offer, or a refusal only the
    /// clicker sees); the clicked message stays as it was.
    Answer(Reply),
    /// Replace the clicked message by the reply (another page of a
    /// leaderboard, or the link to the thread a game went to).
    Edit(Reply),
}

fn refusal(msg: Msg) -> Clicked {
    Clicked::Answer(Reply::ephemeral(msg))
}

/// The service's answer to a click: final, or still to be placed by the
/// executor's steps before posting.
enum Outcome {
    /// What to post, and how the interaction ended.
    Done(Clicked, Shown),
    Placing(Settling),
}

/// A reply to a click before the executor's steps before posting.
struct Settling {
    reply: Reply,
    show: Show,
}

/// How a settled click is shown.
enum Show {
    /// A button's answer: `settles` when the click settles what it was
    /// under (a challenge, a question).
    Click { button: Button, settles: bool },
    /// A turn played from a menu or a claim button: the menu's components
    /// go and the answer is posted publicly, as the answer to a typed turn.
    Played,
}

impl Settling {
    /// Takes the steps before posting, and says how the answer is shown.
    async fn place(self, executor: &mut Executor<'_>) -> Clicked {
        let Settling { reply, show } = self;
        let placed = executor.prepare(reply).await;
        let Show::Click { button, settles } = show else {
            return Clicked::Closed(placed.reply);
        };
        // A game that went to a thread of its own: the clicked challenge
        // becomes the link to it (under a rematch offer, a new message).
        match placed.reply {
            reply if settles && placed.thread.is_some() => Clicked::Edit(reply),
            reply if settles && (!reply.ephemeral || button_is_keep(button)) => {
                Clicked::Closed(reply)
            }
            reply => Clicked::Answer(reply),
        }
    }
}

/// The service's answer to a click.
async fn click_outcome(data: &Data, click: &ComponentInteraction) -> Outcome {
    let id = &click.data.custom_id;
    let permissions = click.member.as_ref().and_then(|m| m.permissions);
    let actor = actor_of(click.guild_id, click.channel_id, click.user.id, permissions);
    let service = &data.service;
    if let Some(menu) = MenuKind::from_custom_id(id) {
        let Some(actor) = actor else {
            return Outcome::Done(refusal(GUILD_ONLY), Shown::Refused);
        };
        let ComponentInteractionDataKind::StringSelect { values } = &click.data.kind else {
            return Outcome::Done(refusal(Msg::new("stale-button")), Shown::Refused);
        };
        let Some(value) = values.first() else {
            return Outcome::Done(refusal(Msg::new("stale-button")), Shown::Refused);
        };
        let chosen = service.menus().choose(actor, menu, value).await;
        return match menu {
            // The next menu replaces this one, still only for the clicker.
            MenuKind::Stacks { .. } => done_edited(chosen),
            // The turn, played as if typed: the menu goes, the answer is public.
            MenuKind::Landings { .. } => settled(chosen),
        };
    }
    let Some(button) = Button::from_custom_id(id) else {
        tracing::warn!("unknown button");
        return Outcome::Done(refusal(Msg::new("stale-button")), Shown::Refused);
    };
    let Some(actor) = actor else {
        return Outcome::Done(refusal(GUILD_ONLY), Shown::Refused);
    };
    let (outcome, settles) = match button {
        Button::Accept { challenge } => (
            service.challenges().accept(actor, Some(challenge)).await,
            true,
        ),
        Button::Decline { challenge } => (
            service.challenges().decline(actor, Some(challenge)).await,
            true,
        ),
        Button::Rematch { game } => (service.challenges().rematch(actor, Some(game)).await, false),
        Button::Resign { game } => (service.endings().confirm_resign(actor, game).await, true),
        // The question goes away; only the clicker hears back.
        Button::KeepPlaying { .. } => (Ok(service.endings().keep_playing()), true),
        Button::PreviousPage { variant, page } | Button::NextPage { variant, page } => {
            return done_edited(service.views().leaderboard(actor, variant, page).await);
        }
        // The menus of a turn, only for the clicker; the turn's message
        // keeps its button.
        Button::Move { game, rev } => (
            service
                .menus()
                .move_menu(actor, Revision { game, rev })
                .await,
            false,
        ),
        // A public request that pings the opponent; the turn's message
        // keeps its buttons.
        Button::Takeback { game, rev } => (
            service
                .takebacks()
                .request(actor, Some(Revision { game, rev }))
                .await,
            false,
        ),
        Button::TakebackAccept { takeback } => (
            service.takebacks().answer(actor, takeback, true).await,
            true,
        ),
        Button::TakebackDecline { takeback } => (
            service.takebacks().answer(actor, takeback, false).await,
            true,
        ),
        Button::Claim { game, rev, color } => {
            let claimed = service
                .menus()
                .claim_at(actor, color, Revision { game, rev })
                .await;
            return settled(claimed);
        }
        // Answered to the clicker only; the announcement is edited to list
        // who joined.
        Button::JoinTournament { tournament } => (
            service.tournaments().join(actor, Some(tournament)).await,
            false,
        ),
        Button::LeaveTournament { tournament } => (
            service.tournaments().leave(actor, Some(tournament)).await,
            false,
        ),
    };
    match outcome {
        Ok(reply) => Outcome::Placing(Settling {
            reply,
            show: Show::Click { button, settles },
        }),
        Err(error) => done_refused(&error),
    }
}

/// The clicked message replaced by the answer (or a refusal only the
/// clicker sees).
fn edited(outcome: Result<Reply, ServiceError>) -> Clicked {
    match outcome {
        Ok(reply) => Clicked::Edit(reply),
        Err(error) => refused(&error),
    }
}

/// [`edited`], as a final outcome.
fn done_edited(outcome: Result<Reply, ServiceError>) -> Outcome {
    let shown = Tally::outcome_of(&outcome);
    Outcome::Done(edited(outcome), shown)
}

/// [`refused`], as a final outcome.
fn done_refused(error: &ServiceError) -> Outcome {
    let shown = if error.is_user() {
        Shown::Refused
    } else {
        Shown::Failed
    };
    Outcome::Done(refused(error), shown)
}

/// The name a click is counted under in the metrics: `button accept`,
/// `menu stacks` (the kind in its custom id), or `button unknown` for an
/// id this bot did not make.
fn clicked_name(custom_id: &str) -> String {
    let kind = custom_id.split(':').nth(1).unwrap_or_default();
    if MenuKind::from_custom_id(custom_id).is_some() {
        format!("menu {kind}")
    } else if Button::from_custom_id(custom_id).is_some() {
        format!("button {kind}")
    } else {
        "button unknown".to_owned()
    }
}

/// A turn played from a menu or a claim button, still to be placed; a
/// refusal leaves the menu as it was.
fn settled(outcome: Result<Reply, ServiceError>) -> Outcome {
    match outcome {
        Ok(reply) => Outcome::Placing(Settling {
            reply,
            show: Show::Played,
        }),
        Err(error) => done_refused(&error),
    }
}

/// The "keep playing" answer only the clicker sees, which still takes the
/// question's buttons away.
fn button_is_keep(button: Button) -> bool {
    matches!(button, Button::KeepPlaying { .. })
}

/// A click the service refused: a bug is logged; the clicker hears why.
fn refused(error: &ServiceError) -> Clicked {
    if !error.is_user() {
        tracing::error!("the button failed: {error}");
    }
    refusal(error.user_message())
}
