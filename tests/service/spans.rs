//! Every log line of a game operation carries the game's ids through its
//! span: the service's events name no guild, channel or game themselves,
//! and a log collector still finds them on each line.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

use lyngk::engine::Variant;
use lyngk::service::{Button, Service};
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer, SubscriberExt};
use tracing_subscriber::registry::LookupSpan;

use crate::service_env::*;

/// Fields by name, as text.
#[derive(Clone, Debug, Default)]
struct Fields(BTreeMap<String, String>);

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.0.insert(
            field.name().to_owned(),
            format!("{value:?}").trim_matches('"').to_owned(),
        );
    }
}

/// An event as a log line would show it: its message and the fields of
/// every span it happened in, innermost last.
#[derive(Clone, Debug)]
struct Line {
    message: String,
    spans: Vec<(String, Fields)>,
}

impl Line {
    /// The value of `field` on the line's spans (the innermost wins).
    fn span_field(&self, field: &str) -> Option<&str> {
        self.spans
            .iter()
            .rev()
            .find_map(|(_, f)| f.0.get(field).map(String::as_str))
    }
}

#[derive(Clone, Default)]
struct Capture(Arc<Mutex<Vec<Line>>>);

impl<S: Subscriber + for<'a> LookupSpan<'a>> Layer<S> for Capture {
    fn on_new_span(&self, attrs: &Attributes<'_>, id: &Id, ctx: Context<'_, S>) {
        let mut fields = Fields::default();
        attrs.record(&mut fields);
        if let Some(span) = ctx.span(id) {
            span.extensions_mut().insert(fields);
        }
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        let mut fields = Fields::default();
        event.record(&mut fields);
        let spans = ctx
            .event_scope(event)
            .map(|scope| {
                scope
                    .from_root()
                    .map(|s| {
                        let f = s.extensions().get::<Fields>().cloned().unwrap_or_default();
                        (s.name().to_owned(), f)
                    })
                    .collect()
            })
            .unwrap_or_default();
        self.0.lock().unwrap().push(Line {
            message: fields.0.remove("message").unwrap_or_default(),
            spans,
        });
    }
}

async fn a_game_and_a_move(svc: &Service) {
    let r = svc
        .challenge(actor(ALICE), BOB, Variant::Standard)
        .await
        .unwrap();
    let Button::Accept { challenge } = r.buttons[0] else {
        panic!("no accept button");
    };
    let r = svc.accept(actor(BOB), Some(challenge)).await.unwrap();
    let first = r.mentions[0];
    let pos = r.position.unwrap();
    svc.play_move(actor(first), None, &first_move(&pos))
        .await
        .unwrap();
}

/// The lines captured in this test process since the first call: the
/// capture is the process's global subscriber (a thread's own subscriber can
/// miss events of call sites that tests on other threads registered first).
fn captured() -> Arc<Mutex<Vec<Line>>> {
    static CAPTURE: std::sync::OnceLock<Capture> = std::sync::OnceLock::new();
    let capture = CAPTURE.get_or_init(|| {
        let capture = Capture::default();
        tracing::subscriber::set_global_default(
            tracing_subscriber::registry().with(capture.clone()),
        )
        .expect("no other global subscriber in the tests");
        capture
    });
    Arc::clone(&capture.0)
}

/// Installs the capture. Every test's environment does it first ([`Env`]),
/// so that no game's span is made before it: a span made without a
/// subscriber is lost to the lines of its game.
pub fn install() {
    captured();
}

#[tokio::test]
async fn a_game_s_log_lines_carry_its_ids_through_their_span() {
    let lines = captured();
    let env = Env::sqlite();
    let svc = env.open().await;
    a_game_and_a_move(&svc).await;
    svc.close().await;
    // Every game started and turn stored since the capture began, this
    // test's and any other's running meanwhile, names its guild, channel
    // and game through the game's span.
    let lines = lines.lock().unwrap().clone();
    for message in ["game started", "turn stored"] {
        let of_kind: Vec<&Line> = lines.iter().filter(|l| l.message == message).collect();
        assert!(!of_kind.is_empty(), "no {message:?} in {lines:?}");
        for line in of_kind {
            assert_eq!(
                line.spans.last().map(|(n, _)| n.as_str()),
                Some("game"),
                "{line:?}"
            );
            for field in ["guild", "channel", "game"] {
                let value = line
                    .span_field(field)
                    .unwrap_or_else(|| panic!("no {field}: {line:?}"));
                assert!(value.parse::<i64>().is_ok_and(|v| v > 0), "{line:?}");
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
