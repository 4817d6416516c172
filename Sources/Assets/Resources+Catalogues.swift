#if canImport(Glibc)
import Glibc
#endif

extension Resources {
    /// The folder of the message catalogues (`LANG/LC_MESSAGES/c4-audio.mo`): `<prefix>/share/locale` beside an
    /// installed `<prefix>/bin/c4-audio` (where `make install` puts them, as distributions do), else
    /// `Resources/locale` of the build tree, where `make` compiles `po/*.po`; nil when neither is there.
    public static var catalogues: String? {
        let prefix = parent(of: parent(of: executable))
        if access(joined(prefix, "share/c4-audio"), F_OK) == 0 { return joined(prefix, "share/locale") }
        return candidates("locale").dropFirst().first { access($0, F_OK) == 0 }
    }
}
