//! What the service answers: text, an optional picture, who may be pinged,
//! buttons ([`Reply`], [`Picture`], [`Button`]), and the work around posting
//! it ([`Reply::effects`], see [`effects`](super::effects)). Plain data: no
//! transport.

use crate::engine::{Color, Player, Point, Position, Variant};
use crate::i18n::{Msg, Text};
use crate::ids::{
    ChallengeId, ChannelId, GameId, GuildId, MistakeId, PuzzleId, TakebackId, TournamentId, UserId,
};
use crate::lessons::Lesson;

use super::effects::{
    ChallengeMessage, ComputerDue, Effect, Effects, NewGameSpot, Reminder, TakebackMessage,
};
use super::text;

/// What to answer: text, an optional picture, who may be pinged, whether only
/// the caller sees it, and buttons for the transport to draw.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// Markdown once rendered, one message per line. Users are written
    /// `<@id>`; only the ids in `mentions` may be pinged, any other `<@id>`
    /// (a leaderboard, a history) is only displayed.
    pub text: Text,
    /// The board (PNG) or the replay (GIF).
    pub image: Option<Picture>,
    /// The only users the message may ping (never roles or everyone).
    pub mentions: Vec<UserId>,
    /// Only the caller sees it (mistakes, help).
    pub ephemeral: bool,
    pub buttons: Vec<Button>,
    /// Select menus, each on a row of its own above the buttons.
    pub menus: Vec<Menu>,
    /// The player to move, for an accent colour (`None` when over / no game).
    pub accent: Option<Player>,
    /// The position the reply is about, for text front ends that draw it.
    pub position: Option<Position>,
    /// A tournament's standings to draw: the front end knows the players'
    /// names and the reader's language, and asks
    /// [`Tournaments::standings_png`](crate::service::Tournaments::standings_png) for the
    /// picture before posting.
    pub standings: Option<super::StandingsPicture>,
    /// What must happen around posting it, in any order: a front end takes
    /// them with [`Reply::take_effects`], which puts them in theirs.
    pub(super) effects: Vec<Effect>,
}

