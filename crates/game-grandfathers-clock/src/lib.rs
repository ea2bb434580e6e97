//! Grandfather's Clock, the one-pack clock patience: twelve foundations in a ring, each
//! built up in suit (K→A wraps) until its top card shows its hour, fed from eight tableau
//! piles of five that build down regardless of suit. Every card is face up, so the solver's
//! verdict is the truth about a deal. Rules as implemented, deal order and notation:
//! `docs/games/grandfathers-clock.md`.
//!
//! The game is a composition of the engine's pile kinds (`engine::piles`): a ring of
//! foundations that end at their hours and tableau piles that build down; its moves, their
//! refusals, the view, the drags and the `t3-f9` notation follow from them.

use cards::{Card, Rank, Stack};
use engine::piles::{self, Build, Built, Pile, PileGame, Ring, Step, StepError, Table};
use engine::{
    DealField, Face, Game, GameRules, Hidden, Msg, Player, Prose, RuleValueError, Status,
};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Lost: no card can move.
const LOST: engine::Lost = engine::Lost::new("grandfathers-clock-lost", "no card can move");

mod explain;
pub mod solve;

#[cfg(test)]
mod tests;

/// The most tableau piles the rules may ask for.
pub const MAX_PILES: usize = 10;
/// Cards a pile can hold: at most ten dealt, then a build down from a king on top of them.
const PILE_CAP: usize = 24;

/// The rules of `rules/grandfathers-clock.toml`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GrandfathersClockRules {
    /// The twelve base cards, from 12 o'clock clockwise (12, 1, 2, … 11).
    pub bases: Vec<Card>,
    /// Tableau piles dealt.
    pub tableau_piles: u8,
    /// Cards dealt to each tableau pile.
    pub pile_size: u8,
    /// The foundations that follow from the bases, worked out once.
    #[serde(skip)]
    ring: OnceLock<Ring>,
}

impl GrandfathersClockRules {
    /// The rules as built in (`rules/grandfathers-clock.toml`).
    pub fn standard() -> Self {
        RULES.standard().expect("the built-in rules load")
    }

    pub(crate) fn layout(&self) -> &Ring {
        self.ring
            .get_or_init(|| Ring::from_clock(&self.bases).unwrap_or_default())
    }

    fn piles(&self) -> usize {
        self.tableau_piles as usize
    }
}

impl GameRules for GrandfathersClockRules {
    fn validate(&self) -> Result<(), RuleValueError> {
        Ring::from_clock(&self.bases).map_err(|e| RuleValueError::new("bases", e))?;
        if !(4..=MAX_PILES).contains(&self.piles())
            || self.piles() * usize::from(self.pile_size) != 40
        {
            let e = Msg::new(
                "grandfathers-clock-expect-piles",
                format!(
                    "4 to {MAX_PILES} piles that hold the 40 cards with `pile_size` (8 × 5, 10 × 4, 5 × 8, 4 × 10)"
                ),
            )
            .arg("max", MAX_PILES);
            return Err(RuleValueError::new("tableau_piles", e));
        }
        Ok(())
    }
}

/// A position: the tableau piles, bottom first, and how many cards each foundation has
/// taken (by hour index). The view's piles are the foundations f1…f12 (by hour), then the
/// tableau t1…tN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GrandfathersClock {
    pub(crate) tableau: [Stack<PILE_CAP>; MAX_PILES],
    pub(crate) ring: Built,
}

/// Grandfather's Clock's rules file, compiled in (it has no variants): the registration, the
/// tests and the bench read it from here.
pub const RULES: engine::BuiltInRules = engine::BuiltInRules {
    own: include_str!("../../../rules/grandfathers-clock.toml"),
    variants: &[],
};

/// Grandfather's Clock's catalog of messages (`i18n/LANG/grandfathers-clock.ftl`): what its
/// board and rules in prose say in each language.
pub const MESSAGES: engine::Messages = &[
    ("en", include_str!("../i18n/en/grandfathers-clock.ftl")),
    ("de", include_str!("../i18n/de/grandfathers-clock.ftl")),
    ("es", include_str!("../i18n/es/grandfathers-clock.ftl")),
];

engine::register_game!(
    GrandfathersClock,
    "grandfathers-clock",
    ["grandfather", "grossvateruhr"],
    &RULES,
    solver = engine::solve::TunedSearch,
    messages = MESSAGES
);

/// The index in the view of foundation `h` (hour `h + 1`) is `h`; of tableau pile `t`, `12 + t`.
const F: usize = 12;

/// The tableau builds down regardless of suit, without wrap.
const TABLEAU: Build = Build::DownAnySuit;

impl GrandfathersClock {
    /// The pile's cards, bottom first.
    pub fn pile(&self, t: usize) -> &[Card] {
        self.tableau[t].as_slice()
    }
}

impl Table for GrandfathersClock {
    fn pile_count(rules: &Self::Rules) -> usize {
        F + rules.piles()
    }

    fn pile(_: &Self::Rules, i: usize) -> Pile {
        match i.checked_sub(F) {
            None => Ring::pile(i, 1),
            Some(t) => Pile::tableau(t + 1, TABLEAU, (5, t as u8)),
        }
    }

    fn top(&self, rules: &Self::Rules, i: usize) -> Option<Card> {
        match i.checked_sub(F) {
            None => self.ring.shows(rules.layout(), i).last(),
            Some(t) => self.tableau[t].top(),
        }
    }

