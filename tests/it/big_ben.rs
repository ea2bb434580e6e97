//! Command-line tests of Big Ben and its second-pass variant: the board, deals, replays.

use crate::common::*;
use std::fs;
use std::path::PathBuf;

fn fixture(name: &str) -> PathBuf {
    root().join("crates/game-big-ben/fixtures").join(name)
}

/// The moves of text 000's worked example, up to the fill.
const EXAMPLE: &str = "draw\nw-f9\ndraw\nw-f9\ndraw\nw-f9\nt3-f9\nt3-t7\n";

#[test]
fn fresh_deal_board() {
    let out = Cli::new()
        .args(["play", "big-ben", "--seed", "1", "--plain"])
        .stdin("quit\n")
        .ok()
        .stdout;
    assert!(out.contains("stock 56 | waste 0 | redeals left 0"), "{out}");
    assert!(
        out.lines().all(|l| l.chars().count() <= 100),
        "wider than 100 columns:\n{out}"
    );
    insta::assert_snapshot!(out);
}

#[test]
fn mid_game_board_shows_gaps_and_the_clock() {
    let input = format!("{EXAMPLE}draw\nt7-t3\nfill\ndraw\nw-f9\nquit\n");
    let out = Cli::new()
        .args(["play", "big-ben", "--plain", "--deal"])
        .arg(fixture("text-000-example.toml"))
        .stdin(input)
        .ok()
        .stdout;
    assert!(
        out.contains("no card is drawn while a gap is open"),
        "{out}"
    );
    assert!(
        out.contains("t3 has 2 gaps (1 of 3 cards): it takes no build until it is filled"),
        "{out}"
    );
    assert!(out.contains("2 gaps"), "the short pile says so: {out}");
    let last_board = &out[out.rfind("> w-f9").expect("the last move is echoed")..];
    insta::assert_snapshot!(last_board);
}

#[test]
fn replay_of_the_won_deal_says_won() {
    let out = Cli::new()
        .args(["replay", "big-ben", "--deal"])
        .arg(fixture("won.toml"))
        .arg("--moves")
        .arg(fixture("won.moves"))
        .ok()
        .stdout;
    assert!(out.to_lowercase().contains("won"), "{out}");
}

#[test]
fn replay_stops_at_the_first_illegal_move_with_its_reason() {
    let d = tmp();
    let moves = format!("{EXAMPLE}# t3 now holds one card\nt7-t3\nfill\n");
    fs::write(d.path().join("m.txt"), moves).unwrap();
    let err = Cli::in_dir(d.path())
        .args(["replay", "big-ben", "--moves", "m.txt", "--deal"])
        .arg(fixture("text-000-example.toml"))
        .fails()
        .stderr;
    assert!(err.contains("move 9 (`t7-t3`, line 10)"), "{err}");
    assert!(
        err.contains("t3 has 2 gaps (1 of 3 cards): it takes no build until it is filled"),
        "{err}"
    );
}

#[test]
fn deal_files_round_trip_and_aliases_name_the_game() {
    let d = tmp();
    let deal = Cli::in_dir(d.path())
        .args(["deal", "father-time", "--seed", "1"])
        .ok()
        .stdout;
    assert!(
        deal.starts_with("game = \"big-ben\"\nseed = 1\ntableau = [\n  \"AS 2H TS\",\n"),
        "{deal}"
    );
    let stock = deal
        .lines()
        .find(|l| l.starts_with("stock = "))
        .expect("a stock line");
    assert_eq!(stock.split_whitespace().count(), 2 + 56, "{stock}");
    fs::write(d.path().join("d.toml"), &deal).unwrap();
    let board = |args: &[&str]| {
        let out = Cli::in_dir(d.path())
            .args(args)
            .stdin("quit\n")
            .run()
            .stdout;
        out.lines().skip(1).collect::<Vec<_>>().join("\n")
    };
    assert_eq!(
        board(&["play", "big-ben", "--plain", "--seed", "1"]),
        board(&["play", "big-ben", "--plain", "--deal", "d.toml"])
    );
}

