/// The pixel size of an image, when its file says.
public struct ImageSize: Sendable, Encodable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
