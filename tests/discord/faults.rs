//! Faults under the bot. A database that runs out of room or loses its
//! connection in the middle of a move: the move is refused with "nothing
//! was changed, try again", and once the database is back the same move is
//! accepted, with no restart, and the history has no gap and no duplicate.
//! Discord failing the posts that must be seen (the computer's answer, the
//! clock's notices): they are retried, and kept to post later when they
//! still fail. A slow Discord: every interaction is still acknowledged in
//! time, one whose answer needs REST calls first before them.

use std::time::Duration;

use lyngk::engine::{Action, Player, Position};
use lyngk::storage::testing::TestDb;

use crate::common::fake_discord::{FakeConfig, Fault, InteractionCallback, Opt};
use crate::common::game::{Game, as_message, board_png_size};
use crate::common::{Harness, WAIT, alice, allowed_users, bob};
use crate::support::{
    first_move, move_first_in, play_ai_in, position_from_history, requests_like, start_game,
    statuses,
};

const HOUR: Duration = Duration::from_secs(3600);

const SORRY: &str =
    "Sorry, something went wrong on our side. Nothing was changed; please try again.";

/// The player to move tries the first plain move of `pos`.
async fn try_move(h: &Harness, game: &Game, pos: &Position) -> (InteractionCallback, Action) {
    let action = first_move(pos);
    let Action::Move(m) = action else {
        unreachable!("first_move finds a move")
    };
    let user = game.user(pos.to_move());
    let answer = h
        .command(
            user,
            "move",
            vec![
                Opt::string("from", &m.from.to_string()),
                Opt::string("to", &m.to.to_string()),
            ],
        )
        .await;
    (answer, action)
}

/// Plays `action` on `pos`, and the passes the bot plays by itself.
fn play(pos: &mut Position, action: Action) {
    pos.play(action).expect("a legal move");
    while !pos.is_over() && pos.legal_actions() == [Action::Pass] {
        pos.play(Action::Pass).expect("a pass");
    }
}

/// An accepted move: public, the board, and the next player pinged.
fn assert_accepted(answer: &InteractionCallback, next: u64) {
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    assert_eq!(answer.files.len(), 1, "the board: {:?}", answer.data);
    assert!(
        answer
            .content()
            .unwrap_or_default()
            .contains(&format!("<@{next}>")),
        "{:?}",
        answer.content()
    );
}

