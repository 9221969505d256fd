//! The `lyngk` command line as clap reads it: the bot's commands (`bot`,
//! `invite`, `health`, `db`, `local`) and the developer commands (the
//! engine, the pictures, the computer player, the puzzles), and `--help`
//! with the two groups under headings of their own. Definitions only: the
//! binary runs the bot's commands, [`super::run`] the developer's.
//!
//! It must not import the Discord adapter or the service.

use std::path::PathBuf;

use clap::{CommandFactory, Parser, Subcommand};

/// What `lyngk --help` says first: how to run the bot and what it needs.
pub const ABOUT: &str = "\
LYNGK for Discord: a bot that hosts the board game LYNGK in your server.

`lyngk` with no command (or `lyngk bot`) runs the bot until Ctrl-C or SIGTERM.
It needs DISCORD_TOKEN, the bot's token from the Discord developer portal, in
the environment or in a .env file in the working directory; everything else
has a default (the database: DATABASE_URL=sqlite://lyngk.db, created on first
start). Every setting: .env.example. `lyngk invite` prints the link that adds
the bot to a server.";

/// The commands for running and looking after the bot, listed first in
/// `--help`; every other subcommand is a developer's, listed apart.
pub const BOT_COMMANDS: [&str; 6] = ["bot", "invite", "health", "db", "local", "help"];

