//! Looking at games and results: the board, the history, the replay,
//! the leaderboard, statistics and the rules. Reads only; the pictures are
//! drawn on the pool's picture lane.

use crate::engine::{Action, Color, Position, Variant, turns};
use crate::ids::{TakebackId, UserId};
use crate::record::GameStatus;
use crate::storage::{LoggedAction, RatingPoint};

use crate::service::game::Loaded;
use tracing::Instrument;

use crate::service::buttons::Button;
use crate::service::common::{Res, game_span, user_err};
use crate::service::context::Context;
use crate::service::errors::{InternalError, ServiceError};
use crate::service::records::{GameChoice, Records, Seen};
use crate::service::reply::{Picture, Reply};
use crate::service::types::Actor;
use crate::service::{names, picture, ratings, text, views};

/// What a member looks at: the board, the history, a replay, the leaderboard, statistics, the rules.
#[derive(Clone, Copy)]
pub struct Viewing<'a> {
    cx: &'a Context,
}

impl<'a> Viewing<'a> {
    /// The handle over the service's shared context.
    pub(super) fn of(cx: &'a Context) -> Self {
        Self { cx }
    }
}

/// How many players a page of `/lyngk leaderboard` shows.
pub const LEADERBOARD_PAGE: u32 = 10;

impl Viewing<'_> {
    /// The channel's active game, or else its last one (the one path that
    /// decides which games a member may look at: [`Records::seen`]).
    async fn shown_game(&self, a: Actor) -> Result<Loaded, ServiceError> {
        match Records::of(self.cx).seen(a, GameChoice::Channel).await? {
            Seen::Played(g) => Ok(*g),
            // The channel's game is always a played one.
            Seen::Imported(_) => user_err(text::never_a_game()),
        }
    }

    /// The board of the channel's game (or of its last game), the last turn
    /// highlighted.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn board(&self, a: Actor) -> Res {
        let g = self.shown_game(a).await?;
        let users = g.users();
        let mut buttons = Vec::new();
        let (text, accent) = if g.row.status == GameStatus::Active {
            let next = g.pos.to_move();
            let claims: Vec<Color> = g.pos.claims(next).iter().collect();
            if !users[next.index()].is_computer() {
                buttons.push(Button::Move {
                    game: g.row.id,
                    rev: g.revision(),
                });
            }
            (
                text::to_move(users[next.index()], next, &claims),
                Some(next),
            )
        } else {
            (
                text::game_over_status(g.row.result, g.row.reason, users),
                None,
            )
        };
        Ok(Reply {
            text: text.into(),
            image: self
                .cx
                .picture(
                    (g.row.guild(), g.users()),
                    &g.pos,
                    g.last_turn(),
                    names::ending_of(&g.row),
                )
                .instrument(game_span(g.at()))
                .await,
            accent,
            buttons,
            position: Some(g.pos),
            ..Reply::default()
        })
    }

    /// The move list of the channel's game in notation, with its start
    /// position (LPN), ready to paste into `lyngk play`.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    ///
    /// Turns that were taken back follow, each takeback on a line of its
    /// own (they are not part of the line of play that stands).
    pub async fn history(&self, a: Actor) -> Res {
        let g = self.shown_game(a).await?;
        let mut tx = self.cx.db.read().await?;
        let log = tx.whole_log(g.row.id).await?;
        tx.commit().await?;
        let mut lines = text::history(g.row.id, &g.row.start_lpn, &g.turn_notations(), g.users());
        lines.extend(
            taken_back(&g.start, &log)
                .iter()
                .map(|(turn, turns)| text::history_taken_back(*turn, turns)),
        );
        Ok(Reply {
            // The game's record as a file, for the member who clicks.
            buttons: vec![Button::Export { game: g.row.id }],
            ..Reply::text(lines)
        })
    }

    /// The animated replay (GIF) of the channel's game.
    ///
    /// # Errors
    /// A user error when the channel has never had a game.
    pub async fn replay(&self, a: Actor) -> Res {
        self.replay_game(a, GameChoice::Channel).await
    }

    /// The animated replay (GIF) of the game `choice` names: the
    /// channel's, a played game of the server, or one the member imported.
    ///
    /// # Errors
    /// A user error when there is no such game for `a`.
    pub async fn replay_game(&self, a: Actor, choice: GameChoice) -> Res {
        let g = Records::of(self.cx).seen(a, choice).await?;
        let (start, actions) = (g.start().clone(), g.actions());
        let alt = text::replay_alt(actions.len());
        // A played game's is posted for everyone: in the server's language.
        let lang = g.picture_lang(&self.cx.names, a);
        let names = g.picture_names(&self.cx.names, lang);
        let ending = g.ending();
        let caption = text::replay_caption(g.who(), actions.len());
        // An imported game is its member's alone: so is its replay.
        let private = g.played().is_none();
        let pic = self
            .cx
            .pool
            .picture(move || {
                picture::replay(
                    &start,
                    &actions,
                    ([&names[0], &names[1]], ending),
                    lang.picture_words(),
                    alt,
                )
            })
            .await
            .map_err(|e| InternalError::Render(e.to_string()))?
            .value?;
        Ok(Reply {
            text: caption.into(),
            image: Some(pic),
            ephemeral: private,
            ..Reply::default()
        })
    }

    /// One page of the guild's ladder of `variant` ([`LEADERBOARD_PAGE`]
    /// players; a page past the end shows the last one), the caller's own
    /// rank, and buttons to the pages before and after. Only the caller
    /// sees it: it tells them where they stand, and they page through it
    /// without changing anyone else's view.
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn leaderboard(&self, a: Actor, variant: Variant, page: u32) -> Res {
        let mut tx = self.cx.db.read().await?;
        let size = tx.ladder_size(a.guild, variant).await?;
        let per_page = u64::from(LEADERBOARD_PAGE);
        let pages = u64::try_from(size).unwrap_or(0).div_ceil(per_page);
        let pages = u32::try_from(pages).unwrap_or(u32::MAX).max(1);
        let page = page.min(pages - 1);
        let rows = tx
            .leaderboard(a.guild, variant, page * LEADERBOARD_PAGE, LEADERBOARD_PAGE)
            .await?;
        let own = tx.ladder_rank(a.guild, variant, a.user).await?;
        tx.commit().await?;
        let first = u64::from(page * LEADERBOARD_PAGE) + 1;
        let ladder = views::Ladder {
            variant,
            page,
            pages,
            size,
            own,
            rows: rows
                .iter()
                .zip(first..)
                .map(|(r, rank)| views::LadderRow {
                    rank,
                    user: r.user(),
                    rating: r.rating,
                    provisional: ratings::provisional(r.deviation),
                    won: r.wins,
                    lost: r.losses,
                    drawn: r.draws,
                })
                .collect(),
        };
        let mut buttons = Vec::new();
        if page > 0 {
            buttons.push(Button::PreviousPage {
                variant,
                page: page - 1,
            });
        }
        if page + 1 < pages {
            buttons.push(Button::NextPage {
                variant,
                page: page + 1,
            });
        }
        Ok(Reply {
            text: views::leaderboard(&ladder).into(),
            ephemeral: true,
            buttons,
            ..Reply::default()
        })
    }

    /// How many servers the rated results of [`Viewing::stats_elsewhere`]
    /// name (the rest are counted).
    pub const SERVERS_SHOWN: usize = 10;

    /// A user's statistics outside a server's own install (a DM, a group
    /// DM, a server reached through a member's install), shown only to the
    /// caller: their games outside servers (not rated), and, when the
    /// caller asks about themself, their rated results in each server.
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn stats_elsewhere(&self, a: Actor, user: UserId) -> Res {
        let mut tx = self.cx.db.read().await?;
        let outside = tx.finished_games(None, user).await?;
        let servers = if a.user == user {
            tx.rated_results_per_guild(user).await?
        } else {
            Vec::new()
        };
        tx.commit().await?;
        let mut lines = vec![text::stats_title(user)];
        let outside = views::Stats::of(user, &[], &outside);
        if outside.record.games() == 0 {
            lines.push(text::stats_outside_none(user));
        } else {
            lines.extend(views::outside_stats(&outside));
        }
        if !servers.is_empty() {
            lines.push(text::stats_servers_title());
            for r in servers.iter().take(Self::SERVERS_SHOWN) {
                let Some(guild) = r.guild() else { continue };
                lines.push(text::stats_server_row(
                    &format!("https://discord.com/channels/{guild}"),
                    r.wins,
                    r.losses,
                    r.draws,
                ));
            }
            if servers.len() > Self::SERVERS_SHOWN {
                lines.push(text::stats_servers_more(
                    servers.len() - Self::SERVERS_SHOWN,
                ));
            }
        }
        Ok(Reply {
            text: lines.into(),
            ephemeral: true,
            ..Reply::default()
        })
    }

    /// A user's statistics in the guild: games, results, rating, current
    /// streak, results and rating per variant; then their games outside
    /// servers (not rated). Outside a guild, [`Viewing::stats_elsewhere`].
    ///
    /// # Errors
    /// Internal errors only.
    pub async fn stats(&self, a: Actor, user: UserId) -> Res {
        if a.guild.is_none() {
            return self.stats_elsewhere(a, user).await;
        }
        let mut tx = self.cx.db.read().await?;
        let mut ladders = Vec::new();
        for v in Variant::ALL {
            if let Some(r) = tx.rating(a.guild, v, user).await? {
                ladders.push((v, r));
            }
        }
        let games = tx.finished_games(a.guild, user).await?;
        let history = tx.rating_history(a.guild, user).await?;
        let puzzles = tx.puzzle_player(user).await?;
        let outside = tx.finished_games(None, user).await?;
        tx.commit().await?;
        let mut lines = views::stats(&views::Stats::of(user, &ladders, &games));
        // Games outside servers: not on this server's ladder, shown apart.
        lines.extend(views::outside_stats(&views::Stats::of(user, &[], &outside)));
        // Puzzles: once the member tried one.
        if let Some(p) = puzzles.filter(|p| p.solved + p.failed > 0) {
            lines.push(text::stats_puzzles(
                p.rating,
                p.solved,
                p.failed,
                p.streak,
                p.best_streak,
            ));
        }
        let reply = Reply::text(lines);
        let series = rating_lines(&history);
        if series.iter().all(|(_, line)| line.len() < 2) {
            return Ok(reply);
        }
        let alt_text = text::rating_chart_alt(user, &series);
        let lines: Vec<Vec<f64>> = series.into_iter().map(|(_, line)| line).collect();
        // Posted for everyone: in the server's language.
        let lang = self.cx.names.guild_lang(a.guild);
        let [name, _] = self
            .cx
            .names
            .picture_names(a.guild, [user.into(), user.into()], lang);
        let bytes = self
            .cx
            .pool
            .picture(move || crate::render::rating_chart_png(&lines, &name, lang.picture_words()))
            .await
            .map_err(|e| InternalError::Render(e.to_string()))?
            .value
            .map_err(|e| InternalError::Render(e.to_string()))?;
        Ok(Reply {
            image: Some(Picture {
                bytes,
                file_name: "ratings.png".to_owned(),
                alt_text,
            }),
            ..reply
        })
    }

    /// A summary of the rules and commands (shown only to the caller).
    #[must_use]
    pub fn rules(&self) -> Reply {
        Reply {
            text: text::rules().into(),
            ephemeral: true,
            ..Reply::default()
        }
    }
}

