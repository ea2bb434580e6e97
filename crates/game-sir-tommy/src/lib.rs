//! Sir Tommy (Old Patience), the patience of text 001 (`docs/sources.md`), and its variants: aces up, four at a
//! time, the old strict rule and by suit with two redeals.
//!
//! The stock is turned one card (or `turn_count` cards) at a time; each turned card is placed
//! at once: an ace starts a new foundation, another card goes on a foundation whose top is one
//! rank lower or on any waste pile. Waste tops may go to a foundation. See
//! `docs/games/sir-tommy.md` for every rule decision and the move notation.

use cards::{Card, DealRng, Rank, Stack, Suit};
use engine::{
    Board, DealField, Face, Fan, Game, GameRules, Hidden, Msg, Notation, ParseMoveError, PileKind,
    PileView, Player, Prose, RuleValueError, Status, View,
};
use legal::{Ask, Law};
use serde::{Deserialize, Serialize};

/// Lost: nothing is left to turn and no waste top can go home.
pub(crate) const LOST: engine::Lost = engine::Lost::new(
    "sir-tommy-lost",
    "the stock is empty and no waste top fits a foundation",
);
/// Lost as [`LOST`], under rules that had redeals: they are used up too.
pub(crate) const LOST_NO_REDEAL: engine::Lost = engine::Lost::new(
    "sir-tommy-lost-no-redeal",
    "the stock is empty, no redeal is left and no waste top fits a foundation",
);

/// How the foundations are built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Build {
    /// One rank up regardless of suit (the base game).
    Rank,
    /// One rank up in the foundation's suit.
    Suit,
}

/// How a redeal turns the waste piles into a new stock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Gather {
    /// Gathered, then shuffled by the deal's seed (stream k for the k-th redeal).
    Shuffle,
    /// Gathered and turned over without shuffling: the bottom card of w1 comes up first.
    InOrder,
}

/// The rules of `rules/sir-tommy.toml`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SirTommyRules {
    /// Waste piles, 1 to 8.
    pub waste_piles: u8,
    /// Cards turned at a time, 1 to 8 (four at a time: 4).
    pub turn_count: u8,
    /// The four aces are taken out before the shuffle and start the foundations.
    pub aces_up: bool,
    pub build: Build,
    /// Times the waste piles may be gathered into a new stock, 0 to 3.
    pub redeals: u8,
    pub redeal_gather: Gather,
    /// Whether waste cards under the top are shown (the strict rule: no).
    pub show_buried: bool,
    /// Whether turned cards are placed in the order they were turned (our reading of four
    /// at a time; `false` lets any of them be placed first). Rules written before the key
    /// existed (a save's) played in this order, so it is the value when the key is missing.
    #[serde(default = "in_order")]
    pub place_in_order: bool,
}

fn in_order() -> bool {
    true
}

impl GameRules for SirTommyRules {
    fn validate(&self) -> Result<(), RuleValueError> {
        if !(1..=MAX_WASTES as u8).contains(&self.waste_piles) {
            return Err(RuleValueError::range("waste_piles", 1, 8));
        }
        if !(1..=MAX_TURN as u8).contains(&self.turn_count) {
            return Err(RuleValueError::range("turn_count", 1, 8));
        }
        if self.redeals > 3 {
            return Err(RuleValueError::range("redeals", 0, 3));
        }
        Ok(())
    }
}

const MAX_WASTES: usize = 8;
const MAX_TURN: usize = 8;
/// Every card but the aces can end up on one waste pile (aces always start a foundation).
const WASTE_CAP: usize = 48;

/// A move. Turned cards are placed in the order they were turned, so a move from the turned
/// cards always takes the next one (`s` in the notation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SirTommyMove {
    /// Turn the next card (or the next `turn_count` cards) of the stock.
    Turn,
    /// Gather the waste piles into a new stock.
    Redeal,
    /// The next turned card onto a waste pile.
    ToWaste { waste: u8 },
    /// The next turned card onto a foundation (an ace: the next one to be started).
    ToFoundation { foundation: u8 },
    /// A waste pile's top card onto a foundation.
    WasteToFoundation { waste: u8, foundation: u8 },
    /// A turned card other than the next one (`nth` 1 is the one turned after it, …) onto a
    /// waste pile or a foundation: legal only with `place_in_order = false`. `sN` in the
    /// notation, N = `nth` + 1.
    Later { nth: u8, to: Target },
}

/// Where a turned card goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Waste(u8),
    Foundation(u8),
}

/// One position. Everything is a fixed-size `Stack`, so a state is a plain copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SirTommy {
    /// Face down, bottom first: the last card is turned next.
    stock: Stack<52>,
    /// Turned cards not placed yet; the top (last) is the one turned first, placed next.
    waiting: Stack<MAX_TURN>,
    /// In the order they were started; the started ones are the non-empty ones, a prefix.
    foundations: [Stack<13>; 4],
    wastes: [Stack<WASTE_CAP>; MAX_WASTES],
    redeals_left: u8,
    /// Drives the redeal shuffles: redeal k uses `DealRng::new(seed, k)`.
    seed: u64,
    /// The foundations' first cards were never part of the deal (aces up), so `all_cards`
    /// leaves them out as `pack` does.
    aces_up: bool,
}

fn number_word(n: u8) -> &'static str {
    [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight",
    ][n.min(8) as usize]
}

/// Why a card does not go on a foundation (foundations counted from 0). Move generation
/// asks this of every foundation, so it is a small `Copy` value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Unfit {
    #[error("there are only foundations f1 to f4")]
    NoSuchFoundation,
    #[error("all four foundations are started")]
    AllStarted,
    #[error("an ace starts a new foundation: the next one is f{}", .next + 1)]
    AceStartsNext { next: usize },
    #[error("f{} is not started: only an ace starts a foundation", .f + 1)]
    NotStarted { f: usize },
    #[error("f{} is complete: it ends on the king", .f + 1)]
    Complete { f: usize },
    #[error("{card} does not go on {top}: a foundation takes the next rank up")]
    NotNextRank { card: Card, top: Card },
    #[error("{card} does not go on {top}: foundations build by suit")]
    WrongSuit { card: Card, top: Card },
}

