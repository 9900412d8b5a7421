import Testing

@testable import FlourishRecognition

/// The step the convolution and the dense layer share, against the sum written out.
@Suite("WeightColumns: each input's column added to the outputs, then ReLU")
struct WeightColumnsTests {
    @Test("accumulate adds input[i] x columns[i][o] to output[o]; a zero input adds nothing")
    func accumulate() {
        let input: [Float] = [2, 0, -1]
        // Three columns of four outputs; the zero input's column would add NaN if it were read.
        let columns: [Float] = [1, 2, 3, 4, .nan, .nan, .nan, .nan, 10, 20, 30, 40]
        var output: [Float] = [0.5, 0.5, 0.5, 0.5]
        input.withUnsafeBufferPointer { i in
            columns.withUnsafeBufferPointer { c in
                output.withUnsafeMutableBufferPointer { o in
                    WeightColumns.accumulate(i.baseAddress!, count: 3, columns: c.baseAddress!, width: 4, into: o.baseAddress!)
                }
            }
        }
        let expected: [Float] = [-7.5, -15.5, -23.5, -31.5]
        #expect(output == expected)
    }

    @Test("rectify sets the negative values to 0 and leaves the rest")
    func rectify() {
        var values: [Float] = [-3, 0, 2.5, -0.001, 7]
        values.withUnsafeMutableBufferPointer { WeightColumns.rectify($0.baseAddress!, count: 4) }
        #expect(values == [0, 0, 2.5, 0, 7])
    }
}
