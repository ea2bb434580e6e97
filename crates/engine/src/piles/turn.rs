//! Piles turned one card at a time, as in Clock: each pile holds face-down cards and, tucked
//! under them, the face-up cards it has taken ([`Turned`]). `turn` turns the top face-down
//! card of the current pile and tucks it face up under the pile it goes to (the game says
//! which), and that pile is turned next; play ends when the pile to turn has no face-down
//! card left. A card that would end play while cards are still face down waits in hand
//! instead, while a swap is left: `swap pN` exchanges it for the deepest face-down card of
//! pile N and plays that card on, `turn` declines and tucks it.
//!
//! A game of turned piles ([`Turning`]: its rules, its deal, where a card goes) is a
//! [`Game`] with its [`Player`] and what it hides ([`Hidden`]) from here, and with its
//! [`Table`](super::Table) and the words of its [`PileGame`] its notation and board.

use super::{PileGame, PileMove, find, view};
use crate::game::{
    DealField, Face, Game, GameRules, Hidden, Lost, ParseMoveError, PileView, Player, Refusal,
    Status,
};
use crate::msg::Msg;
use cards::{Card, DealRng, Stack};
use std::fmt::Debug;
use std::hash::Hash;

/// A move of turned piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnMove {
    /// `turn`: turn the next face-down card of the current pile, or tuck the card in hand.
    Turn,
    /// `swap pN`: exchange the card in hand for the deepest face-down card of pile `N - 1`.
    Swap(u8),
}

/// Why a turn or a swap is refused, by reason alone: a game tells each in its own words
/// through its refusal's `From<TurnError>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// Play has ended: no card waits in hand and the current pile has none face down.
    Over,
    /// No card waits in hand to be swapped.
    SwapNotNow,
    /// There is no such pile.
    NoSuchPile,
    /// The pile (by index) has no face-down card to swap.
    NothingToSwap(u8),
    /// `swap` was written without a pile.
    SwapNeedsPile,
}

/// `P` piles dealt face down, each taking at most `N` cards face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turned<const P: usize, const N: usize> {
    /// Face-down cards of each pile; the last is turned next.
    pub down: [Stack<N>; P],
    /// Face-up cards tucked under each pile, in the order they came.
    pub up: [Stack<N>; P],
    /// The pile the next card is turned from.
    pub current: u8,
    /// A turned card waiting in hand for a swap, and the pile it goes to.
    pub hand: Option<(Card, u8)>,
    pub swaps_left: u8,
}

impl<const P: usize, const N: usize> Turned<P, N> {
    /// Tucks turned card `c` under pile `p`, turned next; a card that ends play there (the
    /// pile has no face-down card left) waits in hand instead while a swap is left and cards
    /// are face down.
    fn lay(&mut self, c: Card, p: usize) {
        if self.down[p].is_empty() && self.swaps_left > 0 && self.face_down() > 0 {
            self.hand = Some((c, p as u8));
        } else {
            self.tuck(c, p);
        }
    }

    fn tuck(&mut self, c: Card, p: usize) {
        self.up[p].push(c);
        self.current = p as u8;
    }

    /// The pile with the most face-down cards, the first on a tie: a card swapped under it
    /// comes up as late as possible.
    fn deepest(&self) -> u8 {
        let p = (0..P).max_by_key(|&p| (self.down[p].len(), std::cmp::Reverse(p)));
        p.unwrap_or(0) as u8
    }

    /// Whether a face-down card is known to the player: every other card that goes to its
    /// pile has come, so the pile has none face down (a card swapped under a pile).
    fn known(&self, c: Card, home: &impl Fn(Card) -> usize) -> bool {
        self.down[home(c)].is_empty()
    }
}

impl<const P: usize, const N: usize> TurnPiles for Turned<P, N> {
    const PILES: usize = P;
    const SIZE: usize = N;

    fn face_down(&self) -> usize {
        self.down.iter().map(|p| p.len()).sum()
    }

    /// The pile turned next, while play goes on and no card waits in hand.
    fn next(&self) -> Option<usize> {
        let p = self.current as usize;
        (self.hand.is_none() && !self.down[p].is_empty()).then_some(p)
    }

