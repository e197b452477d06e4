// `import os`, `import os.log` and `import os.signpost` on Linux: Apple's `os` module holds the
// logging and signpost API that `import OSLog` also brings, so this module re-exports TabSnap's
// OSLog. The submodules come from the C module of the same name (Sources/COSSubmodules), which
// makes this module its Swift overlay.
@_exported import OSLog
