//! Game records through the service: a finished game exported, imported by
//! another member, replayed and analysed by them to the same final position
//! and exported again byte for byte; an imported game seen by nobody else
//! and changing no statistics, ladder, list or history of the server; a bad
//! record refused with its line, the turn and the rules' reason, nothing
//! stored.

use crate::games::{play_through, start, user_err};
use crate::service_env::*;
use lyngk::engine::{Position, Variant};
use lyngk::game_record::GameRecord;
use lyngk::i18n::{Arg, Text};
use lyngk::ids::{ImportedGameId, UserId};
use lyngk::record::{EndReason, GameResult};
use lyngk::service::{GameChoice, Reply, Service};

/// What a member sees of the server's games and results: statistics (theirs
/// and another's), the ladders, the lists, the channel's history.
async fn server_views(svc: &Service, member: UserId) -> Vec<Text> {
    let a = actor(member);
    let mut views = Vec::new();
    for user in [ALICE, BOB, CAROL] {
        views.push(svc.viewing().stats(a, user).await.unwrap().text);
    }
    for v in Variant::ALL {
        views.push(svc.viewing().leaderboard(a, v, 0).await.unwrap().text);
    }
    views.push(svc.lists().games(a).await.unwrap().text);
    views.push(svc.lists().my_games(a, 0).await.unwrap().text);
    views.push(svc.viewing().history(a).await.unwrap().text);
    views
}

/// The record file a reply attaches.
fn record_of(reply: &Reply) -> (String, Vec<u8>) {
    let file = reply.image.as_ref().expect("a file");
    assert!(!file.is_image(), "a record, not a picture");
    (file.file_name.clone(), file.bytes.clone())
}

/// A finished game's record, imported by another member.
async fn finished_game(svc: &Service) -> Position {
    let (users, start_pos) = start(svc, Variant::Standard).await;
    let actions = playout_where(&start_pos, |_, _| true);
    play_through(svc, users, &actions).await;
    current(svc).await
}

backends!(a_game_exported_and_imported_replays_to_the_same_position_and_counts_nowhere);
async fn a_game_exported_and_imported_replays_to_the_same_position_and_counts_nowhere(env: Env) {
    let svc = env.open().await;
    let last = finished_game(&svc).await;
    let outcome = last.outcome().expect("the game is over");

    let exported = svc
        .records()
        .export(actor(ALICE), GameChoice::Channel)
        .await
        .unwrap();
    assert!(exported.ephemeral, "an export is the asker's alone");
    assert!(exported.mentions.is_empty());
    let (name, bytes) = record_of(&exported);
    assert!(name.ends_with(".lyngk"), "{name}");
    let record = GameRecord::parse_bytes(&bytes).expect("the export reads back");
    assert_eq!(record.final_position(), &last);
    assert_eq!(record.result(), Some(GameResult::from(outcome)));
    assert!(matches!(
        record.termination(),
        Some(EndReason::End | EndReason::SuddenDeath)
    ));
    assert_eq!(
        record.tag("Date"),
        Some("2027-01-15"),
        "the day it started (T0)"
    );

    let before = [
        server_views(&svc, ALICE).await,
        server_views(&svc, CAROL).await,
    ];
    let imported = svc.records().import(CAROL, &bytes).await.unwrap();
    assert!(imported.ephemeral);
    let done = imported.text.find("import-done").expect("imported");
    let Some(Arg::Num(number)) = done.get("game") else {
        panic!("the imported game's number: {}", imported.text)
    };
    let game = ImportedGameId(*number);
    assert_eq!(
        done.get("turns"),
        Some(&Arg::Num(record.main_line().nodes().len() as i64))
    );

    // Never counted, listed or shown in the server, for anyone.
    let after = [
        server_views(&svc, ALICE).await,
        server_views(&svc, CAROL).await,
    ];
    assert_eq!(
        before, after,
        "an imported game changes no view of the server"
    );

    // Its member replays it, analyses it and exports it again: the same
    // final position, the same bytes.
    let again = svc.records().export(actor(CAROL), game).await.unwrap();
    assert_eq!(record_of(&again).1, bytes, "exported again byte for byte");
    let replayed = svc
        .viewing()
        .replay_game(actor(CAROL), game.into())
        .await
        .unwrap();
    assert!(replayed.ephemeral, "an imported game's replay is private");
    assert_eq!(
        replayed.image.as_ref().map(|p| p.file_name.as_str()),
        Some("replay.gif")
    );
    let analysed = svc
        .analysis()
        .analyse_game(actor(CAROL), game.into())
        .await
        .unwrap();
    assert!(analysed.ephemeral, "an imported game's analysis is private");
    assert!(analysed.text.has("analysis-head"), "{}", analysed.text);

    // Nobody else sees it, in any way.
    for other in [ALICE, BOB] {
        assert!(user_err(svc.records().export(actor(other), game).await).contains("no-such-game"));
        assert!(
            user_err(svc.viewing().replay_game(actor(other), game.into()).await)
                .contains("no-such-game")
        );
        assert!(
            user_err(svc.analysis().analyse_game(actor(other), game.into()).await)
                .contains("no-such-game")
        );
    }
    // The analysis stored no mistakes for anyone: its players are names.
    let mut tx = svc.db().read().await.unwrap();
    for user in [ALICE, BOB, CAROL] {
        for guild in [None, Some(GUILD)] {
            assert_eq!(tx.mistake_counts(user, guild).await.unwrap().0, 0);
        }
    }
    drop(tx);
    svc.close().await;
}

