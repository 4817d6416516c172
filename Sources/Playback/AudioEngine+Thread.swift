import AudioIO
import Music
#if canImport(Glibc)
import Glibc
#endif

extension AudioEngine {
    /// The audio thread: mix one period under the lock, convert it to 16 bits, (pace,) hand it to alsa-lib,
    /// publish the new position and wake waiters; until ``shutdown(drain:)`` or a device failure.
    ///
    /// Nothing here allocates after the first block, and the lock is held only while
    /// mixing (well under a millisecond), never while the device blocks.
    func runAudioThread() {
        raisePriority()
        var floats = [Float](repeating: 0, count: periodFrames * channels)
        var words = [Int16](repeating: 0, count: periodFrames * channels)
        var due: [Double] = []
        while true {
            var blockStart = 0, mixStart = 0.0
            let proceed = monitor.locked { () -> Bool in
                while !finishing {
                    // An unpaced file or null PCM would write silence as fast as it can: wait for a cue instead.
                    if stream.isIdle && !pacesItself && !devicePaces {
                        monitor.wait(until: nil)
                        continue
                    }
                    blockStart = stream.frame
                    if measuresLatency { mixStart = monotonicSeconds() }
                    floats.withUnsafeMutableBufferPointer { stream.mix(frames: periodFrames, into: $0) }
                    if measuresLatency {
                        let end = stream.frame
                        due = pending.filter { $0.frame < end }.map(\.time)
                        pending.removeAll { $0.frame < end }
                    }
                    return true
                }
                return false
            }
            guard proceed else { break }
            floats.withUnsafeBufferPointer { AudioFile.pcm16($0, into: &words) }
            let mixSeconds = measuresLatency ? monotonicSeconds() - mixStart : 0
            if pacesItself {
                // Frame F goes to the device when a real one would take it: a buffer's length before F is heard.
                sleep(until: startTime + Double(blockStart - openingBufferFrames) / Double(sampleRate))
            }
            let writeStart = measuresLatency ? monotonicSeconds() : 0
            if !due.isEmpty {
                let measured = due.map { LatencySample(at: $0 - startTime, seconds: writeStart - $0) }
                due.removeAll()
                monitor.locked { latencies += measured }
            }
            var failure: AudioDeviceError?
            var delay: Int?
            var recovered = 0
            var buffer = openingBufferFrames
            if let box = output {
                do {
                    try words.withUnsafeBufferPointer { (samples) throws(AudioDeviceError) in try box.device.write(samples) }
                } catch {
                    failure = error
                }
                delay = box.device.delay()
                recovered = box.device.recoveries
                buffer = box.device.bufferFrames
            }
            if measuresLatency {
                let sample = BlockSample(at: writeStart - startTime, writeSeconds: monotonicSeconds() - writeStart,
                                         mixSeconds: mixSeconds, delay: delay ?? -1, recoveries: recovered)
                monitor.locked { blocks.append(sample) }
            }
            let end = blockStart + periodFrames
            // Without a usable delay from the device (muted, or a file PCM), the wall clock says what is heard.
            let emulated = pacesItself ? max(0, end - Int((monotonicSeconds() - startTime) * Double(sampleRate))) : 0
            let heardDelay = pacesItself ? emulated : max(0, delay ?? 0)
            monitor.locked {
                handed = end
                delayFrames = heardDelay
                largestDelay = max(largestDelay, heardDelay)
                recoveries = recovered
                deviceBuffer = buffer
                if let failure { failed = failure }
            }
            monitor.broadcast()
            if failure != nil { break }
        }
        monitor.locked { finishing = true }
        monitor.broadcast()
    }

    /// Asks for a real-time priority (`SCHED_FIFO`, 10) for this thread and the device's helper threads
    /// (PulseAudio's plugin sends every block from its own thread), so a busy machine does not starve the
    /// device. Refused without the privilege (`EPERM`): the threads then run at normal priority.
    private func raisePriority() {
        let granted = PCMDevice.raisePriority(of: [0] + helperThreads)
        monitor.locked { realtime = granted }
    }
}
