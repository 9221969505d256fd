//! LYNGK in a DM with the bot, through a server's install of the app: the
//! computer, a lesson and a puzzle played there with the same pictures and
//! menus, no thread and no server endpoint; what needs a server refused
//! with a clear answer; the registered commands say where they may be used.

use serde_json::{Value, json};

use lyngk::engine::Action;

use crate::common::fake_discord::{FakeUser, InteractionCallback, Opt};
use crate::common::game::{as_message, board_png_size, select_menus};
use crate::common::{Harness, alice, allowed_users, assert_safe_mentions, in_bot_dm};
use crate::support::{first_move, position_of_history};

/// The DM channel between alice and the bot.
const DM: u64 = 8_100_000_000_000_000_001;

async fn command(
    h: &Harness,
    user: &FakeUser,
    sub: &str,
    options: Vec<Opt>,
) -> InteractionCallback {
    let interaction = h
        .fake
        .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]);
    h.send(in_bot_dm(interaction, DM)).await
}

async fn click(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    on: &InteractionCallback,
) -> InteractionCallback {
    let message = as_message(h, on, 9_300_000_000_000_000_001);
    let interaction = h.fake.button_interaction(user, id, Some(message));
    h.send(in_bot_dm(interaction, DM)).await
}

async fn select(
    h: &Harness,
    user: &FakeUser,
    id: &str,
    value: &str,
    on: &InteractionCallback,
) -> InteractionCallback {
    let message = as_message(h, on, 9_300_000_000_000_000_001);
    let interaction = h.fake.select_interaction(user, id, &[value], message);
    h.send(in_bot_dm(interaction, DM)).await
}

fn text(answer: &InteractionCallback) -> String {
    answer.text()
}

