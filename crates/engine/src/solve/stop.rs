//! When a search must stop early: a deadline and a cancel flag, set for the thread that runs
//! the search, so every solver a game registers (and its own loops, through [`stopped`])
//! honours a hint's time limit without a new field in every `SolveConfig`.

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Positions searched between two looks at the clock and the flag: often enough to stop
/// within a few milliseconds, rarely enough to cost nothing.
pub const STOP_EVERY: u64 = 1 << 12;

/// What ends a search early.
#[derive(Clone, Debug, Default)]
pub struct Stop {
    /// The search gives up (its verdict `unknown`) at this instant.
    pub deadline: Option<Instant>,
    /// The search gives up once this is set (the player cancelled).
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Stop {
    fn is_due(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

thread_local! {
    static STOP: RefCell<Option<Stop>> = const { RefCell::new(None) };
}

/// Runs `f` (a search) on this thread under `stop`: the searches inside it end `unknown`
/// once the deadline passes or the flag is set. The stop in force before is restored after.
pub fn with_stop<R>(stop: Stop, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Stop>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let old = self.0.take();
            STOP.with(|s| *s.borrow_mut() = old);
        }
    }
    let _restore = Restore(STOP.with(|s| s.borrow_mut().replace(stop)));
    f()
}

/// Whether the search running on this thread should give up now (see [`with_stop`]); false
/// when no stop is set. A search calls it every [`STOP_EVERY`] positions or so.
pub fn stopped() -> bool {
    STOP.with(|s| s.borrow().as_ref().is_some_and(Stop::is_due))
}
