import Foundation

/// The project's catalogues for the tests: the source tree's `po/`, and `Resources/locale` compiled from it
/// (what `make catalogues` does), so that `swift test` alone finds the Dutch the binary reads.
public enum Catalogues {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// `Resources/locale`, with every `po/LANG.po` compiled when its `.mo` is missing or older; nil without msgfmt.
    public static let directory: String? = {
        guard let msgfmt = Tools.find("msgfmt") else { return nil }
        let locale = root + "/Resources/locale"
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: root + "/po")) ?? [] where name.hasSuffix(".po") {
            let language = String(name.dropLast(3))
            let source = root + "/po/" + name, folder = locale + "/\(language)/LC_MESSAGES", target = folder + "/c4-audio.mo"
            let modified = { (path: String) in (try? files.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? nil }
            if let built = modified(target), let written = modified(source), built >= written { continue }
            try? files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            _ = try? run(msgfmt, ["--check", "-o", target, source])
        }
        return locale
    }()

    /// Runs a program; its status and its standard output and error together.
    public static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The messages of a `.po` file with their translations (one, or one per plural form); the header left out.
    public static func entries(of path: String) throws -> [(id: String, translations: [String])] {
        var entries: [(id: String, translations: [String])] = []
        for block in try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n\n") {
            var fields: [String: String] = [:]
            var current: String?
            for line in block.split(separator: "\n") where !line.hasPrefix("#") {
                if let space = line.firstIndex(of: " "), !line.hasPrefix("\"") {
                    current = String(line[..<space])
                    fields[current!] = unquoted(line[line.index(after: space)...])
                } else if let key = current {
                    fields[key, default: ""] += unquoted(line[...])
                }
            }
            guard let id = fields["msgid"], !id.isEmpty else { continue }
            let translations = fields["msgstr"].map { [$0] } ?? fields.keys.filter { $0.hasPrefix("msgstr[") }.sorted().map { fields[$0]! }
            entries.append((id, translations))
        }
        return entries
    }

    /// The `{name}` placeholders of a message, sorted, each once.
    public static func placeholders(_ text: String) -> [String] {
        var names = Set<String>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[open...close]))
            rest = rest[rest.index(after: close)...]
        }
        return names.sorted()
    }

    private static func unquoted(_ text: Substring) -> String {
        var result = ""
        var escaped = false
        for character in text.dropFirst().dropLast() {
            if escaped {
                result.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
