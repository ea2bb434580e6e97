//! The thread that writes a game's save after each move, so that a move never waits for the
//! disk. Only the newest save matters: one posted while another waits replaces it. Leaving
//! the game, a signal and the end of a game go through here too, and writes are never
//! reordered: each save has a number, and one older than a save already made (or a game
//! already ended) is dropped unwritten.

use crate::save::{self, Save};
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// A save to write.
#[derive(Clone, Debug)]
pub struct Job {
    pub path: PathBuf,
    pub save: Save,
    /// Check what lies at `path` first (the game's first write there).
    pub check: bool,
    /// The command that resumes it, to tell the player.
    pub resume: String,
}

/// What became of a save written after a move.
#[derive(Debug)]
pub enum Done {
    /// Written; the moves it holds, and where a bad file in its place was kept.
    Written {
        moves: usize,
        aside: Option<PathBuf>,
    },
    Failed(String),
}

#[derive(Default)]
struct Queue {
    /// The number the last save got.
    last: u64,
    pending: Option<(u64, Job)>,
    started: bool,
    /// The game is over with: the thread ends once nothing waits.
    closed: bool,
}

#[derive(Default)]
struct Disk {
    /// The number of the newest save made or given up: anything older is dropped.
    made: u64,
    /// The newest save written or being written, for a signal.
    latest: Option<Job>,
}

#[derive(Default)]
struct Inner {
    queue: Mutex<Queue>,
    wake: Condvar,
    /// Held while a save is written.
    disk: Mutex<Disk>,
    reports: Mutex<Vec<Done>>,
}

/// The writer of the game played now, for a signal.
static CURRENT: Mutex<Option<Arc<Inner>>> = Mutex::new(None);

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// The saves of one game, written in order on a thread of their own.
#[derive(Debug)]
pub struct Writer {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Inner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Inner").finish_non_exhaustive()
    }
}

impl Default for Writer {
    fn default() -> Writer {
        Writer::new()
    }
}

impl Writer {
    /// The writer of a game starting now; a signal writes its newest save.
    pub fn new() -> Writer {
        let inner = Arc::new(Inner::default());
        *lock(&CURRENT) = Some(Arc::clone(&inner));
        Writer { inner }
    }

    /// Hands a save to the writer and returns at once; [`Writer::reports`] tells what became
    /// of it.
    pub fn post(&self, job: Job) {
        let mut q = lock(&self.inner.queue);
        q.last += 1;
        q.pending = Some((q.last, job));
        if !q.started {
            let inner = Arc::clone(&self.inner);
            let spawned = std::thread::Builder::new()
                .name("saves".into())
                .spawn(move || inner.write_posted());
            q.started = spawned.is_ok();
            if !q.started {
                // No thread to be had: the save is written here.
                let (n, job) = q.pending.take().expect("just posted");
                drop(q);
                self.inner.write(n, job);
                return;
            }
        }
        self.inner.wake.notify_one();
    }

    /// Writes `job` now, synced, in place of any save waiting; for leaving a game.
    pub fn now(&self, job: Job) -> anyhow::Result<Option<PathBuf>> {
        self.inner.now(job)
    }

    /// The game ended: a save waiting is dropped, one being written is waited for, and no
    /// earlier save is written after this returns.
    pub fn cancel(&self) {
        let n = self.inner.supersede();
        let mut disk = lock(&self.inner.disk);
        disk.made = n;
        disk.latest = None;
    }

    /// What became of the saves written after moves, since last asked.
    pub fn reports(&self) -> Vec<Done> {
        std::mem::take(&mut *lock(&self.inner.reports))
    }

    /// Waits until every save posted has been written (tests read the files after moves).
    #[cfg(test)]
    pub fn settle(&self) {
        loop {
            let waiting = lock(&self.inner.queue).pending.is_some();
            // Taking the disk's lock waits for a save being written.
            drop(lock(&self.inner.disk));
            if !waiting {
                return;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        lock(&self.inner.queue).closed = true;
        self.inner.wake.notify_one();
        let mut current = lock(&CURRENT);
        if current
            .as_ref()
            .is_some_and(|c| Arc::ptr_eq(c, &self.inner))
        {
            *current = None;
        }
    }
}

impl Inner {
    fn write_posted(&self) {
        loop {
            let (n, job) = {
                let mut q = lock(&self.queue);
                loop {
                    if let Some(p) = q.pending.take() {
                        break p;
                    }
                    if q.closed {
                        return;
                    }
                    q = self.wake.wait(q).unwrap_or_else(|p| p.into_inner());
                }
            };
            self.write(n, job);
        }
    }

    /// Writes save number `n` unless a newer one was made; the outcome goes to the reports.
    fn write(&self, n: u64, job: Job) {
        let mut disk = lock(&self.disk);
        if n <= disk.made {
            return;
        }
        disk.made = n;
        let done = match save::store(&job.path, &job.save, job.check, false) {
            Ok(aside) => Done::Written {
                moves: job.save.moves.len(),
                aside,
            },
            Err(e) => Done::Failed(crate::i18n::told_error(&e)),
        };
        disk.latest = Some(job);
        drop(disk);
        lock(&self.reports).push(done);
    }

    /// A number newer than every save posted, whose waiting save is dropped.
    fn supersede(&self) -> u64 {
        let mut q = lock(&self.queue);
        q.pending = None;
        q.last += 1;
        q.last
    }

    fn now(&self, job: Job) -> anyhow::Result<Option<PathBuf>> {
        let n = self.supersede();
        let mut disk = lock(&self.disk);
        disk.made = n;
        let r = save::store(&job.path, &job.save, job.check, true);
        disk.latest = Some(job);
        r
    }
}

/// The newest save of the game played now, posted or written, written once more and
/// synced: for a signal that ends the program. `None` when the game has no save.
pub fn write_latest() -> Option<Result<String, String>> {
    let inner = lock(&CURRENT).clone()?;
    let pending = lock(&inner.queue).pending.take().map(|(_, j)| j);
    let job = pending.or_else(|| lock(&inner.disk).latest.clone())?;
    let told = save::saved_text(&job.path, &job.resume);
    Some(
        inner
            .now(job)
            .map(|_| told)
            .map_err(|e| crate::i18n::told_error(&e)),
    )
}
