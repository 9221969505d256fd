//! Button clicks and select-menu choices, handled in the global event
//! handler rather than by collectors: the custom id carries everything
//! needed (the challenge, or the game and its revision), so a button or a
//! menu keeps working after a restart and the service refuses a stale one
//! politely. A click goes through the pipeline every answer takes
//! ([`super::pipeline`]), as a command does; this module is its route: a
//! click the service does not settle in time, or whose answer needs REST
//! calls before it is posted (a game's thread), is acknowledged with a
//! deferred update and completed afterwards; the answer updates the
//! clicked message, or comes as a new message or a follow-up. Each click
//! runs in its interaction's span.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, FullEvent, Interaction, MessageId,
};
use tracing::Instrument;

use super::effects::{Asked, Executor, Reach, Spot};
use super::pipeline::{self, Route, Work};
use super::reply::{Allowed, edit_response, followup, response_message};
use super::tally::Tally;
use crate::discord::actor::{Install, actor_of, interaction_span, note_guild_lang, note_name};
use crate::discord::locale::lang_of;
use crate::discord::logged::logged;
use crate::discord::{Data, Error};
use crate::i18n::{Lang, Msg};
use crate::metrics::AnswerOutcome;
use crate::service::{Button, MenuKind, Placed, Reply, Revision, ServiceError, text};

/// The framework's event handler. A click's failures are logged and
/// counted in its span, where they happen ([`super::tally`]).
pub(in crate::discord) async fn handle(
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

/// Answers a click through the pipeline every answer takes
/// ([`pipeline::answer`]), along a click's route.
async fn answer(ctx: &serenity::Context, data: &Data, click: &ComponentInteraction) {
    let route = Clicking {
        ctx,
        data,
        click,
        tally: Tally::new(data.service.metrics(), clicked_name(&click.data.custom_id)),
        lang: lang_of(&click.locale),
    };
    data.guild_locales
        .note(click.guild_id, click.guild_locale.as_deref());
    note_guild_lang(
        &data.service,
        &ctx.cache,
        &data.guild_locales,
        click.guild_id,
    );
    let reach = Reach {
        http: &ctx.http,
        cache: &ctx.cache,
        service: &data.service,
        locales: &data.guild_locales,
        pacer: &data.pacer,
    };
    pipeline::answer(reach, &route, click_outcome(data, click)).await;
}

/// A click's route: the interaction acknowledged with a deferred update,
/// the answer as an update of the clicked message, a new message or a
/// follow-up.
struct Clicking<'a> {
    ctx: &'a serenity::Context,
    data: &'a Data,
    click: &'a ComponentInteraction,
    tally: Tally<'a>,
    lang: Lang,
}

impl Route for Clicking<'_> {
    type How = Show;
    type Answer = Clicked;

    fn spot(&self) -> Spot<'_> {
        let click = self.click;
        Spot {
            lang: self.lang,
            guild: click.guild_id,
            channel: click.channel_id,
            interaction: Some(Asked {
                token: &click.token,
                partial: click.channel.as_ref(),
                clicked: Some(click.message.id),
                install: Install::of(
                    click.context,
                    &click.authorizing_integration_owners,
                    click.guild_id,
                ),
                allowed: Allowed::of(click.app_permissions),
            }),
        }
    }

    fn limit(&self) -> Option<Duration> {
        Some(self.data.defer_after)
    }

    fn tally(&self) -> Option<&Tally<'_>> {
        Some(&self.tally)
    }

    async fn acknowledge(&self) {
        // Failed: logged and counted; the answer finds another way.
        let _ = self
            .tally
            .respond("acknowledging the click", || self.click.defer(self.ctx))
            .await;
    }

    fn placed(&self, placed: Placed, show: Show) -> Clicked {
        show.clicked(placed)
    }

    async fn post(
        &self,
        clicked: Clicked,
        executor: &mut Executor<'_>,
        deferred: bool,
    ) -> Option<MessageId> {
        // A click answered by a new message leaves the clicked one as it
        // was: if the answer closed what it shows (a challenge or a
        // takeback request that lapsed), its buttons are disabled by an
        // edit, as for a command.
        if matches!(clicked, Clicked::Answer(_)) {
            executor.leave_clicked();
        }
        if deferred {
            self.deferred(executor, clicked).await
        } else {
            let need = executor.need_message();
            self.in_time(executor, clicked, need).await
        }
    }
}

