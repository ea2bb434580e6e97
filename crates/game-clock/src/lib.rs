//! Clock (Uhr), the pure-luck patience of text 004 (`docs/sources.md`), and its variant Watch.
//!
//! Thirteen piles of four face-down cards: piles 1 to 12 belong to A, 2 … 10, J, Q, the
//! centre (pile 13) to the kings. A turned card is tucked face up under the pile of its rank,
//! and the next card is turned from that pile. The game ends when the fourth king comes up;
//! it is won if every card is face up by then. In Watch, the fourth king may once be swapped
//! for a face-down card of the player's choosing (`swap pN`); see `docs/games/clock.md`.

use cards::{Card, Rank, Stack};
use engine::piles::{self, Pile, Table};
use engine::{
    Board, DealField, Face, Fan, Game, GameRules, Hidden, Msg, Notation, ParseMoveError, PileKind,
    Player, Prose, RuleValueError, Status, View,
};
use serde::{Deserialize, Serialize};

/// Lost: the last king turned up before every card was face up.
const LOST: engine::Lost = engine::Lost::new(
    "clock-lost",
    "the fourth king came up while cards were still face down",
);

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
        NothingToTurn { n: u8 } => "clock-nothing-to-turn",
            "pile {n} has no face-down card left",
        SwapNotNow => "clock-swap-not-now",
            "a swap is only allowed when the fourth king comes up (Watch)",
        NoSuchPile => "clock-no-such-pile", "there are only piles p1 to p13",
        NothingToSwap { pile: String } => "clock-nothing-to-swap",
            "pile {pile} has no face-down card to swap the king for",
        SwapNeedsPile => "clock-swap-needs-pile", "`swap` needs a pile, e.g. `swap p5`",
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

/// The pile a card belongs to: its rank's hour, kings in the centre.
fn home(c: Card) -> usize {
    c.rank().value() as usize - 1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockMove {
    /// Turn the next face-down card of the current pile and tuck it under its own pile.
    Turn,
    /// Watch: exchange the turned fourth king for the deepest face-down card of pile `0..13`.
    Swap(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    /// Face-down cards of each pile; the last is turned next.
    down: [Stack<4>; 13],
    /// Face-up cards tucked under each pile, in the order they came.
    up: [Stack<4>; 13],
    /// The pile the next card is turned from.
    current: u8,
    /// A fourth king turned in Watch, waiting for the swap (or for `turn` to give up).
    pending: Option<Card>,
    swaps_left: u8,
    ended: bool,
}

impl Clock {
    fn face_down_total(&self) -> usize {
        self.down.iter().map(|p| p.len()).sum()
    }

    fn kings_up(&self) -> usize {
        self.up[CENTRE].len()
    }

    /// Tucks `c` under its pile and makes that pile the current one. The fourth king ends
    /// the game (or, with a swap left and cards face down, waits for the swap).
    fn tuck(&mut self, c: Card) {
        let h = home(c);
        if h == CENTRE && self.kings_up() == 3 {
            if self.swaps_left > 0 && self.face_down_total() > 0 {
                self.pending = Some(c);
                return;
            }
            self.up[CENTRE].push(c);
            self.ended = true;
            return;
        }
        self.up[h].push(c);
        self.current = h as u8;
    }
}

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
        self.up[p].top()
    }

    fn faces(&self, _: &ClockRules, p: usize) -> Vec<Face> {
        let up = self.up[p].iter().map(|&c| Face::Up(c));
        up.chain(self.down[p].iter().map(|_| Face::Down)).collect()
    }
}

impl Game for Clock {
    type Rules = ClockRules;
    type Move = ClockMove;
    type MoveError = ClockError;
    const PACKS: usize = 1;

    fn deal_shape(_: &ClockRules) -> Vec<DealField> {
        vec![DealField::Piles {
            name: "piles",
            count: 13,
            size: 4,
        }]
    }

    fn start(rules: &ClockRules, cards: &[Card], _seed: u64) -> Clock {
        let mut down = [Stack::new(); 13];
        for (i, pile) in cards.chunks(4).enumerate() {
            down[i] = Stack::from_slice(pile);
        }
        Clock {
            down,
            up: [Stack::new(); 13],
            current: CENTRE as u8,
            pending: None,
            swaps_left: rules.swaps,
            ended: false,
        }
    }

