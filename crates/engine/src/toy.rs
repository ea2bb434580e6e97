//! A toy game for the engine's own tests of sessions, the catalog and the registry: Climb.
//!
//! The spades from the ace up to `top` are shuffled into a stock. A card goes from the stock
//! to the foundation when it is the next rank there (`f`), else to the waste (`d`); the
//! waste's top card goes up when it fits (`w`). All spades up: won. A waste of more than
//! `waste_max` cards: lost, although the stock may still be turned (so a finished game may
//! list moves, as a lost Big Ben can).

use crate::game::{
    Board, DealField, Game, GameRules, Hidden, Lost, Notation, ParseMoveError, Player, Prose,
    RuleValueError, Status, View,
};
use cards::{Card, Rank, Stack, Suit};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClimbRules {
    /// The highest rank in the pack: 2 to 13.
    pub top: u8,
    pub waste_max: u8,
}

impl GameRules for ClimbRules {
    fn validate(&self) -> Result<(), RuleValueError> {
        if !(2..=13).contains(&self.top) {
            return Err(RuleValueError::new("top", "a rank from 2 to 13"));
        }
        Ok(())
    }
}

/// The rules file of Climb, as a game crate's own `rules/NAME.toml`.
pub const RULES_TOML: &str = r#"name = "climb"
title = "Climb"
description = "A toy game of the engine's tests"

[rules]
top = 5
waste_max = 2
"#;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Climb {
    pub stock: Stack<13>,
    pub waste: Stack<13>,
    /// Spades on the foundation: the next one is this plus one.
    pub up: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClimbMove {
    /// Stock to waste.
    Down,
    /// Stock to foundation.
    Up,
    /// Waste to foundation.
    WasteUp,
}

/// Why Climb refuses a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClimbError {
    #[error("the stock is empty")]
    StockEmpty,
    #[error("the stock's card does not fit")]
    StockCardUnfit,
    #[error("the waste's card does not fit")]
    WasteCardUnfit,
}

impl crate::game::Refusal for ClimbError {}

impl Climb {
    fn fits(&self, c: Option<Card>) -> bool {
        c.is_some_and(|c| c.rank().value() == self.up + 1)
    }
}

/// The toy's rules files: its own, no variant.
pub const RULES: crate::BuiltInRules = crate::BuiltInRules {
    own: RULES_TOML,
    variants: &[],
};

crate::register_game!(
    Climb,
    "climb",
    ["Toy"],
    &RULES,
    solver = crate::solve::PlainSearch
);

impl Game for Climb {
    type Rules = ClimbRules;
    type Move = ClimbMove;
    type MoveError = ClimbError;
    const PACKS: usize = 1;

    fn pack(rules: &ClimbRules) -> Vec<Card> {
        (1..=rules.top)
            .map(|r| Card::new(Rank::new(r), Suit::Spades))
            .collect()
    }
    fn deal_shape(rules: &ClimbRules) -> Vec<DealField> {
        vec![DealField::Cards {
            name: "stock",
            count: rules.top as usize,
        }]
    }
    fn start(_: &ClimbRules, cards: &[Card], _: u64) -> Climb {
        Climb {
            stock: Stack::from_slice(cards),
            waste: Stack::new(),
            up: 0,
        }
    }
    fn legal_moves(&self, rules: &ClimbRules, out: &mut Vec<ClimbMove>) {
        for m in [ClimbMove::Up, ClimbMove::WasteUp, ClimbMove::Down] {
            if self.check(rules, m).is_ok() {
                out.push(m);
            }
        }
    }
    fn check(&self, _: &ClimbRules, m: ClimbMove) -> Result<(), ClimbError> {
        match m {
            ClimbMove::Down if self.stock.is_empty() => Err(ClimbError::StockEmpty),
            ClimbMove::Up if !self.fits(self.stock.top()) => Err(ClimbError::StockCardUnfit),
            ClimbMove::WasteUp if !self.fits(self.waste.top()) => Err(ClimbError::WasteCardUnfit),
            _ => Ok(()),
        }
    }
    fn apply(&mut self, _: &ClimbRules, m: ClimbMove) {
        match m {
            ClimbMove::Down => {
                if let Some(c) = self.stock.pop() {
                    self.waste.push(c);
                }
            }
            ClimbMove::Up => {
                self.stock.pop();
                self.up += 1;
            }
            ClimbMove::WasteUp => {
                self.waste.pop();
                self.up += 1;
            }
        }
    }
    fn status(&self, rules: &ClimbRules) -> Status {
        if self.up == rules.top {
            Status::Won
        } else if self.waste.len() > rules.waste_max as usize {
            Status::Lost(Lost::english("the waste is too high"))
        } else if self.stock.is_empty() && !self.fits(self.waste.top()) {
            Status::Lost(Lost::english("no card fits"))
        } else {
            Status::Playing
        }
    }
    fn all_cards(&self, out: &mut Vec<Card>) {
        out.extend(self.stock.iter());
        out.extend(self.waste.iter());
        out.extend((1..=self.up).map(|r| Card::new(Rank::new(r), Suit::Spades)));
    }
}

impl Notation for Climb {
    fn parse_move(
        &self,
        _: &ClimbRules,
        text: &str,
    ) -> Result<ClimbMove, ParseMoveError<ClimbError>> {
        match text {
            "d" => Ok(ClimbMove::Down),
            "f" => Ok(ClimbMove::Up),
            "w" => Ok(ClimbMove::WasteUp),
            _ => Err(ParseMoveError::NotAMove {
                text: text.into(),
                expected: "d, f or w".into(),
            }),
        }
    }
    fn format_move(&self, _: &ClimbRules, m: ClimbMove) -> String {
        match m {
            ClimbMove::Down => "d",
            ClimbMove::Up => "f",
            ClimbMove::WasteUp => "w",
        }
        .to_string()
    }
}

impl Board for Climb {
    fn view(&self, _: &ClimbRules) -> View {
        View {
            grid: (1, 1),
            piles: Vec::new(),
            facts: Vec::new(),
        }
    }
}

impl Player for Climb {
    fn choose(&self, _: &ClimbRules, moves: &[ClimbMove]) -> Option<ClimbMove> {
        moves.first().copied()
    }
}

impl Hidden for Climb {
    /// The stock's top card lies face up: taking it (`d` or `f`) shows the one under it.
    fn reveals(&self, _: &ClimbRules, m: ClimbMove) -> bool {
        matches!(m, ClimbMove::Down | ClimbMove::Up) && self.stock.len() > 1
    }
}

impl Prose for Climb {}
