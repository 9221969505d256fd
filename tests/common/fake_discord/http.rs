//! The fake REST API: a minimal HTTP/1.1 server (keep-alive, Content-Length
//! or chunked bodies) and the routes a poise bot uses.
//!
//! Hand-written on purpose: enabling hyper's `server` feature would change the
//! feature set of hyper, and so rebuild reqwest, serenity and poise a second
//! time for the tests.

use std::sync::Arc;
use std::time::Instant;

use super::super::memory::in_fake;
use serde_json::{Value, json};
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinSet;

use super::payloads::{message_json, snowflake};
use super::{
    ChannelMessage, CommandScope, FakeState, FakeThread, InteractionCallback, RecordedRequest,
    Shared, UploadedFile, WebhookCall, WebhookTarget, limits, multipart,
};

const MAX_HEAD: usize = 64 * 1024;
const MAX_BODY: usize = 32 * 1024 * 1024;

pub(super) async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    let mut connections = JoinSet::new();
    loop {
        while connections.try_join_next().is_some() {}
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        let shared = Arc::clone(&shared);
        connections.spawn(in_fake(async move {
            if let Err(e) = connection(stream, &shared).await {
                tracing::debug!("fake REST connection ended: {e}");
            }
        }));
    }
}

struct Head {
    method: String,
    target: String,
    headers: Vec<(String, String)>,
}

impl Head {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

struct Response {
    status: u16,
    body: Option<Value>,
    /// A file's bytes, sent as they are instead of `body` (an attachment).
    raw: Option<Vec<u8>>,
    /// A 429's `Retry-After` (seconds).
    retry_after: Option<f64>,
    /// More headers (a rate-limited route's `X-RateLimit-*`).
    headers: Vec<(String, String)>,
    /// A 429 of the fake's own rate limit.
    rate_limited: bool,
}

fn ok(body: Value) -> Response {
    Response {
        status: 200,
        raw: None,
        body: Some(body),
        retry_after: None,
        headers: Vec::new(),
        rate_limited: false,
    }
}

fn no_content() -> Response {
    Response {
        status: 204,
        raw: None,
        body: None,
        retry_after: None,
        headers: Vec::new(),
        rate_limited: false,
    }
}

fn error(status: u16, code: u64, message: &str) -> Response {
    Response {
        status,
        raw: None,
        body: Some(json!({"message": message, "code": code})),
        retry_after: None,
        headers: Vec::new(),
        rate_limited: false,
    }
}

/// Discord's answer to a body over one of its limits (see [`limits`]).
fn refused(status: u16, body: Value) -> Response {
    Response {
        status,
        raw: None,
        body: Some(body),
        retry_after: None,
        headers: Vec::new(),
        rate_limited: false,
    }
}

/// Checks a body against Discord's limits; `Some` is the refusal.
/// (`RUST_LOG=fake_discord=debug` shows each refusal.)
fn check(result: Result<(), limits::Refusal>) -> Option<Response> {
    result.err().map(|(status, body)| {
        tracing::debug!(target: "fake_discord", "refused over a limit: {body}");
        refused(status, body)
    })
}

/// What the fake answers for an injected [`super::Fault`]: a 429 as Discord
/// words it (no `code`, `retry_after` in the body and the header), other
/// statuses as a gateway in front of Discord would (`502 Bad Gateway`);
/// [`super::Fault::HANG_UP`] is never written (the connection is closed).
fn fault_response(fault: &super::Fault) -> Response {
    if fault.status == 429 {
        Response {
            status: 429,
            raw: None,
            body: Some(json!({
                "message": "You are being rate limited.",
                "retry_after": fault.retry_after,
                "global": false,
            })),
            retry_after: Some(fault.retry_after),
            headers: Vec::new(),
            rate_limited: false,
        }
    } else {
        error(fault.status, 0, "fake: injected failure")
    }
}

/// Discord's answer past a route's rate limit or the global one
/// ([`super::RateLimits`]): `retry_after` seconds until its window ends,
/// with the limit's headers (`X-RateLimit-Global` for the global one).
fn rate_limited(retry_after: f64, headers: Vec<(String, String)>) -> Response {
    let global = headers.iter().any(|(k, _)| k == "x-ratelimit-global");
    Response {
        status: 429,
        raw: None,
        body: Some(json!({
            "message": "You are being rate limited.",
            "retry_after": retry_after,
            "global": global,
        })),
        // Sent among `headers`, with the precision of the body.
        retry_after: None,
        headers,
        rate_limited: true,
    }
}

/// Reads more bytes into `buf`; errors on EOF.
async fn fill(stream: &mut (impl AsyncRead + Unpin), buf: &mut Vec<u8>) -> std::io::Result<()> {
    let mut chunk = [0u8; 16 * 1024];
    let n = stream.read(&mut chunk).await?;
    if n == 0 {
        return Err(std::io::ErrorKind::UnexpectedEof.into());
    }
    buf.extend_from_slice(&chunk[..n]);
    Ok(())
}

fn invalid(msg: &str) -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::InvalidData, msg.to_owned())
}

