//! The registry of games. Each game crate registers one [`GameEntry`] with
//! [`register_game!`]: its type, names, built-in rules text and the way its deals are solved,
//! all in one place. The engine collects them with `inventory` and hands out a small
//! object-safe [`Driver`] that calls the generic code for that game.

use crate::deal::{BadDeal, Deal, DealError, DealFile};
use crate::expert::ExpertConfig;
use crate::game::{DealField, GameRules, Playable};
use crate::session::{DynSession, Session};
use crate::sim::simulate;
use crate::solve::{GameSolver, PlainSearch, SolveConfig, SolveReport, StatsReport};
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
    /// The game's rules files, compiled in: `rules/NAME.toml` and its variants.
    pub rules: &'static BuiltInRules,
    pub driver: &'static dyn Driver,
    /// The game's catalog of messages, by language (its ids start with its name): what its
    /// view, refusals and rules in prose say ([`crate::Msg`]).
    pub messages: crate::Messages,
}

inventory::collect!(GameEntry);

impl GameEntry {
    /// The game under the rules of `table` (a whole `[rules]` table).
    pub fn load(&'static self, table: &toml::Table) -> Result<Box<dyn DynGame>, LoadError> {
        self.driver.load(Some(self), table)
    }
}

/// Registers a game type under a name, with its aliases, its rules files (the crate's
/// [`BuiltInRules`]: its own file and its variants) and, optionally, how its deals are solved
/// (a [`GameSolver`]; without one, plain search):
///
/// ```text
/// register_game!(Clock, "clock", ["uhr"], &RULES);
/// register_game!(BigBen, "big-ben", [], &RULES, solver = engine::solve::TunedSearch);
/// register_game!(Clock, "clock", [], &RULES, messages = MESSAGES);
/// ```
///
/// `messages` is the game's catalog ([`crate::Messages`]): `("en", include_str!(…))` and
/// one more pair a language, its files `i18n/LANG/NAME.ftl` in the crate.
#[macro_export]
macro_rules! register_game {
    ($ty:ty, $name:expr, [$($alias:expr),* $(,)?], $rules:expr $(,)?) => {
        $crate::register_game!($ty, $name, [$($alias),*], $rules, solver = $crate::solve::PlainSearch, messages = &[]);
    };
    ($ty:ty, $name:expr, [$($alias:expr),* $(,)?], $rules:expr, solver = $solver:ty $(,)?) => {
        $crate::register_game!($ty, $name, [$($alias),*], $rules, solver = $solver, messages = &[]);
    };
    ($ty:ty, $name:expr, [$($alias:expr),* $(,)?], $rules:expr, messages = $messages:expr $(,)?) => {
        $crate::register_game!($ty, $name, [$($alias),*], $rules, solver = $crate::solve::PlainSearch, messages = $messages);
    };
    ($ty:ty, $name:expr, [$($alias:expr),* $(,)?], $rules:expr, solver = $solver:ty, messages = $messages:expr $(,)?) => {
        $crate::inventory::submit! {
            $crate::GameEntry {
                name: $name,
                aliases: &[$($alias),*],
                rules: $rules,
                driver: &$crate::GameDriver::<$ty, $solver>::NEW,
                messages: $messages,
            }
        }
    };
}

/// Why a rules table could not become a game's rules.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadError {
    /// A key of the wrong type, or a missing or unknown one.
    #[error("{0}")]
    Shape(Box<crate::shape::ShapeError>),
    /// A value out of range.
    #[error(transparent)]
    Value(#[from] crate::game::RuleValueError),
}

/// A game without its type: loads rules and hands out a [`DynGame`].
pub trait Driver: Send + Sync + std::fmt::Debug {
    fn packs(&self) -> usize;
    /// The game under `rules`; `entry` is the registration it is loaded through (its name
    /// and own rules file tell the rules), `None` for a game that is not registered.
    fn load(
        &self,
        entry: Option<&'static GameEntry>,
        rules: &toml::Table,
    ) -> Result<Box<dyn DynGame>, LoadError>;
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
        let file =
            crate::rules::RulesFile::parse(&format!("text {}", i + 1), text).map_err(|e| {
                LoadError::Shape(Box::new(crate::shape::ShapeError {
                    key: e.key.clone(),
                    kind: crate::shape::ShapeKind::Other(e.to_string()),
                }))
            })?;
        for o in file.rules {
            table.insert(o.key, o.value);
        }
    }
    parse_rules(&table)
}