    /// Playing while a card waits in hand or one is left to turn; then won when every card is
    /// face up, else lost for the game's reason `lost`.
    fn status(&self, lost: Lost) -> Status {
        match () {
            _ if self.hand.is_some() || self.next().is_some() => Status::Playing,
            _ if self.face_down() == 0 => Status::Won,
            _ => Status::Lost(lost),
        }
    }

    /// Why `m` is refused, or `Ok`.
    fn check(&self, m: TurnMove) -> Result<(), TurnError> {
        match m {
            _ if self.hand.is_none() && self.next().is_none() => Err(TurnError::Over),
            TurnMove::Turn => Ok(()),
            TurnMove::Swap(_) if self.hand.is_none() => Err(TurnError::SwapNotNow),
            TurnMove::Swap(p) if p as usize >= P => Err(TurnError::NoSuchPile),
            TurnMove::Swap(p) if self.down[p as usize].is_empty() => {
                Err(TurnError::NothingToSwap(p))
            }
            TurnMove::Swap(_) => Ok(()),
        }
    }

    /// The moves [`Turned::check`] allows: a swap into each pile with a face-down card while a
    /// card waits in hand, then the turn.
    fn legal(&self, out: &mut Vec<TurnMove>) {
        let all = (0..P as u8).map(TurnMove::Swap).chain([TurnMove::Turn]);
        out.extend(all.filter(|&m| self.check(m).is_ok()));
    }

    /// Plays a legal move; `home(c)` is the pile card `c` goes to.
    fn apply(&mut self, m: TurnMove, home: impl Fn(Card) -> usize) {
        match (m, self.hand.take()) {
            (TurnMove::Turn, Some((c, p))) => self.tuck(c, p.into()),
            (TurnMove::Turn, None) => {
                if let Some(c) = self.down[self.current as usize].pop() {
                    self.lay(c, home(c));
                }
            }
            (TurnMove::Swap(p), Some((c, _))) => {
                // The deepest face-down card of pile p changes place with the card in hand.
                let pile = &mut self.down[p as usize];
                let mut cards = pile.as_slice().to_vec();
                let taken = std::mem::replace(&mut cards[0], c);
                *pile = Stack::from_slice(&cards);
                self.swaps_left -= 1;
                self.lay(taken, home(taken));
            }
            (TurnMove::Swap(_), None) => {}
        }
    }

    /// The default player's choice among `moves`: with a card in hand, the swap into the
    /// deepest pile (the pile with the most face-down cards), else the first move (the turn).
    fn choose(&self, moves: &[TurnMove]) -> Option<TurnMove> {
        let swap = TurnMove::Swap(self.deepest());
        let swaps = self.hand.is_some() && moves.contains(&swap);
        if swaps {
            Some(swap)
        } else {
            moves.first().copied()
        }
    }

    /// Plays on as [`Turned::choose`] does, at most `limit` moves, without listing moves:
    /// whether it was won, and the moves made.
    fn play_out(&mut self, limit: usize, home: impl Fn(Card) -> usize) -> (bool, usize) {
        let mut n = 0;
        while n < limit {
            let m = match self.hand {
                Some(_) => TurnMove::Swap(self.deepest()),
                None if self.next().is_some() => TurnMove::Turn,
                None => break,
            };
            self.apply(m, &home);
            n += 1;
        }
        (self.hand.is_none() && self.face_down() == 0, n)
    }

    /// Whether `m` shows a face-down card the player could not know: a turn shows the card
    /// it turns, a swap the card it takes, unless that card is known or the last one hidden.
    fn reveals(&self, m: TurnMove, home: impl Fn(Card) -> usize) -> bool {
        let unknown = |c: &Card| !self.known(*c, &home);
        let hidden = self
            .down
            .iter()
            .flat_map(|p| p.iter())
            .filter(|c| unknown(c));
        if hidden.count() < 2 {
            return false;
        }
        match (m, self.hand) {
            (TurnMove::Turn, None) => self.down[self.current as usize]
                .top()
                .is_some_and(|c| unknown(&c)),
            (TurnMove::Swap(p), Some(_)) => self
                .down
                .get(p as usize)
                .and_then(|pile| pile.as_slice().first())
                .is_some_and(unknown),
            _ => false,
        }
    }

