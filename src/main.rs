//! The `lyngk` binary: parses the command line and hands off. With no
//! subcommand, or `lyngk bot`, it runs the Discord bot (configured by the
//! environment and `.env`: `DISCORD_TOKEN`, `DATABASE_URL`,
//! `DISCORD_GUILD_ID`, `DISCORD_HTTP_PROXY`, `SHARD_COUNT`, `SHARD_RANGE`,
//! `RUST_LOG`, `LOG_FORMAT`, `METRICS_ADDR`); `lyngk invite` prints the
//! link that adds it to a server; `lyngk db backup FILE` copies the bot's
//! database; `lyngk health` asks a running bot's health check. The engine's
//! developer commands are listed under a heading of their own in `--help`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};
use lyngk::cli::{self, CliError};

/// What `lyngk --help` says first: how to run the bot and what it needs.
const ABOUT: &str = "\
LYNGK for Discord: a bot that hosts the board game LYNGK in your server.

`lyngk` with no command (or `lyngk bot`) runs the bot until Ctrl-C or SIGTERM.
It needs DISCORD_TOKEN, the bot's token from the Discord developer portal, in
the environment or in a .env file in the working directory; everything else
has a default (the database: DATABASE_URL=sqlite://lyngk.db, created on first
start). Every setting: .env.example. `lyngk invite` prints the link that adds
the bot to a server.";

/// The commands for running and looking after the bot, listed first in
/// `--help`; every other subcommand is a developer's, listed apart.
const BOT_COMMANDS: [&str; 6] = ["bot", "invite", "health", "db", "local", "help"];

#[derive(Parser)]
#[command(name = "lyngk", version, about = ABOUT)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (what `lyngk` alone does)
    ///
    /// Needs DISCORD_TOKEN in the environment or `.env`; see .env.example
    /// for the other settings. Stops cleanly on Ctrl-C or SIGTERM.
    Bot,
    /// Print the link that adds the bot to a server
    ///
    /// The link carries the scopes and permissions the bot needs. The
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
        lang: lyngk::i18n::Lang,
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
        lang: lyngk::i18n::Lang,
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
        now: Option<i64>,
        /// The language of the replies: en, fr, es, zh-CN, tr.
        #[arg(long, default_value = "en", value_parser = parse_lang)]
        lang: lyngk::i18n::Lang,
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
}

