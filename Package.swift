// swift-tools-version: 6.1
import PackageDescription

/// Release builds carry the Swift runtime and Foundation inside the executable, as SwiftPM's
/// `--static-swift-stdlib` does, without asking for that flag: the dynamic loader no longer binds
/// thousands of their symbols at every start (`sitegen --version` in 5.6 ms, not 9.4), and calls
/// into them skip the PLT. Modules compile against the static runtime's resources so that they
/// name every library it needs; executables link it. Debug builds and tests are left as usual.
/// At 10k movies (25 Nov 2026, taking turns with a binary without it, 8 pairs): a title-edit
/// rebuild 1.38 → 1.51 s without it (+10.6%), a nothing-changed one 162 → 217 ms (+16%).
///
/// Release code asks for the metadata of a generic type (`[Slug: [Review]]`) through its accessor,
/// not by its mangled name: a short-lived process otherwise demangles each name on first use and
/// scans all 8,000 protocol conformances in the executable for every requirement it names
/// (`Slug: Hashable`). Their share of a 1k one-title-edit rebuild's CPU fell from 6.9% to 4.1%;
/// at 10k, a title-edit rebuild takes 3.4% longer without it (1.38 → 1.45 s, 8 pairs) and a
/// clean build 2.6% more CPU (4 pairs). (lld with packed relocations and no exported symbols,
/// which saved 1.2 ms a start, was taken out: it bought under 2% of any rebuild at 10k.)
let staticRuntime = SwiftSetting.unsafeFlags(
    ["-static-stdlib", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
    .when(configuration: .release)
)
let staticRuntimeLinking = LinkerSetting.unsafeFlags(
    ["-static-stdlib"],
    .when(configuration: .release)
)

/// libvips's headers include GLib's, whose configuration header sits in the machine's multiarch
/// folder. They are named here, not through a system-library target: pkg-config would also link
/// libvips and the 95 libraries it needs into the executable, which CVips loads only when an image
/// is worked on (see Sources/CVips/vips.c).
#if arch(arm64)
let glibIncludes = ["-I/usr/include/glib-2.0", "-I/usr/lib/aarch64-linux-gnu/glib-2.0/include"]
#else
let glibIncludes = ["-I/usr/include/glib-2.0", "-I/usr/lib/x86_64-linux-gnu/glib-2.0/include"]
#endif

/// CI compiles the project's own targets with every warning an error, so that none comes back
/// (`.ci/run` sets `SITEGEN_WARNINGS_AS_ERRORS=1`). Not by default: a newcomer's `swift build`, maybe
/// on a newer compiler that warns about more, must not stop at a warning. Dependencies, which
/// SwiftPM compiles with warnings suppressed, are not affected either way.
let warningsAsErrors: [SwiftSetting] = Context.environment["SITEGEN_WARNINGS_AS_ERRORS"] == "1"
    ? [.unsafeFlags(["-warnings-as-errors"])] : []

/// Every target is Swift 6 with the settings that keep a layer from leaking its dependencies' types.
let strictSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    staticRuntime,
] + warningsAsErrors

/// Products that more than one target names.
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let hummingbird = Target.Dependency.product(name: "Hummingbird", package: "hummingbird")
let propertyBased = Target.Dependency.product(name: "PropertyBased", package: "swift-property-based")

/// The tests of one module, in `Tests/<module>Tests`: they import the module, what `others` names
/// and the shared test doubles, and compile under the same settings as the code they test.
func tests(
    of module: String, using others: [Target.Dependency] = [], exclude: [String] = [], resources: [Resource]? = nil
) -> Target {
    .testTarget(
        name: module + "Tests",
        dependencies: [.byName(name: module)] + others + ["SitegenTestSupport"],
        exclude: exclude,
        resources: resources,
        swiftSettings: strictSettings
    )
}

let package = Package(
    name: "sitegen",
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `sitegen serve` only; its optional traits (swift-configuration, full Foundation) are not needed.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        // Hummingbird's own dependencies, named because the server module uses their types directly.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Tests only: random inputs for the loader's and the image adapter's no-crash properties.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: - Layers, innermost first

        .target(name: "SitegenDomain", swiftSettings: strictSettings),
        .target(
            name: "SitegenData",
            dependencies: ["SitegenDomain", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictSettings
        ),
        .target(name: "SitegenPresentation", dependencies: ["SitegenDomain"], swiftSettings: strictSettings),
        .systemLibrary(
            name: "CCMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // libvips (Debian's libvips-dev), loaded when an image is first worked on: see Sources/CVips/vips.c.
        .target(name: "CVips", cSettings: [.unsafeFlags(glibIncludes)]),
        // cmark's allocations taken from one block per thread, released together after each document.
        .target(name: "CMarkdownArena", dependencies: ["CCMark"]),
        .target(
            name: "SitegenRendering",
            dependencies: [
                "SitegenPresentation",
                "CCMark",
                "CMarkdownArena",
                "CVips",
            ],
            swiftSettings: strictSettings,
            plugins: ["EmbedDefaultTheme"]
        ),
        // renameat2(2) with RENAME_EXCHANGE, which Swift's Glibc module leaves out: swapping a
        // rebuilt output folder in.
        .target(name: "CExchangePaths"),
        .target(
            name: "SitegenCLI",
            dependencies: [
                "SitegenDomain",
                "SitegenData",
                "SitegenPresentation",
                "SitegenRendering",
                "CExchangePaths",
                "CAllocatorTuning",
                argumentParser,
            ],
            swiftSettings: strictSettings
        ),
        // The preview server: everything that needs Hummingbird stays here, so `build` and the
        // layers' tests never wait for it to compile.
        .target(
            name: "SitegenServe",
            dependencies: [
                "SitegenCLI",
                "SitegenData",
                "SitegenDomain",
                hummingbird,
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                argumentParser,
            ],
            swiftSettings: strictSettings
        ),
        // `sitegen build` restarts itself with glibc's malloc tunables, before the Swift runtime
        // starts; builds hand freed pages back to the kernel between their steps.
        .target(name: "CAllocatorTuning"),
        .executableTarget(
            name: "sitegen",
            dependencies: ["SitegenCLI", "SitegenServe", "CAllocatorTuning", argumentParser],
            swiftSettings: strictSettings,
            linkerSettings: [staticRuntimeLinking]
        ),

        // MARK: - The default theme, compiled into the binary from themes/default

        .executableTarget(name: "ThemeEmbedder", swiftSettings: strictSettings, linkerSettings: [staticRuntimeLinking]),
        .plugin(name: "EmbedDefaultTheme", capability: .buildTool(), dependencies: ["ThemeEmbedder"]),

        // MARK: - Tests

        .target(
            name: "SitegenTestSupport",
            dependencies: ["SitegenDomain", "SitegenPresentation"],
            path: "Tests/SitegenTestSupport",
            swiftSettings: strictSettings
        ),
        tests(of: "SitegenDomain"),
        tests(of: "SitegenData", using: ["SitegenDomain", propertyBased], resources: [.copy("Fixtures")]),
        tests(of: "SitegenPresentation", using: ["SitegenDomain"]),
        tests(of: "SitegenRendering", using: ["SitegenPresentation", "SitegenDomain", propertyBased], exclude: ["Golden"]),
        tests(of: "SitegenCLI", using: ["SitegenDomain", "SitegenPresentation", "SitegenRendering", argumentParser], resources: [.copy("Sites")]),
        tests(of: "SitegenServe", using: ["SitegenCLI", "SitegenDomain", hummingbird, argumentParser]),
    ]
)
