//! Who may abort a game and change the settings (`/lyngk-admin`), from the
//! member's permissions as Discord sends them: Discord shows the command to
//! members with *Manage Messages* by default, and the service still checks
//! each subcommand's permission.

use crate::common::fake_discord::Opt;
use serde_json::json;

use crate::common::{Harness, alice, bob, carol};
use crate::support::{names, option, start_game};

const SEND_MESSAGES: u64 = 1 << 11;

const MANAGE_MESSAGES: u64 = 1 << 13;

const MANAGE_GUILD: u64 = 1 << 5;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_and_settings_need_their_permissions() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());
    start_game(&h, &alice, &bob).await;
    let turn_limit = |hours| {
        vec![Opt::group(
            "settings",
            vec![Opt::sub("turn-limit", vec![Opt::integer("hours", hours)])],
        )]
    };

    let refused = h.admin_command(&alice, SEND_MESSAGES, turn_limit(2)).await;
    assert!(refused.is_ephemeral());
    assert_eq!(
        refused.content(),
        Some("Only members with the Manage Server permission can change the turn time limit.")
    );
    let set = h.admin_command(&carol, MANAGE_GUILD, turn_limit(2)).await;
    assert!(!set.is_ephemeral(), "{:?}", set.content());
    assert!(
        set.content().unwrap_or_default().contains("2 hours"),
        "{:?}",
        set.content()
    );

    let abort = vec![Opt::sub("abort", vec![])];
    let refused = h.admin_command(&bob, SEND_MESSAGES, abort.clone()).await;
    assert!(refused.is_ephemeral());
    assert_eq!(refused.content(), Some("Only moderators can abort a game."));
    let aborted = h.admin_command(&carol, MANAGE_MESSAGES, abort).await;
    assert!(!aborted.is_ephemeral());
    assert!(
        aborted
            .content()
            .unwrap_or_default()
            .contains("aborted the game")
    );
    let board = h.command(&alice, "board", vec![]).await;
    assert!(board.content().unwrap_or_default().contains("aborted"));
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn admin_commands_are_a_command_of_their_own() {
    let h = Harness::start().await;
    let commands = h.commands();
    assert_eq!(names(&json!(commands)), ["lyngk", "lyngk-admin"]);
    let lyngk = &commands[0];
    let subs = names(&lyngk["options"]);
    assert!(
        !subs.contains(&"abort") && !subs.contains(&"settings"),
        "{subs:?}"
    );
    assert!(
        lyngk["default_member_permissions"].is_null(),
        "for everyone"
    );
    let admin = &commands[1];
    assert_eq!(
        admin["default_member_permissions"],
        MANAGE_MESSAGES.to_string(),
        "shown to moderators by default"
    );
    assert_eq!(
        names(&admin["options"]),
        ["abort", "settings", "tournament"]
    );
    let tournament = option(&admin["options"], "tournament");
    assert_eq!(
        names(&tournament["options"]),
        ["create", "start", "pause", "resume", "remove", "cancel"]
    );
    let settings = option(&admin["options"], "settings");
    assert_eq!(settings["type"], 2, "a subcommand group");
    let turn_limit = option(&settings["options"], "turn-limit");
    let hours = option(&turn_limit["options"], "hours");
    assert_eq!(hours["min_value"].as_f64(), Some(1.0));
    assert_eq!(hours["max_value"].as_f64(), Some(720.0));
    assert!(
        admin["description_localizations"]["fr"]
            .as_str()
            .is_some_and(|d| d.contains("modérateurs")),
        "{admin}"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_settings_are_shown() {
    let h = Harness::start().await;
    let (alice, carol) = (alice(), carol());
    let show = || vec![Opt::group("settings", vec![Opt::sub("show", vec![])])];
    let shown = h.admin_command(&alice, MANAGE_MESSAGES, show()).await;
    assert!(shown.is_ephemeral(), "only the caller sees them");
    // The harness keeps games in the channel; the rest is the default.
    assert_eq!(
        shown.content(),
        Some(
            "The settings of this server:\n• Time per turn: 1 day (the default)\n• New games are \
             played in the channel where they are agreed.\n• Takebacks are allowed in rated games \
             (the opponent must agree).\n• The puzzle of the day is not posted \
             (`/lyngk-admin settings daily-puzzle` in a channel posts it there)."
        )
    );
    let set = |sub: &str, opt: Opt| vec![Opt::group("settings", vec![Opt::sub(sub, vec![opt])])];
    for change in [
        set("turn-limit", Opt::integer("hours", 3)),
        set("threads", Opt::integer("state", 0)),
        set("takebacks", Opt::integer("state", 1)),
        set("daily-puzzle", Opt::integer("state", 0)),
    ] {
        let done = h.admin_command(&carol, MANAGE_GUILD, change).await;
        assert!(!done.is_ephemeral(), "{:?}", done.content());
    }
    let shown = h.admin_command(&alice, MANAGE_MESSAGES, show()).await;
    let channel = h.fake.config().channel_id;
    assert_eq!(
        shown.content().map(str::to_owned),
        Some(format!(
            "The settings of this server:\n• Time per turn: 3 hours\n• Each new game starts in a \
             thread of its own.\n• Takebacks are refused in rated games (games against the \
             computer allow them).\n• The puzzle of the day is posted in <#{channel}> every day."
        ))
    );
    let mut fr = h.fake.command_interaction(&alice, "lyngk-admin", &show());
    fr["locale"] = json!("fr");
    let fr = h.send(fr).await;
    assert!(
        fr.content()
            .unwrap_or_default()
            .starts_with("Les paramètres de ce serveur"),
        "{:?}",
        fr.content()
    );
    h.finish().await;
}
