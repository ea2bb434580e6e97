//! The full-screen board of `patience play` and `play --resume` on a terminal.
//!
//! [`App`] holds the game and turns key and mouse events into moves; it draws itself on any
//! ratatui backend. This module only sets the terminal up, feeds it events and puts the
//! terminal back as it was, also when something fails or panics.

mod app;
mod draw;
#[cfg(test)]
mod tests;

pub use app::App;

use crate::keep::{Resumed, Setup};
use anyhow::{Context, Result};
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use engine::Deal;
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use std::io::Stdout;
use std::process::ExitCode;
use std::time::Duration;

/// `patience play GAME` on a terminal.
/// A note, when given, shows on the board from the start (`--winnable` says so there).
pub fn run_with_note(setup: Setup, deal: Deal, note: Option<String>) -> Result<ExitCode> {
    let mut app = App::new(setup, deal);
    if let Some(n) = note {
        app.note(n);
    }
    run_app(&mut app)
}

/// `patience play --resume` on a terminal: the game found by [`crate::keep::resume`].
pub fn resume(r: Resumed) -> Result<ExitCode> {
    let mut app = App::from_save(r.setup, r.session, &r.save);
    if !r.notes.is_empty() {
        app.note(r.notes.join("; "));
    }
    run_app(&mut app)
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