async fn connection(mut stream: TcpStream, shared: &Shared) -> std::io::Result<()> {
    let mut buf = Vec::new();
    loop {
        // Request line and headers.
        let (head, head_len) = loop {
            let mut headers = [httparse::EMPTY_HEADER; 64];
            let mut req = httparse::Request::new(&mut headers);
            match req.parse(&buf).map_err(|e| invalid(&e.to_string()))? {
                httparse::Status::Complete(len) => {
                    let head = Head {
                        method: req.method.unwrap_or_default().to_owned(),
                        target: req.path.unwrap_or_default().to_owned(),
                        headers: req
                            .headers
                            .iter()
                            .map(|h| (h.name.to_owned(), String::from_utf8_lossy(h.value).into()))
                            .collect(),
                    };
                    break (head, len);
                }
                httparse::Status::Partial if buf.len() > MAX_HEAD => {
                    return Err(invalid("request head too large"));
                }
                httparse::Status::Partial => {
                    if buf.is_empty() {
                        // Idle keep-alive connection: a clean EOF here is normal.
                        let mut chunk = [0u8; 16 * 1024];
                        let n = stream.read(&mut chunk).await?;
                        if n == 0 {
                            return Ok(());
                        }
                        buf.extend_from_slice(&chunk[..n]);
                    } else {
                        fill(&mut stream, &mut buf).await?;
                    }
                }
            }
        };
        buf.drain(..head_len);

        // Body.
        let chunked = head
            .header("transfer-encoding")
            .is_some_and(|v| v.to_ascii_lowercase().contains("chunked"));
        let body = if chunked {
            read_chunked(&mut stream, &mut buf).await?
        } else {
            let len: usize = head
                .header("content-length")
                .map(|v| v.trim().parse().map_err(|_| invalid("bad content-length")))
                .transpose()?
                .unwrap_or(0);
            if len > MAX_BODY {
                return Err(invalid("body too large"));
            }
            while buf.len() < len {
                fill(&mut stream, &mut buf).await?;
            }
            buf.drain(..len).collect()
        };

        let arrived = Instant::now();
        let response = handle(shared, &head, &body, arrived);
        // A slow Discord: the request is taken (and judged, e.g. against an
        // interaction's 3 s) when it arrives, and answered late.
        let delay = shared.lock().delay;
        if !delay.is_zero() {
            tokio::time::sleep(delay).await;
        }
        if response.status == super::Fault::HANG_UP {
            // A network that drops the request: no answer at all.
            return Ok(());
        }
        let close = head
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"));
        write_response(&mut stream, &response, close).await?;
        if close {
            return Ok(());
        }
    }
}

