// swift-tools-version: 6.1
import PackageDescription

/// Linux-only pieces (the libcurl transport and its C module) are attached with this condition so the
/// library products still build for Apple platforms, where `URLSession` is the transport.
let linux = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
    name: "Courier",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        // Libraries: the client core and clients, the app logic, the server layers and servers
        .library(name: "Courier", targets: ["Courier"]),
        .library(name: "TILModels", targets: ["TILModels"]),
        .library(name: "TILClient", targets: ["TILClient"]),
        .library(name: "Airtable", targets: ["Airtable"]),
        .library(name: "GitHub", targets: ["GitHub"]),
        .library(name: "TILBrowser", targets: ["TILBrowser"]),
        .library(name: "Planner", targets: ["Planner"]),
        .library(name: "MealLog", targets: ["MealLog"]),
        .library(name: "RepoViewer", targets: ["RepoViewer"]),
        .library(name: "HTTPServer", targets: ["HTTPServer"]),
        .library(name: "SQL", targets: ["SQL"]),
        .library(name: "TILServer", targets: ["TILServer"]),
        // Executables: the servers and the apps' command lines
        .executable(name: "til-server", targets: ["til-server"]),
        .executable(name: "airtable-local", targets: ["airtable-local"]),
        .executable(name: "til", targets: ["til"]),
        .executable(name: "planner", targets: ["planner"]),
        .executable(name: "meallog", targets: ["meallog"]),
        .executable(name: "repos", targets: ["repos"]),
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
        .target(name: "ProcessSignals"),
        .target(
            name: "Courier",
            dependencies: ["HTTPCore", .target(name: "CCurl", condition: linux)]),
        .target(name: "HTTPServer", dependencies: ["HTTPCore", "CMicroHTTPD", "ProcessSignals"]),
        .target(name: "SQL", dependencies: ["HTTPCore", "CSQLite", "CPostgres"]),

        // MARK: Shared models and API clients
        .target(name: "TILModels"),
        .target(name: "TILClient", dependencies: ["Courier", "HTTPCore", "TILModels"]),

        // MARK: Airtable client
        .target(name: "Airtable", dependencies: ["Courier", "HTTPCore"]),
        .executableTarget(
            name: "airtable-import-bench", dependencies: ["Airtable"], path: "bench/AirtableImportBench"),
        .testTarget(
            name: "AirtableTests",
            dependencies: ["Airtable", "Courier", "TestSupport", "AirtableLocal", "HTTPServer", "SQL"]),

        // MARK: Backends
        .target(name: "TILServer", dependencies: ["HTTPCore", "HTTPServer", "SQL", "TILModels", "CCrypt"]),

        // MARK: App logic and front ends
        .target(name: "Terminal", dependencies: ["ProcessSignals"]),
        .target(name: "TILBrowser", dependencies: ["TILClient", "TILModels"]),
        .executableTarget(name: "til-server", dependencies: ["TILServer", "HTTPServer"]),
        .executableTarget(
            name: "http-server-bench", dependencies: ["HTTPServer"], path: "bench/HTTPServerBench"),
        .executableTarget(
            name: "courier-bench", dependencies: ["Courier", .target(name: "CCurl", condition: linux)],
            path: "bench/CourierBench"),
        .executableTarget(
            name: "til", dependencies: ["TILBrowser", "TILClient", "TILModels", "Courier", "Terminal"]),

        // MARK: GitHub: the client, the repository viewer, `repos`, its image decoding and fixture server
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]),
        .target(name: "CImageCodecs", dependencies: ["CPNG", "CJPEG"]),
        .target(name: "GitHub", dependencies: ["Courier", "HTTPCore"]),
        .target(name: "RepoViewer", dependencies: ["GitHub", "Courier", "HTTPCore", "CImageCodecs"]),
        .executableTarget(name: "repos", dependencies: ["GitHub", "RepoViewer", "Courier", "Terminal"]),
        .target(
            name: "GitHubFixtureServer", dependencies: ["HTTPServer", "HTTPCore"],
            path: "Tests/GitHubFixtureServer"),
        .executableTarget(
            name: "github-bench", dependencies: ["GitHub", "Courier", "GitHubFixtureServer", "HTTPServer"],
            path: "bench/GitHubBench"),
        .testTarget(
            name: "GitHubTests",
            dependencies: ["GitHub", "Courier", "GitHubFixtureServer", "HTTPServer", "TestSupport"]),
        .testTarget(
            name: "RepoViewerTests", dependencies: ["RepoViewer", "GitHub", "Courier", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ReposCommandTests", dependencies: ["GitHubFixtureServer", "HTTPServer", "TestSupport"]),
        // MARK: The translator's deadline planner (issue 12)
        .target(name: "Planner", dependencies: ["Airtable"]),
        .executableTarget(name: "planner", dependencies: ["Planner", "Airtable", "Courier", "Terminal"]),
        .testTarget(name: "PlannerTests", dependencies: ["Planner", "Airtable", "Courier"]),
        .testTarget(
            name: "PlannerCommandTests", dependencies: ["Planner", "Airtable", "Courier", "TestSupport"]),

        // MARK: Airtable formula engine (filterByFormula)
        .target(name: "AirtableFormula"),
        .testTarget(name: "AirtableFormulaTests", dependencies: ["AirtableFormula"]),
        .executableTarget(
            name: "airtable-formula-bench", dependencies: ["AirtableFormula"],
            path: "bench/AirtableFormulaBench"),

        // MARK: airtable-local (a local server for Airtable's Web API)
        .target(
            name: "AirtableLocal",
            dependencies: ["AirtableFormula", "HTTPCore", "HTTPServer", "SQL", "Terminal"]),
        .executableTarget(name: "airtable-local", dependencies: ["AirtableLocal"]),
        .executableTarget(
            name: "airtable-local-bench", dependencies: ["AirtableLocal", "HTTPServer", "SQL"],
            path: "bench/AirtableLocalBench"),
        .testTarget(
            name: "AirtableLocalTests",
            dependencies: ["AirtableLocal", "AirtableFormula", "HTTPServer", "SQL", "TestSupport"],
            exclude: ["Python"]),
        // MARK: Meal log (issue 13): the seed's restaurant meal log on the Airtable client
        .target(name: "MealLog", dependencies: ["Airtable", "Courier"], exclude: ["Demo/Dennys.csv"]),
        .executableTarget(name: "meallog", dependencies: ["MealLog", "Airtable", "Terminal", "Courier"]),
        .testTarget(name: "MealLogTests", dependencies: ["MealLog", "Airtable", "Courier"]),
        .testTarget(
            name: "MealLogCommandTests", dependencies: ["MealLog", "Airtable", "Courier", "TestSupport"]),

        // MARK: Tests
        .target(
            name: "TestSupport", dependencies: ["HTTPServer", "Terminal"], path: "Tests/TestSupport"),
        .testTarget(name: "CourierTests", dependencies: ["Courier", "TestSupport"]),
        .testTarget(
            name: "TransportTests", dependencies: ["Courier", "TestSupport", "HTTPServer"],
            exclude: ["Python"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "TestSupport"]),
        .testTarget(name: "SQLTests", dependencies: ["SQL", "TestSupport"]),
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
    ],
    swiftLanguageModes: [.v6]
)
