//! Who is acting, where, in which language: the [`Actor`] of an
//! interaction (its guild, channel, user and powers, from the member's
//! permissions as Discord reports them with each interaction), the reader's
//! language, and the span every log line of an interaction carries.

use poise::serenity_prelude as serenity;
use serenity::{
    AuthorizingIntegrationOwner, AuthorizingIntegrationOwners, ChannelId, GuildId,
    InteractionContext, Permissions, UserId,
};

use super::Context;
use super::locale::lang_of;
use crate::i18n::Lang;
use crate::service::Actor;

/// Notes the name `user` goes by in `guild` (as `member`, when the
/// interaction says), for the pictures of their games.
pub(crate) fn note_name(
    service: &crate::service::Service,
    guild: Option<GuildId>,
    user: &serenity::User,
    member: Option<&serenity::Member>,
) {
    if let Some(guild) = guild {
        let name = member.map_or_else(|| user.display_name(), |m| m.display_name());
        service.note_name(Some(guild.into()), user.id.into(), name);
    }
}

/// Where the bot may post for an interaction, decided once from the
/// installs that authorised it (its `authorizing_integration_owners`,
/// <https://discord.com/developers/docs/resources/application#installation-context>).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Install {
    /// The server installed the app (or this is the bot's own DM): the bot
    /// is in the channel and may post there, open threads, edit its
    /// messages. Where both the server and the user installed the app,
    /// the server's install is the one used.
    Server,
    /// Only a user's install authorised the interaction (a DM or group DM
    /// between users, a server without the bot): the bot is not in the
    /// channel and answers only through the interaction, its response and
    /// at most five follow-ups.
    User,
}

impl Install {
    /// The install an interaction from `guild` in `context`, authorised by
    /// `owners`, is answered through.
    pub(crate) fn of(
        context: Option<InteractionContext>,
        owners: &AuthorizingIntegrationOwners,
        guild: Option<GuildId>,
    ) -> Install {
        let by_server = owners.0.iter().any(|owner| match owner {
            AuthorizingIntegrationOwner::GuildInstall(Some(g)) => Some(*g) == guild,
            _ => false,
        });
        let by_user = owners
            .0
            .iter()
            .any(|owner| matches!(owner, AuthorizingIntegrationOwner::UserInstall(_)));
        match context {
            // The bot's own DM takes its messages whatever the install.
            Some(InteractionContext::BotDm) => Install::Server,
            Some(InteractionContext::PrivateChannel) => Install::User,
            // In a server, or before Discord said: the server's install
            // unless only a user's authorised it.
            _ if by_server || !by_user => Install::Server,
            _ => Install::User,
        }
    }

    /// Whether the bot may call the channel's own endpoints.
    pub(crate) fn in_channel(self) -> bool {
        self == Install::Server
    }
}

/// The install a command is answered through (a prefix command: the
/// server's).
pub(crate) fn install(ctx: Context<'_>) -> Install {
    match ctx {
        poise::Context::Application(app) => Install::of(
            app.interaction.context,
            &app.interaction.authorizing_integration_owners,
            app.interaction.guild_id,
        ),
        poise::Context::Prefix(_) => Install::Server,
    }
}

/// Who is acting, where, with which powers (from the interaction's member;
/// none outside a guild, such as in a DM with the bot), as if the bot were
/// in the channel ([`Actor::through_interactions_only`] says otherwise).
pub(crate) fn actor_of(
    guild: Option<GuildId>,
    channel: ChannelId,
    user: UserId,
    permissions: Option<Permissions>,
) -> Actor {
    let permissions = permissions.unwrap_or_else(Permissions::empty);
    let administrator = permissions.contains(Permissions::ADMINISTRATOR);
    Actor {
        guild: guild.map(Into::into),
        channel: channel.into(),
        user: user.into(),
        moderator: administrator || permissions.contains(Permissions::MANAGE_MESSAGES),
        admin: administrator || permissions.contains(Permissions::MANAGE_GUILD),
        lang: Lang::En,
        interactions_only: false,
    }
}

/// Tells the service `guild`'s language (the cached guild's preferred
/// locale, else the one its interactions report), in which the pictures
/// posted for everyone there speak.
pub(crate) fn note_guild_lang(
    service: &crate::service::Service,
    cache: &serenity::Cache,
    locales: &super::locale::GuildLocales,
    guild: Option<GuildId>,
) {
    if let Some(guild) = guild {
        let lang = locales.of(cache, Some(guild.into()));
        service.note_guild_lang(guild.into(), lang);
    }
}