    /// The piles with their face-down cards but the known ones dealt again from `rng`, each
    /// pile keeping its count ([`super::redeal`]); `None` when nothing is unknown.
    fn redeal(&self, home: impl Fn(Card) -> usize, rng: &mut DealRng) -> Option<Self> {
        let mut t = *self;
        super::redeal(&mut t.down, |c| self.known(c, &home), rng).then_some(t)
    }

    /// The top face-up card of pile `p`.
    fn top(&self, p: usize) -> Option<Card> {
        self.up[p].top()
    }

    /// Pile `p` as shown: its face-up cards, then the face-down ones.
    fn faces(&self, p: usize) -> Vec<Face> {
        let up = self.up[p].iter().map(|&c| Face::Up(c));
        up.chain(self.down[p].iter().map(|_| Face::Down)).collect()
    }

    /// Every card, wherever it lies.
    fn all_cards(&self, out: &mut Vec<Card>) {
        for p in 0..P {
            out.extend_from_slice(self.down[p].as_slice());
            out.extend_from_slice(self.up[p].as_slice());
        }
        out.extend(self.hand.map(|(c, _)| c));
    }

    fn deal(cards: &[Card], first: usize, swaps: u8) -> Self {
        Turned {
            down: super::deal(cards, N),
            up: [Stack::new(); P],
            current: first as u8,
            hand: None,
            swaps_left: swaps,
        }
    }

    fn decided(cards: &[Card], first: usize, home: impl Fn(Card) -> usize) -> bool {
        // Where each pile's bottom card (the first of its cards) sends play.
        let next: [usize; P] = std::array::from_fn(|p| home(cards[p * N]));
        assert!(P <= 64, "one bit a pile");
        let mut good: u64 = 1 << first;
        for start in 0..P {
            let (mut p, mut steps) = (start, 0);
            while good & 1 << p == 0 {
                p = next[p];
                steps += 1;
                if steps > P {
                    return false;
                }
            }
            let mut p = start;
            while good & 1 << p == 0 {
                good |= 1 << p;
                p = next[p];
            }
        }
        true
    }

    fn hand(&self) -> Option<(Card, u8)> {
        self.hand
    }

    fn full(&self, p: usize) -> bool {
        self.up[p].len() == N
    }
}

/// What a game asks of its turned piles: [`Turned`] of any size.
pub trait TurnPiles: Copy {
    /// How many piles, and how many cards each is dealt.
    const PILES: usize;
    const SIZE: usize;
    fn face_down(&self) -> usize;
    /// The pile turned next, while play goes on and no card waits in hand.
    fn next(&self) -> Option<usize>;
    /// Playing while a card waits in hand or one is left to turn; then won when every card is
    /// face up, else lost for the game's reason `lost`.
    fn status(&self, lost: Lost) -> Status;
    /// Why `m` is refused, or `Ok`.
    fn check(&self, m: TurnMove) -> Result<(), TurnError>;
    /// The moves [`TurnPiles::check`] allows: a swap into each pile with a face-down card
    /// while a card waits in hand, then the turn.
    fn legal(&self, out: &mut Vec<TurnMove>);
    /// Plays a legal move; `home(c)` is the pile card `c` goes to.
    fn apply(&mut self, m: TurnMove, home: impl Fn(Card) -> usize);
    /// The default player's choice among `moves`: with a card in hand, the swap into the
    /// pile with the most face-down cards (the first on a tie), so that the card comes up as
    /// late as possible; else the first move (the turn).
    fn choose(&self, moves: &[TurnMove]) -> Option<TurnMove>;
    /// Plays on as [`TurnPiles::choose`] does, at most `limit` moves, without listing
    /// moves: whether it was won, and the moves made.
    fn play_out(&mut self, limit: usize, home: impl Fn(Card) -> usize) -> (bool, usize);
    /// Whether `m` shows a face-down card the player could not know: a turn shows the card
    /// it turns, a swap the card it takes, unless that card is known (every other card of
    /// its pile has come: a card swapped under a pile) or the last one hidden.
    fn reveals(&self, m: TurnMove, home: impl Fn(Card) -> usize) -> bool;
    /// The piles with their unknown face-down cards dealt again from `rng`, each pile
    /// keeping its count ([`super::redeal`]); `None` when nothing is unknown.
    fn redeal(&self, home: impl Fn(Card) -> usize, rng: &mut DealRng) -> Option<Self>;
    /// `cards` dealt face down in piles of [`TurnPiles::SIZE`], in order, bottom first; pile
    /// `first` is turned first.
    fn deal(cards: &[Card], first: usize, swaps: u8) -> Self;
    /// Whether every card of the deal `cards` comes up, played without a swap: the deal
    /// alone decides, and this says how without playing. The last card turned from a pile is
    /// its bottom card, which sends play on to the pile it goes to; every card comes up
    /// exactly when, from every pile, following bottom cards to their piles reaches the pile
    /// turned first without going round in a circle. It holds when each pile takes as many
    /// cards as it is dealt ([`Turning::home`]).
    fn decided(cards: &[Card], first: usize, home: impl Fn(Card) -> usize) -> bool;
    /// The top face-up card of pile `p`.
    fn top(&self, p: usize) -> Option<Card>;
    /// Pile `p` as shown: its face-up cards, then the face-down ones.
    fn faces(&self, p: usize) -> Vec<Face>;
    /// Every card, wherever it lies.
    fn all_cards(&self, out: &mut Vec<Card>);
    /// The card waiting in hand and the pile it goes to.
    fn hand(&self) -> Option<(Card, u8)>;
    /// Whether pile `p` has taken every card it takes.
    fn full(&self, p: usize) -> bool;
}

