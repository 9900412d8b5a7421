import CDBus

extension DBusValue {
    /// Every argument of `message`, in order.
    static func arguments(of message: OpaquePointer) -> [DBusValue] {
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(message, &iterator) != 0 else { return [] }
        var values: [DBusValue] = []
        repeat {
            values.append(read(&iterator))
        } while dbus_message_iter_next(&iterator) != 0
        return values
    }

    /// The value at `iterator` (which stays where it is).
    static func read(_ iterator: inout DBusMessageIter) -> DBusValue {
        let type = dbus_message_iter_get_arg_type(&iterator)
        switch type {
        case BusTypeCode.string, BusTypeCode.objectPath, BusTypeCode.signature:
            var pointer: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iterator, &pointer)
            let text = pointer.map { String(cString: $0) } ?? ""
            return type == BusTypeCode.objectPath ? .objectPath(text) : .string(text)
        case BusTypeCode.boolean:
            var value: dbus_bool_t = 0
            dbus_message_iter_get_basic(&iterator, &value)
            return .bool(value != 0)
        case BusTypeCode.uint32:
            var value: UInt32 = 0
            dbus_message_iter_get_basic(&iterator, &value)
            return .uint32(value)
        case BusTypeCode.variant:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            return .variant(read(&sub))
        case BusTypeCode.array:
            return readArray(&iterator)
        case BusTypeCode.structure:
            var sub = DBusMessageIter()
            dbus_message_iter_recurse(&iterator, &sub)
            return .structure(readAll(&sub))
        default:
            return .other(signature: signature(at: &iterator))
        }
    }

    private static func readArray(_ iterator: inout DBusMessageIter) -> DBusValue {
        let element = dbus_message_iter_get_element_type(&iterator)
        var sub = DBusMessageIter()
        dbus_message_iter_recurse(&iterator, &sub)
        if element == BusTypeCode.byte {
            var bytes: [UInt8] = []
            while dbus_message_iter_get_arg_type(&sub) == BusTypeCode.byte {
                var byte: UInt8 = 0
                dbus_message_iter_get_basic(&sub, &byte)
                bytes.append(byte)
                dbus_message_iter_next(&sub)
            }
            return .bytes(bytes)
        }
        let whole = signature(at: &iterator)
        if whole == "a{sv}" {
            var entries: [(key: String, value: DBusValue)] = []
            while dbus_message_iter_get_arg_type(&sub) == BusTypeCode.dictionaryEntry {
                var pair = DBusMessageIter()
                dbus_message_iter_recurse(&sub, &pair)
                let key = read(&pair).text ?? ""
                dbus_message_iter_next(&pair)
                entries.append((key, read(&pair)))
                dbus_message_iter_next(&sub)
            }
            return .dictionary(entries)
        }
        if element == BusTypeCode.dictionaryEntry { return .other(signature: whole) }
        return .array(elementSignature: String(whole.dropFirst()), readAll(&sub))
    }

    /// The values from `iterator` to the end of its container.
    private static func readAll(_ iterator: inout DBusMessageIter) -> [DBusValue] {
        var values: [DBusValue] = []
        while dbus_message_iter_get_arg_type(&iterator) != BusTypeCode.invalid {
            values.append(read(&iterator))
            dbus_message_iter_next(&iterator)
        }
        return values
    }

    private static func signature(at iterator: inout DBusMessageIter) -> String {
        guard let text = dbus_message_iter_get_signature(&iterator) else { return "?" }
        defer { dbus_free(text) }
        return String(cString: text)
    }
}
