import Foundation

extension ConfettiBenchmark {
    /// The engine's sizes, each burst timed with the real renderer in the app under Xvfb,
    /// frames with and without the confetti alternating in one run (`--alternate-confetti`).
    func runWindow() throws {
        try WindowStage.with("confetti window benchmark") { stage in
            print("confetti, whole frame (confetti + upload + render + present) with the real renderer, 800x600 window:")
            print("pieces   look   frames   with ms (p50/p95)   without ms (p50/p95)   ratio p50   over 8.33 ms with/without")
            for look in ["flat", "3d"] {
                for size in counts {
                    let stats = try stage.launcher.run(
                        display: stage.display.name, folder: stage.folder, name: "confetti-\(size)-\(look)",
                        extra: ["--burst", "\(size)", "--burst-look", look, "--alternate-confetti", "--quit-after", "2.5"])
                    // Frames while the burst flies: those that drew it, and the ones between.
                    let pieces = stats.confettiPieces
                    guard let first = pieces.firstIndex(where: { $0 > 0 }), let last = pieces.lastIndex(where: { $0 > 0 }) else {
                        print("\(size) \(look): the burst never showed")
                        continue
                    }
                    var with: [Double] = []
                    var without: [Double] = []
                    for i in first...last where i < stats.frameWork.count {
                        if pieces[i] > 0 { with.append(stats.frameWork[i]) } else { without.append(stats.frameWork[i]) }
                    }
                    let rank = percentile
                    let over = { (values: [Double]) in values.filter { $0 > 8.33 }.count }
                    print(
                        String(
                            format: "%6d   %-4@   %6d   %7.2f / %-7.2f     %7.2f / %-7.2f       %6.2f      %d / %d", size,
                            look as NSString, with.count + without.count, rank(with, 0.5), rank(with, 0.95),
                            rank(without, 0.5), rank(without, 0.95), rank(with, 0.5) / rank(without, 0.5), over(with),
                            over(without)))
                }
            }
        }
    }
}
