//! The player's language: the messages of the board and of line mode come from a catalog in
//! Project Fluent's format (`i18n/LANG/patience.ftl`, compiled into the binary), looked up
//! by id with [`t!`] in the language chosen for the run.
//!
//! A game brings a catalog of its own (`engine::GameEntry::messages`, ids prefixed by its
//! name) and the engine has one (`engine::ENGINE_MESSAGES`): what they say arrives as an
//! [`engine::Msg`], an id with arguments and its English, told here by [`told`]. Each
//! language's bundle holds the command line's catalog, the engine's and every game's.
//!
//! The catalog of a language is parsed the first time one of its messages is asked for,
//! so a command that says nothing to a player (`stats`, `solve --json`) never builds it;
//! no message is looked up inside a loop over deals or moves.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// A language the messages are written in (`--lang`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Lang {
    En,
    De,
    Es,
    /// The tests' pseudo-language: English with the words of the catalog's messages marked
    /// `⟦…⟧` (of the command line's own, their words but not the text put in them), and
    /// every line a game or the engine says that no catalog has marked `‹…›`
    /// ([`from_game`]), so a test finds any text a player reads that bypasses the catalog.
    #[value(hide = true)]
    Qps,
}

impl Lang {
    /// The languages that have a catalog, English (the fallback) first.
    #[cfg(test)]
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Es];

    /// The language's tag, as `--lang` and the catalog's folders name it.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::Qps => "qps",
        }
    }

    /// The catalog's text for this language: the command line's own messages. The engine's
    /// and the games' are added beside these ([`sources`]).
    pub fn source(self) -> &'static str {
        match self {
            Lang::En | Lang::Qps => include_str!("../i18n/en/patience.ftl"),
            Lang::De => include_str!("../i18n/de/patience.ftl"),
            Lang::Es => include_str!("../i18n/es/patience.ftl"),
        }
    }

    /// The catalog the language reads: its own, English for the pseudo-language.
    fn catalog(self) -> Lang {
        match self {
            Lang::Qps => Lang::En,
            l => l,
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// Every catalog of `lang` with where it comes from: the command line's, the engine's, then
/// each registered game's (English where a game has no file in the language).
pub fn sources(lang: Lang) -> Vec<(String, &'static str)> {
    let tag = lang.catalog().tag();
    let mut out = vec![(format!("crates/cli/i18n/{tag}/patience.ftl"), lang.source())];
    let pick = |m: engine::Messages| {
        m.iter()
            .find(|(t, _)| *t == tag)
            .or_else(|| m.iter().find(|(t, _)| *t == "en"))
            .map(|(t, text)| (*t, *text))
    };
    if let Some((t, text)) = pick(engine::ENGINE_MESSAGES) {
        out.push((format!("crates/engine/i18n/{t}/engine.ftl"), text));
    }
    for e in engine::inventory::iter::<engine::GameEntry> {
        if let Some((t, text)) = pick(e.messages) {
            out.push((format!("crates/game-{0}/i18n/{t}/{0}.ftl", e.name), text));
        }
    }
    out
}

/// The language of this run, once fixed by [`init`].
static LANG: OnceLock<Lang> = OnceLock::new();

/// Each language's catalog, parsed when first needed.
static BUNDLES: [OnceLock<Bundle>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];

/// The environment variable that names the language when `--lang` does not.
pub const LANG_VAR: &str = "PATIENCE_LANG";

/// The language of a run: `flag` (`--lang`), else [`LANG_VAR`], else the locale's language
/// (the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set: `de_DE.UTF-8` is German),
/// English when the locale names no language of the catalog (`C`, `fr_FR`). `var` reads the
/// environment; a variable set to nothing counts as not set. A [`LANG_VAR`] that names no
/// language of the catalog is refused, as `--lang` would refuse it: the error holds what it
/// says, escaped.
pub fn choose(
    flag: Option<Lang>,
    var: impl Fn(&str) -> Option<String>,
) -> Result<Lang, UnknownLang> {
    if let Some(l) = flag {
        return Ok(l);
    }
    let var = |k: &str| var(k).filter(|v| !v.trim().is_empty());
    if let Some(v) = var(LANG_VAR) {
        return <Lang as clap::ValueEnum>::from_str(language(&v), true)
            .map_err(|_| UnknownLang(engine::echo(&v)));
    }
    let locale = var("LC_ALL")
        .or_else(|| var("LC_MESSAGES"))
        .or_else(|| var("LANG"))
        .unwrap_or_default();
    Ok(<Lang as clap::ValueEnum>::from_str(language(&locale), true).unwrap_or(Lang::En))
}

/// A [`LANG_VAR`] that names no language of the catalog: what it says, escaped.
#[derive(Debug, PartialEq, Eq)]
pub struct UnknownLang(pub String);

/// The language of the locale alone, as [`choose`] finds it without [`LANG_VAR`]: the
/// language a [`LANG_VAR`] of no catalog is refused in.
pub fn locale_lang(var: impl Fn(&str) -> Option<String>) -> Lang {
    choose(None, |k| if k == LANG_VAR { None } else { var(k) }).unwrap_or(Lang::En)
}

/// The language part of a locale name: `de` of `de_DE.UTF-8@euro`.
fn language(locale: &str) -> &str {
    locale
        .trim()
        .split(['_', '-', '.', '@'])
        .next()
        .unwrap_or_default()
}

/// Whether this run writes ASCII only (`crate::glyphs`): then the catalog's letters are
/// written in ASCII too.
static ASCII: OnceLock<bool> = OnceLock::new();

/// Fixes the language of this run (English until then), and whether it writes ASCII only.
pub fn init(lang: Lang, ascii: bool) {
    let _ = LANG.set(lang);
    let _ = ASCII.set(ascii);
}

/// The language messages are written in now.
pub fn lang() -> Lang {
    #[cfg(test)]
    if let Some(l) = TEST_LANG.with(std::cell::Cell::get) {
        return l;
    }
    LANG.get().copied().unwrap_or(Lang::En)
}

#[cfg(test)]
thread_local! {
    /// The language of one test's thread: tests run side by side, each in its own.
    static TEST_LANG: std::cell::Cell<Option<Lang>> = const { std::cell::Cell::new(None) };
}

/// Runs `f` with the messages of this thread in `lang`.
#[cfg(test)]
pub fn with_lang<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    let before = TEST_LANG.with(|c| c.replace(Some(lang)));
    let out = f();
    TEST_LANG.with(|c| c.set(before));
    out
}

/// The parsed catalog of `lang`. The files are part of the program, and a test parses each
/// one and checks that the languages have the same messages, so a file that does not parse
/// is a bug of the build.
fn bundle(lang: Lang) -> &'static Bundle {
    let lang = lang.catalog();
    BUNDLES[lang as usize].get_or_init(|| {
        let tag = lang.tag().parse().expect("a language tag");
        let mut b = FluentBundle::new_concurrent(vec![tag]);
        // The messages go to a terminal: no Unicode isolation marks around the values.
        b.set_use_isolating(false);
        for (file, text) in sources(lang) {
            let res = FluentResource::try_new(text.to_string())
                .unwrap_or_else(|(_, e)| panic!("{file}: {e:?}"));
            b.add_resource(res)
                .unwrap_or_else(|e| panic!("{file}: {e:?}"));
        }
        b
    })
}