/// The turns each takeback of a log undid, in the order of the takebacks:
/// the number of the first turn undone and the turns in notation. The line
/// a takeback undid is read back from the log: before it, each ply held
/// the last action logged at that ply.
fn taken_back(start: &Position, log: &[LoggedAction]) -> Vec<(usize, Vec<String>)> {
    let mut order: Vec<TakebackId> = Vec::new();
    for a in log {
        if let Some(t) = a.undone_by
            && !order.contains(&t)
        {
            order.push(t);
        }
    }
    let parse = |a: &LoggedAction| a.notation.parse::<Action>().ok();
    let mut out = Vec::new();
    for t in order {
        let undone: Vec<&LoggedAction> = log.iter().filter(|a| a.undone_by == Some(t)).collect();
        let Some(first) = undone.first() else {
            continue;
        };
        // The line as it stood when the undone actions were played.
        let mut before: Vec<Option<Action>> = vec![None; usize::try_from(first.ply).unwrap_or(0)];
        for a in log.iter().filter(|a| a.seq < first.seq) {
            if let Some(slot) = usize::try_from(a.ply).ok().and_then(|p| before.get_mut(p)) {
                *slot = parse(a);
            }
        }
        let Some(before) = before.into_iter().collect::<Option<Vec<Action>>>() else {
            continue;
        };
        let mut pos = start.clone();
        if before.iter().any(|&a| pos.play(a).is_err()) {
            continue;
        }
        let number = turns(start, &before).count() + 1;
        let Some(actions) = undone
            .iter()
            .map(|a| parse(a))
            .collect::<Option<Vec<Action>>>()
        else {
            continue;
        };
        let undone_turns = turns(&pos, &actions)
            .map_while(Result::ok)
            .map(|t| t.to_string())
            .collect();
        out.push((number, undone_turns));
    }
    out
}

/// The lines of a rating chart, one per ladder in [`Variant::ALL`]'s order
/// (standard first, an empty line for a ladder not played): each ladder's
/// ratings in the order they came. A line that starts with a rated result
/// starts from the rating every player starts with; one whose first point
/// was kept from before the history starts there.
fn rating_lines(history: &[RatingPoint]) -> Vec<(Variant, Vec<f64>)> {
    Variant::ALL
        .into_iter()
        .map(|v| {
            let points: Vec<&RatingPoint> = history.iter().filter(|p| p.variant == v).collect();
            let mut line = Vec::with_capacity(points.len() + 1);
            if points.first().is_some_and(|p| p.game_id.is_some()) {
                line.push(ratings::START_RATING);
            }
            line.extend(points.iter().map(|p| p.rating));
            (v, line)
        })
        .collect()
}
