//! The `lyngk` binary: parses the command line and hands off. With no
//! subcommand it runs the Discord bot.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use lyngk::cli::{self, CliError};

#[derive(Parser)]
#[command(
    name = "lyngk",
    version,
    about = "LYNGK for Discord: the bot and the engine's tools"
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
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
    /// The computer's action in a position.
    Ai {
        /// The position (LPN).
        #[arg(allow_hyphen_values = true)]
        lpn: String,
        /// easy, normal or hard (default normal).
        #[arg(long, conflicts_with = "iterations")]
        level: Option<String>,
        /// A pure tree search of this many iterations instead of a level.
        #[arg(long)]
        iterations: Option<u32>,
        /// Seed of the search.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Play two players against each other, sides alternated.
    Arena {
        /// Player A: random, greedy, easy, normal, hard or mcts:N.
        #[arg(long)]
        a: String,
        /// Player B, same specs.
        #[arg(long)]
        b: String,
        /// Number of games (each start position is played twice, sides swapped).
        #[arg(long, default_value_t = 100)]
        games: u32,
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
        Command::Selfplay {
            games,
            seed,
            variant,
        } => Ok(cli::selfplay(games, seed, cli::parse_variant(&variant)?).render()),
        Command::Ai {
            lpn,
            level,
            iterations,
            seed,
        } => cli::ai_action(&lpn, level.as_deref(), iterations, seed),
        Command::Arena {
            a,
            b,
            games,
            variant,
            seed,
            progress,
        } => cli::arena(&a, &b, games, cli::parse_variant(&variant)?, seed, |line| {
            if progress {
                eprintln!("{line}");
            }
        }),
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    let Some(command) = args.command else {
        eprintln!(
            "The Discord bot is not part of this build yet; try `lyngk --help` for the engine commands."
        );
        return ExitCode::from(1);
    };
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
