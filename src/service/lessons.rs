//! Lessons you play (`/lyngk learn`): the list with a member's progress, a
//! lesson started, and a step played by the Move button's menus (the same
//! builders as a game's, with ids of their own: [`Button::Lesson`],
//! [`MenuKind::LessonStacks`], [`MenuKind::LessonLandings`]) or typed. The
//! engine judges each try against the step's task ([`crate::lessons`]): a
//! right one moves the member to the next step (the last marks the lesson
//! done), a wrong or illegal one answers with the hint and the position
//! back, and stores nothing.
//!
//! Every answer is shown only to the member: a lesson needs no channel, no
//! permission and no game, and its buttons and menus answer by updating the
//! same private message. A button or menu carries its lesson and step, so
//! it plays that step whatever was stored since (a restart included);
//! typed tries play the step stored for the member.

use crate::engine::{Action, Color, LastTurn, Point, Position};
use crate::i18n::{Lang, Msg};
use crate::ids::UserId;
use crate::lessons::{Lesson, Tried};

use super::autocomplete::{destinations, movable};
use super::context::{Private, handle};
use super::menus::{landing_option, split_by_columns, stack_option};
use super::moves::TurnRequest;
use super::reply::{Button, Menu, MenuKind};
use super::text::{self, LessonState};
use super::{Actor, Reply, Res, ServiceError, user_err};

handle! {
    /// Lessons you play.
    Lessons
}

/// At most this many menus in one message (as a game's Move button).
const MAX_MENUS: usize = 5;

