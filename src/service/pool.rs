//! The service's CPU pool: the one place where CPU-heavy work runs (the
//! computer's searches, a tournament's pairing, board pictures, replay
//! GIFs), on a fixed set of
//! threads instead of the async runtime's workers or its blocking pool of up
//! to 512 threads.
//!
//! Two lanes, each a FIFO queue served by its own threads: searches (and
//! pairings, which take their turn among them), one thread per core, and
//! pictures, a small lane of their own so that a board
//! never waits behind a queue of searches. On Linux the search threads also
//! run at a lower priority (nice 10): when the cores are busy, a player's
//! move and its picture get the CPU before the searches do. Under load a job waits its turn;
//! nothing is cut short (a search stays bounded by its iterations, so a seed
//! still fixes the move). Results come back through oneshot channels, with
//! how long the job waited in its queue and how long it ran. A job whose
//! caller has gone away is skipped.
//!
//! Each lane serves the games first ([`Priority::Games`]: the computer's
//! answers, pairings, the pictures of a game's turns) and then the private
//! work members ask for ([`Priority::Private`]: reviews, explorations and
//! their Best turn, analyses, lessons, puzzles, mistakes). Private jobs
//! wait behind every queued game job, and at most all of a lane's threads
//! but one run them at once: with two threads or more, one is always free
//! for the games, however many members review or explore at the same time.
//!
//! Plain threads and std synchronisation; it knows nothing of games, storage
//! or transports.

use std::collections::VecDeque;
use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

/// Which queue a job waits in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    /// The computer's searches.
    Search,
    /// Board pictures and replay GIFs.
    Picture,
}

/// Whose work a job is, which decides its turn in its lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Priority {
    /// The games': served first, on any of the lane's threads.
    Games,
    /// A member's private work: served when no game job waits, on all of
    /// the lane's threads but one (on a lane of one thread, that thread).
    Private,
}

/// How long one job waited in its queue and then ran.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JobTiming {
    pub lane: Lane,
    pub waited: Duration,
    pub ran: Duration,
}

/// Called on the search thread just before each search starts.
pub type SearchHook = Arc<dyn Fn() + Send + Sync>;
/// Called after every job with its timing.
pub type TimingObserver = Arc<dyn Fn(JobTiming) + Send + Sync>;

/// The size of the pool and its instruments.
#[derive(Clone)]
pub struct PoolConfig {
    /// Threads serving the search queue (default: one per core).
    pub search_threads: usize,
    /// Threads serving the picture queue (default: two, or one on a single core).
    pub picture_threads: usize,
    /// Runs on the search thread before every search. Tests block in it to
    /// hold a search "running" for as long as they need.
    pub before_search: Option<SearchHook>,
    /// Runs on the search thread before every tournament pairing, as
    /// `before_search` does before a search: tests hold a pairing running
    /// in it.
    pub before_pairing: Option<SearchHook>,
    /// Runs on the picture thread before every private picture (a
    /// review's, an exploration's), as `before_search` does before a
    /// search: tests hold private pictures drawing in it.
    pub before_private_picture: Option<SearchHook>,
    /// Receives the timing of every job (measurements, benchmarks).
    pub observer: Option<TimingObserver>,
}

impl PoolConfig {
    /// The number of cores the process may use (1 if unknown).
    #[must_use]
    pub fn cores() -> usize {
        std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
    }
}

impl Default for PoolConfig {
    fn default() -> PoolConfig {
        let cores = PoolConfig::cores();
        PoolConfig {
            search_threads: cores,
            picture_threads: cores.min(2),
            before_search: None,
            before_pairing: None,
            before_private_picture: None,
            observer: None,
        }
    }
}

impl fmt::Debug for PoolConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PoolConfig")
            .field("search_threads", &self.search_threads)
            .field("picture_threads", &self.picture_threads)
            .field("before_search", &self.before_search.is_some())
            .field("before_pairing", &self.before_pairing.is_some())
            .field(
                "before_private_picture",
                &self.before_private_picture.is_some(),
            )
            .field("observer", &self.observer.is_some())
            .finish()
    }
}

