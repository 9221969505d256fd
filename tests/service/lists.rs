//! The lists of a guild's active games, marking the caller's turn.

use crate::service_env::*;
use lyngk::engine::Variant;
use lyngk::i18n::{Arg, Msg};
use lyngk::ids::{ChannelId, GuildId, UserId};
use lyngk::service::{Actor, Button, Service};

/// Another guild than the test guild.
const OTHER_GUILD: GuildId = GuildId::new(GUILD.get() + 1);

/// The `n`th channel after the test channel.
fn channel_after(n: u64) -> ChannelId {
    ChannelId::new(CHANNEL.get() + n)
}

/// Challenges `opponent` as `challenger` in `channel` of `guild` and
/// accepts; returns the user to move first.
async fn start_in(
    svc: &Service,
    guild: GuildId,
    channel: ChannelId,
    challenger: UserId,
    opponent: UserId,
) -> UserId {
    let r = svc
        .challenges()
        .challenge(
            Actor::member(Some(guild), channel, challenger),
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
        .accept(
            Actor::member(Some(guild), channel, opponent),
            Some(challenge),
        )
        .await
        .unwrap();
    r.mentions[0]
}

backends!(game_lists_show_the_guilds_active_games_and_mark_the_callers_turn);
async fn game_lists_show_the_guilds_active_games_and_mark_the_callers_turn(env: Env) {
    let svc = env.open().await;
    let none = svc.lists().games(actor(ALICE)).await.unwrap();
    assert!(none.text.has("games-none"), "{}", none.text);
    let mine = svc.lists().my_games(actor(ALICE)).await.unwrap();
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

    let mine = svc.lists().my_games(actor(ALICE)).await.unwrap();
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
    let mine = svc.lists().my_games(actor(ALICE)).await.unwrap();
    assert!(!mine.text.has("games-more"), "{}", mine.text);
}