#[derive(Subcommand)]
enum PuzzlesCommand {
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
enum DbCommand {
    /// Copy a SQLite database into a new file, safely while the bot runs
    /// (PostgreSQL: use pg_dump; the command says how).
    Backup {
        /// The new file (never overwritten).
        file: PathBuf,
    },
}

fn parse_lang(tag: &str) -> Result<lyngk::i18n::Lang, String> {
    lyngk::i18n::Lang::parse(tag).ok_or_else(|| {
        let known: Vec<&str> = lyngk::i18n::Lang::ALL.iter().map(|l| l.code()).collect();
        format!("unknown language `{tag}` (known: {})", known.join(", "))
    })
}

fn run(command: Command) -> Result<String, CliError> {
    match command {
        Command::Moves { lpn } => cli::moves(&lpn),
        Command::Play { lpn, actions } => cli::play(&lpn, &actions),
        Command::Perft { lpn, depth } => {
            let pos = lpn
                .parse()
                .map_err(|e| CliError::Parse(format!("invalid position: {e}")))?;
            Ok(format!("{}\n", cli::perft(&pos, depth)))
        }
        Command::Status { lpn } => cli::status(&lpn),
        Command::New { seed, variant } => {
            Ok(cli::new_position(seed, cli::parse_variant(&variant)?))
        }
        Command::Render {
            lpn,
            out,
            last,
            names,
            ending,
            lang,
        } => {
            let looks = cli::Looks::parse(names.as_deref(), ending.as_deref())?.in_lang(lang);
            cli::write_output(&out, &cli::render(&lpn, last.as_deref(), &looks)?)
        }
        Command::Replay {
            lpn,
            actions,
            out,
            names,
            lang,
        } => {
            let looks = cli::Looks::parse(names.as_deref(), None)?.in_lang(lang);
            cli::write_output(&out, &cli::replay(&lpn, &actions, &looks)?)
        }
        Command::Selfplay {
            games,
            seed,
            variant,
        } => Ok(cli::selfplay(games, seed, cli::parse_variant(&variant)?).render()),
        Command::Local { .. }
        | Command::Db { .. }
        | Command::Health
        | Command::Bot
        | Command::Invite { .. } => {
            unreachable!("handled in main")
        }
        Command::Ai {
            lpn,
            level,
            iterations,
            seed,
        } => cli::ai_action(&lpn, level.as_deref(), iterations, seed),
        Command::Calibrate {
            games,
            seed,
            variant,
            jobs,
            positions,
            continuations,
            reference_player,
            reference,
        } => {
            let player = reference_player
                .parse()
                .map_err(|e: lyngk::ai::ParseAgentError| CliError::Parse(e.to_string()))?;
            let spec = cli::ReferenceSpec {
                player,
                continuations,
                file: reference.as_deref(),
            };
            let (out, table) = cli::calibrate(
                games,
                seed,
                cli::parse_variant(&variant)?,
                jobs,
                &spec,
                positions.is_some(),
            )
            .map_err(CliError::Output)?;
            if let (Some(path), Some(table)) = (positions, table) {
                std::fs::write(&path, table).map_err(|e| {
                    CliError::Output(format!("cannot write {}: {e}", path.display()))
                })?;
            }
            Ok(out)
        }
        Command::TrainEval {
            standard_games,
            standard_seed,
            jobs,
            out,
            data,
        } => {
            let specs = [cli::TrainSpec {
                variant: lyngk::engine::Variant::Standard,
                games: standard_games,
                seed: standard_seed,
            }];
            let (file, report) =
                cli::train_eval(&specs, jobs, data.as_deref()).map_err(CliError::Output)?;
            std::fs::write(&out, file)
                .map_err(|e| CliError::Output(format!("cannot write {}: {e}", out.display())))?;
            Ok(format!("{report}weights written to {}\n", out.display()))
        }
        Command::Arena {
            a,
            b,
            games,
            jobs,
            sprt,
            variant,
            seed,
            progress,
        } => {
            let args = cli::ArenaArgs {
                a: &a,
                b: &b,
                games,
                variant: cli::parse_variant(&variant)?,
                seed,
                jobs,
                sprt: sprt.as_deref(),
            };
            cli::arena(&args, |line| {
                if progress {
                    eprintln!("{line}");
                }
            })
        }
        Command::Puzzles { command } => puzzles(command),
    }
}

/// `lyngk puzzles mine` and `lyngk puzzles check`.
fn puzzles(command: PuzzlesCommand) -> Result<String, CliError> {
    match command {
        PuzzlesCommand::Mine {
            games,
            level,
            seed,
            jobs,
            out,
            progress,
        } => {
            let level: lyngk::ai::Level = level
                .parse()
                .map_err(|e: lyngk::ai::ParseLevelError| CliError::Parse(e.to_string()))?;
            let args = cli::MineArgs {
                games,
                level,
                seed,
                jobs: jobs.max(1),
            };
            let command = format!(
                "lyngk puzzles mine --games {games} --level {level} --seed {seed} --jobs {} --out {}",
                args.jobs,
                out.display()
            );
            let (report, file) = cli::mine_puzzles(&args, &command, |line| {
                if progress {
                    eprintln!("{line}");
                }
            });
            std::fs::write(&out, file)
                .map_err(|e| CliError::Output(format!("cannot write {}: {e}", out.display())))?;
            Ok(format!("{report}puzzles written to {}\n", out.display()))
        }
        PuzzlesCommand::Check { file, jobs } => {
            let text = std::fs::read_to_string(&file)
                .map_err(|e| CliError::Parse(format!("cannot read {}: {e}", file.display())))?;
            let (report, held) = cli::check_puzzles(&text, jobs.max(1))?;
            if held {
                Ok(report)
            } else {
                print!("{report}");
                Err(CliError::Illegal(
                    "a puzzle does not hold with the solver's budget".into(),
                ))
            }
        }
    }
}

/// Fills the environment from `.env` in the working directory, if there is one
/// (the environment wins).
fn read_dot_env() -> Result<(), ExitCode> {
    match dotenvy::dotenv() {
        Err(e) if !e.not_found() => {
            eprintln!("lyngk: cannot read .env: {e}");
            Err(ExitCode::from(2))
        }
        _ => Ok(()),
    }
}

/// Sends log lines to standard error, filtered by `RUST_LOG`, as text or as
/// one JSON object per line (`LOG_FORMAT`).
fn init_logging() -> Result<(), ExitCode> {
    use std::io::IsTerminal;
    let format = lyngk::discord::LogFormat::from_env().map_err(|e| {
        eprintln!("lyngk: {e}");
        ExitCode::from(2)
    })?;
    let logs = tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,serenity=warn")),
        )
        .with_writer(std::io::stderr);
    match format {
        lyngk::discord::LogFormat::Text => logs.with_ansi(std::io::stderr().is_terminal()).init(),
        lyngk::discord::LogFormat::Json => logs.json().init(),
    }
    Ok(())
}

