//! Discord's documented limits on what a bot sends, checked the way Discord
//! checks them: a body that breaks one is refused with 400 and
//! `{"code": 50035, "message": "Invalid Form Body", "errors": {...}}`, the
//! errors naming each field by its path (array items by index), as in
//! <https://discord.com/developers/docs/reference#error-messages>; a message
//! with nothing to show is refused with 50006 "Cannot send an empty message"
//! (<https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes>).
//!
//! Every number below comes from the page cited next to it. The inner error
//! codes (`BASE_TYPE_MAX_LENGTH`…) follow Discord's wording; the tests hold
//! the status, the code and the field path.

use serde_json::{Map, Value, json};

/// Follow-ups of an interaction made through a user's install only:
/// "Apps are limited to 5 followup messages per interaction if it was
/// initiated from a user-installed app and isn't installed in the server",
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages>.
pub const USER_INSTALL_FOLLOWUPS: usize = 5;

/// Message content: "Message contents (up to 2000 characters)",
/// <https://discord.com/developers/docs/resources/message#create-message-jsonform-params>.
pub const CONTENT_LIMIT: usize = 2000;

/// The `IS_COMPONENTS_V2` message flag: such a message holds components only
/// (<https://discord.com/developers/docs/resources/message#message-object-message-flags>).
const IS_COMPONENTS_V2: u64 = 1 << 15;

/// Discord's available locales,
/// <https://discord.com/developers/docs/reference#locales>.
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// A refusal: the status and Discord's JSON body.
pub type Refusal = (u16, Value);

