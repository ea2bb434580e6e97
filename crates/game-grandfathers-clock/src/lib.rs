//! GrandfathersClock: a new patience, scaffolded by `cargo xtask new-game grandfathers-clock`.
//!
//! As scaffolded it is a small complete game: turn the stock onto the waste (`draw`) and
//! move the waste's top card to a foundation (`w-f1` … `w-f4`, one per suit, from the ace
//! up). Replace the rules with the real ones; the engine and the command line need nothing
//! else: the board plays what [`Game::tap`] and [`Game::drag`] answer, and a solver is named
//! where the game registers (`solver = engine::solve::TunedSearch` once it implements
//! `engine::solve::Solve`).

use cards::{Card, Stack};
use engine::{
    DealField, Face, Fan, Game, GameRules, PileKind, PileView, RuleValueError, Status, View,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GrandfathersClockRules {
    pub redeals: u8,
}

impl GameRules for GrandfathersClockRules {
    fn validate(&self) -> Result<(), RuleValueError> {
        if self.redeals > 9 {
            return Err(RuleValueError::new("redeals", "a whole number from 0 to 9"));
        }
        Ok(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GrandfathersClockMove {
    Draw,
    Redeal,
    /// The waste's top card to the foundation of its suit (0 to 3).
    ToFoundation(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GrandfathersClock {
    stock: Stack<52>,
    waste: Stack<52>,
    foundations: [Stack<13>; 4],
    redeals_left: u8,
}

impl Game for GrandfathersClock {
    type Rules = GrandfathersClockRules;
    type Move = GrandfathersClockMove;
    const PACKS: usize = 1;

    fn pack(_: &Self::Rules) -> Vec<Card> {
        cards::standard_pack(1)
    }

    fn deal_shape(_: &Self::Rules) -> Vec<DealField> {
        vec![DealField::Cards {
            name: "stock",
            count: 52,
        }]
    }

    fn start(rules: &Self::Rules, cards: &[Card], _seed: u64) -> Self {
        GrandfathersClock {
            stock: Stack::from_slice(cards),
            waste: Stack::new(),
            foundations: [Stack::new(); 4],
            redeals_left: rules.redeals,
        }
    }

    fn legal_moves(&self, rules: &Self::Rules, out: &mut Vec<Self::Move>) {
        for m in [
            GrandfathersClockMove::Draw,
            GrandfathersClockMove::Redeal,
            GrandfathersClockMove::ToFoundation(0),
        ] {
            let m = match (m, self.waste.top()) {
                (GrandfathersClockMove::ToFoundation(_), Some(c)) => {
                    GrandfathersClockMove::ToFoundation(c.suit().index() as u8)
                }
                _ => m,
            };
            if self.check(rules, m).is_ok() {
                out.push(m);
            }
        }
    }

    fn check(&self, _: &Self::Rules, m: Self::Move) -> Result<(), String> {
        match m {
            GrandfathersClockMove::Draw if self.stock.is_empty() => {
                Err("the stock is empty".into())
            }
            GrandfathersClockMove::Redeal if !self.stock.is_empty() => {
                Err("the stock is not empty yet".into())
            }
            GrandfathersClockMove::Redeal if self.redeals_left == 0 => {
                Err("no redeal is left".into())
            }
            GrandfathersClockMove::Redeal if self.waste.is_empty() => {
                Err("the waste is empty".into())
            }
            GrandfathersClockMove::ToFoundation(f) => {
                let Some(c) = self.waste.top() else {
                    return Err("the waste is empty".into());
                };
                let pile = self
                    .foundations
                    .get(f as usize)
                    .ok_or("there are foundations f1 to f4")?;
                if c.suit().index() != f as usize || c.rank().value() as usize != pile.len() + 1 {
                    return Err(format!("{c} does not go on f{}", f + 1));
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn apply(&mut self, _: &Self::Rules, m: Self::Move) {
        match m {
            GrandfathersClockMove::Draw => {
                if let Some(c) = self.stock.pop() {
                    self.waste.push(c);
                }
            }
            GrandfathersClockMove::Redeal => {
                while let Some(c) = self.waste.pop() {
                    self.stock.push(c);
                }
                self.redeals_left -= 1;
            }
            GrandfathersClockMove::ToFoundation(f) => {
                if let Some(c) = self.waste.pop() {
                    self.foundations[f as usize].push(c);
                }
            }
        }
    }

    fn status(&self, rules: &Self::Rules) -> Status {
        let mut moves = Vec::new();
        self.legal_moves(rules, &mut moves);
        if self.foundations.iter().all(|f| f.len() == 13) {
            Status::Won
        } else if moves.is_empty() {
            Status::Lost("no move is left")
        } else {
            Status::Playing
        }
    }

    fn parse_move(&self, _: &Self::Rules, text: &str) -> Result<Self::Move, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "draw" => Ok(GrandfathersClockMove::Draw),
            "redeal" => Ok(GrandfathersClockMove::Redeal),
            t => match t.strip_prefix("w-f").and_then(|n| n.parse::<u8>().ok()) {
                Some(n @ 1..=4) => Ok(GrandfathersClockMove::ToFoundation(n - 1)),
                _ => Err("expected `draw`, `redeal` or `w-f1` … `w-f4`".into()),
            },
        }
    }

    fn format_move(&self, _: &Self::Rules, m: Self::Move) -> String {
        match m {
            GrandfathersClockMove::Draw => "draw".into(),
            GrandfathersClockMove::Redeal => "redeal".into(),
            GrandfathersClockMove::ToFoundation(f) => format!("w-f{}", f + 1),
        }
    }

    fn all_cards(&self, out: &mut Vec<Card>) {
        out.extend_from_slice(self.stock.as_slice());
        out.extend_from_slice(self.waste.as_slice());
        for f in &self.foundations {
            out.extend_from_slice(f.as_slice());
        }
    }

    fn view(&self, _: &Self::Rules) -> View {
        let mut piles = vec![
            PileView {
                id: "stock".into(),
                label: String::new(),
                kind: PileKind::Stock,
                cards: vec![Face::Down; self.stock.len()],
                at: (0, 0),
                fan: Fan::None,
                complete: false,
                note: None,
            },
            PileView {
                id: "w".into(),
                label: "waste".into(),
                kind: PileKind::Waste,
                cards: self.waste.iter().map(|&c| Face::Up(c)).collect(),
                at: (1, 0),
                fan: Fan::None,
                complete: false,
                note: None,
            },
        ];
        for (i, f) in self.foundations.iter().enumerate() {
            piles.push(PileView {
                id: format!("f{}", i + 1),
                label: String::new(),
                kind: PileKind::Foundation,
                cards: f.iter().map(|&c| Face::Up(c)).collect(),
                at: (2 + i as u8, 0),
                fan: Fan::None,
                complete: f.len() == 13,
                note: None,
            });
        }
        View {
            grid: (6, 1),
            piles,
            facts: vec![format!("redeals left {}", self.redeals_left)],
        }
    }

    /// A drag from the waste (pile 1 of the view) to a foundation (piles 2 to 5).
    fn drag(&self, _: &Self::Rules, from: usize, to: usize) -> Option<Self::Move> {
        (from == 1 && (2..6).contains(&to))
            .then(|| GrandfathersClockMove::ToFoundation(to as u8 - 2))
    }

    /// A tap on the stock (pile 0) draws, or redeals when it is empty.
    fn tap(&self, _: &Self::Rules, pile: usize) -> Option<Self::Move> {
        match pile {
            0 if self.stock.is_empty() => Some(GrandfathersClockMove::Redeal),
            0 => Some(GrandfathersClockMove::Draw),
            _ => None,
        }
    }

    fn choose(&self, _: &Self::Rules, moves: &[Self::Move]) -> Option<Self::Move> {
        // A card to a foundation first: it can never hurt in this game.
        moves
            .iter()
            .copied()
            .find(|m| matches!(m, GrandfathersClockMove::ToFoundation(_)))
            .or_else(|| moves.first().copied())
    }
}

engine::register_game!(
    GrandfathersClock,
    "grandfathers-clock",
    [],
    include_str!("../../../rules/grandfathers-clock.toml")
);

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #[test]
        fn laws_hold(seed in 0u64..1000, picks in proptest::collection::vec(0u16..8, 0..120)) {
            engine::laws::random_walk::<GrandfathersClock>(&GrandfathersClockRules { redeals: 1 }, seed, &picks);
        }
    }
}