/// Why Sir Tommy refuses a move. Piles are indices (w1 and f1 are 0); `nth` counts turned
/// cards after the next one (s2 is 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SirTommyError {
    /// The card does not go on that foundation.
    #[error(transparent)]
    Unfit(#[from] Unfit),
    #[error("{card} fits no foundation")]
    FitsNoFoundation { card: Card },
    #[error("turned cards are waiting to be placed: place them all before turning the next")]
    CardsWaiting,
    #[error("a card is waiting to be placed: place it before turning the next")]
    CardWaiting,
    #[error("the stock is empty: `redeal` gathers the waste piles into a new one")]
    StockEmptyRedealLeft,
    #[error("the stock is empty")]
    StockEmpty,
    #[error("these rules allow no redeal: one pass through the stock")]
    NoRedeals,
    #[error("no redeal is left: the rules allow {allowed}")]
    RedealsUsed { allowed: u8 },
    #[error("the stock is not empty yet: a redeal comes after its last card")]
    StockNotEmpty,
    #[error("a turned card is waiting to be placed: place it before the redeal")]
    WaitingBeforeRedeal,
    #[error("the waste piles are empty: nothing to redeal")]
    NothingToRedeal,
    #[error("an ace starts a new foundation: it does not go on a waste pile")]
    AceOnWaste,
    #[error("w{} is empty", .waste + 1)]
    WasteEmpty { waste: u8 },
    #[error("no card is waiting: `turn` turns the next one")]
    NothingWaiting,
    /// `piles` is how many the rules lay out.
    #[error("there are only waste piles w1 to w{piles}")]
    NoSuchWaste { piles: u8 },
    #[error("{}", waste_play_text(*.turn_count))]
    WasteWaitsForTurned { turn_count: u8 },
    #[error(
        "only {} turned card{} wait{}: s1 to s{waiting}",
        number_word(*.waiting),
        if *.waiting == 1 { "" } else { "s" },
        if *.waiting == 1 { "s" } else { "" }
    )]
    OnlyWaiting { waiting: u8 },
    #[error("place the cards in the order turned: {next} first (rule `place_in_order`)")]
    PlaceInOrder { next: Card },
    #[error("no turned card s{} waits", .nth + 1)]
    NoTurnedCard { nth: u8 },
    #[error("nothing leaves a foundation")]
    FromFoundation,
    #[error("nothing moves from a waste pile to another")]
    WasteToWaste,
    /// `text` is the target as written.
    #[error(
        "`{}`: cards go only onto a waste pile `wN` or a foundation `fN` (or `f`)",
        engine::echo(text)
    )]
    NotATarget { text: String },
}

impl Unfit {
    /// The refusal as a message of Sir Tommy's catalog.
    fn msg(&self) -> Msg {
        let m = |id: &'static str| Msg::new(id, self.to_string());
        let f = |i: usize| format!("f{}", i + 1);
        match *self {
            Unfit::NoSuchFoundation => m("sir-tommy-no-such-foundation"),
            Unfit::AllStarted => m("sir-tommy-all-started"),
            Unfit::AceStartsNext { next } => m("sir-tommy-ace-starts-next").arg("pile", f(next)),
            Unfit::NotStarted { f: i } => m("sir-tommy-not-started").arg("pile", f(i)),
            Unfit::Complete { f: i } => m("sir-tommy-complete").arg("pile", f(i)),
            Unfit::NotNextRank { card, top } => m("sir-tommy-not-next-rank")
                .arg("card", card.to_string())
                .arg("top", top.to_string()),
            Unfit::WrongSuit { card, top } => m("sir-tommy-wrong-suit")
                .arg("card", card.to_string())
                .arg("top", top.to_string()),
        }
    }
}

impl SirTommyError {
    /// The refusal as a message of Sir Tommy's catalog.
    fn msg(&self) -> Msg {
        use SirTommyError as E;
        let m = |id: &'static str| Msg::new(id, self.to_string());
        match self {
            E::Unfit(u) => u.msg(),
            E::FitsNoFoundation { card } => {
                m("sir-tommy-fits-no-foundation").arg("card", card.to_string())
            }
            E::CardsWaiting => m("sir-tommy-cards-waiting"),
            E::CardWaiting => m("sir-tommy-card-waiting"),
            E::StockEmptyRedealLeft => m("sir-tommy-stock-empty-redeal-left"),
            E::StockEmpty => m("sir-tommy-stock-empty"),
            E::NoRedeals => m("sir-tommy-no-redeals"),
            E::RedealsUsed { allowed } => m("sir-tommy-redeals-used").arg("allowed", *allowed),
            E::StockNotEmpty => m("sir-tommy-stock-not-empty"),
            E::WaitingBeforeRedeal => m("sir-tommy-waiting-before-redeal"),
            E::NothingToRedeal => m("sir-tommy-nothing-to-redeal"),
            E::AceOnWaste => m("sir-tommy-ace-on-waste"),
            E::WasteEmpty { waste } => {
                m("sir-tommy-waste-empty").arg("pile", format!("w{}", waste + 1))
            }
            E::NothingWaiting => m("sir-tommy-nothing-waiting"),
            E::NoSuchWaste { piles } => {
                m("sir-tommy-no-such-waste").arg("last", format!("w{piles}"))
            }
            E::WasteWaitsForTurned { turn_count } => {
                m("sir-tommy-waste-waits").arg("n", *turn_count)
            }
            E::OnlyWaiting { waiting } => m("sir-tommy-only-waiting").arg("n", *waiting),
            E::PlaceInOrder { next } => m("sir-tommy-place-in-order").arg("card", next.to_string()),
            E::NoTurnedCard { nth } => {
                m("sir-tommy-no-turned-card").arg("pile", format!("s{}", nth + 1))
            }
            E::FromFoundation => m("sir-tommy-from-foundation"),
            E::WasteToWaste => m("sir-tommy-waste-to-waste"),
            E::NotATarget { text } => m("sir-tommy-not-a-target").arg("text", engine::echo(text)),
        }
    }
}

