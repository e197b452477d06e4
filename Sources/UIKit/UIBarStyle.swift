/// A bar's style before appearances (`.black` bars were dark).
public enum UIBarStyle: Int, Sendable { case `default`, black }
