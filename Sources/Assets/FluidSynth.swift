import AudioIO
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Plays a Standard MIDI File through a SoundFont with the `fluidsynth` command-line program (fast render
/// to a file, no sound card), and reads the result back.
///
/// FluidSynth reports a SoundFont it cannot load on standard error and still exits 0 with a silent file,
/// so its standard error is read: a line saying `error` or `not found` fails the render with that line.
public enum FluidSynth {
    /// Checks that `path` is a SoundFont 2 file FluidSynth can load: a RIFF file of form `sfbk` whose
    /// length field matches the file's size (a truncated download fails here, not as silence later).
    ///
    /// - Throws: ``AssetError/soundFont(path:problem:)``: no such file, not a SoundFont 2 file, truncated.
    public static func checkSoundFont(_ path: String) throws(AssetError) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .soundFont(path: path, problem: .missing)
        }
        guard !isDirectory else { throw .soundFont(path: path, problem: .folder) }
        guard let handle = fopen(path, "rb") else {
            throw .soundFont(path: path, problem: .unreadable(reason: String(cString: strerror(errno))))
        }
        defer { fclose(handle) }
        var header = [UInt8](repeating: 0, count: 12)
        let read = fread(&header, 1, 12, handle)
        fseek(handle, 0, SEEK_END)
        let size = ftell(handle)
        guard read == 12, header[0..<4] == Array("RIFF".utf8)[...], header[8..<12] == Array("sfbk".utf8)[...] else {
            throw .soundFont(path: path, problem: .notASoundFont)
        }
        let declared = (0..<4).reduce(0) { $0 | Int(header[4 + $1]) << (8 * $1) } + 8
        guard declared == size else {
            throw .soundFont(path: path, problem: .truncated(declared: declared, size: size))
        }
    }

    /// `midi` played by `fluidsynth` with `soundFont` at `sampleRate`, dry (no reverb or chorus), as mono
    /// float samples. Works in a temporary directory that is removed afterwards.
    ///
    /// - Throws: ``AssetError/fluidSynth(_:)`` when `fluidsynth` is not installed, fails, reports an error, or
    ///   writes nothing.
    public static func render(midi: [UInt8], soundFont: String, sampleRate: Int) throws(AssetError) -> [Float] {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/c4-audio-soundfont.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .temporaryFolder(base: base, reason: String(cString: strerror(errno)))
        }
        let directory = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (score, output, errors) = (directory + "/plan.mid", directory + "/render.wav", directory + "/stderr.txt")
        do { try AudioFile.write(bytes: midi, to: score) } catch { throw .fluidSynth(.scoreNotWritten(error)) }
        let arguments = ["fluidsynth", "-n", "-i", "-q", "-R", "0", "-C", "0", "-g", "0.5", "-r", String(sampleRate),
                         "-O", "float", "-T", "wav", "-F", output, soundFont, score]
        let status = try run(arguments, standardError: errors)
        let messages = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        let lines = messages.split(whereSeparator: \.isNewline).map(String.init)
        if let problem = lines.first(where: { $0.contains(/error|not found/) }) {
            throw .fluidSynth(.reported(problem.replacing("fluidsynth: ", with: "")))
        }
        guard status == 0 else {
            throw .fluidSynth(.failed(status: status, lastLine: lines.last))
        }
        do {
            return try AudioFile.read(output).mono
        } catch {
            throw .fluidSynth(.noSound(error))
        }
    }

    /// Runs `arguments` (the program found on `PATH`), standard output to /dev/null and standard error to
    /// the file `standardError`, and waits for it.
    ///
    /// - Returns: its exit status (128 + N when signal N ended it).
    /// - Throws: ``AssetError/fluidSynth(_:)`` when the program cannot be started (not installed).
    private static func run(_ arguments: [String], standardError: String) throws(AssetError) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var pid: pid_t = 0
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let started = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard started == 0 else {
            if started == ENOENT {
                throw .fluidSynth(.notInstalled(program: arguments[0]))
            }
            throw .fluidSynth(.cannotStart(program: arguments[0], reason: String(cString: strerror(started))))
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import (they are macros).
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