impl Reply {
    /// A plain public message.
    #[must_use]
    pub fn text(text: impl Into<Text>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    /// A message only the caller sees (a mistake, a private answer).
    #[must_use]
    pub fn ephemeral(text: impl Into<Text>) -> Reply {
        Reply {
            text: text.into(),
            ephemeral: true,
            ..Reply::default()
        }
    }

    /// Adds work around posting the reply.
    #[must_use]
    pub(super) fn with(mut self, effects: impl IntoIterator<Item = Effect>) -> Reply {
        self.effects.extend(effects);
        self
    }

    /// Takes the work around posting the reply, in its order: the reply is
    /// then only what to show.
    pub fn take_effects(&mut self) -> Effects {
        Effects::new(std::mem::take(&mut self.effects))
    }

    /// The computer's answer the reply makes due, if any (for tests and
    /// inspection; a front end carries it out through [`Reply::take_effects`]).
    #[must_use]
    pub fn computer_due(&self) -> Option<&ComputerDue> {
        self.effects.iter().find_map(|e| match e {
            Effect::ComputerAnswer(due) => Some(due),
            _ => None,
        })
    }

    /// The challenge the reply offers, if any.
    #[must_use]
    pub fn offers(&self) -> Option<ChallengeId> {
        self.effects.iter().find_map(|e| match e {
            Effect::RecordChallenge { challenge } => Some(*challenge),
            _ => None,
        })
    }

    /// The takeback request the reply asks, if any.
    #[must_use]
    pub fn asks_takeback(&self) -> Option<TakebackId> {
        self.effects.iter().find_map(|e| match e {
            Effect::RecordTakeback { takeback } => Some(*takeback),
            _ => None,
        })
    }

    /// The message of a takeback request the reply closed, whose buttons go.
    #[must_use]
    pub fn settles_takeback(&self) -> Option<TakebackMessage> {
        self.effects.iter().find_map(|e| match e {
            Effect::DisableTakeback(m) => Some(*m),
            _ => None,
        })
    }

    /// The message of a challenge the reply closed, whose buttons go.
    #[must_use]
    pub fn settles(&self) -> Option<ChallengeMessage> {
        self.effects.iter().find_map(|e| match e {
            Effect::DisableChallenge(m) => Some(*m),
            _ => None,
        })
    }

    /// The turn reminders the reply makes due.
    #[must_use]
    pub fn reminders(&self) -> Vec<&Reminder> {
        self.effects
            .iter()
            .filter_map(|e| match e {
                Effect::Remind(r) => Some(r),
                _ => None,
            })
            .collect()
    }

    /// The game the reply is about, as its buttons and its work tell: a
    /// turn's Move, Takeback or Rematch button, the game it starts, the
    /// computer's answer or a reminder it makes due. A reply that could not
    /// be posted is kept with it, and dropped once that game has moved on.
    #[must_use]
    pub fn game(&self) -> Option<GameId> {
        let by_button = self.buttons.iter().find_map(|b| match *b {
            Button::Move { game, .. }
            | Button::Takeback { game, .. }
            | Button::Claim { game, .. }
            | Button::Rematch { game }
            | Button::Resign { game }
            | Button::KeepPlaying { game } => Some(game),
            _ => None,
        });
        by_button.or_else(|| {
            self.effects.iter().find_map(|e| match e {
                Effect::PlaceInThread(spot) => Some(spot.game),
                Effect::ComputerAnswer(due) => Some(due.game.game),
                Effect::Remind(r) => Some(r.game),
                _ => None,
            })
        })
    }

    /// The game the reply starts that goes to a thread of its own, if any.
    #[must_use]
    pub fn new_game(&self) -> Option<NewGameSpot> {
        self.effects.iter().find_map(|e| match e {
            Effect::PlaceInThread(spot) => Some(*spot),
            _ => None,
        })
    }
}

/// An image to attach.
#[derive(Clone, Debug)]
pub struct Picture {
    pub bytes: Vec<u8>,
    /// `board.png`, `replay.gif`.
    pub file_name: String,
    /// A description for screen readers.
    pub alt_text: Msg,
}

/// Abstract buttons. [`Button::custom_id`] / [`Button::from_custom_id`]
/// encode the ids so that a button keeps working after a restart; a stale one
/// is refused politely by the service (the challenge or game it names is no
/// longer open).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    Accept {
        challenge: ChallengeId,
    },
    Decline {
        challenge: ChallengeId,
    },
    Rematch {
        game: GameId,
    },
    /// Confirms giving up the game (under the question `/lyngk resign` asks).
    Resign {
        game: GameId,
    },
    /// Dismisses that question.
    KeepPlaying {
        game: GameId,
    },
    /// Shows the page before on a leaderboard (0-based `page`).
    PreviousPage {
        variant: Variant,
        page: u32,
    },
    /// Shows the page after on a leaderboard.
    NextPage {
        variant: Variant,
        page: u32,
    },
    /// Opens the menus of a turn (under every turn's message and the
    /// board): only for the player to move, while `game` is at revision
    /// `rev`.
    Move {
        game: GameId,
        rev: i64,
    },
    /// Claims `color` (beside the stacks' menu), while `game` is at
    /// revision `rev`.
    Claim {
        game: GameId,
        rev: i64,
        color: Color,
    },
    /// Asks to take back the turn a reply answers (under it), while `game`
    /// is at revision `rev`.
    Takeback {
        game: GameId,
        rev: i64,
    },
    /// Agrees to a takeback request (only its requester's opponent).
    TakebackAccept {
        takeback: TakebackId,
    },
    /// Refuses a takeback request.
    TakebackDecline {
        takeback: TakebackId,
    },
    /// Joins a tournament (under its announcement).
    JoinTournament {
        tournament: TournamentId,
    },
    /// Leaves a tournament before it starts.
    LeaveTournament {
        tournament: TournamentId,
    },
    /// Shows another page of a tournament's sign-up list (to the clicker):
    /// the page before.
    EntrantsPrevious {
        tournament: TournamentId,
        page: u32,
    },
    /// The page after.
    EntrantsNext {
        tournament: TournamentId,
        page: u32,
    },
    /// Opens the menus of a lesson's step (under the step, shown only to
    /// the member who learns): the lesson and the step (from 0) it plays.
    Lesson {
        lesson: Lesson,
        step: u8,
    },
    /// Opens the menus of a puzzle (under it, shown only to the member who
    /// plays it): the puzzle and the ply of its line the member is at.
    Puzzle {
        puzzle: PuzzleId,
        ply: u8,
    },
    /// Claims `color` at ply `ply` of a puzzle (beside its stacks' menu):
    /// the stacks' menu again, after the claim, whose landing plays the
    /// claim and the move as one turn.
    PuzzleClaim {
        puzzle: PuzzleId,
        ply: u8,
        color: Color,
    },
    /// The member's next puzzle, in place of the one just finished.
    NextPuzzle,
    /// Under the daily puzzle the clock posts: opens today's puzzle for
    /// the clicker, privately.
    DailyPuzzle,
    /// Opens the menus of a mistake to retry (under it, shown only to the
    /// member whose mistake it is): the stored mistake's id.
    Mistake {
        mistake: MistakeId,
    },
}

