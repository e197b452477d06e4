/// Told of a standalone tab bar's selection (accepted; a still frame selects nothing).
public protocol UITabBarDelegate: AnyObject {}
