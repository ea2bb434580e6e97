//! The catalog: every registered game with its default rules, and every variant read from a
//! rules file, by name and alias (case-insensitive), with a suggestion for a typo.
//!
//! The engine reads rules *texts*; which files exist on disk is the caller's business.

use crate::msg::Msg;
use crate::registry::{DuplicateName, DynGame, GameEntry, LoadError, registered};
use crate::rules::{RulesError, RulesFile};
use std::collections::BTreeMap;

/// A game or variant with its effective rules.
#[derive(Clone, Debug)]
pub struct Ruleset {
    pub name: String,
    pub game: &'static GameEntry,
    /// The game or variant it is built on; `None` for a game's own rules.
    pub base: Option<String>,
    pub title: String,
    pub description: String,
    pub aliases: Vec<String>,
    /// The file it was read from.
    pub origin: String,
    /// The effective `[rules]` table.
    pub table: toml::Table,
}

impl Ruleset {
    pub fn is_variant(&self) -> bool {
        self.base.is_some()
    }

    /// The rules loaded into the game's typed rules.
    pub fn load(&self) -> Result<Box<dyn DynGame>, LoadError> {
        self.game.load(&self.table)
    }
}

/// A name that is neither a game nor a variant.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no game or variant is called `{}`{}", crate::echo::echo(name), suggestion.as_ref().map(|s| format!(": did you mean `{s}`?")).unwrap_or_else(|| " (see `patience list`)".into()))]
pub struct UnknownName {
    pub name: String,
    pub suggestion: Option<String>,
}

impl UnknownName {
    /// The refusal as a message of the engine's catalog.
    pub fn msg(&self) -> crate::Msg {
        let m = match &self.suggestion {
            Some(s) => crate::Msg::new("engine-unknown-name-suggest", self.to_string())
                .arg("suggestion", s.clone()),
            None => crate::Msg::new("engine-unknown-name", self.to_string()),
        };
        m.arg("name", crate::echo::echo(&self.name))
    }
}

