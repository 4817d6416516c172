import Game
import Music

extension Settings {
    /// One stored setting: its tunable (which parses, prints and explains the value) and the property of
    /// ``Settings`` that holds it.
    public struct Entry: Sendable {
        /// The key, as `settings set KEY VALUE` takes it (the tunable's key).
        public let key: String
        /// What the key accepts (``Tunable/accepted``).
        public let accepted: TunableAcceptance
        /// The default as text.
        public let defaultText: String
        /// The value of the key in some settings, as text.
        let get: @Sendable (Settings) -> String
        /// Parses a text and stores it; throws the tunable's error naming the key.
        let set: @Sendable (inout Settings, String) throws(TunableError) -> Void

        /// A key whose property has the tunable's type.
        init<Value>(_ tunable: Tunable<Value>, _ path: WritableKeyPath<Settings, Value> & Sendable) {
            self.init(tunable, get: { $0[keyPath: path] }, set: { $0[keyPath: path] = $1 })
        }

        /// A key whose property keeps the value in another form (the instrument by name).
        init<Value>(_ tunable: Tunable<Value>, get: @escaping @Sendable (Settings) -> Value,
                    set: @escaping @Sendable (inout Settings, Value) -> Void) {
            key = tunable.key
            accepted = tunable.accepted
            defaultText = tunable.text(tunable.defaultValue)
            self.get = { tunable.text(get($0)) }
            self.set = { settings, text throws(TunableError) in set(&settings, try tunable.parse(text, as: tunable.key)) }
        }

        /// Checks a value for this key without storing it.
        ///
        /// - Throws: ``TunableError`` naming the key, the value and what it accepts.
        public func check(_ text: String) throws(TunableError) {
            var scratch = Settings()
            try set(&scratch, text)
        }
    }

    /// Every stored setting, in the order `settings` lists them.
    public static let entries: [Entry] = [
        Entry(Tunables.level, \.level),
        Entry(Tunables.first, \.first),
        Entry(Tunables.name, \.name),
        Entry(Tunables.colour, \.colour),
        Entry(Tunables.botColour, \.botColour),
        Entry(Tunables.speed, \.speed),
        Entry(Tunables.interval, \.interval),
        Entry(Tunables.device, \.device),
        Entry(Tunables.volume, \.volume),
        Entry(Tunables.instrument, get: { Instrument(name: $0.instrument) ?? .standard }, set: { $0.instrument = $1.rawValue }),
        Entry(Tunables.language, \.language),
        Entry(Tunables.screenReader, \.screenReader),
        Entry(Tunables.speech, \.speech),
        Entry(Tunables.cues, \.cues),
        Entry(Tunables.voice, \.voice),
    ]
}
