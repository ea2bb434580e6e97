//! Pile kinds a game is composed of: a stock, a waste, foundations and tableau piles, each
//! with the rule of what it takes ([`Build`]), laid out on the board's grid ([`Pile`]).
//!
//! A game that moves one top card at a time from pile to pile says which piles it has and
//! where their cards are ([`Table`]); its moves are [`Step`]s, its refusals [`StepError`]s,
//! and its legal moves, their check, the board's view and gestures and the `FROM-TO`
//! notation (`t3-f9`) follow from its piles here, each a one-line call from the game's
//! trait impls. A stock gives its top card to a waste (`s-w`, or a tap on the stock), and
//! when it is empty and a redeal is left, the waste turned over becomes the stock again
//! (`w-s`, or a tap on the empty stock). What a step does to the cards, and what is a
//! game's own, stays in the game.

use crate::game::{
    Board, Face, Fan, Game, Lost, Notation, ParseMoveError, PileKind, PileView, Status, View,
};
use crate::msg::Msg;
use cards::{Card, DealRng, Rank, Stack};

mod turn;
pub use turn::{TurnError, TurnMove, TurnPiles, Turned, Turning};

/// What a pile takes on its top card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Build {
    /// One rank lower, any suit, no wrap: nothing on an ace, a king only on an empty pile.
    DownAnySuit,
    /// One rank higher in the same suit, an ace on a king.
    UpInSuitWrapping,
    /// One rank higher in the same suit, from the ace to the king.
    UpInSuit,
    /// Nothing: cards only leave it (a stock, a waste, a reserve).
    Nothing,
}

impl Build {
    /// Whether `c` may go on `top`.
    #[inline]
    pub fn allows(self, top: Card, c: Card) -> bool {
        let (t, r) = (top.rank().value(), c.rank().value());
        match self {
            Build::DownAnySuit => t == r + 1,
            Build::UpInSuitWrapping => {
                top.suit() == c.suit() && top.rank().next_wrapping() == c.rank()
            }
            Build::UpInSuit => top.suit() == c.suit() && r == t + 1,
            Build::Nothing => false,
        }
    }

    /// The one card that goes next on `top`, for a build in suit.
    pub fn next(self, top: Card) -> Option<Card> {
        match self {
            Build::UpInSuitWrapping => Some(Card::new(top.rank().next_wrapping(), top.suit())),
            Build::UpInSuit if top.rank() != Rank::KING => {
                Some(Card::new(Rank::new(top.rank().value() + 1), top.suit()))
            }
            _ => None,
        }
    }

    /// The cards it lays on `c`, one bit per card index.
    #[inline]
    pub fn on(self, c: Card) -> u64 {
        match (self, c.rank().value()) {
            (Build::DownAnySuit, 1) | (Build::Nothing, _) => 0,
            // The four cards of one rank lower lie side by side in the card index.
            (Build::DownAnySuit, r) => 0xF << ((r - 2) * 4),
            _ => self.next(c).map_or(0, |n| 1 << n.index()),
        }
    }

    /// The rule in words, for a refusal.
    pub fn told(self) -> Msg {
        match self {
            Build::DownAnySuit => Msg::new(
                "engine-build-down-any-suit",
                "the tableau builds down by one rank, any suit, no wrap",
            ),
            Build::UpInSuitWrapping => Msg::new(
                "engine-build-up-in-suit-wrapping",
                "a foundation builds up in suit, an ace on a king",
            ),
            Build::UpInSuit => Msg::new(
                "engine-build-up-in-suit",
                "a foundation builds up in suit from the ace",
            ),
            Build::Nothing => Msg::new("engine-build-nothing", "nothing is laid on this pile"),
        }
    }
}

/// What an empty pile takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Empty {
    Any,
    /// Only a card of this rank (an ace on an empty foundation).
    Rank(Rank),
    Nothing,
}