/// Why a waste card waits while turned cards do, in `turn_count`-at-a-time.
fn waste_play_text(turn_count: u8) -> String {
    let n = number_word(turn_count);
    let all = if turn_count == 2 {
        "both".to_string()
    } else {
        format!("all {n}")
    };
    format!(
        "in {n}-at-a-time {all} turned cards are placed before a waste card goes to a foundation"
    )
}

impl SirTommy {
    /// How many foundations are started.
    fn started(&self) -> usize {
        self.foundations
            .iter()
            .take_while(|f| !f.is_empty())
            .count()
    }

    fn on_foundations(&self) -> usize {
        self.foundations.iter().map(|f| f.len()).sum()
    }

    /// Whether the rules let `card` go on foundation `f` (0 to 3) now.
    #[inline]
    pub(crate) fn fits(&self, law: Law, card: Card, f: usize) -> bool {
        let ask = Ask::Home {
            rank: card.rank().value(),
            suit: card.suit(),
            f,
        };
        legal::allows(law, self, ask)
    }

    /// Why `card` may not go on foundation `f`, or `None` when it may. Move generation asks
    /// this of every foundation, so the answer is a value; the message is made only when a
    /// refusal is shown.
    fn foundation_error(&self, rules: &SirTommyRules, card: Card, f: u8) -> Option<Unfit> {
        let f = f as usize;
        if f >= 4 {
            return Some(Unfit::NoSuchFoundation);
        }
        if self.fits(Law::of(rules), card, f) {
            return None;
        }
        // Refused: say why.
        let started = self.started();
        Some(if card.rank() == Rank::ACE {
            if started >= 4 {
                Unfit::AllStarted
            } else {
                Unfit::AceStartsNext { next: started }
            }
        } else {
            match self.foundations[f].top() {
                None => Unfit::NotStarted { f },
                Some(top) if top.rank() == Rank::KING => Unfit::Complete { f },
                // It would fit if the suit did not matter.
                Some(top) if self.fits(Law::by_rank(rules.turn_count as usize), card, f) => {
                    Unfit::WrongSuit { card, top }
                }
                Some(top) => Unfit::NotNextRank { card, top },
            }
        })
    }

    /// Why the turned `card` may not go on a waste pile, or `None` when it may.
    fn waste_place_error(&self, rules: &SirTommyRules, card: Card) -> Option<SirTommyError> {
        let ask = Ask::ToWaste {
            rank: card.rank().value(),
        };
        (!legal::allows(Law::of(rules), self, ask)).then_some(SirTommyError::AceOnWaste)
    }

    /// The first foundation `card` fits, for the bare `f` of the notation.
    fn first_fit(&self, rules: &SirTommyRules, card: Card) -> Option<u8> {
        (0..4u8).find(|&f| self.foundation_error(rules, card, f).is_none())
    }

    /// The turned card `nth` places after the next one (0: the next one).
    fn turned(&self, nth: u8) -> Option<Card> {
        let w = self.waiting.as_slice();
        w.len().checked_sub(1 + nth as usize).map(|i| w[i])
    }

    /// Why turned card `nth` may not go to `to` now, or `None` when it may.
    fn later_error(&self, rules: &SirTommyRules, nth: u8, to: Target) -> Option<SirTommyError> {
        if let Some(e) = self.waiting_error() {
            return Some(e);
        }
        let Some(c) = self.turned(nth) else {
            return Some(SirTommyError::OnlyWaiting {
                waiting: self.waiting.len() as u8,
            });
        };
        if rules.place_in_order {
            let next = self.waiting.top().unwrap_or(c);
            return Some(SirTommyError::PlaceInOrder { next });
        }
        match to {
            Target::Waste(w) => self
                .waste_index_error(rules, w)
                .or_else(|| self.waste_place_error(rules, c)),
            Target::Foundation(f) => self.foundation_error(rules, c, f).map(Into::into),
        }
    }

    fn waiting_error(&self) -> Option<SirTommyError> {
        self.waiting
            .is_empty()
            .then_some(SirTommyError::NothingWaiting)
    }

    fn waste_index_error(&self, rules: &SirTommyRules, w: u8) -> Option<SirTommyError> {
        (w >= rules.waste_piles).then_some(SirTommyError::NoSuchWaste {
            piles: rules.waste_piles,
        })
    }

    /// Waste cards may go to a foundation unless turned cards wait and several are turned at
    /// a time (four at a time: all four are placed first). With one card turned at a time
    /// the text's "at any time" holds even while it waits.
    fn waste_play_error(&self, rules: &SirTommyRules) -> Option<SirTommyError> {
        (!legal::allows(Law::of(rules), self, Ask::WasteGives)).then_some(
            SirTommyError::WasteWaitsForTurned {
                turn_count: rules.turn_count,
            },
        )
    }

    fn place_on_foundation(&mut self, f: u8, c: Card) {
        self.foundations[f as usize].push(c);
    }

    /// Whether no rank-`r` card can ever compete with `card` for a foundation: as many
    /// foundations wait for rank `r` as rank-`r` cards are still off the foundations.
    fn no_rival(&self, rules: &SirTommyRules, card: Card) -> bool {
        let r = card.rank().value() as usize;
        match rules.build {
            // Only the foundation of its suit ever takes it.
            Build::Suit => true,
            Build::Rank => {
                // A foundation of length n holds exactly ranks 1..=n, one card each.
                let waiting_for_r = self.foundations.iter().filter(|f| f.len() + 1 == r).count();
                let placed_r = self.foundations.iter().filter(|f| f.len() >= r).count();
                // An ace has no rival: it only ever starts the next foundation.
                r == 1 || waiting_for_r + placed_r >= 4
            }
        }
    }

