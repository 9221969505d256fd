//! `/lyngk record export` and `/lyngk record import`: a finished game's record exported
//! (by command and by the Export button beside its history) and imported by
//! another member, whose imported game replays to the same final position
//! and is exported again byte for byte, while nobody else sees it; a
//! malformed record refused with its line and the rules' reason, nothing
//! stored; a file too large refused before it is fetched; a failed fetch
//! tried again after a 5xx and not after a 4xx. The fake enforces Discord's
//! limits on every answer (`Harness::finish`).

use lyngk::engine::{Action, Position};
use lyngk::game_record::GameRecord;

use crate::common::fake_discord::{FakeUser, Fault, Opt};
use crate::common::{Harness, alice, allowed_users, bob, carol};
use crate::support::{resign, start_game};

/// `/lyngk record SUB ...options` by `user`.
async fn record_command(
    h: &Harness,
    user: &FakeUser,
    sub: &str,
    options: Vec<Opt>,
) -> crate::common::fake_discord::InteractionCallback {
    h.send(h.fake.command_interaction(
        user,
        "lyngk",
        &[Opt::group("record", vec![Opt::sub(sub, options)])],
    ))
    .await
}

/// The one file of an answer, with its name.
fn record_file(answer: &crate::common::fake_discord::InteractionCallback) -> (String, Vec<u8>) {
    assert_eq!(answer.files.len(), 1, "one file: {:?}", answer.content());
    let f = &answer.files[0];
    (f.filename.clone(), f.data.clone())
}

/// The number in "your game N" of an import's answer.
fn imported_number(text: &str) -> i64 {
    text.split("your game ")
        .nth(1)
        .and_then(|rest| rest.split(':').next())
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("an imported game's number in {text}"))
}