/// What the bot asked of Discord beyond answering interactions and its
/// start: a thread, a guild's member or channel, a message posted in a
/// server's channel.
fn server_calls(h: &Harness, guild: u64, channel: u64) -> Vec<String> {
    h.fake
        .state()
        .requests
        .iter()
        .filter(|r| {
            r.path.contains("/threads")
                || r.path.starts_with(&format!("/guilds/{guild}/members"))
                || r.path.starts_with(&format!("/channels/{channel}"))
        })
        .map(|r| format!("{} {}", r.method, r.path))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_a_lesson_and_a_puzzle_are_played_in_a_dm_with_the_bot() {
    let h = Harness::start().await;
    let alice = alice();
    let (guild, channel) = (h.fake.config().guild_id, h.fake.config().channel_id);

    // The computer, at the easy level (choice 0).
    let started = command(&h, &alice, "play-ai", vec![Opt::integer("level", 0)]).await;
    assert!(!started.is_ephemeral(), "{}", text(&started));
    assert_safe_mentions(&started);
    assert!(
        text(&started).contains("against the computer (level easy)"),
        "{}",
        text(&started)
    );
    let size = board_png_size(&started);
    if text(&started).contains("the computer moves first") {
        let first = h.followup(&started, 1).await;
        assert!(
            text(&first).contains("The computer (easy) answers"),
            "{}",
            text(&first)
        );
    }
    // A move typed in the DM, and the computer's answer after it.
    let history = command(&h, &alice, "history", vec![]).await;
    let pos = position_of_history(&history);
    let Action::Move(m) = first_move(&pos) else {
        unreachable!("first_move finds a move")
    };
    let moved = command(
        &h,
        &alice,
        "move",
        vec![
            Opt::string("from", &m.from.to_string()),
            Opt::string("to", &m.to.to_string()),
        ],
    )
    .await;
    assert!(
        text(&moved).contains(&format!("plays `{m}`")),
        "{}",
        text(&moved)
    );
    assert_eq!(board_png_size(&moved), size, "the board at its usual size");
    let computer = h.followup(&moved, 1).await;
    assert_eq!(
        allowed_users(&computer),
        [alice.id],
        "only the human is pinged"
    );
    assert!(
        text(&computer).contains("The computer plays `"),
        "{}",
        text(&computer)
    );
    let after = position_of_history(&command(&h, &alice, "history", vec![]).await);
    let mut expected = pos.clone();
    expected.play(Action::Move(m)).expect("legal");
    assert_ne!(
        after, expected,
        "the computer's turn is stored after alice's"
    );

    // A lesson: its step, then its Move button's menus, only for alice.
    let lesson = command(&h, &alice, "learn", vec![Opt::integer("lesson", 0)]).await;
    assert!(lesson.is_ephemeral(), "a lesson is private");
    assert!(text(&lesson).contains("**Lesson 1"), "{}", text(&lesson));
    assert_eq!(board_png_size(&lesson), size, "the same picture");
    let move_button = lesson
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("lyngk:board:"))
        .expect("the lesson's Move button");
    let stacks = click(&h, &alice, &move_button, &lesson).await;
    let menus = select_menus(&stacks.data);
    assert!(!menus.is_empty(), "the stacks' menu: {:?}", stacks.data);
    let (menu, first) = (&menus[0].0, &menus[0].1[0]);
    let landings = select(&h, &alice, menu, first, &stacks).await;
    assert!(
        !select_menus(&landings.data).is_empty(),
        "the landings' menu: {:?}",
        landings.data
    );

    // A puzzle, with its picture and Move button.
    let puzzle = command(&h, &alice, "puzzle", vec![]).await;
    assert!(puzzle.is_ephemeral(), "{}", text(&puzzle));
    assert!(text(&puzzle).contains("Puzzle"), "{}", text(&puzzle));
    assert_eq!(board_png_size(&puzzle), size, "the same picture");
    assert!(
        puzzle
            .custom_ids()
            .iter()
            .any(|id| id.starts_with("lyngk:board:"))
    );

    // Nothing of it went to the server: no thread, no member fetched, no
    // post in its channel.
    assert_eq!(server_calls(&h, guild, channel), Vec::<String>::new());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_needs_a_server_is_refused_in_a_dm_with_a_clear_answer() {
    let h = Harness::start().await;
    let alice = alice();
    for (sub, options) in [
        ("challenge", vec![]),
        ("leaderboard", vec![]),
        ("games", vec![]),
        ("accept", vec![]),
    ] {
        let refused = command(&h, &alice, sub, options).await;
        assert!(refused.is_ephemeral(), "{sub}");
        let said = text(&refused);
        assert!(
            said.contains("This command works in a server"),
            "{sub}: {said}"
        );
        assert!(said.contains("/lyngk play-ai"), "{sub}: {said}");
    }
    let refused = h
        .send(in_bot_dm(
            h.fake.command_interaction(
                &alice,
                "lyngk",
                &[Opt::group(
                    "tournament",
                    vec![Opt::sub("standings", vec![])],
                )],
            ),
            DM,
        ))
        .await;
    assert!(
        text(&refused).contains("This command works in a server"),
        "{}",
        text(&refused)
    );
    // Nothing was stored: the DM has no game.
    let board = command(&h, &alice, "board", vec![]).await;
    assert!(board.is_ephemeral(), "{}", text(&board));
    h.finish().await;
}

/// Discord sets where a command may be used per top-level command: `/lyngk`
/// for a server's install and a user's, in servers, the bot's DM and DMs
/// and group DMs between users; `/lyngk-admin` in servers only, for a
/// server's install.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_registered_commands_say_where_they_may_be_used() {
    let h = Harness::start().await;
    let commands = h.commands();
    let by_name = |name: &str| -> Value {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("{name} registered"))
    };
    let lyngk = by_name("lyngk");
    assert_eq!(
        lyngk["integration_types"],
        json!([0, 1]),
        "a server's install and a user's"
    );
    assert_eq!(
        lyngk["contexts"],
        json!([0, 1, 2]),
        "servers, the bot's DM, DMs and group DMs"
    );
    let admin = by_name("lyngk-admin");
    assert_eq!(admin["integration_types"], json!([0]));
    assert_eq!(admin["contexts"], json!([0]), "servers only");
    h.finish().await;
}
