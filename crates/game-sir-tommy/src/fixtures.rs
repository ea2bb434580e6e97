//! The crate's `fixtures/won.moves`, made by playing: the tests replay the file, `cargo
//! xtask fixtures` writes it (`examples/sir-tommy-fixtures.rs`). The line follows the default
//! player, so a new player writes another winning line.

use crate::{RULES, SirTommy, SirTommyRules};
use engine::{DealFile, Game, Session, Status};

/// Text 001's worked example, made by hand: the deal and its first moves.
pub(crate) const WON_TOML: &str = include_str!("../fixtures/won.toml");
pub(crate) const WORKED_MOVES: &str = include_str!("../fixtures/worked-example.moves");

/// A winning line for `won.toml`: text 001's worked example, then the default player, one
/// line a turned card (`turn`, where it went, and the waste plays that followed).
pub fn won_moves() -> String {
    let r: SirTommyRules = RULES.standard().expect("rules/sir-tommy.toml is valid");
    let deal = DealFile::parse("won.toml", WON_TOML)
        .and_then(|f| f.to_deal(&SirTommy::deal_shape(&r), &SirTommy::pack(&r)))
        .expect("won.toml is a deal of Sir Tommy");
    let mut s = Session::<SirTommy>::new(r, deal);
    let example = "turn s-f turn s-w2 turn s-f turn s-f w1-f";
    s.play_list(WORKED_MOVES).expect("the worked example plays");
    s.play_list(example).expect("the example plays");
    while let Some(m) = s.hint() {
        s.play(m).expect("the default player plays legal moves");
    }
    assert_eq!(
        s.status(),
        Status::Won,
        "the default player no longer wins won.toml"
    );
    let mut text = String::from(
        "# A winning line for won.toml: text 001's worked example, then the default player.\n",
    );
    for (i, m) in s.history().iter().enumerate() {
        if i > 0 {
            text.push(if m == "turn" { '\n' } else { ' ' });
        }
        text += m;
    }
    text.push('\n');
    text
}
