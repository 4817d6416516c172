import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A private sound server and speech service for the speech tests, as a desktop has them: a PulseAudio
/// daemon whose default sink `notes` (where c4-audio plays, stereo) and sink `speech` (where
/// speech-dispatcher speaks, through its espeak-ng module) are channels of one null sink, `mix`: left and
/// right the notes, centre the speech, recorded together by one `parec`, so the two are on one clock.
/// Everything lives in one runtime folder and is stopped by ``stop()``.
final class SpeechServers {
    /// `XDG_RUNTIME_DIR` of every process that talks to the servers (where their sockets are).
    let runtime: String
    private var processes: [Process] = []
    private let configuration: String

    static var installed: Bool {
        ["pulseaudio", "parec", "pactl", "speech-dispatcher"].allSatisfy { Tools.find($0) != nil }
            && FileManager.default.fileExists(atPath: "/usr/lib/speech-dispatcher-modules/sd_espeak-ng")
    }

    /// Starts the daemon, the speech service and the two recorders.
    init() throws {
        runtime = Sandbox.socketFolder("speech")
        configuration = Sandbox.folder("speechd")
        mkdir(runtime, 0o700)
        mkdir(configuration + "/modules", 0o700)
        try """
        AudioOutputMethod "pulse"
        AudioPulseDevice "speech"
        AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
        DefaultModule espeak-ng
        DefaultLanguage "en"

        """.write(toFile: configuration + "/speechd.conf", atomically: true, encoding: .utf8)
        try "".write(toFile: configuration + "/modules/espeak-ng.conf", atomically: true, encoding: .utf8)
        let pulse = try run("pulseaudio", ["--daemonize=yes", "--exit-idle-time=-1", "-n",
                                           "--load=module-null-sink sink_name=mix channels=3 channel_map=front-left,front-right,front-center",
                                           "--load=module-remap-sink sink_name=notes master=mix channels=2 channel_map=front-left,front-right "
                                               + "master_channel_map=front-left,front-right remix=no",
                                           "--load=module-remap-sink sink_name=speech master=mix channels=1 channel_map=mono "
                                               + "master_channel_map=front-center remix=no",
                                           "--load=module-native-protocol-unix", "--log-level=info", "--log-time=yes",
                                           "--log-target=file:\(runtime)/pulse.log"])
        pulse.waitUntilExit()
        try #require(pulse.terminationStatus == 0, "pulseaudio did not start")
        let notesFirst = try run("pactl", ["set-default-sink", "notes"])
        notesFirst.waitUntilExit()
        let speech = try run("speech-dispatcher", ["-s", "-t", "0", "-C", configuration, "-L", runtime])
        processes.append(speech)
        // Ready once its socket is there (a client would otherwise start the user's own daemon).
        let socket = runtime + "/speech-dispatcher/speechd.sock"
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) { usleep(50_000) }
        try #require(FileManager.default.fileExists(atPath: socket), "speech-dispatcher did not start")
        FileManager.default.createFile(atPath: capture, contents: nil)
        processes.append(try run("parec", ["-d", "mix.monitor", "--format=s16le", "--rate=44100", "--channels=3", "--latency-msec=5"],
                                 output: capture))
        usleep(300_000)
    }

    /// Where the recording goes: 16-bit samples at 44.1 kHz, three channels (notes left and right, speech).
    var capture: String { "\(runtime)/mix.raw" }

    /// The environment of a client: the runtime folder, so that it finds both servers.
    var environment: [String: String] { ["XDG_RUNTIME_DIR": runtime] }

    /// The RMS level per 10 ms of the notes (left channel) or the speech (centre), from the recording's start.
    func levels(speech: Bool) throws -> [Double] {
        let data = try Data(contentsOf: URL(fileURLWithPath: capture))
        let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let channel = speech ? 2 : 0
        return stride(from: 0, to: samples.count / 3 - 441, by: 441).map { start in
            let sum = (start..<start + 441).reduce(0.0) { $0 + Double(samples[3 * $1 + channel]) * Double(samples[3 * $1 + channel]) }
            return (sum / 441).squareRoot()
        }
    }

    /// What a failed expectation shows of the sound server: whether it still runs (`pulseaudio --check`) and
    /// the last lines of its log (clients connecting and leaving, streams made and freed, why it stopped).
    var diagnosis: String {
        let check = try? run("pulseaudio", ["--check"])
        check?.waitUntilExit()
        let log = (try? String(contentsOfFile: runtime + "/pulse.log", encoding: .utf8)) ?? ""
        let lines = log.split(separator: "\n").filter { !$0.contains("sink-input.c:     ") && !$0.contains("source-output.c:     ") }
        return "PulseAudio \(check?.terminationStatus == 0 ? "runs" : "does not run"); the end of its log:\n"
            + lines.suffix(25).joined(separator: "\n")
    }

    /// Stops the recorders, the speech service and the daemon, and removes the runtime folder.
    func stop() {
        for process in processes where process.isRunning { process.terminate() }
        // speech-dispatcher may take its time over SIGTERM: two seconds, then SIGKILL (its module ends
        // with it, its pipe closed).
        for process in processes {
            for _ in 0..<40 where process.isRunning { usleep(50_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        if let kill = try? run("pulseaudio", ["--kill"]) { kill.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: runtime)
        try? FileManager.default.removeItem(atPath: configuration)
    }

    /// Starts `tool` with `arguments` in the runtime folder's environment.
    private func run(_ tool: String, _ arguments: [String], output: String? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Tools.find(tool), "\(tool) is missing"))
        process.arguments = arguments
        process.environment = Sandbox.environment(environment)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output.flatMap { FileHandle(forWritingAtPath: $0) } ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }
}
