//! The terminal's executor ([`Front`]): the steps around an answer as
//! `lyngk local` takes them. It must not import any Discord type.

use crate::ids::{ChallengeId, ChannelId, GameId, TakebackId, TournamentId};
use crate::service::{
    ChallengeMessage, ComputerDue, Effects, Front, GamesToStart, NewGameSpot, Progress, Reminder,
    Reply, Service, ServiceError, TakebackMessage, TournamentSpot,
};

/// The terminal's executor of the work around an answer: games stay where
/// they are (there are no threads), challenges have no message to record or
/// edit, reminders have nobody to go to; the computer's answers are kept to
/// be shown after the answer that made them due.
pub(super) struct Terminal<'s> {
    service: &'s Service,
    pub(super) answers: Vec<Result<Reply, ServiceError>>,
}

impl<'s> Terminal<'s> {
    pub(super) fn new(service: &'s Service) -> Terminal<'s> {
        Terminal {
            service,
            answers: Vec::new(),
        }
    }
}

impl Front for Terminal<'_> {
    async fn place_in_thread(&mut self, _: NewGameSpot, reply: Reply) -> Result<ChannelId, Reply> {
        Err(reply)
    }

    async fn record_challenge(&mut self, _: ChallengeId) {}

    async fn disable_challenge(&mut self, _: ChallengeMessage) {}

    async fn record_takeback(&mut self, _: TakebackId) {}

    async fn disable_takeback(&mut self, _: TakebackMessage) {}

    async fn remind(&mut self, _: Reminder) {}

    // Tournaments are run on Discord only.
    async fn record_announcement(&mut self, _: TournamentId) {}

    async fn refresh_announcement(&mut self, _: TournamentId) {}

    async fn post(&mut self, _: ChannelId, _: Option<GameId>, _: Reply) {}

    async fn pair_round(&mut self, _: TournamentSpot) -> Effects {
        Effects::default()
    }

    async fn tournament_progress(&mut self, _: Progress) {}

    async fn start_games(&mut self, _: GamesToStart) {}

    async fn computer_answer(&mut self, due: ComputerDue) -> Effects {
        match self.service.computer().answer(due).await {
            Ok(Some(mut answer)) => {
                let effects = answer.take_effects();
                self.answers.push(Ok(answer));
                effects
            }
            Ok(None) => Effects::default(),
            Err(e) => {
                self.answers.push(Err(e));
                Effects::default()
            }
        }
    }

    /// Here the session waits: the puzzles of a game are there when the
    /// next command comes.
    async fn mine_puzzles(&mut self, game: GameId) {
        if let Err(e) = self.service.puzzles().mine(game).await {
            self.answers.push(Err(e));
        }
    }
}
