//! LYNGK through the install of the app to a player's own account, where
//! the bot is not: a whole game in a group DM, and one in a server whose
//! managers never added the bot, played from the challenge to the end by
//! the Move button's menus, answered only through the interactions (no
//! channel endpoint, never more than five follow-ups for one interaction);
//! a takeback and a resignation there by their buttons; a challenge or a
//! takeback request closed another way loses its buttons through its own
//! interaction's token; what needs the
//! server's own install refused there with a clear answer;
//! the clock's notices sent to the players by direct message, and shown at
//! the channel's next interaction when they must still be seen there.

use std::time::Duration;

use serde_json::Value;

use lyngk::engine::{Action, Move, Outcome, Player, Position};
use lyngk::metrics::Live;

use crate::clicks::{At, Seen, move_button, play_by_clicks};
use crate::common::fake_discord::limits::USER_INSTALL_FOLLOWUPS;
use crate::common::fake_discord::payloads::USER_INSTALL_PERMISSIONS;
use crate::common::fake_discord::{FakeConfig, FakeUser, InteractionCallback, Opt, WebhookTarget};
use crate::common::game::Game;
use crate::common::plan::{PlannedTurn, plan_game_with_claimed_chain};
use crate::common::{
    Harness, WAIT, alice, allowed_users, assert_safe_mentions, bob, in_bot_dm, in_group_dm,
    in_guild_user_install,
};
use crate::support::{first_move, position_of_history, start_game};

/// A group DM between alice, bob and others.
const GROUP_DM: u64 = 8_300_000_000_000_000_001;
/// A server the bot is not in, and one of its channels.
const OTHER_GUILD: u64 = 2_000_000_000_000_000_099;
const OTHER_CHANNEL: u64 = 3_000_000_000_000_000_099;

/// An interaction from the group DM, authorised by alice's install (a click
/// on a message of her command carries the same install).
fn from_group_dm(interaction: Value, channel: u64) -> Value {
    in_group_dm(interaction, channel, alice().id)
}

/// Another group DM, whose permissions let apps send neither files nor
/// embeds, and one that lets them send files but no embeds.
const GROUP_DM_NO_FILES: u64 = 8_300_000_000_000_000_002;
const GROUP_DM_NO_EMBEDS: u64 = 8_300_000_000_000_000_003;

/// Discord's *Embed Links* and *Attach Files* bits
/// (<https://discord.com/developers/docs/topics/permissions#permissions-bitwise-permission-flags>).
const EMBED_LINKS: u64 = 1 << 14;
const ATTACH_FILES: u64 = 1 << 15;

/// An interaction from the group DM `channel`, authorised by alice's
/// install, whose `app_permissions` lack `without`.
fn in_group_dm_without(interaction: Value, channel: u64, without: u64) -> Value {
    let mut interaction = from_group_dm(interaction, channel);
    interaction["app_permissions"] =
        Value::String((USER_INSTALL_PERMISSIONS & !without).to_string());
    interaction
}

fn from_group_dm_without_files(interaction: Value, channel: u64) -> Value {
    in_group_dm_without(interaction, channel, ATTACH_FILES | EMBED_LINKS)
}

fn from_group_dm_without_embeds(interaction: Value, channel: u64) -> Value {
    in_group_dm_without(interaction, channel, EMBED_LINKS)
}

/// An interaction from the server without the bot, authorised by alice's
/// install.
fn from_other_server(interaction: Value, channel: u64) -> Value {
    in_guild_user_install(interaction, OTHER_GUILD, channel, alice().id)
}

