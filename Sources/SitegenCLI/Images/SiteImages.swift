import Foundation
import Glibc
import SitegenDomain
import SitegenPresentation

/// The images step: every local poster inspected (errors located at its `poster:` line, all of
/// them reported with the content's), planned into resized copies, and the copies not made before
/// made on all cores while the pages render.
struct SiteImages: Sendable {
    let processor: any ImageProcessor
    /// Only read for `check`, which makes no copies and keeps nothing; nil where no cache is kept.
    let cache: ImageCache?
    let siteRoot: URL

    /// What each local poster and each image in `content/media/` is, by its path below
    /// `content/`, and the problems of those that cannot be used: located at the `poster:` lines
    /// that name an image, or at the image itself.
    func inspect(_ movies: [Movie], media: [String]) async -> (images: [String: (facts: ImageFacts, digest: UInt64)], problems: [Diagnostic]) {
        var references: [String: [SourceLocation]] = [:]
        for movie in movies {
            guard let poster = movie.poster, !poster.hasPrefix("http://"), !poster.hasPrefix("https://") else { continue }
            references[poster, default: []].append(movie.posterSource ?? movie.source)
        }
        for file in media where Self.resizedExtensions.contains(Self.fileExtension(of: file)) && references["media/" + file] == nil {
            references["media/" + file] = [SourceLocation(path: "content/media/" + file, line: 0)]
        }
        let cutoff = Self.settledCutoff()
        let paths = references.keys.sorted()
        let results = await paths.concurrentMap { path in inspect(path, settledBefore: cutoff) }
        var images: [String: (ImageFacts, UInt64)] = [:], problems: [Diagnostic] = [], everyImage: [Diagnostic] = []
        for (path, result) in zip(paths, results) {
            switch result {
            case .success(let image): images[path] = image
            case .failure(let problem):
                if Self.fileExtension(of: path) == "svg" { continue }
                for location in references[path]! {
                    let what = location.line == 0 ? "image" : "poster \(path)"
                    let diagnostic = Diagnostic(at: location, "\(what) \(problem.message)", hint: problem.hint)
                    if problem.concernsEveryImage { everyImage.append(diagnostic) } else { problems.append(diagnostic) }
                }
            }
        }
        return (images.mapValues { (facts: $0.0, digest: $0.1) }, problems + Self.once(everyImage))
    }

    /// A problem of the processor itself, which every image has, reported at the first of them
    /// with how many others: 10,000 posters are not 10,000 lines saying libvips is missing.
    static func once(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard var first = diagnostics.min(), diagnostics.count > 1 else { return diagnostics }
        first.message += " (and \(diagnostics.count - 1) other images)"
        return [first]
    }

    /// Makes every copy of `library` that the cache does not hold yet; returns how many it made
    /// and the problems of those it could not.
    func makeCopies(of library: ImageLibrary, settings: ImageSettings) async -> (made: Int, problems: [Diagnostic]) {
        guard let cache else { return (0, []) }
        // One task per source and width: every format of a width comes from one decoding.
        struct Job: Sendable { var source: String; var width: Int; var copies: [ImageCopy] }
        var jobs: [Job] = []
        for path in library.entries.keys.sorted() {
            let missing = library[path]!.copies.filter { !cache.has(Self.fileName(of: $0)) }
            for (width, copies) in Dictionary(grouping: missing, by: \.width).sorted(by: { $0.key < $1.key }) {
                jobs.append(Job(source: path, width: width, copies: copies))
            }
        }
        guard !jobs.isEmpty else { return (0, []) }
        let outcomes = await jobs.concurrentChunks(chunksPerCore: 16) { chunk in
            chunk.map { job -> (Int, (Diagnostic, everyImage: Bool)?) in
                do throws(ImageProblem) {
                    let bytes = try readSource(job.source).bytes
                    let files = try processor.resize(bytes, toWidth: job.width, formats: job.copies.map(\.format), quality: settings.quality)
                    for (copy, file) in zip(job.copies, files) { try cache.keep(file, named: Self.fileName(of: copy)) }
                    return (job.copies.count, nil)
                } catch {
                    return (0, (Diagnostic(at: SourceLocation(path: "content/" + job.source, line: 0), "image \(error.message)", hint: error.hint),
                                error.concernsEveryImage))
                }
            }
        }.flatMap { $0 }
        let problems = Set(outcomes.compactMap { $0.1 }.filter { !$0.everyImage }.map(\.0))
        let everyImage = Set(outcomes.compactMap { $0.1 }.filter(\.everyImage).map(\.0))
        return (outcomes.map { $0.0 }.reduce(0, +), Array(problems) + Self.once(Array(everyImage)))
    }

