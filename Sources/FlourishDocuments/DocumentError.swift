import FlourishStorage

/// The documents' errors are the storage module's `DocumentError`, which the thumbnailer (a
/// module below this one) throws too; named here as well, so a file that opens or saves
/// paintings needs no import of FlourishStorage for it.
public typealias DocumentError = FlourishStorage.DocumentError
