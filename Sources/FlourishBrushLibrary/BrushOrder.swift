import Foundation

/// MyPaint's `order.conf`: the brush groups of a brush folder and the order of brushes in each.
///
/// The format is line based: `Group: NAME` starts a group, any other non-blank line names a
/// brush `folder/name` relative to the brush folder. Brush names may contain `#` and `+`
/// (`Dieterle/8B_Pencil#1`, `classic/smudge+paint`), so only a line whose first non-blank
/// character is `#` is a comment.
public enum BrushOrder {
    /// Reads an `order.conf` text. A malformed line is reported (naming `file`, the line and
    /// the value) and skipped; the rest of the file still counts, because one bad line should
    /// not cost the painter every group.
    ///
    /// A brush line before any `Group:` goes into a group named after the brush's folder
    /// (`classic/pencil` into `classic`), not reported: MyPaint itself accepts such lines.
    /// A second `Group:` line with a name already seen adds to that group, as MyPaint does; a
    /// brush named twice in one group is reported and kept once. A `Group:` line without a
    /// name is reported and skipped, so the brushes below it stay where the line above put them.
    public static func parse(_ text: String, file: String) -> (groups: [Group], problems: [String]) {
        var groups: [Group] = []
        var problems: [String] = []
        /// Index in `groups` of the group that brush lines go into; nil before any `Group:`.
        var current: Int?

        func groupIndex(named name: String, startingAt line: Int) -> Int {
            if let existing = groups.firstIndex(where: { $0.name == name }) { return existing }
            groups.append(Group(name: name, line: line, brushes: []))
            return groups.count - 1
        }

        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (offset, raw) in lines.enumerated() {
            let number = offset + 1
            func problem(_ message: String) { problems.append("\(file):\(number): \(message)") }

            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }

            if line.hasPrefix(groupPrefix) {
                let name = line.dropFirst(groupPrefix.count).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty else {
                    problem("'Group:' has no group name; skipped")
                    continue
                }
                current = groupIndex(named: name, startingAt: number)
                continue
            }

            if let reason = whyNotABrushName(line) {
                problem("'\(line)' is not a brush name: \(reason); skipped")
                continue
            }
            let index = current ?? groupIndex(named: folder(of: line), startingAt: number)
            if groups[index].brushes.contains(where: { $0.name == line }) {
                problem("'\(line)' is already in group '\(groups[index].name)'; listed once")
                continue
            }
            groups[index].brushes.append(BrushLine(name: line, line: number))
        }
        return (groups, problems)
    }

    /// What starts a group line; MyPaint writes `Group: NAME`.
    static let groupPrefix = "Group:"

    /// Why `name` cannot name a brush file below a brush folder, or nil when it can. A name
    /// must stay inside the folder: no absolute path, no `..`, no empty component.
    static func whyNotABrushName(_ name: String) -> String? {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2 else { return "expected folder/name" }
        if components.contains(where: \.isEmpty) { return "empty path component (leading, trailing or double '/')" }
        if components.contains(where: { $0 == ".." || $0 == "." }) { return "'.' and '..' are not allowed" }
        return nil
    }

    /// The first path component of a valid brush name: `classic` for `classic/pencil`.
    static func folder(of name: String) -> String {
        String(name.prefix(while: { $0 != "/" }))
    }
}