    fn card_of(&self, m: SirTommyMove) -> Option<Card> {
        match m {
            SirTommyMove::Later { nth, .. } => self.turned(nth),
            SirTommyMove::ToWaste { .. } | SirTommyMove::ToFoundation { .. } => self.waiting.top(),
            SirTommyMove::WasteToFoundation { waste, .. } => self.wastes.get(waste as usize)?.top(),
            _ => None,
        }
    }
}

/// The game's foundations, by number, in the order they were started.
impl legal::Position for SirTommy {
    type Foundation = usize;

    #[inline]
    fn shows(&self, f: usize, rank: u8, suit: Option<Suit>) -> bool {
        match self.foundations[f].top() {
            None => rank == 0,
            Some(t) => t.rank().value() == rank && suit.is_none_or(|s| t.suit() == s),
        }
    }

    /// The started foundations are a prefix: the first empty one.
    #[inline]
    fn first_unstarted(&self, f: usize) -> bool {
        f == self.started()
    }

    #[inline]
    fn turned_waiting(&self) -> bool {
        !self.waiting.is_empty()
    }
}

impl SirTommy {
    /// Reads the target of `sN-TO` for turned card `nth` (1 or more places after the next).
    fn parse_later(
        &self,
        rules: &SirTommyRules,
        nth: u8,
        to: &str,
    ) -> Result<SirTommyMove, ParseMoveError<SirTommyError>> {
        let to = if let Some(n) = to.strip_prefix('w') {
            Target::Waste(pile_number(n, MAX_WASTES as u8).ok_or_else(|| not_a_waste(rules, to))?)
        } else if let Some(f) = to.strip_prefix('f') {
            Target::Foundation(if f.is_empty() {
                let c = self
                    .turned(nth)
                    .ok_or(SirTommyError::NoTurnedCard { nth })?;
                self.first_fit(rules, c)
                    .ok_or(SirTommyError::FitsNoFoundation { card: c })?
            } else {
                pile_number(f, 4).ok_or_else(|| not_a_foundation(to))?
            })
        } else {
            return Err(SirTommyError::NotATarget { text: to.into() }.into());
        };
        Ok(SirTommyMove::Later { nth, to })
    }
}

/// `` `text` is not a waste pile ``.
fn not_a_waste(rules: &SirTommyRules, text: &str) -> ParseMoveError<SirTommyError> {
    ParseMoveError::NotA {
        text: text.into(),
        kind: "waste pile",
        expected: Msg::new(
            "sir-tommy-expected-waste",
            format!("w1 to w{}", rules.waste_piles),
        )
        .arg("last", format!("w{}", rules.waste_piles)),
    }
}

/// `` `text` is not a foundation ``.
fn not_a_foundation(text: &str) -> ParseMoveError<SirTommyError> {
    ParseMoveError::NotA {
        text: text.into(),
        kind: "foundation",
        expected: Msg::new("sir-tommy-expected-foundation", "f1 to f4"),
    }
}

/// Whether turned cards may be placed in any order and more than one is turned: the board
/// then gives each its own pile.
fn free_order(rules: &SirTommyRules) -> bool {
    !rules.place_in_order && rules.turn_count > 1
}

/// Reads a pile number after its letter, `1..=max`.
fn pile_number(s: &str, max: u8) -> Option<u8> {
    s.parse::<u8>()
        .ok()
        .filter(|n| (1..=max).contains(n))
        .map(|n| n - 1)
}

impl Game for SirTommy {
    type Rules = SirTommyRules;
    type Move = SirTommyMove;
    type MoveError = SirTommyError;
    const PACKS: usize = 1;

    /// The standard pack; with aces up, without the four aces (they start the foundations).
    fn pack(rules: &SirTommyRules) -> Vec<Card> {
        let mut p = cards::standard_pack(1);
        if rules.aces_up {
            p.retain(|c| c.rank() != Rank::ACE);
        }
        p
    }

    fn deal_shape(rules: &SirTommyRules) -> Vec<DealField> {
        vec![DealField::Cards {
            name: "stock",
            count: if rules.aces_up { 48 } else { 52 },
        }]
    }

    fn start(rules: &SirTommyRules, cards: &[Card], seed: u64) -> SirTommy {
        let mut foundations = [Stack::new(); 4];
        if rules.aces_up {
            for (f, suit) in foundations.iter_mut().zip(Suit::ALL) {
                f.push(Card::new(Rank::ACE, suit));
            }
        }
        SirTommy {
            stock: Stack::from_slice(cards),
            waiting: Stack::new(),
            foundations,
            wastes: [Stack::new(); MAX_WASTES],
            redeals_left: rules.redeals,
            seed,
            aces_up: rules.aces_up,
        }
    }

    fn legal_moves(&self, rules: &SirTommyRules, out: &mut Vec<SirTommyMove>) {
        if self.on_foundations() == 52 {
            return;
        }
        if let Some(c) = self.waiting.top() {
            // Every foundation that takes it: those with the same top are other moves (they
            // may differ in suit).
            out.extend(
                (0..4)
                    .filter(|&f| self.foundation_error(rules, c, f).is_none())
                    .map(|f| SirTommyMove::ToFoundation { foundation: f }),
            );
            if self.waste_place_error(rules, c).is_none() {
                out.extend((0..rules.waste_piles).map(|w| SirTommyMove::ToWaste { waste: w }));
            }
            if !rules.place_in_order {
                for nth in 1..self.waiting.len() as u8 {
                    let targets = (0..4)
                        .map(Target::Foundation)
                        .chain((0..rules.waste_piles).map(Target::Waste));
                    for to in targets {
                        if self.later_error(rules, nth, to).is_none() {
                            out.push(SirTommyMove::Later { nth, to });
                        }
                    }
                }
            }
        }
        if self.waste_play_error(rules).is_none() {
            for w in 0..rules.waste_piles {
                if let Some(c) = self.wastes[w as usize].top() {
                    out.extend(
                        (0..4)
                            .filter(|&f| self.foundation_error(rules, c, f).is_none())
                            .map(|f| SirTommyMove::WasteToFoundation {
                                waste: w,
                                foundation: f,
                            }),
                    );
                }
            }
        }
        out.extend(
            [SirTommyMove::Turn, SirTommyMove::Redeal]
                .into_iter()
                .find(|&m| self.check(rules, m).is_ok()),
        );
    }

