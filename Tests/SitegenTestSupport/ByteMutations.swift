/// Small edits of a file's bytes for the property tests that feed broken files to a reader (the
/// loader, the image adapter): each at a relative position, a deletion, an insertion or a
/// replacement of one byte.
public enum ByteMutations {
    /// `edits` as (position 0…1, kind 0 delete / 1 insert / 2 replace, byte), applied in order.
    public static func apply(_ edits: [(Double, Int, UInt8)], to bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for (position, kind, byte) in edits {
            let index = min(bytes.count, Int(position * Double(bytes.count)))
            switch kind {
            case 0 where index < bytes.count: bytes.remove(at: index)
            case 1: bytes.insert(byte, at: index)
            default: if index < bytes.count { bytes[index] = byte } else { bytes.append(byte) }
            }
        }
        return bytes
    }
}
