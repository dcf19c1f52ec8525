import CAllocatorTuning

/// Gives the pages of freed memory back to the kernel between a build's steps (glibc's
/// `malloc_trim`; see `release_free_memory.c` for why they stay otherwise).
///
/// Memory, not speed: a build with posters is to peak under a tenth of Hugo's memory for the same
/// site. At 10k movies with posters, a clean build (every image made) peaked at 258 MB, 0.107× of
/// Hugo's 2,422 MB; with this, the batches let go as they are merged and the manifest written
/// without a second copy, at 232–239 MB, 0.096–0.099× (25 Nov 2026, three runs). Without
/// posters, taking turns at 10k: 210–222 MB with the other two changes alone, 200–204 MB with
/// this too, at no cost in CPU time (9.6–10.7 s either way). At 100k movies: 1,222–1,243 MB
/// before all three, 1,119–1,122 MB after.
///
/// Not after a rebuild in place, which made a few pages and freed little: the pages handed back
/// were those the manifest then took from the kernel again, each a fault that clears a page, and
/// on this project's virtual machines a first touch of memory costs an eighth to a quarter of a
/// rebuild's CPU (perf: `clear_page_erms`). A cast edit at 10k movies that adds a person, taking
/// turns with a build that gives back (29 Nov 2026, two rounds of 12, each build first in one):
/// 0.635 → 0.593 and 0.579 → 0.541 s (medians), for a peak of 203–213 MB, not 187–199.
enum FreedMemory {
    /// Called where a step has just let go of most of what it made: each call walks every heap
    /// once, a few milliseconds. `rebuilding`: the build updates a previous output in place.
    static func giveBack(rebuilding: Bool) {
        guard !rebuilding else { return }
        sitegen_release_free_memory()
    }
}
