//! LYNGK for Discord: the rules engine, the board renderer, storage, the game
//! service and the Discord adapter, layered so that data flows one way:
//! Discord → adapter → service → (engine, storage, renderer).

pub mod ai;
pub mod cli;
pub mod discord;
pub mod engine;
pub mod i18n;
pub mod render;
pub mod service;
pub mod storage;
