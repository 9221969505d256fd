//! The documentation, kept true by the code it describes:
//! - every relative link and `#anchor` of every Markdown file resolves;
//! - the players' command guide (`docs/players/commands.md`) has one
//!   heading per command the bot registers (read from
//!   `lyngk::discord::commands::commands()`, the tree the bot sends to
//!   Discord) and none other, each listing its option's choices, and the
//!   README names every command;
//! - every environment variable the configuration reads is in the admin's
//!   reference (`docs/admin/configuration.md`) and in `.env.example`, and
//!   the reference names no variable nothing reads;
//! - every level, variant and language the code offers is where the docs
//!   list them.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn read(relative: &str) -> String {
    let path = Path::new(ROOT).join(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every Markdown file of the repository, but build output and hidden
/// folders (`.github` excepted).
fn markdown_files() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if path.is_dir() {
                let hidden = name.starts_with('.') && name != ".github";
                if !hidden && name != "target" && name != "node_modules" {
                    walk(&path, out);
                }
            } else if name.ends_with(".md") {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(Path::new(ROOT), &mut out);
    out.sort();
    out
}

/// The text with fenced code blocks blanked (their lines kept, so line
/// numbers stay right) and inline code spans removed.
fn without_code(text: &str) -> Vec<String> {
    let mut fence: Option<&str> = None;
    let mut out = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        if let Some(open) = fence {
            if trimmed.starts_with(open) {
                fence = None;
            }
            out.push(String::new());
            continue;
        }
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            fence = Some(&trimmed[..3]);
            out.push(String::new());
            continue;
        }
        let mut kept = String::new();
        let mut in_code = false;
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
            } else if !in_code {
                kept.push(c);
            }
        }
        out.push(kept);
    }
    out
}

/// The targets of the links and pictures on a line: `[text](target)`,
/// `![alt](target "title")`, `<img src="…">`, `<a href="…">`.
fn link_targets(line: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let end = after.find(')').unwrap_or(after.len());
        let target = after[..end].trim();
        let target = target.split_whitespace().next().unwrap_or_default();
        targets.push(target.trim_matches(['<', '>']).to_owned());
        rest = &after[end.min(after.len())..];
    }
    for attribute in ["src=\"", "href=\""] {
        let mut rest = line;
        while let Some(at) = rest.find(attribute) {
            let after = &rest[at + attribute.len()..];
            let end = after.find('"').unwrap_or(after.len());
            targets.push(after[..end].to_owned());
            rest = &after[end..];
        }
    }
    targets
}

/// GitHub's anchor of a heading: the rendered text in lower case, without
/// punctuation but `-` and `_`, spaces as `-`.
fn slug(heading: &str) -> String {
    let mut text = String::new();
    // Links keep their text only.
    let mut rest = heading;
    while let Some(open) = rest.find('[') {
        text.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match (after.find("]("), after.find(')')) {
            (Some(close), Some(end)) if close < end => {
                text.push_str(&after[..close]);
                rest = &after[end + 1..];
            }
            _ => {
                text.push('[');
                rest = after;
            }
        }
    }
    text.push_str(rest);
    text.to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | ' '))
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The headings of a Markdown text (outside code blocks): level and text.
fn headings(text: &str) -> Vec<(usize, String)> {
    let mut fence = false;
    let mut out = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            fence = !fence;
            continue;
        }
        if fence {
            continue;
        }
        let level = line.chars().take_while(|&c| c == '#').count();
        if (1..=6).contains(&level) && line[level..].starts_with(' ') {
            let heading = line[level..].trim().trim_end_matches('#').trim();
            out.push((level, heading.to_owned()));
        }
    }
    out
}

/// The anchors a Markdown file offers: its headings' (numbered as GitHub
/// numbers repeats) and explicit `id="…"` / `name="…"`.
fn anchors(text: &str) -> HashSet<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut out = HashSet::new();
    for (_, heading) in headings(text) {
        let base = slug(&heading.replace('`', ""));
        let n = seen.entry(base.clone()).or_insert(0);
        out.insert(if *n == 0 {
            base.clone()
        } else {
            format!("{base}-{n}")
        });
        *n += 1;
    }
    for attribute in ["id=\"", "name=\""] {
        let mut rest = text;
        while let Some(at) = rest.find(attribute) {
            let after = &rest[at + attribute.len()..];
            let end = after.find('"').unwrap_or(after.len());
            out.insert(after[..end].to_owned());
            rest = &after[end..];
        }
    }
    out
}

