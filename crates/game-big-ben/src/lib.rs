//! Big Ben, the two-pack clock patience of texts 000 and 003 (`docs/sources.md`), and its second-pass variant.
//!
//! Twelve clock cards are the foundations, one at each hour; each builds up in suit, wrapping
//! K→A→2, until its top card shows its hour. Twelve tableau piles of three stand outside the
//! hours; one top card moves at a time, down in suit. A pile with fewer than three cards has
//! gaps: it takes no build until the player fills every gap from the stock at once, starting
//! at 12 o'clock and going clockwise. Only with no gap left may a stock card be drawn to the
//! waste. Rules as implemented, deal order and notation: `docs/games/big-ben.md`.

use cards::{Card, Rank, Stack};
use engine::{
    Board, DealField, Face, Fan, Game, GameRules, Hidden, Msg, Notation, ParseMoveError, PileKind,
    PileView, Player, Prose, RuleValueError, Status, View,
};
use serde::{Deserialize, Serialize};
use std::collections::{HashSet, VecDeque};
use std::hash::{Hash, Hasher};

/// Lost: the stock and redeals are used up and no card can move.
pub(crate) const LOST_STUCK: engine::Lost =
    engine::Lost::new("big-ben-lost", "the stock is out and no card can move");
/// Lost: cards can still move between piles, but none can ever reach a foundation.
pub(crate) const LOST_SHUTTLING: engine::Lost = engine::Lost::new(
    "big-ben-lost-shuttling",
    "the stock is out and no card can reach a foundation: only shuttling between piles is left",
);

/// The way a fill goes round the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FillDirection {
    Clockwise,
    Counterclockwise,
}

/// The rules of `rules/big-ben.toml`; every value of `docs/games/big-ben.md` is a field.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BigBenRules {
    /// The twelve foundation cards, clockwise from `first_hour`.
    pub clock_cards: Vec<Card>,
    /// The hour of the first clock card.
    pub first_hour: u8,
    /// Cards a tableau pile is dealt and filled up to; fewer means gaps.
    pub pile_size: u8,
    /// Whether a king may go on an ace in the tableau.
    pub tableau_wrap: bool,
    /// Whether a pile with gaps may be built on.
    pub build_on_short_piles: bool,
    /// The hour whose pile a fill starts at.
    pub fill_start_hour: u8,
    pub fill_direction: FillDirection,
    /// How many times the waste may be turned over as a new stock.
    pub redeals: u8,
}

/// The largest pile size: twelve piles must fit in the 92 cards left after the clock.
pub const MAX_PILE_SIZE: u8 = 7;

impl GameRules for BigBenRules {
    fn validate(&self) -> Result<(), RuleValueError> {
        let distinct = self.clock_cards.iter().collect::<HashSet<_>>().len();
        if self.clock_cards.len() != 12 || distinct != 12 {
            let n = self.clock_cards.len();
            return Err(RuleValueError::new(
                "clock_cards",
                Msg::new(
                    "big-ben-expect-clock-cards",
                    format!(
                        "twelve distinct cards, e.g. [\"2C\", \"3H\", …] (found {n} cards, {distinct} distinct)"
                    ),
                )
                .arg("n", n)
                .arg("distinct", distinct),
            ));
        }
        if !(1..=12).contains(&self.first_hour) {
            return Err(RuleValueError::hour("first_hour"));
        }
        if !(1..=MAX_PILE_SIZE).contains(&self.pile_size) {
            return Err(RuleValueError::new(
                "pile_size",
                Msg::new(
                    "big-ben-expect-pile-size",
                    format!(
                        "a whole number from 1 to {MAX_PILE_SIZE} (twelve piles must fit in 92 cards)"
                    ),
                )
                .arg("max", MAX_PILE_SIZE),
            ));
        }
        if !(1..=12).contains(&self.fill_start_hour) {
            return Err(RuleValueError::hour("fill_start_hour"));
        }
        if self.redeals > 3 {
            return Err(RuleValueError::range("redeals", 0, 3));
        }
        Ok(())
    }
}

impl BigBenRules {
    fn size(&self) -> usize {
        self.pile_size as usize
    }

    /// Cards in the stock after the deal.
    pub fn stock_size(&self) -> usize {
        PACK_SIZE - 12 * self.size()
    }
}

/// Cards dealt: two packs less the twelve clock cards.
const PACK_SIZE: usize = 92;
/// Longest possible tableau pile: above `pile_size` cards a pile only grows by builds, a
/// chain down in one suit of at most 26 distinct cards starting at position `pile_size`-1.
const PILE_MAX: usize = MAX_PILE_SIZE as usize - 1 + 26;
const STOCK_MAX: usize = PACK_SIZE - 12;
/// Positions the lost check looks at before giving up (and saying "playing").
const LOST_BOUND: usize = 4_000;
/// Positions the default player looks at for a way to a foundation before it fills or draws.
const PLAYER_BOUND: usize = 300;

/// A pile named in the notation. Hours are stored as indices 0..12 (hour 1 is 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    Tableau(u8),
    Foundation(u8),
    Waste,
}

/// The name in the notation: `t3`, `f9`, `w`.
impl std::fmt::Display for Place {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Place::Tableau(h) => write!(out, "t{}", h + 1),
            Place::Foundation(h) => write!(out, "f{}", h + 1),
            Place::Waste => write!(out, "w"),
        }
    }
}

