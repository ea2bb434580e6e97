//! The non-interactive commands: list, rules, deal, replay, stats.

use crate::setup::Env;
use crate::{GameArgs, ReplayArgs, StatsArgs};
use anyhow::{Context, Result};
use engine::{ReplayError, Ruleset, Status};
use std::io::Read;
use std::process::ExitCode;

/// `patience list`: games, each followed by its variants, in aligned columns.
pub fn list(env: &Env) -> Result<ExitCode> {
    let all: Vec<&Ruleset> = env.catalog.iter().collect();
    let mut rows = vec![[
        "NAME".to_string(),
        "TITLE".into(),
        "PACKS".into(),
        "ALIASES".into(),
        "DESCRIPTION".into(),
    ]];
    for game in all.iter().filter(|r| !r.is_variant()) {
        rows.push(row(game, ""));
        for v in all
            .iter()
            .filter(|r| r.is_variant() && r.game.name == game.name)
        {
            rows.push(row(v, "  "));
        }
    }
    let mut width = [0usize; 4];
    for r in &rows {
        for (w, cell) in width.iter_mut().zip(r) {
            *w = (*w).max(cell.chars().count());
        }
    }
    for r in rows {
        let mut line = String::new();
        for (w, cell) in width.iter().zip(&r) {
            line += &format!("{cell:<w$}  ");
        }
        line += &r[4];
        outln!("{line}");
    }
    Ok(ExitCode::SUCCESS)
}

fn row(r: &Ruleset, indent: &str) -> [String; 5] {
    let packs = r.game.driver.packs();
    [
        format!("{indent}{}", r.name),
        r.title.clone(),
        format!("{packs} pack{}", if packs == 1 { "" } else { "s" }),
        if r.aliases.is_empty() {
            "-".to_string()
        } else {
            r.aliases.join(", ")
        },
        r.description.clone(),
    ]
}

/// `patience rules GAME`: the effective rules, as a file that `--rules` reads back.
pub fn rules(env: &Env, args: &GameArgs) -> Result<ExitCode> {
    let g = env.game(args)?;
    let r = &g.ruleset;
    outln!("# {}: the effective rules (from {})", r.title, r.origin);
    let quote = |s: &str| toml::Value::String(s.to_string()).to_string();
    outln!("name = {}", quote(&r.name));
    if let Some(b) = &r.base {
        outln!("base = {}", quote(b));
    }
    outln!("title = {}", quote(&r.title));
    outln!("description = {}", quote(&r.description));
    if !r.aliases.is_empty() {
        let list: Vec<String> = r.aliases.iter().map(|a| quote(a)).collect();
        outln!("aliases = [{}]", list.join(", "));
    }
    outln!();
    out!("{}", engine::rules::table_to_toml(&g.game.rules_table()));
    Ok(ExitCode::SUCCESS)
}

/// `patience deal GAME --seed N`: the deal file.
pub fn deal(env: &Env, args: &GameArgs, seed: u64) -> Result<ExitCode> {
    let g = env.game(args)?;
    let d = g.game.deal_from_seed(seed);
    out!("{}", d.to_toml(&g.ruleset.name, &g.game.deal_shape()));
    Ok(ExitCode::SUCCESS)
}

fn read_moves(path: &str) -> Result<(String, String)> {
    if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .context("cannot read the move list from standard input")?;
        Ok(("standard input".into(), s))
    } else {
        let s = std::fs::read_to_string(path).with_context(|| format!("cannot read {path}"))?;
        Ok((path.to_string(), s))
    }
}

