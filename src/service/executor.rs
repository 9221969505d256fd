//! The one order in which the work around an answer is carried out
//! ([`crate::service::effects`]): a front end implements the steps
//! ([`Front`]) and runs [`Effects::before_post`], posts the answer, then
//! runs [`Effects::after_post`]. The Discord adapter and the terminal both
//! go through here.

use crate::ids::{ChallengeId, ChannelId, GameId, TakebackId, TournamentId};
use std::future::Future;

use crate::service::effects::{
    ChallengeMessage, ChannelPost, ComputerDue, Effect, Effects, GamesToStart, NewGameSpot,
    Progress, Reminder, TakebackMessage, TournamentSpot,
};
use crate::service::reply::Reply;
use crate::service::text;

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
    ) -> impl Future<Output = Result<ChannelId, Reply>> + Send;

    /// Records that the posted answer shows `challenge`.
    fn record_challenge(&mut self, challenge: ChallengeId) -> impl Future<Output = ()> + Send;

    /// Disables the buttons of a closed challenge's message.
    fn disable_challenge(&mut self, message: ChallengeMessage) -> impl Future<Output = ()> + Send;

    /// Records that the posted answer asks `takeback`.
    fn record_takeback(&mut self, takeback: TakebackId) -> impl Future<Output = ()> + Send;

    /// Disables the buttons of a closed takeback request's message.
    fn disable_takeback(&mut self, message: TakebackMessage) -> impl Future<Output = ()> + Send;

    /// Sends a turn reminder.
    fn remind(&mut self, reminder: Reminder) -> impl Future<Output = ()> + Send;

    /// Records that the posted answer is `tournament`'s announcement.
    fn record_announcement(&mut self, tournament: TournamentId) -> impl Future<Output = ()> + Send;

    /// Edits `tournament`'s announcement to what it is now.
    fn refresh_announcement(&mut self, tournament: TournamentId)
    -> impl Future<Output = ()> + Send;

    /// Posts `reply` in another channel than the answer's, about `game`.
    fn post(
        &mut self,
        channel: ChannelId,
        game: Option<GameId>,
        reply: Reply,
    ) -> impl Future<Output = ()> + Send;

    /// Pairs the next round of the tournament of `spot` (or finishes it),
    /// asking the service: returns what that calls for (its messages, the
    /// games to start), which follows it.
    fn pair_round(&mut self, spot: TournamentSpot) -> impl Future<Output = Effects> + Send;

    /// Posts what a tournament's progress calls for in its channel.
    fn tournament_progress(&mut self, progress: Progress) -> impl Future<Output = ()> + Send;

    /// Starts the games of a tournament's round that are not started yet,
    /// each in a thread of its own.
    fn start_games(&mut self, games: GamesToStart) -> impl Future<Output = ()> + Send;

    /// Asks for the computer's answer and posts it. Returns the answer's own
    /// effects (its reminders), which follow it.
    fn computer_answer(&mut self, due: ComputerDue) -> impl Future<Output = Effects> + Send;

    /// Looks for puzzles in a game that ended, in the background.
    fn mine_puzzles(&mut self, game: GameId) -> impl Future<Output = ()> + Send;
}

/// What [`Effects::before_post`] made of an answer.
#[derive(Debug)]
pub struct Placed {
    /// The answer to post where the command was given: the answer itself,
    /// or, when its game went to a thread, a link to the thread (the start
    /// was posted there).
    pub reply: Reply,
    /// The thread the game went to.
    pub thread: Option<ChannelId>,
}

