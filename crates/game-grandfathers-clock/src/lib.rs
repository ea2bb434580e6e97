//! Grandfather's Clock, the one-pack clock patience: twelve foundations in a ring, each
//! built up in suit (K→A wraps) until its top card shows its hour, fed from eight tableau
//! piles of five that build down regardless of suit. Every card is face up, so the solver's
//! verdict is the truth about a deal. Rules as implemented, deal order and notation:
//! `docs/games/grandfathers-clock.md`.

use cards::{Card, Rank, Stack};
use engine::{
    Board, DealField, Face, Fan, Game, GameRules, Hidden, Msg, Notation, ParseMoveError, PileKind,
    PileView, Player, Prose, RuleValueError, Status, View,
};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// Lost: no card can move.
const LOST: engine::Lost = engine::Lost::new("grandfathers-clock-lost", "no card can move");

mod explain;
mod player;
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
    /// What follows from the bases, worked out once.
    #[serde(skip)]
    layout: OnceLock<Layout>,
}

/// Where each card goes, worked out from the bases.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// The base card of the foundation at hour index `h` (hour `h + 1`).
    pub base: [Card; 12],
    /// Cards foundation `h` takes in all.
    pub len: [u8; 12],
    /// The foundation each card goes to, and its place in that foundation's run (1 is the
    /// first card laid on the base); `None` for a base card.
    pub dest: [Option<(u8, u8)>; 52],
    /// The cards of the tableau, one bit per card index: every card but the bases.
    pub in_play: u64,
}

impl GrandfathersClockRules {
    /// The rules as built in (`rules/grandfathers-clock.toml`).
    pub fn standard() -> Self {
        RULES.standard().expect("the built-in rules load")
    }

    /// The base card of the foundation at hour `hour` (1 to 12).
    fn base_of_hour(&self, hour: usize) -> Card {
        self.bases[hour % 12]
    }

    pub(crate) fn layout(&self) -> &Layout {
        self.layout.get_or_init(|| {
            let mut l = Layout {
                base: [Card::default(); 12],
                len: [0; 12],
                dest: [None; 52],
                in_play: 0,
            };
            for h in 0..12 {
                let b = self.base_of_hour(h + 1);
                l.base[h] = b;
                let mut r = b.rank();
                let mut n = 0;
                while r.value() as usize != h + 1 {
                    r = r.next_wrapping();
                    n += 1;
                    l.dest[Card::new(r, b.suit()).index()] = Some((h as u8, n));
                }
                l.len[h] = n;
            }
            for i in 0..52 {
                if l.dest[i].is_some() {
                    l.in_play |= 1 << i;
                }
            }
            l
        })
    }

    fn piles(&self) -> usize {
        self.tableau_piles as usize
    }
}

impl GameRules for GrandfathersClockRules {
    fn validate(&self) -> Result<(), RuleValueError> {
        let mut seen = 0u64;
        for c in &self.bases {
            seen |= 1 << c.index();
        }
        if self.bases.len() != 12 || seen.count_ones() != 12 {
            return Err(RuleValueError::new(
                "bases",
                format!(
                    "twelve distinct cards from 12 o'clock clockwise, e.g. [\"9D\", \"TS\", …] (found {} cards, {} distinct)",
                    self.bases.len(),
                    seen.count_ones()
                ),
            ));
        }
        // Every card but the bases must belong to exactly one foundation's run.
        let mut runs = 0u64;
        for hour in 1..=12usize {
            let b = self.base_of_hour(hour);
            let mut r = b.rank();
            while r.value() as usize != hour {
                r = r.next_wrapping();
                let bit = 1u64 << Card::new(r, b.suit()).index();
                if (runs | seen) & bit != 0 {
                    return Err(RuleValueError::new(
                        "bases",
                        format!(
                            "bases whose runs up to their hours share no card: {} is wanted twice",
                            Card::new(r, b.suit())
                        ),
                    ));
                }
                runs |= bit;
            }
        }
        if runs.count_ones() != 40 {
            return Err(RuleValueError::new(
                "bases",
                format!(
                    "bases whose runs up to their hours take all 40 other cards (they take {})",
                    runs.count_ones()
                ),
            ));
        }
        if !(4..=MAX_PILES as u8).contains(&self.tableau_piles)
            || usize::from(self.tableau_piles) * usize::from(self.pile_size) != 40
        {
            return Err(RuleValueError::new(
                "tableau_piles",
                format!(
                    "4 to {MAX_PILES} piles that hold the 40 cards with `pile_size` (8 × 5, 10 × 4, 5 × 8, 4 × 10)"
                ),
            ));
        }
        Ok(())
    }
}