    fn faces(&self, rules: &Self::Rules, i: usize) -> Vec<Face> {
        match i.checked_sub(F) {
            None => self.ring.shows(rules.layout(), i).map(Face::Up).collect(),
            Some(t) => self.pile(t).iter().copied().map(Face::Up).collect(),
        }
    }

    fn under(&self, _: &Self::Rules, i: usize) -> Option<Card> {
        let p = self.pile(i.checked_sub(F)?);
        p.len().checked_sub(2).map(|k| p[k])
    }
}

impl Game for GrandfathersClock {
    type Rules = GrandfathersClockRules;
    type Move = Step;
    type MoveError = StepError;
    const PACKS: usize = 1;

    /// One pack in the standard order without the twelve bases.
    fn pack(rules: &Self::Rules) -> Vec<Card> {
        let mut pack = cards::standard_pack(1);
        pack.retain(|c| !rules.bases.contains(c));
        pack
    }

    fn deal_shape(rules: &Self::Rules) -> Vec<DealField> {
        let (count, size) = (rules.piles(), rules.pile_size.into());
        vec![DealField::Piles {
            name: "tableau",
            count,
            size,
        }]
    }

    /// Pile t1 takes the first `pile_size` cards (bottom first), t2 the next, and so on.
    fn start(rules: &Self::Rules, cards: &[Card], _seed: u64) -> Self {
        GrandfathersClock {
            tableau: piles::deal(cards, rules.pile_size.into()),
            ring: Built::default(),
        }
    }

    /// Cards to their foundations first, then to other piles, by source and target.
    fn legal_moves(&self, rules: &Self::Rules, out: &mut Vec<Step>) {
        piles::legal(self, rules, out)
    }

    fn check(&self, rules: &Self::Rules, m: Step) -> Result<(), StepError> {
        piles::check(self, rules, m)
    }

    fn apply(&mut self, _: &Self::Rules, s: Step) {
        let Some(c) = self.tableau[s.from as usize - F].pop() else {
            return;
        };
        match (s.to as usize).checked_sub(F) {
            None => self.ring.lay(s.to.into(), c),
            Some(t) => self.tableau[t].push(c),
        }
    }

    fn status(&self, rules: &Self::Rules) -> Status {
        piles::status(self, rules, self.ring.done(rules.layout()), LOST)
    }

    /// The tableau and what the foundations took (their bases are not dealt).
    fn all_cards(&self, out: &mut Vec<Card>) {
        self.tableau
            .iter()
            .for_each(|p| out.extend_from_slice(p.as_slice()));
        out.extend(self.ring.cards());
    }
}

impl PileGame for GrandfathersClock {
    /// A clock face of foundations on the left (12 at the top), the tableau piles in a
    /// column beside it, fanned to the right.
    fn grid(rules: &Self::Rules) -> (u8, u8) {
        (10, rules.tableau_piles.max(7))
    }

    fn names(rules: &Self::Rules) -> (Msg, Msg) {
        let last = format!("t{}", rules.piles());
        let pile = Msg::new(
            "grandfathers-clock-expected-pile",
            format!("t1…{last} (tableau) or f1…f12 (foundations, by hour)"),
        );
        let shape = Msg::new(
            "grandfathers-clock-expected-move",
            "FROM-TO such as t3-f9 or t3-t5",
        );
        (pile.arg("last", last), shape)
    }

    fn facts(&self, _: &Self::Rules) -> Vec<Msg> {
        let done = self.ring.home.count_ones();
        let home = Msg::new("grandfathers-clock-fact-home", format!("home {done} of 40"));
        vec![home.arg("n", done)]
    }
}

impl Player for GrandfathersClock {
    /// The engine's player of steps (`piles::choose`), a card waiting for as many cards as
    /// its foundation must take before it (docs/games/grandfathers-clock.md).
    fn choose(&self, rules: &Self::Rules, moves: &[Step]) -> Option<Step> {
        let l = rules.layout();
        let home = |c: Card| self.ring.takes(l, c).is_some();
        piles::choose(self, rules, moves, home, |c| self.ring.wait(l, c))
    }

    /// A card to its foundation is safe when no card could be laid on it any more: every
    /// card one rank lower is home already (an ace takes nothing, the tableau not wrapping).
    fn is_safe(&self, rules: &Self::Rules, m: Step) -> bool {
        let c = self.top(rules, m.from.into());
        (m.to as usize) < F && c.is_some_and(|c| self.ring.settled(rules.layout(), TABLEAU, c))
    }

    fn why_safe(&self, rules: &Self::Rules, m: Step) -> Option<Msg> {
        let c = self
            .top(rules, m.from.into())
            .filter(|_| self.is_safe(rules, m))?;
        let (id, why) = match c.rank() {
            Rank::ACE => ("grandfathers-clock-safe-ace", "nothing is laid on an ace"),
            _ => (
                "grandfathers-clock-safe",
                "every card one rank lower is home, so nothing is laid on it",
            ),
        };
        Some(Msg::new(id, format!("{c} goes home: {why}")).arg("card", c.to_string()))
    }
}

impl Hidden for GrandfathersClock {}

impl Prose for GrandfathersClock {
    fn explain(rules: &GrandfathersClockRules) -> Vec<Msg> {
        explain::explain(rules)
    }
}