    /// The moves `check` allows: a swap into each pile with a face-down card while Watch's
    /// fourth king waits, then the turn.
    fn legal_moves(&self, rules: &ClockRules, out: &mut Vec<ClockMove>) {
        let all = (0..13).map(ClockMove::Swap).chain([ClockMove::Turn]);
        out.extend(all.filter(|&m| self.check(rules, m).is_ok()));
    }

    fn check(&self, _: &ClockRules, m: ClockMove) -> Result<(), ClockError> {
        if self.ended {
            return Err(ClockError::Ended);
        }
        match m {
            ClockMove::Turn if self.pending.is_some() => Ok(()),
            ClockMove::Turn if self.down[self.current as usize].is_empty() => {
                Err(ClockError::NothingToTurn {
                    n: self.current + 1,
                })
            }
            ClockMove::Turn => Ok(()),
            ClockMove::Swap(_) if self.pending.is_none() => Err(ClockError::SwapNotNow),
            ClockMove::Swap(p) if p as usize >= 13 => Err(ClockError::NoSuchPile),
            ClockMove::Swap(p) if self.down[p as usize].is_empty() => {
                Err(ClockError::NothingToSwap {
                    pile: format!("p{}", p + 1),
                })
            }
            ClockMove::Swap(_) => Ok(()),
        }
    }

    fn apply(&mut self, _: &ClockRules, m: ClockMove) {
        match (m, self.pending.take()) {
            (ClockMove::Turn, Some(king)) => {
                // Declining the swap: the king is tucked and the game ends.
                self.up[CENTRE].push(king);
                self.ended = true;
            }
            (ClockMove::Turn, None) => {
                if let Some(c) = self.down[self.current as usize].pop() {
                    self.tuck(c);
                }
            }
            (ClockMove::Swap(p), Some(king)) => {
                // The deepest face-down card of pile p changes place with the king.
                let pile = &mut self.down[p as usize];
                let mut cards = pile.as_slice().to_vec();
                let taken = std::mem::replace(&mut cards[0], king);
                *pile = Stack::from_slice(&cards);
                self.swaps_left -= 1;
                self.tuck(taken);
            }
            (ClockMove::Swap(_), None) => {}
        }
    }

    fn status(&self, _: &ClockRules) -> Status {
        if self.pending.is_some() || (!self.ended && !self.down[self.current as usize].is_empty()) {
            Status::Playing
        } else if self.face_down_total() == 0 {
            Status::Won
        } else {
            Status::Lost(LOST)
        }
    }

    fn all_cards(&self, out: &mut Vec<Card>) {
        for p in 0..13 {
            out.extend_from_slice(self.down[p].as_slice());
            out.extend_from_slice(self.up[p].as_slice());
        }
        out.extend(self.pending);
    }
}

impl Notation for Clock {
    fn parse_move(
        &self,
        rules: &ClockRules,
        text: &str,
    ) -> Result<ClockMove, ParseMoveError<ClockError>> {
        let t = text.trim().to_ascii_lowercase();
        let words: Vec<&str> = t.split_whitespace().collect();
        match words.as_slice() {
            ["turn"] => Ok(ClockMove::Turn),
            ["swap", p] => {
                let n = piles::find::<Clock>(rules, p).ok_or_else(|| ParseMoveError::NotA {
                    text: p.to_string(),
                    kind: "pile",
                    expected: Msg::new("clock-expected-pile", "p1 … p12, or p13 for the centre"),
                })?;
                Ok(ClockMove::Swap(n as u8))
            }
            ["swap"] => Err(ClockError::SwapNeedsPile.into()),
            _ => Err(ParseMoveError::Usage {
                expected: Msg::new(
                    "clock-expected-move",
                    "`turn`, or `swap pN` when the fourth king comes up in Watch",
                ),
            }),
        }
    }

    fn format_move(&self, _: &ClockRules, m: ClockMove) -> String {
        match m {
            ClockMove::Turn => "turn".into(),
            ClockMove::Swap(p) => format!("swap p{}", p + 1),
        }
    }

    fn takes_argument(token: &str) -> bool {
        token.eq_ignore_ascii_case("swap")
    }
}