/// A game of turned piles: its rules, how its piles are dealt and where a card goes; its
/// moves are [`TurnMove`]s, written `turn` and `swap pN`, and its refusal tells each
/// [`TurnError`] in its words. It is a [`Game`], with a [`Player`] and [`Hidden`], from
/// these; with a [`Table`](super::Table) and a [`PileGame`] it has its notation and board.
pub trait Turning: Copy + Eq + Hash + Debug + Send + Sync + 'static {
    type Rules: GameRules;
    type Refusal: Refusal + From<TurnError>;
    type Piles: TurnPiles + Eq + Hash + Debug + Send + Sync;
    /// The key of the piles in a deal file.
    const DEAL: &'static str;
    /// Why a game is lost: play ended with cards still face down.
    const LOST: Lost;
    /// The pile turned first.
    const FIRST: usize;
    /// How many swaps the rules allow.
    fn swaps(rules: &Self::Rules) -> u8;
    /// The position of the piles `t`.
    fn new(t: Self::Piles) -> Self;
    /// The pile card `c` goes to. Each pile takes as many cards as it is dealt.
    fn home(c: Card) -> usize;
    fn turned(&self) -> &Self::Piles;
    fn turned_mut(&mut self) -> &mut Self::Piles;
}

impl<G: Turning> Game for G {
    type Rules = G::Rules;
    type Move = TurnMove;
    type MoveError = G::Refusal;
    const PACKS: usize = G::Piles::PILES * G::Piles::SIZE / 52;

    /// The piles, each dealt bottom first.
    fn deal_shape(_: &G::Rules) -> Vec<DealField> {
        vec![DealField::Piles {
            name: G::DEAL,
            count: G::Piles::PILES,
            size: G::Piles::SIZE,
        }]
    }

    /// The piles dealt in order ([`TurnPiles::deal`]).
    fn start(rules: &G::Rules, cards: &[Card], _seed: u64) -> G {
        G::new(G::Piles::deal(cards, G::FIRST, G::swaps(rules)))
    }

    fn legal_moves(&self, _: &G::Rules, out: &mut Vec<TurnMove>) {
        self.turned().legal(out)
    }

    fn check(&self, _: &G::Rules, m: TurnMove) -> Result<(), G::Refusal> {
        Ok(self.turned().check(m)?)
    }

    fn apply(&mut self, _: &G::Rules, m: TurnMove) {
        self.turned_mut().apply(m, G::home)
    }

    fn status(&self, _: &G::Rules) -> Status {
        self.turned().status(G::LOST)
    }

    fn all_cards(&self, out: &mut Vec<Card>) {
        self.turned().all_cards(out)
    }
}

