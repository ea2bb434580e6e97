//! The non-interactive commands: list, rules, deal, replay.

use crate::args::{GameArgs, ReplayArgs};
use crate::i18n::t;
use crate::setup::Env;
use anyhow::{Context, Result};
use engine::{ReplayError, Ruleset, Status};
use std::io::Read;
use std::process::ExitCode;

/// `patience list`: games, each followed by its variants, in aligned columns.
pub fn list(env: &Env) -> Result<ExitCode> {
    let all: Vec<&Ruleset> = env.catalog.iter().collect();
    let mut rows = vec![[
        t!("list-head-name"),
        t!("list-head-title"),
        t!("list-head-packs"),
        t!("list-head-aliases"),
        t!("list-head-description"),
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
    let about = engine::Msg::new(
        format!("{}-about-{}", r.game.name, r.name),
        r.description.clone(),
    );
    let ascii = crate::glyphs::ascii();
    [
        format!("{indent}{}", r.name),
        crate::glyphs::in_text(&crate::i18n::title(r.game.name, &r.name, &r.title), ascii),
        t!("list-packs", n = packs),
        if r.aliases.is_empty() {
            "-".to_string()
        } else {
            r.aliases.join(", ")
        },
        crate::glyphs::in_text(&crate::i18n::told(&about), ascii),
    ]
}

/// `patience rules GAME`: the effective rules, as a file that `--rules` reads back, each key
/// with the comment of the game's own rules file; with `--explain`, the rules in prose.
pub fn rules(env: &Env, args: &GameArgs, explain: bool) -> Result<ExitCode> {
    let g = env.game(args)?;
    let r = &g.ruleset;
    if explain {
        let ascii = crate::glyphs::ascii();
        let title = crate::i18n::title(r.game.name, &r.name, &r.title);
        let head = t!("title-no-deal", title = title, variant = &r.name);
        outln!("{}", crate::glyphs::in_text(&head, ascii));
        let about = engine::Msg::new(
            format!("{}-about-{}", r.game.name, r.name),
            r.description.clone(),
        );
        let about = crate::glyphs::in_text(&crate::i18n::told(&about), ascii);
        let about = engine::explain::wrap(&about, EXPLAIN_WIDTH).join("\n");
        outln!("{}", crate::i18n::marked_by_line(&about));
        outln!();
        let text = g.game.explain().render_with(EXPLAIN_WIDTH, |m| {
            crate::glyphs::in_text(&crate::i18n::told(m), ascii)
        });
        out!("{}", crate::i18n::marked_by_line(&text));
        return Ok(ExitCode::SUCCESS);
    }
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
    outln!("[rules]");
    for k in g.game.explain().keys {
        for l in engine::explain::wrap(&k.doc, EXPLAIN_WIDTH - 2) {
            if !l.is_empty() {
                outln!("# {l}");
            }
        }
        if let Some(d) = &k.default {
            outln!("# (the game's own value: {d})");
        }
        outln!("{} = {}", k.key, k.value);
    }
    Ok(ExitCode::SUCCESS)
}

/// Columns the rules in prose are wrapped to.
pub const EXPLAIN_WIDTH: usize = 88;

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
            .with_context(|| t!("cannot-read-moves-stdin"))?;
        Ok((t!("standard-input"), s))
    } else {
        let s = std::fs::read_to_string(path).with_context(|| t!("cannot-read", path = path))?;
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
            obj["reason"] = why.en.into();
        }
        if let Err(e) = &result {
            obj["error"] = error_json(e);
        }
        outln!("{obj}");
    } else {
        let moves = crate::board::moves(played.len());
        let said = match status {
            Status::Won => t!("replay-won", moves = moves),
            Status::Lost(why) => {
                let why = crate::i18n::told(&why.msg());
                t!("replay-lost", moves = moves, why = why)
            }
            Status::Playing => t!("replay-unfinished", moves = moves),
        };
        outln!("{said}");
    }
    match result {
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            let text = match &e {
                engine::ReplayError::Illegal {
                    index,
                    line,
                    text,
                    reason,
                } => t!(
                    "replay-illegal",
                    index = *index,
                    line = *line,
                    notation = engine::echo(text),
                    reason = crate::i18n::refusal(&**reason)
                ),
                engine::ReplayError::List(l) => crate::i18n::told(&l.msg()),
            };
            eprintln!("{}", t!("error", text = format!("{source}: {text}")));
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
            serde_json::json!({"index": index, "line": line, "move": text, "reason": reason.to_string()})
        }
    }
}

/// The manual page (roff) of the command line as `--help` tells it in `lang`, its section
/// headings in the catalog's words too.
pub fn man(lang: crate::i18n::Lang) -> Result<ExitCode> {
    let ascii = crate::glyphs::ascii();
    let cmd = crate::args::command(lang, ascii);
    let mut page = Vec::new();
    clap_mangen::Man::new(cmd).render(&mut page)?;
    let page = String::from_utf8_lossy(&page);
    if matches!(lang, crate::i18n::Lang::En | crate::i18n::Lang::Qps) {
        out!("{page}");
        return Ok(ExitCode::SUCCESS);
    }
    // The headings clap_mangen writes, each with its message.
    const HEADINGS: [(&str, &str); 7] = [
        (".SH NAME", "man-name"),
        (".SH SYNOPSIS", "man-synopsis"),
        (".SH DESCRIPTION", "man-description"),
        (".SH OPTIONS", "man-options"),
        (".SH SUBCOMMANDS", "man-subcommands"),
        (".SH EXTRA", "man-extra"),
        (".SH VERSION", "man-version"),
    ];
    for line in page.lines() {
        match HEADINGS.iter().find(|(h, _)| *h == line) {
            Some((_, id)) => {
                let heading = crate::i18n::message_in(lang, id);
                let heading = if ascii {
                    crate::i18n::ascii_letters(&heading)
                } else {
                    heading
                };
                outln!(".SH {heading}")
            }
            None => outln!("{line}"),
        }
    }
    Ok(ExitCode::SUCCESS)
}
