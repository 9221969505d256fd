//! Draws a service `Reply` as a Discord message: the text as content (where
//! mentions ping), the picture as an attachment shown in an embed whose colour
//! bar is the player to move, the buttons in one row, and allowed mentions
//! restricted to the users the service listed — never roles or `@everyone`,
//! whatever a user typed into a name. The typed messages are rendered here,
//! in the reader's language (the caller's locale, or the guild's for the
//! bot's own posts).

use poise::CreateReply;
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateButton,
    CreateEmbed, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    EditInteractionResponse, UserId,
};

use crate::engine::Player;
use crate::i18n::{Lang, Msg};
use crate::ids::TakebackId;
use crate::service::{Button, Menu, Reply, Tone};

/// Discord's limit on a message's content.
const CONTENT_LIMIT: usize = 2000;
/// Discord's limit on an embed's description.
const DESCRIPTION_LIMIT: usize = 4096;
/// Discord's limit on an attachment's description (the alt text).
const ALT_TEXT_LIMIT: usize = 1024;
/// Discord's limit on a select menu option's label and description, and
/// on a menu's placeholder (150, but kept to the same).
const OPTION_TEXT_LIMIT: usize = 100;
/// Discord's limit on the buttons of a row.
const ROW_BUTTONS: usize = 5;

/// Colour bar of the embed: the player to move. Player 1 warm, player 2 cool,
/// so they stay apart for colour-blind readers too (orange vs blue).
pub(crate) fn accent_colour(player: Player) -> u32 {
    match player {
        Player::One => 0xE6_7E_22,
        Player::Two => 0x34_98_DB,
    }
}

/// What the bot may put in a message where it answers an interaction, from
/// the interaction's `app_permissions` ("Bitwise set of permissions the app
/// has in the source location of the interaction",
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object>):
/// a file (a picture, a record) needs *Attach Files*, an embed *Embed
/// Links*. The bot's own messages (the clock's notices) have [`Allowed::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Allowed {
    /// Files may be attached.
    pub files: bool,
    /// Embeds may be sent.
    pub embeds: bool,
}

impl Allowed {
    /// Everything: the bot's own messages, and an interaction that did not
    /// say.
    pub const ALL: Allowed = Allowed {
        files: true,
        embeds: true,
    };

    /// What `permissions` (an interaction's `app_permissions`) allow.
    pub(crate) fn of(permissions: Option<serenity::Permissions>) -> Allowed {
        use serenity::Permissions;
        permissions.map_or(Allowed::ALL, |p| Allowed {
            files: p.contains(Permissions::ATTACH_FILES),
            embeds: p.contains(Permissions::EMBED_LINKS),
        })
    }
}

/// The parts every kind of Discord message is built from.
struct Parts {
    content: String,
    embed: Option<CreateEmbed>,
    attachment: Option<CreateAttachment>,
    components: Vec<CreateActionRow>,
    mentions: CreateAllowedMentions,
    ephemeral: bool,
}