/// A game's rules files as its crate compiles them in: its own file (`rules/NAME.toml`) and
/// the variant files whose base it is. A game crate holds one, `RULES`, and its registration,
/// tests, benches and tools all take rule values from it, so each file is named in one place.
#[derive(Clone, Copy, Debug)]
pub struct BuiltInRules {
    /// The text of the game's own file.
    pub own: &'static str,
    /// The texts of its variant files, each naming itself (`name = …`) and the game as its
    /// base.
    pub variants: &'static [&'static str],
}

impl BuiltInRules {
    /// The game's own rules.
    pub fn standard<R: GameRules>(&self) -> Result<R, LoadError> {
        self.with("")
    }

    /// The game's own rules with the `[rules]` of `over` on top (a variant file's text, or
    /// just a `[rules]` table), as the catalog merges a variant over its base.
    pub fn with<R: GameRules>(&self, over: &str) -> Result<R, LoadError> {
        parse_rules_texts(&[self.own, over])
    }

    /// The names of the rule sets: the game's own first, then each variant's, as their
    /// files give them.
    pub fn names(&self) -> Vec<String> {
        std::iter::once(self.own)
            .chain(self.variants.iter().copied())
            .map(|text| Self::name_of(text).unwrap_or_default())
            .collect()
    }

    /// What goes over the game's own file to make rule set `name`: nothing (`""`) for the
    /// game itself, the variant's text for one of its variants, `None` for any other name.
    pub fn over(&self, name: &str) -> Option<&'static str> {
        if Self::name_of(self.own).as_deref() == Some(name) {
            return Some("");
        }
        self.variants
            .iter()
            .copied()
            .find(|text| Self::name_of(text).as_deref() == Some(name))
    }

    /// The rules of rule set `name` (see [`BuiltInRules::over`]).
    ///
    /// # Panics
    /// When the game has no rule set of that name: the files are compiled in, so a name not
    /// among them is the caller's mistake. Callers with a name from outside ask
    /// [`BuiltInRules::over`] first.
    pub fn named<R: GameRules>(&self, name: &str) -> Result<R, LoadError> {
        let over = self
            .over(name)
            .unwrap_or_else(|| panic!("no built-in rule set `{name}`: {:?}", self.names()));
        self.with(over)
    }

    /// The `name` a rules text gives itself.
    pub(crate) fn name_of(text: &str) -> Option<String> {
        crate::rules::RulesFile::parse("built-in rules", text)
            .ok()
            .and_then(|f| f.name)
    }
}

/// Reads a rules table into `R`, then checks its values.
pub fn parse_rules<R: GameRules>(table: &toml::Table) -> Result<R, LoadError> {
    let r: R = crate::shape::from_table(table).map_err(|e| LoadError::Shape(Box::new(e)))?;
    r.validate()?;
    Ok(r)
}

