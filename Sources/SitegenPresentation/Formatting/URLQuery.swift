/// Text as a value of a URL's query (RFC 3986): a venue's address in a link to a map. By hand,
/// as the layers above the domain do not take Foundation for one function.
enum URLQuery {
    /// `12 Mill Lane, Bristol` → `12%20Mill%20Lane%2C%20Bristol`: every byte of its UTF-8 but the
    /// unreserved letters, digits and `-._~`, percent-encoded.
    static func encoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return encoded
    }
}
