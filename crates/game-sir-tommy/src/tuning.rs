//! Tuning the default player's weights: `cargo xtask tune sir-tommy [--deals N]
//! [--rules NAME] [KEY=VALUE…]` (through `examples/sir-tommy-tune.rs`) plays deals of every
//! variant with the weights changed and prints the wins; `--cem STATE` runs the
//! cross-entropy search instead (see [`run`]). A tool, not a test.

use crate::player::{Weights, choose_with, weights_for};
use crate::{RULES, SirTommy, SirTommyRules};
use engine::tune::{ToolArgs, apply_changes};
use engine::{Deal, Game};

/// Plays deal `seed` to the end with weights `w`; whether it was won.
pub(crate) fn play(r: &SirTommyRules, seed: u64, w: &Weights) -> bool {
    let d = Deal::from_seed::<SirTommy>(r, seed);
    let mut g = SirTommy::start(r, &d.cards, seed);
    engine::play_out_with(&mut g, r, &mut Vec::new(), 2_000, |g, moves| {
        choose_with(g, r, moves, w)
    })
    .0
}

/// Runs the tool on `args`: a sweep of `KEY=VALUE` changes over deals `0..N` (`--deals N`,
/// 2,000 unless told) of every variant, or of one (`--rules NAME`); or, with `--cem STATE`,
/// generations of the cross-entropy search of `engine::tune` (on `sir-tommy` unless told),
/// each deal scored 1 for a win. `read`/`write` load and keep the search's state file;
/// `report` gets the lines to print.
pub fn run(
    args: &[String],
    read: &dyn Fn(&str) -> Result<Option<String>, String>,
    write: &dyn Fn(&str, &str) -> Result<(), String>,
    report: &mut dyn FnMut(&str),
) -> Result<(), String> {
    let t = ToolArgs::parse(args, &[])?;
    // Each variant's own weights with the changes.
    let with_changes = |r: &SirTommyRules| -> Result<Weights, String> {
        apply_changes(weights_for(r), &t.changes).map_err(|e| e.to_string())
    };
    let load = |name: &str| -> Result<SirTommyRules, String> {
        if RULES.over(name).is_none() {
            return Err(format!(
                "no rule set `{name}`: expected one of {}",
                RULES.names().join(", ")
            ));
        }
        RULES.named(name).map_err(|e| e.to_string())
    };
    if let Some(path) = &t.cem {
        let r = load(t.rules.as_deref().unwrap_or("sir-tommy"))?;
        let w = with_changes(&r)?;
        let state = read(path)?;
        t.search(
            state.as_deref(),
            &w,
            |w, seed| f64::from(u8::from(play(&r, seed, w))),
            &|text| write(path, text),
            report,
        )?;
        return Ok(());
    }
    let deals = t.deals.unwrap_or(2_000);
    let names = match &t.rules {
        Some(name) => vec![name.clone()],
        None => RULES.names(),
    };
    let mut out = Vec::new();
    for name in names {
        let r = load(&name)?;
        let w = with_changes(&r)?;
        let won = (0..deals).filter(|&s| play(&r, s, &w)).count();
        out.push(format!("{name} {won}"));
    }
    report(&out.join("  "));
    Ok(())
}
