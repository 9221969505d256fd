//! The `lyngk` binary from the outside: the engine's commands and their
//! exit codes, `lyngk local` playing a scripted game, and the bot itself
//! configured by `.env`, stopping on SIGTERM, refusing to start without a
//! token, and the operator's commands (`db backup`, JSON logs). `cargo test --test cli MODULE::` runs one of them.

#[path = "../common/mod.rs"]
mod common;

mod bot;
mod engine;
mod local;
mod operations;
