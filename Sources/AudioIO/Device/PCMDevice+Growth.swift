import CALSA

extension PCMDevice {
    /// Whether the next underrun may double the buffer (it stays within ``maximumLatency``).
    var canGrow: Bool {
        guard let maximumLatency else { return false }
        return latency * 2 <= maximumLatency + 1e-9
    }

    /// Doubles the buffer of a device that ran dry, and leaves it ready for the next write.
    ///
    /// Called in place of a recovery after an underrun, when the device holds nothing worth keeping: what
    /// was queued has been played. The device is stopped, set up anew with twice the latency (the same
    /// format, rate and channels; its period a quarter of the buffer again) and prepared; the next write
    /// starts it once the new buffer is full, as the first one did.
    ///
    /// The corresponding C functions are `snd_pcm_drop`, `snd_pcm_set_params` (which prepares the device)
    /// and `snd_pcm_get_params`.
    /// - Throws: ``AudioDeviceError`` when the device refuses the new set-up.
    mutating func grow() throws(AudioDeviceError) {
        let handle = self.handle
        snd_pcm_drop(handle)
        let wanted = latency * 2
        let set = snd_pcm_set_params(handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, UInt32(channels),
                                     UInt32(sampleRate), 1, UInt32(wanted * 1_000_000))
        var buffer: snd_pcm_uframes_t = 0, period: snd_pcm_uframes_t = 0
        let got = set < 0 ? set : snd_pcm_get_params(handle, &buffer, &period)
        guard got >= 0 else {
            throw AudioDeviceError(function: set < 0 ? "snd_pcm_set_params" : "snd_pcm_get_params", code: got, device: name)
        }
        latency = wanted
        bufferFrames = Int(buffer)
        periodFrames = max(1, Int(period))
        growths += 1
    }
}
