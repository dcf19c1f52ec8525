public import SitegenDomain

/// Digests of entities through the bytes a `DecodeCache` file holds of them: every field (the
/// cache's round trip is tested with each one set), in a fraction of the time a walk through
/// `Encodable` takes, and prose by its digest. A rebuild digests every movie and user to find
/// what changed.
public enum EntityDigest {
    public static func of(_ movie: Movie) -> StableDigest { digest(of: movie) }
    public static func of(_ user: User) -> StableDigest { digest(of: user) }

    private static func digest(of entity: some CacheCodable) -> StableDigest {
        var writer = CacheWriter(writesProseDigests: true)
        entity.write(to: &writer)
        var digest = StableDigest()
        writer.bytes.withUnsafeBytes { digest.combine($0) }
        return digest
    }
}
