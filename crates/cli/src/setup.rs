//! Finding the rules and the deal: the built-in catalog, local `rules/` folders, `--rules`
//! and `--deal` files. Everything read from disk is read here, with the file named in errors.

use crate::args::{DealChoice, GameArgs};
use crate::i18n::t;
use anyhow::{Context, Result, bail};
use engine::{Catalog, Deal, DealFile, DynGame, RulesFile, Ruleset};
use std::path::{Path, PathBuf};

/// The catalog of games and variants, with the local rules folders read.
#[derive(Debug)]
pub struct Env {
    pub catalog: Catalog,
}

/// A game under its effective rules, ready to deal.
pub struct Loaded {
    pub ruleset: Ruleset,
    pub game: Box<dyn DynGame>,
}

/// The folders whose `*.toml` files add variants: `./rules` and `$PATIENCE_RULES`.
fn rules_dirs() -> Vec<PathBuf> {
    let mut dirs = vec![PathBuf::from("rules")];
    if let Some(d) = std::env::var_os("PATIENCE_RULES") {
        dirs.push(PathBuf::from(d));
    }
    dirs
}

fn read(path: &Path) -> Result<String> {
    std::fs::read_to_string(path)
        .with_context(|| t!("cannot-read", path = path.display().to_string()))
}

impl Env {
    pub fn load() -> Result<Env> {
        let mut catalog = Catalog::builtin()?;
        let mut local = Vec::new();
        for dir in rules_dirs() {
            let rd = match std::fs::read_dir(&dir) {
                Ok(rd) => rd,
                Err(e) => {
                    // ./rules is optional; a folder the player named must be there.
                    if dir != Path::new("rules") {
                        let said = t!(
                            "rules-folder-unreadable",
                            dir = dir.display().to_string(),
                            error = crate::i18n::io_error(&e)
                        );
                        eprintln!("{}", t!("warning", text = said));
                    }
                    continue;
                }
            };
            let mut paths: Vec<PathBuf> = rd
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "toml"))
                .collect();
            paths.sort();
            for p in paths {
                match read(&p) {
                    Ok(t) => local.push((p.display().to_string(), t)),
                    Err(e) => {
                        let said = crate::i18n::told_error(&e);
                        eprintln!("{}", t!("warning", text = said));
                    }
                }
            }
        }
        // A broken local file must not stop every command: it is reported and skipped.
        for e in catalog.add_files(local) {
            let error = crate::i18n::told_cause(&e).unwrap_or_else(|| e.to_string());
            eprintln!("{}", crate::i18n::t!("warning-skipped", error = error));
        }
        Ok(Env { catalog })
    }

    /// The game or variant named on the command line, with `--rules` applied.
    pub fn game(&self, args: &GameArgs) -> Result<Loaded> {
        let base = self.catalog.get(&args.game)?;
        let ruleset = match &args.rules {
            None => base.clone(),
            Some(path) => self.with_rules(base, &path.display().to_string(), &read(path)?)?,
        };
        let game = ruleset
            .load()
            .with_context(|| t!("rules-of", name = ruleset.name.as_str()))?;
        Ok(Loaded { ruleset, game })
    }

    /// `base` under the rules file `text` (read from `origin`), as `--rules` gives it: its
    /// [rules] over the base's, under its own name and title if it has them. Every error
    /// names the file and the line of the key at fault.
    pub fn with_rules(&self, base: &Ruleset, origin: &str, text: &str) -> Result<Ruleset> {
        let file = RulesFile::parse(origin, text)?;
        if let Some(n) = &file.name
            && let Err(why) = engine::check_name(n)
        {
            let (line, why) = (file.name_line.to_string(), crate::i18n::told(&why));
            bail!(
                "{}",
                t!("setup-name", file = origin, line = line, why = why)
            );
        }
        if let Some(b) = &file.base {
            let named = self.catalog.get(b).map_err(|e| {
                let (line, why) = (file.base_line.to_string(), crate::i18n::told(&e.msg()));
                anyhow::anyhow!(
                    "{}",
                    t!("setup-base", file = origin, line = line, why = why)
                )
            })?;
            if named.game.name != base.game.name {
                let said = t!(
                    "setup-base-other-game",
                    file = origin,
                    line = file.base_line.to_string(),
                    base = engine::echo(b),
                    of = named.game.name,
                    game = base.game.name
                );
                bail!("{said}");
            }
        }
        let mut rs = self.catalog.override_with(base, &file)?;
        rs.origin = origin.to_string();
        if let Some(n) = &file.name {
            rs.name = n.clone();
        }
        if let Some(t) = &file.title {
            rs.title = t.clone();
        }
        Ok(rs)
    }
}

impl Loaded {
    /// The deal chosen on the command line; `default_seed` when neither is given.
    pub fn deal(
        &self,
        env: &Env,
        choice: &DealChoice,
        default_seed: impl FnOnce() -> u64,
    ) -> Result<Deal> {
        if let Some(path) = &choice.deal {
            return self.deal_file(env, &path.display().to_string(), &read(path)?);
        }
        Ok(self
            .game
            .deal_from_seed(choice.seed.unwrap_or_else(default_seed)))
    }

    /// The deal of the deal file `text`, read from `file_name`, which must be a deal of this
    /// game.
    pub fn deal_file(&self, env: &Env, file_name: &str, text: &str) -> Result<Deal> {
        let file = DealFile::parse(file_name, text)?;
        let named = env.catalog.get(&file.game).map_err(|e| {
            let (line, why) = (file.game_line().to_string(), crate::i18n::told(&e.msg()));
            anyhow::anyhow!(
                "{}",
                t!("setup-deal-game", file = file_name, line = line, why = why)
            )
        })?;
        if named.game.name != self.ruleset.game.name {
            let said = t!(
                "setup-deal-other-game",
                file = file_name,
                line = file.game_line().to_string(),
                of = named.game.name,
                game = self.ruleset.game.name
            );
            bail!("{said}");
        }
        Ok(self.game.read_deal(&file)?)
    }
}

/// A seed from the clock, for `play` without `--seed` or `--deal`.
pub fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64 % 1_000_000_000)
        .unwrap_or(1)
}
