import CGettext

/// The one door to the message catalogues: every sentence c4-audio shows a person is looked up here,
/// by its English text, in the catalogue of the language chosen at start-up (GNU gettext's
/// `c4-audio.mo`, made from `po/LANG.po`); English, or a language without a catalogue, shows the
/// English text itself.
///
/// A message names what varies in braces, filled from `values` by name, so a translation can put
/// them in its own order:
///
/// ```swift
/// Catalogue.use(language: "nl", directory: "/usr/share/locale")
/// tr("Column {column} is full.", ["column": 4])             // "Kolom 4 is vol."
/// trn("Took back {count} move.", "Took back {count} moves.", 3) // "3 zetten teruggenomen."
/// ```
///
/// `scripts/update-po.sh` extracts every `tr` and `trn` call's literal into `po/c4-audio.pot`, so
/// the first argument must be one plain string literal (no interpolation, no concatenation).
public enum Catalogue {
    /// The language messages are shown in now: `en`, or one with a catalogue (`nl`).
    public private(set) nonisolated(unsafe) static var language = "en"

    /// Shows messages in `language` from now on, its catalogue read from
    /// `directory/LANGUAGE/LC_MESSAGES/c4-audio.mo`; English when the catalogue is not there.
    /// Call once at start-up, before other threads run.
    public static func use(language: String, directory: String?) {
        let chosen = directory.map { Language.hasCatalogue(language, in: $0) } == true ? language : "en"
        self.language = chosen
        c4_gettext_use(chosen, directory)
        Phrasebook.install()
    }

    /// The message `id` in the language in use.
    static func text(_ id: String) -> String {
        guard language != "en" else { return id }
        return id.withCString { String(cString: c4_gettext($0)) }
    }

    /// The singular or plural form of the message for `count`, by the language's rule.
    static func text(_ singular: String, _ plural: String, count: Int) -> String {
        guard language != "en" else { return count == 1 ? singular : plural }
        return singular.withCString { one in
            plural.withCString { other in String(cString: c4_ngettext(one, other, UInt(max(0, count)))) }
        }
    }

    /// `text` with each `{name}` replaced by `values[name]`; a name with no value stays as it is.
    static func filled(_ text: String, _ values: [String: any CustomStringConvertible]) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let value = values[name] { result += value.description } else { result += rest[open...close] }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

/// The message `message` in the language in use, its `{name}` placeholders filled from `values`.
public func tr(_ message: String, _ values: [String: any CustomStringConvertible] = [:]) -> String {
    Catalogue.filled(Catalogue.text(message), values)
}

/// The message `message` as meant in `context` (gettext's `pgettext`: "best" as a verdict, "random" as a
/// level), its placeholders filled; the English message when the catalogue has no such entry.
public func trc(_ context: String, _ message: String, _ values: [String: any CustomStringConvertible] = [:]) -> String {
    let key = context + "\u{4}" + message
    let found = Catalogue.text(key)
    return Catalogue.filled(found == key ? message : found, values)
}

/// The form of `singular`/`plural` for `count` in the language in use, `{count}` and the placeholders
/// of `values` filled.
public func trn(_ singular: String, _ plural: String, _ count: Int, _ values: [String: any CustomStringConvertible] = [:]) -> String {
    var all = values
    all["count"] = count
    return Catalogue.filled(Catalogue.text(singular, plural, count: count), all)
}
