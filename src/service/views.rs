//! View models: what the lists of games, a ladder's page, a player's
//! statistics and the end of a game by lack of moves show, with typed
//! results, and the lines of text they make. The single messages come from
//! the catalogue's builders ([`text`]); this module decides which lines a
//! view has and what they say (the tie-break that decided a game, the
//! streak, the records per variant and level).

use crate::ai::Level;
use crate::engine::{Player, Score, Variant};
use crate::i18n::Msg;
use crate::ids::{Seat, UserId};
use crate::record::GameResult;
use crate::storage::{FinishedGame, RatingRow};
use crate::time::Timestamp;

use crate::service::ratings::{PROVISIONAL_DEVIATION, provisional};
use crate::service::text;
use crate::service::types::Players;

// ----- the end of a game -------------------------------------------------------

/// The end by lack of moves: both tie-break vectors and what decided.
#[must_use]
pub fn end_by_moves(
    variant: Variant,
    users: [Seat; 2],
    scores: [Score; 2],
    winner: Option<Player>,
) -> Vec<Msg> {
    let mut lines = vec![text::end_no_moves()];
    for p in [Player::One, Player::Two] {
        lines.push(text::end_score_line(
            variant,
            p,
            users[p.index()],
            &scores[p.index()],
        ));
    }
    lines.push(match winner {
        Some(w) => {
            let decided = (0..5).find(|&i| scores[0][i] != scores[1][i]).unwrap_or(0);
            text::end_won_on(variant, users[w.index()], decided)
        }
        None => text::end_draw(),
    });
    lines
}
// ----- finding games -----------------------------------------------------------

/// An active game as the lists show it.
#[derive(Clone, Debug)]
pub struct ListedGame {
    pub players: [Seat; 2],
    pub variant: Variant,
    /// The user to move.
    pub next: Seat,
    /// When the current turn started.
    pub since: Timestamp,
    /// The game's channel or thread.
    pub link: String,
    /// A finished game's result for the member whose list it is (`since`
    /// is then when it ended).
    pub result: Option<PlayerResult>,
}

/// "…and 3 more" when a list shows `shown` of `total` games.
fn list_more(shown: usize, total: usize, lines: &mut Vec<Msg>) {
    if total > shown {
        lines.push(text::games_more(total - shown));
    }
}

/// The guild's active games (`/lyngk games`).
#[must_use]
pub fn game_list(games: &[ListedGame], total: usize) -> Vec<Msg> {
    if games.is_empty() {
        return vec![text::games_none()];
    }
    let mut lines = vec![text::games_title(total)];
    lines.extend(
        games
            .iter()
            .map(|g| text::games_row(g.players, g.variant, g.next, g.since, &g.link)),
    );
    list_more(games.len(), total, &mut lines);
    lines
}

/// One member's games (`/lyngk mygames`): `games` are page `page` of
/// `pages`, `total` in all; those where it is their turn marked, the
/// finished ones with their result; `everywhere`: every server's and those
/// outside servers, else this server's and those outside servers.
#[must_use]
pub fn my_game_list(
    user: UserId,
    games: &[ListedGame],
    total: usize,
    everywhere: bool,
    (page, pages): (u32, u32),
) -> Vec<Msg> {
    if games.is_empty() {
        return vec![text::mygames_none(everywhere)];
    }
    let mut lines = vec![text::mygames_title(total, everywhere)];
    for g in games {
        let opponent = Players(g.players)
            .opponent_of(user)
            .unwrap_or(Seat::Human(user));
        lines.push(match g.result {
            Some(result) => {
                text::mygames_row_finished(result.name(), opponent, g.variant, g.since, &g.link)
            }
            None => text::mygames_row(
                g.players,
                g.variant,
                g.next,
                g.since,
                &g.link,
                g.next.is(user),
                opponent,
            ),
        });
    }
    if pages > 1 {
        lines.push(text::mygames_page(page + 1, pages));
    }
    lines
}

// ----- ratings and statistics -----------------------------------------------------------

/// One player on a page of a ladder.
#[derive(Clone, Debug)]
pub struct LadderRow {
    pub rank: u64,
    pub user: UserId,
    pub rating: f64,
    /// The rating is still provisional (shown with `?`).
    pub provisional: bool,
    pub won: i64,
    pub lost: i64,
    pub drawn: i64,
}

/// A page of a variant's ladder, for one reader.
#[derive(Clone, Debug)]
pub struct Ladder {
    pub variant: Variant,
    /// 0-based.
    pub page: u32,
    pub pages: u32,
    /// Players on the ladder.
    pub size: i64,
    /// The reader's rank, if they are on the ladder.
    pub own: Option<i64>,
    pub rows: Vec<LadderRow>,
}

#[must_use]
pub fn leaderboard(l: &Ladder) -> Vec<Msg> {
    if l.rows.is_empty() {
        return vec![text::ladder_empty(l.variant)];
    }
    let mut lines = vec![text::ladder_title(l.variant, l.page + 1, l.pages)];
    for r in &l.rows {
        lines.push(text::ladder_row(
            r.rank,
            r.user,
            r.rating,
            r.provisional,
            r.won,
            r.lost,
            r.drawn,
        ));
    }
    if l.rows.iter().any(|r| r.provisional) {
        lines.push(provisional_note());
    }
    lines.push(match l.own {
        Some(rank) => text::ladder_you(rank, l.size),
        None => text::ladder_you_unrated(l.variant),
    });
    lines
}

