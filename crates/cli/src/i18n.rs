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

    #[test]
    fn every_catalog_parses() {
        for lang in Lang::ALL {
            assert!(bundle(lang).has_message("line-help"), "{}", lang.tag());
        }
    }
}