/// Runs the Discord bot until Ctrl-C or SIGTERM. Configuration comes from the
/// environment, which `.env` (if present) fills first. Once logging is set
/// up, every error goes to the log (so that `LOG_FORMAT=json` gives nothing
/// but JSON lines).
fn run_bot() -> ExitCode {
    if let Err(code) = read_dot_env().and_then(|()| init_logging()) {
        return code;
    }
    let config = match lyngk::discord::Config::from_env() {
        Ok(config) => config,
        Err(e) => {
            tracing::error!("{e}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(e) => {
            tracing::error!("cannot start the async runtime: {e}");
            return ExitCode::from(1);
        }
    };
    let outcome = runtime.block_on(async {
        let shutdown =
            shutdown_signal().map_err(|e| anyhow::anyhow!("cannot listen for signals: {e}"))?;
        lyngk::discord::run(config, shutdown)
            .await
            .map_err(anyhow::Error::from)
    });
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("{e:#}");
            // A wrong token stays wrong: a code of its own, so that a
            // supervisor can tell it from a failure worth restarting for.
            let bad_token = e
                .downcast_ref::<lyngk::discord::BotError>()
                .is_some_and(|e| matches!(e, lyngk::discord::BotError::BadToken(_)));
            ExitCode::from(if bad_token { 3 } else { 1 })
        }
    }
}

