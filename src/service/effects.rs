//! What must happen around an answer, as data. A service call returns what
//! to show ([`Reply`]) and, in [`Reply::effects`], the work a front end does
//! around posting it: start the game in a thread of its own, record or
//! disable a challenge's message, send turn reminders, give the computer's
//! answer. A front end never looks inside the list; it implements the steps
//! ([`Front`]) and hands the list to [`Effects::before_post`] and
//! [`Effects::after_post`], which carry them out in one order:
//!
//! 1. before the answer is posted: the thread ([`Effect::PlaceInThread`]),
//!    so that the game's start is posted where it is played;
//! 2. the front end posts the answer;
//! 3. after: the challenge's message is recorded ([`Effect::RecordChallenge`],
//!    it needs the posted message), a closed challenge's buttons are disabled
//!    ([`Effect::DisableChallenge`]), then the turn reminders
//!    ([`Effect::Remind`]), and last the computer's answer
//!    ([`Effect::ComputerAnswer`], a search that may take seconds), whose own
//!    effects follow it the same way.
//!
//! Plain data and one generic order: no transport.

use std::fmt;
use std::future::Future;
use std::sync::Arc;

use crate::engine::Variant;
use crate::i18n::Msg;

use super::reply::Reply;
use super::searches::Slot;
use super::text;
use super::types::{GameRef, Players};

/// One piece of work around an answer.
#[derive(Clone, Debug)]
pub enum Effect {
    /// Before posting: a game the answer starts, which the guild wants in a
    /// thread of its own. Make the thread, tell
    /// [`Service::move_to_thread`](super::Service::move_to_thread), and post
    /// the answer there (it is stored in the caller's channel until then).
    PlaceInThread(NewGameSpot),
    /// After posting: the posted message offers this challenge (its Accept /
    /// Decline buttons); tell
    /// [`Service::challenge_posted`](super::Service::challenge_posted) its id.
    RecordChallenge { challenge: i64 },
    /// After posting: a challenge the answer closed still shows its buttons
    /// on this message: disable them (unless the click on that very message
    /// already did).
    DisableChallenge(ChallengeMessage),
    /// After posting: a turn reminder to send privately.
    Remind(Reminder),
    /// Last: the computer is to answer. Ask
    /// [`Service::computer_turn`](super::Service::computer_turn) for it and
    /// post it as a message of its own.
    ComputerAnswer(ComputerDue),
}

impl Effect {
    /// Where the effect stands in the order (see the module's text).
    fn rank(&self) -> u8 {
        match self {
            Effect::PlaceInThread(_) => 0,
            Effect::RecordChallenge { .. } => 1,
            Effect::DisableChallenge(_) => 2,
            Effect::Remind(_) => 3,
            Effect::ComputerAnswer(_) => 4,
        }
    }
}

/// A game just started that may move to a thread of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGameSpot {
    pub game: i64,
    /// Its players, the first to move first ([`COMPUTER`](super::COMPUTER)
    /// for the computer).
    pub players: [u64; 2],
}

/// The posted message of a challenge, with its Accept / Decline buttons.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChallengeMessage {
    pub challenge: i64,
    pub channel: u64,
    pub message: u64,
}

/// A turn reminder to send privately to `user`: it is their turn in `game`
/// (in `channel` of `guild`), or half of their time has gone.
#[derive(Clone, Debug, PartialEq)]
pub struct Reminder {
    pub user: u64,
    pub guild: u64,
    /// Where the game is played: the link of the message leads there.
    pub channel: u64,
    pub game: i64,
    pub opponent: u64,
    pub variant: Variant,
    pub kind: ReminderKind,
}

/// Why a reminder is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReminderKind {
    /// It has become their turn.
    YourTurn,
    /// Half of their time for the turn has gone; `left_ms` remain.
    HalfTime { left_ms: i64 },
}

impl Reminder {
    /// The reminder for `user`, a player of `game` with `players`.
    pub(super) fn new(
        game: GameRef,
        players: Players,
        variant: Variant,
        user: u64,
        kind: ReminderKind,
    ) -> Reminder {
        Reminder {
            user,
            guild: game.guild,
            channel: game.channel,
            game: game.game,
            opponent: players.opponent_of(user).unwrap_or(user),
            variant,
            kind,
        }
    }

    /// The message, with a link to the game where it is now.
    #[must_use]
    pub fn text(&self) -> Msg {
        let link = GameRef::new(self.guild, self.channel, self.game).link();
        match self.kind {
            ReminderKind::YourTurn => text::reminder_your_turn(self.opponent, self.variant, &link),
            ReminderKind::HalfTime { left_ms } => {
                text::reminder_half_time(self.opponent, left_ms, &link)
            }
        }
    }
}

