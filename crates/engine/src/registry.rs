//! The registry of games. Each game crate registers one [`GameEntry`] with
//! [`register_game!`]: its type, names, built-in rules text and the way its deals are solved,
//! all in one place. The engine collects them with `inventory` and hands out a small
//! object-safe [`Driver`] that calls the generic code for that game.

use crate::deal::{BadDeal, Deal, DealError, DealFile};
use crate::expert::ExpertConfig;
use crate::game::{DealField, Game, GameRules};
use crate::session::{DynSession, Session};
use crate::sim::{SimReport, simulate};
use crate::solve::{GameSolver, OracleReport, PlainSearch, SolveConfig, SolveReport};
use cards::Card;
use std::collections::BTreeMap;
use std::marker::PhantomData;
use std::ops::Range;

/// One registered game.
#[derive(Debug)]
pub struct GameEntry {
    /// The registry name, kebab-case (`big-ben`).
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    /// The text of `rules/NAME.toml`, compiled in.
    pub rules_toml: &'static str,
    pub driver: &'static dyn Driver,
}

inventory::collect!(GameEntry);

/// Registers a game type under a name, with its aliases, the text of its own rules file and,
/// optionally, how its deals are solved (a [`GameSolver`]; without one, plain search):
///
/// ```text
/// register_game!(Clock, "clock", ["uhr"], include_str!("../../../rules/clock.toml"));
/// register_game!(BigBen, "big-ben", [], include_str!(…), solver = engine::solve::TunedSearch);
/// ```
#[macro_export]
macro_rules! register_game {
    ($ty:ty, $name:expr, [$($alias:expr),* $(,)?], $rules:expr $(,)?) => {
        $crate::register_game!($ty, $name, [$($alias),*], $rules, solver = $crate::solve::PlainSearch);
    };
    ($ty:ty, $name:expr, [$($alias:expr),* $(,)?], $rules:expr, solver = $solver:ty $(,)?) => {
        $crate::inventory::submit! {
            $crate::GameEntry {
                name: $name,
                aliases: &[$($alias),*],
                rules_toml: $rules,
                driver: &$crate::GameDriver::<$ty, $solver>::NEW,
            }
        }
    };
}

/// Why a rules table could not become a game's rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// A key of the wrong type, or a missing or unknown one.
    #[error("{0}")]
    Shape(String),
    /// A value out of range.
    #[error(transparent)]
    Value(#[from] crate::game::RuleValueError),
}

/// A game without its type: loads rules and hands out a [`DynGame`].
pub trait Driver: Send + Sync + std::fmt::Debug {
    fn packs(&self) -> usize;
    /// The game's Rust type, to find the registration of a type.
    fn game_type(&self) -> std::any::TypeId;
    fn load(&self, rules: &toml::Table) -> Result<Box<dyn DynGame>, LoadError>;
}

/// The [`Driver`] of game `G`, whose deals solver `S` decides.
pub struct GameDriver<G, S = PlainSearch>(PhantomData<fn() -> (G, S)>);

impl<G, S> std::fmt::Debug for GameDriver<G, S> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "GameDriver<{}, {}>",
            std::any::type_name::<G>(),
            std::any::type_name::<S>()
        )
    }
}

impl<G, S> GameDriver<G, S> {
    pub const NEW: GameDriver<G, S> = GameDriver(PhantomData);
}

/// Reads rules files given as texts, each one's `[rules]` over those of the files before it
/// (a base, then its variant), into `R`, as the catalog merges a variant over its base. For
/// tests and tools that hold the texts themselves; a file that does not parse is a
/// [`LoadError::Shape`] naming it by its place in `texts`.
pub fn parse_rules_texts<R: GameRules>(texts: &[&str]) -> Result<R, LoadError> {
    let mut table = toml::Table::new();
    for (i, text) in texts.iter().enumerate() {
        let file = crate::rules::RulesFile::parse(&format!("text {}", i + 1), text)
            .map_err(|e| LoadError::Shape(e.to_string()))?;
        for o in file.rules {
            table.insert(o.key, o.value);
        }
    }
    parse_rules(&table)
}

/// Reads a rules table into `R`, then checks its values.
pub fn parse_rules<R: GameRules>(table: &toml::Table) -> Result<R, LoadError> {
    let r: R = toml::Value::Table(table.clone())
        .try_into()
        .map_err(|e: toml::de::Error| {
            LoadError::Shape(crate::rules::plain_numbers(e.message().trim_end()))
        })?;
    r.validate()?;
    Ok(r)
}

