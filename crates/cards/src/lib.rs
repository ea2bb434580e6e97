//! Playing cards: ranks, suits, packs, the card notation and the stable seeded shuffle.
//!
//! Nothing here knows any game. A [`Card`] fits in a byte so that game states stay small
//! and cheap to copy; [`Stack`] is a fixed-capacity pile of cards that is `Copy`.

mod card;
mod shuffle;
mod stack;

pub use card::{Card, CardParseError, Rank, Suit, parse_cards, standard_pack};
pub use shuffle::{DealRng, shuffle, shuffled};
pub use stack::Stack;