    fn check(&self, rules: &SirTommyRules, m: SirTommyMove) -> Result<(), SirTommyError> {
        let err = |e: Option<SirTommyError>| e.map_or(Ok(()), Err);
        match m {
            SirTommyMove::Turn => {
                if !self.waiting.is_empty() {
                    return Err(if rules.turn_count > 1 {
                        SirTommyError::CardsWaiting
                    } else {
                        SirTommyError::CardWaiting
                    });
                }
                if self.stock.is_empty() {
                    return Err(if self.redeals_left > 0 {
                        SirTommyError::StockEmptyRedealLeft
                    } else {
                        SirTommyError::StockEmpty
                    });
                }
                Ok(())
            }
            SirTommyMove::Redeal => {
                if rules.redeals == 0 {
                    return Err(SirTommyError::NoRedeals);
                }
                if self.redeals_left == 0 {
                    return Err(SirTommyError::RedealsUsed {
                        allowed: rules.redeals,
                    });
                }
                if !self.stock.is_empty() {
                    return Err(SirTommyError::StockNotEmpty);
                }
                if !self.waiting.is_empty() {
                    return Err(SirTommyError::WaitingBeforeRedeal);
                }
                if self.wastes.iter().all(|w| w.is_empty()) {
                    return Err(SirTommyError::NothingToRedeal);
                }
                Ok(())
            }
            SirTommyMove::ToWaste { waste } => {
                err(self.waiting_error())?;
                err(self.waste_index_error(rules, waste))?;
                err(self
                    .waiting
                    .top()
                    .and_then(|c| self.waste_place_error(rules, c)))
            }
            SirTommyMove::ToFoundation { foundation } => match self.waiting.top() {
                None => err(self.waiting_error()),
                Some(c) => err(self.foundation_error(rules, c, foundation).map(Into::into)),
            },
            SirTommyMove::WasteToFoundation { waste, foundation } => {
                err(self.waste_index_error(rules, waste))?;
                let Some(c) = self.wastes[waste as usize].top() else {
                    return Err(SirTommyError::WasteEmpty { waste });
                };
                err(self.waste_play_error(rules))?;
                err(self.foundation_error(rules, c, foundation).map(Into::into))
            }
            SirTommyMove::Later { nth, to } => err(self.later_error(rules, nth, to)),
        }
    }

    fn apply(&mut self, rules: &SirTommyRules, m: SirTommyMove) {
        match m {
            SirTommyMove::Turn => {
                // The first card turned ends on top of `waiting`: it is placed first.
                let n = (rules.turn_count as usize).min(self.stock.len());
                let at = self.stock.len() - n;
                for &c in &self.stock.as_slice()[at..] {
                    self.waiting.push(c);
                }
                for _ in 0..n {
                    self.stock.pop();
                }
            }
            SirTommyMove::Redeal => {
                let k = u64::from(rules.redeals - self.redeals_left) + 1;
                self.redeals_left -= 1;
                let mut gathered: Vec<Card> = Vec::with_capacity(52);
                for w in self.wastes.iter_mut() {
                    gathered.extend_from_slice(w.as_slice());
                    w.clear();
                }
                match rules.redeal_gather {
                    Gather::Shuffle => {
                        cards::shuffle(&mut gathered, &mut DealRng::new(self.seed, k))
                    }
                    // The gathered packet is turned face down: its first card comes up first.
                    Gather::InOrder => gathered.reverse(),
                }
                self.stock = Stack::from_slice(&gathered);
            }
            SirTommyMove::ToWaste { waste } => {
                if let Some(c) = self.waiting.pop() {
                    self.wastes[waste as usize].push(c);
                }
            }
            SirTommyMove::ToFoundation { foundation } => {
                if let Some(c) = self.waiting.pop() {
                    self.place_on_foundation(foundation, c);
                }
            }
            SirTommyMove::WasteToFoundation { waste, foundation } => {
                if let Some(c) = self.wastes[waste as usize].pop() {
                    self.place_on_foundation(foundation, c);
                }
            }
            SirTommyMove::Later { nth, to } => {
                let mut w = self.waiting.as_slice().to_vec();
                let Some(i) = w.len().checked_sub(1 + nth as usize) else {
                    return;
                };
                let c = w.remove(i);
                self.waiting = Stack::from_slice(&w);
                match to {
                    Target::Waste(x) => self.wastes[x as usize].push(c),
                    Target::Foundation(f) => self.place_on_foundation(f, c),
                }
            }
        }
    }

    fn status(&self, rules: &SirTommyRules) -> Status {
        if self.on_foundations() == 52 {
            return Status::Won;
        }
        if !self.stock.is_empty() || !self.waiting.is_empty() || self.redeals_left > 0 {
            return Status::Playing;
        }
        let fits = self.wastes[..rules.waste_piles as usize]
            .iter()
            .filter_map(|w| w.top())
            .any(|c| self.first_fit(rules, c).is_some());
        if fits {
            Status::Playing
        } else if rules.redeals > 0 {
            Status::Lost(LOST_NO_REDEAL)
        } else {
            Status::Lost(LOST)
        }
    }

