//! The game service on every database (a SQLite file, and PostgreSQL when
//! `LYNGK_TEST_POSTGRES_URL` names a server; each test is `NAME::sqlite` and
//! `NAME::postgres`, see `backends!`), one module per surface: whole games,
//! bad input, restarts, resignation, abort and ratings (`games`), the turn
//! clock (`timeouts`), rematches (`rematch`), move autocomplete
//! (`autocomplete`), the lists of games (`lists`), the leaderboard
//! (`leaderboard`), private boards answering only their member (`boards`),
//! turn reminders (`reminders`), the analysis of a game
//! (`analysis`), games in threads (`threads`), games against the computer
//! (`computer`), things at once with a second `Service` standing for a second
//! process (`concurrency`), the message catalogue in every language
//! (`i18n`) and against the code (`catalogue`), the private boards' answers
//! read as sentences (`answers`), and the game's ids on its log lines
//! (`spans`). `cargo test --test service MODULE::` runs one of them.

mod service_env;

// The log capture the Discord tests use too; this binary reads all of it.
#[path = "../common/logs.rs"]
#[allow(dead_code)]
mod logs;

mod analysis;
mod answers;
mod autocomplete;
mod boards;
mod catalogue;
mod computer;
mod concurrency;
mod games;
mod i18n;
mod leaderboard;
mod lessons;
mod lists;
mod mistakes;
mod pictures;
mod puzzles;
mod records;
mod rematch;
mod reminders;
mod review;
mod spans;
mod takebacks;
mod threads;
mod timeouts;
mod tournaments;
mod words;
