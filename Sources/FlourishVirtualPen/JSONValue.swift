import Foundation

/// A JSON value, read from text: what the stand-in portal logs about each request.
public enum JSONValue: Sendable, Equatable, Decodable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    /// `text` parsed, or nil where it is not JSON.
    public static func parse(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    public var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var object: [String: JSONValue]? {
        if case .object(let object) = self { return object }
        return nil
    }

    public var array: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    public subscript(key: String) -> JSONValue? { object?[key] }
}

extension JSONValue {
    public init(from decoder: Decoder) throws {
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let flag = try? value.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else if let text = try? value.decode(String.self) {
            self = .string(text)
        } else if let list = try? value.decode([JSONValue].self) {
            self = .array(list)
        } else {
            self = .object(try value.decode([String: JSONValue].self))
        }
    }
}
