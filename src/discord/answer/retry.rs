//! Trying again what must be seen: which failed REST calls are worth
//! another try and after how long ([`Retry`]: a 5xx, a timeout, a failed
//! connection, a 429 while serenity's rate limiter is off), the nonce that
//! keeps a retried message from being shown twice, and a channel message
//! sent by hand ([`raw`]) to read a 429's `retry_after`, and when an
//! answer its own route failed may still go in the channel
//! ([`channel_may_take`]). The executor ([`super::effects`]) does the
//! trying, and the tally ([`super::tally`]) for an interaction's response
//! within its 3 s ([`RESPONSE_WINDOW`]).

use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use serenity::{HttpError, Nonce};

use crate::metrics::RestFailure;

/// How many times a post that must be seen is tried.
pub const ATTEMPTS: u32 = 4;
/// The wait before the second try; it doubles before each next one.
const FIRST_WAIT: Duration = Duration::from_millis(500);

/// The longest `retry_after` waited for; a longer one keeps the message.
pub(in crate::discord) const LONGEST_RETRY_AFTER: Duration = Duration::from_secs(30);

/// The wait before try `attempt + 1` after a failure worth retrying.
pub(in crate::discord) fn backoff(attempt: u32) -> Duration {
    FIRST_WAIT * 2u32.saturating_pow(attempt.saturating_sub(1))
}

/// A failed REST call that may be worth trying again.
pub trait Retry: std::error::Error {
    /// How long to wait before trying again, if it is worth trying:
    /// Discord's side failed (5xx), the call timed out, never connected or
    /// lost its connection before the answer, or Discord limited the rate
    /// while serenity's limiter is off.
    /// `attempt` is the number of tries so far (1 after the first).
    fn retry_wait(&self, attempt: u32, limiter_off: bool) -> Option<Duration>;

    /// Why the call failed, for the metrics.
    fn failure(&self) -> Option<RestFailure>;

    /// Whether Discord refused the call for good: a 4xx other than 429
    /// (the same call would be refused again), or serenity refused to send
    /// it (a message over Discord's limits). Never worth another try, now
    /// or later.
    fn refused(&self) -> bool;
}

/// A status Discord gives to a request it will refuse again.
fn refusing(status: u16) -> bool {
    (400..500).contains(&status) && status != 429
}

/// Why a request of the client failed.
pub(in crate::discord) fn reqwest_failure(error: &reqwest::Error) -> RestFailure {
    if error.is_timeout() {
        RestFailure::Timeout
    } else if error.is_connect() {
        RestFailure::Connect
    } else if let Some(status) = error.status() {
        RestFailure::Status(status.as_u16())
    } else {
        RestFailure::Other
    }
}

impl Retry for serenity::Error {
    fn failure(&self) -> Option<RestFailure> {
        match self {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
                Some(RestFailure::Status(r.status_code.as_u16()))
            }
            serenity::Error::Http(HttpError::Request(e)) => Some(reqwest_failure(e)),
            serenity::Error::Http(_) => Some(RestFailure::Other),
            _ => None,
        }
    }

    fn refused(&self) -> bool {
        match self {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
                refusing(r.status_code.as_u16())
            }
            serenity::Error::Model(_) => true,
            _ => false,
        }
    }

    fn retry_wait(&self, attempt: u32, limiter_off: bool) -> Option<Duration> {
        match self {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
                let status = r.status_code.as_u16();
                // serenity keeps neither a 429's body nor its headers (a
                // channel message is sent by [`raw`] to read them): wait at
                // least a second.
                if status == 429 && limiter_off {
                    Some(backoff(attempt).max(Duration::from_secs(1)))
                } else {
                    (status >= 500).then(|| backoff(attempt))
                }
            }
            // Timed out, never connected, or the connection closed before
            // the answer came (the call may have been taken: a message
            // shown twice rather than never, as with a 5xx).
            serenity::Error::Http(HttpError::Request(e))
                if e.is_timeout() || e.is_connect() || e.is_request() =>
            {
                Some(backoff(attempt))
            }
            _ => None,
        }
    }
}

/// Whether an answer that an interaction's own route (its response, a
/// follow-up, an edit of the response) failed to post may still go as a
/// message in the channel: Discord's side or the network failed (worth
/// trying elsewhere once the route's own tries are spent), or Discord no
/// longer knows the interaction (404: never acknowledged, or gone; 401: a
/// token past its 15 minutes). Any other refusal (a 400 for a message
/// Discord won't take, a 403) would be refused in the channel too.
pub(in crate::discord) fn channel_may_take(error: &serenity::Error) -> bool {
    if error.retry_wait(1, true).is_some() {
        return true;
    }
    matches!(
        error,
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r))
            if matches!(r.status_code.as_u16(), 401 | 404)
    )
}

