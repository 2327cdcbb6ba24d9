// swift-tools-version: 6.1
import PackageDescription

// The package reads from the bottom layer up: C libraries, the foundation, the cores, the API models,
// the clients and backends, the apps' logic, the front-end kit, the executables; then tests and
// benchmarks. A target depends only on targets in the layers below it (docs/architecture.md draws
// the diagram; scripts/check-layers verifies every `import` against it).

/// Linux-only pieces (the libcurl transport and its C module) are attached with this condition so the
/// library products still build for Apple platforms, where `URLSession` is the transport.
let linux = TargetDependencyCondition.when(platforms: [.linux])

/// A C library from Debian (or Homebrew), found with pkg-config.
func cLibrary(_ name: String, pkgConfig: String, apt: String, brew: String) -> Target {
    .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt]), .brew([brew])])
}

let package = Package(
    name: "Courier",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "Basics", targets: ["Basics"]),
        .library(name: "Courier", targets: ["Courier"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "SQL", targets: ["SQL"]),
        .library(name: "ImageCodecs", targets: ["ImageCodecs"]),
        .library(name: "TILModels", targets: ["TILModels"]),
        .library(name: "TILClient", targets: ["TILClient"]),
        .library(name: "AirtableModel", targets: ["AirtableModel"]),
        .library(name: "Airtable", targets: ["Airtable"]),
        .library(name: "GitHub", targets: ["GitHub"]),
        .library(name: "TILServer", targets: ["TILServer"]),
        .library(name: "TILBrowser", targets: ["TILBrowser"]),
        .library(name: "Planner", targets: ["Planner"]),
        .library(name: "MealLog", targets: ["MealLog"]),
        .library(name: "RepoViewer", targets: ["RepoViewer"]),
        .executable(name: "til-server", targets: ["til-server"]),
        .executable(name: "airtable-local", targets: ["airtable-local"]),
        .executable(name: "til", targets: ["til"]),
        .executable(name: "planner", targets: ["planner"]),
        .executable(name: "meallog", targets: ["meallog"]),
        .executable(name: "repos", targets: ["repos"]),
        .executable(name: "courier-web", targets: ["courier-web"]),
    ],
    targets: [
        // MARK: C libraries (systemLibrary module maps; each shim.h wraps what Swift cannot call)
        cLibrary("CCurl", pkgConfig: "libcurl", apt: "libcurl4-openssl-dev", brew: "curl"),
        cLibrary("CPSL", pkgConfig: "libpsl", apt: "libpsl-dev", brew: "libpsl"),
        cLibrary("CMicroHTTPD", pkgConfig: "libmicrohttpd", apt: "libmicrohttpd-dev", brew: "libmicrohttpd"),
        cLibrary("CSQLite", pkgConfig: "sqlite3", apt: "libsqlite3-dev", brew: "sqlite"),
        cLibrary("CPostgres", pkgConfig: "libpq", apt: "libpq-dev", brew: "libpq"),
        cLibrary("CCrypt", pkgConfig: "libxcrypt", apt: "libcrypt-dev", brew: "libxcrypt"),
        cLibrary("CPNG", pkgConfig: "libpng", apt: "libpng-dev", brew: "libpng"),
        cLibrary("CJPEG", pkgConfig: "libjpeg", apt: "libjpeg62-turbo-dev", brew: "jpeg-turbo"),
        .target(name: "CImageCodecs", dependencies: ["CPNG", "CJPEG"]),

        // MARK: Foundation: JSON, time, text, files, crypto, locks, images, signals
        .target(name: "Basics"),
        .target(name: "ProcessSignals"),

        // MARK: Cores: the HTTP client, the HTTP server, the database layer, image decoding
        .target(
            name: "Courier",
            dependencies: [
                "Basics", .target(name: "CCurl", condition: linux), .target(name: "CPSL", condition: linux),
            ]),
        .target(name: "HTTPServer", dependencies: ["Basics", "CMicroHTTPD", "ProcessSignals"]),
        .target(name: "SQL", dependencies: ["Basics", "CSQLite", "CPostgres"]),
        .target(name: "ImageCodecs", dependencies: ["Basics", "CImageCodecs"]),

        // MARK: API models, shared by each API's client and server (and Airtable's formula language)
        .target(name: "AirtableFormula", dependencies: ["Basics"]),
        .target(name: "TILModels", dependencies: ["Basics"]),
        .target(name: "AirtableModel", dependencies: ["Basics"]),

        // MARK: Clients
        .target(name: "TILClient", dependencies: ["Basics", "Courier", "TILModels"]),
        .target(name: "Airtable", dependencies: ["Basics", "Courier", "AirtableModel"]),
        .target(name: "GitHub", dependencies: ["Basics", "Courier"]),

        // MARK: Backends
        .target(name: "TILServer", dependencies: ["Basics", "HTTPServer", "SQL", "TILModels", "CCrypt"]),
        .target(
            name: "AirtableLocal",
            dependencies: [
                "Basics", "AirtableModel", "HTTPServer", "SQL", "AirtableFormula", "ImageCodecs", "Courier",
            ]),

        // MARK: The apps' logic (VIPER modules and MVVM view models; no UI toolkit)
        .target(name: "TILBrowser", dependencies: ["Basics", "TILClient", "TILModels"]),
        .target(name: "Planner", dependencies: ["Basics", "AirtableModel", "Airtable"]),
        .target(
            name: "MealLog", dependencies: ["Basics", "AirtableModel", "Airtable"],
            exclude: ["Demo/Dennys.csv"]),
        .target(name: "RepoViewer", dependencies: ["Basics", "GitHub", "Courier"]),

        // MARK: Front-end kits: what the command lines share (Courier for the `--verbose` request
        // log), what the web pages share
        .target(name: "Terminal", dependencies: ["Basics", "Courier", "ProcessSignals"]),
        .target(name: "Web", dependencies: ["Basics", "HTTPServer", "SQL"]),

        // MARK: Executables: parse, wire, run
        .executableTarget(
            name: "til-server",
            dependencies: ["Basics", "HTTPServer", "SQL", "TILModels", "TILServer", "Terminal"]),
        .executableTarget(
            name: "airtable-local",
            dependencies: ["Basics", "AirtableModel", "AirtableLocal", "HTTPServer", "SQL", "Terminal"]),
        .executableTarget(
            name: "til",
            dependencies: ["Basics", "TILBrowser", "TILClient", "TILModels", "Terminal"]),
        .executableTarget(
            name: "planner",
            dependencies: ["Basics", "Planner", "AirtableModel", "Airtable", "Terminal"]),
        .executableTarget(
            name: "meallog",
            dependencies: [
                "Basics", "MealLog", "AirtableModel", "Airtable", "Courier", "Terminal", "AirtableLocal",
                "HTTPServer", "SQL",
            ]),
        .executableTarget(
            name: "repos",
            dependencies: ["Basics", "GitHub", "RepoViewer", "Courier", "Terminal", "ImageCodecs"]),
        .executableTarget(
            name: "courier-web",
            dependencies: [
                "Basics", "HTTPServer", "SQL", "Courier", "AirtableModel", "Airtable", "GitHub", "TILClient",
                "TILModels", "TILBrowser", "Planner", "MealLog", "RepoViewer", "Terminal", "Web",
            ]),

        // MARK: Test support: harnesses, fixture servers, processes
        .target(
            name: "TestSupport",
            dependencies: [
                "Basics", "HTTPServer", "SQL", "Terminal", "Courier", "AirtableModel", "AirtableLocal",
            ],
            path: "Tests/TestSupport"
        ),
        .target(
            name: "GitHubFixtureServer", dependencies: ["Basics", "HTTPServer"],
            path: "Tests/GitHubFixtureServer",
            exclude: ["Fixtures"]),

        // MARK: Tests, by the layer they test
        .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "CourierTests", dependencies: ["Basics", "Courier", "TestSupport"]),
        .testTarget(
            name: "TransportTests", dependencies: ["Basics", "Courier", "TestSupport", "HTTPServer"],
            exclude: ["Python"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["Basics", "HTTPServer", "TestSupport"]),
        .testTarget(name: "SQLTests", dependencies: ["Basics", "SQL", "TestSupport"]),
        .testTarget(
            name: "TILClientTests",
            dependencies: ["Basics", "TILClient", "Courier", "TILModels", "TestSupport"]),
        .testTarget(name: "AirtableModelTests", dependencies: ["Basics", "AirtableModel"]),
        .testTarget(
            name: "AirtableTests",
            dependencies: ["Basics", "AirtableModel", "Airtable", "Courier", "TestSupport"]),
        .testTarget(
            name: "GitHubTests",
            dependencies: ["Basics", "GitHub", "Courier", "GitHubFixtureServer", "TestSupport"]),
        .testTarget(
            name: "TILServerTests",
            dependencies: [
                "Basics", "TILServer", "TILModels", "SQL", "TestSupport", "HTTPServer", "Courier",
                "til-server",
            ],
            exclude: ["Fixtures"]),
        .testTarget(name: "AirtableFormulaTests", dependencies: ["Basics", "AirtableFormula"]),
        .testTarget(
            name: "AirtableLocalTests",
            dependencies: ["Basics", "AirtableModel", "AirtableLocal", "HTTPServer", "SQL", "TestSupport"],
            exclude: ["Python", "Fixtures"]),
        .testTarget(
            name: "TILBrowserTests",
            dependencies: ["Basics", "TILBrowser", "TILClient", "Courier", "TILModels"]),
        .testTarget(
            name: "PlannerTests", dependencies: ["Basics", "AirtableModel", "Planner", "Airtable", "Courier"]),
        .testTarget(
            name: "MealLogTests",
            dependencies: ["Basics", "AirtableModel", "MealLog", "Airtable", "Courier", "TestSupport"]),
        .testTarget(
            name: "RepoViewerTests",
            dependencies: ["Basics", "RepoViewer", "GitHub", "Courier", "TestSupport", "ImageCodecs"],
            exclude: ["Fixtures"]),
        .testTarget(name: "TerminalTests", dependencies: ["Basics", "Courier", "Terminal", "TestSupport"]),
        .testTarget(name: "WebTests", dependencies: ["Basics", "Web", "HTTPServer", "SQL", "TestSupport"]),
        .testTarget(
            name: "CourierWebTests",
            dependencies: [
                "Airtable", "AirtableModel", "Basics", "Courier", "GitHub", "HTTPServer", "TestSupport",
                "GitHubFixtureServer", "Planner", "MealLog", "RepoViewer", "SQL", "TILBrowser", "TILClient",
                "TILModels", "Web",
                "courier-web",
            ],
            exclude: ["Browser"]),
        .testTarget(
            name: "TILCommandTests",
            dependencies: ["Basics", "TILClient", "TILModels", "TestSupport"]),
        .testTarget(
            name: "PlannerCommandTests",
            dependencies: ["Basics", "Planner", "Airtable", "TestSupport"]),
        .testTarget(
            name: "MealLogCommandTests",
            dependencies: ["Basics", "MealLog", "Airtable", "TestSupport"]),
        .testTarget(
            name: "ReposCommandTests",
            dependencies: ["GitHubFixtureServer", "TestSupport"]),
        .testTarget(name: "ExitCodeAgreementTests", dependencies: ["Basics", "Terminal", "TestSupport"]),

        // MARK: Benchmarks (bench/*.sh run them beside a baseline)
        .executableTarget(
            name: "courier-bench",
            dependencies: ["Basics", "Courier", .target(name: "CCurl", condition: linux)],
            path: "bench/CourierBench"),
        .executableTarget(
            name: "http-server-bench", dependencies: ["Basics", "HTTPServer"], path: "bench/HTTPServerBench"),
        .executableTarget(
            name: "github-bench",
            dependencies: ["Basics", "GitHub", "Courier", "GitHubFixtureServer"],
            path: "bench/GitHubBench"),
        .executableTarget(
            name: "airtable-formula-bench", dependencies: ["Basics", "AirtableFormula"],
            path: "bench/AirtableFormulaBench"),
        .executableTarget(
            name: "airtable-local-bench",
            dependencies: ["Basics", "AirtableModel", "AirtableLocal", "HTTPServer", "SQL"],
            path: "bench/AirtableLocalBench"),
        .executableTarget(
            name: "airtable-import-bench", dependencies: ["Basics", "Airtable"],
            path: "bench/AirtableImportBench"),
    ],
    swiftLanguageModes: [.v6]
)
