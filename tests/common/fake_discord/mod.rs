//! A fake Discord (REST API + gateway) on 127.0.0.1, for end-to-end tests of a
//! serenity 0.12 / poise 0.7 bot.
//!
//! * REST: a tiny HTTP/1.1 server ([`http`]); the bot reaches it through its
//!   HTTP proxy setting (`DISCORD_HTTP_PROXY`, i.e. serenity's
//!   `HttpBuilder::proxy(api_base)` with `ratelimiter_disabled(true)`).
//! * Gateway: a websocket server ([`gateway`]) whose URL is handed out by
//!   `GET /api/v10/gateway` (and `/gateway/bot`, with the recommended number
//!   of shards). It says HELLO, answers IDENTIFY with READY, acks heartbeats
//!   and pushes the dispatches a test asks for. Like Discord it knows shards:
//!   each IDENTIFY names one (`[id, count]`), and a guild's dispatches go to
//!   the session of its shard, `(guild_id >> 22) % count`.
//!
//! Everything the bot does is recorded in one [`FakeState`] behind an
//! `Arc<Mutex<..>>`; every change wakes the waiters of [`FakeDiscordHandle::wait_until`],
//! so tests never sleep: they wait for a condition, with a deadline.
//!
//! Discord's limits are enforced as Discord enforces them: an interaction
//! callback later than 3 s after the interaction was sent gets 404 with code
//! 10062 "Unknown interaction"; follow-ups and edits through the
//! interaction's token work for 15 minutes (then 401, code 50027); message
//! content over 2,000 characters, and any other body over one of Discord's
//! documented limits (embeds, components, autocomplete choices, thread
//! names, command registration: see [`limits`]), gets 400 with code 50035,
//! and a message with nothing to show 400 with code 50006. Deferred
//! responses (callback types 5 and 6), edits of the original response and
//! follow-ups are supported. A server's commands are written only while
//! the bot is in it: a server of [`FakeConfig::other_guilds`] answers 403
//! with code 50001 "Missing Access" until the bot joins it
//! ([`FakeDiscordHandle::join_guild`], which sends its `GUILD_CREATE`), any
//! other unknown id 404 with code 10004 "Unknown Guild".
//!
//! Both installations of the app are modelled
//! (<https://discord.com/developers/docs/resources/application#installation-context>):
//! an interaction carries `context` (0 a server, 1 the bot's DM, 2 a DM or
//! group DM between users), `authorizing_integration_owners` (`{"0": guild}`
//! for a server's install, `{"1": user}` for a user's, both when both) and
//! `app_permissions`, as
//! <https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object>
//! describes them. An interaction authorised by no server's install of the
//! app, sent from a server's channel or a DM or group DM between users,
//! comes from a place the bot is not in: from then on that channel (and
//! that server) refuses the channel endpoints (messages, threads, the
//! channel, its members) with 403, code 50001 "Missing Access", and such an
//! interaction takes at most five follow-ups ("Apps are limited to 5
//! followup messages per interaction if it was initiated from a
//! user-installed app and isn't installed in the server",
//! <https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages>):
//! the sixth gets 400 (the page names no error code; the fake answers
//! 50035, so that [`FakeState::refused_requests`] lists it).
//! An interaction's answer (its response, follow-ups and edits) holding
//! what its `app_permissions` lack is refused with 403, code 50013
//! "Missing Permissions": a file without *Attach Files*, an embed without
//! *Embed Links*; a test sets `app_permissions` on the interaction it sends.

mod gateway;
mod http;
pub mod limits;
mod multipart;
pub mod payloads;

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::net::SocketAddr;
use std::ops::Deref;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::memory::in_fake;
use serde_json::{Value, json};
use tokio::net::TcpListener;
use tokio::sync::{Notify, mpsc};
use tokio::task::JoinHandle;

pub use multipart::UploadedFile;
pub use payloads::{FakeUser, Opt};

/// Identities and timings the fake hands out. All ids are snowflakes (u64).
#[derive(Clone, Debug)]
pub struct FakeConfig {
    /// The bot token the fake accepts (with or without the `Bot ` prefix).
    pub token: String,
    pub application_id: u64,
    /// The bot's own user (READY `user`, `GET /users/@me`).
    pub bot_user: FakeUser,
    /// The application owner (`GET /oauth2/applications/@me`).
    pub owner: FakeUser,
    /// Guilds listed (as unavailable) in READY: the servers the bot is in.
    pub guild_ids: Vec<u64>,
    /// Servers that exist but the bot is not in (yet): their commands'
    /// routes answer 403 with code 50001 "Missing Access", until
    /// [`FakeDiscordHandle::join_guild`]. A server in neither list (nor
    /// `guild_id`) does not exist: 404 with code 10004 "Unknown Guild".
    pub other_guilds: Vec<u64>,
    /// Default guild/channel of the interactions built by the handle.
    pub guild_id: u64,
    pub channel_id: u64,
    /// HELLO's `heartbeat_interval`. Short values make serenity heartbeat
    /// during a test; Discord's real value is about 41 s.
    pub heartbeat_interval: Duration,
    /// Answer command registrations with 403 "Missing Access", as Discord does
    /// when the bot was invited without the `applications.commands` scope.
    pub reject_commands: bool,
    /// How long after an interaction was sent its callback is accepted
    /// (Discord: 3 s; later ones get 10062 "Unknown interaction").
    pub callback_deadline: Duration,
    /// How long an interaction's token takes follow-ups and edits
    /// (Discord: 15 minutes).
    pub token_lifetime: Duration,
    /// The number of shards `GET /gateway/bot` recommends.
    pub recommended_shards: u32,
    /// Users who accept no direct message from the bot: sending to their
    /// DM channel gets 403 with code 50007, as Discord answers.
    pub closed_dms: Vec<u64>,
    /// Refuse to create threads (`POST /channels/{id}/threads`) with 403,
    /// code 50013 "Missing Permissions", as Discord answers a bot without
    /// *Create Public Threads*.
    pub refuse_threads: bool,
    /// Discord's per-route rate limits the fake keeps to ([`RateLimits`]);
    /// none by default, so that a test meets them only when it asks.
    pub rate_limits: RateLimits,
    /// Whether the bytes of the files the bot sends are kept in what the
    /// fake records (their names and types always are). A test of the
    /// bot's memory turns it off, so that the process's memory is the
    /// bot's and not the thousands of pictures the fake received.
    pub keep_file_bytes: bool,
}