/// Why Grandfather's Clock refuses a move. Piles and foundations are indices (t1 and f1
/// are 0).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GrandfathersClockError {
    #[error("there is no pile t{}", .pile + 1)]
    NoSuchPile { pile: u8 },
    #[error("t{} is empty", .pile + 1)]
    Empty { pile: u8 },
    #[error("the foundations are f1 to f12")]
    NoSuchFoundation,
    #[error("f{} is complete: it shows its hour", .foundation + 1)]
    Complete { foundation: u8 },
    #[error("f{} takes {wants} next, not {card}", .foundation + 1)]
    NotNext {
        foundation: u8,
        wants: Card,
        card: Card,
    },
    #[error("a card cannot move onto its own pile")]
    OntoItself,
    #[error("{card} does not go on {on}: the tableau builds down by one rank, any suit, no wrap")]
    NoBuild { card: Card, on: Card },
    #[error("nothing leaves a foundation")]
    FromFoundation,
}

type Refusal = GrandfathersClockError;

/// Where a card goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// A tableau pile, `0..tableau_piles`.
    Tableau(u8),
    /// The foundation at hour index `0..12` (hour `h + 1`).
    Foundation(u8),
}

/// The top card of tableau pile `from` onto `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GrandfathersClockMove {
    pub from: u8,
    pub to: Place,
}

/// A position: the tableau piles, bottom first, and how many cards each foundation has
/// taken (by hour index); `home` has one bit per card on a foundation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GrandfathersClock {
    pub(crate) tableau: [Stack<PILE_CAP>; MAX_PILES],
    pub(crate) built: [u8; 12],
    pub(crate) home: u64,
}

/// Grandfather's Clock's rules file, compiled in (it has no variants): the registration, the
/// tests and the bench read it from here.
pub const RULES: engine::BuiltInRules = engine::BuiltInRules {
    own: include_str!("../../../rules/grandfathers-clock.toml"),
    variants: &[],
};

impl GrandfathersClock {
    /// The next card foundation `h` takes, if it is not complete.
    #[inline]
    pub(crate) fn wants(&self, l: &Layout, h: usize) -> Option<Card> {
        (self.built[h] < l.len[h]).then(|| {
            let b = l.base[h];
            let mut r = b.rank();
            for _ in 0..=self.built[h] {
                r = r.next_wrapping();
            }
            Card::new(r, b.suit())
        })
    }

    /// Whether card `c` may go home now: the foundation it belongs to wants it next.
    #[inline]
    pub(crate) fn goes_home(&self, l: &Layout, c: Card) -> Option<u8> {
        let (h, n) = l.dest[c.index()]?;
        (self.built[h as usize] + 1 == n).then_some(h)
    }

    /// Whether `c` may be laid on pile `t` (empty, or a top one rank higher).
    #[inline]
    pub(crate) fn fits(&self, c: Card, t: usize) -> bool {
        match self.tableau[t].top() {
            None => true,
            Some(top) => top.rank().value() == c.rank().value() + 1,
        }
    }

    pub(crate) fn is_won(&self, l: &Layout) -> bool {
        self.home == l.in_play
    }

    /// The pile's cards, bottom first.
    pub fn pile(&self, t: usize) -> &[Card] {
        self.tableau[t].as_slice()
    }

    /// Cards foundation `h` (hour `h + 1`) has taken.
    pub fn built(&self, h: usize) -> u8 {
        self.built[h]
    }
}

fn place_name(p: Place) -> String {
    match p {
        Place::Tableau(t) => format!("t{}", t + 1),
        Place::Foundation(h) => format!("f{}", h + 1),
    }
}

