/// Random numbers that are the same on every run (a 64-bit LCG, Knuth's MMIX constants, top bits
/// out), for tests that try many random sizes and cuts and must fail the same way twice.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(_ seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 32 | state << 32
    }
}