/// The field errors found so far, each at its path.
#[derive(Default)]
struct Errors(Vec<(Vec<String>, &'static str, String)>);

impl Errors {
    fn add(&mut self, path: &[String], code: &'static str, message: String) {
        self.0.push((path.to_vec(), code, message));
    }

    /// `value` (a string, or an array counted by items) at most `max` long.
    fn max_len(&mut self, path: &[String], len: usize, max: usize) {
        if len > max {
            self.add(
                path,
                "BASE_TYPE_MAX_LENGTH",
                format!("Must be {max} or fewer in length."),
            );
        }
    }

    /// A length between `min` and `max`, both included.
    fn bad_len(&mut self, path: &[String], len: usize, min: usize, max: usize) {
        if len < min || len > max {
            self.add(
                path,
                "BASE_TYPE_BAD_LENGTH",
                format!("Must be between {min} and {max} in length."),
            );
        }
    }

    fn into_refusal(self) -> Result<(), Refusal> {
        if self.0.is_empty() {
            return Ok(());
        }
        let mut errors = Value::Object(Map::new());
        for (path, code, message) in self.0 {
            let mut at = &mut errors;
            for key in &path {
                at = at
                    .as_object_mut()
                    .expect("an object")
                    .entry(key.clone())
                    .or_insert_with(|| json!({}));
            }
            let list = at
                .as_object_mut()
                .expect("an object")
                .entry("_errors")
                .or_insert_with(|| json!([]));
            list.as_array_mut()
                .expect("an array")
                .push(json!({"code": code, "message": message}));
        }
        Err((
            400,
            json!({"code": 50035, "message": "Invalid Form Body", "errors": errors}),
        ))
    }
}

fn path(base: &[String], more: &[&str]) -> Vec<String> {
    let mut p = base.to_vec();
    p.extend(more.iter().map(|s| (*s).to_owned()));
    p
}

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

fn items(v: &Value) -> &[Value] {
    v.as_array().map_or(&[], Vec::as_slice)
}

fn empty_message() -> Refusal {
    (
        400,
        json!({"code": 50006, "message": "Cannot send an empty message"}),
    )
}

/// Is this field absent, null, `""` or `[]`?
fn blank(v: Option<&Value>) -> bool {
    match v {
        None | Some(Value::Null) => true,
        Some(Value::String(s)) => s.is_empty(),
        Some(Value::Array(a)) => a.is_empty(),
        Some(_) => false,
    }
}

/// Is this field present and emptied (null, `""` or `[]`)?
fn emptied(v: Option<&Value>) -> bool {
    v.is_some() && blank(v)
}

/// A new message: a channel message, an interaction's response (type 4) or
/// follow-up, a forum thread's first message. "At least one of `content`,
/// `embeds`, `sticker_ids`, `components`, `files[n]`, `poll`…is required",
/// <https://discord.com/developers/docs/resources/message#create-message-jsonform-params>.
pub fn message_create(body: &Value, files: usize, at: &[String]) -> Result<(), Refusal> {
    message_fields(body, at)?;
    let has = |k: &str| !blank(body.get(k));
    let something = files > 0
        || ["content", "embeds", "components", "sticker_ids", "poll"]
            .iter()
            .any(|k| has(k))
        || body.get("message_reference").is_some_and(|r| !r.is_null());
    if something {
        Ok(())
    } else {
        Err(empty_message())
    }
}

/// An edit (channel message, webhook message, response type 7): refused as
/// empty when it takes away everything the message could show. The fake does
/// not keep each message's present state, so an edit counts as emptying only
/// when it empties content, embeds, components and attachments itself.
/// <https://discord.com/developers/docs/resources/message#edit-message>.
pub fn message_edit(body: &Value, files: usize, at: &[String]) -> Result<(), Refusal> {
    message_fields(body, at)?;
    let emptying = files == 0
        && ["content", "embeds", "components", "attachments"]
            .iter()
            .all(|k| emptied(body.get(*k)));
    if emptying {
        Err(empty_message())
    } else {
        Ok(())
    }
}

/// The fields of a message body, wherever it is sent.
fn message_fields(body: &Value, at: &[String]) -> Result<(), Refusal> {
    let mut e = Errors::default();
    // Content: up to 2000 characters,
    // https://discord.com/developers/docs/resources/message#create-message-jsonform-params
    e.max_len(
        &path(at, &["content"]),
        chars(&body["content"]),
        CONTENT_LIMIT,
    );
    // Allowed mentions: "Array of user ids to mention, max 100" (roles too),
    // https://discord.com/developers/docs/resources/message#allowed-mentions-object
    for list in ["users", "roles"] {
        e.max_len(
            &path(at, &["allowed_mentions", list]),
            items(&body["allowed_mentions"][list]).len(),
            100,
        );
    }
    embeds(&mut e, &body["embeds"], &path(at, &["embeds"]));
    let v2 = body["flags"].as_u64().unwrap_or(0) & IS_COMPONENTS_V2 != 0;
    components(&mut e, &body["components"], &path(at, &["components"]), v2);
    e.into_refusal()
}

/// Embeds: "Up to 10 `rich` embeds (up to 6000 characters)" and the table
/// of embed limits (measured after trimming), with the 6000-character sum of
/// title, description, field names and values, footer text and author name
/// over all embeds,
/// <https://discord.com/developers/docs/resources/message#embed-object-embed-limits>.
fn embeds(e: &mut Errors, embeds: &Value, at: &[String]) {
    let list = items(embeds);
    e.max_len(at, list.len(), 10);
    let trimmed = |v: &Value| v.as_str().map_or(0, |s| s.trim().chars().count());
    let mut total = 0;
    for (i, embed) in list.iter().enumerate() {
        let i = i.to_string();
        let here = path(at, &[&i]);
        for (keys, max) in [
            (&["title"][..], 256),
            (&["description"][..], 4096),
            (&["footer", "text"][..], 2048),
            (&["author", "name"][..], 256),
        ] {
            let v = keys.iter().fold(embed, |v, k| &v[*k]);
            total += trimmed(v);
            e.max_len(&path(&here, keys), trimmed(v), max);
        }
        let fields = items(&embed["fields"]);
        e.max_len(&path(&here, &["fields"]), fields.len(), 25);
        for (j, field) in fields.iter().enumerate() {
            let j = j.to_string();
            total += trimmed(&field["name"]) + trimmed(&field["value"]);
            e.max_len(
                &path(&here, &["fields", &j, "name"]),
                trimmed(&field["name"]),
                256,
            );
            e.max_len(
                &path(&here, &["fields", &j, "value"]),
                trimmed(&field["value"]),
                1024,
            );
        }
    }
    if total > 6000 {
        e.add(
            at,
            "MAX_EMBED_SIZE_EXCEEDED",
            "Embed size exceeds maximum size of 6000".into(),
        );
    }
}

/// Select menus: string (3), user (5), role (6), mentionable (7), channel (8),
/// <https://discord.com/developers/docs/components/reference#component-object-component-types>.
fn is_select(kind: u64) -> bool {
    matches!(kind, 3 | 5..=8)
}

/// Components of a legacy message: "Legacy messages allow up to 5 action rows
/// as top-level components"; a row holds "Up to 5 interactive button
/// components or a single select component"; `custom_id` "1-100 characters";
/// a button's label "max 80 characters"; a string select's options "max 25",
/// each label, value and description "max 100 characters"; a select's
/// placeholder "max 150 characters",
/// <https://discord.com/developers/docs/components/reference>.
fn components(e: &mut Errors, components: &Value, at: &[String], v2: bool) {
    let rows = items(components);
    if !v2 {
        e.max_len(at, rows.len(), 5);
    }
    for (i, row) in rows.iter().enumerate() {
        let i = i.to_string();
        let here = path(at, &[&i]);
        if row["type"].as_u64() == Some(1) {
            let children = items(&row["components"]);
            let inner = path(&here, &["components"]);
            e.max_len(&inner, children.len(), 5);
            let selects = children
                .iter()
                .filter(|c| is_select(c["type"].as_u64().unwrap_or(0)))
                .count();
            if selects > 0 && children.len() > 1 {
                e.add(
                    &inner,
                    "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                    "The specified component exceeds the maximum width".into(),
                );
            }
            for (j, child) in children.iter().enumerate() {
                component(e, child, &path(&inner, &[&j.to_string()]));
            }
        } else {
            component(e, row, &here);
        }
    }
}

fn component(e: &mut Errors, c: &Value, at: &[String]) {
    let kind = c["type"].as_u64().unwrap_or(0);
    // Link (5) and premium (6) buttons carry no custom_id.
    let needs_id = match kind {
        2 => !matches!(c["style"].as_u64(), Some(5 | 6)),
        _ => is_select(kind) || c.get("custom_id").is_some(),
    };
    if needs_id {
        e.bad_len(&path(at, &["custom_id"]), chars(&c["custom_id"]), 1, 100);
    }
    if kind == 2 {
        e.max_len(&path(at, &["label"]), chars(&c["label"]), 80);
    }
    if is_select(kind) {
        e.max_len(&path(at, &["placeholder"]), chars(&c["placeholder"]), 150);
    }
    if kind == 3 {
        let options = items(&c["options"]);
        e.max_len(&path(at, &["options"]), options.len(), 25);
        for (k, option) in options.iter().enumerate() {
            let k = k.to_string();
            for (key, max) in [("label", 100), ("value", 100), ("description", 100)] {
                e.max_len(&path(at, &["options", &k, key]), chars(&option[key]), max);
            }
        }
    }
}

/// An interaction's response,
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object>:
/// a new message (4), an edit of the clicked message (7), or autocomplete
/// choices (8, "max of 25 choices", each a choice of
/// <https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure>:
/// name 1-100 characters, a string value up to 100).
pub fn interaction_response(body: &Value, files: usize) -> Result<(), Refusal> {
    let data = &body["data"];
    let at = ["data".to_owned()];
    match body["type"].as_u64() {
        Some(4) => message_create(data, files, &at),
        Some(7) => message_edit(data, files, &at),
        Some(8) => {
            let mut e = Errors::default();
            let choices = items(&data["choices"]);
            e.max_len(&path(&at, &["choices"]), choices.len(), 25);
            for (i, choice) in choices.iter().enumerate() {
                choice_fields(&mut e, choice, &path(&at, &["choices", &i.to_string()]));
            }
            e.into_refusal()
        }
        _ => Ok(()),
    }
}

fn choice_fields(e: &mut Errors, choice: &Value, at: &[String]) {
    e.bad_len(&path(at, &["name"]), chars(&choice["name"]), 1, 100);
    if choice["value"].is_string() {
        e.max_len(&path(at, &["value"]), chars(&choice["value"]), 100);
    }
}

/// A new thread: "1-100 character channel name",
/// <https://discord.com/developers/docs/resources/channel#start-thread-without-message>;
/// a forum thread's first message is a message like any other
/// (<https://discord.com/developers/docs/resources/channel#start-thread-in-forum-or-media-channel>).
pub fn thread(body: &Value, files: usize) -> Result<(), Refusal> {
    let mut e = Errors::default();
    e.bad_len(&["name".to_owned()], chars(&body["name"]), 1, 100);
    e.into_refusal()?;
    match body.get("message") {
        Some(message) if message.is_object() => {
            message_create(message, files, &["message".to_owned()])
        }
        _ => Ok(()),
    }
}

/// A name of a `CHAT_INPUT` command or option: the regex
/// `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, lowercase wherever a
/// lowercase variant exists,
/// <https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming>.
/// (Without a regex crate: letters and numbers by Rust's Unicode tables, the
/// Devanagari and Thai blocks for their marks.)
fn valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=32).contains(&count)
        && name.chars().all(|c| {
            let allowed = matches!(c, '-' | '_' | '\'')
                || c.is_alphabetic()
                || c.is_numeric()
                || ('\u{0900}'..='\u{097F}').contains(&c)
                || ('\u{A8E0}'..='\u{A8FF}').contains(&c)
                || ('\u{0E00}'..='\u{0E7F}').contains(&c);
            allowed && c.to_lowercase().eq(std::iter::once(c))
        })
}

