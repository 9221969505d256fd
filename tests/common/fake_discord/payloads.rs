//! JSON payloads as Discord sends them: users, members, messages and the
//! three kinds of interactions, with every field serenity 0.12 requires.
//!
//! Fields serenity needs that are easy to forget: an interaction's
//! `entitlements` (array) and `attachment_size_limit` (number); a user option's
//! `data.resolved.users[id]` (poise reads the user from there); a component
//! interaction's whole `message`; a member's `roles`, `deaf`, `mute`, `flags`.

use serde_json::{Map, Value, json};

use super::FakeDiscordHandle;

/// The permissions Discord reports in `app_permissions` where the app is
/// used through a user's install only: the channel's `@everyone`
/// permissions as the app may use them in its responses (View Channel,
/// Send Messages, Embed Links, Attach Files, Read Message History, Mention
/// Everyone, Use External Emojis, Add Reactions, Use Application Commands).
/// `app_permissions`: "Bitwise set of permissions the app has in the source
/// location of the interaction",
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object>.
pub const USER_INSTALL_PERMISSIONS: u64 = 2_147_994_688;

/// Where an interaction comes from and which installs authorise it
/// (<https://discord.com/developers/docs/resources/application#installation-context>).
#[derive(Clone, Debug, Default)]
pub struct Installs {
    /// `context`: 0 a server, 1 the bot's DM, 2 a DM or group DM between users.
    pub context: Option<u64>,
    /// `authorizing_integration_owners["0"]`: the server's install (its id
    /// in a server, "0" in the bot's DM).
    pub guild_install: Option<u64>,
    /// `authorizing_integration_owners["1"]`: the user's install.
    pub user_install: Option<u64>,
    pub channel: Option<u64>,
    pub guild: Option<u64>,
}

impl Installs {
    pub fn of(interaction: &Value) -> Installs {
        let owners = &interaction["authorizing_integration_owners"];
        Installs {
            context: interaction["context"].as_u64(),
            guild_install: snowflake(&owners["0"]),
            user_install: snowflake(&owners["1"]),
            channel: snowflake(&interaction["channel_id"]),
            guild: snowflake(&interaction["guild_id"]),
        }
    }

    /// Authorised by a user's install and by no server's.
    pub fn user_only(&self) -> bool {
        self.guild_install.is_none() && self.user_install.is_some()
    }

    /// Whether the bot is in the interaction's channel: its own DM, or a
    /// server that installed it.
    pub fn bot_is_in(&self) -> bool {
        match self.context {
            Some(1) => true,
            Some(2) => false,
            _ => self.guild_install.is_some() || self.user_install.is_none(),
        }
    }
}

/// Any timestamp serenity accepts (RFC 3339).
pub const TIMESTAMP: &str = "2025-01-01T12:00:00.000000+00:00";

/// A Discord user as the fake describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
}

impl FakeUser {
    pub fn new(id: u64, name: &str) -> Self {
        Self {
            id,
            name: name.to_owned(),
            bot: false,
        }
    }

    pub fn bot(id: u64, name: &str) -> Self {
        Self {
            id,
            name: name.to_owned(),
            bot: true,
        }
    }

    /// A user object (`discriminator` "0" = new-style username).
    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": null,
            "bot": self.bot,
            "public_flags": 0,
        })
    }

    /// A guild member object with this user inside.
    pub fn member_json(&self) -> Value {
        let mut member = self.partial_member_json();
        member["user"] = self.json();
        member
    }

    /// A member object without `user`, as in `resolved.members`.
    pub fn partial_member_json(&self) -> Value {
        json!({
            "roles": [],
            "joined_at": TIMESTAMP,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "nick": null,
            "permissions": "2251799813685247",
        })
    }
}

