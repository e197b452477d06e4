#include "CTabSnapPreviewSections.h"

// The linker defines __start_X and __stop_X around every section X whose name is a C
// identifier; weak, so an executable without any record links and reads null.
extern const char __start_tabsnap_previews[] __attribute__((weak));
extern const char __stop_tabsnap_previews[] __attribute__((weak));
extern const char __start_swift5_protocol_conformances[] __attribute__((weak));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak));

const void *tabsnap_previews_start(void) { return __start_tabsnap_previews; }
const void *tabsnap_previews_stop(void) { return __stop_tabsnap_previews; }
const void *tabsnap_conformances_start(void) { return __start_swift5_protocol_conformances; }
const void *tabsnap_conformances_stop(void) { return __stop_swift5_protocol_conformances; }

// Part of the Swift runtime's ABI; Swift calling convention.
extern const void *swift_getTypeByMangledNameInContext(const char *name, size_t length, const void *context,
                                                       const void *const *arguments) __attribute__((swiftcall));

const void *tabsnap_type_for_descriptor(const void *descriptor) {
    // An indirect symbolic reference: 0x02, then a 32-bit offset (from the offset itself) to a
    // pointer to the context descriptor, which follows it here.
    struct __attribute__((packed)) { char tag; int offset; const void *target; } reference = { 2, 4, descriptor };
    return swift_getTypeByMangledNameInContext((const char *)&reference, 5, 0, 0);
}