impl Lessons<'_> {
    /// The lessons, each with the member's progress (done, at a step, not
    /// yet), shown only to them.
    ///
    /// # Errors
    /// A database failure.
    pub async fn list(&self, a: Actor) -> Res {
        let rows = self.progress(a.user).await?;
        let mut lines = vec![text::lesson_list()];
        for lesson in Lesson::ALL {
            let state = match rows.iter().find(|r| r.lesson == lesson.name()) {
                Some(r) if r.done_at.is_some() => LessonState::Done,
                Some(r) => LessonState::AtStep(usize::try_from(r.step).unwrap_or(0)),
                None => LessonState::NotYet,
            };
            lines.push(text::lesson_list_line(lesson, state));
        }
        Ok(Reply::ephemeral(lines))
    }

    /// `/lyngk learn`: the list without a lesson's name, else that lesson
    /// started.
    ///
    /// # Errors
    /// A user error for a name that is no lesson's; a database failure.
    pub async fn learn(&self, a: Actor, lesson: Option<&str>) -> Res {
        match lesson.map(str::trim).filter(|n| !n.is_empty()) {
            None => self.list(a).await,
            Some(name) => match name.parse::<Lesson>() {
                Ok(lesson) => self.start(a, lesson).await,
                Err(_) => user_err(text::lesson_unknown(name)),
            },
        }
    }

    /// Starts `lesson` at its first step (again, if the member did it
    /// before: it stays done).
    ///
    /// # Errors
    /// A database failure.
    pub async fn start(&self, a: Actor, lesson: Lesson) -> Res {
        self.store(a.user, lesson, 0, None).await?;
        Ok(self.step_reply(a.lang, lesson, 0, Vec::new()).await)
    }

    /// Plays a typed try (`C3-E5`, `C3 E5`, a LYNGK path, `claim` beside)
    /// on the step of `lesson` the member is at.
    ///
    /// # Errors
    /// A user error when the text is not a move; a database failure.
    pub async fn play_typed(
        &self,
        a: Actor,
        lesson: Lesson,
        claim: Option<Color>,
        typed: &str,
    ) -> Res {
        let turn = TurnRequest::parse(typed, claim)?;
        let step = self.current_step(a.user, lesson).await?;
        self.play(a, lesson, step, turn).await
    }

    /// The answer to [`Button::Lesson`]: the stacks the member may move in
    /// the step (claims included: a landing that needs one names it).
    ///
    /// # Errors
    /// A user error for a step the lesson does not have.
    pub async fn move_menu(&self, a: Actor, lesson: Lesson, step: u8) -> Res {
        let pos = step_position(lesson, step)?;
        let options = movable(&pos, None)
            .into_iter()
            .map(|p| (p, stack_option(&pos, p)))
            .collect();
        let menus = split_by_columns(options, MAX_MENUS, |part, columns, options| Menu {
            kind: MenuKind::LessonStacks { lesson, step },
            part,
            placeholder: text::menu_stacks_placeholder(columns),
            options,
        });
        let mut reply = self
            .step_reply(a.lang, lesson, usize::from(step), Vec::new())
            .await;
        reply.text.push(text::menu_stacks(false));
        reply.menus = menus;
        reply.buttons.clear();
        Ok(reply)
    }

    /// A choice in a lesson's menu: a stack opens its landing points; a
    /// landing plays the try.
    ///
    /// # Errors
    /// A user error for a step the lesson does not have, a value the menu
    /// did not offer, or a menu of a game; a database failure.
    pub async fn choose(&self, a: Actor, menu: MenuKind, value: &str) -> Res {
        match menu {
            MenuKind::LessonStacks { lesson, step } => match value.parse::<Point>() {
                Ok(from) => self.landing_menu(a, lesson, step, from).await,
                Err(_) => user_err(text::lesson_outdated()),
            },
            MenuKind::LessonLandings { lesson, step, from } => {
                let turn = TurnRequest::from_options(&from.to_string(), value, None)?;
                self.play(a, lesson, usize::from(step), turn).await
            }
            MenuKind::Stacks { .. }
            | MenuKind::Landings { .. }
            | MenuKind::MistakeStacks { .. }
            | MenuKind::MistakeLandings { .. }
            | MenuKind::PuzzleStacks { .. }
            | MenuKind::PuzzleLandings { .. } => user_err(text::lesson_outdated()),
        }
    }

    /// The landing points of the stack on `from` in the step.
    async fn landing_menu(&self, a: Actor, lesson: Lesson, step: u8, from: Point) -> Res {
        let pos = step_position(lesson, step)?;
        let landings = destinations(&pos, from, None);
        if landings.is_empty() {
            return user_err(text::lesson_outdated());
        }
        let options = landings.iter().map(|d| (d.to, landing_option(d))).collect();
        let menus = split_by_columns(options, MAX_MENUS, |part, columns, options| Menu {
            kind: MenuKind::LessonLandings { lesson, step, from },
            part,
            placeholder: text::menu_landings_placeholder(columns),
            options,
        });
        let mut reply = self
            .step_reply(a.lang, lesson, usize::from(step), Vec::new())
            .await;
        reply.text.push(text::menu_landings(from));
        reply.menus = menus;
        reply.buttons.clear();
        Ok(reply)
    }

    /// A try on step `step` of `lesson`, judged by the engine.
    async fn play(&self, a: Actor, lesson: Lesson, step: usize, turn: TurnRequest) -> Res {
        if step >= lesson.step_count() {
            return user_err(text::lesson_outdated());
        }
        match lesson.try_turn(step, turn.claim, turn.path) {
            Tried::Right => {
                let next = step + 1;
                if next < lesson.step_count() {
                    self.store(a.user, lesson, next, None).await?;
                    return Ok(self
                        .step_reply(a.lang, lesson, next, vec![text::lesson_right()])
                        .await);
                }
                self.store(a.user, lesson, 0, Some(self.cx.now())).await?;
                let (end, last) = played(lesson, step, turn)?;
                Ok(Reply {
                    text: text::lesson_done(lesson, lesson.next()).into(),
                    image: self
                        .cx
                        .position_picture(&end, Some(last), Private::to(a.lang))
                        .await,
                    ephemeral: true,
                    position: Some(end),
                    ..Reply::default()
                })
            }
            Tried::Wrong => Ok(self
                .step_reply(a.lang, lesson, step, vec![text::lesson_wrong(lesson, step)])
                .await),
            Tried::Illegal(why) => Ok(self
                .step_reply(
                    a.lang,
                    lesson,
                    step,
                    vec![text::lesson_illegal(lesson, step, &why)],
                )
                .await),
        }
    }

    /// A step as shown: `before` (what the last try got), the lesson and
    /// the step, its task, its position drawn, and the Move button.
    async fn step_reply(&self, lang: Lang, lesson: Lesson, step: usize, before: Vec<Msg>) -> Reply {
        let mut lines = before;
        lines.push(text::lesson_step(lesson, step));
        lines.push(text::lesson_task(lesson, step));
        let pos = lesson.step(step).map(|s| s.position());
        let image = match &pos {
            Some(p) => self.cx.position_picture(p, None, Private::to(lang)).await,
            None => None,
        };
        Reply {
            text: lines.into(),
            image,
            ephemeral: true,
            buttons: vec![Button::Lesson {
                lesson,
                step: u8::try_from(step).unwrap_or(u8::MAX),
            }],
            accent: pos.as_ref().map(Position::to_move),
            position: pos,
            ..Reply::default()
        }
    }

    /// The step of `lesson` the member is at (the first when they never
    /// started it).
    async fn current_step(&self, user: UserId, lesson: Lesson) -> Result<usize, ServiceError> {
        let rows = self.progress(user).await?;
        Ok(rows
            .iter()
            .find(|r| r.lesson == lesson.name())
            .and_then(|r| usize::try_from(r.step).ok())
            .filter(|s| *s < lesson.step_count())
            .unwrap_or(0))
    }

    async fn progress(&self, user: UserId) -> Result<Vec<crate::storage::LessonRow>, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let rows = tx.lesson_progress(user).await?;
        tx.commit().await?;
        Ok(rows)
    }

    async fn store(
        &self,
        user: UserId,
        lesson: Lesson,
        step: usize,
        done_at: Option<i64>,
    ) -> Result<(), ServiceError> {
        let step = i32::try_from(step).unwrap_or(0);
        let mut tx = self.cx.db.begin().await?;
        tx.set_lesson_step(user, lesson.name(), step, done_at)
            .await?;
        tx.commit().await?;
        Ok(())
    }
}

/// The position of step `step`, or a user error for a step the lesson does
/// not have (a button of a lesson changed by an upgrade).
fn step_position(lesson: Lesson, step: u8) -> Result<Position, ServiceError> {
    match lesson.step(usize::from(step)) {
        Some(s) => Ok(s.position()),
        None => user_err(text::lesson_outdated()),
    }
}

/// The position after a right try on step `step`, and the try as the
/// picture highlights it (its whole LYNGK path).
fn played(
    lesson: Lesson,
    step: usize,
    turn: TurnRequest,
) -> Result<(Position, LastTurn), ServiceError> {
    let mut pos = step_position(lesson, u8::try_from(step).unwrap_or(u8::MAX))?;
    if let Some(c) = turn.claim {
        pos.play_unchecked(Action::Claim(c));
    }
    let path = pos
        .lyngk_path(&turn.path)
        .unwrap_or_else(|| vec![turn.path.from, turn.path.to]);
    pos.play_unchecked(Action::Move(turn.path));
    let last = LastTurn {
        claim: turn.claim,
        path,
    };
    Ok((pos, last))
}
