//! `lyngk local`: the terminal front end. It runs the very same game service
//! as the Discord bot against a real SQLite file, reading one command per
//! line, `<user> <command> [args]`, from any reader (a terminal or a pipe),
//! and writing each reply's text, an ASCII board and, when asked, every
//! picture as a numbered file.
//!
//! User names map to ids by a stable hash so that the same name is the same
//! player in every session on the same file. This module must not import any
//! Discord type.

use std::collections::HashMap;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

use crate::ai::Level;
use crate::engine::{Color, Variant};
use crate::i18n::Lang;
use crate::ids::{ChannelId, GameId, GuildId, ImportedGameId, TakebackId, UserId};
use crate::lessons::Lesson;
use crate::service::text;
use crate::service::{
    Actor, BoardRef, Button, Clock, GameChoice, ManualClock, MenuKind, Reply, Revision, Service,
    ServiceError, SystemClock,
};
use crate::time::Timestamp;

mod board;
mod terminal;

pub use board::ascii_board;
use terminal::Terminal;

/// The guild and channel every local command plays in.
const GUILD: GuildId = GuildId::new(1);
const CHANNEL: ChannelId = ChannelId::new(1);
/// How often timeouts are checked while running.
const TICK_EVERY: Duration = Duration::from_secs(30);

/// Options of `lyngk local`.
#[derive(Clone, Debug)]
pub struct LocalOptions {
    /// The database file (created on first start).
    pub db: PathBuf,
    /// Where to write the pictures, if anywhere.
    pub out: Option<PathBuf>,
    /// Freeze the clock at this unix time (ms): reproducible games, and the
    /// `wait` command moves time on.
    pub now: Option<Timestamp>,
    /// The language of the replies.
    pub lang: Lang,
}

/// A failure of the front end itself (not a user's mistake).
#[derive(Debug, thiserror::Error)]
pub enum LocalError {
    #[error("{0}")]
    Service(#[from] ServiceError),
    #[error("i/o: {0}")]
    Io(#[from] std::io::Error),
}

/// A stable id for a user name: FNV-1a of the lower-case name, kept below
/// 2^62 and away from 0.
#[must_use]
pub fn user_id(name: &str) -> UserId {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.to_lowercase().bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    UserId::new((h >> 2).max(1))
}

/// Which game a command names: none (the channel's), a number (`12` or
/// `#12`), or `imported <number>`; `None` for anything else.
fn game_choice(args: &[&str]) -> Option<GameChoice> {
    let number = |n: &str| n.trim_start_matches('#').parse::<i64>().ok();
    match args {
        [] => Some(GameChoice::Channel),
        [n] => Some(GameChoice::Played(GameId(number(n)?))),
        [kind, n] if kind.eq_ignore_ascii_case("imported") => {
            Some(GameChoice::Imported(ImportedGameId(number(n)?)))
        }
        _ => None,
    }
}

/// An optional variant argument: the standard game when there is none.
fn variant_arg(arg: Option<&&str>) -> Result<Variant, crate::engine::ParseVariantError> {
    arg.map_or(Ok(Variant::Standard), |v| v.parse())
}

struct Session<'w, W: Write> {
    /// The last takeback request asked in this session, which
    /// `takeback-accept` and `takeback-decline` answer.
    takeback: Option<TakebackId>,
    /// The game and revision of the last Move button shown, which `menu`
    /// presses.
    move_at: Option<Revision>,
    /// The options of the last menus shown, numbered from 1, which `pick`
    /// chooses from.
    choices: Vec<Choice>,
    /// The last private board's Move button shown (a lesson's step, a
    /// puzzle, a mistake), which `menu` presses when it came after the
    /// latest turn's.
    board_at: Option<BoardRef>,
    /// The lesson each user last started or played here, which `try` plays.
    lessons: HashMap<UserId, Lesson>,
    service: Service,
    manual: Option<Arc<ManualClock>>,
    names: HashMap<UserId, String>,
    out: &'w mut W,
    pictures: Option<PathBuf>,
    picture_count: u32,
    lang: Lang,
}

/// One option of the menus behind the Move button, as the terminal numbers
/// them: a menu's option, or a claim button beside the stacks' menu.
#[derive(Clone, Debug)]
enum Choice {
    Option { menu: MenuKind, value: String },
    Claim { at: Revision, color: Color },
    BoardClaim { board: BoardRef, color: Color },
}

/// Runs commands from `input` until it ends, writing to `out`.
///
/// # Errors
/// The database can't be opened, or an output can't be written.
pub async fn run<R, W>(opts: &LocalOptions, input: R, out: &mut W) -> Result<(), LocalError>
where
    R: AsyncBufRead + Unpin,
    W: Write,
{
    let manual = opts.now.map(|t| Arc::new(ManualClock::new(t)));
    let clock: Arc<dyn Clock> = match &manual {
        Some(m) => m.clone(),
        None => Arc::new(SystemClock),
    };
    let url = format!("sqlite://{}", opts.db.display());
    let service = Service::open(&url, clock).await?;
    if let Some(dir) = &opts.out {
        std::fs::create_dir_all(dir)?;
    }
    let mut s = Session {
        takeback: None,
        move_at: None,
        choices: Vec::new(),
        board_at: None,
        lessons: HashMap::new(),
        service,
        manual,
        names: HashMap::new(),
        out,
        pictures: opts.out.clone(),
        picture_count: 0,
        lang: opts.lang,
    };
    // The terminal's one server speaks the terminal's language.
    s.service.note_guild_lang(GUILD, opts.lang);
    // Answers of the computer that an earlier session left pending.
    for n in s.service.computer().resume().await? {
        s.show(&n.reply)?;
    }
    let mut lines = input.lines();
    let mut ticker = tokio::time::interval(TICK_EVERY);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            line = lines.next_line() => {
                let Some(line) = line? else { break };
                s.line(&line).await?;
            }
            _ = ticker.tick() => s.tick().await?,
        }
    }
    s.service.close().await;
    Ok(())
}

