extension ZipArchiveReader {
    /// The PNG bytes of the member `name`, refused when the member declares more than
    /// `limits.maxMemberBytes`, is not a PNG, or declares more than `limits.maxPixels` pixels in
    /// its header (checked before anyone decodes it).
    package func readPNG(_ name: String, limits: OpenRasterLimits, neededBy: String) throws(OpenRasterError) -> [UInt8] {
        let bytes = try read(name, limit: limits.maxMemberBytes, neededBy: neededBy)
        _ = try checkedHeader(of: bytes, member: name, limits: limits)
        return bytes
    }

    /// The header at the start of `bytes`, refused (naming `member`) where they are not a PNG
    /// or its size is more than `limits` allow: the one check of a layer's header, whether the
    /// member was read whole or only its first bytes.
    package func checkedHeader(of bytes: [UInt8], member: String, limits: OpenRasterLimits) throws(OpenRasterError) -> PNGHeader {
        switch PNGHeader.read(bytes) {
        case .failure(let failure):
            throw OpenRasterError(path: path, member: member, problem: .notAPNG(failure.reason))
        case .success(let header):
            guard limits.allows(width: header.width, height: header.height) else {
                throw OpenRasterError(
                    path: path, member: member,
                    problem: .imageTooLarge(width: header.width, height: header.height, limit: limits.maxPixels))
            }
            return header
        }
    }
}
