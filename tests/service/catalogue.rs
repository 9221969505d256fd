//! The catalogue against the code, found by reading the code rather than
//! from a list: every message id the sources under `src/` name is in every
//! language's catalogue and renders there, and every message of the
//! catalogue is named by the code (or by the Discord command tree).
//!
//! A message is named where its id is a string literal that becomes a
//! message: inside `Msg::new(…)` (`Msg::new("id")`, `Msg::new(if on { "a" }
//! else { "b" })`, `Msg::new(match … { … => "c" })`), in a `let` the id is
//! bound by and then passed as `Msg::new(id)` (or in the function that
//! `let` calls), as the separator of a sequence (`sep: "id"`) and in
//! `lookup("id")`. Ids passed along other ways (a closure's parameter, a
//! loop over pairs) still count as used, since any string literal equal to
//! an id does. The library's own tests are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use lyngk::i18n::{Arg, Lang, Msg};

use crate::i18n::placeholders;

/// A Rust source file as the scan needs it: its text with comments and the
/// contents of literals blanked out (so that brackets and words inside them
/// do not count), and its string literals with where each starts.
struct Source {
    path: String,
    code: Vec<char>,
    literals: Vec<(usize, String)>,
}

impl Source {
    fn read(path: &Path, root: &Path) -> Source {
        let text = std::fs::read_to_string(path).unwrap();
        let (code, literals) = lex(&text.chars().collect::<Vec<_>>());
        let path = path
            .strip_prefix(root)
            .unwrap_or(path)
            .display()
            .to_string();
        let mut source = Source {
            path,
            code,
            literals,
        };
        source.drop_test_items();
        source
    }

    /// Where `pattern` occurs in the code.
    fn find_all(&self, pattern: &str) -> Vec<usize> {
        let p: Vec<char> = pattern.chars().collect();
        (0..self.code.len().saturating_sub(p.len() - 1))
            .filter(|&i| self.code[i..i + p.len()] == p[..])
            .collect()
    }

    /// The literals that start between `from` and `to`.
    fn literals_in(&self, from: usize, to: usize) -> Vec<&str> {
        self.literals
            .iter()
            .filter(|(at, _)| (from..to).contains(at))
            .map(|(_, s)| s.as_str())
            .collect()
    }

