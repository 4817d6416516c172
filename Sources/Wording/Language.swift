#if canImport(Glibc)
import Glibc
#endif

/// Which language to speak: the `language` setting (`auto`, `en`, `nl`) and, for `auto`, the locale,
/// read as GNU gettext reads it.
public enum Language {
    /// The choices the setting and `--language` take.
    public static let choices = ["auto", "en", "nl"]

    /// The language for `choice`: itself, or for `auto` the first of `LANGUAGE`'s list that has a catalogue
    /// (English always has one) and else the language of the messages' locale (`LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`); English when that locale is unset, `C` or `POSIX`, as gettext ignores
    /// `LANGUAGE` then (`C.UTF-8` is not ignored: `LANG=C.UTF-8 LANGUAGE=nl` is Dutch).
    public static func resolve(_ choice: String, environment: [String: String], directory: String?) -> String {
        guard choice == "auto" else { return choice }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        if locale.isEmpty || locale == "C" || locale == "POSIX" { return "en" }
        let base = code(of: locale)
        let wanted = (environment["LANGUAGE"] ?? "").split(separator: ":").map { code(of: String($0)) } + [base]
        return wanted.first { code in code == "en" || directory.map { hasCatalogue(code, in: $0) } == true } ?? "en"
    }

    /// The language part of a locale name: `nl` of `nl_BE.UTF-8@euro`, lowercased.
    static func code(of locale: String) -> String {
        String(locale.prefix { $0 != "_" && $0 != "." && $0 != "@" }).lowercased()
    }

    /// Whether `directory` holds a catalogue for `language`.
    static func hasCatalogue(_ language: String, in directory: String) -> Bool {
        guard language != "en", !language.isEmpty, !language.contains("/") else { return false }
        return access("\(directory)/\(language)/LC_MESSAGES/c4-audio.mo", R_OK) == 0
    }
}
