import FolioCLI
import Foundation

exit(Folio.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
