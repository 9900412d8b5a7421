/// Why `stack.xml` could not be read.
enum StackXMLFailure: Error, Equatable {
    case malformed(String)
    case imageTooLarge(width: Int, height: Int)
}
