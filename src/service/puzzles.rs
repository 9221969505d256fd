//! Puzzles proven by the solver (`/lyngk puzzle`): the next puzzle for a
//! member, chosen near their puzzle rating among the shipped set and their
//! server's own; the server's daily puzzle; a turn played by the Move
//! button's menus or typed, judged against the proven line; the ratings of
//! the member and the puzzle moved (Glicko-2) by a first try; and the
//! puzzles mined from each finished game, in the background.
//!
//! The member plays privately (every answer is ephemeral, as in the
//! lessons). What they play is stored in one row per member (the puzzle and
//! the ply of its line they are at): a turn is played only at the puzzle
//! and ply its button or menu names, checked in the transaction that moves
//! it on, so a double click or a stale menu changes nothing.

use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::ai::puzzle::{self, Judged, PROOF_BUDGET, Puzzle, turn_text};
use crate::engine::{Action, Color, LastTurn, Point, Position, turns};
use crate::i18n::{Lang, Msg, PuzzleLine};
use crate::ids::{GameId, GuildId, PuzzleId, UserId};
use crate::record::GameStatus;
use crate::storage::{NewPuzzle, PuzzlePlayerRow, PuzzleRow};

use super::autocomplete::{destinations, movable};
use super::context::{Private, handle};
use super::menus::{landing_option, split_by_columns, stack_option};
use super::moves::TurnRequest;
use super::reply::{Button, Menu, MenuKind, Notice};
use super::text;
use super::types::GameRef;
use super::{Actor, InternalError, Reply, Res, ServiceError, user_err};

handle! {
    /// Puzzles proven by the solver.
    Puzzles
}

/// At most this many menus in one message (as a game's Move button).
const MAX_MENUS: usize = 5;

/// One day, in milliseconds: the daily puzzle changes at 00:00 UTC.
const DAY_MS: i64 = 86_400_000;

/// A puzzle's starting rating: 1,500 for one turn to find, 150 more for
/// each further turn; its deviation starts wide, so the first tries
/// settle it.
#[must_use]
pub fn starting_rating(turns: usize) -> Glicko2Rating {
    let extra = f64::from(u32::try_from(turns.saturating_sub(1)).unwrap_or(u32::MAX));
    Glicko2Rating {
        rating: 1500.0 + 150.0 * extra,
        deviation: 300.0,
        volatility: 0.06,
    }
}

/// A member's puzzle row before their first puzzle.
fn fresh_player(user: UserId) -> PuzzlePlayerRow {
    let g = Glicko2Rating::new();
    PuzzlePlayerRow {
        user_id: user,
        rating: g.rating,
        deviation: g.deviation,
        volatility: g.volatility,
        solved: 0,
        failed: 0,
        streak: 0,
        best_streak: 0,
        puzzle_id: None,
        ply: 0,
        daily: 0,
    }
}

/// The day number of `now_ms` (days since 1970-01-01, UTC).
#[must_use]
pub fn day_of(now_ms: i64) -> i64 {
    now_ms.div_euclid(DAY_MS)
}

/// Which of `count` puzzles is the daily one of `guild` on `day`: the same
/// for everyone that day, another the next day, different servers
/// scattered.
#[must_use]
pub fn daily_index(guild: Option<GuildId>, day: i64, count: i64) -> i64 {
    if count <= 0 {
        return 0;
    }
    let salt = guild.map_or(0, |g| g.get() % 1_000_003);
    let mixed = (day as u64)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(salt.wrapping_mul(0xBF58_476D_1CE4_E5B9));
    let mixed = mixed ^ (mixed >> 31);
    i64::try_from(mixed % count.unsigned_abs()).unwrap_or(0)
}

/// The stored puzzle read back (every stored one was proven and checked
/// when stored).
fn parsed(row: &PuzzleRow) -> Result<Puzzle, ServiceError> {
    row.puzzle.parse::<Puzzle>().map_err(|e| {
        InternalError::Puzzle {
            puzzle: row.id,
            reason: e.to_string(),
        }
        .into()
    })
}