/// Why the catalog of the registered games cannot be made: a registration is broken.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CatalogError {
    #[error(transparent)]
    Duplicate(#[from] DuplicateName),
    /// A game's own rules file does not parse.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A game's own rules file names another game or a base.
    #[error("{origin}: a game's own rules file must say name = \"{name}\" and name no base")]
    NotItsOwn { origin: String, name: String },
    /// A game's own rules do not load into its rules type.
    #[error("{origin}: {error}")]
    Load { origin: String, error: LoadError },
    #[error(transparent)]
    NameTaken(#[from] NameTaken),
}

/// A name or alias that another ruleset already has.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the name `{}` is already taken by `{owner}`", crate::echo::echo(name))]
pub struct NameTaken {
    pub name: String,
    pub owner: String,
}

impl NameTaken {
    /// The refusal as a message of the engine's catalog.
    pub fn msg(&self) -> Msg {
        Msg::new("engine-name-taken", self.to_string())
            .arg("name", crate::echo::echo(&self.name))
            .arg("owner", self.owner.clone())
    }
}

#[derive(Clone, Debug, Default)]
pub struct Catalog {
    sets: BTreeMap<String, Ruleset>,
    /// Lower-case name or alias to the ruleset's name.
    names: BTreeMap<String, String>,
}

/// The longest name a game or variant may have.
pub const NAME_MAX: usize = 40;

/// Whether `name` may name a game or variant: lower-case ASCII letters, digits and `-`,
/// beginning with a letter, at most [`NAME_MAX`] characters. A name becomes part of a save's
/// file name, so two names must never become one file (`x y` and `x_y` did). The error says
/// what is expected and what was found.
pub fn check_name(name: &str) -> Result<(), Msg> {
    let fine = name.len() <= NAME_MAX
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && !name.ends_with('-')
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if fine {
        Ok(())
    } else {
        let found = crate::echo::echo(name);
        let en = format!(
            "expected a name of lower-case letters a to z, digits and `-`, beginning with a \
             letter, at most {NAME_MAX} characters (e.g. `my-variant`), found `{found}`"
        );
        Err(Msg::new("engine-expect-name", en)
            .arg("most", NAME_MAX)
            .arg("found", found))
    }
}

impl Catalog {
    /// The registered games with their built-in rules: each game's own and its variants.
    pub fn builtin() -> Result<Catalog, CatalogError> {
        let mut cat = Catalog::default();
        for (name, entry) in registered()? {
            let origin = format!("rules/{name}.toml (built in)");
            let file = RulesFile::parse(&origin, entry.rules.own)?;
            if file.name.as_deref() != Some(name) || file.base.is_some() {
                return Err(CatalogError::NotItsOwn {
                    origin,
                    name: name.to_string(),
                });
            }
            let table: toml::Table = file
                .rules
                .iter()
                .map(|o| (o.key.clone(), o.value.clone()))
                .collect();
            if let Err(error) = entry.load(&table) {
                return Err(CatalogError::Load { origin, error });
            }
            let rs = Ruleset {
                name: name.to_string(),
                game: entry,
                base: None,
                title: file.title.unwrap_or_else(|| name.to_string()),
                description: file.description.unwrap_or_default(),
                aliases: entry.aliases.iter().map(|a| a.to_string()).collect(),
                origin,
                table,
            };
            cat.insert(rs)?;
        }
        // Each game's variants, which its crate brings with its own file.
        let variants = registered()?
            .into_values()
            .flat_map(|e| e.rules.variants.iter())
            .map(|text| {
                let name = crate::registry::BuiltInRules::name_of(text).unwrap_or_default();
                (format!("rules/{name}.toml (built in)"), text.to_string())
            })
            .collect();
        if let Some(e) = cat.add_files(variants).into_iter().next() {
            return Err(CatalogError::Rules(e));
        }
        Ok(cat)
    }

    fn insert(&mut self, rs: Ruleset) -> Result<(), NameTaken> {
        // A file may replace a ruleset of the same name (a local copy overrides a built-in
        // one); it may not take another ruleset's name or alias.
        if let Some(old) = self.sets.get(&rs.name) {
            for a in &old.aliases {
                self.names.remove(&a.to_lowercase());
            }
        }
        for n in std::iter::once(&rs.name).chain(&rs.aliases) {
            if let Some(owner) = self.names.get(&n.to_lowercase())
                && owner != &rs.name
            {
                return Err(NameTaken {
                    name: n.clone(),
                    owner: owner.clone(),
                });
            }
        }
        for n in std::iter::once(&rs.name).chain(&rs.aliases) {
            self.names.insert(n.to_lowercase(), rs.name.clone());
        }
        self.sets.insert(rs.name.clone(), rs);
        Ok(())
    }

    /// Adds the rules files `(origin, text)`: variants (with `base`) and local copies of a
    /// game's own rules (without). A variant may build on another variant, in any order.
    /// Returns the errors of the files that could not be added; the others are added.
    pub fn add_files(&mut self, files: Vec<(String, String)>) -> Vec<RulesError> {
        let mut errors = Vec::new();
        let mut pending = Vec::new();
        for (origin, text) in files {
            match RulesFile::parse(&origin, &text) {
                Ok(f) => pending.push(f),
                Err(e) => errors.push(e),
            }
        }
        // Two files of one name: the first is used, the other refused, naming both.
        let mut first_of: BTreeMap<String, String> = BTreeMap::new();
        pending.retain(|f| {
            let Some(name) = &f.name else { return true };
            match first_of.get(&name.to_lowercase()) {
                Some(first) => {
                    let name = crate::echo::echo(name);
                    let en =
                        format!("key `name`: `{name}` is also the name in {first}, which is used");
                    let m = Msg::new("engine-rules-name-twice", en)
                        .arg("name", name)
                        .arg("first", first.clone());
                    errors.push(f.error(f.name_line, 1, Some("name"), m));
                    false
                }
                None => {
                    first_of.insert(name.to_lowercase(), f.origin.clone());
                    true
                }
            }
        });
        loop {
            let before = pending.len();
            let mut later = Vec::new();
            for f in pending {
                let base = f.base.clone().or_else(|| f.name.clone());
                let ready = base
                    .as_deref()
                    .is_some_and(|b| self.names.contains_key(&b.to_lowercase()));
                if ready || base.is_none() {
                    if let Err(e) = self.add(&f) {
                        errors.push(e);
                    }
                } else {
                    later.push(f);
                }
            }
            if later.len() == before || later.is_empty() {
                for f in &later {
                    let message = match base_cycle(f, &later) {
                        Some(files) => {
                            let files = files.join(" → ");
                            let en = format!(
                                "key `base`: these variants build on each other in a circle: {files}"
                            );
                            Msg::new("engine-rules-base-circle", en).arg("files", files)
                        }
                        None => {
                            let b = f.base.clone().unwrap_or_default();
                            let why = self.unknown(&b).msg();
                            let en = format!("key `base`: {why}");
                            Msg::new("engine-rules-base", en).arg("why", why)
                        }
                    };
                    errors.push(f.error(f.base_line, 1, Some("base"), message));
                }
                break;
            }
            pending = later;
        }
        errors
    }

    fn add(&mut self, f: &RulesFile) -> Result<(), RulesError> {
        let Some(name) = f.name.clone() else {
            let en = "missing key `name`: a rules file in a rules folder needs a name, e.g. name = \"my-variant\"";
            return Err(f.error(1, 1, Some("name"), Msg::new("engine-rules-no-name", en)));
        };
        if let Err(why) = check_name(&name) {
            let en = format!("key `name`: {why}");
            let m = Msg::new("engine-rules-name", en).arg("why", why);
            return Err(f.error(f.name_line, 1, Some("name"), m));
        }
        let base_name = f.base.clone().unwrap_or_else(|| name.clone());
        let base = self.get(&base_name).map_err(|e| {
            let why = e.msg();
            let en = format!("key `base`: {why}");
            let m = Msg::new("engine-rules-base", en).arg("why", why);
            f.error(f.base_line, 1, Some("base"), m)
        })?;
        if f.base.is_none() && base.is_variant() {
            let en =
                format!("missing key `base`: `{name}` is a variant, so its file names its base");
            let m = Msg::new("engine-rules-no-base", en).arg("name", name.clone());
            return Err(f.error(f.base_line, 1, Some("base"), m));
        }
        let mut rs = self.override_with(base, f)?;
        rs.name = name;
        if f.base.is_some() {
            rs.base = Some(base.name.clone());
            rs.aliases = f.aliases.clone();
        } else {
            rs.base = None;
            rs.aliases = base.aliases.clone();
        }
        rs.title = f.title.clone().unwrap_or_else(|| rs.name.clone());
        rs.description = f
            .description
            .clone()
            .unwrap_or_else(|| base.description.clone());
        rs.origin = f.origin.clone();
        self.insert(rs)
            .map_err(|e| f.error(1, 1, Some("aliases"), e.msg()))
    }

    /// `base` with the overrides of `file` applied and checked. The result keeps `base`'s
    /// name and header; callers set their own.
    pub fn override_with(&self, base: &Ruleset, file: &RulesFile) -> Result<Ruleset, RulesError> {
        let mut table = base.table.clone();
        let game = base.game;
        for o in &file.rules {
            if !table.contains_key(&o.key) {
                let known: Vec<_> = base.table.keys().map(|k| format!("`{k}`")).collect();
                let (key, keys) = (crate::echo::echo(&o.key), known.join(", "));
                let game = base.game.name;
                let en =
                    format!("unknown key `{key}` in [rules] of {game}: expected one of {keys}");
                let m = Msg::new("engine-rules-unknown-key", en)
                    .arg("key", key)
                    .arg("game", game)
                    .arg("keys", keys);
                return Err(file.error(o.line, o.col, Some(&o.key), m));
            }
            table.insert(o.key.clone(), o.value.clone());
            if let Err(LoadError::Shape(shape)) = game.load(&table) {
                let m = real_range(base, &o.key, &o.value)
                    .or_else(|| other_kind(base, &o.key, &o.value))
                    .or_else(|| not_a_card(base, &o.key, &o.value))
                    .unwrap_or_else(|| shape.why());
                let en = format!("key `{}`: {m}", o.key);
                let m = Msg::new("engine-rules-key", en)
                    .arg("key", o.key.as_str())
                    .arg("why", m);
                return Err(file.error(o.line, o.col, Some(&o.key), m));
            }
        }
        match game.load(&table) {
            Ok(_) => {}
            Err(LoadError::Value(v)) => {
                let (line, col) = file
                    .rules
                    .iter()
                    .find(|o| o.key == v.key)
                    .map_or((file.rules_line, 1), |o| (o.line, o.col));
                return Err(file.error(line, col, Some(&v.key), v.msg()));
            }
            Err(LoadError::Shape(shape)) => {
                return Err(file.error(file.rules_line, 1, None, shape.msg()));
            }
        }
        Ok(Ruleset {
            table,
            ..base.clone()
        })
    }

    /// The game or variant with this name or alias, in any case.
    pub fn get(&self, name: &str) -> Result<&Ruleset, UnknownName> {
        self.names
            .get(&name.to_lowercase())
            .map(|n| &self.sets[n])
            .ok_or_else(|| self.unknown(name))
    }

    fn unknown(&self, name: &str) -> UnknownName {
        let lower = name.to_lowercase();
        let best = self
            .names
            .keys()
            .map(|k| (strsim::jaro_winkler(&lower, k), k))
            .max_by(|a, b| a.0.total_cmp(&b.0))
            .filter(|(score, _)| *score >= 0.75)
            .map(|(_, k)| k.clone());
        UnknownName {
            name: name.to_string(),
            suggestion: best,
        }
    }

    /// Every game and variant, sorted by name.
    pub fn iter(&self) -> impl Iterator<Item = &Ruleset> {
        self.sets.values()
    }
}

/// What `key` really takes, when `value` is a whole number its type cannot hold (`-1` for a
/// key read as 0 to 255), a fraction or a string where it takes a whole number: the game's
/// own range for it, found by loading `base` with the ends of the type's range in its place.
/// `None` when both ends are fine for the game (the type's range is the key's) or the key
/// takes no whole number.
fn real_range(base: &Ruleset, key: &str, value: &toml::Value) -> Option<Msg> {
    if !matches!(
        value,
        toml::Value::Integer(_) | toml::Value::Float(_) | toml::Value::String(_)
    ) || !base.table.get(key).is_some_and(toml::Value::is_integer)
    {
        return None;
    }
    for probe in [0, 255, 65_535, i64::from(u32::MAX), i64::MAX, -1, i64::MIN] {
        let mut table = base.table.clone();
        table.insert(key.to_string(), probe.into());
        if let Err(LoadError::Value(v)) = base.game.load(&table)
            && v.key == key
        {
            let en = format!("expected {}, found {value}", v.expected);
            let m = Msg::new("engine-rules-found", en)
                .arg("expected", v.expected)
                .arg("found", value.to_string());
            return Some(m);
        }
    }
    None
}

/// Why `value` does not fit rule `key`, when it is another kind of value than `base` has
/// there (`true` where a number stands): the kind expected, and the value found.
fn other_kind(base: &Ruleset, key: &str, value: &toml::Value) -> Option<Msg> {
    let before = base.table.get(key)?;
    if std::mem::discriminant(before) == std::mem::discriminant(value) {
        return None;
    }
    let expected = crate::rules::kind_of(before);
    let en = format!("expected {expected}, found {value}");
    Some(
        Msg::new("engine-rules-found", en)
            .arg("expected", expected)
            .arg("found", value.to_string()),
    )
}

/// Why `value` does not fit rule `key`, when `base` has cards there (strings that each read
/// as a card) and `value` holds a string that is not one: that string, and what a card is,
/// from the card reader's own refusal.
fn not_a_card(base: &Ruleset, key: &str, value: &toml::Value) -> Option<Msg> {
    let is_card = |v: &toml::Value| v.as_str().is_some_and(|s| s.parse::<cards::Card>().is_ok());
    let cards_there = match base.table.get(key)? {
        toml::Value::Array(a) => !a.is_empty() && a.iter().all(is_card),
        v => is_card(v),
    };
    if !cards_there {
        return None;
    }
    let items = match value {
        toml::Value::Array(a) => a.as_slice(),
        v => std::slice::from_ref(v),
    };
    let refused = items
        .iter()
        .filter_map(toml::Value::as_str)
        .find_map(|s| s.parse::<cards::Card>().err())?;
    Some(crate::rules::not_a_card(&refused))
}

/// The files (`origin (name)`) in the circle of bases that `f` stands in, if it does: each
/// names the next one's variant as its base, and the last names `f`'s.
fn base_cycle(f: &RulesFile, files: &[RulesFile]) -> Option<Vec<String>> {
    let by_name = |n: &str| {
        files
            .iter()
            .find(|g| g.name.as_deref().is_some_and(|m| m.eq_ignore_ascii_case(n)))
    };
    let label = |g: &RulesFile| format!("{} ({})", g.origin, g.name.as_deref().unwrap_or("?"));
    let mut chain = vec![label(f)];
    let mut at = f;
    for _ in 0..files.len() {
        let next = by_name(at.base.as_deref()?)?;
        chain.push(label(next));
        if std::ptr::eq(next, f) {
            return Some(chain);
        }
        at = next;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The registered games; the engine's tests register the toy game Climb (`toy.rs`).
    fn catalog() -> Catalog {
        Catalog::builtin().expect("the registered games make a catalog")
    }

    fn files(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(f, t)| (f.to_string(), t.to_string()))
            .collect()
    }

    fn value(rs: &Ruleset, key: &str) -> i64 {
        rs.table[key].as_integer().expect("an integer")
    }

    #[test]
    fn a_game_is_found_by_name_or_alias_in_any_case_with_a_suggestion_for_a_typo() {
        let c = catalog();
        assert_eq!(c.get("climb").unwrap().name, "climb");
        assert_eq!(c.get("TOY").unwrap().name, "climb");
        assert_eq!(
            c.get("Climb").unwrap().origin,
            "rules/climb.toml (built in)"
        );
        let typo = c.get("climbb").unwrap_err();
        assert_eq!(typo.suggestion.as_deref(), Some("climb"));
        assert_eq!(
            typo.to_string(),
            "no game or variant is called `climbb`: did you mean `climb`?"
        );
        assert_eq!(c.get("zqxv").unwrap_err().suggestion, None);
    }

    #[test]
    fn a_variant_overrides_its_base_and_may_build_on_a_variant_read_after_it() {
        let mut c = catalog();
        let errors = c.add_files(files(&[
            (
                "higher.toml",
                "name = \"higher\"\nbase = \"tall\"\n[rules]\nwaste_max = 4\n",
            ),
            (
                "tall.toml",
                "name = \"tall\"\nbase = \"climb\"\naliases = [\"Big\"]\n[rules]\ntop = 9\n",
            ),
        ]));
        assert!(errors.is_empty(), "{errors:?}");
        let tall = c.get("big").unwrap();
        assert_eq!(
            (tall.name.as_str(), tall.base.as_deref()),
            ("tall", Some("climb"))
        );
        assert_eq!((value(tall, "top"), value(tall, "waste_max")), (9, 2));
        let higher = c.get("higher").unwrap();
        assert_eq!(higher.base.as_deref(), Some("tall"));
        assert_eq!((value(higher, "top"), value(higher, "waste_max")), (9, 4));
        assert!(higher.is_variant() && !c.get("climb").unwrap().is_variant());
        assert_eq!(
            value(c.get("climb").unwrap(), "top"),
            5,
            "the base is unchanged"
        );
        assert!(higher.load().is_ok());
    }

    #[test]
    fn bad_rules_files_are_refused_naming_file_line_and_key_and_the_rest_are_added() {
        let mut c = catalog();
        let errors = c.add_files(files(&[
            (
                "key.toml",
                "name = \"a\"\nbase = \"climb\"\n[rules]\nheight = 3\n",
            ),
            (
                "range.toml",
                "name = \"b\"\nbase = \"climb\"\n[rules]\ntop = 40\n",
            ),
            ("base.toml", "name = \"c\"\nbase = \"clmb\"\n"),
            (
                "alias.toml",
                "name = \"d\"\nbase = \"climb\"\naliases = [\"toy\"]\n",
            ),
            ("good.toml", "name = \"e\"\nbase = \"climb\"\n"),
        ]));
        let text: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        assert_eq!(text.len(), 4, "{text:#?}");
        let find = |file: &str| {
            errors
                .iter()
                .find(|e| e.file == file)
                .unwrap_or_else(|| panic!("no error for {file}: {text:#?}"))
        };
        let key = find("key.toml");
        assert_eq!((key.line, key.key.as_deref()), (4, Some("height")));
        assert!(
            key.message.en.contains("unknown key `height`"),
            "{}",
            key.message
        );
        let range = find("range.toml");
        assert_eq!((range.line, range.key.as_deref()), (4, Some("top")));
        assert!(
            range.message.en.contains("a rank from 2 to 13"),
            "{}",
            range.message
        );
        let base = find("base.toml");
        assert_eq!((base.line, base.key.as_deref()), (2, Some("base")));
        assert!(
            base.message.en.contains("did you mean `climb`?"),
            "{}",
            base.message
        );
        assert!(
            find("alias.toml")
                .message
                .en
                .contains("already taken by `climb`")
        );
        for name in ["a", "b", "c", "d"] {
            assert!(c.get(name).is_err(), "{name} was added");
        }
        assert!(c.get("e").is_ok());
    }

    #[test]
    fn variants_in_a_circle_are_refused_naming_the_circle() {
        let mut c = catalog();
        let errors = c.add_files(files(&[
            ("x.toml", "name = \"x\"\nbase = \"y\"\n"),
            ("y.toml", "name = \"y\"\nbase = \"x\"\n"),
        ]));
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(
            errors.iter().all(
                |e| e.message.en.contains("in a circle") && e.message.en.contains("x.toml (x)")
            ),
            "{errors:?}"
        );
    }

    #[test]
    fn a_file_overrides_a_ruleset_without_renaming_it() {
        let c = catalog();
        let base = c.get("climb").unwrap();
        let file = RulesFile::parse("mine.toml", "[rules]\nwaste_max = 7\n").unwrap();
        let rs = c.override_with(base, &file).unwrap();
        assert_eq!((rs.name.as_str(), value(&rs, "waste_max")), ("climb", 7));
        let bad = RulesFile::parse("mine.toml", "[rules]\ntop = 1\n").unwrap();
        let e = c.override_with(base, &bad).unwrap_err();
        assert_eq!(
            (e.file.as_str(), e.line, e.key.as_deref()),
            ("mine.toml", 2, Some("top"))
        );
    }

    #[test]
    fn a_name_is_lower_case_letters_digits_and_dashes() {
        for good in ["clock", "big-ben-2", "a"] {
            assert_eq!(check_name(good), Ok(()), "{good}");
        }
        let long = "a".repeat(NAME_MAX + 1);
        for bad in [
            "", "x y", "x_y", "../x", "Clock", "-x", "x-", "2x", "a\0b", &long,
        ] {
            let e = check_name(bad).unwrap_err();
            assert!(
                e.en.contains("expected a name of lower-case letters"),
                "{bad}: {e}"
            );
        }
        let mut c = catalog();
        let errors = c.add_files(files(&[(
            "v.toml",
            "title = \"V\"\nname = \"x_y\"\nbase = \"climb\"\n",
        )]));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert_eq!(
            (errors[0].line, errors[0].key.as_deref()),
            (2, Some("name"))
        );
        assert!(
            errors[0].message.en.contains("found `x_y`"),
            "{}",
            errors[0]
        );
    }

    #[test]
    fn an_out_of_type_number_is_told_the_key_s_own_range() {
        let c = catalog();
        let base = c.get("climb").unwrap();
        for v in ["-1", "300", "99999999999"] {
            let file = RulesFile::parse("v.toml", &format!("[rules]\ntop = {v}\n")).unwrap();
            let e = c.override_with(base, &file).unwrap_err();
            assert!(
                e.message.en.contains("a rank from 2 to 13") && e.message.en.contains(v),
                "{v}: {e}"
            );
        }
    }

    #[test]
    fn errors_echo_user_text_short_and_escaped() {
        let mut c = catalog();
        let key = "k".repeat(1_000_000);
        let errors = c.add_files(files(&[
            (
                "a.toml",
                &format!("name = \"a\"\nbase = \"climb\"\n[rules]\n{key} = 1\n"),
            ),
            ("b.toml", "name = \"b\"\nbase = \"cl\\u0000mb\"\n"),
        ]));
        assert_eq!(errors.len(), 2, "{errors:?}");
        for e in &errors {
            let m = e.to_string();
            assert!(
                m.len() < 400 && !m.contains('\0'),
                "{}",
                &m[..m.len().min(400)]
            );
        }
        assert!(
            errors[1].message.en.contains("`cl\\u{0}mb`"),
            "{}",
            errors[1]
        );
    }

    #[test]
    fn fuzz_rules_files() {
        let seeds = vec![
            crate::toy::RULES_TOML.to_string(),
            "name = \"tall\"\nbase = \"climb\"\naliases = [\"Big\"]\n[rules]\ntop = 9\nwaste_max = 1\n".into(),
            "[rules]\nwaste_max = 7\n".into(),
        ];
        crate::fuzz::run("engine rules files", crate::fuzz::mutated(seeds), |text| {
            let mut c = catalog();
            let lines = text.lines().count() + 1;
            for e in c.add_files(vec![("v.toml".into(), text.clone())]) {
                proptest::prop_assert_eq!(&e.file, "v.toml");
                proptest::prop_assert!(
                    e.line >= 1 && e.line <= lines,
                    "line {} of {lines}: {e}",
                    e.line
                );
                crate::fuzz::check_refusal(&e.to_string(), &["v.toml:"])?;
            }
            Ok(())
        });
    }
}