/// One pile of a game's table: its kind, its name in the notation, what it takes, where
/// the board draws it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pile {
    pub kind: PileKind,
    /// The notation's letter (`t` for `t3`) and the pile's number among its kind, from 1;
    /// 0 for a pile that is one of its kind (`w`, `s`).
    pub letter: char,
    pub number: u8,
    pub build: Build,
    pub empty: Empty,
    /// Complete, taking nothing more, once its top card has this rank (a clock's hour).
    pub ends: Option<Rank>,
    /// Cell in the layout grid: column, row.
    pub at: (u8, u8),
    pub fan: Fan,
    /// Its caption on the board, the same in every language (`K`); a waste without one is
    /// captioned `waste` in the player's language.
    pub label: &'static str,
}

impl Pile {
    /// A pile of `kind` named `letter``number`, taking nothing and squared.
    pub fn new(kind: PileKind, letter: char, number: usize, at: (u8, u8)) -> Pile {
        Pile {
            kind,
            letter,
            number: number as u8,
            build: Build::Nothing,
            empty: Empty::Nothing,
            ends: None,
            at,
            fan: Fan::None,
            label: "",
        }
    }

    /// The stock `s`, face down.
    pub fn stock(at: (u8, u8)) -> Pile {
        Pile::new(PileKind::Stock, 's', 0, at)
    }

    /// The waste `w`, its top card showing.
    pub fn waste(at: (u8, u8)) -> Pile {
        Pile::new(PileKind::Waste, 'w', 0, at)
    }

    /// A tableau pile `t<number>` fanned to the right that builds by `build` and takes any
    /// card when empty.
    pub fn tableau(number: usize, build: Build, at: (u8, u8)) -> Pile {
        Pile {
            build,
            empty: Empty::Any,
            fan: Fan::Right,
            ..Pile::new(PileKind::Tableau, 't', number, at)
        }
    }

    /// A foundation `f<number>` that builds by `build` and, when empty, takes `empty`.
    pub fn foundation(number: usize, build: Build, empty: Empty, at: (u8, u8)) -> Pile {
        Pile {
            build,
            empty,
            ..Pile::new(PileKind::Foundation, 'f', number, at)
        }
    }

    /// Its name in the notation: `t3`, `f12`, `w`.
    pub fn id(&self) -> String {
        match self.number {
            0 => self.letter.to_string(),
            n => format!("{}{n}", self.letter),
        }
    }

    /// Whether cards leave it for the other piles (a foundation keeps its cards; a stock
    /// gives only to a waste).
    pub fn gives(&self) -> bool {
        !matches!(self.kind, PileKind::Foundation | PileKind::Stock)
    }
}

/// Twelve foundations around a clock face on a 5 × 5 ring of cells, hour 1 at index 0, 12 at
/// the top; `down` rows lower on the grid.
pub fn ring(down: u8) -> [(u8, u8); 12] {
    [
        (3, 0),
        (4, 1),
        (4, 2),
        (4, 3),
        (3, 4),
        (2, 4),
        (1, 4),
        (0, 3),
        (0, 2),
        (0, 1),
        (1, 0),
        (2, 0),
    ]
    .map(|(c, r)| (c, r + down))
}

/// A top card from pile `from` onto pile `to`, piles by their index in the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub from: u8,
    pub to: u8,
}

/// Why a step is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StepError {
    #[error("there is no such pile")]
    NoSuchPile,
    #[error("{pile} is empty")]
    Empty { pile: String },
    #[error("nothing leaves a foundation")]
    FromFoundation,
    #[error("nothing leaves {pile} this way")]
    Stays { pile: String },
    #[error("{pile} is complete")]
    Complete { pile: String },
    #[error("{pile} takes {wants} next, not {card}")]
    NotNext {
        pile: String,
        wants: Card,
        card: Card,
    },
    #[error("{pile} is empty and takes only a card of rank {rank}")]
    Starts { pile: String, rank: Rank },
    #[error("a card cannot move onto its own pile")]
    OntoItself,
    #[error("the stock is not empty yet")]
    StockNotEmpty,
    #[error("no redeal is left")]
    NoRedealLeft,
    #[error("{card} does not go on {on}: {}", .build.told().en)]
    NoBuild { card: Card, on: Card, build: Build },
}

