//! The turn clock: warnings and forfeits on time, the default turn limit,
//! challenges that expire, and what closes a challenge naming its message.

use std::time::Duration;

use crate::games::{rating_of, start, user_err};
use crate::lists::{channel_after, start_in};
use crate::service_env::*;
use lyngk::engine::Variant;
use lyngk::i18n::Arg;
use lyngk::ids::ChannelId;
use lyngk::ids::MessageId;
use lyngk::service::{
    Actor, FORFEITS_PER_TICK, KEPT_FOR_INTERACTION, KeptPost, NoticeReach, Tick, text,
};

/// The Discord message numbered `n`.
fn message(n: u64) -> MessageId {
    MessageId::new(n)
}

backends!(timeouts_warn_then_forfeit_once_and_survive_a_restart);
async fn timeouts_warn_then_forfeit_once_and_survive_a_restart(env: Env) {
    let svc = env.open().await;
    let admin = Actor {
        admin: true,
        ..actor(CAROL)
    };
    assert!(
        user_err(
            svc.settings()
                .set_turn_limit(actor(ALICE), Duration::from_secs(3600))
                .await
        )
        .contains("admins-only")
    );
    assert!(
        user_err(
            svc.settings()
                .set_turn_limit(admin, Duration::from_secs(1))
                .await
        )
        .contains("turn-limit-out-of-range")
    );
    svc.settings()
        .set_turn_limit(admin, Duration::from_secs(2 * 3600))
        .await
        .unwrap();
    let (users, pos) = start(&svc, Variant::Standard).await;
    let [p1, p2] = users;
    // Player 1 moves after 30 minutes: the clock restarts for player 2.
    env.clock.advance(HOUR / 2);
    assert!(svc.deadlines().tick().await.unwrap().is_empty());
    svc.turns()
        .play_move(actor(p1), None, &first_move(&pos))
        .await
        .unwrap();
    env.clock.advance(HOUR - Duration::from_millis(1));
    assert!(svc.deadlines().tick().await.unwrap().is_empty());
    env.clock.advance(Duration::from_millis(1));
    let notices = svc.deadlines().tick().await.unwrap();
    assert_eq!(notices.len(), 1);
    assert_eq!(notices[0].channel, CHANNEL);
    assert_eq!(notices[0].reply.mentions, vec![p2]);
    assert_eq!(
        notices[0].reply.text.lines()[0].get("left"),
        Some(&Arg::Duration(Duration::from_secs(3600))),
        "{}",
        notices[0].reply.text
    );
    assert!(
        svc.deadlines().tick().await.unwrap().is_empty(),
        "warned once only"
    );
    // A restart neither forgets nor repeats.
    svc.close().await;
    drop(svc);
    let svc = env.open().await;
    assert!(svc.deadlines().tick().await.unwrap().is_empty());
    env.clock.advance(HOUR);
    let notices = svc.deadlines().tick().await.unwrap();
    assert_eq!(notices.len(), 1);
    let text = &notices[0].reply.text;
    assert_eq!(text.lines()[0], text::lost_on_time(p2, p1), "{text}");
    assert!(
        svc.deadlines().tick().await.unwrap().is_empty(),
        "forfeited once only"
    );
    svc.close().await;
    drop(svc);
    let svc = env.open().await;
    env.clock.advance(10 * HOUR);
    assert!(svc.deadlines().tick().await.unwrap().is_empty());
    assert!(rating_of(&svc, p1).await.contains("1 won, 0 lost"));
    let status = svc.viewing().board(actor(p1)).await.unwrap().text.lines()[0].clone();
    assert_eq!(status.get("how"), Some(&Arg::Str("timeout".into())));
}

backends!(default_turn_limit_is_a_day_and_challenges_expire_in_tick);
async fn default_turn_limit_is_a_day_and_challenges_expire_in_tick(env: Env) {
    let svc = env.open().await;
    svc.challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::SixStack)
        .await
        .unwrap();
    env.clock.advance(Duration::from_millis(10 * 60 * 1000 - 1));
    assert!(svc.deadlines().tick().await.unwrap().is_empty());
    env.clock.advance(Duration::from_millis(1));
    let n = svc.deadlines().tick().await.unwrap();
    assert_eq!(n.len(), 1);
    assert!(
        n[0].reply.text.has("challenge-timed-out"),
        "{}",
        n[0].reply.text
    );
    assert!(svc.deadlines().tick().await.unwrap().is_empty());
    let (users, _) = start(&svc, Variant::Standard).await;
    env.clock.advance(12 * HOUR - Duration::from_millis(1));
    assert!(svc.deadlines().tick().await.unwrap().is_empty());
    env.clock.advance(Duration::from_millis(1));
    assert_eq!(
        svc.deadlines().tick().await.unwrap()[0].reply.mentions,
        vec![users[0]]
    );
    env.clock.advance(12 * HOUR);
    assert!(
        svc.deadlines().tick().await.unwrap()[0]
            .reply
            .text
            .has("lost-on-time")
    );
}

