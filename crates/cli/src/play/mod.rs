//! `patience play`: a new game or a saved one (`--resume`, [`resume`]), on the full-screen
//! board ([`crate::tui`]) or in line mode ([`line`]). This is the one place that decides
//! which: the board on a terminal, line mode with `--plain` or when input or output is not
//! a terminal.

mod line;
mod resume;

use crate::args::PlayArgs;
use crate::i18n::t;
use crate::keep::{Keep, Setup};
use crate::save;
use crate::setup::{Env, fresh_seed};
use crate::tui::App;
use anyhow::Result;
use line::LineGame;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Duration;

pub fn play(env: &Env, a: &PlayArgs) -> Result<ExitCode> {
    let board = !a.plain && std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    if a.resume {
        resumed(env, a, board)
    } else {
        fresh(env, a, board)
    }
}

/// `play --resume`: the saved game the arguments mean, on the board or in line mode.
fn resumed(env: &Env, a: &PlayArgs, board: bool) -> Result<ExitCode> {
    let dir = save::data_dir()?;
    let mut r = resume::find(
        env,
        &dir,
        a.game.as_deref(),
        a.deal.seed,
        a.deal.deal.as_deref(),
        a.save.as_deref(),
    )?;
    // `--pure` makes a resumed game pure from here on; a game saved pure stays so.
    if a.pure {
        r.setup.pure = true;
        r.session.set_pure(true);
    }
    if board {
        let mut app = App::from_save(r.setup, r.session, &r.save, r.path);
        if !r.notes.is_empty() {
            app.note(r.notes.join("; "));
        }
        return crate::tui::run(app);
    }
    for n in &r.notes {
        eprintln!("{}", t!("line-note", text = n));
    }
    let deal = match r.save.deal.seed {
        Some(n) => t!("deal-number", seed = n.to_string()),
        None => t!("deal-from-file"),
    };
    let title = t!(
        "title-resumed",
        title = crate::i18n::title(&r.setup.game_name, &r.setup.variant, &r.setup.title),
        variant = &r.setup.variant,
        deal = deal,
        n = r.save.moves.len()
    );
    let line = LineGame {
        keep: Keep::resumed(r.path, &r.save),
        setup: r.setup,
        before: Duration::from_millis(r.save.elapsed_ms),
        counted: r.save.counted,
    };
    line.run(r.session, &title)
}

/// A new game of the deal the arguments choose, on the board or in line mode.
fn fresh(env: &Env, a: &PlayArgs, board: bool) -> Result<ExitCode> {
    let (args, choice) = (&a.game_args(None)?, &a.deal);
    let g = env.game(args)?;
    let mut deal = if a.winnable {
        winnable_deal(&g, fresh_seed())?
    } else {
        g.deal(env, choice, fresh_seed)?
    };
    // A deal file's `seed` is for reference only: when it does not deal the file's cards, the
    // game is not that deal, and is saved and recorded by its cards alone.
    let mut notes = Vec::new();
    if let (Some(file), Some(n)) = (&choice.deal, deal.seed)
        && g.game.deal_from_seed(n).cards != deal.cards
    {
        deal.seed = None;
        notes.push(t!(
            "seed-not-this-deal",
            file = file.display().to_string(),
            seed = n.to_string()
        ));
    }
    // A deal file's `seed` is for reference only: the file's cards are the deal.
    let title = &crate::i18n::title(g.ruleset.game.name, &g.ruleset.name, &g.ruleset.title);
    let variant = &g.ruleset.name;
    let title = match (&choice.deal, deal.seed) {
        (None, Some(s)) if a.winnable => t!(
            "title-deal-winnable",
            title = title,
            variant = variant,
            seed = s.to_string()
        ),
        (Some(file), _) => t!(
            "title-deal-file",
            title = title,
            variant = variant,
            file = file.display().to_string()
        ),
        (None, Some(s)) => t!(
            "title-deal",
            title = title,
            variant = variant,
            seed = s.to_string()
        ),
        (None, None) => t!("title-no-deal", title = title, variant = variant),
    };
    let mut setup = Setup::new(g);
    setup.pure = a.pure;
    setup.deal_file = choice.deal.clone();
    if board {
        let mut app = App::new(setup, deal);
        if a.winnable {
            app.note(t!("winnable-proved"));
        }
        for n in notes {
            app.note(n);
        }
        return crate::tui::run(app);
    }
    for n in &notes {
        eprintln!("{}", t!("line-note", text = n));
    }
    if let Ok(dir) = &setup.data
        && let Some(w) = save::waiting(dir, &setup.variant, &deal).first()
    {
        let moves = w.save.as_ref().map_or(0, |s| s.moves.len());
        let waits = t!(
            "save-waits",
            moves = crate::board::moves(moves),
            command = setup.resume_command(&deal)
        );
        eprintln!("{}", t!("line-note", text = waits));
    }
    let session = setup.session(deal);
    let line = LineGame {
        setup,
        before: Duration::ZERO,
        counted: false,
        keep: Keep::default(),
    };
    line.run(session, &title)
}