impl Place {
    fn parse(s: &str) -> Result<Place, ParseMoveError<BigBenError>> {
        let bad = || ParseMoveError::NotA {
            text: s.to_string(),
            kind: "pile",
            expected: Msg::new(
                "big-ben-expected-pile",
                "t1…t12 (tableau), f1…f12 (foundations) or w (waste)",
            ),
        };
        if s == "w" {
            return Ok(Place::Waste);
        }
        if s == "s" || s == "stock" {
            return Err(BigBenError::FromStock.into());
        }
        let (kind, num) = s.split_at(s.find(|c: char| c.is_ascii_digit()).ok_or_else(bad)?);
        let hour = num
            .parse::<u8>()
            .ok()
            .filter(|h| (1..=12).contains(h))
            .ok_or_else(bad)?;
        match kind {
            "t" => Ok(Place::Tableau(hour - 1)),
            "f" => Ok(Place::Foundation(hour - 1)),
            _ => Err(bad()),
        }
    }
}

/// Why Big Ben refuses a move. Hours are indices (t1 and f1 are 0).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BigBenError {
    #[error("the stock is not played from directly: use `draw` (or `fill` for the gaps)")]
    FromStock,
    #[error("cards never leave a foundation (f{} is not played from)", .foundation + 1)]
    FromFoundation { foundation: u8 },
    #[error("nothing is put on the waste: it only takes drawn cards (`draw`)")]
    OntoWaste,
    #[error("{place} cannot move onto itself")]
    OntoItself { place: Place },
    #[error("the waste is empty")]
    WasteEmpty,
    #[error("t{} is empty", .pile + 1)]
    PileEmpty { pile: u8 },
    #[error("f{} is complete: it ended on {top}", .foundation + 1)]
    FoundationComplete { foundation: u8, top: Card },
    #[error("{card} does not go on f{}: it shows {top} and takes {wants} next", .foundation + 1)]
    NotOnFoundation {
        card: Card,
        foundation: u8,
        top: Card,
        wants: Card,
    },
    #[error(
        "t{} has {} ({cards} of {size} cards): it takes no build until it is filled",
        .pile + 1,
        gaps_text(*.size - *.cards)
    )]
    ShortPile { pile: u8, cards: usize, size: usize },
    #[error("t{} is empty: only a fill puts cards there", .pile + 1)]
    OntoEmpty { pile: u8 },
    #[error(
        "{card} does not go on {on}: these rules build no king on an ace (tableau_wrap = false)"
    )]
    NoKingOnAce { card: Card, on: Card },
    /// `wants` is the card that would go on `on`, `None` when none does (an ace, no wrap).
    #[error(
        "{card} does not go on {on}: a build is the same suit, one rank lower ({})",
        .wants.map_or("nothing".to_string(), |c| c.to_string())
    )]
    NoBuild {
        card: Card,
        on: Card,
        wants: Option<Card>,
    },
    #[error("the stock is empty: nothing is left to fill with")]
    NothingToFillWith,
    #[error("no pile has a gap: there is nothing to fill")]
    NoGap,
    #[error("the stock is empty")]
    StockEmpty,
    #[error("the stock is empty: `redeal` turns the waste over")]
    StockEmptyRedealLeft,
    /// `piles` are the short piles' indices.
    #[error(
        "piles with gaps ({}) must be filled first (`fill`): no card is drawn while a gap is open",
        pile_names(.piles)
    )]
    GapsOpen { piles: Vec<u8> },
    #[error("these rules allow no redeal")]
    NoRedeals,
    #[error("no redeal is left (the rules allow {allowed})")]
    RedealsUsed { allowed: u8 },
    #[error("the stock still has {cards} card{}: redeal when it is empty", if *.cards == 1 { "" } else { "s" })]
    StockNotEmpty { cards: usize },
    #[error("the waste is empty: there is nothing to turn over")]
    NothingToRedeal,
}

impl BigBenError {
    /// The refusal as a message of Big Ben's catalog.
    fn msg(&self) -> Msg {
        use BigBenError as E;
        let en = self.to_string();
        let m = |id: &'static str| Msg::new(id, en.clone());
        let pile = |p: u8| format!("t{}", p + 1);
        let found = |f: u8| format!("f{}", f + 1);
        match self {
            E::FromStock => m("big-ben-from-stock"),
            E::FromFoundation { foundation } => {
                m("big-ben-from-foundation").arg("pile", found(*foundation))
            }
            E::OntoWaste => m("big-ben-onto-waste"),
            E::OntoItself { place } => m("big-ben-onto-itself").arg("pile", place.to_string()),
            E::WasteEmpty => m("big-ben-waste-empty"),
            E::PileEmpty { pile: p } => m("big-ben-pile-empty").arg("pile", pile(*p)),
            E::FoundationComplete { foundation, top } => m("big-ben-foundation-complete")
                .arg("pile", found(*foundation))
                .arg("top", top.to_string()),
            E::NotOnFoundation {
                card,
                foundation,
                top,
                wants,
            } => m("big-ben-not-on-foundation")
                .arg("card", card.to_string())
                .arg("pile", found(*foundation))
                .arg("top", top.to_string())
                .arg("wants", wants.to_string()),
            E::ShortPile {
                pile: p,
                cards,
                size,
            } => m("big-ben-short-pile")
                .arg("pile", pile(*p))
                .arg("gaps", size - cards)
                .arg("cards", *cards)
                .arg("size", *size),
            E::OntoEmpty { pile: p } => m("big-ben-onto-empty").arg("pile", pile(*p)),
            E::NoKingOnAce { card, on } => m("big-ben-no-king-on-ace")
                .arg("card", card.to_string())
                .arg("on", on.to_string()),
            E::NoBuild { card, on, wants } => match wants {
                Some(w) => m("big-ben-no-build").arg("wants", w.to_string()),
                None => m("big-ben-no-build-at-all"),
            }
            .arg("card", card.to_string())
            .arg("on", on.to_string()),
            E::NothingToFillWith => m("big-ben-nothing-to-fill-with"),
            E::NoGap => m("big-ben-no-gap"),
            E::StockEmpty => m("big-ben-stock-empty"),
            E::StockEmptyRedealLeft => m("big-ben-stock-empty-redeal-left"),
            E::GapsOpen { piles } => m("big-ben-gaps-open").arg("piles", pile_names(piles)),
            E::NoRedeals => m("big-ben-no-redeals"),
            E::RedealsUsed { allowed } => m("big-ben-redeals-used").arg("allowed", *allowed),
            E::StockNotEmpty { cards } => m("big-ben-stock-not-empty").arg("n", *cards),
            E::NothingToRedeal => m("big-ben-nothing-to-redeal"),
        }
    }
}

