import CDBus

extension DBusValue {
    /// Why the value cannot go into a message, or nil: libdbus aborts the process on a string
    /// holding NUL or an object path that is not one, so both are checked here first.
    public var problem: String? {
        switch self {
        case .string(let text):
            return text.utf8.contains(0) ? "a string holds a NUL byte" : nil
        case .objectPath(let path):
            return ObjectPath.isValid(path) ? nil : "'\(path)' is not a D-Bus object path"
        case .array(_, let values), .structure(let values):
            return values.lazy.compactMap(\.problem).first
        case .dictionary(let entries):
            return entries.lazy.compactMap { DBusValue.string($0.key).problem ?? $0.value.problem }.first
        case .variant(let inner):
            return inner.problem
        case .other(let signature):
            return "a value of type '\(signature)' cannot be written"
        case .bool, .uint32, .bytes:
            return nil
        }
    }

    /// Appends the value at `iterator` (a message's or a container's). Check `problem` first.
    func append(to iterator: inout DBusMessageIter) -> Bool {
        switch self {
        case .string(let text):
            return appendText(text, type: BusTypeCode.string, to: &iterator)
        case .objectPath(let path):
            return appendText(path, type: BusTypeCode.objectPath, to: &iterator)
        case .bool(let flag):
            var value: dbus_bool_t = flag ? 1 : 0
            return dbus_message_iter_append_basic(&iterator, BusTypeCode.boolean, &value) != 0
        case .uint32(let number):
            var value = number
            return dbus_message_iter_append_basic(&iterator, BusTypeCode.uint32, &value) != 0
        case .bytes(let bytes):
            return container(BusTypeCode.array, "y", in: &iterator) { sub in
                bytes.withUnsafeBufferPointer { buffer in
                    var base = buffer.baseAddress
                    return buffer.isEmpty || dbus_message_iter_append_fixed_array(&sub, BusTypeCode.byte, &base, Int32(buffer.count)) != 0
                }
            }
        case .array(let element, let values):
            return container(BusTypeCode.array, element, in: &iterator) { sub in
                values.allSatisfy { $0.append(to: &sub) }
            }
        case .dictionary(let entries):
            return container(BusTypeCode.array, "{sv}", in: &iterator) { array in
                entries.allSatisfy { entry in
                    container(BusTypeCode.dictionaryEntry, nil, in: &array) { pair in
                        DBusValue.string(entry.key).append(to: &pair) && DBusValue.variant(entry.value).append(to: &pair)
                    }
                }
            }
        case .structure(let fields):
            return container(BusTypeCode.structure, nil, in: &iterator) { sub in
                fields.allSatisfy { $0.append(to: &sub) }
            }
        case .variant(let inner):
            return container(BusTypeCode.variant, inner.signature, in: &iterator) { sub in inner.append(to: &sub) }
        case .other:
            return false
        }
    }

    private func appendText(_ text: String, type: Int32, to iterator: inout DBusMessageIter) -> Bool {
        text.withCString { characters in
            var pointer: UnsafePointer<CChar>? = characters
            return dbus_message_iter_append_basic(&iterator, type, &pointer) != 0
        }
    }

    /// Opens a container of `type` (with `signature` for arrays and variants), fills it with
    /// `body` and closes it; abandons it where filling failed.
    private func container(
        _ type: Int32, _ signature: String?, in iterator: inout DBusMessageIter, _ body: (inout DBusMessageIter) -> Bool
    ) -> Bool {
        var sub = DBusMessageIter()
        let opened: Bool =
            if let signature {
                signature.withCString { dbus_message_iter_open_container(&iterator, type, $0, &sub) != 0 }
            } else {
                dbus_message_iter_open_container(&iterator, type, nil, &sub) != 0
            }
        guard opened else { return false }
        guard body(&sub) else {
            dbus_message_iter_abandon_container(&iterator, &sub)
            return false
        }
        return dbus_message_iter_close_container(&iterator, &sub) != 0
    }
}