/// A computer answer that is due in a game, for the front end to ask for.
/// While it is held, the member it answers can't make another answer due
/// (see [`Service::computer_turn`](super::Service::computer_turn)); dropping
/// every copy without asking gives that up (the turn clock then plays the
/// answer later).
#[derive(Clone)]
pub struct ComputerDue {
    /// The game, where it is played.
    pub game: GameRef,
    /// The human the answer is for (the one to ping).
    pub human: u64,
    pub(super) slot: Arc<Slot>,
}

impl ComputerDue {
    pub(super) fn new(game: GameRef, human: u64, slot: Slot) -> ComputerDue {
        ComputerDue {
            game,
            human,
            slot: Arc::new(slot),
        }
    }
}

impl fmt::Debug for ComputerDue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ComputerDue")
            .field("game", &self.game)
            .field("human", &self.human)
            .finish_non_exhaustive()
    }
}

/// The steps of a front end, which [`Effects`] calls in their order.
pub trait Front: Send {
    /// Starts the game of `spot` in a thread of its own and posts `reply`
    /// (the game's start) there: the thread, or the reply back when the
    /// game stays in the channel (to post as usual; the step may have added
    /// a line saying why).
    fn place_in_thread(
        &mut self,
        spot: NewGameSpot,
        reply: Reply,
    ) -> impl Future<Output = Result<u64, Reply>> + Send;

    /// Records that the posted answer shows `challenge`.
    fn record_challenge(&mut self, challenge: i64) -> impl Future<Output = ()> + Send;

    /// Disables the buttons of a closed challenge's message.
    fn disable_challenge(&mut self, message: ChallengeMessage) -> impl Future<Output = ()> + Send;

    /// Sends a turn reminder.
    fn remind(&mut self, reminder: Reminder) -> impl Future<Output = ()> + Send;

    /// Asks for the computer's answer and posts it. Returns the answer's own
    /// effects (its reminders), which follow it.
    fn computer_answer(&mut self, due: ComputerDue) -> impl Future<Output = Effects> + Send;
}

/// The effects of one answer, taken out of it ([`Reply::take_effects`]) so
/// that posting it can't look at them.
#[derive(Debug, Default)]
#[must_use = "effects are work that must be carried out"]
pub struct Effects(Vec<Effect>);

/// What [`Effects::before_post`] made of an answer.
#[derive(Debug)]
pub struct Placed {
    /// The answer to post where the command was given: the answer itself,
    /// or, when its game went to a thread, a link to the thread (the start
    /// was posted there).
    pub reply: Reply,
    /// The thread the game went to.
    pub thread: Option<u64>,
}

impl Effects {
    /// The effects in their order.
    pub(super) fn new(mut effects: Vec<Effect>) -> Effects {
        effects.sort_by_key(Effect::rank);
        Effects(effects)
    }

    /// The effects, in their order (for tests and inspection).
    #[must_use]
    pub fn as_slice(&self) -> &[Effect] {
        &self.0
    }

    /// Whether the posted answer's message is needed afterwards (to record
    /// the challenge it shows).
    #[must_use]
    pub fn need_message(&self) -> bool {
        self.0
            .iter()
            .any(|e| matches!(e, Effect::RecordChallenge { .. }))
    }

    /// Step 1, before posting `reply`: its game goes to a thread of its own
    /// when it should. The reminders and the computer's answer of that game
    /// then point at the thread.
    pub async fn before_post<F: Front>(&mut self, front: &mut F, mut reply: Reply) -> Placed {
        let spots: Vec<NewGameSpot> = self
            .0
            .iter()
            .filter_map(|e| match e {
                Effect::PlaceInThread(spot) => Some(*spot),
                _ => None,
            })
            .collect();
        self.0.retain(|e| !matches!(e, Effect::PlaceInThread(_)));
        let mut thread = None;
        for spot in spots {
            match front.place_in_thread(spot, reply).await {
                Ok(t) => {
                    self.retarget(spot.game, t);
                    thread = Some(t);
                    reply = Reply::text(text::game_in_thread(t));
                }
                Err(stays) => reply = stays,
            }
        }
        Placed { reply, thread }
    }

    /// Game `game` is now played in `channel`.
    fn retarget(&mut self, game: i64, channel: u64) {
        for e in &mut self.0 {
            match e {
                Effect::Remind(r) if r.game == game => r.channel = channel,
                Effect::ComputerAnswer(due) if due.game.game == game => {
                    due.game.channel = channel;
                }
                _ => {}
            }
        }
    }