/// The actor of a command, noting the guild's language and the caller's
/// display name (for the pictures of their games) on the way.
pub(super) fn actor(ctx: Context<'_>) -> Actor {
    let permissions = match ctx {
        poise::Context::Application(app) => {
            ctx.data()
                .guild_locales
                .note(ctx.guild_id(), app.interaction.guild_locale.as_deref());
            note_guild_lang(
                &ctx.data().service,
                ctx.cache(),
                &ctx.data().guild_locales,
                ctx.guild_id(),
            );
            note_name(
                &ctx.data().service,
                ctx.guild_id(),
                ctx.author(),
                app.interaction.member.as_deref(),
            );
            app.interaction.member.as_ref().and_then(|m| m.permissions)
        }
        poise::Context::Prefix(_) => None,
    };
    actor_of(
        ctx.guild_id(),
        ctx.channel_id(),
        ctx.author().id,
        permissions,
    )
    .reading(lang(ctx))
    .through_interactions_only(!install(ctx).in_channel())
}

/// The language of the user behind a command.
pub(crate) fn lang(ctx: Context<'_>) -> Lang {
    ctx.locale().map_or(Lang::En, lang_of)
}

/// The span of one interaction: every log line inside it carries its
/// guild (0 outside one), its channel, the gateway shard that received it,
/// what was asked (a command's name, a button's id) and, once the answer
/// names one, the game it is about.
pub(super) fn interaction_span(
    guild: Option<GuildId>,
    channel: ChannelId,
    shard: u32,
    what: &str,
) -> tracing::Span {
    tracing::info_span!(
        "interaction",
        guild = guild.map(GuildId::get),
        channel = channel.get(),
        shard,
        what,
        game = tracing::field::Empty
    )
}

/// The span of a command.
pub(super) fn command_span(ctx: Context<'_>) -> tracing::Span {
    interaction_span(
        ctx.guild_id(),
        ctx.channel_id(),
        ctx.serenity_context().shard_id.0,
        &ctx.command().qualified_name,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permissions_make_moderators_and_admins() {
        let ids = |perms| {
            actor_of(
                Some(GuildId::from(1)),
                serenity::ChannelId::from(2),
                serenity::UserId::from(3),
                perms,
            )
        };
        let plain = ids(Some(Permissions::SEND_MESSAGES));
        assert!(!plain.moderator && !plain.admin);
        let moderator = ids(Some(Permissions::MANAGE_MESSAGES));
        assert!(moderator.moderator && !moderator.admin);
        let admin = ids(Some(Permissions::MANAGE_GUILD));
        assert!(admin.admin && !admin.moderator);
        let owner = ids(Some(Permissions::ADMINISTRATOR));
        assert!(owner.admin && owner.moderator);
        assert!(!ids(None).moderator);
        // In a DM with the bot: no guild, no powers.
        let dm = actor_of(
            None,
            serenity::ChannelId::from(2),
            serenity::UserId::from(3),
            None,
        );
        assert!(dm.guild.is_none() && !dm.moderator && !dm.admin);
    }

    #[test]
    fn the_servers_install_is_used_where_it_authorised_the_interaction() {
        use AuthorizingIntegrationOwner::{GuildInstall, UserInstall};
        let guild = GuildId::from(5);
        let user = UserInstall(UserId::from(3));
        let owners = |list: Vec<AuthorizingIntegrationOwner>| AuthorizingIntegrationOwners(list);
        let in_server = Some(InteractionContext::Guild);
        let server = owners(vec![GuildInstall(Some(guild))]);
        assert_eq!(
            Install::of(in_server, &server, Some(guild)),
            Install::Server
        );
        let both = owners(vec![GuildInstall(Some(guild)), user.clone()]);
        assert_eq!(Install::of(in_server, &both, Some(guild)), Install::Server);
        let only_user = owners(vec![user.clone()]);
        assert_eq!(
            Install::of(in_server, &only_user, Some(guild)),
            Install::User
        );
        // Another server's install does not make the bot a member here.
        let other = owners(vec![GuildInstall(Some(GuildId::from(6))), user.clone()]);
        assert_eq!(Install::of(in_server, &other, Some(guild)), Install::User);
        let private = Some(InteractionContext::PrivateChannel);
        assert_eq!(Install::of(private, &only_user, None), Install::User);
        let bot_dm = Some(InteractionContext::BotDm);
        assert_eq!(Install::of(bot_dm, &only_user, None), Install::Server);
        assert_eq!(
            Install::of(bot_dm, &owners(vec![GuildInstall(None)]), None),
            Install::Server
        );
        assert_eq!(
            Install::of(None, &owners(vec![]), Some(guild)),
            Install::Server
        );
    }
}
