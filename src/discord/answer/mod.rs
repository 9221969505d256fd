//! How an answer reaches Discord. Every answer (a slash command's, a
//! click's or a menu choice's, a notice of the turn clock's) takes one
//! pipeline ([`pipeline`]), along a route that says what differs:
//! [`command`] for a command (answered within Discord's three seconds,
//! deferred when slow), [`click`] for a button or a menu (the clicked
//! message updated, or a new message or a follow-up), [`notice`] for what
//! the service reports on its own (a channel message, no interaction).
//!
//! In order: the executor ([`effects`]) is built for where the answer goes;
//! the service's call races the time limit, and whatever is not done by
//! then is acknowledged at once; the executor takes its steps before the
//! post (a game's thread: [`effects::thread`]); the [`Reply`] becomes
//! Discord messages ([`reply`]) and is posted, a failed REST call tried
//! again as [`retry`] says and, for a public answer, posted another way
//! ([`pipeline::respond_or_fall_back`]); the interaction is counted
//! ([`tally`]); then the executor carries out what follows the answer (the
//! challenge's message recorded or disabled, reminders by direct message,
//! a tournament's posts, the computer's answer, the kept messages).
//!
//! Only this folder and the command tree know poise and serenity's answer
//! types; it asks the service nothing but what its effects call for, and
//! must not import the command tree ([`super::commands`]).
//!
//! [`Reply`]: crate::service::Reply

pub(super) mod click;
pub(super) mod command;
pub(super) mod effects;
pub(super) mod notice;
pub(super) mod pipeline;
pub(super) mod reply;
pub(super) mod retry;
pub(super) mod tally;

pub(super) use command::{Defer, act, act_with};