    /// Step 3, once the answer is posted: everything else, in order; the
    /// computer's answer last, followed by its own effects.
    pub async fn after_post<F: Front>(self, front: &mut F) {
        let mut queue = self.0;
        while !queue.is_empty() {
            let mut next = Vec::new();
            for effect in queue {
                match effect {
                    // Only before posting; a thread can't be made afterwards.
                    Effect::PlaceInThread(_) => {}
                    Effect::RecordChallenge { challenge } => {
                        front.record_challenge(challenge).await
                    }
                    Effect::DisableChallenge(m) => front.disable_challenge(m).await,
                    Effect::Remind(r) => front.remind(r).await,
                    Effect::ComputerAnswer(due) => next.extend(front.computer_answer(due).await.0),
                }
            }
            next.sort_by_key(Effect::rank);
            queue = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::COMPUTER;
    use crate::service::searches::Searches;

    /// A front end that writes down what it is asked to do.
    #[derive(Default)]
    struct Recorder {
        steps: Vec<String>,
        thread: Option<u64>,
        /// The effects of the computer's answer.
        answer: Vec<Effect>,
    }

    impl Front for Recorder {
        async fn place_in_thread(&mut self, spot: NewGameSpot, reply: Reply) -> Result<u64, Reply> {
            self.steps
                .push(format!("thread {} ({})", spot.game, reply.text.0.len()));
            self.thread.ok_or(reply)
        }
        async fn record_challenge(&mut self, challenge: i64) {
            self.steps.push(format!("record {challenge}"));
        }
        async fn disable_challenge(&mut self, m: ChallengeMessage) {
            self.steps.push(format!("disable {}", m.challenge));
        }
        async fn remind(&mut self, r: Reminder) {
            self.steps
                .push(format!("remind {} in {}", r.user, r.channel));
        }
        async fn computer_answer(&mut self, due: ComputerDue) -> Effects {
            self.steps.push(format!(
                "computer in {} for {}",
                due.game.channel, due.human
            ));
            Effects::new(std::mem::take(&mut self.answer))
        }
    }

    fn reminder(user: u64, channel: u64) -> Effect {
        Effect::Remind(Reminder::new(
            GameRef::new(1, channel, 7),
            Players([user, COMPUTER]),
            Variant::Standard,
            user,
            ReminderKind::YourTurn,
        ))
    }

    async fn run(recorder: &mut Recorder, effects: Vec<Effect>) -> Placed {
        let mut reply = Reply::text(Msg::new("game-started"));
        reply.effects = effects;
        let mut effects = reply.take_effects();
        let placed = effects.before_post(recorder, reply).await;
        recorder.steps.push("post".to_owned());
        effects.after_post(recorder).await;
        placed
    }

    #[tokio::test]
    async fn the_thread_comes_first_the_record_after_the_post_and_the_computer_last() {
        let searches = Searches::default();
        let due = |game| {
            Effect::ComputerAnswer(ComputerDue::new(
                GameRef::new(1, 2, game),
                10,
                searches.reserve(10, game).expect("a free slot"),
            ))
        };
        let mut recorder = Recorder {
            thread: Some(99),
            answer: vec![reminder(10, 99)],
            ..Recorder::default()
        };
        // Given in the wrong order on purpose.
        let placed = run(
            &mut recorder,
            vec![
                due(7),
                reminder(10, 2),
                Effect::DisableChallenge(ChallengeMessage {
                    challenge: 4,
                    channel: 2,
                    message: 40,
                }),
                Effect::RecordChallenge { challenge: 5 },
                Effect::PlaceInThread(NewGameSpot {
                    game: 7,
                    players: [10, COMPUTER],
                }),
            ],
        )
        .await;
        assert_eq!(
            recorder.steps,
            [
                "thread 7 (1)",
                "post",
                "record 5",
                "disable 4",
                "remind 10 in 99",
                "computer in 99 for 10",
                "remind 10 in 99",
            ]
        );
        assert_eq!(placed.thread, Some(99));
        assert_eq!(placed.reply.text.0[0].id, "game-in-thread");
    }

    #[tokio::test]
    async fn a_game_that_stays_in_the_channel_keeps_its_answer_and_targets() {
        let mut recorder = Recorder::default();
        let placed = run(
            &mut recorder,
            vec![
                reminder(10, 2),
                Effect::PlaceInThread(NewGameSpot {
                    game: 7,
                    players: [10, 11],
                }),
            ],
        )
        .await;
        assert_eq!(recorder.steps, ["thread 7 (1)", "post", "remind 10 in 2"]);
        assert_eq!(placed.thread, None);
        assert_eq!(placed.reply.text.0[0].id, "game-started");
    }
}
