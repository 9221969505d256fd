//! The log lines of a test process, as a log collector sees them: each
//! event with its message, its fields and those of every span it happened
//! in. The process installs [`capture`] once as (part of) its global
//! subscriber, with the filter it wants: the Discord tests keep warnings
//! and errors beside the usual output (`common::init_tracing`); the service
//! tests keep every event (`tests/service/spans.rs`).

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, OnceLock};

use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Subscriber};
use tracing_subscriber::layer::{Context, Layer};
use tracing_subscriber::registry::LookupSpan;

/// Fields by name, as text.
#[derive(Clone, Debug, Default)]
pub struct Fields(pub BTreeMap<String, String>);

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.0.insert(
            field.name().to_owned(),
            format!("{value:?}").trim_matches('"').to_owned(),
        );
    }
}

/// An event as a log line shows it.
#[derive(Clone, Debug)]
pub struct Line {
    pub level: tracing::Level,
    /// Where it was logged from (its module, as `lyngk::discord::…`).
    pub target: String,
    pub message: String,
    /// The event's own fields (its message aside).
    pub fields: Fields,
    /// The spans it happened in, outermost first, with their fields.
    pub spans: Vec<(String, Fields)>,
}

impl Line {
    /// The value of `field` on the line: its own, else the innermost span's.
    pub fn field(&self, field: &str) -> Option<&str> {
        self.fields
            .0
            .get(field)
            .map(String::as_str)
            .or_else(|| self.span_field(field))
    }

    /// The value of `field` on the line's spans (the innermost wins).
    pub fn span_field(&self, field: &str) -> Option<&str> {
        self.spans
            .iter()
            .rev()
            .find_map(|(_, f)| f.0.get(field).map(String::as_str))
    }
}

/// The capture layer: every event and span its filter lets through.
#[derive(Clone, Default)]
pub struct Capture(Arc<Mutex<Vec<Line>>>);

impl<S: Subscriber + for<'a> LookupSpan<'a>> Layer<S> for Capture {
    fn on_new_span(&self, attrs: &Attributes<'_>, id: &Id, ctx: Context<'_, S>) {
        let mut fields = Fields::default();
        attrs.record(&mut fields);
        if let Some(span) = ctx.span(id) {
            span.extensions_mut().insert(fields);
        }
    }

    fn on_record(&self, id: &Id, values: &Record<'_>, ctx: Context<'_, S>) {
        if let Some(span) = ctx.span(id) {
            let mut extensions = span.extensions_mut();
            if let Some(fields) = extensions.get_mut::<Fields>() {
                values.record(fields);
            }
        }
    }

    fn on_event(&self, event: &Event<'_>, ctx: Context<'_, S>) {
        let level = *event.metadata().level();
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
        let message = fields.0.remove("message").unwrap_or_default();
        self.0.lock().unwrap().push(Line {
            level,
            target: event.metadata().target().to_owned(),
            message,
            fields,
            spans,
        });
    }
}

/// The process's capture (installed once by [`super::init_tracing`]).
pub fn capture() -> &'static Capture {
    static CAPTURE: OnceLock<Capture> = OnceLock::new();
    CAPTURE.get_or_init(Capture::default)
}

/// The lines captured so far.
pub fn lines() -> Vec<Line> {
    capture().0.lock().unwrap().clone()
}

/// The lines captured so far whose message contains `text`.
pub fn lines_with(text: &str) -> Vec<Line> {
    lines()
        .into_iter()
        .filter(|l| l.message.contains(text))
        .collect()
}
