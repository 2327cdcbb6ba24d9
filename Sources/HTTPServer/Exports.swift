// `HTTPHeaders` and `LogLevel` are shared with the client core; importing HTTPServer is enough to use them.
@_exported import HTTPCore
