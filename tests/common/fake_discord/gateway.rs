//! The fake gateway: a websocket server speaking Discord's gateway protocol
//! (v10, JSON, uncompressed text frames).
//!
//! Sequence: connect -> HELLO (op 10) -> client IDENTIFY (op 2, with its
//! shard `[id, count]`, `[0, 1]` when absent) -> READY (op 0, t=READY) ->
//! dispatches pushed by the test; heartbeats (op 1) are acked with op 11; a
//! close frame from the client is recorded and echoed. A RESUME (op 6) of an
//! earlier session of this fake gets RESUMED (and serves that session's
//! shard again); any other RESUME gets INVALID_SESSION (op 9, not resumable).

use std::sync::Arc;

use super::super::memory::in_fake;
use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio::task::JoinSet;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::handshake::server::{Request, Response};
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

use super::{Session, Shard, Shared, payloads};

/// What a test can push to a session.
#[derive(Debug)]
pub(super) enum Outgoing {
    /// `{"op":0,"s":<next seq>,"t":t,"d":d}`
    Dispatch { t: String, d: Value },
    /// Any payload as is, e.g. `{"op":7,"d":null}` (RECONNECT).
    Raw(Value),
    /// Ends the connection without a close frame, as a network failure does.
    Drop,
    /// Closes the connection with this close code (e.g. 4000, "unknown error").
    Close(u16),
}

pub(super) async fn serve(listener: TcpListener, shared: Arc<Shared>) {
    let mut sessions = JoinSet::new();
    loop {
        while sessions.try_join_next().is_some() {}
        let Ok((stream, _)) = listener.accept().await else {
            continue;
        };
        if shared.update(|s| {
            s.gateway.refused_connections += u32::from(s.gateway.refusing);
            s.gateway.refusing
        }) {
            // Down: the connection is closed before the websocket handshake.
            drop(stream);
            continue;
        }
        let shared = Arc::clone(&shared);
        sessions.spawn(in_fake(async move {
            if let Err(e) = session(stream, &shared).await {
                tracing::debug!("fake gateway session ended: {e}");
            }
        }));
    }
}

fn text(value: &Value) -> Message {
    Message::Text(value.to_string())
}

// The handshake callback's error type is tungstenite's (a whole HTTP response).
#[allow(clippy::result_large_err)]
async fn session(
    stream: TcpStream,
    shared: &Shared,
) -> Result<(), tokio_tungstenite::tungstenite::Error> {
    let mut uri = String::new();
    let ws = tokio_tungstenite::accept_hdr_async(stream, |req: &Request, resp: Response| {
        uri = req.uri().to_string();
        Ok(resp)
    })
    .await?;
    let config = &shared.config;
    let number = shared.update(|s| {
        s.gateway.connections += 1;
        s.gateway.connect_uris.push(uri);
        s.gateway.connections
    });
    let (mut sink, mut incoming) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel::<Outgoing>();
    let mut seq: u64 = 0;

    let interval = u64::try_from(config.heartbeat_interval.as_millis()).unwrap_or(u64::MAX);
    sink.send(text(
        &json!({"op": 10, "d": {"heartbeat_interval": interval}}),
    ))
    .await?;

    loop {
        tokio::select! {
            message = incoming.next() => {
                let payload = match message {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Close(frame))) => {
                        let code = frame.map_or(1005, |f| u16::from(f.code));
                        shared.update(|s| s.gateway.close_codes.push(code));
                        // tungstenite queues the close reply; it is flushed by the next poll.
                        continue;
                    }
                    Some(Ok(_)) => continue, // binary, ping, pong
                    Some(Err(_)) | None => break,
                };
                let Ok(payload) = serde_json::from_str::<Value>(&payload) else { continue };
                match payload["op"].as_u64() {
                    Some(2) => {
                        let d = payload["d"].clone();
                        let token = d["token"].as_str().unwrap_or_default();
                        let good = token == config.token
                            || token.strip_prefix("Bot ") == Some(config.token.as_str());
                        shared.update(|s| s.gateway.identifies.push(d.clone()));
                        if !good {
                            let frame = CloseFrame {
                                code: CloseCode::Library(4004),
                                reason: "Authentication failed.".into(),
                            };
                            sink.send(Message::Close(Some(frame))).await?;
                            continue;
                        }
                        seq += 1;
                        let shard = shard_of_identify(&d);
                        let ready = json!({
                            "op": 0, "s": seq, "t": "READY",
                            "d": payloads::ready_json(config, number, &shared.gateway_url, shard),
                        });
                        sink.send(text(&ready)).await?;
                        let tx = tx.clone();
                        shared.update(|s| {
                            s.gateway.readies += 1;
                            s.gateway.session_shards.insert(number, shard);
                            s.gateway.sessions.insert(shard.id, Session { number, shard, tx });
                        });
                    }
                    Some(1) => {
                        sink.send(text(&json!({"op": 11}))).await?;
                        shared.update(|s| s.gateway.heartbeats += 1);
                    }
                    Some(6) => {
                        // RESUME of a session this fake started: replay nothing, say RESUMED.
                        let d = &payload["d"];
                        let resumed_shard = d["session_id"]
                            .as_str()
                            .and_then(|id| id.strip_prefix("fake-session-"))
                            .and_then(|n| n.parse::<u32>().ok())
                            .filter(|&n| n < number)
                            .and_then(|n| shared.update(|s| s.gateway.session_shards.get(&n).copied()));
                        shared.update(|s| s.gateway.other_ops.push(payload.clone()));
                        let Some(shard) = resumed_shard else {
                            sink.send(text(&json!({"op": 9, "d": false}))).await?;
                            continue;
                        };
                        seq = d["seq"].as_u64().unwrap_or(0) + 1;
                        let resumed = json!({"op": 0, "s": seq, "t": "RESUMED", "d": {}});
                        sink.send(text(&resumed)).await?;
                        let tx = tx.clone();
                        shared.update(|s| {
                            s.gateway.resumes += 1;
                            s.gateway.session_shards.insert(number, shard);
                            s.gateway.sessions.insert(shard.id, Session { number, shard, tx });
                        });
                    }
                    _ => shared.update(|s| s.gateway.other_ops.push(payload.clone())),
                }
            }
            Some(outgoing) = rx.recv() => match outgoing {
                Outgoing::Dispatch { t, d } => {
                    seq += 1;
                    sink.send(text(&json!({"op": 0, "s": seq, "t": t, "d": d}))).await?;
                }
                Outgoing::Raw(payload) => sink.send(text(&payload)).await?,
                Outgoing::Drop => break,
                Outgoing::Close(code) => {
                    let frame = CloseFrame {
                        code: CloseCode::from(code),
                        reason: "closed by the fake".into(),
                    };
                    sink.send(Message::Close(Some(frame))).await?;
                    break;
                }
            },
        }
    }

    shared.update(|s| {
        s.gateway
            .sessions
            .retain(|_, session| session.number != number);
    });
    Ok(())
}

/// The shard an IDENTIFY names (`"shard": [id, count]`), `[0, 1]` without one.
fn shard_of_identify(d: &Value) -> Shard {
    let part = |i: usize| d["shard"][i].as_u64().and_then(|n| u32::try_from(n).ok());
    match (part(0), part(1)) {
        (Some(id), Some(count)) => Shard { id, count },
        _ => Shard { id: 0, count: 1 },
    }
}
