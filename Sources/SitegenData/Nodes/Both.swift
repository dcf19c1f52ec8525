/// Both values, or nil if either is missing: pairs a field's text with its location.
func both<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
