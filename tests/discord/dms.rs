//! LYNGK in a DM with the bot, through a server's install of the app and
//! through the install to the player's own account alone: the computer,
//! played by its Move button's menus, a lesson and a puzzle played there
//! with the same pictures and menus, no thread and no server endpoint (and
//! through a user's install no channel endpoint at all, and never more than
//! five follow-ups for one interaction); what needs a server refused
//! with a clear answer; the registered commands say where they may be used.

use serde_json::{Value, json};

use lyngk::engine::Action;

use crate::clicks::At;
use crate::common::fake_discord::limits::USER_INSTALL_FOLLOWUPS;
use crate::common::fake_discord::{FakeUser, InteractionCallback, Opt};
use crate::common::game::{board_png_size, select_menus};
use crate::common::{
    Harness, alice, allowed_users, assert_safe_mentions, in_bot_dm, in_bot_dm_user_install,
};
use crate::support::{first_move, position_of_history};

/// The DM channel between alice and the bot.
const DM: u64 = 8_100_000_000_000_000_001;

/// The bot's DM with alice, through a server's install of the app.
const THROUGH_SERVER: At = At(DM, in_bot_dm);
/// The same DM through the install of the app to alice's own account alone.
const THROUGH_USER: At = At(DM, in_bot_dm_user_install);

async fn command(
    h: &Harness,
    user: &FakeUser,
    sub: &str,
    options: Vec<Opt>,
) -> InteractionCallback {
    command_at(h, THROUGH_SERVER, user, sub, options).await
}

