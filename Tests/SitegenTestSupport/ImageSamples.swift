import Foundation

/// Small real image files for the image pipeline's tests, made once with libvips's own tools
/// (`vips copy`), and broken ones made from them.
public enum ImageSamples {
    /// A 40 × 60 JPEG of one colour, rgb(200, 60, 30).
    public static let jpeg = bytes("""
        /9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAA8ACgDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDl6KKK+SP1IKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigAooooAKKKKACiiigD/9k=
        """)

    /// A 40 × 60 PNG of the same colour.
    public static let png = bytes("""
        iVBORw0KGgoAAAANSUhEUgAAACgAAAA8CAIAAACb22+3AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAOElEQVRYhe3NQQkAAAgEsEtiEvtjLGOIMNh/ma4TEYvFYrFYLBaLxWKxWCwWi8VisVgsFovFn+IFMFafV9TZkCIAAAAASUVORK5CYII=
        """)

    /// A 20 × 30 PNG of another colour, rgb(20, 120, 200).
    public static let otherPNG = bytes("""
        iVBORw0KGgoAAAANSUhEUgAAABQAAAAeCAIAAACjcKk8AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAHklEQVQ4jWMQqThBNmIY1TyqeVTzqOZRzaOah7NmADy3HQ7XDY4dAAAAAElFTkSuQmCC
        """)

    /// A valid PNG that declares 100,000 × 100,000 pixels in 72 bytes: 30 GB to decode.
    public static let decompressionBomb = bytes("""
        iVBORw0KGgoAAAANSUhEUgABhqAAAYagCAIAAAAnMJyfAAAAC0lEQVR4nGNggAEAAAoAAX+AdF4AAAAASUVORK5CYII=
        """)

    /// The JPEG cut off half-way through its pixels.
    public static var truncatedJPEG: [UInt8] { Array(jpeg.prefix(jpeg.count * 2 / 3)) }

    /// An SVG: served as it is, never decoded.
    public static let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="30"><rect width="20" height="30"/></svg>"#.utf8)

    /// Text in a file named like an image.
    public static let notAnImage = Array("This is not a JPEG, whatever its name says.\n".utf8)

    private static func bytes(_ base64: String) -> [UInt8] {
        [UInt8](Data(base64Encoded: base64.filter { !$0.isWhitespace })!)
    }
}
