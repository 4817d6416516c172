/// Makes Ogg files reproducible.
///
/// Every Ogg page carries the stream's serial number, which libsndfile draws at random, and a CRC-32 of the
/// page. Setting the serial to a constant and recomputing each page's CRC gives byte-identical files for
/// identical audio; players do not care which serial a single-stream file uses.
///
/// Page layout (RFC 3533): `OggS`, version, flags, granule (8 bytes), serial (bytes 14–17), sequence,
/// CRC (bytes 22–25), segment count (byte 26), the segment table, then the data.
enum OggStream {
    /// The serial number every file gets: "c4au".
    static let serial: UInt32 = 0x6334_6175

    /// Rewrites the serial number and CRC of every page of the Ogg file at `path`.
    static func fixSerialNumbers(path: String) throws(AudioIOError) {
        var bytes = try AudioFile.readBytes(path)
        try fixSerialNumbers(&bytes, path: path)
        try AudioFile.writeBytes(bytes, to: path)
    }

    static func fixSerialNumbers(_ bytes: inout [UInt8], path: String) throws(AudioIOError) {
        var offset = 0
        while offset < bytes.count {
            guard offset + 27 <= bytes.count, bytes[offset..<offset + 4].elementsEqual("OggS".utf8) else {
                throw AudioIOError(function: "ogg_page", problem: .notAnOggPage(byte: offset), path: path)
            }
            let segments = Int(bytes[offset + 26])
            guard offset + 27 + segments <= bytes.count else { break }
            let length = 27 + segments + bytes[offset + 27..<offset + 27 + segments].reduce(0) { $0 + Int($1) }
            guard offset + length <= bytes.count else {
                throw AudioIOError(function: "ogg_page", problem: .truncatedOggPage(byte: offset), path: path)
            }
            for i in 0..<4 { bytes[offset + 14 + i] = UInt8(truncatingIfNeeded: serial >> (8 * UInt32(i))) }
            for i in 22..<26 { bytes[offset + i] = 0 }
            let crc = crc32(bytes[offset..<offset + length])
            for i in 0..<4 { bytes[offset + 22 + i] = UInt8(truncatingIfNeeded: crc >> (8 * UInt32(i))) }
            offset += length
        }
    }

    /// Ogg's CRC-32: polynomial 0x04C11DB7, no reflection, initial value and final XOR 0.
    static func crc32(_ data: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0
        for byte in data {
            crc ^= UInt32(byte) << 24
            for _ in 0..<8 { crc = crc & 0x8000_0000 != 0 ? (crc << 1) ^ 0x04C1_1DB7 : crc << 1 }
        }
        return crc
    }
}
