import Foundation

/// Reads a child's standard output and standard error together, so that a child writing more than a
/// pipe's buffer (64 KiB) to one of them while the test waits on the other cannot block.
public enum PipeReader {
    /// Reads `out` and `err` to their ends at the same time; returns (stdout, stderr) bytes.
    public static func readBoth(_ out: Pipe, _ err: Pipe) -> (Data, Data) {
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.data = err.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        return (outData, box.data)
    }

    private final class Box: @unchecked Sendable { var data = Data() }
}
