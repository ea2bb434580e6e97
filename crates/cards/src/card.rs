//! Rank, suit and card, with the notation of `docs/interchange.md`: ranks `A 2 … 9 T J Q K`
//! (`10` accepted for `T`), suits `C D H S` (`♣ ♦ ♥ ♠` accepted), case-insensitive.

use std::fmt;
use std::str::FromStr;

/// A suit. The order (clubs, diamonds, hearts, spades) is the order of an unshuffled pack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Suit {
        Suit::ALL[i & 3]
    }

    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    /// The ASCII letter used in files.
    pub const fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self as usize]
    }

    /// The Unicode symbol used on a terminal.
    pub const fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    fn parse(c: char) -> Option<Suit> {
        Some(match c {
            'c' | 'C' | '♣' | '♧' => Suit::Clubs,
            'd' | 'D' | '♦' | '♢' => Suit::Diamonds,
            'h' | 'H' | '♥' | '♡' => Suit::Hearts,
            's' | 'S' | '♠' | '♤' => Suit::Spades,
            _ => return None,
        })
    }
}

/// A rank, ace low: `Rank::new(1)` is the ace, 11 the jack, 12 the queen, 13 the king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const JACK: Rank = Rank(11);
    pub const QUEEN: Rank = Rank(12);
    pub const KING: Rank = Rank(13);

    /// The rank with value `v` (1 to 13). Panics on another value: callers hold a checked one.
    pub const fn new(v: u8) -> Rank {
        assert!(v >= 1 && v <= 13, "rank out of range");
        Rank(v)
    }

    /// Ace = 1 … King = 13.
    pub const fn value(self) -> u8 {
        self.0
    }

    /// The next rank up, a king wrapping to the ace.
    pub const fn next_wrapping(self) -> Rank {
        if self.0 == 13 {
            Rank(1)
        } else {
            Rank(self.0 + 1)
        }
    }

    /// The next rank down, an ace wrapping to the king.
    pub const fn prev_wrapping(self) -> Rank {
        if self.0 == 1 {
            Rank(13)
        } else {
            Rank(self.0 - 1)
        }
    }

    pub fn all() -> impl Iterator<Item = Rank> {
        (1..=13).map(Rank)
    }

    /// The ASCII symbol used in files: `A 2 … 9 T J Q K`.
    pub const fn letter(self) -> char {
        [
            b'?', b'A', b'2', b'3', b'4', b'5', b'6', b'7', b'8', b'9', b'T', b'J', b'Q', b'K',
        ][self.0 as usize] as char
    }

    /// The symbol shown to people: `10` for ten, otherwise the ASCII letter.
    pub fn label(self) -> &'static str {
        [
            "?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self.0 as usize]
    }

    fn parse(s: &str) -> Option<Rank> {
        let v = match s {
            "10" => 10,
            _ => {
                let mut it = s.chars();
                let c = it.next()?;
                if it.next().is_some() {
                    return None;
                }
                match c.to_ascii_uppercase() {
                    'A' | '1' => 1,
                    d @ '2'..='9' => d as u8 - b'0',
                    'T' => 10,
                    'J' => 11,
                    'Q' => 12,
                    'K' => 13,
                    _ => return None,
                }
            }
        };
        Some(Rank(v))
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.label())
    }
}

/// One card in a byte: `(rank - 1) * 4 + suit`, so 0 is A♣ and 51 is K♠.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Card(u8);

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card((rank.0 - 1) * 4 + suit as u8)
    }

    /// The card with this index (0 to 51), as returned by [`Card::index`].
    pub const fn from_index(i: u8) -> Card {
        assert!(i < 52, "card index out of range");
        Card(i)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub const fn rank(self) -> Rank {
        Rank(self.0 / 4 + 1)
    }

    pub const fn suit(self) -> Suit {
        Suit::from_index((self.0 % 4) as usize)
    }

    pub const fn is_red(self) -> bool {
        self.suit().is_red()
    }

    /// The ASCII form used in files, e.g. `TC`, `AS`.
    pub fn ascii(self) -> String {
        let mut s = String::with_capacity(2);
        s.push(self.rank().letter());
        s.push(self.suit().letter());
        s
    }

    /// The Unicode form shown on a terminal, e.g. `10♣`, `A♠` (colour is the caller's).
    pub fn unicode(self) -> String {
        format!("{}{}", self.rank().label(), self.suit().symbol())
    }
}