/// A rate limit of one route: at most `requests` in each window of `per`,
/// counted per channel (Discord's "major parameter"). Past it the fake
/// answers 429 until the window ends, as Discord does
/// (<https://github.com/discord/discord-api-docs/blob/main/docs/topics/Rate_Limits.md>:
/// the body `{"message", "retry_after", "global"}`, `retry_after` in seconds
/// with a fraction, and the headers `Retry-After`, `X-RateLimit-Limit`,
/// `-Remaining`, `-Reset`, `-Reset-After`, `-Bucket` and `-Scope`; every
/// answer of a limited route carries the `X-RateLimit-*` headers, which
/// serenity's rate limiter reads when it is on). Windows are fixed: they
/// start at the first request after the last one ended. Discord's own
/// numbers are not documented and may change, so a test picks its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimit {
    pub requests: u32,
    pub per: Duration,
}

/// The routes the fake limits, each off (`None`) unless a test sets it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RateLimits {
    /// Threads made in a channel: `POST /channels/{id}/threads` and
    /// `POST /channels/{id}/messages/{id}/threads`.
    pub threads: Option<RateLimit>,
    /// Messages posted in a channel: `POST /channels/{id}/messages`.
    pub messages: Option<RateLimit>,
    /// The global rate limit: every request made with the bot's token, on
    /// any route and in any channel, counts in one bucket per token
    /// (Discord: 50 a second), except the interaction endpoints (a
    /// callback, a follow-up, an edit of the original response). Past it
    /// Discord answers 429 with `"global": true` in the body and the
    /// headers `Retry-After`, `X-RateLimit-Global: true` and
    /// `X-RateLimit-Scope: global`, `retry_after` being what is left of the
    /// window, with no `X-RateLimit-Limit` or `-Remaining` (the global limit
    /// has none), as
    /// <https://discord.com/developers/docs/topics/rate-limits#global-rate-limit>
    /// and <https://discord.com/developers/docs/topics/rate-limits#exceeding-a-rate-limit>
    /// say.
    pub global: Option<RateLimit>,
}

impl RateLimits {
    /// Whether a request is made on an interaction's endpoints, which
    /// Discord leaves out of the global limit: the callback
    /// (`/interactions/{id}/{token}/callback`) and the webhook of its
    /// token (`/webhooks/{application}/{token}…`: follow-ups and edits).
    #[must_use]
    pub fn is_interaction(path: &str) -> bool {
        path.starts_with("/interactions/") || path.starts_with("/webhooks/")
    }

    /// The limit and the bucket (its name, with the channel) of a request.
    pub fn bucket(&self, method: &str, path: &str) -> Option<(RateLimit, String)> {
        if method != "POST" {
            return None;
        }
        let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
        match segments.as_slice() {
            ["channels", channel, "threads"] | ["channels", channel, "messages", _, "threads"] => {
                Some((self.threads?, format!("threads:{channel}")))
            }
            ["channels", channel, "messages"] => {
                Some((self.messages?, format!("messages:{channel}")))
            }
            _ => None,
        }
    }
}

/// A rate-limited request's headers, and the seconds to wait when it is
/// past the limit.
pub(crate) type Limited = (Vec<(String, String)>, Option<f64>);

/// A bucket's current window.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Window {
    started: Instant,
    used: u32,
}

/// Discord's limit on a message's content, in characters.
pub use limits::CONTENT_LIMIT;

impl Default for FakeConfig {
    fn default() -> Self {
        let guild_id = 2_000_000_000_000_000_001;
        Self {
            token: "fake-token".into(),
            application_id: 1_000_000_000_000_000_001,
            // On Discord the bot user id equals the application id for new apps.
            bot_user: FakeUser::bot(1_000_000_000_000_000_001, "LYNGK"),
            owner: FakeUser::new(4_000_000_000_000_000_001, "owner"),
            guild_ids: vec![guild_id],
            other_guilds: Vec::new(),
            guild_id,
            channel_id: 3_000_000_000_000_000_001,
            heartbeat_interval: Duration::from_millis(41_250),
            reject_commands: false,
            callback_deadline: Duration::from_secs(3),
            token_lifetime: Duration::from_secs(15 * 60),
            recommended_shards: 1,
            closed_dms: Vec::new(),
            refuse_threads: false,
            rate_limits: RateLimits::default(),
            keep_file_bytes: true,
        }
    }
}

/// Where registered commands live.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CommandScope {
    Global,
    Guild(u64),
}

/// One HTTP request the bot made, as the fake saw it.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    pub method: String,
    /// Path without the `/api/v10` prefix and without the query, e.g. `/users/@me`.
    pub path: String,
    pub query: Option<String>,
    pub authorization: Option<String>,
    pub content_type: Option<String>,
    /// JSON body, or the `payload_json` part of a multipart body.
    pub json: Option<Value>,
    /// Files of a multipart body (`files[n]` parts).
    pub files: Vec<UploadedFile>,
    /// Status code the fake answered with.
    pub status: u16,
    /// Discord's JSON error code of a refusal (0 for "no such route").
    pub code: u64,
    /// When the request arrived (it is answered [`FakeState::delay`] later).
    pub at: Instant,
    /// The `retry_after` of a 429 the fake answered (seconds).
    pub retry_after: Option<f64>,
    /// A 429 of the fake's own rate limit ([`RateLimits`]), not an injected
    /// [`Fault`].
    pub rate_limited: bool,
    /// A 429 of the global limit (`"global": true`).
    pub global: bool,
}

