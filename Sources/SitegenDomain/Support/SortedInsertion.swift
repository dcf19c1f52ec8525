extension RandomAccessCollection where Index == Int {
    /// Where an element goes in this array (or a slice of one), sorted by some order: before the
    /// first element it precedes (`precedes(element)`), after every element it does not; found
    /// by halving.
    func insertionIndex(where precedes: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if precedes(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