/// Reads `t3` or `f12`, checking the number against the rules.
fn parse_place(rules: &GrandfathersClockRules, s: &str) -> Result<Place, ParseMoveError<Refusal>> {
    let bad = || ParseMoveError::NotA {
        text: s.to_string(),
        kind: "pile",
        expected: Msg::new(
            "grandfathers-clock-expected-pile",
            format!(
                "t1…t{} (tableau) or f1…f12 (foundations, by hour)",
                rules.piles()
            ),
        )
        .arg("last", format!("t{}", rules.piles())),
    };
    let (kind, num) = s.split_at(s.find(|c: char| c.is_ascii_digit()).ok_or_else(bad)?);
    let n: usize = num.parse().map_err(|_| bad())?;
    match kind {
        "t" if (1..=rules.piles()).contains(&n) => Ok(Place::Tableau(n as u8 - 1)),
        "f" if (1..=12).contains(&n) => Ok(Place::Foundation(n as u8 - 1)),
        _ => Err(bad()),
    }
}

impl Game for GrandfathersClock {
    type Rules = GrandfathersClockRules;
    type Move = GrandfathersClockMove;
    type MoveError = GrandfathersClockError;
    const PACKS: usize = 1;

    /// One pack in the standard order without the twelve bases.
    fn pack(rules: &Self::Rules) -> Vec<Card> {
        let mut pack = cards::standard_pack(1);
        pack.retain(|c| !rules.bases.contains(c));
        pack
    }

    fn deal_shape(rules: &Self::Rules) -> Vec<DealField> {
        vec![DealField::Piles {
            name: "tableau",
            count: rules.piles(),
            size: usize::from(rules.pile_size),
        }]
    }

    /// Pile t1 takes the first `pile_size` cards (bottom first), t2 the next, and so on.
    fn start(rules: &Self::Rules, cards: &[Card], _seed: u64) -> Self {
        let mut g = GrandfathersClock {
            tableau: [Stack::new(); MAX_PILES],
            built: [0; 12],
            home: 0,
        };
        for (t, chunk) in cards
            .chunks(usize::from(rules.pile_size))
            .take(rules.piles())
            .enumerate()
        {
            g.tableau[t] = Stack::from_slice(chunk);
        }
        g
    }

    /// Cards to their foundations first, then to other piles, by source and target.
    fn legal_moves(&self, rules: &Self::Rules, out: &mut Vec<Self::Move>) {
        let l = rules.layout();
        let n = rules.piles();
        for from in 0..n {
            let Some(c) = self.tableau[from].top() else {
                continue;
            };
            if let Some(h) = self.goes_home(l, c) {
                out.push(GrandfathersClockMove {
                    from: from as u8,
                    to: Place::Foundation(h),
                });
            }
        }
        for from in 0..n {
            let Some(c) = self.tableau[from].top() else {
                continue;
            };
            for to in 0..n {
                if to != from && self.fits(c, to) {
                    out.push(GrandfathersClockMove {
                        from: from as u8,
                        to: Place::Tableau(to as u8),
                    });
                }
            }
        }
    }

    fn check(&self, rules: &Self::Rules, m: Self::Move) -> Result<(), Refusal> {
        let l = rules.layout();
        let from = m.from as usize;
        if from >= rules.piles() {
            return Err(Refusal::NoSuchPile { pile: m.from });
        }
        let Some(c) = self.tableau[from].top() else {
            return Err(Refusal::Empty { pile: m.from });
        };
        match m.to {
            Place::Foundation(foundation) => {
                let h = foundation as usize;
                if h >= 12 {
                    return Err(Refusal::NoSuchFoundation);
                }
                match self.wants(l, h) {
                    None => Err(Refusal::Complete { foundation }),
                    Some(w) if w == c => Ok(()),
                    Some(wants) => Err(Refusal::NotNext {
                        foundation,
                        wants,
                        card: c,
                    }),
                }
            }
            Place::Tableau(pile) => {
                let t = pile as usize;
                if t >= rules.piles() {
                    return Err(Refusal::NoSuchPile { pile });
                }
                if t == from {
                    return Err(Refusal::OntoItself);
                }
                match self.tableau[t].top() {
                    Some(on) if !self.fits(c, t) => Err(Refusal::NoBuild { card: c, on }),
                    _ => Ok(()),
                }
            }
        }
    }

    fn apply(&mut self, rules: &Self::Rules, m: Self::Move) {
        let Some(c) = self.tableau[m.from as usize].pop() else {
            return;
        };
        match m.to {
            Place::Foundation(h) => {
                self.built[h as usize] += 1;
                self.home |= 1 << c.index();
                let _ = rules;
            }
            Place::Tableau(t) => self.tableau[t as usize].push(c),
        }
    }