/// What is wrong with the relative links of `file`, one line each.
fn broken_links(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap();
    let name = file
        .strip_prefix(ROOT)
        .unwrap_or(file)
        .display()
        .to_string();
    let mut broken = Vec::new();
    for (number, line) in without_code(&text).iter().enumerate() {
        for target in link_targets(line) {
            let external = ["http://", "https://", "mailto:"]
                .iter()
                .any(|scheme| target.starts_with(scheme));
            if target.is_empty() || external {
                continue;
            }
            let (path, anchor) = match target.split_once('#') {
                Some((path, anchor)) => (path, Some(anchor)),
                None => (target.as_str(), None),
            };
            let resolved = if path.is_empty() {
                file.to_path_buf()
            } else if let Some(from_root) = path.strip_prefix('/') {
                Path::new(ROOT).join(from_root)
            } else {
                file.parent().unwrap().join(path)
            };
            let at = format!("{name}:{}: {target}", number + 1);
            if !resolved.exists() {
                broken.push(format!("{at}: no such file"));
                continue;
            }
            let Some(anchor) = anchor else { continue };
            if resolved.extension().is_none_or(|e| e != "md") {
                broken.push(format!("{at}: an anchor into a file that is not Markdown"));
                continue;
            }
            let target_text = std::fs::read_to_string(&resolved).unwrap_or_default();
            if !anchors(&target_text).contains(anchor) {
                broken.push(format!("{at}: no heading or id makes #{anchor}"));
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_and_anchor_resolves() {
    let files = markdown_files();
    assert!(
        files.len() > 10,
        "the Markdown files were not found: {files:?}"
    );
    let broken: Vec<String> = files.iter().flat_map(|f| broken_links(f)).collect();
    assert!(
        broken.is_empty(),
        "{} broken link(s):\n{}",
        broken.len(),
        broken.join("\n")
    );
}

#[test]
fn the_link_check_finds_what_it_must() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    std::fs::write(
        dir.path().join("sub/page.md"),
        "# A `page`: its title\n\n## Twice\n## Twice\n",
    )
    .unwrap();
    let file = dir.path().join("index.md");
    std::fs::write(
        &file,
        "[ok](sub/page.md#a-page-its-title) [ok](sub/page.md#twice-1) [ok](#here)\n\
         # Here\n\
         [gone](sub/missing.md) [bad anchor](sub/page.md#nowhere) `[code](nowhere.md)`\n\
         <img src=\"sub/none.png\" width=\"400\">\n\
         ```\n[in a block](nowhere.md)\n```\n",
    )
    .unwrap();
    let broken = broken_links(&file);
    assert_eq!(broken.len(), 3, "{broken:#?}");
    assert!(
        broken[0].ends_with("sub/missing.md: no such file"),
        "{broken:?}"
    );
    assert!(broken[1].contains("#nowhere"), "{broken:?}");
    assert!(broken[2].contains("sub/none.png"), "{broken:?}");
}

/// A command of the registered tree: its path (`/lyngk tournament join`)
/// and the choices of each of its options.
struct Registered {
    path: String,
    choices: Vec<(String, Vec<String>)>,
}

/// Every command a member can run, as the bot registers it: the leaves of
/// the tree (a group such as `/lyngk tournament` is not run by itself).
fn registered_commands() -> Vec<Registered> {
    fn walk(
        prefix: &str,
        command: &poise::Command<lyngk::discord::Data, lyngk::discord::Error>,
        out: &mut Vec<Registered>,
    ) {
        let path = if prefix.is_empty() {
            format!("/{}", command.name)
        } else {
            format!("{prefix} {}", command.name)
        };
        if command.subcommands.is_empty() {
            let choices = command
                .parameters
                .iter()
                .filter(|p| !p.choices.is_empty())
                .map(|p| {
                    let names = p.choices.iter().map(|c| c.name.to_string()).collect();
                    (p.name.to_string(), names)
                })
                .collect();
            out.push(Registered { path, choices });
        } else {
            for sub in &command.subcommands {
                walk(&path, sub, out);
            }
        }
    }
    let mut out = Vec::new();
    for command in lyngk::discord::commands::commands() {
        walk("", &command, &mut out);
    }
    out
}

/// The text of a Markdown section: from its heading (exactly `heading`)
/// to the next heading of the same level or higher.
fn section<'a>(text: &'a str, heading: &str) -> Option<&'a str> {
    let mut start = None;
    let mut level = 0;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let hashes = line.chars().take_while(|&c| c == '#').count();
        let is_heading = (1..=6).contains(&hashes) && line[hashes..].starts_with(' ');
        if is_heading {
            match start {
                Some(from) if hashes <= level => return Some(&text[from..offset]),
                None if line[hashes..].trim().replace('`', "") == heading => {
                    start = Some(offset);
                    level = hashes;
                }
                _ => {}
            }
        }
        offset += line.len();
    }
    start.map(|from| &text[from..])
}