/// `a gap` or `N gaps`.
fn gaps_text(n: usize) -> String {
    if n == 1 {
        "a gap".to_string()
    } else {
        format!("{n} gaps")
    }
}

/// `t1, t5`: tableau piles by their indices.
fn pile_names(piles: &[u8]) -> String {
    let v: Vec<String> = piles.iter().map(|&h| format!("t{}", h + 1)).collect();
    v.join(", ")
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BigBenMove {
    /// The top card of `from` (a tableau pile or the waste) onto `to`.
    Card { from: Place, to: Place },
    /// Every gap filled from the stock, round the clock.
    Fill,
    /// The top stock card turned onto the waste.
    Draw,
    /// The waste turned over as the new stock.
    Redeal,
}

/// A position. Piles are indexed by hour - 1; stock and waste list their bottom card first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BigBen {
    tableau: [Stack<PILE_MAX>; 12],
    /// The clock card at each hour (kept here so the position knows every card it holds).
    base: [Card; 12],
    /// Cards built on each clock card.
    built: [u8; 12],
    stock: Stack<STOCK_MAX>,
    waste: Stack<STOCK_MAX>,
    redeals_left: u8,
}

fn hour_of_index(index: usize) -> usize {
    index + 1
}

/// Whether `c` goes on `t` in the tableau: same suit, one rank lower (a king on an ace only
/// with `wrap`).
fn builds_on(c: Card, t: Card, wrap: bool) -> bool {
    c.suit() == t.suit()
        && (c.rank().value() + 1 == t.rank().value()
            || (wrap && c.rank() == Rank::KING && t.rank() == Rank::ACE))
}

/// The clock card at each hour index: `clock_cards` laid clockwise from `first_hour`.
fn clock(rules: &BigBenRules) -> [Card; 12] {
    let mut base = [rules.clock_cards[0]; 12];
    for (i, &c) in rules.clock_cards.iter().enumerate() {
        base[(rules.first_hour as usize - 1 + i) % 12] = c;
    }
    base
}

/// What the default player's search or the lost check found.
enum Reach {
    /// A foundation move is possible now (`None`) or after the given first move.
    Found(Option<BigBenMove>),
    Unreachable,
    /// Too many positions to be sure.
    TooMany,
}

impl BigBen {
    /// The top card of the foundation at hour index `h`.
    pub fn foundation_top(&self, h: usize) -> Card {
        let b = self.base[h];
        let v = (b.rank().value() as usize - 1 + self.built[h] as usize) % 13 + 1;
        Card::new(Rank::new(v as u8), b.suit())
    }

    /// The index of the top card of the foundation at hour index `h` (see [`Card::index`]):
    /// the arithmetic of [`BigBen::foundation_top`] without building a rank.
    #[inline]
    fn top_index(&self, h: usize) -> usize {
        (self.base[h].index() + 4 * self.built[h] as usize) % 52
    }

    /// Complete: its top card shows its hour.
    #[inline]
    pub fn is_complete(&self, h: usize) -> bool {
        self.top_index(h) / 4 == h
    }

    /// The card a foundation ends on.
    fn end_card(&self, h: usize) -> Card {
        Card::new(Rank::new(hour_of_index(h) as u8), self.base[h].suit())
    }

    #[inline]
    fn fits_foundation(&self, h: usize, c: Card) -> bool {
        let t = self.top_index(h);
        t / 4 != h && c.index() == (t + 4) % 52
    }

    /// For each card (by index), the foundations that take it now, one bit per hour index.
    #[inline]
    fn foundation_wants(&self) -> [u16; 52] {
        let mut wants = [0u16; 52];
        for h in 0..12 {
            let t = self.top_index(h);
            if t / 4 != h {
                wants[(t + 4) % 52] |= 1 << h;
            }
        }
        wants
    }

    /// For each card (by index), the piles that take it as a build now, one bit per pile.
    #[inline]
    fn build_targets(&self, rules: &BigBenRules) -> [u16; 52] {
        let mut takes = [0u16; 52];
        for h in 0..12 {
            if !rules.build_on_short_piles && self.is_short(rules, h) {
                continue;
            }
            let Some(t) = self.tableau[h].top() else {
                continue;
            };
            // The card one rank lower in the same suit; on an ace, the king only with wrap.
            let t = t.index();
            if t >= 4 {
                takes[t - 4] |= 1 << h;
            } else if rules.tableau_wrap {
                takes[t + 48] |= 1 << h;
            }
        }
        takes
    }

