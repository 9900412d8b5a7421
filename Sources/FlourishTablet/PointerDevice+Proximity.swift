extension PointerDevice {
    /// The proximity changes between two looks at the devices, where the driver reports
    /// proximity: true for each tablet tool that came into proximity, false for each that
    /// left (a tool seen for the first time in proximity counts as coming). Palm rejection
    /// takes these beside the pen's events: a pen held still in proximity sends none.
    public static func proximityChanges(from before: [Int: PointerDevice], to now: [PointerDevice]) -> [Bool] {
        now.compactMap { device in
            guard device.isTabletTool, let isIn = device.inProximity else { return nil }
            let was = before[device.id]?.inProximity ?? false
            return isIn == was ? nil : isIn
        }
    }
}
