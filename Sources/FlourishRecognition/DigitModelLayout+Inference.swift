extension DigitModelLayout {
    /// The file's weights (row-major as the script wrote them) rearranged for the forward
    /// pass, once at load: each tensor keeps its offset, only its inner order changes.
    ///
    /// - conv weights [filter][channel][ky][kx] become [ky][kx][channel][filter], so the
    ///   filters of one tap sit side by side, one contiguous run;
    /// - dense1's [output][c * 16 + y * 4 + x] becomes [(y * 4 + x) * 32 + c][output]: its
    ///   input is the interleaved pooled map, and each input's column is one contiguous run.
    static func inferenceOrder(_ file: [Float]) -> [Float] {
        var arranged = file
        func convolution(at tensor: Int, filters: Int, channels: Int) {
            let base = offsets[tensor]
            for f in 0..<filters {
                for c in 0..<channels {
                    for tap in 0..<kernel * kernel {
                        arranged[base + (tap * channels + c) * filters + f] =
                            file[base + (f * channels + c) * kernel * kernel + tap]
                    }
                }
            }
        }
        convolution(at: 0, filters: conv1Filters, channels: 1)
        convolution(at: 2, filters: conv2Filters, channels: conv1Filters)
        let dense1 = offsets[4]
        let cells = pool2Side * pool2Side
        for o in 0..<hidden {
            for c in 0..<conv2Filters {
                for cell in 0..<cells {
                    arranged[dense1 + (cell * conv2Filters + c) * hidden + o] =
                        file[dense1 + o * flattened + c * cells + cell]
                }
            }
        }
        return arranged
    }
}