    /// The index of the bracket closing the one at `open`.
    fn close_of(&self, open: usize) -> usize {
        let mut depth = 0_i32;
        for (i, &c) in self.code.iter().enumerate().skip(open) {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => {
                    depth -= 1;
                    if depth == 0 {
                        return i;
                    }
                }
                _ => {}
            }
        }
        panic!("{}: unbalanced brackets from {open}", self.path)
    }

    /// The end (`;` or the closing bracket) of the statement or item
    /// starting at `from`.
    fn end_of_statement(&self, from: usize) -> usize {
        let mut i = from;
        while i < self.code.len() {
            match self.code[i] {
                ';' => return i,
                '(' | '[' | '{' => i = self.close_of(i) + 1,
                _ => i += 1,
            }
        }
        i
    }

    /// Forgets the items under `#[cfg(test)]` (the unit tests beside the
    /// code name ids that do not exist on purpose).
    fn drop_test_items(&mut self) {
        for at in self.find_all("#[cfg(test)]").into_iter().rev() {
            let start = at + "#[cfg(test)]".len();
            let mut end = start;
            while end < self.code.len() && !matches!(self.code[end], ';' | '{') {
                end += 1;
            }
            if end < self.code.len() && self.code[end] == '{' {
                end = self.close_of(end);
            }
            let end = end.min(self.code.len() - 1);
            self.code[at..=end].fill(' ');
            self.literals.retain(|(i, _)| !(at..=end).contains(i));
        }
    }

    /// The text of the code from `from` to `to`, blanks and all.
    fn text(&self, from: usize, to: usize) -> String {
        self.code[from..to].iter().collect()
    }

    /// The ids this file gives messages, with where.
    fn named(&self, out: &mut BTreeMap<String, BTreeSet<String>>) {
        let mut add = |id: &str, at: usize| {
            let line = 1 + self.code[..at].iter().filter(|&&c| c == '\n').count();
            out.entry(id.to_owned())
                .or_default()
                .insert(format!("{}:{line}", self.path));
        };
        for at in self.find_all("Msg::new(") {
            let open = at + "Msg::new".len();
            let close = self.close_of(open);
            // Not the arguments' names and values (a message inside one
            // is a `Msg::new` of its own).
            let args: Vec<(usize, usize)> = [".arg(", ".user("]
                .iter()
                .flat_map(|call| self.find_all(call))
                .filter(|&i| (open..close).contains(&i))
                .map(|i| {
                    let paren = i + self.code[i..].iter().position(|&c| c == '(').unwrap_or(0);
                    (paren, self.close_of(paren))
                })
                .collect();
            let inside: Vec<&str> = self
                .literals
                .iter()
                .filter(|(i, _)| (open..close).contains(i))
                .filter(|(i, _)| !args.iter().any(|(a, b)| (a..b).contains(&i)))
                .map(|(_, s)| s.as_str())
                .collect();
            if !inside.is_empty() {
                inside.iter().for_each(|id| add(id, at));
                continue;
            }
            // `Msg::new(id)`, `Msg::new(names[i])`: the `let` that bound it.
            let arg = self.text(open + 1, close);
            let name: String = arg
                .trim()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if let Some(ids) = self.bound_by_let(&name, at) {
                ids.iter().for_each(|id| add(id, at));
            }
        }
        for pattern in ["sep: \"", "lookup(\""] {
            for at in self.find_all(pattern) {
                let start = at + pattern.len() - 1;
                if let Some((_, id)) = self.literals.iter().find(|(i, _)| *i == start) {
                    add(id, at);
                }
            }
        }
    }

    /// The literals of the last `let name = …;` before `before`, or of the
    /// function it calls when it has none of its own.
    fn bound_by_let(&self, name: &str, before: usize) -> Option<Vec<&str>> {
        if name.is_empty() {
            return None;
        }
        let at = self
            .find_all(&format!("let {name} "))
            .into_iter()
            .chain(self.find_all(&format!("let {name}:")))
            .filter(|&i| i < before)
            .max()?;
        let end = self.end_of_statement(at);
        let ids = self.literals_in(at, end);
        if !ids.is_empty() {
            return Some(ids);
        }
        // `let names = criteria(variant);`
        let rhs = self.text(at, end);
        let called: String = rhs
            .split_once('=')?
            .1
            .trim()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let def = *self.find_all(&format!("fn {called}(")).first()?;
        // The parameters, then the body.
        let params = self.close_of(def + "fn (".len() + called.len() - 1);
        let open = params + self.code[params..].iter().position(|&c| c == '{')?;
        Some(self.literals_in(def, self.close_of(open)))
    }
}

/// `text` with comments and the contents of literals blanked, and its
/// string literals (their start, their value).
fn lex(text: &[char]) -> (Vec<char>, Vec<(usize, String)>) {
    let mut code = text.to_vec();
    let mut literals = Vec::new();
    let ident = |i: usize| i > 0 && (text[i - 1].is_alphanumeric() || text[i - 1] == '_');
    let at = |i: usize, s: &str| text[i..].iter().take(s.len()).copied().eq(s.chars());
    let mut i = 0;
    while i < text.len() {
        let start = i;
        if at(i, "//") {
            while i < text.len() && text[i] != '\n' {
                i += 1;
            }
        } else if at(i, "/*") {
            while i < text.len() && !at(i, "*/") {
                i += 1;
            }
            i += 2;
        } else if (at(i, "r\"") || at(i, "r#") || at(i, "br\"") || at(i, "br#")) && !ident(i) {
            let mut j = i + if text[i] == 'b' { 2 } else { 1 };
            let hashes = text[j..].iter().take_while(|&&c| c == '#').count();
            j += hashes;
            if text.get(j) != Some(&'"') {
                i += 1;
                continue;
            }
            let close: String = std::iter::once('"')
                .chain(std::iter::repeat_n('#', hashes))
                .collect();
            let body = j + 1;
            let mut k = body;
            while !at(k, &close) {
                k += 1;
            }
            literals.push((j, text[body..k].iter().collect()));
            code[body..k].fill(' ');
            i = k + close.len();
            continue;
        } else if text[i] == '"' {
            let mut value = String::new();
            i += 1;
            while text[i] != '"' {
                if text[i] == '\\' {
                    i += 1;
                }
                value.push(text[i]);
                i += 1;
            }
            literals.push((start, value));
            code[start + 1..i].fill(' ');
            i += 1;
            continue;
        } else if text[i] == '\'' {
            // A character literal ('x', '\n', '\''), not a lifetime ('a).
            let end = if text.get(i + 1) == Some(&'\\') {
                (i + 3..text.len()).find(|&k| text[k] == '\'')
            } else if text.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match end {
                Some(end) => {
                    code[i + 1..end].fill(' ');
                    i = end + 1;
                }
                None => i += 1,
            }
            continue;
        } else {
            i += 1;
            continue;
        }
        code[start..i.min(text.len())].fill(' ');
    }
    (code, literals)
}

