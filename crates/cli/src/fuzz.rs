//! Fuzz tests of what a player can feed the command line, for every registered game: rules
//! files as `--rules` reads them, deal files as `--deal` reads them, move lists, saves as a
//! resume reads and replays them, and the numbers of the options. Each input is refused
//! with a message that says where (the file, the key, the move's index, the option) and is
//! short, or is read into something that works; never a panic. Inputs come from
//! `engine::fuzz`; their number from `PROPTEST_CASES` (`cargo xtask fuzz`).

use crate::args::{Cli, GameArgs};
use crate::save::{self, Save};
use crate::setup::{Env, Loaded};
use clap::Parser;
use engine::fuzz::{check_refusal, mutated, run};
use proptest::prelude::*;
use std::sync::LazyLock;

/// The catalog, read once for all inputs.
static ENV: LazyLock<Env> = LazyLock::new(|| Env::load().expect("the catalog loads"));

/// Every registered game under its own rules.
static GAMES: LazyLock<Vec<Loaded>> = LazyLock::new(|| {
    engine::registered()
        .expect("no name is registered twice")
        .keys()
        .map(|name| {
            ENV.game(&GameArgs {
                game: name.to_string(),
                rules: None,
            })
            .expect("a registered game loads")
        })
        .collect()
});

/// The moves the default player makes on deal `seed` of `g`, at most `limit`.
fn played(g: &Loaded, seed: u64, limit: usize) -> Vec<String> {
    let mut s = g.game.session(g.game.deal_from_seed(seed));
    for _ in 0..limit {
        match s.hint() {
            Some(m) if s.play_text(&m).is_ok() => {}
            _ => break,
        }
    }
    s.history()
}

/// Every built-in rules file: each game's own and every variant's.
fn rules_texts() -> Vec<String> {
    engine::registered()
        .expect("no name is registered twice")
        .values()
        .flat_map(|e| std::iter::once(e.rules.own).chain(e.rules.variants.iter().copied()))
        .map(str::to_string)
        .collect()
}