/// How long after an interaction reached the bot its response (or
/// deferral) may still be tried again: Discord takes it within 3 s of the
/// interaction, which took a moment to arrive.
pub(in crate::discord) const RESPONSE_WINDOW: Duration = Duration::from_millis(2500);

/// The wait between two tries of a response.
pub(in crate::discord) const RESPONSE_WAIT: Duration = Duration::from_millis(200);

/// A nonce no other message of this process has: Discord keeps the first
/// message sent with it (for a few minutes) and answers a retry with it.
pub(in crate::discord) fn nonce() -> Nonce {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let since = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_micros());
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    // Discord takes at most 25 characters.
    Nonce::String(format!("{:013x}{n:08x}", since & 0x1f_ffff_ffff_ffff))
}

/// A channel message sent with serenity's request type and client settings
/// but read by hand: when serenity's rate limiter is off (behind
/// `DISCORD_HTTP_PROXY`), its error for a 429 keeps neither the body nor
/// the headers, so Discord's `retry_after` would be lost.
pub(in crate::discord) mod raw {
    use std::fmt;
    use std::sync::LazyLock;
    use std::time::Duration;

    use poise::serenity_prelude as serenity;
    use serenity::{
        ChannelId, CreateAttachment, CreateMessage, CreateThread, GuildChannel, Http, LightMethod,
        Message, Multipart, MultipartUpload, Request, Route,
    };

    use super::{LONGEST_RETRY_AFTER, Retry, backoff, reqwest_failure};
    use crate::discord::REST_TIMEOUT;
    use crate::metrics::RestFailure;

    /// The client of these sends (serenity's own is private to it).
    static CLIENT: LazyLock<reqwest::Client> = LazyLock::new(|| {
        reqwest::Client::builder()
            .use_rustls_tls()
            .no_proxy()
            .timeout(REST_TIMEOUT)
            .connect_timeout(Duration::from_secs(10))
            .build()
            .unwrap_or_default()
    });

    /// Why a send failed.
    #[derive(Debug)]
    pub enum Failure {
        Serenity(serenity::Error),
        Request(reqwest::Error),
        /// Discord answered `status` (`retry_after` for a 429).
        Status {
            status: u16,
            retry_after: Option<Duration>,
            body: String,
        },
    }

    impl From<serenity::Error> for Failure {
        fn from(e: serenity::Error) -> Failure {
            Failure::Serenity(e)
        }
    }

    impl From<reqwest::Error> for Failure {
        fn from(e: reqwest::Error) -> Failure {
            Failure::Request(e)
        }
    }

