//! When a search must stop early: a deadline and a cancel flag, set for the thread that runs
//! the search, so every solver a game registers (and its own loops, through [`stopped`])
//! honours a hint's time limit without a new field in every `SolveConfig`.

use super::{Outcome, Verdict};
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
    /// The search gives up once this is set: a search racing it has the answer ([`race`]).
    pub settled: Option<Arc<AtomicBool>>,
}

impl Stop {
    fn is_due(&self) -> bool {
        [&self.cancel, &self.settled]
            .into_iter()
            .flatten()
            .any(|c| c.load(Ordering::Relaxed))
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

/// Runs two searches of one position side by side, `mine` on this thread and `beside` on
/// a thread of its own, each under the stop in force here; the first to decide (`won` or
/// `lost`) stops the other. The decided outcome, or `mine`'s when neither decides; the
/// positions of both are counted.
pub fn race<M: Send>(
    mine: impl FnOnce() -> Outcome<M>,
    beside: impl FnOnce() -> Outcome<M> + Send,
) -> Outcome<M> {
    let settled = Arc::new(AtomicBool::new(false));
    let stop = Stop {
        settled: Some(settled.clone()),
        ..STOP.with(|s| s.borrow().clone()).unwrap_or_default()
    };
    fn run<M>(stop: Stop, settled: &AtomicBool, f: impl FnOnce() -> Outcome<M>) -> Outcome<M> {
        let o = with_stop(stop, f);
        if o.verdict != Verdict::Unknown {
            settled.store(true, Ordering::Relaxed);
        }
        o
    }
    let (a, b) = std::thread::scope(|scope| {
        let other = scope.spawn(|| run(stop.clone(), &settled, beside));
        let a = run(stop.clone(), &settled, mine);
        let b = other
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (a, b)
    });
    let (nodes, peak) = (a.nodes + b.nodes, a.table_peak.max(b.table_peak));
    let mut o = if a.verdict == Verdict::Unknown && b.verdict != Verdict::Unknown {
        b
    } else {
        a
    };
    o.nodes = nodes;
    o.table_peak = peak;
    o
}
