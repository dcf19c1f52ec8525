import Logging
public import ServiceLifecycle

/// Runs the preview server until `stop()`, which shuts it down gracefully: open requests finish,
/// idle connections close. Never by cancelling its task: swift-nio traps when a cancelled server
/// still holds an accepted connection it has not served yet (apple/swift-nio#3481).
public final class ServerRun: Sendable {
    private let group: ServiceGroup

    public init(_ server: some Service) {
        var logger = Logger(label: "sitegen-serve")
        logger.logLevel = .critical
        group = ServiceGroup(configuration: .init(services: [server], gracefulShutdownSignals: [], logger: logger))
    }

    /// Returns once the server has stopped.
    public func run() async throws { try await group.run() }

    public func stop() async { await group.triggerGracefulShutdown() }
}
