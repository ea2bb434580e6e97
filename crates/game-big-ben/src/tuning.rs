//! Tuning the default player's weights: `cargo xtask tune big-ben [--deals N]
//! [--second-pass | --rules NAME] [KEY=VALUE…]` (through `examples/big-ben-tune.rs`) plays deals with the
//! weights changed and prints how the player fares; with `--cem STATE` it runs generations of
//! the cross-entropy search of `engine::tune` on deals from 1,000,000 up. A tool, not a test.

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
    let t = ToolArgs::parse(args, &["--second-pass"])?;
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
