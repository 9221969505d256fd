//! A game driven through Discord: challenge, the Accept button, then claims
//! and moves as slash commands. The test keeps its own copy of the position,
//! built with the engine from the start position the bot shows in
//! `/lyngk history`, to choose moves and to check every answer.

use lyngk::engine::{Action, Color, Player, Position};
use serde_json::Value;

use super::fake_discord::payloads::message_json;
use super::fake_discord::{FakeUser, InteractionCallback, Opt};
use super::{Harness, allowed_users, assert_safe_mentions};

/// The index of a colour among the `claim` choices (poise sends the index).
pub fn color_choice(color: Color) -> i64 {
    match color {
        Color::Ivory => 0,
        Color::Blue => 1,
        Color::Red => 2,
        Color::Green => 3,
        Color::Black => 4,
        Color::Joker => panic!("jokers can't be claimed"),
    }
}

/// The Discord ids mentioned as `<@id>` in a text, in order.
pub fn mentioned_ids(text: &str) -> Vec<u64> {
    text.split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

/// The answer as a message object, as Discord would show it (for button clicks).
pub fn as_message(h: &Harness, answer: &InteractionCallback, id: u64) -> Value {
    let config = h.fake.config();
    message_json(
        id,
        config.channel_id,
        &config.bot_user,
        &answer.data,
        &answer.files,
    )
}

/// A click by `user` on button `id` of the private answer `on` (shown as
/// message `message`), in the test's channel: the bot's answer.
pub async fn click_private(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    on: &InteractionCallback,
    message: u64,
) -> InteractionCallback {
    let click = h
        .fake
        .button_interaction(user, id, Some(as_message(h, on, message)));
    h.send(super::in_channel(click, h.fake.config().channel_id))
        .await
}

/// A choice of `value` by `user` in menu `id` of the private answer `on`
/// (shown as message `message`): the bot's answer.
pub async fn select_private(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    value: &str,
    on: &InteractionCallback,
    message: u64,
) -> InteractionCallback {
    let choice = h
        .fake
        .select_interaction(user, id, &[value], as_message(h, on, message));
    h.send(super::in_channel(choice, h.fake.config().channel_id))
        .await
}

/// The select menus of an answer: (custom id, option values).
pub fn select_menus(data: &Value) -> Vec<(String, Vec<String>)> {
    data["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == 3)
        .map(|m| {
            let values = m["options"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|o| o["value"].as_str().map(str::to_owned))
                .collect();
            (
                m["custom_id"].as_str().unwrap_or_default().to_owned(),
                values,
            )
        })
        .collect()
}

/// The PNG attached to an answer, checked: one `files[0]` part named like the
/// embed's image, decodable as a PNG. Returns its size.
pub fn board_png_size(answer: &InteractionCallback) -> (u32, u32) {
    assert_eq!(answer.files.len(), 1, "one attachment: {:?}", answer.data);
    let file = &answer.files[0];
    assert_eq!(file.content_type.as_deref(), Some("image/png"));
    let embed = &answer.data["embeds"][0];
    assert_eq!(
        embed["image"]["url"],
        format!("attachment://{}", file.filename),
        "the embed shows the attachment"
    );
    let alt = answer.data["attachments"][0]["description"]
        .as_str()
        .unwrap_or_default();
    assert!(!alt.is_empty(), "the picture has alt text");
    assert!(
        alt.chars().count() <= 1024,
        "Discord's limit on descriptions"
    );
    let image = image::load_from_memory_with_format(&file.data, image::ImageFormat::Png)
        .expect("the attachment decodes as a PNG");
    (image.width(), image.height())
}

/// The embed's colour bar (an integer colour), if any.
pub fn embed_colour(answer: &InteractionCallback) -> Option<u64> {
    answer.data["embeds"][0]["color"].as_u64()
}

/// A game between two fake users, as far as the test knows it.
pub struct Game {
    /// The user of player 1 and of player 2.
    pub users: [FakeUser; 2],
    pub pos: Position,
    /// Every answer that carried a board.
    pub boards: Vec<(u32, u32)>,
    /// The colour bar of each turn's answer and the player it announced.
    pub colours: Vec<(Player, u64)>,
}

impl Game {
    pub fn user(&self, player: Player) -> &FakeUser {
        &self.users[player.index()]
    }

    /// Reads the players and the start position from `/lyngk history`.
    pub async fn from_history(h: &Harness, asker: &FakeUser, a: &FakeUser, b: &FakeUser) -> Game {
        let answer = h.command(asker, "history", vec![]).await;
        Game::from_history_answer(&answer, a, b)
    }

    /// Reads the players and the start position from an answer of
    /// `/lyngk history` (asked wherever the game is).
    pub fn from_history_answer(answer: &InteractionCallback, a: &FakeUser, b: &FakeUser) -> Game {
        assert!(!answer.is_ephemeral(), "{:?}", answer.content());
        let text = answer.content().expect("a history text");
        let ids = mentioned_ids(text);
        let lpn = text
            .split("```")
            .nth(1)
            .and_then(|block| block.trim().lines().next())
            .expect("the start position in a code block");
        let pos: Position = lpn.trim().parse().expect("the history starts with an LPN");
        let user = |id: u64| {
            [a, b]
                .into_iter()
                .find(|u| u.id == id)
                .cloned()
                .expect("a player")
        };
        Game {
            users: [user(ids[0]), user(ids[1])],
            pos,
            boards: Vec::new(),
            colours: Vec::new(),
        }
    }

    /// Checks a turn's answer: public, the board as a PNG in an embed with the
    /// colour bar of the player to move, only that player pinged.
    pub fn check_turn_answer(&mut self, answer: &InteractionCallback, expect_mention: &[u64]) {
        assert_eq!(answer.kind, 4, "a message: {:?}", answer.data);
        assert!(!answer.is_ephemeral(), "{:?}", answer.content());
        assert_safe_mentions(answer);
        assert_eq!(
            allowed_users(answer),
            expect_mention,
            "{:?}",
            answer.content()
        );
        for id in expect_mention {
            assert!(
                answer
                    .content()
                    .unwrap_or_default()
                    .contains(&format!("<@{id}>")),
                "the text mentions {id}: {:?}",
                answer.content()
            );
        }
        self.boards.push(board_png_size(answer));
    }

    /// Plays `actions` (one turn: an optional claim, then a move) through
    /// `/lyngk move` with its `claim` option, or `/lyngk claim` alone.
    /// Engine passes are skipped: the bot plays them by itself.
    pub async fn play_turn(
        &mut self,
        h: &Harness,
        claim: Option<Color>,
        mv: Option<Action>,
        to_text: Option<String>,
    ) -> InteractionCallback {
        let mover = self.pos.to_move();
        let user = self.user(mover).clone();
        let answer = match mv {
            None => {
                let color = claim.expect("a claim or a move");
                h.command(
                    &user,
                    "claim",
                    vec![Opt::integer("color", color_choice(color))],
                )
                .await
            }
            Some(Action::Move(m)) => {
                let mut options = vec![
                    Opt::string("from", &m.from.to_string()),
                    Opt::string("to", &to_text.unwrap_or_else(|| m.to.to_string())),
                ];
                if let Some(color) = claim {
                    options.push(Opt::integer("claim", color_choice(color)));
                }
                h.command(&user, "move", options).await
            }
            Some(other) => panic!("not a move: {other}"),
        };
        self.record_turn(claim, mv, &answer);
        answer
    }

    /// Plays `claim` and `mv` on the test's copy of the game (and the passes
    /// they force) and checks the bot's public answer to that turn.
    pub fn record_turn(
        &mut self,
        claim: Option<Color>,
        mv: Option<Action>,
        answer: &InteractionCallback,
    ) {
        if let Some(color) = claim {
            self.pos.play(Action::Claim(color)).expect("a legal claim");
        }
        if let Some(action) = mv {
            self.pos.play(action).expect("a legal move");
            while !self.pos.is_over() && self.pos.legal_actions() == [Action::Pass] {
                self.pos.play(Action::Pass).expect("a pass");
            }
        }
        let expect: Vec<u64> = if self.pos.is_over() {
            self.users.iter().map(|u| u.id).collect()
        } else {
            vec![self.user(self.pos.to_move()).id]
        };
        self.check_turn_answer(answer, &expect);
        if !self.pos.is_over() {
            let colour = embed_colour(answer).expect("a colour bar for the player to move");
            self.colours.push((self.pos.to_move(), colour));
        }
    }
}
