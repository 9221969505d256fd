//! The game service on every database (a SQLite file, and PostgreSQL when
//! `LYNGK_TEST_POSTGRES_URL` names a server): whole games, bad input,
//! restarts, timeouts and ratings (`games`), games against the computer
//! (`computer`), things at once with a second `Service` standing for a second
//! process (`concurrency`), and the message catalogue in every language
//! (`i18n`), and the game's ids on its log lines (`spans`). `cargo test --test service MODULE::` runs one of them.

mod service_env;

// The log capture the Discord tests use too; this binary reads all of it.
#[path = "../common/logs.rs"]
#[allow(dead_code)]
mod logs;

mod computer;
mod concurrency;
mod games;
mod i18n;
mod pictures;
mod spans;
mod takebacks;
mod tournaments;
mod words;
