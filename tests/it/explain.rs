//! The rules told: `patience rules GAME --explain` makes prose from the rule values, so a
//! variant explains itself; `patience rules GAME` keeps the rules file's comments; `help` in
//! line mode shows the same text after the commands; `auto` says what it played and why.

use crate::common::*;
use std::fs;

fn explain(dir: &std::path::Path, args: &[&str]) -> String {
    Cli::in_dir(dir)
        .args(["rules"])
        .args(args)
        .arg("--explain")
        .ok()
        .stdout
}

/// The text with every run of white space as one space, so wrapping does not matter.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn each_base_game_explains_its_rules() {
    let dir = tmp();
    for game in ["big-ben", "sir-tommy", "clock", "grandfathers-clock"] {
        let text = explain(dir.path(), &[game]);
        insta::assert_snapshot!(format!("explain_{game}"), text);
    }
}

#[test]
fn a_toml_variant_explains_its_changed_values() {
    let dir = tmp();
    fs::create_dir(dir.path().join("rules")).unwrap();
    fs::write(
        dir.path().join("rules/small-ben.toml"),
        "name = \"small-ben\"\nbase = \"big-ben\"\n[rules]\npile_size = 2\nredeals = 2\nfill_direction = \"counterclockwise\"\n",
    )
    .unwrap();
    let text = flat(&explain(dir.path(), &["small-ben"]));
    for said in [
        "Twelve piles of two cards are dealt",
        "the other 68 cards are the stock",
        "A pile with fewer than two cards has gaps",
        "counterclockwise (12, 11, 10, … 1)",
        "turned over as a new stock twice",
        "pile_size = 2 (changed from 3)",
    ] {
        assert!(text.contains(said), "`{said}` missing:\n{text}");
    }
    let base = explain(dir.path(), &["big-ben"]);
    assert!(base.contains("piles of three cards") && !base.contains("changed from"));

    // A `--rules` file explains itself the same way, for another game.
    fs::write(dir.path().join("w.toml"), "[rules]\nswaps = 3\n").unwrap();
    let text = flat(&explain(dir.path(), &["clock", "--rules", "w.toml"]));
    assert!(text.contains("three times in a game"), "{text}");
    assert!(text.contains("swaps = 3 (changed from 0)"), "{text}");

    // The reading of four at a time is a key: the other value explains itself too.
    fs::write(
        dir.path().join("rules/free-four.toml"),
        "name = \"free-four\"\nbase = \"sir-tommy-four-at-a-time\"\n[rules]\nplace_in_order = false\n",
    )
    .unwrap();
    let text = flat(&explain(dir.path(), &["free-four"]));
    assert!(text.contains("placed one by one, in any order"), "{text}");
    assert!(
        text.contains("place_in_order = false (changed from true)"),
        "{text}"
    );

    // Every built-in variant says what it changes.
    for (variant, said) in [
        (
            "big-ben-short-piles",
            "has gaps, but it may still be built on",
        ),
        ("big-ben-second-pass", "new stock once (`redeal`)"),
        ("sir-tommy-four-at-a-time", "turns the next four cards"),
        ("sir-tommy-four-at-a-time", "in the order they were turned"),
        ("sir-tommy-aces-up", "aces are taken out before the shuffle"),
        ("sir-tommy-strict", "squared up: only each top card shows"),
        ("sir-tommy-by-suit", "in the ace's suit"),
        ("watch", "swapped for a face-down card, once in a game"),
    ] {
        let text = flat(&explain(dir.path(), &[variant]));
        assert!(text.contains(said), "{variant}: `{said}` missing:\n{text}");
    }
}