impl Button {
    const PREFIX: &'static str = PREFIX;

    /// A stable id such as `lyngk:accept:12`, `lyngk:next-sixstack:2` for a
    /// page of a leaderboard, or `lyngk:move:12:31` for the Move button of
    /// game 12 at revision 31.
    #[must_use]
    pub fn custom_id(&self) -> String {
        let (kind, id) = match *self {
            Button::Accept { challenge } => ("accept", challenge.get()),
            Button::Decline { challenge } => ("decline", challenge.get()),
            Button::Rematch { game } => ("rematch", game.get()),
            Button::Resign { game } => ("resign", game.get()),
            Button::KeepPlaying { game } => ("keep", game.get()),
            Button::TakebackAccept { takeback } => ("takeback-yes", takeback.get()),
            Button::TakebackDecline { takeback } => ("takeback-no", takeback.get()),
            Button::JoinTournament { tournament } => ("tjoin", tournament.get()),
            Button::LeaveTournament { tournament } => ("tleave", tournament.get()),
            Button::Takeback { game, rev } => {
                return format!("{}:takeback:{game}:{rev}", Self::PREFIX);
            }
            Button::PreviousPage { variant, page } => {
                return format!("{}:prev-{}:{page}", Self::PREFIX, variant.name());
            }
            Button::NextPage { variant, page } => {
                return format!("{}:next-{}:{page}", Self::PREFIX, variant.name());
            }
            Button::Move { game, rev } => {
                return format!("{}:move:{game}:{rev}", Self::PREFIX);
            }
            Button::Claim { game, rev, color } => {
                return format!("{}:claim-{}:{game}:{rev}", Self::PREFIX, color.name());
            }
            Button::Lesson { lesson, step } => {
                return format!("{}:lesson:{}:{step}", Self::PREFIX, lesson.number());
            }
            Button::Puzzle { puzzle, ply } => {
                return format!("{}:puzzle:{puzzle}:{ply}", Self::PREFIX);
            }
            Button::PuzzleClaim { puzzle, ply, color } => {
                return format!(
                    "{}:puzzle-claim-{}:{puzzle}:{ply}",
                    Self::PREFIX,
                    color.name()
                );
            }
            Button::NextPuzzle => return format!("{}:puzzle-next:0", Self::PREFIX),
            Button::DailyPuzzle => return format!("{}:puzzle-daily:0", Self::PREFIX),
            Button::EntrantsPrevious { tournament, page } => {
                return format!("{}:tprev:{tournament}:{page}", Self::PREFIX);
            }
            Button::EntrantsNext { tournament, page } => {
                return format!("{}:tnext:{tournament}:{page}", Self::PREFIX);
            }
            Button::Mistake { mistake } => ("mistake", mistake.get()),
        };
        format!("{}:{kind}:{id}", Self::PREFIX)
    }

