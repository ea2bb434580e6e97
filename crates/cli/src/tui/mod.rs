//! The full-screen board of `patience play` on a terminal, `--resume`, and `patience history`.
//!
//! [`App`] holds the game and turns key and mouse events into moves; it draws itself on any
//! ratatui backend. This module only sets the terminal up, feeds it events and puts the
//! terminal back as it was, also when something fails or panics.

mod app;
mod draw;
#[cfg(test)]
mod tests;

pub use app::{App, Setup};

use crate::PlayArgs;
use crate::save::{self, LoadError};
use crate::setup::{Env, Loaded};
use anyhow::{Context, Result, anyhow, bail};
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use engine::{Deal, DynSession};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use std::io::{IsTerminal, Stdout};
use std::process::ExitCode;
use std::time::Duration;

/// Colour unless NO_COLOR is set (https://no-color.org).
fn colour() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

fn setup_of(g: Loaded) -> Setup {
    Setup {
        game_name: g.ruleset.game.name.to_string(),
        variant: g.ruleset.name.clone(),
        title: g.ruleset.title.clone(),
        rules: g.game.rules_table(),
        game: g.game,
        data: save::data_dir().map_err(|e| format!("{e:#}")),
        colour: colour(),
    }
}

/// `patience play GAME` on a terminal.
pub fn run(_env: &Env, g: Loaded, deal: Deal) -> Result<ExitCode> {
    let mut app = App::new(setup_of(g), deal);
    run_app(&mut app)
}

/// `patience play GAME --resume`: the saved game of GAME, on the board or (with `--plain` or
/// without a terminal) in line mode.
pub fn resume(env: &Env, a: &PlayArgs) -> Result<ExitCode> {
    if a.deal.seed.is_some() || a.deal.deal.is_some() {
        bail!("--resume continues the saved deal: leave out --seed and --deal");
    }
    let dir = save::data_dir()?;
    let name = match &a.game {
        Some(_) => None,
        None => Some(save::latest(&dir).ok_or_else(|| {
            anyhow!(
                "no saved game in {}: start one with `patience play GAME`",
                dir.join("saves").display()
            )
        })?),
    };
    let g = env.game(&a.game_args(name)?)?;
    let path = save::path(&dir, &g.ruleset.name);
    let s = match save::load(&path, &g.ruleset.name) {
        Ok(s) => s,
        Err(LoadError::Missing) => bail!(
            "no saved game of {} (looked for {}): start one with `patience play {}`",
            g.ruleset.name,
            path.display(),
            g.ruleset.name
        ),
        Err(LoadError::Bad(e)) => {
            return Err(e.context("the saved game cannot be resumed; the file is left as it is"));
        }
    };
    let registered = engine::registered().map_err(anyhow::Error::msg)?;
    let entry = registered
        .get(s.game.as_str())
        .filter(|e| e.name == g.ruleset.game.name)
        .ok_or_else(|| {
            anyhow!(
                "{}: a save of game `{}`, not of {}",
                path.display(),
                s.game,
                g.ruleset.game.name
            )
        })?;
    let game = entry
        .driver
        .load(&s.rules)
        .with_context(|| format!("{}: key `rules`", path.display()))?;
    let setup = Setup {
        game_name: s.game.clone(),
        variant: s.variant.clone(),
        title: s.title.clone(),
        rules: s.rules.clone(),
        game,
        data: Ok(dir),
        colour: colour(),
    };
    if a.plain || !std::io::stdin().is_terminal() || !std::io::stdout().is_terminal() {
        let session: Box<dyn DynSession> =
            app::restore(&*setup.game, &s).map_err(|e| anyhow!("{}: {e}", path.display()))?;
        let title = format!("{} ({}), resumed", s.title, s.variant);
        return crate::play::line_mode(session, &title);
    }
    let mut app = App::from_save(setup, &s).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    run_app(&mut app)
}

/// `patience history`.
pub fn history(_env: &Env) -> Result<ExitCode> {
    crate::history::show()
}

/// Puts the terminal back: raw mode off, the normal screen, no mouse reports.
fn restore_terminal() {
    let _ = disable_raw_mode();
    let _ = execute!(
        std::io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        crossterm::cursor::Show
    );
}

/// The terminal in board mode for as long as it lives.
struct Screen {
    terminal: Terminal<CrosstermBackend<Stdout>>,
}

impl Screen {
    fn open() -> Result<Screen> {
        // A panic must not leave the player's terminal in raw mode on the alternate screen.
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore_terminal();
            previous(info);
        }));
        enable_raw_mode().context("cannot set up the terminal")?;
        let mut out = std::io::stdout();
        if let Err(e) = execute!(out, EnterAlternateScreen, EnableMouseCapture) {
            restore_terminal();
            return Err(e).context("cannot set up the terminal");
        }
        match Terminal::new(CrosstermBackend::new(out)) {
            Ok(terminal) => Ok(Screen { terminal }),
            Err(e) => {
                restore_terminal();
                Err(e).context("cannot set up the terminal")
            }
        }
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        restore_terminal();
    }
}

fn run_app(app: &mut App) -> Result<ExitCode> {
    {
        let mut screen = Screen::open()?;
        loop {
            screen.terminal.draw(|f| app.draw(f))?;
            if app.should_quit() {
                break;
            }
            // The clock on the title line ticks even when no key is pressed.
            if event::poll(Duration::from_millis(500))? {
                app.handle(event::read()?);
            }
        }
    }
    if let Some(m) = &app.farewell {
        outln!("{m}");
    }
    Ok(ExitCode::SUCCESS)
}
