//! The lists of a guild's active games, marking the caller's turn.

use crate::service_env::*;
use lyngk::engine::Variant;
use lyngk::i18n::{Arg, Msg};
use lyngk::ids::{ChannelId, GuildId, UserId};
use lyngk::service::{Actor, Button, Service};

/// Another guild than the test guild.
const OTHER_GUILD: GuildId = GuildId::new(GUILD.get() + 1);

/// The `n`th channel after the test channel.
pub(crate) fn channel_after(n: u64) -> ChannelId {
    ChannelId::new(CHANNEL.get() + n)
}

/// Challenges `opponent` as `challenger` in `channel` of `guild` and
/// accepts; returns the user to move first.
pub(crate) async fn start_in(
    svc: &Service,
    guild: impl Into<Option<GuildId>>,
    channel: ChannelId,
    challenger: UserId,
    opponent: UserId,
) -> UserId {
    let guild = guild.into();
    let r = svc
        .challenges()
        .challenge(
            Actor::member(guild, channel, challenger),
            opponent.into(),
            Variant::Standard,
        )
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("no accept button: {:?}", r.buttons);
    };
    let r = svc
        .challenges()
        .accept(Actor::member(guild, channel, opponent), Some(challenge))
        .await
        .unwrap();
    r.mentions[0]
}

backends!(game_lists_show_the_guilds_active_games_and_mark_the_callers_turn);
async fn game_lists_show_the_guilds_active_games_and_mark_the_callers_turn(env: Env) {
    let svc = env.open().await;
    let none = svc.lists().games(actor(ALICE)).await.unwrap();
    assert!(none.text.has("games-none"), "{}", none.text);
    let mine = svc.lists().my_games(actor(ALICE), 0).await.unwrap();
    assert!(mine.ephemeral && mine.text.has("mygames-none"));

    // Alice plays Bob here and Carol in a second channel; a game in
    // another guild is not listed.
    let first_here = start_in(&svc, GUILD, CHANNEL, ALICE, BOB).await;
    env.clock.advance(Duration::from_millis(1000));
    let first_there = start_in(&svc, GUILD, channel_after(1), CAROL, ALICE).await;
    start_in(&svc, OTHER_GUILD, channel_after(2), BOB, CAROL).await;

    let all = svc.lists().games(actor(CAROL)).await.unwrap();
    assert!(!all.ephemeral && all.mentions.is_empty(), "pings nobody");
    let rows: Vec<&Msg> = all
        .text
        .lines()
        .iter()
        .filter(|m| m.id == "games-row")
        .collect();
    assert_eq!(rows.len(), 2, "{}", all.text);
    assert_eq!(
        rows[0].get("link"),
        Some(&Arg::Str(format!(
            "https://discord.com/channels/{GUILD}/{CHANNEL}"
        )))
    );
    assert_eq!(rows[0].get("next"), Some(&Arg::User(first_here.into())));
    assert_eq!(
        rows[0].get("since"),
        Some(&Arg::Str(format!("<t:{}:R>", T0.millis() / 1000)))
    );
    assert_eq!(rows[1].get("next"), Some(&Arg::User(first_there.into())));
    assert!(!all.text.has("games-more"));

    let mine = svc.lists().my_games(actor(ALICE), 0).await.unwrap();
    assert!(mine.ephemeral);
    let ids: Vec<&str> = mine.text.lines().iter().map(|m| m.id).collect();
    let turn = |first: UserId| {
        if first == ALICE {
            "mygames-row-your-turn"
        } else {
            "mygames-row-waiting"
        }
    };
    assert_eq!(
        ids,
        ["mygames-title", turn(first_here), turn(first_there)],
        "{}",
        mine.text
    );
    assert_eq!(
        mine.text.lines()[1].get("opponent"),
        Some(&Arg::User(BOB.into()))
    );
    assert_eq!(
        mine.text.lines()[2].get("opponent"),
        Some(&Arg::User(CAROL.into()))
    );

    // A long list is cut, the rest counted.
    let total = lyngk::service::LIST_SIZE as u64 + 3;
    for i in 2..total {
        start_in(&svc, GUILD, channel_after(10 + i), BOB, CAROL).await;
    }
    let all = svc.lists().games(actor(ALICE)).await.unwrap();
    let rows = all.text.lines().iter().filter(|m| m.id == "games-row");
    assert_eq!(rows.count(), lyngk::service::LIST_SIZE as usize);
    let more = all.text.find("games-more").expect("the rest counted");
    assert_eq!(more.get("count"), Some(&Arg::Num(3)));
    let title = all.text.find("games-title").unwrap();
    assert_eq!(title.get("count"), Some(&Arg::Num(total as i64)));
    let rendered = lyngk::i18n::Lang::Fr.render_text(&all.text);
    assert!(rendered.chars().count() < 2000, "{rendered}");
    let mine = svc.lists().my_games(actor(ALICE), 0).await.unwrap();
    assert!(!mine.text.has("games-more"), "{}", mine.text);
}