impl crate::game::Refusal for StepError {
    /// The refusal as a message of the engine's catalog.
    fn told(&self) -> Msg {
        let m = |id: &'static str| Msg::new(id, self.to_string());
        match self {
            StepError::NoSuchPile => m("engine-pile-no-such-pile"),
            StepError::Empty { pile } => m("engine-pile-empty").arg("pile", pile.as_str()),
            StepError::FromFoundation => m("engine-pile-from-foundation"),
            StepError::Stays { pile } => m("engine-pile-stays").arg("pile", pile.as_str()),
            StepError::Complete { pile } => m("engine-pile-complete").arg("pile", pile.as_str()),
            StepError::NotNext { pile, wants, card } => m("engine-pile-not-next")
                .arg("pile", pile.as_str())
                .arg("wants", wants.to_string())
                .arg("card", card.to_string()),
            StepError::Starts { pile, rank } => m("engine-pile-starts")
                .arg("pile", pile.as_str())
                .arg("rank", rank.label()),
            StepError::OntoItself => m("engine-pile-onto-itself"),
            StepError::StockNotEmpty => m("engine-pile-stock-not-empty"),
            StepError::NoRedealLeft => m("engine-pile-no-redeal-left"),
            StepError::NoBuild { card, on, build } => m("engine-pile-no-build")
                .arg("card", card.to_string())
                .arg("on", on.to_string())
                .arg("rule", build.told()),
        }
    }
}

/// A game composed of piles: which piles it has and their cards. Its moves are [`Step`]s
/// and its refusals [`StepError`]s where it asks [`legal`] and [`check`]; what a step does to
/// the cards is its own `Game::apply`.
pub trait Table: Game {
    /// How many piles the table has under `rules`.
    fn pile_count(rules: &Self::Rules) -> usize;

    /// Pile `i` of the table.
    fn pile(rules: &Self::Rules, i: usize) -> Pile;

    /// The top card of pile `i`, if any.
    fn top(&self, rules: &Self::Rules, i: usize) -> Option<Card>;

    /// How pile `i` shows, bottom first.
    fn faces(&self, rules: &Self::Rules, i: usize) -> Vec<Face>;

    /// The card under the top card of pile `i`, if it shows. Default: read from
    /// [`Table::faces`].
    fn under(&self, rules: &Self::Rules, i: usize) -> Option<Card> {
        let f = self.faces(rules, i);
        match f.len().checked_sub(2).map(|k| f[k]) {
            Some(Face::Up(c)) => Some(c),
            _ => None,
        }
    }

    /// How many times the waste may still become the stock. Default: never.
    fn redeals_left(&self, _rules: &Self::Rules) -> u8 {
        0
    }
}

/// A game composed of piles that takes its notation and its board from them: implementing
/// it gives the game [`Notation`] and [`Board`], written and drawn as its kind of move
/// ([`PileMove`]: a [`Step`] from pile to pile, or a [`TurnMove`] of turned piles) says.
/// What stays the game's own is the board's grid, its facts and the words of a move that
/// cannot be read.
pub trait PileGame: Table {
    /// Columns and rows of the board's grid.
    fn grid(rules: &Self::Rules) -> (u8, u8);

    /// What a pile's name may be, and what a move looks like: told when a move's text cannot
    /// be read.
    fn names(rules: &Self::Rules) -> (Msg, Msg);

    /// Short facts for the board's status line. Default: none.
    fn facts(&self, _rules: &Self::Rules) -> Vec<Msg> {
        Vec::new()
    }
}

/// A kind of move of a [`PileGame`]: how it is written and read, which gestures ask for it
/// and how the board shows the piles it moves.
pub trait PileMove<G: PileGame<Move = Self>>: Sized {
    /// Reads a move in the notation of this kind of move.
    fn parse(g: &G, rules: &G::Rules, text: &str) -> Result<Self, ParseMoveError<G::MoveError>>;

    /// Writes a move; [`PileMove::parse`] reads it back.
    fn format(rules: &G::Rules, m: Self) -> String;

    /// Whether a move-list token is the first half of a two-token move.
    fn takes_argument(_token: &str) -> bool {
        false
    }

    /// The piles as the board shows them. Default: [`view`].
    fn piles(g: &G, rules: &G::Rules) -> Vec<PileView> {
        view(g, rules)
    }

    /// The move a tap on pile `pile` asks for.
    fn tap(g: &G, rules: &G::Rules, pile: usize) -> Option<Self>;