/// `needle` in `text` as a whole name: not followed by a letter, digit or
/// hyphen (`/lyngk games` is not `/lyngk games-x`).
fn names(text: &str, needle: &str) -> bool {
    text.match_indices(needle).any(|(at, _)| {
        text[at + needle.len()..]
            .chars()
            .next()
            .is_none_or(|c| !(c.is_alphanumeric() || c == '-'))
    })
}

const GUIDE: &str = "docs/players/commands.md";

#[test]
fn the_command_guide_has_every_registered_command_and_no_other() {
    let registered = registered_commands();
    assert!(registered.len() > 30, "the tree: {}", registered.len());
    let guide = read(GUIDE);
    let documented: BTreeSet<String> = headings(&guide)
        .into_iter()
        .map(|(_, h)| h.replace('`', ""))
        .filter(|h| h.starts_with("/lyngk"))
        .collect();
    let paths: BTreeSet<String> = registered.iter().map(|c| c.path.clone()).collect();
    let missing: Vec<&String> = paths.difference(&documented).collect();
    let unknown: Vec<&String> = documented.difference(&paths).collect();
    assert!(
        missing.is_empty() && unknown.is_empty(),
        "{GUIDE}: registered but without a heading: {missing:?}; a heading but not registered: {unknown:?}"
    );
    // Each command's section names the choices of its options.
    let mut unlisted = Vec::new();
    for command in &registered {
        let text = section(&guide, &command.path).unwrap_or_default();
        for (option, choices) in &command.choices {
            for choice in choices {
                if !text.contains(choice.as_str()) {
                    unlisted.push(format!("{} {option}: {choice}", command.path));
                }
            }
        }
    }
    assert!(
        unlisted.is_empty(),
        "{GUIDE}: choices not listed: {unlisted:?}"
    );
    // The README's command list names every command too.
    let readme = read("README.md");
    let absent: Vec<&String> = paths.iter().filter(|p| !names(&readme, p)).collect();
    assert!(absent.is_empty(), "README.md does not name: {absent:?}");
}

/// Every environment variable the bot's configuration reads: those
/// `Config::from_lookup` asks for (recorded), those read directly by name
/// in the binary and the adapter, `RUST_LOG` (the log filter's variable,
/// read by tracing-subscriber) and `PGPASSWORD` (read by sqlx's PostgreSQL
/// driver when `DATABASE_URL` has no password).
fn variables_read() -> BTreeSet<String> {
    let asked = std::cell::RefCell::new(BTreeSet::new());
    let config = lyngk::discord::Config::from_lookup(|name| {
        asked.borrow_mut().insert(name.to_owned());
        (name == "DISCORD_TOKEN").then(|| "token".to_owned())
    });
    assert!(config.is_ok(), "{:?}", config.err());
    let mut names = asked.into_inner();
    let mut sources = vec![PathBuf::from(ROOT).join("src/main.rs")];
    for dir in ["src/discord", "src/cli"] {
        let mut stack = vec![PathBuf::from(ROOT).join(dir)];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    sources.push(path);
                }
            }
        }
    }
    for source in sources {
        let text = std::fs::read_to_string(&source).unwrap();
        for pattern in ["env::var(\"", "env::var_os(\""] {
            for (at, _) in text.match_indices(pattern) {
                let after = &text[at + pattern.len()..];
                let name = &after[..after.find('"').unwrap_or(0)];
                if !name.is_empty() {
                    names.insert(name.to_owned());
                }
            }
        }
    }
    names.insert(tracing_subscriber::EnvFilter::DEFAULT_ENV.to_owned());
    names.insert("PGPASSWORD".to_owned());
    names
}

