//! The optional HTTP listener of `METRICS_ADDR` for operators, with its
//! two pages:
//!
//! * `/healthz`: 200 `ok` when every shard of this process is connected (a
//!   shard that dropped has [`Config::shard_grace`](super::Config) to come
//!   back: [`super::shards`]) and the database answers a `SELECT 1` in
//!   time; else 503 with the reasons, one short line. `lyngk health` (the
//!   Docker image's `HEALTHCHECK`) reads it.
//! * `/metrics`: [`crate::metrics`] in Prometheus' text format.

use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::task::{JoinHandle, JoinSet};

use super::shards::{ShardTracker, ShardView};
use crate::discord::logged::logged;
use crate::metrics::CONTENT_TYPE;
use crate::service::Service;

/// How long a client of the listener may take to send its request.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(5);

/// The bot's health: its shards, its database, its metrics.
pub(super) struct Health {
    service: Arc<Service>,
    shards: Arc<ShardTracker>,
    grace: Duration,
}

impl Health {
    pub(super) fn new(service: Arc<Service>, shards: Arc<ShardTracker>, grace: Duration) -> Health {
        Health {
            service,
            shards,
            grace,
        }
    }

    /// `Ok` with a short note when the bot is healthy, else the reasons.
    async fn check(&self) -> Result<String, String> {
        let mut problems = Vec::new();
        let mut notes = Vec::new();
        let shards = self.shards.views().await;
        if shards.is_empty() {
            problems.push("the gateway is not connected yet".to_owned());
        }
        for (id, view) in shards {
            match view {
                ShardView::Connected => {}
                ShardView::NotYet => problems.push(format!("shard {id} is not connected yet")),
                ShardView::Away(away) if away < self.grace => notes.push(format!(
                    "shard {id} reconnecting ({:.1} s away)",
                    away.as_secs_f64()
                )),
                ShardView::Away(away) => problems.push(format!(
                    "shard {id} has been away from the gateway for {:.0} s",
                    away.as_secs_f64()
                )),
            }
        }
        if let Err(e) = self.service.check_database().await {
            problems.push(e);
        }
        if problems.is_empty() {
            notes.insert(0, "ok".to_owned());
            Ok(notes.join("; "))
        } else {
            Err(problems.join("; "))
        }
    }

    /// `/metrics`' text.
    async fn metrics_text(&self) -> String {
        let mut live = self.service.live_metrics().await;
        live.shards = self
            .shards
            .views()
            .await
            .into_iter()
            .map(|(id, view)| (id, view == ShardView::Connected))
            .collect();
        self.service.metrics().render(&live)
    }
}

/// The HTTP listener; stops when dropped.
pub(super) struct Listener {
    addr: SocketAddr,
    task: JoinHandle<()>,
}

impl Listener {
    /// The address it listens on.
    pub(super) fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        // The accept loop owns its connections: they end with it.
        self.task.abort();
    }
}

/// Listens on `addr` and serves `/healthz` and `/metrics` from `health`.
///
/// # Errors
/// The address can't be bound (in use, not an address of this machine).
pub(super) async fn listen(addr: SocketAddr, health: Arc<Health>) -> std::io::Result<Listener> {
    let listener = TcpListener::bind(addr).await?;
    let addr = listener.local_addr()?;
    let task = tokio::spawn(async move {
        let mut connections = JoinSet::new();
        loop {
            while connections.try_join_next().is_some() {}
            let stream = match listener.accept().await {
                Ok((stream, _)) => stream,
                Err(e) => {
                    // Out of file descriptors, say: wait a little, go on.
                    tracing::warn!(
                        "the metrics listener could not accept a connection: {e}",
                        e = logged(&e)
                    );
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            };
            let health = Arc::clone(&health);
            connections.spawn(async move {
                let serve = hyper::service::service_fn(move |request| {
                    let health = Arc::clone(&health);
                    async move { Ok::<_, Infallible>(respond(&health, &request).await) }
                });
                let served = hyper::server::conn::http1::Builder::new()
                    .timer(TokioTimer::new())
                    .header_read_timeout(REQUEST_TIMEOUT)
                    .keep_alive(false)
                    .serve_connection(TokioIo::new(stream), serve)
                    .await;
                if let Err(e) = served {
                    tracing::debug!("a metrics connection ended: {e}", e = logged(&e));
                }
            });
        }
    });
    Ok(Listener { addr, task })
}

fn text(status: StatusCode, content_type: &str, body: String) -> Response<Full<Bytes>> {
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() = status;
    if let Ok(value) = content_type.parse() {
        response
            .headers_mut()
            .insert(hyper::header::CONTENT_TYPE, value);
    }
    response
}

const PLAIN: &str = "text/plain; charset=utf-8";

async fn respond(health: &Health, request: &Request<Incoming>) -> Response<Full<Bytes>> {
    if !matches!(*request.method(), Method::GET | Method::HEAD) {
        return text(
            StatusCode::METHOD_NOT_ALLOWED,
            PLAIN,
            "only GET and HEAD\n".to_owned(),
        );
    }
    match request.uri().path() {
        "/healthz" => match health.check().await {
            Ok(note) => text(StatusCode::OK, PLAIN, format!("{note}\n")),
            Err(reasons) => {
                tracing::warn!("health check failed: {reasons}");
                text(
                    StatusCode::SERVICE_UNAVAILABLE,
                    PLAIN,
                    format!("{reasons}\n"),
                )
            }
        },
        "/metrics" => text(StatusCode::OK, CONTENT_TYPE, health.metrics_text().await),
        _ => text(
            StatusCode::NOT_FOUND,
            PLAIN,
            "not found: this listener serves /healthz and /metrics\n".to_owned(),
        ),
    }
}