async fn command(
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

/// What the bot asked of channels and servers (beyond the interactions and
/// the DMs it opened itself).
fn channel_calls(h: &Harness) -> Vec<String> {
    h.fake
        .state()
        .channel_endpoint_calls()
        .iter()
        .map(|r| format!("{} {} -> {}", r.method, r.path, r.status))
        .collect()
}

/// alice challenges bob at `at`, bob accepts with the button; returns the
/// game and the message that starts it.
async fn challenge_and_accept(h: &Harness, at: At) -> (Game, InteractionCallback) {
    let (alice, bob) = (alice(), bob());
    let challenge = command(
        h,
        at,
        &alice,
        "challenge",
        vec![Opt::user("opponent", &bob)],
    )
    .await;
    assert_eq!(challenge.kind, 4, "{:?}", challenge.data);
    assert!(!challenge.is_ephemeral(), "{:?}", challenge.content());
    assert_safe_mentions(&challenge);
    assert_eq!(allowed_users(&challenge), [bob.id], "bob is pinged");
    let buttons = challenge.custom_ids();
    assert!(buttons[0].starts_with("lyngk:accept:"), "{buttons:?}");

    // The Accept button's click takes the buttons away by updating its own
    // message, and the game starts in a follow-up of that click.
    let closed = at.click(h, &bob, &buttons[0], &challenge).await;
    assert_eq!(closed.kind, 7, "the clicked message is updated");
    assert!(closed.custom_ids().is_empty(), "the buttons are gone");
    let started = h.followup(&closed, 1).await;
    assert!(!started.is_ephemeral());
    assert!(
        started.content().unwrap_or_default().contains("begins"),
        "{:?}",
        started.content()
    );
    move_button(&started);
    let history = command(h, at, &alice, "history", vec![]).await;
    (Game::from_history_answer(&history, &alice, &bob), started)
}

/// Plays the game to its end by the Move button's menus, from `turn`;
/// `restart` (a turn number) stops the bot and starts it again before that
/// turn, whose menus are then opened from the message posted before.
async fn play_to_the_end(
    h: &mut Harness,
    at: At,
    game: &mut Game,
    mut turn: InteractionCallback,
    restart: Option<usize>,
) -> InteractionCallback {
    let plan = plan_game_with_claimed_chain(&game.pos, 2).expect("a game with a LYNGK chain");
    let mut seen = Seen::default();
    let mut turns = 0;
    for PlannedTurn { claim, mv: m, .. } in plan.turns() {
        turns += 1;
        if restart == Some(turns) {
            h.stop_bot().await;
            h.start_bot().await;
        }
        turn = play_by_clicks(h, at, game, &turn, claim, m, &mut seen).await;
    }
    assert!(game.pos.is_over());
    assert!(seen.chains >= 1, "a LYNGK chain was played");
    turn
}

/// Nothing reached a channel, and no interaction had more follow-ups than
/// a user's install allows.
fn only_interactions(h: &Harness) {
    assert_eq!(
        channel_calls(h),
        Vec::<String>::new(),
        "no channel endpoint"
    );
    let most = h.fake.state().max_followups();
    assert!(
        most <= USER_INSTALL_FOLLOWUPS,
        "{most} follow-ups for one interaction"
    );
    assert!(h.fake.state().threads.is_empty(), "no thread");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_group_dm_through_a_users_install() {
    let mut h = Harness::start().await;
    let at = At(GROUP_DM, from_group_dm);
    let (mut game, started) = challenge_and_accept(&h, at).await;
    let end = play_to_the_end(&mut h, at, &mut game, started, None).await;
    let said = end.content().unwrap_or_default();
    assert!(said.contains("the game is over"), "{said}");
    assert!(
        said.contains("Games outside a server are not rated."),
        "{said}"
    );
    // The game is stored as played, in the group DM.
    let history = command(&h, at, &alice(), "history", vec![]).await;
    let stored = Game::from_history_answer(&history, &alice(), &bob());
    assert_eq!(stored.users, game.users);
    only_interactions(&h);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_server_where_only_the_challenger_installed_the_app() {
    let mut h = Harness::start().await;
    let at = At(OTHER_CHANNEL, from_other_server);
    let (mut game, started) = challenge_and_accept(&h, at).await;
    // The bot restarts before the third turn; its menus still play.
    let end = play_to_the_end(&mut h, at, &mut game, started, Some(3)).await;
    let said = end.content().unwrap_or_default();
    assert!(said.contains("the game is over"), "{said}");
    // A server's game is rated on that server's ladder.
    assert!(!said.contains("not rated"), "{said}");
    only_interactions(&h);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_needs_the_servers_install_is_refused_where_only_a_user_installed_the_app() {
    let h = Harness::start().await;
    let alice = alice();
    for at in [
        At(GROUP_DM, from_group_dm),
        At(OTHER_CHANNEL, from_other_server),
    ] {
        for (sub, options) in [
            ("leaderboard", vec![]),
            ("games", vec![]),
            ("notify", vec![Opt::integer("state", 0)]),
        ] {
            let refused = command(&h, at, &alice, sub, options).await;
            assert!(refused.is_ephemeral(), "{sub}");
            let said = refused.text();
            assert!(
                said.contains("needs LYNGK added to the server by its managers"),
                "{sub}: {said}"
            );
            assert!(said.contains("/lyngk challenge"), "{sub}: {said}");
        }
        let tournament = h.fake.command_interaction(
            &alice,
            "lyngk",
            &[Opt::group(
                "tournament",
                vec![Opt::sub("standings", vec![])],
            )],
        );
        let refused = h.send((at.1)(tournament, at.0)).await;
        assert!(refused.is_ephemeral());
        assert!(
            refused.text().contains("needs LYNGK added"),
            "{}",
            refused.text()
        );
    }
    // The server's settings are not even offered there: `/lyngk-admin` is
    // registered for a server's install only.
    let admin = h
        .commands()
        .into_iter()
        .find(|c| c["name"] == "lyngk-admin")
        .expect("lyngk-admin registered");
    assert_eq!(admin["integration_types"], serde_json::json!([0]));
    only_interactions(&h);
    h.finish().await;
}

/// Waits until the bot has kept `n` messages in all (for a channel's next
/// interaction, here): the clock keeps them just after its direct
/// messages, which the test sees first.
async fn kept(h: &Harness, n: u64) {
    let bot = h.bot.as_ref().expect("a bot");
    let count = || {
        bot.service()
            .metrics()
            .render(&Live::default())
            .lines()
            .find_map(|l| l.strip_prefix("lyngk_posts_kept_total "))
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    let waited = tokio::time::timeout(WAIT, async {
        while count() < n {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(waited.is_ok(), "{n} messages kept");
    assert_eq!(count(), n, "no more kept");
}

/// The follow-ups of every interaction that say `what`.
fn followups_saying(h: &Harness, what: &str) -> usize {
    h.fake
        .state()
        .webhook_calls
        .iter()
        .filter(|c| c.method == "POST" && c.content().is_some_and(|t| t.contains(what)))
        .count()
}

/// alice or bob plays a turn of `game` by typing it in the channel of `at`.
async fn type_a_move(h: &Harness, at: At, game: &mut Game) -> InteractionCallback {
    let mover = game.user(game.pos.to_move()).clone();
    let Action::Move(m) = first_move(&game.pos) else {
        unreachable!("first_move finds a move")
    };
    let played = command(
        h,
        at,
        &mover,
        "move",
        vec![
            Opt::string("from", &m.from.to_string()),
            Opt::string("to", &m.to.to_string()),
        ],
    )
    .await;
    assert!(!played.is_ephemeral(), "{:?}", played.content());
    game.pos.play(Action::Move(m)).expect("a legal move");
    played
}

/// Checks that `shown`, a follow-up at the group DM's next interaction, is
/// the loss on time of `late` against `winner`, public, with its picture,
/// pinging both.
fn the_loss_on_time(shown: &InteractionCallback, late: u64, winner: u64) {
    assert!(!shown.is_ephemeral());
    let said = shown.text();
    assert!(
        said.contains(&format!("<@{late}> did not move in time and loses on time")),
        "{said}"
    );
    assert!(said.contains(&format!("<@{winner}> wins")), "{said}");
    assert!(has_picture(shown), "the final board: {:?}", shown.data);
    let mut pinged = allowed_users(shown);
    pinged.sort_unstable();
    let mut players = vec![late, winner];
    players.sort_unstable();
    assert_eq!(pinged, players);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_clock_reaches_the_players_by_direct_message_where_the_bot_is_not() {
    const HOUR: Duration = Duration::from_secs(3600);
    let h = Harness::start().await;
    let at = At(GROUP_DM, from_group_dm);
    let (game, _) = challenge_and_accept(&h, at).await;
    let late = game.user(Player::One).clone();
    let other = game.user(Player::Two).id;

    // Half of the default day: the warning can't be posted in the group
    // DM; it reaches the player to move by direct message.
    h.clock.advance(12 * HOUR + Duration::from_millis(1));
    let warned = h
        .fake
        .wait_until(WAIT, "a warning by direct message", |s| {
            let dms = s.direct_messages(late.id);
            (!dms.is_empty()).then_some(dms)
        })
        .await
        .expect("the warning");
    let text = warned[0].content().unwrap_or_default();
    assert!(text.contains("half of your time"), "{text}");

    // The limit: the loss on time reaches both players by direct message.
    h.clock.advance(12 * HOUR);
    let lost = h
        .fake
        .wait_until(WAIT, "the loss on time by direct message", |s| {
            let dms = s.direct_messages(other);
            (!dms.is_empty()).then_some(dms)
        })
        .await
        .expect("the loss on time");
    let text = lost[0].content().unwrap_or_default();
    assert!(text.contains("loses on time"), "{text}");
    assert!(text.contains(&format!("<@{other}> wins")), "{text}");
    let late_dms = h.fake.state().direct_messages(late.id);
    assert_eq!(late_dms.len(), 2, "the warning, then the loss");
    // The result is kept for the group DM all the same (the warning,
    // delivered, is not).
    kept(&h, 1).await;

    // The game's channel's next interaction: the command is answered, and
    // the game's result shown there.
    let moved = command(
        &h,
        at,
        &late,
        "move",
        vec![Opt::string("from", "C3"), Opt::string("to", "E5")],
    )
    .await;
    assert!(moved.is_ephemeral());
    assert_eq!(
        moved.content(),
        Some("There is no game in progress in this channel.")
    );
    let shown = h.followup(&moved, 1).await;
    the_loss_on_time(&shown, late.id, other);
    // The clock, which has no interaction, never tried the group DM: the
    // game is stored as one the bot reaches only through interactions.
    assert_eq!(
        channel_calls(&h),
        Vec::<String>::new(),
        "no channel endpoint"
    );
    assert!(h.fake.state().max_followups() <= USER_INSTALL_FOLLOWUPS);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_no_direct_message_reaches_the_players_the_channels_next_interaction_shows_the_clock()
{
    const HOUR: Duration = Duration::from_secs(3600);
    const WARNING: &str = "half of your time";
    // Both players accept no direct message from the bot: Discord opens
    // the DM channel but refuses the message (403, code 50007).
    let h = Harness::start_with(FakeConfig {
        closed_dms: vec![alice().id, bob().id],
        ..FakeConfig::default()
    })
    .await;
    let at = At(GROUP_DM, from_group_dm);
    let (mut game, _) = challenge_and_accept(&h, at).await;
    let first = game.user(game.pos.to_move()).clone();
    let second = game.user(game.pos.to_move().opponent()).clone();

    // The warning reaches nobody by direct message: the group DM's next
    // interaction shows it, pinging the player to move, with the Move
    // button.
    h.clock.advance(12 * HOUR + Duration::from_millis(1));
    kept(&h, 1).await;
    let asked = command(&h, at, &second, "history", vec![]).await;
    let shown = h.followup(&asked, 1).await;
    assert!(!shown.is_ephemeral());
    assert!(shown.text().contains(WARNING), "{}", shown.text());
    assert_eq!(allowed_users(&shown), [first.id]);
    move_button(&shown);

    // A warning the player answered by moving is stale: never shown.
    type_a_move(&h, at, &mut game).await;
    h.clock.advance(12 * HOUR + Duration::from_millis(1));
    kept(&h, 2).await;
    type_a_move(&h, at, &mut game).await;

    // `first` lets the clock run out: warned (kept), then losing on time
    // (kept), which makes the warning stale.
    h.clock.advance(12 * HOUR + Duration::from_millis(1));
    kept(&h, 3).await;
    h.clock.advance(12 * HOUR);
    kept(&h, 4).await;
    let moved = command(
        &h,
        at,
        &first,
        "move",
        vec![Opt::string("from", "C3"), Opt::string("to", "E5")],
    )
    .await;
    assert_eq!(
        moved.content(),
        Some("There is no game in progress in this channel.")
    );
    let shown = h.followup(&moved, 1).await;
    the_loss_on_time(&shown, first.id, second.id);
    assert_eq!(
        followups_saying(&h, WARNING),
        1,
        "only the warning still current was shown"
    );
    // Each notice was tried once by direct message, for each player it
    // pings, and never in the group DM.
    assert_eq!(h.fake.state().closed_dm_refusals(), 5);
    assert_eq!(
        channel_calls(&h),
        Vec::<String>::new(),
        "no channel endpoint"
    );
    assert!(h.fake.state().max_followups() <= USER_INSTALL_FOLLOWUPS);
    h.finish().await;
}

/// Why a picture is missing, as the players read it.
const NO_PICTURE: &str = "No picture or file here: this channel doesn't let apps attach files";

/// Whether `answer` holds a picture: a file, or an embed showing one.
fn has_picture(answer: &InteractionCallback) -> bool {
    let embeds = answer.data["embeds"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    !answer.files.is_empty() || embeds.iter().any(|e| e.get("image").is_some())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_apps_may_not_attach_files_the_turn_is_told_in_text_and_the_reason_said_once() {
    let h = Harness::start().await;
    let at = At(GROUP_DM_NO_FILES, from_group_dm_without_files);
    let (mut game, started) = challenge_and_accept(&h, at).await;
    // The start (a click's follow-up) and the first turn (a command's
    // response): their text, without the picture, and why, once in each
    // interaction's answer.
    let Some(Action::Move(first)) = game
        .pos
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move(_)))
    else {
        panic!("a move to play");
    };
    let mover = game.user(game.pos.to_move()).clone();
    let played = command(
        &h,
        at,
        &mover,
        "move",
        vec![
            Opt::string("from", &first.from.to_string()),
            Opt::string("to", &first.to.to_string()),
        ],
    )
    .await;
    assert!(!played.is_ephemeral(), "{:?}", played.content());
    game.pos.play(Action::Move(first)).expect("a legal move");
    for answer in [&started, &played] {
        let said = answer.content().unwrap_or_default();
        assert!(!has_picture(answer), "no picture: {:?}", answer.data);
        assert_eq!(said.matches(NO_PICTURE).count(), 1, "{said}");
        assert!(answer.data["embeds"].as_array().is_none_or(Vec::is_empty));
        move_button(answer);
    }
    assert!(started.content().unwrap_or_default().contains("begins"));
    let to_move = game.user(game.pos.to_move()).id;
    assert!(
        played
            .content()
            .unwrap_or_default()
            .contains(&format!("<@{to_move}>")),
        "the next player is pinged: {:?}",
        played.content()
    );
    assert_eq!(allowed_users(&played), [to_move]);

    // Where apps may attach files but not embed, the picture comes as a
    // file of its own, and nothing is missing to explain.
    let at = At(GROUP_DM_NO_EMBEDS, from_group_dm_without_embeds);
    let (_, started) = challenge_and_accept(&h, at).await;
    assert_eq!(started.files.len(), 1, "the picture as a file");
    assert!(started.data["embeds"].as_array().is_none_or(Vec::is_empty));
    assert!(!started.content().unwrap_or_default().contains(NO_PICTURE));
    let refused: Vec<String> = h
        .fake
        .state()
        .requests
        .iter()
        .filter(|r| r.code == 50013)
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(
        refused,
        Vec::<String>::new(),
        "nothing beyond the permissions"
    );
    only_interactions(&h);
    h.finish().await;
}

/// The bot's DM with alice.
const BOT_DM: u64 = 8_300_000_000_000_000_002;

fn from_bot_dm(interaction: Value, channel: u64) -> Value {
    in_bot_dm(interaction, channel)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stats_and_mygames_show_a_players_games_wherever_they_are() {
    let mut h = Harness::start().await;
    let group = At(GROUP_DM, from_group_dm);
    let (mut game, started) = challenge_and_accept(&h, group).await;
    play_to_the_end(&mut h, group, &mut game, started, None).await;
    let Some(Outcome::Win(p)) = game.pos.outcome() else {
        panic!("the planned game has a winner");
    };
    let (winner, loser) = (game.user(p).clone(), game.user(p.opponent()).clone());
    // A game in the server (its own install), still on.
    let (_, _, _) = start_game(&h, &alice(), &bob()).await;
    let config = h.fake.config();
    let server_link = format!("https://discord.com/channels/{}/", config.guild_id);
    let group_link = format!("https://discord.com/channels/@me/{GROUP_DM}");

    // In the group DM: the win outside servers, not rated, only for the
    // asker; the loser's record says lost.
    let stats = command(&h, group, &winner, "stats", vec![]).await;
    assert!(stats.is_ephemeral());
    let said = stats.text();
    assert!(said.contains("**Outside servers**"), "{said}");
    assert!(said.contains("not rated"), "{said}");
    assert!(said.contains("Games: 1 (1 won, 0 lost, 0 drawn)"), "{said}");
    assert!(!said.contains("Rating ("), "no ladder outside: {said}");
    let theirs = command(&h, group, &winner, "stats", vec![Opt::user("user", &loser)]).await;
    assert!(theirs.is_ephemeral());
    assert!(
        theirs.text().contains("Games: 1 (0 won, 1 lost, 0 drawn)"),
        "{}",
        theirs.text()
    );
    // In the bot's DM: the same record.
    let dm = At(BOT_DM, from_bot_dm);
    let alone = command(&h, dm, &winner, "stats", vec![]).await;
    assert!(alone.is_ephemeral());
    assert!(
        alone.text().contains("Games: 1 (1 won, 0 lost, 0 drawn)"),
        "{}",
        alone.text()
    );

    // mygames: everywhere from a DM, the game on first; in the server, its
    // game and the one outside servers.
    for at in [group, dm] {
        let mine = command(&h, at, &alice(), "mygames", vec![]).await;
        assert!(mine.is_ephemeral());
        let said = mine.text();
        assert!(said.contains("everywhere"), "{said}");
        let (on, ended) = (said.find(&server_link), said.find(&group_link));
        assert!(on.is_some() && ended.is_some(), "{said}");
        assert!(on < ended, "the game on first: {said}");
    }
    let here = h.command(&alice(), "mygames", vec![]).await;
    assert!(here.is_ephemeral());
    let said = here.content().unwrap_or_default();
    assert!(
        said.contains(&server_link) && said.contains(&group_link),
        "{said}"
    );
    // The server's stats: its ladder's games, then those outside apart.
    let in_server = h.command(&winner, "stats", vec![]).await;
    let said = in_server.content().unwrap_or_default();
    assert!(said.contains("**Outside servers**"), "{said}");
    h.finish().await;
}

/// The button of `answer` whose id starts with `prefix`.
fn button(answer: &InteractionCallback, prefix: &str) -> String {
    answer
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("a {prefix} button in {:?}", answer.custom_ids()))
}

/// A game at `at` whose first turn, played by clicks, its mover asked to
/// take back with the Take back button under it.
struct Asked {
    game: Game,
    /// The position before that turn, and its move.
    before: Position,
    first: Move,
    mover: FakeUser,
    other: FakeUser,
    /// The request, a message of its own.
    asked: InteractionCallback,
}

async fn takeback_asked(h: &Harness, at: At) -> Asked {
    let (mut game, started) = challenge_and_accept(h, at).await;
    let before = game.pos.clone();
    let mover = game.user(game.pos.to_move()).clone();
    let other = game.user(game.pos.to_move().opponent()).clone();
    let Action::Move(m) = first_move(&game.pos) else {
        unreachable!("first_move finds a move")
    };
    let turn = play_by_clicks(h, at, &mut game, &started, None, m, &mut Seen::default()).await;
    let asked = at
        .click(h, &mover, &button(&turn, "lyngk:takeback:"), &turn)
        .await;
    assert_eq!(asked.kind, 4, "{:?}", asked.data);
    Asked {
        game,
        before,
        first: m,
        mover,
        other,
        asked,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_and_a_resignation_in_a_group_dm_through_a_users_install() {
    let h = Harness::start().await;
    let at = At(GROUP_DM, from_group_dm);
    // The mover asks with the Take back button under their turn: a public
    // request that pings the opponent, with buttons only they may use.
    let Asked {
        before,
        first: m,
        mover,
        other,
        asked,
        ..
    } = takeback_asked(&h, at).await;
    assert!(!asked.is_ephemeral());
    assert_safe_mentions(&asked);
    assert_eq!(allowed_users(&asked), [other.id], "the opponent is pinged");
    assert!(
        asked
            .text()
            .contains(&format!("<@{}>, do you agree?", other.id)),
        "{}",
        asked.text()
    );
    let yes = button(&asked, "lyngk:takeback-yes:");
    let own = at.click(&h, &mover, &yes, &asked).await;
    assert!(own.is_ephemeral());
    assert_eq!(
        own.content(),
        Some(format!("Only <@{}> can answer this takeback request.", other.id).as_str())
    );
    let closed = at.click(&h, &other, &yes, &asked).await;
    assert_eq!(closed.kind, 7, "the request is updated: {:?}", closed.data);
    assert!(closed.custom_ids().is_empty(), "the request's buttons go");
    let done = h.followup(&closed, 1).await;
    assert!(!done.is_ephemeral());
    assert!(done.text().contains(" agreed: "), "{}", done.text());
    assert_eq!(
        allowed_users(&done),
        [mover.id],
        "the mover is to move again"
    );
    move_button(&done);
    // The turn is undone in the stored game.
    let history = command(&h, at, &mover, "history", vec![]).await;
    assert_eq!(position_of_history(&history), before, "the turn is undone");

    // The mover resigns, confirmed by the question's button.
    let question = command(&h, at, &mover, "resign", vec![]).await;
    assert!(question.is_ephemeral(), "{}", question.text());
    let closed = at
        .click(&h, &mover, &button(&question, "lyngk:resign:"), &question)
        .await;
    assert_eq!(closed.kind, 7, "the question is updated: {:?}", closed.data);
    assert!(closed.custom_ids().is_empty(), "the question's buttons go");
    let result = h.followup(&closed, 1).await;
    assert!(!result.is_ephemeral());
    let said = result.text();
    assert!(said.contains(&format!("<@{}> resigns", mover.id)), "{said}");
    assert!(said.contains(&format!("<@{}> wins", other.id)), "{said}");

    // The game is over, stored with the right winner.
    let moved = command(
        &h,
        at,
        &other,
        "move",
        vec![
            Opt::string("from", &m.from.to_string()),
            Opt::string("to", &m.to.to_string()),
        ],
    )
    .await;
    assert!(moved.is_ephemeral());
    assert_eq!(
        moved.content(),
        Some("There is no game in progress in this channel.")
    );
    for (user, record) in [
        (&other, "Games: 1 (1 won, 0 lost, 0 drawn)"),
        (&mover, "Games: 1 (0 won, 1 lost, 0 drawn)"),
    ] {
        let stats = command(&h, at, user, "stats", vec![]).await;
        assert!(stats.text().contains(record), "{}", stats.text());
    }
    only_interactions(&h);
    h.finish().await;
}

/// Waits until the message of `challenge` (the answer of a command or a
/// click: a challenge or a takeback request) lost its buttons through its
/// own interaction's token, where nothing else can edit it: an edit of its
/// original response (`PATCH /webhooks/{app}/{token}/messages/@original`)
/// whose buttons are all disabled.
async fn closed_through_its_token(h: &Harness, challenge: &InteractionCallback) {
    let edit = h
        .fake
        .wait_until(WAIT, "the challenge's message edited", |s| {
            s.webhook_calls
                .iter()
                .find(|c| {
                    c.interaction_id == Some(challenge.interaction_id)
                        && c.method == "PATCH"
                        && c.target == WebhookTarget::Original
                })
                .cloned()
        })
        .await
        .expect("the challenge's buttons are closed");
    let buttons: Vec<&Value> = edit.json["components"]
        .as_array()
        .expect("its components")
        .iter()
        .flat_map(|row| row["components"].as_array().expect("a row's buttons"))
        .collect();
    assert_eq!(buttons.len(), 2, "Accept and Decline: {buttons:?}");
    assert!(
        buttons.iter().all(|b| b["disabled"] == Value::Bool(true)),
        "{buttons:?}"
    );
}

/// alice's challenge to bob in the group DM; returns its answer (with its
/// buttons).
async fn challenge_in_group_dm(h: &Harness) -> InteractionCallback {
    let at = At(GROUP_DM, from_group_dm);
    let challenge = command(
        h,
        at,
        &alice(),
        "challenge",
        vec![Opt::user("opponent", &bob())],
    )
    .await;
    assert_eq!(challenge.kind, 4, "{:?}", challenge.data);
    assert!(
        challenge.custom_ids()[0].starts_with("lyngk:accept:"),
        "{:?}",
        challenge.custom_ids()
    );
    challenge
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_closed_by_a_command_in_a_group_dm_loses_its_buttons() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let at = At(GROUP_DM, from_group_dm);

    // Cancelled by the challenger's command.
    let cancelled = challenge_in_group_dm(&h).await;
    let said = command(&h, at, &alice, "cancel", vec![]).await;
    assert!(!said.is_ephemeral(), "{:?}", said.content());
    closed_through_its_token(&h, &cancelled).await;

    // Accepted by bob's typed command (through his own install of the app).
    let accepted = challenge_in_group_dm(&h).await;
    let typed = h
        .fake
        .command_interaction(&bob, "lyngk", &[Opt::sub("accept", vec![])]);
    let started = h.send(in_group_dm(typed, GROUP_DM, bob.id)).await;
    assert!(
        started.content().unwrap_or_default().contains("begins"),
        "{:?}",
        started.content()
    );
    closed_through_its_token(&h, &accepted).await;
    only_interactions(&h);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_that_expires_in_a_group_dm_loses_its_buttons() {
    let h = Harness::start().await;
    let challenge = challenge_in_group_dm(&h).await;
    // A challenge lasts ten minutes; its token fifteen: the clock closes
    // it through that token.
    h.clock
        .advance(Duration::from_secs(10 * 60) + Duration::from_millis(1));
    closed_through_its_token(&h, &challenge).await;
    // Its notice reaches the challenger by direct message, the group DM
    // never tried (the bot is not there).
    let told = h
        .fake
        .wait_until(WAIT, "the expiry by direct message", |s| {
            let dms = s.direct_messages(alice().id);
            (!dms.is_empty()).then_some(dms)
        })
        .await
        .expect("the expiry");
    assert!(
        told[0]
            .content()
            .unwrap_or_default()
            .contains(&format!("<@{}>", alice().id)),
        "{:?}",
        told[0].content()
    );
    assert_eq!(channel_calls(&h), Vec::<String>::new());
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_request_overtaken_in_a_group_dm_loses_its_buttons() {
    let h = Harness::start().await;
    let at = At(GROUP_DM, from_group_dm);
    let Asked {
        game, other, asked, ..
    } = takeback_asked(&h, at).await;
    button(&asked, "lyngk:takeback-yes:");

    // The opponent moves instead of answering: the move overtakes the
    // request, whose message only the click's token can edit.
    assert_eq!(game.user(game.pos.to_move()).id, other.id);
    let Action::Move(m) = first_move(&game.pos) else {
        unreachable!("first_move finds a move")
    };
    let moved = command(
        &h,
        at,
        &other,
        "move",
        vec![
            Opt::string("from", &m.from.to_string()),
            Opt::string("to", &m.to.to_string()),
        ],
    )
    .await;
    assert!(!moved.is_ephemeral(), "{:?}", moved.content());
    closed_through_its_token(&h, &asked).await;
    only_interactions(&h);
    h.finish().await;
}