    pub fn tableau(&self, h: usize) -> &[Card] {
        self.tableau[h].as_slice()
    }

    pub fn stock(&self) -> &[Card] {
        self.stock.as_slice()
    }

    pub fn waste(&self) -> &[Card] {
        self.waste.as_slice()
    }

    pub fn redeals_left(&self) -> u8 {
        self.redeals_left
    }

    fn is_short(&self, rules: &BigBenRules, h: usize) -> bool {
        self.tableau[h].len() < rules.size()
    }

    fn gaps(&self, rules: &BigBenRules) -> usize {
        (0..12)
            .map(|h| rules.size().saturating_sub(self.tableau[h].len()))
            .sum()
    }

    fn card_at(&self, p: Place) -> Option<Card> {
        match p {
            Place::Tableau(h) => self.tableau[h as usize].top(),
            Place::Waste => self.waste.top(),
            Place::Foundation(_) => None,
        }
    }

    fn can_redeal(&self) -> bool {
        self.redeals_left > 0 && self.stock.is_empty() && !self.waste.is_empty()
    }

    fn all_complete(&self) -> bool {
        (0..12).all(|h| self.is_complete(h))
    }

    /// Card moves, foundation moves first (tableau sources, then the waste), then builds.
    /// Every move the rules allow here, without asking whether the game is over (the
    /// solver asks that more cheaply itself).
    pub(crate) fn every_move(&self, rules: &BigBenRules, out: &mut Vec<BigBenMove>) {
        self.card_moves(rules, true, true, out);
        out.extend(self.stock_move(rules));
    }

    /// The move of the stock, if any: a fill while a pile has a gap, else a draw; once the
    /// stock is out, the redeal if one is left.
    pub(crate) fn stock_move(&self, rules: &BigBenRules) -> Option<BigBenMove> {
        if !self.stock.is_empty() {
            if (0..12).any(|h| self.is_short(rules, h)) {
                Some(BigBenMove::Fill)
            } else {
                Some(BigBenMove::Draw)
            }
        } else if self.can_redeal() {
            Some(BigBenMove::Redeal)
        } else {
            None
        }
    }

    fn card_moves(
        &self,
        rules: &BigBenRules,
        foundations: bool,
        builds: bool,
        out: &mut Vec<BigBenMove>,
    ) {
        let sources = (0..12u8)
            .map(Place::Tableau)
            .chain(std::iter::once(Place::Waste));
        // Each source in turn, its targets in the order of their hours.
        let mut push = |from: Place, mut targets: u16, to: fn(u8) -> Place| {
            while targets != 0 {
                out.push(BigBenMove::Card {
                    from,
                    to: to(targets.trailing_zeros() as u8),
                });
                targets &= targets - 1;
            }
        };
        if foundations {
            let wants = self.foundation_wants();
            for from in sources.clone() {
                if let Some(c) = self.card_at(from) {
                    push(from, wants[c.index()], Place::Foundation);
                }
            }
        }
        if builds {
            let takes = self.build_targets(rules);
            for from in sources {
                if let Some(c) = self.card_at(from) {
                    let own = match from {
                        Place::Tableau(h) => 1 << h,
                        _ => 0,
                    };
                    push(from, takes[c.index()] & !own, Place::Tableau);
                }
            }
        }
    }

    fn has_foundation_move(&self) -> bool {
        let wants = self.foundation_wants();
        self.tableau
            .iter()
            .filter_map(|p| p.top())
            .chain(self.waste.top())
            .any(|c| wants[c.index()] != 0)
    }

    /// Breadth-first over the positions that builds alone reach (no stock, no foundation
    /// move), looking for one where a card can go to a foundation; gives up after `bound`
    /// positions.
    fn reach_foundation(&self, rules: &BigBenRules, bound: usize) -> Reach {
        if self.has_foundation_move() {
            return Reach::Found(None);
        }
        // Positions are told apart by a 64-bit hash: a collision could only cut the search
        // short, and at a few thousand positions it is vanishingly rare.
        let key = |g: &BigBen| {
            let mut h = std::hash::DefaultHasher::new();
            g.tableau.hash(&mut h);
            g.waste.len().hash(&mut h);
            h.finish()
        };
        let mut seen: HashSet<u64> = HashSet::new();
        let mut queue: VecDeque<(BigBen, Option<BigBenMove>)> = VecDeque::new();
        let mut buf = Vec::new();
        seen.insert(key(self));
        queue.push_back((*self, None));
        while let Some((pos, first)) = queue.pop_front() {
            if first.is_some() && pos.has_foundation_move() {
                return Reach::Found(first);
            }
            if seen.len() > bound {
                return Reach::TooMany;
            }
            buf.clear();
            pos.card_moves(rules, false, true, &mut buf);
            for &m in &buf {
                let mut next = pos;
                next.apply(rules, m);
                if seen.insert(key(&next)) {
                    queue.push_back((next, first.or(Some(m))));
                }
            }
        }
        Reach::Unreachable
    }

