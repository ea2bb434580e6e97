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

use anyhow::{Context, Result};
use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use std::io::{Stdout, Write};
use std::process::ExitCode;
use std::time::Duration;

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
        enable_raw_mode().with_context(|| crate::i18n::t!("cannot-set-up-terminal"))?;
        let mut out = std::io::stdout();
        if let Err(e) = execute!(out, EnterAlternateScreen, EnableMouseCapture) {
            restore_terminal();
            return Err(e).with_context(|| crate::i18n::t!("cannot-set-up-terminal"));
        }
        match Terminal::new(CrosstermBackend::new(out)) {
            Ok(terminal) => Ok(Screen { terminal }),
            Err(e) => {
                restore_terminal();
                Err(e).with_context(|| crate::i18n::t!("cannot-set-up-terminal"))
            }
        }
    }
}

impl Drop for Screen {
    fn drop(&mut self) {
        restore_terminal();
    }
}

/// Plays `app` on the terminal until the player leaves (`patience play` decides that the
/// board is wanted and makes the app, for a new game or a resumed one). Every way out saves
/// a game in progress and puts the terminal back: the player's quit, a signal (the terminal
/// closed, `kill`), or an error of the terminal itself.
pub fn run(mut app: App) -> Result<ExitCode> {
    let signals = crate::signals::watch(Some(restore_terminal))?;
    let ended = {
        let mut screen = Screen::open()?;
        event_loop(&mut screen, &mut app, &signals)
    };
    if !app.should_quit() {
        // A signal or a terminal error ended the board: the game is written where it stands.
        app.leave(true);
    }
    if let Some(m) = &app.farewell {
        // The terminal may be gone (a hang-up): the save is made, whether or not this shows.
        let _ = writeln!(std::io::stdout(), "{m}");
    }
    match (ended, signals.caught()) {
        (_, Some(sig)) => Ok(ExitCode::from(128 + sig as u8)),
        (Ok(()), None) => Ok(ExitCode::SUCCESS),
        (Err(e), None) => Err(e),
    }
}

/// Draws and feeds events until the player leaves or a signal asks to stop.
fn event_loop(screen: &mut Screen, app: &mut App, signals: &crate::signals::Watch) -> Result<()> {
    loop {
        if signals.caught().is_some() {
            return Ok(());
        }
        app.tick();
        screen.terminal.draw(|f| app.draw(f))?;
        if app.should_quit() {
            return Ok(());
        }
        // The clock on the title line ticks even when no key is pressed, and a signal is
        // seen within this time.
        // While the oracle thinks, its answer shows within this time.
        let wait = if app.busy() { 50 } else { 200 };
        if event::poll(Duration::from_millis(wait))? {
            app.handle(event::read()?);
        }
    }
}
