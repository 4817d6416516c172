#include "c4_gettext.h"

#include <libintl.h>
#include <locale.h>
#include <stdlib.h>

static const char domain[] = "c4-audio";
static int translating = 0;

void c4_gettext_use(const char *language, const char *directory) {
    translating = 0;
    if (language == NULL || language[0] == '\0' || (language[0] == 'e' && language[1] == 'n' && language[2] == '\0')) return;
    if (directory == NULL || setlocale(LC_MESSAGES, "C.UTF-8") == NULL) return;
    setenv("LANGUAGE", language, 1);
    if (bindtextdomain(domain, directory) == NULL) return;
    bind_textdomain_codeset(domain, "UTF-8");
    translating = 1;
}

const char *c4_gettext(const char *message_id) {
    return translating ? dgettext(domain, message_id) : message_id;
}

const char *c4_ngettext(const char *singular, const char *plural, unsigned long count) {
    if (translating) return dngettext(domain, singular, plural, count);
    return count == 1 ? singular : plural;
}
