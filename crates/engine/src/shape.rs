//! Reading a table of rule values into a game's rules struct with serde, keeping what serde
//! says is wrong as structure: the value of no variant and the variants there are, a key
//! missing or unknown, a value of the wrong kind or out of its type's range, each with the
//! key it is under. The toml crate's own error only says these in English.

use crate::msg::Msg;
use serde::de::{self, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// What serde found wrong with a table of rule values, and under which key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError {
    /// The key of the rules table the fault is under, when it is under one.
    pub key: Option<String>,
    pub kind: ShapeKind,
}

/// The kinds of fault serde tells a deserializer of, with what it tells them with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeKind {
    /// A name that is none of the values the key takes.
    UnknownValue {
        value: String,
        values: &'static [&'static str],
    },
    UnknownKey {
        key: String,
        keys: &'static [&'static str],
    },
    MissingKey(&'static str),
    /// A value the key does not take: of another kind, or out of its type's range.
    /// `expected` is what the deserializer was asked for, `found` the value as TOML writes it.
    Refused {
        expected: Option<Expect>,
        found: Option<String>,
    },
    /// What a type's own reading said (a card that is not one), in its own words.
    Other(String),
}

/// What a rules struct asked the deserializer for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Whole { min: i128, max: i128 },
    Number,
    Bool,
    Text,
    List,
    Table,
}

impl Expect {
    fn msg(self) -> Msg {
        match self {
            Expect::Whole { min, max } => Msg::new(
                "engine-expect-range",
                format!("a whole number from {min} to {max}"),
            )
            .arg("min", min.to_string())
            .arg("max", max.to_string()),
            Expect::Number => Msg::new("engine-deal-found-number", "a number"),
            Expect::Bool => Msg::new("engine-deal-found-bool", "true or false"),
            Expect::Text => Msg::new("engine-deal-found-string", "a string"),
            Expect::List => Msg::new("engine-deal-found-list", "a list"),
            Expect::Table => Msg::new("engine-deal-found-table", "a table"),
        }
    }
}

impl ShapeError {
    /// What is wrong, as a message of the engine's catalog (without the key).
    pub fn why(&self) -> Msg {
        let names = |list: &[&str]| -> String {
            list.iter()
                .map(|v| format!("`{v}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match &self.kind {
            ShapeKind::UnknownValue { value, values } => {
                let value = crate::echo::echo(value);
                let (n, list) = (values.len(), names(values));
                let one_of = if n == 1 { "" } else { "one of " };
                Msg::new(
                    "engine-shape-unknown-value",
                    format!("`{value}` is not a value of this key: expected {one_of}{list}"),
                )
                .arg("value", value)
                .arg("n", n)
                .arg("values", list)
            }
            ShapeKind::UnknownKey { key, keys } => {
                let key = crate::echo::echo(key);
                let list = names(keys);
                Msg::new(
                    "engine-shape-unknown-key",
                    format!("unknown key `{key}`: expected one of {list}"),
                )
                .arg("key", key)
                .arg("keys", list)
            }
            ShapeKind::MissingKey(key) => {
                Msg::new("engine-shape-missing-key", format!("missing key `{key}`"))
                    .arg("key", *key)
            }
            ShapeKind::Refused {
                expected: Some(expected),
                found: Some(found),
            } => {
                let expected = expected.msg();
                let found = crate::echo::tame(found);
                Msg::new(
                    "engine-rules-found",
                    format!("expected {expected}, found {found}"),
                )
                .arg("expected", expected)
                .arg("found", found)
            }
            ShapeKind::Refused { found, .. } => {
                let found = crate::echo::tame(found.as_deref().unwrap_or("?"));
                Msg::new(
                    "engine-shape-refused",
                    format!("this key does not take {found}"),
                )
                .arg("found", found)
            }
            ShapeKind::Other(said) => {
                let said = crate::echo::tame(said);
                Msg::new("engine-shape-other", format!("value refused ‹{said}›")).arg("said", said)
            }
        }
    }

    /// The fault as a message, with its key where it has one.
    pub fn msg(&self) -> Msg {
        let why = self.why();
        match &self.key {
            Some(key) => {
                let key = crate::echo::echo(key);
                Msg::new("engine-rules-key", format!("key `{key}`: {why}"))
                    .arg("key", key)
                    .arg("why", why)
            }
            None => why,
        }
    }
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.msg().en)
    }
}

