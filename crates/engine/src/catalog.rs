//! The catalog: every registered game with its default rules, and every variant read from a
//! rules file, by name and alias (case-insensitive), with a suggestion for a typo.
//!
//! The engine reads rules *texts*; which files exist on disk is the caller's business.

use crate::registry::{DynGame, GameEntry, LoadError, registered};
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
        self.game.driver.load(&self.table)
    }
}

/// A name that is neither a game nor a variant.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no game or variant is called `{name}`{}", suggestion.as_ref().map(|s| format!(": did you mean `{s}`?")).unwrap_or_else(|| " (see `patience list`)".into()))]
pub struct UnknownName {
    pub name: String,
    pub suggestion: Option<String>,
}

#[derive(Clone, Debug, Default)]
pub struct Catalog {
    sets: BTreeMap<String, Ruleset>,
    /// Lower-case name or alias to the ruleset's name.
    names: BTreeMap<String, String>,
}

fn valid_name(n: &str) -> bool {
    !n.is_empty()
        && n.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !n.starts_with('-')
        && !n.ends_with('-')
}

impl Catalog {
    /// The registered games with their built-in default rules.
    pub fn builtin() -> Result<Catalog, String> {
        let mut cat = Catalog::default();
        for (name, entry) in registered()? {
            let origin = format!("rules/{name}.toml (built in)");
            let file = RulesFile::parse(&origin, entry.rules_toml).map_err(|e| e.to_string())?;
            if file.name.as_deref() != Some(name) || file.base.is_some() {
                return Err(format!(
                    "{origin}: a game's own rules file must say name = \"{name}\" and name no base"
                ));
            }
            let table: toml::Table = file
                .rules
                .iter()
                .map(|o| (o.key.clone(), o.value.clone()))
                .collect();
            entry
                .driver
                .load(&table)
                .map_err(|e| format!("{origin}: {e}"))?;
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
            cat.insert(rs).map_err(|e| e.to_string())?;
        }
        Ok(cat)
    }

    fn insert(&mut self, rs: Ruleset) -> Result<(), String> {
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
                return Err(format!("the name `{n}` is already taken by `{owner}`"));
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
                    errors.push(f.error(
                        f.base_line,
                        1,
                        Some("name"),
                        format!("key `name`: `{name}` is also the name in {first}, which is used"),
                    ));
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
                        Some(files) => format!(
                            "key `base`: these variants build on each other in a circle: {}",
                            files.join(" → ")
                        ),
                        None => {
                            let b = f.base.clone().unwrap_or_default();
                            format!("key `base`: {}", self.unknown(&b))
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
            return Err(f.error(1, 1, Some("name"), "missing key `name`: a rules file in a rules folder needs a name, e.g. name = \"my-variant\""));
        };
        if !valid_name(&name) {
            return Err(f.error(
                f.base_line,
                1,
                Some("name"),
                format!(
                    "key `name`: expected lower-case letters, digits and dashes, found `{name}`"
                ),
            ));
        }
        let base_name = f.base.clone().unwrap_or_else(|| name.clone());
        let base = self
            .get(&base_name)
            .map_err(|e| f.error(f.base_line, 1, Some("base"), format!("key `base`: {e}")))?;
        if f.base.is_none() && base.is_variant() {
            return Err(f.error(
                f.base_line,
                1,
                Some("base"),
                format!("missing key `base`: `{name}` is a variant, so its file names its base"),
            ));
        }
        let mut rs = self.apply(base, f)?;
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
            .map_err(|m| f.error(1, 1, Some("aliases"), m))
    }

    /// `base` with the overrides of `file` applied and checked. The result keeps `base`'s
    /// name and header; callers set their own.
    pub fn apply(&self, base: &Ruleset, file: &RulesFile) -> Result<Ruleset, RulesError> {
        let mut table = base.table.clone();
        let driver = base.game.driver;
        for o in &file.rules {
            if !table.contains_key(&o.key) {
                let known: Vec<_> = base.table.keys().map(|k| format!("`{k}`")).collect();
                return Err(file.error(
                    o.line,
                    o.col,
                    Some(&o.key),
                    format!(
                        "unknown key `{}` in [rules] of {}: expected one of {}",
                        o.key,
                        base.game.name,
                        known.join(", ")
                    ),
                ));
            }
            table.insert(o.key.clone(), o.value.clone());
            if let Err(LoadError::Shape(m)) = driver.load(&table) {
                return Err(file.error(
                    o.line,
                    o.col,
                    Some(&o.key),
                    format!("key `{}`: {m}", o.key),
                ));
            }
        }
        match driver.load(&table) {
            Ok(_) => {}
            Err(LoadError::Value(v)) => {
                let (line, col) = file
                    .rules
                    .iter()
                    .find(|o| o.key == v.key)
                    .map_or((file.rules_line, 1), |o| (o.line, o.col));
                return Err(file.error(line, col, Some(&v.key), v.to_string()));
            }
            Err(e) => return Err(file.error(file.rules_line, 1, None, e.to_string())),
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
