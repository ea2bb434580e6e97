//! Command-line tests of `patience solve`, `stats --player oracle`, `--shard` and `merge`:
//! every `won` line replays to a win through `patience replay`.

use crate::common::*;

fn solve_and_replay(game: &str, seed: u64, budget: &str) -> String {
    let dir = tmp();
    let out = Cli::in_dir(dir.path())
        .args([
            "solve",
            game,
            "--seed",
            &seed.to_string(),
            "--budget",
            budget,
        ])
        .ok()
        .stdout;
    let verdict = out.lines().next().unwrap_or_default().to_string();
    if verdict.contains(": won in") {
        let moves = dir.path().join("moves.txt");
        std::fs::write(&moves, &out).unwrap();
        let out = Cli::in_dir(dir.path())
            .args(["replay", game, "--seed", &seed.to_string(), "--moves"])
            .arg(&moves)
            .ok()
            .stdout;
        assert!(out.starts_with("won"), "{game} seed {seed}: {out}");
    }
    verdict
}

#[test]
fn won_lines_replay_to_a_win() {
    let mut won = 0;
    for (game, seeds, budget) in [
        ("clock", 0..30, "1000"),
        ("watch", 0..20, "100000"),
        ("sir-tommy", 0..12, "200000"),
        ("sir-tommy-aces-up", 0..4, "200000"),
        ("sir-tommy-four-at-a-time", 0..4, "200000"),
        ("sir-tommy-by-suit", 0..4, "200000"),
        ("big-ben", 0..8, "200000"),
        ("big-ben-second-pass", 0..4, "200000"),
    ] {
        for seed in seeds {
            won += usize::from(solve_and_replay(game, seed, budget).contains("won in"));
        }
    }
    assert!(won >= 20, "only {won} won lines were replayed");
}

/// Seeds 3, 4 and 5 of Sir Tommy, long left open by the search, are won and replay.
#[test]
fn sir_tommy_seeds_3_4_5_are_won_and_replay() {
    for seed in 3..=5 {
        let verdict = solve_and_replay("sir-tommy", seed, "1000000");
        assert!(verdict.contains(": won in"), "seed {seed}: {verdict}");
    }
}

