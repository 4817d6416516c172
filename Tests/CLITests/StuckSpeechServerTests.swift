import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A speech-dispatcher that stops answering (its output module hangs when there is no sound server to speak
/// through: `spd-say -w` then waits for ever) must not keep the game from ending: quitting closes the
/// connection within its 2 s limit. Found in a run where the game's lines went to such a server and `q`
/// left the game waiting in `spd_cancel`.
@Suite struct StuckSpeechServerTests {
    @Test(.requires(Requirement(Tools.missing("speech-dispatcher (libspeechd)", package: "speech-dispatcher"),
                                isMet: { Tools.find("speech-dispatcher") != nil })))
    func quittingDoesNotWaitForAServerThatNoLongerAnswers() throws {
        let server = try StuckSpeechServer(socket: Sandbox.socketFolder("ssip") + ".sock")
        defer { server.stop() }
        let folder = Sandbox.folder("stuck-speech")
        let terminal = try LineTerminal(["play", "--speak", "--voice", "speech-dispatcher", "--mute", "--level", "easy", "--seed", "1"],
                                        environment: ["C4_AUDIO_DB": folder + "/history.sqlite", "TERM": "dumb",
                                                      "SPEECHD_ADDRESS": "unix_socket:\(server.socket)"])
        _ = try #require(terminal.line { $0 == "Move 1: your turn (red)." })
        terminal.type("4")
        _ = try #require(terminal.line { $0 == "Move 3: your turn (red)." })
        let quit = Date()
        terminal.type("q")
        #expect(terminal.finish(timeout: 20) == 0)
        let took = Date().timeIntervalSince(quit)
        #expect(took < 8, "the game took \(took) s to end after q")
        // The lines did reach the server (it is the one the game spoke to), and the cancel was asked.
        #expect(server.spoken.contains("You, red, column 4, row 1."), "\(server.spoken)")
        #expect(server.cancelled)
    }

    /// A server that answers nothing at all (not even the greeting): one warning, within the 5 s the
    /// connection may take, and the game goes on in text; the offer of a kept game and the game after it
    /// do not wait twice.
    @Test(.requires(Requirement(Tools.missing("speech-dispatcher (libspeechd)", package: "speech-dispatcher"),
                                isMet: { Tools.find("speech-dispatcher") != nil })))
    func aServerThatNeverAnswersLeavesTheGameInText() throws {
        let server = try StuckSpeechServer(socket: Sandbox.socketFolder("ssip") + ".sock", answers: false)
        defer { server.stop() }
        let environment = ["C4_AUDIO_DB": Sandbox.folder("mute-speech") + "/history.sqlite", "TERM": "dumb",
                           "SPEECHD_ADDRESS": "unix_socket:\(server.socket)"]
        let keeping = try LineTerminal(["play", "--opponent", "human", "--mute"], environment: environment)
        _ = try #require(keeping.line { $0.hasPrefix("Move 1:") })
        keeping.type("4")
        _ = try #require(keeping.line { $0.hasPrefix("Move 2:") })
        keeping.type("q")
        #expect(keeping.finish() == 0)
        let started = Date()
        let terminal = try LineTerminal(["play", "--speak", "--voice", "speech-dispatcher", "--mute", "--level", "easy", "--seed", "1"],
                                        environment: environment)
        var shown: [String] = []
        while let line = terminal.nextLine(timeout: 20) {
            shown.append(line)
            if line.hasPrefix("Type r") { terminal.type("n") }
            if line == "Move 1: your turn (red)." { break }
        }
        let took = Date().timeIntervalSince(started)
        terminal.type("q")
        #expect(terminal.finish(timeout: 20) == 0)
        #expect(shown.last == "Move 1: your turn (red).", "\(shown)")
        #expect(shown.filter { $0.hasPrefix("warning: no speech") }
                    == ["warning: no speech: speech-dispatcher does not answer (no answer within 5 s); the game goes on in text"], "\(shown)")
        #expect(took < 12, "the first prompt came \(took) s after the start")
    }
}

/// A speech-dispatcher stand-in on a Unix socket that speaks SSIP as far as the game needs (every line is
/// queued, begun and ended at once) but never answers `CANCEL`, as a server with a hung output module does;
/// or, made with `answers: false`, answers nothing at all.
final class StuckSpeechServer: @unchecked Sendable {
    let socket: String
    private let listener: Int32
    private let lock = NSLock()
    private var lines: [String] = []
    private var cancels = 0
    private var clients: [Int32] = []

    /// What the game asked to be said, in order.
    var spoken: [String] { lock.withLock { lines } }
    /// Whether a `CANCEL` came (and was left unanswered).
    var cancelled: Bool { lock.withLock { cancels > 0 } }

    /// Whether it answers at all (false: it reads what comes and says nothing).
    private let answers: Bool

    init(socket: String, answers: Bool = true) throws {
        self.socket = socket
        self.answers = answers
        listener = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { path in
            for (index, byte) in socket.utf8.prefix(path.count - 1).enumerated() { path[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        try #require(bound == 0 && listen(listener, 4) == 0, "cannot listen on \(socket): errno \(errno)")
        Thread.detachNewThread { [self] in acceptClients() }
    }

    /// Stops listening and hangs up on every client.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        lock.withLock { clients.forEach { shutdown($0, Int32(SHUT_RDWR)) } }
        unlink(socket)
    }

    private func acceptClients() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            lock.withLock { clients.append(client) }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        var pending = Data(), receiving = false, text: [String] = [], id = 0
        func send(_ reply: String) {
            guard answers else { return }
            _ = reply.utf8CString.withUnsafeBufferPointer { write(client, $0.baseAddress, $0.count - 1) }
        }
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { close(client); return }
            pending.append(contentsOf: buffer[0..<count])
            while let end = pending.firstRange(of: Data("\r\n".utf8)) {
                let line = String(decoding: pending[pending.startIndex..<end.lowerBound], as: UTF8.self)
                pending.removeSubrange(pending.startIndex..<end.upperBound)
                if receiving {
                    guard line == "." else { text.append(line); continue }
                    receiving = false
                    id += 1
                    lock.withLock { lines.append(text.joined(separator: " ")) }
                    text = []
                    send("225-\(id)\r\n225 OK MESSAGE QUEUED\r\n")
                    send("701-\(id)\r\n701-1\r\n701 BEGIN\r\n702-\(id)\r\n702-1\r\n702 END\r\n")
                } else if line.uppercased().hasPrefix("SPEAK") {
                    receiving = true
                    send("230 OK RECEIVING DATA\r\n")
                } else if line.uppercased().hasPrefix("CANCEL") {
                    lock.withLock { cancels += 1 }
                } else if line.uppercased().hasPrefix("HISTORY GET CLIENT_ID") {
                    send("245-1\r\n245 OK CLIENT ID SENT\r\n")
                } else if line.uppercased().hasPrefix("QUIT") {
                    send("231 HAPPY HACKING\r\n")
                } else {
                    send("200 OK\r\n")
                }
            }
        }
    }
}