/// Why a job gave no result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PoolError {
    #[error("the job panicked")]
    Panicked,
    #[error("the pool is shut down")]
    Closed,
}

/// A job's result and timing.
#[derive(Debug)]
pub struct Ran<T> {
    pub value: T,
    pub timing: JobTiming,
}

type Job = Box<dyn FnOnce() + Send>;

struct QueueState {
    /// The games' jobs, first in, first out.
    games: VecDeque<Job>,
    /// The private jobs, first in, first out, after the games'.
    private: VecDeque<Job>,
    /// Private jobs running now.
    private_running: usize,
    closed: bool,
}

/// One lane: its two FIFO queues and the condition its threads wait on.
struct Queue {
    state: Mutex<QueueState>,
    ready: Condvar,
    /// The most private jobs that run at once: all threads but one.
    private_cap: usize,
}

impl Queue {
    fn lock(&self) -> MutexGuard<'_, QueueState> {
        // A job never runs under this lock, so a poisoned lock only means a
        // panic between two lines of this file: the queue itself is intact.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn push(&self, job: Job, priority: Priority) -> Result<(), PoolError> {
        let mut state = self.lock();
        if state.closed {
            return Err(PoolError::Closed);
        }
        match priority {
            Priority::Games => state.games.push_back(job),
            Priority::Private => state.private.push_back(job),
        }
        drop(state);
        // A thread that can't take a private job (the cap) must not swallow
        // the wake-up of one that can: wake them all.
        self.ready.notify_all();
        Ok(())
    }

    /// The next job and its priority: the games' first, then a private one
    /// while fewer than the cap run; `None` once the lane is closed.
    fn next(&self) -> Option<(Job, Priority)> {
        let mut state = self.lock();
        loop {
            if state.closed {
                return None;
            }
            if let Some(job) = state.games.pop_front() {
                return Some((job, Priority::Games));
            }
            if state.private_running < self.private_cap
                && let Some(job) = state.private.pop_front()
            {
                state.private_running += 1;
                return Some((job, Priority::Private));
            }
            state = self
                .ready
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// A private job has finished: another may start.
    fn private_done(&self) {
        let mut state = self.lock();
        state.private_running = state.private_running.saturating_sub(1);
        drop(state);
        self.ready.notify_all();
    }

    fn close(&self) {
        let mut state = self.lock();
        state.closed = true;
        state.games.clear();
        state.private.clear();
        drop(state);
        self.ready.notify_all();
    }

    fn len(&self) -> usize {
        let state = self.lock();
        state.games.len() + state.private.len()
    }
}

/// How much the search threads yield to everything else in the process.
const SEARCH_NICENESS: i32 = 10;

/// Lowers the calling thread's priority by `niceness` (relative to the
/// process's, so a bot started with `nice` keeps the difference).
#[cfg(target_os = "linux")]
#[expect(unsafe_code, reason = "libc's getpriority and setpriority")]
fn lower_priority(niceness: i32) {
    // SAFETY: getpriority(2) and setpriority(2) read plain integers and touch
    // no memory of ours. On Linux a nice value belongs to a thread, and `who`
    // 0 names the calling one; raising it needs no privilege.
    let set = unsafe {
        let now = libc::getpriority(libc::PRIO_PROCESS, 0);
        libc::setpriority(libc::PRIO_PROCESS, 0, (now + niceness).min(19))
    };
    if set != 0 {
        tracing::debug!(
            "could not lower a search thread's priority: {}",
            std::io::Error::last_os_error()
        );
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_priority(_niceness: i32) {}

fn start_lane(name: &str, threads: usize, niceness: i32) -> Arc<Queue> {
    let threads = threads.max(1);
    let queue = Arc::new(Queue {
        state: Mutex::new(QueueState {
            games: VecDeque::new(),
            private: VecDeque::new(),
            private_running: 0,
            closed: false,
        }),
        ready: Condvar::new(),
        private_cap: (threads - 1).max(1),
    });
    for i in 0..threads {
        let q = Arc::clone(&queue);
        let spawned = std::thread::Builder::new()
            .name(format!("lyngk-{name}-{i}"))
            .spawn(move || {
                if niceness > 0 {
                    lower_priority(niceness);
                }
                while let Some((job, priority)) = q.next() {
                    job();
                    if priority == Priority::Private {
                        q.private_done();
                    }
                }
            });
        if let Err(e) = spawned {
            tracing::error!("cannot start a {name} thread: {e}");
        }
    }
    queue
}

/// The pool: two lanes of threads. Dropping it closes both lanes; a job
/// already running finishes, queued ones are dropped (their callers get
/// [`PoolError::Closed`]).
pub(crate) struct CpuPool {
    search: Arc<Queue>,
    picture: Arc<Queue>,
    before_search: Option<SearchHook>,
    before_pairing: Option<SearchHook>,
    before_private_picture: Option<SearchHook>,
    observer: Option<TimingObserver>,
}

impl CpuPool {
    pub(crate) fn new(config: PoolConfig) -> CpuPool {
        CpuPool {
            search: start_lane("search", config.search_threads, SEARCH_NICENESS),
            picture: start_lane("picture", config.picture_threads, 0),
            before_search: config.before_search,
            before_pairing: config.before_pairing,
            before_private_picture: config.before_private_picture,
            observer: config.observer,
        }
    }

    /// Runs a search for a game (the computer's answer) on the search
    /// lane.
    pub(crate) async fn search<T, F>(&self, f: F) -> Result<Ran<T>, PoolError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let hook = self.before_search.clone();
        self.run((Lane::Search, Priority::Games), hook, f).await
    }

    /// Runs a search a member asked for (an analysis, an exploration's
    /// Best turn, a puzzle's proof) on the search lane, after the games'.
    pub(crate) async fn private_search<T, F>(&self, f: F) -> Result<Ran<T>, PoolError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let hook = self.before_search.clone();
        self.run((Lane::Search, Priority::Private), hook, f).await
    }

    /// Pairs a tournament's round (a matching over its whole field) on the
    /// search lane, in its turn among the searches.
    pub(crate) async fn pairing<T, F>(&self, f: F) -> Result<Ran<T>, PoolError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let hook = self.before_pairing.clone();
        self.run((Lane::Search, Priority::Games), hook, f).await
    }

    /// Draws a picture on the picture lane.
    pub(crate) async fn picture<T, F>(&self, f: F) -> Result<Ran<T>, PoolError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        self.run((Lane::Picture, Priority::Games), None, f).await
    }

    /// Draws a picture one member sees alone (a review's step, an
    /// exploration, a lesson's or a puzzle's board) on the picture lane,
    /// after the games'.
    pub(crate) async fn private_picture<T, F>(&self, f: F) -> Result<Ran<T>, PoolError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let hook = self.before_private_picture.clone();
        self.run((Lane::Picture, Priority::Private), hook, f).await
    }

    /// Jobs waiting (not yet running) in a lane.
    pub(crate) fn queued(&self, lane: Lane) -> usize {
        match lane {
            Lane::Search => self.search.len(),
            Lane::Picture => self.picture.len(),
        }
    }

    async fn run<T, F>(
        &self,
        (lane, priority): (Lane, Priority),
        hook: Option<SearchHook>,
        f: F,
    ) -> Result<Ran<T>, PoolError>
    where
        T: Send + 'static,
        F: FnOnce() -> T + Send + 'static,
    {
        let (tx, rx) = oneshot::channel();
        let observer = self.observer.clone();
        let enqueued = Instant::now();
        let job: Job = Box::new(move || {
            // The caller has gone (its request was dropped): nobody would
            // read the result.
            if tx.is_closed() {
                return;
            }
            let waited = enqueued.elapsed();
            let outcome = catch_unwind(AssertUnwindSafe(|| {
                if let Some(hook) = hook {
                    hook();
                }
                let started = Instant::now();
                let value = f();
                (value, started.elapsed())
            }));
            let result = match outcome {
                Ok((value, ran)) => {
                    let timing = JobTiming { lane, waited, ran };
                    if let Some(observer) = &observer {
                        observer(timing);
                    }
                    Ok(Ran { value, timing })
                }
                Err(_) => Err(PoolError::Panicked),
            };
            let _ = tx.send(result);
        });
        match lane {
            Lane::Search => self.search.push(job, priority)?,
            Lane::Picture => self.picture.push(job, priority)?,
        }
        rx.await.map_err(|_| PoolError::Closed)?
    }
}