impl<W: Write> Session<'_, W> {
    fn actor(&mut self, name: &str) -> Actor {
        let id = user_id(name);
        self.names.entry(id).or_insert_with(|| name.to_owned());
        // The terminal is trusted: everyone may abort and change settings.
        Actor {
            moderator: true,
            admin: true,
            ..Actor::member(Some(GUILD), CHANNEL, id).reading(self.lang)
        }
    }

    async fn line(&mut self, line: &str) -> Result<(), LocalError> {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return Ok(());
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() < 2 || words[0].eq_ignore_ascii_case("help") {
            let help = self.lang.render(&text::local_help());
            writeln!(self.out, "{help}\n")?;
            return Ok(());
        }
        writeln!(self.out, "> {line}")?;
        let a = self.actor(words[0]);
        let args = &words[2..];
        let result = self.command(a, &words[1].to_ascii_lowercase(), args).await;
        match result {
            Ok(Some(mut reply)) => {
                if let Some(id) = reply.asks_takeback() {
                    self.takeback = Some(id);
                }
                let mut effects = reply.take_effects();
                let placed = effects
                    .before_post(&mut Terminal::new(&self.service), reply)
                    .await;
                self.show(&placed.reply)?;
                let mut front = Terminal::new(&self.service);
                effects.after_post(&mut front).await;
                // The computer's answer follows as a reply of its own, as
                // on Discord.
                for answer in front.answers {
                    match answer {
                        Ok(answer) => self.show(&answer)?,
                        Err(e) => self.failed(&e)?,
                    }
                }
            }
            Ok(None) => {}
            Err(ServiceError::User(m)) => {
                let m = self.names_in(&self.lang.render(&m));
                writeln!(self.out, "! {m}")?;
            }
            Err(e) => self.failed(&e)?,
        }
        Ok(())
    }

    /// A failure that is not the user's mistake: an apology, the details on
    /// standard error.
    fn failed(&mut self, e: &ServiceError) -> Result<(), LocalError> {
        writeln!(self.out, "! {}", self.lang.render(&e.user_message()))?;
        eprintln!("lyngk local: {e}");
        Ok(())
    }

    async fn command(
        &mut self,
        a: Actor,
        cmd: &str,
        args: &[&str],
    ) -> Result<Option<Reply>, ServiceError> {
        let svc = &self.service;
        let usage = |u: &str| Err(ServiceError::User(text::local_usage(u)));
        let reply = match cmd {
            "challenge" => {
                let Some(opponent) = args.first() else {
                    return usage("challenge <user> [standard|sixstack]");
                };
                let Ok(variant) = variant_arg(args.get(1)) else {
                    return usage("challenge <user> [standard|sixstack]");
                };
                let opp = self.actor(opponent).user;
                self.service
                    .challenges()
                    .challenge(a, opp.into(), variant)
                    .await?
            }
            "play-ai" | "playai" => {
                const USAGE: &str = "play-ai <easy|normal|hard|master> [standard|sixstack]";
                let Some(level) = args.first().and_then(|l| l.parse::<Level>().ok()) else {
                    return usage(USAGE);
                };
                let Ok(variant) = variant_arg(args.get(1)) else {
                    return usage(USAGE);
                };
                svc.computer().play_ai(a, level, variant).await?
            }
            "accept" => svc.challenges().accept(a, None).await?,
            "decline" => svc.challenges().decline(a, None).await?,
            "cancel" => svc.challenges().cancel(a).await?,
            "claim" => {
                let Some(c) = args.first().and_then(|c| c.parse::<Color>().ok()) else {
                    return usage("claim <colour> [move], colours: ivory blue red green black");
                };
                if args.len() > 1 {
                    svc.turns()
                        .play_move(a, Some(c), &args[1..].join(" "))
                        .await?
                } else {
                    svc.turns().claim(a, c).await?
                }
            }
            "move" | "play" => {
                let mut claim = None;
                let mut rest = args;
                if let Some(first) = args.first()
                    && let Some(letter) = first.strip_prefix('+')
                {
                    let Ok(c) = letter.parse::<Color>() else {
                        return usage("move [+R] <from> <to>");
                    };
                    claim = Some(c);
                    rest = &args[1..];
                }
                svc.turns().play_move(a, claim, &rest.join(" ")).await?
            }
            "resign" => svc.endings().resign(a).await?,
            "board" => svc.viewing().board(a).await?,
            "history" => svc.viewing().history(a).await?,
            "replay" => {
                let Some(choice) = game_choice(args) else {
                    return usage("replay [game | imported <number>]");
                };
                svc.viewing().replay_game(a, choice).await?
            }
            // Game records: `export` writes the game's record (printed),
            // `import FILE` reads one into a game of the user's own.
            "export" => {
                let Some(choice) = game_choice(args) else {
                    return usage("export [game | imported <number>]");
                };
                svc.records().export(a, choice).await?
            }
            "import" => {
                let Some(file) = args.first() else {
                    return usage("import <file>");
                };
                match crate::cli::records::read_at_most(std::path::Path::new(file)) {
                    Ok(Ok(bytes)) => svc.records().import(a.user, &bytes).await?,
                    Ok(Err(too_large)) => {
                        return Err(ServiceError::User(text::import_refused(&too_large)));
                    }
                    Err(e) => {
                        return Err(ServiceError::User(text::local_io_error(e.message())));
                    }
                }
            }
            "abort" => svc.endings().abort(a).await?,
            "rematch" => svc.challenges().rematch(a, None).await?,
            "rules" => svc.viewing().rules(),
            // The Move button and its menus, typed: `menu` presses the
            // button of the latest turn, `pick` chooses among the options
            // shown, as a click would.
            "menu" => {
                if let Some(board) = self.board_at {
                    return Ok(Some(svc.boards().press(a, board, None).await?));
                }
                let Some(at) = self.move_at else {
                    return usage("menu, after a turn's answer");
                };
                svc.menus().move_menu(a, at).await?
            }
            // Lessons: `learn` lists them, `learn <lesson>` starts one,
            // `try [+R] <from> <to>` (or `learn <lesson> [+R] <from> <to>`)
            // plays a try on the user's step.
            "learn" => {
                const USAGE: &str = "learn [lesson] [[+R] <from> <to>]";
                let Some(name) = args.first() else {
                    return Ok(Some(svc.lessons().list(a).await?));
                };
                let Ok(lesson) = name.parse::<Lesson>() else {
                    return Err(ServiceError::User(text::lesson_unknown(name)));
                };
                self.lessons.insert(a.user, lesson);
                if args.len() == 1 {
                    svc.lessons().start(a, lesson).await?
                } else {
                    let Some((claim, typed)) = claim_and_move(&args[1..]) else {
                        return usage(USAGE);
                    };
                    svc.lessons().play_typed(a, lesson, claim, &typed).await?
                }
            }
            // Puzzles: `puzzle` gives the user's puzzle (or the next one),
            // `puzzle daily` the server's puzzle of the day, and
            // `puzzle [+R] <from> <to>` plays a turn on the puzzle.
            "puzzle" => match args.first().copied() {
                None | Some("next") => svc.puzzles().next(a).await?,
                Some("daily") => svc.puzzles().daily(a).await?,
                Some(_) => {
                    let Some((claim, typed)) = claim_and_move(args) else {
                        return usage("puzzle [daily | [+R] <from> <to>]");
                    };
                    svc.puzzles().play_typed(a, claim, &typed).await?
                }
            },
            "try" => {
                const USAGE: &str = "try [+R] <from> <to>, after learn <lesson>";
                let (Some(lesson), Some((claim, typed))) =
                    (self.lessons.get(&a.user).copied(), claim_and_move(args))
                else {
                    return usage(USAGE);
                };
                svc.lessons().play_typed(a, lesson, claim, &typed).await?
            }
            "pick" => {
                let Some(choice) = args.first().and_then(|c| self.choice(c)) else {
                    return usage("pick <number|option>, after a menu");
                };
                match choice {
                    Choice::Option { menu, value } => svc.menus().choose(a, menu, &value).await?,
                    Choice::Claim { at, color } => svc.menus().claim_at(a, color, at).await?,
                    Choice::BoardClaim { board, color } => {
                        svc.boards().press(a, board, Some(color)).await?
                    }
                }
            }
            "takeback" => svc.takebacks().request(a, None).await?,
            "takeback-accept" | "takeback-decline" => {
                let Some(id) = self.takeback else {
                    return usage("takeback-accept | takeback-decline, after a takeback request");
                };
                svc.takebacks()
                    .answer(a, id, cmd == "takeback-accept")
                    .await?
            }
            "settings" => svc.settings().show(a).await?,
            "analyse" | "analyze" => {
                let Some(choice) = game_choice(args) else {
                    return usage("analyse [game | imported <number>]");
                };
                svc.analysis().analyse_game(a, choice).await?
            }
            "games" => svc.lists().games(a).await?,
            "mygames" => svc.lists().my_games(a, 0).await?,
            "notify" => match args.first().map(|s| s.to_ascii_lowercase()).as_deref() {
                Some("on") => svc.settings().set_notify(a, true).await?,
                Some("off") => svc.settings().set_notify(a, false).await?,
                _ => return usage("notify <on|off>"),
            },
            "threads" => match args.first().map(|s| s.to_ascii_lowercase()).as_deref() {
                Some("on") => svc.settings().set_threads(a, true).await?,
                Some("off") => svc.settings().set_threads(a, false).await?,
                _ => return usage("threads <on|off>"),
            },
            "takebacks" => match args.first().map(|s| s.to_ascii_lowercase()).as_deref() {
                Some("on") => svc.settings().set_takebacks(a, true).await?,
                Some("off") => svc.settings().set_takebacks(a, false).await?,
                _ => return usage("takebacks <on|off>"),
            },
            "leaderboard" => {
                let variant = variant_arg(args.first()).unwrap_or_default();
                let page = args.get(1).and_then(|n| n.parse::<u32>().ok()).unwrap_or(1);
                svc.viewing()
                    .leaderboard(a, variant, page.saturating_sub(1))
                    .await?
            }
            "stats" => {
                let user = match args.first() {
                    Some(name) => self.actor(name).user,
                    None => a.user,
                };
                self.service.viewing().stats(a, user).await?
            }
            "turnlimit" => {
                let Some(d) = args.first().and_then(|d| parse_duration(d)) else {
                    return usage("turnlimit <30m|2h|1d>");
                };
                svc.settings().set_turn_limit(a, d).await?
            }
            "wait" => {
                let (Some(clock), Some(d)) = (
                    self.manual.clone(),
                    args.first().and_then(|d| parse_duration(d)),
                ) else {
                    return usage("wait <30m|2h|1d>, with --now");
                };
                clock.advance(d);
                self.tick().await.map_err(|e| match e {
                    LocalError::Service(e) => e,
                    LocalError::Io(e) => ServiceError::User(text::local_io_error(&e.to_string())),
                })?;
                return Ok(None);
            }
            _ => {
                return Err(ServiceError::User(text::local_unknown_command(cmd)));
            }
        };
        Ok(Some(reply))
    }

    /// The option `pick` names: its number, or its value as shown.
    fn choice(&self, picked: &str) -> Option<Choice> {
        if let Ok(n) = picked.parse::<usize>() {
            return n.checked_sub(1).and_then(|i| self.choices.get(i)).cloned();
        }
        self.choices
            .iter()
            .find(|c| match c {
                Choice::Option { value, .. } => value.eq_ignore_ascii_case(picked),
                Choice::Claim { color, .. } | Choice::BoardClaim { color, .. } => {
                    picked.parse::<Color>().ok() == Some(*color)
                }
            })
            .cloned()
    }

    async fn tick(&mut self) -> Result<(), LocalError> {
        for n in self.service.deadlines().tick().await? {
            self.show(&n.reply)?;
        }
        Ok(())
    }

    /// Mentions replaced by the names typed in this session.
    fn names_in(&self, text: &str) -> String {
        let mut t = text.to_owned();
        for (id, name) in &self.names {
            t = t.replace(&format!("<@{id}>"), name);
        }
        t.replace("**", "")
    }

    fn show(&mut self, r: &Reply) -> Result<(), LocalError> {
        let text = self.names_in(&self.lang.render_text(&r.text));
        writeln!(self.out, "{text}")?;
        if let Some(pos) = &r.position {
            write!(self.out, "{}", ascii_board(pos))?;
        }
        // A game's record is text: shown as it is.
        if let Some(file) = r.image.as_ref().filter(|p| !p.is_image()) {
            writeln!(
                self.out,
                "{}",
                String::from_utf8_lossy(&file.bytes).trim_end()
            )?;
        } else if let (Some(dir), Some(pic)) = (&self.pictures, &r.image) {
            self.picture_count += 1;
            let path = dir.join(format!("{:04}-{}", self.picture_count, pic.file_name));
            std::fs::write(&path, &pic.bytes)?;
            writeln!(self.out, "[picture: {}]", path.display())?;
        }
        // The Move and Take back buttons are typed (`menu`, `takeback`);
        // the menus' options and claim buttons are numbered for `pick`.
        if let Some(at) = r.buttons.iter().find_map(|b| match b {
            Button::Move { game, rev } => Some(Revision {
                game: *game,
                rev: *rev,
            }),
            _ => None,
        }) {
            self.move_at = Some(at);
            self.board_at = None;
        }
        if let Some(board) = r.buttons.iter().find_map(|b| match *b {
            Button::Board { board } => Some(board),
            _ => None,
        }) {
            self.board_at = Some(board);
        }
        if r.buttons.contains(&Button::NextPuzzle)
            || r.text.has("lesson-done-next")
            || r.text.has("lesson-done-all")
        {
            self.board_at = None;
        }
        if !r.menus.is_empty() {
            self.show_menus(r)?;
        }
        let typed = |b: &&Button| {
            !matches!(
                b,
                Button::Move { .. }
                    | Button::Claim { .. }
                    | Button::BoardClaim { .. }
                    | Button::Takeback { .. }
                    | Button::Board { .. }
            )
        };
        for b in r.buttons.iter().filter(typed) {
            writeln!(self.out, "[{}]", self.lang.render(&b.label()))?;
        }
        writeln!(self.out)?;
        Ok(())
    }
}

