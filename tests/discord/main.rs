//! End-to-end tests of the Discord bot: the real poise/serenity bot, started
//! in-process with `DISCORD_HTTP_PROXY` pointing at a fake Discord (REST and
//! gateway on 127.0.0.1, one per test) that enforces Discord's limits (an
//! answer within 3 s, 2,000 characters, and the documented limits on
//! messages, embeds, components, choices, threads and commands: `limits::`).
//! Every wait is bounded (common::WAIT); nothing sleeps. One module per feature; `cargo test --test
//! discord MODULE::` runs one of them. `cli::` tests the `lyngk` binary from
//! the outside, the bot among its commands, against the same fake Discord.
//! `docs::` holds the documentation to the code: its links, the command guide
//! against the registered tree, the configuration reference, levels, variants
//! and languages.

#[path = "../common/mod.rs"]
mod common;

/// Counts the fake Discord's heap apart from the bot's
/// (`crowds::a_1024_player_swiss…` prints both).
#[global_allocator]
static HEAP: common::memory::Counting = common::memory::Counting;
mod support;

mod analysis;
mod announcements;
mod anywhere;
mod autocomplete;
mod challenges;
mod cli;
mod clicks;
mod clock;
mod computer;
mod crowds;
mod deferral;
mod dms;
mod docs;
mod external;
mod fake;
mod faults;
mod game;
mod health;
mod ladders;
mod lessons;
mod limits;
mod lists;
mod locale;
mod mistakes;
mod permissions;
mod puzzles;
mod records;
mod registration;
mod reminders;
mod restart;
mod review;
mod shards;
mod startup;
mod takebacks;
mod threads;
mod tokens;
mod tournaments;
