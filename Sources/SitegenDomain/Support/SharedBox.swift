/// An immutable box for an entity's fields: copying the entity copies one reference. Movies and
/// users sit in many lists and indexes at once and are passed around by the hundred per page;
/// copying each of their fields took a tenth of a rebuild's catalog. Equal and hashed by its
/// fields, so an entity holding one gets both synthesized.
@usableFromInline
final class SharedBox<Fields: Sendable & Hashable>: Sendable, Hashable {
    @usableFromInline let fields: Fields

    @usableFromInline init(_ fields: Fields) { self.fields = fields }

    /// A new box with `change` made to a copy of the fields: others may share this one.
    @usableFromInline func updating(_ change: (inout Fields) -> Void) -> SharedBox {
        var fields = self.fields
        change(&fields)
        return SharedBox(fields)
    }

    @usableFromInline static func == (lhs: SharedBox, rhs: SharedBox) -> Bool { lhs === rhs || lhs.fields == rhs.fields }

    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}