/// What the `?` after a rating means.
fn provisional_note() -> Msg {
    text::ladder_provisional(PROVISIONAL_DEVIATION)
}

/// What a finished game was for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerResult {
    Win,
    Loss,
    Draw,
}

impl PlayerResult {
    /// What `g` was for `user`, one of its players.
    #[must_use]
    pub fn of(user: UserId, g: &FinishedGame) -> PlayerResult {
        match g.result {
            GameResult::Win1 if g.player1().is(user) => PlayerResult::Win,
            GameResult::Win2 if g.player2().is(user) => PlayerResult::Win,
            GameResult::Draw => PlayerResult::Draw,
            GameResult::Win1 | GameResult::Win2 => PlayerResult::Loss,
        }
    }

    /// The catalogue's name: `win`, `loss` or `draw`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PlayerResult::Win => "win",
            PlayerResult::Loss => "loss",
            PlayerResult::Draw => "draw",
        }
    }
}

/// Games won, lost and drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub won: usize,
    pub lost: usize,
    pub drawn: usize,
}

impl Record {
    /// The record of `results`.
    pub fn of(results: impl IntoIterator<Item = PlayerResult>) -> Record {
        let mut r = Record::default();
        for result in results {
            match result {
                PlayerResult::Win => r.won += 1,
                PlayerResult::Loss => r.lost += 1,
                PlayerResult::Draw => r.drawn += 1,
            }
        }
        r
    }

    /// The games counted.
    #[must_use]
    pub const fn games(&self) -> usize {
        self.won + self.lost + self.drawn
    }
}

/// The same result several games in a row, the newest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Streak {
    pub length: usize,
    pub result: PlayerResult,
}

/// A player's rating on one ladder.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LadderRating {
    pub variant: Variant,
    pub rating: f64,
    pub deviation: f64,
}

/// One user's statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct Stats {
    pub user: UserId,
    /// The rating on each ladder the user is on.
    pub ratings: Vec<LadderRating>,
    /// All their finished games.
    pub record: Record,
    /// Their newest results, while the same.
    pub streak: Option<Streak>,
    /// Per variant played.
    pub per_variant: Vec<(Variant, Record)>,
    /// Against the computer, per level played (not rated).
    pub vs_computer: Vec<(Level, Record)>,
}

impl Stats {
    /// A user's statistics from their ratings and finished games (newest
    /// first).
    #[must_use]
    pub fn of(user: UserId, ratings: &[(Variant, RatingRow)], games: &[FinishedGame]) -> Stats {
        let results: Vec<PlayerResult> = games.iter().map(|g| PlayerResult::of(user, g)).collect();
        let streak = results.first().map(|&first| Streak {
            length: results.iter().take_while(|&&r| r == first).count(),
            result: first,
        });
        let record_where = |keep: &dyn Fn(&FinishedGame) -> bool| {
            Record::of(
                games
                    .iter()
                    .zip(&results)
                    .filter(|(g, _)| keep(g))
                    .map(|(_, r)| *r),
            )
        };
        let per_variant = Variant::ALL
            .into_iter()
            .map(|v| (v, record_where(&|g| g.variant == v)))
            .filter(|(_, r)| r.games() > 0)
            .collect();
        let vs_computer = Level::ALL
            .into_iter()
            .map(|l| (l, record_where(&|g| g.ai_level == Some(l))))
            .filter(|(_, r)| r.games() > 0)
            .collect();
        Stats {
            user,
            ratings: ratings
                .iter()
                .map(|(v, r)| LadderRating {
                    variant: *v,
                    rating: r.rating,
                    deviation: r.deviation,
                })
                .collect(),
            record: Record::of(results.iter().copied()),
            streak,
            per_variant,
            vs_computer,
        }
    }
}

/// The lines of a member's games outside servers (not rated), under a
/// title; none when they have finished none there.
#[must_use]
pub fn outside_stats(st: &Stats) -> Vec<Msg> {
    let all = st.record;
    if all.games() == 0 {
        return Vec::new();
    }
    let mut lines = vec![
        text::stats_outside_title(),
        text::stats_games(all.won, all.lost, all.drawn),
    ];
    for (v, r) in &st.per_variant {
        lines.push(text::stats_variant(*v, r.won, r.lost, r.drawn));
    }
    for (level, r) in &st.vs_computer {
        lines.push(text::stats_vs_computer(*level, r.won, r.lost, r.drawn));
    }
    lines
}

/// The lines of `/lyngk stats`.
#[must_use]
pub fn stats(st: &Stats) -> Vec<Msg> {
    if st.record.games() == 0 {
        return vec![text::stats_none(st.user)];
    }
    let mut lines = vec![text::stats_title(st.user)];
    for r in &st.ratings {
        lines.push(text::stats_rating(
            r.variant,
            r.rating,
            provisional(r.deviation),
            r.deviation,
        ));
    }
    let all = st.record;
    lines.push(text::stats_games(all.won, all.lost, all.drawn));
    if let Some(s) = st.streak {
        lines.push(text::stats_streak(s.length, s.result.name()));
    }
    for (v, r) in &st.per_variant {
        lines.push(text::stats_variant(*v, r.won, r.lost, r.drawn));
    }
    for (level, r) in &st.vs_computer {
        lines.push(text::stats_vs_computer(*level, r.won, r.lost, r.drawn));
    }
    if st.ratings.iter().any(|r| provisional(r.deviation)) {
        lines.push(provisional_note());
    }
    lines
}