    fn check_card(&self, rules: &BigBenRules, from: Place, to: Place) -> Result<(), BigBenError> {
        if let Place::Foundation(foundation) = from {
            return Err(BigBenError::FromFoundation { foundation });
        }
        if to == Place::Waste {
            return Err(BigBenError::OntoWaste);
        }
        if from == to {
            return Err(BigBenError::OntoItself { place: from });
        }
        let Some(c) = self.card_at(from) else {
            return Err(match from {
                Place::Tableau(pile) => BigBenError::PileEmpty { pile },
                _ => BigBenError::WasteEmpty,
            });
        };
        match to {
            Place::Foundation(foundation) => {
                let h = foundation as usize;
                let top = self.foundation_top(h);
                if self.is_complete(h) {
                    Err(BigBenError::FoundationComplete { foundation, top })
                } else if !self.fits_foundation(h, c) {
                    Err(BigBenError::NotOnFoundation {
                        card: c,
                        foundation,
                        top,
                        wants: Card::new(top.rank().next_wrapping(), top.suit()),
                    })
                } else {
                    Ok(())
                }
            }
            Place::Tableau(pile) => {
                let h = pile as usize;
                if !rules.build_on_short_piles && self.is_short(rules, h) {
                    return Err(BigBenError::ShortPile {
                        pile,
                        cards: self.tableau[h].len(),
                        size: rules.size(),
                    });
                }
                let Some(t) = self.tableau[h].top() else {
                    return Err(BigBenError::OntoEmpty { pile });
                };
                if builds_on(c, t, rules.tableau_wrap) {
                    return Ok(());
                }
                if c.suit() == t.suit() && c.rank() == Rank::KING && t.rank() == Rank::ACE {
                    return Err(BigBenError::NoKingOnAce { card: c, on: t });
                }
                let wants = (t.rank() != Rank::ACE || rules.tableau_wrap)
                    .then(|| Card::new(t.rank().prev_wrapping(), t.suit()));
                Err(BigBenError::NoBuild {
                    card: c,
                    on: t,
                    wants,
                })
            }
            Place::Waste => unreachable!("refused above"),
        }
    }

    /// The tableau piles still short of their size, by index.
    fn short_piles(&self, rules: &BigBenRules) -> Vec<u8> {
        (0..12u8)
            .filter(|&h| self.is_short(rules, h as usize))
            .collect()
    }

    fn fill(&mut self, rules: &BigBenRules) {
        let step = match rules.fill_direction {
            FillDirection::Clockwise => 1,
            FillDirection::Counterclockwise => 11,
        };
        let start = rules.fill_start_hour as usize - 1;
        while !self.stock.is_empty() && (0..12).any(|h| self.is_short(rules, h)) {
            // One round: a card for each pile still short when its turn comes.
            let mut h = start;
            for _ in 0..12 {
                if self.is_short(rules, h)
                    && let Some(c) = self.stock.pop()
                {
                    self.tableau[h].push(c);
                }
                h = (h + step) % 12;
            }
        }
    }

    /// Whether the tableau `from` pile would show a card that fits a foundation once its top
    /// card left it.
    fn exposes_foundation_card(&self, from: usize) -> bool {
        self.exposes_wanted_card(from, &self.foundation_wants())
    }

    /// [`BigBen::exposes_foundation_card`] with the foundations' wants at hand.
    #[inline]
    fn exposes_wanted_card(&self, from: usize, wants: &[u16; 52]) -> bool {
        let p = self.tableau[from].as_slice();
        p.len() >= 2 && wants[p[p.len() - 2].index()] != 0
    }
}

impl Game for BigBen {
    type Rules = BigBenRules;
    type Move = BigBenMove;
    type MoveError = BigBenError;
    const PACKS: usize = 2;

    /// Two packs in `cards::standard_pack` order, less the first copy of each clock card.
    fn pack(rules: &BigBenRules) -> Vec<Card> {
        let mut pack = cards::standard_pack(2);
        for c in &rules.clock_cards {
            if let Some(i) = pack.iter().position(|x| x == c) {
                pack.remove(i);
            }
        }
        pack
    }

    fn deal_shape(rules: &BigBenRules) -> Vec<DealField> {
        vec![
            DealField::Piles {
                name: "tableau",
                count: 12,
                size: rules.size(),
            },
            DealField::Cards {
                name: "stock",
                count: rules.stock_size(),
            },
        ]
    }

    /// Tableau piles from 1 o'clock to 12 o'clock, each bottom card first; then the stock,
    /// bottom first, so its last card is the first drawn.
    fn start(rules: &BigBenRules, cards: &[Card], _seed: u64) -> BigBen {
        let n = rules.size();
        let mut tableau = [Stack::new(); 12];
        for (h, pile) in cards[..12 * n].chunks(n).enumerate() {
            tableau[h] = Stack::from_slice(pile);
        }
        BigBen {
            tableau,
            base: clock(rules),
            built: [0; 12],
            stock: Stack::from_slice(&cards[12 * n..]),
            waste: Stack::new(),
            redeals_left: rules.redeals,
        }
    }

    fn legal_moves(&self, rules: &BigBenRules, out: &mut Vec<BigBenMove>) {
        if self.status(rules).is_over() {
            return;
        }
        self.every_move(rules, out);
    }