impl<W: Write> Session<'_, W> {
    /// A menu answer's options, numbered for `pick`: each menu under its
    /// placeholder, then the claim buttons. They replace the options shown
    /// before; a pick from a game that has moved on since is refused by
    /// the service, as a stale click is.
    fn show_menus(&mut self, r: &Reply) -> Result<(), LocalError> {
        self.choices.clear();
        for menu in &r.menus {
            writeln!(self.out, "{}:", self.lang.render(&menu.placeholder))?;
            for option in &menu.options {
                self.choices.push(Choice::Option {
                    menu: menu.kind,
                    value: option.value.clone(),
                });
                let label = self.lang.render(&option.label);
                match &option.description {
                    Some(d) => writeln!(
                        self.out,
                        "  {}. {label} ({})",
                        self.choices.len(),
                        self.lang.render(d)
                    )?,
                    None => writeln!(self.out, "  {}. {label}", self.choices.len())?,
                }
            }
        }
        for b in &r.buttons {
            let choice = match *b {
                Button::Claim { game, rev, color } => Choice::Claim {
                    at: Revision { game, rev },
                    color,
                },
                Button::BoardClaim { board, color } => Choice::BoardClaim { board, color },
                _ => continue,
            };
            self.choices.push(choice);
            let label = self.lang.render(&b.label());
            writeln!(self.out, "  {}. [{label}]", self.choices.len())?;
        }
        Ok(())
    }
}