    /// The button an id names, or `None` for an id this service did not make.
    #[must_use]
    pub fn from_custom_id(id: &str) -> Option<Button> {
        let (kind, numbers) = split_id(id)?;
        let one = |numbers: &[i64]| match *numbers {
            [n] => Some(n),
            _ => None,
        };
        let page = |variant: &str| {
            let variant = Variant::ALL.into_iter().find(|v| v.name() == variant)?;
            Some((variant, u32::try_from(one(&numbers)?).ok()?))
        };
        match kind {
            "accept" => Some(Button::Accept {
                challenge: ChallengeId(one(&numbers)?),
            }),
            "decline" => Some(Button::Decline {
                challenge: ChallengeId(one(&numbers)?),
            }),
            "rematch" => Some(Button::Rematch {
                game: GameId(one(&numbers)?),
            }),
            "resign" => Some(Button::Resign {
                game: GameId(one(&numbers)?),
            }),
            "keep" => Some(Button::KeepPlaying {
                game: GameId(one(&numbers)?),
            }),
            "move" => match numbers[..] {
                [game, rev] => Some(Button::Move {
                    game: GameId(game),
                    rev,
                }),
                _ => None,
            },
            "takeback" => match numbers[..] {
                [game, rev] => Some(Button::Takeback {
                    game: GameId(game),
                    rev,
                }),
                _ => None,
            },
            "takeback-yes" => Some(Button::TakebackAccept {
                takeback: TakebackId(one(&numbers)?),
            }),
            "takeback-no" => Some(Button::TakebackDecline {
                takeback: TakebackId(one(&numbers)?),
            }),
            "tjoin" => Some(Button::JoinTournament {
                tournament: TournamentId(one(&numbers)?),
            }),
            "tprev" | "tnext" => {
                let [tournament, page] = numbers[..] else {
                    return None;
                };
                let (tournament, page) = (TournamentId(tournament), u32::try_from(page).ok()?);
                Some(if kind == "tprev" {
                    Button::EntrantsPrevious { tournament, page }
                } else {
                    Button::EntrantsNext { tournament, page }
                })
            }
            "tleave" => Some(Button::LeaveTournament {
                tournament: TournamentId(one(&numbers)?),
            }),
            "puzzle" => match numbers[..] {
                [puzzle, ply] => Some(Button::Puzzle {
                    puzzle: PuzzleId(puzzle),
                    ply: u8::try_from(ply).ok()?,
                }),
                _ => None,
            },
            "puzzle-next" => Some(Button::NextPuzzle),
            "puzzle-daily" => Some(Button::DailyPuzzle),
            "lesson" => match numbers[..] {
                [lesson, step] => Some(Button::Lesson {
                    lesson: Lesson::from_number(lesson)?,
                    step: u8::try_from(step).ok()?,
                }),
                _ => None,
            },
            "mistake" => Some(Button::Mistake {
                mistake: MistakeId(one(&numbers)?),
            }),
            _ => {
                if let Some(v) = kind.strip_prefix("prev-") {
                    let (variant, page) = page(v)?;
                    Some(Button::PreviousPage { variant, page })
                } else if let Some(v) = kind.strip_prefix("next-") {
                    let (variant, page) = page(v)?;
                    Some(Button::NextPage { variant, page })
                } else if let Some(c) = kind.strip_prefix("puzzle-claim-") {
                    let color = claimable(c)?;
                    match numbers[..] {
                        [puzzle, ply] => Some(Button::PuzzleClaim {
                            puzzle: PuzzleId(puzzle),
                            ply: u8::try_from(ply).ok()?,
                            color,
                        }),
                        _ => None,
                    }
                } else if let Some(c) = kind.strip_prefix("claim-") {
                    let color = claimable(c)?;
                    match numbers[..] {
                        [game, rev] => Some(Button::Claim {
                            game: GameId(game),
                            rev,
                            color,
                        }),
                        _ => None,
                    }
                } else {
                    None
                }
            }
        }
    }

    /// The button's label.
    #[must_use]
    pub fn label(&self) -> Msg {
        match self {
            Button::Accept { .. } | Button::TakebackAccept { .. } => text::button_accept(),
            Button::Decline { .. } | Button::TakebackDecline { .. } => text::button_decline(),
            Button::Rematch { .. } => text::button_rematch(),
            Button::Resign { .. } => text::button_resign(),
            Button::KeepPlaying { .. } => text::button_keep_playing(),
            Button::PreviousPage { .. } | Button::EntrantsPrevious { .. } => {
                text::button_previous_page()
            }
            Button::NextPage { .. } | Button::EntrantsNext { .. } => text::button_next_page(),
            Button::Move { .. } => text::button_move(),
            Button::Claim { color, .. } | Button::PuzzleClaim { color, .. } => {
                text::button_claim(*color)
            }
            Button::Takeback { .. } => text::button_takeback(),
            Button::JoinTournament { .. } => text::button_join(),
            Button::LeaveTournament { .. } => text::button_leave(),
            Button::Lesson { .. } | Button::Puzzle { .. } => text::button_move(),
            Button::NextPuzzle => text::button_next_puzzle(),
            Button::DailyPuzzle => text::button_daily_puzzle(),
            Button::Mistake { .. } => text::button_move(),
        }
    }
}

/// The prefix of every component id the service makes.
const PREFIX: &str = "lyngk";

