//! `lyngk health`: asks a running bot's `/healthz` (on `METRICS_ADDR`) and
//! says whether it is healthy, for Docker's `HEALTHCHECK` and compose's
//! `healthcheck` (the slim image has no curl). The exit code is the
//! contract: 0 healthy, 1 anything else (unhealthy, no answer, no listener).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;

/// How long `lyngk health` waits for the whole answer.
pub const TIMEOUT: Duration = Duration::from_secs(3);

/// The address to ask for a listener on `addr`: itself, or loopback when it
/// listens on every address (`0.0.0.0`, `::`).
#[must_use]
pub fn loopback_for(addr: SocketAddr) -> SocketAddr {
    match addr.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => (Ipv4Addr::LOCALHOST, addr.port()).into(),
        IpAddr::V6(ip) if ip.is_unspecified() => (Ipv6Addr::LOCALHOST, addr.port()).into(),
        _ => addr,
    }
}

/// Asks `http://addr/healthz`, at most `timeout`.
///
/// # Errors
/// The bot is not healthy (its reasons), or did not answer (why not).
pub async fn check(addr: SocketAddr, timeout: Duration) -> Result<String, String> {
    let addr = loopback_for(addr);
    let url = format!("http://{addr}/healthz");
    let client = reqwest::Client::builder()
        .no_proxy()
        .timeout(timeout)
        .build()
        .map_err(|e| format!("cannot make an HTTP client: {e}"))?;
    let response = client.get(&url).send().await.map_err(|e| {
        let why = if e.is_timeout() {
            format!("no answer within {timeout:?}")
        } else if e.is_connect() {
            "nothing answers there (is the bot running, with METRICS_ADDR set?)".to_owned()
        } else {
            e.to_string()
        };
        format!("{url}: {why}")
    })?;
    let status = response.status();
    let body = response
        .text()
        .await
        .map_err(|e| format!("{url}: the answer could not be read: {e}"))?;
    let reason = body.trim().to_owned();
    if status.is_success() {
        Ok(reason)
    } else {
        Err(format!("unhealthy ({}): {reason}", status.as_u16()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_listener_on_every_address_is_asked_on_loopback() {
        let ask = |a: &str| loopback_for(a.parse().unwrap()).to_string();
        assert_eq!(ask("0.0.0.0:9000"), "127.0.0.1:9000");
        assert_eq!(ask("[::]:9000"), "[::1]:9000");
        assert_eq!(ask("10.1.2.3:9100"), "10.1.2.3:9100");
    }
}