#[test]
fn the_rules_as_toml_keep_their_comments_and_read_back() {
    let dir = tmp();
    let out = Cli::in_dir(dir.path())
        .args(["rules", "big-ben-short-piles"])
        .ok()
        .stdout;
    assert!(
        out.contains("# Cards dealt to each tableau pile; a pile with fewer has gaps (from 1 to 7).\npile_size = 3\n"),
        "{out}"
    );
    assert!(
        out.contains("# (the game's own value: false)\nbuild_on_short_piles = true\n"),
        "{out}"
    );
    fs::write(dir.path().join("r.toml"), &out).unwrap();
    let again = Cli::in_dir(dir.path())
        .args(["rules", "big-ben", "--rules", "r.toml"])
        .ok()
        .stdout;
    assert!(again.contains("build_on_short_piles = true\n"), "{again}");
}

#[test]
fn help_in_line_mode_shows_the_commands_then_the_rules() {
    let out = Cli::new()
        .args(["play", "watch", "--plain", "--seed", "1"])
        .stdin("help\nquit\n")
        .ok()
        .stdout;
    let commands = out
        .find("  moves        list the legal moves")
        .expect("commands");
    let end = out
        .find("The commands end here. The rules of Watch:")
        .expect("the line between the two");
    let rules = out.find("it may be swapped for a").expect("the rules");
    assert!(commands < end && end < rules, "{out}");
    assert!(out.contains("swaps = 1 (changed from 0)"), "{out}");
}

/// Deal 1 of Big Ben after the default player's first 80 moves: the stock is out, and the
/// hint `t4-f4` is not safe by the lower-card rule, but a win follows after it.
const BIG_BEN_1_ENDGAME: &str = "t2-f6 t11-f5 t2-f8 t5-f5 fill draw t3-t2 fill draw draw draw \
    w-f11 draw draw w-f10 draw w-f4 draw w-t6 t5-t6 t5-t8 t5-t10 fill t5-f8 t3-f8 t3-f11 \
    t5-f12 t5-f12 fill t3-f10 t3-f2 t4-f10 t5-f5 t7-f5 t6-f2 t6-f2 t6-f2 fill t6-f1 t5-f9 \
    t4-f9 t3-f4 fill t3-f11 t6-t8 t7-t4 t7-t8 t7-f8 t3-f8 t3-t4 fill t3-f8 t3-f1 t3-f9 t6-f6 \
    t8-f1 t8-f1 t8-f1 t8-f1 t12-f6 t12-f7 t12-t9 fill t3-f12 t6-f3 t1-f3 t1-f6 t1-f7 t12-f9 \
    t4-f7 t4-f7 t4-f7 t4-f7 t4-f4 w-f3 t6-f3 t6-f8 t3-f3 fill t4-f7";

#[test]
fn auto_says_what_it_played_and_why() {
    let input = format!("auto\n{BIG_BEN_1_ENDGAME}\nhint\nauto\nquit\n");
    let out = Cli::new()
        .args(["play", "big-ben", "--plain", "--seed", "1"])
        .stdin(input)
        .ok()
        .stdout;
    // At the start nothing is sure not to hurt, and auto says so.
    assert!(
        out.contains("auto played nothing: no move is forced or sure not to hurt"),
        "{out}"
    );
    assert!(out.contains("hint: t4-f4"), "{out}");
    assert!(
        out.contains("auto played ")
            && out.contains(
                "  t4-f4: every card is face up, and a win still follows with K♦ on f4\n"
            ),
        "{out}"
    );
}

#[test]
fn the_rules_in_prose_are_ascii_without_a_utf8_locale() {
    let dir = tmp();
    for game in ["big-ben", "grandfathers-clock"] {
        let out = Cli::in_dir(dir.path())
            .env("LANG", "C")
            .args(["rules", game, "--explain"])
            .ok()
            .stdout;
        let odd: String = out.chars().filter(|c| !c.is_ascii()).collect();
        assert!(odd.is_empty(), "{game}: {odd}\n{out}");
        assert!(out.contains("10"), "{out}");
        assert!(out.lines().all(|l| l.len() <= 88), "{out}");
    }
}