    fn all_cards(&self, out: &mut Vec<Card>) {
        out.extend_from_slice(self.stock.as_slice());
        out.extend_from_slice(self.waiting.as_slice());
        let skip = usize::from(self.aces_up);
        for f in &self.foundations {
            out.extend(f.iter().skip(skip));
        }
        for w in &self.wastes {
            out.extend_from_slice(w.as_slice());
        }
    }
}

impl Notation for SirTommy {
    fn parse_move(
        &self,
        rules: &SirTommyRules,
        text: &str,
    ) -> Result<SirTommyMove, ParseMoveError<SirTommyError>> {
        let t = text.trim().to_ascii_lowercase();
        match t.as_str() {
            "turn" => return Ok(SirTommyMove::Turn),
            "redeal" => return Ok(SirTommyMove::Redeal),
            _ => {}
        }
        let usage = || ParseMoveError::Usage {
            expected: Msg::new(
                "sir-tommy-expected-move",
                "`turn`, `redeal` or a move FROM-TO such as `s-w1`, `s-f`, `w2-f1`",
            ),
        };
        let Some((from, to)) = t.split_once('-') else {
            return Err(usage());
        };
        // Where the card comes from: the next turned card (`None`) or a waste top.
        let src = if from == "s" {
            None
        } else if let Some(n) = from.strip_prefix('w') {
            Some(pile_number(n, MAX_WASTES as u8).ok_or_else(|| not_a_waste(rules, from))?)
        } else if let Some(n) = from.strip_prefix('s') {
            // `sN`: the N-th turned card still waiting, counted from the next one (`s1`).
            let n = pile_number(n, MAX_TURN as u8).ok_or_else(|| ParseMoveError::NotA {
                text: from.into(),
                kind: "turned card",
                expected: Msg::new(
                    "sir-tommy-expected-turned",
                    format!("s (the next one) or s1 to s{MAX_TURN}"),
                )
                .arg("last", format!("s{MAX_TURN}")),
            })?;
            if n > 0 {
                return self.parse_later(rules, n, to);
            }
            None
        } else if from.starts_with('f') {
            return Err(SirTommyError::FromFoundation.into());
        } else {
            return Err(usage());
        };
        if let Some(n) = to.strip_prefix('w') {
            if src.is_some() {
                return Err(SirTommyError::WasteToWaste.into());
            }
            let waste = pile_number(n, MAX_WASTES as u8).ok_or_else(|| not_a_waste(rules, to))?;
            return Ok(SirTommyMove::ToWaste { waste });
        }
        let Some(f) = to.strip_prefix('f') else {
            return Err(SirTommyError::NotATarget { text: to.into() }.into());
        };
        let foundation = if f.is_empty() {
            // The bare `f`: resolved against the position.
            let c = match src {
                None => self.waiting.top().ok_or(SirTommyError::NothingWaiting)?,
                Some(waste) => self.wastes[waste as usize]
                    .top()
                    .ok_or(SirTommyError::WasteEmpty { waste })?,
            };
            self.first_fit(rules, c)
                .ok_or(SirTommyError::FitsNoFoundation { card: c })?
        } else {
            pile_number(f, 4).ok_or_else(|| not_a_foundation(to))?
        };
        Ok(match src {
            None => SirTommyMove::ToFoundation { foundation },
            Some(waste) => SirTommyMove::WasteToFoundation { waste, foundation },
        })
    }

    fn format_move(&self, _: &SirTommyRules, m: SirTommyMove) -> String {
        match m {
            SirTommyMove::Later { nth, to } => match to {
                Target::Waste(w) => format!("s{}-w{}", nth + 1, w + 1),
                Target::Foundation(f) => format!("s{}-f{}", nth + 1, f + 1),
            },
            SirTommyMove::Turn => "turn".into(),
            SirTommyMove::Redeal => "redeal".into(),
            SirTommyMove::ToWaste { waste } => format!("s-w{}", waste + 1),
            SirTommyMove::ToFoundation { foundation } => format!("s-f{}", foundation + 1),
            SirTommyMove::WasteToFoundation { waste, foundation } => {
                format!("w{}-f{}", waste + 1, foundation + 1)
            }
        }
    }
}