impl Drop for CpuPool {
    fn drop(&mut self) {
        self.search.close();
        self.picture.close();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    fn pool(search_threads: usize, picture_threads: usize) -> CpuPool {
        CpuPool::new(PoolConfig {
            search_threads,
            picture_threads,
            before_search: None,
            before_pairing: None,
            before_private_picture: None,
            observer: None,
        })
    }

    #[tokio::test]
    async fn results_come_back_with_their_timing() {
        let p = pool(1, 1);
        let ran = p.search(|| 6 * 7).await.unwrap();
        assert_eq!(ran.value, 42);
        assert_eq!(ran.timing.lane, Lane::Search);
        let ran = p.picture(|| "png").await.unwrap();
        assert_eq!((ran.value, ran.timing.lane), ("png", Lane::Picture));
    }

    #[tokio::test]
    async fn a_panicking_job_is_an_error_and_the_thread_lives_on() {
        let p = pool(1, 1);
        let failed = p.search(|| -> u8 { panic!("boom") }).await;
        assert_eq!(failed.unwrap_err(), PoolError::Panicked);
        assert_eq!(p.search(|| 1).await.unwrap().value, 1);
    }

    /// A hook that says when a job reached it and holds the job there until
    /// released: the job's start, and one release per job.
    fn held() -> (
        SearchHook,
        tokio::sync::mpsc::UnboundedReceiver<()>,
        mpsc::Sender<()>,
    ) {
        let (started_tx, started) = tokio::sync::mpsc::unbounded_channel::<()>();
        let (release, released) = mpsc::channel::<()>();
        let released = Mutex::new(released);
        let hook: SearchHook = Arc::new(move || {
            let _ = started_tx.send(());
            let _ = released.lock().unwrap().recv();
        });
        (hook, started, release)
    }

    /// Waits (at most 10 s) until `done` holds.
    async fn eventually(mut done: impl FnMut() -> bool) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while !done() {
            assert!(Instant::now() < deadline, "timed out");
            tokio::time::sleep(Duration::from_millis(1)).await;
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn searches_queue_in_order_and_pictures_pass_them() {
        let (hook, mut started, release) = held();
        let p = Arc::new(CpuPool::new(PoolConfig {
            search_threads: 1,
            picture_threads: 1,
            before_search: Some(hook),
            before_pairing: None,
            before_private_picture: None,
            observer: None,
        }));
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut searches = Vec::new();
        for i in 0..3 {
            let (p2, order) = (Arc::clone(&p), Arc::clone(&order));
            searches.push(tokio::spawn(async move {
                p2.search(move || order.lock().unwrap().push(i)).await
            }));
            if i == 0 {
                // The only search thread is now held by the first search.
                started.recv().await.unwrap();
            } else {
                eventually(|| p.queued(Lane::Search) == i).await;
            }
        }
        // Two searches wait; a picture does not wait behind them.
        let picture = tokio::time::timeout(Duration::from_secs(10), p.picture(|| 7))
            .await
            .expect("a picture never waits behind searches")
            .unwrap();
        assert_eq!(picture.value, 7);
        assert_eq!(p.queued(Lane::Search), 2);
        for _ in 0..3 {
            release.send(()).unwrap();
        }
        for s in searches {
            let ran = s.await.unwrap().unwrap();
            assert_eq!(ran.timing.lane, Lane::Search);
        }
        assert_eq!(*order.lock().unwrap(), [0, 1, 2], "first in, first out");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_games_jobs_pass_the_private_ones_and_keep_a_thread_of_their_own() {
        let (hook, mut started, release) = held();
        let p = Arc::new(CpuPool::new(PoolConfig {
            search_threads: 1,
            picture_threads: 2,
            before_search: None,
            before_pairing: None,
            before_private_picture: Some(hook),
            observer: None,
        }));
        // Two private pictures: one draws (held), the other waits, although
        // a thread is idle: it is the games'.
        let order = Arc::new(Mutex::new(Vec::new()));
        let mut private = Vec::new();
        for i in 0..2 {
            let (p2, order) = (Arc::clone(&p), Arc::clone(&order));
            private.push(tokio::spawn(async move {
                p2.private_picture(move || order.lock().unwrap().push(i))
                    .await
            }));
            if i == 0 {
                started.recv().await.unwrap();
            } else {
                eventually(|| p.queued(Lane::Picture) == 1).await;
            }
        }
        // A game's picture is drawn at once on the other thread.
        let picture = tokio::time::timeout(Duration::from_secs(10), p.picture(|| 7))
            .await
            .expect("a game's picture never waits behind private ones")
            .unwrap();
        assert_eq!(picture.value, 7);
        assert_eq!(p.queued(Lane::Picture), 1, "the second private one waits");
        release.send(()).unwrap();
        release.send(()).unwrap();
        for job in private {
            job.await.unwrap().unwrap();
        }
        assert_eq!(*order.lock().unwrap(), [0, 1]);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_queued_game_job_runs_before_queued_private_ones() {
        let (hook, mut started, release) = held();
        let p = Arc::new(CpuPool::new(PoolConfig {
            search_threads: 1,
            picture_threads: 1,
            before_search: Some(hook),
            before_pairing: None,
            before_private_picture: None,
            observer: None,
        }));
        let order = Arc::new(Mutex::new(Vec::new()));
        let spawn = |name: &'static str, private: bool| {
            let (p, order) = (Arc::clone(&p), Arc::clone(&order));
            tokio::spawn(async move {
                let f = move || order.lock().unwrap().push(name);
                if private {
                    p.private_search(f).await
                } else {
                    p.search(f).await
                }
            })
        };
        // The only thread is held by a first private search; two more
        // private ones queue, then a game's.
        let mut jobs = vec![spawn("private 1", true)];
        started.recv().await.unwrap();
        jobs.push(spawn("private 2", true));
        eventually(|| p.queued(Lane::Search) == 1).await;
        jobs.push(spawn("private 3", true));
        eventually(|| p.queued(Lane::Search) == 2).await;
        jobs.push(spawn("game", false));
        eventually(|| p.queued(Lane::Search) == 3).await;
        for _ in 0..4 {
            release.send(()).unwrap();
        }
        for job in jobs {
            job.await.unwrap().unwrap();
        }
        assert_eq!(
            *order.lock().unwrap(),
            ["private 1", "game", "private 2", "private 3"]
        );
    }

    #[cfg(target_os = "linux")]
    #[tokio::test]
    #[expect(unsafe_code, reason = "libc's getpriority")]
    async fn searches_run_at_a_lower_priority_than_pictures() {
        let p = pool(1, 1);
        // SAFETY: getpriority(2) reads plain integers; `who` 0 is the
        // calling (pool) thread.
        let nice = || unsafe { libc::getpriority(libc::PRIO_PROCESS, 0) };
        let search = p.search(nice).await.unwrap().value;
        let picture = p.picture(nice).await.unwrap().value;
        // (A process already at the lowest priority can't go lower.)
        assert!(search > picture || picture == 19, "{search} vs {picture}");
    }

    #[tokio::test]
    async fn a_closed_pool_refuses_work() {
        let p = pool(1, 1);
        p.search.close();
        assert_eq!(p.search(|| 1).await.unwrap_err(), PoolError::Closed);
    }
}
