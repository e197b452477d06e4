/* Nothing in C: the Swift `os` module on top of this one holds what the submodules name. */
