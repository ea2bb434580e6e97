//! The player's language: the messages of the board and of line mode come from a catalog in
//! Project Fluent's format (`i18n/LANG/patience.ftl`, compiled into the binary), looked up
//! by id with [`t!`] in the language chosen for the run.
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
        }
    }

    /// The catalog's text for this language: the command line's own messages. A game that
    /// brings messages of its own adds its file here, beside these (ARCHITECTURE.md).
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../i18n/en/patience.ftl"),
            Lang::De => include_str!("../i18n/de/patience.ftl"),
            Lang::Es => include_str!("../i18n/es/patience.ftl"),
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

type Bundle = FluentBundle<FluentResource>;

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
/// language of the catalog is refused, as `--lang` would refuse it.
pub fn choose(flag: Option<Lang>, var: impl Fn(&str) -> Option<String>) -> Result<Lang, String> {
    if let Some(l) = flag {
        return Ok(l);
    }
    let var = |k: &str| var(k).filter(|v| !v.trim().is_empty());
    if let Some(v) = var(LANG_VAR) {
        return <Lang as clap::ValueEnum>::from_str(language(&v), true).map_err(|_| {
            format!(
                "${LANG_VAR} is `{}`: expected en, de or es (or leave it unset)",
                engine::echo(&v)
            )
        });
    }
    let locale = var("LC_ALL")
        .or_else(|| var("LC_MESSAGES"))
        .or_else(|| var("LANG"))
        .unwrap_or_default();
    Ok(<Lang as clap::ValueEnum>::from_str(language(&locale), true).unwrap_or(Lang::En))
}

/// The language part of a locale name: `de` of `de_DE.UTF-8@euro`.
fn language(locale: &str) -> &str {
    locale
        .trim()
        .split(['_', '-', '.', '@'])
        .next()
        .unwrap_or_default()
}

/// Fixes the language of this run (English until then).
pub fn init(lang: Lang) {
    let _ = LANG.set(lang);
}

/// The language messages are written in now.
pub fn lang() -> Lang {
    LANG.get().copied().unwrap_or(Lang::En)
}

/// The parsed catalog of `lang`. The files are part of the program, and a test parses each
/// one and checks that the languages have the same messages, so a file that does not parse
/// is a bug of the build.
fn bundle(lang: Lang) -> &'static Bundle {
    BUNDLES[lang.index()].get_or_init(|| {
        let tag = lang.tag().parse().expect("a language tag");
        let mut b = FluentBundle::new_concurrent(vec![tag]);
        // The messages go to a terminal: no Unicode isolation marks around the values.
        b.set_use_isolating(false);
        let res = FluentResource::try_new(lang.source().to_string())
            .unwrap_or_else(|(_, e)| panic!("i18n/{}/patience.ftl: {e:?}", lang.tag()));
        b.add_resource(res)
            .unwrap_or_else(|e| panic!("i18n/{}/patience.ftl: {e:?}", lang.tag()));
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

/// Message `id` in the language of this run, with `args` put in; English when the language
/// lacks it (a test sees that none does), the id itself when no catalog has it. Use [`t!`].
pub fn message(id: &str, args: &[(&str, FluentValue)]) -> String {
    let mut a = FluentArgs::with_capacity(args.len());
    for (k, v) in args {
        a.set(*k, v.clone());
    }
    let lang = lang();
    format(bundle(lang), id, &a)
        .or_else(|| format(bundle(Lang::En), id, &a))
        .unwrap_or_else(|| id.to_string())
}

/// Message `id` of the catalog in the language of this run, with named arguments:
/// `t!("moves-made", n = 3)`. A number argument selects plural forms; a deal number is passed
/// as text, since Fluent's numbers are floating point.
macro_rules! t {
    ($id:literal $(, $k:ident = $v:expr)* $(,)?) => {
        crate::i18n::message($id, &[$((stringify!($k), fluent_bundle::FluentValue::from($v))),*])
    };
}
pub(crate) use t;

#[cfg(test)]
mod tests {
    use super::*;

    /// [`choose`] with the environment `env`.
    fn chosen(flag: Option<Lang>, env: &[(&str, &str)]) -> Result<Lang, String> {
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
        let e = chosen(None, &[("PATIENCE_LANG", "fr"), ("LANG", "de_DE")]).unwrap_err();
        assert!(e.contains("$PATIENCE_LANG is `fr`"), "{e}");
        assert!(e.contains("en, de or es"), "{e}");
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
}
