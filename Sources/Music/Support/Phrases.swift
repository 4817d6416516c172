/// The one door through which the core's values become words, so that no library below the wording
/// layer holds a sentence: an error's `description` asks ``of(_:)``, which asks the wording layer (the
/// `Wording` target, installed at start-up) and, without one, gives the value's type, case and facts
/// (`MoveError.columnFull(3, moveIndex: 6)`), which says what happened without saying it to a person.
public enum Phrases {
    /// Says a value in words, or nil for a value it does not know. Set once at start-up, before other
    /// threads run, by the wording layer.
    public nonisolated(unsafe) static var say: @Sendable (Any) -> String? = { _ in nil }

    /// `value` in words, or its case and facts.
    public static func of(_ value: Any) -> String {
        say(value) ?? facts(of: value)
    }

    /// A value with facts as `Type.case(facts)`, one without as its type's name.
    static func facts(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .enum, let only = mirror.children.first, let name = only.label else { return "\(type(of: value))" }
        let facts = "\(only.value)"
        return "\(type(of: value)).\(name)" + (facts.hasPrefix("(") ? facts : "(\(facts))")
    }
}