/// An id `lyngk:<kind>:<n>[:<n>…]` split into its kind and its numbers
/// (one to three); `None` for an id of another shape.
fn split_id(id: &str) -> Option<(&str, Vec<i64>)> {
    let mut parts = id.split(':');
    if parts.next()? != PREFIX {
        return None;
    }
    let kind = parts.next()?;
    let numbers = parts
        .map(|n| n.parse::<i64>().ok())
        .collect::<Option<Vec<i64>>>()?;
    (1..=3).contains(&numbers.len()).then_some((kind, numbers))
}

/// `-red` for a claim carried by a puzzle's menu id, nothing without one.
fn claim_suffix(claim: Option<Color>) -> String {
    claim.map_or_else(String::new, |c| format!("-{}", c.name()))
}

/// A colour a player may claim, by its English name (jokers can't be).
fn claimable(name: &str) -> Option<Color> {
    Color::ALL
        .into_iter()
        .find(|c| *c != Color::Joker && c.name() == name)
}

/// What a select menu chooses. Like a [`Button`], its id carries the game
/// and its revision, so that a menu keeps working after a restart while the
/// game has not moved, and is refused once it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuKind {
    /// The stack to move; the value is its point.
    Stacks { game: GameId, rev: i64 },
    /// Where the stack on `from` lands; the value is a
    /// [`Destination::value`](super::Destination::value) (the point, and
    /// the claim the landing needs).
    Landings { game: GameId, rev: i64, from: Point },
    /// The stack to move in step `step` of a lesson; the value is its
    /// point.
    LessonStacks { lesson: Lesson, step: u8 },
    /// Where the stack on `from` lands in step `step` of a lesson; the
    /// value as in [`MenuKind::Landings`].
    LessonLandings {
        lesson: Lesson,
        step: u8,
        from: Point,
    },
    /// The stack to move at ply `ply` of a puzzle, after `claim` when the
    /// member claimed a colour first; the value is its point.
    PuzzleStacks {
        puzzle: PuzzleId,
        ply: u8,
        claim: Option<Color>,
    },
    /// Where the stack on `from` lands at ply `ply` of a puzzle, after
    /// `claim`; the value as in [`MenuKind::Landings`].
    PuzzleLandings {
        puzzle: PuzzleId,
        ply: u8,
        from: Point,
        claim: Option<Color>,
    },
    /// The stack to move in a stored mistake retried; the value is its
    /// point.
    MistakeStacks { mistake: MistakeId },
    /// Where the stack on `from` lands in a mistake retried; the value as
    /// in [`MenuKind::Landings`].
    MistakeLandings { mistake: MistakeId, from: Point },
}

impl MenuKind {
    /// A stable id, unique within its message by `part` (a menu split in
    /// several: `lyngk:stacks:12:31:0`, `lyngk:land-c3:12:31:1`).
    #[must_use]
    pub fn custom_id(&self, part: usize) -> String {
        match *self {
            MenuKind::Stacks { game, rev } => format!("{PREFIX}:stacks:{game}:{rev}:{part}"),
            MenuKind::Landings { game, rev, from } => format!(
                "{PREFIX}:land-{}:{game}:{rev}:{part}",
                from.to_string().to_ascii_lowercase()
            ),
            MenuKind::LessonStacks { lesson, step } => {
                format!("{PREFIX}:lesson-stacks:{}:{step}:{part}", lesson.number())
            }
            MenuKind::LessonLandings { lesson, step, from } => format!(
                "{PREFIX}:lesson-land-{}:{}:{step}:{part}",
                from.to_string().to_ascii_lowercase(),
                lesson.number()
            ),
            MenuKind::PuzzleStacks { puzzle, ply, claim } => {
                format!(
                    "{PREFIX}:puzzle-stacks{}:{puzzle}:{ply}:{part}",
                    claim_suffix(claim)
                )
            }
            MenuKind::PuzzleLandings {
                puzzle,
                ply,
                from,
                claim,
            } => format!(
                "{PREFIX}:puzzle-land-{}{}:{puzzle}:{ply}:{part}",
                from.to_string().to_ascii_lowercase(),
                claim_suffix(claim)
            ),
            MenuKind::MistakeStacks { mistake } => {
                format!("{PREFIX}:mistake-stacks:{mistake}:{part}")
            }
            MenuKind::MistakeLandings { mistake, from } => format!(
                "{PREFIX}:mistake-land-{}:{mistake}:{part}",
                from.to_string().to_ascii_lowercase()
            ),
        }
    }