/// Seeds `--winnable` tries before it gives up.
const WINNABLE_TRIES: u64 = 1_000;

/// Seconds `--winnable` looks before it gives up, when `$PATIENCE_WINNABLE_SECONDS` names no
/// other limit: a deal is at hand in a few milliseconds in every built-in rule set, so a
/// search this long means the rules leave few deals winnable, or none.
const WINNABLE_SECONDS: f64 = 60.0;

/// The most seconds one deal may take: a deal the solver needs longer for is passed over,
/// another one is likely quicker.
const WINNABLE_DEAL_SECONDS: f64 = 2.0;

/// The environment variable that sets the total time `--winnable` may take.
const WINNABLE_SECONDS_VAR: &str = "PATIENCE_WINNABLE_SECONDS";

/// The first deal from `from` on that the solver proves winnable, within
/// [`WINNABLE_TRIES`] deals, [`WINNABLE_DEAL_SECONDS`] a deal (and the oracle's budget of
/// positions and table) and the total time; how far it got shows on stderr.
fn winnable_deal(g: &crate::setup::Loaded, from: u64) -> Result<engine::Deal> {
    use engine::solve::{ORACLE_BUDGET, ORACLE_TABLE_ENTRIES, Stop, with_stop};
    use std::io::Write;
    use std::time::Instant;
    let total = std::env::var(WINNABLE_SECONDS_VAR)
        .ok()
        .and_then(|v| v.trim().parse::<f64>().ok())
        .filter(|s| s.is_finite() && *s >= 0.0)
        .unwrap_or(WINNABLE_SECONDS);
    let cfg = engine::SolveConfig {
        budget: ORACLE_BUDGET,
        table_entries: ORACLE_TABLE_ENTRIES,
        threads: 1,
    };
    let started = Instant::now();
    let end = started + Duration::from_secs_f64(total.min(1e9));
    let per_deal = Duration::from_secs_f64(WINNABLE_DEAL_SECONDS);
    let terminal = std::io::stderr().is_terminal();
    let mut err = std::io::stderr().lock();
    let mut shown = started;
    let mut tried = 0u64;
    // Told once a second at most: the catalog is not asked in the loop over deals otherwise.
    for seed in from..from.saturating_add(WINNABLE_TRIES) {
        let now = Instant::now();
        if tried > 0 && now >= end {
            break;
        }
        // A line a second on a terminal (rewritten in place), one every ten seconds in a log.
        let every = Duration::from_secs(if terminal { 1 } else { 10 });
        if now.duration_since(shown) >= every {
            shown = now;
            let _ = write!(
                err,
                "{}{}{}",
                if terminal { "\r" } else { "" },
                t!("winnable-looking", n = tried),
                if terminal { "" } else { "\n" }
            );
        }
        let deal = g.game.deal_from_seed(seed);
        let stop = Stop {
            deadline: Some((now + per_deal).min(end)),
            cancel: None,
            ..Stop::default()
        };
        let verdict = with_stop(stop, || g.game.solve(&deal, cfg).verdict);
        tried += 1;
        if verdict == engine::Verdict::Won {
            if terminal && shown > started {
                let _ = writeln!(err);
            }
            return Ok(deal);
        }
    }
    if terminal && shown > started {
        let _ = writeln!(err);
    }
    let said = t!(
        "winnable-gave-up",
        n = tried,
        from = from.to_string(),
        to = from.saturating_add(tried).to_string(),
        seconds = format!("{:.1}", started.elapsed().as_secs_f64()),
        per_deal = WINNABLE_DEAL_SECONDS.to_string(),
        total = total.to_string(),
        var = WINNABLE_SECONDS_VAR
    );
    anyhow::bail!("{said}")
}
