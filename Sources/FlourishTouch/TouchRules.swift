/// The numbers the touch rules are made of, in one place (the README states them).
public enum TouchRules {
    /// A tap is over within this many seconds, from the first finger down to the last one up
    /// (Krita's and Procreate's taps are as quick).
    public static let tapSeconds = 0.25
    /// A finger that moves this many window pixels from where it came down is not tapping.
    public static let tapTravel = 10.0
    /// Touches are ignored for this long after the pen was last near: a palm lands as the pen
    /// leaves the surface, and often stays a moment after it has gone.
    public static let palmSeconds = 0.5
    /// Below this spread (window pixels, the fingers' mean distance from their centre) the
    /// fingers' angle and distance mean nothing: they only pan.
    public static let steadySpread = 2.0
}