impl Effects {
    /// Step 1, before posting `reply`: its game goes to a thread of its own
    /// when it should. The reminders and the computer's answer of that game
    /// then point at the thread.
    pub async fn before_post<F: Front>(&mut self, front: &mut F, mut reply: Reply) -> Placed {
        let spots = self.take(|e| matches!(e, Effect::PlaceInThread(_)));
        let mut thread = None;
        for effect in spots {
            let Effect::PlaceInThread(spot) = effect else {
                continue;
            };
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

    /// Step 3, once the answer is posted: everything else, in order; the
    /// computer's answer last, followed by its own effects.
    pub async fn after_post<F: Front>(self, front: &mut F) {
        let mut queue = self.into_vec();
        while !queue.is_empty() {
            let mut next = Vec::new();
            for effect in queue {
                match effect {
                    // Only before posting; a thread can't be made afterwards.
                    Effect::PlaceInThread(_) => {}
                    Effect::RecordChallenge { challenge } => {
                        front.record_challenge(challenge).await;
                    }
                    Effect::DisableChallenge(m) => front.disable_challenge(m).await,
                    Effect::RecordTakeback { takeback } => front.record_takeback(takeback).await,
                    Effect::DisableTakeback(m) => front.disable_takeback(m).await,
                    Effect::Remind(r) => front.remind(r).await,
                    Effect::RecordAnnouncement { tournament } => {
                        front.record_announcement(tournament).await;
                    }
                    Effect::RefreshAnnouncement { tournament } => {
                        front.refresh_announcement(tournament).await;
                    }
                    Effect::Post(post) => {
                        let ChannelPost {
                            channel,
                            game,
                            text,
                            image,
                            mentions,
                        } = post;
                        let reply = Reply {
                            text,
                            image,
                            mentions,
                            ..Reply::default()
                        };
                        front.post(channel, game, reply).await;
                    }
                    Effect::PairRound(spot) => {
                        next.extend(front.pair_round(spot).await.into_vec());
                    }
                    Effect::Tournament(progress) => front.tournament_progress(progress).await,
                    Effect::StartGames(spot) => front.start_games(spot).await,
                    Effect::ComputerAnswer(due) => {
                        next.extend(front.computer_answer(due).await.into_vec());
                    }
                    Effect::MinePuzzles(game) => front.mine_puzzles(game).await,
                }
            }
            queue = Effects::new(next).into_vec();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Variant;
    use crate::ids::{GameId, GuildId, MessageId, Seat, UserId};
    use crate::service::ReminderKind;
    use crate::service::searches::Searches;
    use crate::service::types::{GameRef, Players};

    /// A front end that writes down what it is asked to do.
    #[derive(Default)]
    struct Recorder {
        steps: Vec<String>,
        thread: Option<ChannelId>,
        /// The effects of the computer's answer.
        answer: Vec<Effect>,
    }

    impl Front for Recorder {
        async fn place_in_thread(
            &mut self,
            spot: NewGameSpot,
            reply: Reply,
        ) -> Result<ChannelId, Reply> {
            self.steps
                .push(format!("thread {} ({})", spot.game, reply.text.0.len()));
            self.thread.ok_or(reply)
        }
        async fn record_challenge(&mut self, challenge: ChallengeId) {
            self.steps.push(format!("record {challenge}"));
        }
        async fn disable_challenge(&mut self, m: ChallengeMessage) {
            self.steps.push(format!("disable {}", m.challenge));
        }
        async fn record_takeback(&mut self, takeback: TakebackId) {
            self.steps.push(format!("record takeback {takeback}"));
        }
        async fn disable_takeback(&mut self, m: TakebackMessage) {
            self.steps.push(format!("disable takeback {}", m.takeback));
        }
        async fn remind(&mut self, r: Reminder) {
            self.steps
                .push(format!("remind {} in {}", r.user, r.channel));
        }
        async fn record_announcement(&mut self, tournament: TournamentId) {
            self.steps.push(format!("record announcement {tournament}"));
        }
        async fn refresh_announcement(&mut self, tournament: TournamentId) {
            self.steps
                .push(format!("refresh announcement {tournament}"));
        }
        async fn post(&mut self, channel: ChannelId, _: Option<GameId>, _: Reply) {
            self.steps.push(format!("post in {channel}"));
        }
        async fn pair_round(&mut self, spot: TournamentSpot) -> Effects {
            self.steps.push(format!("pair {}", spot.tournament));
            Effects::default()
        }
        async fn tournament_progress(&mut self, p: Progress) {
            self.steps.push(format!(
                "tournament {} round {:?}",
                p.spot.tournament, p.started
            ));
        }
        async fn start_games(&mut self, g: GamesToStart) {
            self.steps
                .push(format!("start games {}", g.spot.tournament));
        }
        async fn computer_answer(&mut self, due: ComputerDue) -> Effects {
            self.steps.push(format!(
                "computer in {} for {}",
                due.game.channel, due.human
            ));
            Effects::new(std::mem::take(&mut self.answer))
        }
        async fn mine_puzzles(&mut self, game: GameId) {
            self.steps.push(format!("mine {game}"));
        }
    }

    fn u(n: u64) -> UserId {
        UserId::new(n)
    }

    fn c(n: u64) -> ChannelId {
        ChannelId::new(n)
    }

    fn reminder(user: UserId, channel: ChannelId) -> Effect {
        Effect::Remind(Reminder::new(
            GameRef::new(Some(GuildId::new(1)), channel, GameId(7)),
            Players([Seat::Human(user), Seat::Computer]),
            Variant::Standard,
            user,
            ReminderKind::YourTurn,
        ))
    }

    async fn run(recorder: &mut Recorder, effects: Vec<Effect>) -> Placed {
        let mut reply = Reply::text(text::game_started(
            u(10),
            u(11),
            Variant::Standard,
            std::time::Duration::from_secs(3600),
        ));
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
                GameRef::new(Some(GuildId::new(1)), c(2), GameId(game)),
                u(10),
                searches.reserve(u(10), GameId(game)).expect("a free slot"),
            ))
        };
        let mut recorder = Recorder {
            thread: Some(c(99)),
            answer: vec![reminder(u(10), c(99))],
            ..Recorder::default()
        };
        // Given in the wrong order on purpose.
        let placed = run(
            &mut recorder,
            vec![
                due(7),
                reminder(u(10), c(2)),
                Effect::DisableChallenge(ChallengeMessage {
                    challenge: ChallengeId(4),
                    channel: c(2),
                    message: MessageId::new(40),
                    response: None,
                }),
                Effect::RecordChallenge {
                    challenge: ChallengeId(5),
                },
                Effect::PlaceInThread(NewGameSpot {
                    game: GameId(7),
                    players: [Seat::Human(u(10)), Seat::Computer],
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
        assert_eq!(placed.thread, Some(c(99)));
        assert_eq!(placed.reply.text.0[0].id, "game-in-thread");
    }

    #[tokio::test]
    async fn a_game_that_stays_in_the_channel_keeps_its_answer_and_targets() {
        let mut recorder = Recorder::default();
        let placed = run(
            &mut recorder,
            vec![
                reminder(u(10), c(2)),
                Effect::PlaceInThread(NewGameSpot {
                    game: GameId(7),
                    players: [Seat::Human(u(10)), Seat::Human(u(11))],
                }),
            ],
        )
        .await;
        assert_eq!(recorder.steps, ["thread 7 (1)", "post", "remind 10 in 2"]);
        assert_eq!(placed.thread, None);
        assert_eq!(placed.reply.text.0[0].id, "game-started");
    }
}
