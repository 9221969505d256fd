//! Reading the bot's `/healthz` and `/metrics` (Prometheus' text format)
//! over loopback, and waiting (bounded) for a page to say something.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::Duration;

/// `GET http://addr{path}`: the status and the body.
pub async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    let client = reqwest::Client::builder()
        .no_proxy()
        .timeout(Duration::from_secs(5))
        .build()
        .expect("an HTTP client");
    let response = client
        .get(format!("http://{addr}{path}"))
        .send()
        .await
        .unwrap_or_else(|e| panic!("GET {path}: {e}"));
    let status = response.status().as_u16();
    (status, response.text().await.expect("a body"))
}

/// One scrape of `/metrics`.
#[derive(Clone, Debug)]
pub struct Scrape {
    pub text: String,
    /// Each sample: its name, its labels, its value.
    samples: Vec<(String, BTreeMap<String, String>, f64)>,
}

impl Scrape {
    pub async fn of(addr: SocketAddr) -> Scrape {
        let (status, text) = get(addr, "/metrics").await;
        assert_eq!(status, 200, "{text}");
        Scrape::parse(text)
    }

    pub fn parse(text: String) -> Scrape {
        let samples = text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|line| {
                let (series, value) = line.rsplit_once(' ').expect("a sample and its value");
                let value: f64 = value.parse().expect("a number");
                let (name, labels) = match series.split_once('{') {
                    Some((name, rest)) => {
                        let rest = rest.strip_suffix('}').expect("closed labels");
                        let labels = rest
                            .split("\",")
                            .filter(|p| !p.is_empty())
                            .map(|pair| {
                                let (k, v) = pair.split_once("=\"").expect("a label");
                                (k.to_owned(), v.trim_end_matches('"').to_owned())
                            })
                            .collect();
                        (name.to_owned(), labels)
                    }
                    None => (series.to_owned(), BTreeMap::new()),
                };
                (name, labels, value)
            })
            .collect();
        Scrape { text, samples }
    }

    /// The sum of the samples of `name` whose labels include `labels`
    /// (0 when there is none).
    pub fn sum(&self, name: &str, labels: &[(&str, &str)]) -> f64 {
        self.samples
            .iter()
            .filter(|(n, l, _)| {
                n == name
                    && labels
                        .iter()
                        .all(|(k, v)| l.get(*k).is_some_and(|x| x == v))
            })
            .map(|(_, _, v)| v)
            .sum()
    }

    /// Whether there is any sample of `name`.
    pub fn has(&self, name: &str) -> bool {
        self.samples.iter().any(|(n, _, _)| n == name)
    }
}

/// Scrapes `path` until `f` gives `Some`, at most `timeout` (every 20 ms:
/// what the bot's background tasks record is not announced).
pub async fn wait_for<T>(
    addr: SocketAddr,
    path: &str,
    timeout: Duration,
    what: &str,
    mut f: impl FnMut(u16, &str) -> Option<T>,
) -> T {
    let deadline = tokio::time::Instant::now() + timeout;
    loop {
        let (status, body) = get(addr, path).await;
        if let Some(found) = f(status, &body) {
            return found;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "timed out after {timeout:?} waiting for {what}; {path} says {status}: {body}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
