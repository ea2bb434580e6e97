//! The oracle's answer for one position, worked out on a thread of its own within a time
//! limit, a budget of positions and a table of bounded size, and cancelled on request: what
//! the board and line mode show for the solver's hint, and what its measurement times.

use super::{SolveConfig, Stop, Verdict, with_stop};
use crate::session::OracleTask;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError, channel};
use std::time::{Duration, Instant};

/// Seconds the oracle may think when the player names no other limit.
pub const ORACLE_SECONDS: f64 = 2.0;

/// Positions the oracle may generate: the same budget a deal gets by default, so a hint
/// decides what `solve` would; the time limit usually ends a search first.
pub const ORACLE_BUDGET: u64 = super::DEFAULT_BUDGET;

/// Threads the oracle may use: a hint is asked with the player waiting, and two searches
/// side by side decide more positions within the time limit (docs/measurements.md).
pub const ORACLE_THREADS: usize = 2;

/// Entries of the oracle's table of searched positions: 2^22 entries of 8 bytes, 32 MB.
/// A search of a couple of seconds meets more positions than that, and a full table
/// overwrites old entries, which costs time but never changes a verdict (proof E2 in
/// docs/proofs.md); the default table of a `solve` run (768 MB) is far more than a hint
/// on a player's machine should take.
pub const ORACLE_TABLE_ENTRIES: usize = 1 << 22;

/// After the time limit, how long the answer waits for a solver that looks at its stop
/// signal ([`super::stopped`]) less often than the search does, before it says `unknown`.
const GRACE: Duration = Duration::from_millis(250);

/// How much the oracle may spend on one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OracleLimit {
    pub time: Duration,
    pub config: SolveConfig,
}

impl OracleLimit {
    /// `seconds` of thinking (at least a millisecond, at most a day), within
    /// [`ORACLE_BUDGET`] positions and [`ORACLE_TABLE_ENTRIES`] table entries.
    pub fn seconds(seconds: f64) -> OracleLimit {
        let seconds = if seconds.is_nan() {
            ORACLE_SECONDS
        } else {
            seconds
        };
        let time = Duration::from_secs_f64(seconds.clamp(0.001, 86_400.0));
        OracleLimit {
            time,
            config: SolveConfig {
                budget: ORACLE_BUDGET,
                table_entries: ORACLE_TABLE_ENTRIES,
                threads: ORACLE_THREADS,
            },
        }
    }
}

impl Default for OracleLimit {
    fn default() -> Self {
        OracleLimit::seconds(ORACLE_SECONDS)
    }
}

/// What the oracle said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// It found a win: the first move of the line, in notation (`None` when the game is
    /// already won).
    Won(Option<String>),
    /// It proved that no line wins from here.
    Lost,
    /// It decided nothing within its limit (time or positions).
    Unknown,
}

/// The oracle at work on one position. Dropping it cancels the search.
pub struct Thinking {
    answer: Receiver<(Verdict, Option<String>)>,
    cancel: Arc<AtomicBool>,
    started: Instant,
    limit: OracleLimit,
}

impl std::fmt::Debug for Thinking {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Thinking")
            .field("limit", &self.limit)
            .field("elapsed", &self.started.elapsed())
            .finish_non_exhaustive()
    }
}

impl Thinking {
    /// Starts answering `task` on a new thread.
    pub fn start(task: OracleTask, limit: OracleLimit) -> Thinking {
        let started = Instant::now();
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = Stop {
            deadline: started.checked_add(limit.time),
            cancel: Some(cancel.clone()),
            ..Stop::default()
        };
        let (tx, answer) = channel();
        std::thread::spawn(move || {
            let got = with_stop(stop, || task(limit.config));
            // The receiver is gone when the player cancelled: nobody waits for this.
            let _ = tx.send(got);
        });
        Thinking {
            answer,
            cancel,
            started,
            limit,
        }
    }

    /// The limit it works under.
    pub fn limit(&self) -> OracleLimit {
        self.limit
    }

    /// Time since it started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// The answer once there is one, without waiting: `None` while it still works. Past
    /// the time limit (and a short grace) the answer is [`Answer::Unknown`] whatever the
    /// solver is doing.
    pub fn poll(&mut self) -> Option<Answer> {
        match self.answer.try_recv() {
            Ok(got) => Some(answer(got)),
            Err(TryRecvError::Disconnected) => Some(Answer::Unknown),
            Err(TryRecvError::Empty) if self.started.elapsed() >= self.limit.time + GRACE => {
                self.cancel.store(true, Ordering::Relaxed);
                Some(Answer::Unknown)
            }
            Err(TryRecvError::Empty) => None,
        }
    }

    /// Waits for the answer, at most the time limit and a short grace.
    pub fn wait(self) -> Answer {
        let end = self.started + self.limit.time + GRACE;
        match self
            .answer
            .recv_timeout(end.saturating_duration_since(Instant::now()))
        {
            Ok(got) => answer(got),
            Err(RecvTimeoutError::Timeout | RecvTimeoutError::Disconnected) => Answer::Unknown,
        }
    }
}

impl Drop for Thinking {
    fn drop(&mut self) {
        // A search nobody waits for stops within a few thousand positions.
        self.cancel.store(true, Ordering::Relaxed);
    }
}

fn answer((verdict, first): (Verdict, Option<String>)) -> Answer {
    match verdict {
        Verdict::Won => Answer::Won(first),
        Verdict::Lost => Answer::Lost,
        Verdict::Unknown => Answer::Unknown,
    }
}