/// Message `id` of `b` with `args`, if `b` has it.
fn format(b: &Bundle, id: &str, args: &FluentArgs) -> Option<String> {
    let pattern = b.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = b.format_pattern(pattern, Some(args), &mut errors);
    debug_assert!(errors.is_empty(), "message `{id}`: {errors:?}");
    Some(text.into_owned())
}

/// Message `id` of `lang` without arguments, before the language of the run is fixed (the
/// help of the command line); English where `lang` lacks it.
pub fn message_in(lang: Lang, id: &str) -> String {
    message_with(lang, id, &[])
}

/// Message `id` of `lang` with `args` (text), before the language of the run is fixed;
/// English where `lang` lacks it.
pub fn message_with(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    let mut a = FluentArgs::with_capacity(args.len());
    for (k, v) in args {
        a.set(*k, FluentValue::from(v.to_string()));
    }
    format(bundle(lang), id, &a)
        .or_else(|| format(bundle(Lang::En), id, &a))
        .unwrap_or_else(|| id.to_string())
}

/// The language `--help` speaks, read before clap parses: `--lang` among `args` (the last
/// one), else as [`choose`] finds it in the environment; English when none is clear.
pub fn help_lang(args: &[String]) -> Lang {
    let mut flag = None;
    for (i, a) in args.iter().enumerate() {
        let value = match a.strip_prefix("--lang") {
            Some("") => args.get(i + 1).map(String::as_str),
            Some(v) => v.strip_prefix('='),
            None => None,
        };
        if let Some(v) = value {
            flag = <Lang as clap::ValueEnum>::from_str(v, true).ok();
        }
    }
    let var = |k: &str| std::env::var(k).ok();
    choose(flag, var).unwrap_or_else(|_| locale_lang(var))
}

/// Message `id` in the language of this run, with `args` put in; English when the language
/// lacks it (a test sees that none does), the id itself when no catalog has it. Use [`t!`].
pub fn message(id: &str, args: &[(&str, FluentValue)]) -> String {
    let mut a = FluentArgs::with_capacity(args.len());
    for (k, v) in args {
        a.set(*k, v.clone());
    }
    let lang = lang();
    let text = format(bundle(lang), id, &a)
        .or_else(|| format(bundle(Lang::En), id, &a))
        .unwrap_or_else(|| id.to_string());
    let text = match lang {
        Lang::Qps => marked_around_args(id, args).unwrap_or_else(|| mark(&text, '⟦', '⟧')),
        _ => text,
    };
    if ASCII.get().copied().unwrap_or(false) {
        ascii_letters(&text)
    } else {
        text
    }
}

/// Message `id` of the English catalog with `args` put in, in the pseudo-language: the
/// message's own words marked `⟦…⟧` line by line, and its text arguments put in as they
/// are, so that English given to a message as an argument (an error's text that bypasses
/// the catalogs) stands outside the marks, where the tests find it.
fn marked_around_args(id: &str, args: &[(&str, FluentValue)]) -> Option<String> {
    let mut holes = FluentArgs::with_capacity(args.len());
    let mut values = Vec::new();
    for (k, v) in args {
        match v {
            FluentValue::String(s) => {
                holes.set(
                    *k,
                    FluentValue::from(format!("\u{E000}{}\u{E001}", values.len())),
                );
                values.push(s.to_string());
            }
            v => holes.set(*k, v.clone()),
        }
    }
    let text = format(bundle(Lang::En), id, &holes)?;
    let mut out = String::new();
    for (i, part) in text.split(['\u{E000}', '\u{E001}']).enumerate() {
        match i % 2 {
            0 => out.push_str(&mark_words(part)),
            _ => out.push_str(&values[part.parse::<usize>().ok()?]),
        }
    }
    Some(out)
}

