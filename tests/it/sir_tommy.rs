//! Command-line tests of Sir Tommy and its variants: the won deal replayed, the board in line
//! mode (base and strict), the first illegal move of a list, deals and aliases.

use crate::common::*;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    root().join("crates/game-sir-tommy/fixtures").join(name)
}

fn arg(p: &Path) -> String {
    p.to_string_lossy().into_owned()
}

/// Builds foundations 4, 2, A and puts 3H, 3S and JC on w1 (3H and 3S buried under the jack).
const BURY: &str = "turn s-f turn s-f1 turn s-f1 turn s-f1 turn s-w1\n\
                    turn s-f turn s-f2 turn s-f\n\
                    turn s-w1\nturn s-w1\nquit\n";

/// The board after `BURY`, in line mode, with the deal file's path cut from the header.
fn board(game: &str) -> String {
    let out = Cli::new()
        .args([
            "play",
            game,
            "--plain",
            "--deal",
            &arg(&fixture("won.toml")),
        ])
        .stdin(BURY)
        .ok()
        .stdout;
    out.replace(&arg(&fixture("won.toml")), "won.toml")
}

#[test]
fn the_won_deal_replays_to_a_win() {
    let out = Cli::new()
        .args([
            "replay",
            "sir-tommy",
            "--deal",
            &arg(&fixture("won.toml")),
            "--moves",
            &arg(&fixture("won.moves")),
        ])
        .ok()
        .stdout;
    assert!(out.contains("won"), "{out}");
}

#[test]
fn board_base_shows_buried_waste_cards() {
    let out = board("sir-tommy");
    assert!(out.contains("3♥") && out.contains("3♠"), "{out}");
    insta::assert_snapshot!(out);
}

#[test]
fn board_strict_hides_buried_waste_cards() {
    let out = board("sir-tommy-strict");
    let last = out.rsplit("> turn").next().unwrap();
    assert!(
        last.contains("J♣") && !last.contains("3♥") && !last.contains("3♠"),
        "{last}"
    );
    assert!(last.contains(".."), "{last}");
    insta::assert_snapshot!(out);
}

#[test]
fn four_at_a_time_board_and_order() {
    // AC 2C 3C 4C are turned together; AC comes first.
    let out = Cli::new()
        .args([
            "play",
            "sir-tommy-four-at-a-time",
            "--plain",
            "--deal",
            &arg(&fixture("won.toml")),
        ])
        .stdin("turn\ns-w1\nturn\ns-f\ns-f\ns-f\ns-f\nquit\n")
        .ok()
        .stdout;
    assert!(
        out.contains("refused `s-w1`: an ace starts a new foundation"),
        "{out}"
    );
    assert!(
        out.contains("refused `turn`: turned cards are waiting to be placed"),
        "{out}"
    );
    insta::assert_snapshot!(out.replace(&arg(&fixture("won.toml")), "won.toml"));
}

#[test]
fn replay_stops_at_the_first_illegal_move() {
    let d = tmp();
    std::fs::write(
        d.path().join("m.txt"),
        "turn s-f turn s-f1\nturn s-w1 turn s-w2\nw1-w2 turn\n",
    )
    .unwrap();
    let r = Cli::in_dir(d.path())
        .args([
            "replay",
            "sir-tommy",
            "--deal",
            &arg(&fixture("won.toml")),
            "--moves",
            "m.txt",
        ])
        .fails();
    let all = format!("{}{}", r.stdout, r.stderr);
    assert!(
        all.contains("move 9") && all.contains("nothing moves from a waste pile to another"),
        "{all}"
    );
}

#[test]
fn deals_and_names() {
    let d = tmp();
    for (name, count) in [
        ("sir-tommy", 52),
        ("old-patience", 52),
        ("sir-tommy-aces-up", 48),
        ("Old-Patience-By-Suit", 52),
    ] {
        let out = Cli::in_dir(d.path())
            .args(["deal", name, "--seed", "1"])
            .ok()
            .stdout;
        let stock = out
            .lines()
            .find(|l| l.starts_with("stock = "))
            .unwrap_or_default();
        assert_eq!(stock.split_whitespace().count(), count + 2, "{name}: {out}");
    }
    let out = Cli::in_dir(d.path())
        .args(["deal", "sir-tommy", "--seed", "1"])
        .run()
        .stdout;
    assert!(
        out.contains("stock = \"6C 8D 4S 7S 9D KC JH QC 5H 5C 9S 2S QH "),
        "{out}"
    );
}

#[test]
fn rules_of_the_by_suit_variant() {
    let out = Cli::new().args(["rules", "sir-tommy-by-suit"]).ok().stdout;
    insta::assert_snapshot!(out);
}
