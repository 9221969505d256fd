//! The bot's configuration: a plain struct that tests build directly, and
//! [`Config::from_env`] for the binary (the process environment, which `main`
//! first fills from `.env`).

use std::net::SocketAddr;
use std::time::Duration;

use crate::ids::GuildId;

/// Where the database lives when `DATABASE_URL` is unset (created on first start).
pub const DEFAULT_DATABASE_URL: &str = "sqlite://lyngk.db";

/// How often the turn clock is checked: well under the shortest turn limit
/// (a minute), and one cheap query when nothing is due.
pub const DEFAULT_TICK_INTERVAL: Duration = Duration::from_secs(15);

/// How long a command may run before its answer is deferred: half of
/// Discord's three seconds, so the deferral itself still arrives in time.
pub const DEFAULT_DEFER_AFTER: Duration = Duration::from_millis(1500);

/// The requests a second the bot sends on the routes Discord counts in its
/// global limit (50 a second per bot), its interactions' responses apart:
/// room is left for what is not paced (the command registration).
pub const DEFAULT_BULK_RATE: u32 = 40;

/// How long a shard may be away from the gateway before the health check
/// (`/healthz`) calls the bot unhealthy: a reconnection normally takes a
/// few seconds.
pub const DEFAULT_SHARD_GRACE: Duration = Duration::from_secs(30);

/// Where `lyngk health` looks when `METRICS_ADDR` is unset (the Docker
/// image's setting).
pub const DEFAULT_METRICS_ADDR: &str = "127.0.0.1:9000";

/// Which gateway shards this process connects. Discord sends each guild's
/// events to one shard (`(guild_id >> 22) % count`), so processes running
/// different ranges of one count share the guilds between them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shards {
    /// As many shards as Discord recommends (`GET /gateway/bot`), all here.
    Auto,
    /// Shards `first..=last` of `count` (`SHARD_COUNT`, `SHARD_RANGE`).
    Range { first: u32, last: u32, count: u32 },
}

impl std::fmt::Display for Shards {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Shards::Auto => f.write_str("as many shards as Discord recommends"),
            Shards::Range { first, last, count } => {
                write!(f, "shards {first}-{last} of {count}")
            }
        }
    }
}

/// How log lines are written on standard error (`LOG_FORMAT`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// One human-readable line per event.
    #[default]
    Text,
    /// One JSON object per line, for log collectors.
    Json,
}

impl LogFormat {
    /// Reads `LOG_FORMAT` from the process environment.
    ///
    /// # Errors
    /// A value other than `text` or `json`.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::parse(std::env::var("LOG_FORMAT").ok().as_deref())
    }

    /// `None` or empty: [`LogFormat::Text`].
    ///
    /// # Errors
    /// A value other than `text` or `json` (any case).
    pub fn parse(value: Option<&str>) -> Result<Self, ConfigError> {
        match value.map(str::trim).unwrap_or_default() {
            "" => Ok(LogFormat::Text),
            v if v.eq_ignore_ascii_case("text") => Ok(LogFormat::Text),
            v if v.eq_ignore_ascii_case("json") => Ok(LogFormat::Json),
            v => Err(ConfigError::BadLogFormat(v.to_owned())),
        }
    }
}

/// The log filter when `RUST_LOG` is unset or empty.
pub const DEFAULT_LOG_FILTER: &str = "info,serenity=warn";

/// The log filter of `RUST_LOG`, in tracing-subscriber's `EnvFilter`
/// syntax, read from the process environment.
///
/// # Errors
/// A value `EnvFilter` can't read.
pub fn log_filter_from_env() -> Result<tracing_subscriber::EnvFilter, ConfigError> {
    log_filter(std::env::var("RUST_LOG").ok().as_deref())
}