backends!(what_closes_a_challenge_names_its_recorded_message);
/// The message of a challenge, once recorded, is named by whatever closes
/// the challenge, so that its buttons can be disabled: the turn clock's
/// expiry, and a new challenge or game that finds it expired first. One
/// closed before its message was recorded is named at once.
async fn what_closes_a_challenge_names_its_recorded_message(env: Env) {
    let svc = env.open().await;
    let first = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::Standard)
        .await
        .unwrap()
        .offers()
        .unwrap();
    assert_eq!(
        svc.challenges()
            .posted(first, CHANNEL, message(501), None)
            .await
            .unwrap(),
        None
    );
    env.clock.advance(Duration::from_millis(10 * 60 * 1000));
    let notices = svc.deadlines().tick().await.unwrap();
    let closed = notices[0]
        .reply
        .settles()
        .expect("the expired challenge's message");
    assert_eq!(
        (closed.challenge, closed.channel, closed.message),
        (first, CHANNEL, message(501))
    );

    let second = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::Standard)
        .await
        .unwrap()
        .offers()
        .unwrap();
    svc.challenges()
        .posted(second, CHANNEL, message(502), None)
        .await
        .unwrap();
    env.clock.advance(Duration::from_millis(10 * 60 * 1000));
    // Before the clock runs, a game against the computer takes its place.
    let game = svc
        .computer()
        .play_ai(actor(BOB), lyngk::ai::Level::Easy, Variant::Standard)
        .await
        .unwrap();
    assert_eq!(game.settles().map(|m| m.message), Some(message(502)));
    svc.endings()
        .abort(Actor {
            moderator: true,
            ..actor(CAROL)
        })
        .await
        .unwrap();

    // Withdrawn before its message is recorded: recording it names it.
    let third = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::Standard)
        .await
        .unwrap()
        .offers()
        .unwrap();
    let withdrawn = svc.challenges().cancel(actor(ALICE)).await.unwrap();
    assert_eq!(withdrawn.settles(), None);
    let late = svc
        .challenges()
        .posted(third, CHANNEL, message(503), None)
        .await
        .unwrap();
    assert_eq!(late.map(|m| m.message), Some(message(503)));
}

/// A group DM, which the bot reaches only through interactions.
const GROUP_DM: ChannelId = ChannelId::new(900_000_000_000_000_444);

/// A member in the group DM, through a user's install of the app.
fn in_group_dm(user: lyngk::ids::UserId) -> Actor {
    Actor::member(None, GROUP_DM, user).through_interactions_only(true)
}

backends!(the_clock_tells_a_game_only_interactions_reach_by_direct_message);
/// A game started through a user's install of the app (the bot reaches its
/// channel only through interactions) is stored so: its warning and its
/// loss on time are for the players directly, and the loss, its result,
/// for the channel's next interaction as well. A server's game, on at the
/// same time, is posted in its channel as before.
async fn the_clock_tells_a_game_only_interactions_reach_by_direct_message(env: Env) {
    let svc = env.open().await;
    let r = svc
        .challenges()
        .challenge(in_group_dm(ALICE), BOB.into(), Variant::Standard)
        .await
        .unwrap();
    let lyngk::service::Button::Accept { challenge } = r.buttons[0] else {
        panic!("no accept button: {:?}", r.buttons);
    };
    svc.challenges()
        .accept(in_group_dm(BOB), Some(challenge))
        .await
        .unwrap();
    start(&svc, Variant::Standard).await;
    let reach_of = |notices: &[lyngk::service::Notice], channel| {
        let of: Vec<_> = notices
            .iter()
            .filter(|n| n.channel == channel)
            .map(|n| n.reach)
            .collect();
        assert_eq!(of.len(), 1, "{notices:?}");
        of[0]
    };
    env.clock.advance(12 * HOUR);
    let warnings = svc.deadlines().tick().await.unwrap();
    assert!(warnings.iter().all(|n| n.reply.text.has("turn-warning")));
    assert_eq!(
        reach_of(&warnings, GROUP_DM),
        NoticeReach::Direct { result: false }
    );
    assert_eq!(reach_of(&warnings, CHANNEL), NoticeReach::Channel);
    env.clock.advance(12 * HOUR);
    let losses = svc.deadlines().tick().await.unwrap();
    assert!(losses.iter().all(|n| n.reply.text.has("lost-on-time")));
    assert_eq!(
        reach_of(&losses, GROUP_DM),
        NoticeReach::Direct { result: true }
    );
    assert_eq!(reach_of(&losses, CHANNEL), NoticeReach::Channel);
}