#[test]
fn only_the_second_pass_has_a_redeal() {
    let replay = |game: &str, moves: &str| {
        Cli::new()
            .args(["replay", game, "--seed", "4", "--moves", "-"])
            .stdin(moves)
            .run()
            .stderr
    };
    let err = replay("big-ben", "draw\nredeal\n");
    assert!(
        err.contains("move 2 (`redeal`") && err.contains("these rules allow no redeal"),
        "{err}"
    );
    let err = replay("big-ben-second-pass", "draw\nredeal\n");
    assert!(
        err.contains("the stock still has 55 cards: redeal when it is empty"),
        "{err}"
    );
    // Deal 4's piles are full, so 56 draws empty the stock; then the waste turns over.
    let err = replay(
        "big-ben-second-pass",
        &format!("{}redeal\ndraw\n", "draw\n".repeat(56)),
    );
    assert!(!err.contains("illegal"), "{err}");
}

#[test]
fn rules_of_big_ben() {
    let out = Cli::new().args(["rules", "big-ben"]).ok().stdout;
    insta::assert_snapshot!(out);
}

#[test]
fn a_rules_file_changes_play_without_a_rebuild() {
    let d = tmp();
    fs::write(
        d.path().join("four.toml"),
        "name = \"big-ben-four\"\nbase = \"big-ben\"\n[rules]\npile_size = 4\n",
    )
    .unwrap();
    let deal = Cli::in_dir(d.path())
        .args(["deal", "big-ben", "--seed", "1", "--rules", "four.toml"])
        .ok()
        .stdout;
    assert!(
        deal.lines()
            .nth(3)
            .is_some_and(|l| l.split_whitespace().count() == 4),
        "piles of four:\n{deal}"
    );
    fs::write(
        d.path().join("bad.toml"),
        "name = \"bad\"\nbase = \"big-ben\"\n[rules]\npile_size = 9\n",
    )
    .unwrap();
    let err = Cli::in_dir(d.path())
        .args(["deal", "big-ben", "--seed", "1", "--rules", "bad.toml"])
        .fails()
        .stderr;
    assert!(
        err.contains("pile_size") && err.contains("from 1 to 7"),
        "{err}"
    );
}

#[test]
fn stats_plays_every_deal_to_an_end() {
    let out = Cli::new()
        .args(["stats", "big-ben-second-pass", "--deals", "40", "--json"])
        .ok()
        .stdout;
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["deals"], 40);
    assert_eq!(v["unknown"], 0, "the default player ends every game: {out}");
    let (won, lost) = (v["won"].as_u64().unwrap(), v["lost"].as_u64().unwrap());
    assert_eq!(won + lost, 40, "{out}");
}

/// Where the two Big Ben texts differ: text 003 forbids building on a pile with gaps, text
/// 000 never does. The default follows 003; `big-ben-short-piles` plays 000's reading.
#[test]
fn short_piles_take_builds_only_in_the_variant_that_reads_the_german_text() {
    let play = |game: &str| {
        Cli::new()
            .args(["play", game, "--plain", "--seed", "4"])
            .stdin("t7-t9\nt2-t7\nhistory\n")
            .ok()
            .stdout
    };
    let base = play("big-ben");
    assert!(
        base.contains("refused `t2-t7`: t7 has a gap (2 of 3 cards)"),
        "{base}"
    );
    assert!(base.contains("> history\nt7-t9\n"), "{base}");
    let german = play("big-ben-short-piles");
    assert!(!german.contains("refused"), "{german}");
    assert!(german.contains("> history\nt7-t9 t2-t7\n"), "{german}");
}

/// After the end, a move is refused for its own reason; a legal one, because the game is over.
#[test]
fn after_a_win_a_move_is_refused_for_its_own_reason() {
    let moves = fs::read_to_string(fixture("won.moves")).unwrap();
    let out = Cli::new()
        .args(["play", "big-ben", "--plain", "--deal"])
        .arg(fixture("won.toml"))
        .stdin(format!("{moves}\nt1-t2\ndraw\n"))
        .ok()
        .stdout;
    assert!(out.contains("Won in"), "{out}");
    let refusals: Vec<&str> = out.lines().filter(|l| l.starts_with("refused")).collect();
    assert_eq!(refusals.len(), 2, "{out}");
    assert!(
        refusals.iter().all(|l| !l.contains("the game is over")),
        "{refusals:?}"
    );
    assert!(
        refusals[0].starts_with("refused `t1-t2`: t1"),
        "{refusals:?}"
    );
}