async fn read_chunked(stream: &mut TcpStream, buf: &mut Vec<u8>) -> std::io::Result<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let line_end = loop {
            if let Some(i) = buf.windows(2).position(|w| w == b"\r\n") {
                break i;
            }
            fill(stream, buf).await?;
        };
        let line = String::from_utf8_lossy(&buf[..line_end]).into_owned();
        let size_hex = line.split(';').next().unwrap_or_default().trim();
        let size = usize::from_str_radix(size_hex, 16).map_err(|_| invalid("bad chunk size"))?;
        buf.drain(..line_end + 2);
        if size == 0 {
            // Skip trailers up to the empty line.
            loop {
                let end = loop {
                    if let Some(i) = buf.windows(2).position(|w| w == b"\r\n") {
                        break i;
                    }
                    fill(stream, buf).await?;
                };
                buf.drain(..end + 2);
                if end == 0 {
                    return Ok(body);
                }
            }
        }
        if body.len() + size > MAX_BODY {
            return Err(invalid("body too large"));
        }
        while buf.len() < size + 2 {
            fill(stream, buf).await?;
        }
        body.extend_from_slice(&buf[..size]);
        buf.drain(..size + 2);
    }
}

async fn write_response(
    stream: &mut TcpStream,
    response: &Response,
    close: bool,
) -> std::io::Result<()> {
    let reason = match response.status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        _ => "Unknown",
    };
    let body: Vec<u8> = match &response.raw {
        Some(raw) => raw.clone(),
        None => response
            .body
            .as_ref()
            .map(std::string::ToString::to_string)
            .unwrap_or_default()
            .into_bytes(),
    };
    let mut out = format!("HTTP/1.1 {} {reason}\r\n", response.status);
    if response.raw.is_some() {
        out.push_str("content-type: text/plain; charset=utf-8\r\n");
    } else if response.body.is_some() {
        out.push_str("content-type: application/json\r\n");
    }
    if response.status != 204 {
        out.push_str(&format!("content-length: {}\r\n", body.len()));
    }
    if let Some(seconds) = response.retry_after {
        out.push_str(&format!("retry-after: {seconds}\r\n"));
    }
    for (name, value) in &response.headers {
        out.push_str(&format!("{name}: {value}\r\n"));
    }
    if close {
        out.push_str("connection: close\r\n");
    }
    out.push_str("\r\n");
    let mut out = out.into_bytes();
    out.extend_from_slice(&body);
    stream.write_all(&out).await?;
    stream.flush().await
}

/// Decodes the body, routes the request, records it.
fn handle(shared: &Shared, head: &Head, body: &[u8], arrived: Instant) -> Response {
    let (path, query) = match head.target.split_once('?') {
        Some((p, q)) => (p, Some(q.to_owned())),
        None => (head.target.as_str(), None),
    };
    let path = path.strip_prefix("/api/v10").unwrap_or(path).to_owned();
    let content_type = head.header("content-type").map(str::to_owned);

    let mut json = None;
    let mut files = Vec::new();
    let mut bad_body = false;
    if let Some(boundary) = content_type.as_deref().and_then(multipart::boundary) {
        match multipart::parse(body, &boundary) {
            Some(parts) => {
                json = parts
                    .texts
                    .iter()
                    .find(|(name, _)| name == "payload_json")
                    .and_then(|(_, v)| serde_json::from_str(v).ok());
                files = parts.files;
            }
            None => bad_body = true,
        }
    } else if !body.is_empty() {
        match serde_json::from_slice(body) {
            Ok(v) => json = Some(v),
            Err(_) => bad_body = true,
        }
    }

    let authorization = head.header("authorization").map(str::to_owned);
    let token = &shared.config.token;
    let authorized = authorization
        .as_deref()
        .is_some_and(|a| a == token || a.strip_prefix("Bot ") == Some(token.as_str()));

    // Route and record in one update, so waiters never see half of it.
    let response = shared.update(|state| {
        let fault = state.take_fault(&head.method, &path);
        let limited = if fault.is_none() && authorized {
            state.rate_limit(token, &head.method, &path, arrived)
        } else {
            None
        };
        let mut rate_headers = Vec::new();
        let response = if let Some(fault) = &fault {
            fault_response(fault)
        } else if let Some(rest) = path.strip_prefix("/attachments/") {
            // Discord's CDN: no token, the file as it is.
            attachment(state, rest)
        } else if let Some((headers, Some(retry_after))) = limited {
            rate_limited(retry_after, headers)
        } else if bad_body {
            error(400, 50109, "The request body contains invalid JSON (fake)")
        } else if !authorized {
            error(
                401,
                0,
                "401: Unauthorized (fake: wrong or missing bot token)",
            )
        } else {
            let segments: Vec<&str> = path.trim_matches('/').split('/').collect();
            if let Some((headers, None)) = limited {
                rate_headers = headers;
            }
            route(
                shared,
                state,
                &head.method,
                &segments,
                json.as_ref(),
                &files,
            )
        };
        let mut response = response;
        response.headers.extend(rate_headers);
        let retry_after = response.retry_after.or_else(|| {
            response
                .rate_limited
                .then(|| response.body.as_ref()?.get("retry_after")?.as_f64())
                .flatten()
        });
        let code = response
            .body
            .as_ref()
            .filter(|_| response.status >= 400)
            .and_then(|b| b.get("code"))
            .and_then(Value::as_u64)
            .unwrap_or(0);
        state.requests.push(RecordedRequest {
            method: head.method.clone(),
            path,
            query,
            authorization,
            content_type,
            json,
            files: UploadedFile::recorded(&files, shared.config.keep_file_bytes),
            status: response.status,
            code,
            at: arrived,
            retry_after,
            rate_limited: response.rate_limited,
            global: response.rate_limited
                && response.body.as_ref().is_some_and(|b| b["global"] == true),
        });
        response
    });
    if response.status == 404 {
        tracing::warn!(
            "fake Discord has no route for {} {}",
            head.method,
            head.target
        );
    }
    response
}