/// An option of a slash-command or autocomplete interaction.
#[derive(Clone, Debug)]
pub enum Opt {
    String(String, String),
    Integer(String, i64),
    Boolean(String, bool),
    /// A user option; the user is also put in `data.resolved`.
    User(String, FakeUser),
    /// The option being typed in an autocomplete interaction (type 3 = string).
    Focused(String, String),
    SubCommand(String, Vec<Opt>),
    SubCommandGroup(String, Vec<Opt>),
    /// An attachment option (type 11): the attachment object, also put in
    /// `data.resolved.attachments` (see `FakeDiscordHandle::attach`).
    Attachment(String, Value),
}

impl Opt {
    pub fn string(name: &str, value: &str) -> Self {
        Self::String(name.into(), value.into())
    }
    pub fn integer(name: &str, value: i64) -> Self {
        Self::Integer(name.into(), value)
    }
    pub fn boolean(name: &str, value: bool) -> Self {
        Self::Boolean(name.into(), value)
    }
    pub fn user(name: &str, user: &FakeUser) -> Self {
        Self::User(name.into(), user.clone())
    }
    pub fn focused(name: &str, partial: &str) -> Self {
        Self::Focused(name.into(), partial.into())
    }
    pub fn sub(name: &str, options: Vec<Opt>) -> Self {
        Self::SubCommand(name.into(), options)
    }
    pub fn group(name: &str, options: Vec<Opt>) -> Self {
        Self::SubCommandGroup(name.into(), options)
    }

    /// Option JSON; users and attachments referenced are added to `users`
    /// and `files`.
    fn to_json(&self, users: &mut Vec<FakeUser>, files: &mut Vec<Value>) -> Value {
        match self {
            Self::String(name, v) => json!({"name": name, "type": 3, "value": v}),
            Self::Integer(name, v) => json!({"name": name, "type": 4, "value": v}),
            Self::Boolean(name, v) => json!({"name": name, "type": 5, "value": v}),
            Self::User(name, user) => {
                users.push(user.clone());
                json!({"name": name, "type": 6, "value": user.id.to_string()})
            }
            Self::Focused(name, v) => {
                json!({"name": name, "type": 3, "value": v, "focused": true})
            }
            Self::SubCommand(name, opts) => {
                let opts: Vec<Value> = opts.iter().map(|o| o.to_json(users, files)).collect();
                json!({"name": name, "type": 1, "options": opts})
            }
            Self::SubCommandGroup(name, opts) => {
                let opts: Vec<Value> = opts.iter().map(|o| o.to_json(users, files)).collect();
                json!({"name": name, "type": 2, "options": opts})
            }
            Self::Attachment(name, file) => {
                files.push(file.clone());
                json!({"name": name, "type": 11, "value": file["id"].clone()})
            }
        }
    }
}

