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
//! 3. after: the challenge's or takeback request's message is recorded
//!    ([`Effect::RecordChallenge`], [`Effect::RecordTakeback`]: it needs the
//!    posted message), a closed one's buttons are disabled
//!    ([`Effect::DisableChallenge`], [`Effect::DisableTakeback`]), then the turn reminders
//!    ([`Effect::Remind`]), a tournament's next round ([`Effect::PairRound`],
//!    a matching that may take seconds for a large field) and last the
//!    computer's answer ([`Effect::ComputerAnswer`], a search that may take
//!    seconds), whose own effects follow them the same way.
//!
//! Plain data: no transport.

use crate::ids::{
    ChallengeId, ChannelId, GameId, GuildId, MessageId, PairingId, Seat, TakebackId, TournamentId,
    UserId,
};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use crate::engine::Variant;
use crate::i18n::{Msg, Text};
pub use crate::storage::ResponseToken;

use crate::service::picture::Picture;
use crate::service::searches::Slot;
use crate::service::text;
use crate::service::types::{GameRef, Players};
use crate::tournament::{Format, Standing};

/// One piece of work around an answer.
#[derive(Clone, Debug)]
pub enum Effect {
    /// Before posting: a game the answer starts, which the guild wants in a
    /// thread of its own. Make the thread, tell
    /// [`Settings::move_to_thread`](crate::service::Settings::move_to_thread), and post
    /// the answer there (it is stored in the caller's channel until then).
    PlaceInThread(NewGameSpot),
    /// After posting: the posted message offers this challenge (its Accept /
    /// Decline buttons); tell
    /// [`Challenges::posted`](crate::service::Challenges::posted) its id.
    RecordChallenge { challenge: ChallengeId },
    /// After posting: a challenge the answer closed still shows its buttons
    /// on this message: disable them (unless the click on that very message
    /// already did).
    DisableChallenge(ChallengeMessage),
    /// After posting: the posted message asks this takeback (its Accept /
    /// Decline buttons); tell
    /// [`Takebacks::posted`](crate::service::Takebacks::posted) its id.
    RecordTakeback { takeback: TakebackId },
    /// After posting: a takeback request the answer closed (or overtook)
    /// still shows its buttons on this message: disable them (unless the
    /// click on that very message already did).
    DisableTakeback(TakebackMessage),
    /// After posting: a turn reminder to send privately.
    Remind(Reminder),
    /// After posting: the posted message is this tournament's announcement
    /// (its Join / Leave buttons); tell
    /// [`Tournaments::announcement_posted`](crate::service::Tournaments::announcement_posted) its id.
    RecordAnnouncement { tournament: TournamentId },
    /// After posting: the tournament's announcement changed (who joined,
    /// sign-up closed): ask
    /// [`Tournaments::announcement`](crate::service::Tournaments::announcement) for it and
    /// edit its message.
    RefreshAnnouncement { tournament: TournamentId },
    /// After posting: a message of its own in another channel (a game's
    /// thread told that its game ended by forfeit).
    Post(ChannelPost),
    /// After posting: a round of this tournament is over (or it has just
    /// started, or resumed after one): its next round is to be paired, or
    /// the tournament finished. Ask
    /// [`Tournaments::pair_round`](crate::service::Tournaments::pair_round),
    /// which pairs on the CPU pool outside any transaction, for it; its own
    /// effects (the messages, the games to start) follow it.
    PairRound(TournamentSpot),
    /// After posting: a tournament moved on (a round ended, the next one
    /// was paired, it finished). Ask
    /// [`Tournaments::posts`](crate::service::Tournaments::posts) for
    /// the messages (the standings, the round's pairings, the winner) and
    /// post them in its channel.
    Tournament(Progress),
    /// Then: games of a tournament's round to start, taken for this
    /// process when the round was paired (or by the turn clock, when a
    /// start was interrupted). For each, make a thread in the tournament's
    /// channel, tell [`Tournaments::start_pairing`](crate::service::Tournaments::start_pairing),
    /// and post the game's start there.
    StartGames(GamesToStart),
    /// Last: the computer is to answer. Ask
    /// [`Computer::answer`](crate::service::Computer::answer) for it and
    /// post it as a message of its own.
    ComputerAnswer(ComputerDue),
    /// In the background, after everything else: a game of a server ended.
    /// Ask [`Puzzles::mine`](crate::service::Puzzles::mine) to look for
    /// puzzles in it (a search per position on the CPU pool; nobody waits
    /// for it).
    MinePuzzles(GameId),
}

impl Effect {
    /// Where the effect stands in the order (see the module's text).
    fn rank(&self) -> u8 {
        match self {
            Effect::PlaceInThread(_) => 0,
            Effect::RecordChallenge { .. } | Effect::RecordTakeback { .. } => 1,
            Effect::DisableChallenge(_) | Effect::DisableTakeback(_) => 2,
            Effect::RecordAnnouncement { .. } => 1,
            Effect::RefreshAnnouncement { .. } => 2,
            Effect::Remind(_) | Effect::Post(_) => 3,
            Effect::PairRound(_) | Effect::Tournament(_) => 4,
            Effect::StartGames(_) => 5,
            Effect::ComputerAnswer(_) => 6,
            Effect::MinePuzzles(_) => 7,
        }
    }
}

/// A game just started that may move to a thread of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGameSpot {
    pub game: GameId,
    /// Its players, the first to move first.
    pub players: [Seat; 2],
}

/// A tournament and where it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TournamentSpot {
    pub tournament: TournamentId,
    pub guild: Option<GuildId>,
    /// The tournament's channel, where its threads are made.
    pub channel: ChannelId,
}

