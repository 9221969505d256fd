//! What a tournament shows: its announcement, the round's pairings, the
//! standings (text and picture) and the posts after each step.

use super::{
    Actor, Button, GameRow, Loaded, Msg, Picture, Progress, Reply, Res, ServiceError, Standing,
    StandingsPicture, Text, Tournament, TournamentFormat, TournamentState, Tournaments, Tx, load,
    text, user_err,
};
use crate::ids::UserId;

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
            return Ok(Reply::ephemeral(Text(vec![
                text::tournament_signup_until(t.row.signup_deadline),
                text::tournament_entrants(&t.joined),
            ])));
        }
        let after = t.core.as_ref().map_or(0, Tournament::rounds_complete);
        Ok(standings_reply(&t, Vec::new(), after))
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
                head.push(text::tournament_winner(&t.row.name, &winners));
                let mut reply = standings_reply(&t, head, after);
                reply.ephemeral = false;
                reply.mentions = winners;
                posts.push(reply);
            } else {
                let mut reply = standings_reply(&t, head, after);
                reply.ephemeral = false;
                posts.push(reply);
            }
        }
        if let Some(round) = p.started {
            posts.push(round_announcement(&t, round));
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
        r.turn_limit_ms,
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
    let entrants: Vec<UserId> = match &t.core {
        Some(core) => core.players().iter().map(|p| p.user()).collect(),
        None => t.joined.clone(),
    };
    lines.push(text::tournament_entrants(&entrants));
    Reply {
        text: Text(lines),
        buttons,
        ..Reply::default()
    }
}

/// The pairings of round `round` of `t`: every board with both players
/// named (the first to move first), the bye, forfeits decided at once.
fn round_announcement(t: &Loaded, round: i64) -> Reply {
    let swiss = t.row.format == TournamentFormat::Swiss;
    let mut lines = vec![text::tournament_round(&t.row.name, round, t.total())];
    let mut mentions = Vec::new();
    for p in t.pairings.iter().filter(|p| p.round == round) {
        if p.result.is_some() {
            lines.push(text::tournament_board_forfeit(
                p.board,
                p.first(),
                p.second(),
            ));
        } else {
            lines.push(text::tournament_board(p.board, p.first(), p.second()));
            mentions.extend([p.first(), p.second()]);
        }
    }
    let bye = t
        .core
        .as_ref()
        .and_then(|c| c.rounds().get(usize::try_from(round - 1).ok()?)?.bye);
    if let Some(bye) = bye {
        lines.push(text::tournament_bye(bye.user(), swiss));
        mentions.push(bye.user());
    }
    Reply {
        text: Text(lines),
        mentions,
        ..Reply::default()
    }
}

/// The standings of `t` after its first `after` rounds, below `head`: the
/// table in text, and the picture for the front end to draw.
fn standings_reply(t: &Loaded, mut lines: Vec<Msg>, after: usize) -> Reply {
    let Some(core) = &t.core else {
        return Reply::text(Text(lines));
    };
    let rows = core.standings_after(after);
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
