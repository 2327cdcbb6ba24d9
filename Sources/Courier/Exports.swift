// `HTTPHeaders` and `LogLevel` are shared with the server core; importing Courier is enough to use them.
@_exported import HTTPCore
