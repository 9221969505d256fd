//! Whose heap it is: an allocator for a test process that counts the bytes
//! in use by the fake Discord apart from the rest (the bot, and the test
//! that drives it), so that a test can tell the bot's memory from the
//! fake's records of everything it was sent.
//!
//! Each block carries, in a header before it, the side that allocated it,
//! so that it is counted off the same side wherever it is freed. The fake
//! is the code polled inside [`in_fake`] (its servers and connections).

// An allocator is unsafe code by nature: each block's header is read and
// written around the system allocator's calls, as each SAFETY note says.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::task::{Context, Poll};

/// The allocator: the system's, with a side counted for each block.
pub struct Counting;

/// The side of the bot and the test: 0; the fake's: 1.
const REST: usize = 0;
const FAKE: usize = 1;

static LIVE: [AtomicUsize; 2] = [AtomicUsize::new(0), AtomicUsize::new(0)];
static PEAK_REST: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    static IN_FAKE: Cell<bool> = const { Cell::new(false) };
}

fn side() -> usize {
    if IN_FAKE.try_with(Cell::get).unwrap_or(false) {
        FAKE
    } else {
        REST
    }
}

/// The block around `layout`'s, with its header, and the header's size.
fn outer(layout: Layout) -> Option<(Layout, usize)> {
    let header = layout.align().max(16);
    let size = layout.size().checked_add(header)?;
    Some((Layout::from_size_align(size, header).ok()?, header))
}

fn counted_in(side: usize, bytes: usize) {
    let now = LIVE[side].fetch_add(bytes, Ordering::Relaxed) + bytes;
    if side == REST {
        PEAK_REST.fetch_max(now, Ordering::Relaxed);
    }
}

fn counted_out(side: usize, bytes: usize) {
    LIVE[side].fetch_sub(bytes, Ordering::Relaxed);
}

/// # Safety
/// `base` is a block of `outer(layout)` just allocated (or null).
unsafe fn tagged(base: *mut u8, header: usize, layout: Layout) -> *mut u8 {
    if base.is_null() {
        return base;
    }
    let side = side();
    // SAFETY: the header lies inside the block, before the caller's part.
    unsafe { base.add(header - 1).write(u8::from(side == FAKE)) };
    counted_in(side, layout.size());
    // SAFETY: `header` bytes into a block of `header + size` bytes.
    unsafe { base.add(header) }
}

// SAFETY: every block is the system's, `header` bytes larger and aligned
// to at least the asked alignment; the caller's pointer is `header` bytes
// in, which keeps its alignment since `header` is a multiple of it.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some((outer, header)) = outer(layout) else {
            return std::ptr::null_mut();
        };
        // SAFETY: `outer` has a non-zero size.
        unsafe { tagged(System.alloc(outer), header, layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        let Some((outer, header)) = outer(layout) else {
            return std::ptr::null_mut();
        };
        // SAFETY: `outer` has a non-zero size.
        unsafe { tagged(System.alloc_zeroed(outer), header, layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let (outer, header) = outer(layout).expect("a block this allocator made");
        // SAFETY: `ptr` came from `alloc` with this layout: its header is
        // just before it.
        let side = usize::from(unsafe { ptr.sub(1).read() });
        counted_out(side, layout.size());
        // SAFETY: the block's start, with the layout it was made with.
        unsafe { System.dealloc(ptr.sub(header), outer) };
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let (outer, header) = outer(layout).expect("a block this allocator made");
        let Some(new_outer) = new_size.checked_add(header) else {
            return std::ptr::null_mut();
        };
        // SAFETY: as in `dealloc`.
        let side = usize::from(unsafe { ptr.sub(1).read() });
        // SAFETY: the block's start and layout; the header moves with it.
        let base = unsafe { System.realloc(ptr.sub(header), outer, new_outer) };
        if base.is_null() {
            return base;
        }
        counted_in(side, new_size);
        counted_out(side, layout.size());
        // SAFETY: `header` bytes into the new block.
        unsafe { base.add(header) }
    }
}

/// `future`, whose every allocation while it is polled counts as the
/// fake's.
pub fn in_fake<F: Future>(future: F) -> InFake<F> {
    InFake(Box::pin(future))
}

/// A future polled as the fake ([`in_fake`]).
pub struct InFake<F>(Pin<Box<F>>);

impl<F: Future> Future for InFake<F> {
    type Output = F::Output;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<F::Output> {
        let before = IN_FAKE.replace(true);
        let polled = self.0.as_mut().poll(cx);
        IN_FAKE.set(before);
        polled
    }
}

/// Bytes in use now by the fake, and by the rest of the process (the bot
/// and the test), and the rest's peak since the process began, when this
/// allocator is the process's (0 otherwise).
#[must_use]
pub fn heap() -> Heap {
    Heap {
        fake: LIVE[FAKE].load(Ordering::Relaxed),
        rest: LIVE[REST].load(Ordering::Relaxed),
        rest_peak: PEAK_REST.load(Ordering::Relaxed),
    }
}

/// The peak of the rest (the bot and the test) since the last call, in
/// bytes; the next peak starts from what is in use now.
#[must_use]
pub fn take_peak() -> usize {
    PEAK_REST.swap(LIVE[REST].load(Ordering::Relaxed), Ordering::Relaxed)
}

/// [`heap`]'s figures, in bytes.
#[derive(Clone, Copy, Debug)]
pub struct Heap {
    pub fake: usize,
    pub rest: usize,
    pub rest_peak: usize,
}
