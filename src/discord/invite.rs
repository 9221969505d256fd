//! The bot's invite link: the OAuth2 URL that adds it to a server with the
//! scopes and permissions it needs. Logged once when the first shard is
//! ready (the application id from READY), and printed by `lyngk invite`
//! (the application id asked of Discord with the token, or given) with
//! the link that adds the app to a user's own account.

use std::sync::atomic::{AtomicBool, Ordering};

use poise::serenity_prelude as serenity;
use serenity::{ApplicationId, CreateBotAuthParameters, GuildId, Permissions, Scope};

use super::{BotError, Config, build_http, first_request_error};

/// The scopes of the invite: `bot` makes the bot a member that can post
/// the turn clock's notices and open threads; `applications.commands`
/// lets it register its slash commands.
pub const SCOPES: [Scope; 2] = [Scope::Bot, Scope::ApplicationsCommands];

/// The permissions the bot asks for in a server, each for a reason:
/// replies to commands need none, but the turn clock's warnings and
/// forfeits, tournament posts and a game's start in its thread are
/// ordinary messages with a picture (an embed), and every game is played
/// in a public thread the bot opens.
#[must_use]
pub fn permissions() -> Permissions {
    Permissions::VIEW_CHANNEL
        | Permissions::SEND_MESSAGES
        | Permissions::EMBED_LINKS
        | Permissions::ATTACH_FILES
        | Permissions::CREATE_PUBLIC_THREADS
        | Permissions::SEND_MESSAGES_IN_THREADS
}

/// The invite link of the application `id`: its scopes and permissions,
/// built by serenity.
#[must_use]
pub fn link(id: ApplicationId) -> String {
    CreateBotAuthParameters::new()
        .client_id(id)
        .scopes(&SCOPES)
        .permissions(permissions())
        .build()
}

/// The link that adds the application `id` to a user's own account (its
/// user install: `integration_type=1`, with `applications.commands`, the
/// only scope a user install takes), from where `/lyngk` works in DMs,
/// group DMs and any server. The portal's *Installation* page must have
/// *User Install* on.
#[must_use]
pub fn user_link(id: ApplicationId) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={id}&integration_type=1&scope=applications.commands"
    )
}

/// The invite link of the application `id` with the server `guild`
/// chosen already (who follows it may still pick another). Discord's
/// parameter is `guild_id` (its OAuth2 page, "Bot Auth Parameters");
/// serenity's builder writes `guild`, so it is added here.
#[must_use]
pub fn link_to(id: ApplicationId, guild: GuildId) -> String {
    format!("{}&guild_id={guild}", link(id))
}

/// Asks Discord (or `DISCORD_HTTP_PROXY`) for the application of the
/// token, as the bot's own start-up does, and returns its invite link and
/// its user install link ([`user_link`]).
///
/// # Errors
/// The token is refused (401, [`BotError::BadToken`]) or Discord can't be
/// reached ([`BotError::Unreachable`]).
pub async fn link_from_discord(config: &Config) -> Result<(String, String), BotError> {
    let http = build_http(config);
    let app = http
        .get_current_application_info()
        .await
        .map_err(|e| first_request_error(&e))?;
    Ok((link(app.id), user_link(app.id)))
}

/// Logs the invite link once, at the first READY of any shard of this
/// process.
#[derive(Default)]
pub(super) struct LogInvite {
    logged: AtomicBool,
}

#[serenity::async_trait]
impl serenity::EventHandler for LogInvite {
    async fn ready(&self, _ctx: serenity::Context, ready: serenity::Ready) {
        if !self.logged.swap(true, Ordering::SeqCst) {
            tracing::info!("invite link: {}", link(ready.application.id));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_names_the_application_both_scopes_and_the_permissions() {
        let url = link(ApplicationId::new(1_000_000_000_000_000_001));
        assert_eq!(
            url,
            "https://discord.com/api/oauth2/authorize?client_id=1000000000000000001\
             &scope=bot+applications.commands&permissions=309237697536"
        );
        // The sum of the six permissions the documentation lists with
        // their reasons.
        assert_eq!(
            permissions().bits(),
            1024 + 2048 + 16_384 + 32_768 + 34_359_738_368 + 274_877_906_944
        );
        assert!(!permissions().administrator());
    }

    #[test]
    fn the_link_to_a_server_chooses_it() {
        let app = ApplicationId::new(1_000_000_000_000_000_001);
        let url = link_to(app, GuildId::new(2_000_000_000_000_000_001));
        assert_eq!(url, format!("{}&guild_id=2000000000000000001", link(app)));
    }
}
