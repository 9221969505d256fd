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

#[tokio::test]
async fn a_game_s_log_lines_carry_its_ids_through_their_span() {
    let capture = Capture::default();
    let subscriber = tracing_subscriber::registry().with(capture.clone());
    let _default = tracing::subscriber::set_default(subscriber);
    let env = Env::sqlite();
    let svc = env.open().await;
    a_game_and_a_move(&svc).await;
    let lines = capture.0.lock().unwrap().clone();
    for message in ["game started", "turn stored"] {
        let line = lines
            .iter()
            .find(|l| l.message == message)
            .unwrap_or_else(|| panic!("no {message:?} in {lines:?}"));
        assert_eq!(
            line.span_field("guild"),
            Some(GUILD.to_string().as_str()),
            "{line:?}"
        );
        assert_eq!(
            line.span_field("channel"),
            Some(CHANNEL.to_string().as_str()),
            "{line:?}"
        );
        let game = line.span_field("game").expect("the game's id");
        assert!(game.parse::<i64>().is_ok_and(|g| g > 0), "{line:?}");
        assert_eq!(line.spans.last().map(|(n, _)| n.as_str()), Some("game"));
    }
    // Both lines name the same game.
    let games: Vec<&str> = lines
        .iter()
        .filter(|l| l.message == "game started" || l.message == "turn stored")
        .filter_map(|l| l.span_field("game"))
        .collect();
    assert!(games.windows(2).all(|w| w[0] == w[1]), "{games:?}");
    svc.close().await;
}
