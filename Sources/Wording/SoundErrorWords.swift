import AudioIO
import Playback

// Sound files' and the sound card's refusals in words: the file or device, what went wrong, and the C
// function that failed, on one line. The C libraries' own messages (libsndfile's, strerror's, alsa-lib's)
// come as they are: they are facts, in the language the C library speaks.

extension AudioIOError {
    /// "/tmp/x.wav: System error: No such file or directory (sf_open)".
    public var words: String {
        "\(placeWords): \(problem.words) (\(function))"
    }

    /// The file as the user named it, or "standard output".
    public var placeWords: String { path ?? tr("standard output") }
}

extension AudioIOError.Problem {
    /// What went wrong: "not a regular file", or the C library's own message.
    public var words: String {
        switch self {
        case .library(let message): message
        case .shortRead(let expected, let read): tr("expected {expected} frames, read {read}", ["expected": expected, "read": read])
        case .notAnOggPage(let byte): tr("not an Ogg page at byte {byte}", ["byte": byte])
        case .truncatedOggPage(let byte): tr("truncated Ogg page at byte {byte}", ["byte": byte])
        case .notARegularFile: tr("not a regular file")
        case .notReplaced(.notAFile): tr("not a regular file, so it was not replaced")
        case .notReplaced(.readOnly): tr("the file is read-only, so it was not replaced")
        case .notReplaced(.notAFolder): tr("not a folder, so it was not replaced")
        case .folderNotWritable(let folder, let reason):
            tr("cannot write in the folder {folder}: {reason}", ["folder": folder, "reason": reason])
        case .foreignLink(let link, let owner, let folder):
            tr("{link} is a link of another user (uid {owner}) in the shared folder {folder}, so it was not followed and nothing was written",
               ["link": link, "owner": owner, "folder": folder])
        case .wavTooLarge: tr("a WAV file holds at most 4 GiB of samples")
        case .formatCannotStore(let format, let channels, let sampleRate):
            trn("{format} cannot store {count} channel at {rate} Hz", "{format} cannot store {count} channels at {rate} Hz", channels,
                ["format": format.rawValue.uppercased(), "rate": sampleRate])
        }
    }
}

extension AudioDeviceError {
    /// "default: No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM default)".
    public var words: String { "\(device): \(causeWords)" }

    /// The cause without the device: "No such file or directory (snd_pcm_open; alsa-lib: Unknown PCM default)".
    public var causeWords: String {
        "\(message) (\(function)\(detail.map { "; alsa-lib: \($0)" } ?? ""))"
    }
}

extension AudioOutput.Failure {
    /// The line for a device that cannot be opened: the error of a device named for this run ("--device
    /// nosuch: cannot play through it: …"), or the warning, without its `warning: `, when the stored device
    /// or `default` failed and the run goes on muted ("no sound: cannot open the ALSA device default: …").
    public func words(in frontEnd: FrontEnd = .current) -> String {
        let values: [String: any CustomStringConvertible] = ["device": error.device, "cause": error.causeWords]
        switch source {
        case .option, .environment:
            let line = tr("{named} {device}: cannot play through it: {cause}", values.merging(["named": frontEnd.name(.device(source))]) { $1 })
            return line + (frontEnd.advice(.namedDeviceFailed).map { "; " + $0 } ?? "")
        case .setting:
            let line = tr("no sound: cannot open the ALSA device {device} (the stored setting): {cause}. Going on muted", values)
            return line + (frontEnd.advice(.storedDeviceFailed).map { ": " + $0 } ?? "")
        case .fallback:
            let why = soundCards == 0 ? tr("this machine has no sound card") : tr("no sound server or device answered")
            let line = tr("no sound: cannot open the ALSA device {device}: {cause}; {why}. Going on muted", values.merging(["why": why]) { $1 })
            return line + (frontEnd.advice(.defaultDeviceFailed).map { ": " + $0 } ?? "")
        }
    }

    /// Why the run is muted, in a few words for the game's screen: "no sound card".
    public var reasonWords: String {
        switch source {
        case .option, .environment: error.words
        case .setting: tr("the stored device {device} failed", ["device": error.device])
        case .fallback: soundCards == 0 ? tr("no sound card") : tr("no sound server answered")
        }
    }
}
