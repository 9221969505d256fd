//! What a tournament shows: its announcement, the round's pairings, the
//! standings (text and picture) and the posts after each step.

use super::split::{Line, split};
use super::{
    Actor, Button, GameRow, Loaded, Msg, Picture, Progress, Reply, Res, ServiceError, Standing,
    Text, Tournament, TournamentFormat, TournamentState, Tournaments, Tx, load, text, user_err,
};
use crate::ids::{TournamentId, UserId};
use crate::service::effects::StandingsPicture;

/// The players one page of a sign-up list names: within a message's 2,000
/// characters in every language with mentions of the longest ids.
const ENTRANTS_PAGE: usize = 50;

/// Page `page` (from 0; a page past the last shows the last) of `t`'s
/// sign-up list, in the order they joined, for the caller only: the
/// sign-up's close, the players, and buttons to the pages around it.
fn entrants_page(t: &Loaded, page: u32) -> Reply {
    let pages = t.joined.len().div_ceil(ENTRANTS_PAGE).max(1);
    let page = usize::try_from(page).unwrap_or(usize::MAX).min(pages - 1);
    let from = page * ENTRANTS_PAGE;
    let shown = &t.joined[from..t.joined.len().min(from + ENTRANTS_PAGE)];
    let list = if pages == 1 {
        text::tournament_entrants(shown)
    } else {
        text::tournament_entrants_page(from + 1, t.joined.len(), shown)
    };
    let mut buttons = Vec::new();
    let tournament = t.row.id;
    // Page numbers are below the 1,024 players' cap over 50.
    let number = |p: usize| u32::try_from(p).unwrap_or(u32::MAX);
    if page > 0 {
        buttons.push(Button::EntrantsPrevious {
            tournament,
            page: number(page - 1),
        });
    }
    if page + 1 < pages {
        buttons.push(Button::EntrantsNext {
            tournament,
            page: number(page + 1),
        });
    }
    Reply {
        buttons,
        ..Reply::ephemeral(Text(vec![
            text::tournament_signup_until(t.row.signup_deadline),
            list,
        ]))
    }
}

