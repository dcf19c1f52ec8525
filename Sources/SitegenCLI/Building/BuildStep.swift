/// The named steps of a build, in order; progress and timings are reported by step.
enum BuildStep: String, CaseIterable, Sendable {
    case load, validate, route, present, render, write
}

/// Wall time spent in each step, in seconds.
struct StepTimings: Sendable {
    private(set) var seconds: [BuildStep: Double] = [:]

    mutating func add(_ step: BuildStep, _ duration: Duration) {
        let components = duration.components
        seconds[step, default: 0] += Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    var total: Double { seconds.values.reduce(0, +) }
}
