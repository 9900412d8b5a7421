import CFFmpeg

/// One video file being written: the muxer, the encoder, the RGBA-to-YUV converter, the frame
/// and the packet. It owns each FFmpeg pointer and frees it once, in `deinit`; nothing outside
/// sees one. Used from one thread only (`VideoWriter`'s encoder thread makes it there).
///
/// The muxer writes through an AVIO context on `file`'s descriptor, not a path of its own, so
/// the video goes to a temporary file that `finish` renames into place (see `VideoFile`).
final class VideoEncoder {
    let width: Int
    let height: Int
    private let path: String
    private let file: VideoFile
    // Every pointer starts nil and is stored as soon as it exists: all stored properties are
    // set before the first throw, so deinit runs and frees whatever an early failure leaves.
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    /// Owned by `format`, freed with it.
    private var stream: UnsafeMutablePointer<AVStream>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var scaler: OpaquePointer?
    private var framesSent: Int64 = 0

    /// Opens `file` for `width`x`height` frames at `fps` in `kind`'s container and codec.
    init(file: VideoFile, kind: VideoFormat, width: Int, height: Int, fps: Int) throws(VideoError) {
        self.file = file
        let path = file.path
        self.path = path
        self.width = width
        self.height = height
        // The encoders' own chatter (x264's statistics) is not for the user.
        flourish_av_log_set_level(AV_LOG_ERROR)
        guard let encoder = flourish_avcodec_find_encoder_by_name(kind.encoder) else {
            throw VideoError("\(path): this FFmpeg has no \(kind.encoder) encoder, which .\(kind.rawValue) needs")
        }
        let made = flourish_avformat_alloc_output_context2(&format, nil, kind.muxer, path)
        guard made >= 0, let format else {
            throw VideoError("\(path): cannot make a .\(kind.rawValue) file (\(Self.message(made)))")
        }
        stream = flourish_avformat_new_stream(format, nil)
        codec = flourish_avcodec_alloc_context3(encoder)
        scaler = flourish_sws_getContext(
            Int32(width), Int32(height), AV_PIX_FMT_RGBA, Int32(width), Int32(height), AV_PIX_FMT_YUV420P,
            SWS_BILINEAR, nil, nil, nil)
        guard let stream, let codec, scaler != nil else {
            throw VideoError("\(path): FFmpeg could not set up the \(kind.encoder) encoder")
        }
        codec.pointee.width = Int32(width)
        codec.pointee.height = Int32(height)
        codec.pointee.time_base = AVRational(num: 1, den: Int32(fps))
        codec.pointee.framerate = AVRational(num: Int32(fps), den: 1)
        codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        codec.pointee.gop_size = Int32(fps * 2)
        codec.pointee.thread_count = 0
        if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        switch kind {
        case .mp4:
            flourish_av_opt_set(codec.pointee.priv_data, "preset", "veryfast", 0)
            flourish_av_opt_set(codec.pointee.priv_data, "crf", "18", 0)
        case .webm:
            // Constant quality, and libvpx's fastest speed: the default would take minutes.
            codec.pointee.bit_rate = 0
            flourish_av_opt_set(codec.pointee.priv_data, "crf", "30", 0)
            flourish_av_opt_set(codec.pointee.priv_data, "deadline", "realtime", 0)
            flourish_av_opt_set(codec.pointee.priv_data, "cpu-used", "8", 0)
            flourish_av_opt_set(codec.pointee.priv_data, "row-mt", "1", 0)
        }
        try check(flourish_avcodec_open2(codec, encoder, nil), "cannot open the \(kind.encoder) encoder")
        try check(flourish_avcodec_parameters_from_context(stream.pointee.codecpar, codec), "cannot describe the stream")
        stream.pointee.time_base = codec.pointee.time_base
        guard let output = flourish_avio_for_descriptor(file.descriptor) else {
            throw VideoError("\(path): FFmpeg could not set up the file's output")
        }
        format.pointee.pb = output
        try check(flourish_avformat_write_header(format, nil), "cannot write the header")
        try checkOutput()

        frame = flourish_av_frame_alloc()
        packet = flourish_av_packet_alloc()
        guard let frame, packet != nil else { throw VideoError("\(path): out of memory for a frame") }
        frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        try check(flourish_av_frame_get_buffer(frame, 0), "cannot allocate a frame")
    }

    /// Encodes one frame of `width * height` RGBA pixels (`width * 4` bytes a row).
    func encode(rgba: UnsafePointer<UInt8>) throws(VideoError) {
        guard let frame, let codec, let scaler else { return }
        try check(flourish_av_frame_make_writable(frame), "cannot reuse the frame")
        flourish_sws_rgba_into_frame(scaler, rgba, Int32(width * 4), Int32(height), frame)
        frame.pointee.pts = framesSent
        framesSent += 1
        try check(flourish_avcodec_send_frame(codec, frame), "cannot encode a frame")
        try writePackets()
    }

    /// Flushes the encoder and writes the file's trailer, then puts the file in place of what
    /// the destination held: complete after it, and untouched where it throws.
    func finish() throws(VideoError) {
        guard let codec, let format else { return }
        try check(flourish_avcodec_send_frame(codec, nil), "cannot flush the encoder")
        try writePackets()
        try check(flourish_av_write_trailer(format), "cannot write the trailer")
        flourish_avio_flush(format.pointee.pb)
        try checkOutput()
        flourish_avio_free(&format.pointee.pb)
        try file.commit()
    }

    /// A write the output refused (a full disk) fails the video at once, not at its end.
    private func checkOutput() throws(VideoError) {
        guard let output = format?.pointee.pb else { return }
        try check(output.pointee.error, "cannot be written")
    }

    private func writePackets() throws(VideoError) {
        guard let codec, let packet, let format, let stream else { return }
        while true {
            let got = flourish_avcodec_receive_packet(codec, packet)
            if got == flourish_av_error_again() || got == flourish_av_error_eof() { return }
            try check(got, "cannot encode a frame")
            // Every frame lasts one tick; without it MP4's last frame has no length, and
            // players (and ffprobe) drop it.
            if packet.pointee.duration == 0 { packet.pointee.duration = 1 }
            flourish_av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            // Takes the packet's data and leaves it blank for the next one.
            try check(flourish_av_interleaved_write_frame(format, packet), "cannot be written")
            try checkOutput()
        }
    }

    private func check(_ result: Int32, _ what: String) throws(VideoError) {
        guard result < 0 else { return }
        throw VideoError("\(path): \(what) (\(Self.message(result)))")
    }

    static func message(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        flourish_av_strerror(code, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        flourish_av_frame_free(&frame)
        flourish_av_packet_free(&packet)
        flourish_avcodec_free_context(&codec)
        flourish_sws_freeContext(scaler)
        if let format {
            // What was written goes with the file's temporary (see `VideoFile.deinit`).
            flourish_avio_free(&format.pointee.pb)
            flourish_avformat_free_context(format)
        }
    }
}
