//! Every linked game and every built-in variant obeys the engine's laws
//! (`engine::laws::random_walk`): among them, every legal move is a tap or a drag on the
//! board. A game added to the facade is checked here with no edit.

use engine::Catalog;
// Links every game, whose registrations this test walks.
use games as _;

#[test]
fn every_game_and_variant_obeys_the_laws() {
    // The built-in catalog holds each linked game's own rules and its variants.
    let catalog = Catalog::builtin().expect("the built-in catalog");
    let mut checked = 0;
    for rs in catalog.iter() {
        let game = rs.load().expect("built-in rules load");
        for seed in 0..4u64 {
            // Mostly forward, an undo now and then (a pick of 6 modulo 7 undoes).
            let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
            let picks: Vec<u16> = (0..300)
                .map(|_| {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    (x % 1000) as u16
                })
                .collect();
            game.check_laws(seed, &picks);
        }
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} rulesets");
}