/// A failure the fake answers instead of routing: the next `times` requests
/// whose method is `method` and whose path (without `/api/v10`) starts with
/// `prefix` and ends with `suffix` get `status`. A 429 carries `retry_after`
/// (seconds) in its body and its `Retry-After` header, as Discord's do.
/// [`Fault::HANG_UP`] answers nothing: the connection is closed once the
/// request is read, as a network that drops it would (recorded with status
/// 0).
#[derive(Clone, Debug)]
pub struct Fault {
    pub method: String,
    pub prefix: String,
    pub suffix: String,
    pub status: u16,
    pub times: u32,
    pub retry_after: f64,
}

impl Fault {
    /// The "status" of a request whose connection is closed unanswered.
    pub const HANG_UP: u16 = 0;

    /// `times` answers with `status` to `method` on the paths from `prefix` to `suffix`.
    pub fn new(method: &str, prefix: &str, suffix: &str, status: u16, times: u32) -> Fault {
        Fault {
            method: method.to_owned(),
            prefix: prefix.to_owned(),
            suffix: suffix.to_owned(),
            status,
            times,
            retry_after: 0.0,
        }
    }

    /// Messages posted in channels (`POST /channels/{id}/messages`).
    pub fn channel_messages(status: u16, times: u32) -> Fault {
        Fault::new("POST", "/channels/", "/messages", status, times)
    }

    /// New follow-up messages of interactions (`POST /webhooks/{app}/{token}`).
    pub fn followups(status: u16, times: u32) -> Fault {
        Fault::new("POST", "/webhooks/", "", status, times)
    }

    /// Whether a request is one this fault would fail (while it has tries left).
    pub fn matches(&self, method: &str, path: &str) -> bool {
        self.times > 0
            && self.method == method
            && path.starts_with(&self.prefix)
            && path.ends_with(&self.suffix)
            // A follow-up is `/webhooks/{app}/{token}`, nothing after.
            && (self.prefix != "/webhooks/" || path.matches('/').count() == 3)
    }
}

/// The bot's answer to an interaction: `POST /interactions/{id}/{token}/callback`.
#[derive(Clone, Debug)]
pub struct InteractionCallback {
    pub interaction_id: u64,
    /// 4 = message, 5 = deferred message, 6 = deferred update, 7 = update message,
    /// 8 = autocomplete result, 9 = modal.
    pub kind: u64,
    pub data: Value,
    pub files: Vec<UploadedFile>,
    /// How long after the interaction was sent the callback came.
    pub after: Duration,
    /// For an answer the harness completed from a deferral: the callback
    /// was 5 or 6, and the content came by edit or follow-up.
    pub deferred: bool,
    /// Follow-ups of the interaction that completed this answer (0 or 1):
    /// later ones are further messages (the computer's answer).
    pub followups_used: usize,
}

