import ComposableArchitecture
import Testing

struct AnimationTests {
  @Test func factoriesMirrorSwiftUI() {
    #expect(Animation.easeInOut(duration: 2).duration == 2)
    #expect(Animation.linear.curve == .linear)
    #expect(Animation.default.delay(1).delay == 1)
    #expect(Animation.default.speed(2).speed == 2)
    #expect(
      Animation.spring(duration: 0.5, bounce: 0).curve
        == .spring(response: 0.5, dampingFraction: 1, blendDuration: 0))
    #expect(Animation.easeIn.repeatForever().repeatCount == nil)
    #expect(Animation.easeOut.repeatCount(3, autoreverses: false).repeatCount == 3)
    #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).duration > 0)
    #expect(Animation.bouncy != Animation.smooth)
    #expect(Animation.snappy.duration == 0.5)
  }
}