/// The board's picture, piece by piece: the foundations, the stock, the turned cards, the
/// waste piles and the facts under the board.
impl SirTommy {
    fn foundation_views(&self, rules: &SirTommyRules) -> impl Iterator<Item = PileView> + '_ {
        let started = self.started();
        let build = rules.build;
        self.foundations.iter().enumerate().map(move |(i, f)| {
            let note = match f.top() {
                None if i == started => Some(Msg::new("sir-tommy-ace", "ace")),
                None => None,
                Some(t) if t.rank() == Rank::KING => None,
                Some(t) => {
                    let next = match build {
                        Build::Rank => t.rank().next_wrapping().to_string(),
                        Build::Suit => {
                            format!("{}{}", t.rank().next_wrapping(), t.suit().symbol())
                        }
                    };
                    Some(Msg::new("sir-tommy-next", format!("next {next}")).arg("card", next))
                }
            };
            PileView {
                id: format!("f{}", i + 1),
                notation: true,
                label: Msg::same(format!("f{}", i + 1)),
                kind: PileKind::Foundation,
                cards: f.iter().map(|&c| Face::Up(c)).collect(),
                at: (i as u8, 0),
                fan: Fan::None,
                complete: f.len() == 13,
                note,
            }
        })
    }

    fn stock_view(&self) -> PileView {
        PileView {
            // No name of the notation: the stock is drawn by a command, and the board shows
            // its caption alone.
            id: "stock".into(),
            notation: false,
            label: Msg::new("sir-tommy-stock", "stock"),
            kind: PileKind::Stock,
            cards: vec![Face::Down; self.stock.len()],
            at: (4, 0),
            fan: Fan::None,
            complete: false,
            note: (self.stock.is_empty() && self.redeals_left > 0).then(|| Msg::same("redeal")),
        }
    }

    /// `s`: the card placed next (in turn order, every waiting card; in free order, the first
    /// turned, each other waiting card having a pile of its own, [`Self::later_views`]).
    fn turned_view(&self, free: bool) -> PileView {
        PileView {
            id: "s".into(),
            notation: true,
            label: Msg::new("sir-tommy-turned", "turned"),
            kind: PileKind::Reserve,
            // The rightmost is placed next; in free order each waiting card has a pile.
            cards: if free {
                self.waiting.top().map(Face::Up).into_iter().collect()
            } else {
                self.waiting.iter().map(|&c| Face::Up(c)).collect()
            },
            at: (5, 0),
            fan: Fan::Right,
            complete: false,
            note: self
                .waiting
                .top()
                .filter(|_| self.waiting.len() > 1 && !free)
                .map(|c| {
                    Msg::new("sir-tommy-next", format!("next {c:#}")).arg("card", format!("{c:#}"))
                }),
        }
    }

    /// `s2`, `s3`, …: the other turned cards, in free order.
    fn later_views(&self, rules: &SirTommyRules) -> impl Iterator<Item = PileView> + '_ {
        (1..rules.turn_count).map(|nth| PileView {
            id: format!("s{}", nth + 1),
            notation: true,
            label: Msg::same(format!("s{}", nth + 1)),
            kind: PileKind::Reserve,
            cards: self.turned(nth).map(Face::Up).into_iter().collect(),
            at: (5 + nth, 0),
            fan: Fan::None,
            complete: false,
            note: None,
        })
    }

    fn waste_views(&self, rules: &SirTommyRules) -> impl Iterator<Item = PileView> + '_ {
        let show_buried = rules.show_buried;
        self.wastes[..rules.waste_piles as usize]
            .iter()
            .enumerate()
            .map(move |(i, w)| {
                let n = w.len();
                let cards = w
                    .iter()
                    .enumerate()
                    .map(|(j, &c)| {
                        if show_buried || j + 1 == n {
                            Face::Up(c)
                        } else {
                            Face::Hidden
                        }
                    })
                    .collect();
                PileView {
                    id: format!("w{}", i + 1),
                    notation: true,
                    label: Msg::same(format!("w{}", i + 1)),
                    kind: PileKind::Waste,
                    cards,
                    at: (i as u8, 1),
                    fan: Fan::Down,
                    complete: false,
                    note: None,
                }
            })
    }

    fn facts(&self, rules: &SirTommyRules) -> Vec<Msg> {
        let mut facts = vec![
            Msg::new(
                "sir-tommy-fact-stock",
                format!("stock {}", self.stock.len()),
            )
            .arg("n", self.stock.len()),
        ];
        if rules.redeals > 0 {
            facts.push(
                Msg::new(
                    "sir-tommy-fact-redeals",
                    format!("redeals left {}", self.redeals_left),
                )
                .arg("n", self.redeals_left),
            );
        }
        facts
    }
}

impl Board for SirTommy {
    fn view(&self, rules: &SirTommyRules) -> View {
        let wp = rules.waste_piles as usize;
        let free = free_order(rules);
        let mut piles = Vec::with_capacity(6 + wp);
        piles.extend(self.foundation_views(rules));
        piles.push(self.stock_view());
        piles.push(self.turned_view(free));
        piles.extend(self.waste_views(rules));
        if free {
            // After the wastes, so the piles before keep their places: s2, s3, … beside `s`.
            piles.extend(self.later_views(rules));
        }
        let width = if free {
            5 + rules.turn_count as usize
        } else {
            6
        };
        View {
            grid: (wp.max(width) as u8, 2),
            piles,
            facts: self.facts(rules),
        }
    }

    /// A drag places the next turned card (`s`) on a waste pile or a foundation, or a waste
    /// pile's top card on a foundation (piles as [`Board::view`] lists them: f1…f4, stock,
    /// `s`, w1…).
    fn drag(&self, rules: &SirTommyRules, from: usize, to: usize) -> Option<SirTommyMove> {
        let wastes = 6..6 + rules.waste_piles as usize;
        // In free order, s2, s3, … follow the wastes.
        let later = wastes.end..wastes.end + rules.turn_count as usize - 1;
        if free_order(rules) && later.contains(&from) {
            let nth = (from - wastes.end + 1) as u8;
            return match to {
                0..4 => Some(SirTommyMove::Later {
                    nth,
                    to: Target::Foundation(to as u8),
                }),
                w if wastes.contains(&w) => Some(SirTommyMove::Later {
                    nth,
                    to: Target::Waste((w - 6) as u8),
                }),
                _ => None,
            };
        }
        match (from, to) {
            (5, 0..4) => Some(SirTommyMove::ToFoundation {
                foundation: to as u8,
            }),
            (5, w) if wastes.contains(&w) => Some(SirTommyMove::ToWaste {
                waste: (w - 6) as u8,
            }),
            (w, 0..4) if wastes.contains(&w) => Some(SirTommyMove::WasteToFoundation {
                waste: (w - 6) as u8,
                foundation: to as u8,
            }),
            _ => None,
        }
    }

    /// A tap on the stock turns it, or redeals when it is empty.
    fn tap(&self, _: &SirTommyRules, pile: usize) -> Option<SirTommyMove> {
        match pile {
            4 if self.stock.is_empty() => Some(SirTommyMove::Redeal),
            4 => Some(SirTommyMove::Turn),
            _ => None,
        }
    }
}

impl Player for SirTommy {
    /// The default player, using only what the board shows (never the stock's order, nor
    /// buried waste cards under the strict rule): see `player.rs` and docs/games/sir-tommy.md.
    fn choose(&self, rules: &SirTommyRules, moves: &[SirTommyMove]) -> Option<SirTommyMove> {
        player::choose(self, rules, moves)
    }

