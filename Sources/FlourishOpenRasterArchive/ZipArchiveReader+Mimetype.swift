extension ZipArchiveReader {
    /// Refuses an archive that is not OpenRaster: its first member must be `mimetype` holding
    /// exactly `image/openraster`.
    package func checkOpenRasterMimetype() throws(OpenRasterError) {
        let mimetype = OpenRasterMember.mimetype
        guard count > 0, let first = name(at: 0) else {
            throw OpenRasterError(path: path, problem: .missingMimetype)
        }
        guard first == mimetype else {
            guard index(of: mimetype) != nil else {
                throw OpenRasterError(path: path, problem: .missingMimetype)
            }
            throw OpenRasterError(path: path, member: mimetype, problem: .mimetypeNotFirst(firstMember: first))
        }
        // Anything longer than a few bytes past the media type is not it; no need to read more.
        let bytes = try read(mimetype, limit: 256, neededBy: "the format")
        let found = String(decoding: bytes, as: UTF8.self)
        guard found == OpenRasterMember.mediaType else {
            throw OpenRasterError(path: path, member: mimetype, problem: .wrongMimetype(found: found))
        }
    }
}
