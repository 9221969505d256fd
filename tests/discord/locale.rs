//! Languages: each user answered in their client's language, the bot's own
//! posts in the server's, and the localised command tree.

use std::time::Duration;

use lyngk::engine::Player;
use serde_json::{Value, json};

use crate::common::fake_discord::{FakeUser, Opt};
use crate::common::game::{Game, as_message};
use crate::common::{Harness, WAIT, alice, bob};
use crate::support::{an_illegal_move, option};

/// An interaction as a user with Discord locale `locale` sends it, in a guild
/// whose preferred locale is `guild_locale`.
fn speaking(mut interaction: Value, locale: &str, guild_locale: &str) -> Value {
    interaction["locale"] = json!(locale);
    interaction["guild_locale"] = json!(guild_locale);
    interaction
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_user_is_answered_in_their_locale_and_the_tree_is_localised() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());

    // The registered tree carries the localisations of names, descriptions
    // and choices; the canonical names stay English.
    let commands = h.commands();
    let subs = &commands[0]["options"];
    let challenge = option(subs, "challenge");
    assert_eq!(challenge["name_localizations"]["fr"], "défier");
    assert_eq!(challenge["name_localizations"]["zh-CN"], "挑战");
    assert_eq!(challenge["name_localizations"]["es-419"], "desafiar");
    assert_eq!(challenge["name_localizations"]["tr"], "meydan-oku");
    assert!(
        challenge["description_localizations"]["fr"]
            .as_str()
            .is_some_and(|d| d.starts_with("Défier quelqu'un"))
    );
    let opponent = option(&challenge["options"], "opponent");
    assert_eq!(opponent["name_localizations"]["fr"], "adversaire");
    let color = option(&option(subs, "claim")["options"], "color");
    assert_eq!(color["choices"][0]["name"], "Ivory (I)");
    assert_eq!(
        color["choices"][0]["name_localizations"]["fr"],
        "Ivoire (I)"
    );
    assert_eq!(
        color["choices"][2]["name_localizations"]["zh-CN"],
        "红色 (R)"
    );
    let settings = option(&commands[1]["options"], "settings");
    let limit = option(&settings["options"], "turn-limit");
    assert_eq!(limit["name_localizations"]["fr"], "délai-tour");

    // A French user's mistake, in French.
    let fr = |user: &FakeUser, sub: &str, options: Vec<Opt>| {
        speaking(
            h.fake
                .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]),
            "fr",
            "fr",
        )
    };
    let zh = |user: &FakeUser, sub: &str, options: Vec<Opt>| {
        speaking(
            h.fake
                .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]),
            "zh-CN",
            "fr",
        )
    };
    let nothing = h.send(fr(&alice, "board", vec![])).await;
    assert!(nothing.is_ephemeral());
    assert_eq!(
        nothing.content(),
        Some("Aucune partie n'a encore été jouée dans ce salon.")
    );
    let nothing = h.send(zh(&bob, "board", vec![])).await;
    assert_eq!(nothing.content(), Some("这个频道里还没有下过任何对局。"));
    let rules = h.send(zh(&bob, "rules", vec![])).await;
    assert!(
        rules
            .content()
            .unwrap_or_default()
            .contains("LYNGK 简明规则"),
        "{:?}",
        rules.content()
    );

    // Alice challenges in French: the message and its buttons are French.
    let challenge = h
        .send(fr(&alice, "challenge", vec![Opt::user("opponent", &bob)]))
        .await;
    let text = challenge.content().unwrap_or_default();
    assert!(text.contains("vous défie à une partie de LYNGK"), "{text}");
    let labels: Vec<&str> = challenge.data["components"][0]["components"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|b| b["label"].as_str())
        .collect();
    assert_eq!(labels, ["Accepter", "Refuser"]);

    // Bob accepts with the button from a Chinese client: the game starts in Chinese.
    let message = as_message(&h, &challenge, 9_000_000_000_000_000_011);
    let click = speaking(
        h.fake
            .button_interaction(&bob, &challenge.custom_ids()[0], Some(message)),
        "zh-CN",
        "fr",
    );
    // The buttons go (at once, or by an edit when the click was deferred:
    // a process's first picture can take longer than the defer limit), and
    // the start follows as a new message.
    let closed = h.send(click).await;
    assert_eq!(closed.kind, 7);
    let started = h.followup(&closed, 1).await;
    let started = started.content().unwrap_or_default();
    assert!(started.contains("一局 LYNGK（标准）开始了"), "{started}");

    // Mistakes during the game: each in the caller's language.
    let game = Game::from_history(&h, &alice, &alice, &bob).await;
    let mover = game.user(Player::One);
    let waiting = game.user(Player::Two);
    let (from, to, _) = an_illegal_move(&game.pos);
    let mv = vec![
        Opt::string("from", &from.to_string()),
        Opt::string("to", &to.to_string()),
    ];
    let illegal = h.send(zh(mover, "move", mv.clone())).await;
    assert!(illegal.is_ephemeral());
    let text = illegal.content().unwrap_or_default();
    assert!(text.starts_with("违规："), "{text}");
    let illegal = h.send(fr(mover, "move", mv.clone())).await;
    let text = illegal.content().unwrap_or_default();
    assert!(text.starts_with("Coup interdit : "), "{text}");
    let early = h.send(fr(waiting, "move", mv)).await;
    assert_eq!(
        early.content(),
        Some(
            format!(
                "Ce n'est pas votre tour : c'est à <@{}> de jouer.",
                mover.id
            )
            .as_str()
        )
    );
    // An English client in the same (French) server still gets English.
    let english = speaking(
        h.fake.command_interaction(
            waiting,
            "lyngk",
            &[Opt::sub("claim", vec![Opt::integer("color", 0)])],
        ),
        "en-US",
        "fr",
    );
    let english = h.send(english).await;
    assert!(
        english
            .content()
            .unwrap_or_default()
            .starts_with("It is not your turn"),
        "{:?}",
        english.content()
    );

    // The bot's own posts use the guild's preferred locale (French here).
    h.clock.advance(Duration::from_millis(12 * 3_600_000 + 1));
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("a warning");
    let warning = posted[0].content().unwrap_or_default();
    assert!(
        warning.contains("la moitié de votre temps pour ce tour est écoulée"),
        "{warning}"
    );
    h.finish().await;
}