    /// The stock's order, unless it is the wastes gathered in order (all seen), and the
    /// shuffles of redeals to come. Cards squared up under a waste's top (the strict rule)
    /// stay where they are: a player is told to remember them, and the expert does.
    /// More samples and no gate: the default player is a fair judge of Sir Tommy, so the
    /// expert may follow the best average of many playouts; the solver judges the first 8
    /// samples before them, as in Big Ben (`docs/expert.md` has the runs).
    fn expert_settings(_rules: &SirTommyRules) -> engine::ExpertConfig {
        engine::ExpertConfig {
            samples: 256,
            gate: 0,
            solve_first: 8,
            ..engine::ExpertConfig::default()
        }
    }

    fn is_safe(&self, rules: &SirTommyRules, m: SirTommyMove) -> bool {
        if !matches!(
            m,
            SirTommyMove::ToFoundation { .. } | SirTommyMove::WasteToFoundation { .. }
        ) {
            return false;
        }
        if self.redeals_left > 0 && rules.redeal_gather == Gather::Shuffle {
            return false;
        }
        self.card_of(m).is_some_and(|c| self.no_rival(rules, c))
    }

    fn why_safe(&self, rules: &SirTommyRules, m: SirTommyMove) -> Option<Msg> {
        let c = self.card_of(m)?;
        self.is_safe(rules, m).then(|| {
            match (c.rank() == Rank::ACE, rules.build) {
                (true, _) => Msg::new(
                    "sir-tommy-safe-ace",
                    format!("{c} starts a foundation: an ace goes nowhere else"),
                ),
                (false, Build::Suit) => Msg::new(
                    "sir-tommy-safe-suit",
                    format!("{c} goes home: only its suit's foundation takes it"),
                ),
                (false, Build::Rank) => Msg::new(
                    "sir-tommy-safe-rank",
                    format!(
                        "{c} goes home: as many foundations wait for its rank as cards of it are out"
                    ),
                ),
            }
            .arg("card", c.to_string())
        })
    }
}

impl Hidden for SirTommy {
    /// A move to a foundation is safe when it provably never hurts: no other card of the
    /// same rank will ever need that foundation (by suit always; by rank when as many
    /// foundations wait for this rank as cards of it are still out), and no shuffled redeal
    /// is left whose outcome depends on which cards are gathered. Then any line that keeps
    /// the card back can be followed card for card with the card already home.
    ///
    /// Not every foundation move is safe by rank: putting a 5 on the only 4 can force the
    /// next 5 onto a waste card that was needed, where keeping the first 5 back on a pile
    /// of dead cards would not.
    /// The strict rule squares the waste piles up, but every buried card was seen when it was
    /// placed: a player who remembers them plays the base rule's game.
    fn remembered_rules(rules: &SirTommyRules) -> Option<SirTommyRules> {
        (!rules.show_buried).then(|| SirTommyRules {
            show_buried: true,
            ..rules.clone()
        })
    }

    /// A turn shows stock cards, unless the stock is the wastes gathered in order (all seen)
    /// or its last card (known by elimination). Nothing else shows a card.
    fn reveals(&self, rules: &SirTommyRules, m: SirTommyMove) -> bool {
        let stock_known =
            self.redeals_left < rules.redeals && rules.redeal_gather == Gather::InOrder;
        m == SirTommyMove::Turn && !stock_known && self.stock.len() > 1
    }

    fn show_next(&self, _rules: &SirTommyRules, sample: &mut SirTommy, k: usize) -> bool {
        sample.stock.keep_top_of(&self.stock, k);
        true
    }

    fn redeal_hidden(&self, rules: &SirTommyRules, rng: &mut DealRng) -> Option<SirTommy> {
        let stock_known =
            self.redeals_left < rules.redeals && rules.redeal_gather == Gather::InOrder;
        let shuffles_ahead = self.redeals_left > 0 && rules.redeal_gather == Gather::Shuffle;
        let stock_hidden = !stock_known && self.stock.len() > 1;
        if !stock_hidden && !shuffles_ahead {
            return None;
        }
        let mut g = *self;
        if stock_hidden {
            let mut stock = self.stock.as_slice().to_vec();
            stock.sort_unstable();
            cards::shuffle(&mut stock, rng);
            g.stock = Stack::from_slice(&stock);
        }
        if shuffles_ahead {
            g.seed = rng.next_u64();
        }
        Some(g)
    }
}

impl Prose for SirTommy {
    fn explain(rules: &SirTommyRules) -> Vec<Msg> {
        explain::explain(rules)
    }
}

impl engine::Refusal for SirTommyError {
    fn told(&self) -> Msg {
        let e = self;
        e.msg()
    }
}

/// Sir Tommy's rules files, compiled in: `rules/sir-tommy.toml` and its variants. The
/// registration, the tests, the benches and the tools read them from here.
pub const RULES: engine::BuiltInRules = engine::BuiltInRules {
    own: include_str!("../../../rules/sir-tommy.toml"),
    variants: &[
        include_str!("../../../rules/sir-tommy-aces-up.toml"),
        include_str!("../../../rules/sir-tommy-four-at-a-time.toml"),
        include_str!("../../../rules/sir-tommy-strict.toml"),
        include_str!("../../../rules/sir-tommy-by-suit.toml"),
    ],
};

/// Sir Tommy's catalog of messages (`i18n/LANG/sir-tommy.ftl`): what its board, refusals
/// and rules in prose say in each language.
pub const MESSAGES: engine::Messages = &[
    ("en", include_str!("../i18n/en/sir-tommy.ftl")),
    ("de", include_str!("../i18n/de/sir-tommy.ftl")),
    ("es", include_str!("../i18n/es/sir-tommy.ftl")),
];

engine::register_game!(
    SirTommy,
    "sir-tommy",
    ["old-patience"],
    &RULES,
    solver = solve::SirTommySolver,
    messages = MESSAGES
);

#[cfg(test)]
mod tests;

#[doc(hidden)]
pub mod fixtures;

#[doc(hidden)]
pub mod tuning;

mod explain;

mod legal;

mod player;

mod solve;
pub use solve::SirTommySolver;