/// A game won by `winner` against `loser` in `channel` of `guild` (none:
/// outside servers): both play a turn (a game given up sooner is not
/// rated), then `loser` resigns.
async fn won_in(
    svc: &Service,
    guild: Option<GuildId>,
    channel: ChannelId,
    winner: UserId,
    loser: UserId,
) {
    let first = start_in(svc, guild, channel, winner, loser).await;
    let second = if first == winner { loser } else { winner };
    for user in [first, second] {
        let at = Actor::member(guild, channel, user);
        let pos = svc.viewing().board(at).await.unwrap().position.unwrap();
        svc.turns()
            .play_move(at, None, &first_move(&pos))
            .await
            .unwrap();
    }
    svc.endings()
        .resign(Actor::member(guild, channel, loser))
        .await
        .unwrap();
}

/// The lines of `reply` with the id `id`.
fn lines_of<'a>(text: &'a lyngk::i18n::Text, id: &str) -> Vec<&'a Msg> {
    text.lines().iter().filter(|m| m.id == id).collect()
}

backends!(a_members_games_are_listed_wherever_they_are_with_links_and_pages);
async fn a_members_games_are_listed_wherever_they_are_with_links_and_pages(env: Env) {
    let svc = env.open().await;
    let group_dm = channel_after(50);
    let dm = channel_after(51);
    // Alice wins one game in a group DM and one in this server, and plays
    // on in another server.
    won_in(&svc, None, group_dm, ALICE, BOB).await;
    env.clock.advance(Duration::from_millis(1000));
    won_in(&svc, Some(GUILD), CHANNEL, ALICE, BOB).await;
    start_in(&svc, OTHER_GUILD, channel_after(2), CAROL, ALICE).await;

    // In this server: its games and those outside servers.
    let here = svc.lists().my_games(actor(ALICE), 0).await.unwrap();
    assert!(here.ephemeral && here.buttons.is_empty(), "{}", here.text);
    let title = here.text.find("mygames-title").unwrap();
    assert_eq!(title.get("count"), Some(&Arg::Num(2)));
    assert_eq!(title.get("place"), Some(&Arg::Str("server".into())));
    let finished = lines_of(&here.text, "mygames-row-finished");
    let links: Vec<_> = finished.iter().map(|m| m.get("link").cloned()).collect();
    assert_eq!(
        links,
        [
            Some(Arg::Str(format!(
                "https://discord.com/channels/{GUILD}/{CHANNEL}"
            ))),
            Some(Arg::Str(format!(
                "https://discord.com/channels/@me/{group_dm}"
            ))),
        ],
        "the latest finished first"
    );
    for m in &finished {
        assert_eq!(m.get("result"), Some(&Arg::Str("win".into())));
        assert_eq!(m.get("opponent"), Some(&Arg::User(BOB.into())));
    }
    // Bob's list says he lost them.
    let bobs = svc.lists().my_games(actor(BOB), 0).await.unwrap();
    for m in lines_of(&bobs.text, "mygames-row-finished") {
        assert_eq!(m.get("result"), Some(&Arg::Str("loss".into())));
    }

    // In a DM: all of them, the active one first.
    let everywhere = svc
        .lists()
        .my_games(Actor::member(None, dm, ALICE), 0)
        .await
        .unwrap();
    let ids: Vec<&str> = everywhere.text.lines().iter().map(|m| m.id).collect();
    assert_eq!(ids[0], "mygames-title", "{}", everywhere.text);
    assert!(ids[1].starts_with("mygames-row-") && ids[1] != "mygames-row-finished");
    assert_eq!(ids[2..], ["mygames-row-finished", "mygames-row-finished"]);
    assert_eq!(
        everywhere.text.lines()[1].get("link"),
        Some(&Arg::Str(format!(
            "https://discord.com/channels/{OTHER_GUILD}/{}",
            channel_after(2)
        )))
    );
    let title = everywhere.text.find("mygames-title").unwrap();
    assert_eq!(title.get("place"), Some(&Arg::Str("everywhere".into())));

    // Pages: LIST_SIZE games each, with buttons to the others.
    let size = lyngk::service::LIST_SIZE;
    for i in 0..size {
        start_in(&svc, None, channel_after(100 + u64::from(i)), ALICE, CAROL).await;
    }
    let total = size + 3;
    let first = svc
        .lists()
        .my_games(Actor::member(None, dm, ALICE), 0)
        .await
        .unwrap();
    let rows = first
        .text
        .lines()
        .iter()
        .filter(|m| m.id.starts_with("mygames-row-"));
    assert_eq!(rows.count(), size as usize);
    assert_eq!(first.buttons, [Button::MyGamesNext { page: 1 }]);
    let page = first.text.find("mygames-page").unwrap();
    assert_eq!(page.get("page"), Some(&Arg::Num(1)));
    assert_eq!(page.get("pages"), Some(&Arg::Num(2)));
    let rendered = lyngk::i18n::Lang::Fr.render_text(&first.text);
    assert!(rendered.chars().count() < 2000, "{rendered}");
    // Past the last page: the last.
    let last = svc
        .lists()
        .my_games(Actor::member(None, dm, ALICE), 7)
        .await
        .unwrap();
    assert_eq!(last.buttons, [Button::MyGamesPrevious { page: 0 }]);
    let ids: Vec<&str> = last.text.lines().iter().map(|m| m.id).collect();
    let rows = ids
        .iter()
        .filter(|id| id.starts_with("mygames-row-"))
        .count();
    assert_eq!(rows as u32, total - size, "{}", last.text);
    assert_eq!(
        ids[ids.len() - 3..],
        [
            "mygames-row-finished",
            "mygames-row-finished",
            "mygames-page"
        ],
        "the finished ones last"
    );
}

