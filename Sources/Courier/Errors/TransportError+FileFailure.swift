import Basics

extension TransportError {
    /// A failed file operation (a download's file, an upload's) as a transport error: `.other`,
    /// with what was being done and the system's reason.
    init(_ failure: PrivateFile.Failure) {
        self.init(.other, failure.description)
    }
}
