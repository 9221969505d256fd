//! Turn reminders by direct message, for the members who asked for them.

use crate::games::start;
use crate::service_env::*;
use lyngk::engine::Variant;
use lyngk::i18n::Arg;
use lyngk::service::Button;

backends!(turn_reminders_go_to_members_who_asked_at_each_turn_and_at_half_time);
async fn turn_reminders_go_to_members_who_asked_at_each_turn_and_at_half_time(env: Env) {
    let svc = env.open().await;
    // Off by default: nobody gets one.
    let (users, _) = start(&svc, Variant::Standard).await;
    let pos = current(&svc).await;
    let r = svc
        .turns()
        .play_move(actor(users[0]), None, &first_move(&pos))
        .await
        .unwrap();
    assert!(r.reminders().is_empty(), "{:?}", r.reminders());

    let on = svc
        .settings()
        .set_notify(actor(users[0]), true)
        .await
        .unwrap();
    assert!(on.ephemeral && on.text.has("notify-on"));
    let pos = current(&svc).await;
    let r = svc
        .turns()
        .play_move(actor(users[1]), None, &first_move(&pos))
        .await
        .unwrap();
    assert_eq!(r.reminders().len(), 1, "{:?}", r.reminders());
    let reminder = &r.reminders()[0];
    assert_eq!(
        (reminder.user, reminder.guild, reminder.channel),
        (users[0], Some(GUILD), CHANNEL)
    );
    assert_eq!(reminder.text().id, "reminder-your-turn");
    assert_eq!(
        reminder.text().get("opponent"),
        Some(&Arg::User(users[1].into()))
    );
    assert_eq!(
        reminder.text().get("link"),
        Some(&Arg::Str(format!(
            "https://discord.com/channels/{GUILD}/{CHANNEL}"
        )))
    );

    // Half time of player 1's turn: the warning carries a reminder.
    env.clock.advance(12 * HOUR + Duration::from_millis(1));
    let notices = svc.deadlines().tick().await.unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    let reminders = &notices[0].reply.reminders();
    assert_eq!(reminders.len(), 1, "{reminders:?}");
    assert_eq!(reminders[0].user, users[0]);
    assert_eq!(reminders[0].text().id, "reminder-half-time");

    // Turned off, it stops; player 2 never asked.
    let off = svc
        .settings()
        .set_notify(actor(users[0]), false)
        .await
        .unwrap();
    assert!(off.text.has("notify-off"));
    let pos = current(&svc).await;
    let r = svc
        .turns()
        .play_move(actor(users[0]), None, &first_move(&pos))
        .await
        .unwrap();
    assert!(r.reminders().is_empty());
    let pos = current(&svc).await;
    let r = svc
        .turns()
        .play_move(actor(users[1]), None, &first_move(&pos))
        .await
        .unwrap();
    assert!(r.reminders().is_empty());

    // A new game: the player to move first is told, unless they are the
    // one accepting.
    svc.endings().resign(actor(ALICE)).await.unwrap();
    svc.settings().set_notify(actor(ALICE), true).await.unwrap();
    svc.settings().set_notify(actor(BOB), true).await.unwrap();
    let r = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::SixStack)
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("no accept button");
    };
    let r = svc
        .challenges()
        .accept(actor(BOB), Some(challenge))
        .await
        .unwrap();
    if r.mentions == [ALICE] {
        assert_eq!(r.reminders().len(), 1, "{:?}", r.reminders());
        assert_eq!(r.reminders()[0].user, ALICE);
        assert_eq!(
            r.reminders()[0].text().get("variant"),
            Some(&Arg::Variant(Variant::SixStack))
        );
    } else {
        assert!(r.reminders().is_empty(), "Bob is at the board");
    }
}