impl Tournaments<'_> {
    /// The standings of the channel's tournament (also once it is over, and
    /// from one of its games' threads): a picture and a short text.
    ///
    /// # Errors
    /// A user error when there is none or it has not started.
    pub async fn standings(&self, a: Actor) -> Res {
        let mut tx = self.cx.db.read().await?;
        let Some(row) = self.find_tournament(&mut tx, a.channel).await? else {
            return user_err(text::tournament_none());
        };
        if row.guild() != a.guild {
            return user_err(text::tournament_none());
        }
        let t = load(&mut tx, row).await?;
        tx.commit().await?;
        if t.core.is_none() {
            return Ok(entrants_page(&t, 0));
        }
        let after = t.core.as_ref().map_or(0, Tournament::rounds_complete);
        Ok(standings_for(&t, Vec::new(), after, Some(a.user)))
    }

    /// Page `page` (from 0) of tournament `id`'s sign-up list, shown to the
    /// caller (its Previous / Next buttons); once it has started, its
    /// standings.
    ///
    /// # Errors
    /// A user error when there is no such tournament in the caller's guild.
    pub async fn entrants(&self, a: Actor, id: TournamentId, page: u32) -> Res {
        let mut tx = self.cx.db.read().await?;
        let Some(row) = tx.tournament(id).await? else {
            return user_err(text::tournament_none());
        };
        if row.guild() != a.guild {
            return user_err(text::tournament_none());
        }
        let t = load(&mut tx, row).await?;
        tx.commit().await?;
        Ok(match &t.core {
            None => entrants_page(&t, page),
            Some(core) => standings_for(&t, Vec::new(), core.rounds_complete(), Some(a.user)),
        })
    }

    /// The messages a tournament's progress calls for, in order: the
    /// standings after the round that ended (with the winner after the
    /// last), then the pairings of the round that starts.
    ///
    /// # Errors
    /// Internal errors.
    pub async fn posts(&self, p: &Progress) -> Result<Vec<Reply>, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let Some(row) = tx.tournament(p.spot.tournament).await? else {
            return Ok(Vec::new());
        };
        let t = load(&mut tx, row).await?;
        tx.commit().await?;
        let mut posts = Vec::new();
        if let Some(round) = p.ended {
            // After the round that ended, not the next one already paired.
            let after = usize::try_from(round).unwrap_or(0);
            let mut head = vec![text::tournament_round_over(&t.row.name, round)];
            if p.finished {
                let winners: Vec<UserId> = t
                    .core
                    .as_ref()
                    .map(|core| core.standings_after(after))
                    .unwrap_or_default()
                    .iter()
                    .filter(|s| s.rank == 1)
                    .map(|s| s.player.user())
                    .collect();
                if winners.len() <= WINNERS_NAMED {
                    head.push(text::tournament_winner(&t.row.name, &winners));
                    let mut reply = standings_reply(&t, head, after);
                    reply.ephemeral = false;
                    reply.mentions = winners;
                    posts.push(reply);
                } else {
                    // Too many to name in one message: the table, then
                    // all of them, each pinged once, in as many messages
                    // as it takes.
                    let mut reply = standings_reply(&t, head, after);
                    reply.ephemeral = false;
                    posts.push(reply);
                    let shared = text::tournament_winners_shared(&t.row.name, winners.len());
                    let lines = winners
                        .iter()
                        .map(|&w| Line {
                            msg: text::tournament_winner_line(w),
                            pings: vec![w],
                        })
                        .collect();
                    posts.extend(split(vec![Line::quiet(shared)], lines));
                }
            } else {
                let mut reply = standings_reply(&t, head, after);
                reply.ephemeral = false;
                posts.push(reply);
            }
        }
        if let Some(round) = p.started {
            posts.extend(round_announcement(&t, round));
        }
        Ok(posts)
    }

    /// The standings picture of `s`, with the players' `names` (in the
    /// order of its rows) and the reader's words: `labels` as
    /// [`text::standings_labels`] lists them, the caption rendered.
    pub async fn standings_png(
        &self,
        s: &StandingsPicture,
        names: Vec<String>,
        labels: [String; 7],
        caption: String,
    ) -> Option<Picture> {
        let rows: Vec<(Standing, String)> = s.rows.iter().cloned().zip(names).collect();
        let title = s.title.clone();
        let format = s.format;
        let drawn = self
            .cx
            .pool
            .picture(move || {
                let view = crate::render::StandingsView {
                    title: &title,
                    caption: &caption,
                    format,
                    rows: &rows,
                    labels: crate::render::StandingsLabels {
                        rank: &labels[0],
                        player: &labels[1],
                        points: &labels[2],
                        buchholz: &labels[3],
                        sonneborn_berger: &labels[4],
                        played: &labels[5],
                        withdrawn: &labels[6],
                    },
                };
                crate::render::standings_png(&view)
            })
            .await;
        match drawn.map(|ran| ran.value) {
            Ok(Ok(bytes)) => Some(Picture {
                bytes,
                file_name: "standings.png".to_owned(),
                alt_text: s.alt_text.clone(),
            }),
            Ok(Err(e)) => {
                tracing::error!("standings picture failed: {e}");
                None
            }
            Err(e) => {
                tracing::error!("standings picture task failed: {e}");
                None
            }
        }
    }

    /// Whether game `row` is a tournament's, and which: its name.
    pub(in crate::service) async fn name_of(
        tx: &mut Tx,
        row: &GameRow,
    ) -> Result<Option<String>, ServiceError> {
        match row.tournament_id {
            Some(id) => Ok(tx.tournament(id).await?.map(|t| t.name)),
            None => Ok(None),
        }
    }
}

/// The announcement of `t`: what it is, when it starts, who joined, and
/// while sign-up is open the Join / Leave buttons.
pub(super) fn announcement(t: &Loaded) -> Reply {
    let r = &t.row;
    let mut lines = vec![text::tournament_announce(
        &r.name,
        r.rounds,
        r.variant,
        r.turn_limit(),
        r.organiser(),
    )];
    let mut buttons = Vec::new();
    match r.state {
        TournamentState::Signup => {
            lines.push(text::tournament_signup_until(r.signup_deadline));
            buttons = vec![
                Button::JoinTournament { tournament: r.id },
                Button::LeaveTournament { tournament: r.id },
            ];
        }
        TournamentState::Cancelled => lines.push(text::tournament_cancelled_line()),
        _ => lines.push(text::tournament_signup_closed_line(
            t.core
                .as_ref()
                .map_or(t.joined.len(), |c| c.players().len()),
        )),
    }
    if let Some(max) = t.row.max_players {
        lines.push(text::tournament_cap_line(max));
    }
    match &t.core {
        // Once it has started, the players in seed order, while they are
        // few (the line above counts them).
        Some(core) if core.players().len() <= LATEST_NAMED => {
            let players: Vec<UserId> = core.players().iter().map(|p| p.user()).collect();
            lines.push(text::tournament_entrants(&players));
        }
        Some(_) => {}
        None => lines.push(entrants_summary(&t.joined)),
    }
    Reply {
        text: Text(lines),
        buttons,
        ..Reply::default()
    }
}

/// The most winners (players equal on every tie-break at the top) the
/// message that ends a tournament names; more follow it in messages of
/// their own.
const WINNERS_NAMED: usize = 10;

/// How many of the latest entrants an announcement names.
const LATEST_NAMED: usize = 15;