    /// The move a drag from pile `from` to pile `to` asks for.
    fn drag(g: &G, rules: &G::Rules, from: usize, to: usize) -> Option<Self>;
}

impl<G: PileGame> Notation for G
where
    G::Move: PileMove<G>,
{
    fn parse_move(
        &self,
        rules: &G::Rules,
        text: &str,
    ) -> Result<G::Move, ParseMoveError<G::MoveError>> {
        G::Move::parse(self, rules, text)
    }

    fn format_move(&self, rules: &G::Rules, m: G::Move) -> String {
        G::Move::format(rules, m)
    }

    fn takes_argument(token: &str) -> bool {
        G::Move::takes_argument(token)
    }
}

impl<G: PileGame> Board for G
where
    G::Move: PileMove<G>,
{
    fn view(&self, rules: &G::Rules) -> View {
        View {
            grid: G::grid(rules),
            piles: G::Move::piles(self, rules),
            facts: self.facts(rules),
        }
    }

    fn drag(&self, rules: &G::Rules, from: usize, to: usize) -> Option<G::Move> {
        G::Move::drag(self, rules, from, to)
    }

    fn tap(&self, rules: &G::Rules, pile: usize) -> Option<G::Move> {
        G::Move::tap(self, rules, pile)
    }
}

/// Steps are written `FROM-TO` ([`format()`], [`parse()`]); a drag asks for the step between its
/// piles ([`drag`]), a tap on the stock for the turn of its card or the redeal ([`tap`]).
impl<G: PileGame<Move = Step, MoveError = StepError>> PileMove<G> for Step {
    fn parse(_: &G, rules: &G::Rules, text: &str) -> Result<Step, ParseMoveError<StepError>> {
        let (pile, shape) = G::names(rules);
        parse::<G>(rules, text, pile, shape)
    }

    fn format(rules: &G::Rules, m: Step) -> String {
        format::<G>(rules, m)
    }

    fn tap(g: &G, rules: &G::Rules, pile: usize) -> Option<Step> {
        tap(g, rules, pile)
    }

    fn drag(_: &G, rules: &G::Rules, from: usize, to: usize) -> Option<Step> {
        drag::<G>(rules, from, to)
    }
}

/// The piles of `kind`, by index.
fn of_kind<G: Table>(rules: &G::Rules, kind: PileKind) -> impl Iterator<Item = usize> + '_ {
    (0..G::pile_count(rules)).filter(move |&i| G::pile(rules, i).kind == kind)
}

/// Whether `c` may go on pile `to` as it stands.
#[inline]
pub fn takes<G: Table>(g: &G, rules: &G::Rules, to: usize, c: Card) -> bool {
    let p = G::pile(rules, to);
    match g.top(rules, to) {
        None => match p.empty {
            Empty::Any => true,
            Empty::Rank(r) => c.rank() == r,
            Empty::Nothing => false,
        },
        Some(top) => p.ends != Some(top.rank()) && p.build.allows(top, c),
    }
}

/// Every legal step: cards to a foundation first (by source), then onto the other piles (by
/// source, then target).
pub fn legal<G: Table>(g: &G, rules: &G::Rules, out: &mut Vec<Step>) {
    let n = G::pile_count(rules);
    let mut push = |from: usize, to: usize| {
        out.push(Step {
            from: from as u8,
            to: to as u8,
        })
    };
    for home in [true, false] {
        for from in (0..n).filter(|&i| G::pile(rules, i).gives()) {
            let Some(c) = g.top(rules, from) else {
                continue;
            };
            for to in 0..n {
                let found = G::pile(rules, to).kind == PileKind::Foundation;
                if to != from && found == home && takes(g, rules, to, c) {
                    push(from, to);
                }
            }
        }
    }
    for s in of_kind::<G>(rules, PileKind::Stock) {
        for w in of_kind::<G>(rules, PileKind::Waste) {
            match g.top(rules, s) {
                Some(_) => push(s, w),
                None if g.top(rules, w).is_some() && g.redeals_left(rules) > 0 => push(w, s),
                None => {}
            }
        }
    }
}