backends!(a_bad_record_is_refused_with_its_line_turn_and_reason_and_nothing_is_stored);
async fn a_bad_record_is_refused_with_its_line_turn_and_reason_and_nothing_is_stored(env: Env) {
    let svc = env.open().await;
    let example = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records/example.lyngk"),
    )
    .unwrap();
    // Turn 3 from B2, emptied by turn 1.
    let mut lines: Vec<String> = example.lines().map(str::to_owned).collect();
    let at = lines.iter().position(|l| l.starts_with("3. ")).unwrap();
    lines[at] = "3. B2-C3".to_owned();
    let bad = lines.join("\n");

    let refused = svc.records().import(CAROL, bad.as_bytes()).await;
    let Err(lyngk::service::ServiceError::User(msg)) = refused else {
        panic!("refused: {refused:?}")
    };
    assert_eq!(msg.id, "import-refused-line");
    assert_eq!(msg.get("line"), Some(&Arg::Num(at as i64 + 1)));
    let Some(Arg::Msg(reason)) = msg.get("reason") else {
        panic!("a reason: {msg:?}")
    };
    assert_eq!(reason.id, "import-illegal-turn");
    assert_eq!(reason.get("number"), Some(&Arg::Num(3)));
    assert_eq!(reason.get("turn"), Some(&Arg::Str("B2-C3".into())));
    assert!(
        reason.ids().iter().any(|id| id.starts_with("illegal")),
        "{reason:?}"
    );
    // The English words name the line, the turn and the rules' reason.
    let words = lyngk::i18n::Lang::En.render(&msg);
    assert!(
        words.contains(&format!("line {}: turn 3 \"B2-C3\"", at + 1)),
        "{words}"
    );

    // Too large: the limits stated.
    let huge = vec![b' '; 70_000];
    let words = user_err(svc.records().import(CAROL, &huge).await);
    assert!(words.contains("import-too-large"), "{words}");
    assert!(words.contains("import-limits"), "{words}");
    let words = user_err(svc.records().import(CAROL, b"\xff\xfe").await);
    assert!(words.contains("import-not-utf8"), "{words}");

    let mut tx = svc.db().read().await.unwrap();
    assert_eq!(
        tx.imported_games_count(CAROL).await.unwrap(),
        0,
        "nothing stored"
    );
    drop(tx);

    // The example itself is imported.
    svc.records()
        .import(CAROL, example.as_bytes())
        .await
        .unwrap();
    let mut tx = svc.db().read().await.unwrap();
    assert_eq!(tx.imported_games_count(CAROL).await.unwrap(), 1);
    drop(tx);
    svc.close().await;
}