async fn command_at(
    h: &Harness,
    at: At,
    user: &FakeUser,
    sub: &str,
    options: Vec<Opt>,
) -> InteractionCallback {
    let interaction = h
        .fake
        .command_interaction(user, "lyngk", &[Opt::sub(sub, options)]);
    h.send((at.1)(interaction, at.0)).await
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

/// The computer played to a few turns by its Move button's menus, a lesson
/// and a puzzle, in alice's DM with the bot reached `at`; returns the
/// board's picture size.
async fn computer_lesson_and_puzzle(h: &Harness, at: At) -> (u32, u32) {
    let alice = alice();

    // The computer, at the easy level (choice 0).
    let started = command_at(h, at, &alice, "play-ai", vec![Opt::integer("level", 0)]).await;
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
    let history = command_at(h, at, &alice, "history", vec![]).await;
    let pos = position_of_history(&history);
    let Action::Move(m) = first_move(&pos) else {
        unreachable!("first_move finds a move")
    };
    let moved = command_at(
        h,
        at,
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
    let after = position_of_history(&command_at(h, at, &alice, "history", vec![]).await);
    let mut expected = pos.clone();
    expected.play(Action::Move(m)).expect("legal");
    assert_ne!(
        after, expected,
        "the computer's turn is stored after alice's"
    );

    // Three more turns by the Move button's menus under the computer's
    // answer: alice's turn, then the computer's, each stored.
    let mut turn = computer;
    for _ in 0..3 {
        let before = position_of_history(&command_at(h, at, &alice, "history", vec![]).await);
        let Action::Move(m) = first_move(&before) else {
            unreachable!("first_move finds a move")
        };
        let move_button = turn
            .custom_ids()
            .into_iter()
            .find(|id| id.starts_with("lyngk:move:"))
            .unwrap_or_else(|| panic!("a Move button under {:?}", text(&turn)));
        let stacks = at.click(h, &alice, &move_button, &turn).await;
        assert!(stacks.is_ephemeral(), "the menus are alice's alone");
        let from = m.from.to_string();
        let (menu, _) = select_menus(&stacks.data)
            .into_iter()
            .find(|(_, values)| values.contains(&from))
            .unwrap_or_else(|| panic!("{from} offered: {:?}", stacks.data));
        let landings = at.select(h, &alice, &menu, &from, &stacks).await;
        assert_eq!(landings.kind, 7, "the landings' menu: {:?}", landings.data);
        let to = m.to.to_string();
        let (menu, _) = select_menus(&landings.data)
            .into_iter()
            .find(|(_, values)| values.contains(&to))
            .unwrap_or_else(|| panic!("{to} offered: {:?}", landings.data));
        let closed = at.select(h, &alice, &menu, &to, &landings).await;
        assert_eq!(closed.kind, 7, "the menus go: {:?}", closed.data);
        let played = h.followup(&closed, 1).await;
        assert!(!played.is_ephemeral());
        assert!(
            text(&played).contains(&format!("plays `{m}`")),
            "{}",
            text(&played)
        );
        assert_eq!(board_png_size(&played), size, "the board at its usual size");
        let answer = h.followup(&closed, 2).await;
        assert!(
            text(&answer).contains("The computer plays `"),
            "{}",
            text(&answer)
        );
        assert_eq!(
            allowed_users(&answer),
            [alice.id],
            "only the human is pinged"
        );
        // Stored: alice's move, then one turn of the computer (a move, or a
        // claim and a move).
        let after = position_of_history(&command_at(h, at, &alice, "history", vec![]).await);
        let mut expected = before.clone();
        expected.play(Action::Move(m)).expect("legal");
        let one_turn = expected.legal_actions().into_iter().any(|a| {
            let mut p = expected.clone();
            p.play(a).expect("legal");
            p == after
                || p.legal_actions().into_iter().any(|b| {
                    let mut q = p.clone();
                    q.play(b).expect("legal");
                    q == after
                })
        });
        assert!(one_turn, "alice's move and the computer's turn are stored");
        assert_eq!(after.to_move(), before.to_move(), "alice is to move again");
        turn = answer;
    }

    // A lesson: its step, then its Move button's menus, only for alice.
    let lesson = command_at(h, at, &alice, "learn", vec![Opt::integer("lesson", 0)]).await;
    assert!(lesson.is_ephemeral(), "a lesson is private");
    assert!(text(&lesson).contains("**Lesson 1"), "{}", text(&lesson));
    assert_eq!(board_png_size(&lesson), size, "the same picture");
    let move_button = lesson
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("lyngk:board:"))
        .expect("the lesson's Move button");
    let stacks = at.click(h, &alice, &move_button, &lesson).await;
    let menus = select_menus(&stacks.data);
    assert!(!menus.is_empty(), "the stacks' menu: {:?}", stacks.data);
    let (menu, first) = (&menus[0].0, &menus[0].1[0]);
    let landings = at.select(h, &alice, menu, first, &stacks).await;
    assert!(
        !select_menus(&landings.data).is_empty(),
        "the landings' menu: {:?}",
        landings.data
    );

    // A puzzle, with its picture and Move button.
    let puzzle = command_at(h, at, &alice, "puzzle", vec![]).await;
    assert!(puzzle.is_ephemeral(), "{}", text(&puzzle));
    assert!(text(&puzzle).contains("Puzzle"), "{}", text(&puzzle));
    assert_eq!(board_png_size(&puzzle), size, "the same picture");
    assert!(
        puzzle
            .custom_ids()
            .iter()
            .any(|id| id.starts_with("lyngk:board:"))
    );

    size
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_a_lesson_and_a_puzzle_are_played_in_a_dm_with_the_bot() {
    let h = Harness::start().await;
    let (guild, channel) = (h.fake.config().guild_id, h.fake.config().channel_id);
    computer_lesson_and_puzzle(&h, THROUGH_SERVER).await;
    // Nothing of it went to the server: no thread, no member fetched, no
    // post in its channel.
    assert_eq!(server_calls(&h, guild, channel), Vec::<String>::new());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_a_lesson_and_a_puzzle_are_played_in_a_dm_through_a_users_install() {
    let h = Harness::start().await;
    computer_lesson_and_puzzle(&h, THROUGH_USER).await;
    // The interactions alone answered: no channel endpoint, no thread, and
    // never more follow-ups than a user's install allows.
    let calls: Vec<String> = h
        .fake
        .state()
        .channel_endpoint_calls()
        .iter()
        .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
        .collect();
    assert_eq!(calls, Vec::<String>::new(), "no channel endpoint");
    assert!(h.fake.state().threads.is_empty(), "no thread");
    let most = h.fake.state().max_followups();
    assert!(
        most <= USER_INSTALL_FOLLOWUPS,
        "{most} follow-ups for one interaction"
    );
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
