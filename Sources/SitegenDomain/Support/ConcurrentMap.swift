import FoundationEssentials

/// Structured-concurrency map for the build's embarrassingly parallel steps (decoding thousands of
/// files, rendering thousands of pages). It lives in the domain target only because every layer
/// above needs it; it knows nothing of movies.
extension Collection where Element: Sendable {
    /// `transform` applied to every element on all cores, results in the collection's order.
    public func concurrentMap<Result: Sendable>(
        _ transform: @escaping @Sendable (Element) -> Result
    ) async -> [Result] {
        await concurrentChunks { chunk in chunk.map(transform) }.flatMap { $0 }
    }

    /// `body` applied to contiguous chunks of the collection on all cores, a few chunks per core
    /// rather than one task per element: thousands of tiny tasks cost more in scheduling than
    /// they save. Results come in the collection's order; a chunk may keep state of its own.
    /// `lastChunksFirst` starts the chunks at the end first, for collections whose costliest
    /// elements come last: they then run while the rest is shared out, not after it.
    public func concurrentChunks<Result: Sendable>(
        chunksPerCore: Int = 4, lastChunksFirst: Bool = false, _ body: @escaping @Sendable (ArraySlice<Element>) -> Result
    ) async -> [Result] {
        let elements = Array(self)
        guard elements.count > 1 else { return [body(elements[...])] }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let chunkCount = Swift.min(elements.count, Swift.max(1, chunksPerCore * cores))
        let chunkSize = (elements.count + chunkCount - 1) / chunkCount
        let chunks = stride(from: 0, to: elements.count, by: chunkSize).map { elements[$0..<Swift.min($0 + chunkSize, elements.count)] }
        return await withTaskGroup(of: (Int, Result).self) { group in
            let order = lastChunksFirst ? Array(chunks.indices.reversed()) : Array(chunks.indices)
            for index in order {
                let chunk = chunks[index]
                group.addTask { (index, body(chunk)) }
            }
            var results: [Result?] = Array(repeating: nil, count: chunks.count)
            for await (index, result) in group { results[index] = result }
            return results.compactMap { $0 }
        }
    }
}
