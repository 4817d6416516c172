import Game
import History

// The history store's refusals in words: the database file and what is wrong with it, a game that is not
// there or is open elsewhere, a stored row that is damaged. Where a sentence names the database option
// or tells what command to run, the front end says how (``FrontEnd``).

extension HistoryError {
    /// "no game with ID 7", "games.sqlite is not a c4-audio database (not an SQLite file); it was left
    /// unchanged: move it away or give another --db".
    public func words(in frontEnd: FrontEnd = .current) -> String {
        let database = frontEnd.name(.database)
        switch self {
        case .notADatabase(let path):
            return tr("{path} is not a c4-audio database (not an SQLite file); it was left unchanged: move it away or give another {db}",
                      ["path": path, "db": database])
        case .corrupt(let path, let detail):
            return tr("{path}: the database is damaged ({detail}); it was left unchanged", ["path": path, "detail": detail.words])
        case .cannotOpen(let path, let reason):
            return tr("cannot open the database {path}: {reason}", ["path": path, "reason": reason.words(path: path, in: frontEnd)])
        case .readOnly(let path):
            return tr("cannot write the database {path}: it or its directory is read-only", ["path": path])
        case .busy(.session):
            return tr("database is busy: another c4-audio session is writing; try again")
        case .busy(.otherProgram):
            return tr("database is busy: another program holds it; try again")
        case .cannotKeep(let path, let reason):
            return tr("cannot keep the moves beside the database: {path}: {reason}", ["path": path, "reason": reason])
        case .newerVersion(let path):
            return tr("{path} was written by a newer version of c4-audio; this version cannot use it (upgrade c4-audio, or give another {db})",
                      ["path": path, "db": database])
        case .unknownVersion(let path, let version):
            return tr("{path} has user_version {version}, which this version of c4-audio does not know; it was left unchanged (upgrade c4-audio, or give another {db})",
                      ["path": path, "version": version, "db": database])
        case .noSuchGame(let id):
            return tr("no game with ID {id}", ["id": id])
        case .notCurrent(let id):
            return tr("game {id} is not unfinished (it is finished or was deleted)", ["id": id])
        case .gameInUse(let id):
            return tr("game {id} is open in another c4-audio session; go on with it there, or quit it there first", ["id": id])
        case .noUnfinishedGame(let inUse) where inUse.isEmpty:
            return tr("there is no unfinished game to resume") + (frontEnd.advice(.startAGame).map { "; " + $0 } ?? "")
        case .noUnfinishedGame(let inUse):
            return trn("every unfinished game is open in another c4-audio session (game {ids})",
                       "every unfinished game is open in another c4-audio session (games {ids})", inUse.count,
                       ["ids": inUse.map(String.init).joined(separator: ", ")])
        case .damagedGame(let id, let reason):
            return tr("game {id} in the database is damaged: {reason}", ["id": id, "reason": reason.words(in: frontEnd)])
                + (frontEnd.advice(.deleteDamagedGame(id)).map { " (" + $0 + ")" } ?? "")
        case .damagedPlayer(let name, let reason):
            return tr("player '{name}' in the database is damaged: {reason}; its results are left out",
                      ["name": SafeText.shown(name), "reason": reason.words])
        case .noPlace:
            return tr("no place for the history: set HOME or XDG_DATA_HOME, or give {db} PATH", ["db": database])
        case .invalid(let rule):
            return rule.words(in: frontEnd)
        case .diskFull(let path):
            return tr("{path}: the disk is full", ["path": path])
        case .sqlite(let path, let message):
            return "\(path): \(message.words)"
        }
    }
}

extension HistoryError.OpenProblem {
    /// Why the database at `path` cannot be opened: "it is a directory; give a file inside it, e.g. DIR/history.sqlite".
    public func words(path: String, in frontEnd: FrontEnd = .current) -> String {
        switch self {
        case .system(let message): message
        case .sqliteCode(let code): tr("SQLite error {code}", ["code": code])
        case .notWritableOrNotAFile: tr("its directory is not writable or the path is not a file")
        case .emptyPath: tr("the path is empty; give a file, e.g. {db} ~/games.sqlite", ["db": frontEnd.name(.database)])
        case .isDirectory:
            tr("it is a directory; give a file inside it, e.g. {example}", ["example": (path.hasSuffix("/") ? path : path + "/") + "history.sqlite"])
        case .notADirectory(let prefix): tr("{prefix} is not a directory", ["prefix": prefix])
        case .cannotCreateDirectory(let prefix, let reason):
            tr("cannot create the directory {prefix}: {reason}", ["prefix": prefix, "reason": reason])
        }
    }
}

extension HistoryError.SQLiteMessage {
    /// SQLite's own message, or "SQLite error 11"; an integrity check's lines joined by "; ".
    public var words: String {
        switch self {
        case .text(let message): message
        case .code(let code): tr("SQLite error {code}", ["code": code])
        case .lines(let lines): lines.joined(separator: "; ")
        }
    }
}

extension HistoryError.DamagedGame {
    /// What does not hold in the row: "moves 44x: move 3: 'x' is not a column (expected 1-7)", "started 'soon' is not a time".
    public func words(in frontEnd: FrontEnd = .current) -> String {
        switch self {
        case .moves(let moves, let error): tr("moves {moves}: {error}", ["moves": moves, "error": error.words])
        case .music(let music, let error): tr("music {music}: {error}", ["music": music, "error": error.words])
        case .startedNotATime(let text): tr("started '{text}' is not a time", ["text": SafeText.shown(text)])
        case .finishedNotATime(let text): tr("finished '{text}' is not a time", ["text": SafeText.shown(text)])
        case .colourNotInPalette(let colour): tr("colour {colour} is not in the palette", ["colour": colour])
        case .unknownBotLevel(let level): tr("bot level '{level}' is unknown", ["level": SafeText.shown(level)])
        case .unknownPlayerKind(let kind): tr("player kind '{kind}' is neither human nor bot", ["kind": SafeText.shown(kind)])
        case .breaksRule(let error): error.words(in: frontEnd)
        case .winner(let stored, let moves):
            tr("winner '{stored}' but the moves give {moves}", ["stored": SafeText.shown(stored), "moves": moves ?? tr("no winner")])
        }
    }
}

extension HistoryError.DamagedPlayer {
    /// "the name is not valid UTF-8", "wins 'abc' is not a count".
    public var words: String {
        switch self {
        case .nameNotUTF8: tr("the name is not valid UTF-8")
        case .notACount(let column, let value): tr("{column} '{value}' is not a count", ["column": column, "value": value.words])
        }
    }
}

extension HistoryError.StoredValue {
    /// The value as it is (its first characters), or "(bytes)", "(null)".
    public var words: String {
        switch self {
        case .text(let text): SafeText.shown(text)
        case .bytes: tr("(bytes)")
        case .null: tr("(null)")
        }
    }
}
