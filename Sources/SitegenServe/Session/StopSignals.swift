import Dispatch
import Glibc

/// Ctrl-C and `kill`: runs `stop` once instead of ending the process, so the server closes its
/// connections and the temporary build folders are removed.
final class StopSignals: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]

    init(_ stop: @escaping @Sendable () -> Void) {
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: stop)
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