/// `lyngk db backup FILE`: the database of `DATABASE_URL` (as the bot would
/// open it) into a new file.
fn backup(file: &std::path::Path) -> ExitCode {
    if let Err(code) = read_dot_env() {
        return code;
    }
    let url = lyngk::discord::config::database_url_from_env();
    let copied = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(anyhow::Error::from)
        .and_then(|rt| {
            rt.block_on(lyngk::storage::backup(&url, file))
                .map_err(anyhow::Error::from)
        });
    match copied {
        Ok(()) => {
            println!("backed up the database to {}", file.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("lyngk db backup: {e:#}");
            ExitCode::from(1)
        }
    }
}

/// `lyngk health`: 0 when the bot's `/healthz` says it is healthy, 1
/// otherwise (Docker reads 1 as unhealthy), with the reason.
fn health() -> ExitCode {
    let unhealthy = |why: &str| {
        eprintln!("lyngk health: {why}");
        ExitCode::from(1)
    };
    if read_dot_env().is_err() {
        return unhealthy("cannot read .env");
    }
    let addr = match lyngk::discord::config::health_addr_from_env() {
        Ok(addr) => addr,
        Err(e) => return unhealthy(&e.to_string()),
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => return unhealthy(&format!("cannot start the async runtime: {e}")),
    };
    match runtime.block_on(cli::health::check(addr, cli::health::TIMEOUT)) {
        Ok(note) => {
            println!("{note}");
            ExitCode::SUCCESS
        }
        Err(why) => unhealthy(&why),
    }
}

/// Installs the handlers for Ctrl-C and, on Unix, SIGTERM (what `docker stop`
/// sends) at once, so that a signal arriving during start-up is not lost to
/// the default action; the future completes on the first of them.
fn shutdown_signal() -> std::io::Result<impl std::future::Future<Output = ()>> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut interrupt = signal(SignalKind::interrupt())?;
        let mut terminate = signal(SignalKind::terminate())?;
        Ok(async move {
            tokio::select! {
                _ = interrupt.recv() => {}
                _ = terminate.recv() => {}
            }
        })
    }
    #[cfg(not(unix))]
    {
        Ok(async {
            if let Err(e) = tokio::signal::ctrl_c().await {
                tracing::error!("cannot listen for Ctrl-C: {e}");
                std::future::pending::<()>().await;
            }
        })
    }
}

fn local(opts: &cli::local::LocalOptions) -> anyhow::Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    rt.block_on(async {
        let stdin = tokio::io::BufReader::new(tokio::io::stdin());
        let mut stdout = std::io::stdout().lock();
        cli::local::run(opts, stdin, &mut stdout).await?;
        Ok(())
    })
}

/// `lyngk invite`: the invite link of the given application, or of the
/// token's (asked of Discord as the bot asks at start-up). Exit codes as the
/// bot's: 2 a bad setting, 3 a token Discord refuses, 1 Discord out of reach.
fn invite(application_id: Option<std::num::NonZeroU64>) -> ExitCode {
    if let Some(id) = application_id {
        println!("{}", lyngk::discord::invite::link(id.get().into()));
        return ExitCode::SUCCESS;
    }
    if let Err(code) = read_dot_env() {
        return code;
    }
    let config = match lyngk::discord::Config::from_env() {
        Ok(config) => config,
        Err(e) => {
            eprintln!("lyngk invite: {e} (or give --application-id)");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("lyngk invite: cannot start the async runtime: {e}");
            return ExitCode::from(1);
        }
    };
    match runtime.block_on(lyngk::discord::invite::link_from_discord(&config)) {
        Ok(link) => {
            println!("{link}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("lyngk invite: {e}");
            let bad_token = matches!(e, lyngk::discord::BotError::BadToken(_));
            ExitCode::from(if bad_token { 3 } else { 1 })
        }
    }
}

/// The command line with its help grouped: the bot's commands under
/// "Commands", the developer commands (the engine, the pictures, the
/// computer player) under a heading of their own, each with its own line.
fn command_line() -> clap::Command {
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

fn main() -> ExitCode {
    let matches = command_line().get_matches();
    let args = match Args::from_arg_matches(&matches) {
        Ok(args) => args,
        Err(e) => e.exit(),
    };
    let Some(command) = args.command else {
        return run_bot();
    };
    match command {
        Command::Bot => return run_bot(),
        Command::Invite { application_id } => return invite(application_id),
        _ => {}
    }
    if let Command::Db {
        command: DbCommand::Backup { file },
    } = &command
    {
        return backup(file);
    }
    if let Command::Health = command {
        return health();
    }
    if let Command::Local { db, out, now, lang } = command {
        return match local(&cli::local::LocalOptions { db, out, now, lang }) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("lyngk local: {e:#}");
                ExitCode::from(1)
            }
        };
    }
    match run(command) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("lyngk: {}", e.message());
            ExitCode::from(e.exit_code() as u8)
        }
    }
}