/// Why step `s` is refused, or `Ok`.
pub fn check<G: Table>(g: &G, rules: &G::Rules, s: Step) -> Result<(), StepError> {
    let n = G::pile_count(rules);
    let (from, to) = (s.from as usize, s.to as usize);
    if from >= n || to >= n {
        return Err(StepError::NoSuchPile);
    }
    let (fp, tp) = (G::pile(rules, from), G::pile(rules, to));
    match (fp.kind, tp.kind) {
        (PileKind::Stock, PileKind::Waste) if g.top(rules, from).is_none() => {
            return Err(StepError::Empty { pile: fp.id() });
        }
        (PileKind::Stock, PileKind::Waste) => return Ok(()),
        (PileKind::Waste, PileKind::Stock) if g.top(rules, to).is_some() => {
            return Err(StepError::StockNotEmpty);
        }
        (PileKind::Waste, PileKind::Stock) if g.redeals_left(rules) == 0 => {
            return Err(StepError::NoRedealLeft);
        }
        (PileKind::Waste, PileKind::Stock) if g.top(rules, from).is_none() => {
            return Err(StepError::Empty { pile: fp.id() });
        }
        (PileKind::Waste, PileKind::Stock) => return Ok(()),
        _ => {}
    }
    if fp.kind == PileKind::Foundation {
        return Err(StepError::FromFoundation);
    }
    if !fp.gives() {
        return Err(StepError::Stays { pile: fp.id() });
    }
    let Some(c) = g.top(rules, from) else {
        return Err(StepError::Empty { pile: fp.id() });
    };
    if from == to {
        return Err(StepError::OntoItself);
    }
    let pile = tp.id();
    match g.top(rules, to) {
        Some(top) if tp.ends == Some(top.rank()) => Err(StepError::Complete { pile }),
        Some(on) if !tp.build.allows(on, c) => match tp.build.next(on) {
            Some(wants) => Err(StepError::NotNext {
                pile,
                wants,
                card: c,
            }),
            None => Err(StepError::NoBuild {
                card: c,
                on,
                build: tp.build,
            }),
        },
        None if !takes(g, rules, to, c) => match tp.empty {
            Empty::Rank(rank) => Err(StepError::Starts { pile, rank }),
            _ => Err(StepError::Stays { pile }),
        },
        _ => Ok(()),
    }
}

/// The piles as the board shows them: each pile's cards, name, kind, cell and fan, no
/// caption (a game adds its own); a pile that ends on a rank is complete once its top card
/// has it, and until then notes the card it ends on (`to Q♦`).
pub fn view<G: Table>(g: &G, rules: &G::Rules) -> Vec<PileView> {
    (0..G::pile_count(rules))
        .map(|i| {
            let p = G::pile(rules, i);
            let top = g.top(rules, i);
            let complete = p.ends.is_some() && top.map(|c| c.rank()) == p.ends;
            let end = p
                .ends
                .zip(top)
                .map(|(r, c)| format!("{:#}", Card::new(r, c.suit())));
            PileView {
                id: p.id(),
                notation: true,
                label: match (p.kind, p.label) {
                    (PileKind::Waste, "") => Msg::new("engine-pile-waste", "waste"),
                    (_, label) => Msg::same(label),
                },
                kind: p.kind,
                cards: g.faces(rules, i),
                at: p.at,
                fan: p.fan,
                complete,
                note: end
                    .filter(|_| !complete)
                    .map(|e| Msg::new("engine-pile-to", format!("to {e}")).arg("card", e)),
            }
        })
        .collect()
}

/// Won when `won`, lost for the game's reason `lost` when no step is legal, else playing.
pub fn status<G: Table<Move = Step>>(g: &G, rules: &G::Rules, won: bool, lost: Lost) -> Status {
    let mut moves = Vec::new();
    legal(g, rules, &mut moves);
    match () {
        _ if won => Status::Won,
        _ if moves.is_empty() => Status::Lost(lost),
        _ => Status::Playing,
    }
}

