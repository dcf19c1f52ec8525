/// A reviewer's score: 0.5 to 5 stars in half steps, stored as whole half-stars so that averages
/// and comparisons are exact.
public struct Rating: Sendable, Encodable, Hashable, Comparable, CustomStringConvertible {
    public static let range: ClosedRange<Double> = 0.5...5

    /// 1 (half a star) … 10 (five stars).
    public let halfStars: Int

    public init(_ value: Double) throws(RatingError) {
        // `isFinite` first: NaN compares false with everything and would pass a range check.
        guard value.isFinite, Self.range.contains(value), (value * 2).rounded() == value * 2 else {
            throw RatingError(value: value)
        }
        halfStars = Int(value * 2)
    }

    public var value: Double { Double(halfStars) / 2 }

    public var description: String { halfStars.isMultiple(of: 2) ? "\(halfStars / 2)" : "\(value)" }

    public static func < (lhs: Rating, rhs: Rating) -> Bool { lhs.halfStars < rhs.halfStars }
}

public struct RatingError: Error, Sendable, Equatable {
    public var value: Double

    public init(value: Double) {
        self.value = value
    }

    /// What is wrong, the value as a reader wrote it (`7`, not `7.0`): 4.3 is in the range and
    /// not a half step, which "out of range" misnamed (helper-35).
    public var explanation: String {
        let written = value.isFinite && value.rounded() == value && value.magnitude < 1e15 ? String(Int(value)) : String(value)
        return value.isFinite && Rating.range.contains(value)
            ? "must be in half steps, as 4 or 4.5 are (got \(written))"
            : "must be between 0.5 and 5 (got \(written))"
    }
}
