//! Rules files: a game's defaults (`rules/GAME.toml`) and variants that name a base and
//! override only what differs. Every error names the file, line, column and key.

use crate::deal::line_of;
use crate::msg::Msg;
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// A rules file as read, before it is resolved against its base.
#[derive(Clone, Debug)]
pub struct RulesFile {
    /// Where it came from, for messages: a path, or `rules/NAME.toml (built in)`.
    pub origin: String,
    pub name: Option<String>,
    pub base: Option<String>,
    /// Line of `base` (or of `name`), for errors about the base.
    pub base_line: usize,
    /// Line of `name` (or 1), for errors about the name.
    pub name_line: usize,
    pub title: Option<String>,
    pub description: Option<String>,
    pub aliases: Vec<String>,
    /// The `[rules]` overrides in file order, each with its line and column.
    pub rules: Vec<RuleOverride>,
    /// Line of the `[rules]` header (or 1).
    pub rules_line: usize,
}

#[derive(Clone, Debug)]
pub struct RuleOverride {
    pub key: String,
    pub value: toml::Value,
    pub line: usize,
    pub col: usize,
}

/// What is wrong with a rules file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{line}:{col}: {message}")]
pub struct RulesError {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub key: Option<String>,
    /// What is wrong, as a message of the engine's catalog (boxed: errors stay small).
    pub message: Box<Msg>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    name: Option<Spanned<String>>,
    base: Option<Spanned<String>>,
    title: Option<String>,
    description: Option<String>,
    #[serde(default)]
    aliases: Vec<String>,
    #[serde(default)]
    rules: Option<Spanned<BTreeMap<String, Spanned<toml::Value>>>>,
}

fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let line = line_of(text, offset);
    let start = text[..offset.min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    (
        line,
        text[start..offset.min(text.len())].chars().count() + 1,
    )
}

/// The line where `key = …` begins, searching back from the value's span.
fn key_position(text: &str, key: &str, value_start: usize) -> (usize, usize) {
    let head = &text[..value_start.min(text.len())];
    match head.rfind(key) {
        Some(i) => line_col(text, i),
        None => line_col(text, value_start),
    }
}