/// A default player of steps, by fixed preferences that never go round in circles:
///
/// 1. a card to a foundation;
/// 2. a step that uncovers a card a foundation takes now (`home`);
/// 3. a card that does not lie in sequence on the card under it (by its pile's build),
///    onto a pile that is not empty, the card it uncovers wanted soonest first (`wait`: how
///    many cards its foundation must take before it);
/// 4. such a card onto an empty pile, the same way.
///
/// Steps 3 and 4 each take away one card lying out of sequence, and 1 and 2 bring a card
/// home within two steps, so a game played this way ends.
pub fn choose<G: Table<Move = Step>>(
    g: &G,
    rules: &G::Rules,
    moves: &[Step],
    home: impl Fn(Card) -> bool,
    wait: impl Fn(Card) -> u8,
) -> Option<Step> {
    let found = |m: &&Step| G::pile(rules, m.to.into()).kind == PileKind::Foundation;
    if let Some(&m) = moves.iter().find(found) {
        return Some(m);
    }
    // The card under the moving one, and whether the moving one lies out of sequence on it.
    let under = |m: &Step| {
        let (from, top) = (m.from.into(), g.top(rules, m.from.into()));
        let below = g.under(rules, from);
        let build = G::pile(rules, from).build;
        (
            below,
            below.zip(top).is_some_and(|(b, c)| !build.allows(b, c)),
        )
    };
    if let Some(&m) = moves.iter().find(|m| under(m).0.is_some_and(&home)) {
        return Some(m);
    }
    let best = |onto_empty: bool| {
        moves
            .iter()
            .filter(|m| g.top(rules, m.to.into()).is_none() == onto_empty && under(m).1)
            .min_by_key(|m| under(m).0.map_or(u8::MAX, &wait))
            .copied()
    };
    best(false).or_else(|| best(true))
}

/// The step a drag from pile `from` to pile `to` asks for: any drag from a pile cards leave.
pub fn drag<G: Table>(rules: &G::Rules, from: usize, to: usize) -> Option<Step> {
    let n = G::pile_count(rules);
    (from < n && to < n && G::pile(rules, from).gives()).then_some(Step {
        from: from as u8,
        to: to as u8,
    })
}

/// The step a tap on pile `pile` asks for: on a stock, a card to the waste, or the waste
/// back when the stock is empty; elsewhere nothing (the board then drags the pile's card
/// where it goes).
pub fn tap<G: Table>(g: &G, rules: &G::Rules, pile: usize) -> Option<Step> {
    if pile >= G::pile_count(rules) || G::pile(rules, pile).kind != PileKind::Stock {
        return None;
    }
    let w = of_kind::<G>(rules, PileKind::Waste).next()?;
    Some(match g.top(rules, pile) {
        Some(_) => Step {
            from: pile as u8,
            to: w as u8,
        },
        None => Step {
            from: w as u8,
            to: pile as u8,
        },
    })
}

/// The index of the pile named `id` (`t3`, `F12`, `w`).
pub fn find<G: Table>(rules: &G::Rules, id: &str) -> Option<usize> {
    let id = id.to_ascii_lowercase();
    let digits = id.find(|c: char| c.is_ascii_digit()).unwrap_or(id.len());
    let (letter, number) = id.split_at(digits);
    let number: u8 = if number.is_empty() {
        0
    } else {
        number.parse().ok()?
    };
    let mut letter = letter.chars();
    let (Some(letter), None) = (letter.next(), letter.next()) else {
        return None;
    };
    (0..G::pile_count(rules)).find(|&i| {
        let p = G::pile(rules, i);
        (p.letter, p.number) == (letter, number)
    })
}

/// A step in the `FROM-TO` notation: `t3-f9`.
pub fn format<G: Table>(rules: &G::Rules, s: Step) -> String {
    let id = |i: u8| G::pile(rules, i.into()).id();
    format!("{}-{}", id(s.from), id(s.to))
}

/// Reads `FROM-TO`; `pile` tells what a pile's name may be, `shape` what a move looks like.
/// A step from a foundation is refused here, as nothing leaves one.
pub fn parse<G: Table>(
    rules: &G::Rules,
    text: &str,
    pile: Msg,
    shape: Msg,
) -> Result<Step, ParseMoveError<StepError>> {
    let t = text.trim();
    let Some((from, to)) = t.split_once('-') else {
        return Err(ParseMoveError::NotAMove {
            text: t.to_string(),
            expected: shape,
        });
    };
    let read = |s: &str| {
        find::<G>(rules, s).ok_or_else(|| ParseMoveError::NotA {
            text: s.to_ascii_lowercase(),
            kind: "pile",
            expected: pile.clone(),
        })
    };
    let from = read(from)?;
    if G::pile(rules, from).kind == PileKind::Foundation {
        return Err(StepError::FromFoundation.into());
    }
    let to = read(to)?;
    Ok(Step {
        from: from as u8,
        to: to as u8,
    })
}