impl fmt::Display for Card {
    /// The ASCII notation; `{:#}` gives the Unicode form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.pad(&self.unicode())
        } else {
            f.pad(&self.ascii())
        }
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.ascii())
    }
}

/// A token that is not a card.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{token}` is not a card (expected a rank A 2-9 T/10 J Q K then a suit C D H S or ♣ ♦ ♥ ♠, e.g. `TC` or `10♣`)"
)]
pub struct CardParseError {
    pub token: String,
}

impl FromStr for Card {
    type Err = CardParseError;

    fn from_str(s: &str) -> Result<Card, CardParseError> {
        let err = || CardParseError {
            token: s.to_string(),
        };
        let t = s.trim();
        let last = t.chars().next_back().ok_or_else(err)?;
        let suit = Suit::parse(last).ok_or_else(err)?;
        let rank = Rank::parse(&t[..t.len() - last.len_utf8()]).ok_or_else(err)?;
        Ok(Card::new(rank, suit))
    }
}

impl serde::Serialize for Card {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.ascii())
    }
}

impl<'de> serde::Deserialize<'de> for Card {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Parses a white-space separated list of cards, e.g. `"9H 3C QD"`. On error, returns the
/// index of the bad token with the error.
pub fn parse_cards(s: &str) -> Result<Vec<Card>, (usize, CardParseError)> {
    s.split_whitespace()
        .enumerate()
        .map(|(i, t)| t.parse().map_err(|e| (i, e)))
        .collect()
}

/// `packs` standard 52-card packs in the documented unshuffled order: pack by pack, and in
/// each pack clubs, diamonds, hearts, spades, each from ace to king.
pub fn standard_pack(packs: usize) -> Vec<Card> {
    let mut v = Vec::with_capacity(52 * packs);
    for _ in 0..packs {
        for suit in Suit::ALL {
            for rank in Rank::all() {
                v.push(Card::new(rank, suit));
            }
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn ten_of_clubs_has_four_spellings() {
        let want = Card::new(Rank::new(10), Suit::Clubs);
        for s in ["TC", "10C", "10♣", "tc", "t♣", "10c"] {
            assert_eq!(s.parse::<Card>(), Ok(want), "{s}");
        }
    }

    #[test]
    fn bad_tokens_are_refused() {
        for s in ["", "1", "C", "11C", "TX", "ZZ", "QSS", "♣", "0C"] {
            assert!(s.parse::<Card>().is_err(), "{s} parsed");
        }
    }

    #[test]
    fn output_forms() {
        let c = Card::new(Rank::new(10), Suit::Hearts);
        assert_eq!(c.to_string(), "TH");
        assert_eq!(format!("{c:#}"), "10♥");
        assert_eq!(Card::new(Rank::QUEEN, Suit::Spades).to_string(), "QS");
        assert_eq!(Card::from_index(0).to_string(), "AC");
        assert_eq!(Card::from_index(51).to_string(), "KS");
    }

    #[test]
    fn ranks_wrap_both_ways() {
        assert_eq!(Rank::KING.next_wrapping(), Rank::ACE);
        assert_eq!(Rank::ACE.prev_wrapping(), Rank::KING);
        assert_eq!(Rank::new(7).next_wrapping(), Rank::new(8));
    }

    #[test]
    fn pack_order_is_documented_order() {
        let p = standard_pack(2);
        assert_eq!(p.len(), 104);
        assert_eq!(p[0].to_string(), "AC");
        assert_eq!(p[12].to_string(), "KC");
        assert_eq!(p[13].to_string(), "AD");
        assert_eq!(p[51].to_string(), "KS");
        assert_eq!(p[52].to_string(), "AC");
    }

    #[test]
    fn parse_cards_reports_token_index() {
        assert_eq!(parse_cards("9H 3C  QD").unwrap().len(), 3);
        let (i, e) = parse_cards("9H XX QD").unwrap_err();
        assert_eq!(i, 1);
        assert_eq!(e.token, "XX");
    }

    proptest! {
        #[test]
        fn every_card_round_trips_in_both_forms(i in 0u8..52, lower in any::<bool>()) {
            let c = Card::from_index(i);
            let a = if lower { c.ascii().to_lowercase() } else { c.ascii() };
            prop_assert_eq!(a.parse::<Card>().unwrap(), c);
            prop_assert_eq!(c.unicode().parse::<Card>().unwrap(), c);
            prop_assert_eq!(c.rank().value() as usize, i as usize / 4 + 1);
        }
    }
}
