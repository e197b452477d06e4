#!/usr/bin/env python3
"""Re-wraps GPOS pair-adjustment lookups (type 2) in Extension lookups (type 9), in place.

WHY: upstream Inter's variable font reaches its 'kern' feature through Extension lookups, but
fontTools' instancer writes the static instance without them (it only uses Extension when an
offset overflows). Keeping upstream's structure keeps the shipped files close to the original
and makes the tests exercise the Extension path our reader must support anyway.
usage: gpos_extension.py FONT.ttf...
"""
import os
import sys
from fontTools.ttLib import TTFont
from fontTools.ttLib.tables import otTables as ot

for path in sys.argv[1:]:
    font = TTFont(path)
    for lookup in font["GPOS"].table.LookupList.Lookup:
        if lookup.LookupType != 2:
            continue
        wrapped = []
        for sub in lookup.SubTable:
            ext = ot.ExtensionPos()
            ext.Format = 1
            ext.ExtensionLookupType = 2
            ext.ExtSubTable = sub
            wrapped.append(ext)
        lookup.SubTable = wrapped
        lookup.LookupType = 9
    font.save(path + ".tmp")
    os.replace(path + ".tmp", path)
