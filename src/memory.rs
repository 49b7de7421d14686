//! Memory back to the system. The C allocator keeps what a thread freed for that thread
//! to use again, so the solver's tables and the card art's pixels (drawn on the compute
//! threads, then handed to the GPU) would stay in the game's resident memory after use.

/// Returns the free memory of every thread's heap to the system (glibc's `malloc_trim`;
/// a few milliseconds). Elsewhere nothing to do.
pub fn give_back() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes the allocator's own locks and only releases free pages.
    unsafe {
        libc::malloc_trim(0);
    }
}