    fn check(&self, rules: &BigBenRules, m: BigBenMove) -> Result<(), BigBenError> {
        match m {
            BigBenMove::Card { from, to } => self.check_card(rules, from, to),
            BigBenMove::Fill if self.stock.is_empty() => Err(BigBenError::NothingToFillWith),
            BigBenMove::Fill if self.gaps(rules) == 0 => Err(BigBenError::NoGap),
            BigBenMove::Fill => Ok(()),
            BigBenMove::Draw if self.stock.is_empty() => Err(if self.can_redeal() {
                BigBenError::StockEmptyRedealLeft
            } else {
                BigBenError::StockEmpty
            }),
            BigBenMove::Draw if self.gaps(rules) > 0 => Err(BigBenError::GapsOpen {
                piles: self.short_piles(rules),
            }),
            BigBenMove::Draw => Ok(()),
            BigBenMove::Redeal if rules.redeals == 0 => Err(BigBenError::NoRedeals),
            BigBenMove::Redeal if self.redeals_left == 0 => Err(BigBenError::RedealsUsed {
                allowed: rules.redeals,
            }),
            BigBenMove::Redeal if !self.stock.is_empty() => Err(BigBenError::StockNotEmpty {
                cards: self.stock.len(),
            }),
            BigBenMove::Redeal if self.waste.is_empty() => Err(BigBenError::NothingToRedeal),
            BigBenMove::Redeal => Ok(()),
        }
    }

    fn apply(&mut self, rules: &BigBenRules, m: BigBenMove) {
        match m {
            BigBenMove::Card { from, to } => {
                let c = match from {
                    Place::Tableau(h) => self.tableau[h as usize].pop(),
                    Place::Waste => self.waste.pop(),
                    Place::Foundation(_) => None,
                };
                let Some(c) = c else { return };
                match to {
                    Place::Tableau(h) => self.tableau[h as usize].push(c),
                    Place::Foundation(h) => self.built[h as usize] += 1,
                    Place::Waste => self.waste.push(c),
                }
            }
            BigBenMove::Fill => self.fill(rules),
            BigBenMove::Draw => {
                if let Some(c) = self.stock.pop() {
                    self.waste.push(c);
                }
            }
            BigBenMove::Redeal => {
                // Turned over: the first card drawn to the waste is drawn first again.
                while let Some(c) = self.waste.pop() {
                    self.stock.push(c);
                }
                self.redeals_left = self.redeals_left.saturating_sub(1);
            }
        }
    }

    fn status(&self, rules: &BigBenRules) -> Status {
        if self.all_complete() {
            return Status::Won;
        }
        if !self.stock.is_empty() || self.can_redeal() {
            return Status::Playing;
        }
        match self.reach_foundation(rules, LOST_BOUND) {
            Reach::Found(_) | Reach::TooMany => Status::Playing,
            Reach::Unreachable => {
                let mut moves = Vec::new();
                self.card_moves(rules, false, true, &mut moves);
                if moves.is_empty() {
                    Status::Lost(LOST_STUCK)
                } else {
                    Status::Lost(LOST_SHUTTLING)
                }
            }
        }
    }

    /// Every card dealt, i.e. exactly the pack: the clock cards are not part of it, so a
    /// foundation contributes only the cards built on it.
    fn all_cards(&self, out: &mut Vec<Card>) {
        for p in &self.tableau {
            out.extend_from_slice(p.as_slice());
        }
        out.extend_from_slice(self.stock.as_slice());
        out.extend_from_slice(self.waste.as_slice());
        for h in 0..12 {
            let b = self.base[h];
            let mut r = b.rank();
            for _ in 0..self.built[h] {
                r = r.next_wrapping();
                out.push(Card::new(r, b.suit()));
            }
        }
    }
}

impl Notation for BigBen {
    fn parse_move(
        &self,
        _: &BigBenRules,
        text: &str,
    ) -> Result<BigBenMove, ParseMoveError<BigBenError>> {
        let t = text.trim().to_ascii_lowercase();
        match t.as_str() {
            "fill" => return Ok(BigBenMove::Fill),
            "draw" => return Ok(BigBenMove::Draw),
            "redeal" => return Ok(BigBenMove::Redeal),
            _ => {}
        }
        let Some((from, to)) = t.split_once('-') else {
            return Err(ParseMoveError::NotAMove {
                text: text.trim().to_string(),
                expected: Msg::new(
                    "big-ben-expected-move",
                    "FROM-TO (e.g. t3-f9, w-t4), `fill`, `draw` or `redeal`",
                ),
            });
        };
        Ok(BigBenMove::Card {
            from: Place::parse(from)?,
            to: Place::parse(to)?,
        })
    }

    fn format_move(&self, _: &BigBenRules, m: BigBenMove) -> String {
        match m {
            BigBenMove::Card { from, to } => format!("{from}-{to}"),
            BigBenMove::Fill => "fill".into(),
            BigBenMove::Draw => "draw".into(),
            BigBenMove::Redeal => "redeal".into(),
        }
    }
}

/// A clock face on a 7 × 7 grid: foundations on the inner ring, each tableau pile just
/// outside its hour, stock and waste in the middle. Index = hour - 1.
const TABLEAU_AT: [(u8, u8); 12] = [
    (4, 0),
    (6, 2),
    (6, 3),
    (6, 4),
    (4, 6),
    (3, 6),
    (2, 6),
    (0, 4),
    (0, 3),
    (0, 2),
    (2, 0),
    (3, 0),
];
const FOUNDATION_AT: [(u8, u8); 12] = [
    (4, 1),
    (5, 2),
    (5, 3),
    (5, 4),
    (4, 5),
    (3, 5),
    (2, 5),
    (1, 4),
    (1, 3),
    (1, 2),
    (2, 1),
    (3, 1),
];