/// How many times the bot fetched attachment `name`.
fn fetches(h: &Harness, name: &str) -> usize {
    h.fake
        .state()
        .requests
        .iter()
        .filter(|r| {
            r.method == "GET" && r.path.starts_with("/attachments/") && r.path.ends_with(name)
        })
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_exported_and_imported_by_another_member_replays_to_the_same_position() {
    let h = Harness::start().await;
    let (alice, bob, carol) = (alice(), bob(), carol());

    let (mut game, _, _) = start_game(&h, &alice, &bob).await;
    for _ in 0..3 {
        let mv = game
            .pos
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Move(_)))
            .expect("a move without a claim");
        game.play_turn(&h, None, Some(mv), None).await;
    }
    let loser = game.user(game.pos.to_move()).clone();
    resign(&h, &loser).await;
    let last: Position = game.pos.clone();

    // The export: a file for the asker alone, pinging nobody.
    let exported = record_command(&h, &alice, "export", vec![]).await;
    assert!(exported.is_ephemeral(), "{:?}", exported.content());
    assert!(
        allowed_users(&exported).is_empty(),
        "an export pings nobody"
    );
    let (name, bytes) = record_file(&exported);
    assert!(
        name.starts_with("lyngk-game-") && name.ends_with(".lyngk"),
        "{name}"
    );
    let record = GameRecord::parse_bytes(&bytes).expect("the export is a record");
    assert_eq!(
        record.final_position(),
        &last,
        "the record ends where the game did"
    );
    assert_eq!(record.main_line().nodes().len(), 3);
    assert_eq!(record.tag("Variant"), Some("standard"));
    assert_eq!(record.tag("Termination"), Some("resign"));
    assert!(record.tag("Result").is_some_and(|r| r.starts_with("win")));
    assert!(record.tag("Date").is_some());
    assert_eq!(
        record.tag("Server"),
        None,
        "the server's name is never given"
    );

    // The Export button beside the history gives the same file.
    let history = h.command(&carol, "history", vec![]).await;
    let button = history
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("lyngk:export:"))
        .expect("an Export button beside the history");
    let clicked = h.click(&carol, &button, None).await;
    let clicked = h.completed(clicked).await;
    assert!(clicked.is_ephemeral(), "{:?}", clicked.content());
    assert_eq!(
        record_file(&clicked).1,
        bytes,
        "the button's file is the command's"
    );

    // Carol imports it: her game, every turn checked.
    let file = h.fake.attach("file", "game.lyngk", &bytes);
    let imported = record_command(&h, &carol, "import", vec![file]).await;
    assert!(imported.is_ephemeral(), "{:?}", imported.content());
    assert!(imported.files.is_empty());
    let number = imported_number(imported.content().unwrap_or_default());
    assert_eq!(fetches(&h, "game.lyngk"), 1);

    // Her imported game replays (privately) and exports again byte for byte.
    let replayed = h
        .command(&carol, "replay", vec![Opt::integer("imported", number)])
        .await;
    assert!(
        replayed.is_ephemeral(),
        "an imported game's replay is private"
    );
    assert_eq!(replayed.files.len(), 1);
    assert_eq!(replayed.files[0].content_type.as_deref(), Some("image/gif"));
    let again = record_command(&h, &carol, "export", vec![Opt::integer("imported", number)]).await;
    let (_, again) = record_file(&again);
    assert_eq!(again, bytes, "exported again byte for byte");
    let again = GameRecord::parse_bytes(&again).expect("a record");
    assert_eq!(again.final_position(), &last, "the same final position");

    // Nobody else sees it.
    for other in [&alice, &bob] {
        let refused =
            record_command(&h, other, "export", vec![Opt::integer("imported", number)]).await;
        assert!(refused.is_ephemeral());
        assert!(refused.files.is_empty(), "another member's imported game");
        let refused = h
            .command(other, "replay", vec![Opt::integer("imported", number)])
            .await;
        assert!(refused.files.is_empty(), "another member's imported game");
    }
    h.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_record_is_refused_with_its_line_and_reason_and_nothing_is_stored() {
    let h = Harness::start().await;
    let carol = carol();
    let record = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records/example.lyngk"),
    )
    .expect("the documented example");

    // Turn 3 moved from a point with no stack: line 13 of the example.
    let lines: Vec<&str> = record.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.starts_with("3. "))
        .expect("a turn 3");
    let mut bad: Vec<String> = lines.iter().map(|l| (*l).to_owned()).collect();
    bad[at] = "3. B2-C3".to_owned();
    let bad = bad.join("\n") + "\n";
    let file = h.fake.attach("file", "bad.lyngk", bad.as_bytes());
    let refused = record_command(&h, &carol, "import", vec![file]).await;
    assert!(refused.is_ephemeral());
    let text = refused.content().unwrap_or_default();
    assert!(text.contains(&format!("line {}", at + 1)), "{text}");
    assert!(text.contains("turn 3 \"B2-C3\""), "{text}");
    assert!(text.contains("Nothing was stored"), "{text}");

    // Nothing was stored: the next import is number 1.
    let file = h.fake.attach("file", "good.lyngk", record.as_bytes());
    let imported = record_command(&h, &carol, "import", vec![file]).await;
    assert_eq!(imported_number(imported.content().unwrap_or_default()), 1);

    // Too large: refused with the limits before a byte is fetched.
    let file = h.fake.attach_claiming("file", "huge.lyngk", b"", 70_000);
    let refused = record_command(&h, &carol, "import", vec![file]).await;
    assert!(refused.is_ephemeral());
    let text = refused.content().unwrap_or_default();
    assert!(text.contains("70000 bytes"), "{text}");
    assert!(text.contains("at most 65536 bytes"), "{text}");
    assert_eq!(fetches(&h, "huge.lyngk"), 0, "never fetched");

    // A 503 is tried again; a 403 is not.
    h.fake
        .inject(Fault::new("GET", "/attachments/", "", 503, 1));
    let file = h.fake.attach("file", "retried.lyngk", record.as_bytes());
    let imported = record_command(&h, &carol, "import", vec![file]).await;
    assert_eq!(imported_number(imported.content().unwrap_or_default()), 2);
    assert_eq!(fetches(&h, "retried.lyngk"), 2);
    h.fake
        .inject(Fault::new("GET", "/attachments/", "", 403, 1));
    let file = h.fake.attach("file", "forbidden.lyngk", record.as_bytes());
    let refused = record_command(&h, &carol, "import", vec![file]).await;
    assert!(refused.is_ephemeral());
    assert!(
        refused
            .content()
            .unwrap_or_default()
            .contains("could not be fetched"),
        "{:?}",
        refused.content()
    );
    assert_eq!(
        fetches(&h, "forbidden.lyngk"),
        1,
        "a 4xx is not tried again"
    );
    h.finish().await;
}