    fn status(&self, rules: &Self::Rules) -> Status {
        let l = rules.layout();
        if self.is_won(l) {
            return Status::Won;
        }
        let mut moves = Vec::new();
        self.legal_moves(rules, &mut moves);
        if moves.is_empty() {
            Status::Lost(LOST)
        } else {
            Status::Playing
        }
    }

    /// The tableau and what the foundations took (their bases are not dealt).
    fn all_cards(&self, out: &mut Vec<Card>) {
        for p in &self.tableau {
            out.extend_from_slice(p.as_slice());
        }
        for i in 0..52 {
            if self.home & (1 << i) != 0 {
                out.push(Card::from_index(i as u8));
            }
        }
    }
}

impl Notation for GrandfathersClock {
    fn parse_move(
        &self,
        rules: &Self::Rules,
        text: &str,
    ) -> Result<Self::Move, ParseMoveError<Refusal>> {
        let t = text.trim().to_ascii_lowercase();
        let Some((from, to)) = t.split_once('-') else {
            return Err(ParseMoveError::NotAMove {
                text: text.trim().to_string(),
                expected: Msg::new(
                    "grandfathers-clock-expected-move",
                    "FROM-TO such as t3-f9 or t3-t5",
                ),
            });
        };
        let from = match parse_place(rules, from)? {
            Place::Tableau(t) => t,
            Place::Foundation(_) => return Err(Refusal::FromFoundation.into()),
        };
        Ok(GrandfathersClockMove {
            from,
            to: parse_place(rules, to)?,
        })
    }

    fn format_move(&self, _: &Self::Rules, m: Self::Move) -> String {
        format!("t{}-{}", m.from + 1, place_name(m.to))
    }
}

impl Board for GrandfathersClock {
    /// A clock face of foundations on the left (12 at the top), the tableau piles in a
    /// column beside it, fanned to the right. Piles in the order of the notation: f1…f12, then t1…t8.
    fn view(&self, rules: &Self::Rules) -> View {
        // Hour index h (hour h + 1) on a ring of 5 × 5 cells, one row down.
        const RING: [(u8, u8); 12] = [
            (3, 1),
            (4, 2),
            (4, 3),
            (4, 4),
            (3, 5),
            (2, 5),
            (1, 5),
            (0, 4),
            (0, 3),
            (0, 2),
            (1, 1),
            (2, 1),
        ];
        let l = rules.layout();
        let mut piles = Vec::with_capacity(12 + rules.piles());
        for (h, &at) in RING.iter().enumerate() {
            let b = l.base[h];
            let mut cards = vec![Face::Up(b)];
            let mut r = b.rank();
            for _ in 0..self.built[h] {
                r = r.next_wrapping();
                cards.push(Face::Up(Card::new(r, b.suit())));
            }
            let complete = self.built[h] == l.len[h];
            piles.push(PileView {
                id: format!("f{}", h + 1),
                label: Msg::same(""),
                kind: PileKind::Foundation,
                cards,
                at,
                fan: Fan::None,
                complete,
                note: (!complete).then(|| {
                    let end = format!("{:#}", Card::new(Rank::new(h as u8 + 1), b.suit()));
                    Msg::new("grandfathers-clock-to", format!("to {end}")).arg("card", end)
                }),
            });
        }
        for t in 0..rules.piles() {
            piles.push(PileView {
                id: format!("t{}", t + 1),
                label: Msg::same(""),
                kind: PileKind::Tableau,
                cards: self.tableau[t].iter().map(|&c| Face::Up(c)).collect(),
                at: (5, t as u8),
                fan: Fan::Right,
                complete: false,
                note: None,
            });
        }
        let done = self.home.count_ones();
        View {
            grid: (10, rules.tableau_piles.max(7)),
            piles,
            facts: vec![
                Msg::new("grandfathers-clock-fact-home", format!("home {done} of 40"))
                    .arg("n", done),
            ],
        }
    }