/// The board's picture, piece by piece: the foundations, the tableau, the stock and the
/// waste, and the facts under the board.
impl BigBen {
    fn foundation_views(&self) -> impl Iterator<Item = PileView> + '_ {
        FOUNDATION_AT.iter().enumerate().map(|(h, &at)| {
            let b = self.base[h];
            let mut cards = vec![Face::Up(b)];
            let mut r = b.rank();
            for _ in 0..self.built[h] {
                r = r.next_wrapping();
                cards.push(Face::Up(Card::new(r, b.suit())));
            }
            PileView {
                id: format!("f{}", hour_of_index(h)),
                notation: true,
                label: Msg::same(hour_of_index(h).to_string()),
                kind: PileKind::Foundation,
                cards,
                at,
                fan: Fan::None,
                complete: self.is_complete(h),
                note: Some(
                    Msg::new("big-ben-ends", format!("ends {:#}", self.end_card(h)))
                        .arg("card", format!("{:#}", self.end_card(h))),
                ),
            }
        })
    }

    fn tableau_views(&self, rules: &BigBenRules) -> impl Iterator<Item = PileView> + '_ {
        let size = rules.size();
        TABLEAU_AT.iter().enumerate().map(move |(h, &at)| {
            let gaps = size.saturating_sub(self.tableau[h].len());
            PileView {
                id: format!("t{}", hour_of_index(h)),
                notation: true,
                label: Msg::same(hour_of_index(h).to_string()),
                kind: PileKind::Tableau,
                cards: self.tableau[h].iter().map(|&c| Face::Up(c)).collect(),
                at,
                fan: Fan::Right,
                complete: false,
                note: match gaps {
                    0 => None,
                    1 => Some(Msg::new("big-ben-gaps", "1 gap").arg("n", 1u8)),
                    n => Some(Msg::new("big-ben-gaps", format!("{n} gaps")).arg("n", n)),
                },
            }
        })
    }

    fn stock_and_waste_views(&self) -> [PileView; 2] {
        [
            PileView {
                // No name of the notation: the stock is drawn by a command, and the board
                // shows its caption alone.
                id: "stock".into(),
                notation: false,
                label: Msg::new("big-ben-stock", "stock"),
                kind: PileKind::Stock,
                cards: vec![Face::Down; self.stock.len()],
                at: (2, 3),
                fan: Fan::None,
                complete: false,
                note: None,
            },
            PileView {
                id: "w".into(),
                notation: true,
                label: Msg::new("big-ben-waste", "waste"),
                kind: PileKind::Waste,
                cards: self.waste.iter().map(|&c| Face::Up(c)).collect(),
                at: (4, 3),
                fan: Fan::None,
                complete: false,
                note: None,
            },
        ]
    }

    fn facts(&self) -> Vec<Msg> {
        vec![
            Msg::new("big-ben-fact-stock", format!("stock {}", self.stock.len()))
                .arg("n", self.stock.len()),
            Msg::new("big-ben-fact-waste", format!("waste {}", self.waste.len()))
                .arg("n", self.waste.len()),
            Msg::new(
                "big-ben-fact-redeals",
                format!("redeals left {}", self.redeals_left),
            )
            .arg("n", self.redeals_left),
        ]
    }
}

impl Board for BigBen {
    fn view(&self, rules: &BigBenRules) -> View {
        let mut piles = Vec::with_capacity(26);
        piles.extend(self.foundation_views());
        piles.extend(self.tableau_views(rules));
        piles.extend(self.stock_and_waste_views());
        View {
            grid: (7, 7),
            piles,
            facts: self.facts(),
        }
    }

    /// A drag moves the top card of a tableau pile or the waste onto a tableau pile or a
    /// foundation (piles as [`Board::view`] lists them: foundations, tableau, stock, waste).
    fn drag(&self, _: &BigBenRules, from: usize, to: usize) -> Option<BigBenMove> {
        const WASTE: usize = 25;
        let place = |i: usize| match i {
            0..=11 => Some(Place::Foundation(i as u8)),
            12..=23 => Some(Place::Tableau(i as u8 - 12)),
            WASTE => Some(Place::Waste),
            _ => None,
        };
        match (place(from)?, place(to)?) {
            (Place::Foundation(_), _) | (_, Place::Waste) => None,
            (from, to) => Some(BigBenMove::Card { from, to }),
        }
    }

    /// A tap on the stock fills the gaps while there are any, else draws; on an empty stock
    /// it redeals. A tap on a tableau pile with a gap fills too.
    fn tap(&self, rules: &BigBenRules, pile: usize) -> Option<BigBenMove> {
        match pile {
            24 if self.stock.is_empty() => Some(BigBenMove::Redeal),
            24 if self.gaps(rules) > 0 => Some(BigBenMove::Fill),
            24 => Some(BigBenMove::Draw),
            12..24 if self.tableau[pile - 12].len() < rules.size() => Some(BigBenMove::Fill),
            _ => None,
        }
    }
}

impl Player for BigBen {
    /// The default player, using only what the board shows (never the stock's order): see
    /// `player.rs` and docs/games/big-ben.md.
    fn choose(&self, rules: &BigBenRules, moves: &[BigBenMove]) -> Option<BigBenMove> {
        player::choose(self, rules, moves)
    }

    fn is_safe(&self, rules: &BigBenRules, m: BigBenMove) -> bool {
        self.why_safe(rules, m).is_some()
    }

