//! Tuning the default player's weights: `cargo xtask tune big-ben [--deals N]
//! [--second-pass | --rules NAME] [KEY=VALUE…]` (through `examples/big-ben-tune.rs`) plays deals with the
//! weights changed and prints how the player fares; with `--cem STATE` it runs generations of
//! the cross-entropy search of `engine::tune` on deals from 1,000,000 up. `--record FILE` and
//! `--distil FILE` compare the default player with the expert (`distil.rs`). A tool, not a
//! test.

use crate::distil;
use crate::player::{WEIGHTS, Weights, choose_with};
use crate::{BigBen, BigBenRules, RULES};
use engine::tune::{ToolArgs, apply_changes};
use engine::{Deal, Game};

/// Plays deal `seed` to the end; returns whether it was won, the moves and the cards home.
pub(crate) fn play(r: &BigBenRules, seed: u64, w: &Weights) -> (bool, usize, usize) {
    let d = Deal::from_seed::<BigBen>(r, seed);
    let mut g = BigBen::start(r, &d.cards, seed);
    let (won, n) = engine::play_out_with(&mut g, r, &mut Vec::new(), 3_000, |g, moves| {
        choose_with(g, r, moves, w)
    });
    let home = g.built.iter().map(|&b| b as usize).sum();
    (won, n, home)
}

/// What a search maximises for one deal: a win counts 1, and each card home a tenth of a
/// win's share of the 104, so that candidates that win equally often are told apart by how
/// far they get.
fn search_score(r: &BigBenRules, seed: u64, w: &Weights) -> f64 {
    let (won, _, home) = play(r, seed, w);
    f64::from(u8::from(won)) + 0.1 * home as f64 / 104.0
}

/// Runs the tool on `args` (see the module docs); `read`/`write` load and keep a search's
/// state file; `report` gets the lines to print.
pub fn run(
    args: &[String],
    read: &dyn Fn(&str) -> Result<Option<String>, String>,
    write: &dyn Fn(&str, &str) -> Result<(), String>,
    report: &mut dyn FnMut(&str),
) -> Result<(), String> {
    let t = ToolArgs::parse_with(args, &["--second-pass"], &["--record", "--distil"])?;
    let name = match (&t.rules, t.has("--second-pass")) {
        (Some(name), _) => name.as_str(),
        (None, true) => "big-ben-second-pass",
        (None, false) => "big-ben",
    };
    if RULES.over(name).is_none() {
        return Err(format!(
            "no rule set `{name}`: expected one of {}",
            RULES.names().join(", ")
        ));
    }
    let r: BigBenRules = RULES.named(name).map_err(|e| e.to_string())?;
    let w = apply_changes(&WEIGHTS, &t.changes).map_err(|e| e.to_string())?;
    if let Some(path) = t.option("--record") {
        let mut text = String::new();
        for seed in t.first_seed..t.first_seed + t.deals.unwrap_or(100) {
            let rec = distil::record(&r, seed);
            text.push_str(&rec.line());
            text.push('\n');
            write(path, &text)?;
            report(&format!(
                "deal {seed}: {} moves, {} sampled, {}",
                rec.path.len(),
                rec.sampled.len(),
                if rec.won { "won" } else { "lost" }
            ));
        }
        return Ok(());
    }
    if let Some(path) = t.option("--distil") {
        return distil_run(&t, &r, &w, path, read, write, report);
    }
    if let Some(path) = &t.cem {
        let state = read(path)?;
        t.search(
            state.as_deref(),
            &w,
            |w, seed| search_score(&r, seed, w),
            &|text| write(path, text),
            report,
        )?;
        return Ok(());
    }
    let deals = t.deals.unwrap_or(1_000);
    let time = std::time::Instant::now();
    let (mut won, mut moves, mut home, mut most) = (0, 0, 0, 0);
    for seed in 0..deals {
        let (x, n, h) = play(&r, seed, &w);
        won += usize::from(x);
        moves += n;
        home += h;
        most = most.max(n);
    }
    let deals_f = deals.max(1) as f64;
    report(&format!(
        "won {won} of {deals}; mean moves {:.0} (most {most}); mean home {:.1}; {:.0} deals/s",
        moves as f64 / deals_f,
        home as f64 / deals_f,
        deals as f64 / time.elapsed().as_secs_f64().max(1e-9)
    ));
    Ok(())
}

/// `--distil FILE`: how often the default player under `w` chooses as the expert did in the
/// games of FILE, and where not; with `--cem STATE`, the search for weights that agree more.
fn distil_run(
    t: &ToolArgs,
    r: &BigBenRules,
    w: &Weights,
    path: &str,
    read: &dyn Fn(&str) -> Result<Option<String>, String>,
    write: &dyn Fn(&str, &str) -> Result<(), String>,
    report: &mut dyn FnMut(&str),
) -> Result<(), String> {
    let text = read(path)?.ok_or_else(|| format!("{path}: no such file"))?;
    let recs = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| distil::Record::parse(l).map_err(|e| format!("{path}:{}: {e}", i + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    let ds = distil::decisions(r, &recs)?;
    let won = recs.iter().filter(|r| r.won).count();
    report(&format!(
        "{} games ({won} won), {} sampled decisions",
        recs.len(),
        ds.len()
    ));
    // Where the two differ, by the kind of each one's move; and the default player's moves
    // home, by where the card comes from, agreed with or not.
    let mut differ = std::collections::BTreeMap::new();
    let mut homes = std::collections::BTreeMap::new();
    let mut agree = 0;
    for d in &ds {
        let mine = choose_with(&d.g, r, &d.moves, w);
        let same = mine.is_some_and(|m| distil::leads_to_choice(r, d, m));
        agree += usize::from(same);
        if let Some(m) = mine.filter(|&m| distil::kind(m) == "home") {
            let e = homes
                .entry(distil::home_context(r, &d.g, m))
                .or_insert((0, 0));
            if same { e.0 += 1 } else { e.1 += 1 }
        }
        if !same {
            let k = (mine.map_or("none", distil::kind), distil::kind(d.mv));
            *differ.entry(k).or_insert(0) += 1;
        }
    }
    report(&format!(
        "the default player makes the same move at {agree}"
    ));
    report("where not: the default player's move, the expert's, how often");
    for ((mine, its), n) in &differ {
        report(&format!("  {mine:<12} {its:<12} {n}"));
    }
    report("the default player's moves home: from, agreed, not");
    for (from, (yes, no)) in &homes {
        report(&format!("  {from:<12} {yes:>6} {no:>6}"));
    }
    if let Some(state_path) = &t.cem {
        if ds.is_empty() {
            return Err(format!("{path}: no sampled decision to agree with"));
        }
        let n = ds.len() as u64;
        let first = t.first_seed;
        let state = read(state_path)?;
        t.search(
            state.as_deref(),
            w,
            |w, seed| {
                f64::from(u8::from(distil::agrees(
                    r,
                    &ds[(seed.wrapping_sub(first) % n) as usize],
                    w,
                )))
            },
            &|text| write(state_path, text),
            report,
        )?;
    }
    Ok(())
}