impl InteractionCallback {
    pub fn content(&self) -> Option<&str> {
        self.data.get("content").and_then(Value::as_str)
    }
    /// What a reader sees as text: the content, then each embed's
    /// description (a text past the content's 2,000 characters is sent as
    /// an embed's description).
    pub fn text(&self) -> String {
        let embeds = self.data.get("embeds").and_then(Value::as_array);
        let descriptions = embeds
            .into_iter()
            .flatten()
            .filter_map(|e| e.get("description").and_then(Value::as_str));
        self.content()
            .into_iter()
            .chain(descriptions)
            .collect::<Vec<_>>()
            .join("\n")
    }
    pub fn flags(&self) -> u64 {
        self.data.get("flags").and_then(Value::as_u64).unwrap_or(0)
    }
    /// Flag 64 (`EPHEMERAL`).
    pub fn is_ephemeral(&self) -> bool {
        self.flags() & 64 != 0
    }
    /// `custom_id`s of all components in the response.
    pub fn custom_ids(&self) -> Vec<String> {
        payloads::custom_ids(self.data.get("components"))
    }
    /// Autocomplete choices as (name, value) pairs (callback type 8).
    pub fn choices(&self) -> Vec<(String, Value)> {
        self.data
            .get("choices")
            .and_then(Value::as_array)
            .map(|cs| {
                cs.iter()
                    .map(|c| {
                        let name = c.get("name").and_then(Value::as_str).unwrap_or_default();
                        (
                            name.to_owned(),
                            c.get("value").cloned().unwrap_or(Value::Null),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// Which webhook message a `/webhooks/{app}/{token}...` call targets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WebhookTarget {
    /// `POST /webhooks/{app}/{token}`: a new follow-up message.
    NewFollowup,
    /// `.../messages/@original`: the interaction's first response.
    Original,
    /// `.../messages/{id}`: a follow-up message.
    Message(u64),
}

/// A call on an interaction's webhook: follow-ups and edits.
#[derive(Clone, Debug)]
pub struct WebhookCall {
    pub method: String,
    pub token: String,
    /// The interaction the token belongs to, if it was sent by this fake.
    pub interaction_id: Option<u64>,
    pub target: WebhookTarget,
    pub json: Value,
    pub files: Vec<UploadedFile>,
}

impl WebhookCall {
    pub fn content(&self) -> Option<&str> {
        self.json.get("content").and_then(Value::as_str)
    }
}

/// A message the bot posted with `POST /channels/{id}/messages`.
#[derive(Clone, Debug)]
pub struct ChannelMessage {
    pub id: u64,
    pub channel_id: u64,
    pub json: Value,
    pub files: Vec<UploadedFile>,
}

impl ChannelMessage {
    pub fn content(&self) -> Option<&str> {
        self.json.get("content").and_then(Value::as_str)
    }
}

/// What the fake gateway saw.
#[derive(Debug, Default)]
pub struct GatewayState {
    /// Websocket connections accepted (a restart or a reconnect adds one).
    pub connections: u32,
    /// Request URIs of those connections (serenity adds `?v=10`).
    pub connect_uris: Vec<String>,
    /// `d` of every IDENTIFY (token, intents, shard, properties, ...).
    pub identifies: Vec<Value>,
    /// READY dispatches sent.
    pub readies: u32,
    /// RESUMED dispatches sent (after a RESUME of an earlier session).
    pub resumes: u32,
    /// Heartbeats (op 1) received, all acked with op 11.
    pub heartbeats: u32,
    /// Close codes of the close frames the bot sent (1000 = clean shutdown).
    pub close_codes: Vec<u16>,
    /// Other opcodes received (presence update 3, request members 8, resume 6...).
    pub other_ops: Vec<Value>,
    /// While set, every new connection is closed at once (the gateway is down).
    pub refusing: bool,
    /// Connections closed at once while refusing.
    pub refused_connections: u32,
    /// The READY (or RESUMED) sessions by shard id.
    sessions: BTreeMap<u32, Session>,
    /// The shard of each session that got READY, by session number, for RESUME.
    session_shards: HashMap<u32, Shard>,
}

/// A shard as IDENTIFY names it: `[id, count]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Shard {
    pub id: u32,
    pub count: u32,
}

impl Shard {
    /// The shard Discord sends a guild's events to.
    pub fn of_guild(guild_id: u64, count: u32) -> Shard {
        let id = (guild_id >> 22) % u64::from(count.max(1));
        Shard {
            id: u32::try_from(id).unwrap_or(u32::MAX),
            count,
        }
    }
}

/// A connected session: its number (`fake-session-N`), shard and sender.
#[derive(Debug)]
struct Session {
    number: u32,
    shard: Shard,
    tx: mpsc::UnboundedSender<gateway::Outgoing>,
}

impl GatewayState {
    /// Whether a session has received READY and is still connected.
    pub fn is_ready(&self) -> bool {
        self.sessions.values().any(|s| !s.tx.is_closed())
    }

    /// The shards with a READY session still connected, in order.
    pub fn connected_shards(&self) -> Vec<Shard> {
        self.sessions
            .values()
            .filter(|s| !s.tx.is_closed())
            .map(|s| s.shard)
            .collect()
    }

    /// The session a dispatch goes to: the one of the guild's shard, or the
    /// first one for a dispatch without a guild.
    fn session_for(&self, guild: Option<u64>) -> Result<&Session, FakeError> {
        let first = self
            .sessions
            .values()
            .next()
            .ok_or_else(|| FakeError("no READY gateway session to send to".into()))?;
        let Some(guild) = guild else {
            return Ok(first);
        };
        let shard = Shard::of_guild(guild, first.shard.count);
        self.sessions
            .get(&shard.id)
            .filter(|s| s.shard == shard)
            .ok_or_else(|| FakeError(format!("no READY session of {shard:?}, guild {guild}'s")))
    }
}

/// A thread the bot created (`POST /channels/{parent}/threads`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeThread {
    pub id: u64,
    pub parent: u64,
    pub name: String,
    /// The channel type asked for (11: public thread).
    pub kind: u64,
}

/// Everything the fake recorded. Read it through [`FakeDiscordHandle::state`]
/// or in a [`FakeDiscordHandle::wait_until`] predicate.
#[derive(Debug, Default)]
pub struct FakeState {
    /// Every REST request, in order.
    pub requests: Vec<RecordedRequest>,
    /// Current command registrations.
    pub commands: BTreeMap<CommandScope, Vec<Value>>,
    /// Interaction callbacks by interaction id (first answer wins; later ones get 400).
    pub callbacks: BTreeMap<u64, InteractionCallback>,
    pub webhook_calls: Vec<WebhookCall>,
    pub channel_messages: Vec<ChannelMessage>,
    /// The DM channel opened with each user (`POST /users/@me/channels`).
    pub dm_channels: BTreeMap<u64, u64>,
    pub gateway: GatewayState,
    /// Interactions sent through the gateway, by id (the raw JSON).
    pub interactions: BTreeMap<u64, Value>,
    /// Threads the bot created, in order.
    pub threads: Vec<FakeThread>,
    /// The guild members seen in interactions (`member.user`), by user id,
    /// for `GET /guilds/{id}/members/{user}`.
    pub members: BTreeMap<u64, Value>,
    /// Channels the bot is not in, met in interactions no server's
    /// install authorised (a DM or group DM between users, a channel of a
    /// server without the bot): their channel endpoints answer 403, code
    /// 50001 "Missing Access".
    pub unreachable_channels: std::collections::BTreeSet<u64>,
    /// Servers without the bot met the same way: their member and channel
    /// routes answer 403, code 50001.
    pub unreachable_guilds: std::collections::BTreeSet<u64>,
    /// Interactions authorised by a user's install alone, which take at
    /// most [`limits::USER_INSTALL_FOLLOWUPS`] follow-ups.
    pub user_installed: std::collections::BTreeSet<u64>,
    /// Servers of [`FakeConfig::other_guilds`] the bot joined since
    /// ([`FakeDiscordHandle::join_guild`]).
    pub joined_guilds: std::collections::BTreeSet<u64>,
    /// Failures to answer instead of routing, tried in order.
    pub faults: Vec<Fault>,
    /// Files attached to interactions, served at `/attachments/{id}/{name}`
    /// as Discord's CDN serves them (no token asked), by id.
    pub attachments: BTreeMap<u64, Vec<u8>>,
    /// How long the fake waits before it answers each REST request.
    pub delay: Duration,
    /// The rate limits kept to (the config's, or a test's later choice).
    pub rate_limits: RateLimits,
    /// The current window of each rate-limited bucket.
    windows: HashMap<String, Window>,
    next_id: u64,
    /// interaction token -> interaction id
    tokens: HashMap<String, u64>,
    /// interaction id -> when it was sent
    sent_at: HashMap<u64, Instant>,
    /// interaction id -> how much older its token is than `sent_at` says
    /// ([`FakeDiscordHandle::age_tokens`])
    aged: HashMap<u64, Duration>,
    /// interaction token -> id of the original response message (for GET/PATCH @original)
    original_messages: HashMap<String, u64>,
}

impl FakeState {
    /// How long ago interaction `id` was sent, as its token's life counts
    /// ([`FakeDiscordHandle::age_tokens`]); `None` for an unknown one.
    fn token_age(&self, id: u64) -> Option<Duration> {
        let sent = self.sent_at.get(&id)?;
        Some(sent.elapsed() + self.aged.get(&id).copied().unwrap_or_default())
    }

    /// The id of the message that is the original response of interaction
    /// `id` (a command's answer, or the clicked message an update edits).
    pub fn original_message(&self, id: u64) -> Option<u64> {
        self.tokens
            .iter()
            .find(|(_, i)| **i == id)
            .and_then(|(token, _)| self.original_messages.get(token))
            .copied()
    }

    /// Requests the fake has no route for (answered 404). Should be empty.
    pub fn unhandled_requests(&self) -> Vec<&RecordedRequest> {
        self.requests
            .iter()
            .filter(|r| r.status == 404 && r.code == 0)
            .collect()
    }

    /// Requests Discord would have refused: a late callback (10062), an
    /// expired token (50027), a body over one of Discord's limits (50035), an
    /// empty message (50006), a second
    /// acknowledgement (40060), an edit of a message that does not exist
    /// (10008). Should be empty. A look-up (GET) that finds nothing is not a
    /// refusal: the bot asks whether a response it could not confirm was
    /// shown.
    pub fn refused_requests(&self) -> Vec<&RecordedRequest> {
        self.requests
            .iter()
            .filter(|r| r.method != "GET")
            .filter(|r| matches!(r.code, 10062 | 50027 | 50035 | 50006 | 40060 | 10008))
            .collect()
    }

    /// The messages the bot sent to `user`'s DM channel.
    pub fn direct_messages(&self, user: u64) -> Vec<ChannelMessage> {
        let Some(&channel) = self.dm_channels.get(&user) else {
            return Vec::new();
        };
        self.channel_messages
            .iter()
            .filter(|m| m.channel_id == channel)
            .cloned()
            .collect()
    }

    /// The requests Discord counts in its global limit (every one made
    /// with a token but on an interaction's endpoints), as the instants
    /// they arrived.
    pub fn counted_in_global_limit(&self) -> Vec<Instant> {
        self.requests
            .iter()
            .filter(|r| r.authorization.is_some() && !RateLimits::is_interaction(&r.path))
            .map(|r| r.at)
            .collect()
    }

    /// The most requests counted in the global limit that arrived within
    /// any one second (a sliding window) from `since` on, and when that
    /// second began.
    pub fn peak_global_second(&self, since: Instant) -> (usize, Option<Instant>) {
        let mut at = self.counted_in_global_limit();
        at.retain(|at| *at >= since);
        at.sort();
        let mut peak = (0, None);
        let mut start = 0;
        for end in 0..at.len() {
            while at[end].duration_since(at[start]) >= Duration::from_secs(1) {
                start += 1;
            }
            if end + 1 - start > peak.0 {
                peak = (end + 1 - start, Some(at[start]));
            }
        }
        peak
    }

    /// The 429s of the global limit the fake answered.
    pub fn global_429s(&self) -> usize {
        self.requests.iter().filter(|r| r.global).count()
    }

    /// Requests made on a channel's endpoints (its messages, threads, the
    /// channel itself) or a server's (members, channels), other than the
    /// DM channels the bot opened itself (`POST /users/@me/channels`):
    /// what the bot may not call where it is not installed.
    pub fn channel_endpoint_calls(&self) -> Vec<&RecordedRequest> {
        let own_dms: std::collections::BTreeSet<String> =
            self.dm_channels.values().map(u64::to_string).collect();
        self.requests
            .iter()
            .filter(|r| {
                let segments: Vec<&str> = r.path.trim_matches('/').split('/').collect();
                match segments.as_slice() {
                    ["channels", channel, ..] => !own_dms.contains(*channel),
                    ["guilds", _, "members" | "channels" | "threads", ..] => true,
                    _ => false,
                }
            })
            .collect()
    }

    /// The new follow-up messages asked of each interaction (refused ones
    /// included), by interaction id.
    pub fn followups_per_interaction(&self) -> BTreeMap<u64, usize> {
        let mut counts = BTreeMap::new();
        for r in &self.requests {
            let segments: Vec<&str> = r.path.trim_matches('/').split('/').collect();
            if let ("POST", ["webhooks", _, token]) = (r.method.as_str(), segments.as_slice())
                && let Some(&id) = self.tokens.get(*token)
            {
                *counts.entry(id).or_insert(0) += 1;
            }
        }
        counts
    }

    /// The most follow-ups asked of any one interaction.
    pub fn max_followups(&self) -> usize {
        self.followups_per_interaction()
            .into_values()
            .max()
            .unwrap_or(0)
    }

    /// Whether the bot is in the channel `channel` (of the server `guild`).
    fn reachable(&self, channel: Option<&str>, guild: Option<&str>) -> bool {
        let parse = |id: Option<&str>| id.and_then(|id| id.parse::<u64>().ok());
        !parse(channel).is_some_and(|c| self.unreachable_channels.contains(&c))
            && !parse(guild).is_some_and(|g| self.unreachable_guilds.contains(&g))
    }

    /// Sends refused because the user's DMs are closed (code 50007).
    pub fn closed_dm_refusals(&self) -> usize {
        self.requests.iter().filter(|r| r.code == 50007).count()
    }

    fn next_snowflake(&mut self) -> u64 {
        self.next_id += 1;
        5_000_000_000_000_000_000 + self.next_id
    }

    /// Counts a request against its route's rate limit: `None` when the
    /// route is not limited, else the limit's headers and, past the limit,
    /// the seconds until the window ends (the request is then refused).
    fn rate_limit(
        &mut self,
        token: &str,
        method: &str,
        path: &str,
        now: Instant,
    ) -> Option<Limited> {
        if let Some(global) = self.rate_limits.global
            && !RateLimits::is_interaction(path)
        {
            let (over, reset_after) = self.count(format!("global:{token}"), global, now);
            if over {
                let headers = vec![
                    ("retry-after".to_owned(), format!("{reset_after:.3}")),
                    ("x-ratelimit-global".to_owned(), "true".to_owned()),
                    ("x-ratelimit-scope".to_owned(), "global".to_owned()),
                ];
                return Some((headers, Some(reset_after)));
            }
        }
        let (limit, bucket) = self.rate_limits.bucket(method, path)?;
        let (over, reset_after) = self.count(bucket.clone(), limit, now);
        let window = self.windows[&bucket];
        let reset_at = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default()
            .as_secs_f64()
            + reset_after;
        let mut headers = vec![
            ("x-ratelimit-limit".to_owned(), limit.requests.to_string()),
            (
                "x-ratelimit-remaining".to_owned(),
                (limit.requests - window.used).to_string(),
            ),
            ("x-ratelimit-reset".to_owned(), format!("{reset_at:.3}")),
            (
                "x-ratelimit-reset-after".to_owned(),
                format!("{reset_after:.3}"),
            ),
            ("x-ratelimit-bucket".to_owned(), bucket),
        ];
        if over {
            headers.push(("x-ratelimit-scope".to_owned(), "user".to_owned()));
            headers.push(("retry-after".to_owned(), format!("{reset_after:.3}")));
        }
        Some((headers, over.then_some(reset_after)))
    }

    /// Counts a request at `now` in `bucket`, limited by `limit`: whether
    /// it is past the limit (then not counted), and the seconds left in the
    /// bucket's window.
    fn count(&mut self, bucket: String, limit: RateLimit, now: Instant) -> (bool, f64) {
        let window = self.windows.entry(bucket).or_insert(Window {
            started: now,
            used: 0,
        });
        if now.duration_since(window.started) >= limit.per {
            *window = Window {
                started: now,
                used: 0,
            };
        }
        let over = window.used >= limit.requests;
        if !over {
            window.used += 1;
        }
        let reset_after = limit
            .per
            .saturating_sub(now.duration_since(window.started))
            .as_secs_f64();
        (over, reset_after)
    }

    /// The first fault that applies to a request, used up by one.
    fn take_fault(&mut self, method: &str, path: &str) -> Option<Fault> {
        let fault = self.faults.iter_mut().find(|f| f.matches(method, path))?;
        fault.times -= 1;
        Some(fault.clone())
    }
}

pub(crate) struct Shared {
    config: FakeConfig,
    api_base: String,
    gateway_url: String,
    state: Mutex<FakeState>,
    changed: Notify,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, FakeState> {
        // A panicking test thread must not hide the state from the others.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Mutates the state and wakes every waiter.
    fn update<T>(&self, f: impl FnOnce(&mut FakeState) -> T) -> T {
        let out = f(&mut self.lock());
        self.changed.notify_waiters();
        out
    }
}

/// Error of the handle: a wait that timed out, or a misuse.
#[derive(Debug)]
pub struct FakeError(String);

impl fmt::Display for FakeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FakeError {}

/// The running fake. Dropping it stops both servers and all their connections.
pub struct FakeDiscord {
    handle: FakeDiscordHandle,
    tasks: Vec<JoinHandle<()>>,
}

impl FakeDiscord {
    /// Starts with [`FakeConfig::default`].
    pub async fn start() -> std::io::Result<Self> {
        Self::start_with(FakeConfig::default()).await
    }

    /// Binds two ephemeral ports on 127.0.0.1 (REST and gateway) and serves them.
    pub async fn start_with(config: FakeConfig) -> std::io::Result<Self> {
        let http_listener = TcpListener::bind("127.0.0.1:0").await?;
        let gateway_listener = TcpListener::bind("127.0.0.1:0").await?;
        let http_addr = http_listener.local_addr()?;
        let gateway_addr = gateway_listener.local_addr()?;
        let rate_limits = config.rate_limits;
        let shared = Arc::new(Shared {
            config,
            api_base: format!("http://{http_addr}"),
            gateway_url: format!("ws://{gateway_addr}"),
            state: Mutex::new(FakeState {
                rate_limits,
                ..FakeState::default()
            }),
            changed: Notify::new(),
        });
        let tasks = vec![
            tokio::spawn(in_fake(http::serve(http_listener, Arc::clone(&shared)))),
            tokio::spawn(in_fake(gateway::serve(
                gateway_listener,
                Arc::clone(&shared),
            ))),
        ];
        Ok(Self {
            handle: FakeDiscordHandle {
                shared,
                http_addr,
                gateway_addr,
            },
            tasks,
        })
    }

    /// A cheap, clonable handle (for spawned tasks).
    pub fn handle(&self) -> FakeDiscordHandle {
        self.handle.clone()
    }
}

impl Deref for FakeDiscord {
    type Target = FakeDiscordHandle;
    fn deref(&self) -> &FakeDiscordHandle {
        &self.handle
    }
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        // Each accept loop owns its connections in a JoinSet: aborting the loop
        // drops the set, which aborts the connections.
        for task in &self.tasks {
            task.abort();
        }
    }
}

/// Queries, waits and pushes. All waits take a timeout.
#[derive(Clone)]
pub struct FakeDiscordHandle {
    shared: Arc<Shared>,
    http_addr: SocketAddr,
    gateway_addr: SocketAddr,
}

impl FakeDiscordHandle {
    pub fn config(&self) -> &FakeConfig {
        &self.shared.config
    }

    /// Value for `HttpBuilder::proxy`, e.g. `http://127.0.0.1:40123`.
    pub fn api_base(&self) -> &str {
        &self.shared.api_base
    }

    /// What `GET /gateway` returns, e.g. `ws://127.0.0.1:40124`.
    pub fn gateway_url(&self) -> &str {
        &self.shared.gateway_url
    }

    pub fn http_addr(&self) -> SocketAddr {
        self.http_addr
    }

    pub fn gateway_addr(&self) -> SocketAddr {
        self.gateway_addr
    }

    /// Locks the recorded state (don't hold it across an await).
    pub fn state(&self) -> MutexGuard<'_, FakeState> {
        self.shared.lock()
    }

    /// Waits until `f` returns `Some`, re-checking after every change of the
    /// state, for at most `timeout`. The error names `what` and lists the
    /// requests seen so far.
    pub async fn wait_until<T>(
        &self,
        timeout: Duration,
        what: &str,
        mut f: impl FnMut(&FakeState) -> Option<T>,
    ) -> Result<T, FakeError> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            // Register interest before checking, so no notification is lost.
            let notified = self.shared.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(value) = f(&self.shared.lock()) {
                return Ok(value);
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return Err(FakeError(format!(
                    "timed out after {timeout:?} waiting for {what}; {}",
                    self.summary()
                )));
            }
        }
    }

    /// One line per recorded request plus gateway counters, for error messages.
    pub fn summary(&self) -> String {
        let state = self.shared.lock();
        let mut out = format!(
            "gateway: {} connection(s), {} identify, {} ready, {} heartbeat(s), close codes {:?}; requests:",
            state.gateway.connections,
            state.gateway.identifies.len(),
            state.gateway.readies,
            state.gateway.heartbeats,
            state.gateway.close_codes
        );
        for r in &state.requests {
            out.push_str(&format!("\n  {} {} -> {}", r.method, r.path, r.status));
        }
        out
    }

    /// Waits for a READY session (after the bot's IDENTIFY).
    pub async fn wait_for_ready(&self, timeout: Duration) -> Result<(), FakeError> {
        self.wait_until(timeout, "a READY gateway session", |s| {
            s.gateway.is_ready().then_some(())
        })
        .await
    }

    /// Commands registered in `scope` (empty if none).
    pub fn registered_commands(&self, scope: CommandScope) -> Vec<Value> {
        self.state()
            .commands
            .get(&scope)
            .cloned()
            .unwrap_or_default()
    }

    /// Waits until commands are registered in `scope` and returns them.
    pub async fn wait_for_commands(
        &self,
        scope: CommandScope,
        timeout: Duration,
    ) -> Result<Vec<Value>, FakeError> {
        self.wait_until(
            timeout,
            &format!("command registration in {scope:?}"),
            |s| s.commands.get(&scope).cloned(),
        )
        .await
    }

    /// Pushes any gateway dispatch (`op 0`, type `t`, data `d`) to the READY
    /// session of the shard of `d.guild_id` (without one: the first session).
    pub fn send_dispatch(&self, t: &str, d: Value) -> Result<(), FakeError> {
        let state = self.state();
        let session = state
            .gateway
            .session_for(payloads::snowflake(&d["guild_id"]))?;
        session
            .tx
            .send(gateway::Outgoing::Dispatch { t: t.to_owned(), d })
            .map_err(|_| FakeError("the gateway session is closed".into()))
    }

    /// The bot joins `guild`, one of [`FakeConfig::other_guilds`]: from now
    /// on its commands' routes take the bot's requests, and its
    /// `GUILD_CREATE` goes to the session of its shard, as Discord sends it
    /// when a bot is added to a server.
    pub fn join_guild(&self, guild: u64) -> Result<(), FakeError> {
        if !self.config().other_guilds.contains(&guild) {
            return Err(FakeError(format!(
                "guild {guild} is not one of other_guilds"
            )));
        }
        self.shared.update(|s| s.joined_guilds.insert(guild));
        let d = payloads::guild_create_json(self.config(), guild);
        let state = self.state();
        let session = state.gateway.session_for(Some(guild))?;
        session
            .tx
            .send(gateway::Outgoing::Dispatch {
                t: "GUILD_CREATE".to_owned(),
                d,
            })
            .map_err(|_| FakeError("the gateway session is closed".into()))
    }

    /// Pushes a raw gateway payload to every READY session, e.g.
    /// `json!({"op": 7, "d": null})` (RECONNECT: serenity reconnects and
    /// RESUMEs) or `{"op": 9, "d": false}` (INVALID_SESSION).
    pub fn send_gateway_payload(&self, payload: Value) -> Result<(), FakeError> {
        let state = self.state();
        if state.gateway.sessions.is_empty() {
            return Err(FakeError("no READY gateway session to send to".into()));
        }
        for session in state.gateway.sessions.values() {
            session
                .tx
                .send(gateway::Outgoing::Raw(payload.clone()))
                .map_err(|_| FakeError("the gateway session is closed".into()))?;
        }
        Ok(())
    }

    /// Ends every READY session's connection without a close frame, as a
    /// network failure would.
    pub fn drop_gateway_sessions(&self) -> Result<(), FakeError> {
        self.to_every_session(|| gateway::Outgoing::Drop)
    }

    /// Closes every READY session's connection with close code `code`
    /// (4000: Discord's "unknown error, reconnect").
    pub fn close_gateway_sessions(&self, code: u16) -> Result<(), FakeError> {
        self.to_every_session(|| gateway::Outgoing::Close(code))
    }

    /// While `down`, the gateway closes every new connection at once.
    pub fn refuse_gateway(&self, down: bool) {
        self.shared.update(|s| s.gateway.refusing = down);
    }

    fn to_every_session(&self, what: impl Fn() -> gateway::Outgoing) -> Result<(), FakeError> {
        let state = self.state();
        if state.gateway.sessions.is_empty() {
            return Err(FakeError("no READY gateway session to send to".into()));
        }
        for session in state.gateway.sessions.values() {
            session
                .tx
                .send(what())
                .map_err(|_| FakeError("the gateway session is closed".into()))?;
        }
        Ok(())
    }

    /// Pushes an INTERACTION_CREATE and returns the interaction id.
    ///
    /// The JSON is first parsed as serenity's `Interaction`: serenity drops
    /// events it cannot parse with only a log line, so a bad payload would
    /// otherwise show up as a mysterious timeout.
    pub fn send_interaction(&self, interaction: Value) -> Result<u64, FakeError> {
        if let Err(e) = serde_json::from_value::<serenity::all::Interaction>(interaction.clone()) {
            return Err(FakeError(format!(
                "serenity cannot parse this interaction: {e}"
            )));
        }
        let id = payloads::snowflake(&interaction["id"])
            .ok_or_else(|| FakeError("interaction without an id".into()))?;
        let token = interaction["token"].as_str().unwrap_or_default().to_owned();
        let member = interaction["member"].clone();
        let place = payloads::Installs::of(&interaction);
        self.shared.update(|s| {
            if let Some(user) = payloads::snowflake(&member["user"]["id"]) {
                s.members.insert(user, member);
            }
            if place.user_only() {
                s.user_installed.insert(id);
            }
            if !place.bot_is_in() {
                s.unreachable_channels.extend(place.channel);
                s.unreachable_guilds.extend(place.guild);
            }
            s.tokens.insert(token, id);
            s.sent_at.insert(id, Instant::now());
            s.interactions.insert(id, interaction.clone());
        });
        self.send_dispatch("INTERACTION_CREATE", interaction)?;
        Ok(id)
    }

    /// Waits for the bot's callback to interaction `id`.
    pub async fn wait_for_response(
        &self,
        id: u64,
        timeout: Duration,
    ) -> Result<InteractionCallback, FakeError> {
        self.wait_until(timeout, &format!("the callback of interaction {id}"), |s| {
            s.callbacks.get(&id).cloned()
        })
        .await
    }

    /// Makes the tokens of every interaction sent so far `by` older, as if
    /// that time had passed at Discord: their life
    /// ([`FakeConfig::token_lifetime`]) runs out that much sooner. A test
    /// moves the bot's clock (the service's) alike.
    pub fn age_tokens(&self, by: Duration) {
        self.shared.update(|s| {
            let ids: Vec<u64> = s.sent_at.keys().copied().collect();
            for id in ids {
                *s.aged.entry(id).or_default() += by;
            }
        });
    }

    /// Answers the next matching requests with a failure (see [`Fault`]).
    pub fn inject(&self, fault: Fault) {
        self.shared.update(|s| s.faults.push(fault));
    }

    /// Keeps to `limits` from now on (instead of the config's).
    pub fn limit_rates(&self, limits: RateLimits) {
        self.shared.update(|s| {
            s.rate_limits = limits;
            s.windows.clear();
        });
    }

    /// Makes every REST answer come `delay` late.
    pub fn delay_every_request(&self, delay: Duration) {
        self.shared.update(|s| s.delay = delay);
    }

    /// Messages posted with `POST /channels/{id}/messages`.
    pub fn channel_messages(&self) -> Vec<ChannelMessage> {
        self.state().channel_messages.clone()
    }

    /// Waits until at least `n` channel messages were posted; returns them all.
    pub async fn wait_for_channel_messages(
        &self,
        n: usize,
        timeout: Duration,
    ) -> Result<Vec<ChannelMessage>, FakeError> {
        self.wait_until(timeout, &format!("{n} channel message(s)"), |s| {
            (s.channel_messages.len() >= n).then(|| s.channel_messages.clone())
        })
        .await
    }

    /// Waits until the bot edited message `message` of `channel` with
    /// `PATCH /channels/{channel}/messages/{message}`; returns the first
    /// such edit's body.
    pub async fn wait_for_message_edit(
        &self,
        channel: u64,
        message: u64,
        timeout: Duration,
    ) -> Result<Value, FakeError> {
        let path = format!("/channels/{channel}/messages/{message}");
        self.wait_until(timeout, &format!("PATCH {path}"), |s| {
            s.requests
                .iter()
                .find(|r| r.method == "PATCH" && r.path == path)
                .map(|r| r.json.clone().unwrap_or(Value::Null))
        })
        .await
    }

    /// Webhook calls (follow-ups, edits) made with the token of interaction `id`.
    pub fn webhook_calls(&self, id: u64) -> Vec<WebhookCall> {
        let state = self.state();
        state
            .webhook_calls
            .iter()
            .filter(|c| c.interaction_id == Some(id))
            .cloned()
            .collect()
    }

    /// Waits until at least `n` webhook calls were made for interaction `id`.
    pub async fn wait_for_webhook_calls(
        &self,
        id: u64,
        n: usize,
        timeout: Duration,
    ) -> Result<Vec<WebhookCall>, FakeError> {
        self.wait_until(
            timeout,
            &format!("{n} webhook call(s) of interaction {id}"),
            |s| {
                let calls: Vec<_> = s
                    .webhook_calls
                    .iter()
                    .filter(|c| c.interaction_id == Some(id))
                    .cloned()
                    .collect();
                (calls.len() >= n).then_some(calls)
            },
        )
        .await
    }

    /// Waits until the bot closed its gateway connection(s) with a close frame.
    pub async fn wait_for_close(&self, timeout: Duration) -> Result<Vec<u16>, FakeError> {
        self.wait_until(timeout, "a gateway close frame", |s| {
            (!s.gateway.close_codes.is_empty()).then(|| s.gateway.close_codes.clone())
        })
        .await
    }

    fn next_snowflake(&self) -> u64 {
        self.shared.update(FakeState::next_snowflake)
    }

    /// Keeps `bytes` as a file attached to an interaction, served by the
    /// fake as Discord's CDN would: the option to send with a command.
    pub fn attach(&self, option: &str, filename: &str, bytes: &[u8]) -> Opt {
        self.attach_claiming(option, filename, bytes, bytes.len() as u64)
    }

    /// As [`attach`](Self::attach), the attachment claiming `size` bytes
    /// (what Discord says before a byte is fetched).
    pub fn attach_claiming(&self, option: &str, filename: &str, bytes: &[u8], size: u64) -> Opt {
        let id = self.shared.update(|state| {
            let id = state.next_snowflake();
            state.attachments.insert(id, bytes.to_vec());
            id
        });
        Opt::Attachment(
            option.into(),
            json!({
                "id": id.to_string(),
                "filename": filename,
                "size": size,
                "url": format!("{}/attachments/{id}/{filename}", self.api_base()),
                "proxy_url": format!("{}/attachments/{id}/{filename}", self.api_base()),
                "content_type": "text/plain; charset=utf-8",
            }),
        )
    }
}
