/// The release this build is: `flourish --version` prints it, the man page and the AppStream
/// metainfo name it too.
package enum FlourishVersion {
    package static let number = "0.21.0"
}