backends!(stats_show_games_outside_servers_apart_and_rated_results_only_to_their_member);
async fn stats_show_games_outside_servers_apart_and_rated_results_only_to_their_member(env: Env) {
    let svc = env.open().await;
    let group_dm = channel_after(50);
    won_in(&svc, None, group_dm, ALICE, BOB).await;
    won_in(&svc, Some(GUILD), CHANNEL, ALICE, BOB).await;
    won_in(&svc, Some(GUILD), CHANNEL, ALICE, BOB).await;
    let games = |m: &Msg| {
        (
            m.get("games").cloned(),
            m.get("won").cloned(),
            m.get("lost").cloned(),
        )
    };
    let num = |n| Some(Arg::Num(n));

    // In the server: its ladder and games, then those outside apart.
    let here = svc.viewing().stats(actor(CAROL), ALICE).await.unwrap();
    assert!(here.text.has("stats-rating"), "{}", here.text);
    let ids: Vec<&str> = here.text.lines().iter().map(|m| m.id).collect();
    let outside_at = ids
        .iter()
        .position(|&id| id == "stats-outside-title")
        .unwrap();
    let counted = lines_of(&here.text, "stats-games");
    assert_eq!(games(counted[0]), (num(2), num(2), num(0)), "the server's");
    assert_eq!(games(counted[1]), (num(1), num(1), num(0)), "outside");
    assert!(ids[..outside_at].contains(&"stats-games"));
    assert!(!here.text.has("stats-servers-title"));

    // Elsewhere, for themself: outside servers, and each server's count.
    let dm = Actor::member(None, channel_after(51), ALICE);
    let own = svc.viewing().stats_elsewhere(dm, ALICE).await.unwrap();
    assert!(own.ephemeral && own.image.is_none());
    assert!(!own.text.has("stats-rating"), "{}", own.text);
    let counted = lines_of(&own.text, "stats-games");
    assert_eq!(counted.len(), 1, "{}", own.text);
    assert_eq!(games(counted[0]), (num(1), num(1), num(0)));
    let servers = lines_of(&own.text, "stats-server-row");
    assert_eq!(servers.len(), 1);
    assert_eq!(
        servers[0].get("link"),
        Some(&Arg::Str(format!("https://discord.com/channels/{GUILD}")))
    );
    assert_eq!(games(servers[0]), (num(2), num(2), num(0)));
    // The same through `stats` outside a server.
    let same = svc.viewing().stats(dm, ALICE).await.unwrap();
    assert_eq!(same.text, own.text);

    // Another member's: outside servers only.
    let bobs_view = Actor::member(None, group_dm, BOB);
    let other = svc
        .viewing()
        .stats_elsewhere(bobs_view, ALICE)
        .await
        .unwrap();
    assert!(other.ephemeral);
    assert!(other.text.has("stats-outside-title"));
    assert!(!other.text.has("stats-servers-title"), "{}", other.text);
    // Nobody's games outside servers: said so.
    let none = svc
        .viewing()
        .stats_elsewhere(bobs_view, CAROL)
        .await
        .unwrap();
    assert!(none.text.has("stats-outside-none"), "{}", none.text);
}
