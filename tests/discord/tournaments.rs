//! A tournament run by the real bot against the fake Discord: created by
//! the organiser, joined with the announcement's button (which is edited to
//! list who joined), started by hand, its rounds paired and each game
//! started in a thread of its own pinging both players; a five-player Swiss
//! of three rounds played to the end with a bye, losses on time, a player
//! leaving in the middle of a round and a restart of the bot in the middle
//! of a round; the final standings posted as a PNG.

use std::time::Duration;

use serde_json::Value;

use crate::common::fake_discord::{FakeThread, FakeUser, Fault, InteractionCallback, Opt};
use crate::common::game::as_message;
use crate::common::{Harness, WAIT, alice, allowed_users, bob, carol, from_thread, pinged};

pub(crate) const MANAGE_GUILD: u64 = 1 << 5;
pub(crate) const HOUR: Duration = Duration::from_secs(3600);

fn dave() -> FakeUser {
    FakeUser::new(7_000_000_000_000_000_004, "dave")
}

fn erin() -> FakeUser {
    FakeUser::new(7_000_000_000_000_000_005, "erin")
}

/// An admin's `/lyngk-admin tournament <sub>` with `options`.
pub(crate) fn admin(sub: &str, options: Vec<Opt>) -> Vec<Opt> {
    vec![Opt::group("tournament", vec![Opt::sub(sub, options)])]
}

/// `/lyngk tournament standings` from `user`, in the fake's channel.
fn standings_command(h: &Harness, user: &FakeUser) -> Value {
    h.fake.command_interaction(
        user,
        "lyngk",
        &[Opt::group(
            "tournament",
            vec![Opt::sub("standings", vec![])],
        )],
    )
}

/// Alice (*Manage Server*) creates a Swiss of `rounds` rounds, an hour a
/// turn, started by hand.
async fn create_swiss(h: &Harness, name: &str, rounds: i64) -> InteractionCallback {
    h.admin_command(
        &alice(),
        MANAGE_GUILD,
        admin(
            "create",
            vec![
                Opt::string("name", name),
                Opt::integer("format", 0),
                Opt::integer("rounds", rounds),
                Opt::integer("hours", 1),
            ],
        ),
    )
    .await
}

/// The id of the message that answered `created` (the announcement).
async fn announcement_of(h: &Harness, created: &InteractionCallback) -> u64 {
    h.fake
        .wait_until(WAIT, "the announcement's message", |s| {
            s.original_message(created.interaction_id)
        })
        .await
        .unwrap()
}

/// Waits until the bot made `n` threads and posted a message in each.
async fn threads(h: &Harness, n: usize) -> Vec<FakeThread> {
    h.fake
        .wait_until(WAIT, &format!("{n} tournament threads"), |s| {
            let posted = |t: &FakeThread| s.channel_messages.iter().any(|m| m.channel_id == t.id);
            (s.threads.len() >= n && s.threads.iter().all(posted)).then(|| s.threads.clone())
        })
        .await
        .expect("the round's games in their threads")
}

/// The messages posted in `channel` so far.
fn posted_in(h: &Harness, channel: u64) -> Vec<Value> {
    h.fake
        .channel_messages()
        .into_iter()
        .filter(|m| m.channel_id == channel)
        .map(|m| m.json)
        .collect()
}

