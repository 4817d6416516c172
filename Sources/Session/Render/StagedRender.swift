import Dispatch
import Music
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// ``Mixer/render(_:bank:channels:level:room:blockFrames:_:)`` on three threads at once, the same samples:
/// one sums the cues block by block (``MixStream/mixDry(frames:into:)``) and takes the room's early
/// reflections of each block, one runs the room's late reverberation (the longest stage: a sequential
/// filter), and the caller's thread adds both to the block (``Music/Room/combine(_:frames:channels:early:late:)``),
/// applies the level and hands the finished blocks to `body` (the encoder and the file) in order.
///
/// The blocks go round a ring of `slots` buffers: a buffer is summed into, finished, written, then summed
/// into again. Every block gets exactly the operations of the one-thread render in the same order; only
/// which thread does them changes, so the bytes written are the same.
enum StagedRender {
    /// Buffers in the ring: enough that no stage waits for another's occasional slow block.
    static let slots = 16

    /// Renders `cues` into `body`, block by block, as `Mixer.render` does.
    ///
    /// - Throws: what `body` throws; the other two stages then finish their blocks without mixing (a failed
    ///   write stops the work within a block) and the error is rethrown once both have ended.
    ///
    /// - Parameter clips: samples mixed after the cues (a render's spoken lines).
    static func render<E: Error>(_ cues: [Cue], clips: [Clip] = [], bank: NoteBank, channels: Int, room: Bool,
                                 blockFrames: Int = 16_384, _ body: (UnsafeBufferPointer<Float>) throws(E) -> Void) throws(E) {
        var stream = MixStream(bank: bank, channels: channels, room: room)
        for cue in cues { stream.add(cue) }
        for clip in clips { stream.add(clip) }
        let ring = Ring(frames: stream.endFrame, blockFrames: blockFrames, channels: channels)
        defer { ring.release() }
        // Taken first, so the room's memory is not shared with the copy of the stream the first stage gets.
        var finish = stream.detachFinish()
        let room = finish.detachRoom()
        let dry = Worker.start { [stream] in
            var stream = stream, early = room?.early
            for index in 0..<ring.blocks {
                ring.free.wait()
                let count = ring.frames(of: index)
                if !ring.stopped {
                    let ringing = stream.mixDry(frames: count, into: ring.buffer(index))
                    ring.ringing[index % slots] = ringing
                    early?.reflect(UnsafeBufferPointer(ring.buffer(index)), frames: count, ringing: ringing, channels: channels,
                                   into: ring.early(index))
                }
                ring.summed.signal()
            }
        }
        let wet = Worker.start {
            var late = room?.late
            for index in 0..<ring.blocks {
                ring.summed.wait()
                if !ring.stopped {
                    late?.ring(UnsafeBufferPointer(ring.buffer(index)), frames: ring.frames(of: index),
                               ringing: ring.ringing[index % slots], channels: channels, into: ring.late(index))
                }
                ring.finished.signal()
            }
        }
        // The room's two halves added and the level applied here: the late reverberation's thread is the
        // longest stage, this one has time to spare.
        let level = finish.level
        var failure: E?
        for index in 0..<ring.blocks {
            ring.finished.wait()
            if failure == nil {
                do throws(E) {
                    if room != nil {
                        Room.combine(ring.buffer(index), frames: ring.ringing[index % slots], channels: channels,
                                     early: ring.early(index), late: ring.late(index))
                    }
                    level.apply(to: ring.buffer(index))
                    try body(UnsafeBufferPointer(ring.buffer(index)))
                } catch {
                    failure = error
                    ring.stop()
                }
            }
            ring.free.signal()
        }
        dry.join()
        wet.join()
        if let failure { throw failure }
    }

    /// The buffers the three stages pass round, and the semaphores that order them: `free` (a buffer may be
    /// summed into), `summed` (a block awaits the room), `finished` (a block awaits the writer).
    final class Ring: @unchecked Sendable {
        let blocks: Int
        let lastFrames: Int
        let blockFrames: Int
        let channels: Int
        let storage: UnsafeMutableBufferPointer<Float>
        /// Each buffer's early reflections and late reverberation: left then right, `blockFrames` floats each.
        let sides: UnsafeMutableBufferPointer<Float>
        /// The room's ringing frames of the block in each buffer (``MixStream/mixDry(frames:into:)``'s result).
        let ringing = UnsafeMutableBufferPointer<Int>.allocate(capacity: StagedRender.slots)
        let free = DispatchSemaphore(value: StagedRender.slots)
        let summed = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        /// Set once by the writer when `body` fails: the other stages skip their work from then on.
        private let flag = Atomic<Bool>(false)

        init(frames: Int, blockFrames: Int, channels: Int) {
            blocks = (frames + blockFrames - 1) / blockFrames
            lastFrames = frames - (blocks - 1) * blockFrames
            self.blockFrames = blockFrames
            self.channels = channels
            storage = .allocate(capacity: StagedRender.slots * blockFrames * channels)
            sides = .allocate(capacity: StagedRender.slots * 4 * blockFrames)
            ringing.initialize(repeating: 0)
        }

        /// Frames in block `index` (the last may be shorter).
        func frames(of index: Int) -> Int { index == blocks - 1 ? lastFrames : blockFrames }

        /// The samples of block `index`, in its buffer of the ring.
        func buffer(_ index: Int) -> UnsafeMutableBufferPointer<Float> {
            let start = (index % StagedRender.slots) * blockFrames * channels
            return UnsafeMutableBufferPointer(rebasing: storage[start..<(start + frames(of: index) * channels)])
        }

        /// Where the early reflections of block `index` go: left, then right after the block's ringing frames.
        func early(_ index: Int) -> UnsafeMutablePointer<Float> { sides.baseAddress! + (index % StagedRender.slots) * 4 * blockFrames }

        /// Where the late reverberation of block `index` goes, laid out as ``early(_:)``.
        func late(_ index: Int) -> UnsafeMutablePointer<Float> { early(index) + 2 * blockFrames }

        var stopped: Bool { flag.load(ordering: .acquiring) }
        func stop() { flag.store(true, ordering: .releasing) }

        func release() {
            storage.deallocate()
            sides.deallocate()
            ringing.deallocate()
        }
    }

    /// Runs `body(0)` on this thread and `body(1) … body(count - 1)` each on a thread of its own, and returns
    /// when all have ended.
    static func concurrently(_ count: Int, _ body: (Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            let others = (1..<max(1, count)).map { index in Worker.start { body(index) } }
            if count > 0 { body(0) }
            for worker in others { worker.join() }
        }
    }

    /// A thread running one closure, joined by ``join()``.
    struct Worker {
        private final class Body: @unchecked Sendable {
            let run: () -> Void
            init(_ run: @escaping () -> Void) { self.run = run }
        }
        private var thread = pthread_t()

        static func start(_ run: @escaping () -> Void) -> Worker {
            var worker = Worker()
            let body = Unmanaged.passRetained(Body(run)).toOpaque()
            let created = pthread_create(&worker.thread, nil, { context in
                Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, body)
            precondition(created == 0, "pthread_create failed: \(created)")
            return worker
        }

        func join() { pthread_join(thread, nil) }
    }
}