/// `patience replay`: plays a move list; exits non-zero at the first illegal move.
pub fn replay(env: &Env, a: &ReplayArgs) -> Result<ExitCode> {
    let g = env.game(&a.game)?;
    let deal = g.deal(env, &a.deal, || 1)?;
    let (source, moves) = read_moves(&a.moves)?;
    let mut session = g.game.session(deal.clone());
    let started = std::time::Instant::now();
    let result = session.play_list(&moves);
    let status = session.status();
    let played = session.history();
    if a.json {
        let mut obj = serde_json::json!({
            "game": g.ruleset.name,
            "seed": deal.seed,
            "deal": deal.cards.iter().map(|c| c.ascii()).collect::<Vec<_>>().join(" "),
            "verdict": status.word(),
            "moves": played,
            "moves_played": played.len(),
            "seconds": started.elapsed().as_secs_f64(),
        });
        if let Status::Lost(why) = status {
            obj["reason"] = why.into();
        }
        if let Err(e) = &result {
            obj["error"] = error_json(e);
        }
        outln!("{obj}");
    } else {
        match status {
            Status::Won => outln!("won after {} moves", played.len()),
            Status::Lost(why) => outln!("lost after {} moves: {why}", played.len()),
            Status::Playing => outln!("not finished after {} moves", played.len()),
        }
    }
    match result {
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            eprintln!("error: {source}: {e}");
            Ok(ExitCode::FAILURE)
        }
    }
}

fn error_json(e: &ReplayError) -> serde_json::Value {
    match e {
        ReplayError::List(l) => {
            serde_json::json!({"line": l.line, "move": l.token, "reason": l.to_string()})
        }
        ReplayError::Illegal {
            index,
            line,
            text,
            reason,
        } => {
            serde_json::json!({"index": index, "line": line, "move": text, "reason": reason})
        }
    }
}

/// `patience stats`: many deals played on all cores.
pub fn stats(env: &Env, a: &StatsArgs) -> Result<ExitCode> {
    let g = env.game(&a.game)?;
    let end = a
        .from
        .checked_add(a.deals)
        .context("--from plus --deals is past the last deal number")?;
    let bar = crate::solve::progress_bar(a.deals);
    let r = if a.player == "expert" {
        g.game
            .simulate_expert(a.from..end, &a.expert, &|n| bar.inc(n))
    } else {
        g.game.simulate(a.from..end, &|n| bar.inc(n))
    };
    bar.finish_and_clear();
    let (lo, hi) = r.interval();
    if a.json {
        let obj = serde_json::json!({
            "game": g.ruleset.name,
            "player": a.player,
            "first_seed": r.first_seed,
            "deals": r.deals,
            "won": r.won,
            "lost": r.lost,
            "unknown": 0,
            "win_rate": r.win_rate(),
            "ci95": [lo, hi],
            "seconds": r.seconds,
            "deals_per_second": r.deals_per_second(),
            "interrupted": r.interrupted,
        });
        outln!("{obj}");
    } else {
        outln!(
            "{} ({}), player {}: deals {}..{}",
            g.ruleset.title,
            g.ruleset.name,
            a.player,
            a.from,
            end
        );
        outln!(
            "won {} of {}: {:.4} (95% interval {:.4} to {:.4})",
            r.won,
            r.deals,
            r.win_rate(),
            lo,
            hi
        );
        outln!(
            "{:.2} s, {:.0} deals per second",
            r.seconds,
            r.deals_per_second()
        );
    }
    Ok(finished(r.interrupted, r.deals))
}

/// The exit code of a many-deal run; an interrupted one says so (on stderr, after the
/// result so far) and exits as a program stopped by Ctrl-C does.
pub fn finished(interrupted: bool, deals: u64) -> ExitCode {
    if interrupted {
        eprintln!("interrupted: the result covers the {deals} deals finished");
        ExitCode::from(130)
    } else {
        ExitCode::SUCCESS
    }
}

/// Ctrl-C during a many-deal run: the first stops taking new deals, so the result so far is
/// printed; a second ends the program at once.
pub fn stop_on_ctrl_c() {
    let _ = ctrlc::set_handler(|| {
        if engine::sim::stop_requested() {
            std::process::exit(130);
        }
        engine::sim::request_stop();
    });
}