#[test]
fn fuzz_rules_every_game() {
    let n = GAMES.len();
    run(
        "rules files (--rules)",
        (0..n, mutated(rules_texts())),
        |(i, text)| {
            let base = &GAMES[i].ruleset;
            match ENV.with_rules(base, "v.toml", &text) {
                Ok(rs) => {
                    prop_assert!(rs.load().is_ok(), "{} does not load", rs.name);
                    prop_assert_eq!(engine::check_name(&rs.name), Ok(()));
                }
                Err(e) => check_refusal(&format!("{e:#}"), &["v.toml:"])?,
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_deal_files_every_game() {
    let seeds: Vec<String> = GAMES
        .iter()
        .flat_map(|g| {
            [1, 2, u64::MAX].map(|seed| {
                g.game
                    .deal_from_seed(seed)
                    .to_toml(&g.ruleset.name, &g.game.deal_shape())
            })
        })
        .collect();
    let n = GAMES.len();
    run(
        "deal files (--deal)",
        (0..n, mutated(seeds)),
        |(i, text)| {
            let g = &GAMES[i];
            match g.deal_file(&ENV, "d.toml", &text) {
                Ok(deal) => prop_assert_eq!(g.game.check_deal(&deal), Ok(())),
                Err(e) => check_refusal(&format!("{e:#}"), &["d.toml"])?,
            }
            Ok(())
        },
    );
}

#[test]
fn fuzz_move_lists_every_game() {
    let seeds: Vec<String> = GAMES
        .iter()
        .flat_map(|g| [1, 2].map(|seed| played(g, seed, 80).join("\n")))
        .collect();
    let n = GAMES.len();
    run(
        "move lists (replay --moves)",
        (0..n, 1u64..3, mutated(seeds)),
        |(i, seed, text)| {
            let g = &GAMES[i];
            let mut s = g.game.session(g.game.deal_from_seed(seed));
            match s.play_list(&text) {
                Ok(n) => prop_assert_eq!(n, s.history().len()),
                Err(e) => {
                    let place = match &e {
                        engine::ReplayError::List(l) => format!("line {}", l.line),
                        engine::ReplayError::Illegal { index, .. } => format!("move {index} "),
                    };
                    check_refusal(&e.to_string(), &[&place])?;
                }
            }
            Ok(())
        },
    );
}

/// A save of `g`'s deal `seed` with some moves played and the last few undone, as text.
fn save_text(g: &Loaded, seed: u64) -> String {
    let moves = played(g, seed, 40);
    let keep = moves.len().saturating_sub(3);
    let s = Save {
        format: save::FORMAT.into(),
        version: save::VERSION,
        game: g.ruleset.game.name.into(),
        variant: g.ruleset.name.clone(),
        title: g.ruleset.title.clone(),
        rules: g.game.rules_table(),
        deal: g.game.deal_from_seed(seed),
        moves: moves[..keep].to_vec(),
        redo: moves[keep..].to_vec(),
        elapsed_ms: 61_000,
        counted: false,
        assisted: seed.is_multiple_of(2),
        pure: false,
    };
    serde_json::to_string_pretty(&s).expect("a save is JSON")
}

/// A save read as `play --resume` reads it: parsed, its game found and loaded under its
/// rules, its moves replayed.
fn resume(text: &str) -> Result<(), String> {
    let s = save::parse(text)?;
    let registered = engine::registered().map_err(|e| e.to_string())?;
    let entry = registered
        .get(s.game.as_str())
        .ok_or_else(|| format!("key `game`: no game is called `{}`", engine::echo(&s.game)))?;
    let game = entry
        .load(&s.rules)
        .map_err(|e| format!("key `rules`: {e}"))?;
    let session = crate::keep::restore(&*game, &s)?;
    // A move may be written otherwise than the game writes it (`T1-F2`), so the counts
    // are compared.
    if session.history().len() != s.moves.len() || session.redo_list().len() != s.redo.len() {
        return Err("restored moves differ from the save's".into());
    }
    Ok(())
}

#[test]
fn fuzz_saves() {
    let seeds: Vec<String> = GAMES
        .iter()
        .flat_map(|g| [1, 2].map(|seed| save_text(g, seed)))
        .collect();
    for s in &seeds {
        assert_eq!(resume(s), Ok(()), "{s}");
    }
    run("saves (play --resume)", mutated(seeds), |text| {
        if let Err(e) = resume(&text) {
            prop_assert!(e != "restored moves differ from the save's", "{}", text);
            check_refusal(
                &e,
                &[
                    "line ",
                    "key `",
                    "move ",
                    "not a saved game",
                    "newer version",
                ],
            )?;
        }
        Ok(())
    });
}

/// The options that take a number, with the words before them, and the range each takes.
const NUMBER_OPTIONS: [(&str, &str, u64, u64); 12] = [
    ("play clock", "--seed", 0, u64::MAX),
    ("deal clock", "--seed", 0, u64::MAX),
    ("solve clock", "--seed", 0, u64::MAX),
    ("solve clock", "--budget", 1, u64::MAX),
    ("solve clock", "--table-mib", 1, 1 << 30),
    ("stats clock", "--deals", 1, crate::args::MAX_DEALS),
    ("stats clock", "--from", 0, u64::MAX),
    ("stats clock", "--samples", 1, 10_000),
    ("stats clock", "--effort", 1, u64::MAX),
    ("stats clock", "--candidates", 1, 65_535),
    ("stats clock", "--check", 0, 10_000),
    ("stats clock", "--threads", 1, 1024),
];

#[test]
fn fuzz_numbers_of_options() {
    let seeds: Vec<String> = [
        "0",
        "1",
        "1000",
        "65535",
        "4294967296",
        "18446744073709551615",
        "1000000000000000",
    ]
    .map(String::from)
    .to_vec();
    let value = prop_oneof![
        4 => mutated(seeds),
        1 => any::<u64>().prop_map(|n| n.to_string()),
        1 => any::<i64>().prop_map(|n| n.to_string()),
    ];
    run(
        "numbers (--seed, --deals, --budget, …)",
        (0..NUMBER_OPTIONS.len(), value),
        |(i, value)| {
            let (words, option, min, max) = NUMBER_OPTIONS[i];
            let mut argv: Vec<String> = std::iter::once("patience")
                .chain(words.split(' '))
                .map(String::from)
                .collect();
            // `--option=VALUE`: a value that starts with `-` is still the option's.
            argv.push(format!("{option}={value}"));
            let wanted = value
                .parse::<u64>()
                .ok()
                .filter(|n| (min..=max).contains(n));
            match Cli::try_parse_from(&argv) {
                Ok(_) => prop_assert!(wanted.is_some(), "{option}={value:?} was taken"),
                Err(e) => {
                    prop_assert!(wanted.is_none(), "{option}={value:?} was refused: {e}");
                    prop_assert_eq!(e.kind(), clap::error::ErrorKind::ValueValidation);
                    check_refusal(&e.to_string(), &[&format!("error: {option} `")])?;
                    let range = format!("from {min} to {max}");
                    prop_assert!(e.to_string().contains(&range), "{e}");
                }
            }
            Ok(())
        },
    );
}