backends!(a_message_kept_for_an_interaction_waits_a_week_for_one_and_never_for_the_clock);
/// What is kept for the next interaction of a channel the bot reaches
/// only through interactions is never taken by the clock (which posts in
/// channels), is taken by that channel, and is dropped unshown once it has
/// waited [`KEPT_FOR_INTERACTION`], so that nothing is kept for ever.
async fn a_message_kept_for_an_interaction_waits_a_week_for_one_and_never_for_the_clock(env: Env) {
    let svc = env.open().await;
    let kept = |channel, content: &str, for_interaction| KeptPost {
        id: None,
        channel,
        game: None,
        revision: None,
        content: content.to_owned(),
        mentions: vec![ALICE],
        accent: None,
        image: None,
        playable: false,
        for_interaction,
    };
    svc.kept()
        .keep(&kept(GROUP_DM, "for the group DM", true))
        .await
        .unwrap();
    svc.kept()
        .keep(&kept(CHANNEL, "for the server's channel", false))
        .await
        .unwrap();
    let clock = svc.kept().take(None).await.unwrap();
    let contents: Vec<_> = clock.iter().map(|k| k.content.as_str()).collect();
    assert_eq!(contents, ["for the server's channel"]);
    svc.kept().done(clock[0].id.unwrap()).await.unwrap();

    // Its channel takes it; not shown (a follow-up failed), it waits again.
    let taken = svc.kept().take(Some(GROUP_DM)).await.unwrap();
    assert_eq!(taken.len(), 1);
    assert!(taken[0].for_interaction);
    svc.kept().failed(taken[0].id.unwrap()).await.unwrap();
    env.clock.advance(KEPT_FOR_INTERACTION);
    assert!(svc.deadlines().tick().await.unwrap().is_empty());
    let taken = svc.kept().take(Some(GROUP_DM)).await.unwrap();
    assert_eq!(taken.len(), 1, "a week to the millisecond: still kept");
    svc.kept().failed(taken[0].id.unwrap()).await.unwrap();
    env.clock.advance(Duration::from_millis(1));
    svc.deadlines().tick().await.unwrap();
    assert!(svc.kept().take(Some(GROUP_DM)).await.unwrap().is_empty());
}

backends!(more_games_running_out_at_once_than_a_tick_ends_are_ended_at_the_next);
/// More games run out at once than one tick ends ([`FORFEITS_PER_TICK`],
/// so that a large round's pictures are not all held at once): the first
/// tick ends that many and says more are due, the next the rest, and none
/// is ended twice.
async fn more_games_running_out_at_once_than_a_tick_ends_are_ended_at_the_next(env: Env) {
    let svc = env.open().await;
    let games = FORFEITS_PER_TICK + 1;
    for n in 0..games as u64 {
        start_in(&svc, GUILD, channel_after(n), ALICE, BOB).await;
    }
    env.clock
        .advance(Duration::from_secs(24 * 3600) + Duration::from_millis(1));
    let losses = |tick: &Tick| -> Vec<ChannelId> {
        tick.notices
            .iter()
            .filter(|n| n.reply.text.has("lost-on-time"))
            .map(|n| n.channel)
            .collect()
    };
    let first = svc.deadlines().tick_part().await.unwrap();
    assert!(first.more, "more are due");
    let mut ended = losses(&first);
    assert_eq!(ended.len(), FORFEITS_PER_TICK);
    let second = svc.deadlines().tick_part().await.unwrap();
    assert!(!second.more);
    ended.extend(losses(&second));
    ended.sort_unstable();
    let every: Vec<ChannelId> = (0..games as u64).map(channel_after).collect();
    assert_eq!(ended, every, "every game ended once");
    let third = svc.deadlines().tick_part().await.unwrap();
    assert!(losses(&third).is_empty() && !third.more);
}