/// The parts of `reply`, within what is `allowed`: without *Attach Files*
/// no file (the executor has said why, [`Executor::fit`]); without *Embed
/// Links* no embed: a picture is attached as it is (Discord shows it under
/// the text) and a text too long for the content is cut to it.
///
/// [`Executor::fit`]: super::effects::Executor::fit
fn parts(mut reply: Reply, lang: Lang, allowed: Allowed) -> Parts {
    if !allowed.files {
        reply.image = None;
    }
    let text = lang.render_text(&reply.text);
    let mentions = CreateAllowedMentions::new()
        .everyone(false)
        .all_roles(false)
        .all_users(false)
        .users(reply.mentions.iter().map(|id| UserId::from(*id)))
        .replied_user(false);
    let (content, overflow) = if text.chars().count() <= CONTENT_LIMIT {
        (text, None)
    } else if !allowed.embeds {
        (truncate(&text, CONTENT_LIMIT), None)
    } else {
        // Long texts (a long history) go to the embed, which holds twice as much.
        let mentions_line = reply
            .mentions
            .iter()
            .map(|id| format!("<@{id}>"))
            .collect::<Vec<_>>()
            .join(" ");
        (mentions_line, Some(truncate(&text, DESCRIPTION_LIMIT)))
    };
    let mut embed = None;
    let mut attachment = None;
    // A file that is not an image (a game's record) is attached as it is.
    let (image, file) = match reply.image {
        Some(p) if !p.is_image() || !allowed.embeds => (None, Some(p)),
        other => (other, None),
    };
    if let Some(file) = file {
        attachment = Some(
            CreateAttachment::bytes(file.bytes, file.file_name)
                .description(truncate(&lang.render(&file.alt_text), ALT_TEXT_LIMIT)),
        );
    }
    if image.is_some() || overflow.is_some() {
        let mut e = CreateEmbed::new();
        if let Some(player) = reply.accent {
            e = e.colour(accent_colour(player));
        }
        if let Some(text) = &overflow {
            e = e.description(text);
        }
        if let Some(picture) = image {
            e = e.image(format!("attachment://{}", picture.file_name));
            attachment = Some(
                CreateAttachment::bytes(picture.bytes, picture.file_name)
                    .description(truncate(&lang.render(&picture.alt_text), ALT_TEXT_LIMIT)),
            );
        }
        embed = Some(e);
    }
    // Each menu on a row of its own, then the buttons, five to a row.
    let mut components: Vec<CreateActionRow> = reply
        .menus
        .iter()
        .map(|m| CreateActionRow::SelectMenu(select_menu(m, lang)))
        .collect();
    components.extend(
        reply
            .buttons
            .chunks(ROW_BUTTONS)
            .map(|row| CreateActionRow::Buttons(row.iter().map(|b| button(b, lang)).collect())),
    );
    Parts {
        content,
        embed,
        attachment,
        components,
        mentions,
        ephemeral: reply.ephemeral,
    }
}

fn truncate(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(limit - 1).collect();
    out.push('…');
    out
}

fn button(button: &Button, lang: Lang) -> CreateButton {
    let style = match button.tone() {
        Tone::Primary => ButtonStyle::Primary,
        Tone::Secondary => ButtonStyle::Secondary,
        Tone::Success => ButtonStyle::Success,
        Tone::Danger => ButtonStyle::Danger,
    };
    CreateButton::new(button.custom_id())
        .label(lang.render(&button.label()))
        .style(style)
}

fn select_menu(menu: &Menu, lang: Lang) -> CreateSelectMenu {
    let options = menu
        .options
        .iter()
        .map(|o| {
            let option = CreateSelectMenuOption::new(
                truncate(&lang.render(&o.label), OPTION_TEXT_LIMIT),
                o.value.clone(),
            );
            match &o.description {
                Some(d) => option.description(truncate(&lang.render(d), OPTION_TEXT_LIMIT)),
                None => option,
            }
        })
        .collect();
    CreateSelectMenu::new(menu.custom_id(), CreateSelectMenuKind::String { options })
        .placeholder(truncate(&lang.render(&menu.placeholder), OPTION_TEXT_LIMIT))
}

/// The Accept / Decline row of a closed challenge, greyed out.
pub(crate) fn disabled_challenge_buttons(
    challenge: crate::ids::ChallengeId,
    lang: Lang,
) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(
        [Button::Accept { challenge }, Button::Decline { challenge }]
            .iter()
            .map(|b| button(b, lang).disabled(true))
            .collect(),
    )]
}

/// The Accept / Decline row of a closed takeback request, greyed out.
pub(crate) fn disabled_takeback_buttons(takeback: TakebackId, lang: Lang) -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(
        [
            Button::TakebackAccept { takeback },
            Button::TakebackDecline { takeback },
        ]
        .iter()
        .map(|b| button(b, lang).disabled(true))
        .collect(),
    )]
}

/// Puts the parts of a reply into one of serenity's message builders, which
/// share these methods but no trait; `$add_file` is the builder's name for
/// attaching a file. Evaluates to the builder and whether the reply is
/// ephemeral.
macro_rules! fill {
    ($builder:expr, $parts:expr, $add_file:ident) => {{
        let p = $parts;
        let mut out = $builder
            .content(p.content)
            .components(p.components)
            .allowed_mentions(p.mentions);
        if let Some(embed) = p.embed {
            out = out.embed(embed);
        }
        if let Some(file) = p.attachment {
            out = out.$add_file(file);
        }
        (out, p.ephemeral)
    }};
}

