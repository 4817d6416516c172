#ifndef C4_GETTEXT_H
#define C4_GETTEXT_H

/// GNU gettext as c4-audio uses it: one text domain, `c4-audio`, whose catalogues lie in `directory`
/// (`<directory>/<language>/LC_MESSAGES/c4-audio.mo`), and the language chosen by the program, not by
/// the C library's locale (which may be "C", or a locale this machine has not generated).
///
/// glibc looks a message up only when the messages' locale is not "C"; so `c4_gettext_use` sets
/// `LC_MESSAGES` (that one category: numbers and collation stay as they were) to the built-in
/// `C.UTF-8` and names the language through `LANGUAGE`, which glibc reads at every lookup.
/// Call it once at start-up, before any other thread runs. An empty `language`, or "en", turns
/// translation off: every lookup returns its English message id, with no file read.
void c4_gettext_use(const char *language, const char *directory);

/// The translation of `message_id`, or `message_id` itself (same pointer) when there is none.
const char *c4_gettext(const char *message_id);

/// The translation of `singular`/`plural` for `count`, by the catalogue's plural rule ("1 zet",
/// "3 zetten"); English's rule (singular for 1) when there is none.
const char *c4_ngettext(const char *singular, const char *plural, unsigned long count);

#endif