    /// The menu an id names, or `None` for an id this service did not make.
    #[must_use]
    pub fn from_custom_id(id: &str) -> Option<MenuKind> {
        let (kind, numbers) = split_id(id)?;
        if let Some(mistake_kind) = kind.strip_prefix("mistake-") {
            let [mistake, _part] = numbers[..] else {
                return None;
            };
            let mistake = MistakeId(mistake);
            if mistake_kind == "stacks" {
                return Some(MenuKind::MistakeStacks { mistake });
            }
            let from = mistake_kind.strip_prefix("land-")?.parse().ok()?;
            return Some(MenuKind::MistakeLandings { mistake, from });
        }
        let [game, rev, _part] = numbers[..] else {
            return None;
        };
        if let Some(puzzle_kind) = kind.strip_prefix("puzzle-") {
            let puzzle = PuzzleId(game);
            let ply = u8::try_from(rev).ok()?;
            // `stacks`, `stacks-red`, `land-c3`, `land-c3-red`.
            let mut parts = puzzle_kind.split('-');
            let what = parts.next()?;
            let at = if what == "land" { parts.next() } else { None };
            let claim = match parts.next() {
                Some(c) => Some(claimable(c)?),
                None => None,
            };
            if parts.next().is_some() {
                return None;
            }
            return match (what, at) {
                ("stacks", None) => Some(MenuKind::PuzzleStacks { puzzle, ply, claim }),
                ("land", Some(from)) => Some(MenuKind::PuzzleLandings {
                    puzzle,
                    ply,
                    from: from.parse().ok()?,
                    claim,
                }),
                _ => None,
            };
        }
        if let Some(lesson_kind) = kind.strip_prefix("lesson-") {
            let lesson = Lesson::from_number(game)?;
            let step = u8::try_from(rev).ok()?;
            if lesson_kind == "stacks" {
                return Some(MenuKind::LessonStacks { lesson, step });
            }
            let from = lesson_kind.strip_prefix("land-")?.parse().ok()?;
            return Some(MenuKind::LessonLandings { lesson, step, from });
        }
        let game = GameId(game);
        if kind == "stacks" {
            return Some(MenuKind::Stacks { game, rev });
        }
        let from = kind.strip_prefix("land-")?.parse().ok()?;
        Some(MenuKind::Landings { game, rev, from })
    }
}

/// A select menu: what it chooses, the text shown before a choice, and its
/// options (at most [`Menu::MAX_OPTIONS`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Menu {
    pub kind: MenuKind,
    /// Its place among the menus of the same kind in one message.
    pub part: usize,
    pub placeholder: Msg,
    pub options: Vec<MenuOption>,
}

impl Menu {
    /// Discord's limit on the options of a menu.
    pub const MAX_OPTIONS: usize = 25;

    /// The menu's id (see [`MenuKind::custom_id`]).
    #[must_use]
    pub fn custom_id(&self) -> String {
        self.kind.custom_id(self.part)
    }
}

/// One option of a select menu.
#[derive(Clone, Debug, PartialEq)]
pub struct MenuOption {
    pub label: Msg,
    /// What choosing it sends back.
    pub value: String,
    pub description: Option<Msg>,
}