const REFERENCE: &str = "docs/admin/configuration.md";

/// The variables a reference table lists: the first cell of each row,
/// in backticks.
fn table_variables(text: &str) -> BTreeSet<String> {
    text.lines()
        .filter_map(|l| l.strip_prefix("| `"))
        .filter_map(|l| l.split_once('`'))
        .map(|(name, _)| name.to_owned())
        .filter(|name| {
            name.chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        })
        .collect()
}

#[test]
fn every_variable_the_configuration_reads_is_documented() {
    let read_by_code = variables_read();
    for expected in [
        "DISCORD_TOKEN",
        "DATABASE_URL",
        "LOG_FORMAT",
        "METRICS_ADDR",
        "RUST_LOG",
    ] {
        assert!(
            read_by_code.contains(expected),
            "{expected}: {read_by_code:?}"
        );
    }
    let reference = table_variables(&read(REFERENCE));
    let example = read(".env.example");
    let in_example = |name: &str| {
        example.lines().any(|l| {
            let l = l.trim_start_matches('#').trim_start();
            l.strip_prefix(name)
                .is_some_and(|rest| rest.starts_with('='))
        })
    };
    let mut missing = Vec::new();
    for name in &read_by_code {
        if !reference.contains(name) {
            missing.push(format!("{name} is not in the table of {REFERENCE}"));
        }
        if !in_example(name) {
            missing.push(format!("{name} is not in .env.example"));
        }
    }
    // The other way: a variable in the reference that nothing reads must
    // be read by one of the compose files.
    let compose = read("compose.yaml") + &read("compose.scale.yaml");
    for name in &reference {
        if !read_by_code.contains(name) && !compose.contains(&format!("${{{name}")) {
            missing.push(format!("{REFERENCE} lists {name}, which nothing reads"));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn every_level_variant_and_language_the_code_offers_is_documented() {
    let mut missing = Vec::new();
    let mut expect = |file: &str, heading: Option<&str>, needle: String| {
        let text = read(file);
        let text = match heading {
            Some(h) => section(&text, h)
                .unwrap_or_else(|| panic!("{file}: no section {h:?}"))
                .to_owned(),
            None => text,
        };
        if !names(&text, &needle) {
            missing.push(format!("{file} {heading:?}: {needle}"));
        }
    };
    for level in lyngk::ai::Level::ALL {
        let name = level.name();
        expect("docs/dev/ai.md", Some("Levels"), format!("`{name}`"));
        expect(
            "docs/players/commands.md",
            Some("/lyngk play-ai"),
            format!("`{name}`"),
        );
        expect(
            "docs/dev/command-line.md",
            Some("Playing in the terminal"),
            name.to_owned(),
        );
    }
    for variant in lyngk::engine::Variant::ALL {
        let name = variant.name();
        expect("docs/players/notation.md", None, format!("`{name}`"));
        expect(
            "docs/dev/command-line.md",
            Some("Playing in the terminal"),
            name.to_owned(),
        );
    }
    for lang in lyngk::i18n::Lang::ALL {
        let code = lang.code();
        expect("README.md", Some("Languages"), format!("`{code}`"));
        expect("docs/players/languages.md", None, format!("`{code}`"));
        expect("docs/dev/i18n.md", None, format!("`{code}`"));
    }
    assert!(
        missing.is_empty(),
        "not documented:\n{}",
        missing.join("\n")
    );
}