/// Waits for a message in the tournament's channel containing `needle`.
async fn announced(
    h: &Harness,
    channel: u64,
    needle: &str,
) -> crate::common::fake_discord::ChannelMessage {
    h.fake
        .wait_until(WAIT, needle, |s| {
            s.channel_messages
                .iter()
                .find(|m| {
                    m.channel_id == channel
                        && m.json["content"]
                            .as_str()
                            .is_some_and(|c| c.contains(needle))
                })
                .cloned()
        })
        .await
        .unwrap_or_else(|e| panic!("{e}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_swiss_is_played_to_the_end_with_a_bye_a_loss_on_time_and_a_player_leaving() {
    let mut h = Harness::start().await;
    let players = [alice(), bob(), carol(), dave(), erin()];
    let channel = h.fake.config().channel_id;

    // A member without Manage Server is refused, and nothing is made.
    let refused = h
        .admin_command(
            &bob(),
            0,
            admin(
                "create",
                vec![
                    Opt::string("name", "Nope"),
                    Opt::integer("format", 0),
                    Opt::integer("rounds", 3),
                ],
            ),
        )
        .await;
    assert!(refused.is_ephemeral(), "{:?}", refused.data);

    let created = create_swiss(&h, "Evening", 3).await;
    assert!(!created.is_ephemeral(), "{:?}", created.data);
    let buttons = created.custom_ids();
    assert_eq!(buttons.len(), 2, "Join and Leave: {buttons:?}");
    assert!(buttons[0].starts_with("lyngk:tjoin:"), "{buttons:?}");
    let announcement = announcement_of(&h, &created).await;
    let shown = as_message(&h, &created, announcement);
    for p in &players {
        let joined = h.click(p, &buttons[0], Some(shown.clone())).await;
        assert!(joined.is_ephemeral(), "{:?}", joined.data);
        assert!(
            joined
                .content()
                .unwrap_or_default()
                .contains("You joined Evening"),
            "{:?}",
            joined.content()
        );
    }
    // The announcement is edited to list all five.
    let path = format!("/channels/{channel}/messages/{announcement}");
    h.fake
        .wait_until(WAIT, "the announcement listing five players", |s| {
            s.requests
                .iter()
                .rev()
                .find(|r| r.method == "PATCH" && r.path == path)
                .and_then(|r| {
                    let content = r.json.as_ref()?["content"].as_str()?.to_owned();
                    players
                        .iter()
                        .all(|p| content.contains(&format!("<@{}>", p.id)))
                        .then_some(())
                })
        })
        .await
        .unwrap();
    let again = h.click(&bob(), &buttons[0], Some(shown.clone())).await;
    assert_eq!(
        again.content(),
        Some("You have already joined Evening."),
        "a second Join changes nothing"
    );

    let started = h
        .admin_command(&alice(), MANAGE_GUILD, admin("start", vec![]))
        .await;
    assert!(
        started
            .content()
            .unwrap_or_default()
            .contains("begins with 5 players over 3 rounds"),
        "{:?}",
        started.content()
    );
    // Round 1: its pairings announced (both players of each board named,
    // and the bye, who alone is pinged there), and each game in a thread
    // pinging both: once per game.
    let round1 = announced(&h, channel, "**Evening: round 1 of 3**").await;
    let round1_text = round1.json["content"].as_str().unwrap();
    assert!(round1_text.contains("Bye:"), "{:?}", round1.json);
    for p in &players {
        assert!(
            round1_text.contains(&format!("<@{}>", p.id)),
            "every player named: {round1_text}"
        );
    }
    assert_eq!(
        pinged(&round1.json).len(),
        1,
        "only the bye is pinged: {:?}",
        round1.json
    );
    let made = threads(&h, 2).await;
    for t in &made {
        assert_eq!(t.parent, channel);
        assert!(t.name.starts_with("R1: "), "{:?}", t.name);
        let start = &posted_in(&h, t.id)[0];
        assert_eq!(pinged(start).len(), 2, "both players pinged: {start:?}");
    }

    // Round 1 ends by losses on time (the tournament's hour per turn).
    h.clock.advance(HOUR + Duration::from_millis(1_000));
    let round2 = announced(&h, channel, "**Evening: round 2 of 3**").await;
    assert!(round2.json["content"].as_str().unwrap().contains("Bye:"));
    let made = threads(&h, 4).await;
    let round2_threads: Vec<&FakeThread> =
        made.iter().filter(|t| t.name.starts_with("R2: ")).collect();
    assert_eq!(round2_threads.len(), 2);
    // After round 1, its standings were posted with their picture.
    let after1 = announced(&h, channel, "round 1 is over").await;
    assert_eq!(after1.files.len(), 1, "the standings picture");

    // A restart in the middle of round 2: nothing is lost or repeated.
    h.stop_bot().await;
    h.start_bot().await;

    // A player of round 2's first game leaves: that game is lost by forfeit.
    let first_game = posted_in(&h, round2_threads[0].id)[0].clone();
    let leaver_id = pinged(&first_game)[1];
    let leaver = players.iter().find(|p| p.id == leaver_id).unwrap().clone();
    let leave = h.fake.command_interaction(
        &leaver,
        "lyngk",
        &[Opt::group("tournament", vec![Opt::sub("leave", vec![])])],
    );
    let left = h.send(leave).await;
    let text = left.content().unwrap_or_default().to_owned();
    assert!(text.contains("has left Evening"), "{text}");
    assert!(text.contains("by forfeit"), "{text}");
    h.fake
        .wait_until(WAIT, "the forfeit told in the game's thread", |s| {
            s.channel_messages
                .iter()
                .any(|m| {
                    m.channel_id == round2_threads[0].id
                        && m.json["content"]
                            .as_str()
                            .is_some_and(|c| c.contains("wins by forfeit"))
                })
                .then_some(())
        })
        .await
        .unwrap();
    // The other game of round 2 ends on time: round 3 has four players, no bye.
    h.clock.advance(HOUR + Duration::from_millis(1_000));
    let round3 = announced(&h, channel, "**Evening: round 3 of 3**").await;
    let round3_text = round3.json["content"].as_str().unwrap();
    assert!(!round3_text.contains("Bye:"), "{round3_text}");
    assert!(
        !round3_text.contains(&format!("<@{leaver_id}>")),
        "the leaver is not paired"
    );
    let made = threads(&h, 6).await;
    assert_eq!(
        made.iter().filter(|t| t.name.starts_with("R3: ")).count(),
        2
    );
    assert_eq!(made.len(), 6, "one thread per game, none twice");

    // Round 3 ends on time: the tournament is over, the winner announced
    // with the final standings as a PNG.
    h.clock.advance(HOUR + Duration::from_millis(1_000));
    let over = announced(&h, channel, "**Evening** is over").await;
    let content = over.json["content"].as_str().unwrap();
    assert!(
        content.contains("The winner") || content.contains("The winners"),
        "{content}"
    );
    assert!(content.contains("(withdrawn)"), "{content}");
    assert!(!pinged(&over.json).is_empty(), "the winner is pinged");
    assert_eq!(over.files.len(), 1);
    let png = image::load_from_memory_with_format(&over.files[0].data, image::ImageFormat::Png)
        .expect("the standings decode as a PNG");
    assert_eq!(png.width(), lyngk::render::STANDINGS_WIDTH);
    assert_eq!(png.height(), lyngk::render::standings_height(5));

    // Still viewable, with the picture.
    let standings = standings_command(&h, &bob());
    let view = h.send(standings).await;
    assert_eq!(view.files.len(), 1, "{:?}", view.data);
    assert!(allowed_users(&view).is_empty(), "the standings ping nobody");
    // No round 4, no more threads.
    assert_eq!(h.fake.state().threads.len(), 6);
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_whose_thread_cannot_be_made_is_told_once_and_started_once_it_can() {
    let h = Harness::start().await;
    let channel = h.fake.config().channel_id;
    let created = create_swiss(&h, "Quick", 1).await;
    let buttons = created.custom_ids();
    let announcement = announcement_of(&h, &created).await;
    let shown = as_message(&h, &created, announcement);
    for p in [alice(), bob()] {
        let joined = h.click(&p, &buttons[0], Some(shown.clone())).await;
        assert!(joined.is_ephemeral(), "{:?}", joined.data);
    }
    // Discord refuses the game's thread three times.
    h.fake
        .inject(Fault::new("POST", "/channels/", "/threads", 403, 3));
    h.admin_command(&alice(), MANAGE_GUILD, admin("start", vec![]))
        .await;
    let refusals = |n: usize| {
        let fake = &h.fake;
        async move {
            fake.wait_until(WAIT, &format!("{n} thread requests"), |s| {
                let tries = s
                    .requests
                    .iter()
                    .filter(|r| r.method == "POST" && r.path.ends_with("/threads"))
                    .count();
                (tries >= n).then_some(())
            })
            .await
            .unwrap();
        }
    };
    refusals(1).await;
    announced(&h, channel, "could not be made").await;
    // The clock tries again once the pairing's lease is old: twice more
    // refused, then made.
    for n in 2..=4 {
        h.clock.advance(Duration::from_millis(61_000));
        refusals(n).await;
    }
    let made = threads(&h, 1).await;
    assert!(made[0].name.starts_with("R1: "), "{:?}", made[0].name);
    let start = &posted_in(&h, made[0].id)[0];
    let mut pinged = pinged(start);
    pinged.sort_unstable();
    assert_eq!(pinged, [alice().id, bob().id], "both players pinged");
    let told = posted_in(&h, channel)
        .iter()
        .filter(|m| {
            m["content"]
                .as_str()
                .is_some_and(|c| c.contains("could not be made"))
        })
        .count();
    assert_eq!(
        told,
        1,
        "the players are told once, not every minute: {:?}",
        posted_in(&h, channel)
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_is_refused_inside_a_thread_and_nothing_is_created() {
    let h = Harness::start().await;
    let channel = h.fake.config().channel_id;
    let thread = 9_000_000_000_000_000_901;
    let mut create = h.fake.command_interaction(
        &alice(),
        "lyngk-admin",
        &admin(
            "create",
            vec![
                Opt::string("name", "Evening"),
                Opt::integer("format", 0),
                Opt::integer("rounds", 3),
            ],
        ),
    );
    create["member"]["permissions"] = Value::String(MANAGE_GUILD.to_string());
    let refused = h.send(from_thread(create, thread, channel)).await;
    assert!(refused.is_ephemeral(), "{:?}", refused.data);
    assert!(
        refused
            .content()
            .is_some_and(|c| c.contains("can't be held in a thread")),
        "{:?}",
        refused.content()
    );
    assert!(refused.custom_ids().is_empty(), "no Join button");
    // Nothing was created, in the thread or in its channel.
    let standings = standings_command(&h, &bob());
    let none = h.send(from_thread(standings, thread, channel)).await;
    assert!(
        none.content()
            .is_some_and(|c| c.contains("no tournament in this channel")),
        "{:?}",
        none.content()
    );
    assert!(posted_in(&h, thread).is_empty() && posted_in(&h, channel).is_empty());
    let created = create_swiss(&h, "Evening", 3).await;
    assert!(!created.is_ephemeral(), "{:?}", created.content());
    assert_eq!(created.custom_ids().len(), 2, "Join and Leave");
    h.finish().await;
}

/// While many join, the announcement stays a summary within one message's
/// content: the number who joined and the latest of them, pointing to the
/// standings command for the rest; every edit is taken by Discord.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_announcement_stays_a_summary_of_who_joined_as_a_crowd_joins() {
    let h = Harness::start().await;
    let channel = h.fake.config().channel_id;
    let created = create_swiss(&h, "Crowd", 3).await;
    let buttons = created.custom_ids();
    let announcement = announcement_of(&h, &created).await;
    let shown = as_message(&h, &created, announcement);
    let players: Vec<FakeUser> = (0..100)
        .map(|i| FakeUser::new(7_100_000_000_000_000_000 + i, &format!("entrant{i}")))
        .collect();
    for p in &players {
        let joined = h.click(p, &buttons[0], Some(shown.clone())).await;
        assert!(joined.is_ephemeral(), "{:?}", joined.data);
    }
    let path = format!("/channels/{channel}/messages/{announcement}");
    let edit = h
        .fake
        .wait_until(WAIT, "the announcement counting 100", |s| {
            s.requests
                .iter()
                .rev()
                .find(|r| r.method == "PATCH" && r.path == path)
                .and_then(|r| r.json.clone())
                .filter(|json| json["content"].to_string().contains("Players (100)"))
        })
        .await
        .expect("the count of entrants");
    let content = edit["content"].as_str().unwrap_or_default();
    assert!(content.chars().count() <= 2000, "{edit}");
    assert!(
        edit["embeds"].as_array().is_none_or(Vec::is_empty),
        "no embed needed: {edit}"
    );
    assert!(
        content.contains("`/lyngk tournament standings` lists the players"),
        "{content}"
    );
    for (i, p) in players.iter().enumerate() {
        assert_eq!(
            content.contains(&format!("<@{}>", p.id)),
            i >= 85,
            "the latest 15 named, no one else: {content}"
        );
    }
    let patches: Vec<u16> = h
        .fake
        .state()
        .requests
        .iter()
        .filter(|r| r.method == "PATCH" && r.path == path)
        .map(|r| r.status)
        .collect();
    assert!(patches.iter().all(|&s| s == 200), "{patches:?}");
    h.finish().await;
}
