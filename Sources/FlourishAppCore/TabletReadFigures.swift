import FlourishFrameStats

/// What the XInput2 reader counted over the run, for the `--stats` report: handed over as a
/// value at the end, so the figures need no X11.
package struct TabletReadFigures: Equatable {
    /// Why the decoder dropped or repaired values.
    package var decoder: RunReport.DecoderFigures
    /// Events read from the server, before decoding.
    package var eventsRead: Int

    package init(decoder: RunReport.DecoderFigures, eventsRead: Int) {
        self.decoder = decoder
        self.eventsRead = eventsRead
    }
}