/// Every `.rs` file under `dir`, but the library's test files.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy();
        if path.is_dir() {
            if name != "tests" {
                rust_files(&path, out);
            }
        } else if name.ends_with(".rs") && name != "tests.rs" {
            out.push(path);
        }
    }
}

/// The sources of the library and the program.
fn sources() -> Vec<Source> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    assert!(files.len() > 50, "{}", files.len());
    files.iter().map(|f| Source::read(f, root)).collect()
}

/// Every id the code gives a message, with the places it does.
fn named_messages(sources: &[Source]) -> BTreeMap<String, BTreeSet<String>> {
    let mut named = BTreeMap::new();
    for source in sources {
        source.named(&mut named);
    }
    named
}

fn leak(s: &str) -> &'static str {
    Box::leak(s.to_owned().into_boxed_str())
}

#[test]
fn every_message_the_code_names_is_in_every_language_and_renders() {
    let named = named_messages(&sources());
    assert!(named.len() > 250, "{}", named.len());
    // Found whatever way the id reaches `Msg::new`.
    for id in [
        "internal-error",         // Msg::new("…")
        "score-sixstack",         // let id = match …; Msg::new(id)
        "criterion-5stacks",      // let names = criteria(…); Msg::new(names[0])
        "alt-sentence-separator", // sep: "…"
        "color-joker",            // Msg::new(match c { … })
    ] {
        assert!(named.contains_key(id), "{id} not found");
    }
    let vars = placeholders(Lang::En);
    for (id, places) in &named {
        let Some(wanted) = vars.get(id) else {
            panic!("`{id}` (named at {places:?}) is not in the catalogue, locales/*/main.ftl");
        };
        let msg = wanted
            .iter()
            .fold(Msg::new(leak(id)), |m, var| m.arg(leak(var), Arg::Num(2)));
        for lang in Lang::ALL {
            assert!(
                lang.has(id),
                "`{id}` (named at {places:?}) is not in locales/{}/main.ftl",
                lang.code()
            );
            let (_, missing) = lang.render_checked(&msg);
            assert!(
                missing.is_empty(),
                "`{id}` does not render in {}: {missing:?}",
                lang.code()
            );
        }
    }
}

#[test]
fn every_message_of_the_catalogue_is_named_by_the_code() {
    let sources = sources();
    let literals: BTreeSet<&str> = sources
        .iter()
        .flat_map(|s| s.literals.iter().map(|(_, l)| l.as_str()))
        .collect();
    let commands = lyngk::discord::commands::commands();
    let tree: BTreeSet<String> = lyngk::discord::locale::entries(&commands)
        .iter()
        .map(|e| e.id().to_owned())
        .collect();
    let unused: Vec<String> = placeholders(Lang::En)
        .into_keys()
        .filter(|id| !literals.contains(id.as_str()) && !tree.contains(id))
        .collect();
    assert!(
        unused.is_empty(),
        "messages of locales/*/main.ftl that no code names: {unused:?}"
    );
}

#[test]
fn the_scan_reads_literals_and_skips_comments_and_tests() {
    let text = r##"
        // Msg::new("in-a-comment")
        fn f<'a>(x: &'a str) -> Msg { let c = '"'; Msg::new(if x.is_empty() { "a-b" } else { r#"c-d"# }) }
        #[cfg(test)]
        mod tests { fn g() { Msg::new("only-in-tests"); } }
    "##;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("f.rs");
    std::fs::write(&path, text).unwrap();
    let source = Source::read(&path, dir.path());
    let mut named = BTreeMap::new();
    source.named(&mut named);
    assert_eq!(named.keys().collect::<Vec<_>>(), ["a-b", "c-d"]);
}