/// A ring of twelve foundations on a clock face, by hour index `h` (hour `h + 1`): each
/// starts from a base card and builds up in its suit, an ace on a king, until its top card
/// shows its hour (ace 1, jack 11, queen 12). Each card but the bases has one place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ring {
    /// The base card of the foundation at hour index `h`.
    pub base: [Card; 12],
    /// Cards foundation `h` takes in all.
    pub len: [u8; 12],
    /// The foundation each card goes to, and its place in that foundation's run (1 is the
    /// first card laid on the base); `None` for a base card and a card of no run.
    pub dest: [Option<(u8, u8)>; 52],
    /// The cards the runs take, one bit per card index.
    pub in_play: u64,
}

impl Default for Ring {
    fn default() -> Ring {
        Ring {
            base: [Card::default(); 12],
            len: [0; 12],
            dest: [None; 52],
            in_play: 0,
        }
    }
}

impl Ring {
    /// The ring on `bases` by hour index, or the first card two runs (or a run and a base)
    /// both take.
    pub fn new(bases: [Card; 12]) -> Result<Ring, Card> {
        let mut l = Ring {
            base: bases,
            ..Ring::default()
        };
        let mut taken: u64 = bases.iter().fold(0, |s, c| s | 1 << c.index());
        for (h, b) in bases.into_iter().enumerate() {
            let mut r = b.rank();
            while r.value() as usize != h + 1 {
                r = r.next_wrapping();
                let c = Card::new(r, b.suit());
                if taken & 1 << c.index() != 0 {
                    return Err(c);
                }
                taken |= 1 << c.index();
                l.len[h] += 1;
                l.dest[c.index()] = Some((h as u8, l.len[h]));
                l.in_play |= 1 << c.index();
            }
        }
        Ok(l)
    }

    /// The ring on `bases` as a clock face shows them, from 12 o'clock clockwise (12, 1, 2,
    /// … 11), or what the bases must be (for a rules error): twelve distinct cards whose
    /// runs up to their hours share no card and take all 40 others.
    pub fn from_clock(bases: &[Card]) -> Result<Ring, Msg> {
        let distinct = bases.iter().fold(0u64, |s, c| s | 1 << c.index());
        let (n, distinct) = (bases.len(), distinct.count_ones());
        if (n, distinct) != (12, 12) {
            let en = format!(
                "twelve distinct cards from 12 o'clock clockwise, e.g. [\"9D\", \"TS\", …] (found {n} cards, {distinct} distinct)"
            );
            let m = Msg::new("engine-expect-ring-bases", en)
                .arg("n", n)
                .arg("distinct", distinct);
            return Err(m);
        }
        let ring = Ring::new(std::array::from_fn(|h| bases[(h + 1) % 12])).map_err(|c| {
            let en =
                format!("bases whose runs up to their hours share no card: {c} is wanted twice");
            Msg::new("engine-expect-ring-apart", en).arg("card", c.to_string())
        })?;
        match ring.in_play.count_ones() {
            40 => Ok(ring),
            n => {
                let en = format!(
                    "bases whose runs up to their hours take all 40 other cards (they take {n})"
                );
                Err(Msg::new("engine-expect-ring-all", en).arg("taken", n))
            }
        }
    }

    /// The cards foundation `h` shows when it has taken `built`, base first.
    pub fn shows(&self, h: usize, built: u8) -> impl Iterator<Item = Card> {
        let b = self.base[h];
        std::iter::successors(Some(b.rank()), |r| Some(r.next_wrapping()))
            .take(usize::from(built) + 1)
            .map(move |r| Card::new(r, b.suit()))
    }

    /// Foundation `h` as a pile `f<h + 1>` at its place on the clock face, `down` rows low.
    pub fn pile(h: usize, down: u8) -> Pile {
        Pile {
            ends: Some(Rank::new(h as u8 + 1)),
            ..Pile::foundation(
                h + 1,
                Build::UpInSuitWrapping,
                Empty::Nothing,
                ring(down)[h],
            )
        }
    }
}

