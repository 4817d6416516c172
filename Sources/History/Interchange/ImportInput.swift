import Crypto
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of an import, read a chunk at a time and hashed as they pass: a file or standard input is
/// never held whole, and its SHA-256 (``digest``) is what recognises it when it comes again.
///
/// The input is refused at its first NUL byte (`/dev/zero` at once) and past ``maximumBytes``.
public struct ImportInput {
    /// The most an import reads (16 MiB: about 55,000 games as JSON lines, 600,000 as column digits).
    public static let maximumBytes = 16 << 20
    /// How much one `read` asks for.
    static let chunkSize = 1 << 16

    private enum Source {
        case descriptor(Int32)
        case bytes([UInt8])
    }

    private let source: Source
    private var hasher = SHA256()
    /// How many bytes have been read so far.
    public private(set) var byteCount = 0

    /// The input read from `descriptor` (not closed here).
    public init(descriptor: Int32) {
        source = .descriptor(descriptor)
    }

    /// The input of `text`'s UTF-8 bytes (for trials and tests).
    public init(text: String) {
        source = .bytes(Array(text.utf8))
    }

    /// The lower-case hexadecimal SHA-256 of the bytes read so far (of the whole input once
    /// ``forEachChunk(_:)`` has returned).
    public var digest: String { Self.hex(hasher.finalize()) }

    /// The SHA-256 of a regular file's bytes from where it will be read to its end, read ahead without
    /// moving the file's position (`pread`), so that a file imported before is known before any work;
    /// nil for a pipe, a terminal, or a file past ``maximumBytes`` (those are known at their end).
    /// ``digest`` stays what ``forEachChunk(_:)`` reads.
    public func digestAhead() -> String? {
        guard case .descriptor(let descriptor) = source else { return nil }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var offset = lseek(descriptor, 0, SEEK_CUR)
        guard offset >= 0, Int(status.st_size - offset) <= Self.maximumBytes else { return nil }
        var hasher = SHA256()
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { return Self.hex(hasher.finalize()) }
            buffer.withUnsafeBytes { hasher.update(bufferPointer: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            offset += off_t(count)
        }
    }

    /// Lower-case hexadecimal.
    private static func hex(_ digest: SHA256.Digest) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        for byte in digest { bytes += [hex[Int(byte >> 4)], hex[Int(byte & 15)]] }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Calls `body` with each chunk of the input in order, until its end.
    ///
    /// - Throws: ``ImportStop`` for a read that fails, a NUL byte or an input past ``maximumBytes``
    ///   (before `body` sees the chunk); whatever `body` throws.
    mutating func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        switch source {
        case .bytes(let bytes):
            try bytes.withUnsafeBufferPointer { all in
                var start = 0
                while start < all.count {
                    let end = min(all.count, start + Self.chunkSize)
                    try take(UnsafeBufferPointer(rebasing: all[start..<end]), body)
                    start = end
                }
            }
        case .descriptor(let descriptor):
            var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
            try buffer.withUnsafeMutableBufferPointer { space in
                while true {
                    let count = read(descriptor, space.baseAddress, space.count)
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw ImportStop.unreadable(errno: errno)
                    }
                    if count == 0 { return }
                    try take(UnsafeBufferPointer(rebasing: space[..<count]), body)
                }
            }
        }
    }

    private mutating func take(_ chunk: UnsafeBufferPointer<UInt8>,
                               _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        if let nul = chunk.firstIndex(of: 0) { throw ImportStop.nulByte(position: byteCount + nul + 1) }
        guard byteCount + chunk.count <= Self.maximumBytes else { throw ImportStop.tooLarge(limit: Self.maximumBytes) }
        byteCount += chunk.count
        hasher.update(bufferPointer: UnsafeRawBufferPointer(chunk))
        try body(chunk)
    }
}