/// The file attached as `{id}/{name}`.
fn attachment(state: &FakeState, rest: &str) -> Response {
    let id = rest.split('/').next().and_then(|id| id.parse::<u64>().ok());
    match id.and_then(|id| state.attachments.get(&id)) {
        Some(bytes) => Response {
            raw: Some(bytes.clone()),
            ..ok(Value::Null)
        },
        None => error(404, 0, "404: Not Found (fake: no such attachment)"),
    }
}

fn route(
    shared: &Shared,
    state: &mut FakeState,
    method: &str,
    segments: &[&str],
    json: Option<&Value>,
    files: &[UploadedFile],
) -> Response {
    let config = &shared.config;
    let empty = json!({});
    let body = json.unwrap_or(&empty);
    match (method, segments) {
        // --- start-up ---
        ("GET", ["gateway"]) => ok(json!({"url": shared.gateway_url})),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": shared.gateway_url,
            "shards": config.recommended_shards,
            "session_start_limit": {
                "total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1
            },
        })),
        ("GET", ["users", "@me"]) => ok(config.bot_user.json()),
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => ok(json!({
            "id": config.application_id.to_string(),
            "name": config.bot_user.name,
            "icon": null,
            "description": "fake application",
            "bot_public": false,
            "bot_require_code_grant": false,
            "verify_key": "00",
            "owner": config.owner.json(),
            "team": null,
            "flags": 0,
        })),

        // --- application commands ---
        ("PUT", ["applications", .., "commands"]) if config.reject_commands => {
            error(403, 50001, "Missing Access")
        }
        ("PUT", ["applications", _, "commands"]) => {
            set_commands(state, config.application_id, CommandScope::Global, body)
        }
        ("PUT" | "GET", ["applications", _, "guilds", guild, "commands"])
            if !is_member(config, state, guild) =>
        {
            // Discord keeps a server's commands from an application that is
            // not in it, and a server it knows of none from any.
            if guild
                .parse()
                .is_ok_and(|g: u64| config.other_guilds.contains(&g))
            {
                error(403, 50001, "Missing Access")
            } else {
                error(404, 10004, "Unknown Guild")
            }
        }
        ("PUT", ["applications", _, "guilds", guild, "commands"]) => match guild.parse() {
            Ok(g) => set_commands(state, config.application_id, CommandScope::Guild(g), body),
            Err(_) => error(400, 50035, "Invalid Form Body (fake: guild id)"),
        },
        ("GET", ["applications", _, "commands"]) => ok(state
            .commands
            .get(&CommandScope::Global)
            .cloned()
            .unwrap_or_default()
            .into()),
        ("GET", ["applications", _, "guilds", guild, "commands"]) => {
            let scope = CommandScope::Guild(guild.parse().unwrap_or_default());
            ok(state
                .commands
                .get(&scope)
                .cloned()
                .unwrap_or_default()
                .into())
        }

        // --- interactions ---
        ("POST", ["interactions", id, token, "callback"]) => {
            let Ok(id) = id.parse::<u64>() else {
                return error(404, 10062, "Unknown interaction");
            };
            if state.tokens.get(*token) != Some(&id) {
                return error(404, 10062, "Unknown interaction (fake: id/token mismatch)");
            }
            // Discord forgets an interaction nobody acknowledged in time.
            let after = state
                .sent_at
                .get(&id)
                .map(Instant::elapsed)
                .unwrap_or_default();
            if after > config.callback_deadline {
                tracing::warn!("fake Discord: the callback of {id} came after {after:?}");
                return error(404, 10062, "Unknown interaction");
            }
            if state.callbacks.contains_key(&id) {
                return error(400, 40060, "Interaction has already been acknowledged.");
            }
            let kind = body.get("type").and_then(Value::as_u64).unwrap_or(0);
            let data = body.get("data").cloned().unwrap_or(Value::Null);
            if let Some(refused) = check(limits::interaction_response(body, files.len())) {
                return refused;
            }
            if let Some(refused) =
                beyond_app_permissions(state, Some(id), body.get("data"), files.len())
            {
                return refused;
            }
            // The original response: a new message (4, and the "thinking"
            // message of 5), or the clicked message itself (6, 7).
            let clicked = state
                .interactions
                .get(&id)
                .and_then(|i| snowflake(&i["message"]["id"]));
            let original = match (kind, clicked) {
                (6 | 7, Some(message)) => Some(message),
                (4..=7, _) => Some(state.next_snowflake()),
                _ => None,
            };
            if let Some(message) = original {
                state.original_messages.insert((*token).to_owned(), message);
            }
            state.callbacks.insert(
                id,
                InteractionCallback {
                    interaction_id: id,
                    kind,
                    data,
                    files: UploadedFile::recorded(files, config.keep_file_bytes),
                    after,
                    deferred: false,
                    followups_used: 0,
                },
            );
            no_content()
        }
        (_, ["webhooks", _, token, rest @ ..]) => {
            let target = match rest {
                [] if method == "POST" => WebhookTarget::NewFollowup,
                ["messages", "@original"] => WebhookTarget::Original,
                ["messages", id] => match id.parse() {
                    Ok(id) => WebhookTarget::Message(id),
                    Err(_) => return error(404, 10008, "Unknown Message"),
                },
                _ => return error(404, 0, "404: Not Found (fake)"),
            };
            let interaction_id = state.tokens.get(*token).copied();
            if target == WebhookTarget::NewFollowup
                && let Some(id) = interaction_id
                && state.user_installed.contains(&id)
            {
                let made = state
                    .webhook_calls
                    .iter()
                    .filter(|c| c.interaction_id == Some(id))
                    .filter(|c| c.target == WebhookTarget::NewFollowup)
                    .count();
                if made >= limits::USER_INSTALL_FOLLOWUPS {
                    return error(
                        400,
                        50035,
                        "Maximum number of follow-up messages reached (fake: 5 for an \
                         interaction of a user-installed app not installed in the server)",
                    );
                }
            }
            let expired = interaction_id
                .and_then(|i| state.token_age(i))
                .is_some_and(|age| age > config.token_lifetime);
            if expired {
                return error(401, 50027, "Invalid Webhook Token");
            }
            let limited = match method {
                "POST" => limits::message_create(body, files.len(), &[]),
                "PATCH" => limits::message_edit(body, files.len(), &[]),
                _ => Ok(()),
            };
            if let Some(refused) = check(limited) {
                return refused;
            }
            if matches!(method, "POST" | "PATCH")
                && let Some(refused) =
                    beyond_app_permissions(state, interaction_id, Some(body), files.len())
            {
                return refused;
            }
            let msg_id = match &target {
                WebhookTarget::NewFollowup => state.next_snowflake(),
                WebhookTarget::Original => match state.original_messages.get(*token) {
                    Some(id) => *id,
                    None => return error(404, 10008, "Unknown Message (no original response)"),
                },
                WebhookTarget::Message(id) => *id,
            };
            let original = target == WebhookTarget::Original;
            // GET only reads; others are recorded.
            if method != "GET" {
                state.webhook_calls.push(WebhookCall {
                    method: method.to_owned(),
                    token: (*token).to_owned(),
                    interaction_id,
                    target,
                    json: body.clone(),
                    files: UploadedFile::recorded(files, config.keep_file_bytes),
                });
            }
            if method == "DELETE" {
                if original {
                    state.original_messages.remove(*token);
                }
                return no_content();
            }
            ok(message_json(
                msg_id,
                config.channel_id,
                &config.bot_user,
                body,
                files,
            ))
        }

        // --- where the bot is not: a DM or group DM between users, a
        // server without it (met through a user's install) ---
        (_, ["channels", channel, ..]) if !state.reachable(Some(channel), None) => {
            error(403, 50001, "Missing Access")
        }
        (_, ["guilds", guild, "members" | "channels" | "threads", ..])
            if !state.reachable(None, Some(guild)) =>
        {
            error(403, 50001, "Missing Access")
        }

        // --- direct messages ---
        ("POST", ["users", "@me", "channels"]) => {
            let Some(user) = body.get("recipient_id").and_then(snowflake) else {
                return error(400, 50035, "Invalid Form Body (fake: recipient_id)");
            };
            let channel = match state.dm_channels.get(&user) {
                Some(&c) => c,
                None => {
                    let c = state.next_snowflake();
                    state.dm_channels.insert(user, c);
                    c
                }
            };
            ok(json!({
                "id": channel.to_string(),
                "type": 1,
                "last_message_id": null,
                "recipients": [{
                    "id": user.to_string(),
                    "username": format!("user{user}"),
                    "discriminator": "0",
                    "global_name": null,
                    "avatar": null,
                }],
            }))
        }

        // --- plain channel messages ---
        ("POST", ["channels", channel, "messages"]) => {
            let Some(channel_id) = snowflake(&json!(channel)) else {
                return error(404, 10003, "Unknown Channel");
            };
            let closed = state
                .dm_channels
                .iter()
                .any(|(user, c)| *c == channel_id && config.closed_dms.contains(user));
            if closed {
                return error(403, 50007, "Cannot send messages to this user");
            }
            if let Some(refused) = check(limits::message_create(body, files.len(), &[])) {
                return refused;
            }
            let id = state.next_snowflake();
            state.channel_messages.push(ChannelMessage {
                id,
                channel_id,
                json: body.clone(),
                files: UploadedFile::recorded(files, config.keep_file_bytes),
            });
            ok(message_json(id, channel_id, &config.bot_user, body, files))
        }
        ("PATCH", ["channels", channel, "messages", id]) => {
            let (Some(channel_id), Some(id)) = (snowflake(&json!(channel)), snowflake(&json!(id)))
            else {
                return error(404, 10008, "Unknown Message");
            };
            if let Some(refused) = check(limits::message_edit(body, files.len(), &[])) {
                return refused;
            }
            ok(message_json(id, channel_id, &config.bot_user, body, files))
        }
        ("DELETE", ["channels", _, "messages", _]) => no_content(),

        // --- threads (messages to a thread go to the route above) ---
        (
            "POST",
            ["channels", channel, "threads"] | ["channels", channel, "messages", _, "threads"],
        ) => {
            let Some(parent) = snowflake(&json!(channel)) else {
                return error(404, 10003, "Unknown Channel");
            };
            if config.refuse_threads {
                return error(403, 50013, "Missing Permissions");
            }
            if let Some(refused) = check(limits::thread(body, files.len())) {
                return refused;
            }
            let name = body.get("name").and_then(Value::as_str).unwrap_or_default();
            let kind = body.get("type").and_then(Value::as_u64).unwrap_or(12);
            let id = state.next_snowflake();
            state.threads.push(FakeThread {
                id,
                parent,
                name: name.to_owned(),
                kind,
            });
            ok(json!({
                "id": id.to_string(),
                "type": kind,
                "guild_id": config.guild_id.to_string(),
                "parent_id": parent.to_string(),
                "owner_id": config.bot_user.id.to_string(),
                "name": name,
                "last_message_id": null,
                "rate_limit_per_user": 0,
                "message_count": 0,
                "member_count": 1,
                "thread_metadata": {
                    "archived": false,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": "2024-01-01T00:00:00.000000+00:00",
                    "locked": false,
                },
                "total_message_sent": 0,
            }))
        }

        // --- members (those seen in interactions) ---
        ("GET", ["guilds", _, "members", user]) => {
            match snowflake(&json!(user)).and_then(|u| state.members.get(&u)) {
                Some(member) => ok(member.clone()),
                None => error(404, 10007, "Unknown Member"),
            }
        }

        _ => error(404, 0, "404: Not Found (fake Discord has no such route)"),
    }
}

