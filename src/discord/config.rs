//! The bot's configuration: a plain struct that tests build directly, and
//! [`Config::from_env`] for the binary (the process environment, which `main`
//! first fills from `.env`).

use std::time::Duration;

/// Where the database lives when `DATABASE_URL` is unset (created on first start).
pub const DEFAULT_DATABASE_URL: &str = "sqlite://lyngk.db";

/// How often the turn clock is checked: well under the shortest turn limit
/// (a minute), and one cheap query when nothing is due.
pub const DEFAULT_TICK_INTERVAL: Duration = Duration::from_secs(15);

/// How long a command may run before its answer is deferred: half of
/// Discord's three seconds, so the deferral itself still arrives in time.
pub const DEFAULT_DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Everything the bot needs to start. Its `Debug` hides the token.
#[derive(Clone)]
pub struct Config {
    /// The bot token from the Discord developer portal (`DISCORD_TOKEN`).
    pub token: String,
    /// `sqlite://path` of the database (`DATABASE_URL`).
    pub database_url: String,
    /// Register the commands in this guild only (instant) instead of globally
    /// (`DISCORD_GUILD_ID`).
    pub guild_id: Option<u64>,
    /// Send every REST call to this base URL instead of `https://discord.com`,
    /// e.g. `http://127.0.0.1:3000` for twilight-http-proxy, with serenity's own
    /// rate limiter off since the proxy does the limiting (`DISCORD_HTTP_PROXY`).
    pub http_proxy: Option<String>,
    /// Period of the turn clock (warnings and forfeits).
    pub tick_interval: Duration,
    /// A command not answered by then is deferred (Discord allows 3 s).
    pub defer_after: Duration,
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
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"<hidden>")
            .field("database_url", &self.database_url)
            .field("guild_id", &self.guild_id)
            .field("http_proxy", &self.http_proxy)
            .field("tick_interval", &self.tick_interval)
            .field("defer_after", &self.defer_after)
            .finish()
    }
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
        }
    }

    /// Refuses values no bot can start with (for configurations built in
    /// code; [`Config::from_env`] checks them already).
    ///
    /// # Errors
    /// A guild id of 0.
    pub fn check(&self) -> Result<(), ConfigError> {
        if self.guild_id == Some(0) {
            return Err(ConfigError::ZeroGuildId);
        }
        Ok(())
    }

    /// Reads the process environment.
    ///
    /// # Errors
    /// A missing or empty `DISCORD_TOKEN`, a non-numeric or zero
    /// `DISCORD_GUILD_ID`, or a `DISCORD_HTTP_PROXY` that is not an HTTP URL.
    pub fn from_env() -> Result<Self, ConfigError> {
        Self::from_lookup(|name| std::env::var(name).ok())
    }

    /// Like [`Config::from_env`], from any lookup (empty values count as unset).
    ///
    /// # Errors
    /// See [`Config::from_env`].
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Self, ConfigError> {
        let get = |name: &str| {
            lookup(name)
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
        };
        let token = get("DISCORD_TOKEN").ok_or(ConfigError::MissingToken)?;
        let mut config = Self::new(token);
        if let Some(url) = get("DATABASE_URL") {
            config.database_url = url;
        }
        if let Some(id) = get("DISCORD_GUILD_ID") {
            let parsed = id
                .parse()
                .map_err(|_| ConfigError::BadGuildId(id.clone()))?;
            config.guild_id = Some(parsed);
        }
        config.check()?;
        if let Some(proxy) = get("DISCORD_HTTP_PROXY") {
            if !(proxy.starts_with("http://") || proxy.starts_with("https://")) {
                return Err(ConfigError::BadProxy(proxy));
            }
            config.http_proxy = Some(proxy.trim_end_matches('/').to_owned());
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
        assert_eq!(config.guild_id, Some(123));
        assert_eq!(config.http_proxy.as_deref(), Some("http://127.0.0.1:3000"));
    }

    #[test]
    fn debug_output_hides_the_token() {
        let shown = format!("{:?}", Config::new("very-secret"));
        assert!(!shown.contains("very-secret"), "{shown}");
        assert!(shown.contains("sqlite://lyngk.db"), "{shown}");
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
        let mut config = Config::new("t");
        config.guild_id = Some(0);
        assert_eq!(config.check(), Err(ConfigError::ZeroGuildId));
        let err = Config::from_lookup(env(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_HTTP_PROXY", "127.0.0.1:3000"),
        ]))
        .unwrap_err();
        assert_eq!(err, ConfigError::BadProxy("127.0.0.1:3000".into()));
    }
}