impl Board for Clock {
    fn view(&self, rules: &ClockRules) -> View {
        let mut piles = piles::view(self, rules);
        for (p, v) in piles.iter_mut().enumerate() {
            v.complete = self.up[p].len() == 4;
        }
        if !self.ended && self.pending.is_none() {
            piles[self.current as usize].note = Some(Msg::new("clock-next", "next"));
        }
        let (down, kings, left) = (self.face_down_total(), self.kings_up(), self.swaps_left);
        let mut facts = vec![
            Msg::new("clock-fact-face-down", format!("face down {down}")).arg("n", down),
            Msg::new("clock-fact-kings", format!("kings {kings}")).arg("n", kings),
        ];
        if let Some(k) = self.pending {
            let en = format!("{k:#} is the fourth king: swap it (swap pN) or turn to end");
            facts.push(Msg::new("clock-fact-fourth-king", en).arg("card", format!("{k:#}")));
        }
        if left > 0 {
            facts.push(Msg::new("clock-fact-swaps", format!("swaps left {left}")).arg("n", left));
        }
        View {
            grid: (5, 5),
            piles,
            facts,
        }
    }

    /// A tap turns the next card, wherever it is. When Watch's fourth king waits, a tap on
    /// a pile swaps the king into it, except on the centre, where the king stays (the
    /// game ends); dragging any pile onto the centre swaps the king into the centre's pile.
    fn tap(&self, _: &ClockRules, pile: usize) -> Option<ClockMove> {
        match self.pending {
            Some(_) if pile != CENTRE => Some(ClockMove::Swap(pile as u8)),
            _ => Some(ClockMove::Turn),
        }
    }

    fn drag(&self, _: &ClockRules, from: usize, to: usize) -> Option<ClockMove> {
        (self.pending.is_some() && to == CENTRE && from != CENTRE)
            .then_some(ClockMove::Swap(CENTRE as u8))
    }
}

impl Player for Clock {
    /// The only decision is Watch's swap: the default player buries the king in the pile
    /// with the most face-down cards (the lowest hour on a tie), so it comes up as late as
    /// possible. Otherwise it turns the next card.
    fn choose(&self, _: &ClockRules, moves: &[ClockMove]) -> Option<ClockMove> {
        let swaps = moves.iter().filter_map(|m| match *m {
            ClockMove::Swap(p) => Some(p),
            ClockMove::Turn => None,
        });
        let deepest = swaps.max_by_key(|&p| (self.down[p as usize].len(), std::cmp::Reverse(p)));
        deepest
            .map(ClockMove::Swap)
            .or_else(|| moves.first().copied())
    }

    /// Without swaps the only move is to turn, so the game is played out by turning alone,
    /// without listing moves or asking the player: what makes `stats` fast.
    fn play_out(
        &mut self,
        rules: &ClockRules,
        moves: &mut Vec<ClockMove>,
        limit: usize,
    ) -> (bool, usize) {
        if rules.swaps > 0 {
            return engine::play_out_with(self, rules, moves, limit, |g, m| g.choose(rules, m));
        }
        let mut n = 0;
        while n < limit && self.status(rules) == Status::Playing {
            self.apply(rules, ClockMove::Turn);
            n += 1;
        }
        (self.status(rules) == Status::Won, n)
    }

    fn is_safe(&self, _: &ClockRules, m: ClockMove) -> bool {
        // Turning is forced; a swap is a decision.
        m == ClockMove::Turn && self.pending.is_none()
    }
}

impl Hidden for Clock {
    /// A turn shows a face-down card, and so does the Watch swap (the card it takes comes up),
    /// unless that card is known: the last one hidden, or a king once one was swapped under.
    fn reveals(&self, rules: &ClockRules, m: ClockMove) -> bool {
        let swapped = self.swaps_left < rules.swaps;
        let known = |c: &Card| swapped && c.rank() == Rank::KING;
        let hidden = self
            .down
            .iter()
            .flat_map(|p| p.iter())
            .filter(|c| !known(c))
            .count();
        if hidden < 2 {
            return false;
        }
        match (m, self.pending) {
            (ClockMove::Turn, None) => self.down[self.current as usize]
                .top()
                .is_some_and(|c| !known(&c)),
            (ClockMove::Swap(p), Some(_)) => self
                .down
                .get(p as usize)
                .and_then(|pile| pile.as_slice().first())
                .is_some_and(|c| !known(c)),
            _ => false,
        }
    }

    /// The face-down cards, each pile keeping its count. A king swapped under a pile stays
    /// where the player put it: after a swap every face-down king is one.
    fn redeal_hidden(&self, rules: &ClockRules, rng: &mut cards::DealRng) -> Option<Clock> {
        let swapped = self.swaps_left < rules.swaps;
        let mut g = *self;
        piles::redeal(&mut g.down, |c| swapped && c.rank() == Rank::KING, rng).then_some(g)
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