/// A typed try: an optional claim `+R` first, then the move; `None` when
/// the claim is not a colour or there is no move.
fn claim_and_move(args: &[&str]) -> Option<(Option<Color>, String)> {
    let (claim, rest) = match args.first()?.strip_prefix('+') {
        Some(letter) => (Some(letter.parse::<Color>().ok()?), &args[1..]),
        None => (None, args),
    };
    (!rest.is_empty()).then(|| (claim, rest.join(" ")))
}

/// `90s`, `30m`, `2h`, `1d`, or plain minutes.
fn parse_duration(s: &str) -> Option<Duration> {
    let s = s.trim().to_ascii_lowercase();
    let (num, unit) = match s.find(|c: char| !c.is_ascii_digit()) {
        Some(i) => s.split_at(i),
        None => (s.as_str(), "m"),
    };
    let n: u64 = num.parse().ok()?;
    let secs = match unit {
        "s" => n,
        "m" | "min" => n.checked_mul(60)?,
        "h" => n.checked_mul(3600)?,
        "d" => n.checked_mul(86_400)?,
        _ => return None,
    };
    Some(Duration::from_secs(secs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_map_to_stable_distinct_ids() {
        assert_eq!(user_id("alice"), user_id("Alice"));
        assert_ne!(user_id("alice"), user_id("bob"));
        assert!(user_id("alice").get() < 1 << 62);
    }

    #[test]
    fn durations_parse_with_units() {
        assert_eq!(parse_duration("90s"), Some(Duration::from_secs(90)));
        assert_eq!(parse_duration("30m"), Some(Duration::from_secs(1800)));
        assert_eq!(parse_duration("2h"), Some(Duration::from_secs(7200)));
        assert_eq!(parse_duration("1d"), Some(Duration::from_secs(86_400)));
        assert_eq!(parse_duration("15"), Some(Duration::from_secs(900)));
        assert_eq!(parse_duration("1w"), None);
        assert_eq!(parse_duration("h"), None);
    }
}
