//! `patience play`: a new game or a saved one (`--resume`, [`resume`]), on the full-screen
//! board ([`crate::tui`]) or in line mode ([`line`]). This is the one place that decides
//! which: the board on a terminal, line mode with `--plain` or when input or output is not
//! a terminal.

mod line;
pub use line::{auto_told, oracle_hint};
mod resume;

use crate::args::PlayArgs;
use crate::keep::Setup;
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
        let dir = save::data_dir()?;
        let mut r = resume::find(
            env,
            &dir,
            a.game.as_deref(),
            a.deal.seed,
            a.deal.deal.as_deref(),
        )?;
        // `--pure` makes a resumed game pure from here on; a game saved pure stays so.
        if a.pure {
            r.setup.pure = true;
            r.session.set_pure(true);
        }
        if board {
            let mut app = App::from_save(r.setup, r.session, &r.save);
            if !r.notes.is_empty() {
                app.note(r.notes.join("; "));
            }
            return crate::tui::run(app);
        }
        for n in &r.notes {
            eprintln!("note: {n}");
        }
        let title = format!("{} ({}), resumed", r.setup.title, r.setup.variant);
        let line = LineGame {
            setup: r.setup,
            before: Duration::from_millis(r.save.elapsed_ms),
            counted: r.save.counted,
        };
        return line.run(r.session, &title);
    }
    let (args, choice) = (&a.game_args(None)?, &a.deal);
    let g = env.game(args)?;
    let deal = if a.winnable {
        winnable_deal(&g, fresh_seed())?
    } else {
        g.deal(env, choice, fresh_seed)?
    };
    // A deal file's `seed` is for reference only: the file's cards are the deal.
    let title = match (&choice.deal, deal.seed) {
        (None, Some(s)) if a.winnable => format!(
            "{} ({}), deal {s}: the solver proved it winnable",
            g.ruleset.title, g.ruleset.name
        ),
        (Some(file), _) => format!(
            "{} ({}), deal from {}",
            g.ruleset.title,
            g.ruleset.name,
            file.display()
        ),
        (None, Some(s)) => format!("{} ({}), deal {s}", g.ruleset.title, g.ruleset.name),
        (None, None) => format!("{} ({})", g.ruleset.title, g.ruleset.name),
    };
    let mut setup = Setup::new(g);
    setup.pure = a.pure;
    if board {
        let mut app = App::new(setup, deal);
        if a.winnable {
            app.note("the solver proved this deal winnable".to_string());
        }
        return crate::tui::run(app);
    }
    let session = setup.session(deal);
    let line = LineGame {
        setup,
        before: Duration::ZERO,
        counted: false,
    };
    line.run(session, &title)
}

/// Seeds `--winnable` tries before it gives up.
const WINNABLE_TRIES: u64 = 1_000;

/// The first deal from `from` on that the solver proves winnable.
fn winnable_deal(g: &crate::setup::Loaded, from: u64) -> Result<engine::Deal> {
    let cfg = engine::SolveConfig::new(engine::solve::DEFAULT_BUDGET, 1);
    for seed in from..from.saturating_add(WINNABLE_TRIES) {
        let deal = g.game.deal_from_seed(seed);
        if g.game.solve(&deal, cfg).verdict == engine::Verdict::Won {
            return Ok(deal);
        }
    }
    anyhow::bail!(
        "no deal of seeds {from}..{} is proved winnable: try again, or without --winnable",
        from.saturating_add(WINNABLE_TRIES)
    )
}
