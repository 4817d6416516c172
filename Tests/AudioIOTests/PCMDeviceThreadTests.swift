import AudioIO
import Foundation
import Synchronization
import Testing

/// Which threads a device counts as its own (``PCMDevice/helperThreads``): they get the audio thread's
/// real-time priority, so a thread that merely appeared while the device opened must not be among them.
@Suite struct PCMDeviceThreadTests {
    @Test func theNullAndFileDevicesStartNoThreadsWhateverElseStarts() throws {
        // Another thread keeps starting threads (each lives 0.3 s) while the devices open.
        let stop = Atomic<Bool>(false)
        let spawner = Thread {
            while !stop.load(ordering: .relaxed) {
                Thread { Thread.sleep(forTimeInterval: 0.3) }.start()
                Thread.sleep(forTimeInterval: 0.001)
            }
        }
        spawner.start()
        defer { stop.store(true, ordering: .relaxed) }
        Thread.sleep(forTimeInterval: 0.05)
        let path = NSTemporaryDirectory() + "c4-audio-threads-\(UUID().uuidString).raw"
        defer { try? FileManager.default.removeItem(atPath: path) }
        for name in ["null", "file:FILE=\(path),FORMAT=raw"] {
            for _ in 0..<5 {
                let device = try PCMDevice(name: name, sampleRate: 44_100, channels: 2)
                #expect(device.helperThreads.isEmpty, "\(name): \(device.helperThreads)")
            }
        }
    }
}