/// Something that happened without a command (a turn warning, a forfeit on
/// time, an expired challenge), to post in a channel.
#[derive(Clone, Debug)]
pub struct Notice {
    pub guild: Option<GuildId>,
    pub channel: ChannelId,
    /// The game it is about (none for an expired challenge).
    pub game: Option<GameId>,
    pub reply: Reply,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip_and_reject_foreign_ids() {
        for b in [
            Button::Accept {
                challenge: ChallengeId(7),
            },
            Button::Decline {
                challenge: ChallengeId(123_456_789_012),
            },
            Button::Rematch { game: GameId(1) },
            Button::PreviousPage {
                variant: Variant::SixStack,
                page: 0,
            },
            Button::NextPage {
                variant: Variant::Standard,
                page: 41,
            },
            Button::Move {
                game: GameId(12),
                rev: 0,
            },
            Button::Takeback {
                game: GameId(12),
                rev: 4,
            },
            Button::TakebackAccept {
                takeback: TakebackId(3),
            },
            Button::TakebackDecline {
                takeback: TakebackId(3),
            },
            Button::JoinTournament {
                tournament: TournamentId(5),
            },
            Button::LeaveTournament {
                tournament: TournamentId(5),
            },
            Button::EntrantsPrevious {
                tournament: TournamentId(5),
                page: 0,
            },
            Button::EntrantsNext {
                tournament: TournamentId(123_456),
                page: 20,
            },
            Button::Claim {
                game: GameId(3),
                rev: 17,
                color: Color::Black,
            },
        ] {
            assert_eq!(Button::from_custom_id(&b.custom_id()), Some(b));
        }
        assert_eq!(
            Button::NextPage {
                variant: Variant::SixStack,
                page: 2
            }
            .custom_id(),
            "lyngk:next-sixstack:2"
        );
        assert_eq!(
            Button::Accept {
                challenge: ChallengeId(7)
            }
            .custom_id(),
            "lyngk:accept:7"
        );
        for bad in [
            "",
            "lyngk",
            "lyngk:accept",
            "lyngk:accept:x",
            "other:accept:1",
            "lyngk:fly:1",
            "lyngk:accept:1:2",
            "lyngk:next-chess:1",
            "lyngk:prev-standard:-1",
            "lyngk:move:1",
            "lyngk:move:1:2:3",
            "lyngk:claim-joker:1:2",
            "lyngk:claim-purple:1:2",
            "lyngk:accept:1:2:3:4",
            "lyngk:tnext:1",
            "lyngk:tprev:1:-1",
        ] {
            assert_eq!(Button::from_custom_id(bad), None, "{bad}");
        }
        assert_eq!(
            Button::Move {
                game: GameId(12),
                rev: 31
            }
            .custom_id(),
            "lyngk:move:12:31"
        );
    }

    #[test]
    fn menu_ids_carry_the_game_its_revision_and_the_stack() {
        let c3: Point = "C3".parse().unwrap();
        for (kind, part) in [
            (
                MenuKind::Stacks {
                    game: GameId(12),
                    rev: 31,
                },
                1,
            ),
            (
                MenuKind::Landings {
                    game: GameId(12),
                    rev: 31,
                    from: c3,
                },
                0,
            ),
        ] {
            let id = kind.custom_id(part);
            assert!(id.len() <= 100, "Discord's limit on ids");
            assert_eq!(MenuKind::from_custom_id(&id), Some(kind));
            assert_eq!(Button::from_custom_id(&id), None, "{id}");
        }
        assert_eq!(
            MenuKind::Landings {
                game: GameId(12),
                rev: 31,
                from: c3
            }
            .custom_id(2),
            "lyngk:land-c3:12:31:2"
        );
        for bad in [
            "lyngk:stacks:1:2",
            "lyngk:land-z9:1:2:0",
            "lyngk:land:1:2:0",
            "lyngk:move:1:2",
        ] {
            assert_eq!(MenuKind::from_custom_id(bad), None, "{bad}");
        }
    }

    #[test]
    fn puzzle_ids_carry_the_puzzle_and_its_ply_and_are_no_games_or_lessons_ids() {
        let c3: Point = "C3".parse().unwrap();
        let button = Button::Puzzle {
            puzzle: PuzzleId(42),
            ply: 2,
        };
        assert_eq!(button.custom_id(), "lyngk:puzzle:42:2");
        assert_eq!(Button::from_custom_id(&button.custom_id()), Some(button));
        for b in [Button::NextPuzzle, Button::DailyPuzzle] {
            assert_eq!(Button::from_custom_id(&b.custom_id()), Some(b));
        }
        let claim = Button::PuzzleClaim {
            puzzle: PuzzleId(42),
            ply: 0,
            color: Color::Blue,
        };
        assert_eq!(claim.custom_id(), "lyngk:puzzle-claim-blue:42:0");
        assert_eq!(Button::from_custom_id(&claim.custom_id()), Some(claim));
        assert_eq!(
            MenuKind::from_custom_id("lyngk:puzzle-stacks-joker:1:0:0"),
            None,
            "a joker is never claimed"
        );
        assert_eq!(
            MenuKind::from_custom_id("lyngk:puzzle-land-c3-red-x:1:0:0"),
            None
        );
        for (kind, part) in [
            (
                MenuKind::PuzzleStacks {
                    puzzle: PuzzleId(42),
                    ply: 0,
                    claim: None,
                },
                1,
            ),
            (
                MenuKind::PuzzleStacks {
                    puzzle: PuzzleId(42),
                    ply: 0,
                    claim: Some(Color::Green),
                },
                1,
            ),
            (
                MenuKind::PuzzleLandings {
                    puzzle: PuzzleId(7),
                    ply: 4,
                    from: c3,
                    claim: None,
                },
                0,
            ),
            (
                MenuKind::PuzzleLandings {
                    puzzle: PuzzleId(7),
                    ply: 4,
                    from: c3,
                    claim: Some(Color::Red),
                },
                0,
            ),
        ] {
            let id = kind.custom_id(part);
            assert!(id.len() <= 100, "Discord's limit on ids");
            assert_eq!(MenuKind::from_custom_id(&id), Some(kind), "{id}");
            assert_eq!(Button::from_custom_id(&id), None, "{id}");
        }
        for bad in ["lyngk:puzzle:1:-1", "lyngk:puzzle:1", "lyngk:puzzle:1:300"] {
            assert_eq!(Button::from_custom_id(bad), None, "{bad}");
        }
    }