#[test]
fn shards_merge_to_the_whole_run() {
    let dir = tmp();
    let whole = {
        let out = Cli::in_dir(dir.path())
            .args([
                "stats", "watch", "--deals", "60", "--player", "oracle", "--json",
            ])
            .ok()
            .stdout;
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let mut files = Vec::new();
    for i in 1..=3 {
        let out = Cli::in_dir(dir.path())
            .args([
                "stats", "watch", "--deals", "60", "--player", "oracle", "--json",
            ])
            .args(["--shard", &format!("{i}/3")])
            .ok()
            .stdout;
        let f = dir.path().join(format!("s{i}.json"));
        std::fs::write(&f, out).unwrap();
        files.push(f);
    }
    let out = Cli::in_dir(dir.path())
        .args(["stats", "merge", "--json"])
        .args(&files)
        .ok()
        .stdout;
    let merged: serde_json::Value = serde_json::from_str(&out).unwrap();
    for k in ["deals", "won", "lost", "unknown", "ranges"] {
        assert_eq!(merged[k], whole[k], "{k}");
    }
    // Overlapping shards are refused.
    let err = Cli::in_dir(dir.path())
        .args(["stats", "merge"])
        .arg(&files[0])
        .arg(&files[0])
        .fails()
        .stderr;
    assert!(err.contains("overlap"), "{err}");
}

/// The expert's settings travel with its report, and `merge` adds up only shards played
/// with the same ones: a run at `--check 2` is not one run with a run at the default.
#[test]
fn expert_shards_merge_only_with_the_same_settings() {
    let dir = tmp();
    let shard = |i: u32, extra: &[&str]| {
        let out = Cli::in_dir(dir.path())
            .args([
                "stats",
                "watch",
                "--deals",
                "6",
                "--player",
                "expert",
                "--samples",
                "4",
                "--json",
            ])
            .args(["--shard", &format!("{i}/2")])
            .args(extra)
            .ok()
            .stdout;
        let f = dir.path().join(format!("e{i}{}.json", extra.concat()));
        std::fs::write(&f, &out).unwrap();
        (f, serde_json::from_str::<serde_json::Value>(&out).unwrap())
    };
    let (a, ja) = shard(1, &[]);
    let (b, _) = shard(2, &[]);
    let (c2, jc) = shard(2, &["--check", "2"]);
    assert_eq!(ja["expert"]["samples"], 4);
    assert_eq!(ja["expert"]["check"], 0);
    assert_eq!(jc["expert"]["check"], 2);
    let merge = |files: &[&std::path::PathBuf]| {
        Cli::in_dir(dir.path())
            .args(["stats", "merge", "--json"])
            .args(files)
            .run()
    };
    let out = merge(&[&a, &b]).ok().stdout;
    let merged: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(merged["deals"], 6);
    assert_eq!(merged["expert"], ja["expert"]);
    let err = merge(&[&a, &c2]).fails().stderr;
    assert!(
        err.contains("--check 2") && err.contains("--check 0"),
        "{err}"
    );
}

/// Every `stats` run, whoever plays and whether or not it is a shard, prints one JSON shape
/// and one text, and a whole run equals its one shard.
#[test]
fn stats_prints_one_shape_for_every_player_and_for_shards() {
    let dir = tmp();
    let stats = |extra: &[&str]| {
        Cli::in_dir(dir.path())
            .args(["stats", "watch", "--deals", "40"])
            .args(extra)
            .ok()
            .stdout
    };
    let json = |extra: &[&str]| {
        let out = stats(&[extra, &["--json"]].concat());
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let keys = |v: &serde_json::Value| {
        let mut k: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    let whole = json(&[]);
    let shard = json(&["--shard", "1/1"]);
    let oracle = json(&["--player", "oracle"]);
    assert_eq!(keys(&whole), keys(&shard));
    assert_eq!(keys(&whole), keys(&oracle));
    for k in [
        "deals",
        "won",
        "lost",
        "unknown",
        "ranges",
        "first_seed",
        "budget",
    ] {
        assert_eq!(whole[k], shard[k], "{k}");
    }
    assert_eq!(whole["budget"], serde_json::Value::Null);
    assert_eq!(oracle["budget"], 20_000_000);
    assert_eq!(whole["player"], "default");
    assert_eq!(whole["ranges"], serde_json::json!([[0, 40]]));
    // The text: the same lines but the timings.
    let counts = |t: String| t.lines().take(3).map(String::from).collect::<Vec<_>>();
    let text = counts(stats(&[]));
    assert_eq!(text, counts(stats(&["--shard", "1/1"])));
    assert_eq!(
        text[0], "Watch (watch), player default: deals 0..40",
        "{text:?}"
    );
    assert!(
        text[1].starts_with("won ") && text[1].ends_with(" of 40"),
        "{text:?}"
    );
}

/// With no `--budget`, each game's solver spends its own default: Big Ben's is larger, so
/// that its hard deals reach the wide beams, and another game keeps the engine's.
#[test]
fn each_game_solves_with_its_own_default_budget() {
    let dir = tmp();
    let budget = |game: &str| {
        let out = Cli::in_dir(dir.path())
            .args(["solve", game, "--seed", "0", "--json"])
            .ok()
            .stdout;
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_ne!(v["verdict"], "unknown", "{game}: {out}");
        v["budget"].as_u64().unwrap()
    };
    assert_eq!(budget("big-ben"), 150_000_000);
    assert_eq!(budget("big-ben-second-pass"), 150_000_000);
    assert_eq!(budget("clock"), 20_000_000);
}

/// With no option the expert plays at its game's settings (Sir Tommy's are its own), an
/// option changes only what it names, and `stats compare` pairs two runs deal by deal.
#[test]
fn the_expert_starts_from_its_games_settings_and_runs_compare_deal_by_deal() {
    let dir = tmp();
    let run = |game: &str, extra: &[&str]| {
        let out = Cli::in_dir(dir.path())
            .args([
                "stats", game, "--deals", "8", "--player", "expert", "--json",
            ])
            .args(extra)
            .ok()
            .stdout;
        serde_json::from_str::<serde_json::Value>(&out).unwrap()
    };
    let own = run("sir-tommy", &[]);
    assert_eq!(own["expert"]["samples"], 256, "{own}");
    assert_eq!(own["expert"]["gate"], 0, "{own}");
    let won = own["won_seeds"].as_array().expect("the seeds won").len() as u64;
    assert_eq!(own["won"].as_u64(), Some(won), "{own}");
    let told = run("sir-tommy", &["--gate", "2", "--samples", "16"]);
    assert_eq!(told["expert"]["gate"], 2);
    assert_eq!(told["expert"]["samples"], 16);
    assert_eq!(
        run("watch", &[])["expert"]["samples"],
        32,
        "the engine's default"
    );
    let (a, b) = (dir.path().join("a.json"), dir.path().join("b.json"));
    std::fs::write(&a, own.to_string()).unwrap();
    std::fs::write(&b, told.to_string()).unwrap();
    let out = Cli::in_dir(dir.path())
        .args(["stats", "compare", "--json"])
        .arg(&a)
        .arg(&b)
        .ok()
        .stdout;
    let c: serde_json::Value = serde_json::from_str(&out).unwrap();
    let (both, first, second) = (
        c["both"].as_u64().unwrap(),
        c["only_first"].as_u64().unwrap(),
        c["only_second"].as_u64().unwrap(),
    );
    assert_eq!(both + first, own["won"].as_u64().unwrap(), "{c}");
    assert_eq!(both + second, told["won"].as_u64().unwrap(), "{c}");
    assert!(c["p_value"].as_f64().unwrap() <= 1.0);
    // Runs over other deals are refused.
    let other = Cli::in_dir(dir.path())
        .args([
            "stats",
            "sir-tommy",
            "--deals",
            "8",
            "--from",
            "50",
            "--json",
        ])
        .ok()
        .stdout;
    std::fs::write(&b, other).unwrap();
    let err = Cli::in_dir(dir.path())
        .args(["stats", "compare"])
        .arg(&a)
        .arg(&b)
        .fails()
        .stderr;
    assert!(err.contains("different deals"), "{err}");
}