/// `RUST_LOG`'s filter; unset, empty or blank: [`DEFAULT_LOG_FILTER`]. An
/// empty value counts as unset here as for every other variable:
/// `EnvFilter` itself reads an empty filter as "nothing", which would turn
/// off every line the bot logs, the invite link included.
///
/// # Errors
/// A value `EnvFilter` can't read (e.g. an unknown level, `lyngk=loud`).
pub fn log_filter(value: Option<&str>) -> Result<tracing_subscriber::EnvFilter, ConfigError> {
    let value = value.map(str::trim).filter(|v| !v.is_empty());
    tracing_subscriber::EnvFilter::builder()
        .parse(value.unwrap_or(DEFAULT_LOG_FILTER))
        .map_err(|e| ConfigError::BadLogFilter {
            value: value.unwrap_or_default().to_owned(),
            why: e.to_string(),
        })
}

/// Everything the bot needs to start. Its `Debug` hides the token and any
/// password in the database URL.
#[derive(Clone)]
pub struct Config {
    /// The bot token from the Discord developer portal (`DISCORD_TOKEN`).
    pub token: String,
    /// `sqlite://path` or `postgres://user:password@host/database` of the
    /// database (`DATABASE_URL`).
    pub database_url: String,
    /// Register the commands in this guild only (instant) instead of globally
    /// (`DISCORD_GUILD_ID`).
    pub guild_id: Option<GuildId>,
    /// Send every REST call to this base URL instead of `https://discord.com`,
    /// e.g. `http://127.0.0.1:3000` for twilight-http-proxy, with serenity's own
    /// rate limiter off since the proxy does the limiting (`DISCORD_HTTP_PROXY`).
    pub http_proxy: Option<String>,
    /// Period of the turn clock (warnings and forfeits).
    pub tick_interval: Duration,
    /// A command not answered by then is deferred (Discord allows 3 s).
    pub defer_after: Duration,
    /// The gateway shards of this process (`SHARD_COUNT`, `SHARD_RANGE`).
    pub shards: Shards,
    /// Serve `/healthz` and `/metrics` over HTTP on this address
    /// (`METRICS_ADDR`); off when `None`. Port 0 takes a free one
    /// ([`super::RunningBot::metrics_addr`] tells which).
    pub metrics_addr: Option<SocketAddr>,
    /// How long a shard may be away before `/healthz` fails.
    pub shard_grace: Duration,
    /// The requests a second of all the processes of the bot's token
    /// together, on the routes Discord counts in its global limit
    /// (`LYNGK_BULK_RATE`); a process running some of the shards takes its
    /// part (its shards out of `SHARD_COUNT`).
    pub bulk_rate: u32,
}

/// A configuration that can't be used; the message says which variable to fix.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    #[error(
        "DISCORD_TOKEN is not set: create a bot in the Discord developer portal and put its token in the environment or in .env"
    )]
    MissingToken,
    #[error("DISCORD_GUILD_ID must be a numeric guild id, not {0:?}")]
    BadGuildId(String),
    #[error(
        "DISCORD_GUILD_ID is 0, which is no guild: set the id of your server (Developer Mode, right-click the server, Copy Server ID), or leave it unset to register the commands globally"
    )]
    ZeroGuildId,
    #[error("DISCORD_HTTP_PROXY must be an http:// or https:// URL, not {0:?}")]
    BadProxy(String),
    #[error("SHARD_COUNT must be a whole number of shards, 1 or more, not {0:?}")]
    BadShardCount(String),
    #[error("SHARD_RANGE must be FIRST-LAST, two shard numbers such as 0-3, not {0:?}")]
    BadShardRange(String),
    #[error(
        "SHARD_RANGE {first}-{last} does not fit in SHARD_COUNT={count}: the shards are numbered 0 to {}",
        count - 1
    )]
    ShardRangeOutsideCount { first: u32, last: u32, count: u32 },
    #[error(
        "SHARD_RANGE needs SHARD_COUNT, the number of shards of all the bot's processes together"
    )]
    ShardRangeWithoutCount,
    #[error("LOG_FORMAT must be text or json, not {0:?}")]
    BadLogFormat(String),
    #[error(
        "RUST_LOG must be a log filter such as info,serenity=warn,lyngk=debug, not {value:?}: {why}"
    )]
    BadLogFilter { value: String, why: String },
    #[error(
        "METRICS_ADDR must be an IP address and a port such as 127.0.0.1:9000 (or [::1]:9000), not {0:?}"
    )]
    BadMetricsAddr(String),
    #[error(
        "LYNGK_BULK_RATE must be a whole number of requests a second, 1 or more (Discord allows a bot 50), not {0:?}"
    )]
    BadBulkRate(String),
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database_url", &without_password(&self.database_url))
            .field("guild_id", &self.guild_id)
            .field("http_proxy", &self.http_proxy)
            .field("tick_interval", &self.tick_interval)
            .field("defer_after", &self.defer_after)
            .field("shards", &self.shards)
            .field("metrics_addr", &self.metrics_addr)
            .field("shard_grace", &self.shard_grace)
            .field("bulk_rate", &self.bulk_rate)
            .finish()
    }
}