/// `name` and `name_localizations` of a command or option.
fn names(e: &mut Errors, v: &Value, at: &[String], chat_input: bool) {
    let check = |e: &mut Errors, name: &Value, at: &[String]| {
        let s = name.as_str().unwrap_or_default();
        if chat_input {
            if !valid_name(s) {
                e.add(
                    at,
                    "APPLICATION_COMMAND_INVALID_NAME",
                    "Command name is invalid".into(),
                );
            }
        } else {
            e.bad_len(at, s.chars().count(), 1, 32);
        }
    };
    check(e, &v["name"], &path(at, &["name"]));
    localized(
        e,
        &v["name_localizations"],
        &path(at, &["name_localizations"]),
        |e, value, at| check(e, value, at),
    );
}

/// `description` and `description_localizations`: 1-100 characters.
fn descriptions(e: &mut Errors, v: &Value, at: &[String]) {
    e.bad_len(
        &path(at, &["description"]),
        chars(&v["description"]),
        1,
        100,
    );
    localized(
        e,
        &v["description_localizations"],
        &path(at, &["description_localizations"]),
        |e, value, at| e.bad_len(at, chars(value), 1, 100),
    );
}

/// A localisation dictionary: "dictionary with keys in available locales",
/// <https://discord.com/developers/docs/reference#locales>.
fn localized(
    e: &mut Errors,
    map: &Value,
    at: &[String],
    mut value: impl FnMut(&mut Errors, &Value, &[String]),
) {
    let Some(map) = map.as_object() else {
        return;
    };
    for (locale, v) in map {
        let here = path(at, &[locale]);
        if LOCALES.contains(&locale.as_str()) {
            value(e, v, &here);
        } else {
            e.add(
                &here,
                "BASE_TYPE_CHOICES",
                format!("Value must be one of {LOCALES:?}."),
            );
        }
    }
}