/// A reply to a slash command.
pub(crate) fn create_reply(reply: Reply, lang: Lang, allowed: Allowed) -> CreateReply {
    let (out, ephemeral) = fill!(
        CreateReply::default(),
        parts(reply, lang, allowed),
        attachment
    );
    out.ephemeral(ephemeral)
}

/// The answer to a button click, as a new message.
pub(crate) fn response_message(
    reply: Reply,
    lang: Lang,
    allowed: Allowed,
) -> CreateInteractionResponseMessage {
    let (out, ephemeral) = fill!(
        CreateInteractionResponseMessage::new(),
        parts(reply, lang, allowed),
        add_file
    );
    out.ephemeral(ephemeral)
}

/// A follow-up message after a button click (a new message, so its mentions ping).
pub(crate) fn followup(
    reply: Reply,
    lang: Lang,
    allowed: Allowed,
) -> CreateInteractionResponseFollowup {
    let (out, ephemeral) = fill!(
        CreateInteractionResponseFollowup::new(),
        parts(reply, lang, allowed),
        add_file
    );
    out.ephemeral(ephemeral)
}

/// The completion of a deferred answer: the response edited into the reply
/// (never ephemeral: an ephemeral outcome goes to a follow-up instead).
pub(crate) fn edit_response(reply: Reply, lang: Lang, allowed: Allowed) -> EditInteractionResponse {
    fill!(
        EditInteractionResponse::new(),
        parts(reply, lang, allowed),
        new_attachment
    )
    .0
}

/// A message the bot posts by itself (turn-clock notices; never ephemeral).
pub(crate) fn message(reply: Reply, lang: Lang) -> CreateMessage {
    fill!(
        CreateMessage::new(),
        parts(reply, lang, Allowed::ALL),
        add_file
    )
    .0
}

/// A message of the bot's rewritten in place (a tournament's announcement):
/// its text and buttons (no picture). A text too long for the content goes
/// to the embed, as in a new message; a shorter one removes an earlier
/// embed, so the edit never leaves the message without its text.
pub(crate) fn edited_message(reply: Reply, lang: Lang) -> serenity::EditMessage {
    let parts = parts(reply, lang, Allowed::ALL);
    serenity::EditMessage::new()
        .content(parts.content)
        .embeds(parts.embed.into_iter().collect())
        .components(parts.components)
        .allowed_mentions(parts.mentions)
}

/// The same, and a copy of its file, for sending it past serenity's client
/// (the message's payload still describes the file).
pub(crate) fn message_and_file(
    reply: Reply,
    lang: Lang,
) -> (CreateMessage, Option<CreateAttachment>) {
    let parts = parts(reply, lang, Allowed::ALL);
    let file = parts.attachment.clone();
    (fill!(CreateMessage::new(), parts, add_file).0, file)
}

/// An ephemeral text answer (user errors, apologies), cut to Discord's
/// limit (a rule violation quoting a long input could pass it).
pub(crate) fn ephemeral_text(msg: &Msg, lang: Lang) -> CreateReply {
    CreateReply::default()
        .content(truncate(&lang.render(msg), CONTENT_LIMIT))
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new())
}

/// The same as a follow-up message (after a deferral).
pub(crate) fn ephemeral_followup(msg: &Msg, lang: Lang) -> CreateInteractionResponseFollowup {
    CreateInteractionResponseFollowup::new()
        .content(truncate(&lang.render(msg), CONTENT_LIMIT))
        .ephemeral(true)
        .allowed_mentions(CreateAllowedMentions::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_cut_to_the_limit() {
        let long = "é".repeat(CONTENT_LIMIT + 10);
        let cut = truncate(&long, CONTENT_LIMIT);
        assert_eq!(cut.chars().count(), CONTENT_LIMIT);
        assert!(cut.ends_with('…'));
        assert_eq!(truncate("short", CONTENT_LIMIT), "short");
    }
}
