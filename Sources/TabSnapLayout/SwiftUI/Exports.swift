// Code that writes views uses the engine's values (colours, fonts, the environment, geometry)
// by the names SwiftUI gives them, so importing the views brings the engine with them.
@_exported import TabSnapLayoutEngine