/// Games of a round to start, each in a thread of the tournament's channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamesToStart {
    pub spot: TournamentSpot,
    pub games: Vec<PairingStart>,
}

/// What a tournament just did, for its messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub spot: TournamentSpot,
    /// The round that ended (its standings are posted).
    pub ended: Option<i64>,
    /// The round that was paired (its pairings are posted).
    pub started: Option<i64>,
    /// The last round ended: the winner is announced.
    pub finished: bool,
}

/// A message for a channel other than the answer's: its text, picture and
/// pings (the executor hands it to the front end as a [`Reply`]).
///
/// [`Reply`]: crate::service::Reply
#[derive(Clone, Debug)]
pub struct ChannelPost {
    pub channel: ChannelId,
    /// The game it is about.
    pub game: Option<GameId>,
    pub text: Text,
    pub image: Option<Picture>,
    /// The only users it may ping.
    pub mentions: Vec<UserId>,
}

/// The posted message of a challenge, with its Accept / Decline buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeMessage {
    pub challenge: ChallengeId,
    pub channel: ChannelId,
    pub message: MessageId,
    /// Where the bot is not in the channel (only a user's install of the
    /// app reached it), the token of the interaction that showed it: the
    /// only way to edit it, for as long as the token lasts.
    pub response: Option<ResponseToken>,
}

/// The posted message of a takeback request, with its Accept / Decline
/// buttons.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakebackMessage {
    pub takeback: TakebackId,
    pub channel: ChannelId,
    pub message: MessageId,
    /// Where the bot is not in the channel (only a user's install of the
    /// app reached it), the token of the interaction that showed it: the
    /// only way to edit it, for as long as the token lasts.
    pub response: Option<ResponseToken>,
}

/// A turn reminder to send privately to `user`: it is their turn in `game`
/// (in `channel` of `guild`), or half of their time has gone.
#[derive(Clone, Debug, PartialEq)]
pub struct Reminder {
    pub user: UserId,
    pub guild: Option<GuildId>,
    /// Where the game is played: the link of the message leads there.
    pub channel: ChannelId,
    pub game: GameId,
    pub opponent: Seat,
    pub variant: Variant,
    pub kind: ReminderKind,
}

/// Why a reminder is sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReminderKind {
    /// It has become their turn.
    YourTurn,
    /// Half of their time for the turn has gone; `left` remains.
    HalfTime { left: Duration },
}

impl Reminder {
    /// The reminder for `user`, a player of `game` with `players`.
    pub(super) fn new(
        game: GameRef,
        players: Players,
        variant: Variant,
        user: UserId,
        kind: ReminderKind,
    ) -> Reminder {
        Reminder {
            user,
            guild: game.guild,
            channel: game.channel,
            game: game.game,
            opponent: players.opponent_of(user).unwrap_or(Seat::Human(user)),
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
            ReminderKind::HalfTime { left } => text::reminder_half_time(self.opponent, left, &link),
        }
    }
}

/// A computer answer that is due in a game, for the front end to ask for.
/// While it is held, the member it answers can't make another answer due
/// (see [`Computer::answer`](crate::service::Computer::answer)); dropping
/// every copy without asking gives that up (the turn clock then plays the
/// answer later).
#[derive(Clone)]
pub struct ComputerDue {
    /// The game, where it is played.
    pub game: GameRef,
    /// The human the answer is for (the one to ping).
    pub human: UserId,
    pub(super) slot: Arc<Slot>,
}

impl ComputerDue {
    pub(super) fn new(game: GameRef, human: UserId, slot: Slot) -> ComputerDue {
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

/// The effects of one answer, taken out of it ([`Reply::take_effects`](super::Reply::take_effects)) so
/// that posting it can't look at them.
#[derive(Debug, Default)]
#[must_use = "effects are work that must be carried out"]
pub struct Effects(Vec<Effect>);

impl Effects {
    /// The effects in their order.
    pub(super) fn new(mut effects: Vec<Effect>) -> Effects {
        effects.sort_by_key(Effect::rank);
        Effects(effects)
    }

    /// The effects, in their order (for tests and inspection).
    #[cfg(any(test, feature = "test-support"))]
    #[must_use]
    pub fn as_slice(&self) -> &[Effect] {
        &self.0
    }

    /// Whether the posted answer's message is needed afterwards (to record
    /// the challenge it shows).
    #[must_use]
    pub fn need_message(&self) -> bool {
        self.0.iter().any(|e| {
            matches!(
                e,
                Effect::RecordChallenge { .. }
                    | Effect::RecordTakeback { .. }
                    | Effect::RecordAnnouncement { .. }
            )
        })
    }

    /// Game `game` is now played in `channel`.
    pub(super) fn retarget(&mut self, game: GameId, channel: ChannelId) {
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

    /// Takes out the effects of `kind`, in order.
    pub(super) fn take(&mut self, keep: impl Fn(&Effect) -> bool) -> Vec<Effect> {
        let (taken, rest) = std::mem::take(&mut self.0).into_iter().partition(keep);
        self.0 = rest;
        taken
    }

    /// The effects, in order.
    pub(super) fn into_vec(self) -> Vec<Effect> {
        self.0
    }
}

/// The standings to draw: the front end knows the players' names and the
/// reader's language, and asks [`Tournaments::standings_png`](crate::service::Tournaments::standings_png) for the picture.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsPicture {
    pub title: String,
    pub caption: Msg,
    pub format: Format,
    pub rows: Vec<Standing>,
    pub alt_text: Msg,
}

/// A game of a round for the front end to start: make its thread, then
/// [`Tournaments::start_pairing`](crate::service::Tournaments::start_pairing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingStart {
    pub pairing: PairingId,
    pub round: i64,
    pub first: UserId,
    pub second: UserId,
}
