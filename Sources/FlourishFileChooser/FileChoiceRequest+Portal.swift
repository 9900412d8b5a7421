import FlourishPortal

extension FileChoiceRequest {
    /// The request as the portal takes it: OpenFile or SaveFile over the app's window, one
    /// filter per type (an opening lists "Paintings", both types, first), the suggested name
    /// for a save, and the folder.
    public var portalRequest: PortalFileRequest {
        var filters = purpose.types.map { PortalFilter(name: $0.name, globs: [$0.glob], mimeTypes: [$0.mimeType]) }
        if purpose == .open {
            let all = PortalFilter(
                name: "Paintings (" + purpose.types.map(\.name).joined(separator: ", ") + ")", globs: purpose.types.map(\.glob),
                mimeTypes: purpose.types.map(\.mimeType))
            filters.insert(all, at: 0)
        }
        return PortalFileRequest(
            method: purpose.writes ? .saveFile : .openFile, parentWindow: PortalFileRequest.x11Parent(parentWindow),
            title: purpose.title, acceptLabel: purpose.acceptLabel, filters: filters, currentFilter: filters.first,
            currentName: purpose.writes ? suggestedName : nil, currentFolder: folder)
    }
}