/// The entrants as an announcement shows them: all of them while they are
/// few; then their number and the latest to join (`entrants` in the order
/// they joined), so that the announcement stays a summary, edited as
/// people join, within one message at any size; the standings command
/// lists them all.
fn entrants_summary(entrants: &[UserId]) -> Msg {
    if entrants.len() <= LATEST_NAMED {
        return text::tournament_entrants(entrants);
    }
    let latest = &entrants[entrants.len() - LATEST_NAMED..];
    text::tournament_entrants_latest(entrants.len(), latest)
}

/// The pairings of round `round` of `t`: every board with both players
/// named (the first to move first), the bye, forfeits decided at once; in
/// as many messages as it takes ([`split`]). A board's players are named,
/// not pinged: the start of their game in its thread pings them (which
/// also brings them into the thread), once per game; the bye, who has no
/// game, is pinged here.
fn round_announcement(t: &Loaded, round: i64) -> Vec<Reply> {
    let swiss = t.row.format == TournamentFormat::Swiss;
    let head = vec![Line::quiet(text::tournament_round(
        &t.row.name,
        round,
        t.total(),
    ))];
    let mut lines = Vec::new();
    for p in t.pairings.iter().filter(|p| p.round == round) {
        lines.push(Line::quiet(if p.result.is_some() {
            text::tournament_board_forfeit(p.board, p.first(), p.second())
        } else {
            text::tournament_board(p.board, p.first(), p.second())
        }));
    }
    let bye = t
        .core
        .as_ref()
        .and_then(|c| c.rounds().get(usize::try_from(round - 1).ok()?)?.bye);
    if let Some(bye) = bye {
        lines.push(Line {
            msg: text::tournament_bye(bye.user(), swiss),
            pings: vec![bye.user()],
        });
    }
    split(head, lines)
}

/// The standings of `t` after its first `after` rounds, below `head`: the
/// table in text, and the picture for the front end to draw.
fn standings_reply(t: &Loaded, lines: Vec<Msg>, after: usize) -> Reply {
    standings_for(t, lines, after, None)
}

/// How many rows of the standings are shown from the top.
const TOP_SHOWN: usize = 16;

/// The rows of `rows` (the whole table, in order) shown to `reader`: all
/// of them while they are few; then the top [`TOP_SHOWN`], and the
/// reader's own row when it is further down. A table of hundreds of rows,
/// in text or in one picture, is legible to nobody (in a picture 38 pixels
/// a row, the client shrinks it to a smear), and paging through it takes a
/// click per page; what a reader looks for is who leads and where they
/// stand. The number of rows left out is returned with them.
fn shown_rows(
    rows: Vec<crate::tournament::Standing>,
    reader: Option<UserId>,
) -> (Vec<crate::tournament::Standing>, usize) {
    if rows.len() <= TOP_SHOWN + 1 {
        return (rows, 0);
    }
    let total = rows.len();
    let own = reader.and_then(|r| {
        rows.iter()
            .skip(TOP_SHOWN)
            .find(|s| s.player.user() == r)
            .cloned()
    });
    let mut shown: Vec<_> = rows.into_iter().take(TOP_SHOWN).collect();
    shown.extend(own);
    let hidden = total - shown.len();
    (shown, hidden)
}

/// [`standings_reply`] as `reader` sees it ([`shown_rows`]).
fn standings_for(t: &Loaded, mut lines: Vec<Msg>, after: usize, reader: Option<UserId>) -> Reply {
    let Some(core) = &t.core else {
        return Reply::text(Text(lines));
    };
    let (rows, hidden) = shown_rows(core.standings_after(after), reader);
    let round = i64::try_from(after).unwrap_or(i64::MAX);
    let over = t.row.state.is_over();
    lines.push(text::tournament_standings_head(
        &t.row.name,
        round,
        t.total(),
        over,
    ));
    for s in &rows {
        lines.push(text::standings_row(
            s.rank,
            s.player.user(),
            &s.points.to_string(),
            s.buchholz.map(|b| b.to_string()).as_deref(),
            &s.sonneborn_berger.to_string(),
            s.played,
            s.withdrawn,
        ));
    }
    if hidden > 0 {
        lines.push(text::standings_more(hidden));
    }
    let leader = rows.first();
    let alt_text = text::standings_alt(
        &t.row.name,
        leader.map(|s| s.player.user()),
        &leader.map(|s| s.points.to_string()).unwrap_or_default(),
    );
    // One message, whose rows are joined as lines by the front end.
    Reply {
        text: Text(lines),
        standings: Some(StandingsPicture {
            title: t.row.name.clone(),
            caption: text::standings_caption(t.row.rounds, round, t.total(), over),
            format: core.format(),
            rows,
            alt_text,
        }),
        ..Reply::default()
    }
}