/// The longest of a field and its localisations, in characters: what the
/// size limit counts.
fn longest(v: &Value, key: &str) -> usize {
    let base = chars(&v[key]);
    v[format!("{key}_localizations")]
        .as_object()
        .map_or(base, |m| m.values().map(chars).fold(base, usize::max))
}

/// Options of a command or a subcommand (group): "max of 25", each with a
/// 1-32 name, a 1-100 description and "max 25" choices; "Required `options`
/// must be listed before optional options",
/// <https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure>.
/// Returns the size the options add to the command.
fn options(e: &mut Errors, list: &Value, at: &[String]) -> usize {
    let list = items(list);
    e.max_len(at, list.len(), 25);
    let mut size = 0;
    let mut optional_seen = false;
    for (i, option) in list.iter().enumerate() {
        let here = path(at, &[&i.to_string()]);
        names(e, option, &here, true);
        descriptions(e, option, &here);
        size += longest(option, "name") + longest(option, "description");
        let kind = option["type"].as_u64().unwrap_or(0);
        if matches!(kind, 1 | 2) {
            size += options(e, &option["options"], &path(&here, &["options"]));
            continue;
        }
        let required = option["required"].as_bool().unwrap_or(false);
        if required && optional_seen {
            e.add(
                &here,
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options".into(),
            );
        }
        optional_seen |= !required;
        let choices = items(&option["choices"]);
        e.max_len(&path(&here, &["choices"]), choices.len(), 25);
        for (j, choice) in choices.iter().enumerate() {
            let there = path(&here, &["choices", &j.to_string()]);
            choice_fields(e, choice, &there);
            localized(
                e,
                &choice["name_localizations"],
                &path(&there, &["name_localizations"]),
                |e, value, at| e.bad_len(at, chars(value), 1, 100),
            );
            size += longest(choice, "name") + chars(&choice["value"]);
        }
    }
    size
}

/// Bulk overwrite of commands (`PUT .../commands`): each command as
/// <https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-structure>
/// describes it, and "a maximum of 8000 characters for combined name,
/// description, and value properties for each command, its options
/// (including subcommands and groups), and choices", the longest
/// localisation of each field counting
/// (<https://discord.com/developers/docs/interactions/application-commands#slash-commands>).
pub fn commands(body: &Value) -> Result<(), Refusal> {
    let mut e = Errors::default();
    for (i, command) in items(body).iter().enumerate() {
        let here = vec![i.to_string()];
        let chat_input = command["type"].as_u64().unwrap_or(1) == 1;
        names(&mut e, command, &here, chat_input);
        if !chat_input {
            continue;
        }
        descriptions(&mut e, command, &here);
        let size = longest(command, "name")
            + longest(command, "description")
            + options(&mut e, &command["options"], &path(&here, &["options"]));
        if size > 8000 {
            e.add(
                &here,
                "APPLICATION_COMMAND_TOO_LARGE",
                "Command exceeds maximum size (8000)".into(),
            );
        }
    }
    e.into_refusal()
}
