//! Every log line of a game operation carries the game's ids through its
//! span: the service's events name no guild, channel or game themselves,
//! and a log collector still finds them on each line.

use std::sync::Once;

use lyngk::engine::Variant;
use lyngk::service::{Button, Service};
use tracing_subscriber::layer::SubscriberExt;

use crate::logs::{self, Line};
use crate::service_env::*;

async fn a_game_and_a_move(svc: &Service) {
    let r = svc
        .challenges()
        .challenge(actor(ALICE), BOB.into(), Variant::Standard)
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
    let first = r.mentions[0];
    let pos = r.position.unwrap();
    svc.turns()
        .play_move(actor(first), None, &first_move(&pos))
        .await
        .unwrap();
}

/// Installs the capture of every event as the process's global subscriber
/// (a thread's own subscriber can miss events of call sites that tests on
/// other threads registered first). Every test's environment does it first
/// ([`Env`]), so that no game's span is made before it: a span made without
/// a subscriber is lost to the lines of its game.
pub fn install() {
    static INSTALLED: Once = Once::new();
    INSTALLED.call_once(|| {
        tracing::subscriber::set_global_default(
            tracing_subscriber::registry().with(logs::capture().clone()),
        )
        .expect("no other global subscriber in the tests");
    });
}

#[tokio::test]
async fn a_game_s_log_lines_carry_its_ids_through_their_span() {
    install();
    let env = Env::sqlite();
    let svc = env.open().await;
    a_game_and_a_move(&svc).await;
    svc.close().await;
    // Every game started and turn stored since the capture began, this
    // test's and any other's running meanwhile, names its channel and game
    // (and its guild, for a server's game) through the game's span.
    let lines = logs::lines();
    for message in ["game started", "turn stored"] {
        let of_kind: Vec<&Line> = lines.iter().filter(|l| l.message == message).collect();
        assert!(!of_kind.is_empty(), "no {message:?} in {lines:?}");
        for line in of_kind {
            assert_eq!(
                line.spans.last().map(|(n, _)| n.as_str()),
                Some("game"),
                "{line:?}"
            );
            for field in ["channel", "game"] {
                let value = line
                    .span_field(field)
                    .unwrap_or_else(|| panic!("no {field}: {line:?}"));
                assert!(value.parse::<i64>().is_ok_and(|v| v > 0), "{line:?}");
            }
            // A game outside servers (a DM, a group DM) has no guild to
            // name; a server's game names its own.
            if let Some(guild) = line.span_field("guild") {
                assert!(guild.parse::<i64>().is_ok_and(|v| v > 0), "{line:?}");
            }
        }
    }
    // This test's own game: its guild and channel.
    assert!(
        lines.iter().any(|l| l.message == "turn stored"
            && l.span_field("guild") == Some(GUILD.to_string().as_str())
            && l.span_field("channel") == Some(CHANNEL.to_string().as_str())),
        "{lines:?}"
    );
}
