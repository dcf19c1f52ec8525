/// An immutable box for an entity's fields: copying the entity copies one reference. Movies and
/// users sit in many lists and indexes at once and are passed around by the hundred per page;
/// copying each of their fields took a tenth of a rebuild's catalog.
@usableFromInline
final class SharedBox<Fields: Sendable>: Sendable {
    @usableFromInline let fields: Fields

    @usableFromInline init(_ fields: Fields) { self.fields = fields }
}