impl std::error::Error for ShapeError {}

impl ShapeError {
    fn of(kind: ShapeKind) -> ShapeError {
        ShapeError { key: None, kind }
    }
}

impl de::Error for ShapeError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        ShapeError::of(ShapeKind::Other(msg.to_string()))
    }
    fn invalid_type(_: de::Unexpected, _: &dyn de::Expected) -> Self {
        ShapeError::of(ShapeKind::Refused {
            expected: None,
            found: None,
        })
    }
    fn invalid_value(_: de::Unexpected, _: &dyn de::Expected) -> Self {
        ShapeError::of(ShapeKind::Refused {
            expected: None,
            found: None,
        })
    }
    fn invalid_length(_: usize, _: &dyn de::Expected) -> Self {
        ShapeError::of(ShapeKind::Refused {
            expected: Some(Expect::List),
            found: None,
        })
    }
    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        ShapeError::of(ShapeKind::UnknownValue {
            value: variant.to_string(),
            values: expected,
        })
    }
    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Self {
        ShapeError::of(ShapeKind::UnknownKey {
            key: field.to_string(),
            keys: expected,
        })
    }
    fn missing_field(field: &'static str) -> Self {
        ShapeError::of(ShapeKind::MissingKey(field))
    }
}

/// Reads `table` into `T`, telling what is wrong as a [`ShapeError`].
pub fn from_table<T: de::DeserializeOwned>(table: &toml::Table) -> Result<T, ShapeError> {
    T::deserialize(Value(toml::Value::Table(table.clone())))
}

/// A TOML value as serde reads it, with [`ShapeError`] as its error.
struct Value(toml::Value);

impl Value {
    /// `result` of visiting this value when asked for `expected`: a value refused is told
    /// with what was asked for and the value found.
    fn fill<T>(
        found: &toml::Value,
        expected: Option<Expect>,
        result: Result<T, ShapeError>,
    ) -> Result<T, ShapeError> {
        result.map_err(|mut e| {
            if let ShapeKind::Refused {
                expected: exp,
                found: f,
            } = &mut e.kind
            {
                if exp.is_none() {
                    *exp = expected;
                }
                if f.is_none() {
                    *f = Some(found.to_string());
                }
            }
            e
        })
    }

    fn any<'de, V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        match self.0 {
            toml::Value::String(s) => visitor.visit_string(s),
            toml::Value::Integer(i) => visitor.visit_i64(i),
            toml::Value::Float(f) => visitor.visit_f64(f),
            toml::Value::Boolean(b) => visitor.visit_bool(b),
            toml::Value::Datetime(d) => visitor.visit_string(d.to_string()),
            toml::Value::Array(a) => visitor.visit_seq(Seq(a.into_iter())),
            toml::Value::Table(t) => visitor.visit_map(Map {
                entries: t.into_iter(),
                value: None,
                key: None,
            }),
        }
    }

    fn asked<'de, V: Visitor<'de>>(
        self,
        expected: Expect,
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        let found = self.0.clone();
        Value::fill(&found, Some(expected), self.any(visitor))
    }
}

impl<'de> IntoDeserializer<'de, ShapeError> for Value {
    type Deserializer = Value;
    fn into_deserializer(self) -> Value {
        self
    }
}

macro_rules! whole {
    ($($method:ident $ty:ty),*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
            let expected = Expect::Whole { min: i128::from(<$ty>::MIN), max: i128::from(<$ty>::MAX) };
            self.asked(expected, visitor)
        }
    )*};
}

impl<'de> de::Deserializer<'de> for Value {
    type Error = ShapeError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        let found = self.0.clone();
        Value::fill(&found, None, self.any(visitor))
    }

    whole!(deserialize_u8 u8, deserialize_u16 u16, deserialize_u32 u32, deserialize_u64 u64,
        deserialize_i8 i8, deserialize_i16 i16, deserialize_i32 i32, deserialize_i64 i64);

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        self.asked(Expect::Bool, visitor)
    }
    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        self.asked(Expect::Number, visitor)
    }
    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        self.asked(Expect::Number, visitor)
    }
    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        self.asked(Expect::Text, visitor)
    }
    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        self.asked(Expect::Text, visitor)
    }
    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        self.asked(Expect::Text, visitor)
    }
    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        self.asked(Expect::List, visitor)
    }
    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        self.asked(Expect::Table, visitor)
    }
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        self.asked(Expect::Table, visitor)
    }
    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ShapeError> {
        visitor.visit_some(self)
    }
    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        visitor.visit_newtype_struct(self)
    }
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ShapeError> {
        match self.0 {
            toml::Value::String(s) => visitor.visit_enum(s.into_deserializer()),
            other => Err(ShapeError::of(ShapeKind::Refused {
                expected: Some(Expect::Text),
                found: Some(other.to_string()),
            })),
        }
    }

    serde::forward_to_deserialize_any! {
        i128 u128 bytes byte_buf unit unit_struct tuple tuple_struct identifier ignored_any
    }
}