    /// A drag moves a tableau pile's top card (piles 12 and up in the view) onto a
    /// foundation (piles 0 to 11, by hour) or another tableau pile.
    fn drag(&self, rules: &Self::Rules, from: usize, to: usize) -> Option<Self::Move> {
        let n = rules.piles();
        let from = from.checked_sub(12).filter(|&t| t < n)? as u8;
        let to = match to {
            0..12 => Place::Foundation(to as u8),
            _ => Place::Tableau(to.checked_sub(12).filter(|&t| t < n)? as u8),
        };
        Some(GrandfathersClockMove { from, to })
    }
}

impl Player for GrandfathersClock {
    /// The default player: see `player.rs` and docs/games/grandfathers-clock.md.
    fn choose(&self, rules: &Self::Rules, moves: &[Self::Move]) -> Option<Self::Move> {
        player::choose(self, rules, moves)
    }

    /// A card to its foundation is safe when no card could be laid on it any more: every
    /// card one rank lower is home already (an ace takes nothing, the tableau not wrapping).
    fn is_safe(&self, rules: &Self::Rules, m: Self::Move) -> bool {
        matches!(m.to, Place::Foundation(_))
            && self.tableau[m.from as usize]
                .top()
                .is_some_and(|c| self.nothing_goes_on(rules.layout(), c))
    }

    fn why_safe(&self, rules: &Self::Rules, m: Self::Move) -> Option<Msg> {
        let c = self.tableau[m.from as usize].top()?;
        self.is_safe(rules, m).then(|| {
            if c.rank() == Rank::ACE {
                Msg::new(
                    "grandfathers-clock-safe-ace",
                    format!("{c} goes home: nothing is laid on an ace"),
                )
            } else {
                Msg::new(
                    "grandfathers-clock-safe",
                    format!(
                        "{c} goes home: every card one rank lower is home, so nothing is laid on it"
                    ),
                )
            }
            .arg("card", c.to_string())
        })
    }
}

impl Hidden for GrandfathersClock {}

impl Prose for GrandfathersClock {
    fn explain(rules: &GrandfathersClockRules) -> Vec<Msg> {
        explain::explain(rules)
    }

    fn refusal(e: &GrandfathersClockError) -> Msg {
        use GrandfathersClockError as E;
        let m = |id: &'static str| Msg::new(id, e.to_string());
        match *e {
            E::NoSuchPile { pile } => {
                m("grandfathers-clock-no-such-pile").arg("pile", format!("t{}", pile + 1))
            }
            E::Empty { pile } => {
                m("grandfathers-clock-empty").arg("pile", format!("t{}", pile + 1))
            }
            E::NoSuchFoundation => m("grandfathers-clock-no-such-foundation"),
            E::Complete { foundation } => {
                m("grandfathers-clock-complete").arg("pile", format!("f{}", foundation + 1))
            }
            E::NotNext {
                foundation,
                wants,
                card,
            } => m("grandfathers-clock-not-next")
                .arg("pile", format!("f{}", foundation + 1))
                .arg("wants", wants.to_string())
                .arg("card", card.to_string()),
            E::OntoItself => m("grandfathers-clock-onto-itself"),
            E::NoBuild { card, on } => m("grandfathers-clock-no-build")
                .arg("card", card.to_string())
                .arg("on", on.to_string()),
            E::FromFoundation => m("grandfathers-clock-from-foundation"),
        }
    }
}

impl GrandfathersClock {
    /// Whether no card still in the tableau could ever be laid on `c`: the cards one rank
    /// lower are home (an ace takes nothing).
    #[inline]
    pub(crate) fn nothing_goes_on(&self, l: &Layout, c: Card) -> bool {
        let r = c.rank().value();
        if r == 1 {
            return true;
        }
        let lower = 0xFu64 << ((r as usize - 2) * 4);
        (lower & l.in_play) & !self.home == 0
    }
}

engine::register_game!(
    GrandfathersClock,
    "grandfathers-clock",
    ["grandfather", "grossvateruhr"],
    &RULES,
    solver = engine::solve::TunedSearch,
    messages = MESSAGES
);

/// Grandfather's Clock's catalog of messages (`i18n/LANG/grandfathers-clock.ftl`): what its
/// board, refusals and rules in prose say in each language.
pub const MESSAGES: engine::Messages = &[
    ("en", include_str!("../i18n/en/grandfathers-clock.ftl")),
    ("de", include_str!("../i18n/de/grandfathers-clock.ftl")),
    ("es", include_str!("../i18n/es/grandfathers-clock.ftl")),
];
