/// What a path on disk is, as `stat` tells it: named the way messages name it.
///
/// Only regular files are ever read. A named pipe opened for reading waits for a writer forever,
/// and a device may do anything when opened, so every layer that reads files finds the kind with
/// `stat`/`lstat` first and refuses anything else with `notRegularFile`.
public enum FileKind: Sendable, Equatable {
    case regular, folder, symbolicLink, namedPipe, socket, characterDevice, blockDevice, unknown

    /// "a named pipe", "a folder", …
    public var description: String {
        switch self {
        case .regular: "a regular file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .namedPipe: "a named pipe"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .unknown: "of an unknown kind"
        }
    }

    /// The message of a path that was expected to be a regular file.
    public var notRegularFileMessage: String { "not a regular file (\(description))" }

    /// What to do about it.
    public static let notRegularFileHint = "remove it, or move it out of the site folder"
}