impl<G: Playable, S: GameSolver<G>> Driver for GameDriver<G, S> {
    fn packs(&self) -> usize {
        G::PACKS
    }
    fn load(
        &self,
        entry: Option<&'static GameEntry>,
        table: &toml::Table,
    ) -> Result<Box<dyn DynGame>, LoadError> {
        Ok(Box::new(TypedGame::<G, S> {
            rules: parse_rules(table)?,
            entry,
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
    fn simulate(&self, seeds: Range<u64>, progress: &(dyn Fn(u64) + Sync)) -> StatsReport;
    /// Plays every seed of `seeds` with the expert player ([`crate::expert`]) on all cores.
    fn simulate_expert(
        &self,
        seeds: Range<u64>,
        config: &ExpertConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> StatsReport;
    /// Positions the game's solver spends on a deal when the user names no budget
    /// ([`GameSolver::DEFAULT_BUDGET`]).
    fn default_budget(&self) -> u64;
    /// The expert's settings where the user names none ([`Player::expert_settings`]).
    fn expert_settings(&self) -> ExpertConfig;
    /// Decides a deal with perfect knowledge (the solver the game registered with, or a
    /// plain search when it named none).
    fn solve(&self, deal: &Deal, config: SolveConfig) -> SolveReport;
    /// Decides every seed of `seeds` on all cores.
    fn solve_many(
        &self,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> StatsReport;
    /// The rules told: the game's prose under these rules ([`Prose::explain`]) and what each
    /// key means, from the comments of the game's own rules file.
    fn explain(&self) -> crate::explain::Explanation;
    /// Runs the laws every game obeys (`laws::random_walk`) on deal `seed`, with
    /// `picks` choosing the moves; panics with a description when one is broken.
    #[cfg(any(test, feature = "testing"))]
    fn check_laws(&self, seed: u64, picks: &[u16]);
}

/// The [`DynGame`] of game `G` under its rules, whose deals solver `S` decides.
struct TypedGame<G: Playable, S> {
    rules: G::Rules,
    /// The registration it was loaded through.
    entry: Option<&'static GameEntry>,
    solver: PhantomData<fn() -> S>,
}

impl<G: Playable, S: GameSolver<G>> DynGame for TypedGame<G, S> {
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
    fn simulate(&self, seeds: Range<u64>, progress: &(dyn Fn(u64) + Sync)) -> StatsReport {
        simulate::<G>(&self.rules, seeds, progress)
    }
    fn simulate_expert(
        &self,
        seeds: Range<u64>,
        config: &ExpertConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> StatsReport {
        crate::expert::simulate::<G, S>(&self.rules, seeds, config, progress)
    }
    fn default_budget(&self) -> u64 {
        S::DEFAULT_BUDGET
    }
    fn expert_settings(&self) -> ExpertConfig {
        G::expert_settings(&self.rules)
    }
    fn solve(&self, deal: &Deal, config: SolveConfig) -> SolveReport {
        S::solve(&self.rules, deal, config)
    }
    fn solve_many(
        &self,
        seeds: Range<u64>,
        config: SolveConfig,
        progress: &(dyn Fn(u64) + Sync),
    ) -> StatsReport {
        S::solve_many(&self.rules, seeds, config, progress)
    }
    fn explain(&self) -> crate::explain::Explanation {
        let entry = self.entry;
        let own_toml = entry.map_or("", |e| e.rules.own);
        let own = parse_rules_texts::<G::Rules>(&[own_toml])
            .ok()
            .and_then(|r| toml::Table::try_from(&r).ok())
            .unwrap_or_default();
        let from = entry.map_or_else(|| "the rules".into(), |e| format!("rules/{}.toml", e.name));
        crate::explain::Explanation::new(
            G::explain(&self.rules),
            &self.rules_table(),
            &own,
            own_toml,
            &from,
            entry.filter(|e| !e.messages.is_empty()).map(|e| e.name),
        )
    }
    #[cfg(any(test, feature = "testing"))]
    fn check_laws(&self, seed: u64, picks: &[u16]) {
        crate::laws::random_walk::<G>(&self.rules, seed, picks);
    }
}

/// A name or alias that two registered games claim.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the name `{name}` is registered twice (games `{first}` and `{second}`)")]
pub struct DuplicateName {
    pub name: String,
    pub first: &'static str,
    pub second: &'static str,
}

/// Registered games by name, sorted. Refuses a name or alias used twice.
pub fn registered() -> Result<BTreeMap<&'static str, &'static GameEntry>, DuplicateName> {
    let mut games = BTreeMap::new();
    let mut names: BTreeMap<String, &'static str> = BTreeMap::new();
    for e in inventory::iter::<GameEntry> {
        for n in std::iter::once(&e.name).chain(e.aliases) {
            if let Some(other) = names.insert(n.to_lowercase(), e.name) {
                return Err(DuplicateName {
                    name: n.to_string(),
                    first: other,
                    second: e.name,
                });
            }
        }
        games.insert(e.name, e);
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::toy::ClimbRules;

    fn climb() -> &'static GameEntry {
        registered().expect("no name is registered twice")["climb"]
    }

    #[test]
    fn a_registered_game_is_found_by_name_with_its_rules() {
        let e = climb();
        assert_eq!((e.name, e.aliases), ("climb", &["Toy"][..]));
        assert_eq!(e.driver.packs(), 1);
        let rules: ClimbRules = parse_rules_texts(&[e.rules.own]).unwrap();
        assert_eq!(
            rules,
            ClimbRules {
                top: 5,
                waste_max: 2
            }
        );
    }

    #[test]
    fn built_in_rules_give_the_game_and_each_variant_by_name() {
        const HIGH: &str = "name = \"climb-high\"\nbase = \"climb\"\n[rules]\ntop = 9\n";
        let built_in = BuiltInRules {
            own: crate::toy::RULES_TOML,
            variants: &[HIGH],
        };
        assert_eq!(built_in.names(), ["climb", "climb-high"]);
        assert_eq!(
            (built_in.over("climb"), built_in.over("climb-high")),
            (Some(""), Some(HIGH))
        );
        assert_eq!(built_in.over("climb-low"), None);
        let own: ClimbRules = built_in.standard().unwrap();
        assert_eq!(own, built_in.named("climb").unwrap());
        let high: ClimbRules = built_in.named("climb-high").unwrap();
        assert_eq!((own.top, high.top, high.waste_max), (5, 9, 2));
        let over: ClimbRules = built_in.with("[rules]\nwaste_max = 4").unwrap();
        assert_eq!((over.top, over.waste_max), (5, 4));
        assert!(built_in.with::<ClimbRules>("[rules]\ntop = 14").is_err());
    }

    #[test]
    fn rules_of_the_wrong_shape_or_out_of_range_are_refused_by_kind() {
        let over = |extra: &str| {
            parse_rules_texts::<ClimbRules>(&[climb().rules.own, &format!("[rules]\n{extra}\n")])
        };
        assert!(matches!(over("top = 13"), Ok(ClimbRules { top: 13, .. })));
        assert!(matches!(over("top = \"high\""), Err(LoadError::Shape(_))));
        assert!(
            matches!(over("height = 3"), Err(LoadError::Shape(m)) if m.to_string().contains("height"))
        );
        assert_eq!(
            over("top = 14").unwrap_err(),
            LoadError::Value(crate::game::RuleValueError::new(
                "top",
                "a rank from 2 to 13"
            ))
        );
    }

    #[test]
    fn the_driver_hands_out_the_game_under_its_rules() {
        let mut table = toml::Table::new();
        table.insert("top".into(), 3.into());
        table.insert("waste_max".into(), 0.into());
        let g = climb().load(&table).unwrap();
        assert_eq!(g.rules_table(), table);
        assert_eq!(g.pack().len(), 3);
        let deal = g.deal_from_seed(7);
        assert_eq!(g.check_deal(&deal), Ok(()));
        let s = g.session(deal.clone());
        assert_eq!(s.history(), Vec::<String>::new());
        // With no room on the waste, a deal is won exactly when its stock is in order from
        // the top, which the solver and the default player agree on.
        let in_order = deal.cards.windows(2).all(|w| w[0].rank() > w[1].rank());
        let solved = g.solve(&deal, crate::solve::SolveConfig::default());
        assert_eq!(solved.verdict == crate::solve::Verdict::Won, in_order);
        let many = g.simulate(0..60, &|_| {});
        assert_eq!((many.deals, many.won + many.lost), (60, 60));
        // One in 3! = 6 deals is in order.
        assert!(many.won > 0 && many.won < 30, "{many:?}");
        let solved_many = g.solve_many(0..60, crate::solve::SolveConfig::default(), &|_| {});
        assert_eq!((solved_many.won, solved_many.unknown), (many.won, 0));
    }
}
