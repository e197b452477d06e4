print("tabsnap")
