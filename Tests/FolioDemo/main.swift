import FolioApps
import FolioCLI
import FolioDemoApps
import Foundation

// `folio` with the test apps listed after the standard ones, as a program built on Folio with apps
// of its own would start.
AppCatalog.install([DemoApp.definition, StoriedApp.definition])
exit(Folio.run(Array(CommandLine.arguments.dropFirst()), console: .standard(), ownsProcess: true))