#[derive(Parser)]
#[command(name = "lyngk", version, about = ABOUT)]
pub struct Args {
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand)]
pub enum Command {
    /// Run the Discord bot (what `lyngk` alone does)
    ///
    /// Needs DISCORD_TOKEN in the environment or `.env`; see .env.example
    /// for the other settings. Stops cleanly on Ctrl-C or SIGTERM.
    Bot,
    /// Print the links that add the bot to a server and to a user's account
    ///
    /// The first link carries the scopes and permissions the bot needs in
    /// a server; the second adds the app to the account of whoever follows
    /// it (its user install), to play in DMs, group DMs and any server. The
    /// application id is asked of Discord with DISCORD_TOKEN (from the
    /// environment or `.env`), unless given.
    Invite {
        /// The application id (the developer portal's General Information);
        /// with it, Discord is not asked and no token is needed.
        #[arg(long)]
        application_id: Option<std::num::NonZeroU64>,
    },
    /// Every legal action of a position, one per line.
    Moves {
        /// The position (LPN).
        #[arg(allow_hyphen_values = true)]
        lpn: String,
    },
    /// Apply actions to a position and print the result.
    Play {
        /// The position (LPN).
        #[arg(allow_hyphen_values = true)]
        lpn: String,
        /// Actions in notation: +R, C3-E5, B5-B2-C3-E3, pass.
        #[arg(allow_hyphen_values = true)]
        actions: Vec<String>,
    },
    /// Count the action sequences of a given length.
    Perft {
        /// The position (LPN).
        #[arg(allow_hyphen_values = true)]
        lpn: String,
        /// Number of actions.
        depth: u32,
    },
    /// Whether the game is over, the winner and the tie-break vectors.
    Status {
        /// The position (LPN).
        #[arg(allow_hyphen_values = true)]
        lpn: String,
    },
    /// A start position.
    New {
        /// Seed of the shuffle.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// standard or sixstack.
        #[arg(long, default_value = "standard")]
        variant: String,
    },
    /// Draw a position as a PNG.
    Render {
        /// The position (LPN).
        #[arg(allow_hyphen_values = true)]
        lpn: String,
        /// Where to write the PNG.
        #[arg(long)]
        out: std::path::PathBuf,
        /// The turn that led to the position, to highlight: +R C3-E5, B5-B2-C3-E3, pass.
        #[arg(long, allow_hyphen_values = true)]
        last: Option<String>,
        /// The players' names, player 1 first.
        #[arg(long, num_args = 2, value_names = ["PLAYER1", "PLAYER2"])]
        names: Option<Vec<String>>,
        /// How the game ended when the position does not show it:
        /// resigned:N, time:N (player N ran out of time), forfeit:N, aborted.
        #[arg(long)]
        ending: Option<String>,
        /// The language of the picture's words: en, fr, es, zh-CN, tr.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: crate::i18n::Lang,
    },
    /// Animate a game from its start position and actions as a GIF.
    Replay {
        /// The start position (LPN).
        #[arg(allow_hyphen_values = true)]
        lpn: String,
        /// The actions in order: +R, C3-E5, pass (or whole turns like "+R C3-E5").
        actions: Vec<String>,
        /// Where to write the GIF.
        #[arg(long)]
        out: std::path::PathBuf,
        /// The players' names, player 1 first.
        #[arg(long, num_args = 2, value_names = ["PLAYER1", "PLAYER2"])]
        names: Option<Vec<String>>,
        /// The language of the pictures' words: en, fr, es, zh-CN, tr.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: crate::i18n::Lang,
    },
    /// Play random games and report the speed.
    Selfplay {
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Seed of the first game.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// standard or sixstack.
        #[arg(long, default_value = "standard")]
        variant: String,
    },
    /// Play in the terminal, without Discord
    ///
    /// The game service on a SQLite file, one command per line from standard
    /// input (`alice challenge bob`, `bob accept`, `alice move C3 E5`, ...;
    /// `help` lists them).
    Local {
        /// The database file (created on first start).
        #[arg(long, default_value = "lyngk-local.db")]
        db: PathBuf,
        /// Write every picture there as numbered files.
        #[arg(long)]
        out: Option<PathBuf>,
        /// Freeze the clock at this unix time in ms (reproducible games;
        /// `wait` then moves time on).
        #[arg(long)]
        now: Option<crate::time::Timestamp>,
        /// The language of the replies: en, fr, es, zh-CN, tr.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: crate::i18n::Lang,
    },
    /// The computer's action in a position.
    Ai {
        /// The position (LPN).
        #[arg(allow_hyphen_values = true)]
        lpn: String,
        /// easy, normal, hard or master (default normal).
        #[arg(long, conflicts_with = "iterations")]
        level: Option<String>,
        /// A pure tree search of this many iterations instead of a level.
        #[arg(long)]
        iterations: Option<u32>,
        /// Seed of the search.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// How truthful the post-game analysis's chances are: self-play games of
    /// normal against normal, every turn assessed by the analysis and by
    /// the candidate evaluation, against reference chances if asked.
    Calibrate {
        /// Number of games.
        #[arg(long, default_value_t = 40)]
        games: u32,
        /// Seed of the first game's start position.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// standard or sixstack.
        #[arg(long, default_value = "standard")]
        variant: String,
        /// Games played and assessed at once, one per core.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Also write every assessed position and its estimates there (CSV).
        #[arg(long)]
        positions: Option<PathBuf>,
        /// Reference chances: continuations per position at a third, a
        /// half and two thirds of each game (0: none).
        #[arg(long, default_value_t = 0)]
        continuations: u32,
        /// The player of the continuations (arena specs).
        #[arg(long, default_value = "hard/8")]
        reference_player: String,
        /// Keep the reference chances in this file: read when it holds the
        /// same ones, written otherwise.
        #[arg(long)]
        reference: Option<PathBuf>,
    },
    /// Train the candidate position evaluation that `calibrate` measures
    /// (standard game) on self-play games of normal against normal and
    /// write its weights file.
    TrainEval {
        /// Standard games.
        #[arg(long, default_value_t = 120)]
        standard_games: u32,
        /// Seed of the first standard game.
        #[arg(long, default_value_t = 20_000)]
        standard_seed: u64,
        /// Games played at once, one per core.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// The weights file to write.
        #[arg(long, default_value = "src/ai/eval_weights.txt")]
        out: PathBuf,
        /// Keep the played positions in this folder, and read them from
        /// there when they are already kept.
        #[arg(long)]
        data: Option<PathBuf>,
    },
    /// Whether the bot running here is healthy (exit 0 or 1)
    ///
    /// Asks its /healthz on METRICS_ADDR (default 127.0.0.1:9000, from the
    /// environment or `.env`); exits 0 when it is healthy, 1 otherwise.
    Health,
    /// Look after the bot's database (a backup)
    ///
    /// The database is DATABASE_URL's, from the environment or `.env`.
    Db {
        #[command(subcommand)]
        command: DbCommand,
    },
    /// Play two players against each other, sides alternated.
    Arena {
        /// Player A: random, greedy, easy, normal, hard, master, hard-v1,
        /// mcts:N or uct:N; a search may end in /K for a K-th of its effort
        /// (master/8).
        #[arg(long)]
        a: String,
        /// Player B, same specs.
        #[arg(long)]
        b: String,
        /// Number of games, the cap under --sprt (each start position is
        /// played twice, sides swapped).
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Games played at once, one per core; the results are the same for
        /// any number.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Stop as soon as a sequential probability ratio test of ELO0
        /// against ELO1 (logistic Elo, alpha = beta = 0.05) decides: 0,70.
        #[arg(long, allow_hyphen_values = true)]
        sprt: Option<String>,
        /// standard or sixstack.
        #[arg(long, default_value = "standard")]
        variant: String,
        /// Seed of the first start position.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Print the running result after every game on standard error.
        #[arg(long)]
        progress: bool,
    },
    /// Proven puzzles: mine them from self-play games, or check a file of
    /// them.
    Puzzles {
        #[command(subcommand)]
        command: PuzzlesCommand,
    },
    /// Game records (`.lyngk` files): check one.
    Record {
        #[command(subcommand)]
        command: crate::cli::records::RecordCommand,
    },
    /// Write a game's record (`.lyngk`) from the bot's database
    ///
    /// The database is DATABASE_URL's, from the environment or `.env`. The
    /// record goes to standard output, or to a new file with --out.
    Export {
        /// The game's number (as `/lyngk history` shows it).
        game: i64,
        /// The number is an imported game's.
        #[arg(long)]
        imported: bool,
        /// Write the record to this new file (never overwritten).
        #[arg(long)]
        out: Option<PathBuf>,
    },
    /// Import a game's record (`.lyngk`) into the bot's database
    ///
    /// Every turn is checked by the rules; a record refused is told with its
    /// line and reason (exit 1) and nothing is stored. The game belongs to
    /// the member --owner, who alone sees it (replay, analyse, export). The
    /// database is DATABASE_URL's, from the environment or `.env`.
    Import {
        /// The record (a `.lyngk` file, UTF-8 text, at most 64 KiB).
        file: PathBuf,
        /// The Discord user id of the member the game is imported for.
        #[arg(long)]
        owner: u64,
    },
}

#[derive(Subcommand)]
pub enum PuzzlesCommand {
    /// Play games of a level against itself (alternately standard and
    /// six-stack), mine each for puzzles proven by the exact solver, report
    /// what was found and write every puzzle, one a line, to a file.
    Mine {
        /// Number of games, alternately in each variant.
        #[arg(long, default_value_t = 20)]
        games: usize,
        /// The level that plays both sides: easy, normal, hard or master.
        #[arg(long, default_value = "hard")]
        level: String,
        /// Seed of the first start position (each variant's games take the
        /// seeds from here on).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Games played and mined at once, one per core; the puzzles are
        /// the same for any number.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Where to write the puzzles.
        #[arg(long)]
        out: PathBuf,
        /// Print a line after every game played and mined on standard error.
        #[arg(long)]
        progress: bool,
    },
    /// Prove every puzzle of a file again, as the tests do: one line a
    /// puzzle with its time, exit 1 if one does not hold.
    Check {
        /// The puzzles (`#` lines and blank ones skipped).
        file: PathBuf,
        /// Puzzles proven at once, one per core.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
    },
}

#[derive(Subcommand)]
pub enum DbCommand {
    /// Copy a SQLite database into a new file, safely while the bot runs
    /// (PostgreSQL: use pg_dump; the command says how).
    Backup {
        /// The new file (never overwritten).
        file: PathBuf,
    },
}

fn parse_lang(tag: &str) -> Result<crate::i18n::Lang, String> {
    crate::i18n::Lang::parse(tag).ok_or_else(|| {
        let known: Vec<&str> = crate::i18n::Lang::ALL.iter().map(|l| l.code()).collect();
        format!("unknown language `{tag}` (known: {})", known.join(", "))
    })
}

/// The command line with its help grouped: the bot's commands under
/// "Commands", the developer commands (the engine, the pictures, the
/// computer player) under a heading of their own, each with its own line.
#[must_use]
pub fn command_line() -> clap::Command {
    let mut cli = Args::command();
    let developer: Vec<(String, String)> = cli
        .get_subcommands()
        .filter(|c| !BOT_COMMANDS.contains(&c.get_name()))
        .map(|c| {
            let about = c.get_about().map(ToString::to_string).unwrap_or_default();
            (c.get_name().to_owned(), about)
        })
        .collect();
    let width = developer
        .iter()
        .map(|(name, _)| name.len())
        .max()
        .unwrap_or(0);
    let mut listed = String::new();
    for (name, about) in &developer {
        listed.push_str(&format!("  {name:width$}  {about}\n"));
        cli = cli.mut_subcommand(name, |c| c.hide(true));
    }
    cli.help_template(format!(
        "{{about-with-newline}}\n{{usage-heading}} {{usage}}\n\n\
         Commands:\n{{subcommands}}\n\n\
         Developer commands (the engine, the pictures, the computer player):\n{listed}\n\
         Options:\n{{options}}{{after-help}}"
    ))
}
