import ArgumentParser
import SitegenCLI

@main
extension Sitegen {}