impl Clicking<'_> {
    /// Answers a click the service settled in time, in the interaction
    /// response. Returns the id of the message posted when `need_message`
    /// (or when the answer had to go another way).
    async fn in_time(
        &self,
        executor: &Executor<'_>,
        clicked: Clicked,
        need_message: bool,
    ) -> Option<MessageId> {
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
                self.follow_up(executor, reply).await
            }
            Clicked::Answer(reply) => {
                let reply = executor.fit(reply);
                let answer = response_message(reply.clone(), self.lang, executor.allowed());
                let must_see = (!reply.ephemeral).then_some(reply);
                pipeline::respond_or_fall_back(
                    &self.tally,
                    executor,
                    must_see,
                    need_message,
                    || {
                        click.create_response(
                            ctx,
                            CreateInteractionResponse::Message(answer.clone()),
                        )
                    },
                    |()| async move { click.get_response(ctx).await.map(|m| m.id) },
                )
                .await
            }
            Clicked::Edit(reply) => {
                let reply = executor.fit(reply);
                // Failed: logged and counted.
                let _ = self
                    .tally
                    .respond("the edit of the clicked message", || {
                        let edited = response_message(reply.clone(), self.lang, executor.allowed());
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
    async fn deferred(&self, executor: &Executor<'_>, clicked: Clicked) -> Option<MessageId> {
        let (ctx, click) = (self.ctx, self.click);
        if !executor.token_fresh() {
            // The work outlasted the token: the clicked message stays as it
            // was; a public answer goes another way
            // ([`Executor::post_must_see`]), a private one is lost.
            return match clicked {
                Clicked::Closed(reply) | Clicked::Answer(reply) if !reply.ephemeral => {
                    executor.post_answer(reply).await
                }
                _ => {
                    tracing::warn!("a click's answer came after its interaction's token expired");
                    None
                }
            };
        }
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
                let reply = executor.fit(reply);
                let edited = click
                    .edit_response(ctx, edit_response(reply, self.lang, executor.allowed()))
                    .await;
                self.tally.step("the edit of the clicked message", edited);
                return None;
            }
        };
        self.follow_up(executor, reply).await
    }

    /// Posts `reply` as a follow-up: one that announces what was done must
    /// be seen ([`Executor::post_must_see`]); one only the clicker sees is
    /// sent once.
    async fn follow_up(&self, executor: &Executor<'_>, reply: Reply) -> Option<MessageId> {
        if !reply.ephemeral {
            return executor.post_answer(reply).await;
        }
        let reply = executor.fit(reply);
        let sent = self
            .click
            .create_followup(self.ctx, followup(reply, self.lang, executor.allowed()))
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
/// executor's steps before posting, then shown as [`Show`] says.
type ClickWork = Work<Clicked, Show>;

/// How a settled click is shown.
enum Show {
    /// A button's answer: `settles` when the click settles what it was
    /// under (a challenge, a question).
    Click { button: Button, settles: bool },
    /// A turn played from a menu or a claim button: the menu's components
    /// go and the answer is posted publicly, as the answer to a typed turn.
    Played,
}

impl Show {
    /// How the answer is shown, once the executor took its steps before
    /// posting it (`placed`).
    fn clicked(self, placed: Placed) -> Clicked {
        let Show::Click { button, settles } = self else {
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
async fn click_outcome(data: &Data, click: &ComponentInteraction) -> ClickWork {
    let id = &click.data.custom_id;
    let permissions = click.member.as_ref().and_then(|m| m.permissions);
    let install = Install::of(
        click.context,
        &click.authorizing_integration_owners,
        click.guild_id,
    );
    let actor = actor_of(click.guild_id, click.channel_id, click.user.id, permissions)
        .reading(lang_of(&click.locale))
        .through_interactions_only(!install.in_channel());
    let service = &data.service;
    // The clicker's name in the guild, for the pictures of their games (a
    // member who only ever clicks, such as the taker of an open challenge,
    // is named like one who types commands).
    note_name(service, click.guild_id, &click.user, click.member.as_ref());
    if let Some(menu) = MenuKind::from_custom_id(id) {
        let ComponentInteractionDataKind::StringSelect { values } = &click.data.kind else {
            return ClickWork::Done(refusal(text::stale_button()), AnswerOutcome::Refused);
        };
        let Some(value) = values.first() else {
            return ClickWork::Done(refusal(text::stale_button()), AnswerOutcome::Refused);
        };
        let chosen = service.menus().choose(actor, menu, value).await;
        return match menu {
            // The turn, played as if typed: the menu goes, the answer is public.
            MenuKind::Landings { .. } => settled(chosen),
            // The next menu replaces this one, still only for the clicker;
            // a private board's every answer replaces its message.
            MenuKind::Stacks { .. }
            | MenuKind::BoardStacks { .. }
            | MenuKind::BoardLandings { .. } => done_edited(chosen),
        };
    }
    let Some(button) = Button::from_custom_id(id) else {
        tracing::warn!("unknown button");
        return ClickWork::Done(refusal(text::stale_button()), AnswerOutcome::Refused);
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
            return done_edited(service.viewing().leaderboard(actor, variant, page).await);
        }
        Button::MyGamesPrevious { page } | Button::MyGamesNext { page } => {
            return done_edited(service.lists().my_games(actor, page).await);
        }
        Button::EntrantsPrevious { tournament, page }
        | Button::EntrantsNext { tournament, page } => {
            return done_edited(
                service
                    .tournaments()
                    .entrants(actor, tournament, page)
                    .await,
            );
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
        // A private board's menus (a lesson's step, a puzzle, a mistake),
        // and the next puzzle, replace its private message.
        Button::Board { board } => {
            return done_edited(service.boards().press(actor, board, None).await);
        }
        Button::BoardClaim { board, color } => {
            return done_edited(service.boards().press(actor, board, Some(color)).await);
        }
        Button::NextPuzzle => return done_edited(service.puzzles().next(actor).await),
        // A review for the clicker, privately; the game's message or the
        // analysis keeps its button for everyone else.
        Button::Review { game } => (service.review().press(actor, game).await, false),
        // A review's steps redraw its private message.
        Button::ReviewStart { to }
        | Button::ReviewBack { to }
        | Button::ReviewOn { to }
        | Button::ReviewEnd { to }
        | Button::ReviewSwing { to } => {
            return done_edited(service.review().step(actor, to).await);
        }
        // An exploration from the review's turn, in a private message of
        // its own: the review stays as it was.
        Button::ReviewExplore { to } => (service.review().explore(actor, to).await, false),
        // An exploration's buttons redraw its private message; its export
        // comes as a file only the clicker sees.
        Button::ExploreBack { board } => {
            return done_edited(service.boards().explore_back(actor, board).await);
        }
        Button::ExploreBest { board } => {
            return done_edited(service.boards().explore_best(actor, board).await);
        }
        Button::ExploreExport { board } => {
            (service.boards().explore_export(actor, board).await, false)
        }
        // The record, to the clicker only; the history keeps its button.
        Button::Export { game } => (service.records().export(actor, game).await, false),
        // Today's puzzle for the clicker, privately; the post keeps its
        // button for everyone else.
        Button::DailyPuzzle => (service.puzzles().daily(actor).await, false),
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
        Ok(reply) => ClickWork::Place(reply, Show::Click { button, settles }),
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
fn done_edited(outcome: Result<Reply, ServiceError>) -> ClickWork {
    let shown = Tally::outcome_of(&outcome);
    ClickWork::Done(edited(outcome), shown)
}

/// [`refused`], as a final outcome.
fn done_refused(error: &ServiceError) -> ClickWork {
    let shown = if error.is_user() {
        AnswerOutcome::Refused
    } else {
        AnswerOutcome::Failed
    };
    ClickWork::Done(refused(error), shown)
}

/// The name a click is counted under in the metrics: `button accept`,
/// `menu stacks`, `menu land` (its kind's name, without what the id
/// carries), or `button unknown` for an id this bot did not make.
fn clicked_name(custom_id: &str) -> String {
    if let Some(menu) = MenuKind::from_custom_id(custom_id) {
        format!("menu {}", menu.name())
    } else if let Some(button) = Button::from_custom_id(custom_id) {
        format!("button {}", button.name())
    } else {
        "button unknown".to_owned()
    }
}

/// A turn played from a menu or a claim button, still to be placed; a
/// refusal leaves the menu as it was.
fn settled(outcome: Result<Reply, ServiceError>) -> ClickWork {
    match outcome {
        Ok(reply) => ClickWork::Place(reply, Show::Played),
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
        tracing::error!("the button failed: {error}", error = logged(error));
    }
    refusal(error.user_message())
}
