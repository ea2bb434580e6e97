//! What a game or the engine says to a player, as data: a message id of a catalog in
//! Project Fluent's format, its arguments, and the English text. The engine knows no Fluent:
//! the command line looks each id up in the player's language (the game's catalog, named in
//! its `register_game!`, beside its own) and falls back on the English text. JSON, files and
//! tests read the English text, which is also what [`Msg`]'s `Display` writes.

use serde::Serialize;
use std::borrow::Cow;
use std::fmt;

/// A catalog of messages: its text in Fluent's format for each language, by language tag
/// (`en`, `de`, `es`). A game brings one in its `register_game!` (ids prefixed by its name),
/// the engine has its own ([`ENGINE_MESSAGES`]).
pub type Messages = &'static [(&'static str, &'static str)];

/// The engine's own messages: the shapes of a move every game shares, a game that is over,
/// the headings of the rules told.
pub const ENGINE_MESSAGES: Messages = &[
    ("en", include_str!("../i18n/en/engine.ftl")),
    ("de", include_str!("../i18n/de/engine.ftl")),
    ("es", include_str!("../i18n/es/engine.ftl")),
];

/// One message to the player.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Msg {
    /// The message's id in a catalog; [`Msg::ENGLISH`] for English that no catalog has,
    /// [`Msg::SAME`] for text that is the same in every language (notation, numbers, cards).
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
    /// The message in English, as the English catalog writes it.
    pub en: String,
}

/// An argument of a [`Msg`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Arg {
    /// Text put in as it is: a card, a pile's name, a move.
    Text(String),
    /// A number, which may choose a plural form.
    Num(i64),
    /// Another message, put in in the same language.
    Msg(Msg),
    /// Messages put in one after another, `, ` between them.
    List(Vec<Msg>),
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<Vec<Msg>> for Arg {
    fn from(v: Vec<Msg>) -> Arg {
        Arg::List(v)
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(m)
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i32, i64);

impl Msg {
    /// The id of English text that no catalog has: shown as it is.
    pub const ENGLISH: &'static str = "";
    /// The id of text that reads the same in every language.
    pub const SAME: &'static str = "=";

    /// Message `id` of a catalog, `en` in English (add its arguments with [`Msg::arg`]).
    pub fn new(id: impl Into<Cow<'static, str>>, en: impl Into<String>) -> Msg {
        Msg {
            id: id.into(),
            args: Vec::new(),
            en: en.into(),
        }
    }

    /// English text that no catalog has.
    pub fn english(en: impl Into<String>) -> Msg {
        Msg::new(Msg::ENGLISH, en)
    }

    /// Text that reads the same in every language: an hour, a rank, a pile's name.
    pub fn same(text: impl Into<String>) -> Msg {
        Msg::new(Msg::SAME, text)
    }

    /// The message with argument `key` set to `value`.
    pub fn arg(mut self, key: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((key, value.into()));
        self
    }

    /// Whether a catalog is asked for this message.
    pub fn is_catalogued(&self) -> bool {
        self.id != Msg::ENGLISH && self.id != Msg::SAME
    }
}

impl From<&str> for Msg {
    fn from(s: &str) -> Msg {
        Msg::english(s)
    }
}

impl From<String> for Msg {
    fn from(s: String) -> Msg {
        Msg::english(s)
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(&self.en)
    }
}

impl std::ops::Deref for Msg {
    type Target = str;
    fn deref(&self) -> &str {
        &self.en
    }
}

impl PartialEq<str> for Msg {
    fn eq(&self, other: &str) -> bool {
        self.en == other
    }
}

impl PartialEq<&str> for Msg {
    fn eq(&self, other: &&str) -> bool {
        self.en == *other
    }
}

impl PartialEq<String> for Msg {
    fn eq(&self, other: &String) -> bool {
        &self.en == other
    }
}

/// JSON writes a message in English, as it wrote the text before messages had ids.
impl Serialize for Msg {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.en)
    }
}

/// A refusal as a message: the `Display` of an erased refusal ([`crate::DynError`]), which
/// the command line finds again by downcasting to tell it in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Told(pub Msg);

impl fmt::Display for Told {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.en)
    }
}

impl std::error::Error for Told {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_shows_and_compares_as_its_english() {
        let m = Msg::new("g-stock", "stock 3").arg("n", 3u8);
        assert_eq!(m.to_string(), "stock 3");
        assert_eq!(m, "stock 3");
        assert_eq!(serde_json::to_string(&m).unwrap(), "\"stock 3\"");
        assert!(m.is_catalogued());
        assert!(!Msg::same("12").is_catalogued());
        assert!(!Msg::from("x").is_catalogued());
    }
}