/// `text` with the words of each line between `⟦` and `⟧` (the spaces around them left
/// outside).
fn mark_words(text: &str) -> String {
    text.split('\n')
        .map(|l| {
            let words = l.trim();
            if words.is_empty() {
                return l.to_string();
            }
            let start = l.len() - l.trim_start().len();
            let end = start + words.len();
            format!("{}⟦{words}⟧{}", &l[..start], &l[end..])
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Letters and quotation marks of the catalog's languages that have an ASCII stand-in:
/// German umlauts as `ae`, `oe`, `ue`, Spanish accents and `ñ` without their marks, `¿` and
/// `¡` left out, `…` as three dots.
const LETTERS: [(char, &str); 29] = [
    ('ä', "ae"),
    ('ö', "oe"),
    ('ü', "ue"),
    ('Ä', "Ae"),
    ('Ö', "Oe"),
    ('Ü', "Ue"),
    ('ß', "ss"),
    ('á', "a"),
    ('é', "e"),
    ('í', "i"),
    ('ó', "o"),
    ('ú', "u"),
    ('Á', "A"),
    ('É', "E"),
    ('Í', "I"),
    ('Ó', "O"),
    ('Ú', "U"),
    ('ñ', "n"),
    ('Ñ', "N"),
    ('¿', ""),
    ('¡', ""),
    ('«', "\""),
    ('»', "\""),
    ('„', "\""),
    ('“', "\""),
    ('”', "\""),
    ('‘', "'"),
    ('’', "'"),
    ('…', "..."),
];

/// The ASCII stand-in of a letter or quotation mark of [`LETTERS`].
pub fn ascii_letter(c: char) -> Option<&'static str> {
    LETTERS.iter().find(|(l, _)| *l == c).map(|(_, s)| *s)
}

/// `text` with the letters of [`LETTERS`] written in ASCII (cards and marks as they are):
/// the catalog's messages in ASCII mode (`glyphs` writes cards and marks).
pub fn ascii_letters(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ascii_letter(ch) {
            Some(s) => out.push_str(s),
            None => out.push(ch),
        }
    }
    out
}

/// What a game or the engine says ([`engine::Msg`]: a pile's caption, a fact, a refusal,
/// the rules in prose) in the language of this run: its message of the catalogs with its
/// arguments, each told in turn; text that is the same in every language as it is; English
/// that no catalog has through [`from_game`]. Cards and letters are the caller's to write in
/// ASCII (`glyphs::in_text`).
pub fn told(m: &engine::Msg) -> String {
    let text = told_inner(m);
    match lang() {
        Lang::Qps if m.is_catalogued() && has(&m.id) => mark(&text, '⟦', '⟧'),
        _ => text,
    }
}

/// The title of game `game`'s rule set `variant` in the language of this run: message
/// `GAME-title-VARIANT` of the game's catalog, `title` (the rules file's) where it has none,
/// as for a rules file of the player's own.
pub fn title(game: &str, variant: &str, title: &str) -> String {
    told(&engine::Msg::new(format!("{game}-title-{variant}"), title))
}

/// Whether some catalog has message `id`.
pub fn has(id: &str) -> bool {
    bundle(Lang::En).has_message(id)
}

/// [`told`] without the pseudo-language's marks of the outer message.
fn told_inner(m: &engine::Msg) -> String {
    if !m.is_catalogued() {
        return if m.id == engine::Msg::SAME {
            m.en.clone()
        } else {
            from_game(&m.en)
        };
    }
    if !has(&m.id) {
        return from_game(&m.en);
    }
    let mut a = FluentArgs::with_capacity(m.args.len());
    for (k, v) in &m.args {
        let v = match v {
            engine::Arg::Text(t) => FluentValue::from(t.clone()),
            engine::Arg::Num(n) => FluentValue::from(*n),
            engine::Arg::Msg(inner) => FluentValue::from(told_inner(inner)),
            engine::Arg::List(list) => {
                FluentValue::from(list.iter().map(told_inner).collect::<Vec<_>>().join(", "))
            }
        };
        a.set(*k, v);
    }
    format(bundle(lang()), &m.id, &a)
        .or_else(|| format(bundle(Lang::En), &m.id, &a))
        .unwrap_or_else(|| m.en.clone())
}

/// A refusal as the player reads it: the message it carries ([`engine::Told`], what a
/// session's refusals are) in the language of this run, else its text through
/// [`from_game`].
pub fn refusal(e: &(dyn std::error::Error + 'static)) -> String {
    match e.downcast_ref::<engine::Told>() {
        Some(t) => told(&t.0),
        None => from_game(&e.to_string()),
    }
}

/// An error as the player reads it, as anyhow's `{e:#}` writes it (each cause after the
/// one before, `: ` between them), but the first cause the catalogs tell ([`told_cause`])
/// told in the language of this run, and the causes under it left out.
pub fn told_error(e: &anyhow::Error) -> String {
    let mut parts = Vec::new();
    for cause in e.chain() {
        if let Some(told) = told_cause(cause) {
            parts.push(told);
            break;
        }
        match cause.downcast_ref::<std::io::Error>() {
            Some(io) => parts.push(io_error(io)),
            None => parts.push(cause.to_string()),
        }
    }
    parts.join(": ")
}

/// An error the catalogs tell, in the language of this run: a rules file's (its file, line
/// and column kept), a deal file's (its file and line), a rule value out of range, an
/// unknown game's name.
pub fn told_cause(e: &(dyn std::error::Error + 'static)) -> Option<String> {
    use engine::{CatalogError, DealError, LoadError, RulesError, UnknownName};
    let rules = |r: &RulesError| format!("{}:{}:{}: {}", r.file, r.line, r.col, told(&r.message));
    if let Some(r) = e.downcast_ref::<RulesError>() {
        return Some(rules(r));
    }
    if let Some(d) = e.downcast_ref::<DealError>() {
        return Some(match d.line {
            0 => format!("{}: {}", d.file, told(&d.message)),
            l => format!("{}:{l}: {}", d.file, told(&d.message)),
        });
    }
    if let Some(u) = e.downcast_ref::<UnknownName>() {
        return Some(told(&u.msg()));
    }
    if let Some(LoadError::Value(v)) = e.downcast_ref::<LoadError>() {
        return Some(told(&v.msg()));
    }
    match e.downcast_ref::<CatalogError>()? {
        CatalogError::Rules(r) => Some(rules(r)),
        CatalogError::Load {
            origin,
            error: LoadError::Value(v),
        } => Some(format!("{origin}: {}", told(&v.msg()))),
        _ => None,
    }
}

/// English that no catalog has, as the player is shown it: as it is, marked in the
/// pseudo-language so that its tests find it.
pub fn from_game(text: &str) -> String {
    match lang() {
        Lang::Qps => mark(text, '‹', '›'),
        _ => text.to_string(),
    }
}

/// Text told by [`told`] and then wrapped, with the pseudo-language's marks closed at the end
/// of each line and opened again on the next, so that every line shows where its words come
/// from; in other languages the text as it is.
pub fn marked_by_line(text: &str) -> String {
    if lang() != Lang::Qps {
        return text.to_string();
    }
    let mut open: Vec<char> = Vec::new();
    let mut out = Vec::new();
    for line in text.split('\n') {
        let mut l: String = open.iter().collect();
        for c in line.chars() {
            match c {
                '⟦' | '‹' => open.push(c),
                '⟧' | '›' => {
                    open.pop();
                }
                _ => {}
            }
            l.push(c);
        }
        for c in open.iter().rev() {
            l.push(if *c == '⟦' { '⟧' } else { '›' });
        }
        out.push(if line.trim().is_empty() {
            line.to_string()
        } else {
            l
        });
    }
    out.join("\n")
}

/// Every line of `text` that is not blank between `open` and `close`.
fn mark(text: &str, open: char, close: char) -> String {
    text.split('\n')
        .map(|l| match l.trim().is_empty() {
            true => l.to_string(),
            false => format!("{open}{l}{close}"),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Message `id` of the catalog in the language of this run, with named arguments:
/// `t!("moves-count", n = 3)`. A number argument selects plural forms; a deal number is passed
/// as text, since Fluent's numbers are floating point.
macro_rules! t {
    ($id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        crate::i18n::message($id, &[$((stringify!($k), fluent_bundle::FluentValue::from($v))),*])
    };
}
pub(crate) use t;

/// What the system said of a file, a folder or a stream, in the language of this run: its
/// kind as the catalog words it (`no such file or folder`), the system's own words where
/// the catalog has no message of that kind.
pub fn io_error(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => t!("io-not-found"),
        K::PermissionDenied => t!("io-permission-denied"),
        K::AlreadyExists => t!("io-already-exists"),
        K::IsADirectory => t!("io-is-a-folder"),
        K::NotADirectory => t!("io-not-a-folder"),
        K::DirectoryNotEmpty => t!("io-folder-not-empty"),
        K::ReadOnlyFilesystem => t!("io-read-only"),
        K::StorageFull | K::QuotaExceeded => t!("io-full"),
        K::FileTooLarge => t!("io-too-large"),
        K::InvalidData => t!("io-not-text"),
        K::UnexpectedEof => t!("io-cut-short"),
        K::ResourceBusy | K::WouldBlock => t!("io-busy"),
        K::InvalidFilename => t!("io-bad-name"),
        K::CrossesDevices => t!("io-crosses-devices"),
        K::Unsupported => t!("io-unsupported"),
        K::TimedOut => t!("io-timed-out"),
        K::OutOfMemory => t!("io-out-of-memory"),
        _ => from_game(&e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::Path;

    #[test]
    fn german_and_spanish_letters_have_ascii_stand_ins() {
        let m = "Zielstapel füllen, Größe: ¿Añadir «10♠» al montón?";
        assert_eq!(
            ascii_letters(m),
            "Zielstapel fuellen, Groesse: Anadir \"10♠\" al monton?"
        );
        for (c, s) in LETTERS {
            assert!(!c.is_ascii() && s.is_ascii(), "{c}");
        }
    }

    /// [`choose`] with the environment `env`.
    fn chosen(flag: Option<Lang>, env: &[(&str, &str)]) -> Result<Lang, UnknownLang> {
        choose(flag, |k| {
            env.iter()
                .find(|(name, _)| *name == k)
                .map(|(_, v)| v.to_string())
        })
    }

    #[test]
    fn the_flag_then_patience_lang_then_the_locale_choose_the_language() {
        let all = [
            ("PATIENCE_LANG", "es"),
            ("LC_ALL", "en_GB.UTF-8"),
            ("LANG", "de_DE.UTF-8"),
        ];
        assert_eq!(chosen(Some(Lang::De), &all), Ok(Lang::De));
        assert_eq!(chosen(None, &all), Ok(Lang::Es));
        assert_eq!(chosen(None, &all[1..]), Ok(Lang::En));
        assert_eq!(chosen(None, &all[2..]), Ok(Lang::De));
        // LC_ALL, then LC_MESSAGES, then LANG; a variable set to nothing is not set.
        let env = [("LC_ALL", ""), ("LC_MESSAGES", "es_ES"), ("LANG", "de_DE")];
        assert_eq!(chosen(None, &env), Ok(Lang::Es));
        assert_eq!(
            chosen(None, &[("LANG", "de_AT.ISO-8859-1@euro")]),
            Ok(Lang::De)
        );
        assert_eq!(chosen(None, &[("PATIENCE_LANG", "DE")]), Ok(Lang::De));
        for unknown in ["C", "POSIX", "fr_FR.UTF-8", "C.UTF-8", ""] {
            assert_eq!(
                chosen(None, &[("LANG", unknown)]),
                Ok(Lang::En),
                "{unknown}"
            );
        }
        assert_eq!(chosen(None, &[]), Ok(Lang::En));
    }

    #[test]
    fn a_patience_lang_of_no_catalog_is_refused_by_name() {
        let env = [("PATIENCE_LANG", "fr"), ("LANG", "de_DE")];
        let e = chosen(None, &env).unwrap_err();
        assert_eq!(e, UnknownLang("fr".into()));
        // Refused in the locale's language.
        let var = |k: &str| {
            env.iter()
                .find(|(n, _)| *n == k)
                .map(|(_, v)| v.to_string())
        };
        assert_eq!(locale_lang(var), Lang::De);
        // `--lang` wins over it.
        assert_eq!(
            chosen(Some(Lang::En), &[("PATIENCE_LANG", "fr")]),
            Ok(Lang::En)
        );
    }

    #[test]
    fn every_catalog_parses() {
        for lang in Lang::ALL {
            assert!(bundle(lang).has_message("line-help"), "{}", lang.tag());
        }
    }

    /// The messages of a catalog's text, each with the variables it uses: a message starts
    /// with its id at the start of a line and goes on over the indented lines below it.
    fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
        let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        let mut current = None;
        for line in source.lines() {
            if line.starts_with(|c: char| c.is_ascii_alphabetic()) {
                let id = line
                    .split('=')
                    .next()
                    .unwrap_or_default()
                    .trim()
                    .to_string();
                out.entry(id.clone()).or_default();
                current = Some(id);
            } else if !line.starts_with(' ') {
                current = None;
                continue;
            }
            let Some(id) = &current else { continue };
            for var in line.split("{ $").skip(1) {
                let name: String = var
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                out.get_mut(id).expect("the message").insert(name);
            }
        }
        out
    }

    #[test]
    fn every_catalog_has_a_file_in_every_language() {
        let mut catalogs = vec![("engine", engine::ENGINE_MESSAGES)];
        for e in engine::inventory::iter::<engine::GameEntry> {
            catalogs.push((e.name, e.messages));
        }
        // The games the program ships speak every language; a new game may start in English
        // alone (`cargo xtask new-game`), and its player then reads English.
        const SHIPPED: [&str; 5] = [
            "engine",
            "big-ben",
            "sir-tommy",
            "clock",
            "grandfathers-clock",
        ];
        for name in SHIPPED {
            assert!(
                catalogs.iter().any(|(n, _)| *n == name),
                "{name} is registered"
            );
        }
        for (name, m) in catalogs {
            if !SHIPPED.contains(&name) {
                continue;
            }
            for lang in Lang::ALL {
                assert!(
                    m.iter().any(|(t, _)| *t == lang.tag()),
                    "{name} has no catalog in {}",
                    lang.tag()
                );
            }
        }
    }

    /// Every catalog (the command line's, the engine's, each game's) has in German and in
    /// Spanish every message of its English file, with the same variables, and no other.
    #[test]
    fn every_language_has_every_message_with_the_same_variables() {
        let english_files = sources(Lang::En);
        assert!(english_files.len() >= 6, "{english_files:?}");
        assert!(messages(Lang::En.source()).len() > 50);
        for lang in [Lang::De, Lang::Es] {
            let files = sources(lang);
            assert_eq!(files.len(), english_files.len(), "{}", lang.tag());
            for ((en_file, en_text), (file, text)) in english_files.iter().zip(&files) {
                if file == en_file {
                    // A game without a file in this language: its player reads English.
                    continue;
                }
                assert_eq!(
                    file,
                    &en_file.replace("/en/", &format!("/{}/", lang.tag())),
                    "{en_file} has no file in {}",
                    lang.tag()
                );
                let english = messages(en_text);
                let other = messages(text);
                for (id, vars) in &english {
                    let theirs = other.get(id).unwrap_or_else(|| {
                        panic!("message `{id}` of {en_file} is missing from {file}")
                    });
                    assert_eq!(theirs, vars, "the variables of `{id}` in {file}");
                    assert!(bundle(lang).has_message(id), "`{id}` in {file}");
                }
                for id in other.keys() {
                    assert!(
                        english.contains_key(id),
                        "message `{id}` is in {file} but not in {en_file}"
                    );
                }
            }
        }
    }

    /// No two catalogs have a message of the same id: a game's start with its name.
    #[test]
    fn the_ids_of_the_catalogs_do_not_clash() {
        let mut seen: BTreeMap<String, String> = BTreeMap::new();
        for (file, text) in sources(Lang::En) {
            let prefix = file
                .strip_prefix("crates/game-")
                .and_then(|f| f.split('/').next())
                .map(|g| format!("{g}-"));
            for id in messages(text).keys() {
                if let Some(p) = &prefix {
                    assert!(
                        id.starts_with(p.as_str()),
                        "`{id}` of {file} starts not with {p}"
                    );
                }
                if let Some(before) = seen.insert(id.clone(), file.clone()) {
                    panic!("`{id}` is in {before} and in {file}");
                }
            }
        }
    }

    /// What [`told`] says in English of `m` and of every message put in it is the English the
    /// game or engine wrote beside it: the English catalogs say what the games say.
    fn check_english(m: &engine::Msg, seen: &mut BTreeSet<String>) {
        if m.is_catalogued() {
            assert!(has(&m.id), "no catalog has `{}` ({})", m.id, m.en);
            seen.insert(m.id.to_string());
        }
        assert_eq!(told(m), m.en, "`{}` in English", m.id);
        for (_, a) in &m.args {
            match a {
                engine::Arg::Msg(inner) => check_english(inner, seen),
                engine::Arg::List(list) => list.iter().for_each(|i| check_english(i, seen)),
                _ => {}
            }
        }
    }

    /// Moves that are refused for many reasons in some game.
    const TRIES: [&str; 24] = [
        "xx", "t1-t1", "w1-f1", "f1-t1", "s-w9", "w-t1", "t1-w", "s-f5", "w1-w2", "s-f", "t1-f1",
        "t2-f12", "draw", "fill", "redeal", "turn", "swap p1", "swap", "p99", "t99-f1", "s9-w1",
        "s2-w1", "w9-f1", "t1-x",
    ];

    #[test]
    fn the_english_catalogs_say_what_the_games_say() {
        with_lang(Lang::En, || {
            let catalog = engine::Catalog::builtin().expect("the built-in rules");
            let mut seen = BTreeSet::new();
            for r in catalog.iter() {
                let game = r.load().expect("the rules");
                let about = engine::Msg::new(
                    format!("{}-about-{}", r.game.name, r.name),
                    r.description.clone(),
                );
                check_english(&about, &mut seen);
                let title =
                    engine::Msg::new(format!("{}-title-{}", r.game.name, r.name), r.title.clone());
                check_english(&title, &mut seen);
                let e = game.explain();
                for m in &e.prose {
                    check_english(m, &mut seen);
                }
                for k in &e.keys {
                    check_english(&k.doc, &mut seen);
                }
                for seed in 1..=6 {
                    let mut s = game.session(game.deal_from_seed(seed));
                    for step in 0..400 {
                        let v = s.view();
                        for p in &v.piles {
                            check_english(&p.label, &mut seen);
                            if let Some(n) = &p.note {
                                check_english(n, &mut seen);
                            }
                        }
                        for f in &v.facts {
                            check_english(f, &mut seen);
                        }
                        if let engine::Status::Lost(why) = s.status() {
                            check_english(&why.msg(), &mut seen);
                        }
                        for t in TRIES {
                            if let Err(e) = s.play_text(t) {
                                let told = e.reason.downcast_ref::<engine::Told>();
                                let told = told.expect("a session's refusal is told");
                                check_english(&told.0, &mut seen);
                                let _ = s.undo();
                            } else {
                                let _ = s.undo();
                            }
                        }
                        if step % 7 == 3 {
                            for m in s.auto_told(5) {
                                check_english(&m.why, &mut seen);
                            }
                        }
                        let moves = s.legal_moves();
                        if moves.is_empty() {
                            break;
                        }
                        let pick = &moves[(step * 7 + seed as usize) % moves.len()];
                        s.play_text(pick).expect("a legal move");
                    }
                }
            }
            // The walks see most messages; the rest are refusals and ends few walks meet.
            assert!(seen.len() > 100, "{}", seen.len());
        });
    }

    /// What the engine says of rules files it refuses and of a deal that is not a game's
    /// pack is a message of its catalog: in English as the engine writes it, in German and
    /// Spanish in their words.
    #[test]
    fn refused_rules_files_and_deals_are_told_from_the_catalog() {
        let mut catalog = engine::Catalog::builtin().expect("the built-in rules");
        let files = [
            ("a.toml", "name = \"a1\"\nbase = \"b1\"\n"),
            ("b.toml", "name = \"b1\"\nbase = \"a1\"\n"),
            ("c.toml", "name = \"big-ben-short-piles\"\n[rules]\n"),
            (
                "d.toml",
                "name = \"x2\"\nbase = \"big-ben\"\naliases = [\"clock\"]\n",
            ),
            ("e.toml", "name = \"x3\"\nbase = \"big-ben\"\n"),
            ("f.toml", "name = \"x3\"\nbase = \"big-ben\"\n"),
            ("g.toml", "name = \"x4\"\nbase = \"big-ben\"\nnmae = 1\n"),
            ("h.toml", "name = 4\nbase = \"big-ben\"\n"),
            ("i.toml", "name = \"x5\"\nbase = \"big-ben\"\n[rules\n"),
            (
                "j.toml",
                "name = \"x6\"\nbase = \"big-ben\"\naliases = [1]\n",
            ),
            (
                "k.toml",
                "name = \"x7\"\nbase = \"big-ben\"\n[rules]\ntableau_wrap = 3\n",
            ),
            (
                "l.toml",
                "name = \"x8\"\nbase = \"big-ben\"\n[rules]\nredeals = \"x\"\n",
            ),
            ("m.toml", "name = \"x9\" y\n"),
        ];
        let files = files.map(|(f, t)| (f.to_string(), t.to_string())).to_vec();
        let mut said: Vec<engine::Msg> = catalog
            .add_files(files)
            .into_iter()
            .map(|e| *e.message)
            .collect();
        assert_eq!(said.len(), 12, "{said:?}");
        for id in [
            "engine-rules-toml-expected",
            "engine-rules-wrong-type",
            "engine-name-taken",
        ] {
            assert!(said.iter().any(|m| m.id == id), "{id}: {said:?}");
        }
        let clock = catalog
            .get("clock")
            .expect("clock")
            .load()
            .expect("its rules");
        let mut deal = clock.deal_from_seed(1);
        deal.cards[1] = deal.cards[0];
        let mut bad = vec![deal.clone()];
        deal.cards.pop();
        bad.push(deal);
        for d in bad {
            said.push(clock.check_deal(&d).expect_err("not the pack").msg());
        }
        let mut seen = BTreeSet::new();
        with_lang(Lang::En, || {
            for m in &said {
                check_english(m, &mut seen);
            }
        });
        for lang in [Lang::De, Lang::Es] {
            with_lang(lang, || {
                for m in &said {
                    let told = told(m);
                    assert_ne!(told, m.en, "{} in {}", m.id, lang.tag());
                }
            });
        }
    }

    /// What the system says of a file is told by its kind in German and Spanish.
    #[test]
    fn the_systems_errors_are_told_by_their_kind() {
        use std::io::{Error, ErrorKind as K};
        let kinds = [
            K::NotFound,
            K::PermissionDenied,
            K::AlreadyExists,
            K::IsADirectory,
            K::NotADirectory,
            K::ReadOnlyFilesystem,
            K::StorageFull,
            K::InvalidData,
        ];
        for kind in kinds {
            let e = Error::from(kind);
            let en = with_lang(Lang::En, || io_error(&e));
            for lang in [Lang::De, Lang::Es] {
                let told = with_lang(lang, || io_error(&e));
                assert_ne!(told, en, "{kind:?} in {}", lang.tag());
                assert_ne!(told, e.to_string(), "{kind:?} in {}", lang.tag());
            }
        }
        // A kind the catalog has no message for keeps the system's words.
        let other = Error::other("disk on fire");
        assert_eq!(with_lang(Lang::De, || io_error(&other)), "disk on fire");
    }

    #[test]
    fn the_message_reader_sees_a_missing_message_and_a_variable() {
        let en = messages("a = A { $n }\nb =\n    B { $x ->\n       *[other] { $y }\n    }\n");
        assert_eq!(en.keys().collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(en["b"], BTreeSet::from(["x".to_string(), "y".to_string()]));
        assert!(!messages("# a = A\n").contains_key("a"));
    }

    /// Every id that `t!` is called with in the command line's source, with the file.
    fn ids_in_source() -> Vec<(String, String)> {
        fn walk(dir: &Path, out: &mut Vec<(String, String)>) {
            for e in std::fs::read_dir(dir).expect("the source folder") {
                let p = e.expect("an entry").path();
                if p.is_dir() {
                    walk(&p, out);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    let text = std::fs::read_to_string(&p).expect("a source file");
                    for call in ["message_in(lang, \"", "say(\"", "say_with(lang, ascii, \""] {
                        for (at, _) in text.match_indices(call) {
                            let before = text[..at].chars().next_back();
                            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                                continue;
                            }
                            let rest = &text[at + call.len()..];
                            let id: String = rest.chars().take_while(|c| *c != '"').collect();
                            out.push((id, p.display().to_string()));
                        }
                    }
                    for (at, _) in text.match_indices("t!(") {
                        // `t!(`, not the end of `out!(` nor the text this test looks for.
                        let before = text[..at].chars().next_back();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '"') {
                            continue;
                        }
                        let call = &text[at + 3..];
                        let Some(rest) = call.trim_start().strip_prefix('"') else {
                            continue;
                        };
                        let id: String = rest.chars().take_while(|c| *c != '"').collect();
                        out.push((id, p.display().to_string()));
                    }
                }
            }
        }
        let mut out = Vec::new();
        walk(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut out);
        out
    }

    #[test]
    fn every_message_the_source_asks_for_is_in_the_catalog() {
        let english = messages(Lang::En.source());
        let asked = ids_in_source();
        assert!(asked.len() > 50, "{}", asked.len());
        for (id, file) in &asked {
            assert!(
                english.contains_key(id),
                "{file} asks for `{id}`, which is not in the catalog"
            );
        }
        // And the catalog holds nothing that no one asks for (each command's help is asked
        // for by the command's name: `args::command`).
        let by_name = |id: &&String| {
            // Asked for by name, or from a table (`args::told_refusal`, `commands::man`).
            ![
                "help-command-",
                "help-opt-",
                "help-value-",
                "man-",
                "clap-similar-",
            ]
            .iter()
            .any(|p| id.starts_with(p))
        };
        for id in english.keys().filter(by_name) {
            assert!(
                asked.iter().any(|(a, _)| a == id),
                "message `{id}` is asked for nowhere"
            );
        }
    }

    /// Every command and every option of `--help` has its message, in English the doc
    /// comment's own words; in German and Spanish `--help` of every command says them, and
    /// none of clap's own English words is left.
    #[test]
    fn the_help_of_every_command_and_option_is_in_the_catalog() {
        fn flat(s: &str) -> String {
            s.split_whitespace().collect::<Vec<_>>().join(" ")
        }
        /// (path, command) of `c` and of every command under it.
        fn all(c: &clap::Command, path: &str, out: &mut Vec<(String, clap::Command)>) {
            out.push((path.to_string(), c.clone()));
            for s in c.get_subcommands() {
                let p = match path {
                    "" => s.get_name().to_string(),
                    _ => format!("{path}-{}", s.get_name()),
                };
                all(s, &p, out);
            }
        }
        let c = <crate::args::Cli as clap::CommandFactory>::command();
        let mut commands = Vec::new();
        all(&c, "", &mut commands);
        assert!(commands.len() > 12, "{}", commands.len());
        let mut options = 0;
        for (path, cmd) in &commands {
            if !path.is_empty() {
                let id = format!("help-command-{path}");
                let about = cmd.get_about().map(|a| a.to_string()).unwrap_or_default();
                assert_eq!(flat(&message_in(Lang::En, &id)), flat(&about), "{id}");
            }
            for a in cmd.get_arguments() {
                let id = crate::args::option_id(path, a.get_id().as_str());
                assert!(has(&id), "`{path} {}` has no {id}", a.get_id());
                let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
                assert_eq!(flat(&message_in(Lang::En, &id)), flat(&help), "{id}");
                options += 1;
                for v in a.get_possible_values().iter().filter(|v| !v.is_hide_set()) {
                    if let Some(h) = v.get_help() {
                        let id = format!("help-value-{}-{}", a.get_id(), v.get_name());
                        assert_eq!(flat(&message_in(Lang::En, &id)), flat(&h.to_string()));
                    }
                }
            }
        }
        assert!(options > 50, "{options}");
        assert_eq!(
            flat(&message_in(Lang::En, "help-long-about")),
            flat(
                &c.get_long_about()
                    .map(|a| a.to_string())
                    .unwrap_or_default()
            )
        );
        assert_eq!(
            flat(&message_in(Lang::En, "help-files")),
            flat(
                &c.get_after_help()
                    .map(|a| a.to_string())
                    .unwrap_or_default()
            )
        );
        for lang in [Lang::De, Lang::Es] {
            let mut built = crate::args::command(lang, false);
            let mut translated = Vec::new();
            all(&built, "", &mut translated);
            for (path, _) in &commands {
                let mut cmd = &mut built;
                for part in path.split('-').filter(|p| !p.is_empty()) {
                    cmd = cmd.find_subcommand_mut(part).expect("the command");
                }
                let help = cmd.render_long_help().to_string();
                for english in [
                    "Usage:",
                    "[OPTIONS]",
                    "Options:",
                    "Print help",
                    "Print version",
                    "[default:",
                    "possible values",
                    "Possible values",
                ] {
                    assert!(
                        !help.contains(english),
                        "`{path}` in {}: {english}\n{help}",
                        lang.tag()
                    );
                }
            }
            for (path, cmd) in &translated {
                for a in cmd.get_arguments() {
                    let help = a.get_help().map(|h| h.to_string()).unwrap_or_default();
                    let id = crate::args::option_id(path, a.get_id().as_str());
                    let said = message_in(lang, &id);
                    // clap's own (`help`, `version`) are told by `help-flag-…`.
                    if matches!(a.get_id().as_str(), "help" | "version" | "subcommand") {
                        continue;
                    }
                    assert!(help.starts_with(&said), "{id} in {}: {help}", lang.tag());
                    assert_ne!(said, message_in(Lang::En, &id), "{id} in {}", lang.tag());
                }
            }
        }
    }

    /// A command line clap refuses is told in the player's language, with what was typed.
    #[test]
    fn clap_refusals_speak_german_and_spanish() {
        let refused = |lang: Lang, args: &[&str]| {
            let e = crate::args::command(lang, false)
                .try_get_matches_from(args)
                .expect_err("refused");
            crate::args::told_refusal(&e, &|id, a| message_with(lang, id, a))
        };
        let de = refused(Lang::De, &["patience", "list", "--bogus"]);
        assert!(
            de.starts_with("Fehler: unerwartetes Argument '--bogus'"),
            "{de}"
        );
        assert!(de.contains("Aufruf: patience list"), "{de}");
        assert!(de.contains("Mehr dazu mit '--help'."), "{de}");
        let es = refused(Lang::Es, &["patience", "stats", "big-ben", "--player", "x"]);
        assert!(
            es.contains("valor no válido 'x' para '--player <PLAYER>'"),
            "{es}"
        );
        assert!(
            es.contains("[valores posibles: default, expert, oracle]"),
            "{es}"
        );
        let de = refused(Lang::De, &["patience", "stats", "big-ben", "--deals", "0"]);
        assert!(
            de.contains("--deals `0`: erwartet wird eine ganze Zahl von 1 bis"),
            "{de}"
        );
        let de = refused(Lang::De, &["patience", "play", "big-ben", "--seed"]);
        assert!(de.contains("'--seed <N>' braucht einen Wert"), "{de}");
        let es = refused(Lang::Es, &["patience", "rules"]);
        assert!(
            es.contains("faltan estos argumentos obligatorios:\n  <GAME>"),
            "{es}"
        );
        let de = refused(Lang::De, &["patience", "stat"]);
        assert!(de.contains("unbekannter Befehl 'stat'"), "{de}");
        assert!(
            de.contains("Tipp: es gibt einen ähnlichen Befehl: 'stats'"),
            "{de}"
        );
        let es = refused(
            Lang::Es,
            &["patience", "play", "clock", "--winnable", "--seed", "1"],
        );
        assert!(
            es.contains("el argumento '--winnable' no puede usarse con '--seed <N>'"),
            "{es}"
        );
        for text in [de, es] {
            // (`error:` is Spanish too.)
            for english in ["Usage", "For more", "tip:", "unexpected", "invalid"] {
                assert!(!text.contains(english), "{english}: {text}");
            }
        }
    }

    #[test]
    fn the_help_texts_fit_their_screens_in_every_language() {
        // Line mode's help fits a terminal of 80 columns; the board's boxes are at most 76
        // wide inside (`tui/draw.rs`).
        for lang in Lang::ALL {
            for (id, most) in [("line-help", 80), ("help-keys", 76), ("box-over-keys", 76)] {
                let text = format(bundle(lang), id, &FluentArgs::new()).unwrap_or_default();
                for line in text.lines() {
                    let n = line.chars().count();
                    assert!(n <= most, "`{id}` in {}, {n} wide: {line}", lang.tag());
                }
            }
        }
    }

    #[test]
    fn every_message_formats_in_every_language_with_its_variables() {
        for lang in Lang::ALL {
            let b = bundle(lang);
            let all = sources(lang)
                .into_iter()
                .flat_map(|(_, text)| messages(text));
            for (id, vars) in all {
                let mut args = FluentArgs::new();
                for v in &vars {
                    args.set(v.as_str(), FluentValue::from(2));
                }
                let text = format(b, &id, &args).unwrap_or_default();
                assert!(!text.trim().is_empty(), "`{id}` in {}", lang.tag());
                assert!(!text.contains('{'), "`{id}` in {}: {text}", lang.tag());
            }
        }
    }
}