/// The position after `turn` played in `pos`, and the turn as the picture
/// highlights it.
fn after_turn(pos: &Position, turn: &[Action]) -> (Position, LastTurn) {
    let mut it = turns(pos, turn);
    match it.next() {
        Some(Ok(t)) => (t.after, t.marks),
        _ => (pos.clone(), LastTurn::default()),
    }
}

/// `pos` after the member's claim, if any; a user error (the engine's
/// reason) for a claim the rules refuse there.
fn with_claim(pos: &Position, claim: Option<Color>) -> Result<Position, ServiceError> {
    let mut pos = pos.clone();
    if let Some(c) = claim {
        pos.play(Action::Claim(c))
            .map_err(|why| ServiceError::User(text::puzzle_illegal(text::illegal(&why))))?;
    }
    Ok(pos)
}

/// Why a puzzle's button or menu no longer applies.
fn outdated() -> ServiceError {
    ServiceError::User(text::puzzle_outdated())
}

impl Puzzles<'_> {
    /// `/lyngk puzzle`: the puzzle the member is playing, else the next
    /// one near their rating among those they never tried.
    ///
    /// # Errors
    /// A database failure.
    pub async fn next(&self, a: Actor) -> Res {
        self.seed_starter_set().await?;
        let mut tx = self.cx.db.read().await?;
        let player = tx
            .puzzle_player(a.user)
            .await?
            .unwrap_or_else(|| fresh_player(a.user));
        if let Some(id) = player.puzzle_id
            && let Some(row) = tx.puzzle(id).await?
        {
            tx.commit().await?;
            let ply = usize::try_from(player.ply).unwrap_or(0);
            return self
                .shown(
                    a.lang,
                    &row,
                    ply,
                    player.daily == 1,
                    vec![text::puzzle_resumed()],
                )
                .await;
        }
        let row = tx
            .nearest_untried_puzzle(a.user, a.guild, player.rating)
            .await?;
        let total = tx.puzzle_count(None).await? + tx.puzzle_count(a.guild).await?;
        tx.commit().await?;
        let Some(row) = row else {
            return Ok(Reply::ephemeral(vec![text::puzzle_none_left(total)]));
        };
        self.begin(a.user, &row, false).await?;
        self.shown(a.lang, &row, 0, false, Vec::new()).await
    }

    /// `/lyngk puzzle daily`: the server's puzzle of the day, from its own
    /// games when it has any (credited to the game), else from the shipped
    /// set. Rated like any other on a first try.
    ///
    /// # Errors
    /// A database failure.
    pub async fn daily(&self, a: Actor) -> Res {
        self.seed_starter_set().await?;
        let row = self.daily_row(a.guild).await?;
        let Some(row) = row else {
            return Ok(Reply::ephemeral(vec![text::puzzle_none_left(0)]));
        };
        let mut tx = self.cx.db.read().await?;
        let tried = tx.puzzle_attempt(a.user, row.id).await?;
        tx.commit().await?;
        self.begin(a.user, &row, true).await?;
        let mut before = Vec::new();
        if let Some(solved) = tried {
            before.push(text::puzzle_daily_tried(solved));
        }
        self.shown(a.lang, &row, 0, true, before).await
    }

    /// The puzzles of the day the clock posts at `now`: one per server
    /// that asked for it and has not had today's, each taken in a
    /// transaction of its own (a restart or a second process never posts
    /// it twice), public, with a button that opens it for the clicker.
    ///
    /// # Errors
    /// A database failure.
    pub async fn daily_posts(&self, now: i64) -> Result<Vec<Notice>, ServiceError> {
        let day = day_of(now);
        let mut tx = self.cx.db.read().await?;
        let due = tx.daily_puzzles_due(day).await?;
        tx.commit().await?;
        if due.is_empty() {
            return Ok(Vec::new());
        }
        self.seed_starter_set().await?;
        let mut notices = Vec::new();
        for (guild, channel) in due {
            let mut tx = self.cx.db.begin().await?;
            let taken = tx.take_daily_puzzle_post(guild, day).await?;
            tx.commit().await?;
            if !taken {
                continue;
            }
            let Some(row) = self.daily_row(guild).await? else {
                continue;
            };
            // Posted for everyone: in the server's language.
            let lang = self.cx.names.guild_lang(guild);
            let mut reply = self.shown(lang, &row, 0, true, Vec::new()).await?;
            reply.text.0[0] = text::daily_puzzle_post(row.id);
            reply.ephemeral = false;
            reply.buttons = vec![Button::DailyPuzzle];
            notices.push(Notice {
                guild,
                channel,
                game: None,
                reply,
            });
        }
        Ok(notices)
    }

    /// The daily puzzle of `guild` today.
    async fn daily_row(&self, guild: Option<GuildId>) -> Result<Option<PuzzleRow>, ServiceError> {
        let day = day_of(self.cx.now());
        let mut tx = self.cx.db.read().await?;
        let own = tx.puzzle_count(guild).await?;
        let row = if guild.is_some() && own > 0 {
            tx.nth_puzzle(guild, daily_index(guild, day, own)).await?
        } else {
            let shipped = tx.puzzle_count(None).await?;
            tx.nth_puzzle(None, daily_index(guild, day, shipped))
                .await?
        };
        tx.commit().await?;
        Ok(row)
    }

    /// Puts the member at the start of `row`.
    async fn begin(&self, user: UserId, row: &PuzzleRow, daily: bool) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let mut player = tx
            .puzzle_player(user)
            .await?
            .unwrap_or_else(|| fresh_player(user));
        player.puzzle_id = Some(row.id);
        player.ply = 0;
        player.daily = i32::from(daily);
        tx.put_puzzle_player(&player).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Plays a typed turn (`C3-E5`, a LYNGK path, `claim` beside) on the
    /// puzzle the member is playing.
    ///
    /// # Errors
    /// A user error when the text is not a move or no puzzle is being
    /// played; a database failure.
    pub async fn play_typed(&self, a: Actor, claim: Option<Color>, typed: &str) -> Res {
        let turn = TurnRequest::parse(typed, claim)?;
        let mut tx = self.cx.db.read().await?;
        let player = tx.puzzle_player(a.user).await?;
        tx.commit().await?;
        let Some((id, ply)) = player.and_then(|p| p.puzzle_id.map(|id| (id, p.ply))) else {
            return user_err(text::puzzle_not_playing());
        };
        self.play(a, id, usize::try_from(ply).unwrap_or(0), turn)
            .await
    }

    /// The answer to [`Button::Puzzle`] (`claim` none) and to
    /// [`Button::PuzzleClaim`]: the stacks the member may move (after the
    /// claim), and, before any claim, a button per colour they may claim.
    ///
    /// # Errors
    /// A user error for a puzzle or ply the member is not at, or a claim
    /// the rules refuse there.
    pub async fn move_menu(
        &self,
        a: Actor,
        puzzle: PuzzleId,
        ply: u8,
        claim: Option<Color>,
    ) -> Res {
        let (row, p, daily) = self.current(a.user, puzzle, usize::from(ply)).await?;
        let pos = with_claim(&p.position_at(usize::from(ply)), claim)?;
        let options = movable(&pos, None)
            .into_iter()
            .map(|at| (at, stack_option(&pos, at)))
            .collect();
        let claims: Vec<Button> = if claim.is_none() {
            pos.legal_actions()
                .into_iter()
                .filter_map(|act| match act {
                    Action::Claim(color) => Some(Button::PuzzleClaim { puzzle, ply, color }),
                    _ => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        let rows = if claims.is_empty() {
            MAX_MENUS
        } else {
            MAX_MENUS - 1
        };
        let menus = split_by_columns(options, rows, |part, columns, options| Menu {
            kind: MenuKind::PuzzleStacks { puzzle, ply, claim },
            part,
            placeholder: text::menu_stacks_placeholder(columns),
            options,
        });
        let prompt = text::menu_stacks(!claims.is_empty());
        self.with_menus(a.lang, (&row, ply, daily), claim, prompt, menus, claims)
            .await
    }

    /// The puzzle at `ply` as shown, with the claim made (if any), the
    /// prompt of its menus, the menus and the buttons beside them.
    #[allow(clippy::too_many_arguments)]
    async fn with_menus(
        &self,
        lang: Lang,
        (row, ply, daily): (&PuzzleRow, u8, bool),
        claim: Option<Color>,
        prompt: Msg,
        menus: Vec<Menu>,
        buttons: Vec<Button>,
    ) -> Res {
        let mut reply = self
            .shown(lang, row, usize::from(ply), daily, Vec::new())
            .await?;
        if let Some(c) = claim {
            reply.text.push(text::puzzle_claimed(c));
        }
        reply.text.push(prompt);
        reply.menus = menus;
        reply.buttons = buttons;
        Ok(reply)
    }

    /// A choice in a puzzle's menu: a stack opens its landing points; a
    /// landing plays the turn (with the claim made before it).
    ///
    /// # Errors
    /// A user error for a puzzle or ply the member is not at, or a value
    /// the menu did not offer; a database failure.
    pub async fn choose(&self, a: Actor, menu: MenuKind, value: &str) -> Res {
        match menu {
            MenuKind::PuzzleStacks { puzzle, ply, claim } => {
                let Ok(from) = value.parse::<Point>() else {
                    return Err(outdated());
                };
                let (row, p, daily) = self.current(a.user, puzzle, usize::from(ply)).await?;
                let pos = with_claim(&p.position_at(usize::from(ply)), claim)?;
                let landings = destinations(&pos, from, None);
                if landings.is_empty() {
                    return Err(outdated());
                }
                let options = landings.iter().map(|d| (d.to, landing_option(d))).collect();
                let menus = split_by_columns(options, MAX_MENUS, |part, columns, options| Menu {
                    kind: MenuKind::PuzzleLandings {
                        puzzle,
                        ply,
                        from,
                        claim,
                    },
                    part,
                    placeholder: text::menu_landings_placeholder(columns),
                    options,
                });
                let prompt = text::menu_landings(from);
                self.with_menus(a.lang, (&row, ply, daily), claim, prompt, menus, Vec::new())
                    .await
            }
            MenuKind::PuzzleLandings {
                puzzle,
                ply,
                from,
                claim,
            } => {
                let turn = TurnRequest::from_options(&from.to_string(), value, claim)?;
                self.play(a, puzzle, usize::from(ply), turn).await
            }
            _ => Err(outdated()),
        }
    }

    /// The puzzle the member is playing, when it is `puzzle` at `ply`.
    async fn current(
        &self,
        user: UserId,
        puzzle: PuzzleId,
        ply: usize,
    ) -> Result<(PuzzleRow, Puzzle, bool), ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let player = tx.puzzle_player(user).await?;
        let row = tx.puzzle(puzzle).await?;
        tx.commit().await?;
        let at = player
            .as_ref()
            .and_then(|p| p.puzzle_id.map(|id| (id, p.ply)));
        let Some(row) = row.filter(|_| at == Some((puzzle, i32::try_from(ply).unwrap_or(-1))))
        else {
            return Err(outdated());
        };
        let p = parsed(&row)?;
        Ok((row, p, player.is_some_and(|p| p.daily == 1)))
    }

    /// A turn at `ply` of `puzzle`, judged against its line.
    async fn play(&self, a: Actor, puzzle: PuzzleId, ply: usize, turn: TurnRequest) -> Res {
        let (row, p, daily) = self.current(a.user, puzzle, ply).await?;
        let actions: Vec<Action> = turn
            .claim
            .map(Action::Claim)
            .into_iter()
            .chain(std::iter::once(Action::Move(turn.path)))
            .collect();
        match p.judge(ply, &actions) {
            Judged::Illegal(why) => {
                let reason = text::illegal(&why);
                self.shown(a.lang, &row, ply, daily, vec![text::puzzle_illegal(reason)])
                    .await
            }
            Judged::Right if ply + 1 < p.line.len() => {
                // The defence answers; the member plays on.
                self.advance(a.user, puzzle, ply).await?;
                let answer = turn_text(&p.line[ply + 1]);
                let before = p.position_at(ply + 1);
                let (after, last) = after_turn(&before, &p.line[ply + 1]);
                let mut reply = self
                    .shown(
                        a.lang,
                        &row,
                        ply + 2,
                        daily,
                        vec![text::puzzle_right_go_on(&answer)],
                    )
                    .await?;
                let looks = looks(
                    a.lang,
                    &p,
                    PuzzleLine::Task {
                        wins: p.goal == puzzle::Goal::Win,
                        turns: p.turns() - (ply + 2) / 2,
                    },
                );
                reply.image = self.cx.position_picture(&after, Some(last), looks).await;
                Ok(reply)
            }
            Judged::Right => {
                let change = self.finish(a.user, &row, true).await?;
                let before = p.position_at(ply);
                let (after, last) = after_turn(&before, &actions);
                let mut lines = vec![text::puzzle_solved(p.turns())];
                lines.extend(change);
                let looks = looks(a.lang, &p, PuzzleLine::Solved);
                Ok(Reply {
                    text: lines.into(),
                    image: self.cx.position_picture(&after, Some(last), looks).await,
                    ephemeral: true,
                    buttons: vec![Button::NextPuzzle],
                    position: Some(after),
                    ..Reply::default()
                })
            }
            Judged::Wrong => {
                let before = p.position_at(ply);
                let (after, _) = after_turn(&before, &actions);
                let refutation = self.refutation(&after).await?;
                let change = self.finish(a.user, &row, false).await?;
                let (solved_at, last) = after_turn(&before, &p.line[ply]);
                let mut lines = vec![text::puzzle_wrong(&turn_text(&actions), p.goal)];
                if let Some(answer) = refutation {
                    lines.push(text::puzzle_refutation(&turn_text(&answer), p.goal));
                }
                lines.push(text::puzzle_solution(&p.line_text(), p.goal));
                lines.extend(change);
                let looks = looks(a.lang, &p, PuzzleLine::Solution);
                Ok(Reply {
                    text: lines.into(),
                    image: self
                        .cx
                        .position_picture(&solved_at, Some(last), looks)
                        .await,
                    ephemeral: true,
                    buttons: vec![Button::NextPuzzle],
                    position: Some(solved_at),
                    ..Reply::default()
                })
            }
        }
    }

    /// The defence's best answer to a wrong turn, proven by the solver on
    /// the search lane (`None` past its budget).
    async fn refutation(&self, after: &Position) -> Result<Option<Vec<Action>>, ServiceError> {
        if after.is_over() {
            return Ok(None);
        }
        let pos = after.clone();
        self.cx
            .search(move || puzzle::best_answer(&pos, PROOF_BUDGET))
            .await
    }

    /// Moves the member from `ply` to the solving side's next turn, if they
    /// are still at `ply` of `puzzle`.
    async fn advance(
        &self,
        user: UserId,
        puzzle: PuzzleId,
        ply: usize,
    ) -> Result<(), ServiceError> {
        let mut tx = self.cx.db.begin().await?;
        let Some(mut player) = tx.puzzle_player(user).await? else {
            return Err(outdated());
        };
        if player.puzzle_id != Some(puzzle) || usize::try_from(player.ply).ok() != Some(ply) {
            return Err(outdated());
        }
        player.ply += 2;
        tx.put_puzzle_player(&player).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Ends the member's puzzle, solved or not: the first try at a puzzle
    /// moves both ratings and the counts; a later one changes only where
    /// the member is. The lines telling the rating's change.
    async fn finish(
        &self,
        user: UserId,
        row: &PuzzleRow,
        solved: bool,
    ) -> Result<Vec<Msg>, ServiceError> {
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        let Some(mut player) = tx.puzzle_player(user).await? else {
            return Err(outdated());
        };
        if player.puzzle_id != Some(row.id) {
            return Err(outdated());
        }
        player.puzzle_id = None;
        player.ply = 0;
        let mut lines = Vec::new();
        if tx.insert_puzzle_attempt(user, row.id, solved, now).await? {
            let Some(current) = tx.puzzle(row.id).await? else {
                return Err(outdated());
            };
            let member = Glicko2Rating {
                rating: player.rating,
                deviation: player.deviation,
                volatility: player.volatility,
            };
            let problem = Glicko2Rating {
                rating: current.rating,
                deviation: current.deviation,
                volatility: current.volatility,
            };
            let outcome = if solved {
                Outcomes::WIN
            } else {
                Outcomes::LOSS
            };
            let (m, q) = glicko2(&member, &problem, &outcome, &Glicko2Config::new());
            lines.push(text::puzzle_rating_change(player.rating, m.rating));
            player.rating = m.rating;
            player.deviation = m.deviation;
            player.volatility = m.volatility;
            if solved {
                player.solved += 1;
                player.streak += 1;
                player.best_streak = player.best_streak.max(player.streak);
            } else {
                player.failed += 1;
                player.streak = 0;
            }
            tx.set_puzzle_rating(row.id, q.rating, q.deviation, q.volatility)
                .await?;
        } else {
            lines.push(text::puzzle_not_rated());
        }
        tx.put_puzzle_player(&player).await?;
        tx.commit().await?;
        Ok(lines)
    }

    /// A puzzle as shown at `ply`: its head (daily, credited), what to
    /// find, its position drawn, and the Move button.
    async fn shown(
        &self,
        lang: Lang,
        row: &PuzzleRow,
        ply: usize,
        daily: bool,
        before: Vec<Msg>,
    ) -> Res {
        let p = parsed(row)?;
        let mut lines = before;
        lines.push(if daily {
            text::puzzle_daily_head(row.id)
        } else {
            text::puzzle_head(row.id, row.rating)
        });
        if let Some(credit) = self.credit(row).await? {
            lines.push(credit);
        }
        let left = p.turns() - ply / 2;
        lines.push(text::puzzle_task(p.solver(), p.goal, left));
        let pos = p.position_at(ply);
        let looks = looks(
            lang,
            &p,
            PuzzleLine::Task {
                wins: p.goal == puzzle::Goal::Win,
                turns: left,
            },
        );
        Ok(Reply {
            text: lines.into(),
            image: self.cx.position_picture(&pos, None, looks).await,
            ephemeral: true,
            buttons: vec![Button::Puzzle {
                puzzle: row.id,
                ply: u8::try_from(ply).unwrap_or(u8::MAX),
            }],
            accent: Some(pos.to_move()),
            position: Some(pos),
            ..Reply::default()
        })
    }

    /// "From alice vs bob, 3 days ago", for a puzzle mined from a game.
    async fn credit(&self, row: &PuzzleRow) -> Result<Option<Msg>, ServiceError> {
        let Some(game) = row.game_id else {
            return Ok(None);
        };
        let mut tx = self.cx.db.read().await?;
        let g = tx.game(game).await?;
        tx.commit().await?;
        Ok(g.map(|g| {
            text::puzzle_credit(
                g.player1(),
                g.player2(),
                g.finished_at.unwrap_or(g.created_at),
                &GameRef::of(&g).link(),
            )
        }))
    }

    /// Stores the puzzles shipped with the bot that the database does not
    /// have yet (all of them, the first time).
    async fn seed_starter_set(&self) -> Result<(), ServiceError> {
        let shipped = puzzle::starter();
        let mut tx = self.cx.db.read().await?;
        let stored = tx.puzzle_count(None).await?;
        tx.commit().await?;
        if usize::try_from(stored).unwrap_or(0) >= shipped.len() {
            return Ok(());
        }
        let now = self.cx.now();
        let mut tx = self.cx.db.begin().await?;
        for p in shipped {
            self.store(&mut tx, None, None, p, now).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn store(
        &self,
        tx: &mut crate::storage::Tx,
        guild: Option<GuildId>,
        game: Option<GameId>,
        p: &Puzzle,
        now: i64,
    ) -> Result<Option<PuzzleId>, ServiceError> {
        let line = p.to_string();
        let start = starting_rating(p.turns());
        Ok(tx
            .insert_puzzle(&NewPuzzle {
                guild,
                game,
                puzzle: &line,
                turns: i32::try_from(p.turns()).unwrap_or(i32::MAX),
                rating: start.rating,
                deviation: start.deviation,
                volatility: start.volatility,
                created_at: now,
            })
            .await?)
    }

    /// Mines a finished game of a server for puzzles, as
    /// [`puzzle::mine_tried`] with [`puzzle::LATE_TURNS`] does, and stores
    /// those its server does not have: each position is proven by its own job on the
    /// search lane (other games' computer answers take their turns in
    /// between); nothing is locked meanwhile. The number stored.
    ///
    /// # Errors
    /// A database failure; the pool gone.
    pub async fn mine(&self, game: GameId) -> Result<usize, ServiceError> {
        let mut tx = self.cx.db.read().await?;
        let Some(row) = tx.game(game).await? else {
            tx.commit().await?;
            return Ok(0);
        };
        if row.status == GameStatus::Active || row.guild().is_none() {
            tx.commit().await?;
            return Ok(0);
        }
        let g = super::game::Loaded::load(&mut tx, row).await?;
        tx.commit().await?;
        let befores: Vec<Position> = g.turns().map(|t| t.before).collect();
        // The last turns are tried whatever their stacks (a six-stack game
        // ends with a full board), the others when the solver may prove them.
        let late = befores.len().saturating_sub(puzzle::LATE_TURNS);
        let mut found: Vec<Puzzle> = Vec::new();
        for (i, pos) in befores.into_iter().enumerate().rev() {
            if (i < late && !puzzle::worth_proving(&pos))
                || found
                    .iter()
                    .any(|p| (0..p.line.len()).any(|ply| p.position_at(ply) == pos))
            {
                continue;
            }
            let proven = self
                .cx
                .search(move || puzzle::prove(&pos, PROOF_BUDGET))
                .await?;
            found.extend(proven);
        }
        if found.is_empty() {
            return Ok(0);
        }
        let now = self.cx.now();
        let mut stored = 0;
        let mut tx = self.cx.db.begin().await?;
        for p in found.iter().rev() {
            if self
                .store(&mut tx, g.row.guild(), Some(g.row.id), p, now)
                .await?
                .is_some()
            {
                stored += 1;
            }
        }
        tx.commit().await?;
        Ok(stored)
    }
}

/// How a puzzle's picture speaks to the member solving it: in `lang`, the
/// solving side named "You", and `line` (the task, solved, the solution)
/// in place of the status line.
fn looks(lang: Lang, p: &Puzzle, line: PuzzleLine) -> Private {
    Private {
        lang,
        member: Some(p.solver()),
        headline: Some(lang.puzzle_line(line)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_daily_index_is_the_same_all_day_and_moves_the_next() {
        let guild = GuildId::of(7);
        let day = day_of(1_800_000_000_000);
        assert_eq!(day_of(day * DAY_MS), day);
        assert_eq!(day_of(day * DAY_MS + DAY_MS - 1), day);
        let n = 50;
        let today = daily_index(guild, day, n);
        assert!((0..n).contains(&today));
        // Over a month, the daily puzzle changes and covers many puzzles.
        let month: std::collections::HashSet<i64> =
            (0..30).map(|d| daily_index(guild, day + d, n)).collect();
        assert!(month.len() > 15, "{month:?}");
        assert_eq!(daily_index(guild, day, 0), 0);
        assert_eq!(daily_index(guild, day, 1), 0);
    }

    #[test]
    fn longer_puzzles_start_higher() {
        assert!((starting_rating(1).rating - 1500.0).abs() < 1e-9);
        assert!(starting_rating(2).rating > starting_rating(1).rating);
        assert!(starting_rating(3).rating > starting_rating(2).rating);
    }
}
