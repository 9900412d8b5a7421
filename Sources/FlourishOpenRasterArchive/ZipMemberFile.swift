import CZip

/// One member open for reading: owns libzip's `zip_file_t` and closes it exactly once.
struct ZipMemberFile: ~Copyable {
    /// What one `zip_fread` asks for: the buffer grows by at most this much at a time.
    static let chunkBytes = 1 << 16

    private let file: OpaquePointer

    init?(archive: OpaquePointer, index: Int) {
        guard let file = zip_fopen_index(archive, UInt64(index), 0) else { return nil }
        self.file = file
    }

    deinit { zip_fclose(file) }

    /// Reads into `buffer` until it is full or the member ends; returns how many bytes came,
    /// or nil where libzip could not read them.
    func readSome(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        var filled = 0
        while filled < buffer.count, let start = buffer.baseAddress {
            let read = zip_fread(file, start + filled, UInt64(buffer.count - filled))
            if read < 0 { return nil }
            if read == 0 { break }
            filled += Int(read)
        }
        return filled
    }

    /// Appends the member's bytes to `bytes` as they arrive, reading to the end, which is
    /// where libzip checks the member's CRC; returns what is wrong, or nil when the data is
    /// exactly the `declared` bytes. Asks for at most one byte past the declared size, which
    /// shows a member that holds more.
    func readAll(declared: Int, into bytes: inout [UInt8]) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.chunkBytes) { chunk -> String? in
            guard let base = chunk.baseAddress else { return "no memory to read into" }
            while true {
                let wanted = min(chunk.count, declared - bytes.count + 1)
                let read = zip_fread(file, base, UInt64(wanted))
                if read < 0 { return String(cString: zip_file_strerror(file)) }
                if read == 0 { break }
                bytes.append(contentsOf: UnsafeBufferPointer(start: base, count: Int(read)))
                if bytes.count > declared { return "holds more than its \(declared) declared bytes" }
            }
            return bytes.count < declared ? "ends after \(bytes.count) of its \(declared) declared bytes" : nil
        }
    }
}