impl RulesFile {
    pub fn parse(origin: &str, text: &str) -> Result<RulesFile, RulesError> {
        let raw: Raw = toml::from_str(text).map_err(|e| {
            let (line, col) = e.span().map(|s| line_col(text, s.start)).unwrap_or((1, 1));
            RulesError {
                file: origin.to_string(),
                line,
                col,
                key: None,
                message: Box::new(refused(text, e.span(), e.message())),
            }
        })?;
        let mut rules: Vec<RuleOverride> = raw
            .rules
            .as_ref()
            .map(|t| {
                t.get_ref()
                    .iter()
                    .map(|(k, v)| {
                        let (line, col) = key_position(text, k, v.span().start);
                        RuleOverride {
                            key: k.clone(),
                            value: v.get_ref().clone(),
                            line,
                            col,
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        rules.sort_by_key(|r| (r.line, r.col));
        let rules_line = text
            .lines()
            .position(|l| l.trim_start().starts_with("[rules]"))
            .map_or(1, |i| i + 1);
        let base_line = raw
            .base
            .as_ref()
            .or(raw.name.as_ref())
            .map(|s| key_position(text, "", s.span().start).0)
            .unwrap_or(1);
        let name_line = raw
            .name
            .as_ref()
            .map_or(1, |s| line_of(text, s.span().start));
        Ok(RulesFile {
            origin: origin.to_string(),
            name: raw.name.map(Spanned::into_inner),
            base: raw.base.map(Spanned::into_inner),
            base_line,
            name_line,
            title: raw.title,
            description: raw.description,
            aliases: raw.aliases,
            rules,
            rules_line,
        })
    }

    pub fn error(
        &self,
        line: usize,
        col: usize,
        key: Option<&str>,
        message: impl Into<Msg>,
    ) -> RulesError {
        RulesError {
            file: self.origin.clone(),
            line,
            col,
            key: key.map(str::to_string),
            message: Box::new(message.into()),
        }
    }
}

/// The keys a rules file may have outside its `[rules]` table.
const FILE_KEYS: [&str; 6] = ["name", "base", "title", "description", "aliases", "rules"];

/// Why the TOML reader refused rules file `text` (its message `said`, at `span`), as a
/// message: the kind of fault as the file shows it (not TOML at all, a key a rules file
/// does not have, a key's value of the wrong type), found from the file itself. The
/// reader's own words, which are English, are kept only where the file is not TOML (what
/// the reader expected there) or no kind is found.
fn refused(text: &str, span: Option<std::ops::Range<usize>>, said: &str) -> Msg {
    let error = crate::echo::tame(&plain_numbers(said.trim_end()));
    let Ok(table) = text.parse::<toml::Table>() else {
        return not_toml(text, span, &error);
    };
    // The key the reader points at first (an unknown key is pointed at by its name), then
    // the others in turn.
    let at = span
        .and_then(|s| text.get(s))
        .map(|k| k.trim().trim_matches(['"', '\'']));
    let mut keys: Vec<&String> = table.keys().collect();
    keys.sort_by_key(|k| Some(k.as_str()) != at);
    for key in keys {
        let value = &table[key.as_str()];
        if !FILE_KEYS.contains(&key.as_str()) {
            let key = crate::echo::echo(key);
            let en = format!(
                "unknown key `{key}`: a rules file has `name`, `base`, `title`, `description`, \
                 `aliases` and a [rules] table"
            );
            return Msg::new("engine-rules-unknown-file-key", en).arg("key", key);
        }
        let (fits, expected) = match key.as_str() {
            "aliases" => (
                value
                    .as_array()
                    .is_some_and(|a| a.iter().all(toml::Value::is_str)),
                Msg::new("engine-rules-expect-names", "a list of strings"),
            ),
            "rules" => (
                value.is_table(),
                Msg::new("engine-deal-found-table", "a table"),
            ),
            _ => (
                value.is_str(),
                Msg::new("engine-deal-found-string", "a string"),
            ),
        };
        if !fits {
            let found = kind_of(value);
            let en = format!("key `{key}`: expected {expected}, found {found}");
            return Msg::new("engine-rules-wrong-type", en)
                .arg("key", key.as_str())
                .arg("expected", expected)
                .arg("found", found);
        }
    }
    let en = format!(
        "{error} (a rules file has `name`, `base`, `title`, `description`, `aliases` and a [rules] table)"
    );
    Msg::new("engine-rules-toml", en).arg("error", error)
}

/// Why `text`, which is not TOML, is refused where the reader points (`span`), as a message:
/// the tokens the parser expected there, or the key given a second time there; else no
/// TOML there, with the reader's English description `error` inside `‹…›`.
pub(crate) fn not_toml(text: &str, span: Option<std::ops::Range<usize>>, error: &str) -> Msg {
    if let Some(tokens) = span.as_ref().and_then(|s| expected_tokens(text, s.start)) {
        let n = tokens.len();
        let en: Vec<String> = tokens.iter().map(|t| t.en.clone()).collect();
        let one_of = if n == 1 { "" } else { "one of " };
        let en = format!("not valid TOML: expected {one_of}{}", en.join(", "));
        return Msg::new("engine-rules-toml-expected", en)
            .arg("n", n)
            .arg("tokens", tokens);
    }
    if let Some(key) = span.as_ref().and_then(|s| key_given_twice(text, s.start)) {
        let key = crate::echo::echo(&key);
        let en = format!("key `{key}` is given twice");
        return Msg::new("engine-rules-key-twice", en).arg("key", key);
    }
    let en = format!("this is not valid TOML here ‹{error}›");
    Msg::new("engine-rules-not-toml", en).arg("error", error)
}

/// What the TOML parser expected at byte `at` of `text`, where it found what it could not
/// read: the tokens it names (`]`, `=`, a line break), when it names tokens only. The
/// parser's own description of the fault is English and is not told.
fn expected_tokens(text: &str, at: usize) -> Option<Vec<Msg>> {
    use toml_parser::parser::{ValidateWhitespace, parse_document};
    use toml_parser::{ErrorSink, Expected, ParseError};
    let source = toml_parser::Source::new(text);
    let tokens = source.lex().into_vec();
    let mut events = Vec::new();
    let mut receiver = ValidateWhitespace::new(&mut events, source);
    let mut first: Option<ParseError> = None;
    let mut sink = |e: ParseError| {
        first.get_or_insert(e);
    };
    parse_document(&tokens, &mut receiver, &mut sink as &mut dyn ErrorSink);
    let first = first?;
    if first.unexpected().map(|s| s.start()) != Some(at) {
        return None;
    }
    let expected = first.expected().filter(|e| !e.is_empty())?;
    expected
        .iter()
        .map(|e| match e {
            Expected::Literal("\n") => Some(Msg::new("engine-toml-line-break", "a line break")),
            Expected::Literal(l) if !l.trim().is_empty() && !l.contains('`') => {
                Some(Msg::same(format!("`{l}`")))
            }
            _ => None,
        })
        .collect()
}

/// The key (dotted as written under its table, `rules.redeals`) that `text` gives a second
/// time at byte `at`, found by walking the TOML parser's events: the keys of each table
/// header and of each key-value pair outside inline tables and lists. `None` where the
/// file has no key given twice starting there, or one this walk does not follow (a list of
/// tables, a key with an escape), so that the fault is told by no guess.
fn key_given_twice(text: &str, at: usize) -> Option<String> {
    use toml_parser::parser::{EventKind, ValidateWhitespace, parse_document};
    let source = toml_parser::Source::new(text);
    let tokens = source.lex().into_vec();
    let mut events = Vec::new();
    let mut receiver = ValidateWhitespace::new(&mut events, source);
    let mut ignore = |_: toml_parser::ParseError| {};
    parse_document(
        &tokens,
        &mut receiver,
        &mut ignore as &mut dyn toml_parser::ErrorSink,
    );
    let mut seen = std::collections::HashSet::new();
    let (mut header, mut key) = (Vec::<String>::new(), Vec::<String>::new());
    let (mut in_header, mut depth, mut key_start) = (false, 0usize, None);
    for e in &events {
        let span = e.span();
        match e.kind() {
            EventKind::ArrayTableOpen => return None,
            EventKind::StdTableOpen => {
                in_header = true;
                header.clear();
            }
            EventKind::StdTableClose => in_header = false,
            EventKind::InlineTableOpen | EventKind::ArrayOpen => depth += 1,
            EventKind::InlineTableClose | EventKind::ArrayClose => {
                depth = depth.saturating_sub(1);
            }
            EventKind::SimpleKey if in_header || depth == 0 => {
                let raw = text.get(span.start()..span.end())?;
                let name = match e.encoding() {
                    Some(_) if raw.contains('\\') => return None,
                    Some(_) => raw.get(1..raw.len().saturating_sub(1))?,
                    None => raw,
                };
                if in_header {
                    header.push(name.to_string());
                } else {
                    key_start.get_or_insert(span.start());
                    key.push(name.to_string());
                }
            }
            EventKind::KeyValSep if depth == 0 && !in_header => {
                let path: Vec<String> = header.iter().chain(&key).cloned().collect();
                let start = key_start.take();
                key.clear();
                if !seen.insert(path.clone()) && start == Some(at) {
                    return Some(path.join("."));
                }
            }
            EventKind::Newline if depth == 0 => {
                key.clear();
                key_start = None;
            }
            _ => {}
        }
    }
    None
}

/// The card reader's refusal of a token, as a message: the token, and what a card is.
pub(crate) fn not_a_card(refused: &cards::CardParseError) -> Msg {
    let token = crate::echo::echo(&refused.token);
    let en = format!(
        "`{token}` is not a card (expected a rank A 2-9 T/10 J Q K then a suit C D H S or ♣ ♦ ♥ ♠, e.g. `TC` or `10♣`)"
    );
    Msg::new("engine-not-a-card", en).arg("token", token)
}

/// What kind of value `value` is, as a message: `a string`, `a number`, `a list`.
pub(crate) fn kind_of(value: &toml::Value) -> Msg {
    match value {
        toml::Value::String(_) => Msg::new("engine-deal-found-string", "a string"),
        toml::Value::Integer(_) | toml::Value::Float(_) => {
            Msg::new("engine-deal-found-number", "a number")
        }
        toml::Value::Boolean(_) => Msg::new("engine-deal-found-bool", "true or false"),
        toml::Value::Array(a) if a.iter().all(toml::Value::is_str) => {
            Msg::new("engine-deal-found-list", "a list")
        }
        toml::Value::Array(_) => Msg::new(
            "engine-deal-found-mixed-list",
            "a list that is not all strings",
        ),
        toml::Value::Table(_) => Msg::new("engine-deal-found-table", "a table"),
        toml::Value::Datetime(_) => Msg::new("engine-rules-found-date", "a date"),
    }
}

/// A table of rule values with the `[rules]` header, as `patience rules` prints it.
pub fn table_to_toml(table: &toml::Table) -> String {
    let mut outer = toml::Table::new();
    outer.insert("rules".into(), toml::Value::Table(table.clone()));
    toml::to_string(&outer).unwrap_or_default()
}

/// A parser's message with Rust's integer types told as the numbers they allow: `expected
/// u8` becomes `expected a whole number from 0 to 255`, and a number too large for TOML is
/// called that instead of `as i128`.
pub fn plain_numbers(message: &str) -> String {
    let mut m = message.replace(
        " as i128, expected any valid TOML value",
        ": too large for TOML (at most 9223372036854775807)",
    );
    for (ty, range) in [
        ("u8", "from 0 to 255"),
        ("u16", "from 0 to 65535"),
        ("u32", "from 0 to 4294967295"),
        ("u64", "from 0 to 18446744073709551615"),
        ("usize", "from 0 to 18446744073709551615"),
        ("i8", "from -128 to 127"),
        ("i16", "from -32768 to 32767"),
        ("i32", "from -2147483648 to 2147483647"),
        ("i64", "from -9223372036854775808 to 9223372036854775807"),
    ] {
        for end in ["", ",", ")", " "] {
            m = m.replace(
                &format!("expected {ty}{end}"),
                &format!("expected a whole number {range}{end}"),
            );
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_given_twice_is_named_where_the_reader_points() {
        let refused = |text: &str| RulesFile::parse("x.toml", text).unwrap_err();
        let e = refused("name = \"x\"\nbase = \"clock\"\nname = \"y\"\n");
        assert_eq!(
            (e.line, e.col, e.message.id.as_ref()),
            (3, 1, "engine-rules-key-twice")
        );
        assert_eq!(e.message.en, "key `name` is given twice");
        let e = refused("name = \"x\"\n[rules]\nswaps = 1\n\"swaps\" = 2\n");
        assert_eq!(e.message.en, "key `rules.swaps` is given twice");
        // The same key under two tables, or in two inline tables, is no fault of this kind.
        let e = refused("[a]\nk = 1\n[b]\nk = 2\nname = x\n");
        assert_eq!(e.message.id, "engine-rules-not-toml");
        let e = refused("a = { k = 1 }\nb = { k = 2 }\nb = 3\n");
        assert_eq!(e.message.en, "key `b` is given twice");
    }

    #[test]
    fn reads_header_and_overrides_with_positions() {
        let text =
            "name = \"v\"\nbase = \"clock\"\ntitle = \"V\"\n\n[rules]\nwatch = true\n  piles = 3\n";
        let f = RulesFile::parse("v.toml", text).unwrap();
        assert_eq!(f.name.as_deref(), Some("v"));
        assert_eq!(f.base.as_deref(), Some("clock"));
        assert_eq!(f.base_line, 2);
        assert_eq!(f.rules_line, 5);
        assert_eq!(f.rules.len(), 2);
        assert_eq!(
            (f.rules[0].key.as_str(), f.rules[0].line, f.rules[0].col),
            ("watch", 6, 1)
        );
        assert_eq!(
            (f.rules[1].key.as_str(), f.rules[1].line, f.rules[1].col),
            ("piles", 7, 3)
        );
    }

    #[test]
    fn unknown_header_key_is_refused_with_line() {
        let e = RulesFile::parse("v.toml", "name = \"v\"\ncolour = 1\n").unwrap_err();
        assert_eq!((e.file.as_str(), e.line), ("v.toml", 2));
        assert!(e.message.en.contains("colour"), "{e}");
    }

    #[test]
    fn bad_toml_is_refused_with_line() {
        let e = RulesFile::parse("v.toml", "name = \"v\"\n[rules]\nx = = 1\n").unwrap_err();
        assert_eq!(e.line, 3, "{e}");
    }
}