/// Whether the bot is in the server `guild` (a path segment): one READY
/// lists, or one it joined since.
/// Discord's permission bits a message of an interaction's answer needs:
/// *Embed Links* for an embed, *Attach Files* for a file
/// (<https://discord.com/developers/docs/topics/permissions#permissions-bitwise-permission-flags>).
const EMBED_LINKS: u64 = 1 << 14;
const ATTACH_FILES: u64 = 1 << 15;

/// The refusal of `message` (a response's `data`, a follow-up, an edit)
/// answering `interaction`, when it holds what the app's permissions there
/// do not allow (its `app_permissions`: "Bitwise set of permissions the app
/// has in the source location of the interaction",
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object>):
/// a file without *Attach Files*, an embed without *Embed Links*. Discord
/// answers a message beyond the sender's permissions with 403, code 50013
/// "Missing Permissions"
/// (<https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes>).
fn beyond_app_permissions(
    state: &FakeState,
    interaction: Option<u64>,
    message: Option<&Value>,
    files: usize,
) -> Option<Response> {
    let permissions = interaction
        .and_then(|id| state.interactions.get(&id))
        .and_then(|i| i["app_permissions"].as_str())
        .and_then(|p| p.parse::<u64>().ok())?;
    let embeds = message
        .and_then(|m| m["embeds"].as_array())
        .is_some_and(|e| !e.is_empty());
    let lacking = (files > 0 && permissions & ATTACH_FILES == 0)
        || (embeds && permissions & EMBED_LINKS == 0);
    lacking.then(|| error(403, 50013, "Missing Permissions"))
}