impl<G: Game, S: GameSolver<G>> Driver for GameDriver<G, S> {
    fn packs(&self) -> usize {
        G::PACKS
    }
    fn game_type(&self) -> std::any::TypeId {
        std::any::TypeId::of::<G>()
    }
    fn load(&self, table: &toml::Table) -> Result<Box<dyn DynGame>, LoadError> {
        Ok(Box::new(Loaded::<G, S> {
            rules: parse_rules(table)?,
            solver: PhantomData,
        }))
    }
}

/// One game under one set of rules, without its type.
pub trait DynGame: Send + Sync {
    /// The effective rules as a TOML table.
    fn rules_table(&self) -> toml::Table;
    fn deal_shape(&self) -> Vec<DealField>;
    fn pack(&self) -> Vec<Card>;
    fn deal_from_seed(&self, seed: u64) -> Deal;
    fn read_deal(&self, file: &DealFile) -> Result<Deal, DealError>;
    /// Whether `deal` holds exactly this game's pack (a deal from a save, say): a session
    /// must only be started on a deal that passes.
    fn check_deal(&self, deal: &Deal) -> Result<(), BadDeal>;
    fn session(&self, deal: Deal) -> Box<dyn DynSession>;
    fn simulate(&self, seeds: Range<u64>, progress: &(dyn Fn(u64) + Sync)) -> SimReport;
    /// Plays every seed of `seeds` with the expert player ([`crate::expert`]) on all cores.
    fn simulate_expert(
        &self,
        seeds: Range<u64>,
        config: &ExpertConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> SimReport;
    /// Decides a deal with perfect knowledge (the solver the game registered with, or a
    /// plain search when it named none).
    fn solve(&self, deal: &Deal, config: SolveConfig) -> SolveReport;
    /// Decides every seed of `seeds` on all cores.
    fn solve_many(
        &self,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> OracleReport;
    /// Runs the laws every game obeys ([`crate::laws::random_walk`]) on deal `seed`, with
    /// `picks` choosing the moves; panics with a description when one is broken.
    fn check_laws(&self, seed: u64, picks: &[u16]);
}

struct Loaded<G: Game, S> {
    rules: G::Rules,
    solver: PhantomData<fn() -> S>,
}

impl<G: Game, S: GameSolver<G>> DynGame for Loaded<G, S> {
    fn rules_table(&self) -> toml::Table {
        toml::Table::try_from(&self.rules).unwrap_or_default()
    }
    fn deal_shape(&self) -> Vec<DealField> {
        G::deal_shape(&self.rules)
    }
    fn pack(&self) -> Vec<Card> {
        G::pack(&self.rules)
    }
    fn deal_from_seed(&self, seed: u64) -> Deal {
        Deal::from_seed::<G>(&self.rules, seed)
    }
    fn read_deal(&self, file: &DealFile) -> Result<Deal, DealError> {
        file.to_deal(&G::deal_shape(&self.rules), &G::pack(&self.rules))
    }
    fn check_deal(&self, deal: &Deal) -> Result<(), BadDeal> {
        deal.check(&G::pack(&self.rules))
    }
    fn session(&self, deal: Deal) -> Box<dyn DynSession> {
        Box::new(Session::<G>::new(self.rules.clone(), deal).with_solver(S::solve_position))
    }
    fn simulate(&self, seeds: Range<u64>, progress: &(dyn Fn(u64) + Sync)) -> SimReport {
        simulate::<G>(&self.rules, seeds, progress)
    }
    fn simulate_expert(
        &self,
        seeds: Range<u64>,
        config: &ExpertConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> SimReport {
        crate::expert::simulate::<G, S>(&self.rules, seeds, config, progress)
    }
    fn solve(&self, deal: &Deal, config: SolveConfig) -> SolveReport {
        S::solve(&self.rules, deal, config)
    }
    fn solve_many(
        &self,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> OracleReport {
        S::solve_many(&self.rules, seeds, config, progress)
    }
    fn check_laws(&self, seed: u64, picks: &[u16]) {
        crate::laws::random_walk::<G>(&self.rules, seed, picks);
    }
}

/// Registered games by name, sorted. Refuses a name or alias used twice.
pub fn registered() -> Result<BTreeMap<&'static str, &'static GameEntry>, String> {
    let mut games = BTreeMap::new();
    let mut names: BTreeMap<String, &'static str> = BTreeMap::new();
    for e in inventory::iter::<GameEntry> {
        for n in std::iter::once(&e.name).chain(e.aliases) {
            if let Some(other) = names.insert(n.to_lowercase(), e.name) {
                return Err(format!(
                    "the name `{n}` is registered twice (games `{other}` and `{}`)",
                    e.name
                ));
            }
        }
        games.insert(e.name, e);
    }
    Ok(games)
}
