// swift-tools-version: 6.1
import PackageDescription

/// Linux-only pieces (the libcurl transport and its C module) are attached with this condition so the
/// library products still build for Apple platforms, where `URLSession` is the transport.
let linux = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
    name: "Courier",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Courier", targets: ["Courier"]),
        .library(name: "TILModels", targets: ["TILModels"]),
        .library(name: "TILClient", targets: ["TILClient"]),
        .library(name: "TILBrowser", targets: ["TILBrowser"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "SQL", targets: ["SQL"]),
        .library(name: "TILServer", targets: ["TILServer"]),
        .library(name: "Airtable", targets: ["Airtable"]),
        .executable(name: "til-server", targets: ["til-server"]),
        .executable(name: "til", targets: ["til"]),
        .executable(name: "airtable-local", targets: ["airtable-local"]),
    ],
    targets: [
        // MARK: C libraries from Debian, through pkg-config
        .systemLibrary(
            name: "CCurl", pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]),
        .systemLibrary(
            name: "CMicroHTTPD", pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]),
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .systemLibrary(
            name: "CPostgres", pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
        .systemLibrary(
            name: "CCrypt", pkgConfig: "libxcrypt",
            providers: [.apt(["libcrypt-dev"]), .brew(["libxcrypt"])]),

        // MARK: Foundations
        .target(name: "HTTPCore"),
        .target(
            name: "Courier",
            dependencies: ["HTTPCore", .target(name: "CCurl", condition: linux)]),
        .target(name: "HTTPServer", dependencies: ["HTTPCore", "CMicroHTTPD"]),
        .target(name: "SQL", dependencies: ["HTTPCore", "CSQLite", "CPostgres"]),

        // MARK: Shared models and API clients
        .target(name: "TILModels"),
        .target(name: "TILClient", dependencies: ["Courier", "HTTPCore", "TILModels"]),

        // MARK: Airtable client
        .target(name: "Airtable", dependencies: ["Courier"]),
        .executableTarget(
            name: "airtable-import-bench", dependencies: ["Airtable"], path: "bench/AirtableImportBench"),

        // MARK: Backends
        .target(name: "TILServer", dependencies: ["HTTPServer", "SQL", "TILModels", "CCrypt"]),

        // MARK: App logic and front ends
        .target(name: "Terminal"),
        .target(name: "TILBrowser", dependencies: ["TILClient", "TILModels"]),
        .executableTarget(name: "til-server", dependencies: ["TILServer", "HTTPServer"]),
        .executableTarget(
            name: "http-server-bench", dependencies: ["HTTPServer"], path: "bench/HTTPServerBench"),
        .executableTarget(
            name: "courier-bench", dependencies: ["Courier", .target(name: "CCurl", condition: linux)],
            path: "bench/CourierBench"),
        .executableTarget(
            name: "til", dependencies: ["TILBrowser", "TILClient", "TILModels", "Courier", "Terminal"]),

        // MARK: Airtable formula engine (filterByFormula)
        .target(name: "AirtableFormula"),
        .testTarget(name: "AirtableFormulaTests", dependencies: ["AirtableFormula"]),
        .executableTarget(
            name: "airtable-formula-bench", dependencies: ["AirtableFormula"],
            path: "bench/AirtableFormulaBench"),

        // MARK: airtable-local (a local server for Airtable's Web API)
        .target(
            name: "AirtableLocal", dependencies: ["AirtableFormula", "HTTPServer", "SQL", "Terminal"]),
        .executableTarget(name: "airtable-local", dependencies: ["AirtableLocal"]),
        .executableTarget(
            name: "airtable-local-bench", dependencies: ["AirtableLocal", "HTTPServer", "SQL"],
            path: "bench/AirtableLocalBench"),
        .testTarget(
            name: "AirtableLocalTests",
            dependencies: ["AirtableLocal", "AirtableFormula", "HTTPServer", "SQL", "TestSupport"],
            exclude: ["Python"]),

        // MARK: Tests
        .target(
            name: "TestSupport", dependencies: ["HTTPServer"], path: "Tests/TestSupport"),
        .testTarget(name: "CourierTests", dependencies: ["Courier"]),
        .testTarget(
            name: "TransportTests", dependencies: ["Courier", "TestSupport", "HTTPServer"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"]),
        .testTarget(name: "SQLTests", dependencies: ["SQL"]),
        .testTarget(
            name: "TILServerTests",
            dependencies: ["TILServer", "TILModels", "SQL", "TestSupport", "HTTPServer", "Courier"]),
        .testTarget(name: "TILClientTests", dependencies: ["TILClient", "Courier", "TILModels"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
        .testTarget(
            name: "TILBrowserTests", dependencies: ["TILBrowser", "TILClient", "Courier", "TILModels"]),
        .testTarget(
            name: "TILCommandTests",
            dependencies: ["TILClient", "TILModels", "Courier", "TestSupport"]),

        // MARK: Airtable client tests
        .testTarget(
            name: "AirtableTests",
            dependencies: ["Airtable", "Courier", "TestSupport", "AirtableLocal", "HTTPServer", "SQL"]),
    ],
    swiftLanguageModes: [.v6]
)
