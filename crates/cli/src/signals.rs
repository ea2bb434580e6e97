//! Signals that end a game from outside: the terminal closed (SIGHUP), `kill` (SIGTERM),
//! Ctrl-C in line mode (SIGINT). The game in progress is already written after every move;
//! on such a signal it is written once more, synced, the terminal is put back, and the
//! program exits with 128 + the signal's number, as a shell expects.
//!
//! The board's loop looks at [`Watch::caught`] between events and leaves through its own way
//! out (saving, restoring the terminal). Line mode waits in a read, so there the watcher
//! writes the game and exits itself; it does so on the board too after a hang-up (the
//! terminal is gone, and the loop may wait for events that never come), and when the loop
//! has not left within a few seconds (something kept it busy).

use anyhow::{Context, Result};
use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Duration;

/// How long the board's loop has to leave by itself before the watcher does it.
const BOARD_GRACE: Duration = Duration::from_secs(3);

/// The signal caught, if any.
#[derive(Debug)]
pub struct Watch {
    caught: Arc<AtomicI32>,
}

impl Watch {
    pub fn caught(&self) -> Option<i32> {
        match self.caught.load(Ordering::SeqCst) {
            0 => None,
            n => Some(n),
        }
    }
}

/// Starts watching for SIGHUP, SIGTERM and SIGINT while a game is played. On the board,
/// whose loop leaves by itself, `board` is what puts the terminal back; line mode has none.
pub fn watch(board: Option<fn()>) -> Result<Watch> {
    let caught = Arc::new(AtomicI32::new(0));
    let mut signals = Signals::new([SIGHUP, SIGTERM, SIGINT])
        .with_context(|| crate::i18n::t!("cannot-watch-signals"))?;
    let flag = Arc::clone(&caught);
    std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            let Some(sig) = signals.forever().next() else {
                return;
            };
            flag.store(sig, Ordering::SeqCst);
            if let Some(restore_terminal) = board {
                // After a hang-up the terminal is gone and the board's loop may never see
                // another event: leave at once.
                if sig != SIGHUP {
                    std::thread::sleep(BOARD_GRACE);
                }
                restore_terminal();
            }
            // The terminal may be gone: nothing here may fail on a write that cannot be made.
            let mut err = std::io::stderr();
            match crate::writer::write_latest() {
                Some(Ok(m)) => {
                    let _ = writeln!(err, "{m}");
                }
                Some(Err(e)) => {
                    let said = crate::i18n::t!("not-saved-again", error = e);
                    let _ = writeln!(err, "{}", crate::i18n::t!("line-error", text = said));
                }
                None => {}
            }
            std::process::exit(128 + sig);
        })
        .with_context(|| crate::i18n::t!("cannot-watch-signals"))?;
    Ok(Watch { caught })
}