/// A variable's value, trimmed; empty counts as unset.
fn value(lookup: impl Fn(&str) -> Option<String>, name: &str) -> Option<String> {
    lookup(name)
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

/// `DISCORD_GUILD_ID`: a server's id, which is never 0.
fn guild_id(id: &str) -> Result<GuildId, ConfigError> {
    let n: u64 = id
        .parse()
        .map_err(|_| ConfigError::BadGuildId(id.to_owned()))?;
    GuildId::of(n).ok_or(ConfigError::ZeroGuildId)
}

/// `DATABASE_URL`, or [`DEFAULT_DATABASE_URL`] when it is unset or empty.
fn database_url(lookup: impl Fn(&str) -> Option<String>) -> String {
    value(lookup, "DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_owned())
}

/// The database the bot uses, from the process environment: for the
/// operator's commands (`lyngk db backup`), which need no token.
#[must_use]
pub fn database_url_from_env() -> String {
    database_url(|name| std::env::var(name).ok())
}

/// `METRICS_ADDR` as an address to listen on or to ask (a host name is
/// refused: the listener binds one address, and `lyngk health` must not
/// depend on DNS).
///
/// # Errors
/// Not an IP address with a port.
pub fn parse_metrics_addr(value: &str) -> Result<SocketAddr, ConfigError> {
    value
        .trim()
        .parse()
        .map_err(|_| ConfigError::BadMetricsAddr(value.trim().to_owned()))
}

/// The address `lyngk health` asks: `METRICS_ADDR` from the process
/// environment, or [`DEFAULT_METRICS_ADDR`] when it is unset or empty.
///
/// # Errors
/// A `METRICS_ADDR` that is not an IP address with a port.
pub fn health_addr_from_env() -> Result<SocketAddr, ConfigError> {
    let set = value(|name| std::env::var(name).ok(), "METRICS_ADDR");
    parse_metrics_addr(set.as_deref().unwrap_or(DEFAULT_METRICS_ADDR))
}

/// `url` with the password of its user info (`user:password@`) masked.
fn without_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let authority = rest.split(['/', '?']).next().unwrap_or_default();
    match authority.rsplit_once('@') {
        Some((user_info, host)) if user_info.contains(':') => {
            let user = user_info.split(':').next().unwrap_or_default();
            let tail = &rest[authority.len()..];
            format!("{scheme}://{user}:***@{host}{tail}")
        }
        _ => url.to_owned(),
    }
}

/// The shards from `SHARD_COUNT` and `SHARD_RANGE` (inclusive, `first-last`).
fn shards(count: Option<String>, range: Option<String>) -> Result<Shards, ConfigError> {
    let Some(count_text) = count else {
        return match range {
            Some(_) => Err(ConfigError::ShardRangeWithoutCount),
            None => Ok(Shards::Auto),
        };
    };
    let count = count_text
        .parse::<u32>()
        .ok()
        .filter(|&n| n > 0)
        .ok_or(ConfigError::BadShardCount(count_text))?;
    let Some(range_text) = range else {
        return Ok(Shards::Range {
            first: 0,
            last: count - 1,
            count,
        });
    };
    let bad = || ConfigError::BadShardRange(range_text.clone());
    let (first, last) = range_text.split_once('-').ok_or_else(bad)?;
    let first: u32 = first.trim().parse().map_err(|_| bad())?;
    let last: u32 = last.trim().parse().map_err(|_| bad())?;
    if first > last {
        return Err(bad());
    }
    if last >= count {
        return Err(ConfigError::ShardRangeOutsideCount { first, last, count });
    }
    Ok(Shards::Range { first, last, count })
}

impl Config {
    /// A configuration with the defaults for everything but the token.
    pub fn new(token: impl Into<String>) -> Self {
        Self {
            token: token.into(),
            database_url: DEFAULT_DATABASE_URL.to_owned(),
            guild_id: None,
            http_proxy: None,
            tick_interval: DEFAULT_TICK_INTERVAL,
            defer_after: DEFAULT_DEFER_AFTER,
            shards: Shards::Auto,
            metrics_addr: None,
            shard_grace: DEFAULT_SHARD_GRACE,
            bulk_rate: DEFAULT_BULK_RATE,
        }
    }

    /// Reads the process environment.
    ///
    /// # Errors
    /// A missing or empty `DISCORD_TOKEN`, a non-numeric or zero
    /// `DISCORD_GUILD_ID`, a `DISCORD_HTTP_PROXY` that is not an HTTP URL, or a
    /// `SHARD_COUNT` / `SHARD_RANGE` that is malformed or inconsistent, a
    /// `METRICS_ADDR` that is not an IP address with a port, or a
    /// `LYNGK_BULK_RATE` that is not a whole number of 1 or more.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Like [`Config::from_env`], from any lookup (empty values count as unset).
    ///
    /// # Errors
    /// See [`Config::from_env`].
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let get = |name: &str| value(&lookup, name);
        let token = get("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let mut config = Self::new(token);
        config.database_url = database_url(&lookup);
        if let Some(id) = get("DISCORD_GUILD_ID") {
            config.guild_id = Some(guild_id(&id)?);
        }
        if let Some(proxy) = get("DISCORD_HTTP_PROXY") {
            if !(proxy.starts_with("http://") || proxy.starts_with("https://")) {
                return Err(ConfigError::BadProxy(proxy));
            }
            config.http_proxy = Some(proxy.trim_end_matches('/').to_owned());
        }
        config.shards = shards(get("SHARD_COUNT"), get("SHARD_RANGE"))?;
        if let Some(addr) = get("METRICS_ADDR") {
            config.metrics_addr = Some(parse_metrics_addr(&addr)?);
        }
        if let Some(rate) = get("LYNGK_BULK_RATE") {
            config.bulk_rate = rate
                .parse()
                .ok()
                .filter(|&n: &u32| n > 0)
                .ok_or(ConfigError::BadBulkRate(rate))?;
        }
        Ok(config)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn token_is_required() {
        assert_eq!(
            Config::from_lookup(env(&[])).unwrap_err(),
            ConfigError::MissingToken
        );
        assert_eq!(
            Config::from_lookup(env(&[("DISCORD_TOKEN", "  ")])).unwrap_err(),
            ConfigError::MissingToken
        );
    }

    #[test]
    fn defaults_and_overrides() {
        let config = Config::from_lookup(env(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(config.token, "t");
        assert_eq!(config.database_url, DEFAULT_DATABASE_URL);
        assert_eq!(config.guild_id, None);
        assert_eq!(config.http_proxy, None);

        let config = Config::from_lookup(env(&[
            ("DISCORD_TOKEN", "t"),
            ("DATABASE_URL", "sqlite:///data/lyngk.db"),
            ("DISCORD_GUILD_ID", "123"),
            ("DISCORD_HTTP_PROXY", "http://127.0.0.1:3000/"),
        ]))
        .unwrap();
        assert_eq!(config.database_url, "sqlite:///data/lyngk.db");
        assert_eq!(config.guild_id, Some(GuildId::new(123)));
        assert_eq!(config.http_proxy.as_deref(), Some("http://127.0.0.1:3000"));
    }

    #[test]
    fn debug_output_hides_the_token() {
        let shown = format!("{:?}", Config::new("very-secret"));
        assert!(!shown.contains("very-secret"), "{shown}");
        assert!(shown.contains("sqlite://lyngk.db"), "{shown}");
    }

    #[test]
    fn debug_output_hides_the_database_password() {
        let mut config = Config::new("t");
        config.database_url = "postgres://lyngk:pa:ss@db:5432/lyngk?sslmode=disable".into();
        let shown = format!("{config:?}");
        assert!(!shown.contains("pa:ss"), "{shown}");
        assert!(
            shown.contains("postgres://lyngk:***@db:5432/lyngk?sslmode=disable"),
            "{shown}"
        );
        for plain in [
            "postgres://db/lyngk",
            "postgres://lyngk@db/x",
            "sqlite://a@b.db",
        ] {
            assert_eq!(without_password(plain), plain);
        }
    }

    #[test]
    fn shards_default_to_discord_s_recommendation() {
        let config = Config::from_lookup(env(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(config.shards, Shards::Auto);
    }

    #[test]
    fn a_shard_count_alone_runs_every_shard() {
        let config =
            Config::from_lookup(env(&[("DISCORD_TOKEN", "t"), ("SHARD_COUNT", "8")])).unwrap();
        let all = Shards::Range {
            first: 0,
            last: 7,
            count: 8,
        };
        assert_eq!(config.shards, all);
        assert_eq!(all.to_string(), "shards 0-7 of 8");
    }

    #[test]
    fn a_shard_range_is_inclusive_and_within_the_count() {
        let with = |count: &'static str, range: &'static str| {
            Config::from_lookup(env(&[
                ("DISCORD_TOKEN", "t"),
                ("SHARD_COUNT", count),
                ("SHARD_RANGE", range),
            ]))
            .map(|c| c.shards)
        };
        assert_eq!(
            with("8", "0-3"),
            Ok(Shards::Range {
                first: 0,
                last: 3,
                count: 8
            })
        );
        assert_eq!(
            with("8", " 7 - 7 "),
            Ok(Shards::Range {
                first: 7,
                last: 7,
                count: 8
            })
        );
        assert_eq!(
            with("8", "4-8"),
            Err(ConfigError::ShardRangeOutsideCount {
                first: 4,
                last: 8,
                count: 8
            })
        );
        let err = with("8", "4-8").unwrap_err().to_string();
        assert!(err.contains("numbered 0 to 7"), "{err}");
        for bad in ["3", "3-", "-3", "a-b", "3-1", "1..3"] {
            assert_eq!(
                with("8", bad),
                Err(ConfigError::BadShardRange(bad.trim().to_owned())),
                "{bad}"
            );
        }
        for bad in ["0", "-1", "x"] {
            assert_eq!(
                with(bad, "0-0"),
                Err(ConfigError::BadShardCount(bad.to_owned()))
            );
        }
        let err = Config::from_lookup(env(&[("DISCORD_TOKEN", "t"), ("SHARD_RANGE", "0-1")]));
        assert_eq!(err.unwrap_err(), ConfigError::ShardRangeWithoutCount);
    }

    #[test]
    fn log_format_is_text_unless_json() {
        assert_eq!(LogFormat::parse(None), Ok(LogFormat::Text));
        assert_eq!(LogFormat::parse(Some(" ")), Ok(LogFormat::Text));
        assert_eq!(LogFormat::parse(Some("text")), Ok(LogFormat::Text));
        assert_eq!(LogFormat::parse(Some("JSON")), Ok(LogFormat::Json));
        assert_eq!(
            LogFormat::parse(Some("xml")),
            Err(ConfigError::BadLogFormat("xml".into()))
        );
    }

    #[test]
    fn an_empty_log_filter_counts_as_unset_and_a_bad_one_is_refused() {
        use tracing_subscriber::EnvFilter;
        use tracing_subscriber::filter::LevelFilter;
        // What EnvFilter itself makes of an empty value: a filter that lets
        // nothing through.
        let nothing = EnvFilter::builder().parse("").unwrap();
        assert_eq!(nothing.max_level_hint(), Some(LevelFilter::OFF));
        let default = log_filter(None).unwrap();
        assert_eq!(
            default.to_string(),
            EnvFilter::new(DEFAULT_LOG_FILTER).to_string()
        );
        assert_eq!(default.max_level_hint(), Some(LevelFilter::INFO));
        // Empty or blank: the default, as when unset.
        for empty in ["", "  "] {
            let filter = log_filter(Some(empty)).unwrap();
            assert_eq!(filter.to_string(), default.to_string(), "{empty:?}");
            assert_eq!(filter.max_level_hint(), Some(LevelFilter::INFO));
        }
        let debug = log_filter(Some(" warn,lyngk=debug ")).unwrap();
        assert_eq!(debug.max_level_hint(), Some(LevelFilter::DEBUG));
        let err = log_filter(Some("info,lyngk=loud")).unwrap_err();
        assert!(
            matches!(&err, ConfigError::BadLogFilter { value, .. } if value == "info,lyngk=loud"),
            "{err:?}"
        );
        assert!(err.to_string().starts_with("RUST_LOG must be"), "{err}");
    }

    #[test]
    fn the_metrics_listener_is_off_unless_an_address_is_given() {
        let config = Config::from_lookup(env(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(config.metrics_addr, None);
        let config = Config::from_lookup(env(&[
            ("DISCORD_TOKEN", "t"),
            ("METRICS_ADDR", " 127.0.0.1:9000 "),
        ]))
        .unwrap();
        assert_eq!(config.metrics_addr, Some(([127, 0, 0, 1], 9000).into()));
        assert_eq!(
            parse_metrics_addr("[::1]:9100").unwrap(),
            "[::1]:9100".parse::<SocketAddr>().unwrap()
        );
        for bad in [
            "9000",
            "localhost:9000",
            "127.0.0.1",
            "127.0.0.1:99999",
            ":9000",
        ] {
            let err = Config::from_lookup(env(&[("DISCORD_TOKEN", "t"), ("METRICS_ADDR", bad)]))
                .unwrap_err();
            assert_eq!(err, ConfigError::BadMetricsAddr(bad.to_owned()));
            assert!(err.to_string().contains("127.0.0.1:9000"), "{err}");
        }
        assert_eq!(
            parse_metrics_addr(DEFAULT_METRICS_ADDR).unwrap(),
            SocketAddr::from(([127, 0, 0, 1], 9000))
        );
    }

    #[test]
    fn bad_values_are_named() {
        let err = Config::from_lookup(env(&[("DISCORD_TOKEN", "t"), ("DISCORD_GUILD_ID", "x")]))
            .unwrap_err();
        assert_eq!(err, ConfigError::BadGuildId("x".into()));
        let err = Config::from_lookup(env(&[("DISCORD_TOKEN", "t"), ("DISCORD_GUILD_ID", "0")]))
            .unwrap_err();
        assert_eq!(err, ConfigError::ZeroGuildId);
        assert!(err.to_string().contains("leave it unset"), "{err}");
        for bad in ["-1", "18446744073709551616", "1 2"] {
            let err =
                Config::from_lookup(env(&[("DISCORD_TOKEN", "t"), ("DISCORD_GUILD_ID", bad)]))
                    .unwrap_err();
            assert_eq!(err, ConfigError::BadGuildId(bad.into()));
        }
        let err = Config::from_lookup(env(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_HTTP_PROXY", "127.0.0.1:3000"),
        ]))
        .unwrap_err();
        assert_eq!(err, ConfigError::BadProxy("127.0.0.1:3000".into()));
    }

    #[test]
    fn the_bulk_rate_is_40_a_second_unless_set_to_a_whole_number() {
        let config = Config::from_lookup(env(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(config.bulk_rate, DEFAULT_BULK_RATE);
        assert_eq!(DEFAULT_BULK_RATE, 40);
        let config =
            Config::from_lookup(env(&[("DISCORD_TOKEN", "t"), ("LYNGK_BULK_RATE", " 25 ")]))
                .unwrap();
        assert_eq!(config.bulk_rate, 25);
        for bad in ["0", "-5", "40.5", "fast"] {
            let err = Config::from_lookup(env(&[("DISCORD_TOKEN", "t"), ("LYNGK_BULK_RATE", bad)]))
                .unwrap_err();
            assert_eq!(err, ConfigError::BadBulkRate(bad.into()));
            assert!(err.to_string().contains("LYNGK_BULK_RATE"), "{err}");
        }
    }
}
