#ifndef CTABSNAP_PREVIEW_SECTIONS_H
#define CTABSNAP_PREVIEW_SECTIONS_H

#include <stddef.h>

/// The bounds of the `tabsnap_previews` section of the executable: the records `#Preview`
/// emits, one per preview, from every module linked in. Null when there are none.
const void *tabsnap_previews_start(void);
const void *tabsnap_previews_stop(void);

/// The bounds of the executable's Swift protocol conformance records (`PreviewProvider`s are
/// found there, as Xcode finds them).
const void *tabsnap_conformances_start(void);
const void *tabsnap_conformances_stop(void);

/// The metadata of the non-generic type a context descriptor describes (through the Swift
/// runtime's demangler, with an indirect symbolic reference), or null.
const void *tabsnap_type_for_descriptor(const void *descriptor);

#endif