fn is_member(config: &super::FakeConfig, state: &FakeState, guild: &str) -> bool {
    guild.parse().is_ok_and(|g: u64| {
        g == config.guild_id || config.guild_ids.contains(&g) || state.joined_guilds.contains(&g)
    })
}

/// Bulk overwrite (`PUT .../commands`): stores the commands and returns them
/// as Discord does, with ids, application id and version.
fn set_commands(
    state: &mut FakeState,
    application_id: u64,
    scope: CommandScope,
    body: &Value,
) -> Response {
    let Some(commands) = body.as_array() else {
        return error(400, 50035, "Invalid Form Body (fake: expected an array)");
    };
    if let Some(refused) = check(limits::commands(body)) {
        return refused;
    }
    let mut stored = Vec::new();
    for command in commands {
        let mut command = command.clone();
        let id = state.next_snowflake();
        if let Some(obj) = command.as_object_mut() {
            obj.insert("id".into(), json!(id.to_string()));
            obj.insert("application_id".into(), json!(application_id.to_string()));
            obj.insert("version".into(), json!(id.to_string()));
            obj.entry("type").or_insert(json!(1));
            obj.entry("description").or_insert(json!(""));
            if let CommandScope::Guild(g) = scope {
                obj.insert("guild_id".into(), json!(g.to_string()));
            }
        }
        stored.push(command);
    }
    state.commands.insert(scope, stored.clone());
    ok(Value::Array(stored))
}