/// The one decision is a swap ([`TurnPiles::choose`]); a turn is forced, so it is safe.
impl<G: Turning> Player for G {
    fn choose(&self, _: &G::Rules, moves: &[TurnMove]) -> Option<TurnMove> {
        self.turned().choose(moves)
    }

    /// Played out without listing moves or asking the player: what makes `stats` fast.
    fn play_out(&mut self, _: &G::Rules, _: &mut Vec<TurnMove>, limit: usize) -> (bool, usize) {
        self.turned_mut().play_out(limit, G::home)
    }

    fn is_safe(&self, _: &G::Rules, m: TurnMove) -> bool {
        m == TurnMove::Turn && self.turned().hand().is_none()
    }

    /// Without swaps, from the deal ([`TurnPiles::decided`]).
    fn outcome(rules: &G::Rules, cards: &[Card]) -> Option<bool> {
        (G::swaps(rules) == 0).then(|| G::Piles::decided(cards, G::FIRST, G::home))
    }
}

/// The face-down cards are hidden, but for those the player knows ([`TurnPiles::reveals`]).
impl<G: Turning> Hidden for G {
    fn reveals(&self, _: &G::Rules, m: TurnMove) -> bool {
        self.turned().reveals(m, G::home)
    }

    /// The unknown face-down cards dealt again, each pile keeping its count; a card swapped
    /// under a pile stays where the player put it.
    fn redeal_hidden(&self, _: &G::Rules, rng: &mut DealRng) -> Option<G> {
        let mut g = *self;
        *g.turned_mut() = self.turned().redeal(G::home, rng)?;
        Some(g)
    }
}

/// A tap turns the next card, wherever it is; while a card waits in hand, a tap on a pile
/// swaps it in, except on the card's own pile, where it is tucked (declining the swap);
/// dragging any pile onto the card's own pile swaps it in there.
impl<G: Turning + PileGame<Move = TurnMove>> PileMove<G> for TurnMove
where
    <G as Game>::MoveError: From<TurnError>,
{
    fn parse(
        _: &G,
        rules: &<G as Game>::Rules,
        text: &str,
    ) -> Result<TurnMove, ParseMoveError<G::MoveError>> {
        let (pile, shape) = G::names(rules);
        let t = text.trim().to_ascii_lowercase();
        match t.split_whitespace().collect::<Vec<_>>().as_slice() {
            ["turn"] => Ok(TurnMove::Turn),
            ["swap", p] => find::<G>(rules, p)
                .map(|n| TurnMove::Swap(n as u8))
                .ok_or_else(|| ParseMoveError::NotA {
                    text: p.to_string(),
                    kind: "pile",
                    expected: pile,
                }),
            ["swap"] => Err(<G as Game>::MoveError::from(TurnError::SwapNeedsPile).into()),
            _ => Err(ParseMoveError::Usage { expected: shape }),
        }
    }

    fn format(rules: &<G as Game>::Rules, m: TurnMove) -> String {
        match m {
            TurnMove::Turn => "turn".into(),
            TurnMove::Swap(p) => format!("swap {}", G::pile(rules, p.into()).id()),
        }
    }

    fn takes_argument(token: &str) -> bool {
        token.eq_ignore_ascii_case("swap")
    }

    /// Each pile complete once it has taken all its cards; the pile turned next noted.
    fn piles(g: &G, rules: &<G as Game>::Rules) -> Vec<PileView> {
        let (t, mut piles) = (g.turned(), view(g, rules));
        for (p, v) in piles.iter_mut().enumerate() {
            v.complete = t.full(p);
        }
        if let Some(p) = t.next() {
            piles[p].note = Some(Msg::new("engine-pile-next", "next"));
        }
        piles
    }

    fn tap(g: &G, _: &<G as Game>::Rules, pile: usize) -> Option<TurnMove> {
        match g.turned().hand() {
            Some((_, own)) if pile != own as usize => Some(TurnMove::Swap(pile as u8)),
            _ => Some(TurnMove::Turn),
        }
    }

    fn drag(g: &G, _: &<G as Game>::Rules, from: usize, to: usize) -> Option<TurnMove> {
        let (_, own) = g.turned().hand()?;
        (to == own as usize && from != to).then_some(TurnMove::Swap(own))
    }
}
