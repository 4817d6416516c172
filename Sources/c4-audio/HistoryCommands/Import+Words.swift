import History
import Session
import Wording
#if canImport(Glibc)
import Glibc
#endif

extension ImportSummary {
    /// E.g. `Imported 3 games (IDs 1–3); 1 skipped.`
    var words: String {
        let range = switch (firstID, lastID) {
        case (let first?, let last?) where first == last: tr(" (ID {id})", ["id": first])
        case (let first?, let last?): tr(" (IDs {first}–{last})", ["first": first, "last": last])
        default: ""
        }
        let same = alreadyStored == 0 ? ""
            : trn("{count} already stored (the same start, moves and players); ",
                  "{count} already stored (the same start, moves and players); ", alreadyStored)
        return trn("Imported {count} game{range}; {same}{skipped} skipped.",
                   "Imported {count} games{range}; {same}{skipped} skipped.", stored,
                   ["range": range, "same": same, "skipped": bad])
    }

    /// The line after the first bad entries: `… and 5 more bad lines` (or games of a JSON array).
    var moreWords: String {
        switch shape {
        case .lines: trn("… and {count} more bad line", "… and {count} more bad lines", unreported)
        case .jsonArray: trn("… and {count} more bad game", "… and {count} more bad games", unreported)
        }
    }
}

extension ImportedFile {
    /// E.g. `games.txt: already imported on 2026-11-28 05:40 (12 games); nothing stored`.
    func words(input: String) -> String {
        tr("{input}: already imported on {date} ({games}); nothing stored",
           ["input": input, "date": imported.localMinute, "games": trn("{count} game", "{count} games", games)])
    }
}

extension ImportStop {
    /// The line after `error: `, naming the input and the problem.
    func words(input: String) -> String {
        switch self {
        case .unreadable(let code):
            tr("{input}: {reason}", ["input": input, "reason": String(cString: strerror(code))])
        case .nulByte(let position):
            tr("{input}: byte {position} is NUL: not a text file; nothing was stored", ["input": input, "position": position])
        case .tooLarge(let limit):
            tr("{input}: more than {size} MiB; split it and import the parts (nothing was stored)",
               ["input": input, "size": limit >> 20])
        case .notUTF8(.line(let number)):
            tr("{input}: line {number} is not UTF-8 text; nothing was stored", ["input": input, "number": number])
        case .notUTF8(.element(let number)):
            tr("{input}: game {number} of the JSON array is not UTF-8 text; nothing was stored",
               ["input": input, "number": number])
        case .arrayNotClosed:
            tr("{input}: the JSON array is not closed with ]; nothing was stored", ["input": input])
        case .textAfterArray(let line):
            tr("{input}: line {line}: text after the JSON array's closing ]; nothing was stored",
               ["input": input, "line": line])
        }
    }
}