/// Parses a snowflake given as a JSON string or number.
pub fn snowflake(value: &Value) -> Option<u64> {
    match value {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

/// All `custom_id`s found in a `components` array (action rows and nested).
pub fn custom_ids(components: Option<&Value>) -> Vec<String> {
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Array(items) => items.iter().for_each(|i| walk(i, out)),
            Value::Object(map) => {
                if let Some(id) = map.get("custom_id").and_then(Value::as_str) {
                    out.push(id.to_owned());
                }
                if let Some(inner) = map.get("components") {
                    walk(inner, out);
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    if let Some(c) = components {
        walk(c, &mut out);
    }
    out
}

/// A message object authored by `author`, built from a message body the bot
/// sent (`content`, `embeds`, `components`, `flags`, attachments).
pub fn message_json(
    id: u64,
    channel_id: u64,
    author: &FakeUser,
    body: &Value,
    files: &[super::UploadedFile],
) -> Value {
    let attachments: Vec<Value> = files
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let url = format!(
                "https://cdn.fake/attachments/{channel_id}/{id}/{}",
                f.filename
            );
            json!({
                "id": (id + 1 + i as u64).to_string(),
                "filename": f.filename,
                "size": f.data.len(),
                "url": url,
                "proxy_url": url,
                "content_type": f.content_type,
            })
        })
        .collect();
    let field = |name: &str| body.get(name).cloned().filter(|v| !v.is_null());
    json!({
        "id": id.to_string(),
        "channel_id": channel_id.to_string(),
        "author": author.json(),
        "content": field("content").unwrap_or(json!("")),
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": field("embeds").unwrap_or(json!([])),
        "components": field("components").unwrap_or(json!([])),
        "flags": field("flags").unwrap_or(json!(0)),
        "pinned": false,
        "type": 0,
    })
}

/// READY's `d`: the bot user, the guilds (unavailable), the application.
pub fn ready_json(
    config: &super::FakeConfig,
    session: u32,
    gateway_url: &str,
    shard: super::Shard,
) -> Value {
    json!({
        "v": 10,
        "user": config.bot_user.json(),
        // Like Discord, only the guilds of this shard.
        "guilds": config.guild_ids.iter()
            .filter(|&&g| super::Shard::of_guild(g, shard.count) == shard)
            .map(|g| json!({"id": g.to_string(), "unavailable": true}))
            .collect::<Vec<_>>(),
        "session_id": format!("fake-session-{session}"),
        "resume_gateway_url": gateway_url,
        "shard": [shard.id, shard.count],
        "application": {"id": config.application_id.to_string(), "flags": 0},
    })
}

/// `GUILD_CREATE`'s `d` when the bot joins `guild`: the server with every
/// field serenity requires, no channels, no members but the count.
pub fn guild_create_json(config: &super::FakeConfig, guild: u64) -> Value {
    json!({
        "id": guild.to_string(),
        "name": format!("server {guild}"),
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": config.owner.id.to_string(),
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "joined_at": TIMESTAMP,
        "large": false,
        "unavailable": false,
        "member_count": 2,
        "voice_states": [],
        "members": [],
        "channels": [],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    })
}

/// Builders of interaction payloads, using the fake's ids and a fresh
/// interaction id and token each time. The result is plain JSON: adjust it
/// (e.g. `v["locale"] = json!("fr")`) before [`FakeDiscordHandle::send_interaction`].
impl FakeDiscordHandle {
    /// Fields shared by all interaction types, in the configured guild and channel.
    fn interaction_base(&self, kind: u8, user: &FakeUser) -> Map<String, Value> {
        let config = self.config();
        let id = self.next_snowflake();
        let json = json!({
            "id": id.to_string(),
            "application_id": config.application_id.to_string(),
            "type": kind,
            "token": format!("fake-interaction-token-{id}"),
            "version": 1,
            "guild_id": config.guild_id.to_string(),
            "channel_id": config.channel_id.to_string(),
            "channel": {"id": config.channel_id.to_string(), "type": 0, "name": "general"},
            "member": user.member_json(),
            "app_permissions": "2251799813685247",
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": config.guild_id.to_string()},
            "context": 0,
            "attachment_size_limit": 10_485_760,
        });
        match json {
            Value::Object(map) => map,
            _ => unreachable!(),
        }
    }

    fn command_like(&self, kind: u8, user: &FakeUser, name: &str, options: &[Opt]) -> Value {
        let mut users = Vec::new();
        let mut files = Vec::new();
        let options: Vec<Value> = options
            .iter()
            .map(|o| o.to_json(&mut users, &mut files))
            .collect();
        let mut resolved = Map::new();
        if !files.is_empty() {
            let by_id: Map<String, Value> = files
                .iter()
                .map(|f| (f["id"].as_str().unwrap_or_default().to_owned(), f.clone()))
                .collect();
            resolved.insert("attachments".into(), by_id.into());
        }
        if !users.is_empty() {
            let by_id = |f: &dyn Fn(&FakeUser) -> Value| -> Value {
                users
                    .iter()
                    .map(|u| (u.id.to_string(), f(u)))
                    .collect::<Map<_, _>>()
                    .into()
            };
            resolved.insert("users".into(), by_id(&FakeUser::json));
            resolved.insert("members".into(), by_id(&FakeUser::partial_member_json));
        }
        let mut base = self.interaction_base(kind, user);
        base.insert(
            "data".into(),
            json!({
                "id": "6000000000000000001",
                "name": name,
                "type": 1,
                "options": options,
                "resolved": resolved,
                "guild_id": self.config().guild_id.to_string(),
            }),
        );
        Value::Object(base)
    }

    /// A slash command (type 2) `/name ...options` invoked by `user`.
    pub fn command_interaction(&self, user: &FakeUser, name: &str, options: &[Opt]) -> Value {
        self.command_like(2, user, name, options)
    }

    /// An autocomplete request (type 4); one option should be [`Opt::Focused`].
    pub fn autocomplete_interaction(&self, user: &FakeUser, name: &str, options: &[Opt]) -> Value {
        self.command_like(4, user, name, options)
    }

    /// A button click (type 3, component_type 2) on `message` (a message object,
    /// e.g. from [`message_json`]; `None` = a bot message in the configured channel).
    pub fn button_interaction(
        &self,
        user: &FakeUser,
        custom_id: &str,
        message: Option<Value>,
    ) -> Value {
        let config = self.config();
        let message = message.unwrap_or_else(|| {
            let body = json!({
                "content": "",
                "components": [{"type": 1, "components": [
                    {"type": 2, "style": 1, "label": "button", "custom_id": custom_id}
                ]}],
            });
            message_json(
                self.next_snowflake(),
                config.channel_id,
                &config.bot_user,
                &body,
                &[],
            )
        });
        let mut base = self.interaction_base(3, user);
        base.insert(
            "data".into(),
            json!({"custom_id": custom_id, "component_type": 2}),
        );
        base.insert("message".into(), message);
        Value::Object(base)
    }

    /// A choice in a string select menu (type 3, component_type 3) on
    /// `message` (a message object showing the menu), sending `values`.
    pub fn select_interaction(
        &self,
        user: &FakeUser,
        custom_id: &str,
        values: &[&str],
        message: Value,
    ) -> Value {
        let mut base = self.interaction_base(3, user);
        base.insert(
            "data".into(),
            json!({"custom_id": custom_id, "component_type": 3, "values": values}),
        );
        base.insert("message".into(), message);
        Value::Object(base)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::fake_discord::FakeConfig;

    #[test]
    fn ready_parses_as_serenity_ready() {
        let config = FakeConfig::default();
        let shard = crate::common::fake_discord::Shard { id: 0, count: 1 };
        let ready = ready_json(&config, 1, "ws://127.0.0.1:1", shard);
        let ready: serenity::all::Ready = serde_json::from_value(ready).unwrap();
        assert_eq!(ready.user.id.get(), config.bot_user.id);
        assert_eq!(ready.application.id.get(), config.application_id);
        assert_eq!(ready.guilds.len(), 1);
    }

    #[test]
    fn guild_create_parses_as_serenity_guild() {
        let config = FakeConfig::default();
        let guild: serenity::all::Guild =
            serde_json::from_value(guild_create_json(&config, 77)).unwrap();
        assert_eq!(guild.id.get(), 77);
        assert!(!guild.unavailable);
    }

    #[test]
    fn message_parses_as_serenity_message() {
        let config = FakeConfig::default();
        let body = json!({"content": "hi", "components": [{"type": 1, "components": [
            {"type": 2, "style": 1, "label": "b", "custom_id": "x"}]}]});
        let file = crate::common::fake_discord::UploadedFile {
            field: "files[0]".into(),
            filename: "a.png".into(),
            content_type: Some("image/png".into()),
            data: vec![1, 2, 3],
        };
        let msg = message_json(7, config.channel_id, &config.bot_user, &body, &[file]);
        let msg: serenity::all::Message = serde_json::from_value(msg).unwrap();
        assert_eq!(msg.content, "hi");
        assert_eq!(msg.attachments[0].filename, "a.png");
        assert_eq!(msg.components.len(), 1);
    }

    #[test]
    fn member_parses_as_serenity_member() {
        let member: serenity::all::Member =
            serde_json::from_value(FakeUser::new(9, "x").member_json()).unwrap();
        assert_eq!(member.user.name, "x");
    }
}