    /// The solver judges the first 8 samples before their playouts: where it decides a
    /// sample quickly it tells apart moves whose playouts lose alike (`docs/expert.md`).
    fn expert_settings(_rules: &BigBenRules) -> engine::ExpertConfig {
        engine::ExpertConfig {
            solve_first: 8,
            ..engine::ExpertConfig::default()
        }
    }

    /// A card to a foundation is safe when it cannot hurt:
    /// - the solver's forced move home (proof B2 of docs/proofs.md): no other foundation
    ///   wants the card, no card that builds on it is still out, and taking it changes
    ///   nothing else: a pile keeps its `pile_size` cards while stock cards are still to
    ///   come (a gap changes where the next fill puts every card), and the waste has no
    ///   redeal ahead;
    /// - or every card is face up (the stock and the redeals are used up) and a search finds
    ///   a win after it: the move keeps the game won.
    fn why_safe(&self, rules: &BigBenRules, m: BigBenMove) -> Option<Msg> {
        let BigBenMove::Card {
            from,
            to: Place::Foundation(h),
        } = m
        else {
            return None;
        };
        let c = self.card_at(from)?;
        let hour = h as usize;
        if !self.fits_foundation(hour, c) {
            return None;
        }
        if self.forced_home(rules, from) == Some(h) {
            let below = Card::new(c.rank().prev_wrapping(), c.suit());
            let (id, base) = if c.rank() == Rank::ACE && !rules.tableau_wrap {
                (
                    "big-ben-safe-ace",
                    "without wrap nothing is built on an ace".to_string(),
                )
            } else {
                ("big-ben-safe", format!("no {below} is left to build on it"))
            };
            return Some(
                Msg::new(
                    id,
                    format!(
                        "{c} goes only to f{}, {base}, and taking it changes nothing else",
                        hour + 1
                    ),
                )
                .arg("card", c.to_string())
                .arg("pile", format!("f{}", hour + 1))
                .arg("below", below.to_string()),
            );
        }
        if self.stock.is_empty() && !self.can_redeal() {
            let mut after = *self;
            after.apply(rules, m);
            if player::wins_within(&after, rules, SAFE_SEARCH) {
                return Some(
                    Msg::new(
                        "big-ben-safe-win",
                        format!(
                            "every card is face up, and a win still follows with {c} on f{}",
                            hour + 1
                        ),
                    )
                    .arg("card", c.to_string())
                    .arg("pile", format!("f{}", hour + 1)),
                );
            }
        }
        None
    }
}

impl Hidden for BigBen {
    /// A draw or a fill turns stock cards, unknown until the stock is first turned over (the
    /// last card left is known by elimination).
    fn reveals(&self, rules: &BigBenRules, m: BigBenMove) -> bool {
        matches!(m, BigBenMove::Draw | BigBenMove::Fill)
            && self.stock.len() > 1
            && self.redeals_left == rules.redeals
    }

    /// The stock is hidden until it is first turned over: after a redeal it is the waste
    /// turned over, every card of which was seen, in an order the player knows.
    fn show_next(&self, _rules: &BigBenRules, sample: &mut BigBen, k: usize) -> bool {
        sample.stock.keep_top_of(&self.stock, k);
        true
    }

    fn redeal_hidden(&self, rules: &BigBenRules, rng: &mut cards::DealRng) -> Option<BigBen> {
        if self.stock.is_empty() || self.redeals_left < rules.redeals {
            return None;
        }
        let mut stock = self.stock.as_slice().to_vec();
        stock.sort_unstable();
        cards::shuffle(&mut stock, rng);
        let mut g = *self;
        g.stock = Stack::from_slice(&stock);
        Some(g)
    }
}

impl Prose for BigBen {
    fn explain(rules: &BigBenRules) -> Vec<Msg> {
        explain::explain(rules)
    }
}

impl engine::Refusal for BigBenError {
    fn told(&self) -> Msg {
        let e = self;
        e.msg()
    }
}

/// Positions `auto` searches, once every card is face up, for a win after a foundation move.
const SAFE_SEARCH: usize = 2_000;

/// Big Ben's rules files, compiled in: `rules/big-ben.toml` and its variants. The
/// registration, the tests, the benches and the tools read them from here.
pub const RULES: engine::BuiltInRules = engine::BuiltInRules {
    own: include_str!("../../../rules/big-ben.toml"),
    variants: &[
        include_str!("../../../rules/big-ben-second-pass.toml"),
        include_str!("../../../rules/big-ben-short-piles.toml"),
    ],
};

/// Big Ben's catalog of messages (`i18n/LANG/big-ben.ftl`): what its board, refusals and
/// rules in prose say in each language.
pub const MESSAGES: engine::Messages = &[
    ("en", include_str!("../i18n/en/big-ben.ftl")),
    ("de", include_str!("../i18n/de/big-ben.ftl")),
    ("es", include_str!("../i18n/es/big-ben.ftl")),
];

engine::register_game!(
    BigBen,
    "big-ben",
    ["father-time"],
    &RULES,
    solver = solve::BigBenSolver,
    messages = MESSAGES
);

#[cfg(test)]
mod tests;

#[doc(hidden)]
pub mod fixtures;

#[doc(hidden)]
pub mod tuning;

mod explain;

mod distil;

mod player;

mod solve;
pub use solve::{BIG_BEN_BUDGET, BigBenSolver, Decider, USUAL_BUDGET, decide_seed};
