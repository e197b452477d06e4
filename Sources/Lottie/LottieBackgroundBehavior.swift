/// What an animation view does when the app goes to the background (a still frame never does).
public enum LottieBackgroundBehavior: Sendable {
    case stop, pause, pauseAndRestore, forceFinish, continuePlaying
}