    #[test]
    fn lesson_ids_carry_the_lesson_and_its_step_and_are_no_games_ids() {
        let c3: Point = "C3".parse().unwrap();
        let button = Button::Lesson {
            lesson: Lesson::FiveStack,
            step: 0,
        };
        assert_eq!(button.custom_id(), "lyngk:lesson:5:0");
        assert_eq!(Button::from_custom_id(&button.custom_id()), Some(button));
        for (kind, part) in [
            (
                MenuKind::LessonStacks {
                    lesson: Lesson::Moves,
                    step: 1,
                },
                0,
            ),
            (
                MenuKind::LessonLandings {
                    lesson: Lesson::SuddenDeath,
                    step: 0,
                    from: c3,
                },
                2,
            ),
        ] {
            let id = kind.custom_id(part);
            assert!(id.len() <= 100, "Discord's limit on ids");
            assert_eq!(MenuKind::from_custom_id(&id), Some(kind), "{id}");
            assert_eq!(Button::from_custom_id(&id), None, "{id}");
        }
        assert_eq!(MenuKind::from_custom_id("lyngk:lesson:5:0"), None);
        for bad in [
            "lyngk:lesson:0:0",
            "lyngk:lesson:8:0",
            "lyngk:lesson:1:-1",
            "lyngk:lesson:1",
        ] {
            assert_eq!(Button::from_custom_id(bad), None, "{bad}");
        }
        assert_eq!(MenuKind::from_custom_id("lyngk:lesson-stacks:9:0:0"), None);
        assert_eq!(MenuKind::from_custom_id("lyngk:lesson-land-z9:1:0:0"), None);
    }

    #[test]
    fn mistake_ids_carry_the_mistake_and_are_no_games_or_lessons_ids() {
        let c3: Point = "C3".parse().unwrap();
        let button = Button::Mistake {
            mistake: MistakeId(42),
        };
        assert_eq!(button.custom_id(), "lyngk:mistake:42");
        assert_eq!(Button::from_custom_id(&button.custom_id()), Some(button));
        assert_eq!(MenuKind::from_custom_id("lyngk:mistake:42"), None);
        for (kind, part) in [
            (
                MenuKind::MistakeStacks {
                    mistake: MistakeId(42),
                },
                0,
            ),
            (
                MenuKind::MistakeLandings {
                    mistake: MistakeId(42),
                    from: c3,
                },
                1,
            ),
        ] {
            let id = kind.custom_id(part);
            assert!(id.len() <= 100, "Discord's limit on ids");
            assert_eq!(MenuKind::from_custom_id(&id), Some(kind), "{id}");
            assert_eq!(Button::from_custom_id(&id), None, "{id}");
        }
        assert_eq!(
            MenuKind::MistakeLandings {
                mistake: MistakeId(7),
                from: c3
            }
            .custom_id(1),
            "lyngk:mistake-land-c3:7:1"
        );
        for bad in [
            "lyngk:mistake-stacks:1",
            "lyngk:mistake-stacks:1:0:0",
            "lyngk:mistake-land-z9:1:0",
            "lyngk:mistake-land:1:0",
        ] {
            assert_eq!(MenuKind::from_custom_id(bad), None, "{bad}");
        }
        assert_eq!(Button::from_custom_id("lyngk:mistake:1:2"), None);
    }
}
