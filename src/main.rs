//! The `lyngk` binary: parses the command line and hands off. With no
//! subcommand, or `lyngk bot`, it runs the Discord bot (configured by the
//! environment and `.env`: `DISCORD_TOKEN`, `DATABASE_URL`,
//! `DISCORD_GUILD_ID`, `DISCORD_HTTP_PROXY`, `SHARD_COUNT`, `SHARD_RANGE`,
//! `RUST_LOG`, `LOG_FORMAT`, `METRICS_ADDR`); `lyngk invite` prints the
//! links that add it to a server and to a user's account; `lyngk db backup FILE` copies the bot's
//! database; `lyngk export` and `lyngk import` move a game's record out of and
//! into it; `lyngk health` asks a running bot's health check. The engine's
//! developer commands are listed under a heading of their own in `--help`.
//!
//! Thin: the command line is defined in [`lyngk::cli::args`], the
//! developer commands run in [`lyngk::cli::run`]; this file starts the bot,
//! its logs and its signals, and the terminal front end.

use std::process::ExitCode;

use clap::FromArgMatches;
use lyngk::cli::args::{Args, Command, DbCommand, command_line};
use lyngk::cli::{self, run};

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
    let filter = lyngk::discord::log_filter_from_env().map_err(|e| {
        eprintln!("lyngk: {e}");
        ExitCode::from(2)
    })?;
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
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

/// `lyngk export` and `lyngk import`: a game's record out of, or into, the
/// database of `DATABASE_URL` (as the bot would open it).
fn exchange(command: &Command) -> ExitCode {
    if let Err(code) = read_dot_env() {
        return code;
    }
    let url = lyngk::discord::config::database_url_from_env();
    let runtime = match tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("lyngk: {e}");
            return ExitCode::from(2);
        }
    };
    let done = runtime.block_on(async {
        match command {
            Command::Export {
                game,
                imported,
                out,
            } => cli::exchange::export(&url, *game, *imported, out.as_deref()).await,
            Command::Import { file, owner } => cli::exchange::import(&url, file, *owner).await,
            _ => unreachable!("only export and import come here"),
        }
    });
    match done {
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
/// token's (asked of Discord as the bot asks at start-up), then the link
/// that adds it to a user's own account. Exit codes as the
/// bot's: 2 a bad setting, 3 a token Discord refuses, 1 Discord out of reach.
fn invite(application_id: Option<std::num::NonZeroU64>) -> ExitCode {
    if let Some(id) = application_id {
        let id = id.get().into();
        println!("{}", lyngk::discord::invite::link(id));
        println!("{}", lyngk::discord::invite::user_link(id));
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
        Ok((server, user)) => {
            println!("{server}");
            println!("{user}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("lyngk invite: {e}");
            let bad_token = matches!(e, lyngk::discord::BotError::BadToken(_));
            ExitCode::from(if bad_token { 3 } else { 1 })
        }
    }
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
    if matches!(command, Command::Export { .. } | Command::Import { .. }) {
        return exchange(&command);
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
    match run::run(command) {
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