    impl fmt::Display for Failure {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                Failure::Serenity(e) => write!(f, "{e}"),
                Failure::Request(e) => write!(f, "{e}"),
                Failure::Status {
                    status,
                    retry_after: Some(wait),
                    ..
                } => write!(f, "Discord answered {status} (retry after {wait:?})"),
                Failure::Status { status, body, .. } => {
                    write!(f, "Discord answered {status}: {body}")
                }
            }
        }
    }

    impl std::error::Error for Failure {
        fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
            match self {
                Failure::Serenity(e) => Some(e),
                Failure::Request(e) => Some(e),
                Failure::Status { .. } => None,
            }
        }
    }

    /// Discord's code for a channel the bot may not see: it is not in it
    /// (a DM or group DM between users, a server without the bot).
    const MISSING_ACCESS: u64 = 50001;

    /// The `code` of a Discord error body (`{"message": …, "code": N}`).
    fn code_of(body: &str) -> Option<u64> {
        let (_, after) = body.split_once("\"code\"")?;
        let digits: String = after
            .trim_start_matches([' ', ':'])
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().ok()
    }

    #[test]
    fn a_refusals_code_is_read_from_its_body() {
        assert_eq!(
            code_of(r#"{"message": "Missing Access", "code": 50001}"#),
            Some(50001)
        );
        assert_eq!(code_of(r#"{"code":50007,"message":"x"}"#), Some(50007));
        assert_eq!(code_of("upstream failure"), None);
    }

    impl Failure {
        /// Whether Discord refused because the bot is not in the channel
        /// (403, code 50001 "Missing Access").
        pub fn missing_access(&self) -> bool {
            match self {
                Failure::Serenity(serenity::Error::Http(
                    serenity::HttpError::UnsuccessfulRequest(r),
                )) => {
                    r.status_code.as_u16() == 403
                        && u64::try_from(r.error.code) == Ok(MISSING_ACCESS)
                }
                Failure::Status {
                    status: 403, body, ..
                } => code_of(body) == Some(MISSING_ACCESS),
                _ => false,
            }
        }
    }

    impl Retry for Failure {
        fn failure(&self) -> Option<RestFailure> {
            match self {
                Failure::Serenity(e) => e.failure(),
                Failure::Request(e) => Some(reqwest_failure(e)),
                Failure::Status { status, .. } => Some(RestFailure::Status(*status)),
            }
        }

        fn refused(&self) -> bool {
            match self {
                Failure::Serenity(e) => e.refused(),
                Failure::Request(_) => false,
                Failure::Status { status, .. } => super::refusing(*status),
            }
        }

        fn retry_wait(&self, attempt: u32, limiter_off: bool) -> Option<Duration> {
            match self {
                Failure::Serenity(e) => e.retry_wait(attempt, limiter_off),
                Failure::Request(e) => (e.is_timeout() || e.is_connect()).then(|| backoff(attempt)),
                Failure::Status {
                    status: 429,
                    retry_after,
                    ..
                } => match retry_after {
                    Some(wait) => (*wait <= LONGEST_RETRY_AFTER).then_some(*wait),
                    None => Some(backoff(attempt).max(Duration::from_secs(1))),
                },
                Failure::Status { status, .. } => (*status >= 500).then(|| backoff(attempt)),
            }
        }
    }

    /// Posts `message` (with `file`, which its payload describes) in `channel`.
    pub async fn send_message(
        http: &Http,
        channel: ChannelId,
        message: CreateMessage,
        file: Option<CreateAttachment>,
    ) -> Result<Message, Failure> {
        let payload = serenity::json::to_string(&message)?;
        let route = Route::ChannelMessages {
            channel_id: channel,
        };
        let request = match file {
            None => Request::new(route, LightMethod::Post).body(Some(payload.into_bytes())),
            Some(file) => Request::new(route, LightMethod::Post).multipart(Some(Multipart {
                upload: MultipartUpload::Attachments(vec![file]),
                payload_json: Some(payload),
                fields: Vec::new(),
            })),
        };
        let bytes = execute(http, request).await?;
        Ok(serenity::json::from_slice(&bytes)?)
    }

    /// Makes a public thread named `name` in `channel` (a thread without a
    /// message, as [`ChannelId::create_thread`] makes it).
    pub async fn create_thread(
        http: &Http,
        channel: ChannelId,
        thread: CreateThread<'_>,
    ) -> Result<GuildChannel, Failure> {
        let payload = serenity::json::to_vec(&thread)?;
        let route = Route::ChannelThreads {
            channel_id: channel,
        };
        let request = Request::new(route, LightMethod::Post).body(Some(payload));
        let bytes = execute(http, request).await?;
        Ok(serenity::json::from_slice(&bytes)?)
    }

    /// Sends `request` and reads Discord's answer: its body, or why not
    /// (a 429's `retry_after` read from its body or header).
    async fn execute(http: &Http, request: Request<'_>) -> Result<Vec<u8>, Failure> {
        let built = request
            .build(&CLIENT, http.token(), http.proxy.as_deref())?
            .build()?;
        let response = CLIENT.execute(built).await?;
        let status = response.status().as_u16();
        let header = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok());
        let bytes = response.bytes().await?;
        if (200..300).contains(&status) {
            return Ok(bytes.to_vec());
        }
        let body = String::from_utf8_lossy(&bytes).into_owned();
        // Discord gives it in the body (seconds, with a fraction) and in
        // the header; the body's is the precise one.
        let in_body = serenity::json::from_str::<serenity::json::Value>(body.as_str())
            .ok()
            .and_then(|v| v.get("retry_after").and_then(serenity::json::Value::as_f64));
        let retry_after = in_body
            .or(header)
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map(Duration::from_secs_f64);
        Err(Failure::Status {
            status,
            retry_after,
            body,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::Retry;
    use super::raw::Failure;

    fn status(status: u16) -> Failure {
        Failure::Status {
            status,
            retry_after: (status == 429).then_some(Duration::from_secs(1)),
            body: String::new(),
        }
    }

    #[test]
    fn a_4xx_other_than_429_is_refused_for_good_and_never_tried_again() {
        for s in [400, 401, 403, 404, 413] {
            assert!(status(s).refused(), "{s}");
            assert_eq!(status(s).retry_wait(1, true), None, "{s}");
        }
        for s in [429, 500, 502, 503, 504] {
            assert!(!status(s).refused(), "{s}");
            assert!(status(s).retry_wait(1, true).is_some(), "{s}");
        }
    }
}
