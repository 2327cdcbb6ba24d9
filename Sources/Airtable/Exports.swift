/// `JSONValue` (in cells, options and error bodies) lives in HTTPCore, shared with `airtable-local`;
/// re-exported so `import Airtable` is enough to name it.
@_exported import HTTPCore
