//! The `lyngk` binary from the outside: the engine's commands and their
//! exit codes, `lyngk record check` on game records, `lyngk export` and `lyngk import` on
//! the bot's database (`exchange`), `lyngk local` playing a
//! scripted game, and the bot itself
//! configured by `.env`, stopping on SIGTERM, refusing to start without a
//! token, or with a PostgreSQL server that wants TLS (`postgres_tls`), the
//! operator's commands (`db backup`, JSON logs), and what the
//! binary says of itself (`--help`, the invite link). `cargo test
//! --test discord cli::MODULE::` runs one of them. They live in this test
//! binary, beside the in-process bot's tests, because both use the fake
//! Discord of `tests/common`: one binary compiles it once.

mod bot;
mod engine;
mod exchange;
mod invite;
mod local;
mod operations;
mod postgres_tls;
mod records;