/// How far the foundations of a [`Ring`] are built: a position's part of the ring.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Built {
    /// Cards foundation `h` has taken on its base.
    pub built: [u8; 12],
    /// One bit per card laid on a foundation, by card index.
    pub home: u64,
}

impl Built {
    /// The foundation that takes `c` now, if any: its one place, when the cards before it
    /// are there.
    #[inline]
    pub fn takes(&self, ring: &Ring, c: Card) -> Option<u8> {
        let (h, n) = ring.dest[c.index()]?;
        (self.built[h as usize] + 1 == n).then_some(h)
    }

    /// How many cards the foundation of `c` must take before `c` (0: it goes now);
    /// `u8::MAX` for a card of no run.
    pub fn wait(&self, ring: &Ring, c: Card) -> u8 {
        ring.dest[c.index()].map_or(u8::MAX, |(h, n)| n - self.built[h as usize] - 1)
    }

    /// Whether no card still out could ever be laid on `c` by `build`: all it lays there are
    /// home.
    #[inline]
    pub fn settled(&self, ring: &Ring, build: Build, c: Card) -> bool {
        build.on(c) & ring.in_play & !self.home == 0
    }

    /// Lays `c` on foundation `h`.
    pub fn lay(&mut self, h: usize, c: Card) {
        self.built[h] += 1;
        self.home |= 1 << c.index();
    }

    /// Whether every foundation has ended on its hour.
    pub fn done(&self, ring: &Ring) -> bool {
        self.home == ring.in_play
    }

    /// The cards foundation `h` shows, base first.
    pub fn shows(&self, ring: &Ring, h: usize) -> impl Iterator<Item = Card> {
        ring.shows(h, self.built[h])
    }

    /// The cards laid on the foundations (not their bases).
    pub fn cards(&self) -> impl Iterator<Item = Card> {
        (0..52u8)
            .filter(|&i| self.home & 1 << i != 0)
            .map(Card::from_index)
    }
}

/// Cards dealt into piles of `size`, bottom first: the first `size` to pile 0, and so on.
pub fn deal<const N: usize, const P: usize>(cards: &[Card], size: usize) -> [Stack<N>; P] {
    let mut piles = [Stack::new(); P];
    for (pile, cards) in piles.iter_mut().zip(cards.chunks(size)) {
        *pile = Stack::from_slice(cards);
    }
    piles
}

/// The cards of `piles` that `known` does not keep in place, dealt again at random from
/// `rng`, each pile keeping its count: for `Hidden::redeal_hidden` of face-down piles.
/// The cards are sorted before the shuffle, so that the result depends on which cards are
/// hidden and never on their order. `false`, and nothing changed, when fewer than two are
/// hidden: then nothing is unknown.
pub fn redeal<const N: usize>(
    piles: &mut [Stack<N>],
    known: impl Fn(Card) -> bool,
    rng: &mut DealRng,
) -> bool {
    let mut hidden: Vec<Card> = piles
        .iter()
        .flat_map(|p| p.iter().copied())
        .filter(|&c| !known(c))
        .collect();
    if hidden.len() < 2 {
        return false;
    }
    hidden.sort_unstable();
    cards::shuffle(&mut hidden, rng);
    let mut it = hidden.into_iter();
    for p in piles.iter_mut() {
        let v: Vec<Card> = p
            .iter()
            .map(|&c| if known(c) { c } else { it.next().unwrap_or(c) })
            .collect();
        *p = Stack::from_slice(&v);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a build lays on a card, as a set of cards, is what it allows there.
    #[test]
    fn a_build_lays_on_a_card_what_it_allows() {
        let builds = [
            Build::DownAnySuit,
            Build::UpInSuitWrapping,
            Build::UpInSuit,
            Build::Nothing,
        ];
        for b in builds {
            for c in (0..52).map(Card::from_index) {
                let allowed = (0..52)
                    .map(Card::from_index)
                    .filter(|&x| b.allows(c, x))
                    .fold(0u64, |m, x| m | 1 << x.index());
                assert_eq!(b.on(c), allowed, "{b:?} on {c}");
            }
        }
    }
}