/// The items of a list.
struct Seq(std::vec::IntoIter<toml::Value>);

impl<'de> SeqAccess<'de> for Seq {
    type Error = ShapeError;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, ShapeError> {
        self.0
            .next()
            .map(|v| seed.deserialize(Value(v)))
            .transpose()
    }
}

/// The entries of a table; a fault in a value is told under its key.
struct Map {
    entries: toml::map::IntoIter<String, toml::Value>,
    value: Option<toml::Value>,
    key: Option<String>,
}

impl<'de> MapAccess<'de> for Map {
    type Error = ShapeError;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, ShapeError> {
        let Some((k, v)) = self.entries.next() else {
            return Ok(None);
        };
        self.value = Some(v);
        self.key = Some(k.clone());
        seed.deserialize(k.into_deserializer()).map(Some)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, ShapeError> {
        let value = self.value.take().unwrap_or(toml::Value::Boolean(false));
        seed.deserialize(Value(value)).map_err(|mut e| {
            if e.key.is_none() {
                e.key = self.key.clone();
            }
            e
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "lowercase")]
    #[allow(dead_code)]
    enum Way {
        Clockwise,
        Counterclockwise,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Rules {
        way: Way,
        size: u8,
        wrap: bool,
        #[serde(default)]
        names: Vec<String>,
    }

    fn refused(text: &str) -> ShapeError {
        let table: toml::Table = text.parse().unwrap();
        from_table::<Rules>(&table).unwrap_err()
    }

    #[test]
    fn each_kind_of_fault_is_told_with_its_key_and_what_it_names() {
        let all = "way = \"clockwise\"\nsize = 3\nwrap = true\n";
        let table: toml::Table = all.parse().unwrap();
        assert!(from_table::<Rules>(&table).is_ok());
        let e = refused("way = \"sideways\"\nsize = 3\nwrap = true\n");
        assert_eq!(e.key.as_deref(), Some("way"));
        assert_eq!(
            e.kind,
            ShapeKind::UnknownValue {
                value: "sideways".into(),
                values: &["clockwise", "counterclockwise"]
            }
        );
        assert_eq!(e.msg().id, "engine-rules-key");
        assert_eq!(e.why().id, "engine-shape-unknown-value");
        let e = refused("way = \"clockwise\"\nsize = 300\nwrap = true\n");
        assert_eq!(
            (e.key.as_deref(), e.kind),
            (
                Some("size"),
                ShapeKind::Refused {
                    expected: Some(Expect::Whole { min: 0, max: 255 }),
                    found: Some("300".into())
                }
            )
        );
        let e = refused("way = \"clockwise\"\nsize = 3\nwrap = 1\n");
        assert_eq!(
            e.kind,
            ShapeKind::Refused {
                expected: Some(Expect::Bool),
                found: Some("1".into())
            }
        );
        let e = refused("way = \"clockwise\"\nsize = 3\nwrap = true\nnames = [1]\n");
        assert_eq!(e.key.as_deref(), Some("names"));
        assert_eq!(
            e.kind,
            ShapeKind::Refused {
                expected: Some(Expect::Text),
                found: Some("1".into())
            }
        );
        let e = refused("way = 2\nsize = 3\nwrap = true\n");
        assert_eq!(e.why().id, "engine-rules-found");
        let e = refused("size = 3\nwrap = true\n");
        assert_eq!(e.kind, ShapeKind::MissingKey("way"));
        let e = refused("way = \"clockwise\"\nsize = 3\nwrap = true\nsixe = 1\n");
        assert!(matches!(e.kind, ShapeKind::UnknownKey { ref key, .. } if key == "sixe"));
    }
}
