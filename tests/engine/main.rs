//! The rules engine and the computer player, without storage or Discord:
//! property tests over random games and every parser (`props`), a literal
//! second reading of the rules checked against the move generator
//! (`reference_rules`), the table-driven cases of `tests/data/rules.txt`
//! (`rules_table`), the computer player's contract (`ai`), and tournament
//! pairings and standings against their rules (`tournament`), and game records
//! written and read back against the engine (`records`). `cargo test
//! --test engine MODULE::` runs one of them.

mod ai;
mod lessons;
mod props;
mod records;
mod reference_rules;
mod rules_table;
mod tournament;