/// The refused move is tried again and accepted; the history holds every
/// accepted move once, in order (it replays to the test's position).
async fn retried_and_recorded(h: &Harness, game: &Game, mut pos: Position, accepted: usize) {
    let (answer, action) = try_move(h, game, &pos).await;
    play(&mut pos, action);
    assert_accepted(&answer, game.user(pos.to_move()).id);
    let history = h.command(game.user(Player::One), "history", vec![]).await;
    let text = history.content().unwrap_or_default().to_owned();
    let turns = text
        .split("```")
        .nth(1)
        .expect("a code block")
        .trim()
        .lines()
        .skip(1)
        .filter(|l| l.contains(". "))
        .count();
    assert_eq!(turns, accepted + 1, "one turn per accepted move: {text}");
    let replayed = position_from_history(h, game.user(Player::One)).await;
    assert_eq!(replayed, pos, "{text}");
    // And the game goes on.
    let (answer, action) = try_move(h, game, &pos).await;
    play(&mut pos, action);
    assert_accepted(&answer, game.user(pos.to_move()).id);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_on_a_full_sqlite_file_is_refused_and_taken_once_there_is_room() {
    let mut h = Harness::without_bot(FakeConfig::default()).await;
    // Small pages, so that a few moves need a new one (a move writes one
    // row of the actions, a few dozen bytes).
    let created = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(h.database_path())
        .create_if_missing(true)
        .page_size(512)
        // Writes the file's header, which keeps the page size.
        .journal_mode(sqlx::sqlite::SqliteJournalMode::Wal);
    let mut conn = sqlx::ConnectOptions::connect(&created.clone())
        .await
        .unwrap();
    let size: i64 = sqlx::query_scalar("PRAGMA page_size")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(size, 512);
    sqlx::Connection::close(conn).await.unwrap();
    h.start_bot().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let db = h.bot.as_ref().unwrap().service().db().clone();
    // No free pages either (the migrations' rebuilt tables leave some),
    // so that a new page makes the file grow.
    let mut conn = sqlx::ConnectOptions::connect(&created).await.unwrap();
    sqlx::raw_sql("VACUUM").execute(&mut conn).await.unwrap();
    let free: i64 = sqlx::query_scalar("PRAGMA freelist_count")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(free, 0);
    sqlx::Connection::close(conn).await.unwrap();

    // As full as it is: the first write that needs one more page fails.
    let mut pos = game.pos.clone();
    let mut accepted = 0;
    loop {
        assert!(accepted < 30, "no write needed a new page");
        db.limit_pages(Some(0));
        let (answer, action) = try_move(&h, &game, &pos).await;
        if answer.content() == Some(SORRY) {
            assert!(answer.is_ephemeral());
            break;
        }
        play(&mut pos, action);
        assert_accepted(&answer, game.user(pos.to_move()).id);
        accepted += 1;
    }
    assert_eq!(
        position_from_history(&h, &alice).await,
        pos,
        "the refused move is not stored"
    );
    db.limit_pages(None);
    retried_and_recorded(&h, &game, pos, accepted).await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_whose_postgres_connection_is_killed_is_refused_and_taken_on_the_next_try() {
    let Some(server) = TestDb::postgres(
        "discord::faults::a_move_whose_postgres_connection_is_killed_is_refused_and_taken_on_the_next_try",
    )
    .await
    else {
        return;
    };
    let mut h = Harness::without_bot(FakeConfig::default()).await;
    h.database_url = server.url().to_owned();
    h.start_bot().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;

    // The next action stored kills its own connection, in the middle of the
    // move's transaction (a sequence is outside transactions: once only).
    let mut admin = <sqlx::PgConnection as sqlx::Connection>::connect(server.url())
        .await
        .unwrap();
    sqlx::raw_sql(
        "CREATE SEQUENCE kills;
         CREATE FUNCTION kill_once() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN
             IF nextval('kills') = 1 THEN
                 PERFORM pg_terminate_backend(pg_backend_pid());
             END IF;
             RETURN NEW;
         END $$;
         CREATE TRIGGER kill_once BEFORE INSERT ON actions
             FOR EACH ROW EXECUTE FUNCTION kill_once();",
    )
    .execute(&mut admin)
    .await
    .unwrap();

    let pos = game.pos.clone();
    let (answer, _) = try_move(&h, &game, &pos).await;
    assert_eq!(answer.content(), Some(SORRY));
    assert!(answer.is_ephemeral());
    let killed: i64 = sqlx::query_scalar("SELECT last_value FROM kills")
        .fetch_one(&mut admin)
        .await
        .unwrap();
    assert_eq!(killed, 1, "the connection was killed in the move");
    assert_eq!(position_from_history(&h, &alice).await, pos);
    retried_and_recorded(&h, &game, pos, 0).await;
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computers_answer_meeting_two_502s_is_posted_once() {
    let h = Harness::start().await;
    let alice = alice();
    let channel = h.fake.config().channel_id;
    play_ai_in(&h, channel, &alice, 0).await;
    let before = requests_like(&h, &Fault::followups(502, 0)).len();
    h.fake.inject(Fault::followups(502, 2));

    let (answer, _, _) = move_first_in(&h, channel, &alice).await;
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    let computer = h.followup(&answer, 1).await;
    let text = computer.content().unwrap_or_default().to_owned();
    assert!(text.contains("The computer (easy) answers"), "{text}");
    assert_eq!(allowed_users(&computer), [alice.id], "the human is pinged");
    assert_eq!(computer.files.len(), 1, "with the board");

    // The human's next move proves the computer's answer is in: and it
    // also sees that nothing else was posted meanwhile.
    let (next, _, _) = move_first_in(&h, channel, &alice).await;
    h.followup(&next, 1).await;
    let followups = requests_like(&h, &Fault::followups(502, 0));
    assert_eq!(
        statuses(&followups[before..]),
        [502, 502, 200, 200],
        "two failures, then the answer once, then the next answer"
    );
    assert!(
        h.fake.channel_messages().is_empty(),
        "no copy in the channel"
    );
    h.finish().await;
}

/// A follow-up whose connection Discord closed without an answer (sent,
/// maybe taken, never confirmed) is tried again, as a 5xx is: shown twice
/// at worst rather than never. Before, it was taken for a refusal and the
/// computer's answer was lost, even in a server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computers_answer_whose_connection_is_dropped_is_tried_again() {
    let h = Harness::start().await;
    let alice = alice();
    let channel = h.fake.config().channel_id;
    play_ai_in(&h, channel, &alice, 0).await;
    let before = requests_like(&h, &Fault::followups(Fault::HANG_UP, 0)).len();
    h.fake.inject(Fault::followups(Fault::HANG_UP, 1));

    let (answer, _, _) = move_first_in(&h, channel, &alice).await;
    assert!(!answer.is_ephemeral(), "{:?}", answer.content());
    let computer = h.followup(&answer, 1).await;
    let text = computer.content().unwrap_or_default().to_owned();
    assert!(text.contains("The computer (easy) answers"), "{text}");
    let followups = requests_like(&h, &Fault::followups(Fault::HANG_UP, 0));
    assert_eq!(
        statuses(&followups[before..]),
        [Fault::HANG_UP, 200],
        "dropped, then the answer"
    );
    assert!(
        h.fake.channel_messages().is_empty(),
        "no copy in the channel"
    );
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_games_start_in_its_thread_meeting_two_502s_is_posted_once_under_one_nonce() {
    let mut h = Harness::without_bot(FakeConfig::default()).await;
    h.threads = true;
    h.start_bot().await;
    let (alice, bob) = (alice(), bob());
    h.command(&alice, "challenge", vec![Opt::user("opponent", &bob)])
        .await;
    h.fake.inject(Fault::channel_messages(502, 2));
    let accepted = h.command(&bob, "accept", vec![]).await;
    assert!(!accepted.is_ephemeral(), "{:?}", accepted.content());

    let threads = h.fake.state().threads.clone();
    assert_eq!(threads.len(), 1, "{threads:?}");
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the start in the thread");
    assert_eq!(posted[0].channel_id, threads[0].id);
    assert_eq!(posted[0].files.len(), 1, "with the board");
    let tries = requests_like(&h, &Fault::channel_messages(502, 0));
    assert_eq!(statuses(&tries), [502, 502, 200]);
    let nonce = &tries[0].json.as_ref().unwrap()["nonce"];
    for t in &tries {
        assert_eq!(&t.json.as_ref().unwrap()["nonce"], nonce, "one nonce");
    }
    // The game is played in the thread, and nothing more is posted.
    let to_move = posted[0].json["allowed_mentions"]["users"][0]
        .as_str()
        .and_then(|id| id.parse::<u64>().ok());
    let first = if to_move == Some(bob.id) {
        &bob
    } else {
        &alice
    };
    let (moved, _, _) = move_first_in(&h, threads[0].id, first).await;
    assert!(!moved.is_ephemeral(), "{:?}", moved.content());
    assert_eq!(h.fake.channel_messages().len(), 1, "posted once");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_notice_meeting_two_502s_is_posted_once_under_one_nonce() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let late = game.user(Player::One).id;
    h.fake.inject(Fault::channel_messages(502, 2));

    h.clock.advance(12 * HOUR + Duration::from_millis(1));
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the warning");
    let text = posted[0].content().unwrap_or_default();
    assert!(text.contains("half of your time"), "{text}");
    assert!(text.contains(&format!("<@{late}>")), "{text}");

    let tries = requests_like(&h, &Fault::channel_messages(502, 0));
    assert_eq!(statuses(&tries), [502, 502, 200]);
    let nonce = &tries[0].json.as_ref().unwrap()["nonce"];
    assert!(
        nonce
            .as_str()
            .is_some_and(|n| !n.is_empty() && n.len() <= 25),
        "{nonce}"
    );
    for t in &tries {
        let json = t.json.as_ref().unwrap();
        assert_eq!(&json["nonce"], nonce, "one nonce for every try");
        assert_eq!(json["enforce_nonce"], true);
    }
    // A command in the channel later: nothing more is posted.
    h.command(&bob, "board", vec![]).await;
    assert_eq!(h.fake.channel_messages().len(), 1, "posted once");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notice_that_still_fails_is_kept_and_posted_by_a_later_tick() {
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let late = game.user(Player::One).id;
    // Every try of the warning fails.
    h.fake
        .inject(Fault::channel_messages(502, lyngk::discord::ATTEMPTS));

    h.clock.advance(12 * HOUR + Duration::from_millis(1));
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the kept warning, posted later");
    let text = posted[0].content().unwrap_or_default();
    assert!(text.contains("half of your time"), "{text}");
    assert!(text.contains(&format!("<@{late}>")), "{text}");
    assert_eq!(
        posted[0].json["allowed_mentions"]["users"],
        serde_json::json!([late.to_string()]),
        "it pings as it would have"
    );
    // It still carries the Move button, which opens the late player's menus.
    let buttons: Vec<&str> = posted[0].json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .filter_map(|b| b["custom_id"].as_str())
        .collect();
    assert_eq!(buttons.len(), 1, "{}", posted[0].json);
    assert!(buttons[0].starts_with("lyngk:move:"), "{buttons:?}");
    let late_user = game.user(Player::One).clone();
    let menu = h.click(&late_user, buttons[0], None).await;
    assert!(menu.is_ephemeral(), "{:?}", menu.data);
    assert!(
        menu.content()
            .unwrap_or_default()
            .contains("Choose the stack to move"),
        "{:?}",
        menu.data
    );
    let tries = requests_like(&h, &Fault::channel_messages(502, 0));
    let failed = usize::try_from(lyngk::discord::ATTEMPTS).unwrap();
    assert_eq!(statuses(&tries)[..failed], vec![502; failed]);
    assert_eq!(statuses(&tries)[failed..], [200], "then posted once");
    h.command(&bob, "board", vec![]).await;
    assert_eq!(h.fake.channel_messages().len(), 1, "posted once");
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_every_rest_call_a_second_slow_every_interaction_is_acknowledged_in_time() {
    let mut h = Harness::without_bot(FakeConfig::default()).await;
    h.threads = true;
    h.start_bot().await;
    h.fake
        .delay_every_request(std::time::Duration::from_secs(1));
    let (alice, bob) = (alice(), bob());
    let channel = h.fake.config().channel_id;

    let offered = h
        .command(&alice, "challenge", vec![Opt::user("opponent", &bob)])
        .await;
    let message = as_message(&h, &offered, 9_000_000_000_000_000_001);
    let before = h.fake.state().requests.len();
    // Accepting makes a thread and posts the board there: REST calls that
    // wait for the acknowledgement, not the other way round.
    let clicked = h.click(&bob, &offered.custom_ids()[0], Some(message)).await;
    assert!(clicked.deferred, "acknowledged first: {:?}", clicked.data);
    assert_eq!(
        clicked.kind, 7,
        "the challenge becomes the link: {:?}",
        clicked.data
    );
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the start in the thread");
    let thread = h.fake.state().threads[0].id;
    assert_eq!(posted[0].channel_id, thread);
    assert_eq!(posted[0].files.len(), 1, "the board");
    {
        let state = h.fake.state();
        let click_path = format!("/interactions/{}/", clicked.interaction_id);
        let challenge_token = format!("-{}", offered.interaction_id);
        let acknowledged = state
            .requests
            .iter()
            .position(|r| r.path.starts_with(&click_path) && r.path.ends_with("/callback"))
            .expect("the click's callback");
        // Nothing of the click's work (looking up the players for the thread's
        // name, the thread, the board) comes before: the callback is the first
        // request after the click but the challenge's own.
        let first = state.requests[before..]
            .iter()
            .position(|r| !r.path.contains(&challenge_token))
            .map(|i| i + before);
        assert_eq!(
            first,
            Some(acknowledged),
            "{:?}",
            state.requests[before..]
                .iter()
                .map(|r| format!("{} {}", r.method, r.path))
                .collect::<Vec<_>>()
        );
        let made = state
            .requests
            .iter()
            .position(|r| r.method == "POST" && r.path == format!("/channels/{channel}/threads"))
            .expect("the thread");
        assert!(
            acknowledged < made,
            "the callback (request {acknowledged}) comes before POST …/threads (request {made})"
        );
    }

    // A move in the thread, answered directly.
    let mover = if h.fake.state().threads[0].name.starts_with("alice") {
        alice.clone()
    } else {
        bob.clone()
    };
    let (moved, _, _) = move_first_in(&h, thread, &mover).await;
    assert!(!moved.is_ephemeral(), "{:?}", moved.content());
    board_png_size(&moved);

    // Every interaction acknowledged within 3 s of being sent, by the
    // fake's clock (the time its callback arrived).
    {
        let state = h.fake.state();
        assert!(state.callbacks.len() >= 4, "{:?}", state.callbacks.keys());
        for (id, callback) in &state.callbacks {
            assert!(
                callback.after < std::time::Duration::from_secs(3),
                "interaction {id} acknowledged after {:?}",
                callback.after
            );
        }
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_behind_the_proxy_is_waited_out_for_its_retry_after() {
    // The harness's bot talks to the fake through DISCORD_HTTP_PROXY, with
    // serenity's rate limiter off: the 429 is the bot's to wait out.
    let h = Harness::start().await;
    let (alice, bob) = (alice(), bob());
    let (game, _, _) = start_game(&h, &alice, &bob).await;
    let late = game.user(Player::One).id;
    // Longer than any wait the bot would choose itself before its second try.
    let retry_after = 2.5;
    h.fake.inject(Fault {
        retry_after,
        ..Fault::channel_messages(429, 1)
    });

    h.clock.advance(12 * HOUR + Duration::from_millis(1));
    let posted = h
        .fake
        .wait_for_channel_messages(1, WAIT)
        .await
        .expect("the warning");
    let text = posted[0].content().unwrap_or_default();
    assert!(text.contains(&format!("<@{late}>")), "{text}");
    assert_eq!(posted[0].files.len(), 0, "a warning has no picture");

    let tries = requests_like(&h, &Fault::channel_messages(429, 0));
    assert_eq!(
        statuses(&tries),
        [429, 200],
        "limited once, then posted once"
    );
    assert_eq!(tries[0].retry_after, Some(retry_after));
    let waited = tries[1].at - tries[0].at;
    assert!(
        waited.as_secs_f64() >= retry_after,
        "the second try came {waited:?} after the 429, before its retry_after"
    );
    let nonce = &tries[0].json.as_ref().unwrap()["nonce"];
    assert_eq!(&tries[1].json.as_ref().unwrap()["nonce"], nonce);
    h.finish().await;
}
