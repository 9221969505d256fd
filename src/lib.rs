//! LYNGK for Discord: the rules engine, the board renderer, tournaments'
//! pairings and standings, storage, the game service and the Discord adapter,
//! layered so that data flows one way: Discord → adapter → service →
//! (engine, tournament, storage, renderer).

pub mod ai;
pub mod cli;
pub mod discord;
pub mod engine;
pub mod game_record;
pub mod i18n;
pub mod ids;
pub mod lessons;
pub mod metrics;
pub mod record;
pub mod render;
pub mod service;
pub mod storage;
pub mod time;
pub mod tournament;
