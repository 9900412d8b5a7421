extension ZipArchiveReader {
    /// The PNG bytes of the member `name`, refused when the member declares more than
    /// `limits.maxMemberBytes`, is not a PNG, or declares more than `limits.maxPixels` pixels in
    /// its header (checked before anyone decodes it).
    func readPNG(_ name: String, limits: OpenRasterLimits, neededBy: String) throws(OpenRasterError) -> [UInt8] {
        let bytes = try read(name, limit: limits.maxMemberBytes, neededBy: neededBy)
        switch PNGHeader.read(bytes) {
        case .failure(let failure):
            throw OpenRasterError(path: path, member: name, problem: .notAPNG(failure.reason))
        case .success(let header):
            guard limits.allows(width: header.width, height: header.height) else {
                throw OpenRasterError(
                    path: path, member: name,
                    problem: .imageTooLarge(width: header.width, height: header.height, limit: limits.maxPixels))
            }
            return bytes
        }
    }
}