    /// Media files resized for the pages that show them, by their names; others (SVG, PDF …) are
    /// copied as they are only.
    static let resizedExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "gif", "avif"]

    static func fileExtension(of path: String) -> String {
        path.split(separator: "/").last.flatMap { name in name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } } ?? ""
    }

    /// The name a copy is kept under in the cache: its output file's name, which is content-addressed.
    static func fileName(of copy: ImageCopy) -> String {
        String(copy.outputPath.split(separator: "/").last ?? "")
    }
}

private extension SiteImages {
    func inspect(_ path: String, settledBefore cutoff: Int64) -> Result<(ImageFacts, UInt64), ImageProblem> {
        do throws(ImageProblem) {
            let source = try readSource(path, statusOnly: cache != nil)
            if let cache, let status = source.status, status.changed < cutoff, status.modified < cutoff,
               let known = cache.entry(for: path, status: status) {
                return .success((known.facts, known.digest))
            }
            let bytes = source.bytes.isEmpty ? try readSource(path).bytes : source.bytes
            var digest = StableDigest()
            digest.combine(bytes)
            let facts = try processor.inspect(bytes)
            try Self.checkName(of: path, holds: facts.format)
            if let status = source.status { cache?.remember(path, .init(status: status, digest: digest.value, facts: facts)) }
            return .success((facts, digest.value))
        } catch {
            return .failure(error)
        }
    }

    /// The bytes of the image at `path` (below `content/`), or only its status: a regular file
    /// of at most `ImageSettings.maximumBytes`, opened without blocking (a named pipe would wait
    /// for a writer forever) and without following a link out of the site.
    func readSource(_ path: String, statusOnly: Bool = false) throws(ImageProblem) -> (bytes: [UInt8], status: ImageCache.SourceStatus?) {
        let full = siteRoot.appending(path: "content/" + path).path
        let descriptor = open(full, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw ImageProblem("cannot be opened: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw ImageProblem("is not a regular file", hint: "name an image file in content/media/")
        }
        guard info.st_size <= ImageSettings.maximumBytes else {
            throw ImageProblem("is \((info.st_size + 1_048_575) / 1_048_576) MB, more than the \(ImageSettings.maximumBytes / 1_048_576) MB sitegen reads of an image",
                               hint: "export it smaller: the largest copy sitegen makes is a few hundred kilobytes")
        }
        let status = ImageCache.SourceStatus(info)
        if statusOnly { return ([], status) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, $0.count - done) }
            guard count > 0 else {
                if count < 0, errno == EINTR { continue }
                throw ImageProblem("cannot be read: \(count == 0 ? "it got shorter while it was read" : String(cString: strerror(errno)))")
            }
            done += count
        }
        return (bytes, status)
    }

    /// A file named for one format that holds another is refused: a browser given `x.jpg` holding
    /// a PNG guesses, and a host may serve it with the wrong type.
    static func checkName(of path: String, holds format: ImageFormat) throws(ImageProblem) {
        let named: ImageFormat? = switch fileExtension(of: path) {
        case "jpg", "jpeg": .jpeg
        case "png": .png
        case "webp": .webp
        case "avif": .avif
        default: nil
        }
        // GIFs are read as the PNG their copies fall back to.
        guard let named, named != format, !(fileExtension(of: path) == "gif" && format == .png) else { return }
        let stem = path.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? path
        throw ImageProblem("is named .\(fileExtension(of: path)) but holds a \(format.rawValue.uppercased()) image",
                           hint: "rename it to \(stem).\(format.fileExtension), or export it as \(named.rawValue.uppercased())")
    }

    /// Files changed within three seconds of the build's start are read again: a file rewritten
    /// within one tick of its file system's clock keeps its times.
    static func settledCutoff() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return (Int64(now.tv_sec) - 3) * 1_000_000_000 + Int64(now.tv_nsec)
    }
}
