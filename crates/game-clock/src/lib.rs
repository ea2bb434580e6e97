//! Clock (Uhr), the pure-luck patience of text 004 (`docs/sources.md`), and its variant Watch.
//!
//! Thirteen piles of four face-down cards: piles 1 to 12 belong to A, 2 … 10, J, Q, the
//! centre (pile 13) to the kings. A turned card is tucked face up under the pile of its rank,
//! and the next card is turned from that pile. The game ends when the fourth king comes up;
//! it is won if every card is face up by then. In Watch, the fourth king may once be swapped
//! for a face-down card of the player's choosing (`swap pN`); see `docs/games/clock.md`.

use cards::{Card, Rank};
use engine::piles::{self, Pile, PileGame, Table, TurnError, TurnMove, TurnPiles, Turned, Turning};
use engine::{Face, Fan, GameRules, Msg, PileKind, Prose, RuleValueError};
use serde::{Deserialize, Serialize};

/// The rules of `rules/clock.toml`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClockRules {
    /// How many times the fourth king may be swapped for a face-down card (Watch: 1).
    pub swaps: u8,
}

engine::refusals! {
    /// Why Clock refuses a move.
    pub enum ClockError {
        Ended => "clock-ended", "the fourth king has come up: the game is over",
        SwapNotNow => "clock-swap-not-now",
            "a swap is only allowed when the fourth king comes up (Watch)",
        NoSuchPile => "clock-no-such-pile", "there are only piles p1 to p13",
        NothingToSwap { pile: String } => "clock-nothing-to-swap",
            "pile {pile} has no face-down card to swap the king for",
        SwapNeedsPile => "clock-swap-needs-pile", "`swap` needs a pile, e.g. `swap p5`",
    }
}

impl From<TurnError> for ClockError {
    fn from(e: TurnError) -> ClockError {
        match e {
            TurnError::Over => ClockError::Ended,
            TurnError::SwapNotNow => ClockError::SwapNotNow,
            TurnError::NoSuchPile => ClockError::NoSuchPile,
            TurnError::NothingToSwap(p) => ClockError::NothingToSwap {
                pile: format!("p{}", p + 1),
            },
            TurnError::SwapNeedsPile => ClockError::SwapNeedsPile,
        }
    }
}

impl GameRules for ClockRules {
    fn validate(&self) -> Result<(), RuleValueError> {
        if self.swaps > 4 {
            return Err(RuleValueError::range("swaps", 0, 4));
        }
        Ok(())
    }
}

/// The centre pile, where kings go (index 12; hours 1 to 12 are indices 0 to 11).
const CENTRE: usize = 12;

/// `turn`, or in Watch `swap pN`: the fourth king waits in hand while a swap is left.
pub type ClockMove = TurnMove;

/// Thirteen turned piles of four, the centre's turned first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Clock(Turned<13, 4>);

/// The piles p1 … p13 on a clock face, 12 at the top, the kings' pile in the middle, each
/// captioned with its rank: face-up cards first, then the face-down ones.
impl Table for Clock {
    fn pile_count(_: &ClockRules) -> usize {
        13
    }

    fn pile(_: &ClockRules, p: usize) -> Pile {
        let (kind, at, label) = match piles::ring(0).get(p) {
            Some(&at) => (PileKind::Tableau, at, Rank::new(p as u8 + 1).label()),
            None => (PileKind::Reserve, (2, 2), "K"),
        };
        Pile {
            fan: Fan::Right,
            label,
            ..Pile::new(kind, 'p', p + 1, at)
        }
    }

    fn top(&self, _: &ClockRules, p: usize) -> Option<Card> {
        self.0.top(p)
    }

    fn faces(&self, _: &ClockRules, p: usize) -> Vec<Face> {
        self.0.faces(p)
    }
}

impl Turning for Clock {
    type Rules = ClockRules;
    type Refusal = ClockError;
    type Piles = Turned<13, 4>;
    const DEAL: &str = "piles";
    /// Lost: the last king turned up before every card was face up.
    const LOST: engine::Lost = engine::Lost::new(
        "clock-lost",
        "the fourth king came up while cards were still face down",
    );

    const FIRST: usize = CENTRE;

    fn swaps(rules: &ClockRules) -> u8 {
        rules.swaps
    }

    fn new(t: Turned<13, 4>) -> Clock {
        Clock(t)
    }

    /// A card goes to its rank's hour, a king to the centre. The fourth king, tucked under
    /// the centre, ends the game: the centre has no face-down card left by then.
    fn home(c: Card) -> usize {
        c.rank().value() as usize - 1
    }

    fn turned(&self) -> &Turned<13, 4> {
        &self.0
    }

    fn turned_mut(&mut self) -> &mut Turned<13, 4> {
        &mut self.0
    }
}

impl PileGame for Clock {
    fn grid(_: &ClockRules) -> (u8, u8) {
        (5, 5)
    }

    fn names(_: &ClockRules) -> (Msg, Msg) {
        let pile = Msg::new("clock-expected-pile", "p1 … p12, or p13 for the centre");
        let en = "`turn`, or `swap pN` when the fourth king comes up in Watch";
        (pile, Msg::new("clock-expected-move", en))
    }

    fn facts(&self, _: &ClockRules) -> Vec<Msg> {
        let (down, kings) = (self.0.face_down(), self.0.up[CENTRE].len());
        let mut facts = vec![
            Msg::new("clock-fact-face-down", format!("face down {down}")).arg("n", down),
            Msg::new("clock-fact-kings", format!("kings {kings}")).arg("n", kings),
        ];
        if let Some((k, _)) = self.0.hand {
            let en = format!("{k:#} is the fourth king: swap it (swap pN) or turn to end");
            facts.push(Msg::new("clock-fact-fourth-king", en).arg("card", format!("{k:#}")));
        }
        if let left @ 1.. = self.0.swaps_left {
            facts.push(Msg::new("clock-fact-swaps", format!("swaps left {left}")).arg("n", left));
        }
        facts
    }
}

impl Prose for Clock {
    fn explain(rules: &ClockRules) -> Vec<Msg> {
        explain::explain(rules)
    }
}

/// Clock's rules files, compiled in: `rules/clock.toml` and the variant Watch. The
/// registration and the tests read them from here.
pub const RULES: engine::BuiltInRules = engine::BuiltInRules {
    own: include_str!("../../../rules/clock.toml"),
    variants: &[include_str!("../../../rules/watch.toml")],
};

/// Clock's catalog of messages (`i18n/LANG/clock.ftl`): what its board, refusals and rules
/// in prose say in each language.
pub const MESSAGES: engine::Messages = &[
    ("en", include_str!("../i18n/en/clock.ftl")),
    ("de", include_str!("../i18n/de/clock.ftl")),
    ("es", include_str!("../i18n/es/clock.ftl")),
];

engine::register_game!(Clock, "clock", ["uhr"], &RULES, messages = MESSAGES);

mod explain;

#[cfg(test)]
mod tests;
