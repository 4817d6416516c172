import CSndFile
#if canImport(Glibc)
import Glibc
#endif

/// The file descriptor libsndfile writes through, by its virtual I/O, so that no failed write goes unseen.
///
/// libsndfile's MPEG encoder ignores the result of its writes: onto a full disk, `sf_writef_float` and
/// `sf_close` report success and the file is cut off. With virtual I/O every byte passes through ``write``
/// here, which remembers the first failure (`ENOSPC`, `EFBIG`, `EIO`); ``SoundFile/close()`` then throws it.
/// ``finish()`` makes the data durable (`fsync`) and closes the descriptor, checking both.
final class FileSink {
    /// The open file (`-1` once closed).
    private(set) var descriptor: Int32
    /// The `errno` of the first failed call, 0 while all went well.
    private(set) var failure: Int32 = 0
    /// The function that failed first (`write`, `lseek`, …).
    private(set) var failedFunction = ""
    /// The file offset, kept here: libsndfile asks for it (`tell`) hundreds of times a file, and a
    /// system call each time cost more than the writes.
    private var offset: Int64 = 0

    /// Creates (or truncates) `path` for reading and writing.
    ///
    /// The corresponding C function is `open` with `O_CREAT | O_TRUNC`; `permissions` go through the umask.
    /// - Throws: ``AudioIOError`` with the system's reason.
    init(creating path: String, permissions: mode_t = 0o666) throws(AudioIOError) {
        // Always a new file (a temporary name of ours): never through a link someone planted, never over
        // a file that is already there.
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw AudioIOError.errno(function: "open", path: path) }
        self.descriptor = descriptor
    }

    deinit { if descriptor >= 0 { Glibc.close(descriptor) } }

    /// Records the first failure (later ones are its consequences).
    private func fail(_ function: String) {
        if failure == 0 {
            failure = errno == 0 ? EIO : errno
            failedFunction = function
        }
    }

    /// Writes all of `count` bytes, retrying short and interrupted writes; returns how many were written.
    func write(_ bytes: UnsafeRawPointer, count: Int) -> Int {
        var done = 0
        while done < count {
            let written = Glibc.write(descriptor, bytes + done, count - done)
            if written < 0 {
                if errno == EINTR { continue }
                fail("write")
                break
            }
            done += written
        }
        offset += Int64(done)
        return done
    }

    /// Writes all of `count` bytes at `position`, leaving the file offset where it was (a header finished at
    /// the end); returns how many were written.
    ///
    /// The corresponding C function is `pwrite`.
    func write(_ bytes: UnsafeRawPointer, count: Int, at position: Int64) -> Int {
        var done = 0
        while done < count {
            let written = pwrite(descriptor, bytes + done, count - done, off_t(position) + off_t(done))
            if written < 0 {
                if errno == EINTR { continue }
                fail("pwrite")
                break
            }
            done += written
        }
        return done
    }

    /// Flushes the file to its device and closes it.
    ///
    /// The corresponding C functions are `fsync` and `close`; a file system may report a full disk only here.
    /// - Throws: ``AudioIOError`` naming `path` with the first failure of the whole write.
    func finish(path: String) throws(AudioIOError) {
        if failure == 0, fsync(descriptor) != 0, errno != EINVAL { fail("fsync") }
        if Glibc.close(descriptor) != 0, failure == 0 { fail("close") }
        descriptor = -1
        try check(path: path)
    }

    /// Throws the first failure, if there was one.
    func check(path: String) throws(AudioIOError) {
        guard failure != 0 else { return }
        throw AudioIOError(function: failedFunction, library: String(cString: strerror(failure)), path: path)
    }

    /// libsndfile's callbacks, each reaching the sink through `user_data`.
    static var callbacks: SF_VIRTUAL_IO {
        SF_VIRTUAL_IO(
            get_filelen: { user in
                var info = stat()
                guard fstat(FileSink.from(user).descriptor, &info) == 0 else { return -1 }
                return sf_count_t(info.st_size)
            },
            seek: { offset, whence, user in
                let sink = FileSink.from(user)
                // libsndfile asks "where am I" by seeking nowhere: answered from the kept offset.
                if (whence == SEEK_CUR && offset == 0) || (whence == SEEK_SET && Int64(offset) == sink.offset) {
                    return sf_count_t(sink.offset)
                }
                let position = lseek(sink.descriptor, off_t(offset), whence)
                if position < 0 { sink.fail("lseek") } else { sink.offset = Int64(position) }
                return sf_count_t(position)
            },
            read: { buffer, count, user in
                let sink = FileSink.from(user)
                var done = 0
                while done < Int(count) {
                    let got = Glibc.read(sink.descriptor, buffer! + done, Int(count) - done)
                    if got < 0, errno == EINTR { continue }
                    if got <= 0 { break }
                    done += got
                }
                sink.offset += Int64(done)
                return sf_count_t(done)
            },
            write: { bytes, count, user in
                sf_count_t(FileSink.from(user).write(bytes!, count: Int(count)))
            },
            tell: { user in
                sf_count_t(FileSink.from(user).offset)
            }
        )
    }

    static func from(_ user: UnsafeMutableRawPointer?) -> FileSink {
        Unmanaged<FileSink>.fromOpaque(user!).takeUnretainedValue()
    }
}
