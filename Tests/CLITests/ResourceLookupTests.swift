import Foundation
import TestSupport
import Testing

/// The book (and the banks) are found beside the program, in the installed data folder or where a
/// variable or option names them; never by walking up from the working directory or from the program:
/// a book planted in a parent folder of either is not trusted.
@Suite struct ResourceLookupTests {
    @Test func aBookInAParentOfTheProgramOrTheWorkingDirectoryIsNotRead() throws {
        let folder = Sandbox.folder("lookup")
        let program = folder + "/copy/a/bin/c4-audio", here = folder + "/here/sub"
        for book in [folder + "/copy/Resources/book", folder + "/here/Resources/book", here + "/Resources/book"] {
            try FileManager.default.createDirectory(atPath: book, withIntermediateDirectories: true)
            try Data("not a book\n".utf8).write(to: URL(fileURLWithPath: book + "/perfect.c4book"))
        }
        try FileManager.default.createDirectory(atPath: folder + "/copy/a/bin", withIntermediateDirectories: true)
        try ProgramCopy.place(CLIRunner.productsDirectory.appendingPathComponent("c4-audio").path, at: program)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = ["solve", "4444333322"]
        process.currentDirectoryURL = URL(fileURLWithPath: here)
        process.environment = Sandbox.environment()
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try ProgramCopy.start(process)
        let (out, err) = PipeReader.readBoth(output, errors)
        process.waitUntilExit()
        let stderr = String(decoding: err, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(String(decoding: out, as: UTF8.self) == "4444333322 16\n")
        // Neither planted book was read (reading one fails: it is not a book).
        #expect(!stderr.contains("not an opening book"), "\(stderr)")
        // Named by the variable, a book is read wherever it is.
        let byVariable = try CLIRunner.run(["solve", "4444333322"], environment: ["C4_AUDIO_BOOK": here + "/Resources/book/perfect.c4book"], executable: program)
        #expect(byVariable.status == 1)
        #expect(byVariable.stderr.contains("\(here)/Resources/book/perfect.c4book: not an opening book"), "\(byVariable.stderr)")
    }
}
