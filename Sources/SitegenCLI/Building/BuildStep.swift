import Foundation

/// The named steps of a build, in order; progress and timings are reported by step.
enum BuildStep: String, CaseIterable, Sendable {
    case load, validate, route, present, images, render, write

    /// The name and spaces after it, `width` characters in all: a column of a report. (Not
    /// `padding(toLength:)`, whose trip through `NSString` a build paid for its first progress line.)
    func label(width: Int) -> String {
        rawValue + String(repeating: " ", count: max(0, width - rawValue.count))
    }
}

/// Wall time spent in each step, in seconds.
struct StepTimings: Sendable {
    private(set) var seconds: [BuildStep: Double] = [:]

    mutating func add(_ step: BuildStep, _ duration: Duration) {
        seconds[step, default: 0] += duration.inSeconds
    }

    var total: Double { seconds.values.reduce(0, +) }

    mutating func merge(_ other: StepTimings) {
        seconds.merge(other.seconds, uniquingKeysWith: +)
    }

    /// Work done in parallel, counted as wall time: `work` summed over all tasks, scaled down so
    /// that the steps share out `span`, the wall time the parallel phase took.
    mutating func addShares(of work: StepTimings, spanning span: Duration) {
        let wall = span.inSeconds
        guard work.total > 0 else { return }
        for (step, value) in work.seconds { seconds[step, default: 0] += wall * value / work.total }
    }
}

extension StepTimings {
    /// One line per step: seconds and share of the total.
    var table: String {
        BuildStep.allCases.map { step in
            let value = seconds[step] ?? 0
            let share = total > 0 ? Int((value / total * 100).rounded()) : 0
            return "\(step.label(width: 9))\(NumberText.seconds(value)) s  \(share)%"
        }.joined(separator: "\n")
    }
}

extension Duration {
    var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
