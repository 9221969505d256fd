//! The developer commands run: each subcommand of [`super::args`] handed
//! to its function (the engine, the pictures, the computer player, the
//! puzzles), its output returned for the binary to print.
//!
//! It must not import the Discord adapter or the service.

use super::CliError;
use super::args::{Command, PuzzlesCommand};

/// Runs a developer command; its output, to print.
///
/// # Errors
/// What the command refused or failed at, with the exit code it calls for.
pub fn run(command: Command) -> Result<String, CliError> {
    match command {
        Command::Moves { lpn } => crate::cli::moves(&lpn),
        Command::Play { lpn, actions } => crate::cli::play(&lpn, &actions),
        Command::Perft { lpn, depth } => {
            let pos = lpn
                .parse()
                .map_err(|e| CliError::Parse(format!("invalid position: {e}")))?;
            Ok(format!("{}\n", crate::cli::perft(&pos, depth)))
        }
        Command::Status { lpn } => crate::cli::status(&lpn),
        Command::New { seed, variant } => Ok(crate::cli::new_position(
            seed,
            crate::cli::parse_variant(&variant)?,
        )),
        Command::Render {
            lpn,
            out,
            last,
            names,
            ending,
            lang,
        } => {
            let looks =
                crate::cli::Looks::parse(names.as_deref(), ending.as_deref())?.in_lang(lang);
            crate::cli::write_output(&out, &crate::cli::render(&lpn, last.as_deref(), &looks)?)
        }
        Command::Replay {
            lpn,
            actions,
            out,
            names,
            lang,
        } => {
            let looks = crate::cli::Looks::parse(names.as_deref(), None)?.in_lang(lang);
            crate::cli::write_output(&out, &crate::cli::replay(&lpn, &actions, &looks)?)
        }
        Command::Selfplay {
            games,
            seed,
            variant,
        } => Ok(crate::cli::selfplay(games, seed, crate::cli::parse_variant(&variant)?).render()),
        Command::Local { .. }
        | Command::Db { .. }
        | Command::Export { .. }
        | Command::Import { .. }
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
        } => crate::cli::ai_action(&lpn, level.as_deref(), iterations, seed),
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
                .map_err(|e: crate::ai::ParseAgentError| CliError::Parse(e.to_string()))?;
            let spec = crate::cli::ReferenceSpec {
                player,
                continuations,
                file: reference.as_deref(),
            };
            let (out, table) = crate::cli::calibrate(
                games,
                seed,
                crate::cli::parse_variant(&variant)?,
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
            let specs = [crate::cli::TrainSpec {
                variant: crate::engine::Variant::Standard,
                games: standard_games,
                seed: standard_seed,
            }];
            let (file, report) =
                crate::cli::train_eval(&specs, jobs, data.as_deref()).map_err(CliError::Output)?;
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
            let args = crate::cli::ArenaArgs {
                a: &a,
                b: &b,
                games,
                variant: crate::cli::parse_variant(&variant)?,
                seed,
                jobs,
                sprt: sprt.as_deref(),
            };
            crate::cli::arena(&args, |line| {
                if progress {
                    eprintln!("{line}");
                }
            })
        }
        Command::Puzzles { command } => puzzles(command),
        Command::Record { command } => crate::cli::records::run(&command),
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
            let level: crate::ai::Level = level
                .parse()
                .map_err(|e: crate::ai::ParseLevelError| CliError::Parse(e.to_string()))?;
            let args = crate::cli::MineArgs {
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
            let (report, file) = crate::cli::mine_puzzles(&args, &command, |line| {
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
            let (report, held) = crate::cli::check_puzzles(&text, jobs.max(1))?;
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
